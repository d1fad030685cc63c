#pragma once

#include "storage/studystore.h"

namespace editlens::core {

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

    QSqlDatabase &m_db;
    QString m_file;
};

} // namespace editlens::core
