#include "rubricdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace editlens::ui {

namespace {

enum Column { NameColumn, MinColumn, MaxColumn, StepColumn, LabelsColumn, HelpColumn, ColumnCount };

// Preset combo entries: the three published rubrics, the study's own dimensions, an empty custom one.
enum PresetEntry { BpmEntry, ImagenHubEntry, DiceEntry, StudyEntry, CustomEntry };

QString number(double v)
{
    return QString::number(v, 'g', 6);
}

/// "1=Very Poor; 5=Very Good"
QString labelsText(const QVector<core::ScaleLabel> &labels)
{
    QStringList parts;
    for (const core::ScaleLabel &l : labels)
        parts << number(l.value) + QLatin1Char('=') + l.label;
    return parts.join(QStringLiteral("; "));
}

} // namespace

RubricDialog::RubricDialog(const core::Rubric &current, const QVector<core::Dimension> &studyDimensions,
                           QWidget *parent)
    : QDialog(parent)
    , m_studyDimensions(studyDimensions)
    , m_presets(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_help(new QPlainTextEdit(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("RubricDialog"));
    setWindowTitle(tr("Rubric"));
    m_presets->addItem(tr("BPM user study (5 dimensions, 1–5)"));
    m_presets->addItem(tr("ImagenHub SC / PQ (0, 0.5, 1)"));
    m_presets->addItem(tr("DICE (correct / unwanted edits 1–5, no visual change)"));
    m_presets->addItem(tr("This study's dimensions"));
    m_presets->addItem(tr("Custom (empty)"));
    auto *load = new QPushButton(tr("Start From Preset"), this);
    connect(load, &QPushButton::clicked, this, [this] { applyPreset(m_presets->currentIndex()); });

    m_help->setPlaceholderText(tr("Instructions shown to annotators before the dimensions"));
    m_help->setMaximumHeight(70);
    m_table->setHorizontalHeaderLabels(
        {tr("Dimension"), tr("Min"), tr("Max"), tr("Step"), tr("Labels (value=text; …)"), tr("Help")});
    m_table->horizontalHeader()->setSectionResizeMode(LabelsColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(HelpColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    auto *add = new QPushButton(tr("Add Dimension"), this);
    connect(add, &QPushButton::clicked, this, [this] { addRow(core::RubricDimension{}); });
    auto *remove = new QPushButton(tr("Remove Dimension"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));

    auto *presetRow = new QHBoxLayout;
    presetRow->addWidget(m_presets, 1);
    presetRow->addWidget(load);
    auto *form = new QFormLayout;
    form->addRow(tr("Preset:"), presetRow);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Instructions:"), m_help);
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &RubricDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &RubricDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(900, 460);
    setRubric(current);
}

void RubricDialog::setRubric(const core::Rubric &rubric)
{
    m_preset = rubric.preset;
    m_name->setText(rubric.name);
    m_help->setPlainText(rubric.help);
    m_table->setRowCount(0);
    for (const core::RubricDimension &d : rubric.dimensions)
        addRow(d);
    m_error->clear();
}

void RubricDialog::applyPreset(int index)
{
    switch (index) {
    case BpmEntry:
        setRubric(core::rubricPreset(core::RubricPreset::Bpm));
        break;
    case ImagenHubEntry:
        setRubric(core::rubricPreset(core::RubricPreset::ImagenHub));
        break;
    case DiceEntry:
        setRubric(core::rubricPreset(core::RubricPreset::Dice));
        break;
    case StudyEntry:
        setRubric(core::rubricFromDimensions(m_studyDimensions));
        break;
    default:
        setRubric(core::rubricPreset(core::RubricPreset::Custom));
        break;
    }
}

void RubricDialog::addRow(const core::RubricDimension &d)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    const auto set = [&](int column, const QString &text) {
        m_table->setItem(row, column, new QTableWidgetItem(text));
    };
    set(NameColumn, d.name);
    set(MinColumn, number(d.scaleMin));
    set(MaxColumn, number(d.scaleMax));
    set(StepColumn, number(d.step));
    set(LabelsColumn, labelsText(d.labels));
    set(HelpColumn, d.help);
}

core::RubricDimension RubricDialog::rowDimension(int row, QString *error) const
{
    const auto text = [&](int column) {
        const QTableWidgetItem *item = m_table->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    core::RubricDimension d;
    d.name = text(NameColumn);
    d.help = text(HelpColumn);
    bool okMin = false, okMax = false, okStep = false;
    d.scaleMin = text(MinColumn).toDouble(&okMin);
    d.scaleMax = text(MaxColumn).toDouble(&okMax);
    d.step = text(StepColumn).toDouble(&okStep);
    const QString where = tr("row %1 (%2)").arg(row + 1).arg(d.name.isEmpty() ? tr("no name") : d.name);
    if (d.name.isEmpty())
        *error = tr("%1: a dimension needs a name").arg(where);
    else if (!okMin || !okMax || d.scaleMin >= d.scaleMax)
        *error = tr("%1: min and max must be numbers with min < max").arg(where);
    else if (!okStep || d.step <= 0.0)
        *error = tr("%1: the step must be a number above 0").arg(where);
    else if (const double n = (d.scaleMax - d.scaleMin) / d.step; std::abs(n - std::round(n)) > 1e-6)
        *error = tr("%1: the step %2 does not divide the range %3–%4")
                     .arg(where, number(d.step), number(d.scaleMin), number(d.scaleMax));
    if (!error->isEmpty())
        return d;
    const QStringList parts = text(LabelsColumn).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const int eq = part.indexOf(QLatin1Char('='));
        bool ok = false;
        const double value = eq > 0 ? part.left(eq).trimmed().toDouble(&ok) : 0.0;
        const QString label = eq > 0 ? part.mid(eq + 1).trimmed() : QString();
        if (!ok || label.isEmpty()) {
            *error = tr("%1: a label must read value=text, not “%2”").arg(where, part.trimmed());
            return d;
        }
        if (!d.accepts(value)) {
            *error = tr("%1: the label value %2 is not on the scale").arg(where, number(value));
            return d;
        }
        d.labels.push_back({value, label});
    }
    return d;
}

core::Rubric RubricDialog::rubric() const
{
    core::Rubric r;
    r.name = m_name->text().trimmed();
    r.preset = m_preset;
    r.help = m_help->toPlainText().trimmed();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QString error;
        r.dimensions << rowDimension(row, &error);
    }
    return r;
}

QString RubricDialog::validate() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("The rubric needs a name.");
    if (m_table->rowCount() == 0)
        return tr("The rubric needs at least one dimension.");
    QSet<QString> names;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QString error;
        const core::RubricDimension d = rowDimension(row, &error);
        if (!error.isEmpty())
            return error;
        if (names.contains(d.name))
            return tr("Two dimensions are called “%1”.").arg(d.name);
        names.insert(d.name);
    }
    return {};
}

void RubricDialog::accept()
{
    const QString error = validate();
    m_error->setText(error);
    if (error.isEmpty())
        QDialog::accept();
}

} // namespace editlens::ui
