#include "cliutil.h"

#include "bpm/editparse.h"
#include "inference/modelregistry.h"
#include "scoring/metricregistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cmath>
#include <cstdio>
#include <memory>
#include <unistd.h>

namespace editlens::cli {

using namespace editlens::core;

namespace {

// The options of AlignmentArgs, and how --subset, --extremes and --pairwise-rule are read.

QCommandLineOption dimensionOption()
{
    return {QStringLiteral("dimension"),
            QCoreApplication::translate("editlens-cli", "Only this rating dimension (repeatable)."),
            QStringLiteral("D")};
}

QCommandLineOption protocolOption()
{
    return {QStringLiteral("protocol"),
            QCoreApplication::translate(
                "editlens-cli", "How per-system correlations are combined: viescore = tanh(mean rho) (default), "
                                "fisher = tanh(mean atanh rho), mean, pooled = one correlation over everything."),
            QStringLiteral("P"), QStringLiteral("viescore")};
}

QCommandLineOption bootstrapOption(const QString &defaultResamples)
{
    return {QStringLiteral("bootstrap"),
            QCoreApplication::translate("editlens-cli",
                                        "Resamples over items for 95% confidence intervals (0 = none)."),
            QStringLiteral("N"), defaultResamples};
}

QCommandLineOption subsetOption()
{
    return {QStringLiteral("subset"),
            QCoreApplication::translate("editlens-cli",
                                        "Only the outputs with this edit type (of the item's parse), tag or system: "
                                        "edit_type=TYPE, tag=TAG or system=NAME. Repeatable; all must hold."),
            QStringLiteral("FIELD=VALUE")};
}

QCommandLineOption systemsOption()
{
    return {QStringLiteral("systems"),
            QCoreApplication::translate("editlens-cli",
                                        "Only the outputs of these systems (comma-separated names, as stored)."),
            QStringLiteral("A,B,...")};
}

QCommandLineOption excludeSystemsOption()
{
    return {QStringLiteral("exclude-systems"),
            QCoreApplication::translate("editlens-cli",
                                        "Leave out the outputs of these systems (comma-separated names, as stored)."),
            QStringLiteral("A,B,...")};
}

QCommandLineOption scoreScaleOption()
{
    return {QStringLiteral("score-scale"),
            QCoreApplication::translate("editlens-cli",
                                        "The score metrics' own scale, mapped linearly onto 0-10 before the genaibench "
                                        "or aurora rule types them (e.g. 0,1 for CLIP-I, DINO or CLIP-D). Without it a "
                                        "metric whose values all lie in [-1, 1] is refused by those rules."),
            QStringLiteral("MIN,MAX")};
}

QCommandLineOption perSystemDecimalsOption()
{
    return {QStringLiteral("per-system-decimals"),
            QCoreApplication::translate("editlens-cli",
                                        "Round each system's correlation (and human-to-human value) to N decimals "
                                        "before averaging over systems, as VIEScore's tables do with N = 4. Default: "
                                        "no rounding."),
            QStringLiteral("N")};
}

QStringList namesFromOption(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &value : parser.values(option))
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!name.trimmed().isEmpty() && !names.contains(name.trimmed()))
                names << name.trimmed();
    return names;
}

QCommandLineOption extremesOption()
{
    return {QStringLiteral("extremes"),
            QCoreApplication::translate("editlens-cli",
                                        "Only the extreme edits: per dimension, the outputs whose mean human rating is "
                                        "at or below the Q-quantile or at or above the (1-Q)-quantile (0 < Q <= 0.5)."),
            QStringLiteral("Q")};
}

std::optional<core::alignment::Subset> subsetFromOptions(const QCommandLineParser &parser,
                                                         const QCommandLineOption &subset,
                                                         const QCommandLineOption &extremes,
                                                         const QCommandLineOption &systems,
                                                         const QCommandLineOption &excludeSystems)
{
    using core::alignment::SubsetCondition;
    core::alignment::Subset chosen;
    chosen.systems = namesFromOption(parser, systems);
    chosen.excludedSystems = namesFromOption(parser, excludeSystems);
    if (parser.isSet(systems) && chosen.systems.isEmpty()) {
        err(QCoreApplication::translate("editlens-cli", "--systems needs at least one system name"));
        return std::nullopt;
    }
    for (const QString &spec : parser.values(subset)) {
        core::Result<SubsetCondition> c = SubsetCondition::parse(spec);
        if (!c) {
            err(QStringLiteral("--subset: ") + c.error().message);
            return std::nullopt;
        }
        if (c.value().field == SubsetCondition::Field::EditType && !core::editTypeFromName(c.value().value)) {
            QStringList names;
            for (int t = 0; t <= int(core::EditType::Other); ++t)
                names << core::editTypeName(core::EditType(t));
            err(QCoreApplication::translate("editlens-cli", "--subset: unknown edit type '%1'; known: %2")
                    .arg(c.value().value, names.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        chosen.conditions << c.value();
    }
    if (parser.isSet(extremes)) {
        bool ok = false;
        const double q = parser.value(extremes).toDouble(&ok);
        const core::Status valid = ok ? core::alignment::Subset::checkExtremes(q) : core::Status::success();
        if (!ok || !valid) {
            err(QStringLiteral("--extremes: ")
                + (ok ? valid.error().message
                      : QCoreApplication::translate("editlens-cli", "'%1' is not a number")
                            .arg(parser.value(extremes))));
            return std::nullopt;
        }
        chosen.extremes = q;
    }
    return chosen;
}

QCommandLineOption pairwiseRuleOption()
{
    return QCommandLineOption(
        QStringLiteral("pairwise-rule"),
        QCoreApplication::translate("editlens-cli",
                                    "How a score metric judges the human pairwise votes: genaibench (types "
                                    "round(score/5) on 0-10, equal types: tie if both >= 9, else both bad), aurora "
                                    "(same types, equal types: tie) or raw (higher score wins, equal: tie). Default "
                                    "genaibench."),
        QStringLiteral("R"), QStringLiteral("genaibench"));
}

std::optional<core::stats::ScoreJudgeRule> pairwiseRuleFromOption(const QCommandLineParser &parser,
                                                                  const QCommandLineOption &option)
{
    const QString name = parser.value(option);
    const auto rule = core::stats::scoreJudgeRuleFromName(name.toStdString());
    if (!rule)
        err(QCoreApplication::translate("editlens-cli", "--pairwise-rule must be genaibench, aurora or raw, not '%1'")
                .arg(name));
    return rule;
}

QCommandLineOption verdictsOption()
{
    return QCommandLineOption(
        QStringLiteral("verdicts"),
        QCoreApplication::translate("editlens-cli",
                                    "How a judge's verdicts ([[A>B]] ...) are read: exact (GenAI-Bench's own "
                                    "reading: the text from the first [[ to the last ]] must be one of its seven "
                                    "verdicts; reproduces its published accuracies) or lenient (the first [[...]], "
                                    "spaces and case ignored). A null or unreadable verdict counts as wrong. "
                                    "Default exact."),
        QStringLiteral("MODE"), QStringLiteral("exact"));
}

QCommandLineOption summaryDimensionsOption()
{
    return QCommandLineOption(
        QStringLiteral("summary-dimensions"),
        QCoreApplication::translate("editlens-cli",
                                    "The rubric dimensions set beside DICE's per-system summary columns, as "
                                    "CORRECT,UNWANTED,NOCHANGE (correct edits, unwanted edits, no visual change); an "
                                    "empty entry keeps the one matched by name."),
        QStringLiteral("DIMS"));
}

} // namespace

void out(const QString &text)
{
    std::fputs(qUtf8Printable(text + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

void err(const QString &text)
{
    std::fputs(qUtf8Printable(text + QLatin1Char('\n')), stderr);
}

int fail(const Error &e)
{
    err(QCoreApplication::translate("editlens-cli", "error: %1").arg(e.toString()));
    return Failure;
}

ProgressCallback terminalProgress(const QString &label)
{
    if (!isatty(fileno(stderr)))
        return {};
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [label, timer](qint64 done, qint64 total) {
        if (total == 0 && done == 0) { // waiting for another writer to release the study
            std::fprintf(stderr, "\r%s %s", qUtf8Printable(label),
                         qUtf8Printable(QCoreApplication::translate(
                             "editlens-cli", "waiting: another program is writing to the study (Ctrl+C to stop)")));
            std::fflush(stderr);
            return true;
        }
        if (total > 0 && (done == total || timer->elapsed() > 100)) {
            timer->restart();
            std::fprintf(stderr, "\r%s %3d%%%s", qUtf8Printable(label), int(100 * done / total),
                         done == total ? "\n" : "");
            std::fflush(stderr);
        }
        return true;
    };
}

void addStudyArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("STUDY"),
                                 QCoreApplication::translate("editlens-cli", "Study file (.editlens)."));
}

std::unique_ptr<StudyStore> openStudy(const QString &file)
{
    // A server study brings its images into this machine's cache first: that can take a while the first time.
    Result<std::unique_ptr<StudyStore>> store =
        StudyStore::open(file, StudyLocation::isServerUrl(file)
                                   ? terminalProgress(QCoreApplication::translate("editlens-cli", "fetching images"))
                                   : ProgressCallback());
    if (!store) {
        fail(store.error());
        return nullptr;
    }
    return std::move(store.value());
}

std::unique_ptr<StudyStore> openStudyArgument(const QCommandLineParser &parser)
{
    return openStudy(parser.positionalArguments().at(0));
}

std::optional<LoadedStudy> loadStudy(const QString &file)
{
    std::unique_ptr<StudyStore> store = openStudy(file);
    if (!store)
        return std::nullopt;
    Result<StudyData> data = store->load(terminalProgress(QCoreApplication::translate("editlens-cli", "loading")));
    if (!data) {
        fail(data.error());
        return std::nullopt;
    }
    return LoadedStudy{std::move(store), std::move(data.value())};
}

std::optional<LoadedStudy> loadStudyArgument(const QCommandLineParser &parser)
{
    return loadStudy(parser.positionalArguments().at(0));
}

QCommandLineOption modelsOption(const QString &description)
{
    return {QStringLiteral("models"), description, QStringLiteral("DIR")};
}

QString modelDirFromOption(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    return parser.isSet(option) ? parser.value(option) : defaultModelDir();
}

QCommandLineOption vificlipModelOption()
{
    return {QStringLiteral("vificlip-model"),
            QCoreApplication::translate("editlens-cli", "Model for vificlip: vificlip-b16 (default) or clip-vit-b-16 "
                                                        "(zero-shot CLIP baseline, named so in the version)."),
            QStringLiteral("ID")};
}

std::optional<int> intFromOption(const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<quint64> unsignedFromOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                          quint64 max)
{
    bool ok = false;
    const quint64 value = parser.value(option).toULongLong(&ok);
    if (!ok || value > max)
        return std::nullopt;
    return value;
}

int parse(QCommandLineParser &parser, const QStringList &args, const QString &usage, int minPositional,
          int maxPositional)
{
    parser.setApplicationDescription(usage);
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(args)) {
        err(parser.errorText());
        err(QCoreApplication::translate("editlens-cli", "Try '%1 --help'.").arg(args.value(0)));
        return Usage;
    }
    if (parser.isSet(help)) {
        out(parser.helpText());
        return Ok;
    }
    const int n = int(parser.positionalArguments().size());
    if (n < minPositional || n > maxPositional) {
        err(QCoreApplication::translate("editlens-cli", "wrong number of arguments"));
        err(parser.helpText());
        return Usage;
    }
    return -1;
}

AlignmentArgs::AlignmentArgs(const QString &defaultResamples)
    : dimension(dimensionOption())
    , protocol(protocolOption())
    , bootstrap(bootstrapOption(defaultResamples))
    , subset(subsetOption())
    , extremes(extremesOption())
    , systems(systemsOption())
    , excludeSystems(excludeSystemsOption())
    , pairwiseRule(pairwiseRuleOption())
    , verdicts(verdictsOption())
    , summaryDimensions(summaryDimensionsOption())
    , scoreScale(scoreScaleOption())
    , perSystemDecimals(perSystemDecimalsOption())
{
}

std::optional<AlignmentChoices> alignmentChoicesFromOptions(const QCommandLineParser &parser, const AlignmentArgs &args)
{
    const std::optional<alignment::Protocol> protocol = alignment::protocolFromName(parser.value(args.protocol));
    const std::optional<int> resamples = intFromOption(parser, args.bootstrap, 0);
    if (!protocol || !resamples) {
        err(QCoreApplication::translate("editlens-cli", "--protocol must be viescore, fisher, mean or pooled and "
                                                        "--bootstrap a count"));
        return std::nullopt;
    }
    std::optional<alignment::Subset> subset =
        subsetFromOptions(parser, args.subset, args.extremes, args.systems, args.excludeSystems);
    if (!subset)
        return std::nullopt;
    const std::optional<stats::ScoreJudgeRule> rule = pairwiseRuleFromOption(parser, args.pairwiseRule);
    if (!rule)
        return std::nullopt;
    const QString readingName = parser.value(args.verdicts);
    const std::optional<stats::VerdictReading> reading = stats::verdictReadingFromName(readingName.toStdString());
    if (!reading) {
        err(QCoreApplication::translate("editlens-cli", "--verdicts must be exact or lenient, not '%1'")
                .arg(readingName));
        return std::nullopt;
    }
    AlignmentChoices choices{*protocol, *resamples, std::move(*subset), *rule, *reading, std::nullopt, std::nullopt};
    if (parser.isSet(args.scoreScale)) {
        const QStringList bounds = parser.value(args.scoreScale).split(QLatin1Char(','));
        bool okMin = false, okMax = false;
        const double lo = bounds.value(0).toDouble(&okMin), hi = bounds.value(1).toDouble(&okMax);
        if (bounds.size() != 2 || !okMin || !okMax || !(lo < hi) || !std::isfinite(lo) || !std::isfinite(hi)) {
            err(QCoreApplication::translate("editlens-cli", "--score-scale must be MIN,MAX with MIN < MAX, not '%1'")
                    .arg(parser.value(args.scoreScale)));
            return std::nullopt;
        }
        choices.scoreScale = std::pair(lo, hi);
    }
    if (parser.isSet(args.perSystemDecimals)) {
        const std::optional<int> decimals = intFromOption(parser, args.perSystemDecimals, 0, 15);
        if (!decimals) {
            err(QCoreApplication::translate("editlens-cli",
                                            "--per-system-decimals must be a whole number 0-15, not '%1'")
                    .arg(parser.value(args.perSystemDecimals)));
            return std::nullopt;
        }
        choices.perSystemDecimals = decimals;
    }
    return choices;
}

std::optional<std::array<QString, 3>> summaryDimensionsFromOption(const QCommandLineParser &parser,
                                                                  const QCommandLineOption &option,
                                                                  const core::StudyData &study)
{
    std::array<QString, 3> out;
    if (!parser.isSet(option))
        return out;
    const QStringList names = parser.value(option).split(QLatin1Char(','));
    if (names.size() > 3) {
        err(QCoreApplication::translate("editlens-cli", "--summary-dimensions takes at most three names, not %1")
                .arg(names.size()));
        return std::nullopt;
    }
    for (int k = 0; k < names.size(); ++k) {
        out[std::size_t(k)] = names[k].trimmed();
        if (!out[std::size_t(k)].isEmpty() && !study.findDimension(out[std::size_t(k)])) {
            err(QCoreApplication::translate("editlens-cli", "--summary-dimensions: the study has no dimension '%1'")
                    .arg(out[std::size_t(k)]));
            return std::nullopt;
        }
    }
    return out;
}

bool checkSubsetSystems(const core::alignment::Subset &subset, const QStringList &studySystems)
{
    const QStringList unknown = subset.unknownSystems(studySystems);
    if (unknown.isEmpty())
        return true;
    err(QCoreApplication::translate("editlens-cli", "--systems/--exclude-systems: the study has no system named %1; "
                                                    "its systems: %2")
            .arg(unknown.join(QStringLiteral(", ")), studySystems.join(QStringLiteral(", "))));
    return false;
}

} // namespace editlens::cli
