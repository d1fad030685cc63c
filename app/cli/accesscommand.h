#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli annotators add URL NAME` creates an annotator's login role on a server study and prints its URL
/// (with the generated password) as the last line; `editlens-cli annotators list STUDY` prints each annotator's
/// progress (items submitted of planned, time per item, gold answers met).
int cmdAnnotators(const QStringList &args, const Context &context);

/// Asks for a server's password on the terminal without echo (installed as the core's password prompt).
void installTerminalPasswordPrompt();

} // namespace editlens::cli
