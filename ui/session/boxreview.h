#pragma once

#include "session/imagetile.h"
#include "session/questionlist.h"
#include "storage/planstore.h"
#include "study/studydata.h"

#include <QPointer>
#include <QWidget>

#include <optional>

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

/// DICE-D review in an annotator's session (a plan that shows the detectors' boxes): one question per detector box
/// of the output in focus, numbered as on the image — "a real change the instruction asked for" (accepted,
/// coherent YES), "a real change it did not ask for" (accepted, coherent NO) or "no such change" (rejected). Each
/// answer is one undo step (the review and the label together) through the document; the rows show what the
/// document reports as saved. GUI thread only.
class BoxReview : public QuestionList
{
    Q_OBJECT

public:
    enum Answer { AskedFor, NotAskedFor, NoChange };

    explicit BoxReview(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    /// The output in focus, as the annotator sees it (its `system` is the blind label).
    void setOutput(const core::Output &output);

    int boxCount() const { return int(m_boxes.size()); }
    bool answer(int row, std::optional<Answer> answer);
    std::optional<Answer> savedAnswer(qint64 differenceId) const;
    /// The detector boxes of `output` in the order the rows and the image number them.
    static QVector<core::Difference> reviewedBoxes(const core::Output &output);
    /// The boxes of `output` the plan lets an annotator see, for its image tile: the detectors' (numbered as their
    /// questions) and the ground truth's, labelled with their operation and description only (no detector name, no
    /// confidence).
    static QVector<ImageTile::Box> tileBoxes(const core::PlanSettings &settings, const core::Output &output);

Q_SIGNALS:
    void answersChanged();

private:
    void refresh();
    QString annotator() const;

    QPointer<core::StudyDocument> m_document;
    QVector<core::Difference> m_boxes;
    QString m_outputName;
};

} // namespace editlens::ui
