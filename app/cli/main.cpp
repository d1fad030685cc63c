#include "clicommands.h"
#include "cliutil.h"

#include "inference/modelregistry.h"
#include "io/formatregistry.h"
#include "scoring/metricregistry.h"
#include "util/translators.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QStringDecoder>

#include <cstring>

#include <malloc.h>
#include <memory>

namespace {

QtMessageHandler g_defaultHandler = nullptr;

// The offscreen platform that `report` uses warns when XDG_RUNTIME_DIR is unset (as under cron, ssh or a container)
// and carries on with a private folder; the warning would only stand before the command's own lines.
void dropRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (g_defaultHandler)
        g_defaultHandler(type, context, message);
}

// The arguments as given. QCoreApplication::arguments() decodes each one with the system decoder's default flags,
// which drop a leading U+FEFF: `--annotator <U+FEFF>ann` would silently become "ann". Kept, run() refuses it.
QStringList argumentsAsGiven(int argc, char *argv[])
{
    QStringList args;
    for (int i = 0; i < argc; ++i) {
        QStringDecoder decode(QStringDecoder::System, QStringDecoder::Flag::ConvertInitialBom);
        args << decode(QByteArrayView(argv[i]));
    }
    return args;
}

} // namespace

int main(int argc, char *argv[])
{
    // Scoring allocates and frees image-sized buffers (1-10 MB) per pair on several threads. With glibc's defaults
    // each lands in a fresh mmap and is faulted in page by page: a third of `score`'s time on 2 cores. Serving them
    // from the heap and keeping freed memory makes `score --metrics l1,mse,psnr,ssim,detect` 1.45x faster
    // (BENCHMARKS.md).
    mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
    // `report` draws chart text, which needs a QGuiApplication (fonts); the offscreen platform needs no display.
    // Every other command stays a plain QCoreApplication.
    std::unique_ptr<QCoreApplication> app;
    if (argc > 1 && std::strcmp(argv[1], "report") == 0) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        g_defaultHandler = qInstallMessageHandler(dropRuntimeDirWarning);
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("editlens-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("EditLens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EDITLENS_VERSION));
    // The window's catalogues: help, messages and summaries in the user's language (LANGUAGE, LC_ALL, LANG).
    editlens::core::installTranslators(*app);

    // The registries, filled once here and handed to every command (cli::Context). After the translators: metric
    // names and descriptions are translated as they are registered.
    editlens::core::FormatRegistry formats;
    formats.registerBuiltins();
    editlens::core::MetricRegistry metrics;
    metrics.registerBuiltins();
    // The manifest is embedded in this program, so a failure is a broken build, not a user's mistake.
    auto models = editlens::core::ModelRegistry::builtin();
    if (!models)
        return editlens::cli::fail(models.error());
    const editlens::cli::Context context{formats, metrics, models.value()};
    // argc and argv as the application left them (QGuiApplication takes out its own options such as -platform).
    return editlens::cli::run(argumentsAsGiven(argc, argv), context);
}
