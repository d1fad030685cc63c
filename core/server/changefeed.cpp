#include "changefeed.h"

#include "server/studyaccess.h"
#include "storage/filechangescan.h"
#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <tuple>
#include <utility>

Q_LOGGING_CATEGORY(lcChangeFeed, "editlens.server.changefeed")

namespace editlens::core {

namespace {

/// Tables whose changes another window wants to know about by name (ratings are announced row by row).
const QStringList &tablesAnnouncedByName()
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
    if (!dialect) {
        startPolling();
        return;
    }
    m_channel = channelOf(dialect->schema());
    const Result<QString> annotator = studyaccess::annotatorOfCurrentRole(store);
    if (annotator && annotator.value().isEmpty())
        m_ratingsChannel = ownersRatingsChannel();
    QSqlDriver *driver = store.database().driver();
    if (!driver || !driver->subscribeToNotification(m_channel)
        || (!m_ratingsChannel.isEmpty() && !driver->subscribeToNotification(m_ratingsChannel))) {
        qCWarning(lcChangeFeed) << "cannot listen to" << m_channel << "on" << store.filePath();
        return;
    }
    m_listening = true;
    qCDebug(lcChangeFeed) << "listening on" << m_channel
                          << (m_ratingsChannel.isEmpty() ? "" : "and the ratings channel") << "for" << store.filePath();
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
                m_pending.push_back({!m_ratingsChannel.isEmpty() && name == m_ratingsChannel, payload.toString()});
                if (!m_debounce->isActive())
                    m_debounce->start();
            });
}

ChangeFeed::~ChangeFeed()
{
    if (m_listening && !m_file && m_store.database().isOpen() && m_store.database().driver()) {
        for (const QString &channel : {m_channel, m_ratingsChannel})
            if (!channel.isEmpty())
                m_store.database().driver()->unsubscribeFromNotification(channel);
        qCDebug(lcChangeFeed) << "stopped listening on" << m_channel << "for" << m_store.filePath();
    }
}

void ChangeFeed::resubscribe()
{
    if (!m_listening || m_file)
        return;
    QSqlDriver *driver = m_store.database().driver();
    for (const QString &channel : {m_channel, m_ratingsChannel}) {
        if (channel.isEmpty())
            continue;
        // A connection opened again has forgotten what the old one listened to; one that was not lost has not.
        if (driver->subscribedToNotifications().contains(channel))
            driver->unsubscribeFromNotification(channel);
        if (!driver->subscribeToNotification(channel))
            qCWarning(lcChangeFeed) << "cannot listen again to" << channel << "on" << m_store.filePath();
    }
    qCDebug(lcChangeFeed) << "listening again on" << m_channel << "for" << m_store.filePath();
}

QString ChangeFeed::channelOf(const QString &studyName)
{
    return QStringLiteral("el_") + studyName.left(60);
}

QStringList ChangeFeed::announcedTables()
{
    return tablesAnnouncedByName() + QStringList{QStringLiteral("ratings")};
}

QString ChangeFeed::ownersRatingsChannel()
{
    Result<QString> channel = ratingsChannel(m_store);
    if (!channel) {
        // Published before ratings had a channel of their own with a secret name: the owner installs it now.
        if (Status s = installTriggers(m_store); !s) {
            qCWarning(lcChangeFeed) << "ratings are not announced to this window:" << s.error().toString();
            return {};
        }
        channel = ratingsChannel(m_store);
    }
    if (!channel) {
        qCWarning(lcChangeFeed) << "ratings are not announced to this window:" << channel.error().toString();
        return {};
    }
    return channel.value();
}

Result<QString> ChangeFeed::ratingsChannel(StudyStore &store)
{
    QSqlQuery q(store.database());
    if (Status s =
            execSql(q, QStringLiteral("SELECT channel FROM owner_channel"),
                    QCoreApplication::translate("ChangeFeed", "cannot read the ratings channel"), store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return Error{QCoreApplication::translate("ChangeFeed", "this login may not hear the study's ratings"),
                     store.filePath()};
    return q.value(0).toString();
}

void ChangeFeed::handlePending()
{
    const auto batch = std::exchange(m_pending, {});
    qCDebug(lcChangeFeed) << batch.size() << "announcements in one burst on" << m_channel;
    const QStringList known = announcedTables();
    QStringList tables;
    QStringList changed; // ids of ratings said to be set
    QStringList gone;    // (output, dimension id, annotator id) of ratings said to be cleared, as SQL rows
    for (const auto &[onRatingsChannel, payload] : batch) {
        const QJsonObject o = QJsonDocument::fromJson(payload.toUtf8()).object();
        const QString table = o.value(QStringLiteral("table")).toString();
        if (!known.contains(table)) // only a name this feed knows reaches the views
            continue;
        if (!tables.contains(table))
            tables << table;
        if (table != QLatin1String("ratings") || !onRatingsChannel)
            continue;
        // Numbers only, written as such: what a payload says is where to look, never a value to use.
        auto number = [&](const char *field) { return QString::number(o.value(QLatin1String(field)).toInteger()); };
        if (o.value(QStringLiteral("op")).toString() == QLatin1String("DELETE"))
            gone << QStringLiteral("(%1::bigint, %2::bigint, %3::bigint)")
                        .arg(number("output"), number("dimension"), number("annotator"));
        else
            changed << number("id");
    }
    if (!changed.isEmpty() || !gone.isEmpty()) {
        // One query for the batch, under this role's own rights: each rating said to be set, as the server holds it,
        // and each said to be cleared, with the value the server still holds (NULL when it is indeed gone).
        QStringList parts;
        if (!changed.isEmpty())
            parts << QStringLiteral("SELECT r.output_id, d.name, a.name, r.value FROM ratings r JOIN dimensions d ON"
                                    " d.id = r.dimension_id JOIN annotators a ON a.id = r.annotator_id"
                                    " WHERE r.id IN (%1)")
                         .arg(changed.join(QLatin1Char(',')));
        if (!gone.isEmpty())
            parts << QStringLiteral("SELECT v.o, d.name, a.name, r.value FROM (VALUES %1) AS v(o, d, a) JOIN"
                                    " dimensions d ON d.id = v.d JOIN annotators a ON a.id = v.a LEFT JOIN ratings r"
                                    " ON r.output_id = v.o AND r.dimension_id = v.d AND r.annotator_id = v.a")
                         .arg(gone.join(QLatin1Char(',')));
        QSqlQuery q(m_store.database());
        // A failed read-back is only logged: each table is still announced below, and the window reads it again.
        if (Status s = execSql(q, parts.join(QStringLiteral(" UNION ALL ")),
                               QStringLiteral("cannot read announced ratings back"), m_store.filePath());
            !s)
            qCWarning(lcChangeFeed) << s.error().toString();
        else
            while (q.next())
                Q_EMIT ratingChanged(q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                                     q.value(3).isNull() ? std::nullopt : std::optional<double>(q.value(3).toDouble()));
    }
    for (const QString &table : std::as_const(tables))
        Q_EMIT tableChanged(table);
}

Status ChangeFeed::installTriggers(StudyStore &store)
{
    const auto *dialect = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!dialect)
        return Status::success();
    const QString schema = dialect->schema();
    const QString channel = channelOf(schema);
    // 128 random bits: the ratings channel cannot be guessed, only read by the owner.
    const QString secret = QStringLiteral("elr_%1%2")
                               .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'))
                               .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    QStringList sql;
    // The owner-only table of the secret. A restrictive policy denies every row to every login but its owner (who
    // is not subject to the table's row security), whatever grants and permissive policies other code adds later;
    // writing it is not granted to anyone.
    sql << QStringLiteral("CREATE TABLE IF NOT EXISTS owner_channel (channel TEXT NOT NULL)")
        << QStringLiteral("REVOKE ALL ON owner_channel FROM PUBLIC")
        << QStringLiteral("ALTER TABLE owner_channel ENABLE ROW LEVEL SECURITY")
        << QStringLiteral("DROP POLICY IF EXISTS el_owner_only ON owner_channel")
        << QStringLiteral("CREATE POLICY el_owner_only ON owner_channel AS RESTRICTIVE FOR ALL USING (false) WITH CHECK"
                          " (false)")
        << QStringLiteral("INSERT INTO owner_channel(channel) SELECT '%1' WHERE NOT EXISTS (SELECT 1 FROM"
                          " owner_channel)")
               .arg(secret);
    // The rating trigger reads the secret with its owner's rights (SECURITY DEFINER), so an annotator's write
    // announces on a channel the annotator cannot name. Its search_path is pinned, with pg_temp last, and the table
    // is named with its schema: no temporary table of the writer's can stand in for it.
    sql << QStringLiteral(
               "CREATE OR REPLACE FUNCTION el_notify_rating() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET "
               "search_path = %1, pg_temp AS $f$ DECLARE r ratings%ROWTYPE; ch text; BEGIN IF TG_OP = 'DELETE' THEN "
               "r := OLD; ELSE r := NEW; END IF; SELECT channel INTO ch FROM %1.owner_channel LIMIT 1; IF ch IS NOT "
               "NULL THEN PERFORM pg_notify(ch, json_build_object('table', 'ratings', 'op', TG_OP, 'id', r.id, "
               "'output', r.output_id, 'dimension', r.dimension_id, 'annotator', r.annotator_id)::text); END IF; "
               "RETURN NULL; END $f$")
               .arg(schema)
        << QStringLiteral("DROP TRIGGER IF EXISTS el_notify ON ratings")
        << QStringLiteral("CREATE TRIGGER el_notify AFTER INSERT OR UPDATE OR DELETE ON ratings FOR EACH ROW EXECUTE "
                          "FUNCTION el_notify_rating()")
        << QStringLiteral("CREATE OR REPLACE FUNCTION el_notify_change() RETURNS trigger LANGUAGE plpgsql SET "
                          "search_path FROM CURRENT AS $f$ BEGIN PERFORM pg_notify('%1', json_build_object('table', "
                          "TG_TABLE_NAME)::text); RETURN NULL; END $f$")
               .arg(channel);
    for (const QString &t : tablesAnnouncedByName())
        sql << QStringLiteral("DROP TRIGGER IF EXISTS el_notify ON %1").arg(t)
            << QStringLiteral("CREATE TRIGGER el_notify AFTER INSERT OR UPDATE OR DELETE ON %1 FOR EACH STATEMENT "
                              "EXECUTE FUNCTION el_notify_change()")
                   .arg(t);
    const QString what = QCoreApplication::translate("ChangeFeed", "cannot install the study's change announcements");
    Status installed =
        runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
            for (const QString &statement : sql) {
                QSqlQuery q(store.database());
                if (Status s = execSql(q, statement, what, store.filePath()); !s)
                    return s;
            }
            return Status::success();
        });
    if (!installed)
        qCWarning(lcChangeFeed) << "change announcements not installed:" << installed.error().toString();
    return installed;
}

void ChangeFeed::startPolling()
{
    auto scan = std::make_unique<FileChangeScan>();
    if (!scan->start(m_store.database())) {
        qCWarning(lcChangeFeed) << "cannot watch" << m_store.filePath() << "for other connections' changes";
        return;
    }
    m_file = std::move(scan);
    auto *timer = new QTimer(this);
    timer->setInterval(pollMs);
    connect(timer, &QTimer::timeout, this, &ChangeFeed::poll);
    timer->start();
    m_listening = true;
}

void ChangeFeed::poll()
{
    if (!m_file || !m_store.database().isOpen())
        return;
    const std::optional<FileChangeScan::Changes> found = m_file->scan(m_store.database());
    if (!found || !found->foreign) // this connection's own writes only: the scan's copy moved along, nothing to say
        return;
    for (const FileChangeScan::RatingChange &r : found->ratings)
        Q_EMIT ratingChanged(r.outputId, r.dimension, r.annotator, r.value);
    for (const QString &table : found->tables)
        Q_EMIT tableChanged(table);
}

} // namespace editlens::core
