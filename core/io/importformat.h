#pragma once

#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

/// Where the user names an import format, so that an error can say how: the CLI's `--format` option, or the
/// Import dialog's format list.
enum class FormatChoice { CommandLine, Dialog };

/// Options that importers may use; each format documents which ones it reads.
struct ImportOptions
{
    QString system;    ///< editing system name for formats that do not name it
    QString annotator; ///< annotator name for formats that do not name it
    QString metric;    ///< metric id for judge/score files (e.g. "viescore_gpt4o")
    QString judge;     ///< pairwise judge name
    QString columns;   ///< the table format's column mapping (TableColumns::parse); "" = detected from the header
    /// Read by importInto(), not by formats: how the error for an input no format claims tells the user to name one.
    FormatChoice formatChoice = FormatChoice::CommandLine;
};

/// Reads one external format into a StudyData batch. Paths in the batch are absolute (the
/// ImportResolver makes them root-relative and checks them); every error names file and line.
/// Implementations are stateless and may run on any thread.
class ImportFormat
{
public:
    virtual ~ImportFormat() = default;

    virtual QString id() const = 0;          ///< stable id used by `--format`, e.g. "manifest"
    virtual QString name() const = 0;        ///< translated, for menus and help
    virtual QString description() const = 0; ///< one translated line for `--help`
    /// File name suffixes this format reads (no dot), empty if it reads folders.
    virtual QStringList fileSuffixes() const = 0;
    virtual bool readsFolders() const { return false; }
    /// 0 = certainly not this format, 100 = certainly this format; used by `--format auto`.
    /// Must only peek (first lines, folder listing), never parse a whole file.
    virtual int detect(const QString &path) const = 0;
    virtual Result<StudyData> read(const QString &path, const ImportOptions &options,
                                   const ProgressCallback &progress) const = 0;

    /// Whether importInto() must load the stored study and pass it to attach() after resolving: formats whose
    /// records name images instead of item ids (dice) or must be joined onto stored items (genaibench's judge files,
    /// which name no systems). Loading costs time, so formats say so explicitly.
    virtual bool needsStoredStudy() const { return false; }
    /// Moves the resolved `batch` (root-relative paths, pixel boxes) onto the items of `stored` (the whole study as
    /// stored), e.g. by re-keying its items; an error names the file and line of the record that fits nowhere.
    /// Called only when needsStoredStudy(); the default changes nothing.
    virtual Status attach(StudyData &batch, const StudyData &stored) const
    {
        Q_UNUSED(batch);
        Q_UNUSED(stored);
        return Status::success();
    }
};

} // namespace editlens::core
