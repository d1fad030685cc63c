#include "blobstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>

Q_LOGGING_CATEGORY(lcBlobStore, "editlens.storage.blobs")

namespace editlens::core::blobstore {

namespace {

/// What the cache knows of a local copy without reading it: size, modification time and the hash it had then.
struct CachedFile
{
    qint64 size = -1;
    qint64 modified = -1;
    QString sha256;
};

// One line per file: "sha256 size mtime-ms path". Lets an open skip hashing files that did not change.
QString indexFile(const QString &rootDir)
{
    return QDir(rootDir).filePath(QStringLiteral(".editlens-cache-index"));
}

QHash<QString, CachedFile> readIndex(const QString &rootDir)
{
    QHash<QString, CachedFile> index;
    QFile f(indexFile(rootDir));
    if (!f.open(QIODevice::ReadOnly))
        return index;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).chopped(1);
        const QStringList parts = line.split(QLatin1Char(' '));
        if (parts.size() < 4)
            continue;
        index.insert(parts.mid(3).join(QLatin1Char(' ')),
                     CachedFile{parts[1].toLongLong(), parts[2].toLongLong(), parts[0]});
    }
    return index;
}

void writeIndex(const QString &rootDir, const QHash<QString, CachedFile> &index)
{
    QByteArray text;
    for (auto it = index.cbegin(); it != index.cend(); ++it)
        text += QStringLiteral("%1 %2 %3 %4\n")
                    .arg(it.value().sha256, QString::number(it.value().size), QString::number(it.value().modified),
                         it.key())
                    .toUtf8();
    // Only an optimisation (the next open hashes again when it is missing); unbuffered, so that a full disk leaves
    // the earlier index rather than an empty one renamed into place.
    QSaveFile f(indexFile(rootDir));
    if (f.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && f.write(text) == text.size())
        f.commit();
}

// A path as a study stores it: relative, '/'-separated, with no empty, '.' or '..' segment, so that the file written
// is the one the row names (no cleaning turns one path into another).
bool isCanonicalRelative(const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(QLatin1Char('\\')) || path.contains(QChar(0)))
        return false;
    const QStringList segments = path.split(QLatin1Char('/'));
    for (const QString &segment : segments)
        if (segment.isEmpty() || segment == QLatin1String(".") || segment == QLatin1String(".."))
            return false;
    return true;
}

CachedFile describe(const QFileInfo &info, const QString &sha256)
{
    return CachedFile{info.size(), info.lastModified().toMSecsSinceEpoch(), sha256};
}

} // namespace

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

Status putBytes(QSqlDatabase &db, const QString &study, const QString &relativePath, const QByteArray &bytes)
{
    const QString sha = sha256Hex(bytes);
    QSqlQuery blob(db);
    blob.prepare(QStringLiteral("INSERT INTO blobs(sha256, size, data) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"));
    blob.addBindValue(sha);
    blob.addBindValue(qint64(bytes.size()));
    blob.addBindValue(bytes);
    const QString what = QCoreApplication::translate("BlobStore", "cannot store the file '%1'").arg(relativePath);
    if (Status s = execOrFail(blob, what, study); !s)
        return s;
    QSqlQuery file(db);
    file.prepare(
        QStringLiteral("INSERT INTO files(path, sha256) VALUES (?, ?) ON CONFLICT(path) DO UPDATE SET sha256 = "
                       "excluded.sha256"));
    file.addBindValue(relativePath);
    file.addBindValue(sha);
    return execOrFail(file, what, study);
}

Status putFiles(QSqlDatabase &db, const SqlDialect &dialect, const QString &study, const QString &rootDir,
                const QStringList &relativePaths, const ProgressCallback &progress)
{
    if (relativePaths.isEmpty())
        return Status::success();
    // Paths already stored with the same content are not sent again: one query for all of them.
    QHash<QString, QString> stored;
    {
        QSqlQuery q(db);
        if (Status s = execSql(q, QStringLiteral("SELECT path, sha256 FROM files"),
                               QCoreApplication::translate("BlobStore", "cannot read the study's files"), study);
            !s)
            return s;
        while (q.next())
            stored.insert(q.value(0).toString(), q.value(1).toString());
    }
    return runInWriteTransaction(
        db, dialect, study, QCoreApplication::translate("BlobStore", "cannot store the study's files"),
        [&]() -> Status {
            qint64 done = 0;
            for (const QString &path : relativePaths) {
                if (!reportProgress(progress, done++, relativePaths.size()))
                    return Error{QCoreApplication::translate("BlobStore", "cancelled; no file was stored"), study};
                QFile f(QDir(rootDir).filePath(path));
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray bytes = f.readAll();
                if (stored.value(path) == sha256Hex(bytes))
                    continue;
                if (Status s = putBytes(db, study, path, bytes); !s)
                    return s;
            }
            return Status::success();
        });
}

Result<SyncReport> syncCache(QSqlDatabase &db, const QString &study, const QString &rootDir,
                             const ProgressCallback &progress)
{
    SyncReport report;
    QVector<std::pair<QString, QString>> files; // path, sha256
    {
        QSqlQuery q(db);
        // An annotator under a blinded plan sees no output's file name: el_blind_files names each output image
        // blind/<output id>.<extension> for them (what el_output_path gives the window).
        // A probe that fails leaves the login unblinded on purpose: the read of the files below then reports why.
        bool blinded = false;
        if (db.driverName() == QLatin1String("QPSQL")
            && execSqlFirstRow(q,
                               QStringLiteral("SELECT NOT has_column_privilege('outputs', 'path', 'SELECT') AND"
                                              " to_regprocedure('el_blind_files()') IS NOT NULL"),
                               QStringLiteral("blinding probe"), study))
            blinded = q.value(0).toBool();
        if (Status s = execSql(q,
                               blinded ? QStringLiteral("SELECT path, sha256 FROM files UNION ALL SELECT path, sha256"
                                                        " FROM el_blind_files() ORDER BY path")
                                       : QStringLiteral("SELECT path, sha256 FROM files ORDER BY path"),
                               QCoreApplication::translate("BlobStore", "cannot read the study's files"), study);
            !s)
            return s.error();
        while (q.next())
            files.push_back({q.value(0).toString(), q.value(1).toString()});
    }
    report.files = int(files.size());
    if (files.isEmpty())
        return report;
    if (!QDir().mkpath(rootDir))
        return Error{QCoreApplication::translate("BlobStore", "cannot create the local image cache"), rootDir};
    const QString root = QDir(rootDir).absolutePath();
    QHash<QString, CachedFile> index = readIndex(root);
    QSqlQuery fetch(db);
    fetch.prepare(QStringLiteral("SELECT data FROM blobs WHERE sha256 = ?"));
    auto skip = [&](const QString &path, const QString &why) {
        report.skipped << path;
        qCWarning(lcBlobStore, "%s",
                  qPrintable(QCoreApplication::translate("BlobStore",
                                                         "%1: the study's file row '%2' was left out: %3; nothing "
                                                         "was written for it")
                                 .arg(study, path, why)));
    };
    qint64 done = 0;
    for (const auto &[path, sha] : files) {
        if (!reportProgress(progress, done++, files.size()))
            return Error{QCoreApplication::translate("BlobStore", "cancelled while fetching the study's images"),
                         study};
        // A row is written only to the very file it names, and only inside the cache: one bad row (written by hand
        // or by an older server) is left out with a warning instead of keeping everyone out of the study.
        const QString local = QDir(root).filePath(path);
        if (!isCanonicalRelative(path) || !local.startsWith(root + QLatin1Char('/'))) {
            skip(path, QCoreApplication::translate("BlobStore", "the path is not a plain path inside the study"));
            continue;
        }
        const QFileInfo info(local);
        if (info.isFile()) {
            const CachedFile known = index.value(path);
            const bool unchanged =
                known.size == info.size() && known.modified == info.lastModified().toMSecsSinceEpoch();
            QString localSha = unchanged ? known.sha256 : QString();
            if (localSha.isEmpty()) {
                QFile f(local);
                if (f.open(QIODevice::ReadOnly))
                    localSha = sha256Hex(f.readAll());
                index.insert(path, describe(info, localSha));
            }
            if (localSha == sha)
                continue;
        }
        fetch.addBindValue(sha);
        const QString fetchFailed = QCoreApplication::translate("BlobStore", "cannot fetch the file '%1'").arg(path);
        if (Status s = execOrFail(fetch, fetchFailed, study); !s)
            return s.error();
        if (!fetch.next())
            return Error{fetchFailed + QStringLiteral(": ")
                             + QCoreApplication::translate("BlobStore", "its content is missing on the server"),
                         study};
        const QByteArray bytes = fetch.value(0).toByteArray();
        fetch.finish();
        if (sha256Hex(bytes) != sha)
            return Error{QCoreApplication::translate(
                             "BlobStore", "the server's copy of '%1' does not match its sha256; it was not written")
                             .arg(path),
                         study};
        if (!QDir().mkpath(QFileInfo(local).absolutePath()))
            return Error{QCoreApplication::translate("BlobStore", "cannot create the folder for '%1'").arg(path), root};
        QSaveFile out(local); // unbuffered: every write's error reaches commit(), also the last one's
        if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || out.write(bytes) != bytes.size()
            || !out.commit())
            return Error{
                QCoreApplication::translate("BlobStore", "cannot write the local copy: %1").arg(out.errorString()),
                local};
        index.insert(path, describe(QFileInfo(local), sha));
        ++report.fetched;
    }
    writeIndex(root, index);
    return report;
}

QString cacheRootFor(const QString &host, int port, const QString &database, const QString &study)
{
    QString server = host.isEmpty() ? QStringLiteral("local") : host;
    server.replace(QLatin1Char('/'), QLatin1Char('_'));
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return QDir(base).filePath(QStringLiteral("editlens/studies/%1-%2-%3-%4")
                                   .arg(server, QString::number(port > 0 ? port : 5432), database, study));
}

} // namespace editlens::core::blobstore
