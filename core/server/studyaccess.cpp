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
        if (Status s =
                execSql(q,
                        QStringLiteral("SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname = current_user"),
                        QCoreApplication::translate("StudyAccess", "cannot read the server's roles"), store.filePath());
            !s)
            return s.error();
        if (!q.next() || !q.value(0).toBool())
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
    if (Status s =
            execBound(exists, QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), {login.role},
                      QCoreApplication::translate("StudyAccess", "cannot read the server's roles"), store.filePath());
        !s)
        return s.error();
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
            if (Status s = execSql(q, sql, what, store.filePath()); !s)
                return s;
        }
        QSqlQuery q(store.database());
        return execBound(q,
                         QStringLiteral("INSERT INTO annotators(name, db_role) VALUES (?, ?)"
                                        " ON CONFLICT(name) DO UPDATE SET db_role = excluded.db_role"),
                         {login.annotator, login.role}, what, store.filePath());
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
    if (Status s = execSql(q, QStringLiteral("SELECT name FROM annotators WHERE db_role = current_user"),
                           QCoreApplication::translate("StudyAccess", "cannot read annotators"), store.filePath());
        !s)
        return s.error();
    return q.next() ? q.value(0).toString() : QString();
}

} // namespace editlens::core::studyaccess
