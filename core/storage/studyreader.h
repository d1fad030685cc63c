#pragma once

#include "storage/studystore.h"

#include <QHash>

#include <optional>
#include <utility>

namespace editlens::core {

/// The scale of each dimension of a study, to leave out a stored rating that is off it (NaN, infinite, or a value
/// written by hand or on a server before the server checked) with a warning naming it, instead of letting it into an
/// analysis or failing a whole copy. Same-thread use of the connection it reads.
class RatingScales
{
public:
    /// Reads the scales of `db`'s dimensions; `file` names the study in errors and warnings.
    static Result<RatingScales> read(QSqlDatabase &db, const QString &file);

    /// Whether `value` is a number within the scale of dimension `dimensionId`; warns, naming rating `ratingId`,
    /// when not.
    bool admits(const QVariant &ratingId, qint64 dimensionId, double value) const;

private:
    QString m_file;
    QHash<qint64, std::pair<double, double>> m_scales;
};

/// Reads study contents into value types. Borrows the store's connection; same-thread use only.
class StudyReader
{
public:
    StudyReader(QSqlDatabase &db, const QString &file);

    Result<QVector<Dimension>> dimensions() const;
    Result<QVector<ItemSummary>> itemSummaries() const;
    Result<Item> loadItem(qint64 itemId) const;
    Result<StudyData> loadAll(const ProgressCallback &progress) const;

private:
    /// Loads the items whose id is in [firstId, lastId] (all when lastId < 0).
    Result<QVector<Item>> loadItems(qint64 firstId, qint64 lastId, const ProgressCallback &progress) const;

    /// Whether the current login reads systems and output files through the plan's blinding (an annotator on a
    /// server); asked once per reader.
    bool blindedLogin() const;
    /// The SQL for the name of the system aliased `alias`, as the current login may read it.
    QString systemName(const QString &alias) const;
    /// The SQL for the file of the output aliased `alias`, as the current login may read it.
    QString outputPath(const QString &alias) const;

    QSqlDatabase &m_db;
    QString m_file;
    mutable std::optional<bool> m_blindedLogin;
};

} // namespace editlens::core
