#pragma once

#include "util/tsanannotations.h"

#include <opencv2/core/utility.hpp>

namespace editlens::core {

/// cv::parallel_for_ over `range` (OpenCV's worker threads, `nstripes` as there), telling ThreadSanitizer what
/// parallel_for_ guarantees and it cannot see (OpenCV is not built with it): what this thread did before the call
/// happens before each chunk of `body`, and each chunk before what follows the call. The chunks are not ordered with
/// each other. `body(const cv::Range &)` runs on several threads at once; it is called by reference, not copied.
/// Outside a -fsanitize=thread build this is cv::parallel_for_ itself.
template<typename Body>
void parallelFor(const cv::Range &range, const Body &body, double nstripes = -1.0)
{
    // A class of our own rather than parallel_for_'s std::function overload: OpenCV's wrapper reads the
    // std::function on the worker before any code of ours runs, where no acquire could come first.
    class Chunks : public cv::ParallelLoopBody
    {
    public:
        explicit Chunks(const Body &body) : m_body(body) { EDITLENS_TSAN_RELEASE(this); }
        void operator()(const cv::Range &chunk) const override
        {
            EDITLENS_TSAN_ACQUIRE(this);
            m_body(chunk);
            EDITLENS_TSAN_RELEASE(&m_done);
        }
        void joined() const { EDITLENS_TSAN_ACQUIRE(&m_done); }

    private:
        const Body &m_body;
        char m_done = 0; ///< only its address is used: where chunks release for joined()
    };
    const Chunks chunks(body);
    cv::parallel_for_(range, chunks, nstripes);
    chunks.joined();
}

} // namespace editlens::core
