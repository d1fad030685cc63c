#include "overlaylayers.h"

#include "study/differenceorigin.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace editlens::ui {

namespace {

const QColor addColor(0x00, 0x9e, 0x73);       // Okabe–Ito bluish green
const QColor removeColor(0xd5, 0x5e, 0x00);    // vermillion
const QColor editColor(0x00, 0x72, 0xb2);      // blue
const QColor unionColor(0xf0, 0xe4, 0x42);     // yellow
const QColor preservedColor(0x56, 0xb4, 0xe9); // sky blue
const QColor cropColor(0xcc, 0x79, 0xa7);      // reddish purple
// BPM's o1 boxes: Okabe–Ito black, because vermillion already means "REMOVE" on the difference boxes.
const QColor originBoxColor(0x1a, 0x1a, 0x1a);

/// A caption drawn at a constant screen size on a dark plate, whatever the zoom.
class CaptionItem : public QGraphicsSimpleTextItem
{
public:
    CaptionItem(const QString &text, const QColor &plate, QGraphicsItem *parent)
        : QGraphicsSimpleTextItem(text, parent)
        , m_plate(plate)
    {
        setFlag(ItemIgnoresTransformations);
        setBrush(Qt::white);
        QFont f = font();
        f.setPointSizeF(9.0);
        setFont(f);
    }
    QRectF boundingRect() const override { return QGraphicsSimpleTextItem::boundingRect().adjusted(-3, -1, 3, 1); }
    /// Keeps the caption inside a box `sceneWidth` wide (scene units), leaving `reservedPixels` on screen for a
    /// badge: the text is elided to what fits at the view's zoom, and left out when nothing does (the tooltip and
    /// the Differences dock still have it).
    void fitInto(double sceneWidth, double reservedPixels)
    {
        m_fitWidth = sceneWidth;
        m_reserved = reservedPixels;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override
    {
        if (m_fitWidth <= 0) {
            painter->fillRect(boundingRect(), m_plate);
            QGraphicsSimpleTextItem::paint(painter, option, widget);
            return;
        }
        double scale = 1.0;
        if (const auto *view = widget ? qobject_cast<const QGraphicsView *>(widget->parentWidget()) : nullptr)
            scale = view->transform().m11();
        const QFontMetricsF metrics(font());
        const QString shown =
            metrics.elidedText(text(), Qt::ElideRight, std::max(0.0, m_fitWidth * scale - m_reserved - 10));
        if (shown.isEmpty() || shown == QStringLiteral("…"))
            return;
        painter->fillRect(QRectF(-3, -1, metrics.horizontalAdvance(shown) + 6, metrics.height() + 2), m_plate);
        painter->setFont(font());
        painter->setPen(brush().color());
        painter->drawText(QPointF(0, metrics.ascent()), shown);
    }

private:
    QColor m_plate;
    double m_fitWidth = 0.0;
    double m_reserved = 0.0;
};

void addBox(QGraphicsItem *parent, const QRectF &rect, const QColor &color, Qt::PenStyle style, const QString &tip,
            const QString &caption)
{
    auto *item = new QGraphicsRectItem(rect, parent);
    QPen pen(color, 2);
    pen.setCosmetic(true);
    pen.setStyle(style);
    item->setPen(pen);
    item->setBrush(Qt::NoBrush);
    item->setToolTip(tip);
    if (caption.isEmpty())
        return;
    auto *label = new CaptionItem(caption, color.darker(160), item);
    label->setPos(rect.bottomLeft());
}

void addBox(QGraphicsItem *parent, const QRectF &rect, const QColor &color, Qt::PenStyle style, const QString &tip)
{
    addBox(parent, rect, color, style, tip, tip);
}

void addMask(QGraphicsItem *parent, const QImage &image, const QString &tip)
{
    if (image.isNull())
        return;
    auto *item = new QGraphicsPixmapItem(QPixmap::fromImage(image), parent);
    item->setToolTip(tip);
}

} // namespace

QColor editOpColor(core::EditOp op)
{
    switch (op) {
    case core::EditOp::Add:
        return addColor;
    case core::EditOp::Remove:
        return removeColor;
    case core::EditOp::Edit:
        return editColor;
    }
    return editColor;
}

QString differenceOriginText(const core::Difference &d)
{
    switch (d.originKind) {
    case core::OriginKind::Detector:
        switch (core::detectorKind(d.origin)) {
        case core::DetectorKind::BuiltIn:
            return QCoreApplication::translate("Overlay", "pixel-diff detector (built in)");
        case core::DetectorKind::DiceImport:
            return QCoreApplication::translate("Overlay", "DICE (imported)");
        case core::DetectorKind::DiceRun:
            return d.origin; // "DICE via <model>" says it all
        case core::DetectorKind::Other:
            break;
        }
        return QCoreApplication::translate("Overlay", "%1 (imported detector)").arg(d.origin);
    case core::OriginKind::Annotator:
        return QCoreApplication::translate("Overlay", "annotator %1").arg(d.origin);
    case core::OriginKind::GroundTruth:
        return d.origin.isEmpty() ? QCoreApplication::translate("Overlay", "ground truth")
                                  : QCoreApplication::translate("Overlay", "ground truth (%1)").arg(d.origin);
    }
    return d.origin;
}

QString differenceLabel(const core::Difference &d)
{
    if (!core::hasConfidence(d))
        return QStringLiteral("%1: %2").arg(core::editOpName(d.op), d.description);
    return QStringLiteral("%1: %2 (%3)")
        .arg(core::editOpName(d.op), d.description, QString::number(d.confidence, 'f', 2));
}

QRectF differenceRectInFrame(const core::Difference &d, QSize imageSize, QSize frame)
{
    QRectF box = d.box;
    if (d.boxIsNormalized) {
        const QSizeF size = imageSize.isValid() ? QSizeF(imageSize) : QSizeF(frame);
        box = QRectF(box.x() * size.width(), box.y() * size.height(), box.width() * size.width(),
                     box.height() * size.height());
    }
    if (imageSize.isValid() && frame.isValid() && imageSize != frame) {
        const double sx = double(frame.width()) / imageSize.width();
        const double sy = double(frame.height()) / imageSize.height();
        box = QRectF(box.x() * sx, box.y() * sy, box.width() * sx, box.height() * sy);
    }
    return box;
}

LayerItem::LayerItem(double z, QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setFlag(ItemHasNoContents);
    setZValue(z);
}

DifferenceBoxItem::DifferenceBoxItem(const core::Difference &d, const QRectF &rect, QGraphicsItem *parent)
    : QGraphicsRectItem(rect, parent)
    , m_id(d.id)
    , m_confidence(core::hasConfidence(d) ? std::optional<double>(d.confidence) : std::nullopt)
    , m_op(d.op)
    , m_label(differenceLabel(d))
    , m_originKind(d.originKind)
{
    setFlag(ItemIsSelectable);
    setZValue(layerz::differenceBox);
    QPen pen(editOpColor(d.op), penWidth);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::MiterJoin);
    // A detector's boxes are guesses: dashed. People's and ground-truth boxes: solid.
    pen.setStyle(d.originKind == core::OriginKind::Detector ? Qt::DashLine : Qt::SolidLine);
    setPen(pen);
    setBrush(Qt::NoBrush);
    setToolTip(QCoreApplication::translate("Overlay", "%1\nfrom %2").arg(m_label, differenceOriginText(d)));

    auto *caption = new CaptionItem(m_label, editOpColor(d.op).darker(170), this);
    caption->setToolTip(toolTip());
    caption->setPos(rect.topLeft());
    // Inside the box's top-left corner, clear of the pen: above it, a box at the top of the frame would lose its
    // label outside the scene.
    caption->setTransform(QTransform::fromTranslate(penWidth + 3, penWidth + 1));
    if (!d.coherence.isEmpty()) {
        const core::CoherenceLabel &c = d.coherence.constFirst();
        auto *badge = new CaptionItem(c.coherent ? QCoreApplication::translate("Overlay", "YES")
                                                 : QCoreApplication::translate("Overlay", "NO"),
                                      c.coherent ? addColor.darker(150) : removeColor.darker(130), this);
        badge->setToolTip(QCoreApplication::translate("Overlay", "Coherent with the instruction: %1\n%2\n(%3)")
                              .arg(c.coherent ? QCoreApplication::translate("Overlay", "yes")
                                              : QCoreApplication::translate("Overlay", "no"),
                                   c.rationale, c.origin));
        badge->setPos(rect.topRight());
        badge->setTransform(QTransform::fromTranslate(-badge->boundingRect().width() - penWidth, penWidth + 1));
        caption->fitInto(rect.width(), badge->boundingRect().width() + 4);
    } else {
        caption->fitInto(rect.width(), 0);
    }
}

void DifferenceBoxItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    QStyleOptionGraphicsItem plain(*option);
    plain.state &= ~QStyle::State_Selected; // our own highlight instead of Qt's dashed selection frame
    if (isSelected()) {
        QColor fill = pen().color();
        fill.setAlpha(70);
        painter->fillRect(rect(), fill);
        QPen wide = pen();
        wide.setWidth(penWidth * 2);
        wide.setStyle(Qt::SolidLine);
        painter->setPen(wide);
        painter->drawRect(rect());
        if (isResizable()) {
            // Handles keep their device size at every zoom.
            const double scale = painter->worldTransform().m11();
            const double h = handleSize / (scale > 0 ? scale : 1.0);
            painter->setPen(Qt::NoPen);
            painter->setBrush(Qt::white);
            for (const QPointF &c : {rect().topLeft(), rect().topRight(), rect().bottomLeft(), rect().bottomRight()})
                painter->drawRect(QRectF(c.x() - h / 2, c.y() - h / 2, h, h));
        }
        return;
    }
    QGraphicsRectItem::paint(painter, &plain, widget);
}

QVariant DifferenceBoxItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged)
        setZValue(value.toBool() ? layerz::selectedDifferenceBox : layerz::differenceBox);
    return QGraphicsRectItem::itemChange(change, value);
}

namespace {

/// The boxes of one BPM object: a noisy mask splits into dozens of regions, and a label on each piled ~40 "o2"
/// plates on one output. Every box is drawn (tooltip `name`), the largest alone carries the label, which counts the
/// regions when there is more than one.
void addObjectBoxes(QGraphicsItem *parent, const QVector<QRect> &boxes, const QColor &color, const QString &name)
{
    if (boxes.isEmpty())
        return;
    const auto area = [](const QRect &r) { return qint64(r.width()) * r.height(); };
    const auto largest = std::max_element(boxes.cbegin(), boxes.cend(),
                                          [&](const QRect &a, const QRect &b) { return area(a) < area(b); });
    const QString caption =
        boxes.size() == 1
            ? name
            : QCoreApplication::translate("Overlay", "%1 · %n region(s)", nullptr, int(boxes.size())).arg(name);
    for (auto it = boxes.cbegin(); it != boxes.cend(); ++it)
        addBox(parent, *it, color, Qt::SolidLine, name, it == largest ? caption : QString());
}

} // namespace

QColor bpmLayerColor(Overlay layer)
{
    switch (layer) {
    case Overlay::MaskOrigin:
        return removeColor;
    case Overlay::MaskEdit:
        return addColor;
    case Overlay::MaskUnion:
        return unionColor;
    case Overlay::MaskPreserved:
        return preservedColor;
    case Overlay::BpmBoxes:
        return cropColor;
    default:
        return Qt::white;
    }
}

void addBpmItems(QGraphicsItem *parent, const BpmOverlayData &data, Overlay layer, bool forOriginal)
{
    switch (layer) {
    case Overlay::MaskOrigin:
        if (forOriginal)
            addMask(parent, data.originMask, QCoreApplication::translate("Overlay", "M_origin: o1 in the original"));
        break;
    case Overlay::MaskEdit:
        if (!forOriginal)
            addMask(parent, data.editMask, QCoreApplication::translate("Overlay", "M_edit: o2 in the output"));
        break;
    case Overlay::MaskUnion:
        addMask(parent, data.unionMask, QCoreApplication::translate("Overlay", "M_origin ∪ M_edit"));
        break;
    case Overlay::MaskPreserved:
        addMask(parent, data.preservedMask,
                QCoreApplication::translate("Overlay", "preserved region (outside M_origin ∪ M_edit)"));
        break;
    case Overlay::BpmBoxes:
        // The crop first: under the paper's rules it is the object's own box, which is drawn over it.
        if (const QRect crop = forOriginal ? data.modifyCrop : data.modifyCropEdited; !crop.isEmpty()) {
            const QVector<QRect> &boxes = forOriginal ? data.originBoxes : data.editBoxes;
            // A crop that is the object's own box (the paper's rule) is drawn without a label of its own.
            addBox(parent, crop, cropColor, Qt::DotLine,
                   boxes.contains(crop) ? QString() : QCoreApplication::translate("Overlay", "S_modify crop"));
        }
        addObjectBoxes(parent, forOriginal ? data.originBoxes : data.editBoxes, forOriginal ? originBoxColor : addColor,
                       forOriginal ? QCoreApplication::translate("Overlay", "o1")
                                   : QCoreApplication::translate("Overlay", "o2"));
        break;
    default:
        break;
    }
}

SwipeDividerItem::SwipeDividerItem(double frameWidth, double frameHeight, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_width(frameWidth)
    , m_height(frameHeight)
{
    setFlags(ItemIsMovable | ItemSendsGeometryChanges);
    setCursor(Qt::SplitHCursor);
    setZValue(layerz::divider);
    setToolTip(QCoreApplication::translate("Overlay", "Drag to compare: original on the left, output on the right"));
}

QRectF SwipeDividerItem::boundingRect() const
{
    return {-m_handle / 2, 0, m_handle, m_height};
}

void SwipeDividerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    QPen pen(Qt::white, 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(QPointF(0, 0), QPointF(0, m_height));
    // A grip in the middle so that the divider reads as draggable.
    const QRectF grip(-m_handle / 2, m_height / 2 - m_handle, m_handle, 2 * m_handle);
    painter->setBrush(QColor(255, 255, 255, 200));
    painter->drawRect(grip);
}

void SwipeDividerItem::setHandleWidth(double sceneUnits)
{
    prepareGeometryChange();
    m_handle = sceneUnits;
}

QVariant SwipeDividerItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionChange) {
        // Horizontal only, inside the frame.
        return QPointF(std::clamp(value.toPointF().x(), 0.0, m_width), 0.0);
    }
    if (change == ItemPositionHasChanged)
        Q_EMIT moved(pos().x());
    return QGraphicsObject::itemChange(change, value);
}

} // namespace editlens::ui
