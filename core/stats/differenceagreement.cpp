#include "stats/differenceagreement.h"

#include "stats/agreement.h"
#include "stats/differenceevaluation.h"
#include "study/differenceorigin.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace editlens::core {

namespace {

struct PairTally
{
    int outputs = 0;
    int firstBoxes = 0;
    int secondBoxes = 0;
    int matched = 0;
    std::vector<int> first; // coherence labels, 1 = YES
    std::vector<int> second;
};

/// Pairs the boxes of `a` and `b` one to one: same op, IoU ≥ 0.5, the highest IoU first (ties in input order).
QVector<std::pair<const Difference *, const Difference *>> matchBoxes(const QVector<const Difference *> &a,
                                                                      const QVector<const Difference *> &b)
{
    QVector<std::tuple<double, int, int>> candidates;
    for (int i = 0; i < a.size(); ++i)
        for (int j = 0; j < b.size(); ++j)
            if (a[i]->op == b[j]->op)
                if (const double v = differenceIou(a[i]->box, b[j]->box); v >= 0.5)
                    candidates.push_back({v, i, j});
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto &x, const auto &y) { return std::get<0>(x) > std::get<0>(y); });
    QVector<bool> usedA(a.size(), false), usedB(b.size(), false);
    QVector<std::pair<const Difference *, const Difference *>> out;
    for (const auto &[v, i, j] : candidates) {
        if (usedA[i] || usedB[j])
            continue;
        usedA[i] = usedB[j] = true;
        out.push_back({a[i], b[j]});
    }
    return out;
}

struct Participants
{
    QStringList annotators; ///< everyone who drew, labelled or completed anything, in name order
    QStringList raters;     ///< those who gave coherence labels, in name order
};

Participants participants(const StudyData &study)
{
    QSet<QString> names;
    QSet<QString> labellers;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            for (const QString &n : o.completeBy)
                names.insert(n);
            for (const Difference &d : o.differences) {
                if (d.originKind == OriginKind::Annotator)
                    names.insert(d.origin);
                for (const DifferenceReview &r : d.reviews)
                    if (!reviewedBy(d, {r.annotator}).isEmpty())
                        names.insert(r.annotator);
                for (const CoherenceLabel &c : d.coherence)
                    if (c.originKind == OriginKind::Annotator) {
                        names.insert(c.origin);
                        labellers.insert(c.origin);
                    }
            }
        }
    Participants p{QStringList(names.cbegin(), names.cend()), QStringList(labellers.cbegin(), labellers.cend())};
    p.annotators.sort();
    p.raters.sort();
    return p;
}

/// An annotator's boxes: those they drew and the detector's boxes they accepted or relabelled (as reviewed), which
/// are their annotation as much (reviewedBy()).
QMap<QString, QVector<const Difference *>> ownBoxes(const Output &o)
{
    QMap<QString, QVector<const Difference *>> own;
    for (const Difference &d : o.differences) {
        if (d.originKind == OriginKind::Annotator)
            own[d.origin].push_back(&d);
        for (const DifferenceReview &r : d.reviews)
            if (!reviewedBy(d, {r.annotator}).isEmpty())
                own[r.annotator].push_back(&d);
    }
    return own;
}

void addLabelPair(PairTally &t, const CoherenceLabel *la, const CoherenceLabel *lb)
{
    if (la && lb) {
        t.first.push_back(la->coherent ? 1 : 0);
        t.second.push_back(lb->coherent ? 1 : 0);
    }
}

/// Adds what annotators `a` and `b` did on output `o` to their tally: the differences both labelled, and, when both
/// examined the output, their boxes and the labels of the boxes they matched.
void tallyPair(const Output &o, const QMap<QString, QVector<const Difference *>> &own, const QString &a,
               const QString &b, PairTally &t)
{
    // The same difference labelled by both.
    for (const Difference &d : o.differences)
        addLabelPair(t, annotatorCoherenceLabel(d, a), annotatorCoherenceLabel(d, b));
    const auto examined = [&](const QString &n) { return o.completeBy.contains(n) || own.contains(n); };
    if (!examined(a) || !examined(b))
        return;
    ++t.outputs;
    const QVector<const Difference *> boxesA = own.value(a), boxesB = own.value(b);
    t.firstBoxes += int(boxesA.size());
    t.secondBoxes += int(boxesB.size());
    for (const auto &[da, db] : matchBoxes(boxesA, boxesB)) {
        ++t.matched;
        if (da == db)
            continue; // one detector box both accepted: its labels counted above already
        addLabelPair(t, annotatorCoherenceLabel(*da, a), annotatorCoherenceLabel(*db, b));
    }
}

/// Several annotators' labels on one difference: a row of the α data (NaN: not labelled), and of Fleiss' counts when
/// every rater labelled it.
void addLabelRows(const Output &o, const QStringList &raters, std::vector<std::vector<double>> &alphaData,
                  std::vector<std::vector<int>> &fleissCounts)
{
    const double missing = std::numeric_limits<double>::quiet_NaN();
    for (const Difference &d : o.differences) {
        std::vector<double> row;
        int yes = 0, no = 0;
        for (const QString &r : raters) {
            const CoherenceLabel *l = annotatorCoherenceLabel(d, r);
            row.push_back(l ? (l->coherent ? 1.0 : 0.0) : missing);
            if (l)
                ++(l->coherent ? yes : no);
        }
        if (yes + no >= 2) {
            alphaData.push_back(std::move(row));
            if (raters.size() >= 2 && yes + no == raters.size())
                fleissCounts.push_back({yes, no});
        }
    }
}

AnnotatorBoxAgreement pairRow(const std::pair<QString, QString> &names, const PairTally &t)
{
    AnnotatorBoxAgreement p;
    p.first = names.first;
    p.second = names.second;
    p.outputs = t.outputs;
    p.firstBoxes = t.firstBoxes;
    p.secondBoxes = t.secondBoxes;
    p.matched = t.matched;
    if (t.firstBoxes + t.secondBoxes > 0)
        p.f1 = 2.0 * t.matched / double(t.firstBoxes + t.secondBoxes);
    p.coherencePairs = int(t.first.size());
    if (!t.first.empty()) {
        int equal = 0;
        for (std::size_t k = 0; k < t.first.size(); ++k)
            equal += t.first[k] == t.second[k];
        p.coherenceAgreement = double(equal) / double(t.first.size());
        p.coherenceKappa = stats::cohenKappa(t.first, t.second);
    }
    return p;
}

} // namespace

DifferenceAgreement differenceAgreement(const StudyData &study)
{
    const Participants who = participants(study);
    QMap<std::pair<QString, QString>, PairTally> tallies;
    std::vector<std::vector<int>> fleissCounts;
    std::vector<std::vector<double>> alphaData;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            const QMap<QString, QVector<const Difference *>> own = ownBoxes(o);
            for (int i = 0; i < who.annotators.size(); ++i)
                for (int j = i + 1; j < who.annotators.size(); ++j)
                    tallyPair(o, own, who.annotators[i], who.annotators[j],
                              tallies[{who.annotators[i], who.annotators[j]}]);
            addLabelRows(o, who.raters, alphaData, fleissCounts);
        }

    DifferenceAgreement out;
    double f1Sum = 0.0;
    int f1Count = 0;
    for (auto it = tallies.cbegin(); it != tallies.cend(); ++it) {
        if (it.value().outputs == 0 && it.value().first.empty())
            continue;
        AnnotatorBoxAgreement p = pairRow(it.key(), it.value());
        if (p.f1) {
            f1Sum += *p.f1;
            ++f1Count;
        }
        out.pairs.push_back(std::move(p));
    }
    if (f1Count > 0)
        out.meanF1 = f1Sum / f1Count;
    if (who.raters.size() >= 2) {
        out.fleissRaters = int(who.raters.size());
        out.fleissSubjects = int(fleissCounts.size());
        if (!fleissCounts.empty())
            out.fleissKappa = stats::fleissKappa(fleissCounts);
    }
    out.alphaUnits = int(alphaData.size());
    if (!alphaData.empty())
        out.krippendorffAlpha = stats::krippendorffAlpha(alphaData, stats::AlphaLevel::Nominal);
    return out;
}

QJsonObject DifferenceAgreement::toJson() const
{
    const auto optional = [](const std::optional<double> &v) {
        return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    };
    QJsonArray rows;
    for (const AnnotatorBoxAgreement &p : pairs)
        rows.append(QJsonObject{{QStringLiteral("first"), p.first},
                                {QStringLiteral("second"), p.second},
                                {QStringLiteral("outputs"), p.outputs},
                                {QStringLiteral("first_boxes"), p.firstBoxes},
                                {QStringLiteral("second_boxes"), p.secondBoxes},
                                {QStringLiteral("matched"), p.matched},
                                {QStringLiteral("f1"), optional(p.f1)},
                                {QStringLiteral("coherence_pairs"), p.coherencePairs},
                                {QStringLiteral("coherence_agreement"), optional(p.coherenceAgreement)},
                                {QStringLiteral("cohen_kappa"), optional(p.coherenceKappa)}});
    return QJsonObject{{QStringLiteral("pairs"), rows},
                       {QStringLiteral("mean_f1"), optional(meanF1)},
                       {QStringLiteral("fleiss_kappa"), optional(fleissKappa)},
                       {QStringLiteral("fleiss_raters"), fleissRaters},
                       {QStringLiteral("fleiss_subjects"), fleissSubjects},
                       {QStringLiteral("krippendorff_alpha"), optional(krippendorffAlpha)},
                       {QStringLiteral("alpha_units"), alphaUnits}};
}

} // namespace editlens::core
