#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli score STUDY [--metrics …] [--models DIR] [--jobs N] [--force]`
int cmdScore(const QStringList &args, const Context &context);

} // namespace editlens::cli
