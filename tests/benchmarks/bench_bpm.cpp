// Benchmark: BPM without CLIP on 512×512 pairs: regions from mask files (one "origin", one "edit") + S_preserve + the
// region judge, per pair; the same including reading both PNG images; and regions from search windows (a shared EDIT
// box, three detector boxes) segmented with GrabCut in each image. Target: < 20 ms per pair
// (BPM's paper, Table 3: 1.5 s per image with Grounding DINO + SAM + CLIP on a GPU).
// Usage: bench_bpm [pairs]   (default 200)
#include "benchutil.h"
#include "bpm/bpmregions.h"
#include "bpm/bpmscore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace editlens::core;
using editlens::bench::median;

namespace {

bool write(const QString &path, const cv::Mat &image)
{
    return cv::imwrite(QFile::encodeName(path).toStdString(), image);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int pairs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const cv::Size size(512, 512);
    cv::Mat source(size, CV_8UC3), edited;
    cv::randu(source, cv::Scalar::all(0), cv::Scalar::all(255));
    cv::GaussianBlur(source, source, cv::Size(7, 7), 2.0); // photo-like, compresses like one
    edited = source.clone();
    cv::Mat originMask = cv::Mat::zeros(size, CV_8UC1), editMask = cv::Mat::zeros(size, CV_8UC1);
    cv::ellipse(originMask, cv::Point(200, 260), cv::Size(70, 50), 0, 0, 360, cv::Scalar(255), cv::FILLED);
    cv::ellipse(editMask, cv::Point(215, 260), cv::Size(90, 60), 0, 0, 360, cv::Scalar(255), cv::FILLED);
    edited.setTo(cv::Scalar(20, 40, 220), editMask);
    const QString sourcePath = dir.filePath(QStringLiteral("source.png"));
    const QString editedPath = dir.filePath(QStringLiteral("edited.png"));
    if (!write(sourcePath, source) || !write(editedPath, edited)
        || !write(dir.filePath(QStringLiteral("o.png")), originMask)
        || !write(dir.filePath(QStringLiteral("e.png")), editMask))
        return 1;

    Item item;
    Output output;
    Mask origin, edit;
    origin.path = QStringLiteral("o.png");
    origin.kind = QStringLiteral("origin");
    edit.path = QStringLiteral("e.png");
    edit.kind = QStringLiteral("edit");
    output.masks = {origin, edit};
    EditParse parse;
    parse.editType = EditType::ChangeSize;
    parse.size = SizeChange::Bigger;
    parse.originalPart = parse.editedPart = QStringLiteral("cup");
    RegionOptions options;
    options.studyRoot = dir.path();
    if (const char *it = std::getenv("BENCH_GRABCUT_ITERATIONS"))
        options.grabCutIterations = std::atoi(it);

    BpmPair pair;
    pair.source = source;
    pair.edited = edited;
    pair.editedFileSize = QSize(512, 512);
    std::vector<double> computeMs, withImagesMs;
    double checksum = 0.0;
    for (int i = 0; i < pairs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Result<BpmRegions> regions = resolveBpmRegions(item, output, parse, pair, {}, options);
        if (!regions)
            return 2;
        const BpmComponents c = computeLocalComponents(parse, pair, regions.value());
        computeMs.push_back(timer.nsecsElapsed() / 1e6);
        checksum += c.sPreserve.value_or(0.0) + c.sRegion().value_or(0.0);

        timer.start();
        const Result<BpmPair> loaded = loadBpmPair(sourcePath, editedPath);
        if (!loaded)
            return 2;
        const Result<BpmRegions> r2 = resolveBpmRegions(item, output, parse, loaded.value(), {}, options);
        if (!r2)
            return 2;
        const BpmComponents c2 = computeLocalComponents(parse, loaded.value(), r2.value());
        withImagesMs.push_back(timer.nsecsElapsed() / 1e6);
        checksum += c2.sPreserve.value_or(0.0);
    }
    // The paper's way with a region shared by both images: one EDIT box (or edit_region mask, or detector box) is a
    // search window, and the object is segmented with GrabCut in each image; plus two detector boxes elsewhere.
    Output windowed;
    Difference shared;
    shared.op = EditOp::Edit;
    shared.box = QRectF(115, 190, 200, 140);
    shared.originKind = OriginKind::GroundTruth;
    windowed.differences = {shared};
    Output detected;
    for (const QRectF &b : {QRectF(115, 190, 200, 140), QRectF(20, 20, 60, 40), QRectF(400, 420, 80, 60)}) {
        Difference d;
        d.op = EditOp::Edit;
        d.box = b;
        d.originKind = OriginKind::Detector;
        d.origin = QStringLiteral("pixel-diff");
        detected.differences.push_back(d);
    }
    std::vector<double> windowMs, detectorMs;
    for (int i = 0; i < pairs; ++i) {
        for (auto [out, times] : {std::pair{&windowed, &windowMs}, std::pair{&detected, &detectorMs}}) {
            QElapsedTimer timer;
            timer.start();
            const Result<BpmRegions> regions = resolveBpmRegions(item, *out, parse, pair, {}, options);
            if (!regions)
                return 2;
            const BpmComponents c = computeLocalComponents(parse, pair, regions.value());
            times->push_back(timer.nsecsElapsed() / 1e6);
            checksum += c.sPreserve.value_or(0.0) + c.sSize.value_or(0.0);
        }
    }
    std::printf(
        "bench_bpm: %d pairs 512x512, regions from 2 mask PNGs + S_preserve + f_size/f_position: median %.2f ms, "
        "max %.2f ms; including reading both PNGs: median %.2f ms, max %.2f ms\n",
        pairs, median(computeMs), *std::max_element(computeMs.begin(), computeMs.end()), median(withImagesMs),
        *std::max_element(withImagesMs.begin(), withImagesMs.end()));
    std::printf("bench_bpm: one shared EDIT box segmented with GrabCut in both images: median %.2f ms, max %.2f ms; "
                "three detector boxes (three windows, six GrabCuts): median %.2f ms, max %.2f ms (checksum %.6f)\n",
                median(windowMs), *std::max_element(windowMs.begin(), windowMs.end()), median(detectorMs),
                *std::max_element(detectorMs.begin(), detectorMs.end()), checksum);
    return 0;
}
