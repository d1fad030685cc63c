// Exports never damage what they export, nor the machine: OUT may not be the study, its SQLite side files or an
// image it uses (by path, through a symbolic link or a hard link), a device or pipe is written in place and never
// replaced, and every write error is reported. Import never reads the study itself.
#include "annotatestudy.h"
#include "io/outputfile.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
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

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

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
        QTemporaryDir dir;
        auto file = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(file);
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        auto store = StudyStore::open(file.value());
        EL_VERIFY_OK(store);
        QString out = dir.filePath(target);
        if (target == QLatin1String("@link")) {
            out = dir.filePath(QStringLiteral("link.jsonl"));
            QVERIFY(QFile::link(file.value(), out));
        } else if (target == QLatin1String("@hardlink")) {
            out = dir.filePath(QStringLiteral("hard.jsonl"));
            QCOMPARE(::link(QFile::encodeName(file.value()).constData(), QFile::encodeName(out).constData()), 0);
        }
        const QStringList watched{file.value(), dir.filePath(QStringLiteral("out.png")),
                                  dir.filePath(QStringLiteral("src.png"))};
        QList<QByteArray> before;
        for (const QString &f : watched)
            before << digest(f);
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
