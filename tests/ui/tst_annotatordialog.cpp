// The annotator chooser: a typed name follows the one annotator-name rule (core::checkAnnotatorName). A name with a
// space at an end is refused with the reason rather than trimmed, so "bob " can never become a second "bob".
#include "annotate/annotatordialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace editlens;

namespace {

QPushButton *okButton(ui::AnnotatorDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QLabel *problem(ui::AnnotatorDialog &dialog)
{
    return dialog.findChild<QLabel *>(QStringLiteral("nameProblem"));
}

} // namespace

class TestAnnotatorDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typedNameIsKeptAsTyped()
    {
        ui::AnnotatorDialog dialog({QStringLiteral("alice")}, QString());
        dialog.findChild<QLineEdit *>()->setText(QStringLiteral("bob"));
        QVERIFY(okButton(dialog)->isEnabled());
        QVERIFY(problem(dialog)->isHidden());
        QCOMPARE(dialog.annotator(), QStringLiteral("bob"));
    }

    void nameWithSpaceAtAnEndIsRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::newRow("trailing") << QStringLiteral("bob ");
        QTest::newRow("leading") << QStringLiteral(" bob");
        QTest::newRow("only spaces") << QStringLiteral("   ");
        QTest::newRow("tab inside") << QStringLiteral("bo\tb");
    }

    void nameWithSpaceAtAnEndIsRefusedWithTheReason()
    {
        QFETCH(QString, typed);
        ui::AnnotatorDialog dialog({QStringLiteral("bob")}, QStringLiteral("bob"));
        QVERIFY(okButton(dialog)->isEnabled()); // the remembered "bob" is selected
        dialog.findChild<QLineEdit *>()->setText(typed);
        QVERIFY(!okButton(dialog)->isEnabled());
        QVERIFY(!problem(dialog)->isHidden());
        QVERIFY(!problem(dialog)->text().isEmpty());
        // Nothing trimmed: the dialog never offers "bob" for "bob ".
        QCOMPARE(dialog.annotator(), typed);
    }

    void clearingTheFieldLeavesTheListChoice()
    {
        ui::AnnotatorDialog dialog({QStringLiteral("alice")}, QString());
        auto *name = dialog.findChild<QLineEdit *>();
        name->setText(QStringLiteral("bob "));
        QVERIFY(!okButton(dialog)->isEnabled());
        name->clear();
        QVERIFY(problem(dialog)->isHidden());
        dialog.findChild<QListWidget *>()->setCurrentRow(0);
        QVERIFY(okButton(dialog)->isEnabled());
        QCOMPARE(dialog.annotator(), QStringLiteral("alice"));
    }
};

QTEST_MAIN(TestAnnotatorDialog)
#include "tst_annotatordialog.moc"
