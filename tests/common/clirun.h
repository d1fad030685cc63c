#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#ifndef EDITLENS_CLI_PATH
#error "clirun.h runs editlens-cli: register the test with NEEDS_CLI (its CMakeLists.txt)"
#endif

namespace editlens::test {

/// What one run of editlens-cli gave: its exit status (-1 when it crashed or did not finish) and its output.
struct CliRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the editlens-cli this build made with `args` and waits for it (two minutes at most, for a loaded machine).
inline CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace editlens::test
