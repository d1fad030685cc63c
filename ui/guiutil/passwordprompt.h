#pragma once

#include <QString>

namespace editlens::core {
class StudyLocation;
}

namespace editlens::ui {

/// The label of the password dialog for a server study: the question first (user and URL), then what the server
/// said when that is more than "asked for a password" (libpq's "fe_sendauth: no password supplied" is only the
/// server asking, and says nothing to a person); an earlier password's refusal is said. Every `&` is doubled: the
/// dialog's label is the password field's buddy, and a single `&` (as in `?study=demo&sslmode=require`) would be
/// taken for a mnemonic and vanish.
QString passwordPromptText(const core::StudyLocation &location, const QString &serverMessage);

/// Makes core::setPasswordPrompt ask in a dialog (on the GUI thread only: a worker's connection uses the password
/// typed for the window's).
void installPasswordDialog();

} // namespace editlens::ui
