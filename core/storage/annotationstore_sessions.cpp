// AnnotationStore: masks, sessions and submissions (the rest is in annotationstore.cpp).
#include "annotationstore.h"

#include "storage/blobstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QAtomicInteger>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime parseTime(const QString &s)
{
    if (s.isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(s, Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

QVariant outputOrNull(qint64 outputId)
{
    return outputId > 0 ? QVariant(outputId) : QVariant(QMetaType::fromType<qint64>());
}

bool isMaskKind(const QString &kind)
{
    return kind == QLatin1String("edit_region") || kind == QLatin1String("origin") || kind == QLatin1String("edit")
           || kind == QLatin1String("preserve");
}

// Removes the annotator's own row for `key` (the file is left to the caller): shared by saving and deleting a mask.
Status deleteOwnMaskRow(const QSqlDatabase &db, const MaskKey &key, const QString &what, const QString &file)
{
    QSqlQuery del(db);
    return execBound(del,
                     QStringLiteral(
                         "DELETE FROM masks WHERE item_id = ? AND output_id IS NOT DISTINCT FROM ? AND kind = ?"
                         " AND origin_kind = ? AND origin = ?"),
                     {key.itemId, outputOrNull(key.outputId), sqlText(key.kind), originKindName(OriginKind::Annotator),
                      sqlText(key.annotator)},
                     what, file);
}

const QLatin1String maskFolder("annotations/masks/");

// A new name for every version of a mask, so that the row switches atomically from the old file to the new one.
QString newMaskPath(const MaskKey &key, qint64 annotatorId)
{
    static QAtomicInteger<quint32> counter;
    return maskFolder
           + QStringLiteral("i%1-o%2-a%3-%4-%5-%6.png")
                 .arg(key.itemId)
                 .arg(key.outputId)
                 .arg(annotatorId)
                 .arg(key.kind)
                 .arg(QDateTime::currentMSecsSinceEpoch())
                 .arg(counter.fetchAndAddRelaxed(1));
}

// Only files the study wrote itself are removed when a mask is replaced or deleted: an imported annotator mask may
// be a dataset's file, reached through a link in the root, that the study does not own.
void removeOwnMaskFile(const StudyPaths &paths, const QString &rel)
{
    if (rel.startsWith(maskFolder))
        QFile::remove(paths.toAbsolute(rel));
}

} // namespace

Result<QString> AnnotationStore::maskPath(const MaskKey &key) const
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT path FROM masks WHERE item_id = ? AND output_id IS NOT DISTINCT FROM ? AND kind = ?"
                       " AND origin_kind = ? AND origin = ?"));
    q.addBindValue(key.itemId);
    q.addBindValue(outputOrNull(key.outputId));
    q.addBindValue(sqlText(key.kind));
    q.addBindValue(originKindName(OriginKind::Annotator));
    q.addBindValue(sqlText(key.annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read masks"),
                        sqlErrorText(q.lastError()));
    return q.next() ? q.value(0).toString() : QString(QStringLiteral(""));
}

Result<QImage> AnnotationStore::mask(const MaskKey &key) const
{
    Result<QString> rel = maskPath(key);
    if (!rel)
        return rel.error();
    if (rel.value().isEmpty())
        return QImage();
    const QString abs = m_store.paths().toAbsolute(rel.value());
    QImage image(abs);
    if (image.isNull())
        return Error{QCoreApplication::translate("AnnotationStore", "cannot read mask image"), abs};
    return image.convertToFormat(QImage::Format_Grayscale8);
}

Status AnnotationStore::saveMask(const MaskKey &key, const QImage &mask)
{
    if (!isMaskKind(key.kind))
        return Error{QCoreApplication::translate("AnnotationStore", "unknown mask kind '%1'").arg(key.kind),
                     m_store.filePath()};
    if (mask.isNull())
        return Error{QCoreApplication::translate("AnnotationStore", "an empty mask cannot be saved"),
                     m_store.filePath()};
    Result<qint64> annotator = ensureAnnotator(key.annotator);
    if (!annotator)
        return annotator.error();
    Result<QString> oldPath = maskPath(key);
    if (!oldPath)
        return oldPath.error();

    const QString rel = newMaskPath(key, annotator.value());
    const QString abs = m_store.paths().toAbsolute(rel);
    if (!QDir().mkpath(QFileInfo(abs).absolutePath()))
        return Error{QCoreApplication::translate("AnnotationStore", "cannot create the mask folder"),
                     QFileInfo(abs).absolutePath()};
    QByteArray png;
    {
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        mask.convertToFormat(QImage::Format_Grayscale8).save(&buffer, "PNG");
    }
    // Unbuffered: a buffered QSaveFile loses the error of its last flush inside commit() (a full disk) and
    // renames an empty file into place.
    QSaveFile file(abs);
    if (png.isEmpty() || !file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || file.write(png) != png.size()
        || !file.commit())
        return Error{
            QCoreApplication::translate("AnnotationStore", "cannot write mask image: %1").arg(file.errorString()), abs};

    const QString what = QCoreApplication::translate("AnnotationStore", "cannot save mask");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status deleted = deleteOwnMaskRow(m_db, key, what, m_store.filePath()); !deleted)
            return deleted;
        QSqlQuery ins(m_db);
        ins.prepare(QStringLiteral("INSERT INTO masks(item_id, output_id, path, kind, origin_kind, origin, updated_at)"
                                   " VALUES (?, ?, ?, ?, ?, ?, ?)"));
        ins.addBindValue(key.itemId);
        ins.addBindValue(outputOrNull(key.outputId));
        ins.addBindValue(rel);
        ins.addBindValue(sqlText(key.kind));
        ins.addBindValue(originKindName(OriginKind::Annotator));
        ins.addBindValue(sqlText(key.annotator));
        ins.addBindValue(now());
        if (Status written = execOrFail(ins, what, m_store.filePath()); !written)
            return written;
        // Annotators of a server study share no file system: the mask travels with the study, in the same commit.
        if (m_store.isServer())
            return blobstore::putBytes(m_db, m_store.filePath(), rel, png);
        return Status::success();
    });
    if (!s) {
        QFile::remove(abs); // the row still points at the old file
        return s;
    }
    removeOwnMaskFile(m_store.paths(), oldPath.value());
    return Status::success();
}

Status AnnotationStore::deleteMask(const MaskKey &key)
{
    Result<QString> oldPath = maskPath(key);
    if (!oldPath)
        return oldPath.error();
    if (oldPath.value().isEmpty())
        return Status::success();
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot delete mask");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what,
                                     [&]() -> Status { return deleteOwnMaskRow(m_db, key, what, m_store.filePath()); });
    if (s)
        removeOwnMaskFile(m_store.paths(), oldPath.value());
    return s;
}

Result<qint64> AnnotationStore::beginSession(const QString &annotator, qint64 itemId)
{
    qint64 id = 0;
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot start an annotation session");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        Result<qint64> ann = annotatorIdInTransaction(annotator);
        if (!ann)
            return ann.error();
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("INSERT INTO annotator_sessions(annotator_id, item_id, started_at) VALUES (?, ?, ?)"
                                 " RETURNING id"));
        q.addBindValue(ann.value());
        q.addBindValue(itemId);
        q.addBindValue(now());
        if (!q.exec() || !q.next())
            return sqlError(what, sqlErrorText(q.lastError()));
        id = q.value(0).toLongLong();
        q.finish();
        return Status::success();
    });
    if (!s)
        return s.error();
    return id;
}

Status AnnotationStore::endSession(qint64 sessionId)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot end an annotation session");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery sel(m_db);
        sel.prepare(QStringLiteral("SELECT started_at FROM annotator_sessions WHERE id = ?"));
        sel.addBindValue(sessionId);
        if (!sel.exec() || !sel.next())
            return sqlError(what, sqlErrorText(sel.lastError()));
        const QDateTime started = parseTime(sel.value(0).toString());
        sel.finish();
        const QDateTime ended = QDateTime::currentDateTimeUtc();
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE annotator_sessions SET ended_at = ?, seconds = ? WHERE id = ?"));
        q.addBindValue(ended.toString(Qt::ISODateWithMs));
        q.addBindValue(started.msecsTo(ended) / 1000.0);
        q.addBindValue(sessionId);
        if (!q.exec())
            return sqlError(what, sqlErrorText(q.lastError()));
        return Status::success();
    });
}

Result<QVector<AnnotatorSession>> AnnotationStore::sessions(const QString &annotator) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT s.id, a.name, s.item_id, s.started_at, s.ended_at, s.seconds"
                             " FROM annotator_sessions s JOIN annotators a ON a.id = s.annotator_id"
                             " WHERE ? = '' OR a.name = ? ORDER BY s.id"));
    q.addBindValue(sqlText(annotator));
    q.addBindValue(sqlText(annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read sessions"),
                        sqlErrorText(q.lastError()));
    QVector<AnnotatorSession> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toLongLong(),
                       parseTime(q.value(3).toString()), parseTime(q.value(4).toString()), q.value(5).toDouble()});
    return out;
}

Status AnnotationStore::submitItem(const QString &annotator, qint64 itemId)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot submit item"),
                                 [&] { return submitItemInTransaction(annotator, itemId, now()); });
}

Status AnnotationStore::submitItemInTransaction(const QString &annotator, qint64 itemId, const QString &at)
{
    Result<qint64> ann = annotatorIdInTransaction(annotator);
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO item_submissions(annotator_id, item_id, submitted_at, locked)"
                             " VALUES (?, ?, ?, 1)")
              + m_store.dialect().upsertClause({QStringLiteral("annotator_id"), QStringLiteral("item_id")},
                                               {QStringLiteral("submitted_at"), QStringLiteral("locked")}));
    q.addBindValue(ann.value());
    q.addBindValue(itemId);
    q.addBindValue(at);
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot submit item"),
                        sqlErrorText(q.lastError()));
    return Status::success();
}

Status AnnotationStore::reviseItem(const QString &annotator, qint64 itemId, const QString &reason)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot reopen item for revision");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE item_submissions SET locked = 0 WHERE item_id = ?"
                                 " AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"));
        q.addBindValue(itemId);
        q.addBindValue(sqlText(annotator));
        if (!q.exec())
            return sqlError(what, sqlErrorText(q.lastError()));
        if (q.numRowsAffected() != 1)
            return Error{QCoreApplication::translate("AnnotationStore", "item %1 was not submitted by '%2'")
                             .arg(itemId)
                             .arg(annotator),
                         m_store.filePath()};
        QSqlQuery log(m_db);
        log.prepare(QStringLiteral("INSERT INTO revise_log(annotator_id, item_id, at, reason)"
                                   " VALUES ((SELECT id FROM annotators WHERE name = ?), ?, ?, ?)"));
        log.addBindValue(sqlText(annotator));
        log.addBindValue(itemId);
        log.addBindValue(now());
        log.addBindValue(sqlText(reason));
        if (!log.exec())
            return sqlError(what, sqlErrorText(log.lastError()));
        return Status::success();
    });
}

Result<Submission> AnnotationStore::submission(const QString &annotator, qint64 itemId) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT s.submitted_at, s.locked, (SELECT count(*) FROM revise_log l WHERE l.item_id = s.item_id"
        " AND l.annotator_id = s.annotator_id) FROM item_submissions s JOIN annotators a ON a.id = s.annotator_id"
        " WHERE s.item_id = ? AND a.name = ?"));
    q.addBindValue(itemId);
    q.addBindValue(sqlText(annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read submissions"),
                        sqlErrorText(q.lastError()));
    Submission s;
    if (q.next()) {
        s.submitted = true;
        s.submittedAt = parseTime(q.value(0).toString());
        s.locked = q.value(1).toBool();
        s.revisions = q.value(2).toInt();
    }
    return s;
}

} // namespace editlens::core
