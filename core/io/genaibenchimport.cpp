#include "genaibenchimport.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>
#include <utility>

namespace editlens::core {

namespace {

const QLatin1String keyPrefix{"genaibench-"};
const QLatin1String defaultAnnotator{"genaibench-human"};

/// One row of the input with the 1-based line where it starts.
struct Row
{
    QJsonObject object;
    int line = 0;
};

/// Where a JSON text first goes wrong: a message and its line.
struct ParseFailure
{
    QString message;
    int line = 0;
};

/// The rows of a JSON array (first non-blank character '[') or of JSON Lines.
std::optional<ParseFailure> parseRows(const QByteArray &data, QVector<Row> *rows)
{
    const QByteArray trimmed = data.trimmed();
    if (trimmed.startsWith('[')) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &error);
        if (error.error != QJsonParseError::NoError)
            return ParseFailure{
                QCoreApplication::translate("GenAiBenchImport", "invalid JSON: %1").arg(error.errorString()),
                lineAt(data, error.offset)};
        if (const Status unique = rejectDuplicateJsonKeys(data, {}); !unique)
            return ParseFailure{unique.error().message, unique.error().line};
        const QJsonArray array = doc.array();
        const QVector<JsonPosition> positions = topLevelElementPositions(data);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const int line = i < positions.size() ? positions.at(i).line : 0;
            if (!array.at(i).isObject())
                return ParseFailure{
                    QCoreApplication::translate("GenAiBenchImport", "row %1 is not a JSON object").arg(i), line};
            rows->push_back({array.at(i).toObject(), line});
        }
        return std::nullopt;
    }
    int line = 0;
    for (const QByteArray &text : data.split('\n')) {
        ++line;
        if (text.trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(text), &error);
        if (error.error != QJsonParseError::NoError)
            return ParseFailure{
                QCoreApplication::translate("GenAiBenchImport", "invalid JSON: %1").arg(error.errorString()), line};
        if (const Status unique = rejectDuplicateJsonKeys(text, {}, line); !unique)
            return ParseFailure{unique.error().message, unique.error().line};
        if (!doc.isObject())
            return ParseFailure{QCoreApplication::translate("GenAiBenchImport", "expected one JSON object per line"),
                                line};
        rows->push_back({doc.object(), line});
    }
    return std::nullopt;
}

/// Builds items from rows; the first error sticks and names the row's line.
class RowReader
{
public:
    RowReader(const QString &file, const ImportOptions &options)
        : m_file(file)
        , m_folder(QFileInfo(file).absoluteDir())
        , m_options(options)
    {
    }

    Result<Item> item(const Row &row, qsizetype index) const
    {
        const QJsonObject &o = row.object;
        auto fail = [&](const QString &message) { return Error{message, m_file, row.line}; };
        auto text = [&](QLatin1String key, bool required, QString *out) -> std::optional<Error> {
            const QJsonValue v = o.value(key);
            if (v.isUndefined() || v.isNull()) {
                if (required)
                    return fail(QCoreApplication::translate("GenAiBenchImport", "missing required field '%1'")
                                    .arg(QString(key)));
                return std::nullopt;
            }
            if (!v.isString())
                return fail(
                    QCoreApplication::translate("GenAiBenchImport", "field '%1' must be a string").arg(QString(key)));
            *out = v.toString();
            return std::nullopt;
        };

        Item item;
        item.location = {m_file, row.line};
        item.tags << QStringLiteral("genaibench");
        const QJsonValue idx = o.value(QLatin1String("idx"));
        if (idx.isDouble())
            item.key = keyPrefix + QString::number(idx.toInteger());
        else if (idx.isString() && !idx.toString().trimmed().isEmpty())
            item.key = keyPrefix + idx.toString().trimmed();
        else if (idx.isUndefined() || idx.isNull())
            item.key = keyPrefix + QString::number(index);
        else
            return fail(QCoreApplication::translate("GenAiBenchImport", "field 'idx' must be a number or a string"));

        QString left, right, voteType, modelVote;
        for (const auto &[key, out] :
             {std::pair{QLatin1String("left_model"), &left}, std::pair{QLatin1String("right_model"), &right}})
            if (auto e = text(key, true, out))
                return *e;
        left = left.trimmed();
        right = right.trimmed();
        if (left.isEmpty() || right.isEmpty())
            return fail(
                QCoreApplication::translate("GenAiBenchImport", "left_model and right_model must name systems"));
        if (left == right)
            return fail(
                QCoreApplication::translate("GenAiBenchImport", "left_model and right_model are both '%1'").arg(left));
        if (auto e = text(QLatin1String("instruct_prompt"), false, &item.instruction))
            return *e;
        if (auto e = text(QLatin1String("model_vote"), false, &modelVote))
            return *e;
        const bool hasModelVote =
            o.contains(QLatin1String("model_vote")) && !o.value(QLatin1String("model_vote")).isNull();
        // A dataset row carries vote_type; a judge-result row may carry only human_vote, or no human vote at all.
        const QLatin1String voteKey = o.contains(QLatin1String("vote_type")) || !o.contains(QLatin1String("human_vote"))
                                          ? QLatin1String("vote_type")
                                          : QLatin1String("human_vote");
        if (auto e = text(voteKey, !hasModelVote, &voteType))
            return *e;

        item.sourcePath = imagePath(o.value(QLatin1String("source_image")));
        Output a;
        a.system = left;
        a.path = imagePath(o.value(QLatin1String("left_output_image")));
        Output b;
        b.system = right;
        b.path = imagePath(o.value(QLatin1String("right_output_image")));
        item.outputs << a << b;

        if (!voteType.isNull()) {
            const std::optional<PreferenceChoice> choice = preferenceChoiceFromName(voteType.trimmed());
            if (!choice)
                return fail(
                    QCoreApplication::translate(
                        "GenAiBenchImport", "unknown %1 '%2' (expected leftvote, rightvote, tievote or bothbad_vote)")
                        .arg(QString(voteKey), voteType));
            const QString annotator =
                m_options.annotator.trimmed().isEmpty() ? QString(defaultAnnotator) : m_options.annotator.trimmed();
            item.preferences.push_back({left, right, annotator, QString(), *choice});
        }
        if (hasModelVote) {
            if (m_options.judge.trimmed().isEmpty())
                return fail(QCoreApplication::translate("GenAiBenchImport",
                                                        "this file holds judge votes (model_vote); pass --judge NAME"));
            if (modelVote.trimmed().isEmpty())
                return fail(QCoreApplication::translate("GenAiBenchImport", "model_vote is empty"));
            item.judgeVotes.push_back({left, right, m_options.judge.trimmed(), modelVote});
        }
        return item;
    }

private:
    // Only string fields are paths; the released dataset embeds images, which are not read.
    QString imagePath(const QJsonValue &v) const
    {
        if (!v.isString() || v.toString().trimmed().isEmpty())
            return {};
        return QDir::cleanPath(m_folder.absoluteFilePath(v.toString().trimmed()));
    }

    QString m_file;
    QDir m_folder;
    const ImportOptions &m_options;
};

} // namespace

QString GenAiBenchImport::id() const
{
    return QStringLiteral("genaibench");
}

QString GenAiBenchImport::name() const
{
    return QCoreApplication::translate("GenAiBenchImport", "GenAI-Bench image-editing votes");
}

QString GenAiBenchImport::description() const
{
    return QCoreApplication::translate(
        "GenAiBenchImport",
        "GenAI-Bench pairs (.jsonl/.json): human vote_type as preferences; model_vote as judge votes of --judge");
}

QStringList GenAiBenchImport::fileSuffixes() const
{
    return {QStringLiteral("jsonl"), QStringLiteral("json")};
}

int GenAiBenchImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (!info.isFile() || (suffix != QLatin1String("jsonl") && suffix != QLatin1String("json")))
        return 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // Peek only: the first row of an array or the first line of JSON Lines.
    const QByteArray head = file.read(256 * 1024);
    QByteArray first;
    if (head.trimmed().startsWith('[')) {
        const QVector<qsizetype> offsets = topLevelElementOffsets(head);
        if (offsets.isEmpty())
            return 0;
        const qsizetype end = offsets.size() > 1 ? offsets.at(1) : head.size();
        first = head.mid(offsets.at(0), end - offsets.at(0)).trimmed();
        if (first.endsWith(','))
            first.chop(1);
    } else {
        for (const QByteArray &line : head.split('\n'))
            if (!line.trimmed().isEmpty()) {
                first = line;
                break;
            }
    }
    const QJsonObject row = QJsonDocument::fromJson(first).object();
    if (!row.isEmpty())
        return row.contains(QLatin1String("left_model"))
                       && (row.contains(QLatin1String("vote_type")) || row.contains(QLatin1String("model_vote")))
                   ? 90
                   : 0;
    // A first row longer than the peek: fall back to looking for the field names.
    return first.contains("\"left_model\"") && (first.contains("\"vote_type\"") || first.contains("\"model_vote\""))
               ? 90
               : 0;
}

Result<StudyData> GenAiBenchImport::read(const QString &path, const ImportOptions &options,
                                         const ProgressCallback &progress) const
{
    const QString file = QFileInfo(path).absoluteFilePath();
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("GenAiBenchImport", "cannot open: %1").arg(in.errorString()), file};
    const QByteArray data = in.readAll();
    QVector<Row> rows;
    if (const std::optional<ParseFailure> failure = parseRows(data, &rows))
        return Error{failure->message, file, failure->line};
    if (rows.isEmpty())
        return Error{QCoreApplication::translate("GenAiBenchImport", "no rows in this file"), file};

    const RowReader reader(file, options);
    StudyData batch;
    const qint64 total = rows.size();
    for (qint64 i = 0; i < total; ++i) {
        Result<Item> item = reader.item(rows.at(i), i);
        if (!item)
            return item.error();
        batch.items.push_back(std::move(item).value());
        if ((i % 256 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
            return Error{QCoreApplication::translate("GenAiBenchImport", "import cancelled; the study was not changed"),
                         file};
    }
    return batch;
}

} // namespace editlens::core
