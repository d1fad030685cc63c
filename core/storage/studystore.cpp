#include "studystore.h"

#include "storage/annotatorrows.h"
#include "storage/batchwriter.h"
#include "storage/blobstore.h"
#include "storage/planstore.h"
#include "storage/schema.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studyreader.h"
#include "storage/writetransaction.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <unordered_map>
#include <unordered_set>

Q_LOGGING_CATEGORY(lcStorage, "editlens.storage")

namespace editlens::core {

struct StatementCache
{
    std::unordered_map<QString, std::unique_ptr<QSqlQuery>> statements;
    std::unordered_set<QString> unprepared; ///< whose prepare failed: prepared again on their next use
};

QString StudyStore::nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("editlens-study-%1").arg(counter.fetchAndAddRelaxed(1));
}

namespace {

// The root is stored relative to the study file's folder, so a study moved together with its
// images keeps working; a root on another tree stays absolute.
QString encodeRoot(const QString &studyFile, const QString &rootDir)
{
    const QDir studyDir = QFileInfo(studyFile).absoluteDir();
    const QString rel = studyDir.relativeFilePath(QDir(rootDir).absolutePath());
    return rel.isEmpty() ? QStringLiteral(".") : rel;
}

QString decodeRoot(const QString &studyFile, const QString &stored)
{
    const QDir studyDir = QFileInfo(studyFile).absoluteDir();
    return QDir::cleanPath(studyDir.absoluteFilePath(stored.isEmpty() ? QStringLiteral(".") : stored));
}

} // namespace

StudyStore::StudyStore(StudyLocation location, const QSqlDatabase &db, std::unique_ptr<SqlDialect> dialect,
                       StudyPaths paths)
    : m_location(std::move(location))
    , m_file(m_location.toString())
    , m_connection(db.connectionName())
    , m_db(std::make_unique<QSqlDatabase>(db))
    , m_dialect(std::move(dialect))
    , m_paths(std::move(paths))
    , m_statements(std::make_unique<StatementCache>())
{
}

void StudyStore::dropStatements()
{
    m_statements->statements.clear();
    m_statements->unprepared.clear();
}

QSqlQuery &StudyStore::prepared(const QString &sql)
{
    std::unique_ptr<QSqlQuery> &slot = m_statements->statements[sql];
    if (!slot || m_statements->unprepared.count(sql) > 0) {
        slot = std::make_unique<QSqlQuery>(*m_db);
        slot->setForwardOnly(true);
        // A failure surfaces at exec(); a failed prepare is retried on the next use (kept, the driver would report
        // a syntax error for a statement it never created until the connection is made anew).
        if (!slot->prepare(sql))
            m_statements->unprepared.insert(sql);
        else
            m_statements->unprepared.erase(sql);
    }
    return *slot;
}

StudyStore::~StudyStore()
{
    m_statements.reset(); // before the connection closes
    m_dialect->beforeClose(*m_db, m_file);
    m_db->close();
    m_db.reset();
    QSqlDatabase::removeDatabase(m_connection);
}

Result<std::unique_ptr<StudyStore>> StudyStore::connect(const QString &file, bool creating, const QString &rootDir)
{
    if (StudyLocation::isServerUrl(file)) {
        Result<StudyLocation> location = StudyLocation::parse(file);
        if (!location)
            return location.error();
        return connectServer(location.value(), creating, rootDir, {}, ServerImages::Fetch);
    }
    const QString absFile = QFileInfo(file).absoluteFilePath();
    if (creating && QFileInfo::exists(absFile))
        return Error{QCoreApplication::translate("StudyStore", "a file with this name already exists"), absFile};
    if (!creating && !QFileInfo::exists(absFile))
        return Error{QCoreApplication::translate("StudyStore", "study file does not exist"), absFile};
    // SQLite would take an empty file for an empty database and the schema would be written into it: only an
    // explicit create makes a study.
    if (!creating && QFileInfo(absFile).isFile() && QFileInfo(absFile).size() == 0)
        return Error{QCoreApplication::translate("StudyStore", "the file is empty, not a study (a study is an SQLite "
                                                               "file made by New Study or by importing into a new "
                                                               "path); it was left as it is"),
                     absFile};
    if (creating && !QFileInfo(QFileInfo(absFile).absolutePath()).isDir())
        return Error{QCoreApplication::translate("StudyStore", "folder does not exist"),
                     QFileInfo(absFile).absolutePath()};

    auto dialect = std::make_unique<SqliteDialect>();
    const QString connection = nextConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(dialect->driverName(), connection);
    db.setDatabaseName(absFile);
    auto fail = [&](const Error &e) -> Result<std::unique_ptr<StudyStore>> {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connection);
        return e;
    };
    if (!db.open())
        return fail(
            Error{QCoreApplication::translate("StudyStore", "cannot open study: %1").arg(sqlErrorText(db.lastError())),
                  absFile});

    // First of all, before any path can close this connection: never delete the log on close.
    if (const QString why = dialect->configureConnection(db); !why.isEmpty())
        return fail(
            Error{QCoreApplication::translate("StudyStore", "cannot configure the database: %1").arg(why), absFile});

    // Refuse non-SQLite files before any pragma writes to them.
    {
        QSqlQuery probe(db);
        // Not a failed statement but an unreadable file: its error says why (a full disk, not a study), so the
        // Status's own wording is dropped on purpose.
        if (!execSql(probe, QStringLiteral("SELECT count(*) FROM sqlite_master"), QStringLiteral("probe"), absFile))
            return fail(Error{unreadableStudyText(probe.lastError(), absFile), absFile});
    }
    // Check the version before any pragma writes to the file: a newer study stays byte-identical.
    if (Status s = schema::checkVersion(db, *dialect, absFile); !s)
        return fail(s.error());
    if (!creating && dialect->schemaVersion(db) == 0)
        return fail(Error{QCoreApplication::translate("StudyStore",
                                                      "an empty SQLite database, not an EditLens study (it has no "
                                                      "tables and no schema version); it was left as it is"),
                          absFile});
    for (const QString &sql : dialect->connectionSetup()) {
        QSqlQuery q(db);
        if (Status s = execSql(q, sql,
                               QCoreApplication::translate("StudyStore", "cannot configure the database (%1)").arg(sql),
                               absFile);
            !s)
            return fail(s.error());
    }
    if (Status s = schema::migrate(db, *dialect, absFile); !s)
        return fail(s.error());
    if (Status s = schema::verifyTables(db, *dialect, absFile); !s)
        return fail(s.error());

    QString root = rootDir;
    if (creating) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES ('root', ?), ('created', ?)"));
        q.addBindValue(encodeRoot(absFile, rootDir));
        q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        if (Status s = execOrFail(q, QCoreApplication::translate("StudyStore", "cannot write study settings"), absFile);
            !s)
            return fail(s.error());
    } else {
        QSqlQuery q(db);
        if (Status s = execSql(q, QStringLiteral("SELECT value FROM study_meta WHERE key = 'root'"),
                               QCoreApplication::translate("StudyStore", "cannot read study settings"), absFile);
            !s)
            return fail(s.error());
        root = decodeRoot(absFile, q.next() ? q.value(0).toString() : QString());
    }
    if (creating)
        root = decodeRoot(absFile, encodeRoot(absFile, rootDir));

    StudyLocation location = StudyLocation::parse(absFile).value();
    return std::unique_ptr<StudyStore>(new StudyStore(std::move(location), db, std::move(dialect), StudyPaths(root)));
}

Result<std::unique_ptr<StudyStore>> StudyStore::create(const QString &file, const QString &rootDir, const QString &name)
{
    // A server study without a root keeps its files in this machine's cache folder for it.
    const bool server = StudyLocation::isServerUrl(file);
    auto store = connect(file, true, rootDir.isEmpty() && !server ? QFileInfo(file).absolutePath() : rootDir);
    if (store && !name.isEmpty()) {
        if (Status s = store.value()->setName(name); !s)
            return s.error();
    }
    return store;
}

Result<std::unique_ptr<StudyStore>> StudyStore::open(const QString &file, const ProgressCallback &progress,
                                                     const QString &rootDir, ServerImages images)
{
    if (StudyLocation::isServerUrl(file)) {
        Result<StudyLocation> location = StudyLocation::parse(file);
        if (!location)
            return location.error();
        return connectServer(location.value(), false, rootDir, progress, images);
    }
    return connect(file, false, {});
}

QString StudyStore::meta(const QString &key) const
{
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral("SELECT value FROM study_meta WHERE key = ?"));
    q.addBindValue(sqlText(key));
    // An unset (or unreadable) setting reads as empty on purpose, as it always has: the callers take that as unset.
    if (execFirstRow(q, QStringLiteral("study setting"), m_file))
        return q.value(0).toString();
    return {};
}

Status StudyStore::setMeta(const QString &key, const QString &value)
{
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)")
              + m_dialect->upsertClause({QStringLiteral("key")}, {QStringLiteral("value")}));
    q.addBindValue(sqlText(key));
    q.addBindValue(sqlText(value));
    return execOrFail(q, QCoreApplication::translate("StudyStore", "cannot save study settings"), m_file);
}

QString StudyStore::name() const
{
    QString n = meta(QStringLiteral("name"));
    if (!n.isEmpty())
        return n;
    return isServer() ? m_location.study() : QFileInfo(m_file).completeBaseName();
}

Status StudyStore::setName(const QString &name)
{
    return setMeta(QStringLiteral("name"), name);
}

Result<StudyCounts> StudyStore::counts() const
{
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral(
        "SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM outputs), (SELECT count(*) FROM systems),"
        " (SELECT count(*) FROM annotators), (SELECT count(*) FROM ratings), (SELECT count(*) FROM preferences),"
        " (SELECT count(*) FROM differences), (SELECT count(*) FROM coherence_labels), (SELECT count(*) FROM masks),"
        " (SELECT count(*) FROM scores), (SELECT count(*) FROM judge_votes)"));
    if (Status s = execFirstRow(q, QCoreApplication::translate("StudyStore", "cannot count study contents"), m_file);
        !s)
        return s.error();
    StudyCounts c;
    c.items = q.value(0).toLongLong();
    c.outputs = q.value(1).toLongLong();
    c.systems = q.value(2).toLongLong();
    c.annotators = q.value(3).toLongLong();
    c.ratings = q.value(4).toLongLong();
    c.preferences = q.value(5).toLongLong();
    c.differences = q.value(6).toLongLong();
    c.coherenceLabels = q.value(7).toLongLong();
    c.masks = q.value(8).toLongLong();
    c.scores = q.value(9).toLongLong();
    c.judgeVotes = q.value(10).toLongLong();
    return c;
}

Result<QVector<Dimension>> StudyStore::dimensions() const
{
    return StudyReader(*m_db, m_file).dimensions();
}

Result<QVector<ItemSummary>> StudyStore::itemSummaries() const
{
    return StudyReader(*m_db, m_file).itemSummaries();
}

Result<Item> StudyStore::loadItem(qint64 itemId) const
{
    return StudyReader(*m_db, m_file).loadItem(itemId);
}

Result<StudyData> StudyStore::load(const ProgressCallback &progress) const
{
    Result<StudyData> data = StudyReader(*m_db, m_file).loadAll(progress);
    if (data) {
        data.value().name = name();
        Result<QVector<AnnotatorItemProgress>> progressRows = readAnnotatorProgress(*m_db, m_file);
        if (!progressRows)
            return progressRows.error();
        data.value().annotatorProgress = std::move(progressRows).value();
    }
    return data;
}

Status StudyStore::importData(const StudyData &batch, const ProgressCallback &progress)
{
    // Annotators elsewhere share no file system with the importer: a server study keeps its own copy of every image.
    if (isServer()) {
        if (Status s = blobstore::putFiles(*m_db, *m_dialect, m_file, rootDir(), referencedFiles(batch)); !s)
            return s;
    }
    return BatchWriter(*m_db, *m_dialect, m_file).write(batch, progress);
}

Result<qint64> StudyStore::setRating(qint64 outputId, const QString &dimension, const QString &annotator, double value)
{
    // On a server every round trip counts (all annotators share it): a known annotator's rating is one statement, its
    // own transaction, that writes only when the dimension exists and the value is on its scale. When it writes
    // nothing, the checked path below says why.
    if (isServer() && m_knownAnnotators.contains(annotator)) {
        QSqlQuery &one = prepared(
            QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, updated_at)"
                           " SELECT ?, d.id, (SELECT id FROM annotators WHERE name = ?), ?, ? FROM dimensions d"
                           " WHERE d.name = ? AND d.scale_min <= ? AND ? <= d.scale_max")
            + m_dialect->upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension_id"),
                                       QStringLiteral("annotator_id")},
                                      {QStringLiteral("value"), QStringLiteral("updated_at")})
            + QStringLiteral(" RETURNING id"));
        for (const QVariant &v : {QVariant(outputId), sqlText(annotator), QVariant(value),
                                  QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)),
                                  sqlText(dimension), QVariant(value), QVariant(value)})
            one.addBindValue(v);
        if (Status s = execOrFail(one, QCoreApplication::translate("StudyStore", "cannot save rating"), m_file); !s)
            return s.error();
        if (const qint64 id = returnedId(one); id > 0)
            return id;
    }
    WriteTransaction tx(*m_db, *m_dialect);
    if (!tx.beginWaiting())
        return Error{QCoreApplication::translate("StudyStore", "cannot start a transaction") + QStringLiteral(": ")
                         + tx.lastError(),
                     m_file};
    Result<qint64> id = setRatingInTransaction(outputId, dimension, annotator, value,
                                               QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!id)
        return id;
    if (!tx.commit())
        return Error{QCoreApplication::translate("StudyStore", "cannot save rating") + QStringLiteral(": ")
                         + tx.lastError(),
                     m_file};
    m_knownAnnotators.insert(annotator);
    return id;
}

Result<qint64> StudyStore::setRatingInTransaction(qint64 outputId, const QString &dimension, const QString &annotator,
                                                  double value, const QString &at)
{
    QSqlQuery &dim = prepared(QStringLiteral("SELECT id, scale_min, scale_max FROM dimensions WHERE name = ?"));
    dim.addBindValue(sqlText(dimension));
    if (Status s = execOrFail(dim, QCoreApplication::translate("StudyStore", "cannot read dimensions"), m_file); !s)
        return s.error();
    if (!dim.next()) {
        dim.finish();
        return Error{QCoreApplication::translate("StudyStore", "unknown rating dimension '%1'").arg(dimension), m_file};
    }
    const qint64 dimensionId = dim.value(0).toLongLong();
    const double lo = dim.value(1).toDouble(), hi = dim.value(2).toDouble();
    dim.finish();
    if (value < lo || value > hi)
        return Error{QCoreApplication::translate("StudyStore", "rating %1 is outside the scale %2-%3 of '%4'")
                         .arg(value)
                         .arg(lo)
                         .arg(hi)
                         .arg(dimension),
                     m_file};

    if (!m_knownAnnotators.contains(annotator)) {
        if (const Result<qint64> id = recordAnnotator(*m_db, annotator, m_file); !id)
            return id.error();
    }

    QSqlQuery &q =
        prepared(QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value, updated_at)"
                                " VALUES (?, ?, (SELECT id FROM annotators WHERE name = ?), ?, ?)")
                 + m_dialect->upsertClause({QStringLiteral("output_id"), QStringLiteral("dimension_id"),
                                            QStringLiteral("annotator_id")},
                                           {QStringLiteral("value"), QStringLiteral("updated_at")})
                 + QStringLiteral(" RETURNING id"));
    q.addBindValue(outputId);
    q.addBindValue(dimensionId);
    q.addBindValue(sqlText(annotator));
    q.addBindValue(value);
    q.addBindValue(at);
    if (Status s = execFirstRow(q, QCoreApplication::translate("StudyStore", "cannot save rating"), m_file); !s)
        return s.error();
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    return id;
}

Status StudyStore::clearRating(qint64 outputId, const QString &dimension, const QString &annotator)
{
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral("DELETE FROM ratings WHERE output_id = ? AND dimension_id = (SELECT id FROM dimensions"
                             " WHERE name = ?) AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"));
    q.addBindValue(outputId);
    q.addBindValue(sqlText(dimension));
    q.addBindValue(sqlText(annotator));
    // A single statement is its own transaction.
    return execOrFail(q, QCoreApplication::translate("StudyStore", "cannot clear rating"), m_file);
}

Result<std::optional<double>> StudyStore::rating(qint64 outputId, const QString &dimension,
                                                 const QString &annotator) const
{
    QSqlQuery q(*m_db);
    q.prepare(QStringLiteral("SELECT r.value FROM ratings r JOIN dimensions d ON d.id = r.dimension_id"
                             " JOIN annotators a ON a.id = r.annotator_id"
                             " WHERE r.output_id = ? AND d.name = ? AND a.name = ?"));
    q.addBindValue(outputId);
    q.addBindValue(sqlText(dimension));
    q.addBindValue(sqlText(annotator));
    if (Status s = execOrFail(q, QCoreApplication::translate("StudyStore", "cannot read rating"), m_file); !s)
        return s.error();
    if (!q.next())
        return std::optional<double>();
    return std::optional<double>(q.value(0).toDouble());
}

Status StudyStore::saveAs(const QString &newFile) const
{
    if (m_dialect->copyToFile().isEmpty())
        return Error{QCoreApplication::translate("StudyStore", "a study on a server is copied into a file with "
                                                               "'editlens-cli pull URL FILE'"),
                     m_file};
    const QString target = QFileInfo(newFile).absoluteFilePath();
    if (QFileInfo::exists(target))
        return Error{QCoreApplication::translate("StudyStore", "a file with this name already exists"), target};
    {
        QSqlQuery q(*m_db);
        q.prepare(m_dialect->copyToFile());
        q.addBindValue(target);
        if (Status s = execOrFail(q, QCoreApplication::translate("StudyStore", "cannot write a copy"), target); !s)
            return s;
    }
    // The copy's root must still point at the same image folder from its new place.
    auto copy = open(target);
    if (!copy)
        return copy.error();
    return copy.value()->setMeta(QStringLiteral("root"), encodeRoot(target, rootDir()));
}

QString StudyStore::integrityCheck() const
{
    QSqlQuery q(*m_db);
    // The engine's words alone: the caller reports them as the check's finding.
    if (!execSql(q, m_dialect->integrityCheck(), {}, m_file))
        return sqlErrorText(q.lastError());
    QStringList lines;
    while (q.next())
        lines << q.value(0).toString();
    return lines.join(QLatin1Char('\n'));
}

} // namespace editlens::core
