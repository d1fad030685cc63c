// What an original study keeps about the hand-outs it packed (HandoutRecord, in study_meta), and the checks of what a
// hand-out says: paths that must stay in a folder (pack checks the study's too), times, names used in file names,
// items and outputs of the hand-out, boxes. The rows themselves are merged in handoutmerge*.cpp.
#include "handout.h"
#include "handoutmerger.h"

#include "storage/blobstore.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/studydata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>

#include <cmath>

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
    for (const auto &v : items)
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
    if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel.contains(QChar(0)))
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

Error Merger::refuse(const QString &table, qint64 row, const QString &why) const
{
    return Error{
        QCoreApplication::translate("Handout", "%1 row %2: %3; nothing was merged").arg(table).arg(row).arg(why),
        m_pack.filePath()};
}

Status Merger::checkTime(const QString &table, qint64 row, const QString &time, bool allowEmpty) const
{
    if (isValidTime(time, allowEmpty))
        return Status::success();
    return refuse(table, row,
                  QCoreApplication::translate("Handout", "'%1' is not a time, or lies in the future").arg(time));
}

QString Merger::studySystem(const QString &packSystem) const
{
    // A blinded hand-out names each output's system at random; its record maps the names back. Otherwise the
    // hand-out holds the study's own names.
    return m_info.systems.isEmpty() ? packSystem : m_info.systems.value(packSystem);
}

Result<qint64> Merger::output(JudgementKind kind, const QString &table, qint64 row, const QString &item,
                              const QString &system)
{
    if (!m_info.items.contains(item))
        return refuse(table, row,
                      QCoreApplication::translate("Handout", "item '%1' was not in the hand-out").arg(item));
    const QString name = studySystem(system);
    if (name.isEmpty())
        return refuse(table, row,
                      QCoreApplication::translate("Handout", "output '%1' of item '%2' was not in the hand-out")
                          .arg(system, item));
    const qint64 id = m_outputs.value({item, name});
    if (id == 0)
        skip(kind, QCoreApplication::translate("Handout", "%1: item '%2' has no output of '%3' in the study")
                       .arg(judgementKindName(kind), item, name));
    return id;
}

Result<qint64> Merger::item(JudgementKind kind, const QString &table, qint64 row, const QString &key)
{
    if (!m_info.items.contains(key))
        return refuse(table, row, QCoreApplication::translate("Handout", "item '%1' was not in the hand-out").arg(key));
    const qint64 id = m_items.value(key);
    if (id == 0)
        skip(kind, QCoreApplication::translate("Handout", "%1: the study has no item '%2'")
                       .arg(judgementKindName(kind), key));
    return id;
}

Status Merger::checkDifference(const PackDifference &d, qint64 outputId) const
{
    const QString table = QStringLiteral("differences");
    const auto op = editOpFromName(d.op);
    if (!op || editOpName(*op) != d.op)
        return refuse(table, d.packId, QCoreApplication::translate("Handout", "unknown op '%1'").arg(d.op));
    // A box as an import takes it: in pixels, not inverted, on its image (the original for a REMOVE).
    const std::variant<QSize, QString> known =
        *op == EditOp::Remove ? m_sourceSizes.value(m_outputItems.value(outputId)) : m_outputSizes.value(outputId);
    const QSize size = std::holds_alternative<QSize>(known)
                           ? std::get<QSize>(known)
                           : (std::get<QString>(known).isEmpty()
                                  ? QSize()
                                  : QImageReader(m_study.paths().toAbsolute(std::get<QString>(known))).size());
    const bool finite = std::isfinite(d.x0) && std::isfinite(d.y0) && std::isfinite(d.x1) && std::isfinite(d.y1);
    if (!finite || d.x0 >= d.x1 || d.y0 >= d.y1 || d.x0 < 0 || d.y0 < 0
        || (size.isValid() && (d.x1 > size.width() + 0.5 || d.y1 > size.height() + 0.5)))
        return refuse(table, d.packId,
                      QCoreApplication::translate("Handout", "box [%1, %2, %3, %4] is empty, inverted or off its image")
                          .arg(d.x0)
                          .arg(d.y0)
                          .arg(d.x1)
                          .arg(d.y1));
    if (!(d.confidence >= 0.0 && d.confidence <= 1.0))
        return refuse(table, d.packId,
                      QCoreApplication::translate("Handout", "confidence %1 is outside [0, 1]").arg(d.confidence));
    return checkTime(table, d.packId, d.updatedAt);
}

} // namespace handout

} // namespace editlens::core
