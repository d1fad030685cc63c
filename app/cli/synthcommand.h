#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli synth SRC_DIR OUT_STUDY [--count N] [--seed S] [--objects COCO_JSON]`: synthetic edit pairs with
/// known differences (training data for difference detectors) from a folder of photographs.
int cmdSynth(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
