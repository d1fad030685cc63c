#include "progressjob.h"

#include <QProgressDialog>

namespace editlens::ui::detail {

ProgressJobState::~ProgressJobState()
{
    // Never a plain delete: the last owner may let go of this state from inside the dialog's own event processing.
    if (QProgressDialog *dialog = m_dialog.data())
        retire(dialog);
}

void ProgressJobState::begin()
{
    running = true;
    ++m_run;
    m_pendingPermille.reset();
    cancelled = std::make_shared<std::atomic_bool>(false);
    if (!showsDialog)
        return;
    auto *dialog = new QProgressDialog(dialogLabel, dialogCancelText, 0, 1000, dialogParent);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(300);
    // The dialog's show timer was started by its constructor with the default 4 s; a first value of 0 restarts it
    // with the 300 ms, so that a job that reports no progress still shows its dialog (no event processing yet).
    dialog->setValue(0);
    // The flag, not the dialog: the dialog is deleted when the run ends, the flag stays with this run's worker.
    QObject::connect(dialog, &QProgressDialog::canceled, dialog, [flag = cancelled] { flag->store(true); });
    m_dialog = dialog;
}

void ProgressJobState::progress(int permille)
{
    if (m_dialog && m_settingValue.contains(m_dialog.data())) {
        // Delivered by the event loop that this dialog's setValue() runs: the outer progress() shows it once that
        // returns, in order and without nesting.
        m_pendingPermille = permille;
        return;
    }
    const quint64 run = m_run;
    for (std::optional<int> value = permille; value; value = std::exchange(m_pendingPermille, std::nullopt)) {
        // Read again each time: whoever hears of the progress may have deleted the dialog's parent meanwhile.
        if (QProgressDialog *const dialog = m_dialog.data()) {
            const QPointer<QProgressDialog> alive = dialog;
            m_settingValue.push_back(dialog);
            dialog->setValue(*value); // a shown window-modal dialog runs the event loop here: the run may end
            m_settingValue.removeOne(dialog);
            if (alive && alive.data() != m_dialog.data() && !m_settingValue.contains(dialog))
                alive->deleteLater(); // retired while inside setValue(): now it may go
        }
        if (!running || run != m_run)
            return; // the outcome has been delivered: no progress after it
        if (onProgress)
            onProgress(*value);
    }
}

void ProgressJobState::end()
{
    running = false;
    m_pendingPermille.reset();
    if (QProgressDialog *dialog = m_dialog.data())
        retire(dialog);
    m_dialog = nullptr;
}

void ProgressJobState::abandon()
{
    cancel();
    end();
}

void ProgressJobState::retire(QProgressDialog *dialog)
{
    // Hidden now: a message box opened by whoever hears of the outcome must not sit under a window-modal dialog.
    // reset() also stops the dialog's show timer, which would otherwise show it again before it is deleted.
    dialog->reset();
    dialog->hide();
    if (!m_settingValue.contains(dialog))
        dialog->deleteLater();
    // else: progress() deletes it once its setValue() has returned (deleting it there reads freed memory).
}

} // namespace editlens::ui::detail
