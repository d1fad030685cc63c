#pragma once

#include "alignment/subset.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QMenu;
class QToolButton;

namespace editlens::ui {

/// The Alignment dock's subset controls: a box offering one condition (an edit type or tag that the study's items
/// have, or one of its systems; or all outputs), the extremes share q (0 = off) and a "Systems" menu choosing the
/// systems the tables are computed on (the systems left out become alignment::Subset::excludedSystems, as
/// `--exclude-systems` makes them; the button reads "3 of 5 systems"). changed() follows every change of any of
/// them, by the user or through the setters; setChoices() and setSystemNamesHidden() refill the box without it
/// unless the selection had to go. GUI thread only.
class SubsetControls : public QWidget
{
    Q_OBJECT

public:
    explicit SubsetControls(QWidget *parent = nullptr);

    /// The subset the controls describe (no condition for "All outputs", no extremes at 0).
    core::alignment::Subset subset() const;
    /// The selected condition ("edit_type=remove", "tag=animals", "system=B"; empty = all outputs).
    QString condition() const;
    /// Selects a condition the box offers; false, changing nothing, otherwise.
    bool setCondition(const QString &condition);
    std::optional<double> extremes() const;
    void setExtremes(std::optional<double> q);
    /// The systems left out of the tables, sorted. setChoices() drops the names its table does not have.
    QStringList excludedSystems() const { return m_excluded; }
    /// Leaves `systems` out (empty: every system in); emits changed() when the choice in force changes.
    void setExcludedSystems(const QStringList &systems);
    /// What the Systems button reads: "All 5 systems", "3 of 5 systems".
    QString systemsText() const;

    /// Offers the edit types and tags of `table`'s items and its systems (nothing but "All outputs" for null),
    /// keeping the selection when it is still offered.
    void setChoices(const core::alignment::RatingTable *table);
    /// While hidden, no system is offered (a study blinded for the annotator); a system selection goes back to all
    /// outputs and emits changed().
    void setSystemNamesHidden(bool hidden);

Q_SIGNALS:
    void changed();

private:
    void refill();
    /// The Systems menu and button text follow m_systems and m_excluded.
    void refillSystems();
    /// What subset() applies: the excluded systems, none while the names are hidden.
    QStringList effectiveExclusions() const;

    QComboBox *m_box;
    QDoubleSpinBox *m_extremes;
    QToolButton *m_systemsButton;
    QMenu *m_systemsMenu;
    QStringList m_editTypes, m_tags, m_systems;
    QStringList m_excluded;
    bool m_systemNamesHidden = false;
};

} // namespace editlens::ui
