// Review state as data: every annotator's review of a difference (accepted, rejected, relabelled) and "complete: no
// further differences" on an output survive the study, the manifest round trip and the COCO export.
#include "alignment/differencesummary.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "server/serverstudy.h"
#include "stats/differenceevaluation.h"
#include "storage/differencestore.h"
#include "storage/studystore.h"
#include "study/differenceorigin.h"
#include "studyengine.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using editlens::testing::studyLocation;

class TestReviewState : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// One item, two outputs; output "A" holds three detector boxes, output "B" none.
    std::unique_ptr<StudyStore> makeStudy(const QString &name)
    {
        // studyLocation(): in the tst_reviewstate_pg run the studies live on the PostgreSQL cluster.
        auto created =
            server::createStudy(studyLocation(m_dir.filePath(name)), m_dir.path(), QStringLiteral("review study"));
        if (!created)
            qFatal("%s", qPrintable(created.error().toString()));
        StudyData batch;
        Item item;
        item.key = QStringLiteral("i1");
        item.sourcePath = QStringLiteral("src.png");
        item.sourceSize = QSize(100, 80);
        item.instruction = QStringLiteral("add a cat");
        Output a, b;
        a.system = QStringLiteral("A");
        a.path = QStringLiteral("a.png");
        a.size = QSize(100, 80);
        b.system = QStringLiteral("B");
        b.path = QStringLiteral("b.png");
        b.size = QSize(100, 80);
        for (const auto &[op, text, x] : {std::tuple{EditOp::Add, "cat", 10.0}, std::tuple{EditOp::Edit, "sky", 40.0},
                                          std::tuple{EditOp::Remove, "lamp", 70.0}}) {
            Difference d;
            d.op = op;
            d.description = QLatin1String(text);
            d.box = QRectF(x, 10, 20, 20);
            d.confidence = 0.9;
            d.origin = QStringLiteral("detector-x");
            d.coherence.push_back({op != EditOp::Edit, QStringLiteral("why %1").arg(QLatin1String(text)),
                                   OriginKind::Annotator, QStringLiteral("ann1")});
            a.differences.push_back(d);
        }
        item.outputs << a << b;
        batch.items << item;
        if (Status s = created.value()->importData(batch); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return std::move(created).value();
    }

    /// The DICE export of the truth and of the reviewer hold the reviewed cat, bird and giraffe; the detector's own
    /// holds its guesses.
    void checkDiceExports(StudyStore &store, const FormatRegistry &formats, const QString &rev)
    {
        const auto diceExport = [&](const QString &origin) {
            const QString out = m_dir.filePath(QStringLiteral("dice-") + origin);
            const Status s = exportStudy(store, formats, QStringLiteral("dice"), out, {}, ExportOptions{origin});
            if (!s)
                qWarning("%s", qPrintable(s.error().toString()));
            QFile f(QDir(out).filePath(QStringLiteral("predicted_differences.json")));
            QStringList entries;
            if (f.open(QIODevice::ReadOnly))
                for (const auto &v : QJsonDocument::fromJson(f.readAll()).array())
                    entries << v[QStringLiteral("complete_difference")].toString();
            return entries;
        };
        const QStringList reviewed{QStringLiteral("ADD: cat"), QStringLiteral("ADD: bird"),
                                   QStringLiteral("ADD: giraffe")};
        QCOMPARE(diceExport(truthOriginName()), reviewed);
        QCOMPARE(diceExport(rev), reviewed);
        QCOMPARE(diceExport(QStringLiteral("detector-x")),
                 (QStringList{QStringLiteral("ADD: cat"), QStringLiteral("EDIT: sky"),
                              QStringLiteral("REMOVE: lamp")}));
    }

    /// COCO says which boxes are truth, whose annotation each reviewed box is, and what the detector proposed.
    void checkCocoExport(StudyStore &store, const FormatRegistry &formats, const QString &rev)
    {
        const QString coco = m_dir.filePath(QStringLiteral("truth.coco.json"));
        EL_VERIFY_OK(exportStudy(store, formats, QStringLiteral("coco"), coco));
        QFile file(coco);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray anns = QJsonDocument::fromJson(file.readAll())[QStringLiteral("annotations")].toArray();
        QCOMPARE(anns.size(), 4);
        const auto attributes = [&anns](int k) { return anns.at(k)[QStringLiteral("attributes")].toObject(); };
        QCOMPARE(attributes(0)[QStringLiteral("truth")].toBool(), true);
        QCOMPARE(attributes(0)[QStringLiteral("annotated_by")].toString(), rev);
        QCOMPARE(attributes(1)[QStringLiteral("truth")].toBool(), true);
        QCOMPARE(attributes(1)[QStringLiteral("proposal")][QStringLiteral("category_id")].toInt(),
                 differenceCategory(EditOp::Edit));
        QCOMPARE(attributes(2)[QStringLiteral("truth")].toBool(), false);
        QCOMPARE(attributes(2)[QStringLiteral("annotated_by")].toString(), QString());
        QCOMPARE(attributes(3)[QStringLiteral("truth")].toBool(), true);
    }

    /// The manifest carries the proposal: a copy of the study scores the detector the same.
    void checkManifestCarriesTheProposal(StudyStore &store, const FormatRegistry &formats)
    {
        const QString manifest = m_dir.filePath(QStringLiteral("truth.jsonl"));
        EL_VERIFY_OK(exportStudy(store, formats, QStringLiteral("manifest"), manifest));
        auto batch = formats.importFormat(QStringLiteral("manifest"))->read(manifest, {}, {});
        EL_VERIFY_OK(batch);
        const Difference &copied = batch.value().items.front().outputs.at(0).differences.at(1);
        QVERIFY(copied.proposal);
        QCOMPARE(copied.proposal->op, EditOp::Edit);
        QCOMPARE(copied.proposal->box, QRectF(40, 10, 20, 20));
        for (Item &item : batch.value().items) {
            item.sourcePath = QStringLiteral("src.png");
            for (Output &o : item.outputs)
                o.path = o.system == QLatin1String("A") ? QStringLiteral("a.png") : QStringLiteral("b.png");
        }
        auto copy =
            server::createStudy(studyLocation(m_dir.filePath(QStringLiteral("truth-copy.editlens"))), m_dir.path());
        EL_VERIFY_OK(copy);
        EL_VERIFY_OK(copy.value()->importData(batch.value()));
        auto reread = copy.value()->load();
        EL_VERIFY_OK(reread);
        QCOMPARE(reread.value().items.front().outputs.at(0).differences.at(1).proposal->description,
                 QStringLiteral("sky"));
        QVERIFY(qAbs(evaluateDetectors(reread.value()).front().apOf(EditOp::Add) - 34.0 / 101.0) < 1e-9);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        // The run claims an engine; a study made past studyLocation() would quietly test SQLite twice.
        const auto store = makeStudy(QStringLiteral("engine.editlens"));
        qInfo("studies on %s (%s)", store->isServer() ? "PostgreSQL" : "SQLite files",
              qPrintable(store->database().driverName()));
        QCOMPARE(store->isServer(), editlens::testing::testOnServer());
    }

    void reviewsAndCompletionRoundTrip()
    {
        auto store = makeStudy(QStringLiteral("reviews.editlens"));
        auto data = store->load();
        EL_VERIFY_OK(data);
        const Output &a = data.value().items.front().outputs.at(0);
        const Output &b = data.value().items.front().outputs.at(1);
        DifferenceStore annotations(*store);
        EL_VERIFY_OK(annotations.setReview(a.differences.at(0).id, QStringLiteral("ann1"), ReviewDecision::Accepted));
        EL_VERIFY_OK(annotations.setReview(a.differences.at(1).id, QStringLiteral("ann1"), ReviewDecision::Rejected));
        EL_VERIFY_OK(annotations.setReview(a.differences.at(1).id, QStringLiteral("ann2"), ReviewDecision::Accepted));
        EL_VERIFY_OK(annotations.setReview(a.differences.at(2).id, QStringLiteral("ann1"), ReviewDecision::Relabelled));
        EL_VERIFY_OK(annotations.setComplete(a.id, QStringLiteral("ann1"), true));
        EL_VERIFY_OK(annotations.setComplete(b.id, QStringLiteral("ann1"), true)); // a complete, difference-free output
        EL_VERIFY_OK(annotations.setComplete(b.id, QStringLiteral("ann2"), true));
        EL_VERIFY_OK(annotations.setComplete(b.id, QStringLiteral("ann2"), false)); // taken back
        QCOMPARE(annotations.completeBy(b.id).value(), QStringList{QStringLiteral("ann1")});
        QCOMPARE(annotations.review(a.differences.at(2).id, QStringLiteral("ann1")).value(),
                 std::optional(ReviewDecision::Relabelled));

        const auto check = [](const StudyData &study) {
            const Output &oa = study.items.front().outputs.at(0);
            const Output &ob = study.items.front().outputs.at(1);
            QCOMPARE(oa.completeBy, QStringList{QStringLiteral("ann1")});
            QCOMPARE(ob.completeBy, QStringList{QStringLiteral("ann1")});
            QCOMPARE(oa.differences.size(), 3);
            QCOMPARE(oa.differences.at(0).reviews.size(), 1);
            QCOMPARE(oa.differences.at(0).reviews.front().decision, ReviewDecision::Accepted);
            QCOMPARE(oa.differences.at(1).reviews.size(), 2);
            QCOMPARE(oa.differences.at(1).reviews.at(0).annotator, QStringLiteral("ann1"));
            QCOMPARE(oa.differences.at(1).reviews.at(0).decision, ReviewDecision::Rejected);
            QCOMPARE(oa.differences.at(1).reviews.at(1).decision, ReviewDecision::Accepted);
            QCOMPARE(oa.differences.at(2).reviews.front().decision, ReviewDecision::Relabelled);
            QVERIFY(!oa.differences.at(0).reviews.front().updatedAt.isEmpty());
            QCOMPARE(oa.differences.at(1).coherence.front().coherent, false);
            QCOMPARE(oa.differences.at(1).coherence.front().rationale, QStringLiteral("why sky"));
        };
        auto stored = store->load();
        EL_VERIFY_OK(stored);
        check(stored.value());

        // Manifest out and back into a new study: the same reviews (with their times) and completions.
        FormatRegistry formats;
        formats.registerBuiltins();
        const QString manifest = m_dir.filePath(QStringLiteral("reviews.jsonl"));
        EL_VERIFY_OK(exportStudy(*store, formats, QStringLiteral("manifest"), manifest));
        auto copy = server::createStudy(studyLocation(m_dir.filePath(QStringLiteral("copy.editlens"))), m_dir.path());
        EL_VERIFY_OK(copy);
        // The images do not exist: bring the batch in without the resolver's image checks.
        auto batch = formats.importFormat(QStringLiteral("manifest"))->read(manifest, {}, {});
        EL_VERIFY_OK(batch);
        for (Item &item : batch.value().items) {
            item.sourcePath = QStringLiteral("src.png");
            for (Output &o : item.outputs)
                o.path = o.system == QLatin1String("A") ? QStringLiteral("a.png") : QStringLiteral("b.png");
        }
        EL_VERIFY_OK(copy.value()->importData(batch.value()));
        auto reread = copy.value()->load();
        EL_VERIFY_OK(reread);
        check(reread.value());
        QCOMPARE(reread.value().items.front().outputs.at(0).differences.at(0).reviews.front().updatedAt,
                 stored.value().items.front().outputs.at(0).differences.at(0).reviews.front().updatedAt);

        // COCO: review, coherence and rationale per annotation, and an info block naming the study.
        const QString coco = m_dir.filePath(QStringLiteral("reviews.coco.json"));
        EL_VERIFY_OK(exportStudy(*store, formats, QStringLiteral("coco"), coco));
        QFile file(coco);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root[QStringLiteral("info")][QStringLiteral("study")].toString(), QStringLiteral("review study"));
        QVERIFY(!root[QStringLiteral("info")][QStringLiteral("date_created")].toString().isEmpty());
        const QJsonArray anns = root[QStringLiteral("annotations")].toArray();
        QCOMPARE(anns.size(), 3);
        const QJsonObject sky = anns.at(1).toObject()[QStringLiteral("attributes")].toObject();
        QCOMPARE(sky[QStringLiteral("review")][QStringLiteral("ann1")].toString(), QStringLiteral("rejected"));
        QCOMPARE(sky[QStringLiteral("review")][QStringLiteral("ann2")].toString(), QStringLiteral("accepted"));
        QCOMPARE(sky[QStringLiteral("coherence")].toString(), QStringLiteral("NO"));
        QCOMPARE(sky[QStringLiteral("rationale")].toString(), QStringLiteral("why sky"));
        const QJsonObject lamp = anns.at(2).toObject()[QStringLiteral("attributes")].toObject();
        QCOMPARE(lamp[QStringLiteral("review")][QStringLiteral("ann1")].toString(), QStringLiteral("relabelled"));
    }

    void reviewedDetectorBoxesBecomeTheReviewersTruth()
    {
        // The reviewer accepts the detector's cat, relabels its sky EDIT to an ADD "bird", rejects its lamp and marks
        // the output complete, as a DICE-D-style set is built.
        auto store = makeStudy(QStringLiteral("truth.editlens"));
        auto data = store->load();
        EL_VERIFY_OK(data);
        const Output &a = data.value().items.front().outputs.at(0);
        const qint64 cat = a.differences.at(0).id, sky = a.differences.at(1).id, lamp = a.differences.at(2).id;
        const QString rev = QStringLiteral("rev");
        DifferenceStore annotations(*store);
        EL_VERIFY_OK(annotations.setReview(cat, rev, ReviewDecision::Accepted));
        EL_VERIFY_OK(annotations.relabelDifference(sky, EditOp::Add, QStringLiteral("bird")));
        EL_VERIFY_OK(annotations.setReview(sky, rev, ReviewDecision::Relabelled));
        EL_VERIFY_OK(annotations.setReview(lamp, rev, ReviewDecision::Rejected));
        EL_VERIFY_OK(annotations.setComplete(a.id, rev, true));

        // Table 3 of the truth: the output holds the two confirmed changes, not "no visual change".
        auto study = store->load();
        EL_VERIFY_OK(study);
        const auto truthRow = [](const StudyData &s) {
            for (const alignment::DifferenceSummaryOrigin &o : alignment::differenceSummary(s).origins)
                if (o.origin == truthOriginName())
                    return o.total;
            return alignment::SystemDifferenceSummary{};
        };
        QCOMPARE(truthRow(study.value()).outputs, 1);
        QCOMPARE(truthRow(study.value()).noChange, 0);
        QCOMPARE(truthRow(study.value()).differences, 2);
        // The reviewer is an origin of their own, in Table 3 and in what an export may name.
        QCOMPARE(annotations.differenceOrigins().value(), (QStringList{QStringLiteral("detector-x"), rev}));
        QCOMPARE(differenceOriginsIn(study.value().items),
                 (QStringList{truthOriginName(), QStringLiteral("detector-x"), rev}));
        bool reviewerRow = false;
        for (const alignment::DifferenceSummaryOrigin &o : alignment::differenceSummary(study.value()).origins)
            if (o.origin == rev) {
                reviewerRow = true;
                QCOMPARE(o.total.differences, 2);
            }
        QVERIFY(reviewerRow);

        // The reviewer draws the giraffe the detector missed.
        Difference giraffe;
        giraffe.op = EditOp::Add;
        giraffe.description = QStringLiteral("giraffe");
        giraffe.box = QRectF(10, 50, 30, 20);
        giraffe.originKind = OriginKind::Annotator;
        giraffe.origin = rev;
        EL_VERIFY_OK(annotations.addDifference(a.id, giraffe));
        study = store->load();
        EL_VERIFY_OK(study);
        QCOMPARE(truthRow(study.value()).differences, 3);

        // The relabelled box keeps what the detector proposed.
        const Output &stored = study.value().items.front().outputs.at(0);
        QVERIFY(!stored.differences.at(0).proposal);
        QVERIFY(stored.differences.at(1).proposal);
        QCOMPARE(stored.differences.at(1).proposal->op, EditOp::Edit);
        QCOMPARE(stored.differences.at(1).proposal->description, QStringLiteral("sky"));
        QCOMPARE(stored.differences.at(1).proposal->box, QRectF(40, 10, 20, 20));

        // The truth: cat, bird (with its new label) and giraffe, all the reviewer's; the rejected lamp is nowhere.
        const QVector<Difference> truth = truthDifferences(stored);
        QCOMPARE(truth.size(), 3);
        QStringList descriptions;
        for (const Difference &d : truth) {
            QCOMPARE(d.originKind, OriginKind::Annotator);
            QCOMPARE(d.origin, rev);
            QCOMPARE(d.op, EditOp::Add);
            descriptions << d.description;
        }
        QCOMPARE(descriptions, (QStringList{QStringLiteral("cat"), QStringLiteral("bird"), QStringLiteral("giraffe")}));

        FormatRegistry formats;
        formats.registerBuiltins();
        checkDiceExports(*store, formats, rev);
        if (QTest::currentTestFailed())
            return;

        // The detector's AP: the accepted cat is a true positive; its EDIT guess for the bird matches nothing of its
        // class. Class-aware ADD: 1 of 3 found at precision 1 (34 of 101 recall points), every IoU threshold.
        const QVector<DetectorScore> scores = evaluateDetectors(study.value());
        QCOMPARE(scores.size(), 1);
        QCOMPARE(scores.front().images, 1);
        QVERIFY(qAbs(scores.front().apOf(EditOp::Add) - 34.0 / 101.0) < 1e-9);
        QCOMPARE(scores.front().apOf(EditOp::Edit), -1.0);
        QVERIFY(scores.front().agnostic.summary.ap > 0.0);

        checkCocoExport(*store, formats, rev);
        if (QTest::currentTestFailed())
            return;
        checkManifestCarriesTheProposal(*store, formats);
    }

    void manifestRefusesAnUnknownReviewState()
    {
        const QString manifest = m_dir.filePath(QStringLiteral("bad.jsonl"));
        QFile f(manifest);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"id": "x", "outputs": [{"system": "A", "complete_by": ["ann1"], "differences": [{"op": "ADD",)"
            R"( "box": [0, 0, 1, 1], "box_units": "pixels", "reviews": [{"annotator": "ann1", "state": "maybe"}]}]}]})"
            "\n");
        f.close();
        FormatRegistry formats;
        formats.registerBuiltins();
        auto batch = formats.importFormat(QStringLiteral("manifest"))->read(manifest, {}, {});
        QVERIFY(!batch);
        QVERIFY2(batch.error().message.contains(QLatin1String("accepted, rejected or relabelled")),
                 qPrintable(batch.error().toString()));
        QCOMPARE(batch.error().line, 1);
    }
};

QTEST_GUILESS_MAIN(TestReviewState)
#include "tst_reviewstate.moc"
