#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

/// How `score` pairs the images of a multi-turn chain (items linked by Item::sourceItem and Item::turn).
enum class ChainMode {
    Turn,  ///< default: every item against its own source image and instruction
    Final, ///< MagicBrush's final-turn setting: the last turn's outputs against the first turn's source image, the
           ///< instructions of all turns and the last turn's ground truth; stored under chainFinalMetricId()
};

/// "turn" or "final": the `--chain` value of a mode.
QString chainModeName(ChainMode mode);
/// The mode named by a `--chain` value, or std::nullopt for an unknown name.
std::optional<ChainMode> chainModeFromName(const QString &name);

/// The instructions of a chain's turns, in turn order, as one text: each trimmed, given a full stop when it does not
/// end in '.', '!' or '?', and joined with one space ("Add a giraffe. Make it snow."). Empty ones are left out.
QString joinInstructions(const QStringList &instructions);

/// The items `score` scores, as values, for `mode`.
///  - Turn: `items` unchanged.
///  - Final: one item per chain end (an item that no other item names as its source_item), in study order, seen
///    from the chain's first turn: source path, size and caption of the first turn; instruction = joinInstructions()
///    of every turn (a one-turn chain keeps its instruction as written); id, key, target caption, ground truth and
///    outputs of the last turn. Masks and the BPM parse belong to one turn and are dropped. An item outside any chain
///    is a chain of one turn (MagicBrush's final-turn evaluation counts single-turn edits too).
/// Errors: a source_item that names no item of the study, or a chain that loops.
Result<QVector<Item>> itemsToScore(const QVector<Item> &items, ChainMode mode);

} // namespace editlens::core
