#include "annotatorexclusions.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace editlens::core {

Result<QStringList> excludedAnnotators(StudyStore &store)
{
    QSqlQuery q(store.database());
    if (Status s = execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = ?"),
                             {QString::fromLatin1(kExcludedAnnotatorsKey)},
                             QCoreApplication::translate("AnnotatorExclusions",
                                                         "cannot read the annotators excluded from alignment"),
                             store.filePath());
        !s)
        return s.error();
    const QString stored = q.next() ? q.value(0).toString() : QString();
    if (stored.isEmpty())
        return QStringList();
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(stored.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        return Error{QCoreApplication::translate("AnnotatorExclusions",
                                                 "the study's list of annotators excluded from alignment (%1) is not "
                                                 "a JSON list of names")
                         .arg(QLatin1String(kExcludedAnnotatorsKey)),
                     store.filePath()};
    QStringList names;
    for (const auto &v : doc.array()) {
        if (!v.isString())
            return Error{QCoreApplication::translate("AnnotatorExclusions",
                                                     "the study's list of annotators excluded from alignment (%1) "
                                                     "holds something other than a name")
                             .arg(QLatin1String(kExcludedAnnotatorsKey)),
                         store.filePath()};
        names << v.toString();
    }
    names.sort();
    return names;
}

Status setExcludedAnnotators(StudyStore &store, const QStringList &names)
{
    QStringList kept;
    for (const QString &n : names)
        if (!n.isEmpty() && !kept.contains(n))
            kept << n;
    kept.sort();
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
              + store.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}));
    q.addBindValue(QString::fromLatin1(kExcludedAnnotatorsKey));
    q.addBindValue(QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(kept)).toJson(QJsonDocument::Compact)));
    return execOrFail(q,
                      QCoreApplication::translate("AnnotatorExclusions",
                                                  "cannot save the annotators excluded from alignment"),
                      store.filePath());
}

Status setAnnotatorExcluded(StudyStore &store, const QString &annotator, bool excluded)
{
    // Read and written under one write lock, so that two windows changing the list at once both count.
    return runInWriteTransaction(store.database(), store.dialect(), store.filePath(),
                                 QCoreApplication::translate("AnnotatorExclusions",
                                                             "cannot save the annotators excluded from alignment"),
                                 [&]() -> Status {
                                     Result<QStringList> names = excludedAnnotators(store);
                                     if (!names)
                                         return names.error();
                                     QStringList changed = names.value();
                                     if (excluded)
                                         changed << annotator;
                                     else
                                         changed.removeAll(annotator);
                                     return setExcludedAnnotators(store, changed);
                                 });
}

QVector<AnnotatorExclusion> alignmentExclusions(const QStringList &stored, const QStringList &named,
                                                std::optional<int> minFailedChecks,
                                                const QVector<AnnotatorSummary> &summaries)
{
    QMap<QString, QString> reasons; // sorted by name; the first reason that applies stays
    for (const QString &n : stored)
        reasons.insert(n, QCoreApplication::translate("AnnotatorExclusions", "excluded in the study's settings"));
    for (const QString &n : named)
        if (!reasons.contains(n))
            reasons.insert(n, QCoreApplication::translate("AnnotatorExclusions", "named for this run"));
    if (minFailedChecks)
        for (const AnnotatorSummary &s : summaries)
            if (s.goldChecked > 0 && s.failedChecks() >= *minFailedChecks && !reasons.contains(s.annotator))
                reasons.insert(s.annotator,
                               QCoreApplication::translate("AnnotatorExclusions", "failed %1 of %2 attention checks")
                                   .arg(s.failedChecks())
                                   .arg(s.goldChecked));
    QVector<AnnotatorExclusion> out;
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        if (!it.key().isEmpty())
            out.push_back({it.key(), it.value()});
    return out;
}

Result<QVector<AnnotatorExclusion>> exclusionsInForce(StudyStore &store, const QStringList &named,
                                                      std::optional<int> minFailedChecks)
{
    const Result<QStringList> stored = excludedAnnotators(store);
    if (!stored)
        return stored.error();
    QVector<AnnotatorSummary> summaries;
    if (minFailedChecks) {
        Result<QVector<AnnotatorSummary>> read = summarizeAnnotators(store);
        if (!read)
            return read.error();
        summaries = read.value();
    }
    return alignmentExclusions(stored.value(), named, minFailedChecks, summaries);
}

QStringList excludedNames(const QVector<AnnotatorExclusion> &exclusions)
{
    QStringList names;
    for (const AnnotatorExclusion &e : exclusions)
        names << e.annotator;
    return names;
}

qint64 leaveOutAnnotators(StudyData &study, const QStringList &annotators)
{
    if (annotators.isEmpty())
        return 0;
    const QSet<QString> out(annotators.cbegin(), annotators.cend());
    qint64 removed = 0;
    for (Item &item : study.items) {
        item.preferences.erase(std::remove_if(item.preferences.begin(), item.preferences.end(),
                                              [&](const Preference &p) { return out.contains(p.annotator); }),
                               item.preferences.end());
        for (Output &output : item.outputs) {
            const auto kept = std::remove_if(output.ratings.begin(), output.ratings.end(),
                                             [&](const Rating &r) { return out.contains(r.annotator); });
            removed += std::distance(kept, output.ratings.end());
            output.ratings.erase(kept, output.ratings.end());
        }
    }
    return removed;
}

} // namespace editlens::core
