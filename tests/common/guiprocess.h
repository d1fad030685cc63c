#pragma once

// The real `editlens` window in a child process (offscreen), driven line by line through its test-only script
// (EDITLENS_TEST_SCRIPT=ratings, app/gui/testratingscript.h). Needs EDITLENS_GUI_PATH from the test's CMake target.
#include <QElapsedTimer>
#include <QProcess>
#include <QStringList>

namespace editlens::testing {

struct GuiProcess
{
    QProcess process;
    QStringList lines;

    /// Starts the window on `study` as annotator `annotator`, its settings under `configDir` (the user's stay
    /// untouched); true once it printed "ready".
    bool start(const QString &study, const QString &configDir, const QString &annotator = QStringLiteral("ann9"))
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("EDITLENS_TEST_SCRIPT"), QStringLiteral("ratings"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start(QStringLiteral(EDITLENS_GUI_PATH),
                      {study, QStringLiteral("--annotator"), annotator, QStringLiteral("--workbench")});
        return process.waitForStarted(10000) && waitForLine(QStringLiteral("ready"));
    }

    /// Reads stdout until a line starting with `prefix` arrives after the first `seen` lines (default: the lines
    /// already read); false on "refused"/"unknown", when the process ends, or after `timeoutMs`.
    bool waitForLine(const QString &prefix, int seen = -1, int timeoutMs = 60000)
    {
        QElapsedTimer timer;
        timer.start();
        if (seen < 0)
            seen = int(lines.size());
        while (timer.elapsed() < timeoutMs) {
            while (process.canReadLine())
                lines << QString::fromUtf8(process.readLine()).trimmed();
            for (int i = seen; i < lines.size(); ++i) {
                if (lines[i].startsWith(prefix))
                    return true;
                if (lines[i].startsWith(QLatin1String("refused")) || lines[i].startsWith(QLatin1String("unknown")))
                    return false;
            }
            if (process.state() != QProcess::Running)
                return false;
            process.waitForReadyRead(200);
        }
        return false;
    }

    /// Sends one command line and returns the first new line starting with `prefix` (empty when none came).
    QString send(const QByteArray &command, const QString &prefix)
    {
        const int seen = int(lines.size());
        process.write(command + '\n');
        if (!waitForLine(prefix, seen))
            return {};
        for (int i = seen; i < lines.size(); ++i)
            if (lines[i].startsWith(prefix))
                return lines[i];
        return {};
    }

    /// Reads what is left on stdout (after the process ended).
    void drain()
    {
        while (process.canReadLine())
            lines << QString::fromUtf8(process.readLine()).trimmed();
    }
};

} // namespace editlens::testing
