#include "viescoreimport.h"

#include "io/imagenhubimport.h"
#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"
#include "io/longcsvtable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <optional>

namespace editlens::core {

namespace {

const QLatin1String scFileName{"SC.json"};
const QLatin1String pqFileName{"PQ.json"};
const QLatin1String defaultMetric{"viescore"};
const QLatin1String importedVersion{"imported"};

/// A judge's verdict on one uid: the score already reduced to [0, 1], and where the uid stands.
struct Verdict
{
    double value = 0.0;
    int line = 0;
};

bool isSystemFolder(const QDir &dir)
{
    return dir.exists(scFileName) && dir.exists(pqFileName);
}

std::optional<double> number(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

// The smallest sub-score of a "score" value: a number, a list of numbers, or a string holding
// either ("[8, 7]", "7"), as the judges' raw answers come. nullopt when it is none of these, or when a
// sub-score lies outside VIEScore's scale 0-10; that sub-score is then stored in `*outside`.
std::optional<double> minimumSubScore(const QJsonValue &score, std::optional<double> *outside)
{
    QJsonArray list;
    if (score.isArray()) {
        list = score.toArray();
    } else if (score.isString()) {
        // Wrapping in brackets lets one parse read both "[8, 7]" and a bare "7".
        const QByteArray wrapped = '[' + score.toString().toUtf8() + ']';
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(wrapped, &error);
        if (error.error != QJsonParseError::NoError || !doc.isArray())
            return std::nullopt;
        list = doc.array();
        if (list.size() == 1 && list.at(0).isArray())
            list = list.at(0).toArray();
    } else {
        list.append(score);
    }
    if (list.isEmpty())
        return std::nullopt;
    std::optional<double> lowest;
    for (const auto &v : std::as_const(list)) {
        const std::optional<double> d = number(v);
        if (!d || !std::isfinite(*d))
            return std::nullopt;
        if (*d < 0.0 || *d > 10.0) {
            *outside = *d;
            return std::nullopt;
        }
        lowest = lowest ? std::min(*lowest, *d) : *d;
    }
    return lowest;
}

// Reads one SC.json or PQ.json: uid -> min(sub-scores)/10, in [0, 1] since every sub-score is in [0, 10].
Result<QMap<QString, Verdict>> readJudgeFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("VieScoreImport", "cannot open: %1").arg(file.errorString()), path};
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("VieScoreImport", "invalid JSON: %1").arg(parseError.errorString()),
                     path, lineAt(data, parseError.offset)};
    if (!doc.isObject())
        return Error{QCoreApplication::translate(
                         "VieScoreImport", "expected an object mapping uids to {\"score\": ..., \"reasoning\": ...}"),
                     path, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, path); !unique)
        return unique.error();

    const QJsonObject root = doc.object();
    // QJsonObject forgets positions: where each uid's entry starts, from one pass over the raw text.
    const QHash<QString, int> keyLines = topLevelKeyLines(data);
    QMap<QString, Verdict> verdicts;
    for (auto it = root.constBegin(); it != root.constEnd(); ++it) {
        const QString uid = it.key();
        const int line = keyLines.value(uid, 0);
        if (!it.value().isObject())
            return Error{
                QCoreApplication::translate("VieScoreImport", "uid '%1': expected an object with a \"score\"").arg(uid),
                path, line};
        const QJsonValue score = it.value().toObject().value(QLatin1String("score"));
        std::optional<double> outside;
        const std::optional<double> lowest = minimumSubScore(score, &outside);
        if (outside)
            return Error{QCoreApplication::translate("VieScoreImport",
                                                     "uid '%1': the sub-score %2 lies outside VIEScore's scale 0-10")
                             .arg(uid, QString::number(*outside)),
                         path, line};
        if (!lowest) {
            const QString shown =
                score.isUndefined() ? QCoreApplication::translate("VieScoreImport", "(missing)")
                                    : QString::fromUtf8(QJsonDocument(QJsonArray{score}).toJson(QJsonDocument::Compact))
                                          .mid(1)
                                          .chopped(1);
            return Error{QCoreApplication::translate("VieScoreImport",
                                                     "uid '%1': the score %2 is not a number or a list of numbers")
                             .arg(uid, shown),
                         path, line};
        }
        verdicts.insert(uid, {*lowest / 10.0, line});
    }
    return verdicts;
}

Score score(const QString &metric, double value)
{
    Score s;
    s.metric = metric;
    s.version = importedVersion;
    s.value = value;
    return s;
}

} // namespace

QString VieScoreImport::id() const
{
    return QStringLiteral("viescore");
}

QString VieScoreImport::name() const
{
    return QCoreApplication::translate("VieScoreImport", "VIEScore judge outputs");
}

QString VieScoreImport::description() const
{
    return QCoreApplication::translate(
        "VieScoreImport", "VIEScore folder <system>/SC.json + PQ.json; scores SC, PQ, O under --metric (viescore)");
}

QStringList VieScoreImport::fileSuffixes() const
{
    return {};
}

int VieScoreImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.isDir())
        return 0;
    const QDir dir(info.absoluteFilePath());
    const QStringList subfolders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    // Peek at a few subfolders only.
    for (qsizetype i = 0; i < std::min<qsizetype>(subfolders.size(), 32); ++i)
        if (isSystemFolder(QDir(dir.filePath(subfolders.at(i)))))
            return 90;
    return isSystemFolder(dir) ? 80 : 0;
}

QString VieScoreImport::taskOfFolder(const QString &folder)
{
    const QLatin1String prefix{"ImagenHub_"};
    QDir dir(QFileInfo(folder).absoluteFilePath());
    if (isSystemFolder(dir) || dir.exists(scFileName) || dir.exists(pqFileName))
        dir.cdUp(); // one system's folder: its parent is the task's
    const QString name = dir.dirName();
    return name.startsWith(prefix) && name.size() > prefix.size() ? name.mid(prefix.size()) : QString();
}

Status VieScoreImport::attach(StudyData &batch, const StudyData &stored) const
{
    const QString tagPrefix = ImagenHubImport::taskTag(QString());
    const auto taskOf = [&](const Item &item) {
        for (const QString &tag : item.tags)
            if (tag.startsWith(tagPrefix))
                return tag.mid(tagPrefix.size());
        return QString();
    };
    // uid -> the stored items holding it: keyed "<uid>", or "<task>/<uid>" for the task it is tagged with.
    struct Holder
    {
        const Item *item;
        QString task;
    };
    QHash<QString, QVector<Holder>> holders;
    for (const Item &item : stored.items) {
        const QString task = taskOf(item);
        const QString prefix = task + QLatin1Char('/');
        const QString uid = !task.isEmpty() && item.key.startsWith(prefix) ? item.key.mid(prefix.size()) : item.key;
        holders[uid].push_back({&item, task});
    }
    for (Item &item : batch.items) {
        const QString task = taskOf(item);
        const QVector<Holder> found = holders.value(item.key);
        const Holder *same = nullptr;
        const Holder *untagged = nullptr;
        QStringList others;
        for (const Holder &h : found) {
            if (!task.isEmpty() && h.task == task)
                same = &h;
            else if (h.task.isEmpty())
                untagged = &h;
            else
                others << h.task;
        }
        if (task.isEmpty()) {
            if (found.size() > 1) {
                others.sort();
                return Error{QCoreApplication::translate(
                                 "VieScoreImport",
                                 "uid '%1' is in the study for several ImagenHub tasks (%2), and this folder names "
                                 "none; import the judge files from their ImagenHub_<task> folder, as VIEScore lays "
                                 "them out, so that they join the right task")
                                 .arg(item.key, others.join(QStringLiteral(", "))),
                             item.location.file, item.location.line};
            }
            if (found.size() == 1)
                item.key = found.constFirst().item->key;
            continue;
        }
        if (same) {
            item.key = same->item->key;
            item.tags.clear(); // the stored item keeps its tags
        } else if (untagged) {
            // An item imported before tasks were tagged is taken to be of this task, as ImagenHubImport takes it.
            item.key = untagged->item->key;
            item.tags = untagged->item->tags + item.tags;
        } else if (!found.isEmpty()) {
            item.key = task + QLatin1Char('/') + item.key; // other tasks hold the uid: this task's own item
        }
    }
    return Status::success();
}

QString VieScoreImport::metricId(const QString &metric, const QString &dimension)
{
    if (dimension == QLatin1String("O"))
        return metric;
    return metric + QLatin1Char('_') + dimension.toLower();
}

Result<StudyData> VieScoreImport::read(const QString &path, const ImportOptions &options,
                                       const ProgressCallback &progress) const
{
    const QFileInfo info(path);
    if (!info.isDir())
        return Error{QCoreApplication::translate("VieScoreImport",
                                                 "expected a folder of <system>/SC.json and <system>/PQ.json"),
                     path};
    const QDir root(info.absoluteFilePath());

    // A folder holding SC.json or PQ.json itself is one system's folder; otherwise each subfolder
    // holding either is one. A system needs both files: half a judge is a mistake worth naming.
    QStringList systemFolders;
    if (root.exists(scFileName) || root.exists(pqFileName)) {
        systemFolders << root.absolutePath();
    } else {
        const QStringList names = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &name : names) {
            const QDir sub(root.filePath(name));
            if (sub.exists(scFileName) || sub.exists(pqFileName))
                systemFolders << sub.absolutePath();
        }
    }
    if (systemFolders.isEmpty())
        return Error{QCoreApplication::translate("VieScoreImport",
                                                 "no <system>/SC.json or <system>/PQ.json in this folder"),
                     root.absolutePath()};

    const QString metric = options.metric.trimmed().isEmpty() ? QString(defaultMetric) : options.metric.trimmed();
    const QString scMetric = metricId(metric, QStringLiteral("SC"));
    const QString pqMetric = metricId(metric, QStringLiteral("PQ"));
    const QString oMetric = metricId(metric, QStringLiteral("O"));

    LongTableItems items;
    const qint64 total = systemFolders.size();
    for (qint64 s = 0; s < total; ++s) {
        const QDir folder(systemFolders.at(s));
        const QString system = folder.dirName();
        for (const QLatin1String name : {scFileName, pqFileName})
            if (!folder.exists(name))
                return Error{QCoreApplication::translate("VieScoreImport",
                                                         "system '%1' has no %2; both SC.json and PQ.json are needed")
                                 .arg(system, name),
                             folder.absolutePath()};
        const QString scPath = folder.absoluteFilePath(scFileName);
        const Result<QMap<QString, Verdict>> sc = readJudgeFile(scPath);
        if (!sc)
            return sc.error();
        const Result<QMap<QString, Verdict>> pq = readJudgeFile(folder.absoluteFilePath(pqFileName));
        if (!pq)
            return pq.error();

        for (auto it = sc.value().cbegin(); it != sc.value().cend(); ++it) {
            const auto other = pq.value().constFind(it.key());
            if (other == pq.value().cend())
                continue; // VIEScore scores only uids judged on both
            const double scValue = it->value;
            const double pqValue = other->value;
            Output &out = items.output(it.key(), system, {scPath, it->line});
            out.scores.push_back(score(scMetric, scValue));
            out.scores.push_back(score(pqMetric, pqValue));
            out.scores.push_back(score(oMetric, std::sqrt(scValue * pqValue)));
        }
        if (!reportProgress(progress, s + 1, total))
            return Error{QCoreApplication::translate("VieScoreImport", "import cancelled; the study was not changed"),
                         root.absolutePath()};
    }
    StudyData data = items.take();
    if (data.items.isEmpty())
        return Error{QCoreApplication::translate("VieScoreImport", "no uid is judged in both SC.json and PQ.json"),
                     root.absolutePath()};
    // attach() reads the task from this tag, and a new item keeps it, as ImagenHubImport tags its items.
    if (const QString task = taskOfFolder(root.absolutePath()); !task.isEmpty())
        for (Item &item : data.items)
            item.tags << ImagenHubImport::taskTag(task);
    return data;
}

} // namespace editlens::core
