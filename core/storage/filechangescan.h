#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>
#include <vector>

class QSqlDatabase;

namespace editlens::core {

/// What a study file's ChangeFeed compares with, and the comparison: whether another connection committed
/// (`PRAGMA data_version`), which announced tables changed since the last scan (a digest per table: row count,
/// highest id, latest change stamp, a sum over the values an edit changes), and which ratings were set, changed or
/// cleared (a copy of every rating by ids, brought up to date from the rows stamped since the last scan, or compared
/// row by row when the counts say that is not enough: a rating removed, or one written with an older stamp). A digest
/// is a hint: changes that cancel out between two scans go unreported. Not thread-safe; use it on the thread of its
/// connection.
class FileChangeScan
{
public:
    /// A rating another connection set (`value`) or cleared (nullopt).
    struct RatingChange
    {
        qint64 outputId = 0;
        QString dimension;
        QString annotator;
        std::optional<double> value;
    };
    /// What one scan found.
    struct Changes
    {
        bool foreign = false; ///< another connection committed (else only this connection's writes moved the copy)
        QStringList tables;   ///< announced tables whose digest changed
        QVector<RatingChange> ratings;
    };

    /// Takes the first reading of `db`; false (with a warning logged) when the file cannot be read.
    bool start(QSqlDatabase &db);
    /// Compares `db` with the last reading and keeps the new one; nullopt when nothing was committed since.
    std::optional<Changes> scan(QSqlDatabase &db);

    /// The tables a scan reports, by name (ChangeFeed::announcedTables()).
    static QStringList tables();

private:
    struct StoredRating
    {
        qint64 output = 0;
        qint64 dimension = 0;
        qint64 annotator = 0;
        double value = 0.0;
        bool operator<(const StoredRating &o) const;
        bool sameKey(const StoredRating &o) const;
    };
    /// count(*), latest stamp and total(value) of the ratings.
    struct RatingStats
    {
        qint64 count = 0;
        QString latest;
        double total = 0.0;
    };

    std::optional<RatingStats> readRatingStats(QSqlDatabase &db) const;
    /// The ratings' changes since the copy, which it brings up to date; nullopt when they cannot be read.
    std::optional<std::vector<std::pair<StoredRating, bool>>> updateRatings(QSqlDatabase &db, const RatingStats &now);
    QString nameOf(QSqlDatabase &db, const QString &table, qint64 id, QHash<qint64, QString> &names);

    qint64 m_dataVersion = -1;
    qint64 m_ownChanges = -1;
    QHash<QString, QString> m_digests;
    RatingStats m_ratingStats;
    std::vector<StoredRating> m_ratings; ///< sorted by (output, dimension, annotator)
    QHash<qint64, QString> m_dimensions;
    QHash<qint64, QString> m_annotators;
};

} // namespace editlens::core
