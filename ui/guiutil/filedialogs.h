#pragma once

#include <QString>

class QAbstractFileIconProvider;
class QFileDialog;
class QWidget;

namespace editlens::ui {

/// The window's file dialogs. They replace QFileDialog's static functions because those may read the
/// files they list: Qt's own dialog asks its icon provider for every file's type, which sniffs the
/// content of a file whose suffix it does not know (a `.editlens` study among them), and a desktop's
/// native dialog may do the same in this process. Opening and closing any descriptor of a study file
/// drops every POSIX lock this process holds on it, SQLite's included, so that another program that
/// closes the study believes it was the last one. These dialogs are Qt's own, with an icon provider
/// that judges files by their names only; tests check that the study's locks survive them.
namespace filedialogs {

QString openFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter = {},
                     QString *selectedFilter = nullptr);
QString saveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter = {},
                     QString *selectedFilter = nullptr);
QString existingDirectory(QWidget *parent, const QString &caption, const QString &dir);

/// Makes `dialog` one of these: Qt's own, with the name-only icon provider.
void prepare(QFileDialog &dialog);

/// The icon provider the dialogs use: file types from names only, never from contents. Owned by the
/// application; exposed for tests.
QAbstractFileIconProvider *nameOnlyIconProvider();

} // namespace filedialogs

} // namespace editlens::ui
