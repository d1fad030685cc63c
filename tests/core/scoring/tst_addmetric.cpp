// A metric added the way ARCHITECTURE.md ("Adding a metric") says: a pure function of the aligned pair and one
// MetricInfo in the registry. Nothing else changes, and `score` stores it with its version, resumes, aligns the
// edited image onto the source's grid first, and the alignment statistics use its direction.
#include "alignment/alignmentengine.h"
#include "alignment/ratingtable.h"
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <opencv2/core.hpp>

#include <cmath>

using namespace editlens::core;
using namespace editlens::testing;
using namespace editlens::core::alignment;

namespace {

/// The example metric: how much greener the edit is, the mean of G(edited) − G(source) over the pixels, on [−1, 1].
/// NaN when the pair is not aligned (it always must be).
double greenShift(const cv::Mat &source, const cv::Mat &edited)
{
    if (source.size() != edited.size() || source.type() != CV_8UC3 || edited.type() != CV_8UC3)
        return std::nan("");
    return (cv::mean(edited)[1] - cv::mean(source)[1]) / 255.0; // OpenCV's channels are B, G, R
}

/// What the metric's distance twin is: |green shift|, lower is better.
double greenDistance(const cv::Mat &source, const cv::Mat &edited)
{
    return std::abs(greenShift(source, edited));
}

} // namespace

class TestAddMetric : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    MetricRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        // The two steps of ARCHITECTURE.md: the function above, and this entry.
        MetricInfo shift;
        shift.id = QStringLiteral("green_shift");
        shift.name = QStringLiteral("Green shift");
        shift.kind = MetricKind::Pixel;
        shift.direction = MetricDirection::HigherIsBetter;
        shift.version = QStringLiteral("green shift v1");
        shift.description = QStringLiteral("mean G(edited) - G(source), on [-1, 1]");
        shift.compute = greenShift;
        m_registry.add(shift);
        MetricInfo distance = shift;
        distance.id = QStringLiteral("green_distance");
        distance.name = QStringLiteral("Green distance");
        distance.direction = MetricDirection::LowerIsBetter;
        distance.version = QStringLiteral("green distance v1");
        distance.compute = greenDistance;
        m_registry.add(distance);
        // Measured against the ground truth: not what a function of its own is given, so refused, not guessed.
        MetricInfo truth = shift;
        truth.id = QStringLiteral("green_shift_gt");
        truth.reference = MetricReference::GroundTruthImage;
        m_registry.add(truth);
    }

    void scoresStoresResumesAndAligns()
    {
        // Grey source; output A greener by 51 (0.2), output B by 102 (0.4) and twice the size (aligned first).
        const QString root = m_dir.path();
        StudyData data;
        data.dimensions.push_back({QStringLiteral("overall"), 1.0, 5.0, QString()});
        const QStringList raters{QStringLiteral("r1"), QStringLiteral("r2")};
        for (int i = 0; i < 3; ++i) {
            Item item;
            item.key = QStringLiteral("item%1").arg(i);
            item.instruction = QStringLiteral("make it greener");
            item.sourcePath = item.key + QStringLiteral("-src.png");
            writeImage(QDir(root).filePath(item.sourcePath), QSize(8, 6), QColor(100, 100, 100));
            for (const auto &[system, green, scale] : {std::tuple{"A", 151, 1}, std::tuple{"B", 202, 2}}) {
                Output o;
                o.system = QLatin1String(system);
                o.path = QStringLiteral("%1-%2.png").arg(item.key, o.system);
                writeImage(QDir(root).filePath(o.path), QSize(8 * scale, 6 * scale), QColor(100, green, 100));
                // People prefer the greener output on every item.
                for (const QString &r : raters)
                    o.ratings.push_back({r, QStringLiteral("overall"), o.system == QLatin1String("B") ? 4.0 : 2.0});
                item.outputs.push_back(o);
            }
            data.items.push_back(item);
        }
        auto store = StudyStore::create(QDir(root).filePath(QStringLiteral("study.editlens")), root);
        EL_VERIFY_OK(store);
        EL_VERIFY_OK(store.value()->importData(data));

        ScoreOptions options;
        options.metrics = {QStringLiteral("green_shift"), QStringLiteral("green_distance"),
                           QStringLiteral("green_shift_gt"), QStringLiteral("l1")};
        auto report = scoreStudy(*store.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().computed, 6);
        QCOMPARE(report.value().valuesPerMetric.value(QStringLiteral("green_shift")), 6);
        QCOMPARE(report.value().valuesPerMetric.value(QStringLiteral("green_distance")), 6);
        QCOMPARE(report.value().valuesPerMetric.value(QStringLiteral("l1")), 6); // the built-ins still run beside it
        QCOMPARE(report.value().versions.value(QStringLiteral("green_shift")), QStringLiteral("green shift v1"));
        QVERIFY2(report.value().unavailable.value(QStringLiteral("green_shift_gt")).contains(QLatin1String("source")),
                 qPrintable(report.value().unavailable.value(QStringLiteral("green_shift_gt"))));

        auto study = store.value()->load();
        EL_VERIFY_OK(study);
        for (const Item &item : study.value().items)
            for (const Output &o : item.outputs) {
                const double expected = o.system == QLatin1String("A") ? 51.0 / 255 : 102.0 / 255;
                bool found = false;
                for (const Score &s : o.scores)
                    if (s.metric == QLatin1String("green_shift")) {
                        QVERIFY(qAbs(s.value - expected) < 1e-9);
                        QCOMPARE(s.version, QStringLiteral("green shift v1"));
                        found = true;
                    }
                QVERIFY2(found, qPrintable(item.key + QLatin1Char('/') + o.system));
            }

        // Resume: nothing left to compute; a new version computes again.
        auto again = scoreStudy(*store.value(), m_registry, editlens::testing::builtinModels(), options);
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().computed, 0);
        QCOMPARE(again.value().skipped, 6);

        // Alignment: people prefer the greener output. The shift agrees on every pair; the distance is negated through
        // the registry (lower is better), so it prefers the output closer to the source and disagrees on every pair
        // (without the negation it would agree).
        QVERIFY(m_registry.lowerIsBetterIds().contains(QStringLiteral("green_distance")));
        QVERIFY(!m_registry.lowerIsBetterIds().contains(QStringLiteral("green_shift")));
        AlignmentOptions align;
        align.lowerIsBetter = m_registry.lowerIsBetterIds();
        const AlignmentReport alignment = computeAlignment(RatingTable::fromStudy(study.value()), align);
        const auto pairwiseMean = [&](const QString &metric) {
            return alignment.pairwise.value(metric).value(QStringLiteral("overall")).mean;
        };
        QVERIFY(pairwiseMean(QStringLiteral("green_shift")).has_value());
        QCOMPARE(*pairwiseMean(QStringLiteral("green_shift")), 1.0);
        QVERIFY(pairwiseMean(QStringLiteral("green_distance")).has_value());
        QCOMPARE(*pairwiseMean(QStringLiteral("green_distance")) + 1.0, 1.0);
        QCOMPARE(m_registry.displayName(QStringLiteral("green_distance")), QStringLiteral("Green distance"));
    }
};

QTEST_GUILESS_MAIN(TestAddMetric)
#include "tst_addmetric.moc"
