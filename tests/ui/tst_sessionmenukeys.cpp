// An annotator's session: Take a Break says the time worked, not the plan's interval; after Alt+S, Escape the keys
// go back to the framed question (the menu bar kept them); the images zoom together (Ctrl+= / Ctrl+- / Ctrl+0) and
// O held shows the original in the output's place.
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "opensession.h"
#include "session/annotatorwindow.h"
#include "session/choicerow.h"
#include "session/imagetile.h"
#include "session/ratingsurface.h"
#include "session/sessionpages.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/plan.h"
#include "testutil.h"

#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

/// One item with one output and BPM's questions, planned for "rater" with a break every 20 minutes.
core::Result<QString> makeStudy(const QTemporaryDir &dir, const core::FormatRegistry &registry)
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
    manifest.write("{\"id\":\"it0\",\"source\":\"src.png\",\"instruction\":\"make it blue\","
                   "\"outputs\":[{\"system\":\"S1\",\"path\":\"out.png\"}]}\n");
    manifest.close();
    const QString file = dir.filePath(QStringLiteral("ratings.editlens"));
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
    options.settings.breakMinutes = 20;
    if (core::Status s = core::StudyPlan::create(*store.value(), {QStringLiteral("rater")}, options); !s)
        return s.error();
    return file;
}

int storedRatings(const QString &file)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return -1;
    QSqlQuery q(store.value()->database());
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM ratings")) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestSessionMenuKeys : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;

    bool openTask(ui::AnnotatorWindow &window)
    {
        return testing::openSessionTask(window, m_study, QStringLiteral("rater"), {1400, 900});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        core::FormatRegistry registry;
        registry.registerBuiltins();
        auto study = makeStudy(m_dir, registry);
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void takeABreakDoesNotClaimThePlansMinutes()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        window.remindBreak(); // Session → Take a Break, seconds after the start
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Break);
        const auto pages = window.findChildren<ui::MessagePage *>();
        QStringList texts;
        for (const ui::MessagePage *p : pages)
            texts << p->text();
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(!all.contains(QStringLiteral("20 minute")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Everything is saved")), qPrintable(all));
    }

    void escapeAfterAltSGivesTheKeysBackToTheQuestion()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        ui::ChoiceRow *overall = window.ratingSurface()->row(0);
        QTRY_VERIFY(overall->hasFocus());

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::AltModifier);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        QTRY_VERIFY2(window.focusWidget() != window.menuBar(), "the menu bar kept the keys");
        // Without a window manager the closed popup may leave no window active; a person's window stays active.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY2(overall->hasFocus(),
                     QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "nothing");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_4);
        QCOMPARE(storedRatings(m_study), 1);
        QCOMPARE(window.ratingSurface()->savedValue(0, 0), std::optional<double>(4.0));
    }

    void zoomAndFlickerWithKeys()
    {
        ui::AnnotatorWindow window;
        QVERIFY(openTask(window));
        ui::ChoiceRow *overall = window.ratingSurface()->row(0);
        QTRY_VERIFY(overall->hasFocus());
        auto *source = window.findChild<ui::ImageTile *>(QStringLiteral("SourceTile"));
        auto *output = window.findChild<ui::ImageTile *>(QStringLiteral("OutputTile"));
        QVERIFY(source && output && output->view());
        const int ratings = storedRatings(m_study);
        QCOMPARE(source->view(), output->view()); // one zoom: the original and the output stay aligned
        QCOMPARE(output->view()->zoom(), 1.0);

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(output->view()->zoom(), 1.25);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(output->view()->zoom(), 1.25);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(output->view()->zoom(), 1.0);

        QTRY_VERIFY(!source->image().isNull());
        QTest::keyPress(QApplication::focusWidget(), Qt::Key_O);
        QVERIFY(output->isPeeking());
        QTest::keyRelease(QApplication::focusWidget(), Qt::Key_O);
        QVERIFY(!output->isPeeking());
        QCOMPARE(storedRatings(m_study), ratings); // none of these keys answers anything
        QVERIFY(overall->hasFocus());
    }
};

QTEST_MAIN(TestSessionMenuKeys)
#include "tst_sessionmenukeys.moc"
