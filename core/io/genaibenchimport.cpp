#include "genaibenchimport.h"

#include "io/jsonpositions.h"
#include "io/jsonrows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <optional>
#include <utility>

namespace editlens::core {

namespace {

const QLatin1String keyPrefix{"genaibench-"};
const QLatin1String defaultAnnotator{"genaibench-human"};
// The outputs of a row that names no models (GenAI-Bench's published judge results).
const QLatin1String anonymousLeft{"left"};
const QLatin1String anonymousRight{"right"};

/// One row of the input with the 1-based line where it starts (io/jsonrows.h).
using Row = JsonRow;

/// Builds items from rows; the first error sticks and names the row's line.
class RowReader
{
public:
    RowReader(const QString &file, const ImportOptions &options)
        : m_file(file)
        , m_folder(QFileInfo(file).absoluteDir())
        , m_annotator(options.annotator.isEmpty() ? QString(defaultAnnotator) : options.annotator)
        , m_judge(options.judge.trimmed().isEmpty() ? GenAiBenchImport::defaultJudge(file) : options.judge.trimmed())
        , m_fromDialog(options.formatChoice == FormatChoice::Dialog)
    {
    }

    Result<Item> item(const Row &row, qsizetype index) const
    {
        const QJsonObject &o = row.object;
        const auto fail = [&](const QString &message) { return Error{message, m_file, row.line}; };
        Item item;
        item.location = {m_file, row.line};
        item.tags << QStringLiteral("genaibench");
        const QJsonValue idx = o.value(QLatin1String("idx"));
        if (idx.isDouble()) {
            // toInteger() would make 7.5 and 1e300 item 0, and put their votes on another item.
            const std::optional<qint64> number = jsonWholeNumber(idx);
            if (!number)
                return fail(
                    QCoreApplication::translate("GenAiBenchImport", "field 'idx' must be %1 or a string, not %2")
                        .arg(jsonWholeNumberRange(),
                             QString::number(idx.toDouble(), 'g', QLocale::FloatingPointShortest)));
            item.key = keyPrefix + QString::number(*number);
        } else if (idx.isString() && !idx.toString().trimmed().isEmpty())
            item.key = keyPrefix + idx.toString().trimmed();
        else if (idx.isUndefined() || idx.isNull())
            item.key = keyPrefix + QString::number(index);
        else
            return fail(QCoreApplication::translate("GenAiBenchImport", "field 'idx' must be a number or a string"));

        QString left, right, voteType, modelVote;
        if (auto e = systems(row, &left, &right))
            return *e;
        for (const auto &[key, out] : {std::pair{QLatin1String("instruct_prompt"), &item.instruction},
                                       std::pair{QLatin1String("source_prompt"), &item.sourceCaption},
                                       std::pair{QLatin1String("target_prompt"), &item.targetCaption},
                                       std::pair{QLatin1String("model_vote"), &modelVote}})
            if (auto e = text(row, key, false, out))
                return *e;
        // GenAI-Bench writes model_vote null when the answer holds no "[[...]]"; that row is a wrong verdict which
        // still counts in n (its accuracy is over all 919 rows), so it becomes an empty, unparseable verdict.
        const bool hasModelVote = o.contains(QLatin1String("model_vote"));
        // A dataset row carries vote_type; a judge-result row may carry only human_vote, or no human vote at all.
        const QLatin1String voteKey = o.contains(QLatin1String("vote_type")) || !o.contains(QLatin1String("human_vote"))
                                          ? QLatin1String("vote_type")
                                          : QLatin1String("human_vote");
        if (auto e = text(row, voteKey, !hasModelVote, &voteType))
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
            item.preferences.push_back({left, right, m_annotator, QString(), *choice});
        }
        if (hasModelVote) {
            if (m_judge.isEmpty())
                return fail(m_fromDialog
                                ? QCoreApplication::translate("GenAiBenchImport",
                                                              "this file holds judge votes (model_vote) and its "
                                                              "folder gives no judge name; enter it under "
                                                              "Judge in the Import dialog")
                                : QCoreApplication::translate("GenAiBenchImport",
                                                              "this file holds judge votes (model_vote) and "
                                                              "its folder gives no judge name; pass --judge "
                                                              "NAME"));
            item.judgeVotes.push_back({left, right, m_judge, modelVote.isNull() ? QStringLiteral("") : modelVote});
        }
        return item;
    }

private:
    /// A string field into `out` (left null when absent); an error when it is required and absent, or not a string.
    std::optional<Error> text(const Row &row, QLatin1String key, bool required, QString *out) const
    {
        const QJsonValue v = row.object.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                return Error{
                    QCoreApplication::translate("GenAiBenchImport", "missing required field '%1'").arg(QString(key)),
                    m_file, row.line};
            return std::nullopt;
        }
        if (!v.isString())
            return Error{
                QCoreApplication::translate("GenAiBenchImport", "field '%1' must be a string").arg(QString(key)),
                m_file, row.line};
        *out = v.toString();
        return std::nullopt;
    }

    /// left_model and right_model; a row naming neither (a published judge-result row) gets the anonymous outputs.
    std::optional<Error> systems(const Row &row, QString *left, QString *right) const
    {
        const auto given = [&](QLatin1String key) {
            const QJsonValue v = row.object.value(key);
            return !v.isUndefined() && !v.isNull();
        };
        if (!given(QLatin1String("left_model")) && !given(QLatin1String("right_model"))) {
            *left = anonymousLeft;
            *right = anonymousRight;
            return std::nullopt;
        }
        for (const auto &[key, out] :
             {std::pair{QLatin1String("left_model"), left}, std::pair{QLatin1String("right_model"), right}})
            if (auto e = text(row, key, true, out))
                return e;
        *left = left->trimmed();
        *right = right->trimmed();
        if (left->isEmpty() || right->isEmpty())
            return Error{QCoreApplication::translate("GenAiBenchImport",
                                                     "left_model and right_model must name systems"),
                         m_file, row.line};
        if (*left == *right)
            return Error{
                QCoreApplication::translate("GenAiBenchImport", "left_model and right_model are both '%1'").arg(*left),
                m_file, row.line};
        return std::nullopt;
    }

    // Only string fields are paths; the released dataset embeds images, which are not read.
    QString imagePath(const QJsonValue &v) const
    {
        if (!v.isString() || v.toString().trimmed().isEmpty())
            return {};
        return m_folder.absoluteFilePath(v.toString().trimmed()); // as written: ".." is judged by the root check
    }

    QString m_file;
    QDir m_folder;
    QString m_annotator;
    QString m_judge;
    bool m_fromDialog = false;
};

bool hasOutput(const Item &item, const QString &system)
{
    return std::any_of(item.outputs.cbegin(), item.outputs.cend(), [&](const Output &o) { return o.system == system; });
}

/// GenAI-Bench's name of a human vote between the left (A) and right (B) output.
QString voteName(PreferenceChoice choice)
{
    switch (choice) {
    case PreferenceChoice::A:
        return QStringLiteral("leftvote");
    case PreferenceChoice::B:
        return QStringLiteral("rightvote");
    case PreferenceChoice::Tie:
        return QStringLiteral("tievote");
    case PreferenceChoice::BothBad:
        break;
    }
    return QStringLiteral("bothbad_vote");
}

/// The same vote with A and B swapped.
PreferenceChoice mirrored(PreferenceChoice choice)
{
    if (choice == PreferenceChoice::A)
        return PreferenceChoice::B;
    if (choice == PreferenceChoice::B)
        return PreferenceChoice::A;
    return choice;
}

/// Gives an anonymous row's outputs, votes and judge votes the stored item's systems.
void nameSystems(Item &row, const QString &left, const QString &right)
{
    const auto name = [&](QString &system) {
        if (system == anonymousLeft)
            system = left;
        else if (system == anonymousRight)
            system = right;
    };
    for (Output &o : row.outputs)
        name(o.system);
    for (Preference &p : row.preferences) {
        name(p.systemA);
        name(p.systemB);
    }
    for (JudgeVote &v : row.judgeVotes) {
        name(v.systemA);
        name(v.systemB);
    }
}

/// A judge row restates the human vote the study may already hold: the same vote is dropped (no second copy, in
/// either pair order), a different one is an error, since a judge's accuracy is measured against it.
Status checkHumanVotes(Item &row, const Item &stored)
{
    if (row.judgeVotes.isEmpty())
        return Status::success(); // a dataset row: its vote replaces the stored one, as any re-import does
    QVector<Preference> kept;
    for (const Preference &p : std::as_const(row.preferences)) {
        std::optional<PreferenceChoice> storedChoice; // in the row's pair order
        for (const Preference &s : stored.preferences) {
            if (s.annotator != p.annotator || s.dimension != p.dimension)
                continue;
            if (s.systemA == p.systemA && s.systemB == p.systemB)
                storedChoice = s.choice;
            else if (s.systemA == p.systemB && s.systemB == p.systemA)
                storedChoice = mirrored(s.choice);
        }
        if (!storedChoice) {
            kept.push_back(p);
            continue;
        }
        if (*storedChoice != p.choice)
            return Error{QCoreApplication::translate("GenAiBenchImport",
                                                     "human_vote '%1' contradicts the study, where '%2' voted '%3' "
                                                     "on %4 (left) and %5 (right)")
                             .arg(voteName(p.choice), p.annotator, voteName(*storedChoice), p.systemA, p.systemB),
                         row.location.file, row.location.line};
    }
    row.preferences = std::move(kept);
    return Status::success();
}

/// Moves one row onto the stored item with its key.
Status joinRow(Item &row, const Item &stored)
{
    const bool anonymous =
        row.outputs.size() == 2 && row.outputs[0].system == anonymousLeft && row.outputs[1].system == anonymousRight;
    if (anonymous) {
        const QString annotator = row.preferences.isEmpty() ? QString() : row.preferences.front().annotator;
        const auto pair = GenAiBenchImport::leftRightOf(stored, annotator);
        if (!pair)
            return Error{QCoreApplication::translate("GenAiBenchImport",
                                                     "the study's item '%1' has %2 outputs and no vote that tells "
                                                     "its left system from its right one")
                             .arg(stored.key, QString::number(stored.outputs.size())),
                         row.location.file, row.location.line};
        nameSystems(row, pair->first, pair->second);
    } else if (hasOutput(stored, anonymousLeft) && hasOutput(stored, anonymousRight)
               && !(hasOutput(stored, row.outputs[0].system) && hasOutput(stored, row.outputs[1].system))) {
        return Error{QCoreApplication::translate("GenAiBenchImport",
                                                 "the study holds item '%1' with the anonymous outputs 'left' and "
                                                 "'right' of a judge file; import the rows that name left_model and "
                                                 "right_model before any judge file")
                         .arg(stored.key),
                     row.location.file, row.location.line};
    }
    // The stored texts stay (a judge file repeats the dataset's prompts); tags add up.
    if (!stored.instruction.isEmpty())
        row.instruction.clear();
    if (!stored.sourceCaption.isEmpty())
        row.sourceCaption.clear();
    if (!stored.targetCaption.isEmpty())
        row.targetCaption.clear();
    QStringList tags = stored.tags;
    for (const QString &tag : std::as_const(row.tags))
        if (!tags.contains(tag))
            tags << tag;
    row.tags = tags;
    return checkHumanVotes(row, stored);
}

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
        "GenAI-Bench pairs or judge results (.jsonl/.json): human votes as preferences; model_vote as judge votes of "
        "--judge (default: the file's folder name), joined onto the study's items by idx");
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
    // Peek only: the first row of an array or the first line of JSON Lines.
    const QByteArray first = firstJsonRowText(path);
    const QJsonObject row = QJsonDocument::fromJson(first).object();
    // A first row longer than the peek does not parse: look for the field names instead.
    const auto has = [&](const char *key) {
        return row.isEmpty() ? first.contains(QByteArray(QByteArray("\"") + key + '"'))
                             : row.contains(QLatin1String(key));
    };
    const bool datasetRow = has("left_model") && (has("vote_type") || has("model_vote"));
    const bool judgeRow = has("idx") && has("model_vote") && has("human_vote");
    return datasetRow || judgeRow ? 90 : 0;
}

Result<StudyData> GenAiBenchImport::read(const QString &path, const ImportOptions &options,
                                         const ProgressCallback &progress) const
{
    const QString file = QFileInfo(path).absoluteFilePath();
    Result<QVector<Row>> read = readJsonRows(file);
    if (!read)
        return read.error();
    const QVector<Row> &rows = read.value();

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

Status GenAiBenchImport::attach(StudyData &batch, const StudyData &stored) const
{
    QHash<QString, const Item *> byKey;
    for (const Item &item : stored.items)
        byKey.insert(item.key, &item);
    for (Item &row : batch.items)
        if (const Item *target = byKey.value(row.key, nullptr))
            if (Status s = joinRow(row, *target); !s)
                return s;
    return Status::success();
}

QString GenAiBenchImport::defaultJudge(const QString &file)
{
    const QDir folder = QFileInfo(file).absoluteDir();
    if (folder.isRoot())
        return {};
    const QString name = folder.dirName().trimmed();
    return name == QLatin1String(".") || name == QLatin1String("..") ? QString() : name;
}

std::optional<std::pair<QString, QString>> GenAiBenchImport::leftRightOf(const Item &stored, const QString &annotator)
{
    const auto usable = [&](const QString &a, const QString &b) {
        return a != b && hasOutput(stored, a) && hasOutput(stored, b);
    };
    // The dataset import wrote the human vote, every judge import its vote, as (left, right).
    for (const Preference &p : stored.preferences)
        if (p.dimension.isEmpty() && !annotator.isEmpty() && p.annotator == annotator && usable(p.systemA, p.systemB))
            return std::pair{p.systemA, p.systemB};
    for (const JudgeVote &v : stored.judgeVotes)
        if (usable(v.systemA, v.systemB))
            return std::pair{v.systemA, v.systemB};
    // Outputs load in the order they were written, and the import writes left first.
    if (stored.outputs.size() == 2 && stored.outputs[0].system != stored.outputs[1].system)
        return std::pair{stored.outputs[0].system, stored.outputs[1].system};
    return std::nullopt;
}

} // namespace editlens::core
