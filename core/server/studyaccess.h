#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

class StudyStore;

/// Who may do what in a study on a server, enforced by PostgreSQL itself (roles, privileges, row-level security and
/// triggers), so that a modified client or a psql prompt cannot do more than the window allows. The study's owner
/// (the role that created it) owns every table and sees and changes everything. Each annotator logs in with a role of
/// their own, member of the study's own group role, and may:
/// - read the study's items, outputs, dimensions, rubric and settings (not the plan's passphrase), the study's
///   images and their own mask files, and their own plan (not which items are gold checks);
/// - read system names and output file names only where the plan is not blinded (through el_system_name and
///   el_output_path; an output's image is blind/<output id>.<ext> otherwise), and the ground truth's and detectors'
///   differences, labels and masks only where the plan shows them;
/// - insert, change and delete only their own ratings, preferences, differences (origin: their name), coherence
///   labels, masks, reviews, completions and sessions (at most a week each); submit items (locked) and reopen one only
///   with a reason in the revise log, which they can only add to;
/// - add mask files only as one plain file of `annotations/masks/` that their own masks row names, of at most 20 MiB,
///   whose content matches its sha256;
/// - see no other annotator's judgements or files, no metric scores, embeddings, judge votes or gold answers;
/// - never change the plan, the items, the outputs or the settings (no privilege at all).
/// Under every login, the owner's included, a rating must be a number within its dimension's scale.
/// The rights themselves are SQL that storage installs and renews (storage/studyrights.h); here are the logins.
namespace studyaccess {

/// What `addAnnotator` made.
struct AnnotatorLogin
{
    QString annotator; ///< the name ratings are stored under
    QString role;      ///< the PostgreSQL login role
    QString password;  ///< generated, shown once
    QString url;       ///< the study's URL as that role, with the password
};

/// Creates (or, for an annotator who has one, gives a new password to) the login role of annotator `name` in the
/// server study `store` (opened by its owner) with the rights above, and records the annotator. The role's name is
/// derived from the study's and the annotator's (`el_<study>_<name>`), since roles are shared by every study of the
/// server.
Result<AnnotatorLogin> addAnnotator(StudyStore &store, const QString &name);

/// The annotator name the current login role writes as (an annotator's role), or empty for the owner.
Result<QString> annotatorOfCurrentRole(StudyStore &store);

} // namespace studyaccess
} // namespace editlens::core
