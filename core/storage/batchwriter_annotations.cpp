// What a batch attaches to an output (ratings, scores, differences with their labels and reviews, completions) and
// to an item's pair of outputs (preferences, judge votes).
#include "batchwriter.h"

#include "storage/bulkstatement.h"
#include "storage/differencestore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

Status BatchWriter::writeOutputAnnotations(qint64 outputId, const Item &item, const Output &o)
{
    if (Status s = writeRatings(outputId, item, o.ratings); !s)
        return s;
    if (Status s = writeScores(outputId, item, o.scores); !s)
        return s;
    for (const Difference &d : o.differences) {
        if (Status s = writeDifference(outputId, item, d); !s)
            return s;
    }
    return writeCompletions(outputId, item, o.completeBy);
}

Status BatchWriter::writeRatings(qint64 outputId, const Item &item, const QVector<Rating> &ratings)
{
    if (ratings.isEmpty())
        return Status::success();
    if (!m_insertRating) {
        m_insertRating = BulkStatement::prepare(
            m_db, QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, updated_at)"
                                 " VALUES (?, ?, ?, ?, ?)")
                      + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension_id"),
                                                QStringLiteral("annotator_id")},
                                               {QStringLiteral("value"), QStringLiteral("updated_at")}));
    }
    for (const Rating &r : ratings) {
        Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), r.annotator);
        if (!annotatorId)
            return annotatorId.error();
        const qint64 dimensionId = m_dimensions.value(r.dimension, 0);
        if (dimensionId == 0)
            return Error{QCoreApplication::translate("BatchWriter", "unknown rating dimension '%1'").arg(r.dimension),
                         item.location.file, item.location.line};
        m_insertRating->bind(1, outputId);
        m_insertRating->bind(2, dimensionId);
        m_insertRating->bind(3, annotatorId.value());
        m_insertRating->bind(4, r.value);
        m_insertRating->bind(5, m_stamp);
        if (!m_insertRating->run())
            return Error{QCoreApplication::translate("BatchWriter", "cannot write a rating of item '%1': %2")
                             .arg(item.key, m_insertRating->errorText()),
                         item.location.file, item.location.line};
    }
    return Status::success();
}

Status BatchWriter::writeScores(qint64 outputId, const Item &item, const QVector<Score> &scores)
{
    if (scores.isEmpty())
        return Status::success();
    QSqlQuery &q = prepared(
        QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (?, ?, ?, ?)")
        + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("metric"), QStringLiteral("version")},
                                 {QStringLiteral("value")}));
    const QString what = QCoreApplication::translate("BatchWriter", "cannot write a score of item '%1'").arg(item.key);
    for (const Score &s : scores) {
        q.addBindValue(outputId);
        q.addBindValue(sqlText(s.metric));
        q.addBindValue(sqlText(s.version));
        q.addBindValue(s.value);
        if (Status e = atItem(execOrFail(q, what, m_file), item); !e)
            return e;
    }
    return Status::success();
}

Status BatchWriter::writeDifference(qint64 outputId, const Item &item, const Difference &d)
{
    QSqlQuery *q = &prepared(
        QStringLiteral("INSERT INTO differences(output_id, op, description, x0, y0, x1, y1, confidence,"
                       " origin_kind, origin, proposal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    for (const QVariant &v :
         {QVariant(outputId), QVariant(editOpName(d.op)), sqlText(d.description), QVariant(d.box.left()),
          QVariant(d.box.top()), QVariant(d.box.right()), QVariant(d.box.bottom()), QVariant(d.confidence),
          QVariant(originKindName(d.originKind)), sqlText(d.origin), sqlText(detectorProposalColumn(d.proposal))})
        q->addBindValue(v);
    const QString what =
        QCoreApplication::translate("BatchWriter", "cannot write a difference of item '%1'").arg(item.key);
    if (Status s = atItem(execOrFail(*q, what, m_file), item); !s)
        return s;
    const qint64 differenceId = returnedId(*q);
    for (const CoherenceLabel &c : d.coherence) {
        q = &prepared(QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                     " origin) VALUES (?, ?, ?, ?, ?)")
                      + m_dialect.upsertClause({QStringLiteral("difference_id"), QStringLiteral("origin_kind"),
                                                QStringLiteral("origin")},
                                               {QStringLiteral("coherent"), QStringLiteral("rationale")}));
        q->addBindValue(differenceId);
        q->addBindValue(c.coherent ? 1 : 0);
        q->addBindValue(sqlText(c.rationale));
        q->addBindValue(originKindName(c.originKind));
        q->addBindValue(sqlText(c.origin));
        const QString labelFailed =
            QCoreApplication::translate("BatchWriter", "cannot write a coherence label of item '%1'").arg(item.key);
        if (Status s = atItem(execOrFail(*q, labelFailed, m_file), item); !s)
            return s;
    }
    for (const DifferenceReview &r : d.reviews) {
        Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), r.annotator);
        if (!annotatorId)
            return annotatorId.error();
        q = &prepared(QStringLiteral("INSERT INTO difference_reviews(difference_id, annotator_id, decision,"
                                     " updated_at) VALUES (?, ?, ?, ?)")
                      + m_dialect.upsertClause({QStringLiteral("difference_id"), QStringLiteral("annotator_id")},
                                               {QStringLiteral("decision"), QStringLiteral("updated_at")}));
        q->addBindValue(differenceId);
        q->addBindValue(annotatorId.value());
        q->addBindValue(reviewDecisionName(r.decision));
        q->addBindValue(sqlText(r.updatedAt.isEmpty() ? m_stamp : r.updatedAt));
        const QString reviewFailed =
            QCoreApplication::translate("BatchWriter", "cannot write a review of item '%1'").arg(item.key);
        if (Status s = atItem(execOrFail(*q, reviewFailed, m_file), item); !s)
            return s;
    }
    return Status::success();
}

Status BatchWriter::writeCompletions(qint64 outputId, const Item &item, const QStringList &annotators)
{
    for (const QString &annotator : annotators) {
        Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), annotator);
        if (!annotatorId)
            return annotatorId.error();
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO output_completions(output_id, annotator_id, updated_at) VALUES (?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("annotator_id")},
                                     {QStringLiteral("updated_at")}));
        q.addBindValue(outputId);
        q.addBindValue(annotatorId.value());
        q.addBindValue(m_stamp);
        const QString what =
            QCoreApplication::translate("BatchWriter", "cannot write a completion of item '%1'").arg(item.key);
        if (Status s = atItem(execOrFail(q, what, m_file), item); !s)
            return s;
    }
    return Status::success();
}

Status BatchWriter::writePreferences(qint64 itemId, const QHash<QString, qint64> &outputIds, const Item &item)
{
    for (const Preference &p : item.preferences) {
        const qint64 a = outputIdOf(itemId, outputIds, p.systemA), b = outputIdOf(itemId, outputIds, p.systemB);
        if (a == 0 || b == 0)
            return Error{QCoreApplication::translate("BatchWriter",
                                                     "preference names a system without an output in item '%1'")
                             .arg(item.key),
                         item.location.file, item.location.line};
        Result<qint64> annotatorId = idFor(m_annotators, QStringLiteral("annotators"), p.annotator);
        if (!annotatorId)
            return annotatorId.error();
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension, annotator_id, choice,"
                           " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"),
                                      QStringLiteral("dimension"), QStringLiteral("annotator_id")},
                                     {QStringLiteral("choice"), QStringLiteral("updated_at")}));
        for (const QVariant &v :
             {QVariant(itemId), QVariant(a), QVariant(b), sqlText(p.dimension), QVariant(annotatorId.value()),
              QVariant(preferenceChoiceName(p.choice)), QVariant(m_stamp)})
            q.addBindValue(v);
        const QString what =
            QCoreApplication::translate("BatchWriter", "cannot write a preference of item '%1'").arg(item.key);
        if (Status s = atItem(execOrFail(q, what, m_file), item); !s)
            return s;
    }
    return Status::success();
}

Status BatchWriter::writeJudgeVotes(qint64 itemId, const QHash<QString, qint64> &outputIds, const Item &item)
{
    for (const JudgeVote &v : item.judgeVotes) {
        const qint64 a = outputIdOf(itemId, outputIds, v.systemA), b = outputIdOf(itemId, outputIds, v.systemB);
        if (a == 0 || b == 0)
            return Error{QCoreApplication::translate("BatchWriter",
                                                     "judge vote names a system without an output in item '%1'")
                             .arg(item.key),
                         item.location.file, item.location.line};
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO judge_votes(item_id, output_a, output_b, judge, verdict)"
                           " VALUES (?, ?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"), QStringLiteral("judge")},
                                     {QStringLiteral("verdict")}));
        for (const QVariant &value : {QVariant(itemId), QVariant(a), QVariant(b), sqlText(v.judge), sqlText(v.verdict)})
            q.addBindValue(value);
        const QString what =
            QCoreApplication::translate("BatchWriter", "cannot write a judge vote of item '%1'").arg(item.key);
        if (Status s = atItem(execOrFail(q, what, m_file), item); !s)
            return s;
    }
    return Status::success();
}

} // namespace editlens::core
