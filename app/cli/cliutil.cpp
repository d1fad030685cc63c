#include "cliutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <memory>
#include <unistd.h>

namespace editlens::cli {

using namespace editlens::core;

void out(const QString &text)
{
    std::fputs(qUtf8Printable(text + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

void err(const QString &text)
{
    std::fputs(qUtf8Printable(text + QLatin1Char('\n')), stderr);
}

int fail(const Error &e)
{
    err(QCoreApplication::translate("editlens-cli", "error: %1").arg(e.toString()));
    return Failure;
}

ProgressCallback terminalProgress(const QString &label)
{
    if (!isatty(fileno(stderr)))
        return {};
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [label, timer](qint64 done, qint64 total) {
        if (total == 0 && done == 0) { // waiting for another writer to release the study
            std::fprintf(stderr, "\r%s %s", qUtf8Printable(label),
                         qUtf8Printable(QCoreApplication::translate(
                             "editlens-cli", "waiting: another program is writing to the study (Ctrl+C to stop)")));
            std::fflush(stderr);
            return true;
        }
        if (total > 0 && (done == total || timer->elapsed() > 100)) {
            timer->restart();
            std::fprintf(stderr, "\r%s %3d%%%s", qUtf8Printable(label), int(100 * done / total),
                         done == total ? "\n" : "");
            std::fflush(stderr);
        }
        return true;
    };
}

int parse(QCommandLineParser &parser, const QStringList &args, const QString &usage, int minPositional,
          int maxPositional)
{
    parser.setApplicationDescription(usage);
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(args)) {
        err(parser.errorText());
        err(QCoreApplication::translate("editlens-cli", "Try '%1 --help'.").arg(args.value(0)));
        return Usage;
    }
    if (parser.isSet(help)) {
        out(parser.helpText());
        return Ok;
    }
    const int n = int(parser.positionalArguments().size());
    if (n < minPositional || n > maxPositional) {
        err(QCoreApplication::translate("editlens-cli", "wrong number of arguments"));
        err(parser.helpText());
        return Usage;
    }
    return -1;
}

QCommandLineOption dimensionOption()
{
    return {QStringLiteral("dimension"),
            QCoreApplication::translate("editlens-cli", "Only this rating dimension (repeatable)."),
            QStringLiteral("D")};
}

QCommandLineOption protocolOption()
{
    return {QStringLiteral("protocol"),
            QCoreApplication::translate(
                "editlens-cli", "How per-system correlations are combined: viescore = tanh(mean rho) (default), "
                                "fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything."),
            QStringLiteral("P"), QStringLiteral("viescore")};
}

QCommandLineOption bootstrapOption(const QString &defaultResamples)
{
    return {QStringLiteral("bootstrap"),
            QCoreApplication::translate("editlens-cli",
                                        "Resamples over items for 95% confidence intervals (0 = none)."),
            QStringLiteral("N"), defaultResamples};
}

} // namespace editlens::cli
