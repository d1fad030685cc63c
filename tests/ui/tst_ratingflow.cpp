// The rating flow driven with key events: number keys, Tab, Ctrl+Enter, undo/redo through the window's actions,
// locking after submit and the audited revise; every step is checked against the rows in the study file.
#include "annotate/annotationdock.h"
#include "annotate/pairwisepanel.h"
#include "annotate/ratingpanel.h"
#include "annotatestudy.h"
#include "compare/comparisonview.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "testutil.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSqlQuery>
#include <QTest>

using namespace editlens;

namespace {

struct Row
{
    double value = 0.0;
    QString annotator;
    QString updatedAt;
};

/// The stored rating rows of one output and dimension (read with SQL, not through the store's API).
QVector<Row> ratingRows(QSqlDatabase &db, qint64 outputId, const QString &dimension)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT r.value, a.name, r.updated_at FROM ratings r JOIN annotators a ON a.id = "
                             "r.annotator_id JOIN dimensions d ON d.id = r.dimension_id WHERE r.output_id = ? AND "
                             "d.name = ?"));
    q.addBindValue(outputId);
    q.addBindValue(dimension);
    QVector<Row> rows;
    if (q.exec())
        while (q.next())
            rows.push_back({q.value(0).toDouble(), q.value(1).toString(), q.value(2).toString()});
    return rows;
}

int count(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0).toInt() : -1;
}

/// One test's annotation study of `items` items in a folder of its own, and a main window for it with a settings file
/// of its own (neither shown nor open yet). Owns all of it (the window keeps a reference to the settings). GUI thread.
struct RatingWindow
{
    RatingWindow(const core::FormatRegistry &registry, const ui::AppServices &services, int items)
        : study(testing::makeAnnotationStudy(dir, registry, items))
        , settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat)
        , window(services, settings)
    {
    }

    QTemporaryDir dir;
    core::Result<QString> study;
    QSettings settings;
    ui::MainWindow window;
};

} // namespace

class TestRatingFlow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_registry;
    ui::AppServices m_services = ui::AppServices::builtin(); ///< what the window gets from the application

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void keysRateUndoRedoSubmitAndRevise()
    {
        RatingWindow f(m_registry, m_services, 3);
        EL_VERIFY_OK(f.study);
        ui::MainWindow &window = f.window;
        EL_VERIFY_OK(testing::showAndOpenAs(window, f.study.value(), QStringLiteral("ann1"), true));
        QVERIFY(window.startRating());
        const qint64 first = window.currentItem().id;
        QVERIFY(first > 0);
        QCOMPARE(window.document()->currentItem(), first); // session timing runs for the shown item

        ui::RatingPanel *panel = window.annotationDock()->ratingPanel();
        QSqlDatabase &db = window.document()->store().database();
        const core::Rubric &rubric = panel->rubric();
        QCOMPARE(rubric.dimensions.size(), 5); // BPM's five dimensions by default
        const QString d0 = rubric.dimensions[0].name;
        const QString d1 = rubric.dimensions[1].name;
        const qint64 o0 = window.currentItem().outputs[0].id;
        QCOMPARE(window.focusWidget(), panel);

        // 4 on the focused (first) dimension: one row, by ann1, with a timestamp.
        QTest::keyClick(panel, Qt::Key_4);
        QVector<Row> rows = ratingRows(db, o0, d0);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0].value, 4.0);
        QCOMPARE(rows[0].annotator, QStringLiteral("ann1"));
        QVERIFY(QDateTime::fromString(rows[0].updatedAt, Qt::ISODateWithMs).isValid());
        QCOMPARE(panel->shownValue(0, 0), std::optional<double>(4.0));

        // Tab moves to the next dimension (not to the next output, the window's Tab action).
        QTest::keyClick(panel, Qt::Key_Tab);
        QCOMPARE(panel->focusedDimension(), 1);
        QCOMPARE(panel->focusedOutput(), 0);
        QTest::keyClick(panel, Qt::Key_2);
        QCOMPARE(ratingRows(db, o0, d1).value(0).value, 2.0);

        // Undo through the window's action removes the row; redo puts it back.
        QVERIFY(window.undoAction()->isEnabled());
        QVERIFY(window.undoAction()->text().contains(d1));
        window.undoAction()->trigger();
        QCOMPARE(ratingRows(db, o0, d1).size(), 0);
        QCOMPARE(panel->shownValue(0, 1), std::nullopt);
        window.redoAction()->trigger();
        QCOMPARE(ratingRows(db, o0, d1).value(0).value, 2.0);
        QCOMPARE(panel->shownValue(0, 1), std::optional<double>(2.0));
        // Ctrl+Z as a key reaches the same action.
        QTest::keyClick(panel, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(ratingRows(db, o0, d1).size(), 0);
        QTest::keyClick(panel, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(ratingRows(db, o0, d1).size(), 1);

        // A number off the scale changes nothing.
        QTest::keyClick(panel, Qt::Key_9);
        QCOMPARE(ratingRows(db, o0, d1).value(0).value, 2.0);

        // Fill the other cells: Tab walks the dimensions, then the second output.
        for (int cell = 2; cell < 10; ++cell) {
            QTest::keyClick(panel, Qt::Key_Tab);
            QTest::keyClick(panel, Qt::Key_1 + cell % 5);
        }
        QCOMPARE(panel->focusedOutput(), 1);
        QVERIFY(panel->isComplete());
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM ratings")), 10);

        // Ctrl+Enter submits and moves on to the annotator's next item in plan order.
        QTest::keyClick(panel, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM item_submissions WHERE item_id = %1").arg(first)), 1);
        QVERIFY(window.currentItem().id != first);
        auto next = core::StudyPlan::nextUnratedItem(window.document()->store(), QStringLiteral("ann1"));
        EL_VERIFY_OK(next);
        QCOMPARE(window.currentItem().id, next.value().value_or(-1));
        QCOMPARE(window.annotationDock()->progressText(), QStringLiteral("1 of 3"));
        // Submitting cleared the stack: undo cannot reach into the submitted item.
        QVERIFY(!window.undoAction()->isEnabled());
        // The session on the first item was closed with its time.
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM annotator_sessions WHERE item_id = %1 AND "
                                          "ended_at <> ''")
                               .arg(first)),
                 1);

        // Back on the submitted item: read-only, keys change nothing.
        QVERIFY(window.showItemById(first));
        QVERIFY(window.annotationDock()->isLocked());
        QVERIFY(!panel->isEditable());
        QTest::keyClick(panel, Qt::Key_5);
        QCOMPARE(ratingRows(db, o0, d0).value(0).value, 4.0);
        QVERIFY(!panel->rate(0, 0, 5.0));
        QVERIFY(!window.document()->writeRating(o0, d0, QStringLiteral("ann1"), 5.0));
        QCOMPARE(ratingRows(db, o0, d0).value(0).value, 4.0);

        // Revise (audited) re-opens it.
        QVERIFY(!window.annotationDock()->revise(QStringLiteral("  ")));
        QVERIFY(window.annotationDock()->revise(QStringLiteral("pressed the wrong key")));
        QCOMPARE(count(db, QStringLiteral("SELECT COUNT(*) FROM revise_log WHERE reason = 'pressed the wrong key'")),
                 1);
        QVERIFY(panel->isEditable());
        panel->setFocusCell(0, 0);
        QTest::keyClick(panel, Qt::Key_5);
        QCOMPARE(ratingRows(db, o0, d0).value(0).value, 5.0);
    }

    void singleOutputModeTabSwitchesTheWindowsOutput()
    {
        RatingWindow f(m_registry, m_services, 2);
        EL_VERIFY_OK(f.study);
        ui::MainWindow &window = f.window;
        EL_VERIFY_OK(testing::showAndOpenAs(window, f.study.value(), QStringLiteral("ann2")));
        QVERIFY(window.startRating());
        ui::RatingPanel *panel = window.annotationDock()->ratingPanel();
        panel->setAllOutputs(false);
        QCOMPARE(window.currentOutputIndex(), 0);
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(panel, Qt::Key_Tab);
        QCOMPARE(panel->focusedOutput(), 1);
        QCOMPARE(window.currentOutputIndex(), 1);
        QTest::keyClick(panel, Qt::Key_3);
        QCOMPARE(window.document()->rating(window.currentItem().outputs[1].id, panel->rubric().dimensions[0].name,
                                           QStringLiteral("ann2")),
                 std::optional<double>(3.0));
    }

    void preferenceKeysRecordTheLeftOutput()
    {
        RatingWindow f(m_registry, m_services, 2);
        EL_VERIFY_OK(f.study);
        {
            auto store = core::StudyStore::open(f.study.value());
            EL_VERIFY_OK(store);
            core::PlanOptions options;
            options.settings.seed = 11;
            options.settings.preference = true;
            EL_VERIFY_OK(core::StudyPlan::create(*store.value(), {QStringLiteral("ann3")}, options));
        }
        ui::MainWindow &window = f.window;
        EL_VERIFY_OK(testing::showAndOpenAs(window, f.study.value(), QStringLiteral("ann3"), true));
        QVERIFY(window.startRating());
        QVERIFY(window.annotationDock()->preferenceMode());
        ui::PairwisePanel *panel = window.annotationDock()->pairwisePanel();
        QCOMPARE(panel->pairCount(), 1);
        const core::PlanPair pair = panel->pairs().constFirst();

        // Shift+← (the remappable "Prefer Left" action) prefers the output shown on the left.
        QTest::keyClick(panel, Qt::Key_Left, Qt::ShiftModifier);
        const core::PreferenceKey key = panel->keyOf(0, 0);
        auto stored = window.document()->preference(key);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->leftOutput, pair.leftOutput);
        QCOMPARE(stored->choice,
                 pair.leftOutput == key.outputA ? core::PreferenceChoice::A : core::PreferenceChoice::B);
        // Tab to the next dimension, B = both bad there.
        QTest::keyClick(panel, Qt::Key_Tab);
        QCOMPARE(panel->focusedDimension(), 1);
        QTest::keyClick(panel, Qt::Key_B);
        QCOMPARE(window.document()->preference(panel->keyOf(0, 1))->choice, core::PreferenceChoice::BothBad);
        window.undoAction()->trigger();
        QVERIFY(!window.document()->preference(panel->keyOf(0, 1)).has_value());
        QVERIFY(window.document()->preference(key).has_value());
    }

    void preferenceModeShowsTheScheduledPairSideBySide()
    {
        RatingWindow f(m_registry, m_services, 2);
        EL_VERIFY_OK(f.study);
        core::PlanOptions options;
        options.settings.seed = 5;
        options.settings.preference = true;
        {
            auto store = core::StudyStore::open(f.study.value());
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(core::StudyPlan::create(*store.value(), {QStringLiteral("ann4")}, options));
        }
        ui::MainWindow &window = f.window;
        EL_VERIFY_OK(testing::showAndOpenAs(window, f.study.value(), QStringLiteral("ann4")));
        QVERIFY(window.startRating());
        ui::ComparisonView *view = window.comparisonView();
        const core::PlanPair pair = window.annotationDock()->pairwisePanel()->pairs().value(0);
        QVERIFY(pair.leftOutput > 0 && pair.rightOutput > 0);

        // The view shows the scheduled left output on the left and the right one on the right, in that order.
        const auto shown = view->outputPair();
        QVERIFY(shown.has_value());
        const core::Item item = window.currentItem();
        QCOMPARE(item.outputs[shown->first].id, pair.leftOutput);
        QCOMPARE(item.outputs[shown->second].id, pair.rightOutput);
        QCOMPARE(view->views().size(), 3);                   // the original, then the pair
        QCOMPARE(window.currentOutputIndex(), shown->first); // the docks follow the left output
        const auto captions = [view] {
            QStringList texts;
            for (QLabel *label : view->findChildren<QLabel *>())
                texts << label->text();
            return texts;
        };
        const QString left = QStringLiteral("Left · %1 · 48×32").arg(item.outputs[shown->first].system);
        const QString right = QStringLiteral("Right · %1 · 48×32").arg(item.outputs[shown->second].system);
        QTRY_COMPARE(captions().filter(left).size(), 1); // once the images are decoded
        QTRY_COMPARE(captions().filter(right).size(), 1);
        // The original is shown with the pair: an edit is judged against what it edited.
        QTRY_COMPARE(captions().filter(QStringLiteral("Original · 48×32")).size(), 1);

        // The next item brings its own scheduled pair.
        QTest::keyClick(window.annotationDock()->pairwisePanel(), Qt::Key_Left, Qt::ShiftModifier);
        QVERIFY(window.annotationDock()->submit());
        QVERIFY(window.currentItem().id != item.id);
        const core::PlanPair next = window.annotationDock()->pairwisePanel()->pairs().value(0);
        const auto nextShown = view->outputPair();
        QVERIFY(nextShown.has_value());
        QCOMPARE(window.currentItem().outputs[nextShown->first].id, next.leftOutput);
        QCOMPARE(window.currentItem().outputs[nextShown->second].id, next.rightOutput);

        // A rating plan ends preference mode: original | selected output again.
        options.settings.preference = false;
        EL_VERIFY_OK(core::StudyPlan::create(window.document()->store(), {QStringLiteral("ann4")}, options));
        EL_VERIFY_OK(window.setAnnotator(QStringLiteral("ann4")));
        QVERIFY(!window.annotationDock()->preferenceMode());
        QVERIFY(!view->outputPair().has_value());
        QCOMPARE(view->views().size(), 2);
        QCOMPARE(view->mode(), ui::CompareMode::Side);
    }

    void annotatorIsRememberedPerStudy()
    {
        RatingWindow f(m_registry, m_services, 1);
        EL_VERIFY_OK(f.study);
        ui::MainWindow &window = f.window;
        EL_VERIFY_OK(window.openStudy(f.study.value()));
        QVERIFY(!window.setAnnotator(QStringLiteral("   ")));
        EL_VERIFY_OK(window.setAnnotator(QStringLiteral("maria")));
        QCOMPARE(window.document()->annotator(), QStringLiteral("maria"));
        // Refused with the rule's reason, not trimmed into "maria" (nor stored as a second annotator).
        const core::Status spaced = window.setAnnotator(QStringLiteral("maria "));
        QVERIFY(!spaced);
        QVERIFY2(spaced.error().message.contains(QStringLiteral("begins or ends with a space")),
                 qPrintable(spaced.error().toString()));
        QCOMPARE(window.document()->annotator(), QStringLiteral("maria"));
        const QVariantMap remembered = f.settings.value(QStringLiteral("annotate/annotatorOfStudy")).toMap();
        QCOMPARE(remembered.value(window.study()->filePath()).toString(), QStringLiteral("maria"));
    }
};

QTEST_MAIN(TestRatingFlow)
#include "tst_ratingflow.moc"
