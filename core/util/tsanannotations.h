#pragma once

#include <type_traits>
#include <utility>

// Happens-before edges for ThreadSanitizer where work crosses threads through code it cannot see into: Debian's Qt
// and OpenCV are not built with -fsanitize=thread, so the mutexes and futexes behind QThreadPool, the event queue and
// cv::parallel_for_ are invisible to it, and every hand-off through them reads as a data race. These macros state the
// edge where the hand-off really is (release on the thread that hands over, acquire on the one that takes over, both
// at the same address, which is only a name: nothing there is read or written). Outside a -fsanitize=thread build
// they expand to nothing. CONTRIBUTING ("ThreadSanitizer") says where they are used and why.
#if defined(__SANITIZE_THREAD__)
#define EDITLENS_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define EDITLENS_TSAN 1
#endif
#endif

#ifdef EDITLENS_TSAN
extern "C" void __tsan_acquire(void *addr);
extern "C" void __tsan_release(void *addr);
#define EDITLENS_TSAN_ACQUIRE(addr) __tsan_acquire(const_cast<void *>(static_cast<const volatile void *>(addr)))
#define EDITLENS_TSAN_RELEASE(addr) __tsan_release(const_cast<void *>(static_cast<const volatile void *>(addr)))
#else
#define EDITLENS_TSAN_ACQUIRE(addr) static_cast<void>(addr)
#define EDITLENS_TSAN_RELEASE(addr) static_cast<void>(addr)
#endif

namespace editlens::core {

/// A callable handed to another thread through a queue ThreadSanitizer cannot see (QtConcurrent::run or mapped on a
/// QThreadPool, QMetaObject::invokeMethod): each copy or move releases at its own address, and whoever copies,
/// moves, calls or destroys it next acquires there first, so that what the submitting thread wrote before the hand-off
/// (the captures above all) is seen to happen before the work. After each call it releases at `delivered` when that
/// is set; the thread that collects the results acquires there (EDITLENS_TSAN_ACQUIRE) before it reads them. Calls
/// are not ordered with each other (QtConcurrent::mapped calls one copy from several threads at once). Outside a
/// -fsanitize=thread build it only forwards to `f`.
template<typename F>
class HandedOff
{
public:
    explicit HandedOff(F f, const void *delivered = nullptr) : m_f(std::move(f)), m_delivered(delivered)
    {
        EDITLENS_TSAN_RELEASE(this);
    }
    // As noexcept as moving F is: a wrapper cannot promise more than the work it wraps (some captures' moves throw).
    HandedOff(HandedOff &&other) noexcept(
        std::is_nothrow_move_constructible_v<F>) // NOLINT(performance-noexcept-move-constructor)
        : m_f((EDITLENS_TSAN_ACQUIRE(&other), std::move(other.m_f)))
        , m_delivered(other.m_delivered)
    {
        EDITLENS_TSAN_RELEASE(this);
    }
    HandedOff(const HandedOff &other) : m_f((EDITLENS_TSAN_ACQUIRE(&other), other.m_f)), m_delivered(other.m_delivered)
    {
        EDITLENS_TSAN_RELEASE(this);
    }
    HandedOff &operator=(const HandedOff &) = delete;
    HandedOff &operator=(HandedOff &&) = delete;
    ~HandedOff()
    {
        EDITLENS_TSAN_ACQUIRE(this);
        EDITLENS_TSAN_ACQUIRE(&m_called);
    }

    template<typename... Args>
    std::invoke_result_t<F &, Args...> operator()(Args &&...args)
    {
        EDITLENS_TSAN_ACQUIRE(this);
        const Release done(this);
        return m_f(std::forward<Args>(args)...);
    }
    template<typename... Args>
    std::invoke_result_t<const F &, Args...> operator()(Args &&...args) const
    {
        EDITLENS_TSAN_ACQUIRE(this);
        const Release done(this);
        return m_f(std::forward<Args>(args)...);
    }

private:
    // Releases when the call returns, after the result is made (also when it throws).
    struct Release
    {
        explicit Release(const HandedOff *call) : call(call) {}
        ~Release()
        {
            EDITLENS_TSAN_RELEASE(&call->m_called);
            if (call->m_delivered)
                EDITLENS_TSAN_RELEASE(call->m_delivered);
        }
        Release(const Release &) = delete;
        Release &operator=(const Release &) = delete;
        const HandedOff *call;
    };

    F m_f;
    const void *m_delivered;
    char m_called = 0; ///< only its address is used: where calls release for the destructor
};

/// `f` wrapped as a HandedOff (see there): `QtConcurrent::run(pool, handedOff(work))`.
template<typename F>
HandedOff<std::decay_t<F>> handedOff(F &&f, const void *delivered = nullptr)
{
    return HandedOff<std::decay_t<F>>(std::forward<F>(f), delivered);
}

} // namespace editlens::core
