// An annotator's session (editlens STUDY --annotator NAME), driven by keys from the instructions to "all done".
// The study holds everything an annotator must not see: system names, scores, another rater's ratings, detector and
// ground-truth boxes. Through the widget tree at every step: none of it is visible, the plan cannot be changed
// without its passphrase, and every answer given by key is in the study. The study runner's own window shows the
// names whatever the plan says (the plan is for annotator sessions).
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "mainwindow.h"
#include "openwindow.h"
#include "session/annotatorwindow.h"
#include "session/boxreview.h"
#include "session/choicerow.h"
#include "session/imagetile.h"
#include "session/preferencesurface.h"
#include "session/ratingsurface.h"
#include "storage/planstore.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "testutil.h"
#include "util/passphrase.h"
#include "widgettexts.h"

#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>

using namespace editlens;

namespace {

const QString passphrase = QStringLiteral("open sesame");

/// What an annotator must never see in this study.
const QStringList secrets = {QStringLiteral("SysAlpha"), QStringLiteral("SysBeta"),   QStringLiteral("OtherRater"),
                             QStringLiteral("0.1234"),   QStringLiteral("DetectorX"), QStringLiteral("detbox"),
                             QStringLiteral("truthbox"), QStringLiteral("gt.png")};

QStringList leaks(QWidget *root)
{
    QStringList found;
    for (const QString &text : testing::visibleTexts(root))
        for (const QString &secret : secrets)
            if (text.contains(secret))
                found << secret + QStringLiteral(" in: ") + text;
    for (const ui::ImageTile *tile : root->findChildren<ui::ImageTile *>())
        if (tile->isVisible() && !tile->boxes().isEmpty())
            found << QStringLiteral("boxes on ") + tile->caption();
    if (!root->findChildren<QDockWidget *>().isEmpty())
        found << QStringLiteral("a dock");
    return found;
}

core::Result<QString> makeStudy(const QTemporaryDir &dir, const core::FormatRegistry &registry)
{
    QImage src(48, 32, QImage::Format_RGB32);
    src.fill(Qt::white);
    QImage out(48, 32, QImage::Format_RGB32);
    out.fill(Qt::red);
    if (!src.save(dir.filePath(QStringLiteral("src.png"))) || !out.save(dir.filePath(QStringLiteral("out.png")))
        || !out.save(dir.filePath(QStringLiteral("gt.png"))))
        return core::Error{QStringLiteral("cannot write the test images")};
    QFile manifest(dir.filePath(QStringLiteral("m.jsonl")));
    if (!manifest.open(QIODevice::WriteOnly))
        return core::Error{QStringLiteral("cannot write the manifest")};
    for (int i = 0; i < 3; ++i) {
        const QString output = QStringLiteral(
            "{\"system\":\"%1\",\"path\":\"out.png\","
            "\"scores\":[{\"metric\":\"l1\",\"value\":0.12345}],"
            "\"ratings\":[{\"annotator\":\"OtherRater\",\"dimension\":\"overall\",\"value\":2}],"
            "\"differences\":[{\"op\":\"ADD\",\"description\":\"detbox\",\"box\":[2,2,20,20],\"box_units\":\"pixels\","
            "\"origin_kind\":\"detector\",\"origin\":\"DetectorX\"},"
            "{\"op\":\"EDIT\",\"description\":\"truthbox\",\"box\":[4,4,30,20],\"box_units\":\"pixels\","
            "\"origin_kind\":\"ground_truth\",\"origin\":\"truth\"}]}");
        manifest.write(
            QStringLiteral("{\"id\":\"it%1\",\"source\":\"src.png\",\"ground_truth\":\"gt.png\","
                           "\"instruction\":\"make it red %1\",\"outputs\":[%2,%3]}\n")
                .arg(QString::number(i), output.arg(QStringLiteral("SysAlpha")), output.arg(QStringLiteral("SysBeta")))
                .toUtf8());
    }
    manifest.close();
    const QString file = dir.filePath(QStringLiteral("session.editlens"));
    auto store = core::StudyStore::create(file, dir.path());
    if (!store)
        return store.error();
    if (auto imported = core::importInto(*store.value(), registry, QStringLiteral("manifest"), manifest.fileName(), {});
        !imported)
        return imported.error();
    return file;
}

core::Status plan(const QString &file, const QString &annotator, const core::PlanSettings &settings)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return store.error();
    core::PlanOptions options;
    options.settings = settings;
    return core::StudyPlan::create(*store.value(), {annotator}, options);
}

/// Types `text` into the next modal input dialog and accepts it, then dismisses the message box that follows.
void answerPassphraseDialog(const QString &text)
{
    QTimer::singleShot(0, [text] {
        auto *input = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!input)
            return;
        input->setTextValue(text);
        input->accept();
        QTimer::singleShot(0, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->accept();
        });
    });
}

int storedCount(const QString &file, const QString &sql)
{
    auto store = core::StudyStore::open(file);
    if (!store)
        return -1;
    QSqlQuery q(store.value()->database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toInt();
}

} // namespace

class TestAnnotatorSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_registry;
    ui::AppServices m_services = ui::AppServices::builtin(); ///< what the window gets from the application
    QString m_study;

    /// Presses `key` where the keyboard focus is.
    static void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, Qt::Key(key), modifiers);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        auto study = makeStudy(m_dir, m_registry);
        EL_VERIFY_OK(study);
        m_study = study.value();
        {
            // BPM's five questions (its "overall" holds the other rater's ratings).
            auto store = core::StudyStore::open(m_study);
            EL_VERIFY_OK(store);
            core::RubricStore rubrics(*store.value());
            EL_VERIFY_OK(rubrics.save(core::rubricPreset(core::RubricPreset::Bpm)));
            EL_VERIFY_OK(rubrics.setActive(QStringLiteral("bpm")));
        }
        core::PlanSettings settings;
        settings.seed = 11;
        settings.breakMinutes = 0;
        settings.instructions = QStringLiteral("Look closely at the red.");
        settings.passphraseHash = core::hashPassphrase(passphrase, 1000);
        EL_VERIFY_OK(plan(m_study, QStringLiteral("ann1"), settings));
    }

    void passphraseHashIsPbkdf2()
    {
        // RFC 7914 §11, the PBKDF2-HMAC-SHA-256 test vector.
        QCOMPARE(core::pbkdf2Sha256("passwd", "salt", 1, 64).toHex(),
                 QByteArray("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                            "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"));
        const QString stored = core::hashPassphrase(QStringLiteral("pass"), 100);
        QVERIFY(!stored.contains(QLatin1String("pass$")));
        QVERIFY(core::verifyPassphrase(stored, QStringLiteral("pass")));
        QVERIFY(!core::verifyPassphrase(stored, QStringLiteral("Pass")));
        QVERIFY(!core::verifyPassphrase(QString(), QString()));
        QVERIFY(core::hashPassphrase(QStringLiteral("pass"), 100) != stored); // salted
    }

    void studyRunnerSeesNamesWhateverThePlanSays()
    {
        // The walker must be able to fail: the study runner's window shows the names of the blinded plan.
        QSettings settings(m_dir.filePath(QStringLiteral("a.ini")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        EL_VERIFY_OK(testing::showAndOpenAs(window, m_study, QStringLiteral("ann1")));
        QVERIFY(window.startRating());
        QTRY_VERIFY(testing::visibleTexts(&window).join(QLatin1Char('\n')).contains(QLatin1String("SysAlpha")));
    }

    void sessionByKeysFromStartToAllDone()
    {
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(m_study, QStringLiteral("ann1")));
        window.resize(1600, 1000);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(leaks(&window), QStringList());

        // The instructions come first: the study's own, then the rubric's questions with their value labels.
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Instructions);
        const QString instructions = testing::visibleTexts(&window).join(QLatin1Char('\n'));
        QVERIFY(instructions.contains(QLatin1String("Look closely at the red.")));
        QVERIFY(instructions.contains(QLatin1String("Overall editing quality")));
        QVERIFY(instructions.contains(QLatin1String("Very Poor")));
        press(Qt::Key_Space); // Start
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Task);
        QCOMPARE(window.progressBar()->value(), 0);
        QCOMPARE(window.progressBar()->maximum(), 3);

        // Submitting an unfinished item is refused, and the focus goes to the first question without an answer.
        const qint64 first = window.itemId();
        press(Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(window.itemId(), first);

        // F1 shows the instructions and F1 again goes back to the same question.
        press(Qt::Key_F1);
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Instructions);
        press(Qt::Key_F1);
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Task);

        QSet<qint64> seen;
        for (int item = 0; item < 3; ++item) {
            QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Task);
            QVERIFY(!seen.contains(window.itemId()));
            seen.insert(window.itemId());
            ui::RatingSurface *surface = window.ratingSurface();
            QCOMPARE(surface->outputCount(), 2);
            // Every item starts on its first output's first question, and the output shown large follows the
            // question in focus.
            QCOMPARE(surface->focusedOutput(), 0);
            QCOMPARE(surface->focusedDimension(), 0);
            auto *large = window.findChild<ui::ImageTile *>(QStringLiteral("OutputTile"));
            QVERIFY(large);
            for (int o = 0; o < 2; ++o) {
                QCOMPARE(surface->focusedOutput(), o);
                QVERIFY(large->caption().startsWith(QLatin1String("Output ")));
                for (int d = 0; d < surface->dimensionCount(); ++d)
                    press(Qt::Key_1 + ((o + d) % 5)); // each answer moves on to the next question
                QCOMPARE(leaks(&window), QStringList());
            }
            QVERIFY(surface->isComplete());
            QCOMPARE(surface->savedValue(1, 0), 2.0);
            press(Qt::Key_Return, Qt::ControlModifier);
            QCOMPARE(window.progressBar()->value(), item + 1);
        }
        QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Done);
        const QString done = testing::visibleTexts(&window).join(QLatin1Char('\n'));
        QVERIFY(done.contains(QLatin1String("all done")));
        QCOMPARE(leaks(&window), QStringList());
        // 3 items × 2 outputs × 5 dimensions, all submitted; the other rater's ratings untouched.
        QCOMPARE(storedCount(m_study, QStringLiteral("SELECT COUNT(*) FROM ratings r JOIN annotators a ON "
                                                     "a.id = r.annotator_id WHERE a.name = 'ann1'")),
                 30);
        QCOMPARE(storedCount(m_study, QStringLiteral("SELECT COUNT(*) FROM item_submissions s JOIN annotators a ON "
                                                     "a.id = s.annotator_id WHERE a.name = 'ann1'")),
                 3);
        QCOMPARE(storedCount(m_study, QStringLiteral("SELECT COUNT(*) FROM ratings r JOIN annotators a ON "
                                                     "a.id = r.annotator_id WHERE a.name = 'OtherRater'")),
                 6);
    }

    void planCannotChangeWithoutThePassphrase()
    {
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(m_study, QStringLiteral("ann1")));
        window.show();
        QVERIFY(!window.unlocksPlan(QString()));
        QVERIFY(!window.unlocksPlan(QStringLiteral("open sesame ")));
        QVERIFY(window.unlocksPlan(passphrase));
        QString before;
        {
            auto store = core::StudyStore::open(m_study);
            EL_VERIFY_OK(store);
            before = core::PlanStore(*store.value()).settings().value().passphraseHash;
        }
        answerPassphraseDialog(QStringLiteral("guess"));
        QVERIFY(!window.editPlanWithPassphrase());
        auto store = core::StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        QCOMPARE(core::PlanStore(*store.value()).settings().value().passphraseHash, before);

        // Without a passphrase the plan cannot be changed from a session at all.
        core::PlanSettings open;
        open.seed = 3;
        EL_VERIFY_OK(plan(m_study, QStringLiteral("ann3"), open));
        ui::AnnotatorWindow unprotected;
        EL_VERIFY_OK(unprotected.open(m_study, QStringLiteral("ann3")));
        unprotected.show();
        QTimer::singleShot(0, [] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
                box->accept();
        });
        QVERIFY(!unprotected.editPlanWithPassphrase());
    }

    void reviewTaskShowsDetectorBoxesAndMixesPairs()
    {
        // A DICE-D review plan reveals the detectors' boxes (not the truth, not the names), mixing ratings and pairs.
        core::PlanSettings settings;
        settings.seed = 5;
        settings.mixed = true;
        settings.showDetectorBoxes = true;
        settings.breakMinutes = 0;
        EL_VERIFY_OK(plan(m_study, QStringLiteral("ann2"), settings));
        ui::AnnotatorWindow window;
        EL_VERIFY_OK(window.open(m_study, QStringLiteral("ann2")));
        window.resize(1600, 1000);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showTask();
        QVERIFY(!window.isPreferenceItem()); // position 0 is rated
        auto *large = window.findChild<ui::ImageTile *>(QStringLiteral("OutputTile"));
        QCOMPARE(large->boxes().size(), 1);
        QVERIFY(large->boxes()[0].label.contains(QLatin1String("detbox")));
        QVERIFY(!large->boxes()[0].label.contains(QLatin1String("DetectorX")));
        ui::BoxReview *review = window.boxReview();
        QVERIFY(review->isVisible());
        QCOMPARE(review->boxCount(), 1);
        const qint64 item = window.itemId();
        // Each output's box question follows its five ratings, then the next output's ratings come.
        for (int i = 0; i < 5; ++i)
            press(Qt::Key_3);
        QVERIFY(review->row(0)->hasFocus());
        press(Qt::Key_1); // a real change the instruction asked for
        for (int i = 0; i < 5; ++i)
            press(Qt::Key_3);
        QVERIFY(review->row(0)->hasFocus());
        press(Qt::Key_3); // no such change
        press(Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(window.itemId() != item);
        {
            auto store = core::StudyStore::open(m_study);
            EL_VERIFY_OK(store);
            QSqlQuery q(store.value()->database());
            QVERIFY(q.exec(
                QStringLiteral("SELECT r.decision, COUNT(*) FROM difference_reviews r JOIN annotators a ON "
                               "a.id = r.annotator_id WHERE a.name = 'ann2' GROUP BY r.decision ORDER BY r.decision")));
            QStringList states;
            while (q.next())
                states << q.value(0).toString() + QLatin1Char('=') + q.value(1).toString();
            QCOMPARE(states, (QStringList{QStringLiteral("accepted=1"), QStringLiteral("rejected=1")}));
        }

        QVERIFY(window.isPreferenceItem()); // position 1 is a pair
        auto *source = window.findChild<ui::ImageTile *>(QStringLiteral("SourceTile"));
        auto *right = window.findChild<ui::ImageTile *>(QStringLiteral("RightOutputTile"));
        QVERIFY(source->isVisible());
        QVERIFY(right->isVisible());
        QVERIFY(large->caption().startsWith(QLatin1String("Left: Output ")));
        QVERIFY(right->caption().startsWith(QLatin1String("Right: Output ")));
        ui::PreferenceSurface *pairs = window.preferenceSurface();
        QCOMPARE(pairs->pairCount(), 1);
        for (int d = 0; d < 5; ++d)
            press(Qt::Key_1); // left is better
        QVERIFY(pairs->isComplete());
        const core::PlanPair pair = *pairs->pair();
        press(Qt::Key_Return, Qt::ControlModifier);
        // Stored with the output shown on the left, as A or B by id.
        auto store = core::StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        QSqlQuery q(store.value()->database());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM preferences p JOIN annotators a ON a.id = p.annotator_id "
                                      "WHERE a.name = 'ann2' AND p.left_output = %1")
                           .arg(pair.leftOutput)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 5);
        // The plan reveals the detector's boxes (their descriptions), never its name, the truth or the systems.
        QStringList names = secrets;
        names.removeAll(QStringLiteral("detbox"));
        for (const QString &text : testing::visibleTexts(&window))
            for (const QString &secret : std::as_const(names))
                QVERIFY2(!text.contains(secret), qPrintable(text));
    }
};

QTEST_MAIN(TestAnnotatorSession)
#include "tst_annotatorsession.moc"
