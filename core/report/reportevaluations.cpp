// The report's evaluation sections beside the alignment tables: pairwise judges, edit-text retrieval, and BPM's two
// tests (ground-truth test, alpha sweep). Difference detection has its own file (reportdifferences.cpp).
#include "report/reportevaluations.h"

#include "alignment/alphasweep.h"
#include "alignment/groundtruthtest.h"

#include <QCoreApplication>

namespace editlens::core::report {

using namespace editlens::core::alignment;

namespace {

QString num(const std::optional<double> &v, int decimals)
{
    return v ? QString::number(*v, 'f', decimals) : QStringLiteral("n/a");
}

} // namespace

void addPairwiseJudges(ReportDocument &doc, const AlignmentReport &report, stats::ScoreJudgeRule rule,
                       const std::optional<std::pair<double, double>> &scale)
{
    bool anyVote = false;
    for (const JudgeAccuracyCell &c : report.pairwiseAccuracy)
        anyVote = anyVote || c.n > 0;
    if (!anyVote)
        return;
    const QString ruleName =
        QString::fromLatin1(stats::scoreJudgeRuleName(rule).data(), qsizetype(stats::scoreJudgeRuleName(rule).size()));
    doc.addHeading(2, QCoreApplication::translate("Report", "Pairwise judges"));
    doc.addParagraph(
        QCoreApplication::translate(
            "Report",
            "Each judge's vote on a pair of outputs against the human vote on it (left, right, tie, both bad): the "
            "share of votes the judge gets right (GenAI-Bench's four-way accuracy; random guessing scores about "
            "26 %). A verdict judge is right when its verdict allows the human vote ([[A>B]] for left, [[A=B]] for tie "
            "or both bad). A score metric votes by the %1 rule: %2. Distances vote with their sign turned, so the "
            "lower distance wins.")
            .arg(ruleName,
                 rule == stats::ScoreJudgeRule::GenAiBench
                     ? QCoreApplication::translate("Report", "each score's type is round-half-even(score / 5) on the "
                                                             "0-10 scale, the higher type wins, equal types are a tie "
                                                             "when both scores are at least 9 and both bad otherwise")
                 : rule == stats::ScoreJudgeRule::Aurora
                     ? QCoreApplication::translate(
                         "Report", "each score's type is round-half-even(score / 5), the higher type wins and equal "
                                   "types are a tie (AURORA-Bench has no both-bad label)")
                     : QCoreApplication::translate("Report", "the higher score wins and equal scores are a tie")));
    if (scale && rule != stats::ScoreJudgeRule::Raw)
        doc.addParagraph(QCoreApplication::translate("Report", "Score metrics are read on the scale %1 to %2: each "
                                                               "value v is typed as 10 \u00b7 (v \u2212 %1) / (%2 "
                                                               "\u2212 %1) (10 minus that for a distance).")
                             .arg(scale->first)
                             .arg(scale->second));
    ReportTable t{{QCoreApplication::translate("Report", "judge"), QCoreApplication::translate("Report", "kind"),
                   QCoreApplication::translate("Report", "accuracy"), QCoreApplication::translate("Report", "correct"),
                   QCoreApplication::translate("Report", "votes"),
                   QCoreApplication::translate("Report", "predicted left / right / tie / both bad"),
                   QCoreApplication::translate("Report", "note")},
                  {}};
    for (auto it = report.pairwiseAccuracy.cbegin(); it != report.pairwiseAccuracy.cend(); ++it) {
        const JudgeAccuracyCell &c = *it;
        const bool score = !c.metric.isEmpty();
        QString note;
        if (!c.unavailable.isEmpty())
            note = QCoreApplication::translate("Report", "unavailable, because %1").arg(c.unavailable);
        else if (score && c.missing > 0)
            note = QCoreApplication::translate("Report", "%n vote(s) on unscored outputs left out", nullptr, c.missing);
        else if (!score && c.unparseable > 0)
            note = QCoreApplication::translate("Report", "%n unparseable verdict(s) counted wrong", nullptr,
                                               c.unparseable);
        t.rows.push_back({it.key(),
                          score ? QCoreApplication::translate("Report", "score (%1)").arg(c.rule)
                                : QCoreApplication::translate("Report", "verdict"),
                          c.accuracy ? QStringLiteral("%1 %").arg(QString::number(100.0 * *c.accuracy, 'f', 2))
                                     : QStringLiteral("n/a"),
                          QString::number(c.correct), QString::number(c.n),
                          score ? QStringLiteral("%1 / %2 / %3 / %4")
                                      .arg(QString::number(c.predicted[0]), QString::number(c.predicted[1]),
                                           QString::number(c.predicted[2]), QString::number(c.predicted[3]))
                                : QStringLiteral("-"),
                          note});
    }
    doc.addTable(t);
}

void addRetrieval(ReportDocument &doc, const QVector<StudyRetrieval> &retrieval)
{
    if (retrieval.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Edit-text retrieval"));
    doc.addParagraph(QCoreApplication::translate(
        "Report", "Edit → text ranks every distinct text of the study for each output; text → edit ranks the outputs "
                  "of the same system for each output's text. Similarity is the metric's cosine; rank 1 is the best "
                  "and ties count for the query (rank = 1 + the number of strictly more similar candidates). R@k is "
                  "the percentage of queries ranked k or better. CLIP-D ranks the image direction against the caption "
                  "direction; vectors of norm 0 (no direction) are left out."));
    const auto num = [](double v) { return QString::number(v, 'f', 2); };
    for (const StudyRetrieval &r : retrieval) {
        doc.addHeading(3, r.metric);
        doc.addParagraph(QCoreApplication::translate("Report", "Model %1, version: %2. %3 of %4 outputs ranked "
                                                               "against %5 texts.")
                             .arg(r.model, r.version, QString::number(r.ranked), QString::number(r.outputs),
                                  QString::number(r.texts)));
        ReportTable t{{QCoreApplication::translate("Report", "system"),
                       QCoreApplication::translate("Report", "direction"), QStringLiteral("R@1"), QStringLiteral("R@5"),
                       QStringLiteral("R@10"), QStringLiteral("R@50"),
                       QCoreApplication::translate("Report", "mean rank"),
                       QCoreApplication::translate("Report", "median rank"), QStringLiteral("n")},
                      {}};
        const auto addRows = [&](const QString &system, const RetrievalDirections &d) {
            for (const auto &[name, s] :
                 {std::pair{QCoreApplication::translate("Report", "edit → text"), d.editToText},
                  std::pair{QCoreApplication::translate("Report", "text → edit"), d.textToEdit}})
                t.rows.push_back({system, name, num(s.r1), num(s.r5), num(s.r10), num(s.r50), num(s.meanRank),
                                  num(s.medianRank), QString::number(s.n)});
        };
        addRows(QCoreApplication::translate("Report", "all"), r.overall);
        for (auto it = r.systems.cbegin(); it != r.systems.cend(); ++it)
            addRows(it.key(), it.value());
        doc.addTable(t);
    }
}

void addGroundTruthTest(ReportDocument &doc, const StudyData &study, const RatingTable &table,
                        const AlignmentOptions &options)
{
    const QMap<QString, GroundTruthCell> cells =
        groundTruthTest(study, table, {options.metrics, options.lowerIsBetter});
    if (cells.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Ground-truth test"));
    doc.addParagraph(QCoreApplication::translate(
        "Report", "BPM's ground-truth test (Table 4): on each item with a ground-truth edit, an excessively "
                  "preserved candidate (the original plus noise) and an excessively modified one, the share of items "
                  "on which the metric scores each candidate best (distances: lowest). A tie for best splits the "
                  "item equally among the tied candidates; such items are counted under 'ties'. A metric that "
                  "balances preservation and modification favours the ground truth."));
    ReportTable t{{QCoreApplication::translate("Report", "metric"),
                   QCoreApplication::translate("Report", "ground truth"),
                   QCoreApplication::translate("Report", "excessively preserved"),
                   QCoreApplication::translate("Report", "excessively modified"),
                   QCoreApplication::translate("Report", "items"), QCoreApplication::translate("Report", "ties")},
                  {}};
    for (auto it = cells.cbegin(); it != cells.cend(); ++it)
        t.rows.push_back({it.key(), num(it->groundTruth, 3), num(it->excessivelyPreserved, 3),
                          num(it->excessivelyModified, 3), QString::number(it->n), QString::number(it->ties)});
    doc.addTable(t);
}

void addAlphaSweep(ReportDocument &doc, const StudyData &study, const RatingTable &table,
                   const AlignmentOptions &options)
{
    const AlphaSweep sweep = alphaSweep(study, table, options);
    if (!sweep.unavailable.isEmpty() || sweep.dimensions.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "\u03b1 sweep"));
    doc.addParagraph(
        QCoreApplication::translate("Report",
                                    "BPM(\u03b1) = \u03b1\u00b7S_semantic + (1 \u2212 \u03b1)\u00b7S_region recomputed "
                                    "from the stored components of %1 outputs, and its pairwise alignment with each "
                                    "dimension (the paper's Table 9 peaks at \u03b1 = 0.7).")
            .arg(sweep.outputs));
    ReportTable t{{QCoreApplication::translate("Report", "\u03b1")}, {}};
    for (auto it = sweep.dimensions.cbegin(); it != sweep.dimensions.cend(); ++it)
        t.header << it.key();
    const int points = int(sweep.dimensions.cbegin()->size());
    for (int k = 0; k < points; ++k) {
        QStringList row{QString::number(sweep.dimensions.cbegin()->at(k).alpha, 'f', 1)};
        for (auto it = sweep.dimensions.cbegin(); it != sweep.dimensions.cend(); ++it)
            row << num(it->at(k).pairwiseAlignment, 3);
        t.rows.push_back(row);
    }
    doc.addTable(t);
}

} // namespace editlens::core::report
