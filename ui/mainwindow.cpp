#include "mainwindow.h"

#include "compare/comparisonview.h"
#include "io/formatregistry.h"
#include "itemmodels/itemlistmodel.h"
#include "studyjob.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

constexpr int maxRecent = 8;
const QString recentKey = QStringLiteral("study/recent");
const QString geometryKey = QStringLiteral("window/geometry");
const QString stateKey = QStringLiteral("window/state");
const QString splitterKey = QStringLiteral("window/splitter");

QString studyFilter()
{
    return QCoreApplication::translate("MainWindow", "EditLens studies (*.editlens)");
}

} // namespace

MainWindow::MainWindow(const core::FormatRegistry &registry, QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_settings(settings)
    , m_items(new ItemListModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_browser(new QTableView(this))
    , m_filterEdit(new QLineEdit(this))
    , m_compare(new ComparisonView(this))
    , m_outputCombo(new QComboBox(this))
    , m_instruction(new QLabel(this))
    , m_banner(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_filter->setSourceModel(m_items);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1);
    m_browser->setModel(m_filter);
    m_browser->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_browser->setSelectionMode(QAbstractItemView::SingleSelection);
    m_browser->setSortingEnabled(true);
    m_browser->sortByColumn(-1, Qt::AscendingOrder);
    m_browser->verticalHeader()->hide();
    m_browser->horizontalHeader()->setStretchLastSection(false);
    m_browser->horizontalHeader()->setSectionResizeMode(ItemListModel::InstructionColumn, QHeaderView::Stretch);
    m_filterEdit->setPlaceholderText(tr("Filter items (id, instruction, system)…"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_browser->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::showCurrentItem);
    connect(m_outputCombo, &QComboBox::currentIndexChanged, this, &MainWindow::showOutput);

    auto *browserPane = new QWidget(this);
    auto *browserLayout = new QVBoxLayout(browserPane);
    browserLayout->setContentsMargins(0, 0, 0, 0);
    browserLayout->addWidget(m_filterEdit);
    browserLayout->addWidget(m_browser, 1);

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

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("MainSplitter"));
    splitter->addWidget(browserPane);
    splitter->addWidget(comparePane);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({420, 1100});
    setCentralWidget(splitter);

    createActions();
    restoreGeometry(m_settings.value(geometryKey).toByteArray());
    restoreState(m_settings.value(stateKey).toByteArray());
    splitter->restoreState(m_settings.value(splitterKey).toByteArray());
    updateTitle();
    statusBar()->showMessage(tr("Open a study (File → Open) or create one (File → New)."));
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("MainToolBar"));

    QAction *newAct = file->addAction(tr("&New Study…"), this, &MainWindow::newStudy);
    newAct->setShortcut(QKeySequence::New);
    QAction *openAct = file->addAction(tr("&Open Study…"), this, &MainWindow::openStudyDialog);
    openAct->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction *saveAs = file->addAction(tr("Save &As…"), this, &MainWindow::saveStudyAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *importFile = file->addAction(tr("&Import File…"), this, [this] { importDialog(false); });
    importFile->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QAction *importFolder = file->addAction(tr("Import &Folder…"), this, [this] { importDialog(true); });
    QAction *exportAct = file->addAction(tr("&Export…"), this, &MainWindow::exportDialog);
    exportAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_studyActions = {saveAs, importFile, importFolder, exportAct};

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *next = view->addAction(tr("&Next Item"), this, [this] {
        selectItemRow(m_browser->currentIndex().isValid() ? m_browser->currentIndex().row() + 1 : 0);
    });
    next->setShortcuts({QKeySequence(Qt::Key_D), QKeySequence(Qt::Key_Right)});
    QAction *prev = view->addAction(tr("&Previous Item"), this,
                                    [this] { selectItemRow(std::max(0, m_browser->currentIndex().row() - 1)); });
    prev->setShortcuts({QKeySequence(Qt::Key_A), QKeySequence(Qt::Key_Left)});
    QAction *nextOutput = view->addAction(tr("Next &Output"), this, [this] {
        if (m_outputCombo->count() > 0)
            m_outputCombo->setCurrentIndex((m_outputCombo->currentIndex() + 1) % m_outputCombo->count());
    });
    nextOutput->setShortcut(QKeySequence(Qt::Key_Tab));
    view->addSeparator();
    QAction *zoomIn = view->addAction(tr("Zoom &In"), m_compare, &ComparisonView::zoomIn);
    zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    QAction *zoomOut = view->addAction(tr("Zoom &Out"), m_compare, &ComparisonView::zoomOut);
    zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QAction *actual = view->addAction(tr("&Actual Size"), m_compare, &ComparisonView::zoomActualSize);
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addAction(tr("Zoom to &Fit"), m_compare, &ComparisonView::zoomToFit);
    for (QAction *a : {next, prev, nextOutput, zoomIn, zoomOut, actual})
        a->setShortcutContext(Qt::WindowShortcut);
    view->addSeparator();
    auto *modes = new QActionGroup(this);
    const std::pair<CompareMode, QString> modeNames[] = {{CompareMode::Side, tr("&Side by Side")},
                                                         {CompareMode::Grid, tr("&Grid of All Outputs")},
                                                         {CompareMode::Swipe, tr("S&wipe")},
                                                         {CompareMode::Flicker, tr("F&licker")}};
    for (const auto &[mode, text] : modeNames) {
        QAction *a = view->addAction(text, this, [this, mode = mode] { m_compare->setMode(mode); });
        a->setCheckable(true);
        a->setChecked(mode == m_compare->mode());
        a->setShortcut(QKeySequence(Qt::Key_1 + int(mode)));
        modes->addAction(a);
        connect(m_compare, &ComparisonView::modeChanged, a,
                [a, mode = mode](CompareMode m) { a->setChecked(m == mode); });
    }
    QAction *overlays = view->addAction(tr("Show &Overlays"), m_compare, &ComparisonView::setOverlaysVisible);
    overlays->setCheckable(true);
    overlays->setChecked(true);
    overlays->setShortcut(QKeySequence(Qt::Key_H));
    QAction *flicker = view->addAction(tr("&Flicker Toggle"), m_compare, &ComparisonView::toggle);
    flicker->setShortcut(QKeySequence(Qt::Key_Space));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About EditLens"), this, [this] {
        QMessageBox::about(this, tr("About EditLens"),
                           tr("<b>EditLens %1</b><br>A workbench for evaluating instruction-guided image editing: "
                              "compare edits, compute metrics, annotate, and measure how well metrics agree "
                              "with people.")
                               .arg(QCoreApplication::applicationVersion()));
    });

    toolbar->addActions({newAct, openAct, importFile, exportAct});
    toolbar->addSeparator();
    toolbar->addActions({prev, next, zoomIn, zoomOut, actual});
    for (QAction *a : std::as_const(m_studyActions))
        a->setEnabled(false);
}

core::Status MainWindow::openStudy(const QString &file)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return store.error();
    m_store = std::move(store).value();
    m_compare->setStudyRoot(m_store->rootDir());
    addRecent(m_store->filePath());
    for (QAction *a : std::as_const(m_studyActions))
        a->setEnabled(true);
    const QString name = m_store->name();
    if (name.contains(QLatin1String("synthetic"), Qt::CaseInsensitive)) {
        m_banner->setText(tr("This is the synthetic demo study: every edit was made by EditLens itself from real "
                             "photographs, so that the truth is known. It is not the output of real editing models."));
        m_banner->show();
    } else {
        m_banner->hide();
    }
    reloadItems();
    updateTitle();
    return core::Status::success();
}

void MainWindow::reloadItems()
{
    const qint64 current = m_currentItem.id;
    auto items = m_store->itemSummaries();
    if (!items) {
        showError(tr("Cannot read the study"), items.error());
        return;
    }
    m_items->setItems(std::move(items).value());
    auto counts = m_store->counts();
    if (counts)
        statusBar()->showMessage(tr("%1 items · %2 outputs · %3 systems · %4 ratings by %5 annotators")
                                     .arg(counts.value().items)
                                     .arg(counts.value().outputs)
                                     .arg(counts.value().systems)
                                     .arg(counts.value().ratings)
                                     .arg(counts.value().annotators));
    const int row = m_items->rowOfItem(current);
    selectItemRow(row >= 0 ? row : 0);
}

void MainWindow::selectItemRow(int row)
{
    if (row < 0 || row >= m_items->rowCount())
        return;
    const QModelIndex proxy = m_filter->mapFromSource(m_items->index(row, 0));
    if (!proxy.isValid())
        return;
    m_browser->setCurrentIndex(proxy);
    m_browser->scrollTo(proxy);
}

void MainWindow::showCurrentItem()
{
    const QModelIndex index = m_browser->currentIndex();
    if (!index.isValid() || !m_store)
        return;
    const qint64 id = index.data(ItemListModel::ItemIdRole).toLongLong();
    auto item = m_store->loadItem(id);
    if (!item) {
        showError(tr("Cannot load the item"), item.error());
        return;
    }
    m_currentItem = std::move(item).value();
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
    QVector<core::Item> neighbours;
    for (int step : {1, -1})
        if (const QModelIndex n = index.siblingAtRow(index.row() + step); n.isValid())
            if (auto other = m_store->loadItem(n.data(ItemListModel::ItemIdRole).toLongLong()))
                neighbours.push_back(std::move(other).value());
    m_compare->prefetch(neighbours);
}

void MainWindow::showOutput(int index)
{
    if (m_store && index >= 0)
        m_compare->setOutputIndex(index);
}

void MainWindow::newStudy()
{
    QString file = QFileDialog::getSaveFileName(this, tr("New Study"), QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    if (!file.endsWith(QLatin1String(".editlens")))
        file += QLatin1String(".editlens");
    const QString root =
        QFileDialog::getExistingDirectory(this, tr("Image folder of the study (every image must lie inside it)"),
                                          QFileInfo(file).absolutePath());
    if (root.isEmpty())
        return;
    auto store = core::StudyStore::create(file, root);
    if (!store) {
        showError(tr("Cannot create the study"), store.error());
        return;
    }
    store.value().reset();
    if (core::Status s = openStudy(file); !s)
        showError(tr("Cannot open the study"), s.error());
}

void MainWindow::openStudyDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open Study"), QDir::homePath(), studyFilter());
    if (file.isEmpty())
        return;
    if (core::Status s = openStudy(file); !s)
        showError(tr("Cannot open the study"), s.error());
}

void MainWindow::saveStudyAs()
{
    QString file = QFileDialog::getSaveFileName(this, tr("Save Study As"), m_store->filePath(), studyFilter());
    if (file.isEmpty())
        return;
    if (!file.endsWith(QLatin1String(".editlens")))
        file += QLatin1String(".editlens");
    if (core::Status s = m_store->saveAs(file); !s) {
        showError(tr("Cannot save the study"), s.error());
        return;
    }
    if (core::Status s = openStudy(file); !s)
        showError(tr("Cannot open the study"), s.error());
}

void MainWindow::importDialog(bool folder)
{
    QString source;
    QString formatId = QStringLiteral("auto");
    if (folder) {
        source =
            QFileDialog::getExistingDirectory(this, tr("Import Folder (MagicBrush layout, …)"), m_store->rootDir());
    } else {
        QString selectedFilter;
        source = QFileDialog::getOpenFileName(this, tr("Import File"), m_store->rootDir(),
                                              m_registry.importFileFilters(), &selectedFilter);
        for (const core::ImportFormat *f : m_registry.importFormats())
            if (selectedFilter.startsWith(f->name() + QLatin1String(" (")))
                formatId = f->id();
    }
    if (source.isEmpty())
        return;
    StudyJob *job = StudyJob::start(StudyJob::Kind::Import, m_registry, m_store->filePath(), formatId, source, this);
    connect(job, &StudyJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok) {
            QMessageBox::warning(this, tr("Import failed"), message);
            return;
        }
        reloadItems();
        statusBar()->showMessage(message, 8000);
    });
}

void MainWindow::exportDialog()
{
    QString selectedFilter;
    const QString out = QFileDialog::getSaveFileName(this, tr("Export"), QFileInfo(m_store->filePath()).absolutePath(),
                                                     m_registry.exportFileFilters(), &selectedFilter);
    if (out.isEmpty())
        return;
    QString formatId;
    for (const core::ExportFormat *f : m_registry.exportFormats())
        if (selectedFilter.startsWith(f->name() + QLatin1String(" (")))
            formatId = f->id();
    if (formatId.isEmpty())
        formatId = QStringLiteral("manifest");
    StudyJob *job = StudyJob::start(StudyJob::Kind::Export, m_registry, m_store->filePath(), formatId, out, this);
    connect(job, &StudyJob::finished, this, [this](bool ok, const QString &message) {
        if (!ok)
            QMessageBox::warning(this, tr("Export failed"), message);
        else
            statusBar()->showMessage(message, 8000);
    });
}

void MainWindow::addRecent(const QString &file)
{
    QStringList recent = m_settings.value(recentKey).toStringList();
    recent.removeAll(file);
    recent.prepend(file);
    while (recent.size() > maxRecent)
        recent.removeLast();
    m_settings.setValue(recentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_settings.value(recentKey).toStringList();
    for (const QString &file : recent) {
        m_recentMenu->addAction(QFileInfo(file).fileName() + QStringLiteral("  —  ") + file, this, [this, file] {
            if (core::Status s = openStudy(file); !s)
                showError(tr("Cannot open the study"), s.error());
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_store ? tr("%1 — EditLens").arg(m_store->name()) : tr("EditLens"));
}

void MainWindow::showError(const QString &title, const core::Error &error)
{
    QMessageBox::warning(this, title, error.toString());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_settings.setValue(geometryKey, saveGeometry());
    m_settings.setValue(stateKey, saveState());
    if (auto *splitter = findChild<QSplitter *>(QStringLiteral("MainSplitter")))
        m_settings.setValue(splitterKey, splitter->saveState());
    event->accept();
}

} // namespace editlens::ui
