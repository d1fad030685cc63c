#pragma once

#include <QtGlobal>

#include <functional>

namespace editlens::core {

/// Progress report from a long operation: `done` of `total` units (total 0 = unknown; done 0 of total 0 while it
/// waits for another program, such as another writer holding the study).
/// Returning false asks the operation to stop; it then fails with a "cancelled" error and
/// leaves stored data as it was. Called on the thread that runs the operation.
using ProgressCallback = std::function<bool(qint64 done, qint64 total)>;

inline bool reportProgress(const ProgressCallback &cb, qint64 done, qint64 total)
{
    return !cb || cb(done, total);
}

} // namespace editlens::core
