#include "comparemode.h"

namespace editlens::ui {

QString compareModeName(CompareMode mode)
{
    switch (mode) {
    case CompareMode::Side:
        return QStringLiteral("side");
    case CompareMode::Grid:
        return QStringLiteral("grid");
    case CompareMode::Swipe:
        return QStringLiteral("swipe");
    case CompareMode::Flicker:
        return QStringLiteral("flicker");
    }
    return QStringLiteral("side");
}

std::optional<CompareMode> compareModeFromName(const QString &name)
{
    for (CompareMode mode : {CompareMode::Side, CompareMode::Grid, CompareMode::Swipe, CompareMode::Flicker})
        if (name.compare(compareModeName(mode), Qt::CaseInsensitive) == 0)
            return mode;
    return std::nullopt;
}

} // namespace editlens::ui
