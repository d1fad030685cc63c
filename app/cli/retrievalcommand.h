#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli retrieval STUDY --metric M [--models DIR] [--json]`: edit-text retrieval (R@k, mean and median rank)
/// per system and overall.
int cmdRetrieval(const QStringList &args, const Context &context);

} // namespace editlens::cli
