#pragma once

#include "bpm/bpmregions.h"
#include "bpm/editparse.h"
#include "util/error.h"

#include <QJsonObject>
#include <QString>
#include <QVector>

#include <opencv2/core/mat.hpp>

#include <optional>
#include <vector>

/// BPM's judges (BPM §3.2–3.3): the region-aware judge (f_size, f_position), the semantic-aware judge
/// (S_preserve, S_modify on CLIP embeddings the caller computes) and the set-level normalization that makes BPM(α).
/// Pure functions over values; thread-safe; no model is run here.
namespace editlens::core {

/// Which rules the region-aware judge and S_modify follow (the paper's text and its released code differ; both are
/// here).
enum class BpmRules {
    /// The paper (default): f_size for every instruction (its size state, "unchanged" included), f_position for
    /// every instruction with a position, against the named reference object or, when none is named, the edited
    /// object's own place in the original; "unchanged" position by IoU above the threshold; S_modify on two crops,
    /// each image with its own object's box (Algorithm 2, lines 4-5); S_preserve in real numbers.
    Paper,
    /// The released code: f_size only for "change size", f_position only for "add X next to Y" with the L1 centre
    /// distance for "unchanged", one shared ×1.5 S_modify crop, uint8 wrap in S_preserve, its min-max quirk.
    Released,
};

/// "paper", "released".
QString bpmRulesName(BpmRules rules);
/// Inverse of bpmRulesName(); std::nullopt for an unknown name.
std::optional<BpmRules> bpmRulesFromName(const QString &name);

/// One region-aware judgement: 0, 0.5 or 1, or unavailable with the reason (never a silent default).
struct Judgement
{
    std::optional<double> value;
    QString reason; ///< why there is no value, or how a full score was given ("add: no source object")
};

/// Thresholds of the region-aware judge; defaults are the published ones.
struct RegionJudgeOptions
{
    double biggerRatio = 1.2;   ///< "bigger" needs area(edited)/area(source) > this
    double smallerRatio = 0.8;  ///< "smaller" needs the ratio < this; "unchanged" needs smaller ≤ ratio ≤ bigger
    bool sizeFromBoxes = false; ///< paper rules: ratio of summed box areas instead of mask areas (the released rules
                                ///< always take the first box of each side)
    double maxIou = 0.4; ///< left/right/above/below need IoU(edited, reference) below this; the paper's "unchanged"
                         ///< needs IoU above it (the paper names one threshold for both)
    double unchangedDistance = 40.0; ///< "unchanged" position needs |dx| + |dy| below this, in `referenceSide` units
    /// The released code's 500×500 space, used by the released rules only (the paper's rules judge directions in the
    /// image's pixels): dx scales by 500/width, dy by 500/height.
    int referenceSide = 500;
};

/// f_size under `rules`. Paper: add → 1 (no source object, BPM appendix A.4); else ratio = area(M_edit)/area(M_origin)
/// against the parse's size state (bigger, smaller, unchanged); o1 not located (M_origin empty) → unavailable.
/// Released: sizeScore().
Judgement judgeSize(const EditParse &parse, const BpmRegions &regions, BpmRules rules,
                    const RegionJudgeOptions &options = {});

/// f_position under `rules`. Paper: remove → 1 (A.4); o2 searched for (regions.windows) and not found → 0, not
/// located at all → unavailable; the reference is the named
/// reference object (regions.referenceBoxes; unavailable when it is not located) or, when none is named, the
/// enclosing box of the edited object's place in the original (B_origin) — an add has none, so an add with a
/// direction and no reference is unavailable, and an add without a position is 1. Against a named reference each box
/// of B_edit passes when positionHolds() (with "unchanged" = IoU above maxIou) against a reference box; all → 1,
/// some → 0.5, none → 0. Against the object's own place the object is judged whole: the enclosing box of B_edit.
/// Directions are judged in the image's pixels (the paper's rule on centres), not in a squashed square.
/// Released: positionScore() in the 500×500 space of `frame`, unavailable never.
Judgement judgePosition(const EditParse &parse, const BpmRegions &regions, cv::Size frame, BpmRules rules,
                        const RegionJudgeOptions &options = {});

/// The released code's f_size (region_aware_judge.py determine_size): 1 when either side has no box (the object not
/// located in one image, a failed add included); else judged only when parse.editType is ChangeSize, every other type
/// gets 1 (an add in particular: there is no source object, BPM appendix A.4). ratio = area of the first edited box /
/// area of the first origin box (`bbox[0]`, never the masks; boxes in the order of BpmRegions): bigger → ratio >
/// biggerRatio, smaller → ratio < smallerRatio, unchanged → smallerRatio ≤ ratio ≤ biggerRatio.
double sizeScore(const EditParse &parse, const BpmRegions &regions, const RegionJudgeOptions &options = {});

/// Whether the edited box `edited` stands in `position` to the reference box `reference` on a `frame`-sized image.
/// With centres c1 (edited), c2 (reference) and dx = c1.x − c2.x, dy = c1.y − c2.y scaled to the options'
/// referenceSide × referenceSide space (an empty `frame`: unscaled, in the boxes' pixels): right: dx > 0, |dx| > |dy|,
/// IoU < maxIou; left: dx < 0, same; above: dy < 0 (y grows down), |dy| > |dx|, IoU < maxIou; below: dy > 0, same;
/// inside: `edited` strictly inside `reference` (no shared edge); unchanged: |dx| + |dy| < unchangedDistance; near:
/// true.
bool positionHolds(PositionChange position, const cv::Rect &edited, const cv::Rect &reference, cv::Size frame,
                   const RegionJudgeOptions &options = {});

/// The released code's f_position: judged only for an add with a reference object (parse.beingAdded set) and reference
/// boxes in `regions`; every other case gets 1 (a remove in particular, BPM appendix A.4). The boxes are in the frame
/// `frame`. Each edited box passes when positionHolds() against the first reference box (determine_position_multi_bbox
/// reads `bbox2[0]` only); all pass → 1, some → 0.5, none → 0. `judged` (optional) receives whether the rule was
/// applied.
double positionScore(const EditParse &parse, const BpmRegions &regions, cv::Size frame,
                     const RegionJudgeOptions &options = {}, bool *judged = nullptr);

/// How S_preserve treats pixel differences.
enum class PreserveMode {
    Float, ///< Δ = edited − source in real numbers (default)
    /// Emulates the released code, which subtracts uint8 arrays without a cast: each channel term Δ² becomes (Δ²) mod
    /// 256 (uint8 subtraction wraps mod 256, and so does the square).
    ReleasedUint8Wrap,
};

/// S_preserve = 1 − L2 with L2 = mean over the preserved pixels p (outside M_origin ∪ M_edit) of
/// sqrt(mean over the 3 channels of Δ_c(p)²) / 255, Δ = edited − source. The released code stores −L2 instead: the same
/// ranking, and the same values after min-max normalization. std::nullopt when no pixel is preserved or the inputs
/// are not CV_8UC3 images and CV_8UC1 masks of one size.
std::optional<double> preserveScore(const cv::Mat &source, const cv::Mat &edited, const cv::Mat &originMask,
                                    const cv::Mat &editMask, PreserveMode mode = PreserveMode::Float);

/// The released code's S_preserve (semantic_aware_judge.py calculate_l2_distance): the source and the edited file
/// (each at its own size) resized to side × side with cv::INTER_LINEAR, the masks (source frame) with
/// cv::INTER_NEAREST, then preserveScore() with the uint8 wrap. Empty masks: the whole image. std::nullopt as
/// preserveScore().
std::optional<double> releasedPreserveScore(const cv::Mat &source, const cv::Mat &editedFile, const cv::Mat &originMask,
                                            const cv::Mat &editMask, int side = 500);

/// The released code's "edit failed" branch (bpm.py): o2 is an object (not "none") and nothing of it is located in the
/// edited image, while o1 is "none" (an add) or was located in the original. bpm.py then stores S_modify 0 and the
/// whole-image preservation instead of judging crops.
bool releasedEditFailed(const EditParse &parse, const BpmRegions &regions);

/// The smallest rectangle holding every box; an empty rect for none.
cv::Rect enclosingBox(const std::vector<cv::Rect> &boxes);

/// The two S_modify crops: the box on the original (B_origin) and the box on the edited image (B_edit), source frame.
struct ModifyCrops
{
    cv::Rect origin;
    cv::Rect edited;
    bool empty() const { return origin.area() == 0 || edited.area() == 0; }
};

/// Paper (Algorithm 2, lines 4-5): each image cropped by its own object's enclosing box (B_origin, B_edit; a side
/// without a box takes the other's; with neither, the search windows' enclosing box). Released: modifyCropBox() for
/// both.
ModifyCrops modifyCrops(const EditParse &parse, const BpmRegions &regions, cv::Size frame, BpmRules rules);

/// The released code's S_modify crop box, the same for both images: the edited boxes for an add, else the source boxes
/// (the other side when these are empty); several boxes → their enclosing box; scaled by `scale` about its centre,
/// clamped to `frame`, and each corner truncated as crop_box's int() does (c − s·w/2 and c + s·w/2 both rounded down,
/// so an odd box gives a crop one pixel narrower than rounding outwards would). An empty rect when there is no box.
cv::Rect modifyCropBox(const EditParse &parse, const BpmRegions &regions, cv::Size frame, double scale = 1.5);

/// How sModify() forms its two directions.
struct ModifyFlags
{
    bool originIsNone = false; ///< o1 = "none" (an add): text direction T(o2); textEmbO1 is ignored
    bool editedIsNone = false; ///< o2 = "none" (a remove): text direction −T(o1); textEmbO2 is ignored
    /// false (default, as released): BPM's code differences CLIP's projected features as they come out of the
    /// encoders, not L2-normalized. true: normalize each embedding first (InstructPix2Pix's CLIP-D convention).
    bool normalizeBeforeDifference = false;
};

/// S_modify = cos(E_edit − E_orig, T(o2) − T(o1)) on the CLIP embeddings of the two crops (modifyCropBox()) and of
/// the object phrases; see ModifyFlags for "none" and normalization. A zero direction gives 0, as
/// torch.nn.functional.cosine_similarity's ε clamp does (an output identical to its source). Errors: embeddings of
/// different lengths or empty.
Result<double> sModify(const std::vector<float> &imageEmbOrig, const std::vector<float> &imageEmbEdit,
                       const std::vector<float> &textEmbO1, const std::vector<float> &textEmbO2,
                       const ModifyFlags &flags = {});

/// Flags for `parse`: originIsNone / editedIsNone from o1 / o2 == "none".
ModifyFlags modifyFlagsFor(const EditParse &parse);

/// The stored raw components of one output: everything BPM(α) needs, so that α and normalization can change without
/// any image or model.
struct BpmComponents
{
    bool global = false; ///< global edit: S_modify is CLIP-T(edited image, instruction), no region term, α = 1
    std::optional<double> sPreserve; ///< 1 − L2 (preserveScore()); unset for a global edit or when nothing is preserved
    std::optional<double> sModify;   ///< sModify() (or CLIP-T for a global edit); unset when CLIP is not available
    std::optional<double> sSize;     ///< judgeSize(); unset when it cannot be judged (sizeReason says why)
    std::optional<double> sPosition; ///< judgePosition(); unset when it cannot be judged (positionReason says why)
    bool positionJudged = false;
    QString sizeReason;
    QString positionReason;
    QString regionProvenance;  ///< BpmRegions::provenance
    QString unavailableReason; ///< why sModify / sPreserve is missing, when one is

    /// S_size + S_position; unset when either is.
    std::optional<double> sRegion() const
    {
        return sSize && sPosition ? std::optional<double>(*sSize + *sPosition) : std::nullopt;
    }

    /// Keys: global, s_preserve, s_modify, s_size, s_position (null when unset), position_judged, regions, reason,
    /// size_reason, position_reason.
    QJsonObject toJson() const;
    static BpmComponents fromJson(const QJsonObject &object);
};

/// The local (non-CLIP) part of BPM for one output: regions → S_size, S_position (judgeSize(), judgePosition()),
/// S_preserve (float at the source's size for the paper's rules; releasedPreserveScore() for the released ones).
/// sModify stays unset (the caller runs CLIP on the modifyCrops() crops and sets it), except under the released rules
/// after a failed edit (releasedEditFailed()): sModify 0 and S_preserve over the whole image, as bpm.py stores them.
/// For a global edit only `global` is set.
BpmComponents computeLocalComponents(const EditParse &parse, const BpmPair &pair, const BpmRegions &regions,
                                     BpmRules rules = BpmRules::Paper, const RegionJudgeOptions &options = {});

/// Set-level options of computeBpm().
struct BpmSetOptions
{
    double alpha = 0.7; ///< BPM = α·S_semantic + (1 − α)·S_region; Table 9 of the paper peaks at 0.7
    /// Emulate the released code's min-max of S_preserve: values whose stored −L2 is 0 or −1 (S_preserve 1 or 0) are
    /// left out of the min and max but still normalized (they may then fall outside [0, 1]).
    bool releasedPreserveQuirk = false;
};

/// One output's set-level result.
struct BpmResult
{
    std::optional<double> normPreserve;
    std::optional<double> normModify;
    std::optional<double> sSemantic; ///< Norm(S_preserve) + Norm(S_modify); global: Norm(CLIP-T)
    std::optional<double> bpm;       ///< std::nullopt with `reason` when a needed component is missing
    double alpha = 0.7;              ///< the α used (1 for a global edit)
    QString reason;
};

/// BPM of every output of a scored set (all items × all outputs) from their stored components, in input order.
/// Norm is min-max over the outputs that have the value: (v − min)/(max − min), 0.5 for all when max = min. Local
/// edits normalize S_preserve and S_modify among local edits; global edits' CLIP-T among global edits (a different
/// scale). S_semantic = Norm(S_preserve) + Norm(S_modify); BPM = α·S_semantic + (1 − α)·S_region, global: α = 1,
/// S_semantic = Norm(CLIP-T). A missing S_modify (CLIP not installed) or S_preserve → bpm unset, with the reason;
/// the other components are still reported.
QVector<BpmResult> computeBpm(const QVector<BpmComponents> &components, const BpmSetOptions &options = {});

} // namespace editlens::core
