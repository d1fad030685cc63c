#pragma once

#include <QStringList>

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::cli {

/// `editlens-cli autolabel STUDY --percentile P [...]` (ADIEE §3.1 rules) and `autolabel STUDY --multi-turn --out
/// NEW.editlens [--pairs N --seed S]` (ADIEE §3.2): README "Automatic evaluation labels".
int cmdAutolabel(const QStringList &args, const core::FormatRegistry &registry);

} // namespace editlens::cli
