// The hand-out merge: the input is the bytes of a returned hand-out (.editlens, SQLite), merged into a fresh copy of a
// fixed planned study with `mergePack`, the path `editlens-cli merge` takes. A hand-out proves which one it is by a
// token the study keeps as a hash; mutated bytes would stop there, so the harness records whatever identity the input
// claims (its id, token and source study, its system names mapped to the study's outputs item by item) before
// merging, and the fuzzer reaches the checks of every row. Whatever the bytes:
// - nothing crashes;
// - a refused merge leaves the study's rows and the files of its folder exactly as they were;
// - an accepted merge leaves a study that passes SQLite's integrity check and loads back, whose ratings are finite and
//   on their dimension's scale, whose masks are images inside its folder, and in which bob's judgements (the other
//   annotator's) are unchanged.
//
// Seeds: EDITLENS_FUZZ_WRITE_SEEDS=DIR fuzz_replay_handoutmerge /dev/null writes hand-outs of the harness's study
// (blinded and with names shown, holding one judgement of each kind) into DIR and exits (FUZZING.md).
#include "fuzzsupport.h"

#include "document/studyplan.h"
#include "storage/differencestore.h"
#include "storage/preferencestore.h"
#include "storage/rubricstore.h"
#include "storage/sessionstore.h"
#include "study/plan.h"
#include "transfer/handout.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cmath>

namespace {

using namespace editlens;

const QString alice = QStringLiteral("alice");
const QString maskFile = QStringLiteral("annotations/masks/m.png");

/// The study under `root`/study.editlens: items it0 and it1 with outputs of SysA and SysB (images of their own), the
/// BPM rubric, a plan for alice and bob (`settings`) and one rating of bob's.
std::unique_ptr<core::StudyStore> buildStudy(const fuzz::Workspace &ws, const QString &root,
                                             const core::PlanSettings &settings)
{
    core::StudyData data;
    for (int i = 0; i < 2; ++i) {
        core::Item item;
        item.key = QStringLiteral("it%1").arg(i);
        item.instruction = QStringLiteral("make it red");
        item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
        ws.writeImage(root + QLatin1Char('/') + item.sourcePath, {16, 12}, i == 0 ? Qt::white : Qt::gray);
        for (int s = 0; s < 2; ++s) {
            core::Output o;
            o.system = s == 0 ? QStringLiteral("SysA") : QStringLiteral("SysB");
            o.path = QStringLiteral("img/out%1_%2.png").arg(i).arg(s);
            ws.writeImage(root + QLatin1Char('/') + o.path, {16, 12},
                          i == 0 ? (s == 0 ? Qt::red : Qt::blue) : (s == 0 ? Qt::darkRed : Qt::darkBlue));
            core::Difference truth;
            truth.op = core::EditOp::Edit;
            truth.description = QStringLiteral("truth box");
            truth.box = QRectF(1, 2, 3, 4);
            truth.originKind = core::OriginKind::GroundTruth;
            o.differences.push_back(truth);
            item.outputs.push_back(o);
        }
        data.items.push_back(item);
    }
    auto created = core::StudyStore::create(ws.path(root + QStringLiteral("/study.editlens")), ws.path(root));
    if (!created)
        fuzz::fail("cannot create the study", created.error().message);
    core::StudyStore &store = *created.value();
    if (core::Status s = store.importData(data); !s)
        fuzz::fail("cannot import the study", s.error().message);
    if (core::Status s = core::RubricStore(store).save(core::rubricPreset(core::RubricPreset::Bpm)); !s)
        fuzz::fail("cannot save the rubric", s.error().message);
    core::PlanOptions options;
    options.settings = settings;
    if (core::Status s = core::StudyPlan::create(store, {alice, QStringLiteral("bob")}, options); !s)
        fuzz::fail("cannot plan the study", s.error().message);
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral("SELECT o.id FROM outputs o ORDER BY o.id LIMIT 1")) || !q.next())
        fuzz::fail("the study has no output");
    const qint64 first = q.value(0).toLongLong();
    q.finish();
    if (!store.setRating(first, store.dimensions().value().constFirst().name, QStringLiteral("bob"), 2))
        fuzz::fail("cannot rate as bob");
    return std::move(created).value();
}

/// One row per value of `sql` in `db`, joined by "|".
QStringList rowsOf(const QSqlDatabase &db, const QString &sql)
{
    QStringList out;
    QSqlQuery q(db);
    if (!q.exec(sql))
        fuzz::fail("cannot read the study", sql);
    while (q.next()) {
        QStringList fields;
        for (int c = 0; c < q.record().count(); ++c)
            fields << q.value(c).toString();
        out << fields.join(QLatin1Char('|'));
    }
    out.sort();
    return out;
}

/// What a refused merge must leave as it was: every row of every judgement table and study_meta.
QStringList snapshot(core::StudyStore &store)
{
    QStringList all;
    for (const char *table :
         {"ratings", "preferences", "differences", "coherence_labels", "masks", "difference_reviews",
          "output_completions", "annotator_sessions", "item_submissions", "revise_log", "annotators", "study_meta"})
        all += rowsOf(store.database(), QStringLiteral("SELECT * FROM %1").arg(QLatin1String(table)));
    return all;
}

QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

/// Makes `study` the origin of the hand-out `handout` claims to be (see the top of the file). False when the
/// hand-out names no identity or cannot be read: the merge is then run as it is, and must refuse it.
bool adoptIdentity(core::StudyStore &study, const QString &handout)
{
    auto opened = core::StudyStore::open(handout);
    if (!opened)
        return false;
    const auto info = core::packInfo(*opened.value());
    if (!info || !info.value() || info.value()->id.isEmpty())
        return false;
    // The hand-out's system names, item by item in output order, paired with the study's.
    const QStringList packOutputs =
        rowsOf(opened.value()->database(), QStringLiteral("SELECT i.key, printf('%012d', o.id), s.name FROM outputs o"
                                                          " JOIN items i ON i.id = o.item_id"
                                                          " JOIN systems s ON s.id = o.system_id"));
    opened.value().reset();
    const QStringList studyOutputs =
        rowsOf(study.database(),
               QStringLiteral("SELECT i.key, printf('%012d', o.id), s.name FROM outputs o"
                              " JOIN items i ON i.id = o.item_id JOIN systems s ON s.id = o.system_id"));
    core::HandoutRecord record;
    record.id = info.value()->id;
    record.annotator = alice;
    record.tokenSha256 =
        QString::fromLatin1(QCryptographicHash::hash(info.value()->token.toUtf8(), QCryptographicHash::Sha256).toHex());
    record.packedAt = QDateTime::currentDateTimeUtc().addDays(-1);
    QHash<QString, QStringList> studySystems;
    for (const QString &row : studyOutputs) {
        studySystems[row.section(QLatin1Char('|'), 0, 0)] << row.section(QLatin1Char('|'), 2);
        record.items.insert(row.section(QLatin1Char('|'), 0, 0));
    }
    QHash<QString, int> seen;
    bool named = true;
    for (const QString &row : packOutputs) {
        const QString item = row.section(QLatin1Char('|'), 0, 0), name = row.section(QLatin1Char('|'), 2);
        const int at = seen[item]++;
        if (at < studySystems.value(item).size())
            record.systems.insert(name, studySystems.value(item).at(at));
        named = named && (name == QLatin1String("SysA") || name == QLatin1String("SysB"));
    }
    if (named)
        record.systems.clear(); // a hand-out whose plan shows the names holds the study's own
    if (!core::saveHandoutRecord(study, record))
        fuzz::fail("cannot record the hand-out");
    QSqlQuery q(study.database());
    q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('pack.study_id', ?)"
                             " ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(info.value()->sourceId);
    if (!q.exec())
        fuzz::fail("cannot set the study's identity");
    return true;
}

/// After an accepted merge: the invariants at the top of the file.
void checkMerged(core::StudyStore &study, const QStringList &bobBefore)
{
    if (const QString check = study.integrityCheck(); check != QLatin1String("ok"))
        fuzz::fail("the study fails SQLite's integrity check after a merge", check);
    if (const auto loaded = study.load(); !loaded)
        fuzz::fail("a merged study does not load back", loaded.error().message);
    QSqlQuery q(study.database());
    if (!q.exec(QStringLiteral("SELECT r.value, d.scale_min, d.scale_max FROM ratings r"
                               " JOIN dimensions d ON d.id = r.dimension_id")))
        fuzz::fail("cannot read the ratings");
    while (q.next()) {
        const double v = q.value(0).toDouble();
        if (q.value(0).isNull() || !std::isfinite(v) || v < q.value(1).toDouble() || v > q.value(2).toDouble())
            fuzz::fail("a merged rating is off its scale", q.value(0).toString());
    }
    const QString root = QFileInfo(study.rootDir()).canonicalFilePath();
    for (const QString &rel : rowsOf(study.database(), QStringLiteral("SELECT path FROM masks"))) {
        const QString canonical = QFileInfo(study.paths().toAbsolute(rel)).canonicalFilePath();
        if (!canonical.startsWith(root + QLatin1Char('/')) || QImage(canonical).isNull())
            fuzz::fail("a merged mask is not an image inside the study's folder", rel);
    }
    const QStringList bobAfter =
        rowsOf(study.database(), QStringLiteral("SELECT * FROM ratings WHERE annotator_id ="
                                                " (SELECT id FROM annotators WHERE name = 'bob')"));
    if (bobAfter != bobBefore)
        fuzz::fail("a merge changed another annotator's judgement");
}

/// Packs the harness's study for alice (blinded, then with names, truth and detector boxes shown) with one
/// judgement of each kind, page size 512 so that a seed stays small, into `dir`; see the top of the file.
void writeSeeds(const QString &dir)
{
    QDir().mkpath(dir);
    for (const bool blinded : {true, false}) {
        const fuzz::Workspace ws;
        core::PlanSettings settings;
        settings.blinded = blinded;
        settings.showGroundTruth = !blinded;
        settings.showDetectorBoxes = !blinded;
        auto study = buildStudy(ws, QStringLiteral("study"), settings);
        const auto packed = core::packForAnnotator(*study, alice, ws.path(QStringLiteral("handout")));
        if (!packed)
            fuzz::fail("cannot pack", packed.error().message);
        {
            auto pack = core::StudyStore::open(packed.value().studyFile);
            if (!pack)
                fuzz::fail("cannot open the hand-out", pack.error().message);
            core::StudyStore &p = *pack.value();
            core::DifferenceStore differences(p);
            core::PreferenceStore preferences(p);
            core::SessionStore sessions(p);
            const QString dimension = p.dimensions().value().constFirst().name;
            const QStringList outputs =
                rowsOf(p.database(), QStringLiteral("SELECT o.id, o.item_id FROM outputs o"
                                                    " WHERE o.item_id = (SELECT min(item_id) FROM outputs)"));
            const qint64 o0 = outputs.at(0).section(QLatin1Char('|'), 0, 0).toLongLong();
            const qint64 item0 = outputs.at(0).section(QLatin1Char('|'), 1, 1).toLongLong();
            const qint64 o1 = outputs.at(1).section(QLatin1Char('|'), 0, 0).toLongLong();
            bool ok = bool(p.setRating(o0, dimension, alice, 4)) && bool(p.setRating(o1, dimension, alice, 2))
                      && bool(preferences.setPreference({item0, o0, o1, {}, alice}, {core::PreferenceChoice::B, o1}));
            core::Difference drawn;
            drawn.op = core::EditOp::Add;
            drawn.description = QStringLiteral("a hat");
            drawn.box = QRectF(2, 2, 5, 5);
            drawn.originKind = core::OriginKind::Annotator;
            drawn.origin = alice;
            drawn.coherence.push_back({false, QStringLiteral("not asked"), core::OriginKind::Annotator, alice});
            ok = ok && differences.addDifference(o1, drawn);
            QImage mask(16, 12, QImage::Format_Grayscale8);
            mask.fill(255);
            ok = ok && differences.saveMask({item0, 0, QStringLiteral("edit_region"), alice}, mask);
            ok = ok && differences.setComplete(o1, alice, true);
            const auto session = sessions.beginSession(alice, item0);
            ok = ok && session && sessions.endSession(session.value()) && sessions.submitItem(alice, item0)
                 && sessions.reviseItem(alice, item0, QStringLiteral("typo"));
            if (!ok)
                fuzz::fail("cannot annotate the hand-out");
            QSqlQuery q(p.database());
            // The mask at the path the harness provides for every input.
            if (!q.exec(QStringLiteral("UPDATE masks SET path = '%1'").arg(maskFile)))
                fuzz::fail("cannot move the mask");
        }
        const QString seed =
            QDir(dir).filePath(blinded ? QStringLiteral("blinded.editlens") : QStringLiteral("names-shown.editlens"));
        QFile::remove(seed);
        const auto run = [](const QString &file, const QStringList &statements) {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("seed"));
                db.setDatabaseName(file);
                if (!db.open())
                    fuzz::fail("cannot open", file);
                for (const QString &sql : statements)
                    if (!QSqlQuery(db).exec(sql))
                        fuzz::fail("cannot write the seed", sql);
            }
            QSqlDatabase::removeDatabase(QStringLiteral("seed"));
        };
        run(packed.value().studyFile, {QStringLiteral("VACUUM INTO '%1'").arg(seed)});
        run(seed, {QStringLiteral("PRAGMA journal_mode = DELETE"), QStringLiteral("PRAGMA page_size = 512"),
                   QStringLiteral("VACUUM")});
        std::printf("%s\n", qPrintable(seed));
    }
}

/// The study every input is merged into, built once per process under a folder of its own; each input gets a copy.
const QString &templateRoot()
{
    static const QString root = [] {
        static fuzz::Workspace ws; // lives as long as the process
        buildStudy(ws, QStringLiteral("study"), core::PlanSettings{});
        return ws.path(QStringLiteral("study"));
    }();
    return root;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace editlens::fuzz;
    ensureApplication();
    if (const QString seeds = qEnvironmentVariable("EDITLENS_FUZZ_WRITE_SEEDS"); !seeds.isEmpty()) {
        writeSeeds(seeds);
        std::exit(0);
    }
    const QString &from = templateRoot();
    const Workspace ws;
    for (const QString &file : filesUnder(from)) {
        const QString to = ws.path(QStringLiteral("study/") + QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(to).absolutePath());
        if (!QFile::copy(file, to))
            fail("cannot copy the study", file);
    }
    ws.write(QStringLiteral("handout/study.editlens"), bytes(data, size));
    ws.writeImage(QStringLiteral("handout/") + maskFile, {16, 12}, Qt::white);

    auto opened = editlens::core::StudyStore::open(ws.path(QStringLiteral("study/study.editlens")));
    if (!opened)
        fail("cannot open the study", opened.error().message);
    editlens::core::StudyStore &study = *opened.value();
    adoptIdentity(study, ws.path(QStringLiteral("handout/study.editlens")));
    const QStringList before = snapshot(study);
    const QStringList filesBefore = filesUnder(ws.path(QStringLiteral("study")));
    const QStringList bobBefore =
        rowsOf(study.database(), QStringLiteral("SELECT * FROM ratings WHERE annotator_id ="
                                                " (SELECT id FROM annotators WHERE name = 'bob')"));
    const auto merged = editlens::core::mergePack(study, ws.path(QStringLiteral("handout/study.editlens")));
    if (!merged) {
        if (snapshot(study) != before)
            fail("a refused merge changed the study", merged.error().message);
        if (filesUnder(ws.path(QStringLiteral("study"))) != filesBefore)
            fail("a refused merge left files in the study's folder", merged.error().message);
        return 0;
    }
    checkMerged(study, bobBefore);
    return 0;
}
