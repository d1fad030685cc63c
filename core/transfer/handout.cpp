// Packing a study for one annotator (the hand-out); merging the work back is in handoutmerge.cpp.
#include "handout.h"

#include "storage/blobstore.h"
#include "storage/planstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/annotatorname.h"
#include "study/studydata.h"
#include "transfer/handoutmerger.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

namespace editlens::core {

namespace {

const QLatin1String studyIdKey("pack.study_id");

/// The original's identity, made once: what a merge checks a pack against.
Result<QString> ensureStudyId(StudyStore &store)
{
    QSqlDatabase &db = store.database();
    const QString what = QCoreApplication::translate("Handout", "cannot record the study's identity");
    Status s = runInWriteTransaction(db, store.dialect(), store.filePath(), what, [&]() -> Status {
        QSqlQuery q(db);
        return execBound(q,
                         QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING"),
                         {QString(studyIdKey), QUuid::createUuid().toString(QUuid::WithoutBraces)}, what,
                         store.filePath());
    });
    if (!s)
        return s.error();
    QSqlQuery q(db);
    if (Status r = execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = ?"), {QString(studyIdKey)},
                             what, store.filePath());
        !r)
        return r.error();
    if (!q.next())
        return Error{what, store.filePath()};
    return q.value(0).toString();
}

/// Leaves `outDir` as it was found when packing fails: removes the files it wrote and the folders it made.
class PackCleanup
{
public:
    explicit PackCleanup(QString outDir) : m_outDir(std::move(outDir)), m_existed(QFileInfo::exists(m_outDir)) {}
    ~PackCleanup()
    {
        if (m_done)
            return;
        for (const QString &file : std::as_const(m_files)) {
            QFile::remove(file);
            // Remove the folders made on the way, innermost first, stopping at one that holds something else.
            QDir dir = QFileInfo(file).absoluteDir();
            while (dir.absolutePath().startsWith(m_outDir + QLatin1Char('/')) && dir.isEmpty()) {
                const QString name = dir.dirName();
                if (!dir.cdUp() || !dir.rmdir(name))
                    break;
            }
        }
        if (!m_existed)
            QDir().rmdir(m_outDir); // only when empty
    }
    PackCleanup(const PackCleanup &) = delete;
    PackCleanup &operator=(const PackCleanup &) = delete;

    void add(const QString &file) { m_files << file; }
    void done() { m_done = true; }

private:
    QString m_outDir;
    bool m_existed;
    bool m_done = false;
    QStringList m_files;
};

/// What strip() leaves for the study's record of the hand-out: the items it holds and, when the plan blinds, each
/// random system name with the study's.
struct Stripped
{
    QSet<QString> items;
    QHash<QString, QString> systems;
};

/// Cuts the copy `pack` down to `annotator`'s hand-out (see packForAnnotator).
Result<Stripped> strip(StudyStore &pack, const QString &annotator, const PlanSettings &settings, const PackInfo &info)
{
    QSqlDatabase &db = pack.database();
    const QString file = pack.filePath();
    const QString what = QCoreApplication::translate("Handout", "cannot write the packed study");
    Stripped stripped;
    Status s = runInWriteTransaction(db, pack.dialect(), file, what, [&]() -> Status {
        QSqlQuery q(db);
        const QString me = QStringLiteral("(SELECT id FROM annotators WHERE name = ?)");
        const QString truth = originKindName(OriginKind::GroundTruth), detector = originKindName(OriginKind::Detector);
        QVector<std::pair<QString, QVariantList>> statements = {
            {QStringLiteral("DELETE FROM plan_assignments WHERE annotator_id <> ") + me, {annotator}},
            // Items outside the plan go with everything on them (outputs, judgements, scores cascade).
            {QStringLiteral("DELETE FROM items WHERE id NOT IN (SELECT item_id FROM plan_assignments)"), {}},
            {QStringLiteral("DELETE FROM differences WHERE origin_kind = ? AND origin <> ?"),
             {originKindName(OriginKind::Annotator), annotator}},
            {QStringLiteral("DELETE FROM coherence_labels WHERE origin_kind = ? AND origin <> ?"),
             {originKindName(OriginKind::Annotator), annotator}},
            {QStringLiteral("DELETE FROM masks WHERE origin_kind = ? AND origin <> ?"),
             {originKindName(OriginKind::Annotator), annotator}},
            // The known answers of gold items, and which items are gold, would give the attention checks away.
            {QStringLiteral("DELETE FROM gold_answers"), {}},
            // What models were asked and answered about the outputs is the owner's, as on a server.
            {QStringLiteral("DELETE FROM model_calls"), {}},
            {QStringLiteral("UPDATE plan_assignments SET gold = 0"), {}},
            // The hash of the plan's passphrase invites an offline guess; a hand-out's plan cannot change anyway.
            {QStringLiteral("DELETE FROM study_meta WHERE key = 'plan.passphrase'"), {}},
            // The study's records of its hand-outs (their tokens' hashes and name maps) are the study's alone.
            {QStringLiteral("DELETE FROM study_meta WHERE key = ? OR key LIKE 'handout.%'"), {QString(studyIdKey)}},
            // Crowd enrolment's settings name the gold items; the web links' secret signs a session for anyone.
            {QStringLiteral("DELETE FROM study_meta WHERE key LIKE 'crowd.%' OR key LIKE 'web.%'"), {}},
            {QStringLiteral("UPDATE study_meta SET value = ? WHERE key = 'root'"), {QStringLiteral("..")}},
        };
        for (const char *table : {"ratings", "preferences", "annotator_sessions", "difference_reviews",
                                  "item_submissions", "revise_log", "output_completions"})
            statements.push_back(
                {QStringLiteral("DELETE FROM %1 WHERE annotator_id <> ").arg(QLatin1String(table)) + me, {annotator}});
        statements.push_back({QStringLiteral("DELETE FROM annotators WHERE name <> ?"), {annotator}});
        // What the plan hides from annotators is not in their file either.
        if (!settings.showGroundTruth)
            statements += {
                {QStringLiteral("DELETE FROM differences WHERE origin_kind = ?"), {truth}},
                {QStringLiteral("DELETE FROM coherence_labels WHERE origin_kind = ?"), {truth}},
                {QStringLiteral("DELETE FROM masks WHERE origin_kind = ?"), {truth}},
                {QStringLiteral("UPDATE items SET ground_truth_path = '', ground_truth_width = NULL,"
                                " ground_truth_height = NULL"),
                 {}},
            };
        if (!settings.showDetectorBoxes)
            statements += {
                {QStringLiteral("DELETE FROM differences WHERE origin_kind = ?"), {detector}},
                {QStringLiteral("DELETE FROM coherence_labels WHERE origin_kind = ?"), {detector}},
                {QStringLiteral("DELETE FROM masks WHERE origin_kind = ?"), {detector}},
                // Objects a model located are a detector's boxes too.
                {QStringLiteral("DELETE FROM grounded_boxes"), {}},
            };
        if (settings.blinded || !settings.showGroundTruth) // BPM's roles name the ground-truth output
            statements.push_back({QStringLiteral("UPDATE outputs SET role = ''"), {}});
        if (settings.blinded) // a score's or a judge's ranking of the outputs would tell the systems apart
            for (const char *table : {"scores", "embeddings", "judge_votes"})
                statements.push_back({QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)), {}});
        const QList<std::pair<QString, QString>> meta = {{QStringLiteral("pack.annotator"), annotator},
                                                         {QStringLiteral("pack.source"), info.sourceName},
                                                         {QStringLiteral("pack.source_id"), info.sourceId},
                                                         {QStringLiteral("pack.packed_at"),
                                                          info.packedAt.toString(Qt::ISODateWithMs)},
                                                         {QStringLiteral("pack.id"), info.id},
                                                         {QStringLiteral("pack.token"), info.token}};
        for (const auto &[key, value] : meta)
            statements.push_back({QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                                      + pack.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}),
                                  {key, value}});
        for (const auto &[sql, bindings] : std::as_const(statements))
            if (Status st = execBound(q, sql, bindings, what, file); !st)
                return st;
        if (settings.blinded) {
            if (Status st = handout::shuffleOutputIds(db, file, what); !st)
                return st;
            if (Status st = handout::blindSystems(db, file, what, stripped.systems); !st)
                return st;
        }
        if (Status st = execBound(q, QStringLiteral("SELECT key FROM items"), {}, what, file); !st)
            return st;
        while (q.next())
            stripped.items.insert(q.value(0).toString());
        return Status::success();
    });
    if (!s)
        return s.error();
    return stripped;
}

/// A path the copy stores, with the first row that names it.
struct StoredPath
{
    QString rel;
    QString table;
    qint64 row = 0;
};

/// The stored paths of the copy `pack` (each once), after checking that every one stays inside the study's folder:
/// a `masks` row on a server may be any annotator's text.
Result<QVector<StoredPath>> storedPaths(StudyStore &pack, const QString &sourceRoot, const QString &sourceFile)
{
    const QString what = QCoreApplication::translate("Handout", "cannot read the packed study");
    QVector<StoredPath> paths;
    QSet<QString> seen;
    QSqlQuery q(pack.database());
    const QList<std::pair<QString, QString>> columns = {{QStringLiteral("items"), QStringLiteral("source_path")},
                                                        {QStringLiteral("items"), QStringLiteral("ground_truth_path")},
                                                        {QStringLiteral("outputs"), QStringLiteral("path")},
                                                        {QStringLiteral("masks"), QStringLiteral("path")}};
    for (const auto &[table, column] : columns) {
        if (Status st = execBound(q, QStringLiteral("SELECT id, %1 FROM %2 WHERE %1 <> ''").arg(column, table), {},
                                  what, pack.filePath());
            !st)
            return st.error();
        while (q.next()) {
            const QString rel = q.value(1).toString();
            if (seen.contains(rel))
                continue;
            const Result<QString> clean =
                handout::containedPath(sourceRoot, rel, table, q.value(0).toLongLong(), sourceFile, false);
            if (!clean)
                return clean.error();
            seen.insert(rel);
            paths.push_back({rel, table, q.value(0).toLongLong()});
        }
    }
    return paths;
}

/// Where a stored path of the original goes in the hand-out. A file name may name the system or the output's id, so
/// every image is named by its content; the annotation masks the study wrote itself stay in the folder where
/// DifferenceStore keeps writing them (annotations/masks/), so that a mask replaced in the hand-out removes its old
/// file as in any study, named by a hash of their old path (one file per row: the store removes a replaced one).
QString packedPath(const QString &clean, const QByteArray &bytes)
{
    const QString suffix = QFileInfo(clean).suffix().toLower();
    const QString dot = handout::isPlainName(suffix) ? QLatin1Char('.') + suffix : QString();
    if (clean.startsWith(QLatin1String("annotations/")))
        return QFileInfo(clean).path() + QLatin1Char('/') + blobstore::sha256Hex(clean.toUtf8()).left(32) + dot;
    return QStringLiteral("images/") + blobstore::sha256Hex(bytes).left(32) + dot;
}

/// Points every stored path of the copy at its file in the hand-out (`renamed`: old → new), in one transaction.
Status rewritePaths(StudyStore &pack, const QHash<QString, QString> &renamed)
{
    QSqlDatabase &db = pack.database();
    const QString what = QCoreApplication::translate("Handout", "cannot write the packed study");
    return runInWriteTransaction(db, pack.dialect(), pack.filePath(), what, [&]() -> Status {
        QSqlQuery q(db);
        // Row by row through the primary key: a study may hold tens of thousands of paths, none of them indexed.
        for (const auto &[table, column] : {std::pair{"items", "source_path"}, std::pair{"items", "ground_truth_path"},
                                            std::pair{"outputs", "path"}, std::pair{"masks", "path"}}) {
            const QString t = QLatin1String(table), c = QLatin1String(column);
            if (Status s = execBound(q, QStringLiteral("SELECT id, %1 FROM %2 WHERE %1 <> ''").arg(c, t), {}, what,
                                     pack.filePath());
                !s)
                return s;
            QVector<std::pair<qint64, QString>> rows;
            while (q.next())
                rows.push_back({q.value(0).toLongLong(), renamed.value(q.value(1).toString())});
            for (const auto &[id, path] : std::as_const(rows))
                if (Status s = execBound(q, QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ?").arg(t, c), {path, id},
                                         what, pack.filePath());
                    !s)
                    return s;
        }
        return Status::success();
    });
}

/// What the plan says of `annotator`'s hand-out: how many items it holds, and what it shows.
struct PackPlan
{
    qsizetype items = 0;
    PlanSettings settings;
};

/// Checks that `source` is an original study (not a hand-out) whose plan gives `annotator` work.
Result<PackPlan> planToPack(StudyStore &source, const QString &annotator)
{
    const QString file = source.filePath();
    if (Status s = checkAnnotatorName(annotator, file); !s)
        return s.error();
    Result<std::optional<PackInfo>> already = packInfo(source);
    if (!already)
        return already.error();
    if (already.value())
        return Error{QCoreApplication::translate(
                         "Handout", "this study is already %1's hand-out; pack from the original study '%2'")
                         .arg(already.value()->annotator, already.value()->sourceName),
                     file};
    PlanStore plans(source);
    Result<QVector<PlanAssignment>> assignments = plans.assignments(annotator);
    if (!assignments)
        return assignments.error();
    if (assignments.value().isEmpty())
        return Error{QCoreApplication::translate(
                         "Handout", "'%1' has no assignment in the study's plan; plan the study for them first")
                         .arg(annotator),
                     file};
    Result<PlanSettings> settings = plans.settings();
    if (!settings)
        return settings.error();
    return PackPlan{assignments.value().size(), settings.value()};
}

/// Checks that `out` is a folder, or nothing yet, and holds no study: the export rule, never overwrite a study.
Status checkPackFolder(const QString &out)
{
    const QFileInfo outInfo(out);
    if (outInfo.exists() && !outInfo.isDir())
        return Error{QCoreApplication::translate("Handout", "not a folder"), out};
    const QStringList studies =
        QDir(out).entryList({QStringLiteral("*.") + QLatin1String(StudyStore::fileSuffix)}, QDir::Files | QDir::Hidden);
    if (!studies.isEmpty())
        return Error{QCoreApplication::translate(
                         "Handout",
                         "the folder already holds a study ('%1'); a pack never replaces one: choose an empty folder")
                         .arg(studies.constFirst()),
                     out};
    return Status::success();
}

/// A new hand-out of `source` for `annotator`: its own id, the time, and a random token, the hand-out's proof of
/// which hand-out it is (the study keeps only its hash).
PackInfo newPackInfo(StudyStore &source, const QString &annotator, const QString &studyId)
{
    QByteArray secret(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()), secret.size() / 4);
    return PackInfo{annotator,
                    source.name(),
                    studyId,
                    QDateTime::currentDateTimeUtc(),
                    QUuid::createUuid().toString(QUuid::WithoutBraces),
                    QString::fromLatin1(secret.toHex())};
}

/// The scratch copy cut down to the hand-out: what strip() left, and the image paths it still stores.
struct CutDown
{
    Stripped stripped;
    QVector<StoredPath> paths;
};

/// Cuts the scratch copy `scratch` of `source` down to `annotator`'s hand-out (strip()) and lists its stored paths.
Result<CutDown> cutDown(const QString &scratch, StudyStore &source, const QString &annotator,
                        const PlanSettings &settings, const PackInfo &info)
{
    Result<std::unique_ptr<StudyStore>> copy = StudyStore::open(scratch);
    if (!copy)
        return copy.error();
    Result<Stripped> cut = strip(*copy.value(), annotator, settings, info);
    if (!cut)
        return cut.error();
    Result<QVector<StoredPath>> found = storedPaths(*copy.value(), source.rootDir(), source.filePath());
    if (!found)
        return found.error();
    return CutDown{std::move(cut).value(), std::move(found).value()};
}

/// Copies each image `paths` name from `source` into `out` under its packedPath() (one file for the same content
/// under several names), counting them in `report`; answers each stored path's new path.
Result<QHash<QString, QString>> copyImages(StudyStore &source, const QVector<StoredPath> &paths, const QString &out,
                                           PackCleanup &cleanup, PackReport &report)
{
    QHash<QString, QString> renamed; // stored path → its path in the hand-out
    QSet<QString> written;
    for (const auto &[rel, table, row] : paths) {
        const QString from = source.paths().toAbsolute(QDir::cleanPath(rel));
        QFile in(from);
        if (!QFileInfo(from).isFile() || !in.open(QIODevice::ReadOnly))
            return Error{QCoreApplication::translate(
                             "Handout", "an image of the study is missing, so the pack would not be complete"),
                         from};
        const QByteArray bytes = in.readAll();
        if (table == QLatin1String("masks") && QImage::fromData(bytes).isNull())
            return Error{QCoreApplication::translate("Handout", "masks row %1: '%2' is not an image").arg(row).arg(rel),
                         source.filePath()};
        const QString newRel = packedPath(QDir::cleanPath(rel), bytes);
        renamed.insert(rel, newRel);
        if (written.contains(newRel)) // the same content under another name: one file serves both
            continue;
        const QString to = QDir(out).filePath(newRel);
        if (QFileInfo::exists(to))
            return Error{QCoreApplication::translate("Handout",
                                                     "a file with this name already exists; a pack never replaces one"),
                         to};
        if (!QDir().mkpath(QFileInfo(to).absolutePath()))
            return Error{QCoreApplication::translate("Handout", "cannot create the folder"),
                         QFileInfo(to).absolutePath()};
        QFile copyTo(to);
        cleanup.add(to);
        if (!copyTo.open(QIODevice::NewOnly) || copyTo.write(bytes) != bytes.size() || !copyTo.flush())
            return Error{QCoreApplication::translate("Handout", "cannot copy an image: %1").arg(copyTo.errorString()),
                         to};
        written.insert(newRel);
        ++report.images;
        report.bytes += bytes.size();
    }
    return renamed;
}

/// Points the scratch copy's paths at the hand-out's files and saves it as `target` (its root is now `target`'s
/// folder).
Status writePackedStudy(const QString &scratch, const QHash<QString, QString> &renamed, const QString &target,
                        PackCleanup &cleanup)
{
    Result<std::unique_ptr<StudyStore>> copy = StudyStore::open(scratch);
    if (!copy)
        return copy.error();
    if (Status s = rewritePaths(*copy.value(), renamed); !s)
        return s;
    cleanup.add(target);
    cleanup.add(target + QStringLiteral("-wal"));
    cleanup.add(target + QStringLiteral("-shm"));
    return copy.value()->saveAs(target);
}

/// The study's record of the hand-out: which one it is, for whom, its token's hash, and what strip() left of it.
Status recordHandout(StudyStore &source, const PackInfo &info, const Stripped &stripped)
{
    HandoutRecord record;
    record.id = info.id;
    record.annotator = info.annotator;
    record.tokenSha256 = handout::tokenSha256(info.token);
    record.systems = stripped.systems;
    record.items = stripped.items;
    record.packedAt = info.packedAt;
    return saveHandoutRecord(source, record);
}

} // namespace

Result<std::optional<PackInfo>> packInfo(StudyStore &store)
{
    QSqlQuery q(store.database());
    if (Status s =
            execBound(q, QStringLiteral("SELECT key, value FROM study_meta WHERE key LIKE 'pack.%'"), {},
                      QCoreApplication::translate("Handout", "cannot read the study settings"), store.filePath());
        !s)
        return s.error();
    QHash<QString, QString> meta;
    while (q.next())
        meta.insert(q.value(0).toString(), q.value(1).toString());
    if (meta.value(QStringLiteral("pack.annotator")).isEmpty())
        return std::optional<PackInfo>();
    PackInfo info;
    info.annotator = meta.value(QStringLiteral("pack.annotator"));
    info.sourceName = meta.value(QStringLiteral("pack.source"));
    info.sourceId = meta.value(QStringLiteral("pack.source_id"));
    info.packedAt = QDateTime::fromString(meta.value(QStringLiteral("pack.packed_at")), Qt::ISODateWithMs);
    info.packedAt.setTimeSpec(Qt::UTC);
    info.id = meta.value(QStringLiteral("pack.id"));
    info.token = meta.value(QStringLiteral("pack.token"));
    return std::optional<PackInfo>(info);
}

Result<PackReport> packForAnnotator(StudyStore &source, const QString &annotator, const QString &outDir)
{
    const QString file = source.filePath();
    Result<PackPlan> plan = planToPack(source, annotator);
    if (!plan)
        return plan.error();
    const QString out = QDir::cleanPath(QDir(outDir).absolutePath());
    if (Status s = checkPackFolder(out); !s)
        return s.error();
    const QString target = QDir(out).filePath(QFileInfo(file).fileName());

    PackCleanup cleanup(out);
    if (!QDir().mkpath(out))
        return Error{QCoreApplication::translate("Handout", "cannot create the folder"), out};
    Result<QString> studyId = ensureStudyId(source);
    if (!studyId)
        return studyId.error();
    const PackInfo info = newPackInfo(source, annotator, studyId.value());

    // Cut down in a scratch copy beside the target, then copied once more (VACUUM INTO): the pack holds no free
    // pages with other annotators' deleted judgements or the study's system names.
    QTemporaryDir work(QDir(out).filePath(QStringLiteral(".editlens-pack-XXXXXX")));
    if (!work.isValid())
        return Error{
            QCoreApplication::translate("Handout", "cannot create a scratch folder: %1").arg(work.errorString()), out};
    const QString scratch = work.filePath(QStringLiteral("pack.editlens"));
    if (Status s = source.saveAs(scratch); !s)
        return s.error();
    Result<CutDown> cut = cutDown(scratch, source, annotator, plan.value().settings, info);
    if (!cut)
        return cut.error();

    PackReport report;
    report.items = int(plan.value().items);
    Result<QHash<QString, QString>> renamed = copyImages(source, cut.value().paths, out, cleanup, report);
    if (!renamed)
        return renamed.error();
    if (Status s = writePackedStudy(scratch, renamed.value(), target, cleanup); !s)
        return s.error();
    if (Status s = recordHandout(source, info, cut.value().stripped); !s)
        return s.error();
    cleanup.done();
    report.studyFile = target;
    return report;
}

} // namespace editlens::core
