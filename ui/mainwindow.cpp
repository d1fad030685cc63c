#include "mainwindow.h"

#include "alignmentview/alignmentdock.h"
#include "annotate/annotationcontroller.h"
#include "annotate/annotationdock.h"
#include "annotate/systemnamer.h"
#include "compare/compareactions.h"
#include "compare/comparisonview.h"
#include "currentitem.h"
#include "docks/alphapersistjob.h"
#include "docks/annotatorsdock.h"
#include "docks/differenceevaluationdock.h"
#include "docks/differencesdock.h"
#include "docks/metricavailability.h"
#include "docks/scoresdock.h"
#include "docks/studybrowser.h"
#include "document/studydocument.h"
#include "itemmodels/itemfiltermodel.h"
#include "itemmodels/itemlistmodel.h"
#include "itemnavigator.h"
#include "modelrun/modelactions.h"
#include "modelrun/modelanswersdock.h"
#include "outputpair.h"
#include "scoredialog.h"
#include "scoring/metricregistry.h"
#include "settings/settingkeys.h"
#include "settings/settingsactions.h"
#include "settings/shortcuts.h"
#include "study/metricids.h"
#include "studyfilecontroller.h"
#include "studytransfers.h"
#include "undoactions.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

namespace editlens::ui {

MainWindow::MainWindow(const AppServices &services, QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_services(services)
    , m_settings(settings)
    , m_shortcuts(new Shortcuts(settings, this))
    , m_items(new ItemListModel(this))
    , m_browser(new StudyBrowser(m_items, this))
    , m_compare(new ComparisonView(this))
    , m_scoresDock(nullptr)
    , m_differencesDock(new DifferencesDock(this))
    , m_alignmentDock(nullptr)
    , m_evaluationDock(nullptr)
    , m_alphaJob(new AlphaPersistJob(services.metrics, services.models, this))
    , m_outputCombo(new QComboBox(this))
    , m_instruction(new QLabel(this))
    , m_banner(new QLabel(this))
    , m_annotatorLabel(new QLabel(this))
    , m_namer(new SystemNamer(this))
    , m_current(new CurrentItem(*m_namer, this))
    , m_annotationDock(new AnnotationDock(this))
    , m_compareActions(new CompareActions(m_compare, *m_shortcuts, settings, this))
    , m_undoActions(new UndoActions(*m_shortcuts, this))
    , m_settingsActions(new SettingsActions(this, *m_shortcuts, settings, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    // Created after the others, as always: the View menu lists the docks in the window's order of children.
    m_scoresDock = new ScoresDock(*m_services.metrics, this);
    m_alignmentDock = new AlignmentDock(*m_services.metrics, this);
    m_alignmentDock->setSettings(&settings); // the systems chosen for each study
    m_evaluationDock = new DifferenceEvaluationDock(this);
    m_annotatorsDock = new AnnotatorsDock(this);
    m_answersDock = new ModelAnswersDock(this);
    connect(m_namer, &SystemNamer::changed, this, [this] {
        m_alignmentDock->setSystemNamesHidden(m_namer->blinded());
        m_answersDock->setSystemNamesHidden(m_namer->blinded());
    });
    connect(m_alignmentDock, &AlignmentDock::itemActivated, this, &MainWindow::openItemByKey);
    // An annotator excluded from alignment or included again: the human side is read again without (or with) them.
    connect(m_annotatorsDock, &AnnotatorsDock::exclusionsChanged, m_alignmentDock, &AlignmentDock::loadStudy);
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
    connect(m_outputCombo, &QComboBox::currentIndexChanged, m_current, &CurrentItem::setOutputIndex);
    connect(m_scoresDock, &ScoresDock::persistAlphaRequested, this, &MainWindow::persistAlpha);
    // The Differences dock and the scene show the same boxes: selection and threshold go both ways.
    connect(m_differencesDock, &DifferencesDock::differenceActivated, m_compare, &ComparisonView::selectDifference);
    connect(m_compare, &ComparisonView::differenceSelected, m_differencesDock, &DifferencesDock::selectDifference);
    connect(m_differencesDock, &DifferencesDock::confidenceThresholdChanged, m_compare,
            &ComparisonView::setConfidenceThreshold);
    connect(m_alphaJob, &AlphaPersistJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok) {
            QMessageBox::warning(this, tr("Cannot store BPM"), message);
            return;
        }
        statusBar()->showMessage(message, 8000);
        m_navigator->reloadExtras();
        const qint64 current = m_current->shown().id;
        m_current->forget(); // reload it: its stored BPM changed
        m_navigator->showItem(current);
    });
    ItemNavigator::Parts browsing;
    browsing.window = this;
    browsing.statusBar = statusBar();
    browsing.browser = m_browser;
    browsing.items = m_items;
    browsing.namer = m_namer;
    browsing.current = m_current;
    browsing.compare = m_compare;
    browsing.scores = m_scoresDock;
    browsing.metrics = m_services.metrics.get();
    m_navigator = new ItemNavigator(browsing, this);
    connect(m_navigator, &ItemNavigator::itemsReloaded, m_alignmentDock, &AlignmentDock::loadStudy);
    connect(m_navigator, &ItemNavigator::itemsReloaded, m_evaluationDock, &DifferenceEvaluationDock::loadStudy);
    connect(m_navigator, &ItemNavigator::extrasChanged, this, &MainWindow::extrasChanged);
    connectCurrentItem();
    buildLayout();

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

    StudyFileController::Parts files;
    files.window = this;
    files.settings = &m_settings;
    files.shortcuts = m_shortcuts;
    files.formats = m_services.formats.get();
    files.metrics = m_services.metrics;
    files.banner = m_banner;
    files.reportProtocol = [this] { return m_alignmentDock->protocol(); };
    files.opened = [this] { chooseAnnotator(); };
    m_files = new StudyFileController(std::move(files), this);
    connect(m_files, &StudyFileController::documentClosing, this, &MainWindow::detachDocument);
    connect(m_files, &StudyFileController::documentOpened, this, &MainWindow::onDocumentOpened);
    connect(m_files->transfers(), &StudyTransfers::imported, this, [this](const QString &message) {
        reloadItems();
        statusBar()->showMessage(message, 8000);
    });
    connect(m_files->transfers(), &StudyTransfers::exported, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });

    createActions();
    restoreWindow();
    updateAvailability();
    statusBar()->showMessage(tr("Open a study (File → Open) or create one (File → New)."));
}

MainWindow::~MainWindow()
{
    // The views let go of the document before it goes (they are deleted after it, as children).
    m_files->closeStudy();
}

void MainWindow::buildLayout()
{
    m_instruction->setWordWrap(true);
    m_instruction->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_instruction->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_instruction->setFont(big);
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 6px; }"));

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
    resizeDocks({browserDock, m_scoresDock}, {400, 500}, Qt::Horizontal);
    resizeDocks({m_scoresDock, m_differencesDock}, {640, 260}, Qt::Vertical);
    addDockWidget(Qt::BottomDockWidgetArea, m_alignmentDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_evaluationDock);
    tabifyDockWidget(m_alignmentDock, m_evaluationDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_annotatorsDock);
    tabifyDockWidget(m_alignmentDock, m_annotatorsDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_answersDock);
    tabifyDockWidget(m_alignmentDock, m_answersDock);
    m_alignmentDock->raise();
    resizeDocks({m_alignmentDock}, {340}, Qt::Vertical);
}

void MainWindow::connectCurrentItem()
{
    // The header, the comparison and the docks follow the shown item and output, in this order.
    connect(m_current, &CurrentItem::itemChanged, this, [this](const core::Item &item, int output) {
        m_instruction->setText(
            item.instruction.isEmpty()
                ? tr("<i>%1 — no instruction</i>").arg(item.key.toHtmlEscaped())
                : tr("<b>%1</b> — “%2”").arg(item.key.toHtmlEscaped(), item.instruction.toHtmlEscaped()));
        const QSignalBlocker block(m_outputCombo);
        m_outputCombo->clear();
        for (const core::Output &o : item.outputs)
            m_outputCombo->addItem(o.system);
        m_outputCombo->setCurrentIndex(output);
    });
    connect(m_current, &CurrentItem::itemChanged, m_compare, &ComparisonView::showItem);
    connect(m_current, &CurrentItem::itemChanged, m_answersDock,
            [this](const core::Item &item) { m_answersDock->showItem(item.id); });
    // A pair on screen (a disagreement's worst pair, a preference question): both outputs' numbers in the Scores dock.
    connect(m_compare, &ComparisonView::itemShown, this, [this] {
        if (const auto pair = m_compare->outputPair())
            m_scoresDock->showPair(m_current->shown(), pair->first, pair->second);
        else
            m_scoresDock->clearPair();
    });
    const auto showOutputDocks = [this](int index) {
        const core::Output *output = m_current->output(index);
        m_scoresDock->showOutput(m_current->shown(), output ? index : -1);
        m_differencesDock->setOutput(output ? output->id : 0,
                                     output ? output->differences : QVector<core::Difference>());
    };
    connect(m_current, &CurrentItem::itemChanged, this,
            [showOutputDocks](const core::Item &, int output) { showOutputDocks(output); });
    connect(m_current, &CurrentItem::itemChanged, m_annotationDock, [this](const core::Item &item, int output) {
        m_annotationDock->showItem(item);
        m_annotationDock->setCurrentOutput(output);
    });
    connect(m_current, &CurrentItem::outputChanged, this, [this, showOutputDocks](int index) {
        if (!document())
            return;
        showOutputDocks(index);
        m_annotationDock->setCurrentOutput(index);
        if (index >= 0)
            m_compare->setOutputIndex(index);
    });
}

void MainWindow::restoreWindow()
{
    // The window's own area (without the frame) and whether it was maximized. Not QWidget::saveGeometry: that restores
    // the frame's position before the window manager has told Qt the frame's size, and on X11 the window came back a
    // title bar lower each start; a client rectangle is placed exactly (static gravity).
    const QRect saved = setting::windowGeometry.read(m_settings);
    const QScreen *screen = saved.isValid() ? QGuiApplication::screenAt(saved.center()) : nullptr;
    if (screen && screen->availableGeometry().intersected(saved).width() >= 200) {
        setGeometry(saved);
        if (setting::windowMaximized.read(m_settings))
            setWindowState(windowState() | Qt::WindowMaximized);
    } else if (const QScreen *primary = QGuiApplication::primaryScreen()) {
        // First start (or a screen that is gone): most of the screen, centred (the widgets' own size hint is a
        // cramped 1030×684).
        const QRect available = primary->availableGeometry();
        const QSize size(available.width() * 9 / 10, available.height() * 9 / 10);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available));
    }
    restoreState(setting::windowState.read(m_settings));
}

void MainWindow::createActions()
{
    const QList<QAction *> fileTools = m_files->createMenu(menuBar());
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("MainToolBar"));

    m_undoActions->createMenu(menuBar());

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

    m_files->addStudyActions(m_annotation->createMenu(menuBar()));

    QMenu *studyMenu = menuBar()->addMenu(tr("&Study"));
    QAction *score = m_shortcuts->addMenuAction(studyMenu, QStringLiteral("study.score"), tr("&Score…"), {});
    m_files->addStudyActions({score});
    connect(score, &QAction::triggered, this, [this] {
        if (auto *dialog = ScoreDialog::showFor(*m_services.metrics, m_services.models.get(),
                                                m_settingsActions->modelDir(), store()->filePath(), this))
            connect(dialog, &ScoreDialog::studyScored, this, [this](const QString &file, const QString &message) {
                if (document() && store()->filePath() == file) {
                    reloadItems(); // the browser's metric columns and the Scores dock follow
                    statusBar()->showMessage(message, 10000);
                }
            });
    });
    ModelActions::Parts model;
    model.window = this;
    model.settings = &m_settings;
    model.shortcuts = m_shortcuts;
    model.statusBar = statusBar();
    model.answers = m_answersDock;
    model.scores = m_scoresDock;
    model.differences = m_differencesDock;
    model.studyFile = [this] { return document() ? store()->filePath() : QString(); };
    model.currentItem = [this]() -> const core::Item & { return m_current->shown(); };
    model.currentOutput = [this] { return currentOutputIndex(); };
    model.outputPair = [this] { return m_compare->outputPair(); };
    model.reloadItems = [this] { reloadItems(); };
    m_modelActions = new ModelActions(std::move(model), this);
    m_files->addStudyActions(m_modelActions->createActions(studyMenu));

    QMenu *view = m_compareActions->createMenu(menuBar());
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    m_settingsActions->addDarkPalette(view);
    m_settingsActions->createSettingsMenu(menuBar());
    connect(m_settingsActions, &SettingsActions::modelDirChanged, this, &MainWindow::updateAvailability);
    m_settingsActions->createHelpMenu(menuBar());

    toolbar->addActions(fileTools);
    toolbar->addSeparator();
    toolbar->addActions({prev, next});
    toolbar->addActions(m_compareActions->toolBarActions());
}

ShortcutSheet *MainWindow::shortcutSheet()
{
    return m_settingsActions->shortcutSheet();
}

QAction *MainWindow::undoAction() const
{
    return m_undoActions->undo();
}

QAction *MainWindow::redoAction() const
{
    return m_undoActions->redo();
}

void MainWindow::updateAvailability()
{
    QHash<QString, QString> reasons;
    if (m_services.models)
        reasons = unavailableMetrics(*m_services.metrics, *m_services.models, m_settingsActions->modelDir());
    m_scoresDock->setUnavailable(reasons);
    const QString bpmReason = reasons.value(core::metricid::bpm);
    m_scoresDock->setPersistAvailable(document() && bpmReason.isEmpty(),
                                      document() ? bpmReason : tr("Open a study first"));
}

void MainWindow::persistAlpha(double alpha)
{
    if (!document() || m_alphaJob->isRunning())
        return;
    m_alphaJob->start(store()->filePath(), m_settingsActions->modelDir(), alpha);
    statusBar()->showMessage(tr("Storing BPM at α = %1…").arg(alpha));
}

core::Status MainWindow::openStudy(const QString &file)
{
    return m_files->openStudy(file);
}

void MainWindow::detachDocument()
{
    m_annotation->setDocument(nullptr);
    m_differencesDock->setDocument(nullptr);
    m_current->setDocument(nullptr);
    m_navigator->setDocument(nullptr);
    m_undoActions->setDocument(nullptr);
    m_annotatorsDock->connectDocument(nullptr);
    m_answersDock->setStudyFile({});
}

void MainWindow::onDocumentOpened(core::StudyDocument *document)
{
    connect(document, &core::StudyDocument::writeFailed, this, [this](const core::Error &error) {
        statusBar()->showMessage(tr("Not saved: %1").arg(error.message), 10000);
    });
    m_undoActions->setDocument(document);
    m_current->setDocument(document);    // first: the views below read the item as the edits leave it
    m_annotation->setDocument(document); // blind names without an annotator; reloadItems() shows them
    m_differencesDock->setDocument(document);
    m_alignmentDock->connectDocument(document);
    m_evaluationDock->connectDocument(document);
    m_annotatorsDock->connectDocument(document);
    m_answersDock->setStudyFile(store()->filePath());
    m_navigator->setDocument(document);
    m_compare->setStudyRoot(store()->rootDir());
    m_items->setImageRoot(store()->rootDir());
    m_scoresDock->clear();
    updateAvailability();
    m_navigator->reloadItems();
}

core::StudyDocument *MainWindow::document() const
{
    return m_files->document();
}

const core::StudyStore *MainWindow::study() const
{
    return m_files->store();
}

core::StudyStore *MainWindow::store() const
{
    return m_files->store();
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
    return m_navigator->showItemById(itemId);
}

void MainWindow::reloadItems()
{
    m_navigator->reloadItems();
}

bool MainWindow::extrasLoaded() const
{
    return m_navigator->extrasLoaded();
}

void MainWindow::selectItemRow(int row)
{
    m_navigator->selectItemRow(row);
}

const core::Item &MainWindow::currentItem() const
{
    return m_current->shown();
}

int MainWindow::currentOutputIndex() const
{
    return m_outputCombo->currentIndex();
}

void MainWindow::setCurrentOutputIndex(int index)
{
    m_outputCombo->setCurrentIndex(index);
}

bool MainWindow::openItemByKey(const QString &itemKey)
{
    return m_navigator->openItemByKey(itemKey);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    setting::windowGeometry.write(m_settings, isMaximized() || isFullScreen() ? normalGeometry() : geometry());
    setting::windowMaximized.write(m_settings, isMaximized());
    setting::windowState.write(m_settings, saveState());
    event->accept();
}

} // namespace editlens::ui
