#include "imagestack.h"

#include "compare/imagecache.h"
#include "compare/overlaycomputer.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>

namespace editlens::ui {

double layerZ(Overlay overlay)
{
    switch (overlay) {
    case Overlay::HeatMap:
        return layerz::heatMap;
    case Overlay::MaskPreserved:
        return layerz::mask;
    case Overlay::MaskUnion:
        return layerz::mask + 1;
    case Overlay::MaskOrigin:
        return layerz::mask + 2;
    case Overlay::MaskEdit:
        return layerz::mask + 3;
    case Overlay::BpmBoxes:
        return layerz::bpmBox;
    case Overlay::Differences:
        return layerz::differenceBox;
    }
    return layerz::differenceBox;
}

bool isBpmOverlay(Overlay overlay)
{
    return overlay != Overlay::Differences && overlay != Overlay::HeatMap;
}

bool OverlaySettings::isEnabled(Overlay overlay) const
{
    const auto it = enabled.find(overlay);
    return it != enabled.end() && it->second;
}

ImageStack ImageStack::add(QGraphicsScene *scene, int image, const StackContext &context)
{
    ImageStack stack;
    stack.image = image;
    const QSize f = context.frame;
    stack.root = new QGraphicsRectItem(f.isValid() ? QRectF(QPointF(0, 0), QSizeF(f)) : QRectF());
    stack.root->setPen(Qt::NoPen);
    scene->addItem(stack.root);
    if (const ImageCache::Entry *entry = context.cache.find(context.key(image)); entry && !entry->image.isNull()) {
        stack.pixmap = new QGraphicsPixmapItem(QPixmap::fromImage(entry->image), stack.root);
        stack.pixmap->setZValue(layerz::image);
        if (f.isValid() && entry->image.size() != f)
            stack.pixmap->setTransform(QTransform::fromScale(double(f.width()) / entry->image.width(),
                                                             double(f.height()) / entry->image.height()));
    }
    stack.overlays = new LayerItem(1.0, stack.root);
    stack.overlays->setVisible(context.settings.visible);
    for (Overlay o : allOverlays)
        stack.fillLayer(o, context);
    return stack;
}

void ImageStack::fillLayer(Overlay overlay, const StackContext &context)
{
    if (auto it = layers.find(overlay); it != layers.end()) {
        delete it->second;
        layers.erase(it);
    }
    if (!context.settings.isEnabled(overlay))
        return;
    const bool original = image == originalImage;
    const int output = shownOutput(context.selectedOutput);
    const core::Item &item = context.item;
    if (output < 0 || output >= item.outputs.size())
        return;
    auto *layer = new LayerItem(layerZ(overlay), overlays);
    layers[overlay] = layer;
    const QSize f = context.frame;
    switch (overlay) {
    case Overlay::Differences: {
        // Boxes are in pixels of the image their op lives on: the original's for REMOVE, the output's otherwise.
        const ImageCache::Entry *src = context.cache.find(context.sourceKey);
        const ImageCache::Entry *out = context.cache.find(context.key(output));
        QSize imageSize = original ? (src ? src->nativeSize : item.sourceSize)
                                   : (out && out->nativeSize.isValid() ? out->nativeSize : item.outputs[output].size);
        if (!imageSize.isValid())
            imageSize = f;
        for (const core::Difference &d : std::as_const(item.outputs[output].differences)) {
            if ((d.op == core::EditOp::Remove) != original)
                continue;
            auto *box = new DifferenceBoxItem(d, differenceRectInFrame(d, imageSize, f), layer);
            box->setVisible(box->passes(context.settings.threshold));
        }
        break;
    }
    case Overlay::HeatMap:
        if (const QImage *map = context.overlays.heatMap(output); !original && map && !map->isNull()) {
            auto *heat = new QGraphicsPixmapItem(QPixmap::fromImage(*map), layer);
            heat->setTransformationMode(context.zoom < 1.0 ? Qt::SmoothTransformation : Qt::FastTransformation);
            layer->setOpacity(context.settings.heatOpacity);
        }
        break;
    default:
        if (const BpmOverlayData *bpm = context.overlays.bpm(output))
            addBpmItems(layer, *bpm, overlay, original);
        break;
    }
}

} // namespace editlens::ui
