#include "afterpaint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QObject>

namespace editlens::ui {

namespace {

/// Carries one call; a child of the context, so that it goes with it.
class DeferredCall final : public QObject
{
public:
    DeferredCall(QObject *context, std::function<void()> fn) : QObject(context), m_fn(std::move(fn)) {}

    static QEvent::Type eventType()
    {
        static const auto type = QEvent::Type(QEvent::registerEventType());
        return type;
    }

    bool event(QEvent *event) override
    {
        if (event->type() != eventType())
            return QObject::event(event);
        const std::function<void()> fn = std::move(m_fn);
        deleteLater();
        fn();
        return true;
    }

private:
    std::function<void()> m_fn;
};

} // namespace

void runAfterPendingPaints(QObject *context, std::function<void()> fn)
{
    auto *call = new DeferredCall(context, std::move(fn));
    QCoreApplication::postEvent(call, new QEvent(DeferredCall::eventType()), Qt::LowEventPriority - 1);
}

} // namespace editlens::ui
