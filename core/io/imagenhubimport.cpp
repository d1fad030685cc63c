#include "imagenhubimport.h"

#include "io/imagenhublayout.h"
#include "io/longcsvtable.h"
#include "util/utf8text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace editlens::core {

namespace {

const QLatin1String uidColumn{"uid"};
const QLatin1String dimensionSc{"SC"};
const QLatin1String dimensionPq{"PQ"};
const QLatin1String dimensionO{"O"};

// The first line of a rater file, without a UTF-8 byte order mark; reads at most 64 KiB.
QByteArray firstLine(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray line = file.readLine(1 << 16);
    if (line.startsWith("\xEF\xBB\xBF"))
        line.remove(0, 3);
    return line;
}

bool looksLikeRaterFile(const QString &path)
{
    return firstLine(path).toLower().startsWith("uid\t");
}

QStringList tsvFiles(const QDir &dir)
{
    QStringList files;
    const QStringList names = dir.entryList({QStringLiteral("*.tsv")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &name : names)
        files << dir.absoluteFilePath(name);
    return files;
}

// "[0.5, 1]", "[0,0]", "[0 , 0.5]"; pandas-written files may keep the quotes around the cell.
bool parseCell(const QString &cell, double *sc, double *pq)
{
    static const QRegularExpression pair(QStringLiteral(R"(^"?\[\s*([^\s,\[\]]+)\s*,\s*([^\s,\[\]]+)\s*\]"?$)"));
    const QRegularExpressionMatch m = pair.match(cell);
    if (!m.hasMatch())
        return false;
    bool okSc = false;
    bool okPq = false;
    *sc = m.captured(1).toDouble(&okSc);
    *pq = m.captured(2).toDouble(&okPq);
    return okSc && okPq && std::isfinite(*sc) && std::isfinite(*pq);
}

bool inUnitRange(double v)
{
    return v >= 0.0 && v <= 1.0;
}

Rating rating(const QString &annotator, const QString &dimension, double value, int line)
{
    Rating r;
    r.annotator = annotator;
    r.dimension = dimension;
    r.value = value;
    r.line = line;
    return r;
}

// Maps a part's own done/total onto part `index` of `count` equal parts of one scale.
ProgressCallback part(const ProgressCallback &progress, qint64 index, qint64 count)
{
    if (!progress)
        return {};
    return [progress, index, count](qint64 done, qint64 total) {
        return progress(index * 1000 + (total > 0 ? 1000 * done / total : 0), count * 1000);
    };
}

// Reads one rater's file into `items`; progress counts its lines.
Status readRaterFile(const QString &path, const QString &annotator, LongTableItems &items,
                     const ProgressCallback &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("ImagenHubImport", "cannot open: %1").arg(file.errorString()), path};
    const Result<QString> decoded = decodeUtf8File(file.readAll(), path); // drops a byte order mark
    if (!decoded)
        return decoded.error();
    const QString &text = decoded.value();
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    if (lines.constFirst().trimmed().isEmpty())
        return Error{QCoreApplication::translate("ImagenHubImport",
                                                 "the file is empty; expected a header 'uid' + one column per model"),
                     path, 1};

    QStringList header = lines.constFirst().split(QLatin1Char('\t'));
    for (QString &h : header)
        h = h.trimmed();
    qsizetype uidAt = -1;
    for (qsizetype c = 0; c < header.size(); ++c)
        if (header.at(c).compare(uidColumn, Qt::CaseInsensitive) == 0)
            uidAt = c;
    if (uidAt < 0)
        return Error{QCoreApplication::translate("ImagenHubImport", "the header lacks the 'uid' column (found: %1)")
                         .arg(header.join(QStringLiteral(", "))),
                     path, 1};
    for (qsizetype c = 0; c < header.size(); ++c) {
        if (c == uidAt)
            continue;
        if (header.at(c).isEmpty())
            return Error{
                QCoreApplication::translate("ImagenHubImport", "header column %1 has no model name").arg(c + 1), path,
                1};
        if (header.indexOf(header.at(c)) != c)
            return Error{
                QCoreApplication::translate("ImagenHubImport", "the header names model '%1' twice").arg(header.at(c)),
                path, 1};
    }
    if (header.size() < 2)
        return Error{QCoreApplication::translate("ImagenHubImport", "the header names no model columns after 'uid'"),
                     path, 1};

    QHash<QString, int> seen; // uid -> first line
    const qsizetype total = lines.size();
    for (qsizetype i = 1; i < total; ++i) {
        const int line = int(i) + 1;
        const QString &record = lines.at(i);
        if (record.trimmed().isEmpty())
            continue;
        const QStringList fields = record.split(QLatin1Char('\t'));
        if (fields.size() != header.size())
            return Error{QCoreApplication::translate("ImagenHubImport", "this row has %1 fields but the header has %2")
                             .arg(fields.size())
                             .arg(header.size()),
                         path, line};
        const QString uid = fields.at(uidAt).trimmed();
        if (uid.isEmpty())
            return Error{QCoreApplication::translate("ImagenHubImport", "the 'uid' cell is empty"), path, line};
        if (const auto first = seen.constFind(uid); first != seen.constEnd())
            return Error{QCoreApplication::translate("ImagenHubImport", "uid '%1' already appears on line %2")
                             .arg(uid, QString::number(*first)),
                         path, line};
        seen.insert(uid, line);
        for (qsizetype c = 0; c < fields.size(); ++c) {
            const QString cell = fields.at(c).trimmed();
            if (c == uidAt || cell.isEmpty()) // an empty cell: this rater did not rate this output
                continue;
            double sc = 0.0;
            double pq = 0.0;
            if (!parseCell(cell, &sc, &pq))
                return Error{QCoreApplication::translate(
                                 "ImagenHubImport", "model '%1': '%2' is not a rating pair [SC, PQ] of two numbers")
                                 .arg(header.at(c), cell),
                             path, line};
            if (!inUnitRange(sc) || !inUnitRange(pq))
                return Error{QCoreApplication::translate("ImagenHubImport",
                                                         "model '%1': '%2' holds a value outside the scale 0-1")
                                 .arg(header.at(c), cell),
                             path, line};
            Output &out = items.output(uid, header.at(c), {path, line});
            out.ratings.push_back(rating(annotator, dimensionSc, sc, line));
            out.ratings.push_back(rating(annotator, dimensionPq, pq, line));
            // ImagenHub's overall score, per rater (ImagenHub, Ku et al. 2024: O = sqrt(SC·PQ)); stored so that every
            // tool sees the same O.
            out.ratings.push_back(rating(annotator, dimensionO, std::sqrt(sc * pq), line));
        }
        if (i % 64 == 0 && !reportProgress(progress, i, total))
            return Error{QCoreApplication::translate("ImagenHubImport", "import cancelled; the study was not changed"),
                         path};
    }
    if (seen.isEmpty())
        return Error{QCoreApplication::translate("ImagenHubImport", "the file holds a header but no ratings"), path};
    return Status::success();
}

} // namespace

QString ImagenHubImport::id() const
{
    return QStringLiteral("imagenhub");
}

QString ImagenHubImport::name() const
{
    return QCoreApplication::translate("ImagenHubImport", "ImagenHub images and human ratings");
}

QString ImagenHubImport::description() const
{
    return QCoreApplication::translate("ImagenHubImport",
                                       "ImagenHub rater TSV file or folder of them (uid + one '[SC, PQ]' column per "
                                       "model; ratings SC, PQ, O), or an output folder input/, <Model>/, GroundTruth/ "
                                       "with dataset_lookup.json and the rater TSVs beside them");
}

QStringList ImagenHubImport::fileSuffixes() const
{
    return {QStringLiteral("tsv")};
}

int ImagenHubImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (info.isFile())
        return info.suffix().compare(QLatin1String("tsv"), Qt::CaseInsensitive) == 0 && looksLikeRaterFile(path) ? 90
                                                                                                                 : 0;
    if (!info.isDir())
        return 0;
    const QDir dir(info.absoluteFilePath());
    if (ImagenHubLayout::isLayout(dir, true))
        return 90;
    // Peek at a few files only; a rater folder holds a handful.
    const QStringList files = tsvFiles(dir);
    for (qsizetype i = 0; i < std::min<qsizetype>(files.size(), 8); ++i)
        if (looksLikeRaterFile(files.at(i)))
            return 90;
    return 0;
}

QString ImagenHubImport::taskFromFileName(const QString &fileName)
{
    const QString base = QFileInfo(fileName).completeBaseName();
    const qsizetype underscore = base.lastIndexOf(QLatin1Char('_'));
    return underscore > 0 ? base.left(underscore) : QString();
}

QString ImagenHubImport::taskTag(const QString &task)
{
    return QStringLiteral("imagenhub-task:") + task;
}

Status ImagenHubImport::attach(StudyData &batch, const StudyData &stored) const
{
    const QString prefix = taskTag(QString());
    const auto taskOf = [&](const Item &item) {
        for (const QString &tag : item.tags)
            if (tag.startsWith(prefix))
                return tag.mid(prefix.size());
        return QString();
    };
    QHash<QString, QString> storedTask; // key -> task ("" for an item imported before tasks were tagged)
    for (const Item &item : stored.items)
        storedTask.insert(item.key, taskOf(item));
    for (Item &item : batch.items) {
        const QString task = taskOf(item);
        if (task.isEmpty())
            continue;
        const QString prefixed = task + QLatin1Char('/') + item.key;
        const auto same = storedTask.constFind(item.key);
        // A stored item of another task keeps the uid; this task's items move to (or join) "<task>/<uid>". An item
        // stored without a task tag is taken to be of this task, as every study made before tasks were told apart.
        if (storedTask.contains(prefixed) || (same != storedTask.constEnd() && !same->isEmpty() && *same != task))
            item.key = prefixed;
    }
    return Status::success();
}

QString ImagenHubImport::annotatorFromFileName(const QString &fileName)
{
    const QString base = QFileInfo(fileName).completeBaseName();
    const qsizetype underscore = base.lastIndexOf(QLatin1Char('_'));
    const QString tail = base.mid(underscore + 1);
    return tail.isEmpty() ? base : tail;
}

Result<StudyData> ImagenHubImport::read(const QString &path, const ImportOptions &options,
                                        const ProgressCallback &progress) const
{
    const QFileInfo info(path);
    QStringList files;
    const bool layout = info.isDir() && ImagenHubLayout::isLayout(QDir(info.absoluteFilePath()), false);
    if (info.isDir()) {
        files = tsvFiles(QDir(info.absoluteFilePath()));
        if (files.isEmpty() && !layout)
            return Error{QCoreApplication::translate("ImagenHubImport",
                                                     "no .tsv rater files in this folder; expected one per rater"),
                         path};
    } else if (info.isFile()) {
        files << info.absoluteFilePath();
    } else {
        return Error{QCoreApplication::translate("ImagenHubImport", "no such file or folder"), path};
    }

    // The images come first, so that items keep the order of input/ and ratings find their outputs.
    LongTableItems items;
    const qint64 parts = files.size() + (layout ? 1 : 0);
    if (layout) {
        if (Status s = ImagenHubLayout::read(QDir(info.absoluteFilePath()), items, part(progress, 0, parts)); !s)
            return s.error();
    }
    QHash<QString, QString> fileOfAnnotator;
    for (qsizetype f = 0; f < files.size(); ++f) {
        const QString &file = files.at(f);
        const QString annotator =
            info.isFile() && !options.annotator.isEmpty() ? options.annotator : annotatorFromFileName(file);
        if (const auto other = fileOfAnnotator.constFind(annotator); other != fileOfAnnotator.constEnd())
            return Error{QCoreApplication::translate("ImagenHubImport",
                                                     "this file and '%1' both name annotator '%2' (the text after "
                                                     "the last '_' of the file name); rename one")
                             .arg(QFileInfo(*other).fileName(), annotator),
                         file};
        fileOfAnnotator.insert(annotator, file);
        if (Status s = readRaterFile(file, annotator, items, part(progress, parts - files.size() + f, parts)); !s)
            return s.error();
    }

    // One task per import: the files' names give it, else the image folder's ("ImagenHub_Subject-Driven_IG").
    QStringList tasks;
    for (const QString &file : std::as_const(files))
        if (const QString task = taskFromFileName(file); !task.isEmpty() && !tasks.contains(task))
            tasks << task;
    if (tasks.size() > 1)
        return Error{QCoreApplication::translate("ImagenHubImport",
                                                 "these rater files belong to different tasks (%1), which reuse "
                                                 "uids and models; import each task's files on their own")
                         .arg(tasks.join(QStringLiteral(", "))),
                     path};
    if (tasks.isEmpty() && layout) {
        QString folder = QDir(info.absoluteFilePath()).dirName();
        if (folder.startsWith(QLatin1String("ImagenHub_")))
            folder = folder.mid(int(qstrlen("ImagenHub_")));
        tasks << folder;
    }

    StudyData data = items.take();
    if (!tasks.isEmpty())
        for (Item &item : data.items)
            item.tags << taskTag(tasks.constFirst());
    if (files.isEmpty()) { // images without ratings declare no rating dimensions
        reportProgress(progress, 1, 1);
        return data;
    }
    data.dimensions = {
        {dimensionSc, 0.0, 1.0,
         QCoreApplication::translate("ImagenHubImport",
                                     "semantic consistency: how well the edit follows the instruction")},
        {dimensionPq, 0.0, 1.0,
         QCoreApplication::translate("ImagenHubImport", "perceptual quality: naturalness and absence of artifacts")},
        {dimensionO, 0.0, 1.0, QCoreApplication::translate("ImagenHubImport", "overall, sqrt(SC * PQ) per rater")}};
    reportProgress(progress, 1, 1);
    return data;
}

} // namespace editlens::core
