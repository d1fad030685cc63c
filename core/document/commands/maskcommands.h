#pragma once

#include "document/commands/annotationcommand.h"

#include <QImage>
#include <QPointF>
#include <QVector>

namespace editlens::core {

/// One brush or eraser stroke on a mask, in image pixels.
struct MaskStroke
{
    QVector<QPointF> points; ///< the stroke's path; one point paints a dot
    double radius = 8.0;     ///< brush radius, pixels
    bool erase = false;      ///< eraser: paints black (not region)
    int dragId = 0;          ///< strokes of one mouse drag share an id and merge into one undo step
};

/// Paints a stroke on an annotator's mask (creating the mask, black, of `imageSize` when there is none)
/// and saves it. The command owns the mask before and after; undo restores the previous image, or
/// deletes the mask it created. Strokes with the same key and dragId merge.
class MaskStrokeCommand final : public AnnotationCommand
{
public:
    MaskStrokeCommand(StudyDocument *document, const MaskKey &key, const MaskStroke &stroke, const QSize &imageSize,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::MaskStroke); }
    bool mergeWith(const QUndoCommand *other) override;

    const QImage &before() const { return m_before; }
    const QImage &after() const { return m_after; }

    /// `base` (Format_Grayscale8) with the stroke painted: white for the brush, black for the eraser.
    static QImage paint(const QImage &base, const MaskStroke &stroke);

private:
    MaskKey m_key;
    MaskStroke m_stroke;
    QImage m_before; ///< null when the mask did not exist
    QImage m_after;
};

/// Adds a region (a segment found by GrabCut from a box, say) to an annotator's mask, creating the mask, black, of
/// `imageSize` when there is none, and saves it. The command owns the mask before and after; undo restores the previous
/// image, or deletes the mask it created. Obsolete when the region adds nothing. Never merges: one region, one step.
class MaskRegionCommand final : public AnnotationCommand
{
public:
    /// `region`: any format, of `imageSize`; a pixel whose grey value is non-zero belongs to the region.
    MaskRegionCommand(StudyDocument *document, const MaskKey &key, const QImage &region, const QSize &imageSize,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::MaskRegion); }

    const QImage &before() const { return m_before; }
    const QImage &after() const { return m_after; }

    /// `base` (Format_Grayscale8) with the non-zero pixels of `region` set to white; null when the sizes differ.
    static QImage unite(const QImage &base, const QImage &region);

private:
    MaskKey m_key;
    QImage m_before; ///< null when the mask did not exist
    QImage m_after;
};

} // namespace editlens::core
