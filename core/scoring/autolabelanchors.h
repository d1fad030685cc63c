#pragma once

#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

#include <cstdint>

namespace editlens::core {

class StudyStore;

/// ADIEE's anchor samples (Chen et al. 2025, introduction and §3.1): every editing dataset holds two kinds of
/// evaluation samples for free: the ground-truth output, a successful edit (label 1), and the input image with its
/// augmented versions, failed edits (label 0: an editor that returns its input has not followed the instruction).
/// They are stored as outputs of these systems, so that every export, the `adiee-train` one included, reads them.
QString anchorGroundTruthSystem();       ///< "adiee-anchor-ground-truth": the item's ground truth as an output
QString anchorInputSystem();             ///< "adiee-anchor-input": the input image as an output
QString anchorAugmentedSystem(int copy); ///< "adiee-anchor-input-aug<copy>" (1-based)
/// Whether `system` is one of the anchor systems above. The one home of this rule: the single-output rules and the
/// multi-turn build leave these outputs alone.
bool isAnchorSystem(const QString &system);
/// The annotator the anchor labels are stored under: "adiee-anchors", never the rules' annotator, so that neither
/// run replaces the other's labels.
QString adieeAnchorsAnnotator();
/// The folder, relative to the study root, that holds the augmented copies: "adiee-anchors".
QString anchorFolder();

struct AnchorOptions
{
    int copies = 4;                ///< augmented copies of each input image, 0 to 100
    std::uint64_t seed = 20261121; ///< autolabel::drawAugmentation()'s seed
};

struct AnchorReport
{
    int items = 0;              ///< items that got anchors
    int groundTruth = 0;        ///< ground-truth anchors labelled 1
    int inputs = 0;             ///< input anchors labelled 0
    int augmented = 0;          ///< augmented copies labelled 0 (this run's)
    int withoutGroundTruth = 0; ///< items that got only input anchors
    int newOutputs = 0;         ///< anchor outputs this run added to the study (the rest were there and are refreshed)
    int kept = 0;               ///< augmented copies of an earlier run with more copies, kept with their label 0
    QStringList skipped;        ///< items without anchors, with why (no input image, unreadable input)
};

/// Adds ADIEE's anchor samples to every item of `store` and labels them on the `adiee` dimension as ratings of
/// adieeAnchorsAnnotator() with the rules "anchor_ground_truth" (1), "anchor_input" (0) and "anchor_augmented" (0,
/// detail: the augmentation and its parameters, the seed and the copy). The copies are written under
/// anchorFolder()/<item>/aug<k>.png|jpg inside the study root (item keys are reduced to letters, digits, '-' and
/// '_' plus a hash of the key, so no key leaves the folder), replacing the files of an earlier run; the outputs are
/// merged by item and system, so a re-run adds none twice and its labels replace the earlier ones (copies beyond
/// `copies` from an earlier run keep their 0). Items without a ground truth get only the input anchors.
/// Two steps: the outputs are imported in one transaction, then the labels stored in another; a failure between
/// them leaves unlabelled anchor outputs that a re-run labels. `progress` counts items.
/// Errors: invalid options, the study cannot be read or written, a copy cannot be written, cancelled.
Result<AnchorReport> addAnchorSamples(StudyStore &store, const AnchorOptions &options,
                                      const ProgressCallback &progress = {});

} // namespace editlens::core
