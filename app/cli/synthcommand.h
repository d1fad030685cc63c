#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli synth SRC_DIR OUT_STUDY [--count N] [--seed S] [--objects COCO_JSON]`: synthetic edit pairs with
/// known differences (training data for difference detectors) from a folder of photographs.
int cmdSynth(const QStringList &args, const Context &context);

} // namespace editlens::cli
