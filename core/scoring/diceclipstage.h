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

/// DICE + CLIP (REFERENCE.md §1: DICE's differences make CLIP-I a background-preservation and CLIP-T a
/// prompt-adherence measure) over the differences of one origin (ScoreOptions::diceOrigin):
///
/// - clip_i_bg = cos(CLIP(original), CLIP(filled)), `filled` = the output brought onto the original's grid (resized as
///   the pixel metrics do, alignToSource()) with every difference box of the origin filled with the original's
///   pixels: REMOVE boxes are in the original's pixels, ADD/EDIT boxes in the output's and are scaled to the
///   original's grid; boxes are widened to whole pixels. Differences carry boxes only (masks belong to outputs and
///   items), so boxes are what is filled. An output with no difference of the origin is compared whole (= CLIP-I).
/// - clip_t_region = the mean over the origin's differences labelled coherent (ownCoherenceLabel() says YES) of
///   cos(CLIP(crop), CLIP(text)), the crop taken from the image the op lives on (the output for ADD/EDIT, the original
///   for REMOVE) and text = clipTText() (target caption, else the instruction). 0 when no difference is coherent: no
///   coherent edit, DICE's "no correct edit". The mean gives each coherent edit an equal say; DICE's summary does not
///   state how several regions combine.
/// - An output the origin never annotated or detected (originRecorded() false, and for the built-in detector no
///   detect_boxes score and no run now) has neither value: "no differences recorded" is not "no differences".
///
/// Each value's version is the CLIP model's version plus the rule and the origin, so values of different origins are
/// stored side by side and never enter one statistic. Images and texts are encoded by `engine` on the calling thread.
/// Not thread-safe; one per scoring run.
class DiceClipStage
{
public:
    /// `metrics`: requested ids of kind MetricKind::DiceClip; `origin`: truthOriginName() or an annotator's or
    /// detector's name; `items`: the scored items (for the origins named in messages).
    DiceClipStage(QStringList metrics, QString origin, const QVector<Item> &items);

    bool requested() const { return !m_requested.isEmpty(); }
    /// Whether any metric can run (after prepare()).
    bool active() const { return !m_usable.isEmpty(); }

    /// Decides which metrics can run and records their versions (report.versions) or why not (report.unavailable):
    /// `engine` null = no model folder; clip_t_region also needs `tokenizer` (else `tokenizerProblem` says why).
    /// Loads the CLIP model (its version hashes the file). `engine` and `tokenizer` must outlive the stage.
    void prepare(LearnedMetricEngine *engine, const ClipTokenizer *tokenizer, const QString &tokenizerProblem,
                 ScoreReport &report);

    /// The metrics still to compute for `output`: usable, not `stored` (same version), and recorded by the origin
    /// (`detectorRunsNow`: the built-in detector runs on this output in this run, which records its boxes). Outputs
    /// the origin never recorded are counted for finish().
    QStringList pending(const Output &output, bool detectorRunsNow,
                        const std::function<bool(const QString &metricId)> &stored);

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

    QStringList m_requested;
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
