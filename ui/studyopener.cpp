#include "studyopener.h"

#include "guiutil/progressjob.h"
#include "storage/studylocation.h"

#include <QCoreApplication>
#include <QEventLoop>

#include <optional>

namespace editlens::ui {

core::Result<std::unique_ptr<core::StudyStore>> openStudyForWindow(const QString &file, QWidget *parent)
{
    if (!core::StudyLocation::isServerUrl(file))
        return core::StudyStore::open(file);
    auto store = core::StudyStore::open(file, {}, {}, core::StudyStore::ServerImages::Later);
    if (!store)
        return store;

    QObject context;
    ProgressJob<bool> fetch(&context);
    fetch.setDialog(parent, QCoreApplication::translate("StudyOpener", "Fetching the study's images from the server…"),
                    QCoreApplication::translate("StudyOpener", "Cancel"));
    fetch.setCancelledError(core::Error{
        QCoreApplication::translate("StudyOpener",
                                    "opening was cancelled before every image of the study was fetched; open it "
                                    "again to go on (images already fetched are kept)"),
        store.value()->filePath()});
    std::optional<core::Status> fetched;
    QEventLoop loop;
    fetch.start(
        [file](const JobProgress &progress) -> core::Result<bool> {
            auto own = core::StudyStore::open(file, progress.stage()); // this thread's own connection
            if (!own)
                return own.error();
            return true;
        },
        [&](const core::Result<bool> &result) {
            fetched = result ? core::Status::success() : core::Status(result.error());
            loop.quit();
        });
    if (!fetched)
        loop.exec();
    if (!*fetched)
        return fetched->error();
    return store;
}

} // namespace editlens::ui
