#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>

namespace editlens::core {

/// A token bucket per key (an annotator, a remote address): `rate` requests a second sustained, `burst` at once.
/// Keys idle long enough to have a full bucket are forgotten, so the table does not grow with the participants seen.
class RateLimiter
{
public:
    RateLimiter(double rate, double burst);

    /// Takes one token for `key` at `now`; false when the bucket is empty (the request is refused, 429).
    bool allow(const QString &key, const QDateTime &now);
    /// Seconds until `key` has a token again (for retry-after), at least 1.
    int retryAfter(const QString &key, const QDateTime &now) const;

private:
    struct Bucket
    {
        double tokens = 0.0;
        qint64 atMs = 0;
    };
    double m_rate;
    double m_burst;
    QHash<QString, Bucket> m_buckets;
    qint64 m_lastSweepMs = 0;
};

} // namespace editlens::core
