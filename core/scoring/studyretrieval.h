#pragma once

#include "stats/retrieval.h"
#include "util/error.h"
#include "util/progress.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace editlens::core {

class MetricRegistry;
class ModelRegistry;
class StudyStore;

struct RetrievalOptions
{
    QString modelDir;           ///< model folder; empty = use the embeddings already stored, encode nothing
    QString vificlipModel;      ///< as ScoreOptions::vificlipModel
    bool computeMissing = true; ///< encode (and store) the outputs whose embeddings are missing
};

/// Both directions of one retrieval.
struct RetrievalDirections
{
    RetrievalSummary editToText;
    RetrievalSummary textToEdit;
};

/// Retrieval of a study's edits and instructions by one metric (the poster's R@1/5/10/50, mean and median rank).
struct StudyRetrieval
{
    QString metric;
    QString model;
    QString version;                            ///< the metric version whose embeddings were ranked
    RetrievalDirections overall;                ///< every output
    QMap<QString, RetrievalDirections> systems; ///< per system
    qint64 outputs = 0;                         ///< outputs in the study
    qint64 ranked = 0;  ///< outputs with both embeddings (queries, before zero vectors are left out)
    qint64 texts = 0;   ///< candidate texts: items with a text-side vector
    qint64 encoded = 0; ///< outputs encoded by this call
    QString notEncoded; ///< why nothing could be encoded (model missing), else empty
};

/// The metrics retrieval supports: edit-text similarities (clip_t, clip_d, vificlip, vificlip_reversed).
QStringList retrievalMetricIds();

/// Ranks, for every output, all texts of the study by `metricId`'s similarity (edit → text), and, for every output's
/// text, the outputs of the same system (text → edit), with the conventions of rankRetrieval(). The text side is what
/// the metric compares with: clip_t the target caption or else the instruction, vificlip the instruction, clip_d the
/// caption direction n(T₁) − n(T₀) against the image direction n(I₁) − n(I₀).
///
/// Embeddings come from the study's embeddings table; with a model folder and `computeMissing`, missing ones are first
/// encoded and stored (scoreStudy on this metric). Without any stored for the metric: an error that says which model
/// file is missing. `models` says which model the metric's embeddings are stored under. Call on the thread that owns
/// `store`.
Result<StudyRetrieval> evaluateRetrieval(StudyStore &store, const MetricRegistry &registry, const ModelRegistry &models,
                                         const QString &metricId, const RetrievalOptions &options,
                                         const ProgressCallback &progress = {});

} // namespace editlens::core
