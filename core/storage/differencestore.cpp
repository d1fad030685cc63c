// DifferenceStore: differences, reviews, coherence labels and completions, each write also in its in-transaction form
// where the offline journal replays through it; masks are in differencestore_masks.cpp.
#include "differencestore.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/storedtime.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString annotatorOrigin()
{
    return originKindName(OriginKind::Annotator);
}

/// Runs an UPDATE of the difference `differenceId`: a row that is not there is an error, not a silent no-op.
Status execDifferenceUpdate(QSqlQuery &q, qint64 differenceId, const QString &what, const QString &file)
{
    if (Status s = execOrFail(q, what, file); !s)
        return s;
    if (q.numRowsAffected() != 1)
        return Error{what + QStringLiteral(": ")
                         + QCoreApplication::translate("DifferenceStore", "no difference with id %1").arg(differenceId),
                     file};
    return Status::success();
}

/// Before a reviewer's first change to a detector's box, keeps what the detector proposed (differences.proposal):
/// the changed box is the reviewer's annotation, the proposal what the detector is scored on. Runs inside the
/// caller's write transaction; a box that is not a detector's, or whose proposal is already kept, is left alone.
Status keepDetectorProposal(QSqlDatabase &db, qint64 differenceId, const QString &what, const QString &file)
{
    QSqlQuery q(db);
    if (Status read = execBound(q,
                                QStringLiteral("SELECT op, description, x0, y0, x1, y1 FROM differences"
                                               " WHERE id = ? AND origin_kind = ? AND proposal = ''"),
                                {differenceId, originKindName(OriginKind::Detector)}, what, file);
        !read)
        return read;
    if (!q.next())
        return Status::success();
    DetectorProposal p;
    p.op = editOpFromName(q.value(0).toString()).value_or(EditOp::Edit);
    p.description = q.value(1).toString();
    p.box = QRectF(QPointF(q.value(2).toDouble(), q.value(3).toDouble()),
                   QPointF(q.value(4).toDouble(), q.value(5).toDouble()));
    q.finish();
    QSqlQuery u(db);
    return execBound(u, QStringLiteral("UPDATE differences SET proposal = ? WHERE id = ?"),
                     {detectorProposalColumn(p), differenceId}, what, file);
}

/// Inserts `label` on the difference `differenceId` as it stands (the labels a new or re-inserted difference carries).
Status insertCoherenceLabel(QSqlDatabase &db, qint64 differenceId, const CoherenceLabel &label, const QString &what,
                            const QString &file)
{
    QSqlQuery l(db);
    return execBound(l,
                     QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                    " origin, updated_at) VALUES (?, ?, ?, ?, ?, ?)"),
                     {differenceId, label.coherent ? 1 : 0, sqlText(label.rationale), originKindName(label.originKind),
                      sqlText(label.origin), storedNow()},
                     what, file);
}

/// The names a query of one text column returned, in its order.
QStringList namesOf(QSqlQuery &q)
{
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

} // namespace

std::optional<DetectorProposal> storedDetectorProposal(const QString &column)
{
    if (column.isEmpty())
        return std::nullopt;
    return detectorProposalFromJson(QJsonDocument::fromJson(column.toUtf8()).object());
}

QString detectorProposalColumn(const std::optional<DetectorProposal> &proposal)
{
    return proposal ? QString::fromUtf8(QJsonDocument(detectorProposalJson(*proposal)).toJson(QJsonDocument::Compact))
                    : QString();
}

DifferenceStore::DifferenceStore(StudyStore &store) : m_store(store), m_db(store.database())
{
}

Result<QStringList> DifferenceStore::differenceOrigins() const
{
    QSqlQuery q(m_db);
    // Annotators who accepted or relabelled a detector's box have differences too: those boxes are theirs.
    if (Status s =
            execBound(q,
                      QStringLiteral(
                          "SELECT origin FROM differences WHERE origin_kind <> ? AND origin <> ''"
                          " UNION SELECT a.name FROM difference_reviews r JOIN annotators a ON a.id = r.annotator_id"
                          " JOIN differences d ON d.id = r.difference_id WHERE d.origin_kind = ? AND r.decision <> ?"
                          " ORDER BY 1"),
                      {originKindName(OriginKind::GroundTruth), originKindName(OriginKind::Detector),
                       reviewDecisionName(ReviewDecision::Rejected)},
                      QCoreApplication::translate("DifferenceStore", "cannot read differences"), m_store.filePath());
        !s)
        return s.error();
    return namesOf(q);
}

Result<qint64> DifferenceStore::itemOfOutput(qint64 outputId) const
{
    QSqlQuery q(m_db);
    if (Status s = execBound(q, QStringLiteral("SELECT item_id FROM outputs WHERE id = ?"), {outputId},
                             QCoreApplication::translate("DifferenceStore", "cannot read outputs"), m_store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return Error{QCoreApplication::translate("DifferenceStore", "no output with id %1").arg(outputId),
                     m_store.filePath()};
    return q.value(0).toLongLong();
}

Result<qint64> DifferenceStore::addDifference(qint64 outputId, const Difference &d)
{
    qint64 id = 0;
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot save difference");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db);
        // The id column is named only when re-inserting under a known id: PostgreSQL's identity column takes no NULL.
        const bool knownId = d.id > 0;
        QVariantList values;
        if (knownId)
            values << d.id;
        values << outputId << editOpName(d.op) << sqlText(d.description) << d.box.left() << d.box.top() << d.box.right()
               << d.box.bottom() << d.confidence << originKindName(d.originKind) << sqlText(d.origin) << storedNow();
        if (Status inserted = execBound(
                q,
                QStringLiteral("INSERT INTO differences(%1output_id, op, description, x0, y0, x1, y1, confidence,"
                               " origin_kind, origin, updated_at) VALUES (%2?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                               " RETURNING id")
                    .arg(knownId ? QStringLiteral("id, ") : QString(), knownId ? QStringLiteral("?, ") : QString()),
                values, what, m_store.filePath());
            !inserted)
            return inserted;
        id = returnedId(q);
        if (id == 0)
            return queryError(q, what, m_store.filePath());
        for (const CoherenceLabel &c : d.coherence)
            if (Status saved = insertCoherenceLabel(m_db, id, c, what, m_store.filePath()); !saved)
                return saved;
        return Status::success();
    });
    if (!s)
        return s.error();
    return id;
}

Status DifferenceStore::setDifferenceBox(qint64 differenceId, const QRectF &box)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot move difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status kept = keepDetectorProposal(m_db, differenceId, what, m_store.filePath()); !kept)
            return kept;
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE differences SET x0 = ?, y0 = ?, x1 = ?, y1 = ?, updated_at = ? WHERE id = ?"));
        for (const QVariant &v : {QVariant(box.left()), QVariant(box.top()), QVariant(box.right()),
                                  QVariant(box.bottom()), QVariant(storedNow()), QVariant(differenceId)})
            q.addBindValue(v);
        return execDifferenceUpdate(q, differenceId, what, m_store.filePath());
    });
}

Status DifferenceStore::relabelDifference(qint64 differenceId, EditOp op, const QString &description)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot relabel difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status kept = keepDetectorProposal(m_db, differenceId, what, m_store.filePath()); !kept)
            return kept;
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE differences SET op = ?, description = ?, updated_at = ? WHERE id = ?"));
        q.addBindValue(editOpName(op));
        q.addBindValue(sqlText(description));
        q.addBindValue(storedNow());
        q.addBindValue(differenceId);
        return execDifferenceUpdate(q, differenceId, what, m_store.filePath());
    });
}

Status DifferenceStore::deleteDifference(qint64 differenceId)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot delete difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db); // labels and reviews cascade
        return execBound(q, QStringLiteral("DELETE FROM differences WHERE id = ?"), {differenceId}, what,
                         m_store.filePath());
    });
}

Result<std::optional<StoredDifference>> DifferenceStore::difference(qint64 differenceId) const
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot read difference");
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT output_id, op, description, x0, y0, x1, y1, confidence,"
                                            " origin_kind, origin, proposal FROM differences WHERE id = ?"),
                             {differenceId}, what, m_store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return std::optional<StoredDifference>();
    StoredDifference out;
    out.outputId = q.value(0).toLongLong();
    Difference &d = out.difference;
    d.id = differenceId;
    d.op = editOpFromName(q.value(1).toString()).value_or(EditOp::Edit);
    d.description = q.value(2).toString();
    d.box = QRectF(QPointF(q.value(3).toDouble(), q.value(4).toDouble()),
                   QPointF(q.value(5).toDouble(), q.value(6).toDouble()));
    d.confidence = q.value(7).toDouble();
    d.originKind = originKindFromName(q.value(8).toString()).value_or(OriginKind::Detector);
    d.origin = q.value(9).toString();
    d.proposal = storedDetectorProposal(q.value(10).toString());
    QSqlQuery l(m_db);
    if (Status s = execBound(l,
                             QStringLiteral("SELECT coherent, rationale, origin_kind, origin FROM coherence_labels"
                                            " WHERE difference_id = ? ORDER BY id"),
                             {differenceId}, what, m_store.filePath());
        !s)
        return s.error();
    while (l.next())
        d.coherence.push_back({l.value(0).toBool(), l.value(1).toString(),
                               originKindFromName(l.value(2).toString()).value_or(OriginKind::Annotator),
                               l.value(3).toString()});
    return std::optional<StoredDifference>(out);
}

Status DifferenceStore::setReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("DifferenceStore", "cannot save review"), [&] {
                                     return setReviewInTransaction(differenceId, annotator, decision, storedNow());
                                 });
}

Status DifferenceStore::setReviewInTransaction(qint64 differenceId, const QString &annotator,
                                               std::optional<ReviewDecision> decision, const QString &at)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot save review");
    Result<qint64> ann = recordAnnotator(m_db, annotator, m_store.filePath());
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!decision)
        return execBound(q,
                         QStringLiteral("DELETE FROM difference_reviews WHERE difference_id = ? AND annotator_id = ?"),
                         {differenceId, ann.value()}, what, m_store.filePath());
    return execBound(q,
                     QStringLiteral("INSERT INTO difference_reviews(difference_id, annotator_id, decision, updated_at)"
                                    " VALUES (?, ?, ?, ?)")
                         + m_store.dialect().upsertClause({QStringLiteral("difference_id"),
                                                           QStringLiteral("annotator_id")},
                                                          {QStringLiteral("decision"), QStringLiteral("updated_at")}),
                     {differenceId, ann.value(), reviewDecisionName(*decision), at}, what, m_store.filePath());
}

Status DifferenceStore::setComplete(qint64 outputId, const QString &annotator, bool complete)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("DifferenceStore", "cannot save the output's completion"),
                                 [&] { return setCompleteInTransaction(outputId, annotator, complete, storedNow()); });
}

Status DifferenceStore::setCompleteInTransaction(qint64 outputId, const QString &annotator, bool complete,
                                                 const QString &at)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot save the output's completion");
    Result<qint64> ann = recordAnnotator(m_db, annotator, m_store.filePath());
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!complete)
        return execBound(q, QStringLiteral("DELETE FROM output_completions WHERE output_id = ? AND annotator_id = ?"),
                         {outputId, ann.value()}, what, m_store.filePath());
    return execBound(q,
                     QStringLiteral(
                         "INSERT INTO output_completions(output_id, annotator_id, updated_at) VALUES (?, ?, ?)")
                         + m_store.dialect().upsertClause({QStringLiteral("output_id"), QStringLiteral("annotator_id")},
                                                          {QStringLiteral("updated_at")}),
                     {outputId, ann.value(), at}, what, m_store.filePath());
}

Result<std::optional<std::pair<qint64, qint64>>>
DifferenceStore::nextOutput(OutputQueue queue, const QString &annotator, qint64 afterOutputId) const
{
    const QString mine = QStringLiteral(" AND a.name = ?)");
    const QString condition =
        queue == OutputQueue::UnreviewedDetections
            ? QString(
                QStringLiteral("EXISTS (SELECT 1 FROM differences d WHERE d.output_id = o.id AND d.origin_kind = ?"
                               " AND NOT EXISTS (SELECT 1 FROM difference_reviews r JOIN annotators a"
                               " ON a.id = r.annotator_id WHERE r.difference_id = d.id")
                + mine + QStringLiteral(")"))
            : QString(QStringLiteral("NOT EXISTS (SELECT 1 FROM output_completions c JOIN annotators a"
                                     " ON a.id = c.annotator_id WHERE c.output_id = o.id")
                      + mine);
    QVariantList bindings;
    if (queue == OutputQueue::UnreviewedDetections)
        bindings << originKindName(OriginKind::Detector);
    bindings << annotator;
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT o.item_id, o.id FROM outputs o WHERE ") + condition
                                 + QStringLiteral(" ORDER BY o.item_id, o.id"),
                             bindings, QCoreApplication::translate("DifferenceStore", "cannot read outputs"),
                             m_store.filePath());
        !s)
        return s.error();
    std::pair<qint64, qint64> after{0, afterOutputId};
    if (afterOutputId > 0) {
        Result<qint64> item = itemOfOutput(afterOutputId);
        if (!item)
            return item.error();
        after.first = item.value();
    }
    std::optional<std::pair<qint64, qint64>> first;
    while (q.next()) {
        const std::pair<qint64, qint64> here{q.value(0).toLongLong(), q.value(1).toLongLong()};
        if (!first)
            first = here;
        if (here > after)
            return std::optional(here);
    }
    return first;
}

Result<QStringList> DifferenceStore::completeBy(qint64 outputId) const
{
    QSqlQuery q(m_db);
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT a.name FROM output_completions c JOIN annotators a"
                                     " ON a.id = c.annotator_id WHERE c.output_id = ? ORDER BY a.name"),
                      {outputId}, QCoreApplication::translate("DifferenceStore", "cannot read the output's completion"),
                      m_store.filePath());
        !s)
        return s.error();
    return namesOf(q);
}

Result<QSet<qint64>> DifferenceStore::rejectedDifferences() const
{
    QSqlQuery q(m_db);
    if (Status s =
            execBound(q, QStringLiteral("SELECT DISTINCT difference_id FROM difference_reviews WHERE decision = ?"),
                      {reviewDecisionName(ReviewDecision::Rejected)},
                      QCoreApplication::translate("DifferenceStore", "cannot read reviews"), m_store.filePath());
        !s)
        return s.error();
    QSet<qint64> ids;
    while (q.next())
        ids.insert(q.value(0).toLongLong());
    return ids;
}

Result<std::optional<ReviewDecision>> DifferenceStore::review(qint64 differenceId, const QString &annotator) const
{
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT r.decision FROM difference_reviews r JOIN annotators a"
                                            " ON a.id = r.annotator_id WHERE r.difference_id = ? AND a.name = ?"),
                             {differenceId, sqlText(annotator)},
                             QCoreApplication::translate("DifferenceStore", "cannot read review"), m_store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return std::optional<ReviewDecision>();
    return reviewDecisionFromName(q.value(0).toString());
}

Status DifferenceStore::setCoherence(qint64 differenceId, const QString &annotator,
                                     const std::optional<CoherenceLabel> &label)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("DifferenceStore", "cannot save coherence label"), [&] {
                                     return setCoherenceInTransaction(differenceId, annotator, label, storedNow());
                                 });
}

Status DifferenceStore::setCoherenceInTransaction(qint64 differenceId, const QString &annotator,
                                                  const std::optional<CoherenceLabel> &label, const QString &at)
{
    const QString what = QCoreApplication::translate("DifferenceStore", "cannot save coherence label");
    Result<qint64> ann = recordAnnotator(m_db, annotator, m_store.filePath());
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!label)
        return execBound(q,
                         QStringLiteral("DELETE FROM coherence_labels WHERE difference_id = ? AND origin_kind = ?"
                                        " AND origin = ?"),
                         {differenceId, annotatorOrigin(), sqlText(annotator)}, what, m_store.filePath());
    return execBound(q,
                     QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                    " origin, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
                         + m_store.dialect().upsertClause(
                             {QStringLiteral("difference_id"), QStringLiteral("origin_kind"), QStringLiteral("origin")},
                             {QStringLiteral("coherent"), QStringLiteral("rationale"), QStringLiteral("updated_at")}),
                     {differenceId, label->coherent ? 1 : 0, sqlText(label->rationale), annotatorOrigin(),
                      sqlText(annotator), at},
                     what, m_store.filePath());
}

Result<std::optional<CoherenceLabel>> DifferenceStore::coherence(qint64 differenceId, const QString &annotator) const
{
    QSqlQuery q(m_db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT coherent, rationale FROM coherence_labels WHERE difference_id = ?"
                                            " AND origin_kind = ? AND origin = ?"),
                             {differenceId, annotatorOrigin(), sqlText(annotator)},
                             QCoreApplication::translate("DifferenceStore", "cannot read coherence label"),
                             m_store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return std::optional<CoherenceLabel>();
    return std::optional<CoherenceLabel>(
        CoherenceLabel{q.value(0).toBool(), q.value(1).toString(), OriginKind::Annotator, annotator});
}

} // namespace editlens::core
