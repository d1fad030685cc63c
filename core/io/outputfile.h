#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QFile;
class QSaveFile;

namespace editlens::core {

class StudyStore;
struct StudyData;

/// A file an export or a report writes, and the one place that decides how it is written.
///
/// - A regular file, or a path that does not exist yet, is written through QSaveFile: the old file
///   stays as it was until commit() succeeds, so a failed or cancelled export leaves nothing half-written.
/// - A character device or a FIFO (`/dev/stdout`, a pipe, `/dev/null`) is written in place, unbuffered,
///   and is never replaced by a regular file. Writing to `/dev/full` fails with the system's reason.
/// - A directory, a block device or a socket is refused.
///
/// Every write error, including one of the last bytes, a full disk found only when the file is synced, is
/// remembered and reported by commit() with the system's reason ("No space left on device"): no export says "wrote"
/// after a short write, and a failed write leaves an earlier file of that name as it was.
class OutputFile
{
public:
    explicit OutputFile(QString path);
    ~OutputFile();
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    /// Checks what `path` is and opens it for writing; the error names the file and the reason.
    Status open();
    /// Appends bytes (written in blocks of kBufferBytes); a failure is kept for commit().
    void write(const QByteArray &bytes);
    void write(const char *text);
    /// Finishes the file: renames the temporary file over the target, or flushes a device in place.
    Status commit();
    /// Drops what was written (for a regular file the target is left untouched).
    void cancel();

    const QString &path() const { return m_path; }

private:
    static constexpr qsizetype kBufferBytes = 64 * 1024;

    Status failure(const QString &why) const;
    /// Writes and empties m_buffer through the file's descriptor; the first error goes to m_writeError.
    void writeBuffered();

    QString m_path;
    std::unique_ptr<QSaveFile> m_save;
    std::unique_ptr<QFile> m_direct;
    QByteArray m_buffer;
    QString m_writeError;
};

/// Writes `bytes` to `path` through an OutputFile.
Status writeOutputFile(const QString &path, const QByteArray &bytes);

/// Refuses an output path that is the study file, its SQLite side files (-wal, -shm, -journal) or any
/// image, ground truth or mask the study uses, compared by the file they name (links and `..` resolved,
/// hard links by device and inode), so that an export can never overwrite what it exports.
Status checkOutputTarget(const QString &outPath, const StudyStore &store, const StudyData &study);
/// True when `path` names the study file or one of its SQLite side files (by device and inode, or by resolved
/// path). Checked before anything reads such a path: a read of the study file outside SQLite drops this process's
/// locks on it.
bool isStudyFile(const QString &path, const StudyStore &store);
/// The same check for the study file at `studyFile`, for code that holds no store (the Import dialog).
bool isStudyFile(const QString &path, const QString &studyFile);
/// The same check against an explicit list of files to protect.
Status checkOutputTarget(const QString &outPath, const QStringList &protectedFiles);

} // namespace editlens::core
