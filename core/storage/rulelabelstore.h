#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace editlens::core {

class StudyStore;

/// A rating given by a rule, not a person (ADIEE's automatic labels), with the rule that gave it. Value type.
struct RuleLabel
{
    qint64 outputId = 0;
    double value = 0.0;
    QString rule;   ///< stable rule id, e.g. "clip_d_negative", "multi_turn"
    QString detail; ///< the values the rule looked at, as text ("clip_d = -0.031")
};

/// The label_rules table of a study (schema 7) and the ratings it explains. Uses `store`'s connection: the thread
/// that owns the store, and `store` must outlive it.
class RuleLabelStore
{
public:
    explicit RuleLabelStore(StudyStore &store);

    /// In one transaction: declares `dimension` (its scale and description), removes every rating of `annotator` on
    /// it, then stores `labels` as that annotator's ratings with their rules. A re-run therefore leaves exactly the
    /// new labels: an output a rule no longer judges loses its old one. All or nothing.
    /// With `scoreMetric`, the same values are also stored as that metric's scores (version `scoreVersion`), every
    /// earlier score of that metric removed first: so that alignment compares the labels with people's ratings as it
    /// compares any metric.
    Status replace(const QString &annotator, const Dimension &dimension, const QVector<RuleLabel> &labels,
                   const QString &scoreMetric = {}, const QString &scoreVersion = {});
    /// The labels of `annotator` on `dimension`, by output id; a rating of that annotator without a stored rule (set
    /// by hand afterwards) comes back with an empty rule.
    Result<QHash<qint64, RuleLabel>> read(const QString &annotator, const QString &dimension) const;

private:
    StudyStore &m_store;
};

} // namespace editlens::core
