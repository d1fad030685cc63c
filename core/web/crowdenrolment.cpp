#include "crowdenrolment.h"

#include "document/studyplan.h"
#include "storage/pgdialect.h"
#include "storage/planstore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QUrl>

#include <algorithm>

namespace editlens::core {

namespace {

// Times are stored as UTC ISO 8601 with milliseconds, all of one length, so that SQL compares them as text.
QString timeText(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFrom(const QVariant &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

QString idText(const QVector<qint64> &ids)
{
    QStringList parts;
    for (qint64 id : ids)
        parts << QString::number(id);
    return parts.join(QLatin1Char(','));
}

QVector<qint64> idsFrom(const QString &text)
{
    QVector<qint64> ids;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        ids << part.toLongLong();
    return ids;
}

// The stored form of each setting, in study_meta under "crowd.".
QList<QPair<QString, QString>> settingRows(const CrowdSettings &s)
{
    const auto flag = [](bool b) { return b ? QStringLiteral("1") : QStringLiteral("0"); };
    return {{QStringLiteral("crowd.enabled"), flag(s.enabled)},
            {QStringLiteral("crowd.items_per_participant"), QString::number(s.itemsPerParticipant)},
            {QStringLiteral("crowd.raters_per_item"), QString::number(s.ratersPerItem)},
            {QStringLiteral("crowd.participant_param"), s.participantParam},
            {QStringLiteral("crowd.study_param"), s.studyParam},
            {QStringLiteral("crowd.session_param"), s.sessionParam},
            {QStringLiteral("crowd.completion_code"), s.completionCode},
            {QStringLiteral("crowd.completion_url"), s.completionUrl},
            {QStringLiteral("crowd.abandon_minutes"), QString::number(s.abandonMinutes)},
            {QStringLiteral("crowd.token_hours"), QString::number(s.tokenHours)},
            {QStringLiteral("crowd.items"), idText(s.items)},
            // System names may hold commas; a JSON array keeps them apart.
            {QStringLiteral("crowd.systems"),
             QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(s.systems)).toJson(QJsonDocument::Compact))},
            {QStringLiteral("crowd.gold"), idText(s.goldItems)}};
}

// Why `s` cannot be saved, or "" when it can.
QString invalidReason(const CrowdSettings &s)
{
    static const QRegularExpression paramName(QStringLiteral("^[A-Za-z0-9_]{1,40}$"));
    if (s.ratersPerItem < 1)
        return QCoreApplication::translate("CrowdEnrolment", "raters per item must be 1 or more");
    if (s.itemsPerParticipant < 1)
        return QCoreApplication::translate("CrowdEnrolment", "items per participant must be 1 or more");
    if (s.abandonMinutes < 1)
        return QCoreApplication::translate("CrowdEnrolment", "the abandonment timeout must be 1 minute or more");
    if (s.tokenHours < 1)
        return QCoreApplication::translate("CrowdEnrolment", "session tokens must last 1 hour or more");
    for (const QString &name : {s.participantParam, s.studyParam, s.sessionParam})
        if (!paramName.match(name).hasMatch())
            return QCoreApplication::translate("CrowdEnrolment",
                                               "the link parameter '%1' is not 1 to 40 letters, digits or underscores")
                .arg(name);
    if (s.participantParam == s.studyParam || s.participantParam == s.sessionParam || s.studyParam == s.sessionParam)
        return QCoreApplication::translate("CrowdEnrolment",
                                           "the participant, study and session parameters need three different names");
    if (!s.completionUrl.isEmpty()) {
        // "{code}" stands for the completion code; the rest must be a plain address.
        const QUrl url(QString(s.completionUrl).replace(QStringLiteral("{code}"), QStringLiteral("CODE")),
                       QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
            || url.host().isEmpty())
            return QCoreApplication::translate("CrowdEnrolment",
                                               "the completion URL '%1' is not an http or https address")
                .arg(s.completionUrl);
    }
    return {};
}

/// The items open to enrolment, as the plan was scoped: the candidates with at least one output of the plan's
/// systems (what StudyPlan::build keeps), in item order.
QVector<qint64> scopeItems(const QVector<PlanCandidate> &candidates, const CrowdSettings &s)
{
    const QSet<qint64> wanted(s.items.begin(), s.items.end());
    QVector<qint64> out;
    for (const PlanCandidate &c : candidates) {
        if (!wanted.isEmpty() && !wanted.contains(c.itemId))
            continue;
        const bool shown = s.systems.isEmpty()
                           || std::any_of(c.systems.begin(), c.systems.end(),
                                          [&](const QString &system) { return s.systems.contains(system); });
        if (shown)
            out << c.itemId;
    }
    return out;
}

Status lockEnrolment(StudyStore &store)
{
    // Several `serve` processes of one server study: the lock lasts until this transaction ends, so that counting
    // an item's holders and giving it out are one step across processes. SQLite's BEGIN IMMEDIATE already is.
    const auto *pg = dynamic_cast<const PgDialect *>(&store.dialect());
    if (!pg)
        return Status::success();
    const qint64 key =
        qint64(StudyPlan::fnv1a64(QStringLiteral("editlens crowd enrolment %1").arg(pg->schema()).toUtf8()));
    QSqlQuery q(store.database());
    return execBound(q, QStringLiteral("SELECT pg_advisory_xact_lock(?)"), {key},
                     QCoreApplication::translate("CrowdEnrolment", "cannot enrol a participant"), store.filePath());
}

Result<int> releaseInTransaction(StudyStore &store, const CrowdSettings &settings, const QDateTime &now)
{
    const QString what = QCoreApplication::translate("CrowdEnrolment", "cannot release abandoned participants");
    const QString cutoff = timeText(now.addSecs(-qint64(settings.abandonMinutes) * 60));
    QSqlQuery q(store.database());
    // Only participants who still hold unsubmitted items: one who finished loses nothing and is never topped up.
    if (Status s = execBound(q,
                             QStringLiteral("SELECT w.annotator_id FROM web_participants w WHERE w.released = 0 AND"
                                            " w.last_seen < ? AND EXISTS (SELECT 1 FROM plan_assignments pa WHERE"
                                            " pa.annotator_id = w.annotator_id AND NOT EXISTS (SELECT 1 FROM"
                                            " item_submissions s WHERE s.annotator_id = pa.annotator_id AND"
                                            " s.item_id = pa.item_id))"),
                             {cutoff}, what, store.filePath());
        !s)
        return s.error();
    QVector<qint64> silent;
    while (q.next())
        silent << q.value(0).toLongLong();
    for (qint64 annotator : std::as_const(silent)) {
        // Their answers stay; only the places they held go back to the pool.
        if (Status s = execBound(q,
                                 QStringLiteral("DELETE FROM plan_assignments WHERE annotator_id = ? AND NOT EXISTS"
                                                " (SELECT 1 FROM item_submissions s WHERE s.annotator_id ="
                                                " plan_assignments.annotator_id AND s.item_id ="
                                                " plan_assignments.item_id)"),
                                 {annotator}, what, store.filePath());
            !s)
            return s.error();
        if (Status s = execBound(q, QStringLiteral("UPDATE web_participants SET released = 1 WHERE annotator_id = ?"),
                                 {annotator}, what, store.filePath());
            !s)
            return s.error();
    }
    return int(silent.size());
}

/// The items with a free place (fewer than K holders) in `scope`, not in `exclude`: fewest holders first, ties by
/// the study seed's shuffle.
Result<QVector<qint64>> freeItems(StudyStore &store, const CrowdSettings &settings, quint64 studySeed,
                                  const QVector<qint64> &scope, const QSet<qint64> &exclude)
{
    // A holder of an item: whoever has it in their plan (the release before took out the silent participants'
    // places) or submitted it.
    QSqlQuery q(store.database());
    if (Status s =
            execSql(q,
                    QStringLiteral("SELECT item_id, count(*) FROM (SELECT annotator_id, item_id FROM"
                                   " plan_assignments UNION SELECT annotator_id, item_id FROM item_submissions)"
                                   " h GROUP BY item_id"),
                    QCoreApplication::translate("CrowdEnrolment", "cannot enrol a participant"), store.filePath());
        !s)
        return s.error();
    QHash<qint64, int> holders;
    while (q.next())
        holders.insert(q.value(0).toLongLong(), q.value(1).toInt());

    // The same shuffle in every process, so that two servers break ties alike.
    const QVector<int> order =
        StudyPlan::permutation(int(scope.size()), StudyPlan::annotatorSeed(studySeed, QStringLiteral("crowd")));
    QHash<qint64, int> rank;
    for (int pos = 0; pos < order.size(); ++pos)
        rank.insert(scope[order[pos]], pos);
    QVector<qint64> open;
    for (qint64 item : scope)
        if (holders.value(item) < settings.ratersPerItem && !exclude.contains(item))
            open << item;
    std::sort(open.begin(), open.end(), [&](qint64 a, qint64 b) {
        const int ha = holders.value(a), hb = holders.value(b);
        return ha != hb ? ha < hb : rank.value(a) < rank.value(b);
    });
    return open;
}

/// Gives `annotator` up to `count` free items after the `kept` part of their plan, which stays as it was shown (the
/// submitted items of a participant who came back). The new items' plan is StudyPlan::build's over them: the plan's
/// blinding, output order, pairs and gold items. Returns how many items were given.
Result<int> giveItems(StudyStore &store, const CrowdSettings &settings, const QString &annotator,
                      QVector<PlanAssignment> kept, int count)
{
    PlanStore plans(store);
    const Result<PlanSettings> plan = plans.settings();
    if (!plan)
        return plan.error();
    const Result<QVector<PlanCandidate>> candidates = plans.candidates();
    if (!candidates)
        return candidates.error();
    QSet<qint64> held;
    for (const PlanAssignment &a : std::as_const(kept))
        held.insert(a.itemId);
    const Result<QVector<qint64>> open =
        freeItems(store, settings, plan.value().seed, scopeItems(candidates.value(), settings), held);
    if (!open)
        return open.error();
    const QVector<qint64> items = open.value().mid(0, std::max(0, count));
    if (items.isEmpty())
        return 0;

    PlanOptions options;
    options.settings = plan.value();
    options.systems = settings.systems;
    options.items = items;
    options.goldItems = QSet<qint64>(settings.goldItems.begin(), settings.goldItems.end());
    for (int i = 0; i < kept.size(); ++i)
        kept[i].position = i;
    const int first = int(kept.size());
    for (PlanAssignment a : StudyPlan::build(annotator, candidates.value(), options)) {
        a.position += first;
        kept.push_back(a);
    }
    if (Status s = plans.replaceAssignmentsInTransaction(annotator, kept); !s)
        return s.error();
    return int(items.size());
}

/// The participants, or only the one behind `annotator`, in enrolment order.
Result<QVector<CrowdParticipant>> readParticipants(StudyStore &store, const std::optional<QString> &annotator)
{
    QSqlQuery q(store.database());
    const QString sql = QStringLiteral("SELECT a.name, w.participant_id, w.study_id, w.session_id, w.enrolled_at,"
                                       " w.last_seen, w.released FROM web_participants w JOIN annotators a ON"
                                       " a.id = w.annotator_id%1 ORDER BY w.id")
                            .arg(annotator ? QStringLiteral(" WHERE a.name = ?") : QString());
    const QVariantList bindings = annotator ? QVariantList{*annotator} : QVariantList();
    if (Status s = execBound(q, sql, bindings,
                             QCoreApplication::translate("CrowdEnrolment", "cannot read the crowd participants"),
                             store.filePath());
        !s)
        return s.error();
    QVector<CrowdParticipant> out;
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                       timeFrom(q.value(4)), timeFrom(q.value(5)), q.value(6).toInt() == 1});
    return out;
}

} // namespace

Result<CrowdSettings> loadCrowdSettings(StudyStore &store)
{
    QSqlQuery q(store.database());
    if (Status s =
            execSql(q, QStringLiteral("SELECT key, value FROM study_meta WHERE key LIKE 'crowd.%'"),
                    QCoreApplication::translate("CrowdEnrolment", "cannot read the crowd settings"), store.filePath());
        !s)
        return s.error();
    QHash<QString, QString> v;
    while (q.next())
        v.insert(q.value(0).toString(), q.value(1).toString());
    CrowdSettings s;
    const auto number = [&](const char *key, int fallback) {
        bool ok = false;
        const int n = v.value(QLatin1String(key)).toInt(&ok);
        return ok ? n : fallback;
    };
    const auto text = [&](const char *key, const QString &fallback) {
        return v.contains(QLatin1String(key)) ? v.value(QLatin1String(key)) : fallback;
    };
    s.enabled = v.value(QStringLiteral("crowd.enabled")) == QLatin1String("1");
    s.itemsPerParticipant = number("crowd.items_per_participant", s.itemsPerParticipant);
    s.ratersPerItem = number("crowd.raters_per_item", s.ratersPerItem);
    s.participantParam = text("crowd.participant_param", s.participantParam);
    s.studyParam = text("crowd.study_param", s.studyParam);
    s.sessionParam = text("crowd.session_param", s.sessionParam);
    s.completionCode = text("crowd.completion_code", s.completionCode);
    s.completionUrl = text("crowd.completion_url", s.completionUrl);
    s.abandonMinutes = number("crowd.abandon_minutes", s.abandonMinutes);
    s.tokenHours = number("crowd.token_hours", s.tokenHours);
    s.items = idsFrom(v.value(QStringLiteral("crowd.items")));
    for (const auto &system : QJsonDocument::fromJson(v.value(QStringLiteral("crowd.systems")).toUtf8()).array())
        s.systems << system.toString();
    s.goldItems = idsFrom(v.value(QStringLiteral("crowd.gold")));
    return s;
}

Status saveCrowdSettings(StudyStore &store, const CrowdSettings &settings)
{
    const QString what = QCoreApplication::translate("CrowdEnrolment", "cannot save the crowd settings");
    if (const QString why = invalidReason(settings); !why.isEmpty())
        return Error{what + QStringLiteral(": ") + why, store.filePath()};
    if (Status packed = refusePlanChangeOnPack(store); !packed)
        return packed;
    return runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
        QSqlQuery q(store.database());
        for (const auto &[key, value] : settingRows(settings))
            if (Status s =
                    execBound(q,
                              QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
                                  + store.dialect().upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}),
                              {key, sqlText(value)}, what, store.filePath());
                !s)
                return s;
        return Status::success();
    });
}

CrowdEnrolment::CrowdEnrolment(StudyStore &store, CrowdSettings settings)
    : m_store(store)
    , m_settings(std::move(settings))
{
}

std::optional<QString> CrowdEnrolment::annotatorName(const QString &participantId)
{
    static const QRegularExpression id(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    if (!id.match(participantId).hasMatch())
        return std::nullopt;
    return QStringLiteral("crowd-") + participantId;
}

QString CrowdEnrolment::allPlacesTakenText()
{
    return QCoreApplication::translate("CrowdEnrolment",
                                       "all places are taken: every item has as many raters as the study needs");
}

Result<QString> CrowdEnrolment::enrol(const QString &participantId, const QString &studyId, const QString &sessionId,
                                      const QDateTime &now)
{
    const std::optional<QString> name = annotatorName(participantId);
    if (!name)
        return Error{QCoreApplication::translate("CrowdEnrolment",
                                                 "the participant id is not 1 to 64 letters, digits, '-' or '_'"),
                     m_store.filePath()};
    if (!m_settings.enabled)
        return Error{QCoreApplication::translate("CrowdEnrolment", "the study's plan has no open enrolment"),
                     m_store.filePath()};
    const Result<bool> planned = PlanStore(m_store).hasPlan();
    if (!planned)
        return planned.error();
    if (!planned.value())
        return Error{QCoreApplication::translate("CrowdEnrolment",
                                                 "the study has no plan: make one with 'editlens-cli plan' first"),
                     m_store.filePath()};

    const QString what = QCoreApplication::translate("CrowdEnrolment", "cannot enrol a participant");
    const Status done =
        runInWriteTransaction(m_store.database(), m_store.dialect(), m_store.filePath(), what, [&]() -> Status {
            if (Status s = lockEnrolment(m_store); !s)
                return s;
            if (Result<int> released = releaseInTransaction(m_store, m_settings, now); !released)
                return released.error();
            QSqlQuery q(m_store.database());
            if (Status s =
                    execBound(q, QStringLiteral("SELECT released FROM web_participants WHERE participant_id = ?"),
                              {participantId}, what, m_store.filePath());
                !s)
                return s;
            const bool known = q.next();
            const bool released = known && q.value(0).toInt() == 1;
            q.finish();
            if (known && !released) // back again (a reload, another day): the same plan
                return execBound(q,
                                 QStringLiteral("UPDATE web_participants SET last_seen = ? WHERE participant_id = ?"),
                                 {timeText(now), participantId}, what, m_store.filePath());
            if (known) {
                // Back after their unsubmitted items were given away: topped up with free ones.
                const Result<QVector<PlanAssignment>> kept = PlanStore(m_store).assignments(*name);
                if (!kept)
                    return kept.error();
                if (Result<int> given = giveItems(m_store, m_settings, *name, kept.value(),
                                                  m_settings.itemsPerParticipant - int(kept.value().size()));
                    !given)
                    return given.error();
                return execBound(q,
                                 QStringLiteral("UPDATE web_participants SET released = 0, last_seen = ?"
                                                " WHERE participant_id = ?"),
                                 {timeText(now), participantId}, what, m_store.filePath());
            }
            const Result<int> given = giveItems(m_store, m_settings, *name, {}, m_settings.itemsPerParticipant);
            if (!given)
                return given.error();
            if (given.value() == 0)
                return Error{allPlacesTakenText(), m_store.filePath()};
            return execBound(q,
                             QStringLiteral("INSERT INTO web_participants(annotator_id, participant_id, study_id,"
                                            " session_id, enrolled_at, last_seen) VALUES ((SELECT id FROM annotators"
                                            " WHERE name = ?), ?, ?, ?, ?, ?)"),
                             {*name, participantId, sqlText(studyId), sqlText(sessionId), timeText(now), timeText(now)},
                             what, m_store.filePath());
        });
    if (!done)
        return done.error();
    return *name;
}

Status CrowdEnrolment::touch(const QString &annotator, const QDateTime &now)
{
    QSqlQuery q(m_store.database());
    return execBound(q,
                     QStringLiteral("UPDATE web_participants SET last_seen = ? WHERE annotator_id ="
                                    " (SELECT id FROM annotators WHERE name = ?)"),
                     {timeText(now), annotator},
                     QCoreApplication::translate("CrowdEnrolment", "cannot record a participant's activity"),
                     m_store.filePath());
}

Result<int> CrowdEnrolment::releaseAbandoned(const QDateTime &now)
{
    int released = 0;
    const Status s =
        runInWriteTransaction(m_store.database(), m_store.dialect(), m_store.filePath(),
                              QCoreApplication::translate("CrowdEnrolment", "cannot release abandoned participants"),
                              [&]() -> Status {
                                  if (Status locked = lockEnrolment(m_store); !locked)
                                      return locked;
                                  Result<int> n = releaseInTransaction(m_store, m_settings, now);
                                  if (!n)
                                      return n.error();
                                  released = n.value();
                                  return Status::success();
                              });
    if (!s)
        return s.error();
    return released;
}

Result<std::optional<CrowdParticipant>> CrowdEnrolment::participant(const QString &annotator) const
{
    const Result<QVector<CrowdParticipant>> all = readParticipants(m_store, annotator);
    if (!all)
        return all.error();
    if (all.value().isEmpty())
        return std::optional<CrowdParticipant>();
    return std::optional<CrowdParticipant>(all.value().first());
}

Result<QVector<CrowdParticipant>> CrowdEnrolment::participants() const
{
    return readParticipants(m_store, std::nullopt);
}

} // namespace editlens::core
