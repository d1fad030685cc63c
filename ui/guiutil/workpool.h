#pragma once

class QThreadPool;

namespace editlens::ui {

/// The pool for the GUI's background jobs (loading a study's scores, alignment, imports, reports, heat-maps, masks):
/// use it instead of QThreadPool::globalInstance(). Qt 6.4's raster engine scales large images on the global pool
/// while the GUI thread waits for it, so a long job there held up painting: opening a 10,000-item study waited
/// 0.6 – 0.8 s for its first paint behind the score summary load (bench_browse). One thread per core.
QThreadPool *workPool();

} // namespace editlens::ui
