// ChatClient against a real HTTP server on loopback (tests/common/scriptedchatserver.h): the payload as sent,
// retries, timeouts, cut connections, oversized answers, the in-flight limit, stopping, cancelling and the key.
#include "endpoint/chatclient.h"
#include "scriptedchatserver.h"
#include "testutil.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <atomic>
#include <map>

using namespace editlens::core;
using namespace editlens::core::endpoint;
using editlens::testing::RecordedRequest;
using editlens::testing::ScriptedChatServer;
using editlens::testing::ScriptedReply;

namespace {

QByteArray encodedImage(const char *format, QRgb colour)
{
    QImage image(7, 5, QImage::Format_RGB32);
    image.fill(colour);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}

EndpointConfig configFor(const ScriptedChatServer &server)
{
    EndpointConfig config;
    config.name = QStringLiteral("scripted");
    config.baseUrl = server.url();
    config.model = QStringLiteral("scripted-model");
    config.timeoutMs = 60000; // generous: only the hang test relies on the timeout, with its own short one
    config.backoffMs = 0;     // retries at once; the back-off's arithmetic is not what these tests time
    config.maxRetries = 2;
    return config;
}

ChatRequest textRequest(const QString &text)
{
    ChatRequest request;
    request.text = text;
    return request;
}

/// Runs the requests and collects every answer by index.
struct Outcome
{
    ChatRunSummary summary;
    std::map<int, ChatAnswer> answers;
};

Outcome runAll(const EndpointConfig &config, const QVector<ChatRequest> &requests,
               const std::atomic_bool *cancel = nullptr)
{
    Outcome outcome;
    ChatClient client(config);
    outcome.summary = client.run(
        requests, [&](int index, const ChatAnswer &answer) { outcome.answers[index] = answer; }, cancel);
    return outcome;
}

} // namespace

class TestChatClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestIsOpenAIChatCompletionsWithImagesAsDataUrls();
    void answerContentAndUsageAreRead();
    void authorizationOnlyWithKeyAndKeyNeverInErrors();
    void malformedAnswerFailsWithReasonAndIsNotRetried();
    void tooManyRequestsThenSuccessTakesTwoAttempts();
    void serverErrorsExhaustRetriesWithReason();
    void permanentClientErrorIsNotRetried();
    void hangingServerEndsInTimeout();
    void connectionClosedMidAnswerIsRetried();
    void oversizedAnswerIsRefused_data();
    void oversizedAnswerIsRefused();
    void inFlightLimitIsRespectedAndReached_data();
    void inFlightLimitIsRespectedAndReached();
    void runStopsAfterConsecutiveFailures();
    void successResetsConsecutiveFailures();
    void cancelLeavesTheRestUnsent();
    void unreadableKeySendsNothing();
    void listModelsReadsIdsAndNamesUrlOnError();
};

void TestChatClient::requestIsOpenAIChatCompletionsWithImagesAsDataUrls()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedReply::chat(QStringLiteral("fine")));
    EndpointConfig config = configFor(server);
    config.seed = 7;
    config.maxTokens = 256;
    config.extra.insert(QStringLiteral("top_p"), 0.5);

    const QByteArray png = encodedImage("PNG", qRgb(200, 10, 10));
    const QByteArray jpeg = encodedImage("JPEG", qRgb(10, 200, 10));
    const auto pngImage = makeChatImage(png, QStringLiteral("a.png"));
    const auto jpegImage = makeChatImage(jpeg, QStringLiteral("b.jpg"));
    EL_VERIFY_OK(pngImage);
    EL_VERIFY_OK(jpegImage);
    ChatRequest request;
    request.system = QStringLiteral("You judge edits.");
    request.text = QStringLiteral("Say \"yes\" or \\no\\\nline two: Zürich 画");
    request.images = {pngImage.value(), jpegImage.value()};

    const Outcome outcome = runAll(config, {request});
    QCOMPARE(outcome.summary.answered, 1);

    const QVector<RecordedRequest> received = server.requests();
    QCOMPARE(received.size(), 1);
    QCOMPARE(received[0].method, QByteArray("POST"));
    QCOMPARE(received[0].path, QByteArray("/v1/chat/completions"));
    QVERIFY(received[0].header("content-type").startsWith("application/json"));
    QVERIFY(received[0].header("authorization").isEmpty());
    QVERIFY2(received[0].json.isObject(), received[0].body.left(200).constData());
    const QJsonObject body = received[0].json.object();
    QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("scripted-model"));
    QCOMPARE(body.value(QStringLiteral("temperature")).toDouble(-1), 0.0);
    QCOMPARE(body.value(QStringLiteral("seed")).toInt(-1), 7);
    QCOMPARE(body.value(QStringLiteral("max_tokens")).toInt(-1), 256);
    QCOMPARE(body.value(QStringLiteral("top_p")).toDouble(-1), 0.5);
    QVERIFY(!body.contains(QStringLiteral("stream")));

    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages[0].toObject().value(QStringLiteral("role")).toString(), QStringLiteral("system"));
    QCOMPARE(messages[0].toObject().value(QStringLiteral("content")).toString(), request.system);
    QCOMPARE(messages[1].toObject().value(QStringLiteral("role")).toString(), QStringLiteral("user"));
    const QJsonArray content = messages[1].toObject().value(QStringLiteral("content")).toArray();
    QCOMPARE(content.size(), 3);
    QCOMPARE(content[0].toObject().value(QStringLiteral("type")).toString(), QStringLiteral("text"));
    QCOMPARE(content[0].toObject().value(QStringLiteral("text")).toString(), request.text);
    const QByteArray expected[] = {png, jpeg};
    const QString prefixes[] = {QStringLiteral("data:image/png;base64,"), QStringLiteral("data:image/jpeg;base64,")};
    for (int i = 0; i < 2; ++i) {
        const QJsonObject part = content[i + 1].toObject();
        QCOMPARE(part.value(QStringLiteral("type")).toString(), QStringLiteral("image_url"));
        const QString url = part.value(QStringLiteral("image_url")).toObject().value(QStringLiteral("url")).toString();
        QVERIFY2(url.startsWith(prefixes[i]), qPrintable(url.left(40)));
        QCOMPARE(QByteArray::fromBase64(url.mid(prefixes[i].size()).toLatin1()), expected[i]);
    }
}

void TestChatClient::answerContentAndUsageAreRead()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedReply::chat(QStringLiteral("{\"o1\": \"cat\"}"), 321, 45));
    const Outcome outcome = runAll(configFor(server), {textRequest(QStringLiteral("parse this"))});
    QCOMPARE(outcome.summary.answered, 1);
    QCOMPARE(outcome.summary.failed, 0);
    const ChatAnswer answer = outcome.answers.at(0);
    QVERIFY(answer.ok);
    QCOMPARE(answer.content, QStringLiteral("{\"o1\": \"cat\"}"));
    QCOMPARE(answer.promptTokens, 321);
    QCOMPARE(answer.completionTokens, 45);
    QCOMPARE(answer.attempts, 1);
    QCOMPARE(answer.httpStatus, 200);
    // Text-only: the user content is a plain string.
    const QJsonObject body = server.requests().at(0).json.object();
    QCOMPARE(body.value(QStringLiteral("messages")).toArray().at(0).toObject().value(QStringLiteral("content")),
             QJsonValue(QStringLiteral("parse this")));
}

void TestChatClient::authorizationOnlyWithKeyAndKeyNeverInErrors()
{
    const QByteArray key = "sk-scripted-secret-4711";
    qputenv("EDITLENS_TEST_CHAT_KEY", key);
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedReply::chat(QStringLiteral("ok")));
    // A server that echoes the key in its complaint: the key must still not reach the error text.
    server.enqueue(ScriptedReply::error(401, QStringLiteral("invalid key ") + QString::fromLatin1(key)));
    EndpointConfig config = configFor(server);
    config.keyEnv = QStringLiteral("EDITLENS_TEST_CHAT_KEY");
    config.maxInFlight = 1;
    config.maxConsecutiveFailures = 1;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a")), textRequest(QStringLiteral("b"))});
    qunsetenv("EDITLENS_TEST_CHAT_KEY");

    const QVector<RecordedRequest> received = server.requests();
    QCOMPARE(received.size(), 2);
    QCOMPARE(received[0].header("authorization"), QByteArray("Bearer " + key));
    QVERIFY(!received[0].body.contains(key));
    const ChatAnswer refused = outcome.answers.at(1);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.httpStatus, 401);
    QVERIFY(refused.permanent);
    QVERIFY2(refused.error.contains(QStringLiteral("invalid key")), qPrintable(refused.error));
    QVERIFY2(!refused.error.contains(QString::fromLatin1(key)), qPrintable(refused.error));
    QVERIFY(outcome.summary.stopped);
    QVERIFY(!outcome.summary.stopReason.contains(QString::fromLatin1(key)));

    // Without a key, no Authorization header.
    ScriptedChatServer plain;
    QVERIFY(plain.start());
    plain.enqueue(ScriptedReply::chat(QStringLiteral("ok")));
    QCOMPARE(runAll(configFor(plain), {textRequest(QStringLiteral("a"))}).summary.answered, 1);
    QVERIFY(!plain.requests().at(0).headers.contains("authorization"));
}

void TestChatClient::malformedAnswerFailsWithReasonAndIsNotRetried()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    ScriptedReply broken;
    broken.body = "{\"choices\": [ {\"message\": ";
    server.enqueue(broken);
    ScriptedReply noContent;
    noContent.body = "{\"choices\": []}";
    server.enqueue(noContent);
    EndpointConfig config = configFor(server);
    config.maxInFlight = 1;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a")), textRequest(QStringLiteral("b"))});
    QCOMPARE(outcome.summary.failed, 2);
    QCOMPARE(server.requestCount(), 2);
    QVERIFY(!outcome.answers.at(0).ok);
    QCOMPARE(outcome.answers.at(0).attempts, 1);
    QVERIFY2(outcome.answers.at(0).error.contains(QStringLiteral("not a JSON object")),
             qPrintable(outcome.answers.at(0).error));
    QVERIFY2(outcome.answers.at(1).error.contains(QStringLiteral("choices[0].message.content")),
             qPrintable(outcome.answers.at(1).error));
}

void TestChatClient::tooManyRequestsThenSuccessTakesTwoAttempts()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    ScriptedReply busy = ScriptedReply::error(429, QStringLiteral("slow down"));
    busy.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("0")));
    server.enqueue(busy);
    server.enqueue(ScriptedReply::chat(QStringLiteral("done")));
    EndpointConfig config = configFor(server);
    // Retry-After wins over the back-off: without it this test would wait ten minutes.
    config.backoffMs = 600000;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a"))});
    QCOMPARE(outcome.summary.answered, 1);
    QCOMPARE(outcome.answers.at(0).attempts, 2);
    QCOMPARE(outcome.answers.at(0).content, QStringLiteral("done"));
    QCOMPARE(server.requestCount(), 2);
    QCOMPARE(server.requests().at(1).body, server.requests().at(0).body);
}

void TestChatClient::serverErrorsExhaustRetriesWithReason()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 3; ++i)
        server.enqueue(ScriptedReply::error(500, QStringLiteral("model crashed %1").arg(i)));
    server.enqueue(ScriptedReply::chat(QStringLiteral("too late")));
    EndpointConfig config = configFor(server);
    config.maxRetries = 2;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a"))});
    QCOMPARE(outcome.summary.failed, 1);
    QCOMPARE(outcome.summary.answered, 0);
    QCOMPARE(server.requestCount(), 3);
    const ChatAnswer answer = outcome.answers.at(0);
    QCOMPARE(answer.attempts, 3);
    QCOMPARE(answer.httpStatus, 500);
    QVERIFY(!answer.permanent);
    QVERIFY2(answer.error.contains(QStringLiteral("HTTP 500"))
                 && answer.error.contains(QStringLiteral("model crashed 2")),
             qPrintable(answer.error));
}

void TestChatClient::permanentClientErrorIsNotRetried()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedReply::error(400, QStringLiteral("image too large for context")));
    server.enqueue(ScriptedReply::chat(QStringLiteral("never asked")));
    const Outcome outcome = runAll(configFor(server), {textRequest(QStringLiteral("a"))});
    QCOMPARE(server.requestCount(), 1);
    QCOMPARE(outcome.answers.at(0).attempts, 1);
    QVERIFY(outcome.answers.at(0).permanent);
    QVERIFY(outcome.answers.at(0).error.contains(QStringLiteral("image too large for context")));
}

void TestChatClient::hangingServerEndsInTimeout()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.setReplyFunction([](const RecordedRequest &) { return ScriptedReply::hanging(); });
    EndpointConfig config = configFor(server);
    config.timeoutMs = 300;
    config.maxRetries = 1;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a"))});
    QCOMPARE(outcome.summary.failed, 1);
    const ChatAnswer answer = outcome.answers.at(0);
    QVERIFY(!answer.ok);
    QCOMPARE(answer.attempts, 2);
    QCOMPARE(answer.httpStatus, 0);
    QVERIFY2(answer.error.contains(QStringLiteral("300 ms")), qPrintable(answer.error));
    QCOMPARE(server.requestCount(), 2);
}

void TestChatClient::connectionClosedMidAnswerIsRetried()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    ScriptedReply cut = ScriptedReply::chat(QStringLiteral("this answer is cut short"));
    cut.dropAfterBytes = 120; // the headers and part of the body
    server.enqueue(cut);
    server.enqueue(cut);
    server.enqueue(ScriptedReply::chat(QStringLiteral("whole")));
    EndpointConfig config = configFor(server);
    config.maxRetries = 0;
    config.maxInFlight = 1;
    const Outcome failed = runAll(config, {textRequest(QStringLiteral("a"))});
    QCOMPARE(failed.summary.failed, 1);
    QVERIFY2(failed.answers.at(0).error.contains(QStringLiteral("connection failed")),
             qPrintable(failed.answers.at(0).error));
    QVERIFY(failed.answers.at(0).content.isEmpty());

    config.maxRetries = 1;
    const Outcome retried = runAll(config, {textRequest(QStringLiteral("b"))});
    QCOMPARE(retried.summary.answered, 1);
    QCOMPARE(retried.answers.at(0).attempts, 2);
    QCOMPARE(retried.answers.at(0).content, QStringLiteral("whole"));
    QCOMPARE(server.requestCount(), 3);
}

void TestChatClient::oversizedAnswerIsRefused_data()
{
    QTest::addColumn<bool>("chunked");
    QTest::newRow("content-length") << false;
    QTest::newRow("chunked") << true;
}

void TestChatClient::oversizedAnswerIsRefused()
{
    QFETCH(bool, chunked);
    ScriptedChatServer server;
    QVERIFY(server.start());
    ScriptedReply huge = ScriptedReply::chat(QString(10 * 1024 * 1024, QLatin1Char('x')));
    huge.chunked = chunked;
    server.enqueue(huge);
    server.enqueue(ScriptedReply::chat(QStringLiteral("small")));
    EndpointConfig config = configFor(server);
    config.maxAnswerBytes = 1024 * 1024;
    config.maxInFlight = 1;
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a")), textRequest(QStringLiteral("b"))});
    QCOMPARE(outcome.summary.failed, 1);
    QCOMPARE(outcome.summary.answered, 1);
    const ChatAnswer refused = outcome.answers.at(0);
    QVERIFY(!refused.ok);
    QVERIFY(refused.content.isEmpty());
    QCOMPARE(refused.attempts, 1);
    QVERIFY2(refused.error.contains(QStringLiteral("1048576")), qPrintable(refused.error));
    QCOMPARE(outcome.answers.at(1).content, QStringLiteral("small"));
}

void TestChatClient::inFlightLimitIsRespectedAndReached_data()
{
    QTest::addColumn<int>("limit");
    QTest::newRow("4") << 4;
    QTest::newRow("13: more than one connection pool") << 13;
}

void TestChatClient::inFlightLimitIsRespectedAndReached()
{
    QFETCH(int, limit);
    ScriptedChatServer server;
    QVERIFY(server.start());
    // Every answer waits until `limit` requests are open at once: a client sending fewer never gets one (and fails
    // on its timeout), one sending more shows it in maxConcurrent.
    server.setReplyFunction([limit](const RecordedRequest &request) {
        ScriptedReply reply = ScriptedReply::chat(QStringLiteral("answer %1").arg(request.index));
        reply.holdUntilConcurrent = limit;
        return reply;
    });
    EndpointConfig config = configFor(server);
    config.maxInFlight = limit;
    config.maxRetries = 0;
    QVector<ChatRequest> requests;
    for (int i = 0; i < 3 * limit; ++i)
        requests.append(textRequest(QStringLiteral("request %1").arg(i)));
    const Outcome outcome = runAll(config, requests);
    QCOMPARE(outcome.summary.answered, 3 * limit);
    QCOMPARE(server.maxConcurrent(), limit);
    QCOMPARE(int(outcome.answers.size()), 3 * limit);
}

void TestChatClient::runStopsAfterConsecutiveFailures()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.setReplyFunction(
        [](const RecordedRequest &) { return ScriptedReply::error(503, QStringLiteral("overloaded")); });
    EndpointConfig config = configFor(server);
    config.maxInFlight = 1;
    config.maxRetries = 0;
    config.maxConsecutiveFailures = 3;
    QVector<ChatRequest> requests;
    for (int i = 0; i < 10; ++i)
        requests.append(textRequest(QStringLiteral("r%1").arg(i)));
    const Outcome outcome = runAll(config, requests);
    QVERIFY(outcome.summary.stopped);
    QCOMPARE(outcome.summary.failed, 3);
    QCOMPARE(outcome.summary.answered, 0);
    QCOMPARE(outcome.summary.notSent, 7);
    QVERIFY2(outcome.summary.stopReason.contains(QStringLiteral("HTTP 503"))
                 && outcome.summary.stopReason.contains(QStringLiteral("overloaded")),
             qPrintable(outcome.summary.stopReason));
    QCOMPARE(server.requestCount(), 3);
    QCOMPARE(int(outcome.answers.size()), 3);
}

void TestChatClient::successResetsConsecutiveFailures()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    for (const bool ok : {false, false, true, false, false, true})
        server.enqueue(ok ? ScriptedReply::chat(QStringLiteral("ok"))
                          : ScriptedReply::error(500, QStringLiteral("no")));
    EndpointConfig config = configFor(server);
    config.maxInFlight = 1;
    config.maxRetries = 0;
    config.maxConsecutiveFailures = 3;
    QVector<ChatRequest> requests(6, textRequest(QStringLiteral("x")));
    const Outcome outcome = runAll(config, requests);
    QVERIFY(!outcome.summary.stopped);
    QCOMPARE(outcome.summary.answered, 2);
    QCOMPARE(outcome.summary.failed, 4);
    QCOMPARE(outcome.summary.notSent, 0);
}

void TestChatClient::cancelLeavesTheRestUnsent()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.setReplyFunction([](const RecordedRequest &) { return ScriptedReply::chat(QStringLiteral("ok")); });
    EndpointConfig config = configFor(server);
    config.maxInFlight = 1;
    std::atomic_bool cancel{false};
    QVector<ChatRequest> requests(6, textRequest(QStringLiteral("x")));
    ChatClient client(config);
    int calls = 0;
    const ChatRunSummary summary = client.run(
        requests,
        [&](int, const ChatAnswer &) {
            ++calls;
            cancel = true;
        },
        &cancel);
    QCOMPARE(calls, 1);
    QCOMPARE(summary.answered, 1);
    QCOMPARE(summary.notSent, 5);
    QVERIFY(!summary.stopped);
    QCOMPARE(server.requestCount(), 1);

    // Cancelled while a request hangs: the run ends without its answer.
    ScriptedChatServer hanging;
    QVERIFY(hanging.start());
    hanging.setReplyFunction([&cancel](const RecordedRequest &) {
        cancel = true; // the request has arrived; the client notices on its own thread
        return ScriptedReply::hanging();
    });
    cancel = false;
    const ChatRunSummary stuck = ChatClient(configFor(hanging)).run(requests, {}, &cancel);
    QCOMPARE(stuck.answered, 0);
    QCOMPARE(stuck.failed, 0);
    QCOMPARE(stuck.notSent, 6);
}

void TestChatClient::unreadableKeySendsNothing()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    EndpointConfig config = configFor(server);
    config.keyFile = QStringLiteral("/nonexistent/editlens/key.txt");
    const Outcome outcome = runAll(config, {textRequest(QStringLiteral("a")), textRequest(QStringLiteral("b"))});
    QVERIFY(outcome.summary.stopped);
    QCOMPARE(outcome.summary.notSent, 2);
    QVERIFY2(outcome.summary.stopReason.contains(config.keyFile), qPrintable(outcome.summary.stopReason));
    QCOMPARE(server.requestCount(), 0);
    QVERIFY(outcome.answers.empty());
}

void TestChatClient::listModelsReadsIdsAndNamesUrlOnError()
{
    ScriptedChatServer server;
    QVERIFY(server.start());
    server.setModels({QStringLiteral("Qwen/Qwen2.5-VL-7B-Instruct"), QStringLiteral("llava")});
    ChatClient client(configFor(server));
    const Result<QStringList> models = client.listModels();
    EL_VERIFY_OK(models);
    QCOMPARE(models.value(), QStringList({QStringLiteral("Qwen/Qwen2.5-VL-7B-Instruct"), QStringLiteral("llava")}));
    QCOMPARE(server.requests().at(0).method, QByteArray("GET"));
    QCOMPARE(server.requests().at(0).path, QByteArray("/v1/models"));

    server.enqueue(ScriptedReply::error(401, QStringLiteral("bad key")));
    const Result<QStringList> refused = client.listModels();
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.contains(server.url().toString() + QStringLiteral("/models"))
                 && refused.error().message.contains(QStringLiteral("HTTP 401")),
             qPrintable(refused.error().message));

    const QString url = server.url().toString();
    server.stop();
    const Result<QStringList> gone = client.listModels();
    QVERIFY(!gone.ok());
    QVERIFY2(gone.error().message.contains(url) && gone.error().message.contains(QStringLiteral("connection failed")),
             qPrintable(gone.error().message));
}

QTEST_GUILESS_MAIN(TestChatClient)
#include "tst_chatclient.moc"
