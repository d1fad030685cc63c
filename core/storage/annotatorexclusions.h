#pragma once

#include "storage/annotatorprogress.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// An annotator whose ratings and preferences alignment leaves out of the human side, and why (translated).
struct AnnotatorExclusion
{
    QString annotator;
    QString reason;
};

/// The study_meta key of the study's exclusion list: a JSON array of annotator names.
inline constexpr char kExcludedAnnotatorsKey[] = "alignment.excluded_annotators";

/// The annotators the study excludes from alignment (the study runner's choice, kept in the study), sorted. An error
/// names the study when the stored list is not a JSON array of names.
Result<QStringList> excludedAnnotators(StudyStore &store);
/// Replaces the study's exclusion list with `names` (empty names dropped, duplicates once, sorted).
Status setExcludedAnnotators(StudyStore &store, const QStringList &names);
/// Adds (`excluded` true) or removes `annotator` from the study's exclusion list.
Status setAnnotatorExcluded(StudyStore &store, const QString &annotator, bool excluded);

/// Who alignment leaves out, each once, with the first reason that applies: the study's list (`stored`), the names
/// given for this computation alone (`named`), and, when `minFailedChecks` is set, every annotator in `summaries`
/// who failed at least that many attention checks (AnnotatorSummary::failedChecks). Sorted by name. Pure.
QVector<AnnotatorExclusion> alignmentExclusions(const QStringList &stored, const QStringList &named = {},
                                                std::optional<int> minFailedChecks = std::nullopt,
                                                const QVector<AnnotatorSummary> &summaries = {});

/// alignmentExclusions() for `store`: its own list, `named`, and with `minFailedChecks` the summaries it reads
/// (summarizeAnnotators: on a server, the owner's login). An error names the study when either cannot be read.
Result<QVector<AnnotatorExclusion>> exclusionsInForce(StudyStore &store, const QStringList &named = {},
                                                      std::optional<int> minFailedChecks = std::nullopt);

/// The names of `exclusions`.
QStringList excludedNames(const QVector<AnnotatorExclusion> &exclusions);

/// Removes the ratings and the preferences of `annotators` from `study`, so that every computation that reads the
/// human side from it (RatingTable::fromStudy, the report) goes without them. Returns how many ratings it removed.
qint64 leaveOutAnnotators(StudyData &study, const QStringList &annotators);

} // namespace editlens::core
