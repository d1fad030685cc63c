// The rubric editor: presets load the published rubrics, the study's own dimensions become a rubric, invalid edits
// are refused with a reason, and an edited rubric is stored in the study and read back.
#include "annotate/rubricdialog.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

QTableWidget *table(ui::RubricDialog &dialog)
{
    return dialog.findChild<QTableWidget *>();
}

void setCell(ui::RubricDialog &dialog, int row, int column, const QString &text)
{
    table(dialog)->item(row, column)->setText(text);
}

} // namespace

class TestRubricDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void studyDimensionsBecomeARubricWithSteps()
    {
        const QVector<core::Dimension> dims = {{QStringLiteral("overall"), 1, 5, QStringLiteral("overall quality")},
                                               {QStringLiteral("SC"), 0, 1, {}},
                                               {QStringLiteral("O"), 0, 10, {}}};
        const core::Rubric r = core::rubricFromDimensions(dims);
        QCOMPARE(r.name, QStringLiteral("study"));
        QCOMPARE(r.dimensions.size(), 3);
        QCOMPARE(r.dimensions[0].values(), (QVector<double>{1, 2, 3, 4, 5}));
        QCOMPARE(r.dimensions[0].help, QStringLiteral("overall quality"));
        QCOMPARE(r.dimensions[1].values(), (QVector<double>{0, 0.5, 1}));
        QCOMPARE(r.dimensions[2].values().size(), 11);
    }

    void presetsLoadThePublishedRubrics()
    {
        ui::RubricDialog dialog(core::rubricPreset(core::RubricPreset::Custom), {});
        auto *presets = dialog.findChild<QComboBox *>();
        presets->setCurrentIndex(0);                    // BPM
        auto *load = dialog.findChild<QPushButton *>(); // "Start From Preset" is the first button
        QCOMPARE(load->text(), QStringLiteral("Start From Preset"));
        load->click();
        QCOMPARE(dialog.validate(), QString());
        const core::Rubric bpm = dialog.rubric();
        const core::Rubric expected = core::rubricPreset(core::RubricPreset::Bpm);
        QCOMPARE(bpm.dimensions.size(), expected.dimensions.size());
        for (int i = 0; i < bpm.dimensions.size(); ++i) {
            QCOMPARE(bpm.dimensions[i].name, expected.dimensions[i].name);
            QCOMPARE(bpm.dimensions[i].values(), expected.dimensions[i].values());
            QCOMPARE(bpm.dimensions[i].labels.size(), expected.dimensions[i].labels.size());
            QCOMPARE(bpm.dimensions[i].help, expected.dimensions[i].help);
        }
        presets->setCurrentIndex(1); // ImagenHub
        load->click();
        QCOMPARE(dialog.rubric().dimensions.first().values(), (QVector<double>{0, 0.5, 1}));
    }

    void invalidEditsAreRefusedWithTheReason_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty name") << 0 << QString() << QStringLiteral("needs a name");
        QTest::newRow("min above max") << 1 << QStringLiteral("9") << QStringLiteral("min < max");
        QTest::newRow("step does not divide") << 3 << QStringLiteral("3") << QStringLiteral("does not divide");
        QTest::newRow("label off the scale") << 4 << QStringLiteral("7=Great") << QStringLiteral("not on the scale");
        QTest::newRow("label without text") << 4 << QStringLiteral("3") << QStringLiteral("value=text");
        QTest::newRow("duplicate name") << 0 << QStringLiteral("edited_area") << QStringLiteral("Two dimensions");
    }

    void invalidEditsAreRefusedWithTheReason()
    {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, reason);
        ui::RubricDialog dialog(core::rubricPreset(core::RubricPreset::Bpm), {});
        QCOMPARE(dialog.validate(), QString());
        setCell(dialog, 0, column, text);
        QVERIFY2(dialog.validate().contains(reason), qPrintable(dialog.validate()));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // OK refused
    }

    void editedRubricIsStoredAndReadBack()
    {
        QTemporaryDir dir;
        auto store = core::StudyStore::create(dir.filePath(QStringLiteral("s.editlens")), dir.path());
        EL_VERIFY_OK(store);
        ui::RubricDialog dialog(core::rubricPreset(core::RubricPreset::Bpm), {});
        dialog.findChild<QLineEdit *>()->setText(QStringLiteral("my rubric"));
        setCell(dialog, 0, 4, QStringLiteral("1=awful; 5=perfect"));
        QCOMPARE(dialog.validate(), QString());
        core::RubricStore rubrics(*store.value());
        EL_VERIFY_OK(rubrics.save(dialog.rubric()));
        EL_VERIFY_OK(rubrics.setActive(QStringLiteral("my rubric")));
        auto active = rubrics.active();
        EL_VERIFY_OK(active);
        QVERIFY(active.value());
        QCOMPARE(active.value()->name, QStringLiteral("my rubric"));
        QCOMPARE(active.value()->dimensions.first().labelFor(5), QStringLiteral("perfect"));
        QCOMPARE(active.value()->dimensions.first().labelFor(3), QString());
        auto dims = store.value()->dimensions();
        EL_VERIFY_OK(dims);
        QCOMPARE(dims.value().size(), 5);
    }
};

QTEST_MAIN(TestRubricDialog)
#include "tst_rubricdialog.moc"
