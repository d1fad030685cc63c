// The Annotators dock: each annotator's progress (items judged, submitted of planned, gold answers met) as the study
// holds it, read again after a judgement.
#include "../core/annotationfixture.h"
#include "docks/annotatorsdock.h"
#include "document/studydocument.h"
#include "storage/planstore.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

class TestAnnotatorsDock : public QObject
{
    Q_OBJECT

private:
    static QString cell(QTableWidget *table, const QString &annotator, int column)
    {
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0) && table->item(r, 0)->text() == annotator)
                return table->item(r, column) ? table->item(r, column)->text() : QString();
        return QStringLiteral("(no row)");
    }

private Q_SLOTS:
    void followsJudgementsAndGold()
    {
        QTemporaryDir dir;
        core::StudyDocument doc(makeAnnotationStudy(dir.filePath(QStringLiteral("s.editlens")), 3, 2));
        core::StudyStore &store = doc.store();
        const auto items = store.itemSummaries().value();
        QVector<qint64> outputs;
        for (const auto &s : items)
            for (const core::Output &o : store.loadItem(s.id).value().outputs)
                outputs << o.id;
        core::PlanStore plan(store);
        for (const QString &who : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            QVector<core::PlanAssignment> assignments;
            for (int i = 0; i < items.size(); ++i) {
                core::PlanAssignment a;
                a.annotator = who;
                a.position = i;
                a.itemId = items[i].id;
                assignments << a;
            }
            EL_VERIFY_OK(plan.replaceAssignments(who, assignments));
        }
        EL_VERIFY_OK(plan.setGoldAnswer({outputs[0], QStringLiteral("overall"), 4, 0}));

        ui::AnnotatorsDock dock;
        QSignalSpy updated(&dock, &ui::AnnotatorsDock::updated);
        dock.connectDocument(&doc);
        QTRY_COMPARE(updated.count(), 1);
        auto *table = dock.findChild<QTableWidget *>();
        QVERIFY(table);
        QCOMPARE(cell(table, QStringLiteral("alice"), 1), QStringLiteral("0 / 3"));
        QCOMPARE(cell(table, QStringLiteral("alice"), 2), QStringLiteral("0"));

        EL_VERIFY_OK(doc.writeRating(outputs[0], QStringLiteral("overall"), QStringLiteral("alice"), 4)); // gold met
        EL_VERIFY_OK(doc.writeRating(outputs[0], QStringLiteral("overall"), QStringLiteral("bob"), 1));   // missed
        EL_VERIFY_OK(doc.writeRating(outputs[2], QStringLiteral("overall"), QStringLiteral("bob"), 3));
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 10000); // one reading for the burst
        QCOMPARE(cell(table, QStringLiteral("alice"), 2), QStringLiteral("1"));
        QCOMPARE(cell(table, QStringLiteral("bob"), 2), QStringLiteral("2"));
        QCOMPARE(cell(table, QStringLiteral("alice"), 4), QStringLiteral("1 of 1"));
        QCOMPARE(cell(table, QStringLiteral("bob"), 4), QStringLiteral("0 of 1"));

        EL_VERIFY_OK(doc.setAnnotator(QStringLiteral("alice")));
        EL_VERIFY_OK(doc.submitItem(items[0].id));
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 3, 10000);
        QCOMPARE(cell(table, QStringLiteral("alice"), 1), QStringLiteral("1 / 3"));
    }
};

QTEST_MAIN(TestAnnotatorsDock)
#include "tst_annotatorsdock.moc"
