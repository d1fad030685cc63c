#include "maskeditor.h"

#include "annotate/edittools.h"
#include "bpm/bpmregions.h"
#include "compare/comparisonview.h"
#include "compare/overlaylayers.h"
#include "document/commands/maskcommands.h"
#include "document/studydocument.h"
#include "imaging/matbridge.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QMouseEvent>
#include <QPen>

#include <opencv2/core.hpp>

namespace editlens::ui {

namespace {

constexpr double maskLayerZ = layerz::mask + 5; ///< above the computed BPM masks, under the boxes
constexpr double maskOpacity = 0.45;
constexpr int grabCutIterations = 5; ///< as core::RegionOptions::grabCutIterations

bool isMaskTool(EditTool tool)
{
    return tool == EditTool::Brush || tool == EditTool::Eraser || tool == EditTool::BoxToMask;
}

/// `mask` (white = region) as an ARGB image tinted `color` where it is set, transparent elsewhere.
QImage tint(const QImage &mask, const QColor &color)
{
    const QImage grey = mask.convertToFormat(QImage::Format_Grayscale8);
    QImage out(grey.size(), QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    const QRgb set = qPremultiply(qRgba(color.red(), color.green(), color.blue(), 255));
    for (int y = 0; y < grey.height(); ++y) {
        const uchar *src = grey.constScanLine(y);
        auto *dst = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < grey.width(); ++x)
            if (src[x] != 0)
                dst[x] = set;
    }
    return out;
}

} // namespace

MaskEditor::MaskEditor(ComparisonView *view, EditTools *tools, QObject *parent)
    : ViewEditor(view, tools, parent)
    , m_segmentations(this)
{
    connect(tools, &EditTools::maskKindChanged, this, &MaskEditor::rebuildLayers);
}

MaskEditor::~MaskEditor() = default; // running GrabCut jobs own copies of their inputs; their results die with us

void MaskEditor::setDocument(core::StudyDocument *document)
{
    replaceDocument(document);
    if (document) {
        connect(document, &core::StudyDocument::maskChanged, this, [this](const core::MaskKey &key) {
            if (key.itemId == m_view->item().id)
                rebuildLayers();
        });
        connect(document, &core::StudyDocument::annotatorChanged, this, &MaskEditor::rebuildLayers);
    }
    rebuildLayers();
}

core::MaskKey MaskEditor::keyFor(int image) const
{
    core::MaskKey key;
    key.itemId = m_view->item().id;
    key.outputId = m_view->outputIdOf(image);
    key.kind = m_tools->maskKind();
    key.annotator = m_document ? m_document->annotator() : QString();
    return key;
}

void MaskEditor::sceneRebuilt()
{
    m_segmentations.cancel(); // a late GrabCut result belongs to the scene that was cleared
    m_layers.clear();         // the scenes were cleared: their items are gone
    m_dragging = false;
    m_band = nullptr;
    rebuildLayers();
}

void MaskEditor::rebuildLayers()
{
    qDeleteAll(m_layers);
    m_layers.clear();
    if (!m_document || m_document->annotator().isEmpty())
        return;
    const QColor color =
        bpmLayerColor(m_tools->maskKind() == QLatin1String("origin") ? Overlay::MaskOrigin : Overlay::MaskEdit);
    for (const ComparisonView::EditTarget &t : m_view->editTargets()) {
        const QImage mask = m_document->mask(keyFor(t.image));
        if (mask.isNull())
            continue;
        auto *item = new QGraphicsPixmapItem(QPixmap::fromImage(tint(mask, color)), t.overlays);
        item->setZValue(maskLayerZ);
        item->setOpacity(maskOpacity);
        const QSize frame = m_view->frameSize();
        if (frame.isValid() && mask.size() != frame)
            item->setTransform(
                QTransform::fromScale(double(frame.width()) / mask.width(), double(frame.height()) / mask.height()));
        m_layers.push_back(item);
    }
}

bool MaskEditor::editMouseEvent(QGraphicsView *view, int image, QMouseEvent *mouse)
{
    if (!isMaskTool(m_tools->tool()))
        return false;
    const QEvent::Type type = mouse->type();
    const QPointF p = view->mapToScene(mouse->position().toPoint());
    const bool boxTool = m_tools->tool() == EditTool::BoxToMask;
    if (type == QEvent::MouseButtonPress) {
        if (mouse->button() != Qt::LeftButton)
            return false;
        m_dragging = true;
        m_image = image;
        m_start = p;
        if (boxTool) {
            m_band = new QGraphicsRectItem(QRectF(p, p));
            QPen pen(Qt::yellow, 1, Qt::DashLine);
            pen.setCosmetic(true);
            m_band->setPen(pen);
            m_band->setZValue(100.0);
            view->scene()->addItem(m_band);
        } else {
            ++m_dragId;
            paintAt(p, true);
        }
        return true;
    }
    if (!m_dragging)
        return false;
    if (type == QEvent::MouseMove) {
        if (boxTool && m_band)
            m_band->setRect(QRectF(m_start, p).normalized());
        else if (!boxTool)
            paintAt(p, false);
        return true;
    }
    if (mouse->button() != Qt::LeftButton)
        return true;
    m_dragging = false;
    if (boxTool) {
        delete m_band;
        m_band = nullptr;
        startSegmentation(QRectF(m_start, p).normalized());
    } else if (p != m_last) {
        paintAt(p, false);
    }
    return true;
}

void MaskEditor::paintAt(const QPointF &scenePos, bool first)
{
    const core::MaskKey key = keyFor(m_image);
    if (key.outputId <= 0 || key.annotator.isEmpty() || !m_view->frameSize().isValid())
        return;
    core::MaskStroke stroke;
    stroke.points = first ? QVector<QPointF>{scenePos} : QVector<QPointF>{m_last, scenePos};
    stroke.radius = m_tools->brushRadius();
    stroke.erase = m_tools->tool() == EditTool::Eraser;
    stroke.dragId = m_dragId;
    m_last = scenePos;
    // Scene units are source pixels: the mask has the source's size.
    m_document->undoStack()->push(new core::MaskStrokeCommand(m_document, key, stroke, m_view->frameSize()));
}

void MaskEditor::startSegmentation(const QRectF &rect)
{
    const QSize frame = m_view->frameSize();
    const QRect box = rect.toAlignedRect() & QRect(QPoint(0, 0), frame);
    const QImage image = m_view->frameImage(m_image);
    const core::MaskKey key = keyFor(m_image);
    if (box.width() < 2 || box.height() < 2 || image.isNull() || key.outputId <= 0 || key.annotator.isEmpty())
        return;
    m_segmentations.start(
        ++m_lastSegmentation, [image, box] { return segmentBox(image, box); },
        [this, key, frame](const QImage &region) {
            if (m_document && !region.isNull())
                m_document->undoStack()->push(new core::MaskRegionCommand(m_document, key, region, frame));
            Q_EMIT segmentationFinished();
        });
}

QImage MaskEditor::segmentBox(const QImage &image, const QRect &box)
{
    try {
        const cv::Mat mask =
            core::refineBoxWithGrabCut(core::toBgrMat(image), cv::Rect(box.x(), box.y(), box.width(), box.height()),
                                       grabCutIterations);
        return core::toQImage(mask);
    } catch (const cv::Exception &) {
        return {};
    }
}

} // namespace editlens::ui
