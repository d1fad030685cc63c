#pragma once

#include "io/exportformat.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace editlens::core {
class FormatRegistry;
}

namespace editlens::ui {

/// File → Export…: the format (every export format of the registry, file and folder formats alike, each with its
/// description), where to write (a file, or for a folder format such as DICE's a folder, created when missing) and,
/// for formats that write one origin's differences, which origin ("truth", an annotator or a detector; the study's
/// names are offered, any name can be typed). GUI thread only.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// `origins`: the study's annotators and detectors that have differences (offered after "truth").
    ExportDialog(const core::FormatRegistry &registry, const QString &startDir, const QStringList &origins,
                 QWidget *parent = nullptr);

    QString formatId() const;
    /// Selects the format `id`; false when the registry has none.
    bool setFormat(const QString &id);
    QString path() const;
    void setPath(const QString &path);
    /// The options for the chosen format (the origin only for formats that take one; empty = the format's default).
    core::ExportOptions options() const;
    void setOrigin(const QString &origin);

    QComboBox *formatCombo() const { return m_format; }
    QComboBox *originCombo() const { return m_origin; }
    QPushButton *exportButton() const { return m_ok; }

private:
    const core::ExportFormat *format() const;
    void formatChanged();
    void browse();
    void validate();

    const core::FormatRegistry &m_registry;
    QString m_startDir;
    QComboBox *m_format;
    QLabel *m_description;
    QLineEdit *m_path;
    QLabel *m_pathLabel;
    QComboBox *m_origin;
    QLabel *m_originLabel;
    QPushButton *m_ok;
};

} // namespace editlens::ui
