#include "bpm/bpmscore.h"

#include <QCoreApplication>
#include <QJsonValue>

#include <opencv2/core.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace editlens::core {

namespace {

double boxArea(const std::vector<cv::Rect> &boxes)
{
    double area = 0.0;
    for (const cv::Rect &b : boxes)
        area += b.area();
    return area;
}

double iou(const cv::Rect &a, const cv::Rect &b)
{
    const double inter = (a & b).area();
    const double uni = double(a.area()) + b.area() - inter;
    return uni > 0.0 ? inter / uni : 0.0;
}

double norm(const std::vector<double> &v)
{
    double s = 0.0;
    for (double x : v)
        s += x * x;
    return std::sqrt(s);
}

std::vector<double> toDouble(const std::vector<float> &v, bool normalize)
{
    std::vector<double> out(v.begin(), v.end());
    const double n = norm(out);
    if (normalize && n > 0.0)
        for (double &x : out)
            x /= n;
    return out;
}

std::optional<double> optionalFromJson(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    return std::nullopt;
}

QJsonValue optionalToJson(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

/// Min-max bounds of the values selected by `use`; false when there is none.
template<typename Use>
bool bounds(const QVector<std::optional<double>> &values, Use use, double *lo, double *hi)
{
    *lo = std::numeric_limits<double>::infinity();
    *hi = -std::numeric_limits<double>::infinity();
    for (const std::optional<double> &v : values)
        if (v && use(*v)) {
            *lo = std::min(*lo, *v);
            *hi = std::max(*hi, *v);
        }
    return *lo <= *hi;
}

double minMax(double v, double lo, double hi)
{
    return hi > lo ? (v - lo) / (hi - lo) : 0.5;
}

/// area(M_edit) / area(M_origin) (or of the boxes); std::nullopt when the origin region is empty.
std::optional<double> areaRatio(const BpmRegions &regions, const RegionJudgeOptions &options)
{
    const auto area = [&options](const std::vector<cv::Rect> &boxes, const cv::Mat &mask) {
        return options.sizeFromBoxes ? boxArea(boxes) : (mask.empty() ? 0.0 : double(cv::countNonZero(mask)));
    };
    const double before = area(regions.originBoxes, regions.originMask);
    if (before <= 0.0)
        return std::nullopt;
    return area(regions.editBoxes, regions.editMask) / before;
}

/// Whether `ratio` matches the size state: bigger > biggerRatio, smaller < smallerRatio, unchanged in between.
bool sizeHolds(SizeChange size, double ratio, const RegionJudgeOptions &options)
{
    switch (size) {
    case SizeChange::Bigger:
        return ratio > options.biggerRatio;
    case SizeChange::Smaller:
        return ratio < options.smallerRatio;
    case SizeChange::Unchanged:
        break;
    }
    return ratio >= options.smallerRatio && ratio <= options.biggerRatio;
}

} // namespace

cv::Rect enclosingBox(const std::vector<cv::Rect> &boxes)
{
    cv::Rect all;
    for (const cv::Rect &b : boxes)
        all = all.area() == 0 ? b : (all | b);
    return all;
}

QString bpmRulesName(BpmRules rules)
{
    return rules == BpmRules::Released ? QStringLiteral("released") : QStringLiteral("paper");
}

std::optional<BpmRules> bpmRulesFromName(const QString &name)
{
    if (name.compare(QLatin1String("paper"), Qt::CaseInsensitive) == 0)
        return BpmRules::Paper;
    if (name.compare(QLatin1String("released"), Qt::CaseInsensitive) == 0)
        return BpmRules::Released;
    return std::nullopt;
}

Judgement judgeSize(const EditParse &parse, const BpmRegions &regions, BpmRules rules,
                    const RegionJudgeOptions &options)
{
    if (rules == BpmRules::Released)
        return {sizeScore(parse, regions, options), {}};
    if (parse.editType == EditType::Add)
        return {1.0, QCoreApplication::translate("BpmScore", "add: no source object, full size score")};
    const std::optional<double> ratio = areaRatio(regions, options);
    if (!ratio)
        return {std::nullopt, QCoreApplication::translate("BpmScore", "unavailable: the object (%1) is not located in "
                                                                      "the original image")
                                  .arg(parse.originalPart)};
    const bool holds = sizeHolds(parse.size, *ratio, options);
    return {holds ? 1.0 : 0.0, QCoreApplication::translate("BpmScore", "area ratio %1 (%2)")
                                   .arg(QString::number(*ratio, 'f', 2), sizeChangeName(parse.size))};
}

Judgement judgePosition(const EditParse &parse, const BpmRegions &regions, cv::Size frame, BpmRules rules,
                        const RegionJudgeOptions &options)
{
    if (rules == BpmRules::Released) {
        bool judged = false;
        const double v = positionScore(parse, regions, frame, options, &judged);
        return {v, judged ? QString() : QCoreApplication::translate("BpmScore", "not judged by the released rules")};
    }
    if (parse.editType == EditType::Remove)
        return {1.0, QCoreApplication::translate("BpmScore", "remove: full position score")};
    if (regions.editBoxes.empty()) {
        // Searched for and not found: the edit did not place it anywhere.
        if (!regions.windows.empty())
            return {0.0, QCoreApplication::translate("BpmScore", "the edited object (%1) is not found in the edited "
                                                                 "image")
                             .arg(parse.editedPart)};
        return {std::nullopt, QCoreApplication::translate("BpmScore", "unavailable: the edited object (%1) is not "
                                                                      "located in the edited image")
                                  .arg(parse.editedPart)};
    }
    std::vector<cv::Rect> references;
    if (!parse.beingAdded.isEmpty()) {
        if (regions.referenceBoxes.empty())
            return {std::nullopt,
                    QCoreApplication::translate("BpmScore", "unavailable: the reference object (%1) is not located "
                                                            "(a mask of kind 'reference' gives it)")
                        .arg(parse.beingAdded)};
        references = regions.referenceBoxes;
    } else if (parse.editType == EditType::Add) {
        if (parse.position == PositionChange::Unchanged || parse.position == PositionChange::Near)
            return {1.0, QCoreApplication::translate("BpmScore", "add without a position: full position score")};
        return {std::nullopt, QCoreApplication::translate("BpmScore", "unavailable: an add placed %1 names no "
                                                                      "reference object")
                                  .arg(positionChangeName(parse.position))};
    } else {
        const cv::Rect own = enclosingBox(regions.originBoxes);
        if (own.area() == 0)
            return {std::nullopt, QCoreApplication::translate("BpmScore", "unavailable: the object (%1) is not "
                                                                          "located in the original image")
                                      .arg(parse.originalPart)};
        references = {own};
    }
    // Against the object's own place the object is judged as a whole (its enclosing box in each image); against a
    // named reference each box of the edited object on its own. Directions in the image's pixels (no frame to scale
    // by): the paper states them on the boxes' centres; the 500×500 squash belongs to the released code.
    const std::vector<cv::Rect> editedBoxes =
        parse.beingAdded.isEmpty() ? std::vector<cv::Rect>{enclosingBox(regions.editBoxes)} : regions.editBoxes;
    std::size_t passed = 0;
    for (const cv::Rect &edited : editedBoxes) {
        for (const cv::Rect &reference : references) {
            const bool holds = parse.position == PositionChange::Unchanged
                                   ? iou(edited, reference) > options.maxIou
                                   : positionHolds(parse.position, edited, reference, cv::Size(), options);
            if (holds) {
                ++passed;
                break;
            }
        }
    }
    const double v = passed == editedBoxes.size() ? 1.0 : (passed > 0 ? 0.5 : 0.0);
    return {v,
            QCoreApplication::translate("BpmScore", "%1 of %2 box(es) %3 of the %4")
                .arg(QString::number(passed), QString::number(editedBoxes.size()), positionChangeName(parse.position),
                     parse.beingAdded.isEmpty() ? QCoreApplication::translate("BpmScore", "object's place before")
                                                : parse.beingAdded)};
}

double sizeScore(const EditParse &parse, const BpmRegions &regions, const RegionJudgeOptions &options)
{
    // determine_size: an empty box list on either side is 1 before the edit type is looked at.
    if (regions.editBoxes.empty() || regions.originBoxes.empty())
        return 1.0;
    if (parse.editType != EditType::ChangeSize)
        return 1.0;
    const double before = regions.originBoxes.front().area();
    if (before <= 0.0)
        return 1.0;
    return sizeHolds(parse.size, regions.editBoxes.front().area() / before, options) ? 1.0 : 0.0;
}

bool positionHolds(PositionChange position, const cv::Rect &edited, const cv::Rect &reference, cv::Size frame,
                   const RegionJudgeOptions &options)
{
    const double sx = frame.width > 0 ? double(options.referenceSide) / frame.width : 1.0;
    const double sy = frame.height > 0 ? double(options.referenceSide) / frame.height : 1.0;
    const double dx = ((edited.x + edited.width / 2.0) - (reference.x + reference.width / 2.0)) * sx;
    const double dy = ((edited.y + edited.height / 2.0) - (reference.y + reference.height / 2.0)) * sy;
    const bool apart = iou(edited, reference) < options.maxIou;
    switch (position) {
    case PositionChange::Right:
        return dx > 0 && std::abs(dx) > std::abs(dy) && apart;
    case PositionChange::Left:
        return dx < 0 && std::abs(dx) > std::abs(dy) && apart;
    case PositionChange::Above:
        return dy < 0 && std::abs(dy) > std::abs(dx) && apart;
    case PositionChange::Below:
        return dy > 0 && std::abs(dy) > std::abs(dx) && apart;
    case PositionChange::Inside:
        return edited.x > reference.x && edited.y > reference.y && edited.br().x < reference.br().x
               && edited.br().y < reference.br().y;
    case PositionChange::Unchanged:
        return std::abs(dx) + std::abs(dy) < options.unchangedDistance;
    case PositionChange::Near:
        return true;
    }
    return true;
}

std::optional<double> preserveScore(const cv::Mat &source, const cv::Mat &edited, const cv::Mat &originMask,
                                    const cv::Mat &editMask, PreserveMode mode)
{
    if (source.type() != CV_8UC3 || edited.type() != CV_8UC3 || source.size() != edited.size())
        return std::nullopt;
    for (const cv::Mat *m : {&originMask, &editMask})
        if (!m->empty() && (m->type() != CV_8UC1 || m->size() != source.size()))
            return std::nullopt;
    double sum = 0.0;
    qint64 count = 0;
    const bool wrap = mode == PreserveMode::ReleasedUint8Wrap;
    for (int y = 0; y < source.rows; ++y) {
        const uchar *s = source.ptr<uchar>(y);
        const uchar *e = edited.ptr<uchar>(y);
        const uchar *mo = originMask.empty() ? nullptr : originMask.ptr<uchar>(y);
        const uchar *me = editMask.empty() ? nullptr : editMask.ptr<uchar>(y);
        for (int x = 0; x < source.cols; ++x) {
            if ((mo && mo[x]) || (me && me[x]))
                continue;
            int squares = 0;
            for (int c = 0; c < 3; ++c) {
                const int d = int(e[3 * x + c]) - int(s[3 * x + c]);
                squares += wrap ? (d * d) & 255 : d * d;
            }
            sum += std::sqrt(squares / 3.0);
            ++count;
        }
    }
    if (count == 0)
        return std::nullopt;
    return 1.0 - sum / double(count) / 255.0;
}

ModifyCrops modifyCrops(const EditParse &parse, const BpmRegions &regions, cv::Size frame, BpmRules rules)
{
    if (rules == BpmRules::Released) {
        const cv::Rect box = modifyCropBox(parse, regions, frame);
        return {box, box};
    }
    const cv::Rect bounds(0, 0, frame.width, frame.height);
    cv::Rect origin = enclosingBox(regions.originBoxes) & bounds;
    cv::Rect edited = enclosingBox(regions.editBoxes) & bounds;
    if (origin.area() == 0)
        origin = edited;
    if (edited.area() == 0)
        edited = origin;
    if (origin.area() == 0) // searched and found in neither image: the place that was searched
        origin = edited = enclosingBox(regions.windows) & bounds;
    return {origin, edited};
}

ModifyFlags modifyFlagsFor(const EditParse &parse)
{
    ModifyFlags flags;
    flags.originIsNone = parse.originalPart.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0;
    flags.editedIsNone = parse.editedPart.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0;
    return flags;
}

Result<double> sModify(const std::vector<float> &imageEmbOrig, const std::vector<float> &imageEmbEdit,
                       const std::vector<float> &textEmbO1, const std::vector<float> &textEmbO2,
                       const ModifyFlags &flags)
{
    const std::size_t n = imageEmbOrig.size();
    const bool o1Needed = !flags.originIsNone, o2Needed = !flags.editedIsNone;
    if (n == 0 || imageEmbEdit.size() != n || (o1Needed && textEmbO1.size() != n) || (o2Needed && textEmbO2.size() != n)
        || (!o1Needed && !o2Needed))
        return Error(QCoreApplication::translate("BpmScore",
                                                 "S_modify needs CLIP embeddings of one length and a text direction"));
    const bool unit = flags.normalizeBeforeDifference;
    const std::vector<double> io = toDouble(imageEmbOrig, unit), ie = toDouble(imageEmbEdit, unit);
    const std::vector<double> t1 = o1Needed ? toDouble(textEmbO1, unit) : std::vector<double>(n, 0.0);
    const std::vector<double> t2 = o2Needed ? toDouble(textEmbO2, unit) : std::vector<double>(n, 0.0);
    double dot = 0.0, imageNorm = 0.0, textNorm = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double a = ie[i] - io[i];
        const double b = t2[i] - t1[i]; // o1 = none: T(o2); o2 = none: −T(o1)
        dot += a * b;
        imageNorm += a * a;
        textNorm += b * b;
    }
    if (imageNorm == 0.0 || textNorm == 0.0)
        return 0.0;
    return dot / (std::sqrt(imageNorm) * std::sqrt(textNorm));
}

QJsonObject BpmComponents::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("global"), global);
    o.insert(QStringLiteral("s_preserve"), optionalToJson(sPreserve));
    o.insert(QStringLiteral("s_modify"), optionalToJson(sModify));
    o.insert(QStringLiteral("s_size"), optionalToJson(sSize));
    o.insert(QStringLiteral("s_position"), optionalToJson(sPosition));
    if (!sizeReason.isEmpty())
        o.insert(QStringLiteral("size_reason"), sizeReason);
    if (!positionReason.isEmpty())
        o.insert(QStringLiteral("position_reason"), positionReason);
    o.insert(QStringLiteral("position_judged"), positionJudged);
    o.insert(QStringLiteral("regions"), regionProvenance);
    if (!unavailableReason.isEmpty())
        o.insert(QStringLiteral("reason"), unavailableReason);
    return o;
}

BpmComponents BpmComponents::fromJson(const QJsonObject &object)
{
    BpmComponents c;
    c.global = object.value(QStringLiteral("global")).toBool();
    c.sPreserve = optionalFromJson(object.value(QStringLiteral("s_preserve")));
    c.sModify = optionalFromJson(object.value(QStringLiteral("s_modify")));
    c.sSize = optionalFromJson(object.value(QStringLiteral("s_size")));
    c.sPosition = optionalFromJson(object.value(QStringLiteral("s_position")));
    c.sizeReason = object.value(QStringLiteral("size_reason")).toString();
    c.positionReason = object.value(QStringLiteral("position_reason")).toString();
    c.positionJudged = object.value(QStringLiteral("position_judged")).toBool();
    c.regionProvenance = object.value(QStringLiteral("regions")).toString();
    c.unavailableReason = object.value(QStringLiteral("reason")).toString();
    return c;
}

BpmComponents computeLocalComponents(const EditParse &parse, const BpmPair &pair, const BpmRegions &regions,
                                     BpmRules rules, const RegionJudgeOptions &options)
{
    BpmComponents c;
    c.regionProvenance = regions.provenance;
    if (parse.global) {
        c.global = true;
        return c;
    }
    const Judgement size = judgeSize(parse, regions, rules, options);
    const Judgement position = judgePosition(parse, regions, pair.source.size(), rules, options);
    c.sSize = size.value;
    c.sizeReason = size.reason;
    c.sPosition = position.value;
    c.positionReason = position.reason;
    c.positionJudged = position.value.has_value()
                       && (rules == BpmRules::Paper ? parse.editType != EditType::Remove : position.reason.isEmpty());
    if (rules == BpmRules::Paper) {
        c.sPreserve = preserveScore(pair.source, pair.edited, regions.originMask, regions.editMask);
    } else {
        // calculate_l2_distance reads both files and brings each to 500×500 itself, so it starts from the edited file.
        const cv::Mat edited = pair.editedFile.empty() ? pair.edited : pair.editedFile;
        // bpm.py's "edit failed" branch: no crop is judged, S_modify is 0 and nothing is masked out of preservation.
        const bool failed = releasedEditFailed(parse, regions);
        c.sPreserve = failed ? releasedPreserveScore(pair.source, edited, cv::Mat(), cv::Mat())
                             : releasedPreserveScore(pair.source, edited, regions.originMask, regions.editMask);
        if (failed) {
            c.sModify = 0.0;
            c.regionProvenance += QCoreApplication::translate("BpmScore", "; released rules: the edited object (%1) "
                                                                          "is not located, edit failed: S_modify 0, "
                                                                          "whole-image preservation")
                                      .arg(parse.editedPart);
        }
    }
    if (!c.sPreserve)
        c.unavailableReason = QCoreApplication::translate("BpmScore", "no preserved pixel outside the edit regions");
    return c;
}

QVector<BpmResult> computeBpm(const QVector<BpmComponents> &components, const BpmSetOptions &options)
{
    QVector<std::optional<double>> localPreserve, localModify, globalModify;
    for (const BpmComponents &c : components) {
        localPreserve.append(c.global ? std::nullopt : c.sPreserve);
        localModify.append(c.global ? std::nullopt : c.sModify);
        globalModify.append(c.global ? c.sModify : std::nullopt);
    }
    const bool quirk = options.releasedPreserveQuirk;
    // The released code stores −L2 and skips 0 and −1 when taking min and max: S_preserve = 1 − L2 of 1 and 0.
    const auto preserveCounts = [quirk](double v) { return !quirk || (v != 1.0 && v != 0.0); };
    const auto all = [](double) { return true; };
    double pLo, pHi, mLo, mHi, gLo, gHi;
    bounds(localPreserve, preserveCounts, &pLo, &pHi);
    bounds(localModify, all, &mLo, &mHi);
    bounds(globalModify, all, &gLo, &gHi);

    QVector<BpmResult> results;
    results.reserve(components.size());
    for (int i = 0; i < components.size(); ++i) {
        const BpmComponents &c = components[i];
        BpmResult r;
        if (c.global) {
            r.alpha = 1.0;
            if (c.sModify) {
                r.normModify = minMax(*c.sModify, gLo, gHi);
                r.sSemantic = r.normModify;
                r.bpm = r.sSemantic;
            } else {
                r.reason = c.unavailableReason.isEmpty()
                               ? QCoreApplication::translate("BpmScore", "unavailable: CLIP-T not computed")
                               : c.unavailableReason;
            }
            results.append(r);
            continue;
        }
        r.alpha = options.alpha;
        if (c.sPreserve)
            r.normPreserve = minMax(*c.sPreserve, pLo, pHi);
        if (c.sModify)
            r.normModify = minMax(*c.sModify, mLo, mHi);
        if (r.normPreserve && r.normModify)
            r.sSemantic = *r.normPreserve + *r.normModify;
        if (r.sSemantic && c.sRegion()) {
            r.bpm = options.alpha * *r.sSemantic + (1.0 - options.alpha) * *c.sRegion();
        } else if (r.sSemantic) {
            r.reason = QCoreApplication::translate("BpmScore", "unavailable: S_region needs S_size and S_position (%1)")
                           .arg(!c.sSize ? (c.sizeReason.isEmpty() ? QStringLiteral("S_size not stored") : c.sizeReason)
                                         : (c.positionReason.isEmpty() ? QStringLiteral("S_position not stored")
                                                                       : c.positionReason));
        } else if (!c.sModify) {
            r.reason = QCoreApplication::translate("BpmScore", "unavailable: S_modify needs CLIP, not computed");
        } else {
            r.reason = c.unavailableReason.isEmpty()
                           ? QCoreApplication::translate("BpmScore", "unavailable: S_preserve not computed")
                           : c.unavailableReason;
        }
        results.append(r);
    }
    return results;
}

} // namespace editlens::core
