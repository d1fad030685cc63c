#include "comparisonview.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>

namespace editlens::ui {

namespace {

QImage readImage(const QString &path, QString *error)
{
    if (path.isEmpty())
        return {};
    QImageReader reader(path);
    QImage image = reader.read();
    if (image.isNull())
        *error = reader.errorString();
    return image;
}

QGraphicsView *makeView(QGraphicsScene *scene, QWidget *parent)
{
    auto *view = new QGraphicsView(scene, parent);
    view->setDragMode(QGraphicsView::ScrollHandDrag);
    view->setTransformationAnchor(QGraphicsView::NoAnchor);
    view->setBackgroundBrush(QColor(40, 40, 40));
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

QString sizeText(const QImage &image)
{
    return QStringLiteral("%1×%2").arg(image.width()).arg(image.height());
}

} // namespace

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_leftScene(new QGraphicsScene(this))
    , m_rightScene(new QGraphicsScene(this))
    , m_left(makeView(m_leftScene, this))
    , m_right(makeView(m_rightScene, this))
    , m_leftCaption(new QLabel(this))
    , m_rightCaption(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (auto [view, caption] : {std::pair{m_left, m_leftCaption}, std::pair{m_right, m_rightCaption}}) {
        auto *column = new QVBoxLayout;
        caption->setAlignment(Qt::AlignCenter);
        column->addWidget(caption);
        column->addWidget(view, 1);
        layout->addLayout(column, 1);
        view->viewport()->installEventFilter(this);
        connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, [this, v = view] { syncScroll(v); });
        connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, v = view] { syncScroll(v); });
    }
    connect(&m_watcher, &QFutureWatcher<Loaded>::finished, this, &ComparisonView::onLoaded);
    clear();
}

ComparisonView::~ComparisonView()
{
    // The loader captures only paths and a number; let it finish rather than block here.
    m_watcher.disconnect(this);
}

void ComparisonView::clear()
{
    ++m_generation;
    m_leftScene->clear();
    m_rightScene->clear();
    m_leftPixmap = m_rightPixmap = nullptr;
    m_leftCaption->setText(tr("Original"));
    m_rightCaption->setText(tr("Edited"));
}

void ComparisonView::showPair(const QString &sourcePath, const QString &editedPath, const QString &editedTitle)
{
    const quint64 generation = ++m_generation;
    m_editedTitle = editedTitle;
    m_leftCaption->setText(tr("Original (loading…)"));
    m_rightCaption->setText(tr("%1 (loading…)").arg(editedTitle));
    m_watcher.setFuture(QtConcurrent::run([generation, sourcePath, editedPath] {
        Loaded loaded;
        loaded.generation = generation;
        loaded.source = readImage(sourcePath, &loaded.sourceError);
        loaded.edited = readImage(editedPath, &loaded.editedError);
        return loaded;
    }));
}

void ComparisonView::onLoaded()
{
    const Loaded loaded = m_watcher.result();
    if (loaded.generation != m_generation)
        return; // a newer request is on its way
    m_leftScene->clear();
    m_rightScene->clear();
    m_leftPixmap = m_rightPixmap = nullptr;

    QRectF frame;
    if (!loaded.source.isNull()) {
        m_leftPixmap = m_leftScene->addPixmap(QPixmap::fromImage(loaded.source));
        frame = m_leftPixmap->boundingRect();
        m_leftCaption->setText(tr("Original · %1").arg(sizeText(loaded.source)));
    } else {
        m_leftCaption->setText(loaded.sourceError.isEmpty() ? tr("Original · no image")
                                                            : tr("Original · cannot read: %1").arg(loaded.sourceError));
    }
    if (!loaded.edited.isNull()) {
        m_rightPixmap = m_rightScene->addPixmap(QPixmap::fromImage(loaded.edited));
        QString caption = tr("%1 · %2").arg(m_editedTitle, sizeText(loaded.edited));
        if (frame.isValid() && loaded.edited.size() != loaded.source.size()) {
            // Shown in the source's frame, as the metrics compare them.
            m_rightPixmap->setTransform(
                QTransform::fromScale(frame.width() / loaded.edited.width(), frame.height() / loaded.edited.height()));
            caption += tr(" · shown at the original's %1").arg(sizeText(loaded.source));
        }
        m_rightCaption->setText(caption);
        if (!frame.isValid())
            frame = m_rightPixmap->sceneBoundingRect();
    } else {
        m_rightCaption->setText(loaded.editedError.isEmpty()
                                    ? tr("%1 · no image").arg(m_editedTitle)
                                    : tr("%1 · cannot read: %2").arg(m_editedTitle, loaded.editedError));
    }
    m_leftScene->setSceneRect(frame);
    m_rightScene->setSceneRect(frame);
    if (m_fit)
        zoomToFit();
    else
        applyZoom(m_zoom);
    Q_EMIT pairShown();
}

void ComparisonView::applyZoom(double zoom, const QPoint &anchor, QGraphicsView *anchorView)
{
    zoom = std::clamp(zoom, 0.02, 64.0);
    QPointF scenePoint;
    if (anchorView)
        scenePoint = anchorView->mapToScene(anchor);
    m_zoom = zoom;
    m_syncing = true;
    for (QGraphicsView *view : {m_left, m_right}) {
        view->setTransform(QTransform::fromScale(zoom, zoom));
        // Pixel-exact from 100 % up, smooth below.
        view->setRenderHint(QPainter::SmoothPixmapTransform, zoom < 1.0);
    }
    if (anchorView) {
        // Keep the scene point under the cursor where it was.
        const QPointF after = anchorView->mapToScene(anchor);
        const QPointF delta = (after - scenePoint) * zoom;
        anchorView->horizontalScrollBar()->setValue(anchorView->horizontalScrollBar()->value() - int(delta.x()));
        anchorView->verticalScrollBar()->setValue(anchorView->verticalScrollBar()->value() - int(delta.y()));
    }
    m_syncing = false;
    syncScroll(anchorView ? anchorView : m_left);
}

void ComparisonView::syncScroll(QGraphicsView *from)
{
    if (m_syncing)
        return;
    m_syncing = true;
    QGraphicsView *to = from == m_left ? m_right : m_left;
    to->horizontalScrollBar()->setValue(from->horizontalScrollBar()->value());
    to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
    m_syncing = false;
}

void ComparisonView::zoomIn()
{
    m_fit = false;
    applyZoom(m_zoom * 1.25);
}

void ComparisonView::zoomOut()
{
    m_fit = false;
    applyZoom(m_zoom / 1.25);
}

void ComparisonView::zoomActualSize()
{
    m_fit = false;
    applyZoom(1.0);
}

void ComparisonView::zoomToFit()
{
    m_fit = true;
    const QRectF frame = m_leftScene->sceneRect();
    if (frame.isEmpty())
        return;
    const QSize viewport = m_left->viewport()->size();
    applyZoom(std::min(viewport.width() / frame.width(), viewport.height() / frame.height()));
}

void ComparisonView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fit)
        zoomToFit();
}

bool ComparisonView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        QGraphicsView *view = watched == m_left->viewport() ? m_left : m_right;
        m_fit = false;
        const double steps = wheel->angleDelta().y() / 120.0;
        applyZoom(m_zoom * std::pow(1.25, steps), wheel->position().toPoint(), view);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace editlens::ui
