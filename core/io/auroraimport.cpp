#include "auroraimport.h"

#include "io/aurorarows.h"
#include "io/jsonrows.h"
#include "study/exclusionregions.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

namespace editlens::core {

namespace {

using aurora::BenchmarkRow;
using aurora::ImagePath;
using aurora::PairRow;
using aurora::PointRow;

const QLatin1String annotatorName{"aurora-human"};
const QLatin1String dimension{"aurora"};

/// The prompts each input has in one file, and the item keys that follow from them (see AuroraImport).
class ItemKeys
{
public:
    void add(const QString &input, const QString &prompt)
    {
        Prompts &known = m_inputs[input];
        if (known.all.contains(prompt))
            return;
        known.all.insert(prompt);
        // Two prompts of one input whose digests begin alike would share a key and be merged into one item: both
        // take the whole digest instead. Every other prompt keeps the short key that studies already hold.
        const QString shortDigest = sha1Hex(prompt).left(shortDigits);
        if (const auto first = known.byShortDigest.constFind(shortDigest); first != known.byShortDigest.constEnd()) {
            m_wholeDigest.insert(input + QChar(0x1f) + first.value());
            m_wholeDigest.insert(input + QChar(0x1f) + prompt);
        } else {
            known.byShortDigest.insert(shortDigest, prompt);
        }
    }

    QString key(const QString &input, const QString &prompt) const
    {
        if (m_inputs.value(input).all.size() <= 1)
            return input;
        const QString digest = sha1Hex(prompt);
        const bool whole = m_wholeDigest.contains(input + QChar(0x1f) + prompt);
        return input + QLatin1Char('#') + (whole ? digest : digest.left(shortDigits));
    }

private:
    static constexpr int shortDigits = 8;

    static QString sha1Hex(const QString &prompt)
    {
        return QString::fromLatin1(QCryptographicHash::hash(prompt.toUtf8(), QCryptographicHash::Sha1).toHex());
    }

    struct Prompts
    {
        QSet<QString> all;
        QHash<QString, QString> byShortDigest; ///< the first 8 hex digits → the first prompt with them
    };
    QHash<QString, Prompts> m_inputs;
    QSet<QString> m_wholeDigest; ///< input \x1f prompt, for the prompts keyed by their whole digest
};

/// Builds the batch of one file: rows are read first (their prompts decide the keys), then gathered into items.
class Assembler
{
public:
    Assembler(const QString &file, const ImportOptions &options)
        : m_file(file)
        , m_folder(QFileInfo(file).absoluteDir())
        , m_annotator(options.annotator.isEmpty() ? QString(annotatorName) : options.annotator)
    {
    }

    template<typename Row, typename Parse>
    Result<QVector<Row>> parse(const QVector<JsonRow> &rows, Parse parseRow, const ProgressCallback &progress)
    {
        QVector<Row> parsed;
        parsed.reserve(rows.size());
        const qint64 total = rows.size();
        for (qint64 i = 0; i < total; ++i) {
            Result<Row> row = parseRow(rows.at(i), m_file, m_folder);
            if (!row)
                return row.error();
            m_keys.add(row.value().input.relative, row.value().prompt);
            parsed.push_back(std::move(row).value());
            if ((i % 256 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
                return Error{QCoreApplication::translate("AuroraImport", "import cancelled; the study was not changed"),
                             m_file};
        }
        return parsed;
    }

    Status add(const PointRow &row)
    {
        Item &item = itemFor(row.input, row.prompt, row.line);
        QString system = row.model;
        bool derived = false;
        if (system.isEmpty()) {
            // The folder holding the image names its system (gens/<system>/<file>), as the systems' outputs
            // are usually laid out.
            const QString folder = QFileInfo(row.gen.relative).path().section(QLatin1Char('/'), -1);
            derived = !(folder.isEmpty() || folder == QLatin1String(".") || folder == QLatin1String(".."));
            system = derived ? folder : QStringLiteral("gen%1").arg(item.outputs.size() + 1);
        }
        if (const int first = m_outputLines.value(outputKey(item.key, system)); first > 0)
            return fail(row.line,
                        derived ? QCoreApplication::translate("AuroraImport",
                                                              "item '%1' already has an output of system '%2' on line "
                                                              "%3 (the system is the name of the folder holding 'gen'; "
                                                              "give each row a 'model')")
                                      .arg(item.key, system, QString::number(first))
                                : QCoreApplication::translate("AuroraImport",
                                                              "item '%1' already has an output of system '%2' on line "
                                                              "%3")
                                      .arg(item.key, system, QString::number(first)));
        m_outputLines.insert(outputKey(item.key, system), row.line);
        Output output;
        output.system = system;
        output.path = row.gen.absolute;
        output.ratings.push_back({m_annotator, QString(dimension), row.score, row.line});
        item.outputs.push_back(output);
        return Status::success();
    }

    Status add(const PairRow &row)
    {
        Item &item = itemFor(row.input, row.prompt, row.line);
        for (int i = 0; i < 2; ++i) {
            const QString key = outputKey(item.key, row.models[i]);
            if (Output *known = item.findOutput(row.models[i])) {
                if (known->path != row.gens[i].absolute)
                    return fail(row.line, QCoreApplication::translate("AuroraImport",
                                                                      "model '%1' has the image '%2' on line %3 but "
                                                                      "'%4' here")
                                              .arg(row.models[i], known->path,
                                                   QString::number(m_outputLines.value(key)), row.gens[i].absolute));
                continue;
            }
            m_outputLines.insert(key, row.line);
            Output output;
            output.system = row.models[i];
            output.path = row.gens[i].absolute;
            item.outputs.push_back(output);
        }
        // The study keeps one preference per pair and annotator: a second vote on a pair would replace the first.
        const QString pair = outputKey(item.key, std::min(row.models[0], row.models[1]) + QChar(0x1f)
                                                     + std::max(row.models[0], row.models[1]));
        if (const int first = m_pairLines.value(pair); first > 0)
            return fail(row.line, QCoreApplication::translate("AuroraImport",
                                                              "models '%1' and '%2' were already compared for item "
                                                              "'%3' on line %4")
                                      .arg(row.models[0], row.models[1], item.key, QString::number(first)));
        m_pairLines.insert(pair, row.line);
        item.preferences.push_back({row.models[0], row.models[1], m_annotator, QString(), row.choice});
        return Status::success();
    }

    Status add(const BenchmarkRow &row)
    {
        const QString key = m_keys.key(row.input.relative, row.prompt);
        if (const auto it = m_items.constFind(key); it != m_items.constEnd())
            return fail(row.line,
                        QCoreApplication::translate("AuroraImport",
                                                    "this row repeats the input and prompt of line %1 (item '%2')")
                            .arg(QString::number(m_batch.items.at(*it).location.line), key));
        Item &item = itemFor(row.input, row.prompt, row.line);
        item.groundTruthPath = row.output.absolute;
        if (!row.task.isEmpty())
            item.tags << row.task;
        // MagicBrush's targets are DALL-E 2's and carry its watermark (see MagicBrushImport).
        if (row.task == QLatin1String("magicbrush") && !item.tags.contains(dalle2WatermarkTag()))
            item.tags << dalle2WatermarkTag();
        return Status::success();
    }

    StudyData take(bool declareScale)
    {
        if (declareScale)
            m_batch.dimensions.push_back(
                {QString(dimension), aurora::scoreMin, aurora::scoreMax,
                 QCoreApplication::translate("AuroraImport",
                                             "AURORA-Bench human score: the mean of the raters' 0-2 judgements")});
        return std::move(m_batch);
    }

private:
    static QString outputKey(const QString &itemKey, const QString &system) { return itemKey + QChar(0x1f) + system; }

    Error fail(int line, const QString &message) const { return Error{message, m_file, line}; }

    Item &itemFor(const ImagePath &input, const QString &prompt, int line)
    {
        const QString key = m_keys.key(input.relative, prompt);
        if (const auto it = m_items.constFind(key); it != m_items.constEnd())
            return m_batch.items[*it];
        Item item;
        item.key = key;
        item.sourcePath = input.absolute;
        item.instruction = prompt;
        item.location = {m_file, line};
        m_items.insert(key, m_batch.items.size());
        m_batch.items.push_back(item);
        return m_batch.items.back();
    }

    QString m_file;
    QDir m_folder;
    QString m_annotator;
    ItemKeys m_keys;
    StudyData m_batch;
    QHash<QString, qsizetype> m_items; ///< key → index in m_batch.items
    QHash<QString, int> m_outputLines; ///< item key \x1f system → line that made the output
    QHash<QString, int> m_pairLines;   ///< item key \x1f model \x1f model (sorted) → line of the vote
};

template<typename Row, typename Parse>
Result<StudyData> readShape(const QVector<JsonRow> &rows, Assembler &assembler, Parse parseRow, bool declareScale,
                            const ProgressCallback &progress)
{
    Result<QVector<Row>> parsed = assembler.template parse<Row>(rows, parseRow, progress);
    if (!parsed)
        return parsed.error();
    for (const Row &row : std::as_const(parsed.value()))
        if (Status s = assembler.add(row); !s)
            return s.error();
    return assembler.take(declareScale);
}

bool hasAll(const QJsonObject &row, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        if (!row.contains(QLatin1String(key)))
            return false;
    return true;
}

} // namespace

QString AuroraImport::id() const
{
    return QStringLiteral("aurora");
}

QString AuroraImport::name() const
{
    return QCoreApplication::translate("AuroraImport", "AURORA-Bench ratings, votes and benchmark");
}

QString AuroraImport::description() const
{
    return QCoreApplication::translate(
        "AuroraImport",
        "AURORA-Bench point-wise scores (rating 'aurora', 0-2), pair-wise votes (preferences) or test.json (items with "
        "ground truth), JSON array or JSONL");
}

QStringList AuroraImport::fileSuffixes() const
{
    return {QStringLiteral("json"), QStringLiteral("jsonl")};
}

QString AuroraImport::defaultAnnotator()
{
    return annotatorName;
}

QString AuroraImport::dimensionName()
{
    return dimension;
}

std::optional<AuroraImport::Shape> AuroraImport::shapeOf(const QJsonObject &row)
{
    if (!row.contains(QLatin1String("input")))
        return std::nullopt;
    if (hasAll(row, {"gens", "models", "winner"}))
        return Shape::PairWise;
    if (hasAll(row, {"gen", "score"}))
        return Shape::PointWise;
    if (row.contains(QLatin1String("output"))
        && (row.contains(QLatin1String("prompt")) || row.contains(QLatin1String("instruction"))))
        return Shape::Benchmark;
    return std::nullopt;
}

int AuroraImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (!info.isFile() || (suffix != QLatin1String("json") && suffix != QLatin1String("jsonl")))
        return 0;
    return shapeOf(firstJsonRow(path)) ? 90 : 0;
}

Result<StudyData> AuroraImport::read(const QString &path, const ImportOptions &options,
                                     const ProgressCallback &progress) const
{
    const QString file = QFileInfo(path).absoluteFilePath();
    Result<QVector<JsonRow>> rows = readJsonRows(file);
    if (!rows)
        return rows.error();
    const JsonRow &first = rows.value().constFirst();
    const std::optional<Shape> shape = shapeOf(first.object);
    if (!shape)
        return Error{QCoreApplication::translate("AuroraImport",
                                                 "the first row is none of AURORA's shapes: expected \"input\" with "
                                                 "\"gen\" and \"score\" (point-wise), \"gens\", \"models\" and "
                                                 "\"winner\" (pair-wise), or \"output\" and \"prompt\" (test.json)"),
                     file, first.line};

    Assembler assembler(file, options);
    switch (*shape) {
    case Shape::PointWise:
        return readShape<PointRow>(rows.value(), assembler, aurora::readPointRow, true, progress);
    case Shape::PairWise:
        return readShape<PairRow>(rows.value(), assembler, aurora::readPairRow, false, progress);
    case Shape::Benchmark:
        return readShape<BenchmarkRow>(rows.value(), assembler, aurora::readBenchmarkRow, false, progress);
    }
    return Error{QCoreApplication::translate("AuroraImport", "unknown shape"), file};
}

} // namespace editlens::core
