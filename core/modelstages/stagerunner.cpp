#include "modelstages/stagerunner.h"

#include "endpoint/chatclient.h"
#include "modelstages/cancelwatch.h"
#include "modelstages/groundstage.h"
#include "modelstages/stageanswers.h"
#include "modelstages/stagerequests.h"
#include "modelstages/stagestorage.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"
#include "study/modeljudge.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <cmath>
#include <optional>

namespace editlens::core::modelstages {

namespace {

/// One run of the stages: the answers of the cache and of the endpoint, read and stored as they arrive.
class StageRun
{
public:
    StageRun(StudyStore &store, RequestBuilder &builder, const ProgressCallback &progress)
        : m_store(store)
        , m_builder(builder)
        , m_progress(progress)
        , m_calls(store)
    {
        for (const QString &stage : callStageNames())
            if (wantsRow(stage))
                m_summary.rows.push_back({stage});
    }

    /// Answers `requests` from the cache and the endpoint; false when the run must end (stopped, cancelled, an
    /// error in `m_error`).
    bool answer(const QVector<StageRequest> &requests, qint64 budget);
    void storeOverallScores();
    QVector<StageRequest> coherenceRound();
    /// Counts requests another stage sent (grounding), so that --max-requests bounds the whole run.
    void countAsked(qint64 requests) { m_asked += requests; }

    StageRunSummary m_summary;
    std::optional<Error> m_error;
    qint64 m_total = 0;

private:
    bool wantsRow(const QString &stage) const
    {
        if (stage == QLatin1String("parse"))
            return m_builder.wants(QStringLiteral("parse"));
        if (stage.startsWith(QLatin1String("dice")))
            return m_builder.wants(QStringLiteral("dice"));
        if (stage == QLatin1String("judge-pair"))
            return m_builder.wants(QStringLiteral("judge")) && m_builder.options().pairwise;
        return m_builder.wants(QStringLiteral("judge"));
    }
    StageRunRow &row(const QString &stage)
    {
        for (StageRunRow &r : m_summary.rows)
            if (r.stage == stage)
                return r;
        m_summary.rows.push_back({stage});
        return m_summary.rows.back();
    }
    void fail(const Error &e)
    {
        if (!m_error)
            m_error = e;
        m_cancel = true;
    }
    void tick()
    {
        ++m_done;
        if (!reportProgress(m_progress, m_done, m_total)) {
            m_cancel = true;
            m_cancelled = true;
        }
    }
    void noteCancel()
    {
        if (m_cancelled && !m_summary.stopped) {
            m_summary.stopped = true;
            m_summary.stopReason = QCoreApplication::translate("ModelStages", "cancelled");
        }
    }
    /// Reads `raw` for `r` and stores what it yields; counts it on its row.
    void use(const StageRequest &r, const QString &raw, bool fromCache);
    Status store(const StageRequest &r, const ReadAnswer &read, StageRunRow &counts);

    StudyStore &m_store;
    RequestBuilder &m_builder;
    ProgressCallback m_progress;
    ModelCallStore m_calls;
    std::atomic_bool m_cancel{false};
    bool m_cancelled = false;
    qint64 m_done = 0;
    qint64 m_asked = 0;
    struct PointScores
    {
        std::optional<double> sc, pq;
    };
    QHash<qint64, PointScores> m_pointScores;                  // by output id
    QVector<QPair<StageRequest, QVector<Difference>>> m_found; // dice-detect answers read in this run, with ids
};

void StageRun::use(const StageRequest &r, const QString &raw, bool fromCache)
{
    StageRunRow &counts = row(r.call.stage);
    const ReadAnswer read = readAnswer(r, raw, m_builder.options().boxConvention);
    if (fromCache) {
        ++counts.fromCache;
    } else {
        ModelCall call = r.call;
        call.raw = raw;
        call.parsed = read.ok ? read.json : QString();
        call.status = read.ok ? QStringLiteral("ok") : QStringLiteral("unparseable");
        call.error = read.error;
        // The answer is kept before anything is stored from it: a run killed in between answers from the cache.
        if (Status s = m_calls.record(call); !s)
            return fail(s.error());
    }
    if (!read.ok) {
        ++counts.unparseable;
        return;
    }
    if (Status s = store(r, read, counts); !s)
        fail(s.error());
}

Status StageRun::store(const StageRequest &r, const ReadAnswer &read, StageRunRow &counts)
{
    const StageOptions &options = m_builder.options();
    const QString judge = judgeName(options.endpoint.model);
    switch (r.kind) {
    case RequestKind::Parse: {
        const Item *item = m_builder.item(r.itemId);
        if (!item)
            return Status::success();
        Result<ParseStored> stored =
            storeParse(m_store, *item, read.parse, options.endpoint.model, options.endpoint.name, r.call.requestKey);
        if (!stored)
            return stored.error();
        ++(stored.value() == ParseStored::Written ? counts.stored : counts.kept);
        return Status::success();
    }
    case RequestKind::DiceDetect: {
        QVector<Difference> differences = read.differences;
        for (Difference &d : differences) {
            d.originKind = OriginKind::Detector;
            d.origin = diceOrigin(options.endpoint.model);
        }
        Result<QVector<Difference>> stored =
            storeDetectorDifferences(m_store, r.itemId, r.outputId, diceOrigin(options.endpoint.model), differences);
        if (!stored)
            return stored.error();
        counts.stored += stored.value().size();
        m_found.push_back({r, stored.value()});
        return Status::success();
    }
    case RequestKind::DiceCoherence:
        if (Status s =
                storeDetectorCoherence(m_store, r.differenceId, diceOrigin(options.endpoint.model), read.coherence);
            !s)
            return s;
        ++counts.stored;
        return Status::success();
    case RequestKind::JudgeSc:
    case RequestKind::JudgePq: {
        const bool sc = r.kind == RequestKind::JudgeSc;
        if (Status s = storeScores(m_store, r.outputId,
                                   {Score{judge + (sc ? modeljudge::scSuffix : modeljudge::pqSuffix),
                                          m_builder.judgeVersion(), read.subScores.value}});
            !s)
            return s;
        (sc ? m_pointScores[r.outputId].sc : m_pointScores[r.outputId].pq) = read.subScores.value;
        ++counts.stored;
        return Status::success();
    }
    case RequestKind::JudgePair:
        if (Status s = storeJudgeVote(m_store, r.call.itemKey, JudgeVote{r.systemA, r.systemB, judge, read.verdict});
            !s)
            return s;
        ++counts.stored;
        return Status::success();
    }
    return Status::success();
}

bool StageRun::answer(const QVector<StageRequest> &requests, qint64 budget)
{
    QVector<StageRequest> toSend;
    for (const StageRequest &r : requests) {
        if (m_cancel)
            break;
        if (r.cached) {
            use(r, r.cached->raw, true);
            tick();
        } else {
            toSend << r;
        }
    }
    if (m_cancel) {
        noteCancel();
        return false;
    }
    if (budget >= 0 && toSend.size() > budget - m_asked) {
        const qint64 left = std::max<qint64>(0, budget - m_asked);
        m_summary.stopped = true;
        m_summary.stopReason =
            QCoreApplication::translate("ModelStages", "--max-requests %1 reached: %n request(s) not sent", nullptr,
                                        int(toSend.size() - left))
                .arg(budget);
        toSend.resize(left);
    }
    if (toSend.isEmpty())
        return !m_summary.stopped;

    QVector<endpoint::ChatRequest> chats;
    chats.reserve(toSend.size());
    for (const StageRequest &r : toSend)
        chats << r.chat;
    endpoint::ChatClient client(m_builder.options().endpoint);
    const CancelWatch watch(m_builder.options().cancel, [this] {
        m_cancel = true;
        m_cancelled = true;
    });
    const endpoint::ChatRunSummary sent = client.run(
        chats,
        [&](int index, const endpoint::ChatAnswer &a) {
            if (m_error)
                return;
            const StageRequest &r = toSend[index];
            StageRunRow &counts = row(r.call.stage);
            ++counts.asked;
            ++m_asked;
            if (a.promptTokens > 0)
                counts.promptTokens += a.promptTokens;
            if (a.completionTokens > 0)
                counts.completionTokens += a.completionTokens;
            if (a.ok) {
                ModelCall withUsage = r.call;
                withUsage.latencyMs = a.latencyMs;
                withUsage.promptTokens = a.promptTokens;
                withUsage.completionTokens = a.completionTokens;
                StageRequest answered = r;
                answered.call = withUsage;
                use(answered, a.content, false);
            } else {
                ++counts.failed;
                ModelCall call = r.call;
                call.status = QStringLiteral("failed");
                call.error = a.error;
                call.latencyMs = a.latencyMs;
                if (Status s = m_calls.record(call); !s)
                    fail(s.error());
            }
            tick();
        },
        &m_cancel);
    if (sent.stopped && !m_summary.stopped) {
        m_summary.stopped = true;
        m_summary.stopReason = sent.stopReason;
    }
    noteCancel();
    return !m_summary.stopped && !m_error;
}

void StageRun::storeOverallScores()
{
    // VIEScore's overall score O = sqrt(SC · PQ), once both dimensions of an output are known.
    const QString judge = judgeName(m_builder.options().endpoint.model);
    for (auto it = m_pointScores.cbegin(); it != m_pointScores.cend() && !m_error; ++it) {
        if (!it->sc || !it->pq)
            continue;
        if (Status s =
                storeScores(m_store, it.key(), {Score{judge, m_builder.judgeVersion(), std::sqrt(*it->sc * *it->pq)}});
            !s)
            return fail(s.error());
        ++row(QStringLiteral("judge-point")).stored;
    }
}

QVector<StageRequest> StageRun::coherenceRound()
{
    QVector<StageRequest> all;
    for (const auto &[detect, differences] : m_found) {
        Result<QVector<StageRequest>> more = m_builder.coherenceRequests(detect.itemId, detect.outputId, differences);
        if (!more) {
            fail(more.error());
            return {};
        }
        all += more.value();
    }
    return all;
}

/// The plan of `first` and of the coherence requests its cached detector answers lead to.
Result<StagePlan> planOf(RequestBuilder &builder, const QVector<StageRequest> &first)
{
    StagePlan plan;
    QHash<QString, QSet<QString>> images;
    auto rowOf = [&](const QString &stage) -> StagePlanRow & {
        for (StagePlanRow &r : plan.rows)
            if (r.stage == stage)
                return r;
        plan.rows.push_back({stage});
        return plan.rows.back();
    };
    for (const QString &stage : callStageNames()) {
        const bool wanted = stage == QLatin1String("parse")           ? builder.wants(QStringLiteral("parse"))
                            : stage.startsWith(QLatin1String("dice")) ? builder.wants(QStringLiteral("dice"))
                            : stage == QLatin1String("judge-pair")
                                ? builder.wants(QStringLiteral("judge")) && builder.options().pairwise
                                : builder.wants(QStringLiteral("judge"));
        if (wanted)
            rowOf(stage);
    }
    const auto count = [&](const StageRequest &r) {
        StagePlanRow &row = rowOf(r.call.stage);
        if (r.cached) {
            ++row.cached;
            return;
        }
        ++row.requests;
        for (const QString &sha : r.call.imageSha256)
            images[r.call.stage].insert(sha);
    };
    for (const StageRequest &r : first) {
        count(r);
        if (r.kind != RequestKind::DiceDetect)
            continue;
        if (!r.cached || r.cached->status != QLatin1String("ok")) {
            rowOf(QStringLiteral("dice-coherence")).growsWithAnswers = true;
            continue;
        }
        const ReadAnswer read = readAnswer(r, r.cached->raw, builder.options().boxConvention);
        if (!read.ok)
            continue;
        Result<QVector<StageRequest>> coherence = builder.coherenceRequests(r.itemId, r.outputId, read.differences);
        if (!coherence)
            return coherence.error();
        for (const StageRequest &c : coherence.value())
            count(c);
    }
    for (StagePlanRow &row : plan.rows)
        row.images = images.value(row.stage).size();
    return plan;
}

/// Adds the ground stage's row to `plan` (after parse's) when `options` asks for it. When the same run also asks for
/// parses not yet answered, the objects to locate may change with them (growsWithAnswers).
Status planGround(StudyStore &store, const StageOptions &options, StagePlan &plan)
{
    if (!options.stages.contains(QStringLiteral("ground")))
        return Status::success();
    Result<QVector<GroundRequest>> requests = groundRequests(store, options);
    if (!requests)
        return requests.error();
    StagePlanRow row{QStringLiteral("ground")};
    QSet<QString> images, keys;
    for (const GroundRequest &r : requests.value()) {
        if (r.cached) {
            ++row.cached;
            continue;
        }
        // Requests that ask the same are sent once (runGround).
        if (keys.contains(r.call.requestKey))
            continue;
        keys.insert(r.call.requestKey);
        ++row.requests;
        images.unite(QSet<QString>(r.call.imageSha256.cbegin(), r.call.imageSha256.cend()));
    }
    row.images = images.size();
    for (const StagePlanRow &r : plan.rows)
        if (r.stage == QLatin1String("parse") && r.requests > 0)
            row.growsWithAnswers = true;
    const bool parseFirst = !plan.rows.isEmpty() && plan.rows.first().stage == QLatin1String("parse");
    plan.rows.insert(parseFirst ? 1 : 0, row);
    return Status::success();
}

Error overBudget(const StagePlan &plan, qint64 maxRequests)
{
    return Error{
        QCoreApplication::translate("ModelStages",
                                    "the plan needs %1 requests, more than --max-requests %2; nothing was sent")
            .arg(plan.totalRequests())
            .arg(maxRequests)};
}

} // namespace

QStringList stageNames()
{
    return {QStringLiteral("parse"), QStringLiteral("ground"), QStringLiteral("dice"), QStringLiteral("judge")};
}

qint64 StagePlan::totalRequests() const
{
    qint64 n = 0;
    for (const StagePlanRow &r : rows)
        n += r.requests;
    return n;
}

namespace {

/// The first round's requests (cache looked up) and the plan of the whole run, ground's row included: what both
/// planStages and runStages start from.
Status prepareRun(StudyStore &store, const StageOptions &options, RequestBuilder &builder, QVector<StageRequest> &first,
                  StagePlan &plan)
{
    if (Status s = builder.prepare(); !s)
        return s;
    Result<QVector<StageRequest>> round = builder.firstRound();
    if (!round)
        return round.error();
    Result<StagePlan> planned = planOf(builder, round.value());
    if (!planned)
        return planned.error();
    first = std::move(round).value();
    plan = std::move(planned).value();
    return planGround(store, options, plan);
}

} // namespace

Result<StagePlan> planStages(StudyStore &store, const StageOptions &options)
{
    RequestBuilder builder(store, options);
    QVector<StageRequest> first;
    StagePlan plan;
    if (Status s = prepareRun(store, options, builder, first, plan); !s)
        return s.error();
    return plan;
}

Result<StageRunSummary> runStages(StudyStore &store, const StageOptions &options, const ProgressCallback &progress,
                                  const PlanCallback &beforeSending)
{
    if (Status s = options.endpoint.validate(); !s)
        return s.error();
    RequestBuilder builder(store, options);
    QVector<StageRequest> firstRound;
    StagePlan stagePlan;
    if (Status s = prepareRun(store, options, builder, firstRound, stagePlan); !s)
        return s.error();
    if (beforeSending && !beforeSending(stagePlan)) {
        StageRunSummary notStarted;
        notStarted.stopped = true;
        notStarted.stopReason = QCoreApplication::translate("ModelStages", "not started");
        return notStarted;
    }
    if (options.maxRequests >= 0 && stagePlan.totalRequests() > options.maxRequests)
        return overBudget(stagePlan, options.maxRequests);

    StageRun run(store, builder, progress);
    run.m_total = firstRound.size();
    const bool goOn = run.answer(firstRound, options.maxRequests);
    run.storeOverallScores();
    if (goOn && !run.m_error && options.stages.contains(QStringLiteral("ground"))) {
        // Grounding looks for the objects the item's parse names, so it follows the parses of this run.
        Result<QVector<GroundRequest>> requests = groundRequests(store, options);
        if (!requests)
            return requests.error();
        qint64 asked = 0;
        for (const StageRunRow &r : run.m_summary.rows)
            asked += r.asked;
        const qint64 offset = run.m_total;
        run.m_total += requests.value().size();
        Result<GroundRun> ground =
            runGround(store, options, requests.value(),
                      options.maxRequests >= 0 ? std::max<qint64>(0, options.maxRequests - asked) : -1,
                      [&](qint64 done, qint64) { return reportProgress(progress, offset + done, run.m_total); });
        if (!ground)
            return ground.error();
        run.countAsked(ground.value().row.asked);
        const qsizetype at =
            !run.m_summary.rows.isEmpty() && run.m_summary.rows.first().stage == QLatin1String("parse");
        run.m_summary.rows.insert(at, ground.value().row);
        if (ground.value().stopped) {
            run.m_summary.stopped = true;
            run.m_summary.stopReason = ground.value().stopReason;
            return run.m_summary;
        }
    }
    if (goOn && !run.m_error && builder.wants(QStringLiteral("dice"))) {
        // DICE's second stage asks about each difference its first stage found, so it follows the first round.
        QVector<StageRequest> coherence = run.coherenceRound();
        run.m_total += coherence.size();
        if (!run.m_error)
            run.answer(coherence, options.maxRequests);
    }
    if (run.m_error)
        return *run.m_error;
    return run.m_summary;
}

} // namespace editlens::core::modelstages
