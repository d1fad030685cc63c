#pragma once

#include <QString>

namespace editlens::core {

/// Orders keys that are usually counters or numeric ids (I²EBench's "0"…"139", MagicBrush's COCO image ids) as
/// numbers, so that "9" precedes "10"; numeric keys come before the others, which are ordered as text.
inline bool numericKeyLess(const QString &a, const QString &b)
{
    bool numA = false;
    bool numB = false;
    const qulonglong na = a.toULongLong(&numA);
    const qulonglong nb = b.toULongLong(&numB);
    if (numA && numB && na != nb)
        return na < nb;
    if (numA != numB)
        return numA;
    return a < b;
}

} // namespace editlens::core
