#pragma once

#include "util/error.h"

namespace editlens::core {

class StudyStore;

/// What made a study. Recorded in the study (study_meta "study.kind") by the code that builds it, so that the study
/// window can say that a study's edits are not the output of real editing models without guessing from its name. A
/// study without the entry (made by New Study, `create` or an import, and demo studies of versions before the entry)
/// is Ordinary.
enum class StudyKind {
    Ordinary,  ///< made by New Study, `editlens-cli create` or an import
    Demo,      ///< `editlens-cli demo` (createDemoStudy): synthetic edits of simulated systems, with ratings
    Synthetic, ///< `editlens-cli synth` (createSynthStudy): synthetic edit pairs for training detectors
};

/// What made the study open in `store`: Ordinary when it does not say (or says something this version does not know).
/// On the store's thread; reads one row.
StudyKind studyKind(StudyStore &store);
/// Records what made the study, in its own write transaction; errors name the study file.
Status setStudyKind(StudyStore &store, StudyKind kind);

} // namespace editlens::core
