#pragma once

#include "endpoint/chatclient.h"
#include "modelstages/stagerunner.h"
#include "storage/groundedboxstore.h"
#include "storage/modelcallstore.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QSize>
#include <QString>
#include <QVector>

#include <optional>

namespace editlens::core {
class StudyStore;
}

/// The model stages' "ground": BPM's text grounding (§3.3, Fig. 3a) asked of a grounding-capable VLM. Per item, o1 and
/// the named reference object are located in the original; per output, o2 and the reference in the edited image. The
/// boxes are stored in grounded_boxes (GroundedBoxStore) and become BPM's regions ("grounded by MODEL").
namespace editlens::core::modelstages {

/// The objects the stage looks for on one item: those its parse names (the stored parse, else the rule parser's).
/// Empty strings: no such object ("none", a global edit, no reference).
struct GroundObjects
{
    QString o1;
    QString o2;
    QString reference;
};
GroundObjects groundObjects(const Item &item);

/// One grounding request: the chat as sent, its audit record without the answer, and where the boxes go.
struct GroundRequest
{
    ModelCall call; ///< requestKey, stage "ground", versions, item, systems, subject ("o1 original", …), prompt
    endpoint::ChatRequest chat;
    qint64 itemId = 0;
    qint64 outputId = 0; ///< 0: the original image
    GroundTarget target = GroundTarget::O1;
    QString object;
    QSize imageSize; ///< the shown file's pixel size (images are sent as stored): the frame of the answer's boxes
    std::optional<ModelCall> cached;
};

/// The stage's requests for the study under `options` (its systems and items), each looked up in the cache. Errors:
/// the "ground" template cannot be loaded or rendered, an image cannot be read.
Result<QVector<GroundRequest>> groundRequests(StudyStore &store, const StageOptions &options);

/// What the stage did: its row of the run's summary, and whether the endpoint stopped it.
struct GroundRun
{
    StageRunRow row{QStringLiteral("ground")};
    bool stopped = false;
    QString stopReason;
};

/// Answers `requests` from the cache and the endpoint and stores each readable answer (readGrounding() in
/// options.boxConvention against the request's image size; an empty list is stored as "not present"). An answer that
/// cannot be read is recorded with its raw text and stores nothing. At most `budget` requests are sent (-1: no limit).
/// `progress(done, total)` counts requests; returning false cancels.
Result<GroundRun> runGround(StudyStore &store, const StageOptions &options, const QVector<GroundRequest> &requests,
                            qint64 budget = -1, const ProgressCallback &progress = {});

} // namespace editlens::core::modelstages
