#pragma once

namespace editlens::core {

/// QUndoCommand::id() of every EditLens command (one enum, so that ids never collide).
enum class CommandId : int {
    SetRating = 1,
    SetPreference,
    AddDifference,
    MoveResizeDifference,
    DeleteDifference,
    RelabelDifference,
    ReviewDifference,
    SetCoherence,
    MaskStroke,
    MaskRegion,
    SetComplete,
};

} // namespace editlens::core
