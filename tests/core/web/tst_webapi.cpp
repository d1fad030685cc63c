// The web session's handlers, request in and response out (no sockets): what an annotator's page is shown (blind
// labels in the annotator's own order, nothing of systems, scores, other annotators or gold answers), that answers
// land in the study and a submission locks, and that hostile requests are refused with the right status and write
// nothing.
// Over 600 lines, knowingly: one planned study serves every case, and each hostile request is its own spelled-out
// row with the counts checked after it.
#include "document/blindview.h"
#include "document/studyplan.h"
#include "server/serverstudy.h"
#include "storage/planstore.h"
#include "storage/preferencestore.h"
#include "storage/rubricstore.h"
#include "storage/sessionstore.h"
#include "storage/studystore.h"
#include "studyengine.h"
#include "testutil.h"
#include "web/crowdenrolment.h"
#include "web/webapi.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

const QDateTime t0 = QDateTime(QDate(2026, 3, 2), QTime(9, 0), Qt::UTC);
const QStringList systemNames{QStringLiteral("sysAlpha"), QStringLiteral("sysBeta"), QStringLiteral("sysGamma")};
const QString sqlText = QStringLiteral("x'); DROP TABLE ratings;--");

qint64 scalar(StudyStore &store, const QString &sql)
{
    QSqlQuery q(store.database());
    if (!q.exec(sql) || !q.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return q.value(0).toLongLong();
}

/// Rows of the tables a web answer writes: ratings, preferences, submissions.
QVector<qint64> writtenRows(StudyStore &store)
{
    return {scalar(store, QStringLiteral("SELECT count(*) FROM ratings")),
            scalar(store, QStringLiteral("SELECT count(*) FROM preferences")),
            scalar(store, QStringLiteral("SELECT count(*) FROM item_submissions"))};
}

QString sha256Of(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
}

QJsonObject jsonOf(const WebResponse &r)
{
    return QJsonDocument::fromJson(r.body).object();
}

} // namespace

class TestWebApi : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<StudyStore> m_store;
    std::unique_ptr<WebApi> m_api;
    QDateTime m_now = t0;
    QByteArray m_alice;
    QByteArray m_bob;
    QVector<qint64> m_planned; // alice's items in her order
    qint64 m_unplanned = 0;    // an item in no plan

    WebRequest request(const QByteArray &method, const QString &path, const QByteArray &token,
                       const QByteArray &body = {}) const
    {
        WebRequest r;
        r.method = method;
        r.path = path;
        r.remote = QHostAddress(QStringLiteral("192.0.2.7"));
        r.headers.append({QByteArray("host"), QByteArray("study.example.org")});
        if (!token.isEmpty())
            r.headers.append({QByteArray("authorization"), "Bearer " + token});
        if (method == "POST") {
            r.headers.append({QByteArray("content-type"), QByteArray("application/json; charset=utf-8")});
            r.headers.append({QByteArray("origin"), QByteArray("http://study.example.org")});
            r.body = body;
        }
        return r;
    }
    WebResponse get(const QString &path, const QByteArray &token) { return m_api->handle(request("GET", path, token)); }
    WebResponse post(const QString &path, const QByteArray &token, const QJsonObject &body)
    {
        // A participant's pace: a second per answer, well within the allowance (the rate has a test of its own).
        m_now = m_now.addSecs(1);
        return m_api->handle(request("POST", path, token, QJsonDocument(body).toJson(QJsonDocument::Compact)));
    }
    WebResponse postRaw(const QString &path, const QByteArray &token, const QByteArray &body)
    {
        m_now = m_now.addSecs(1);
        return m_api->handle(request("POST", path, token, body));
    }
    PlanAssignment assignment(const QString &annotator, qint64 itemId) const
    {
        for (const PlanAssignment &a : PlanStore(*m_store).assignments(annotator).value())
            if (a.itemId == itemId)
                return a;
        return {};
    }
    QJsonObject rating(qint64 item, const QJsonValue &output, const QString &dimension, const QJsonValue &value) const
    {
        return {{QStringLiteral("item"), item},
                {QStringLiteral("output"), output},
                {QStringLiteral("dimension"), dimension},
                {QStringLiteral("value"), value}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        EL_REQUIRE_SERVER_IF_ON_SERVER();
        // Four items of three systems with images; the plan (blinded, mixed: the second item of each order asks for
        // preferences) covers the first three for alice and bob; the fourth is in no plan.
        StudyData batch;
        for (int i = 0; i < 4; ++i) {
            Item item;
            item.key = QStringLiteral("item-%1").arg(i);
            item.instruction = QStringLiteral("make the sky pink %1").arg(i);
            item.sourcePath = QStringLiteral("src%1.png").arg(i);
            item.groundTruthPath = QStringLiteral("truth%1.png").arg(i);
            QImage image(8, 8, QImage::Format_RGB32);
            image.fill(QColor(10 * i, 0, 0));
            QVERIFY(image.save(m_dir.filePath(item.sourcePath)));
            image.fill(QColor(10 * i, 200, 0));
            QVERIFY(image.save(m_dir.filePath(item.groundTruthPath)));
            for (int s = 0; s < systemNames.size(); ++s) {
                Output o;
                o.system = systemNames[s];
                o.path = QStringLiteral("out%1_%2.png").arg(i).arg(s);
                image.fill(QColor(10 * i, 0, 50 + 50 * s));
                QVERIFY(image.save(m_dir.filePath(o.path)));
                o.scores.push_back({QStringLiteral("clipscore"), QStringLiteral("v1"), 0.123456});
                item.outputs.push_back(o);
            }
            batch.items.push_back(item);
        }
        // On PostgreSQL (the _pg run) the study takes a copy of the images; the handlers read them where the study's
        // paths say, as on a study file.
        auto created =
            server::createStudy(editlens::testing::studyLocation(m_dir.filePath(QStringLiteral("web.editlens"))),
                                m_dir.path());
        EL_VERIFY_OK(created);
        m_store = std::move(created).value();
        QCOMPARE(m_store->isServer(), editlens::testing::testOnServer());
        EL_VERIFY_OK(m_store->importData(batch));
        EL_VERIFY_OK(RubricStore(*m_store).save(rubricPreset(RubricPreset::Bpm)));
        auto candidates = PlanStore(*m_store).candidates();
        EL_VERIFY_OK(candidates);
        PlanOptions options;
        options.settings.seed = 11;
        options.settings.mixed = true;
        for (int i = 0; i < 3; ++i)
            options.items << candidates.value()[i].itemId;
        m_unplanned = candidates.value()[3].itemId;
        options.goldItems << options.items[0];
        EL_VERIFY_OK(StudyPlan::create(*m_store, {QStringLiteral("alice"), QStringLiteral("bob")}, options));
        const PlanAssignment first = PlanStore(*m_store).assignments(QStringLiteral("alice")).value().first();
        EL_VERIFY_OK(
            PlanStore(*m_store).setGoldAnswer({first.outputs[0].outputId, QStringLiteral("overall"), 4.0, 0.0}));
        for (const PlanAssignment &a : PlanStore(*m_store).assignments(QStringLiteral("alice")).value())
            m_planned << a.itemId;
        QCOMPARE(m_planned.size(), 3);

        m_api = std::make_unique<WebApi>(*m_store, WebApiOptions{});
        EL_VERIFY_OK(m_api->load());
        m_api->setClock([this] { return m_now; });
        auto alice = m_api->linkToken(QStringLiteral("alice"), 7);
        auto bob = m_api->linkToken(QStringLiteral("bob"), 7);
        EL_VERIFY_OK(alice);
        EL_VERIFY_OK(bob);
        m_alice = alice.value();
        m_bob = bob.value();
        // Bob has rated alice's first item already: his answers must not reach her page.
        const PlanAssignment bobs = assignment(QStringLiteral("bob"), m_planned[0]);
        EL_VERIFY_OK(m_store->setRating(bobs.outputs[0].outputId, QStringLiteral("overall"), QStringLiteral("bob"), 2));
    }

    void sessionPageNeedsAValidToken()
    {
        QCOMPARE(get(QStringLiteral("/s/") + QString::fromLatin1(m_alice), {}).status, 200);
        QCOMPARE(get(QStringLiteral("/s/v1.forged.token"), {}).status, 401);
        QCOMPARE(get(QStringLiteral("/healthz"), {}).body, QByteArray("ok"));
        QCOMPARE(get(QStringLiteral("/nowhere"), {}).status, 404);
        // Open enrolment is off in this plan.
        QCOMPARE(get(QStringLiteral("/join"), {}).status, 404);
    }

    void sessionDescribesTheRubricAndProgress()
    {
        const WebResponse r = get(QStringLiteral("/api/session"), m_alice);
        QCOMPARE(r.status, 200);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QLatin1String("annotator")).toString(), QStringLiteral("alice"));
        QCOMPARE(o.value(QLatin1String("task")).toString(), QStringLiteral("mixed"));
        QCOMPARE(o.value(QLatin1String("done")).toBool(), false);
        QCOMPARE(o.value(QLatin1String("progress")).toObject().value(QLatin1String("total")).toInt(), 3);
        const QJsonArray dimensions =
            o.value(QLatin1String("rubric")).toObject().value(QLatin1String("dimensions")).toArray();
        QCOMPARE(dimensions.size(), rubricPreset(RubricPreset::Bpm).dimensions.size());
        QCOMPARE(dimensions.first().toObject().value(QLatin1String("values")).toArray().size(), 5);
        QVERIFY(o.value(QLatin1String("completion")).isNull());
    }

    void itemShowsBlindLabelsInTheAnnotatorsOrderAndNothingElse()
    {
        const WebResponse r = get(QStringLiteral("/api/item"), m_alice);
        QCOMPARE(r.status, 200);
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QLatin1String("item")).toInteger(), m_planned[0]);
        QCOMPARE(o.value(QLatin1String("kind")).toString(), QStringLiteral("rating"));
        QCOMPARE(o.value(QLatin1String("position")).toInt(), 1);

        // The same view as the desktop session's (BlindView) for alice: labels and images in her display order.
        const auto view = BlindView::load(*m_store, QStringLiteral("alice"), true);
        EL_VERIFY_OK(view);
        const Item shown = view.value().displayItem(m_store->loadItem(m_planned[0]).value());
        const QJsonArray outputs = o.value(QLatin1String("outputs")).toArray();
        QCOMPARE(outputs.size(), shown.outputs.size());
        for (int i = 0; i < outputs.size(); ++i) {
            const QJsonObject out = outputs[i].toObject();
            QCOMPARE(out.value(QLatin1String("label")).toString(), shown.outputs[i].system);
            QCOMPARE(out.value(QLatin1String("label")).toString(), StudyPlan::blindLabel(i));
            QCOMPARE(out.value(QLatin1String("image")).toString(),
                     QStringLiteral("/img/") + sha256Of(m_dir.filePath(shown.outputs[i].path)));
        }
        // The display order is alice's shuffle, not the stored order, for at least one planned item (seeded).
        bool shuffled = false;
        for (qint64 id : std::as_const(m_planned)) {
            const Item stored = m_store->loadItem(id).value();
            const Item blind = view.value().displayItem(stored);
            for (int i = 0; i < blind.outputs.size(); ++i)
                shuffled = shuffled || blind.outputs[i].id != stored.outputs[i].id;
        }
        QVERIFY(shuffled);

        // No system names, scores, other annotators, gold answers, boxes; no ground truth (the plan hides it).
        for (const QString &name : systemNames)
            QVERIFY2(!r.body.contains(name.toUtf8()), r.body.constData());
        for (const char *word : {"clipscore", "0.123456", "bob", "gold", "expected", "truth", "box", "mask", "score"})
            QVERIFY2(!r.body.contains(word), word);
        QVERIFY(o.value(QLatin1String("target")).isNull());
        QVERIFY(o.value(QLatin1String("answers")).toObject().value(QLatin1String("ratings")).toArray().isEmpty());
        QCOMPARE(o.value(QLatin1String("editable")).toBool(), true);
        // Showing the item started its session (the time on it).
        QCOMPARE(SessionStore(*m_store).sessions(QStringLiteral("alice")).value().size(), 1);
        // Its images are served; an image of no planned item, and path tricks, are not.
        QCOMPARE(get(outputs[0].toObject().value(QLatin1String("image")).toString(), m_alice).status, 200);
        QCOMPARE(get(o.value(QLatin1String("source")).toString(), m_alice).contentType, QByteArray("image/png"));
        const Item unplanned = m_store->loadItem(m_unplanned).value();
        QCOMPARE(get(QStringLiteral("/img/") + sha256Of(m_dir.filePath(unplanned.sourcePath)), m_alice).status, 404);
        QCOMPARE(get(QStringLiteral("/img/") + sha256Of(m_dir.filePath(unplanned.outputs[0].path)), m_alice).status,
                 404);
        const Item first = m_store->loadItem(m_planned[0]).value();
        QCOMPARE(get(QStringLiteral("/img/") + sha256Of(m_dir.filePath(first.groundTruthPath)), m_alice).status, 404);
        QCOMPARE(get(QStringLiteral("/img/../web.editlens"), m_alice).status, 404);
        QCOMPARE(get(QStringLiteral("/img/") + sha256Of(m_dir.filePath(first.sourcePath)).toUpper(), m_alice).status,
                 404);
        QCOMPARE(get(QStringLiteral("/img/") + sha256Of(m_dir.filePath(first.sourcePath)), {}).status, 401);
    }

    void answersAreSavedAndShownBack()
    {
        const Item shown = BlindView::load(*m_store, QStringLiteral("alice"), true)
                               .value()
                               .displayItem(m_store->loadItem(m_planned[0]).value());
        WebResponse r =
            post(QStringLiteral("/api/answer"), m_alice, rating(m_planned[0], 1, QStringLiteral("overall"), 4));
        QCOMPARE(r.status, 200);
        QCOMPARE(jsonOf(r).value(QLatin1String("saved")).toBool(), true);
        QCOMPARE(m_store->rating(shown.outputs[1].id, QStringLiteral("overall"), QStringLiteral("alice")).value(),
                 std::optional<double>(4.0));
        const QJsonArray ratings = jsonOf(get(QStringLiteral("/api/item"), m_alice))
                                       .value(QLatin1String("answers"))
                                       .toObject()
                                       .value(QLatin1String("ratings"))
                                       .toArray();
        QCOMPARE(ratings.size(), 1);
        QCOMPARE(ratings[0].toObject().value(QLatin1String("output")).toInt(), 1);
        QCOMPARE(ratings[0].toObject().value(QLatin1String("value")).toDouble(), 4.0);
        // null clears the answer.
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice,
                      rating(m_planned[0], 1, QStringLiteral("overall"), QJsonValue()))
                     .status,
                 200);
        QCOMPARE(m_store->rating(shown.outputs[1].id, QStringLiteral("overall"), QStringLiteral("alice")).value(),
                 std::nullopt);
        // A value a hair off the scale's step is stored as the scale's own value.
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice,
                      rating(m_planned[0], 2, QStringLiteral("overall"), 2.0000001))
                     .status,
                 200);
        QCOMPARE(m_store->rating(shown.outputs[2].id, QStringLiteral("overall"), QStringLiteral("alice")).value(),
                 std::optional<double>(2.0));
        // The item was shown once: one session, still open.
        QCOMPARE(SessionStore(*m_store).sessions(QStringLiteral("alice")).value().size(), 1);
    }

    void preferencesAreStoredAsTheDesktopStoresThem()
    {
        // Alice's second item asks for preferences (mixed plan); its pairs as shown.
        const qint64 itemId = m_planned[1];
        const PlanAssignment a = assignment(QStringLiteral("alice"), itemId);
        QVERIFY(StudyPlan::isPreferenceItem(PlanStore(*m_store).settings().value(), a));
        const Item item = m_store->loadItem(itemId).value();
        const QVector<PlanPair> pairs = StudyPlan::plannedPairs({a}, item, 11, QStringLiteral("alice"));
        QVERIFY(!pairs.isEmpty());
        const QJsonObject body{{QStringLiteral("item"), itemId},
                               {QStringLiteral("pair"), 0},
                               {QStringLiteral("dimension"), QStringLiteral("overall")},
                               {QStringLiteral("side"), QStringLiteral("left")}};
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, body).status, 200);
        const PreferenceKey key =
            StudyPlan::preferenceKey(itemId, pairs[0], QStringLiteral("overall"), QStringLiteral("alice"));
        const auto stored = PreferenceStore(*m_store).preference(key);
        EL_VERIFY_OK(stored);
        QVERIFY(stored.value().has_value());
        const PreferenceValue expected = StudyPlan::preferenceValue(pairs[0], PairSide::Left);
        QCOMPARE(int(stored.value()->choice), int(expected.choice));
        QCOMPARE(stored.value()->leftOutput, pairs[0].leftOutput);
        // A rating on a preference item, a pair out of range, a side that is no choice: refused, nothing written.
        const QVector<qint64> before = writtenRows(*m_store);
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, rating(itemId, 0, QStringLiteral("overall"), 3)).status,
                 404);
        QJsonObject far = body;
        far.insert(QStringLiteral("pair"), 99);
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, far).status, 404);
        QJsonObject sideways = body;
        sideways.insert(QStringLiteral("side"), sqlText);
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, sideways).status, 422);
        QCOMPARE(writtenRows(*m_store), before);
    }

    void hostileRequestsAreRefusedAndWriteNothing()
    {
        const qint64 item = m_planned[0];
        const QVector<qint64> before = writtenRows(*m_store);
        const auto refused = [&](const WebResponse &r, int status, const char *what) {
            if (r.status != status)
                qWarning("%s: %d %s", what, r.status, r.body.constData());
            return r.status == status && writtenRows(*m_store) == before;
        };
        const QString answer = QStringLiteral("/api/answer");
        QVERIFY(refused(post(answer, m_alice, rating(9999, 0, QStringLiteral("overall"), 3)), 404, "forged item"));
        QVERIFY(refused(post(answer, m_alice, rating(m_unplanned, 0, QStringLiteral("overall"), 3)), 404, "unplanned"));
        QVERIFY(refused(post(answer, m_alice, rating(item, 99, QStringLiteral("overall"), 3)), 404, "output 99"));
        QVERIFY(refused(post(answer, m_alice, rating(item, -1, QStringLiteral("overall"), 3)), 404, "output -1"));
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, QStringLiteral("overall"), 7)), 422, "value 7"));
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, QStringLiteral("overall"), 2.5)), 422, "value 2.5"));
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, QStringLiteral("overall"), QStringLiteral("4"))), 400,
                        "value \"4\""));
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, QStringLiteral("overall"), true)), 400, "value true"));
        QVERIFY(refused(post(answer, m_alice, rating(item, 0.5, QStringLiteral("overall"), 3)), 400, "output 0.5"));
        QJsonObject asString = rating(item, 0, QStringLiteral("overall"), 3);
        asString.insert(QStringLiteral("item"), QString::number(item));
        QVERIFY(refused(post(answer, m_alice, asString), 400, "item as a string"));
        QJsonObject extra = rating(item, 0, QStringLiteral("overall"), 3);
        extra.insert(QStringLiteral("annotator"), QStringLiteral("bob"));
        QVERIFY(refused(post(answer, m_alice, extra), 400, "unknown field"));
        QJsonObject missing = rating(item, 0, QStringLiteral("overall"), 3);
        missing.remove(QStringLiteral("value"));
        QVERIFY(refused(post(answer, m_alice, missing), 400, "missing field"));
        QVERIFY(refused(postRaw(answer, m_alice, "{\"item\": 1, \"output\": "), 400, "malformed JSON"));
        QVERIFY(refused(postRaw(answer, m_alice, "[1, 0, \"overall\", 3]"), 400, "array"));
        QVERIFY(refused(postRaw(answer, m_alice, "\"overall\""), 400, "string"));
        QVERIFY(refused(postRaw(answer, m_alice, "{\"item\": 1, \"output\": 0, \"dimension\": \"\xff\", \"value\": 3}"),
                        400, "invalid UTF-8"));
        // SQL in every string field: the dimension is no question of the rubric; the pause takes no fields.
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, sqlText, 3)), 404, "SQL as dimension"));
        QVERIFY(refused(post(QStringLiteral("/api/pause"), m_alice, {{sqlText, sqlText}}), 400, "SQL as a key"));
        QVERIFY(refused(post(QStringLiteral("/api/submit"), m_alice, {{QStringLiteral("item"), sqlText}}), 400,
                        "SQL as item"));
        QVERIFY(refused(get(QStringLiteral("/img/") + sqlText, m_alice), 404, "SQL as image"));
        QVERIFY(refused(get(QStringLiteral("/s/") + sqlText, {}), 401, "SQL as token"));

        // Wrong content type, a foreign origin, a cross-site fetch, no token, a forged or expired one.
        WebRequest plain = request("POST", answer, m_alice, "{}");
        plain.headers[2].second = "text/plain";
        QVERIFY(refused(m_api->handle(plain), 415, "text/plain"));
        WebRequest foreign =
            request("POST", answer, m_alice, QJsonDocument(rating(item, 0, QStringLiteral("overall"), 3)).toJson());
        foreign.headers[3].second = "https://evil.example.com";
        QVERIFY(refused(m_api->handle(foreign), 403, "foreign origin"));
        foreign.headers[3].second = "null";
        QVERIFY(refused(m_api->handle(foreign), 403, "null origin"));
        QVERIFY(refused(post(answer, {}, rating(item, 0, QStringLiteral("overall"), 3)), 401, "no token"));
        QByteArray forged = m_alice;
        forged[forged.size() - 2] = forged[forged.size() - 2] == 'A' ? 'B' : 'A';
        QVERIFY(refused(post(answer, forged, rating(item, 0, QStringLiteral("overall"), 3)), 401, "forged token"));
        QVERIFY(refused(get(QStringLiteral("/api/item"), forged), 401, "forged token reading"));
        const QDateTime saved = m_now;
        m_now = t0.addDays(8);
        QVERIFY(refused(post(answer, m_alice, rating(item, 0, QStringLiteral("overall"), 3)), 401, "expired token"));
        QVERIFY(refused(get(QStringLiteral("/s/") + QString::fromLatin1(m_alice), {}), 401, "expired link"));
        m_now = saved;
        QVERIFY(refused(get(answer, m_alice), 405, "GET an answer"));
        // Every refusal left the tables as they were (and there, the SQL text did nothing).
        QCOMPARE(writtenRows(*m_store), before);
    }

    void anotherAnnotatorWritesOnlyTheirOwnAnswers()
    {
        const qint64 item = m_planned[0];
        const PlanAssignment mine = assignment(QStringLiteral("alice"), item);
        const PlanAssignment bobs = assignment(QStringLiteral("bob"), item);
        QVERIFY(!bobs.outputs.isEmpty());
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, rating(item, 0, QStringLiteral("size"), 5)).status, 200);
        // Bob answers "output 0" of the same item: his own output 0 (his order), his own rating.
        QCOMPARE(post(QStringLiteral("/api/answer"), m_bob, rating(item, 0, QStringLiteral("size"), 1)).status, 200);
        QCOMPARE(m_store->rating(mine.outputs[0].outputId, QStringLiteral("size"), QStringLiteral("alice")).value(),
                 std::optional<double>(5.0));
        QCOMPARE(m_store->rating(bobs.outputs[0].outputId, QStringLiteral("size"), QStringLiteral("bob")).value(),
                 std::optional<double>(1.0));
        // Bob's page shows his answers, not alice's.
        const QJsonObject bobsItem = jsonOf(get(QStringLiteral("/api/item"), m_bob));
        QVERIFY(!QJsonDocument(bobsItem).toJson().contains("alice"));
    }

    void submitNeedsEveryAnswerThenLocks()
    {
        const qint64 item = m_planned[0];
        const PlanAssignment a = assignment(QStringLiteral("alice"), item);
        const QVector<qint64> before = writtenRows(*m_store);
        WebResponse r = post(QStringLiteral("/api/submit"), m_alice, {{QStringLiteral("item"), item}});
        QCOMPARE(r.status, 409);
        QVERIFY(jsonOf(r).value(QLatin1String("missing")).toInt() > 0);
        QCOMPARE(writtenRows(*m_store), before);
        QCOMPARE(post(QStringLiteral("/api/submit"), m_alice, {{QStringLiteral("item"), 9999}}).status, 404);

        const Rubric rubric = RubricStore(*m_store).active().value().value();
        for (int o = 0; o < a.outputs.size(); ++o)
            for (const RubricDimension &d : rubric.dimensions)
                QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, rating(item, o, d.name, 3)).status, 200);
        r = post(QStringLiteral("/api/submit"), m_alice, {{QStringLiteral("item"), item}});
        QCOMPARE(r.status, 200);
        QCOMPARE(jsonOf(r).value(QLatin1String("submitted")).toBool(), true);
        // The progress the page is told is the plan's (StudyPlan::progress, as the desktop's bar shows it).
        const PlanProgress progress = StudyPlan::progress(*m_store, QStringLiteral("alice")).value();
        QCOMPARE(jsonOf(r).value(QLatin1String("progress")).toObject().value(QLatin1String("done")).toInt(),
                 progress.done);
        QCOMPARE(jsonOf(r).value(QLatin1String("progress")).toObject().value(QLatin1String("total")).toInt(),
                 progress.total);
        QVERIFY(SessionStore(*m_store).submission(QStringLiteral("alice"), item).value().locked);
        // The item's session ended with the submission.
        const auto sessions = SessionStore(*m_store).sessions(QStringLiteral("alice")).value();
        QVERIFY(!sessions.isEmpty());
        QVERIFY(sessions.last().ended.isValid());

        // Locked: answers and a second submission are refused, nothing written.
        const QVector<qint64> locked = writtenRows(*m_store);
        QCOMPARE(post(QStringLiteral("/api/answer"), m_alice, rating(item, 0, QStringLiteral("overall"), 5)).status,
                 409);
        QCOMPARE(post(QStringLiteral("/api/submit"), m_alice, {{QStringLiteral("item"), item}}).status, 409);
        QCOMPARE(writtenRows(*m_store), locked);
        QCOMPARE(m_store->rating(a.outputs[0].outputId, QStringLiteral("overall"), QStringLiteral("alice")).value(),
                 std::optional<double>(3.0));
        // The page moves on to the next item of her order.
        const QJsonObject next = jsonOf(get(QStringLiteral("/api/item"), m_alice));
        QCOMPARE(next.value(QLatin1String("item")).toInteger(), m_planned[1]);
        QCOMPARE(next.value(QLatin1String("item")).toInteger(),
                 StudyPlan::nextUnratedItem(*m_store, QStringLiteral("alice")).value().value());
        QCOMPARE(next.value(QLatin1String("kind")).toString(), QStringLiteral("preference"));
        QVERIFY(!next.value(QLatin1String("pairs")).toArray().isEmpty());
        QCOMPARE(jsonOf(post(QStringLiteral("/api/pause"), m_alice, {})).value(QLatin1String("paused")).toBool(), true);
        QVERIFY(SessionStore(*m_store).sessions(QStringLiteral("alice")).value().last().ended.isValid());
    }

    void crowdParticipantsEnrolThroughTheStudyLink()
    {
        CrowdSettings crowd;
        crowd.enabled = true;
        crowd.ratersPerItem = 3;
        crowd.itemsPerParticipant = 1;
        crowd.completionCode = QStringLiteral("C0DE42");
        crowd.completionUrl = QStringLiteral("https://app.prolific.com/submissions/complete?cc={code}");
        EL_VERIFY_OK(saveCrowdSettings(*m_store, crowd));
        WebApi api(*m_store, WebApiOptions{});
        EL_VERIFY_OK(api.load());
        api.setClock([this] { return m_now; });
        const auto join = [&api, this](const QString &query, const QString &from) {
            WebRequest r = request("GET", QStringLiteral("/join"), {});
            r.query = QUrlQuery(query);
            r.remote = QHostAddress(from);
            return api.handle(r);
        };
        const QVector<qint64> before = writtenRows(*m_store);
        WebResponse r =
            join(QStringLiteral("PROLIFIC_PID=P001&STUDY_ID=S1&SESSION_ID=X1"), QStringLiteral("192.0.2.1"));
        QCOMPARE(r.status, 303);
        QByteArray location;
        for (const auto &h : r.headers)
            if (h.first == "location")
                location = h.second;
        QVERIFY2(location.startsWith("/s/"), location.constData());
        const QByteArray token = location.mid(3);
        QCOMPARE(api.handle(request("GET", QString::fromLatin1(location), {})).status, 200);
        const QJsonObject session = jsonOf(api.handle(request("GET", QStringLiteral("/api/session"), token)));
        QCOMPARE(session.value(QLatin1String("annotator")).toString(),
                 CrowdEnrolment::annotatorName(QStringLiteral("P001")).value());
        QCOMPARE(session.value(QLatin1String("progress")).toObject().value(QLatin1String("total")).toInt(), 1);
        QVERIFY(session.value(QLatin1String("completion")).isNull()); // not before the work is done
        // Every call counts as the participant being there (against abandonment), recorded at most every 30 s.
        const QString annotator = session.value(QLatin1String("annotator")).toString();
        const auto lastSeen = [this, &annotator] {
            return CrowdEnrolment(*m_store, CrowdSettings{}).participant(annotator).value().value().lastSeen;
        };
        m_now = m_now.addSecs(600);
        QCOMPARE(api.handle(request("GET", QStringLiteral("/api/session"), token)).status, 200);
        QCOMPARE(lastSeen(), m_now);
        const QDateTime seen = m_now;
        m_now = m_now.addSecs(10);
        QCOMPARE(api.handle(request("GET", QStringLiteral("/api/item"), token)).status, 200);
        QCOMPARE(lastSeen(), seen);
        m_now = m_now.addSecs(30);
        QCOMPARE(api.handle(request("GET", QStringLiteral("/api/session"), token)).status, 200);
        QCOMPARE(lastSeen(), m_now);
        // The same participant again keeps their annotator.
        r = join(QStringLiteral("PROLIFIC_PID=P001&STUDY_ID=S1&SESSION_ID=X1"), QStringLiteral("192.0.2.1"));
        QCOMPARE(r.status, 303);
        // A malformed id, or none, is refused; nothing of the study's answers was written.
        QCOMPARE(join(QStringLiteral("PROLIFIC_PID=../../etc&STUDY_ID=S1"), QStringLiteral("192.0.2.1")).status, 400);
        QCOMPARE(join(QStringLiteral("PROLIFIC_PID=x%27%29%3B%20DROP%20TABLE%20ratings%3B--"),
                      QStringLiteral("192.0.2.1"))
                     .status,
                 400);
        QCOMPARE(join(QStringLiteral("STUDY_ID=S1"), QStringLiteral("192.0.2.1")).status, 400);
        QCOMPARE(writtenRows(*m_store), before);
        // One address opening the link again and again is slowed down; another address is not.
        int refused = 0;
        for (int i = 0; i < 40; ++i)
            refused += join(QStringLiteral("STUDY_ID=S1"), QStringLiteral("198.51.100.9")).status == 429 ? 1 : 0;
        QVERIFY(refused > 0);
        QCOMPARE(join(QStringLiteral("STUDY_ID=S1"), QStringLiteral("198.51.100.10")).status, 400);

        // A crowd participant who finished sees the completion code and the platform's link.
        const QJsonObject item = jsonOf(api.handle(request("GET", QStringLiteral("/api/item"), token)));
        const qint64 itemId = item.value(QLatin1String("item")).toInteger();
        const Rubric rubric = RubricStore(*m_store).active().value().value();
        const bool preference = item.value(QLatin1String("kind")).toString() == QLatin1String("preference");
        const int questions =
            int(item.value(preference ? QLatin1String("pairs") : QLatin1String("outputs")).toArray().size());
        for (int q = 0; q < questions; ++q)
            for (const RubricDimension &d : rubric.dimensions) {
                m_now = m_now.addSecs(1);
                const QJsonObject body = preference ? QJsonObject{{QStringLiteral("item"), itemId},
                                                                  {QStringLiteral("pair"), q},
                                                                  {QStringLiteral("dimension"), d.name},
                                                                  {QStringLiteral("side"), QStringLiteral("tie")}}
                                                    : rating(itemId, q, d.name, 3);
                QCOMPARE(api.handle(request("POST", QStringLiteral("/api/answer"), token,
                                            QJsonDocument(body).toJson(QJsonDocument::Compact)))
                             .status,
                         200);
            }
        QCOMPARE(api.handle(request("POST", QStringLiteral("/api/submit"), token,
                                    QJsonDocument(QJsonObject{{QStringLiteral("item"), itemId}}).toJson()))
                     .status,
                 200);
        const QJsonObject done = jsonOf(api.handle(request("GET", QStringLiteral("/api/item"), token)));
        QCOMPARE(done.value(QLatin1String("done")).toBool(), true);
        const QJsonObject completion = done.value(QLatin1String("completion")).toObject();
        QCOMPARE(completion.value(QLatin1String("code")).toString(), QStringLiteral("C0DE42"));
        QCOMPARE(completion.value(QLatin1String("url")).toString(),
                 QStringLiteral("https://app.prolific.com/submissions/complete?cc=C0DE42"));
        // A participant left with no items (all given back, none free again) gets no completion code for no work.
        r = join(QStringLiteral("PROLIFIC_PID=P002&STUDY_ID=S1&SESSION_ID=X2"), QStringLiteral("192.0.2.2"));
        QCOMPARE(r.status, 303);
        QByteArray idle;
        for (const auto &h : r.headers)
            if (h.first == "location")
                idle = h.second.mid(3);
        const QString idleName = CrowdEnrolment::annotatorName(QStringLiteral("P002")).value();
        EL_VERIFY_OK(PlanStore(*m_store).replaceAssignments(idleName, {}));
        const QJsonObject empty = jsonOf(api.handle(request("GET", QStringLiteral("/api/session"), idle)));
        QCOMPARE(empty.value(QLatin1String("progress")).toObject().value(QLatin1String("total")).toInt(), 0);
        QVERIFY(empty.value(QLatin1String("completion")).isNull());
        // Open enrolment off again for what follows.
        EL_VERIFY_OK(saveCrowdSettings(*m_store, CrowdSettings{}));
    }

    void answersBeyondTheRateAreRefused()
    {
        WebApiOptions options;
        options.answersPerSecond = 1;
        options.answerBurst = 3;
        WebApi api(*m_store, options);
        EL_VERIFY_OK(api.load());
        api.setClock([this] { return m_now; });
        const QByteArray token = api.linkToken(QStringLiteral("bob"), 1).value();
        const PlanAssignment bobs = assignment(QStringLiteral("bob"), m_planned[2]);
        const QByteArray body =
            QJsonDocument(rating(m_planned[2], 0, QStringLiteral("overall"), 3)).toJson(QJsonDocument::Compact);
        const bool preference = StudyPlan::isPreferenceItem(PlanStore(*m_store).settings().value(), bobs);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(api.handle(request("POST", QStringLiteral("/api/answer"), token, body)).status,
                     preference ? 404 : 200);
        const QVector<qint64> before = writtenRows(*m_store);
        const WebResponse r = api.handle(request("POST", QStringLiteral("/api/answer"), token, body));
        QCOMPARE(r.status, 429);
        bool retry = false;
        for (const auto &h : r.headers)
            retry = retry || h.first == "retry-after";
        QVERIFY(retry);
        QCOMPARE(writtenRows(*m_store), before);
        // Alice's allowance is her own.
        QCOMPARE(api.handle(request("POST", QStringLiteral("/api/pause"),
                                    api.linkToken(QStringLiteral("alice"), 1).value(), "{}"))
                     .status,
                 200);
        // A second later there is one answer more.
        m_now = m_now.addSecs(1);
        QCOMPARE(api.handle(request("POST", QStringLiteral("/api/answer"), token, body)).status,
                 preference ? 404 : 200);
    }

    void sessionNamesThePlansTask()
    {
        // The page explains pairwise items from the start when the plan has them: the plan's task, whatever item
        // comes first.
        const PlanSettings saved = PlanStore(*m_store).settings().value();
        const auto taskOf = [this](bool preference, bool mixed) {
            PlanSettings s = PlanStore(*m_store).settings().value();
            s.preference = preference;
            s.mixed = mixed;
            if (Status st = PlanStore(*m_store).saveSettings(s); !st)
                return st.error().toString();
            WebApi api(*m_store, WebApiOptions{});
            if (Status st = api.load(); !st)
                return st.error().toString();
            api.setClock([this] { return m_now; });
            const WebResponse r = api.handle(request("GET", QStringLiteral("/api/session"), m_alice));
            return jsonOf(r).value(QLatin1String("task")).toString();
        };
        QCOMPARE(taskOf(false, false), QStringLiteral("rating"));
        QCOMPARE(taskOf(true, false), QStringLiteral("preference"));
        QCOMPARE(taskOf(false, true), QStringLiteral("mixed"));
        QCOMPARE(taskOf(true, true), QStringLiteral("preference")); // mixed is ignored when preference is set
        EL_VERIFY_OK(PlanStore(*m_store).saveSettings(saved));
    }

    void anAnswerOnAnItemGivenBackSinceIsRefused()
    {
        // Bob answers (the server now knows his plan), then his item is given back, as a release on another worker
        // or server does: his next answer on it is refused and writes nothing, though this server knew it as his.
        const qint64 item = m_planned[0];
        const QString bob = QStringLiteral("bob");
        const QString answer = QStringLiteral("/api/answer");
        QCOMPARE(post(answer, m_bob, rating(item, 0, QStringLiteral("overall"), 3)).status, 200);
        const QVector<PlanAssignment> whole = PlanStore(*m_store).assignments(bob).value();
        QVector<PlanAssignment> without;
        for (const PlanAssignment &a : whole)
            if (a.itemId != item)
                without << a;
        QCOMPARE(without.size(), whole.size() - 1);
        EL_VERIFY_OK(PlanStore(*m_store).replaceAssignments(bob, without));
        const QVector<qint64> before = writtenRows(*m_store);
        QCOMPARE(post(answer, m_bob, rating(item, 0, QStringLiteral("overall"), 5)).status, 404);
        QCOMPARE(writtenRows(*m_store), before);
        // Planned again, it is answered again.
        EL_VERIFY_OK(PlanStore(*m_store).replaceAssignments(bob, whole));
        QCOMPARE(post(answer, m_bob, rating(item, 0, QStringLiteral("overall"), 5)).status, 200);
    }

    void staticFilesAreExactlyThePagesScriptsStyleAndIcon()
    {
        const QStringList files = QDir(QStringLiteral(":/editlens/web")).entryList(QDir::Files);
        QVERIFY(files.contains(QStringLiteral("app.js")));
        QVERIFY(files.contains(QStringLiteral("favicon.svg")));
        const QHash<QString, QByteArray> types{{QStringLiteral("js"), "text/javascript; charset=utf-8"},
                                               {QStringLiteral("css"), "text/css; charset=utf-8"},
                                               {QStringLiteral("svg"), "image/svg+xml"}};
        const QRegularExpression imports(QStringLiteral("^import [^;]*? from '\\./([^']+)';"),
                                         QRegularExpression::MultilineOption);
        for (const QString &name : files) {
            QFile file(QStringLiteral(":/editlens/web/") + name);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            const WebResponse r = get(QStringLiteral("/static/") + name, {});
            const QString suffix = QFileInfo(name).suffix();
            if (!types.contains(suffix)) {
                // The HTML templates are served filled in, at their own addresses.
                QCOMPARE(r.status, 404);
                continue;
            }
            QCOMPARE(r.status, 200);
            QCOMPARE(r.contentType, types.value(suffix));
            QCOMPARE(r.body, bytes);
            // Every module a script imports is one the server serves: a module left out of the resource list would
            // stop the whole page.
            for (auto m = imports.globalMatch(QString::fromUtf8(bytes)); m.hasNext();) {
                const QString imported = m.next().captured(1);
                QVERIFY2(files.contains(imported), qPrintable(name + QStringLiteral(" imports ") + imported));
            }
        }
        // Nothing else: no folder, no other name, no way out of the page's files; only GET.
        for (const char *path : {"/static/", "/static/.", "/static/nothing.js", "/static/app.js.bak",
                                 "/static/../web/app.js", "/static/index.html", "/static/web/app.js", "/app.js"})
            QCOMPARE(get(QString::fromLatin1(path), {}).status, 404);
        QCOMPARE(m_api->handle(request("POST", QStringLiteral("/static/app.js"), {}, "{}")).status, 405);
        // The icon a browser asks for on its own.
        const WebResponse icon = get(QStringLiteral("/favicon.ico"), {});
        QCOMPARE(icon.status, 200);
        QCOMPARE(icon.contentType, QByteArray("image/svg+xml"));
        QVERIFY(icon.body.startsWith("<svg"));
    }
};

QTEST_GUILESS_MAIN(TestWebApi)
#include "tst_webapi.moc"
