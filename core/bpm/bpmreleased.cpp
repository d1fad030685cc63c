// The parts of BPM's judges that follow its released code (joyli-x/BPM: bpm.py, bpm_utils/region_aware_judge.py,
// bpm_utils/semantic_aware_judge.py) where it differs from the paper's text: f_position against the first reference
// box, the S_modify crop with int() corners, S_preserve on both files resized to 500×500 and the "edit failed"
// branch. Declared in bpmscore.h.
#include "bpm/bpmscore.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace editlens::core {

double positionScore(const EditParse &parse, const BpmRegions &regions, cv::Size frame,
                     const RegionJudgeOptions &options, bool *judged)
{
    const bool applies = parse.editType == EditType::Add && !parse.beingAdded.isEmpty()
                         && !regions.referenceBoxes.empty() && !regions.editBoxes.empty();
    if (judged)
        *judged = applies;
    if (!applies)
        return 1.0;
    // determine_position_multi_bbox compares every edited box with bbox2[0] alone: a second instance of the reference
    // object is never looked at.
    const cv::Rect &reference = regions.referenceBoxes.front();
    std::size_t passed = 0;
    for (const cv::Rect &edited : regions.editBoxes)
        passed += positionHolds(parse.position, edited, reference, frame, options) ? 1 : 0;
    if (passed == regions.editBoxes.size())
        return 1.0;
    return passed > 0 ? 0.5 : 0.0;
}

cv::Rect modifyCropBox(const EditParse &parse, const BpmRegions &regions, cv::Size frame, double scale)
{
    const std::vector<cv::Rect> &preferred = parse.editType == EditType::Add ? regions.editBoxes : regions.originBoxes;
    const std::vector<cv::Rect> &other = parse.editType == EditType::Add ? regions.originBoxes : regions.editBoxes;
    const cv::Rect box = enclosingBox(preferred.empty() ? other : preferred);
    if (box.area() == 0)
        return {};
    const double cx = box.x + box.width / 2.0, cy = box.y + box.height / 2.0;
    const double hw = scale * box.width / 2.0, hh = scale * box.height / 2.0;
    // expand_box clamps the float corners to the image, crop_box then takes int() of each: after the clamp every
    // corner is ≥ 0, so int() is floor, on the far corners too.
    const auto corner = [](double v, double hi) { return int(std::floor(std::clamp(v, 0.0, hi))); };
    const cv::Point topLeft(corner(cx - hw, frame.width), corner(cy - hh, frame.height));
    const cv::Point bottomRight(corner(cx + hw, frame.width), corner(cy + hh, frame.height));
    return cv::Rect(topLeft, bottomRight);
}

std::optional<double> releasedPreserveScore(const cv::Mat &source, const cv::Mat &editedFile, const cv::Mat &originMask,
                                            const cv::Mat &editMask, int side)
{
    if (source.empty() || editedFile.empty() || side <= 0)
        return std::nullopt;
    const cv::Size square(side, side);
    // cv2.resize's default interpolation is INTER_LINEAR; each file is brought to 500×500 from its own size, so a
    // 1024² output is not first aligned to the source.
    cv::Mat s, e;
    cv::resize(source, s, square, 0, 0, cv::INTER_LINEAR);
    cv::resize(editedFile, e, square, 0, 0, cv::INTER_LINEAR);
    // The released code segments in the 500×500 images; regions given on the source's grid are carried there by
    // nearest neighbour, which keeps them binary.
    const auto carried = [&square, &source](const cv::Mat &mask) {
        if (mask.empty() || mask.size() != source.size())
            return mask;
        cv::Mat out;
        cv::resize(mask, out, square, 0, 0, cv::INTER_NEAREST);
        return out;
    };
    return preserveScore(s, e, carried(originMask), carried(editMask), PreserveMode::ReleasedUint8Wrap);
}

bool releasedEditFailed(const EditParse &parse, const BpmRegions &regions)
{
    const ModifyFlags flags = modifyFlagsFor(parse);
    if (flags.editedIsNone || !regions.editBoxes.empty())
        return false;
    // bpm.py checks first whether o1 was located: when it was not (and is not "none"), its "no bbox in original image"
    // branch applies instead.
    return flags.originIsNone || parse.editType == EditType::Add || !regions.originBoxes.empty();
}

} // namespace editlens::core
