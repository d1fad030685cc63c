#pragma once

#include "study/rubric.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace editlens::ui {

/// Edits a study's rubric: start from a preset (BPM, ImagenHub, DICE, the study's own dimensions) or from scratch,
/// then edit the name, the instructions and one row per dimension (name, min, max, step, value labels, help).
/// OK is refused, with the reason shown, while the rubric is invalid (see validate()). GUI thread only.
class RubricDialog : public QDialog
{
    Q_OBJECT

public:
    /// `studyDimensions` feed the "study's dimensions" preset; `current` is shown first.
    RubricDialog(const core::Rubric &current, const QVector<core::Dimension> &studyDimensions,
                 QWidget *parent = nullptr);

    /// The rubric as edited (valid after exec() returned Accepted).
    core::Rubric rubric() const;
    /// Shows `rubric` in the editor (what choosing a preset does).
    void setRubric(const core::Rubric &rubric);
    /// "" when the edited rubric is valid, else why not: a name, at least one dimension, unique non-empty
    /// dimension names, min < max, a step > 0 that divides the range, labels "value=text" on the scale.
    QString validate() const;

    void accept() override;

private:
    void addRow(const core::RubricDimension &dimension);
    void applyPreset(int index);
    /// Parses one row; `error` gets the reason when the row is invalid.
    core::RubricDimension rowDimension(int row, QString *error) const;

    QVector<core::Dimension> m_studyDimensions;
    core::RubricPreset m_preset = core::RubricPreset::Custom;
    QComboBox *m_presets;
    QLineEdit *m_name;
    QPlainTextEdit *m_help;
    QTableWidget *m_table;
    QLabel *m_error;
};

} // namespace editlens::ui
