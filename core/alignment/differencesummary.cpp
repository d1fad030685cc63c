#include "alignment/differencesummary.h"

#include "study/differenceorigin.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <cmath>
#include <limits>

namespace editlens::core::alignment {

namespace {

/// Lower case, letters and digits only, words separated by one space.
QString simplified(const QString &name)
{
    QString out;
    for (const QChar c : name.toLower())
        out += c.isLetterOrNumber() ? c : QLatin1Char(' ');
    return out.simplified();
}

/// One output as one origin saw it, or nothing when the origin did not examine it.
struct Seen
{
    bool examined = false;
    int differences = 0;
    int coherent = 0;
    int incoherent = 0;
};

Seen seenBy(const Output &o, const QString &origin, OriginKind kind)
{
    Seen s;
    const auto count = [&s](const CoherenceLabel *label) {
        ++s.differences;
        if (label)
            ++(label->coherent ? s.coherent : s.incoherent);
    };
    switch (kind) {
    case OriginKind::GroundTruth:
        // The truth includes the detector boxes a completing annotator accepted or relabelled: an output whose
        // changes were all found by the detector and confirmed is not "no visual change".
        s.examined = !o.completeBy.isEmpty();
        for (const Difference &d : truthDifferences(o)) {
            s.examined = true;
            count(ownCoherenceLabel(d));
        }
        break;
    case OriginKind::Annotator:
        s.examined = o.completeBy.contains(origin);
        for (const Difference &d : differencesOf(o, origin)) {
            s.examined = true;
            count(annotatorCoherenceLabel(d, origin));
        }
        break;
    case OriginKind::Detector:
        for (const Score &sc : o.scores)
            if (sc.metric == metricid::detectBoxes && sc.version == origin)
                s.examined = true;
        for (const Difference &d : o.differences)
            if (d.originKind == OriginKind::Detector && d.origin == origin) {
                s.examined = true;
                count(ownCoherenceLabel(d));
            }
        break;
    }
    return s;
}

std::optional<double> ratio(int part, int whole)
{
    return whole > 0 ? std::optional(double(part) / double(whole)) : std::nullopt;
}

struct Accumulator
{
    SystemDifferenceSummary row;
    std::array<double, kSummaryColumns> humanSum{};

    void add(const Seen &s, const std::array<std::optional<double>, kSummaryColumns> &human)
    {
        ++row.outputs;
        row.noChange += s.differences == 0;
        row.differences += s.differences;
        row.coherent += s.coherent;
        row.incoherent += s.incoherent;
        for (int c = 0; c < kSummaryColumns; ++c)
            if (human[c]) {
                humanSum[c] += *human[c];
                ++row.humanN[c];
            }
    }
    SystemDifferenceSummary finish() const
    {
        SystemDifferenceSummary r = row;
        const int labelled = r.coherent + r.incoherent;
        r.share = {ratio(r.coherent, labelled), ratio(r.incoherent, labelled), ratio(r.noChange, r.outputs)};
        for (int c = 0; c < kSummaryColumns; ++c)
            if (r.humanN[c] > 0)
                r.human[c] = humanSum[c] / r.humanN[c];
        return r;
    }
};

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue correlationJson(const std::optional<stats::CorrelationResult> &c)
{
    if (!c)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("pearson"), c->coefficient},
                       {QStringLiteral("p"), optional(c->pValue)},
                       {QStringLiteral("n"), c->n}};
}

const char *columnKey(int c)
{
    static const char *keys[kSummaryColumns] = {"correct_edits", "unwanted_edits", "no_visual_change"};
    return keys[c];
}

QJsonObject rowJson(const SystemDifferenceSummary &r)
{
    QJsonObject o{{QStringLiteral("outputs"), r.outputs},
                  {QStringLiteral("no_change_outputs"), r.noChange},
                  {QStringLiteral("differences"), r.differences},
                  {QStringLiteral("coherent"), r.coherent},
                  {QStringLiteral("incoherent"), r.incoherent}};
    for (int c = 0; c < kSummaryColumns; ++c) {
        o.insert(QLatin1String(columnKey(c)), optional(r.share[c]));
        o.insert(QStringLiteral("human_") + QLatin1String(columnKey(c)), optional(r.human[c]));
        o.insert(QStringLiteral("human_n_") + QLatin1String(columnKey(c)), r.humanN[c]);
    }
    return o;
}

QString kindName(OriginKind kind)
{
    switch (kind) {
    case OriginKind::GroundTruth:
        return QStringLiteral("truth");
    case OriginKind::Annotator:
        return QStringLiteral("annotator");
    case OriginKind::Detector:
        return QStringLiteral("detector");
    }
    return {};
}

} // namespace

QString summaryColumnName(SummaryColumn column)
{
    switch (column) {
    case SummaryColumn::CorrectEdits:
        return QCoreApplication::translate("DifferenceSummary", "correct edits");
    case SummaryColumn::UnwantedEdits:
        return QCoreApplication::translate("DifferenceSummary", "unwanted edits");
    case SummaryColumn::NoVisualChange:
        return QCoreApplication::translate("DifferenceSummary", "no visual change");
    }
    return {};
}

QString matchSummaryDimension(const QVector<Dimension> &dimensions, SummaryColumn column)
{
    static const QStringList exact[kSummaryColumns] = {
        {QStringLiteral("correct edits"), QStringLiteral("correct edit")},
        {QStringLiteral("unwanted edits"), QStringLiteral("unwanted edit")},
        {QStringLiteral("no visual change"), QStringLiteral("no change")},
    };
    static const QStringList stems[kSummaryColumns] = {
        {QStringLiteral("correct"), QStringLiteral("modif"), QStringLiteral("edited"), QStringLiteral("instruction"),
         QStringLiteral("adherence"), QStringLiteral("prompt"), QStringLiteral("follow")},
        {QStringLiteral("unwanted"), QStringLiteral("preserv"), QStringLiteral("background"),
         QStringLiteral("consisten")},
        {QStringLiteral("no visual change"), QStringLiteral("no change"), QStringLiteral("unchanged"),
         QStringLiteral("nochange")},
    };
    const int c = int(column);
    for (const Dimension &d : dimensions)
        if (exact[c].contains(simplified(d.name)))
            return d.name;
    for (const Dimension &d : dimensions) {
        const QString name = simplified(d.name);
        for (const QString &stem : stems[c])
            if (name.contains(stem))
                return d.name;
    }
    return {};
}

DifferenceSummary differenceSummary(const StudyData &study, const std::array<QString, kSummaryColumns> &dimensions)
{
    DifferenceSummary out;
    for (int c = 0; c < kSummaryColumns; ++c)
        out.dimensions[c] =
            dimensions[c].isEmpty() ? matchSummaryDimension(study.dimensions, SummaryColumn(c)) : dimensions[c];

    // The origins, in the documented order.
    bool truth = false;
    QSet<QString> annotators, detectors;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            truth |= !o.completeBy.isEmpty();
            for (const QString &n : o.completeBy)
                annotators.insert(n);
            for (const Difference &d : o.differences)
                switch (d.originKind) {
                case OriginKind::GroundTruth:
                    truth = true;
                    break;
                case OriginKind::Annotator:
                    annotators.insert(d.origin);
                    break;
                case OriginKind::Detector:
                    detectors.insert(d.origin);
                    // A box an annotator accepted or relabelled is their annotation (differencesOf()).
                    for (const DifferenceReview &r : d.reviews)
                        if (!reviewedBy(d, {r.annotator}).isEmpty())
                            annotators.insert(r.annotator);
                    break;
                }
            for (const Score &s : o.scores)
                if (s.metric == metricid::detectBoxes)
                    detectors.insert(s.version);
        }
    QVector<std::pair<QString, OriginKind>> origins;
    if (truth)
        origins.push_back({truthOriginName(), OriginKind::GroundTruth});
    for (const auto &[set, kind] :
         {std::pair{&annotators, OriginKind::Annotator}, {&detectors, OriginKind::Detector}}) {
        QStringList names(set->cbegin(), set->cend());
        names.sort();
        for (const QString &n : names)
            origins.push_back({n, kind});
    }

    // People's mean rating per output and column.
    const auto humanOf = [&out](const Output &o) {
        std::array<std::optional<double>, kSummaryColumns> h;
        for (int c = 0; c < kSummaryColumns; ++c) {
            if (out.dimensions[c].isEmpty())
                continue;
            double sum = 0.0;
            int n = 0;
            for (const Rating &r : o.ratings)
                if (r.rule.isEmpty() && r.dimension == out.dimensions[c] && std::isfinite(r.value)) {
                    sum += r.value;
                    ++n;
                }
            if (n > 0)
                h[c] = sum / n;
        }
        return h;
    };

    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const auto &[origin, kind] : origins) {
        DifferenceSummaryOrigin summary;
        summary.origin = origin;
        summary.kind = kind;
        QMap<QString, Accumulator> bySystem;
        Accumulator total;
        std::array<std::vector<double>, kSummaryColumns> x, y;
        for (const Item &item : study.items)
            for (const Output &o : item.outputs) {
                const Seen s = seenBy(o, origin, kind);
                if (!s.examined)
                    continue;
                const auto human = humanOf(o);
                bySystem[o.system].add(s, human);
                total.add(s, human);
                const int labelled = s.coherent + s.incoherent;
                const std::array<std::optional<double>, kSummaryColumns> mine = {ratio(s.coherent, labelled),
                                                                                 ratio(s.incoherent, labelled),
                                                                                 s.differences == 0 ? 1.0 : 0.0};
                for (int c = 0; c < kSummaryColumns; ++c) {
                    x[c].push_back(mine[c].value_or(nan));
                    y[c].push_back(human[c].value_or(nan));
                }
            }
        if (total.row.outputs == 0)
            continue;
        std::array<std::vector<double>, kSummaryColumns> sx, sy;
        for (auto it = bySystem.cbegin(); it != bySystem.cend(); ++it) {
            SystemDifferenceSummary row = it->finish();
            row.system = it.key();
            for (int c = 0; c < kSummaryColumns; ++c) {
                sx[c].push_back(row.share[c].value_or(nan));
                sy[c].push_back(row.human[c].value_or(nan));
            }
            summary.systems.push_back(std::move(row));
        }
        summary.total = total.finish();
        for (int c = 0; c < kSummaryColumns; ++c) {
            summary.perOutput[c] = stats::pearson(x[c], y[c]);
            summary.perSystem[c] = stats::pearson(sx[c], sy[c]);
        }
        out.origins.push_back(std::move(summary));
    }
    return out;
}

QJsonObject DifferenceSummary::toJson() const
{
    QJsonObject dims;
    for (int c = 0; c < kSummaryColumns; ++c)
        dims.insert(QLatin1String(columnKey(c)),
                    dimensions[c].isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(dimensions[c]));
    QJsonObject byOrigin;
    for (const DifferenceSummaryOrigin &o : origins) {
        QJsonObject systems;
        for (const SystemDifferenceSummary &r : o.systems)
            systems.insert(r.system, rowJson(r));
        QJsonObject perOutput, perSystem;
        for (int c = 0; c < kSummaryColumns; ++c) {
            perOutput.insert(QLatin1String(columnKey(c)), correlationJson(o.perOutput[c]));
            perSystem.insert(QLatin1String(columnKey(c)), correlationJson(o.perSystem[c]));
        }
        byOrigin.insert(o.origin, QJsonObject{{QStringLiteral("kind"), kindName(o.kind)},
                                              {QStringLiteral("systems"), systems},
                                              {QStringLiteral("all"), rowJson(o.total)},
                                              {QStringLiteral("correlation_per_output"), perOutput},
                                              {QStringLiteral("correlation_per_system"), perSystem}});
    }
    return QJsonObject{{QStringLiteral("dimensions"), dims}, {QStringLiteral("origins"), byOrigin}};
}

} // namespace editlens::core::alignment
