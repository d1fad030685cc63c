#pragma once

#include "util/error.h"

#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QVector>

namespace editlens::core::synth {

/// One object of a COCO instance-segmentation file, in the pixels of the image the file describes.
struct CocoObject
{
    QString category;          ///< the category's name, e.g. "dog"
    QVector<QPolygonF> shapes; ///< the polygons of `segmentation`; empty = the object is its bbox
    QRectF box;                ///< `bbox` [x, y, w, h]
    int line = 0;              ///< 1-based line of the annotation in the file
};

/// One image of the file with the objects that may be edited.
struct CocoPhoto
{
    QString fileName; ///< `file_name`, relative to the photo folder
    int width = 0;    ///< `width` and `height` as the file states them; 0 when absent (the image's own size is used)
    int height = 0;
    int line = 0;
    QVector<CocoObject> objects;
};

/// What a COCO file offers for synthetic edits: the images that have at least one usable object, in file order.
struct CocoObjects
{
    QVector<CocoPhoto> photos;
    int crowdSkipped = 0; ///< annotations with iscrowd 1 or an RLE segmentation: not single objects, left out
};

/// Reads a COCO instance-segmentation file (`images`, `annotations` with polygon `segmentation` and `bbox`,
/// `categories`). An annotation without segmentation (or with an empty one) is its bbox. Errors name `path` and the
/// line: unreadable file, invalid JSON, a key written twice, a missing or mistyped field, an annotation that names an
/// unknown image or category, a polygon with an odd count or fewer than three points, an image id given twice, and a
/// file with no usable object. Pure function of the file; may run on any thread.
Result<CocoObjects> readCocoObjects(const QString &path);

} // namespace editlens::core::synth
