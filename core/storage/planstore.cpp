#include "planstore.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studyrights.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/annotatorname.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace editlens::core {

namespace {

QDateTime parseTime(const QVariant &v)
{
    if (v.isNull() || v.toString().isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

} // namespace

PlanStore::PlanStore(StudyStore &store) : m_store(store)
{
}

Status PlanStore::saveSettings(const PlanSettings &s)
{
    const QString what = QCoreApplication::translate("PlanStore", "cannot save the study plan");
    return runInWriteTransaction(m_store.database(), m_store.dialect(), m_store.filePath(), what,
                                 [&] { return saveSettingsInTransaction(s); });
}

Status PlanStore::saveSettingsInTransaction(const PlanSettings &s)
{
    if (Status packed = refusePlanChangeOnPack(m_store); !packed)
        return packed;
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("PlanStore", "cannot save the study plan");
    const QList<QPair<QString, QString>> values = {
        {QStringLiteral("plan.seed"), QString::number(s.seed)},
        {QStringLiteral("plan.blinded"), s.blinded ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.lock_after_submit"), s.lockAfterSubmit ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.preference"), s.preference ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.mixed"), s.mixed ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.pairs_per_item"), QString::number(s.pairsPerItem)},
        {QStringLiteral("plan.show_detector_boxes"), s.showDetectorBoxes ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.show_ground_truth"), s.showGroundTruth ? QStringLiteral("1") : QStringLiteral("0")},
        {QStringLiteral("plan.break_minutes"), QString::number(s.breakMinutes)},
        {QStringLiteral("plan.instructions"), s.instructions},
        {QStringLiteral("plan.done_message"), s.doneMessage},
        {QStringLiteral("plan.passphrase"), s.passphraseHash},
        {QStringLiteral("plan.allow_new_annotators"),
         s.allowNewAnnotators ? QStringLiteral("1") : QStringLiteral("0")}};
    for (const auto &kv : values) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                  + m_store.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}));
        q.addBindValue(kv.first);
        q.addBindValue(kv.second.isNull() ? QStringLiteral("") : kv.second); // a null QString binds NULL
        if (Status s = execOrFail(q, what, m_store.filePath()); !s)
            return s;
    }
    return Status::success();
}

Result<PlanSettings> PlanStore::settings() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q, QStringLiteral("SELECT key, value FROM study_meta WHERE key LIKE 'plan.%'"), {},
                      QCoreApplication::translate("PlanStore", "cannot read the study plan"), m_store.filePath());
        !s)
        return s.error();
    QHash<QString, QString> v;
    while (q.next())
        v.insert(q.value(0).toString(), q.value(1).toString());
    PlanSettings s;
    s.seed = v.value(QStringLiteral("plan.seed"), QStringLiteral("0")).toULongLong();
    s.blinded = v.value(QStringLiteral("plan.blinded"), QStringLiteral("1")) == QLatin1String("1");
    s.lockAfterSubmit = v.value(QStringLiteral("plan.lock_after_submit"), QStringLiteral("1")) == QLatin1String("1");
    s.preference = v.value(QStringLiteral("plan.preference")) == QLatin1String("1");
    s.mixed = v.value(QStringLiteral("plan.mixed")) == QLatin1String("1");
    s.pairsPerItem = v.value(QStringLiteral("plan.pairs_per_item"), QStringLiteral("0")).toInt();
    s.showDetectorBoxes = v.value(QStringLiteral("plan.show_detector_boxes")) == QLatin1String("1");
    s.showGroundTruth = v.value(QStringLiteral("plan.show_ground_truth")) == QLatin1String("1");
    s.breakMinutes = std::max(0, v.value(QStringLiteral("plan.break_minutes"), QStringLiteral("45")).toInt());
    s.instructions = v.value(QStringLiteral("plan.instructions"));
    s.doneMessage = v.value(QStringLiteral("plan.done_message"));
    s.passphraseHash = v.value(QStringLiteral("plan.passphrase"));
    s.allowNewAnnotators = v.value(QStringLiteral("plan.allow_new_annotators")) == QLatin1String("1");
    return s;
}

Status PlanStore::replaceAssignments(const QString &annotator, const QVector<PlanAssignment> &assignments)
{
    const QString what = QCoreApplication::translate("PlanStore", "cannot save the study plan");
    return runInWriteTransaction(m_store.database(), m_store.dialect(), m_store.filePath(), what,
                                 [&] { return replaceAssignmentsInTransaction(annotator, assignments); });
}

Status PlanStore::replaceAssignmentsInTransaction(const QString &annotator, const QVector<PlanAssignment> &assignments)
{
    if (Status s = checkAnnotatorName(annotator, m_store.filePath()); !s)
        return s;
    if (Status packed = refusePlanChangeOnPack(m_store); !packed)
        return packed;
    QSqlDatabase &db = m_store.database();
    const QString &file = m_store.filePath();
    const QString what = QCoreApplication::translate("PlanStore", "cannot save the study plan");
    const Result<qint64> annotatorId = recordAnnotator(db, annotator, file);
    if (!annotatorId)
        return annotatorId.error();
    QSqlQuery del(db);
    if (Status s = execBound(del, QStringLiteral("DELETE FROM plan_assignments WHERE annotator_id = ?"),
                             {annotatorId.value()}, what, file);
        !s)
        return s;
    QSqlQuery a(db), o(db), p(db);
    a.prepare(QStringLiteral("INSERT INTO plan_assignments(annotator_id, item_id, position, gold)"
                             " VALUES (?, ?, ?, ?) RETURNING id"));
    o.prepare(QStringLiteral("INSERT INTO plan_outputs(assignment_id, output_id, position, blind_label)"
                             " VALUES (?, ?, ?, ?)"));
    p.prepare(QStringLiteral("INSERT INTO plan_pairs(assignment_id, position, left_output, right_output)"
                             " VALUES (?, ?, ?, ?)"));
    for (const PlanAssignment &pa : assignments) {
        a.addBindValue(annotatorId.value());
        a.addBindValue(pa.itemId);
        a.addBindValue(pa.position);
        a.addBindValue(pa.gold ? 1 : 0);
        if (Status s = execOrFail(a, what, file); !s)
            return s;
        const qint64 id = returnedId(a);
        if (id == 0)
            return Error{what, file};
        for (int i = 0; i < pa.outputs.size(); ++i) {
            o.addBindValue(id);
            o.addBindValue(pa.outputs[i].outputId);
            o.addBindValue(i);
            o.addBindValue(sqlText(pa.outputs[i].blindLabel));
            if (Status s = execOrFail(o, what, file); !s)
                return s;
        }
        for (int i = 0; i < pa.pairs.size(); ++i) {
            p.addBindValue(id);
            p.addBindValue(i);
            p.addBindValue(pa.pairs[i].leftOutput);
            p.addBindValue(pa.pairs[i].rightOutput);
            if (Status s = execOrFail(p, what, file); !s)
                return s;
        }
    }
    return Status::success();
}

Result<QStringList> PlanStore::plannedAnnotators() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT DISTINCT a.name FROM annotators a JOIN plan_assignments pa"
                                     " ON pa.annotator_id = a.id ORDER BY a.name"),
                      {}, QCoreApplication::translate("PlanStore", "cannot read the study plan"), m_store.filePath());
        !s)
        return s.error();
    QStringList names;
    while (q.next())
        names << q.value(0).toString();
    return names;
}

Result<bool> PlanStore::hasPlan() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q, QStringLiteral("SELECT 1 FROM study_meta WHERE key = 'plan.seed'"), {},
                      QCoreApplication::translate("PlanStore", "cannot read the study plan"), m_store.filePath());
        !s)
        return s.error();
    return q.next();
}

Result<QVector<PlanAssignment>> PlanStore::assignments(const QString &annotator) const
{
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("PlanStore", "cannot read the study plan");
    // An annotator on a server may not read which of their items are gold checks: they read as ordinary items.
    const Result<bool> goldReadable =
        studyrights::columnReadable(m_store, QStringLiteral("plan_assignments"), QStringLiteral("gold"));
    if (!goldReadable)
        return goldReadable.error();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pa.id, pa.item_id, pa.position, %1 FROM plan_assignments pa"
                             " JOIN annotators a ON a.id = pa.annotator_id WHERE a.name = ? ORDER BY pa.position")
                  .arg(goldReadable.value() ? QStringLiteral("pa.gold") : QStringLiteral("0")));
    q.addBindValue(annotator);
    if (Status s = execOrFail(q, what, m_store.filePath()); !s)
        return s.error();
    QVector<PlanAssignment> out;
    QHash<qint64, int> indexOf; // assignment id -> index in `out`
    while (q.next()) {
        PlanAssignment pa;
        pa.annotator = annotator;
        pa.itemId = q.value(1).toLongLong();
        pa.position = q.value(2).toInt();
        pa.gold = q.value(3).toBool();
        indexOf.insert(q.value(0).toLongLong(), out.size());
        out.push_back(pa);
    }
    if (out.isEmpty())
        return out;
    // All outputs and all pairs of the plan in one query each rather than two per item: on a server each query is a
    // round trip, and a participant's plan is read on every answer. The join selects the same assignments as above
    // (and the same row-level policies apply), so rows of other annotators never come back.
    const auto readAll = [&](const QString &sql, const auto &add) -> Status {
        QSqlQuery r(db);
        if (Status s = execBound(r, sql, {annotator}, what, m_store.filePath()); !s)
            return s;
        while (r.next()) {
            const auto at = indexOf.constFind(r.value(0).toLongLong());
            if (at != indexOf.constEnd())
                add(out[at.value()], r);
        }
        return Status::success();
    };
    if (Status s = readAll(QStringLiteral("SELECT po.assignment_id, po.output_id, po.blind_label FROM plan_outputs po"
                                          " JOIN plan_assignments pa ON pa.id = po.assignment_id"
                                          " JOIN annotators a ON a.id = pa.annotator_id WHERE a.name = ?"
                                          " ORDER BY po.assignment_id, po.position"),
                           [](PlanAssignment &pa, const QSqlQuery &r) {
                               pa.outputs.push_back({r.value(1).toLongLong(), r.value(2).toString()});
                           });
        !s)
        return s.error();
    if (Status s = readAll(QStringLiteral("SELECT pp.assignment_id, pp.left_output, pp.right_output FROM plan_pairs pp"
                                          " JOIN plan_assignments pa ON pa.id = pp.assignment_id"
                                          " JOIN annotators a ON a.id = pa.annotator_id WHERE a.name = ?"
                                          " ORDER BY pp.assignment_id, pp.position"),
                           [](PlanAssignment &pa, const QSqlQuery &r) {
                               pa.pairs.push_back({r.value(1).toLongLong(), r.value(2).toLongLong()});
                           });
        !s)
        return s.error();
    return out;
}

namespace {

// Inserts (or replaces) gold answers inside the caller's write transaction.
Status upsertGoldAnswers(StudyStore &store, const QString &what, const QVector<GoldAnswer> &answers)
{
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("INSERT INTO gold_answers(output_id, dimension, expected, tolerance) VALUES (?, ?, ?, ?)")
              + store.dialect().upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension")},
                                             {QStringLiteral("expected"), QStringLiteral("tolerance")}));
    for (const GoldAnswer &g : answers) {
        q.addBindValue(g.outputId);
        q.addBindValue(sqlText(g.dimension));
        q.addBindValue(g.expected);
        q.addBindValue(g.tolerance);
        if (Status s = execOrFail(q, what, store.filePath()); !s)
            return s;
    }
    return Status::success();
}

} // namespace

Status PlanStore::setGoldAnswer(const GoldAnswer &g)
{
    if (Status packed = refusePlanChangeOnPack(m_store); !packed)
        return packed;
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("PlanStore", "cannot save a gold answer");
    return runInWriteTransaction(db, m_store.dialect(), m_store.filePath(), what,
                                 [&]() -> Status { return upsertGoldAnswers(m_store, what, {g}); });
}

Result<QVector<GoldAnswer>> PlanStore::goldAnswers() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT output_id, dimension, expected, tolerance FROM gold_answers ORDER BY id"),
                      {}, QCoreApplication::translate("PlanStore", "cannot read gold answers"), m_store.filePath());
        !s)
        return s.error();
    QVector<GoldAnswer> out;
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toDouble(), q.value(3).toDouble()});
    return out;
}

Status PlanStore::replaceGoldAnswers(const QVector<GoldAnswer> &answers)
{
    if (Status packed = refusePlanChangeOnPack(m_store); !packed)
        return packed;
    QSqlDatabase &db = m_store.database();
    const QString what = QCoreApplication::translate("PlanStore", "cannot save the gold answers");
    return runInWriteTransaction(db, m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
        QSqlQuery del(db);
        if (Status s = execBound(del, QStringLiteral("DELETE FROM gold_answers"), {}, what, m_store.filePath()); !s)
            return s;
        // An output and dimension named twice keeps the last: the same as setting them one after the other.
        return upsertGoldAnswers(m_store, what, answers);
    });
}

Result<QVector<NamedGoldAnswer>> PlanStore::namedGoldAnswers() const
{
    QSqlQuery q(m_store.database());
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT i.key, s.name, g.output_id, g.dimension, g.expected, g.tolerance"
                                     " FROM gold_answers g JOIN outputs o ON o.id = g.output_id"
                                     " JOIN items i ON i.id = o.item_id JOIN systems s ON s.id = o.system_id"
                                     " ORDER BY i.id, s.name, g.dimension"),
                      {}, QCoreApplication::translate("PlanStore", "cannot read gold answers"), m_store.filePath());
        !s)
        return s.error();
    QVector<NamedGoldAnswer> out;
    while (q.next())
        out.push_back(
            {q.value(0).toString(), q.value(1).toString(),
             GoldAnswer{q.value(2).toLongLong(), q.value(3).toString(), q.value(4).toDouble(), q.value(5).toDouble()}});
    return out;
}

Result<QSet<qint64>> PlanStore::goldItems() const
{
    QSqlQuery q(m_store.database());
    if (Status s = execBound(q, QStringLiteral("SELECT DISTINCT item_id FROM plan_assignments WHERE gold = 1"), {},
                             QCoreApplication::translate("PlanStore", "cannot read the plan's gold items"),
                             m_store.filePath());
        !s)
        return s.error();
    QSet<qint64> out;
    while (q.next())
        out.insert(q.value(0).toLongLong());
    return out;
}

Result<QVector<PlanCandidate>> PlanStore::candidates() const
{
    QSqlQuery q(m_store.database());
    if (Status s = execBound(q,
                             QStringLiteral("SELECT o.item_id, o.id, s.name FROM outputs o"
                                            " JOIN systems s ON s.id = o.system_id ORDER BY o.item_id, o.id"),
                             {}, QCoreApplication::translate("PlanStore", "cannot read outputs"), m_store.filePath());
        !s)
        return s.error();
    QVector<PlanCandidate> out;
    while (q.next()) {
        const qint64 item = q.value(0).toLongLong();
        if (out.isEmpty() || out.back().itemId != item)
            out.push_back({item, {}, {}});
        out.back().outputIds << q.value(1).toLongLong();
        out.back().systems << q.value(2).toString();
    }
    return out;
}

Result<AnnotatorJudgements> PlanStore::judgements(const QString &annotator) const
{
    const QString what = QCoreApplication::translate("PlanStore", "cannot read judgements");
    AnnotatorJudgements out;
    QSqlQuery q(m_store.database());
    if (Status s = execBound(q,
                             QStringLiteral("SELECT r.output_id, d.name FROM ratings r"
                                            " JOIN dimensions d ON d.id = r.dimension_id"
                                            " JOIN annotators a ON a.id = r.annotator_id WHERE a.name = ?"),
                             {annotator}, what, m_store.filePath());
        !s)
        return s.error();
    while (q.next())
        out.rated.insert({q.value(0).toLongLong(), q.value(1).toString()});
    if (Status s = execBound(q,
                             QStringLiteral("SELECT p.output_a, p.output_b, p.dimension FROM preferences p"
                                            " JOIN annotators a ON a.id = p.annotator_id WHERE a.name = ?"),
                             {annotator}, what, m_store.filePath());
        !s)
        return s.error();
    while (q.next()) {
        const qint64 a = q.value(0).toLongLong(), b = q.value(1).toLongLong();
        out.preferred[{std::min(a, b), std::max(a, b)}].insert(q.value(2).toString());
    }
    if (Status s = execBound(q,
                             QStringLiteral("SELECT s.item_id FROM item_submissions s"
                                            " JOIN annotators a ON a.id = s.annotator_id WHERE a.name = ?"),
                             {annotator}, what, m_store.filePath());
        !s)
        return s.error();
    while (q.next())
        out.submitted.insert(q.value(0).toLongLong());
    return out;
}

Result<QVector<AnnotatorItemProgress>> PlanStore::progress() const
{
    return readAnnotatorProgress(m_store.database(), m_store.filePath());
}

Result<QVector<AnnotatorItemProgress>> readAnnotatorProgress(QSqlDatabase &db, const QString &file)
{
    // An annotator on a server may not read which items are gold checks (their own progress reads them as plain).
    QString gold = QStringLiteral("pa.gold");
    if (db.driverName() == QLatin1String("QPSQL")) {
        QSqlQuery g(db);
        if (Status s = execBound(g, QStringLiteral("SELECT has_column_privilege('plan_assignments', 'gold', 'SELECT')"),
                                 {}, QCoreApplication::translate("PlanStore", "cannot read progress"), file);
            !s)
            return s.error();
        if (g.next() && !g.value(0).toBool())
            gold = QStringLiteral("0");
    }
    // Every (annotator, item) pair that has a plan entry or any judgement, session or submission.
    const QString sql = QStringLiteral(
        "WITH pairs AS ("
        " SELECT annotator_id, item_id FROM plan_assignments"
        " UNION SELECT r.annotator_id, o.item_id FROM ratings r JOIN outputs o ON o.id = r.output_id"
        " UNION SELECT annotator_id, item_id FROM preferences"
        " UNION SELECT annotator_id, item_id FROM annotator_sessions"
        " UNION SELECT annotator_id, item_id FROM item_submissions)"
        " SELECT a.name, i.key, pa.position, %1,"
        " (SELECT count(*) FROM ratings r JOIN outputs o ON o.id = r.output_id"
        "  WHERE o.item_id = p.item_id AND r.annotator_id = p.annotator_id),"
        " (SELECT count(*) FROM preferences f WHERE f.item_id = p.item_id AND f.annotator_id = p.annotator_id),"
        " (SELECT count(*) FROM annotator_sessions s WHERE s.item_id = p.item_id AND s.annotator_id = p.annotator_id),"
        " (SELECT coalesce(sum(seconds), 0) FROM annotator_sessions s WHERE s.item_id = p.item_id"
        "  AND s.annotator_id = p.annotator_id),"
        " (SELECT min(started_at) FROM annotator_sessions s WHERE s.item_id = p.item_id"
        "  AND s.annotator_id = p.annotator_id),"
        " (SELECT max(ended_at) FROM annotator_sessions s WHERE s.item_id = p.item_id"
        "  AND s.annotator_id = p.annotator_id AND ended_at <> ''),"
        " sub.submitted_at, sub.locked,"
        " (SELECT count(*) FROM revise_log l WHERE l.item_id = p.item_id AND l.annotator_id = p.annotator_id)"
        " FROM pairs p JOIN annotators a ON a.id = p.annotator_id JOIN items i ON i.id = p.item_id"
        " LEFT JOIN plan_assignments pa ON pa.annotator_id = p.annotator_id AND pa.item_id = p.item_id"
        " LEFT JOIN item_submissions sub ON sub.annotator_id = p.annotator_id AND sub.item_id = p.item_id"
        " ORDER BY a.name, coalesce(pa.position, 1e18), i.id");
    QSqlQuery q(db);
    if (Status s =
            execBound(q, sql.arg(gold), {}, QCoreApplication::translate("PlanStore", "cannot read progress"), file);
        !s)
        return s.error();
    QVector<AnnotatorItemProgress> out;
    while (q.next()) {
        AnnotatorItemProgress r;
        r.annotator = q.value(0).toString();
        r.itemKey = q.value(1).toString();
        r.position = q.value(2).isNull() ? -1 : q.value(2).toInt();
        r.gold = q.value(3).toBool();
        r.ratings = q.value(4).toInt();
        r.preferences = q.value(5).toInt();
        r.sessions = q.value(6).toInt();
        r.seconds = q.value(7).toDouble();
        r.firstStarted = parseTime(q.value(8));
        r.lastEnded = parseTime(q.value(9));
        r.submittedAt = parseTime(q.value(10));
        r.locked = q.value(11).toBool();
        r.revisions = q.value(12).toInt();
        out.push_back(r);
    }
    return out;
}

Status refusePlanChangeOnPack(StudyStore &store)
{
    // The hand-out's own record (transfer/handout.h, packInfo) says whose it is and where it was packed from; only
    // those two keys matter here.
    QSqlQuery q(store.database());
    if (Status s = execBound(
            q, QStringLiteral("SELECT key, value FROM study_meta WHERE key IN ('pack.annotator', 'pack.source')"), {},
            QCoreApplication::translate("Handout", "cannot read the study settings"), store.filePath());
        !s)
        return s;
    QHash<QString, QString> meta;
    while (q.next())
        meta.insert(q.value(0).toString(), q.value(1).toString());
    const QString annotator = meta.value(QStringLiteral("pack.annotator"));
    if (annotator.isEmpty())
        return Status::success();
    return Error{QCoreApplication::translate("PlanStore",
                                             "this study is %1's hand-out, packed from '%2': its plan cannot change "
                                             "here; change the plan in the original study and pack again")
                     .arg(annotator, meta.value(QStringLiteral("pack.source"))),
                 store.filePath()};
}

} // namespace editlens::core
