// An annotator's offline hand-out (pack) and bringing the work back (merge): core/transfer/handout.h.
// Over 500 lines, knowingly: one fixture (a planned study with every kind of judgement) serves every case, each kind
// of judgement's round trip is spelled out by hand, and so is each way a returned hand-out can be tampered with.
#include "document/studyplan.h"
#include "scratchstudy.h"
#include "storage/annotatorstore.h"
#include "storage/differencestore.h"
#include "storage/modelcallstore.h"
#include "storage/planstore.h"
#include "storage/preferencestore.h"
#include "storage/rubricstore.h"
#include "storage/sessionstore.h"
#include "storage/studystore.h"
#include "testutil.h"
#include "transfer/handout.h"

#include <QImage>

#include <QCryptographicHash>
#include <QDirIterator>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

const QString alice = QStringLiteral("alice");
const QString bob = QStringLiteral("bob");

/// Three items (it0..it2) with outputs of S0 and S1, real image files under `root`/img (every file's content its own:
/// S0's outputs are red, S1's blue, a shade per item), a score per output and one ground-truth box on each output.
/// `reversed` adds them in the opposite order (so that every row id differs).
StudyData batch(const QString &root, bool reversed)
{
    StudyData data;
    for (int i = 0; i < 3; ++i) {
        Item item;
        item.key = QStringLiteral("it%1").arg(i);
        item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
        writeImage(QDir(root).filePath(item.sourcePath), {16, 12}, QColor(255, 255, 255 - i));
        for (int s = 0; s < 2; ++s) {
            Output o;
            o.system = QStringLiteral("S%1").arg(s);
            o.path = QStringLiteral("img/out%1_%2.png").arg(i).arg(s);
            writeImage(QDir(root).filePath(o.path), {16, 12}, s == 0 ? QColor(255 - i, 0, 0) : QColor(0, 0, 255 - i));
            o.scores.push_back({QStringLiteral("l1"), QStringLiteral("v1"), 0.1 * (i + s)});
            Difference d;
            d.op = EditOp::Edit;
            d.description = QStringLiteral("truth box");
            d.box = QRectF(1, 2, 3, 4);
            d.originKind = OriginKind::GroundTruth;
            o.differences.push_back(d);
            item.outputs.push_back(o);
        }
        data.items.push_back(item);
    }
    if (reversed)
        std::reverse(data.items.begin(), data.items.end());
    return data;
}

qint64 outputId(StudyStore &store, const QString &item, const QString &system)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT o.id FROM outputs o JOIN items i ON i.id = o.item_id JOIN systems s ON s.id ="
                             " o.system_id WHERE i.key = ? AND s.name = ?"));
    q.addBindValue(item);
    q.addBindValue(system);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

/// The output of `pack` (a hand-out of `study`) that is `study`'s output of (item, system): the one showing the same
/// image, since a blinded hand-out renumbers its outputs and renames their systems and image files.
qint64 packOutputId(StudyStore &pack, StudyStore &study, const QString &item, const QString &system)
{
    QSqlQuery q(study.database());
    q.prepare(QStringLiteral("SELECT o.path FROM outputs o JOIN items i ON i.id = o.item_id JOIN systems s ON s.id ="
                             " o.system_id WHERE i.key = ? AND s.name = ?"));
    q.addBindValue(item);
    q.addBindValue(system);
    if (!q.exec() || !q.next())
        return 0;
    const QByteArray image = readText(study.paths().toAbsolute(q.value(0).toString()));
    QSqlQuery p(pack.database());
    if (!p.exec(QStringLiteral("SELECT id, path FROM outputs")))
        return 0;
    while (p.next())
        if (readText(pack.paths().toAbsolute(p.value(1).toString())) == image)
            return p.value(0).toLongLong();
    return 0;
}

qint64 itemId(StudyStore &store, const QString &item)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT id FROM items WHERE key = ?"));
    q.addBindValue(item);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

qint64 truthDifference(StudyStore &store, const QString &item, const QString &system)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT id FROM differences WHERE output_id = ? AND origin_kind = 'ground_truth'"));
    q.addBindValue(outputId(store, item, system));
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

/// Rows of `sql` as "a|b|c" strings.
QSet<QString> rows(StudyStore &store, const QString &sql)
{
    QSet<QString> out;
    QSqlQuery q(store.database());
    if (!q.exec(sql))
        qWarning("%s", qPrintable(sql));
    while (q.next()) {
        QStringList fields;
        for (int c = 0; c < q.record().count(); ++c)
            fields << q.value(c).toString();
        out.insert(fields.join(QLatin1Char('|')));
    }
    return out;
}

/// Every judgement of `annotator` in `store` by natural keys (no row ids, no times except where they are the key).
QSet<QString> judgementsOf(StudyStore &store, const QString &annotator)
{
    const QString who = QStringLiteral(" (SELECT id FROM annotators WHERE name = '%1')").arg(annotator);
    const QString output = QStringLiteral(" JOIN outputs o ON o.id = x.output_id JOIN items i ON i.id = o.item_id"
                                          " JOIN systems s ON s.id = o.system_id");
    QSet<QString> out;
    const QStringList queries = {
        QStringLiteral("SELECT 'rating', i.key, s.name, d.name, x.value FROM ratings x") + output
            + QStringLiteral(" JOIN dimensions d ON d.id = x.dimension_id WHERE x.annotator_id =") + who,
        QStringLiteral("SELECT 'preference', i.key, sa.name, sb.name, x.dimension, x.choice, sl.name"
                       " FROM preferences x JOIN items i ON i.id = x.item_id"
                       " JOIN outputs oa ON oa.id = x.output_a JOIN systems sa ON sa.id = oa.system_id"
                       " JOIN outputs ob ON ob.id = x.output_b JOIN systems sb ON sb.id = ob.system_id"
                       " JOIN outputs ol ON ol.id = x.left_output JOIN systems sl ON sl.id = ol.system_id"
                       " WHERE x.annotator_id =")
            + who,
        QStringLiteral("SELECT 'difference', i.key, s.name, x.op, x.description, x.x0, x.y0, x.x1, x.y1"
                       " FROM differences x")
            + output + QStringLiteral(" WHERE x.origin_kind = 'annotator' AND x.origin = '%1'").arg(annotator),
        QStringLiteral("SELECT 'label', i.key, s.name, x.origin_kind, x.description, c.coherent, c.rationale"
                       " FROM coherence_labels c JOIN differences x ON x.id = c.difference_id")
            + output + QStringLiteral(" WHERE c.origin_kind = 'annotator' AND c.origin = '%1'").arg(annotator),
        QStringLiteral("SELECT 'review', i.key, s.name, x.origin_kind, r.decision FROM difference_reviews r"
                       " JOIN differences x ON x.id = r.difference_id")
            + output + QStringLiteral(" WHERE r.annotator_id =") + who,
        QStringLiteral("SELECT 'mask', i.key, x.kind FROM masks x JOIN items i ON i.id = x.item_id"
                       " WHERE x.origin_kind = 'annotator' AND x.origin = '%1'")
            .arg(annotator),
        QStringLiteral("SELECT 'complete', i.key, s.name FROM output_completions x") + output
            + QStringLiteral(" WHERE x.annotator_id =") + who,
        QStringLiteral("SELECT 'session', i.key, x.ended_at <> '' FROM annotator_sessions x"
                       " JOIN items i ON i.id = x.item_id WHERE x.annotator_id =")
            + who,
        QStringLiteral("SELECT 'submission', i.key, x.locked FROM item_submissions x"
                       " JOIN items i ON i.id = x.item_id WHERE x.annotator_id =")
            + who,
        QStringLiteral("SELECT 'revision', i.key, x.reason FROM revise_log x JOIN items i ON i.id = x.item_id"
                       " WHERE x.annotator_id =")
            + who,
    };
    for (const QString &sql : queries)
        out.unite(rows(store, sql));
    return out;
}

QSet<QString> everything(StudyStore &store)
{
    return judgementsOf(store, alice) + judgementsOf(store, bob)
           + rows(store, QStringLiteral("SELECT key, value FROM study_meta"));
}

/// A plan that shows annotators everything a plan can show: the hand-out keeps the study's system names and boxes.
PlanSettings revealing()
{
    PlanSettings settings;
    settings.blinded = false;
    settings.showGroundTruth = true;
    settings.showDetectorBoxes = true;
    return settings;
}

/// Runs `statements` on the SQLite file `file` directly, as a hostile annotator would (CHECK constraints off).
void tamper(const QString &file, const QStringList &statements)
{
    static int connections = 0;
    const QString name = QStringLiteral("tamper-%1").arg(++connections);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")));
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql + QStringLiteral(": ") + q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(name);
}

/// Every file under `dir`, relative to it.
QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

void setUpdatedAt(StudyStore &store, const QString &table, qint64 rowId, const QString &time)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("UPDATE %1 SET updated_at = ? WHERE id = ?").arg(table));
    q.addBindValue(time);
    q.addBindValue(rowId);
    QVERIFY(q.exec());
    QCOMPARE(q.numRowsAffected(), 1);
}

} // namespace

class TestHandout
    : public QObject
    , private ScratchStudies
{
    Q_OBJECT

    QString m_dimension;

    /// A study under `name`/ with bob planned on every item and alice on it0 and it1 (blinded, unless `settings` say
    /// otherwise), bob's rating on it0/S0 and alice's online rating on it0/S1.
    std::unique_ptr<StudyStore> plannedStudy(const QString &name, bool reversed = false,
                                             const PlanSettings &settings = PlanSettings{})
    {
        const QString root = path(name);
        const StudyData data = batch(root, reversed); // writes the images, making the folder
        auto store = createStudyWithOrDie(QDir(root).filePath(QStringLiteral("study.editlens")), root, data);
        if (Status s = RubricStore(*store).save(rubricPreset(RubricPreset::Bpm)); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        m_dimension = store->dimensions().value().constFirst().name;
        PlanOptions options;
        options.settings = settings;
        options.settings.seed = 3;
        if (Status s = StudyPlan::create(*store, {bob}, options); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        options.items = {itemId(*store, QStringLiteral("it0")), itemId(*store, QStringLiteral("it1"))};
        if (Status s = StudyPlan::create(*store, {alice}, options); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        if (!store->setRating(outputId(*store, QStringLiteral("it0"), QStringLiteral("S0")), m_dimension, bob, 2)
            || !store->setRating(outputId(*store, QStringLiteral("it0"), QStringLiteral("S1")), m_dimension, alice, 3))
            qFatal("cannot rate");
        return store;
    }

    std::unique_ptr<StudyStore> openOrDie(const QString &file)
    {
        auto store = StudyStore::open(file);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        return std::move(store).value();
    }

private Q_SLOTS:
    void packCopiesImagesAndOpensAfterBeingMoved()
    {
        auto study = plannedStudy(QStringLiteral("move"));
        const auto packed = packForAnnotator(*study, alice, path(QStringLiteral("move-out")));
        EL_VERIFY_OK(packed);
        QCOMPARE(packed.value().studyFile, path(QStringLiteral("move-out/study.editlens")));
        QCOMPARE(packed.value().items, 2);
        QCOMPARE(packed.value().images, 6); // two sources and four outputs
        // Named by content, so that a file name tells nothing of its system; not alice's item it2 is not there.
        const QStringList images = filesUnder(path(QStringLiteral("move-out/images")));
        QCOMPARE(images.size(), 6);
        for (const QString &image : images)
            QCOMPARE(image, QString::fromLatin1(
                                QCryptographicHash::hash(readText(path(QStringLiteral("move-out/images/")) + image),
                                                         QCryptographicHash::Sha256)
                                    .toHex()
                                    .left(32))
                                + QStringLiteral(".png"));
        QVERIFY(!images.contains(
            QString::fromLatin1(QCryptographicHash::hash(readText(path(QStringLiteral("move/img/src2.png"))),
                                                         QCryptographicHash::Sha256)
                                    .toHex()
                                    .left(32))
            + QStringLiteral(".png")));
        QVERIFY(QDir(path(QStringLiteral("move-out")))
                    .entryList({QStringLiteral(".editlens-pack-*")}, QDir::Dirs | QDir::Hidden)
                    .isEmpty());

        QVERIFY(QDir().rename(path(QStringLiteral("move-out")), path(QStringLiteral("elsewhere"))));
        auto moved = openOrDie(path(QStringLiteral("elsewhere/study.editlens")));
        QCOMPARE(moved->rootDir(), path(QStringLiteral("elsewhere")));
        const auto data = moved->load();
        EL_VERIFY_OK(data);
        QCOMPARE(data.value().items.size(), 2);
        for (const Item &item : data.value().items) {
            QVERIFY(QImage(moved->paths().toAbsolute(item.sourcePath)).size() == QSize(16, 12));
            for (const Output &o : item.outputs)
                QVERIFY2(QFileInfo(moved->paths().toAbsolute(o.path)).isFile(), qPrintable(o.path));
        }
        const auto info = packInfo(*moved);
        EL_VERIFY_OK(info);
        QVERIFY(info.value().has_value());
        QCOMPARE(info.value()->annotator, alice);
        QCOMPARE(info.value()->sourceName, study->name());
        QVERIFY(info.value()->packedAt.isValid());
        QCOMPARE(rows(*study, QStringLiteral("SELECT value FROM study_meta WHERE key = 'pack.study_id'")),
                 QSet<QString>{info.value()->sourceId});
    }

    void packKeepsOnlyTheAnnotatorsPlanAndWork()
    {
        auto study = plannedStudy(QStringLiteral("keep"));
        EL_VERIFY_OK(PlanStore(*study).setGoldAnswer(
            {outputId(*study, QStringLiteral("it0"), QStringLiteral("S0")), m_dimension, 3, 0}));
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("keep-out"))));
        auto pack = openOrDie(path(QStringLiteral("keep-out/study.editlens")));
        QCOMPARE(AnnotatorStore(*pack).annotators().value(), QStringList{alice});
        PlanStore plans(*pack);
        QCOMPARE(plans.assignments(alice).value().size(), 2);
        QVERIFY(plans.assignments(bob).value().isEmpty());
        QVERIFY(plans.goldAnswers().value().isEmpty());
        QCOMPARE(rows(*pack, QStringLiteral("SELECT i.key, a.name, r.value FROM ratings r JOIN outputs o ON o.id ="
                                            " r.output_id JOIN items i ON i.id = o.item_id JOIN annotators a"
                                            " ON a.id = r.annotator_id")),
                 QSet<QString>{QStringLiteral("it0|alice|3")});
        QVERIFY(judgementsOf(*pack, bob).isEmpty());
        const StudyCounts counts = pack->counts().value();
        QCOMPARE(counts.items, 2);
        QCOMPARE(counts.scores, 0);      // the plan blinds: scores would tell the systems apart
        QCOMPARE(counts.differences, 0); // the plan hides the ground truth
        // Nothing of bob's survives in the file's free pages either.
        QVERIFY(!readText(path(QStringLiteral("keep-out/study.editlens"))).contains("bob"));
    }

    void planEditingIsRefusedOnAPack()
    {
        auto study = plannedStudy(QStringLiteral("refuse"));
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("refuse-out"))));
        auto pack = openOrDie(path(QStringLiteral("refuse-out/study.editlens")));
        PlanStore plans(*pack);
        const Status settings = plans.saveSettings({});
        QVERIFY(!settings);
        QCOMPARE(settings.error().file, pack->filePath());
        QVERIFY2(settings.error().message.contains(QStringLiteral("hand-out")), qPrintable(settings.error().message));
        QVERIFY(!plans.replaceAssignments(alice, {}));
        QVERIFY(!StudyPlan::create(*pack, {alice}, {}));
        QCOMPARE(plans.assignments(alice).value().size(), 2);
    }

    void packRefusesAnUnplannedAnnotatorAFolderWithAStudyAndAPack()
    {
        auto study = plannedStudy(QStringLiteral("no"));
        const auto carol = packForAnnotator(*study, QStringLiteral("carol"), path(QStringLiteral("no-carol")));
        QVERIFY(!carol);
        QVERIFY(carol.error().message.contains(QStringLiteral("carol")));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("no-carol"))));

        writeText(path(QStringLiteral("no-full/other.editlens")), "x");
        const auto full = packForAnnotator(*study, alice, path(QStringLiteral("no-full")));
        QVERIFY(!full);
        QCOMPARE(full.error().file, path(QStringLiteral("no-full")));
        QCOMPARE(QDir(path(QStringLiteral("no-full"))).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{QStringLiteral("other.editlens")});

        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("no-out"))));
        auto pack = openOrDie(path(QStringLiteral("no-out/study.editlens")));
        QVERIFY(!packForAnnotator(*pack, alice, path(QStringLiteral("no-again"))));
    }

    void mergeBringsEveryKindBackByNaturalKey()
    {
        auto study = plannedStudy(QStringLiteral("all"), false, revealing());
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("all-out"))));
        {
            auto pack = openOrDie(path(QStringLiteral("all-out/study.editlens")));
            DifferenceStore differences(*pack);
            PreferenceStore preferences(*pack);
            SessionStore sessions(*pack);
            const qint64 o00 = outputId(*pack, QStringLiteral("it0"), QStringLiteral("S0"));
            const qint64 o01 = outputId(*pack, QStringLiteral("it0"), QStringLiteral("S1"));
            const qint64 o10 = outputId(*pack, QStringLiteral("it1"), QStringLiteral("S0"));
            const qint64 o11 = outputId(*pack, QStringLiteral("it1"), QStringLiteral("S1"));
            const qint64 it1 = itemId(*pack, QStringLiteral("it1"));
            EL_VERIFY_OK(pack->setRating(o10, m_dimension, alice, 5));
            EL_VERIFY_OK(preferences.setPreference({itemId(*pack, QStringLiteral("it0")), o00, o01, {}, alice},
                                                   {PreferenceChoice::B, o01}));
            Difference drawn;
            drawn.description = QStringLiteral("a hat");
            drawn.op = EditOp::Add;
            drawn.box = QRectF(2, 2, 5, 5);
            drawn.originKind = OriginKind::Annotator;
            drawn.origin = alice;
            drawn.coherence.push_back({false, QStringLiteral("not asked"), OriginKind::Annotator, alice});
            EL_VERIFY_OK(differences.addDifference(o11, drawn));
            EL_VERIFY_OK(
                differences.setCoherence(truthDifference(*pack, QStringLiteral("it1"), QStringLiteral("S0")), alice,
                                         CoherenceLabel{true, QStringLiteral("fine"), OriginKind::Annotator, alice}));
            EL_VERIFY_OK(differences.setReview(truthDifference(*pack, QStringLiteral("it1"), QStringLiteral("S1")),
                                               alice, ReviewDecision::Rejected));
            QImage mask(16, 12, QImage::Format_Grayscale8);
            mask.fill(0);
            mask.setPixelColor(3, 4, Qt::white);
            EL_VERIFY_OK(differences.saveMask({it1, 0, QStringLiteral("edit_region"), alice}, mask));
            EL_VERIFY_OK(differences.setComplete(o11, alice, true));
            const auto session = sessions.beginSession(alice, it1);
            EL_VERIFY_OK(session);
            EL_VERIFY_OK(sessions.endSession(session.value()));
            EL_VERIFY_OK(sessions.submitItem(alice, it1));
            EL_VERIFY_OK(sessions.reviseItem(alice, it1, QStringLiteral("typo")));
        }
        // A twin of the study whose items and annotators were added in another order, so that no row id matches the
        // pack's: only natural keys can find the rows.
        StudyData twinData = batch(path(QStringLiteral("twin")), true);
        Item extra;
        extra.key = QStringLiteral("extra");
        extra.outputs.push_back(Output{});
        extra.outputs.back().system = QStringLiteral("S9");
        twinData.items.prepend(extra);
        auto twin =
            createStudyWithOrDie(path(QStringLiteral("twin/study.editlens")), path(QStringLiteral("twin")), twinData);
        EL_VERIFY_OK(RubricStore(*twin).save(rubricPreset(RubricPreset::Bpm)));
        EL_VERIFY_OK(AnnotatorStore(*twin).ensureAnnotator(QStringLiteral("zed")));
        {
            // The study's identity and its record of the hand-out, as if the twin had packed it.
            QSqlQuery from(study->database());
            QVERIFY(from.exec(QStringLiteral(
                "SELECT key, value FROM study_meta WHERE key = 'pack.study_id' OR key LIKE 'handout.%'")));
            QSqlQuery q(twin->database());
            int copied = 0;
            while (from.next()) {
                q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)"));
                q.addBindValue(from.value(0));
                q.addBindValue(from.value(1));
                QVERIFY(q.exec());
                ++copied;
            }
            QCOMPARE(copied, 2);
        }
        QVERIFY(outputId(*twin, QStringLiteral("it1"), QStringLiteral("S0"))
                != outputId(*study, QStringLiteral("it1"), QStringLiteral("S0")));

        const auto merged = mergePack(*twin, path(QStringLiteral("all-out/study.editlens")));
        EL_VERIFY_OK(merged);
        const QSet<QString> expected = {
            QStringLiteral("rating|it0|S1|%1|3").arg(m_dimension), // rated online before the pack
            QStringLiteral("rating|it1|S0|%1|5").arg(m_dimension),
            QStringLiteral("preference|it0|S0|S1||B|S1"),
            QStringLiteral("difference|it1|S1|ADD|a hat|2|2|7|7"),
            QStringLiteral("label|it1|S1|annotator|a hat|0|not asked"),
            QStringLiteral("label|it1|S0|ground_truth|truth box|1|fine"),
            QStringLiteral("review|it1|S1|ground_truth|rejected"),
            QStringLiteral("mask|it1|edit_region"),
            QStringLiteral("complete|it1|S1"),
            QStringLiteral("session|it1|1"),
            QStringLiteral("submission|it1|0"),
            QStringLiteral("revision|it1|typo"),
        };
        QCOMPARE(judgementsOf(*twin, alice), expected);
        const MergeReport &r = merged.value();
        QCOMPARE(r.annotator, alice);
        QCOMPARE(r.added(), int(expected.size()));
        QCOMPARE(r.changed(), 0);
        QVERIFY(r.conflicts.isEmpty());
        QVERIFY(r.skipped.isEmpty());
        QCOMPARE(r.counts.at(JudgementKind::CoherenceLabel).added, 2);
        const QImage back = DifferenceStore(*twin)
                                .mask({itemId(*twin, QStringLiteral("it1")), 0, QStringLiteral("edit_region"), alice})
                                .value();
        QCOMPARE(back.pixelColor(3, 4), QColor(Qt::white));
        QCOMPARE(back.pixelColor(4, 4), QColor(Qt::black));
        const QString maskPath =
            DifferenceStore(*twin)
                .maskPath({itemId(*twin, QStringLiteral("it1")), 0, QStringLiteral("edit_region"), alice})
                .value();
        QVERIFY2(maskPath.startsWith(QStringLiteral("annotations/masks/")), qPrintable(maskPath));

        // The same pack again: nothing new, nothing changed.
        const auto again = mergePack(*twin, path(QStringLiteral("all-out/study.editlens")));
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().added(), 0);
        QCOMPARE(again.value().changed(), 0);
        QCOMPARE(again.value().counts.at(JudgementKind::Rating).unchanged, 2);
        QCOMPARE(judgementsOf(*twin, alice), expected);
    }

    void conflictIsListedAndTheLaterWins()
    {
        // Times after the pack was made, in this order (a merge refuses times more than a day ahead).
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto in = [now](int hours) { return now.addSecs(3600 * hours).toString(Qt::ISODateWithMs); };
        auto study = plannedStudy(QStringLiteral("conflict"));
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("conflict-out"))));
        const qint64 o10 = outputId(*study, QStringLiteral("it1"), QStringLiteral("S0"));
        const qint64 o11 = outputId(*study, QStringLiteral("it1"), QStringLiteral("S1"));
        {
            // In the pack: it1/S0 rated 2 (earlier than the study's), it1/S1 rated 4 (later than the study's).
            auto pack = openOrDie(path(QStringLiteral("conflict-out/study.editlens")));
            const qint64 p10 = packOutputId(*pack, *study, QStringLiteral("it1"), QStringLiteral("S0"));
            const qint64 p11 = packOutputId(*pack, *study, QStringLiteral("it1"), QStringLiteral("S1"));
            QVERIFY(p10 > 0 && p11 > 0);
            const auto early = pack->setRating(p10, m_dimension, alice, 2);
            const auto late = pack->setRating(p11, m_dimension, alice, 4);
            EL_VERIFY_OK(early);
            EL_VERIFY_OK(late);
            setUpdatedAt(*pack, QStringLiteral("ratings"), early.value(), in(1));
            setUpdatedAt(*pack, QStringLiteral("ratings"), late.value(), in(3));
        }
        // Online after the hand-out: the same two judgements with other values.
        const auto online1 = study->setRating(o10, m_dimension, alice, 1);
        const auto online2 = study->setRating(o11, m_dimension, alice, 1);
        EL_VERIFY_OK(online1);
        EL_VERIFY_OK(online2);
        setUpdatedAt(*study, QStringLiteral("ratings"), online1.value(), in(2));
        setUpdatedAt(*study, QStringLiteral("ratings"), online2.value(), in(2));

        const auto merged = mergePack(*study, path(QStringLiteral("conflict-out/study.editlens")));
        EL_VERIFY_OK(merged);
        const MergeReport &r = merged.value();
        QCOMPARE(r.conflicts.size(), 2);
        QCOMPARE(r.counts.at(JudgementKind::Rating).conflicts, 2);
        QCOMPARE(r.counts.at(JudgementKind::Rating).changed, 1);
        for (const MergeConflict &c : r.conflicts) {
            QCOMPARE(c.kind, JudgementKind::Rating);
            QCOMPARE(c.annotator, alice);
            QCOMPARE(c.itemKey, QStringLiteral("it1"));
            QCOMPARE(c.detail, m_dimension);
            QCOMPARE(c.studyValue, QStringLiteral("1"));
            QCOMPARE(c.studyTime, in(2));
            QCOMPARE(c.packWins, c.system == QLatin1String("S1"));
            QCOMPARE(c.packValue, c.system == QLatin1String("S1") ? QStringLiteral("4") : QStringLiteral("2"));
        }
        QCOMPARE(study->rating(o10, m_dimension, alice).value(), std::optional<double>(1)); // the study's was later
        QCOMPARE(study->rating(o11, m_dimension, alice).value(), std::optional<double>(4)); // the pack's was later
    }

    void packOfAnotherStudyIsRefusedAndTheStudyUntouched()
    {
        auto study = plannedStudy(QStringLiteral("mine"));
        auto other = plannedStudy(QStringLiteral("theirs"));
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("mine-out")))); // the study gets its id
        EL_VERIFY_OK(packForAnnotator(*other, alice, path(QStringLiteral("theirs-out"))));
        {
            auto pack = openOrDie(path(QStringLiteral("theirs-out/study.editlens")));
            EL_VERIFY_OK(pack->setRating(packOutputId(*pack, *other, QStringLiteral("it1"), QStringLiteral("S0")),
                                         m_dimension, alice, 5));
        }
        const QSet<QString> before = everything(*study);
        const QString foreign = path(QStringLiteral("theirs-out/study.editlens"));
        const auto merged = mergePack(*study, foreign);
        QVERIFY(!merged);
        QCOMPARE(merged.error().file, foreign);
        QVERIFY2(merged.error().message.contains(QStringLiteral("another study")), qPrintable(merged.error().message));
        // Both are called 'study' (after their file): the message tells them apart by their ids.
        QCOMPARE(study->name(), other->name());
        for (StudyStore *s : {study.get(), other.get()}) {
            QSqlQuery id(s->database());
            QVERIFY(id.exec(QStringLiteral("SELECT value FROM study_meta WHERE key = 'pack.study_id'")) && id.next());
            QVERIFY2(merged.error().message.contains(id.value(0).toString()), qPrintable(merged.error().message));
        }
        QCOMPARE(everything(*study), before);

        const auto notAPack = mergePack(*study, other->filePath());
        QVERIFY(!notAPack);
        QCOMPARE(notAPack.error().file, other->filePath());
        QCOMPARE(everything(*study), before);
    }

    void damagedPackIsRefusedAndTheStudyUntouched()
    {
        auto study = plannedStudy(QStringLiteral("damaged"));
        EL_VERIFY_OK(packForAnnotator(*study, alice, path(QStringLiteral("damaged-out"))));
        const QByteArray whole = readText(path(QStringLiteral("damaged-out/study.editlens")));
        QVERIFY(whole.size() > 8192);
        const QString truncated = path(QStringLiteral("truncated/study.editlens"));
        writeText(truncated, whole.left(whole.size() / 2));
        const QSet<QString> before = everything(*study);
        const auto merged = mergePack(*study, truncated);
        QVERIFY(!merged);
        QCOMPARE(merged.error().file, truncated);
        QCOMPARE(everything(*study), before);
    }

    void handOutHoldsNothingThePlanHides()
    {
        auto study = plannedStudy(QStringLiteral("hide"));
        const QString passphraseHash = QStringLiteral("pbkdf2-sha256$1000$0011223344$5566778899aabbccddeeff");
        {
            QSqlQuery q(study->database());
            QVERIFY(q.exec(QStringLiteral("UPDATE plan_assignments SET gold = 1")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('plan.passphrase', '%1')"
                                          " ON CONFLICT(key) DO UPDATE SET value = excluded.value")
                               .arg(passphraseHash)));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('crowd.gold', '1'),"
                                          " ('web.secret', 'c2VjcmV0LXRoYXQtc2lnbnMtbGlua3M')")));
        }
        Difference detected;
        detected.op = EditOp::Add;
        detected.description = QStringLiteral("detected hat");
        detected.box = QRectF(1, 1, 4, 4);
        detected.confidence = 0.5;
        detected.originKind = OriginKind::Detector;
        detected.origin = QStringLiteral("dice");
        EL_VERIFY_OK(
            DifferenceStore(*study).addDifference(outputId(*study, QStringLiteral("it0"), QStringLiteral("S0")),
                                                  detected));
        const auto packed = packForAnnotator(*study, alice, path(QStringLiteral("hide-out")));
        EL_VERIFY_OK(packed);
        auto pack = openOrDie(packed.value().studyFile);

        // Blind: one random system name per output, none of the study's, in the table or in a file name.
        const QSet<QString> systems = rows(*pack, QStringLiteral("SELECT name FROM systems"));
        QCOMPARE(systems.size(), 4);
        QVERIFY(!systems.contains(QStringLiteral("S0")) && !systems.contains(QStringLiteral("S1")));
        for (const QString &file : filesUnder(path(QStringLiteral("hide-out"))))
            QVERIFY2(!file.contains(QLatin1String("out")) && !file.contains(QLatin1String("S0")), qPrintable(file));
        // No ground truth, no detector boxes, no gold flag, no passphrase hash, no record of any hand-out.
        QCOMPARE(rows(*pack, QStringLiteral("SELECT DISTINCT origin_kind FROM differences")), QSet<QString>{});
        QCOMPARE(rows(*pack, QStringLiteral("SELECT DISTINCT ground_truth_path FROM items")), QSet<QString>{QString()});
        QCOMPARE(rows(*pack, QStringLiteral("SELECT DISTINCT gold FROM plan_assignments")),
                 QSet<QString>{QStringLiteral("0")});
        QCOMPARE(rows(*pack, QStringLiteral("SELECT key FROM study_meta WHERE key = 'plan.passphrase' OR key LIKE"
                                            " 'handout.%' OR key = 'pack.study_id' OR key LIKE 'crowd.%' OR key LIKE"
                                            " 'web.%'")),
                 QSet<QString>{});
        const QByteArray bytes = readText(packed.value().studyFile);
        QVERIFY(!bytes.contains(passphraseHash.toLatin1()));
        QVERIFY(!bytes.contains("c2VjcmV0LXRoYXQtc2lnbnMtbGlua3M"));
        QVERIFY(!bytes.contains("truth box"));
        QVERIFY(!bytes.contains("detected hat"));

        // The hand-out's token; the study keeps only its hash.
        const PackInfo info = *packInfo(*pack).value();
        QCOMPARE(info.token.size(), 64);
        const auto record = handoutRecord(*study, info.id);
        EL_VERIFY_OK(record);
        QVERIFY(record.value().has_value());
        QCOMPARE(record.value()->annotator, alice);
        QCOMPARE(record.value()->tokenSha256,
                 QString::fromLatin1(
                     QCryptographicHash::hash(info.token.toUtf8(), QCryptographicHash::Sha256).toHex()));
        for (const QString &value : rows(*study, QStringLiteral("SELECT value FROM study_meta")))
            QVERIFY(!value.contains(info.token));

        // A plan that shows them keeps the names and the boxes.
        auto shown = plannedStudy(QStringLiteral("show"), false, revealing());
        EL_VERIFY_OK(
            DifferenceStore(*shown).addDifference(outputId(*shown, QStringLiteral("it0"), QStringLiteral("S0")),
                                                  detected));
        // What models were asked and answered stays with the study's owner, whatever the plan shows.
        ModelCall judged;
        judged.requestKey = QStringLiteral("key-1");
        judged.stage = QStringLiteral("judge-pair");
        judged.itemKey = QStringLiteral("it0");
        judged.systems = QStringLiteral("S0|S1");
        judged.raw = QStringLiteral("{\"verdict\": \"A\", \"reasoning\": \"judged by a model\"}");
        judged.status = QStringLiteral("ok");
        EL_VERIFY_OK(ModelCallStore(*shown).record(judged));
        const auto open = packForAnnotator(*shown, alice, path(QStringLiteral("show-out")));
        EL_VERIFY_OK(open);
        auto openPack = openOrDie(open.value().studyFile);
        QCOMPARE(rows(*openPack, QStringLiteral("SELECT request_key FROM model_calls")), QSet<QString>{});
        QVERIFY(!readText(open.value().studyFile).contains("judged by a model"));
        QCOMPARE(rows(*openPack, QStringLiteral("SELECT name FROM systems")),
                 (QSet<QString>{QStringLiteral("S0"), QStringLiteral("S1")}));
        QCOMPARE(rows(*openPack, QStringLiteral("SELECT DISTINCT origin_kind FROM differences")),
                 (QSet<QString>{QStringLiteral("ground_truth"), QStringLiteral("detector")}));
    }

    void blindedRoundTripLandsOnTheRightOutputs()
    {
        auto study = plannedStudy(QStringLiteral("round"));
        const auto packed = packForAnnotator(*study, alice, path(QStringLiteral("round-out")));
        EL_VERIFY_OK(packed);
        {
            // Rated in the hand-out by what each output shows, as an annotator would: red (S0) 1, blue (S1) 5.
            auto pack = openOrDie(packed.value().studyFile);
            QSqlQuery q(pack->database());
            QVERIFY(q.exec(QStringLiteral("SELECT o.id, o.path, o.item_id FROM outputs o")));
            QHash<qint64, QVector<qint64>> byColour; // 0 red, 1 blue → outputs
            qint64 it0 = itemId(*pack, QStringLiteral("it0")), red0 = 0, blue0 = 0;
            while (q.next()) {
                const QImage image(pack->paths().toAbsolute(q.value(1).toString()));
                QVERIFY(!image.isNull());
                const bool red = image.pixelColor(0, 0).red() > 0;
                EL_VERIFY_OK(pack->setRating(q.value(0).toLongLong(), m_dimension, alice, red ? 1 : 5));
                if (q.value(2).toLongLong() == it0)
                    (red ? red0 : blue0) = q.value(0).toLongLong();
            }
            QVERIFY(red0 > 0 && blue0 > 0);
            EL_VERIFY_OK(
                PreferenceStore(*pack).setPreference({it0, red0, blue0, {}, alice}, {PreferenceChoice::B, blue0}));
            QVERIFY(!rows(*pack, QStringLiteral("SELECT name FROM systems")).contains(QStringLiteral("S0")));
        }
        const auto merged = mergePack(*study, packed.value().studyFile);
        EL_VERIFY_OK(merged);
        QVERIFY(merged.value().skipped.isEmpty());
        QCOMPARE(judgementsOf(*study, alice), (QSet<QString>{QStringLiteral("rating|it0|S0|%1|1").arg(m_dimension),
                                                             QStringLiteral("rating|it0|S1|%1|5").arg(m_dimension),
                                                             QStringLiteral("rating|it1|S0|%1|1").arg(m_dimension),
                                                             QStringLiteral("rating|it1|S1|%1|5").arg(m_dimension),
                                                             QStringLiteral("preference|it0|S0|S1||B|S1")}));
    }

    void mergeRefusesAMaskOutsideTheHandOut_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("absolute path") << QStringLiteral("absolute");
        QTest::newRow("dot-dot path") << QStringLiteral("dotdot");
        QTest::newRow("link out of the folder") << QStringLiteral("link");
        QTest::newRow("not an image") << QStringLiteral("text");
    }

    void mergeRefusesAMaskOutsideTheHandOut()
    {
        QFETCH(QString, how);
        const QString name = QStringLiteral("mask-") + how;
        auto study = plannedStudy(name);
        const QString out = path(name + QStringLiteral("-out"));
        const auto packed = packForAnnotator(*study, alice, out);
        EL_VERIFY_OK(packed);
        // A file of the study runner's: an image, so that only the path can be what the merge refuses.
        const QString secret = path(name + QStringLiteral("-secret.png"));
        writeImage(secret, {4, 4}, Qt::green);
        {
            auto pack = openOrDie(packed.value().studyFile);
            QImage mask(16, 12, QImage::Format_Grayscale8);
            mask.fill(255);
            EL_VERIFY_OK(DifferenceStore(*pack).saveMask({itemId(*pack, QStringLiteral("it1")), 0,
                                                          QStringLiteral("edit_region"), alice},
                                                         mask));
        }
        QString forged;
        if (how == QLatin1String("absolute")) {
            forged = secret;
        } else if (how == QLatin1String("dotdot")) {
            forged = QStringLiteral("annotations/masks/../../../") + QFileInfo(secret).fileName();
        } else if (how == QLatin1String("link")) {
            forged = QStringLiteral("annotations/masks/link.png");
            QVERIFY(QFile::link(secret, QDir(out).filePath(forged)));
        } else {
            forged = QStringLiteral("annotations/masks/notes.png");
            writeText(QDir(out).filePath(forged), "SECRET-OF-THE-STUDY-RUNNER");
        }
        tamper(packed.value().studyFile, {QStringLiteral("UPDATE masks SET path = '%1'").arg(forged)});

        const QSet<QString> before = everything(*study);
        const QStringList filesBefore = filesUnder(path(name));
        const auto merged = mergePack(*study, packed.value().studyFile);
        QVERIFY(!merged);
        QCOMPARE(merged.error().file, packed.value().studyFile);
        QVERIFY2(merged.error().message.contains(QLatin1String("masks row")), qPrintable(merged.error().message));
        QVERIFY2(merged.error().message.contains(forged), qPrintable(merged.error().message));
        QCOMPARE(everything(*study), before);
        QCOMPARE(filesUnder(path(name)), filesBefore);
    }

    void packRefusesAMaskOutsideTheStudy_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("absolute path") << QStringLiteral("absolute");
        QTest::newRow("dot-dot path") << QStringLiteral("dotdot");
    }

    void packRefusesAMaskOutsideTheStudy()
    {
        QFETCH(QString, how);
        const QString name = QStringLiteral("outside-") + how;
        auto study = plannedStudy(name);
        const QString secret = path(name + QStringLiteral("-secret.png"));
        writeImage(secret, {4, 4}, Qt::green);
        // What an annotator's login can insert on a server and `pull` brings into a file.
        const QString forged = how == QLatin1String("absolute")
                                   ? secret
                                   : QStringLiteral("annotations/masks/../../../") + QFileInfo(secret).fileName();
        {
            QSqlQuery q(study->database());
            q.prepare(QStringLiteral("INSERT INTO masks(item_id, output_id, path, kind, origin_kind, origin)"
                                     " VALUES (?, NULL, ?, 'edit_region', 'annotator', ?)"));
            q.addBindValue(itemId(*study, QStringLiteral("it0")));
            q.addBindValue(forged);
            q.addBindValue(alice);
            QVERIFY(q.exec());
        }
        const QString out = path(name + QStringLiteral("-out"));
        const auto packed = packForAnnotator(*study, alice, out);
        QVERIFY(!packed);
        QCOMPARE(packed.error().file, study->filePath());
        QVERIFY2(packed.error().message.contains(QLatin1String("masks row")), qPrintable(packed.error().message));
        QVERIFY2(packed.error().message.contains(forged), qPrintable(packed.error().message));
        QVERIFY(!QFileInfo::exists(out));
    }

    void identityTheAnnotatorCannotForge_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("message");
        // D8's forgery: alice's hand-out renamed to bob, changing bob's rating 2 to 1.
        QTest::newRow("another annotator")
            << QStringList{QStringLiteral("UPDATE study_meta SET value = 'bob' WHERE key = 'pack.annotator'"),
                           QStringLiteral("UPDATE annotators SET name = 'bob' WHERE name = 'alice'"),
                           QStringLiteral("UPDATE ratings SET value = 1")}
            << QStringLiteral("made for 'alice'");
        QTest::newRow("wrong token") << QStringList{QStringLiteral("UPDATE study_meta SET value = '%1' WHERE key ="
                                                                   " 'pack.token'")
                                                        .arg(QString(64, QLatin1Char('a')))}
                                     << QStringLiteral("token");
        QTest::newRow("unknown hand-out")
            << QStringList{QStringLiteral("UPDATE study_meta SET value = 'f00d' WHERE key = 'pack.id'")}
            << QStringLiteral("no record");
        QTest::newRow("no identity") << QStringList{QStringLiteral("DELETE FROM study_meta WHERE key = 'pack.token'")}
                                     << QStringLiteral("no identity");
    }

    void identityTheAnnotatorCannotForge()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, message);
        const QString name = QStringLiteral("forged-%1")
                                 .arg(QString::fromLatin1(QTest::currentDataTag()))
                                 .replace(QLatin1Char(' '), QLatin1Char('-'));
        auto study = plannedStudy(name);
        const auto packed = packForAnnotator(*study, alice, path(name + QStringLiteral("-out")));
        EL_VERIFY_OK(packed);
        tamper(packed.value().studyFile, statements);
        const QSet<QString> before = everything(*study);
        const auto merged = mergePack(*study, packed.value().studyFile);
        QVERIFY(!merged);
        QCOMPARE(merged.error().file, packed.value().studyFile);
        QVERIFY2(merged.error().message.contains(message), qPrintable(merged.error().message));
        QCOMPARE(everything(*study), before);
        QCOMPARE(study->rating(outputId(*study, QStringLiteral("it0"), QStringLiteral("S0")), m_dimension, bob).value(),
                 std::optional<double>(2));
    }

    void valuesAreCheckedAsOnImport_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("rating off its scale")
            << QStringLiteral("UPDATE ratings SET value = 999") << QStringLiteral("ratings row");
        QTest::newRow("rating huge") << QStringLiteral("UPDATE ratings SET value = -1e308")
                                     << QStringLiteral("ratings row");
        QTest::newRow("rating not a number")
            << QStringLiteral("UPDATE ratings SET value = 'abc'") << QStringLiteral("ratings row");
        QTest::newRow("rating in the future")
            << QStringLiteral("UPDATE ratings SET updated_at = '2990-01-01T00:00:00.000Z'")
            << QStringLiteral("ratings row");
        // With the table's CHECK dropped first, so that SQLite's integrity check does not call the file damaged.
        QTest::newRow("unknown choice") << QStringLiteral(
            "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (choice"
            " IN (''A'', ''B'', ''tie'', ''both_bad''))', '') WHERE name = 'preferences'; UPDATE"
            " preferences SET choice = 'X'")
                                        << QStringLiteral("preferences row");
        QTest::newRow("inverted box") << QStringLiteral("UPDATE differences SET x1 = 0 WHERE origin = 'alice'")
                                      << QStringLiteral("differences row");
        QTest::newRow("box off its image") << QStringLiteral("UPDATE differences SET y1 = 5000 WHERE origin = 'alice'")
                                           << QStringLiteral("differences row");
        QTest::newRow("seconds on an item") << QStringLiteral("UPDATE annotator_sessions SET seconds = 1e9")
                                            << QStringLiteral("annotator_sessions row");
        QTest::newRow("item not in the hand-out") << QStringLiteral("UPDATE items SET key = 'it2' WHERE key = 'it1'")
                                                  << QStringLiteral("'it2' was not in the hand-out");
        QTest::newRow("output not in the hand-out")
            << QStringLiteral("UPDATE systems SET name = 'forged' || id WHERE id IN (SELECT system_id FROM outputs o"
                              " JOIN ratings r ON r.output_id = o.id)")
            << QStringLiteral("output 'forged");
        QTest::newRow("mask kind as a path")
            << QStringLiteral("UPDATE masks SET kind = '../../x'") << QStringLiteral("masks row");
    }

    void valuesAreCheckedAsOnImport()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        const QString name = QStringLiteral("value-%1")
                                 .arg(QString::fromLatin1(QTest::currentDataTag()))
                                 .replace(QLatin1Char(' '), QLatin1Char('-'));
        auto study = plannedStudy(name);
        const auto packed = packForAnnotator(*study, alice, path(name + QStringLiteral("-out")));
        EL_VERIFY_OK(packed);
        {
            // One of each judgement the checks look at, all valid as made.
            auto pack = openOrDie(packed.value().studyFile);
            DifferenceStore differences(*pack);
            PreferenceStore preferences(*pack);
            SessionStore sessions(*pack);
            const qint64 o00 = packOutputId(*pack, *study, QStringLiteral("it0"), QStringLiteral("S0"));
            const qint64 o01 = packOutputId(*pack, *study, QStringLiteral("it0"), QStringLiteral("S1"));
            const qint64 o10 = packOutputId(*pack, *study, QStringLiteral("it1"), QStringLiteral("S0"));
            QVERIFY(o00 > 0 && o01 > 0 && o10 > 0);
            const qint64 it1 = itemId(*study, QStringLiteral("it1"));
            EL_VERIFY_OK(pack->setRating(o10, m_dimension, alice, 5));
            EL_VERIFY_OK(preferences.setPreference({itemId(*study, QStringLiteral("it0")), o00, o01, {}, alice},
                                                   {PreferenceChoice::A, o00}));
            Difference drawn;
            drawn.op = EditOp::Add;
            drawn.description = QStringLiteral("a hat");
            drawn.box = QRectF(2, 2, 5, 5);
            drawn.originKind = OriginKind::Annotator;
            drawn.origin = alice;
            EL_VERIFY_OK(differences.addDifference(o10, drawn));
            QImage mask(16, 12, QImage::Format_Grayscale8);
            mask.fill(255);
            EL_VERIFY_OK(differences.saveMask({it1, 0, QStringLiteral("edit_region"), alice}, mask));
            const auto session = sessions.beginSession(alice, it1);
            EL_VERIFY_OK(session);
            EL_VERIFY_OK(sessions.endSession(session.value()));
        }
        tamper(packed.value().studyFile, sql.split(QStringLiteral("; ")));
        const QSet<QString> before = everything(*study);
        const QStringList filesBefore = filesUnder(path(name));
        const auto merged = mergePack(*study, packed.value().studyFile);
        QVERIFY(!merged);
        QCOMPARE(merged.error().file, packed.value().studyFile);
        QVERIFY2(merged.error().message.contains(message), qPrintable(merged.error().message));
        QVERIFY2(merged.error().message.contains(QLatin1String("nothing was merged")),
                 qPrintable(merged.error().message));
        QCOMPARE(everything(*study), before);
        QCOMPARE(filesUnder(path(name)), filesBefore);
    }

    void cliRoundTripFromDemoToAlign()
    {
        const auto cli = [](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
            p.waitForFinished(240000);
            return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
        };
        const QString demo = path(QStringLiteral("cli/demo"));
        QCOMPARE(cli({QStringLiteral("demo"), demo}).first, 0);
        const QString file = QDir(demo).filePath(QStringLiteral("demo.editlens"));
        QCOMPARE(cli({QStringLiteral("plan"), file, QStringLiteral("--annotators"), QStringLiteral("dora,eve")}).first,
                 0);
        QStringList packs;
        for (const QString &name : {QStringLiteral("dora"), QStringLiteral("eve")}) {
            const auto [code, text] = cli({QStringLiteral("pack"), file, QStringLiteral("--annotator"), name,
                                           path(QStringLiteral("cli/") + name)});
            QVERIFY2(code == 0, qPrintable(text));
            packs << path(QStringLiteral("cli/%1/demo.editlens").arg(name));
            auto pack = openOrDie(packs.last());
            // Every planned output rated on "overall": dora 1s, eve 5s.
            for (const PlanAssignment &a : PlanStore(*pack).assignments(name).value())
                for (const PlanOutput &o : a.outputs)
                    EL_VERIFY_OK(pack->setRating(o.outputId, QStringLiteral("overall"), name,
                                                 name == QLatin1String("dora") ? 1 : 5));
        }
        const auto ceiling = [&] {
            const auto [alignCode, alignText] =
                cli({QStringLiteral("align"), file, QStringLiteral("--dimension"), QStringLiteral("overall")});
            for (const QString &line : alignText.split(QLatin1Char('\n')))
                if (alignCode == 0 && line.startsWith(QLatin1String("human ceiling overall")))
                    return line;
            return QString();
        };
        const QString ceilingBefore = ceiling();
        QVERIFY(!ceilingBefore.isEmpty());
        const auto [code, text] = cli(QStringList{QStringLiteral("merge"), file} + packs);
        QVERIFY2(code == 0, qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("dora ratings: 40 new")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("eve ratings: 40 new")), qPrintable(text));
        const auto second = cli(QStringList{QStringLiteral("merge"), file} + packs);
        QVERIFY2(second.second.contains(QStringLiteral("(dora): 0 new, 0 changed")), qPrintable(second.second));

        const QString csv = path(QStringLiteral("cli/ratings.csv"));
        QCOMPARE(
            cli({QStringLiteral("export"), file, csv, QStringLiteral("--format"), QStringLiteral("ratings-csv")}).first,
            0);
        const QString exported = QString::fromUtf8(readText(csv));
        QCOMPARE(exported.count(QStringLiteral(",dora,overall,1\n")), 40);
        QCOMPARE(exported.count(QStringLiteral(",eve,overall,5\n")), 40);
        // Two more raters of every output on "overall": the human ceiling that align reports moves.
        const QString ceilingAfter = ceiling();
        QVERIFY(!ceilingAfter.isEmpty());
        QVERIFY2(ceilingAfter != ceilingBefore, qPrintable(ceilingAfter));
    }
};

QTEST_GUILESS_MAIN(TestHandout)
#include "tst_handout.moc"
