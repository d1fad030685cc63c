#pragma once

#include <QRectF>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

/// A part of every output of an item that is known not to be part of its edit: a generator's watermark. An importer
/// that knows its outputs carry one tags the item with `tag`; the built-in detector then ignores changes there.
struct ExclusionRegion
{
    QString tag;        ///< the item tag that stores it with the item, e.g. "exclude:dalle2-watermark"
    QRectF box;         ///< fractions of the image's width and height (the same on any resolution)
    QString provenance; ///< where the region comes from, in a sentence (untranslated: it is stored data)
};

/// The tag of the DALL-E 2 watermark: the five-colour bar DALL-E 2 draws into the bottom-right corner of every image
/// it makes, [940, 1000, 84, 24] on 1024 × 1024. MagicBrush's targets were made with DALL-E 2 and carry it.
QString dalle2WatermarkTag();

/// Every known exclusion region.
const QVector<ExclusionRegion> &knownExclusionRegions();

/// The known exclusion regions among an item's `tags` (empty when none is tagged).
QVector<ExclusionRegion> exclusionRegions(const QStringList &tags);

/// Their boxes, as DifferenceDetector::detect() takes them.
QVector<QRectF> exclusionBoxes(const QStringList &tags);

} // namespace editlens::core
