// Modules loaded on first use: LibTorch and OpenCV's image codecs live in editlens-torch.so and editlens-codecs.so.
// Checks that both load from the build tree and work through core's front, and that a missing or broken module is a
// clear error naming the files, never a crash or a silent fallback.

#include "imaging/imagefile.h"
#include "inference/torchbackend.h"
#include "inference/torchmodel.h"
#include "util/lazymodule.h"

#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/imgcodecs.hpp>

using namespace editlens::core;

namespace {
constexpr const char *kCodecsEntryForTest = "editlens_codecs_backend";
}

class TestLazyModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void missingModuleNamesEveryFileTried()
    {
        auto entry = LazyModule::entryPoint(QStringLiteral("no-such-module"), "entry");
        QVERIFY(!entry);
        const QString message = entry.error().message;
        QVERIFY2(message.contains(QLatin1String("editlens-no-such-module.so")), qPrintable(message));
        for (const QString &candidate : LazyModule::candidates(QStringLiteral("no-such-module")))
            QVERIFY2(message.contains(candidate), qPrintable(message));
        // Remembered: the same error again, no second search.
        auto again = LazyModule::entryPoint(QStringLiteral("no-such-module"), "entry");
        QVERIFY(!again);
        QCOMPARE(again.error().message, message);
    }

    void problemIsKnownWithoutLoading()
    {
        // Nothing to load: said without a dlopen, naming every place looked in.
        const QString missing = LazyModule::problem(QStringLiteral("never-built"));
        QVERIFY2(missing.contains(QLatin1String("not found")), qPrintable(missing));
        QVERIFY2(missing.contains(LazyModule::candidates(QStringLiteral("never-built")).constFirst()),
                 qPrintable(missing));
        // A module whose file is there has no problem before it is loaded, nor after.
        QCOMPARE(LazyModule::problem(QStringLiteral("codecs")), QString());
        EL_VERIFY_OK(LazyModule::entryPoint(QStringLiteral("codecs"), kCodecsEntryForTest));
        QCOMPARE(LazyModule::problem(QStringLiteral("codecs")), QString());
    }

    void brokenModuleIsReportedNotSkipped()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile broken(dir.filePath(QStringLiteral("editlens-broken.so")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not an ELF file");
        broken.close();
        qputenv("EDITLENS_MODULE_DIR", QFile::encodeName(dir.path()));
        QCOMPARE(LazyModule::candidates(QStringLiteral("broken")).value(0), broken.fileName());
        auto entry = LazyModule::entryPoint(QStringLiteral("broken"), "entry");
        qunsetenv("EDITLENS_MODULE_DIR");
        QVERIFY(!entry);
        QCOMPARE(LazyModule::problem(QStringLiteral("broken")), entry.error().message); // remembered
        QVERIFY2(entry.error().message.contains(broken.fileName()), qPrintable(entry.error().message));
        QVERIFY2(!entry.error().message.contains(QLatin1String("no such file")), qPrintable(entry.error().message));
    }

    void missingEntryPointIsNamed()
    {
        auto entry = LazyModule::entryPoint(QStringLiteral("codecs"), "editlens_no_such_entry");
        QVERIFY(!entry);
        QVERIFY2(entry.error().message.contains(QLatin1String("editlens_no_such_entry")),
                 qPrintable(entry.error().message));
    }

    void torchModuleLoads()
    {
        auto backend = torchBackend();
        EL_VERIFY_OK(backend);
        QCOMPARE(backend.value()->abi, kTorchBackendAbi);
        // LibTorch's own configuration text, not our "unavailable" message.
        QVERIFY2(TorchModel::runtimeInfo().contains(QLatin1String("PyTorch")), qPrintable(TorchModel::runtimeInfo()));
    }

    void imageCodecsRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        cv::Mat image(3, 5, CV_8UC3);
        for (int y = 0; y < image.rows; ++y)
            for (int x = 0; x < image.cols; ++x)
                image.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(10 * x), uchar(40 * y), uchar(7 * x + y));
        const QString path = dir.filePath(QStringLiteral("ü image.png")); // non-ASCII: the path is encoded once
        EL_VERIFY_OK(writeImageFile(path, image, {cv::IMWRITE_PNG_COMPRESSION, 1}));
        auto read = readImageFile(path, cv::IMREAD_COLOR);
        EL_VERIFY_OK(read);
        QCOMPARE(cv::norm(read.value(), image, cv::NORM_INF), 0.0);
        auto gray = readImageFile(path, cv::IMREAD_GRAYSCALE);
        EL_VERIFY_OK(gray);
        QCOMPARE(gray.value().channels(), 1);
    }

    void undecodableFileIsEmptyNotAnError()
    {
        QTemporaryDir dir;
        QFile text(dir.filePath(QStringLiteral("notes.png")));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("plain text");
        text.close();
        auto read = readImageFile(text.fileName(), cv::IMREAD_COLOR);
        EL_VERIFY_OK(read);
        QVERIFY(read.value().empty());
    }

    void unwritablePathIsAnErrorNamingIt()
    {
        const QString path = QStringLiteral("/nonexistent-folder/out.png");
        const Status written = writeImageFile(path, cv::Mat(2, 2, CV_8UC3, cv::Scalar::all(0)));
        QVERIFY(!written);
        QCOMPARE(written.error().file, path);
    }
};

QTEST_GUILESS_MAIN(TestLazyModule)
#include "tst_lazymodule.moc"
