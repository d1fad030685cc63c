#include "imagenhublayout.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <initializer_list>

namespace editlens::core {

namespace {

const QLatin1String inputFolderName{"input"};
const QLatin1String groundTruthFolderName{"GroundTruth"};
const QLatin1String lookupFileName{"dataset_lookup.json"};

// ImagenHub saves every image as sample_<img_id>_<turn>.jpg; PNG copies are read as well.
QStringList sampleImageFilters()
{
    return {QStringLiteral("sample_*.jpg"), QStringLiteral("sample_*.jpeg"), QStringLiteral("sample_*.png")};
}

/// The texts dataset_lookup.json holds for one image, and the line its key stands on.
struct LookupEntry
{
    QString instruction;
    QString sourceCaption;
    QString targetCaption;
    int line = 0;
};

// The first of `keys` that `entry` holds (not null) as a string into `*target`. False when that value is not a string.
bool optionalText(const QJsonObject &entry, std::initializer_list<QLatin1String> keys, QString *target, QString *badKey)
{
    for (const QLatin1String key : keys) {
        const QJsonValue v = entry.value(key);
        if (v.isUndefined() || v.isNull())
            continue;
        if (!v.isString()) {
            *badKey = key;
            return false;
        }
        *target = v.toString();
        return true;
    }
    return true;
}

// Reads dataset_lookup.json: file name -> instruction and captions. Every entry must be well-formed, used or not.
Result<QHash<QString, LookupEntry>> readLookup(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("ImagenHubImport", "cannot open: %1").arg(file.errorString()), path};
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("ImagenHubImport", "invalid JSON: %1").arg(parseError.errorString()),
                     path, lineAt(data, parseError.offset)};
    if (!doc.isObject())
        return Error{QCoreApplication::translate(
                         "ImagenHubImport", "expected an object mapping image file names to {\"instruction\": ...}"),
                     path, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, path); !unique)
        return unique.error();

    const QJsonObject root = doc.object();
    // QJsonObject forgets positions: where each entry starts, from one pass over the raw text.
    const QHash<QString, int> keyLines = topLevelKeyLines(data);
    QHash<QString, LookupEntry> entries;
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        LookupEntry entry;
        entry.line = keyLines.value(it.key(), 0);
        if (!it.value().isObject())
            return Error{QCoreApplication::translate("ImagenHubImport",
                                                     "entry '%1' must be an object with an \"instruction\"")
                             .arg(it.key()),
                         path, entry.line};
        const QJsonObject o = it.value().toObject();
        const QJsonValue instruction = o.value(QLatin1String("instruction"));
        if (!instruction.isString() || instruction.toString().trimmed().isEmpty())
            return Error{QCoreApplication::translate("ImagenHubImport",
                                                     "entry '%1': \"instruction\" must be a non-empty string")
                             .arg(it.key()),
                         path, entry.line};
        entry.instruction = instruction.toString();
        // ImagenHub's text-guided benchmark writes the global captions; other dumps name them as prompts.
        QString badKey;
        if (!optionalText(o, {QLatin1String("source_global_caption"), QLatin1String("src_prompt")},
                          &entry.sourceCaption, &badKey)
            || !optionalText(o, {QLatin1String("target_global_caption"), QLatin1String("tgt_prompt")},
                             &entry.targetCaption, &badKey))
            return Error{QCoreApplication::translate("ImagenHubImport", "entry '%1': \"%2\" must be a string")
                             .arg(it.key(), badKey),
                         path, entry.line};
        entries.insert(it.key(), entry);
    }
    return entries;
}

// The file names directly in `dir`, for membership tests without one file-system call per image.
QSet<QString> fileNames(const QDir &dir)
{
    const QStringList names = dir.entryList(QDir::Files);
    return {names.cbegin(), names.cend()};
}

} // namespace

bool ImagenHubLayout::isLayout(const QDir &dir, bool needImage)
{
    const QDir input(dir.filePath(inputFolderName));
    if (!QFileInfo(input.path()).isDir())
        return false;
    return !needImage || !input.entryList(sampleImageFilters(), QDir::Files).isEmpty();
}

QString ImagenHubLayout::lookupFile(const QDir &root)
{
    QString here = root.absoluteFilePath(lookupFileName);
    if (QFileInfo(here).isFile())
        return here;
    QDir parent(root.absolutePath());
    if (parent.cdUp() && QFileInfo(parent.absoluteFilePath(lookupFileName)).isFile())
        return parent.absoluteFilePath(lookupFileName);
    return {};
}

Status ImagenHubLayout::read(const QDir &root, LongTableItems &items, const ProgressCallback &progress)
{
    const QDir input(root.absoluteFilePath(inputFolderName));
    const QStringList samples = input.entryList(sampleImageFilters(), QDir::Files, QDir::Name);
    if (samples.isEmpty())
        return Error{
            QCoreApplication::translate("ImagenHubImport",
                                        "no sample_*.jpg or sample_*.png images in this folder; expected ImagenHub's "
                                        "input/sample_<img_id>_<turn>.jpg"),
            input.absolutePath()};

    const QString lookupPath = lookupFile(root);
    QHash<QString, LookupEntry> lookup;
    if (!lookupPath.isEmpty()) {
        Result<QHash<QString, LookupEntry>> read = readLookup(lookupPath);
        if (!read)
            return read.error();
        lookup = std::move(read).value();
    }

    const QDir groundTruth(root.absoluteFilePath(groundTruthFolderName));
    const QSet<QString> groundTruths = fileNames(groundTruth);
    QStringList models;
    QVector<QSet<QString>> modelFiles;
    for (const QString &folder : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (folder == inputFolderName || folder == groundTruthFolderName)
            continue;
        models << folder;
        modelFiles << fileNames(QDir(root.absoluteFilePath(folder)));
    }

    const SourceLocation folderLocation{root.absolutePath(), 0};
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const QString &name = samples.at(i);
        SourceLocation where = folderLocation;
        LookupEntry texts;
        if (!lookupPath.isEmpty()) {
            const auto entry = lookup.constFind(name);
            if (entry == lookup.constEnd())
                return Error{QCoreApplication::translate(
                                 "ImagenHubImport",
                                 "there is no entry for the input image '%1'; every image in input/ needs "
                                 "one with its \"instruction\"")
                                 .arg(name),
                             lookupPath};
            texts = *entry;
            where = {lookupPath, entry->line};
        }
        Item &item = items.item(name, where);
        item.sourcePath = input.absoluteFilePath(name);
        if (groundTruths.contains(name))
            item.groundTruthPath = groundTruth.absoluteFilePath(name);
        item.instruction = texts.instruction;
        item.sourceCaption = texts.sourceCaption;
        item.targetCaption = texts.targetCaption;
        for (qsizetype m = 0; m < models.size(); ++m)
            if (modelFiles.at(m).contains(name))
                items.output(name, models.at(m), where).path =
                    root.absoluteFilePath(models.at(m) + QLatin1Char('/') + name);
        if (i % 64 == 0 && !reportProgress(progress, i, samples.size()))
            return Error{QCoreApplication::translate("ImagenHubImport", "import cancelled; the study was not changed"),
                         root.absolutePath()};
    }
    reportProgress(progress, samples.size(), samples.size());
    return Status::success();
}

} // namespace editlens::core
