#pragma once

// What the window benchmarks (bench_compare, bench_browse) share on top of benchutil.h: whether the comparison view
// has every image of an item decoded, so that a timed showItem() measures painting, not decoding.
#include "compare/comparisonview.h"
#include "compare/imagecache.h"
#include "study/studydata.h"

namespace editlens::bench {

/// True when `view`'s image cache holds the source and every output of `item` (paths relative to `root`), at the
/// sizes showItem() asks for. GUI thread.
inline bool allCached(ui::ComparisonView &view, const QString &root, const core::Item &item)
{
    ui::ImageCache *cache = view.imageCache();
    if (!cache->contains(ui::ImageCache::key(root + QLatin1Char('/') + item.sourcePath)))
        return false;
    for (const core::Output &o : item.outputs)
        if (!cache->contains(ui::ImageCache::key(root + QLatin1Char('/') + o.path, item.sourceSize)))
            return false;
    return true;
}

} // namespace editlens::bench
