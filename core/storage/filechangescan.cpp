#include "filechangescan.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"

#include <QLoggingCategory>
#include <QPair>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <tuple>

Q_DECLARE_LOGGING_CATEGORY(lcChangeFeed)

namespace editlens::core {

namespace {

/// The digest of each announced table but the ratings (RatingStats): what changes when a row is added, removed or
/// edited, as SQL over the table.
const QVector<QPair<QString, QString>> &tableDigests()
{
    static const QVector<QPair<QString, QString>> digests{
        {QStringLiteral("preferences"),
         QStringLiteral("coalesce(max(updated_at), '') || ':' || total(length(choice) * id)")},
        {QStringLiteral("differences"), QStringLiteral("coalesce(max(updated_at), '') || ':' || total(x0 + y0 + x1 + "
                                                       "y1) || ':' || total(length(description))")},
        {QStringLiteral("coherence_labels"),
         QStringLiteral("coalesce(max(updated_at), '') || ':' || total(coherent * id)")},
        {QStringLiteral("masks"), QStringLiteral("coalesce(max(updated_at), '')")},
        {QStringLiteral("difference_reviews"),
         QStringLiteral("coalesce(max(updated_at), '') || ':' || total(length(decision) * id)")},
        {QStringLiteral("output_completions"), QStringLiteral("coalesce(max(updated_at), '')")},
        {QStringLiteral("annotator_sessions"), QStringLiteral("coalesce(max(ended_at), '') || ':' || total(seconds)")},
        {QStringLiteral("item_submissions"),
         QStringLiteral("coalesce(max(submitted_at), '') || ':' || total(locked * id)")},
        {QStringLiteral("scores"), QStringLiteral("total(value)")}};
    return digests;
}

std::optional<qint64> scalar(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    // No value on purpose when it fails: the caller then does not start, or finds no change this time.
    if (execSqlFirstRow(q, sql, QStringLiteral("scalar"), {}))
        return q.value(0).toLongLong();
    return std::nullopt;
}

/// The digest of every announced table but the ratings, one query; empty when it fails.
QHash<QString, QString> readDigests(QSqlDatabase &db)
{
    QStringList parts;
    for (const auto &[table, content] : tableDigests())
        parts << QStringLiteral("SELECT '%1', count(*) || ':' || coalesce(max(id), 0) || ':' || %2 FROM %1")
                     .arg(table, content);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    QHash<QString, QString> digests;
    if (Status s = execSql(q, parts.join(QStringLiteral(" UNION ALL ")),
                           QStringLiteral("cannot read the study file's table digests"), {});
        !s) {
        qCWarning(lcChangeFeed).noquote() << s.error().message;
        return digests;
    }
    while (q.next())
        digests.insert(q.value(0).toString(), q.value(1).toString());
    return digests;
}

bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); // sums in another order round differently
}

} // namespace

bool FileChangeScan::StoredRating::operator<(const StoredRating &o) const
{
    return std::tie(output, dimension, annotator) < std::tie(o.output, o.dimension, o.annotator);
}

bool FileChangeScan::StoredRating::sameKey(const StoredRating &o) const
{
    return output == o.output && dimension == o.dimension && annotator == o.annotator;
}

QStringList FileChangeScan::tables()
{
    QStringList names{QStringLiteral("ratings")};
    for (const auto &entry : tableDigests())
        names << entry.first;
    return names;
}

bool FileChangeScan::start(QSqlDatabase &db)
{
    const std::optional<qint64> version = scalar(db, QStringLiteral("PRAGMA data_version"));
    const std::optional<qint64> own = scalar(db, QStringLiteral("SELECT total_changes()"));
    const std::optional<RatingStats> stats = readRatingStats(db);
    if (!version || !own || !stats)
        return false;
    m_ratingStats = {};
    m_ratings.clear();
    if (!updateRatings(db, *stats))
        return false;
    m_dataVersion = *version;
    m_ownChanges = *own;
    m_digests = readDigests(db);
    return true;
}

std::optional<FileChangeScan::Changes> FileChangeScan::scan(QSqlDatabase &db)
{
    const std::optional<qint64> version = scalar(db, QStringLiteral("PRAGMA data_version"));
    const std::optional<qint64> own = scalar(db, QStringLiteral("SELECT total_changes()"));
    if (!version || !own || (*version == m_dataVersion && *own == m_ownChanges))
        return std::nullopt;
    Changes found;
    // data_version moves only for other connections' commits; total_changes() only for this connection's writes.
    found.foreign = *version != m_dataVersion;
    m_dataVersion = *version;
    m_ownChanges = *own;

    const QHash<QString, QString> digests = readDigests(db);
    for (const auto &entry : tableDigests())
        // Without digests every table may have changed: say so rather than miss one.
        if (digests.isEmpty() || digests.value(entry.first) != m_digests.value(entry.first))
            found.tables << entry.first;
    if (!digests.isEmpty())
        m_digests = digests;

    const std::optional<RatingStats> stats = readRatingStats(db);
    if (!stats || stats->count != m_ratingStats.count || stats->latest != m_ratingStats.latest
        || stats->total != m_ratingStats.total) {
        found.tables.prepend(QStringLiteral("ratings"));
        const auto changed = stats ? updateRatings(db, *stats) : std::nullopt;
        if (changed && found.foreign)
            for (const auto &[rating, held] : *changed)
                found.ratings.push_back({rating.output,
                                         nameOf(db, QStringLiteral("dimensions"), rating.dimension, m_dimensions),
                                         nameOf(db, QStringLiteral("annotators"), rating.annotator, m_annotators),
                                         held ? std::optional<double>(rating.value) : std::nullopt});
    }
    return found;
}

std::optional<FileChangeScan::RatingStats> FileChangeScan::readRatingStats(QSqlDatabase &db) const
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT count(*), coalesce(max(updated_at), ''), total(value) FROM ratings"));
    if (Status s = execFirstRow(q, QStringLiteral("cannot read the study file's ratings"), {}); !s) {
        qCWarning(lcChangeFeed).noquote() << s.error().message;
        return std::nullopt;
    }
    return RatingStats{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toDouble()};
}

std::optional<std::vector<std::pair<FileChangeScan::StoredRating, bool>>>
FileChangeScan::updateRatings(QSqlDatabase &db, const RatingStats &now)
{
    const auto read = [&db](const QString &where, const QString &stamp) -> std::optional<std::vector<StoredRating>> {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT output_id, dimension_id, annotator_id, value FROM ratings") + where
                  + QStringLiteral(" ORDER BY output_id, dimension_id, annotator_id"));
        if (!where.isEmpty())
            q.addBindValue(stamp);
        if (Status s = execOrFail(q, QStringLiteral("cannot read the study file's ratings"), {}); !s) {
            qCWarning(lcChangeFeed).noquote() << s.error().message;
            return std::nullopt;
        }
        std::vector<StoredRating> rows;
        while (q.next())
            rows.push_back(
                {q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong(), q.value(3).toDouble()});
        if (!std::is_sorted(rows.begin(), rows.end())) // the merges below rely on the order
            std::sort(rows.begin(), rows.end());
        return rows;
    };
    // One sorted merge of the copy with `rows`: (rating, still held) for each that differs. With `partial`, `rows`
    // are only those stamped since the last scan, and a rating of the copy missing from them is kept.
    const auto merge = [this](const std::vector<StoredRating> &rows, bool partial, std::vector<StoredRating> &merged) {
        std::vector<std::pair<StoredRating, bool>> changes;
        merged.reserve(m_ratings.size() + (partial ? rows.size() : 0));
        auto b = m_ratings.cbegin();
        auto n = rows.cbegin();
        while (b != m_ratings.cend() || n != rows.cend()) {
            if (n == rows.cend() || (b != m_ratings.cend() && *b < *n)) {
                if (partial)
                    merged.push_back(*b);
                else
                    changes.push_back({*b, false});
                ++b;
            } else if (b == m_ratings.cend() || *n < *b) {
                changes.push_back({*n, true});
                merged.push_back(*n++);
            } else {
                if (b->value != n->value)
                    changes.push_back({*n, true});
                merged.push_back(*n++);
                ++b;
            }
        }
        return changes;
    };

    // The common case, a few ratings set since the last scan: every EditLens writer stamps the time, so reading the
    // rows stamped since the latest stamp seen is enough, when the count and the sum then agree with the file's.
    if (!m_ratingStats.latest.isEmpty() && now.count >= m_ratingStats.count) {
        // Stamps to the second, since some writers leave out the milliseconds ("…:05Z" sorts after "…:05.300Z").
        if (const auto recent =
                read(QStringLiteral(" WHERE substr(updated_at, 1, 19) >= substr(?, 1, 19)"), m_ratingStats.latest)) {
            std::vector<StoredRating> merged;
            auto changes = merge(*recent, true, merged);
            double total = 0.0;
            for (const StoredRating &r : merged)
                total += r.value;
            if (qint64(merged.size()) == now.count && nearlyEqual(total, now.total)) {
                m_ratings = std::move(merged);
                m_ratingStats = now;
                return changes;
            }
        }
    }
    // A rating removed, or one written with an older stamp (a merged hand-out keeps its own): compare every row.
    const auto all = read(QString(), QString());
    if (!all)
        return std::nullopt;
    std::vector<StoredRating> merged;
    auto changes = merge(*all, false, merged);
    m_ratings = std::move(merged);
    m_ratingStats = now;
    return changes;
}

QString FileChangeScan::nameOf(QSqlDatabase &db, const QString &table, qint64 id, QHash<qint64, QString> &names)
{
    if (!names.contains(id)) {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        // Names that cannot be read are empty on purpose: the change is still announced, only unnamed.
        if (execSql(q, QStringLiteral("SELECT id, name FROM %1").arg(table), QStringLiteral("names"), {}))
            while (q.next())
                names.insert(q.value(0).toLongLong(), q.value(1).toString());
    }
    return names.value(id);
}

} // namespace editlens::core
