// editlens: the GUI. Composition root: creates the services and the window, nothing else.
#include "appservices.h"
#include "compare/comparisonview.h"
#include "guiutil/imagememory.h"
#include "guiutil/passwordprompt.h"
#include "mainwindow.h"
#include "server/studyaccess.h"
#include "session/annotatorwindow.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"
#include "transfer/handout.h"
#include "util/translators.h"

#ifdef EDITLENS_TEST_HOOKS
#include "testratingscript.h"
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace {

/// Saves a PNG of `window` to `file` and quits with 0 (1 if it cannot be written).
void screenshotAndQuit(QWidget *window, const QString &file)
{
    const bool ok = window->grab().save(file);
    if (!ok)
        std::fprintf(stderr, "editlens: cannot write screenshot %s\n", qPrintable(file));
    QCoreApplication::exit(ok ? 0 : 1);
}

/// An annotator's session: the locked AnnotatorWindow on `study` as `annotator` (see --annotator).
int runAnnotatorSession(const QString &study, const QString &annotator, const QString &shotFile, const QString &page)
{
    using editlens::ui::AnnotatorWindow;
    if (study.isEmpty()) {
        std::fprintf(stderr, "editlens: --annotator needs a study file\n");
        return 2;
    }
    AnnotatorWindow window;
    if (const editlens::core::Status s = window.open(study, annotator); !s) {
        std::fprintf(stderr, "editlens: %s\n", qPrintable(s.error().toString()));
        if (!shotFile.isEmpty())
            return 1;
        QMessageBox::warning(nullptr, QApplication::translate("main", "Cannot open the study"), s.error().toString());
        return 1;
    }
    if (!shotFile.isEmpty())
        window.resize(1600, 1000);
    window.show();
    if (page == QLatin1String("task"))
        window.showTask();
    else if (page == QLatin1String("break"))
        window.remindBreak();
    else if (!page.isEmpty() && page != QLatin1String("instructions") && page != QLatin1String("done")) {
        std::fprintf(stderr, "editlens: unknown page %s (instructions, task, break or done)\n", qPrintable(page));
        return 2;
    }
    if (!shotFile.isEmpty()) // the images decode off the GUI thread: grab once they are in
        QTimer::singleShot(1500, &window, [&window, shotFile] { screenshotAndQuit(&window, shotFile); });
    return QApplication::exec();
}

/// The annotator whose hand-out `study` is (editlens-cli pack), or whose login role a server URL uses (editlens-cli
/// annotators add), or "" when it is none or cannot be read (opening it then says why).
QString studyAnnotator(const QString &study)
{
    const bool server = editlens::core::StudyLocation::isServerUrl(study);
    if (study.isEmpty() || (!server && !QFileInfo(study).isFile()))
        return {};
    auto store = editlens::core::StudyStore::open(study);
    if (!store)
        return {};
    if (server) {
        const auto name = editlens::core::studyaccess::annotatorOfCurrentRole(*store.value());
        return name ? name.value() : QString();
    }
    const auto info = editlens::core::packInfo(*store.value());
    return info && info.value() ? info.value()->annotator : QString();
}

/// Whether the command line only asks for --help or --version, which a core application answers without a display
/// (a GUI application would abort in the platform plugin first).
bool textOnly(int argc, char *argv[])
{
    bool only = false;
    for (int i = 1; i < argc; ++i)
        for (const char *flag : {"-h", "--help", "--help-all", "-v", "--version"})
            only |= std::strcmp(argv[i], flag) == 0;
    return only;
}

/// The window's command-line options, declared in `parser` by addTo().
struct GuiOptions
{
    QCommandLineOption item{QStringLiteral("item"), QApplication::translate("main", "Show item number N (1-based)."),
                            QStringLiteral("N")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QApplication::translate("main",
                                                          "Open, render, save a PNG of the window to FILE and exit."),
                                  QStringLiteral("FILE")};
    QCommandLineOption mode{QStringLiteral("mode"),
                            QApplication::translate("main", "Comparison mode: side, grid, swipe or flicker."),
                            QStringLiteral("MODE"), QStringLiteral("side")};
    QCommandLineOption annotator{
        QStringLiteral("annotator"),
        QApplication::translate("main", "Annotate as NAME in an annotator's session: the plan's items one by one, no "
                                        "system names, scores or other people's answers unless the plan reveals "
                                        "them."),
        QStringLiteral("NAME")};
    QCommandLineOption workbench{
        QStringLiteral("workbench"),
        QApplication::translate("main", "With --annotator: annotate as NAME in the full workbench instead (the study "
                                        "runner's view, every name and score shown). Refused for a hand-out and for "
                                        "an annotator's own server login.")};
    QCommandLineOption page{
        QStringLiteral("page"),
        QApplication::translate("main", "With --annotator and --screenshot: the page to show (instructions, task, "
                                        "break or done)."),
        QStringLiteral("PAGE")};
    QCommandLineOption raise{
        QStringLiteral("raise"),
        QApplication::translate("main", "Show and raise the dock titled TITLE (e.g. \"Difference Evaluation\")."),
        QStringLiteral("TITLE")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(
            QApplication::translate("main", "Workbench for instruction-guided image editing."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(
            QStringLiteral("STUDY"),
            QApplication::translate("main", "Study file, or server URL (postgresql://…?study=NAME), to open."),
            QStringLiteral("[STUDY]"));
        parser.addOptions({item, mode, screenshot, annotator, workbench, page, raise});
    }
};

/// Shows and raises every dock of `window` titled `title` (any case); false when none is.
bool raiseDock(editlens::ui::MainWindow &window, const QString &title)
{
    bool found = false;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        if (dock->windowTitle().compare(title, Qt::CaseInsensitive) == 0) {
            dock->show();
            dock->raise();
            found = true;
        }
    return found;
}

/// Opens `study` in the workbench `window`: as `annotatorName` rating when one is given (--annotator --workbench),
/// else at --item, asking who annotates unless a screenshot is wanted. Returns an exit code when the program must
/// stop here.
std::optional<int> openInWorkbench(editlens::ui::MainWindow &window, const QString &study, const QString &annotatorName,
                                   const QCommandLineParser &parser, const GuiOptions &options)
{
    const QString shotFile = parser.value(options.screenshot);
    const editlens::core::Status s = window.openStudy(study);
    if (!s) {
        std::fprintf(stderr, "editlens: %s\n", qPrintable(s.error().toString()));
        if (!shotFile.isEmpty())
            return 1;
        QMessageBox::warning(&window, QApplication::translate("main", "Cannot open the study"), s.error().toString());
    } else if (!annotatorName.isEmpty()) {
        if (const editlens::core::Status a = window.setAnnotator(annotatorName); !a) {
            std::fprintf(stderr, "editlens: %s\n", qPrintable(a.error().toString()));
            return 1;
        }
        window.startRating();
#ifdef EDITLENS_TEST_HOOKS // editlens-testhost only; the shipped editlens has no test hook
        if (qEnvironmentVariable("EDITLENS_TEST_SCRIPT") == QLatin1String("ratings")) {
            new TestRatingScript(window); // see testratingscript.h
            std::printf("ready\n");
            std::fflush(stdout);
        }
#endif
    } else {
        if (parser.isSet(options.item))
            window.selectItemRow(parser.value(options.item).toInt() - 1);
        if (shotFile.isEmpty())
            window.chooseAnnotator();
    }
    return std::nullopt;
}

/// Saves a PNG of `window` to `shotFile` and quits once the current pair is painted and the browser's metric columns
/// are in; gives up waiting after 10 s (grabs what is there), or after half a second when no study is open.
void screenshotWhenReady(editlens::ui::MainWindow &window, const QString &shotFile)
{
    const auto shown = std::make_shared<bool>(false);
    const auto grabWhenReady = [&window, shotFile, shown] {
        if (window.extrasLoaded() && *shown)
            QTimer::singleShot(300, &window, [&window, shotFile] { screenshotAndQuit(&window, shotFile); });
    };
    QObject::connect(window.comparisonView(), &editlens::ui::ComparisonView::itemShown, &window,
                     [shown, grabWhenReady] {
                         *shown = true;
                         grabWhenReady();
                     });
    QObject::connect(&window, &editlens::ui::MainWindow::extrasChanged, &window, grabWhenReady);
    QTimer::singleShot(window.study() ? 10000 : 500, &window,
                       [&window, shotFile] { screenshotAndQuit(&window, shotFile); });
}

} // namespace

int main(int argc, char *argv[])
{
    editlens::ui::returnImageMemoryToSystem();
    const std::unique_ptr<QCoreApplication> app = textOnly(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
                                                                       : std::make_unique<QApplication>(argc, argv);
    QApplication::setApplicationName(QStringLiteral("EditLens"));
    QApplication::setOrganizationName(QStringLiteral("EditLens"));
    QApplication::setApplicationVersion(QStringLiteral(EDITLENS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.editlens.EditLens"));

    editlens::core::installTranslators(*app);

    QCommandLineParser parser;
    const GuiOptions options; // after the translators: the help is translated
    options.addTo(parser);
    parser.process(*app);
    const auto compareMode = editlens::ui::compareModeFromName(parser.value(options.mode));
    if (!compareMode) {
        std::fprintf(stderr, "editlens: unknown mode %s (side, grid, swipe or flicker)\n",
                     qPrintable(parser.value(options.mode)));
        return 2;
    }

    editlens::ui::installPasswordDialog();
    // A packed study is one annotator's hand-out, and an annotator's server URL logs in as one: either opens as that
    // annotator's session without --annotator, and never in the workbench, which shows what the plan hides from
    // annotators (system names, ground truth, detector boxes).
    const QString study = parser.positionalArguments().value(0);
    const bool workbench = parser.isSet(options.workbench);
    const QString owner = parser.isSet(options.annotator) && !workbench ? QString() : studyAnnotator(study);
    if (workbench && !owner.isEmpty()) {
        std::fprintf(stderr, "editlens: %s\n",
                     qPrintable(QApplication::translate("main",
                                                        "--workbench is refused: %1 is %2's hand-out or login, which "
                                                        "opens only as %2's session (open it without --workbench)")
                                    .arg(study, owner)));
        return 1;
    }
    const QString annotatorName = parser.isSet(options.annotator) ? parser.value(options.annotator) : owner;
    if (!annotatorName.isEmpty() && !workbench)
        return runAnnotatorSession(study, annotatorName, parser.value(options.screenshot), parser.value(options.page));

    // The registries, once for the whole window (after the translators: metric names are translated as they are
    // registered).
    const editlens::ui::AppServices services = editlens::ui::AppServices::builtin();
    QSettings settings;
    editlens::ui::MainWindow window(services, settings);
    window.comparisonView()->setMode(*compareMode);
    if (parser.isSet(options.screenshot))
        window.resize(1600, 1000);
    window.show();
    if (parser.isSet(options.raise) && !raiseDock(window, parser.value(options.raise))) {
        std::fprintf(stderr, "editlens: no dock titled %s\n", qPrintable(parser.value(options.raise)));
        return 2;
    }
    if (!parser.positionalArguments().isEmpty())
        if (const std::optional<int> exitCode = openInWorkbench(window, study, annotatorName, parser, options))
            return *exitCode;
    if (const QString shotFile = parser.value(options.screenshot); !shotFile.isEmpty())
        screenshotWhenReady(window, shotFile);
    return QCoreApplication::exec();
}
