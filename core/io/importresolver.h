#pragma once

#include "imaging/imageprobe.h"
#include "storage/studypaths.h"
#include "study/studydata.h"
#include "util/progress.h"

#include <QSet>
#include <QVector>

namespace editlens::core {

/// Turns a freshly read batch into one the store accepts, or fails naming file and line:
/// - every image path (absolute) must exist, stay inside the study root and be a readable image
///   of at most 100 MP; it becomes root-relative and its size is recorded; then every image the batch
///   references is decoded once, in parallel, and must decode completely (not truncated or corrupt);
/// - normalized boxes become pixels of the image their op lives on (edited for ADD/EDIT,
///   original for REMOVE); boxes must be well-formed and confidences in [0, 1];
/// - item keys must be unique in the batch; preferences must name outputs of their item;
/// - ratings must fall on their dimension's scale; an unknown dimension is declared with the
///   scale its values imply (1-5 when they fit, 0-1 when they fit, else their min-max).
/// Not thread-safe (owns an image probe cache).
class ImportResolver
{
public:
    ImportResolver(StudyPaths paths, QVector<Dimension> existingDimensions);

    Result<StudyData> resolve(StudyData batch, const ProgressCallback &progress = {});

private:
    /// Checks `item` and makes its image paths root-relative: its own images, then each output's (its system name,
    /// images, scores, ratings, annotator names and differences, in that order), then its preferences and judge votes.
    Status resolveItem(Item &item);
    Status resolveItemImages(Item &item);
    Status resolveOutputImages(Output &output, const SourceLocation &where);
    Status resolveMasks(QVector<Mask> &masks, const SourceLocation &where);
    Result<QString> resolveImage(const QString &path, const SourceLocation &where, QSize *size);

    /// An image to decode, with the path as the input wrote it and where it was first referenced.
    struct PendingDecode
    {
        QString absolutePath;
        QString path;
        SourceLocation where;
    };
    Status decodeImages(qint64 items, const ProgressCallback &progress);

    StudyPaths m_paths;
    QVector<Dimension> m_existing;
    ImageProbe m_probe;
    QVector<PendingDecode> m_decodes;
    QSet<QString> m_queued;
};

} // namespace editlens::core
