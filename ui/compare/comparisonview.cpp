// Over 600 lines for now: the pane grid, the image stacks, the "item shown" tracker and swipe/flicker are still one
// class; splitting them first needs the compare <-> annotate include cycle broken (the annotation controller
// attaching its editors to the view). Planned as the next code-health step.
#include "comparisonview.h"

#include "annotate/differenceeditor.h"
#include "annotate/maskeditor.h"
#include "compare/comparecaptions.h"
#include "compare/imagecache.h"
#include "compare/overlaycomputer.h"
#include "compare/overlayjobs.h"
#include "compare/zoomcontroller.h"
#include "util/afterpaint.h"

#include <QDir>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace editlens::ui {

namespace {

constexpr int originalImage = -1;
constexpr double dividerHandlePixels = 12.0;

double layerZ(Overlay overlay)
{
    switch (overlay) {
    case Overlay::HeatMap:
        return layerz::heatMap;
    case Overlay::MaskPreserved:
        return layerz::mask;
    case Overlay::MaskUnion:
        return layerz::mask + 1;
    case Overlay::MaskOrigin:
        return layerz::mask + 2;
    case Overlay::MaskEdit:
        return layerz::mask + 3;
    case Overlay::BpmBoxes:
        return layerz::bpmBox;
    case Overlay::Differences:
        return layerz::differenceBox;
    }
    return layerz::differenceBox;
}

bool isBpmOverlay(Overlay overlay)
{
    return overlay != Overlay::Differences && overlay != Overlay::HeatMap;
}

const Overlay allOverlays[] = {Overlay::Differences, Overlay::HeatMap,       Overlay::MaskOrigin, Overlay::MaskEdit,
                               Overlay::MaskUnion,   Overlay::MaskPreserved, Overlay::BpmBoxes};

} // namespace

ComparisonView::ComparisonView(QWidget *parent)
    : QWidget(parent)
    , m_zoom(new ZoomController(this))
    , m_tools(new EditTools(this))
    , m_cache(new ImageCache(512ll << 20, this))
    , m_overlays(new OverlayComputer(this))
    , m_paneHost(new QWidget(this))
    , m_grid(new QGridLayout(m_paneHost))
    , m_info(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_toolOptions = m_tools->createOptionsWidget(this);
    m_toolOptions->setVisible(false);
    layout->addWidget(m_toolOptions);
    layout->addWidget(m_paneHost, 1);
    layout->addWidget(m_info);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);
    for (Overlay o : allOverlays)
        m_enabled[o] = o == Overlay::Differences;

    connect(m_zoom, &ZoomController::zoomChanged, this, [this](double zoom) {
        if (m_divider)
            m_divider->setHandleWidth(dividerHandlePixels / zoom);
        Q_EMIT zoomChanged(zoom);
    });
    connect(m_cache, &ImageCache::loaded, this, [this](const QString &key) {
        if (m_waiting.contains(key))
            tryComplete();
    });
    connect(m_overlays, &OverlayComputer::heatMapReady, this, [this](int output) {
        for (Stack &s : m_stacks)
            if (s.image == output)
                fillLayer(s, Overlay::HeatMap);
        maybeFinish();
    });
    connect(m_overlays, &OverlayComputer::bpmReady, this, [this](int output) {
        for (Stack &s : m_stacks)
            if ((s.image == originalImage ? m_outputIndex : s.image) == output)
                for (Overlay o : allOverlays)
                    if (isBpmOverlay(o))
                        fillLayer(s, o);
        updateInfo();
        maybeFinish();
    });
    connect(&m_flicker, &QTimer::timeout, this, [this] {
        if (m_pair)
            return;
        m_flickerOutput = !m_flickerOutput;
        for (Stack &s : m_stacks)
            if (s.image != originalImage)
                s.root->setVisible(m_flickerOutput);
        updateCaptions();
    });
    m_flicker.setInterval(m_flickerMs);
    addActions(m_tools->toolActions());
    addAction(m_tools->deleteAction());
    m_differenceEditor = new DifferenceEditor(this);
    connect(m_differenceEditor, &DifferenceEditor::differenceDrawn, this, &ComparisonView::differenceDrawn);
    m_maskEditor = new MaskEditor(this);
    ensurePanes(paneCount());
    updateCaptions();
    updateInfo();
}

ComparisonView::~ComparisonView()
{
    // Workers capture values only; their watchers are children and die here without anyone waiting.
}

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

void ComparisonView::showItem(const core::Item &item, int outputIndex)
{
    // A pair names outputs of one item by index: it does not carry over to another item.
    if (m_pair && (item.id != m_item.id || std::max(m_pair->first, m_pair->second) >= item.outputs.size()))
        m_pair.reset();
    m_item = item;
    m_outputIndex = item.outputs.isEmpty() ? 0 : std::clamp(outputIndex, 0, int(item.outputs.size()) - 1);
    m_overlays->reset(); // results of the previous item are dropped when they arrive
    m_parseText = editParseText(itemParse(item));
    m_flickerOutput = true;
    rebuild();
}

void ComparisonView::setOutputIndex(int index)
{
    if (m_item.outputs.isEmpty())
        return;
    index = std::clamp(index, 0, int(m_item.outputs.size()) - 1);
    if (index == m_outputIndex && m_populated)
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
    if (mode == m_mode && m_populated && !m_pair)
        return;
    const bool changed = mode != m_mode;
    m_mode = mode;
    m_pair.reset(); // choosing a layout ends the preference pair
    m_flickerOutput = true;
    updateFlickerTimer();
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
    if (m_pair == pair && m_populated)
        return true;
    m_pair = pair;
    updateFlickerTimer();
    rebuild();
    return true;
}

void ComparisonView::clearOutputPair()
{
    if (!m_pair)
        return;
    m_pair.reset();
    m_flickerOutput = true;
    updateFlickerTimer();
    rebuild();
}

void ComparisonView::updateFlickerTimer()
{
    if (m_mode == CompareMode::Flicker && m_flickerMs > 0 && !m_pair)
        m_flicker.start();
    else
        m_flicker.stop();
}

bool ComparisonView::overlayEnabled(Overlay overlay) const
{
    const auto it = m_enabled.find(overlay);
    return it != m_enabled.end() && it->second;
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
        return 2;
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

void ComparisonView::ensurePanes(int count)
{
    while (m_panes.size() > count) {
        const Pane pane = m_panes.takeLast();
        m_zoom->removeView(pane.view);
        delete pane.box; // owns its caption, view and scene
    }
    while (m_panes.size() < count) {
        Pane pane;
        pane.box = new QWidget(m_paneHost);
        auto *column = new QVBoxLayout(pane.box);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(1);
        pane.caption = new CaptionLabel(pane.box);
        pane.caption->setAlignment(Qt::AlignCenter);
        pane.scene = new QGraphicsScene(pane.box);
        pane.view = new QGraphicsView(pane.scene, pane.box);
        pane.view->setDragMode(QGraphicsView::ScrollHandDrag);
        pane.view->setBackgroundBrush(QColor(40, 40, 40));
        pane.view->setFrameShape(QFrame::NoFrame);
        column->addWidget(pane.caption);
        column->addWidget(pane.view, 1);
        QGraphicsScene *scene = pane.scene;
        connect(scene, &QGraphicsScene::selectionChanged, this, [this, scene] { onSceneSelectionChanged(scene); });
        m_panes.push_back(pane);
        m_zoom->addView(pane.view);
    }
    const int columns = m_mode == CompareMode::Grid && !m_pair ? int(std::ceil(std::sqrt(double(count)))) : count;
    for (const Pane &pane : std::as_const(m_panes))
        m_grid->removeWidget(pane.box);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    for (int i = 0; i < m_panes.size(); ++i) {
        m_grid->addWidget(m_panes[i].box, i / columns, i % columns);
        m_grid->setColumnStretch(i % columns, 1);
        m_grid->setRowStretch(i / columns, 1);
    }
}

void ComparisonView::rebuild()
{
    ++m_showGeneration;
    m_populated = false;
    m_showPending = true;
    ensurePanes(paneCount());
    updateCaptions(); // "loading…" until populate()
    tryComplete();
}

void ComparisonView::tryComplete()
{
    m_waiting.clear();
    bool ready = true;
    auto need = [&](const QString &path, QSize frame) {
        if (path.isEmpty())
            return;
        const QString key = ImageCache::key(absolute(path), frame);
        if (m_cache->contains(key))
            return;
        ready = false;
        m_waiting.insert(key);
        m_cache->request(absolute(path), frame);
    };
    need(m_item.sourcePath, {});
    if (!frame().isValid() && !m_item.sourcePath.isEmpty() && !ready)
        return; // the outputs' frame is the source's size: wait for it
    for (int i : shownOutputs())
        need(m_item.outputs[i].path, frame());
    if (ready)
        populate();
}

void ComparisonView::populate()
{
    m_waiting.clear();
    m_divider = nullptr;
    m_stacks.clear();
    const QRectF frameRect = frame().isValid() ? QRectF(QPointF(0, 0), QSizeF(frame())) : QRectF();
    for (const Pane &pane : std::as_const(m_panes)) {
        pane.scene->clear();
        pane.scene->setSceneRect(frameRect);
    }
    const QVector<int> outputs = shownOutputs();
    const int selected = outputs.isEmpty() ? originalImage - 1 : outputs.constFirst();
    // A preference pair: both outputs, each in its own pane with its own overlays, as the output of side mode.
    switch (m_pair ? CompareMode::Grid : m_mode) {
    case CompareMode::Side:
        addStack(m_panes[0].scene, originalImage);
        if (selected >= 0)
            addStack(m_panes[1].scene, selected);
        break;
    case CompareMode::Grid:
        if (m_pair) {
            addStack(m_panes[0].scene, m_pair->first);
            addStack(m_panes[1].scene, m_pair->second);
            break;
        }
        addStack(m_panes[0].scene, originalImage);
        for (int i : outputs)
            addStack(m_panes[1 + i].scene, i);
        break;
    case CompareMode::Swipe: {
        addStack(m_panes[0].scene, originalImage);
        if (selected < 0)
            break;
        Stack &out = addStack(m_panes[0].scene, selected);
        out.root->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
        out.root->setZValue(1.0);
        const QSize f = frame();
        m_divider = new SwipeDividerItem(f.width(), f.height());
        m_panes[0].scene->addItem(m_divider);
        m_divider->setHandleWidth(dividerHandlePixels / m_zoom->zoom());
        m_divider->setPos(m_swipe * f.width(), 0);
        connect(m_divider, &SwipeDividerItem::moved, this, [this](double x) {
            if (frame().width() > 0)
                m_swipe = x / frame().width();
            updateSwipeClip();
        });
        updateSwipeClip();
        break;
    }
    case CompareMode::Flicker:
        addStack(m_panes[0].scene, originalImage);
        if (selected >= 0) {
            Stack &out = addStack(m_panes[0].scene, selected);
            out.root->setZValue(1.0);
            out.root->setVisible(m_flickerOutput);
        }
        break;
    }
    m_populated = true;
    updateCaptions();
    updateInfo();
    m_zoom->refresh();
    startOverlayJobs();
    Q_EMIT populated();
    maybeFinish();
}

ComparisonView::Stack &ComparisonView::addStack(QGraphicsScene *scene, int image)
{
    Stack stack;
    stack.image = image;
    const QSize f = frame();
    stack.root = new QGraphicsRectItem(f.isValid() ? QRectF(QPointF(0, 0), QSizeF(f)) : QRectF());
    stack.root->setPen(Qt::NoPen);
    scene->addItem(stack.root);
    const QString key = image == originalImage ? sourceKey() : outputKey(image);
    if (const ImageCache::Entry *entry = m_cache->find(key); entry && !entry->image.isNull()) {
        stack.pixmap = new QGraphicsPixmapItem(QPixmap::fromImage(entry->image), stack.root);
        stack.pixmap->setZValue(layerz::image);
        if (f.isValid() && entry->image.size() != f)
            stack.pixmap->setTransform(QTransform::fromScale(double(f.width()) / entry->image.width(),
                                                             double(f.height()) / entry->image.height()));
    }
    stack.overlays = new LayerItem(1.0, stack.root);
    stack.overlays->setVisible(m_overlaysVisible);
    m_stacks.push_back(stack);
    for (Overlay o : allOverlays)
        fillLayer(m_stacks.back(), o);
    return m_stacks.back();
}

void ComparisonView::fillLayer(Stack &stack, Overlay overlay)
{
    if (auto it = stack.layers.find(overlay); it != stack.layers.end()) {
        delete it->second;
        stack.layers.erase(it);
    }
    if (!overlayEnabled(overlay))
        return;
    const bool original = stack.image == originalImage;
    const int output = original ? m_outputIndex : stack.image;
    if (output < 0 || output >= m_item.outputs.size())
        return;
    auto *layer = new LayerItem(layerZ(overlay), stack.overlays);
    stack.layers[overlay] = layer;
    const QSize f = frame();
    switch (overlay) {
    case Overlay::Differences: {
        // Boxes are in pixels of the image their op lives on: the original's for REMOVE, the output's otherwise.
        const ImageCache::Entry *src = m_cache->find(sourceKey());
        const ImageCache::Entry *out = m_cache->find(outputKey(output));
        QSize imageSize = original ? (src ? src->nativeSize : m_item.sourceSize)
                                   : (out && out->nativeSize.isValid() ? out->nativeSize : m_item.outputs[output].size);
        if (!imageSize.isValid())
            imageSize = f;
        for (const core::Difference &d : std::as_const(m_item.outputs[output].differences)) {
            if ((d.op == core::EditOp::Remove) != original)
                continue;
            auto *box = new DifferenceBoxItem(d, differenceRectInFrame(d, imageSize, f), layer);
            box->setVisible(box->passes(m_threshold));
        }
        break;
    }
    case Overlay::HeatMap:
        if (const QImage *map = m_overlays->heatMap(output); !original && map && !map->isNull()) {
            auto *heat = new QGraphicsPixmapItem(QPixmap::fromImage(*map), layer);
            heat->setTransformationMode(m_zoom->zoom() < 1.0 ? Qt::SmoothTransformation : Qt::FastTransformation);
            layer->setOpacity(m_heatOpacity);
        }
        break;
    default:
        if (const BpmOverlayData *bpm = m_overlays->bpm(output))
            addBpmItems(layer, *bpm, overlay, original);
        break;
    }
}

void ComparisonView::startOverlayJobs()
{
    const ImageCache::Entry *src = m_cache->find(sourceKey());
    if (!src || src->image.isNull())
        return;
    bool anyBpm = false;
    for (Overlay o : allOverlays)
        anyBpm |= isBpmOverlay(o) && overlayEnabled(o);
    for (const Stack &s : std::as_const(m_stacks)) {
        const int output = s.image == originalImage ? m_outputIndex : s.image;
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
    if (!m_showPending || !m_populated || m_overlays->busy())
        return;
    m_showPending = false;
    // Paint now, so that itemShown() means "on screen" (a hidden view paints nothing and returns at once).
    for (const Pane &pane : std::as_const(m_panes))
        pane.view->viewport()->repaint();
    // Always asynchronous, even when everything was cached: a caller connecting right after showItem() hears it.
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_showGeneration] {
            if (generation != m_showGeneration)
                return;
            Q_EMIT itemShown();
            // The rest of the window (browser, docks) repaints for the new item too: decode the neighbours after.
            runAfterPendingPaints(this, [this, generation] {
                if (generation == m_showGeneration && !m_deferredPrefetch.isEmpty())
                    m_cache->prefetch(std::exchange(m_deferredPrefetch, {}));
            });
        },
        Qt::QueuedConnection);
}

void ComparisonView::setOverlayEnabled(Overlay overlay, bool enabled)
{
    if (overlayEnabled(overlay) == enabled)
        return;
    m_enabled[overlay] = enabled;
    for (Stack &s : m_stacks)
        fillLayer(s, overlay);
    updateInfo();
    if (enabled && m_populated)
        startOverlayJobs();
}

void ComparisonView::setOverlaysVisible(bool visible)
{
    m_overlaysVisible = visible;
    for (Stack &s : m_stacks)
        s.overlays->setVisible(visible);
    updateInfo();
}

void ComparisonView::setHeatMapOpacity(double opacity)
{
    m_heatOpacity = std::clamp(opacity, 0.0, 1.0);
    for (Stack &s : m_stacks)
        if (auto it = s.layers.find(Overlay::HeatMap); it != s.layers.end())
            it->second->setOpacity(m_heatOpacity);
}

void ComparisonView::setHeatMapKind(HeatMapKind kind)
{
    if (kind == m_overlays->heatMapKind())
        return;
    m_overlays->setHeatMapKind(kind);
    for (Stack &s : m_stacks)
        fillLayer(s, Overlay::HeatMap);
    updateInfo();
    if (m_populated)
        startOverlayJobs();
}

void ComparisonView::setBpmRules(core::BpmRules rules)
{
    if (rules == m_overlays->bpmRules())
        return;
    m_overlays->setBpmRules(rules);
    for (Stack &s : m_stacks)
        for (Overlay layer :
             {Overlay::MaskOrigin, Overlay::MaskEdit, Overlay::MaskUnion, Overlay::MaskPreserved, Overlay::BpmBoxes})
            fillLayer(s, layer);
    updateInfo();
    if (m_populated)
        startOverlayJobs();
}

core::BpmRules ComparisonView::bpmRules() const
{
    return m_overlays->bpmRules();
}

HeatMapKind ComparisonView::heatMapKind() const
{
    return m_overlays->heatMapKind();
}

void ComparisonView::setConfidenceThreshold(double threshold)
{
    m_threshold = threshold;
    for (const Pane &pane : std::as_const(m_panes))
        for (QGraphicsItem *item : pane.scene->items())
            if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
                box->setVisible(box->passes(m_threshold));
}

void ComparisonView::setFlickerInterval(int ms)
{
    m_flickerMs = std::max(0, ms);
    m_flicker.setInterval(m_flickerMs);
    updateFlickerTimer();
}

void ComparisonView::toggle()
{
    if (m_mode != CompareMode::Flicker || m_pair)
        return;
    m_flickerOutput = !m_flickerOutput;
    for (Stack &s : m_stacks)
        if (s.image != originalImage)
            s.root->setVisible(m_flickerOutput);
    if (m_flicker.isActive())
        m_flicker.start(); // a full interval from the manual toggle
    updateCaptions();
}

void ComparisonView::setSwipePosition(double fraction)
{
    m_swipe = std::clamp(fraction, 0.0, 1.0);
    if (m_divider)
        m_divider->setPos(m_swipe * frame().width(), 0); // moved() updates the clip
}

void ComparisonView::updateSwipeClip()
{
    const QSize f = frame();
    for (Stack &s : m_stacks)
        if (s.image != originalImage && m_mode == CompareMode::Swipe)
            s.root->setRect(QRectF(m_swipe * f.width(), 0, f.width() - m_swipe * f.width(), f.height()));
}

void ComparisonView::prefetch(const QVector<core::ItemSummary> &items)
{
    QVector<QPair<QString, QSize>> requests;
    for (const core::ItemSummary &item : items) {
        if (!item.sourcePath.isEmpty())
            requests.push_back({absolute(item.sourcePath), QSize()});
        if (!item.sourceSize.isValid())
            continue; // the outputs' frame is known only once the source is read
        for (const QString &path : item.outputPaths)
            if (!path.isEmpty())
                requests.push_back({absolute(path), item.sourceSize});
    }
    // On two cores, decoding the neighbours while the current item is still being built and painted more than
    // doubles its time on screen (bench_browse): start once it is shown.
    if (m_showPending || !m_deferredPrefetch.isEmpty())
        m_deferredPrefetch = requests;
    else
        m_cache->prefetch(requests);
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
    input.flickerShowsOutput = m_flickerOutput;
    input.pair = m_pair;
    const QStringList captions = paneCaptions(input);
    for (int i = 0; i < captions.size() && i < m_panes.size(); ++i)
        m_panes[i].caption->setCaption(captions[i]);
}

void ComparisonView::updateInfo()
{
    OverlayLegendInput input;
    input.differences = m_overlaysVisible && overlayEnabled(Overlay::Differences);
    for (Overlay o : allOverlays)
        input.bpm |= m_overlaysVisible && isBpmOverlay(o) && overlayEnabled(o);
    input.parseText = m_parseText;
    input.bpmData = m_overlays->bpm(m_outputIndex);
    if (m_overlaysVisible && overlayEnabled(Overlay::HeatMap))
        input.heatMap = heatMapKind();
    const QString legend = overlayLegend(input);
    m_info->setText(legend);
    m_info->setVisible(!legend.isEmpty());
}

void ComparisonView::onSceneSelectionChanged(QGraphicsScene *scene)
{
    if (m_selecting)
        return;
    qint64 id = 0;
    for (QGraphicsItem *item : scene->selectedItems())
        if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
            id = box->differenceId();
    if (id == 0)
        return;
    selectDifference(id);
    Q_EMIT differenceSelected(id);
}

void ComparisonView::selectDifference(qint64 id)
{
    m_selecting = true;
    for (const Pane &pane : std::as_const(m_panes)) {
        for (QGraphicsItem *item : pane.scene->items()) {
            auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item);
            if (!box)
                continue;
            const bool match = id != 0 && box->differenceId() == id;
            box->setSelected(match);
            if (match && box->isVisible())
                pane.view->ensureVisible(box, 20, 20);
        }
    }
    m_selecting = false;
}

void ComparisonView::setDocument(core::StudyDocument *document)
{
    if (document == m_document)
        return;
    m_document = document;
    m_toolOptions->setVisible(document != nullptr);
    m_differenceEditor->setDocument(document);
    m_maskEditor->setDocument(document);
    if (document && m_item.id > 0)
        showItem(m_item, m_outputIndex);
}

QVector<ComparisonView::EditTarget> ComparisonView::editTargets() const
{
    QVector<EditTarget> out;
    if (!m_populated || (m_mode != CompareMode::Side && m_mode != CompareMode::Grid && !m_pair))
        return out;
    for (const Stack &s : m_stacks)
        for (const Pane &pane : m_panes)
            if (pane.scene == s.root->scene())
                out.push_back({pane.view, s.image, s.overlays});
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
        for (Stack &s : m_stacks)
            if ((s.image == originalImage ? m_outputIndex : s.image) == i)
                fillLayer(s, Overlay::Differences);
    }
    selectDifference(selected);
}

qint64 ComparisonView::selectedDifference() const
{
    for (const Pane &pane : m_panes)
        for (QGraphicsItem *item : pane.scene->selectedItems())
            if (auto *box = qgraphicsitem_cast<DifferenceBoxItem *>(item))
                return box->differenceId();
    return 0;
}

double ComparisonView::zoom() const
{
    return m_zoom->zoom();
}

QVector<QGraphicsView *> ComparisonView::views() const
{
    QVector<QGraphicsView *> out;
    for (const Pane &pane : m_panes)
        out.push_back(pane.view);
    return out;
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
