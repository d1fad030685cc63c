#pragma once

#include "study/studydata.h"

#include <QString>
#include <QVector>

#include <optional>

// The rubric a study's annotators rate on, as values: the presets, the scales and their labels. Stored by
// storage/rubricstore.h (RubricStore); read by every layer that shows or checks a rating.

namespace editlens::core {

/// The rubric presets a study can start from.
enum class RubricPreset {
    Bpm,       ///< BPM user study (Fig. 7): overall, edited area, non-edited consistency, size, position; 1-5
    ImagenHub, ///< ImagenHub / VIEScore: SC and PQ in {0, 0.5, 1}
    Dice,      ///< DICE user study: correct edits and unwanted edits 1-5, plus a binary "no visual change"
    Custom,    ///< defined by the user
};
QString rubricPresetName(RubricPreset preset); ///< "bpm", "imagenhub", "dice", "custom"
std::optional<RubricPreset> rubricPresetFromName(const QString &name);

/// A label for one scale value ("1" → "Very Poor").
struct ScaleLabel
{
    double value = 0.0;
    QString label;
};

/// One rating dimension of a rubric: a scale `min..max` in steps of `step`, labels for some values
/// and help text shown to the annotator.
struct RubricDimension
{
    QString name; ///< the dimension's id in ratings ("overall", "SC", ...)
    double scaleMin = 1.0;
    double scaleMax = 5.0;
    double step = 1.0;
    QVector<ScaleLabel> labels;
    QString help;

    /// The values on the scale, min, min + step, ..., max (inclusive, within step/1000).
    QVector<double> values() const;
    /// True when `value` is on the scale (within step/1000 of a step).
    bool accepts(double value) const;
    QString labelFor(double value) const; ///< "" when the value has no label
};

/// A named rubric: its dimensions in display order. Value type.
struct Rubric
{
    QString name;
    RubricPreset preset = RubricPreset::Custom;
    QString help; ///< instructions shown before the dimensions
    QVector<RubricDimension> dimensions;

    const RubricDimension *findDimension(const QString &name) const;
};

/// A dimension's name as people read it: the words before the colon of its description when it opens with one
/// ("Overall editing quality: Evaluate ..." → "Overall editing quality"), else its id with spaces for underscores
/// and a capital ("non_edited_consistency" → "Non edited consistency").
QString dimensionTitle(const RubricDimension &dimension);
/// The dimension's description without the title dimensionTitle() took from it.
QString dimensionDescription(const RubricDimension &dimension);

/// `rubric` in the language of the day: every text of it (help, dimension help, value labels) that is one of the
/// built-in rubrics' texts (the presets', the demo's), as stored in whatever language the study was made in the
/// source language, is replaced by its translation; the study's own texts stay as they are. For display only.
Rubric localizedRubric(Rubric rubric);

/// The preset rubric (translated help and labels). `Custom` returns an empty rubric named "custom".
Rubric rubricPreset(RubricPreset preset);

/// A custom rubric named "study" over a study's existing dimensions, so that annotators add to the ratings it already
/// holds (an imported study rated on "overall", "SC", ...) instead of starting new dimensions. Each dimension keeps
/// its scale and description (as help); the step is 1 when the scale spans 2 or more (1–5, 0–10), else half the
/// span (0–1 → {0, 0.5, 1}, ImagenHub's SC/PQ). Labels: none.
Rubric rubricFromDimensions(const QVector<Dimension> &dimensions);

} // namespace editlens::core
