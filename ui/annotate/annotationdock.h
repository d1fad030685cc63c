#pragma once

#include "study/plan.h"
#include "study/studydata.h"

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace editlens::core {
class StudyDocument;
struct Error;
} // namespace editlens::core

namespace editlens::ui {

class PairwisePanel;
class RatingPanel;

/// The Annotate dock: the current item's rating panel (or, in a preference study, the pairwise panel), the
/// annotator's progress (n of N), and the item's submission state with an audited Revise. Reads the active rubric
/// (BPM when the study has none) and the plan from the document's store. GUI thread only.
class AnnotationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AnnotationDock(QWidget *parent = nullptr);

    /// The open study (nullptr when none). The document must outlive the dock or be reset first.
    void setDocument(core::StudyDocument *document);
    /// Re-reads rubric, plan settings and progress (after an annotator switch or a plan change).
    void reload();
    /// Shows `item` as the window shows it (outputs possibly blinded and reordered). While the dock sits hidden in
    /// a shown window (a tab behind Scores), the panels are rebuilt only when it is shown: browsing stays cheap.
    void showItem(const core::Item &item);
    void setCurrentOutput(int index);

    /// Whether the current item asks for preferences (a preference plan, or a mixed plan's preference item).
    bool preferenceMode() const { return isPreferenceItem(m_item.id); }
    RatingPanel *ratingPanel() const { return m_rating; }
    PairwisePanel *pairwisePanel() const { return m_pairwise; }
    /// "3 of 10" for the current annotator ("" without one).
    QString progressText() const;
    bool isLocked() const { return m_locked; }
    qint64 itemId() const { return m_item.id; }

public Q_SLOTS:
    /// Submits the current item for the annotator (Ctrl+Enter); emits submitted() on success.
    bool submit();
    /// Re-opens the submitted item; `reason` goes to the audit log.
    bool revise(const QString &reason);
    /// Asks for a reason, then revises.
    void reviseInteractively();
    /// Gives the keyboard focus to the visible panel.
    void focusPanel();

Q_SIGNALS:
    void submitted(qint64 itemId);
    /// The rating panel moved onto another output.
    void outputRequested(int index);
    /// Progress or annotator changed: the text for the status bar.
    void statusChanged(const QString &text);
    /// The plan switched between rating and pairwise preference (after reload()).
    void preferenceModeChanged(bool preference);

private:
    void refreshItem();
    void updateState();
    void onWriteFailed(const core::Error &error);
    /// A preference plan's items, and a mixed plan's items planned with pairs.
    bool isPreferenceItem(qint64 itemId) const;

    QPointer<core::StudyDocument> m_document;
    core::PlanSettings m_settings;
    QVector<core::PlanAssignment> m_plan;
    core::Item m_item;
    bool m_locked = false;
    bool m_stale = false; ///< m_item changed while the dock was hidden; the panels still show the previous one
    QLabel *m_progress;
    QLabel *m_state;
    QLabel *m_message;
    QPushButton *m_revise;
    QCheckBox *m_allOutputs;
    QStackedWidget *m_stack;
    RatingPanel *m_rating;
    PairwisePanel *m_pairwise;
};

} // namespace editlens::ui
