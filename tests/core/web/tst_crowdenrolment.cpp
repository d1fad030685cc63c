#include "annotationfixture.h"
#include "document/studyplan.h"
#include "storage/planstore.h"
#include "storage/sessionstore.h"
#include "testutil.h"
#include "web/crowdenrolment.h"

#include <QMap>
#include <QProcess>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <thread>

using namespace editlens::core;
using editlens::testing::pgTestServer;
using editlens::testing::uniqueStudyName;

namespace {

const QDateTime t0 = QDateTime(QDate(2026, 3, 2), QTime(9, 0), Qt::UTC);

qint64 scalar(StudyStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql) || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

/// Holders per item key: planned annotators and those who submitted it (what K bounds).
QMap<QString, int> holdersPerItem(StudyStore &store)
{
    QSqlQuery q(store.database());
    if (!q.exec(QStringLiteral("SELECT i.key, (SELECT count(*) FROM (SELECT annotator_id FROM plan_assignments p"
                               " WHERE p.item_id = i.id UNION SELECT annotator_id FROM item_submissions s"
                               " WHERE s.item_id = i.id) h) FROM items i ORDER BY i.key")))
        qFatal("%s", qPrintable(q.lastError().text()));
    QMap<QString, int> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

QVector<qint64> plannedItems(StudyStore &store, const QString &annotator)
{
    QVector<qint64> out;
    for (const PlanAssignment &a : PlanStore(store).assignments(annotator).value())
        out << a.itemId;
    return out;
}

CrowdSettings crowd(int k, int perParticipant)
{
    CrowdSettings s;
    s.enabled = true;
    s.ratersPerItem = k;
    s.itemsPerParticipant = perParticipant;
    s.abandonMinutes = 60;
    return s;
}

/// A study of `items` items with outputs of S0 and S1, a plan without fixed annotators, and open enrolment.
std::unique_ptr<StudyStore> crowdStudy(const QString &file, int items, const CrowdSettings &settings)
{
    auto store = makeAnnotationStudy(file, items, 2);
    PlanOptions options;
    options.settings.seed = 7;
    if (Status s = StudyPlan::create(*store, {}, options); !s)
        qFatal("%s", qPrintable(s.error().toString()));
    if (Status s = saveCrowdSettings(*store, settings); !s)
        qFatal("%s", qPrintable(s.error().toString()));
    return store;
}

QString pid(int i)
{
    return QStringLiteral("P%1").arg(i, 3, 10, QLatin1Char('0'));
}

} // namespace

class TestCrowdEnrolment : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_studies = 0;

    QString nextFile() { return m_dir.filePath(QStringLiteral("crowd%1.editlens").arg(++m_studies)); }

private Q_SLOTS:
    void initTestCase()
    {
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        QVERIFY(m_dir.isValid());
    }

    void sixParticipantsFillEveryItemExactlyTwiceAndTheSeventhIsRefused()
    {
        auto store = crowdStudy(nextFile(), 6, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        for (int i = 1; i <= 6; ++i) {
            const Result<QString> name =
                enrolment.enrol(pid(i), QStringLiteral("S1"), QStringLiteral("X%1").arg(i), t0);
            EL_VERIFY_OK(name);
            QCOMPARE(name.value(), QStringLiteral("crowd-") + pid(i));
            const QVector<qint64> items = plannedItems(*store, name.value());
            QCOMPARE(items.size(), 2);
            QVERIFY(items[0] != items[1]);
        }
        const QMap<QString, int> holders = holdersPerItem(*store);
        QCOMPARE(holders.size(), 6);
        for (auto it = holders.cbegin(); it != holders.cend(); ++it)
            QVERIFY2(it.value() == 2, qPrintable(QStringLiteral("%1: %2 holders").arg(it.key()).arg(it.value())));

        const qint64 annotators = scalar(*store, QStringLiteral("SELECT count(*) FROM annotators"));
        const Result<QString> seventh = enrolment.enrol(pid(7), QStringLiteral("S1"), QStringLiteral("X7"), t0);
        QVERIFY(!seventh.ok());
        QCOMPARE(seventh.error().message, CrowdEnrolment::allPlacesTakenText());
        QVERIFY(seventh.error().message.startsWith(QStringLiteral("all places are taken")));
        QCOMPARE(scalar(*store, QStringLiteral("SELECT count(*) FROM annotators")), annotators);
        QCOMPARE(scalar(*store, QStringLiteral("SELECT count(*) FROM web_participants")), qint64(6));

        // The platform's ids are kept as they came.
        const auto p3 = enrolment.participant(QStringLiteral("crowd-") + pid(3));
        EL_VERIFY_OK(p3);
        QVERIFY(p3.value().has_value());
        QCOMPARE(p3.value()->participantId, pid(3));
        QCOMPARE(p3.value()->studyId, QStringLiteral("S1"));
        QCOMPARE(p3.value()->sessionId, QStringLiteral("X3"));
        QCOMPARE(p3.value()->enrolled, t0);
        QVERIFY(!p3.value()->released);
        QCOMPARE(enrolment.participants().value().size(), 6);
        QVERIFY(!enrolment.participant(QStringLiteral("someone")).value().has_value());
    }

    void theSameParticipantTwiceKeepsTheirAnnotatorAndPlan()
    {
        auto store = crowdStudy(nextFile(), 6, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        const Result<QString> first = enrolment.enrol(QStringLiteral("abc-123_X"), {}, {}, t0);
        EL_VERIFY_OK(first);
        const QVector<qint64> planned = plannedItems(*store, first.value());
        const QString counts = QStringLiteral("SELECT (SELECT count(*) FROM annotators), (SELECT count(*) FROM"
                                              " web_participants), (SELECT count(*) FROM plan_assignments)");
        QSqlQuery q(store->database());
        QVERIFY(q.exec(counts) && q.next());
        const QVariantList before{q.value(0), q.value(1), q.value(2)};
        const Result<QString> again = enrolment.enrol(QStringLiteral("abc-123_X"), {}, {}, t0.addSecs(600));
        EL_VERIFY_OK(again);
        QCOMPARE(again.value(), first.value());
        QVERIFY(q.exec(counts) && q.next());
        QCOMPARE((QVariantList{q.value(0), q.value(1), q.value(2)}), before);
        QCOMPARE(plannedItems(*store, first.value()), planned);
        QCOMPARE(enrolment.participant(first.value()).value()->lastSeen, t0.addSecs(600));
    }

    void anAbandonedPlaceGoesToANewParticipantAndAnswersStay()
    {
        auto store = crowdStudy(nextFile(), 6, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        for (int i = 1; i <= 6; ++i)
            EL_VERIFY_OK(enrolment.enrol(pid(i), {}, {}, t0));
        const QString quitter = QStringLiteral("crowd-") + pid(1);
        const QVector<qint64> held = plannedItems(*store, quitter);
        // The quitter submitted one item and rated an output of the other, then went silent.
        EL_VERIFY_OK(SessionStore(*store).submitItem(quitter, held[0]));
        const QString dimension = store->dimensions().value().first().name;
        const qint64 output = store->loadItem(held[1]).value().outputs.first().id;
        EL_VERIFY_OK(store->setRating(output, dimension, quitter, 3));
        for (int i = 2; i <= 6; ++i)
            EL_VERIFY_OK(enrolment.touch(QStringLiteral("crowd-") + pid(i), t0.addSecs(30 * 60)));

        // Not yet: 59 minutes of silence.
        QCOMPARE(enrolment.releaseAbandoned(t0.addSecs(59 * 60)).value(), 0);
        QVERIFY(!enrolment.enrol(pid(7), {}, {}, t0.addSecs(59 * 60)).ok());

        const Result<QString> late = enrolment.enrol(pid(7), {}, {}, t0.addSecs(61 * 60));
        EL_VERIFY_OK(late);
        QCOMPARE(plannedItems(*store, late.value()), (QVector<qint64>{held[1]})); // the one free place
        QCOMPARE(plannedItems(*store, quitter), (QVector<qint64>{held[0]}));      // the submitted item stays
        QVERIFY(enrolment.participant(quitter).value()->released);
        QCOMPARE(store->rating(output, dimension, quitter).value(), std::optional<double>(3));
        for (int holders : holdersPerItem(*store))
            QCOMPARE(holders, 2);
        // Released once: nothing more to give back.
        QCOMPARE(enrolment.releaseAbandoned(t0.addSecs(600 * 60)).value(), 6); // the five others and the late one
        QCOMPARE(enrolment.releaseAbandoned(t0.addSecs(600 * 60)).value(), 0);
    }

    void aReturningParticipantIsToppedUp()
    {
        auto store = crowdStudy(nextFile(), 6, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        for (int i = 1; i <= 5; ++i) // 10 of 12 places
            EL_VERIFY_OK(enrolment.enrol(pid(i), {}, {}, t0));
        const QString back = QStringLiteral("crowd-") + pid(1);
        const QVector<PlanAssignment> before = PlanStore(*store).assignments(back).value();
        QCOMPARE(before.size(), 2);
        EL_VERIFY_OK(SessionStore(*store).submitItem(back, before[1].itemId));
        for (int i = 2; i <= 5; ++i)
            EL_VERIFY_OK(enrolment.touch(QStringLiteral("crowd-") + pid(i), t0.addSecs(90 * 60)));

        const Result<QString> again = enrolment.enrol(pid(1), {}, {}, t0.addSecs(120 * 60));
        EL_VERIFY_OK(again);
        QCOMPARE(again.value(), back);
        const QVector<PlanAssignment> after = PlanStore(*store).assignments(back).value();
        QCOMPARE(after.size(), 2);
        // The submitted item first, shown as it was; one free item after it.
        QCOMPARE(after[0].itemId, before[1].itemId);
        QCOMPARE(after[0].position, 0);
        QCOMPARE(after[0].outputs.size(), before[1].outputs.size());
        for (int i = 0; i < after[0].outputs.size(); ++i) {
            QCOMPARE(after[0].outputs[i].outputId, before[1].outputs[i].outputId);
            QCOMPARE(after[0].outputs[i].blindLabel, before[1].outputs[i].blindLabel);
        }
        QVERIFY(after[1].itemId != after[0].itemId);
        QCOMPARE(after[1].position, 1);
        const auto participant = enrolment.participant(back).value();
        QVERIFY(!participant->released);
        QCOMPARE(participant->lastSeen, t0.addSecs(120 * 60));
        for (int holders : holdersPerItem(*store))
            QVERIFY(holders <= 2);
    }

    void aFinishedParticipantIsNeitherReleasedNorToppedUp()
    {
        auto store = crowdStudy(nextFile(), 6, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        const QString done = enrolment.enrol(pid(1), {}, {}, t0).value();
        const QVector<qint64> items = plannedItems(*store, done);
        for (qint64 item : items)
            EL_VERIFY_OK(SessionStore(*store).submitItem(done, item));
        QCOMPARE(enrolment.releaseAbandoned(t0.addDays(3)).value(), 0);
        EL_VERIFY_OK(enrolment.enrol(pid(1), {}, {}, t0.addDays(3)));
        QCOMPARE(plannedItems(*store, done), items);
    }

    void malformedParticipantIdsAreRefused_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("path") << QStringLiteral("../x");
        QTest::newRow("space") << QStringLiteral("a b");
        QTest::newRow("65 characters") << QString(65, QLatin1Char('a'));
        QTest::newRow("SQL") << QStringLiteral("x'; DROP TABLE annotators; --");
        QTest::newRow("empty") << QString();
        QTest::newRow("non-ASCII letter") << QStringLiteral("caf\u00e9");
    }

    void malformedParticipantIdsAreRefused()
    {
        QFETCH(QString, id);
        QVERIFY(!CrowdEnrolment::annotatorName(id).has_value());
        auto store = crowdStudy(nextFile(), 2, crowd(2, 2));
        CrowdEnrolment enrolment(*store, crowd(2, 2));
        const Result<QString> name = enrolment.enrol(id, {}, {}, t0);
        QVERIFY(!name.ok());
        QVERIFY2(name.error().message.contains(QStringLiteral("participant id")), qPrintable(name.error().message));
        QCOMPARE(scalar(*store, QStringLiteral("SELECT count(*) FROM annotators")), qint64(0));
        QCOMPARE(scalar(*store, QStringLiteral("SELECT count(*) FROM web_participants")), qint64(0));
        // The longest and the plainest well-formed ids pass.
        QCOMPARE(CrowdEnrolment::annotatorName(QString(64, QLatin1Char('a'))),
                 std::optional<QString>(QStringLiteral("crowd-") + QString(64, QLatin1Char('a'))));
        QCOMPARE(CrowdEnrolment::annotatorName(QStringLiteral("5f1b-A_9")),
                 std::optional<QString>(QStringLiteral("crowd-5f1b-A_9")));
    }

    void enrolmentNeedsOpenEnrolmentAndAPlan()
    {
        auto store = crowdStudy(nextFile(), 2, crowd(2, 2));
        CrowdSettings closed = crowd(2, 2);
        closed.enabled = false;
        QVERIFY(!CrowdEnrolment(*store, closed).enrol(pid(1), {}, {}, t0).ok());
        auto unplanned = makeAnnotationStudy(nextFile(), 2, 2);
        const Result<QString> refused = CrowdEnrolment(*unplanned, crowd(2, 2)).enrol(pid(1), {}, {}, t0);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("no plan")), qPrintable(refused.error().message));
        QCOMPARE(scalar(*store, QStringLiteral("SELECT count(*) FROM web_participants")), qint64(0));
    }

    void aParticipantsPlanIsThePlansOwn()
    {
        auto store = makeAnnotationStudy(nextFile(), 4, 3);
        const QVector<ItemSummary> summaries = store->itemSummaries().value();
        PlanOptions options;
        options.settings.seed = 11;
        options.settings.mixed = true;
        EL_VERIFY_OK(StudyPlan::create(*store, {}, options));
        CrowdSettings settings = crowd(1, 3);
        settings.items = {summaries[0].id, summaries[1].id, summaries[2].id}; // the plan's --items
        settings.systems = {QStringLiteral("S0"), QStringLiteral("S2")};      // its --systems
        settings.goldItems = {summaries[1].id};                               // its --gold
        EL_VERIFY_OK(saveCrowdSettings(*store, settings));
        const CrowdSettings loaded = loadCrowdSettings(*store).value();
        QCOMPARE(loaded.items, settings.items);
        QCOMPARE(loaded.systems, settings.systems);
        QCOMPARE(loaded.goldItems, settings.goldItems);

        CrowdEnrolment enrolment(*store, loaded);
        const QString name = enrolment.enrol(pid(1), {}, {}, t0).value();
        const QVector<PlanAssignment> plan = PlanStore(*store).assignments(name).value();
        PlanOptions expected = options;
        expected.items = settings.items;
        expected.systems = settings.systems;
        expected.goldItems = {summaries[1].id};
        const QVector<PlanAssignment> built = StudyPlan::build(name, PlanStore(*store).candidates().value(), expected);
        QCOMPARE(plan.size(), 3);
        QCOMPARE(built.size(), 3);
        for (int i = 0; i < plan.size(); ++i) {
            QCOMPARE(plan[i].itemId, built[i].itemId);
            QCOMPARE(plan[i].gold, built[i].gold);
            QCOMPARE(plan[i].outputs.size(), 2); // S0 and S2 only
            QCOMPARE(plan[i].outputs[0].outputId, built[i].outputs[0].outputId);
            QCOMPARE(plan[i].outputs[0].blindLabel, QStringLiteral("Output A"));
            QCOMPARE(plan[i].pairs.size(), built[i].pairs.size());
        }
        QVERIFY(!plan[1].pairs.isEmpty()); // mixed: the second item is a pair
        // Every item of the scope has its one holder: the fourth, outside it, is never given out.
        QVERIFY(!enrolment.enrol(pid(2), {}, {}, t0).ok());
    }

    void settingsRoundTripAndInvalidOnesAreRefused()
    {
        auto store = makeAnnotationStudy(nextFile(), 1, 2);
        CrowdSettings s = crowd(4, 7);
        s.participantParam = QStringLiteral("workerId");
        s.completionCode = QStringLiteral("C0DE42");
        s.completionUrl = QStringLiteral("https://app.prolific.com/submissions/complete?cc={code}");
        s.tokenHours = 12;
        s.systems = {QStringLiteral("a,b"), QStringLiteral("c")};
        EL_VERIFY_OK(saveCrowdSettings(*store, s));
        const CrowdSettings loaded = loadCrowdSettings(*store).value();
        QVERIFY(loaded.enabled);
        QCOMPARE(loaded.ratersPerItem, 4);
        QCOMPARE(loaded.itemsPerParticipant, 7);
        QCOMPARE(loaded.participantParam, QStringLiteral("workerId"));
        QCOMPARE(loaded.studyParam, QStringLiteral("STUDY_ID"));
        QCOMPARE(loaded.completionCode, s.completionCode);
        QCOMPARE(loaded.completionUrl, s.completionUrl);
        QCOMPARE(loaded.tokenHours, 12);
        QCOMPARE(loaded.systems, s.systems);

        const QVector<std::pair<const char *, std::function<void(CrowdSettings &)>>> bad = {
            {"K 0", [](CrowdSettings &c) { c.ratersPerItem = 0; }},
            {"no items", [](CrowdSettings &c) { c.itemsPerParticipant = 0; }},
            {"no timeout", [](CrowdSettings &c) { c.abandonMinutes = 0; }},
            {"parameter with a space", [](CrowdSettings &c) { c.studyParam = QStringLiteral("STUDY ID"); }},
            {"parameter of 41", [](CrowdSettings &c) { c.sessionParam = QString(41, QLatin1Char('S')); }},
            {"script URL", [](CrowdSettings &c) { c.completionUrl = QStringLiteral("javascript:alert(1)"); }},
        };
        for (const auto &[why, change] : bad) {
            CrowdSettings invalid = crowd(1, 1);
            change(invalid);
            QVERIFY2(!saveCrowdSettings(*store, invalid).ok(), why);
            QCOMPARE(loadCrowdSettings(*store).value().ratersPerItem, 4); // nothing written
        }
        QVERIFY(!loadCrowdSettings(*makeAnnotationStudy(nextFile(), 1, 2)).value().enabled); // off by default
    }

    void planSavesAndShowsTheCrowdSettings()
    {
        const auto cli = [](const QStringList &args) {
            QProcess p;
            p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
            p.waitForFinished(120000);
            return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
        };
        auto store = makeAnnotationStudy(nextFile(), 3, 2);
        const QString study = store->filePath();
        QMap<QString, qint64> ids;
        for (const ItemSummary &item : store->itemSummaries().value())
            ids.insert(item.key, item.id);
        const auto [code, text] = cli(
            {QStringLiteral("plan"), study, QStringLiteral("--crowd"), QStringLiteral("--items-per-participant"),
             QStringLiteral("2"), QStringLiteral("--raters-per-item"), QStringLiteral("5"),
             QStringLiteral("--completion-code"), QStringLiteral("C0DE"), QStringLiteral("--participant-param"),
             QStringLiteral("workerId"), QStringLiteral("--items"), QStringLiteral("item-0,item-2"),
             QStringLiteral("--gold"), QStringLiteral("item-2"), QStringLiteral("--systems"), QStringLiteral("S1")});
        QVERIFY2(code == 0, qPrintable(text));
        CrowdSettings saved = loadCrowdSettings(*store).value();
        QVERIFY(saved.enabled);
        QCOMPARE(saved.itemsPerParticipant, 2);
        QCOMPARE(saved.ratersPerItem, 5);
        QCOMPARE(saved.completionCode, QStringLiteral("C0DE"));
        QCOMPARE(saved.participantParam, QStringLiteral("workerId"));
        QCOMPARE(saved.items,
                 (QVector<qint64>{ids.value(QStringLiteral("item-0")), ids.value(QStringLiteral("item-2"))}));
        QCOMPARE(saved.goldItems, QVector<qint64>{ids.value(QStringLiteral("item-2"))});
        QCOMPARE(saved.systems, QStringList{QStringLiteral("S1")});
        QVERIFY(PlanStore(*store).hasPlan().value()); // a crowd plan needs no named annotator

        const auto shown = cli({QStringLiteral("plan"), study, QStringLiteral("--show")});
        QCOMPARE(shown.first, 0);
        QVERIFY2(shown.second.contains(QStringLiteral("open enrolment for crowd platforms: yes")),
                 qPrintable(shown.second));
        QVERIFY2(shown.second.contains(QStringLiteral("raters per item: 5")), qPrintable(shown.second));
        QVERIFY2(shown.second.contains(QStringLiteral("completion code: C0DE")), qPrintable(shown.second));

        // A refused setting leaves the plan as it was; a crowd option without --crowd is a usage error.
        QCOMPARE(cli({QStringLiteral("plan"), study, QStringLiteral("--crowd"), QStringLiteral("--raters-per-item"),
                      QStringLiteral("0")})
                     .first,
                 1);
        QCOMPARE(cli({QStringLiteral("plan"), study, QStringLiteral("--annotators"), QStringLiteral("ann"),
                      QStringLiteral("--token-hours"), QStringLiteral("5")})
                     .first,
                 2);
        QCOMPARE(loadCrowdSettings(*store).value().ratersPerItem, 5);
        QVERIFY(!PlanStore(*store).plannedAnnotators().value().contains(QStringLiteral("ann")));
        // A plan without --crowd closes open enrolment.
        QCOMPARE(cli({QStringLiteral("plan"), study, QStringLiteral("--annotators"), QStringLiteral("ann")}).first, 0);
        QVERIFY(!loadCrowdSettings(*store).value().enabled);
    }

    void twoServersNeverGiveAnItemToMoreThanKHolders_data()
    {
        QTest::addColumn<bool>("onServer");
        QTest::addColumn<bool>("concurrently");
        QTest::newRow("study file, alternately") << false << false;
        QTest::newRow("study file, concurrently") << false << true;
        QTest::newRow("PostgreSQL, alternately") << true << false;
        QTest::newRow("PostgreSQL, concurrently") << true << true;
    }

    void twoServersNeverGiveAnItemToMoreThanKHolders()
    {
        QFETCH(bool, onServer);
        QFETCH(bool, concurrently);
        if (onServer && !pgTestServer().ready)
            QSKIP(qPrintable(QStringLiteral("PostgreSQL unavailable: ") + pgTestServer().reason));
        // 10 items, K = 3, 2 items each: 15 of 20 participants get places, the rest are refused.
        const QString location = onServer ? pgTestServer().url(uniqueStudyName(QStringLiteral("crowd")))
                                          : editlens::testing::studyLocation(
                                              m_dir.filePath(QStringLiteral("servers%1.editlens").arg(++m_studies)));
        auto owner = crowdStudy(location, 10, crowd(3, 2));

        // Two `serve` processes: two connections, each on its own thread when concurrent.
        QVector<int> enrolled(2, 0), refused(2, 0);
        QVector<QStringList> failures(2);
        auto enrol = [&](int server, CrowdEnrolment &enrolment, int i) {
            const Result<QString> name = enrolment.enrol(pid(i), {}, {}, t0);
            if (name.ok())
                ++enrolled[server];
            else if (name.error().message == CrowdEnrolment::allPlacesTakenText())
                ++refused[server];
            else
                failures[server] << name.error().toString();
        };
        auto open = [&](int server) -> std::unique_ptr<StudyStore> {
            auto store = StudyStore::open(location);
            if (!store.ok()) {
                failures[server] << store.error().toString();
                return nullptr;
            }
            return std::move(store).value();
        };
        if (concurrently) {
            // Both connections open before either enrols (opening takes longer than ten enrolments), so that the
            // two really run at once.
            QSemaphore opened;
            auto serve = [&](int server) {
                const std::unique_ptr<StudyStore> store = open(server);
                opened.release();
                opened.acquire(2);
                opened.release(2);
                if (!store)
                    return;
                CrowdEnrolment enrolment(*store, crowd(3, 2));
                for (int i = server; i < 20; i += 2)
                    enrol(server, enrolment, i);
            };
            std::thread a(serve, 0);
            std::thread b(serve, 1);
            a.join();
            b.join();
        } else {
            const std::unique_ptr<StudyStore> a = open(0), b = open(1);
            QVERIFY(a && b);
            CrowdEnrolment first(*a, crowd(3, 2)), second(*b, crowd(3, 2));
            for (int i = 0; i < 20; ++i)
                enrol(i % 2, i % 2 == 0 ? first : second, i);
        }
        const QStringList errors = failures[0] + failures[1];
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(enrolled[0] + enrolled[1], 15);
        QCOMPARE(refused[0] + refused[1], 5);
        const QMap<QString, int> holders = holdersPerItem(*owner);
        QCOMPARE(holders.size(), 10);
        for (auto it = holders.cbegin(); it != holders.cend(); ++it)
            QVERIFY2(it.value() == 3, qPrintable(QStringLiteral("%1: %2 holders").arg(it.key()).arg(it.value())));
        QCOMPARE(scalar(*owner, QStringLiteral("SELECT count(*) FROM web_participants")), qint64(15));
    }
};

QTEST_GUILESS_MAIN(TestCrowdEnrolment)
#include "tst_crowdenrolment.moc"
