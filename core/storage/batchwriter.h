#pragma once

#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <memory>
#include <unordered_map>

namespace editlens::core {

class BulkStatement;
class SqlDialect;

/// Writes a resolved StudyData batch into a study in a single transaction: either every row
/// lands or none does. Merges by item key (see StudyStore::importData). Same-thread use only.
class BatchWriter
{
public:
    BatchWriter(QSqlDatabase &db, const SqlDialect &dialect, const QString &file);
    ~BatchWriter();

    Status write(const StudyData &batch, const ProgressCallback &progress);

private:
    Status writeAll(const StudyData &batch, const ProgressCallback &progress);
    /// One item: its row, masks, outputs with what they carry, preferences and judge votes.
    Status writeItem(const Item &item);
    Result<qint64> insertItemRow(const Item &item);
    Status updateItemRow(qint64 itemId, const Item &item);
    /// The output's row (inserted or merged into a stored item's); returns its id.
    Result<qint64> writeOutput(qint64 itemId, bool itemExisted, const Item &item, const Output &o);
    /// Ratings, scores, differences with their labels and reviews, and completions of one output.
    Status writeOutputAnnotations(qint64 outputId, const Item &item, const Output &o);
    Status writeRatings(qint64 outputId, const Item &item, const QVector<Rating> &ratings);
    Status writeScores(qint64 outputId, const Item &item, const QVector<Score> &scores);
    Status writeDifference(qint64 outputId, const Item &item, const Difference &d);
    Status writeCompletions(qint64 outputId, const Item &item, const QStringList &annotators);
    Status writePreferences(qint64 itemId, const QHash<QString, qint64> &outputIds, const Item &item);
    Status writeJudgeVotes(qint64 itemId, const QHash<QString, qint64> &outputIds, const Item &item);
    /// `status`, its error moved to the item's place in its input file when the item has one.
    Status atItem(Status status, const Item &item) const;
    Result<qint64> idFor(QHash<QString, qint64> &cache, const QString &table, const QString &name);
    /// Id of the output of `system` in item `itemId`: from `written` (this batch) or the study; 0 if none.
    qint64 outputIdOf(qint64 itemId, const QHash<QString, qint64> &written, const QString &system);
    Status writeMasks(qint64 itemId, const QVariant &outputId, const QVector<Mask> &masks, bool checkExisting);
    /// The statement for `sql`, prepared once per batch: preparing dominates per-row cost otherwise.
    QSqlQuery &prepared(const QString &sql);

    QSqlDatabase &m_db;
    const SqlDialect &m_dialect;
    QString m_file;
    QString m_stamp; ///< the updated_at of the item being written
    QHash<QString, qint64> m_systems;
    QHash<QString, qint64> m_annotators;
    QHash<QString, qint64> m_dimensions;
    QHash<QString, qint64> m_itemIds;
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    std::unique_ptr<BulkStatement>
        m_insertRating; // the one statement run per rating // existing and newly written items by key
};

} // namespace editlens::core
