#pragma once

#include "study/studydata.h"
#include "util/error.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace cv {
class Mat;
}

namespace editlens::core {

class ClipTokenizer;
class LearnedMetricEngine;
struct ScoreReport;

/// The learned metric whose model, preprocessing and availability a DICE + CLIP metric shares: "clip_i" for
/// clip_i_bg, "clip_t" for clip_t_region; empty for any other id. The one home of this rule (scoring, Scores dock).
QString diceClipModelMetric(const QString &metricId);

/// The version a DICE + CLIP value of `metricId` is stored with: its CLIP model's `modelVersion`, the rule and the
/// `origin`, so that values of two origins are two versions, never one statistic.
QString diceClipVersion(const QString &metricId, const QString &modelVersion, const QString &origin);

/// Whether `origin` recorded differences on `output`, so that a DICE + CLIP value is defined there: an annotation or
/// a detector run of that origin. For the built-in detector also a stored run (its box count, detect_boxes) or a run
/// in this scoring run (`detectorRunsNow`), so that "found nothing" is known. "No differences recorded" is not "no
/// differences".
bool diceOriginRecorded(const Output &output, const QString &origin, bool detectorRunsNow);

/// DICE + CLIP (DICE's differences make CLIP-I a background-preservation and CLIP-T a
/// prompt-adherence measure) over the differences of one origin (ScoreOptions::diceOrigin):
///
/// - clip_i_bg = cos(CLIP(original), CLIP(filled)), `filled` = the output brought onto the original's grid (resized as
///   the pixel metrics do, alignToSource()) with every difference box of the origin that is not labelled NO
///   (isUnwantedChange(), the rule of BPM's preserved region) filled with the original's pixels: an unwanted edit
///   belongs to the background and lowers the value. REMOVE boxes are in the original's pixels, ADD/EDIT boxes in the
///   output's and are scaled to the original's grid; boxes are widened to whole pixels. Differences carry boxes only
///   (masks belong to outputs and items), so boxes are what is filled. An output with no difference of the origin is
///   compared whole (= CLIP-I).
/// - clip_t_region = the mean over the origin's differences labelled coherent (ownCoherenceLabel() says YES) of
///   cos(CLIP(crop), CLIP(text)), the crop taken from the image the op lives on (the output for ADD/EDIT, the original
///   for REMOVE) and text = clipTText() (target caption, else the instruction). 0 when no difference is coherent: no
///   coherent edit, DICE's "no correct edit". The mean gives each coherent edit an equal say; DICE's summary does not
///   state how several regions combine.
/// - An output the origin never annotated or detected (originRecorded() false, and for the built-in detector no
///   detect_boxes score and no run now; diceOriginRecorded()) has neither value: "no differences recorded" is not "no
///   differences".
///
/// Each value's version is the CLIP model's version plus the rule and the origin, so values of different origins are
/// stored side by side and never enter one statistic. Images and texts are encoded by `engine` on the calling thread.
/// Not thread-safe; one per scoring run.
class DiceClipStage
{
public:
    /// `metrics`: the DICE + CLIP ids that can run (ScoringPlan::dice) and `versions` their versions (by id);
    /// `origin`: truthOriginName() or an annotator's or detector's name; `items`: the scored items (for the origins
    /// named in messages); `notRecorded`: id → outputs the origin never recorded (ScoringPlan::diceNotRecorded).
    /// `engine` and `tokenizer` must outlive the stage; they may be null only when `metrics` is empty.
    DiceClipStage(QStringList metrics, QMap<QString, QString> versions, QString origin, const QVector<Item> &items,
                  LearnedMetricEngine *engine, const ClipTokenizer *tokenizer, QMap<QString, int> notRecorded);

    /// Whether any metric can run.
    bool active() const { return !m_usable.isEmpty(); }

    /// The values of `metrics` for `output` of `item`: `source` and `edited` are the decoded images (8-bit BGR),
    /// `fresh` the built-in detector's boxes found in this run (used when the origin is that detector). A value that
    /// cannot be computed (an empty crop, no text) is left out and counted for finish(). Errors: encoding failed.
    Result<QVector<Score>> score(const Item &item, const Output &output, const QStringList &metrics,
                                 const cv::Mat &source, const cv::Mat &edited,
                                 const std::optional<QVector<Difference>> &fresh);

    /// Adds to report.unavailable the outputs that got no value, "<id>" when none of `outputs` did, else
    /// "<id> (some outputs)", with the reason.
    void finish(ScoreReport &report, int outputs) const;

private:
    QVector<Difference> differencesOf(const Output &output, const std::optional<QVector<Difference>> &fresh) const;
    void skip(const QString &metricId, const QString &reason);

    QStringList m_usable;
    QString m_origin;
    QStringList m_originsInStudy;
    QMap<QString, QString> m_versions;
    LearnedMetricEngine *m_engine = nullptr;
    const ClipTokenizer *m_tokenizer = nullptr;
    QMap<QString, int> m_notRecorded;                     ///< metric → outputs the origin never recorded
    QMap<QString, std::pair<int, QString>> m_notComputed; ///< metric → (outputs, first reason)
    /// The source image's CLIP embedding of the item scored last: its outputs come one after another and share it.
    std::optional<QString> m_sourceItem; ///< its key (unique in the study)
    std::vector<float> m_sourceEmbedding;
};

} // namespace editlens::core
