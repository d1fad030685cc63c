#include "panegrid.h"

#include "compare/comparecaptions.h"
#include "compare/overlaylayers.h"
#include "compare/zoomcontroller.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGridLayout>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace editlens::ui {

PaneGrid::PaneGrid(ZoomController *zoom, QWidget *parent) : QWidget(parent), m_zoom(zoom), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
}

void PaneGrid::setPanes(int count, bool square)
{
    while (m_panes.size() > count) {
        const Pane pane = m_panes.takeLast();
        m_zoom->removeView(pane.view);
        delete pane.box; // owns its caption, view and scene
    }
    while (m_panes.size() < count) {
        Pane pane;
        pane.box = new QWidget(this);
        auto *column = new QVBoxLayout(pane.box);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(1);
        pane.caption = new CaptionLabel(pane.box);
        pane.caption->setAlignment(Qt::AlignCenter);
        pane.scene = new QGraphicsScene(pane.box);
        pane.view = new QGraphicsView(pane.scene, pane.box);
        pane.view->setDragMode(QGraphicsView::ScrollHandDrag);
        pane.view->setBackgroundBrush(QColor(40, 40, 40));
        pane.view->setFrameShape(QFrame::NoFrame);
        column->addWidget(pane.caption);
        column->addWidget(pane.view, 1);
        QGraphicsScene *scene = pane.scene;
        connect(scene, &QGraphicsScene::selectionChanged, this, [this, scene] { onSelectionChanged(scene); });
        m_panes.push_back(pane);
        m_zoom->addView(pane.view);
    }
    const int columns = square ? int(std::ceil(std::sqrt(double(count)))) : count;
    for (const Pane &pane : std::as_const(m_panes))
        m_grid->removeWidget(pane.box);
    // Rows and columns of an earlier layout keep their stretch otherwise and take space as empty cells.
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    for (int i = 0; i < m_panes.size(); ++i) {
        m_grid->addWidget(m_panes[i].box, i / columns, i % columns);
        m_grid->setColumnStretch(i % columns, 1);
        m_grid->setRowStretch(i / columns, 1);
    }
}

QVector<QGraphicsView *> PaneGrid::views() const
{
    QVector<QGraphicsView *> out;
    for (const Pane &pane : m_panes)
        out.push_back(pane.view);
    return out;
}

QGraphicsView *PaneGrid::viewOf(const QGraphicsScene *scene) const
{
    for (const Pane &pane : m_panes)
        if (pane.scene == scene)
            return pane.view;
    return nullptr;
}

void PaneGrid::onSelectionChanged(QGraphicsScene *scene)
{
    if (m_selecting)
        return;
    qint64 id = 0;
    for (QGraphicsItem *item : scene->selectedItems())
        if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
            id = box->differenceId();
    if (id == 0)
        return;
    selectDifference(id);
    Q_EMIT differenceClicked(id);
}

void PaneGrid::selectDifference(qint64 id)
{
    m_selecting = true;
    for (const Pane &pane : std::as_const(m_panes)) {
        for (QGraphicsItem *item : pane.scene->items()) {
            auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item);
            if (!box)
                continue;
            const bool match = id != 0 && box->differenceId() == id;
            box->setSelected(match);
            if (match && box->isVisible())
                pane.view->ensureVisible(box, 20, 20);
        }
    }
    m_selecting = false;
}

qint64 PaneGrid::selectedDifference() const
{
    for (const Pane &pane : m_panes)
        for (QGraphicsItem *item : pane.scene->selectedItems())
            if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
                return box->differenceId();
    return 0;
}

void PaneGrid::setConfidenceThreshold(double threshold)
{
    for (const Pane &pane : std::as_const(m_panes))
        for (QGraphicsItem *item : pane.scene->items())
            if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
                box->setVisible(box->passes(threshold));
}

} // namespace editlens::ui
