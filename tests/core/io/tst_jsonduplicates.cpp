// The raw-text scans for what QJsonDocument would silently change: duplicate keys and a raw leading U+FEFF.
#include "io/jsonduplicates.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace editlens::core;

class TestJsonDuplicates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsTheFirstDuplicateKey_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("key"); // empty: no duplicate
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("firstOffset");
        QTest::newRow("none") << QByteArray("{\"a\":1,\"b\":{\"a\":2},\"c\":[{\"a\":3},{\"a\":4}]}") << QString() << 0
                              << 0;
        QTest::newRow("top level") << QByteArray("{\"a\":1, \"a\":2}") << QStringLiteral("a") << 8 << 1;
        QTest::newRow("nested") << QByteArray("{\"a\":{\"b\":1,\"b\":2}}") << QStringLiteral("b") << 12 << 6;
        QTest::newRow("after a nested object")
            << QByteArray("{\"a\":{\"x\":1},\"a\":2}") << QStringLiteral("a") << 13 << 1;
        QTest::newRow("same key in sibling objects") << QByteArray("[{\"a\":1},{\"a\":1}]") << QString() << 0 << 0;
        QTest::newRow("key-like text in a value")
            << QByteArray("{\"a\":\"\\\"a\\\":1, \\\"a\\\":2\",\"b\":\"a\"}") << QString() << 0 << 0;
        QTest::newRow("value equal to a key") << QByteArray("{\"a\":\"a\",\"b\":\"a\"}") << QString() << 0 << 0;
        QTest::newRow("escaped spelling") << QByteArray("{\"id\":1,\"\\u0069d\":2}") << QStringLiteral("id") << 8 << 1;
        QTest::newRow("escaped quote in key")
            << QByteArray("{\"a\\\"b\":1,\"a\\\"b\":2}") << QStringLiteral("a\"b") << 10 << 1;
        QTest::newRow("empty keys") << QByteArray("{\"\":1,\"\":2}") << QString() << 6 << 1;
        QTest::newRow("not an object") << QByteArray("[1,\"a\",\"a\"]") << QString() << 0 << 0;
    }

    void findsTheFirstDuplicateKey()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, key);
        QFETCH(int, offset);
        QFETCH(int, firstOffset);
        const std::optional<DuplicateJsonKey> found = findDuplicateJsonKey(json);
        if (offset == 0) {
            QVERIFY2(!found, qPrintable(found ? found->key : QString()));
            return;
        }
        QVERIFY(found);
        QCOMPARE(found->key, key);
        QCOMPARE(found->offset, qsizetype(offset));
        QCOMPARE(found->firstOffset, qsizetype(firstOffset));
    }

    void leadingByteOrderMarksAreEscaped_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray bom("\xEF\xBB\xBF");
        QTest::newRow("none") << QByteArray("{\"a\":\"x\"}") << QByteArray("{\"a\":\"x\"}");
        QTest::newRow("value") << "{\"a\":\"" + bom + "x\"}" << QByteArray("{\"a\":\"\\ufeffx\"}");
        QTest::newRow("key and value, twice")
            << "{\"" + bom + "a\":\"" + bom + bom + "\"}" << QByteArray("{\"\\ufeffa\":\"\\ufeff") + bom + "\"}";
        QTest::newRow("inside a string") << "[\"x" + bom + "\"]"
                                         << "[\"x" + bom + "\"]";
        QTest::newRow("after an escaped quote") << "[\"\\\"" + bom + "\"]"
                                                << "[\"\\\"" + bom + "\"]";
        QTest::newRow("already escaped") << QByteArray("[\"\\ufeffx\"]") << QByteArray("[\"\\ufeffx\"]");
        QTest::newRow("outside strings") << bom + "[1]" << bom + "[1]";
    }

    void leadingByteOrderMarksAreEscaped()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, expected);
        QCOMPARE(keepLeadingByteOrderMarks(json), expected);
    }

    // Why raw leading U+FEFFs are escaped before parsing: Qt's JSON reader drops a raw one and keeps an escaped one.
    // Should this ever change, the rewrite can go.
    void qtJsonDropsARawLeadingByteOrderMark()
    {
        const auto first = [](const QByteArray &json) {
            return QJsonDocument::fromJson(json).array().at(0).toString();
        };
        const QString kept = QChar(0xFEFF) + QStringLiteral("x");
        QCOMPARE(first("[\"\xEF\xBB\xBFx\"]"), QStringLiteral("x"));
        QCOMPARE(first("[\"\\ufeffx\"]"), kept);
        QCOMPARE(first(keepLeadingByteOrderMarks("[\"\xEF\xBB\xBFx\"]")), kept);
    }

    void byteOrderMarkKeysAreNotConfusedWithPlainOnes()
    {
        QVERIFY(!findDuplicateJsonKey("{\"\xEF\xBB\xBF"
                                      "a\":1,\"a\":2}"));
        const auto same = findDuplicateJsonKey("{\"\xEF\xBB\xBF"
                                               "a\":1,\"\\ufeffa\":2}");
        QVERIFY(same);
        QCOMPARE(same->key, QChar(0xFEFF) + QStringLiteral("a"));
    }

    void errorNamesFileAndBothLines()
    {
        const Status status = rejectDuplicateJsonKeys("{\n \"k\": 1,\n\n \"k\": 2\n}", QStringLiteral("f.json"), 10);
        QVERIFY(!status);
        QCOMPARE(status.error().file, QStringLiteral("f.json"));
        QCOMPARE(status.error().line, 13);
        QVERIFY2(status.error().message.contains(
                     QStringLiteral("\"k\" appears twice in one object (first on line 11)")),
                 qPrintable(status.error().message));
        QVERIFY(rejectDuplicateJsonKeys("{\"a\":[{\"k\":1},{\"k\":2}]}", QStringLiteral("f.json")));
    }
};

QTEST_GUILESS_MAIN(TestJsonDuplicates)
#include "tst_jsonduplicates.moc"
