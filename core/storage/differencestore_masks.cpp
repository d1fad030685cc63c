// DifferenceStore: annotator masks (the rest is in differencestore.cpp).
#include "differencestore.h"

#include "storage/annotatorstore.h"
#include "storage/blobstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/storedtime.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QAtomicInteger>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlQuery>

namespace editlens::core {

namespace {

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

Result<QString> DifferenceStore::maskPath(const MaskKey &key) const
{
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT path FROM masks WHERE item_id = ? AND output_id IS NOT DISTINCT"
                                            " FROM ? AND kind = ? AND origin_kind = ? AND origin = ?"),
                             {key.itemId, outputOrNull(key.outputId), sqlText(key.kind),
                              originKindName(OriginKind::Annotator), sqlText(key.annotator)},
                             QCoreApplication::translate("DifferenceStore", "cannot read masks"), m_store.filePath());
        !s)
        return s.error();
    return q.next() ? q.value(0).toString() : QString(QStringLiteral(""));
}

Result<QImage> DifferenceStore::mask(const MaskKey &key) const
{
    Result<QString> rel = maskPath(key);
    if (!rel)
        return rel.error();
    if (rel.value().isEmpty())
        return QImage();
    const QString abs = m_store.paths().toAbsolute(rel.value());
    QImage image(abs);
    if (image.isNull())
        return Error{QCoreApplication::translate("DifferenceStore", "cannot read mask image"), abs};
    return image.convertToFormat(QImage::Format_Grayscale8);
}

Status DifferenceStore::saveMask(const MaskKey &key, const QImage &mask)
{
    if (!isMaskKind(key.kind))
        return Error{QCoreApplication::translate("DifferenceStore", "unknown mask kind '%1'").arg(key.kind),
                     m_store.filePath()};
    if (mask.isNull())
        return Error{QCoreApplication::translate("DifferenceStore", "an empty mask cannot be saved"),
                     m_store.filePath()};
    Result<qint64> annotator = AnnotatorStore(m_store).ensureAnnotator(key.annotator);
    if (!annotator)
        return annotator.error();
    Result<QString> oldPath = maskPath(key);
    if (!oldPath)
        return oldPath.error();

    const QString rel = newMaskPath(key, annotator.value());
    const QString abs = m_store.paths().toAbsolute(rel);
    if (!QDir().mkpath(QFileInfo(abs).absolutePath()))
        return Error{QCoreApplication::translate("DifferenceStore", "cannot create the mask folder"),
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
            QCoreApplication::translate("DifferenceStore", "cannot write mask image: %1").arg(file.errorString()), abs};

    const QString what = QCoreApplication::translate("DifferenceStore", "cannot save mask");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status deleted = deleteOwnMaskRow(m_db, key, what, m_store.filePath()); !deleted)
            return deleted;
        QSqlQuery ins(m_db);
        if (Status written = execBound(ins,
                                       QStringLiteral("INSERT INTO masks(item_id, output_id, path, kind, origin_kind,"
                                                      " origin, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                                       {key.itemId, outputOrNull(key.outputId), rel, sqlText(key.kind),
                                        originKindName(OriginKind::Annotator), sqlText(key.annotator), storedNow()},
                                       what, m_store.filePath());
            !written)
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

Status DifferenceStore::deleteMask(const MaskKey &key)
{
    Result<QString> oldPath = maskPath(key);
    if (!oldPath)
        return oldPath.error();
    if (oldPath.value().isEmpty())
        return Status::success();
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot delete mask");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what,
                                     [&]() -> Status { return deleteOwnMaskRow(m_db, key, what, m_store.filePath()); });
    if (s)
        removeOwnMaskFile(m_store.paths(), oldPath.value());
    return s;
}

} // namespace editlens::core
