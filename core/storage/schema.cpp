#include "schema.h"

#include "sqldialect.h"
#include "sqlexec.h"
#include "writetransaction.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core::schema {

namespace {

// Version 1: the study model of the foundation issue (#2).
QStringList version1(const SqlDialect &d)
{
    const QString pk = d.primaryKeyType();
    return {
        QStringLiteral("CREATE TABLE study_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE systems (id %1, name TEXT NOT NULL UNIQUE)").arg(pk),
        QStringLiteral("CREATE TABLE annotators (id %1, name TEXT NOT NULL UNIQUE)").arg(pk),
        QStringLiteral("CREATE TABLE dimensions (id %1, name TEXT NOT NULL UNIQUE, scale_min REAL NOT NULL,"
                       " scale_max REAL NOT NULL, description TEXT NOT NULL DEFAULT '')")
            .arg(pk),
        QStringLiteral("CREATE TABLE items (id %1, key TEXT NOT NULL UNIQUE, source_path TEXT NOT NULL DEFAULT '',"
                       " source_width INTEGER, source_height INTEGER, instruction TEXT NOT NULL DEFAULT '',"
                       " ground_truth_path TEXT NOT NULL DEFAULT '', ground_truth_width INTEGER,"
                       " ground_truth_height INTEGER, parse TEXT NOT NULL DEFAULT '', tags TEXT NOT NULL DEFAULT '',"
                       " source_item TEXT NOT NULL DEFAULT '', turn INTEGER NOT NULL DEFAULT 0)")
            .arg(pk),
        QStringLiteral("CREATE TABLE outputs (id %1, item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
                       " system_id INTEGER NOT NULL REFERENCES systems(id), path TEXT NOT NULL DEFAULT '',"
                       " width INTEGER, height INTEGER, UNIQUE(item_id, system_id))")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE ratings (id %1, output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " dimension_id INTEGER NOT NULL REFERENCES dimensions(id),"
            " annotator_id INTEGER NOT NULL REFERENCES annotators(id), value REAL NOT NULL,"
            " updated_at TEXT NOT NULL DEFAULT '', UNIQUE(output_id, dimension_id, annotator_id))")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE preferences (id %1, item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
            " output_a INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " output_b INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " dimension TEXT NOT NULL DEFAULT '', annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
            " choice TEXT NOT NULL CHECK (choice IN ('A', 'B', 'tie', 'both_bad')),"
            " updated_at TEXT NOT NULL DEFAULT '', UNIQUE(output_a, output_b, dimension, annotator_id))")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE differences (id %1, output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " op TEXT NOT NULL CHECK (op IN ('ADD', 'REMOVE', 'EDIT')), description TEXT NOT NULL DEFAULT '',"
            " x0 REAL NOT NULL, y0 REAL NOT NULL, x1 REAL NOT NULL, y1 REAL NOT NULL,"
            " confidence REAL NOT NULL DEFAULT 1.0, origin_kind TEXT NOT NULL, origin TEXT NOT NULL DEFAULT '')")
            .arg(pk),
        QStringLiteral("CREATE TABLE coherence_labels (id %1,"
                       " difference_id INTEGER NOT NULL REFERENCES differences(id) ON DELETE CASCADE,"
                       " coherent INTEGER NOT NULL CHECK (coherent IN (0, 1)), rationale TEXT NOT NULL DEFAULT '',"
                       " origin_kind TEXT NOT NULL, origin TEXT NOT NULL DEFAULT '',"
                       " UNIQUE(difference_id, origin_kind, origin))")
            .arg(pk),
        QStringLiteral("CREATE TABLE masks (id %1, item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
                       " output_id INTEGER REFERENCES outputs(id) ON DELETE CASCADE, path TEXT NOT NULL,"
                       " kind TEXT NOT NULL, origin_kind TEXT NOT NULL, origin TEXT NOT NULL DEFAULT '')")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE scores (id %1, output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " metric TEXT NOT NULL, version TEXT NOT NULL, value REAL NOT NULL,"
            " UNIQUE(output_id, metric, version))")
            .arg(pk),
        QStringLiteral("CREATE INDEX outputs_by_item ON outputs(item_id)"),
        QStringLiteral("CREATE INDEX differences_by_output ON differences(output_id)"),
        QStringLiteral("CREATE INDEX masks_by_item ON masks(item_id)"),
        QStringLiteral("CREATE INDEX preferences_by_item ON preferences(item_id)"),
    };
}

// Version 2: pairwise judge verdicts (GenAI-Bench `model_vote`), kept raw; one per output pair and judge.
QStringList version2(const SqlDialect &d)
{
    return {
        QStringLiteral(
            "CREATE TABLE judge_votes (id %1, item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
            " output_a INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " output_b INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " judge TEXT NOT NULL, verdict TEXT NOT NULL, UNIQUE(output_a, output_b, judge))")
            .arg(d.primaryKeyType()),
        QStringLiteral("CREATE INDEX judge_votes_by_item ON judge_votes(item_id)"),
    };
}

// Version 3: the source and target captions of an item (InstructPix2Pix's input/output captions), which CLIP-D
// compares and CLIP-T can use instead of the instruction.
QStringList version3(const SqlDialect &)
{
    return {
        QStringLiteral("ALTER TABLE items ADD COLUMN source_caption TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE items ADD COLUMN target_caption TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 4: annotation and user studies (#6): annotator sessions, review decisions on detected differences,
// judgement timestamps, rubrics, the study plan (assignments, blinding, pair schedules, gold items) and
// submit/revise with an audit log. Preferences record which output was shown on the left.
QStringList version4(const SqlDialect &d)
{
    const QString pk = d.primaryKeyType();
    return {
        QStringLiteral(
            "ALTER TABLE preferences ADD COLUMN left_output INTEGER REFERENCES outputs(id) ON DELETE SET NULL"),
        QStringLiteral("ALTER TABLE coherence_labels ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE differences ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE masks ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE dimensions ADD COLUMN step REAL NOT NULL DEFAULT 1"),
        QStringLiteral("CREATE TABLE annotator_sessions (id %1,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
                       " started_at TEXT NOT NULL, ended_at TEXT NOT NULL DEFAULT '', seconds REAL NOT NULL DEFAULT 0)")
            .arg(pk),
        QStringLiteral("CREATE INDEX sessions_by_annotator ON annotator_sessions(annotator_id, item_id)"),
        QStringLiteral("CREATE TABLE difference_reviews (id %1,"
                       " difference_id INTEGER NOT NULL REFERENCES differences(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " decision TEXT NOT NULL CHECK (decision IN ('accepted', 'rejected')),"
                       " updated_at TEXT NOT NULL DEFAULT '', UNIQUE(difference_id, annotator_id))")
            .arg(pk),
        QStringLiteral("CREATE TABLE rubrics (id %1, name TEXT NOT NULL UNIQUE, preset TEXT NOT NULL DEFAULT 'custom',"
                       " help TEXT NOT NULL DEFAULT '')")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE rubric_dimensions (id %1,"
            " rubric_id INTEGER NOT NULL REFERENCES rubrics(id) ON DELETE CASCADE,"
            " position INTEGER NOT NULL, name TEXT NOT NULL, scale_min REAL NOT NULL, scale_max REAL NOT NULL,"
            " step REAL NOT NULL, help TEXT NOT NULL DEFAULT '', UNIQUE(rubric_id, name))")
            .arg(pk),
        QStringLiteral("CREATE TABLE rubric_labels (id %1,"
                       " rubric_dimension_id INTEGER NOT NULL REFERENCES rubric_dimensions(id) ON DELETE CASCADE,"
                       " value REAL NOT NULL, label TEXT NOT NULL, UNIQUE(rubric_dimension_id, value))")
            .arg(pk),
        QStringLiteral("CREATE TABLE plan_assignments (id %1,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
                       " gold INTEGER NOT NULL DEFAULT 0 CHECK (gold IN (0, 1)),"
                       " UNIQUE(annotator_id, item_id), UNIQUE(annotator_id, position))")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE plan_outputs (id %1,"
            " assignment_id INTEGER NOT NULL REFERENCES plan_assignments(id) ON DELETE CASCADE,"
            " output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
            " blind_label TEXT NOT NULL DEFAULT '', UNIQUE(assignment_id, output_id))")
            .arg(pk),
        QStringLiteral(
            "CREATE TABLE plan_pairs (id %1,"
            " assignment_id INTEGER NOT NULL REFERENCES plan_assignments(id) ON DELETE CASCADE,"
            " position INTEGER NOT NULL, left_output INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " right_output INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE)")
            .arg(pk),
        QStringLiteral("CREATE TABLE gold_answers (id %1,"
                       " output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
                       " dimension TEXT NOT NULL, expected REAL NOT NULL, tolerance REAL NOT NULL DEFAULT 0,"
                       " UNIQUE(output_id, dimension))")
            .arg(pk),
        QStringLiteral("CREATE TABLE item_submissions (id %1,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
                       " submitted_at TEXT NOT NULL, locked INTEGER NOT NULL DEFAULT 1 CHECK (locked IN (0, 1)),"
                       " UNIQUE(annotator_id, item_id))")
            .arg(pk),
        QStringLiteral("CREATE TABLE revise_log (id %1, annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
                       " at TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '')")
            .arg(pk),
        QStringLiteral("CREATE INDEX plan_outputs_by_assignment ON plan_outputs(assignment_id)"),
        QStringLiteral("CREATE INDEX plan_pairs_by_assignment ON plan_pairs(assignment_id)"),
    };
}

// Version 5: an output's role in BPM's ground-truth test (ground_truth, excessively_preserved, excessively_modified);
// '' for the outputs that have none, which is every output of an older study.
QStringList version5(const SqlDialect &)
{
    return {
        QStringLiteral("ALTER TABLE outputs ADD COLUMN role TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 6: what learned metrics encoded per output (embeddings), so that retrieval and later analyses never
// re-encode. One float32 vector (little-endian bytes, `dim` values) per output, model, metric version and kind.
QStringList version6(const SqlDialect &d)
{
    return {
        QStringLiteral(
            "CREATE TABLE embeddings (id %1, output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
            " model TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL, dim INTEGER NOT NULL,"
            " data BLOB NOT NULL, UNIQUE(output_id, model, version, kind))")
            .arg(d.primaryKeyType()),
        QStringLiteral("CREATE INDEX embeddings_by_model ON embeddings(model, version, kind)"),
    };
}

// Version 7: why a rules annotator gave a rating (ADIEE's automatic labels: which rule, with what values), one row per
// rating, removed with it.
QStringList version7(const SqlDialect &d)
{
    return {
        QStringLiteral("CREATE TABLE label_rules (id %1,"
                       " rating_id INTEGER NOT NULL UNIQUE REFERENCES ratings(id) ON DELETE CASCADE,"
                       " rule TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '')")
            .arg(d.primaryKeyType()),
    };
}

// Version 8: review state as data. A review may also be "relabelled" (the annotator corrected the op or the
// description), which the CHECK of version 4 refused, so the table is rebuilt; and an annotator can mark an output
// complete ("no further differences"), which puts it into a difference-detection evaluation set.
QStringList version8(const SqlDialect &d)
{
    const QString pk = d.primaryKeyType();
    return {
        QStringLiteral("CREATE TABLE difference_reviews_v8 (id %1,"
                       " difference_id INTEGER NOT NULL REFERENCES differences(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " decision TEXT NOT NULL CHECK (decision IN ('accepted', 'rejected', 'relabelled')),"
                       " updated_at TEXT NOT NULL DEFAULT '', UNIQUE(difference_id, annotator_id))")
            .arg(pk),
        QStringLiteral("INSERT INTO difference_reviews_v8(id, difference_id, annotator_id, decision, updated_at)"
                       " SELECT id, difference_id, annotator_id, decision, updated_at FROM difference_reviews"),
        QStringLiteral("DROP TABLE difference_reviews"),
        QStringLiteral("ALTER TABLE difference_reviews_v8 RENAME TO difference_reviews"),
        QStringLiteral("CREATE TABLE output_completions (id %1,"
                       " output_id INTEGER NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,"
                       " annotator_id INTEGER NOT NULL REFERENCES annotators(id),"
                       " updated_at TEXT NOT NULL DEFAULT '', UNIQUE(output_id, annotator_id))")
            .arg(pk),
    };
}

// Version 9: shared studies. A server study carries its files (images, masks) as content-addressed blobs, since
// its annotators share no file system (`files` maps a root-relative path to a sha256, `blobs` holds each content
// once); annotators map to the database roles that may write as them; `applied_edits` records the key of every
// edit replayed from an offline journal, so that a replay applies each edit exactly once. Empty in a study file.
QStringList version9(const SqlDialect &)
{
    return {
        QStringLiteral("ALTER TABLE annotators ADD COLUMN db_role TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE TABLE blobs (sha256 TEXT PRIMARY KEY, size INTEGER NOT NULL, data BLOB NOT NULL)"),
        QStringLiteral("CREATE TABLE files (path TEXT PRIMARY KEY, sha256 TEXT NOT NULL REFERENCES blobs(sha256))"),
        QStringLiteral("CREATE TABLE applied_edits (edit_key TEXT PRIMARY KEY, annotator TEXT NOT NULL DEFAULT '',"
                       " applied_at TEXT NOT NULL)"),
    };
}

// Version 10: a detector's own guess for a box that a reviewer relabelled or moved (JSON {op, description, box:
// [x0, y0, x1, y1]}; '' = the box is as the detector proposed it). The reviewed box is the reviewer's annotation,
// while the detector's evaluation keeps scoring what it proposed.
QStringList version10(const SqlDialect &)
{
    return {
        QStringLiteral("ALTER TABLE differences ADD COLUMN proposal TEXT NOT NULL DEFAULT ''"),
    };
}

// Version 11: the model stages' cache and audit trail. Every request a stage sent to a model endpoint and what came
// back: the key of everything that shapes the answer (request_key), what was shown (template hash, image hashes as a
// JSON array, the rendered prompt), the raw answer, its parsed value, the outcome, latency and tokens. Never a key.
QStringList version11(const SqlDialect &d)
{
    return {
        QStringLiteral(
            "CREATE TABLE model_calls (id %1, request_key TEXT NOT NULL UNIQUE, stage TEXT NOT NULL,"
            " stage_version TEXT NOT NULL, endpoint TEXT NOT NULL, model TEXT NOT NULL,"
            " template_sha256 TEXT NOT NULL, image_sha256 TEXT NOT NULL DEFAULT '[]',"
            " item_key TEXT NOT NULL DEFAULT '', systems TEXT NOT NULL DEFAULT '', subject TEXT NOT NULL DEFAULT '',"
            " prompt TEXT NOT NULL DEFAULT '', raw TEXT NOT NULL DEFAULT '', parsed TEXT NOT NULL DEFAULT '',"
            " status TEXT NOT NULL CHECK (status IN ('ok', 'unparseable', 'failed')), error TEXT NOT NULL DEFAULT '',"
            " latency_ms INTEGER NOT NULL DEFAULT 0, prompt_tokens INTEGER NOT NULL DEFAULT -1,"
            " completion_tokens INTEGER NOT NULL DEFAULT -1, created_at TEXT NOT NULL)")
            .arg(d.primaryKeyType()),
        QStringLiteral("CREATE INDEX model_calls_by_item ON model_calls(stage, item_key)"),
    };
}

// Version 12: objects a vision-language model located (the model stages' "ground"): o1 and the named reference in the
// original (output_id NULL), o2 and the reference in an output's edited image. `boxes` is a JSON array of
// [x0, y0, x1, y1] in pixels of that image's file; an empty array records that the model found no such object, which
// BPM must tell apart from "never asked". `call_key` is the model call (model_calls.request_key) it came from.
QStringList version12(const SqlDialect &d)
{
    return {
        QStringLiteral(
            "CREATE TABLE grounded_boxes (id %1, item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,"
            " output_id INTEGER REFERENCES outputs(id) ON DELETE CASCADE,"
            " target TEXT NOT NULL CHECK (target IN ('o1', 'o2', 'reference')), object TEXT NOT NULL,"
            " boxes TEXT NOT NULL DEFAULT '[]', origin TEXT NOT NULL, model TEXT NOT NULL,"
            " call_key TEXT NOT NULL DEFAULT '')")
            .arg(d.primaryKeyType()),
        QStringLiteral("CREATE INDEX grounded_boxes_by_item ON grounded_boxes(item_id)"),
    };
}

// Version 13: crowd participants who came through open enrolment (a web study link with the platform's participant
// id). One row per annotator EditLens made for them, with the platform's ids as they came, when they enrolled and
// were last active (UTC, ISO 8601), and whether their unsubmitted items were given back after they went silent.
QStringList version13(const SqlDialect &d)
{
    return {
        QStringLiteral("CREATE TABLE web_participants (id %1,"
                       " annotator_id INTEGER NOT NULL UNIQUE REFERENCES annotators(id) ON DELETE CASCADE,"
                       " participant_id TEXT NOT NULL UNIQUE, study_id TEXT NOT NULL DEFAULT '',"
                       " session_id TEXT NOT NULL DEFAULT '', enrolled_at TEXT NOT NULL, last_seen TEXT NOT NULL,"
                       " released INTEGER NOT NULL DEFAULT 0 CHECK (released IN (0, 1)))")
            .arg(d.primaryKeyType()),
    };
}

} // namespace

int currentVersion()
{
    return 13;
}

QStringList migrationStatements(int toVersion, const SqlDialect &dialect)
{
    switch (toVersion) {
    case 1:
        return version1(dialect);
    case 2:
        return version2(dialect);
    case 3:
        return version3(dialect);
    case 4:
        return version4(dialect);
    case 5:
        return version5(dialect);
    case 6:
        return version6(dialect);
    case 7:
        return version7(dialect);
    case 8:
        return version8(dialect);
    case 9:
        return version9(dialect);
    case 10:
        return version10(dialect);
    case 11:
        return version11(dialect);
    case 12:
        return version12(dialect);
    case 13:
        return version13(dialect);
    default:
        return {};
    }
}

Status checkVersion(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName)
{
    const int version = dialect.schemaVersion(db);
    if (version < 0)
        return Error{QCoreApplication::translate("Schema", "not a study file (cannot read its schema version)"),
                     fileName};
    if (version == 0 && !dialect.tables(db).isEmpty())
        return Error{QCoreApplication::translate("Schema",
                                                 "not an EditLens study: the database holds tables but no EditLens "
                                                 "schema version (SQLite user_version is 0); it was not changed"),
                     fileName};
    if (version > currentVersion())
        return Error{QCoreApplication::translate("Schema",
                                                 "study was written by a newer EditLens (schema %1, this build reads "
                                                 "up to %2); it was not changed")
                         .arg(QString::number(version), QString::number(currentVersion())),
                     fileName};
    return Status::success();
}

QStringList tablesInOrder(const SqlDialect &dialect)
{
    static const QRegularExpression createTable(QStringLiteral("^\\s*CREATE TABLE (?:IF NOT EXISTS )?(\\w+)"),
                                                QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression dropTable(QStringLiteral("^\\s*DROP TABLE (?:IF EXISTS )?(\\w+)"),
                                              QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression renameTable(QStringLiteral("^\\s*ALTER TABLE (\\w+) RENAME TO (\\w+)"),
                                                QRegularExpression::CaseInsensitiveOption);
    // The tables the migrations leave behind, in order: created, dropped, renamed (a table rebuilt to change a
    // constraint is created under a new name, filled, and renamed over the old one).
    QStringList expected;
    for (int v = 1; v <= currentVersion(); ++v) {
        for (const QString &sql : migrationStatements(v, dialect)) {
            if (const QRegularExpressionMatch m = createTable.match(sql); m.hasMatch())
                expected << m.captured(1).toLower();
            else if (const QRegularExpressionMatch d = dropTable.match(sql); d.hasMatch())
                expected.removeAll(d.captured(1).toLower());
            else if (const QRegularExpressionMatch r = renameTable.match(sql); r.hasMatch()) {
                expected.removeAll(r.captured(1).toLower());
                expected << r.captured(2).toLower();
            }
        }
    }
    return expected;
}

Status verifyTables(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName)
{
    const QStringList expected = tablesInOrder(dialect);
    const QStringList present = dialect.tables(db);
    for (const QString &table : std::as_const(expected))
        if (!present.contains(table, Qt::CaseInsensitive))
            return Error{QCoreApplication::translate("Schema", "the study is damaged: its table '%1' is missing "
                                                               "(schema %2); it was not changed")
                             .arg(table, QString::number(dialect.schemaVersion(db))),
                         fileName};
    return Status::success();
}

Status migrate(QSqlDatabase &db, const SqlDialect &dialect, const QString &fileName, int targetVersion)
{
    if (targetVersion < 0)
        targetVersion = currentVersion();
    if (Status s = checkVersion(db, dialect, fileName); !s)
        return s;
    const int from = dialect.schemaVersion(db);
    if (from >= targetVersion)
        return Status::success();

    // Every step and the new version in one transaction: a failed migration leaves the study as it was.
    WriteTransaction tx(db, dialect);
    if (!tx.beginWaiting())
        return Error{QCoreApplication::translate("Schema", "cannot start a transaction: %1").arg(tx.lastError()),
                     fileName};
    for (int v = from + 1; v <= targetVersion; ++v) {
        const QString failed = QCoreApplication::translate("Schema", "migration to schema %1 failed").arg(v);
        const QStringList statements = migrationStatements(v, dialect);
        for (const QString &sql : statements) {
            QSqlQuery q(db);
            if (Status s = execSql(q, dialect.adaptStatement(sql), failed, fileName); !s)
                return s;
        }
    }
    const QString notRecorded = QCoreApplication::translate("Schema", "cannot record schema version");
    if (!dialect.setSchemaVersion(db, targetVersion))
        return Error{notRecorded + QStringLiteral(": ") + sqlErrorText(db.lastError()), fileName};
    if (!tx.commit())
        return Error{notRecorded + QStringLiteral(": ") + tx.lastError(), fileName};
    return Status::success();
}

} // namespace editlens::core::schema
