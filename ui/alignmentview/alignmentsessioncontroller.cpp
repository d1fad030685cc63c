#include "alignmentsessioncontroller.h"

#include "document/studydocument.h"
#include "storage/annotatorexclusions.h"
#include "storage/studystore.h"

#include <QTimer>

#include <cmath>

namespace editlens::ui {

using namespace core::alignment;

/// What a build hands back: a session built off the GUI thread, and what the controller needs beside it.
struct AlignmentSessionController::Built
{
    std::unique_ptr<AlignmentSession> session;
    QHash<QString, ItemInfo> items;
    QHash<qint64, OutputKey> outputs;
    QString studyFile;
    QString error;
    std::optional<QSet<QString>> excluded; ///< read with the study: the annotators it leaves out of alignment
};

namespace {

constexpr int refreshDelayMs = 250; // the slower results wait for a pause in the ratings

} // namespace

AlignmentSessionController::AlignmentSessionController(QObject *parent)
    : QObject(parent)
    , m_refreshTimer(new QTimer(this))
    , m_build(this)
    , m_scatter(this)
    , m_intervals(this, LatestJob::Overlap::Queued) // one bootstrap at a time: it is the slow part
{
    m_options.bootstrap = 0; // the live session stays incremental; the CIs follow on a worker (refreshDerived)
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(refreshDelayMs);
    connect(m_refreshTimer, &QTimer::timeout, this, &AlignmentSessionController::refreshDerived);
}

AlignmentSessionController::~AlignmentSessionController() = default;

void AlignmentSessionController::setOptions(const AlignmentOptions &options)
{
    m_options = options;
    m_options.bootstrap = 0;
    rebuild();
}

void AlignmentSessionController::setIntervalResamples(int resamples)
{
    m_resamples = std::max(0, resamples);
}

void AlignmentSessionController::setSelection(const QString &dimension, const QString &metric)
{
    m_dimension = dimension;
    m_metric = metric;
}

void AlignmentSessionController::rebuild()
{
    if (!m_session)
        return;
    const AlignmentOptions o = m_options;
    const RatingTable snapshot = m_session->table(); // every output: the new subset is chosen from all of them
    auto items = m_items;
    auto outputs = m_outputs;
    const QString file = m_studyFile;
    startBuild(Build::Recompute, [snapshot, o, items, outputs, file] {
        auto built = std::make_shared<Built>();
        built->session = std::make_unique<AlignmentSession>(snapshot, o);
        built->items = items;
        built->outputs = outputs;
        built->studyFile = file;
        return built;
    });
}

void AlignmentSessionController::loadStudy(const QString &studyFile)
{
    if (studyFile != m_studyFile)
        clear(); // another study: nothing of the old one may show while the new one is read
    m_studyFile = studyFile;
    const AlignmentOptions o = m_options;
    startBuild(Build::ReadStudy, [studyFile, o](const StopToken &stop) {
        auto built = std::make_shared<Built>();
        built->studyFile = studyFile;
        auto store = core::StudyStore::open(studyFile); // this thread's own connection
        if (!store) {
            built->error = store.error().toString();
            return built;
        }
        auto data = store.value()->load(stop.asProgressCallback()); // a newer build stops the reading
        if (!data) {
            built->error = data.error().toString();
            return built;
        }
        // The annotators the study leaves out of alignment (the Annotators dock's choice): not on the human side.
        const auto excluded = core::exclusionsInForce(*store.value());
        if (!excluded) {
            built->error = excluded.error().toString();
            return built;
        }
        const QStringList names = core::excludedNames(excluded.value());
        core::leaveOutAnnotators(data.value(), names);
        built->excluded = QSet<QString>(names.cbegin(), names.cend());
        for (const core::Item &item : data.value().items)
            for (const core::Output &output : item.outputs)
                built->outputs.insert(output.id, {output.system, item.key});
        built->items = itemInfoFromStudy(data.value());
        built->session = std::make_unique<AlignmentSession>(RatingTable::fromStudy(data.value()), o);
        return built;
    });
}

void AlignmentSessionController::setTable(RatingTable table, QHash<QString, ItemInfo> items,
                                          QHash<qint64, OutputKey> outputs)
{
    m_build.cancel(); // a build in flight is stale now
    m_pending.clear();
    auto built = std::make_shared<Built>();
    built->session = std::make_unique<AlignmentSession>(std::move(table), m_options);
    built->items = std::move(items);
    built->outputs = std::move(outputs);
    built->studyFile = m_studyFile;
    install(built);
}

void AlignmentSessionController::clear()
{
    m_build.cancel();
    m_scatter.cancel();
    m_intervals.cancel();
    m_pending.clear();
    m_session.reset();
    m_items.clear();
    m_outputs.clear();
    m_studyFile.clear();
    m_excluded.clear();
    m_refreshTimer->stop();
    Q_EMIT cleared();
}

template<typename Work>
void AlignmentSessionController::startBuild(Build build, Work work)
{
    m_pending.clear(); // the snapshot the worker starts from holds everything applied so far
    m_build.start(std::move(work), [this](const std::shared_ptr<Built> &built) {
        if (!built->error.isEmpty()) {
            m_pending.clear();
            Q_EMIT loadFailed(built->error);
            return;
        }
        for (const PendingRating &r : m_pending)
            if (!built->excluded || !built->excluded->contains(r.annotator))
                built->session->setRating(r.dimension, r.annotator, r.system, r.itemKey, r.value);
        m_pending.clear();
        install(built);
    });
    Q_EMIT buildStarted(build);
}

void AlignmentSessionController::install(const std::shared_ptr<Built> &built)
{
    m_session = std::move(built->session);
    m_items = std::move(built->items);
    m_outputs = std::move(built->outputs);
    m_studyFile = built->studyFile;
    if (built->excluded)
        m_excluded = *built->excluded;
    Q_EMIT installed(); // the receiver may change the selection; the slower results follow it
    refreshDerived();
}

void AlignmentSessionController::applyRating(const QString &dimension, const QString &annotator, const QString &system,
                                             const QString &itemKey, std::optional<double> value)
{
    if (m_excluded.contains(annotator)) // left out of alignment: their ratings never reach the tables
        return;
    const double v = value ? *value : std::nan("");
    if (isBuilding())
        m_pending.push_back({dimension, annotator, system, itemKey, v});
    if (!m_session)
        return;
    if (m_options.subset.extremes) {
        // One rating can move a threshold and so the whole subset: the session takes the rating without recomputing,
        // and a rebuild on a worker (the latest wins) brings the tables up to date without blocking this thread.
        m_session->setRatingDeferred(dimension, annotator, system, itemKey, v);
        rebuild();
        return;
    }
    m_session->setRating(dimension, annotator, system, itemKey, v);
    Q_EMIT ratingApplied();
    m_refreshTimer->start();
}

void AlignmentSessionController::connectDocument(core::StudyDocument *document)
{
    connect(document, &core::StudyDocument::ratingChanged, this,
            [this](qint64 outputId, const QString &dimension, const QString &annotator, std::optional<double> value) {
                const auto it = m_outputs.constFind(outputId);
                if (it != m_outputs.cend())
                    applyRating(dimension, annotator, it->system, it->itemKey, value);
                else if (!m_studyFile.isEmpty()) // an output added since the study was read
                    loadStudy(m_studyFile);
            });
    // A server study's window that was not live (its connection lost) heard nothing meanwhile: read it all again.
    connect(document, &core::StudyDocument::serverStateChanged, this, [this](bool reachable) {
        if (reachable && !m_studyFile.isEmpty())
            loadStudy(m_studyFile);
    });
}

void AlignmentSessionController::refreshDerived()
{
    m_refreshTimer->stop();
    const QString dim = m_dimension, met = m_metric;
    if (!m_session || dim.isEmpty() || met.isEmpty()) {
        m_scatter.cancel();
        Q_EMIT derivedCleared();
        return;
    }
    // The subset's outputs only; implicitly shared: the copy costs next to nothing here.
    const RatingTable table = m_session->subsetTable();
    Q_EMIT derivedStarted(table, dim, met);
    m_scatter.start([table, dim, met] { return scatterPoints(table, dim, met); },
                    [this, dim, met](const QVector<ScatterPoint> &points) {
                        if (m_session)
                            Q_EMIT scatterReady(points, dim, met);
                    });
    startIntervals();
}

void AlignmentSessionController::startIntervals()
{
    if (m_resamples <= 0 || !m_session)
        return;
    AlignmentOptions o = m_options;
    o.bootstrap = m_resamples; // every dimension: the same systems are left out as in the live session
    const RatingTable table = m_session->table(); // the whole table: computeAlignment applies o.subset
    const QString dim = m_dimension;
    m_intervals.start(
        [table, o, dim] {
            Intervals intervals;
            const AlignmentReport report = computeAlignment(table, o);
            for (auto it = report.metrics.cbegin(); it != report.metrics.cend(); ++it)
                if (const auto ci = it.value().value(dim).ci95)
                    intervals.insert(it.key(), *ci);
            return intervals;
        },
        [this, dim](const Intervals &intervals) {
            if (m_session)
                Q_EMIT intervalsReady(dim, intervals);
        });
}

} // namespace editlens::ui
