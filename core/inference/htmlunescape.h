#pragma once

#include <QString>

namespace editlens::core {

/// Replaces HTML character references the way Python's `html.unescape` (CPython 3.11) does, for what CLIP's text
/// cleaning needs. Pure function, thread-safe.
/// - Numeric references `&#NNN;` / `&#xHH;` (the `;` optional): NUL → U+FFFD, the Windows-1252 code points 0x80–0x9F
///   → their Windows-1252 characters, surrogates and values above U+10FFFF → U+FFFD, the code points Python calls
///   invalid (C0/C1 controls except tab, LF, FF, CR; U+FDD0–U+FDEF; U+xFFFE/U+xFFFF) → removed.
/// - Named references: the 252 HTML 4 names with `;` (HTML5 values, so `&lang;` is U+27E8), the 106 legacy names
///   that HTML5 also accepts without `;` (`&amp`, `&eacute`), longest legacy prefix first (`&ampx` → `&x`).
///   HTML5-only names (`&NewLine;`, `&bigstar;`) are left as written; Python would decode them.
QString htmlUnescape(const QString &text);

} // namespace editlens::core
