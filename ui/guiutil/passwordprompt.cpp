#include "guiutil/passwordprompt.h"

#include "storage/studylocation.h"

#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QThread>

namespace editlens::ui {

namespace {

/// Text shown in a label with a buddy: `&` stands for itself.
QString literal(QString text)
{
    return text.replace(QLatin1Char('&'), QLatin1String("&&"));
}

} // namespace

QString passwordPromptText(const core::StudyLocation &location, const QString &serverMessage)
{
    QString text = QCoreApplication::translate("editlens::ui::PasswordPrompt", "Password for %1 on %2:")
                       .arg(literal(location.user()), literal(location.toString()));
    const QString said = serverMessage.trimmed();
    // libpq's words when the server asks and no password was given: the question above says all of it.
    if (said.isEmpty() || said.contains(QLatin1String("no password supplied")))
        return text;
    return text + QStringLiteral("\n\n")
           + QCoreApplication::translate("editlens::ui::PasswordPrompt", "The server said: %1").arg(literal(said));
}

void installPasswordDialog()
{
    core::setPasswordPrompt([](const core::StudyLocation &location, const QString &serverMessage) -> QString {
        if (!qApp || QThread::currentThread() != qApp->thread())
            return {};
        bool ok = false;
        const QString password =
            QInputDialog::getText(nullptr, QApplication::translate("main", "Password"),
                                  passwordPromptText(location, serverMessage), QLineEdit::Password, {}, &ok);
        return ok ? password : QString();
    });
}

} // namespace editlens::ui
