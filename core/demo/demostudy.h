#pragma once

#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

class FormatRegistry;

/// Parameters of the synthetic demo study. Defaults reproduce the committed example exactly.
struct DemoOptions
{
    quint32 seed = 20261121;
    /// Folder with the real photographs the demo edits (Debian package opencv-doc).
    QString photoDir = QStringLiteral("/usr/share/doc/opencv-doc/examples/data");
    /// Rebuild even if DIR already holds a demo study (its annotations are lost).
    bool force = false;
};

/// File name of the demo study inside its folder.
inline QString demoStudyFileName()
{
    return QStringLiteral("demo.editlens");
}

/// The metrics `editlens-cli demo` stores right after building the study, so that it opens scored: every pixel
/// metric against the source (l1, mse, psnr, ssim), the built-in difference detector ("detect") and BPM, whose
/// components need no model (only S_modify needs CLIP). Learned metrics need model files the demo does not ship.
QStringList demoMetricIds();

/// Builds the synthetic demo study in `dir`: real photographs edited by EditLens itself so that
/// the truth is known (object removal by inpainting, recolouring, pasting, moving a region), the
/// outputs of several systems of different quality, BPM's ground-truth-test candidates, ground-truth
/// boxes and masks, and seeded ratings from three annotators that follow each output's real quality
/// (demo/demosystems.h), so that people agree within a system as in a real study. Writes images under `dir/images`, a
/// manifest `dir/demo.jsonl`, and imports it into `dir/demo.editlens`. Returns the study's path.
/// Deterministic for a given seed. Runs on the calling thread.
/// Stores no metric: score it with demoMetricIds(). `formats` must hold the built-in "manifest" import.
Result<QString> createDemoStudy(const QString &dir, const FormatRegistry &formats, const DemoOptions &options = {},
                                const ProgressCallback &progress = {});

} // namespace editlens::core
