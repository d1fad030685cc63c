// Over 500 lines, knowingly: the write and read of each kind of judgement on differences and preferences, each write
// also in its in-transaction form (the offline journal replays through it); sessions and submissions are in
// annotationstore_sessions.cpp.
#include "annotationstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/annotatorname.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

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
                         + QCoreApplication::translate("AnnotationStore", "no difference with id %1").arg(differenceId),
                     file};
    return Status::success();
}

/// Before a reviewer's first change to a detector's box, keeps what the detector proposed (differences.proposal):
/// the changed box is the reviewer's annotation, the proposal what the detector is scored on. Runs inside the
/// caller's write transaction; a box that is not a detector's, or whose proposal is already kept, is left alone.
Status keepDetectorProposal(QSqlDatabase &db, qint64 differenceId, const QString &what, const QString &file)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT op, description, x0, y0, x1, y1 FROM differences"
                             " WHERE id = ? AND origin_kind = ? AND proposal = ''"));
    q.addBindValue(differenceId);
    q.addBindValue(originKindName(OriginKind::Detector));
    if (Status read = execOrFail(q, what, file); !read)
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
    u.prepare(QStringLiteral("UPDATE differences SET proposal = ? WHERE id = ?"));
    u.addBindValue(detectorProposalColumn(p));
    u.addBindValue(differenceId);
    return execOrFail(u, what, file);
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

AnnotationStore::AnnotationStore(StudyStore &store) : m_store(store), m_db(store.database())
{
}

Error AnnotationStore::sqlError(const QString &what, const QString &why) const
{
    return Error{what + QStringLiteral(": ") + why, m_store.filePath()};
}

std::optional<qint64> AnnotationStore::annotatorId(const QString &name) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM annotators WHERE name = ?"));
    q.addBindValue(sqlText(name));
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return std::nullopt;
}

Result<qint64> AnnotationStore::annotatorIdInTransaction(const QString &name)
{
    if (name.trimmed().isEmpty())
        return Error{QCoreApplication::translate("AnnotationStore", "an annotation needs an annotator name"),
                     m_store.filePath()};
    // Looked up first: an annotator's server role may not add annotators, even in an INSERT that would skip.
    if (const auto id = annotatorId(name))
        return *id;
    // A new name follows the one rule (no space at an end); a name a study already holds stays usable.
    if (Status s = checkAnnotatorName(name, m_store.filePath()); !s)
        return s.error();
    QSqlQuery ins(m_db);
    ins.prepare(QStringLiteral("INSERT INTO annotators(name) VALUES (?) ON CONFLICT DO NOTHING"));
    ins.addBindValue(sqlText(name));
    if (!ins.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot record annotator"),
                        sqlErrorText(ins.lastError()));
    if (const auto id = annotatorId(name))
        return *id;
    return sqlError(QCoreApplication::translate("AnnotationStore", "cannot record annotator"), name);
}

Result<qint64> AnnotationStore::ensureAnnotator(const QString &name)
{
    if (const auto id = annotatorId(name))
        return *id;
    WriteTransaction tx(m_db, m_store.dialect());
    if (!tx.begin())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot start a transaction"), tx.lastError());
    Result<qint64> id = annotatorIdInTransaction(name);
    if (id && !tx.commit())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot record annotator"), tx.lastError());
    return id;
}

Result<QStringList> AnnotationStore::annotators() const
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT name FROM annotators ORDER BY name")))
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read annotators"),
                        sqlErrorText(q.lastError()));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<QStringList> AnnotationStore::differenceOrigins() const
{
    QSqlQuery q(m_db);
    // Annotators who accepted or relabelled a detector's box have differences too: those boxes are theirs.
    q.prepare(QStringLiteral("SELECT origin FROM differences WHERE origin_kind <> ? AND origin <> ''"
                             " UNION SELECT a.name FROM difference_reviews r JOIN annotators a ON a.id = r.annotator_id"
                             " JOIN differences d ON d.id = r.difference_id WHERE d.origin_kind = ? AND r.decision <> ?"
                             " ORDER BY 1"));
    q.addBindValue(originKindName(OriginKind::GroundTruth));
    q.addBindValue(originKindName(OriginKind::Detector));
    q.addBindValue(reviewDecisionName(ReviewDecision::Rejected));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read differences"),
                        sqlErrorText(q.lastError()));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Result<qint64> AnnotationStore::itemOfOutput(qint64 outputId) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT item_id FROM outputs WHERE id = ?"));
    q.addBindValue(outputId);
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read outputs"),
                        sqlErrorText(q.lastError()));
    if (!q.next())
        return Error{QCoreApplication::translate("AnnotationStore", "no output with id %1").arg(outputId),
                     m_store.filePath()};
    return q.value(0).toLongLong();
}

Status AnnotationStore::setPreference(const PreferenceKey &key, const PreferenceValue &value)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot save preference"),
                                 [&] { return setPreferenceInTransaction(key, value, now()); });
}

Status AnnotationStore::clearPreference(const PreferenceKey &key)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot clear preference"),
                                 [&] { return setPreferenceInTransaction(key, std::nullopt, now()); });
}

Status AnnotationStore::setPreferenceInTransaction(const PreferenceKey &key,
                                                   const std::optional<PreferenceValue> &value, const QString &at)
{
    QSqlQuery q(m_db);
    if (!value) {
        q.prepare(QStringLiteral("DELETE FROM preferences WHERE output_a = ? AND output_b = ? AND dimension = ?"
                                 " AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"));
        q.addBindValue(key.outputA);
        q.addBindValue(key.outputB);
        q.addBindValue(sqlText(key.dimension));
        q.addBindValue(sqlText(key.annotator));
        return execOrFail(q, QCoreApplication::translate("AnnotationStore", "cannot clear preference"),
                          m_store.filePath());
    }
    Result<qint64> ann = annotatorIdInTransaction(key.annotator);
    if (!ann)
        return ann.error();
    q.prepare(QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension, annotator_id, choice,"
                             " updated_at, left_output) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
              + m_store.dialect().upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"),
                                                QStringLiteral("dimension"), QStringLiteral("annotator_id")},
                                               {QStringLiteral("choice"), QStringLiteral("updated_at"),
                                                QStringLiteral("left_output")}));
    q.addBindValue(key.itemId);
    q.addBindValue(key.outputA);
    q.addBindValue(key.outputB);
    q.addBindValue(sqlText(key.dimension));
    q.addBindValue(ann.value());
    q.addBindValue(preferenceChoiceName(value->choice));
    q.addBindValue(at);
    q.addBindValue(value->leftOutput > 0 ? QVariant(value->leftOutput) : QVariant(QMetaType::fromType<qint64>()));
    return execOrFail(q, QCoreApplication::translate("AnnotationStore", "cannot save preference"), m_store.filePath());
}

Result<std::optional<PreferenceValue>> AnnotationStore::preference(const PreferenceKey &key) const
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT p.choice, p.left_output FROM preferences p JOIN annotators a ON a.id ="
                       " p.annotator_id WHERE p.output_a = ? AND p.output_b = ? AND p.dimension = ? AND a.name = ?"));
    q.addBindValue(key.outputA);
    q.addBindValue(key.outputB);
    q.addBindValue(sqlText(key.dimension));
    q.addBindValue(sqlText(key.annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read preference"),
                        sqlErrorText(q.lastError()));
    if (!q.next())
        return std::optional<PreferenceValue>();
    PreferenceValue v;
    v.choice = preferenceChoiceFromName(q.value(0).toString()).value_or(PreferenceChoice::Tie);
    v.leftOutput = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
    return std::optional<PreferenceValue>(v);
}

Result<qint64> AnnotationStore::addDifference(qint64 outputId, const Difference &d)
{
    qint64 id = 0;
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot save difference");
    Status s = runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db);
        // The id column is named only when re-inserting under a known id: PostgreSQL's identity column takes no NULL.
        const bool knownId = d.id > 0;
        q.prepare(QStringLiteral("INSERT INTO differences(%1output_id, op, description, x0, y0, x1, y1, confidence,"
                                 " origin_kind, origin, updated_at) VALUES (%2?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                 " RETURNING id")
                      .arg(knownId ? QStringLiteral("id, ") : QString(), knownId ? QStringLiteral("?, ") : QString()));
        if (knownId)
            q.addBindValue(d.id);
        for (const QVariant &v :
             {QVariant(outputId), QVariant(editOpName(d.op)), sqlText(d.description), QVariant(d.box.left()),
              QVariant(d.box.top()), QVariant(d.box.right()), QVariant(d.box.bottom()), QVariant(d.confidence),
              QVariant(originKindName(d.originKind)), sqlText(d.origin), QVariant(now())})
            q.addBindValue(v);
        if (!q.exec() || !q.next())
            return sqlError(what, sqlErrorText(q.lastError()));
        id = q.value(0).toLongLong();
        q.finish();
        for (const CoherenceLabel &c : d.coherence) {
            QSqlQuery l(m_db);
            l.prepare(QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                     " origin, updated_at) VALUES (?, ?, ?, ?, ?, ?)"));
            l.addBindValue(id);
            l.addBindValue(c.coherent ? 1 : 0);
            l.addBindValue(sqlText(c.rationale));
            l.addBindValue(originKindName(c.originKind));
            l.addBindValue(sqlText(c.origin));
            l.addBindValue(now());
            if (Status saved = execOrFail(l, what, m_store.filePath()); !saved)
                return saved;
        }
        return Status::success();
    });
    if (!s)
        return s.error();
    return id;
}

Status AnnotationStore::setDifferenceBox(qint64 differenceId, const QRectF &box)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot move difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status kept = keepDetectorProposal(m_db, differenceId, what, m_store.filePath()); !kept)
            return kept;
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE differences SET x0 = ?, y0 = ?, x1 = ?, y1 = ?, updated_at = ? WHERE id = ?"));
        q.addBindValue(box.left());
        q.addBindValue(box.top());
        q.addBindValue(box.right());
        q.addBindValue(box.bottom());
        q.addBindValue(now());
        q.addBindValue(differenceId);
        return execDifferenceUpdate(q, differenceId, what, m_store.filePath());
    });
}

Status AnnotationStore::relabelDifference(qint64 differenceId, EditOp op, const QString &description)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot relabel difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        if (Status kept = keepDetectorProposal(m_db, differenceId, what, m_store.filePath()); !kept)
            return kept;
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE differences SET op = ?, description = ?, updated_at = ? WHERE id = ?"));
        q.addBindValue(editOpName(op));
        q.addBindValue(sqlText(description));
        q.addBindValue(now());
        q.addBindValue(differenceId);
        return execDifferenceUpdate(q, differenceId, what, m_store.filePath());
    });
}

Status AnnotationStore::deleteDifference(qint64 differenceId)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot delete difference");
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("DELETE FROM differences WHERE id = ?")); // labels and reviews cascade
        q.addBindValue(differenceId);
        return execOrFail(q, what, m_store.filePath());
    });
}

Result<std::optional<StoredDifference>> AnnotationStore::difference(qint64 differenceId) const
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot read difference");
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT output_id, op, description, x0, y0, x1, y1, confidence, origin_kind, origin,"
                             " proposal FROM differences WHERE id = ?"));
    q.addBindValue(differenceId);
    if (!q.exec())
        return sqlError(what, sqlErrorText(q.lastError()));
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
    l.prepare(QStringLiteral("SELECT coherent, rationale, origin_kind, origin FROM coherence_labels"
                             " WHERE difference_id = ? ORDER BY id"));
    l.addBindValue(differenceId);
    if (!l.exec())
        return sqlError(what, sqlErrorText(l.lastError()));
    while (l.next())
        d.coherence.push_back({l.value(0).toBool(), l.value(1).toString(),
                               originKindFromName(l.value(2).toString()).value_or(OriginKind::Annotator),
                               l.value(3).toString()});
    return std::optional<StoredDifference>(out);
}

Status AnnotationStore::setReview(qint64 differenceId, const QString &annotator, std::optional<ReviewDecision> decision)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot save review"),
                                 [&] { return setReviewInTransaction(differenceId, annotator, decision, now()); });
}

Status AnnotationStore::setReviewInTransaction(qint64 differenceId, const QString &annotator,
                                               std::optional<ReviewDecision> decision, const QString &at)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot save review");
    Result<qint64> ann = annotatorIdInTransaction(annotator);
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!decision) {
        q.prepare(QStringLiteral("DELETE FROM difference_reviews WHERE difference_id = ? AND annotator_id = ?"));
        q.addBindValue(differenceId);
        q.addBindValue(ann.value());
    } else {
        q.prepare(QStringLiteral("INSERT INTO difference_reviews(difference_id, annotator_id, decision, updated_at)"
                                 " VALUES (?, ?, ?, ?)")
                  + m_store.dialect().upsertClause({QStringLiteral("difference_id"), QStringLiteral("annotator_id")},
                                                   {QStringLiteral("decision"), QStringLiteral("updated_at")}));
        q.addBindValue(differenceId);
        q.addBindValue(ann.value());
        q.addBindValue(reviewDecisionName(*decision));
        q.addBindValue(at);
    }
    return execOrFail(q, what, m_store.filePath());
}

Status AnnotationStore::setComplete(qint64 outputId, const QString &annotator, bool complete)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot save the output's completion"),
                                 [&] { return setCompleteInTransaction(outputId, annotator, complete, now()); });
}

Status AnnotationStore::setCompleteInTransaction(qint64 outputId, const QString &annotator, bool complete,
                                                 const QString &at)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot save the output's completion");
    Result<qint64> ann = annotatorIdInTransaction(annotator);
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!complete) {
        q.prepare(QStringLiteral("DELETE FROM output_completions WHERE output_id = ? AND annotator_id = ?"));
        q.addBindValue(outputId);
        q.addBindValue(ann.value());
    } else {
        q.prepare(QStringLiteral("INSERT INTO output_completions(output_id, annotator_id, updated_at) VALUES (?, ?, ?)")
                  + m_store.dialect().upsertClause({QStringLiteral("output_id"), QStringLiteral("annotator_id")},
                                                   {QStringLiteral("updated_at")}));
        q.addBindValue(outputId);
        q.addBindValue(ann.value());
        q.addBindValue(at);
    }
    return execOrFail(q, what, m_store.filePath());
}

Result<std::optional<std::pair<qint64, qint64>>>
AnnotationStore::nextOutput(OutputQueue queue, const QString &annotator, qint64 afterOutputId) const
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
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT o.item_id, o.id FROM outputs o WHERE ") + condition
              + QStringLiteral(" ORDER BY o.item_id, o.id"));
    if (queue == OutputQueue::UnreviewedDetections)
        q.addBindValue(originKindName(OriginKind::Detector));
    q.addBindValue(annotator);
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read outputs"),
                        sqlErrorText(q.lastError()));
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

Result<QStringList> AnnotationStore::completeBy(qint64 outputId) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT a.name FROM output_completions c JOIN annotators a ON a.id = c.annotator_id"
                             " WHERE c.output_id = ? ORDER BY a.name"));
    q.addBindValue(outputId);
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read the output's completion"),
                        sqlErrorText(q.lastError()));
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

Result<QSet<qint64>> AnnotationStore::rejectedDifferences() const
{
    QSqlQuery q(m_store.database());
    q.prepare(QStringLiteral("SELECT DISTINCT difference_id FROM difference_reviews WHERE decision = ?"));
    q.addBindValue(reviewDecisionName(ReviewDecision::Rejected));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read reviews"),
                        sqlErrorText(q.lastError()));
    QSet<qint64> ids;
    while (q.next())
        ids.insert(q.value(0).toLongLong());
    return ids;
}

Result<std::optional<ReviewDecision>> AnnotationStore::review(qint64 differenceId, const QString &annotator) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT r.decision FROM difference_reviews r JOIN annotators a ON a.id = r.annotator_id"
                             " WHERE r.difference_id = ? AND a.name = ?"));
    q.addBindValue(differenceId);
    q.addBindValue(sqlText(annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read review"),
                        sqlErrorText(q.lastError()));
    if (!q.next())
        return std::optional<ReviewDecision>();
    return reviewDecisionFromName(q.value(0).toString());
}

Status AnnotationStore::setCoherence(qint64 differenceId, const QString &annotator,
                                     const std::optional<CoherenceLabel> &label)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("AnnotationStore", "cannot save coherence label"),
                                 [&] { return setCoherenceInTransaction(differenceId, annotator, label, now()); });
}

Status AnnotationStore::setCoherenceInTransaction(qint64 differenceId, const QString &annotator,
                                                  const std::optional<CoherenceLabel> &label, const QString &at)
{
    const QString what = QCoreApplication::translate("AnnotationStore", "cannot save coherence label");
    Result<qint64> ann = annotatorIdInTransaction(annotator);
    if (!ann)
        return ann.error();
    QSqlQuery q(m_db);
    if (!label) {
        q.prepare(QStringLiteral("DELETE FROM coherence_labels WHERE difference_id = ? AND origin_kind = ?"
                                 " AND origin = ?"));
        q.addBindValue(differenceId);
        q.addBindValue(annotatorOrigin());
        q.addBindValue(sqlText(annotator));
    } else {
        q.prepare(QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                 " origin, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
                  + m_store.dialect().upsertClause(
                      {QStringLiteral("difference_id"), QStringLiteral("origin_kind"), QStringLiteral("origin")},
                      {QStringLiteral("coherent"), QStringLiteral("rationale"), QStringLiteral("updated_at")}));
        q.addBindValue(differenceId);
        q.addBindValue(label->coherent ? 1 : 0);
        q.addBindValue(sqlText(label->rationale));
        q.addBindValue(annotatorOrigin());
        q.addBindValue(sqlText(annotator));
        q.addBindValue(at);
    }
    return execOrFail(q, what, m_store.filePath());
}

Result<std::optional<CoherenceLabel>> AnnotationStore::coherence(qint64 differenceId, const QString &annotator) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT coherent, rationale FROM coherence_labels WHERE difference_id = ?"
                             " AND origin_kind = ? AND origin = ?"));
    q.addBindValue(differenceId);
    q.addBindValue(annotatorOrigin());
    q.addBindValue(sqlText(annotator));
    if (!q.exec())
        return sqlError(QCoreApplication::translate("AnnotationStore", "cannot read coherence label"),
                        sqlErrorText(q.lastError()));
    if (!q.next())
        return std::optional<CoherenceLabel>();
    return std::optional<CoherenceLabel>(
        CoherenceLabel{q.value(0).toBool(), q.value(1).toString(), OriginKind::Annotator, annotator});
}

} // namespace editlens::core
