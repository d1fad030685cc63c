#include "annotatorprogress.h"

#include "storage/planstore.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

Result<QVector<AnnotatorSummary>> summarizeAnnotators(StudyStore &store)
{
    const Result<QVector<AnnotatorItemProgress>> rows = PlanStore(store).progress();
    if (!rows)
        return rows.error();
    QMap<QString, AnnotatorSummary> byName;
    QMap<QString, std::pair<double, int>> time; // seconds, items with time
    for (const AnnotatorItemProgress &p : rows.value()) {
        AnnotatorSummary &s = byName[p.annotator];
        s.annotator = p.annotator;
        s.planned += p.position >= 0 ? 1 : 0;
        s.submitted += p.submittedAt.isValid() ? 1 : 0;
        s.judged += (p.ratings > 0 || p.preferences > 0) ? 1 : 0;
        if (p.seconds > 0) {
            time[p.annotator].first += p.seconds;
            time[p.annotator].second += 1;
        }
    }
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral(
            "SELECT a.name, count(*), sum(CASE WHEN abs(r.value - g.expected) <= g.tolerance THEN 1 ELSE 0 END)"
            " FROM gold_answers g JOIN dimensions d ON d.name = g.dimension"
            " JOIN ratings r ON r.output_id = g.output_id AND r.dimension_id = d.id"
            " JOIN annotators a ON a.id = r.annotator_id GROUP BY a.name")))
        return Error{QCoreApplication::translate("AnnotatorProgress", "cannot read the gold answers: %1")
                         .arg(sqlErrorText(q.lastError())),
                     store.filePath()};
    while (q.next()) {
        AnnotatorSummary &s = byName[q.value(0).toString()];
        s.annotator = q.value(0).toString();
        s.goldChecked = q.value(1).toInt();
        s.goldMet = q.value(2).toInt();
    }
    QVector<AnnotatorSummary> out;
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        const auto t = time.value(it.key());
        it->secondsPerItem = t.second > 0 ? t.first / t.second : 0.0;
        out << it.value();
    }
    return out;
}

} // namespace editlens::core
