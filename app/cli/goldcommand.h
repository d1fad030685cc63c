#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli gold STUDY --from-annotator NAME [--tolerance T] | --csv FILE | --list | --clear`: sets the known
/// answers of the plan's gold items, which the attention checks compare annotators' ratings with (an expert's
/// ratings, or rows item,system,dimension,expected[,tolerance]), prints them or removes them. A set replaces the
/// study's gold answers in one transaction; anything refused (an item that is not gold, an unknown system or
/// dimension, a value off the dimension's scale) leaves them as they were. A plan protected by a passphrase changes
/// its gold answers only with it, as `plan` does.
int cmdGold(const QStringList &args, const Context &context);

} // namespace editlens::cli
