#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;

namespace editlens::ui {

/// Chooses the annotator for a study: the study's annotators in a list (the remembered one selected) or a new name.
class AnnotatorDialog : public QDialog
{
    Q_OBJECT

public:
    AnnotatorDialog(const QStringList &annotators, const QString &remembered, QWidget *parent = nullptr);
    /// The typed name as typed, else the chosen one; "" when none. OK stays disabled while a typed name breaks
    /// core::checkAnnotatorName (the reason shows under the field).
    QString annotator() const;

private:
    QListWidget *m_list;
    QLineEdit *m_name;
    QLabel *m_problem;
};

} // namespace editlens::ui
