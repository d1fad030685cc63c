#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

/// A shared module of EditLens (a CMake MODULE library, `editlens-<name>.so`) loaded the first time one of its entry
/// points is asked for, so that heavy dependencies (LibTorch's ~300 libraries, OpenCV's image codecs and GDAL) are
/// mapped only by the processes that use them: `editlens-cli info` or the window's start never load them.
///
/// Where modules are looked for, first found wins:
/// 1. the folder in the environment variable EDITLENS_MODULE_DIR;
/// 2. `<executable's folder>/../<libdir>/editlens` (the installed layout, which the build tree mirrors for the
///    executables in build/app);
/// 3. the build tree's module folder and the configured install folder (compiled in: tests run from other folders).
///
/// A module, once loaded, stays loaded for the life of the process (objects it made may outlive any caller), and a
/// failed load is remembered too (one dlopen per process). Thread-safe.
class LazyModule
{
public:
    /// Resolves the C entry point `symbol` of module `name` ("torch" → editlens-torch.so), loading it on first
    /// use. The error names the module, every file tried and the loader's message.
    static Result<void *> entryPoint(const QString &name, const char *symbol);
    /// The files `entryPoint(name, …)` tries, in order.
    static QStringList candidates(const QString &name);
    /// Why module `name` cannot be used, without loading it: the remembered error of a failed load, or "not found"
    /// when no candidate file exists; empty when it is loaded or a file is there to try. Cheap (a few stat calls).
    static QString problem(const QString &name);
};

} // namespace editlens::core
