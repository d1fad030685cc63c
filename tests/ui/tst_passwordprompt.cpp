// The password dialog's text: a URL's `&` survives the label's mnemonics, and libpq's "no password supplied" is not
// the first thing a person reads.
#include "guiutil/passwordprompt.h"
#include "storage/studylocation.h"
#include "testutil.h"

#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTimer>

using namespace editlens;

class TestPasswordPrompt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theUrlKeepsItsAmpersandAndTheQuestionComesFirst()
    {
        const auto location = core::StudyLocation::parse(
            QStringLiteral("postgresql://owner@db.example:5432/lab?study=demo&sslmode=require"));
        EL_VERIFY_OK(location);
        const QString text =
            ui::passwordPromptText(location.value(), QStringLiteral("fe_sendauth: no password supplied"));
        QVERIFY2(!text.contains(QStringLiteral("fe_sendauth")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("demo&&sslmode")), qPrintable(text));
        QVERIFY2(text.startsWith(QStringLiteral("Password for owner on ")), qPrintable(text));

        // As the dialog's label shows it: the `&` is there, no mnemonic eats it.
        QInputDialog dialog;
        dialog.setLabelText(text);
        dialog.setTextEchoMode(QLineEdit::Password);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        QVERIFY(!labels.isEmpty());
        QVERIFY(labels.first()->buddy() != nullptr); // why the `&` has to be doubled
        QVERIFY(labels.first()->text().contains(QStringLiteral("demo&&sslmode")));
    }

    void aRefusedPasswordIsSaidAfterTheQuestion()
    {
        const auto location = core::StudyLocation::parse(QStringLiteral("postgresql://ann@db/lab?study=s"));
        EL_VERIFY_OK(location);
        const QString text =
            ui::passwordPromptText(location.value(),
                                   QStringLiteral("FATAL: password authentication failed for user \"ann\""));
        QVERIFY2(text.startsWith(QStringLiteral("Password for ann on ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("password authentication failed")), qPrintable(text));
    }
};

QTEST_MAIN(TestPasswordPrompt)
#include "tst_passwordprompt.moc"
