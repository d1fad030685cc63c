#include "scratchstudy.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace editlens::core;

class TestModelCallStore
    : public QObject
    , private editlens::testing::ScratchStudies
{
    Q_OBJECT

private:
    static ModelCall call(const QString &key, const QString &stage, const QString &item, const QString &status)
    {
        ModelCall c;
        c.requestKey = key;
        c.stage = stage;
        c.stageVersion = QStringLiteral("model=m;temperature=0;seed=0;template=abc");
        c.endpoint = QStringLiteral("local=http://127.0.0.1:8000/v1");
        c.model = QStringLiteral("Qwen/Qwen2.5-VL-7B-Instruct");
        c.templateSha256 = QStringLiteral("abc");
        c.imageSha256 = {QStringLiteral("1111"), QStringLiteral("2222")};
        c.itemKey = item;
        c.systems = QStringLiteral("SysA|SysB");
        c.subject = QStringLiteral("difference 2");
        c.prompt = QStringLiteral("Which edit follows \"make it red\" better?");
        c.status = status;
        if (status != QLatin1String("failed"))
            c.raw = QStringLiteral("```json\n{\"verdict\": \"A\"}\n```");
        if (status == QLatin1String("ok"))
            c.parsed = QStringLiteral("\"[[A>B]]\"");
        if (status != QLatin1String("ok"))
            c.error = QStringLiteral("no JSON in the answer");
        c.latencyMs = 812;
        c.promptTokens = 1200;
        c.completionTokens = 14;
        return c;
    }

    static void compareCalls(const ModelCall &got, const ModelCall &want)
    {
        QCOMPARE(got.requestKey, want.requestKey);
        QCOMPARE(got.stage, want.stage);
        QCOMPARE(got.stageVersion, want.stageVersion);
        QCOMPARE(got.endpoint, want.endpoint);
        QCOMPARE(got.model, want.model);
        QCOMPARE(got.templateSha256, want.templateSha256);
        QCOMPARE(got.imageSha256, want.imageSha256);
        QCOMPARE(got.itemKey, want.itemKey);
        QCOMPARE(got.systems, want.systems);
        QCOMPARE(got.subject, want.subject);
        QCOMPARE(got.prompt, want.prompt);
        QCOMPARE(got.raw, want.raw);
        QCOMPARE(got.parsed, want.parsed);
        QCOMPARE(got.status, want.status);
        QCOMPARE(got.error, want.error);
        QCOMPARE(got.latencyMs, want.latencyMs);
        QCOMPARE(got.promptTokens, want.promptTokens);
        QCOMPARE(got.completionTokens, want.completionTokens);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        EL_REQUIRE_SERVER_IF_ON_SERVER();
    }

    void recordedCallIsFoundWithEveryField()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        const ModelCall c =
            call(QStringLiteral("k1"), QStringLiteral("judge-pair"), QStringLiteral("item-1"), QStringLiteral("ok"));
        EL_VERIFY_OK(calls.record(c));
        const auto found = calls.find(QStringLiteral("k1"));
        EL_VERIFY_OK(found);
        QVERIFY(found.value().has_value());
        compareCalls(*found.value(), c);
        // Set by record when the caller left it empty: an ISO 8601 time in UTC.
        QVERIFY(QDateTime::fromString(found.value()->createdAt, Qt::ISODateWithMs).isValid());
        QVERIFY(found.value()->createdAt.endsWith(QLatin1Char('Z')));
        const auto missing = calls.find(QStringLiteral("k2"));
        EL_VERIFY_OK(missing);
        QVERIFY(!missing.value().has_value());
    }

    void unparseableAnswerIsKeptRawAndServedFromTheCache()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        const ModelCall c = call(QStringLiteral("k1"), QStringLiteral("judge-point"), QStringLiteral("item-1"),
                                 QStringLiteral("unparseable"));
        EL_VERIFY_OK(calls.record(c));
        const auto found = calls.find(QStringLiteral("k1"));
        EL_VERIFY_OK(found);
        QVERIFY(found.value().has_value());
        QCOMPARE(found.value()->status, QStringLiteral("unparseable"));
        QCOMPARE(found.value()->raw, c.raw);
        QCOMPARE(found.value()->parsed, QString());
    }

    void failedCallIsKeptButNotServedFromTheCache()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        ModelCall c = call(QStringLiteral("k1"), QStringLiteral("dice-detect"), QStringLiteral("item-1"),
                           QStringLiteral("failed"));
        c.error = QStringLiteral("HTTP 503: overloaded");
        EL_VERIFY_OK(calls.record(c));
        const auto found = calls.find(QStringLiteral("k1"));
        EL_VERIFY_OK(found);
        QVERIFY(!found.value().has_value());
        const auto all = calls.calls();
        EL_VERIFY_OK(all);
        QCOMPARE(all.value().size(), 1);
        QCOMPARE(all.value().first().status, QStringLiteral("failed"));
        QCOMPARE(all.value().first().error, QStringLiteral("HTTP 503: overloaded"));
    }

    void recordUpsertsOnTheRequestKey()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        ModelCall first =
            call(QStringLiteral("k1"), QStringLiteral("parse"), QStringLiteral("item-1"), QStringLiteral("failed"));
        EL_VERIFY_OK(calls.record(first));
        EL_VERIFY_OK(calls.record(
            call(QStringLiteral("k2"), QStringLiteral("parse"), QStringLiteral("item-2"), QStringLiteral("ok"))));
        ModelCall again =
            call(QStringLiteral("k1"), QStringLiteral("parse"), QStringLiteral("item-1"), QStringLiteral("ok"));
        again.raw = QStringLiteral("{\"original_part\": \"cup\"}");
        again.parsed = QStringLiteral("{\"original_part\":\"cup\"}");
        again.latencyMs = 90;
        again.promptTokens = 7;
        EL_VERIFY_OK(calls.record(again));
        const auto all = calls.calls();
        EL_VERIFY_OK(all);
        QCOMPARE(all.value().size(), 2);
        // The retried request keeps its row (and its place), with the new answer.
        QCOMPARE(all.value().at(0).requestKey, QStringLiteral("k1"));
        compareCalls(all.value().at(0), again);
        QCOMPARE(all.value().at(1).requestKey, QStringLiteral("k2"));
    }

    void callsFilterByStageAndItemOldestFirst()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        const QList<std::array<const char *, 3>> rows{{"a", "judge-point", "item-2"},
                                                      {"b", "parse", "item-1"},
                                                      {"c", "judge-point", "item-1"},
                                                      {"d", "judge-point", "item-2"}};
        for (const auto &[key, stage, item] : rows)
            EL_VERIFY_OK(calls.record(call(QString::fromLatin1(key), QString::fromLatin1(stage),
                                           QString::fromLatin1(item), QStringLiteral("ok"))));
        const auto keys = [&](const QString &stage, const QString &item) {
            QStringList out;
            const auto got = calls.calls(stage, item);
            if (got.ok())
                for (const ModelCall &c : got.value())
                    out << c.requestKey;
            return out;
        };
        QCOMPARE(keys({}, {}),
                 QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")}));
        QCOMPARE(keys(QStringLiteral("judge-point"), {}),
                 QStringList({QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("d")}));
        QCOMPARE(keys({}, QStringLiteral("item-1")), QStringList({QStringLiteral("b"), QStringLiteral("c")}));
        QCOMPARE(keys(QStringLiteral("judge-point"), QStringLiteral("item-2")),
                 QStringList({QStringLiteral("a"), QStringLiteral("d")}));
        QCOMPARE(keys(QStringLiteral("dice-detect"), {}), QStringList());
    }

    void totalsSumPerStageInNameOrder()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        ModelCall a = call(QStringLiteral("a"), QStringLiteral("parse"), QStringLiteral("i1"), QStringLiteral("ok"));
        a.promptTokens = 100;
        a.completionTokens = 10;
        ModelCall b =
            call(QStringLiteral("b"), QStringLiteral("parse"), QStringLiteral("i2"), QStringLiteral("unparseable"));
        b.promptTokens = 50;
        b.completionTokens = 5;
        ModelCall c = call(QStringLiteral("c"), QStringLiteral("parse"), QStringLiteral("i3"), QStringLiteral("ok"));
        c.promptTokens = -1; // the server did not say: counted as a call, not as tokens
        c.completionTokens = -1;
        ModelCall d =
            call(QStringLiteral("d"), QStringLiteral("dice-detect"), QStringLiteral("i1"), QStringLiteral("failed"));
        d.promptTokens = -1;
        d.completionTokens = -1;
        ModelCall e =
            call(QStringLiteral("e"), QStringLiteral("dice-coherence"), QStringLiteral("i1"), QStringLiteral("ok"));
        e.promptTokens = 3;
        e.completionTokens = 4;
        for (const ModelCall &x : {a, b, c, d, e})
            EL_VERIFY_OK(calls.record(x));
        const auto totals = calls.totals();
        EL_VERIFY_OK(totals);
        const QVector<ModelCallTotals> &t = totals.value();
        QCOMPARE(t.size(), 3);
        QCOMPARE(t.at(0).stage, QStringLiteral("dice-coherence"));
        QCOMPARE(t.at(1).stage, QStringLiteral("dice-detect"));
        QCOMPARE(t.at(2).stage, QStringLiteral("parse"));
        QCOMPARE(t.at(0).calls, qint64(1));
        QCOMPARE(t.at(0).promptTokens, qint64(3));
        QCOMPARE(t.at(0).completionTokens, qint64(4));
        QCOMPARE(t.at(1).calls, qint64(1));
        QCOMPARE(t.at(1).failed, qint64(1));
        QCOMPARE(t.at(1).ok, qint64(0));
        QCOMPARE(t.at(1).promptTokens, qint64(0));
        QCOMPARE(t.at(2).calls, qint64(3));
        QCOMPARE(t.at(2).ok, qint64(2));
        QCOMPARE(t.at(2).unparseable, qint64(1));
        QCOMPARE(t.at(2).failed, qint64(0));
        QCOMPARE(t.at(2).promptTokens, qint64(150));
        QCOMPARE(t.at(2).completionTokens, qint64(15));
    }

    void unknownStatusOrMissingKeyIsRefusedAndNothingStored()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        const Status bad =
            calls.record(call(QStringLiteral("k"), QStringLiteral("parse"), QStringLiteral("i"), QStringLiteral("")));
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.contains(QLatin1String("status")), qPrintable(bad.error().message));
        QVERIFY(!calls.record(call({}, QStringLiteral("parse"), QStringLiteral("i"), QStringLiteral("ok"))).ok());
        const auto all = calls.calls();
        EL_VERIFY_OK(all);
        QVERIFY(all.value().isEmpty());
    }

    void anAnswerHoldingNulIsKeptOnEveryEngine()
    {
        // JSON allows "\u0000" in a string, so a broken or hostile server can send it; PostgreSQL's text holds no NUL.
        auto store = newStore();
        ModelCallStore calls(*store);
        ModelCall c = call(QStringLiteral("k1"), QStringLiteral("judge-point"), QStringLiteral("item-1"),
                           QStringLiteral("unparseable"));
        c.raw = QStringLiteral("score: 7") + QChar(0) + QStringLiteral("garbage");
        c.error = QStringLiteral("no JSON in ") + QChar(0);
        EL_VERIFY_OK(calls.record(c));
        const auto found = calls.find(QStringLiteral("k1"));
        EL_VERIFY_OK(found);
        QVERIFY(found.value().has_value());
        QCOMPARE(found.value()->raw,
                 QStringLiteral("score: 7") + QChar(QChar::ReplacementCharacter) + QStringLiteral("garbage"));
        QCOMPARE(found.value()->error, QStringLiteral("no JSON in ") + QChar(QChar::ReplacementCharacter));
    }

    void noCredentialOfTheEndpointIsEverStored()
    {
        const QString secret = QStringLiteral("sk-test-9f8e7d6c5b4a");
        const QString file = path(QStringLiteral("keys.editlens"));
        {
            auto store = editlens::testing::createStudyOrDie(file, m_dir.path());
            ModelCallStore calls(*store);
            ModelCall c = call(QStringLiteral("k1"), QStringLiteral("judge-point"), QStringLiteral("item-1"),
                               QStringLiteral("ok"));
            c.endpoint = QStringLiteral("hosted=https://lab:%1@api.example.org/v1?api-key=%1").arg(secret);
            EL_VERIFY_OK(calls.record(c));
            const auto found = calls.find(QStringLiteral("k1"));
            EL_VERIFY_OK(found);
            QVERIFY(found.value().has_value());
            QCOMPARE(found.value()->endpoint, QStringLiteral("hosted=https://api.example.org/v1"));
            // Every column of every row, as the database holds it.
            QSqlQuery q(store->database());
            QVERIFY(q.exec(QStringLiteral("SELECT * FROM model_calls")));
            int rows = 0;
            while (q.next()) {
                ++rows;
                for (int i = 0; i < q.record().count(); ++i)
                    QVERIFY2(!q.value(i).toString().contains(secret), qPrintable(q.record().fieldName(i)));
            }
            QCOMPARE(rows, 1);
        }
        if (editlens::testing::testOnServer())
            return;
        // And nowhere in the study file's bytes (nor its write-ahead log).
        for (const QString &f : QStringList{file, file + QStringLiteral("-wal")}) {
            QFile bytes(f);
            if (!bytes.open(QIODevice::ReadOnly))
                continue;
            QVERIFY2(!bytes.readAll().contains(secret.toUtf8()), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(TestModelCallStore)
#include "tst_modelcallstore.moc"
