#include "editjournal.h"

#include "storage/blobstore.h"
#include "storage/sqldialect.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <array>

namespace editlens::core {

namespace {

QString journalConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("editlens-journal-%1").arg(counter.fetchAndAddRelaxed(1));
}

/// The kinds' names in the journal file.
const std::array<std::pair<JournalEdit::Kind, QLatin1String>, 6> &kindNames()
{
    static const std::array<std::pair<JournalEdit::Kind, QLatin1String>, 6> names{{
        {JournalEdit::Kind::Rating, QLatin1String("rating")},
        {JournalEdit::Kind::Preference, QLatin1String("preference")},
        {JournalEdit::Kind::Review, QLatin1String("review")},
        {JournalEdit::Kind::Coherence, QLatin1String("coherence")},
        {JournalEdit::Kind::Complete, QLatin1String("complete")},
        {JournalEdit::Kind::Submission, QLatin1String("submission")},
    }};
    return names;
}

QString kindName(JournalEdit::Kind kind)
{
    for (const auto &[k, name] : kindNames())
        if (k == kind)
            return name;
    return {};
}

std::optional<JournalEdit::Kind> kindFromName(const QString &name)
{
    for (const auto &[k, n] : kindNames())
        if (n == name)
            return k;
    return std::nullopt;
}

QString id(qint64 v)
{
    return QString::number(v);
}

qint64 idOf(const QJsonObject &o, const char *field)
{
    return o.value(QLatin1String(field)).toString().toLongLong();
}

QJsonObject toJson(const JournalEdit &e)
{
    QJsonObject o{{QStringLiteral("annotator"), e.author()}};
    switch (e.kind) {
    case JournalEdit::Kind::Rating:
        o.insert(QStringLiteral("output"), id(e.outputId));
        o.insert(QStringLiteral("dimension"), e.dimension);
        if (e.value)
            o.insert(QStringLiteral("value"), *e.value);
        break;
    case JournalEdit::Kind::Preference:
        o.insert(QStringLiteral("item"), id(e.preference.itemId));
        o.insert(QStringLiteral("a"), id(e.preference.outputA));
        o.insert(QStringLiteral("b"), id(e.preference.outputB));
        o.insert(QStringLiteral("dimension"), e.preference.dimension);
        if (e.choice) {
            o.insert(QStringLiteral("choice"), preferenceChoiceName(e.choice->choice));
            o.insert(QStringLiteral("left"), id(e.choice->leftOutput));
        }
        break;
    case JournalEdit::Kind::Review:
        o.insert(QStringLiteral("difference"), id(e.differenceId));
        if (e.review)
            o.insert(QStringLiteral("decision"), reviewDecisionName(*e.review));
        break;
    case JournalEdit::Kind::Coherence:
        o.insert(QStringLiteral("difference"), id(e.differenceId));
        if (e.coherent) {
            o.insert(QStringLiteral("coherent"), e.coherent->coherent);
            o.insert(QStringLiteral("rationale"), e.coherent->rationale);
        }
        break;
    case JournalEdit::Kind::Complete:
        o.insert(QStringLiteral("output"), id(e.outputId));
        o.insert(QStringLiteral("complete"), e.complete);
        break;
    case JournalEdit::Kind::Submission:
        o.insert(QStringLiteral("item"), id(e.itemId));
        break;
    }
    return o;
}

/// The edit a journal row holds; nullopt for a kind this version does not know (a newer one wrote it).
std::optional<JournalEdit> fromJson(const QString &key, const QString &kind, const QString &madeAt,
                                    const QJsonObject &o)
{
    const std::optional<JournalEdit::Kind> k = kindFromName(kind);
    if (!k)
        return std::nullopt;
    JournalEdit e;
    e.key = key;
    e.kind = *k;
    e.madeAt = QDateTime::fromString(madeAt, Qt::ISODateWithMs);
    e.annotator = o.value(QStringLiteral("annotator")).toString();
    switch (e.kind) {
    case JournalEdit::Kind::Rating:
        e.outputId = idOf(o, "output");
        e.dimension = o.value(QStringLiteral("dimension")).toString();
        if (o.contains(QStringLiteral("value")))
            e.value = o.value(QStringLiteral("value")).toDouble();
        break;
    case JournalEdit::Kind::Preference:
        e.preference.itemId = idOf(o, "item");
        e.preference.outputA = idOf(o, "a");
        e.preference.outputB = idOf(o, "b");
        e.preference.dimension = o.value(QStringLiteral("dimension")).toString();
        e.preference.annotator = e.annotator;
        if (o.contains(QStringLiteral("choice"))) {
            PreferenceValue v;
            v.choice =
                preferenceChoiceFromName(o.value(QStringLiteral("choice")).toString()).value_or(PreferenceChoice::Tie);
            v.leftOutput = idOf(o, "left");
            e.choice = v;
        }
        break;
    case JournalEdit::Kind::Review:
        e.differenceId = idOf(o, "difference");
        if (o.contains(QStringLiteral("decision")))
            e.review = reviewDecisionFromName(o.value(QStringLiteral("decision")).toString());
        break;
    case JournalEdit::Kind::Coherence:
        e.differenceId = idOf(o, "difference");
        if (o.contains(QStringLiteral("coherent")))
            e.coherent =
                CoherenceLabel{o.value(QStringLiteral("coherent")).toBool(),
                               o.value(QStringLiteral("rationale")).toString(), OriginKind::Annotator, e.annotator};
        break;
    case JournalEdit::Kind::Complete:
        e.outputId = idOf(o, "output");
        e.complete = o.value(QStringLiteral("complete")).toBool();
        break;
    case JournalEdit::Kind::Submission:
        e.itemId = idOf(o, "item");
        break;
    }
    return e;
}

} // namespace

EditJournal::EditJournal(QString file, QString connection)
    : m_file(std::move(file))
    , m_connection(std::move(connection))
{
}

EditJournal::~EditJournal()
{
    QSqlDatabase::database(m_connection, false).close();
    QSqlDatabase::removeDatabase(m_connection);
}

QString EditJournal::fileFor(const StudyLocation &location)
{
    QString name = QStringLiteral("%1@%2-%3-%4-%5")
                       .arg(location.user(), location.host(), QString::number(location.port()), location.database(),
                            location.study());
    name.replace(QLatin1Char('/'), QLatin1Char('_'));
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(base).filePath(QStringLiteral("editlens/journals/%1.sqlite").arg(name));
}

Result<std::unique_ptr<EditJournal>> EditJournal::open(const QString &file)
{
    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return Error{QCoreApplication::translate("EditJournal", "cannot create the folder of the offline journal"),
                     QFileInfo(file).absolutePath()};
    const QString connection = journalConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        QSqlQuery q(db);
        if (!db.open() || !q.exec(QStringLiteral("PRAGMA journal_mode = WAL"))
            || !q.exec(QStringLiteral("PRAGMA synchronous = FULL"))
            || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS edits (seq INTEGER PRIMARY KEY, key TEXT NOT NULL"
                                      " UNIQUE, kind TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL)"))
            // What the server refused for good, with its reason: kept for the annotator and the study's runner to
            // see, never sent again on its own.
            || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS set_aside (seq INTEGER PRIMARY KEY, key TEXT NOT NULL"
                                      " UNIQUE, kind TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL,"
                                      " reason TEXT NOT NULL, set_aside_at TEXT NOT NULL)"))) {
            const QString why = sqlErrorText(q.lastError().isValid() ? q.lastError() : db.lastError());
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
            return Error{QCoreApplication::translate("EditJournal", "cannot open the offline journal: %1").arg(why),
                         file};
        }
    }
    std::unique_ptr<EditJournal> journal(new EditJournal(file, connection));
    QSqlQuery q(QSqlDatabase::database(connection, false));
    if (!q.exec(QStringLiteral("SELECT key, kind, made_at, data FROM edits ORDER BY seq")))
        return Error{QCoreApplication::translate("EditJournal", "cannot read the offline journal: %1")
                         .arg(sqlErrorText(q.lastError())),
                     file};
    while (q.next()) {
        const std::optional<JournalEdit> edit =
            fromJson(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                     QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object());
        if (!edit)
            return Error{QCoreApplication::translate("EditJournal",
                                                     "the offline journal holds an edit of an unknown kind '%1' "
                                                     "(written by a newer EditLens?); it is left as it is")
                             .arg(q.value(1).toString()),
                         file};
        journal->m_cache << *edit;
    }
    return journal;
}

Status EditJournal::append(JournalEdit edit)
{
    if (edit.key.isEmpty())
        edit.key = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!edit.madeAt.isValid())
        edit.madeAt = QDateTime::currentDateTimeUtc();
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO edits(key, kind, made_at, data) VALUES (?, ?, ?, ?)"));
    q.addBindValue(edit.key);
    q.addBindValue(kindName(edit.kind));
    q.addBindValue(edit.madeAt.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromUtf8(QJsonDocument(toJson(edit)).toJson(QJsonDocument::Compact)));
    if (!q.exec())
        return Error{QCoreApplication::translate("EditJournal", "cannot keep the edit in the offline journal: %1")
                         .arg(sqlErrorText(q.lastError())),
                     m_file};
    m_cache << edit;
    return Status::success();
}

Result<QVector<JournalEdit>> EditJournal::pending() const
{
    return m_cache;
}

int EditJournal::pendingCount() const
{
    return int(m_cache.size());
}

std::optional<std::optional<double>> EditJournal::rating(qint64 outputId, const QString &dimension,
                                                         const QString &annotator) const
{
    if (const JournalEdit *e = latest([&](const JournalEdit &j) {
            return j.kind == JournalEdit::Kind::Rating && j.outputId == outputId && j.dimension == dimension
                   && j.annotator == annotator;
        }))
        return e->value;
    return std::nullopt;
}

std::optional<std::optional<PreferenceValue>> EditJournal::preference(const PreferenceKey &key) const
{
    if (const JournalEdit *e = latest([&](const JournalEdit &j) {
            return j.kind == JournalEdit::Kind::Preference && j.preference.outputA == key.outputA
                   && j.preference.outputB == key.outputB && j.preference.dimension == key.dimension
                   && j.preference.annotator == key.annotator;
        }))
        return e->choice;
    return std::nullopt;
}

std::optional<std::optional<ReviewDecision>> EditJournal::review(qint64 differenceId, const QString &annotator) const
{
    if (const JournalEdit *e = latest([&](const JournalEdit &j) {
            return j.kind == JournalEdit::Kind::Review && j.differenceId == differenceId && j.annotator == annotator;
        }))
        return e->review;
    return std::nullopt;
}

std::optional<std::optional<CoherenceLabel>> EditJournal::coherence(qint64 differenceId, const QString &annotator) const
{
    if (const JournalEdit *e = latest([&](const JournalEdit &j) {
            return j.kind == JournalEdit::Kind::Coherence && j.differenceId == differenceId && j.annotator == annotator;
        }))
        return e->coherent;
    return std::nullopt;
}

std::optional<bool> EditJournal::complete(qint64 outputId, const QString &annotator) const
{
    if (const JournalEdit *e = latest([&](const JournalEdit &j) {
            return j.kind == JournalEdit::Kind::Complete && j.outputId == outputId && j.annotator == annotator;
        }))
        return e->complete;
    return std::nullopt;
}

bool EditJournal::submitted(qint64 itemId, const QString &annotator) const
{
    return latest([&](const JournalEdit &j) {
               return j.kind == JournalEdit::Kind::Submission && j.itemId == itemId && j.annotator == annotator;
           })
           != nullptr;
}

Status EditJournal::forget(const QString &key)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM edits WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec())
        return Error{QCoreApplication::translate("EditJournal", "cannot update the offline journal: %1")
                         .arg(sqlErrorText(q.lastError())),
                     m_file};
    m_cache.erase(std::remove_if(m_cache.begin(), m_cache.end(), [&](const JournalEdit &e) { return e.key == key; }),
                  m_cache.end());
    return Status::success();
}

Result<QVector<SetAsideEdit>> EditJournal::setAside() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT key, kind, made_at, data, reason, set_aside_at FROM set_aside ORDER BY seq")))
        return Error{QCoreApplication::translate("EditJournal", "cannot read the offline journal: %1")
                         .arg(sqlErrorText(q.lastError())),
                     m_file};
    QVector<SetAsideEdit> edits;
    while (q.next()) {
        const std::optional<JournalEdit> edit =
            fromJson(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                     QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object());
        if (edit) // a kind a newer version wrote stays in the file, as it is
            edits.push_back(
                {*edit, q.value(4).toString(), QDateTime::fromString(q.value(5).toString(), Qt::ISODateWithMs)});
    }
    return edits;
}

} // namespace editlens::core
