#include "annotationfixture.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "storage/planstore.h"
#include "storage/sessionstore.h"
#include "testutil.h"

#include <QFile>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

QVector<PlanCandidate> candidates(int items, int systems)
{
    QVector<PlanCandidate> out;
    qint64 output = 100;
    for (int i = 0; i < items; ++i) {
        PlanCandidate c{i + 1, {}, {}};
        for (int s = 0; s < systems; ++s) {
            c.outputIds << output++;
            c.systems << QStringLiteral("S%1").arg(s);
        }
        out << c;
    }
    return out;
}

} // namespace

class TestStudyPlan : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void seedDerivationIsFixed()
    {
        // splitmix64 reference values: Vigna's splitmix64.c, state 0 → first output 0xE220A8397B1DCDAF.
        QCOMPARE(StudyPlan::splitmix64(0), Q_UINT64_C(0xE220A8397B1DCDAF));
        // FNV-1a 64 of "" is the offset basis; of "a" is 0xAF63DC4C8601EC8C (FNV reference table).
        QCOMPARE(StudyPlan::fnv1a64(QByteArray()), Q_UINT64_C(0xCBF29CE484222325));
        QCOMPARE(StudyPlan::fnv1a64(QByteArrayLiteral("a")), Q_UINT64_C(0xAF63DC4C8601EC8C));
        QCOMPARE(StudyPlan::annotatorSeed(42, QStringLiteral("alice")),
                 StudyPlan::splitmix64(42 ^ StudyPlan::fnv1a64(QByteArrayLiteral("alice"))));
    }

    void orderIsReproducibleAndDiffersBetweenAnnotators()
    {
        PlanOptions o;
        o.settings.seed = 7;
        const auto a1 = StudyPlan::build(QStringLiteral("alice"), candidates(30, 3), o);
        const auto a2 = StudyPlan::build(QStringLiteral("alice"), candidates(30, 3), o);
        const auto b = StudyPlan::build(QStringLiteral("bob"), candidates(30, 3), o);
        QVector<qint64> order1, order2, orderB;
        for (int i = 0; i < 30; ++i) {
            order1 << a1[i].itemId;
            order2 << a2[i].itemId;
            orderB << b[i].itemId;
            QCOMPARE(a1[i].position, i);
        }
        QCOMPARE(order1, order2);
        QVERIFY(order1 != orderB);
        QVector<qint64> sorted = order1;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 30; ++i)
            QCOMPARE(sorted[i], qint64(i + 1)); // a permutation of every item
        o.settings.seed = 8;
        QVector<qint64> other;
        for (const PlanAssignment &a : StudyPlan::build(QStringLiteral("alice"), candidates(30, 3), o))
            other << a.itemId;
        QVERIFY(other != order1);
    }

    void blindingHidesNamesWithStableShuffledLabels()
    {
        PlanOptions o;
        o.settings.seed = 3;
        o.settings.blinded = true;
        const auto plan = StudyPlan::build(QStringLiteral("alice"), candidates(20, 4), o);
        const auto again = StudyPlan::build(QStringLiteral("alice"), candidates(20, 4), o);
        int identityOrders = 0;
        for (int i = 0; i < plan.size(); ++i) {
            QCOMPARE(plan[i].outputs.size(), 4);
            QStringList labels;
            for (int k = 0; k < 4; ++k) {
                labels << plan[i].outputs[k].blindLabel;
                QCOMPARE(plan[i].outputs[k].outputId, again[i].outputs[k].outputId);
                QVERIFY(!plan[i].outputs[k].blindLabel.contains(QLatin1Char('S')));
            }
            QCOMPARE(labels, (QStringList{QStringLiteral("Output A"), QStringLiteral("Output B"),
                                          QStringLiteral("Output C"), QStringLiteral("Output D")}));
            const qint64 first = (plan[i].itemId - 1) * 4 + 100;
            identityOrders += plan[i].outputs[0].outputId == first && plan[i].outputs[1].outputId == first + 1
                                      && plan[i].outputs[2].outputId == first + 2
                                  ? 1
                                  : 0;
        }
        QVERIFY(identityOrders < 5); // shuffled per item (identity has probability 1/24 each)
        QCOMPARE(StudyPlan::blindLabel(26), QStringLiteral("Output AA"));
    }

    void pairScheduleIsBalanced_data()
    {
        QTest::addColumn<int>("items");
        QTest::addColumn<int>("systems");
        QTest::addColumn<int>("pairsPerItem");
        QTest::newRow("4 systems, 1 pair per item") << 60 << 4 << 1;
        QTest::newRow("4 systems, 2 pairs per item") << 31 << 4 << 2;
        QTest::newRow("3 systems, every pair") << 17 << 3 << 0;
        QTest::newRow("5 systems, 3 pairs per item") << 41 << 5 << 3;
    }

    void pairScheduleIsBalanced()
    {
        QFETCH(int, items);
        QFETCH(int, systems);
        QFETCH(int, pairsPerItem);
        PlanOptions o;
        o.settings.seed = 11;
        o.settings.preference = true;
        o.settings.pairsPerItem = pairsPerItem;
        const auto cands = candidates(items, systems);
        QHash<qint64, int> systemOf;
        for (const PlanCandidate &c : cands)
            for (int s = 0; s < systems; ++s)
                systemOf.insert(c.outputIds[s], s);
        QMap<QPair<int, int>, int> pairCount, leftCount;
        for (const PlanAssignment &a : StudyPlan::build(QStringLiteral("alice"), cands, o)) {
            QCOMPARE(a.pairs.size(), pairsPerItem > 0 ? pairsPerItem : systems * (systems - 1) / 2);
            for (const PlanPair &p : a.pairs) {
                const int l = systemOf.value(p.leftOutput), r = systemOf.value(p.rightOutput);
                QVERIFY(l != r);
                pairCount[{std::min(l, r), std::max(l, r)}] += 1;
                leftCount[{std::min(l, r), std::max(l, r)}] += l < r ? 1 : 0;
            }
        }
        QCOMPARE(pairCount.size(), systems * (systems - 1) / 2);
        int lo = INT_MAX, hi = 0;
        for (auto it = pairCount.cbegin(); it != pairCount.cend(); ++it) {
            lo = std::min(lo, it.value());
            hi = std::max(hi, it.value());
            const int left = leftCount.value(it.key());
            QVERIFY2(std::abs(2 * left - it.value()) <= 1, "each side of a pair equally often +- 1");
        }
        QVERIFY2(hi - lo <= 1, "each pair equally often +- 1");
    }

    void nextUnratedFollowsPlanAndSkipsSubmitted()
    {
        auto store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("plan.editlens")), 5, 2);
        PlanOptions o;
        o.settings.seed = 5;
        EL_VERIFY_OK(StudyPlan::create(*store, {QStringLiteral("alice")}, o));
        const auto plan = PlanStore(*store).assignments(QStringLiteral("alice")).value();
        QCOMPARE(plan.size(), 5);
        QCOMPARE(StudyPlan::nextUnratedItem(*store, QStringLiteral("alice")).value(), plan[0].itemId);
        QCOMPARE(StudyPlan::progress(*store, QStringLiteral("alice")).value().total, 5);
        // Rate every output of the first item on every BPM dimension: the next one is the second.
        for (const PlanOutput &out : plan[0].outputs)
            for (const RubricDimension &d : rubricPreset(RubricPreset::Bpm).dimensions)
                EL_VERIFY_OK(store->setRating(out.outputId, d.name, QStringLiteral("alice"), 3));
        QCOMPARE(StudyPlan::nextUnratedItem(*store, QStringLiteral("alice")).value(), plan[1].itemId);
        // One rating short is not done.
        EL_VERIFY_OK(
            store->setRating(plan[1].outputs[0].outputId, QStringLiteral("overall"), QStringLiteral("alice"), 2));
        QCOMPARE(StudyPlan::nextUnratedItem(*store, QStringLiteral("alice")).value(), plan[1].itemId);
        SessionStore ann(*store);
        EL_VERIFY_OK(ann.submitItem(QStringLiteral("alice"), plan[1].itemId));
        QCOMPARE(StudyPlan::nextUnratedItem(*store, QStringLiteral("alice")).value(), plan[2].itemId);
        QCOMPARE(StudyPlan::progress(*store, QStringLiteral("alice")).value().done, 2);
        // Bob has no plan: items in id order.
        const qint64 firstItem = store->itemSummaries().value().front().id;
        QCOMPARE(StudyPlan::nextUnratedItem(*store, QStringLiteral("bob")).value(), firstItem);
    }

    void failedPlanLeavesTheEarlierPlanWhole_data()
    {
        QTest::addColumn<QString>("failing"); // the last annotator of the new plan, whose write fails
        QTest::addColumn<bool>("trigger");    // the database refuses it (else: a name the plan refuses)
        QTest::newRow("a blank annotator name") << QStringLiteral("   ") << false;
        QTest::newRow("the database refuses a later annotator") << QStringLiteral("zed") << true;
    }

    void failedPlanLeavesTheEarlierPlanWhole()
    {
        QFETCH(QString, failing);
        QFETCH(bool, trigger);
        if (trigger)
            EL_SKIP_ON_SERVER("the failure is an SQLite trigger");
        auto store = makeAnnotationStudy(m_dir.filePath(trigger ? QStringLiteral("atomic-trigger.editlens")
                                                                : QStringLiteral("atomic-name.editlens")),
                                         12, 3);
        const QStringList people{QStringLiteral("alice"), QStringLiteral("bob")};
        PlanOptions old;
        old.settings.seed = 1;
        old.settings.passphraseHash = QStringLiteral("old-hash");
        EL_VERIFY_OK(StudyPlan::create(*store, people, old));
        PlanStore plans(*store);
        QMap<QString, QVector<qint64>> before;
        for (const QString &p : people) {
            for (const PlanAssignment &a : plans.assignments(p).value())
                before[p] << a.itemId;
            QCOMPARE(before[p].size(), 12);
        }
        if (trigger) {
            QSqlQuery q(store->database());
            QVERIFY2(q.exec(QStringLiteral("CREATE TRIGGER refuse_zed BEFORE INSERT ON plan_assignments WHEN "
                                           "NEW.annotator_id = (SELECT id FROM annotators WHERE name = 'zed') BEGIN "
                                           "SELECT RAISE(ABORT, 'injected failure'); END")),
                     qPrintable(q.lastError().text()));
        }
        const qint64 annotators = store->counts().value().annotators;

        PlanOptions next;
        next.settings.seed = 7;
        next.settings.passphraseHash = QStringLiteral("new-hash");
        next.settings.preference = true;
        const Status s =
            StudyPlan::create(*store,
                              {QStringLiteral("bob"), QStringLiteral("alice"), QStringLiteral("carol"), failing}, next);
        QVERIFY(!s);

        const PlanSettings settings = plans.settings().value();
        QCOMPARE(settings.seed, quint64(1));
        QCOMPARE(settings.passphraseHash, QStringLiteral("old-hash"));
        QVERIFY(!settings.preference);
        for (const QString &p : people) {
            QVector<qint64> after;
            for (const PlanAssignment &a : plans.assignments(p).value()) {
                after << a.itemId;
                QVERIFY(a.pairs.isEmpty()); // no preference pairs of the new plan
            }
            QCOMPARE(after, before[p]);
        }
        QVERIFY(plans.assignments(QStringLiteral("carol")).value().isEmpty());
        QCOMPARE(store->counts().value().annotators, annotators);
    }

    void storedPlanReadsBackPerItemInOrder()
    {
        // Each item's outputs and pairs come back with their own item, in their stored order (not the outputs' id
        // order), and none of another annotator's plan.
        auto store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("readback.editlens")), 4, 3);
        const auto items = PlanStore(*store).candidates();
        EL_VERIFY_OK(items);
        QCOMPARE(items.value().size(), 4);
        const auto planFor = [&](const QString &who, bool reversed) {
            QVector<PlanAssignment> plan;
            for (int i = 0; i < items.value().size(); ++i) {
                const PlanCandidate &c = items.value().at(reversed ? items.value().size() - 1 - i : i);
                PlanAssignment a;
                a.annotator = who;
                a.position = i;
                a.itemId = c.itemId;
                a.gold = i == 2;
                const QVector<qint64> ids{c.outputIds[2], c.outputIds[0], c.outputIds[1]};
                for (int k = 0; k < ids.size(); ++k)
                    a.outputs.push_back({ids[k], QStringLiteral("Output %1").arg(QChar(u'A' + k))});
                if (i % 2 == 1) // preference items only
                    a.pairs = {{ids[1], ids[0]}, {ids[2], ids[1]}};
                plan.push_back(a);
            }
            return plan;
        };
        PlanStore plans(*store);
        const QVector<PlanAssignment> alice = planFor(QStringLiteral("alice"), false);
        EL_VERIFY_OK(plans.replaceAssignments(QStringLiteral("alice"), alice));
        EL_VERIFY_OK(plans.replaceAssignments(QStringLiteral("bob"), planFor(QStringLiteral("bob"), true)));
        const auto read = plans.assignments(QStringLiteral("alice"));
        EL_VERIFY_OK(read);
        QCOMPARE(read.value().size(), alice.size());
        for (int i = 0; i < alice.size(); ++i) {
            const PlanAssignment &got = read.value().at(i);
            QCOMPARE(got.annotator, QStringLiteral("alice"));
            QCOMPARE(got.position, i);
            QCOMPARE(got.itemId, alice[i].itemId);
            QCOMPARE(got.gold, alice[i].gold);
            QCOMPARE(got.outputs.size(), alice[i].outputs.size());
            for (int k = 0; k < got.outputs.size(); ++k) {
                QCOMPARE(got.outputs[k].outputId, alice[i].outputs[k].outputId);
                QCOMPARE(got.outputs[k].blindLabel, alice[i].outputs[k].blindLabel);
            }
            QCOMPARE(got.pairs.size(), alice[i].pairs.size());
            for (int k = 0; k < got.pairs.size(); ++k) {
                QCOMPARE(got.pairs[k].leftOutput, alice[i].pairs[k].leftOutput);
                QCOMPARE(got.pairs[k].rightOutput, alice[i].pairs[k].rightOutput);
            }
        }
        QVERIFY(plans.assignments(QStringLiteral("carol")).value().isEmpty());
    }

    void progressExportListsTimingPerAnnotatorAndItem()
    {
        auto store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("progress.editlens")), 3, 2);
        PlanOptions o;
        o.settings.seed = 1;
        EL_VERIFY_OK(StudyPlan::create(*store, {QStringLiteral("alice")}, o));
        const auto plan = PlanStore(*store).assignments(QStringLiteral("alice")).value();
        SessionStore ann(*store);
        const qint64 session = ann.beginSession(QStringLiteral("alice"), plan[0].itemId).value();
        QTest::qWait(30);
        EL_VERIFY_OK(ann.endSession(session));
        EL_VERIFY_OK(ann.submitItem(QStringLiteral("alice"), plan[0].itemId));
        const auto sessions = ann.sessions(QStringLiteral("alice")).value();
        QCOMPARE(sessions.size(), 1);
        QVERIFY(sessions[0].seconds >= 0.025 && sessions[0].seconds < 5);

        FormatRegistry registry;
        registry.registerBuiltins();
        const ExportFormat *format = registry.exportFormat(QStringLiteral("progress-csv"));
        QVERIFY(format);
        const QString out = m_dir.filePath(QStringLiteral("progress.csv"));
        EL_VERIFY_OK(format->write(store->load().value(), store->paths(), out, {}));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4); // header + 3 planned items
        QVERIFY(lines[0].startsWith(QStringLiteral("annotator,item_id,position,gold,ratings")));
        const QStringList first = lines[1].split(QLatin1Char(','));
        QCOMPARE(first[0], QStringLiteral("alice"));
        QCOMPARE(first[2], QStringLiteral("1"));
        QCOMPARE(first[6], QStringLiteral("1")); // one session
        QVERIFY(first[7].toDouble() >= 0.025);
        QVERIFY(!first[10].isEmpty()); // submitted
        QCOMPARE(first[11], QStringLiteral("1"));
        QVERIFY(lines[2].split(QLatin1Char(','))[10].isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStudyPlan)
#include "tst_studyplan.moc"
