#include "annotatorprogress.h"

#include "stats/correlation.h"
#include "storage/planstore.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSqlQuery>

#include <algorithm>
#include <vector>

namespace editlens::core {

namespace {

QString tooFewShared()
{
    return QCoreApplication::translate("AnnotatorProgress", "fewer than %1 shared ratings").arg(kMinAgreementRatings);
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    const auto mid = values.begin() + values.size() / 2;
    std::nth_element(values.begin(), mid, values.end());
    if (values.size() % 2 == 1)
        return *mid;
    return (*mid + *std::max_element(values.begin(), mid)) / 2.0;
}

/// Every rating of the study with its dimension's and annotator's names.
Result<QVector<SharedRating>> readRatings(StudyStore &store)
{
    QSqlQuery q(store.database());
    q.setForwardOnly(true);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT r.output_id, d.name, a.name, r.value FROM ratings r"
                                            " JOIN dimensions d ON d.id = r.dimension_id"
                                            " JOIN annotators a ON a.id = r.annotator_id"),
                             {}, QCoreApplication::translate("AnnotatorProgress", "cannot read the ratings"),
                             store.filePath());
        !s)
        return s.error();
    QVector<SharedRating> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toDouble()});
    return out;
}

} // namespace

QVector<AnnotatorSummary> agreementWithOthers(const QVector<SharedRating> &ratings)
{
    // (output, dimension) -> the ratings of it, so that each rating meets the others of the same thing.
    QHash<QPair<qint64, QString>, QVector<int>> byUnit;
    for (int i = 0; i < ratings.size(); ++i)
        byUnit[{ratings[i].outputId, ratings[i].dimension}].push_back(i);
    QMap<QString, std::pair<std::vector<double>, std::vector<double>>> pairs; // annotator -> (own, others' mean)
    for (const SharedRating &r : ratings)
        pairs[r.annotator];
    for (const QVector<int> &unit : std::as_const(byUnit)) {
        if (unit.size() < 2)
            continue;
        double sum = 0.0;
        for (int i : unit)
            sum += ratings[i].value;
        for (int i : unit) {
            auto &[own, others] = pairs[ratings[i].annotator];
            own.push_back(ratings[i].value);
            others.push_back((sum - ratings[i].value) / double(unit.size() - 1));
        }
    }
    QVector<AnnotatorSummary> out;
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        AnnotatorSummary s;
        s.annotator = it.key();
        s.agreementN = int(it->first.size());
        if (s.agreementN < kMinAgreementRatings) {
            s.agreementUnavailable = tooFewShared();
        } else if (const auto r = stats::pearson(it->first, it->second)) {
            s.agreement = r->coefficient;
        } else {
            s.agreementUnavailable =
                QCoreApplication::translate("AnnotatorProgress",
                                            "their ratings or the others' mean do not vary on the shared ratings");
        }
        out << s;
    }
    return out;
}

QString failedChecksText(const AnnotatorSummary &s)
{
    if (s.goldChecked <= 0)
        return QStringLiteral("\u2013");
    return QCoreApplication::translate("AnnotatorProgress", "%1 of %2").arg(s.failedChecks()).arg(s.goldChecked);
}

QString agreementText(const AnnotatorSummary &s)
{
    if (!s.agreement)
        return QCoreApplication::translate("AnnotatorProgress", "unavailable, because %1").arg(s.agreementUnavailable);
    return QCoreApplication::translate("AnnotatorProgress", "%1 (n %2)")
        .arg(QString::number(*s.agreement, 'f', 2))
        .arg(s.agreementN);
}

QString secondsPerItemText(const AnnotatorSummary &s)
{
    if (s.secondsPerItem <= 0)
        return QStringLiteral("\u2013");
    return QCoreApplication::translate("AnnotatorProgress", "%1 (median %2)")
        .arg(QString::number(s.secondsPerItem, 'f', 1), QString::number(s.medianSecondsPerItem, 'f', 1));
}

Result<QVector<AnnotatorSummary>> summarizeAnnotators(StudyStore &store)
{
    const Result<QVector<AnnotatorItemProgress>> rows = PlanStore(store).progress();
    if (!rows)
        return rows.error();
    QMap<QString, AnnotatorSummary> byName;
    QMap<QString, std::vector<double>> time; // seconds of each item they spent time on
    for (const AnnotatorItemProgress &p : rows.value()) {
        AnnotatorSummary &s = byName[p.annotator];
        s.annotator = p.annotator;
        s.planned += p.position >= 0 ? 1 : 0;
        s.submitted += p.submittedAt.isValid() ? 1 : 0;
        s.judged += (p.ratings > 0 || p.preferences > 0) ? 1 : 0;
        if (p.seconds > 0)
            time[p.annotator].push_back(p.seconds);
    }
    QSqlQuery q(store.database());
    if (Status s = execBound(
            q,
            QStringLiteral(
                "SELECT a.name, count(*), sum(CASE WHEN abs(r.value - g.expected) <= g.tolerance THEN 1 ELSE 0 END)"
                " FROM gold_answers g JOIN dimensions d ON d.name = g.dimension"
                " JOIN ratings r ON r.output_id = g.output_id AND r.dimension_id = d.id"
                " JOIN annotators a ON a.id = r.annotator_id GROUP BY a.name"),
            {}, QCoreApplication::translate("AnnotatorProgress", "cannot read the gold answers"), store.filePath());
        !s)
        return s.error();
    while (q.next()) {
        AnnotatorSummary &s = byName[q.value(0).toString()];
        s.annotator = q.value(0).toString();
        s.goldChecked = q.value(1).toInt();
        s.goldMet = q.value(2).toInt();
    }
    const Result<QVector<SharedRating>> ratings = readRatings(store);
    if (!ratings)
        return ratings.error();
    for (const AnnotatorSummary &a : agreementWithOthers(ratings.value())) {
        AnnotatorSummary &s = byName[a.annotator];
        s.annotator = a.annotator;
        s.agreement = a.agreement;
        s.agreementN = a.agreementN;
        s.agreementUnavailable = a.agreementUnavailable;
    }
    QVector<AnnotatorSummary> out;
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        const std::vector<double> seconds = time.value(it.key());
        double total = 0.0;
        for (double s : seconds)
            total += s;
        it->secondsPerItem = seconds.empty() ? 0.0 : total / double(seconds.size());
        it->medianSecondsPerItem = median(seconds);
        if (!it->agreement && it->agreementUnavailable.isEmpty()) // no rating at all
            it->agreementUnavailable = tooFewShared();
        out << it.value();
    }
    return out;
}

} // namespace editlens::core
