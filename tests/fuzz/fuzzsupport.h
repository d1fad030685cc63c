#pragma once

// Shared by every fuzz harness (FUZZING.md): a scratch folder per input, small valid images to sit beside
// the fuzzed text, and the import check every importer target runs. Header-only on purpose: each harness is
// one executable, built both against libFuzzer and against replaymain.cpp.

#include "io/formatregistry.h"
#include "io/importer.h"
#include "storage/studystore.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace editlens::fuzz {

// Qt's plugins (QSQLITE, image formats) want an application object; one per process, never destroyed,
// because libFuzzer leaves through exit() at any moment. Warnings are dropped: most inputs are invalid and
// printing every complaint would slow fuzzing to a crawl; a fatal message still aborts.
inline void ensureApplication()
{
    static QCoreApplication *app = [] {
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
            if (type == QtFatalMsg) {
                std::fprintf(stderr, "qFatal: %s\n", qUtf8Printable(message));
                std::abort();
            }
        });
        static int argc = 1;
        static char name[] = "editlens-fuzz";
        static char *argv[] = {name, nullptr};
        return new QCoreApplication(argc, argv);
    }();
    Q_UNUSED(app);
}

/// A harness invariant does not hold: print it and abort, which libFuzzer and the replay driver report as a failure.
[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "fuzz invariant violated: %s%s%s\n", what, detail.isEmpty() ? "" : ": ",
                 qUtf8Printable(detail));
    std::abort();
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// Splits one fuzz input into the texts of several files at each line "@@@@" (the separator's own newlines
/// dropped). Fewer parts than files means the later files are absent.
inline QList<QByteArray> splitFiles(const QByteArray &input)
{
    static const QByteArray separator = QByteArrayLiteral("\n@@@@\n");
    QList<QByteArray> parts;
    qsizetype from = 0;
    for (qsizetype at = input.indexOf(separator); at >= 0; at = input.indexOf(separator, from)) {
        parts << input.mid(from, at - from);
        from = at + separator.size();
    }
    parts << input.mid(from);
    return parts;
}

// Scratch folders go to /dev/shm where there is one: SQLite syncs every transaction, and a sync on tmpfs costs
// nothing, which makes each input about four times faster than on disk.
inline QString scratchBase()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    return shm.isDir() && shm.isWritable() ? shm.filePath() : QDir::tempPath();
}

/// One input's scratch folder: the study, its image root and the files the importer reads. Removed afterwards.
class Workspace
{
public:
    Workspace() : m_dir(scratchBase() + QStringLiteral("/editlens-fuzz-XXXXXX"))
    {
        ensureApplication();
        if (!m_dir.isValid())
            fail("cannot create a temporary folder", m_dir.errorString());
    }

    QString root() const { return m_dir.path(); }
    QString path(const QString &relative) const { return m_dir.filePath(relative); }

    void write(const QString &relative, const QByteArray &content) const
    {
        const QString file = path(relative);
        QDir().mkpath(QFileInfo(file).absolutePath());
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            fail("cannot write", file);
    }

    /// A small valid PNG of one colour.
    void writeImage(const QString &relative, QSize size, Qt::GlobalColor color) const
    {
        QImage image(size, QImage::Format_RGB32);
        image.fill(color);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG"))
            fail("cannot encode a PNG");
        write(relative, png);
    }

private:
    QTemporaryDir m_dir;
};

inline const core::FormatRegistry &registry()
{
    static const core::FormatRegistry *formats = [] {
        auto *r = new core::FormatRegistry;
        r->registerBuiltins();
        return r;
    }();
    return *formats;
}

inline core::StudyCounts countsOf(const core::StudyStore &store)
{
    core::Result<core::StudyCounts> counts = store.counts();
    if (!counts)
        fail("cannot count the study", counts.error().message);
    return counts.value();
}

inline bool sameCounts(const core::StudyCounts &a, const core::StudyCounts &b)
{
    return a.items == b.items && a.outputs == b.outputs && a.systems == b.systems && a.annotators == b.annotators
           && a.ratings == b.ratings && a.preferences == b.preferences && a.differences == b.differences
           && a.coherenceLabels == b.coherenceLabels && a.masks == b.masks && a.scores == b.scores
           && a.judgeVotes == b.judgeVotes;
}

/// Imports `source` with format `formatId` into a fresh study rooted at the workspace, then once more into the
/// study that now holds the first import (the merge path). Whatever the bytes: nothing crashes, a failed import
/// leaves the study exactly as it was, and a successful one leaves a study that passes SQLite's integrity check
/// and loads back. `study` names the study file; `baseManifest`, when given, is a valid manifest imported first,
/// for formats that attach to items already stored.
inline void checkImport(const Workspace &ws, const QString &formatId, const QString &source,
                        const core::ImportOptions &options = {}, const QString &study = QStringLiteral("fuzz.editlens"),
                        const QString &baseManifest = {})
{
    Q_UNUSED(registry().detect(source)); // detection only peeks, but peeks at the same bytes

    auto created = core::StudyStore::create(ws.path(study), ws.root());
    if (!created)
        fail("cannot create a study", created.error().message);
    core::StudyStore &store = *created.value();
    if (!baseManifest.isEmpty()) {
        if (const auto base = core::importInto(store, registry(), QStringLiteral("manifest"), baseManifest, {}); !base)
            fail("the base manifest does not import", base.error().message);
    }

    core::StudyCounts before = countsOf(store);
    for (int round = 0; round < 2; ++round) {
        const auto imported = core::importInto(store, registry(), formatId, source, options);
        const core::StudyCounts after = countsOf(store);
        if (!imported) {
            if (!sameCounts(before, after))
                fail("a failed import changed the study", imported.error().message);
            continue;
        }
        if (const QString check = store.integrityCheck(); check != QLatin1String("ok"))
            fail("the study fails SQLite's integrity check after an import", check);
        if (const auto loaded = store.load(); !loaded)
            fail("an imported study does not load back", loaded.error().message);
        before = after;
    }
}

} // namespace editlens::fuzz
