#include "filedialogs.h"

#include <QAbstractFileIconProvider>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeDatabase>

namespace editlens::ui::filedialogs {

namespace {

class NameOnlyIconProvider final : public QAbstractFileIconProvider
{
public:
    QIcon icon(IconType type) const override { return QAbstractFileIconProvider::icon(type); }
    QIcon icon(const QFileInfo &info) const override
    {
        if (info.isRoot())
            return icon(Drive);
        return icon(info.isDir() ? Folder : File);
    }
    QString type(const QFileInfo &info) const override
    {
        if (info.isDir())
            return QCoreApplication::translate("FileDialogs", "Folder");
        if (info.suffix() == QLatin1String("editlens"))
            return QCoreApplication::translate("FileDialogs", "EditLens study");
        const QMimeType mime = m_mime.mimeTypeForFile(info, QMimeDatabase::MatchExtension);
        if (!mime.isDefault())
            return mime.comment();
        return info.suffix().isEmpty()
                   ? QCoreApplication::translate("FileDialogs", "File")
                   : QCoreApplication::translate("FileDialogs", "%1 file").arg(info.suffix().toUpper());
    }

private:
    QMimeDatabase m_mime;
};

QString run(QFileDialog &dialog, QString *selectedFilter)
{
    prepare(dialog);
    if (selectedFilter && !selectedFilter->isEmpty())
        dialog.selectNameFilter(*selectedFilter);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles().constFirst();
}

} // namespace

void prepare(QFileDialog &dialog)
{
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setIconProvider(nameOnlyIconProvider());
}

QAbstractFileIconProvider *nameOnlyIconProvider()
{
    static NameOnlyIconProvider provider;
    return &provider;
}

QString openFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
                     QString *selectedFilter)
{
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog, selectedFilter);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
                     QString *selectedFilter)
{
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return run(dialog, selectedFilter);
}

QString existingDirectory(QWidget *parent, const QString &caption, const QString &dir)
{
    QFileDialog dialog(parent, caption, dir);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::Directory);
    dialog.setOption(QFileDialog::ShowDirsOnly);
    return run(dialog, nullptr);
}

} // namespace editlens::ui::filedialogs
