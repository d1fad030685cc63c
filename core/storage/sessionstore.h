#pragma once

#include "study/judgements.h"
#include "util/error.h"

#include <QString>
#include <QVector>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// An annotator's work on items over time: timed sessions, submissions and the audited revise log. On the connection
/// of a StudyStore (same thread); each write runs in its own transaction (WriteTransaction) and is durable when it
/// returns; annotators are recorded on first use. Timestamps are storedNow()'s. Non-owning: the StudyStore must
/// outlive it.
class SessionStore
{
public:
    explicit SessionStore(StudyStore &store);

    // Sessions: time spent on an item.
    Result<qint64> beginSession(const QString &annotator, qint64 itemId);
    Status endSession(qint64 sessionId);
    /// Every session (of `annotator`, or of everyone for ""), in the order they began.
    Result<QVector<AnnotatorSession>> sessions(const QString &annotator = {}) const;

    // Submit / revise (audited).
    Status submitItem(const QString &annotator, qint64 itemId);
    Status reviseItem(const QString &annotator, qint64 itemId, const QString &reason);
    Result<Submission> submission(const QString &annotator, qint64 itemId) const;

    /// submitItem() without a transaction of its own, for a caller that holds one (the offline journal's replay
    /// records the edit's key in the same transaction); `at` (ISO 8601 UTC) is kept as submitted_at.
    Status submitItemInTransaction(const QString &annotator, qint64 itemId, const QString &at);

private:
    StudyStore &m_store;
    QSqlDatabase &m_db;
};

} // namespace editlens::core
