#pragma once

#include "util/error.h"

#include <QString>

#include <functional>

namespace editlens::core {

/// Where a study lives: a `.editlens` file (SQLite) or a schema on a PostgreSQL server, written as
/// `postgresql://user[:password]@host[:port]/database?study=NAME[&sslmode=…]` (libpq's URL form; `host` may also be
/// given as a query parameter, which is how a Unix socket folder is named: `?host=/run/postgresql`). A password in
/// the URL is kept but never shown; without one, libpq reads `PGPASSWORD` and `~/.pgpass`, and a caller can ask the
/// user (passwordPrompt()). Value type; thread-safe.
class StudyLocation
{
public:
    /// Parses a file path or a PostgreSQL URL. A URL with a bad study name, port or option is an error naming it.
    static Result<StudyLocation> parse(const QString &text);
    /// True when `text` is written as a PostgreSQL URL (postgresql:// or postgres://).
    static bool isServerUrl(const QString &text);

    bool isServer() const { return !m_study.isEmpty(); }
    QString file() const { return m_file; }

    QString user() const { return m_user; }
    QString password() const { return m_password; }
    QString host() const { return m_host; } ///< a name, an address, or a socket folder (starts with '/'); "" = libpq's
    int port() const { return m_port; }     ///< 0 = libpq's default (5432 or PGPORT)
    QString database() const { return m_database; }
    QString study() const { return m_study; } ///< the schema that holds the study
    QString sslMode() const { return m_sslMode; }
    /// libpq connection options besides host, port, user, password and database ("sslmode=require;…"), as
    /// QSqlDatabase::setConnectOptions takes them.
    QString connectOptions() const;

    /// The same server and database with another study (schema) name.
    StudyLocation withStudy(const QString &study) const;
    /// The same with a password (kept in the URL written by toUrl(true)).
    StudyLocation withPassword(const QString &password) const;
    StudyLocation withUser(const QString &user) const;

    /// The URL; with the password only when `withPassword` (what `annotators add` prints), else without it (what
    /// error messages and title bars show). A file location returns the file path.
    QString toString(bool withPassword = false) const;

    /// A study name that PostgreSQL takes as an unquoted identifier: a lower-case letter or '_', then lower-case
    /// letters, digits or '_', at most 63 bytes. Empty when `name` is one, else why not.
    static QString studyNameProblem(const QString &name);

private:
    QString m_file;
    QString m_user;
    QString m_password;
    QString m_host;
    int m_port = 0;
    QString m_database;
    QString m_study;
    QString m_sslMode;
    QString m_sslRootCert;
    int m_connectTimeout = 0;
};

/// Asks the user for the password of `location` after the server refused the connection for want of one; returns
/// the password, or a null string when the user declined. The GUI installs a dialog, the CLI a terminal prompt
/// without echo; with none installed, no one is asked.
using PasswordPrompt = std::function<QString(const StudyLocation &location, const QString &serverMessage)>;
void setPasswordPrompt(PasswordPrompt prompt);
PasswordPrompt passwordPrompt();
/// Passwords the user typed in this process, by URL without password, so that a second connection (a worker
/// thread's) to the same study does not ask again. Never written to disk.
void rememberPassword(const StudyLocation &location, const QString &password);
QString rememberedPassword(const StudyLocation &location);

} // namespace editlens::core
