#include "blindview.h"

#include "document/studyplan.h"
#include "storage/planstore.h"

namespace editlens::core {

Result<BlindView> BlindView::load(StudyStore &store, const QString &annotator, bool annotatorSession)
{
    PlanStore plans(store);
    auto settings = plans.settings();
    if (!settings)
        return settings.error();
    QVector<PlanAssignment> assignments;
    if (!annotator.isEmpty()) {
        auto planned = plans.assignments(annotator);
        if (!planned)
            return planned.error();
        assignments = planned.value();
    }
    return fromPlan(settings.value(), annotator, assignments, annotatorSession);
}

BlindView BlindView::fromPlan(const PlanSettings &settings, const QString &annotator,
                              const QVector<PlanAssignment> &assignments, bool annotatorSession)
{
    BlindView view;
    view.blinded = annotatorSession && settings.blinded;
    view.annotatorSeed = StudyPlan::annotatorSeed(settings.seed, annotator);
    for (const PlanAssignment &a : assignments)
        view.planned.insert(a.itemId, a.outputs);
    return view;
}

QVector<PlanOutput> BlindView::labelsFor(const Item &item) const
{
    QVector<PlanOutput> planned = this->planned.value(item.id);
    if (!planned.isEmpty()) {
        // The plan's display order; the labels follow the position ("Output A" first), in the language of the day.
        for (int i = 0; i < planned.size(); ++i)
            planned[i].blindLabel = StudyPlan::blindLabel(i);
        return planned;
    }
    // Not in this annotator's plan (or planned without labels): the same seeded shuffle the planner uses.
    const QVector<int> order =
        StudyPlan::permutation(int(item.outputs.size()), StudyPlan::itemSeed(annotatorSeed, item.id));
    QVector<PlanOutput> out;
    for (int i = 0; i < order.size(); ++i)
        out.push_back({item.outputs[order[i]].id, StudyPlan::blindLabel(i)});
    return out;
}

Item BlindView::displayItem(const Item &item) const
{
    if (!blinded)
        return item;
    Item shown = item;
    shown.outputs.clear();
    QHash<QString, QString> labelOfSystem;
    const QVector<PlanOutput> labels = labelsFor(item);
    for (const PlanOutput &p : labels)
        for (const Output &o : item.outputs)
            if (o.id == p.outputId) {
                labelOfSystem.insert(o.system, p.blindLabel);
                Output copy = o;
                copy.system = p.blindLabel;
                shown.outputs.push_back(copy);
            }
    // Anything else that carries a system's name (a difference found "by" a system) gets the label too.
    for (Output &o : shown.outputs)
        for (Difference &d : o.differences) {
            if (labelOfSystem.contains(d.origin))
                d.origin = labelOfSystem.value(d.origin);
            for (CoherenceLabel &c : d.coherence)
                if (labelOfSystem.contains(c.origin))
                    c.origin = labelOfSystem.value(c.origin);
        }
    const auto relabel = [&labelOfSystem](QString &system) { system = labelOfSystem.value(system, system); };
    for (Preference &p : shown.preferences) {
        relabel(p.systemA);
        relabel(p.systemB);
    }
    for (JudgeVote &v : shown.judgeVotes) {
        relabel(v.systemA);
        relabel(v.systemB);
    }
    return shown;
}

QVector<ItemSummary> BlindView::displaySummaries(QVector<ItemSummary> items) const
{
    if (!blinded)
        return items;
    for (ItemSummary &s : items) {
        const int n = planned.contains(s.id) ? int(planned.value(s.id).size()) : int(s.systems.size());
        s.systems.clear();
        for (int i = 0; i < n; ++i)
            s.systems << StudyPlan::blindLabel(i);
    }
    return items;
}

} // namespace editlens::core
