// Publishing a study file to a PostgreSQL server and pulling it back (core/transfer/studytransfer.h), on the
// throwaway cluster ctest starts.
#include "scratchstudy.h"
#include "storage/blobstore.h"
#include "studyengine.h"
#include "testutil.h"
#include "transfer/studytransfer.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

QString number(double v)
{
    return QString::number(v, 'g', 17);
}

/// Everything StudyStore::load() gives, one line per value, in load order (which follows row ids).
QStringList describe(const StudyData &d)
{
    QStringList lines{QStringLiteral("name ") + d.name};
    for (const Dimension &dim : d.dimensions)
        lines << QStringList{QStringLiteral("dimension"), dim.name, number(dim.scaleMin), number(dim.scaleMax),
                             dim.description}
                     .join(QLatin1Char('|'));
    const auto mask = [](const Mask &m) {
        return QStringList{QStringLiteral("  mask"), m.path, m.kind, QString::number(int(m.originKind)), m.origin}.join(
            QLatin1Char('|'));
    };
    for (const Item &item : d.items) {
        lines << QStringList{QStringLiteral("item"),
                             QString::number(item.id),
                             item.key,
                             item.sourcePath,
                             QString::number(item.sourceSize.width()),
                             QString::number(item.sourceSize.height()),
                             item.instruction,
                             item.sourceCaption,
                             item.targetCaption,
                             item.groundTruthPath,
                             QString::number(item.groundTruthSize.width()),
                             QString::fromUtf8(QJsonDocument(item.parse).toJson(QJsonDocument::Compact)),
                             item.tags.join(QLatin1Char(',')),
                             item.sourceItem,
                             QString::number(item.turn)}
                     .join(QLatin1Char('|'));
        for (const Mask &m : item.masks)
            lines << mask(m);
        for (const Preference &p : item.preferences)
            lines << QStringList{QStringLiteral("  preference"), p.systemA, p.systemB, p.annotator, p.dimension,
                                 QString::number(int(p.choice))}
                         .join(QLatin1Char('|'));
        for (const JudgeVote &v : item.judgeVotes)
            lines << QStringList{QStringLiteral("  vote"), v.systemA, v.systemB, v.judge, v.verdict}.join(
                QLatin1Char('|'));
        for (const Output &o : item.outputs) {
            lines << QStringList{QStringLiteral("  output"),
                                 QString::number(o.id),
                                 o.system,
                                 o.path,
                                 QString::number(o.size.width()),
                                 QString::number(o.size.height()),
                                 QString::number(int(o.role)),
                                 o.completeBy.join(QLatin1Char(','))}
                         .join(QLatin1Char('|'));
            for (const Score &s : o.scores)
                lines << QStringList{QStringLiteral("    score"), s.metric, s.version, number(s.value)}.join(
                    QLatin1Char('|'));
            for (const Rating &r : o.ratings)
                lines << QStringList{QStringLiteral("    rating"),
                                     r.annotator,
                                     r.dimension,
                                     number(r.value),
                                     r.rule,
                                     r.ruleDetail}
                             .join(QLatin1Char('|'));
            for (const Mask &m : o.masks)
                lines << mask(m);
            for (const Difference &x : o.differences) {
                lines << QStringList{QStringLiteral("    difference"),
                                     QString::number(x.id),
                                     QString::number(int(x.op)),
                                     x.description,
                                     number(x.box.x()),
                                     number(x.box.y()),
                                     number(x.box.width()),
                                     number(x.box.height()),
                                     number(x.confidence),
                                     QString::number(int(x.originKind)),
                                     x.origin}
                             .join(QLatin1Char('|'));
                for (const CoherenceLabel &c : x.coherence)
                    lines << QStringList{QStringLiteral("      coherence"), QString::number(int(c.coherent)),
                                         c.rationale, QString::number(int(c.originKind)), c.origin}
                                 .join(QLatin1Char('|'));
                for (const DifferenceReview &r : x.reviews)
                    lines << QStringList{QStringLiteral("      review"), r.annotator, QString::number(int(r.decision)),
                                         r.updatedAt}
                                 .join(QLatin1Char('|'));
            }
        }
    }
    for (const AnnotatorItemProgress &p : d.annotatorProgress)
        lines << QStringList{QStringLiteral("progress"),
                             p.annotator,
                             p.itemKey,
                             QString::number(p.position),
                             QString::number(int(p.gold)),
                             QString::number(p.ratings),
                             QString::number(p.preferences)}
                     .join(QLatin1Char('|'));
    return lines;
}

/// Every row of `table` with every column, ordered by its first column (its id or key). The study's own `root`
/// setting differs between a study and its copy by design and is left out.
QStringList tableRows(StudyStore &store, const QString &table)
{
    QStringList rows;
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(table)))
        return {QStringLiteral("cannot read ") + table};
    while (q.next()) {
        QStringList fields;
        for (int c = 0; c < q.record().count(); ++c) {
            const QVariant v = q.value(c);
            fields << (q.isNull(c)                           ? QStringLiteral("NULL")
                       : v.typeId() == QMetaType::QByteArray ? QString::fromLatin1(v.toByteArray().toHex())
                       : v.typeId() == QMetaType::Double     ? number(v.toDouble())
                                                             : v.toString());
        }
        if (table == QLatin1String("study_meta") && fields.value(0) == QLatin1String("root"))
            continue;
        rows << fields.join(QLatin1Char('|'));
    }
    return rows;
}

/// The root-relative paths of every file a study names.
QStringList referencedPaths(StudyStore &store)
{
    QStringList paths;
    QSqlQuery q(store.database());
    q.exec(QStringLiteral("SELECT source_path FROM items UNION SELECT ground_truth_path FROM items UNION"
                          " SELECT path FROM outputs UNION SELECT path FROM masks"));
    while (q.next())
        if (!q.value(0).toString().isEmpty())
            paths << q.value(0).toString();
    paths.sort();
    return paths;
}

qint64 count(StudyStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

struct CliRun
{
    int code = -1;
    QStringList out;
    QString err;
};

CliRun cli(const QStringList &args, const QString &cacheHome)
{
    QProcess p;
    // A server study opened by the CLI caches its images under XDG_CACHE_HOME: the test's folder, not the user's.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), cacheHome);
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(240000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
            QString::fromUtf8(p.readAllStandardError())};
}

/// Two items, the outputs of S0 and S1 of the first sharing one image file, S2's a copy of it under another name;
/// ratings, a preference and a ground-truth box with a coherence label.
StudyData smallBatch(const QString &root)
{
    StudyData data;
    data.dimensions.push_back({QStringLiteral("overall"), 1, 5, QStringLiteral("overall quality")});
    for (int i = 0; i < 2; ++i) {
        Item item;
        item.key = QStringLiteral("it%1").arg(i);
        item.instruction = QStringLiteral("make it red");
        item.sourcePath = QStringLiteral("img/src%1.png").arg(i);
        writeImage(QDir(root).filePath(item.sourcePath), {16, 12}, i == 0 ? Qt::white : Qt::gray);
        for (int s = 0; s < 3; ++s) {
            Output o;
            o.system = QStringLiteral("S%1").arg(s);
            o.path =
                i == 0 && s < 2 ? QStringLiteral("img/shared.png") : QStringLiteral("img/out%1_%2.png").arg(i).arg(s);
            writeImage(QDir(root).filePath(o.path), {16, 12}, Qt::red);
            o.scores.push_back({QStringLiteral("l1"), QStringLiteral("v1"), 0.1 * (i + s)});
            o.ratings.push_back({QStringLiteral("ann"), QStringLiteral("overall"), double(1 + s)});
            Difference d;
            d.op = EditOp::Edit;
            d.description = QStringLiteral("truth box");
            d.box = QRectF(1, 2, 3.25, 4);
            d.originKind = OriginKind::GroundTruth;
            d.coherence.push_back({true, QStringLiteral("as asked"), OriginKind::Annotator, QStringLiteral("ann")});
            o.differences.push_back(d);
            item.outputs.push_back(o);
        }
        item.preferences.push_back(
            {QStringLiteral("S0"), QStringLiteral("S1"), QStringLiteral("ann"), QString(), PreferenceChoice::A});
        data.items.push_back(item);
    }
    return data;
}

} // namespace

class TestStudyTransfer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo; ///< the demo study with a plan for two annotators

    QString path(const QString &name) const { return m_dir.filePath(name); }
    CliRun cli(const QStringList &args) const { return ::cli(args, path(QStringLiteral("xdg-cache"))); }

    /// A small study file in `folder` (smallBatch).
    QString smallStudy(const QString &folder)
    {
        const QString root = path(folder);
        QDir().mkpath(root);
        QString file = QDir(root).filePath(QStringLiteral("small.editlens"));
        auto store = StudyStore::create(file, root, QStringLiteral("small study"));
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        if (Status s = store.value()->importData(smallBatch(root)); !s)
            qFatal("%s", qPrintable(s.error().toString()));
        return file;
    }

    static std::unique_ptr<StudyStore> openOrDie(const QString &file)
    {
        auto store = StudyStore::open(file);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        return std::move(store).value();
    }

    /// Opens the server study `url` with its files in a scratch folder (not the user's cache).
    std::unique_ptr<StudyStore> openServer(const QString &url)
    {
        auto store = StudyStore::open(url, {}, path(QStringLiteral("cache/") + QString::number(++m_caches)));
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        return std::move(store).value();
    }
    int m_caches = 0;

private Q_SLOTS:
    void initTestCase()
    {
        if (!pgTestServer().ready)
            QSKIP(qPrintable(pgTestServer().reason));
        QVERIFY(m_dir.isValid());
        const QString demo = path(QStringLiteral("demo"));
        const CliRun made = cli({QStringLiteral("demo"), demo});
        QVERIFY2(made.code == 0, qPrintable(made.err));
        m_demo = QDir(demo).filePath(QStringLiteral("demo.editlens"));
        const CliRun planned =
            cli({QStringLiteral("plan"), m_demo, QStringLiteral("--annotators"), QStringLiteral("dora,eve")});
        QVERIFY2(planned.code == 0, qPrintable(planned.err));
    }

    void demoRoundTripsThroughTheServer()
    {
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_demo")));
        const Result<QString> published = publishStudy(m_demo, url);
        EL_VERIFY_OK(published);
        QCOMPARE(published.value(), StudyLocation::parse(url).value().toString());

        const QString out = path(QStringLiteral("pulled/demo-copy.editlens"));
        QVERIFY(QDir().mkpath(QFileInfo(out).absolutePath()));
        EL_VERIFY_OK(pullStudy(url, out));

        auto original = openOrDie(m_demo);
        auto copy = openOrDie(out);
        QCOMPARE(copy->rootDir(), pulledImagesFolder(out));
        QCOMPARE(pulledImagesFolder(out), path(QStringLiteral("pulled/demo-copy-images")));
        const StudyData before = original->load().value();
        const StudyData after = copy->load().value();
        QVERIFY(before.items.size() > 5);
        QCOMPARE(describe(after), describe(before));

        // Row for row with the same ids, the plan and the rubric included; the file keeps no blobs.
        for (const QString &table :
             {QStringLiteral("study_meta"), QStringLiteral("annotators"), QStringLiteral("ratings"),
              QStringLiteral("preferences"), QStringLiteral("differences"), QStringLiteral("coherence_labels"),
              QStringLiteral("masks"), QStringLiteral("scores"), QStringLiteral("plan_assignments"),
              QStringLiteral("plan_outputs"), QStringLiteral("plan_pairs"), QStringLiteral("rubrics"),
              QStringLiteral("rubric_dimensions"), QStringLiteral("rubric_labels")}) {
            const QStringList rows = tableRows(*original, table);
            QCOMPARE(tableRows(*copy, table), rows);
        }
        QVERIFY(count(*original, QStringLiteral("SELECT count(*) FROM plan_assignments")) > 0);
        QVERIFY(count(*original, QStringLiteral("SELECT count(*) FROM rubric_dimensions")) > 0);
        QVERIFY(count(*original, QStringLiteral("SELECT count(*) FROM coherence_labels")) > 0);
        QCOMPARE(count(*copy, QStringLiteral("SELECT count(*) FROM blobs")), 0);
        QCOMPARE(count(*copy, QStringLiteral("SELECT count(*) FROM files")), 0);

        // Every image resolves in the copy, byte for byte the original's.
        const QStringList paths = referencedPaths(*copy);
        QCOMPARE(paths, referencedPaths(*original));
        QVERIFY(paths.size() > 10);
        for (const QString &p : paths) {
            const QByteArray mine = readText(copy->paths().toAbsolute(p));
            QVERIFY2(!mine.isEmpty(), qPrintable(p));
            QVERIFY2(mine == readText(original->paths().toAbsolute(p)), qPrintable(p));
        }

        // The server numbers new rows after the copied ids.
        auto server = openServer(url);
        const qint64 maxRating = count(*server, QStringLiteral("SELECT max(id) FROM ratings"));
        const qint64 output = count(*server, QStringLiteral("SELECT min(id) FROM outputs"));
        const Result<qint64> rating =
            server->setRating(output, QStringLiteral("overall"), QStringLiteral("newcomer"), 3);
        EL_VERIFY_OK(rating);
        QVERIFY(rating.value() > maxRating);
    }

    void sharedImageIsStoredOnce()
    {
        const QString file = smallStudy(QStringLiteral("shared"));
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_shared")));
        QStringList missing;
        EL_VERIFY_OK(publishStudy(file, url, {}, &missing));
        QVERIFY(missing.isEmpty());
        auto server = openServer(url);
        // Seven paths (two sources, the shared output, S2's copy of it, the second item's three outputs) and three
        // contents (white, grey and red).
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM files")), 7);
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM blobs")), 3);
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM study_meta WHERE key LIKE 'publish.%'")), 0);
        auto original = openOrDie(file);
        QCOMPARE(describe(server->load().value()), describe(original->load().value()));
    }

    void missingImageIsNamedAndNotUploaded()
    {
        const QString file = smallStudy(QStringLiteral("missing"));
        QVERIFY(QFile::remove(path(QStringLiteral("missing/img/out1_2.png"))));
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_missing")));
        QStringList missing;
        EL_VERIFY_OK(publishStudy(file, url, {}, &missing));
        QCOMPARE(missing, QStringList{QStringLiteral("img/out1_2.png")});
        auto server = openServer(url);
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM files")), 6);
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM outputs")), 6);
    }

    void pullRefusesAnExistingFile()
    {
        const QString file = smallStudy(QStringLiteral("refuse-pull"));
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_refuse")));
        EL_VERIFY_OK(publishStudy(file, url));
        const QString out = path(QStringLiteral("refuse-pull/existing.editlens"));
        writeText(out, "keep me");
        const Status pulled = pullStudy(url, out);
        QVERIFY(!pulled);
        QVERIFY2(pulled.error().message.contains(QStringLiteral("already exists")),
                 qPrintable(pulled.error().toString()));
        QCOMPARE(readText(out), QByteArray("keep me"));
        QVERIFY(!QFileInfo::exists(pulledImagesFolder(out)));

        // Nor is an image folder with something in it written into.
        const QString other = path(QStringLiteral("refuse-pull/other.editlens"));
        writeText(QDir(pulledImagesFolder(other)).filePath(QStringLiteral("mine.txt")), "mine");
        QVERIFY(!pullStudy(url, other));
        QVERIFY(!QFileInfo::exists(other));
        QCOMPARE(QDir(pulledImagesFolder(other)).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{QStringLiteral("mine.txt")});
    }

    void publishRefusesAnExistingStudy()
    {
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_exists")));
        EL_VERIFY_OK(publishStudy(smallStudy(QStringLiteral("exists-a")), url));
        auto server = openServer(url);
        const QStringList before = describe(server->load().value());
        const qint64 blobs = count(*server, QStringLiteral("SELECT count(*) FROM blobs"));

        const Result<QString> again = publishStudy(m_demo, url);
        QVERIFY(!again);
        QVERIFY2(again.error().message.contains(QStringLiteral("already holds a study")),
                 qPrintable(again.error().toString()));
        QCOMPARE(describe(server->load().value()), before);
        QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM blobs")), blobs);
    }

    void failedPublishLeavesNoStudyBehind()
    {
        // SQLite keeps a text a column's type cannot take; PostgreSQL refuses it half-way through the copy.
        const QString file = smallStudy(QStringLiteral("bad-row"));
        {
            auto store = openOrDie(file);
            QVERIFY(
                QSqlQuery(store->database()).exec(QStringLiteral("UPDATE outputs SET width = 'wide' WHERE id = 2")));
        }
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_bad")));
        const Result<QString> published = publishStudy(file, url);
        QVERIFY(!published);
        QVERIFY2(published.error().message.contains(QStringLiteral("outputs")),
                 qPrintable(published.error().toString()));
        const auto gone = StudyStore::open(url, {}, path(QStringLiteral("cache/bad")));
        QVERIFY(!gone);
        QVERIFY2(gone.error().message.contains(QStringLiteral("holds no study")), qPrintable(gone.error().toString()));
    }

    void corruptBlobFailsThePullNamingTheFile()
    {
        const QString file = smallStudy(QStringLiteral("corrupt"));
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_corrupt")));
        EL_VERIFY_OK(publishStudy(file, url));
        {
            auto server = openServer(url);
            QSqlQuery q(server->database());
            q.prepare(
                QStringLiteral("UPDATE blobs SET data = ? WHERE sha256 = (SELECT sha256 FROM files WHERE path = ?)"));
            q.addBindValue(QByteArray("not the image"));
            q.addBindValue(QStringLiteral("img/src1.png"));
            QVERIFY(q.exec());
            QCOMPARE(q.numRowsAffected(), 1);
        }
        const QString out = path(QStringLiteral("corrupt-out/copy.editlens"));
        QVERIFY(QDir().mkpath(QFileInfo(out).absolutePath()));
        const Status pulled = pullStudy(url, out);
        QVERIFY(!pulled);
        QVERIFY2(pulled.error().message.contains(QStringLiteral("img/src1.png")),
                 qPrintable(pulled.error().toString()));
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!QFileInfo::exists(pulledImagesFolder(out)));
    }

    void cliPublishesAndPulls()
    {
        const QString file = smallStudy(QStringLiteral("cli"));
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_cli")));
        const CliRun published = cli({QStringLiteral("publish"), file, url});
        QVERIFY2(published.code == 0, qPrintable(published.err));
        QCOMPARE(published.out.value(published.out.size() - 1), StudyLocation::parse(url).value().toString());

        const QString out = path(QStringLiteral("cli/back.editlens"));
        const CliRun pulled = cli({QStringLiteral("pull"), url, out});
        QVERIFY2(pulled.code == 0, qPrintable(pulled.err));
        QCOMPARE(pulled.out.value(pulled.out.size() - 1), out);
        auto copy = openOrDie(out);
        auto original = openOrDie(file);
        QCOMPARE(describe(copy->load().value()), describe(original->load().value()));

        const CliRun again = cli({QStringLiteral("pull"), url, out});
        QCOMPARE(again.code, 1);
        QVERIFY2(again.err.contains(QStringLiteral("already exists")), qPrintable(again.err));
        const CliRun twice = cli({QStringLiteral("publish"), file, url});
        QCOMPARE(twice.code, 1);
        QVERIFY2(twice.err.contains(QStringLiteral("already holds a study")), qPrintable(twice.err));
    }

    void cliImportsIntoAServerStudyThatExists()
    {
        const QString folder = path(QStringLiteral("cli-import"));
        QVERIFY(QDir().mkpath(folder));
        writeImage(QDir(folder).filePath(QStringLiteral("src.png")), {16, 12}, Qt::gray);
        writeImage(QDir(folder).filePath(QStringLiteral("out.png")), {16, 12}, Qt::red);
        const QString manifest = QDir(folder).filePath(QStringLiteral("a.jsonl"));
        writeText(manifest, R"({"id":"a","source":"src.png","instruction":"x","outputs":[{"system":"S",)"
                            R"("path":"out.png","ratings":[{"annotator":"r1","dimension":"overall","value":3}]}]})"
                            "\n");
        const QString url = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_import")));

        // A URL that names no study yet: created, as a file would be.
        const CliRun made = cli({QStringLiteral("import"), url, manifest});
        QVERIFY2(made.code == 0, qPrintable(made.err));
        // The study exists now: a second import adds to it (it used to say the database already holds it).
        const QString ratings = QDir(folder).filePath(QStringLiteral("ratings.csv"));
        writeText(ratings, "item_id,system,annotator,dimension,value\na,S,r2,overall,5\n");
        const CliRun added =
            cli({QStringLiteral("import"), url, ratings, QStringLiteral("--format"), QStringLiteral("ratings-csv")});
        QVERIFY2(added.code == 0, qPrintable(added.err));
        {
            auto server = openServer(url);
            QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM items")), 1);
            QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM ratings")), 2);
        }

        // A failed import leaves the study it did not create as it was...
        const QString bad = QDir(folder).filePath(QStringLiteral("bad.jsonl"));
        writeText(bad, "{\"id\":\"c\",\"outputs\":[{\"system\":");
        const CliRun failed = cli({QStringLiteral("import"), url, bad});
        QCOMPARE(failed.code, 1);
        {
            auto server = openServer(url);
            QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM items")), 1);
            QCOMPARE(count(*server, QStringLiteral("SELECT count(*) FROM ratings")), 2);
        }
        // ...and removes one it did create.
        const QString fresh = pgTestServer().url(uniqueStudyName(QStringLiteral("xfer_import_bad")));
        QCOMPARE(cli({QStringLiteral("import"), fresh, bad}).code, 1);
        const auto gone = StudyStore::open(fresh, {}, path(QStringLiteral("cache/import-bad")));
        QVERIFY(!gone);
        QVERIFY2(gone.error().message.contains(QStringLiteral("holds no study")), qPrintable(gone.error().toString()));
    }

    void publishCutOffHalfWayIsRefusedByEveryOpen()
    {
        const QString file = smallStudy(QStringLiteral("cut-off"));
        const QString study = uniqueStudyName(QStringLiteral("xfer_cut"));
        const QString url = pgTestServer().url(study);
        // The publish's own connection ends itself as soon as the rows are committed (another connection sees
        // them), before the files are stored, as when the server is killed then: the publish cannot remove its study.
        QSqlDatabase observer = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("observer"));
        observer.setHostName(pgTestServer().socket);
        observer.setPort(pgTestServer().port);
        observer.setUserName(pgTestServer().user);
        observer.setDatabaseName(QStringLiteral("editlens_test"));
        QVERIFY2(observer.open(), qPrintable(observer.lastError().text()));
        bool cut = false;
        const Result<QString> published = publishStudy(file, url, [&](qint64, qint64) {
            QSqlQuery rows(observer);
            if (cut || !rows.exec(QStringLiteral("SELECT count(*) FROM %1.items").arg(study)) || !rows.next()
                || rows.value(0).toLongLong() == 0)
                return true;
            cut = true;
            for (const QString &name : QSqlDatabase::connectionNames()) {
                QSqlDatabase db = QSqlDatabase::database(name, false);
                if (name != QLatin1String("observer") && db.isOpen() && db.driverName() == QLatin1String("QPSQL"))
                    QSqlQuery(db).exec(QStringLiteral("SELECT pg_terminate_backend(pg_backend_pid())"));
            }
            return true;
        });
        observer.close();
        observer = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("observer"));
        QVERIFY(cut);
        QVERIFY(!published);
        // Nor does the message end a reason with an empty "()" (the lost connection gave no SQLSTATE, no text).
        QVERIFY2(!published.error().message.contains(QStringLiteral("()")), qPrintable(published.error().toString()));
        QVERIFY2(published.error().message.contains(QStringLiteral("DROP SCHEMA %1 CASCADE").arg(study)),
                 qPrintable(published.error().toString()));

        // The rows are there, the images are not: no open may take it for the study.
        const auto opened = StudyStore::open(url, {}, path(QStringLiteral("cache/cut-off")));
        QVERIFY(!opened);
        QVERIFY2(opened.error().message.contains(QStringLiteral("incomplete"))
                     && opened.error().message.contains(QStringLiteral("DROP SCHEMA %1 CASCADE").arg(study)),
                 qPrintable(opened.error().toString()));
        const QString out = path(QStringLiteral("cut-off/pulled.editlens"));
        const Status pulled = pullStudy(url, out);
        QVERIFY(!pulled);
        QVERIFY2(pulled.error().message.contains(QStringLiteral("incomplete")), qPrintable(pulled.error().toString()));
        QVERIFY(!QFileInfo::exists(out));
        const CliRun info = cli({QStringLiteral("info"), url});
        QCOMPARE(info.code, 1);
        QVERIFY2(info.err.contains(QStringLiteral("incomplete")), qPrintable(info.err));
    }
};

QTEST_GUILESS_MAIN(TestStudyTransfer)
#include "tst_studytransfer.moc"
