#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli autolabel STUDY --percentile P [...]` (ADIEE §3.1 rules) and `autolabel STUDY --multi-turn --out
/// NEW.editlens [--pairs N --seed S]` (ADIEE §3.2): README "Automatic evaluation labels".
int cmdAutolabel(const QStringList &args, const Context &context);

} // namespace editlens::cli
