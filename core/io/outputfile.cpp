#include "outputfile.h"

#include "storage/studystore.h"
#include "study/studydata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <optional>
#include <tuple>
#include <utility>

#include <sys/stat.h>
#include <unistd.h>

namespace editlens::core {

namespace {

struct FileId
{
    dev_t device = 0;
    ino_t inode = 0;
    bool operator<(const FileId &o) const { return std::tie(device, inode) < std::tie(o.device, o.inode); }
};

std::optional<FileId> fileId(const QString &path)
{
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return FileId{st.st_dev, st.st_ino};
}

// The path with links and `..` resolved as far as it exists: a file that does not exist yet is
// named by its resolved folder plus its own name.
QString resolvedPath(const QString &path)
{
    const QFileInfo info(path);
    QString canonical = info.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    return QDir::cleanPath((dir.isEmpty() ? info.absolutePath() : dir) + QLatin1Char('/') + info.fileName());
}

} // namespace

OutputFile::OutputFile(QString path) : m_path(std::move(path))
{
}

OutputFile::~OutputFile()
{
    cancel();
}

Status OutputFile::failure(const QString &why) const
{
    return Error{QCoreApplication::translate("OutputFile", "cannot write: %1").arg(why), m_path};
}

Status OutputFile::open()
{
    if (m_path.isEmpty())
        return Error{QCoreApplication::translate("OutputFile", "no output file named")};
    struct stat st;
    const QByteArray native = QFile::encodeName(m_path);
    if (::stat(native.constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (S_ISDIR(st.st_mode))
            return failure(QCoreApplication::translate("OutputFile", "it is a folder; name a file"));
        if (!S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode))
            return failure(QCoreApplication::translate(
                "OutputFile", "it is neither a regular file, a character device nor a pipe; refusing to write to it"));
        // A device or pipe is written in place: renaming a temporary file over it would replace it.
        m_direct = std::make_unique<QFile>(m_path);
        if (!m_direct->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            const QString why = m_direct->errorString();
            m_direct.reset();
            return failure(why);
        }
        return Status::success();
    }
    m_save = std::make_unique<QSaveFile>(m_path);
    // Unbuffered, and written through its descriptor (writeBuffered()): QSaveFile's own buffer is flushed inside
    // commit(), which does not report that flush's error and renames the short temporary file over the target.
    if (!m_save->open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        const QString why = m_save->errorString();
        m_save.reset();
        return failure(why);
    }
    return Status::success();
}

void OutputFile::write(const QByteArray &bytes)
{
    if (!m_writeError.isEmpty() || bytes.isEmpty())
        return;
    if (!m_save && !m_direct) {
        m_writeError = QCoreApplication::translate("OutputFile", "the file is not open");
        return;
    }
    m_buffer.append(bytes);
    if (m_buffer.size() >= kBufferBytes)
        writeBuffered();
}

void OutputFile::writeBuffered()
{
    const int fd = m_save ? m_save->handle() : (m_direct ? m_direct->handle() : -1);
    qsizetype done = 0;
    while (m_writeError.isEmpty() && done < m_buffer.size()) {
        // write(2) directly: its errno is the reason (ENOSPC: "No space left on device"); QFileDevice turns a
        // short write into "Unknown error".
        const ssize_t n = fd < 0 ? -1 : ::write(fd, m_buffer.constData() + done, size_t(m_buffer.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            m_writeError =
                fd < 0 ? QCoreApplication::translate("OutputFile", "the file is not open") : qt_error_string(errno);
        else if (n == 0)
            m_writeError = QCoreApplication::translate("OutputFile", "short write");
        else
            done += n;
    }
    m_buffer.clear();
}

void OutputFile::write(const char *text)
{
    write(QByteArray::fromRawData(text, qsizetype(std::strlen(text))));
}

Status OutputFile::commit()
{
    writeBuffered();
    // A regular file's blocks may be allocated only when it is synced (delayed allocation, network file systems):
    // the sync's error, too, must stop the rename. QSaveFile::commit() syncs again but ignores the result.
    if (m_writeError.isEmpty() && m_save && ::fsync(m_save->handle()) != 0)
        m_writeError = qt_error_string(errno);
    if (!m_writeError.isEmpty()) {
        const QString why = m_writeError;
        cancel();
        return failure(why);
    }
    if (m_save) {
        const bool ok = m_save->commit();
        const QString why = m_save->errorString();
        m_save.reset();
        return ok ? Status::success() : failure(why);
    }
    if (m_direct) {
        m_direct->close();
        const bool ok = m_direct->error() == QFileDevice::NoError;
        const QString why = m_direct->errorString();
        m_direct.reset();
        return ok ? Status::success() : failure(why);
    }
    return failure(QCoreApplication::translate("OutputFile", "the file is not open"));
}

void OutputFile::cancel()
{
    m_buffer.clear();
    if (m_save) {
        m_save->cancelWriting();
        m_save.reset();
    }
    if (m_direct) {
        m_direct->close();
        m_direct.reset();
    }
}

Status writeOutputFile(const QString &path, const QByteArray &bytes)
{
    OutputFile file(path);
    if (Status s = file.open(); !s)
        return s;
    file.write(bytes);
    return file.commit();
}

Status checkOutputTarget(const QString &outPath, const QStringList &protectedFiles)
{
    if (outPath.isEmpty())
        return Error{QCoreApplication::translate("OutputFile", "no output file named")};
    // An existing OUT is compared by the file it is (links, `..` and hard links all resolve to one
    // device and inode); a new one by its resolved path, which catches a side file not there yet (-wal).
    const std::optional<FileId> outId = fileId(outPath);
    const QString out = outId ? QString() : resolvedPath(outPath);
    for (const QString &file : protectedFiles) {
        if (file.isEmpty())
            continue;
        bool same = false;
        if (outId) {
            const std::optional<FileId> id = fileId(file);
            same = id && !(*id < *outId) && !(*outId < *id);
        } else {
            same = resolvedPath(file) == out;
        }
        if (same)
            return Error{QCoreApplication::translate("OutputFile",
                                                     "this is %1, which the study uses; an export never writes over "
                                                     "the study or its images: name another file")
                             .arg(QDir::toNativeSeparators(file)),
                         outPath};
    }
    return Status::success();
}

namespace {

QStringList studyFiles(const QString &studyFile)
{
    return {studyFile, studyFile + QStringLiteral("-wal"), studyFile + QStringLiteral("-shm"),
            studyFile + QStringLiteral("-journal")};
}

} // namespace

bool isStudyFile(const QString &path, const StudyStore &store)
{
    return isStudyFile(path, store.filePath());
}

bool isStudyFile(const QString &path, const QString &studyFile)
{
    return !path.isEmpty() && !checkOutputTarget(path, studyFiles(studyFile));
}

Status checkOutputTarget(const QString &outPath, const StudyStore &store, const StudyData &study)
{
    QStringList files = studyFiles(store.filePath());
    const StudyPaths &paths = store.paths();
    for (const QString &rel : referencedFiles(study))
        files << paths.toAbsolute(rel);
    return checkOutputTarget(outPath, files);
}

} // namespace editlens::core
