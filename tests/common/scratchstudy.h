#pragma once

// Scaffolding the core and UI tests share: scratch files and studies in a temporary folder, look-ups into a loaded
// study, and the checks every importer's error cases make. The helpers that check use QVERIFY/QCOMPARE, so a failure
// is reported against the test function that called them (which then carries on, as after any failed helper).
#include "io/formatregistry.h"
#include "io/importer.h"
#include "server/serverstudy.h"
#include "storage/studystore.h"
#include "studyengine.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace editlens::testing {

/// Writes `text` to `path`, creating the folders on the way.
inline void writeText(const QString &path, const QByteArray &text)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(text);
}

/// The bytes of `path`, or empty when it cannot be read.
inline QByteArray readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Saves a `size` image (pixels) filled with `color` to `path` (format from the suffix), creating the folders.
inline void writeImage(const QString &path, QSize size, const QColor &color)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QImage image(size, QImage::Format_RGB32);
    image.fill(color);
    QVERIFY2(image.save(path), qPrintable(path));
}

/// The item of `data` with `key`, or null. Points into `data`.
inline const core::Item *findItem(const core::StudyData &data, const QString &key)
{
    for (const core::Item &item : data.items)
        if (item.key == key)
            return &item;
    return nullptr;
}

/// The output of `item` by `system`, or null. Points into `item`.
inline const core::Output *findOutput(const core::Item &item, const QString &system)
{
    for (const core::Output &o : item.outputs)
        if (o.system == system)
            return &o;
    return nullptr;
}

/// Creates the study file `file` with image root `root`; a test cannot go on without it, so failing aborts the run.
inline std::unique_ptr<core::StudyStore> createStudyOrDie(const QString &file, const QString &root)
{
    auto store = core::server::createStudy(studyLocation(file), root);
    if (!store)
        qFatal("%s", qPrintable(store.error().toString()));
    return std::move(store).value();
}

/// Creates the study file `file` (image root `root`) holding `data`; a test cannot go on without it, so failing
/// aborts the run.
inline std::unique_ptr<core::StudyStore> createStudyWithOrDie(const QString &file, const QString &root,
                                                              const core::StudyData &data)
{
    auto store = createStudyOrDie(file, root);
    if (const core::Status s = store->importData(data); !s)
        qFatal("%s", qPrintable(s.error().toString()));
    return store;
}

/// A temporary folder a test class writes its fixtures and studies into; removed with the object. The studies are
/// numbered study1.editlens, study2.editlens, … so that no two test functions share one. Used as a base of the test
/// class (GUI thread only), whose functions then call path() and newStore() as their own.
class ScratchStudies
{
protected:
    QTemporaryDir m_dir;
    int m_studies = 0;

    /// `name` (relative) inside the scratch folder.
    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// A new empty study whose image root is `root` (the scratch folder when empty).
    std::unique_ptr<core::StudyStore> newStore(const QString &root = {})
    {
        return createStudyOrDie(path(QStringLiteral("study%1.editlens").arg(++m_studies)),
                                root.isEmpty() ? m_dir.path() : root);
    }
};

/// Checks that `result` failed with an error naming `file`, `line` and containing `message`.
template<typename T>
void verifyImportError(const core::Result<T> &result, const QString &file, int line, const QString &message)
{
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.contains(message), qPrintable(result.error().toString()));
    QCOMPARE(result.error().file, file);
    QCOMPARE(result.error().line, line);
}

/// Checks that a failed import left every count of the study as it was `before`.
inline void verifyCountsUnchanged(const core::StudyStore &store, const core::StudyCounts &before)
{
    const auto counts = store.counts();
    QVERIFY2(counts.ok(), counts.ok() ? "" : qPrintable(counts.error().toString()));
    const core::StudyCounts &after = counts.value();
    QCOMPARE(after.items, before.items);
    QCOMPARE(after.outputs, before.outputs);
    QCOMPARE(after.systems, before.systems);
    QCOMPARE(after.annotators, before.annotators);
    QCOMPARE(after.ratings, before.ratings);
    QCOMPARE(after.preferences, before.preferences);
    QCOMPARE(after.differences, before.differences);
    QCOMPARE(after.coherenceLabels, before.coherenceLabels);
    QCOMPARE(after.masks, before.masks);
    QCOMPARE(after.scores, before.scores);
    QCOMPARE(after.judgeVotes, before.judgeVotes);
}

/// Writes `text` to `file` and imports it as `format` into `store`: checks that the import failed naming `file`,
/// `line` and containing `message`, and left every count of the study as it was.
inline void verifyBrokenFileRefused(core::StudyStore &store, const core::FormatRegistry &registry,
                                    const QString &format, const QString &file, const QByteArray &text, int line,
                                    const QString &message, const core::ImportOptions &options = {})
{
    const auto before = store.counts();
    QVERIFY2(before.ok(), before.ok() ? "" : qPrintable(before.error().toString()));
    writeText(file, text);
    verifyImportError(core::importInto(store, registry, format, file, options), file, line, message);
    verifyCountsUnchanged(store, before.value());
}

} // namespace editlens::testing
