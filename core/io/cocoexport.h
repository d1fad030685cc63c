#pragma once

#include "io/exportformat.h"

namespace editlens::core {

/// Writes the study's difference boxes as a COCO detection JSON (pycocotools can load it).
/// `images`: one entry per image that carries a box — the edited output for ADD and EDIT, the
/// original for REMOVE — and per output marked complete, boxes or not (with `attributes: {item_id,
/// system, complete_by}`), with file_name = root-relative path and the stored pixel size.
/// `annotations`: bbox [x, y, w, h] in pixels, area = w·h, iscrowd 0, category_id (ADD 1,
/// REMOVE 2, EDIT 3), `score` = confidence only for detector boxes, plus item_id, system,
/// description and origin. Fails when a box's image is unknown.
class CocoExport final : public ExportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QString fileSuffix() const override;
    Status write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                 const ProgressCallback &progress) const override;
};

} // namespace editlens::core
