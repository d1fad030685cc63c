#include "cocoeval.h"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <optional>
#include <set>

namespace editlens::core::stats {

namespace {

constexpr int iouThresholdCount = 10;
constexpr int recallPointCount = 101;

/// pycocotools' area ranges: all, small, medium, large (bounds inclusive on both sides).
constexpr std::array<std::array<double, 2>, 4> areaRanges{{
    {0.0, 1e5 * 1e5},
    {0.0, 32.0 * 32.0},
    {32.0 * 32.0, 96.0 * 96.0},
    {96.0 * 96.0, 1e5 * 1e5},
}};
enum AreaIndex { AreaAll = 0, AreaSmall, AreaMedium, AreaLarge };

/// numpy.linspace(start, stop, num): start + i·step with step = (stop − start)/(num − 1), the last value exactly
/// stop. Reproducing the very same doubles matters: an IoU or a recall equal to a threshold must compare alike.
template<int N>
std::array<double, N> linspace(double start, double stop)
{
    std::array<double, N> out{};
    const double step = (stop - start) / (N - 1);
    for (int i = 0; i < N; ++i)
        out[i] = double(i) * step + start;
    out[N - 1] = stop;
    return out;
}

double area(const EvalBox &b)
{
    return b.w * b.h;
}

bool outside(double a, const std::array<double, 2> &range)
{
    return a < range[0] || a > range[1];
}

/// COCOeval.evaluateImg's output for one image, category (or all) and area range.
struct ImageResult
{
    std::vector<double> scores; ///< kept detections in descending score order
    /// [threshold][detection]: matched a ground truth / is ignored
    std::array<std::vector<char>, iouThresholdCount> matched;
    std::array<std::vector<char>, iouThresholdCount> ignored;
    int countedGroundTruth = 0; ///< ground truth inside the area range
};

/// Stable descending-score order of `dets`, cut to `maxDets`.
std::vector<const EvalBox *> rankDetections(const std::vector<const EvalBox *> &dets, int maxDets)
{
    std::vector<const EvalBox *> out = dets;
    std::stable_sort(out.begin(), out.end(), [](const EvalBox *a, const EvalBox *b) { return a->score > b->score; });
    if (int(out.size()) > maxDets)
        out.resize(std::max(0, maxDets));
    return out;
}

ImageResult evaluateImage(const std::vector<const EvalBox *> &gts, const std::vector<const EvalBox *> &rankedDets,
                          const std::vector<std::vector<double>> &ious, const std::array<double, 2> &range,
                          const std::array<double, iouThresholdCount> &thresholds)
{
    const int g = int(gts.size());
    const int d = int(rankedDets.size());
    // Ground truth outside the range goes last (a stable sort on the ignore flag).
    std::vector<int> gtOrder(g);
    std::iota(gtOrder.begin(), gtOrder.end(), 0);
    std::vector<char> gtIgnore(g);
    for (int j = 0; j < g; ++j)
        gtIgnore[j] = outside(area(*gts[j]), range) ? 1 : 0;
    std::stable_sort(gtOrder.begin(), gtOrder.end(), [&](int a, int b) { return gtIgnore[a] < gtIgnore[b]; });

    ImageResult r;
    r.scores.reserve(d);
    for (const EvalBox *det : rankedDets)
        r.scores.push_back(det->score);
    for (int j = 0; j < g; ++j)
        r.countedGroundTruth += gtIgnore[j] ? 0 : 1;

    for (int t = 0; t < iouThresholdCount; ++t) {
        std::vector<char> gtTaken(g, 0);
        r.matched[t].assign(d, 0);
        r.ignored[t].assign(d, 0);
        for (int i = 0; i < d; ++i) {
            double best = std::min(thresholds[t], 1.0 - 1e-10);
            int m = -1;
            for (int k = 0; k < g; ++k) {
                const int j = gtOrder[k];
                if (gtTaken[j])
                    continue;
                // Matched to a counted ground truth already: ignored ones (sorted last) cannot beat it.
                if (m > -1 && !gtIgnore[m] && gtIgnore[j])
                    break;
                if (ious[i][j] < best)
                    continue;
                best = ious[i][j];
                m = j;
            }
            if (m == -1)
                continue;
            gtTaken[m] = 1;
            r.matched[t][i] = 1;
            r.ignored[t][i] = gtIgnore[m];
        }
        for (int i = 0; i < d; ++i)
            if (!r.matched[t][i] && outside(area(*rankedDets[i]), range))
                r.ignored[t][i] = 1;
    }
    return r;
}

/// Precision at the recall points and the final recall for one IoU threshold, or nothing when no ground truth
/// counts (pycocotools leaves −1 there).
struct Curve
{
    std::array<double, recallPointCount> precision{};
    double recall = 0.0;
};

/// COCOeval.accumulate() for one category (or all) and area range, over the images' results in image order.
std::optional<std::array<Curve, iouThresholdCount>> accumulate(const std::vector<const ImageResult *> &images,
                                                               const std::array<double, recallPointCount> &recallPoints)
{
    if (images.empty())
        return std::nullopt;
    std::vector<double> scores;
    int counted = 0;
    for (const ImageResult *im : images) {
        scores.insert(scores.end(), im->scores.begin(), im->scores.end());
        counted += im->countedGroundTruth;
    }
    if (counted == 0)
        return std::nullopt;
    // Stable descending score over the concatenation: ties keep image order, then rank within the image.
    std::vector<int> order(scores.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return scores[a] > scores[b]; });

    std::array<Curve, iouThresholdCount> curves;
    const double eps = std::numeric_limits<double>::epsilon(); // numpy.spacing(1)
    for (int t = 0; t < iouThresholdCount; ++t) {
        std::vector<char> matched, ignored;
        for (const ImageResult *im : images) {
            matched.insert(matched.end(), im->matched[t].begin(), im->matched[t].end());
            ignored.insert(ignored.end(), im->ignored[t].begin(), im->ignored[t].end());
        }
        std::vector<double> recall, precision;
        double tp = 0.0, fp = 0.0;
        for (int idx : order) {
            // An ignored detection is neither a true nor a false positive but still holds a place in the curve.
            if (!ignored[idx])
                (matched[idx] ? tp : fp) += 1.0;
            recall.push_back(tp / counted);
            precision.push_back(tp / (fp + tp + eps));
        }
        Curve &c = curves[t];
        c.recall = recall.empty() ? 0.0 : recall.back();
        for (int i = int(precision.size()) - 1; i > 0; --i)
            if (precision[i] > precision[i - 1])
                precision[i - 1] = precision[i];
        for (int ri = 0; ri < recallPointCount; ++ri) {
            const auto it = std::lower_bound(recall.begin(), recall.end(), recallPoints[ri]);
            if (it == recall.end())
                break; // pycocotools stops at the first recall point never reached; the rest stay 0
            c.precision[ri] = precision[std::size_t(it - recall.begin())];
        }
    }
    return curves;
}

/// Mean of the defined cells, −1 when there are none (COCOeval.summarize's np.mean(s[s > -1])).
class Mean
{
public:
    void add(double v)
    {
        m_sum += v;
        ++m_n;
    }
    double value() const { return m_n > 0 ? m_sum / double(m_n) : -1.0; }

private:
    double m_sum = 0.0;
    long m_n = 0;
};

/// Accumulated curves per area range for one category slot.
using AreaCurves = std::array<std::optional<std::array<Curve, iouThresholdCount>>, areaRanges.size()>;

CocoSummary summarize(const std::vector<const AreaCurves *> &slots, const std::array<double, iouThresholdCount> &thr)
{
    auto ap = [&](int areaIndex, int onlyThreshold) {
        Mean m;
        for (const AreaCurves *s : slots) {
            const auto &curves = (*s)[std::size_t(areaIndex)];
            if (!curves)
                continue;
            for (int t = 0; t < iouThresholdCount; ++t)
                if (onlyThreshold < 0 || t == onlyThreshold)
                    for (double p : (*curves)[std::size_t(t)].precision)
                        m.add(p);
        }
        return m.value();
    };
    // Thresholds 0.5 and 0.75 are linspace entries 0 and 5 (summarize looks them up by equality).
    const int t50 = int(std::find(thr.begin(), thr.end(), 0.5) - thr.begin());
    const int t75 = int(std::find(thr.begin(), thr.end(), 0.75) - thr.begin());
    CocoSummary s;
    s.ap = ap(AreaAll, -1);
    s.ap50 = t50 < iouThresholdCount ? ap(AreaAll, t50) : -1.0;
    s.ap75 = t75 < iouThresholdCount ? ap(AreaAll, t75) : -1.0;
    s.apSmall = ap(AreaSmall, -1);
    s.apMedium = ap(AreaMedium, -1);
    s.apLarge = ap(AreaLarge, -1);
    Mean ar;
    for (const AreaCurves *slot : slots)
        if (const auto &curves = (*slot)[AreaAll])
            for (const Curve &c : *curves)
                ar.add(c.recall);
    s.ar = ar.value();
    return s;
}

} // namespace

double boxIou(const EvalBox &a, const EvalBox &b)
{
    const double w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    if (w <= 0)
        return 0.0;
    const double h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    if (h <= 0)
        return 0.0;
    const double inter = w * h;
    return inter / (a.w * a.h + b.w * b.h - inter);
}

CocoEvaluation evaluateCoco(const std::vector<EvalBox> &groundTruth, const std::vector<EvalBox> &detections,
                            const CocoEvalOptions &options)
{
    const auto thresholds = linspace<iouThresholdCount>(0.5, 0.95);
    const auto recallPoints = linspace<recallPointCount>(0.0, 1.0);

    std::set<int> categories(options.categories.begin(), options.categories.end());
    std::set<std::int64_t> images(options.images.begin(), options.images.end());
    if (options.categories.empty())
        for (const auto *boxes : {&groundTruth, &detections})
            for (const EvalBox &b : *boxes)
                categories.insert(b.category);
    if (options.images.empty())
        for (const auto *boxes : {&groundTruth, &detections})
            for (const EvalBox &b : *boxes)
                images.insert(b.image);

    // (image, category) → boxes in input order; the evaluation reads them in ascending image and category order.
    std::map<std::pair<std::int64_t, int>, std::vector<const EvalBox *>> gtAt, dtAt;
    CocoEvaluation result;
    for (const EvalBox &b : groundTruth)
        if (images.count(b.image) && categories.count(b.category)) {
            gtAt[{b.image, b.category}].push_back(&b);
            ++result.groundTruthCount;
        }
    for (const EvalBox &b : detections)
        if (images.count(b.image) && categories.count(b.category)) {
            dtAt[{b.image, b.category}].push_back(&b);
            ++result.detectionCount;
        }

    // Category slots: each category when class-aware, one slot holding every category otherwise.
    std::vector<std::vector<int>> slots;
    if (options.useCategories)
        for (int c : categories)
            slots.push_back({c});
    else
        slots.emplace_back(categories.begin(), categories.end());

    std::vector<AreaCurves> slotCurves(slots.size());
    for (std::size_t k = 0; k < slots.size(); ++k) {
        std::array<std::vector<ImageResult>, areaRanges.size()> perArea;
        for (std::int64_t image : images) {
            std::vector<const EvalBox *> gts, dts;
            for (int c : slots[k]) {
                if (const auto it = gtAt.find({image, c}); it != gtAt.end())
                    gts.insert(gts.end(), it->second.begin(), it->second.end());
                if (const auto it = dtAt.find({image, c}); it != dtAt.end())
                    dts.insert(dts.end(), it->second.begin(), it->second.end());
            }
            if (gts.empty() && dts.empty())
                continue; // evaluateImg returns None: the image adds nothing
            const std::vector<const EvalBox *> ranked = rankDetections(dts, options.maxDetections);
            std::vector<std::vector<double>> ious(ranked.size(), std::vector<double>(gts.size()));
            for (std::size_t i = 0; i < ranked.size(); ++i)
                for (std::size_t j = 0; j < gts.size(); ++j)
                    ious[i][j] = boxIou(*ranked[i], *gts[j]);
            for (std::size_t a = 0; a < areaRanges.size(); ++a)
                perArea[a].push_back(evaluateImage(gts, ranked, ious, areaRanges[a], thresholds));
        }
        for (std::size_t a = 0; a < areaRanges.size(); ++a) {
            std::vector<const ImageResult *> ptrs;
            for (const ImageResult &r : perArea[a])
                ptrs.push_back(&r);
            slotCurves[k][a] = accumulate(ptrs, recallPoints);
        }
    }

    std::vector<const AreaCurves *> all;
    all.reserve(slotCurves.size());
    for (const AreaCurves &c : slotCurves)
        all.push_back(&c);
    result.summary = summarize(all, thresholds);
    if (options.useCategories)
        for (std::size_t k = 0; k < slots.size(); ++k)
            result.perCategory[slots[k].front()] = summarize({&slotCurves[k]}, thresholds);
    return result;
}

} // namespace editlens::core::stats
