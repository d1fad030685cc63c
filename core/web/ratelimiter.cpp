#include "ratelimiter.h"

#include <algorithm>
#include <cmath>

namespace editlens::core {

namespace {

// A forgotten key starts again with a full bucket, so a key whose bucket has refilled can go without changing any
// answer; the sweep looks for such keys at most this often (and never more often than a bucket takes to refill), so
// that its cost is spread over many requests.
const qint64 kMinSweepIntervalMs = 60 * 1000;

// The tokens a bucket holds at `nowMs`: what it had, plus what it earned since, up to the burst. A clock that went
// back earns nothing (and takes nothing away).
double refilled(double tokens, qint64 atMs, qint64 nowMs, double rate, double burst)
{
    const qint64 elapsedMs = std::max<qint64>(0, nowMs - atMs);
    return std::min(burst, tokens + double(elapsedMs) / 1000.0 * rate);
}

} // namespace

RateLimiter::RateLimiter(double rate, double burst)
    // A rate of 0 would never refill (and divide by zero in retryAfter); a burst below one token refuses everything.
    : m_rate(std::max(rate, 1e-6))
    , m_burst(std::max(burst, 1.0))
{
}

bool RateLimiter::allow(const QString &key, const QDateTime &now)
{
    const qint64 nowMs = now.toMSecsSinceEpoch();
    const qint64 refillMs = qint64(std::ceil(m_burst / m_rate * 1000.0));
    if (nowMs - m_lastSweepMs >= std::max(kMinSweepIntervalMs, refillMs) || nowMs < m_lastSweepMs) {
        for (auto it = m_buckets.begin(); it != m_buckets.end();) {
            if (refilled(it->tokens, it->atMs, nowMs, m_rate, m_burst) >= m_burst)
                it = m_buckets.erase(it);
            else
                ++it;
        }
        m_lastSweepMs = nowMs;
    }
    auto it = m_buckets.find(key);
    if (it == m_buckets.end())
        it = m_buckets.insert(key, Bucket{m_burst, nowMs});
    Bucket &bucket = it.value();
    bucket.tokens = refilled(bucket.tokens, bucket.atMs, nowMs, m_rate, m_burst);
    bucket.atMs = std::max(bucket.atMs, nowMs);
    if (bucket.tokens < 1.0)
        return false;
    bucket.tokens -= 1.0;
    return true;
}

int RateLimiter::retryAfter(const QString &key, const QDateTime &now) const
{
    const auto it = m_buckets.constFind(key);
    if (it == m_buckets.constEnd())
        return 1;
    const double tokens = refilled(it->tokens, it->atMs, now.toMSecsSinceEpoch(), m_rate, m_burst);
    if (tokens >= 1.0)
        return 1;
    return std::max(1, int(std::ceil((1.0 - tokens) / m_rate)));
}

} // namespace editlens::core
