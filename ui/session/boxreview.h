#pragma once

#include "study/studydata.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class ChoiceRow;

/// DICE-D review in an annotator's session (a plan that shows the detectors' boxes): one question per detector box
/// of the output in focus, numbered as on the image — "a real change the instruction asked for" (accepted,
/// coherent YES), "a real change it did not ask for" (accepted, coherent NO) or "no such change" (rejected). Each
/// answer is one undo step (the review and the label together) through the document; the rows show what the
/// document reports as saved. GUI thread only.
class BoxReview : public QWidget
{
    Q_OBJECT

public:
    enum Answer { AskedFor, NotAskedFor, NoChange };

    explicit BoxReview(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    /// The output in focus, as the annotator sees it (its `system` is the blind label).
    void setOutput(const core::Output &output);
    void setEditable(bool editable);

    int boxCount() const { return int(m_boxes.size()); }
    bool answer(int row, std::optional<Answer> answer);
    std::optional<Answer> savedAnswer(qint64 differenceId) const;
    /// The detector boxes of `output` in the order the rows and the image number them.
    static QVector<core::Difference> reviewedBoxes(const core::Output &output);
    ChoiceRow *row(int index) const { return m_rows.value(index); }
    void focusRow(int index);

Q_SIGNALS:
    void answersChanged();

private:
    void refresh();
    QString annotator() const;

    QPointer<core::StudyDocument> m_document;
    QVector<core::Difference> m_boxes;
    QString m_outputName;
    bool m_editable = true;
    QLabel *m_heading;
    QWidget *m_rowBox;
    QVector<ChoiceRow *> m_rows;
};

} // namespace editlens::ui
