#include "study/annotatorname.h"

#include <QCoreApplication>

#include <algorithm>

namespace editlens::core {

Status checkAnnotatorName(const QString &name, const QString &file)
{
    if (name.trimmed().isEmpty())
        return Error{QCoreApplication::translate("AnnotatorName", "an annotator needs a name"), file};
    if (name.front().isSpace() || name.back().isSpace())
        return Error{QCoreApplication::translate("AnnotatorName",
                                                 "the annotator name '%1' begins or ends with a space; names are "
                                                 "compared exactly, so give it without")
                         .arg(name),
                     file};
    // A line break or tab would break the tab-separated listings and exports that name annotators.
    if (std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        return Error{QCoreApplication::translate("AnnotatorName",
                                                 "the annotator name '%1' holds a line break, tab or other control "
                                                 "character")
                         .arg(name.simplified()),
                     file};
    return Status::success();
}

} // namespace editlens::core
