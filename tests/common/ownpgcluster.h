#pragma once

// A PostgreSQL cluster of a test's own (tests/pg/pgcluster.sh), for tests that stop and restart the server under a
// client: the shared ctest cluster must stay up for the others. Needs EDITLENS_PGCLUSTER_SCRIPT (the script's path).
#include "storage/studystore.h"
#include "studyengine.h"

#include <QProcess>
#include <QSqlQuery>
#include <QStringList>

#include <unistd.h>

namespace editlens::testing {

/// The first column of the first row of `sql` on the study at `location`, read through a connection of its own.
inline qint64 scalarAt(const QString &location, const QString &sql)
{
    auto store = core::StudyStore::open(location);
    if (!store)
        qFatal("%s", qPrintable(store.error().toString()));
    QSqlQuery q(store.value()->database());
    if (!q.exec(sql) || !q.next())
        qFatal("%s", qPrintable(sql));
    return q.value(0).toLongLong();
}

class OwnPgCluster
{
public:
    /// Starts the cluster, described in `envFile`; `server()` says whether it is ready, or why not.
    void start(const QString &envFile)
    {
        m_envFile = envFile;
        QProcess start;
        start.start(QStringLiteral(EDITLENS_PGCLUSTER_SCRIPT), {QStringLiteral("start"), m_envFile});
        start.waitForFinished(180000);
        m_server = readPgTestServer(m_envFile);
    }
    /// Stops the cluster and removes its folder.
    void remove()
    {
        QProcess stop;
        stop.start(QStringLiteral(EDITLENS_PGCLUSTER_SCRIPT), {QStringLiteral("stop"), m_envFile});
        stop.waitForFinished(120000);
    }
    const PgTestServer &server() const { return m_server; }

    /// The server goes away (a fast shutdown: clients' connections drop) ...
    bool stopServer() { return pgCtl({QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("stop")}); }
    /// ... and comes back on the same socket and port.
    bool startServer()
    {
        return pgCtl(
            {QStringLiteral("-l"), m_server.socket + QStringLiteral("/server.log"), QStringLiteral("-o"),
             QStringLiteral("-k %1 -p %2 -c listen_addresses=127.0.0.1").arg(m_server.socket).arg(m_server.port),
             QStringLiteral("start")});
    }

private:
    bool pgCtl(const QStringList &args)
    {
        QStringList command{m_server.pgCtl, QStringLiteral("-D"), m_server.data, QStringLiteral("-w")};
        command += args;
        QProcess p;
        if (::getuid() == 0) // PostgreSQL refuses to run as root
            p.start(QStringLiteral("runuser"),
                    QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--")} + command);
        else
            p.start(command.takeFirst(), command);
        return p.waitForFinished(120000) && p.exitCode() == 0;
    }

    QString m_envFile;
    PgTestServer m_server;
};

} // namespace editlens::testing
