// bench_startup: what starting EditLens costs, as whole processes, this build side by side with another one.
//   cli:  `editlens-cli info STUDY`: wall time from exec to exit and peak RSS (wait4's ru_maxrss);
//   gui:  `editlens STUDY --screenshot F` on the offscreen platform: exec → study open → first item painted →
//         browser columns in → the fixed 300 ms settle of --screenshot → PNG written → exit.
// Runs alternate between the builds (A B A B …) so that a busy machine affects both alike. The study is a fresh
// unscored demo study made by this build's CLI.
//   build/tests/benchmarks/bench_startup [RUNS] [--reference-cli PATH] [--reference-gui PATH]
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace {

struct Sample
{
    double ms = 0.0;
    double rssMiB = 0.0;
    bool ok = false;
};

/// Runs `program args` with stdout/stderr to /dev/null and `environment` added; wall time and peak RSS.
Sample run(const QString &program, const QStringList &args, const QStringList &environment = {})
{
    std::vector<QByteArray> storage{QFile::encodeName(program)};
    for (const QString &a : args)
        storage.push_back(QFile::encodeName(a));
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    std::vector<QByteArray> env;
    for (char **e = environ; *e; ++e)
        env.emplace_back(*e);
    for (const QString &e : environment)
        env.push_back(e.toLocal8Bit());
    std::vector<char *> envp;
    for (QByteArray &s : env)
        envp.push_back(s.data());
    envp.push_back(nullptr);

    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        freopen("/dev/null", "w", stdout);
        freopen("/dev/null", "w", stderr);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const auto end = std::chrono::steady_clock::now();
    Sample s;
    s.ms = std::chrono::duration<double, std::milli>(end - start).count();
    s.rssMiB = usage.ru_maxrss / 1024.0;
    s.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return s;
}

QString summary(std::vector<Sample> samples)
{
    std::sort(samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.ms < b.ms; });
    double rss = 0.0;
    int failed = 0;
    for (const Sample &s : samples) {
        rss = std::max(rss, s.rssMiB);
        failed += s.ok ? 0 : 1;
    }
    const QString text = QStringLiteral("median %1 ms (min %2, max %3), peak RSS %4 MiB")
                             .arg(samples[samples.size() / 2].ms, 0, 'f', 0)
                             .arg(samples.front().ms, 0, 'f', 0)
                             .arg(samples.back().ms, 0, 'f', 0)
                             .arg(rss, 0, 'f', 1);
    return failed ? text + QStringLiteral(" — %1 run(s) FAILED").arg(failed) : text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QStringList args = app.arguments().mid(1);
    int runs = 10;
    QString referenceCli, referenceGui;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--reference-cli") && i + 1 < args.size())
            referenceCli = args[++i];
        else if (args[i] == QLatin1String("--reference-gui") && i + 1 < args.size())
            referenceGui = args[++i];
        else
            runs = std::max(1, args[i].toInt());
    }
    const QString cli = QStringLiteral(EDITLENS_CLI_PATH), gui = QStringLiteral(EDITLENS_GUI_PATH);
    QTemporaryDir temp;
    const Sample demo =
        run(cli, {QStringLiteral("demo"), temp.filePath(QStringLiteral("demo")), QStringLiteral("--unscored")});
    if (!demo.ok) {
        out << "could not make the demo study with " << cli << "\n";
        return 1;
    }
    const QString study = temp.filePath(QStringLiteral("demo/demo.editlens"));
    const QString shot = temp.filePath(QStringLiteral("shot.png"));
    const QStringList offscreen{QStringLiteral("QT_QPA_PLATFORM=offscreen")};

    struct Build
    {
        QString name, cli, gui;
        std::vector<Sample> info, window;
    };
    std::vector<Build> builds{{QStringLiteral("this build"), cli, gui, {}, {}}};
    if (!referenceCli.isEmpty() || !referenceGui.isEmpty())
        builds.push_back({QStringLiteral("reference"), referenceCli, referenceGui, {}, {}});
    // One unmeasured round first: the page cache holds every library afterwards, for both builds alike.
    for (int round = -1; round < runs; ++round) {
        for (Build &b : builds) {
            if (!b.cli.isEmpty()) {
                const Sample s = run(b.cli, {QStringLiteral("info"), study});
                if (round >= 0)
                    b.info.push_back(s);
            }
            if (!b.gui.isEmpty()) {
                const Sample s = run(b.gui, {study, QStringLiteral("--screenshot"), shot}, offscreen);
                if (round >= 0)
                    b.window.push_back(s);
            }
        }
    }
    out << QStringLiteral("%1 runs each, alternating\n").arg(runs);
    for (const Build &b : builds) {
        if (!b.info.empty())
            out << QStringLiteral("%1: editlens-cli info: %2\n").arg(b.name, summary(b.info));
        if (!b.window.empty())
            out << QStringLiteral("%1: editlens STUDY --screenshot: %2\n").arg(b.name, summary(b.window));
    }
    return 0;
}
