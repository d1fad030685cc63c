#pragma once

#include <functional>

class QObject;

namespace editlens::ui {

/// Runs `fn` on `context`'s thread once the event loop has delivered what is already queued, the window's pending
/// repaint included: Qt posts its widget update requests at Qt::LowEventPriority, and this call posts below them.
/// For background work (decoding the next item, thumbnails) that must not compete with painting the current one.
/// Dropped when `context` is destroyed first.
void runAfterPendingPaints(QObject *context, std::function<void()> fn);

} // namespace editlens::ui
