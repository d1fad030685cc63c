#pragma once

#include "io/longcsvtable.h"
#include "util/error.h"
#include "util/progress.h"

#include <QDir>
#include <QString>

namespace editlens::core {

/// ImagenHub's editing-output layout, as its benchmark scripts write it (results/ImagenHub_Text-Guided_IE/):
/// `input/sample_<img_id>_<turn>.jpg` holds the source images, each other folder is one editing model holding its
/// outputs under the same file names, `GroundTruth/` (optional) the reference edits, and `dataset_lookup.json` maps
/// each file name to `{"instruction": ..., "source_global_caption": ..., "target_global_caption": ...}`.
/// The `imagenhub` import reads it through this class. Stateless; the functions may run on any thread.
class ImagenHubLayout
{
public:
    /// Whether `dir` is a layout to read: it has an `input/` folder. Lists that folder only when `needImage` is set,
    /// and then also asks for one `sample_*` image in it (detection).
    static bool isLayout(const QDir &dir, bool needImage);

    /// The dataset_lookup.json describing the layout at `root`: the one in `root`, else the one in its parent
    /// folder; empty when neither exists.
    static QString lookupFile(const QDir &root);

    /// Adds one item per `input/sample_*.{jpg,jpeg,png}` (name order), keyed by the file name: source = that file,
    /// ground truth = `GroundTruth/<file>` when it exists, one output per model folder that holds `<file>` (system =
    /// the folder name, folders in name order). Instruction and source/target captions come from lookupFile() when
    /// there is one; every input image must then have an entry. Paths are absolute; the caller's ImportResolver
    /// checks the images. Errors name the file and, inside dataset_lookup.json, the line of the entry.
    static Status read(const QDir &root, LongTableItems &items, const ProgressCallback &progress);
};

} // namespace editlens::core
