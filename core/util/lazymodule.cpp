#include "util/lazymodule.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>

#include <map>
#include <memory>
#include <mutex>

namespace editlens::core {

namespace {

struct Loaded
{
    std::unique_ptr<QLibrary> library; // never unloaded: objects made by the module may outlive every caller
    QString error;                     // set when no candidate could be loaded
};

std::mutex &modulesMutex()
{
    static std::mutex mutex;
    return mutex;
}

// The process's loaded modules: a dlopen handle is process-wide state whatever we do, so this table is too.
std::map<QString, Loaded> &modules()
{
    static std::map<QString, Loaded> table;
    return table;
}

QString fileName(const QString &name)
{
    return QStringLiteral("editlens-%1.so").arg(name);
}

} // namespace

QStringList LazyModule::candidates(const QString &name)
{
    QStringList folders;
    const QString fromEnvironment = qEnvironmentVariable("EDITLENS_MODULE_DIR");
    if (!fromEnvironment.isEmpty())
        folders << fromEnvironment;
    if (QCoreApplication::instance())
        folders << QCoreApplication::applicationDirPath() + QStringLiteral("/../" EDITLENS_INSTALL_LIBDIR "/editlens");
    folders << QStringLiteral(EDITLENS_BUILD_MODULE_DIR) << QStringLiteral(EDITLENS_INSTALL_MODULE_DIR);
    QStringList files;
    for (const QString &folder : std::as_const(folders)) {
        const QString file = QDir::cleanPath(QDir(folder).filePath(fileName(name)));
        if (!files.contains(file))
            files << file;
    }
    return files;
}

QString LazyModule::problem(const QString &name)
{
    {
        std::lock_guard lock(modulesMutex());
        const auto it = modules().find(name);
        if (it != modules().end())
            return it->second.error; // empty once loaded
    }
    const QStringList files = candidates(name);
    for (const QString &file : files)
        if (QFileInfo::exists(file))
            return {};
    return QCoreApplication::translate("LazyModule", "module %1 not found (looked for %2)")
        .arg(fileName(name), files.join(QStringLiteral(", ")));
}

Result<void *> LazyModule::entryPoint(const QString &name, const char *symbol)
{
    std::lock_guard lock(modulesMutex());
    Loaded &loaded = modules()[name];
    if (!loaded.library && loaded.error.isEmpty()) {
        QStringList tried;
        for (const QString &file : candidates(name)) {
            if (!QFileInfo::exists(file)) {
                tried << QCoreApplication::translate("LazyModule", "%1 (no such file)").arg(file);
                continue;
            }
            auto library = std::make_unique<QLibrary>(file);
            if (library->load()) {
                loaded.library = std::move(library);
                break;
            }
            // Found but broken (a missing dependency, a wrong architecture): say why, and do not fall back to an
            // older copy elsewhere that would hide the problem.
            tried << library->errorString();
            break;
        }
        if (!loaded.library)
            loaded.error = QCoreApplication::translate("LazyModule", "module %1 could not be loaded: %2")
                               .arg(fileName(name), tried.join(QStringLiteral("; ")));
    }
    if (!loaded.library)
        return Error(loaded.error);
    QFunctionPointer entry = loaded.library->resolve(symbol);
    if (!entry)
        return Error(QCoreApplication::translate("LazyModule", "module %1 has no entry point %2 (%3)")
                         .arg(loaded.library->fileName(), QLatin1String(symbol), loaded.library->errorString()));
    return reinterpret_cast<void *>(entry);
}

} // namespace editlens::core
