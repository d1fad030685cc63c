#pragma once

#include "session/imagetile.h"
#include "session/questionlist.h"
#include "study/plan.h"
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
/// document reports as saved. Where the focus goes after an answer or on Tab is the rating surface's call (the box
/// questions follow their output's rating questions, see RatingSurface::setBoxReview). GUI thread only.
class BoxReview : public QuestionList
{
    Q_OBJECT

public:
    enum Answer { AskedFor, NotAskedFor, NoChange };

    explicit BoxReview(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    /// The output in focus, as the annotator sees it (its `system` is the blind label).
    void setOutput(const core::Output &output);
    /// The id of the output whose boxes the rows ask about (0: none yet).
    qint64 outputId() const { return m_outputId; }

    int boxCount() const { return int(m_boxes.size()); }
    bool answer(int row, std::optional<Answer> answer);
    std::optional<Answer> savedAnswer(qint64 differenceId) const;
    /// The detector boxes of `output` in the order the rows and the image number them.
    static QVector<core::Difference> reviewedBoxes(const core::Output &output);
    /// Which image a box is drawn on: a REMOVE box marks what the edit took out, so it is drawn on the original
    /// (as the workbench draws it), every other box on the edited output.
    enum class Image { Output, Original };
    /// The boxes of `output` the plan lets an annotator see on `image`: the detectors' (numbered as their questions)
    /// and the ground truth's, labelled with their operation and description only (no detector name, no confidence).
    /// Normalised boxes are scaled to `sourceSize` on the original and to the output's size on the output.
    static QVector<ImageTile::Box> tileBoxes(const core::PlanSettings &settings, const core::Output &output,
                                             Image image, const QSize &sourceSize);

Q_SIGNALS:
    void answersChanged();
    /// The annotator answered box question `row` (saved), by key or click.
    void answerChosen(int row);
    /// Tab / ↓ (+1) or Shift+Tab / ↑ (-1) on box question `row`.
    void moveRequested(int row, int delta);
    /// Box question `row` took the keyboard focus.
    void rowFocused(int row);

private:
    void refresh();
    QString annotator() const;

    QPointer<core::StudyDocument> m_document;
    QVector<core::Difference> m_boxes;
    qint64 m_outputId = 0;
    QString m_outputName;
};

} // namespace editlens::ui
