// Benchmark: L1 + MSE + PSNR + SSIM and the pixel-diff detector on a 512×512 pair.
// Targets: pixel metrics < 10 ms per pair; the detector well under 10 ms, so that
// `score --metrics l1,mse,psnr,ssim,detect` reaches ≥ 50 pairs/s on 2 cores.
// Usage: bench_pixelmetrics [SOURCE EDITED]   (default: a synthetic 512² pair with three edits)
#include "detect/differencedetector.h"
#include "metrics/pixelmetrics.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace editlens::core;

namespace {

struct Timing
{
    double median = 0.0;
    double min = 0.0;
    double cpu = 0.0; ///< mean process CPU time per run (all threads), less sensitive to a busy shared machine
};

Timing measure(int runs, const std::function<void()> &work)
{
    work(); // warm-up: first-call allocations and OpenCV's thread pool
    std::vector<double> ms;
    QElapsedTimer timer;
    const std::clock_t cpuStart = std::clock();
    for (int i = 0; i < runs; ++i) {
        timer.start();
        work();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    const double cpu = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC / runs;
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), cpu};
}

void syntheticPair(cv::Mat &source, cv::Mat &edited)
{
    cv::Mat small(64, 64, CV_8UC3);
    cv::RNG rng(3);
    rng.fill(small, cv::RNG::UNIFORM, 40, 210);
    cv::resize(small, source, {512, 512}, 0, 0, cv::INTER_CUBIC);
    cv::Mat noise(source.size(), CV_8UC3);
    rng.fill(noise, cv::RNG::UNIFORM, 0, 12);
    source += noise;
    edited = source.clone();
    rng.fill(noise, cv::RNG::UNIFORM, 0, 6); // re-rendering noise everywhere
    edited += noise;
    cv::rectangle(edited, cv::Rect(60, 80, 90, 70), cv::Scalar(20, 200, 240), cv::FILLED); // added object
    cv::circle(edited, cv::Point(350, 300), 50, cv::Scalar(90, 90, 90), cv::FILLED);       // removed / recoloured
    cv::putText(edited, "EditLens", cv::Point(220, 460), cv::FONT_HERSHEY_SIMPLEX, 1.5, cv::Scalar(255, 255, 255), 3);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    cv::Mat source, edited;
    if (argc > 2) {
        const auto a = readBgrImage(QString::fromLocal8Bit(argv[1]));
        const auto b = readBgrImage(QString::fromLocal8Bit(argv[2]));
        if (!a || !b) {
            std::fprintf(stderr, "bench_pixelmetrics: %s\n", qPrintable((a ? b.error() : a.error()).toString()));
            return 1;
        }
        source = a.value();
        edited = b.value();
    } else {
        syntheticPair(source, edited);
    }
    const int runs = 200;
    std::printf("bench_pixelmetrics: %dx%d source, %dx%d edited, %d runs, OpenCV threads %d\n", source.cols,
                source.rows, edited.cols, edited.rows, runs, cv::getNumThreads());

    PixelMetrics last;
    const Timing metrics = measure(runs, [&] { last = computePixelMetrics(source, edited).value(); });
    std::printf("bench_pixelmetrics: L1 %.5f  MSE %.5f  PSNR %.3f dB  SSIM %.5f\n", last.l1, last.mse, last.psnr,
                last.ssim);

    const DifferenceDetector detector;
    QVector<Difference> found;
    const Timing detect = measure(runs, [&] { found = detector.detect(source, edited).value(); });
    for (const Difference &d : found)
        std::printf("bench_pixelmetrics:   %s %s at (%.0f, %.0f, %.0f x %.0f), confidence %.2f\n",
                    qPrintable(editOpName(d.op)), qPrintable(d.description), d.box.x(), d.box.y(), d.box.width(),
                    d.box.height(), d.confidence);

    std::printf("bench_pixelmetrics: L1+MSE+PSNR+SSIM median %.2f ms (min %.2f, CPU %.2f ms, %.0f pairs/s); detector "
                "median %.2f ms (min %.2f, CPU %.2f ms, %.0f pairs/s); %d boxes\n",
                metrics.median, metrics.min, metrics.cpu, 1000.0 / metrics.median, detect.median, detect.min,
                detect.cpu, 1000.0 / detect.median, int(found.size()));
    return 0;
}
