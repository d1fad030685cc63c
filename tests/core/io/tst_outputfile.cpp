// Exports never damage what they export, nor the machine: OUT may not be the study, its SQLite side files or an
// image it uses (by path, through a symbolic link or a hard link), a device or pipe is written in place and never
// replaced, and every write error is reported (on a full disk by every format, the earlier file kept). Import never
// reads the study itself.
#include "annotatestudy.h"
#include "io/outputfile.h"
#include "storage/differencestore.h"
#include "studyengine.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace editlens;
using namespace editlens::core;

namespace {

QByteArray digest(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

mode_t fileType(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

/// A tmpfs of 1 MiB mounted on a new folder for the life of this object, unmounted by the destructor (so also when a
/// test fails half-way). Mounting needs root (CAP_SYS_ADMIN): `why` says so when it could not be made.
class SmallDisk
{
public:
    explicit SmallDisk(const QString &mountPoint) : m_path(mountPoint)
    {
        if (!QDir().mkpath(m_path)) {
            m_why = QStringLiteral("cannot create %1").arg(m_path);
            return;
        }
        if (::mount("tmpfs", QFile::encodeName(m_path).constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0700")
            != 0) {
            m_why = QStringLiteral("cannot mount a 1 MiB tmpfs on %1 (%2); a full disk needs root (CAP_SYS_ADMIN)")
                        .arg(m_path, QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool mounted() const { return m_mounted; }
    const QString &why() const { return m_why; }
    QString filePath(const QString &name) const { return QDir(m_path).filePath(name); }

    /// Writes `name` until the disk refuses another byte; true when it ended with ENOSPC.
    bool fill(const QString &name) const
    {
        const int fd = ::open(QFile::encodeName(filePath(name)).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            return false;
        const QByteArray block(4096, 'x');
        ssize_t n = 0;
        while ((n = ::write(fd, block.constData(), size_t(block.size()))) > 0) {}
        const bool full = n < 0 && errno == ENOSPC;
        ::close(fd);
        return full;
    }

private:
    QString m_path;
    QString m_why;
    bool m_mounted = false;
};

/// A one-item study with something for every export format: a rating, an ADIEE label, a score and a ground-truth
/// difference. Empty when it could not be made (the test then fails on it).
QString makeStudyForEveryExport(const QTemporaryDir &dir, const FormatRegistry &registry)
{
    QImage image(48, 32, QImage::Format_RGB32);
    image.fill(Qt::white);
    if (!image.save(dir.filePath(QStringLiteral("src.png"))) || !image.save(dir.filePath(QStringLiteral("out.png"))))
        return {};
    QFile manifest(dir.filePath(QStringLiteral("every.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return {};
    manifest.write(
        R"({"id": "d1", "source": "src.png", "instruction": "add a hat", "outputs": [{"system": "S",)"
        R"( "path": "out.png", "ratings": [{"annotator": "r1", "dimension": "overall", "value": 3},)"
        R"( {"annotator": "rules", "dimension": "adiee", "value": 0.5}],)"
        R"( "scores": [{"metric": "l1", "value": 0.25}], "differences": [{"op": "ADD", "box": [1, 1, 10, 10],)"
        R"( "box_units": "pixels", "origin_kind": "ground_truth", "description": "a hat"}]}]})"
        "\n");
    manifest.close();
    QString file = testing::studyLocation(dir.filePath(QStringLiteral("every.editlens")));
    auto store = StudyStore::create(file, dir.path());
    if (!store || !importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {}))
        return {};
    return file;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.registerBuiltins();
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        // The studies live where the run claims (studyLocation()); one made past it would quietly test SQLite twice.
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 1);
        EL_VERIFY_OK(file);
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        qInfo("studies on %s (%s)", store.value()->isServer() ? "PostgreSQL" : "SQLite files",
              qPrintable(store.value()->database().driverName()));
        QCOMPARE(store.value()->isServer(), testing::testOnServer());
    }

    void exportNeverWritesOverTheStudyOrItsImages_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("target"); // relative to the study's folder; "@link" / "@hardlink" make one
        QTest::newRow("manifest onto the study") << "manifest"
                                                 << "rating.editlens";
        QTest::newRow("scores-csv onto the study") << "scores-csv"
                                                   << "rating.editlens";
        QTest::newRow("coco onto the log") << "coco"
                                           << "rating.editlens-wal";
        QTest::newRow("manifest onto the shm") << "manifest"
                                               << "rating.editlens-shm";
        QTest::newRow("manifest onto the study via ..") << "manifest"
                                                        << "sub/../rating.editlens";
        QTest::newRow("ratings-csv onto an output image") << "ratings-csv"
                                                          << "out.png";
        QTest::newRow("manifest onto the source image") << "manifest"
                                                        << "src.png";
        QTest::newRow("manifest onto a link to the study") << "manifest"
                                                           << "@link";
        QTest::newRow("manifest onto a hard link to the study") << "manifest"
                                                                << "@hardlink";
    }

    void exportNeverWritesOverTheStudyOrItsImages()
    {
        QFETCH(QString, format);
        QFETCH(QString, target);
        if (target.contains(QLatin1String(".editlens")) || target.startsWith(QLatin1Char('@')))
            EL_SKIP_ON_SERVER("a server study has no file, log or link to write over");
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(file);
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        // The images the study uses: beside the study file, or a server study's local copies of its stored images
        // (its image root is a cache folder; the folder it was imported from is no longer the study's).
        const QDir images(testing::testOnServer() ? store.value()->rootDir() : dir.path());
        QString out = images.filePath(target);
        if (target == QLatin1String("@link")) {
            out = dir.filePath(QStringLiteral("link.jsonl"));
            QVERIFY(QFile::link(file.value(), out));
        } else if (target == QLatin1String("@hardlink")) {
            out = dir.filePath(QStringLiteral("hard.jsonl"));
            QCOMPARE(::link(QFile::encodeName(file.value()).constData(), QFile::encodeName(out).constData()), 0);
        }
        QStringList watched{images.filePath(QStringLiteral("out.png")), images.filePath(QStringLiteral("src.png"))};
        if (!testing::testOnServer())
            watched << file.value();
        QList<QByteArray> before;
        for (const QString &f : watched) {
            before << digest(f);
            QVERIFY2(!before.last().isEmpty(), qPrintable(f));
        }
        const Status s = exportStudy(*store.value(), m_registry, format, out, {});
        QVERIFY(!s);
        QVERIFY2(s.error().message.contains(QLatin1String("never writes over")), qPrintable(s.error().toString()));
        for (int i = 0; i < watched.size(); ++i)
            QCOMPARE(digest(watched[i]), before[i]);
        auto reopened = StudyStore::open(file.value());
        EL_VERIFY_OK(reopened);
        auto counts = reopened.value()->counts();
        EL_VERIFY_OK(counts);
        QCOMPARE(counts.value().items, qint64(2));
    }

    void importNeverReadsTheStudyItself()
    {
        EL_SKIP_ON_SERVER("a server study has no file an import could name");
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 1);
        EL_VERIFY_OK(file);
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        for (const QString &format : {QStringLiteral("auto"), QStringLiteral("manifest")}) {
            auto r = importInto(*store.value(), m_registry, format, file.value(), {});
            QVERIFY(!r);
            QVERIFY2(r.error().message.contains(QLatin1String("study itself")), qPrintable(r.error().toString()));
        }
    }

    void deviceIsWrittenInPlaceAndErrorsAreReported()
    {
        if (fileType(QStringLiteral("/dev/full")) != S_IFCHR || fileType(QStringLiteral("/dev/null")) != S_IFCHR)
            QSKIP("this machine has no /dev/full or /dev/null character device");
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(file);
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);

        const Status full =
            exportStudy(*store.value(), m_registry, QStringLiteral("manifest"), QStringLiteral("/dev/full"), {});
        QVERIFY(!full);
        QCOMPARE(full.error().file, QStringLiteral("/dev/full"));
        QVERIFY2(full.error().message.contains(QLatin1String("space")), qPrintable(full.error().toString()));
        QCOMPARE(fileType(QStringLiteral("/dev/full")), mode_t(S_IFCHR));

        EL_VERIFY_OK(
            exportStudy(*store.value(), m_registry, QStringLiteral("manifest"), QStringLiteral("/dev/null"), {}));
        QCOMPARE(fileType(QStringLiteral("/dev/null")), mode_t(S_IFCHR));
    }

    void pipeIsWrittenInPlace()
    {
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(file);
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QByteArray received;
        std::thread reader([&] {
            const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY);
            char buffer[4096];
            ssize_t n;
            while (fd >= 0 && (n = ::read(fd, buffer, sizeof buffer)) > 0)
                received.append(buffer, n);
            if (fd >= 0)
                ::close(fd);
        });
        const Status s = exportStudy(*store.value(), m_registry, QStringLiteral("manifest"), fifo, {});
        reader.join();
        EL_VERIFY_OK(s);
        QCOMPARE(fileType(fifo), mode_t(S_IFIFO));
        QVERIFY2(received.startsWith("{") && received.contains("\"editlens_manifest\":1"),
                 received.left(200).constData());
        QCOMPARE(received.count('\n'), 3); // header + 2 items
    }

    void folderIsRefused()
    {
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 1);
        EL_VERIFY_OK(file);
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("folder")));
        const Status s =
            exportStudy(*store.value(), m_registry, QStringLiteral("coco"), dir.filePath(QStringLiteral("folder")), {});
        QVERIFY(!s);
        QVERIFY(s.error().message.contains(QLatin1String("folder")));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder"))).isDir());
    }

    void everyExportOnAFullDiskSaysSoAndKeepsTheEarlierFile()
    {
        QTemporaryDir dir;
        const QString studyFile = makeStudyForEveryExport(dir, m_registry);
        QVERIFY(!studyFile.isEmpty());
        SmallDisk disk(dir.filePath(QStringLiteral("full")));
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        // A copy of the study, as a study kept on that disk; made while no connection is open on the original (a
        // read outside SQLite would drop this process's locks on it). A server study is exported only.
        const bool onServer = testing::testOnServer();
        const QString onDisk = disk.filePath(QStringLiteral("copy.editlens"));
        if (!onServer)
            QVERIFY(QFile::copy(studyFile, onDisk));
        auto store = StudyStore::open(studyFile);
        EL_VERIFY_OK(store);

        // A good export of every format first, while there is room.
        QHash<QString, QList<QByteArray>> before; // format → digest of each file it writes
        const auto digests = [](const ExportFormat *f, const QString &out) {
            QList<QByteArray> d;
            for (const QString &file : f->outputFiles(out))
                d << digest(file);
            return d;
        };
        const auto outOf = [&](const ExportFormat *f) { return disk.filePath(QStringLiteral("earlier-") + f->id()); };
        for (const ExportFormat *f : m_registry.exportFormats()) {
            EL_VERIFY_OK(exportStudy(*store.value(), m_registry, f->id(), outOf(f), {}));
            before.insert(f->id(), digests(f, outOf(f)));
            QVERIFY2(!before.value(f->id()).contains(QByteArray()), qPrintable(f->id()));
        }
        QVERIFY(before.size() >= 7); // manifest, ratings-csv, scores-csv, coco, dice, progress-csv, adiee-train, …

        QVERIFY(disk.fill(QStringLiteral("filler")));
        for (const ExportFormat *f : m_registry.exportFormats()) {
            const Status s = exportStudy(*store.value(), m_registry, f->id(), outOf(f), {});
            QVERIFY2(!s, qPrintable(f->id() + QStringLiteral(" said it wrote")));
            QVERIFY2(s.error().message.contains(QLatin1String("no space left on device"), Qt::CaseInsensitive),
                     qPrintable(f->id() + QStringLiteral(": ") + s.error().toString()));
            QCOMPARE(digests(f, outOf(f)), before.value(f->id()));
        }
        // No temporary file left behind by the failed writes: only the earlier exports, the filler and the copy.
        QStringList expected{QStringLiteral("filler")}, found;
        if (!onServer)
            expected << QStringLiteral("copy.editlens");
        for (const ExportFormat *f : m_registry.exportFormats())
            for (const QString &file : f->outputFiles(outOf(f)))
                expected << QDir(disk.filePath({})).relativeFilePath(file);
        QDirIterator it(disk.filePath({}), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext())
            found << QDir(disk.filePath({})).relativeFilePath(it.next());
        expected.sort();
        found.sort();
        QCOMPARE(found, expected);
        if (onServer)
            return;
        // The study there cannot be opened: SQLite cannot make its -wal and -shm. The disk is named, not the file.
        {
            auto full = StudyStore::open(onDisk);
            QVERIFY(!full);
            QVERIFY2(full.error().message.contains(QLatin1String("disk is full")), qPrintable(full.error().toString()));
            QVERIFY2(!full.error().message.contains(QLatin1String("not a study")), qPrintable(full.error().toString()));
        }
        QVERIFY(QFile::remove(disk.filePath(QStringLiteral("filler"))));
        auto reopened = StudyStore::open(onDisk);
        EL_VERIFY_OK(reopened);
        QCOMPARE(reopened.value()->counts().value().ratings, qint64(2));
        EL_VERIFY_OK(exportStudy(*reopened.value(), m_registry, QStringLiteral("manifest"),
                                 disk.filePath(QStringLiteral("after.jsonl")), {}));
    }

    void maskOnAFullDiskSaysSoAndLeavesNoFile()
    {
        EL_SKIP_ON_SERVER("the study file and its mask folder on a full disk");
        QTemporaryDir dir;
        const QString studyFile = makeStudyForEveryExport(dir, m_registry);
        QVERIFY(!studyFile.isEmpty());
        SmallDisk disk(dir.filePath(QStringLiteral("full")));
        if (!disk.mounted())
            QSKIP(qPrintable(disk.why()));
        const QString onDisk = disk.filePath(QStringLiteral("copy.editlens"));
        QVERIFY(QFile::copy(studyFile, onDisk));
        auto store = StudyStore::open(onDisk); // its -wal and -shm made while there is room
        EL_VERIFY_OK(store);
        QSqlQuery q(store.value()->database());
        QVERIFY(q.exec(QStringLiteral("SELECT item_id, id FROM outputs")) && q.next());
        const MaskKey key{q.value(0).toLongLong(), q.value(1).toLongLong(), QStringLiteral("edit"),
                          QStringLiteral("r1")};
        q.finish();
        QImage mask(64, 64, QImage::Format_Grayscale8);
        mask.fill(255);

        QVERIFY(disk.fill(QStringLiteral("filler")));
        DifferenceStore annotations(*store.value());
        const Status saved = annotations.saveMask(key, mask);
        QVERIFY2(!saved, "a mask was said to be saved on a full disk");
        // The PNG's own write is what fails, with the system's reason (a buffered write lost it and renamed an empty
        // file into place; the database's refusal came after).
        QVERIFY2(saved.error().message.contains(QLatin1String("no space left on device"), Qt::CaseInsensitive),
                 qPrintable(saved.error().toString()));
        QDirIterator masks(disk.filePath(QStringLiteral("annotations")), QDir::Files, QDirIterator::Subdirectories);
        QVERIFY2(!masks.hasNext(), qPrintable(masks.hasNext() ? masks.next() : QString()));

        QVERIFY(QFile::remove(disk.filePath(QStringLiteral("filler"))));
        EL_VERIFY_OK(annotations.saveMask(key, mask));
        const Result<QImage> back = annotations.mask(key);
        EL_VERIFY_OK(back);
        QCOMPARE(back.value().size(), mask.size());
    }

    void regularFileIsReplacedOnlyWhenComplete()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.txt"));
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        {
            OutputFile file(out);
            EL_VERIFY_OK(file.open());
            file.write("new");
            file.cancel();
        }
        QCOMPARE(digest(out), QCryptographicHash::hash("old", QCryptographicHash::Sha256));
        EL_VERIFY_OK(writeOutputFile(out, "new"));
        QCOMPARE(digest(out), QCryptographicHash::hash("new", QCryptographicHash::Sha256));
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
