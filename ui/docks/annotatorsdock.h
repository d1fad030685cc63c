#pragma once

#include "guiutil/latestjob.h"

#include <QDockWidget>

class QLabel;
class QTableWidget;
class QTimer;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// The person running a study watches each annotator's progress here: items submitted of planned, items judged,
/// mean time per item and gold answers met (core::summarizeAnnotators). It reads the study on a worker thread (its
/// own connection) when a study opens and again shortly after this window or, on a server study, any annotator's
/// window commits a judgement (the latest read wins). GUI thread only.
class AnnotatorsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AnnotatorsDock(QWidget *parent = nullptr);

    /// Follows `document` (null: clears).
    void connectDocument(core::StudyDocument *document);
    /// Reads the progress again now.
    void refresh();

Q_SIGNALS:
    /// The table shows a new reading.
    void updated();

private:
    QString m_study;
    QTableWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_pause = nullptr; ///< reads once the judgements pause
    LatestJob m_job;
};

} // namespace editlens::ui
