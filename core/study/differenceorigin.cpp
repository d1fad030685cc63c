#include "study/differenceorigin.h"

#include <algorithm>
#include <set>

namespace editlens::core {

QString truthOriginName()
{
    return originname::truth;
}

QString builtInDetectorOrigin(int version)
{
    return QString(originname::pixelDiffDetector) + QLatin1Char(' ') + QString::number(version);
}

QString diceViaModelOrigin(const QString &model)
{
    return QString(originname::diceViaPrefix) + model;
}

DetectorKind detectorKind(const QString &origin)
{
    if (origin == originname::pixelDiffDetector)
        return DetectorKind::BuiltIn;
    if (origin.startsWith(QString(originname::pixelDiffDetector) + QLatin1Char(' '))) {
        bool number = false;
        origin.mid(originname::pixelDiffDetector.size() + 1).toInt(&number);
        if (number)
            return DetectorKind::BuiltIn;
    }
    if (origin.isEmpty() || origin == originname::dice)
        return DetectorKind::DiceImport;
    if (origin.startsWith(originname::diceViaPrefix) && origin.size() > originname::diceViaPrefix.size())
        return DetectorKind::DiceRun;
    return DetectorKind::Other;
}

namespace {

/// A detector's box that `reviewer` accepted or relabelled, as the reviewer's own box: what they said is there.
Difference asReviewersBox(const Difference &difference, const QString &reviewer)
{
    Difference d = difference;
    d.originKind = OriginKind::Annotator;
    d.origin = reviewer;
    d.confidence = 1.0; // as every box a person draws: hasConfidence() keeps it out of rankings
    d.proposal.reset();
    // The detector's coherence estimate is its guess, not part of the reviewer's annotation.
    d.coherence.erase(std::remove_if(d.coherence.begin(), d.coherence.end(),
                                     [](const CoherenceLabel &c) { return c.originKind == OriginKind::Detector; }),
                      d.coherence.end());
    return d;
}

} // namespace

QString reviewedBy(const Difference &difference, const QStringList &among)
{
    if (difference.originKind != OriginKind::Detector)
        return {};
    for (const DifferenceReview &r : difference.reviews)
        if (r.decision != ReviewDecision::Rejected && (among.isEmpty() || among.contains(r.annotator)))
            return r.annotator;
    return {};
}

bool isTruthDifference(const Output &output, const Difference &difference)
{
    if (output.completeBy.isEmpty())
        return difference.originKind == OriginKind::GroundTruth;
    switch (difference.originKind) {
    case OriginKind::GroundTruth:
        return true;
    case OriginKind::Annotator:
        return output.completeBy.contains(difference.origin);
    case OriginKind::Detector:
        return !reviewedBy(difference, output.completeBy).isEmpty();
    }
    return false;
}

QVector<Difference> truthDifferences(const Output &output)
{
    QVector<Difference> out;
    for (const Difference &d : output.differences) {
        if (!isTruthDifference(output, d))
            continue;
        if (d.originKind == OriginKind::Detector)
            out.push_back(asReviewersBox(d, reviewedBy(d, output.completeBy)));
        else
            out.push_back(d);
    }
    return out;
}

bool isDifferenceOf(const Output &output, const Difference &difference, const QString &origin)
{
    if (origin == truthOriginName())
        return isTruthDifference(output, difference);
    return (difference.originKind != OriginKind::GroundTruth && difference.origin == origin)
           || !reviewedBy(difference, {origin}).isEmpty();
}

QVector<Difference> differencesOf(const Output &output, const QString &origin)
{
    if (origin == truthOriginName())
        return truthDifferences(output);
    QVector<Difference> out;
    for (const Difference &d : output.differences) {
        if (d.originKind != OriginKind::GroundTruth && d.origin == origin)
            out.push_back(d.originKind == OriginKind::Detector ? detectorGuess(d) : d);
        else if (!reviewedBy(d, {origin}).isEmpty())
            out.push_back(asReviewersBox(d, origin));
    }
    return out;
}

Difference detectorGuess(const Difference &difference)
{
    Difference d = difference;
    if (d.originKind == OriginKind::Detector && d.proposal) {
        d.op = d.proposal->op;
        d.description = d.proposal->description;
        d.box = d.proposal->box;
    }
    return d;
}

bool originRecorded(const Output &output, const QString &origin)
{
    // A complete mark says its annotator looked at the whole output, with or without boxes; for the truth any
    // annotator's mark does (their boxes are the truth there).
    if (origin == truthOriginName() ? !output.completeBy.isEmpty() : output.completeBy.contains(origin))
        return true;
    for (const Difference &d : output.differences)
        if (isDifferenceOf(output, d, origin))
            return true;
    return false;
}

const CoherenceLabel *ownCoherenceLabel(const Difference &difference)
{
    for (const CoherenceLabel &c : difference.coherence)
        if (c.origin == difference.origin
            || (difference.originKind == OriginKind::GroundTruth && c.originKind == OriginKind::GroundTruth))
            return &c;
    return difference.originKind == OriginKind::Detector || difference.coherence.isEmpty()
               ? nullptr
               : &difference.coherence.front();
}

bool hasConfidence(const Difference &difference)
{
    return difference.originKind == OriginKind::Detector;
}

const CoherenceLabel *annotatorCoherenceLabel(const Difference &difference, const QString &annotator)
{
    for (const CoherenceLabel &c : difference.coherence)
        if (c.originKind == OriginKind::Annotator && c.origin == annotator)
            return &c;
    return nullptr;
}

QStringList differenceOriginsIn(const QVector<Item> &items)
{
    bool truth = false;
    std::set<QString> names;
    for (const Item &item : items)
        for (const Output &o : item.outputs) {
            truth |= !o.completeBy.isEmpty();
            for (const Difference &d : o.differences) {
                truth |= isTruthDifference(o, d);
                if (d.originKind != OriginKind::GroundTruth)
                    names.insert(d.origin);
                for (const DifferenceReview &r : d.reviews) // a reviewer's accepted box is theirs
                    if (!reviewedBy(d, {r.annotator}).isEmpty())
                        names.insert(r.annotator);
            }
        }
    QStringList out;
    if (truth)
        out << truthOriginName();
    for (const QString &n : names)
        out << n;
    return out;
}

} // namespace editlens::core
