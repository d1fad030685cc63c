#pragma once

#include "document/studyplan.h"
#include "study/itemsummary.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;

namespace editlens::core {
class AnnotatorStore;
class StudyStore;
} // namespace editlens::core

namespace editlens::ui {

/// Edits a user-study plan: annotators, systems, an item subset, the seed, the task (ratings, pairwise preferences
/// with a balanced pair schedule, or both mixed), what annotators may see (system names, detector boxes, ground
/// truth), locking, gold items, the break reminder, the instructions and "all done" texts, and the passphrase that
/// protects the plan. The window passes options() to core::StudyPlan::create. Shows system names (it is the study
/// designer's view), so it is never open while an annotator works.
class StudyPlanDialog : public QDialog
{
    Q_OBJECT

public:
    /// `items` gives the study's item keys and systems; `annotators` and `settings` prefill the form.
    StudyPlanDialog(const QVector<core::ItemSummary> &items, const QStringList &annotators,
                    const core::PlanSettings &settings, QWidget *parent = nullptr);

    /// Asks for the passphrase when the plan has one, shows the dialog and creates the plan. Returns true when the
    /// plan changed; false when cancelled or refused (a message box says why).
    static bool editInteractively(core::StudyStore &store, core::AnnotatorStore &annotators, QWidget *parent);
    /// Asks for the plan's passphrase when `settings` has one; true when there is none or it was given right.
    static bool askPassphrase(const core::PlanSettings &settings, QWidget *parent);

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
    QComboBox *m_task;
    QCheckBox *m_showNames;
    QCheckBox *m_showDetector;
    QCheckBox *m_showTruth;
    QSpinBox *m_pairs;
    QCheckBox *m_lock;
    QCheckBox *m_allowNew;
    QLineEdit *m_gold;
    QSpinBox *m_breakMinutes;
    QPlainTextEdit *m_instructions;
    QPlainTextEdit *m_doneMessage;
    QLineEdit *m_passphrase;
    QCheckBox *m_removePassphrase;
    QString m_passphraseHash;
};

} // namespace editlens::ui
