#include "exportdialog.h"

#include "guiutil/filedialogs.h"
#include "io/formatregistry.h"
#include "study/differenceorigin.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace editlens::ui {

ExportDialog::ExportDialog(const core::FormatRegistry &registry, const QString &startDir, const QStringList &origins,
                           QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_startDir(startDir)
    , m_format(new QComboBox(this))
    , m_description(new QLabel(this))
    , m_path(new QLineEdit(this))
    , m_pathLabel(new QLabel(this))
    , m_origin(new QComboBox(this))
    , m_originLabel(new QLabel(tr("Differences of:"), this))
{
    setObjectName(QStringLiteral("ExportDialog"));
    setWindowTitle(tr("Export"));
    for (const core::ExportFormat *f : m_registry.exportFormats()) {
        m_format->addItem(f->writesFolder() ? tr("%1 (folder)").arg(f->name()) : f->name(), f->id());
        m_format->setItemData(m_format->count() - 1, f->description(), Qt::ToolTipRole);
    }
    m_description->setWordWrap(true);
    m_description->setObjectName(QStringLiteral("FormatDescription"));
    m_origin->setEditable(true);
    m_origin->addItem(core::truthOriginName());
    m_origin->addItems(origins);
    m_origin->setToolTip(tr("Whose differences to write: \"truth\" (the ground truth, and on outputs marked complete "
                            "the completing annotators' boxes: drawn, or detector boxes they accepted or relabelled), "
                            "an annotator (the boxes they drew, accepted or relabelled) or a detector (its boxes as "
                            "it proposed them)"));
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);

    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), m_format);
    form->addRow(QString(), m_description);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(m_pathLabel, pathRow);
    form->addRow(m_originLabel, m_origin);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::validate);
    resize(640, sizeHint().height());
    formatChanged();
}

const core::ExportFormat *ExportDialog::format() const
{
    return m_registry.exportFormat(formatId());
}

QString ExportDialog::formatId() const
{
    return m_format->currentData().toString();
}

bool ExportDialog::setFormat(const QString &id)
{
    const int index = m_format->findData(id);
    if (index < 0)
        return false;
    m_format->setCurrentIndex(index);
    return true;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

core::ExportOptions ExportDialog::options() const
{
    core::ExportOptions o;
    if (const core::ExportFormat *f = format(); f && f->takesOrigin())
        o.origin = m_origin->currentText().trimmed();
    return o;
}

void ExportDialog::setOrigin(const QString &origin)
{
    m_origin->setCurrentText(origin);
}

void ExportDialog::formatChanged()
{
    const core::ExportFormat *f = format();
    if (!f)
        return;
    m_description->setText(f->description());
    m_pathLabel->setText(f->writesFolder() ? tr("Into folder:") : tr("To file:"));
    m_path->setPlaceholderText(f->writesFolder() ? tr("a folder (created when missing)")
                                                 : tr("a .%1 file").arg(f->fileSuffix()));
    m_origin->setVisible(f->takesOrigin());
    m_originLabel->setVisible(f->takesOrigin());
    // A file name typed for another format keeps its stem and gets this format's suffix.
    const QString current = path();
    if (!current.isEmpty()) {
        const QFileInfo info(current);
        const QString stem = QDir(info.path()).filePath(info.completeBaseName());
        m_path->setText(f->writesFolder() ? stem : stem + QLatin1Char('.') + f->fileSuffix());
    }
    validate();
}

void ExportDialog::browse()
{
    const core::ExportFormat *f = format();
    if (!f)
        return;
    const QString start = path().isEmpty() ? m_startDir : path();
    const QString chosen = f->writesFolder()
                               ? filedialogs::existingDirectory(this, tr("Export into Folder"), start)
                               : filedialogs::saveFileName(this, tr("Export to File"), start,
                                                           QStringLiteral("%1 (*.%2)").arg(f->name(), f->fileSuffix()));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportDialog::validate()
{
    m_ok->setEnabled(!path().isEmpty() && format());
}

} // namespace editlens::ui
