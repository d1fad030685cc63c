#include "storage/scorewriter.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

namespace {

/// Writes one output's scores, embeddings and detector differences inside the caller's transaction.
class ResultStatements
{
public:
    explicit ResultStatements(StudyStore &store)
        : m_dialect(store.dialect())
        , m_file(store.filePath())
        , m_what(QCoreApplication::translate("ScoreWriter", "cannot store scoring results"))
        , m_db(store.database())
        , m_score(m_db)
        , m_removeScore(m_db)
        , m_removeDifferences(m_db)
        , m_difference(m_db)
    {
        // A failed prepare surfaces at the statement's first exec, with the engine's words.
        m_removeScore.prepare(QStringLiteral("DELETE FROM scores WHERE output_id = ? AND metric = ? AND version <> ?"));
        m_score.prepare(
            QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (?, ?, ?, ?)")
            + m_dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("metric"), QStringLiteral("version")},
                                     {QStringLiteral("value")}));
        m_removeDifferences.prepare(
            QStringLiteral("DELETE FROM differences WHERE output_id = ? AND origin_kind = ? AND origin = ?"));
        m_difference.prepare(
            QStringLiteral("INSERT INTO differences(output_id, op, description, x0, y0, x1, y1, confidence,"
                           " origin_kind, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    }

    Status write(const OutputResults &r)
    {
        for (const Score &s : r.scores) {
            if (r.replaceOtherVersions) {
                m_removeScore.addBindValue(r.outputId);
                m_removeScore.addBindValue(sqlText(s.metric));
                m_removeScore.addBindValue(sqlText(s.version));
                if (Status e = execOrFail(m_removeScore, m_what, m_file); !e)
                    return e;
            }
            m_score.addBindValue(r.outputId);
            m_score.addBindValue(sqlText(s.metric));
            m_score.addBindValue(sqlText(s.version));
            m_score.addBindValue(s.value);
            if (Status e = execOrFail(m_score, m_what, m_file); !e)
                return e;
        }
        if (Status e = insertEmbeddings(m_db, m_dialect, r.embeddings); !e)
            return Error{e.error().message, m_file};
        return r.differences ? writeDifferences(r) : Status::success();
    }

private:
    Status writeDifferences(const OutputResults &r)
    {
        m_removeDifferences.addBindValue(r.outputId);
        m_removeDifferences.addBindValue(originKindName(OriginKind::Detector));
        m_removeDifferences.addBindValue(sqlText(r.differencesOrigin));
        if (Status e = execOrFail(m_removeDifferences, m_what, m_file); !e)
            return e;
        for (const Difference &d : *r.differences) {
            for (const QVariant &v :
                 {QVariant(r.outputId), QVariant(editOpName(d.op)), sqlText(d.description), QVariant(d.box.left()),
                  QVariant(d.box.top()), QVariant(d.box.right()), QVariant(d.box.bottom()), QVariant(d.confidence),
                  QVariant(originKindName(OriginKind::Detector)), sqlText(r.differencesOrigin)})
                m_difference.addBindValue(v);
            if (Status e = execOrFail(m_difference, m_what, m_file); !e)
                return e;
        }
        return Status::success();
    }

    const SqlDialect &m_dialect;
    const QString m_file;
    const QString m_what;
    QSqlDatabase &m_db;
    QSqlQuery m_score, m_removeScore, m_removeDifferences, m_difference;
};

} // namespace

Status writeResults(StudyStore &store, const QVector<OutputResults> &results)
{
    if (results.isEmpty())
        return Status::success();
    WriteTransaction tx(store.database(), store.dialect());
    if (!tx.beginWaiting())
        return Error{QCoreApplication::translate("ScoreWriter", "cannot start a transaction: %1").arg(tx.lastError()),
                     store.filePath()};
    {
        ResultStatements statements(store); // finished before the transaction ends
        for (const OutputResults &r : results) {
            if (Status s = statements.write(r); !s)
                return s;
        }
    }
    if (!tx.commit())
        return Error{
            QCoreApplication::translate("ScoreWriter", "cannot commit scoring results: %1").arg(tx.lastError()),
            store.filePath()};
    return Status::success();
}

} // namespace editlens::core
