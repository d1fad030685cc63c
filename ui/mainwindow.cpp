// Over 600 lines for now: the window's construction, its menus (createActions) and the study open/save flow are
// one class; the menus are the part to move out next (a MainWindowActions builder), with the code-health work.
#include "mainwindow.h"

#include "alignment/alignmentdock.h"
#include "annotate/annotationcontroller.h"
#include "annotate/annotationdock.h"
#include "annotate/systemnamer.h"
#include "compare/comparisonview.h"
#include "docks/alphapersistjob.h"
#include "docks/differenceevaluationdock.h"
#include "docks/differencesdock.h"
#include "docks/metricavailability.h"
#include "docks/scoresdock.h"
#include "docks/studybrowser.h"
#include "docks/studyextrasloader.h"
#include "document/studydocument.h"
#include "io/formatregistry.h"
#include "itemmodels/itemfiltermodel.h"
#include "itemmodels/itemlistmodel.h"
#include "itemmodels/scoresmodel.h"
#include "outputpair.h"
#include "scoredialog.h"
#include "settings/appearance.h"
#include "settings/recentstudies.h"
#include "settings/shortcuts.h"
#include "settings/shortcutsdialog.h"
#include "settings/shortcutsheet.h"
#include "studytransfers.h"
#include "util/filedialogs.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <tuple>

namespace editlens::ui {

namespace {

// The window's own area (without the frame) and whether it was maximized. Not QWidget::saveGeometry: that restores
// the frame's position before the window manager has told Qt the frame's size, and on X11 the window came back a
// title bar lower each start; a client rectangle is placed exactly (static gravity).
const QString geometryKey = QStringLiteral("window/clientGeometry");
const QString maximizedKey = QStringLiteral("window/maximized");
const QString stateKey = QStringLiteral("window/state");
const QString darkKey = QStringLiteral("view/darkPalette");
const QString bpmRulesKey = QStringLiteral("view/bpmRules");
const QString modelDirKey = QStringLiteral("models/dir");

QString studyFilter()
{
    return QCoreApplication::translate("MainWindow", "EditLens studies (*.editlens)");
}

} // namespace

MainWindow::MainWindow(const core::FormatRegistry &registry, QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_settings(settings)
    , m_appearance(std::make_unique<Appearance>())
    , m_shortcuts(new Shortcuts(settings, this))
    , m_items(new ItemListModel(this))
    , m_browser(new StudyBrowser(m_items, this))
    , m_compare(new ComparisonView(this))
    , m_scoresDock(nullptr)
    , m_differencesDock(new DifferencesDock(this))
    , m_extrasLoader(new StudyExtrasLoader(this))
    , m_alphaJob(new AlphaPersistJob(this))
    , m_outputCombo(new QComboBox(this))
    , m_instruction(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_annotatorLabel(new QLabel(this))
    , m_namer(new SystemNamer(this))
    , m_annotationDock(new AnnotationDock(this))
    , m_annotation(nullptr)
    , m_transfers(new StudyTransfers(registry, this, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_metrics.registerBuiltins();
    if (auto models = core::ModelRegistry::builtin())
        m_models = std::move(models).value();
    m_scoresDock = new ScoresDock(m_metrics, this);
    m_alignmentDock = new AlignmentDock(m_metrics, this);
    m_evaluationDock = new DifferenceEvaluationDock(this);
    connect(m_namer, &SystemNamer::changed, this,
            [this] { m_alignmentDock->setSystemNamesHidden(m_namer->blinded()); });
    connect(m_alignmentDock, &AlignmentDock::itemActivated, this, &MainWindow::openItemByKey);
    connect(m_alignmentDock, &AlignmentDock::pairActivated, this,
            [this](const QString &key, const QString &a, const QString &b) { openOutputPair(*this, key, a, b); });
    connect(m_alignmentDock, &AlignmentDock::itemsBrushed, this, [this](const QStringList &keys) {
        m_browser->filterModel()->setKeyFilter(QSet<QString>(keys.cbegin(), keys.cend()));
        statusBar()->showMessage(keys.isEmpty() ? tr("Brush cleared: the browser shows every item again.")
                                                : tr("The browser shows the %n brushed item(s); click an empty spot "
                                                     "of the plot to clear.",
                                                     nullptr, int(keys.size())),
                                 8000);
    });

    connect(m_browser, &StudyBrowser::currentItemChanged, this, &MainWindow::showItem);
    connect(m_transfers, &StudyTransfers::imported, this, [this](const QString &message) {
        reloadItems();
        statusBar()->showMessage(message, 8000);
    });
    connect(m_transfers, &StudyTransfers::exported, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_outputCombo, &QComboBox::currentIndexChanged, this, &MainWindow::showOutput);
    connect(m_extrasLoader, &StudyExtrasLoader::loaded, this, &MainWindow::onExtras);
    connect(m_scoresDock, &ScoresDock::persistAlphaRequested, this, &MainWindow::persistAlpha);
    // The Differences dock and the scene show the same boxes: selection and threshold go both ways.
    connect(m_differencesDock, &DifferencesDock::differenceActivated, m_compare, &ComparisonView::selectDifference);
    connect(m_compare, &ComparisonView::differenceSelected, m_differencesDock, &DifferencesDock::selectDifference);
    connect(m_differencesDock, &DifferencesDock::confidenceThresholdChanged, m_compare,
            &ComparisonView::setConfidenceThreshold);
    connect(this, &MainWindow::overlaysVisibleChanged, m_compare, &ComparisonView::setOverlaysVisible);
    connect(this, &MainWindow::flickerRequested, m_compare, &ComparisonView::toggle);
    connect(m_alphaJob, &AlphaPersistJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok) {
            QMessageBox::warning(this, tr("Cannot store BPM"), message);
            return;
        }
        statusBar()->showMessage(message, 8000);
        m_extrasLoader->load(store()->filePath(), m_metrics.metric(QStringLiteral("bpm"))->version);
        const qint64 current = m_currentItem.id;
        m_currentItem.id = 0; // reload it: its stored BPM changed
        showItem(current);
    });

    m_instruction->setWordWrap(true);
    m_instruction->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_instruction->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_instruction->setFont(big);
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 6px; }"));
    m_banner->hide();

    auto *comparePane = new QWidget(this);
    auto *compareLayout = new QVBoxLayout(comparePane);
    compareLayout->setContentsMargins(0, 0, 0, 0);
    compareLayout->addWidget(m_banner);
    auto *header = new QHBoxLayout;
    header->addWidget(m_instruction, 1);
    header->addWidget(new QLabel(tr("Output:"), this));
    header->addWidget(m_outputCombo);
    compareLayout->addLayout(header);
    compareLayout->addWidget(m_compare, 1);
    setCentralWidget(comparePane);

    auto *browserDock = new QDockWidget(tr("Study"), this);
    browserDock->setObjectName(QStringLiteral("StudyBrowserDock"));
    browserDock->setWidget(m_browser);
    addDockWidget(Qt::LeftDockWidgetArea, browserDock);
    addDockWidget(Qt::RightDockWidgetArea, m_scoresDock);
    addDockWidget(Qt::RightDockWidgetArea, m_differencesDock);
    splitDockWidget(m_scoresDock, m_differencesDock, Qt::Vertical);
    addDockWidget(Qt::RightDockWidgetArea, m_annotationDock);
    tabifyDockWidget(m_scoresDock, m_annotationDock);
    m_scoresDock->raise();
    statusBar()->addPermanentWidget(m_annotatorLabel);
    connect(m_annotationDock, &AnnotationDock::statusChanged, m_annotatorLabel, &QLabel::setText);
    connect(m_annotationDock, &AnnotationDock::outputRequested, m_outputCombo, &QComboBox::setCurrentIndex);
    AnnotationController::Parts parts;
    parts.window = this;
    parts.settings = &m_settings;
    parts.shortcuts = m_shortcuts;
    parts.statusBar = statusBar();
    parts.namer = m_namer;
    parts.dock = m_annotationDock;
    parts.compare = m_compare;
    parts.differences = m_differencesDock;
    parts.showItemById = [this](qint64 itemId) { return showItemById(itemId); };
    parts.reloadItems = [this] { reloadItems(); };
    m_annotation = new AnnotationController(std::move(parts), this);
    connect(m_annotation, &AnnotationController::outputRequested, m_outputCombo, &QComboBox::setCurrentIndex);
    resizeDocks({browserDock, m_scoresDock}, {400, 500}, Qt::Horizontal);
    resizeDocks({m_scoresDock, m_differencesDock}, {640, 260}, Qt::Vertical);
    addDockWidget(Qt::BottomDockWidgetArea, m_alignmentDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_evaluationDock);
    tabifyDockWidget(m_alignmentDock, m_evaluationDock);
    m_alignmentDock->raise();
    resizeDocks({m_alignmentDock}, {340}, Qt::Vertical);

    createActions();
    const QRect saved = m_settings.value(geometryKey).toRect();
    const QScreen *screen = saved.isValid() ? QGuiApplication::screenAt(saved.center()) : nullptr;
    if (screen && screen->availableGeometry().intersected(saved).width() >= 200) {
        setGeometry(saved);
        if (m_settings.value(maximizedKey, false).toBool())
            setWindowState(windowState() | Qt::WindowMaximized);
    } else if (const QScreen *primary = QGuiApplication::primaryScreen()) {
        // First start (or a screen that is gone): most of the screen, centred (the widgets' own size hint is a
        // cramped 1030×684).
        const QRect available = primary->availableGeometry();
        const QSize size(available.width() * 9 / 10, available.height() * 9 / 10);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    restoreState(m_settings.value(stateKey).toByteArray());
    updateAvailability();
    updateTitle();
    statusBar()->showMessage(tr("Open a study (File → Open) or create one (File → New)."));
}

MainWindow::~MainWindow()
{
    // The views hold the document; they let go of it before it goes (they are deleted after it, as children).
    m_annotation->setDocument(nullptr);
    m_differencesDock->setDocument(nullptr);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("MainToolBar"));

    QAction *newAct =
        m_shortcuts->addMenuAction(file, QStringLiteral("file.new"), tr("&New Study…"), {QKeySequence::New});
    connect(newAct, &QAction::triggered, this, &MainWindow::newStudy);
    QAction *openAct =
        m_shortcuts->addMenuAction(file, QStringLiteral("file.open"), tr("&Open Study…"), {QKeySequence::Open});
    connect(openAct, &QAction::triggered, this, &MainWindow::openStudyDialog);
    m_recent = new RecentStudies(m_settings, file->addMenu(tr("Open &Recent")), this);
    connect(m_recent, &RecentStudies::openRequested, this, &MainWindow::openInteractively);
    QAction *saveAs =
        m_shortcuts->addMenuAction(file, QStringLiteral("file.saveAs"), tr("Save &As…"), {QKeySequence::SaveAs});
    connect(saveAs, &QAction::triggered, this, &MainWindow::saveStudyAs);
    file->addSeparator();
    QAction *importFile = m_shortcuts->addMenuAction(file, QStringLiteral("file.import"), tr("&Import File…"),
                                                     {QKeySequence(Qt::CTRL | Qt::Key_I)});
    connect(importFile, &QAction::triggered, this,
            [this] { m_transfers->importInteractively(store()->filePath(), store()->rootDir(), false); });
    QAction *importFolder =
        m_shortcuts->addMenuAction(file, QStringLiteral("file.importFolder"), tr("Import &Folder…"), {});
    connect(importFolder, &QAction::triggered, this,
            [this] { m_transfers->importInteractively(store()->filePath(), store()->rootDir(), true); });
    QAction *exportAct = m_shortcuts->addMenuAction(file, QStringLiteral("file.export"), tr("&Export…"),
                                                    {QKeySequence(Qt::CTRL | Qt::Key_E)});
    connect(exportAct, &QAction::triggered, this, [this] {
        const auto origins = m_document->annotations().differenceOrigins();
        m_transfers->exportInteractively(store()->filePath(), origins ? origins.value() : QStringList());
    });
    QAction *reportAct =
        m_shortcuts->addMenuAction(file, QStringLiteral("file.exportReport"), tr("Export &Report…"), {});
    connect(reportAct, &QAction::triggered, this,
            [this] { m_transfers->exportReportInteractively(store()->filePath(), m_alignmentDock->protocol()); });
    file->addSeparator();
    QAction *quit = m_shortcuts->addMenuAction(file, QStringLiteral("file.quit"), tr("&Quit"), {QKeySequence::Quit});
    connect(quit, &QAction::triggered, this, &QWidget::close);
    m_studyActions = {saveAs, importFile, importFolder, exportAct, reportAct};

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = m_shortcuts->addMenuAction(edit, QStringLiteral("edit.undo"), tr("&Undo"), {QKeySequence::Undo});
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->undo();
    });
    m_redo = m_shortcuts->addMenuAction(edit, QStringLiteral("edit.redo"), tr("&Redo"),
                                        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_document)
            m_document->undoStack()->redo();
    });
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    QAction *next = m_shortcuts->addMenuAction(go, QStringLiteral("item.next"), tr("&Next Item"),
                                               {QKeySequence(Qt::Key_D), QKeySequence(Qt::Key_Right)});
    connect(next, &QAction::triggered, this, [this] { m_browser->step(+1); });
    QAction *prev = m_shortcuts->addMenuAction(go, QStringLiteral("item.previous"), tr("&Previous Item"),
                                               {QKeySequence(Qt::Key_A), QKeySequence(Qt::Key_Left)});
    connect(prev, &QAction::triggered, this, [this] { m_browser->step(-1); });
    QAction *nextOutput =
        m_shortcuts->addMenuAction(go, QStringLiteral("output.next"), tr("Next &Output"), {QKeySequence(Qt::Key_Tab)});
    connect(nextOutput, &QAction::triggered, this, [this] {
        if (m_outputCombo->count() > 0)
            m_outputCombo->setCurrentIndex((m_outputCombo->currentIndex() + 1) % m_outputCombo->count());
    });

    m_studyActions << m_annotation->createMenu(menuBar());

    QMenu *studyMenu = menuBar()->addMenu(tr("&Study"));
    QAction *score = m_shortcuts->addMenuAction(studyMenu, QStringLiteral("study.score"), tr("&Score…"), {});
    m_studyActions << score;
    connect(score, &QAction::triggered, this, [this] {
        if (auto *dialog =
                ScoreDialog::showFor(m_metrics, m_models ? &*m_models : nullptr, modelDir(), store()->filePath(), this))
            connect(dialog, &ScoreDialog::studyScored, this, [this](const QString &file, const QString &message) {
                if (m_document && store()->filePath() == file) {
                    reloadItems(); // the browser's metric columns and the Scores dock follow
                    statusBar()->showMessage(message, 10000);
                }
            });
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *zoomIn = m_shortcuts->addMenuAction(view, QStringLiteral("view.zoomIn"), tr("Zoom &In"),
                                                 {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    connect(zoomIn, &QAction::triggered, m_compare, &ComparisonView::zoomIn);
    QAction *zoomOut = m_shortcuts->addMenuAction(view, QStringLiteral("view.zoomOut"), tr("Zoom &Out"),
                                                  {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    connect(zoomOut, &QAction::triggered, m_compare, &ComparisonView::zoomOut);
    QAction *actual = m_shortcuts->addMenuAction(view, QStringLiteral("view.actualSize"), tr("&Actual Size"),
                                                 {QKeySequence(Qt::CTRL | Qt::Key_0)});
    connect(actual, &QAction::triggered, m_compare, &ComparisonView::zoomActualSize);
    QAction *fit = m_shortcuts->addMenuAction(view, QStringLiteral("view.fit"), tr("Zoom to &Fit"), {});
    connect(fit, &QAction::triggered, m_compare, &ComparisonView::zoomToFit);
    view->addSeparator();
    auto *modes = new QActionGroup(this);
    const std::tuple<CompareMode, QString, QString> modeNames[] = {
        {CompareMode::Side, QStringLiteral("view.modeSide"), tr("&Side by Side")},
        {CompareMode::Grid, QStringLiteral("view.modeGrid"), tr("&Grid of All Outputs")},
        {CompareMode::Swipe, QStringLiteral("view.modeSwipe"), tr("S&wipe")},
        {CompareMode::Flicker, QStringLiteral("view.modeFlicker"), tr("F&licker Mode")}};
    for (const auto &[mode, id, text] : modeNames) {
        QAction *a = m_shortcuts->addMenuAction(view, id, text, {QKeySequence(Qt::Key_1 + int(mode))});
        connect(a, &QAction::triggered, this, [this, mode = mode] { m_compare->setMode(mode); });
        a->setCheckable(true);
        a->setChecked(mode == m_compare->mode());
        modes->addAction(a);
        connect(m_compare, &ComparisonView::modeChanged, a,
                [a, mode = mode](CompareMode m) { a->setChecked(m == mode); });
    }
    view->addSeparator();
    QAction *overlays = m_shortcuts->addMenuAction(view, QStringLiteral("view.overlays"), tr("Show O&verlays"),
                                                   {QKeySequence(Qt::Key_H)});
    overlays->setCheckable(true);
    overlays->setChecked(true);
    connect(overlays, &QAction::toggled, this, &MainWindow::overlaysVisibleChanged);
    QAction *flicker = m_shortcuts->addMenuAction(view, QStringLiteral("view.flicker"), tr("&Flicker Toggle"),
                                                  {QKeySequence(Qt::Key_Space)});
    connect(flicker, &QAction::triggered, this, &MainWindow::flickerRequested);
    // Which layers the comparison shows (each remembered): difference boxes, the heat-map and BPM's regions.
    QMenu *layers = view->addMenu(tr("La&yers"));
    const std::tuple<Overlay, QString, QString, bool> layerNames[] = {
        {Overlay::Differences, QStringLiteral("view.layerDifferences"), tr("&Difference Boxes"), true},
        {Overlay::HeatMap, QStringLiteral("view.layerHeatMap"), tr("&Heat-Map"), false},
        {Overlay::MaskOrigin, QStringLiteral("view.layerMaskOrigin"), tr("BPM M_origin (o1 in the &Original)"), false},
        {Overlay::MaskEdit, QStringLiteral("view.layerMaskEdit"), tr("BPM M_edit (o2 in the O&utput)"), false},
        {Overlay::MaskUnion, QStringLiteral("view.layerMaskUnion"), tr("BPM M_origin ∪ M_&edit"), false},
        {Overlay::MaskPreserved, QStringLiteral("view.layerMaskPreserved"), tr("BPM &Preserved Region"), false},
        {Overlay::BpmBoxes, QStringLiteral("view.layerBpmBoxes"), tr("BPM &Boxes and S_modify Crops"), false}};
    for (const auto &[layer, id, text, byDefault] : layerNames) {
        QAction *a = m_shortcuts->addMenuAction(layers, id, text, {});
        a->setCheckable(true);
        const QString key = QStringLiteral("view/layers/") + id.section(QLatin1Char('.'), 1);
        const bool on = m_settings.value(key, byDefault).toBool();
        a->setChecked(on);
        m_compare->setOverlayEnabled(layer, on);
        connect(a, &QAction::toggled, this, [this, layer = layer, key](bool checked) {
            m_compare->setOverlayEnabled(layer, checked);
            m_settings.setValue(key, checked);
        });
    }
    // BPM's rules for the region overlays and their S_size / S_position judgements (editlens-cli score --bpm-rules).
    QMenu *rulesMenu = view->addMenu(tr("&BPM Rules"));
    auto *rulesGroup = new QActionGroup(this);
    const core::BpmRules savedRules =
        core::bpmRulesFromName(m_settings.value(bpmRulesKey).toString()).value_or(core::BpmRules::Paper);
    for (const auto &[rules, id, text] :
         {std::tuple{core::BpmRules::Paper, QStringLiteral("view.bpmRulesPaper"), tr("As the &Paper Defines Them")},
          std::tuple{core::BpmRules::Released, QStringLiteral("view.bpmRulesReleased"),
                     tr("As the &Released Code Does")}}) {
        QAction *a = m_shortcuts->addMenuAction(rulesMenu, id, text, {});
        a->setCheckable(true);
        a->setChecked(rules == savedRules);
        rulesGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, rules = rules] {
            m_compare->setBpmRules(rules);
            m_settings.setValue(bpmRulesKey, core::bpmRulesName(rules));
        });
    }
    m_compare->setBpmRules(savedRules);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QAction *dark = m_shortcuts->addMenuAction(view, QStringLiteral("view.darkPalette"), tr("&Dark Palette"), {});
    dark->setCheckable(true);
    connect(dark, &QAction::toggled, this, [this](bool on) {
        m_appearance->setDark(on);
        m_settings.setValue(darkKey, on);
    });
    dark->setChecked(m_settings.value(darkKey, false).toBool());

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QAction *keys =
        m_shortcuts->addMenuAction(settingsMenu, QStringLiteral("settings.shortcuts"), tr("&Keyboard Shortcuts…"), {});
    connect(keys, &QAction::triggered, this, [this] {
        ShortcutsDialog dialog(*m_shortcuts, this);
        dialog.exec();
    });
    QAction *models =
        m_shortcuts->addMenuAction(settingsMenu, QStringLiteral("settings.models"), tr("&Model Folder…"), {});
    connect(models, &QAction::triggered, this, [this] {
        const QString dir = filedialogs::existingDirectory(this, tr("Model folder (TorchScript files)"), modelDir());
        if (dir.isEmpty())
            return;
        m_settings.setValue(modelDirKey, dir);
        updateAvailability();
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *sheet = m_shortcuts->addMenuAction(help, QStringLiteral("help.shortcuts"), tr("&Shortcut Sheet"),
                                                {QKeySequence(Qt::Key_F1)});
    connect(sheet, &QAction::triggered, this, [this] {
        ShortcutSheet *s = shortcutSheet();
        s->rebuild();
        s->show();
        s->raise();
    });
    help->addAction(tr("&About EditLens"), this, [this] {
        QMessageBox::about(this, tr("About EditLens"),
                           tr("<b>EditLens %1</b><br>A workbench for evaluating instruction-guided image editing: "
                              "compare edits, compute metrics, annotate, and measure how well metrics agree "
                              "with people.")
                               .arg(QCoreApplication::applicationVersion()));
    });

    toolbar->addActions({newAct, openAct, importFile, exportAct});
    toolbar->addSeparator();
    toolbar->addActions({prev, next, zoomIn, zoomOut, actual, overlays});
    for (QAction *a : std::as_const(m_studyActions))
        a->setEnabled(false);
}

ShortcutSheet *MainWindow::shortcutSheet()
{
    if (!m_sheet)
        m_sheet = new ShortcutSheet(*m_shortcuts, this);
    return m_sheet;
}

QString MainWindow::modelDir() const
{
    const QString stored = m_settings.value(modelDirKey).toString();
    return stored.isEmpty() ? core::defaultModelDir() : stored;
}

void MainWindow::updateAvailability()
{
    QHash<QString, QString> reasons;
    if (m_models)
        reasons = unavailableMetrics(m_metrics, *m_models, modelDir());
    m_scoresDock->setUnavailable(reasons);
    const QString bpmReason = reasons.value(QStringLiteral("bpm"));
    m_scoresDock->setPersistAvailable(m_document && bpmReason.isEmpty(),
                                      m_document ? bpmReason : tr("Open a study first"));
}

void MainWindow::persistAlpha(double alpha)
{
    if (!m_document || m_alphaJob->isRunning())
        return;
    m_alphaJob->start(store()->filePath(), modelDir(), alpha);
    statusBar()->showMessage(tr("Storing BPM at α = %1…").arg(alpha));
}

core::Status MainWindow::openStudy(const QString &file)
{
    auto opened = core::StudyStore::open(file);
    if (!opened)
        return opened.error();
    m_annotation->setDocument(nullptr);
    m_differencesDock->setDocument(nullptr);
    m_document.reset(); // ends the previous study's session before the next one opens
    m_document = std::make_unique<core::StudyDocument>(std::move(opened).value());
    connect(m_document.get(), &core::StudyDocument::writeFailed, this, [this](const core::Error &error) {
        statusBar()->showMessage(tr("Not saved: %1").arg(error.message), 10000);
    });
    bindUndoStack();
    followDifferences();
    m_annotation->setDocument(m_document.get()); // blind names without an annotator; reloadItems() shows them
    m_differencesDock->setDocument(m_document.get());
    m_alignmentDock->connectDocument(m_document.get());
    m_evaluationDock->connectDocument(m_document.get());
    m_storedItem = core::Item();
    m_currentItem = core::Item();
    m_extrasLoaded = false;
    m_compare->setStudyRoot(store()->rootDir());
    m_recent->add(store()->filePath());
    for (QAction *a : std::as_const(m_studyActions))
        a->setEnabled(true);
    const QString name = store()->name();
    if (name.contains(QLatin1String("synthetic"), Qt::CaseInsensitive)) {
        m_banner->setText(tr("This is the synthetic demo study: every edit was made by EditLens itself from real "
                             "photographs, so that the truth is known. It is not the output of real editing models."));
        m_banner->show();
    } else {
        m_banner->hide();
    }
    m_items->setImageRoot(store()->rootDir());
    m_scoresDock->clear();
    updateAvailability();
    reloadItems();
    updateTitle();
    return core::Status::success();
}

const core::StudyStore *MainWindow::study() const
{
    return m_document ? &m_document->store() : nullptr;
}

core::StudyStore *MainWindow::store() const
{
    return m_document ? &m_document->store() : nullptr;
}

void MainWindow::bindUndoStack()
{
    QUndoStack *stack = m_document->undoStack();
    const auto update = [this, stack] {
        m_undo->setEnabled(stack->canUndo());
        m_redo->setEnabled(stack->canRedo());
        m_undo->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
        m_redo->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    };
    connect(stack, &QUndoStack::indexChanged, this, update);
    connect(stack, &QUndoStack::cleanChanged, this, update);
    connect(stack, &QUndoStack::canUndoChanged, this, update);
    connect(stack, &QUndoStack::canRedoChanged, this, update);
    update();
}

core::Status MainWindow::setAnnotator(const QString &name)
{
    return m_annotation->setAnnotator(name);
}

void MainWindow::chooseAnnotator()
{
    m_annotation->chooseAnnotator();
}

bool MainWindow::startRating()
{
    return m_annotation->startRating();
}

bool MainWindow::showItemById(qint64 itemId)
{
    const int row = m_items->rowOfItem(itemId);
    if (row < 0)
        return false;
    selectItemRow(row);
    if (m_currentItem.id != itemId) // filtered out of the browser's view: show it anyway
        showItem(itemId);
    return m_currentItem.id == itemId;
}

void MainWindow::openInteractively(const QString &file)
{
    if (core::Status s = openStudy(file); !s) {
        showError(tr("Cannot open the study"), s.error());
        return;
    }
    chooseAnnotator();
}

void MainWindow::reloadItems()
{
    const qint64 current = m_currentItem.id;
    auto items = store()->itemSummaries();
    if (!items) {
        showError(tr("Cannot read the study"), items.error());
        return;
    }
    m_items->setItems(m_namer->displaySummaries(std::move(items).value()));
    auto counts = store()->counts();
    if (counts)
        statusBar()->showMessage(tr("%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators")
                                     .arg(counts.value().items)
                                     .arg(counts.value().outputs)
                                     .arg(counts.value().systems)
                                     .arg(counts.value().ratings)
                                     .arg(counts.value().annotators));
    m_currentItem.id = 0; // the reset cleared the browser's selection: show the item again
    const int row = m_items->rowOfItem(current);
    selectItemRow(row >= 0 ? row : 0);
    // Metric columns, edit types and BPM components follow on a worker thread.
    m_extrasLoader->load(store()->filePath(), m_metrics.metric(QStringLiteral("bpm"))->version);
    m_alignmentDock->loadStudy(store()->filePath());
    m_evaluationDock->loadStudy(store()->filePath());
}

void MainWindow::onExtras(const StudyExtras &extras)
{
    if (!m_document)
        return;
    if (!extras.error.isEmpty()) {
        statusBar()->showMessage(tr("Cannot read the study's scores: %1").arg(extras.error), 8000);
        return;
    }
    QHash<QString, QString> names;
    for (const core::MetricInfo &m : m_metrics.metrics())
        names.insert(ScoresModel::storedIdOf(m.id), m.name);
    const qint64 current = m_currentItem.id;
    m_items->setEditTypes(extras.editTypes);
    m_items->setScoreSummary(extras.scores, names);
    m_browser->refreshChoices();
    // The reset above cleared the selection; put it back without reloading the item.
    const QSignalBlocker block(m_browser);
    selectItemRow(std::max(0, m_items->rowOfItem(current)));
    m_scoresDock->setStudyBpm(extras.bpm);
    m_extrasLoaded = true;
    Q_EMIT extrasChanged();
}

void MainWindow::selectItemRow(int row)
{
    m_browser->selectSourceRow(row);
}

int MainWindow::currentOutputIndex() const
{
    return m_outputCombo->currentIndex();
}

void MainWindow::setCurrentOutputIndex(int index)
{
    m_outputCombo->setCurrentIndex(index);
}

void MainWindow::showItem(qint64 itemId)
{
    if (!m_document || itemId == 0 || itemId == m_currentItem.id)
        return;
    auto item = store()->loadItem(itemId);
    if (!item) {
        showError(tr("Cannot load the item"), item.error());
        return;
    }
    m_storedItem = std::move(item).value();
    m_currentItem = m_namer->displayItem(m_storedItem);
    m_instruction->setText(
        m_currentItem.instruction.isEmpty()
            ? tr("<i>%1 — no instruction</i>").arg(m_currentItem.key.toHtmlEscaped())
            : tr("<b>%1</b> — “%2”").arg(m_currentItem.key.toHtmlEscaped(), m_currentItem.instruction.toHtmlEscaped()));
    const QString previous = m_outputCombo->currentText();
    QSignalBlocker block(m_outputCombo);
    m_outputCombo->clear();
    for (const core::Output &o : std::as_const(m_currentItem.outputs))
        m_outputCombo->addItem(o.system);
    const int keep = m_outputCombo->findText(previous);
    m_outputCombo->setCurrentIndex(keep >= 0 ? keep : 0);
    m_compare->showItem(m_currentItem, m_outputCombo->currentIndex());
    showOutputDocks(m_outputCombo->currentIndex());
    m_annotationDock->showItem(m_currentItem);
    m_annotationDock->setCurrentOutput(m_outputCombo->currentIndex());
    if (!m_document->annotator().isEmpty())
        m_document->openItem(itemId); // session timing; a failure is reported through writeFailed
    // Decode the neighbours in the browser's order now, so that the next step paints from the cache.
    QVector<core::ItemSummary> neighbours;
    for (const core::ItemSummary *n : m_browser->neighbours())
        neighbours.push_back(*n);
    m_compare->prefetch(neighbours);
}

void MainWindow::showOutput(int index)
{
    if (!m_document)
        return;
    showOutputDocks(index);
    m_annotationDock->setCurrentOutput(index);
    if (index >= 0)
        m_compare->setOutputIndex(index);
}

void MainWindow::showOutputDocks(int index)
{
    const bool valid = index >= 0 && index < m_currentItem.outputs.size();
    m_scoresDock->showOutput(m_currentItem, valid ? index : -1);
    m_differencesDock->setOutput(valid ? m_currentItem.outputs[index].id : 0,
                                 valid ? m_currentItem.outputs[index].differences : QVector<core::Difference>());
}

void MainWindow::followDifferences()
{
    const auto apply = [this](auto change) {
        if (change(m_storedItem))
            m_currentItem = m_namer->displayItem(m_storedItem);
    };
    const auto upsert = [apply](qint64 outputId, const core::Difference &d) {
        apply([&](core::Item &item) { return item.upsertDifference(outputId, d); });
    };
    core::StudyDocument *document = m_document.get();
    connect(document, &core::StudyDocument::differenceAdded, this, upsert);
    connect(document, &core::StudyDocument::differenceChanged, this, upsert);
    connect(document, &core::StudyDocument::differenceRemoved, this, [apply](qint64 outputId, qint64 differenceId) {
        apply([&](core::Item &item) { return item.removeDifference(outputId, differenceId); });
    });
    connect(document, &core::StudyDocument::coherenceChanged, this, [this, apply, document](qint64 differenceId) {
        if (!m_storedItem.hasDifference(differenceId))
            return;
        if (const auto stored = document->difference(differenceId))
            apply([&](core::Item &item) { return item.upsertDifference(stored->outputId, stored->difference); });
    });
}

void MainWindow::newStudy()
{
    QString file = filedialogs::saveFileName(this, tr("New Study"), QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    if (!file.endsWith(QLatin1String(".editlens")))
        file += QLatin1String(".editlens");
    const QString root =
        filedialogs::existingDirectory(this, tr("Image folder of the study (every image must lie inside it)"),
                                       QFileInfo(file).absolutePath());
    if (root.isEmpty())
        return;
    auto store = core::StudyStore::create(file, root);
    if (!store) {
        showError(tr("Cannot create the study"), store.error());
        return;
    }
    store.value().reset();
    openInteractively(file);
}

void MainWindow::openStudyDialog()
{
    const QString file = filedialogs::openFileName(this, tr("Open Study"), QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    openInteractively(file);
}

void MainWindow::saveStudyAs()
{
    QString file = filedialogs::saveFileName(this, tr("Save Study As"), store()->filePath(), studyFilter());
    if (file.isEmpty())
        return;
    if (!file.endsWith(QLatin1String(".editlens")))
        file += QLatin1String(".editlens");
    if (core::Status s = store()->saveAs(file); !s) {
        showError(tr("Cannot save the study"), s.error());
        return;
    }
    if (core::Status s = openStudy(file); !s)
        showError(tr("Cannot open the study"), s.error());
}

bool MainWindow::openItemByKey(const QString &itemKey)
{
    for (int row = 0; row < m_items->rowCount(); ++row) {
        const core::ItemSummary *item = m_items->itemAt(row);
        if (item && item->key == itemKey) {
            if (!m_browser->filterModel()->mapFromSource(m_items->index(row, 0)).isValid())
                m_browser->filterModel()->setKeyFilter({}); // the brush hides it
            selectItemRow(row);
            showItem(item->id); // also when the browser still hides it behind another filter
            return true;
        }
    }
    return false;
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document ? tr("%1 — EditLens").arg(store()->name()) : tr("EditLens"));
}

void MainWindow::showError(const QString &title, const core::Error &error)
{
    QMessageBox::warning(this, title, error.toString());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setValue(geometryKey, isMaximized() || isFullScreen() ? normalGeometry() : geometry());
    m_settings.setValue(maximizedKey, isMaximized());
    m_settings.setValue(stateKey, saveState());
    event->accept();
}

} // namespace editlens::ui
