#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

namespace editlens::core {

/// One row of the study browser: an item without its images loaded.
struct ItemSummary
{
    qint64 id = 0;
    QString key;
    QString instruction;
    QString sourcePath; ///< root-relative
    QSize sourceSize;   ///< invalid when not yet known
    QStringList systems;
    QStringList outputPaths; ///< root-relative, in the order of `systems` (before any blinding relabels them)
    int ratedOutputs = 0;    ///< outputs with at least one rating
};

} // namespace editlens::core
