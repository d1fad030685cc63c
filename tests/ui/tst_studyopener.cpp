// Opening a server study for a window: the study opens on the GUI thread without its images, then they are fetched
// into the local cache on a worker with a connection of its own (a password typed once serves both); a study file
// opens as before.
#include "scratchstudy.h"
#include "storage/studylocation.h"
#include "studyengine.h"
#include "studyopener.h"
#include "testutil.h"
#include "transfer/studytransfer.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

class TestStudyOpener : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// A study file with `count` items, each a source and one output image of its own.
    QString studyWithImages(int count)
    {
        const QString root = m_dir.filePath(QStringLiteral("study"));
        QDir().mkpath(root);
        QString file = QDir(root).filePath(QStringLiteral("s.editlens"));
        auto store = core::StudyStore::create(file, root);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        core::StudyData data;
        for (int i = 0; i < count; ++i) {
            core::Item item;
            item.key = QStringLiteral("it%1").arg(i);
            item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
            core::Output o;
            o.system = QStringLiteral("S");
            o.path = QStringLiteral("img/out%1.png").arg(i);
            testing::writeImage(QDir(root).filePath(item.sourcePath), {8, 6}, QColor(i * 20 % 256, 10, 30));
            testing::writeImage(QDir(root).filePath(o.path), {8, 6}, QColor(i * 20 % 256, 200, 30));
            item.outputs.push_back(o);
            data.items.push_back(item);
        }
        if (core::Status s = store.value()->importData(data); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return file;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!testing::pgTestServer().ready)
            QSKIP(qPrintable(testing::pgTestServer().reason));
        QVERIFY(m_dir.isValid());
        // The image cache lives under the user's cache folder: this test's own.
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
    }

    void aServerStudysImagesAreFetchedOffTheGuiThread()
    {
        const QString file = studyWithImages(12);
        const QString url = testing::pgTestServer().url(testing::uniqueStudyName(QStringLiteral("opener")));
        EL_VERIFY_OK(core::publishStudy(file, url));

        // Without its images: the cache folder holds none of them yet.
        auto bare = core::StudyStore::open(url, {}, {}, core::StudyStore::ServerImages::Later);
        EL_VERIFY_OK(bare);
        const QString cache = bare.value()->rootDir();
        QVERIFY(!QFileInfo::exists(QDir(cache).filePath(QStringLiteral("img/out3.png"))));
        bare.value().reset();

        auto opened = ui::openStudyForWindow(url, nullptr);
        EL_VERIFY_OK(opened);
        QCOMPARE(opened.value()->rootDir(), cache);
        for (int i = 0; i < 12; ++i) {
            const QImage out(QDir(cache).filePath(QStringLiteral("img/out%1.png").arg(i)));
            QVERIFY2(!out.isNull(), qPrintable(QStringLiteral("img/out%1.png not fetched").arg(i)));
            QCOMPARE(out.pixelColor(0, 0), QColor(i * 20 % 256, 200, 30));
        }
        // Opened again: the cache is only checked, and the study is the same.
        auto again = ui::openStudyForWindow(url, nullptr);
        EL_VERIFY_OK(again);
        QCOMPARE(again.value()->itemSummaries().value().size(), 12);
    }

    void aStudyFileOpensAsBefore()
    {
        const QString file = m_dir.filePath(QStringLiteral("plain.editlens"));
        EL_VERIFY_OK(core::StudyStore::create(file, m_dir.path()));
        auto opened = ui::openStudyForWindow(file, nullptr);
        EL_VERIFY_OK(opened);
        QCOMPARE(opened.value()->filePath(), QFileInfo(file).absoluteFilePath());
    }

    void aMissingServerStudyIsNamed()
    {
        const QString url = testing::pgTestServer().url(QStringLiteral("no_such_study_here"));
        auto opened = ui::openStudyForWindow(url, nullptr);
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QStringLiteral("no_such_study_here")),
                 qPrintable(opened.error().toString()));
    }
};

QTEST_MAIN(TestStudyOpener)
#include "tst_studyopener.moc"
