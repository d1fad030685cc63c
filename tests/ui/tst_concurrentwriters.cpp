// The GUI and the CLI writing one study at the same time. The real `editlens` window (offscreen, driven by its
// test-only script, see app/gui/testratingscript.h) draws boxes, enters ratings and opens its Import dialog on the
// study's folder, while `editlens-cli` scores and imports into the same file, loop after loop. After every step:
// no descriptor of the window points at a deleted file (a deleted -wal/-shm would take every later edit with it),
// and the window still holds SQLite's lock on the study (nothing in it opened and closed the file behind SQLite's
// back). Then the window is SIGKILLed, and every box and rating it printed as saved is in the study.
//
// EDITLENS_CONCURRENCY_LOOPS overrides the number of loops (default 100).
#include "annotatestudy.h"
#include "guiprocess.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QSqlQuery>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace editlens;

namespace {

/// Every descriptor of process `pid` that names a file which no longer exists.
QStringList deletedDescriptors(qint64 pid)
{
    QStringList out;
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QString &fd : fds.entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)) {
        const QString target = QFile::symLinkTarget(fds.filePath(fd));
        if (target.endsWith(QLatin1String(" (deleted)")))
            out << fd + QStringLiteral(" -> ") + target;
    }
    return out;
}

/// The pid holding a read lock on SQLite's SHARED byte range of `file` (what every connection in WAL mode holds
/// while it is open), or 0. Asked with F_GETLK, which takes no lock; this process has no connection to the file.
qint64 sharedLockHolder(const QString &file)
{
    const int fd = ::open(QFile::encodeName(file).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct flock lock = {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = 0x40000000 + 2; // SQLite's PENDING_BYTE + 2: SHARED_FIRST
    lock.l_len = 510;              // SHARED_SIZE
    const int rc = ::fcntl(fd, F_GETLK, &lock);
    ::close(fd);
    if (rc != 0)
        return -1;
    return lock.l_type == F_UNLCK ? 0 : qint64(lock.l_pid);
}

struct CliRun
{
    int exitCode = -1;
    QString output;
};

CliRun runCli(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(120000))
        return {-1, QStringLiteral("editlens-cli did not finish: ") + p.errorString()};
    if (p.exitStatus() != QProcess::NormalExit)
        return {-1, QStringLiteral("editlens-cli crashed: ") + p.errorString() + QLatin1Char('\n')
                        + QString::fromUtf8(p.readAll())};
    return {p.exitCode(), QString::fromUtf8(p.readAll())};
}

} // namespace

class TestConcurrentWriters : public QObject
{
    Q_OBJECT

private:
    core::FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void guiAndCliWritersLoseNothing()
    {
        bool ok = false;
        int loops = qEnvironmentVariableIntValue("EDITLENS_CONCURRENCY_LOOPS", &ok);
        if (!ok || loops <= 0)
            loops = 100;
        QTemporaryDir dir;
        // 25 items × 2 outputs × 5 dimensions: more ratings than loops, so that every "rate" writes one.
        auto study = testing::makeAnnotationStudy(dir, m_registry, 25);
        EL_VERIFY_OK(study);
        const QString file = study.value();
        const QString scores = dir.filePath(QStringLiteral("probe.csv"));

        testing::GuiProcess gui;
        QVERIFY2(gui.start(file, dir.filePath(QStringLiteral("config"))),
                 qPrintable(QString::fromUtf8(gui.process.readAllStandardError())));
        const qint64 guiPid = gui.process.processId();
        QCOMPARE(sharedLockHolder(file), guiPid);

        QMap<qint64, QString> boxes; // difference id → description, as the window printed them
        const auto annotate = [&](int loop) {
            const QString boxed = gui.send("box", QStringLiteral("boxed"));
            QVERIFY2(!boxed.isEmpty(),
                     qPrintable(
                         QStringLiteral("loop %1: %2").arg(QString::number(loop), gui.lines.join(QLatin1Char('\n')))));
            const QStringList f = boxed.split(QLatin1Char(' '));
            QCOMPARE(f.size(), 3);
            boxes.insert(f[1].toLongLong(), f[2]);
            QVERIFY2(!gui.send("rate", QStringLiteral("saved")).isEmpty(),
                     qPrintable(
                         QStringLiteral("loop %1: %2").arg(QString::number(loop), gui.lines.join(QLatin1Char('\n')))));
        };
        const auto cliWrites = [&](int loop) {
            const QString metric = loop % 2 ? QStringLiteral("l1") : QStringLiteral("ssim");
            const CliRun scored = runCli({QStringLiteral("score"), file, QStringLiteral("--metrics"), metric,
                                          QStringLiteral("--force"), QStringLiteral("--jobs"), QStringLiteral("1")});
            QVERIFY2(scored.exitCode == 0, qPrintable(scored.output));
            QFile csv(scores);
            QVERIFY(csv.open(QIODevice::WriteOnly | QIODevice::Truncate));
            csv.write(QStringLiteral("item_id,system,metric,value\nit0,SysAlpha,probe,%1\n").arg(loop).toUtf8());
            csv.close();
            const CliRun imported = runCli(
                {QStringLiteral("import"), file, QStringLiteral("--format"), QStringLiteral("scores-csv"), scores});
            QVERIFY2(imported.exitCode == 0, qPrintable(imported.output));
        };

        for (int loop = 0; loop < loops; ++loop) {
            annotate(loop);
            if (QTest::currentTestFailed())
                return;
            cliWrites(loop);
            if (QTest::currentTestFailed())
                return;
            if (loop % 10 == 0) {
                // The window's own file dialog lists the study: it must not read the file to find its type.
                const QString shown = gui.send("dialog", QStringLiteral("dialog"));
                QVERIFY2(!shown.isEmpty() && !shown.contains(QLatin1String("not listed")), qPrintable(shown));
            }
            const QStringList deleted = deletedDescriptors(guiPid);
            QVERIFY2(deleted.isEmpty(),
                     qPrintable(
                         QStringLiteral("loop %1: %2").arg(QString::number(loop), deleted.join(QStringLiteral(", ")))));
            QVERIFY2(sharedLockHolder(file) == guiPid,
                     qPrintable(QStringLiteral("loop %1: the window lost its lock on the study").arg(loop)));
        }

        // Whatever else in the window might read the study file (a library, a plug-in) drops its locks; the log
        // must survive a CLI closing then all the same.
        QVERIFY(!gui.send("sniff", QStringLiteral("sniffed")).isEmpty());
        QCOMPARE(sharedLockHolder(file), qint64(0));
        for (int loop = loops; loop < loops + 3; ++loop) {
            cliWrites(loop);
            if (QTest::currentTestFailed())
                return;
            annotate(loop);
            if (QTest::currentTestFailed())
                return;
            const QStringList deleted = deletedDescriptors(guiPid);
            QVERIFY2(deleted.isEmpty(), qPrintable(deleted.join(QStringLiteral(", "))));
        }

        ::kill(pid_t(guiPid), SIGKILL);
        QVERIFY(gui.process.waitForFinished(10000));
        gui.drain();

        QMap<QPair<qint64, QString>, double> ratings;
        for (const QString &line : std::as_const(gui.lines)) {
            const QStringList f = line.split(QLatin1Char(' '));
            if (f.size() == 4 && f[0] == QLatin1String("saved"))
                ratings.insert({f[1].toLongLong(), f[2]}, f[3].toDouble());
        }
        QCOMPARE(int(boxes.size()), loops + 3);
        QCOMPARE(int(ratings.size()), loops + 3);

        auto store = core::StudyStore::open(file);
        EL_VERIFY_OK(store);
        QSqlQuery q(store.value()->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
        for (auto it = boxes.cbegin(); it != boxes.cend(); ++it) {
            q.prepare(QStringLiteral("SELECT description FROM differences WHERE id = ?"));
            q.addBindValue(it.key());
            QVERIFY2(q.exec() && q.next(),
                     qPrintable(QStringLiteral("box %1 (%2) is lost").arg(QString::number(it.key()), *it)));
            QCOMPARE(q.value(0).toString(), it.value());
        }
        for (auto it = ratings.cbegin(); it != ratings.cend(); ++it) {
            q.prepare(QStringLiteral("SELECT r.value FROM ratings r JOIN dimensions d ON d.id = r.dimension_id "
                                     "JOIN annotators a ON a.id = r.annotator_id "
                                     "WHERE a.name = 'ann9' AND r.output_id = ? AND d.name = ?"));
            q.addBindValue(it.key().first);
            q.addBindValue(it.key().second);
            QVERIFY2(q.exec() && q.next(),
                     qPrintable(
                         QStringLiteral("rating %1/%2 is lost").arg(QString::number(it.key().first), it.key().second)));
            QCOMPARE(q.value(0).toDouble(), it.value());
        }
        QVERIFY(q.exec(QStringLiteral("SELECT value FROM scores WHERE metric = 'probe'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toDouble(), double(loops + 2));
    }
};

QTEST_GUILESS_MAIN(TestConcurrentWriters)
#include "tst_concurrentwriters.moc"
