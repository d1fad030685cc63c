#pragma once

#include <QLatin1String>

/// The ids metric values are stored under (scores.metric) and MetricRegistry registers, spelled once: here, in
/// core/study so that every layer (alignment and inference too) reads the same constants. Compile-time constants;
/// compare with QString directly, or pass where a QString is wanted (converted on use). Import and export formats
/// keep their own literal column and field names: those are file formats, not these ids. Other vocabularies that
/// happen to spell an id keep their literals too: the BPM import format's id and item tag "bpm" (and its field "bpm"
/// in bpm_released_bpm), the rubric preset "bpm", the model manifest's roles "dino" and "lpips". ctest
/// vocabulary_spelled_once (cmake/CheckVocabulary.cmake, which lists those) fails on any other literal id in core/,
/// ui/ or app/.
namespace editlens::core::metricid {

// Pixel metrics (core/metrics), against the source and against the ground truth.
inline constexpr QLatin1String l1("l1");
inline constexpr QLatin1String mse("mse");
inline constexpr QLatin1String psnr("psnr");
inline constexpr QLatin1String ssim("ssim");
inline constexpr QLatin1String l1GroundTruth("l1_gt");
inline constexpr QLatin1String l2GroundTruth("l2_gt");

// Learned metrics (core/inference).
inline constexpr QLatin1String clipI("clip_i");
inline constexpr QLatin1String clipT("clip_t");
inline constexpr QLatin1String clipD("clip_d");
inline constexpr QLatin1String dino("dino");
inline constexpr QLatin1String lpips("lpips");
inline constexpr QLatin1String vificlip("vificlip");
inline constexpr QLatin1String vificlipReversed("vificlip_reversed");
inline constexpr QLatin1String clipIGroundTruth("clip_i_gt");
inline constexpr QLatin1String dinoGroundTruth("dino_gt");
inline constexpr QLatin1String dinov2I("dinov2_i");
inline constexpr QLatin1String dinov2GroundTruth("dinov2_gt");

// DICE + CLIP (scoring/diceclipstage).
inline constexpr QLatin1String clipIBackground("clip_i_bg");
inline constexpr QLatin1String clipTRegion("clip_t_region");

// The built-in detector: registered as "detect", its run stored as the box count "detect_boxes".
inline constexpr QLatin1String detect("detect");
inline constexpr QLatin1String detectBoxes("detect_boxes");

// BPM (core/bpm): the set-level value and its stored components. Every component id starts with bpmComponentPrefix,
// every BPM id with bpmPrefix.
inline constexpr QLatin1String bpm("bpm");
inline constexpr QLatin1String bpmPrefix("bpm_");
inline constexpr QLatin1String bpmComponentPrefix("bpm_s_");
inline constexpr QLatin1String bpmSPreserve("bpm_s_preserve");
inline constexpr QLatin1String bpmSModify("bpm_s_modify");
inline constexpr QLatin1String bpmSSize("bpm_s_size");
inline constexpr QLatin1String bpmSPosition("bpm_s_position");
inline constexpr QLatin1String bpmSRegion("bpm_s_region");
inline constexpr QLatin1String bpmSSemantic("bpm_s_semantic");

} // namespace editlens::core::metricid
