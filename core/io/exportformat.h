#pragma once

#include "storage/studypaths.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QString>

namespace editlens::core {

/// Writes a study (as values, root-relative paths) to one external format. Files are written
/// through OutputFile (io/outputfile.h): a regular file is replaced only when complete, a device or pipe
/// is written in place, and every write error is reported. exportStudy() refuses an OUT that is the
/// study or one of its images before any format runs. Stateless.
class ExportFormat
{
public:
    virtual ~ExportFormat() = default;

    virtual QString id() const = 0;          ///< e.g. "manifest", "coco"
    virtual QString name() const = 0;        ///< translated
    virtual QString description() const = 0; ///< one translated line for `--help`
    virtual QString fileSuffix() const = 0;  ///< without the dot
    virtual Status write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                         const ProgressCallback &progress) const = 0;
};

} // namespace editlens::core
