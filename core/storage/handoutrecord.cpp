// What an original study keeps about the hand-outs it packed (HandoutRecord, in study_meta), and the checks that pack
// and merge share for what a file names: paths that must stay in a folder, times, names used in file names.
#include "handout.h"
#include "handoutmerger.h"

#include "storage/blobstore.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>

namespace editlens::core {

namespace {

QString recordKey(const QString &id)
{
    return QStringLiteral("handout.") + id;
}

} // namespace

Result<std::optional<HandoutRecord>> handoutRecord(StudyStore &study, const QString &id)
{
    QSqlQuery q(study.database());
    const QString what = QCoreApplication::translate("Handout", "cannot read the study's record of its hand-outs");
    if (Status s = execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = ?"), {recordKey(id)}, what,
                             study.filePath());
        !s)
        return s.error();
    if (id.isEmpty() || !q.next())
        return std::optional<HandoutRecord>();
    const QJsonObject o = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    HandoutRecord r;
    r.id = id;
    r.annotator = o.value(QStringLiteral("annotator")).toString();
    r.tokenSha256 = o.value(QStringLiteral("token_sha256")).toString();
    const QJsonObject systems = o.value(QStringLiteral("systems")).toObject();
    for (auto it = systems.constBegin(); it != systems.constEnd(); ++it)
        r.systems.insert(it.key(), it.value().toString());
    r.packedAt = QDateTime::fromString(o.value(QStringLiteral("packed_at")).toString(), Qt::ISODateWithMs).toUTC();
    const QJsonArray items = o.value(QStringLiteral("items")).toArray();
    for (const QJsonValue &v : items)
        r.items.insert(v.toString());
    if (r.annotator.isEmpty() || r.tokenSha256.size() != 64)
        return Error{QCoreApplication::translate("Handout", "the study's record of hand-out %1 is damaged").arg(id),
                     study.filePath()};
    return std::optional<HandoutRecord>(std::move(r));
}

Status saveHandoutRecord(StudyStore &study, const HandoutRecord &record)
{
    QJsonObject systems;
    for (auto it = record.systems.cbegin(); it != record.systems.cend(); ++it)
        systems.insert(it.key(), it.value());
    QStringList itemKeys(record.items.cbegin(), record.items.cend());
    itemKeys.sort();
    const QJsonObject o{{QStringLiteral("annotator"), record.annotator},
                        {QStringLiteral("token_sha256"), record.tokenSha256},
                        {QStringLiteral("packed_at"), record.packedAt.toUTC().toString(Qt::ISODateWithMs)},
                        {QStringLiteral("systems"), systems},
                        {QStringLiteral("items"), QJsonArray::fromStringList(itemKeys)}};
    QSqlDatabase &db = study.database();
    const QString what = QCoreApplication::translate("Handout", "cannot record the hand-out in the study");
    return runInWriteTransaction(db, study.dialect(), study.filePath(), what, [&]() -> Status {
        QSqlQuery q(db);
        return execBound(q,
                         QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                             + study.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}),
                         {recordKey(record.id), QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))},
                         what, study.filePath());
    });
}

namespace handout {

QString tokenSha256(const QString &token)
{
    return blobstore::sha256Hex(token.toUtf8());
}

Result<QString> containedPath(const QString &root, const QString &rel, const QString &table, qint64 row,
                              const QString &file, bool resolveLinks)
{
    const auto refuse = [&](const QString &why) -> Error {
        return Error{
            QCoreApplication::translate("Handout", "%1 row %2: path '%3' %4").arg(table).arg(row).arg(rel, why), file};
    };
    if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel.contains(QChar(0)) || rel.contains(QLatin1Char('\\')))
        return refuse(QCoreApplication::translate("Handout", "is not a relative path inside the study's folder"));
    const QString clean = QDir::cleanPath(rel);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../")) || clean == QLatin1String("."))
        return refuse(QCoreApplication::translate("Handout", "leaves the study's folder"));
    const QString abs = QDir(root).filePath(clean);
    if (resolveLinks) {
        // The folder came from someone else: a link in it may point anywhere on this machine.
        const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
        const QFileInfo target(abs);
        const QString canonical = target.canonicalFilePath();
        if (canonical.isEmpty())
            return refuse(QCoreApplication::translate("Handout", "names no file"));
        if (canonicalRoot.isEmpty() || !canonical.startsWith(canonicalRoot + QLatin1Char('/')))
            return refuse(QCoreApplication::translate("Handout", "leaves the hand-out's folder through a link"));
        if (!QFileInfo(canonical).isFile())
            return refuse(QCoreApplication::translate("Handout", "is not a regular file"));
    }
    return clean;
}

bool isValidTime(const QString &time, bool allowEmpty)
{
    if (time.isEmpty())
        return allowEmpty;
    QDateTime t = QDateTime::fromString(time, Qt::ISODateWithMs);
    if (!t.isValid())
        return false;
    // A time far ahead would win every later conflict; a day covers any clock an annotator's machine may keep.
    return t.toUTC() <= QDateTime::currentDateTimeUtc().addDays(1);
}

bool isPlainName(const QString &name)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_]{1,64}$"));
    return plain.match(name).hasMatch();
}

} // namespace handout

} // namespace editlens::core
