#pragma once

#include "study/judgements.h"
#include "study/studydata.h"

#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSortFilterProxyModel;
class QTableView;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class DifferencesModel;

/// The Differences dock: the current output's differences (DifferencesModel) in a sortable list, and a confidence
/// threshold slider (rows under it are hidden here; the comparison view hides their boxes on
/// confidenceThresholdChanged). Selection is kept in sync with the scene through differenceActivated /
/// selectDifference; selectDifference never re-emits differenceActivated, so the two cannot loop.
/// With a document (setDocument) the dock also reviews and labels: Accept / Reject, coherence YES / NO with a
/// rationale, and the op and description of the selected difference, each a command on the document's undo stack by
/// the current annotator; the list follows the document's signals (differenceAdded/Changed/Removed, reviewChanged,
/// coherenceChanged), so an undo shows at once. GUI thread only.
class DifferencesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DifferencesDock(QWidget *parent = nullptr);

    void setDifferences(QVector<core::Difference> differences);
    /// Edits `document` (not owned; nullptr: a read-only list).
    void setDocument(core::StudyDocument *document);
    /// Shows `differences`, those of output `outputId` as the caller holds them (current: the caller follows the
    /// document's edits), with the current annotator's reviews; the document's signals for this output update the list.
    void setOutput(qint64 outputId, QVector<core::Difference> differences);
    qint64 outputId() const { return m_outputId; }

    /// Review and label actions on the selected difference, with default keys in the dock's context (a main window can
    /// register them as remappable): Accept Return/Enter, Reject Backspace, coherent YES Y, NO N.
    QAction *acceptAction() const { return m_accept; }
    QAction *rejectAction() const { return m_reject; }
    QAction *coherentAction() const { return m_coherent; }
    QAction *incoherentAction() const { return m_incoherent; }
    /// Checkable: the current annotator marks the shown output "complete: no further differences" (key C), which
    /// puts it into a difference-detection evaluation set even when it has no difference.
    QAction *completeAction() const { return m_complete; }
    /// Adds a button for `action` (not owned; its icon text is shown) to the dock's navigation row, e.g. "next output
    /// with unreviewed detector boxes".
    void addNavigationAction(QAction *action);
    QLineEdit *rationaleEdit() const { return m_rationale; }
    QComboBox *opCombo() const { return m_op; }
    QLineEdit *descriptionEdit() const { return m_description; }
    DifferencesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    double confidenceThreshold() const;
    qint64 selectedDifference() const; ///< 0 when none is selected

public Q_SLOTS:
    /// Selects the row of difference `id` (clears the selection for 0 or an unknown or hidden id).
    void selectDifference(qint64 id);
    /// Threshold in [0, 1], 0.01 steps.
    void setConfidenceThreshold(double threshold);
    /// Selects difference `id` and puts the focus in its description (after a box was drawn).
    void editDifference(qint64 id);

Q_SIGNALS:
    /// The user selected (or moved to) the difference `id` in the list.
    void differenceActivated(qint64 id);
    void confidenceThresholdChanged(double threshold);

private:
    QWidget *createEditor();
    void updateCount();
    void updateEditor();
    void review(core::ReviewDecision decision);
    void updateComplete();
    void label(bool coherent);
    void relabel();
    void commitRationale();
    void reloadReviews();
    void refreshDifference(qint64 id);

    DifferencesModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QSlider *m_threshold;
    QLabel *m_thresholdLabel;
    QLabel *m_count;
    bool m_syncing = false;

    QPointer<core::StudyDocument> m_document;
    qint64 m_outputId = 0;
    QWidget *m_editor = nullptr;
    QHBoxLayout *m_navigationRow = nullptr;
    QAction *m_accept;
    QAction *m_reject;
    QAction *m_coherent;
    QAction *m_incoherent;
    QAction *m_complete = nullptr;
    QLineEdit *m_rationale = nullptr;
    QComboBox *m_op = nullptr;
    QLineEdit *m_description = nullptr;
};

} // namespace editlens::ui
