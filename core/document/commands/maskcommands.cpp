#include "maskcommands.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

namespace editlens::core {

MaskStrokeCommand::MaskStrokeCommand(StudyDocument *document, const MaskKey &key, const MaskStroke &stroke,
                                     const QSize &imageSize, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_key(key)
    , m_stroke(stroke)
    , m_before(document->mask(key))
{
    QImage base = m_before;
    if (base.isNull()) {
        base = QImage(imageSize, QImage::Format_Grayscale8);
        base.fill(0);
    }
    m_after = paint(base, stroke);
    setText(stroke.erase ? QCoreApplication::translate("MaskStrokeCommand", "Erase mask")
                         : QCoreApplication::translate("MaskStrokeCommand", "Paint mask"));
}

QImage MaskStrokeCommand::paint(const QImage &base, const MaskStroke &stroke)
{
    QImage out = base.convertToFormat(QImage::Format_Grayscale8);
    if (stroke.points.isEmpty() || out.isNull())
        return out;
    // QPainter cannot paint on Grayscale8 with antialiasing off reliably on every platform; paint on
    // RGB32 and convert back, which keeps the mask strictly black/white.
    QImage canvas = out.convertToFormat(QImage::Format_RGB32);
    {
        QPainter p(&canvas);
        p.setRenderHint(QPainter::Antialiasing, false);
        const QColor colour = stroke.erase ? Qt::black : Qt::white;
        p.setPen(QPen(colour, 2 * stroke.radius, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        if (stroke.points.size() == 1) {
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawEllipse(stroke.points.front(), stroke.radius, stroke.radius);
        } else {
            QPainterPath path(stroke.points.front());
            for (int i = 1; i < stroke.points.size(); ++i)
                path.lineTo(stroke.points[i]);
            p.drawPath(path);
        }
    }
    return canvas.convertToFormat(QImage::Format_Grayscale8);
}

void MaskStrokeCommand::redo()
{
    if (m_after == m_before) {
        setObsolete(true);
        return;
    }
    check(m_document->writeMask(m_key, m_after));
}

void MaskStrokeCommand::undo()
{
    check(m_document->writeMask(m_key, m_before)); // a null image deletes the mask this command created
}

bool MaskStrokeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const MaskStrokeCommand *>(other);
    if (o->m_stroke.dragId != m_stroke.dragId || o->m_key.itemId != m_key.itemId || o->m_key.outputId != m_key.outputId
        || o->m_key.kind != m_key.kind || o->m_key.annotator != m_key.annotator || !o->succeeded())
        return false;
    m_after = o->m_after;
    m_stroke.points += o->m_stroke.points;
    if (m_after == m_before)
        setObsolete(true);
    return true;
}

MaskRegionCommand::MaskRegionCommand(StudyDocument *document, const MaskKey &key, const QImage &region,
                                     const QSize &imageSize, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_key(key)
    , m_before(document->mask(key))
{
    QImage base = m_before;
    if (base.isNull()) {
        base = QImage(imageSize, QImage::Format_Grayscale8);
        base.fill(0);
    }
    m_after = unite(base, region);
    setText(QCoreApplication::translate("MaskRegionCommand", "Add region to mask"));
}

QImage MaskRegionCommand::unite(const QImage &base, const QImage &region)
{
    if (base.size() != region.size())
        return {};
    QImage out = base.convertToFormat(QImage::Format_Grayscale8);
    const QImage grey = region.convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < out.height(); ++y) {
        uchar *dst = out.scanLine(y);
        const uchar *src = grey.constScanLine(y);
        for (int x = 0; x < out.width(); ++x)
            if (src[x] != 0)
                dst[x] = 255;
    }
    return out;
}

void MaskRegionCommand::redo()
{
    if (m_after.isNull() || m_after == m_before) {
        setObsolete(true);
        return;
    }
    check(m_document->writeMask(m_key, m_after));
}

void MaskRegionCommand::undo()
{
    check(m_document->writeMask(m_key, m_before));
}

} // namespace editlens::core
