#pragma once

#include "bpm/bpmscore.h"
#include "bpm/instructionparser.h"
#include "util/error.h"

#include <QString>

namespace editlens::core {

class StudyStore;
struct ScoreReport;

/// The set-level step of BPM over every output of the study in `store`: min-max normalisation of S_preserve and
/// S_modify over all of them, then BPM(α) (computeBpm()), from the stored components alone (no image, no model:
/// changing α is this step only). Reads the components of `report.versions["bpm"]` and the S_modify values of
/// `modifyVersion`; stores `bpm` and `bpm_s_semantic` under "<modifyVersion>; alpha <alpha>", replacing values of an
/// earlier α, and records in `report` the version, the values written and why outputs have no BPM. Lives in scoring,
/// not bpm: it reads and writes the study, and bpm does not depend on storage. Call on the thread that owns `store`'s
/// connection. `bpmParser` decides, as when the components were computed, which parse says an item's edit is global.
/// Errors: the study cannot be read or written.
Status storeBpm(StudyStore &store, ScoreReport &report, const QString &modifyVersion, double alpha, BpmRules rules,
                BpmParser bpmParser = BpmParser::Rules);

} // namespace editlens::core
