// Over 500 lines, knowingly: the annotator's whole flow (pages, keys, answering, submitting, breaks, blinding)
// reads best in one place; its surfaces (QuestionList, RatingSurface, PreferenceSurface, BoxReview, TileImages)
// live in their own files.
#include "annotatorwindow.h"

#include "annotate/judgementrecorder.h"
#include "annotate/studyplandialog.h"
#include "annotate/systemnamer.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "session/boxreview.h"
#include "session/choicerow.h"
#include "session/imagetile.h"
#include "session/preferencesurface.h"
#include "session/ratingsurface.h"
#include "session/sessionpages.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "studyopener.h"
#include "util/passphrase.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>
namespace editlens::ui {

AnnotatorWindow::AnnotatorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_namer(new SystemNamer(this))
    , m_images(new TileImages(this))
    , m_pages(new QStackedWidget(this))
    , m_instructions(new InstructionsPage(this))
    , m_break(new MessagePage(this))
    , m_done(new MessagePage(this))
    , m_breakTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("AnnotatorWindow"));
    m_task = createTaskPage();
    m_pages->addWidget(m_instructions);
    m_pages->addWidget(m_task);
    m_pages->addWidget(m_break);
    m_pages->addWidget(m_done);
    setCentralWidget(m_pages);
    connect(m_instructions, &InstructionsPage::finished, this, &AnnotatorWindow::showTask);
    connect(m_break, &MessagePage::buttonClicked, this, [this] {
        restartBreakTimer();
        showTask();
    });
    connect(m_done, &MessagePage::buttonClicked, this, &QWidget::close);
    m_breakTimer->setSingleShot(true);
    connect(m_breakTimer, &QTimer::timeout, this, [this] {
        // Not in the middle of a question: the reminder waits for the next submitted item.
        m_breakDue = true;
    });
    createActions();
    if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        const QRect available = screen->availableGeometry();
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter,
                                        QSize(available.width() * 95 / 100, available.height() * 95 / 100), available));
    }
}

AnnotatorWindow::~AnnotatorWindow()
{
    // The surfaces hold the document; they let go of it before it goes.
    m_rating->setDocument(nullptr);
    m_pairwise->setDocument(nullptr);
    m_review->setDocument(nullptr);
}

QWidget *AnnotatorWindow::createTaskPage()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("TaskPage"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(6);

    auto *top = new QHBoxLayout;
    m_progress = new QProgressBar(page);
    m_progress->setObjectName(QStringLiteral("AnnotatorProgress"));
    m_progress->setMinimumHeight(24);
    top->addWidget(m_progress, 1);
    auto *help = new QPushButton(tr("Instructions (F1)"), page);
    help->setFocusPolicy(Qt::NoFocus);
    connect(help, &QPushButton::clicked, this, &AnnotatorWindow::showInstructions);
    top->addWidget(help);
    layout->addLayout(top);

    m_instruction = new QLabel(page);
    m_instruction->setObjectName(QStringLiteral("AnnotatorInstruction"));
    m_instruction->setWordWrap(true);
    QFont big = m_instruction->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_instruction->setFont(big);
    layout->addWidget(m_instruction);

    auto *images = new QHBoxLayout;
    images->setSpacing(8);
    m_sourceTile = new ImageTile(page);
    m_sourceTile->setObjectName(QStringLiteral("SourceTile"));
    m_sourceTile->setCaption(tr("Original"));
    m_mainTile = new ImageTile(page);
    m_mainTile->setObjectName(QStringLiteral("OutputTile"));
    m_secondTile = new ImageTile(page);
    m_secondTile->setObjectName(QStringLiteral("RightOutputTile"));
    m_targetTile = new ImageTile(page);
    m_targetTile->setObjectName(QStringLiteral("TargetTile"));
    m_targetTile->setCaption(tr("Reference result"));
    images->addWidget(m_sourceTile, 1);
    images->addWidget(m_mainTile, 1);
    images->addWidget(m_secondTile, 1);
    images->addWidget(m_targetTile, 1);
    // One zoom for the four tiles, so that the original and the outputs stay aligned when magnified.
    m_view = new TileView(this);
    for (ImageTile *tile : {m_sourceTile, m_mainTile, m_secondTile, m_targetTile})
        tile->setView(m_view);
    layout->addLayout(images, 1);

    m_strip = new QWidget(page);
    m_strip->setObjectName(QStringLiteral("OutputStrip"));
    m_strip->setFixedHeight(150);
    auto *strip = new QHBoxLayout(m_strip);
    strip->setContentsMargins(0, 0, 0, 0);
    strip->setSpacing(8);
    layout->addWidget(m_strip);

    m_surfaces = new QStackedWidget(page);
    m_rating = new RatingSurface(page);
    m_pairwise = new PreferenceSurface(page);
    m_surfaces->addWidget(m_rating);
    m_surfaces->addWidget(m_pairwise);
    m_surfaces->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_surfaces);
    m_review = new BoxReview(page);
    m_review->hide();
    layout->addWidget(m_review);
    connect(m_review, &BoxReview::answersChanged, this, &AnnotatorWindow::updateBadges);
    connect(m_rating, &RatingSurface::focusedOutputChanged, this, &AnnotatorWindow::showOutputs);
    connect(m_rating, &RatingSurface::answersChanged, this, &AnnotatorWindow::updateBadges);
    connect(m_pairwise, &PreferenceSurface::pairShown, this, &AnnotatorWindow::showOutputs);

    auto *bottom = new QHBoxLayout;
    m_message = new QLabel(page);
    m_message->setObjectName(QStringLiteral("AnnotatorMessage"));
    m_message->setWordWrap(true);
    bottom->addWidget(m_message, 1);
    m_submit = new QPushButton(tr("Submit and go to the next item (Ctrl+Enter)"), page);
    m_submit->setObjectName(QStringLiteral("SubmitButton"));
    m_submit->setMinimumHeight(44);
    m_submit->setFocusPolicy(Qt::NoFocus);
    connect(m_submit, &QPushButton::clicked, this, &AnnotatorWindow::submit);
    bottom->addWidget(m_submit);
    layout->addLayout(bottom);
    return page;
}

void AnnotatorWindow::createActions()
{
    QMenu *session = menuBar()->addMenu(tr("&Session"));
    QAction *instructions = session->addAction(tr("&Instructions"), this, &AnnotatorWindow::showInstructions);
    instructions->setShortcut(QKeySequence(Qt::Key_F1));
    QAction *submit = session->addAction(tr("&Submit Item and Go to Next"), this, &AnnotatorWindow::submit);
    submit->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    QAction *undo = session->addAction(tr("&Undo"), this, [this] {
        if (m_document && page() == Page::Task)
            m_document->undoStack()->undo();
    });
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = session->addAction(tr("&Redo"), this, [this] {
        if (m_document && page() == Page::Task)
            m_document->undoStack()->redo();
    });
    redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    session->addAction(tr("Take a &Break"), this, &AnnotatorWindow::remindBreak);
    session->addSeparator();
    session->addAction(tr("Study &Plan (Passphrase)…"), this, &AnnotatorWindow::editPlanWithPassphrase);
    session->addSeparator();
    QAction *quit = session->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    // The images' zoom (Ctrl+wheel on an image zooms at the cursor; O held shows the original in place: keyPressEvent).
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), m_view, &TileView::zoomIn)
        ->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    view->addAction(tr("Zoom &Out"), m_view, &TileView::zoomOut)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    view->addAction(tr("&Fit the Images"), m_view, &TileView::reset)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Escape in a menu opened with Alt+S leaves the menu bar holding the keys (in its keyboard mode), so that the
    // next digit went nowhere while the orange frame still marked a question: the keys go back to the page.
    for (QMenu *menu : {session, view})
        connect(menu, &QMenu::aboutToHide, this, [this] {
            QTimer::singleShot(0, this, [this] {
                if (!QApplication::activePopupWidget() && focusWidget() == menuBar())
                    setPage(page());
            });
        });
}

core::Status AnnotatorWindow::open(const QString &file, const QString &annotator)
{
    // The name as given: "alice " is refused, not trimmed, as everywhere a name enters a study.
    if (core::Status s = core::checkAnnotatorName(annotator); !s)
        return s;
    const QString &name = annotator;
    auto opened = openStudyForWindow(file, this);
    if (!opened)
        return opened.error();
    auto document = std::make_unique<core::StudyDocument>(std::move(opened).value());
    core::StudyStore &store = document->store();
    auto rubric = core::RubricStore(store).ensureActive();
    if (!rubric)
        return rubric.error();
    auto settings = core::PlanStore(store).settings();
    if (!settings)
        return settings.error();
    // Checked before the document records the name: a refused name leaves no annotator behind.
    if (core::Status s = admitAnnotator(store, settings.value(), name); !s)
        return s;
    if (core::Status s = document->setAnnotator(name); !s)
        return s;
    auto plan = core::PlanStore(store).assignments(name);
    if (!plan)
        return plan.error();
    if (core::Status s = m_namer->load(store, name, SystemNamer::Audience::AnnotatorSession); !s)
        return s;
    m_rating->setDocument(nullptr);
    m_pairwise->setDocument(nullptr);
    m_document = std::move(document);
    m_nextWhenOnline = false;
    m_submit->setEnabled(true);
    connect(m_document.get(), &core::StudyDocument::writeFailed, this,
            [this](const core::Error &error) { showMessage(tr("Not saved: %1").arg(error.message), true); });
    // A server study whose server went away: the annotator goes on; what is kept locally is said, and when it is sent.
    connect(m_document.get(), &core::StudyDocument::serverStateChanged, this, [this](bool reachable, int pending) {
        if (reachable) {
            if (std::exchange(m_nextWhenOnline, false)) {
                m_submit->setEnabled(true);
                showNextItem();
            }
            showMessage(tr("Connected to the server again: every answer given meanwhile is saved there."), false);
        } else {
            showMessage(tr("The server cannot be reached. %n answer(s) kept on this computer; they are sent when it "
                           "is back (trying every few seconds).",
                           nullptr, pending),
                        true);
        }
    });
    // Answers the server refused for good when they were sent (what they answer was removed meanwhile): said, and
    // never dropped.
    connect(m_document.get(), &core::StudyDocument::editsSetAside, this, [this](int count, const QString &reason) {
        showMessage(tr("%n answer(s) could not be stored on the server: %1. They are kept aside on this computer (%2).",
                       nullptr, count)
                        .arg(reason, m_document->journalFile()),
                    true);
    });
    m_images->setRoot(m_document->store().rootDir());
    m_rubric = core::localizedRubric(rubric.value());
    m_settings = settings.value();
    m_plan = plan.value();
    m_rating->setDocument(m_document.get());
    m_pairwise->setDocument(m_document.get());
    m_review->setDocument(m_document.get());
    m_rating->setRubric(m_rubric);
    m_rating->setBoxReview(m_settings.showDetectorBoxes ? m_review : nullptr);
    m_pairwise->setRubric(m_rubric);
    bool ratings = m_plan.isEmpty() && !m_settings.preference;
    bool pairwise = m_settings.preference;
    for (const core::PlanAssignment &a : std::as_const(m_plan)) {
        const bool preference = core::StudyPlan::isPreferenceItem(m_settings, a);
        ratings |= !preference;
        pairwise |= preference;
    }
    m_instructions->setContent(m_settings.instructions, m_rubric, ratings, pairwise);
    setWindowTitle(tr("EditLens — annotating as %1").arg(name));
    m_started = false;
    restartBreakTimer();
    showNextItem();
    if (m_item.id != 0) {
        m_instructions->setStarted(false);
        setPage(Page::Instructions);
    }
    return core::Status::success();
}

core::Status AnnotatorWindow::admitAnnotator(core::StudyStore &store, const core::PlanSettings &settings,
                                             const QString &name)
{
    auto planned = core::PlanStore(store).plannedAnnotators();
    if (!planned)
        return planned.error();
    // A study without a plan is open to any name (items in id order); a planned one to its planned annotators. An
    // annotator's server login reads only its own plan: whether there is one at all, the stored settings say.
    if (planned.value().contains(name))
        return core::Status::success();
    if (planned.value().isEmpty()) {
        auto made = core::PlanStore(store).hasPlan();
        if (!made)
            return made.error();
        if (!made.value())
            return core::Status::success();
    }
    QString similar; // names differ in case only: most likely a typo, said in the refusal or the question
    for (const QString &p : std::as_const(planned.value()))
        if (p.compare(name, Qt::CaseInsensitive) == 0)
            similar = p;
    if (!settings.allowNewAnnotators)
        return core::Error{similar.isEmpty()
                               ? tr("'%1' has no plan in this study; a session opens only for an annotator of its "
                                    "plan (the person running the study can add '%1' to the plan)")
                                     .arg(name)
                               : tr("'%1' has no plan in this study; did you mean '%2'?").arg(name, similar),
                           store.filePath()};
    const bool proceed = m_askNewAnnotator ? m_askNewAnnotator(name, similar) : askNewAnnotator(name, similar);
    if (!proceed)
        return core::Error{tr("'%1' has no plan in this study; no session was opened").arg(name), store.filePath()};
    return core::Status::success();
}

bool AnnotatorWindow::askNewAnnotator(const QString &name, const QString &similar)
{
    QString text = tr("%1 has no plan in this study — continue as a new annotator?").arg(name);
    if (!similar.isEmpty())
        text += QStringLiteral("\n\n")
                + tr("The plan has %1. If that is you, choose No and open the session as %1.").arg(similar);
    return QMessageBox::question(this, tr("New annotator"), text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
           == QMessageBox::Yes;
}

AnnotatorWindow::Page AnnotatorWindow::page() const
{
    const QWidget *w = m_pages->currentWidget();
    return w == m_instructions ? Page::Instructions
           : w == m_break      ? Page::Break
           : w == m_done       ? Page::Done
                               : Page::Task;
}

void AnnotatorWindow::setPage(Page page)
{
    QWidget *w = page == Page::Instructions ? static_cast<QWidget *>(m_instructions)
                 : page == Page::Break      ? static_cast<QWidget *>(m_break)
                 : page == Page::Done       ? static_cast<QWidget *>(m_done)
                                            : m_task;
    m_pages->setCurrentWidget(w);
    if (page == Page::Task) {
        if (m_preference)
            m_pairwise->focusQuestion(m_pairwise->currentPair(), m_pairwise->focusedDimension());
        else
            m_rating->focusQuestion(m_rating->focusedOutput(), m_rating->focusedDimension());
    } else {
        w->setFocus(Qt::OtherFocusReason);
    }
    Q_EMIT pageChanged(page);
}

void AnnotatorWindow::showInstructions()
{
    if (!m_document)
        return;
    if (page() == Page::Instructions) {
        showTask();
        return;
    }
    m_returnPage = page() == Page::Done ? Page::Done : Page::Task;
    m_instructions->setStarted(m_started || m_item.id == 0);
    setPage(Page::Instructions);
}

void AnnotatorWindow::showTask()
{
    m_started = true;
    if (m_item.id == 0 || m_returnPage == Page::Done) {
        m_returnPage = Page::Task;
        showNextItem();
        return;
    }
    if (m_document && m_document->currentItem() != m_item.id)
        m_document->openItem(m_item.id); // the session's clock runs again after a break
    setPage(Page::Task);
}

void AnnotatorWindow::remindBreak()
{
    if (!m_document || page() == Page::Done)
        return;
    m_breakDue = false;
    m_document->closeItem(); // time away is not time on the item
    // The time worked since the session started or the last break, not the plan's interval: Take a Break may come
    // any time, and the reminder waits for the next submitted item.
    const int minutes = m_worked.isValid() ? int(m_worked.elapsed() / 60000) : 0;
    m_break->setMessage(tr("Time for a break"),
                        minutes > 0 ? tr("You have been working for %n minute(s). Rest your eyes for a few minutes: "
                                         "everything is saved, and the item waits for you.",
                                         nullptr, minutes)
                                    : tr("Everything is saved, and the item waits for you."),
                        tr("Continue"));
    setPage(Page::Break);
}

void AnnotatorWindow::restartBreakTimer()
{
    m_breakDue = false;
    m_breakTimer->stop();
    m_worked.start();
    if (m_settings.breakMinutes > 0)
        m_breakTimer->start(std::chrono::minutes(m_settings.breakMinutes));
}

void AnnotatorWindow::showNextItem()
{
    auto next = core::StudyPlan::nextUnratedItem(m_document->store(), m_document->annotator());
    if (!next) {
        showMessage(next.error().toString(), true);
        return;
    }
    updateProgress();
    if (!next.value()) {
        m_document->closeItem();
        m_item = core::Item();
        const int total = m_progress->maximum();
        const QString next = m_settings.doneMessage.trimmed().isEmpty()
                                 ? tr("Everything you answered is saved in the study; there is nothing else to do. "
                                      "You can close this window now. The person running the study collects the "
                                      "results; if you want to change an answer, ask them.")
                                 : m_settings.doneMessage.trimmed();
        m_done->setMessage(tr("Thank you — all done!"),
                           tr("You have judged all %n item(s) of your plan.", nullptr, total) + QStringLiteral("\n\n")
                               + next,
                           tr("Close"));
        m_breakTimer->stop();
        setPage(Page::Done);
        Q_EMIT itemShown(0);
        return;
    }
    showItem(*next.value());
    setPage(Page::Task);
}

void AnnotatorWindow::showItem(qint64 itemId)
{
    auto stored = m_document->store().loadItem(itemId);
    if (!stored) {
        showMessage(stored.error().toString(), true);
        return;
    }
    m_item = m_namer->displayItem(stored.value());
    // Nothing of other people's work reaches the widgets: no scores, ratings, preferences or judge votes.
    for (core::Output &o : m_item.outputs) {
        o.scores.clear();
        o.ratings.clear();
        o.masks.clear();
    }
    m_item.preferences.clear();
    m_item.judgeVotes.clear();
    m_preference = m_settings.preference;
    for (const core::PlanAssignment &a : std::as_const(m_plan))
        if (a.itemId == itemId)
            m_preference = core::StudyPlan::isPreferenceItem(m_settings, a);
    m_instruction->setText(m_item.instruction.isEmpty()
                               ? tr("<i>No instruction was given for this item.</i>")
                               : tr("Instruction: <b>“%1”</b>").arg(m_item.instruction.toHtmlEscaped()));
    showMessage(QString(), false);
    m_document->openItem(itemId);

    qDeleteAll(m_stripTiles);
    m_stripTiles.clear();
    if (!m_preference) {
        for (int i = 0; i < m_item.outputs.size(); ++i) {
            auto *tile = new ImageTile(m_strip);
            tile->setObjectName(QStringLiteral("StripTile%1").arg(i));
            tile->setCaption(m_item.outputs[i].system);
            connect(tile, &ImageTile::clicked, this, [this, i] { m_rating->focusQuestion(i, 0); });
            m_strip->layout()->addWidget(tile);
            m_stripTiles << tile;
        }
    }
    m_strip->setVisible(!m_preference && m_item.outputs.size() > 1);
    m_secondTile->setVisible(m_preference);
    const bool target = m_settings.showGroundTruth && !m_item.groundTruthPath.isEmpty();
    m_targetTile->setVisible(target);
    m_images->show(m_sourceTile, m_item.sourcePath);
    if (target)
        m_images->show(m_targetTile, m_item.groundTruthPath);
    for (int i = 0; i < m_stripTiles.size(); ++i)
        m_images->show(m_stripTiles[i], m_item.outputs[i].path);

    const bool editable = m_document->isEditable(itemId, m_document->annotator());
    m_rating->setEditable(editable);
    m_pairwise->setEditable(editable);
    m_review->setEditable(editable);
    m_surfaces->setCurrentWidget(m_preference ? static_cast<QWidget *>(m_pairwise) : m_rating);
    if (m_preference)
        m_pairwise->setItem(m_item, plannedPairs(m_plan, m_item, m_settings.seed, m_document->annotator()));
    else
        m_rating->setItem(m_item);
    showOutputs();
    updateBadges();
    // The item starts on its first question (its first output, or its first pair).
    if (m_preference)
        m_pairwise->focusQuestion(0, 0);
    else
        m_rating->focusQuestion(0, 0);
    Q_EMIT itemShown(itemId);
}

void AnnotatorWindow::showOutputs()
{
    const auto outputById = [this](qint64 id) -> const core::Output * {
        for (const core::Output &o : std::as_const(m_item.outputs))
            if (o.id == id)
                return &o;
        return nullptr;
    };
    const auto boxesOn = [this](const core::Output *o, BoxReview::Image image) {
        return o ? BoxReview::tileBoxes(m_settings, *o, image, m_item.sourceSize) : QVector<ImageTile::Box>();
    };
    const auto show = [this, &boxesOn](ImageTile *tile, const core::Output *o, const QString &caption) {
        tile->setCaption(caption);
        tile->setBoxes(boxesOn(o, BoxReview::Image::Output));
        m_images->show(tile, o ? o->path : QString());
    };
    // What an edit removed is marked where it was: REMOVE boxes go on the original, as in the workbench.
    if (m_preference) {
        const core::PlanPair *p = m_pairwise->pair();
        const core::Output *left = p ? outputById(p->leftOutput) : nullptr;
        const core::Output *right = p ? outputById(p->rightOutput) : nullptr;
        show(m_mainTile, left, left ? tr("Left: %1").arg(left->system) : tr("Left"));
        show(m_secondTile, right, right ? tr("Right: %1").arg(right->system) : tr("Right"));
        m_sourceTile->setBoxes(boxesOn(left, BoxReview::Image::Original) + boxesOn(right, BoxReview::Image::Original));
        m_mainTile->setCurrent(false);
        m_review->hide();
        return;
    }
    const int focused = m_rating->focusedOutput();
    const core::Output *o = focused >= 0 && focused < m_item.outputs.size() ? &m_item.outputs[focused] : nullptr;
    show(m_mainTile, o, o ? o->system : QString());
    m_sourceTile->setBoxes(boxesOn(o, BoxReview::Image::Original));
    m_mainTile->setCurrent(true);
    if (m_settings.showDetectorBoxes && o)
        m_review->setOutput(*o); // shows itself when the output has detector boxes
    else
        m_review->hide();
    for (int i = 0; i < m_stripTiles.size(); ++i)
        m_stripTiles[i]->setCurrent(i == focused);
}

void AnnotatorWindow::updateProgress()
{
    auto progress = core::StudyPlan::progress(m_document->store(), m_document->annotator());
    if (!progress)
        return;
    const int total = std::max(1, progress.value().total);
    m_progress->setRange(0, total);
    m_progress->setValue(std::min(progress.value().done, total));
    //: %v items done of %m in the annotator's plan
    m_progress->setFormat(tr("%1 of %2 items done").arg(progress.value().done).arg(progress.value().total));
}

void AnnotatorWindow::updateBadges()
{
    // An output's ✓ counts its box questions too, when the plan asks them.
    for (int i = 0; i < m_stripTiles.size(); ++i)
        m_stripTiles[i]->setBadge(m_rating->isOutputComplete(i) ? QStringLiteral("✓") : QString());
}

void AnnotatorWindow::showMessage(const QString &text, bool warning)
{
    m_message->setText(text);
    m_message->setStyleSheet(warning ? QStringLiteral("QLabel { color: #b00020; font-weight: bold; }") : QString());
}

bool AnnotatorWindow::submit()
{
    if (!m_document || m_item.id == 0 || page() != Page::Task || m_nextWhenOnline)
        return false;
    const auto missing = m_preference ? m_pairwise->firstUnanswered() : m_rating->firstUnanswered();
    if (missing) {
        const bool box = !m_preference && missing->second >= m_rating->dimensionCount();
        showMessage(box ? tr("Please answer the question about every detector box first.")
                        : tr("Please answer every question first: the one in focus has no answer yet."),
                    true);
        if (m_preference)
            m_pairwise->focusQuestion(missing->first, missing->second);
        else
            m_rating->focusQuestion(missing->first, missing->second);
        return false;
    }
    if (!m_document->submitItem(m_item.id))
        return false; // writeFailed says why
    if (!m_document->isServerReachable()) {
        // The items come from the server: the submission is kept here, and the next item shows when it is back.
        m_nextWhenOnline = true;
        m_rating->setEditable(false);
        m_pairwise->setEditable(false);
        m_review->setEditable(false);
        m_submit->setEnabled(false);
        showMessage(tr("Submitted and kept on this computer. The server cannot be reached: the next item appears "
                       "as soon as it is back."),
                    true);
        return true;
    }
    if (m_breakDue) {
        showNextItem();
        if (page() == Page::Task)
            remindBreak();
        return true;
    }
    showNextItem();
    return true;
}

bool AnnotatorWindow::unlocksPlan(const QString &passphrase) const
{
    return !m_settings.passphraseHash.isEmpty() && core::verifyPassphrase(m_settings.passphraseHash, passphrase);
}

bool AnnotatorWindow::editPlanWithPassphrase()
{
    if (!m_document)
        return false;
    if (m_settings.passphraseHash.isEmpty()) {
        QMessageBox::information(this, tr("Study Plan"),
                                 tr("The plan of this study is set by the person running it and cannot be changed "
                                    "from an annotator's session."));
        return false;
    }
    // The dialog asks for the passphrase itself before it shows anything.
    if (!StudyPlanDialog::editInteractively(m_document->store(), m_document->annotations(), this))
        return false;
    const QString file = m_document->store().filePath();
    const QString annotator = m_document->annotator();
    if (core::Status s = open(file, annotator); !s) {
        QMessageBox::warning(this, tr("Cannot open the study"), s.error().toString());
        return false;
    }
    return true;
}

void AnnotatorWindow::keyPressEvent(QKeyEvent *event)
{
    // O held: the original in place of the output(s), to flicker between them; no question uses the key.
    if (event->key() == Qt::Key_O && event->modifiers() == Qt::NoModifier && page() == Page::Task) {
        if (!event->isAutoRepeat())
            for (ImageTile *tile : {m_mainTile, m_secondTile})
                tile->setPeek(m_sourceTile->image(), m_sourceTile->caption());
        event->accept();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void AnnotatorWindow::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_O && !event->isAutoRepeat()) {
        for (ImageTile *tile : {m_mainTile, m_secondTile})
            tile->setPeek(QImage(), QString());
        event->accept();
        return;
    }
    QMainWindow::keyReleaseEvent(event);
}

void AnnotatorWindow::closeEvent(QCloseEvent *event)
{
    if (m_document)
        m_document->closeItem();
    event->accept();
}

} // namespace editlens::ui
