#pragma once

// What the benchmarks share: order statistics of timings, the calling thread's CPU time, and the synthetic data they
// build (random embeddings, photo-like images, the alignment rating table, studies written in chunks). Header-only;
// everything runs on the calling thread.
#include "alignment/ratingtable.h"
#include "server/serverstudy.h"
#include "storage/scorewriter.h"
#include "storage/studystore.h"

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <memory>
#include <random>
#include <vector>

namespace editlens::bench {

/// The `p`-quantile (0..1) of `v` by nearest rank: p = 0.5 is the upper median, p = 1 the maximum.
inline double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(std::lround(p * double(v.size() - 1))))];
}

/// The upper median of `v` (element size/2 once sorted).
inline double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/// CPU time of the calling thread in ms: what this thread itself spent, however busy the machine is otherwise (the
/// wall time a shared machine stretches is printed beside it).
inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

/// `dim` standard normal floats from `random`.
inline std::vector<float> randomVector(std::mt19937 &random, int dim)
{
    std::normal_distribution<float> normal;
    std::vector<float> v(std::size_t(dim), 0.f);
    for (float &x : v)
        x = normal(random);
    return v;
}

/// A photo-like `side`² image: smooth colour fields plus a few shapes, different for every seed (so that no two
/// compress or cache alike).
inline QImage syntheticImage(int seed, int side)
{
    QRandomGenerator rng(quint32(seed) + 1);
    QImage small(32, 32, QImage::Format_RGB32);
    for (int y = 0; y < 32; ++y)
        for (int x = 0; x < 32; ++x)
            small.setPixel(x, y, qRgb(rng.bounded(40, 210), rng.bounded(40, 210), rng.bounded(40, 210)));
    QImage image = small.scaled(side, side, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QPainter p(&image);
    for (int i = 0; i < 6; ++i)
        p.fillRect(rng.bounded(side - 200), rng.bounded(side - 200), 150, 120, QColor::fromRgb(rng.generate()));
    return image;
}

/// The shape of the alignment benchmarks' synthetic study (counts, not units).
struct AlignmentShape
{
    int items = 2000;
    int systems = 5;
    int annotators = 2;
    int dimensions = 5;
    int metrics = 10;
};

/// The alignment benchmarks' rating table: every item × system has a latent quality (normal, + 0.3 per system index);
/// every annotator rates it on every dimension as round(3 + quality + 0.7 · noise) in 1..5, and metric m scores it
/// quality · (m + 1) / metrics + noise, all drawn from `rng` (the caller goes on drawing from where the table left it;
/// seeded with 7, every run and every benchmark builds the same table). `onRating`
/// (item, system, annotator index, dimension index, value) and `onScore` (item, system, metric index, value) see every
/// value as it is set, in that order, when given.
inline core::alignment::RatingTable
syntheticAlignmentTable(std::mt19937 &rng, const AlignmentShape &shape,
                        const std::function<void(const QString &, const QString &, int, int, double)> &onRating = {},
                        const std::function<void(const QString &, const QString &, int, double)> &onScore = {})
{
    std::normal_distribution<double> noise(0.0, 1.0);
    core::alignment::RatingTable table;
    for (int i = 0; i < shape.items; ++i) {
        const QString item = QStringLiteral("item%1").arg(i);
        for (int s = 0; s < shape.systems; ++s) {
            const QString system = QStringLiteral("sys%1").arg(s);
            const double quality = noise(rng) + 0.3 * s;
            for (int d = 0; d < shape.dimensions; ++d)
                for (int a = 0; a < shape.annotators; ++a) {
                    const double v = std::clamp(std::round(3 + quality + 0.7 * noise(rng)), 1.0, 5.0);
                    table.setRating(QStringLiteral("dim%1").arg(d), QStringLiteral("ann%1").arg(a), system, item, v);
                    if (onRating)
                        onRating(item, system, a, d, v);
                }
            for (int m = 0; m < shape.metrics; ++m) {
                const double v = quality * (m + 1) / shape.metrics + noise(rng);
                table.setScore(QStringLiteral("metric%1").arg(m), system, item, v);
                if (onScore)
                    onScore(item, system, m, v);
            }
        }
    }
    return table;
}

/// Creates the study `file` (image root `root`) holding `data`: the items and outputs a benchmark then loads back (for
/// their ids) to attach scores and embeddings to.
inline core::Result<std::unique_ptr<core::StudyStore>> createStudyWith(const QString &file, const QString &root,
                                                                       const core::StudyData &data)
{
    auto store = core::server::createStudy(file, root);
    if (!store)
        return store.error();
    if (const core::Status s = store.value()->importData(data); !s)
        return s.error();
    return store;
}

/// Writes results to a study 500 outputs at a time (one transaction each), as the scorer does, so that a benchmark's
/// study of 10,000 outputs needs neither one huge transaction nor 10,000 small ones. Borrows the store.
class ChunkedResultWriter
{
public:
    explicit ChunkedResultWriter(core::StudyStore &store) : m_store(store) {}

    /// Queues `results`, writing the chunk once it is full.
    core::Status add(core::OutputResults results)
    {
        m_chunk.push_back(std::move(results));
        return m_chunk.size() == 500 ? flush() : core::Status();
    }

    /// Writes what is queued.
    core::Status flush()
    {
        core::Status s = core::writeResults(m_store, m_chunk);
        m_chunk.clear();
        return s;
    }

private:
    core::StudyStore &m_store;
    QVector<core::OutputResults> m_chunk;
};

/// A study of `items` items keyed item0, item1, … each with one output of every system in `systems` (in that order);
/// `describe(item, i)` fills in the rest of item i (instruction, ground truth) when given.
inline core::StudyData syntheticStudyData(int items, const QStringList &systems,
                                          const std::function<void(core::Item &, int)> &describe = {})
{
    core::StudyData data;
    for (int i = 0; i < items; ++i) {
        core::Item item;
        item.key = QStringLiteral("item%1").arg(i);
        if (describe)
            describe(item, i);
        for (const QString &system : systems) {
            core::Output o;
            o.system = system;
            item.outputs.push_back(o);
        }
        data.items.push_back(item);
    }
    return data;
}

/// Creates the study `file` (image root `root`) holding `data`, loads it back for the ids, and stores the results
/// `resultsOf(item)` makes for each stored item (one per output), item by item in stored order, through a
/// ChunkedResultWriter.
inline core::Result<std::unique_ptr<core::StudyStore>>
createStudyWithResults(const QString &file, const QString &root, const core::StudyData &data,
                       const std::function<QVector<core::OutputResults>(const core::Item &)> &resultsOf)
{
    auto store = createStudyWith(file, root, data);
    if (!store)
        return store.error();
    auto loaded = store.value()->load();
    if (!loaded)
        return loaded.error();
    ChunkedResultWriter writer(*store.value());
    for (const core::Item &item : loaded.value().items)
        for (core::OutputResults &r : resultsOf(item))
            if (const core::Status s = writer.add(std::move(r)); !s)
                return s.error();
    if (const core::Status s = writer.flush(); !s)
        return s.error();
    return store;
}

} // namespace editlens::bench
