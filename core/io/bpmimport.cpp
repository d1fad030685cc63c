#include "bpmimport.h"

#include "bpm/editparse.h"
#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"
#include "io/jsonrows.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace editlens::core {

namespace {

const QLatin1String keyPrefix{"bpm-"};
const QLatin1String defaultAnnotator{"bpm-annotators"};
const QLatin1String dimensionOverall{"overall"};
const QLatin1String releasedVersion{"bpm-released"};
// The user study rated every image from 1 (bad) to 5 (perfect): paper, appendix "User Study Implementation
// Details" and Fig. 7. Released values may be means over the three participants, so any number in range is kept.
constexpr double scaleMin = 1.0;
constexpr double scaleMax = 5.0;
constexpr int outputsPerEntry = 4;
// gt_test_metadata.json (the ground-truth test, Table 4) holds three candidates per entry.
constexpr int groundTruthOutputs = 3;
// eval_human_alignment.py's α: 0.7, or 1.0 ("exclude region judge") when 'global' is in the file's name.
constexpr double localAlpha = 0.7;
constexpr double globalAlpha = 1.0;

// Values BPM's scripts write into edited_image<n>: bpm.py (my_edit_quality_gemma, my_preservation_gemma),
// size.py (my_size), position.py (my_position), eval_human_alignment.py (reads preservation, edit_quality,
// position, size; writes preservation_norm, edit_quality_norm).
const QLatin1String scoreFields[] = {
    QLatin1String("preservation"),
    QLatin1String("edit_quality"),
    QLatin1String("position"),
    QLatin1String("size"),
    QLatin1String("preservation_norm"),
    QLatin1String("edit_quality_norm"),
    QLatin1String("my_preservation_gemma"),
    QLatin1String("my_edit_quality_gemma"),
    QLatin1String("my_position"),
    QLatin1String("my_size"),
};

// Parse fields the region judge reads (region_aware_judge.py: edit_type, size, position, being_added). BPM v1.2's
// gemma.py writes them on the entry; older files may carry them in the LLM object, which is read first as before.
const QLatin1String parseFields[] = {QLatin1String("edit_type"), QLatin1String("size"), QLatin1String("position"),
                                     QLatin1String("being_added")};

/// Builds items from entries; the first error sticks and names the entry's line.
class EntryReader
{
public:
    EntryReader(const QString &file, const ImportOptions &options, bool groundTruthTest)
        : m_file(file)
        , m_folder(QFileInfo(file).absoluteDir())
        , m_fileName(QFileInfo(file).fileName())
        , m_annotator(options.annotator.isEmpty() ? QString(defaultAnnotator) : options.annotator)
        , m_groundTruthTest(groundTruthTest)
    {
    }

    Result<Item> item(const QJsonObject &o, int line) const
    {
        auto fail = [&](const QString &message) { return Error{message, m_file, line}; };

        Item item;
        item.location = {m_file, line};
        item.tags << QStringLiteral("bpm");
        const QJsonValue index = o.value(QLatin1String("index"));
        if (index.isDouble()) {
            // toInteger() would make 1e300 entry 0 and merge it with the real one.
            const std::optional<qint64> number = jsonWholeNumber(index);
            if (!number)
                return fail(QCoreApplication::translate("BpmImport", "field 'index' must be %1 or a string, not %2")
                                .arg(jsonWholeNumberRange(),
                                     QString::number(index.toDouble(), 'g', QLocale::FloatingPointShortest)));
            item.key = keyPrefix + QString::number(*number);
        } else if (index.isString() && !index.toString().trimmed().isEmpty()) {
            item.key = keyPrefix + index.toString().trimmed();
        } else if (index.isUndefined() || index.isNull()) {
            return fail(QCoreApplication::translate("BpmImport", "missing required field 'index'"));
        } else {
            return fail(QCoreApplication::translate("BpmImport", "field 'index' must be an integer or a string"));
        }

        if (auto e = text(o, QLatin1String("instruction"), true, &item.instruction, line))
            return *e;
        QString source;
        if (auto e = text(o, QLatin1String("source_image_path"), true, &source, line))
            return *e;
        Result<QString> sourcePath = imagePath(QLatin1String("source_image_path"), source, line);
        if (!sourcePath)
            return sourcePath.error();
        item.sourcePath = sourcePath.value();

        Result<QJsonObject> parse = readParse(o, line);
        if (!parse)
            return parse.error();
        item.parse = EditParse::fromJson(parse.value()).toJson();

        for (int n = 1; n <= (m_groundTruthTest ? groundTruthOutputs : outputsPerEntry); ++n) {
            Result<Output> output = readOutput(o, n, line);
            if (!output)
                return output.error();
            item.outputs.push_back(std::move(output).value());
        }
        return item;
    }

private:
    std::optional<Error> text(const QJsonObject &o, QLatin1String key, bool required, QString *out, int line,
                              const QString &where = {}) const
    {
        const QString name = where.isEmpty() ? QString(key) : where + QLatin1Char('.') + QString(key);
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                return Error{QCoreApplication::translate("BpmImport", "missing required field '%1'").arg(name), m_file,
                             line};
            return std::nullopt;
        }
        if (!v.isString())
            return Error{QCoreApplication::translate("BpmImport", "field '%1' must be a string").arg(name), m_file,
                         line};
        *out = v.toString();
        return std::nullopt;
    }

    // BPM joins these paths to its data folder (bpm.py: os.path.join(image_dir, ...)); one that leaves the folder
    // or is absolute would read an image that is not part of the data.
    Result<QString> imagePath(const QString &field, const QString &path, int line) const
    {
        const QString trimmed = path.trimmed();
        if (trimmed.isEmpty())
            return Error{QCoreApplication::translate("BpmImport", "field '%1' is empty").arg(field), m_file, line};
        const QString relative = QDir::cleanPath(trimmed);
        if (QDir::isAbsolutePath(relative) || relative == QLatin1String("..")
            || relative.startsWith(QLatin1String("../")))
            return Error{
                QCoreApplication::translate("BpmImport", "%1 '%2' leaves the folder of this file").arg(field, path),
                m_file, line};
        return QDir::cleanPath(m_folder.absoluteFilePath(relative));
    }

    // original_part/edited_part: BPM v1.2's gemma.py writes them on the entry and its bpm.py reads
    // item['original_part'] / item['edited_part']; the older scripts kept them in the LLM object (LLM.gemma_origin,
    // LLM.gemma_edited, read with LLM_model = 'gemma'), which is the fallback. added_object from the entry (bpm.py
    // reads item['added_object']).
    Result<QJsonObject> readParse(const QJsonObject &o, int line) const
    {
        QJsonObject parse;
        const QJsonValue llmValue = o.value(QLatin1String("LLM"));
        QJsonObject llm;
        if (!llmValue.isUndefined() && !llmValue.isNull() && !llmValue.isObject())
            return Error{QCoreApplication::translate("BpmImport", "field 'LLM' must be an object"), m_file, line};
        llm = llmValue.toObject();
        const bool entryParts = o.contains(QLatin1String("original_part")) || o.contains(QLatin1String("edited_part"));
        if (entryParts) {
            QString origin, edited;
            if (auto e = text(o, QLatin1String("original_part"), true, &origin, line))
                return *e;
            if (auto e = text(o, QLatin1String("edited_part"), true, &edited, line))
                return *e;
            parse.insert(QLatin1String("original_part"), origin.trimmed());
            parse.insert(QLatin1String("edited_part"), edited.trimmed());
        } else if (llmValue.isObject()) {
            QString origin, edited;
            if (auto e = text(llm, QLatin1String("gemma_origin"), true, &origin, line, QStringLiteral("LLM")))
                return *e;
            if (auto e = text(llm, QLatin1String("gemma_edited"), true, &edited, line, QStringLiteral("LLM")))
                return *e;
            parse.insert(QLatin1String("original_part"), origin.trimmed());
            parse.insert(QLatin1String("edited_part"), edited.trimmed());
        }
        QString added;
        if (auto e = text(o, QLatin1String("added_object"), false, &added, line))
            return *e;
        if (!added.trimmed().isEmpty())
            parse.insert(QLatin1String("added_object"), added.trimmed());
        for (const QLatin1String &key : parseFields) {
            QString value;
            if (auto e = text(llm, key, false, &value, line, QStringLiteral("LLM")))
                return *e;
            if (value.isNull())
                if (auto e = text(o, key, false, &value, line))
                    return *e;
            if (!value.trimmed().isEmpty())
                parse.insert(key, value.trimmed());
        }
        return parse;
    }

    Result<Output> readOutput(const QJsonObject &o, int n, int line) const
    {
        const QString field = QStringLiteral("edited_image%1").arg(n);
        const QJsonValue value = o.value(field);
        if (value.isUndefined() || value.isNull())
            return Error{QCoreApplication::translate("BpmImport", "missing required field '%1'").arg(field), m_file,
                         line};
        if (!value.isObject())
            return Error{QCoreApplication::translate("BpmImport", "field '%1' must be an object").arg(field), m_file,
                         line};
        const QJsonObject e = value.toObject();

        Output output;
        if (m_groundTruthTest) {
            output.system = BpmImport::groundTruthTestSystem(n);
            output.role = BpmImport::groundTruthTestRole(n);
        } else {
            output.system = BpmImport::systemName(m_fileName, n);
        }
        QString image;
        if (auto error = text(e, QLatin1String("image_path"), true, &image, line, field))
            return *error;
        Result<QString> path = imagePath(field + QLatin1String(".image_path"), image, line);
        if (!path)
            return path.error();
        output.path = path.value();

        const QString ratingField = field + QLatin1String(".user_overall_quality");
        const QJsonValue rating = e.value(QLatin1String("user_overall_quality"));
        // The ground-truth test has no user study: its candidates carry no human rating.
        const bool rated = !m_groundTruthTest || !(rating.isUndefined() || rating.isNull());
        if (rated && (rating.isUndefined() || rating.isNull()))
            return Error{QCoreApplication::translate("BpmImport", "missing required field '%1'").arg(ratingField),
                         m_file, line};
        if (rated && !rating.isDouble())
            return Error{QCoreApplication::translate("BpmImport", "field '%1' must be a number").arg(ratingField),
                         m_file, line};
        if (rated && (rating.toDouble() < scaleMin || rating.toDouble() > scaleMax))
            return Error{QCoreApplication::translate("BpmImport", "%1 %2 is outside the user study's scale 1-5")
                             .arg(ratingField, QString::number(rating.toDouble())),
                         m_file, line};
        if (rated)
            output.ratings.push_back({m_annotator, QString(dimensionOverall), rating.toDouble(), line});

        for (const QLatin1String &key : scoreFields) {
            const QJsonValue v = e.value(key);
            if (v.isUndefined() || v.isNull())
                continue;
            if (!v.isDouble())
                return Error{
                    QCoreApplication::translate("BpmImport", "field '%1.%2' must be a number").arg(field, QString(key)),
                    m_file, line};
            output.scores.push_back({BpmImport::metricId(key), QString(releasedVersion), v.toDouble()});
        }
        return output;
    }

    QString m_file;
    QDir m_folder;
    QString m_fileName;
    QString m_annotator;
    bool m_groundTruthTest = false;
};

std::optional<double> releasedValue(const Output &output, QLatin1String field)
{
    const QString metric = BpmImport::metricId(field);
    for (const Score &s : output.scores)
        if (s.metric == metric)
            return s.value;
    return std::nullopt;
}

// BPM as eval_human_alignment.py and eval_gt_test.py combine the four values bpm.py wrote: preservation and
// edit_quality min-max normalised over every output of the file (preservation values of exactly 0 or -1, which mark
// global edits and failed detections, are left out of the min and max but still normalised), then
// α·(Norm(preservation) + Norm(edit_quality)) + (1 − α)·(position + size). The scripts stop on a file where a value is
// missing or a range is empty (KeyError, ZeroDivisionError); such a file gets no combined value here.
void addReleasedBpm(StudyData &batch, double alpha)
{
    std::vector<double> preservation, editQuality;
    for (const Item &item : batch.items)
        for (const Output &o : item.outputs) {
            const auto p = releasedValue(o, QLatin1String("preservation"));
            const auto e = releasedValue(o, QLatin1String("edit_quality"));
            if (!p || !e || !releasedValue(o, QLatin1String("position")) || !releasedValue(o, QLatin1String("size")))
                return;
            if (*p != 0.0 && *p != -1.0)
                preservation.push_back(*p);
            editQuality.push_back(*e);
        }
    if (preservation.empty() || editQuality.empty())
        return;
    const auto [pMin, pMax] = std::minmax_element(preservation.begin(), preservation.end());
    const auto [eMin, eMax] = std::minmax_element(editQuality.begin(), editQuality.end());
    const double pRange = *pMax - *pMin;
    const double eRange = *eMax - *eMin;
    if (pRange == 0.0 || eRange == 0.0)
        return;
    for (Item &item : batch.items)
        for (Output &o : item.outputs) {
            // The scripts' own order of operations, so that the value is the same double.
            const double semantic = (*releasedValue(o, QLatin1String("preservation")) - *pMin) / pRange
                                    + (*releasedValue(o, QLatin1String("edit_quality")) - *eMin) / eRange;
            const double region =
                *releasedValue(o, QLatin1String("position")) + *releasedValue(o, QLatin1String("size"));
            o.scores.push_back(
                {BpmImport::combinedMetricId(), QString(releasedVersion), alpha * semantic + (1 - alpha) * region});
        }
}

} // namespace

QString BpmImport::id() const
{
    return QStringLiteral("bpm");
}

QString BpmImport::name() const
{
    return QCoreApplication::translate("BpmImport", "BPM human-alignment metadata");
}

QString BpmImport::description() const
{
    return QCoreApplication::translate(
        "BpmImport",
        "BPM local/global_metadata.json: four outputs per entry, user_overall_quality as rating 'overall' (1-5), "
        "BPM's released values as bpm_released_* scores and their combined BPM as bpm_released_bpm; "
        "gt_test_metadata.json: three candidates with their ground-truth test roles");
}

QStringList BpmImport::fileSuffixes() const
{
    return {QStringLiteral("json")};
}

QString BpmImport::systemName(const QString &fileName, int n)
{
    // bpm.py's idx2model holds PIE-Bench's baseline and HQ-Edit, the systems of the paper's global set; size.py and
    // position.py (the region judges, which only local edits use) hold the paper's local systems.
    static const char *const globalSystems[] = {"pie", "hq_edit", "ft_ip2p", "ip2p"};
    static const char *const localSystems[] = {"mgie", "ft_ip2p", "ip2p", "dalle2"};
    if (n < 1 || n > outputsPerEntry)
        return {};
    // eval_human_alignment.py tells the two sets apart by the same test: 'global' in json_file.
    const bool global = fileName.contains(QLatin1String("global"), Qt::CaseInsensitive);
    return QString::fromLatin1(global ? globalSystems[n - 1] : localSystems[n - 1]);
}

QString BpmImport::metricId(const QString &field)
{
    return QStringLiteral("bpm_released_") + field;
}

QString BpmImport::combinedMetricId()
{
    return metricId(QStringLiteral("bpm"));
}

QString BpmImport::groundTruthTestSystem(int n)
{
    // bpm.py's and eval_gt_test.py's idx2model for gt_test_metadata.json.
    static const char *const systems[] = {"sd_xl", "noise_jitter", "dalle2"};
    return n >= 1 && n <= groundTruthOutputs ? QString::fromLatin1(systems[n - 1]) : QString();
}

OutputRole BpmImport::groundTruthTestRole(int n)
{
    // The paper's Table 4: a text-to-image generation from the instruction (SDXL) is excessively modified, the
    // original with noise and jitter excessively preserved, the dataset's DALL-E 2 edit the ground truth.
    static const OutputRole roles[] = {OutputRole::ExcessivelyModified, OutputRole::ExcessivelyPreserved,
                                       OutputRole::GroundTruth};
    return n >= 1 && n <= groundTruthOutputs ? roles[n - 1] : OutputRole::None;
}

int BpmImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.isFile() || info.suffix().toLower() != QLatin1String("json"))
        return 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // Peek only: the first entry of the array, or its field names when it is longer than the peek.
    const QByteArray head = file.read(256 * 1024);
    if (!head.trimmed().startsWith('['))
        return 0;
    const QVector<qsizetype> offsets = topLevelElementOffsets(head);
    if (offsets.isEmpty())
        return 0;
    const qsizetype end = offsets.size() > 1 ? offsets.at(1) : head.size();
    QByteArray first = head.mid(offsets.at(0), end - offsets.at(0)).trimmed();
    if (first.endsWith(','))
        first.chop(1);
    const QJsonObject entry = QJsonDocument::fromJson(first).object();
    if (!entry.isEmpty())
        return entry.contains(QLatin1String("source_image_path")) && entry.contains(QLatin1String("edited_image1")) ? 90
                                                                                                                    : 0;
    return first.contains("\"source_image_path\"") && first.contains("\"edited_image1\"") ? 90 : 0;
}

Result<StudyData> BpmImport::read(const QString &path, const ImportOptions &options,
                                  const ProgressCallback &progress) const
{
    const QString file = QFileInfo(path).absoluteFilePath();
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("BpmImport", "cannot open: %1").arg(in.errorString()), file};
    const QByteArray data = in.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("BpmImport", "invalid JSON: %1").arg(parseError.errorString()), file,
                     lineAt(data, parseError.offset)};
    if (!doc.isArray())
        return Error{QCoreApplication::translate("BpmImport", "expected a JSON array of entries"), file, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, file); !unique)
        return unique.error();
    const QJsonArray array = doc.array();
    if (array.isEmpty())
        return Error{QCoreApplication::translate("BpmImport", "no entries in this file"), file};
    const QVector<JsonPosition> positions = topLevelElementPositions(data);

    // gt_test_metadata.json has three candidates per entry where the user-study files have four.
    const bool groundTruthTest =
        array.first().isObject()
        && !array.first().toObject().contains(QStringLiteral("edited_image%1").arg(outputsPerEntry));
    const EntryReader reader(file, options, groundTruthTest);
    StudyData batch;
    // "overall" is not declared: a study that already has it keeps its scale (the resolver then checks the ratings
    // against it), and a new one gets 1-5 inferred from the ratings, all of which lie in 1-5 (checked above).
    const qint64 total = array.size();
    for (qint64 i = 0; i < total; ++i) {
        const int line = i < positions.size() ? positions.at(i).line : 0;
        if (!array.at(i).isObject())
            return Error{QCoreApplication::translate("BpmImport", "entry %1 is not a JSON object").arg(i), file, line};
        Result<Item> item = reader.item(array.at(i).toObject(), line);
        if (!item)
            return item.error();
        batch.items.push_back(std::move(item).value());
        if ((i % 256 == 0 || i + 1 == total) && !reportProgress(progress, i + 1, total))
            return Error{QCoreApplication::translate("BpmImport", "import cancelled; the study was not changed"), file};
    }
    const bool global = QFileInfo(file).fileName().contains(QLatin1String("global"), Qt::CaseInsensitive);
    addReleasedBpm(batch, global && !groundTruthTest ? globalAlpha : localAlpha);
    return batch;
}

} // namespace editlens::core
