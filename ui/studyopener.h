#pragma once

#include "storage/studystore.h"
#include "util/error.h"

#include <QString>

#include <memory>

class QWidget;

namespace editlens::ui {

/// Opens a study for a window. A study file opens at once. A server study opens on the calling (GUI) thread without
/// its images, so that a password is asked for there; then its images are brought into the local cache on a worker
/// thread with a connection of its own (the password typed is remembered for it), behind a progress dialog over
/// `parent` whose Cancel stops the fetch and the open. Images already cached are only checked. The local event loop
/// runs meanwhile; the dialog is window-modal.
core::Result<std::unique_ptr<core::StudyStore>> openStudyForWindow(const QString &file, QWidget *parent);

} // namespace editlens::ui
