// BPM's value must not depend on the order of `score` runs: `score --metrics bpm` alone gives what `score --metrics
// detect` then `score --metrics bpm` gives, also on items that carry a mask or a difference that locates no edited
// object (a reference mask, a change labelled NO).
#include "registries.h"
#include "scoring/metricregistry.h"
#include "scoring/studyscorer.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QTest>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

const cv::Scalar kGrey(128, 128, 128);
const cv::Scalar kRed(30, 30, 220);
const cv::Scalar kBlue(220, 40, 30);
const cv::Rect kAt(50, 50, 20, 20);
const cv::Rect kRight(85, 50, 20, 20);
const cv::Rect kReference(85, 90, 20, 20); // the blue box the square is moved above

cv::Mat scene(const cv::Rect &square)
{
    cv::Mat m(120, 120, CV_8UC3, kGrey);
    cv::rectangle(m, kReference, kBlue, cv::FILLED);
    cv::rectangle(m, square, kRed, cv::FILLED);
    return m;
}

/// BPM's components by output system after scoring `runs` in turn.
QMap<QString, std::optional<double>> componentsAfter(StudyStore &store, const QVector<QStringList> &runs,
                                                     const QString &metric)
{
    MetricRegistry registry;
    registry.registerBuiltins();
    for (const QStringList &metrics : runs) {
        ScoreOptions options;
        options.metrics = metrics;
        options.jobs = 1;
        const auto report = scoreStudy(store, registry, editlens::testing::builtinModels(), options);
        if (!report)
            qWarning() << report.error().toString();
    }
    QMap<QString, std::optional<double>> out;
    const auto data = store.load();
    if (!data)
        return out;
    for (const Output &o : data.value().items.first().outputs) {
        out.insert(o.system, std::nullopt);
        for (const Score &s : o.scores)
            if (s.metric == metric)
                out[o.system] = s.value;
    }
    return out;
}

} // namespace

class TestBpmRunOrder
    : public QObject
    , public ScratchStudies
{
    Q_OBJECT

    /// One item "move the red square above the blue box", with an item-level `reference` mask on the blue box:
    ///  Moved   the square moved right, nothing annotated;
    ///  Noted   the same output, with a ground-truth box around the blue box labelled NO (it is not the edit).
    std::unique_ptr<StudyStore> study(const QString &name)
    {
        const auto write = [&](const QString &file, const cv::Mat &m) {
            QVERIFY(cv::imwrite(QFile::encodeName(path(file)).toStdString(), m));
        };
        write(name + QStringLiteral("-src.png"), scene(kAt));
        write(name + QStringLiteral("-out.png"), scene(kRight));
        cv::Mat reference = cv::Mat::zeros(120, 120, CV_8UC1);
        reference(kReference).setTo(255);
        write(name + QStringLiteral("-reference.png"), reference);

        Item item;
        item.key = name;
        item.instruction = QStringLiteral("move the red square above the blue box");
        item.sourcePath = name + QStringLiteral("-src.png");
        item.masks.append(Mask{name + QStringLiteral("-reference.png"), QStringLiteral("reference"),
                               OriginKind::GroundTruth, QStringLiteral("synthetic")});
        Output moved;
        moved.system = QStringLiteral("Moved");
        moved.path = name + QStringLiteral("-out.png");
        Output noted = moved;
        noted.system = QStringLiteral("Noted");
        Difference unwanted;
        unwanted.op = EditOp::Edit;
        unwanted.box = QRectF(kReference.x, kReference.y, kReference.width, kReference.height);
        unwanted.originKind = OriginKind::GroundTruth;
        unwanted.origin = QStringLiteral("synthetic");
        unwanted.coherence.append(
            CoherenceLabel{false, QString(), OriginKind::GroundTruth, QStringLiteral("synthetic")});
        noted.differences.append(unwanted);
        item.outputs = {moved, noted};
        StudyData data;
        data.items.append(item);
        return createStudyWithOrDie(path(name + QStringLiteral(".editlens")), m_dir.path(), data);
    }

private Q_SLOTS:
    void bpmAloneEqualsDetectThenBpm()
    {
        for (const char *metric : {"bpm_s_size", "bpm_s_position", "bpm_s_preserve"}) {
            const QString id = QString::fromLatin1(metric);
            auto alone = study(QStringLiteral("alone-") + id);
            auto detectFirst = study(QStringLiteral("detect-first-") + id);
            const auto a = componentsAfter(*alone, {{QStringLiteral("bpm")}}, id);
            const auto b = componentsAfter(*detectFirst, {{QStringLiteral("detect")}, {QStringLiteral("bpm")}}, id);
            // The detector's boxes locate the moved square in both runs: every component is judged.
            QVERIFY2(b.value(QStringLiteral("Moved")) && b.value(QStringLiteral("Noted")), metric);
            QCOMPARE(a, b);
        }
    }
};

QTEST_GUILESS_MAIN(TestBpmRunOrder)
#include "tst_bpmrunorder.moc"
