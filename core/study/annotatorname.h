#pragma once

#include "util/error.h"

#include <QString>

namespace editlens::core {

/// The one rule for an annotator's name, wherever a name enters a study (the session window's `--annotator`, a
/// plan, an import, a server login): not empty, no white space at either end and no control character (a line
/// break, a tab) anywhere. Names are compared exactly, so "alice " beside "alice" would split one rater in two;
/// such a name is refused with the reason, never trimmed silently. Errors name `file` when given. Pure; thread-safe.
Status checkAnnotatorName(const QString &name, const QString &file = QString());

} // namespace editlens::core
