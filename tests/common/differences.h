#pragma once

// Building the differences (boxes) that the difference-detection, export and BPM-region tests put on outputs.
#include "study/studydata.h"

#include <QRectF>
#include <QString>

namespace editlens::testing {

/// A difference of kind `op` over `box` (pixels of the image the op lives on) from `origin` of kind `kind`, with a
/// detector's `confidence` and a `description`; no id, no coherence labels, no reviews.
inline core::Difference difference(core::EditOp op, const QRectF &box, core::OriginKind kind,
                                   const QString &origin = {}, double confidence = 1.0, const QString &description = {})
{
    core::Difference d;
    d.op = op;
    d.box = box;
    d.originKind = kind;
    d.origin = origin;
    d.confidence = confidence;
    d.description = description;
    return d;
}

} // namespace editlens::testing
