#include "aurorarows.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>
#include <utility>

namespace editlens::core::aurora {

namespace {

/// Typed access to the fields of one row; every error names the file and the row's line.
class RowFields
{
public:
    RowFields(const JsonRow &row, const QString &file, const QDir &folder) : m_row(row), m_file(file), m_folder(folder)
    {
    }

    int line() const { return m_row.line; }
    Error fail(const QString &message) const { return Error{message, m_file, m_row.line}; }

    /// The string field `key`, trimmed; an error when it is missing, not a string or empty.
    Result<QString> text(const QString &key) const
    {
        const QJsonValue v = m_row.object.value(key);
        if (v.isUndefined() || v.isNull())
            return fail(QCoreApplication::translate("AuroraImport", "missing required field '%1'").arg(key));
        if (!v.isString())
            return fail(QCoreApplication::translate("AuroraImport", "field '%1' must be a string").arg(key));
        if (v.toString().trimmed().isEmpty())
            return fail(QCoreApplication::translate("AuroraImport", "field '%1' is empty").arg(key));
        return v.toString().trimmed();
    }

    /// The string field `key`, trimmed, or a null string when it is missing, null or empty.
    Result<QString> optionalText(const QString &key) const
    {
        const QJsonValue v = m_row.object.value(key);
        if (v.isUndefined() || v.isNull())
            return QString();
        if (!v.isString())
            return fail(QCoreApplication::translate("AuroraImport", "field '%1' must be a string").arg(key));
        return v.toString().trimmed();
    }

    /// `prompt`, else `instruction`.
    Result<QString> instruction() const
    {
        const QString key =
            m_row.object.contains(QLatin1String("prompt")) || !m_row.object.contains(QLatin1String("instruction"))
                ? QStringLiteral("prompt")
                : QStringLiteral("instruction");
        return text(key);
    }

    /// The image named by the string field `key`; an error when it is not a file.
    Result<ImagePath> image(const QString &key) const
    {
        Result<QString> written = text(key);
        if (!written)
            return written.error();
        return existingImage(key, written.value());
    }

    /// The two strings of the array field `key`.
    Result<std::pair<QString, QString>> pair(const QString &key) const
    {
        const QJsonValue v = m_row.object.value(key);
        if (v.isUndefined() || v.isNull())
            return fail(QCoreApplication::translate("AuroraImport", "missing required field '%1'").arg(key));
        const QJsonArray a = v.toArray();
        const bool strings = v.isArray() && a.size() == 2 && a.at(0).isString() && a.at(1).isString()
                             && !a.at(0).toString().trimmed().isEmpty() && !a.at(1).toString().trimmed().isEmpty();
        if (!strings)
            return fail(
                QCoreApplication::translate("AuroraImport", "field '%1' must be an array of two non-empty strings")
                    .arg(key));
        return std::pair{a.at(0).toString().trimmed(), a.at(1).toString().trimmed()};
    }

    /// The number field `key`, finite and inside [lo, hi].
    Result<double> number(const QString &key, double lo, double hi) const
    {
        const QJsonValue v = m_row.object.value(key);
        if (v.isUndefined() || v.isNull())
            return fail(QCoreApplication::translate("AuroraImport", "missing required field '%1'").arg(key));
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(QCoreApplication::translate("AuroraImport", "field '%1' must be a finite number").arg(key));
        if (v.toDouble() < lo || v.toDouble() > hi)
            return fail(QCoreApplication::translate("AuroraImport", "%1 %2 is outside the scale %3-%4")
                            .arg(key, QString::number(v.toDouble()), QString::number(lo), QString::number(hi)));
        return v.toDouble();
    }

    // Checked here although the import resolver checks every image again: an item gathers several rows, and the
    // resolver can only name the item's first one.
    Result<ImagePath> existingImage(const QString &field, const QString &written) const
    {
        ImagePath path;
        path.absolute = m_folder.absoluteFilePath(written); // as written: ".." is judged by the root check
        path.relative = QDir::cleanPath(m_folder.relativeFilePath(QDir::cleanPath(path.absolute)));
        if (!QFileInfo(path.absolute).isFile())
            return fail(QCoreApplication::translate("AuroraImport", "%1 image '%2' does not exist (looked for %3)")
                            .arg(field, written, path.absolute));
        return path;
    }

private:
    const JsonRow &m_row;
    const QString &m_file;
    const QDir &m_folder;
};

} // namespace

Result<PointRow> readPointRow(const JsonRow &json, const QString &file, const QDir &folder)
{
    const RowFields f(json, file, folder);
    PointRow row;
    row.line = f.line();
    Result<ImagePath> input = f.image(QStringLiteral("input"));
    if (!input)
        return input.error();
    Result<ImagePath> gen = f.image(QStringLiteral("gen"));
    if (!gen)
        return gen.error();
    Result<QString> prompt = f.instruction();
    if (!prompt)
        return prompt.error();
    Result<double> score = f.number(QStringLiteral("score"), scoreMin, scoreMax);
    if (!score)
        return score.error();
    for (const QString &key : {QStringLiteral("model"), QStringLiteral("method")}) {
        Result<QString> model = f.optionalText(key);
        if (!model)
            return model.error();
        if (row.model.isEmpty())
            row.model = model.value();
    }
    row.input = input.value();
    row.gen = gen.value();
    row.prompt = prompt.value();
    row.score = score.value();
    return row;
}

Result<PairRow> readPairRow(const JsonRow &json, const QString &file, const QDir &folder)
{
    const RowFields f(json, file, folder);
    PairRow row;
    row.line = f.line();
    Result<ImagePath> input = f.image(QStringLiteral("input"));
    if (!input)
        return input.error();
    Result<QString> prompt = f.instruction();
    if (!prompt)
        return prompt.error();
    Result<std::pair<QString, QString>> gens = f.pair(QStringLiteral("gens"));
    if (!gens)
        return gens.error();
    Result<std::pair<QString, QString>> models = f.pair(QStringLiteral("models"));
    if (!models)
        return models.error();
    const auto &[m1, m2] = models.value();
    if (m1 == m2)
        return f.fail(QCoreApplication::translate("AuroraImport", "both models are '%1'").arg(m1));
    Result<QString> winner = f.text(QStringLiteral("winner"));
    if (!winner)
        return winner.error();
    // ADIEE's reader: "tie", else the winner must be one of the two models (left = models[0]).
    if (winner.value().compare(QLatin1String("tie"), Qt::CaseInsensitive) == 0)
        row.choice = PreferenceChoice::Tie;
    else if (winner.value() == m1)
        row.choice = PreferenceChoice::A;
    else if (winner.value() == m2)
        row.choice = PreferenceChoice::B;
    else
        return f.fail(QCoreApplication::translate("AuroraImport",
                                                  "winner '%1' is neither of the models '%2' and '%3' nor \"tie\"")
                          .arg(winner.value(), m1, m2));
    for (int i = 0; i < 2; ++i) {
        Result<ImagePath> gen =
            f.existingImage(QStringLiteral("gens[%1]").arg(i), i == 0 ? gens.value().first : gens.value().second);
        if (!gen)
            return gen.error();
        row.gens[i] = gen.value();
    }
    row.input = input.value();
    row.models[0] = m1;
    row.models[1] = m2;
    row.prompt = prompt.value();
    return row;
}

Result<BenchmarkRow> readBenchmarkRow(const JsonRow &json, const QString &file, const QDir &folder)
{
    const RowFields f(json, file, folder);
    BenchmarkRow row;
    row.line = f.line();
    Result<ImagePath> input = f.image(QStringLiteral("input"));
    if (!input)
        return input.error();
    Result<ImagePath> output = f.image(QStringLiteral("output"));
    if (!output)
        return output.error();
    Result<QString> prompt = f.instruction();
    if (!prompt)
        return prompt.error();
    Result<QString> task = f.optionalText(QStringLiteral("task"));
    if (!task)
        return task.error();
    row.input = input.value();
    row.output = output.value();
    row.prompt = prompt.value();
    row.task = task.value();
    return row;
}

} // namespace editlens::core::aurora
