#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"
#include "differences.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <random>

using namespace editlens::core;
using editlens::testing::difference;

namespace {

/// Marks every BpmRegions message it is asked for, so that a test sees which text went through the catalogue.
class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "BpmRegions") != 0)
            return {};
        return QStringLiteral("[t] ") + QString::fromUtf8(sourceText);
    }
};

cv::Mat rectMask(cv::Size size, const cv::Rect &r)
{
    cv::Mat m = cv::Mat::zeros(size, CV_8UC1);
    m(r).setTo(255);
    return m;
}

double maskIou(const cv::Mat &a, const cv::Mat &b)
{
    const double inter = cv::countNonZero(a & b);
    const double uni = cv::countNonZero(a | b);
    return uni > 0 ? inter / uni : 0.0;
}

bool sameMask(const cv::Mat &a, const cv::Mat &b)
{
    return a.size() == b.size() && cv::countNonZero(a != b) == 0;
}

BpmPair flatPair(cv::Size size)
{
    BpmPair pair;
    pair.source = cv::Mat(size, CV_8UC3, cv::Scalar(40, 80, 120));
    pair.edited = pair.source.clone();
    pair.editedFileSize = QSize(size.width, size.height);
    return pair;
}

Mask mask(const QString &path, const QString &kind)
{
    Mask m;
    m.path = path;
    m.kind = kind;
    return m;
}

EditParse parseOf(EditType type)
{
    EditParse p;
    p.editType = type;
    return p;
}

} // namespace

class TestBpmRegions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void outputMasksComeFirst();
    void itemMasksWhenTheOutputHasNone();
    void differencesWhenNoMask();
    void groundTruthDifferencesBeatAnnotators();
    void fallbackWhenNothingElse();
    void addCopiesEditToOriginAndRemoveTheReverse();
    void editMaskInTheEditedFrameIsResized();
    void addBoxesAreScaledFromTheEditedFrame();
    void preserveMaskIsInverted();
    void badMaskFilesNameTheFile_data();
    void badMaskFilesNameTheFile();
    void grabCutFindsASyntheticObject();
    void segmentationDependsOnThePixelsAlone();
    void loadPairResizesTheEditedImage();
    void localComponentsFromMasks();
    void provenanceIsTranslatedWhole();
    void groundedProvenanceIsTranslatedWhole();

private:
    QString writeMask(const QString &name, const cv::Mat &m);
    std::unique_ptr<QTemporaryDir> m_dir;
    const cv::Size m_size{64, 48};
};

void TestBpmRegions::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

QString TestBpmRegions::writeMask(const QString &name, const cv::Mat &m)
{
    QString path = m_dir->filePath(name);
    if (!cv::imwrite(QFile::encodeName(path).toStdString(), m))
        return {};
    return path;
}

void TestBpmRegions::outputMasksComeFirst()
{
    Item item;
    Output output;
    output.masks = {mask(writeMask(QStringLiteral("o.png"), rectMask(m_size, {4, 4, 10, 10})),
                         QStringLiteral("origin")),
                    mask(writeMask(QStringLiteral("e.png"), rectMask(m_size, {30, 20, 8, 6})), QStringLiteral("edit"))};
    item.masks = {
        mask(writeMask(QStringLiteral("i.png"), rectMask(m_size, {0, 0, 5, 5})), QStringLiteral("edit_region"))};
    output.differences = {difference(EditOp::Edit, QRectF(40, 30, 5, 5), OriginKind::GroundTruth)};
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::Masks);
    QVERIFY(sameMask(r.value().originMask, rectMask(m_size, {4, 4, 10, 10})));
    QVERIFY(sameMask(r.value().editMask, rectMask(m_size, {30, 20, 8, 6})));
    QCOMPARE(r.value().originBoxes, std::vector<cv::Rect>{cv::Rect(4, 4, 10, 10)});
    QCOMPARE(r.value().editBoxes, std::vector<cv::Rect>{cv::Rect(30, 20, 8, 6)});
    QVERIFY(r.value().provenance.startsWith(QStringLiteral("masks of the output")));
}

void TestBpmRegions::itemMasksWhenTheOutputHasNone()
{
    Item item;
    Output output;
    // Two MagicBrush components; a 2-pixel speck makes no box (minComponentArea 4).
    cv::Mat m = rectMask(m_size, {2, 2, 6, 6});
    m(cv::Rect(20, 10, 10, 4)).setTo(255);
    m(cv::Rect(50, 40, 2, 1)).setTo(255);
    item.masks = {mask(QStringLiteral("mb.png"), QStringLiteral("edit_region"))};
    writeMask(QStringLiteral("mb.png"), m);
    RegionOptions options;
    options.studyRoot = m_dir->path(); // relative path resolved against the study root
    const Result<BpmRegions> r =
        resolveBpmRegions(item, output, parseOf(EditType::ChangeColor), flatPair(m_size), {}, options);
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::Masks);
    // An edit_region mask is a search window per component (the speck makes none); windows too small for GrabCut
    // are the object on both sides.
    cv::Mat windows = rectMask(m_size, {2, 2, 6, 6});
    windows(cv::Rect(20, 10, 10, 4)).setTo(255);
    QVERIFY(sameMask(r.value().originMask, windows));
    QVERIFY(sameMask(r.value().editMask, windows));
    const std::vector<cv::Rect> boxes{cv::Rect(2, 2, 6, 6), cv::Rect(20, 10, 10, 4)};
    QCOMPARE(r.value().originBoxes, boxes);
    QCOMPARE(r.value().editBoxes, boxes);
    QVERIFY(r.value().provenance.contains(QStringLiteral("item")));
}

void TestBpmRegions::differencesWhenNoMask()
{
    Item item;
    Output output;
    output.differences = {difference(EditOp::Remove, QRectF(1, 2, 10, 5), OriginKind::Annotator, QStringLiteral("ann")),
                          difference(EditOp::Add, QRectF(30, 20, 6, 6), OriginKind::Annotator, QStringLiteral("ann")),
                          difference(EditOp::Edit, QRectF(50, 30, 4, 4), OriginKind::Annotator, QStringLiteral("ann"))};
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::Differences);
    cv::Mat origin = rectMask(m_size, {1, 2, 10, 5});
    origin(cv::Rect(50, 30, 4, 4)).setTo(255);
    cv::Mat edit = rectMask(m_size, {30, 20, 6, 6});
    edit(cv::Rect(50, 30, 4, 4)).setTo(255);
    QVERIFY(sameMask(r.value().originMask, origin));
    QVERIFY(sameMask(r.value().editMask, edit));
    QCOMPARE(r.value().originBoxes, (std::vector<cv::Rect>{cv::Rect(1, 2, 10, 5), cv::Rect(50, 30, 4, 4)}));
    QCOMPARE(r.value().editBoxes, (std::vector<cv::Rect>{cv::Rect(30, 20, 6, 6), cv::Rect(50, 30, 4, 4)}));
    QVERIFY(r.value().provenance.contains(QStringLiteral("annotator ann")));
}

void TestBpmRegions::groundTruthDifferencesBeatAnnotators()
{
    Item item;
    Output output;
    output.differences = {difference(EditOp::Remove, QRectF(0, 0, 8, 8), OriginKind::Annotator, QStringLiteral("b")),
                          difference(EditOp::Remove, QRectF(10, 10, 8, 8), OriginKind::GroundTruth),
                          difference(EditOp::Remove, QRectF(20, 20, 8, 8), OriginKind::Detector)};
    Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().originBoxes, std::vector<cv::Rect>{cv::Rect(10, 10, 8, 8)});
    // Without ground truth: the first annotator by name, only theirs.
    output.differences[1] =
        difference(EditOp::Remove, QRectF(30, 30, 8, 8), OriginKind::Annotator, QStringLiteral("a"));
    r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().originBoxes, std::vector<cv::Rect>{cv::Rect(30, 30, 8, 8)});
}

void TestBpmRegions::fallbackWhenNothingElse()
{
    Item item;
    Output output;
    // An imported detector's box a reviewer rejected is not the edit: not used.
    output.differences = {difference(EditOp::Edit, QRectF(0, 0, 8, 8), OriginKind::Detector, QStringLiteral("dice"))};
    output.differences[0].id = 7;
    const QVector<Difference> fallback{
        difference(EditOp::Edit, QRectF(10, 12, 6, 4), OriginKind::Detector, QStringLiteral("pixel-diff"))};
    RegionOptions options;
    options.refineFallbackWithGrabCut = false;
    options.rejectedDifferences = {7};
    Result<BpmRegions> r =
        resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), fallback, options);
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::Fallback);
    QVERIFY(sameMask(r.value().originMask, rectMask(m_size, {10, 12, 6, 4})));
    QVERIFY(r.value().provenance.contains(QStringLiteral("pixel-diff")));
    // Without the rejection the imported box is used before the built-in detector.
    r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), fallback,
                          RegionOptions{{}, false, 5, 4, {}, {}});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::ImportedBoxes);
    QVERIFY(r.value().provenance.contains(QStringLiteral("dice")));
    // Nothing at all: empty regions, "none".
    r = resolveBpmRegions(item, Output(), parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().source, RegionSource::None);
    QCOMPARE(cv::countNonZero(r.value().originMask), 0);
    QVERIFY(r.value().editBoxes.empty());
}

void TestBpmRegions::addCopiesEditToOriginAndRemoveTheReverse()
{
    Item item;
    Output output;
    output.masks = {mask(writeMask(QStringLiteral("e.png"), rectMask(m_size, {30, 20, 8, 6})), QStringLiteral("edit")),
                    mask(writeMask(QStringLiteral("o.png"), rectMask(m_size, {2, 2, 4, 4})), QStringLiteral("origin"))};
    Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Add), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QVERIFY(sameMask(r.value().originMask, rectMask(m_size, {30, 20, 8, 6}))); // M_origin := M_edit
    QCOMPARE(r.value().originBoxes, r.value().editBoxes);
    QVERIFY(r.value().provenance.contains(QStringLiteral("M_origin := M_edit")));
    r = resolveBpmRegions(item, output, parseOf(EditType::Remove), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QVERIFY(sameMask(r.value().editMask, rectMask(m_size, {2, 2, 4, 4}))); // M_edit := M_origin
    QCOMPARE(r.value().editBoxes, std::vector<cv::Rect>{cv::Rect(2, 2, 4, 4)});
    // A replace keeps both as given.
    r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QVERIFY(!sameMask(r.value().editMask, r.value().originMask));
}

void TestBpmRegions::editMaskInTheEditedFrameIsResized()
{
    Item item;
    Output output;
    // Edited file 128×96 (twice the source): an "edit" mask in its frame is brought to 64×48, nearest neighbour.
    output.masks = {
        mask(writeMask(QStringLiteral("e.png"), rectMask({128, 96}, {20, 40, 16, 8})), QStringLiteral("edit"))};
    BpmPair pair = flatPair(m_size);
    pair.editedFileSize = QSize(128, 96);
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), pair, {});
    EL_VERIFY_OK(r);
    QVERIFY(sameMask(r.value().editMask, rectMask(m_size, {10, 20, 8, 4})));
    QVERIFY(sameMask(r.value().originMask, r.value().editMask)); // no origin mask: takes the edit side
}

void TestBpmRegions::addBoxesAreScaledFromTheEditedFrame()
{
    Item item;
    Output output;
    output.differences = {difference(EditOp::Add, QRectF(20, 40, 16, 8), OriginKind::GroundTruth),
                          difference(EditOp::Remove, QRectF(2, 2, 4, 4), OriginKind::GroundTruth)};
    BpmPair pair = flatPair(m_size);
    pair.editedFileSize = QSize(128, 96);
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), pair, {});
    EL_VERIFY_OK(r);
    QCOMPARE(r.value().editBoxes, std::vector<cv::Rect>{cv::Rect(10, 20, 8, 4)}); // ADD: edited frame → source
    QCOMPARE(r.value().originBoxes, std::vector<cv::Rect>{cv::Rect(2, 2, 4, 4)}); // REMOVE: already source frame
}

void TestBpmRegions::preserveMaskIsInverted()
{
    Item item;
    Output output;
    cv::Mat keep(m_size, CV_8UC1, cv::Scalar(255));
    keep(cv::Rect(8, 8, 10, 10)).setTo(0);
    output.masks = {mask(writeMask(QStringLiteral("p.png"), keep), QStringLiteral("preserve"))};
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    EL_VERIFY_OK(r);
    QVERIFY(sameMask(r.value().originMask, rectMask(m_size, {8, 8, 10, 10})));
    QVERIFY(sameMask(r.value().editMask, rectMask(m_size, {8, 8, 10, 10})));
}

void TestBpmRegions::badMaskFilesNameTheFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("content"); // 0 missing, 1 corrupt, 2 wrong size
    QTest::newRow("missing") << QStringLiteral("missing.png") << 0;
    QTest::newRow("corrupt") << QStringLiteral("corrupt.png") << 1;
    QTest::newRow("wrong size") << QStringLiteral("small.png") << 2;
}

void TestBpmRegions::badMaskFilesNameTheFile()
{
    QFETCH(QString, name);
    QFETCH(int, content);
    const QString path = m_dir->filePath(name);
    if (content == 1) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x89PNG but not really");
    } else if (content == 2) {
        QVERIFY(!writeMask(name, rectMask({32, 32}, {1, 1, 4, 4})).isEmpty());
    }
    Item item;
    Output output;
    output.masks = {mask(path, QStringLiteral("origin"))};
    const Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {});
    QVERIFY(!r.ok());
    QCOMPARE(r.error().file, path);
    QVERIFY(r.error().toString().contains(name));
}

void TestBpmRegions::grabCutFindsASyntheticObject()
{
    // A textured greenish background with a red ellipse; the box has a 12-pixel margin around the object.
    cv::Mat image(160, 200, CV_8UC3);
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> noise(-20, 20);
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            image.at<cv::Vec3b>(y, x) =
                cv::Vec3b(cv::saturate_cast<uchar>(60 + noise(rng) + x / 8), cv::saturate_cast<uchar>(140 + noise(rng)),
                          cv::saturate_cast<uchar>(70 + noise(rng) + y / 8));
    cv::Mat truth = cv::Mat::zeros(image.size(), CV_8UC1);
    cv::ellipse(truth, cv::Point(100, 80), cv::Size(40, 28), 0, 0, 360, cv::Scalar(255), cv::FILLED);
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            if (truth.at<uchar>(y, x))
                image.at<cv::Vec3b>(y, x) =
                    cv::Vec3b(cv::saturate_cast<uchar>(30 + noise(rng)), cv::saturate_cast<uchar>(40 + noise(rng)),
                              cv::saturate_cast<uchar>(200 + noise(rng)));
    const cv::Rect box(48, 40, 104, 80);
    const cv::Mat refined = refineBoxWithGrabCut(image, box, 5);
    const double refinedIou = maskIou(refined, truth);
    const double boxIou = maskIou(rectMask(image.size(), box), truth);
    QVERIFY2(refinedIou > 0.7, qPrintable(QString::number(refinedIou)));
    QVERIFY2(refinedIou > boxIou, qPrintable(QStringLiteral("%1 vs box %2").arg(refinedIou).arg(boxIou)));
    QCOMPARE(cv::countNonZero(refined(cv::Rect(0, 0, 40, 40))), 0); // nothing outside the box
    qInfo("GrabCut IoU with the true object: %.3f (the box itself: %.3f)", refinedIou, boxIou);
    // The same refinement through the fallback path of resolveBpmRegions (on by default).
    BpmPair pair;
    pair.source = image;
    pair.edited = image;
    pair.editedFileSize = QSize(image.cols, image.rows);
    const QVector<Difference> fallback{difference(EditOp::Edit, QRectF(48, 40, 104, 80), OriginKind::Detector)};
    const Result<BpmRegions> r = resolveBpmRegions(Item(), Output(), parseOf(EditType::ChangeColor), pair, fallback);
    EL_VERIFY_OK(r);
    QVERIFY(maskIou(r.value().originMask, truth) > 0.7);
    QVERIFY(maskIou(r.value().editMask, truth) > 0.7);
    // A detector box is a search window: the object is segmented in each image around it.
    QCOMPARE(r.value().originBoxes, std::vector<cv::Rect>{cv::boundingRect(segmentInWindow(image, box, 5))});
    QVERIFY(r.value().provenance.contains(QStringLiteral("search window")));
    // A box covering the whole image leaves no background: the filled box comes back.
    QCOMPARE(cv::countNonZero(refineBoxWithGrabCut(image, cv::Rect(0, 0, 200, 160))), 200 * 160);
}

void TestBpmRegions::segmentationDependsOnThePixelsAlone()
{
    // A textured image: GrabCut's k-means seeding draws from OpenCV's per-thread RNG; the segment must not depend on
    // what used that RNG before (an identical output would otherwise get a different object than its source).
    cv::Mat image(160, 200, CV_8UC3);
    cv::RNG rng(7);
    rng.fill(image, cv::RNG::UNIFORM, cv::Scalar::all(0), cv::Scalar::all(255));
    cv::GaussianBlur(image, image, cv::Size(5, 5), 2.0);
    // A faint object in texture: where its edge falls depends on GrabCut's seeding.
    cv::Mat object(image.size(), CV_8UC3, cv::Scalar::all(0));
    cv::ellipse(object, cv::Point(100, 80), cv::Size(30, 22), 0, 0, 360, cv::Scalar(40, 40, 40), cv::FILLED);
    image += object;
    const cv::Rect window(60, 50, 80, 60);
    const cv::Mat first = segmentInWindow(image, window, 3);
    for (int i = 0; i < 1000; ++i)
        cv::theRNG().next();
    const cv::Mat second = segmentInWindow(image, window, 3);
    QVERIFY(cv::countNonZero(first) > 0);
    QVERIFY(sameMask(first, second));
}

void TestBpmRegions::loadPairResizesTheEditedImage()
{
    const QString source = m_dir->filePath(QStringLiteral("s.png"));
    const QString edited = m_dir->filePath(QStringLiteral("e.png"));
    QVERIFY(cv::imwrite(QFile::encodeName(source).toStdString(), cv::Mat(48, 64, CV_8UC3, cv::Scalar(1, 2, 3))));
    QVERIFY(cv::imwrite(QFile::encodeName(edited).toStdString(), cv::Mat(96, 128, CV_8UC3, cv::Scalar(5, 6, 7))));
    const Result<BpmPair> pair = loadBpmPair(source, edited);
    EL_VERIFY_OK(pair);
    QCOMPARE(pair.value().edited.size(), cv::Size(64, 48));
    QCOMPARE(pair.value().editedFileSize, QSize(128, 96));
    QCOMPARE(pair.value().edited.at<cv::Vec3b>(10, 10), cv::Vec3b(5, 6, 7));
    const Result<BpmPair> missing = loadBpmPair(source, m_dir->filePath(QStringLiteral("nope.png")));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().file.endsWith(QStringLiteral("nope.png")));
}

void TestBpmRegions::localComponentsFromMasks()
{
    // Replace with one 10×10 region changed by +30 in one channel and one preserved pixel changed by Δ = (6,0,0):
    // S_preserve = 1 − (√(36/3) / (64·48 − 100)) / 255. Replace: no size or position judgement → 1 + 1.
    BpmPair pair = flatPair(m_size);
    pair.edited = pair.source.clone();
    cv::Mat changed = pair.edited(cv::Rect(10, 10, 10, 10));
    changed += cv::Scalar(30, 0, 0);
    pair.edited.at<cv::Vec3b>(40, 60)[0] += 6;
    BpmRegions regions;
    regions.originMask = rectMask(m_size, {10, 10, 10, 10});
    regions.editMask = regions.originMask.clone();
    regions.originBoxes = regions.editBoxes = {cv::Rect(10, 10, 10, 10)};
    const BpmComponents c = computeLocalComponents(parseOf(EditType::Replace), pair, regions);
    QVERIFY(c.sPreserve.has_value());
    const double expected = 1.0 - std::sqrt(36.0 / 3.0) / (64.0 * 48.0 - 100.0) / 255.0;
    QVERIFY(std::abs(*c.sPreserve - expected) < 1e-12);
    QCOMPARE(c.sRegion(), 2.0);
    QVERIFY(!c.sModify.has_value());
    EditParse global = parseOf(EditType::Other);
    global.global = true;
    const BpmComponents g = computeLocalComponents(global, pair, regions);
    QVERIFY(g.global);
    QVERIFY(!g.sPreserve.has_value());
}

void TestBpmRegions::provenanceIsTranslatedWhole()
{
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto removeTranslator = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    Item item;
    Output output;
    output.differences = {difference(EditOp::Edit, QRectF(0, 0, 8, 8), OriginKind::Detector, QStringLiteral("dice"))};
    RegionOptions options;
    options.refineFallbackWithGrabCut = false;
    Result<BpmRegions> r = resolveBpmRegions(item, output, parseOf(EditType::Replace), flatPair(m_size), {}, options);
    EL_VERIFY_OK(r);
    // Each clause is one message with its count as %n, not English pieces around a translated word.
    QCOMPARE(r.value().provenance, QStringLiteral("[t] imported boxes: 1 box(es) by dice; [t] 1 search window(s) "
                                                  "segmented in each image"));
    output = Output();
    output.masks = {mask(writeMask(QStringLiteral("e.png"), rectMask(m_size, {30, 20, 8, 6})), QStringLiteral("edit"))};
    r = resolveBpmRegions(item, output, parseOf(EditType::Add), flatPair(m_size), {}, options);
    EL_VERIFY_OK(r);
    QVERIFY2(r.value().provenance.startsWith(QStringLiteral("[t] masks of the output: edit (")),
             qPrintable(r.value().provenance));
    QVERIFY2(r.value().provenance.endsWith(QStringLiteral("; [t] add: M_origin := M_edit")),
             qPrintable(r.value().provenance));
}

void TestBpmRegions::groundedProvenanceIsTranslatedWhole()
{
    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto removeTranslator = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    const BpmPair pair = flatPair(m_size);
    const auto painted = [&](const GroundedRegions &grounded, const RegionOptions &options) {
        BpmRegions regions;
        regions.originMask = cv::Mat::zeros(m_size, CV_8UC1);
        regions.editMask = cv::Mat::zeros(m_size, CV_8UC1);
        return paintGroundedRegions(grounded, pair, options, regions);
    };
    GroundedRegions grounded;
    grounded.model = QStringLiteral("vlm");
    grounded.origin = QVector<QRectF>{QRectF(4, 4, 8, 8), QRectF(30, 20, 6, 6)};
    grounded.edit = QVector<QRectF>{};
    RegionOptions options;
    options.refineFallbackWithGrabCut = false;
    // Each clause is one message with its count as %n, and so is the sentence that joins them.
    QCOMPARE(painted(grounded, options), QStringLiteral("[t] grounded by vlm: [t] 2 box(es) of o1 in the original, [t] "
                                                        "o2 not found in the edited image"));
    grounded.origin.reset();
    grounded.edit = QVector<QRectF>{QRectF(4, 4, 8, 8)};
    options.refineFallbackWithGrabCut = true;
    options.grabCutIterations = 2;
    QCOMPARE(painted(grounded, options), QStringLiteral("[t] grounded by vlm: [t] 1 box(es) of o2 in the edited image, "
                                                        "[t] segmented in each box (GrabCut 2 iteration(s))"));
}

QTEST_GUILESS_MAIN(TestBpmRegions)
#include "tst_bpmregions.moc"
