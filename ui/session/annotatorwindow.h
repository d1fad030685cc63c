#pragma once

#include "study/plan.h"
#include "study/rubric.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;

namespace editlens::core {
class StudyDocument;
class StudyStore;
} // namespace editlens::core

namespace editlens::ui {

class BoxReview;
class ImageTile;
class InstructionsPage;
class MessagePage;
class PreferenceSurface;
class RatingSurface;
class SystemNamer;
class TileImages;
class TileView;

/// The annotator's window (`editlens STUDY --annotator NAME`): a locked session through the annotator's plan,
/// showing only what the task needs. No system names (blind labels "Output A", … unless the plan reveals them), no
/// scores, no other annotator's answers, no ground truth or detector boxes (unless the plan reveals them, e.g. for a
/// DICE-D review), no docks and no way to change the plan (the Study Plan dialog opens only with the study's
/// passphrase). Pages: the instructions (at the start and on F1, from the rubric), the task (the images large, the
/// rating or pairwise surface below, a progress bar), a break reminder after the plan's minutes of work, and a
/// "thank you, all done" page. Every answer is one transaction through the StudyDocument, shown as saved only once
/// committed. GUI thread only.
class AnnotatorWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Page { Instructions, Task, Break, Done };

    explicit AnnotatorWindow(QWidget *parent = nullptr);
    ~AnnotatorWindow() override;

    /// Opens `file` for `annotator` and shows the instructions, or the "all done" page when nothing is left. The
    /// name follows core::checkAnnotatorName (no space at either end). On a study with a plan, a name outside it is
    /// refused, or, when the plan allows new annotators, opens only after the annotator confirms (the question
    /// below); a study without a plan opens for any name. On failure nothing is shown and the error is returned.
    core::Status open(const QString &file, const QString &annotator);
    /// Answers "NAME has no plan in this study — continue as a new annotator?" instead of a message box (tests);
    /// `similar` is a planned name that differs from NAME in case only, or "".
    using NewAnnotatorQuestion = std::function<bool(const QString &name, const QString &similar)>;
    void setNewAnnotatorQuestion(NewAnnotatorQuestion ask) { m_askNewAnnotator = std::move(ask); }

    Page page() const;
    /// Shows the instructions (F1) / the task where it was / the break reminder.
    void showInstructions();
    void showTask();
    void remindBreak();

    /// Submits the item on screen (Ctrl+Enter) when every question is answered and goes on to the next item's
    /// first question; otherwise puts the focus on the first unanswered question and says so. True when submitted.
    bool submit();
    /// Asks for the study's passphrase and, when it is right, opens the Study Plan dialog. False otherwise.
    bool editPlanWithPassphrase();
    /// The same check without a dialog (what editPlanWithPassphrase asks): true when `passphrase` unlocks the plan.
    bool unlocksPlan(const QString &passphrase) const;

    qint64 itemId() const { return m_item.id; }
    bool isPreferenceItem() const { return m_preference; }
    RatingSurface *ratingSurface() const { return m_rating; }
    PreferenceSurface *preferenceSurface() const { return m_pairwise; }
    BoxReview *boxReview() const { return m_review; }
    QProgressBar *progressBar() const { return m_progress; }
    core::StudyDocument *document() const { return m_document.get(); }

Q_SIGNALS:
    /// The item on screen changed (0: none, all done).
    void itemShown(qint64 itemId);
    void pageChanged(Page page);

protected:
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;

private:
    void createActions();
    /// Whether `name` may open a session on a study with this plan (see open()); asks when the plan allows it.
    core::Status admitAnnotator(core::StudyStore &store, const core::PlanSettings &settings, const QString &name);
    bool askNewAnnotator(const QString &name, const QString &similar);
    QWidget *createTaskPage();
    void setPage(Page page);
    void showNextItem();
    void showItem(qint64 itemId);
    void showOutputs();
    void updateProgress();
    void updateBadges();
    void showMessage(const QString &text, bool warning);
    void restartBreakTimer();

    std::unique_ptr<core::StudyDocument> m_document;
    core::PlanSettings m_settings;
    QVector<core::PlanAssignment> m_plan;
    core::Rubric m_rubric;
    NewAnnotatorQuestion m_askNewAnnotator;
    SystemNamer *m_namer;
    TileImages *m_images;
    TileView *m_view = nullptr; ///< the image tiles' shared zoom
    core::Item m_item;          ///< as the annotator sees it (blind labels, display order)
    bool m_preference = false;
    bool m_started = false;
    Page m_returnPage = Page::Task;

    QStackedWidget *m_pages;
    InstructionsPage *m_instructions;
    QWidget *m_task;
    MessagePage *m_break;
    MessagePage *m_done;
    QProgressBar *m_progress;
    QLabel *m_instruction;
    QLabel *m_message;
    ImageTile *m_sourceTile;
    ImageTile *m_mainTile;   ///< the output in focus (rating) / the left output (pairwise)
    ImageTile *m_secondTile; ///< the right output (pairwise)
    ImageTile *m_targetTile; ///< the ground-truth target, when the plan reveals it
    QWidget *m_strip;        ///< every output being rated, small
    QVector<ImageTile *> m_stripTiles;
    QStackedWidget *m_surfaces;
    RatingSurface *m_rating;
    PreferenceSurface *m_pairwise;
    BoxReview *m_review; ///< the detector's boxes on the output in focus, when the plan shows them
    QPushButton *m_submit;
    QTimer *m_breakTimer;
    QElapsedTimer m_worked;        ///< since the session started or the last break ended (what Take a Break says)
    bool m_breakDue = false;       ///< the break time has come: the reminder shows after the next submitted item
    bool m_nextWhenOnline = false; ///< the item was submitted without the server: the next one shows when it is back
};

} // namespace editlens::ui
