#include "studyplan.h"

#include "storage/planstore.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <random>

namespace editlens::core {

namespace {

QVector<int> shuffle(int n, std::mt19937_64 &rng)
{
    QVector<int> p(n);
    for (int i = 0; i < n; ++i)
        p[i] = i;
    for (int i = n - 1; i > 0; --i)
        std::swap(p[i], p[int(rng() % quint64(i + 1))]);
    return p;
}

// Whether a planned item is submitted or fully judged (see nextUnratedItem).
bool itemDone(const PlanSettings &settings, const PlanAssignment &a, const QStringList &dimensions,
              const AnnotatorJudgements &judged)
{
    if (judged.submitted.contains(a.itemId))
        return true;
    for (const QString &d : dimensions) {
        if (StudyPlan::isPreferenceItem(settings, a)) {
            for (const PlanPair &p : a.pairs)
                if (!judged.hasPreferred(p.leftOutput, p.rightOutput, d))
                    return false;
        } else {
            for (const PlanOutput &o : a.outputs)
                if (!judged.hasRated(o.outputId, d))
                    return false;
        }
    }
    return true;
}

// Per item in the annotator's order: is it submitted or fully judged?
Result<QVector<QPair<qint64, bool>>> itemStates(StudyStore &store, const QString &annotator)
{
    PlanStore plans(store);
    Result<PlanSettings> settings = plans.settings();
    if (!settings)
        return settings.error();
    Result<QVector<PlanAssignment>> planned = plans.assignments(annotator);
    if (!planned)
        return planned.error();
    QVector<PlanAssignment> order = planned.value();
    if (order.isEmpty()) {
        Result<QVector<PlanCandidate>> all = plans.candidates();
        if (!all)
            return all.error();
        for (const PlanCandidate &c : all.value()) {
            PlanAssignment a;
            a.itemId = c.itemId;
            for (qint64 o : c.outputIds)
                a.outputs.push_back({o, {}});
            order.push_back(a);
        }
    }
    QStringList dimensions;
    Result<std::optional<Rubric>> rubric = RubricStore(store).active();
    if (!rubric)
        return rubric.error();
    if (rubric.value()) {
        for (const RubricDimension &d : rubric.value()->dimensions)
            dimensions << d.name;
    } else {
        Result<QVector<Dimension>> dims = store.dimensions();
        if (!dims)
            return dims.error();
        for (const Dimension &d : dims.value())
            dimensions << d.name;
    }

    const Result<AnnotatorJudgements> judged = plans.judgements(annotator);
    if (!judged)
        return judged.error();

    QVector<QPair<qint64, bool>> out;
    for (const PlanAssignment &a : order)
        out.push_back({a.itemId, itemDone(settings.value(), a, dimensions, judged.value())});
    return out;
}

} // namespace

bool StudyPlan::isPreferenceItem(const PlanSettings &settings, const PlanAssignment &assignment)
{
    return settings.preference || (settings.mixed && !assignment.pairs.isEmpty());
}

PreferenceKey StudyPlan::preferenceKey(qint64 itemId, const PlanPair &pair, const QString &dimension,
                                       const QString &annotator)
{
    PreferenceKey key;
    key.itemId = itemId;
    key.outputA = std::min(pair.leftOutput, pair.rightOutput);
    key.outputB = std::max(pair.leftOutput, pair.rightOutput);
    key.dimension = dimension;
    key.annotator = annotator;
    return key;
}

PreferenceValue StudyPlan::preferenceValue(const PlanPair &pair, PairSide side)
{
    const qint64 outputA = std::min(pair.leftOutput, pair.rightOutput);
    PreferenceValue value;
    value.leftOutput = pair.leftOutput;
    switch (side) {
    case PairSide::Left:
        value.choice = pair.leftOutput == outputA ? PreferenceChoice::A : PreferenceChoice::B;
        break;
    case PairSide::Right:
        value.choice = pair.rightOutput == outputA ? PreferenceChoice::A : PreferenceChoice::B;
        break;
    case PairSide::Tie:
        value.choice = PreferenceChoice::Tie;
        break;
    case PairSide::BothBad:
        value.choice = PreferenceChoice::BothBad;
        break;
    }
    return value;
}

PairSide StudyPlan::sideOf(const PreferenceValue &value, qint64 outputA)
{
    switch (value.choice) {
    case PreferenceChoice::Tie:
        return PairSide::Tie;
    case PreferenceChoice::BothBad:
        return PairSide::BothBad;
    case PreferenceChoice::A:
        return value.leftOutput == outputA ? PairSide::Left : PairSide::Right;
    case PreferenceChoice::B:
        break;
    }
    return value.leftOutput == outputA ? PairSide::Right : PairSide::Left;
}

QVector<PlanPair> StudyPlan::allPairs(quint64 studySeed, const QString &annotator, qint64 itemId,
                                      const QVector<qint64> &outputIds)
{
    QVector<PlanPair> pairs;
    const quint64 seed = itemSeed(annotatorSeed(studySeed, annotator), itemId);
    for (int i = 0; i < outputIds.size(); ++i)
        for (int j = i + 1; j < outputIds.size(); ++j) {
            const bool swap = permutation(2, seed ^ quint64(i * 131 + j)).value(0) == 1;
            pairs.push_back(swap ? PlanPair{outputIds[j], outputIds[i]} : PlanPair{outputIds[i], outputIds[j]});
        }
    return pairs;
}

QVector<PlanPair> StudyPlan::plannedPairs(const QVector<PlanAssignment> &plan, const Item &item, quint64 studySeed,
                                          const QString &annotator)
{
    for (const PlanAssignment &a : plan)
        if (a.itemId == item.id && !a.pairs.isEmpty())
            return a.pairs;
    QVector<qint64> outputs;
    for (const Output &o : item.outputs)
        outputs << o.id;
    return allPairs(studySeed, annotator, item.id, outputs);
}

quint64 StudyPlan::splitmix64(quint64 x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

quint64 StudyPlan::fnv1a64(const QByteArray &bytes)
{
    quint64 h = 0xCBF29CE484222325ULL;
    for (char c : bytes) {
        h ^= quint8(c);
        h *= 0x100000001B3ULL;
    }
    return h;
}

quint64 StudyPlan::annotatorSeed(quint64 studySeed, const QString &annotator)
{
    return splitmix64(studySeed ^ fnv1a64(annotator.toUtf8()));
}

quint64 StudyPlan::itemSeed(quint64 annotatorSeed, qint64 itemId)
{
    return splitmix64(annotatorSeed ^ (quint64(itemId) * 0x9E3779B97F4A7C15ULL));
}

QVector<int> StudyPlan::permutation(int n, quint64 seed)
{
    std::mt19937_64 rng(seed);
    return shuffle(n, rng);
}

QString StudyPlan::blindLabel(int index)
{
    QString letters;
    for (int i = index; i >= 0; i = i / 26 - 1)
        letters.prepend(QChar(u'A' + i % 26));
    return QCoreApplication::translate("StudyPlan", "Output %1").arg(letters);
}

QVector<PlanAssignment> StudyPlan::build(const QString &annotator, const QVector<PlanCandidate> &candidates,
                                         const PlanOptions &options)
{
    const quint64 seed = annotatorSeed(options.settings.seed, annotator);
    QVector<PlanCandidate> items;
    const QSet<qint64> wanted(options.items.begin(), options.items.end());
    for (const PlanCandidate &c : candidates) {
        if (!wanted.isEmpty() && !wanted.contains(c.itemId))
            continue;
        PlanCandidate kept{c.itemId, {}, {}};
        for (int i = 0; i < c.outputIds.size(); ++i)
            if (options.systems.isEmpty() || options.systems.contains(c.systems[i])) {
                kept.outputIds << c.outputIds[i];
                kept.systems << c.systems[i];
            }
        if (!kept.outputIds.isEmpty())
            items.push_back(kept);
    }

    // The systems of the study in a fixed order, and every unordered pair of them.
    QStringList systems = options.systems;
    if (systems.isEmpty()) {
        for (const PlanCandidate &c : items)
            for (const QString &s : c.systems)
                if (!systems.contains(s))
                    systems << s;
        std::sort(systems.begin(), systems.end());
    }
    QVector<QPair<int, int>> pairs;
    for (int i = 0; i < systems.size(); ++i)
        for (int j = i + 1; j < systems.size(); ++j)
            pairs.push_back({i, j});
    std::mt19937_64 pairRng(splitmix64(seed ^ fnv1a64(QByteArrayLiteral("pairs"))));
    QVector<int> leftStart(pairs.size()), shown(pairs.size(), 0);
    for (int &s : leftStart)
        s = int(pairRng() % 2);
    QVector<int> cycle;

    const QVector<int> order = permutation(items.size(), seed);
    QVector<PlanAssignment> out;
    for (int pos = 0; pos < order.size(); ++pos) {
        const PlanCandidate &c = items[order[pos]];
        PlanAssignment a;
        a.annotator = annotator;
        a.position = pos;
        a.itemId = c.itemId;
        a.gold = options.goldItems.contains(c.itemId);
        const QVector<int> outputOrder = permutation(c.outputIds.size(), itemSeed(seed, c.itemId));
        for (int k = 0; k < outputOrder.size(); ++k)
            a.outputs.push_back({c.outputIds[outputOrder[k]], options.settings.blinded ? blindLabel(k) : QString()});

        const bool preferenceItem =
            options.settings.preference || (options.settings.mixed && pos % 2 == 1 && c.outputIds.size() >= 2);
        if (preferenceItem && !pairs.isEmpty()) {
            auto outputOf = [&](int system) -> qint64 {
                const int i = c.systems.indexOf(systems[system]);
                return i < 0 ? 0 : c.outputIds[i];
            };
            auto available = [&](int p) { return outputOf(pairs[p].first) > 0 && outputOf(pairs[p].second) > 0; };
            int want = options.settings.pairsPerItem > 0 ? options.settings.pairsPerItem : int(pairs.size());
            QVector<int> chosen;
            // Take pairs from the current cycle (a seeded permutation of all pairs) in order, skipping
            // pairs the item lacks; start a new cycle when this one is used up.
            for (int guard = 0; int(chosen.size()) < want && guard < 2; ++guard) {
                if (cycle.isEmpty())
                    cycle = shuffle(pairs.size(), pairRng);
                for (int i = 0; i < cycle.size() && int(chosen.size()) < want;) {
                    if (available(cycle[i]) && !chosen.contains(cycle[i])) {
                        chosen << cycle[i];
                        cycle.remove(i);
                    } else {
                        ++i;
                    }
                }
                if (!cycle.isEmpty())
                    break; // the rest of this cycle is not available in this item
            }
            for (int p : chosen) {
                const bool firstLeft = (shown[p] + leftStart[p]) % 2 == 0;
                ++shown[p];
                const qint64 first = outputOf(pairs[p].first), second = outputOf(pairs[p].second);
                a.pairs.push_back(firstLeft ? PlanPair{first, second} : PlanPair{second, first});
            }
        }
        out.push_back(a);
    }
    return out;
}

Status StudyPlan::create(StudyStore &store, const QStringList &annotators, const PlanOptions &options)
{
    PlanStore plans(store);
    Result<QVector<PlanCandidate>> candidates = plans.candidates();
    if (!candidates)
        return candidates.error();
    // One transaction, as an import: a plan that fails or is killed part-way must leave the old one whole, not the
    // new seed and passphrase with some annotators still in the old order.
    return runInWriteTransaction(
        store.database(), store.dialect(), store.filePath(),
        QCoreApplication::translate("PlanStore", "cannot save the study plan"), [&]() -> Status {
            if (Status s = plans.saveSettingsInTransaction(options.settings); !s)
                return s;
            for (const QString &annotator : annotators)
                if (Status s =
                        plans.replaceAssignmentsInTransaction(annotator, build(annotator, candidates.value(), options));
                    !s)
                    return s;
            return Status::success();
        });
}

Result<std::optional<qint64>> StudyPlan::nextUnratedItem(StudyStore &store, const QString &annotator)
{
    Result<QVector<QPair<qint64, bool>>> states = itemStates(store, annotator);
    if (!states)
        return states.error();
    for (const auto &s : states.value())
        if (!s.second)
            return std::optional<qint64>(s.first);
    return std::optional<qint64>();
}

PlanProgress StudyPlan::progress(const PlanSettings &settings, const QVector<PlanAssignment> &plan,
                                 const QStringList &dimensions, const AnnotatorJudgements &judged)
{
    PlanProgress p;
    p.total = int(plan.size());
    for (const PlanAssignment &a : plan)
        p.done += itemDone(settings, a, dimensions, judged) ? 1 : 0;
    return p;
}

Result<PlanProgress> StudyPlan::progress(StudyStore &store, const QString &annotator)
{
    Result<QVector<QPair<qint64, bool>>> states = itemStates(store, annotator);
    if (!states)
        return states.error();
    PlanProgress p;
    p.total = int(states.value().size());
    for (const auto &s : states.value())
        p.done += s.second ? 1 : 0;
    return p;
}

} // namespace editlens::core
