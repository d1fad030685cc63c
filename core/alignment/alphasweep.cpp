#include "alphasweep.h"

#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "stats/pairwise.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace editlens::core::alignment {

namespace {

constexpr int steps = 10; // α = k / steps

/// One output with stored BPM components and where it sits in the rating table.
struct Scored
{
    int system = -1;
    int item = -1;
    BpmComponents components;
};

std::optional<double> storedValue(const Output &output, const QString &metric, const QString &version)
{
    for (const Score &s : output.scores)
        if (s.metric == metric && s.version == version)
            return s.value;
    return std::nullopt;
}

} // namespace

std::optional<double> AlphaSweep::bestAlpha(const QString &dimension) const
{
    std::optional<double> best, bestValue;
    for (const AlphaSweepPoint &p : dimensions.value(dimension))
        if (p.pairwiseAlignment && (!bestValue || *p.pairwiseAlignment > *bestValue)) {
            best = p.alpha;
            bestValue = p.pairwiseAlignment;
        }
    return best;
}

QJsonObject AlphaSweep::toJson() const
{
    QJsonObject o;
    for (auto it = dimensions.cbegin(); it != dimensions.cend(); ++it) {
        QJsonArray points;
        for (const AlphaSweepPoint &p : *it)
            points.append(
                QJsonObject{{QStringLiteral("alpha"), p.alpha},
                            {QStringLiteral("pairwise_alignment"),
                             p.pairwiseAlignment ? QJsonValue(*p.pairwiseAlignment) : QJsonValue(QJsonValue::Null)}});
        o.insert(it.key(), points);
    }
    return o;
}

AlphaSweep alphaSweep(const StudyData &study, const RatingTable &table, const AlignmentOptions &options)
{
    AlphaSweep sweep;
    const QString preserve = metricid::bpmSPreserve, modify = metricid::bpmSModify, size = metricid::bpmSSize,
                  position = metricid::bpmSPosition;
    const InstructionParser parser;
    std::vector<Scored> scored;
    bool anyModify = false;
    for (const Item &item : study.items) {
        std::optional<bool> global; // parsed once per item, only when one of its outputs has components
        for (const Output &o : item.outputs) {
            const auto sSize = storedValue(o, size, table.metricVersion(size));
            const auto sPosition = storedValue(o, position, table.metricVersion(position));
            const auto sPreserve = storedValue(o, preserve, table.metricVersion(preserve));
            const auto sModify = storedValue(o, modify, table.metricVersion(modify));
            if (!sSize && !sPosition && !sPreserve && !sModify)
                continue;
            if (!global) // as when scoring: the parse the table's parser choice reads
                global = effectiveParse(item.parse, item.instruction, parser, table.bpmParser()).global;
            // The set storeBpm() normalises over: outputs with a stored component, a global edit's CLIP-T included.
            if (!sSize && !sPosition && !sPreserve && !*global)
                continue;
            Scored s;
            s.system = table.indexOfSystem(o.system);
            s.item = table.indexOfItem(item.key);
            s.components.global = *global;
            // An undecided S_size or S_position stays undecided: such an output has no stored BPM either, and its
            // S_preserve and S_modify still take part in the min-max, as when scoring.
            s.components.sSize = sSize;
            s.components.sPosition = sPosition;
            s.components.sPreserve = sPreserve;
            s.components.sModify = sModify;
            anyModify = anyModify || s.components.sModify.has_value();
            scored.push_back(std::move(s));
        }
    }
    // Components scored under the released rules were normalised with the released min-max (storeBpm()); the
    // version of every component names the rules ("…; rules released"), followed by "; parser llm" when BPM read a
    // model's parse.
    const QString released = QStringLiteral("; rules ") + bpmRulesName(BpmRules::Released);
    const auto namesReleased = [&released](const QString &version) {
        return version.endsWith(released) || version.contains(released + QLatin1Char(';'));
    };
    const bool releasedRules = namesReleased(table.metricVersion(preserve)) || namesReleased(table.metricVersion(size))
                               || namesReleased(table.metricVersion(position));
    if (scored.empty()) {
        sweep.unavailable = QCoreApplication::translate(
            "AlphaSweep", "unavailable: the study stores no BPM components (score it with the bpm metric first)");
        return sweep;
    }
    if (!anyModify) {
        sweep.unavailable = QCoreApplication::translate(
            "AlphaSweep", "unavailable: no output has a stored S_modify (bpm_s_modify), which needs the CLIP model "
                          "when scoring");
        return sweep;
    }
    QStringList dimensions = options.dimensions.isEmpty() ? table.dimensions() : options.dimensions;
    if (dimensions.isEmpty()) {
        sweep.unavailable =
            QCoreApplication::translate("AlphaSweep", "unavailable: the study has no human ratings to align with");
        return sweep;
    }

    QVector<BpmComponents> components;
    components.reserve(int(scored.size()));
    for (const Scored &s : scored)
        components.append(s.components);
    const std::size_t items = std::size_t(table.items().size());
    const auto nan = std::numeric_limits<double>::quiet_NaN();
    std::map<QString, std::map<std::string, std::vector<double>>> human; // dimension -> system -> item
    for (const QString &d : dimensions)
        for (int s = 0; s < table.systems().size(); ++s) {
            std::vector<double> row(items, nan);
            for (std::size_t i = 0; i < items; ++i)
                row[i] = table.human(d, s, int(i), options.annotator);
            human[d][table.systems().at(s).toStdString()] = std::move(row);
        }

    for (int k = 0; k <= steps; ++k) {
        BpmSetOptions set;
        set.alpha = double(k) / steps;
        set.releasedPreserveQuirk = releasedRules;
        const QVector<BpmResult> results = computeBpm(components, set);
        std::map<std::string, std::vector<double>> metric;
        int defined = 0;
        for (std::size_t j = 0; j < scored.size(); ++j) {
            const Scored &s = scored[j];
            if (!results[int(j)].bpm || s.system < 0 || s.item < 0)
                continue;
            std::vector<double> &row = metric[table.systems().at(s.system).toStdString()];
            row.resize(items, nan);
            row[std::size_t(s.item)] = *results[int(j)].bpm;
            ++defined;
        }
        sweep.outputs = std::max(sweep.outputs, defined);
        for (const QString &d : dimensions)
            sweep.dimensions[d].append({set.alpha, stats::pairwiseAlignment(human[d], metric).mean});
    }
    if (sweep.outputs == 0) {
        sweep.dimensions.clear();
        sweep.unavailable =
            QCoreApplication::translate("AlphaSweep", "unavailable: no output has both S_preserve and S_modify stored");
    }
    return sweep;
}

} // namespace editlens::core::alignment
