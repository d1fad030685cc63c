#pragma once

#include <QStringList>

namespace editlens::cli {

struct Context;

/// `editlens-cli import STUDY SRC [--format F] [--columns MAPPING] [--root DIR] [...]`: imports a dataset, ratings
/// or scores into a study, all or nothing; the study is created when it does not exist, and removed again when that
/// first import fails.
int cmdImport(const QStringList &args, const Context &context);

} // namespace editlens::cli
