#include "systemnamer.h"

#include "storage/planstore.h"

namespace editlens::ui {

SystemNamer::SystemNamer(QObject *parent) : QObject(parent)
{
}

core::Status SystemNamer::load(core::StudyStore &store, const QString &annotator, Audience audience)
{
    core::PlanStore plans(store);
    auto settings = plans.settings();
    if (!settings)
        return settings.error();
    m_planned.clear();
    m_blinded = audience == Audience::AnnotatorSession && settings.value().blinded;
    m_annotatorSeed = core::StudyPlan::annotatorSeed(settings.value().seed, annotator);
    if (!annotator.isEmpty()) {
        auto assignments = plans.assignments(annotator);
        if (!assignments)
            return assignments.error();
        for (const core::PlanAssignment &a : std::as_const(assignments.value()))
            m_planned.insert(a.itemId, a.outputs);
    }
    Q_EMIT changed();
    return core::Status::success();
}

void SystemNamer::clear()
{
    m_blinded = false;
    m_planned.clear();
    Q_EMIT changed();
}

QVector<core::PlanOutput> SystemNamer::labelsFor(const core::Item &item) const
{
    QVector<core::PlanOutput> planned = m_planned.value(item.id);
    if (!planned.isEmpty()) {
        // The plan's display order; the labels follow the position ("Output A" first), in the language of the day.
        for (int i = 0; i < planned.size(); ++i)
            planned[i].blindLabel = core::StudyPlan::blindLabel(i);
        return planned;
    }
    // Not in this annotator's plan (or planned without labels): the same seeded shuffle the planner uses.
    const QVector<int> order =
        core::StudyPlan::permutation(int(item.outputs.size()), core::StudyPlan::itemSeed(m_annotatorSeed, item.id));
    QVector<core::PlanOutput> out;
    for (int i = 0; i < order.size(); ++i)
        out.push_back({item.outputs[order[i]].id, core::StudyPlan::blindLabel(i)});
    return out;
}

core::Item SystemNamer::displayItem(const core::Item &item) const
{
    if (!m_blinded)
        return item;
    core::Item shown = item;
    shown.outputs.clear();
    QHash<QString, QString> labelOfSystem;
    const QVector<core::PlanOutput> labels = labelsFor(item);
    for (const core::PlanOutput &p : labels)
        for (const core::Output &o : item.outputs)
            if (o.id == p.outputId) {
                labelOfSystem.insert(o.system, p.blindLabel);
                core::Output copy = o;
                copy.system = p.blindLabel;
                shown.outputs.push_back(copy);
            }
    // Anything else that carries a system's name (a difference found "by" a system) gets the label too.
    for (core::Output &o : shown.outputs)
        for (core::Difference &d : o.differences) {
            if (labelOfSystem.contains(d.origin))
                d.origin = labelOfSystem.value(d.origin);
            for (core::CoherenceLabel &c : d.coherence)
                if (labelOfSystem.contains(c.origin))
                    c.origin = labelOfSystem.value(c.origin);
        }
    const auto relabel = [&labelOfSystem](QString &system) { system = labelOfSystem.value(system, system); };
    for (core::Preference &p : shown.preferences) {
        relabel(p.systemA);
        relabel(p.systemB);
    }
    for (core::JudgeVote &v : shown.judgeVotes) {
        relabel(v.systemA);
        relabel(v.systemB);
    }
    return shown;
}

QVector<core::ItemSummary> SystemNamer::displaySummaries(QVector<core::ItemSummary> items) const
{
    if (!m_blinded)
        return items;
    for (core::ItemSummary &s : items) {
        const int n = m_planned.contains(s.id) ? int(m_planned.value(s.id).size()) : int(s.systems.size());
        s.systems.clear();
        for (int i = 0; i < n; ++i)
            s.systems << core::StudyPlan::blindLabel(i);
    }
    return items;
}

} // namespace editlens::ui
