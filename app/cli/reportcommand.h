#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli report STUDY OUT_DIR [--dimension D] [--protocol P] [--metrics …] [--bootstrap N]`:
/// writes OUT_DIR/index.html (self-contained), OUT_DIR/report.md and OUT_DIR/charts/*.png.
/// Needs a QGuiApplication (main() creates one, on the offscreen platform, for this command).
int cmdReport(const QStringList &args, const Context &context);

} // namespace editlens::cli
