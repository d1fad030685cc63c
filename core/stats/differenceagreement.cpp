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

} // namespace

DifferenceAgreement differenceAgreement(const StudyData &study)
{
    // Every annotator who drew, labelled or completed anything, in name order.
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
    QStringList annotators(names.cbegin(), names.cend());
    annotators.sort();
    QStringList raters(labellers.cbegin(), labellers.cend());
    raters.sort();

    DifferenceAgreement out;
    QMap<std::pair<QString, QString>, PairTally> tallies;
    std::vector<std::vector<int>> fleissCounts;
    std::vector<std::vector<double>> alphaData;
    const double missing = std::numeric_limits<double>::quiet_NaN();
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            // An annotator's boxes: those they drew and the detector's boxes they accepted or relabelled (as
            // reviewed), which are their annotation as much (reviewedBy()).
            QMap<QString, QVector<const Difference *>> own;
            for (const Difference &d : o.differences) {
                if (d.originKind == OriginKind::Annotator)
                    own[d.origin].push_back(&d);
                for (const DifferenceReview &r : d.reviews)
                    if (!reviewedBy(d, {r.annotator}).isEmpty())
                        own[r.annotator].push_back(&d);
            }
            const auto examined = [&](const QString &n) { return o.completeBy.contains(n) || own.contains(n); };
            for (int i = 0; i < annotators.size(); ++i)
                for (int j = i + 1; j < annotators.size(); ++j) {
                    const QString &a = annotators[i], &b = annotators[j];
                    PairTally &t = tallies[{a, b}];
                    // The same difference labelled by both.
                    for (const Difference &d : o.differences) {
                        const CoherenceLabel *la = annotatorCoherenceLabel(d, a), *lb = annotatorCoherenceLabel(d, b);
                        if (la && lb) {
                            t.first.push_back(la->coherent ? 1 : 0);
                            t.second.push_back(lb->coherent ? 1 : 0);
                        }
                    }
                    if (!examined(a) || !examined(b))
                        continue;
                    ++t.outputs;
                    const QVector<const Difference *> boxesA = own.value(a), boxesB = own.value(b);
                    t.firstBoxes += int(boxesA.size());
                    t.secondBoxes += int(boxesB.size());
                    for (const auto &[da, db] : matchBoxes(boxesA, boxesB)) {
                        ++t.matched;
                        if (da == db)
                            continue; // one detector box both accepted: its labels counted above already
                        const CoherenceLabel *la = annotatorCoherenceLabel(*da, a),
                                             *lb = annotatorCoherenceLabel(*db, b);
                        if (la && lb) {
                            t.first.push_back(la->coherent ? 1 : 0);
                            t.second.push_back(lb->coherent ? 1 : 0);
                        }
                    }
                }
            // Several annotators' labels on one difference.
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

    double f1Sum = 0.0;
    int f1Count = 0;
    for (auto it = tallies.cbegin(); it != tallies.cend(); ++it) {
        const PairTally &t = it.value();
        if (t.outputs == 0 && t.first.empty())
            continue;
        AnnotatorBoxAgreement p;
        p.first = it.key().first;
        p.second = it.key().second;
        p.outputs = t.outputs;
        p.firstBoxes = t.firstBoxes;
        p.secondBoxes = t.secondBoxes;
        p.matched = t.matched;
        if (t.firstBoxes + t.secondBoxes > 0) {
            p.f1 = 2.0 * t.matched / double(t.firstBoxes + t.secondBoxes);
            f1Sum += *p.f1;
            ++f1Count;
        }
        p.coherencePairs = int(t.first.size());
        if (!t.first.empty()) {
            int equal = 0;
            for (std::size_t k = 0; k < t.first.size(); ++k)
                equal += t.first[k] == t.second[k];
            p.coherenceAgreement = double(equal) / double(t.first.size());
            p.coherenceKappa = stats::cohenKappa(t.first, t.second);
        }
        out.pairs.push_back(std::move(p));
    }
    if (f1Count > 0)
        out.meanF1 = f1Sum / f1Count;
    if (raters.size() >= 2) {
        out.fleissRaters = int(raters.size());
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
