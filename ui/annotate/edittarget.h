#pragma once

#include "compare/comparisonview.h"

#include <QEvent>
#include <QGraphicsView>

#include <optional>

namespace editlens::ui {

/// True for the mouse events the editing tools act on (press, move, release).
inline bool isEditMouseEvent(QEvent::Type type)
{
    return type == QEvent::MouseButtonPress || type == QEvent::MouseMove || type == QEvent::MouseButtonRelease;
}

/// The editable image of `view` whose viewport is `viewport` (the object an event filter watched), or nullopt.
inline std::optional<ComparisonView::EditTarget> editTargetOf(const ComparisonView &view, const QObject *viewport)
{
    for (const ComparisonView::EditTarget &t : view.editTargets())
        if (t.view->viewport() == viewport)
            return t;
    return std::nullopt;
}

} // namespace editlens::ui
