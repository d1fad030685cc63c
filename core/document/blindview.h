#pragma once

#include "study/itemsummary.h"
#include "study/plan.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace editlens::core {

class StudyStore;

/// What an annotator is shown of the study's systems: the one place blinding is decided, for the desktop session
/// (ui SystemNamer) and the web session (WebApi) alike. In an annotator's session of a blinded study (plan setting
/// `blinded`, the default) outputs are reordered into the annotator's planned display order and every system name is
/// replaced by the blind label of its place ("Output B"); otherwise items are shown as they are. Items outside the
/// annotator's plan get labels from the same seeded shuffle the planner uses (StudyPlan::itemSeed). Value type.
struct BlindView
{
    bool blinded = false;
    quint64 annotatorSeed = 0;
    QHash<qint64, QVector<PlanOutput>> planned; ///< item id → the annotator's planned outputs in display order

    /// Reads the plan's blinding and `annotator`'s assignments from `store`. `annotatorSession` false (the study
    /// runner's own window) shows every name whatever the plan says: the plan's blinding is for annotator sessions.
    static Result<BlindView> load(StudyStore &store, const QString &annotator, bool annotatorSession);
    /// The same from what the caller has read already: the plan's settings and `annotator`'s assignments.
    static BlindView fromPlan(const PlanSettings &settings, const QString &annotator,
                              const QVector<PlanAssignment> &assignments, bool annotatorSession);

    /// Output ids of `item` with their labels, in display order: the planned outputs when the item is in the
    /// annotator's plan, else every output in the annotator's seeded shuffle.
    QVector<PlanOutput> labelsFor(const Item &item) const;
    /// `item` as the annotator sees it: when blinded, the planned outputs in display order with every
    /// Output::system (and difference origins, preferences and judge votes naming a system) replaced by the blind
    /// label; else `item`.
    Item displayItem(const Item &item) const;
    /// The summaries with their system lists replaced by blind labels when blinded.
    QVector<ItemSummary> displaySummaries(QVector<ItemSummary> items) const;
};

} // namespace editlens::core
