#include "storage/modelcallstore.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>

#include <algorithm>

namespace editlens::core {

namespace {

// The columns in the order of ModelCall's fields; every query below reads and writes them in this order.
const QStringList &columns()
{
    static const QStringList names{QStringLiteral("request_key"),   QStringLiteral("stage"),
                                   QStringLiteral("stage_version"), QStringLiteral("endpoint"),
                                   QStringLiteral("model"),         QStringLiteral("template_sha256"),
                                   QStringLiteral("image_sha256"),  QStringLiteral("item_key"),
                                   QStringLiteral("systems"),       QStringLiteral("subject"),
                                   QStringLiteral("prompt"),        QStringLiteral("raw"),
                                   QStringLiteral("parsed"),        QStringLiteral("status"),
                                   QStringLiteral("error"),         QStringLiteral("latency_ms"),
                                   QStringLiteral("prompt_tokens"), QStringLiteral("completion_tokens"),
                                   QStringLiteral("created_at")};
    return names;
}

QString selectColumns()
{
    return QStringLiteral("SELECT ") + columns().join(QStringLiteral(", ")) + QStringLiteral(" FROM model_calls");
}

QString imageList(const QStringList &hashes)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(hashes)).toJson(QJsonDocument::Compact));
}

QStringList imagesFrom(const QString &text)
{
    QStringList hashes;
    for (const auto &v : QJsonDocument::fromJson(text.toUtf8()).array())
        hashes << v.toString();
    return hashes;
}

// An endpoint is recorded as "name=URL". A URL may carry a credential in its user info (https://user:key@host) or
// its query (?key=…, as some hosted APIs and proxies take it); neither says anything about the answers, so both are
// dropped before the text reaches the study.
QString withoutCredentials(const QString &endpoint)
{
    static const QRegularExpression userInfo(QStringLiteral("(://)[^/?#\\s]*@"));
    static const QRegularExpression query(QStringLiteral("[?#]\\S*"));
    QString text = endpoint;
    text.replace(userInfo, QStringLiteral("\\1"));
    text.replace(query, QString());
    return text;
}

// Text as a column holds it. JSON allows "\u0000" in a string, so an answer may hold NUL, which PostgreSQL's text
// cannot (Qt's driver even cuts the statement there); it is kept as U+FFFD on every engine, so that the call is
// recorded, raw text and all, and reads back the same from a file and from a server.
QVariant storedText(const QString &text)
{
    if (!text.contains(QChar(0)))
        return sqlText(text);
    QString kept = text;
    kept.replace(QChar(0), QChar(QChar::ReplacementCharacter));
    return kept;
}

ModelCall callFrom(const QSqlQuery &q)
{
    ModelCall c;
    c.requestKey = q.value(0).toString();
    c.stage = q.value(1).toString();
    c.stageVersion = q.value(2).toString();
    c.endpoint = q.value(3).toString();
    c.model = q.value(4).toString();
    c.templateSha256 = q.value(5).toString();
    c.imageSha256 = imagesFrom(q.value(6).toString());
    c.itemKey = q.value(7).toString();
    c.systems = q.value(8).toString();
    c.subject = q.value(9).toString();
    c.prompt = q.value(10).toString();
    c.raw = q.value(11).toString();
    c.parsed = q.value(12).toString();
    c.status = q.value(13).toString();
    c.error = q.value(14).toString();
    c.latencyMs = q.value(15).toLongLong();
    c.promptTokens = q.value(16).toInt();
    c.completionTokens = q.value(17).toInt();
    c.createdAt = q.value(18).toString();
    return c;
}

QString readFailed()
{
    return QCoreApplication::translate("ModelCallStore", "cannot read the model calls");
}

} // namespace

ModelCallStore::ModelCallStore(StudyStore &store) : m_store(store)
{
}

Result<std::optional<ModelCall>> ModelCallStore::find(const QString &requestKey) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    // A failed request is no answer: it is asked again on the next run rather than served from the cache.
    q.prepare(selectColumns() + QStringLiteral(" WHERE request_key = ? AND status IN ('ok', 'unparseable')"));
    q.addBindValue(sqlText(requestKey));
    if (Status s = execOrFail(q, readFailed(), m_store.filePath()); !s)
        return s.error();
    if (!q.next())
        return std::optional<ModelCall>();
    return std::optional<ModelCall>(callFrom(q));
}

Status ModelCallStore::record(const ModelCall &call)
{
    static const QStringList statuses{QStringLiteral("ok"), QStringLiteral("unparseable"), QStringLiteral("failed")};
    if (call.requestKey.isEmpty() || call.stage.isEmpty())
        return Error{QCoreApplication::translate("ModelCallStore", "a model call needs a request key and a stage"),
                     m_store.filePath()};
    if (!statuses.contains(call.status))
        return Error{QCoreApplication::translate("ModelCallStore",
                                                 "unknown model call status '%1' (ok, unparseable or failed)")
                         .arg(call.status),
                     m_store.filePath()};
    QSqlDatabase &db = m_store.database();
    const SqlDialect &dialect = m_store.dialect();
    return runInWriteTransaction(
        db, dialect, m_store.filePath(), QCoreApplication::translate("ModelCallStore", "cannot store a model call"),
        [&]() -> Status {
            QSqlQuery q(db);
            QStringList marks;
            for (int i = 0; i < columns().size(); ++i)
                marks << QStringLiteral("?");
            q.prepare(QStringLiteral("INSERT INTO model_calls(%1) VALUES (%2)")
                          .arg(columns().join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")))
                      + dialect.upsertClause({QStringLiteral("request_key")}, columns().mid(1)));
            q.addBindValue(storedText(call.requestKey));
            q.addBindValue(storedText(call.stage));
            q.addBindValue(storedText(call.stageVersion));
            q.addBindValue(storedText(withoutCredentials(call.endpoint)));
            q.addBindValue(storedText(call.model));
            q.addBindValue(storedText(call.templateSha256));
            q.addBindValue(imageList(call.imageSha256));
            q.addBindValue(storedText(call.itemKey));
            q.addBindValue(storedText(call.systems));
            q.addBindValue(storedText(call.subject));
            q.addBindValue(storedText(call.prompt));
            q.addBindValue(storedText(call.raw));
            q.addBindValue(storedText(call.parsed));
            q.addBindValue(call.status);
            q.addBindValue(storedText(call.error));
            q.addBindValue(call.latencyMs);
            q.addBindValue(call.promptTokens);
            q.addBindValue(call.completionTokens);
            q.addBindValue(call.createdAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)
                                                    : call.createdAt);
            return execOrFail(
                q, QCoreApplication::translate("ModelCallStore", "cannot store the model call %1").arg(call.requestKey),
                m_store.filePath());
        });
}

Result<QVector<ModelCall>> ModelCallStore::calls(const QString &stage, const QString &itemKey) const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    QStringList conditions{QStringLiteral("1 = 1")};
    if (!stage.isEmpty())
        conditions << QStringLiteral("stage = ?");
    if (!itemKey.isEmpty())
        conditions << QStringLiteral("item_key = ?");
    // Oldest first: the order they were first recorded (an upsert keeps its row and so its place).
    q.prepare(selectColumns() + QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "))
              + QStringLiteral(" ORDER BY id"));
    if (!stage.isEmpty())
        q.addBindValue(stage);
    if (!itemKey.isEmpty())
        q.addBindValue(itemKey);
    if (Status s = execOrFail(q, readFailed(), m_store.filePath()); !s)
        return s.error();
    QVector<ModelCall> out;
    while (q.next())
        out << callFrom(q);
    return out;
}

Result<QVector<ModelCallTotals>> ModelCallStore::totals() const
{
    QSqlQuery q(m_store.database());
    q.setForwardOnly(true);
    if (Status s = execSql(q,
                           QStringLiteral("SELECT stage, count(*),"
                                          " sum(CASE WHEN status = 'ok' THEN 1 ELSE 0 END),"
                                          " sum(CASE WHEN status = 'unparseable' THEN 1 ELSE 0 END),"
                                          " sum(CASE WHEN status = 'failed' THEN 1 ELSE 0 END),"
                                          " sum(CASE WHEN prompt_tokens >= 0 THEN prompt_tokens ELSE 0 END),"
                                          " sum(CASE WHEN completion_tokens >= 0 THEN completion_tokens ELSE 0 END)"
                                          " FROM model_calls GROUP BY stage"),
                           readFailed(), m_store.filePath());
        !s)
        return s.error();
    QVector<ModelCallTotals> out;
    while (q.next()) {
        ModelCallTotals t;
        t.stage = q.value(0).toString();
        t.calls = q.value(1).toLongLong();
        t.ok = q.value(2).toLongLong();
        t.unparseable = q.value(3).toLongLong();
        t.failed = q.value(4).toLongLong();
        t.promptTokens = q.value(5).toLongLong();
        t.completionTokens = q.value(6).toLongLong();
        out << t;
    }
    // Sorted here, not by the engine: PostgreSQL's collation would order names with a hyphen differently from SQLite.
    std::sort(out.begin(), out.end(),
              [](const ModelCallTotals &a, const ModelCallTotals &b) { return a.stage < b.stage; });
    return out;
}

} // namespace editlens::core
