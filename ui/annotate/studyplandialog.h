#pragma once

#include "document/studyplan.h"
#include "storage/studystore.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace editlens::ui {

/// Edits a user-study plan: annotators, systems, an item subset, the seed, blinding, a balanced pair schedule,
/// locking and gold items. The window passes options() to core::StudyPlan::create. Shows system names (it is the
/// study designer's view), so it is never open while an annotator works.
class StudyPlanDialog : public QDialog
{
    Q_OBJECT

public:
    /// `items` gives the study's item keys and systems; `annotators` and `settings` prefill the form.
    StudyPlanDialog(const QVector<core::ItemSummary> &items, const QStringList &annotators,
                    const core::PlanSettings &settings, QWidget *parent = nullptr);

    QStringList annotators() const;
    /// The options for StudyPlan::create (item keys resolved to ids; unknown keys are ignored).
    core::PlanOptions options() const;

private:
    QVector<qint64> idsOf(const QString &keys) const;

    QVector<core::ItemSummary> m_items;
    QLineEdit *m_annotators;
    QListWidget *m_systems;
    QLineEdit *m_subset;
    QLineEdit *m_seed;
    QCheckBox *m_blinded;
    QCheckBox *m_preference;
    QSpinBox *m_pairs;
    QCheckBox *m_lock;
    QLineEdit *m_gold;
};

} // namespace editlens::ui
