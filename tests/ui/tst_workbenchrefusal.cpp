// `editlens --workbench` shows what a plan hides from annotators (system names, ground truth, detector boxes), so the
// real executable refuses it for a hand-out and for an annotator's own server login, while the same study opens as
// the annotator's session without it. Each case runs `editlens` in a child process (offscreen) and checks its exit
// status and message; `--screenshot` makes a window that does open quit by itself.
#include "document/studyplan.h"
#include "scratchstudy.h"
#include "server/studyaccess.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "studyengine.h"
#include "testutil.h"
#include "transfer/handout.h"
#include "transfer/studytransfer.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

class TestWorkbenchRefusal : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Run
    {
        int code = -1;
        QString errors;
    };

    /// Runs the real `editlens` with `args` and waits for it to end.
    Run editlens(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_dir.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(EDITLENS_GUI_PATH), args);
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardError())};
    }

    /// A study file under `name`/ of two items with two outputs each (images of their own), the BPM rubric and a
    /// ratings plan (blinded) for alice.
    QString plannedStudy(const QString &name)
    {
        const QString root = m_dir.filePath(name);
        QDir().mkpath(root);
        QString file = QDir(root).filePath(QStringLiteral("s.editlens"));
        core::StudyData data;
        for (int i = 0; i < 2; ++i) {
            core::Item item;
            item.key = QStringLiteral("it%1").arg(i);
            item.instruction = QStringLiteral("make it red");
            item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
            testing::writeImage(QDir(root).filePath(item.sourcePath), {16, 12}, Qt::white);
            for (int s = 0; s < 2; ++s) {
                core::Output o;
                o.system = QStringLiteral("Sys%1").arg(s);
                o.path = QStringLiteral("img/out%1_%2.png").arg(i).arg(s);
                testing::writeImage(QDir(root).filePath(o.path), {16, 12}, QColor(200, 40 * s, 0));
                item.outputs.push_back(o);
            }
            data.items.push_back(item);
        }
        auto store = testing::createStudyWithOrDie(file, root, data);
        if (core::Status s = core::RubricStore(*store).save(core::rubricPreset(core::RubricPreset::Bpm)); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        if (core::Status s = core::StudyPlan::create(*store, {QStringLiteral("alice")}, {}); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return file;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void handOutRefusesTheWorkbenchAndOpensAsTheSession()
    {
        const QString file = plannedStudy(QStringLiteral("local"));
        {
            auto store = core::StudyStore::open(file);
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(core::packForAnnotator(*store.value(), QStringLiteral("alice"),
                                                m_dir.filePath(QStringLiteral("handout"))));
        }
        const QString handout = m_dir.filePath(QStringLiteral("handout/s.editlens"));
        const QString shot = m_dir.filePath(QStringLiteral("handout-workbench.png"));
        for (const QStringList &extra :
             {QStringList{}, QStringList{QStringLiteral("--annotator"), QStringLiteral("alice")}}) {
            const Run refused = editlens(
                QStringList{handout, QStringLiteral("--workbench"), QStringLiteral("--screenshot"), shot} + extra);
            QCOMPARE(refused.code, 1);
            QVERIFY2(refused.errors.contains(QLatin1String("--workbench is refused")), qPrintable(refused.errors));
            QVERIFY2(refused.errors.contains(QLatin1String("alice")), qPrintable(refused.errors));
            QVERIFY(!QFileInfo::exists(shot));
        }
        // The plain session still opens (and quits after its screenshot).
        const QString session = m_dir.filePath(QStringLiteral("handout-session.png"));
        const Run opened = editlens({handout, QStringLiteral("--screenshot"), session});
        QVERIFY2(opened.code == 0, qPrintable(opened.errors));
        QVERIFY(QFileInfo(session).size() > 0);
        // The study runner's own file still opens in the workbench as an annotator.
        const QString runner = m_dir.filePath(QStringLiteral("runner-workbench.png"));
        const Run own = editlens({file, QStringLiteral("--annotator"), QStringLiteral("alice"),
                                  QStringLiteral("--workbench"), QStringLiteral("--screenshot"), runner});
        QVERIFY2(own.code == 0, qPrintable(own.errors));
    }

    void annotatorsLoginRefusesTheWorkbenchAndOpensAsTheSession()
    {
        if (!testing::pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + testing::pgTestServer().reason));
        const QString file = plannedStudy(QStringLiteral("server"));
        const QString name = testing::uniqueStudyName(QStringLiteral("workbench"));
        const QString url = testing::pgTestServer().url(name);
        EL_VERIFY_OK(core::publishStudy(file, url));
        auto owner = core::StudyStore::open(url);
        EL_VERIFY_OK(owner);
        const auto login = core::studyaccess::addAnnotator(*owner.value(), QStringLiteral("alice"));
        EL_VERIFY_OK(login);
        const QString aliceUrl = testing::pgTestServer().tcpUrl(name, login.value().role, login.value().password);

        const QString shot = m_dir.filePath(QStringLiteral("login-workbench.png"));
        const Run refused = editlens({aliceUrl, QStringLiteral("--workbench"), QStringLiteral("--screenshot"), shot});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.errors.contains(QLatin1String("--workbench is refused")), qPrintable(refused.errors));
        QVERIFY(!QFileInfo::exists(shot));

        const QString session = m_dir.filePath(QStringLiteral("login-session.png"));
        const Run opened = editlens({aliceUrl, QStringLiteral("--screenshot"), session});
        QVERIFY2(opened.code == 0, qPrintable(opened.errors));
        QVERIFY(QFileInfo(session).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestWorkbenchRefusal)
#include "tst_workbenchrefusal.moc"
