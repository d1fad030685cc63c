// The study window end to end, offscreen: opening, navigating, rating, docks, saving and restoring state.
// Over 500 lines because each case drives the whole window the way a user does.
#include "annotate/annotationcontroller.h"
#include "compare/comparisonview.h"
#include "docks/differenceevaluationdock.h"
#include "docks/differencesdock.h"
#include "docks/scoresdock.h"
#include "docks/studybrowser.h"
#include "document/commands/differencecommands.h"
#include "document/studydocument.h"
#include "exportdialog.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "itemmodels/differencesmodel.h"
#include "itemmodels/itemlistmodel.h"
#include "itemmodels/scoresmodel.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "settings/appearance.h"
#include "settings/shortcuts.h"
#include "settings/shortcutsheet.h"
#include "storage/differencestore.h"
#include "storage/studykind.h"
#include "studyjob.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>

using namespace editlens;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_registry;
    ui::AppServices m_services = ui::AppServices::builtin(); ///< what the window gets from the application
    QString m_study;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        QImage src(64, 32, QImage::Format_RGB32);
        src.fill(Qt::white);
        QVERIFY(src.save(m_dir.filePath(QStringLiteral("src.png"))));
        QImage big(128, 64, QImage::Format_RGB32);
        big.fill(Qt::red);
        QVERIFY(big.save(m_dir.filePath(QStringLiteral("out.png"))));
        QFile manifest(m_dir.filePath(QStringLiteral("m.jsonl")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("{\"editlens_manifest\":1,\"name\":\"UI test (synthetic)\"}\n");
        for (int i = 0; i < 3; ++i)
            manifest.write(
                QStringLiteral("{\"id\":\"it%1\",\"source\":\"src.png\",\"instruction\":\"paint it red %1\","
                               "\"outputs\":[{\"system\":\"S1\",\"path\":\"out.png\"},{\"system\":\"S2\"}]}\n")
                    .arg(i)
                    .toUtf8());
        manifest.close();
        m_study = m_dir.filePath(QStringLiteral("ui.editlens"));
        auto store = core::StudyStore::create(m_study, m_dir.path());
        EL_VERIFY_OK(store);
        EL_VERIFY_OK(core::importInto(*store.value(), m_registry, QStringLiteral("manifest"), manifest.fileName(), {}));
        EL_VERIFY_OK(
            core::setStudyKind(*store.value(), core::StudyKind::Synthetic)); // as createSynthStudy() marks its studies
    }

    void failedImportClosesItsProgressDialogBeforeReporting()
    {
        // The receiver of `finished` shows a message box; the window-modal progress dialog must be gone by then,
        // or it sits over the box and swallows its clicks.
        QWidget parent;
        parent.show();
        QFile bad(m_dir.filePath(QStringLiteral("bad.jsonl")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"id\": \"x\", truncated\n");
        bad.close();
        ui::StudyJob *job = ui::StudyJob::start(ui::StudyJob::Kind::Import, m_registry, m_study,
                                                QStringLiteral("manifest"), bad.fileName(), &parent);
        QSignalSpy finished(job, &ui::StudyJob::finished);
        int dialogsAtFinish = -1;
        connect(job, &ui::StudyJob::finished, this, [&parent, &dialogsAtFinish] {
            // Hidden at once, deleted later (it may be inside its own setValue() here): none may still be shown.
            const QList<QProgressDialog *> dialogs = parent.findChildren<QProgressDialog *>();
            dialogsAtFinish = int(std::count_if(dialogs.cbegin(), dialogs.cend(),
                                                [](const QProgressDialog *d) { return d->isVisible(); }));
        });
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(0).toBool(), false);
        QCOMPARE(dialogsAtFinish, 0);
        QTRY_VERIFY(parent.findChildren<QProgressDialog *>().isEmpty());
    }
    void itemListModelPassesModelTester()
    {
        ui::ItemListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        core::ItemSummary a;
        a.id = 7;
        a.key = QStringLiteral("a");
        a.systems = {QStringLiteral("S1"), QStringLiteral("S2")};
        a.ratedOutputs = 1;
        model.setItems({a, a});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, ui::ItemListModel::RatedColumn).data().toString(), QStringLiteral("1/2"));
        QCOMPARE(model.index(1, 0).data(ui::ItemListModel::ItemIdRole).toLongLong(), 7);
        model.setItems({});
        QCOMPARE(model.rowCount(), 0);
    }

    void openingAStudyListsItemsAndShowsTheFirstPair()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        QAbstractItemModelTester tester(window.itemModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy shown(window.comparisonView(), &ui::ComparisonView::itemShown);
        window.resize(1200, 800);
        window.show();
        EL_VERIFY_OK(window.openStudy(m_study));
        QCOMPARE(window.itemModel()->rowCount(), 3);
        QVERIFY(shown.wait(5000));
        QVERIFY(window.windowTitle().contains(QStringLiteral("UI test")));
        // The synthetic banner says so plainly.
        bool bannerFound = false;
        for (QLabel *label : window.findChildren<QLabel *>())
            bannerFound |= label->isVisible() && label->text().contains(QStringLiteral("synthetic demo study"));
        QVERIFY(bannerFound);
        // Outputs of another size are drawn in the source's frame.
        bool sizeNoted = false;
        for (QLabel *label : window.findChildren<QLabel *>())
            sizeNoted |=
                label->text().contains(QStringLiteral("128×64")) && label->text().contains(QStringLiteral("64×32"));
        QVERIFY(sizeNoted);

        window.selectItemRow(2);
        QVERIFY(shown.wait(5000));
        QCOMPARE(settings.value(QStringLiteral("study/recent")).toStringList().value(0), window.study()->filePath());
    }

    void zoomIsSharedByBothViews()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings2.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        QSignalSpy shown(window.comparisonView(), &ui::ComparisonView::itemShown);
        window.show();
        EL_VERIFY_OK(window.openStudy(m_study));
        QVERIFY(shown.wait(5000));
        window.comparisonView()->zoomActualSize();
        QCOMPARE(window.comparisonView()->zoom(), 1.0);
        window.comparisonView()->zoomIn();
        QCOMPARE(window.comparisonView()->zoom(), 1.25);
        const auto views = window.comparisonView()->findChildren<QGraphicsView *>();
        QCOMPARE(views.size(), 2);
        QCOMPARE(views[0]->transform(), views[1]->transform());
    }

    void docksAreRestoredBetweenRuns()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings4.ini")), QSettings::IniFormat);
        {
            ui::MainWindow window(m_services, settings);
            window.show();
            QVERIFY(window.scoresDock()->isVisible());
            QVERIFY(window.differencesDock()->isVisible());
            window.differencesDock()->hide();
            window.close(); // saves geometry and dock state
        }
        ui::MainWindow again(m_services, settings);
        again.show();
        QVERIFY(again.scoresDock()->isVisible());
        QVERIFY(!again.differencesDock()->isVisible());
    }

    void windowComesBackWhereItWas()
    {
        // The window's own area is restored exactly, not shifted by a frame the window manager adds.
        QSettings settings(m_dir.filePath(QStringLiteral("settings15.ini")), QSettings::IniFormat);
        const QRect where(30, 40, 1450, 900); // above the docks' minimum size
        {
            ui::MainWindow window(m_services, settings);
            window.show();
            window.setGeometry(where);
            QTRY_COMPARE(window.geometry(), where);
            window.close();
        }
        ui::MainWindow again(m_services, settings);
        again.show();
        QTRY_COMPARE(again.geometry(), where);
    }

    void f1SheetListsEveryActionWithItsKey()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings5.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        const QStringList ids = window.shortcuts()->ids();
        for (const char *id : {"item.next", "item.previous", "output.next", "view.zoomIn", "view.zoomOut",
                               "view.actualSize", "view.overlays", "view.flicker", "help.shortcuts"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        window.shortcuts()->action(QStringLiteral("help.shortcuts"))->trigger();
        ui::ShortcutSheet *sheet = window.shortcutSheet();
        QVERIFY(sheet->isVisible());
        QCOMPARE(sheet->table()->rowCount(), int(ids.size()));
        bool f1Listed = false;
        for (int r = 0; r < sheet->table()->rowCount(); ++r)
            f1Listed |=
                sheet->table()->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String("help.shortcuts")
                && sheet->table()->item(r, 1)->text() == QKeySequence(Qt::Key_F1).toString(QKeySequence::NativeText);
        QVERIFY(f1Listed);
    }

    void remappedKeyPersistsAcrossWindows()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings6.ini")), QSettings::IniFormat);
        {
            ui::MainWindow window(m_services, settings);
            QCOMPARE(window.shortcuts()->action(QStringLiteral("item.next"))->shortcut(), QKeySequence(Qt::Key_D));
            window.shortcuts()->setKeys(QStringLiteral("item.next"), {QKeySequence(Qt::Key_N)});
        }
        ui::MainWindow again(m_services, settings);
        QCOMPARE(again.shortcuts()->action(QStringLiteral("item.next"))->shortcuts(),
                 QList<QKeySequence>{QKeySequence(Qt::Key_N)});
    }

    void nextAndPreviousKeysMoveThroughItems()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings7.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        QSignalSpy shown(window.comparisonView(), &ui::ComparisonView::itemShown);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        EL_VERIFY_OK(window.openStudy(m_study));
        QVERIFY(shown.wait(5000));
        const qint64 first = window.currentItem().id;
        QTest::keyClick(&window, Qt::Key_D);
        QVERIFY(window.currentItem().id != first);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(window.currentItem().id, first);
        QCOMPARE(window.currentOutputIndex(), 0);
        QTest::keyClick(&window, Qt::Key_Tab);
        QCOMPARE(window.currentOutputIndex(), 1);
    }

    void scoresAndDifferencesDocksFollowTheCurrentOutput()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings8.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        QSignalSpy extras(&window, &ui::MainWindow::extrasChanged);
        window.show();
        EL_VERIFY_OK(window.openStudy(m_study));
        QVERIFY(extras.wait(5000));
        QVERIFY(window.extrasLoaded());
        // Nothing was scored: every metric is greyed, as not computed or unavailable.
        const ui::ScoresModel *scores = window.scoresDock()->model();
        const QModelIndex ssim = scores->index(scores->rowOfMetric(QStringLiteral("ssim")), 0);
        QCOMPARE(ui::ScoresModel::Status(ssim.data(ui::ScoresModel::StatusRole).toInt()),
                 ui::ScoresModel::Status::NotComputed);
        QCOMPARE(window.differencesDock()->model()->rowCount(), 0);
        // The browser knows each item's edit type (parsed from "paint it red N").
        QVERIFY(!window.itemModel()->editType(0).isEmpty());
        QCOMPARE(window.browser()->currentItemId(), window.currentItem().id);
    }

    void editedDifferencesSurviveSwitchingOutputs()
    {
        // The window keeps its copy of the current item as the document's edits leave it: the Differences dock is
        // filled from that copy when the output changes, without reading the item again.
        QSettings settings(m_dir.filePath(QStringLiteral("settings12.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        EL_VERIFY_OK(testing::showAndOpenAs(window, m_study, QStringLiteral("ann")));
        QVERIFY(window.currentItem().id != 0);
        core::StudyDocument *document = window.document();
        const qint64 first = window.currentItem().outputs[0].id;
        core::Difference box;
        box.op = core::EditOp::Add;
        box.description = QStringLiteral("a red ball");
        box.box = QRectF(4, 4, 10, 8);
        box.originKind = core::OriginKind::Annotator;
        box.origin = QStringLiteral("ann");
        auto *add = new core::AddDifferenceCommand(document, first, box);
        document->undoStack()->push(add);
        const qint64 id = add->differenceId();
        QVERIFY(id > 0);
        const ui::DifferencesModel *dock = window.differencesDock()->model();
        const auto switchAwayAndBack = [&] {
            window.setCurrentOutputIndex(1);
            QCOMPARE(dock->rowCount(), 0);
            window.setCurrentOutputIndex(0);
        };
        switchAwayAndBack();
        QCOMPARE(dock->rowCount(), 1);
        QCOMPARE(dock->differences().front().description, QStringLiteral("a red ball"));

        document->undoStack()->push(
            new core::RelabelDifferenceCommand(document, id, core::EditOp::Edit, QStringLiteral("a blue ball")));
        switchAwayAndBack();
        QCOMPARE(dock->differences().front().description, QStringLiteral("a blue ball"));
        QCOMPARE(window.currentItem().outputs[0].differences.front().op, core::EditOp::Edit);

        document->undoStack()->push(new core::DeleteDifferenceCommand(document, id));
        switchAwayAndBack();
        QCOMPARE(dock->rowCount(), 0);
        document->undoStack()->undo();
        switchAwayAndBack();
        QCOMPARE(dock->rowCount(), 1);
        QCOMPARE(dock->differences().front().id, id);
    }

    void reviewNavigationVisitsUnreviewedAndIncompleteOutputs()
    {
        // Detector boxes on it1/S2 and it2/S1; the annotator reviews the first and marks outputs complete, and the
        // Annotate actions (also buttons in the Differences dock) walk to what is left, wrapping round.
        QSettings settings(m_dir.filePath(QStringLiteral("settings13.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        EL_VERIFY_OK(testing::showAndOpenAs(window, m_study, QStringLiteral("ann")));
        core::StudyDocument *document = window.document();
        const auto data = document->store().load();
        EL_VERIFY_OK(data);
        const QVector<core::Item> &items = data.value().items;
        core::Difference box;
        box.op = core::EditOp::Edit;
        box.box = QRectF(2, 2, 8, 8);
        box.originKind = core::OriginKind::Detector;
        box.origin = QStringLiteral("det");
        const qint64 first = document->differenceStore().addDifference(items[0].outputs[1].id, box).value();
        EL_VERIFY_OK(document->differenceStore().addDifference(items[1].outputs[0].id, box));
        auto *unreviewed = window.findChild<QAction *>(QStringLiteral("annotate.nextUnreviewed"));
        auto *incomplete = window.findChild<QAction *>(QStringLiteral("annotate.nextIncomplete"));
        QVERIFY(unreviewed && incomplete);
        QCOMPARE(unreviewed->shortcut(), QKeySequence(Qt::Key_F3));

        window.setCurrentOutputIndex(0); // it1/S1: the next output with an unreviewed box is it1/S2
        unreviewed->trigger();
        QCOMPARE(window.currentItem().id, items[0].id);
        QCOMPARE(window.differencesDock()->outputId(), items[0].outputs[1].id);
        unreviewed->trigger();
        QCOMPARE(window.currentItem().id, items[1].id);
        QCOMPARE(window.differencesDock()->outputId(), items[1].outputs[0].id);
        // Reviewed, it1/S2 drops out: from it2/S1 the walk wraps round to it2/S1 itself, the only one left.
        EL_VERIFY_OK(
            document->differenceStore().setReview(first, QStringLiteral("ann"), core::ReviewDecision::Accepted));
        QVERIFY(window.annotationController()->showNextOutputToReview(false));
        QCOMPARE(window.differencesDock()->outputId(), items[1].outputs[0].id);
        EL_VERIFY_OK(
            document->differenceStore().setReview(first + 1, QStringLiteral("ann"), core::ReviewDecision::Rejected));
        QVERIFY(!window.annotationController()->showNextOutputToReview(false));

        // Incomplete: every output but it2/S2 marked complete → that is where the next incomplete output is.
        for (const core::Item &item : items)
            for (const core::Output &o : item.outputs)
                if (o.id != items[1].outputs[1].id)
                    EL_VERIFY_OK(document->differenceStore().setComplete(o.id, QStringLiteral("ann"), true));
        window.setCurrentOutputIndex(0);
        incomplete->trigger();
        QCOMPARE(window.currentItem().id, items[1].id);
        QCOMPARE(window.differencesDock()->outputId(), items[1].outputs[1].id);
        EL_VERIFY_OK(document->differenceStore().setComplete(items[1].outputs[1].id, QStringLiteral("ann"), true));
        QVERIFY(!window.annotationController()->showNextOutputToReview(true));
    }

    void exportDialogOffersFolderFormatsAndTheOrigin()
    {
        ui::ExportDialog dialog(m_registry, m_dir.path(), {QStringLiteral("ann"), QStringLiteral("det")});
        QVERIFY(dialog.setFormat(QStringLiteral("coco")));
        QVERIFY(dialog.originCombo()->isHidden());
        QVERIFY(!dialog.exportButton()->isEnabled()); // nowhere to write yet
        dialog.setPath(m_dir.filePath(QStringLiteral("boxes.json")));
        QVERIFY(dialog.exportButton()->isEnabled());
        QVERIFY(dialog.options().origin.isEmpty());
        // DICE's format writes a folder and one origin's differences: the path loses its suffix, the origin shows
        // with "truth" first and the study's names after it.
        QVERIFY(dialog.setFormat(QStringLiteral("dice")));
        QVERIFY(!dialog.originCombo()->isHidden());
        QCOMPARE(dialog.path(), m_dir.filePath(QStringLiteral("boxes")));
        QCOMPARE(dialog.originCombo()->itemText(0), QStringLiteral("truth"));
        QCOMPARE(dialog.originCombo()->count(), 3);
        dialog.setOrigin(QStringLiteral("det"));
        QCOMPARE(dialog.options().origin, QStringLiteral("det"));

        // The export job takes the options. A fresh study has no truth: refused, saying so; a detector's boxes
        // export.
        const QString study = m_dir.filePath(QStringLiteral("export.editlens"));
        {
            auto store = core::StudyStore::create(study, m_dir.path());
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(core::importInto(*store.value(), m_registry, QStringLiteral("manifest"),
                                          m_dir.filePath(QStringLiteral("m.jsonl")), {}));
        }
        const auto exportDice = [&](const QString &origin) {
            dialog.setOrigin(origin);
            ui::StudyJob *job = ui::StudyJob::start(ui::StudyJob::Kind::Export, m_registry, study, dialog.formatId(),
                                                    dialog.path(), nullptr, dialog.options());
            QSignalSpy finished(job, &ui::StudyJob::finished);
            return finished.wait(10000) ? finished.front() : QList<QVariant>{false, QStringLiteral("timeout")};
        };
        QList<QVariant> outcome = exportDice(QStringLiteral("truth"));
        QVERIFY(!outcome.at(0).toBool());
        QVERIFY2(outcome.at(1).toString().contains(QStringLiteral("no differences")),
                 qPrintable(outcome.at(1).toString()));
        {
            auto store = core::StudyStore::open(study);
            EL_VERIFY_OK(store);
            const auto data = store.value()->load();
            EL_VERIFY_OK(data);
            core::Difference box;
            box.op = core::EditOp::Add;
            box.box = QRectF(2, 2, 8, 8);
            box.originKind = core::OriginKind::Detector;
            box.origin = QStringLiteral("export-det");
            core::DifferenceStore annotations(*store.value());
            EL_VERIFY_OK(annotations.addDifference(data.value().items[2].outputs[0].id, box));
        }
        outcome = exportDice(QStringLiteral("export-det"));
        QVERIFY2(outcome.at(0).toBool(), qPrintable(outcome.at(1).toString()));
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("boxes/predicted_differences.json"))));
        // An origin the format does not take is refused, naming it.
        QVERIFY(dialog.setFormat(QStringLiteral("manifest")));
        core::ExportOptions stray;
        stray.origin = QStringLiteral("det");
        ui::StudyJob *job =
            ui::StudyJob::start(ui::StudyJob::Kind::Export, m_registry, m_study, QStringLiteral("manifest"),
                                m_dir.filePath(QStringLiteral("m2.jsonl")), nullptr, stray);
        QSignalSpy refused(job, &ui::StudyJob::finished);
        QVERIFY(refused.wait(10000));
        QVERIFY(!refused.front().at(0).toBool());
    }

    void differenceEvaluationDockFollowsTheStudy()
    {
        // A copy of the study with one truth box and a detector's matching box on it1/S1.
        const QString file = m_dir.filePath(QStringLiteral("evaluation.editlens"));
        {
            auto store = core::StudyStore::create(file, m_dir.path());
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(core::importInto(*store.value(), m_registry, QStringLiteral("manifest"),
                                          m_dir.filePath(QStringLiteral("m.jsonl")), {}));
            const auto data = store.value()->load();
            EL_VERIFY_OK(data);
            core::DifferenceStore annotations(*store.value());
            core::Difference box;
            box.op = core::EditOp::Add;
            box.box = QRectF(4, 4, 20, 10);
            box.originKind = core::OriginKind::GroundTruth;
            box.origin = QStringLiteral("gt");
            EL_VERIFY_OK(annotations.addDifference(data.value().items[0].outputs[0].id, box));
            box.originKind = core::OriginKind::Detector;
            box.origin = QStringLiteral("eval-det");
            box.confidence = 0.8;
            EL_VERIFY_OK(annotations.addDifference(data.value().items[0].outputs[0].id, box));
        }
        QSettings settings(m_dir.filePath(QStringLiteral("settings14.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        window.show();
        ui::DifferenceEvaluationDock *dock = window.evaluationDock();
        QSignalSpy updated(dock, &ui::DifferenceEvaluationDock::updated);
        EL_VERIFY_OK(window.openStudy(file));
        // (Behind the Alignment tab it computes nothing; shown, it catches up.)
        dock->show();
        dock->raise();
        QVERIFY(updated.wait(10000));
        const QString html = dock->view()->toHtml();
        QVERIFY(html.contains(QStringLiteral("Difference detection")));
        QVERIFY(html.contains(QStringLiteral("eval-det")));
        QVERIFY(html.contains(QStringLiteral("DICE Table 3")));
        QVERIFY(!html.contains(QStringLiteral("Agreement between annotators")));
        // An annotator's box, committed through the document, is in the tables after a short pause.
        EL_VERIFY_OK(window.setAnnotator(QStringLiteral("rev")));
        core::Difference mine;
        mine.op = core::EditOp::Add;
        mine.box = QRectF(4, 4, 20, 10);
        mine.originKind = core::OriginKind::Annotator;
        mine.origin = QStringLiteral("rev");
        window.document()->undoStack()->push(
            new core::AddDifferenceCommand(window.document(), window.currentItem().outputs[0].id, mine));
        // (A computation started before the commit may still report first; the latest one shows the box.)
        QTRY_VERIFY_WITH_TIMEOUT(dock->view()->toHtml().contains(QStringLiteral(">rev<")), 10000);
    }

    void windowFitsA1600PixelScreen()
    {
        // Every dock in its default place, a study open and an annotator set (the rating grid shown): the window must
        // still fit the 1600 × 1000 screen the docs' screenshots are taken on.
        QSettings settings(m_dir.filePath(QStringLiteral("settings13.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        EL_VERIFY_OK(testing::showAndOpenAs(window, m_study, QStringLiteral("ann")));
        QCoreApplication::processEvents();
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(minimum.width() <= 1600 && minimum.height() <= 1000,
                 qPrintable(QStringLiteral("%1 × %2").arg(minimum.width()).arg(minimum.height())));
    }

    void darkPaletteToggles()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings9.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        QAction *dark = window.shortcuts()->action(QStringLiteral("view.darkPalette"));
        QVERIFY(dark && dark->isCheckable());
        const QColor before = QApplication::palette().color(QPalette::Window);
        dark->setChecked(true);
        QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 ui::Appearance::darkPalette().color(QPalette::Window));
        QCOMPARE(settings.value(QStringLiteral("view/darkPalette")).toBool(), true);
        dark->setChecked(false);
        QCOMPARE(QApplication::palette().color(QPalette::Window), before);
        QCOMPARE(settings.value(QStringLiteral("view/darkPalette")).toBool(), false);
    }

    void openingAMissingStudyFailsWithItsName()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("settings3.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        const QString missing = m_dir.filePath(QStringLiteral("nope.editlens"));
        const core::Status s = window.openStudy(missing);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().file, missing);
        QVERIFY(window.study() == nullptr);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
