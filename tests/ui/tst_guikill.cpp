// Crash safety of the GUI: the real `editlens` binary (offscreen), driven through its test-only rating script
// (EDITLENS_TEST_SCRIPT=ratings, see app/gui/testratingscript.h), is SIGKILLed after a seeded random number of the 50
// ratings of the study; reopening the study shows exactly the ratings it had printed as saved.
#include "annotatestudy.h"
#include "document/studyplan.h"
#include "guiprocess.h"
#include "storage/differencestore.h"
#include "storage/rubricstore.h"
#include "storage/sessionstore.h"
#include "testutil.h"

#include <QMap>
#include <QProcess>
#include <QSqlQuery>
#include <QTest>

#include <csignal>
#include <random>

using namespace editlens;

namespace {

using Ratings = QMap<QPair<qint64, QString>, double>;

/// The "saved" lines as (output, dimension) → value; later lines win.
Ratings saved(const QStringList &lines)
{
    Ratings out;
    for (const QString &line : lines) {
        const QStringList f = line.split(QLatin1Char(' '));
        if (f.size() == 4 && f[0] == QLatin1String("saved"))
            out.insert({f[1].toLongLong(), f[2]}, f[3].toDouble());
    }
    return out;
}

Ratings storedRatings(const QString &study, const QString &annotator)
{
    Ratings out;
    auto store = core::StudyStore::open(study);
    if (!store)
        return out;
    QSqlQuery q(store.value()->database());
    q.prepare(QStringLiteral("SELECT r.output_id, d.name, r.value FROM ratings r JOIN dimensions d ON d.id = "
                             "r.dimension_id JOIN annotators a ON a.id = r.annotator_id WHERE a.name = ?"));
    q.addBindValue(annotator);
    if (q.exec())
        while (q.next())
            out.insert({q.value(0).toLongLong(), q.value(1).toString()}, q.value(2).toDouble());
    return out;
}

} // namespace

class TestGuiKill : public QObject
{
    Q_OBJECT

private:
    core::FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void killedGuiKeepsExactlyWhatItShowedAsSaved_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 2") << 2u;
        QTest::newRow("seed 3") << 3u;
    }

    void killedGuiKeepsExactlyWhatItShowedAsSaved()
    {
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        const int kill = std::uniform_int_distribution<int>(5, 45)(rng);
        QTemporaryDir dir;
        auto study = testing::makeAnnotationStudy(dir, m_registry, 5); // 5 items × 2 outputs × 5 BPM dimensions = 50
        EL_VERIFY_OK(study);

        testing::GuiProcess gui;
        QVERIFY2(gui.start(study.value(), dir.filePath(QStringLiteral("config"))),
                 qPrintable(QString::fromUtf8(gui.process.readAllStandardError())));
        for (int i = 0; i < kill; ++i) {
            gui.process.write("rate\n");
            QVERIFY2(gui.waitForLine(QStringLiteral("saved")), qPrintable(gui.lines.join(QLatin1Char('\n'))));
        }
        ::kill(pid_t(gui.process.processId()), SIGKILL);
        QVERIFY(gui.process.waitForFinished(10000));
        QCOMPARE(gui.process.exitStatus(), QProcess::CrashExit);
        gui.drain();

        const Ratings printed = saved(gui.lines);
        QCOMPARE(int(printed.size()), kill);
        QVERIFY(!gui.lines.contains(QStringLiteral("refused")));
        QCOMPARE(storedRatings(study.value(), QStringLiteral("ann9")), printed);
    }

    void annotatorOptionOpensOnTheFirstUnratedItem()
    {
        QTemporaryDir dir;
        auto study = testing::makeAnnotationStudy(dir, m_registry, 3);
        EL_VERIFY_OK(study);
        qint64 expected = 0;
        {
            auto store = core::StudyStore::open(study.value());
            EL_VERIFY_OK(store);
            // The rubric the GUI saves for a study without one (MainWindow::setAnnotator).
            core::RubricStore rubrics(*store.value());
            EL_VERIFY_OK(rubrics.save(core::rubricPreset(core::RubricPreset::Bpm)));
            auto first = core::StudyPlan::nextUnratedItem(*store.value(), QStringLiteral("ann9"));
            EL_VERIFY_OK(first);
            QVERIFY(first.value().has_value());
            core::SessionStore sessions(*store.value());
            EL_VERIFY_OK(sessions.submitItem(QStringLiteral("ann9"), *first.value()));
            auto second = core::StudyPlan::nextUnratedItem(*store.value(), QStringLiteral("ann9"));
            EL_VERIFY_OK(second);
            QVERIFY(second.value().has_value());
            QVERIFY(*second.value() != *first.value());
            expected = *second.value();
        }
        testing::GuiProcess gui;
        QVERIFY(gui.start(study.value(), dir.filePath(QStringLiteral("config"))));
        gui.process.write("rate\n");
        QVERIFY(gui.waitForLine(QStringLiteral("saved")));
        gui.process.kill();
        gui.process.waitForFinished(10000);
        const Ratings printed = saved(gui.lines);
        QCOMPARE(printed.size(), 1);
        auto store = core::StudyStore::open(study.value());
        EL_VERIFY_OK(store);
        auto item = core::DifferenceStore(*store.value()).itemOfOutput(printed.firstKey().first);
        EL_VERIFY_OK(item);
        QCOMPARE(item.value(), expected);
    }
};

QTEST_GUILESS_MAIN(TestGuiKill)
#include "tst_guikill.moc"
