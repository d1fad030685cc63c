// Study → Run Model Stages… and the Model Answers dock against a scripted OpenAI-compatible server on loopback: the
// plan before anything is sent, a run off the GUI thread that the window shows, the audit of every answer (an
// unparseable one with its raw text, next to the images it was shown), cancel, and keys that never reach the settings.
#include "docks/differencesdock.h"
#include "docks/scoresdock.h"
#include "itemmodels/differencesmodel.h"
#include "mainwindow.h"
#include "modelrun/endpointsettings.h"
#include "modelrun/modelactions.h"
#include "modelrun/modelanswersdock.h"
#include "modelrun/modelcallsmodel.h"
#include "modelrun/modelstagesdialog.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include "scratchstudy.h"
#include "scriptedchatserver.h"
#include "testutil.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace editlens;
using testing::RecordedRequest;
using testing::ScriptedReply;

namespace {

const QString modelName = QStringLiteral("scripted-model");
/// What the scripted judge says about IP2P's instruction following: no JSON, so nothing may be stored from it.
const QString proseOnly = QStringLiteral("I would say the edit is mostly fine, maybe a seven.");

/// Templates whose system part names the stage, so that the scripted server knows what it is asked.
const QList<QPair<QString, QByteArray>> testTemplates = {
    {QStringLiteral("parse"), "stage parse\n---\nParse: {instruction}\n"},
    {QStringLiteral("dice-detect"), "stage dice-detect\n---\nDifferences ({box_convention}) for: {instruction}\n"},
    {QStringLiteral("dice-coherence"),
     "stage dice-coherence\n---\nIs \"{difference}\" at {box} coherent with {instruction}\n"},
    {QStringLiteral("judge-sc"), "stage judge-sc\n---\nHow well does it follow: {instruction}\n"},
    {QStringLiteral("judge-pq"), "stage judge-pq\n---\nHow good does it look?\n"},
    {QStringLiteral("judge-pair"), "stage judge-pair\n---\nWhich follows better: {instruction}\n"},
};

struct Asked
{
    QString stage;
    QStringList images; ///< data URLs in order
};

Asked asked(const RecordedRequest &r)
{
    Asked a;
    for (const auto &m : r.json.object().value(QLatin1String("messages")).toArray()) {
        const QJsonObject message = m.toObject();
        const QJsonValue content = message.value(QLatin1String("content"));
        if (message.value(QLatin1String("role")).toString() == QLatin1String("system"))
            a.stage = content.toString().section(QLatin1Char(' '), 1).trimmed();
        for (const auto &part : content.toArray())
            if (part.toObject().value(QLatin1String("type")).toString() == QLatin1String("image_url"))
                a.images << part.toObject()
                                .value(QLatin1String("image_url"))
                                .toObject()
                                .value(QLatin1String("url"))
                                .toString();
    }
    return a;
}

} // namespace

class TestModelStagesDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    ui::AppServices m_services = ui::AppServices::builtin();
    int m_studies = 0;
    QString m_ip2pUrl; ///< the data URL of IP2P's output in the last study made

    /// A study of one item ("kite-1": "Add a kite to the sky", outputs SD and IP2P, all images different) and the test
    /// templates in `prompts`.
    QString makeStudy(QString *prompts)
    {
        const QString root = m_dir.filePath(QStringLiteral("study%1").arg(++m_studies));
        const QDir dir(root);
        testing::writeImage(dir.filePath(QStringLiteral("orig/kite.png")), QSize(64, 32), QColor(10, 20, 200));
        testing::writeImage(dir.filePath(QStringLiteral("out/kite-sd.png")), QSize(64, 32), QColor(200, 20, 10));
        testing::writeImage(dir.filePath(QStringLiteral("out/kite-ip.png")), QSize(64, 32), QColor(20, 200, 10));
        m_ip2pUrl =
            QStringLiteral("data:image/png;base64,")
            + QString::fromLatin1(testing::readText(dir.filePath(QStringLiteral("out/kite-ip.png"))).toBase64());
        for (const auto &[name, text] : testTemplates)
            testing::writeText(dir.filePath(QStringLiteral("prompts/%1.txt").arg(name)), text);
        *prompts = dir.filePath(QStringLiteral("prompts"));

        core::StudyData data;
        core::Item kite;
        kite.key = QStringLiteral("kite-1");
        kite.sourcePath = QStringLiteral("orig/kite.png");
        kite.sourceSize = QSize(64, 32);
        kite.instruction = QStringLiteral("Add a kite to the sky");
        for (const auto &[system, path] : {std::pair{QStringLiteral("SD"), QStringLiteral("out/kite-sd.png")},
                                           std::pair{QStringLiteral("IP2P"), QStringLiteral("out/kite-ip.png")}}) {
            core::Output o;
            o.system = system;
            o.path = path;
            o.size = QSize(64, 32);
            kite.outputs << o;
        }
        data.items << kite;
        QString file = dir.filePath(QStringLiteral("kite.editlens"));
        testing::createStudyWithOrDie(file, root, data);
        return file;
    }

    /// A faithful model, except that its instruction-following judgement of IP2P is prose without JSON.
    void scriptJudge(testing::ScriptedChatServer &server)
    {
        const QString ip2p = m_ip2pUrl;
        server.setReplyFunction([ip2p](const RecordedRequest &r) {
            const Asked a = asked(r);
            if (a.stage == QLatin1String("parse"))
                return ScriptedReply::chat(QStringLiteral(
                    "{\"original_part\": \"none\", \"edited_part\": \"kite\", \"edit_type\": \"add\", \"size\": "
                    "\"unchanged\", \"position\": \"unchanged\", \"being_added\": \"none\", \"added_object\": "
                    "\"kite\"}"));
            if (a.stage == QLatin1String("judge-sc"))
                return ScriptedReply::chat(a.images.contains(ip2p)
                                               ? proseOnly
                                               : QStringLiteral("{\"score\": [8, 6], \"reasoning\": \"a kite\"}"));
            if (a.stage == QLatin1String("judge-pq"))
                return ScriptedReply::chat(QStringLiteral("{\"score\": [9, 7], \"reasoning\": \"clean\"}"));
            if (a.stage == QLatin1String("judge-pair"))
                return ScriptedReply::chat(QStringLiteral("A adds the kite. [[A>B]]"));
            // DICE: one added kite on SD's output (0-1000 of 64 x 32: pixels 16-48 x 8-24), none on IP2P's.
            if (a.stage == QLatin1String("dice-detect"))
                return ScriptedReply::chat(a.images.contains(ip2p)
                                               ? QStringLiteral("{\"differences\": []}")
                                               : QStringLiteral("{\"differences\": [{\"op\": \"ADD\", \"box\": [250, "
                                                                "250, 750, 750], \"description\": \"a kite\", "
                                                                "\"confidence\": 0.9}]}"));
            if (a.stage == QLatin1String("dice-coherence"))
                return ScriptedReply::chat(QStringLiteral("{\"answer\": \"YES\", \"rationale\": \"asked for\"}"));
            return ScriptedReply::error(400, QStringLiteral("unexpected request"));
        });
    }

    core::endpoint::EndpointConfig endpointOf(const testing::ScriptedChatServer &server) const
    {
        core::endpoint::EndpointConfig c;
        c.name = QStringLiteral("scripted");
        c.baseUrl = server.url();
        c.model = modelName;
        c.maxRetries = 0;
        return c;
    }

    /// A dialog on `file` set up for parse and judge (with pairwise verdicts) against `server`.
    std::unique_ptr<ui::ModelStagesDialog> dialogFor(const QString &file, const QString &prompts, QSettings &settings,
                                                     const testing::ScriptedChatServer &server)
    {
        auto dialog = std::make_unique<ui::ModelStagesDialog>(file, settings);
        dialog->setEndpoint(endpointOf(server));
        dialog->setStages({QStringLiteral("parse"), QStringLiteral("judge")});
        dialog->setPairwise(true);
        dialog->setPromptsDirectory(prompts);
        return dialog;
    }

    /// The plan table's rows as "stage: to send / cached / images".
    static QStringList planRows(const ui::ModelStagesDialog &dialog)
    {
        QStringList rows;
        for (int i = 0; i < dialog.planTable()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem *row = dialog.planTable()->topLevelItem(i);
            rows << QStringLiteral("%1: %2 / %3 / %4").arg(row->text(0), row->text(1), row->text(2), row->text(3));
        }
        return rows;
    }

    QString settingsFile(const QString &name) const { return m_dir.filePath(name + QStringLiteral(".ini")); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void planCountsRequestsBeforeAnythingIsSent()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        QSettings settings(settingsFile(QStringLiteral("plan")), QSettings::IniFormat);
        auto dialog = dialogFor(file, prompts, settings, server);
        QSignalSpy shown(dialog.get(), &ui::ModelStagesDialog::planShown);
        dialog->refreshPlan();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toBool(), 20000);

        // One item with two outputs: one parse, SC and PQ for each output (4), one pair; images: the parse sees none,
        // the point-wise judge the original and both outputs, the pair the same three.
        QCOMPARE(planRows(*dialog),
                 (QStringList{QStringLiteral("parse: 1 / 0 / 0"), QStringLiteral("judge-point: 4 / 0 / 3"),
                              QStringLiteral("judge-pair: 1 / 0 / 3")}));
        QCOMPARE(dialog->plan()->totalRequests(), 6);
        // Nothing measured yet: the assumed latency, said so. 6 requests at 4 in flight = 2 rounds of 3 s.
        QVERIFY2(dialog->estimateText().contains(QStringLiteral("about 6 second")), qPrintable(dialog->estimateText()));
        QVERIFY2(dialog->estimateText().contains(QStringLiteral("assuming")), qPrintable(dialog->estimateText()));
        QCOMPARE(server.requestCount(), 0); // planning sends nothing

        // A limit below the plan refuses to start.
        dialog->setMaxRequests(5);
        QVERIFY(!dialog->startRun());
        QVERIFY2(dialog->stateText().contains(QStringLiteral("more than the 5 allowed")),
                 qPrintable(dialog->stateText()));
        QCOMPARE(server.requestCount(), 0);
    }

    void checkEndpointListsItsModels()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        server.setModels({modelName, QStringLiteral("other-model")});
        QSettings settings(settingsFile(QStringLiteral("check")), QSettings::IniFormat);
        auto dialog = dialogFor(file, prompts, settings, server);
        QSignalSpy checked(dialog.get(), &ui::ModelStagesDialog::endpointChecked);
        dialog->checkEndpoint();
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 20000);
        QCOMPARE(checked.first().first().toBool(), true);
        QCOMPARE(dialog->listedModels(), (QStringList{modelName, QStringLiteral("other-model")}));
        QVERIFY2(dialog->checkText().contains(QStringLiteral("scripted-model among them")),
                 qPrintable(dialog->checkText()));

        // A server that is gone: the check says so, with the reason.
        server.stop();
        dialog->checkEndpoint();
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 2, 30000);
        QCOMPARE(checked.last().first().toBool(), false);
        QVERIFY2(dialog->checkText().startsWith(QStringLiteral("Not reachable")), qPrintable(dialog->checkText()));
    }

    void runFromTheWindowStoresAndTheDockShowsEveryAnswer()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        scriptJudge(server);
        QSettings settings(settingsFile(QStringLiteral("run")), QSettings::IniFormat);
        ui::MainWindow window(m_services, settings);
        window.resize(1400, 900);
        window.show();
        EL_VERIFY_OK(window.openStudy(file));
        QTRY_VERIFY(window.extrasLoaded());

        // Study → Run Model Stages… opens the dialog; a second trigger raises it.
        QAction *run = window.findChild<QAction *>(QStringLiteral("study.modelStages"));
        QVERIFY(run);
        QVERIFY(run->isEnabled());
        run->trigger();
        auto *dialog = window.findChild<ui::ModelStagesDialog *>();
        QVERIFY(dialog);
        run->trigger();
        QCOMPARE(window.findChildren<ui::ModelStagesDialog *>().size(), 1);
        dialog->setEndpoint(endpointOf(server));
        dialog->setStages({QStringLiteral("parse"), QStringLiteral("judge")});
        dialog->setPromptsDirectory(prompts);
        QSignalSpy shown(dialog, &ui::ModelStagesDialog::planShown);
        dialog->refreshPlan();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toBool(), 20000);

        QSignalSpy finished(dialog, &ui::ModelStagesDialog::runFinished);
        QVERIFY(dialog->startRun());
        QVERIFY(dialog->isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(server.requestCount(), 6);
        // The summary per stage: IP2P's SC answer is counted unparseable and nothing else failed.
        const QString summary = dialog->summary();
        QVERIFY2(summary.contains(QStringLiteral("judge-point: 4 asked, 0 from the cache; ")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("1 unparseable, 0 failed")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("parse: 1 asked, 0 from the cache; 1 stored, 0 unparseable")),
                 qPrintable(summary));
        QCOMPARE(dialog->progressBar()->value(), 1000);

        // Stored: SD's SC is the minimum of its sub-scores (8, 6); IP2P has none, its answer being prose.
        {
            auto store = core::StudyStore::open(file);
            EL_VERIFY_OK(store);
            auto study = store.value()->load();
            EL_VERIFY_OK(study);
            const core::Item &item = study.value().items.first();
            const auto sc = [&](const QString &system) -> std::optional<double> {
                for (const core::Score &s : testing::findOutput(item, system)->scores)
                    if (s.metric == QLatin1String("vlm_scripted_model_sc"))
                        return s.value;
                return std::nullopt;
            };
            QCOMPARE(sc(QStringLiteral("SD")), std::optional<double>(6.0));
            QCOMPARE(sc(QStringLiteral("IP2P")), std::nullopt);
        }

        // The estimate now uses the latency measured on this endpoint, and a new plan answers all from the cache.
        QTRY_VERIFY_WITH_TIMEOUT(shown.size() >= 2 && dialog->plan(), 20000);
        QCOMPARE(dialog->plan()->totalRequests(), 0);
        QVERIFY2(dialog->estimateText().contains(QStringLiteral("every answer is in the cache")),
                 qPrintable(dialog->estimateText()));

        // The Model Answers dock lists every request about the shown item.
        ui::ModelAnswersDock *dock = window.modelAnswersDock();
        QVERIFY(dock);
        QAbstractItemModelTester tester(dock->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        dock->show();
        dock->raise();
        QTRY_COMPARE_WITH_TIMEOUT(dock->model()->rowCount(), 6, 20000);
        QVERIFY2(dock->statusText().contains(QStringLiteral("1 unparseable")), qPrintable(dock->statusText()));

        // "Why did the judge say that?": from the Scores dock on IP2P, the judge's answers about that output.
        int ip2p = -1;
        for (int i = 0; i < window.currentItem().outputs.size(); ++i)
            ip2p = window.currentItem().outputs[i].system == QLatin1String("IP2P") ? i : ip2p;
        QVERIFY(ip2p >= 0);
        window.setCurrentOutputIndex(ip2p);
        auto *judge = window.findChild<QAction *>(QStringLiteral("ShowJudgeAnswers"));
        QVERIFY(judge);
        QVERIFY(window.scoresDock()->view()->actions().contains(judge)); // in the table's context menu
        judge->trigger();
        QTRY_VERIFY(dock->selectedCall());
        const core::ModelCall *call = dock->selectedCall();
        QCOMPARE(call->stage, QStringLiteral("judge-point"));
        QCOMPARE(call->systems, QStringLiteral("IP2P"));
        // The first judge-point call about IP2P: SC (asked first) is the unparseable one, shown with its raw text.
        QCOMPARE(call->status, QStringLiteral("unparseable"));
        QCOMPARE(dock->rawText(), proseOnly);
        QVERIFY2(dock->parsedText().startsWith(QStringLiteral("Nothing was stored from this answer")),
                 qPrintable(dock->parsedText()));
        QVERIFY2(dock->promptText().contains(QStringLiteral("How well does it follow: Add a kite to the sky")),
                 qPrintable(dock->promptText()));
        // Next to the images it was shown, found among the item's images by their bytes.
        QCOMPARE(dock->shownImageCaptions(), (QStringList{QStringLiteral("original"), QStringLiteral("output IP2P")}));

        // The parse's answer about the item, parsed.
        window.findChild<QAction *>(QStringLiteral("ShowParseAnswer"))->trigger();
        QTRY_COMPARE(dock->selectedCall() ? dock->selectedCall()->stage : QString(), QStringLiteral("parse"));
        QVERIFY2(dock->parsedText().contains(QStringLiteral("\"edited_part\": \"kite\"")),
                 qPrintable(dock->parsedText()));
        QVERIFY(dock->shownImageCaptions().isEmpty()); // the parse is shown no image

        // While system names are blinded the dock shows nothing: the calls name the systems.
        dock->setSystemNamesHidden(true);
        QCOMPARE(dock->model()->rowCount(), 0);
        QVERIFY(dock->rawText().isEmpty());
        QVERIFY2(dock->statusText().contains(QStringLiteral("blinded")), qPrintable(dock->statusText()));
        dock->setSystemNamesHidden(false);
        QTRY_COMPARE_WITH_TIMEOUT(dock->model()->rowCount(), 6, 20000);
        dialog->close();
    }

    void diceBoxOpensTheAnswerItCameFrom()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        scriptJudge(server);
        QSettings settings(settingsFile(QStringLiteral("dice")), QSettings::IniFormat);
        {
            auto dialog = dialogFor(file, prompts, settings, server);
            dialog->setStages({QStringLiteral("dice")});
            QSignalSpy shown(dialog.get(), &ui::ModelStagesDialog::planShown);
            dialog->refreshPlan();
            QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toBool(), 20000);
            QSignalSpy finished(dialog.get(), &ui::ModelStagesDialog::runFinished);
            QVERIFY(dialog->startRun());
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
            QCOMPARE(finished.first().first().toBool(), true);
        }
        QCOMPARE(server.requestCount(), 3); // two detections, one coherence question about SD's box
        // The latency the run took is what the next estimate uses.
        QVERIFY(ui::endpointsettings::measuredLatencyMs(settings, QStringLiteral("scripted"), modelName).has_value());

        ui::MainWindow window(m_services, settings);
        window.resize(1400, 900);
        window.show();
        EL_VERIFY_OK(window.openStudy(file));
        QTRY_VERIFY(window.extrasLoaded());
        int sd = -1;
        for (int i = 0; i < window.currentItem().outputs.size(); ++i)
            sd = window.currentItem().outputs[i].system == QLatin1String("SD") ? i : sd;
        window.setCurrentOutputIndex(sd);
        QTableView *boxes = window.differencesDock()->view();
        QTRY_COMPARE(boxes->model()->rowCount(), 1);
        auto *dice = window.findChild<QAction *>(QStringLiteral("ShowDiceAnswer"));
        QVERIFY(dice);
        QVERIFY(boxes->actions().contains(dice)); // in the list's context menu
        QVERIFY(!dice->isEnabled());              // no box chosen yet
        const QModelIndex box = boxes->model()->index(0, 0);
        QCOMPARE(box.data(ui::DifferencesModel::OriginRole).toString(), QStringLiteral("DICE via scripted-model"));
        boxes->setCurrentIndex(box);
        QVERIFY(dice->isEnabled());
        dice->trigger();
        ui::ModelAnswersDock *dock = window.modelAnswersDock();
        QTRY_VERIFY(dock->selectedCall() && dock->selectedCall()->stage == QLatin1String("dice-detect"));
        QCOMPARE(dock->selectedCall()->systems, QStringLiteral("SD"));
        QVERIFY2(dock->rawText().contains(QStringLiteral("\"description\": \"a kite\"")), qPrintable(dock->rawText()));
        QCOMPARE(dock->shownImageCaptions(), (QStringList{QStringLiteral("original"), QStringLiteral("output SD")}));
    }

    void cancelStopsARunThatHangs()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        server.setReplyFunction([](const RecordedRequest &) { return ScriptedReply::hanging(); });
        QSettings settings(settingsFile(QStringLiteral("cancel")), QSettings::IniFormat);
        auto dialog = dialogFor(file, prompts, settings, server);
        // The requests hang for the default 120 s per attempt: Cancel must end the run while they are in flight.
        core::endpoint::EndpointConfig hanging = endpointOf(server);
        hanging.timeoutMs = core::endpoint::EndpointConfig().timeoutMs;
        dialog->setEndpoint(hanging);
        QSignalSpy shown(dialog.get(), &ui::ModelStagesDialog::planShown);
        dialog->refreshPlan();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toBool(), 20000);
        QSignalSpy finished(dialog.get(), &ui::ModelStagesDialog::runFinished);
        QVERIFY(dialog->startRun());
        QTRY_VERIFY_WITH_TIMEOUT(server.requestCount() >= 1, 20000); // a request is out and will never be answered
        dialog->cancelRun();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY(!dialog->isRunning());
        QVERIFY2(dialog->stateText().startsWith(QStringLiteral("Stopped")), qPrintable(dialog->stateText()));
        // Nothing was answered, so nothing was stored from an answer.
        auto store = core::StudyStore::open(file);
        EL_VERIFY_OK(store);
        auto calls = core::ModelCallStore(*store.value()).calls();
        EL_VERIFY_OK(calls);
        for (const core::ModelCall &c : calls.value())
            QVERIFY2(c.status != QLatin1String("ok"), qPrintable(c.stage));
    }

    void keyComesFromTheEnvironmentAndIsNeverStored()
    {
        QString prompts;
        const QString file = makeStudy(&prompts);
        testing::ScriptedChatServer server;
        QVERIFY(server.start());
        scriptJudge(server);
        const QByteArray secret = "sk-test-5f1c9a";
        qputenv("EDITLENS_TEST_MODEL_KEY", secret);
        const QString ini = settingsFile(QStringLiteral("key"));
        {
            QSettings settings(ini, QSettings::IniFormat);
            auto dialog = dialogFor(file, prompts, settings, server);
            core::endpoint::EndpointConfig c = endpointOf(server);
            c.keyEnv = QStringLiteral("EDITLENS_TEST_MODEL_KEY");
            dialog->setEndpoint(c);
            dialog->setStages({QStringLiteral("parse")});
            QSignalSpy shown(dialog.get(), &ui::ModelStagesDialog::planShown);
            dialog->refreshPlan();
            QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().first().toBool(), 20000);
            QSignalSpy finished(dialog.get(), &ui::ModelStagesDialog::runFinished);
            QVERIFY(dialog->startRun());
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
            QCOMPARE(finished.first().first().toBool(), true);
        }
        qunsetenv("EDITLENS_TEST_MODEL_KEY");
        // Sent as the bearer token …
        QCOMPARE(server.requestCount(), 1);
        QCOMPARE(server.requests().first().header("authorization"), QByteArray("Bearer ") + secret);
        // … remembered by where it comes from, never by its value: not in the settings, not in the study.
        const QByteArray stored = testing::readText(ini);
        QVERIFY(stored.contains("EDITLENS_TEST_MODEL_KEY"));
        QVERIFY(!stored.contains(secret));
        QVERIFY(!testing::readText(file).contains(secret));
        QSettings reread(ini, QSettings::IniFormat);
        ui::ModelStagesDialog again(file, reread);
        QCOMPARE(again.endpoint().keyEnv, QStringLiteral("EDITLENS_TEST_MODEL_KEY"));
        QCOMPARE(again.endpoint().baseUrl, server.url());

        // Set but empty: the run does not start, and the reason names the variable.
        qputenv("EDITLENS_TEST_MODEL_KEY", QByteArray());
        again.setStages({QStringLiteral("parse")});
        again.setPromptsDirectory(prompts);
        QVERIFY(!again.startRun());
        QVERIFY2(again.stateText().contains(QStringLiteral("EDITLENS_TEST_MODEL_KEY")), qPrintable(again.stateText()));
        qunsetenv("EDITLENS_TEST_MODEL_KEY");
        QCOMPARE(server.requestCount(), 1);
    }
};

QTEST_MAIN(TestModelStagesDialog)
#include "tst_modelstagesdialog.moc"
