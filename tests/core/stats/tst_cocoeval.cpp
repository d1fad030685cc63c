#include "stats/cocoeval.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <vector>

using namespace editlens::core::stats;

// Reference values (compared to 1e-12: numpy sums means pairwise, so the last bits differ): the cases in
// testdata/cocoeval/cases.json scored by pycocotools COCOeval, cocoapi PythonAPI/pycocotools/cocoeval.py at commit
// e81c312b4e5e400c740c66c42eff5ecce6736f65 (bbox code transcribed unchanged) with coco.py at commit
// 815c3594cb5c192f698ff9ed4dfcad0669c46437 (COCO index and loadRes), on Debian 12's /usr/bin/python3 3.11 +
// numpy 1.24.2. pycocotools itself is not installable here (no PyPI): its C extension pycocotools.mask was replaced by
// a shim whose iou(d, g, iscrowd) re-implements maskApi.c bbIou in numpy (w·h intersection, no +1, union da + ga − i),
// and np.float (removed in numpy 1.24) was aliased to float. Per case:
//   gt = {"images": [{"id": i}], "categories": [{"id": 1}, {"id": 2}, {"id": 3}],
//         "annotations": [{"id": n + 1, "image_id", "category_id", "bbox": [x, y, w, h], "area": w * h, "iscrowd": 0}]}
//   E = COCOeval(COCO(gt), COCO(gt).loadRes([{"image_id", "category_id", "bbox", "score"}]), "bbox")
//   E.params.useCats = 1 or 0; E.evaluate(); E.accumulate(); E.summarize()
//   summary = E.stats[[0, 1, 2, 3, 4, 5, 8]]                  (AP, AP50, AP75, AP_S, AP_M, AP_L, AR@100)
//   per category k: s = E.eval["precision"][:, :, k, 0, 2]; mean(s[s > -1]) or -1
namespace {

struct Reference
{
    const char *name;
    bool useCategories;
    std::vector<double> summary;     // AP, AP50, AP75, AP_S, AP_M, AP_L, AR@100
    std::vector<double> perCategory; // AP of categories 1, 2, 3 (class-aware only)
};

const std::vector<Reference> &references()
{
    static const std::vector<Reference> refs = {
        {"perfect",
         true,
         {1, 1, 1, 0.99999999999999978, 0.99999999999999978, 0.99999999999999978, 1},
         {1, 0.99999999999999978, 0.99999999999999978}},
        {"perfect", false, {1, 1, 1, 0.99999999999999978, 1, 0.99999999999999978, 1}, {}},
        {"shifted_iou_0_6",
         true,
         {0.29999999999999993, 0.99999999999999989, 0, -1, -1, 0.29999999999999993, 0.29999999999999999},
         {0.29999999999999993, -1, -1}},
        {"shifted_iou_0_6",
         false,
         {0.29999999999999993, 0.99999999999999989, 0, -1, -1, 0.29999999999999993, 0.29999999999999999},
         {}},
        {"high_score_false_positives",
         true,
         {0.45000000000000001, 0.5, 0.5, -1, 0.45000000000000001, 0.89999999999999991, 0.90000000000000002},
         {0.45000000000000001, -1, 0.45000000000000001}},
        {"high_score_false_positives",
         false,
         {0.45000000000000001, 0.5, 0.5, -1, 0.29999999999999993, 0.89999999999999991, 0.90000000000000002},
         {}},
        {"missing_detections",
         true,
         {0.50165016501650161, 0.5016501650165015, 0.5016501650165015, -1, 0.33333333333333326, 0.99999999999999978,
          0.5},
         {0.50495049504950484, 0.99999999999999978, 0}},
        {"missing_detections",
         false,
         {0.50495049504950495, 0.50495049504950495, 0.50495049504950495, -1, 0.3366336633663366, 0.99999999999999978,
          0.5},
         {}},
        {"several_categories",
         true,
         {0.38349834983498349, 0.5, 0.33333333333333331, -1, 0.39999999999999997, 0.47524752475247523,
          0.45000000000000001},
         {0.95049504950495045, 0, 0.20000000000000001}},
        {"several_categories",
         false,
         {0.85148514851485146, 1, 0.75247524752475248, -1, 0.39999999999999997, 1, 0.84999999999999998},
         {}},
        {"area_ranges",
         true,
         {0.51405940594059396, 0.6415841584158416, 0.6415841584158416, 0.62524752475247514, 0.49801980198019802,
          0.40396039603960388, 0.68000000000000005},
         {0.51405940594059396, -1, -1}},
        {"area_ranges",
         false,
         {0.51405940594059396, 0.6415841584158416, 0.6415841584158416, 0.62524752475247514, 0.49801980198019802,
          0.40396039603960388, 0.68000000000000005},
         {}},
        {"image_without_ground_truth", true, {0.5, 0.5, 0.5, -1, 0.99999999999999978, 0.5, 1}, {0.5, -1, 0.5}},
        {"image_without_ground_truth", false, {0.5, 0.5, 0.5, -1, 0.99999999999999978, 0.5, 1}, {}},
        {"score_ties",
         true,
         {0.66666666666666663, 0.66666666666666685, 0.66666666666666685, -1, -1, 0.66666666666666663, 1},
         {0.66666666666666663, -1, -1}},
        {"score_ties",
         false,
         {0.66666666666666663, 0.66666666666666685, 0.66666666666666685, -1, -1, 0.66666666666666663, 1},
         {}},
        {"seeded_random",
         true,
         {0.32018602549477998, 0.55773351144638272, 0.31699929391435383, 0.38135313531353138, 0.24556220457210562,
          0.88448844884488442, 0.49949494949494955},
         {0.20164718539523127, 0.44287128712871288, 0.31603960396039599}},
        {"seeded_random",
         false,
         {0.276461487787661, 0.54579464346768081, 0.23559279004823561, 0.26524280999528521, 0.1861914861169375,
          0.82495049504950491, 0.49259259259259258},
         {}},
    };
    return refs;
}

struct Case
{
    std::vector<EvalBox> groundTruth;
    std::vector<EvalBox> detections;
    std::vector<int> categories;
    std::vector<std::int64_t> images;
};

EvalBox boxFrom(const QJsonObject &o)
{
    const QJsonArray b = o.value(QLatin1String("bbox")).toArray();
    EvalBox box;
    box.image = o.value(QLatin1String("image")).toInteger();
    box.category = o.value(QLatin1String("category")).toInt();
    box.x = b.at(0).toDouble();
    box.y = b.at(1).toDouble();
    box.w = b.at(2).toDouble();
    box.h = b.at(3).toDouble();
    box.score = o.value(QLatin1String("score")).toDouble(1.0);
    return box;
}

/// The cases of testdata/cocoeval/cases.json (written by the reference script along with the values above).
QMap<QString, Case> loadCases()
{
    QMap<QString, Case> cases;
    QFile f(QFINDTESTDATA("../testdata/cocoeval/cases.json"));
    if (!f.open(QIODevice::ReadOnly))
        return cases;
    const QJsonArray array = QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("cases")).toArray();
    for (const auto &v : array) {
        const QJsonObject o = v.toObject();
        Case c;
        for (const auto &b : o.value(QLatin1String("gt")).toArray())
            c.groundTruth.push_back(boxFrom(b.toObject()));
        for (const auto &b : o.value(QLatin1String("dt")).toArray())
            c.detections.push_back(boxFrom(b.toObject()));
        for (const auto &k : o.value(QLatin1String("categories")).toArray())
            c.categories.push_back(k.toInt());
        for (const auto &i : o.value(QLatin1String("images")).toArray())
            c.images.push_back(i.toInteger());
        cases.insert(o.value(QLatin1String("name")).toString(), c);
    }
    return cases;
}

EvalBox box(std::int64_t image, int category, double x, double y, double w, double h, double score = 1.0)
{
    return EvalBox{image, category, x, y, w, h, score};
}

} // namespace

class TestCocoEval : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void iouUsesContinuousCoordinates_data();
    void iouUsesContinuousCoordinates();
    void matchesPycocotools_data();
    void matchesPycocotools();
    void falsePositivesRankedFirstHalvePrecision();
    void categoryWithoutGroundTruthIsUndefined();
    void wrongCategoryCountsOnlyWhenClassAgnostic();
    void maxDetectionsKeepsHighestScores();
    void noDetectionsGiveZeroNotUndefined();
};

void TestCocoEval::iouUsesContinuousCoordinates_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<double>("w");
    QTest::addColumn<double>("h");
    QTest::addColumn<double>("iou");
    // Against {0, 0, 10, 10}, by hand with COCO's "+0" convention: intersection w·h, no +1 per side.
    QTest::newRow("identical") << 0.0 << 0.0 << 10.0 << 10.0 << 1.0;
    QTest::newRow("half shifted") << 5.0 << 0.0 << 10.0 << 10.0 << 50.0 / 150.0;
    QTest::newRow("touching edge") << 10.0 << 0.0 << 10.0 << 10.0 << 0.0;
    QTest::newRow("contained") << 2.0 << 2.0 << 5.0 << 5.0 << 25.0 / 100.0;
    QTest::newRow("iou 0.6 shift") << 2.5 << 0.0 << 10.0 << 10.0 << 75.0 / 125.0;
    QTest::newRow("empty box") << 1.0 << 1.0 << 0.0 << 5.0 << 0.0;
}

void TestCocoEval::iouUsesContinuousCoordinates()
{
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(double, w);
    QFETCH(double, h);
    QFETCH(double, iou);
    const EvalBox a = box(1, 1, 0, 0, 10, 10);
    const EvalBox b = box(1, 1, x, y, w, h);
    QCOMPARE(boxIou(a, b), iou);
    QCOMPARE(boxIou(b, a), iou);
}

void TestCocoEval::matchesPycocotools_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("useCategories");
    QTest::addColumn<int>("index");
    for (int i = 0; i < int(references().size()); ++i) {
        const Reference &r = references()[std::size_t(i)];
        QTest::addRow("%s/%s", r.name, r.useCategories ? "class-aware" : "class-agnostic")
            << QString::fromLatin1(r.name) << r.useCategories << i;
    }
}

void TestCocoEval::matchesPycocotools()
{
    QFETCH(QString, name);
    QFETCH(bool, useCategories);
    QFETCH(int, index);
    static const QMap<QString, Case> cases = loadCases();
    QVERIFY2(cases.contains(name), "testdata/cocoeval/cases.json is missing or lacks this case");
    const Case &c = cases[name];
    const Reference &ref = references()[std::size_t(index)];

    CocoEvalOptions options;
    options.useCategories = useCategories;
    options.categories = c.categories;
    options.images = c.images;
    const CocoEvaluation e = evaluateCoco(c.groundTruth, c.detections, options);

    const CocoSummary &s = e.summary;
    const std::vector<double> got = {s.ap, s.ap50, s.ap75, s.apSmall, s.apMedium, s.apLarge, s.ar};
    const char *labels[] = {"AP", "AP50", "AP75", "AP_S", "AP_M", "AP_L", "AR@100"};
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(qAbs(got[i] - ref.summary[i]) < 1e-12, qPrintable(QStringLiteral("%1: got %2, pycocotools %3")
                                                                       .arg(QLatin1String(labels[i]))
                                                                       .arg(got[i], 0, 'g', 17)
                                                                       .arg(ref.summary[i], 0, 'g', 17)));
    QCOMPARE(e.perCategory.size(), ref.perCategory.size());
    for (std::size_t k = 0; k < ref.perCategory.size(); ++k) {
        const int category = int(k) + 1;
        QVERIFY(e.perCategory.count(category));
        QVERIFY2(qAbs(e.perCategory.at(category).ap - ref.perCategory[k]) < 1e-12,
                 qPrintable(QStringLiteral("category %1: got %2, pycocotools %3")
                                .arg(category)
                                .arg(e.perCategory.at(category).ap, 0, 'g', 17)
                                .arg(ref.perCategory[k], 0, 'g', 17)));
    }
    QCOMPARE(e.groundTruthCount, int(c.groundTruth.size()));
}

void TestCocoEval::falsePositivesRankedFirstHalvePrecision()
{
    // By hand: 2 objects; ranked FP (0.99), FP (0.97), TP (0.9), TP (0.8). Precision 0, 0, 1/3, 1/2 becomes 1/2
    // everywhere once made non-increasing from the end; recall reaches 1, so every recall point reads 1/2.
    const std::vector<EvalBox> gt = {box(1, 1, 0, 0, 100, 100), box(2, 1, 50, 50, 120, 60)};
    const std::vector<EvalBox> dt = {box(1, 1, 300, 300, 50, 50, 0.99), box(2, 1, 400, 10, 60, 60, 0.97),
                                     box(1, 1, 0, 0, 100, 100, 0.9), box(2, 1, 50, 50, 120, 60, 0.8)};
    const CocoEvaluation e = evaluateCoco(gt, dt);
    QCOMPARE(e.summary.ap50, 0.5);
    QCOMPARE(e.summary.ap, 0.5);
    QCOMPARE(e.summary.ar, 1.0);
    // Medium range (32² ≤ area ≤ 96²): the 50×50 and 60×60 FPs count, the 100×100 and 120×60 objects are ignored
    // (area 10,000 and 7,200: 7,200 is medium). Ranked: FP, FP, (ignored), TP → precision 1/3 at recall 1.
    QCOMPARE(e.summary.apMedium, 1.0 / 3.0);
}

void TestCocoEval::categoryWithoutGroundTruthIsUndefined()
{
    CocoEvalOptions options;
    options.categories = {1, 2, 3};
    const CocoEvaluation e =
        evaluateCoco({box(1, 1, 0, 0, 40, 40)}, {box(1, 1, 0, 0, 40, 40, 0.9), box(1, 2, 0, 0, 40, 40, 0.8)}, options);
    QCOMPARE(e.perCategory.at(1).ap, 1.0);
    QCOMPARE(e.perCategory.at(2).ap, -1.0); // detections but no ground truth: undefined, not 0
    QCOMPARE(e.perCategory.at(3).ap, -1.0);
    QCOMPARE(e.summary.ap, 1.0); // undefined categories do not enter the mean
    QCOMPARE(e.summary.apSmall, -1.0);
}

void TestCocoEval::wrongCategoryCountsOnlyWhenClassAgnostic()
{
    const std::vector<EvalBox> gt = {box(1, 1, 0, 0, 100, 100)};
    const std::vector<EvalBox> dt = {box(1, 3, 0, 0, 100, 100, 0.9)};
    CocoEvalOptions aware;
    aware.categories = {1, 2, 3};
    CocoEvalOptions agnostic = aware;
    agnostic.useCategories = false;
    QCOMPARE(evaluateCoco(gt, dt, aware).summary.ap, 0.0);
    QCOMPARE(evaluateCoco(gt, dt, agnostic).summary.ap, 1.0);
    QVERIFY(evaluateCoco(gt, dt, agnostic).perCategory.empty());
}

void TestCocoEval::maxDetectionsKeepsHighestScores()
{
    // Three detections on one image; with maxDetections 1 only the best-scored (a false positive) is kept.
    const std::vector<EvalBox> gt = {box(1, 1, 0, 0, 100, 100)};
    const std::vector<EvalBox> dt = {box(1, 1, 0, 0, 100, 100, 0.5), box(1, 1, 500, 500, 10, 10, 0.9),
                                     box(1, 1, 0, 0, 100, 100, 0.1)};
    CocoEvalOptions one;
    one.maxDetections = 1;
    QCOMPARE(evaluateCoco(gt, dt, one).summary.ap50, 0.0);
    QCOMPARE(evaluateCoco(gt, dt, one).summary.ar, 0.0);
    QCOMPARE(evaluateCoco(gt, dt).summary.ap50, 0.5);
}

void TestCocoEval::noDetectionsGiveZeroNotUndefined()
{
    const CocoEvaluation e = evaluateCoco({box(1, 1, 0, 0, 100, 100)}, {});
    QCOMPARE(e.summary.ap, 0.0);
    QCOMPARE(e.summary.ar, 0.0);
    QCOMPARE(e.detectionCount, 0);
    const CocoEvaluation none = evaluateCoco({}, {});
    QCOMPARE(none.summary.ap, -1.0);
}

QTEST_GUILESS_MAIN(TestCocoEval)
#include "tst_cocoeval.moc"
