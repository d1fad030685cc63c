#include "inference/filehashcache.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMutexLocker>

namespace editlens::core {

Result<QString> FileHashCache::sha256(const QString &filePath)
{
    const QFileInfo info(filePath);
    const QString key = info.absoluteFilePath();
    const qint64 size = info.size();
    const QDateTime modified = info.lastModified();
    {
        QMutexLocker lock(&m_mutex);
        const auto it = m_entries.constFind(key);
        if (it != m_entries.constEnd() && it->size == size && it->modified == modified)
            return it->hex;
    }

    QFile file(key);
    if (!file.open(QIODevice::ReadOnly))
        return Error(QCoreApplication::translate("FileHashCache", "cannot open the file to verify it: %1")
                         .arg(file.errorString()),
                     filePath);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return Error(QCoreApplication::translate("FileHashCache", "cannot read the file to verify it: %1")
                         .arg(file.errorString()),
                     filePath);
    const QString hex = QString::fromLatin1(hash.result().toHex());

    QMutexLocker lock(&m_mutex);
    m_entries.insert(key, Entry{size, modified, hex});
    ++m_hashed;
    return hex;
}

int FileHashCache::hashedFiles() const
{
    QMutexLocker lock(&m_mutex);
    return m_hashed;
}

} // namespace editlens::core
