// A DICE-D review session (a plan that shows the detectors' boxes): each output's box questions come right after its
// rating questions, in the order answers and Tab go, so the whole item is answered by keys and submitted with one
// Ctrl+Enter that is never refused. A REMOVE box marks what the edit took out: it is drawn on the original, never on
// the edited output.
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "opensession.h"
#include "session/annotatorwindow.h"
#include "session/boxreview.h"
#include "session/choicerow.h"
#include "session/imagetile.h"
#include "session/ratingsurface.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/plan.h"
#include "testutil.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

const QRectF removedLamp(30, 4, 20, 12); ///< where the REMOVE box is, in the original's pixels (60 × 40)

/// One item whose original (60 × 40) is larger than its outputs (40 × 30). Output S1 has a detector's ADD box and
/// REMOVE box, S2 one ADD box; BPM's five questions; planned for "rev" with the detector boxes shown.
core::Result<QString> makeStudy(const QTemporaryDir &dir, const QString &name)
{
    QImage src(60, 40, QImage::Format_RGB32);
    src.fill(Qt::white);
    QImage out(40, 30, QImage::Format_RGB32);
    out.fill(Qt::darkGreen);
    if (!src.save(dir.filePath(QStringLiteral("src.png"))) || !out.save(dir.filePath(QStringLiteral("out.png"))))
        return core::Error{QStringLiteral("cannot write the test images")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    const QString add = QStringLiteral("{\"op\":\"ADD\",\"description\":\"tree\",\"box\":[2,2,10,10],"
                                       "\"box_units\":\"pixels\",\"origin_kind\":\"detector\",\"origin\":\"det\"}");
    const QString remove = QStringLiteral("{\"op\":\"REMOVE\",\"description\":\"lamp\",\"box\":[%1,%2,%3,%4],"
                                          "\"box_units\":\"pixels\",\"origin_kind\":\"detector\",\"origin\":\"det\"}")
                               .arg(removedLamp.left())
                               .arg(removedLamp.top())
                               .arg(removedLamp.right())
                               .arg(removedLamp.bottom());
    manifest.write(QStringLiteral("{\"id\":\"it0\",\"source\":\"src.png\",\"instruction\":\"green, no lamp\","
                                  "\"outputs\":[{\"system\":\"S1\",\"path\":\"out.png\",\"differences\":[%1,%2]},"
                                  "{\"system\":\"S2\",\"path\":\"out.png\",\"differences\":[%1]}]}\n")
                       .arg(add, remove)
                       .toUtf8());
    manifest.close();
    const QString file = dir.filePath(name + QStringLiteral(".editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    core::FormatRegistry registry;
    registry.registerBuiltins();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
        !imported)
        return imported.error();
    core::RubricStore rubrics(*store.value());
    if (core::Status s = rubrics.save(core::rubricPreset(core::RubricPreset::Bpm)); !s)
        return s.error();
    if (core::Status s = rubrics.setActive(QStringLiteral("bpm")); !s)
        return s.error();
    core::PlanOptions options;
    options.settings.seed = 9;
    options.settings.breakMinutes = 0;
    options.settings.showDetectorBoxes = true;
    if (core::Status s = core::StudyPlan::create(*store.value(), {QStringLiteral("rev")}, options); !s)
        return s.error();
    return file;
}

int count(const QString &file, const QString &sql)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return -1;
    QSqlQuery q(store.value()->database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toInt();
}

/// Presses `key` where the keyboard focus is.
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *target = QApplication::focusWidget();
    QVERIFY(target);
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

} // namespace

class TestSessionBoxReview : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;

    bool openTask(ui::AnnotatorWindow &window)
    {
        return testing::openSessionTask(window, m_study, QStringLiteral("rev"), {1400, 1000});
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        auto study = makeStudy(m_dir, QString::fromLatin1(QTest::currentTestFunction())); // a fresh study each
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void removeBoxesAreDrawnOnTheOriginal()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        auto *original = window.findChild<ui::ImageTile *>(QStringLiteral("SourceTile"));
        auto *output = window.findChild<ui::ImageTile *>(QStringLiteral("OutputTile"));
        QVERIFY(original && output);
        ui::RatingSurface *surface = window.ratingSurface();
        QCOMPARE(surface->outputCount(), 2);
        int removeShown = 0;
        for (int o = 0; o < surface->outputCount(); ++o) {
            surface->focusQuestion(o, 0);
            for (const ui::ImageTile::Box &box : output->boxes())
                QVERIFY2(!box.label.contains(QLatin1String("lamp")), qPrintable(box.label));
            const bool hasLamp = surface->questionCount(o) == surface->dimensionCount() + 2;
            QCOMPARE(original->boxes().size(), hasLamp ? 1 : 0);
            QCOMPARE(output->boxes().size(), 1); // the ADD box, on the edited image
            if (hasLamp) {
                ++removeShown;
                const ui::ImageTile::Box &box = original->boxes().constFirst();
                QVERIFY2(box.label.contains(QLatin1String("REMOVE lamp")), qPrintable(box.label));
                QCOMPARE(box.rect, removedLamp); // in the original's pixels
            }
        }
        QCOMPARE(removeShown, 1);
    }

    void everyQuestionByKeysThenOneSubmit()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        ui::RatingSurface *surface = window.ratingSurface();
        ui::BoxReview *review = window.boxReview();
        const int dimensions = surface->dimensionCount();
        QCOMPARE(dimensions, 5);
        for (int o = 0; o < surface->outputCount(); ++o) {
            QCOMPARE(surface->focusedOutput(), o);
            for (int d = 0; d < dimensions; ++d)
                press(Qt::Key_4);
            // After an output's ratings, its boxes: not the next output.
            const int boxes = surface->questionCount(o) - dimensions;
            QVERIFY(boxes >= 1);
            QCOMPARE(surface->focusedOutput(), o);
            for (int b = 0; b < boxes; ++b) {
                QCOMPARE(review->boxCount(), boxes);
                QVERIFY2(review->row(b)->hasFocus(), qPrintable(QStringLiteral("output %1 box %2").arg(o).arg(b)));
                QCOMPARE(surface->focusedDimension(), dimensions + b);
                press(b == 0 ? Qt::Key_1 : Qt::Key_3); // asked for / no such change
            }
        }
        // The last answer keeps the focus on the last question; one Ctrl+Enter submits.
        QVERIFY(!surface->firstUnanswered());
        press(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Done);
        const auto *message = window.findChild<QLabel *>(QStringLiteral("AnnotatorMessage"));
        QVERIFY2(message->text().isEmpty(), qPrintable(message->text()));
        QCOMPARE(count(m_study, QStringLiteral("SELECT COUNT(*) FROM ratings")), 2 * dimensions);
        QCOMPARE(count(m_study, QStringLiteral("SELECT COUNT(*) FROM difference_reviews WHERE decision = 'accepted'")),
                 2);
        QCOMPARE(count(m_study, QStringLiteral("SELECT COUNT(*) FROM difference_reviews WHERE decision = 'rejected'")),
                 1);
        QCOMPARE(count(m_study, QStringLiteral("SELECT COUNT(*) FROM item_submissions")), 1);
    }

    void tabAndShiftTabGoThroughTheBoxes()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        ui::RatingSurface *surface = window.ratingSurface();
        const int dimensions = surface->dimensionCount();
        const int first = surface->questionCount(0);
        QVERIFY(first > dimensions); // the first output's boxes are questions too
        for (int i = 0; i < first; ++i)
            press(Qt::Key_Tab);
        QCOMPARE(surface->focusedOutput(), 1); // past output 1's last box
        QCOMPARE(surface->focusedDimension(), 0);
        press(Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(surface->focusedOutput(), 0);
        QCOMPARE(surface->focusedDimension(), first - 1);
        QVERIFY(window.boxReview()->row(first - 1 - dimensions)->hasFocus());
        // An unanswered box is what a refused submit points to.
        press(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Task);
        QCOMPARE(surface->focusedOutput(), 0);
        QCOMPARE(surface->focusedDimension(), 0);
    }
};

QTEST_MAIN(TestSessionBoxReview)
#include "tst_sessionboxreview.moc"
