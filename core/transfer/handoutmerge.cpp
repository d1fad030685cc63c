// Merging an annotator's packed study (handout.cpp) back into the original, by natural keys: the checks, the
// transaction, ratings and preferences. Differences, masks and the rest are in handoutmerge_rows.cpp.
#include "handout.h"
#include "handoutmerger.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/studydata.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cmath>
#include <variant>

namespace editlens::core {

namespace handout {

QString packAnnotatorId()
{
    return QStringLiteral("(SELECT id FROM annotators WHERE name = ?)");
}

Merger::Merger(StudyStore &study, StudyStore &pack, const HandoutRecord &record, MergeReport &report)
    : m_study(study)
    , m_pack(pack)
    , m_info(record)
    , m_packedAt(record.packedAt.toString(Qt::ISODateWithMs))
    , m_report(report)
    , m_what(QCoreApplication::translate("Handout", "cannot merge the packed study"))
{
}

Status Merger::run()
{
    for (const auto &step :
         {&Merger::loadKeys, &Merger::ratings, &Merger::preferences, &Merger::differences, &Merger::masks,
          &Merger::completions, &Merger::sessions, &Merger::submissions, &Merger::revisions})
        if (Status s = (this->*step)(); !s)
            return s;
    return Status::success();
}

Status Merger::inPack(QSqlQuery &q, const QString &sql, const QVariantList &b)
{
    return execBound(q, sql, b, m_what, m_pack.filePath());
}

Status Merger::inStudy(QSqlQuery &q, const QString &sql, const QVariantList &b)
{
    return execBound(q, sql, b, m_what, m_study.filePath());
}

Status Merger::inStudy(const QString &sql, const QVariantList &b)
{
    QSqlQuery q(m_study.database());
    return inStudy(q, sql, b);
}

Result<std::optional<Stored>> Merger::storedIn(const QString &sql, const QVariantList &b,
                                               const std::function<QString(const QSqlQuery &)> &valueOf)
{
    QSqlQuery q(m_study.database());
    if (Status s = inStudy(q, sql, b); !s)
        return s.error();
    if (!q.next())
        return std::optional<Stored>();
    return std::optional<Stored>(Stored{valueOf(q), q.value(1).toString()});
}

void Merger::skip(JudgementKind kind, const QString &line)
{
    ++m_report.counts[kind].skipped;
    m_report.skipped << line;
}

Status Merger::settle(MergeConflict ctx, const std::optional<Stored> &study, const QString &packValue,
                      const QString &packTime, const std::function<Status()> &insert,
                      const std::function<Status()> &update)
{
    MergeCounts &c = m_report.counts[ctx.kind];
    if (!study) {
        ++c.added;
        return insert();
    }
    if (study->value == packValue) {
        ++c.unchanged;
        return Status::success();
    }
    ctx.annotator = m_info.annotator;
    ctx.studyValue = study->value;
    ctx.studyTime = study->time;
    ctx.packValue = packValue;
    ctx.packTime = packTime;
    ctx.packWins = packTime > study->time; // ISO 8601 UTC text sorts as time; "" (imported) first
    if (study->time > m_packedAt) {
        ++c.conflicts;
        m_report.conflicts << ctx;
    }
    if (!ctx.packWins) {
        if (study->time <= m_packedAt)
            ++c.unchanged;
        return Status::success();
    }
    ++c.changed;
    return update();
}

Status Merger::loadKeys()
{
    const Result<qint64> annotator = recordAnnotator(m_study.database(), m_info.annotator, m_study.filePath());
    if (!annotator)
        return annotator.error();
    m_annotator = annotator.value();
    QSqlQuery q(m_study.database());
    // An image's size as the study stored it, else its path (a study made without probing stores no size): a box
    // is checked against it only when one needs it.
    const auto size = [&](int column, int pathColumn) -> std::variant<QSize, QString> {
        if (!q.value(column).isNull())
            return QSize(q.value(column).toInt(), q.value(column + 1).toInt());
        return q.value(pathColumn).toString();
    };
    if (Status s =
            inStudy(q, QStringLiteral("SELECT id, key, source_width, source_height, source_path FROM items"), {});
        !s)
        return s;
    while (q.next()) {
        m_items.insert(q.value(1).toString(), q.value(0).toLongLong());
        m_sourceSizes.insert(q.value(0).toLongLong(), size(2, 4));
    }
    if (Status s =
            inStudy(q,
                    QStringLiteral("SELECT o.id, i.key, s.name, o.width, o.height, o.item_id, o.path FROM outputs o"
                                   " JOIN items i ON i.id = o.item_id JOIN systems s ON s.id = o.system_id"),
                    {});
        !s)
        return s;
    while (q.next()) {
        m_outputs.insert({q.value(1).toString(), q.value(2).toString()}, q.value(0).toLongLong());
        m_outputSizes.insert(q.value(0).toLongLong(), size(3, 6));
        m_outputItems.insert(q.value(0).toLongLong(), q.value(5).toLongLong());
    }
    if (Status s = inStudy(q, QStringLiteral("SELECT id, name, scale_min, scale_max FROM dimensions"), {}); !s)
        return s;
    while (q.next()) {
        m_dimensions.insert(q.value(1).toString(), q.value(0).toLongLong());
        m_scales.insert(q.value(1).toString(), {q.value(2).toDouble(), q.value(3).toDouble()});
    }
    return Status::success();
}

Status Merger::ratings()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT i.key, s.name, d.name, r.value, r.updated_at, r.id FROM ratings r"
                                         " JOIN outputs o ON o.id = r.output_id JOIN items i ON i.id = o.item_id"
                                         " JOIN systems s ON s.id = o.system_id"
                                         " JOIN dimensions d ON d.id = r.dimension_id WHERE r.annotator_id = ")
                              + packAnnotatorId(),
                          {m_info.annotator});
        !s)
        return s;
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), system = p.value(1).toString(),
                      dimension = p.value(2).toString(), time = p.value(4).toString();
        bool number = false;
        const double value = p.value(3).toDouble(&number);
        const qint64 row = p.value(5).toLongLong();
        const QString table = QStringLiteral("ratings");
        const Result<qint64> found = output(JudgementKind::Rating, table, row, itemKey, system);
        if (!found)
            return found.error();
        if (Status t = checkTime(table, row, time); !t)
            return t;
        const qint64 out = found.value();
        if (out == 0)
            continue;
        const qint64 dim = m_dimensions.value(dimension);
        if (dim == 0) {
            skip(JudgementKind::Rating,
                 QCoreApplication::translate("Handout", "ratings: the study has no dimension '%1'").arg(dimension));
            continue;
        }
        // The file's own schema is the annotator's: a NaN or a value off the scale is refused here, as an import
        // refuses it.
        const auto [lo, hi] = m_scales.value(dimension);
        if (!number || !std::isfinite(value) || value < lo || value > hi)
            return refuse(table, row,
                          QCoreApplication::translate("Handout", "rating %1 is outside the scale %2-%3 of '%4'")
                              .arg(p.value(3).toString())
                              .arg(lo)
                              .arg(hi)
                              .arg(dimension));
        const QVariantList key = {out, dim, m_annotator};
        auto stored =
            storedIn(QStringLiteral("SELECT value, updated_at FROM ratings WHERE output_id = ?"
                                    " AND dimension_id = ? AND annotator_id = ?"),
                     key, [](const QSqlQuery &q) -> QString { return QString::number(q.value(0).toDouble()); });
        if (!stored)
            return stored.error();
        Status s = settle(
            where(JudgementKind::Rating, itemKey, studySystem(system), dimension), stored.value(),
            QString::number(value), time,
            [&] {
                return inStudy(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value,"
                                              " updated_at) VALUES (?, ?, ?, ?, ?)"),
                               key + QVariantList{value, time});
            },
            [&] {
                return inStudy(QStringLiteral("UPDATE ratings SET value = ?, updated_at = ? WHERE output_id = ?"
                                              " AND dimension_id = ? AND annotator_id = ?"),
                               QVariantList{value, time} + key);
            });
        if (!s)
            return s;
    }
    return Status::success();
}

Status Merger::preferences()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT i.key, sa.name, sb.name, f.dimension, f.choice, f.updated_at,"
                                         " coalesce(sl.name, ''), f.id FROM preferences f"
                                         " JOIN items i ON i.id = f.item_id"
                                         " JOIN outputs oa ON oa.id = f.output_a"
                                         " JOIN systems sa ON sa.id = oa.system_id"
                                         " JOIN outputs ob ON ob.id = f.output_b"
                                         " JOIN systems sb ON sb.id = ob.system_id"
                                         " LEFT JOIN outputs ol ON ol.id = f.left_output"
                                         " LEFT JOIN systems sl ON sl.id = ol.system_id WHERE f.annotator_id = ")
                              + packAnnotatorId(),
                          {m_info.annotator});
        !s)
        return s;
    const auto valueText = [](const QString &choice, const QString &left) -> QString {
        return left.isEmpty() ? choice : QCoreApplication::translate("Handout", "%1 (left: %2)").arg(choice, left);
    };
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), systemA = p.value(1).toString(), systemB = p.value(2).toString(),
                      dimension = p.value(3).toString(), choice = p.value(4).toString(), time = p.value(5).toString(),
                      left = p.value(6).toString();
        const qint64 row = p.value(7).toLongLong();
        const QString table = QStringLiteral("preferences");
        if (!preferenceChoiceFromName(choice) || preferenceChoiceName(*preferenceChoiceFromName(choice)) != choice)
            return refuse(table, row, QCoreApplication::translate("Handout", "unknown choice '%1'").arg(choice));
        if (systemA == systemB || (!left.isEmpty() && left != systemA && left != systemB))
            return refuse(table, row,
                          QCoreApplication::translate("Handout",
                                                      "the pair or the output shown on the left is not valid"));
        if (Status t = checkTime(table, row, time); !t)
            return t;
        const Result<qint64> foundA = output(JudgementKind::Preference, table, row, itemKey, systemA);
        if (!foundA)
            return foundA.error();
        const Result<qint64> foundB = foundA.value() == 0
                                          ? Result<qint64>(qint64(0))
                                          : output(JudgementKind::Preference, table, row, itemKey, systemB);
        if (!foundB)
            return foundB.error();
        const qint64 a = foundA.value(), b = foundB.value();
        if (a == 0 || b == 0)
            continue;
        if (!dimension.isEmpty() && !m_dimensions.contains(dimension)) {
            skip(JudgementKind::Preference,
                 QCoreApplication::translate("Handout", "preferences: the study has no dimension '%1'").arg(dimension));
            continue;
        }
        const qint64 leftId = left.isEmpty() ? 0 : m_outputs.value({itemKey, studySystem(left)});
        const QVariant leftValue = leftId > 0 ? QVariant(leftId) : QVariant(QMetaType::fromType<qint64>());
        const QVariantList key = {a, b, dimension, m_annotator};
        auto stored =
            storedIn(QStringLiteral(
                         "SELECT f.choice, f.updated_at, coalesce(sl.name, '') FROM preferences f"
                         " LEFT JOIN outputs ol ON ol.id = f.left_output"
                         " LEFT JOIN systems sl ON sl.id = ol.system_id"
                         " WHERE f.output_a = ? AND f.output_b = ? AND f.dimension = ? AND f.annotator_id = ?"),
                     key, [&](const QSqlQuery &q) -> QString {
                         return valueText(q.value(0).toString(), q.value(2).toString());
                     });
        if (!stored)
            return stored.error();
        Status s = settle(
            where(JudgementKind::Preference, itemKey, studySystem(systemA) + QLatin1Char('|') + studySystem(systemB),
                  dimension),
            stored.value(), valueText(choice, studySystem(left)), time,
            [&] {
                return inStudy(QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension,"
                                              " annotator_id, choice, updated_at, left_output)"
                                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                               QVariantList{m_items.value(itemKey)} + key + QVariantList{choice, time, leftValue});
            },
            [&] {
                return inStudy(QStringLiteral("UPDATE preferences SET choice = ?, updated_at = ?, left_output = ?"
                                              " WHERE output_a = ? AND output_b = ? AND dimension = ?"
                                              " AND annotator_id = ?"),
                               QVariantList{choice, time, leftValue} + key);
            });
        if (!s)
            return s;
    }
    return Status::success();
}

} // namespace handout

QString judgementKindName(JudgementKind kind)
{
    switch (kind) {
    case JudgementKind::Rating:
        return QCoreApplication::translate("Handout", "ratings");
    case JudgementKind::Preference:
        return QCoreApplication::translate("Handout", "preferences");
    case JudgementKind::Difference:
        return QCoreApplication::translate("Handout", "differences");
    case JudgementKind::CoherenceLabel:
        return QCoreApplication::translate("Handout", "labels");
    case JudgementKind::Mask:
        return QCoreApplication::translate("Handout", "masks");
    case JudgementKind::Review:
        return QCoreApplication::translate("Handout", "reviews");
    case JudgementKind::Completion:
        return QCoreApplication::translate("Handout", "completions");
    case JudgementKind::Session:
        return QCoreApplication::translate("Handout", "sessions");
    case JudgementKind::Submission:
        return QCoreApplication::translate("Handout", "submissions");
    case JudgementKind::Revision:
        return QCoreApplication::translate("Handout", "revisions");
    }
    return {};
}

int MergeReport::added() const
{
    int n = 0;
    for (const auto &[kind, c] : counts)
        n += c.added;
    return n;
}

int MergeReport::changed() const
{
    int n = 0;
    for (const auto &[kind, c] : counts)
        n += c.changed;
    return n;
}

namespace {

/// The study's record of the hand-out `info` describes, once the hand-out proved it is that one: its token matches
/// the record's and it names the annotator it was made for. The annotator has the whole file and may change any of
/// it; only the token, which the study keeps as a hash, cannot be made up.
Result<HandoutRecord> checkIdentity(StudyStore &study, const PackInfo &info, const QString &packPath)
{
    if (info.id.isEmpty() || info.token.isEmpty())
        return Error{QCoreApplication::translate("Handout",
                                                 "the hand-out carries no identity (an older EditLens packed it, or "
                                                 "it was altered); pack it again; nothing was merged"),
                     packPath};
    Result<std::optional<HandoutRecord>> record = handoutRecord(study, info.id);
    if (!record)
        return record.error();
    if (!record.value())
        return Error{QCoreApplication::translate("Handout",
                                                 "the study has no record of hand-out %1: it was not packed from "
                                                 "this study, or it was altered; nothing was merged")
                         .arg(info.id),
                     packPath};
    const HandoutRecord &r = *record.value();
    if (handout::tokenSha256(info.token) != r.tokenSha256)
        return Error{QCoreApplication::translate("Handout",
                                                 "the hand-out's token does not match the study's record of it: the "
                                                 "file was altered; nothing was merged"),
                     packPath};
    if (info.annotator != r.annotator)
        return Error{QCoreApplication::translate("Handout",
                                                 "this hand-out was made for '%1' but names '%2': a hand-out merges "
                                                 "only as the annotator it was made for; nothing was merged")
                         .arg(r.annotator, info.annotator),
                     packPath};
    return r;
}

} // namespace

Result<MergeReport> mergePack(StudyStore &study, const QString &packedFile)
{
    const QString packPath = QFileInfo(packedFile).absoluteFilePath();
    if (packPath == study.filePath())
        return Error{QCoreApplication::translate("Handout", "a study cannot be merged into itself"), packPath};
    Result<std::optional<PackInfo>> own = packInfo(study);
    if (!own)
        return own.error();
    if (own.value())
        return Error{QCoreApplication::translate("Handout",
                                                 "this study is itself a hand-out; merge into the original study '%1'")
                         .arg(own.value()->sourceName),
                     study.filePath()};
    Result<std::unique_ptr<StudyStore>> opened = StudyStore::open(packPath);
    if (!opened)
        return Error{opened.error().message + QCoreApplication::translate("Handout", "; nothing was merged"), packPath};
    StudyStore &pack = *opened.value();
    if (const QString health = pack.integrityCheck(); health != QLatin1String("ok"))
        return Error{
            QCoreApplication::translate("Handout", "the packed study is damaged (%1); nothing was merged").arg(health),
            packPath};
    Result<std::optional<PackInfo>> info = packInfo(pack);
    if (!info)
        return Error{info.error().message + QCoreApplication::translate("Handout", "; nothing was merged"), packPath};
    if (!info.value())
        return Error{QCoreApplication::translate(
                         "Handout", "not a packed study (editlens-cli pack makes one); nothing was merged"),
                     packPath};
    QSqlQuery q(study.database());
    if (Status s =
            execBound(q, QStringLiteral("SELECT value FROM study_meta WHERE key = 'pack.study_id'"), {},
                      QCoreApplication::translate("Handout", "cannot read the study settings"), study.filePath());
        !s)
        return s.error();
    const QString studyId = q.next() ? q.value(0).toString() : QString();
    q.finish();
    // Two studies may well share a name (two copies of one demo): the ids tell them apart.
    if (studyId.isEmpty())
        return Error{QCoreApplication::translate("Handout",
                                                 "this pack was made from the study '%1' (id %2), and this study has "
                                                 "never made a pack; nothing was merged")
                         .arg(info.value()->sourceName, info.value()->sourceId),
                     packPath};
    if (studyId != info.value()->sourceId)
        return Error{QCoreApplication::translate("Handout",
                                                 "this pack was made from another study: '%1' with id %2, while this "
                                                 "study ('%3') has id %4; nothing was merged")
                         .arg(info.value()->sourceName, info.value()->sourceId, study.name(), studyId),
                     packPath};

    Result<HandoutRecord> record = checkIdentity(study, *info.value(), packPath);
    if (!record)
        return record.error();

    MergeReport report;
    report.packFile = packPath;
    report.annotator = record.value().annotator;
    handout::Merger merger(study, pack, record.value(), report);
    const Status s = runInWriteTransaction(study.database(), study.dialect(), study.filePath(),
                                           QCoreApplication::translate("Handout", "cannot merge the packed study"),
                                           [&] { return merger.run(); });
    if (!s) {
        for (const QString &file : std::as_const(merger.newFiles))
            QFile::remove(file);
        return s.error();
    }
    for (const QString &file : std::as_const(merger.replacedFiles))
        QFile::remove(file);
    return report;
}

} // namespace editlens::core
