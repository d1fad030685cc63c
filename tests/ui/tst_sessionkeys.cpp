// The keys of an annotator's session, checked against what the study stores. ←/→ move a highlight over the answers
// of the question in focus and store nothing; Space / Return store the highlighted answer; digits store the n-th
// answer. In a pairwise question Shift+← / Shift+→ / Shift+↓ / B store left / right / about the same / both bad,
// the workbench's keys for the same answers.
#include "annotate/pairwisepanel.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "opensession.h"
#include "session/annotatorwindow.h"
#include "session/choicerow.h"
#include "session/preferencesurface.h"
#include "session/ratingsurface.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/plan.h"
#include "testutil.h"
#include "widgettexts.h"

#include <QApplication>
#include <QFile>
#include <QMap>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

/// Two items with two outputs each and BPM's five questions, planned for one annotator: "rater" rates them, or
/// "pairer" compares their outputs (`preference`).
core::Result<QString> makeStudy(const QTemporaryDir &dir, const core::FormatRegistry &registry, bool preference)
{
    QImage src(40, 30, QImage::Format_RGB32);
    src.fill(Qt::white);
    QImage out(40, 30, QImage::Format_RGB32);
    out.fill(Qt::blue);
    if (!src.save(dir.filePath(QStringLiteral("src.png"))) || !out.save(dir.filePath(QStringLiteral("out.png"))))
        return core::Error{QStringLiteral("cannot write the test images")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    for (int i = 0; i < 2; ++i)
        manifest.write(QStringLiteral("{\"id\":\"it%1\",\"source\":\"src.png\",\"instruction\":\"make it blue\","
                                      "\"outputs\":[{\"system\":\"S1\",\"path\":\"out.png\"},"
                                      "{\"system\":\"S2\",\"path\":\"out.png\"}]}\n")
                           .arg(i)
                           .toUtf8());
    manifest.close();
    const QString file =
        dir.filePath(preference ? QStringLiteral("pairs.editlens") : QStringLiteral("ratings.editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
        !imported)
        return imported.error();
    core::RubricStore rubrics(*store.value());
    if (core::Status s = rubrics.save(core::rubricPreset(core::RubricPreset::Bpm)); !s)
        return s.error();
    if (core::Status s = rubrics.setActive(QStringLiteral("bpm")); !s)
        return s.error();
    core::PlanOptions options;
    options.settings.seed = 7;
    options.settings.breakMinutes = 0;
    options.settings.preference = preference;
    if (core::Status s =
            core::StudyPlan::create(*store.value(), {preference ? QStringLiteral("pairer") : QStringLiteral("rater")},
                                    options);
        !s)
        return s.error();
    return file;
}

/// Rows of `sql` as "first column=second column", in the query's order (a second connection to the study file).
QStringList stored(const QString &file, const QString &sql)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return {QStringLiteral("cannot open: ") + store.error().toString()};
    QSqlQuery q(store.value()->database());
    if (!q.exec(sql))
        return {QStringLiteral("query failed")};
    QStringList rows;
    while (q.next())
        rows << q.value(0).toString() + QLatin1Char('=') + q.value(1).toString();
    return rows;
}

QStringList storedRatings(const QString &file)
{
    return stored(file, QStringLiteral("SELECT d.name, r.value FROM ratings r JOIN dimensions d ON d.id = "
                                       "r.dimension_id JOIN annotators a ON a.id = r.annotator_id WHERE a.name = "
                                       "'rater' ORDER BY d.name"));
}

/// The stored preferences of "pairer" per dimension: the id of the output preferred, or "tie" / "both_bad".
QStringList storedPreferences(const QString &file)
{
    return stored(file, QStringLiteral("SELECT p.dimension, CASE p.choice WHEN 'A' THEN p.output_a WHEN 'B' THEN "
                                       "p.output_b ELSE p.choice END FROM preferences p JOIN annotators a ON a.id = "
                                       "p.annotator_id WHERE a.name = 'pairer' ORDER BY p.dimension"));
}

} // namespace

class TestSessionKeys : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ratings; ///< planned for "rater"
    QString m_pairs;   ///< planned for "pairer"

    /// Presses `key` where the keyboard focus is.
    static void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, Qt::Key(key), modifiers);
    }

    static bool openTask(ui::AnnotatorWindow &window, const QString &file, const QString &annotator)
    {
        return testing::openSessionTask(window, file, annotator);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        core::FormatRegistry registry;
        registry.registerBuiltins();
        auto ratings = makeStudy(m_dir, registry, false);
        EL_VERIFY_OK(ratings);
        m_ratings = ratings.value();
        auto pairs = makeStudy(m_dir, registry, true);
        EL_VERIFY_OK(pairs);
        m_pairs = pairs.value();
    }

    void arrowsMoveTheHighlightAndStoreNoRating()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window, m_ratings, QStringLiteral("rater")));
        ui::RatingSurface *surface = window.ratingSurface();
        QVERIFY(!window.isPreferenceItem());
        ui::ChoiceRow *overall = surface->row(0);
        QTRY_VERIFY(overall->hasFocus());
        QCOMPARE(overall->choiceCount(), 5);

        // Unanswered: → stores nothing (in the study, not only on screen) and highlights the first answer.
        press(Qt::Key_Right);
        QCOMPARE(storedRatings(m_ratings), QStringList());
        QCOMPARE(surface->savedValue(0, 0), std::nullopt);
        QCOMPARE(surface->focusedDimension(), 0);
        QCOMPARE(overall->highlighted(), 0);
        // ← and → move the highlight; Shift changes nothing for a rating question.
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        QCOMPARE(overall->highlighted(), 2);
        press(Qt::Key_Left);
        press(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(overall->highlighted(), 0);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        press(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(overall->highlighted(), 3);
        // Nothing is stored and the focus stays on the question.
        QCOMPARE(overall->selected(), -1);
        QCOMPARE(surface->savedValue(0, 0), std::nullopt);
        QCOMPARE(surface->focusedOutput(), 0);
        QCOMPARE(surface->focusedDimension(), 0);
        QVERIFY(overall->hasFocus());
        QCOMPARE(storedRatings(m_ratings), QStringList());

        // Space stores the highlighted answer (4 on BPM's 1–5 scale) and goes on to the next question.
        press(Qt::Key_Space);
        QCOMPARE(surface->savedValue(0, 0), 4.0);
        QCOMPARE(overall->selected(), 3);
        QCOMPARE(surface->focusedDimension(), 1);
        QCOMPARE(storedRatings(m_ratings), QStringList{QStringLiteral("overall=4")});

        // Return does the same; from nothing, ← starts at the last answer.
        ui::ChoiceRow *second = surface->row(1);
        QVERIFY(second->hasFocus());
        press(Qt::Key_Left);
        press(Qt::Key_Left);
        QCOMPARE(second->highlighted(), 3);
        QCOMPARE(storedRatings(m_ratings), QStringList{QStringLiteral("overall=4")});
        press(Qt::Key_Return);
        QCOMPARE(surface->savedValue(0, 1), 4.0);
        QCOMPARE(surface->focusedDimension(), 2);

        // Space or Return without a highlight stores nothing; a digit still answers at once.
        press(Qt::Key_Space);
        press(Qt::Key_Return);
        QCOMPARE(surface->savedValue(0, 2), std::nullopt);
        press(Qt::Key_2);
        QCOMPARE(surface->savedValue(0, 2), 2.0);

        // Back on an answered question, the highlight starts at the saved answer and moves from there.
        surface->focusQuestion(0, 0);
        press(Qt::Key_Left);
        QCOMPARE(overall->highlighted(), 2);
        QCOMPARE(surface->savedValue(0, 0), 4.0);
        // Leaving the question drops its highlight: it never offers an answer the annotator is not looking at.
        press(Qt::Key_Tab);
        QCOMPARE(overall->highlighted(), -1);
        QCOMPARE(storedRatings(m_ratings),
                 (QStringList{QStringLiteral("edited_area=4"), QStringLiteral("non_edited_consistency=2"),
                              QStringLiteral("overall=4")}));
    }

    void pairwiseArrowsStoreNothingAndShiftArrowsMeanLeftAndRight()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window, m_pairs, QStringLiteral("pairer")));
        QVERIFY(window.isPreferenceItem());
        ui::PreferenceSurface *pairs = window.preferenceSurface();
        const core::PlanPair pair = *pairs->pair();
        ui::ChoiceRow *first = pairs->row(0);
        QTRY_VERIFY(first->hasFocus());

        // ← and → on an unanswered pairwise question: nothing is stored, the highlight moves.
        press(Qt::Key_Right);
        QCOMPARE(storedPreferences(m_pairs), QStringList());
        QCOMPARE(pairs->savedSide(0, 0), std::nullopt);
        QCOMPARE(first->highlighted(), 0);
        press(Qt::Key_Left);
        QCOMPARE(first->highlighted(), 0);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        QCOMPARE(first->highlighted(), 3);
        QCOMPARE(first->selected(), -1);
        QCOMPARE(pairs->savedSide(0, 0), std::nullopt);
        QCOMPARE(pairs->focusedDimension(), 0);
        QCOMPARE(storedPreferences(m_pairs), QStringList());

        // The workbench's keys: Shift+← left is better, Shift+→ right is better, Shift+↓ about the same, B both
        // bad, whatever is highlighted; each answer goes on to the next question.
        press(Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(pairs->savedSide(0, 0), core::PairSide::Left);
        QCOMPARE(pairs->focusedDimension(), 1);
        press(Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(pairs->savedSide(0, 1), core::PairSide::Right);
        press(Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(pairs->savedSide(0, 2), core::PairSide::Tie);
        press(Qt::Key_B);
        QCOMPARE(pairs->savedSide(0, 3), core::PairSide::BothBad);
        // The highlight and Return: the second answer is "right is better".
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        QCOMPARE(pairs->row(4)->highlighted(), 1);
        QCOMPARE(pairs->savedSide(0, 4), std::nullopt);
        press(Qt::Key_Return);
        QCOMPARE(pairs->savedSide(0, 4), core::PairSide::Right);

        // In the study: the output shown on the left won "overall", the right one "edited_area" and "position".
        const QString left = QString::number(pair.leftOutput);
        const QString right = QString::number(pair.rightOutput);
        QCOMPARE(storedPreferences(m_pairs),
                 (QStringList{QStringLiteral("edited_area=") + right, QStringLiteral("non_edited_consistency=tie"),
                              QStringLiteral("overall=") + left, QStringLiteral("position=") + right,
                              QStringLiteral("size=both_bad")}));
    }

    void sessionAndWorkbenchShareThePairwiseKeys()
    {
        using Choice = ui::PairwisePanel::Choice;
        QCOMPARE(ui::PairwisePanel::defaultKey(Choice::Left), QKeySequence(Qt::SHIFT | Qt::Key_Left));
        QCOMPARE(ui::PairwisePanel::defaultKey(Choice::Right), QKeySequence(Qt::SHIFT | Qt::Key_Right));
        // The instructions say what the keys do.
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(m_pairs, QStringLiteral("pairer")));
        window.show();
        const QString text = testing::visibleTexts(&window).join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("saves nothing")));
        QVERIFY(text.contains(QStringLiteral("Shift+← / Shift+→")));
        QVERIFY(!text.contains(QLatin1String("the previous / next answer")));
    }
};

QTEST_MAIN(TestSessionKeys)
#include "tst_sessionkeys.moc"
