#include "studyaccess.h"

#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core::studyaccess {

namespace {

// The annotator the logged-in role writes as; NULL for any other role.
const char *const kMe = "(SELECT a.name FROM annotators a WHERE a.db_role = current_user)";
const char *const kMyIds = "(SELECT a.id FROM annotators a WHERE a.db_role = current_user)";

/// Tables whose rows belong to one annotator through `annotator_id`.
const QStringList &ownedByAnnotatorId()
{
    static const QStringList tables{QStringLiteral("ratings"),
                                    QStringLiteral("preferences"),
                                    QStringLiteral("difference_reviews"),
                                    QStringLiteral("output_completions"),
                                    QStringLiteral("annotator_sessions"),
                                    QStringLiteral("item_submissions"),
                                    QStringLiteral("revise_log")};
    return tables;
}

/// Tables whose rows name their author as (origin_kind, origin): an annotator's, the ground truth's or a detector's.
const QStringList &ownedByOrigin()
{
    static const QStringList tables{QStringLiteral("differences"), QStringLiteral("coherence_labels"),
                                    QStringLiteral("masks")};
    return tables;
}

/// Tables an annotator must not see at all: what the metrics said, what the judges said, the gold answers.
const QStringList &hidden()
{
    static const QStringList tables{QStringLiteral("scores"), QStringLiteral("embeddings"),
                                    QStringLiteral("judge_votes"), QStringLiteral("gold_answers"),
                                    QStringLiteral("label_rules")};
    return tables;
}

QString groupRole(const QString &study)
{
    return QStringLiteral("el_%1_annotators").arg(study.left(40));
}

QString roleFor(const QString &study, const QString &annotator)
{
    QString name = annotator.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    const QString tag = QString::fromLatin1(
        QCryptographicHash::hash((study + QLatin1Char('\n') + annotator).toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(6));
    return QStringLiteral("el_%1_%2_%3").arg(study.left(24), name.left(24), tag);
}

QString generatedPassword()
{
    static const QString alphabet =
        QStringLiteral("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"); // no 0/O, 1/l/I to misread
    QString password;
    for (int i = 0; i < 24; ++i)
        password += alphabet.at(int(QRandomGenerator::system()->bounded(quint32(alphabet.size()))));
    return password;
}

QString quoted(const QString &identifier)
{
    QString q = identifier;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

/// The statements that give `group` its rights on `schema` and install the policies (idempotent).
QStringList securityStatements(const QString &schema, const QString &group, const QStringList &tables)
{
    const QString me = QString::fromLatin1(kMe);
    const QString myIds = QString::fromLatin1(kMyIds);
    QStringList sql;
    sql << QStringLiteral("REVOKE ALL ON SCHEMA %1 FROM PUBLIC").arg(schema)
        << QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(schema, quoted(group))
        << QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, quoted(group))
        << QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schema, quoted(group));
    auto policy = [&](const QString &table, const QString &name, const QString &rest) {
        sql << QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(name, table)
            << QStringLiteral("CREATE POLICY %1 ON %2 %3").arg(name, table, rest);
    };
    for (const QString &t : tables)
        sql << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(t);
    // Read by everyone in the study, written by the owner only (no write privilege, and RLS allows every row).
    for (const QString &t : tables) {
        if (ownedByAnnotatorId().contains(t) || ownedByOrigin().contains(t) || hidden().contains(t))
            continue;
        policy(t, QStringLiteral("el_read"), QStringLiteral("FOR SELECT USING (true)"));
    }
    for (const QString &t : ownedByAnnotatorId()) {
        sql << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2").arg(t, quoted(group));
        policy(t, QStringLiteral("el_own"),
               QStringLiteral("FOR ALL USING (annotator_id IN %1) WITH CHECK (annotator_id IN %1)").arg(myIds));
    }
    for (const QString &t : ownedByOrigin()) {
        const QString own = QStringLiteral("origin_kind = 'annotator' AND origin = %1").arg(me);
        sql << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2").arg(t, quoted(group));
        policy(t, QStringLiteral("el_read"),
               QStringLiteral("FOR SELECT USING (origin_kind <> 'annotator' OR %1)").arg(own));
        policy(t, QStringLiteral("el_insert"), QStringLiteral("FOR INSERT WITH CHECK (%1)").arg(own));
        policy(t, QStringLiteral("el_update"), QStringLiteral("FOR UPDATE USING (%1) WITH CHECK (%1)").arg(own));
        policy(t, QStringLiteral("el_delete"), QStringLiteral("FOR DELETE USING (%1)").arg(own));
    }
    for (const QString &t : hidden())
        policy(t, QStringLiteral("el_read"), QStringLiteral("FOR SELECT USING (false)"));
    // Overrides of the read-all rule above for tables that are per annotator or hold annotator files.
    policy(QStringLiteral("annotators"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (db_role = current_user)"));
    policy(QStringLiteral("plan_assignments"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (annotator_id IN %1)").arg(myIds));
    for (const QString &t : {QStringLiteral("plan_outputs"), QStringLiteral("plan_pairs")})
        policy(t, QStringLiteral("el_read"),
               QStringLiteral("FOR SELECT USING (assignment_id IN (SELECT p.id FROM plan_assignments p))"));
    // A mask an annotator draws travels as a file: they may add content and name files under the masks folder only,
    // never replace an image of the study.
    sql << QStringLiteral("GRANT INSERT ON blobs TO %1").arg(quoted(group))
        << QStringLiteral("GRANT INSERT, UPDATE ON files TO %1").arg(quoted(group))
        << QStringLiteral("GRANT INSERT ON applied_edits TO %1").arg(quoted(group));
    policy(QStringLiteral("blobs"), QStringLiteral("el_insert"), QStringLiteral("FOR INSERT WITH CHECK (true)"));
    const QString maskFile = QStringLiteral("path LIKE 'annotations/masks/%'");
    policy(QStringLiteral("files"), QStringLiteral("el_insert"),
           QStringLiteral("FOR INSERT WITH CHECK (%1)").arg(maskFile));
    policy(QStringLiteral("files"), QStringLiteral("el_update"),
           QStringLiteral("FOR UPDATE USING (%1) WITH CHECK (%1)").arg(maskFile));
    policy(QStringLiteral("applied_edits"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (annotator = %1)").arg(me));
    policy(QStringLiteral("applied_edits"), QStringLiteral("el_insert"),
           QStringLiteral("FOR INSERT WITH CHECK (annotator = %1)").arg(me));
    return sql;
}

const PgDialect *serverDialect(StudyStore &store)
{
    return dynamic_cast<const PgDialect *>(&store.dialect());
}

Status runAll(StudyStore &store, const QStringList &statements, const QString &what)
{
    return runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
        for (const QString &sql : statements) {
            QSqlQuery q(store.database());
            if (!q.exec(sql))
                return Error{what + QStringLiteral(": ") + sqlErrorText(q.lastError()), store.filePath()};
        }
        return Status::success();
    });
}

} // namespace

Status secure(StudyStore &store)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return Status::success();
    const QString group = groupRole(dialect->schema());
    QSqlQuery q(store.database());
    q.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(group);
    if (!q.exec())
        return Error{QCoreApplication::translate("StudyAccess", "cannot read the server's roles: %1")
                         .arg(sqlErrorText(q.lastError())),
                     store.filePath()};
    QStringList statements;
    if (!q.next()) {
        // An owner who may not create roles runs the study alone; `annotators add` says what right is missing.
        QSqlQuery may(store.database());
        if (!may.exec(QStringLiteral("SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname = current_user"))
            || !may.next() || !may.value(0).toBool())
            return Status::success();
        statements << QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(quoted(group));
    }
    statements << securityStatements(dialect->schema(), group, dialect->tables(store.database()));
    return runAll(store, statements,
                  QCoreApplication::translate("StudyAccess", "cannot set the annotators' rights on the study"));
}

Result<AnnotatorLogin> addAnnotator(StudyStore &store, const QString &name)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return Error{QCoreApplication::translate("StudyAccess",
                                                 "annotator logins are for studies on a server; a study file is shared "
                                                 "by handing it out (editlens-cli pack)"),
                     store.filePath()};
    if (name.trimmed().isEmpty())
        return Error{QCoreApplication::translate("StudyAccess", "an annotator needs a name"), store.filePath()};
    {
        QSqlQuery q(store.database());
        if (!q.exec(QStringLiteral("SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname = current_user"))
            || !q.next() || !q.value(0).toBool())
            return Error{QCoreApplication::translate("StudyAccess",
                                                     "your server role may not create roles (it needs CREATEROLE); "
                                                     "ask the server's administrator to run: ALTER ROLE %1 "
                                                     "CREATEROLE")
                             .arg(store.location().user()),
                         store.filePath()};
    }
    if (Status s = secure(store); !s)
        return s.error();
    AnnotatorLogin login;
    login.annotator = name.trimmed();
    login.role = roleFor(dialect->schema(), login.annotator);
    login.password = generatedPassword();
    QSqlQuery exists(store.database());
    exists.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    exists.addBindValue(login.role);
    if (!exists.exec())
        return Error{QCoreApplication::translate("StudyAccess", "cannot read the server's roles: %1")
                         .arg(sqlErrorText(exists.lastError())),
                     store.filePath()};
    const bool roleExists = exists.next();
    exists.finish();
    // The password is generated from letters and digits only, so it can be written into the statement.
    const QStringList statements{
        QStringLiteral("%1 ROLE %2 LOGIN PASSWORD '%3'")
            .arg(roleExists ? QStringLiteral("ALTER") : QStringLiteral("CREATE"), quoted(login.role), login.password),
        QStringLiteral("GRANT %1 TO %2").arg(quoted(groupRole(dialect->schema())), quoted(login.role)),
    };
    const QString what = QCoreApplication::translate("StudyAccess", "cannot add annotator '%1'").arg(login.annotator);
    Status s = runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
        for (const QString &sql : statements) {
            QSqlQuery q(store.database());
            if (!q.exec(sql))
                return Error{what + QStringLiteral(": ") + sqlErrorText(q.lastError()), store.filePath()};
        }
        QSqlQuery q(store.database());
        q.prepare(QStringLiteral("INSERT INTO annotators(name, db_role) VALUES (?, ?)"
                                 " ON CONFLICT(name) DO UPDATE SET db_role = excluded.db_role"));
        q.addBindValue(login.annotator);
        q.addBindValue(login.role);
        if (!q.exec())
            return Error{what + QStringLiteral(": ") + sqlErrorText(q.lastError()), store.filePath()};
        return Status::success();
    });
    if (!s)
        return s.error();
    login.url = store.location().withUser(login.role).withPassword(login.password).toString(true);
    return login;
}

Result<QString> annotatorOfCurrentRole(StudyStore &store)
{
    if (!serverDialect(store))
        return QString();
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral("SELECT name FROM annotators WHERE db_role = current_user")))
        return Error{
            QCoreApplication::translate("StudyAccess", "cannot read annotators: %1").arg(sqlErrorText(q.lastError())),
            store.filePath()};
    return q.next() ? q.value(0).toString() : QString();
}

} // namespace editlens::core::studyaccess
