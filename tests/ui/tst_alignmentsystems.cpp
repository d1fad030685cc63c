// The Alignment dock's choice of systems: the "Systems" menu in its header computes every table on the chosen systems
// through the same subset code as `align --exclude-systems`, the header says how many are in, and the choice is kept
// per study in the settings.
#include "alignmentfixture.h"
#include "alignmentview/alignmentdock.h"
#include "itemmodels/alignmentmodel.h"
#include "scoring/metricregistry.h"
#include "scratchstudy.h"
#include "settings/settingkeys.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace editlens;
using namespace editlens::core::alignment;

class TestAlignmentSystems : public QObject
{
    Q_OBJECT

private:
    core::MetricRegistry m_registry;

    /// The menu action of `system` in `dock`'s Systems menu, or null.
    static QAction *systemAction(const ui::AlignmentDock &dock, const QString &system)
    {
        const auto *menu = dock.findChild<QMenu *>(QStringLiteral("SystemsMenu"));
        if (!menu)
            return nullptr;
        for (QAction *action : menu->actions())
            if (action->isCheckable() && action->data().toString() == system)
                return action;
        return nullptr;
    }

    static QString buttonText(const ui::AlignmentDock &dock)
    {
        const auto *button = dock.findChild<QToolButton *>(QStringLiteral("SystemsButton"));
        return button ? button->text() : QStringLiteral("(no Systems button)");
    }

    /// What `align --exclude-systems EXCLUDED` computes on `table` with the dock's other options.
    AlignmentReport engineWithout(const RatingTable &table, const QStringList &excluded) const
    {
        AlignmentOptions options;
        options.lowerIsBetter = m_registry.lowerIsBetterIds();
        options.subset.excludedSystems = excluded;
        return computeAlignment(table, options);
    }

private Q_SLOTS:
    void initTestCase() { m_registry.registerBuiltins(); }

    void systemsMenuComputesOnTheChosenSystems()
    {
        const RatingTable table = RatingTable::fromStudy(makeAlignmentStudy());
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setTable(table);
        QCOMPARE(buttonText(dock), QStringLiteral("All 3 systems"));
        // The status line names the systems of the table just installed, not those of none.
        const auto *status = dock.findChild<QLabel *>(QStringLiteral("AlignmentStatus"));
        QVERIFY(status);
        QTRY_VERIFY2(status->text().endsWith(QStringLiteral("All 3 systems")), qPrintable(status->text()));
        QSignalSpy ready(&dock, &ui::AlignmentDock::ready);

        QAction *c = systemAction(dock, QStringLiteral("C"));
        QVERIFY(c && c->isChecked());
        c->trigger(); // unchecks C: the tables leave it out
        QVERIFY(ready.wait(5000));
        QCOMPARE(dock.excludedSystems(), QStringList{QStringLiteral("C")});
        QCOMPARE(buttonText(dock), QStringLiteral("2 of 3 systems"));
        QCOMPARE(dock.options().subset.excludedSystems, QStringList{QStringLiteral("C")});
        const AlignmentReport expected = engineWithout(table, {QStringLiteral("C")});
        QCOMPARE(expected.subset.nOutputs, 24); // 12 items × A, B
        QCOMPARE(dock.alignmentModel()->report().toJson(), expected.toJson());
        QVERIFY(dock.alignmentModel()->report().toJson() != engineWithout(table, {}).toJson());

        // Unchecking B as well, then "All Systems": every system again.
        systemAction(dock, QStringLiteral("B"))->trigger();
        QVERIFY(ready.wait(5000));
        QTRY_COMPARE(buttonText(dock), QStringLiteral("1 of 3 systems"));
        QTRY_COMPARE(dock.alignmentModel()->report().toJson(),
                     engineWithout(table, {QStringLiteral("B"), QStringLiteral("C")}).toJson());
        auto *menu = dock.findChild<QMenu *>(QStringLiteral("SystemsMenu"));
        auto *all = menu->findChild<QAction *>(QStringLiteral("AllSystems"));
        QVERIFY(all);
        all->trigger();
        QVERIFY(ready.wait(5000));
        QVERIFY(dock.excludedSystems().isEmpty());
        QCOMPARE(buttonText(dock), QStringLiteral("All 3 systems"));
        QVERIFY(systemAction(dock, QStringLiteral("B"))->isChecked());
        QTRY_COMPARE(dock.alignmentModel()->report().toJson(), engineWithout(table, {}).toJson());

        // A blinded study shows no system name: the menu is hidden and no choice by name is in force.
        dock.setExcludedSystems({QStringLiteral("A")});
        QVERIFY(ready.wait(5000));
        dock.setSystemNamesHidden(true);
        QVERIFY(ready.wait(5000));
        QVERIFY(dock.findChild<QToolButton *>(QStringLiteral("SystemsButton"))->isHidden());
        QVERIFY(dock.options().subset.excludedSystems.isEmpty());
        QTRY_COMPARE(dock.alignmentModel()->report().toJson(), engineWithout(table, {}).toJson());
    }

    void systemChoiceIsKeptPerStudy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString first = dir.filePath(QStringLiteral("first.editlens"));
        const QString second = dir.filePath(QStringLiteral("second.editlens"));
        testing::createStudyWithOrDie(first, dir.path(), makeAlignmentStudy());
        testing::createStudyWithOrDie(second, dir.path(), makeAlignmentStudy(8));
        QSettings settings(dir.filePath(QStringLiteral("editlens.ini")), QSettings::IniFormat);
        {
            ui::AlignmentDock dock(m_registry);
            dock.setIntervalResamples(0);
            dock.setSettings(&settings);
            QSignalSpy ready(&dock, &ui::AlignmentDock::ready);
            dock.loadStudy(first);
            QVERIFY(ready.wait(10000));
            dock.setExcludedSystems({QStringLiteral("B")});
            QVERIFY(ready.wait(5000));
            QCOMPARE(ui::setting::excludedSystemsOfStudy.read(settings).value(first).toStringList(),
                     QStringList{QStringLiteral("B")});
            QVERIFY(!ui::setting::excludedSystemsOfStudy.read(settings).contains(second));
        }

        // Another window later: the first study comes back without B, the second with every system.
        ui::AlignmentDock dock(m_registry);
        dock.setIntervalResamples(0);
        dock.setSettings(&settings);
        QSignalSpy ready(&dock, &ui::AlignmentDock::ready);
        dock.loadStudy(first);
        QVERIFY(ready.wait(10000));
        QCOMPARE(dock.excludedSystems(), QStringList{QStringLiteral("B")});
        QCOMPARE(buttonText(dock), QStringLiteral("2 of 3 systems"));
        QCOMPARE(dock.alignmentModel()->report().subset.nOutputs, 24); // 12 items × A, C
        QVERIFY(!systemAction(dock, QStringLiteral("B"))->isChecked());
        dock.loadStudy(second);
        QVERIFY(ready.wait(10000));
        QVERIFY(dock.excludedSystems().isEmpty());
        QCOMPARE(buttonText(dock), QStringLiteral("All 3 systems"));
        QCOMPARE(dock.alignmentModel()->report().subset.name, QStringLiteral("all outputs"));

        // A kept name the study no longer has is dropped; the rest stays in force.
        QVariantMap kept = ui::setting::excludedSystemsOfStudy.read(settings);
        kept.insert(second, QStringList{QStringLiteral("A"), QStringLiteral("Gone")});
        ui::setting::excludedSystemsOfStudy.write(settings, kept);
        ui::AlignmentDock later(m_registry);
        later.setIntervalResamples(0);
        later.setSettings(&settings);
        QSignalSpy laterReady(&later, &ui::AlignmentDock::ready);
        later.loadStudy(second);
        QVERIFY(laterReady.wait(10000));
        QCOMPARE(later.excludedSystems(), QStringList{QStringLiteral("A")});
        QCOMPARE(later.options().subset.excludedSystems, QStringList{QStringLiteral("A")});
        QCOMPARE(later.alignmentModel()->report().subset.nOutputs, 16); // 8 items × B, C
        QCOMPARE(buttonText(later), QStringLiteral("2 of 3 systems"));
    }
};

QTEST_MAIN(TestAlignmentSystems)
#include "tst_alignmentsystems.moc"
