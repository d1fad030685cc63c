#include "stats/retrieval.h"

#include "util/parallelfor.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>

#include <opencv2/core.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>

namespace editlens::core {

namespace {

// Edit rows multiplied per block: 1024 × 10,000 texts of float32 is 40 MB, so memory stays bounded for any study.
constexpr int kBlockRows = 1024;

/// Distinct rows of a table (byte-identical rows share one), L2-normalized; `defined` is false for a zero row.
struct UniqueRows
{
    cv::Mat normalized;  // unique × dim, CV_32F
    std::vector<int> of; // per input row: its unique row
    std::vector<bool> defined;
};

UniqueRows uniqueRows(const std::vector<float> &values, int dim)
{
    UniqueRows out;
    const int rows = dim > 0 ? int(values.size() / std::size_t(dim)) : 0;
    QHash<QByteArray, int> seen;
    std::vector<int> firstRow;
    out.of.resize(std::size_t(rows));
    for (int r = 0; r < rows; ++r) {
        const QByteArray key =
            QByteArray::fromRawData(reinterpret_cast<const char *>(values.data() + std::size_t(r) * dim),
                                    int(sizeof(float)) * dim);
        const auto it = seen.constFind(key);
        if (it != seen.constEnd()) {
            out.of[std::size_t(r)] = *it;
            continue;
        }
        out.of[std::size_t(r)] = int(firstRow.size());
        seen.insert(key, int(firstRow.size()));
        firstRow.push_back(r);
    }
    out.normalized = cv::Mat::zeros(int(firstRow.size()), std::max(dim, 1), CV_32F);
    out.defined.assign(firstRow.size(), false);
    for (std::size_t u = 0; u < firstRow.size(); ++u) {
        const float *src = values.data() + std::size_t(firstRow[u]) * dim;
        double norm = 0.0;
        for (int k = 0; k < dim; ++k)
            norm += double(src[k]) * double(src[k]);
        norm = std::sqrt(norm);
        if (norm == 0.0 || !std::isfinite(norm))
            continue;
        out.defined[u] = true;
        float *dst = out.normalized.ptr<float>(int(u));
        for (int k = 0; k < dim; ++k)
            dst[k] = float(double(src[k]) / norm);
    }
    return out;
}

double rowDot(const cv::Mat &a, int ra, const cv::Mat &b, int rb)
{
    const float *x = a.ptr<float>(ra), *y = b.ptr<float>(rb);
    double sum = 0.0;
    for (int k = 0; k < a.cols; ++k)
        sum += double(x[k]) * double(y[k]);
    return sum;
}

/// One text → edit gallery as flat arrays: each member, its text, its unique row and its own similarity (+inf for an
/// edit that is no query, so that nothing counts against it).
struct Gallery
{
    std::vector<int> edit, text, row;
    std::vector<double> own;
};

/// The edits of a RetrievalInput on the unique rows: per edit its unique text and whether it is a query (both its
/// vector and its text's have a direction), the galleries, and the edits behind each unique edit row.
struct Plan
{
    std::vector<int> textOf;
    std::vector<bool> query;
    std::vector<int> galleryOf;
    std::vector<Gallery> galleries;
    std::vector<std::vector<int>> editsOfRow;
};

Plan makePlan(const RetrievalInput &input, const UniqueRows &e, const UniqueRows &t)
{
    const std::size_t edits = input.editText.size();
    Plan plan;
    plan.textOf.resize(edits);
    plan.query.resize(edits);
    plan.galleryOf.resize(edits);
    plan.editsOfRow.resize(std::size_t(e.normalized.rows));
    QHash<int, int> galleryIndex;
    for (std::size_t o = 0; o < edits; ++o) {
        plan.textOf[o] = t.of[std::size_t(input.editText[o])];
        plan.query[o] = e.defined[std::size_t(e.of[o])] && t.defined[std::size_t(plan.textOf[o])];
        const auto known = galleryIndex.constFind(input.editGallery[o]);
        const int g = known != galleryIndex.cend() ? *known : int(plan.galleries.size());
        if (known == galleryIndex.cend()) {
            galleryIndex.insert(input.editGallery[o], g);
            plan.galleries.emplace_back();
        }
        plan.galleryOf[o] = g;
        // Text → edit compares every competitor with the query's own similarity while the competitor's block of the
        // product goes by, so the own similarity is computed first.
        Gallery &gallery = plan.galleries[std::size_t(g)];
        gallery.edit.push_back(int(o));
        gallery.text.push_back(plan.textOf[o]);
        gallery.row.push_back(e.of[o]);
        gallery.own.push_back(plan.query[o] ? rowDot(e.normalized, e.of[o], t.normalized, plan.textOf[o])
                                            : std::numeric_limits<double>::infinity());
        plan.editsOfRow[std::size_t(e.of[o])].push_back(int(o));
    }
    return plan;
}

/// Unique edit rows [range) of the block starting at row u0 (`similarity`: block × unique texts): writes the edit →
/// text rank of their queries and adds, for every query of their galleries, the competitors more similar to its text.
void countRows(const cv::Range &range, int u0, const cv::Mat &similarity, const UniqueRows &e, const Plan &plan,
               RetrievalRanks &ranks, std::vector<std::int64_t> &better)
{
    for (int u = range.start; u < range.end; ++u) {
        if (!e.defined[std::size_t(u)])
            continue;
        const float *row = similarity.ptr<float>(u - u0);
        for (int o : plan.editsOfRow[std::size_t(u)]) {
            const int ownText = plan.textOf[std::size_t(o)];
            // Edit → text: the candidates are every distinct defined text.
            if (plan.query[std::size_t(o)]) {
                const float positive = row[ownText];
                std::int64_t above = 0;
                for (int c = 0; c < similarity.cols; ++c)
                    above += row[c] > positive ? 1 : 0;
                ranks.editToText[std::size_t(o)] = 1 + above;
            }
            // Text → edit: this edit competes with every query of its gallery that has another text and vector.
            const Gallery &g = plan.galleries[std::size_t(plan.galleryOf[std::size_t(o)])];
            for (std::size_t k = 0; k < g.edit.size(); ++k)
                if (g.row[k] != u && g.text[k] != ownText && double(row[g.text[k]]) > g.own[k])
                    ++better[std::size_t(g.edit[k])];
        }
    }
}

} // namespace

RetrievalSummary summarizeRanks(const std::vector<std::int64_t> &ranks)
{
    std::vector<std::int64_t> defined;
    defined.reserve(ranks.size());
    for (std::int64_t r : ranks)
        if (r > 0)
            defined.push_back(r);
    RetrievalSummary s;
    s.n = std::int64_t(defined.size());
    if (defined.empty())
        return s;
    std::sort(defined.begin(), defined.end());
    const auto recall = [&](std::int64_t k) {
        const auto within = std::upper_bound(defined.begin(), defined.end(), k) - defined.begin();
        return 100.0 * double(within) / double(s.n);
    };
    s.r1 = recall(1);
    s.r5 = recall(5);
    s.r10 = recall(10);
    s.r50 = recall(50);
    double sum = 0.0;
    for (std::int64_t r : defined)
        sum += double(r);
    s.meanRank = sum / double(s.n);
    const std::size_t mid = defined.size() / 2;
    s.medianRank =
        defined.size() % 2 == 1 ? double(defined[mid]) : (double(defined[mid - 1]) + double(defined[mid])) / 2.0;
    return s;
}

Result<RetrievalRanks> rankRetrieval(const RetrievalInput &input)
{
    const std::size_t dim = std::size_t(std::max(input.dim, 0));
    const std::size_t edits = dim > 0 ? input.edits.size() / dim : 0;
    const std::size_t texts = dim > 0 ? input.texts.size() / dim : 0;
    const bool shapesFit = dim > 0 && input.edits.size() == edits * dim && input.texts.size() == texts * dim
                           && input.editText.size() == edits && input.editGallery.size() == edits
                           && std::all_of(input.editText.begin(), input.editText.end(),
                                          [&](int t) { return t >= 0 && std::size_t(t) < texts; });
    if (!shapesFit)
        return Error(QCoreApplication::translate("Retrieval",
                                                 "retrieval input: expected %1-d rows and a valid text for every edit")
                         .arg(input.dim));
    const UniqueRows e = uniqueRows(input.edits, input.dim);
    const UniqueRows t = uniqueRows(input.texts, input.dim);
    const Plan plan = makePlan(input, e, t);

    RetrievalRanks ranks;
    ranks.editToText.assign(edits, 0);
    ranks.textToEdit.assign(edits, 0);
    std::vector<std::int64_t> betterEdits(edits, 0);
    std::mutex mergeLock;
    cv::Mat similarity;
    try {
        for (int u0 = 0; u0 < e.normalized.rows; u0 += kBlockRows) {
            const int u1 = std::min(e.normalized.rows, u0 + kBlockRows);
            cv::gemm(e.normalized.rowRange(u0, u1), t.normalized, 1.0, cv::noArray(), 0.0, similarity, cv::GEMM_2_T);
            // A text without a direction is no candidate: below every similarity.
            for (std::size_t c = 0; c < t.defined.size(); ++c)
                if (!t.defined[c])
                    for (int r = 0; r < similarity.rows; ++r)
                        similarity.at<float>(r, int(c)) = -std::numeric_limits<float>::infinity();
            // The rows of a block are counted in parallel; text → edit counts go to a per-stripe table first.
            parallelFor(
                cv::Range(u0, u1),
                [&](const cv::Range &range) {
                    std::vector<std::int64_t> better(edits, 0);
                    countRows(range, u0, similarity, e, plan, ranks, better);
                    const std::lock_guard<std::mutex> guard(mergeLock);
                    for (std::size_t q = 0; q < edits; ++q)
                        betterEdits[q] += better[q];
                },
                std::max(1, cv::getNumThreads()));
        }
    } catch (const cv::Exception &ex) {
        return Error(QCoreApplication::translate("Retrieval", "retrieval: the similarity product failed: %1")
                         .arg(QString::fromStdString(ex.what())));
    }
    for (std::size_t o = 0; o < edits; ++o)
        if (plan.query[o])
            ranks.textToEdit[o] = 1 + betterEdits[o];
    return ranks;
}

} // namespace editlens::core
