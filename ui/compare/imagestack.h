#pragma once

#include "compare/overlaylayers.h"
#include "study/studydata.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <array>
#include <map>

class QGraphicsItem;
class QGraphicsPixmapItem;
class QGraphicsRectItem;
class QGraphicsScene;

namespace editlens::ui {

class ImageCache;
class OverlayComputer;

/// The image number of the original in a stack; outputs are numbered by their index in the item.
inline constexpr int originalImage = -1;

/// Every overlay, in the order the layers are built.
inline constexpr std::array<Overlay, 7> allOverlays = {Overlay::Differences, Overlay::HeatMap,   Overlay::MaskOrigin,
                                                       Overlay::MaskEdit,    Overlay::MaskUnion, Overlay::MaskPreserved,
                                                       Overlay::BpmBoxes};

/// The fixed z-value of `overlay`'s layer within a stack (layerz).
double layerZ(Overlay overlay);
/// True for the layers computed from BPM's regions (the masks and the BPM boxes).
bool isBpmOverlay(Overlay overlay);

/// The comparison view's overlay settings, which every stack's layers follow.
struct OverlaySettings
{
    std::map<Overlay, bool> enabled; ///< an overlay missing is off
    bool visible = true;             ///< the master switch of every overlay
    double heatOpacity = 0.7;        ///< 0 … 1
    double threshold = 0.0;          ///< difference boxes below this confidence are hidden

    bool isEnabled(Overlay overlay) const;
};

/// What the stacks of the shown item are built from. References, not owned: a context lives for one call.
struct StackContext
{
    const core::Item &item;
    int selectedOutput;     ///< the output whose results the original's overlays show
    QSize frame;            ///< the source's size: scene units (invalid while unknown)
    QString sourceKey;      ///< ImageCache key of the original
    QStringList outputKeys; ///< ImageCache keys of the outputs, by index, on the frame
    ImageCache &cache;
    const OverlayComputer &overlays;
    const OverlaySettings &settings;
    double zoom; ///< the views' zoom: the heat-map is smoothed below 1

    QString key(int image) const { return image == originalImage ? sourceKey : outputKeys.value(image); }
};

/// One image in a pane's scene, the original or an output, as a stack: the decoded image (stretched onto the frame
/// when its size differs) under its overlay layers at fixed z-values. A value pointing into the scene: the scene owns
/// the items, and a stack must be forgotten when its scene is cleared or deleted. GUI thread only.
struct ImageStack
{
    int image = originalImage;
    QGraphicsRectItem *root = nullptr;     ///< the frame's rectangle, parent of everything (swipe clips it)
    QGraphicsPixmapItem *pixmap = nullptr; ///< nullptr when the image is not decoded
    QGraphicsItem *overlays = nullptr;     ///< parent of the layers (the master switch hides it)
    std::map<Overlay, QGraphicsItem *> layers;

    /// Adds image `image` (originalImage or an output index) to `scene` with every layer `context` enables.
    static ImageStack add(QGraphicsScene *scene, int image, const StackContext &context);
    /// The output whose differences, heat-map and regions this stack shows: its own, or `selected` for the original.
    int shownOutput(int selected) const { return image == originalImage ? selected : image; }
    /// Rebuilds the layer of `overlay` from `context`: removed when the overlay is off, empty while its results are
    /// not computed.
    void fillLayer(Overlay overlay, const StackContext &context);
};

} // namespace editlens::ui
