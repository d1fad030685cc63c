// One file, over the usual length: every row proves one item of the README's list against the same study and logins,
// set up once. Rights in a study on a server are the database's: each refusal is proven with a direct SQL attempt as
// the annotator's own login role (over TCP with its generated password), not through EditLens' client code.
#include "server/serverstudy.h"
#include "server/studyaccess.h"
#include "storage/blobstore.h"
#include "storage/differencestore.h"
#include "storage/groundedboxstore.h"
#include "storage/modelcallstore.h"
#include "storage/planstore.h"
#include "storage/sessionstore.h"
#include "storage/studyrights.h"
#include "storage/studystore.h"
#include "studyengine.h"
#include "testutil.h"
#include "transfer/studytransfer.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

#include <cmath>

using namespace editlens::core;
using editlens::testing::pgTestServer;

class TestStudyAccess : public QObject
{
    Q_OBJECT

private:
    QString m_study;
    std::unique_ptr<StudyStore> m_owner;
    studyaccess::AnnotatorLogin m_alice;
    studyaccess::AnnotatorLogin m_bob;
    qint64 m_item = 0;
    qint64 m_outputA = 0;
    qint64 m_outputB = 0;
    qint64 m_truthDifference = 0;
    qint64 m_bobDifference = 0;
    QString m_bobMaskPath;
    QString m_bobMaskSha;
    int m_connections = 0;

    /// A direct connection as `login`'s role over TCP, checking its password.
    QSqlDatabase connectAs(const studyaccess::AnnotatorLogin &login, const QString &password)
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("access-%1").arg(++m_connections));
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(pgTestServer().port);
        db.setDatabaseName(QStringLiteral("editlens_test"));
        db.setUserName(login.role);
        db.setPassword(password);
        if (db.open())
            QSqlQuery(db).exec(QStringLiteral("SET search_path TO %1").arg(m_study));
        return db;
    }

    /// Runs `sql` as `db`'s role; returns the error text ("" when it ran) and the rows it affected.
    static std::pair<QString, int> attempt(QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        if (!q.exec(sql))
            return {q.lastError().databaseText(), -1};
        return {QString(), q.isSelect() ? (q.last() ? q.at() + 1 : 0) : q.numRowsAffected()};
    }

    /// Writes a study setting as the owner (what `plan` stores).
    Status setMeta(const QString &key, const QString &value)
    {
        QSqlQuery q(m_owner->database());
        q.prepare(QStringLiteral("INSERT INTO study_meta(key, value) VALUES (?, ?)"
                                 " ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
        q.addBindValue(key);
        q.addBindValue(value);
        if (!q.exec())
            return Error{q.lastError().text()};
        return Status::success();
    }

    static qint64 scalar(StudyStore &store, const QString &sql)
    {
        QSqlQuery q(store.database());
        if (!q.exec(sql) || !q.next())
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return q.value(0).toLongLong();
    }

    // The rows of everyRefusalIsTheDatabases, one helper per item of README's list.

    /// Item 4: an annotator's judgements are theirs alone; scores, model answers and gold answers are nobody's to read.
    void addOthersJudgementsRows()
    {
        const QString bobId = QStringLiteral("(SELECT id FROM annotators WHERE name = 'bob')");
        QTest::newRow("4: rate as another annotator")
            << QStringLiteral("INSERT INTO ratings(output_id, dimension_id, annotator_id, value)"
                              " VALUES (%1, (SELECT id FROM dimensions), (SELECT id FROM annotators_all), 1)")
                   .arg(m_outputB)
            << QString();
        QTest::newRow("4: change another annotator's rating")
            << QStringLiteral("UPDATE ratings SET value = 1 WHERE value = 2") << QStringLiteral("0 rows");
        QTest::newRow("4: delete another annotator's rating")
            << QStringLiteral("DELETE FROM ratings WHERE value = 2") << QStringLiteral("0 rows");
        QTest::newRow("4: read other annotators' ratings")
            << QStringLiteral("SELECT * FROM ratings WHERE value = 2") << QStringLiteral("0 rows");
        QTest::newRow("4: read scores") << QStringLiteral("SELECT * FROM scores") << QStringLiteral("0 rows");
        QTest::newRow("4: read what models were asked and answered")
            << QStringLiteral("SELECT * FROM model_calls") << QStringLiteral("0 rows");
        QTest::newRow("4: read the objects a model located, which the plan does not show")
            << QStringLiteral("SELECT * FROM grounded_boxes") << QStringLiteral("0 rows");
        QTest::newRow("4: read the crowd participants' platform ids")
            << QStringLiteral("SELECT * FROM web_participants") << QStringLiteral("0 rows");
        QTest::newRow("4: read the crowd settings (gold items, completion code)")
            << QStringLiteral("SELECT * FROM study_meta WHERE key LIKE 'crowd.%'") << QStringLiteral("0 rows");
        QTest::newRow("4: read gold answers")
            << QStringLiteral("SELECT * FROM gold_answers") << QStringLiteral("0 rows");
        QTest::newRow("4: read another annotator's plan") << QStringLiteral(
            "SELECT id, item_id FROM plan_assignments WHERE annotator_id IN (SELECT id FROM annotators"
            " WHERE name = 'bob')") << QStringLiteral("0 rows");
        QTest::newRow("4: read another annotator's box")
            << QStringLiteral("SELECT * FROM differences WHERE origin = 'bob'") << QStringLiteral("0 rows");
        QTest::newRow("4: move another annotator's box")
            << QStringLiteral("UPDATE differences SET x0 = 0 WHERE origin = 'bob'") << QStringLiteral("0 rows");
        QTest::newRow("4: move the ground truth's box")
            << QStringLiteral("UPDATE differences SET x0 = 0 WHERE origin_kind = 'ground_truth'")
            << QStringLiteral("0 rows");
        QTest::newRow("4: draw a box as another annotator")
            << QStringLiteral("INSERT INTO differences(output_id, op, x0, y0, x1, y1, origin_kind, origin)"
                              " VALUES (%1, 'ADD', 0, 0, 1, 1, 'annotator', 'bob')")
                   .arg(m_outputA)
            << QStringLiteral("row-level security");
        QTest::newRow("4: draw a box as the ground truth")
            << QStringLiteral("INSERT INTO differences(output_id, op, x0, y0, x1, y1, origin_kind, origin)"
                              " VALUES (%1, 'ADD', 0, 0, 1, 1, 'ground_truth', '')")
                   .arg(m_outputA)
            << QStringLiteral("row-level security");
        QTest::newRow("4: label as another annotator")
            << QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, origin_kind, origin)"
                              " VALUES (%1, 0, 'annotator', 'bob')")
                   .arg(m_truthDifference)
            << QStringLiteral("row-level security");
        QTest::newRow("4: mask as another annotator")
            << QStringLiteral("INSERT INTO masks(item_id, path, kind, origin_kind, origin)"
                              " VALUES (%1, 'annotations/masks/x.png', 'edit', 'annotator', 'bob')")
                   .arg(m_item)
            << QStringLiteral("row-level security");
        QTest::newRow("4: prefer as another annotator")
            << QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, annotator_id, choice)"
                              " VALUES (%1, %2, %3, %4, 'A')")
                   .arg(m_item)
                   .arg(m_outputA)
                   .arg(m_outputB)
                   .arg(bobId)
            << QStringLiteral("row-level security");
        QTest::newRow("4: submit as another annotator")
            << QStringLiteral("INSERT INTO item_submissions(annotator_id, item_id, submitted_at) VALUES (%1, %2, 'x')")
                   .arg(bobId)
                   .arg(m_item)
            << QStringLiteral("row-level security");
    }

    /// Item 7: the study's items, plan, settings, scores and annotators are the owner's to change.
    void addOwnersTablesRows()
    {
        QTest::newRow("7: change an item")
            << QStringLiteral("UPDATE items SET instruction = 'x'") << QStringLiteral("permission denied");
        QTest::newRow("7: delete an output")
            << QStringLiteral("DELETE FROM outputs") << QStringLiteral("permission denied");
        QTest::newRow("7: change the plan")
            << QStringLiteral("DELETE FROM plan_assignments") << QStringLiteral("permission denied");
        QTest::newRow("7: add to the plan")
            << QStringLiteral("INSERT INTO plan_assignments(annotator_id, item_id, position) VALUES (1, %1, 9)")
                   .arg(m_item)
            << QStringLiteral("permission denied");
        QTest::newRow("7: change a setting")
            << QStringLiteral("UPDATE study_meta SET value = 'x'") << QStringLiteral("permission denied");
        QTest::newRow("7: write a score")
            << QStringLiteral("INSERT INTO scores(output_id, metric, version, value) VALUES (%1, 'l1', 'v2', 1)")
                   .arg(m_outputA)
            << QStringLiteral("permission denied");
        QTest::newRow("7: record a model's answer")
            << QStringLiteral("INSERT INTO model_calls(request_key, stage, stage_version, endpoint, model,"
                              " template_sha256, status, created_at) VALUES ('k2', 'parse', '', '', '', '', 'ok', '')")
            << QStringLiteral("permission denied");
        QTest::newRow("7: add a grounded object")
            << QStringLiteral("INSERT INTO grounded_boxes(item_id, target, object, origin, model) VALUES (%1, 'o1',"
                              " 'cup', 'grounded by x', 'x')")
                   .arg(m_item)
            << QStringLiteral("permission denied");
        QTest::newRow("7: move a grounded object")
            << QStringLiteral("UPDATE grounded_boxes SET boxes = '[]'") << QStringLiteral("permission denied");
        QTest::newRow("7: change a model's answer")
            << QStringLiteral("UPDATE model_calls SET raw = 'x'") << QStringLiteral("permission denied");
        QTest::newRow("7: enrol a crowd participant")
            << QStringLiteral("INSERT INTO web_participants(annotator_id, participant_id, enrolled_at, last_seen)"
                              " SELECT id, 'P-new', '', '' FROM annotators")
            << QStringLiteral("permission denied");
        QTest::newRow("7: add an annotator")
            << QStringLiteral("INSERT INTO annotators(name) VALUES ('carol')") << QStringLiteral("permission denied");
        QTest::newRow("7: take another annotator's role")
            << QStringLiteral("UPDATE annotators SET db_role = current_user") << QStringLiteral("permission denied");
        QTest::newRow("7: change a dimension")
            << QStringLiteral("UPDATE dimensions SET scale_max = 100") << QStringLiteral("permission denied");
        QTest::newRow("7: create a table")
            << QStringLiteral("CREATE TABLE sneaky(x int)") << QStringLiteral("permission denied");
        QTest::newRow("7: turn security off")
            << QStringLiteral("ALTER TABLE ratings DISABLE ROW LEVEL SECURITY") << QStringLiteral("must be owner");
    }

    /// Items 1-3: secrets, and what the plan hides (system names, gold items, the truth's and a detector's boxes).
    void addHiddenRows()
    {
        QTest::newRow("1: read the plan's passphrase hash")
            << QStringLiteral("SELECT * FROM study_meta WHERE key = 'plan.passphrase'") << QStringLiteral("0 rows");
        QTest::newRow("1: read a hand-out's record (its blind names)")
            << QStringLiteral("SELECT * FROM study_meta WHERE key LIKE 'handout.%'") << QStringLiteral("0 rows");
        QTest::newRow("1: read the web links' token secret")
            << QStringLiteral("SELECT * FROM study_meta WHERE key LIKE 'web.%'") << QStringLiteral("0 rows");
        QTest::newRow("2: read system names under a blinded plan")
            << QStringLiteral("SELECT name FROM systems") << QStringLiteral("permission denied");
        QTest::newRow("2: read output file names under a blinded plan")
            << QStringLiteral("SELECT path FROM outputs") << QStringLiteral("permission denied");
        QTest::newRow("2: read output file names among the study's files")
            << QStringLiteral("SELECT * FROM files WHERE path LIKE 'images/%'") << QStringLiteral("0 rows");
        QTest::newRow("2: read which items are gold checks")
            << QStringLiteral("SELECT count(*) FROM plan_assignments WHERE gold = 1")
            << QStringLiteral("permission denied");
        QTest::newRow("3: read the ground truth's boxes")
            << QStringLiteral("SELECT * FROM differences WHERE origin_kind = 'ground_truth'")
            << QStringLiteral("0 rows");
        QTest::newRow("3: read a detector's boxes")
            << QStringLiteral("SELECT * FROM differences WHERE origin_kind = 'detector'") << QStringLiteral("0 rows");
    }

    /// Item 5: a submission is locked unless revised with a reason, and the revise log and sessions stay honest.
    void addSubmissionRows()
    {
        QTest::newRow("5: unlock a submitted item without a reason")
            << QStringLiteral("UPDATE item_submissions SET locked = 0") << QStringLiteral("revise log");
        QTest::newRow("5: submit an item unlocked")
            << QStringLiteral("INSERT INTO item_submissions(annotator_id, item_id, submitted_at, locked)"
                              " SELECT id, %1, 'x', 0 FROM annotators")
                   .arg(m_item)
            << QStringLiteral("row-level security");
        QTest::newRow("5: withdraw a submission")
            << QStringLiteral("DELETE FROM item_submissions") << QStringLiteral("permission denied");
        QTest::newRow("5: erase the revise log")
            << QStringLiteral("DELETE FROM revise_log") << QStringLiteral("permission denied");
        QTest::newRow("5: rewrite the revise log")
            << QStringLiteral("UPDATE revise_log SET reason = 'x'") << QStringLiteral("permission denied");
        QTest::newRow("5: record an absurd session")
            << QStringLiteral("INSERT INTO annotator_sessions(annotator_id, item_id, started_at, seconds)"
                              " SELECT id, %1, 'x', 1e9 FROM annotators")
                   .arg(m_item)
            << QStringLiteral("row-level security");
        QTest::newRow("5: stretch a session")
            << QStringLiteral("UPDATE annotator_sessions SET seconds = 'NaN'") << QStringLiteral("row-level security");
    }

    /// Item 6: images and masks: another annotator's files, names outside the masks folder, content under a false hash.
    void addFileRows()
    {
        QTest::newRow("6: replace a study image")
            << QStringLiteral("INSERT INTO files(path, sha256) VALUES ('src.png', 'x')")
            << QStringLiteral("row-level security");
        QTest::newRow("6: read another annotator's mask file")
            << QStringLiteral("SELECT * FROM files WHERE path = '%1'").arg(m_bobMaskPath) << QStringLiteral("0 rows");
        QTest::newRow("6: read another annotator's mask content")
            << QStringLiteral("SELECT * FROM blobs WHERE sha256 = '%1'").arg(m_bobMaskSha) << QStringLiteral("0 rows");
        QTest::newRow("6: replace another annotator's mask file")
            << QStringLiteral("UPDATE files SET sha256 = (SELECT min(sha256) FROM files) WHERE path = '%1'")
                   .arg(m_bobMaskPath)
            << QStringLiteral("0 rows");
        for (const QString &path :
             {QStringLiteral("annotations/masks/../../A_images/a.png"), QStringLiteral("annotations/masks/../x.png"),
              QStringLiteral("annotations/masks/./x.png"), QStringLiteral("annotations/masks/sub/x.png"),
              QStringLiteral("annotations/masks/.."), QStringLiteral("annotations/masks/free.png")})
            QTest::newRow(qPrintable(QStringLiteral("6: name the file %1").arg(path)))
                << QStringLiteral("INSERT INTO files(path, sha256) SELECT '%1', min(sha256) FROM files").arg(path)
                << QStringLiteral("row-level security");
        QTest::newRow("6: rename her own mask file out of the folder")
            << QStringLiteral("UPDATE files SET path = 'annotations/masks/../../A.png' WHERE path LIKE"
                              " 'annotations/masks/%'")
            << QStringLiteral("row-level security");
        QTest::newRow("6: store a blob over 20 MiB")
            << QStringLiteral("INSERT INTO blobs(sha256, size, data) SELECT encode(sha256(d), 'hex'), octet_length(d),"
                              " d FROM (SELECT decode(repeat('00', 21 * 1024 * 1024), 'hex') AS d) x")
            << QStringLiteral("row-level security");
        QTest::newRow("6: store content under another's hash")
            << QStringLiteral("INSERT INTO blobs(sha256, size, data) VALUES (encode(sha256('\\x01'), 'hex'), 1,"
                              " '\\x02')")
            << QStringLiteral("row-level security");
    }

    /// Item 8: a rating stays on its scale.
    void addScaleRows()
    {
        QTest::newRow("8: rate off the scale")
            << QStringLiteral("UPDATE ratings SET value = 999") << QStringLiteral("off the scale");
        QTest::newRow("8: rate NaN") << QStringLiteral("UPDATE ratings SET value = 'NaN'")
                                     << QStringLiteral("off the scale");
        QTest::newRow("8: rate -1e308") << QStringLiteral("UPDATE ratings SET value = -1e308")
                                        << QStringLiteral("off the scale");
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + pgTestServer().reason));
        m_study = editlens::testing::uniqueStudyName(QStringLiteral("access"));
        auto created = server::createStudy(pgTestServer().url(m_study), {});
        EL_VERIFY_OK(created);
        m_owner = std::move(created).value();
        StudyData batch;
        batch.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
        Item item;
        item.key = QStringLiteral("item-1");
        item.instruction = QStringLiteral("make the cup red");
        Output a;
        a.system = QStringLiteral("SysA");
        a.path = QStringLiteral("images/sysa-output.png"); // a file name that names its system
        a.scores = {{QStringLiteral("l1"), QStringLiteral("v1"), 0.25}};
        Difference truth;
        truth.op = EditOp::Edit;
        truth.description = QStringLiteral("cup");
        truth.box = QRectF(1, 2, 10, 10);
        truth.originKind = OriginKind::GroundTruth;
        a.differences = {truth};
        Output b;
        b.system = QStringLiteral("SysB");
        b.path = QStringLiteral("images/sysb-output.png");
        Difference detected;
        detected.op = EditOp::Add;
        detected.description = QStringLiteral("saucer");
        detected.box = QRectF(3, 3, 6, 6);
        detected.confidence = 0.8;
        detected.originKind = OriginKind::Detector;
        detected.origin = QStringLiteral("detector-1");
        b.differences = {detected};
        item.outputs = {a, b};
        batch.items = {item};
        EL_VERIFY_OK(m_owner->importData(batch));
        m_item = scalar(*m_owner, QStringLiteral("SELECT id FROM items"));
        m_outputA = scalar(*m_owner, QStringLiteral("SELECT o.id FROM outputs o JOIN systems s ON s.id = o.system_id"
                                                    " WHERE s.name = 'SysA'"));
        m_outputB = scalar(*m_owner, QStringLiteral("SELECT o.id FROM outputs o JOIN systems s ON s.id = o.system_id"
                                                    " WHERE s.name = 'SysB'"));
        m_truthDifference = scalar(*m_owner, QStringLiteral("SELECT id FROM differences WHERE origin_kind ="
                                                            " 'ground_truth'"));
        // The outputs' images travel with the study, as publish stores them.
        EL_VERIFY_OK(blobstore::putBytes(m_owner->database(), m_study, a.path, QByteArray("image of SysA")));
        EL_VERIFY_OK(blobstore::putBytes(m_owner->database(), m_study, b.path, QByteArray("image of SysB")));
        // What a model judge was asked about the two outputs, and answered.
        ModelCall judged;
        judged.requestKey = QStringLiteral("key-1");
        judged.stage = QStringLiteral("judge-pair");
        judged.itemKey = item.key;
        judged.systems = QStringLiteral("SysA|SysB");
        judged.raw = QStringLiteral("{\"verdict\": \"A\"}");
        judged.status = QStringLiteral("ok");
        EL_VERIFY_OK(ModelCallStore(*m_owner).record(judged));
        // Where a grounding model located the object SysB added.
        GroundedBoxes located;
        located.itemId = m_item;
        located.outputId = m_outputB;
        located.target = GroundTarget::O2;
        located.object = QStringLiteral("saucer");
        located.boxes = {QRectF(3, 3, 6, 6)};
        located.model = QStringLiteral("grounder");
        located.callKey = QStringLiteral("key-2");
        EL_VERIFY_OK(GroundedBoxStore(*m_owner).record(located));

        auto alice = studyaccess::addAnnotator(*m_owner, QStringLiteral("alice"));
        EL_VERIFY_OK(alice);
        m_alice = alice.value();
        auto bob = studyaccess::addAnnotator(*m_owner, QStringLiteral("bob"));
        EL_VERIFY_OK(bob);
        m_bob = bob.value();
        QVERIFY(m_alice.role != m_bob.role);
        QVERIFY(m_alice.url.contains(m_alice.password));

        PlanStore plan(*m_owner);
        for (const QString &who : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            PlanAssignment assignment;
            assignment.annotator = who;
            assignment.itemId = m_item;
            assignment.outputs = {{m_outputA, QStringLiteral("Output 1")}, {m_outputB, QStringLiteral("Output 2")}};
            assignment.gold = true; // an attention check: alice must not be able to tell
            EL_VERIFY_OK(plan.replaceAssignments(who, {assignment}));
        }
        EL_VERIFY_OK(plan.setGoldAnswer({m_outputA, QStringLiteral("overall"), 4, 0}));
        // The owner records bob's work as bob would: a rating, a box and a label.
        EL_VERIFY_OK(m_owner->setRating(m_outputA, QStringLiteral("overall"), QStringLiteral("bob"), 2));
        DifferenceStore differences(*m_owner);
        SessionStore sessions(*m_owner);
        Difference mine;
        mine.op = EditOp::Add;
        mine.box = QRectF(5, 5, 4, 4);
        mine.originKind = OriginKind::Annotator;
        mine.origin = QStringLiteral("bob");
        auto added = differences.addDifference(m_outputA, mine);
        EL_VERIFY_OK(added);
        m_bobDifference = added.value();
        // bob's mask travels as a file of the study, as his window would store it.
        QImage bobsMask(8, 8, QImage::Format_Grayscale8);
        bobsMask.fill(0);
        EL_VERIFY_OK(
            differences.saveMask({m_item, m_outputA, QStringLiteral("edit"), QStringLiteral("bob")}, bobsMask));
        QSqlQuery q(m_owner->database());
        QVERIFY(q.exec(QStringLiteral("SELECT path FROM masks WHERE origin = 'bob'")) && q.next());
        m_bobMaskPath = q.value(0).toString();
        QVERIFY(q.exec(QStringLiteral("SELECT sha256 FROM files WHERE path = '%1'").arg(m_bobMaskPath)) && q.next());
        m_bobMaskSha = q.value(0).toString();
        // A blinded plan that hides the ground truth and the detectors' boxes (the defaults), with a passphrase.
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.blinded"), QStringLiteral("1")));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.passphrase"), QStringLiteral("pbkdf2$secret-hash")));
        // A hand-out's record: its token's hash and the map from blind names back to systems.
        EL_VERIFY_OK(setMeta(QStringLiteral("handout.h1"), QStringLiteral("{\"blind\":{\"S1\":\"Precise\"}}")));
        // alice came through crowd enrolment; the crowd settings name the gold items.
        EL_VERIFY_OK(setMeta(QStringLiteral("crowd.gold"), QString::number(m_item)));
        QSqlQuery enrolled(m_owner->database());
        QVERIFY(enrolled.exec(QStringLiteral("INSERT INTO web_participants(annotator_id, participant_id, enrolled_at,"
                                             " last_seen) SELECT id, 'P-alice', '', '' FROM annotators"
                                             " WHERE name = 'alice'")));
        // The web session's token secret: whoever reads it can sign a link for any annotator.
        EL_VERIFY_OK(setMeta(QStringLiteral("web.secret"), QStringLiteral("00112233445566778899aabbccddeeff")));
    }

    void aWrongPasswordIsRefused()
    {
        QSqlDatabase db = connectAs(m_alice, QStringLiteral("not-the-password"));
        QVERIFY(!db.isOpen());
        QVERIFY2(db.lastError().text().contains(QLatin1String("password authentication failed")),
                 qPrintable(db.lastError().text()));
    }

    void anAnnotatorWritesTheirOwnJudgementsThroughTheStore()
    {
        QUrl url(pgTestServer().tcpUrl(m_study, m_alice.role, m_alice.password));
        auto store = StudyStore::open(url.toString());
        EL_VERIFY_OK(store);
        EL_VERIFY_OK(store.value()->setRating(m_outputB, QStringLiteral("overall"), QStringLiteral("alice"), 5));
        DifferenceStore differences(*store.value());
        SessionStore sessions(*store.value());
        CoherenceLabel label{true, QStringLiteral("it is the cup"), OriginKind::Annotator, QStringLiteral("alice")};
        EL_VERIFY_OK(differences.setCoherence(m_truthDifference, QStringLiteral("alice"), label));
        QImage mask(16, 16, QImage::Format_Grayscale8);
        mask.fill(255);
        EL_VERIFY_OK(differences.saveMask({m_item, m_outputA, QStringLiteral("edit"), QStringLiteral("alice")}, mask));
        EL_VERIFY_OK(studyaccess::annotatorOfCurrentRole(*store.value()));
        QCOMPARE(studyaccess::annotatorOfCurrentRole(*store.value()).value(), QStringLiteral("alice"));
        // Her window submits, reopens with a reason, submits again and records a session (README item 5).
        EL_VERIFY_OK(sessions.submitItem(QStringLiteral("alice"), m_item));
        EL_VERIFY_OK(sessions.reviseItem(QStringLiteral("alice"), m_item, QStringLiteral("the wrong cup")));
        EL_VERIFY_OK(sessions.submitItem(QStringLiteral("alice"), m_item));
        QCOMPARE(sessions.submission(QStringLiteral("alice"), m_item).value().revisions, 1);
        const Result<qint64> session = sessions.beginSession(QStringLiteral("alice"), m_item);
        EL_VERIFY_OK(session);
        EL_VERIFY_OK(sessions.endSession(session.value()));
        // Her plan reads, its gold check like any other item (item 2).
        const auto plan = PlanStore(*store.value()).assignments(QStringLiteral("alice"));
        EL_VERIFY_OK(plan);
        QCOMPARE(plan.value().size(), 1);
        QVERIFY(!plan.value().at(0).gold);
        QCOMPARE(plan.value().at(0).outputs.size(), 2);
        // So does the whole study as she may read it (what `editlens-cli info` with her URL reads).
        const auto whole = store.value()->load();
        EL_VERIFY_OK(whole);
        QVERIFY(!whole.value().annotatorProgress.isEmpty());
        for (const AnnotatorItemProgress &p : whole.value().annotatorProgress)
            QVERIFY(!p.gold);
        // The item loads, with what alice may see: her rating, not bob's, no scores, no system names under the
        // blinded plan, and no ground-truth or detector boxes, which the plan hides (items 2-4).
        const Item item = store.value()->loadItem(m_item).value();
        QCOMPARE(item.outputs.size(), 2);
        for (const Output &o : item.outputs) {
            QVERIFY(o.scores.isEmpty());
            QVERIFY2(o.system.isEmpty(), qPrintable(o.system));
            for (const Rating &r : o.ratings)
                QCOMPARE(r.annotator, QStringLiteral("alice"));
            for (const Difference &d : o.differences)
                QVERIFY(d.originKind == OriginKind::Annotator && d.origin == QLatin1String("alice"));
        }
        const auto summaries = store.value()->itemSummaries();
        EL_VERIFY_OK(summaries);
        QCOMPARE(summaries.value().at(0).systems, (QStringList{QString(), QString()}));
        // Her writing as bob through the store is refused by the server, and nothing changes.
        QVERIFY(!store.value()->setRating(m_outputB, QStringLiteral("overall"), QStringLiteral("bob"), 1).ok());
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM ratings r JOIN annotators a ON a.id ="
                                                 " r.annotator_id WHERE a.name = 'bob'")),
                 qint64(1));
    }

    void everyRefusalIsTheDatabases_data()
    {
        // Each row is named after the item of README's list ("On a PostgreSQL server") it proves; items 1-3 and 5
        // are also shown working through the store above, and below where the plan changes.
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("refusal"); ///< part of PostgreSQL's error, or "0 rows" for rows it cannot see
        addOthersJudgementsRows();
        addOwnersTablesRows();
        addHiddenRows();
        addSubmissionRows();
        addFileRows();
        addScaleRows();
    }

    void everyRefusalIsTheDatabases()
    {
        QFETCH(QString, sql);
        QFETCH(QString, refusal);
        QSqlDatabase db = connectAs(m_alice, m_alice.password);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        if (refusal.isEmpty()) {
            // alice cannot even name bob: her view of the annotators is herself.
            sql.replace(QStringLiteral("(SELECT id FROM annotators_all)"),
                        QStringLiteral("(SELECT id FROM annotators WHERE name = 'bob')"));
            const auto [error, rows] = attempt(db, sql);
            QVERIFY2(!error.isEmpty(), "a rating as bob was stored");
            QVERIFY2(error.contains(QLatin1String("null value")) || error.contains(QLatin1String("row-level")),
                     qPrintable(error));
            return;
        }
        const qint64 ratingsBefore = scalar(*m_owner, QStringLiteral("SELECT count(*) + sum(value) FROM ratings"));
        const auto [error, rows] = attempt(db, sql);
        if (refusal == QLatin1String("0 rows")) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(rows, 0);
        } else {
            QVERIFY2(error.contains(refusal),
                     qPrintable(QStringLiteral("expected '%1', got '%2'").arg(refusal, error)));
        }
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) + sum(value) FROM ratings")), ratingsBefore);
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM differences WHERE x0 = 0")), qint64(0));
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM plan_assignments")), qint64(2));
        db.close();
    }

    void whatAnAnnotatorSeesFollowsThePlan()
    {
        QTemporaryDir cache;
        auto store = StudyStore::open(pgTestServer().tcpUrl(m_study, m_alice.role, m_alice.password), {}, cache.path());
        EL_VERIFY_OK(store);
        // Under the blinded plan her window knows each output's image by the output's id, fetched under that name.
        for (const Output &o : store.value()->loadItem(m_item).value().outputs) {
            QCOMPARE(o.path, QStringLiteral("blind/%1.png").arg(o.id));
            QFile image(store.value()->paths().toAbsolute(o.path));
            QVERIFY2(image.open(QIODevice::ReadOnly), qPrintable(image.fileName()));
            QCOMPARE(image.readAll(), QByteArray(o.id == m_outputA ? "image of SysA" : "image of SysB"));
        }
        QVERIFY(!QFile::exists(QDir(cache.path()).filePath(QStringLiteral("images/sysa-output.png"))));
        auto systemsAndOrigins = [&]() {
            QStringList seen;
            const Item item = store.value()->loadItem(m_item).value();
            for (const Output &o : item.outputs) {
                seen << o.system;
                for (const Difference &d : o.differences)
                    seen << originKindName(d.originKind);
            }
            return seen;
        };
        QCOMPARE(systemsAndOrigins(), (QStringList{QString(), QString()}));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.blinded"), QStringLiteral("0")));
        QCOMPARE(store.value()->loadItem(m_item).value().outputs.at(0).path, QStringLiteral("images/sysa-output.png"));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.show_ground_truth"), QStringLiteral("1")));
        QCOMPARE(systemsAndOrigins(),
                 (QStringList{QStringLiteral("SysA"), QStringLiteral("ground_truth"), QStringLiteral("SysB")}));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.show_ground_truth"), QStringLiteral("0")));
        const QString grounded = QStringLiteral("SELECT count(*) FROM grounded_boxes");
        QCOMPARE(scalar(*store.value(), grounded), qint64(0));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.show_detector_boxes"), QStringLiteral("1")));
        QCOMPARE(systemsAndOrigins(),
                 (QStringList{QStringLiteral("SysA"), QStringLiteral("SysB"), QStringLiteral("detector")}));
        QCOMPARE(scalar(*store.value(), grounded), qint64(1)); // a model's located objects are a detector's boxes
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.show_detector_boxes"), QStringLiteral("0")));
        QCOMPARE(scalar(*store.value(), grounded), qint64(0));
        EL_VERIFY_OK(setMeta(QStringLiteral("plan.blinded"), QStringLiteral("1")));
        QCOMPARE(systemsAndOrigins(), (QStringList{QString(), QString()}));
    }

    void aRatingOffItsScaleIsRefusedUnderTheOwnersLoginToo()
    {
        for (const QString &value :
             {QStringLiteral("999"), QStringLiteral("'NaN'"), QStringLiteral("'Infinity'"), QStringLiteral("0")}) {
            QSqlQuery q(m_owner->database());
            QVERIFY2(!q.exec(QStringLiteral("UPDATE ratings SET value = %1").arg(value)), qPrintable(value));
            QVERIFY2(q.lastError().databaseText().contains(QLatin1String("off the scale")),
                     qPrintable(q.lastError().databaseText()));
        }
        QSqlQuery q(m_owner->database());
        QVERIFY2(q.exec(QStringLiteral("UPDATE ratings SET value = value")), qPrintable(q.lastError().text()));
    }

    void aRatingStoredOffItsScaleIsLeftOutOfAnalysisAndPull()
    {
        // As a study published by an earlier release may hold: bob's rating made NaN before the server checked.
        QSqlQuery q(m_owner->database());
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE ratings DISABLE TRIGGER el_on_scale")));
        QVERIFY(q.exec(QStringLiteral("UPDATE ratings SET value = 'NaN' WHERE value = 2")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE ratings ENABLE TRIGGER el_on_scale")));
        const auto all = m_owner->load();
        EL_VERIFY_OK(all);
        int ratings = 0;
        for (const Item &item : all.value().items)
            for (const Output &o : item.outputs)
                for (const Rating &r : o.ratings) {
                    QVERIFY(std::isfinite(r.value));
                    ++ratings;
                }
        QCOMPARE(ratings, 1);
        QTemporaryDir dir;
        const QString pulled = dir.filePath(QStringLiteral("pulled.editlens"));
        EL_VERIFY_OK(pullStudy(pgTestServer().url(m_study), pulled));
        {
            auto file = StudyStore::open(pulled);
            EL_VERIFY_OK(file);
            QCOMPARE(scalar(*file.value(), QStringLiteral("SELECT count(*) FROM ratings")), qint64(1));
        }
        QVERIFY(q.exec(QStringLiteral("UPDATE ratings SET value = 2 WHERE value = 'NaN'")));
    }

    void aBadFileRowKeepsNoOneOut()
    {
        // Rows an older server let an annotator write, or written by hand: one leaves the cache, one would replace
        // a study image (paths sorting before annotations/) with a mask's content.
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("cache/study"));
        QStringList bad{QStringLiteral("annotations/masks/../../../escaped.png"),
                        QStringLiteral("annotations/masks/../../A_images/a.png")};
        bad.sort();
        for (const QString &path : bad) {
            QSqlQuery q(m_owner->database());
            QVERIFY2(q.exec(
                         QStringLiteral("INSERT INTO files(path, sha256) VALUES ('%1', '%2')").arg(path, m_bobMaskSha)),
                     qPrintable(q.lastError().text()));
        }
        const auto synced = blobstore::syncCache(m_owner->database(), m_study, root);
        EL_VERIFY_OK(synced);
        QStringList skipped = synced.value().skipped;
        skipped.sort();
        QCOMPARE(skipped, bad);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("cache/escaped.png"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("cache/study/A_images/a.png"))));
        QVERIFY(QFile::exists(QDir(root).filePath(m_bobMaskPath)));
        // The owner's tools and the annotators' windows open the study as before.
        auto owner = StudyStore::open(pgTestServer().url(m_study), {}, dir.filePath(QStringLiteral("owner")));
        EL_VERIFY_OK(owner);
        EL_VERIFY_OK(owner.value()->load());
        auto alice = StudyStore::open(pgTestServer().tcpUrl(m_study, m_alice.role, m_alice.password), {},
                                      dir.filePath(QStringLiteral("alice")));
        EL_VERIFY_OK(alice);
        QSqlQuery q(m_owner->database());
        QVERIFY(q.exec(QStringLiteral("DELETE FROM files WHERE path LIKE 'annotations/masks/../%'")));
    }

    void studiesSharingALongPrefixShareNoRole()
    {
        // Two study names alike in their first 40 characters (up to 63 are allowed).
        const QString base = editlens::testing::uniqueStudyName(QStringLiteral("annotation_round_of_a_pilot"));
        const QString first = base + QStringLiteral("_round_1");
        const QString second = base + QStringLiteral("_round_2");
        QVERIFY(base.size() >= 40);
        auto one = server::createStudy(pgTestServer().url(first), {});
        EL_VERIFY_OK(one);
        auto two = server::createStudy(pgTestServer().url(second), {});
        EL_VERIFY_OK(two);
        StudyData batch;
        batch.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
        Item item;
        item.key = QStringLiteral("secret-item");
        Output o;
        o.system = QStringLiteral("SecretSystem");
        item.outputs = {o};
        batch.items = {item};
        EL_VERIFY_OK(two.value()->importData(batch));
        auto carol = studyaccess::addAnnotator(*one.value(), QStringLiteral("carol"));
        EL_VERIFY_OK(carol);
        EL_VERIFY_OK(studyaccess::addAnnotator(*two.value(), QStringLiteral("dave")));
        QSqlDatabase db = connectAs(carol.value(), carol.value().password);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        QVERIFY(attempt(db, QStringLiteral("SELECT count(*) FROM %1.items").arg(first)).first.isEmpty());
        for (const QString &sql : {QStringLiteral("SELECT count(*) FROM %1.items"),
                                   QStringLiteral("INSERT INTO %1.blobs(sha256, size, data) VALUES ("
                                                  "encode(sha256('\\x01'), 'hex'), 1, '\\x01')")}) {
            const auto [error, rows] = attempt(db, sql.arg(second));
            QVERIFY2(error.contains(QLatin1String("permission denied")), qPrintable(error));
        }
        db.close();
    }

    void anAnnotatorConnectsOverTls()
    {
        const editlens::testing::PgTestServer &server = pgTestServer();
        if (server.cert.isEmpty())
            QSKIP("the test cluster has no TLS certificate (openssl missing)");
        const QString tcp = server.tcpUrl(m_study, m_alice.role, m_alice.password);
        // sslmode=verify-full checks the server's certificate against sslrootcert and its name (127.0.0.1).
        for (const QString &options : QStringList{QStringLiteral("&sslmode=require"),
                                                  QStringLiteral("&sslmode=verify-full&sslrootcert=") + server.cert}) {
            auto store = StudyStore::open(tcp + options);
            EL_VERIFY_OK(store);
            QCOMPARE(scalar(*store.value(), QStringLiteral("SELECT ssl::int FROM pg_stat_ssl"
                                                           " WHERE pid = pg_backend_pid()")),
                     qint64(1));
            QCOMPARE(studyaccess::annotatorOfCurrentRole(*store.value()).value(), QStringLiteral("alice"));
        }
        // A certificate the server's is not signed by is refused, and the error says so.
        QTemporaryDir dir;
        QFile other(dir.filePath(QStringLiteral("other.crt")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("not a certificate\n");
        other.close();
        auto refused = StudyStore::open(tcp + QStringLiteral("&sslmode=verify-full&sslrootcert=") + other.fileName());
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QStringLiteral("cannot connect")),
                 qPrintable(refused.error().message));
    }

    void theOwnerSeesEverything()
    {
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM ratings")), qint64(2));
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM scores")), qint64(1));
        QCOMPARE(scalar(*m_owner, QStringLiteral("SELECT count(*) FROM annotators")), qint64(2));
        QVERIFY(studyaccess::annotatorOfCurrentRole(*m_owner).value().isEmpty());
        // The owner's tools read the study whole after every attempt above: names, boxes and all.
        auto reopened = StudyStore::open(pgTestServer().url(m_study));
        EL_VERIFY_OK(reopened);
        const auto summaries = reopened.value()->itemSummaries();
        EL_VERIFY_OK(summaries);
        QCOMPARE(summaries.value().at(0).systems, (QStringList{QStringLiteral("SysA"), QStringLiteral("SysB")}));
        QCOMPARE(summaries.value().at(0).outputPaths,
                 (QStringList{QStringLiteral("images/sysa-output.png"), QStringLiteral("images/sysb-output.png")}));
        QCOMPARE(reopened.value()->loadItem(m_item).value().outputs.at(1).differences.size(), 1);
        QCOMPARE(PlanStore(*reopened.value()).assignments(QStringLiteral("alice")).value().at(0).gold, true);
    }

    void aStudyFileHasNoLogins()
    {
        QTemporaryDir dir;
        auto file = StudyStore::create(dir.filePath(QStringLiteral("f.editlens")), dir.path());
        EL_VERIFY_OK(file);
        EL_VERIFY_OK(studyrights::secure(*file.value()));
        const auto login = studyaccess::addAnnotator(*file.value(), QStringLiteral("alice"));
        QVERIFY(!login.ok());
        QVERIFY2(login.error().message.contains(QLatin1String("pack")), qPrintable(login.error().message));
    }
};

QTEST_GUILESS_MAIN(TestStudyAccess)
#include "tst_studyaccess.moc"
