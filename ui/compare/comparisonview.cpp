// Showing one item: the panes (PaneGrid), each pane's scene (ImageStack), the "item is on screen" protocol
// (ShowTracker) and swipe/flicker (SwipeFlicker) live in their own files, the overlays in comparisonview_overlays.cpp;
// what stays is the orchestration of one showItem() (request images, build the stacks, start overlay jobs, finish once
// all are in) and the view's public surface, which mostly forwards.
#include "comparisonview.h"

#include "compare/comparecaptions.h"
#include "compare/imagecache.h"
#include "compare/overlaycomputer.h"
#include "compare/overlayjobs.h"
#include "compare/panegrid.h"
#include "compare/showtracker.h"
#include "compare/swipeflicker.h"
#include "compare/zoomcontroller.h"

#include <QDir>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace editlens::ui {

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_zoom(new ZoomController(this))
    , m_cache(new ImageCache(512ll << 20, this))
    , m_overlays(new OverlayComputer(this))
    , m_tracker(new ShowTracker(this))
    , m_swipeFlicker(new SwipeFlicker(this))
    , m_layout(new QVBoxLayout(this))
    , m_panes(new PaneGrid(m_zoom, this))
    , m_info(new QLabel(this))
{
    // A click anywhere on the comparison area (a caption, the line under the images, as well as a pane) takes the
    // keys from a text field, so that the workbench's single-key shortcuts reach their actions again.
    setFocusPolicy(Qt::ClickFocus);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
    m_layout->addWidget(m_panes, 1);
    m_layout->addWidget(m_info);
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    for (Overlay o : allOverlays)
        m_settings.enabled[o] = o == Overlay::Differences;

    connect(m_zoom, &ZoomController::zoomChanged, this, [this](double zoom) {
        m_swipeFlicker->setZoom(zoom);
        Q_EMIT zoomChanged(zoom);
    });
    connect(m_cache, &ImageCache::loaded, this, [this](const QString &key) {
        if (m_tracker->waitsFor(key))
            tryComplete();
    });
    connectOverlayResults();
    connect(m_tracker, &ShowTracker::shown, this, &ComparisonView::itemShown);
    connect(m_tracker, &ShowTracker::prefetchReady, m_cache, &ImageCache::prefetch);
    connect(m_swipeFlicker, &SwipeFlicker::flickered, this, &ComparisonView::updateCaptions);
    connect(m_panes, &PaneGrid::differenceClicked, this, &ComparisonView::differenceSelected);
    m_panes->setPanes(paneCount(), m_mode == CompareMode::Grid);
    updateCaptions();
    updateInfo();
}

// Workers capture values only; their watchers are children and die here without anyone waiting.
ComparisonView::~ComparisonView() = default;

void ComparisonView::setStudyRoot(const QString &root)
{
    m_studyRoot = root;
}

QString ComparisonView::absolute(const QString &path) const
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || m_studyRoot.isEmpty())
        return path;
    return QDir::cleanPath(QDir(m_studyRoot).filePath(path));
}

void ComparisonView::setToolBar(QWidget *toolBar)
{
    m_layout->insertWidget(0, toolBar);
}

void ComparisonView::showItem(const core::Item &item, int outputIndex)
{
    // A pair names outputs of one item by index: it does not carry over to another item.
    if (m_pair && (item.id != m_item.id || std::max(m_pair->first, m_pair->second) >= item.outputs.size()))
        m_pair.reset();
    m_item = item;
    m_outputIndex = item.outputs.isEmpty() ? 0 : std::clamp(outputIndex, 0, int(item.outputs.size()) - 1);
    m_overlays->reset(); // results of the previous item are dropped when they arrive
    m_parseText = editParseText(itemParse(item));
    m_swipeFlicker->showOutputFirst();
    rebuild();
}

void ComparisonView::setOutputIndex(int index)
{
    if (m_item.outputs.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_item.outputs.size()) - 1);
    if (index == m_outputIndex && m_tracker->populated())
        return;
    m_outputIndex = index;
    rebuild();
}

void ComparisonView::clear()
{
    showItem(core::Item(), 0);
}

void ComparisonView::setMode(CompareMode mode)
{
    if (mode == m_mode && m_tracker->populated() && !m_pair)
        return;
    const bool changed = mode != m_mode;
    m_mode = mode;
    m_pair.reset(); // choosing a layout ends the preference pair
    m_swipeFlicker->showOutputFirst();
    updateFlickering();
    rebuild();
    if (changed)
        Q_EMIT modeChanged(m_mode);
}

bool ComparisonView::showOutputPair(int leftIndex, int rightIndex)
{
    const int n = int(m_item.outputs.size());
    if (leftIndex < 0 || rightIndex < 0 || leftIndex >= n || rightIndex >= n || leftIndex == rightIndex)
        return false;
    const std::pair<int, int> pair(leftIndex, rightIndex);
    if (m_pair == pair && m_tracker->populated())
        return true;
    m_pair = pair;
    updateFlickering();
    rebuild();
    return true;
}

void ComparisonView::clearOutputPair()
{
    if (!m_pair)
        return;
    m_pair.reset();
    m_swipeFlicker->showOutputFirst();
    updateFlickering();
    rebuild();
}

void ComparisonView::updateFlickering()
{
    m_swipeFlicker->setFlickering(m_mode == CompareMode::Flicker && !m_pair);
}

QSize ComparisonView::frame() const
{
    if (m_item.sourceSize.isValid())
        return m_item.sourceSize;
    if (m_cache->contains(sourceKey()))
        return m_cache->find(sourceKey())->nativeSize;
    return {};
}

QString ComparisonView::sourceKey() const
{
    return ImageCache::key(absolute(m_item.sourcePath));
}

QString ComparisonView::outputKey(int index) const
{
    return ImageCache::key(absolute(m_item.outputs[index].path), frame());
}

StackContext ComparisonView::stackContext() const
{
    QStringList outputKeys;
    for (int i = 0; i < m_item.outputs.size(); ++i)
        outputKeys << outputKey(i);
    return StackContext{m_item,   m_outputIndex, frame(),    sourceKey(),   outputKeys,
                        *m_cache, *m_overlays,   m_settings, m_zoom->zoom()};
}

QVector<int> ComparisonView::shownOutputs() const
{
    QVector<int> out;
    if (m_pair) {
        out = {m_pair->first, m_pair->second};
    } else if (m_mode == CompareMode::Grid) {
        for (int i = 0; i < m_item.outputs.size(); ++i)
            out.push_back(i);
    } else if (m_outputIndex < m_item.outputs.size()) {
        out.push_back(m_outputIndex);
    }
    return out;
}

int ComparisonView::paneCount() const
{
    if (m_pair)
        return 3; // the original, then the pair: an edit is judged against what it edited
    switch (m_mode) {
    case CompareMode::Side:
        return 2;
    case CompareMode::Grid:
        return 1 + int(m_item.outputs.size());
    case CompareMode::Swipe:
    case CompareMode::Flicker:
        return 1;
    }
    return 2;
}

void ComparisonView::rebuild()
{
    m_tracker->restart();
    const int count = paneCount();
    // The stacks in panes about to go would point into deleted scenes until populate() replaces them.
    QVector<const QGraphicsScene *> leaving;
    for (int i = count; i < m_panes->count(); ++i)
        leaving << m_panes->pane(i).scene;
    m_stacks.erase(std::remove_if(m_stacks.begin(), m_stacks.end(),
                                  [&](const ImageStack &s) { return leaving.contains(s.root->scene()); }),
                   m_stacks.end());
    m_panes->setPanes(count, m_mode == CompareMode::Grid && !m_pair);
    updateCaptions(); // "loading…" until populate()
    tryComplete();
}

void ComparisonView::tryComplete()
{
    QSet<QString> waiting;
    bool ready = true;
    auto need = [&](const QString &path, QSize frame) {
        if (path.isEmpty())
            return;
        const QString key = ImageCache::key(absolute(path), frame);
        if (m_cache->contains(key))
            return;
        ready = false;
        waiting.insert(key);
        m_cache->request(absolute(path), frame);
    };
    need(m_item.sourcePath, {});
    if (!frame().isValid() && !m_item.sourcePath.isEmpty() && !ready) {
        m_tracker->waitFor(waiting);
        return; // the outputs' frame is the source's size: wait for it
    }
    for (int i : shownOutputs())
        need(m_item.outputs[i].path, frame());
    m_tracker->waitFor(waiting);
    if (ready)
        populate();
}

void ComparisonView::populate()
{
    m_tracker->waitFor({});
    m_swipeFlicker->detach();
    m_stacks.clear();
    const QRectF frameRect = frame().isValid() ? QRectF(QPointF(0, 0), QSizeF(frame())) : QRectF();
    for (const PaneGrid::Pane &pane : m_panes->panes()) {
        pane.scene->clear();
        pane.scene->setSceneRect(frameRect);
    }
    const QVector<int> outputs = shownOutputs();
    const int selected = outputs.isEmpty() ? originalImage - 1 : outputs.constFirst();
    QGraphicsScene *first = m_panes->pane(0).scene;
    // A preference pair: the original, then both outputs, each in its own pane with its own overlays, as the output
    // of side mode.
    switch (m_pair ? CompareMode::Grid : m_mode) {
    case CompareMode::Side:
        addStack(first, originalImage);
        if (selected >= 0)
            addStack(m_panes->pane(1).scene, selected);
        break;
    case CompareMode::Grid:
        if (m_pair) {
            addStack(first, originalImage);
            addStack(m_panes->pane(1).scene, m_pair->first);
            addStack(m_panes->pane(2).scene, m_pair->second);
            break;
        }
        addStack(first, originalImage);
        for (int i : outputs)
            addStack(m_panes->pane(1 + i).scene, i);
        break;
    case CompareMode::Swipe:
        addStack(first, originalImage);
        if (selected >= 0) {
            addStack(first, selected);
            m_swipeFlicker->attachSwipe(first, m_stacks.back().root, frame(), m_zoom->zoom());
        }
        break;
    case CompareMode::Flicker:
        addStack(first, originalImage);
        if (selected >= 0) {
            addStack(first, selected);
            m_swipeFlicker->attachFlicker(m_stacks.back().root);
        }
        break;
    }
    m_tracker->setPopulated();
    updateCaptions();
    updateInfo();
    m_zoom->refresh();
    startOverlayJobs();
    Q_EMIT populated();
    maybeFinish();
}

void ComparisonView::addStack(QGraphicsScene *scene, int image)
{
    m_stacks.push_back(ImageStack::add(scene, image, stackContext()));
}

void ComparisonView::startOverlayJobs()
{
    const ImageCache::Entry *src = m_cache->find(sourceKey());
    if (!src || src->image.isNull())
        return;
    bool anyBpm = false;
    for (Overlay o : allOverlays)
        anyBpm |= isBpmOverlay(o) && overlayEnabled(o);
    for (const ImageStack &s : std::as_const(m_stacks)) {
        const int output = s.shownOutput(m_outputIndex);
        const ImageCache::Entry *out =
            output >= 0 && output < m_item.outputs.size() ? m_cache->find(outputKey(output)) : nullptr;
        if (!out || out->image.isNull())
            continue;
        if (s.image != originalImage && overlayEnabled(Overlay::HeatMap))
            m_overlays->requestHeatMap(output, src->image, out->image);
        if (anyBpm)
            m_overlays->requestBpm(m_item, output, src->image, out->image, out->nativeSize, m_studyRoot);
    }
}

void ComparisonView::maybeFinish()
{
    if (!m_tracker->finish(m_overlays->busy()))
        return;
    // Paint now, so that itemShown() means "on screen" (a hidden view paints nothing and returns at once).
    for (const PaneGrid::Pane &pane : m_panes->panes())
        pane.view->viewport()->repaint();
}

void ComparisonView::setFlickerInterval(int ms)
{
    m_swipeFlicker->setFlickerInterval(ms);
    updateFlickering();
}

int ComparisonView::flickerInterval() const
{
    return m_swipeFlicker->flickerInterval();
}

bool ComparisonView::flickerShowsOutput() const
{
    return m_swipeFlicker->showsOutput();
}

void ComparisonView::toggle()
{
    if (m_mode != CompareMode::Flicker || m_pair)
        return;
    m_swipeFlicker->toggle();
}

void ComparisonView::setSwipePosition(double fraction)
{
    m_swipeFlicker->setSwipePosition(fraction);
}

double ComparisonView::swipePosition() const
{
    return m_swipeFlicker->swipePosition();
}

void ComparisonView::prefetch(const QVector<core::ItemSummary> &items)
{
    QVector<ShowTracker::Request> requests;
    for (const core::ItemSummary &item : items) {
        if (!item.sourcePath.isEmpty())
            requests.push_back({absolute(item.sourcePath), QSize()});
        if (!item.sourceSize.isValid())
            continue; // the outputs' frame is known only once the source is read
        for (const QString &path : item.outputPaths)
            if (!path.isEmpty())
                requests.push_back({absolute(path), item.sourceSize});
    }
    m_tracker->prefetch(requests);
}

void ComparisonView::updateCaptions()
{
    PaneCaptionInput input;
    input.mode = m_mode;
    input.original = originalCaption(m_cache->find(sourceKey()), !m_item.sourcePath.isEmpty());
    for (int i = 0; i < m_item.outputs.size(); ++i)
        input.outputs << outputCaption(m_item.outputs[i].system, m_cache->find(outputKey(i)), frame(),
                                       !m_item.outputs[i].path.isEmpty());
    input.selected = m_outputIndex;
    input.flickerShowsOutput = m_swipeFlicker->showsOutput();
    input.pair = m_pair;
    const QStringList captions = paneCaptions(input);
    for (int i = 0; i < captions.size() && i < m_panes->count(); ++i)
        m_panes->pane(i).caption->setCaption(captions[i]);
}

void ComparisonView::selectDifference(qint64 id)
{
    m_panes->selectDifference(id);
}

QVector<ComparisonView::EditTarget> ComparisonView::editTargets() const
{
    QVector<EditTarget> out;
    if (!m_tracker->populated() || (m_mode != CompareMode::Side && m_mode != CompareMode::Grid && !m_pair))
        return out;
    for (const ImageStack &s : m_stacks)
        if (QGraphicsView *view = m_panes->viewOf(s.root->scene()))
            out.push_back({view, s.image, s.overlays});
    return out;
}

QSize ComparisonView::nativeImageSize(int image) const
{
    const ImageCache::Entry *entry = m_cache->find(image == originalImage ? sourceKey() : outputKey(image));
    if (entry && entry->nativeSize.isValid())
        return entry->nativeSize;
    if (image == originalImage)
        return frame();
    return image < m_item.outputs.size() && m_item.outputs[image].size.isValid() ? m_item.outputs[image].size : frame();
}

QImage ComparisonView::frameImage(int image) const
{
    if (image != originalImage && (image < 0 || image >= m_item.outputs.size()))
        return {};
    const ImageCache::Entry *entry = m_cache->find(image == originalImage ? sourceKey() : outputKey(image));
    return entry ? entry->image : QImage();
}

qint64 ComparisonView::outputIdOf(int image) const
{
    const int index = image == originalImage ? m_outputIndex : image;
    return index >= 0 && index < m_item.outputs.size() ? m_item.outputs[index].id : 0;
}

void ComparisonView::setOutputDifferences(qint64 outputId, const QVector<core::Difference> &differences)
{
    const qint64 selected = selectedDifference();
    for (int i = 0; i < m_item.outputs.size(); ++i) {
        if (m_item.outputs[i].id != outputId)
            continue;
        m_item.outputs[i].differences = differences;
        refillLayers({Overlay::Differences},
                     [this, i](const ImageStack &s) { return s.shownOutput(m_outputIndex) == i; });
    }
    selectDifference(selected);
}

qint64 ComparisonView::selectedDifference() const
{
    return m_panes->selectedDifference();
}

double ComparisonView::zoom() const
{
    return m_zoom->zoom();
}

QVector<QGraphicsView *> ComparisonView::views() const
{
    return m_panes->views();
}

void ComparisonView::zoomIn()
{
    m_zoom->zoomIn();
}

void ComparisonView::zoomOut()
{
    m_zoom->zoomOut();
}

void ComparisonView::zoomToFit()
{
    m_zoom->zoomToFit();
}

void ComparisonView::zoomActualSize()
{
    m_zoom->zoomActualSize();
}

} // namespace editlens::ui
