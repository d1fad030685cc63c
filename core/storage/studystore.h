#pragma once

#include "storage/studylocation.h"
#include "storage/studypaths.h"
#include "study/itemsummary.h"
#include "study/studydata.h"
#include "util/error.h"
#include "util/progress.h"

#include <QSet>
#include <QString>

#include <memory>
#include <optional>

class QSqlDatabase;
class QSqlQuery;

namespace editlens::core {

class SqlDialect;
struct StatementCache;

/// An open study: a file (`.editlens`, SQLite) or a schema on a PostgreSQL server (a URL, see StudyLocation). Owns
/// one database connection, so a StudyStore must be used from the thread that created it; open a second StudyStore
/// on the same file or URL for a worker thread. Every user write (`setRating`, ...) runs in its own transaction and is
/// durable when the call returns; `importData` writes a whole batch in one transaction (all or nothing).
class StudyStore
{
public:
    ~StudyStore();
    StudyStore(const StudyStore &) = delete;
    StudyStore &operator=(const StudyStore &) = delete;

    static constexpr const char *fileSuffix = "editlens";

    /// Creates a new, empty study at `file` (a path or a server URL) whose images live under `rootDir`. Fails if
    /// the file or the server's study exists. A server study takes a copy of every image an import names. This makes
    /// the tables only: a server study's rights and change announcements are its owner's set-up, which
    /// server::createStudy (server/serverstudy.h) adds; call that wherever `file` may be a server URL.
    static Result<std::unique_ptr<StudyStore>> create(const QString &file, const QString &rootDir,
                                                      const QString &name = {});
    /// Whether opening a server study first brings its images into the local cache (Fetch), or leaves them to
    /// another open of the study (Later: a window opens it on the GUI thread, where the password is asked for,
    /// then fetches the images through a connection of a worker's own, with progress and Cancel).
    enum class ServerImages { Fetch, Later };
    /// Opens an existing study (a path or a server URL), migrating an older schema forward. A server study's images
    /// are brought into the local cache first (`progress` counts them) unless `images` is Later; `rootDir`
    /// overrides that cache folder.
    static Result<std::unique_ptr<StudyStore>> open(const QString &file, const ProgressCallback &progress = {},
                                                    const QString &rootDir = {},
                                                    ServerImages images = ServerImages::Fetch);

    /// The study file, or the server URL without its password: what errors and titles name, and what opens the
    /// study again.
    QString filePath() const { return m_file; }
    const StudyLocation &location() const { return m_location; }
    bool isServer() const { return m_location.isServer(); }
    QString rootDir() const { return m_paths.rootDir(); }
    const StudyPaths &paths() const { return m_paths; }
    QString name() const;
    Status setName(const QString &name);

    Result<StudyCounts> counts() const;
    Result<QVector<Dimension>> dimensions() const;
    Result<QVector<ItemSummary>> itemSummaries() const;
    /// One item with its outputs, ratings, scores, differences, masks, preferences and judge votes.
    Result<Item> loadItem(qint64 itemId) const;
    /// The whole study as values (for export). `progress` counts items.
    Result<StudyData> load(const ProgressCallback &progress = {}) const;

    /// Writes a resolved batch (root-relative paths, pixel boxes) in one transaction, merging by
    /// item key: existing items gain outputs; a rating (output, dimension, annotator) or score (output,
    /// metric, version) already stored is overwritten, others stay; differences and masks are added.
    Status importData(const StudyData &batch, const ProgressCallback &progress = {});

    /// Sets one rating (insert or replace) in its own transaction. Creates the annotator if needed;
    /// the dimension must exist. Returns the rating's row id.
    Result<qint64> setRating(qint64 outputId, const QString &dimension, const QString &annotator, double value);
    /// `setRating` inside the caller's write transaction (which rolls back on failure), made at `at` (ISO 8601 UTC).
    Result<qint64> setRatingInTransaction(qint64 outputId, const QString &dimension, const QString &annotator,
                                          double value, const QString &at);
    /// One statement: its own transaction, or part of the caller's.
    Status clearRating(qint64 outputId, const QString &dimension, const QString &annotator);
    Result<std::optional<double>> rating(qint64 outputId, const QString &dimension, const QString &annotator) const;

    /// Writes a consistent copy of the study to `newFile` (which must not exist) and rewrites its
    /// root so that its image paths still resolve.
    Status saveAs(const QString &newFile) const;

    /// "ok" when the file is healthy, else SQLite's report.
    QString integrityCheck() const;

    /// Whether the database still answers (a server study's connection can drop; a file always answers).
    bool isReachable();
    /// Opens a server study's connection again after it dropped, with the session's settings; the error says why
    /// not (the server is still away). A study file has nothing to reconnect.
    Status reconnect();

    QSqlDatabase &database() { return *m_db; }
    const SqlDialect &dialect() const { return *m_dialect; }

private:
    StudyStore(StudyLocation location, const QSqlDatabase &db, std::unique_ptr<SqlDialect> dialect, StudyPaths paths);
    static Result<std::unique_ptr<StudyStore>> connect(const QString &file, bool creating, const QString &rootDir);
    static Result<std::unique_ptr<StudyStore>> connectServer(const StudyLocation &location, bool creating,
                                                             const QString &rootDir, const ProgressCallback &progress,
                                                             ServerImages images);
    static QString nextConnectionName();
    /// The statement for `sql`, prepared once per connection: on a server, preparing a statement, running it and
    /// freeing it are three round trips, running a prepared one is one.
    QSqlQuery &prepared(const QString &sql);
    void dropStatements();
    QString meta(const QString &key) const;
    Status setMeta(const QString &key, const QString &value);

    StudyLocation m_location;
    QString m_file;
    QString m_connection;
    // Held by pointer so that this header, included across ui/, does not pull in Qt SQL.
    std::unique_ptr<QSqlDatabase> m_db;
    std::unique_ptr<SqlDialect> m_dialect;
    StudyPaths m_paths;
    std::unique_ptr<StatementCache> m_statements;
    QSet<QString> m_knownAnnotators; // names this connection has seen in the annotators table
};

} // namespace editlens::core
