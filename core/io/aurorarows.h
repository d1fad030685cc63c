#pragma once

#include "io/jsonrows.h"
#include "study/studydata.h"

#include <QDir>
#include <QString>

#include <array>

namespace editlens::core::aurora {

/// AURORA-Bench's point-wise score: the mean of the raters' judgements on a 0-2 scale (AURORA, Krojer et al. 2024; as
/// ADIEE evaluates it).
constexpr double scoreMin = 0.0;
constexpr double scoreMax = 2.0;

/// An image named by a row: absolute and cleaned (what the batch holds), and relative to the file's folder (what
/// item keys and derived system names are made of).
struct ImagePath
{
    QString absolute;
    QString relative;
};

/// A point-wise row `{input, gen, prompt, score, [model | method]}`.
struct PointRow
{
    int line = 0;
    ImagePath input;
    ImagePath gen;
    QString prompt;
    QString model; ///< `model` or `method`; empty when the row names neither
    double score = 0.0;
};

/// A pair-wise row `{input, gens, prompt, models, winner}`, the winner read as A (models[0]), B or tie.
struct PairRow
{
    int line = 0;
    ImagePath input;
    std::array<ImagePath, 2> gens;
    std::array<QString, 2> models;
    QString prompt;
    PreferenceChoice choice = PreferenceChoice::Tie;
};

/// A test.json row `{input, output, prompt, [task]}`.
struct BenchmarkRow
{
    int line = 0;
    ImagePath input;
    ImagePath output;
    QString prompt;
    QString task;
};

/// The rows of each shape, read from `row` of `file` (image paths relative to `folder`): the fields checked, each
/// image checked to be a file. Unknown fields are ignored. Errors name the file and the row's line. Pure functions
/// apart from the file-system checks; may run on any thread.
Result<PointRow> readPointRow(const JsonRow &row, const QString &file, const QDir &folder);
Result<PairRow> readPairRow(const JsonRow &row, const QString &file, const QDir &folder);
Result<BenchmarkRow> readBenchmarkRow(const JsonRow &row, const QString &file, const QDir &folder);

} // namespace editlens::core::aurora
