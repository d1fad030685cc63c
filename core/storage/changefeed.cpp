#include "changefeed.h"

#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcChangeFeed, "editlens.changefeed")

namespace editlens::core {

namespace {

/// Tables whose changes another window wants to know about (ratings are announced row by row).
const QStringList &announcedTables()
{
    static const QStringList tables{QStringLiteral("preferences"),        QStringLiteral("differences"),
                                    QStringLiteral("coherence_labels"),   QStringLiteral("masks"),
                                    QStringLiteral("difference_reviews"), QStringLiteral("output_completions"),
                                    QStringLiteral("annotator_sessions"), QStringLiteral("item_submissions"),
                                    QStringLiteral("scores")};
    return tables;
}

} // namespace

ChangeFeed::ChangeFeed(StudyStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    const auto *dialect = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!dialect)
        return;
    m_channel = channelOf(dialect->schema());
    QSqlDriver *driver = store.database().driver();
    if (!driver || !driver->subscribeToNotification(m_channel)) {
        qCWarning(lcChangeFeed) << "cannot listen to" << m_channel << "on" << store.filePath();
        return;
    }
    m_listening = true;
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload) {
                if (name == m_channel && source != QSqlDriver::SelfSource)
                    onNotification(payload.toString());
            });
}

ChangeFeed::~ChangeFeed()
{
    if (m_listening && m_store.database().isOpen() && m_store.database().driver())
        m_store.database().driver()->unsubscribeFromNotification(m_channel);
}

void ChangeFeed::resubscribe()
{
    if (!m_listening)
        return;
    QSqlDriver *driver = m_store.database().driver();
    driver->unsubscribeFromNotification(m_channel);
    if (!driver->subscribeToNotification(m_channel))
        qCWarning(lcChangeFeed) << "cannot listen again to" << m_channel << "on" << m_store.filePath();
}

QString ChangeFeed::channelOf(const QString &studyName)
{
    return QStringLiteral("el_") + studyName.left(60);
}

void ChangeFeed::onNotification(const QString &payload)
{
    const QJsonObject o = QJsonDocument::fromJson(payload.toUtf8()).object();
    const QString table = o.value(QStringLiteral("table")).toString();
    if (table == QLatin1String("ratings")) {
        const qint64 output = o.value(QStringLiteral("output")).toInteger();
        QSqlQuery q(m_store.database());
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("DELETE")) {
            q.prepare(QStringLiteral("SELECT (SELECT name FROM dimensions WHERE id = ?),"
                                     " (SELECT name FROM annotators WHERE id = ?)"));
            q.addBindValue(o.value(QStringLiteral("dimension")).toInteger());
            q.addBindValue(o.value(QStringLiteral("annotator")).toInteger());
            if (q.exec() && q.next() && !q.value(1).isNull())
                Q_EMIT ratingChanged(output, q.value(0).toString(), q.value(1).toString(), std::nullopt);
        } else {
            // Read back by id: a role that may not see the rating (another annotator's) simply reads nothing.
            q.prepare(QStringLiteral("SELECT r.value, d.name, a.name FROM ratings r JOIN dimensions d ON d.id ="
                                     " r.dimension_id JOIN annotators a ON a.id = r.annotator_id WHERE r.id = ?"));
            q.addBindValue(o.value(QStringLiteral("id")).toInteger());
            if (q.exec() && q.next())
                Q_EMIT ratingChanged(output, q.value(1).toString(), q.value(2).toString(), q.value(0).toDouble());
        }
    }
    if (!table.isEmpty())
        Q_EMIT tableChanged(table);
}

Status ChangeFeed::installTriggers(StudyStore &store)
{
    const auto *dialect = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!dialect)
        return Status::success();
    const QString channel = channelOf(dialect->schema());
    QStringList sql;
    // SET search_path FROM CURRENT pins the study's schema into the functions, whoever's session fires them.
    sql << QStringLiteral(
               "CREATE OR REPLACE FUNCTION el_notify_rating() RETURNS trigger LANGUAGE plpgsql SET search_path FROM "
               "CURRENT AS $f$ DECLARE r ratings%ROWTYPE; BEGIN IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; "
               "END IF; PERFORM pg_notify('%1', json_build_object('table', 'ratings', 'op', TG_OP, 'id', r.id, "
               "'output', r.output_id, 'dimension', r.dimension_id, 'annotator', r.annotator_id)::text); RETURN NULL; "
               "END $f$")
               .arg(channel)
        << QStringLiteral("DROP TRIGGER IF EXISTS el_notify ON ratings")
        << QStringLiteral("CREATE TRIGGER el_notify AFTER INSERT OR UPDATE OR DELETE ON ratings FOR EACH ROW EXECUTE "
                          "FUNCTION el_notify_rating()")
        << QStringLiteral("CREATE OR REPLACE FUNCTION el_notify_change() RETURNS trigger LANGUAGE plpgsql SET "
                          "search_path FROM CURRENT AS $f$ BEGIN PERFORM pg_notify('%1', json_build_object('table', "
                          "TG_TABLE_NAME)::text); RETURN NULL; END $f$")
               .arg(channel);
    for (const QString &t : announcedTables())
        sql << QStringLiteral("DROP TRIGGER IF EXISTS el_notify ON %1").arg(t)
            << QStringLiteral("CREATE TRIGGER el_notify AFTER INSERT OR UPDATE OR DELETE ON %1 FOR EACH STATEMENT "
                              "EXECUTE FUNCTION el_notify_change()")
                   .arg(t);
    const QString what = QCoreApplication::translate("ChangeFeed", "cannot install the study's change announcements");
    return runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
        for (const QString &statement : sql) {
            QSqlQuery q(store.database());
            if (!q.exec(statement))
                return Error{what + QStringLiteral(": ") + sqlErrorText(q.lastError()), store.filePath()};
        }
        return Status::success();
    });
}

} // namespace editlens::core
