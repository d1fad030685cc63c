#include "subsetcontrols.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>

namespace editlens::ui {

using namespace core::alignment;

SubsetControls::SubsetControls(QWidget *parent)
    : QWidget(parent)
    , m_box(new QComboBox(this))
    , m_extremes(new QDoubleSpinBox(this))
    , m_systemsButton(new QToolButton(this))
    , m_systemsMenu(new QMenu(this))
{
    m_box->setObjectName(QStringLiteral("SubsetBox"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_box->setToolTip(tr("Compute every table on the outputs of one edit type (from the instruction's parse), "
                         "one tag or one system only."));
    m_extremes->setObjectName(QStringLiteral("ExtremesBox"));
    m_extremes->setRange(0.0, 0.5);
    m_extremes->setSingleStep(0.05);
    m_extremes->setDecimals(2);
    m_extremes->setSpecialValueText(tr("off")); // shown at 0: every rated output
    m_extremes->setKeyboardTracking(false);     // one change per typed value, not per keystroke
    m_extremes->setToolTip(tr("Extreme edits only: per dimension, the outputs whose mean human rating is at or below "
                              "the q-quantile or at or above the (1 − q)-quantile (ViFi-CLIP, table (g))."));
    m_systemsButton->setObjectName(QStringLiteral("SystemsButton"));
    m_systemsMenu->setObjectName(QStringLiteral("SystemsMenu"));
    m_systemsButton->setMenu(m_systemsMenu);
    m_systemsButton->setPopupMode(QToolButton::InstantPopup);
    m_systemsButton->setToolTip(tr("The systems every table is computed on (VIEScore's tables leave some released "
                                   "systems out); the choice is kept for this study."));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_systemsButton);
    layout->addWidget(new QLabel(tr("Subset:"), this));
    layout->addWidget(m_box);
    layout->addWidget(new QLabel(tr("Extremes q:"), this));
    layout->addWidget(m_extremes);
    refill();
    refillSystems();
    connect(m_box, &QComboBox::currentIndexChanged, this, &SubsetControls::changed);
    connect(m_extremes, &QDoubleSpinBox::valueChanged, this, &SubsetControls::changed);
}

Subset SubsetControls::subset() const
{
    Subset s;
    if (const auto c = SubsetCondition::parse(condition()); !condition().isEmpty() && c)
        s.conditions << c.value();
    s.extremes = extremes();
    s.excludedSystems = effectiveExclusions();
    return s;
}

QStringList SubsetControls::effectiveExclusions() const
{
    // While the menu that chose them is hidden, no choice by name is in force.
    return m_systemNamesHidden ? QStringList() : m_excluded;
}

void SubsetControls::setExcludedSystems(const QStringList &systems)
{
    QStringList sorted = systems;
    sorted.removeDuplicates();
    sorted.sort();
    if (sorted == m_excluded)
        return;
    const QStringList before = effectiveExclusions();
    m_excluded = sorted;
    refillSystems();
    if (effectiveExclusions() != before)
        Q_EMIT changed();
}

QString SubsetControls::systemsText() const
{
    const int all = int(m_systems.size());
    const int in = all - int(effectiveExclusions().size());
    if (all == 1)
        return tr("1 system");
    return in == all ? tr("All %1 systems").arg(all) : tr("%1 of %2 systems").arg(in).arg(all);
}

void SubsetControls::refillSystems()
{
    QStringList shown;
    for (const QAction *action : m_systemsMenu->actions())
        if (action->isCheckable())
            shown << action->data().toString();
    if (shown == m_systems && !m_systems.isEmpty()) {
        // The same systems: only the checks follow (an action may be the one whose toggle got us here).
        for (QAction *action : m_systemsMenu->actions())
            if (action->isCheckable()) {
                const QSignalBlocker block(action);
                action->setChecked(!m_excluded.contains(action->data().toString()));
            }
        m_systemsButton->setText(systemsText());
        m_systemsButton->setVisible(!m_systemNamesHidden);
        return;
    }
    m_systemsMenu->clear();
    QAction *every = m_systemsMenu->addAction(tr("All Systems"));
    every->setObjectName(QStringLiteral("AllSystems"));
    connect(every, &QAction::triggered, this, [this] { setExcludedSystems({}); });
    m_systemsMenu->addSeparator();
    for (const QString &system : std::as_const(m_systems)) {
        QAction *action = m_systemsMenu->addAction(system);
        action->setCheckable(true);
        action->setChecked(!m_excluded.contains(system));
        action->setData(system);
        connect(action, &QAction::toggled, this, [this, system](bool in) {
            QStringList excluded = m_excluded;
            if (in)
                excluded.removeAll(system);
            else
                excluded << system;
            setExcludedSystems(excluded);
        });
    }
    m_systemsButton->setText(systemsText());
    m_systemsButton->setVisible(!m_systemNamesHidden && !m_systems.isEmpty());
}

QString SubsetControls::condition() const
{
    return m_box->currentData().toString();
}

bool SubsetControls::setCondition(const QString &condition)
{
    const int i = m_box->findData(condition);
    if (i < 0)
        return false;
    m_box->setCurrentIndex(i);
    return true;
}

std::optional<double> SubsetControls::extremes() const
{
    const double q = m_extremes->value();
    return q > 0.0 ? std::optional<double>(q) : std::nullopt;
}

void SubsetControls::setExtremes(std::optional<double> q)
{
    m_extremes->setValue(q ? *q : 0.0);
}

void SubsetControls::setChoices(const RatingTable *table)
{
    // What a study can be cut by: the edit types and tags its items have, and its systems.
    m_editTypes.clear();
    m_tags.clear();
    m_systems.clear();
    if (table) {
        for (int i = 0; i < table->items().size(); ++i) {
            if (!table->editType(i).isEmpty() && !m_editTypes.contains(table->editType(i)))
                m_editTypes << table->editType(i);
            for (const QString &tag : table->tags(i))
                if (!m_tags.contains(tag))
                    m_tags << tag;
        }
        m_systems = table->systems();
        // A system the study no longer has is no longer left out (a choice kept from an earlier session).
        QStringList known;
        for (const QString &system : std::as_const(m_excluded))
            if (m_systems.contains(system))
                known << system;
        m_excluded = known;
    }
    m_editTypes.sort();
    m_tags.sort();
    const QSignalBlocker block(m_box); // the caller rebuilds with the new study anyway
    refill();
    refillSystems();
}

void SubsetControls::setSystemNamesHidden(bool hidden)
{
    if (hidden == m_systemNamesHidden)
        return;
    const QStringList excludedBefore = effectiveExclusions();
    m_systemNamesHidden = hidden;
    const QString before = condition();
    {
        const QSignalBlocker block(m_box);
        refill();
    }
    refillSystems();
    // The system in use is no longer offered, or a choice by name is no longer (or again) in force.
    if (condition() != before || effectiveExclusions() != excludedBefore)
        Q_EMIT changed();
}

void SubsetControls::refill()
{
    const QString keep = condition();
    m_box->clear();
    m_box->addItem(tr("All outputs"), QString());
    const auto add = [this](SubsetCondition::Field field, const QString &label, const QString &value) {
        m_box->addItem(label.arg(value), SubsetCondition{field, value}.toString());
    };
    for (const QString &e : std::as_const(m_editTypes))
        add(SubsetCondition::Field::EditType, tr("Edit type: %1"), e);
    for (const QString &tag : std::as_const(m_tags))
        add(SubsetCondition::Field::Tag, tr("Tag: %1"), tag);
    if (!m_systemNamesHidden)
        for (const QString &system : std::as_const(m_systems))
            add(SubsetCondition::Field::System, tr("System: %1"), system);
    m_box->setCurrentIndex(std::max(0, m_box->findData(keep)));
}

} // namespace editlens::ui
