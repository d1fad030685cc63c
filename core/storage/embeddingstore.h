#pragma once

#include "util/error.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QVector>

#include <vector>

class QSqlDatabase;

namespace editlens::core {

class SqlDialect;
class StudyStore;

/// One stored embedding: what a learned metric's model encoded for one output. Value type.
struct EmbeddingRow
{
    qint64 outputId = 0;
    QString model;   ///< model id of the manifest, e.g. "vificlip-b16"
    QString version; ///< the metric version the vector was computed under (model file, preprocessing, pooling)
    QString kind;    ///< an embeddingKind* name (learnedmetrics.h): image, text, video, image_direction, ...
    std::vector<float> values;
};

/// Every stored vector of one (model, version, kind), by output id. All rows have `dim` values.
struct EmbeddingTable
{
    int dim = 0;
    QHash<qint64, std::vector<float>> rows;
};

/// A version stored for a (model, kind) and how many outputs have a vector under it.
struct EmbeddingVersion
{
    QString version;
    qint64 outputs = 0;
};

/// Which item and system an output belongs to (what retrieval groups embeddings by).
struct OutputKey
{
    qint64 outputId = 0;
    qint64 itemId = 0;
    QString system;
};

/// Upserts `rows` on (output, model, version, kind) inside the caller's open write transaction (scoring writes them
/// with the scores of the same chunk). Vectors are stored as float32 little-endian bytes.
Status insertEmbeddings(QSqlDatabase &db, const SqlDialect &dialect, const QVector<EmbeddingRow> &rows);

/// The embeddings table of a study (schema 6): reads and standalone writes. Uses `store`'s connection, so it lives
/// on the thread that owns the store; `store` must outlive it.
class EmbeddingStore
{
public:
    explicit EmbeddingStore(StudyStore &store);

    /// Writes `rows` in one transaction (all or none).
    Status write(const QVector<EmbeddingRow> &rows);
    Result<EmbeddingTable> read(const QString &model, const QString &version, const QString &kind) const;
    /// Outputs that have a vector of this (model, version, kind).
    Result<QSet<qint64>> outputsWith(const QString &model, const QString &version, const QString &kind) const;
    /// Versions stored for (model, kind) that are also versions of `metric`'s stored scores (two metrics of one model
    /// differ in version), most outputs first (ties: the lexicographically last version first).
    Result<QVector<EmbeddingVersion>> versions(const QString &model, const QString &kind, const QString &metric) const;
    /// Every output of the study with its item and system, by output id (one query, no images or scores).
    Result<QVector<OutputKey>> outputKeys() const;

private:
    StudyStore &m_store;
};

} // namespace editlens::core
