// The web session's HTTP side over real sockets: the signed tokens, the rate limiter, and WebServer in front of a
// real WebApi on a small study with a plan (framing, size limits, path tricks, security headers, keep-alive).
#include "annotationfixture.h"
#include "document/studyplan.h"
#include "storage/sqlexec.h"
#include "testutil.h"
#include "web/ratelimiter.h"
#include "web/webapi.h"
#include "web/webserver.h"
#include "web/webtokens.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace editlens::core;

namespace {

const QByteArray kSecret = QByteArray::fromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
const QDateTime kNow = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

WebTokenClaims claims(const QString &annotator, WebTokenClaims::Kind kind = WebTokenClaims::Kind::Link)
{
    return WebTokenClaims{annotator, kind, kNow.addDays(2)};
}

/// One HTTP response as read off the wire.
struct Reply
{
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> headers; ///< names lower case
    QByteArray body;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers)
            if (h.first == name)
                return h.second;
        return {};
    }
};

/// Cuts one complete response off the front of `buffer`; nullopt while it is incomplete.
std::optional<Reply> takeReply(QByteArray &buffer, bool headOnly = false)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return std::nullopt;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    Reply reply;
    const QList<QByteArray> statusLine = lines.first().trimmed().split(' ');
    if (statusLine.size() < 2 || statusLine[0] != "HTTP/1.1")
        return std::nullopt;
    reply.status = statusLine[1].toInt();
    for (int i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        reply.headers.append({lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed()});
    }
    const qsizetype length = headOnly ? 0 : reply.header("content-length").toLongLong();
    if (buffer.size() < end + 4 + length)
        return std::nullopt;
    reply.body = buffer.mid(end + 4, length);
    buffer.remove(0, end + 4 + length);
    return reply;
}

void verifySecurityHeaders(const Reply &reply)
{
    QCOMPARE(reply.header("x-content-type-options"), QByteArray("nosniff"));
    QCOMPARE(reply.header("referrer-policy"), QByteArray("no-referrer"));
    QCOMPARE(reply.header("x-frame-options"), QByteArray("DENY"));
    QCOMPARE(reply.header("cache-control"), QByteArray("no-store"));
    if (reply.header("content-type").startsWith("text/html")) {
        const QByteArray csp = reply.header("content-security-policy");
        QVERIFY2(csp.contains("default-src 'none'") && csp.contains("script-src 'self'")
                     && csp.contains("img-src 'self' blob:") && csp.contains("frame-ancestors 'none'"),
                 csp.constData());
    }
}

/// A raw HTTP/1.1 client on one connection; the server answers on this thread while it waits.
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

    /// Sends `request` and waits for one response (or for the server to close the connection).
    std::optional<Reply> exchange(const QByteArray &request)
    {
        m_socket.write(request);
        return next(request.startsWith("HEAD "));
    }

    std::optional<Reply> next(bool headOnly = false)
    {
        std::optional<Reply> reply;
        QDeadlineTimer deadline(20000);
        while (!(reply = takeReply(m_buffer, headOnly)) && !closed() && !deadline.hasExpired()) {
            // The server lives on this thread: wait in the event loop, for data or for the close.
            QTest::qWait(1);
        }
        if (!reply)
            reply = takeReply(m_buffer, headOnly);
        return reply;
    }

private:
    QTcpSocket m_socket;
    QByteArray m_buffer;
};

} // namespace

class TestWebServer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<StudyStore> m_store;
    std::unique_ptr<WebApi> m_api;
    std::unique_ptr<WebServer> m_server;
    quint16 m_port = 0;
    QByteArray m_token;

    QByteArray get(const QByteArray &path, const QByteArray &extra = {}) const
    {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + "\r\n";
    }

    /// One request on a fresh connection; its response must carry the security headers.
    Reply once(const QByteArray &request)
    {
        Client client(m_port);
        const auto reply = client.exchange(request);
        if (!reply) {
            QTest::qFail("no response", __FILE__, __LINE__);
            return {};
        }
        verifySecurityHeaders(*reply);
        return *reply;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        m_store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("web.editlens")), 3, 2);
        // The run claims an engine; a study made past studyLocation() would quietly test SQLite twice.
        qInfo("studies on %s (%s)", m_store->isServer() ? "PostgreSQL" : "SQLite files",
              qPrintable(m_store->database().driverName()));
        QCOMPARE(m_store->isServer(), editlens::testing::testOnServer());
        PlanOptions plan;
        plan.settings.seed = 11;
        EL_VERIFY_OK(StudyPlan::create(*m_store, {QStringLiteral("alice")}, plan));
        m_api = std::make_unique<WebApi>(*m_store, WebApiOptions{});
        EL_VERIFY_OK(m_api->load());
        const auto token = m_api->linkToken(QStringLiteral("alice"), 7);
        EL_VERIFY_OK(token);
        m_token = token.value();
        m_server = std::make_unique<WebServer>(*m_api);
        const auto port = m_server->start(QHostAddress::LocalHost, 0);
        EL_VERIFY_OK(port);
        m_port = port.value();
        QVERIFY(m_port != 0);
    }

    // --- tokens ---

    void aSignedTokenVerifiesToItsClaims()
    {
        const WebTokens tokens(kSecret);
        for (const auto kind : {WebTokenClaims::Kind::Link, WebTokenClaims::Kind::Crowd}) {
            const QByteArray token = tokens.sign(claims(QStringLiteral("Zoë 李"), kind));
            QVERIFY(token.startsWith("v1."));
            QCOMPARE(token.count('.'), 2);
            const auto back = tokens.verify(token, kNow);
            QVERIFY(back);
            QCOMPARE(back->annotator, QStringLiteral("Zoë 李"));
            QCOMPARE(back->kind, kind);
            QCOMPARE(back->expires, kNow.addDays(2));
            // The documented format: base64url(JSON) and base64url(HMAC-SHA256(secret, "v1." + payload)).
            const QList<QByteArray> parts = token.split('.');
            const QJsonObject payload =
                QJsonDocument::fromJson(QByteArray::fromBase64(parts[1], QByteArray::Base64UrlEncoding)).object();
            QCOMPARE(payload.value(QStringLiteral("a")).toString(), QStringLiteral("Zoë 李"));
            QCOMPARE(qint64(payload.value(QStringLiteral("e")).toDouble()), kNow.addDays(2).toSecsSinceEpoch());
            QCOMPARE(parts[2], base64Url(QMessageAuthenticationCode::hash("v1." + parts[1], kSecret,
                                                                          QCryptographicHash::Sha256)));
        }
    }

    void aChangedOrForeignTokenIsRefused_data()
    {
        QTest::addColumn<QByteArray>("token");
        QTest::addColumn<QDateTime>("at");
        const WebTokens tokens(kSecret);
        const QByteArray good = tokens.sign(claims(QStringLiteral("alice")));
        const QList<QByteArray> parts = good.split('.');
        // bob's payload under alice's mac: the mac covers the payload.
        const QByteArray bobPayload = base64Url(QByteArrayLiteral(R"({"a":"bob","e":1900000000,"k":"link"})"));
        QTest::newRow("tampered payload") << QByteArray("v1." + bobPayload + '.' + parts[2]) << kNow;
        QByteArray mac = parts[2];
        mac[5] = mac[5] == 'A' ? 'B' : 'A';
        QTest::newRow("tampered mac") << QByteArray("v1." + parts[1] + '.' + mac) << kNow;
        QTest::newRow("mac of another secret")
            << WebTokens(QByteArray(32, 'x')).sign(claims(QStringLiteral("alice"))) << kNow;
        QTest::newRow("expired") << good << kNow.addDays(2).addSecs(1);
        QTest::newRow("at the second it expires") << good << kNow.addDays(2);
        QTest::newRow("another version") << QByteArray("v2." + parts[1] + '.' + parts[2]) << kNow;
        QTest::newRow("mac with padding") << QByteArray(good + '=') << kNow;
        QTest::newRow("a fourth part") << QByteArray(good + ".x") << kNow;
        QTest::newRow("empty") << QByteArray() << kNow;
        QTest::newRow("garbage") << QByteArray("Bearer; DROP TABLE ratings") << kNow;
        QTest::newRow("dots only") << QByteArray("v1..") << kNow;
        QTest::newRow("huge") << QByteArray("v1." + QByteArray(100000, 'A') + '.' + parts[2]) << kNow;
        // A payload the secret signed but that is not a token's: refused as well.
        const QByteArray notJson = "v1." + base64Url("[1,2]");
        QTest::newRow("signed non-object payload") << QByteArray(
            notJson + '.' + base64Url(QMessageAuthenticationCode::hash(notJson, kSecret, QCryptographicHash::Sha256)))
                                                   << kNow;
    }

    void aChangedOrForeignTokenIsRefused()
    {
        QFETCH(QByteArray, token);
        QFETCH(QDateTime, at);
        QVERIFY(!WebTokens(kSecret).verify(token, at));
        // ...and the untouched token is accepted at the same time, where it has not expired.
        if (at < kNow.addDays(2))
            QVERIFY(WebTokens(kSecret).verify(WebTokens(kSecret).sign(claims(QStringLiteral("alice"))), at));
    }

    void withoutASecretNothingVerifies()
    {
        const WebTokens none{QByteArray()};
        QVERIFY(!none.verify(none.sign(claims(QStringLiteral("alice"))), kNow));
    }

    void theStudySecretIsMadeOnceAndKeptInTheStudy()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("secret.editlens"));
        auto store = makeAnnotationStudy(file, 1, 1);
        const auto first = WebTokens::studySecret(*store);
        EL_VERIFY_OK(first);
        QCOMPARE(first.value().size(), 32);
        const auto again = WebTokens::studySecret(*store);
        EL_VERIFY_OK(again);
        QCOMPARE(again.value(), first.value());
        // Another process of the same study (another connection) reads the same secret.
        auto other = StudyStore::open(editlens::testing::studyLocation(file));
        EL_VERIFY_OK(other);
        const auto fromOther = WebTokens::studySecret(*other.value());
        EL_VERIFY_OK(fromOther);
        QCOMPARE(fromOther.value(), first.value());
        QSqlQuery q(store->database());
        QVERIFY(q.exec(QStringLiteral("SELECT value FROM study_meta WHERE key = 'web.secret'")) && q.next());
        QCOMPARE(q.value(0).toString().toLatin1(), first.value().toHex());
        // Another study gets another secret.
        auto second = makeAnnotationStudy(dir.filePath(QStringLiteral("second.editlens")), 1, 1);
        const auto secondSecret = WebTokens::studySecret(*second);
        EL_VERIFY_OK(secondSecret);
        QVERIFY(secondSecret.value() != first.value());
        // A damaged secret is an error naming the study, never a weaker key.
        QVERIFY(q.exec(QStringLiteral("UPDATE study_meta SET value = 'abcd' WHERE key = 'web.secret'")));
        const auto damaged = WebTokens::studySecret(*store);
        QVERIFY(!damaged);
        QVERIFY2(damaged.error().toString().contains(store->filePath()), qPrintable(damaged.error().toString()));
    }

    // --- rate limiter ---

    void theRateLimiterAllowsABurstThenTheRate()
    {
        RateLimiter limiter(2.0, 3.0); // 2 a second, 3 at once
        const QString alice = QStringLiteral("alice");
        for (int i = 0; i < 3; ++i)
            QVERIFY(limiter.allow(alice, kNow));
        QVERIFY(!limiter.allow(alice, kNow));
        QCOMPARE(limiter.retryAfter(alice, kNow), 1);
        // Another key has its own bucket.
        QVERIFY(limiter.allow(QStringLiteral("bob"), kNow));
        // Half a second earns one token at 2 a second.
        QVERIFY(limiter.allow(alice, kNow.addMSecs(500)));
        QVERIFY(!limiter.allow(alice, kNow.addMSecs(500)));
        // A clock that goes back earns nothing.
        QVERIFY(!limiter.allow(alice, kNow.addSecs(-3600)));
        // A long pause refills to the burst, not beyond.
        const QDateTime later = kNow.addSecs(3600);
        for (int i = 0; i < 3; ++i)
            QVERIFY(limiter.allow(alice, later));
        QVERIFY(!limiter.allow(alice, later));
    }

    void retryAfterSaysWhenTheNextTokenComes()
    {
        RateLimiter slow(0.1, 1.0); // one every 10 s
        const QString key = QStringLiteral("10.0.0.1");
        QCOMPARE(slow.retryAfter(key, kNow), 1); // never seen: it may try now
        QVERIFY(slow.allow(key, kNow));
        QVERIFY(!slow.allow(key, kNow));
        QCOMPARE(slow.retryAfter(key, kNow), 10);
        QCOMPARE(slow.retryAfter(key, kNow.addSecs(4)), 6);
        QVERIFY(slow.allow(key, kNow.addSecs(10)));
    }

    void forgettingIdleKeysChangesNoAnswer()
    {
        RateLimiter limiter(1.0, 2.0);
        // Many keys, each used once, then a sweep after they refilled: each is as new again.
        for (int i = 0; i < 1000; ++i)
            QVERIFY(limiter.allow(QString::number(i), kNow));
        const QDateTime later = kNow.addSecs(120);
        QVERIFY(limiter.allow(QStringLiteral("sweeper"), later));
        for (int i = 0; i < 1000; ++i) {
            QVERIFY(limiter.allow(QString::number(i), later));
            QVERIFY(limiter.allow(QString::number(i), later));
            QVERIFY(!limiter.allow(QString::number(i), later));
        }
    }

    // --- server ---

    void startNamesTheAddressItCannotListenOn()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        WebServer second(*m_api);
        const auto port = second.start(QHostAddress::LocalHost, taken.serverPort());
        QVERIFY(!port);
        QVERIFY2(port.error().message.contains(QStringLiteral("127.0.0.1:%1").arg(taken.serverPort())),
                 qPrintable(port.error().message));
    }

    void everyResponseCarriesTheSecurityHeaders()
    {
        const Reply health = once(get("/healthz"));
        QCOMPARE(health.status, 200);
        const Reply page = once(get("/s/" + m_token));
        QCOMPARE(page.status, 200);
        QVERIFY(page.header("content-type").startsWith("text/html"));
        QVERIFY(!page.header("content-security-policy").isEmpty());
        QCOMPARE(once(get("/api/session")).status, 401);
        QCOMPARE(once(get("/nowhere")).status, 404);
        // A method no handler knows is answered here, with what is allowed.
        const Reply brew = once("BREW /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QCOMPARE(brew.status, 405);
        QVERIFY(brew.header("allow").contains("GET"));
        // HEAD: the headers of the GET, no body.
        Client client(m_port);
        const auto head = client.exchange("HEAD /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY(head);
        QCOMPARE(head->status, 200);
        QCOMPARE(head->header("content-length").toInt(), health.body.size());
        verifySecurityHeaders(*head);
        // No body followed: the next response on the connection starts right after the headers.
        const auto after = client.exchange(get("/healthz"));
        QVERIFY(after);
        QCOMPARE(after->status, 200);
        QCOMPARE(after->body, health.body);
    }

    void aKeepAliveConnectionServesASecondRequest()
    {
        Client client(m_port);
        const auto first = client.exchange(get("/healthz"));
        QVERIFY(first);
        QCOMPARE(first->status, 200);
        QVERIFY(!client.closed());
        const auto second = client.exchange(get("/api/session", "Authorization: Bearer " + m_token + "\r\n"));
        QVERIFY(second);
        QCOMPARE(second->status, 200);
        verifySecurityHeaders(*second);
        QCOMPARE(QJsonDocument::fromJson(second->body).object().value(QStringLiteral("annotator")).toString(),
                 QStringLiteral("alice"));
        // A refused request does not end the connection either.
        const auto third = client.exchange(get("/img/..%2f..%2fetc%2fpasswd"));
        QVERIFY(third);
        QCOMPARE(third->status, 400);
        const auto fourth = client.exchange(get("/healthz"));
        QVERIFY(fourth);
        QCOMPARE(fourth->status, 200);
        QVERIFY(!client.closed());
    }

    void aRequestArrivingAByteAtATimeIsRead()
    {
        Client client(m_port);
        QVERIFY(client.socket().waitForConnected(10000));
        const QByteArray request =
            "\r\n" + get("/api/session", "Authorization: Bearer " + m_token + "\r\nAccept: application/json\r\n");
        for (const char c : request) {
            client.socket().write(&c, 1);
            client.socket().flush();
            QTest::qWait(0); // the server reads each byte on its own
        }
        const auto reply = client.next();
        QVERIFY(reply);
        QCOMPARE(reply->status, 200);
        verifySecurityHeaders(*reply);
        QVERIFY(!client.closed());
    }

    void connectionCloseIsHonoured()
    {
        Client client(m_port);
        const auto reply = client.exchange(get("/healthz", "Connection: close\r\n"));
        QVERIFY(reply);
        QCOMPARE(reply->header("connection"), QByteArray("close"));
        QTRY_VERIFY(client.closed());
        Client old(m_port);
        const auto reply10 = old.exchange("GET /healthz HTTP/1.0\r\n\r\n");
        QVERIFY(reply10);
        QCOMPARE(reply10->status, 200);
        QTRY_VERIFY(old.closed());
    }

    void aMalformedRequestIsAnswered400AndClosed_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("not HTTP") << QByteArray("HELLO\r\n\r\n");
        QTest::newRow("no version") << QByteArray("GET /healthz\r\n\r\n");
        QTest::newRow("unknown version") << QByteArray("GET /healthz HTTP/2.0\r\n\r\n");
        QTest::newRow("lower-case method") << QByteArray("get /healthz HTTP/1.1\r\n\r\n");
        QTest::newRow("space in the target") << QByteArray("GET /health z HTTP/1.1\r\n\r\n");
        QTest::newRow("relative target") << QByteArray("GET healthz HTTP/1.1\r\n\r\n");
        QTest::newRow("NUL in the line") << QByteArray(QByteArray("GET /health") + '\0' + "z HTTP/1.1\r\n\r\n");
        QTest::newRow("header without a colon") << QByteArray("GET /healthz HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n");
        QTest::newRow("folded header") << QByteArray("GET /healthz HTTP/1.1\r\nHost: a\r\n b\r\n\r\n");
        QTest::newRow("two lengths") << QByteArray("POST /api/pause HTTP/1.1\r\nContent-Length: 2\r\n"
                                                   "Content-Length: 3\r\n\r\n{}");
        QTest::newRow("length and chunked") << QByteArray("POST /api/pause HTTP/1.1\r\nContent-Length: 2\r\n"
                                                          "Transfer-Encoding: chunked\r\n\r\n{}");
        QTest::newRow("negative length") << QByteArray("POST /api/pause HTTP/1.1\r\nContent-Length: -2\r\n\r\n");
    }

    void aMalformedRequestIsAnswered400AndClosed()
    {
        QFETCH(QByteArray, request);
        Client client(m_port);
        const auto reply = client.exchange(request);
        QVERIFY(reply);
        QCOMPARE(reply->status, 400);
        verifySecurityHeaders(*reply);
        QVERIFY(QJsonDocument::fromJson(reply->body).object().contains(QStringLiteral("error")));
        QTRY_VERIFY(client.closed());
    }

    void pathTricksNeverReachAFile_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<int>("status");
        QTest::newRow("dot dot") << QByteArray("/img/../../etc/passwd") << 400;
        QTest::newRow("encoded dot dot") << QByteArray("/static/%2e%2e/x") << 400;
        QTest::newRow("encoded slash and dots") << QByteArray("/static/..%2f..%2fetc%2fpasswd") << 400;
        QTest::newRow("encoded backslash") << QByteArray("/img/%5c..%5cwin.ini") << 400;
        QTest::newRow("backslash") << QByteArray("/img/\\etc\\passwd") << 400;
        QTest::newRow("encoded NUL") << QByteArray("/static/app.js%00.png") << 400;
        QTest::newRow("double slash") << QByteArray("//etc/passwd") << 400;
        QTest::newRow("inner double slash") << QByteArray("/static//app.js") << 400;
        QTest::newRow("not hex") << QByteArray("/img/not-a-hash") << 404;
        QTest::newRow("hex outside the plan") << QByteArray("/img/" + QByteArray(64, 'a')) << 404;
        QTest::newRow("an unknown static file") << QByteArray("/static/index.html.bak") << 404;
    }

    void pathTricksNeverReachAFile()
    {
        QFETCH(QByteArray, path);
        QFETCH(int, status);
        const Reply reply = once(get(path, "Authorization: Bearer " + m_token + "\r\n"));
        QCOMPARE(reply.status, status);
        QVERIFY(!reply.body.contains("root:"));
    }

    void aHugeDeclaredBodyIsRefusedBeforeItIsSent()
    {
        const qint64 declared = 100LL * 1024 * 1024;
        Client client(m_port);
        QTcpSocket &socket = client.socket();
        QVERIFY(socket.waitForConnected(10000));
        socket.write("POST /api/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     "Authorization: Bearer "
                     + m_token + "\r\nContent-Length: " + QByteArray::number(declared) + "\r\n\r\n");
        // Stream the body as fast as the connection takes it, until the server hangs up.
        const QByteArray chunk(64 * 1024, ' ');
        qint64 sent = 0;
        QDeadlineTimer deadline(60000);
        while (!client.closed() && sent < declared && !deadline.hasExpired()) {
            if (socket.bytesToWrite() < 4 * chunk.size()) {
                socket.write(chunk);
                sent += chunk.size();
            }
            QTest::qWait(0);
        }
        QVERIFY2(client.closed(), "the server kept reading the body");
        qInfo("%lld bytes of the body were sent before the server closed the connection", sent);
        // Whatever the kernels buffered, the server stopped reading long before the 100 MB were sent.
        QVERIFY2(sent < declared / 10, qPrintable(QString::number(sent)));
        const auto reply = client.next();
        QVERIFY(reply);
        QCOMPARE(reply->status, 413);
        verifySecurityHeaders(*reply);
    }

    void aBodyOverTheLimitIsRefused_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status"); // 0: anything but 413
        const QByteArray post = "POST /api/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n";
        const QByteArray big(2 * 1024 * 1024, ' ');
        QTest::newRow("2 MB with its length")
            << QByteArray(post + "Content-Length: " + QByteArray::number(big.size()) + "\r\n\r\n" + big) << 413;
        // Chunked: no length to read ahead, so the bytes are counted as they come.
        QTest::newRow("2 MB chunked") << QByteArray(
            post + "Transfer-Encoding: chunked\r\n\r\n" + QByteArray::number(big.size(), 16) + "\r\n" + big
            + "\r\n0\r\n\r\n") << 413;
        QTest::newRow("headers over the limit")
            << QByteArray(post + "X-Padding: " + QByteArray(WebServer::maxHeaderBytes, 'p') + "\r\n\r\n") << 413;
        QTest::newRow("a request line over the limit")
            << QByteArray("GET /" + QByteArray(WebServer::maxHeaderBytes + 10, 'a') + " HTTP/1.1\r\n\r\n") << 413;
        // At the limit the api reads it (and refuses it for its own reasons: no token, not an answer).
        const QByteArray atLimit(WebServer::maxBodyBytes, ' ');
        QTest::newRow("at the limit") << QByteArray(post + "Content-Length: " + QByteArray::number(atLimit.size())
                                                    + "\r\n\r\n" + atLimit)
                                      << 0;
    }

    void aBodyOverTheLimitIsRefused()
    {
        QFETCH(QByteArray, request);
        QFETCH(int, status);
        Client client(m_port);
        const auto reply = client.exchange(request);
        QVERIFY(reply);
        if (status)
            QCOMPARE(reply->status, status);
        else
            QVERIFY2(reply->status != 413 && reply->status >= 400, qPrintable(QString::number(reply->status)));
        verifySecurityHeaders(*reply);
        if (status == 413)
            QTRY_VERIFY(client.closed());
        else
            QVERIFY(!client.closed());
    }

    void cleanupTestCase()
    {
        m_server.reset();
        m_api.reset();
        m_store.reset();
    }
};

QTEST_GUILESS_MAIN(TestWebServer)
#include "tst_webserver.moc"
