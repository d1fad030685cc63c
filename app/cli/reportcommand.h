#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli report STUDY OUT_DIR [--dimension D] [--protocol P] [--metrics …] [--bootstrap N]`:
/// writes OUT_DIR/index.html (self-contained), OUT_DIR/report.md and OUT_DIR/charts/*.png.
/// Needs a QGuiApplication (main() creates one, on the offscreen platform, for this command).
int cmdReport(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
