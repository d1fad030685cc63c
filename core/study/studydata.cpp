#include "studydata.h"

#include <QJsonArray>
#include <QSet>

namespace editlens::core {

QString editOpName(EditOp op)
{
    switch (op) {
    case EditOp::Add:
        return QStringLiteral("ADD");
    case EditOp::Remove:
        return QStringLiteral("REMOVE");
    case EditOp::Edit:
        return QStringLiteral("EDIT");
    }
    return {};
}

std::optional<EditOp> editOpFromName(const QString &name)
{
    const QString n = name.trimmed().toUpper();
    if (n == QLatin1String("ADD"))
        return EditOp::Add;
    if (n == QLatin1String("REMOVE") || n == QLatin1String("REM"))
        return EditOp::Remove;
    if (n == QLatin1String("EDIT"))
        return EditOp::Edit;
    return std::nullopt;
}

QString reviewDecisionName(ReviewDecision d)
{
    switch (d) {
    case ReviewDecision::Accepted:
        return QStringLiteral("accepted");
    case ReviewDecision::Rejected:
        return QStringLiteral("rejected");
    case ReviewDecision::Relabelled:
        break;
    }
    return QStringLiteral("relabelled");
}

std::optional<ReviewDecision> reviewDecisionFromName(const QString &name)
{
    for (ReviewDecision d : {ReviewDecision::Accepted, ReviewDecision::Rejected, ReviewDecision::Relabelled})
        if (name == reviewDecisionName(d))
            return d;
    return std::nullopt;
}

QJsonObject detectorProposalJson(const DetectorProposal &proposal)
{
    const QRectF &b = proposal.box;
    return {{QStringLiteral("op"), editOpName(proposal.op)},
            {QStringLiteral("description"), proposal.description},
            {QStringLiteral("box"), QJsonArray{b.left(), b.top(), b.right(), b.bottom()}}};
}

std::optional<DetectorProposal> detectorProposalFromJson(const QJsonObject &json)
{
    const std::optional<EditOp> op = editOpFromName(json.value(QStringLiteral("op")).toString());
    const QJsonArray box = json.value(QStringLiteral("box")).toArray();
    if (!op || box.size() != 4)
        return std::nullopt;
    for (const auto &v : box)
        if (!v.isDouble())
            return std::nullopt;
    DetectorProposal p;
    p.op = *op;
    p.description = json.value(QStringLiteral("description")).toString();
    p.box = QRectF(QPointF(box.at(0).toDouble(), box.at(1).toDouble()),
                   QPointF(box.at(2).toDouble(), box.at(3).toDouble()));
    return p;
}

QString originKindName(OriginKind kind)
{
    switch (kind) {
    case OriginKind::Detector:
        return QStringLiteral("detector");
    case OriginKind::Annotator:
        return QStringLiteral("annotator");
    case OriginKind::GroundTruth:
        return QStringLiteral("ground_truth");
    }
    return {};
}

std::optional<OriginKind> originKindFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("detector"))
        return OriginKind::Detector;
    if (n == QLatin1String("annotator"))
        return OriginKind::Annotator;
    if (n == QLatin1String("ground_truth"))
        return OriginKind::GroundTruth;
    return std::nullopt;
}

QString outputRoleName(OutputRole role)
{
    switch (role) {
    case OutputRole::None:
        return {};
    case OutputRole::GroundTruth:
        return QStringLiteral("ground_truth");
    case OutputRole::ExcessivelyPreserved:
        return QStringLiteral("excessively_preserved");
    case OutputRole::ExcessivelyModified:
        return QStringLiteral("excessively_modified");
    }
    return {};
}

std::optional<OutputRole> outputRoleFromName(const QString &name)
{
    const QString n = name.trimmed();
    for (OutputRole role :
         {OutputRole::None, OutputRole::GroundTruth, OutputRole::ExcessivelyPreserved, OutputRole::ExcessivelyModified})
        if (n == outputRoleName(role))
            return role;
    return std::nullopt;
}

QString preferenceChoiceName(PreferenceChoice choice)
{
    switch (choice) {
    case PreferenceChoice::A:
        return QStringLiteral("A");
    case PreferenceChoice::B:
        return QStringLiteral("B");
    case PreferenceChoice::Tie:
        return QStringLiteral("tie");
    case PreferenceChoice::BothBad:
        return QStringLiteral("both_bad");
    }
    return {};
}

std::optional<PreferenceChoice> preferenceChoiceFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("a") || n == QLatin1String("leftvote"))
        return PreferenceChoice::A;
    if (n == QLatin1String("b") || n == QLatin1String("rightvote"))
        return PreferenceChoice::B;
    if (n == QLatin1String("tie") || n == QLatin1String("tievote"))
        return PreferenceChoice::Tie;
    if (n == QLatin1String("both_bad") || n == QLatin1String("bothbad_vote"))
        return PreferenceChoice::BothBad;
    return std::nullopt;
}

Output *Item::findOutput(const QString &system)
{
    for (Output &o : outputs) {
        if (o.system == system)
            return &o;
    }
    return nullptr;
}

Output *Item::findOutputById(qint64 outputId)
{
    for (Output &o : outputs)
        if (o.id == outputId)
            return &o;
    return nullptr;
}

bool Item::upsertDifference(qint64 outputId, const Difference &difference)
{
    Output *output = findOutputById(outputId);
    if (!output)
        return false;
    for (Difference &d : output->differences)
        if (d.id == difference.id) {
            d = difference;
            return true;
        }
    output->differences.push_back(difference);
    return true;
}

bool Item::removeDifference(qint64 outputId, qint64 differenceId)
{
    Output *output = findOutputById(outputId);
    return output && output->differences.removeIf([&](const Difference &d) { return d.id == differenceId; }) > 0;
}

bool Item::hasDifference(qint64 differenceId) const
{
    for (const Output &o : outputs)
        for (const Difference &d : o.differences)
            if (d.id == differenceId)
                return true;
    return false;
}

const Dimension *StudyData::findDimension(const QString &name) const
{
    for (const Dimension &d : dimensions) {
        if (d.name == name)
            return &d;
    }
    return nullptr;
}

QMap<QString, QString> defaultMetricVersions(const StudyData &study)
{
    // A study rescored with a new model version often holds the new version on only part of its outputs; mixing
    // the two would correlate values of two scales, so one version is chosen per metric: the most complete one.
    QMap<QString, QMap<QString, int>> outputs; // metric -> version -> outputs scored
    for (const Item &item : study.items)
        for (const Output &o : item.outputs)
            for (const Score &s : o.scores)
                ++outputs[s.metric][s.version];
    QMap<QString, QString> chosen;
    for (auto m = outputs.cbegin(); m != outputs.cend(); ++m) {
        QString best;
        int most = -1;
        for (auto v = m->cbegin(); v != m->cend(); ++v) // ascending: a later version wins a tie
            if (*v >= most) {
                best = v.key();
                most = *v;
            }
        chosen.insert(m.key(), best);
    }
    return chosen;
}

QStringList referencedFiles(const StudyData &data)
{
    QStringList paths;
    QSet<QString> seen;
    auto add = [&](const QString &p) {
        if (!p.isEmpty() && !seen.contains(p)) {
            seen.insert(p);
            paths << p;
        }
    };
    for (const Item &item : data.items) {
        add(item.sourcePath);
        add(item.groundTruthPath);
        for (const Mask &m : item.masks)
            add(m.path);
        for (const Output &o : item.outputs) {
            add(o.path);
            for (const Mask &m : o.masks)
                add(m.path);
        }
    }
    return paths;
}

} // namespace editlens::core
