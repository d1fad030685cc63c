#pragma once

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace editlens::ui {

/// Chooses the annotator for a study: the study's annotators in a list (the remembered one selected) or a new name.
class AnnotatorDialog : public QDialog
{
    Q_OBJECT

public:
    AnnotatorDialog(const QStringList &annotators, const QString &remembered, QWidget *parent = nullptr);
    /// The chosen or typed name (trimmed); "" when none.
    QString annotator() const;

private:
    QListWidget *m_list;
    QLineEdit *m_name;
};

} // namespace editlens::ui
