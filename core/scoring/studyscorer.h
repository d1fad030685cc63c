#pragma once

#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"

#include "scoring/metricregistry.h"
#include "scoring/scoringchain.h"
#include "study/differenceorigin.h"
#include "util/error.h"
#include "util/progress.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

namespace editlens::core {

class ModelRegistry;
class StudyStore;

struct ScoreOptions
{
    QStringList metrics; ///< ids from MetricRegistry::select()
    QString modelDir;    ///< folder with TorchScript files and the CLIP vocabulary; empty = learned metrics unavailable
    int jobs = 0;        ///< worker threads for pixel metrics and the detector; 0 = all cores
    bool force = false;  ///< recompute values already stored with the same version
    double alpha =
        0.7; ///< BPM = alpha * S_semantic + (1 - alpha) * S_region; a new alpha recomputes BPM from stored components
    int chunkSize = 32; ///< outputs per write transaction (and per model batch)
    /// With several jobs, run OpenCV single-threaded for the duration of the run (restored afterwards): the pool
    /// already keeps every core busy, and OpenCV's own threads only compete with it (1.4× the wall time on 2 cores).
    /// cv::setNumThreads is process-wide and unsafe while another thread runs OpenCV, so only a caller that owns the
    /// process's OpenCV use (editlens-cli) turns this on; the GUI leaves it off.
    bool exclusiveOpenCv = false;
    /// BPM's region-aware judge and S_modify crops: the paper's rules (default) or the released code's. The BPM
    /// version string names the rules, so the two never mix in one statistic.
    BpmRules bpmRules = BpmRules::Paper;
    /// Which parse BPM goes by on an item whose stored parse is a model's (the model stages' `parse`): the rule
    /// parser (default) or that parse. The BPM version names `llm`, so the two never mix in one statistic.
    BpmParser bpmParser = BpmParser::Rules;
    /// Turn (default): each item against its own source. Final: each chain's last turn against its first turn's
    /// source (itemsToScore()), stored under chainFinalMetricId(); the detector and BPM are per turn only.
    ChainMode chain = ChainMode::Turn;
    /// The model vificlip and vificlip_reversed run with; empty = the manifest's (vificlip-b16). "clip-vit-b-16" gives
    /// the zero-shot CLIP baseline, whose version says so (LearnedMetricEngine::setModelOverride).
    QString vificlipModel;
    /// Whose differences clip_i_bg and clip_t_region (DICE + CLIP) use: truthOriginName() ("truth", the default: the
    /// study's ground-truth differences), an annotator's name or a detector's (e.g. "DICE"). Their versions name it.
    QString diceOrigin = truthOriginName();
};

/// What a scoring run did. `unavailable` maps a metric to the reason it has no value (model missing, no captions);
/// `errors` are per-output problems (unreadable image) that skipped that output but not the run. Ground-truth metrics
/// on outputs whose item has no ground-truth image are not computed and listed under "<id> (some outputs)", or under
/// the id itself when no item has one. Keys are stored ids (chainFinalMetricId() under ChainMode::Final).
struct ScoreReport
{
    int outputs = 0;  ///< outputs with an image
    int computed = 0; ///< outputs for which at least one value was computed and stored
    int skipped = 0;  ///< outputs whose every requested value was already stored (resume)
    qint64 valuesStored = 0;
    qint64 differencesStored = 0;
    QMap<QString, QString> unavailable;
    QMap<QString, QString> versions; ///< metric -> version stored
    /// Stored id -> outputs this run wrote a value of it for (one value per output and id), BPM's components and the
    /// detector's box count (detect_boxes) included; ids without a value written are absent.
    QMap<QString, qint64> valuesPerMetric;
    QVector<Error> errors;
    bool cancelled = false;
};

/// Scores every output of the study in `store` with the chosen metrics and stores the values (scores table, upsert
/// by output, metric and version), what the learned metrics encoded (embeddings table; an output whose value is stored
/// but whose retrieval embeddings are not, e.g. scored by an older EditLens, is encoded again) and the detector's boxes
/// (differences of origin DifferenceDetector::origin(), replaced on re-run). Work goes in chunks of `chunkSize`
/// outputs; each chunk is one transaction, so a cancelled or killed run leaves whole chunks stored and a re-run resumes
/// (values already stored with the same version are skipped unless `force`). Pixel metrics and the detector run on
/// `jobs` threads; learned models on the calling thread, batched per chunk. `progress(done, total)` is called after
/// each chunk; returning false cancels. Call on the thread that owns `store`'s connection. `registry` says what each
/// metric is, `models` which model and preprocessing each learned metric runs with (the caller's manifest, normally
/// ModelRegistry::builtin() read once by the application). Errors: the study cannot be read or written.
Result<ScoreReport> scoreStudy(StudyStore &store, const MetricRegistry &registry, const ModelRegistry &models,
                               const ScoreOptions &options, const ProgressCallback &progress = {});

} // namespace editlens::core
