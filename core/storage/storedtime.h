#pragma once

#include <QDateTime>
#include <QString>

namespace editlens::core {

/// Now, as the judgement tables keep a time (updated_at, submitted_at, started_at): UTC, ISO 8601 with milliseconds.
inline QString storedNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

/// A time the judgement tables keep (storedNow()'s format) as a UTC QDateTime; invalid for "" (not yet, e.g. an open
/// session's end).
inline QDateTime storedTime(const QString &text)
{
    if (text.isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

} // namespace editlens::core
