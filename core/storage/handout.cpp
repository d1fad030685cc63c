// Packing a study for one annotator (the hand-out); merging the work back is in handoutmerge.cpp.
#include "handout.h"

#include "storage/planstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/studydata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>

namespace editlens::core {

namespace {

const QLatin1String studyIdKey("pack.study_id");

// Where a root-relative path of the original lives in the pack: images under images/, the annotation masks the study
// wrote itself where AnnotationStore keeps writing them (annotations/masks/), so that a mask replaced in the pack
// removes its old file as in any study.
QString packedPath(const QString &rel)
{
    return rel.startsWith(QLatin1String("annotations/")) ? rel : QStringLiteral("images/") + rel;
}

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

/// Cuts the copy `pack` down to `annotator`'s hand-out and rewrites its paths (see packForAnnotator); returns the
/// original root-relative paths it still names, each with its new one.
Result<QHash<QString, QString>> strip(StudyStore &pack, const QString &annotator, const PlanSettings &settings,
                                      const PackInfo &info)
{
    QSqlDatabase &db = pack.database();
    const QString file = pack.filePath();
    const QString what = QCoreApplication::translate("Handout", "cannot write the packed study");
    QHash<QString, QString> paths;
    Status s = runInWriteTransaction(db, pack.dialect(), file, what, [&]() -> Status {
        QSqlQuery q(db);
        const QString me = QStringLiteral("(SELECT id FROM annotators WHERE name = ?)");
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
            // The known answers of gold items would give the attention checks away.
            {QStringLiteral("DELETE FROM gold_answers"), {}},
            {QStringLiteral("DELETE FROM study_meta WHERE key = ?"), {QString(studyIdKey)}},
            {QStringLiteral("UPDATE study_meta SET value = ? WHERE key = 'root'"), {QStringLiteral("..")}},
        };
        for (const char *table : {"ratings", "preferences", "annotator_sessions", "difference_reviews",
                                  "item_submissions", "revise_log", "output_completions"})
            statements.push_back(
                {QStringLiteral("DELETE FROM %1 WHERE annotator_id <> ").arg(QLatin1String(table)) + me, {annotator}});
        statements.push_back({QStringLiteral("DELETE FROM annotators WHERE name <> ?"), {annotator}});
        if (settings.blinded) // a score's rank among the outputs would tell the systems apart
            for (const char *table : {"scores", "embeddings"})
                statements.push_back({QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)), {}});
        const QList<std::pair<QString, QString>> meta = {{QStringLiteral("pack.annotator"), annotator},
                                                         {QStringLiteral("pack.source"), info.sourceName},
                                                         {QStringLiteral("pack.source_id"), info.sourceId},
                                                         {QStringLiteral("pack.packed_at"),
                                                          info.packedAt.toString(Qt::ISODateWithMs)}};
        for (const auto &[key, value] : meta)
            statements.push_back({QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                                      + pack.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}),
                                  {key, value}});
        for (const auto &[sql, bindings] : std::as_const(statements))
            if (Status st = execBound(q, sql, bindings, what, file); !st)
                return st;

        const QList<std::pair<QString, QString>> pathColumns = {{QStringLiteral("items"),
                                                                 QStringLiteral("source_path")},
                                                                {QStringLiteral("items"),
                                                                 QStringLiteral("ground_truth_path")},
                                                                {QStringLiteral("outputs"), QStringLiteral("path")},
                                                                {QStringLiteral("masks"), QStringLiteral("path")}};
        for (const auto &[table, column] : pathColumns) {
            if (Status st = execBound(q, QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 <> ''").arg(column, table),
                                      {}, what, file);
                !st)
                return st;
            QStringList found;
            while (q.next())
                found << q.value(0).toString();
            for (const QString &rel : std::as_const(found)) {
                paths.insert(rel, packedPath(rel));
                if (Status st = execBound(q, QStringLiteral("UPDATE %2 SET %1 = ? WHERE %1 = ?").arg(column, table),
                                          {packedPath(rel), rel}, what, file);
                    !st)
                    return st;
            }
        }
        return Status::success();
    });
    if (!s)
        return s.error();
    return paths;
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
    return std::optional<PackInfo>(info);
}

Status refusePlanChangeOnPack(StudyStore &store)
{
    Result<std::optional<PackInfo>> info = packInfo(store);
    if (!info)
        return info.error();
    if (!info.value())
        return Status::success();
    return Error{QCoreApplication::translate("PlanStore",
                                             "this study is %1's hand-out, packed from '%2': its plan cannot change "
                                             "here; change the plan in the original study and pack again")
                     .arg(info.value()->annotator, info.value()->sourceName),
                 store.filePath()};
}

Result<PackReport> packForAnnotator(StudyStore &source, const QString &annotator, const QString &outDir)
{
    const QString file = source.filePath();
    if (annotator.trimmed().isEmpty())
        return Error{QCoreApplication::translate("Handout", "a pack needs an annotator name"), file};
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

    const QString out = QDir::cleanPath(QDir(outDir).absolutePath());
    const QFileInfo outInfo(out);
    if (outInfo.exists() && !outInfo.isDir())
        return Error{QCoreApplication::translate("Handout", "not a folder"), out};
    const QStringList studies =
        QDir(out).entryList({QStringLiteral("*.") + QLatin1String(StudyStore::fileSuffix)}, QDir::Files | QDir::Hidden);
    if (!studies.isEmpty()) // the export rule: never overwrite a study
        return Error{QCoreApplication::translate(
                         "Handout",
                         "the folder already holds a study ('%1'); a pack never replaces one: choose an empty folder")
                         .arg(studies.constFirst()),
                     out};
    const QString target = QDir(out).filePath(QFileInfo(file).fileName());

    PackCleanup cleanup(out);
    if (!QDir().mkpath(out))
        return Error{QCoreApplication::translate("Handout", "cannot create the folder"), out};
    Result<QString> studyId = ensureStudyId(source);
    if (!studyId)
        return studyId.error();
    PackInfo info{annotator, source.name(), studyId.value(), QDateTime::currentDateTimeUtc()};

    // Cut down in a scratch copy beside the target, then copied once more (VACUUM INTO): the pack holds no free
    // pages with other annotators' deleted judgements.
    QTemporaryDir work(QDir(out).filePath(QStringLiteral(".editlens-pack-XXXXXX")));
    if (!work.isValid())
        return Error{
            QCoreApplication::translate("Handout", "cannot create a scratch folder: %1").arg(work.errorString()), out};
    const QString scratch = work.filePath(QStringLiteral("pack.editlens"));
    if (Status s = source.saveAs(scratch); !s)
        return s.error();
    QHash<QString, QString> paths;
    {
        Result<std::unique_ptr<StudyStore>> copy = StudyStore::open(scratch);
        if (!copy)
            return copy.error();
        Result<QHash<QString, QString>> stripped = strip(*copy.value(), annotator, settings.value(), info);
        if (!stripped)
            return stripped.error();
        paths = std::move(stripped).value();
    }

    PackReport report;
    report.items = int(assignments.value().size());
    for (auto it = paths.cbegin(); it != paths.cend(); ++it) {
        const QString from = source.paths().toAbsolute(it.key());
        const QString to = QDir(out).filePath(it.value());
        if (!QFileInfo(from).isFile())
            return Error{QCoreApplication::translate(
                             "Handout", "an image of the study is missing, so the pack would not be complete"),
                         from};
        if (QFileInfo::exists(to))
            return Error{QCoreApplication::translate("Handout",
                                                     "a file with this name already exists; a pack never replaces one"),
                         to};
        if (!QDir().mkpath(QFileInfo(to).absolutePath()))
            return Error{QCoreApplication::translate("Handout", "cannot create the folder"),
                         QFileInfo(to).absolutePath()};
        QFile in(from);
        if (!in.copy(to))
            return Error{QCoreApplication::translate("Handout", "cannot copy an image: %1").arg(in.errorString()), to};
        cleanup.add(to);
        ++report.images;
        report.bytes += QFileInfo(to).size();
    }
    {
        Result<std::unique_ptr<StudyStore>> copy = StudyStore::open(scratch); // its root is now `out`
        if (!copy)
            return copy.error();
        cleanup.add(target);
        cleanup.add(target + QStringLiteral("-wal"));
        cleanup.add(target + QStringLiteral("-shm"));
        if (Status s = copy.value()->saveAs(target); !s)
            return s.error();
    }
    cleanup.done();
    report.studyFile = target;
    return report;
}

} // namespace editlens::core
