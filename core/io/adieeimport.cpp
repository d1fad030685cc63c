#include "adieeimport.h"

#include "io/jsonrows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QStringList>

#include <cmath>
#include <optional>

namespace editlens::core {

namespace {

const QLatin1String metricName{"adiee"};
const QLatin1String importedVersion{"adiee-imported"};
// ADIEE's scorer answers with a score from 0 to 10 (ADIEE, Chen et al. 2025: a [SCORE] token).
constexpr double scaleMin = 0.0;
constexpr double scaleMax = 10.0;
// The system of an image row until attach() finds the output; the resolver wants every output named.
const QLatin1String unplacedSystem{"adiee-image"};

/// What a row points at. Until attach() places it, each row is a batch item of its own (the resolver wants unique
/// item keys, and attach() names each row's line in its errors), keyed "<row index>\n<kind>\n<reference>": kind 'i'
/// with the item id for an item row, kind 'p' with the image path as written (cleaned) for an image row.
struct RowReference
{
    bool image = false;
    QString reference;
};

QString rowKey(qsizetype index, const RowReference &ref)
{
    return QString::number(index) + QLatin1Char('\n') + QLatin1Char(ref.image ? 'p' : 'i') + QLatin1Char('\n')
           + ref.reference;
}

RowReference referenceOf(const QString &key)
{
    return {key.section(QLatin1Char('\n'), 1, 1) == QLatin1String("p"), key.section(QLatin1Char('\n'), 2)};
}

/// Reads one row into its provisional batch item; errors name the file and the row's line.
Result<Item> rowItem(const JsonRow &row, qsizetype index, const QString &file, const QDir &folder,
                     const QString &metric)
{
    const QJsonObject &o = row.object;
    auto fail = [&](const QString &message) { return Error{message, file, row.line}; };
    auto present = [&](const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    };
    auto text = [&](const char *key) -> Result<QString> {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fail(
                QCoreApplication::translate("AdieeImport", "missing required field '%1'").arg(QLatin1String(key)));
        QString s;
        if (v.isString()) {
            s = v.toString().trimmed();
        } else if (v.isDouble() && qstrcmp(key, "item") == 0) {
            // toInteger() would make 1e300 item "0", which may be another item of the study.
            const std::optional<qint64> number = jsonWholeNumber(v);
            if (!number)
                return fail(QCoreApplication::translate("AdieeImport", "field 'item' must be %1 or a string, not %2")
                                .arg(jsonWholeNumberRange(),
                                     QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest)));
            s = QString::number(*number);
        } else {
            return fail(
                QCoreApplication::translate("AdieeImport", "field '%1' must be a string").arg(QLatin1String(key)));
        }
        if (s.isEmpty())
            return fail(QCoreApplication::translate("AdieeImport", "field '%1' is empty").arg(QLatin1String(key)));
        return s;
    };

    const QJsonValue scoreValue = o.value(QLatin1String("score"));
    if (scoreValue.isUndefined() || scoreValue.isNull())
        return fail(QCoreApplication::translate("AdieeImport", "missing required field 'score'"));
    if (!scoreValue.isDouble() || !std::isfinite(scoreValue.toDouble()))
        return fail(QCoreApplication::translate("AdieeImport", "field 'score' must be a finite number"));
    const double score = scoreValue.toDouble();
    if (score < scaleMin || score > scaleMax)
        return fail(QCoreApplication::translate("AdieeImport", "score %1 is outside ADIEE's scale 0-10")
                        .arg(QString::number(score)));

    Item item;
    item.location = {file, row.line};
    Output output;
    output.scores.push_back({metric, QString(importedVersion), score});
    RowReference ref;
    if (present("image_path")) {
        if (present("item") || present("system"))
            return fail(QCoreApplication::translate("AdieeImport",
                                                    "give either 'image_path' or 'item' and 'system', not both"));
        Result<QString> path = text("image_path");
        if (!path)
            return path.error();
        ref = {true, QDir::cleanPath(path.value())};
        output.system = unplacedSystem;
        // An image beside the file goes through the import resolver, which makes its path root-relative; any other
        // is looked up as a root-relative path by attach().
        const QString absolute = QDir::cleanPath(folder.absoluteFilePath(ref.reference));
        if (QFileInfo(absolute).isFile())
            output.path = absolute;
    } else if (present("item") || present("system")) {
        Result<QString> itemId = text("item");
        if (!itemId)
            return itemId.error();
        Result<QString> system = text("system");
        if (!system)
            return system.error();
        ref = {false, itemId.value()};
        output.system = system.value();
    } else {
        return fail(QCoreApplication::translate("AdieeImport",
                                                "missing 'image_path' (or 'item' and 'system'): the row names no "
                                                "output"));
    }
    item.key = rowKey(index, ref);
    item.outputs.push_back(output);
    return item;
}

/// The stored study's outputs by item key and by image path.
class StoredOutputs
{
public:
    explicit StoredOutputs(const StudyData &stored) : m_stored(stored)
    {
        for (qsizetype i = 0; i < stored.items.size(); ++i) {
            m_items.insert(stored.items[i].key, i);
            for (const Output &o : stored.items[i].outputs)
                if (!o.path.isEmpty())
                    m_byPath[o.path].push_back({i, o.system});
        }
    }

    /// Where a row goes: a stored item and the system of one of its outputs.
    struct Target
    {
        qsizetype item = -1;
        QString system;
    };

    Result<Target> find(const Item &row) const
    {
        const RowReference ref = referenceOf(row.key);
        const Output &output = row.outputs.constFirst();
        auto fail = [&](const QString &message) { return Error{message, row.location.file, row.location.line}; };
        if (!ref.image) {
            const auto it = m_items.constFind(ref.reference);
            if (it == m_items.constEnd())
                return fail(
                    QCoreApplication::translate("AdieeImport", "the study has no item '%1'").arg(ref.reference));
            const Item &item = m_stored.items[*it];
            for (const Output &o : item.outputs)
                if (o.system == output.system)
                    return Target{*it, o.system};
            QStringList systems;
            for (const Output &o : item.outputs)
                systems << o.system;
            return fail(
                QCoreApplication::translate("AdieeImport", "item '%1' has no output of system '%2' (it has: %3)")
                    .arg(ref.reference, output.system, systems.join(QStringLiteral(", "))));
        }
        // The image as the resolver placed it (relative to the file's folder), then as a root-relative path.
        QStringList candidates;
        if (!output.path.isEmpty())
            candidates << output.path;
        if (!QDir::isAbsolutePath(ref.reference))
            candidates << ref.reference;
        for (const QString &path : std::as_const(candidates)) {
            const QVector<Target> targets = m_byPath.value(path);
            if (targets.size() > 1)
                return fail(QCoreApplication::translate("AdieeImport",
                                                        "%1 outputs of the study have the image '%2'; name the item "
                                                        "and system instead")
                                .arg(QString::number(targets.size()), path));
            if (targets.size() == 1)
                return targets.constFirst();
        }
        return fail(
            QCoreApplication::translate("AdieeImport", "no output of the study has the image '%1'").arg(ref.reference));
    }

private:
    const StudyData &m_stored;
    QHash<QString, qsizetype> m_items;
    QHash<QString, QVector<Target>> m_byPath;
};

} // namespace

QString AdieeImport::id() const
{
    return QStringLiteral("adiee");
}

QString AdieeImport::name() const
{
    return QCoreApplication::translate("AdieeImport", "ADIEE scores");
}

QString AdieeImport::description() const
{
    return QCoreApplication::translate(
        "AdieeImport",
        "ADIEE scorer output (JSON array or JSONL of {item, system, score} or {image_path, score}, 0-10): scores "
        "--metric (adiee) on the study's outputs");
}

QStringList AdieeImport::fileSuffixes() const
{
    return {QStringLiteral("json"), QStringLiteral("jsonl")};
}

QString AdieeImport::defaultMetric()
{
    return metricName;
}

QString AdieeImport::version()
{
    return importedVersion;
}

int AdieeImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (!info.isFile() || (suffix != QLatin1String("json") && suffix != QLatin1String("jsonl")))
        return 0;
    const QJsonObject row = firstJsonRow(path);
    if (!row.contains(QLatin1String("score")))
        return 0;
    return row.contains(QLatin1String("image_path"))
                   || (row.contains(QLatin1String("item")) && row.contains(QLatin1String("system")))
               ? 90
               : 0;
}

Result<StudyData> AdieeImport::read(const QString &path, const ImportOptions &options,
                                    const ProgressCallback &progress) const
{
    const QString file = QFileInfo(path).absoluteFilePath();
    Result<QVector<JsonRow>> rows = readJsonRows(file);
    if (!rows)
        return rows.error();
    const QDir folder = QFileInfo(file).absoluteDir();
    const QString metric = options.metric.trimmed().isEmpty() ? QString(metricName) : options.metric.trimmed();
    StudyData batch;
    const qint64 total = rows.value().size();
    for (qint64 i = 0; i < total; ++i) {
        Result<Item> item = rowItem(rows.value().at(i), i, file, folder, metric);
        if (!item)
            return item.error();
        batch.items.push_back(std::move(item).value());
        if ((i % 256 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
            return Error{QCoreApplication::translate("AdieeImport", "import cancelled; the study was not changed"),
                         file};
    }
    return batch;
}

Status AdieeImport::attach(StudyData &batch, const StudyData &stored) const
{
    if (batch.items.isEmpty())
        return Status::success();
    if (stored.items.isEmpty())
        return Error{QCoreApplication::translate("AdieeImport",
                                                 "the study has no items to score; import its items and outputs "
                                                 "first"),
                     batch.items.constFirst().location.file};
    const StoredOutputs outputs(stored);
    QVector<Item> placed;
    QHash<qsizetype, qsizetype> placedIndex; // stored item → position in `placed`
    QHash<QString, int> scoredLines;         // stored key \x1f system → line of the row that scored it
    for (const Item &row : std::as_const(batch.items)) {
        Result<StoredOutputs::Target> target = outputs.find(row);
        if (!target)
            return target.error();
        const Item &item = stored.items[target.value().item];
        const QString scored = item.key + QChar(0x1f) + target.value().system;
        if (const int first = scoredLines.value(scored); first > 0)
            return Error{QCoreApplication::translate("AdieeImport",
                                                     "the output of system '%1' in item '%2' was already scored on "
                                                     "line %3")
                             .arg(target.value().system, item.key, QString::number(first)),
                         row.location.file, row.location.line};
        scoredLines.insert(scored, row.location.line);

        auto at = placedIndex.constFind(target.value().item);
        if (at == placedIndex.constEnd()) {
            Item placedItem;
            placedItem.key = item.key;
            placedItem.location = row.location;
            at = placedIndex.insert(target.value().item, placed.size());
            placed.push_back(placedItem);
        }
        // No path: the stored output keeps its image, and only the score is written.
        Output output;
        output.system = target.value().system;
        output.scores = row.outputs.constFirst().scores;
        placed[*at].outputs.push_back(output);
    }
    batch.items = std::move(placed);
    return Status::success();
}

} // namespace editlens::core
