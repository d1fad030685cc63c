// The answers: every write is validated in full first, then made in one write transaction that checks the
// submission lock again, and acknowledged only after it committed.
#include "document/studyplan.h"
#include "storage/planstore.h"
#include "storage/preferencestore.h"
#include "storage/sessionstore.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "util/utf8text.h"
#include "web/webapi_impl.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

#include <cmath>

namespace editlens::core {

namespace {

/// A refusal or the body's object.
struct Body
{
    std::optional<WebResponse> refused;
    QJsonObject object;
};

/// The body as a JSON object with exactly one of the field sets `shapes` (an empty set: `{}`).
Body parseBody(const QByteArray &bytes, const QVector<QStringList> &shapes)
{
    Body body;
    const auto malformed = [&body](const QString &why) {
        body.refused = webresponse::error(400, why);
        return body;
    };
    if (firstInvalidUtf8(bytes).byteOffset >= 0)
        return malformed(QCoreApplication::translate("WebApi", "The request is not valid UTF-8."));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return malformed(QCoreApplication::translate("WebApi", "The request is not valid JSON."));
    if (!document.isObject())
        return malformed(QCoreApplication::translate("WebApi", "The request must be a JSON object."));
    body.object = document.object();
    QStringList keys = body.object.keys();
    keys.sort();
    for (QStringList shape : shapes) {
        shape.sort();
        if (shape == keys)
            return body;
    }
    return malformed(QCoreApplication::translate("WebApi", "The request has missing or unknown fields."));
}

/// An integer JSON number (a whole number a double holds exactly); nullopt for anything else.
std::optional<qint64> integerOf(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    constexpr double exact = 9007199254740992.0; // 2^53
    if (!std::isfinite(d) || std::floor(d) != d || std::abs(d) > exact)
        return std::nullopt;
    return qint64(d);
}

std::optional<PairSide> sideFrom(const QString &name)
{
    if (name == QLatin1String("left"))
        return PairSide::Left;
    if (name == QLatin1String("right"))
        return PairSide::Right;
    if (name == QLatin1String("tie"))
        return PairSide::Tie;
    if (name == QLatin1String("both_bad"))
        return PairSide::BothBad;
    return std::nullopt;
}

WebResponse badType(const QString &field)
{
    return webresponse::error(400,
                              QCoreApplication::translate("WebApi", "The field '%1' has the wrong type.").arg(field));
}

WebResponse lockedResponse()
{
    return webresponse::error(409, QCoreApplication::translate("WebApi", "This item was submitted and is locked."));
}

} // namespace

Result<bool> WebApi::Impl::stillPlanned(const QString &annotator, qint64 itemId) const
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT 1 FROM plan_assignments pa JOIN annotators a ON a.id = pa.annotator_id"
                             " WHERE a.name = ? AND pa.item_id = ?"));
    q.addBindValue(annotator);
    q.addBindValue(itemId);
    if (Status s = execOrFail(q, QCoreApplication::translate("WebApi", "cannot read the study plan"), store.filePath());
        !s)
        return s.error();
    return q.next();
}

QJsonValue WebApi::Impl::progressAfter(const QString &annotator, const QVector<PlanAssignment> &plan) const
{
    // The answer is committed whatever this read does: a failure here costs the page its progress bar only.
    Result<WebStanding> now = standing(annotator, plan);
    if (!now) {
        qWarning("%s", qPrintable(now.error().toString()));
        return QJsonValue::Null;
    }
    return progressJson(now.value().progress);
}

WebResponse WebApi::Impl::answer(const WebRequest &request, const WebCaller &who)
{
    const QStringList rating{QStringLiteral("item"), QStringLiteral("output"), QStringLiteral("dimension"),
                             QStringLiteral("value")};
    const QStringList preference{QStringLiteral("item"), QStringLiteral("pair"), QStringLiteral("dimension"),
                                 QStringLiteral("side")};
    const Body body = parseBody(request.body, {rating, preference});
    if (body.refused)
        return *body.refused;
    const QJsonObject &o = body.object;
    const bool isRating = o.contains(QLatin1String("output"));

    // Types first: a request of the wrong shape is malformed whatever it names.
    const std::optional<qint64> itemId = integerOf(o.value(QLatin1String("item")));
    if (!itemId)
        return badType(QStringLiteral("item"));
    const QString indexField = isRating ? QStringLiteral("output") : QStringLiteral("pair");
    const std::optional<qint64> index = integerOf(o.value(indexField));
    if (!index)
        return badType(indexField);
    if (!o.value(QLatin1String("dimension")).isString())
        return badType(QStringLiteral("dimension"));
    const QString dimensionName = o.value(QLatin1String("dimension")).toString();
    const QJsonValue answerValue = o.value(isRating ? QLatin1String("value") : QLatin1String("side"));
    if (!answerValue.isNull() && !(isRating ? answerValue.isDouble() : answerValue.isString()))
        return badType(isRating ? QStringLiteral("value") : QStringLiteral("side"));

    // Then what it names: this annotator's planned item, a question the item asks, a value on the scale.
    Result<QVector<PlanAssignment>> planned = planHolding(who.annotator, *itemId);
    if (!planned)
        return webresponse::studyError(planned.error());
    Result<std::optional<WebItemView>> view = itemView(who.annotator, planned.value(), *itemId);
    if (!view)
        return webresponse::studyError(view.error());
    if (!view.value())
        return webresponse::error(404, QCoreApplication::translate("WebApi", "This item is not in your plan."));
    const WebItemView &v = *view.value();
    if (v.preference == isRating)
        return webresponse::error(
            404, isRating ? QCoreApplication::translate("WebApi", "This item asks for preferences, not ratings.")
                          : QCoreApplication::translate("WebApi", "This item asks for ratings, not preferences."));
    const qint64 count = isRating ? v.outputIds.size() : v.pairs.size();
    if (*index < 0 || *index >= count)
        return webresponse::error(404, isRating ? QCoreApplication::translate("WebApi", "There is no such output.")
                                                : QCoreApplication::translate("WebApi", "There is no such pair."));
    const RubricDimension *dimension = rubric.findDimension(dimensionName);
    if (!dimension)
        return webresponse::error(404, QCoreApplication::translate("WebApi", "There is no such question."));
    std::optional<double> value;
    std::optional<PairSide> side;
    if (isRating && !answerValue.isNull()) {
        value = answerValue.toDouble();
        if (!dimension->accepts(*value))
            return webresponse::error(422, QCoreApplication::translate("WebApi",
                                                                       "That answer is not on the question's scale."));
        // Stored as the scale's own value (4, not the 4.0000001 a client may send), as the desktop's buttons store it.
        for (double v : dimension->values())
            if (std::abs(v - *value) < std::abs(dimension->step) / 1000.0 + 1e-12)
                value = v;
    }
    if (!isRating && !answerValue.isNull()) {
        side = sideFrom(answerValue.toString());
        if (!side)
            return webresponse::error(422,
                                      QCoreApplication::translate("WebApi", "That answer is not one of the choices."));
    }

    bool locked = false;
    bool unplanned = false;
    const QString at = nowText();
    Status written = runInWriteTransaction(
        store.database(), store.dialect(), store.filePath(),
        QCoreApplication::translate("WebApi", "cannot save the answer"), [&]() -> Status {
            // The plan above may be remembered from an earlier request; the item may have been given back since.
            Result<bool> stillMine = stillPlanned(who.annotator, *itemId);
            if (!stillMine)
                return stillMine.error();
            if (!stillMine.value()) {
                unplanned = true;
                return Error{QCoreApplication::translate("WebApi", "the item is no longer planned")};
            }
            if (settings.lockAfterSubmit) {
                Result<Submission> submission = SessionStore(store).submission(who.annotator, *itemId);
                if (!submission)
                    return submission.error();
                if (submission.value().locked) {
                    locked = true;
                    return Error{QCoreApplication::translate("WebApi", "the item is locked")};
                }
            }
            if (isRating) {
                const qint64 outputId = v.outputIds[int(*index)];
                if (!value)
                    return store.clearRating(outputId, dimension->name, who.annotator);
                Result<qint64> row = store.setRatingInTransaction(outputId, dimension->name, who.annotator, *value, at);
                return row ? Status::success() : Status(row.error());
            }
            const PlanPair &pair = v.planPairs[int(*index)];
            const PreferenceKey key = StudyPlan::preferenceKey(*itemId, pair, dimension->name, who.annotator);
            return PreferenceStore(store).setPreferenceInTransaction(
                key, side ? std::optional(StudyPlan::preferenceValue(pair, *side)) : std::nullopt, at);
        });
    if (unplanned) {
        plans.remove(who.annotator);
        return webresponse::error(404, QCoreApplication::translate("WebApi", "This item is not in your plan."));
    }
    if (locked)
        return lockedResponse();
    if (!written)
        return webresponse::studyError(written.error());
    return webresponse::json(200, {{QStringLiteral("saved"), true},
                                   {QStringLiteral("progress"), progressAfter(who.annotator, planned.value())}});
}

WebResponse WebApi::Impl::submit(const WebRequest &request, const WebCaller &who)
{
    const Body body = parseBody(request.body, {{QStringLiteral("item")}});
    if (body.refused)
        return *body.refused;
    const std::optional<qint64> itemId = integerOf(body.object.value(QLatin1String("item")));
    if (!itemId)
        return badType(QStringLiteral("item"));
    Result<QVector<PlanAssignment>> planned = plan(who.annotator);
    if (!planned)
        return webresponse::studyError(planned.error());
    Result<std::optional<WebItemView>> view = itemView(who.annotator, planned.value(), *itemId);
    if (!view)
        return webresponse::studyError(view.error());
    if (!view.value())
        return webresponse::error(404, QCoreApplication::translate("WebApi", "This item is not in your plan."));
    const WebItemView &v = *view.value();

    // Every question the item asks must have an answer, as the desktop session's Submit requires.
    Result<AnnotatorJudgements> judged = PlanStore(store).judgements(who.annotator);
    if (!judged)
        return webresponse::studyError(judged.error());
    int missing = 0;
    for (const RubricDimension &d : rubric.dimensions) {
        if (v.preference) {
            for (const PlanPair &p : v.planPairs)
                missing += judged.value().hasPreferred(p.leftOutput, p.rightOutput, d.name) ? 0 : 1;
        } else {
            for (qint64 output : v.outputIds)
                missing += judged.value().hasRated(output, d.name) ? 0 : 1;
        }
    }
    if (missing > 0) {
        //: %n questions of the item have no answer yet
        return webresponse::json(409, {{QStringLiteral("error"),
                                        QCoreApplication::translate("WebApi", "%n question(s) still need an answer.",
                                                                    nullptr, missing)},
                                       {QStringLiteral("missing"), missing}});
    }

    bool locked = false;
    const QString at = nowText();
    Status written =
        runInWriteTransaction(store.database(), store.dialect(), store.filePath(),
                              QCoreApplication::translate("WebApi", "cannot submit the item"), [&]() -> Status {
                                  SessionStore sessions(store);
                                  Result<Submission> submission = sessions.submission(who.annotator, *itemId);
                                  if (!submission)
                                      return submission.error();
                                  if (submission.value().locked && settings.lockAfterSubmit) {
                                      locked = true;
                                      return Error{QCoreApplication::translate("WebApi", "the item is locked")};
                                  }
                                  return sessions.submitItemInTransaction(who.annotator, *itemId, at);
                              });
    if (locked)
        return lockedResponse();
    if (!written)
        return webresponse::studyError(written.error());
    if (sessions.value(who.annotator).itemId == *itemId)
        endSession(who.annotator);
    return webresponse::json(200, {{QStringLiteral("submitted"), true},
                                   {QStringLiteral("progress"), progressAfter(who.annotator, planned.value())}});
}

WebResponse WebApi::Impl::pause(const WebRequest &request, const WebCaller &who)
{
    const Body body = parseBody(request.body, {QStringList()});
    if (body.refused)
        return *body.refused;
    endSession(who.annotator);
    return webresponse::json(200, {{QStringLiteral("paused"), true}});
}

} // namespace editlens::core
