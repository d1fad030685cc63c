#include "studyplandialog.h"

#include "storage/annotatorstore.h"
#include "storage/planstore.h"
#include "storage/studystore.h"
#include "util/passphrase.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

namespace editlens::ui {

namespace {

QStringList splitList(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

} // namespace

StudyPlanDialog::StudyPlanDialog(const QVector<core::ItemSummary> &items, const QStringList &annotators,
                                 const core::PlanSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_items(items)
    , m_annotators(new QLineEdit(annotators.join(QStringLiteral(", ")), this))
    , m_systems(new QListWidget(this))
    , m_subset(new QLineEdit(this))
    , m_seed(new QLineEdit(QString::number(settings.seed), this))
    , m_task(new QComboBox(this))
    , m_showNames(new QCheckBox(tr("Show system names to annotators (otherwise “Output A”, “Output B”, … in a "
                                   "shuffled order)"),
                                this))
    , m_showDetector(new QCheckBox(tr("Show the detectors' difference boxes (a DICE-D review task)"), this))
    , m_showTruth(new QCheckBox(tr("Show ground-truth boxes and reference images"), this))
    , m_pairs(new QSpinBox(this))
    , m_lock(new QCheckBox(tr("Lock items after submit (changes need an audited revise)"), this))
    , m_allowNew(new QCheckBox(tr("A name outside the plan may open a session (asked first; otherwise refused)"), this))
    , m_gold(new QLineEdit(this))
    , m_breakMinutes(new QSpinBox(this))
    , m_instructions(new QPlainTextEdit(settings.instructions, this))
    , m_doneMessage(new QPlainTextEdit(settings.doneMessage, this))
    , m_passphrase(new QLineEdit(this))
    , m_removePassphrase(new QCheckBox(tr("Remove the passphrase"), this))
    , m_passphraseHash(settings.passphraseHash)
{
    setObjectName(QStringLiteral("StudyPlanDialog"));
    setWindowTitle(tr("Study Plan"));
    QSet<QString> systems;
    for (const core::ItemSummary &s : items)
        for (const QString &name : s.systems)
            systems.insert(name);
    QStringList sorted(systems.cbegin(), systems.cend());
    sorted.sort(Qt::CaseInsensitive);
    for (const QString &name : std::as_const(sorted)) {
        auto *entry = new QListWidgetItem(name, m_systems);
        entry->setFlags(entry->flags() | Qt::ItemIsUserCheckable);
        entry->setCheckState(Qt::Checked);
    }
    m_annotators->setPlaceholderText(tr("names separated by commas"));
    m_subset->setPlaceholderText(tr("item ids separated by commas; empty = every item"));
    m_gold->setPlaceholderText(tr("item ids of gold / attention items"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), this));
    m_task->addItem(tr("Ratings on the rubric"));
    m_task->addItem(tr("Pairwise preferences (balanced pair schedule)"));
    m_task->addItem(tr("Both, mixed in one session (every second item is a pair)"));
    m_task->setCurrentIndex(settings.preference ? 1 : settings.mixed ? 2 : 0);
    m_showNames->setChecked(!settings.blinded);
    m_showDetector->setChecked(settings.showDetectorBoxes);
    m_showTruth->setChecked(settings.showGroundTruth);
    m_pairs->setRange(0, 100);
    m_pairs->setValue(settings.pairsPerItem);
    m_pairs->setSpecialValueText(tr("every pair"));
    m_lock->setChecked(settings.lockAfterSubmit);
    m_allowNew->setChecked(settings.allowNewAnnotators);
    m_breakMinutes->setRange(0, 600);
    m_breakMinutes->setValue(settings.breakMinutes);
    m_breakMinutes->setSuffix(tr(" min"));
    m_breakMinutes->setSpecialValueText(tr("no reminder"));
    m_instructions->setPlaceholderText(tr("Shown to annotators above the rubric's instructions (optional)"));
    m_doneMessage->setPlaceholderText(tr("What happens next, shown when an annotator has finished (optional)"));
    m_instructions->setFixedHeight(70);
    m_doneMessage->setFixedHeight(50);
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setPlaceholderText(settings.passphraseHash.isEmpty()
                                         ? tr("none: anyone with the study file can change the plan")
                                         : tr("set; type a new one to change it"));
    m_removePassphrase->setVisible(!settings.passphraseHash.isEmpty());

    auto *form = new QFormLayout;
    form->addRow(tr("Annotators:"), m_annotators);
    form->addRow(tr("Systems shown:"), m_systems);
    form->addRow(tr("Items:"), m_subset);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(tr("Task:"), m_task);
    form->addRow(tr("Pairs per item:"), m_pairs);
    form->addRow(tr("Annotators see:"), m_showNames);
    form->addRow(QString(), m_showDetector);
    form->addRow(QString(), m_showTruth);
    form->addRow(QString(), m_lock);
    form->addRow(QString(), m_allowNew);
    form->addRow(tr("Gold items:"), m_gold);
    form->addRow(tr("Break reminder after:"), m_breakMinutes);
    form->addRow(tr("Instructions:"), m_instructions);
    form->addRow(tr("When done:"), m_doneMessage);
    form->addRow(tr("Passphrase:"), m_passphrase);
    form->addRow(QString(), m_removePassphrase);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const auto pairsMatter = [this] { m_pairs->setEnabled(m_task->currentIndex() != 0); };
    connect(m_task, &QComboBox::currentIndexChanged, this, pairsMatter);
    pairsMatter();
}

bool StudyPlanDialog::askPassphrase(const core::PlanSettings &settings, QWidget *parent)
{
    if (settings.passphraseHash.isEmpty())
        return true;
    bool ok = false;
    const QString given =
        QInputDialog::getText(parent, tr("Study Plan"), tr("This plan is protected. The study's passphrase:"),
                              QLineEdit::Password, QString(), &ok);
    if (!ok)
        return false;
    if (!core::verifyPassphrase(settings.passphraseHash, given)) {
        QMessageBox::warning(parent, tr("Study Plan"),
                             tr("That is not the study's passphrase; the plan is unchanged."));
        return false;
    }
    return true;
}

bool StudyPlanDialog::editInteractively(core::StudyStore &store, core::AnnotatorStore &annotators, QWidget *parent)
{
    auto items = store.itemSummaries();
    auto names = annotators.annotators();
    auto settings = core::PlanStore(store).settings();
    if (!items || !names || !settings) {
        QMessageBox::warning(parent, tr("Cannot read the study"),
                             (!items   ? items.error()
                              : !names ? names.error()
                                       : settings.error())
                                 .toString());
        return false;
    }
    if (!askPassphrase(settings.value(), parent))
        return false;
    StudyPlanDialog dialog(items.value(), names.value(), settings.value(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (dialog.annotators().isEmpty()) {
        QMessageBox::warning(parent, tr("Study Plan"), tr("A plan needs at least one annotator."));
        return false;
    }
    if (core::Status s = core::StudyPlan::create(store, dialog.annotators(), dialog.options()); !s) {
        QMessageBox::warning(parent, tr("Cannot create the study plan"), s.error().toString());
        return false;
    }
    return true;
}

QStringList StudyPlanDialog::annotators() const
{
    QStringList names = splitList(m_annotators->text());
    names.removeDuplicates();
    return names;
}

QVector<qint64> StudyPlanDialog::idsOf(const QString &keys) const
{
    QVector<qint64> ids;
    for (const QString &key : splitList(keys))
        for (const core::ItemSummary &s : m_items)
            if (s.key == key)
                ids.push_back(s.id);
    return ids;
}

core::PlanOptions StudyPlanDialog::options() const
{
    core::PlanOptions o;
    o.settings.seed = m_seed->text().toULongLong();
    o.settings.blinded = !m_showNames->isChecked();
    o.settings.preference = m_task->currentIndex() == 1;
    o.settings.mixed = m_task->currentIndex() == 2;
    o.settings.showDetectorBoxes = m_showDetector->isChecked();
    o.settings.showGroundTruth = m_showTruth->isChecked();
    o.settings.breakMinutes = m_breakMinutes->value();
    o.settings.instructions = m_instructions->toPlainText().trimmed();
    o.settings.doneMessage = m_doneMessage->toPlainText().trimmed();
    o.settings.passphraseHash = m_removePassphrase->isChecked()  ? QString()
                                : m_passphrase->text().isEmpty() ? m_passphraseHash
                                                                 : core::hashPassphrase(m_passphrase->text());
    o.settings.pairsPerItem = m_pairs->value();
    o.settings.lockAfterSubmit = m_lock->isChecked();
    o.settings.allowNewAnnotators = m_allowNew->isChecked();
    bool all = true;
    for (int i = 0; i < m_systems->count(); ++i) {
        if (m_systems->item(i)->checkState() == Qt::Checked)
            o.systems << m_systems->item(i)->text();
        else
            all = false;
    }
    if (all)
        o.systems.clear();
    o.items = idsOf(m_subset->text());
    const QVector<qint64> gold = idsOf(m_gold->text());
    o.goldItems = QSet<qint64>(gold.cbegin(), gold.cend());
    return o;
}

} // namespace editlens::ui
