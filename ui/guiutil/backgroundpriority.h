#pragma once

namespace editlens::ui {

/// Lowers the calling thread's CPU priority for the rest of its life (Linux: nice 10): for pool threads that only
/// ever run background work (prefetching, thumbnails), so that on a machine with few cores they give way to the GUI
/// thread and to Qt's own painting threads (bench_browse: longest stall 52 – 66 → 35 – 37 ms on 2 cores). Lowering is
/// always permitted, raising it back may not be: never call it on a thread that also runs urgent work. Cheap when
/// called again.
void useBackgroundPriority();

} // namespace editlens::ui
