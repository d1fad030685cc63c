// Recording an annotator (core::recordAnnotator): a name is looked up before anything is inserted, a new name follows
// the one annotator-name rule, and every writer that records one (rule labels, plans) refuses "bob " beside "bob"
// instead of creating a second annotator.
#include "scratchstudy.h"
#include "storage/annotatorrows.h"
#include "storage/planstore.h"
#include "storage/rulelabelstore.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"
#include "testutil.h"

#include <QSqlQuery>
#include <QTest>

using namespace editlens;
using namespace editlens::core;
using namespace editlens::testing;

namespace {

Result<qint64> recordInTransaction(StudyStore &store, const QString &name)
{
    Result<qint64> id = qint64(0);
    const Status s = runInWriteTransaction(store.database(), store.dialect(), store.filePath(),
                                           QStringLiteral("record"), [&]() -> Status {
                                               id = recordAnnotator(store.database(), name, store.filePath());
                                               return id ? Status::success() : Status(id.error());
                                           });
    if (!s)
        return s.error();
    return id;
}

qint64 annotatorCount(const StudyStore &store)
{
    return store.counts().value().annotators;
}

} // namespace

class TestAnnotatorRows
    : public QObject
    , private ScratchStudies
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { EL_REQUIRE_SERVER_IF_ON_SERVER(); }

    void aNameIsRecordedOnceAndKeepsItsId()
    {
        auto store = newStore();
        const Result<qint64> first = recordInTransaction(*store, QStringLiteral("bob"));
        EL_VERIFY_OK(first);
        QVERIFY(first.value() > 0);
        const Result<qint64> again = recordInTransaction(*store, QStringLiteral("bob"));
        EL_VERIFY_OK(again);
        QCOMPARE(again.value(), first.value());
        QCOMPARE(annotatorRowId(store->database(), QStringLiteral("bob"), store->filePath()).value(), first.value());
        QCOMPARE(annotatorRowId(store->database(), QStringLiteral("bob "), store->filePath()).value(), qint64(0));
        QCOMPARE(annotatorCount(*store), qint64(1));
    }

    void aNewNameBreakingTheRuleIsRefusedNamingTheStudy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("reason");
        QTest::newRow("trailing space") << QStringLiteral("bob ") << QStringLiteral("begins or ends with a space");
        QTest::newRow("leading space") << QStringLiteral(" bob") << QStringLiteral("begins or ends with a space");
        QTest::newRow("empty") << QString() << QStringLiteral("needs a name");
        QTest::newRow("tab") << QStringLiteral("b\tob") << QStringLiteral("control character");
    }

    void aNewNameBreakingTheRuleIsRefusedNamingTheStudy()
    {
        QFETCH(QString, name);
        QFETCH(QString, reason);
        auto store = newStore();
        EL_VERIFY_OK(recordInTransaction(*store, QStringLiteral("bob")));
        const Result<qint64> id = recordInTransaction(*store, name);
        QVERIFY(!id);
        QVERIFY2(id.error().message.contains(reason), qPrintable(id.error().toString()));
        QCOMPARE(id.error().file, store->filePath());
        QCOMPARE(annotatorCount(*store), qint64(1));
    }

    // An older study may hold a name the rule now refuses: it stays usable rather than locking its rater out.
    void aNameTheStudyAlreadyHoldsStaysUsable()
    {
        auto store = newStore();
        QSqlQuery q(store->database());
        q.prepare(QStringLiteral("INSERT INTO annotators(name) VALUES (?)"));
        q.addBindValue(QStringLiteral("carol "));
        QVERIFY(q.exec());
        const qint64 held = annotatorRowId(store->database(), QStringLiteral("carol "), store->filePath()).value();
        QVERIFY(held > 0);
        const Result<qint64> id = recordInTransaction(*store, QStringLiteral("carol "));
        EL_VERIFY_OK(id);
        QCOMPARE(id.value(), held);
        QCOMPARE(annotatorCount(*store), qint64(1));
    }

    // Rule labels recorded their annotator with an INSERT of their own and took any name.
    void ruleLabelsRefuseANewAnnotatorWithASpaceAtAnEnd()
    {
        auto store = newStore();
        const Dimension dimension{QStringLiteral("label"), 0, 1, {}};
        EL_VERIFY_OK(RuleLabelStore(*store).replace(QStringLiteral("rules"), dimension, {}, {}, {}));
        QCOMPARE(annotatorCount(*store), qint64(1));
        const Status s = RuleLabelStore(*store).replace(QStringLiteral("rules "), dimension, {}, {}, {});
        QVERIFY(!s);
        QVERIFY2(s.error().message.contains(QStringLiteral("begins or ends with a space")),
                 qPrintable(s.error().toString()));
        QCOMPARE(s.error().file, store->filePath());
        QCOMPARE(annotatorCount(*store), qint64(1));
    }

    // A rating recorded a new annotator with an INSERT of its own and only refused an empty name.
    void aRatingRefusesANewAnnotatorWithASpaceAtAnEnd()
    {
        StudyData data;
        data.dimensions = {{QStringLiteral("overall"), 1, 5, {}}};
        Item item;
        item.key = QStringLiteral("k1");
        Output output;
        output.system = QStringLiteral("S");
        output.ratings = {{QStringLiteral("bob"), QStringLiteral("overall"), 3}};
        item.outputs = {output};
        data.items = {item};
        auto store = newStore();
        EL_VERIFY_OK(store->importData(data));
        QSqlQuery q(store->database());
        QVERIFY(q.exec(QStringLiteral("SELECT id FROM outputs")) && q.next());
        const qint64 outputId = q.value(0).toLongLong();
        q.finish();
        const Result<qint64> spaced = store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("bob "), 4);
        QVERIFY(!spaced);
        QVERIFY2(spaced.error().message.contains(QStringLiteral("begins or ends with a space")),
                 qPrintable(spaced.error().toString()));
        QCOMPARE(spaced.error().file, store->filePath());
        EL_VERIFY_OK(store->setRating(outputId, QStringLiteral("overall"), QStringLiteral("bob"), 4));
        QCOMPARE(annotatorCount(*store), qint64(1));
    }

    void aPlanRecordsItsAnnotatorOnce()
    {
        auto store = newStore();
        PlanStore plans(*store);
        EL_VERIFY_OK(plans.replaceAssignments(QStringLiteral("dana"), {}));
        EL_VERIFY_OK(plans.replaceAssignments(QStringLiteral("dana"), {}));
        QCOMPARE(annotatorCount(*store), qint64(1));
        QVERIFY(!plans.replaceAssignments(QStringLiteral("dana "), {}));
        QCOMPARE(annotatorCount(*store), qint64(1));
    }
};

QTEST_GUILESS_MAIN(TestAnnotatorRows)
#include "tst_annotatorrows.moc"
