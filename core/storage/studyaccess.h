#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

class StudyStore;

/// Who may do what in a study on a server, enforced by PostgreSQL itself (roles, privileges and row-level security),
/// so that a modified client or a psql prompt cannot do more than the window allows. The study's owner (the role
/// that created it) owns every table and sees and changes everything. Each annotator logs in with a role of their own
/// and may:
/// - read the study's items, outputs, systems, dimensions, rubric, settings and files, and their own plan;
/// - insert, change and delete only their own ratings, preferences, differences (origin: their name), coherence
///   labels, masks, reviews, completions, sessions, submissions and revisions;
/// - see no other annotator's judgements, no metric scores, embeddings, judge votes or gold answers (rows of those
///   tables are invisible to them), and the ground truth's and detectors' differences, labels and masks;
/// - never change the plan, the items, the outputs or the settings (no privilege at all).
namespace studyaccess {

/// Turns on row-level security with the annotator policies on every table of `store`'s schema (idempotent; a study
/// file has nothing to secure and returns success). Run as the owner, when the study is created or published.
Status secure(StudyStore &store);

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
