#include "i2ebenchimport.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"
#include "io/numerickeys.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace editlens::core {

namespace {

const QLatin1String editDataFolder{"EditData"};
const QLatin1String inputFolder{"input"};
const QLatin1String groundTruthFolder{"gt"};
const QLatin1String maskFolder{"mask"};
const QLatin1String benchmarkTag{"i2ebench"};
const QLatin1String diverseTag{"diverse"};

/// Where one run of the benchmark keeps its instruction, edited images and judgements (the released scripts'
/// EditResult_ori/EditEval_ori for ori_exp, EditResult/EditEval for div_exp).
struct RunLayout
{
    QLatin1String instructionField;
    QLatin1String resultFolder;
    QLatin1String evalFolder;
    QLatin1String keySuffix;
};

RunLayout layoutOf(I2eBenchImport::Run run)
{
    if (run == I2eBenchImport::Run::Diverse)
        return {QLatin1String("div_exp"), QLatin1String("EditResult"), QLatin1String("EditEval"),
                QLatin1String("/diverse")};
    return {QLatin1String("ori_exp"), QLatin1String("EditResult_ori"), QLatin1String("EditEval_ori"),
            QLatin1String("")};
}

/// One of I²EBench's JSON files: an object mapping entry keys to entries, with the line of each key.
struct KeyedFile
{
    QString path;
    QJsonObject root;
    QHash<QString, int> lines;

    int line(const QString &key) const { return lines.value(key, 0); }
};

Result<KeyedFile> readKeyedFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("I2eBenchImport", "cannot open: %1").arg(file.errorString()), path};
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("I2eBenchImport", "invalid JSON: %1").arg(parseError.errorString()),
                     path, lineAt(data, parseError.offset)};
    if (!doc.isObject())
        return Error{QCoreApplication::translate("I2eBenchImport",
                                                 "expected an object mapping entry numbers to entries"),
                     path, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, path); !unique)
        return unique.error();
    return KeyedFile{path, doc.object(), topLevelKeyLines(data)};
}

QStringList sortedKeys(const QJsonObject &object)
{
    QStringList keys = object.keys();
    std::sort(keys.begin(), keys.end(), numericKeyLess);
    return keys;
}

/// The benchmark root for `path`: the folder itself when it holds EditData/, its parent when it is EditData/.
std::optional<QDir> benchmarkRoot(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return std::nullopt;
    const QDir dir(info.absoluteFilePath());
    if (QFileInfo(dir.filePath(editDataFolder)).isDir())
        return dir;
    if (info.fileName() == editDataFolder) {
        QDir parent = dir;
        if (parent.cdUp())
            return parent;
    }
    return std::nullopt;
}

/// The dimensions under `editData`: its subfolders <Dim> holding <Dim>/<Dim>.json, sorted by name.
QStringList dimensions(const QDir &editData, qsizetype limit = -1)
{
    QStringList found;
    const QStringList folders = editData.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &folder : folders) {
        if (limit >= 0 && found.size() >= limit)
            break;
        if (QFileInfo(editData.filePath(folder + QLatin1Char('/') + folder + QStringLiteral(".json"))).isFile())
            found << folder;
    }
    return found;
}

/// Whether a file name from a JSON entry names a file inside its folder (no absolute path, no "..").
bool staysInside(const QString &name)
{
    if (name.isEmpty() || QDir::isAbsolutePath(name))
        return false;
    const QString clean = QDir::cleanPath(name);
    return clean != QLatin1String("..") && !clean.startsWith(QLatin1String("../"));
}

/// Reads one dimension of one run into items; the first error names the file and the entry's line.
class DimensionReader
{
public:
    DimensionReader(const QDir &root, const QString &dimension, const RunLayout &layout)
        : m_root(root)
        , m_dimension(dimension)
        , m_layout(layout)
        , m_data(root.filePath(QStringLiteral("%1/%2").arg(editDataFolder, dimension)))
    {
    }

    Status read(QVector<Item> *items)
    {
        Result<KeyedFile> entries = readKeyedFile(m_data.filePath(m_dimension + QStringLiteral(".json")));
        if (!entries)
            return entries.error();
        m_entries = std::move(entries).value();
        const QStringList keys = sortedKeys(m_entries.root);
        if (keys.isEmpty())
            return Error{QCoreApplication::translate("I2eBenchImport", "the file holds no entries"), m_entries.path, 1};
        for (const QString &key : keys)
            m_imageKeys.insert(m_entries.root.value(key).toObject().value(QLatin1String("image")).toString(), key);
        if (Status st = readJudgements(); !st)
            return st;
        for (const QString &key : keys) {
            Result<Item> item = readItem(key);
            if (!item)
                return item.error();
            items->push_back(std::move(item).value());
        }
        return Status::success();
    }

private:
    // The models are the folders of this dimension in the run's edited-image folder; each may have a judgement file.
    Status readJudgements()
    {
        const QDir results(m_root.filePath(QStringLiteral("%1/%2").arg(m_layout.resultFolder, m_dimension)));
        m_models = results.exists() ? results.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name) : QStringList();
        const QDir evals(m_root.filePath(QStringLiteral("%1/%2").arg(m_layout.evalFolder, m_dimension)));
        for (const QString &model : std::as_const(m_models)) {
            const QString path = evals.filePath(model + QStringLiteral(".json"));
            if (!QFileInfo(path).isFile())
                continue;
            Result<KeyedFile> judgements = readKeyedFile(path);
            if (!judgements)
                return judgements.error();
            // The released judgement files number their entries on their own (ColorAlteration and ObjectRemoval
            // from "0" where EditData counts from "1", and they judge images EditData no longer lists): a judgement
            // joins its entry by the image it names, as I²EBench's scripts join them. One without an image falls
            // back to the entry with its key.
            QHash<QString, QString> byImage; // image -> key in the judgement file
            const KeyedFile &file = judgements.value();
            for (auto it = file.root.constBegin(); it != file.root.constEnd(); ++it) {
                const auto fail = [&](const QString &message) { return Error{message, path, file.line(it.key())}; };
                if (!it.value().isObject())
                    return fail(
                        QCoreApplication::translate("I2eBenchImport", "entry '%1' is not a JSON object").arg(it.key()));
                const QJsonValue named = it.value().toObject().value(QLatin1String("image"));
                QString image;
                if (named.isString())
                    image = named.toString();
                else if (named.isUndefined() && m_entries.root.contains(it.key()))
                    image = m_entries.root.value(it.key()).toObject().value(QLatin1String("image")).toString();
                else if (!named.isUndefined())
                    return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1': 'image' must be a string")
                                    .arg(it.key()));
                if (image.isEmpty() || !m_imageKeys.contains(image))
                    continue; // no entry of EditData to join: nothing to score
                if (const auto other = byImage.constFind(image); other != byImage.constEnd())
                    return fail(
                        QCoreApplication::translate("I2eBenchImport", "entries '%1' and '%2' both judge the image '%3'")
                            .arg(*other, it.key(), image));
                byImage.insert(image, it.key());
            }
            m_judgedKeys.insert(model, byImage);
            m_judgements.insert(model, std::move(judgements).value());
        }
        return Status::success();
    }

    Result<Item> readItem(const QString &key) const
    {
        const int line = m_entries.line(key);
        const auto fail = [&](const QString &message) { return Error{message, m_entries.path, line}; };
        const QJsonValue value = m_entries.root.value(key);
        if (!value.isObject())
            return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1' is not a JSON object").arg(key));
        const QJsonObject entry = value.toObject();
        const QString image = entry.value(QLatin1String("image")).toString();
        if (!staysInside(image))
            return fail(QCoreApplication::translate("I2eBenchImport",
                                                    "entry '%1' needs an 'image' naming a file of its dimension")
                            .arg(key));
        const QJsonValue instruction = entry.value(m_layout.instructionField);
        if (!instruction.isString() || instruction.toString().trimmed().isEmpty())
            return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1' needs a non-empty string '%2'")
                            .arg(key, m_layout.instructionField));

        Item item;
        item.key = m_dimension + QLatin1Char('/') + key + m_layout.keySuffix;
        item.instruction = instruction.toString();
        item.location = {m_entries.path, line};
        item.tags << benchmarkTag << m_dimension;
        const QString type = entry.value(QLatin1String("type")).toString().trimmed();
        if (!type.isEmpty() && !item.tags.contains(type))
            item.tags << type;
        if (!m_layout.keySuffix.isEmpty())
            item.tags << diverseTag;

        // The released scripts read sources from input/; a layout without that level keeps them beside the json.
        const QString inInput = QDir::cleanPath(m_data.filePath(QStringLiteral("%1/%2").arg(inputFolder, image)));
        const QString beside = QDir::cleanPath(m_data.filePath(image));
        if (QFileInfo(inInput).isFile())
            item.sourcePath = inInput;
        else if (QFileInfo(beside).isFile())
            item.sourcePath = beside;
        else
            return fail(QCoreApplication::translate("I2eBenchImport",
                                                    "entry '%1': the source image '%2' does not exist (nor '%3')")
                            .arg(key, inInput, beside));
        const QString groundTruth =
            QDir::cleanPath(m_data.filePath(QStringLiteral("%1/%2").arg(groundTruthFolder, image)));
        if (QFileInfo(groundTruth).isFile())
            item.groundTruthPath = groundTruth;
        if (entry.contains(QLatin1String("mask"))) {
            const QString maskName = entry.value(QLatin1String("mask")).toString();
            const QString maskPath =
                QDir::cleanPath(m_data.filePath(QStringLiteral("%1/%2").arg(maskFolder, maskName)));
            if (!staysInside(maskName) || !QFileInfo(maskPath).isFile())
                return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1': the mask '%2' does not exist")
                                .arg(key, maskPath));
            Mask mask;
            mask.path = maskPath;
            mask.kind = QStringLiteral("edit_region");
            mask.originKind = OriginKind::GroundTruth;
            mask.origin = benchmarkTag;
            item.masks.push_back(mask);
        }

        for (const QString &model : m_models) {
            const QString edited = QDir::cleanPath(
                m_root.filePath(QStringLiteral("%1/%2/%3/%4").arg(m_layout.resultFolder, m_dimension, model, image)));
            if (!QFileInfo(edited).isFile())
                continue; // this model has no edit of this entry
            Output output;
            output.system = model;
            output.path = edited;
            if (Status st = addScores(model, image, &output); !st)
                return st.error();
            item.outputs.push_back(output);
        }
        return item;
    }

    Status addScores(const QString &model, const QString &image, Output *output) const
    {
        const auto judgements = m_judgements.constFind(model);
        const QString key = m_judgedKeys.value(model).value(image);
        if (judgements == m_judgements.constEnd() || key.isEmpty())
            return Status::success();
        const int line = judgements->line(key);
        const auto fail = [&](const QString &message) { return Error{message, judgements->path, line}; };
        const QJsonValue value = judgements->root.value(key);
        if (!value.isObject())
            return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1' is not a JSON object").arg(key));
        const QJsonObject entry = value.toObject();
        const QJsonValue finalJudgement = entry.value(QLatin1String("final_judgement"));
        if (finalJudgement.isString())
            output->scores.push_back({I2eBenchImport::judgementMetric(), I2eBenchImport::releasedVersion(),
                                      I2eBenchImport::judgedCorrect(finalJudgement.toString()) ? 1.0 : 0.0});
        else if (!finalJudgement.isUndefined() && !finalJudgement.isNull())
            return fail(QCoreApplication::translate("I2eBenchImport", "entry '%1': 'final_judgement' must be a string")
                            .arg(key));
        const QJsonObject evaluation = entry.value(QLatin1String("evaluation")).toObject();
        for (auto it = evaluation.constBegin(); it != evaluation.constEnd(); ++it)
            if (it.value().isDouble())
                output->scores.push_back({I2eBenchImport::evaluationMetric(it.key()), I2eBenchImport::releasedVersion(),
                                          it.value().toDouble()});
        return Status::success();
    }

    QDir m_root;
    QString m_dimension;
    RunLayout m_layout;
    QDir m_data; ///< EditData/<Dim>
    KeyedFile m_entries;
    QStringList m_models;
    QHash<QString, KeyedFile> m_judgements;               ///< by model
    QHash<QString, QString> m_imageKeys;                  ///< image -> entry key in <Dim>.json
    QHash<QString, QHash<QString, QString>> m_judgedKeys; ///< by model: image -> entry key in its judgement file
};

} // namespace

I2eBenchImport::I2eBenchImport(Run run) : m_run(run)
{
}

QString I2eBenchImport::id() const
{
    return m_run == Run::Diverse ? QStringLiteral("i2ebench-diverse") : QStringLiteral("i2ebench");
}

QString I2eBenchImport::name() const
{
    return m_run == Run::Diverse
               ? QCoreApplication::translate("I2eBenchImport", "I²EBench folder, diverse instructions")
               : QCoreApplication::translate("I2eBenchImport", "I²EBench folder");
}

QString I2eBenchImport::description() const
{
    return m_run == Run::Diverse
               ? QCoreApplication::translate("I2eBenchImport", "I²EBench folder, diverse instructions (div_exp, "
                                                               "EditResult/, EditEval/); items <Dim>/<n>/diverse")
               : QCoreApplication::translate(
                   "I2eBenchImport",
                   "I²EBench folder (EditData/<Dim>/<Dim>.json, EditResult_ori/, EditEval_ori/); one item per "
                   "entry, one output per model");
}

QStringList I2eBenchImport::fileSuffixes() const
{
    return {};
}

int I2eBenchImport::detect(const QString &path) const
{
    if (m_run == Run::Diverse)
        return 0;
    const std::optional<QDir> root = benchmarkRoot(path);
    if (!root)
        return 0;
    // Peek at one dimension only: naming the folder is enough, no JSON is parsed.
    if (dimensions(QDir(root->filePath(editDataFolder)), 1).isEmpty())
        return 0;
    return QFileInfo(path).fileName() == editDataFolder ? 90 : 95;
}

Result<StudyData> I2eBenchImport::read(const QString &path, const ImportOptions &options,
                                       const ProgressCallback &progress) const
{
    Q_UNUSED(options);
    const std::optional<QDir> root = benchmarkRoot(path);
    if (!root)
        return Error{QCoreApplication::translate("I2eBenchImport",
                                                 "no '%1' folder here; expected <root>/EditData/<Dim>/<Dim>.json")
                         .arg(editDataFolder),
                     path};
    const QStringList dims = dimensions(QDir(root->filePath(editDataFolder)));
    if (dims.isEmpty())
        return Error{QCoreApplication::translate("I2eBenchImport",
                                                 "no dimension found: expected EditData/<Dim>/<Dim>.json"),
                     root->filePath(editDataFolder)};

    const RunLayout layout = layoutOf(m_run);
    StudyData data;
    const qint64 total = dims.size();
    for (qint64 d = 0; d < total; ++d) {
        DimensionReader reader(*root, dims.at(d), layout);
        if (Status st = reader.read(&data.items); !st)
            return st.error();
        if (!reportProgress(progress, d + 1, total))
            return Error{QCoreApplication::translate("I2eBenchImport", "import cancelled; the study was not changed"),
                         root->path()};
    }
    return data;
}

QString I2eBenchImport::judgementMetric()
{
    return QStringLiteral("i2ebench");
}

QString I2eBenchImport::evaluationMetric(const QString &field)
{
    return QStringLiteral("i2ebench_") + field.toLower();
}

QString I2eBenchImport::releasedVersion()
{
    return QStringLiteral("i2ebench-released");
}

bool I2eBenchImport::judgedCorrect(const QString &finalJudgement)
{
    return finalJudgement.contains(QLatin1String("yes"), Qt::CaseInsensitive);
}

} // namespace editlens::core
