// WebServer in front of a WebWorkerPool (`serve --workers`): participants are answered at once on different
// workers while one worker is held, one participant's requests stay in order on one worker, an answer whose client
// left before it came back is still committed (and nothing crashes), and slow or idle connections are closed.
#include "annotationfixture.h"
#include "document/studyplan.h"
#include "testutil.h"
#include "web/webapi.h"
#include "web/webserver.h"
#include "web/webworkers.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSemaphore>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace editlens::core;

namespace {

/// A raw HTTP/1.1 client on one connection: the server answers on this thread while it waits.
class Client
{
public:
    explicit Client(quint16 port)
    {
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        QObject::connect(&m_socket, &QTcpSocket::readyRead, [this] { m_buffer += m_socket.readAll(); });
    }

    QTcpSocket &socket() { return m_socket; }
    bool closed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }
    /// Whatever has arrived so far, unparsed.
    QByteArray received() const { return m_buffer; }

    void send(const QByteArray &request) { m_socket.write(request); }

    /// Waits for one response: status and body (0 when the connection closed first).
    QPair<int, QJsonObject> next()
    {
        QDeadlineTimer deadline(20000);
        for (;;) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                const QByteArray head = m_buffer.left(end);
                const qsizetype at = head.toLower().indexOf("content-length:");
                const qsizetype length = head.mid(at + 15, head.indexOf('\r', at) - at - 15).trimmed().toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    const int status = head.mid(9, 3).toInt();
                    const QByteArray body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    return {status, QJsonDocument::fromJson(body).object()};
                }
            }
            if (closed() || deadline.hasExpired())
                return {0, {}};
            QTest::qWait(1);
        }
    }

    QPair<int, QJsonObject> exchange(const QByteArray &request)
    {
        send(request);
        return next();
    }

private:
    QTcpSocket m_socket;
    QByteArray m_buffer;
};

QByteArray get(const QByteArray &path, const QByteArray &token)
{
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + token + "\r\n\r\n";
}

QByteArray post(const QByteArray &path, const QByteArray &token, const QJsonObject &body)
{
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + token
           + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(json.size()) + "\r\n\r\n"
           + json;
}

} // namespace

class TestWebWorkers : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file;
    std::unique_ptr<StudyStore> m_store;
    std::unique_ptr<WebWorkerPool> m_pool;
    std::unique_ptr<WebServer> m_server;
    quint16 m_port = 0;
    // Two participants whose requests go to different workers; the first one's worker can be held.
    QByteArray m_held;
    QByteArray m_other;
    int m_heldWorker = -1;
    std::atomic<bool> m_hold{false};
    std::atomic<int> m_otherServedBy{-1};
    QSemaphore m_entered;
    QSemaphore m_gate;

    /// The server's open connections from the client port `port`.
    int serverConnections(quint16 port) const
    {
        const QList<QTcpSocket *> sockets = m_server->findChildren<QTcpSocket *>();
        return int(std::count_if(sockets.cbegin(), sockets.cend(), [port](const QTcpSocket *s) {
            return s->state() == QAbstractSocket::ConnectedState && s->peerPort() == port;
        }));
    }

    /// Whether the held worker is inside the hook, holding its request (no side effect: QTRY_VERIFY asks twice).
    bool heldWorkerWaits() const { return m_entered.available() > 0; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("workers.editlens"));
        m_store = makeAnnotationStudy(m_file, 3, 2);
        const QStringList names{QStringLiteral("alice"), QStringLiteral("bob")};
        PlanOptions plan;
        plan.settings.seed = 11;
        EL_VERIFY_OK(StudyPlan::create(*m_store, names, plan));
        WebApi api(*m_store, WebApiOptions{});
        EL_VERIFY_OK(api.load());
        const auto held = api.linkToken(names[0], 7);
        EL_VERIFY_OK(held);
        m_held = held.value();
        // The study's secret is new on every run, so are the tokens: bob's links of different lifetimes are
        // different tokens, and one of them lands on the other worker (all 64 on one: 2^-64).
        for (int days = 1; days <= 64 && m_other.isEmpty(); ++days) {
            const auto token = api.linkToken(names[1], days);
            EL_VERIFY_OK(token);
            if (WebWorkerPool::workerFor(token.value(), 2) != WebWorkerPool::workerFor(m_held, 2))
                m_other = token.value();
        }
        QVERIFY2(!m_other.isEmpty(), "every token landed on the same worker");
        m_heldWorker = WebWorkerPool::workerFor(m_held, 2);

        m_pool = std::make_unique<WebWorkerPool>();
        m_pool->setBeforeHandle([this](int worker, const WebRequest &) {
            if (worker != m_heldWorker) {
                m_otherServedBy = worker;
                return;
            }
            if (m_hold.exchange(false)) {
                m_entered.release();
                m_gate.acquire();
            }
        });
        const QString file = m_file;
        EL_VERIFY_OK(m_pool->start(2, [file](int) -> Result<WebWorkerApi> {
            auto opened = StudyStore::open(file);
            if (!opened)
                return opened.error();
            WebWorkerApi made;
            made.store = std::move(opened.value());
            made.api = std::make_unique<WebApi>(*made.store, WebApiOptions{});
            if (Status s = made.api->load(); !s)
                return s.error();
            return made;
        }));
        QCOMPARE(m_pool->size(), 2);
        m_server = std::make_unique<WebServer>(*m_pool);
        const auto port = m_server->start(QHostAddress::LocalHost, 0);
        EL_VERIFY_OK(port);
        m_port = port.value();
    }

    void anotherParticipantIsAnsweredWhileOneWorkerIsHeld()
    {
        Client held(m_port);
        m_hold = true;
        held.send(get("/api/session", m_held));
        QTRY_VERIFY(heldWorkerWaits());
        m_entered.acquire();

        Client other(m_port);
        const auto answer = other.exchange(get("/api/session", m_other));
        QCOMPARE(answer.first, 200);
        QCOMPARE(m_otherServedBy.load(), 1 - m_heldWorker);

        m_gate.release();
        const auto late = held.next();
        QCOMPARE(late.first, 200);
        QVERIFY(!late.second.value(QStringLiteral("annotator")).toString().isEmpty());
        QVERIFY(late.second.value(QStringLiteral("annotator")) != answer.second.value(QStringLiteral("annotator")));
    }

    void anAnswerWhoseClientLeftIsCommittedAllTheSame()
    {
        Client first(m_port);
        const auto item = first.exchange(get("/api/item", m_held));
        QCOMPARE(item.first, 200);
        const QJsonValue itemId = item.second.value(QStringLiteral("item"));
        QVERIFY(!itemId.isUndefined());
        QVERIFY(item.second.value(QStringLiteral("answers"))
                    .toObject()
                    .value(QStringLiteral("ratings"))
                    .toArray()
                    .isEmpty());

        Client leaving(m_port);
        m_hold = true;
        leaving.send(post("/api/answer", m_held,
                          QJsonObject{{QStringLiteral("item"), itemId},
                                      {QStringLiteral("output"), 0},
                                      {QStringLiteral("dimension"), QStringLiteral("overall")},
                                      {QStringLiteral("value"), 4}}));
        QTRY_VERIFY(heldWorkerWaits());
        m_entered.acquire();
        const quint16 leavingPort = leaving.socket().localPort();
        leaving.socket().abort();
        // The server has seen the client go (its socket closed or deleted) before the worker answers.
        QTRY_VERIFY(serverConnections(leavingPort) == 0);
        m_gate.release();

        // The participant's next request goes to the same worker, after the answer: it sees it committed.
        Client again(m_port);
        const auto after = again.exchange(get("/api/item", m_held));
        QCOMPARE(after.first, 200);
        const QJsonArray ratings =
            after.second.value(QStringLiteral("answers")).toObject().value(QStringLiteral("ratings")).toArray();
        QCOMPARE(ratings.size(), 1);
        QCOMPARE(ratings.first().toObject().value(QStringLiteral("value")).toInt(), 4);
    }

    void aSlowRequestIsClosedAndAnIdleConnectionToo()
    {
        WebServer slow(*m_pool);
        slow.setTimeouts(200, 60 * 60 * 1000);
        const auto slowPort = slow.start(QHostAddress::LocalHost, 0);
        EL_VERIFY_OK(slowPort);
        Client idle(slowPort.value());
        Client trickle(slowPort.value());
        trickle.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"); // never finished
        QTRY_VERIFY(trickle.closed());
        QVERIFY(!idle.closed());
        QCOMPARE(idle.exchange("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").first, 200);

        WebServer idler(*m_pool);
        idler.setTimeouts(60 * 60 * 1000, 200);
        const auto idlePort = idler.start(QHostAddress::LocalHost, 0);
        EL_VERIFY_OK(idlePort);
        Client quiet(idlePort.value());
        QTRY_VERIFY(quiet.closed());
    }

    void cleanupTestCase()
    {
        m_server.reset();
        m_pool.reset();
        m_store.reset();
    }
};

QTEST_GUILESS_MAIN(TestWebWorkers)
#include "tst_webworkers.moc"
