#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QString>

namespace editlens::core {

/// sha256 of files, cached in memory per (absolute path, size, modification time): a model file is hashed once
/// per session unless it changes. Owned by whoever owns the model runtime; thread-safe (one mutex; hashing itself
/// runs outside the lock, so two threads may hash the same new file once each).
class FileHashCache
{
public:
    /// Lower-case hex sha256 of the file's bytes. Error when the file cannot be opened or read.
    Result<QString> sha256(const QString &filePath);
    /// How many files were actually read and hashed (cache misses); for tests and diagnostics.
    int hashedFiles() const;

private:
    struct Entry
    {
        qint64 size = -1;
        QDateTime modified;
        QString hex;
    };
    mutable QMutex m_mutex;
    QHash<QString, Entry> m_entries;
    int m_hashed = 0;
};

} // namespace editlens::core
