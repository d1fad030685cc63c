#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace editlens::core {

/// BPM's edit types (BPM §3.1 and its released parser prompt, "edit_type").
enum class EditType { Add, Remove, Replace, ChangeColor, ChangeTexture, ChangeSize, Other };

/// BPM's size state: how the edited object's area must change (f_size).
enum class SizeChange { Unchanged, Bigger, Smaller };

/// BPM's position state: where the edited object must end up relative to the reference object (f_position).
/// `Near` is BPM's "near" answer (Fig. 6 prompt); f_position scores it like any unlisted relation (1).
enum class PositionChange { Unchanged, Left, Right, Above, Below, Inside, Near };

/// Who produced a parse: EditLens's rule-based parser, or an imported one (BPM metadata, a manifest), which overrides
/// it.
enum class ParseSource { Parser, Imported };

/// BPM field name of an edit type: "add", "remove", "replace", "change color", "change texture", "change size",
/// "other".
QString editTypeName(EditType type);
/// Inverse of editTypeName(); case-insensitive, "colour" accepted; std::nullopt for an unknown name.
std::optional<EditType> editTypeFromName(const QString &name);
/// "unchanged", "bigger", "smaller".
QString sizeChangeName(SizeChange size);
/// Inverse of sizeChangeName(); also BPM's own "larger"; std::nullopt for an unknown name.
std::optional<SizeChange> sizeChangeFromName(const QString &name);
/// "unchanged", "left", "right", "above", "below", "inside", "near".
QString positionChangeName(PositionChange position);
/// Inverse of positionChangeName(); also BPM's "up" (= above) and "down" (= below); std::nullopt for an unknown name.
std::optional<PositionChange> positionChangeFromName(const QString &name);

/// One parsed editing instruction with BPM's fields. Value type.
/// Object phrases are lower-case with articles removed; "none" marks a missing side (o1 of an add, o2 of a remove),
/// "all" both sides of a global (whole-image, style) edit.
struct EditParse
{
    QString originalPart = QStringLiteral("none"); ///< o1: what changes in the original image
    QString editedPart = QStringLiteral("none");   ///< o2: what it becomes in the edited image
    EditType editType = EditType::Other;
    bool global = false; ///< whole-image edit (style, season, time of day): BPM uses CLIP-T only, α = 1
    QString beingAdded;  ///< reference object of "add X next to Y" (Y); empty when none is named
    QString addedObject; ///< the added object X of an add; empty otherwise
    SizeChange size = SizeChange::Unchanged;
    PositionChange position = PositionChange::Unchanged;
    ParseSource source = ParseSource::Parser;

    /// BPM's metadata field names: original_part, edited_part, edit_type, being_added, added_object, size, position,
    /// plus "global" and "source" ("parser" | "imported"). Empty optional fields are left out.
    QJsonObject toJson() const;
    /// Reads BPM's field names (as written by toJson() or BPM's metadata), matching LLM answers by substring as BPM's
    /// bpm.py and region_aware_judge.py do: an object phrase containing "none" ("None.") is "none"; edit_type by the
    /// first of "change size", "change color", "change texture", "remove", "replace", "add", "other" it contains;
    /// position by the first of right, left, above, below, inside, unchanged, else "up"/"down", else Near (no
    /// constraint, as the released judge scores it: "none", "near"); a being_added containing "none" is no reference.
    /// Missing or empty values keep the defaults ("none", Other, Unchanged); edited_part "all" implies a global edit.
    /// source = Imported.
    static EditParse fromJson(const QJsonObject &object);

    bool operator==(const EditParse &other) const;
    bool operator!=(const EditParse &other) const { return !(*this == other); }
};

} // namespace editlens::core
