#pragma once

#include "util/error.h"

#include <QRectF>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// Which object of BPM's parse a grounded box locates.
enum class GroundTarget {
    O1,        ///< the object to edit, in the original image
    O2,        ///< the object as edited, in an output's edited image
    Reference, ///< the named reference object ("put a cat on the seat": the seat), in either image
};
QString groundTargetName(GroundTarget target); ///< "o1", "o2", "reference"
std::optional<GroundTarget> groundTargetFromName(const QString &name);

/// Where a vision-language model located one named object in one image (the model stages' "ground"). Value type.
struct GroundedBoxes
{
    qint64 itemId = 0;
    qint64 outputId = 0; ///< 0: the item's original image; else the output whose edited image was shown
    GroundTarget target = GroundTarget::O1;
    QString object;        ///< the object's name as asked ("cat", "seat")
    QVector<QRectF> boxes; ///< pixels of the image's file, x right, y down; empty: the model found no such object
    QString model;
    QString callKey; ///< the model call's request key (ModelCallStore), for the audit

    /// "grounded by <model>": the region source BPM names.
    QString origin() const;
};

/// The study's grounded_boxes table. Uses `store`'s connection, so it lives on the thread that owns the store; `store`
/// must outlive it. Annotators' server logins read it only where the plan shows detector boxes.
class GroundedBoxStore
{
public:
    explicit GroundedBoxStore(StudyStore &store);

    /// Replaces what `boxes.model` located for (item, output, target) with `boxes`, in one transaction. Error: no item,
    /// no model, an empty box.
    Status record(const GroundedBoxes &boxes);
    /// Every grounded object of the study (of one item when `itemId` is not 0), in the order recorded.
    Result<QVector<GroundedBoxes>> all(qint64 itemId = 0) const;

private:
    StudyStore &m_store;
};

} // namespace editlens::core
