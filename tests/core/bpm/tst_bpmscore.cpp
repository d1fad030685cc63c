// BPM's component scores (S_position, S_size, S_modify, S_preserve, S_semantic, S_region) on synthetic masks whose
// answer is known. Over 500 lines: one short case per rule of the paper, kept together so the rules read as a table.
#include "bpm/bpmscore.h"
#include "testutil.h"

#include <QTest>

#include <opencv2/core.hpp>

#include <cmath>

using namespace editlens::core;

Q_DECLARE_METATYPE(editlens::core::SizeChange)
Q_DECLARE_METATYPE(editlens::core::PositionChange)
Q_DECLARE_METATYPE(editlens::core::EditType)
Q_DECLARE_METATYPE(cv::Rect)
Q_DECLARE_METATYPE(std::vector<float>)

namespace {

cv::Mat maskWithArea(int area)
{
    cv::Mat m = cv::Mat::zeros(40, 40, CV_8UC1);
    for (int i = 0; i < area; ++i)
        m.at<uchar>(i / 40, i % 40) = 255;
    return m;
}

EditParse addNextTo(PositionChange position)
{
    EditParse p;
    p.editType = EditType::Add;
    p.originalPart = QStringLiteral("none");
    p.editedPart = QStringLiteral("cup");
    p.addedObject = QStringLiteral("cup");
    p.beingAdded = QStringLiteral("table");
    p.position = position;
    return p;
}

BpmComponents local(double preserve, std::optional<double> modify, double size, double position)
{
    BpmComponents c;
    c.sPreserve = preserve;
    c.sModify = modify;
    c.sSize = size;
    c.sPosition = position;
    return c;
}

} // namespace

class TestBpmScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sizeScoreFollowsEachBranch_data();
    void sizeScoreFollowsEachBranch();
    void paperSizeFromBoxesUsesSummedBoxAreas();
    void positionHoldsInEachDirection_data();
    void positionHoldsInEachDirection();
    void positionScalesToTheReleasedFiveHundredSpace();
    void positionScoreGivesHalfWhenSomeBoxesPass();
    void positionScoreIsOneOutsideAddWithReference();
    void preserveScoreFloatAndUint8WrapDiffer();
    void preserveScoreIsUnsetWhenEverythingIsMasked();
    void cropBoxIsScaledAndClamped_data();
    void cropBoxIsScaledAndClamped();
    void cropBoxEnclosesSeveralBoxes();
    void sModifySignConventions_data();
    void sModifySignConventions();
    void sModifyNormalizationChangesTheValue();
    void sModifyOfAnUnchangedImageIsZero();
    void sModifyRejectsMismatchedEmbeddings();
    void bpmCombinesNormalizedComponents_data();
    void bpmCombinesNormalizedComponents();
    void releasedQuirkLeavesZeroAndOneOutOfMinMax();
    void missingModifyMakesBpmUnavailable();
    void globalEditsUseClipTWithAlphaOne();
    void constantValuesNormalizeToOneHalf();
    void componentsRoundTripThroughJson();
};

void TestBpmScore::sizeScoreFollowsEachBranch_data()
{
    QTest::addColumn<EditType>("type");
    QTest::addColumn<SizeChange>("size");
    QTest::addColumn<int>("editArea"); // origin box area is 100 px: ratio = editArea / 100
    QTest::addColumn<double>("expected");
    QTest::newRow("bigger 1.5") << EditType::ChangeSize << SizeChange::Bigger << 150 << 1.0;
    QTest::newRow("bigger 1.2 is not enough") << EditType::ChangeSize << SizeChange::Bigger << 120 << 0.0;
    QTest::newRow("bigger 0.5") << EditType::ChangeSize << SizeChange::Bigger << 50 << 0.0;
    QTest::newRow("smaller 0.5") << EditType::ChangeSize << SizeChange::Smaller << 50 << 1.0;
    QTest::newRow("smaller 0.8 is not enough") << EditType::ChangeSize << SizeChange::Smaller << 80 << 0.0;
    QTest::newRow("unchanged 1.0") << EditType::ChangeSize << SizeChange::Unchanged << 100 << 1.0;
    QTest::newRow("unchanged 0.8 inclusive") << EditType::ChangeSize << SizeChange::Unchanged << 80 << 1.0;
    QTest::newRow("unchanged 1.2 inclusive") << EditType::ChangeSize << SizeChange::Unchanged << 120 << 1.0;
    QTest::newRow("unchanged 1.21") << EditType::ChangeSize << SizeChange::Unchanged << 121 << 0.0;
    QTest::newRow("unchanged 0.79") << EditType::ChangeSize << SizeChange::Unchanged << 79 << 0.0;
    QTest::newRow("colour change not judged") << EditType::ChangeColor << SizeChange::Bigger << 50 << 1.0;
    QTest::newRow("add gets full score") << EditType::Add << SizeChange::Smaller << 300 << 1.0;
}

void TestBpmScore::sizeScoreFollowsEachBranch()
{
    QFETCH(EditType, type);
    QFETCH(SizeChange, size);
    QFETCH(int, editArea);
    QFETCH(double, expected);
    EditParse parse;
    parse.editType = type;
    parse.size = size;
    // The released rule reads the first box of each side (determine_size's bbox[0]).
    BpmRegions regions;
    regions.originBoxes = {cv::Rect(0, 0, 100, 1)};
    regions.editBoxes = {cv::Rect(0, 0, editArea, 1)};
    QCOMPARE(sizeScore(parse, regions), expected);
}

void TestBpmScore::paperSizeFromBoxesUsesSummedBoxAreas()
{
    EditParse parse;
    parse.editType = EditType::ChangeSize;
    parse.size = SizeChange::Bigger;
    BpmRegions regions;
    regions.originMask = maskWithArea(100);
    regions.editMask = maskWithArea(100); // masks say unchanged (ratio 1)
    regions.originBoxes = {cv::Rect(0, 0, 10, 10)};
    regions.editBoxes = {cv::Rect(0, 0, 10, 10), cv::Rect(20, 20, 5, 5)}; // boxes: 125 / 100 = 1.25
    RegionJudgeOptions options;
    const auto paper = [&] { return judgeSize(parse, regions, BpmRules::Paper, options).value; };
    QCOMPARE(paper(), std::optional<double>(0.0));
    options.sizeFromBoxes = true;
    QCOMPARE(paper(), std::optional<double>(1.0));
    options.biggerRatio = 1.3; // configurable threshold
    QCOMPARE(paper(), std::optional<double>(0.0));
}

void TestBpmScore::positionHoldsInEachDirection_data()
{
    // Reference box (200,200,100,100) on a 500×500 frame: centre (250,250).
    QTest::addColumn<PositionChange>("position");
    QTest::addColumn<cv::Rect>("edited");
    QTest::addColumn<bool>("expected");
    const cv::Rect right(400, 230, 50, 50); // centre (425,255): dx 175, dy 5, IoU 0
    QTest::newRow("right") << PositionChange::Right << right << true;
    QTest::newRow("right is not left") << PositionChange::Left << right << false;
    QTest::newRow("right is not above") << PositionChange::Above << right << false;
    QTest::newRow("left") << PositionChange::Left << cv::Rect(50, 230, 50, 50) << true;
    // centre (270,250): dx 20 > 0 = |dy|, but IoU = 8000 / 12000 = 0.67 ≥ 0.4
    QTest::newRow("right overlapping") << PositionChange::Right << cv::Rect(220, 200, 100, 100) << false;
    // centre (425,425): dx 175 = dy 175, not |dx| > |dy|
    QTest::newRow("right diagonal") << PositionChange::Right << cv::Rect(400, 400, 50, 50) << false;
    QTest::newRow("above (y down)") << PositionChange::Above << cv::Rect(230, 50, 40, 40) << true;
    QTest::newRow("above is not below") << PositionChange::Below << cv::Rect(230, 50, 40, 40) << false;
    QTest::newRow("below") << PositionChange::Below << cv::Rect(230, 400, 40, 40) << true;
    QTest::newRow("inside strictly") << PositionChange::Inside << cv::Rect(210, 210, 50, 50) << true;
    QTest::newRow("inside sharing an edge") << PositionChange::Inside << cv::Rect(200, 210, 50, 50) << false;
    QTest::newRow("inside but equal") << PositionChange::Inside << cv::Rect(200, 200, 100, 100) << false;
    // centre (260,265): |dx| + |dy| = 10 + 15 = 25 < 40
    QTest::newRow("unchanged 25") << PositionChange::Unchanged << cv::Rect(210, 215, 100, 100) << true;
    // centre (280,275): 30 + 25 = 55
    QTest::newRow("unchanged 55") << PositionChange::Unchanged << cv::Rect(230, 225, 100, 100) << false;
    QTest::newRow("near is not judged") << PositionChange::Near << cv::Rect(0, 0, 5, 5) << true;
}

void TestBpmScore::positionHoldsInEachDirection()
{
    QFETCH(PositionChange, position);
    QFETCH(cv::Rect, edited);
    QFETCH(bool, expected);
    QCOMPARE(positionHolds(position, edited, cv::Rect(200, 200, 100, 100), cv::Size(500, 500)), expected);
}

void TestBpmScore::positionScalesToTheReleasedFiveHundredSpace()
{
    // 1000×250 frame: dx scales by 0.5, dy by 2. Centre offset (60, 10) px → (30, 20) in 500×500 units.
    const cv::Rect reference(400, 100, 100, 50);
    const cv::Rect edited(460, 110, 100, 50);
    const cv::Size frame(1000, 250);
    QVERIFY(!positionHolds(PositionChange::Unchanged, edited, reference, frame)); // 30 + 20 = 50 ≥ 40
    RegionJudgeOptions options;
    options.unchangedDistance = 51.0;
    QVERIFY(positionHolds(PositionChange::Unchanged, edited, reference, frame, options));
    // Direction after scaling: a box 80 px right and 30 px down is (40, 60): "below" wins over "right".
    const cv::Rect down(480, 130, 10, 10);
    const cv::Rect ref(450, 100, 10, 10);
    QVERIFY(positionHolds(PositionChange::Below, down, ref, frame));
    QVERIFY(!positionHolds(PositionChange::Right, down, ref, frame));
    QVERIFY(!positionHolds(PositionChange::Right, down, ref, cv::Size(500, 500))); // unscaled: |30| vs |30|
    QVERIFY(positionHolds(PositionChange::Right, down, ref, cv::Size(250, 1000))); // (60, 15)
}

void TestBpmScore::positionScoreGivesHalfWhenSomeBoxesPass()
{
    BpmRegions regions;
    regions.referenceBoxes = {cv::Rect(200, 200, 100, 100)};
    const EditParse parse = addNextTo(PositionChange::Right);
    const cv::Size frame(500, 500);
    bool judged = false;
    regions.editBoxes = {cv::Rect(400, 230, 50, 50), cv::Rect(350, 200, 40, 40)};
    QCOMPARE(positionScore(parse, regions, frame, {}, &judged), 1.0);
    QVERIFY(judged);
    regions.editBoxes = {cv::Rect(400, 230, 50, 50), cv::Rect(50, 230, 50, 50)};
    QCOMPARE(positionScore(parse, regions, frame), 0.5);
    regions.editBoxes = {cv::Rect(50, 230, 50, 50), cv::Rect(230, 50, 40, 40)};
    QCOMPARE(positionScore(parse, regions, frame), 0.0);
    // Only the first reference box counts (bbox2[0]). Both boxes are left of (200,200,100,100); against a reference
    // centred (44,244), the first (centre (75,255): dx 31, dy 11, no overlap) is right of it, the second (centre
    // (20,240): dx −24) is not.
    regions.editBoxes = {cv::Rect(50, 230, 50, 50), cv::Rect(10, 230, 20, 20)};
    QCOMPARE(positionScore(parse, regions, frame), 0.0);
    regions.referenceBoxes.push_back(cv::Rect(40, 240, 8, 8));
    QCOMPARE(positionScore(parse, regions, frame), 0.0);
    std::swap(regions.referenceBoxes.front(), regions.referenceBoxes.back());
    QCOMPARE(positionScore(parse, regions, frame), 0.5);
}

void TestBpmScore::positionScoreIsOneOutsideAddWithReference()
{
    BpmRegions regions;
    regions.referenceBoxes = {cv::Rect(200, 200, 100, 100)};
    regions.editBoxes = {cv::Rect(50, 230, 50, 50)}; // would fail "right"
    bool judged = true;
    EditParse remove;
    remove.editType = EditType::Remove;
    remove.position = PositionChange::Right;
    QCOMPARE(positionScore(remove, regions, cv::Size(500, 500), {}, &judged), 1.0);
    QVERIFY(!judged);
    EditParse noReference = addNextTo(PositionChange::Right);
    noReference.beingAdded.clear();
    QCOMPARE(positionScore(noReference, regions, cv::Size(500, 500), {}, &judged), 1.0);
    QVERIFY(!judged);
    regions.referenceBoxes.clear(); // the reference was never located
    QCOMPARE(positionScore(addNextTo(PositionChange::Right), regions, cv::Size(500, 500), {}, &judged), 1.0);
    QVERIFY(!judged);
}

void TestBpmScore::preserveScoreFloatAndUint8WrapDiffer()
{
    // 1×3 image. Pixel 0: Δ = (20, 0, 0); pixel 1: Δ = (3, −4, 0); pixel 2 (masked): Δ = 255 everywhere.
    cv::Mat source(1, 3, CV_8UC3), edited(1, 3, CV_8UC3);
    source.at<cv::Vec3b>(0, 0) = {0, 0, 0};
    edited.at<cv::Vec3b>(0, 0) = {20, 0, 0};
    source.at<cv::Vec3b>(0, 1) = {10, 10, 10};
    edited.at<cv::Vec3b>(0, 1) = {13, 6, 10};
    source.at<cv::Vec3b>(0, 2) = {0, 0, 0};
    edited.at<cv::Vec3b>(0, 2) = {255, 255, 255};
    cv::Mat origin = cv::Mat::zeros(1, 3, CV_8UC1), edit = cv::Mat::zeros(1, 3, CV_8UC1);
    edit.at<uchar>(0, 2) = 255;
    // By hand: float 1 − (√(400/3) + √(25/3)) / 2 / 255; wrap: 400 mod 256 = 144, 1 − (√(144/3) + √(25/3)) / 2 / 255.
    // numpy 1.24.2 (Debian python3-numpy) agrees: with s, e the uint8 arrays above and keep = [True, True, False],
    // 1 - np.sqrt(np.mean((e - s)**2, axis=2))[keep].mean() / 255 = 0.9807549910270125 (uint8 wrap) and
    // 0.9716985162161949 after e.astype(float).
    const double expectedFloat = 1.0 - (std::sqrt(400.0 / 3) + std::sqrt(25.0 / 3)) / 2.0 / 255.0;
    const double expectedWrap = 1.0 - (std::sqrt(144.0 / 3) + std::sqrt(25.0 / 3)) / 2.0 / 255.0;
    const auto f = preserveScore(source, edited, origin, edit, PreserveMode::Float);
    const auto w = preserveScore(source, edited, origin, edit, PreserveMode::ReleasedUint8Wrap);
    QVERIFY(f && w);
    QVERIFY(std::abs(*f - expectedFloat) < 1e-12);
    QVERIFY(std::abs(*w - expectedWrap) < 1e-12);
    QVERIFY(std::abs(*f - 0.9716985162161949) < 1e-12);
    QVERIFY(std::abs(*w - 0.9807549910270125) < 1e-12);
    // The masked pixel would count if the edit mask moved to the origin mask: the union is what is left out.
    const auto swapped = preserveScore(source, edited, edit, origin, PreserveMode::Float);
    QVERIFY(swapped && std::abs(*swapped - expectedFloat) < 1e-12);
}

void TestBpmScore::preserveScoreIsUnsetWhenEverythingIsMasked()
{
    const cv::Mat image(4, 4, CV_8UC3, cv::Scalar(1, 2, 3));
    const cv::Mat all(4, 4, CV_8UC1, cv::Scalar(255));
    QVERIFY(!preserveScore(image, image, all, cv::Mat()).has_value());
    const auto identical = preserveScore(image, image, cv::Mat(), cv::Mat());
    QVERIFY(identical.has_value());
    QCOMPARE(*identical, 1.0);
    QVERIFY(!preserveScore(image, cv::Mat(5, 4, CV_8UC3), cv::Mat(), cv::Mat()).has_value()); // size mismatch
}

void TestBpmScore::cropBoxIsScaledAndClamped_data()
{
    QTest::addColumn<EditType>("type");
    QTest::addColumn<cv::Rect>("originBox");
    QTest::addColumn<cv::Rect>("editBox");
    QTest::addColumn<cv::Rect>("expected");
    // centre (20,20), 30×30 → (5,5)-(35,35)
    QTest::newRow("source box") << EditType::Replace << cv::Rect(10, 10, 20, 20) << cv::Rect(60, 60, 10, 10)
                                << cv::Rect(5, 5, 30, 30);
    QTest::newRow("edited box for an add") << EditType::Add << cv::Rect(10, 10, 20, 20) << cv::Rect(60, 60, 10, 10)
                                           << cv::Rect(57, 57, 15, 15); // centre 65, ±7.5 → 57.5..72.5 → int 57..72
    // centre (10,20), 30×60 → (−5,−10)-(25,50) clamped to (0,0)-(25,50)
    QTest::newRow("clamped at the top-left")
        << EditType::ChangeColor << cv::Rect(0, 0, 20, 40) << cv::Rect() << cv::Rect(0, 0, 25, 50);
    // centre (90,95), 30×15 → (75,87.5)-(105,102.5) clamped to 100×100 → int (75,87)-(100,100)
    QTest::newRow("clamped at the bottom-right")
        << EditType::ChangeColor << cv::Rect(80, 90, 20, 10) << cv::Rect() << cv::Rect(75, 87, 25, 13);
}

void TestBpmScore::cropBoxIsScaledAndClamped()
{
    QFETCH(EditType, type);
    QFETCH(cv::Rect, originBox);
    QFETCH(cv::Rect, editBox);
    QFETCH(cv::Rect, expected);
    EditParse parse;
    parse.editType = type;
    BpmRegions regions;
    regions.originBoxes = {originBox};
    if (editBox.area() > 0)
        regions.editBoxes = {editBox};
    QCOMPARE(modifyCropBox(parse, regions, cv::Size(100, 100)), expected);
}

void TestBpmScore::cropBoxEnclosesSeveralBoxes()
{
    EditParse parse;
    parse.editType = EditType::Replace;
    BpmRegions regions;
    regions.originBoxes = {cv::Rect(10, 10, 10, 10), cv::Rect(30, 30, 10, 10)}; // enclosing (10,10)-(40,40)
    // centre (25,25), half size 22.5 → (2.5, 47.5) → int (2, 47)
    QCOMPARE(modifyCropBox(parse, regions, cv::Size(100, 100)), cv::Rect(2, 2, 45, 45));
    regions.originBoxes.clear(); // no source box: the edited ones are used
    regions.editBoxes = {cv::Rect(10, 10, 20, 20)};
    QCOMPARE(modifyCropBox(parse, regions, cv::Size(100, 100)), cv::Rect(5, 5, 30, 30));
    regions.editBoxes.clear();
    QVERIFY(modifyCropBox(parse, regions, cv::Size(100, 100)).empty());
}

void TestBpmScore::sModifySignConventions_data()
{
    // Image direction E_edit − E_orig = (1,1,0) − (1,0,0) = (0,1,0).
    QTest::addColumn<bool>("originIsNone");
    QTest::addColumn<bool>("editedIsNone");
    QTest::addColumn<std::vector<float>>("t1");
    QTest::addColumn<std::vector<float>>("t2");
    QTest::addColumn<double>("expected");
    // T(o2) − T(o1) = (0,1,0): aligned.
    QTest::newRow("replace aligned") << false << false << std::vector<float>{0, 0, 1} << std::vector<float>{0, 1, 1}
                                     << 1.0;
    // Swapping o1 and o2 reverses the text direction.
    QTest::newRow("replace reversed") << false << false << std::vector<float>{0, 1, 1} << std::vector<float>{0, 0, 1}
                                      << -1.0;
    // o1 = none: direction T(o2) = (0,1,1), cos = 1/√2 (t1 ignored).
    QTest::newRow("add uses T(o2)") << true << false << std::vector<float>{9, 9, 9} << std::vector<float>{0, 1, 1}
                                    << 1.0 / std::sqrt(2.0);
    // o2 = none: direction −T(o1) = (0,1,0) for T(o1) = (0,−1,0) (t2 ignored).
    QTest::newRow("remove uses -T(o1)") << false << true << std::vector<float>{0, -1, 0} << std::vector<float>{9, 9, 9}
                                        << 1.0;
    QTest::newRow("remove, object still there")
        << false << true << std::vector<float>{0, 1, 0} << std::vector<float>{} << -1.0;
}

void TestBpmScore::sModifySignConventions()
{
    QFETCH(bool, originIsNone);
    QFETCH(bool, editedIsNone);
    QFETCH(std::vector<float>, t1);
    QFETCH(std::vector<float>, t2);
    QFETCH(double, expected);
    ModifyFlags flags;
    flags.originIsNone = originIsNone;
    flags.editedIsNone = editedIsNone;
    const Result<double> s = sModify({1, 0, 0}, {1, 1, 0}, t1, t2, flags);
    EL_VERIFY_OK(s);
    QVERIFY2(std::abs(s.value() - expected) < 1e-12, qPrintable(QString::number(s.value())));
}

void TestBpmScore::sModifyNormalizationChangesTheValue()
{
    // Raw (as released): (0,1,0) − (2,0,0) = (−2,1,0) and (0,3,0) − (1,0,0) = (−1,3,0): cos = 5/√50 = 0.70711.
    // Debian python3-torch 1.13: torch.nn.functional.cosine_similarity(b - a, t2 - t1) with a = [[2,0,0]],
    // b = [[0,1,0]], t1 = [[1,0,0]], t2 = [[0,3,0]] → 0.7071067094802856 (float32).
    // Normalized first: (−1,1,0) and (−1,1,0): cos = 1.
    const std::vector<float> a{2, 0, 0}, b{0, 1, 0}, t1{1, 0, 0}, t2{0, 3, 0};
    const Result<double> raw = sModify(a, b, t1, t2);
    EL_VERIFY_OK(raw);
    QVERIFY(std::abs(raw.value() - 5.0 / std::sqrt(50.0)) < 1e-12);
    QVERIFY(std::abs(raw.value() - 0.7071067094802856) < 1e-7);
    ModifyFlags flags;
    flags.normalizeBeforeDifference = true;
    const Result<double> unit = sModify(a, b, t1, t2, flags);
    EL_VERIFY_OK(unit);
    QVERIFY(std::abs(unit.value() - 1.0) < 1e-12);
}

void TestBpmScore::sModifyOfAnUnchangedImageIsZero()
{
    // torch 1.13: cosine_similarity(zeros(1,3), [[1,2,3]]) = 0 (ε clamp), not NaN.
    const Result<double> s = sModify({1, 2, 3}, {1, 2, 3}, {0, 0, 1}, {0, 1, 0});
    EL_VERIFY_OK(s);
    QCOMPARE(s.value(), 0.0);
}

void TestBpmScore::sModifyRejectsMismatchedEmbeddings()
{
    QVERIFY(!sModify({1, 0}, {1, 1, 0}, {0, 0, 1}, {0, 1, 0}).ok());
    QVERIFY(!sModify({1, 0, 0}, {1, 1, 0}, {0, 1}, {0, 1, 0}).ok());
    QVERIFY(!sModify({}, {}, {}, {}).ok());
    ModifyFlags both;
    both.originIsNone = both.editedIsNone = true;
    QVERIFY(!sModify({1, 0, 0}, {1, 1, 0}, {0, 0, 1}, {0, 1, 0}, both).ok());
    // modifyFlagsFor reads "none" from the parse.
    EditParse add;
    add.originalPart = QStringLiteral("none");
    add.editedPart = QStringLiteral("cat");
    QVERIFY(modifyFlagsFor(add).originIsNone);
    QVERIFY(!modifyFlagsFor(add).editedIsNone);
}

void TestBpmScore::bpmCombinesNormalizedComponents_data()
{
    // Preserve 0.9, 0.8, 1.0 → Norm 0.5, 0, 1. Modify 0.1, 0.3, 0.2 → Norm 0, 1, 0.5. S_semantic 0.5, 1, 1.5.
    // S_region 1+1 = 2, 0+1 = 1, 1+0.5 = 1.5. BPM = α·S_semantic + (1−α)·S_region.
    QTest::addColumn<double>("alpha");
    QTest::addColumn<QVector<double>>("expected");
    QTest::newRow("alpha 0") << 0.0 << QVector<double>{2.0, 1.0, 1.5};
    QTest::newRow("alpha 0.7") << 0.7 << QVector<double>{0.35 + 0.6, 0.7 + 0.3, 1.05 + 0.45};
    QTest::newRow("alpha 1") << 1.0 << QVector<double>{0.5, 1.0, 1.5};
}

void TestBpmScore::bpmCombinesNormalizedComponents()
{
    QFETCH(double, alpha);
    QFETCH(QVector<double>, expected);
    const QVector<BpmComponents> set{local(0.9, 0.1, 1, 1), local(0.8, 0.3, 0, 1), local(1.0, 0.2, 1, 0.5)};
    BpmSetOptions options;
    options.alpha = alpha;
    const QVector<BpmResult> results = computeBpm(set, options);
    QCOMPARE(results.size(), 3);
    const double semantic[] = {0.5, 1.0, 1.5};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(results[i].bpm.has_value());
        QVERIFY2(std::abs(*results[i].bpm - expected[i]) < 1e-12, qPrintable(QString::number(*results[i].bpm)));
        QVERIFY(std::abs(*results[i].sSemantic - semantic[i]) < 1e-12);
        QCOMPARE(results[i].alpha, alpha);
    }
    QVERIFY(std::abs(*results[0].normPreserve - 0.5) < 1e-12);
    QVERIFY(std::abs(*results[2].normModify - 0.5) < 1e-12);
}

void TestBpmScore::releasedQuirkLeavesZeroAndOneOutOfMinMax()
{
    const QVector<BpmComponents> set{local(0.9, 0.1, 1, 1), local(0.8, 0.3, 1, 1), local(1.0, 0.2, 1, 1),
                                     local(0.0, 0.2, 1, 1)};
    // Off: min 0, max 1 → Norm = value.
    const QVector<BpmResult> plain = computeBpm(set);
    QVERIFY(std::abs(*plain[0].normPreserve - 0.9) < 1e-12);
    QVERIFY(std::abs(*plain[3].normPreserve - 0.0) < 1e-12);
    // On: 1.0 (−L2 = 0) and 0.0 (−L2 = −1) are left out: min 0.8, max 0.9, and they are still normalized.
    BpmSetOptions options;
    options.releasedPreserveQuirk = true;
    const QVector<BpmResult> quirk = computeBpm(set, options);
    QVERIFY(std::abs(*quirk[0].normPreserve - 1.0) < 1e-12);
    QVERIFY(std::abs(*quirk[1].normPreserve - 0.0) < 1e-12);
    QVERIFY(std::abs(*quirk[2].normPreserve - 2.0) < 1e-12); // (1.0 − 0.8) / 0.1
    QVERIFY(std::abs(*quirk[3].normPreserve + 8.0) < 1e-12); // (0.0 − 0.8) / 0.1
}

void TestBpmScore::missingModifyMakesBpmUnavailable()
{
    const QVector<BpmComponents> set{local(0.9, 0.1, 1, 1), local(0.8, 0.3, 0, 1), local(0.85, std::nullopt, 1, 1)};
    const QVector<BpmResult> results = computeBpm(set);
    QVERIFY(!results[2].bpm.has_value());
    QVERIFY(!results[2].sSemantic.has_value());
    QVERIFY(!results[2].reason.isEmpty());
    QVERIFY(results[2].normPreserve.has_value()); // still computed
    QVERIFY(std::abs(*results[2].normPreserve - 0.5) < 1e-12);
    // The missing value does not enter S_modify's min-max: the others still normalize to 0 and 1.
    QVERIFY(results[0].bpm && results[1].bpm);
    QVERIFY(std::abs(*results[0].normModify - 0.0) < 1e-12);
    QVERIFY(std::abs(*results[1].normModify - 1.0) < 1e-12);
}

void TestBpmScore::globalEditsUseClipTWithAlphaOne()
{
    BpmComponents g1, g2;
    g1.global = g2.global = true;
    g1.sModify = 0.25; // CLIP-T
    g2.sModify = 0.30;
    g1.sSize = 0.0; // no region term even if one were stored
    const QVector<BpmComponents> set{g1, local(0.9, 0.1, 1, 1), g2, local(0.8, 0.9, 1, 1)};
    BpmSetOptions options;
    options.alpha = 0.3;
    const QVector<BpmResult> results = computeBpm(set, options);
    QCOMPARE(results[0].alpha, 1.0);
    QVERIFY(std::abs(*results[0].bpm - 0.0) < 1e-12);
    QVERIFY(std::abs(*results[2].bpm - 1.0) < 1e-12);
    // Global CLIP-T is normalized among global edits only: the local S_modify 0.1 … 0.9 is its own scale.
    QVERIFY(std::abs(*results[1].normModify - 0.0) < 1e-12);
    QVERIFY(std::abs(*results[3].normModify - 1.0) < 1e-12);
    QCOMPARE(results[1].alpha, 0.3);
    // 0.3·(1 + 0) + 0.7·2
    QVERIFY(std::abs(*results[1].bpm - (0.3 * 1.0 + 0.7 * 2.0)) < 1e-12);
}

void TestBpmScore::constantValuesNormalizeToOneHalf()
{
    const QVector<BpmResult> results = computeBpm({local(0.9, 0.2, 1, 1)});
    QCOMPARE(*results[0].normPreserve, 0.5);
    QCOMPARE(*results[0].normModify, 0.5);
    QVERIFY(std::abs(*results[0].bpm - (0.7 * 1.0 + 0.3 * 2.0)) < 1e-12);
}

void TestBpmScore::componentsRoundTripThroughJson()
{
    BpmComponents c = local(0.93, std::nullopt, 0, 0.5);
    c.positionJudged = true;
    c.regionProvenance = QStringLiteral("masks of the output: edit_region (ground_truth)");
    c.unavailableReason = QStringLiteral("CLIP not installed");
    const BpmComponents back = BpmComponents::fromJson(c.toJson());
    QCOMPARE(back.sPreserve, c.sPreserve);
    QVERIFY(!back.sModify.has_value());
    QCOMPARE(back.sSize, 0.0);
    QCOMPARE(back.sPosition, 0.5);
    QVERIFY(back.positionJudged);
    QCOMPARE(back.regionProvenance, c.regionProvenance);
    QCOMPARE(back.unavailableReason, c.unavailableReason);
    QVERIFY(c.toJson().value(QStringLiteral("s_modify")).isNull());
}

QTEST_GUILESS_MAIN(TestBpmScore)
#include "tst_bpmscore.moc"
