// The workbench's single-key shortcuts (Y / N coherence, C complete) and the Differences dock's text fields. Typing
// in Description or Why types; Return there stores the text and hands the keys back to where they were (the canvas
// after a box was drawn), so that the next Y is a label and not a letter; a click on the canvas takes the keys too.
// Checked against the document, on a real main window with the window-wide shortcuts.
#include "compare/comparisonview.h"
#include "docks/differencesdock.h"
#include "document/studydocument.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "itemmodels/differencesmodel.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;

namespace {

/// One item with one output that has one detector box.
core::Result<QString> makeStudy(const QTemporaryDir &dir)
{
    QImage src(64, 48, QImage::Format_RGB32);
    src.fill(Qt::white);
    QImage out(64, 48, QImage::Format_RGB32);
    out.fill(Qt::darkGreen);
    if (!src.save(dir.filePath(QStringLiteral("src.png"))) || !out.save(dir.filePath(QStringLiteral("out.png"))))
        return core::Error{QStringLiteral("cannot write the test images")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    manifest.write(R"({"id":"it0","source":"src.png","instruction":"add a giraffe","outputs":[{"system":"S1",)"
                   R"("path":"out.png","differences":[{"op":"ADD","description":"animal","box":[8,8,30,30],)"
                   R"("box_units":"pixels","origin_kind":"detector","origin":"det","confidence":0.9}]}]})"
                   "\n");
    manifest.close();
    core::FormatRegistry registry;
    registry.registerBuiltins();
    const QString file = dir.filePath(QStringLiteral("keys.editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
        !imported)
        return imported.error();
    return file;
}

/// True when the keyboard focus is on `view` (or its viewport, whose focus proxy it is).
bool focusIsOn(const QGraphicsView *view)
{
    const QWidget *f = QApplication::focusWidget();
    return f && (f == view || f == view->viewport());
}

} // namespace

class TestWorkbenchTextKeys : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;
    ui::AppServices m_services = ui::AppServices::builtin();
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<ui::MainWindow> m_window;
    qint64 m_box = 0;

    ui::DifferencesDock *dock() const { return m_window->differencesDock(); }
    QGraphicsView *canvas() const { return m_window->comparisonView()->views().constFirst(); }
    core::StudyDocument *document() const { return m_window->document(); }

    /// Presses `key` where the keyboard focus is, as a user would.
    static void press(int key)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, Qt::Key(key));
    }

    void clickCanvas() const
    {
        QTest::mouseClick(canvas()->viewport(), Qt::LeftButton, {}, canvas()->viewport()->rect().center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto study = makeStudy(m_dir);
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_window = std::make_unique<ui::MainWindow>(m_services, *m_settings);
        m_window->resize(1400, 900);
        EL_VERIFY_OK(testing::showAndOpenAs(*m_window, m_study, QStringLiteral("ann"), true));
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTRY_COMPARE(dock()->model()->rowCount(), 1);
        m_box = dock()->model()->differences().constFirst().id;
        QVERIFY(m_box > 0);
    }

    void cleanup()
    {
        m_window.reset();
        m_settings.reset();
    }

    void aClickOnTheCanvasTakesTheKeys()
    {
        dock()->selectDifference(m_box);
        QTest::mouseClick(dock()->rationaleEdit(), Qt::LeftButton);
        QVERIFY(dock()->rationaleEdit()->hasFocus());
        clickCanvas();
        QVERIFY(focusIsOn(canvas()));
        QVERIFY(!dock()->rationaleEdit()->hasFocus());
    }

    void aClickOnACaptionTakesTheKeysToo()
    {
        dock()->selectDifference(m_box);
        QTest::mouseClick(dock()->rationaleEdit(), Qt::LeftButton);
        QVERIFY(dock()->rationaleEdit()->hasFocus());
        auto *caption = canvas()->parentWidget()->findChild<QLabel *>(); // the pane's caption, above its view
        QVERIFY(caption);
        QTest::mouseClick(caption, Qt::LeftButton);
        QVERIFY(!dock()->rationaleEdit()->hasFocus());
        ui::ComparisonView *area = m_window->comparisonView();
        QVERIFY(QApplication::focusWidget() == area || area->isAncestorOf(QApplication::focusWidget()));
    }

    void returnInTheDescriptionStoresItAndTheNextKeyIsAShortcut()
    {
        clickCanvas(); // where a box is drawn
        QVERIFY(focusIsOn(canvas()));
        dock()->editDifference(m_box); // what drawing a box does: its description takes the keys
        QLineEdit *description = dock()->descriptionEdit();
        QVERIFY(description->hasFocus());
        QTest::keyClicks(description, QStringLiteral("giraffe"));
        QTest::keyClick(description, Qt::Key_Return);
        QCOMPARE(document()->difference(m_box)->difference.description, QStringLiteral("giraffe"));
        QVERIFY2(!description->hasFocus(), "Return left the keys in the description");
        QVERIFY(focusIsOn(canvas())); // back where they were

        press(Qt::Key_Y); // coherent: YES, not a letter
        QCOMPARE(description->text(), QStringLiteral("giraffe"));
        QCOMPARE(document()->difference(m_box)->difference.description, QStringLiteral("giraffe"));
        const std::optional<core::CoherenceLabel> label = document()->coherence(m_box, QStringLiteral("ann"));
        QVERIFY(label.has_value());
        QVERIFY(label->coherent);
    }

    void returnInTheRationaleStoresItAndCompletesByKey()
    {
        dock()->selectDifference(m_box);
        clickCanvas();
        QLineEdit *why = dock()->rationaleEdit();
        QTest::mouseClick(why, Qt::LeftButton);
        QVERIFY(why->hasFocus());
        QTest::keyClicks(why, QStringLiteral("asked for"));
        QTest::keyClick(why, Qt::Key_Return);
        QVERIFY2(!why->hasFocus(), "Return left the keys in the rationale");
        QVERIFY(focusIsOn(canvas()));

        press(Qt::Key_N); // the rationale goes with the label
        std::optional<core::CoherenceLabel> label = document()->coherence(m_box, QStringLiteral("ann"));
        QVERIFY(label.has_value());
        QVERIFY(!label->coherent);
        QCOMPARE(label->rationale, QStringLiteral("asked for"));
        QCOMPARE(why->text(), QStringLiteral("asked for"));

        // Typed, then a click on the canvas: C marks the output complete instead of going into the text.
        QTest::mouseClick(why, Qt::LeftButton);
        QTest::keyClick(why, Qt::Key_End);
        QTest::keyClicks(why, QStringLiteral(" by the text"));
        clickCanvas();
        press(Qt::Key_C);
        QCOMPARE(why->text(), QStringLiteral("asked for by the text"));
        const qint64 output = m_window->currentItem().outputs.value(m_window->currentOutputIndex()).id;
        QVERIFY(document()->isComplete(output, QStringLiteral("ann")));
        label = document()->coherence(m_box, QStringLiteral("ann"));
        QCOMPARE(label->rationale, QStringLiteral("asked for by the text")); // stored when the field lost the keys
    }

    void returnInTheListStillAccepts()
    {
        // Return is Accept where no text is edited: the keys handed back do not change what it does there.
        dock()->selectDifference(m_box);
        dock()->view()->setFocus();
        press(Qt::Key_Return);
        QCOMPARE(document()->review(m_box, QStringLiteral("ann")), core::ReviewDecision::Accepted);
    }
};

QTEST_MAIN(TestWorkbenchTextKeys)
#include "tst_workbenchtextkeys.moc"
