// The study window's study file: opening, the recent files, Save As, the title, the study actions and the banner of a
// synthetic study (decided by the kind the study records, not by its name).
#include "annotatestudy.h"
#include "appservices.h"
#include "document/studydocument.h"
#include "io/formatregistry.h"
#include "settings/shortcuts.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "studyfilecontroller.h"
#include "studytransfers.h"
#include "testutil.h"

#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace editlens;

class TestStudyFileController : public QObject
{
    Q_OBJECT

    /// A window with the controller's File menu, as the study window builds it.
    struct Fixture
    {
        explicit Fixture(const QString &settingsFile, const core::FormatRegistry &formats)
            : settings(settingsFile, QSettings::IniFormat)
            , shortcuts(settings)
            , banner(new QLabel(&window))
        {
            ui::StudyFileController::Parts parts;
            parts.window = &window;
            parts.settings = &settings;
            parts.shortcuts = &shortcuts;
            parts.formats = &formats;
            parts.metrics = ui::AppServices::builtin().metrics;
            parts.banner = banner;
            parts.reportProtocol = [] { return core::alignment::Protocol{}; };
            parts.opened = [this] { ++opened; };
            files = std::make_unique<ui::StudyFileController>(std::move(parts));
            files->createMenu(window.menuBar());
        }
        QStringList recent() const { return settings.value(QStringLiteral("study/recent")).toStringList(); }

        QMainWindow window;
        QSettings settings;
        ui::Shortcuts shortcuts;
        QLabel *banner;
        int opened = 0;
        std::unique_ptr<ui::StudyFileController> files;
    };

    QTemporaryDir m_dir;
    core::FormatRegistry m_formats;
    QString m_study;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_formats.registerBuiltins();
        auto study = testing::makeAnnotationStudy(m_dir, m_formats, 2);
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void openingSetsTitleRecentFilesAndStudyActions()
    {
        Fixture f(m_dir.filePath(QStringLiteral("open.ini")), m_formats);
        QAction *saveAs = f.shortcuts.action(QStringLiteral("file.saveAs"));
        QVERIFY(saveAs);
        QVERIFY(!saveAs->isEnabled());
        QCOMPARE(f.window.windowTitle(), QStringLiteral("EditLens"));
        QList<core::StudyDocument *> opened;
        connect(f.files.get(), &ui::StudyFileController::documentOpened, this,
                [&opened](core::StudyDocument *document) { opened << document; });

        EL_VERIFY_OK(f.files->openStudy(m_study));
        QCOMPARE(opened.size(), 1);
        QVERIFY(f.files->document());
        QCOMPARE(opened.constFirst(), f.files->document());
        QCOMPARE(f.window.windowTitle(), QStringLiteral("Rating test — EditLens"));
        QCOMPARE(f.recent(), QStringList{f.files->store()->filePath()});
        QVERIFY(saveAs->isEnabled());
        QVERIFY(f.shortcuts.action(QStringLiteral("file.export"))->isEnabled());
        QCOMPARE(f.opened, 0); // only an interactive open asks for the annotator

        // A file that is no study changes nothing.
        QVERIFY(!f.files->openStudy(m_dir.filePath(QStringLiteral("missing.editlens"))));
        QCOMPARE(opened.size(), 1);
        QCOMPARE(f.window.windowTitle(), QStringLiteral("Rating test — EditLens"));

        f.files->openInteractively(m_study);
        QCOMPARE(f.opened, 1);
        QCOMPARE(f.recent().size(), 1); // the same file once

        QSignalSpy closing(f.files.get(), &ui::StudyFileController::documentClosing);
        f.files->closeStudy();
        QCOMPARE(closing.size(), 1);
        QVERIFY(!f.files->document());
        QVERIFY(!saveAs->isEnabled());
        QCOMPARE(f.window.windowTitle(), QStringLiteral("EditLens"));
    }

    void bannerFollowsTheRecordedKindNotTheName()
    {
        QTemporaryDir dir;
        auto study = testing::makeAnnotationStudy(dir, m_formats, 1);
        EL_VERIFY_OK(study);
        {
            auto store = core::StudyStore::open(study.value());
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(store.value()->setName(QStringLiteral("Real models (not synthetic)")));
        }
        Fixture f(dir.filePath(QStringLiteral("banner.ini")), m_formats);
        f.window.show();
        EL_VERIFY_OK(f.files->openStudy(study.value()));
        QVERIFY(!f.banner->isVisible());

        EL_VERIFY_OK(core::setStudyKind(*f.files->store(), core::StudyKind::Demo));
        EL_VERIFY_OK(f.files->openStudy(study.value()));
        QVERIFY(f.banner->isVisible());
        QVERIFY(f.banner->text().contains(QStringLiteral("synthetic demo study")));

        EL_VERIFY_OK(core::setStudyKind(*f.files->store(), core::StudyKind::Ordinary));
        EL_VERIFY_OK(f.files->openStudy(study.value()));
        QVERIFY(!f.banner->isVisible());
    }

    void saveAsOpensTheCopy()
    {
        Fixture f(m_dir.filePath(QStringLiteral("saveas.ini")), m_formats);
        EL_VERIFY_OK(f.files->openStudy(m_study));
        const QString target = m_dir.filePath(QStringLiteral("copy")); // the suffix is added
        // Answers the dialog on every tick until it is gone. Qt's dialog lists the folder on a thread and selects the
        // study it opened on once the listing is in, which may undo the answer: then it asks whether to replace the
        // study, and the box is declined so that the next tick answers again.
        int answers = 0;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                dialog->setDirectory(m_dir.path());
                dialog->selectFile(QStringLiteral("copy"));
                // Queued: a box that accept() opens runs its own loop, and this timer must be free to see it.
                QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
                ++answers;
            } else if (modal) {
                modal->close(); // a box's Escape: No
            }
        });
        poll.start(50);
        f.files->saveStudyAs();
        poll.stop();
        QVERIFY(answers > 0);
        const QString copy = target + QStringLiteral(".editlens");
        QVERIFY(QFileInfo::exists(copy));
        QCOMPARE(QFileInfo(f.files->store()->filePath()).canonicalFilePath(), QFileInfo(copy).canonicalFilePath());
        QCOMPARE(f.recent().size(), 2);
        QCOMPARE(QFileInfo(f.recent().constFirst()).canonicalFilePath(), QFileInfo(copy).canonicalFilePath());
        QCOMPARE(f.window.windowTitle(), QStringLiteral("Rating test — EditLens"));
    }

    /// File > Export Report from the window: the report is written with the window's metric registry (before, the
    /// registry never reached the export and the worker dereferenced an empty pointer).
    void exportReportWritesTheReportWithTheWindowsRegistry()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString study = dir.filePath(QStringLiteral("report.editlens"));
        QVERIFY(QFile::copy(m_study, study));
        Fixture f(dir.filePath(QStringLiteral("report.ini")), m_formats);
        EL_VERIFY_OK(f.files->openStudy(study));
        // Accepts the folder dialog as it opens (on the study's folder), then closes the box that says the report was
        // written (or why not).
        int answers = 0;
        QString box;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
                QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
                ++answers;
            } else if (auto *message = qobject_cast<QMessageBox *>(modal)) {
                box = message->text();
                message->close();
            }
        });
        poll.start(50);
        f.files->transfers()->exportReportInteractively(study, core::alignment::Protocol{});
        QVERIFY(answers > 0);
        QTRY_VERIFY_WITH_TIMEOUT(!box.isEmpty(), 120000);
        poll.stop();
        QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("index.html"))), qPrintable(box));
        QVERIFY2(QFileInfo::exists(dir.filePath(QStringLiteral("report.md"))), qPrintable(box));
    }
};

QTEST_MAIN(TestStudyFileController)
#include "tst_studyfilecontroller.moc"
