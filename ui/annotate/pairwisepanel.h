#pragma once

#include "study/judgements.h"
#include "study/plan.h"
#include "study/rubric.h"
#include "study/studydata.h"

#include <QKeySequence>
#include <QWidget>

#include <optional>

class QAbstractButton;
class QLabel;

namespace editlens::core {
class StudyDocument;
}

namespace editlens::ui {

class JudgementRecorder;

/// Pairwise preference between two outputs shown left and right, per rubric dimension: left, right, tie or both
/// bad (GenAI-Arena). The pairs and their sides come from the annotator's plan (StudyPlan's balanced schedule);
/// every choice is a core::SetPreferenceCommand recording which output was on the left. The rows show what the
/// document reports as saved (preferenceChanged). Tab / Shift+Tab move across dimensions, then pairs.
/// GUI thread only.
class PairwisePanel : public QWidget
{
    Q_OBJECT

public:
    enum class Choice { Left, Right, Tie, BothBad };

    /// The key that records `choice` (Shift+← left, Shift+→ right, Shift+↓ tie, B both bad): the workbench's
    /// default shortcut and the annotator session's fixed key, so that left means left in both.
    static QKeySequence defaultKey(Choice choice);

    explicit PairwisePanel(QWidget *parent = nullptr);

    void setDocument(core::StudyDocument *document);
    void setRubric(const core::Rubric &rubric);
    /// Shows `item` (outputs named as the window names them) with `pairs` in order (left output first).
    void setItem(const core::Item &item, const QVector<core::PlanPair> &pairs);
    void clear();
    void setEditable(bool editable);

    int pairCount() const { return int(m_pairs.size()); }
    int currentPair() const { return m_pair; }
    void setCurrentPair(int index);
    int focusedDimension() const { return m_focusDimension; }
    void setFocusedDimension(int index);
    void moveFocus(int delta);

    /// Records `choice` for the focused dimension of the current pair. False when read-only.
    bool choose(Choice choice);
    /// The saved preference of dimension `dimensionIndex` of pair `pairIndex`.
    std::optional<core::PreferenceValue> shownValue(int pairIndex, int dimensionIndex) const;
    core::PreferenceKey keyOf(int pairIndex, int dimensionIndex) const;
    bool isComplete() const;
    const QVector<core::PlanPair> &pairs() const { return m_pairs; }

Q_SIGNALS:
    /// The current pair changed: outputs `left` and `right` (ids) should be on screen.
    void pairShown(qint64 left, qint64 right);

protected:
    bool event(QEvent *event) override;

private:
    void rebuild();
    void showRow(int dimensionIndex);
    void onPreferenceChanged(const core::PreferenceKey &key, const std::optional<core::PreferenceValue> &value);
    QString nameOf(qint64 outputId) const;

    JudgementRecorder *m_judgements;
    core::Rubric m_rubric;
    core::Item m_item;
    QVector<core::PlanPair> m_pairs;
    bool m_editable = true;
    int m_pair = 0;
    int m_focusDimension = 0;
    QLabel *m_title;
    QWidget *m_rows = nullptr;
    QVector<QVector<QAbstractButton *>> m_buttons; // [dimension][Choice]
};

} // namespace editlens::ui
