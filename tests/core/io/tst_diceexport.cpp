#include "differences.h"
#include "io/diceexport.h"
#include "io/diceimport.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "storage/differencestore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

CoherenceLabel label(bool coherent, const QString &rationale, OriginKind kind, const QString &origin)
{
    return CoherenceLabel{coherent, rationale, kind, origin};
}

/// testing::difference() in the order this file's tables read best (description first), with coherence labels.
Difference difference(EditOp op, QRectF box, const QString &description, OriginKind kind, const QString &origin,
                      double confidence, QVector<CoherenceLabel> coherence = {})
{
    Difference d = editlens::testing::difference(op, box, kind, origin, confidence, description);
    d.coherence = std::move(coherence);
    return d;
}

/// Item "i1": a 100x80 original with outputs SysA (200x160) and SysB (120x90); item "i2": a 64x48 original and one
/// 64x48 output. Every op on both kinds of image, ground truth with and without labels, a detector "DICE" with its
/// own estimate and an annotator's verdict on it, and an annotator "alice".
StudyData studyWithDifferences()
{
    const auto gt = OriginKind::GroundTruth;
    Item i1;
    i1.key = QStringLiteral("i1");
    i1.sourcePath = QStringLiteral("images/src1.png");
    i1.sourceSize = QSize(100, 80);
    i1.instruction = QStringLiteral("add a cat and remove the vase");
    Output a;
    a.system = QStringLiteral("SysA");
    a.path = QStringLiteral("images/a1.png");
    a.size = QSize(200, 160);
    a.differences = {
        difference(EditOp::Add, QRectF(QPointF(10.5, 20), QPointF(50, 60.25)), QStringLiteral("a cat"), gt,
                   QStringLiteral("dataset"), 1.0,
                   {label(true, QStringLiteral("The cat was asked for.\nIt sits on the sofa, \"as told\"."), gt,
                          QStringLiteral("dataset"))}),
        difference(EditOp::Remove, QRectF(QPointF(5, 5), QPointF(25, 15)), QStringLiteral("the vase"), gt,
                   QStringLiteral("dataset"), 1.0,
                   {label(false, QStringLiteral("The vase should have stayed."), gt, QStringLiteral("dataset"))}),
        difference(EditOp::Add, QRectF(QPointF(0, 0), QPointF(200, 160)), QStringLiteral("a lamp"),
                   OriginKind::Detector, DiceImport::originName(), 0.625,
                   {label(true, QStringLiteral("I think so"), OriginKind::Annotator, QStringLiteral("bob")),
                    label(false, QStringLiteral("Nothing was to be added here."), OriginKind::Detector,
                          DiceImport::originName())}),
    };
    Output b;
    b.system = QStringLiteral("SysB");
    b.path = QStringLiteral("images/b1.png");
    b.size = QSize(120, 90);
    b.differences = {
        difference(EditOp::Edit, QRectF(QPointF(1.0 / 3, 2.0 / 7), QPointF(119.9, 90)), QStringLiteral("sofa colour"),
                   gt, QStringLiteral("dataset"), 1.0),
        difference(EditOp::Remove, QRectF(QPointF(60, 40), QPointF(100, 80)), QStringLiteral("a chair"),
                   OriginKind::Annotator, QStringLiteral("alice"), 0.9,
                   {label(true, QStringLiteral("fine"), OriginKind::Annotator, QStringLiteral("alice"))}),
    };
    i1.outputs = {a, b};

    Item i2;
    i2.key = QStringLiteral("i2");
    i2.sourcePath = QStringLiteral("images/src2.png");
    i2.sourceSize = QSize(64, 48);
    i2.instruction = QStringLiteral("make the car red");
    Output c;
    c.system = QStringLiteral("SysA");
    c.path = QStringLiteral("images/c2.png");
    c.size = QSize(64, 48);
    c.differences = {difference(EditOp::Edit, QRectF(QPointF(3, 4), QPointF(30, 40)), QStringLiteral("car: red"), gt,
                                QStringLiteral("dataset"), 1.0,
                                {label(true, QString(), gt, QStringLiteral("dataset"))})};
    i2.outputs = {c};

    StudyData study;
    study.items = {i1, i2};
    return study;
}

bool fromOrigin(const Difference &d, const QString &origin)
{
    return origin == DiceExport::truthOrigin() ? d.originKind == OriginKind::GroundTruth
                                               : d.originKind != OriginKind::GroundTruth && d.origin == origin;
}

/// The differences of one origin per "source\noutput" (root-relative paths), in stored order, boxes clipped to the
/// image their op lives on (a DICE box cannot overhang it).
QMap<QString, QVector<Difference>> differencesByImages(const StudyData &study, const QString &origin)
{
    QMap<QString, QVector<Difference>> out;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs)
            for (Difference d : o.differences)
                if (fromOrigin(d, origin)) {
                    const QSize size = d.op == EditOp::Remove ? item.sourceSize : o.size;
                    d.box = d.box.intersected(QRectF(QPointF(0, 0), QSizeF(size)));
                    out[item.sourcePath + QLatin1Char('\n') + o.path].append(d);
                }
    return out;
}

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

QJsonArray readArray(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).array();
}

} // namespace

class TestDiceExport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

    FormatRegistry m_registry;

    std::unique_ptr<StudyStore> storeWithDifferences()
    {
        auto store = newStore();
        const Status s = store->importData(studyWithDifferences());
        if (!s.ok())
            qFatal("%s", qPrintable(s.error().toString()));
        return store;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("images")));
        const QList<std::pair<QString, QSize>> images = {{QStringLiteral("src1"), {100, 80}},
                                                         {QStringLiteral("a1"), {200, 160}},
                                                         {QStringLiteral("b1"), {120, 90}},
                                                         {QStringLiteral("src2"), {64, 48}},
                                                         {QStringLiteral("c2"), {64, 48}}};
        for (const auto &[name, size] : images) {
            QImage image(size, QImage::Format_RGB32);
            image.fill(Qt::gray);
            QVERIFY(image.save(path(QStringLiteral("images/%1.png").arg(name))));
        }
    }

    void writesDiceFilesWithBoxesOnTheImageOfTheirOp()
    {
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("layout"));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("dice"), out));

        const QJsonArray differences = readArray(QDir(out).filePath(QStringLiteral("predicted_differences.json")));
        const QJsonArray coherence = readArray(QDir(out).filePath(QStringLiteral("coherence_results.json")));
        QCOMPARE(differences.size(), 4); // the ground truth only
        QCOMPARE(coherence.size(), 3);   // the SysB EDIT has no label

        const QJsonObject add = differences.at(0).toObject();
        QCOMPARE(add.value(QStringLiteral("original_path")).toString(), path(QStringLiteral("images/src1.png")));
        QCOMPARE(add.value(QStringLiteral("edited_path")).toString(), path(QStringLiteral("images/a1.png")));
        QCOMPARE(add.value(QStringLiteral("complete_difference")).toString(), QStringLiteral("ADD: a cat"));
        QCOMPARE(add.value(QStringLiteral("operation")).toString(), QStringLiteral("ADD"));
        QCOMPARE(add.value(QStringLiteral("gt_prompt")).toString(), QStringLiteral("add a cat and remove the vase"));
        QCOMPARE(add.value(QStringLiteral("confidence")).toDouble(), 1.0);
        // On the 200x160 edited image: 10.5/200, 20/160, 50/200, 60.25/160.
        QCOMPARE(add.value(QStringLiteral("bbox")).toArray(), (QJsonArray{0.0525, 0.125, 0.25, 0.3765625}));
        // REMOVE lives on the 100x80 original: 5/100, 5/80, 25/100, 15/80.
        const QJsonObject remove = differences.at(1).toObject();
        QCOMPARE(remove.value(QStringLiteral("bbox")).toArray(), (QJsonArray{0.05, 0.0625, 0.25, 0.1875}));
        // A box overhanging its 120x90 image by a tenth of a pixel is clamped to 1.
        QCOMPARE(differences.at(2).toObject().value(QStringLiteral("bbox")).toArray().at(3).toDouble(), 1.0);

        const QJsonObject first = coherence.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("index")).toInt(), 0);
        QCOMPARE(first.value(QStringLiteral("difference")).toString(), QStringLiteral("ADD: a cat"));
        QCOMPARE(first.value(QStringLiteral("prompt")).toString(), QStringLiteral("add a cat and remove the vase"));
        QCOMPARE(first.value(QStringLiteral("bbox")), add.value(QStringLiteral("bbox")));
        QCOMPARE(first.value(QStringLiteral("confidence")).toDouble(), 1.0);
        QCOMPARE(first.value(QStringLiteral("coherence_evaluation")).toString(),
                 QStringLiteral("The cat was asked for.\nIt sits on the sofa, \"as told\".\nDecision: \"YES\""));
        QCOMPARE(coherence.at(1).toObject().value(QStringLiteral("coherence_evaluation")).toString(),
                 QStringLiteral("The vase should have stayed.\nDecision: \"NO\""));
        // Index counts differences, not labels: the unlabelled EDIT (2) is skipped.
        QCOMPARE(coherence.at(2).toObject().value(QStringLiteral("index")).toInt(), 3);
        QCOMPARE(coherence.at(2).toObject().value(QStringLiteral("coherence_evaluation")).toString(),
                 QStringLiteral("Decision: \"YES\""));
    }

    void truthHoldsTheDetectorBoxesAReviewerAccepted()
    {
        // Carol relabels DICE's "a lamp" ADD on SysA of i1 to an EDIT "a lamp shade" and marks the output complete:
        // the box is her annotation, in the truth with her label; DICE's own export keeps what it proposed.
        auto store = storeWithDifferences();
        auto study = store->load();
        EL_VERIFY_OK(study);
        const Output &a = study.value().items.front().outputs.front();
        const qint64 lamp = a.differences.at(2).id;
        const QString carol = QStringLiteral("carol");
        DifferenceStore annotations(*store);
        EL_VERIFY_OK(annotations.relabelDifference(lamp, EditOp::Edit, QStringLiteral("a lamp shade")));
        EL_VERIFY_OK(annotations.setReview(lamp, carol, ReviewDecision::Relabelled));
        EL_VERIFY_OK(annotations.setComplete(a.id, carol, true));
        const auto exported = [&](const QString &origin, const QString &name) {
            const QString out = path(name);
            const Status s = exportStudy(*store, m_registry, QStringLiteral("dice"), out, {}, ExportOptions{origin});
            if (!s)
                qWarning("%s", qPrintable(s.error().toString()));
            QStringList entries;
            for (const auto &v : readArray(QDir(out).filePath(QStringLiteral("predicted_differences.json"))))
                entries << v[QStringLiteral("complete_difference")].toString();
            return entries;
        };
        QCOMPARE(exported(DiceExport::truthOrigin(), QStringLiteral("reviewed-truth")),
                 (QStringList{QStringLiteral("ADD: a cat"), QStringLiteral("REMOVE: the vase"),
                              QStringLiteral("EDIT: a lamp shade"), QStringLiteral("EDIT: sofa colour"),
                              QStringLiteral("EDIT: car: red")}));
        // The truth's coherence for it is a person's (bob's YES), never DICE's own estimate (NO).
        const QJsonArray coherence = readArray(path(QStringLiteral("reviewed-truth/coherence_results.json")));
        QCOMPARE(coherence.at(2)[QStringLiteral("difference")].toString(), QStringLiteral("EDIT: a lamp shade"));
        QCOMPARE(coherence.at(2)[QStringLiteral("coherence_evaluation")].toString(),
                 QStringLiteral("I think so\nDecision: \"YES\""));
        QCOMPARE(exported(carol, QStringLiteral("reviewed-carol")), QStringList{QStringLiteral("EDIT: a lamp shade")});
        QCOMPARE(exported(DiceImport::originName(), QStringLiteral("reviewed-dice")),
                 QStringList{QStringLiteral("ADD: a lamp")});
        // Rejected, it leaves the truth and carol has nothing left.
        EL_VERIFY_OK(annotations.setReview(lamp, carol, ReviewDecision::Rejected));
        QCOMPARE(exported(DiceExport::truthOrigin(), QStringLiteral("rejected-truth")).size(), 4);
    }

    void roundTripIntoNewStudyKeepsEverything_data()
    {
        QTest::addColumn<QString>("origin");
        QTest::addColumn<int>("count");
        QTest::newRow("truth (default)") << QString() << 4;
        QTest::newRow("truth") << QStringLiteral("truth") << 4;
        QTest::newRow("detector") << DiceImport::originName() << 1;
        QTest::newRow("annotator") << QStringLiteral("alice") << 1;
    }

    void roundTripIntoNewStudyKeepsEverything()
    {
        QFETCH(QString, origin);
        QFETCH(int, count);
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("roundtrip-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("dice"), out, {}, ExportOptions{origin}));

        auto fresh = newStore();
        EL_VERIFY_OK(importInto(*fresh, m_registry, QStringLiteral("dice"), out, {}));
        const StudyData before = store->load().value();
        const StudyData after = fresh->load().value();
        const QString effective = origin.isEmpty() ? DiceExport::truthOrigin() : origin;
        const QMap<QString, QVector<Difference>> expected = differencesByImages(before, effective);
        const QMap<QString, QVector<Difference>> actual = differencesByImages(after, DiceImport::originName());
        QCOMPARE(actual.keys(), expected.keys());
        int compared = 0;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const QVector<Difference> &want = it.value();
            const QVector<Difference> &got = actual.value(it.key());
            QCOMPARE(got.size(), want.size());
            for (int i = 0; i < want.size(); ++i, ++compared) {
                const Difference &w = want[i];
                const Difference &g = got[i];
                QCOMPARE(g.op, w.op);
                QCOMPARE(g.description, w.description);
                QCOMPARE(g.confidence, w.confidence);
                // The SysB EDIT overhangs its image by 0.1 px: expected clipped to it (differencesByImages).
                const double wb[4] = {w.box.left(), w.box.top(), w.box.right(), w.box.bottom()};
                const double gb[4] = {g.box.left(), g.box.top(), g.box.right(), g.box.bottom()};
                for (int k = 0; k < 4; ++k)
                    QVERIFY2(closeTo(gb[k], wb[k]),
                             qPrintable(QStringLiteral("%1 vs %2").arg(gb[k], 0, 'g', 17).arg(wb[k], 0, 'g', 17)));
                const CoherenceLabel *own = nullptr;
                for (const CoherenceLabel &l : w.coherence)
                    if (l.originKind == w.originKind
                        && (w.originKind == OriginKind::GroundTruth || l.origin == w.origin))
                        own = &l;
                QCOMPARE(g.coherence.size(), own ? 1 : 0);
                if (own) {
                    QCOMPARE(g.coherence.front().coherent, own->coherent);
                    QCOMPARE(g.coherence.front().rationale, own->rationale);
                }
            }
        }
        QCOMPARE(compared, count);
        // The instruction comes back as the new items' instruction.
        for (const Item &item : after.items)
            QCOMPARE(item.instruction, item.sourcePath.endsWith(QLatin1String("src1.png"))
                                           ? QStringLiteral("add a cat and remove the vase")
                                           : QStringLiteral("make the car red"));
    }

    void roundTripIntoSameStudyAttachesToItsOutputs()
    {
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("same"));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("dice"), out));
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), out, {}));
        const StudyData after = store->load().value();
        QCOMPARE(after.items.size(), 2);
        int imported = 0;
        for (const Item &item : after.items)
            for (const Output &o : item.outputs) {
                const QVector<Difference> truth = differencesByImages(after, DiceExport::truthOrigin())
                                                      .value(item.sourcePath + QLatin1Char('\n') + o.path);
                QVector<Difference> dice;
                for (const Difference &d : o.differences)
                    if (d.originKind == OriginKind::Detector && d.origin == DiceImport::originName()
                        && d.confidence == 1.0)
                        dice.append(d);
                QCOMPARE(dice.size(), truth.size());
                for (int i = 0; i < truth.size(); ++i) {
                    QCOMPARE(dice[i].op, truth[i].op);
                    QCOMPARE(dice[i].description, truth[i].description);
                    QVERIFY(closeTo(dice[i].box.left(), truth[i].box.left()));
                    QVERIFY(closeTo(dice[i].box.top(), truth[i].box.top()));
                }
                imported += int(dice.size());
            }
        QCOMPARE(imported, 4);
    }

    void reExportReplacesBothFiles()
    {
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("again"));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("dice"), out));
        EL_VERIFY_OK(
            exportStudy(*store, m_registry, QStringLiteral("dice"), out, {}, ExportOptions{DiceImport::originName()}));
        QCOMPARE(readArray(QDir(out).filePath(QStringLiteral("predicted_differences.json"))).size(), 1);
        const QJsonArray coherence = readArray(QDir(out).filePath(QStringLiteral("coherence_results.json")));
        QCOMPARE(coherence.size(), 1); // the detector's own estimate, not bob's verdict
        QCOMPARE(coherence.at(0).toObject().value(QStringLiteral("coherence_evaluation")).toString(),
                 QStringLiteral("Nothing was to be added here.\nDecision: \"NO\""));
    }

    void outThatIsAFileIsRefused()
    {
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("a-file.json"));
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me");
        }
        const Status s = exportStudy(*store, m_registry, QStringLiteral("dice"), out);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(QLatin1String("folder")), qPrintable(s.error().toString()));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }

    void originWithoutDifferencesIsAnError()
    {
        auto store = storeWithDifferences();
        const QString out = path(QStringLiteral("nobody"));
        const Status s =
            exportStudy(*store, m_registry, QStringLiteral("dice"), out, {}, ExportOptions{QStringLiteral("nobody")});
        QVERIFY(!s.ok());
        QCOMPARE(s.error().message, QStringLiteral("no differences of origin 'nobody'; the study has differences of: "
                                                   "truth, DICE, alice"));
        QVERIFY(!QFileInfo::exists(out));
    }

    void originIsRefusedByFormatsWithoutOne()
    {
        auto store = storeWithDifferences();
        const Status s = exportStudy(*store, m_registry, QStringLiteral("coco"), path(QStringLiteral("o.json")), {},
                                     ExportOptions{QStringLiteral("truth")});
        QVERIFY(!s.ok());
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("o.json"))));
    }

    void coherenceTextReadsBackAsWritten_data()
    {
        QTest::addColumn<bool>("coherent");
        QTest::addColumn<QString>("rationale");
        QTest::addColumn<QString>("text");
        QTest::newRow("yes") << true << QStringLiteral("Looks right.")
                             << QStringLiteral("Looks right.\nDecision: \"YES\"");
        QTest::newRow("no, trimmed") << false << QStringLiteral("  spaced \n")
                                     << QStringLiteral("spaced\nDecision: \"NO\"");
        QTest::newRow("empty") << false << QString() << QStringLiteral("Decision: \"NO\"");
        QTest::newRow("own decision") << true << QStringLiteral("Answer: no, but fine") << QString();
        QTest::newRow("own decision line") << false << QStringLiteral("**Decision:** yes") << QString();
    }

    void coherenceTextReadsBackAsWritten()
    {
        QFETCH(bool, coherent);
        QFETCH(QString, rationale);
        QFETCH(QString, text);
        const std::optional<QString> written = DiceExport::coherenceText(coherent, rationale);
        QCOMPARE(written.has_value(), !text.isEmpty());
        if (!written)
            return;
        QCOMPARE(*written, text);
        const std::optional<CoherenceLabel> back = DiceImport::parseCoherence(*written);
        QVERIFY(back);
        QCOMPARE(back->coherent, coherent);
        QCOMPARE(back->rationale, rationale.trimmed());
    }

    void rationaleWithADecisionOfItsOwnFailsTheExport()
    {
        StudyData study = studyWithDifferences();
        study.items[0].outputs[0].differences[0].coherence[0].rationale = QStringLiteral("Answer: NO is wrong here");
        auto store = newStore();
        EL_VERIFY_OK(store->importData(study));
        const QString out = path(QStringLiteral("ambiguous"));
        const Status s = exportStudy(*store, m_registry, QStringLiteral("dice"), out);
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(QLatin1String("ADD: a cat")), qPrintable(s.error().toString()));
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestDiceExport)
#include "tst_diceexport.moc"
