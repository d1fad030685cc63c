#pragma once

#include "bpm/bpmscore.h"
#include "compare/comparemode.h"
#include "compare/imagestack.h"
#include "compare/overlaylayers.h"
#include "study/itemsummary.h"
#include "study/studydata.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QGraphicsItem;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QVBoxLayout;

namespace editlens::ui {

class ImageCache;
class OverlayComputer;
class PaneGrid;
class ShowTracker;
class SwipeFlicker;
class ZoomController;

/// The comparison area: one item's original and outputs in one of four modes (CompareMode) with one shared zoom/pan
/// (ZoomController), and overlay layers (Overlay) at fixed z-values. Images decode and scale off the GUI thread
/// (ImageCache, with neighbour prefetch); heat-maps and BPM regions are computed off it too, and a newer request
/// drops the results of older ones. Outputs of another size are shown stretched onto the source's frame, as the
/// metrics see them, with both sizes in the caption. It composes PaneGrid (the panes), ImageStack (each pane's scene),
/// ShowTracker (when itemShown() is due) and SwipeFlicker. Editing tools are not its business: it offers an editing
/// surface (editTargets(), populated(), the frame and image queries, setOutputDifferences(), setToolBar()) that the
/// annotation side's editors attach to. GUI thread only.
class ComparisonView : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonView(QWidget *parent = nullptr);
    ~ComparisonView() override;

    /// The folder that relative image and mask paths of items resolve against.
    void setStudyRoot(const QString &root);
    /// BPM's rules for the region overlays and their judgements (core::BpmRules); paper by default.
    void setBpmRules(core::BpmRules rules);
    core::BpmRules bpmRules() const;
    QString studyRoot() const { return m_studyRoot; }

    /// Shows `item` with its output `outputIndex` selected (side, swipe and flicker show that one; grid shows all).
    /// Emits itemShown() once everything is on screen. `item` must be as stored, edits included (MainWindow follows
    /// the document's difference signals); later edits reach the view through the document.
    void showItem(const core::Item &item, int outputIndex);
    void setOutputIndex(int index);
    int outputIndex() const { return m_outputIndex; }
    const core::Item &item() const { return m_item; }
    void clear();

    /// Shows the mode's layout (ending a preference pair, see showOutputPair()).
    void setMode(CompareMode mode);
    CompareMode mode() const { return m_mode; }

    /// Preference mode: the original, then outputs `leftIndex` and `rightIndex` of the current item side by side
    /// instead of the mode's layout, captioned "Original · …", "Left · …" and "Right · …" with their (possibly blinded)
    /// system names, each output with the overlays of side mode's output pane, in the shared zoom. mode() is kept;
    /// clearOutputPair() or setMode() return to it, and showItem() with another item ends the pair. False (nothing
    /// changes) when an index is out of range or both are the same. Emits itemShown() once both are on screen.
    bool showOutputPair(int leftIndex, int rightIndex);
    void clearOutputPair();
    /// The shown pair (left, right) of output indices; std::nullopt outside pair mode.
    std::optional<std::pair<int, int>> outputPair() const { return m_pair; }

    /// Overlay layers, each toggled on its own (default: only Differences).
    void setOverlayEnabled(Overlay overlay, bool enabled);
    bool overlayEnabled(Overlay overlay) const;
    /// Master switch of every overlay (the H key); the per-layer choices are kept.
    void setOverlaysVisible(bool visible);
    bool overlaysVisible() const { return m_settings.visible; }
    void setHeatMapOpacity(double opacity); ///< 0 … 1
    double heatMapOpacity() const { return m_settings.heatOpacity; }
    void setHeatMapKind(HeatMapKind kind);
    HeatMapKind heatMapKind() const;
    /// Difference boxes with a confidence below `threshold` are hidden.
    void setConfidenceThreshold(double threshold);
    double confidenceThreshold() const { return m_settings.threshold; }

    /// Flicker: milliseconds between the automatic toggles (0 = toggle only by hand).
    void setFlickerInterval(int ms);
    int flickerInterval() const;
    /// Flicker: true while the output is shown, false while the original is.
    bool flickerShowsOutput() const;
    /// Swipe: where the divider stands, as a fraction of the frame width (0 = all output, 1 = all original).
    void setSwipePosition(double fraction);
    double swipePosition() const;

    /// BPM's parse of the current item, "o1 → o2 (type), size …, position …".
    QString parseText() const { return m_parseText; }

    /// Decodes the images of `items` (their sources and outputs) in the background, for instant browsing. While the
    /// current item is not yet on screen the decoding waits for itemShown(), so that it does not compete with it.
    /// Takes the browser's summaries, so that prefetching the neighbours reads nothing from the study.
    void prefetch(const QVector<core::ItemSummary> &items);

    double zoom() const;
    ZoomController *zoomController() const { return m_zoom; }
    ImageCache *imageCache() const { return m_cache; }
    /// The views of the current mode, in layout order (original first).
    QVector<QGraphicsView *> views() const;

    /// Puts `toolBar` (the editing tools' options) above the panes; the view takes ownership. Whoever edits through
    /// the view shows and hides it.
    void setToolBar(QWidget *toolBar);

    /// One image of the current mode that can be edited: its view and the item its overlays hang on.
    struct EditTarget
    {
        QGraphicsView *view = nullptr;
        int image = -1; ///< -1 the original, else the output index
        QGraphicsItem *overlays = nullptr;
    };
    /// The editable images (side, grid and pair modes; none in swipe and flicker, where two images share one view).
    QVector<EditTarget> editTargets() const;
    QSize frameSize() const { return frame(); } ///< the source's size: scene units (invalid while unknown)
    /// The native pixel size of the original (-1) or of output `image`: the frame difference boxes are stored in.
    QSize nativeImageSize(int image) const;
    /// The decoded original (-1) or output `image` as shown (the frame's size); null while loading.
    QImage frameImage(int image) const;
    /// The database id of the output `image` (-1: the selected output, whose differences the original shows).
    qint64 outputIdOf(int image) const;
    /// Replaces the differences of output `outputId` of the shown item and redraws their boxes (the selection stays).
    void setOutputDifferences(qint64 outputId, const QVector<core::Difference> &differences);
    qint64 selectedDifference() const; ///< 0 when no box is selected

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void zoomActualSize();
    /// Highlights the difference `id` (selects its box, scrolls it into view); 0 clears the selection.
    void selectDifference(qint64 id);
    /// Flicker: shows the other image now (the Space key); restarts the interval.
    void toggle();

Q_SIGNALS:
    /// The current item (after showItem(), setOutputIndex() or setMode()) is fully on screen, enabled overlays
    /// included.
    void itemShown();
    void modeChanged(CompareMode mode);
    void differenceSelected(qint64 id);
    void zoomChanged(double zoom);
    /// The scenes were rebuilt (new item, output or mode): editors re-attach to editTargets().
    void populated();

private:
    QSize frame() const;
    QString sourceKey() const;
    QString outputKey(int index) const;
    StackContext stackContext() const;
    /// Redraws the layers of a heat map or BPM result when the overlay computer delivers it.
    void connectOverlayResults();
    /// Redraws `layers` on the stacks `which` accepts (every stack when empty): after an overlay's data, settings or
    /// rules changed.
    void refillLayers(const std::vector<Overlay> &layers, const std::function<bool(const ImageStack &)> &which = {});
    QVector<int> shownOutputs() const;
    int paneCount() const;
    void rebuild();
    void tryComplete();
    void populate();
    void addStack(QGraphicsScene *scene, int image);
    void startOverlayJobs();
    void maybeFinish();
    void updateCaptions();
    void updateInfo();
    void updateFlickering();
    QString absolute(const QString &path) const;

    ZoomController *m_zoom;
    ImageCache *m_cache;
    OverlayComputer *m_overlays;
    ShowTracker *m_tracker;
    SwipeFlicker *m_swipeFlicker;
    QVBoxLayout *m_layout;
    PaneGrid *m_panes;
    QLabel *m_info;
    QVector<ImageStack> m_stacks; ///< of the populated generation, in the order populate() added them

    QString m_studyRoot;
    core::Item m_item;
    int m_outputIndex = 0;
    CompareMode m_mode = CompareMode::Side;
    std::optional<std::pair<int, int>> m_pair; ///< preference pair (left, right), shown instead of m_mode's layout
    OverlaySettings m_settings;
    QString m_parseText;
};

} // namespace editlens::ui
