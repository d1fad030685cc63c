#pragma once

#include "study/rubric.h"
#include "study/studydata.h"

#include <QWidget>

#include <optional>

class QAbstractButton;
class QFrame;
class QGridLayout;
class QLabel;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class JudgementRecorder;

/// Rates the outputs of one item on the rubric's dimensions: a row per dimension, a column per output (all outputs
/// side by side, BPM Fig. 8) or only the current output. Number key n sets the focused cell to the n-th value of its
/// scale, Delete clears it, Tab / Shift+Tab move across dimensions, then outputs. Every change is a
/// core::SetRatingCommand on the document's undo stack; the cells show what the document reports as saved
/// (ratingChanged), never their own guess. GUI thread only; the document must outlive the panel or be reset first.
class RatingPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RatingPanel(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    void setRubric(const core::Rubric &rubric);
    /// Shows `item` (its outputs as the window names them) for the document's current annotator.
    void setItem(const core::Item &item);
    void clear();
    /// Read-only when false (a submitted, locked item).
    void setEditable(bool editable);
    bool isEditable() const { return m_editable; }
    /// All outputs side by side, or only the current output.
    void setAllOutputs(bool all);
    bool allOutputs() const { return m_allOutputs; }
    void setCurrentOutput(int index);

    int focusedOutput() const { return m_focusOutput; }
    int focusedDimension() const { return m_focusDimension; }
    void setFocusCell(int outputIndex, int dimensionIndex);
    /// Moves the focus by `delta` cells: dimensions first, then outputs (wrapping).
    void moveFocus(int delta);

    /// Sets the focused cell to the `nth` (1-based) value of its scale. False when out of range or read-only.
    bool rateFocused(int nth);
    /// Sets (nullopt: clears) one cell through a SetRatingCommand. False when read-only or off the scale.
    bool rate(int outputIndex, int dimensionIndex, std::optional<double> value);
    /// The saved value a cell shows.
    std::optional<double> shownValue(int outputIndex, int dimensionIndex) const;
    /// True when every cell of the item has a saved value.
    bool isComplete() const;
    int outputCount() const { return int(m_item.outputs.size()); }
    int dimensionCount() const { return int(m_rubric.dimensions.size()); }
    const core::Rubric &rubric() const { return m_rubric; }

Q_SIGNALS:
    /// The focus moved onto output `index` (in single-output mode the window shows that output).
    void outputFocused(int index);
    /// The focused cell is now `cell` (for scrolling it into view).
    void focusedCellChanged(QWidget *cell);

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Cell
    {
        QFrame *frame = nullptr;
        QVector<QAbstractButton *> buttons;
        std::optional<double> value;
    };

    void rebuild();
    /// Shows m_item in the grid built for an item with as many outputs (headers, saved values, focus).
    void refill();
    void showCell(int outputIndex, int dimensionIndex);
    void showFocus();
    void updateColumns();
    void onRatingChanged(qint64 outputId, const QString &dimension, std::optional<double> value);

    JudgementRecorder *m_judgements;
    core::Rubric m_rubric;
    core::Item m_item;
    bool m_editable = true;
    bool m_allOutputs = true;
    int m_currentOutput = 0;
    int m_focusOutput = 0;
    int m_focusDimension = 0;
    QWidget *m_grid = nullptr;
    QGridLayout *m_layout = nullptr;
    QVector<QLabel *> m_headers;
    QVector<QVector<Cell>> m_cells; // [output][dimension]
};

} // namespace editlens::ui
