// End-to-end tests of the model stages against a scripted endpoint on loopback: one fixture study and one
// scripted model shared by every case, which is why the cases stay in one file.
#include "alignment/judgeaccuracy.h"
#include "alignment/ratingtable.h"
#include "bpm/instructionparser.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "modelstages/stagerunner.h"
#include "scoring/metricregistry.h"
#include "scratchstudy.h"
#include "scriptedchatserver.h"
#include "stats/differenceevaluation.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include <atomic>
#include <memory>

using namespace editlens::core;
using namespace editlens::core::modelstages;
using namespace editlens::testing;

namespace {

const QString modelName = QStringLiteral("scripted-model");
const QString diceVia = QStringLiteral("DICE via scripted-model");
const QString judge = QStringLiteral("vlm_scripted_model");

/// The test's own templates: the system part names the stage, so that the scripted server knows what it is asked.
const QList<QPair<QString, QByteArray>> testTemplates = {
    {QStringLiteral("parse"), "stage parse\n---\nParse the instruction: {instruction}\n"},
    {QStringLiteral("dice-detect"),
     "stage dice-detect\n---\nList the differences ({box_convention}, {image_width}x{image_height}) "
     "for: {instruction}\n"},
    {QStringLiteral("dice-coherence"), "stage dice-coherence\n---\nIs \"{difference}\" at {box} coherent with: "
                                       "{instruction}\n"},
    {QStringLiteral("judge-sc"), "stage judge-sc\n---\nRate how well the edit follows: {instruction}\n"},
    {QStringLiteral("judge-pq"), "stage judge-pq\n---\nRate the edited image's quality.\n"},
    {QStringLiteral("judge-pair"), "stage judge-pair\n---\nWhich edit follows better: {instruction}\n"},
};

/// What a recorded request asks: the stage named by the system part, the user text, the images' data URLs.
struct Asked
{
    QString stage;
    QString text;
    QStringList images;
};

Asked asked(const RecordedRequest &r)
{
    Asked a;
    const QJsonArray messages = r.json.object().value(QLatin1String("messages")).toArray();
    for (const auto &m : messages) {
        const QJsonObject message = m.toObject();
        const QJsonValue content = message.value(QLatin1String("content"));
        if (message.value(QLatin1String("role")).toString() == QLatin1String("system")) {
            a.stage = content.toString().section(QLatin1Char(' '), 1).trimmed();
            continue;
        }
        if (content.isString())
            a.text = content.toString();
        for (const auto &part : content.toArray()) {
            const QJsonObject p = part.toObject();
            if (p.value(QLatin1String("type")).toString() == QLatin1String("text"))
                a.text = p.value(QLatin1String("text")).toString();
            else
                a.images << p.value(QLatin1String("image_url")).toObject().value(QLatin1String("url")).toString();
        }
    }
    return a;
}

/// The fixture's images by name ("kite-sd") and their data URLs, so that a reply can tell which output it is shown.
struct Fixture
{
    QString root;
    QHash<QString, QString> nameOfUrl;
    QHash<QString, QByteArray> bytes; // name -> file bytes
};

/// Answers every stage as a faithful model would, per image shown: the true boxes in 0-1000, the coherence of each
/// difference, sub-scores and a verdict.
ScriptedReply faithful(const Fixture &f, const RecordedRequest &r)
{
    const Asked a = asked(r);
    const QString shown = a.images.isEmpty() ? QString() : f.nameOfUrl.value(a.images.last());
    const bool kite = a.text.contains(QLatin1String("kite"));
    if (a.stage == QLatin1String("parse"))
        return ScriptedReply::chat(
            kite ? QStringLiteral("```json\n{\"original_part\": \"none\", \"edited_part\": \"kite\", \"edit_type\": "
                                  "\"add\", \"size\": \"unchanged\", \"position\": \"unchanged\", \"being_added\": "
                                  "\"none\", \"added_object\": \"kite\"}\n```")
                 : QStringLiteral("{\"original_part\": \"vase\", \"edited_part\": \"blue vase\", \"edit_type\": "
                                  "\"change color\", \"size\": \"unchanged\", \"position\": \"unchanged\", "
                                  "\"being_added\": \"none\", \"added_object\": \"none\"}"));
    if (a.stage == QLatin1String("dice-detect")) {
        if (shown == QLatin1String("kite-sd"))
            return ScriptedReply::chat(QStringLiteral(
                "Here they are:\n{\"differences\": [{\"op\": \"ADD\", \"box\": [200, 400, 600, 800], \"description\": "
                "\"a red kite\", "
                "\"confidence\": 0.8}, {\"op\": \"REMOVE\", \"box\": [0, 0, 100, 100], \"description\": \"the sun\", "
                "\"confidence\": 0.9}]}"));
        if (shown == QLatin1String("vase-sd"))
            return ScriptedReply::chat(
                QStringLiteral("{\"differences\": [{\"op\": \"EDIT\", \"box\": [250, 250, 750, 750], "
                               "\"description\": \"vase\", \"confidence\": 0.55}]}"));
        if (shown == QLatin1String("vase-ip"))
            return ScriptedReply::chat(
                QStringLiteral("{\"differences\": [{\"op\": \"EDIT\", \"box\": [0, 0, 500, 500], "
                               "\"description\": \"table\", \"confidence\": 0.3}]}"));
        return ScriptedReply::chat(QStringLiteral("{\"differences\": []}"));
    }
    if (a.stage == QLatin1String("dice-coherence")) {
        const bool yes = a.text.contains(QLatin1String("kite")) && a.text.contains(QLatin1String("ADD: a red kite"));
        const bool vase = a.text.contains(QLatin1String("EDIT: vase"));
        return ScriptedReply::chat(QStringLiteral("{\"answer\": \"%1\", \"rationale\": \"as asked or not\"}")
                                       .arg(yes || vase ? QStringLiteral("YES") : QStringLiteral("NO")));
    }
    if (a.stage == QLatin1String("judge-sc"))
        return ScriptedReply::chat(shown.endsWith(QLatin1String("-sd"))
                                       ? QStringLiteral("{\"score\": [8, 6], \"reasoning\": \"follows it\"}")
                                       : QStringLiteral("{\"score\": [3, 9], \"reasoning\": \"barely\"}"));
    if (a.stage == QLatin1String("judge-pq"))
        return ScriptedReply::chat(QStringLiteral("{\"score\": [9, 4], \"reasoning\": \"some artifacts\"}"));
    if (a.stage == QLatin1String("judge-pair"))
        return ScriptedReply::chat(QStringLiteral("Edit A does what was asked. [[A>B]]"));
    return ScriptedReply::error(400, QStringLiteral("unexpected request"));
}

/// The rows of `summary` by stage.
QHash<QString, StageRunRow> rowsOf(const StageRunSummary &summary)
{
    QHash<QString, StageRunRow> rows;
    for (const StageRunRow &r : summary.rows)
        rows.insert(r.stage, r);
    return rows;
}

qint64 total(const StageRunSummary &summary, qint64 StageRunRow::*field)
{
    qint64 n = 0;
    for (const StageRunRow &r : summary.rows)
        n += r.*field;
    return n;
}

const Score *findScore(const Output &o, const QString &metric)
{
    for (const Score &s : o.scores)
        if (s.metric == metric)
            return &s;
    return nullptr;
}

QVector<Difference> ofOrigin(const Output &o, const QString &origin)
{
    QVector<Difference> found;
    for (const Difference &d : o.differences)
        if (d.origin == origin)
            found << d;
    return found;
}

/// The payloads: model, sampling, and images that decode to the very bytes the study holds, in order.
void checkPayloads(const Fixture &f, const QVector<RecordedRequest> &requests)
{
    for (const RecordedRequest &r : requests) {
        const QJsonObject body = r.json.object();
        QCOMPARE(body.value(QLatin1String("model")).toString(), modelName);
        QCOMPARE(body.value(QLatin1String("temperature")).toDouble(-1), 0.0);
        QCOMPARE(body.value(QLatin1String("seed")).toInteger(-1), qint64(7));
        const Asked a = asked(r);
        const int expectedImages = a.stage == QLatin1String("parse")        ? 0
                                   : a.stage == QLatin1String("judge-pq")   ? 1
                                   : a.stage == QLatin1String("judge-pair") ? 3
                                                                            : 2;
        QCOMPARE(a.images.size(), expectedImages);
        for (const QString &url : a.images)
            QVERIFY2(f.nameOfUrl.contains(url), qPrintable(a.stage));
        if (expectedImages >= 2)
            QCOMPARE(f.nameOfUrl.value(a.images.first()).left(4),
                     a.text.contains(QLatin1String("kite")) ? QStringLiteral("kite") : QStringLiteral("vase"));
        if (a.stage == QLatin1String("dice-detect")) {
            const QString original = f.nameOfUrl.value(a.images.first());
            const QByteArray decoded = QByteArray::fromBase64(a.images.first().section(QLatin1Char(','), 1).toLatin1());
            QCOMPARE(decoded, f.bytes.value(original));
        }
    }
}

} // namespace

class TestModelStages
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

    FormatRegistry m_registry;
    int m_fixtures = 0;

    /// A folder with two items (kite-1: add, no parse; vase-7: recolour, with an imported parse), each edited by SD
    /// and IP2P, ground-truth boxes on the SD outputs, a human preference on kite-1, and the test templates in
    /// prompts/. All images differ, so each is told apart by its bytes.
    Fixture makeFixture()
    {
        Fixture f;
        f.root = path(QStringLiteral("fixture%1").arg(++m_fixtures));
        const QDir dir(f.root);
        const std::tuple<const char *, QSize, QColor> images[] = {
            {"orig/kite.png", QSize(200, 100), QColor(10, 20, 200)},
            {"out/kite-sd.png", QSize(200, 100), QColor(200, 20, 10)},
            {"out/kite-ip.png", QSize(200, 100), QColor(20, 200, 10)},
            {"orig/vase.png", QSize(100, 100), QColor(90, 90, 90)},
            {"out/vase-sd.png", QSize(100, 100), QColor(30, 30, 240)},
            {"out/vase-ip.png", QSize(100, 100), QColor(240, 240, 30)}};
        for (const auto &[file, size, colour] : images) {
            const QString name = QFileInfo(QString::fromLatin1(file)).completeBaseName();
            writeImage(dir.filePath(QString::fromLatin1(file)), size, colour);
            f.bytes.insert(name, readText(dir.filePath(QString::fromLatin1(file))));
            f.nameOfUrl.insert(QStringLiteral("data:image/png;base64,")
                                   + QString::fromLatin1(f.bytes.value(name).toBase64()),
                               name);
        }
        for (const auto &[name, text] : testTemplates)
            writeText(dir.filePath(QStringLiteral("prompts/%1.txt").arg(name)), text);
        return f;
    }

    StudyData fixtureStudy() const
    {
        const auto output = [](const QString &system, const QString &path, QSize size) {
            Output o;
            o.system = system;
            o.path = path;
            o.size = size;
            return o;
        };
        const auto truth = [](EditOp op, const QString &description, QRectF box) {
            Difference d;
            d.op = op;
            d.description = description;
            d.box = box;
            d.originKind = OriginKind::GroundTruth;
            d.origin = QStringLiteral("truth");
            d.coherence << CoherenceLabel{true, QString(), OriginKind::GroundTruth, QStringLiteral("truth")};
            return d;
        };
        StudyData data;
        Item kite;
        kite.key = QStringLiteral("kite-1");
        kite.sourcePath = QStringLiteral("orig/kite.png");
        kite.sourceSize = QSize(200, 100);
        kite.instruction = QStringLiteral("Add a kite to the sky");
        kite.outputs << output(QStringLiteral("SD"), QStringLiteral("out/kite-sd.png"), QSize(200, 100))
                     << output(QStringLiteral("IP2P"), QStringLiteral("out/kite-ip.png"), QSize(200, 100));
        kite.outputs[0].differences << truth(EditOp::Add, QStringLiteral("kite"), QRectF(40, 40, 80, 40));
        kite.preferences << Preference{QStringLiteral("SD"), QStringLiteral("IP2P"), QStringLiteral("ann"), QString(),
                                       PreferenceChoice::A};
        Item vase;
        vase.key = QStringLiteral("vase-7");
        vase.sourcePath = QStringLiteral("orig/vase.png");
        vase.sourceSize = QSize(100, 100);
        vase.instruction = QStringLiteral("Make the vase blue");
        vase.parse = QJsonObject{{QStringLiteral("original_part"), QStringLiteral("vase")},
                                 {QStringLiteral("edited_part"), QStringLiteral("blue vase")},
                                 {QStringLiteral("edit_type"), QStringLiteral("change color")},
                                 {QStringLiteral("source"), QStringLiteral("imported")}};
        vase.outputs << output(QStringLiteral("SD"), QStringLiteral("out/vase-sd.png"), QSize(100, 100))
                     << output(QStringLiteral("IP2P"), QStringLiteral("out/vase-ip.png"), QSize(100, 100));
        vase.outputs[0].differences << truth(EditOp::Edit, QStringLiteral("vase"), QRectF(25, 25, 50, 50));
        data.items << kite << vase;
        return data;
    }

    std::unique_ptr<StudyStore> fixtureStore(const Fixture &f)
    {
        return createStudyWithOrDie(path(QStringLiteral("study%1.editlens").arg(++m_studies)), f.root, fixtureStudy());
    }

    StageOptions options(const ScriptedChatServer &server, const Fixture &f,
                         const QStringList &stages = {QStringLiteral("parse"), QStringLiteral("dice"),
                                                      QStringLiteral("judge")}) const
    {
        StageOptions o;
        o.stages = stages;
        o.endpoint.name = QStringLiteral("scripted");
        o.endpoint.baseUrl = server.url();
        o.endpoint.model = modelName;
        o.endpoint.seed = 7;
        o.endpoint.backoffMs = 1;
        o.endpoint.timeoutMs = 30000;
        o.promptsDirectory = QDir(f.root).filePath(QStringLiteral("prompts"));
        o.boxConvention = BoxConvention::Thousandths;
        return o;
    }

    static StudyData loaded(StudyStore &store)
    {
        Result<StudyData> data = store.load();
        if (!data)
            qFatal("%s", qPrintable(data.error().toString()));
        return std::move(data).value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void everyStageSendsTheStudysImagesAndStoresItsValues()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });

        const Result<StageRunSummary> run = runStages(*store, options(server, f));
        EL_VERIFY_OK(run);
        // 2 items × (parse + 2 outputs × (dice-detect + SC + PQ) + 1 pair) = 16, then one coherence request per
        // difference found: kite-sd 2, kite-ip 0, vase-sd 1, vase-ip 1.
        QCOMPARE(server.requestCount(), 20);
        const auto rows = rowsOf(run.value());
        QCOMPARE(rows.value(QStringLiteral("parse")).asked, 2);
        QCOMPARE(rows.value(QStringLiteral("parse")).stored, 1);
        QCOMPARE(rows.value(QStringLiteral("parse")).kept, 1);
        QCOMPARE(rows.value(QStringLiteral("dice-detect")).asked, 4);
        QCOMPARE(rows.value(QStringLiteral("dice-detect")).stored, 4);
        QCOMPARE(rows.value(QStringLiteral("dice-coherence")).asked, 4);
        QCOMPARE(rows.value(QStringLiteral("dice-coherence")).stored, 4);
        QCOMPARE(rows.value(QStringLiteral("judge-point")).asked, 8);
        QCOMPARE(rows.value(QStringLiteral("judge-point")).stored, 8 + 4); // SC, PQ and O
        QCOMPARE(rows.value(QStringLiteral("judge-pair")).stored, 2);
        QCOMPARE(total(run.value(), &StageRunRow::unparseable), 0);
        QCOMPARE(total(run.value(), &StageRunRow::failed), 0);
        QCOMPARE(total(run.value(), &StageRunRow::promptTokens), 20 * 12);
        QCOMPARE(total(run.value(), &StageRunRow::completionTokens), 20 * 7);

        checkPayloads(f, server.requests());
        if (QTest::currentTestFailed())
            return;

        const StudyData data = loaded(*store);
        const Item *kite = findItem(data, QStringLiteral("kite-1"));
        const Item *vase = findItem(data, QStringLiteral("vase-7"));
        QVERIFY(kite && vase);
        // parse: the model's parse with its provenance; the imported parse of vase-7 stays.
        QCOMPARE(kite->parse.value(QLatin1String("source")).toString(), QStringLiteral("llm"));
        QCOMPARE(kite->parse.value(QLatin1String("edit_type")).toString(), QStringLiteral("add"));
        QCOMPARE(kite->parse.value(QLatin1String("model")).toString(), modelName);
        QCOMPARE(kite->parse.value(QLatin1String("endpoint")).toString(), QStringLiteral("scripted"));
        QCOMPARE(kite->parse.value(QLatin1String("call")).toString().size(), 64);
        QCOMPARE(vase->parse.value(QLatin1String("source")).toString(), QStringLiteral("imported"));
        // BPM goes by the model's parse only when asked (--bpm-parser llm); the rule parser stays the default, and an
        // imported parse wins either way.
        const InstructionParser rules;
        QCOMPARE(effectiveParse(kite->parse, kite->instruction, rules), rules.parse(kite->instruction));
        QCOMPARE(effectiveParse(kite->parse, kite->instruction, rules, BpmParser::Llm),
                 EditParse::fromJson(kite->parse));
        QCOMPARE(effectiveParse(kite->parse, kite->instruction, rules, BpmParser::Llm).addedObject,
                 QStringLiteral("kite"));
        QCOMPARE(effectiveParse(vase->parse, vase->instruction, rules).source, ParseSource::Imported);

        // dice: boxes in pixels of the edited image, with their coherence, under the model's detector origin.
        const Output *kiteSd = findOutput(*kite, QStringLiteral("SD"));
        const QVector<Difference> boxes = ofOrigin(*kiteSd, diceVia);
        QCOMPARE(boxes.size(), 2);
        QCOMPARE(boxes[0].op, EditOp::Add);
        QCOMPARE(boxes[0].box, QRectF(40, 40, 80, 40));
        QCOMPARE(boxes[0].originKind, OriginKind::Detector);
        QCOMPARE(boxes[0].confidence, 0.8);
        QCOMPARE(boxes[0].coherence.size(), 1);
        QCOMPARE(boxes[0].coherence[0].origin, diceVia);
        QCOMPARE(boxes[0].coherence[0].originKind, OriginKind::Detector);
        QVERIFY(boxes[0].coherence[0].coherent);
        QCOMPARE(boxes[1].op, EditOp::Remove);
        QVERIFY(!boxes[1].coherence.value(0).coherent);
        QCOMPARE(ofOrigin(*findOutput(*kite, QStringLiteral("IP2P")), diceVia).size(), 0);
        QCOMPARE(ofOrigin(*kiteSd, QStringLiteral("truth")).size(), 1); // the truth untouched

        // judge: VIEScore's layout (SC, PQ = min of sub-scores, O = sqrt(SC·PQ)) and a verdict per pair.
        QCOMPARE(findScore(*kiteSd, judge + QStringLiteral("_sc"))->value, 6.0);
        QCOMPARE(findScore(*kiteSd, judge + QStringLiteral("_pq"))->value, 4.0);
        QCOMPARE(findScore(*kiteSd, judge)->value, std::sqrt(24.0));
        QCOMPARE(findScore(*findOutput(*kite, QStringLiteral("IP2P")), judge)->value, std::sqrt(12.0));
        // … described as the model stage's judge (info, the report), never as "imported".
        MetricRegistry metrics;
        metrics.registerBuiltins();
        QVERIFY(metrics.displayName(judge).contains(QStringLiteral("sqrt(SC x PQ)")));
        QVERIFY(metrics.displayName(judge + QStringLiteral("_pq")).contains(QStringLiteral("PQ")));
        QCOMPARE(metrics.referenceText(judge + QStringLiteral("_sc")),
                 metricReferenceName(MetricReference::SourceImageAndInstruction));
        QCOMPARE(kite->judgeVotes.size(), 1);
        QCOMPARE(kite->judgeVotes[0].judge, judge);
        QCOMPARE(kite->judgeVotes[0].systemA, QStringLiteral("SD"));
        QCOMPARE(kite->judgeVotes[0].verdict, QStringLiteral("[[A>B]]"));
        // … which the alignment reads as it reads an imported judge: against the human vote on kite-1.
        const QMap<QString, alignment::JudgeAccuracyCell> accuracy =
            alignment::judgeAccuracy(alignment::RatingTable::fromStudy(data));
        QVERIFY(accuracy.contains(judge));
        QCOMPARE(accuracy.value(judge).n, 1);
        QCOMPARE(accuracy.value(judge).correct, 1);

        // The audit: every request with its raw answer, no key anywhere.
        const Result<QVector<ModelCall>> calls = ModelCallStore(*store).calls();
        EL_VERIFY_OK(calls);
        QCOMPARE(calls.value().size(), 20);
        for (const ModelCall &c : calls.value()) {
            QCOMPARE(c.status, QStringLiteral("ok"));
            QVERIFY(!c.raw.isEmpty());
            QVERIFY(!c.parsed.isEmpty());
            QCOMPARE(c.model, modelName);
        }
    }

    void aRerunAnswersFromTheStudyAndKeepsReviewedBoxes()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        EL_VERIFY_OK(runStages(*store, options(server, f)));
        const StudyCounts before = store->counts().value();
        const QVector<Difference> first =
            ofOrigin(*findOutput(*findItem(loaded(*store), QStringLiteral("kite-1")), QStringLiteral("SD")), diceVia);

        const Result<StageRunSummary> again = runStages(*store, options(server, f));
        EL_VERIFY_OK(again);
        QCOMPARE(server.requestCount(), 20); // nothing sent
        QCOMPARE(total(again.value(), &StageRunRow::asked), 0);
        QCOMPARE(total(again.value(), &StageRunRow::fromCache), 20);
        verifyCountsUnchanged(*store, before);
        // The same boxes are the same rows: a reviewer's decisions on them survive a re-run.
        const QVector<Difference> second =
            ofOrigin(*findOutput(*findItem(loaded(*store), QStringLiteral("kite-1")), QStringLiteral("SD")), diceVia);
        QCOMPARE(second.size(), first.size());
        for (qsizetype i = 0; i < first.size(); ++i)
            QCOMPARE(second[i].id, first[i].id);

        const Result<StagePlan> plan = planStages(*store, options(server, f));
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().totalRequests(), 0);
    }

    void aChangedTemplateAsksAgain()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        EL_VERIFY_OK(runStages(*store, options(server, f), {}));
        writeText(QDir(f.root).filePath(QStringLiteral("prompts/judge-pq.txt")),
                  "stage judge-pq\n---\nRate the edited image's naturalness and artifacts.\n");

        const Result<StagePlan> plan = planStages(*store, options(server, f));
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().totalRequests(), 4);
        const Result<StageRunSummary> again = runStages(*store, options(server, f));
        EL_VERIFY_OK(again);
        QCOMPARE(server.requestCount(), 24);
        QCOMPARE(rowsOf(again.value()).value(QStringLiteral("judge-point")).asked, 4);
        QCOMPARE(total(again.value(), &StageRunRow::asked), 4);
        for (const RecordedRequest &r : server.requests().mid(20))
            QCOMPARE(asked(r).stage, QStringLiteral("judge-pq"));
    }

    void malformedAnswersAreKeptRawAndStoreNothing()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) {
            const Asked a = asked(r);
            if (a.stage == QLatin1String("judge-sc"))
                return ScriptedReply::chat(QStringLiteral("I would give it an eight."));
            if (a.stage == QLatin1String("dice-detect")
                && f.nameOfUrl.value(a.images.last()) == QLatin1String("vase-ip"))
                return ScriptedReply::chat(
                    QStringLiteral("{\"differences\": [{\"op\": \"EDIT\", \"box\": [0, 0, 5000, 5000], "
                                   "\"description\": \"table\", \"confidence\": 0.3}]}"));
            if (a.stage == QLatin1String("judge-pair"))
                return ScriptedReply::chat(QStringLiteral("{\"verdict\": \"A\""));
            return faithful(f, r);
        });
        const Result<StageRunSummary> run = runStages(*store, options(server, f));
        EL_VERIFY_OK(run);
        const auto rows = rowsOf(run.value());
        QCOMPARE(rows.value(QStringLiteral("judge-point")).unparseable, 4);
        QCOMPARE(rows.value(QStringLiteral("judge-point")).stored, 4); // PQ only: no SC, so no O
        QCOMPARE(rows.value(QStringLiteral("dice-detect")).unparseable, 1);
        QCOMPARE(rows.value(QStringLiteral("judge-pair")).unparseable, 2);
        QCOMPARE(rows.value(QStringLiteral("dice-coherence")).asked, 3); // none for the box out of range

        const StudyData data = loaded(*store);
        for (const Item &item : data.items) {
            QVERIFY(item.judgeVotes.isEmpty());
            for (const Output &o : item.outputs) {
                QVERIFY(!findScore(o, judge + QStringLiteral("_sc")));
                QVERIFY(!findScore(o, judge));
                QVERIFY(findScore(o, judge + QStringLiteral("_pq")));
            }
        }
        QCOMPARE(
            ofOrigin(*findOutput(*findItem(data, QStringLiteral("vase-7")), QStringLiteral("IP2P")), diceVia).size(),
            0);
        const Result<QVector<ModelCall>> calls = ModelCallStore(*store).calls(QStringLiteral("judge-point"));
        EL_VERIFY_OK(calls);
        int unparseable = 0;
        for (const ModelCall &c : calls.value()) {
            if (c.status != QLatin1String("unparseable"))
                continue;
            ++unparseable;
            QCOMPARE(c.raw, QStringLiteral("I would give it an eight."));
            QVERIFY(c.parsed.isEmpty());
            QVERIFY(!c.error.isEmpty());
        }
        QCOMPARE(unparseable, 4);

        // A re-run does not ask again what was answered, even badly: the raw answer is the record.
        const Result<StageRunSummary> again = runStages(*store, options(server, f));
        EL_VERIFY_OK(again);
        QCOMPARE(total(again.value(), &StageRunRow::asked), 0);
        QCOMPARE(rowsOf(again.value()).value(QStringLiteral("judge-point")).unparseable, 4);
    }

    void aServerThatDiesKeepsWhatWasAnsweredAndARerunResumes()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        auto answered = std::make_shared<std::atomic_int>(0);
        server.setReplyFunction([f, answered](const RecordedRequest &r) {
            if (answered->fetch_add(1) < 5)
                return faithful(f, r);
            ScriptedReply gone = ScriptedReply::chat(QStringLiteral("never read"));
            gone.dropAfterBytes = 0; // the connection closes: the server is gone
            return gone;
        });
        StageOptions o = options(server, f);
        o.endpoint.maxInFlight = 1;
        o.endpoint.maxRetries = 0;
        o.endpoint.maxConsecutiveFailures = 2;
        const Result<StageRunSummary> run = runStages(*store, o);
        EL_VERIFY_OK(run);
        QVERIFY(run.value().stopped);
        QVERIFY(!run.value().stopReason.isEmpty());
        QCOMPARE(total(run.value(), &StageRunRow::failed), 2);
        Result<QVector<ModelCall>> calls = ModelCallStore(*store).calls();
        EL_VERIFY_OK(calls);
        int ok = 0;
        for (const ModelCall &c : calls.value())
            ok += c.status == QLatin1String("ok") ? 1 : 0;
        QCOMPARE(ok, 5);

        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        const int before = server.requestCount();
        const Result<StageRunSummary> resumed = runStages(*store, options(server, f));
        EL_VERIFY_OK(resumed);
        QVERIFY(!resumed.value().stopped);
        QCOMPARE(total(resumed.value(), &StageRunRow::fromCache), 5);
        QCOMPARE(server.requestCount() - before, 20 - 5);
        QCOMPARE(store->counts().value().judgeVotes, 2);
    }

    void aCancelledRunKeepsItsAnswersAndResumes()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        StageOptions o = options(server, f);
        o.endpoint.maxInFlight = 1;
        const Result<StageRunSummary> run = runStages(*store, o, [](qint64 done, qint64) { return done < 3; });
        EL_VERIFY_OK(run);
        QVERIFY(run.value().stopped);
        QCOMPARE(run.value().stopReason, QStringLiteral("cancelled"));
        QCOMPARE(total(run.value(), &StageRunRow::asked), 3);
        QCOMPARE(server.requestCount(), 3);

        const Result<StageRunSummary> resumed = runStages(*store, options(server, f));
        EL_VERIFY_OK(resumed);
        QCOMPARE(total(resumed.value(), &StageRunRow::fromCache), 3);
        QCOMPARE(server.requestCount(), 20);
    }

    void aHugeAnswerFailsAndStoresNothing()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) {
            if (asked(r).stage == QLatin1String("judge-pair"))
                return ScriptedReply::chat(QString(10 * 1024 * 1024, QLatin1Char('x')));
            return faithful(f, r);
        });
        const Result<StageRunSummary> run = runStages(*store, options(server, f, {QStringLiteral("judge")}));
        EL_VERIFY_OK(run);
        QCOMPARE(rowsOf(run.value()).value(QStringLiteral("judge-pair")).failed, 2);
        QCOMPARE(rowsOf(run.value()).value(QStringLiteral("judge-point")).stored, 12);
        QCOMPARE(store->counts().value().judgeVotes, 0);
        const Result<QVector<ModelCall>> calls = ModelCallStore(*store).calls(QStringLiteral("judge-pair"));
        EL_VERIFY_OK(calls);
        QCOMPARE(calls.value().size(), 2);
        for (const ModelCall &c : calls.value()) {
            QCOMPARE(c.status, QStringLiteral("failed"));
            QVERIFY(c.raw.isEmpty());
            QVERIFY2(!c.error.isEmpty(), "a failure says why");
        }
    }

    void moreRequestsThanAllowedSendNothing()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        StageOptions o = options(server, f);
        o.maxRequests = 15;
        const StudyCounts before = store->counts().value();
        const Result<StageRunSummary> run = runStages(*store, o);
        QVERIFY(!run);
        QVERIFY2(run.error().message.contains(QLatin1String("--max-requests 15")), qPrintable(run.error().message));
        QCOMPARE(server.requestCount(), 0);
        verifyCountsUnchanged(*store, before);
        const Result<StagePlan> plan = planStages(*store, o);
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().totalRequests(), 16);
        for (const StagePlanRow &r : plan.value().rows)
            QCOMPARE(r.growsWithAnswers, r.stage == QLatin1String("dice-coherence"));
    }

    void scriptedDiceAnswersScoreAsTheSameBoxesImportedFromDiceFiles()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        // DICE's own files with the boxes the scripted model gives (0-1 here, 0-1000 there), confidences and
        // coherence decisions alike.
        writeText(QDir(f.root).filePath(QStringLiteral("predicted_differences.json")),
                  "[\n"
                  "  {\"original_path\": \"orig/kite.png\", \"edited_path\": \"out/kite-sd.png\", "
                  "\"complete_difference\": \"ADD: a red kite\",\n"
                  "   \"operation\": \"ADD\", \"bbox\": [0.2, 0.4, 0.6, 0.8], \"gt_prompt\": \"Add a kite to the "
                  "sky\", \"confidence\": 0.8},\n"
                  "  {\"original_path\": \"orig/kite.png\", \"edited_path\": \"out/kite-sd.png\", "
                  "\"complete_difference\": \"REMOVE: the sun\",\n"
                  "   \"operation\": \"REMOVE\", \"bbox\": [0, 0, 0.1, 0.1], \"gt_prompt\": \"Add a kite to the sky\", "
                  "\"confidence\": 0.9},\n"
                  "  {\"original_path\": \"orig/vase.png\", \"edited_path\": \"out/vase-sd.png\", "
                  "\"complete_difference\": \"EDIT: vase\",\n"
                  "   \"operation\": \"EDIT\", \"bbox\": [0.25, 0.25, 0.75, 0.75], \"gt_prompt\": \"Make the vase "
                  "blue\", \"confidence\": 0.55},\n"
                  "  {\"original_path\": \"orig/vase.png\", \"edited_path\": \"out/vase-ip.png\", "
                  "\"complete_difference\": \"EDIT: table\",\n"
                  "   \"operation\": \"EDIT\", \"bbox\": [0, 0, 0.5, 0.5], \"gt_prompt\": \"Make the vase blue\", "
                  "\"confidence\": 0.3}\n"
                  "]\n");
        writeText(QDir(f.root).filePath(QStringLiteral("coherence_results.json")),
                  "[\n"
                  "  {\"index\": 0, \"coherence_evaluation\": \"Decision: \\\"YES\\\"\"},\n"
                  "  {\"index\": 1, \"coherence_evaluation\": \"Decision: \\\"NO\\\"\"},\n"
                  "  {\"index\": 2, \"coherence_evaluation\": \"Decision: \\\"YES\\\"\"},\n"
                  "  {\"index\": 3, \"coherence_evaluation\": \"Decision: \\\"NO\\\"\"}\n"
                  "]\n");
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("dice"), f.root, {}));

        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        EL_VERIFY_OK(runStages(*store, options(server, f, {QStringLiteral("dice")})));

        const QVector<DetectorScore> scores = evaluateDetectors(loaded(*store));
        const DetectorScore *imported = nullptr, *viaModel = nullptr;
        for (const DetectorScore &s : scores) {
            if (s.origin == QLatin1String("DICE"))
                imported = &s;
            if (s.origin == diceVia)
                viaModel = &s;
        }
        QVERIFY(imported && viaModel);
        QCOMPARE(viaModel->images, 2);
        // Not a trivial figure: the REMOVE ranked first is a false positive.
        QVERIFY(imported->agnostic.summary.ap > 0.1 && imported->agnostic.summary.ap < 0.99);
        QCOMPARE(viaModel->agnostic.summary.ap, imported->agnostic.summary.ap);
        QCOMPARE(viaModel->agnostic.summary.ap50, imported->agnostic.summary.ap50);
        QCOMPARE(viaModel->agnostic.summary.ap75, imported->agnostic.summary.ap75);
        QCOMPARE(viaModel->classAware.summary.ap, imported->classAware.summary.ap);
        QCOMPARE(viaModel->coherenceAware.summary.ap, imported->coherenceAware.summary.ap);
        QCOMPARE(viaModel->coherencePairs, imported->coherencePairs);
        QVERIFY(viaModel->coherencePairs > 0);
    }

    void theBuiltInTemplatesRenderForEveryStage()
    {
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        ScriptedChatServer server;
        QVERIFY(server.start());
        StageOptions o = options(server, f);
        o.promptsDirectory.clear();
        const Result<StagePlan> plan = planStages(*store, o);
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().totalRequests(), 16);
        QCOMPARE(server.requestCount(), 0);
        qint64 images = 0;
        for (const StagePlanRow &r : plan.value().rows)
            images += r.images;
        QVERIFY(images > 0);
    }

    void theCommandLinePlansRunsAndListsTheAudit()
    {
        EL_SKIP_ON_SERVER("the command line opens the study by its file");
        const Fixture f = makeFixture();
        auto store = fixtureStore(f);
        const QString study = store->filePath();
        store.reset();
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([f](const RecordedRequest &r) { return faithful(f, r); });
        const auto cli = [](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
            p.waitForFinished(120000);
            return std::make_tuple(p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                                   QString::fromUtf8(p.readAllStandardOutput()),
                                   QString::fromUtf8(p.readAllStandardError()));
        };
        const QStringList common{QStringLiteral("--endpoint"), QStringLiteral("scripted=") + server.url().toString(),
                                 QStringLiteral("--model"),    modelName,
                                 QStringLiteral("--prompts"),  QDir(f.root).filePath(QStringLiteral("prompts")),
                                 QStringLiteral("--stages"),   QStringLiteral("judge")};

        int code = -1;
        QString out, err;
        std::tie(code, out, err) =
            cli(QStringList{QStringLiteral("model-stages"), study, QStringLiteral("--dry-run")} + common);
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(out.contains(QLatin1String("plan: 10 requests to send in all")), qPrintable(out));
        QCOMPARE(server.requestCount(), 0);

        // Before any parse stage, BPM with --bpm-parser llm names the item without a parse (vase-7 has an imported
        // one).
        std::tie(code, out, err) = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"),
                                        QStringLiteral("l1"), QStringLiteral("--bpm-parser"), QStringLiteral("llm")});
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("1 item has no parse from a model"))
                     && err.contains(QLatin1String("kite-1")) && !err.contains(QLatin1String("vase-7")),
                 qPrintable(err));
        std::tie(code, out, err) = cli({QStringLiteral("score"), study, QStringLiteral("--metrics"),
                                        QStringLiteral("l1"), QStringLiteral("--bpm-parser"), QStringLiteral("model")});
        QCOMPARE(code, 2);

        std::tie(code, out, err) = cli(
            QStringList{QStringLiteral("model-stages"), study, QStringLiteral("--max-requests"), QStringLiteral("9")}
            + common);
        QCOMPARE(code, 1);
        QVERIFY2(err.contains(QLatin1String("--max-requests 9")), qPrintable(err));
        QCOMPARE(server.requestCount(), 0);

        std::tie(code, out, err) = cli(QStringList{QStringLiteral("model-stages"), study} + common);
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(out.contains(QLatin1String("judge-point: asked 8, from the study 0, stored 12")), qPrintable(out));
        QCOMPARE(server.requestCount(), 10);

        std::tie(code, out, err) = cli({QStringLiteral("model-calls"), study, QStringLiteral("--stage"),
                                        QStringLiteral("judge-pair"), QStringLiteral("--json")});
        QVERIFY2(code == 0, qPrintable(err));
        const QJsonArray calls = QJsonDocument::fromJson(out.toUtf8()).array();
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls[0].toObject().value(QLatin1String("raw")).toString(),
                 QStringLiteral("Edit A does what was asked. [[A>B]]"));

        server.setReplyFunction({}); // the built-in model list
        std::tie(code, out, err) =
            cli({QStringLiteral("model-stages"), QStringLiteral("--check-endpoint"), QStringLiteral("--endpoint"),
                 QStringLiteral("scripted=") + server.url().toString()});
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(out.contains(QLatin1String("scripted-model")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestModelStages)
#include "tst_modelstages.moc"
