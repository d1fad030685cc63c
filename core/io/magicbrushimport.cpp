#include "magicbrushimport.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"
#include "io/numerickeys.h"
#include "study/exclusionregions.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <tuple>

namespace editlens::core {

namespace {

const QLatin1String sessionsFileName{"edit_sessions.json"};
const QLatin1String imagesFolderName{"images"};

/// One turn of an edit session: file names inside images/<id>/.
struct Turn
{
    QString input;
    QString output;
    QString mask; ///< empty when the turn has none
    QString instruction;
};

/// One image's chain of turns; `where` locates it for errors (its key's line in edit_sessions.json).
struct Session
{
    QString id;
    QVector<Turn> turns;
    SourceLocation where;
};

QString inputName(const QString &id)
{
    return id + QStringLiteral("-input.png");
}

QString outputName(const QString &id, int turn)
{
    return QStringLiteral("%1-output%2.png").arg(id, QString::number(turn));
}

QString maskName(const QString &id, int turn)
{
    return QStringLiteral("%1-mask%2.png").arg(id, QString::number(turn));
}

int columnAt(const QByteArray &data, qsizetype offset)
{
    const qsizetype lineStart = offset > 0 ? data.lastIndexOf('\n', offset - 1) + 1 : 0;
    return int(offset - lineStart) + 1;
}

Result<QVector<Session>> readSessionsJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("MagicBrushImport", "cannot open: %1").arg(file.errorString()), path};
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(keepLeadingByteOrderMarks(data), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return Error{QCoreApplication::translate("MagicBrushImport", "invalid JSON: %1 at column %2")
                         .arg(parseError.errorString())
                         .arg(columnAt(data, parseError.offset)),
                     path, lineAt(data, parseError.offset)};
    }
    if (!doc.isObject())
        return Error{QCoreApplication::translate("MagicBrushImport",
                                                 "expected an object mapping session ids to lists of turns"),
                     path, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, path); !unique)
        return unique.error();

    const QJsonObject root = doc.object();
    QStringList ids = root.keys();
    std::sort(ids.begin(), ids.end(), numericKeyLess);
    // QJsonObject forgets positions: where each session starts, from one pass over the raw text.
    const QHash<QString, int> keyLines = topLevelKeyLines(data);
    QVector<Session> sessions;
    for (const QString &id : std::as_const(ids)) {
        Session session;
        session.id = id;
        session.where = {path, keyLines.value(id, 0)};
        const auto fail = [&](const QString &message) { return Error{message, path, session.where.line}; };
        const QJsonValue turns = root.value(id);
        if (!turns.isArray())
            return fail(
                QCoreApplication::translate("MagicBrushImport", "session '%1' must be a list of turns").arg(id));
        const QJsonArray arr = turns.toArray();
        for (qsizetype k = 0; k < arr.size(); ++k) {
            if (!arr.at(k).isObject())
                return fail(QCoreApplication::translate("MagicBrushImport", "turn %1 of session '%2' must be an object")
                                .arg(k + 1)
                                .arg(id));
            const QJsonObject o = arr.at(k).toObject();
            // Reads one string field into `target`; only `mask` and `instruction` may be left out.
            const auto field = [&](QLatin1String key, bool required, QString *target) {
                const QJsonValue v = o.value(key);
                if ((v.isUndefined() || v.isNull()) && !required)
                    return true;
                if (!v.isString() || (required && v.toString().isEmpty()))
                    return false;
                *target = v.toString();
                return true;
            };
            Turn turn;
            for (const auto &[key, required, target] :
                 {std::tuple{QLatin1String("input"), true, &turn.input},
                  std::tuple{QLatin1String("output"), true, &turn.output},
                  std::tuple{QLatin1String("mask"), false, &turn.mask},
                  std::tuple{QLatin1String("instruction"), false, &turn.instruction}}) {
                if (!field(key, required, target))
                    return fail(
                        QCoreApplication::translate("MagicBrushImport",
                                                    "turn %1 of session '%2': field '%3' must be a non-empty string")
                            .arg(k + 1)
                            .arg(id, key));
            }
            session.turns.push_back(turn);
        }
        sessions.push_back(session);
    }
    return sessions;
}

// Without edit_sessions.json: <id>-input.png, then <id>-output1.png, <id>-output2.png, ... chained.
QVector<Session> sessionsFromFileNames(const QDir &images)
{
    QStringList ids = images.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(ids.begin(), ids.end(), numericKeyLess);
    QVector<Session> sessions;
    for (const QString &id : std::as_const(ids)) {
        const QDir dir(images.filePath(id));
        if (!dir.exists(inputName(id)))
            continue;
        Session session;
        session.id = id;
        session.where = {dir.absolutePath(), 0};
        for (int k = 1; dir.exists(outputName(id, k)); ++k) {
            Turn turn;
            turn.input = k == 1 ? inputName(id) : outputName(id, k - 1);
            turn.output = outputName(id, k);
            if (dir.exists(maskName(id, k)))
                turn.mask = maskName(id, k);
            session.turns.push_back(turn);
        }
        if (!session.turns.isEmpty())
            sessions.push_back(session);
    }
    return sessions;
}

// The folder the user means: the given one, or the one holding the given edit_sessions.json.
QDir datasetFolder(const QString &path)
{
    const QFileInfo info(path);
    return info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
}

} // namespace

QString MagicBrushImport::id() const
{
    return QStringLiteral("magicbrush");
}

QString MagicBrushImport::name() const
{
    return QCoreApplication::translate("MagicBrushImport", "MagicBrush folder");
}

QString MagicBrushImport::description() const
{
    return QCoreApplication::translate(
        "MagicBrushImport", "MagicBrush test-set folder (images/<id>/ and edit_sessions.json); one item per turn");
}

QStringList MagicBrushImport::fileSuffixes() const
{
    return {};
}

int MagicBrushImport::detect(const QString &path) const
{
    const QFileInfo info(path);
    if (info.isFile())
        return info.fileName() == sessionsFileName ? 90 : 0;
    if (!info.isDir())
        return 0;
    const QDir dir(info.absoluteFilePath());
    if (dir.exists(sessionsFileName))
        return 100;
    const QDir images(dir.filePath(imagesFolderName));
    if (!images.exists())
        return 0;
    // Peek at a few session folders only; the test set has hundreds.
    const QStringList ids = images.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (qsizetype i = 0; i < std::min<qsizetype>(ids.size(), 16); ++i)
        if (images.exists(ids.at(i) + QLatin1Char('/') + inputName(ids.at(i))))
            return 90;
    return 0;
}

Result<StudyData> MagicBrushImport::read(const QString &path, const ImportOptions &options,
                                         const ProgressCallback &progress) const
{
    if (!QFileInfo::exists(path))
        return Error{QCoreApplication::translate("MagicBrushImport", "no such folder"), path};
    const QDir root = datasetFolder(path);
    const QDir images(root.filePath(imagesFolderName));
    if (!images.exists())
        return Error{QCoreApplication::translate("MagicBrushImport",
                                                 "no '%1' folder here; expected images/<id>/<id>-input.png")
                         .arg(imagesFolderName),
                     root.path()};

    const QString sessionsPath = root.filePath(sessionsFileName);
    QVector<Session> sessions;
    if (QFileInfo::exists(sessionsPath)) {
        Result<QVector<Session>> read = readSessionsJson(sessionsPath);
        if (!read)
            return read.error();
        sessions = std::move(read).value();
        if (sessions.isEmpty())
            return Error{QCoreApplication::translate("MagicBrushImport",
                                                     "the file holds no edit sessions (expected an object mapping "
                                                     "each image id to its list of turns)"),
                         sessionsPath, 1};
    } else {
        sessions = sessionsFromFileNames(images);
    }
    if (sessions.isEmpty())
        return Error{QCoreApplication::translate(
                         "MagicBrushImport",
                         "no edit sessions found: there is no edit_sessions.json, and no images/<id>/<id>-input.png"),
                     root.path()};

    const QString system = options.system.isEmpty() ? QStringLiteral("DALL-E 2") : options.system;
    StudyData data;
    const qint64 total = sessions.size();
    for (qint64 s = 0; s < total; ++s) {
        const Session &session = sessions.at(s);
        const QDir dir(images.filePath(session.id));
        // Each referenced file must exist; the error names the session's line and the missing file.
        const auto file = [&](const QString &name, QString *absolute) -> Status {
            *absolute = QDir::cleanPath(dir.absoluteFilePath(name));
            if (!QFileInfo::exists(*absolute))
                return Error{QCoreApplication::translate("MagicBrushImport",
                                                         "session '%1' refers to '%2', which does not exist")
                                 .arg(session.id, *absolute),
                             session.where.file, session.where.line};
            return Status::success();
        };
        for (qsizetype k = 0; k < session.turns.size(); ++k) {
            const Turn &turn = session.turns.at(k);
            const int number = int(k) + 1;
            Item item;
            item.key = QStringLiteral("%1-%2").arg(session.id, QString::number(number));
            item.turn = number;
            if (number > 1)
                item.sourceItem = QStringLiteral("%1-%2").arg(session.id, QString::number(number - 1));
            item.instruction = turn.instruction;
            item.location = session.where;
            // DALL-E 2 made every target, and its watermark is a change of the first turn that no instruction asked
            // for: the tag stores the known region with the item, and the built-in detector ignores it.
            item.tags << dalle2WatermarkTag();
            Output output;
            output.system = system;
            if (Status st = file(turn.input, &item.sourcePath); !st)
                return st.error();
            if (Status st = file(turn.output, &output.path); !st)
                return st.error();
            // The dataset's target is the turn's ground truth (MagicBrush's evaluation scores a model's output
            // against it); as an output it is the reference editor's result, which the ground-truth metrics score 0.
            item.groundTruthPath = output.path;
            item.outputs.push_back(output);
            if (!turn.mask.isEmpty()) {
                Mask mask;
                if (Status st = file(turn.mask, &mask.path); !st)
                    return st.error();
                mask.kind = QStringLiteral("edit_region");
                mask.originKind = OriginKind::GroundTruth;
                mask.origin = QStringLiteral("magicbrush");
                item.masks.push_back(mask);
            }
            data.items.push_back(std::move(item));
        }
        if (!reportProgress(progress, s + 1, total))
            return Error{QCoreApplication::translate("MagicBrushImport", "import cancelled; the study was not changed"),
                         root.path()};
    }
    return data;
}

} // namespace editlens::core
