// What the model stages cost, where a user reads it: `editlens-cli info` (text and --json) and the report's "Model
// stages" section sum the study's model calls per stage — requests by status and the tokens the endpoint reported.
#include "report/reportmodelcalls.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include "scratchstudy.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace editlens;
using namespace editlens::core;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput()};
}

ModelCall call(const QString &key, const QString &stage, const QString &status, int promptTokens, int completionTokens)
{
    ModelCall c;
    c.requestKey = key;
    c.stage = stage;
    c.stageVersion = QStringLiteral("v1");
    c.endpoint = QStringLiteral("local=http://127.0.0.1:8000/v1");
    c.model = QStringLiteral("m");
    c.itemKey = QStringLiteral("item-1");
    c.prompt = QStringLiteral("prompt");
    c.status = status;
    c.raw = status == QLatin1String("failed") ? QString() : QStringLiteral("answer");
    c.parsed = status == QLatin1String("ok") ? QStringLiteral("{}") : QString();
    c.error = status == QLatin1String("ok") ? QString() : QStringLiteral("why");
    c.promptTokens = promptTokens;
    c.completionTokens = completionTokens;
    return c;
}

} // namespace

class TestModelCallTotals
    : public QObject
    , protected testing::ScratchStudies
{
    Q_OBJECT

    /// A study with three calls: a parse answered (10 + 5 tokens), a point-wise judgement that could not be parsed
    /// (20 + 3) and one that failed without usage figures.
    QString studyWithCalls()
    {
        auto store = newStore();
        ModelCallStore calls(*store);
        for (const ModelCall &c :
             {call(QStringLiteral("k1"), QStringLiteral("parse"), QStringLiteral("ok"), 10, 5),
              call(QStringLiteral("k2"), QStringLiteral("judge-point"), QStringLiteral("unparseable"), 20, 3),
              call(QStringLiteral("k3"), QStringLiteral("judge-point"), QStringLiteral("failed"), -1, -1)}) {
            const Status recorded = calls.record(c);
            if (!recorded)
                qFatal("%s", qPrintable(recorded.error().toString()));
        }
        return store->filePath();
    }

private Q_SLOTS:
    void infoSumsCallsAndTokensPerStage()
    {
        const QString study = studyWithCalls();
        const Run json = cli({QStringLiteral("info"), study, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject stages =
            QJsonDocument::fromJson(json.out).object().value(QLatin1String("model_calls")).toObject();
        QCOMPARE(stages.keys(), (QStringList{QStringLiteral("judge-point"), QStringLiteral("parse")}));
        const QJsonObject judge = stages.value(QLatin1String("judge-point")).toObject();
        QCOMPARE(judge.value(QLatin1String("calls")).toInt(), 2);
        QCOMPARE(judge.value(QLatin1String("ok")).toInt(), 0);
        QCOMPARE(judge.value(QLatin1String("unparseable")).toInt(), 1);
        QCOMPARE(judge.value(QLatin1String("failed")).toInt(), 1);
        QCOMPARE(judge.value(QLatin1String("prompt_tokens")).toInt(), 20); // the failed call reported none
        QCOMPARE(judge.value(QLatin1String("completion_tokens")).toInt(), 3);
        const QJsonObject parse = stages.value(QLatin1String("parse")).toObject();
        QCOMPARE(parse.value(QLatin1String("calls")).toInt(), 1);
        QCOMPARE(parse.value(QLatin1String("prompt_tokens")).toInt(), 10);

        const Run text = cli({QStringLiteral("info"), study});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("model calls judge-point: 2 (ok 0, unparseable 1, failed 1); tokens 20 prompt, 3 "
                                   "completion"),
                 text.out.constData());
        QVERIFY2(text.out.contains("model calls parse: 1 (ok 1, unparseable 0, failed 0); tokens 10 prompt, 5 "
                                   "completion"),
                 text.out.constData());
    }

    void infoOfAStudyWithoutCallsSaysNothingAboutThem()
    {
        auto store = newStore();
        const Run json = cli({QStringLiteral("info"), store->filePath(), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(json.out).object().contains(QLatin1String("model_calls")));
        QVERIFY(!cli({QStringLiteral("info"), store->filePath()}).out.contains("model calls"));
    }

    void reportSectionHasARowPerStageAndTheirSum()
    {
        auto store = StudyStore::open(studyWithCalls());
        EL_VERIFY_OK(store);
        auto totals = ModelCallStore(*store.value()).totals();
        EL_VERIFY_OK(totals);
        report::ReportDocument doc;
        report::addModelCalls(doc, totals.value());
        const report::ReportBlock *table = nullptr;
        for (const report::ReportBlock &b : doc.blocks())
            if (b.kind == report::ReportBlock::Kind::Table)
                table = &b;
        QVERIFY(table);
        QCOMPARE(table->table.rows.size(), 3);
        QCOMPARE(table->table.rows[0],
                 (QStringList{QStringLiteral("judge-point"), QStringLiteral("2"), QStringLiteral("0"),
                              QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("20"), QStringLiteral("3")}));
        // The sum: 3 requests, one of each status, 10 + 20 prompt and 5 + 3 completion tokens.
        QCOMPARE(table->table.rows[2],
                 (QStringList{QStringLiteral("all"), QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("1"),
                              QStringLiteral("1"), QStringLiteral("30"), QStringLiteral("8")}));

        report::ReportDocument none;
        report::addModelCalls(none, {});
        QVERIFY(none.blocks().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestModelCallTotals)
#include "tst_modelcalltotals.moc"
