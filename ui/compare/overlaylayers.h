#pragma once

#include "study/studydata.h"

#include <QColor>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QImage>
#include <QRect>
#include <QString>
#include <QVector>

#include <optional>

/// Scene items of the comparison area's overlays. Each image in a scene is a stack: the image at z 0 and its overlay
/// layers above it at fixed z-values, so that toggling or rebuilding one layer never reorders the others. All items are
/// in the source's frame (scene units = source pixels). GUI thread only.
namespace editlens::ui {

/// Fixed stacking order of the layers of one image.
namespace layerz {
inline constexpr double image = 0.0;
inline constexpr double heatMap = 10.0;
inline constexpr double mask = 20.0;
inline constexpr double bpmBox = 30.0;
inline constexpr double differenceBox = 40.0;
inline constexpr double selectedDifferenceBox = 45.0;
inline constexpr double divider = 60.0; ///< the swipe divider, above everything of both images
} // namespace layerz

/// Overlays the comparison area can show; each is toggled on its own, and setOverlaysVisible() hides them all.
enum class Overlay {
    Differences,   ///< difference boxes (DICE, the built-in detector, annotators, ground truth)
    HeatMap,       ///< per-pixel difference heat-map on the output
    MaskOrigin,    ///< BPM M_origin (o1 in the original)
    MaskEdit,      ///< BPM M_edit (o2 in the output)
    MaskUnion,     ///< M_origin ∪ M_edit
    MaskPreserved, ///< the preserved region: the complement of the union
    BpmBoxes,      ///< boxes of o1, o2 and the 1.5× S_modify crop
};

/// Which difference the heat-map shows.
enum class HeatMapKind {
    DeltaE,        ///< ΔE*ab (CIE76), core::deltaEMap
    Dissimilarity, ///< 1 − SSIM, core::dissimilarityMap
};

/// Colour of an operation, from the Okabe–Ito palette (distinguishable with the common colour-vision deficiencies):
/// ADD bluish green #009E73, REMOVE vermillion #D55E00, EDIT blue #0072B2.
QColor editOpColor(core::EditOp op);

/// Who produced a difference, in words: "pixel-diff detector", "DICE (imported)", "annotator NAME", "ground truth"
/// (other detectors: their name).
QString differenceOriginText(const core::Difference &difference);

/// The difference's label: "OP: description (0.87)"; without the confidence, "OP: description", for a box that has
/// none (core::hasConfidence: drawn by a person, or ground truth).
QString differenceLabel(const core::Difference &difference);

/// The box of `difference` in the source frame `frame`. The box is in pixels of the image the op lives on (or
/// normalized to [0, 1] when boxIsNormalized), whose own size is `imageSize`; that image is shown stretched onto
/// the source frame, so the box is scaled by frame / imageSize.
QRectF differenceRectInFrame(const core::Difference &difference, QSize imageSize, QSize frame);

/// An item that draws nothing and groups the items of one layer (toggled together, fixed z).
class LayerItem : public QGraphicsItem
{
public:
    explicit LayerItem(double z, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override { return {}; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}
};

/// One difference box: pen coloured by op (dashed for a detector's guess, solid for people and ground truth), a label
/// "OP: description (0.87)" (a detector's confidence only) and a coherence badge YES/NO whose tooltip is the rationale.
/// Selectable.
class DifferenceBoxItem : public QGraphicsRectItem
{
public:
    enum { Type = UserType + 501 };
    static constexpr int penWidth = 3; ///< device pixels (cosmetic pen)

    DifferenceBoxItem(const core::Difference &difference, const QRectF &rect, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    qint64 differenceId() const { return m_id; }
    /// The detector's confidence; std::nullopt for a box that has none (core::hasConfidence).
    std::optional<double> confidence() const { return m_confidence; }
    /// Whether the box shows at confidence `threshold`: a box without a confidence always does.
    bool passes(double threshold) const { return !m_confidence || *m_confidence >= threshold; }
    core::EditOp op() const { return m_op; }
    QString label() const { return m_label; }
    core::OriginKind originKind() const { return m_originKind; }
    /// An annotator's box can be moved and resized; selected, it shows corner handles of `handleSize` device pixels.
    bool isResizable() const { return m_originKind == core::OriginKind::Annotator; }
    static constexpr int handleSize = 8;

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    qint64 m_id;
    std::optional<double> m_confidence;
    core::EditOp m_op;
    QString m_label;
    core::OriginKind m_originKind;
};

/// A translucent mask layer or a BPM box, as computed off the GUI thread.
struct BpmOverlayData
{
    QImage originMask;    ///< ARGB32 tinted M_origin, source size
    QImage editMask;      ///< ARGB32 tinted M_edit
    QImage unionMask;     ///< ARGB32 tinted M_origin ∪ M_edit
    QImage preservedMask; ///< ARGB32 tinted complement of the union
    QVector<QRect> originBoxes;
    QVector<QRect> editBoxes;
    QRect modifyCrop;       ///< S_modify crop on the original (B_origin)
    QRect modifyCropEdited; ///< S_modify crop on the output (B_edit; the same as modifyCrop under the released rules)
    QString judgements;     ///< "paper rules: S_size 1 (area ratio 4.00 (bigger)) · S_position …"
    QString provenance;
    QString error;
};

/// Colours of the BPM layers (Okabe–Ito): M_origin vermillion, M_edit bluish green, union yellow, preserved sky blue;
/// o1 boxes black (vermillion means REMOVE on the difference boxes), o2 bluish green, the S_modify crop reddish purple.
/// Each object's boxes carry one label, on the largest, counting its regions.
QColor bpmLayerColor(Overlay layer);

/// Fills `parent` with the items of one BPM layer for the original (forOriginal) or the output.
void addBpmItems(QGraphicsItem *parent, const BpmOverlayData &data, Overlay layer, bool forOriginal);

/// The vertical divider of the swipe mode: dragged horizontally within [0, frame width]; the output is shown right of
/// it. The grab area is `handleWidth` scene units wide (the view keeps it ~12 device pixels).
class SwipeDividerItem : public QGraphicsObject
{
    Q_OBJECT

public:
    SwipeDividerItem(double frameWidth, double frameHeight, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    void setHandleWidth(double sceneUnits);

Q_SIGNALS:
    void moved(double x);

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    double m_width;
    double m_height;
    double m_handle = 12.0;
};

} // namespace editlens::ui
