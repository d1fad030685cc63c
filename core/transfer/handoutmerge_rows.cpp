// Merging a packed study: the annotator's differences with their labels and reviews, masks, completions, sessions,
// submissions and the revise log (handoutmerge.cpp has the rest).
#include "handoutmerger.h"

#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "study/studydata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QUuid>

#include <cmath>
#include <limits>

namespace editlens::core::handout {

namespace {

QString annotatorKind()
{
    return originKindName(OriginKind::Annotator);
}

const QLatin1String maskFolder("annotations/masks/");

} // namespace

Result<qint64> Merger::studyDifference(qint64 outputId, const PackDifference &d)
{
    QSqlQuery q(m_study.database());
    if (Status s = inStudy(q,
                           QStringLiteral("SELECT id FROM differences WHERE output_id = ? AND origin_kind = ?"
                                          " AND origin = ? AND op = ? AND description = ? AND x0 = ? AND y0 = ?"
                                          " AND x1 = ? AND y1 = ? ORDER BY id"),
                           {outputId, d.originKind, d.origin, d.op, d.description, d.x0, d.y0, d.x1, d.y1});
        !s)
        return s.error();
    return q.next() ? q.value(0).toLongLong() : qint64(0);
}

Status Merger::differences()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT d.id, i.key, s.name, d.op, d.description, d.x0, d.y0, d.x1, d.y1,"
                                         " d.confidence, d.origin_kind, d.origin, d.updated_at FROM differences d"
                                         " JOIN outputs o ON o.id = d.output_id JOIN items i ON i.id = o.item_id"
                                         " JOIN systems s ON s.id = o.system_id"
                                         " WHERE (d.origin_kind = ? AND d.origin = ?)"
                                         " OR EXISTS (SELECT 1 FROM coherence_labels c WHERE c.difference_id = d.id"
                                         "  AND c.origin_kind = ? AND c.origin = ?)"
                                         " OR EXISTS (SELECT 1 FROM difference_reviews r WHERE r.difference_id = d.id"
                                         "  AND r.annotator_id = ")
                              + packAnnotatorId() + QStringLiteral(") ORDER BY d.id"),
                          {annotatorKind(), m_info.annotator, annotatorKind(), m_info.annotator, m_info.annotator});
        !s)
        return s;
    QVector<PackDifference> found;
    while (p.next())
        found.push_back({p.value(0).toLongLong(), p.value(1).toString(), p.value(2).toString(), p.value(3).toString(),
                         p.value(4).toString(), p.value(10).toString(), p.value(11).toString(), p.value(12).toString(),
                         p.value(5).toDouble(), p.value(6).toDouble(), p.value(7).toDouble(), p.value(8).toDouble(),
                         p.value(9).toDouble()});
    for (const PackDifference &d : std::as_const(found)) {
        const bool own = d.originKind == annotatorKind() && d.origin == m_info.annotator;
        const JudgementKind kind = own ? JudgementKind::Difference : JudgementKind::CoherenceLabel;
        const Result<qint64> outFound = output(kind, QStringLiteral("differences"), d.packId, d.itemKey, d.system);
        if (!outFound)
            return outFound.error();
        const qint64 out = outFound.value();
        if (out == 0)
            continue;
        if (own)
            if (Status s = checkDifference(d, out); !s)
                return s;
        Result<qint64> id = studyDifference(out, d);
        if (!id)
            return id.error();
        qint64 studyId = id.value();
        if (studyId == 0 && !own) {
            skip(kind,
                 QCoreApplication::translate(
                     "Handout", "labels and reviews on a box of '%1' on item '%2' (%3) that the study no longer has")
                     .arg(d.origin, d.itemKey, studySystem(d.system)));
            continue;
        }
        if (own) {
            ++(studyId == 0 ? m_report.counts[kind].added : m_report.counts[kind].unchanged);
            if (studyId == 0) {
                QSqlQuery q(m_study.database());
                if (Status s = inStudy(q,
                                       QStringLiteral("INSERT INTO differences(output_id, op, description, x0, y0,"
                                                      " x1, y1, confidence, origin_kind, origin, updated_at)"
                                                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"),
                                       {out, d.op, d.description, d.x0, d.y0, d.x1, d.y1, d.confidence, d.originKind,
                                        d.origin, d.updatedAt});
                    !s)
                    return s;
                if (!q.next())
                    return queryError(q, m_what, m_study.filePath());
                studyId = q.value(0).toLongLong();
            }
        }
        if (Status s = labelAndReview(d, studyId); !s)
            return s;
    }
    return Status::success();
}

Status Merger::labelAndReview(const PackDifference &d, qint64 studyId)
{
    const QString detail = d.op + QLatin1Char(' ') + d.description;
    const auto labelText = [](bool coherent, const QString &rationale) -> QString {
        return (coherent ? QCoreApplication::translate("Handout", "coherent")
                         : QCoreApplication::translate("Handout", "incoherent"))
               + (rationale.isEmpty() ? QString() : QStringLiteral(": ") + rationale);
    };
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT coherent, rationale, updated_at, id FROM coherence_labels"
                                         " WHERE difference_id = ? AND origin_kind = ? AND origin = ?"),
                          {d.packId, annotatorKind(), m_info.annotator});
        !s)
        return s;
    if (p.next()) {
        const int coherent = p.value(0).toInt();
        const QString rationale = p.value(1).toString(), time = p.value(2).toString();
        const QString table = QStringLiteral("coherence_labels");
        if (p.value(0).toString() != QLatin1String("0") && p.value(0).toString() != QLatin1String("1"))
            return refuse(
                table, p.value(3).toLongLong(),
                QCoreApplication::translate("Handout", "coherent is '%1', not 0 or 1").arg(p.value(0).toString()));
        if (Status t = checkTime(table, p.value(3).toLongLong(), time); !t)
            return t;
        const QVariantList key = {studyId, annotatorKind(), m_info.annotator};
        auto stored = storedIn(QStringLiteral("SELECT coherent, updated_at, rationale FROM coherence_labels"
                                              " WHERE difference_id = ? AND origin_kind = ? AND origin = ?"),
                               key, [&](const QSqlQuery &q) -> QString {
                                   return labelText(q.value(0).toInt() == 1, q.value(2).toString());
                               });
        if (!stored)
            return stored.error();
        const auto write = [&] {
            return inStudy(
                QStringLiteral("INSERT INTO coherence_labels(difference_id, origin_kind, origin,"
                               " coherent, rationale, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
                    + m_study.dialect().upsertClause(
                        {QStringLiteral("difference_id"), QStringLiteral("origin_kind"), QStringLiteral("origin")},
                        {QStringLiteral("coherent"), QStringLiteral("rationale"), QStringLiteral("updated_at")}),
                key + QVariantList{coherent, rationale, time});
        };
        if (Status s = settle(where(JudgementKind::CoherenceLabel, d.itemKey, studySystem(d.system), detail),
                              stored.value(), labelText(coherent == 1, rationale), time, write, write);
            !s)
            return s;
    }
    if (Status s = inPack(p,
                          QStringLiteral("SELECT decision, updated_at, id FROM difference_reviews"
                                         " WHERE difference_id = ? AND annotator_id = ")
                              + packAnnotatorId(),
                          {d.packId, m_info.annotator});
        !s)
        return s;
    if (p.next()) {
        const QString decision = p.value(0).toString(), time = p.value(1).toString();
        const QString table = QStringLiteral("difference_reviews");
        const auto known = reviewDecisionFromName(decision);
        if (!known || reviewDecisionName(*known) != decision)
            return refuse(table, p.value(2).toLongLong(),
                          QCoreApplication::translate("Handout", "unknown decision '%1'").arg(decision));
        if (Status t = checkTime(table, p.value(2).toLongLong(), time); !t)
            return t;
        const QVariantList key = {studyId, m_annotator};
        auto stored = storedIn(QStringLiteral("SELECT decision, updated_at FROM difference_reviews"
                                              " WHERE difference_id = ? AND annotator_id = ?"),
                               key, [](const QSqlQuery &q) -> QString { return q.value(0).toString(); });
        if (!stored)
            return stored.error();
        const auto write = [&] {
            return inStudy(
                QStringLiteral("INSERT INTO difference_reviews(difference_id, annotator_id, decision,"
                               " updated_at) VALUES (?, ?, ?, ?)")
                    + m_study.dialect().upsertClause({QStringLiteral("difference_id"), QStringLiteral("annotator_id")},
                                                     {QStringLiteral("decision"), QStringLiteral("updated_at")}),
                key + QVariantList{decision, time});
        };
        return settle(where(JudgementKind::Review, d.itemKey, studySystem(d.system), detail), stored.value(), decision,
                      time, write, write);
    }
    return Status::success();
}

Status Merger::masks()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT i.key, coalesce(s.name, ''), m.kind, m.path, m.updated_at, m.id"
                                         " FROM masks m"
                                         " JOIN items i ON i.id = m.item_id LEFT JOIN outputs o ON o.id = m.output_id"
                                         " LEFT JOIN systems s ON s.id = o.system_id"
                                         " WHERE m.origin_kind = ? AND m.origin = ? ORDER BY m.id"),
                          {annotatorKind(), m_info.annotator});
        !s)
        return s;
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), system = p.value(1).toString(), kind = p.value(2).toString(),
                      time = p.value(4).toString();
        const qint64 row = p.value(5).toLongLong();
        const QString table = QStringLiteral("masks");
        // The kind becomes part of a file name in the study.
        if (!isPlainName(kind))
            return refuse(table, row, QCoreApplication::translate("Handout", "'%1' is not a mask kind").arg(kind));
        if (Status t = checkTime(table, row, time); !t)
            return t;
        // The path is the annotator's text: only a file inside the hand-out's folder is read, never one elsewhere on
        // this machine, and only an image is copied into the study.
        const Result<QString> packPath =
            containedPath(m_pack.rootDir(), p.value(3).toString(), table, row, m_pack.filePath(), true);
        if (!packPath)
            return Error{packPath.error().message + QCoreApplication::translate("Handout", "; nothing was merged"),
                         packPath.error().file};
        const Result<qint64> itemFound = item(JudgementKind::Mask, table, row, itemKey);
        if (!itemFound)
            return itemFound.error();
        const qint64 itemId = itemFound.value();
        if (itemId == 0)
            continue;
        const Result<qint64> outputFound =
            system.isEmpty() ? Result<qint64>(qint64(0)) : output(JudgementKind::Mask, table, row, itemKey, system);
        if (!outputFound)
            return outputFound.error();
        const qint64 outputId = outputFound.value();
        if (!system.isEmpty() && outputId == 0)
            continue;
        QFile packFile(m_pack.paths().toAbsolute(packPath.value()));
        if (!packFile.open(QIODevice::ReadOnly))
            return Error{QCoreApplication::translate("Handout", "cannot read a mask of the pack: %1")
                             .arg(packFile.errorString()),
                         packFile.fileName()};
        const QByteArray bytes = packFile.readAll();
        if (QImage::fromData(bytes).isNull())
            return refuse(table, row,
                          QCoreApplication::translate("Handout", "'%1' is not an image").arg(packPath.value()));
        // The study's row; an item-level mask has no output (NULL), which coalesce makes comparable portably.
        QSqlQuery q(m_study.database());
        if (Status s = inStudy(q,
                               QStringLiteral("SELECT id, path, updated_at FROM masks WHERE item_id = ?"
                                              " AND coalesce(output_id, 0) = ? AND kind = ? AND origin_kind = ?"
                                              " AND origin = ?"),
                               {itemId, outputId, kind, annotatorKind(), m_info.annotator});
            !s)
            return s;
        std::optional<Stored> stored;
        qint64 rowId = 0;
        QString oldPath;
        if (q.next()) {
            rowId = q.value(0).toLongLong();
            oldPath = q.value(1).toString();
            QFile studyFile(m_study.paths().toAbsolute(oldPath));
            // Compared by content: the same mask has another file name in each study.
            const bool same = studyFile.open(QIODevice::ReadOnly) && studyFile.readAll() == bytes;
            stored = Stored{same ? packPath.value() : oldPath, q.value(2).toString()};
        }
        q.finish();
        // The PNG goes where DifferenceStore::saveMask writes masks, under a new name, before the row names it.
        const auto copy = [&]() -> Result<QString> {
            const QString rel = maskFolder
                                + QStringLiteral("merged-i%1-o%2-a%3-%4-%5.png")
                                      .arg(itemId)
                                      .arg(outputId)
                                      .arg(m_annotator)
                                      .arg(kind, QUuid::createUuid().toString(QUuid::Id128).left(12));
            const QString abs = m_study.paths().toAbsolute(rel);
            if (!QDir().mkpath(QFileInfo(abs).absolutePath()))
                return Error{QCoreApplication::translate("Handout", "cannot create the mask folder"),
                             QFileInfo(abs).absolutePath()};
            QFile out(abs);
            if (!out.open(QIODevice::NewOnly) || out.write(bytes) != bytes.size() || !out.flush())
                return Error{QCoreApplication::translate("Handout", "cannot write a mask: %1").arg(out.errorString()),
                             abs};
            newFiles << abs;
            return rel;
        };
        Status s = settle(
            where(JudgementKind::Mask, itemKey, studySystem(system), kind), stored, packPath.value(), time,
            [&]() -> Status {
                Result<QString> rel = copy();
                if (!rel)
                    return rel.error();
                return inStudy(QStringLiteral("INSERT INTO masks(item_id, output_id, path, kind, origin_kind, origin,"
                                              " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                               {itemId, outputId > 0 ? QVariant(outputId) : QVariant(QMetaType::fromType<qint64>()),
                                rel.value(), kind, annotatorKind(), m_info.annotator, time});
            },
            [&]() -> Status {
                Result<QString> rel = copy();
                if (!rel)
                    return rel.error();
                if (oldPath.startsWith(maskFolder)) // only files the study wrote itself, as saveMask does
                    replacedFiles << m_study.paths().toAbsolute(oldPath);
                return inStudy(QStringLiteral("UPDATE masks SET path = ?, updated_at = ? WHERE id = ?"),
                               {rel.value(), time, rowId});
            });
        if (!s)
            return s;
    }
    return Status::success();
}

Status Merger::completions()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT i.key, s.name, c.updated_at, c.id FROM output_completions c"
                                         " JOIN outputs o ON o.id = c.output_id JOIN items i ON i.id = o.item_id"
                                         " JOIN systems s ON s.id = o.system_id WHERE c.annotator_id = ")
                              + packAnnotatorId(),
                          {m_info.annotator});
        !s)
        return s;
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), system = p.value(1).toString(), time = p.value(2).toString();
        const QString table = QStringLiteral("output_completions");
        if (Status t = checkTime(table, p.value(3).toLongLong(), time); !t)
            return t;
        const Result<qint64> found = output(JudgementKind::Completion, table, p.value(3).toLongLong(), itemKey, system);
        if (!found)
            return found.error();
        const qint64 out = found.value();
        if (out == 0)
            continue;
        auto stored = storedIn(QStringLiteral("SELECT 'complete', updated_at FROM output_completions"
                                              " WHERE output_id = ? AND annotator_id = ?"),
                               {out, m_annotator}, [](const QSqlQuery &q) -> QString { return q.value(0).toString(); });
        if (!stored)
            return stored.error();
        const auto insert = [&] {
            return inStudy(QStringLiteral("INSERT INTO output_completions(output_id, annotator_id, updated_at)"
                                          " VALUES (?, ?, ?)"),
                           {out, m_annotator, time});
        };
        if (Status s = settle(where(JudgementKind::Completion, itemKey, studySystem(system), {}), stored.value(),
                              QStringLiteral("complete"), time, insert, insert);
            !s)
            return s;
    }
    return Status::success();
}

Status Merger::sessions()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT i.key, s.started_at, s.ended_at, s.seconds, s.id"
                                         " FROM annotator_sessions s"
                                         " JOIN items i ON i.id = s.item_id WHERE s.annotator_id = ")
                              + packAnnotatorId() + QStringLiteral(" ORDER BY s.id"),
                          {m_info.annotator});
        !s)
        return s;
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), started = p.value(1).toString(), ended = p.value(2).toString();
        bool number = false;
        const double seconds = p.value(3).toDouble(&number);
        const qint64 row = p.value(4).toLongLong();
        const QString table = QStringLiteral("annotator_sessions");
        if (Status t = checkTime(table, row, started, false); !t)
            return t;
        if (Status t = checkTime(table, row, ended); !t)
            return t;
        // Time on the item, at most the time between its start and end (an open session: unknown, so unchecked).
        const double wall = ended.isEmpty() ? std::numeric_limits<double>::infinity()
                                            : double(QDateTime::fromString(started, Qt::ISODateWithMs)
                                                         .msecsTo(QDateTime::fromString(ended, Qt::ISODateWithMs)))
                                                  / 1000.0;
        if (!number || !std::isfinite(seconds) || seconds < 0 || seconds > wall + 1.0)
            return refuse(table, row,
                          QCoreApplication::translate("Handout", "%1 seconds on an item from %2 to %3")
                              .arg(p.value(3).toString(), started, ended));
        const Result<qint64> found = item(JudgementKind::Session, table, row, itemKey);
        if (!found)
            return found.error();
        const qint64 itemId = found.value();
        if (itemId == 0)
            continue;
        // A session is known by when it started; it may have ended since (its end time orders the two versions).
        const QVariantList key = {m_annotator, itemId, started};
        auto stored =
            storedIn(QStringLiteral("SELECT seconds, ended_at FROM annotator_sessions"
                                    " WHERE annotator_id = ? AND item_id = ? AND started_at = ?"),
                     key, [](const QSqlQuery &q) -> QString {
                         return q.value(1).toString() + QLatin1Char(' ') + QString::number(q.value(0).toDouble());
                     });
        if (!stored)
            return stored.error();
        Status s = settle(
            where(JudgementKind::Session, itemKey, {}, started), stored.value(),
            ended + QLatin1Char(' ') + QString::number(seconds), ended,
            [&] {
                return inStudy(QStringLiteral("INSERT INTO annotator_sessions(annotator_id, item_id, started_at,"
                                              " ended_at, seconds) VALUES (?, ?, ?, ?, ?)"),
                               key + QVariantList{ended, seconds});
            },
            [&] {
                return inStudy(QStringLiteral("UPDATE annotator_sessions SET ended_at = ?, seconds = ?"
                                              " WHERE annotator_id = ? AND item_id = ? AND started_at = ?"),
                               QVariantList{ended, seconds} + key);
            });
        if (!s)
            return s;
    }
    return Status::success();
}

Status Merger::submissions()
{
    // A submission changes when it is made and when it is reopened for revision (locked = 0, logged): it is timed by
    // the later of the two, read before the revise log is merged.
    const QString lastRevision = QStringLiteral(
        "(SELECT max(l.at) FROM revise_log l WHERE l.annotator_id = s.annotator_id AND l.item_id = s.item_id)");
    const QString columns = QStringLiteral("CASE WHEN s.locked = 1 THEN 'locked' ELSE 'open' END, CASE WHEN coalesce(")
                            + lastRevision + QStringLiteral(", '') > s.submitted_at THEN ") + lastRevision
                            + QStringLiteral(" ELSE s.submitted_at END, s.submitted_at, s.locked");
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral("SELECT ") + columns
                              + QStringLiteral(", i.key, s.id FROM item_submissions s JOIN items i ON i.id = s.item_id"
                                               " WHERE s.annotator_id = ")
                              + packAnnotatorId(),
                          {m_info.annotator});
        !s)
        return s;
    const auto valueOf = [](const QSqlQuery &q) -> QString {
        return q.value(2).toString() + QLatin1Char(' ') + q.value(0).toString();
    };
    while (p.next()) {
        const QString time = p.value(1).toString(), submitted = p.value(2).toString(), itemKey = p.value(4).toString();
        const int locked = p.value(3).toInt();
        const qint64 row = p.value(5).toLongLong();
        const QString table = QStringLiteral("item_submissions");
        if (p.value(3).toString() != QLatin1String("0") && p.value(3).toString() != QLatin1String("1"))
            return refuse(
                table, row,
                QCoreApplication::translate("Handout", "locked is '%1', not 0 or 1").arg(p.value(3).toString()));
        if (Status t = checkTime(table, row, submitted, false); !t)
            return t;
        if (Status t = checkTime(table, row, time, false); !t)
            return t;
        const Result<qint64> found = item(JudgementKind::Submission, table, row, itemKey);
        if (!found)
            return found.error();
        const qint64 itemId = found.value();
        if (itemId == 0)
            continue;
        const QVariantList key = {m_annotator, itemId};
        auto stored =
            storedIn(QStringLiteral("SELECT ") + columns
                         + QStringLiteral(" FROM item_submissions s WHERE s.annotator_id = ? AND s.item_id = ?"),
                     key, valueOf);
        if (!stored)
            return stored.error();
        Status s = settle(
            where(JudgementKind::Submission, itemKey, {}, {}), stored.value(), valueOf(p), time,
            [&] {
                return inStudy(QStringLiteral(
                                   "INSERT INTO item_submissions(annotator_id, item_id, submitted_at, locked)"
                                   " VALUES (?, ?, ?, ?)"),
                               key + QVariantList{submitted, locked});
            },
            [&] {
                return inStudy(QStringLiteral("UPDATE item_submissions SET submitted_at = ?, locked = ?"
                                              " WHERE annotator_id = ? AND item_id = ?"),
                               QVariantList{submitted, locked} + key);
            });
        if (!s)
            return s;
    }
    return Status::success();
}

Status Merger::revisions()
{
    QSqlQuery p(m_pack.database());
    if (Status s = inPack(p,
                          QStringLiteral(
                              "SELECT i.key, l.at, l.reason, l.id FROM revise_log l JOIN items i ON i.id = l.item_id"
                              " WHERE l.annotator_id = ")
                              + packAnnotatorId() + QStringLiteral(" ORDER BY l.id"),
                          {m_info.annotator});
        !s)
        return s;
    while (p.next()) {
        const QString itemKey = p.value(0).toString(), at = p.value(1).toString(), reason = p.value(2).toString();
        const QString table = QStringLiteral("revise_log");
        if (Status t = checkTime(table, p.value(3).toLongLong(), at, false); !t)
            return t;
        const Result<qint64> found = item(JudgementKind::Revision, table, p.value(3).toLongLong(), itemKey);
        if (!found)
            return found.error();
        const qint64 itemId = found.value();
        if (itemId == 0)
            continue;
        // The log only grows: an entry is known by when it was made and why.
        const QVariantList row = {m_annotator, itemId, at, reason};
        auto stored = storedIn(QStringLiteral("SELECT reason, at FROM revise_log WHERE annotator_id = ? AND item_id = ?"
                                              " AND at = ? AND reason = ?"),
                               row, [](const QSqlQuery &q) -> QString { return q.value(0).toString(); });
        if (!stored)
            return stored.error();
        const auto insert = [&] {
            return inStudy(QStringLiteral(
                               "INSERT INTO revise_log(annotator_id, item_id, at, reason) VALUES (?, ?, ?, ?)"),
                           row);
        };
        if (Status s =
                settle(where(JudgementKind::Revision, itemKey, {}, at), stored.value(), reason, at, insert, insert);
            !s)
            return s;
    }
    return Status::success();
}

} // namespace editlens::core::handout
