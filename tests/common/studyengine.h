#pragma once

// Which engine the tests' studies live on. A test registered ALSO_ON_POSTGRESQL runs twice: once on study files, once
// (ctest name `<test>_pg`, EDITLENS_TEST_ENGINE=postgresql) with every study it creates through studyLocation() on
// the throwaway cluster that tests/pg/pgcluster.sh starts. Tests of SQLite's own file behaviour skip in the second
// run with EL_SKIP_ON_SERVER.
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QString>
#include <QTest>
#include <QUrl>

namespace editlens::testing {

/// The throwaway cluster, as pgcluster.sh described it, or why there is none.
struct PgTestServer
{
    bool ready = false;
    QString reason; ///< why not ready
    QString socket; ///< the Unix socket folder (trusted: the cluster owner's connections)
    int port = 0;   ///< also listening on 127.0.0.1:port with passwords (scram-sha-256)
    QString user;   ///< the cluster owner (a superuser)
    QString data;   ///< the cluster's data folder
    QString pgCtl;  ///< its pg_ctl
    QString cert;   ///< the server's self-signed certificate when TCP connections may use TLS, else empty

    /// The URL of study `study` in the test database, as the cluster owner over the socket.
    QString url(const QString &study) const
    {
        return QStringLiteral("postgresql://%1@/editlens_test?host=%2&port=%3&study=%4")
            .arg(user, QString::fromLatin1(QUrl::toPercentEncoding(socket)), QString::number(port), study);
    }
    /// The URL of `study` over TCP on loopback as `role` with `password` (what an annotator on another machine uses).
    QString tcpUrl(const QString &study, const QString &role, const QString &password) const
    {
        return QStringLiteral("postgresql://%1:%2@127.0.0.1:%3/editlens_test?study=%4")
            .arg(role, QString::fromLatin1(QUrl::toPercentEncoding(password)), QString::number(port), study);
    }
};

inline PgTestServer readPgTestServer(QString envFile = {})
{
    PgTestServer server;
    if (envFile.isEmpty())
        envFile = qEnvironmentVariable("EDITLENS_PG_ENV");
    if (envFile.isEmpty()) {
        server.reason = QStringLiteral("PostgreSQL tests run under ctest, which starts the throwaway cluster "
                                       "(pg_cluster_start); EDITLENS_PG_ENV is not set");
        return server;
    }
    QFile f(envFile);
    if (!f.open(QIODevice::ReadOnly)) {
        server.reason = QStringLiteral("no cluster description at %1 (did pg_cluster_start run?)").arg(envFile);
        return server;
    }
    QHash<QString, QString> values;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        const int eq = line.indexOf(QLatin1Char('='));
        if (eq > 0) {
            QString value = line.mid(eq + 1);
            value.replace(QStringLiteral("\\ "), QStringLiteral(" "));
            values.insert(line.left(eq), value);
        }
    }
    server.ready = values.value(QStringLiteral("EDITLENS_PG_STATUS")) == QLatin1String("ready");
    server.reason = values.value(QStringLiteral("EDITLENS_PG_REASON"));
    server.socket = values.value(QStringLiteral("EDITLENS_PG_SOCKET"));
    server.port = values.value(QStringLiteral("EDITLENS_PG_PORT")).toInt();
    server.user = values.value(QStringLiteral("EDITLENS_PG_USER"));
    server.data = values.value(QStringLiteral("EDITLENS_PG_DATA"));
    server.pgCtl = values.value(QStringLiteral("EDITLENS_PG_CTL"));
    server.cert = values.value(QStringLiteral("EDITLENS_PG_CERT"));
    if (!server.ready && server.reason.isEmpty())
        server.reason = QStringLiteral("the cluster is not ready");
    return server;
}

inline const PgTestServer &pgTestServer()
{
    static const PgTestServer server = readPgTestServer();
    return server;
}

/// True in the `<test>_pg` run: studies go to the PostgreSQL cluster.
inline bool testOnServer()
{
    return qEnvironmentVariable("EDITLENS_TEST_ENGINE") == QLatin1String("postgresql");
}

/// A study name no other test run uses (lower case, a prefix from `hint`, then random hex).
inline QString uniqueStudyName(const QString &hint)
{
    QString prefix = hint.toLower();
    prefix.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    prefix = prefix.left(30);
    if (prefix.isEmpty() || prefix.at(0).isDigit())
        prefix.prepend(QLatin1Char('s'));
    return QStringLiteral("%1_%2").arg(prefix).arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
}

/// Where the test's study `file` lives: the file itself, or in the `_pg` run a study on the cluster (the same one
/// each time the same file is named, so a test that creates and reopens by path does the same on the server).
inline QString studyLocation(const QString &file)
{
    if (!testOnServer() || file.startsWith(QLatin1String("postgresql://")))
        return file;
    static QMutex mutex;
    static QHash<QString, QString> urls;
    const QMutexLocker lock(&mutex);
    QString &url = urls[file];
    if (url.isEmpty())
        url = pgTestServer().url(uniqueStudyName(file.section(QLatin1Char('/'), -1).section(QLatin1Char('.'), 0, 0)));
    return url;
}

} // namespace editlens::testing

/// In the `_pg` run, skips a test of what only a study file does (its locks, its bytes, its -wal file).
#define EL_SKIP_ON_SERVER(why)                                                                                         \
    do {                                                                                                               \
        if (editlens::testing::testOnServer())                                                                         \
            QSKIP("a study-file test, not run on PostgreSQL: " why);                                                   \
    } while (false)

/// In the `_pg` run, skips the whole test case when the cluster could not be started (call from initTestCase).
#define EL_REQUIRE_SERVER_IF_ON_SERVER()                                                                               \
    do {                                                                                                               \
        if (editlens::testing::testOnServer() && !editlens::testing::pgTestServer().ready)                             \
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + editlens::testing::pgTestServer().reason));  \
    } while (false)
