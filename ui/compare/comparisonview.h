#pragma once

#include "annotate/edittools.h"
#include "bpm/bpmscore.h"
#include "compare/comparemode.h"
#include "compare/overlaylayers.h"
#include "storage/studystore.h"
#include "study/studydata.h"

#include <QSet>
#include <QTimer>
#include <QWidget>

#include <map>
#include <optional>
#include <utility>

class QGraphicsPixmapItem;
class QGraphicsRectItem;
class QGraphicsScene;
class QGraphicsView;
class QGridLayout;
class QLabel;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class CaptionLabel;
class DifferenceEditor;
class ImageCache;
class MaskEditor;
class OverlayComputer;
class SwipeDividerItem;
class ZoomController;

/// The comparison area: one item's original and outputs in one of four modes (CompareMode) with one shared zoom/pan
/// (ZoomController), and overlay layers (Overlay) at fixed z-values. Images decode and scale off the GUI thread
/// (ImageCache, with neighbour prefetch); heat-maps and BPM regions are computed off it too, and a newer request
/// drops the results of older ones. Outputs of another size are shown stretched onto the source's frame, as the
/// metrics see them, with both sizes in the caption. GUI thread only.
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

    /// Preference mode: outputs `leftIndex` and `rightIndex` of the current item side by side instead of the mode's
    /// layout, captioned "Left · …" and "Right · …" with their (possibly blinded) system names, each with the overlays
    /// of side mode's output pane, in the shared zoom. mode() is kept; clearOutputPair() or setMode() return to it,
    /// and showItem() with another item ends the pair. False (nothing changes) when an index is out of range or both
    /// are the same. Emits itemShown() once both are on screen.
    bool showOutputPair(int leftIndex, int rightIndex);
    void clearOutputPair();
    /// The shown pair (left, right) of output indices; std::nullopt outside pair mode.
    std::optional<std::pair<int, int>> outputPair() const { return m_pair; }

    /// Overlay layers, each toggled on its own (default: only Differences).
    void setOverlayEnabled(Overlay overlay, bool enabled);
    bool overlayEnabled(Overlay overlay) const;
    /// Master switch of every overlay (the H key); the per-layer choices are kept.
    void setOverlaysVisible(bool visible);
    bool overlaysVisible() const { return m_overlaysVisible; }
    void setHeatMapOpacity(double opacity); ///< 0 … 1
    double heatMapOpacity() const { return m_heatOpacity; }
    void setHeatMapKind(HeatMapKind kind);
    HeatMapKind heatMapKind() const;
    /// Difference boxes with a confidence below `threshold` are hidden.
    void setConfidenceThreshold(double threshold);
    double confidenceThreshold() const { return m_threshold; }

    /// Flicker: milliseconds between the automatic toggles (0 = toggle only by hand).
    void setFlickerInterval(int ms);
    int flickerInterval() const { return m_flickerMs; }
    /// Flicker: true while the output is shown, false while the original is.
    bool flickerShowsOutput() const { return m_flickerOutput; }
    /// Swipe: where the divider stands, as a fraction of the frame width (0 = all output, 1 = all original).
    void setSwipePosition(double fraction);
    double swipePosition() const { return m_swipe; }

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

    /// Edits `document` (not owned; nullptr: a read-only viewer). With a document the view reloads the shown item's
    /// differences from it, follows its change signals (an undo puts a box back), shows the tool options row and lets
    /// the tools of editTools() draw, move, resize and delete boxes and paint masks, each edit a command on the
    /// document's undo stack. Editing works in the side-by-side and grid modes.
    void setDocument(core::StudyDocument *document);
    core::StudyDocument *document() const { return m_document; }
    /// The tool actions (keys V R B E G, Delete) and mask options; the view adds the actions to itself.
    EditTools *editTools() const { return m_tools; }
    void setEditTool(EditTool tool) { m_tools->setTool(tool); }
    EditTool editTool() const { return m_tools->tool(); }

    /// One image of the current mode that can be edited: its view and the item its overlays hang on.
    struct EditTarget
    {
        QGraphicsView *view = nullptr;
        int image = -1; ///< -1 the original, else the output index
        QGraphicsItem *overlays = nullptr;
    };
    /// The editable images (side, grid and pair modes; none in swipe and flicker, where two images share one view).
    QVector<EditTarget> editTargets() const;
    QSize frameSize() const { return frame(); } ///< the source's size: scene units
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
    /// A box was drawn with the DrawBox tool and stored as difference `id` (selected already): connect to
    /// DifferencesDock::editDifference to type its description.
    void differenceDrawn(qint64 id);

private:
    struct Pane
    {
        QWidget *box = nullptr;
        CaptionLabel *caption = nullptr;
        QGraphicsView *view = nullptr;
        QGraphicsScene *scene = nullptr;
    };
    /// One image in a scene with its overlay layers. image = -1 for the original, else the output index.
    struct Stack
    {
        int image = -1;
        QGraphicsRectItem *root = nullptr;
        QGraphicsPixmapItem *pixmap = nullptr;
        QGraphicsItem *overlays = nullptr;
        std::map<Overlay, QGraphicsItem *> layers;
    };

    QSize frame() const;
    QString sourceKey() const;
    QString outputKey(int index) const;
    QVector<int> shownOutputs() const;
    int paneCount() const;
    void ensurePanes(int count);
    void rebuild();
    void tryComplete();
    void populate();
    Stack &addStack(QGraphicsScene *scene, int image);
    void fillLayer(Stack &stack, Overlay overlay);
    void startOverlayJobs();
    void maybeFinish();
    void updateCaptions();
    void updateInfo();
    void updateSwipeClip();
    void updateFlickerTimer();
    void onSceneSelectionChanged(QGraphicsScene *scene);
    QString absolute(const QString &path) const;

    ZoomController *m_zoom;
    EditTools *m_tools;
    QWidget *m_toolOptions;
    core::StudyDocument *m_document = nullptr;
    DifferenceEditor *m_differenceEditor = nullptr;
    MaskEditor *m_maskEditor = nullptr;
    ImageCache *m_cache;
    OverlayComputer *m_overlays;
    QWidget *m_paneHost;
    QGridLayout *m_grid;
    QLabel *m_info;
    QVector<Pane> m_panes;
    QVector<Stack> m_stacks;
    SwipeDividerItem *m_divider = nullptr;
    QTimer m_flicker;

    QString m_studyRoot;
    core::Item m_item;
    int m_outputIndex = 0;
    CompareMode m_mode = CompareMode::Side;
    std::optional<std::pair<int, int>> m_pair; ///< preference pair (left, right), shown instead of m_mode's layout
    std::map<Overlay, bool> m_enabled;
    bool m_overlaysVisible = true;
    double m_heatOpacity = 0.7;
    double m_threshold = 0.0;
    int m_flickerMs = 600;
    bool m_flickerOutput = true;
    double m_swipe = 0.5;
    QString m_parseText;

    quint64 m_showGeneration = 0; ///< bumps with every rebuild: a stale itemShown() is not emitted
    bool m_populated = false;     ///< the scenes show the current generation's images
    bool m_showPending = false;   ///< itemShown() is owed for the current generation
    QSet<QString> m_waiting;      ///< image keys the current generation waits for
    bool m_selecting = false;

    /// prefetch() requests held until itemShown()
    QVector<QPair<QString, QSize>> m_deferredPrefetch;
};

} // namespace editlens::ui
