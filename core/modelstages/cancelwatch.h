#pragma once

#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>

namespace editlens::core::modelstages {

/// Watches a caller's cancel flag (the window's Cancel button) while a blocking ChatClient::run spins its event loop on
/// this thread, and calls `onCancel` once when it is set. A run otherwise hears of a cancel only through its progress
/// callback, that is when an answer arrives, which a hanging server may delay by minutes. Null flag: watches nothing.
class CancelWatch
{
public:
    CancelWatch(const std::atomic_bool *flag, std::function<void()> onCancel) : m_flag(flag)
    {
        if (!m_flag)
            return;
        QObject::connect(&m_timer, &QTimer::timeout, [this, onCancel = std::move(onCancel)] {
            if (m_flag->load()) {
                m_timer.stop();
                onCancel();
            }
        });
        m_timer.start(pollMs);
    }

private:
    static constexpr int pollMs = 50;
    const std::atomic_bool *m_flag;
    QTimer m_timer;
};

} // namespace editlens::core::modelstages
