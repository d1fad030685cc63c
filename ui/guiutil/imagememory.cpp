#include "imagememory.h"

#include <QtGlobal>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace editlens::ui {

void returnImageMemoryToSystem()
{
#if defined(__GLIBC__)
    // A fixed threshold also turns off glibc's dynamic raising of it.
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
#endif
}

} // namespace editlens::ui
