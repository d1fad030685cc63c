// What the session page reads: the session, the current item and its images.
#include "document/studyplan.h"
#include "storage/planstore.h"
#include "storage/preferencestore.h"
#include "storage/sessionstore.h"
#include "storage/studystore.h"
#include "web/webapi_impl.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QUrl>

namespace editlens::core {

namespace {

QString sideName(PairSide side)
{
    switch (side) {
    case PairSide::Left:
        return QStringLiteral("left");
    case PairSide::Right:
        return QStringLiteral("right");
    case PairSide::Tie:
        return QStringLiteral("tie");
    case PairSide::BothBad:
        break;
    }
    return QStringLiteral("both_bad");
}

QJsonValue imageUrl(const std::optional<QString> &hash)
{
    return hash ? QJsonValue(QStringLiteral("/img/") + *hash) : QJsonValue(QJsonValue::Null);
}

} // namespace

Result<QVector<PlanAssignment>> WebApi::Impl::plan(const QString &annotator) const
{
    return PlanStore(store).assignments(annotator);
}

Result<QVector<PlanAssignment>> WebApi::Impl::planHolding(const QString &annotator, qint64 itemId)
{
    if (const auto known = plans.constFind(annotator); known != plans.cend())
        for (const PlanAssignment &a : *known)
            if (a.itemId == itemId)
                return *known;
    Result<QVector<PlanAssignment>> fresh = plan(annotator);
    if (fresh)
        plans.insert(annotator, fresh.value());
    return fresh;
}

Result<Item> WebApi::Impl::storedItem(qint64 itemId)
{
    if (const auto known = items.constFind(itemId); known != items.cend())
        return *known;
    Result<Item> stored = store.loadItem(itemId);
    if (!stored)
        return stored.error();
    Item item;
    item.id = stored.value().id;
    item.instruction = stored.value().instruction;
    item.sourcePath = stored.value().sourcePath;
    item.groundTruthPath = stored.value().groundTruthPath;
    for (const Output &o : std::as_const(stored.value().outputs)) {
        Output kept;
        kept.id = o.id;
        kept.system = o.system;
        kept.path = o.path;
        item.outputs.push_back(kept);
    }
    items.insert(itemId, item);
    return item;
}

Result<std::optional<WebItemView>> WebApi::Impl::itemView(const QString &annotator, const QVector<PlanAssignment> &plan,
                                                          qint64 itemId)
{
    int index = -1;
    for (int i = 0; i < plan.size() && index < 0; ++i)
        if (plan[i].itemId == itemId)
            index = i;
    if (index < 0)
        return std::optional<WebItemView>();
    Result<Item> stored = storedItem(itemId);
    if (!stored)
        return stored.error();
    // The desktop session's view of the item (blind labels in the annotator's order), then only the planned outputs
    // in the plan's order: the page gets what it is built from here, never the stored item.
    const Item shown = BlindView::fromPlan(settings, annotator, plan, true).displayItem(stored.value());
    WebItemView view;
    view.assignment = plan[index];
    view.index = index;
    view.total = int(plan.size());
    view.preference = StudyPlan::isPreferenceItem(settings, view.assignment);
    view.instruction = stored.value().instruction;
    view.sourcePath = stored.value().sourcePath;
    if (settings.showGroundTruth)
        view.targetPath = stored.value().groundTruthPath;
    QVector<qint64> order;
    for (const PlanOutput &p : std::as_const(view.assignment.outputs))
        order << p.outputId;
    if (order.isEmpty())
        for (const Output &o : shown.outputs)
            order << o.id;
    for (qint64 id : std::as_const(order))
        for (const Output &o : shown.outputs)
            if (o.id == id) {
                view.outputIds << o.id;
                view.labels << o.system;
                view.paths << o.path;
            }
    if (view.preference) {
        Item outputsShown = stored.value();
        outputsShown.outputs.clear();
        for (qint64 id : std::as_const(view.outputIds))
            outputsShown.outputs.push_back(*stored.value().findOutputById(id));
        const QVector<PlanPair> pairs = StudyPlan::plannedPairs(plan, outputsShown, settings.seed, annotator);
        for (const PlanPair &p : pairs) {
            const int left = int(view.outputIds.indexOf(p.leftOutput));
            const int right = int(view.outputIds.indexOf(p.rightOutput));
            if (left >= 0 && right >= 0) {
                view.pairs.push_back({left, right});
                view.planPairs.push_back(p);
            }
        }
    }
    return std::optional<WebItemView>(view);
}

Result<WebStanding> WebApi::Impl::standing(const QString &annotator,
                                           const std::optional<QVector<PlanAssignment>> &known) const
{
    WebStanding out;
    if (known) {
        out.plan = *known;
    } else {
        Result<QVector<PlanAssignment>> planned = plan(annotator);
        if (!planned)
            return planned.error();
        out.plan = planned.value();
    }
    if (out.plan.isEmpty())
        return out; // nothing planned: nothing to do (a personal link for a name outside the plan)
    Result<AnnotatorJudgements> judged = PlanStore(store).judgements(annotator);
    if (!judged)
        return judged.error();
    out.judged = judged.value();
    out.progress = StudyPlan::progress(settings, out.plan, dimensions, out.judged);
    // The first item of the order that is not done, as nextUnratedItem finds it.
    for (const PlanAssignment &a : std::as_const(out.plan))
        if (!out.next && StudyPlan::progress(settings, {a}, dimensions, out.judged).done == 0)
            out.next = a.itemId;
    return out;
}

QJsonObject WebApi::Impl::progressJson(const PlanProgress &progress)
{
    return {{QStringLiteral("done"), progress.done}, {QStringLiteral("total"), progress.total}};
}

QJsonObject WebApi::Impl::rubricJson() const
{
    const Rubric shown = localizedRubric(rubric);
    QJsonArray dimensions;
    for (const RubricDimension &d : shown.dimensions) {
        QJsonArray values;
        QJsonObject labels;
        for (double v : d.values()) {
            values.append(v);
            const QString label = d.labelFor(v);
            if (!label.isEmpty())
                labels.insert(QString::number(v), label);
        }
        dimensions.append(QJsonObject{{QStringLiteral("name"), d.name},
                                      {QStringLiteral("title"), dimensionTitle(d)},
                                      {QStringLiteral("help"), dimensionDescription(d)},
                                      {QStringLiteral("values"), values},
                                      {QStringLiteral("labels"), labels}});
    }
    return {{QStringLiteral("help"), shown.help}, {QStringLiteral("dimensions"), dimensions}};
}

QJsonObject WebApi::Impl::answersJson(const QString &annotator, const WebItemView &view) const
{
    QJsonArray ratings;
    QJsonArray preferences;
    if (view.preference) {
        PreferenceStore preferenceStore(store);
        for (int i = 0; i < view.planPairs.size(); ++i)
            for (const RubricDimension &d : rubric.dimensions) {
                const PreferenceKey key =
                    StudyPlan::preferenceKey(view.assignment.itemId, view.planPairs[i], d.name, annotator);
                Result<std::optional<PreferenceValue>> value = preferenceStore.preference(key);
                if (value && value.value())
                    preferences.append(QJsonObject{{QStringLiteral("pair"), i},
                                                   {QStringLiteral("dimension"), d.name},
                                                   {QStringLiteral("side"),
                                                    sideName(StudyPlan::sideOf(*value.value(), key.outputA))}});
            }
    } else {
        for (int i = 0; i < view.outputIds.size(); ++i)
            for (const RubricDimension &d : rubric.dimensions) {
                Result<std::optional<double>> value = store.rating(view.outputIds[i], d.name, annotator);
                if (value && value.value())
                    ratings.append(QJsonObject{{QStringLiteral("output"), i},
                                               {QStringLiteral("dimension"), d.name},
                                               {QStringLiteral("value"), *value.value()}});
            }
    }
    return {{QStringLiteral("ratings"), ratings}, {QStringLiteral("preferences"), preferences}};
}

void WebApi::Impl::endSession(const QString &annotator)
{
    const auto open = sessions.constFind(annotator);
    if (open == sessions.cend())
        return;
    const qint64 id = open->sessionId;
    sessions.erase(open);
    if (Status s = SessionStore(store).endSession(id); !s)
        qWarning("%s", qPrintable(s.error().toString()));
}

QJsonObject WebApi::Impl::sessionJson(const WebCaller &who, const WebStanding &standing) const
{
    const bool done = !standing.next;
    QJsonValue completion = QJsonValue::Null;
    // Only for work done: a participant whose items were all given back (and none could be given again) has an empty
    // plan, which is "done" without a single answer.
    if (done && standing.progress.total > 0 && who.kind == WebTokenClaims::Kind::Crowd
        && (!crowd.completionCode.isEmpty() || !crowd.completionUrl.isEmpty())) {
        QString url = crowd.completionUrl;
        url.replace(QLatin1String("{code}"), QString::fromLatin1(QUrl::toPercentEncoding(crowd.completionCode)));
        completion = QJsonObject{{QStringLiteral("code"), crowd.completionCode}, {QStringLiteral("url"), url}};
    }
    // The plan's kind of work, so that the instructions explain pairwise items before the first one comes.
    const QString task = settings.preference ? QStringLiteral("preference")
                         : settings.mixed    ? QStringLiteral("mixed")
                                             : QStringLiteral("rating");
    return {{QStringLiteral("annotator"), who.annotator},
            {QStringLiteral("task"), task},
            {QStringLiteral("instructions"), settings.instructions},
            {QStringLiteral("rubric"), rubricJson()},
            {QStringLiteral("breakMinutes"), settings.breakMinutes},
            {QStringLiteral("progress"), progressJson(standing.progress)},
            {QStringLiteral("done"), done},
            {QStringLiteral("doneMessage"), settings.doneMessage},
            {QStringLiteral("completion"), completion}};
}

WebResponse WebApi::Impl::session(const WebCaller &who)
{
    Result<WebStanding> now = standing(who.annotator);
    if (!now)
        return webresponse::studyError(now.error());
    plans.insert(who.annotator, now.value().plan);
    return webresponse::json(200, sessionJson(who, now.value()));
}

WebResponse WebApi::Impl::item(const WebCaller &who)
{
    Result<WebStanding> now = standing(who.annotator);
    if (!now)
        return webresponse::studyError(now.error());
    plans.insert(who.annotator, now.value().plan);
    if (!now.value().next) {
        endSession(who.annotator);
        return webresponse::json(200, sessionJson(who, now.value()));
    }
    Result<std::optional<WebItemView>> view = itemView(who.annotator, now.value().plan, *now.value().next);
    if (!view)
        return webresponse::studyError(view.error());
    if (!view.value())
        return webresponse::error(404, QCoreApplication::translate("WebApi", "This item is not in your plan."));
    const WebItemView &v = *view.value();
    Result<Submission> submission = SessionStore(store).submission(who.annotator, v.assignment.itemId);
    if (!submission)
        return webresponse::studyError(submission.error());

    // The time on an item runs from when it is shown until it is submitted or the annotator takes a break.
    if (sessions.value(who.annotator).itemId != v.assignment.itemId) {
        endSession(who.annotator);
        Result<qint64> opened = SessionStore(store).beginSession(who.annotator, v.assignment.itemId);
        if (!opened)
            return webresponse::studyError(opened.error());
        sessions.insert(who.annotator, {v.assignment.itemId, opened.value()});
    }

    QJsonArray outputs;
    for (int i = 0; i < v.outputIds.size(); ++i)
        outputs.append(QJsonObject{{QStringLiteral("index"), i},
                                   {QStringLiteral("label"), v.labels[i]},
                                   {QStringLiteral("image"), imageUrl(images->hashOf(v.paths[i]))}});
    QJsonArray pairs;
    for (int i = 0; i < v.pairs.size(); ++i)
        pairs.append(QJsonObject{{QStringLiteral("index"), i},
                                 {QStringLiteral("left"), v.pairs[i].first},
                                 {QStringLiteral("right"), v.pairs[i].second}});
    return webresponse::json(200,
                             {{QStringLiteral("done"), false},
                              {QStringLiteral("item"), v.assignment.itemId},
                              {QStringLiteral("position"), v.index + 1},
                              {QStringLiteral("total"), v.total},
                              {QStringLiteral("kind"),
                               v.preference ? QStringLiteral("preference") : QStringLiteral("rating")},
                              {QStringLiteral("instruction"), v.instruction},
                              {QStringLiteral("source"), imageUrl(images->hashOf(v.sourcePath))},
                              {QStringLiteral("target"), imageUrl(images->hashOf(v.targetPath))},
                              {QStringLiteral("outputs"), outputs},
                              {QStringLiteral("pairs"), pairs},
                              {QStringLiteral("answers"), answersJson(who.annotator, v)},
                              {QStringLiteral("editable"), !(settings.lockAfterSubmit && submission.value().locked)}});
}

WebResponse WebApi::Impl::image(const WebCaller &who, const QString &hash)
{
    const auto notFound = [] {
        return webresponse::error(404, QCoreApplication::translate("WebApi", "There is no such image."));
    };
    if (!WebImages::isHash(hash))
        return notFound();
    // The plan as last read (GET /api/item reads it afresh and shows the hashes); read here only when none is known.
    Result<QVector<PlanAssignment>> planned = plans.contains(who.annotator)
                                                  ? Result<QVector<PlanAssignment>>(plans.value(who.annotator))
                                                  : plan(who.annotator);
    if (!planned)
        return webresponse::studyError(planned.error());
    QVector<qint64> items;
    for (const PlanAssignment &a : std::as_const(planned.value()))
        items << a.itemId;
    // What the annotator may see: per planned item its source, the outputs the plan shows them and the ground truth
    // when the plan reveals it. Made again whenever the annotator's plan changed (a crowd participant's top-up).
    auto known = allowed.find(who.annotator);
    if (known == allowed.end() || known->items != items) {
        Allowed fresh;
        fresh.items = items;
        for (const PlanAssignment &a : std::as_const(planned.value())) {
            Result<Item> item = storedItem(a.itemId);
            if (!item)
                return webresponse::studyError(item.error());
            QStringList visible{item.value().sourcePath};
            if (settings.showGroundTruth)
                visible << item.value().groundTruthPath;
            for (const Output &o : std::as_const(item.value().outputs)) {
                bool planned = a.outputs.isEmpty();
                for (const PlanOutput &p : a.outputs)
                    planned = planned || p.outputId == o.id;
                if (planned)
                    visible << o.path;
            }
            for (const QString &path : std::as_const(visible))
                fresh.paths.insert(path);
        }
        known = allowed.insert(who.annotator, fresh);
    }
    // A hash is known once an item showing it was served (hashOf() when its JSON was made): no file is read or
    // hashed here for the items not yet shown.
    const std::optional<QString> path = images->pathOf(hash);
    if (!path || !known->paths.contains(*path))
        return notFound();
    const std::optional<QByteArray> bytes = images->read(*path);
    if (!bytes)
        return notFound();
    WebResponse r;
    r.contentType = WebImages::contentType(*bytes);
    r.body = *bytes;
    return r;
}

} // namespace editlens::core
