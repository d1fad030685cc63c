#include "studytransfer.h"

#include "server/serverstudy.h"
#include "storage/blobstore.h"
#include "storage/publishmark.h"
#include "storage/readsnapshot.h"
#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studylocation.h"
#include "storage/studyreader.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace editlens::core {

namespace {

// A study file keeps `files` and `blobs` empty (its images lie beside it); a server study fills them from the images
// themselves (blobstore::putFiles), so neither crosses as rows.
bool copiedAsRows(const QString &table)
{
    return table != QLatin1String("files") && table != QLatin1String("blobs");
}

// The settings each study makes for itself when it is created: where its images are, and its schema version (a
// row on the server, SQLite's user_version in a file). A publish's own mark never crosses either.
bool keptByTarget(const QString &metaKey)
{
    return metaKey == QLatin1String("root") || metaKey == QLatin1String("schema_version")
           || metaKey == publishmark::key;
}

/// Runs one statement with `values` bound on `db`, outside any transaction of the caller's.
Status execute(QSqlDatabase &db, const QString &sql, const QVariantList &values, const QString &shown,
               const QString &what)
{
    QSqlQuery q(db);
    return execBound(q, sql, values, what, shown);
}

/// Both ends of one table-by-table copy and how far it has got. `from` is read inside the caller's read
/// transaction, `to` written inside its write transaction.
struct RowCopy
{
    QSqlDatabase &from;
    QSqlDatabase &to;
    const SqlDialect &toDialect;
    QString fromName; ///< what errors about reading name
    QString toName;   ///< what errors about writing name
    const ProgressCallback &progress;
    qint64 done = 0;
    qint64 total = 0;
    // The insert statements, kept until the copy's transaction has ended: PostgreSQL cannot free a prepared
    // statement inside a transaction that a failed row aborted, and Qt SQL would warn on stderr.
    std::vector<std::unique_ptr<QSqlQuery>> statements{};
};

Result<qint64> countRows(QSqlDatabase &db, const QStringList &tables, const QString &name)
{
    qint64 rows = 0;
    for (const QString &table : tables) {
        const QString what = QCoreApplication::translate("StudyTransfer", "cannot read the table '%1'").arg(table);
        QSqlQuery q(db);
        if (Status s = execSql(q, QStringLiteral("SELECT count(*) FROM %1").arg(table), what, name); !s)
            return s.error();
        if (!q.next())
            return queryError(q, what, name);
        rows += q.value(0).toLongLong();
    }
    return rows;
}

/// Copies every row of `table` with all its columns (ids included). Returns the table's column names.
Result<QStringList> copyTable(RowCopy &copy, const QString &table)
{
    // One rating off its scale (NaN, say, which a study file cannot even hold) is left out with a warning naming
    // it, instead of failing the copy for everyone. The scales are read first: the rows stream on one connection.
    std::optional<RatingScales> scales;
    if (table == QLatin1String("ratings")) {
        Result<RatingScales> loaded = RatingScales::read(copy.from, copy.fromName);
        if (!loaded)
            return loaded.error();
        scales = std::move(loaded).value();
    }
    QSqlQuery read(copy.from);
    read.setForwardOnly(true);
    const QString cannotRead = QCoreApplication::translate("StudyTransfer", "cannot read the table '%1'").arg(table);
    if (Status s = execSql(read, QStringLiteral("SELECT * FROM %1").arg(table), cannotRead, copy.fromName); !s)
        return s.error();
    const QSqlRecord record = read.record();
    QStringList columns;
    QStringList marks;
    for (int i = 0; i < record.count(); ++i) {
        columns << record.fieldName(i).toLower();
        marks << QStringLiteral("?");
    }
    const bool meta = table == QLatin1String("study_meta");
    QString sql = QStringLiteral("INSERT INTO %1(%2) VALUES (%3)")
                      .arg(table, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")));
    // The target wrote its own `created` when it was made; the study's own date replaces it.
    if (meta)
        sql += copy.toDialect.upsertClause({QStringLiteral("key")}, {QStringLiteral("value")});
    QSqlQuery &write = *copy.statements.emplace_back(std::make_unique<QSqlQuery>(copy.to));
    if (Status s = prepareOrFail(write, sql,
                                 QCoreApplication::translate("StudyTransfer", "cannot write the table '%1'").arg(table),
                                 copy.toName);
        !s)
        return s.error();
    const int keyColumn = columns.indexOf(QStringLiteral("key"));
    const int idColumn = columns.indexOf(QStringLiteral("id"));
    const int valueColumn = columns.indexOf(QStringLiteral("value"));
    const int dimensionColumn = columns.indexOf(QStringLiteral("dimension_id"));
    while (read.next()) {
        if (meta && keptByTarget(read.value(keyColumn).toString()))
            continue;
        if (scales
            && !scales->admits(read.value(idColumn), read.value(dimensionColumn).toLongLong(),
                               read.value(valueColumn).toDouble()))
            continue;
        for (int i = 0; i < columns.size(); ++i) {
            if (read.isNull(i)) {
                write.bindValue(i, QVariant(record.field(i).metaType()));
                continue;
            }
            const QVariant value = read.value(i);
            // A driver may hand back '' as a null QString, which Qt SQL would bind as NULL in a NOT NULL column.
            write.bindValue(i, value.typeId() == QMetaType::QString ? sqlText(value.toString()) : value);
        }
        if (Status s =
                execOrFail(write,
                           QCoreApplication::translate("StudyTransfer", "cannot copy row %1 of the table '%2'")
                               .arg(idColumn >= 0 ? read.value(idColumn).toString() : QStringLiteral("?"), table),
                           copy.toName);
            !s)
            return s.error();
        if (!reportProgress(copy.progress, ++copy.done, copy.total))
            return Error{QCoreApplication::translate("StudyTransfer", "cancelled"), copy.toName};
    }
    if (read.lastError().isValid())
        return queryError(read, cannotRead, copy.fromName);
    return columns;
}

/// The root-relative paths of every file the study names (sources, ground truths, outputs, masks), sorted.
Result<QStringList> referencedPaths(QSqlDatabase &db, const QString &name)
{
    QSqlQuery q(db);
    if (Status s = execSql(q,
                           QStringLiteral("SELECT p FROM (SELECT source_path AS p FROM items UNION SELECT"
                                          " ground_truth_path FROM items UNION SELECT path FROM outputs UNION SELECT"
                                          " path FROM masks) AS paths WHERE p <> '' ORDER BY p"),
                           QCoreApplication::translate("StudyTransfer", "cannot read the study's image paths"), name);
        !s)
        return s.error();
    QStringList paths;
    while (q.next())
        paths << q.value(0).toString();
    return paths;
}

/// Copies the study file into the freshly created server study: rows in one transaction, then the files.
Status fillServerStudy(StudyStore &source, StudyStore &target, const ProgressCallback &progress,
                       QStringList *missingFiles)
{
    QSqlDatabase &from = source.database();
    // One read transaction on the file, so that the rows and the paths come from one state of the study even if the
    // window writes to it meanwhile.
    ReadSnapshot snapshot(from, source.dialect());
    if (Status s =
            snapshot.begin(QCoreApplication::translate("StudyTransfer", "cannot read the study"), source.filePath());
        !s)
        return s;

    QStringList tables = schema::tablesInOrder(source.dialect());
    tables.erase(std::remove_if(tables.begin(), tables.end(), [](const QString &t) { return !copiedAsRows(t); }),
                 tables.end());
    const Result<qint64> rows = countRows(from, tables, source.filePath());
    if (!rows)
        return rows.error();
    const Result<QStringList> paths = referencedPaths(from, source.filePath());
    if (!paths)
        return paths.error();
    QStringList present;
    for (const QString &path : paths.value()) {
        if (QFileInfo(QDir(source.rootDir()).filePath(path)).isFile())
            present << path;
        else if (missingFiles)
            *missingFiles << path;
    }

    RowCopy copy{from,
                 target.database(),
                 target.dialect(),
                 source.filePath(),
                 target.filePath(),
                 progress,
                 0,
                 rows.value() + present.size()};
    Status copied = runInWriteTransaction(
        target.database(), target.dialect(), target.filePath(),
        QCoreApplication::translate("StudyTransfer", "cannot copy the study"), [&]() -> Status {
            for (const QString &table : std::as_const(tables)) {
                const Result<QStringList> columns = copyTable(copy, table);
                if (!columns)
                    return columns.error();
                if (!columns.value().contains(QStringLiteral("id")))
                    continue;
                // Rows came with their ids, which the identity sequence did not hand out: the next row the
                // server numbers must come after them. `false`: the value given is the next one, so an empty
                // table starts at 1.
                QSqlQuery q(target.database());
                if (Status s =
                        execSql(q,
                                QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), "
                                               "COALESCE(max(id), 0) + 1, false) FROM %1")
                                    .arg(table),
                                QCoreApplication::translate("StudyTransfer", "cannot number new rows of the table '%1'")
                                    .arg(table),
                                target.filePath());
                    !s)
                    return s;
            }
            return Status::success();
        });
    if (!copied)
        return copied;

    const qint64 rowsDone = copy.done;
    return blobstore::putFiles(target.database(), target.dialect(), target.filePath(), source.rootDir(), present,
                               [&](qint64 done, qint64) {
                                   return reportProgress(progress, rowsDone + done, copy.total);
                               });
}

/// Removes what a failed pull wrote: the study file with SQLite's companions, and the image folder (only what
/// the pull put there: it was missing or empty before).
void removePulled(const QString &outFile, const QString &images, bool imagesExisted)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(outFile + QLatin1String(suffix));
    QDir(images).removeRecursively();
    if (imagesExisted)
        QDir().mkpath(images);
}

/// Copies the rows of the server study (inside the caller's snapshot) into the new study file.
Status fillFile(StudyStore &server, StudyStore &file, const ProgressCallback &progress)
{
    QStringList tables = schema::tablesInOrder(file.dialect());
    tables.erase(std::remove_if(tables.begin(), tables.end(), [](const QString &t) { return !copiedAsRows(t); }),
                 tables.end());
    const Result<qint64> rows = countRows(server.database(), tables, server.filePath());
    if (!rows)
        return rows.error();
    RowCopy copy{server.database(), file.database(), file.dialect(), server.filePath(), file.filePath(), progress, 0,
                 rows.value()};
    // SQLite numbers a new row after the largest id in its table, so ids copied as they are need no more care.
    return runInWriteTransaction(file.database(), file.dialect(), file.filePath(),
                                 QCoreApplication::translate("StudyTransfer", "cannot copy the study"),
                                 [&]() -> Status {
                                     for (const QString &table : std::as_const(tables))
                                         if (const Result<QStringList> columns = copyTable(copy, table); !columns)
                                             return columns.error();
                                     return Status::success();
                                 });
}

} // namespace

QString pulledImagesFolder(const QString &outFile)
{
    const QFileInfo info(outFile);
    return QDir::cleanPath(info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("-images")));
}

namespace {

/// `url` as a server study's location, or why it is not one.
Result<StudyLocation> serverLocation(const QString &url)
{
    Result<StudyLocation> location = StudyLocation::parse(url);
    if (location && !location.value().isServer())
        return Error{QCoreApplication::translate("StudyTransfer", "not a server study URL "
                                                                  "(postgresql://user@host/database?study=NAME)"),
                     url};
    return location;
}

} // namespace

Result<QString> publishStudy(const QString &studyFile, const QString &url, const ProgressCallback &progress,
                             QStringList *missingFiles)
{
    if (StudyLocation::isServerUrl(studyFile))
        return Error{QCoreApplication::translate("StudyTransfer",
                                                 "publish copies a study file (.editlens) to a server; this is a "
                                                 "server URL")};
    const Result<StudyLocation> location = serverLocation(url);
    if (!location)
        return location.error();
    Result<std::unique_ptr<StudyStore>> source = StudyStore::open(studyFile);
    if (!source)
        return source.error();
    // Refuses a study that exists already, naming it; nothing is written then.
    Result<std::unique_ptr<StudyStore>> target = server::createStudy(url, source.value()->rootDir());
    if (!target)
        return target.error();
    StudyStore &server = *target.value();
    const QString shown = server.filePath();
    const QString cannotMark = QCoreApplication::translate("StudyTransfer", "cannot mark the study's publish");

    // Marked first, cleared last: a publish that dies in between (the server or this process killed) cannot
    // remove its study, and the mark keeps every open from taking the rows without their files for the study.
    Status filled =
        execute(server.database(),
                QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                    + server.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}),
                {QString(publishmark::key), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}, shown, cannotMark);
    if (filled)
        filled = fillServerStudy(*source.value(), server, progress, missingFiles);
    if (filled)
        filled = execute(server.database(), QStringLiteral("DELETE FROM study_meta WHERE key = ?"),
                         {QString(publishmark::key)}, shown, cannotMark);
    if (filled)
        return shown;
    // The study did not exist before this call: a half-filled one would only mislead the annotators who open it.
    Error error = filled.error();
    if (Status removed = removeCreatedStudy(std::move(target).value()); !removed)
        error.message += QStringLiteral("; ") + removed.error().message;
    return error;
}

Status removeCreatedStudy(std::unique_ptr<StudyStore> store)
{
    if (!store->isServer()) {
        const QString path = store->filePath();
        store.reset(); // closed before its files go
        for (const char *suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(path + QLatin1String(suffix));
        return Status::success();
    }
    const QString schema = store->location().study();
    QSqlQuery drop(store->database());
    Status dropped =
        execSql(drop, QStringLiteral("DROP SCHEMA %1 CASCADE").arg(schema),
                QCoreApplication::translate("StudyTransfer", "the incomplete server study '%1' could not be removed")
                    .arg(schema),
                store->filePath());
    if (!dropped) {
        // The owner can finish the job by hand: the message ends with the statement to run.
        Error error = dropped.error();
        //: Follows "the incomplete server study 'NAME' could not be removed: <the server's words>"; %1 is the
        //: study's schema, in an SQL statement the user runs by hand (not to be translated).
        error.message +=
            QCoreApplication::translate("StudyTransfer", "; remove it with DROP SCHEMA %1 CASCADE").arg(schema);
        return error;
    }
    return Status::success();
}

Status pullStudy(const QString &url, const QString &outFile, const ProgressCallback &progress)
{
    if (StudyLocation::isServerUrl(outFile))
        return Error{QCoreApplication::translate("StudyTransfer",
                                                 "pull writes a study file (.editlens); give a file name, not a URL")};
    const Result<StudyLocation> location = serverLocation(url);
    if (!location)
        return location.error();
    const QString out = QFileInfo(outFile).absoluteFilePath();
    if (QFileInfo::exists(out))
        return Error{QCoreApplication::translate("StudyTransfer", "a file with this name already exists; it was left "
                                                                  "as it is"),
                     out};
    const QString images = pulledImagesFolder(out);
    const QFileInfo imagesInfo(images);
    const bool imagesExisted = imagesInfo.exists();
    if (imagesExisted
        && (!imagesInfo.isDir()
            || !QDir(images).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)))
        return Error{QCoreApplication::translate("StudyTransfer",
                                                 "the pulled study's image folder already exists and is not empty; "
                                                 "move it or pull into another file name"),
                     images};

    // Opening fetches every file into the new image folder, checked against its sha256.
    Result<std::unique_ptr<StudyStore>> server = StudyStore::open(url, progress, images);
    if (!server) {
        removePulled(out, images, imagesExisted);
        return server.error();
    }
    QSqlDatabase &db = server.value()->database();
    const QString shown = server.value()->filePath();
    ReadSnapshot snapshot(db, server.value()->dialect());
    if (Status s = snapshot.begin(QCoreApplication::translate("StudyTransfer", "cannot read the study"), shown); !s) {
        removePulled(out, images, imagesExisted);
        return s;
    }

    auto failed = [&](std::unique_ptr<StudyStore> file, const Error &e) -> Status {
        file.reset(); // closed before its files are removed
        removePulled(out, images, imagesExisted);
        return e;
    };
    // Files may have changed between the open and the snapshot: bring them to the snapshot's state (a file
    // already fetched with the right content is not fetched again).
    if (Result<blobstore::SyncReport> synced = blobstore::syncCache(db, shown, images); !synced)
        return failed(nullptr, synced.error());
    Result<std::unique_ptr<StudyStore>> file = StudyStore::create(out, images);
    if (!file) {
        // Nothing of ours at `out` when it appeared meanwhile: only the images go.
        QDir(images).removeRecursively();
        if (imagesExisted)
            QDir().mkpath(images);
        return file.error();
    }
    if (Status s = fillFile(*server.value(), *file.value(), progress); !s)
        return failed(std::move(file).value(), s.error());
    return Status::success();
}

} // namespace editlens::core
