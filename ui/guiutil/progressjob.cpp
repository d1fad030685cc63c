#include "progressjob.h"

#include <QProgressDialog>

namespace editlens::ui::detail {

ProgressJobState::~ProgressJobState()
{
    delete m_dialog.data();
}

void ProgressJobState::begin()
{
    running = true;
    cancelled = std::make_shared<std::atomic_bool>(false);
    if (!showsDialog)
        return;
    auto *dialog = new QProgressDialog(dialogLabel, dialogCancelText, 0, 1000, dialogParent);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(300);
    // The flag, not the dialog: the dialog is deleted when the run ends, the flag stays with this run's worker.
    QObject::connect(dialog, &QProgressDialog::canceled, dialog, [flag = cancelled] { flag->store(true); });
    m_dialog = dialog;
}

void ProgressJobState::progress(int permille)
{
    if (auto *dialog = qobject_cast<QProgressDialog *>(m_dialog.data()))
        dialog->setValue(permille);
    if (onProgress)
        onProgress(permille);
}

void ProgressJobState::end()
{
    running = false;
    delete m_dialog.data();
}

void ProgressJobState::abandon()
{
    cancel();
    end();
}

} // namespace editlens::ui::detail
