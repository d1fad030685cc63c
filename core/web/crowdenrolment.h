#pragma once

#include "util/error.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core {

class StudyStore;

/// Open enrolment for crowd platforms, part of the study plan (stored in study_meta as "crowd.*", saved with the
/// plan by `editlens-cli plan STUDY --crowd ...`). Off unless `enabled`.
struct CrowdSettings
{
    bool enabled = false;
    int itemsPerParticipant = 10; ///< items a participant is given (fewer when the study has fewer free places)
    int ratersPerItem = 3;        ///< K: each item is given to at most K participants at once
    /// Query parameters the platform appends to the study link (Prolific's names by default).
    QString participantParam = QStringLiteral("PROLIFIC_PID");
    QString studyParam = QStringLiteral("STUDY_ID");
    QString sessionParam = QStringLiteral("SESSION_ID");
    QString completionCode;  ///< shown on the done page ("" = none)
    QString completionUrl;   ///< the done page sends the participant here ("" = none); may hold "{code}"
    int abandonMinutes = 60; ///< a participant silent this long frees their unsubmitted items
    int tokenHours = 48;     ///< how long a participant's session token lasts
    /// The plan's scope as `plan` was given it (PlanOptions: --items, --systems, --gold), which a participant's plan
    /// is built with. Empty items or systems = every one.
    QVector<qint64> items;
    QStringList systems;
    QVector<qint64> goldItems;
};

Result<CrowdSettings> loadCrowdSettings(StudyStore &store);
/// Checks the settings (K ≥ 1, items ≥ 1, minutes ≥ 1, parameter names [A-Za-z0-9_]{1,40}, the URL http(s)) and
/// saves them in one transaction; an invalid setting is refused with the reason and nothing is written.
Status saveCrowdSettings(StudyStore &store, const CrowdSettings &settings);

/// One crowd participant: the annotator EditLens made for them and the platform's ids (table web_participants).
struct CrowdParticipant
{
    QString annotator; ///< "crowd-<participant id>", see CrowdEnrolment::annotatorName
    QString participantId;
    QString studyId;
    QString sessionId;
    QDateTime enrolled;    ///< UTC
    QDateTime lastSeen;    ///< UTC
    bool released = false; ///< abandoned: unsubmitted items were given back
};

/// Enrolment of crowd participants into a study with a plan (open enrolment, CrowdSettings::enabled).
///
/// The assignment rule: a new participant gets up to `itemsPerParticipant` items, chosen among the items the plan
/// covers whose number of holders is below K (a holder: a participant or planned annotator who submitted the item,
/// or holds it unsubmitted and was seen within `abandonMinutes`), fewest holders first, ties broken by the study
/// seed's shuffle of the items (StudyPlan::permutation, seeded with StudyPlan::annotatorSeed(seed, "crowd")). The
/// participant's plan over those items is StudyPlan::build's (blinding, output order, pairs, gold items as for any
/// annotator) and is stored with PlanStore::replaceAssignmentsInTransaction. Enrolment, release and top-up run in
/// one write transaction, which on PostgreSQL also takes a transaction-level advisory lock, so that several `serve`
/// processes never give an item to more than K holders.
///
/// A participant who comes back (same participant id) keeps their annotator and plan. One who was silent for
/// `abandonMinutes` loses their unsubmitted items (they go back to the pool) and, on return, is topped up with free
/// items to `itemsPerParticipant` in all. Same thread as the store.
class CrowdEnrolment
{
public:
    CrowdEnrolment(StudyStore &store, CrowdSettings settings);

    /// The annotator name for a platform participant id: "crowd-" + id. Ids are [A-Za-z0-9_-]{1,64}; others are
    /// refused (nullopt).
    static std::optional<QString> annotatorName(const QString &participantId);
    /// The words enrol() refuses a new participant with when no item has a free place (the server's 503 page).
    static QString allPlacesTakenText();

    /// Enrols (or finds) the participant and returns their annotator name. First releases the abandoned
    /// participants' items. Refused when the id is malformed, or when the participant is new and no item has a free
    /// place ("all places are taken").
    Result<QString> enrol(const QString &participantId, const QString &studyId, const QString &sessionId,
                          const QDateTime &now);
    /// Records that `annotator` was active at `now` (answer, item request); cheap, one UPDATE.
    Status touch(const QString &annotator, const QDateTime &now);
    /// Releases every participant silent since before now - abandonMinutes: their unsubmitted plan rows are deleted
    /// (answers they gave stay). Returns how many participants were released.
    Result<int> releaseAbandoned(const QDateTime &now);
    /// The participant behind `annotator`, nullopt for an annotator who did not come through enrolment.
    Result<std::optional<CrowdParticipant>> participant(const QString &annotator) const;
    Result<QVector<CrowdParticipant>> participants() const;

private:
    StudyStore &m_store;
    CrowdSettings m_settings;
};

} // namespace editlens::core
