#pragma once

#include <QLocale>

class QCoreApplication;

namespace editlens::core {

/// Installs the translations of both programs (the window and editlens-cli) into `app`: Qt's own for `locale`, and
/// EditLens's catalogue for it from the .qm files each program embeds under :/i18n (translations/CMakeLists.txt). A
/// language without a catalogue of its own gets editlens_en, which holds only the English plural forms ("1 item",
/// "2 items") that Qt takes from a catalogue. The translators are children of `app`; call once, on the main thread,
/// before the first text is translated. Returns the resource path of the EditLens catalogue in use ("" when none
/// is embedded).
QString installTranslators(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace editlens::core
