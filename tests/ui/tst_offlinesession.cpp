// An annotator's session on a server study when the server goes away, through the window and its keys: an answer
// given online is still shown as given, the rest of the item is answered and submitted on the local journal (the
// window says so and waits), and when the server is back the answers land once and the next item is shown; answers
// the server refuses for good by then are said and set aside, the others arrive. The owner's window, which only
// watches, notices a restart by itself, says it is not live meanwhile, and its Alignment dock follows the ratings made
// after. The test runs a cluster of its own, since it stops and restarts it.
#include "alignment/alignmentsession.h"
#include "alignmentview/alignmentdock.h"
#include "appservices.h"
#include "document/studyplan.h"
#include "mainwindow.h"
#include "ownpgcluster.h"
#include "scratchstudy.h"
#include "server/studyaccess.h"
#include "session/annotatorwindow.h"
#include "session/ratingsurface.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "testutil.h"
#include "transfer/studytransfer.h"
#include "widgettexts.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace editlens;

class TestOfflineSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testing::OwnPgCluster m_cluster;

    static void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, Qt::Key(key), modifiers);
    }

    static qint64 count(const QString &url, const QString &sql) { return testing::scalarAt(url, sql); }

    /// A study file of two items with two outputs each (images of their own) and the BPM rubric, published to the
    /// cluster with a ratings plan for alice; its URL.
    QString publishedStudy()
    {
        const QString root = m_dir.filePath(testing::uniqueStudyName(QStringLiteral("study"))); // one per test
        QDir().mkpath(root);
        const QString file = QDir(root).filePath(QStringLiteral("s.editlens"));
        auto store = core::StudyStore::create(file, root);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        core::StudyData data;
        for (int i = 0; i < 2; ++i) {
            core::Item item;
            item.key = QStringLiteral("it%1").arg(i);
            item.instruction = QStringLiteral("make it red");
            item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
            testing::writeImage(QDir(root).filePath(item.sourcePath), {16, 12}, Qt::white);
            for (int s = 0; s < 2; ++s) {
                core::Output o;
                o.system = QStringLiteral("S%1").arg(s);
                o.path = QStringLiteral("img/out%1_%2.png").arg(i).arg(s);
                testing::writeImage(QDir(root).filePath(o.path), {16, 12}, QColor(200, 40 * s, 0));
                item.outputs.push_back(o);
            }
            data.items.push_back(item);
        }
        if (core::Status s = store.value()->importData(data); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        if (core::Status s = core::RubricStore(*store.value()).save(core::rubricPreset(core::RubricPreset::Bpm)); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        store.value().reset();
        QString url = m_cluster.server().url(testing::uniqueStudyName(QStringLiteral("offline")));
        if (auto published = core::publishStudy(file, url); !published)
            qFatal("%s", qPrintable(published.error().toString()));
        auto server = core::StudyStore::open(url);
        if (!server)
            qFatal("%s", qPrintable(server.error().toString()));
        if (core::Status s = core::StudyPlan::create(*server.value(), {QStringLiteral("alice")}, {}); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return url;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8()); // the journal: this test's own
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toUtf8());
        m_cluster.start(m_dir.filePath(QStringLiteral("cluster.env")));
        if (!m_cluster.server().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + m_cluster.server().reason));
    }

    void cleanupTestCase() { m_cluster.remove(); }

    void anItemAnsweredAcrossAServerLossIsSubmittedAndTheNextOneFollows()
    {
        const QString url = publishedStudy();
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(url, QStringLiteral("alice")));
        window.resize(1600, 1000);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        press(Qt::Key_Space); // Start
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Task);
        const qint64 first = window.itemId();
        ui::RatingSurface *surface = window.ratingSurface();
        const int questions = surface->outputCount() * surface->dimensionCount();
        QCOMPARE(questions, 2 * 5);

        press(Qt::Key_4); // saved on the server
        QVERIFY(m_cluster.stopServer());
        for (int q = 1; q < questions; ++q)
            press(Qt::Key_3); // kept on this computer
        const QString shown = testing::visibleTexts(&window).join(QLatin1Char('\n'));
        QVERIFY2(shown.contains(QLatin1String("The server cannot be reached.")), qPrintable(shown));
        // The answer the server holds is still shown as given, so the item is complete and can be submitted.
        QCOMPARE(surface->savedValue(0, 0), std::optional<double>(4));
        QCOMPARE(surface->savedValue(1, 4), std::optional<double>(3));
        QVERIFY(surface->isComplete());
        press(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(window.itemId(), first); // the next item comes from the server
        QVERIFY(testing::visibleTexts(&window)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("Submitted and kept on this computer.")));

        QVERIFY(m_cluster.startServer());
        QTRY_VERIFY_WITH_TIMEOUT(window.itemId() != first, 30000); // the window's own timer reconnects
        QCOMPARE(window.progressBar()->value(), 1);
        QVERIFY(testing::visibleTexts(&window)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("Connected to the server again")));
        QCOMPARE(count(url, QStringLiteral("SELECT count(*) FROM ratings")), qint64(questions));
        QCOMPARE(count(url, QStringLiteral("SELECT count(*) FROM ratings WHERE value = 4")), qint64(1));
        QCOMPARE(count(url, QStringLiteral("SELECT count(*) FROM item_submissions WHERE item_id = %1 AND locked = 1")
                                .arg(first)),
                 qint64(1));
        QCOMPARE(count(url, QStringLiteral("SELECT count(*) FROM applied_edits")), qint64(questions)); // 9 + submit
    }

    void answersTheServerRefusesWhenTheyAreSentAreSaidAndTheOthersArrive()
    {
        const QString url = publishedStudy();
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(url, QStringLiteral("alice")));
        window.resize(1600, 1000);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        press(Qt::Key_Space); // Start
        ui::RatingSurface *surface = window.ratingSurface();
        const int questions = surface->outputCount() * surface->dimensionCount();
        QVERIFY(m_cluster.stopServer());
        for (int q = 0; q < questions; ++q)
            press(Qt::Key_3); // kept on this computer
        QVERIFY(m_cluster.startServer());
        // Before the window is back (no event loop has run since), the owner narrows the first dimension's scale:
        // the two answers of 3 to it no longer fit.
        const QString narrowed = core::rubricPreset(core::RubricPreset::Bpm).dimensions.first().name;
        {
            auto owner = core::StudyStore::open(url);
            EL_VERIFY_OK(owner);
            QSqlQuery q(owner.value()->database());
            QVERIFY(q.exec(QStringLiteral("UPDATE dimensions SET scale_max = 2 WHERE name = '%1'").arg(narrowed)));
        }
        const auto shown = [&] { return testing::visibleTexts(&window).join(QLatin1Char('\n')); };
        QTRY_VERIFY_WITH_TIMEOUT(shown().contains(QLatin1String("2 answer(s) could not be stored on the server")),
                                 30000);
        QVERIFY2(shown().contains(QLatin1String("outside the scale")), qPrintable(shown()));
        // The others arrived, and the window shows the refused ones as the server holds them: unanswered.
        QCOMPARE(count(url, QStringLiteral("SELECT count(*) FROM ratings")), qint64(questions - 2));
        QCOMPARE(surface->savedValue(0, 0), std::optional<double>());
        QCOMPARE(surface->savedValue(1, 0), std::optional<double>());
        QCOMPARE(surface->savedValue(1, 1), std::optional<double>(3));
    }

    void theOwnersDashboardFollowsARatingMadeAfterAServerRestart()
    {
        const QString url = publishedStudy();
        const auto login =
            core::studyaccess::addAnnotator(*core::StudyStore::open(url).value(), QStringLiteral("alice"));
        EL_VERIFY_OK(login);
        const QString dimension = core::rubricPreset(core::RubricPreset::Bpm).dimensions.first().name;
        qint64 output = 0;
        {
            auto server = core::StudyStore::open(url).value();
            const core::Item item = server->loadItem(server->itemSummaries().value().first().id).value();
            QCOMPARE(item.key, QStringLiteral("it0"));
            QCOMPARE(item.outputs.first().system, QStringLiteral("S0"));
            output = item.outputs.first().id;
        }
        // The study's owner watches: a window that never writes.
        QSettings settings(m_dir.filePath(QStringLiteral("owner.ini")), QSettings::IniFormat);
        const ui::AppServices services = ui::AppServices::builtin();
        ui::MainWindow window(services, settings);
        window.resize(1400, 900);
        window.show();
        EL_VERIFY_OK(window.openStudy(url));
        ui::AlignmentDock *dock = window.alignmentDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isReady(), 30000);
        const auto shown = [&] {
            const core::alignment::RatingTable &t = dock->session()->table();
            return t.rating(dimension, QStringLiteral("alice"), t.indexOfSystem(QStringLiteral("S0")),
                            t.indexOfItem(QStringLiteral("it0")));
        };
        QVERIFY(std::isnan(shown()));
        const auto saysNotLive = [&] { // on a label the window shows
            const QList<QLabel *> labels = window.findChildren<QLabel *>();
            return std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *l) {
                return l->isVisible() && l->text().contains(QLatin1String("Not live"));
            });
        };
        QVERIFY(!saysNotLive());

        QVERIFY(m_cluster.stopServer());
        // It notices by itself, and says that what it shows is not live.
        QTRY_VERIFY_WITH_TIMEOUT(saysNotLive(), 10000);
        QVERIFY(m_cluster.startServer());
        auto alice = core::StudyStore::open(login.value().url);
        EL_VERIFY_OK(alice);
        EL_VERIFY_OK(alice.value()->setRating(output, dimension, QStringLiteral("alice"), 3));
        // A bound, not a timing: the rating made after the restart reaches the owner's Alignment dock.
        QTRY_COMPARE_WITH_TIMEOUT(shown(), 3.0, 5000);
        QVERIFY(!saysNotLive());
    }
};

QTEST_MAIN(TestOfflineSession)
#include "tst_offlinesession.moc"
