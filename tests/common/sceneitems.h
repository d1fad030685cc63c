#pragma once

// Looking into the comparison view's graphics scenes from the UI tests.
#include "compare/overlaylayers.h"

#include <QGraphicsScene>
#include <QList>

namespace editlens::testing {

/// The difference boxes drawn in `scene` (owned by the scene), in the scene's item order. GUI thread.
inline QList<ui::DifferenceBoxItem *> differenceBoxes(QGraphicsScene *scene)
{
    QList<ui::DifferenceBoxItem *> out;
    for (QGraphicsItem *item : scene->items())
        if (auto *box = qgraphicsitem_cast<ui::DifferenceBoxItem *>(item))
            out.push_back(box);
    return out;
}

} // namespace editlens::testing
