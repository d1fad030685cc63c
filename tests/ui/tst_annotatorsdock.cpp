// The Annotators dock: each annotator's progress (items judged, submitted of planned, gold answers met) as the study
// holds it, read again after a judgement.
#include "alignmentview/alignmentsessioncontroller.h"
#include "annotationfixture.h"
#include "docks/annotatorsdock.h"
#include "document/studydocument.h"
#include "storage/annotatorexclusions.h"
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
        // Failed attention checks of those taken.
        QCOMPARE(cell(table, QStringLiteral("alice"), ui::AnnotatorsDock::FailedChecksColumn),
                 QStringLiteral("0 of 1"));
        QCOMPARE(cell(table, QStringLiteral("bob"), ui::AnnotatorsDock::FailedChecksColumn), QStringLiteral("1 of 1"));
        QCOMPARE(cell(table, QStringLiteral("bob"), ui::AnnotatorsDock::AgreementColumn),
                 QStringLiteral("unavailable, because fewer than 3 shared ratings"));
        QCOMPARE(cell(table, QStringLiteral("bob"), ui::AnnotatorsDock::AlignmentColumn), QStringLiteral("included"));

        EL_VERIFY_OK(doc.setAnnotator(QStringLiteral("alice")));
        EL_VERIFY_OK(doc.submitItem(items[0].id));
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 3, 10000);
        QCOMPARE(cell(table, QStringLiteral("alice"), 1), QStringLiteral("1 / 3"));
    }

    void excludingAnAnnotatorLeavesTheirRatingsOutOfAlignment()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("s.editlens"));
        core::StudyDocument doc(makeAnnotationStudy(file, 3, 1));
        core::StudyStore &store = doc.store();
        QVector<qint64> outputs;
        for (const auto &s : store.itemSummaries().value())
            outputs << store.loadItem(s.id).value().outputs.at(0).id;
        for (int o = 0; o < 3; ++o) {
            EL_VERIFY_OK(doc.writeRating(outputs[o], QStringLiteral("overall"), QStringLiteral("alice"), o + 1));
            EL_VERIFY_OK(doc.writeRating(outputs[o], QStringLiteral("overall"), QStringLiteral("bob"), 3 - o));
        }
        ui::AnnotatorsDock dock;
        QSignalSpy updated(&dock, &ui::AnnotatorsDock::updated);
        QSignalSpy changed(&dock, &ui::AnnotatorsDock::exclusionsChanged);
        dock.connectDocument(&doc);
        QTRY_COMPARE(updated.count(), 1);
        auto *table = dock.findChild<QTableWidget *>();
        QCOMPARE(cell(table, QStringLiteral("bob"), ui::AnnotatorsDock::AgreementColumn),
                 QStringLiteral("-1.00 (n 3)"));

        ui::AlignmentSessionController alignment;
        QSignalSpy installed(&alignment, &ui::AlignmentSessionController::installed);
        alignment.connectDocument(&doc);
        connect(&dock, &ui::AnnotatorsDock::exclusionsChanged, &alignment, &ui::AlignmentSessionController::loadStudy);
        alignment.loadStudy(file);
        QTRY_COMPARE(installed.count(), 1);
        QCOMPARE(alignment.session()->table().annotators(QStringLiteral("overall")),
                 (QStringList{QStringLiteral("alice"), QStringLiteral("bob")}));

        // "Exclude from alignment": the study keeps it, the table says so, and alignment reads the study again
        // without bob; his later ratings do not reach it.
        QVERIFY(dock.setExcluded(QStringLiteral("bob"), true));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(core::excludedAnnotators(store).value(), QStringList{QStringLiteral("bob")});
        QTRY_COMPARE(updated.count(), 2);
        QCOMPARE(cell(table, QStringLiteral("bob"), ui::AnnotatorsDock::AlignmentColumn), QStringLiteral("excluded"));
        QTRY_COMPARE(installed.count(), 2);
        QCOMPARE(alignment.session()->table().annotators(QStringLiteral("overall")),
                 QStringList{QStringLiteral("alice")});
        EL_VERIFY_OK(doc.writeRating(outputs[0], QStringLiteral("overall"), QStringLiteral("bob"), 5));
        QCOMPARE(alignment.session()->table().annotators(QStringLiteral("overall")),
                 QStringList{QStringLiteral("alice")});

        // "Include": back in.
        QVERIFY(dock.setExcluded(QStringLiteral("bob"), false));
        QTRY_COMPARE(installed.count(), 3);
        QCOMPARE(alignment.session()->table().annotators(QStringLiteral("overall")),
                 (QStringList{QStringLiteral("alice"), QStringLiteral("bob")}));
        QCOMPARE(alignment.session()->table().rating(QStringLiteral("overall"), QStringLiteral("bob"), 0,
                                                     alignment.session()->table().indexOfItem(
                                                         QStringLiteral("item-0"))),
                 5.0);
    }
};

QTEST_MAIN(TestAnnotatorsDock)
#include "tst_annotatorsdock.moc"
