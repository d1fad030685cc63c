#include "study/differenceorigin.h"

#include <set>

namespace editlens::core {

QString truthOriginName()
{
    return QStringLiteral("truth");
}

bool isTruthDifference(const Output &output, const Difference &difference)
{
    return difference.originKind == OriginKind::GroundTruth
           || (difference.originKind == OriginKind::Annotator && output.completeBy.contains(difference.origin));
}

bool isDifferenceOf(const Output &output, const Difference &difference, const QString &origin)
{
    if (origin == truthOriginName())
        return isTruthDifference(output, difference);
    return difference.originKind != OriginKind::GroundTruth && difference.origin == origin;
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
