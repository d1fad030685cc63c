#include "report/reportannotators.h"

#include "report/studyreport.h"

#include <QCoreApplication>
#include <QHash>

namespace editlens::core::report {

void addAnnotators(ReportDocument &doc, const QVector<AnnotatorSummary> &annotators,
                   const QVector<AnnotatorExclusion> &excluded)
{
    if (annotators.isEmpty() && excluded.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Annotators"));
    QHash<QString, QString> why;
    for (const AnnotatorExclusion &e : excluded)
        why.insert(e.annotator, e.reason);
    if (!annotators.isEmpty()) {
        doc.addParagraph(QCoreApplication::translate(
            "Report", "Failed checks: ratings that missed a gold answer (an attention check) of those a gold answer "
                      "checks. Agreement: Pearson r between the annotator's ratings and the mean of the other "
                      "annotators' ratings of the same output and dimension, over the ratings at least one other "
                      "annotator shares (every dimension together); unavailable below 3 such ratings."));
        ReportTable t{{QCoreApplication::translate("Report", "annotator"),
                       QCoreApplication::translate("Report", "submitted / planned"),
                       QCoreApplication::translate("Report", "judged items"),
                       QCoreApplication::translate("Report", "seconds per item"),
                       QCoreApplication::translate("Report", "failed checks"),
                       QCoreApplication::translate("Report", "agreement with the others"),
                       QCoreApplication::translate("Report", "in alignment")},
                      {}};
        for (const AnnotatorSummary &s : annotators)
            t.rows.push_back({s.annotator, QStringLiteral("%1 / %2").arg(s.submitted).arg(s.planned),
                              QString::number(s.judged), secondsPerItemText(s), failedChecksText(s), agreementText(s),
                              why.contains(s.annotator)
                                  ? QCoreApplication::translate("Report", "excluded: %1").arg(why.value(s.annotator))
                                  : QCoreApplication::translate("Report", "yes")});
        doc.addTable(t);
    }
    if (excluded.isEmpty()) {
        doc.addParagraph(QCoreApplication::translate("Report", "Every annotator's ratings count in alignment."));
        return;
    }
    QStringList names;
    for (const AnnotatorExclusion &e : excluded)
        names << QCoreApplication::translate("Report", "%1 (%2)").arg(e.annotator, e.reason);
    doc.addParagraph(QCoreApplication::translate("Report", "Left out of alignment (their ratings and preferences are "
                                                           "not on the human side of any table or chart): %1.")
                         .arg(names.join(QStringLiteral("; "))));
}

Status readAnnotatorQuality(StudyStore &store, StudyData &study, StudyReportOptions &options, const QStringList &named,
                            std::optional<int> minFailedChecks)
{
    if (Result<QVector<AnnotatorSummary>> summaries = summarizeAnnotators(store))
        options.annotators = summaries.value();
    const Result<QVector<AnnotatorExclusion>> excluded = exclusionsInForce(store, named, minFailedChecks);
    if (!excluded)
        return excluded.error();
    options.excludedAnnotators = excluded.value();
    leaveOutAnnotators(study, excludedNames(excluded.value()));
    return Status::success();
}

} // namespace editlens::core::report
