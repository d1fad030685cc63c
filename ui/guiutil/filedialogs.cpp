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

namespace {

QString ask(QWidget *parent, const QString &caption, const QString &dir, const QString &filter, QString *selectedFilter,
            QFileDialog::AcceptMode accept, QFileDialog::FileMode mode)
{
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(accept);
    dialog.setFileMode(mode);
    if (mode == QFileDialog::Directory)
        dialog.setOption(QFileDialog::ShowDirsOnly);
    return run(dialog, selectedFilter);
}

} // namespace

QString openFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
                     QString *selectedFilter)
{
    return ask(parent, caption, dir, filter, selectedFilter, QFileDialog::AcceptOpen, QFileDialog::ExistingFile);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter,
                     QString *selectedFilter)
{
    return ask(parent, caption, dir, filter, selectedFilter, QFileDialog::AcceptSave, QFileDialog::AnyFile);
}

QString existingDirectory(QWidget *parent, const QString &caption, const QString &dir)
{
    return ask(parent, caption, dir, {}, nullptr, QFileDialog::AcceptOpen, QFileDialog::Directory);
}

} // namespace editlens::ui::filedialogs
