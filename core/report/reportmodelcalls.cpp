#include "report/reportmodelcalls.h"

#include <QCoreApplication>

namespace editlens::core::report {

void addModelCalls(ReportDocument &doc, const QVector<ModelCallTotals> &totals)
{
    if (totals.isEmpty())
        return;
    doc.addHeading(2, QCoreApplication::translate("Report", "Model stages"));
    doc.addParagraph(QCoreApplication::translate(
        "Report", "Every request the model stages sent is kept in the study with its raw answer. Unparseable answers "
                  "stored nothing; failed requests got no answer. Tokens are those the endpoint reported (requests "
                  "without usage figures count 0)."));
    ReportTable t{{QCoreApplication::translate("Report", "stage"), QCoreApplication::translate("Report", "requests"),
                   QCoreApplication::translate("Report", "answered"),
                   QCoreApplication::translate("Report", "unparseable"),
                   QCoreApplication::translate("Report", "failed"),
                   QCoreApplication::translate("Report", "prompt tokens"),
                   QCoreApplication::translate("Report", "completion tokens")},
                  {}};
    ModelCallTotals sum;
    sum.stage = QCoreApplication::translate("Report", "all");
    for (const ModelCallTotals &s : totals) {
        t.rows.push_back({s.stage, QString::number(s.calls), QString::number(s.ok), QString::number(s.unparseable),
                          QString::number(s.failed), QString::number(s.promptTokens),
                          QString::number(s.completionTokens)});
        sum.calls += s.calls;
        sum.ok += s.ok;
        sum.unparseable += s.unparseable;
        sum.failed += s.failed;
        sum.promptTokens += s.promptTokens;
        sum.completionTokens += s.completionTokens;
    }
    t.rows.push_back({sum.stage, QString::number(sum.calls), QString::number(sum.ok), QString::number(sum.unparseable),
                      QString::number(sum.failed), QString::number(sum.promptTokens),
                      QString::number(sum.completionTokens)});
    doc.addTable(t);
}

} // namespace editlens::core::report
