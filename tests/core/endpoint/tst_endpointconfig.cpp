// The endpoint's configuration (the --endpoint argument, checks, the answer-shaping version, the key) and images as
// data URLs; nothing here talks to a server (tst_chatclient does).
#include "endpoint/chatclient.h"
#include "endpoint/endpointconfig.h"
#include "testutil.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::endpoint;

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

} // namespace

class TestEndpointConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void makeChatImageSniffsMime_data();
    void makeChatImageSniffsMime();
    void makeChatImageRefusesNonImages();
    void endpointFromArgumentParsesNameAndUrl_data();
    void endpointFromArgumentParsesNameAndUrl();
    void validateChecksFields();
    void answerShapingVersionCoversAnswerShapingFieldsOnly();
    void resolveKeyReadsEnvironmentThenFile();
    void requestBodyKeepsAnyDataUrlIntact_data();
    void requestBodyKeepsAnyDataUrlIntact();
};

void TestEndpointConfig::makeChatImageSniffsMime_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("mime");
    QTest::newRow("png") << encodedImage("PNG", qRgb(1, 2, 3)) << QByteArray("image/png");
    QTest::newRow("jpeg") << encodedImage("JPEG", qRgb(1, 2, 3)) << QByteArray("image/jpeg");
    QTest::newRow("bmp") << encodedImage("BMP", qRgb(1, 2, 3)) << QByteArray("image/bmp");
    QTest::newRow("gif") << QByteArray("GIF89a\x01\x00\x01\x00\x00\x00\x00;", 14) << QByteArray("image/gif");
    QTest::newRow("webp") << QByteArray("RIFF\x1a\x00\x00\x00WEBPVP8L", 16) << QByteArray("image/webp");
}

void TestEndpointConfig::makeChatImageSniffsMime()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, mime);
    const Result<ChatImage> image = makeChatImage(bytes, QStringLiteral("x"));
    EL_VERIFY_OK(image);
    QCOMPARE(image.value().dataUrl, "data:" + mime + ";base64," + bytes.toBase64());
    QCOMPARE(image.value().sha256,
             QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()));
}

void TestEndpointConfig::makeChatImageRefusesNonImages()
{
    const Result<ChatImage> image = makeChatImage("%PDF-1.7 not an image", QStringLiteral("edits/0001.pdf"));
    QVERIFY(!image.ok());
    QCOMPARE(image.error().file, QStringLiteral("edits/0001.pdf"));
}

void TestEndpointConfig::endpointFromArgumentParsesNameAndUrl_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("url");
    QTest::newRow("named") << QStringLiteral("local-vllm=http://127.0.0.1:8000/v1") << true
                           << QStringLiteral("local-vllm") << QStringLiteral("http://127.0.0.1:8000/v1");
    QTest::newRow("unnamed") << QStringLiteral("https://api.example.org/v1") << true << QStringLiteral("default")
                             << QStringLiteral("https://api.example.org/v1");
    QTest::newRow("'=' in the query") << QStringLiteral("http://h:1/v1?x=y") << true << QStringLiteral("default")
                                      << QStringLiteral("http://h:1/v1?x=y");
    QTest::newRow("empty name") << QStringLiteral("=http://h/v1") << false << QString() << QString();
    QTest::newRow("ftp") << QStringLiteral("a=ftp://h/v1") << false << QString() << QString();
    QTest::newRow("no host") << QStringLiteral("a=http:///v1") << false << QString() << QString();
    QTest::newRow("no url") << QStringLiteral("a=") << false << QString() << QString();
}

void TestEndpointConfig::endpointFromArgumentParsesNameAndUrl()
{
    QFETCH(QString, argument);
    QFETCH(bool, ok);
    QFETCH(QString, name);
    QFETCH(QString, url);
    const Result<EndpointConfig> config = endpointFromArgument(argument);
    QCOMPARE(config.ok(), ok);
    if (!ok) {
        QVERIFY(!config.error().message.isEmpty());
        return;
    }
    QCOMPARE(config.value().name, name);
    QCOMPARE(config.value().baseUrl.toString(), url);
}

void TestEndpointConfig::validateChecksFields()
{
    EndpointConfig config;
    config.name = QStringLiteral("e");
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8000/v1"));
    config.model = QStringLiteral("m");
    EL_VERIFY_OK(config.validate());

    EndpointConfig noModel = config;
    noModel.model.clear();
    QVERIFY(!noModel.validate().ok());
    EndpointConfig noInFlight = config;
    noInFlight.maxInFlight = 0;
    QVERIFY(noInFlight.validate().error().message.contains(QStringLiteral("maxInFlight")));
    EndpointConfig badScheme = config;
    badScheme.baseUrl = QUrl(QStringLiteral("file:///tmp/v1"));
    QVERIFY(!badScheme.validate().ok());
    EndpointConfig reserved = config;
    reserved.extra.insert(QStringLiteral("temperature"), 1.0);
    QVERIFY(reserved.validate().error().message.contains(QStringLiteral("temperature")));
    EndpointConfig zeroRetries = config;
    zeroRetries.maxRetries = 0;
    EL_VERIFY_OK(zeroRetries.validate());
}

void TestEndpointConfig::answerShapingVersionCoversAnswerShapingFieldsOnly()
{
    EndpointConfig a;
    a.model = QStringLiteral("m");
    a.extra.insert(QStringLiteral("top_p"), 0.9);
    a.extra.insert(QStringLiteral("min_p"), 0.1);
    EndpointConfig b = a;
    b.extra = QJsonObject();
    b.extra.insert(QStringLiteral("min_p"), 0.1);
    b.extra.insert(QStringLiteral("top_p"), 0.9);
    b.name = QStringLiteral("other name");
    b.baseUrl = QUrl(QStringLiteral("http://elsewhere/v1"));
    b.keyEnv = QStringLiteral("SOME_KEY");
    b.maxInFlight = 32;
    b.timeoutMs = 5;
    QCOMPARE(a.answerShapingVersion(), b.answerShapingVersion());

    const auto differs = [&](auto change) {
        EndpointConfig c = a;
        change(c);
        return c.answerShapingVersion() != a.answerShapingVersion();
    };
    QVERIFY(differs([](EndpointConfig &c) { c.model = QStringLiteral("m2"); }));
    QVERIFY(differs([](EndpointConfig &c) { c.seed = 1; }));
    QVERIFY(differs([](EndpointConfig &c) { c.temperature = 0.2; }));
    QVERIFY(differs([](EndpointConfig &c) { c.maxTokens = 17; }));
    QVERIFY(differs([](EndpointConfig &c) { c.extra.insert(QStringLiteral("top_p"), 0.8); }));
}

void TestEndpointConfig::resolveKeyReadsEnvironmentThenFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString keyPath = dir.filePath(QStringLiteral("key"));
    QFile file(keyPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("sk-from-file  \nsecond line ignored\n");
    file.close();

    EndpointConfig config;
    QCOMPARE(config.resolveKey().value(), QString());
    config.keyFile = keyPath;
    QCOMPARE(config.resolveKey().value(), QStringLiteral("sk-from-file"));
    qputenv("EDITLENS_TEST_KEY_ENV", "sk-from-env");
    config.keyEnv = QStringLiteral("EDITLENS_TEST_KEY_ENV");
    QCOMPARE(config.resolveKey().value(), QStringLiteral("sk-from-env"));
    qunsetenv("EDITLENS_TEST_KEY_ENV");
    const Result<QString> unset = config.resolveKey();
    QVERIFY(!unset.ok());
    QVERIFY(unset.error().message.contains(QStringLiteral("EDITLENS_TEST_KEY_ENV")));

    EndpointConfig emptyFile;
    const QString emptyPath = dir.filePath(QStringLiteral("empty"));
    QFile empty(emptyPath);
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    emptyFile.keyFile = emptyPath;
    QVERIFY(!emptyFile.resolveKey().ok());
    QCOMPARE(emptyFile.resolveKey().error().file, emptyPath);
}

void TestEndpointConfig::requestBodyKeepsAnyDataUrlIntact_data()
{
    // requestBody copies plain data URLs as they are and escapes any other: each character that needs escaping, at the
    // start, inside an eight-byte block and in the tail, must come back unchanged from the JSON.
    QTest::addColumn<QByteArray>("dataUrl");
    const QByteArray plain = "data:image/png;base64," + QByteArray(45, 'A') + "+/=";
    QTest::newRow("plain") << plain;
    const char *const specials[] = {"\"", "\\", "\n", "\x01", "\x1f", "\xc3\xa9"};
    for (const char *special : specials) {
        for (const qsizetype at : {qsizetype(0), qsizetype(13), plain.size() - 1}) {
            QByteArray url = plain;
            url.insert(at, special);
            QTest::addRow("%s at %d", QByteArray(special).toHex().constData(), int(at)) << url;
        }
    }
}

void TestEndpointConfig::requestBodyKeepsAnyDataUrlIntact()
{
    QFETCH(QByteArray, dataUrl);
    EndpointConfig config;
    config.model = QStringLiteral("m");
    ChatRequest request;
    request.text = QStringLiteral("t");
    ChatImage image;
    image.dataUrl = dataUrl;
    request.images = {image};
    QJsonParseError error;
    const QJsonDocument body = QJsonDocument::fromJson(requestBody(config, request), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonValue url = body.object()
                               .value(QStringLiteral("messages"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("content"))
                               .toArray()
                               .at(1)
                               .toObject()
                               .value(QStringLiteral("image_url"))
                               .toObject()
                               .value(QStringLiteral("url"));
    QCOMPARE(url.toString().toUtf8(), dataUrl);
}

QTEST_GUILESS_MAIN(TestEndpointConfig)
#include "tst_endpointconfig.moc"
