#pragma once

#include "storage/studypaths.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>
#include <QStringList>

namespace editlens::core {

/// Options that export formats may use; each format documents which ones it reads, and exportStudy() refuses an
/// option the chosen format does not take.
struct ExportOptions
{
    QString origin; ///< which differences to write (formats with takesOrigin()); empty = the format's default
};

/// Writes a study (as values, root-relative paths) to one external format. Files are written
/// through OutputFile (io/outputfile.h): a regular file is replaced only when complete, a device or pipe
/// is written in place, and every write error is reported. exportStudy() refuses an OUT that is the
/// study or one of its images (for a folder format: any file it writes there) before any format runs. Stateless.
class ExportFormat
{
public:
    virtual ~ExportFormat() = default;

    virtual QString id() const = 0;          ///< e.g. "manifest", "coco"
    virtual QString name() const = 0;        ///< translated
    virtual QString description() const = 0; ///< one translated line for `--help`
    virtual QString fileSuffix() const = 0;  ///< without the dot (of the files a folder format writes)
    virtual Status write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                         const ProgressCallback &progress) const = 0;

    /// Whether OUT names a folder (created when missing) that the format writes its files into.
    virtual bool writesFolder() const { return false; }
    /// The files write() replaces for OUT: OUT itself, or the files a folder format writes inside it.
    virtual QStringList outputFiles(const QString &out) const { return {out}; }
    /// Whether the format reads ExportOptions::origin.
    virtual bool takesOrigin() const { return false; }
    /// write() with options; formats that take none (the default) ignore them.
    virtual Status writeWithOptions(const StudyData &study, const StudyPaths &paths, const QString &out,
                                    const ExportOptions &options, const ProgressCallback &progress) const
    {
        Q_UNUSED(options);
        return write(study, paths, out, progress);
    }
};

} // namespace editlens::core
