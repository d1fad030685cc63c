#include "changefeed.h"

#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/studyaccess.h"
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
#include <QTimer>

#include <tuple>
#include <utility>

Q_LOGGING_CATEGORY(lcChangeFeed, "editlens.changefeed")

namespace editlens::core {

namespace {

/// Tables whose changes another window wants to know about (ratings are announced row by row).
const QStringList &announcedTables()
{
    static const QStringList tables{QStringLiteral("preferences"),
                                    QStringLiteral("differences"),
                                    QStringLiteral("coherence_labels"),
                                    QStringLiteral("masks"),
                                    QStringLiteral("difference_reviews"),
                                    QStringLiteral("output_completions"),
                                    QStringLiteral("annotator_sessions"),
                                    QStringLiteral("item_submissions"),
                                    QStringLiteral("scores")};
    return tables;
}

} // namespace

ChangeFeed::ChangeFeed(StudyStore &store, QObject *parent) : QObject(parent), m_store(store)
{
    const auto *dialect = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!dialect)
        return;
    m_channel = channelOf(dialect->schema());
    const Result<QString> annotator = studyaccess::annotatorOfCurrentRole(store);
    m_readsRatings = annotator && annotator.value().isEmpty();
    if (m_readsRatings)
        m_ratingsChannel = ratingsChannelOf(dialect->schema());
    QSqlDriver *driver = store.database().driver();
    if (!driver || !driver->subscribeToNotification(m_channel)
        || (m_readsRatings && !driver->subscribeToNotification(m_ratingsChannel))) {
        qCWarning(lcChangeFeed) << "cannot listen to" << m_channel << "on" << store.filePath();
        return;
    }
    m_listening = true;
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(debounceMs);
    connect(m_debounce, &QTimer::timeout, this, &ChangeFeed::handlePending);
    // Qt's driver hands out every queued announcement in one loop: only collect them here, run no query (a query's
    // wait lets more arrive, and the loop would not return to the event loop while they keep coming).
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload) {
                if ((name != m_channel && name != m_ratingsChannel) || source == QSqlDriver::SelfSource)
                    return;
                m_pending << payload.toString();
                if (!m_debounce->isActive())
                    m_debounce->start();
            });
}

ChangeFeed::~ChangeFeed()
{
    if (m_listening && m_store.database().isOpen() && m_store.database().driver())
        for (const QString &channel : {m_channel, m_ratingsChannel})
            if (!channel.isEmpty())
                m_store.database().driver()->unsubscribeFromNotification(channel);
}

void ChangeFeed::resubscribe()
{
    if (!m_listening)
        return;
    QSqlDriver *driver = m_store.database().driver();
    for (const QString &channel : {m_channel, m_ratingsChannel}) {
        if (channel.isEmpty())
            continue;
        driver->unsubscribeFromNotification(channel);
        if (!driver->subscribeToNotification(channel))
            qCWarning(lcChangeFeed) << "cannot listen again to" << channel << "on" << m_store.filePath();
    }
}

QString ChangeFeed::channelOf(const QString &studyName)
{
    return QStringLiteral("el_") + studyName.left(60);
}

QString ChangeFeed::ratingsChannelOf(const QString &studyName)
{
    return QStringLiteral("elr_") + studyName.left(59);
}

void ChangeFeed::handlePending()
{
    const QStringList batch = std::exchange(m_pending, {});
    QStringList tables;
    QVector<qint64> changed;                          // rating ids set or updated
    QVector<std::tuple<qint64, qint64, qint64>> gone; // output, dimension id, annotator id of cleared ratings
    for (const QString &payload : batch) {
        const QJsonObject o = QJsonDocument::fromJson(payload.toUtf8()).object();
        const QString table = o.value(QStringLiteral("table")).toString();
        if (table.isEmpty())
            continue;
        if (!tables.contains(table))
            tables << table;
        if (table != QLatin1String("ratings") || !m_readsRatings)
            continue;
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("DELETE"))
            gone.push_back({o.value(QStringLiteral("output")).toInteger(),
                            o.value(QStringLiteral("dimension")).toInteger(),
                            o.value(QStringLiteral("annotator")).toInteger()});
        else
            changed << o.value(QStringLiteral("id")).toInteger();
    }
    if (!gone.isEmpty()) {
        QHash<qint64, QString> dimensions, annotators;
        QSqlQuery q(m_store.database());
        if (q.exec(QStringLiteral("SELECT id, name FROM dimensions")))
            while (q.next())
                dimensions.insert(q.value(0).toLongLong(), q.value(1).toString());
        if (q.exec(QStringLiteral("SELECT id, name FROM annotators")))
            while (q.next())
                annotators.insert(q.value(0).toLongLong(), q.value(1).toString());
        for (const auto &[output, dimension, annotator] : std::as_const(gone))
            if (annotators.contains(annotator) && dimensions.contains(dimension))
                Q_EMIT ratingChanged(output, dimensions.value(dimension), annotators.value(annotator), std::nullopt);
    }
    if (!changed.isEmpty()) {
        QStringList ids;
        for (const qint64 id : std::as_const(changed))
            ids << QString::number(id);
        // Read back by id under this role's own rights; the ids are numbers from the server, written as such.
        QSqlQuery q(m_store.database());
        if (q.exec(QStringLiteral("SELECT r.output_id, d.name, a.name, r.value FROM ratings r JOIN dimensions d ON"
                                  " d.id = r.dimension_id JOIN annotators a ON a.id = r.annotator_id"
                                  " WHERE r.id IN (%1)")
                       .arg(ids.join(QLatin1Char(',')))))
            while (q.next())
                Q_EMIT ratingChanged(q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                                     q.value(3).toDouble());
    }
    for (const QString &table : std::as_const(tables))
        Q_EMIT tableChanged(table);
}

Status ChangeFeed::installTriggers(StudyStore &store)
{
    const auto *dialect = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!dialect)
        return Status::success();
    const QString channel = channelOf(dialect->schema());
    const QString ratingsChannel = ratingsChannelOf(dialect->schema());
    QStringList sql;
    // SET search_path FROM CURRENT pins the study's schema into the functions, whoever's session fires them.
    sql << QStringLiteral(
               "CREATE OR REPLACE FUNCTION el_notify_rating() RETURNS trigger LANGUAGE plpgsql SET search_path FROM "
               "CURRENT AS $f$ DECLARE r ratings%ROWTYPE; BEGIN IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; "
               "END IF; PERFORM pg_notify('%1', json_build_object('table', 'ratings', 'op', TG_OP, 'id', r.id, "
               "'output', r.output_id, 'dimension', r.dimension_id, 'annotator', r.annotator_id)::text); RETURN NULL; "
               "END $f$")
               .arg(ratingsChannel)
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
