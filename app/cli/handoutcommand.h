#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli pack STUDY --annotator NAME OUT_DIR`: writes one annotator's self-contained hand-out of a planned
/// study (core::packForAnnotator).
int cmdPack(const QStringList &args, const Context &context);

/// `editlens-cli merge STUDY PACKED...`: merges each hand-out's work back into STUDY (core::mergePack), one
/// transaction per packed file; conflicts on stdout, one per line, and a summary per annotator.
int cmdMerge(const QStringList &args, const Context &context);

} // namespace editlens::cli
