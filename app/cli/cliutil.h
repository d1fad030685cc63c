#pragma once

#include "alignment/subset.h"
#include "clicommands.h"
#include "io/formatregistry.h"
#include "stats/pairwise.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <array>
#include <functional>
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
    std::function<int(const QStringList &, const core::FormatRegistry &)> run;
};

/// Options shared by `align` and `report`: --dimension D (repeatable), --protocol P (default viescore), --bootstrap N.
QCommandLineOption dimensionOption();
QCommandLineOption protocolOption();
QCommandLineOption bootstrapOption(const QString &defaultResamples);
/// --pairwise-rule R (genaibench, aurora or raw; default genaibench): how a score metric judges human pairwise votes.
QCommandLineOption pairwiseRuleOption();
/// `--summary-dimensions CORRECT,UNWANTED,NOCHANGE`: the rubric dimensions DICE's per-system summary sets beside its
/// three columns; an empty entry keeps the matched one.
QCommandLineOption summaryDimensionsOption();
/// The three names of --summary-dimensions (empty entries where not given); std::nullopt (after printing why) for
/// more than three entries or a dimension the study does not have.
std::optional<std::array<QString, 3>> summaryDimensionsFromOption(const QCommandLineParser &parser,
                                                                  const QCommandLineOption &option,
                                                                  const core::StudyData &study);
/// The rule that option names; nullopt after printing a usage error.
std::optional<core::stats::ScoreJudgeRule> pairwiseRuleFromOption(const QCommandLineParser &parser,
                                                                  const QCommandLineOption &option);

/// Options shared by `align` and `report` for the subset: --subset FIELD=VALUE (repeatable) and --extremes Q.
QCommandLineOption subsetOption();
QCommandLineOption extremesOption();
/// The subset those options ask for; nullopt after printing a usage error (unknown field or edit type, bad Q).
std::optional<core::alignment::Subset> subsetFromOptions(const QCommandLineParser &parser,
                                                         const QCommandLineOption &subset,
                                                         const QCommandLineOption &extremes);

/// Parses `args` for one command; returns Usage/Ok (after --help) or -1 to continue.
int parse(QCommandLineParser &parser, const QStringList &args, const QString &usage, int minPositional,
          int maxPositional);

} // namespace editlens::cli
