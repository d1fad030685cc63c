#include "studylocation.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace editlens::core {

namespace {

const QStringList &sslModes()
{
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

} // namespace

bool StudyLocation::isServerUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

QString StudyLocation::studyNameProblem(const QString &name)
{
    static const QRegularExpression identifier(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    if (name.isEmpty())
        return QCoreApplication::translate("StudyLocation", "the URL names no study: add ?study=NAME");
    if (!identifier.match(name).hasMatch())
        return QCoreApplication::translate(
                   "StudyLocation",
                   "the study name '%1' must start with a lower-case letter or '_' and hold only lower-case letters, "
                   "digits and '_'")
            .arg(name);
    if (name.toUtf8().size() > 63)
        return QCoreApplication::translate("StudyLocation", "the study name '%1' is longer than PostgreSQL's 63 bytes")
            .arg(name);
    if (name.startsWith(QLatin1String("pg_")))
        return QCoreApplication::translate("StudyLocation",
                                           "the study name '%1' starts with 'pg_', which PostgreSQL keeps for itself")
            .arg(name);
    return {};
}

Result<StudyLocation> StudyLocation::parse(const QString &text)
{
    StudyLocation location;
    if (!isServerUrl(text)) {
        location.m_file = text;
        return location;
    }
    const QUrl url(text, QUrl::StrictMode);
    const QString shown = url.toString(QUrl::RemovePassword);
    if (!url.isValid())
        return Error{
            QCoreApplication::translate("StudyLocation", "not a valid PostgreSQL URL: %1").arg(url.errorString()),
            shown};
    location.m_user = url.userName(QUrl::FullyDecoded);
    location.m_password = url.password(QUrl::FullyDecoded);
    location.m_host = url.host(QUrl::FullyDecoded);
    location.m_port = url.port(0);
    location.m_database = url.path(QUrl::FullyDecoded).mid(1);
    if (location.m_database.isEmpty() || location.m_database.contains(QLatin1Char('/')))
        return Error{
            QCoreApplication::translate("StudyLocation",
                                        "the URL names no database: write postgresql://user@host/DATABASE?study=NAME"),
            shown};
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("study")) {
            location.m_study = value;
        } else if (key == QLatin1String("sslmode")) {
            if (!sslModes().contains(value))
                return Error{QCoreApplication::translate("StudyLocation", "sslmode '%1' is not one of %2")
                                 .arg(value, sslModes().join(QStringLiteral(", "))),
                             shown};
            location.m_sslMode = value;
        } else if (key == QLatin1String("sslrootcert")) {
            location.m_sslRootCert = value;
        } else if (key == QLatin1String("host")) {
            location.m_host = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            location.m_port = value.toInt(&ok);
            if (!ok || location.m_port <= 0 || location.m_port > 65535)
                return Error{QCoreApplication::translate("StudyLocation", "port '%1' is not a number from 1 to 65535")
                                 .arg(value),
                             shown};
        } else if (key == QLatin1String("connect_timeout")) {
            bool ok = false;
            location.m_connectTimeout = value.toInt(&ok);
            if (!ok || location.m_connectTimeout < 0)
                return Error{QCoreApplication::translate("StudyLocation",
                                                         "connect_timeout '%1' is not a number of seconds")
                                 .arg(value),
                             shown};
        } else {
            return Error{QCoreApplication::translate(
                             "StudyLocation",
                             "unknown URL parameter '%1' (known: study, sslmode, sslrootcert, host, port, "
                             "connect_timeout)")
                             .arg(key),
                         shown};
        }
    }
    if (const QString why = studyNameProblem(location.m_study); !why.isEmpty())
        return Error{why, shown};
    return location;
}

QString StudyLocation::connectOptions() const
{
    QStringList options;
    if (!m_sslMode.isEmpty())
        options << QStringLiteral("sslmode=") + m_sslMode;
    if (!m_sslRootCert.isEmpty())
        options << QStringLiteral("sslrootcert=") + m_sslRootCert;
    // A server that went away must be noticed in seconds, not after the kernel's two-hour TCP timeout.
    options << QStringLiteral("connect_timeout=%1").arg(m_connectTimeout > 0 ? m_connectTimeout : 10)
            << QStringLiteral("keepalives_idle=10") << QStringLiteral("keepalives_interval=5")
            << QStringLiteral("keepalives_count=3") << QStringLiteral("application_name=editlens");
    return options.join(QLatin1Char(';'));
}

StudyLocation StudyLocation::withStudy(const QString &study) const
{
    StudyLocation copy = *this;
    copy.m_study = study;
    return copy;
}

StudyLocation StudyLocation::withPassword(const QString &password) const
{
    StudyLocation copy = *this;
    copy.m_password = password;
    return copy;
}

StudyLocation StudyLocation::withUser(const QString &user) const
{
    StudyLocation copy = *this;
    copy.m_user = user;
    return copy;
}

QString StudyLocation::toString(bool withPassword) const
{
    if (!isServer())
        return m_file;
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_user);
    if (withPassword)
        url.setPassword(m_password);
    QUrlQuery query;
    // A socket folder is not a host name: libpq takes it as the host parameter.
    if (m_host.startsWith(QLatin1Char('/')))
        query.addQueryItem(QStringLiteral("host"), m_host);
    else
        url.setHost(m_host);
    if (m_port > 0) {
        if (m_host.startsWith(QLatin1Char('/')) || m_host.isEmpty())
            query.addQueryItem(QStringLiteral("port"), QString::number(m_port));
        else
            url.setPort(m_port);
    }
    url.setPath(QLatin1Char('/') + m_database);
    query.addQueryItem(QStringLiteral("study"), m_study);
    if (!m_sslMode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), m_sslMode);
    if (!m_sslRootCert.isEmpty())
        query.addQueryItem(QStringLiteral("sslrootcert"), m_sslRootCert);
    if (m_connectTimeout > 0)
        query.addQueryItem(QStringLiteral("connect_timeout"), QString::number(m_connectTimeout));
    url.setQuery(query);
    return url.toString(withPassword ? QUrl::FullyEncoded : QUrl::RemovePassword | QUrl::FullyEncoded);
}

namespace {

QMutex g_promptMutex;
PasswordPrompt g_prompt;
QHash<QString, QString> g_passwords;

QString serverKey(const StudyLocation &l)
{
    return QStringLiteral("%1@%2:%3/%4").arg(l.user(), l.host(), QString::number(l.port()), l.database());
}

} // namespace

void setPasswordPrompt(PasswordPrompt prompt)
{
    const QMutexLocker lock(&g_promptMutex);
    g_prompt = std::move(prompt);
}

PasswordPrompt passwordPrompt()
{
    const QMutexLocker lock(&g_promptMutex);
    return g_prompt;
}

void rememberPassword(const StudyLocation &location, const QString &password)
{
    const QMutexLocker lock(&g_promptMutex);
    g_passwords.insert(serverKey(location), password);
}

QString rememberedPassword(const StudyLocation &location)
{
    const QMutexLocker lock(&g_promptMutex);
    return g_passwords.value(serverKey(location));
}

} // namespace editlens::core
