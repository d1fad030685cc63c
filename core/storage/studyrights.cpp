#include "studyrights.h"

#include "storage/pgdialect.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

// The rights of a server study as SQL: what secure() installs and bringForward() renews when its owner opens it.
// Adding annotators' login roles is the server's own business (server/studyaccess.h).
namespace editlens::core::studyrights {

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

/// Tables an annotator must not see at all: what the metrics said, what the judges said, the gold answers, what the
/// model stages asked and were answered (their prompts and answers name systems and judge outputs), and the crowd
/// platforms' ids of the web participants (only `serve`, under the owner's login, enrols them).
const QStringList &hidden()
{
    static const QStringList tables{QStringLiteral("scores"),          QStringLiteral("embeddings"),
                                    QStringLiteral("judge_votes"),     QStringLiteral("gold_answers"),
                                    QStringLiteral("label_rules"),     QStringLiteral("model_calls"),
                                    QStringLiteral("web_participants")};
    return tables;
}

// What the rights below are at (the study's el_access_version()): a study secured by an earlier release is brought
// forward when its owner opens it.
// 2: one group role per study (a hash of the whole name), files and blobs per annotator, what the plan hides.
// 3: the web session's settings and token secret (study_meta "web.*") hidden from annotators.
const int kAccessVersion = 3;

// The largest file an annotator may add (a mask they drew); the study's own images are the owner's and unlimited.
const qint64 kAnnotatorBlobLimit = 20 * 1024 * 1024;

QString shortHash(const QString &text, int hexDigits)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex().left(hexDigits));
}

// The group role of releases before access version 2 (the first 40 characters only); revoked on the way forward.
QString legacyGroupRole(const QString &study)
{
    return QStringLiteral("el_%1_annotators").arg(study.left(40));
}

/// The functions and triggers that hold under every login, the owner's included (idempotent). The functions keep
/// the study's schema as their search path, whoever's session fires them.
QStringList ruleStatements()
{
    return {
        // A rating outside its dimension's scale (or NaN, which PostgreSQL sorts above every number) would change
        // every statistic of the study without a word.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION el_rating_on_scale() RETURNS trigger LANGUAGE plpgsql SET search_path FROM "
            "CURRENT AS $f$ DECLARE lo double precision; hi double precision; dim text; BEGIN "
            "SELECT scale_min, scale_max, name INTO lo, hi, dim FROM dimensions WHERE id = NEW.dimension_id; "
            "IF NEW.value IS NULL OR NEW.value = 'NaN'::double precision OR NEW.value < lo OR NEW.value > hi THEN "
            "RAISE EXCEPTION 'the rating % is off the scale of ''%'' (% to %)', NEW.value, dim, lo, hi "
            "USING ERRCODE = 'check_violation'; END IF; RETURN NEW; END $f$"),
        QStringLiteral("DROP TRIGGER IF EXISTS el_on_scale ON ratings"),
        QStringLiteral("CREATE TRIGGER el_on_scale BEFORE INSERT OR UPDATE ON ratings FOR EACH ROW EXECUTE FUNCTION "
                       "el_rating_on_scale()"),
        // An annotator reopens a submitted item only as the window does: with a reason in the revise log, written in
        // the same transaction (checked at its commit, after both statements).
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION el_unlock_logged() RETURNS trigger LANGUAGE plpgsql SET search_path FROM "
            "CURRENT AS $f$ BEGIN IF EXISTS (SELECT 1 FROM annotators a WHERE a.db_role = current_user) AND NOT "
            "EXISTS (SELECT 1 FROM revise_log l WHERE l.annotator_id = NEW.annotator_id AND l.item_id = NEW.item_id "
            "AND l.xmin = pg_current_xact_id()::xid) THEN RAISE EXCEPTION 'a submitted item is reopened only with a "
            "reason in the revise log' USING ERRCODE = 'insufficient_privilege'; END IF; RETURN NULL; END $f$"),
        QStringLiteral("DROP TRIGGER IF EXISTS el_unlock_logged ON item_submissions"),
        QStringLiteral("CREATE CONSTRAINT TRIGGER el_unlock_logged AFTER UPDATE ON item_submissions DEFERRABLE "
                       "INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.locked = 1 AND NEW.locked = 0) EXECUTE FUNCTION "
                       "el_unlock_logged()"),
        // Under a blinded plan an annotator may read neither the systems' names nor the outputs' file names (which
        // often name the system): these functions run with the owner's rights and decide for the login. An output's
        // image is then known to the annotator as blind/<output id>.<extension>, with the same content.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION el_blinded() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET "
            "search_path FROM CURRENT AS $f$ SELECT EXISTS (SELECT 1 FROM annotators a WHERE a.db_role = "
            "session_user) AND coalesce((SELECT value FROM study_meta WHERE key = 'plan.blinded'), '1') <> '0' $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION el_system_name(system_id bigint) RETURNS text LANGUAGE sql STABLE "
                       "SECURITY DEFINER SET search_path FROM CURRENT AS $f$ SELECT CASE WHEN el_blinded() THEN '' "
                       "ELSE (SELECT name FROM systems WHERE id = system_id) END $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION el_blind_path(output_id bigint, path text) RETURNS text LANGUAGE "
                       "sql IMMUTABLE AS $f$ SELECT CASE WHEN path = '' THEN '' ELSE 'blind/' || output_id || "
                       "coalesce(substring(path from '[.][A-Za-z0-9]{1,8}$'), '') END $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION el_output_path(output_id bigint) RETURNS text LANGUAGE sql STABLE "
                       "SECURITY DEFINER SET search_path FROM CURRENT AS $f$ SELECT CASE WHEN el_blinded() THEN "
                       "el_blind_path(o.id, o.path) ELSE o.path END FROM outputs o WHERE o.id = output_id $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION el_blind_files() RETURNS TABLE(path text, sha256 text) LANGUAGE sql "
                       "STABLE SECURITY DEFINER SET search_path FROM CURRENT AS $f$ SELECT DISTINCT "
                       "el_blind_path(o.id, o.path), f.sha256 FROM outputs o JOIN files f ON f.path = o.path WHERE "
                       "(SELECT el_blinded()) $f$"),
        QStringLiteral("CREATE OR REPLACE FUNCTION el_output_file(file_path text) RETURNS boolean LANGUAGE sql STABLE "
                       "SECURITY DEFINER SET search_path FROM CURRENT AS $f$ SELECT EXISTS (SELECT 1 FROM outputs o "
                       "WHERE o.path = file_path) $f$"),
        // A content is the annotator's to read when a file they may read has it: any image of the study (an
        // output's under its blind name too), or one of their own mask files. One indexed look-up per fetch.
        QStringLiteral(
            "CREATE OR REPLACE FUNCTION el_readable_blob(blob_sha256 text) RETURNS boolean LANGUAGE sql STABLE "
            "SECURITY DEFINER SET search_path FROM CURRENT AS $f$ SELECT EXISTS (SELECT 1 FROM files f WHERE "
            "f.sha256 = blob_sha256 AND (f.path NOT LIKE 'annotations/masks/%' OR EXISTS (SELECT 1 FROM masks m "
            "JOIN annotators a ON a.name = m.origin WHERE m.path = f.path AND m.origin_kind = 'annotator' AND "
            "a.db_role = session_user))) $f$"),
        // The look-ups of el_output_file and el_readable_blob, for each file listed or fetched.
        QStringLiteral("CREATE INDEX IF NOT EXISTS outputs_by_path ON outputs(path)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS files_by_sha256 ON files(sha256)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS masks_by_path ON masks(path)"),
    };
}

/// The statements that give `group` its rights on `schema` and install the policies (idempotent). `columns` lists
/// each table's columns (what a column grant names).
QStringList securityStatements(const QString &schema, const QString &group, const QStringList &tables,
                               const QHash<QString, QStringList> &columns)
{
    const QString me = QString::fromLatin1(kMe);
    const QString myIds = QString::fromLatin1(kMyIds);
    const QString g = quotedIdentifier(group);
    QStringList sql;
    sql << QStringLiteral("REVOKE ALL ON SCHEMA %1 FROM PUBLIC").arg(schema)
        << QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(schema, g)
        << QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA %1 TO %2").arg(schema, g)
        << QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schema, g);
    // Columns that would undo blinding and attention checks: which items are gold, which system made an output.
    // The window reads the system's name and the output's file through el_system_name and el_output_path, which
    // honour the plan.
    auto hideColumn = [&](const QString &table, const QString &column) {
        QStringList shown = columns.value(table);
        shown.removeAll(column);
        sql << QStringLiteral("REVOKE SELECT ON %1 FROM %2").arg(table, g);
        if (!shown.isEmpty())
            sql << QStringLiteral("GRANT SELECT (%1) ON %2 TO %3").arg(shown.join(QStringLiteral(", ")), table, g);
    };
    hideColumn(QStringLiteral("plan_assignments"), QStringLiteral("gold"));
    hideColumn(QStringLiteral("systems"), QStringLiteral("name"));
    hideColumn(QStringLiteral("outputs"), QStringLiteral("path"));
    auto policy = [&](const QString &table, const QString &name, const QString &rest) {
        sql << QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(name, table)
            << QStringLiteral("CREATE POLICY %1 ON %2 %3").arg(name, table, rest);
    };
    for (const QString &t : tables)
        sql << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(t);
    // Read by everyone in the study, written by the owner only (no write privilege, and RLS allows every row).
    for (const QString &t : tables) {
        if (ownedByAnnotatorId().contains(t) || ownedByOrigin().contains(t) || hidden().contains(t)
            || t == QLatin1String("grounded_boxes"))
            continue;
        policy(t, QStringLiteral("el_read"), QStringLiteral("FOR SELECT USING (true)"));
    }
    // Own rows: a submission is never withdrawn, the revise log only grows.
    for (const QString &t : ownedByAnnotatorId()) {
        const QString rights = t == QLatin1String("revise_log")         ? QStringLiteral("INSERT")
                               : t == QLatin1String("item_submissions") ? QStringLiteral("INSERT, UPDATE")
                                                                        : QStringLiteral("INSERT, UPDATE, DELETE");
        sql << QStringLiteral("GRANT %1 ON %2 TO %3").arg(rights, t, g);
        policy(t, QStringLiteral("el_own"),
               QStringLiteral("FOR ALL USING (annotator_id IN %1) WITH CHECK (annotator_id IN %1)").arg(myIds));
    }
    // Restrictive policies narrow the rows the permissive ones admit: a submission is made locked (reopening is
    // checked by el_unlock_logged), and a session lasts at most a week (a window left open), so that a forged time
    // cannot skew the annotators' speed figures.
    policy(QStringLiteral("item_submissions"), QStringLiteral("el_locked"),
           QStringLiteral("AS RESTRICTIVE FOR INSERT WITH CHECK (locked = 1)"));
    for (const QString &op : {QStringLiteral("INSERT"), QStringLiteral("UPDATE")})
        policy(QStringLiteral("annotator_sessions"), QStringLiteral("el_seconds_") + op.toLower(),
               QStringLiteral("AS RESTRICTIVE FOR %1 WITH CHECK (seconds >= 0 AND seconds <= 604800)").arg(op));
    // Differences, labels and masks of the ground truth or a detector are shown only where the plan shows them.
    const QString shownByPlan =
        QStringLiteral("(origin_kind = 'ground_truth' AND EXISTS (SELECT 1 FROM study_meta m WHERE m.key ="
                       " 'plan.show_ground_truth' AND m.value = '1')) OR (origin_kind NOT IN ('annotator',"
                       " 'ground_truth') AND EXISTS (SELECT 1 FROM study_meta m WHERE m.key ="
                       " 'plan.show_detector_boxes' AND m.value = '1'))");
    for (const QString &t : ownedByOrigin()) {
        const QString own = QStringLiteral("origin_kind = 'annotator' AND origin = %1").arg(me);
        sql << QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2").arg(t, g);
        policy(t, QStringLiteral("el_read"), QStringLiteral("FOR SELECT USING ((%1) OR %2)").arg(own, shownByPlan));
        policy(t, QStringLiteral("el_insert"), QStringLiteral("FOR INSERT WITH CHECK (%1)").arg(own));
        policy(t, QStringLiteral("el_update"), QStringLiteral("FOR UPDATE USING (%1) WITH CHECK (%1)").arg(own));
        policy(t, QStringLiteral("el_delete"), QStringLiteral("FOR DELETE USING (%1)").arg(own));
    }
    for (const QString &t : hidden())
        policy(t, QStringLiteral("el_read"), QStringLiteral("FOR SELECT USING (false)"));
    // Crowd enrolment's settings name the plan's gold items and the completion code that proves a finished study.
    policy(QStringLiteral("study_meta"), QStringLiteral("el_hide_crowd"),
           QStringLiteral("AS RESTRICTIVE FOR SELECT USING (key NOT LIKE 'crowd.%')"));
    // Objects a model located (the model stages' ground) are a detector's boxes: read only where the plan shows those.
    policy(QStringLiteral("grounded_boxes"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (EXISTS (SELECT 1 FROM study_meta m WHERE m.key ="
                          " 'plan.show_detector_boxes' AND m.value = '1'))"));
    // Overrides of the read-all rule above for tables that are per annotator, hold a secret or annotator files.
    policy(QStringLiteral("annotators"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (db_role = current_user)"));
    policy(QStringLiteral("study_meta"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (key <> 'plan.passphrase' AND key NOT LIKE 'handout.%' AND key NOT LIKE"
                          " 'web.%')"));
    policy(QStringLiteral("plan_assignments"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (annotator_id IN %1)").arg(myIds));
    for (const QString &t : {QStringLiteral("plan_outputs"), QStringLiteral("plan_pairs")})
        policy(t, QStringLiteral("el_read"),
               QStringLiteral("FOR SELECT USING (assignment_id IN (SELECT p.id FROM plan_assignments p))"));
    // A mask an annotator draws travels as a file: they add its content (checked against its name, of a bounded
    // size) and name it as one plain file of the masks folder that one of their own masks rows refers to. They see
    // the study's images and their own mask files only, never another annotator's.
    sql << QStringLiteral("GRANT INSERT ON blobs TO %1").arg(g)
        << QStringLiteral("GRANT INSERT, UPDATE ON files TO %1").arg(g)
        << QStringLiteral("GRANT INSERT ON applied_edits TO %1").arg(g);
    policy(QStringLiteral("blobs"), QStringLiteral("el_insert"),
           QStringLiteral("FOR INSERT WITH CHECK (octet_length(data) <= %1 AND size = octet_length(data) AND sha256 ="
                          " encode(sha256(data), 'hex'))")
               .arg(kAnnotatorBlobLimit));
    policy(QStringLiteral("blobs"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING (el_readable_blob(sha256))"));
    const QString ownMaskFile =
        QStringLiteral("path IN (SELECT m.path FROM masks m WHERE m.origin_kind = 'annotator' AND m.origin = %1)")
            .arg(me);
    const QString maskFile =
        QStringLiteral("path ~ '^annotations/masks/[A-Za-z0-9][A-Za-z0-9._-]*$' AND %1").arg(ownMaskFile);
    policy(QStringLiteral("files"), QStringLiteral("el_read"),
           QStringLiteral("FOR SELECT USING ((path NOT LIKE 'annotations/masks/%' AND NOT ((SELECT el_blinded()) AND"
                          " el_output_file(path))) OR %1)")
               .arg(ownMaskFile));
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
            if (Status s = execSql(q, sql, what, store.filePath()); !s)
                return s;
        }
        return Status::success();
    });
}

} // namespace

QString groupRole(const QString &study)
{
    return QStringLiteral("el_%1_%2_annotators").arg(study.left(24), shortHash(study, 12));
}

QString quotedIdentifier(const QString &identifier)
{
    QString q = identifier;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

Status secure(StudyStore &store)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return Status::success();
    QSqlDatabase &db = store.database();
    const QString schema = dialect->schema();
    const QString group = groupRole(schema);
    const QString legacy = legacyGroupRole(schema);
    const QString cannotRead = QCoreApplication::translate("StudyAccess", "cannot read the server's roles");
    QSqlQuery q(db);
    if (Status s = execBound(q,
                             QStringLiteral("SELECT (SELECT count(*) FROM pg_roles WHERE rolname = ?),"
                                            " (SELECT count(*) FROM pg_roles WHERE rolname = ?),"
                                            " (SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname ="
                                            " current_user)"),
                             {group, legacy}, cannotRead, store.filePath());
        !s)
        return s;
    if (!q.next())
        return queryError(q, cannotRead, store.filePath());
    const bool hasGroup = q.value(0).toInt() > 0;
    const bool hasLegacy = legacy != group && q.value(1).toInt() > 0;
    const bool mayCreateRoles = q.value(2).toBool();
    q.finish();

    // The rules that hold under every login come first: an owner who may not create roles runs the study alone
    // (`annotators add` says what right is missing) but still gets them.
    QStringList statements = ruleStatements();
    if (hasGroup || mayCreateRoles) {
        if (!hasGroup)
            statements << QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(quotedIdentifier(group));
        QHash<QString, QStringList> columns;
        for (const QString &table :
             {QStringLiteral("plan_assignments"), QStringLiteral("systems"), QStringLiteral("outputs")}) {
            if (Status s = execBound(q,
                                     QStringLiteral("SELECT column_name FROM information_schema.columns WHERE"
                                                    " table_schema = ? AND table_name = ? ORDER BY ordinal_position"),
                                     {schema, table}, cannotRead, store.filePath());
                !s)
                return s;
            while (q.next())
                columns[table] << q.value(0).toString();
        }
        statements << securityStatements(schema, group, dialect->tables(db), columns);
        // A study secured by an earlier release shared its group with every study of the same first 40
        // characters: that group loses its rights here, and this study's annotators move to the study's own.
        if (hasLegacy)
            statements
                << QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA %1 FROM %2").arg(schema, quotedIdentifier(legacy))
                << QStringLiteral("REVOKE ALL ON ALL SEQUENCES IN SCHEMA %1 FROM %2")
                       .arg(schema, quotedIdentifier(legacy))
                << QStringLiteral("REVOKE ALL ON SCHEMA %1 FROM %2").arg(schema, quotedIdentifier(legacy));
        if (Status s = execSql(q,
                               QStringLiteral("SELECT a.db_role FROM annotators a JOIN pg_roles r ON r.rolname ="
                                              " a.db_role"),
                               cannotRead, store.filePath());
            !s)
            return s;
        while (q.next()) {
            statements << QStringLiteral("GRANT %1 TO %2")
                              .arg(quotedIdentifier(group), quotedIdentifier(q.value(0).toString()));
            if (hasLegacy)
                statements << QStringLiteral("REVOKE %1 FROM %2")
                                  .arg(quotedIdentifier(legacy), quotedIdentifier(q.value(0).toString()));
        }
        // Kept as a function of the study's schema, not a row: rows travel with publish and pull, rights do not.
        statements << QStringLiteral("CREATE OR REPLACE FUNCTION el_access_version() RETURNS integer LANGUAGE sql"
                                     " IMMUTABLE AS $f$ SELECT %1 $f$")
                          .arg(kAccessVersion);
    }
    if (Status s = runAll(store, statements,
                          QCoreApplication::translate("StudyAccess", "cannot set the annotators' rights on the study"));
        !s)
        return s;
    // The old group goes once no study holds rights through it any more; the server refuses while one does, and that
    // refusal is dropped on purpose: the study's rights are set either way.
    if (hasLegacy && (hasGroup || mayCreateRoles)) {
        QSqlQuery drop(db);
        static_cast<void>(
            execSql(drop, QStringLiteral("DROP ROLE IF EXISTS %1").arg(quotedIdentifier(legacy)),
                    QCoreApplication::translate("StudyAccess", "cannot set the annotators' rights on the study"),
                    store.filePath()));
    }
    return Status::success();
}

Status bringForward(StudyStore &store)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return Status::success();
    // Only the study's owner (or a superuser) may change its rights; anyone else opens it as it is. The look-ups'
    // errors are dropped on purpose: a study whose rights cannot be read opens under the rights it has, and the
    // owner's next open looks again.
    const QString what = QCoreApplication::translate("StudyAccess", "cannot read your rights on the study");
    QSqlQuery q(store.database());
    const Status asked = execBound(q,
                                   QStringLiteral("SELECT to_regprocedure(? || '.el_access_version()') IS NOT NULL,"
                                                  " pg_get_userbyid(n.nspowner) = current_user OR r.rolsuper"
                                                  " FROM pg_namespace n, pg_roles r"
                                                  " WHERE n.nspname = ? AND r.rolname = current_user"),
                                   {dialect->schema(), dialect->schema()}, what, store.filePath());
    if (!asked || !q.next() || !q.value(1).toBool())
        return Status::success();
    if (q.value(0).toBool()) {
        const Status version = execSql(q, QStringLiteral("SELECT el_access_version()"), what, store.filePath());
        if (!version || !q.next() || q.value(0).toInt() >= kAccessVersion)
            return Status::success();
    }
    q.finish();
    return secure(store);
}

Result<bool> columnReadable(StudyStore &store, const QString &table, const QString &column)
{
    const PgDialect *dialect = serverDialect(store);
    if (!dialect)
        return true;
    const QString what = QCoreApplication::translate("StudyAccess", "cannot read your rights on the study");
    QSqlQuery q(store.database());
    if (Status s = execBound(q, QStringLiteral("SELECT has_column_privilege(?, ?, 'SELECT')"),
                             {QString(dialect->schema() + QLatin1Char('.') + table), column}, what, store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return queryError(q, what, store.filePath());
    return q.value(0).toBool();
}

} // namespace editlens::core::studyrights
