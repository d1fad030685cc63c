#pragma once

#include "alignment/alignmentengine.h"
#include "alignment/subset.h"
#include "clicommands.h"
#include "io/formatregistry.h"
#include "stats/pairwise.h"
#include "storage/studystore.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <array>
#include <functional>
#include <limits>
#include <memory>
#include <optional>

/// Small helpers shared by the editlens-cli commands.
namespace editlens::cli {

void out(const QString &text);  ///< one line on stdout (machine-readable output)
void err(const QString &text);  ///< one line on stderr
int fail(const core::Error &e); ///< prints "error: …" and returns Failure

/// Progress on stderr: a live percentage on a terminal, nothing in logs.
core::ProgressCallback terminalProgress(const QString &label);

struct Command
{
    QString name;
    QString summary;
    std::function<int(const QStringList &, const Context &)> run;
};

/// Adds the STUDY positional argument ("Study file (.editlens).") that most commands take first.
void addStudyArgument(QCommandLineParser &parser);
/// Opens an existing study file; nullptr after printing "error: …" (the command then returns Failure).
std::unique_ptr<core::StudyStore> openStudy(const QString &file);
/// openStudy() of the study the command line names: the first positional argument (STUDY, addStudyArgument()).
std::unique_ptr<core::StudyStore> openStudyArgument(const QCommandLineParser &parser);

/// An open study and everything it holds, for the commands that read it whole (`align`, `report`).
struct LoadedStudy
{
    std::unique_ptr<core::StudyStore> store;
    core::StudyData data;
};
/// Opens `file` and loads it with progress on stderr; nullopt after printing "error: …" (Failure).
std::optional<LoadedStudy> loadStudy(const QString &file);
/// loadStudy() of the study the command line names: the first positional argument (STUDY, addStudyArgument()).
std::optional<LoadedStudy> loadStudyArgument(const QCommandLineParser &parser);

/// --models DIR, worded by each command (what the models are for there).
QCommandLineOption modelsOption(const QString &description);
/// The model folder that option names, else defaultModelDir() ($EDITLENS_MODELS).
QString modelDirFromOption(const QCommandLineParser &parser, const QCommandLineOption &option);
/// --vificlip-model ID: which model the vificlip metric uses (`score`, `retrieval`).
QCommandLineOption vificlipModelOption();

/// The option's value when it is a whole number (QString::toInt) from `min` to `max`; nullopt otherwise. The caller
/// words the usage error: several commands name two or three options in one message.
std::optional<int> intFromOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                 int min = std::numeric_limits<int>::min(), int max = std::numeric_limits<int>::max());
/// The same for a non-negative whole number up to `max` (QString::toULongLong), such as a seed.
std::optional<quint64> unsignedFromOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                                          quint64 max = std::numeric_limits<quint64>::max());

/// The options `align` and `report` share, made once per command so that both word and check them alike. Each
/// command adds them to its parser itself, in the order of its --help.
struct AlignmentArgs
{
    /// `defaultResamples`: --bootstrap's default, which differs (`align` 0, `report` 1000).
    explicit AlignmentArgs(const QString &defaultResamples);
    QCommandLineOption dimension;      ///< --dimension D, repeatable: only these rating dimensions
    QCommandLineOption protocol;       ///< --protocol P (default viescore): how per-system correlations are combined
    QCommandLineOption bootstrap;      ///< --bootstrap N: resamples over items for 95% confidence intervals
    QCommandLineOption subset;         ///< --subset FIELD=VALUE, repeatable: only the outputs that match
    QCommandLineOption extremes;       ///< --extremes Q: only the extreme edits per dimension
    QCommandLineOption systems;        ///< --systems A,B,…: only these systems' outputs
    QCommandLineOption excludeSystems; ///< --exclude-systems A,B,…: never these systems' outputs
    /// --pairwise-rule R (genaibench, aurora or raw; default genaibench): how a score metric judges human votes
    QCommandLineOption pairwiseRule;
    /// --verdicts exact|lenient (default exact): how a verdict judge's answers (GenAI-Bench model_vote) are read
    QCommandLineOption verdicts;
    /// --summary-dimensions CORRECT,UNWANTED,NOCHANGE: the rubric dimensions DICE's per-system summary sets beside
    /// its three columns; an empty entry keeps the matched one
    QCommandLineOption summaryDimensions;
    /// --score-scale MIN,MAX: the score metrics' own scale, mapped onto 0-10 for the typed pairwise rules
    QCommandLineOption scoreScale;
    /// --per-system-decimals N: each system's value rounded to N decimals before the average (VIEScore's tables: 4)
    QCommandLineOption perSystemDecimals;
};
/// What the AlignmentArgs other than --dimension and --summary-dimensions (which need the study) ask for, checked.
struct AlignmentChoices
{
    core::alignment::Protocol protocol = core::alignment::Protocol::VieScore;
    int bootstrap = 0; ///< resamples over items, 0 = no confidence intervals
    core::alignment::Subset subset;
    core::stats::ScoreJudgeRule pairwiseRule = core::stats::ScoreJudgeRule::GenAiBench;
    core::stats::VerdictReading verdictReading = core::stats::VerdictReading::Exact;
    std::optional<std::pair<double, double>> scoreScale; ///< --score-scale (MIN, MAX), MIN < MAX, both finite
    std::optional<int> perSystemDecimals;                ///< --per-system-decimals, 0-15
};
/// Those choices; nullopt after printing a usage error (the command then returns Usage): an unknown protocol, a
/// bootstrap count that is not one, a subset with an unknown field or edit type, a bad Q, an unknown rule, a
/// --score-scale that is not MIN,MAX with MIN < MAX, a --per-system-decimals outside 0-15.
std::optional<AlignmentChoices> alignmentChoicesFromOptions(const QCommandLineParser &parser,
                                                            const AlignmentArgs &args);
/// The three names of --summary-dimensions (empty entries where not given); std::nullopt (after printing why) for
/// more than three entries or a dimension the study does not have.
std::optional<std::array<QString, 3>> summaryDimensionsFromOption(const QCommandLineParser &parser,
                                                                  const QCommandLineOption &option,
                                                                  const core::StudyData &study);
/// True when every name of the subset's --systems / --exclude-systems is one of `studySystems`; false after printing
/// a usage error naming the unknown ones and the study's systems.
bool checkSubsetSystems(const core::alignment::Subset &subset, const QStringList &studySystems);

/// Parses `args` for one command; returns Usage/Ok (after --help) or -1 to continue.
int parse(QCommandLineParser &parser, const QStringList &args, const QString &usage, int minPositional,
          int maxPositional);

} // namespace editlens::cli
