// The model stages' "ground": objects a VLM located by name become BPM's regions. On synthetic pairs of known truth,
// grounded boxes equal to the truth charge an unrequested change to S_preserve as exact masks do, locate the named
// reference of an add, and the stage run against a scripted endpoint stores them in every box convention.
#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"
#include "detect/differencedetector.h"
#include "endpoint/chatclient.h"
#include "modelstages/groundstage.h"
#include "modelstages/stagerunner.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "scriptedchatserver.h"
#include "storage/groundedboxstore.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>

using namespace editlens::core;
using namespace editlens::core::modelstages;
using namespace editlens::testing;

namespace {

const QString modelName = QStringLiteral("scripted-grounder");
const cv::Scalar kGrey(128, 128, 128);
const cv::Scalar kRed(30, 30, 220);
const cv::Scalar kGreen(40, 200, 40);
const cv::Scalar kBlue(220, 40, 30);
const cv::Scalar kOrange(0, 140, 255);

// "make the red box bigger": the box grows; an unrequested green patch appears elsewhere.
const cv::Rect kBoxBefore(40, 40, 40, 40);
const cv::Rect kBoxAfter(30, 30, 60, 60);
const cv::Rect kPatch(150, 150, 12, 12);
// "put a cat on the seat": an orange "cat" on the blue seat. The edited file is twice the source's size.
const cv::Rect kSeat(60, 120, 80, 30);
const cv::Rect kCat(80, 80, 40, 40);

cv::Mat growSource()
{
    cv::Mat m(200, 200, CV_8UC3, kGrey);
    cv::rectangle(m, kBoxBefore, kRed, cv::FILLED);
    return m;
}

cv::Mat growEdited()
{
    cv::Mat m(200, 200, CV_8UC3, kGrey);
    cv::rectangle(m, kBoxAfter, kRed, cv::FILLED);
    cv::rectangle(m, kPatch, kGreen, cv::FILLED);
    return m;
}

cv::Mat catSource()
{
    cv::Mat m(200, 200, CV_8UC3, kGrey);
    cv::rectangle(m, kSeat, kBlue, cv::FILLED);
    return m;
}

cv::Mat catEdited()
{
    cv::Mat m = catSource();
    cv::rectangle(m, kCat, kOrange, cv::FILLED);
    cv::Mat big;
    cv::resize(m, big, cv::Size(400, 400), 0, 0, cv::INTER_NEAREST);
    return big;
}

QRectF rectF(const cv::Rect &r, double scale = 1.0)
{
    return QRectF(r.x * scale, r.y * scale, r.width * scale, r.height * scale);
}

cv::Mat maskOf(const cv::Rect &r)
{
    cv::Mat m = cv::Mat::zeros(200, 200, CV_8UC1);
    m(r).setTo(255);
    return m;
}

QJsonObject growParse()
{
    return QJsonObject{{QStringLiteral("original_part"), QStringLiteral("red box")},
                       {QStringLiteral("edited_part"), QStringLiteral("red box")},
                       {QStringLiteral("edit_type"), QStringLiteral("change size")},
                       {QStringLiteral("size"), QStringLiteral("bigger")},
                       {QStringLiteral("position"), QStringLiteral("unchanged")},
                       {QStringLiteral("being_added"), QStringLiteral("none")}};
}

QJsonObject catParse()
{
    return QJsonObject{{QStringLiteral("original_part"), QStringLiteral("none")},
                       {QStringLiteral("edited_part"), QStringLiteral("cat")},
                       {QStringLiteral("edit_type"), QStringLiteral("add")},
                       {QStringLiteral("size"), QStringLiteral("unchanged")},
                       {QStringLiteral("position"), QStringLiteral("above")},
                       {QStringLiteral("being_added"), QStringLiteral("seat")},
                       {QStringLiteral("added_object"), QStringLiteral("cat")}};
}

/// The true boxes of `object` in the image `image` (pixels of that file); empty when it is not there.
QVector<QRectF> truth(const QString &image, const QString &object)
{
    if (image == QLatin1String("grow-src") && object == QLatin1String("red box"))
        return {rectF(kBoxBefore)};
    if (image == QLatin1String("grow-good") && object == QLatin1String("red box"))
        return {rectF(kBoxAfter)};
    if (image.startsWith(QLatin1String("cat-")) && object == QLatin1String("seat"))
        return {rectF(kSeat, image == QLatin1String("cat-good") ? 2.0 : 1.0)};
    if (image == QLatin1String("cat-good") && object == QLatin1String("cat"))
        return {rectF(kCat, 2.0)};
    return {};
}

QSize sizeOf(const QString &image)
{
    return image == QLatin1String("cat-good") ? QSize(400, 400) : QSize(200, 200);
}

/// `box` (pixels of an image of `size`) written in `convention`.
QJsonArray inConvention(const QRectF &box, BoxConvention convention, QSize size)
{
    double sx = 1, sy = 1;
    if (convention == BoxConvention::Thousandths) {
        sx = 1000.0 / size.width();
        sy = 1000.0 / size.height();
    } else if (convention == BoxConvention::Unit) {
        sx = 1.0 / size.width();
        sy = 1.0 / size.height();
    }
    return QJsonArray{box.left() * sx, box.top() * sy, box.right() * sx, box.bottom() * sy};
}

struct Fixture
{
    QString root;
    QHash<QString, QString> nameOfUrl; // data URL → image name
};

/// A grounding model that answers the truth, in `convention`, in the form Qwen2.5-VL answers with (prose around a
/// list of {"bbox_2d", "label"}) or as {"boxes": […]}.
ScriptedReply truthful(const Fixture &f, const RecordedRequest &r, BoxConvention convention)
{
    static const QRegularExpression objectPattern(QStringLiteral("object in the image: \"([^\"]+)\""));
    QString text, url;
    for (const auto &m : r.json.object().value(QLatin1String("messages")).toArray())
        for (const auto &part : m.toObject().value(QLatin1String("content")).toArray()) {
            const QJsonObject p = part.toObject();
            if (p.value(QLatin1String("type")).toString() == QLatin1String("text"))
                text = p.value(QLatin1String("text")).toString();
            else
                url = p.value(QLatin1String("image_url")).toObject().value(QLatin1String("url")).toString();
        }
    const QString image = f.nameOfUrl.value(url);
    const QString object = objectPattern.match(text).captured(1);
    if (image.isEmpty() || object.isEmpty())
        return ScriptedReply::error(400, QStringLiteral("unexpected request"));
    QJsonArray boxes, labelled;
    for (const QRectF &b : truth(image, object)) {
        boxes.append(inConvention(b, convention, sizeOf(image)));
        labelled.append(QJsonObject{{QStringLiteral("bbox_2d"), inConvention(b, convention, sizeOf(image))},
                                    {QStringLiteral("label"), object}});
    }
    if (object == QLatin1String("seat"))
        return ScriptedReply::chat(QStringLiteral("Found it:\n```json\n%1\n```")
                                       .arg(QString::fromUtf8(QJsonDocument(labelled).toJson(QJsonDocument::Compact))));
    return ScriptedReply::chat(
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("boxes"), boxes}}).toJson(QJsonDocument::Compact)));
}

bool near(const QRectF &a, const QRectF &b)
{
    return std::abs(a.left() - b.left()) < 0.01 && std::abs(a.top() - b.top()) < 0.01
           && std::abs(a.right() - b.right()) < 0.01 && std::abs(a.bottom() - b.bottom()) < 0.01;
}

} // namespace

class TestGroundStage
    : public QObject
    , public ScratchStudies
{
    Q_OBJECT

    Fixture m_fixture;

    std::unique_ptr<StudyStore> study()
    {
        Item grow;
        grow.key = QStringLiteral("grow");
        grow.instruction = QStringLiteral("make the red box bigger");
        grow.sourcePath = QStringLiteral("grow-src.png");
        grow.parse = growParse();
        Output good;
        good.system = QStringLiteral("Good");
        good.path = QStringLiteral("grow-good.png");
        grow.outputs = {good};
        Item cat;
        cat.key = QStringLiteral("cat");
        cat.instruction = QStringLiteral("put a cat on the seat");
        cat.sourcePath = QStringLiteral("cat-src.png");
        cat.parse = catParse();
        Output catGood = good;
        catGood.path = QStringLiteral("cat-good.png");
        Output fails;
        fails.system = QStringLiteral("Fails");
        fails.path = QStringLiteral("cat-fails.png");
        cat.outputs = {catGood, fails};
        StudyData data;
        data.items = {grow, cat};
        return createStudyWithOrDie(path(QStringLiteral("study%1.editlens").arg(++m_studies)), m_fixture.root, data);
    }

    StageOptions options(const ScriptedChatServer &server, BoxConvention convention) const
    {
        StageOptions o;
        o.stages = {QStringLiteral("ground")};
        o.endpoint.name = QStringLiteral("scripted");
        o.endpoint.baseUrl = server.url();
        o.endpoint.model = modelName;
        o.endpoint.seed = 7;
        o.endpoint.backoffMs = 1;
        o.endpoint.timeoutMs = 30000;
        o.endpoint.maxAnswerBytes = 1024 * 1024;
        o.boxConvention = convention;
        return o;
    }

    /// The stored grounded boxes by "item/system-or-original/target".
    static QHash<QString, QVector<QRectF>> grounded(StudyStore &store)
    {
        QHash<QString, QVector<QRectF>> out;
        const auto data = store.load();
        const auto rows = GroundedBoxStore(store).all();
        if (!data || !rows)
            return out;
        for (const GroundedBoxes &g : rows.value())
            for (const Item &item : data.value().items) {
                if (item.id != g.itemId)
                    continue;
                QString where = QStringLiteral("original");
                for (const Output &o : item.outputs)
                    if (o.id == g.outputId)
                        where = o.system;
                out.insert(item.key + QLatin1Char('/') + where + QLatin1Char('/') + groundTargetName(g.target),
                           g.boxes);
            }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        QVERIFY(m_dir.isValid());
        m_fixture.root = m_dir.path();
        const QList<QPair<QString, cv::Mat>> images{{QStringLiteral("grow-src"), growSource()},
                                                    {QStringLiteral("grow-good"), growEdited()},
                                                    {QStringLiteral("cat-src"), catSource()},
                                                    {QStringLiteral("cat-good"), catEdited()},
                                                    {QStringLiteral("cat-fails"), catSource()}};
        for (const auto &[name, image] : images) {
            const QString file = path(name + QStringLiteral(".png"));
            QVERIFY(cv::imwrite(QFile::encodeName(file).toStdString(), image));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const auto chatImage = endpoint::makeChatImage(f.readAll(), file);
            EL_VERIFY_OK(chatImage);
            // The identity output has the source's bytes: both names answer alike for it.
            if (!m_fixture.nameOfUrl.contains(QString::fromLatin1(chatImage.value().dataUrl)))
                m_fixture.nameOfUrl.insert(QString::fromLatin1(chatImage.value().dataUrl), name);
        }
    }

    void groundedBoxesChargeAnUnrequestedPatchAsExactMasksDo()
    {
        const cv::Mat source = growSource(), edited = growEdited();
        const BpmPair pair{source, edited, QSize(200, 200), edited};
        const EditParse parse = EditParse::fromJson(growParse());
        const std::optional<double> exact = preserveScore(source, edited, maskOf(kBoxBefore), maskOf(kBoxAfter));
        QVERIFY(exact);
        QVERIFY2(1.0 - *exact > 0.001, qPrintable(QString::number(*exact, 'g', 8)));

        Item item;
        Output output;
        RegionOptions withGrounding;
        withGrounding.grounded.model = modelName;
        withGrounding.grounded.origin = QVector<QRectF>{rectF(kBoxBefore)};
        withGrounding.grounded.edit = QVector<QRectF>{rectF(kBoxAfter)};
        const auto regions = resolveBpmRegions(item, output, parse, pair, {}, withGrounding);
        EL_VERIFY_OK(regions);
        QCOMPARE(regions.value().source, RegionSource::Grounded);
        QVERIFY2(regions.value().provenance.startsWith(QStringLiteral("grounded by ") + modelName),
                 qPrintable(regions.value().provenance));
        const std::optional<double> grounded =
            preserveScore(source, edited, regions.value().originMask, regions.value().editMask);
        QVERIFY(grounded);
        QVERIFY2(std::abs(*grounded - *exact) < 1e-4,
                 qPrintable(QStringLiteral("%1 vs %2").arg(*grounded, 0, 'g', 8).arg(*exact, 0, 'g', 8)));
        QCOMPARE(regions.value().originBoxes, std::vector<cv::Rect>{kBoxBefore});
        QCOMPARE(regions.value().editBoxes, std::vector<cv::Rect>{kBoxAfter});

        // The pixel-difference detector makes the patch an edited object: it escapes S_preserve.
        const auto boxes = DifferenceDetector().detect(source, edited, {});
        EL_VERIFY_OK(boxes);
        const auto detected = resolveBpmRegions(item, output, parse, pair, boxes.value(), RegionOptions{});
        EL_VERIFY_OK(detected);
        QCOMPARE(detected.value().source, RegionSource::Fallback);
        const std::optional<double> byDetector =
            preserveScore(source, edited, detected.value().originMask, detected.value().editMask);
        QVERIFY(byDetector);
        QVERIFY2(1.0 - *byDetector < (1.0 - *exact) / 10, qPrintable(QString::number(*byDetector, 'g', 8)));

        // Grounding outranks the detector: with both, the patch is charged.
        const auto both = resolveBpmRegions(item, output, parse, pair, boxes.value(), withGrounding);
        EL_VERIFY_OK(both);
        QCOMPARE(both.value().source, RegionSource::Grounded);
    }

    void aGroundedReferenceGivesAnAddItsPosition()
    {
        const cv::Mat source = catSource();
        cv::Mat editedFile = catEdited(), edited;
        cv::resize(editedFile, edited, source.size(), 0, 0, cv::INTER_AREA);
        const BpmPair pair{source, edited, QSize(400, 400), editedFile};
        const EditParse parse = EditParse::fromJson(catParse());
        RegionOptions options;
        options.grounded.model = modelName;
        options.grounded.edit = QVector<QRectF>{rectF(kCat, 2.0)};
        const auto without = resolveBpmRegions(Item{}, Output{}, parse, pair, {}, options);
        EL_VERIFY_OK(without);
        QVERIFY(!computeLocalComponents(parse, pair, without.value()).sPosition);

        options.grounded.referenceInOriginal = QVector<QRectF>{rectF(kSeat)};
        const auto with = resolveBpmRegions(Item{}, Output{}, parse, pair, {}, options);
        EL_VERIFY_OK(with);
        QCOMPARE(with.value().referenceBoxes, std::vector<cv::Rect>{kSeat});
        QCOMPARE(with.value().editBoxes, std::vector<cv::Rect>{kCat}); // the edited file's box, in the source frame
        const BpmComponents c = computeLocalComponents(parse, pair, with.value());
        QVERIFY(c.sPosition);
        QCOMPARE(*c.sPosition, 1.0);

        // Only the edited image's reference: it is brought to the source frame.
        options.grounded.referenceInOriginal.reset();
        options.grounded.referenceInEdited = QVector<QRectF>{rectF(kSeat, 2.0)};
        const auto fromEdited = resolveBpmRegions(Item{}, Output{}, parse, pair, {}, options);
        EL_VERIFY_OK(fromEdited);
        QCOMPARE(fromEdited.value().referenceBoxes, std::vector<cv::Rect>{kSeat});
    }

    void theStageStoresTrueBoxesInEveryConventionAndBpmIsDefined_data()
    {
        QTest::addColumn<int>("convention");
        QTest::newRow("pixels") << int(BoxConvention::Pixels);
        QTest::newRow("0-1000") << int(BoxConvention::Thousandths);
        QTest::newRow("0-1") << int(BoxConvention::Unit);
    }
    void theStageStoresTrueBoxesInEveryConventionAndBpmIsDefined()
    {
        QFETCH(int, convention);
        const auto c = BoxConvention(convention);
        auto store = study();
        ScriptedChatServer server;
        QVERIFY(server.start());
        const Fixture f = m_fixture;
        server.setReplyFunction([f, c](const RecordedRequest &r) { return truthful(f, r, c); });

        // BPM scored before any grounding: the detector's regions, and no reference for the add.
        MetricRegistry registry;
        registry.registerBuiltins();
        ScoreOptions score;
        score.metrics = {QStringLiteral("bpm")};
        score.jobs = 1;
        EL_VERIFY_OK(scoreStudy(*store, registry, editlens::testing::builtinModels(), score));

        const auto plan = planStages(*store, options(server, c));
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().rows.size(), 1);
        QCOMPARE(plan.value().rows.first().stage, QStringLiteral("ground"));
        // grow: o1 in the original, o2 in Good; cat (an add: no o1): the seat in the original, the cat and the seat
        // in each of its two outputs; the identity output's seat is the original's request.
        QCOMPARE(plan.value().rows.first().requests, 6);

        const auto run = runStages(*store, options(server, c));
        EL_VERIFY_OK(run);
        QVERIFY2(!run.value().stopped, qPrintable(run.value().stopReason));
        // The identity output shows the original's bytes: its reference request is the original's, asked once.
        QCOMPARE(server.requestCount(), 6);
        QCOMPARE(run.value().rows.first().asked, 6);
        QCOMPARE(run.value().rows.first().stored, 7);
        QCOMPARE(run.value().rows.first().unparseable, 0);

        const auto stored = grounded(*store);
        QCOMPARE(stored.size(), 7);
        const QHash<QString, QVector<QRectF>> expected{
            {QStringLiteral("grow/original/o1"), truth(QStringLiteral("grow-src"), QStringLiteral("red box"))},
            {QStringLiteral("grow/Good/o2"), truth(QStringLiteral("grow-good"), QStringLiteral("red box"))},
            {QStringLiteral("cat/original/reference"), truth(QStringLiteral("cat-src"), QStringLiteral("seat"))},
            {QStringLiteral("cat/Good/o2"), truth(QStringLiteral("cat-good"), QStringLiteral("cat"))},
            {QStringLiteral("cat/Good/reference"), truth(QStringLiteral("cat-good"), QStringLiteral("seat"))},
            {QStringLiteral("cat/Fails/o2"), {}}, // looked for, not there: stored as such
            {QStringLiteral("cat/Fails/reference"), truth(QStringLiteral("cat-src"), QStringLiteral("seat"))},
        };
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QVERIFY2(stored.contains(it.key()), qPrintable(it.key()));
            const QVector<QRectF> got = stored.value(it.key());
            QCOMPARE(got.size(), it->size());
            for (qsizetype i = 0; i < got.size(); ++i)
                QVERIFY2(near(got[i], it->at(i)), qPrintable(it.key()));
        }

        // BPM's region components, judged again on the grounded objects: the grounding is part of their version.
        EL_VERIFY_OK(scoreStudy(*store, registry, editlens::testing::builtinModels(), score));
        const auto data = store->load();
        EL_VERIFY_OK(data);
        QHash<QString, double> values;
        for (const Item &item : data.value().items)
            for (const Output &o : item.outputs) {
                for (const Score &s : o.scores)
                    if (s.version.contains(QLatin1String("; grounded ")))
                        values.insert(item.key + QLatin1Char('/') + o.system + QLatin1Char('/') + s.metric, s.value);
            }
        for (const QString &output : {QStringLiteral("grow/Good"), QStringLiteral("cat/Good")})
            for (const char *metric : {"bpm_s_size", "bpm_s_position", "bpm_s_preserve"})
                QVERIFY2(values.contains(output + QLatin1Char('/') + QLatin1String(metric)),
                         qPrintable(output + QLatin1Char('/') + QLatin1String(metric)));
        QCOMPARE(values.value(QStringLiteral("cat/Good/bpm_s_position")), 1.0);
        QCOMPARE(values.value(QStringLiteral("grow/Good/bpm_s_size")), 1.0);
        // The patch is charged as exact masks charge it.
        const std::optional<double> exact =
            preserveScore(growSource(), growEdited(), maskOf(kBoxBefore), maskOf(kBoxAfter));
        QVERIFY(std::abs(values.value(QStringLiteral("grow/Good/bpm_s_preserve")) - *exact) < 1e-4);
        // The failed add: the cat is not in its edited image, so the paper's rules judge no position.
        QVERIFY(!values.contains(QStringLiteral("cat/Fails/bpm_s_position")));

        // A second run answers from the cache.
        const auto again = runStages(*store, options(server, c));
        EL_VERIFY_OK(again);
        QCOMPARE(server.requestCount(), 6);
        QCOMPARE(again.value().rows.first().fromCache, 7);
    }

    void boxesOutOfRangeAreUnparseableAndStoreNothing()
    {
        auto store = study();
        ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([](const RecordedRequest &) {
            return ScriptedReply::chat(QStringLiteral("{\"boxes\": [[10, 10, 1500, 900]]}"));
        });
        const auto run = runStages(*store, options(server, BoxConvention::Thousandths));
        EL_VERIFY_OK(run);
        QCOMPARE(run.value().rows.first().unparseable, 7);
        QCOMPARE(run.value().rows.first().stored, 0);
        const auto rows = GroundedBoxStore(*store).all();
        EL_VERIFY_OK(rows);
        QVERIFY(rows.value().isEmpty());
        const auto calls = ModelCallStore(*store).calls(QStringLiteral("ground"));
        EL_VERIFY_OK(calls);
        QCOMPARE(calls.value().size(), 6); // the identity output's reference request is the original's
        for (const ModelCall &call : calls.value()) {
            QCOMPARE(call.status, QStringLiteral("unparseable"));
            QVERIFY(call.raw.contains(QLatin1String("1500")));
            QVERIFY(!call.error.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestGroundStage)
#include "tst_groundstage.moc"
