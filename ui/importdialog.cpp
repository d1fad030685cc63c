#include "importdialog.h"

#include "guiutil/filedialogs.h"
#include "io/formatregistry.h"
#include "io/outputfile.h"
#include "io/tableimport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

const QString autoFormat = QStringLiteral("auto");

enum ColumnTableColumn { HeaderColumn, RoleColumn, SystemColumn };

// The roles offered for a column, in menu order.
constexpr core::TableRole offeredRoles[] = {
    core::TableRole::Instruction,   core::TableRole::Source, core::TableRole::Output,
    core::TableRole::Target,        core::TableRole::Id,     core::TableRole::SourceCaption,
    core::TableRole::TargetCaption,
};

QString roleLabel(core::TableRole role)
{
    switch (role) {
    case core::TableRole::Instruction:
        return ImportDialog::tr("Instruction");
    case core::TableRole::Source:
        return ImportDialog::tr("Source image");
    case core::TableRole::Output:
        return ImportDialog::tr("Edited image (one system)");
    case core::TableRole::Target:
        return ImportDialog::tr("Ground-truth image (target)");
    case core::TableRole::Id:
        return ImportDialog::tr("Item id");
    case core::TableRole::SourceCaption:
        return ImportDialog::tr("Source caption");
    case core::TableRole::TargetCaption:
        return ImportDialog::tr("Target caption");
    }
    return {};
}

} // namespace

ImportDialog::ImportDialog(const core::FormatRegistry &registry, const QString &studyFile, const QString &startDir,
                           QWidget *parent)
    : QDialog(parent)
    , m_registry(registry)
    , m_studyFile(studyFile)
    , m_startDir(startDir)
    , m_source(new QLineEdit(this))
    , m_system(new QLineEdit(this))
    , m_annotator(new QLineEdit(this))
    , m_metric(new QLineEdit(this))
    , m_judge(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_description(new QLabel(this))
    , m_columnsLabel(new QLabel(tr("Columns:"), this))
    , m_columns(new QTableWidget(0, 3, this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("ImportDialog"));
    setWindowTitle(tr("Import"));
    m_source->setPlaceholderText(tr("a file or a folder"));
    auto *fileButton = new QPushButton(tr("File…"), this);
    auto *folderButton = new QPushButton(tr("Folder…"), this);
    connect(fileButton, &QPushButton::clicked, this, &ImportDialog::browseFile);
    connect(folderButton, &QPushButton::clicked, this, &ImportDialog::browseFolder);

    m_format->addItem(tr("Detect automatically"), autoFormat);
    m_format->setItemData(0, tr("EditLens picks the format that recognizes the file or folder"), Qt::ToolTipRole);
    for (const core::ImportFormat *f : m_registry.importFormats()) {
        m_format->addItem(f->readsFolders() ? tr("%1 (folder)").arg(f->name()) : f->name(), f->id());
        m_format->setItemData(m_format->count() - 1, f->description(), Qt::ToolTipRole);
    }
    m_description->setWordWrap(true);
    m_description->setObjectName(QStringLiteral("FormatDescription"));
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("ImportStatus"));

    m_columns->setObjectName(QStringLiteral("ColumnMapping"));
    m_columns->setHorizontalHeaderLabels({tr("Column"), tr("Holds"), tr("System")});
    m_columns->horizontalHeader()->setSectionResizeMode(HeaderColumn, QHeaderView::ResizeToContents);
    m_columns->horizontalHeader()->setSectionResizeMode(RoleColumn, QHeaderView::ResizeToContents);
    m_columns->horizontalHeader()->setStretchLastSection(true);
    m_columns->verticalHeader()->hide();
    m_columns->setMinimumHeight(220); // room for a typical table's columns without scrolling
    m_columns->setToolTip(tr("What each column of the table holds. Every edited-image column becomes one editing "
                             "system, named after the column unless you name it."));

    auto *form = new QFormLayout;
    auto *sourceRow = new QHBoxLayout;
    sourceRow->addWidget(m_source, 1);
    sourceRow->addWidget(fileButton);
    sourceRow->addWidget(folderButton);
    form->addRow(tr("Source:"), sourceRow);
    form->addRow(tr("Format:"), m_format);
    form->addRow(QString(), m_description);
    form->addRow(m_columnsLabel, m_columns);
    // Names some files do not carry (a folder of one system's outputs, a rater file, a judge's votes); optional.
    m_system->setPlaceholderText(tr("editing system, for files that do not name it"));
    m_annotator->setPlaceholderText(tr("annotator, for rating files that do not name one"));
    m_metric->setPlaceholderText(tr("metric id, for judge or score files (e.g. viescore_gpt4o)"));
    m_judge->setPlaceholderText(tr("pairwise judge, for files of judge votes (default: the folder's name)"));
    auto *names = new QGridLayout;
    names->addWidget(new QLabel(tr("System:"), this), 0, 0);
    names->addWidget(m_system, 0, 1);
    names->addWidget(new QLabel(tr("Annotator:"), this), 0, 2);
    names->addWidget(m_annotator, 0, 3);
    names->addWidget(new QLabel(tr("Metric:"), this), 1, 0);
    names->addWidget(m_metric, 1, 1);
    names->addWidget(new QLabel(tr("Judge:"), this), 1, 2);
    names->addWidget(m_judge, 1, 3);
    form->addRow(tr("Names:"), names);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_source, &QLineEdit::textChanged, this, &ImportDialog::sourceChanged);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportDialog::formatChanged);
    resize(720, sizeHint().height());
    formatChanged();
}

QString ImportDialog::formatId() const
{
    return m_format->currentData().toString();
}

bool ImportDialog::setFormat(const QString &id)
{
    const int index = m_format->findData(id);
    if (index < 0)
        return false;
    m_format->setCurrentIndex(index);
    return true;
}

QString ImportDialog::source() const
{
    return m_source->text().trimmed();
}

void ImportDialog::setSource(const QString &path)
{
    m_source->setText(path);
}

core::ImportOptions ImportDialog::options() const
{
    core::ImportOptions o;
    if (readsTable())
        o.columns = columns().toString();
    o.system = m_system->text().trimmed();
    o.annotator = m_annotator->text(); // as typed: the import refuses a name with a space at an end
    o.metric = m_metric->text().trimmed();
    o.judge = m_judge->text().trimmed();
    o.formatChoice = core::FormatChoice::Dialog;
    return o;
}

const core::ImportFormat *ImportDialog::effectiveFormat() const
{
    return formatId() == autoFormat ? m_detected : m_registry.importFormat(formatId());
}

bool ImportDialog::readsTable() const
{
    const core::ImportFormat *f = effectiveFormat();
    return f && f->id() == core::TableImport::formatId();
}

void ImportDialog::browseFile()
{
    QString selectedFilter;
    const QString start = source().isEmpty() ? m_startDir : source();
    const QString chosen =
        filedialogs::openFileName(this, tr("Import File"), start, m_registry.importFileFilters(), &selectedFilter);
    if (chosen.isEmpty())
        return;
    for (const core::ImportFormat *f : m_registry.importFormats())
        if (selectedFilter.startsWith(f->name() + QLatin1String(" (")))
            setFormat(f->id());
    setSource(chosen);
}

void ImportDialog::browseFolder()
{
    const QString start = source().isEmpty() ? m_startDir : source();
    const QString chosen = filedialogs::existingDirectory(this, tr("Import Folder"), start);
    if (!chosen.isEmpty())
        setSource(chosen);
}

void ImportDialog::sourceChanged()
{
    m_detected = nullptr;
    const QString path = source();
    // Detection peeks into the input; the study file must never be opened outside SQLite.
    if (!path.isEmpty() && QFileInfo::exists(path) && !core::isStudyFile(path, m_studyFile)) {
        if (const auto detected = m_registry.detect(path, core::FormatChoice::Dialog))
            m_detected = detected.value();
    }
    formatChanged();
}

void ImportDialog::formatChanged()
{
    if (formatId() == autoFormat)
        m_description->setText(m_detected ? tr("Detected: %1. %2").arg(m_detected->name(), m_detected->description())
                                          : tr("EditLens picks the format that recognizes the file or folder."));
    else if (const core::ImportFormat *f = effectiveFormat())
        m_description->setText(f->description());
    loadHeader();
    const bool table = readsTable();
    m_columns->setVisible(table);
    m_columnsLabel->setVisible(table);
    validate();
}

void ImportDialog::loadHeader()
{
    const QString path = source();
    if (!readsTable() || path == m_headerSource)
        return;
    m_headerSource = path;
    m_header.clear();
    m_headerError.clear();
    if (QFileInfo(path).isDir()) {
        m_headerError = tr("A table is a file (.csv or .tsv), not a folder.");
    } else if (QFileInfo(path).isFile() && !core::isStudyFile(path, m_studyFile)) {
        const auto header = core::TableImport::readHeader(path);
        if (header)
            m_header = header.value().columns;
        else
            m_headerError = header.error().toString();
    }
    fillColumns(core::TableColumns().completed(m_header));
}

void ImportDialog::fillColumns(const core::TableColumns &mapping)
{
    m_updatingRoles = true;
    m_columns->setRowCount(0);
    m_columns->setRowCount(int(m_header.size()));
    for (int row = 0; row < m_header.size(); ++row) {
        const QString &name = m_header.at(row);
        auto *headerItem = new QTableWidgetItem(name);
        headerItem->setFlags(Qt::ItemIsEnabled);
        m_columns->setItem(row, HeaderColumn, headerItem);
        auto *role = new QComboBox(m_columns);
        role->addItem(tr("Not imported"), -1);
        for (core::TableRole r : offeredRoles)
            role->addItem(roleLabel(r), int(r));
        auto *system = new QLineEdit(m_columns);
        for (const core::TableColumn &c : mapping.entries())
            if (c.column.compare(name, Qt::CaseInsensitive) == 0) {
                role->setCurrentIndex(role->findData(int(c.role)));
                system->setText(c.system);
            }
        m_columns->setCellWidget(row, RoleColumn, role);
        m_columns->setCellWidget(row, SystemColumn, system);
        connect(role, &QComboBox::currentIndexChanged, this, [this, row] { roleChanged(row); });
        connect(system, &QLineEdit::textChanged, this, &ImportDialog::validate);
        updateSystemEditor(row);
    }
    m_updatingRoles = false;
}

std::optional<core::TableRole> ImportDialog::roleAt(int row) const
{
    const auto *combo = qobject_cast<QComboBox *>(m_columns->cellWidget(row, RoleColumn));
    const int value = combo ? combo->currentData().toInt() : -1;
    if (value < 0)
        return std::nullopt;
    return core::TableRole(value);
}

void ImportDialog::roleChanged(int row)
{
    if (m_updatingRoles)
        return;
    const std::optional<core::TableRole> role = roleAt(row);
    m_updatingRoles = true;
    // A single role (the instruction, the source, …) moves here from the column that held it.
    if (role && !core::tableRoleRepeats(*role))
        for (int other = 0; other < m_columns->rowCount(); ++other)
            if (other != row && roleAt(other) == role)
                qobject_cast<QComboBox *>(m_columns->cellWidget(other, RoleColumn))->setCurrentIndex(0);
    m_updatingRoles = false;
    for (int r = 0; r < m_columns->rowCount(); ++r)
        updateSystemEditor(r);
    validate();
}

// Only image columns are credited to a system; their editor shows the default name, the column's.
void ImportDialog::updateSystemEditor(int row)
{
    auto *system = qobject_cast<QLineEdit *>(m_columns->cellWidget(row, SystemColumn));
    const std::optional<core::TableRole> role = roleAt(row);
    const bool hasSystem = role && core::tableRoleHasSystem(*role);
    system->setEnabled(hasSystem);
    system->setPlaceholderText(hasSystem ? m_header.at(row) : QString());
}

bool ImportDialog::setColumnRole(const QString &column, std::optional<core::TableRole> role, const QString &system)
{
    for (int row = 0; row < m_header.size(); ++row) {
        if (m_header.at(row).compare(column, Qt::CaseInsensitive) != 0)
            continue;
        auto *combo = qobject_cast<QComboBox *>(m_columns->cellWidget(row, RoleColumn));
        combo->setCurrentIndex(role ? combo->findData(int(*role)) : 0);
        qobject_cast<QLineEdit *>(m_columns->cellWidget(row, SystemColumn))->setText(system);
        return true;
    }
    return false;
}

core::TableColumns ImportDialog::columns() const
{
    core::TableColumns mapping;
    for (core::TableRole r : offeredRoles)
        if (!core::tableRoleRepeats(r))
            mapping.set(r, QString());
    bool anyOutput = false;
    for (int row = 0; row < m_header.size(); ++row) {
        const std::optional<core::TableRole> role = roleAt(row);
        if (!role)
            continue;
        const QString system =
            core::tableRoleHasSystem(*role)
                ? qobject_cast<QLineEdit *>(m_columns->cellWidget(row, SystemColumn))->text().trimmed()
                : QString();
        if (*role == core::TableRole::Output) {
            mapping.addOutput(m_header.at(row), system);
            anyOutput = true;
        } else {
            mapping.set(*role, m_header.at(row), system);
        }
    }
    if (!anyOutput)
        mapping.clearOutputs();
    return mapping;
}

void ImportDialog::validate()
{
    const QString path = source();
    QString problem;
    if (path.isEmpty())
        problem = tr("Choose a file or a folder to import.");
    else if (!QFileInfo::exists(path))
        problem = tr("There is no file or folder at this path.");
    else if (core::isStudyFile(path, m_studyFile))
        problem = tr("This is the study itself; choose another file.");
    else if (formatId() == autoFormat && !m_detected)
        problem = tr("EditLens cannot tell the format of this input: choose its format in the Format list.");
    else if (readsTable() && !m_headerError.isEmpty())
        problem = m_headerError;
    else if (readsTable())
        if (const core::Status s = core::TableImport::checkComplete(columns()); !s)
            problem = tr("%1: choose what the columns hold in the Columns table.").arg(s.error().message);
    m_status->setText(problem);
    m_status->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace editlens::ui
