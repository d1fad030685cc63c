#pragma once

#include "guiutil/latestjob.h"

#include <QDockWidget>
#include <QPointer>

class QLabel;
class QTextBrowser;
class QTimer;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// The "Difference Evaluation" dock: DICE-D's evaluations of the open study, the same tables as the report's
/// (report::addDifferenceEvaluations): each detector's COCO AP against the truth (class-agnostic, by op, by coherence
/// label, with coherence agreement), the annotators' agreement on boxes and coherence, and DICE's per-system summary
/// (Table 3) with people's ratings beside it. Computed from the study file on a worker thread (its own connection;
/// the latest computation wins); with a document connected it follows every committed difference, review, coherence,
/// completion and rating change after a short pause. While hidden it computes nothing and catches up when shown.
/// GUI thread only.
class DifferenceEvaluationDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DifferenceEvaluationDock(QWidget *parent = nullptr);

    /// Computes the tables of `studyFile` on a worker thread; updated() follows.
    void loadStudy(const QString &studyFile);
    /// Recomputes (after a short pause) whenever `document` commits a change the tables depend on.
    void connectDocument(core::StudyDocument *document);
    void clear();

    QTextBrowser *view() const { return m_view; }
    /// Whether a computation is running.
    bool isBusy() const { return m_job.isRunning(); }

public Q_SLOTS:
    /// Recomputes from the study file now.
    void refresh();

Q_SIGNALS:
    /// The view shows the latest computation (or why there is nothing to show).
    void updated();

private:
    QTextBrowser *m_view;
    QLabel *m_status;
    QTimer *m_pause;
    QString m_studyFile;
    bool m_stale = false; ///< a change arrived while the dock was hidden
    QPointer<core::StudyDocument> m_document;
    LatestJob m_job;
};

} // namespace editlens::ui
