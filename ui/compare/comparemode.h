#pragma once

#include <QString>

#include <optional>

namespace editlens::ui {

/// How the comparison area lays out an item.
enum class CompareMode {
    Side,    ///< original | selected output, two synchronized views
    Grid,    ///< the original plus every output of the item, all synchronized (BPM Fig. 8)
    Swipe,   ///< one view: the original under the output, a draggable vertical divider between them
    Flicker, ///< one view toggling between the original and the output
};

/// "side", "grid", "swipe", "flicker".
QString compareModeName(CompareMode mode);
/// Inverse of compareModeName(); case-insensitive; std::nullopt for an unknown name.
std::optional<CompareMode> compareModeFromName(const QString &name);

} // namespace editlens::ui
