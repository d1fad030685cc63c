#include "editjournal.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <array>
#include <type_traits>

// Debug lines (each edit kept) are off unless QT_LOGGING_RULES asks for them.
Q_LOGGING_CATEGORY(lcJournal, "editlens.journal", QtInfoMsg)

namespace editlens::core {

namespace {

QString journalConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("editlens-journal-%1").arg(counter.fetchAndAddRelaxed(1));
}

QString id(qint64 v)
{
    return QString::number(v);
}

qint64 idOf(const QJsonObject &o, const char *field)
{
    return o.value(QLatin1String(field)).toString().toLongLong();
}

QString text(const QJsonObject &o, const char *field)
{
    return o.value(QLatin1String(field)).toString();
}

bool has(const QJsonObject &o, const char *field)
{
    return o.contains(QLatin1String(field));
}

// Each kind as the journal file holds it: its name in the `kind` column and its fields in `data` (JSON, every id as
// a string, the author as "annotator"; a clear is a value left out). The file outlives the version that wrote it:
// these spellings never change.

QLatin1String kindName(const RatingEdit &)
{
    return QLatin1String("rating");
}
QLatin1String kindName(const PreferenceEdit &)
{
    return QLatin1String("preference");
}
QLatin1String kindName(const ReviewEdit &)
{
    return QLatin1String("review");
}
QLatin1String kindName(const CoherenceEdit &)
{
    return QLatin1String("coherence");
}
QLatin1String kindName(const CompleteEdit &)
{
    return QLatin1String("complete");
}
QLatin1String kindName(const SubmissionEdit &)
{
    return QLatin1String("submission");
}

void write(const RatingEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("output"), id(e.outputId));
    o.insert(QStringLiteral("dimension"), e.dimension);
    if (e.value)
        o.insert(QStringLiteral("value"), *e.value);
}

void write(const PreferenceEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("item"), id(e.key.itemId));
    o.insert(QStringLiteral("a"), id(e.key.outputA));
    o.insert(QStringLiteral("b"), id(e.key.outputB));
    o.insert(QStringLiteral("dimension"), e.key.dimension);
    if (e.choice) {
        o.insert(QStringLiteral("choice"), preferenceChoiceName(e.choice->choice));
        o.insert(QStringLiteral("left"), id(e.choice->leftOutput));
    }
}

void write(const ReviewEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("difference"), id(e.differenceId));
    if (e.decision)
        o.insert(QStringLiteral("decision"), reviewDecisionName(*e.decision));
}

void write(const CoherenceEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("difference"), id(e.differenceId));
    if (e.label) {
        o.insert(QStringLiteral("coherent"), e.label->coherent);
        o.insert(QStringLiteral("rationale"), e.label->rationale);
    }
}

void write(const CompleteEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("output"), id(e.outputId));
    o.insert(QStringLiteral("complete"), e.complete);
}

void write(const SubmissionEdit &e, QJsonObject &o)
{
    o.insert(QStringLiteral("item"), id(e.itemId));
}

JournalChange readRating(const QString &annotator, const QJsonObject &o)
{
    RatingEdit e{annotator, idOf(o, "output"), text(o, "dimension"), std::nullopt};
    if (has(o, "value"))
        e.value = o.value(QStringLiteral("value")).toDouble();
    return e;
}

JournalChange readPreference(const QString &annotator, const QJsonObject &o)
{
    PreferenceEdit e;
    e.key.itemId = idOf(o, "item");
    e.key.outputA = idOf(o, "a");
    e.key.outputB = idOf(o, "b");
    e.key.dimension = text(o, "dimension");
    e.key.annotator = annotator;
    if (has(o, "choice")) {
        PreferenceValue v;
        v.choice = preferenceChoiceFromName(text(o, "choice")).value_or(PreferenceChoice::Tie);
        v.leftOutput = idOf(o, "left");
        e.choice = v;
    }
    return e;
}

JournalChange readReview(const QString &annotator, const QJsonObject &o)
{
    ReviewEdit e{annotator, idOf(o, "difference"), std::nullopt};
    if (has(o, "decision"))
        e.decision = reviewDecisionFromName(text(o, "decision"));
    return e;
}

JournalChange readCoherence(const QString &annotator, const QJsonObject &o)
{
    CoherenceEdit e{annotator, idOf(o, "difference"), std::nullopt};
    if (has(o, "coherent"))
        e.label = CoherenceLabel{o.value(QStringLiteral("coherent")).toBool(), text(o, "rationale"),
                                 OriginKind::Annotator, annotator};
    return e;
}

JournalChange readComplete(const QString &annotator, const QJsonObject &o)
{
    return CompleteEdit{annotator, idOf(o, "output"), o.value(QStringLiteral("complete")).toBool()};
}

JournalChange readSubmission(const QString &annotator, const QJsonObject &o)
{
    return SubmissionEdit{annotator, idOf(o, "item")};
}

QString kindNameOf(const JournalEdit &e)
{
    return std::visit([](const auto &change) { return QString(kindName(change)); }, e.change);
}

QJsonObject toJson(const JournalEdit &e)
{
    QJsonObject o{{QStringLiteral("annotator"), e.author()}};
    std::visit([&](const auto &change) { write(change, o); }, e.change);
    return o;
}

/// The edit a journal row holds; nullopt for a kind this version does not know (a newer one wrote it).
std::optional<JournalEdit> fromJson(const QString &key, const QString &kind, const QString &madeAt,
                                    const QJsonObject &o)
{
    using Reader = JournalChange (*)(const QString &, const QJsonObject &);
    static const std::array<std::pair<QLatin1String, Reader>, std::variant_size_v<JournalChange>> readers{{
        {kindName(RatingEdit{}), &readRating},
        {kindName(PreferenceEdit{}), &readPreference},
        {kindName(ReviewEdit{}), &readReview},
        {kindName(CoherenceEdit{}), &readCoherence},
        {kindName(CompleteEdit{}), &readComplete},
        {kindName(SubmissionEdit{}), &readSubmission},
    }};
    for (const auto &[name, read] : readers) {
        if (name != kind)
            continue;
        JournalEdit e(read(o.value(QStringLiteral("annotator")).toString(), o));
        e.key = key;
        e.madeAt = QDateTime::fromString(madeAt, Qt::ISODateWithMs);
        return e;
    }
    return std::nullopt;
}

} // namespace

const QString &JournalEdit::author() const
{
    return std::visit(
        [](const auto &change) -> const QString & {
            if constexpr (std::is_same_v<std::decay_t<decltype(change)>, PreferenceEdit>)
                return change.key.annotator;
            else
                return change.annotator;
        },
        change);
}

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
        const QString what = QCoreApplication::translate("EditJournal", "cannot open the offline journal");
        Status opened = Status::success();
        if (!db.open())
            opened = Error{what + QStringLiteral(": ") + sqlErrorText(db.lastError()), file};
        QSqlQuery q(db);
        for (const QString &sql : {
                 QStringLiteral("PRAGMA journal_mode = WAL"),
                 QStringLiteral("PRAGMA synchronous = FULL"),
                 QStringLiteral("CREATE TABLE IF NOT EXISTS edits (seq INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE,"
                                " kind TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL)"),
                 // What the server refused for good, with its reason: kept for the annotator and the study's runner
                 // to see, never sent again on its own.
                 QStringLiteral("CREATE TABLE IF NOT EXISTS set_aside (seq INTEGER PRIMARY KEY, key TEXT NOT NULL"
                                " UNIQUE, kind TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL,"
                                " reason TEXT NOT NULL, set_aside_at TEXT NOT NULL)"),
             }) {
            if (opened)
                opened = execSql(q, sql, what, file);
        }
        if (!opened) {
            q = QSqlQuery();
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connection);
            return opened.error();
        }
    }
    std::unique_ptr<EditJournal> journal(new EditJournal(file, connection));
    QSqlQuery q(QSqlDatabase::database(connection, false));
    if (Status s = execSql(q, QStringLiteral("SELECT key, kind, made_at, data FROM edits ORDER BY seq"),
                           QCoreApplication::translate("EditJournal", "cannot read the offline journal"), file);
        !s)
        return s.error();
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
    if (journal->pendingCount() > 0)
        qCInfo(lcJournal).noquote() << "opened" << file << "with" << journal->pendingCount()
                                    << "edits the server has not acknowledged";
    else
        qCDebug(lcJournal).noquote() << "opened" << file << "(nothing pending)";
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
    q.addBindValue(kindNameOf(edit));
    q.addBindValue(edit.madeAt.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromUtf8(QJsonDocument(toJson(edit)).toJson(QJsonDocument::Compact)));
    if (Status s =
            execOrFail(q, QCoreApplication::translate("EditJournal", "cannot keep the edit in the offline journal"),
                       m_file);
        !s)
        return s;
    m_cache << edit;
    qCDebug(lcJournal).noquote() << "kept a" << kindNameOf(edit) << "edit" << edit.key << "of" << edit.author() << "in"
                                 << m_file << "(" << m_cache.size() << "pending)";
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

std::optional<Journalled<double>> EditJournal::rating(qint64 outputId, const QString &dimension,
                                                      const QString &annotator) const
{
    if (const auto *e = latest<RatingEdit>([&](const RatingEdit &j) {
            return j.outputId == outputId && j.dimension == dimension && j.annotator == annotator;
        }))
        return Journalled<double>{e->value};
    return std::nullopt;
}

std::optional<Journalled<PreferenceValue>> EditJournal::preference(const PreferenceKey &key) const
{
    if (const auto *e = latest<PreferenceEdit>([&](const PreferenceEdit &j) {
            return j.key.outputA == key.outputA && j.key.outputB == key.outputB && j.key.dimension == key.dimension
                   && j.key.annotator == key.annotator;
        }))
        return Journalled<PreferenceValue>{e->choice};
    return std::nullopt;
}

std::optional<Journalled<ReviewDecision>> EditJournal::review(qint64 differenceId, const QString &annotator) const
{
    if (const auto *e = latest<ReviewEdit>(
            [&](const ReviewEdit &j) { return j.differenceId == differenceId && j.annotator == annotator; }))
        return Journalled<ReviewDecision>{e->decision};
    return std::nullopt;
}

std::optional<Journalled<CoherenceLabel>> EditJournal::coherence(qint64 differenceId, const QString &annotator) const
{
    if (const auto *e = latest<CoherenceEdit>(
            [&](const CoherenceEdit &j) { return j.differenceId == differenceId && j.annotator == annotator; }))
        return Journalled<CoherenceLabel>{e->label};
    return std::nullopt;
}

std::optional<bool> EditJournal::complete(qint64 outputId, const QString &annotator) const
{
    if (const auto *e = latest<CompleteEdit>(
            [&](const CompleteEdit &j) { return j.outputId == outputId && j.annotator == annotator; }))
        return e->complete;
    return std::nullopt;
}

bool EditJournal::submitted(qint64 itemId, const QString &annotator) const
{
    return latest<SubmissionEdit>(
               [&](const SubmissionEdit &j) { return j.itemId == itemId && j.annotator == annotator; })
           != nullptr;
}

Status EditJournal::forget(const QString &key)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM edits WHERE key = ?"));
    q.addBindValue(key);
    if (Status s =
            execOrFail(q, QCoreApplication::translate("EditJournal", "cannot update the offline journal"), m_file);
        !s)
        return s;
    m_cache.erase(std::remove_if(m_cache.begin(), m_cache.end(), [&](const JournalEdit &e) { return e.key == key; }),
                  m_cache.end());
    return Status::success();
}

Result<QVector<SetAsideEdit>> EditJournal::setAside() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (Status s =
            execSql(q,
                    QStringLiteral("SELECT key, kind, made_at, data, reason, set_aside_at FROM set_aside ORDER BY seq"),
                    QCoreApplication::translate("EditJournal", "cannot read the offline journal"), m_file);
        !s)
        return s.error();
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
