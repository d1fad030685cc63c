#include "storage/embeddingstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace editlens::core {

namespace {

QByteArray toBlob(const std::vector<float> &values)
{
    QByteArray blob(int(values.size() * sizeof(float)), Qt::Uninitialized);
    qToLittleEndian<float>(values.data(), qsizetype(values.size()), blob.data());
    return blob;
}

std::vector<float> fromBlob(const QByteArray &blob)
{
    std::vector<float> values(std::size_t(blob.size()) / sizeof(float));
    qFromLittleEndian<float>(blob.constData(), qsizetype(values.size()), values.data());
    return values;
}

QString readFailed()
{
    return QCoreApplication::translate("EmbeddingStore", "cannot read embeddings");
}

} // namespace

Status insertEmbeddings(QSqlDatabase &db, const SqlDialect &dialect, const QVector<EmbeddingRow> &rows)
{
    if (rows.isEmpty())
        return Status::success();
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("INSERT INTO embeddings(output_id, model, version, kind, dim, data) VALUES (?, ?, ?, ?, ?, ?)")
        + dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("model"), QStringLiteral("version"),
                                QStringLiteral("kind")},
                               {QStringLiteral("dim"), QStringLiteral("data")}));
    for (const EmbeddingRow &row : rows) {
        q.addBindValue(row.outputId);
        q.addBindValue(sqlText(row.model));
        q.addBindValue(sqlText(row.version));
        q.addBindValue(sqlText(row.kind));
        q.addBindValue(qint64(row.values.size()));
        q.addBindValue(toBlob(row.values));
        // No file here: the callers name the study.
        if (Status s = execOrFail(q, QCoreApplication::translate("EmbeddingStore", "cannot store embeddings"), {}); !s)
            return s;
    }
    return Status::success();
}

EmbeddingStore::EmbeddingStore(StudyStore &store) : m_store(store)
{
}

Status EmbeddingStore::write(const QVector<EmbeddingRow> &rows)
{
    QSqlDatabase &db = m_store.database();
    WriteTransaction tx(db, m_store.dialect());
    if (!tx.beginWaiting())
        return Error{
            QCoreApplication::translate("EmbeddingStore", "cannot start a transaction: %1").arg(tx.lastError()),
            m_store.filePath()};
    if (Status s = insertEmbeddings(db, m_store.dialect(), rows); !s)
        return Error{s.error().message, m_store.filePath()};
    if (!tx.commit())
        return Error{QCoreApplication::translate("EmbeddingStore", "cannot commit embeddings: %1").arg(tx.lastError()),
                     m_store.filePath()};
    return Status::success();
}

Result<EmbeddingTable> EmbeddingStore::read(const QString &model, const QString &version, const QString &kind) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT output_id, dim, data FROM embeddings WHERE model = ? AND version = ? AND kind = ?"));
    q.addBindValue(sqlText(model));
    q.addBindValue(sqlText(version));
    q.addBindValue(sqlText(kind));
    if (Status s = execOrFail(q, readFailed(), m_store.filePath()); !s)
        return s.error();
    EmbeddingTable table;
    while (q.next()) {
        const int dim = q.value(1).toInt();
        std::vector<float> values = fromBlob(q.value(2).toByteArray());
        if (int(values.size()) != dim || (table.dim != 0 && dim != table.dim))
            return Error{QCoreApplication::translate("EmbeddingStore",
                                                     "the study is damaged: embedding of output %1 (%2, %3) has %4 "
                                                     "values, expected %5")
                             .arg(q.value(0).toLongLong())
                             .arg(model, kind)
                             .arg(values.size())
                             .arg(table.dim != 0 ? table.dim : dim),
                         m_store.filePath()};
        table.dim = dim;
        table.rows[q.value(0).toLongLong()] = std::move(values);
    }
    return table;
}

Result<QSet<qint64>> EmbeddingStore::outputsWith(const QString &model, const QString &version,
                                                 const QString &kind) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT output_id FROM embeddings WHERE model = ? AND version = ? AND kind = ?"));
    q.addBindValue(sqlText(model));
    q.addBindValue(sqlText(version));
    q.addBindValue(sqlText(kind));
    if (Status s = execOrFail(q, readFailed(), m_store.filePath()); !s)
        return s.error();
    QSet<qint64> out;
    while (q.next())
        out.insert(q.value(0).toLongLong());
    return out;
}

Result<QVector<EmbeddingVersion>> EmbeddingStore::versions(const QString &model, const QString &kind,
                                                           const QString &metric) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT version, count(*) FROM embeddings WHERE model = ? AND kind = ? AND version IN"
                             " (SELECT DISTINCT version FROM scores WHERE metric = ?) GROUP BY version"));
    q.addBindValue(sqlText(model));
    q.addBindValue(sqlText(kind));
    q.addBindValue(sqlText(metric));
    if (Status s = execOrFail(q, readFailed(), m_store.filePath()); !s)
        return s.error();
    QVector<EmbeddingVersion> out;
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toLongLong()});
    std::sort(out.begin(), out.end(), [](const EmbeddingVersion &a, const EmbeddingVersion &b) {
        return a.outputs != b.outputs ? a.outputs > b.outputs : a.version > b.version;
    });
    return out;
}

Result<QVector<OutputKey>> EmbeddingStore::outputKeys() const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    if (Status s =
            execSql(q,
                    QStringLiteral("SELECT o.id, o.item_id, s.name FROM outputs o JOIN systems s ON s.id = o.system_id"
                                   " ORDER BY o.id"),
                    readFailed(), m_store.filePath());
        !s)
        return s.error();
    QVector<OutputKey> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString()});
    return out;
}

} // namespace editlens::core
