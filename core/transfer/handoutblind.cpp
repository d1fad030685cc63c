// Blinding a hand-out (packForAnnotator, when the plan hides system names): no system name, and no output id that
// would tell which outputs of different items share a system.
#include "handoutmerger.h"

#include "storage/sqlexec.h"

#include <QRandomGenerator>
#include <QSqlQuery>

#include <algorithm>

namespace editlens::core::handout {

namespace {

/// A random name for one output's system in a blinded hand-out: tells nothing about the system, nor which outputs of
/// different items share one.
QString randomSystemName()
{
    return QStringLiteral("output-")
           + QString::number(QRandomGenerator::system()->generate64(), 16).rightJustified(16, QLatin1Char('0'));
}

} // namespace

Status blindSystems(QSqlDatabase &db, const QString &file, const QString &what, QHash<QString, QString> &names)
{
    QSqlQuery q(db);
    if (Status s =
            execBound(q, QStringLiteral("SELECT o.id, s.name FROM outputs o JOIN systems s ON s.id = o.system_id"), {},
                      what, file);
        !s)
        return s;
    QVector<std::pair<qint64, QString>> outputs;
    while (q.next())
        outputs.push_back({q.value(0).toLongLong(), q.value(1).toString()});
    for (const auto &[output, system] : std::as_const(outputs)) {
        QString name = randomSystemName();
        while (names.contains(name))
            name = randomSystemName();
        names.insert(name, system);
        if (Status s = execBound(q, QStringLiteral("INSERT INTO systems(name) VALUES (?)"), {name}, what, file); !s)
            return s;
        if (Status s = execBound(q,
                                 QStringLiteral("UPDATE outputs SET system_id = (SELECT id FROM systems WHERE name = ?)"
                                                " WHERE id = ?"),
                                 {name, output}, what, file);
            !s)
            return s;
    }
    return execBound(q, QStringLiteral("DELETE FROM systems WHERE id NOT IN (SELECT system_id FROM outputs)"), {}, what,
                     file);
}

Status shuffleOutputIds(QSqlDatabase &db, const QString &file, const QString &what)
{
    QSqlQuery q(db);
    if (Status s = execBound(q, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"), {}, what, file);
        !s)
        return s;
    QStringList tables;
    while (q.next())
        tables << q.value(0).toString();
    QVector<std::pair<QString, QString>> columns = {{QStringLiteral("outputs"), QStringLiteral("id")}};
    for (const QString &table : std::as_const(tables)) {
        if (Status s = execBound(q, QStringLiteral("PRAGMA foreign_key_list(%1)").arg(table), {}, what, file); !s)
            return s;
        while (q.next())
            if (q.value(2).toString() == QLatin1String("outputs"))
                columns.push_back({table, q.value(3).toString()});
    }
    if (Status s = execBound(q, QStringLiteral("SELECT id FROM outputs ORDER BY id"), {}, what, file); !s)
        return s;
    QVector<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    if (ids.isEmpty())
        return Status::success();
    QVector<qint64> shuffled = ids;
    std::shuffle(shuffled.begin(), shuffled.end(), *QRandomGenerator::system());
    // Through ids above every old one, so that no UNIQUE constraint sees two rows on one output on the way; the
    // references are checked once, at the commit.
    const qint64 offset = ids.constLast() + 1;
    QVector<std::pair<QString, QVariantList>> statements = {
        {QStringLiteral("PRAGMA defer_foreign_keys = ON"), {}},
        {QStringLiteral("CREATE TEMP TABLE output_renumbering (old INTEGER PRIMARY KEY, new INTEGER NOT NULL)"), {}}};
    for (qsizetype i = 0; i < ids.size(); ++i)
        statements.push_back({QStringLiteral("INSERT INTO output_renumbering(old, new) VALUES (?, ?)"),
                              {ids.at(i), shuffled.at(i) + offset}});
    for (const auto &[table, column] : std::as_const(columns))
        statements.push_back({QStringLiteral("UPDATE %1 SET %2 = (SELECT new FROM output_renumbering WHERE old = %2)"
                                             " WHERE %2 IS NOT NULL")
                                  .arg(table, column),
                              {}});
    for (const auto &[table, column] : std::as_const(columns))
        statements.push_back(
            {QStringLiteral("UPDATE %1 SET %2 = %2 - ? WHERE %2 IS NOT NULL").arg(table, column), {offset}});
    statements.push_back({QStringLiteral("DROP TABLE output_renumbering"), {}});
    for (const auto &[sql, bindings] : std::as_const(statements))
        if (Status s = execBound(q, sql, bindings, what, file); !s)
            return s;
    return Status::success();
}

} // namespace editlens::core::handout
