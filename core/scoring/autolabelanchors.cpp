#include "scoring/autolabelanchors.h"

#include "imaging/imagefile.h"
#include "scoring/autolabelaugment.h"
#include "scoring/studyautolabel.h"
#include "storage/rulelabelstore.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QSet>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>

namespace editlens::core {

namespace {

const QString kAnchorPrefix = QStringLiteral("adiee-anchor-");
const QString kRuleGroundTruth = QStringLiteral("anchor_ground_truth");
const QString kRuleInput = QStringLiteral("anchor_input");
const QString kRuleAugmented = QStringLiteral("anchor_augmented");
constexpr int kMaxCopies = 100;

/// A folder name for an item key that cannot leave anchorFolder(): letters, digits, '-' and '_' (others become
/// '_'), at most 48 of them, then the first 8 hex digits of the key's SHA-1 so that keys reduced alike stay apart.
QString itemFolder(const QString &key)
{
    QString safe;
    for (const QChar c : key.left(48))
        safe += (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') || c == QLatin1Char('_')
                    ? c
                    : QLatin1Char('_');
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
    return safe + QLatin1Char('-') + QString::fromLatin1(hash);
}

struct ItemAnchors
{
    Item batch;                ///< the key and the anchor outputs to merge in
    QVector<RuleLabel> labels; ///< output ids filled in after the import (0 until then)
};

} // namespace

QString anchorGroundTruthSystem()
{
    return kAnchorPrefix + QStringLiteral("ground-truth");
}

QString anchorInputSystem()
{
    return kAnchorPrefix + QStringLiteral("input");
}

QString anchorAugmentedSystem(int copy)
{
    return kAnchorPrefix + QStringLiteral("input-aug%1").arg(copy);
}

bool isAnchorSystem(const QString &system)
{
    return system.startsWith(kAnchorPrefix);
}

QString adieeAnchorsAnnotator()
{
    return QStringLiteral("adiee-anchors");
}

QString anchorFolder()
{
    return QStringLiteral("adiee-anchors");
}

namespace {

/// One anchor's label by (item key, system): the output ids are known only once the outputs exist.
struct PendingLabel
{
    QString key;
    QString system;
    double value;
    QString rule;
    QString detail;
};

/// The ground-truth output (when the item has one) and the input as an output (ADIEE section 3.1).
void addFixedAnchors(const Item &item, Item &anchors, QVector<PendingLabel> &pending, AnchorReport &report)
{
    if (!item.groundTruthPath.isEmpty()) {
        Output gt;
        gt.system = anchorGroundTruthSystem();
        gt.path = item.groundTruthPath;
        gt.size = item.groundTruthSize;
        anchors.outputs.push_back(gt);
        pending.push_back({item.key, gt.system, 1.0, kRuleGroundTruth,
                           QStringLiteral("the ground-truth output (ADIEE section 3.1)")});
        ++report.groundTruth;
    } else {
        ++report.withoutGroundTruth;
    }
    Output input;
    input.system = anchorInputSystem();
    input.path = item.sourcePath;
    input.size = item.sourceSize;
    anchors.outputs.push_back(input);
    pending.push_back(
        {item.key, input.system, 0.0, kRuleInput, QStringLiteral("the input image as the output (ADIEE section 3.1)")});
    ++report.inputs;
}

/// Writes the augmented copies of the input `image` into the item's anchor folder and adds them as outputs.
Status addAugmentedCopies(const Item &item, const cv::Mat &image, const AnchorOptions &options, const StudyPaths &paths,
                          Item &anchors, QVector<PendingLabel> &pending, AnchorReport &report)
{
    const QString folder = anchorFolder() + QLatin1Char('/') + itemFolder(item.key);
    if (options.copies > 0 && !QDir(paths.rootDir()).mkpath(folder))
        return Error{QCoreApplication::translate("AutoLabel", "cannot create the folder of the augmented copies"),
                     paths.toAbsolute(folder)};
    for (int k = 1; k <= options.copies; ++k) {
        const autolabel::AugmentationDraw draw = autolabel::drawAugmentation(options.seed, item.key, k);
        const QString stem = folder + QStringLiteral("/aug%1.").arg(k);
        const QString relative = stem + draw.fileSuffix();
        // The other suffix is this copy's file from a run with another seed: remove it, it is no output now.
        QFile::remove(paths.toAbsolute(
            stem + (draw.fileSuffix() == QLatin1String("png") ? QStringLiteral("jpg") : QStringLiteral("png"))));
        auto inside = paths.toStudyRelative(paths.toAbsolute(relative), paths.rootDir(), false);
        if (!inside)
            return inside.error();
        if (Status s = autolabel::writeAugmentedCopy(image, draw, paths.toAbsolute(relative)); !s)
            return s;
        Output copy;
        copy.system = anchorAugmentedSystem(k);
        copy.path = inside.value();
        copy.size = QSize(image.cols, image.rows);
        anchors.outputs.push_back(copy);
        pending.push_back({item.key, copy.system, 0.0, kRuleAugmented,
                           QStringLiteral("%1; seed %2, copy %3")
                               .arg(draw.describe(), QString::number(options.seed), QString::number(k))});
        ++report.augmented;
    }
    return Status::success();
}

/// Replaces the anchors annotator's labels with `pending`, resolved to output ids. A copy of an earlier run with
/// more copies is still an augmented input: it keeps its label.
Status writeAnchorLabels(StudyStore &store, const QVector<PendingLabel> &pending, AnchorReport &report)
{
    auto written = store.load();
    if (!written)
        return written.error();
    RuleLabelStore labels(store);
    auto earlier = labels.read(adieeAnchorsAnnotator(), adieeDimension());
    if (!earlier)
        return earlier.error();
    QHash<QString, qint64> ids;
    QVector<RuleLabel> out;
    QSet<QString> thisRun;
    for (const PendingLabel &p : pending)
        thisRun.insert(p.key + QChar(0) + p.system);
    for (const Item &item : written.value().items)
        for (const Output &o : item.outputs) {
            if (!isAnchorSystem(o.system))
                continue;
            const QString id = item.key + QChar(0) + o.system;
            ids.insert(id, o.id);
            if (!thisRun.contains(id) && earlier.value().contains(o.id)) {
                out.push_back(earlier.value().value(o.id));
                ++report.kept;
            }
        }
    for (const PendingLabel &p : pending)
        out.push_back({ids.value(p.key + QChar(0) + p.system), p.value, p.rule, p.detail});
    return labels.replace(adieeAnchorsAnnotator(), adieeDimensionSpec(), out);
}

} // namespace

Result<AnchorReport> addAnchorSamples(StudyStore &store, const AnchorOptions &options, const ProgressCallback &progress)
{
    if (options.copies < 0 || options.copies > kMaxCopies)
        return Error{QCoreApplication::translate("AutoLabel", "the number of augmented copies must lie in [0, %1], "
                                                              "not %2")
                         .arg(kMaxCopies)
                         .arg(options.copies)};
    auto loaded = store.load();
    if (!loaded)
        return loaded.error();
    const StudyData &study = loaded.value();
    const StudyPaths &paths = store.paths();
    AnchorReport report;
    StudyData batch;
    QVector<PendingLabel> pending;
    QSet<QString> existing; // item key + '\0' + system of anchor outputs already in the study
    const qint64 total = study.items.size();
    for (qint64 n = 0; n < total; ++n) {
        const Item &item = study.items.at(n);
        if (!reportProgress(progress, n, total))
            return Error{QCoreApplication::translate("AutoLabel", "cancelled; no anchor was labelled"),
                         store.filePath()};
        for (const Output &o : item.outputs)
            if (isAnchorSystem(o.system))
                existing.insert(item.key + QChar(0) + o.system);
        if (item.sourcePath.isEmpty()) {
            report.skipped << QCoreApplication::translate("AutoLabel", "%1: the item has no input image").arg(item.key);
            continue;
        }
        auto image = readImageFile(paths.toAbsolute(item.sourcePath), cv::IMREAD_COLOR);
        if (!image)
            return Error{image.error().message, paths.toAbsolute(item.sourcePath)};
        if (image.value().empty()) {
            report.skipped << QCoreApplication::translate("AutoLabel", "%1: the input image %2 cannot be read")
                                  .arg(item.key, item.sourcePath);
            continue;
        }
        Item anchors;
        anchors.key = item.key;
        addFixedAnchors(item, anchors, pending, report);
        if (Status s = addAugmentedCopies(item, image.value(), options, paths, anchors, pending, report); !s)
            return s.error();
        for (const Output &o : anchors.outputs)
            report.newOutputs += !existing.contains(item.key + QChar(0) + o.system);
        ++report.items;
        batch.items.push_back(std::move(anchors));
    }
    if (!batch.items.isEmpty())
        if (Status s = store.importData(batch); !s)
            return s.error();
    if (Status s = writeAnchorLabels(store, pending, report); !s)
        return s.error();
    reportProgress(progress, total, total);
    return report;
}

} // namespace editlens::core
