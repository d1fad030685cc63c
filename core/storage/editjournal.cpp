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

namespace editlens::core {

namespace {

QString journalConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("editlens-journal-%1").arg(counter.fetchAndAddRelaxed(1));
}

QJsonObject toJson(const JournalEdit &e)
{
    QJsonObject o;
    if (e.kind == JournalEdit::Kind::Rating) {
        o = {{QStringLiteral("output"), QString::number(e.outputId)},
             {QStringLiteral("dimension"), e.dimension},
             {QStringLiteral("annotator"), e.annotator}};
        if (e.value)
            o.insert(QStringLiteral("value"), *e.value);
    } else {
        o = {{QStringLiteral("item"), QString::number(e.preference.itemId)},
             {QStringLiteral("a"), QString::number(e.preference.outputA)},
             {QStringLiteral("b"), QString::number(e.preference.outputB)},
             {QStringLiteral("dimension"), e.preference.dimension},
             {QStringLiteral("annotator"), e.preference.annotator}};
        if (e.choice) {
            o.insert(QStringLiteral("choice"), preferenceChoiceName(e.choice->choice));
            o.insert(QStringLiteral("left"), QString::number(e.choice->leftOutput));
        }
    }
    return o;
}

JournalEdit fromJson(const QString &key, const QString &kind, const QString &madeAt, const QJsonObject &o)
{
    JournalEdit e;
    e.key = key;
    e.madeAt = QDateTime::fromString(madeAt, Qt::ISODateWithMs);
    if (kind == QLatin1String("rating")) {
        e.kind = JournalEdit::Kind::Rating;
        e.outputId = o.value(QStringLiteral("output")).toString().toLongLong();
        e.dimension = o.value(QStringLiteral("dimension")).toString();
        e.annotator = o.value(QStringLiteral("annotator")).toString();
        if (o.contains(QStringLiteral("value")))
            e.value = o.value(QStringLiteral("value")).toDouble();
    } else {
        e.kind = JournalEdit::Kind::Preference;
        e.preference.itemId = o.value(QStringLiteral("item")).toString().toLongLong();
        e.preference.outputA = o.value(QStringLiteral("a")).toString().toLongLong();
        e.preference.outputB = o.value(QStringLiteral("b")).toString().toLongLong();
        e.preference.dimension = o.value(QStringLiteral("dimension")).toString();
        e.preference.annotator = o.value(QStringLiteral("annotator")).toString();
        if (o.contains(QStringLiteral("choice"))) {
            PreferenceValue v;
            v.choice =
                preferenceChoiceFromName(o.value(QStringLiteral("choice")).toString()).value_or(PreferenceChoice::Tie);
            v.leftOutput = o.value(QStringLiteral("left")).toString().toLongLong();
            e.choice = v;
        }
    }
    return e;
}

/// Applies `e` on the server inside the caller's transaction.
Status applyEdit(QSqlDatabase &db, const SqlDialect &dialect, const JournalEdit &e, const QString &study)
{
    const QString at = e.madeAt.toUTC().toString(Qt::ISODateWithMs);
    QSqlQuery q(db);
    auto run = [&](const QVariantList &values) -> Status {
        for (const QVariant &v : values)
            q.addBindValue(v);
        if (!q.exec())
            return Error{QCoreApplication::translate("EditJournal", "cannot replay an edit made offline: %1")
                             .arg(sqlErrorText(q.lastError())),
                         study};
        return Status::success();
    };
    const QString annotatorId = QStringLiteral("(SELECT id FROM annotators WHERE name = ?)");
    if (e.kind == JournalEdit::Kind::Rating) {
        if (e.value) {
            q.prepare(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, updated_at)"
                                     " VALUES (?, (SELECT id FROM dimensions WHERE name = ?), %1, ?, ?)")
                          .arg(annotatorId)
                      + dialect.upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension_id"),
                                              QStringLiteral("annotator_id")},
                                             {QStringLiteral("value"), QStringLiteral("updated_at")}));
            return run({e.outputId, e.dimension, e.annotator, *e.value, at});
        }
        q.prepare(QStringLiteral("DELETE FROM ratings WHERE output_id = ? AND dimension_id = (SELECT id FROM dimensions"
                                 " WHERE name = ?) AND annotator_id = %1")
                      .arg(annotatorId));
        return run({e.outputId, e.dimension, e.annotator});
    }
    const PreferenceKey &k = e.preference;
    if (e.choice) {
        q.prepare(QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension, annotator_id, choice,"
                                 " updated_at, left_output) VALUES (?, ?, ?, ?, %1, ?, ?, ?)")
                      .arg(annotatorId)
                  + dialect.upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"),
                                          QStringLiteral("dimension"), QStringLiteral("annotator_id")},
                                         {QStringLiteral("choice"), QStringLiteral("updated_at"),
                                          QStringLiteral("left_output")}));
        return run(
            {k.itemId, k.outputA, k.outputB, sqlText(k.dimension), k.annotator, preferenceChoiceName(e.choice->choice),
             at, e.choice->leftOutput > 0 ? QVariant(e.choice->leftOutput) : QVariant(QMetaType::fromType<qint64>())});
    }
    q.prepare(QStringLiteral("DELETE FROM preferences WHERE output_a = ? AND output_b = ? AND dimension = ?"
                             " AND annotator_id = %1")
                  .arg(annotatorId));
    return run({k.outputA, k.outputB, sqlText(k.dimension), k.annotator});
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
                                      " UNIQUE, kind TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL)"))) {
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
    while (q.next())
        journal->m_cache << fromJson(q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                     QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object());
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
    q.addBindValue(edit.kind == JournalEdit::Kind::Rating ? QStringLiteral("rating") : QStringLiteral("preference"));
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
    for (auto it = m_cache.crbegin(); it != m_cache.crend(); ++it)
        if (it->kind == JournalEdit::Kind::Rating && it->outputId == outputId && it->dimension == dimension
            && it->annotator == annotator)
            return it->value;
    return std::nullopt;
}

std::optional<std::optional<PreferenceValue>> EditJournal::preference(const PreferenceKey &key) const
{
    for (auto it = m_cache.crbegin(); it != m_cache.crend(); ++it)
        if (it->kind == JournalEdit::Kind::Preference && it->preference.outputA == key.outputA
            && it->preference.outputB == key.outputB && it->preference.dimension == key.dimension
            && it->preference.annotator == key.annotator)
            return it->choice;
    return std::nullopt;
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

Result<int> EditJournal::replay(StudyStore &store)
{
    int sent = 0;
    const QVector<JournalEdit> edits = m_cache;
    for (const JournalEdit &e : edits) {
        QSqlDatabase &db = store.database();
        if (const QString why = beginWriteOrReason(db, store.dialect()); !why.isEmpty())
            return Error{
                QCoreApplication::translate("EditJournal", "cannot replay the edits made offline: %1").arg(why),
                store.filePath()};
        QSqlQuery mark(db);
        // The key first: a key the server already holds means this edit was applied before the window lost track.
        mark.prepare(QStringLiteral("INSERT INTO applied_edits(edit_key, annotator, applied_at) VALUES (?, ?, ?)"
                                    " ON CONFLICT DO NOTHING RETURNING edit_key"));
        mark.addBindValue(e.key);
        mark.addBindValue(e.kind == JournalEdit::Kind::Rating ? e.annotator : e.preference.annotator);
        mark.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!mark.exec()) {
            const QString why = sqlErrorText(mark.lastError());
            db.rollback();
            return Error{
                QCoreApplication::translate("EditJournal", "cannot replay the edits made offline: %1").arg(why),
                store.filePath()};
        }
        const bool fresh = mark.next();
        mark.finish();
        if (fresh) {
            if (Status s = applyEdit(db, store.dialect(), e, store.filePath()); !s) {
                db.rollback();
                return s.error();
            }
        }
        if (!db.commit()) {
            const QString why = sqlErrorText(db.lastError());
            db.rollback();
            return Error{
                QCoreApplication::translate("EditJournal", "cannot replay the edits made offline: %1").arg(why),
                store.filePath()};
        }
        // Forgotten only once the server has it: a crash here replays it, and its key makes that a no-op.
        if (Status s = forget(e.key); !s)
            return s.error();
        ++sent;
    }
    return sent;
}

} // namespace editlens::core
