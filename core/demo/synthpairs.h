#pragma once

#include "util/error.h"
#include "util/progress.h"

#include <QMap>
#include <QString>

#include <functional>

namespace editlens::core {

class FormatRegistry;

/// Parameters of a synthetic training set for difference detectors.
struct SynthOptions
{
    int count = 100;         ///< edited pairs to make
    quint32 seed = 20261121; ///< every random choice comes from generators seeded with it
    /// COCO instance-segmentation file whose objects are the regions edited (file names relative to the photo
    /// folder); empty = regions are random ellipses of the photographs, named by their colour.
    QString objectsFile;
    /// Called on the calling thread for each photograph that is left out (unreadable, too small, no usable object).
    std::function<void(const Error &)> warning;
};

/// What createSynthStudy() made.
struct SynthReport
{
    QString studyFile;
    QString imageDir;         ///< the images and the manifest, beside the study
    int pairs = 0;            ///< items, one edited copy each
    int photos = 0;           ///< photographs used
    int skipped = 0;          ///< photographs left out (each reported through SynthOptions::warning)
    int differences = 0;      ///< ground-truth differences
    int crowdSkipped = 0;     ///< COCO annotations left out as crowd regions (RLE)
    QMap<QString, int> kinds; ///< pairs per edit: remove, recolour, paste, move
};

/// Largest number of photographs held in memory at once: a folder with more gives at most this many.
constexpr int synthMaxPhotos = 1000;

/// Folder beside `studyFile` that receives a synthetic study's images and manifest: "<name>-images".
QString synthImageDir(const QString &studyFile);

/// Makes `options.count` synthetic edit pairs from the photographs in `photoDir` (jpg, jpeg, png, bmp, tif, tiff,
/// webp; or, with an objects file, the images it lists) and imports them into a new study `studyFile`, through the
/// manifest importer the demo uses. DICE trains its difference detector on such inpainted pairs.
///
/// Photographs are taken in a seeded order, at most min(count, synthMaxPhotos) of them, and resized to 512 pixels
/// on the longer side; unreadable ones are reported and skipped. Pair i edits photograph i mod (photographs) with one
/// operation of the demo (demoedits.h): removal by inpainting (REMOVE), recolouring (EDIT), a region of another
/// photograph pasted in (ADD), or a region moved (REMOVE at the old place, ADD at the new). Each pair is one item:
/// the resized photograph as source, one output of system "synth" (the edited copy), the instruction ("Remove the
/// dog", "Make the green region on the left blue", "Add a cat at the top right", "Move the dog to the left"), and
/// ground-truth differences with coherence YES whose boxes are the bounding boxes of the pixels that actually
/// changed (REMOVE on the original, ADD and EDIT on the edited image; one frame). Masks: the item's "edit_region"
/// (all changed pixels) and per difference on the output "origin" (REMOVE, EDIT) and "edit" (ADD, EDIT), as BPM
/// reads them. Files: `<name>-images/` beside the study holds sources/, pairs/ and pairs.jsonl (the manifest).
///
/// Deterministic: the same photographs, options and EditLens build give byte-identical images and manifest; pair i
/// draws from its own generator (seed, i), so pairs are made on several threads. Refuses a study file or image folder
/// that exists. Both are made in a staging folder beside the study ("<study file>.partial-XXXXXX") and renamed into
/// place at the end, the study last: a failed run removes what it wrote, and a killed one leaves only that staging
/// folder, never a study or image folder under the final names. Errors name the file (and the line of the objects
/// file).
/// Runs on the calling thread (and the global thread pool); `progress` is called on the calling thread. `formats`
/// must hold the built-in "manifest" import.
Result<SynthReport> createSynthStudy(const QString &photoDir, const QString &studyFile, const FormatRegistry &formats,
                                     const SynthOptions &options, const ProgressCallback &progress = {});

} // namespace editlens::core
