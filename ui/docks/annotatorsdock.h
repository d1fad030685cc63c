#pragma once

#include "guiutil/latestjob.h"

#include <QDockWidget>
#include <QPointer>
#include <QStringList>

class QLabel;
class QPushButton;
class QTableWidget;
class QTimer;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// The person running a study watches each annotator's progress and quality here: items submitted of planned, items
/// judged, time per item (mean and median), attention checks failed, agreement with the others and whether their
/// ratings count in alignment (core::summarizeAnnotators, core::excludedAnnotators). "Exclude from alignment" and
/// "Include" (a button and the table's context menu) change the study's exclusion list. It reads the study on a
/// worker thread (its own connection) when a study opens and again shortly after this window, another window or
/// process writing the study file, or on a server study any annotator's window commits a judgement (the latest read
/// wins). GUI thread only.
class AnnotatorsDock : public QDockWidget
{
    Q_OBJECT

public:
    /// The table's columns.
    enum Column {
        AnnotatorColumn,
        SubmittedColumn,
        JudgedColumn,
        SecondsColumn,
        FailedChecksColumn,
        AgreementColumn,
        AlignmentColumn,
        ColumnCount
    };

    explicit AnnotatorsDock(QWidget *parent = nullptr);

    /// Follows `document` (null: clears).
    void connectDocument(core::StudyDocument *document);
    /// Reads the progress again now.
    void refresh();
    /// Leaves `annotator`'s ratings out of alignment (`excluded`) or counts them again, in the study's settings;
    /// exclusionsChanged() and a new reading follow. False (the status line says why) when it cannot be saved.
    bool setExcluded(const QString &annotator, bool excluded);
    /// The annotators the last reading found excluded from alignment.
    QStringList excluded() const { return m_excluded; }

Q_SIGNALS:
    /// The table shows a new reading.
    void updated();
    /// The study's exclusion list changed: alignment of `studyFile` must be computed again.
    void exclusionsChanged(const QString &studyFile);

private:
    QString selectedAnnotator() const;
    void updateButton();
    void showMenu(const QPoint &pos);

    QString m_study;
    QPointer<core::StudyDocument> m_document;
    QStringList m_excluded;
    QTableWidget *m_table = nullptr;
    QPushButton *m_exclude = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_pause = nullptr; ///< reads once the judgements pause
    LatestJob m_job;
};

} // namespace editlens::ui
