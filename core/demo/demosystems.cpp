#include "demosystems.h"

#include "demo/demoedits.h"

#include <QCoreApplication>

#include <opencv2/core.hpp>

#include <algorithm>

namespace editlens::core::demo {

// How people would rate each output. Every system has one flaw whose strength varies from output to output, and
// the ratings follow what the flaw does to the image, so that within one system people agree on which outputs are
// better (a real study's human-to-human agreement) while the systems keep their order: Precise, then Sloppy and
// Timid, then Noise and Unrelated. The lines below are judgement calls on the 1-5 rubric; their ranges are wide
// enough, against the raters' noise, that no annotator gives one system a single value throughout (which would
// leave the system out of the human ceiling, as an undefined correlation).

namespace {

/// Share of the image's pixels set in `mask`.
double share(const cv::Mat &mask)
{
    return mask.empty() ? 0.0 : double(cv::countNonZero(mask)) / double(mask.total());
}

Quality precise(double artefact)
{
    // Only the technique's traces (a smudge where an object was inpainted, the hard edge of a pasted one) count.
    return {{5.0 - 2.6 * artefact, 5.0 - 2.4 * artefact, 4.9 - 2.2 * artefact}};
}

Quality sloppy(double severity)
{
    // The edit is there, but the cast and the blur spoil the rest of the image, and the edit with it.
    return {{4.1 - 2.4 * severity, 4.5 - 2.0 * severity, 3.6 - 2.4 * severity}};
}

Quality timid(double alpha, double regionShare)
{
    // The edit shows in proportion to its strength. Outside the region nothing changes, but a half-done edit over a
    // large part of the image reads as a washed-out patch that people hold against preservation too.
    return {{0.9 + 4.0 * alpha, 0.6 + 4.6 * alpha, 4.7 - 2.5 * regionShare}};
}

Quality noise(double severity)
{
    // Nothing asked for is done: with faint noise the output is the photograph itself, with strong noise it is
    // damaged as well.
    return {{2.8 - 2.2 * severity, 2.7 - 2.2 * severity, 4.6 - 2.6 * severity}};
}

Quality unrelated(double kept)
{
    // Another scene: only the share of the original that still shows through earns anything.
    return {{0.6 + 4.0 * kept, 0.7 + 4.4 * kept, 0.9 + 5.0 * kept}};
}

} // namespace

const QStringList &ratingDimensions()
{
    static const QStringList list = {QStringLiteral("overall"), QStringLiteral("edited_area"),
                                     QStringLiteral("preservation")};
    return list;
}

Rubric demoRubric()
{
    Rubric r = rubricPreset(RubricPreset::Bpm); // its 1-5 labels
    const RubricDimension labelled = r.dimensions.value(0);
    r.name = QStringLiteral("demo");
    r.preset = RubricPreset::Custom;
    r.help = QCoreApplication::translate("DemoStudy", "Rate each edited image from 1 (very poor) to 5 (very good) on "
                                                      "three questions. Look at the original and the instruction "
                                                      "first, then at the edited image.");
    const QStringList help = {
        QCoreApplication::translate("DemoStudy", "Overall: How good is the edit as a whole? Does it do what the "
                                                 "instruction asks, look natural, and leave the rest alone?"),
        QCoreApplication::translate("DemoStudy", "Edited area: Does the part the instruction names show the "
                                                 "requested change, cleanly and convincingly?"),
        QCoreApplication::translate("DemoStudy", "Preservation: Is everything the instruction did not ask to "
                                                 "change still as it was in the original?")};
    r.dimensions.clear();
    for (int d = 0; d < ratingDimensions().size(); ++d) {
        RubricDimension dim = labelled;
        dim.name = ratingDimensions()[d];
        dim.help = help[d];
        r.dimensions.push_back(dim);
    }
    return r;
}

const QVector<DemoSystem> &demoSystems()
{
    static const QVector<DemoSystem> list = {
        {QStringLiteral("Precise"), OutputRole::GroundTruth}, // the exact edit, also the item's ground truth
        {QStringLiteral("Sloppy")},                           // the edit plus a global colour cast and blur
        {QStringLiteral("Timid")},                            // the edit at partial strength
        // excessively preserved: original + Gaussian noise
        {QStringLiteral("Noise"), OutputRole::ExcessivelyPreserved},
        // excessively modified: another photograph, as an image generated from the instruction alone would be
        {QStringLiteral("Unrelated"), OutputRole::ExcessivelyModified},
    };
    return list;
}

SystemOutput renderOutput(const QString &system, const ItemEdit &item, double severity)
{
    severity = std::clamp(severity, 0.0, 1.0);
    SystemOutput out;
    if (system == QLatin1String("Precise")) {
        out.image = item.edited;
        out.quality = precise(item.artefact);
    } else if (system == QLatin1String("Sloppy")) {
        const double strength = 0.4 + 1.2 * severity; // 1: a cast of −15 % blue / +18 % red and a blur of σ 1.6 px
        out.image = overEdit(item.edited, strength);
        out.quality = sloppy(severity);
        out.note = QStringLiteral("blur σ %1 px").arg(1.6 * strength, 0, 'f', 1);
    } else if (system == QLatin1String("Timid")) {
        const double alpha = 0.65 - 0.5 * severity;
        out.image = blendInside(item.source, item.edited, item.region, alpha);
        out.quality = timid(alpha, share(item.region));
        out.note = QStringLiteral("at %1 % strength").arg(qRound(100 * alpha));
    } else if (system == QLatin1String("Noise")) {
        const double sigma = 6.0 + 14.0 * severity;
        out.image = addNoise(item.source, sigma, item.noiseSeed);
        out.quality = noise(severity);
        out.note = QStringLiteral("σ %1").arg(sigma, 0, 'f', 1);
    } else if (system == QLatin1String("Unrelated")) {
        const double kept = 0.5 * (1.0 - severity);
        cv::addWeighted(item.unrelated, 1.0 - kept, item.source, kept, 0.0, out.image);
        out.quality = unrelated(kept);
        out.note = QStringLiteral("%1 % of the original shows through").arg(qRound(100 * kept));
    }
    return out;
}

} // namespace editlens::core::demo
