// The annotator's flow: pages, keys, answering, submitting, breaks. Building the task page and the actions lives
// in annotatorwindow_layout.cpp, opening a study for a name (who may open a session) in annotatorwindow_open.cpp;
// the surfaces (QuestionList, RatingSurface, PreferenceSurface, BoxReview, TileImages) in their own files.
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

#include <QCloseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>

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
    //: The progress bar's text: %1 items done of the %n in the annotator's plan
    m_progress->setFormat(tr("%1 of %n item(s) done", nullptr, progress.value().total).arg(progress.value().done));
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
    if (!StudyPlanDialog::editInteractively(m_document->store(), m_document->annotatorStore(), this))
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
