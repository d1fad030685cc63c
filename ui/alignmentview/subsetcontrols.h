#pragma once

#include "alignment/subset.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;

namespace editlens::ui {

/// The Alignment dock's subset controls: a box offering one condition (an edit type or tag that the study's items
/// have, or one of its systems; or all outputs) and the extremes share q (0 = off). changed() follows every change
/// of either, by the user or through the setters; setChoices() and setSystemNamesHidden() refill the box without
/// it unless the selection had to go. GUI thread only.
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

    QComboBox *m_box;
    QDoubleSpinBox *m_extremes;
    QStringList m_editTypes, m_tags, m_systems;
    bool m_systemNamesHidden = false;
};

} // namespace editlens::ui
