#pragma once

// The inside of WebApi, shared by its handler files (webapi.cpp: routing, tokens and pages; webapi_read.cpp: what
// the page reads; webapi_write.cpp: the answers). Not part of the library's interface.

#include "document/blindview.h"
#include "document/studyplan.h"
#include "study/plan.h"
#include "study/rubric.h"
#include "web/webapi.h"
#include "web/webimages.h"

#include <QJsonObject>
#include <QSet>

#include <optional>

namespace editlens::core {

/// Who a request's token speaks for.
struct WebCaller
{
    QString annotator;
    WebTokenClaims::Kind kind = WebTokenClaims::Kind::Link;
};

/// One planned item as this annotator is shown it: the outputs in display order with their labels (blind or
/// names), the pairs as shown, and what the annotator has answered. Built from the plan and the study only, so that
/// nothing else (scores, other annotators' answers, gold answers, boxes) can reach the page.
struct WebItemView
{
    PlanAssignment assignment;
    int index = 0; ///< in the annotator's plan
    int total = 0;
    bool preference = false;
    QString instruction;
    QString sourcePath;
    QString targetPath;             ///< "" unless the plan reveals ground truth
    QVector<qint64> outputIds;      ///< display order
    QStringList labels;             ///< display order
    QStringList paths;              ///< display order
    QVector<QPair<int, int>> pairs; ///< output indices, left first
    QVector<PlanPair> planPairs;    ///< the same pairs as output ids
};

/// Where an annotator stands in their plan: the plan, what they judged, their progress and the next item to show
/// (StudyPlan::nextUnratedItem's answer, from these two reads instead of its own).
struct WebStanding
{
    QVector<PlanAssignment> plan;
    AnnotatorJudgements judged;
    PlanProgress progress;
    std::optional<qint64> next; ///< nullopt: all done (or nothing planned)
};

struct WebApi::Impl
{
    Impl(StudyStore &s, WebApiOptions o);

    StudyStore &store;
    WebApiOptions options;
    std::function<QDateTime()> now;
    bool loaded = false;
    PlanSettings settings;
    Rubric rubric;
    QStringList dimensions; ///< the rubric's dimension names: the questions of every item
    CrowdSettings crowd;
    std::optional<WebTokens> tokens;
    std::optional<WebImages> images;
    RateLimiter answers;
    RateLimiter joins;
    struct OpenSession
    {
        qint64 itemId = 0;
        qint64 sessionId = 0;
    };
    QHash<QString, OpenSession> sessions; ///< annotator → the item session /api/item opened
    QHash<QString, QDateTime> touched;    ///< crowd annotator → when CrowdEnrolment::touch last recorded them
    static constexpr int touchSeconds = 30;
    /// Item id → the item's outputs, paths and instruction, without anything judged or measured: what the page is
    /// built from. Remembered while serving (an answer then costs no read of the item's ever-growing ratings).
    QHash<qint64, Item> items;
    struct Allowed
    {
        QVector<qint64> items; ///< the plan the paths were read from
        QSet<QString> paths;   ///< root-relative paths of the images they may see
    };
    QHash<QString, Allowed> allowed; ///< annotator → the images they may see
    /// Annotator → their plan as last read: what an answer is checked against, so that it costs no read of the
    /// whole plan. A plan changes only by enrolment and release (perhaps on another worker or server), so each answer
    /// checks in its write transaction that its item is still planned, and a GET reads the plan afresh.
    QHash<QString, QVector<PlanAssignment>> plans;

    // webapi.cpp
    std::optional<WebCaller> caller(const WebRequest &request) const;
    std::optional<WebResponse> refuseWrite(const WebRequest &request, const WebCaller &who);
    QString nowText() const;
    void touch(const WebCaller &who);
    Status topUp(const WebCaller &who);
    WebResponse join(const WebRequest &request);

    // webapi_read.cpp
    WebResponse session(const WebCaller &who);
    WebResponse item(const WebCaller &who);
    WebResponse image(const WebCaller &who, const QString &hash);
    Result<QVector<PlanAssignment>> plan(const QString &annotator) const;
    /// The remembered plan when it holds `itemId`, else the plan read afresh (and remembered).
    Result<QVector<PlanAssignment>> planHolding(const QString &annotator, qint64 itemId);
    /// The view of planned item `itemId`; nullopt when it is not in `plan`.
    Result<std::optional<WebItemView>> itemView(const QString &annotator, const QVector<PlanAssignment> &plan,
                                                qint64 itemId);
    /// The annotator's standing; `plan` when the caller has read it already.
    Result<WebStanding> standing(const QString &annotator,
                                 const std::optional<QVector<PlanAssignment>> &plan = std::nullopt) const;
    static QJsonObject progressJson(const PlanProgress &progress);
    /// The progress after a committed write, for its acknowledgement (null when it cannot be read).
    QJsonValue progressAfter(const QString &annotator, const QVector<PlanAssignment> &plan) const;
    /// The session's JSON (also /api/item's once all is done).
    QJsonObject sessionJson(const WebCaller &who, const WebStanding &standing) const;
    QJsonObject rubricJson() const;
    QJsonObject answersJson(const QString &annotator, const WebItemView &view) const;
    Result<Item> storedItem(qint64 itemId);
    void endSession(const QString &annotator);

    // webapi_write.cpp
    /// Whether `itemId` is in the annotator's stored plan: an answer's check inside its write transaction.
    Result<bool> stillPlanned(const QString &annotator, qint64 itemId) const;
    WebResponse answer(const WebRequest &request, const WebCaller &who);
    WebResponse submit(const WebRequest &request, const WebCaller &who);
    WebResponse pause(const WebRequest &request, const WebCaller &who);
};

/// Responses every handler file makes.
namespace webresponse {
void addHeader(WebResponse &response, const QByteArray &name, const QByteArray &value);
WebResponse json(int status, const QJsonObject &object);
WebResponse error(int status, const QString &message);
/// A page made from message.html: title and text HTML-escaped.
WebResponse page(int status, const QString &title, const QString &text);
/// 500 for a study that could not be read or written; the reason goes to the log, not to the participant.
WebResponse studyError(const Error &error);
} // namespace webresponse

} // namespace editlens::core
