#include "plancommand.h"
#include "cliutil.h"

#include "document/studyplan.h"
#include "storage/studystore.h"
#include "util/passphrase.h"
#include "web/crowdenrolment.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace editlens::cli {

using namespace editlens::core;

namespace {

QStringList splitList(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("\\s*,\\s*"));
    QStringList out = text.split(separators, Qt::SkipEmptyParts);
    out.removeDuplicates();
    return out;
}

/// The first line of `file` ("-": standard input), without its line end.
Result<QString> firstLine(const QString &file)
{
    QFile f(file);
    const bool opened = file == QLatin1String("-") ? f.open(stdin, QIODevice::ReadOnly) : f.open(QIODevice::ReadOnly);
    if (!opened)
        return Error{QCoreApplication::translate("editlens-cli", "cannot read the passphrase file"), file};
    QString line = QString::fromUtf8(f.readLine());
    while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
        line.chop(1);
    if (line.isEmpty())
        return Error{QCoreApplication::translate("editlens-cli", "the passphrase file's first line is empty"), file, 1};
    return line;
}

/// The crowd enrolment part of `plan --show`.
template<typename YesNo>
int showCrowd(StudyStore &store, const YesNo &yesNo)
{
    const auto crowd = loadCrowdSettings(store);
    if (!crowd)
        return fail(crowd.error());
    const CrowdSettings &c = crowd.value();
    out(QCoreApplication::translate("editlens-cli", "open enrolment for crowd platforms: %1").arg(yesNo(c.enabled)));
    if (!c.enabled)
        return Ok;
    const QString none = QCoreApplication::translate("editlens-cli", "none");
    out(QCoreApplication::translate("editlens-cli", "  items per participant: %1").arg(c.itemsPerParticipant));
    out(QCoreApplication::translate("editlens-cli", "  raters per item: %1").arg(c.ratersPerItem));
    out(QCoreApplication::translate("editlens-cli", "  study link parameters: %1, %2, %3")
            .arg(c.participantParam, c.studyParam, c.sessionParam));
    out(QCoreApplication::translate("editlens-cli", "  completion code: %1")
            .arg(c.completionCode.isEmpty() ? none : c.completionCode));
    out(QCoreApplication::translate("editlens-cli", "  completion URL: %1")
            .arg(c.completionUrl.isEmpty() ? none : c.completionUrl));
    out(QCoreApplication::translate("editlens-cli", "  unsubmitted items given back after %1 min of silence")
            .arg(c.abandonMinutes));
    out(QCoreApplication::translate("editlens-cli", "  session links last %1 h").arg(c.tokenHours));
    const auto participants = CrowdEnrolment(store, c).participants();
    if (!participants)
        return fail(participants.error());
    const auto released = std::count_if(participants.value().cbegin(), participants.value().cend(),
                                        [](const CrowdParticipant &p) { return p.released; });
    out(QCoreApplication::translate("editlens-cli", "  %n participant(s) enrolled, %1 gave their places back", nullptr,
                                    int(participants.value().size()))
            .arg(released));
    return Ok;
}

int show(StudyStore &store)
{
    PlanStore plans(store);
    auto settings = plans.settings();
    if (!settings)
        return fail(settings.error());
    const PlanSettings &s = settings.value();
    const auto yesNo = [](bool b) {
        return b ? QCoreApplication::translate("editlens-cli", "yes")
                 : QCoreApplication::translate("editlens-cli", "no");
    };
    out(QCoreApplication::translate("editlens-cli", "task: %1")
            .arg(s.preference ? QStringLiteral("preferences")
                 : s.mixed    ? QStringLiteral("mixed")
                              : QStringLiteral("ratings")));
    out(QCoreApplication::translate("editlens-cli", "seed: %1").arg(s.seed));
    out(QCoreApplication::translate("editlens-cli", "pairs per item: %1")
            .arg(s.pairsPerItem == 0 ? QCoreApplication::translate("editlens-cli", "every pair")
                                     : QString::number(s.pairsPerItem)));
    out(QCoreApplication::translate("editlens-cli", "annotators see system names: %1").arg(yesNo(!s.blinded)));
    out(QCoreApplication::translate("editlens-cli", "annotators see detector boxes: %1")
            .arg(yesNo(s.showDetectorBoxes)));
    out(QCoreApplication::translate("editlens-cli", "annotators see the ground truth: %1")
            .arg(yesNo(s.showGroundTruth)));
    out(QCoreApplication::translate("editlens-cli", "items locked after submit: %1").arg(yesNo(s.lockAfterSubmit)));
    out(QCoreApplication::translate("editlens-cli", "break reminder: %1")
            .arg(s.breakMinutes > 0 ? QCoreApplication::translate("editlens-cli", "after %1 min").arg(s.breakMinutes)
                                    : QCoreApplication::translate("editlens-cli", "none")));
    out(QCoreApplication::translate("editlens-cli", "protected by a passphrase: %1")
            .arg(yesNo(!s.passphraseHash.isEmpty())));
    out(QCoreApplication::translate("editlens-cli", "sessions for annotators outside the plan: %1")
            .arg(yesNo(s.allowNewAnnotators)));
    if (int r = showCrowd(store, yesNo); r != Ok)
        return r;
    auto progress = plans.progress();
    if (!progress)
        return fail(progress.error());
    QMap<QString, QPair<int, int>> perAnnotator; // planned, submitted
    for (const AnnotatorItemProgress &p : progress.value()) {
        auto &counts = perAnnotator[p.annotator];
        counts.first += p.position >= 0 ? 1 : 0;
        counts.second += p.submittedAt.isValid() ? 1 : 0;
    }
    for (auto it = perAnnotator.cbegin(); it != perAnnotator.cend(); ++it)
        out(QCoreApplication::translate("editlens-cli", "annotator %1: %n item(s) planned, %2 submitted", nullptr,
                                        it->first)
                .arg(it.key())
                .arg(it->second));
    return Ok;
}

} // namespace

QCommandLineOption planPassphraseOption()
{
    return QCommandLineOption(
        QStringLiteral("passphrase-file"),
        QCoreApplication::translate(
            "editlens-cli", "File whose first line is the plan's current passphrase ('-': standard input); or set "
                            "EDITLENS_PLAN_PASSPHRASE."),
        QStringLiteral("FILE"));
}

Status checkPlanPassphrase(const StudyStore &store, const PlanSettings &current, const QCommandLineParser &parser,
                           const QCommandLineOption &option)
{
    if (current.passphraseHash.isEmpty())
        return Status::success();
    QString given = qEnvironmentVariable("EDITLENS_PLAN_PASSPHRASE");
    if (parser.isSet(option)) {
        auto line = firstLine(parser.value(option));
        if (!line)
            return line.error();
        given = line.value();
    }
    if (verifyPassphrase(current.passphraseHash, given))
        return Status::success();
    return Error{given.isEmpty()
                     ? QCoreApplication::translate("editlens-cli",
                                                   "the plan is protected by a passphrase: give it with "
                                                   "--passphrase-file or EDITLENS_PLAN_PASSPHRASE; nothing changed")
                     : QCoreApplication::translate("editlens-cli",
                                                   "that is not the plan's passphrase; nothing changed"),
                 store.filePath()};
}

int cmdPlan(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "The study (.editlens)."));
    const QCommandLineOption showOption(QStringLiteral("show"),
                                        QCoreApplication::translate("editlens-cli",
                                                                    "Print the plan's settings and each annotator's "
                                                                    "planned and submitted items; change nothing."));
    const QCommandLineOption annotators(
        QStringLiteral("annotators"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators to plan for, separated by commas (each gets a seeded order)."),
        QStringLiteral("NAMES"));
    const QCommandLineOption task(
        QStringLiteral("task"),
        QCoreApplication::translate("editlens-cli",
                                    "ratings (default), preferences (pairwise, balanced schedule) or mixed (every "
                                    "second item a pair)."),
        QStringLiteral("TASK"), QStringLiteral("ratings"));
    const QCommandLineOption pairs(
        QStringLiteral("pairs-per-item"),
        QCoreApplication::translate("editlens-cli", "Pairs shown per preference item (default 0 = every pair)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Study seed (default: the plan's current seed)."),
                                  QStringLiteral("S"));
    const QCommandLineOption systems(
        QStringLiteral("systems"),
        QCoreApplication::translate("editlens-cli", "Systems shown, separated by commas (default: every system)."),
        QStringLiteral("NAMES"));
    const QCommandLineOption items(QStringLiteral("items"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "Item ids in the plan (default: every item)."),
                                   QStringLiteral("IDS"));
    const QCommandLineOption gold(QStringLiteral("gold"),
                                  QCoreApplication::translate("editlens-cli", "Item ids of gold / attention items."),
                                  QStringLiteral("IDS"));
    const QCommandLineOption showNames(
        QStringLiteral("show-system-names"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators see the systems' names (by default they see Output A, B, …)."));
    const QCommandLineOption showDetector(
        QStringLiteral("show-detector-boxes"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators see the detectors' difference boxes (a DICE-D review)."));
    const QCommandLineOption showTruth(
        QStringLiteral("show-ground-truth"),
        QCoreApplication::translate("editlens-cli", "Annotators see ground-truth boxes and reference images."));
    const QCommandLineOption noLock(QStringLiteral("no-lock"),
                                    QCoreApplication::translate("editlens-cli", "Submitted items stay editable."));
    const QCommandLineOption breakMinutes(
        QStringLiteral("break-minutes"),
        QCoreApplication::translate("editlens-cli", "Break reminder after N minutes of work (default 45, 0 = none)."),
        QStringLiteral("N"), QStringLiteral("45"));
    const QCommandLineOption instructions(
        QStringLiteral("instructions"),
        QCoreApplication::translate("editlens-cli", "Text shown to annotators above the rubric's instructions."),
        QStringLiteral("TEXT"));
    const QCommandLineOption doneMessage(
        QStringLiteral("done-message"),
        QCoreApplication::translate("editlens-cli", "What happens next, shown when an annotator has finished."),
        QStringLiteral("TEXT"));
    const QCommandLineOption passphraseFile = planPassphraseOption();
    const QCommandLineOption newPassphraseFile(
        QStringLiteral("new-passphrase-file"),
        QCoreApplication::translate("editlens-cli", "File whose first line becomes the plan's passphrase (stored as a "
                                                    "salted PBKDF2 hash, never as text)."),
        QStringLiteral("FILE"));
    const QCommandLineOption removePassphrase(
        QStringLiteral("remove-passphrase"),
        QCoreApplication::translate("editlens-cli", "Let anyone with the study file change the plan."));
    const QCommandLineOption allowNew(
        QStringLiteral("allow-new-annotators"),
        QCoreApplication::translate("editlens-cli",
                                    "A name outside the plan may open a session, after the window asks whether "
                                    "to continue as a new annotator (by default only planned annotators may)."));
    const QCommandLineOption crowd(
        QStringLiteral("crowd"),
        QCoreApplication::translate("editlens-cli",
                                    "Open enrolment for crowd platforms: the study link of `serve` enrols each "
                                    "participant id it is given and assigns them items (then --annotators may be "
                                    "left out)."));
    const QCommandLineOption perParticipant(
        QStringLiteral("items-per-participant"),
        QCoreApplication::translate("editlens-cli", "Items each crowd participant is given (default 10)."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption ratersPerItem(
        QStringLiteral("raters-per-item"),
        QCoreApplication::translate("editlens-cli", "Crowd participants who rate each item, at most (default 3)."),
        QStringLiteral("K"), QStringLiteral("3"));
    const CrowdSettings crowdDefaults;
    const QCommandLineOption participantParam(
        QStringLiteral("participant-param"),
        QCoreApplication::translate("editlens-cli",
                                    "The study link's query parameter with the participant id (default PROLIFIC_PID)."),
        QStringLiteral("NAME"), crowdDefaults.participantParam);
    const QCommandLineOption studyParam(
        QStringLiteral("study-param"),
        QCoreApplication::translate(
            "editlens-cli", "The study link's query parameter with the platform's study id (default STUDY_ID)."),
        QStringLiteral("NAME"), crowdDefaults.studyParam);
    const QCommandLineOption sessionParam(
        QStringLiteral("session-param"),
        QCoreApplication::translate("editlens-cli",
                                    "The study link's query parameter with the platform's session id (default "
                                    "SESSION_ID)."),
        QStringLiteral("NAME"), crowdDefaults.sessionParam);
    const QCommandLineOption completionCode(
        QStringLiteral("completion-code"),
        QCoreApplication::translate("editlens-cli", "The completion code a crowd participant is shown when done."),
        QStringLiteral("CODE"));
    const QCommandLineOption completionUrl(
        QStringLiteral("completion-url"),
        QCoreApplication::translate("editlens-cli",
                                    "Where the done page sends a crowd participant (http or https; {code} stands for "
                                    "the completion code)."),
        QStringLiteral("URL"));
    const QCommandLineOption abandonMinutes(
        QStringLiteral("abandon-minutes"),
        QCoreApplication::translate("editlens-cli",
                                    "A crowd participant silent this long gives back their unsubmitted items "
                                    "(default 60)."),
        QStringLiteral("N"), QString::number(crowdDefaults.abandonMinutes));
    const QCommandLineOption tokenHours(
        QStringLiteral("token-hours"),
        QCoreApplication::translate("editlens-cli", "How long a crowd participant's session link lasts (default 48)."),
        QStringLiteral("N"), QString::number(crowdDefaults.tokenHours));
    const QList<QCommandLineOption> crowdOptions{perParticipant, ratersPerItem,  participantParam,
                                                 studyParam,     sessionParam,   completionCode,
                                                 completionUrl,  abandonMinutes, tokenHours};
    p.addOptions({showOption,
                  annotators,
                  task,
                  pairs,
                  seed,
                  systems,
                  items,
                  gold,
                  showNames,
                  showDetector,
                  showTruth,
                  noLock,
                  breakMinutes,
                  instructions,
                  doneMessage,
                  passphraseFile,
                  newPassphraseFile,
                  removePassphrase,
                  allowNew,
                  crowd});
    p.addOptions(crowdOptions);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Sets a user study's plan: each annotator's seeded order of items, the task, what annotators "
                          "may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that "
                          "protects the plan."),
                      1, 1);
        r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudy(p.positionalArguments().at(0));
    if (!store)
        return Failure;
    if (p.isSet(showOption))
        return show(*store);

    const QStringList names = splitList(p.value(annotators));
    const QString taskName = p.value(task);
    const std::optional<int> pairsPerItem = intFromOption(p, pairs, 0);
    const std::optional<int> minutes = intFromOption(p, breakMinutes, 0);
    const std::optional<quint64> seedValue = p.isSet(seed) ? unsignedFromOption(p, seed) : std::optional<quint64>(0);
    if ((names.isEmpty() && !p.isSet(crowd))
        || !QStringList{QStringLiteral("ratings"), QStringLiteral("preferences"), QStringLiteral("mixed")}.contains(
            taskName)
        || !pairsPerItem || !minutes || !seedValue || (p.isSet(newPassphraseFile) && p.isSet(removePassphrase))) {
        err(QCoreApplication::translate(
            "editlens-cli",
            "plan needs --annotators NAMES or --crowd, a --task of ratings, preferences or mixed, whole numbers of 0 "
            "or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and "
            "--remove-passphrase"));
        return Usage;
    }
    // What the crowd settings say is checked by saveCrowdSettings; here only that they are numbers and meant.
    const std::optional<int> crowdItems = intFromOption(p, perParticipant),
                             crowdRaters = intFromOption(p, ratersPerItem),
                             crowdMinutes = intFromOption(p, abandonMinutes), crowdHours = intFromOption(p, tokenHours);
    const bool crowdOptionWithoutCrowd =
        !p.isSet(crowd)
        && std::any_of(crowdOptions.cbegin(), crowdOptions.cend(), [&](const auto &o) { return p.isSet(o); });
    if (!crowdItems || !crowdRaters || !crowdMinutes || !crowdHours || crowdOptionWithoutCrowd) {
        err(QCoreApplication::translate("editlens-cli",
                                        "plan's crowd options need --crowd, and whole numbers for "
                                        "--items-per-participant, --raters-per-item, --abandon-minutes and "
                                        "--token-hours"));
        return Usage;
    }

    PlanStore plans(*store);
    auto current = plans.settings();
    if (!current)
        return fail(current.error());
    if (Status st = checkPlanPassphrase(*store, current.value(), p, passphraseFile); !st)
        return fail(st.error());

    PlanOptions options;
    PlanSettings &s = options.settings;
    s.seed = p.isSet(seed) ? *seedValue : current.value().seed;
    s.preference = taskName == QLatin1String("preferences");
    s.mixed = taskName == QLatin1String("mixed");
    s.pairsPerItem = *pairsPerItem;
    s.blinded = !p.isSet(showNames);
    s.showDetectorBoxes = p.isSet(showDetector);
    s.showGroundTruth = p.isSet(showTruth);
    s.lockAfterSubmit = !p.isSet(noLock);
    s.allowNewAnnotators = p.isSet(allowNew);
    s.breakMinutes = *minutes;
    s.instructions = p.value(instructions);
    s.doneMessage = p.value(doneMessage);
    s.passphraseHash = p.isSet(removePassphrase) ? QString() : current.value().passphraseHash;
    if (p.isSet(newPassphraseFile)) {
        auto line = firstLine(p.value(newPassphraseFile));
        if (!line)
            return fail(line.error());
        s.passphraseHash = hashPassphrase(line.value());
    }
    options.systems = splitList(p.value(systems));

    auto summaries = store->itemSummaries();
    if (!summaries)
        return fail(summaries.error());
    QHash<QString, qint64> idOf;
    QSet<QString> knownSystems;
    for (const ItemSummary &i : summaries.value()) {
        idOf.insert(i.key, i.id);
        for (const QString &system : i.systems)
            knownSystems.insert(system);
    }
    for (const QString &system : std::as_const(options.systems))
        if (!knownSystems.contains(system))
            return fail(Error{QCoreApplication::translate("editlens-cli", "the study has no system '%1'").arg(system),
                              store->filePath()});
    for (const auto &[option, target] : {std::pair{&items, 0}, std::pair{&gold, 1}})
        for (const QString &key : splitList(p.value(*option))) {
            if (!idOf.contains(key))
                return fail(Error{QCoreApplication::translate("editlens-cli", "the study has no item '%1'").arg(key),
                                  store->filePath()});
            if (target == 0)
                options.items << idOf.value(key);
            else
                options.goldItems.insert(idOf.value(key));
        }
    // The crowd settings go first: they are checked as they are saved, and a refused one leaves the plan as it was.
    const auto currentCrowd = loadCrowdSettings(*store);
    if (!currentCrowd)
        return fail(currentCrowd.error());
    if (p.isSet(crowd) || currentCrowd.value().enabled) { // a plan without --crowd closes open enrolment
        CrowdSettings c;
        c.enabled = p.isSet(crowd);
        c.itemsPerParticipant = *crowdItems;
        c.ratersPerItem = *crowdRaters;
        c.participantParam = p.value(participantParam);
        c.studyParam = p.value(studyParam);
        c.sessionParam = p.value(sessionParam);
        c.completionCode = p.value(completionCode);
        c.completionUrl = p.value(completionUrl);
        c.abandonMinutes = *crowdMinutes;
        c.tokenHours = *crowdHours;
        c.items = options.items;
        c.systems = options.systems;
        c.goldItems = QVector<qint64>(options.goldItems.cbegin(), options.goldItems.cend());
        std::sort(c.goldItems.begin(), c.goldItems.end());
        if (Status st = saveCrowdSettings(*store, c); !st)
            return fail(st.error());
    }
    if (Status st = StudyPlan::create(*store, names, options); !st)
        return fail(st.error());
    if (names.isEmpty())
        err(QCoreApplication::translate("editlens-cli", "planned open enrolment for crowd platforms"));
    else
        err(QCoreApplication::translate("editlens-cli", "planned %n annotator(s): %1", nullptr, int(names.size()))
                .arg(names.join(QStringLiteral(", "))));
    return show(*store);
}

} // namespace editlens::cli
