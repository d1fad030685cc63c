#include "studyaccess.h"

#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studyrights.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "study/annotatorname.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core::studyaccess {

namespace {

QString roleFor(const QString &study, const QString &annotator)
{
    QString name = annotator.toLower();
    name.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    return QStringLiteral("el_%1_%2_%3")
        .arg(study.left(24), name.left(24),
             QString::fromLatin1(QCryptographicHash::hash(QString(study + QLatin1Char('\n') + annotator).toUtf8(),
                                                          QCryptographicHash::Sha256)
                                     .toHex()
                                     .left(6)));
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

const PgDialect *serverDialect(StudyStore &store)
{
    return dynamic_cast<const PgDialect *>(&store.dialect());
}

} // namespace

Result<AnnotatorLogin> addAnnotator(StudyStore &store, const QString &name)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return Error{QCoreApplication::translate("StudyAccess",
                                                 "annotator logins are for studies on a server; a study file is shared "
                                                 "by handing it out (editlens-cli pack)"),
                     store.filePath()};
    if (Status s = checkAnnotatorName(name, store.filePath()); !s)
        return s.error();
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
    if (Status s = studyrights::secure(store); !s)
        return s.error();
    AnnotatorLogin login;
    login.annotator = name;
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
            .arg(roleExists ? QStringLiteral("ALTER") : QStringLiteral("CREATE"),
                 studyrights::quotedIdentifier(login.role), login.password),
        QStringLiteral("GRANT %1 TO %2")
            .arg(studyrights::quotedIdentifier(studyrights::groupRole(dialect->schema())),
                 studyrights::quotedIdentifier(login.role)),
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
