#include "serverstudy.h"

#include "server/changefeed.h"
#include "storage/studylocation.h"
#include "storage/studyrights.h"
#include "storage/studystore.h"

namespace editlens::core::server {

Result<std::unique_ptr<StudyStore>> createStudy(const QString &file, const QString &rootDir, const QString &name)
{
    Result<std::unique_ptr<StudyStore>> store = StudyStore::create(file, rootDir, name);
    if (!store || !StudyLocation::isServerUrl(file))
        return store;
    if (Status s = studyrights::secure(*store.value()); !s)
        return s.error();
    if (Status s = ChangeFeed::installTriggers(*store.value()); !s)
        return s.error();
    return store;
}

} // namespace editlens::core::server
