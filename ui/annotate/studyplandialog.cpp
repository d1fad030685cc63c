#include "studyplandialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
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
    , m_blinded(
          new QCheckBox(tr("Hide system names (outputs shown as “Output A”, “Output B”, … in a shuffled order)"), this))
    , m_preference(new QCheckBox(tr("Pairwise preference test with a balanced pair schedule"), this))
    , m_pairs(new QSpinBox(this))
    , m_lock(new QCheckBox(tr("Lock items after submit (changes need an audited revise)"), this))
    , m_gold(new QLineEdit(this))
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
    m_blinded->setChecked(settings.blinded);
    m_preference->setChecked(settings.preference);
    m_pairs->setRange(0, 100);
    m_pairs->setValue(settings.pairsPerItem);
    m_pairs->setSpecialValueText(tr("every pair"));
    m_lock->setChecked(settings.lockAfterSubmit);

    auto *form = new QFormLayout;
    form->addRow(tr("Annotators:"), m_annotators);
    form->addRow(tr("Systems shown:"), m_systems);
    form->addRow(tr("Items:"), m_subset);
    form->addRow(tr("Seed:"), m_seed);
    form->addRow(QString(), m_blinded);
    form->addRow(QString(), m_preference);
    form->addRow(tr("Pairs per item:"), m_pairs);
    form->addRow(QString(), m_lock);
    form->addRow(tr("Gold items:"), m_gold);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preference, &QCheckBox::toggled, m_pairs, &QWidget::setEnabled);
    m_pairs->setEnabled(settings.preference);
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
    o.settings.blinded = m_blinded->isChecked();
    o.settings.preference = m_preference->isChecked();
    o.settings.pairsPerItem = m_pairs->value();
    o.settings.lockAfterSubmit = m_lock->isChecked();
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
