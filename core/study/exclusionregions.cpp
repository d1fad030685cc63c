#include "study/exclusionregions.h"

namespace editlens::core {

QString dalle2WatermarkTag()
{
    return QStringLiteral("exclude:dalle2-watermark");
}

const QVector<ExclusionRegion> &knownExclusionRegions()
{
    // Measured on MagicBrush's first-turn targets: the bar is 80 × 16 px at (944, 1004) on 1024²; the box leaves
    // the bar's anti-aliased fringe inside. Later turns edit an image that already has it, so it changes only once.
    static const QVector<ExclusionRegion> regions{
        {dalle2WatermarkTag(), QRectF(940.0 / 1024, 1000.0 / 1024, 84.0 / 1024, 24.0 / 1024),
         QStringLiteral("DALL-E 2 watermark: the colour bar DALL-E 2 draws in the bottom-right corner of its images "
                        "([940, 1000, 84, 24] on 1024 x 1024)")}};
    return regions;
}

QVector<ExclusionRegion> exclusionRegions(const QStringList &tags)
{
    QVector<ExclusionRegion> found;
    for (const ExclusionRegion &r : knownExclusionRegions())
        if (tags.contains(r.tag))
            found.push_back(r);
    return found;
}

QVector<QRectF> exclusionBoxes(const QStringList &tags)
{
    QVector<QRectF> boxes;
    for (const ExclusionRegion &r : exclusionRegions(tags))
        boxes.push_back(r.box);
    return boxes;
}

} // namespace editlens::core
