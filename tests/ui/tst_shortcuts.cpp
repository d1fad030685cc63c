// Remappable shortcuts: overrides persist in QSettings, the editor dialog applies them.
#include "settings/shortcuts.h"
#include "settings/shortcutsdialog.h"
#include "settings/shortcutsheet.h"

#include <QAction>
#include <QKeySequenceEdit>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

class TestShortcuts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString iniFile(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private Q_SLOTS:
    void defaultsApplyWithoutOverride()
    {
        QSettings settings(iniFile("a.ini"), QSettings::IniFormat);
        ui::Shortcuts shortcuts(settings);
        QAction next(QStringLiteral("Next"));
        shortcuts.add(QStringLiteral("item.next"), &next, {QKeySequence(Qt::Key_D), QKeySequence(Qt::Key_Right)});
        QCOMPARE(next.shortcuts(), (QList<QKeySequence>{QKeySequence(Qt::Key_D), QKeySequence(Qt::Key_Right)}));
        QVERIFY(!shortcuts.isOverridden(QStringLiteral("item.next")));
        QVERIFY(!settings.contains(QStringLiteral("shortcuts/item.next")));
    }

    void remappingPersistsThroughSettings()
    {
        const QString file = iniFile("b.ini");
        {
            QSettings settings(file, QSettings::IniFormat);
            ui::Shortcuts shortcuts(settings);
            QAction next(QStringLiteral("Next"));
            shortcuts.add(QStringLiteral("item.next"), &next, {QKeySequence(Qt::Key_D)});
            shortcuts.setKeys(QStringLiteral("item.next"),
                              {QKeySequence(Qt::Key_N), QKeySequence(Qt::CTRL | Qt::Key_J)});
            QCOMPARE(next.shortcut(), QKeySequence(Qt::Key_N));
            settings.sync();
        }
        QSettings reopened(file, QSettings::IniFormat);
        ui::Shortcuts shortcuts(reopened);
        QAction next(QStringLiteral("Next"));
        shortcuts.add(QStringLiteral("item.next"), &next, {QKeySequence(Qt::Key_D)});
        QCOMPARE(next.shortcuts(), (QList<QKeySequence>{QKeySequence(Qt::Key_N), QKeySequence(Qt::CTRL | Qt::Key_J)}));
        QVERIFY(shortcuts.isOverridden(QStringLiteral("item.next")));
        // Back to the defaults: the override is removed, not stored as a copy of them.
        shortcuts.resetToDefaults(QStringLiteral("item.next"));
        QCOMPARE(next.shortcuts(), (QList<QKeySequence>{QKeySequence(Qt::Key_D)}));
        QVERIFY(!reopened.contains(QStringLiteral("shortcuts/item.next")));
    }

    void anEmptyOverrideRemovesTheKey()
    {
        QSettings settings(iniFile("c.ini"), QSettings::IniFormat);
        ui::Shortcuts shortcuts(settings);
        QAction flicker(QStringLiteral("Flicker"));
        shortcuts.add(QStringLiteral("view.flicker"), &flicker, {QKeySequence(Qt::Key_Space)});
        shortcuts.setKeys(QStringLiteral("view.flicker"), {});
        QVERIFY(flicker.shortcuts().isEmpty());
        QVERIFY(shortcuts.isOverridden(QStringLiteral("view.flicker")));
        QVERIFY(shortcuts.keys(QStringLiteral("view.flicker")).isEmpty());
    }

    void conflictsNameTheOtherAction()
    {
        QSettings settings(iniFile("d.ini"), QSettings::IniFormat);
        ui::Shortcuts shortcuts(settings);
        QAction a(QStringLiteral("A")), b(QStringLiteral("B"));
        shortcuts.add(QStringLiteral("a"), &a, {QKeySequence(Qt::Key_H)});
        shortcuts.add(QStringLiteral("b"), &b, {QKeySequence(Qt::Key_J)});
        QCOMPARE(shortcuts.conflicts(QStringLiteral("b"), QKeySequence(Qt::Key_H)), QStringList{QStringLiteral("a")});
        QVERIFY(shortcuts.conflicts(QStringLiteral("b"), QKeySequence(Qt::Key_K)).isEmpty());
    }

    void dialogAppliesEditedKeys()
    {
        QSettings settings(iniFile("e.ini"), QSettings::IniFormat);
        ui::Shortcuts shortcuts(settings);
        QAction zoom(QStringLiteral("Zoom &In"));
        shortcuts.add(QStringLiteral("view.zoomIn"), &zoom, {QKeySequence(Qt::CTRL | Qt::Key_Equal)});
        ui::ShortcutsDialog dialog(shortcuts);
        QCOMPARE(dialog.editor(QStringLiteral("view.zoomIn"), 0)->keySequence(),
                 QKeySequence(Qt::CTRL | Qt::Key_Equal));
        dialog.editor(QStringLiteral("view.zoomIn"), 0)->setKeySequence(QKeySequence(Qt::Key_Z));
        dialog.editor(QStringLiteral("view.zoomIn"), 1)->setKeySequence(QKeySequence(Qt::Key_Plus));
        dialog.apply();
        QCOMPARE(zoom.shortcuts(), (QList<QKeySequence>{QKeySequence(Qt::Key_Z), QKeySequence(Qt::Key_Plus)}));
        QCOMPARE(settings.value(QStringLiteral("shortcuts/view.zoomIn")).toString(), QStringLiteral("Z;+"));
    }

    void sheetListsEveryActionWithItsKeys()
    {
        QSettings settings(iniFile("f.ini"), QSettings::IniFormat);
        ui::Shortcuts shortcuts(settings);
        QAction next(QStringLiteral("&Next Item")), sheetAction(QStringLiteral("Shortcut Sheet"));
        shortcuts.add(QStringLiteral("item.next"), &next, {QKeySequence(Qt::Key_D), QKeySequence(Qt::Key_Right)});
        shortcuts.add(QStringLiteral("help.shortcuts"), &sheetAction, {QKeySequence(Qt::Key_F1)});
        ui::ShortcutSheet sheet(shortcuts);
        QCOMPARE(sheet.table()->rowCount(), 2);
        QCOMPARE(sheet.table()->item(0, 0)->text(), QStringLiteral("Next Item"));
        QCOMPARE(sheet.table()->item(0, 1)->text(),
                 QKeySequence(Qt::Key_D).toString(QKeySequence::NativeText) + QStringLiteral(", ")
                     + QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText));
        shortcuts.setKeys(QStringLiteral("help.shortcuts"), {QKeySequence(Qt::Key_F2)});
        QCOMPARE(sheet.table()->item(1, 1)->text(), QKeySequence(Qt::Key_F2).toString(QKeySequence::NativeText));
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
