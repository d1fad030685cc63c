// JudgementRecorder on a real StudyDocument: ratings and preferences go through the undo stack and are read back from
// the document, its signals carry only the current annotator's judgements; and the scale, Tab-order and pair helpers.
#include "annotate/judgementrecorder.h"
#include "annotationfixture.h"
#include "document/commands/ratingcommands.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace editlens;

class TestJudgementRecorder : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    std::unique_ptr<core::StudyDocument> m_doc;
    core::Item m_item; ///< the first item, with three outputs
    core::RubricDimension m_dimension = core::rubricPreset(core::RubricPreset::Bpm).dimensions.value(0);

private Q_SLOTS:
    void init()
    {
        auto store = makeAnnotationStudy(m_dir.filePath(QStringLiteral("s%1.editlens").arg(m_n++)), 2, 3);
        m_doc = std::make_unique<core::StudyDocument>(std::move(store));
        EL_VERIFY_OK(m_doc->setAnnotator(QStringLiteral("ann")));
        m_item = m_doc->store().loadItem(m_doc->store().itemSummaries().value().front().id).value();
        QCOMPARE(m_item.outputs.size(), 3);
        QVERIFY(!m_dimension.name.isEmpty());
    }
    void cleanup() { m_doc.reset(); }

    void rateSavesThroughTheUndoStackAndReadsBack()
    {
        ui::JudgementRecorder recorder;
        recorder.setDocument(m_doc.get());
        QSignalSpy changed(&recorder, &ui::JudgementRecorder::ratingChanged);
        const qint64 output = m_item.outputs[1].id;

        QVERIFY(recorder.rate(output, m_dimension, 4.0));
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(recorder.rating(output, m_dimension), std::optional<double>(4.0));
        QCOMPARE(m_doc->rating(output, m_dimension.name, QStringLiteral("ann")), std::optional<double>(4.0));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0][0].toLongLong(), output);
        QCOMPARE(changed[0][1].toString(), m_dimension.name);

        m_doc->undoStack()->undo();
        QCOMPARE(recorder.rating(output, m_dimension), std::nullopt);
        QCOMPARE(changed.size(), 2);

        QVERIFY(recorder.rate(output, m_dimension, 4.0));
        QVERIFY(recorder.rate(output, m_dimension, std::nullopt)); // clearing
        QCOMPARE(recorder.rating(output, m_dimension), std::nullopt);
    }

    void rateRefusesOffScaleValuesAndMissingDocument()
    {
        ui::JudgementRecorder recorder;
        const qint64 output = m_item.outputs[0].id;
        QVERIFY(!recorder.rate(output, m_dimension, 3.0)); // no document
        QCOMPARE(recorder.rating(output, m_dimension), std::nullopt);
        QCOMPARE(recorder.annotator(), QString());

        recorder.setDocument(m_doc.get());
        QCOMPARE(recorder.annotator(), QStringLiteral("ann"));
        QVERIFY(!recorder.rate(output, m_dimension, m_dimension.scaleMax + 1.0));
        QVERIFY(!recorder.rate(output, m_dimension, m_dimension.scaleMin + m_dimension.step / 2));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        QCOMPARE(recorder.rating(output, m_dimension), std::nullopt);
    }

    void signalsCarryOnlyTheCurrentAnnotatorsJudgements()
    {
        ui::JudgementRecorder recorder;
        recorder.setDocument(m_doc.get());
        QSignalSpy ratings(&recorder, &ui::JudgementRecorder::ratingChanged);
        QSignalSpy preferences(&recorder, &ui::JudgementRecorder::preferenceChanged);
        QSignalSpy documentRatings(m_doc.get(), &core::StudyDocument::ratingChanged);
        QSignalSpy documentPreferences(m_doc.get(), &core::StudyDocument::preferenceChanged);
        const qint64 output = m_item.outputs[0].id;
        const core::PlanPair pair{m_item.outputs[0].id, m_item.outputs[1].id};

        // Another annotator's judgements on the same document (a second window on the study) are not heard.
        m_doc->undoStack()->push(
            new core::SetRatingCommand(m_doc.get(), output, m_dimension.name, QStringLiteral("other"), 2.0));
        core::PreferenceKey otherKey = recorder.preferenceKey(m_item.id, pair, m_dimension);
        otherKey.annotator = QStringLiteral("other");
        m_doc->undoStack()->push(
            new core::SetPreferenceCommand(m_doc.get(), otherKey,
                                           core::StudyPlan::preferenceValue(pair, core::PairSide::Right)));
        QCOMPARE(documentRatings.size(), 1);
        QCOMPARE(documentPreferences.size(), 1);
        QCOMPARE(ratings.size(), 0);
        QCOMPARE(preferences.size(), 0);
        QCOMPARE(recorder.rating(output, m_dimension), std::nullopt);
        QCOMPARE(recorder.preferredSide(m_item.id, pair, m_dimension), std::nullopt);

        // The current annotator's are.
        QVERIFY(recorder.rate(output, m_dimension, 3.0));
        QVERIFY(recorder.prefer(m_item.id, pair, m_dimension, core::PairSide::Tie));
        QCOMPARE(ratings.size(), 1);
        QCOMPARE(preferences.size(), 1);
        QCOMPARE(preferences[0][0].value<core::PreferenceKey>().annotator, QStringLiteral("ann"));

        recorder.setDocument(nullptr); // a detached recorder hears nothing
        m_doc->undoStack()->undo();
        QCOMPARE(documentPreferences.size(), 3);
        QCOMPARE(preferences.size(), 1);
    }

    void preferRecordsTheSideAsShown()
    {
        ui::JudgementRecorder recorder;
        recorder.setDocument(m_doc.get());
        // The later output (output B of the key) on the left: "left is better" is stored as B, with the left output
        // recorded, and read back as the left side.
        const core::PlanPair shown{m_item.outputs[2].id, m_item.outputs[0].id};
        QVERIFY(shown.leftOutput > shown.rightOutput);
        QCOMPARE(recorder.preferredSide(m_item.id, shown, m_dimension), std::nullopt);

        QVERIFY(recorder.prefer(m_item.id, shown, m_dimension, core::PairSide::Left));
        QCOMPARE(recorder.preferredSide(m_item.id, shown, m_dimension), std::optional(core::PairSide::Left));
        const core::PreferenceKey key = recorder.preferenceKey(m_item.id, shown, m_dimension);
        QCOMPARE(key.outputA, shown.rightOutput);
        QCOMPARE(key.annotator, QStringLiteral("ann"));
        const auto stored = recorder.preference(key);
        QVERIFY(stored.has_value());
        QVERIFY(stored->choice == core::PreferenceChoice::B);
        QCOMPARE(stored->leftOutput, shown.leftOutput);

        QVERIFY(recorder.prefer(m_item.id, shown, m_dimension, std::nullopt));
        QCOMPARE(recorder.preferredSide(m_item.id, shown, m_dimension), std::nullopt);

        recorder.setDocument(nullptr);
        QVERIFY(!recorder.prefer(m_item.id, shown, m_dimension, core::PairSide::Right));
    }

    void scaleIndexFindsTheValueOnTheScale()
    {
        core::RubricDimension dim;
        dim.scaleMin = 0.0;
        dim.scaleMax = 2.0;
        dim.step = 0.5; // 0, 0.5, 1, 1.5, 2
        QCOMPARE(ui::scaleIndexOf(dim, 0.0), 0);
        QCOMPARE(ui::scaleIndexOf(dim, 1.5), 3);
        QCOMPARE(ui::scaleIndexOf(dim, 2.0), 4);
        QCOMPARE(ui::scaleIndexOf(dim, 1.25), -1);
        QCOMPARE(ui::scaleIndexOf(dim, 3.0), -1);
        QCOMPARE(ui::scaleIndexOf(dim, std::nullopt), -1);
    }

    void stepQuestionWrapsAcrossPages_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<int>("question");
        QTest::addColumn<int>("delta");
        QTest::addColumn<int>("expectedPage");
        QTest::addColumn<int>("expectedQuestion");
        // Three pages of five questions.
        QTest::newRow("next question") << 0 << 1 << 1 << 0 << 2;
        QTest::newRow("last question to next page") << 0 << 4 << 1 << 1 << 0;
        QTest::newRow("first question back to previous page") << 1 << 0 << -1 << 0 << 4;
        QTest::newRow("last of all wraps to first") << 2 << 4 << 1 << 0 << 0;
        QTest::newRow("first of all wraps to last") << 0 << 0 << -1 << 2 << 4;
        QTest::newRow("stay") << 1 << 3 << 0 << 1 << 3;
        QTest::newRow("more than a round") << 0 << 0 << 16 << 0 << 1;
    }

    void stepQuestionWrapsAcrossPages()
    {
        QFETCH(int, page);
        QFETCH(int, question);
        QFETCH(int, delta);
        QFETCH(int, expectedPage);
        QFETCH(int, expectedQuestion);
        const auto next = ui::stepQuestion(page, question, 3, 5, delta);
        QVERIFY(next.has_value());
        QCOMPARE(next->first, expectedPage);
        QCOMPARE(next->second, expectedQuestion);
    }

    void stepQuestionWithoutQuestionsGoesNowhere()
    {
        QCOMPARE(ui::stepQuestion(0, 0, 0, 5, 1), std::nullopt);
        QCOMPARE(ui::stepQuestion(0, 0, 3, 0, 1), std::nullopt);
    }

    void plannedPairsPreferThePlannedSchedule()
    {
        core::PlanAssignment planned;
        planned.itemId = m_item.id;
        planned.pairs = {{m_item.outputs[2].id, m_item.outputs[1].id}};
        core::PlanAssignment other;
        other.itemId = m_item.id + 1;
        other.pairs = {{1, 2}, {3, 4}};

        const auto pairs = ui::plannedPairs({other, planned}, m_item, 7, QStringLiteral("ann"));
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs[0].leftOutput, m_item.outputs[2].id);
        QCOMPARE(pairs[0].rightOutput, m_item.outputs[1].id);

        // Without a schedule for the item: every pair of its three outputs once, either way round.
        const auto all = ui::plannedPairs({other}, m_item, 7, QStringLiteral("ann"));
        QCOMPARE(all.size(), 3);
        QSet<QPair<qint64, qint64>> seen;
        for (const core::PlanPair &p : all) {
            QVERIFY(p.leftOutput != p.rightOutput);
            seen.insert(qMakePair(std::min(p.leftOutput, p.rightOutput), std::max(p.leftOutput, p.rightOutput)));
        }
        QCOMPARE(seen.size(), 3);
    }
};

QTEST_MAIN(TestJudgementRecorder)
#include "tst_judgementrecorder.moc"
