// Every annotation command: redo, undo, redo again, mergeWith and the obsolete case, with the
// database rows checked after each step.
#include "annotationfixture.h"
#include "document/commands/differencecommands.h"
#include "document/commands/maskcommands.h"
#include "document/commands/ratingcommands.h"
#include "document/studydocument.h"
#include "study/plan.h"
#include "testutil.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

QVariant scalar(StudyDocument &doc, const QString &sql)
{
    QSqlQuery q(doc.store().database());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

qint64 count(StudyDocument &doc, const QString &table)
{
    return scalar(doc, QStringLiteral("SELECT count(*) FROM ") + table).toLongLong();
}

} // namespace

class TestUndoCommands : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<StudyDocument> m_doc;
    qint64 m_out = 0;  // first output of the first item
    qint64 m_out2 = 0; // second output of the first item
    qint64 m_item = 0;

    QVariant ratingValue()
    {
        return scalar(*m_doc, QStringLiteral("SELECT r.value FROM ratings r JOIN dimensions d ON d.id = r.dimension_id"
                                             " WHERE d.name = 'overall' AND r.output_id = %1")
                                  .arg(m_out));
    }

    qint64 addDetectedDifference()
    {
        Difference d;
        d.op = EditOp::Add;
        d.description = QStringLiteral("vase");
        d.box = QRectF(10, 10, 20, 20);
        d.originKind = OriginKind::Detector;
        d.origin = QStringLiteral("dice");
        return m_doc->differenceStore().addDifference(m_out, d).value();
    }

private Q_SLOTS:
    void init()
    {
        auto store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("s%1.editlens").arg(m_n++)), 2, 2);
        m_doc = std::make_unique<StudyDocument>(std::move(store));
        EL_VERIFY_OK(m_doc->setAnnotator(QStringLiteral("ann")));
        const Item item = m_doc->store().loadItem(m_doc->store().itemSummaries().value().front().id).value();
        m_item = item.id;
        m_out = item.outputs[0].id;
        m_out2 = item.outputs[1].id;
    }
    void cleanup() { m_doc.reset(); }

    void setRatingRedoUndoRedo()
    {
        QSignalSpy changed(m_doc.get(), &StudyDocument::ratingChanged);
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 4.0));
        QCOMPARE(ratingValue().toDouble(), 4.0);
        QCOMPARE(changed.count(), 1);
        m_doc->undoStack()->undo();
        QVERIFY(!ratingValue().isValid());
        QCOMPARE(count(*m_doc, QStringLiteral("ratings")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(ratingValue().toDouble(), 4.0);
        QCOMPARE(changed.count(), 3);
    }

    void consecutiveRatingsMergeIntoOneStep()
    {
        auto *first = new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 3.0);
        m_doc->undoStack()->push(first);
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 5.0));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(!first->oldValue().has_value());
        QCOMPARE(*first->newValue(), 5.0);
        QCOMPARE(ratingValue().toDouble(), 5.0);
        // Another dimension does not merge.
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("size"), QStringLiteral("ann"), 2.0));
        QCOMPARE(m_doc->undoStack()->count(), 2);
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("ratings")), 0);
    }

    void ratingSetBackToPreviousValueIsObsolete()
    {
        EL_VERIFY_OK(m_doc->store().setRating(m_out, QStringLiteral("overall"), QStringLiteral("ann"), 2.0));
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 2.0));
        QCOMPARE(m_doc->undoStack()->count(), 0); // same value: no step
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 4.0));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 2.0));
        QCOMPARE(m_doc->undoStack()->count(), 0); // merged back to where it started
        QCOMPARE(ratingValue().toDouble(), 2.0);
    }

    void failedRatingWriteIsObsoleteAndReported()
    {
        QSignalSpy failed(m_doc.get(), &StudyDocument::writeFailed);
        QSignalSpy changed(m_doc.get(), &StudyDocument::ratingChanged);
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 9.0));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(count(*m_doc, QStringLiteral("ratings")), 0);
    }

    void submittedItemIsLockedUntilRevised()
    {
        EL_VERIFY_OK(m_doc->submitItem(m_item));
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 3.0));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(count(*m_doc, QStringLiteral("ratings")), 0);
        EL_VERIFY_OK(m_doc->reviseItem(m_item, QStringLiteral("typo")));
        m_doc->undoStack()->push(
            new SetRatingCommand(m_doc.get(), m_out, QStringLiteral("overall"), QStringLiteral("ann"), 3.0));
        QCOMPARE(ratingValue().toDouble(), 3.0);
        QCOMPARE(count(*m_doc, QStringLiteral("revise_log")), 1);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT reason FROM revise_log")).toString(), QStringLiteral("typo"));
    }

    void preferenceRedoUndoMergeObsolete()
    {
        const PreferenceKey key{m_item, m_out, m_out2, QStringLiteral("overall"), QStringLiteral("ann")};
        auto *cmd = new SetPreferenceCommand(m_doc.get(), key, PreferenceValue{PreferenceChoice::A, m_out2});
        m_doc->undoStack()->push(cmd);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT choice FROM preferences")).toString(), QStringLiteral("A"));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT left_output FROM preferences")).toLongLong(), m_out2);
        m_doc->undoStack()->push(
            new SetPreferenceCommand(m_doc.get(), key, PreferenceValue{PreferenceChoice::Tie, m_out2}));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(cmd->newValue() && cmd->newValue()->choice == PreferenceChoice::Tie);
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("preferences")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT choice FROM preferences")).toString(), QStringLiteral("tie"));
        m_doc->undoStack()->push(
            new SetPreferenceCommand(m_doc.get(), key, PreferenceValue{PreferenceChoice::Tie, m_out2}));
        QCOMPARE(m_doc->undoStack()->count(), 1); // unchanged: obsolete
        m_doc->undoStack()->push(new SetPreferenceCommand(m_doc.get(), key, std::nullopt));
        QCOMPARE(m_doc->undoStack()->count(), 0); // merged back to "none"
        QCOMPARE(count(*m_doc, QStringLiteral("preferences")), 0);
    }

    void addDifferenceUndoRedoKeepsId()
    {
        Difference d;
        d.op = EditOp::Remove;
        d.description = QStringLiteral("cup");
        d.box = QRectF(1, 2, 30, 40);
        d.originKind = OriginKind::Annotator;
        d.origin = QStringLiteral("ann");
        auto *cmd = new AddDifferenceCommand(m_doc.get(), m_out, d);
        m_doc->undoStack()->push(cmd);
        const qint64 id = cmd->differenceId();
        QVERIFY(id > 0);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT op || ' ' || description FROM differences")),
                 QVariant(QStringLiteral("REMOVE cup")));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT x1 FROM differences")).toDouble(), 31.0);
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("differences")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT id FROM differences")).toLongLong(), id);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT origin_kind FROM differences")).toString(),
                 QStringLiteral("annotator"));
    }

    void dragsOfOneBoxMergeAndObsoleteWhenBack()
    {
        const qint64 id = addDetectedDifference();
        auto *move = new MoveResizeDifferenceCommand(m_doc.get(), id, QRectF(12, 10, 20, 20));
        m_doc->undoStack()->push(move);
        m_doc->undoStack()->push(new MoveResizeDifferenceCommand(m_doc.get(), id, QRectF(15, 11, 25, 20)));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(move->oldBox(), QRectF(10, 10, 20, 20));
        QCOMPARE(move->newBox(), QRectF(15, 11, 25, 20));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT x1 FROM differences")).toDouble(), 40.0);
        m_doc->undoStack()->undo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT x0 FROM differences")).toDouble(), 10.0);
        m_doc->undoStack()->redo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT x0 FROM differences")).toDouble(), 15.0);
        m_doc->undoStack()->push(new MoveResizeDifferenceCommand(m_doc.get(), id, QRectF(10, 10, 20, 20)));
        QCOMPARE(m_doc->undoStack()->count(), 0); // dragged back: nothing to undo
    }

    void deleteDifferenceRestoresRowLabelsAndReview()
    {
        const qint64 id = addDetectedDifference();
        EL_VERIFY_OK(m_doc->differenceStore().setCoherence(
            id, QStringLiteral("ann"), CoherenceLabel{false, QStringLiteral("not asked"), OriginKind::Annotator, {}}));
        EL_VERIFY_OK(m_doc->differenceStore().setReview(id, QStringLiteral("ann"), ReviewDecision::Rejected));
        auto *cmd = new DeleteDifferenceCommand(m_doc.get(), id);
        m_doc->undoStack()->push(cmd);
        QCOMPARE(count(*m_doc, QStringLiteral("differences")), 0);
        QCOMPARE(count(*m_doc, QStringLiteral("coherence_labels")), 0);
        QCOMPARE(count(*m_doc, QStringLiteral("difference_reviews")), 0);
        m_doc->undoStack()->undo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT id FROM differences")).toLongLong(), id);
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT origin FROM differences")).toString(), QStringLiteral("dice"));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT rationale FROM coherence_labels")).toString(),
                 QStringLiteral("not asked"));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT decision FROM difference_reviews")).toString(),
                 QStringLiteral("rejected"));
        m_doc->undoStack()->redo();
        QCOMPARE(count(*m_doc, QStringLiteral("differences")), 0);
    }

    void relabelRedoUndoAndObsolete()
    {
        const qint64 id = addDetectedDifference();
        m_doc->undoStack()->push(new RelabelDifferenceCommand(m_doc.get(), id, EditOp::Edit, QStringLiteral("jar")));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT op || ':' || description FROM differences")).toString(),
                 QStringLiteral("EDIT:jar"));
        m_doc->undoStack()->undo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT op || ':' || description FROM differences")).toString(),
                 QStringLiteral("ADD:vase"));
        m_doc->undoStack()->redo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT op FROM differences")).toString(), QStringLiteral("EDIT"));
        m_doc->undoStack()->push(new RelabelDifferenceCommand(m_doc.get(), id, EditOp::Edit, QStringLiteral("jar")));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void acceptRejectRedoUndoAndObsolete()
    {
        const qint64 id = addDetectedDifference();
        m_doc->undoStack()->push(
            new AcceptRejectDifferenceCommand(m_doc.get(), id, QStringLiteral("ann"), ReviewDecision::Accepted));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT decision FROM difference_reviews")).toString(),
                 QStringLiteral("accepted"));
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("difference_reviews")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(count(*m_doc, QStringLiteral("difference_reviews")), 1);
        m_doc->undoStack()->push(
            new AcceptRejectDifferenceCommand(m_doc.get(), id, QStringLiteral("ann"), ReviewDecision::Accepted));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void coherenceEditsMergeAndUndoToNone()
    {
        const qint64 id = addDetectedDifference();
        auto *cmd = new SetCoherenceCommand(m_doc.get(), id, QStringLiteral("ann"),
                                            CoherenceLabel{true, QStringLiteral("a"), OriginKind::Annotator, {}});
        m_doc->undoStack()->push(cmd);
        m_doc->undoStack()->push(
            new SetCoherenceCommand(m_doc.get(), id, QStringLiteral("ann"),
                                    CoherenceLabel{true, QStringLiteral("asked"), OriginKind::Annotator, {}}));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(cmd->newLabel()->rationale, QStringLiteral("asked"));
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT rationale FROM coherence_labels")).toString(),
                 QStringLiteral("asked"));
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("coherence_labels")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(scalar(*m_doc, QStringLiteral("SELECT coherent FROM coherence_labels")).toInt(), 1);
        m_doc->undoStack()->push(new SetCoherenceCommand(m_doc.get(), id, QStringLiteral("ann"), std::nullopt));
        QCOMPARE(m_doc->undoStack()->count(), 0); // merged back to no label
    }

    void maskStrokesOfOneDragMergeAndUndoDeletesFile()
    {
        const MaskKey key{m_item, m_out, QStringLiteral("edit"), QStringLiteral("ann")};
        auto *first =
            new MaskStrokeCommand(m_doc.get(), key, MaskStroke{{QPointF(10, 10)}, 3, false, 7}, QSize(64, 48));
        m_doc->undoStack()->push(first);
        m_doc->undoStack()->push(
            new MaskStrokeCommand(m_doc.get(), key, MaskStroke{{QPointF(50, 30)}, 3, false, 7}, QSize(64, 48)));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(first->before().isNull());
        QCOMPARE(qGray(first->after().pixel(10, 10)), 255);
        QCOMPARE(qGray(first->after().pixel(50, 30)), 255);
        QCOMPARE(qGray(first->after().pixel(30, 20)), 0);
        const QString rel = scalar(*m_doc, QStringLiteral("SELECT path FROM masks")).toString();
        const QString abs = m_doc->store().paths().toAbsolute(rel);
        QVERIFY(QFileInfo::exists(abs));
        const QImage stored = m_doc->mask(key);
        QCOMPARE(stored.size(), QSize(64, 48));
        QCOMPARE(qGray(stored.pixel(50, 30)), 255);
        m_doc->undoStack()->undo();
        QCOMPARE(count(*m_doc, QStringLiteral("masks")), 0);
        QVERIFY(!QFileInfo::exists(abs));
        m_doc->undoStack()->redo();
        QCOMPARE(count(*m_doc, QStringLiteral("masks")), 1);
        QCOMPARE(qGray(m_doc->mask(key).pixel(10, 10)), 255);
        // A new drag is a new step; erasing restores black.
        m_doc->undoStack()->push(
            new MaskStrokeCommand(m_doc.get(), key, MaskStroke{{QPointF(10, 10)}, 4, true, 8}, QSize(64, 48)));
        QCOMPARE(m_doc->undoStack()->count(), 2);
        QCOMPARE(qGray(m_doc->mask(key).pixel(10, 10)), 0);
        m_doc->undoStack()->undo();
        QCOMPARE(qGray(m_doc->mask(key).pixel(10, 10)), 255);
        QCOMPARE(count(*m_doc, QStringLiteral("masks")), 1);
    }

    void maskRegionUnitesRedoUndoAndObsolete()
    {
        const MaskKey key{m_item, m_out, QStringLiteral("origin"), QStringLiteral("ann")};
        QImage region(64, 48, QImage::Format_Grayscale8);
        region.fill(0);
        for (int y = 5; y < 15; ++y)
            for (int x = 20; x < 40; ++x)
                region.setPixel(x, y, qRgb(1, 1, 1)); // any non-zero grey counts
        auto *add = new MaskRegionCommand(m_doc.get(), key, region, QSize(64, 48));
        m_doc->undoStack()->push(add);
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QVERIFY(add->before().isNull());
        const QImage stored = m_doc->mask(key);
        QCOMPARE(qGray(stored.pixel(20, 5)), 255);
        QCOMPARE(qGray(stored.pixel(39, 14)), 255);
        QCOMPARE(qGray(stored.pixel(40, 14)), 0);
        QCOMPARE(qGray(stored.pixel(19, 5)), 0);
        // The same region again adds nothing: obsolete, not a step.
        m_doc->undoStack()->push(new MaskRegionCommand(m_doc.get(), key, region, QSize(64, 48)));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        m_doc->undoStack()->undo();
        QVERIFY(m_doc->mask(key).isNull());
        QCOMPARE(count(*m_doc, QStringLiteral("masks")), 0);
        m_doc->undoStack()->redo();
        QCOMPARE(qGray(m_doc->mask(key).pixel(30, 10)), 255);
        // A region of another size is refused rather than stretched.
        m_doc->undoStack()->push(
            new MaskRegionCommand(m_doc.get(), key, QImage(10, 10, QImage::Format_Grayscale8), QSize(64, 48)));
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestUndoCommands)
#include "tst_undocommands.moc"
