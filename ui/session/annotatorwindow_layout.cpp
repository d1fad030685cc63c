// AnnotatorWindow: the task page (tiles, question surfaces, progress, message line) and the window's actions.
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
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>
namespace editlens::ui {

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

} // namespace editlens::ui
