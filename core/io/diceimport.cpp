#include "diceimport.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"
#include "study/differenceorigin.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <utility>

namespace editlens::core {

namespace {

const QLatin1String differencesFileName{"predicted_differences.json"};
const QLatin1String coherenceFileName{"coherence_results.json"};

/// A JSON array file as objects with the line each starts on.
struct Entries
{
    QVector<QJsonObject> objects;
    QVector<int> lines;
};

Result<Entries> readEntries(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("DiceImport", "cannot open: %1").arg(in.errorString()), file};
    const QByteArray data = in.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("DiceImport", "invalid JSON: %1").arg(parseError.errorString()), file,
                     lineAt(data, parseError.offset)};
    if (!doc.isArray())
        return Error{QCoreApplication::translate("DiceImport", "expected a JSON array of entries"), file, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, file); !unique)
        return unique.error();
    const QJsonArray array = doc.array();
    const QVector<JsonPosition> positions = topLevelElementPositions(data);
    Entries out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const int line = i < positions.size() ? positions.at(i).line : 0;
        if (!array.at(i).isObject())
            return Error{QCoreApplication::translate("DiceImport", "entry %1 is not a JSON object").arg(i), file, line};
        out.objects.push_back(array.at(i).toObject());
        out.lines.push_back(line);
    }
    return out;
}

/// Splits "EDIT: vase" into the op and "vase"; no op when the text has no known "OP:" prefix.
std::pair<std::optional<EditOp>, QString> splitCompleteDifference(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon > 0)
        if (const std::optional<EditOp> op = editOpFromName(text.left(colon)))
            return {op, text.mid(colon + 1).trimmed()};
    return {std::nullopt, text.trimmed()};
}

/// Where one entry of predicted_differences.json landed in the batch.
struct Slot
{
    int item = 0;
    int difference = 0;
    QString completeDifference;
};

class EntryReader
{
public:
    EntryReader(QString file, const ImportOptions &options)
        : m_file(std::move(file))
        , m_folder(QFileInfo(m_file).absoluteDir())
        , m_system(options.system.trimmed().isEmpty() ? DiceImport::defaultSystem() : options.system.trimmed())
    {
    }

    Status add(const QJsonObject &o, int line, StudyData &batch, QVector<Slot> &slots)
    {
        auto fail = [&](const QString &message) { return Status(Error{message, m_file, line}); };
        QString paths[2];
        const QLatin1String pathKeys[2] = {QLatin1String("original_path"), QLatin1String("edited_path")};
        for (int i = 0; i < 2; ++i) {
            const QJsonValue v = o.value(pathKeys[i]);
            if (!v.isString() || v.toString().trimmed().isEmpty())
                return fail(QCoreApplication::translate("DiceImport", "missing or empty '%1'").arg(pathKeys[i]));
            // Not cleaned: the study-folder check judges the path as written (a ".." that leaves the folder).
            paths[i] = m_folder.absoluteFilePath(v.toString().trimmed());
        }

        const QJsonValue complete = o.value(QLatin1String("complete_difference"));
        if (!complete.isUndefined() && !complete.isNull() && !complete.isString())
            return fail(QCoreApplication::translate("DiceImport", "'complete_difference' must be a string"));
        const auto [prefixOp, description] = splitCompleteDifference(complete.toString());
        std::optional<EditOp> op = prefixOp;
        const QJsonValue operation = o.value(QLatin1String("operation"));
        if (!operation.isUndefined() && !operation.isNull()) {
            op = operation.isString() ? editOpFromName(operation.toString()) : std::nullopt;
            if (!op)
                return fail(QCoreApplication::translate("DiceImport", "operation '%1' is not ADD, REMOVE or EDIT")
                                .arg(operation.isString()
                                         ? operation.toString()
                                         : QString::fromUtf8(
                                             QJsonDocument(QJsonArray{operation}).toJson(QJsonDocument::Compact))));
        }
        if (!op)
            return fail(QCoreApplication::translate(
                "DiceImport",
                "missing 'operation' (and 'complete_difference' does not start with ADD:, REMOVE: or EDIT:)"));

        const QJsonValue bboxValue = o.value(QLatin1String("bbox"));
        const QJsonArray bbox = bboxValue.toArray();
        double b[4] = {};
        bool numbers = bboxValue.isArray() && bbox.size() == 4;
        for (int i = 0; numbers && i < 4; ++i) {
            numbers = bbox.at(i).isDouble() && std::isfinite(bbox.at(i).toDouble());
            b[i] = bbox.at(i).toDouble();
        }
        if (!numbers)
            return fail(QCoreApplication::translate("DiceImport", "'bbox' must be [x0, y0, x1, y1], four numbers"));
        for (double v : b)
            if (v < 0.0 || v > 1.0)
                return fail(QCoreApplication::translate("DiceImport",
                                                        "bbox [%1, %2, %3, %4] leaves [0, 1] (DICE boxes are "
                                                        "normalized)")
                                .arg(b[0])
                                .arg(b[1])
                                .arg(b[2])
                                .arg(b[3]));
        if (!(b[0] < b[2] && b[1] < b[3]))
            return fail(
                QCoreApplication::translate("DiceImport",
                                            "bbox [%1, %2, %3, %4] is empty or inverted (want x0 < x1, y0 < y1)")
                    .arg(b[0])
                    .arg(b[1])
                    .arg(b[2])
                    .arg(b[3]));

        Difference d;
        d.op = *op;
        d.description = description;
        d.box = QRectF(QPointF(b[0], b[1]), QPointF(b[2], b[3]));
        d.boxIsNormalized = true;
        d.originKind = OriginKind::Detector;
        d.origin = DiceImport::originName();
        const QJsonValue confidence = o.value(QLatin1String("confidence"));
        if (!confidence.isUndefined() && !confidence.isNull()) {
            if (!confidence.isDouble() || !(confidence.toDouble() >= 0.0 && confidence.toDouble() <= 1.0))
                return fail(QCoreApplication::translate("DiceImport", "'confidence' must be a number in [0, 1]"));
            d.confidence = confidence.toDouble();
        }

        const QJsonValue prompt = o.value(QLatin1String("gt_prompt"));
        if (!prompt.isUndefined() && !prompt.isNull() && !prompt.isString())
            return fail(QCoreApplication::translate("DiceImport", "'gt_prompt' must be a string"));

        const QString pairKey = paths[0] + QLatin1Char('\n') + paths[1];
        int itemIndex = m_pairs.value(pairKey, -1);
        if (itemIndex < 0) {
            Item item;
            item.key = QDir::cleanPath(m_folder.relativeFilePath(paths[1]));
            item.sourcePath = paths[0];
            item.instruction = prompt.toString().trimmed();
            item.location = {m_file, line};
            Output out;
            out.system = m_system;
            out.path = paths[1];
            item.outputs.push_back(out);
            itemIndex = int(batch.items.size());
            batch.items.push_back(item);
            m_pairs.insert(pairKey, itemIndex);
        } else if (batch.items[itemIndex].instruction.isEmpty()) {
            batch.items[itemIndex].instruction = prompt.toString().trimmed();
        }
        QVector<Difference> &diffs = batch.items[itemIndex].outputs[0].differences;
        slots.push_back({itemIndex, int(diffs.size()), complete.toString().trimmed()});
        diffs.push_back(d);
        return Status::success();
    }

private:
    QString m_file;
    QDir m_folder;
    QString m_system;
    QHash<QString, int> m_pairs; ///< "original\nedited" → item index
};

/// The coherence model's answer: a string, or the list DICE's tool writes (TunedIdefics returns
/// processor.batch_decode(...), one decoded string per batch element, and simple_evaluation_example.py dumps it as
/// it is), joined by newlines. nullopt for anything else.
std::optional<QString> coherenceText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (!value.isArray() || value.toArray().isEmpty())
        return std::nullopt;
    QStringList parts;
    for (const auto &part : value.toArray()) {
        if (!part.isString())
            return std::nullopt;
        parts << part.toString();
    }
    return parts.join(QLatin1Char('\n'));
}

Status addCoherence(const QString &file, const Entries &entries, const QVector<Slot> &slots, StudyData &batch)
{
    for (int i = 0; i < entries.objects.size(); ++i) {
        const QJsonObject &o = entries.objects[i];
        const int line = entries.lines[i];
        auto fail = [&](const QString &message) { return Status(Error{message, file, line}); };
        const QJsonValue index = o.value(QLatin1String("index"));
        const double at = index.toDouble(-1.0);
        if (!index.isDouble() || at != std::floor(at) || at < 0 || at >= slots.size())
            return fail(QCoreApplication::translate("DiceImport",
                                                    "'index' must be the 0-based position of a difference (0 to %1)")
                            .arg(slots.size() - 1));
        const Slot &slot = slots[int(at)];
        const QJsonValue difference = o.value(QLatin1String("difference"));
        // DICE's coherence stage (CoherenceOnPrediction) keeps only the part of complete_difference before the first
        // ", ", so "REMOVE: cat, sleeping" comes back as "REMOVE: cat"; the description itself stays whole.
        const QString truncated = slot.completeDifference.section(QStringLiteral(", "), 0, 0).trimmed();
        const QString given = difference.toString().trimmed();
        if (difference.isString() && given.compare(slot.completeDifference, Qt::CaseInsensitive) != 0
            && given.compare(truncated, Qt::CaseInsensitive) != 0)
            return fail(
                QCoreApplication::translate("DiceImport", "difference '%1' does not match entry %2 of %3 ('%4')")
                    .arg(difference.toString(), QString::number(int(at)), differencesFileName,
                         slot.completeDifference));
        const std::optional<QString> text = coherenceText(o.value(QLatin1String("coherence_evaluation")));
        if (!text)
            return fail(
                QCoreApplication::translate("DiceImport",
                                            "missing 'coherence_evaluation' text (a string, or a list of strings)"));
        std::optional<CoherenceLabel> label = DiceImport::parseCoherence(*text);
        if (!label)
            return fail(QCoreApplication::translate(
                "DiceImport",
                "no decision in 'coherence_evaluation' (expected Decision: \"YES\"/\"NO\" or Answer: YES/NO)"));
        batch.items[slot.item].outputs[0].differences[slot.difference].coherence.push_back(*label);
    }
    return Status::success();
}

} // namespace

QString DiceImport::id() const
{
    return QStringLiteral("dice");
}

QString DiceImport::name() const
{
    return QCoreApplication::translate("DiceImport", "DICE differences and coherence");
}

QString DiceImport::description() const
{
    return QCoreApplication::translate("DiceImport",
                                       "DICE predicted_differences.json (+ coherence_results.json): detector boxes "
                                       "\"DICE\" on the outputs at edited_path");
}

QStringList DiceImport::fileSuffixes() const
{
    return {QStringLiteral("json")};
}

QString DiceImport::defaultSystem()
{
    return QStringLiteral("edited");
}

QString DiceImport::originName()
{
    return originname::dice;
}

int DiceImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (info.isDir())
        return QFileInfo(QDir(path).filePath(differencesFileName)).isFile() ? 95 : 0;
    if (!info.isFile() || info.suffix().toLower() != QLatin1String("json"))
        return 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // Peek: the field names of the first entry.
    const QByteArray head = file.read(64 * 1024);
    const QVector<qsizetype> offsets = topLevelElementOffsets(head);
    if (!head.trimmed().startsWith('[') || offsets.isEmpty())
        return 0;
    const QByteArray first =
        head.mid(offsets.at(0), (offsets.size() > 1 ? offsets.at(1) : head.size()) - offsets.at(0));
    return first.contains("\"original_path\"") && first.contains("\"edited_path\"") && first.contains("\"bbox\"") ? 95
                                                                                                                  : 0;
}

Result<StudyData> DiceImport::read(const QString &path, const ImportOptions &options,
                                   const ProgressCallback &progress) const
{
    const QFileInfo info(path);
    const QString file =
        info.isDir() ? QDir(info.absoluteFilePath()).filePath(differencesFileName) : info.absoluteFilePath();
    Result<Entries> entries = readEntries(file);
    if (!entries)
        return entries.error();
    if (entries.value().objects.isEmpty())
        return Error{QCoreApplication::translate("DiceImport", "no differences in this file"), file};

    StudyData batch;
    QVector<Slot> slots;
    EntryReader reader(file, options);
    const qint64 total = entries.value().objects.size();
    for (qint64 i = 0; i < total; ++i) {
        if (Status s = reader.add(entries.value().objects[i], entries.value().lines[i], batch, slots); !s)
            return s.error();
        if ((i % 256 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
            return Error{QCoreApplication::translate("DiceImport", "import cancelled; the study was not changed"),
                         file};
    }

    const QString coherenceFile = QFileInfo(file).absoluteDir().filePath(coherenceFileName);
    if (QFileInfo(coherenceFile).isFile()) {
        Result<Entries> coherence = readEntries(coherenceFile);
        if (!coherence)
            return coherence.error();
        if (Status s = addCoherence(coherenceFile, coherence.value(), slots, batch); !s)
            return s.error();
    }
    return batch;
}

Status DiceImport::attach(StudyData &batch, const StudyData &stored) const
{
    if (stored.items.isEmpty())
        return Status::success(); // a new study: the pairs become its items
    struct Target
    {
        int item = -1;
        QString system;
        int matches = 0;
    };
    QHash<QString, Target> byPaths; // "source\noutput" (root-relative) → stored item and system
    for (int i = 0; i < stored.items.size(); ++i)
        for (const Output &o : stored.items[i].outputs) {
            if (o.path.isEmpty())
                continue;
            Target &t = byPaths[stored.items[i].sourcePath + QLatin1Char('\n') + o.path];
            t.item = i;
            t.system = o.system;
            ++t.matches;
        }

    QVector<Item> merged;
    QHash<QString, int> mergedIndex; // stored key → position in `merged`
    for (Item &item : batch.items) {
        const Output &out = item.outputs.front();
        const auto it = byPaths.constFind(item.sourcePath + QLatin1Char('\n') + out.path);
        if (it == byPaths.constEnd())
            return Error{QCoreApplication::translate("DiceImport",
                                                     "no item of the study has the original '%1' with an output at "
                                                     "'%2'")
                             .arg(item.sourcePath, out.path),
                         item.location.file, item.location.line};
        if (it->matches > 1)
            return Error{QCoreApplication::translate("DiceImport",
                                                     "%1 items of the study have the original '%2' with an output at "
                                                     "'%3'; cannot tell which one these differences belong to")
                             .arg(it->matches)
                             .arg(item.sourcePath, out.path),
                         item.location.file, item.location.line};
        const Item &target = stored.items[it->item];
        item.key = target.key;
        item.outputs.front().system = it->system;
        if (!target.instruction.isEmpty())
            item.instruction.clear(); // the study's instruction stays
        // Two pairs can be two outputs of one stored item: one batch item per key.
        if (const auto m = mergedIndex.constFind(item.key); m != mergedIndex.constEnd()) {
            merged[*m].outputs.push_back(item.outputs.front());
        } else {
            mergedIndex.insert(item.key, int(merged.size()));
            merged.push_back(std::move(item));
        }
    }
    batch.items = std::move(merged);
    return Status::success();
}

std::optional<CoherenceLabel> DiceImport::parseCoherence(const QString &text)
{
    static const QRegularExpression decision(
        QStringLiteral(
            R"((?:\*\*)?\b(?:decision|answer)\b(?:\*\*)?\s*:\s*(?:\*\*)?\s*["']?\s*(yes|no)\b\s*["']?(?:\*\*)?\.?)"),
        QRegularExpression::CaseInsensitiveOption);
    QString last;
    QString rationale = text;
    QRegularExpressionMatchIterator it = decision.globalMatch(text);
    QVector<std::pair<qsizetype, qsizetype>> spans;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        last = m.captured(1).toUpper();
        spans.push_back({m.capturedStart(), m.capturedLength()});
    }
    if (last.isEmpty())
        return std::nullopt;
    for (auto s = spans.crbegin(); s != spans.crend(); ++s)
        rationale.remove(s->first, s->second);
    CoherenceLabel label;
    label.coherent = last == QLatin1String("YES");
    label.rationale = rationale.trimmed();
    label.originKind = OriginKind::Detector;
    label.origin = originName();
    return label;
}

} // namespace editlens::core
