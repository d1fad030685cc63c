// Drawing, moving, resizing and deleting difference boxes and masks with the mouse, with undo and redo.
// Over 500 lines because each gesture is its own case, replayed with QTest events on the real view.
#include "annotate/comparisoneditors.h"
#include "annotate/edittools.h"
#include "annotate/maskeditor.h"
#include "bpm/instructionparser.h"
#include "compare/comparisonview.h"
#include "compare/overlaylayers.h"
#include "docks/differencesdock.h"
#include "document/studydocument.h"
#include "itemmodels/differencesmodel.h"
#include "sceneitems.h"
#include "storage/studystore.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>
#include <optional>

using namespace editlens;

namespace {

const QSize imageSize(200, 100);
const QPoint diskCentre(60, 50);
constexpr int diskRadius = 18;

/// A light, slightly noisy background (a fixed LCG, so the image is the same on every run) with a dark red disk:
/// an object GrabCut can separate.
QImage sceneImage(bool withDisk)
{
    QImage image(imageSize, QImage::Format_RGB32);
    quint32 state = 12345;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            state = state * 1664525u + 1013904223u;
            const int n = int(state >> 28); // 0 … 15
            image.setPixel(x, y, qRgb(200 + n, 205 + n, 190 + n));
        }
    if (withDisk) {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 20, 20));
        p.drawEllipse(diskCentre, diskRadius, diskRadius);
    }
    return image;
}

QVariant scalar(core::StudyDocument &doc, const QString &sql)
{
    QSqlQuery q(doc.store().database());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

ui::DifferenceBoxItem *boxWithId(QGraphicsScene *scene, qint64 id)
{
    for (ui::DifferenceBoxItem *box : testing::differenceBoxes(scene))
        if (box->differenceId() == id)
            return box;
    return nullptr;
}

bool nearRect(const QRectF &a, const QRectF &b, double tolerance = 1.0)
{
    return std::abs(a.left() - b.left()) <= tolerance && std::abs(a.top() - b.top()) <= tolerance
           && std::abs(a.right() - b.right()) <= tolerance && std::abs(a.bottom() - b.bottom()) <= tolerance;
}

QString rectText(const QRectF &r)
{
    return QStringLiteral("(%1, %2, %3×%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

} // namespace

class TestDifferenceEditing : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<core::StudyDocument> m_doc;
    std::unique_ptr<ui::ComparisonView> m_view;
    ui::ComparisonEditors *m_editors = nullptr; // a child of m_view
    std::unique_ptr<ui::DifferencesDock> m_dock;
    core::Item m_item;
    qint64 m_out = 0;
    qint64 m_detected = 0; // the detector's EDIT box on the output

    QGraphicsView *original() const { return m_view->views().at(0); }
    QGraphicsView *edited() const { return m_view->views().at(1); }

    /// A left drag on `view` from scene point `from` to `to`, through the viewport like a user.
    static void drag(QGraphicsView *view, QPointF from, QPointF to)
    {
        QWidget *vp = view->viewport();
        const QPoint a = view->mapFromScene(from);
        const QPoint b = view->mapFromScene(to);
        QTest::mousePress(vp, Qt::LeftButton, {}, a);
        QTest::mouseMove(vp, (a + b) / 2);
        QTest::mouseMove(vp, b);
        QTest::mouseRelease(vp, Qt::LeftButton, {}, b);
    }

    qint64 drawBox(QGraphicsView *view, QPointF from, QPointF to)
    {
        QSignalSpy drawn(m_view.get(), &ui::ComparisonView::differenceSelected);
        m_editors->setTool(ui::EditTool::DrawBox);
        drag(view, from, to);
        return drawn.isEmpty() ? 0 : drawn.constLast().at(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        const QString root = m_dir.filePath(QStringLiteral("study%1").arg(++m_n));
        QVERIFY(QDir().mkpath(root));
        QVERIFY(sceneImage(true).save(QDir(root).filePath(QStringLiteral("src.png"))));
        QVERIFY(sceneImage(false).save(QDir(root).filePath(QStringLiteral("out.png"))));
        auto store = core::StudyStore::create(QDir(root).filePath(QStringLiteral("study.editlens")), root);
        QVERIFY(store);
        core::StudyData batch;
        core::Item item;
        item.key = QStringLiteral("disk");
        item.sourcePath = QStringLiteral("src.png");
        item.sourceSize = imageSize;
        item.instruction = QStringLiteral("remove the red disk");
        core::Output o;
        o.system = QStringLiteral("S0");
        o.path = QStringLiteral("out.png");
        o.size = imageSize;
        core::Difference d;
        d.op = core::EditOp::Edit;
        d.description = QStringLiteral("disk");
        d.box = QRectF(120, 20, 40, 40);
        d.confidence = 0.8;
        d.originKind = core::OriginKind::Detector;
        d.origin = QStringLiteral("editlens-detector");
        o.differences = {d};
        item.outputs = {o};
        batch.items = {item};
        QVERIFY(store.value()->importData(batch));
        const auto summaries = store.value()->itemSummaries();
        QVERIFY(summaries && summaries.value().size() == 1);
        const auto loaded = store.value()->loadItem(summaries.value().constFirst().id);
        QVERIFY(loaded);
        m_item = loaded.value();
        m_out = m_item.outputs.constFirst().id;
        QCOMPARE(m_item.outputs.constFirst().differences.size(), 1);
        m_detected = m_item.outputs.constFirst().differences.constFirst().id;

        m_doc = std::make_unique<core::StudyDocument>(std::move(store).value());
        QVERIFY(m_doc->setAnnotator(QStringLiteral("ann")));
        m_view = std::make_unique<ui::ComparisonView>();
        m_editors = new ui::ComparisonEditors(m_view.get());
        m_dock = std::make_unique<ui::DifferencesDock>();
        // Rows are inserted, changed and removed one by one as the document changes.
        new QAbstractItemModelTester(m_dock->model(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     m_dock.get());
        // What MainWindow wires (see the report to the lead).
        connect(m_view.get(), &ui::ComparisonView::differenceSelected, m_dock.get(),
                &ui::DifferencesDock::selectDifference);
        connect(m_dock.get(), &ui::DifferencesDock::differenceActivated, m_view.get(),
                &ui::ComparisonView::selectDifference);
        m_view->setStudyRoot(root);
        m_editors->setDocument(m_doc.get());
        m_dock->setDocument(m_doc.get());
        m_view->resize(800, 420);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        QSignalSpy shown(m_view.get(), &ui::ComparisonView::itemShown);
        m_view->showItem(m_item, 0);
        QVERIFY(shown.wait(5000));
        m_dock->setOutput(m_out, m_item.outputs.constFirst().differences);
        QCOMPARE(m_view->editTargets().size(), 2);
    }

    void cleanup()
    {
        m_view.reset();
        m_dock.reset();
        m_doc.reset();
    }

    void drawnBoxIsStoredAsTheAnnotatorsDifference_data()
    {
        QTest::addColumn<bool>("onOriginal");
        QTest::addColumn<int>("op");
        QTest::newRow("on the output: EDIT") << false << int(core::EditOp::Edit);
        QTest::newRow("on the original: REMOVE") << true << int(core::EditOp::Remove);
    }

    void drawnBoxIsStoredAsTheAnnotatorsDifference()
    {
        QFETCH(bool, onOriginal);
        QFETCH(int, op);
        QGraphicsView *view = onOriginal ? original() : edited();
        const qint64 id = drawBox(view, QPointF(40, 20), QPointF(90, 70));
        QVERIFY(id > 0);
        const auto stored = m_doc->difference(id);
        QVERIFY(stored);
        QCOMPARE(stored->outputId, m_out);
        QCOMPARE(int(stored->difference.op), op);
        QCOMPARE(stored->difference.originKind, core::OriginKind::Annotator);
        QCOMPARE(stored->difference.origin, QStringLiteral("ann"));
        QVERIFY2(nearRect(stored->difference.box, QRectF(40, 20, 50, 50)),
                 qPrintable(rectText(stored->difference.box)));
        // One row more in the dock, selected; the box is on the image it was drawn on, not on the other.
        QCOMPARE(m_dock->model()->rowCount(), 2);
        QCOMPARE(m_dock->selectedDifference(), id);
        QVERIFY(boxWithId(view->scene(), id));
        QVERIFY(!boxWithId((onOriginal ? edited() : original())->scene(), id));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        // A click without a drag adds nothing.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(150, 80)));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void newBoxTakesTheOpTheParseImplies_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("storedEditType"); // "" = no stored parse: the instruction is parsed
        QTest::addColumn<bool>("onOriginal");
        QTest::addColumn<int>("op");
        QTest::newRow("instruction adds, on the output") << "add a red disk"
                                                         << "" << false << int(core::EditOp::Add);
        QTest::newRow("instruction adds, on the original") << "add a red disk"
                                                           << "" << true << int(core::EditOp::Remove);
        QTest::newRow("instruction recolours, on the output") << "make the disk blue"
                                                              << "" << false << int(core::EditOp::Edit);
        QTest::newRow("stored add overrides the instruction") << "remove the red disk"
                                                              << "add" << false << int(core::EditOp::Add);
        QTest::newRow("stored change color overrides the instruction")
            << "add a red disk"
            << "change color" << false << int(core::EditOp::Edit);
        QTest::newRow("stored add, on the original") << "remove the red disk"
                                                     << "add" << true << int(core::EditOp::Remove);
    }

    // An addition's box on the output marks what was added; a box on the original marks what went away (REMOVE boxes
    // live there); any other box on the output is an EDIT. The annotator relabels it when that is wrong.
    void newBoxTakesTheOpTheParseImplies()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, storedEditType);
        QFETCH(bool, onOriginal);
        QFETCH(int, op);
        core::Item item = m_item;
        item.instruction = instruction;
        item.parse =
            storedEditType.isEmpty() ? QJsonObject() : QJsonObject{{QStringLiteral("edit_type"), storedEditType}};
        QSignalSpy shown(m_view.get(), &ui::ComparisonView::itemShown);
        m_view->showItem(item, 0);
        QVERIFY(shown.wait(5000));
        const qint64 id = drawBox(onOriginal ? original() : edited(), QPointF(40, 20), QPointF(90, 70));
        QVERIFY(id > 0);
        QCOMPARE(int(m_doc->difference(id)->difference.op), op);
        QCOMPARE(int(core::drawnDifferenceOp(item, onOriginal)), op);
    }

    // Confidence is a detector's notion: a box drawn by hand stores 1.0 but shows none, in the scene's label and in
    // the dock, and no confidence threshold hides it.
    void handDrawnBoxShowsNoConfidence()
    {
        const qint64 id = drawBox(edited(), QPointF(40, 20), QPointF(90, 70));
        QVERIFY(id > 0);
        QCOMPARE(m_doc->difference(id)->difference.confidence, 1.0);

        ui::DifferenceBoxItem *drawn = boxWithId(edited()->scene(), id);
        ui::DifferenceBoxItem *detected = boxWithId(edited()->scene(), m_detected);
        QVERIFY(drawn && detected);
        QCOMPARE(drawn->label(), QStringLiteral("EDIT: "));
        QVERIFY(!drawn->confidence());
        QCOMPARE(detected->label(), QStringLiteral("EDIT: disk (0.80)"));
        QCOMPARE(detected->confidence(), std::optional<double>(0.8));

        ui::DifferencesModel *model = m_dock->model();
        const int drawnRow = model->rowOfDifference(id);
        const int detectedRow = model->rowOfDifference(m_detected);
        QVERIFY(drawnRow >= 0 && detectedRow >= 0);
        QCOMPARE(model->index(drawnRow, ui::DifferencesModel::ConfidenceColumn).data().toString(), QStringLiteral("–"));
        QVERIFY(!model->index(drawnRow, 0).data(ui::DifferencesModel::ConfidenceRole).isValid());
        QCOMPARE(model->index(detectedRow, ui::DifferencesModel::ConfidenceColumn).data().toString(),
                 QLocale().toString(0.8, 'f', 2));

        m_dock->setConfidenceThreshold(0.9);
        m_view->setConfidenceThreshold(0.9);
        QVERIFY(boxWithId(edited()->scene(), id)->isVisible());
        QVERIFY(!boxWithId(edited()->scene(), m_detected)->isVisible());
        QTableView *table = m_dock->view();
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 0).data(ui::DifferencesModel::DifferenceIdRole).toLongLong(), id);
    }

    void consecutiveDragsMergeAndUndoPutsTheBoxBack()
    {
        const qint64 id = drawBox(edited(), QPointF(40, 20), QPointF(80, 60));
        QVERIFY(id > 0);
        const QRectF drawn = m_doc->difference(id)->difference.box;
        m_editors->setTool(ui::EditTool::Select);
        drag(edited(), QPointF(60, 40), QPointF(70, 45));
        QVERIFY2(nearRect(m_doc->difference(id)->difference.box, drawn.translated(10, 5)),
                 qPrintable(rectText(m_doc->difference(id)->difference.box)));
        drag(edited(), QPointF(70, 45), QPointF(75, 50));
        const QRectF moved = drawn.translated(15, 10);
        QVERIFY2(nearRect(m_doc->difference(id)->difference.box, moved),
                 qPrintable(rectText(m_doc->difference(id)->difference.box)));
        QCOMPARE(m_doc->undoStack()->count(), 2); // the add, and one merged move
        // The scene and the dock show the stored box.
        ui::DifferenceBoxItem *box = boxWithId(edited()->scene(), id);
        QVERIFY(box);
        QVERIFY(nearRect(box->mapRectToScene(box->rect()), moved));
        QCOMPARE(m_dock->model()->rowCount(), 2);

        m_doc->undoStack()->undo();
        QVERIFY(nearRect(m_doc->difference(id)->difference.box, drawn));
        box = boxWithId(edited()->scene(), id);
        QVERIFY(box);
        QVERIFY(nearRect(box->mapRectToScene(box->rect()), drawn));
        m_doc->undoStack()->undo();
        QVERIFY(!m_doc->difference(id));
        QVERIFY(!boxWithId(edited()->scene(), id));
        QCOMPARE(m_dock->model()->rowCount(), 1);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT count(*) FROM differences WHERE id = %1").arg(id)).toInt(), 0);
        m_doc->undoStack()->redo();
        m_doc->undoStack()->redo();
        QVERIFY(nearRect(m_doc->difference(id)->difference.box, moved));
        QVERIFY(boxWithId(edited()->scene(), id));
    }

    void cornerHandleResizesTheBox()
    {
        const qint64 id = drawBox(edited(), QPointF(40, 20), QPointF(80, 60));
        QVERIFY(id > 0);
        m_editors->setTool(ui::EditTool::Select);
        drag(edited(), QPointF(80, 60), QPointF(100, 90));
        QVERIFY2(nearRect(m_doc->difference(id)->difference.box, QRectF(40, 20, 60, 70)),
                 qPrintable(rectText(m_doc->difference(id)->difference.box)));
        // Detected boxes are not moved: a drag on one changes nothing.
        const QRectF detected = m_doc->difference(m_detected)->difference.box;
        drag(edited(), QPointF(140, 40), QPointF(150, 50));
        QCOMPARE(m_doc->difference(m_detected)->difference.box, detected);
    }

    void deleteKeyRemovesAndUndoRestoresTheSameId()
    {
        const qint64 id = drawBox(edited(), QPointF(40, 20), QPointF(80, 60));
        QVERIFY(id > 0);
        m_editors->setTool(ui::EditTool::Select);
        m_view->activateWindow();
        edited()->setFocus();
        QVERIFY(QTest::qWaitForWindowActive(m_view.get()));
        QCOMPARE(m_view->selectedDifference(), id);
        QTest::keyClick(edited()->viewport(), Qt::Key_Delete);
        QVERIFY(!m_doc->difference(id));
        QVERIFY(!boxWithId(edited()->scene(), id));
        QCOMPARE(m_dock->model()->rowOfDifference(id), -1);
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->difference(id));
        QVERIFY(boxWithId(edited()->scene(), id));
        QVERIFY(m_dock->model()->rowOfDifference(id) >= 0);
        // A detected box is rejected, never deleted.
        m_view->selectDifference(m_detected);
        m_editors->tools()->deleteAction()->trigger();
        QVERIFY(m_doc->difference(m_detected));
    }

    void dockReviewsAndLabelsTheSelectedDifference()
    {
        m_dock->selectDifference(m_detected);
        auto *accept = m_dock->findChild<QToolButton *>(QStringLiteral("AcceptButton"));
        auto *reject = m_dock->findChild<QToolButton *>(QStringLiteral("RejectButton"));
        auto *yes = m_dock->findChild<QToolButton *>(QStringLiteral("CoherentButton"));
        auto *no = m_dock->findChild<QToolButton *>(QStringLiteral("IncoherentButton"));
        QVERIFY(accept && reject && yes && no);
        QVERIFY(accept->isEnabled());
        const QString decisionSql =
            QStringLiteral("SELECT decision FROM difference_reviews WHERE difference_id = %1").arg(m_detected);
        QTest::mouseClick(accept, Qt::LeftButton);
        QCOMPARE(m_doc->review(m_detected, QStringLiteral("ann")), std::optional(core::ReviewDecision::Accepted));
        QCOMPARE(scalar(*m_doc, decisionSql).toString(), QStringLiteral("accepted"));
        const int row = m_dock->model()->rowOfDifference(m_detected);
        QCOMPARE(m_dock->model()->index(row, ui::DifferencesModel::ReviewColumn).data(ui::DifferencesModel::ReviewRole),
                 QVariant(QStringLiteral("accepted")));
        QTest::mouseClick(reject, Qt::LeftButton);
        QCOMPARE(scalar(*m_doc, decisionSql).toString(), QStringLiteral("rejected"));

        m_dock->rationaleEdit()->setText(QStringLiteral("the disk was asked for"));
        QTest::mouseClick(yes, Qt::LeftButton);
        const QString labelSql =
            QStringLiteral("SELECT coherent, rationale FROM coherence_labels WHERE difference_id = %1").arg(m_detected);
        QCOMPARE(scalar(*m_doc, labelSql).toInt(), 1);
        QCOMPARE(m_doc->coherence(m_detected, QStringLiteral("ann"))->rationale,
                 QStringLiteral("the disk was asked for"));
        QCOMPARE(m_dock->model()->index(row, ui::DifferencesModel::CoherenceColumn).data().toString(),
                 QStringLiteral("YES"));
        QTest::mouseClick(no, Qt::LeftButton);
        QCOMPARE(scalar(*m_doc, labelSql).toInt(), 0);
        // Relabel: op and description of the selected row.
        m_dock->opCombo()->setCurrentIndex(m_dock->opCombo()->findText(QStringLiteral("ADD")));
        Q_EMIT m_dock->opCombo()->activated(m_dock->opCombo()->currentIndex());
        QCOMPARE(m_doc->difference(m_detected)->difference.op, core::EditOp::Add);
        // Correcting a detector's box is the annotator's review "relabelled", undone with the relabel.
        QCOMPARE(m_doc->review(m_detected, QStringLiteral("ann")), std::optional(core::ReviewDecision::Relabelled));
        QCOMPARE(scalar(*m_doc, decisionSql).toString(), QStringLiteral("relabelled"));
        // The detector's own guess is kept for its evaluation; the dock says what a review makes of the box.
        QCOMPARE(m_doc->difference(m_detected)->difference.proposal->op, core::EditOp::Edit);
        auto *note = m_dock->findChild<QLabel *>(QStringLiteral("TruthNote"));
        QVERIFY(note);
        QVERIFY(note->text().contains(QStringLiteral("count as your annotation (truth)")));
        m_dock->descriptionEdit()->setText(QStringLiteral("red disk"));
        Q_EMIT m_dock->descriptionEdit()->editingFinished();
        QCOMPARE(m_doc->difference(m_detected)->difference.description, QStringLiteral("red disk"));
        QCOMPARE(m_dock->model()->index(row, ui::DifferencesModel::DescriptionColumn).data().toString(),
                 QStringLiteral("red disk"));
        // Undo walks back through all of it; the dock follows.
        m_doc->undoStack()->undo(); // description
        QCOMPARE(m_doc->review(m_detected, QStringLiteral("ann")), std::optional(core::ReviewDecision::Relabelled));
        m_doc->undoStack()->undo(); // op
        QCOMPARE(m_doc->difference(m_detected)->difference.op, core::EditOp::Edit);
        QCOMPARE(m_doc->review(m_detected, QStringLiteral("ann")), std::optional(core::ReviewDecision::Rejected));
        QCOMPARE(m_dock->model()->index(row, ui::DifferencesModel::DescriptionColumn).data().toString(),
                 QStringLiteral("disk"));
        while (m_doc->undoStack()->canUndo())
            m_doc->undoStack()->undo();
        QVERIFY(!m_doc->review(m_detected, QStringLiteral("ann")));
        QVERIFY(!m_doc->coherence(m_detected, QStringLiteral("ann")));
        QVERIFY(!m_dock->model()
                     ->index(row, ui::DifferencesModel::ReviewColumn)
                     .data(ui::DifferencesModel::ReviewRole)
                     .isValid());
    }

    void completeMarksTheOutputAndUndoTakesItBack()
    {
        QAction *complete = m_dock->completeAction();
        QVERIFY(complete->isEnabled());
        QVERIFY(!complete->isChecked());
        complete->trigger(); // checks it, then pushes the command
        QVERIFY(m_doc->isComplete(m_out, QStringLiteral("ann")));
        QVERIFY(complete->isChecked());
        QCOMPARE(m_doc->differenceStore().completeBy(m_out).value(), QStringList{QStringLiteral("ann")});
        m_doc->undoStack()->undo();
        QVERIFY(!m_doc->isComplete(m_out, QStringLiteral("ann")));
        QVERIFY(!complete->isChecked());
        m_doc->undoStack()->redo();
        QVERIFY(complete->isChecked());
        // Another annotator has not marked it.
        QVERIFY(m_doc->setAnnotator(QStringLiteral("other")));
        QVERIFY(!complete->isChecked());
    }

    void brushStrokeChangesTheStoredMaskAndUndoRestoresIt()
    {
        m_editors->setTool(ui::EditTool::Brush);
        m_editors->tools()->setMaskKind(QStringLiteral("edit"));
        m_editors->tools()->setBrushRadius(5);
        const core::MaskKey key{m_item.id, m_out, QStringLiteral("edit"), QStringLiteral("ann")};
        QVERIFY(m_doc->mask(key).isNull());
        drag(edited(), QPointF(30, 50), QPointF(110, 50));
        QCOMPARE(m_doc->undoStack()->count(), 1); // one drag, one step
        const QString rel = m_doc->differenceStore().maskPath(key).value();
        QVERIFY(!rel.isEmpty());
        const QImage stored(m_doc->store().paths().toAbsolute(rel));
        QCOMPARE(stored.size(), imageSize);
        QCOMPARE(qGray(stored.pixel(30, 50)), 255);
        QCOMPARE(qGray(stored.pixel(70, 50)), 255);
        QCOMPARE(qGray(stored.pixel(110, 53)), 255);
        QCOMPARE(qGray(stored.pixel(70, 60)), 0); // 10 px off a 5 px brush
        // The mask layer shows it: the painted pixel is tinted in the scene, the unpainted one is not.
        QImage render(imageSize, QImage::Format_RGB32);
        QPainter painter(&render);
        edited()->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(imageSize)),
                                  QRectF(QPointF(0, 0), QSizeF(imageSize)));
        painter.end();
        const QImage plain = sceneImage(false);
        QVERIFY(qAbs(qRed(render.pixel(70, 50)) - qRed(plain.pixel(70, 50))) > 20);
        QCOMPARE(render.pixel(70, 70), plain.pixel(70, 70));
        // A second drag erases part of it: a second step; undo restores the pixels.
        m_editors->setTool(ui::EditTool::Eraser);
        drag(edited(), QPointF(70, 40), QPointF(70, 60));
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(qGray(m_doc->mask(key).pixel(70, 50)), 0);
        m_doc->undoStack()->undo();
        QCOMPARE(qGray(m_doc->mask(key).pixel(70, 50)), 255);
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->mask(key).isNull());
    }

    void grabCutBoxBecomesAMaskInsideTheBox()
    {
        m_editors->setTool(ui::EditTool::BoxToMask);
        m_editors->tools()->setMaskKind(QStringLiteral("origin"));
        auto *editor = m_view->findChild<ui::MaskEditor *>();
        QVERIFY(editor);
        QSignalSpy finished(editor, &ui::MaskEditor::segmentationFinished);
        const QRect box(30, 20, 62, 62); // around the disk at (60, 50), r 18
        drag(original(), box.topLeft(), box.topLeft() + QPoint(box.width(), box.height()));
        QVERIFY(editor->segmenting() || !finished.isEmpty());
        QVERIFY(finished.wait(20000) || !finished.isEmpty());
        const core::MaskKey key{m_item.id, m_out, QStringLiteral("origin"), QStringLiteral("ann")};
        const QImage mask = m_doc->mask(key);
        QCOMPARE(mask.size(), imageSize);
        int inside = 0;
        int outside = 0;
        for (int y = 0; y < mask.height(); ++y)
            for (int x = 0; x < mask.width(); ++x)
                if (qGray(mask.pixel(x, y)) != 0)
                    (box.adjusted(-1, -1, 1, 1).contains(x, y) ? inside : outside) += 1;
        QCOMPARE(outside, 0);
        QVERIFY(inside > 0);
        QCOMPARE(qGray(mask.pixel(diskCentre)), 255);
        // The disk, not the whole box: a box corner is background (a filled box would be the fallback).
        QCOMPARE(qGray(mask.pixel(box.topLeft() + QPoint(2, 2))), 0);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->mask(key).isNull());
    }

    /// For docs/screenshots/editing.png: with EDITLENS_EDIT_STUDY (a study file, e.g. `editlens-cli demo DIR`) and
    /// EDITLENS_EDIT_SCREENSHOT (a PNG path) set, draws a box and paints a mask on the first item and saves the view
    /// and the dock.
    void screenshotOfEditing()
    {
        const QString file = qEnvironmentVariable("EDITLENS_EDIT_STUDY");
        const QString png = qEnvironmentVariable("EDITLENS_EDIT_SCREENSHOT");
        if (file.isEmpty() || png.isEmpty())
            QSKIP("set EDITLENS_EDIT_STUDY and EDITLENS_EDIT_SCREENSHOT to save a screenshot of editing");
        cleanup();
        auto store = core::StudyStore::open(file);
        QVERIFY(store);
        const QString root = store.value()->rootDir();
        const auto summaries = store.value()->itemSummaries();
        QVERIFY(summaries && !summaries.value().isEmpty());
        const auto item = store.value()->loadItem(summaries.value().constFirst().id);
        QVERIFY(item && !item.value().outputs.isEmpty());
        core::StudyDocument doc(std::move(store).value());
        QVERIFY(doc.setAnnotator(QStringLiteral("alice")));
        QWidget window;
        auto *layout = new QHBoxLayout(&window);
        auto *view = new ui::ComparisonView(&window);
        auto *dock = new ui::DifferencesDock(&window);
        layout->addWidget(view, 3);
        layout->addWidget(dock, 1);
        connect(view, &ui::ComparisonView::differenceSelected, dock, &ui::DifferencesDock::selectDifference);
        auto *editors = new ui::ComparisonEditors(view);
        connect(editors, &ui::ComparisonEditors::differenceDrawn, dock, &ui::DifferencesDock::editDifference);
        view->setStudyRoot(root);
        editors->setDocument(&doc);
        dock->setDocument(&doc);
        window.resize(1500, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy shown(view, &ui::ComparisonView::itemShown);
        view->showItem(item.value(), 0);
        QVERIFY(shown.wait(10000));
        dock->setOutput(item.value().outputs.constFirst().id, item.value().outputs.constFirst().differences);
        QGraphicsView *out = view->views().at(1);
        const QSizeF f = view->frameSize();
        editors->setTool(ui::EditTool::Brush);
        editors->tools()->setBrushRadius(f.width() / 40);
        drag(out, QPointF(f.width() * 0.15, f.height() * 0.75), QPointF(f.width() * 0.35, f.height() * 0.8));
        editors->setTool(ui::EditTool::DrawBox);
        drag(out, QPointF(f.width() * 0.55, f.height() * 0.55), QPointF(f.width() * 0.85, f.height() * 0.9));
        const qint64 id = view->selectedDifference();
        QVERIFY(id > 0);
        dock->descriptionEdit()->setText(QStringLiteral("new shadow"));
        Q_EMIT dock->descriptionEdit()->editingFinished();
        editors->setTool(ui::EditTool::Select);
        view->selectDifference(id);
        dock->selectDifference(id);
        QTest::qWait(200);
        // 256 colours (Qt's palette, ordered dither) keep the PNG small enough for the repository.
        const QImage shot = window.grab().toImage().convertToFormat(QImage::Format_Indexed8, Qt::OrderedDither);
        QVERIFY(shot.save(png));
    }
};

QTEST_MAIN(TestDifferenceEditing)
#include "tst_differenceediting.moc"
