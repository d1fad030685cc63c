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

namespace {

/// The options of `plan`, each declared once and added to the parser in the order of its --help.
struct PlanArgs
{
    explicit PlanArgs(QCommandLineParser &p);
    /// The options that mean something only with --crowd.
    QList<QCommandLineOption> crowdOptions() const
    {
        return {perParticipant, ratersPerItem, participantParam, studyParam, sessionParam,
                completionCode, completionUrl, abandonMinutes,   tokenHours};
    }

    const QCommandLineOption showPlan{QStringLiteral("show"),
                                      QCoreApplication::translate("editlens-cli",
                                                                  "Print the plan's settings and each annotator's "
                                                                  "planned and submitted items; change nothing.")};
    const QCommandLineOption annotators{
        QStringLiteral("annotators"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators to plan for, separated by commas (each gets a seeded order)."),
        QStringLiteral("NAMES")};
    const QCommandLineOption task{
        QStringLiteral("task"),
        QCoreApplication::translate("editlens-cli",
                                    "ratings (default), preferences (pairwise, balanced schedule) or mixed (every "
                                    "second item a pair)."),
        QStringLiteral("TASK"), QStringLiteral("ratings")};
    const QCommandLineOption pairs{
        QStringLiteral("pairs-per-item"),
        QCoreApplication::translate("editlens-cli", "Pairs shown per preference item (default 0 = every pair)."),
        QStringLiteral("N"), QStringLiteral("0")};
    const QCommandLineOption seed{QStringLiteral("seed"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Study seed (default: the plan's current seed)."),
                                  QStringLiteral("S")};
    const QCommandLineOption systems{
        QStringLiteral("systems"),
        QCoreApplication::translate("editlens-cli", "Systems shown, separated by commas (default: every system)."),
        QStringLiteral("NAMES")};
    const QCommandLineOption items{QStringLiteral("items"),
                                   QCoreApplication::translate("editlens-cli",
                                                               "Item ids in the plan (default: every item)."),
                                   QStringLiteral("IDS")};
    const QCommandLineOption gold{QStringLiteral("gold"),
                                  QCoreApplication::translate("editlens-cli", "Item ids of gold / attention items."),
                                  QStringLiteral("IDS")};
    const QCommandLineOption showNames{
        QStringLiteral("show-system-names"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators see the systems' names (by default they see Output A, B, …).")};
    const QCommandLineOption showDetector{
        QStringLiteral("show-detector-boxes"),
        QCoreApplication::translate("editlens-cli",
                                    "Annotators see the detectors' difference boxes (a DICE-D review).")};
    const QCommandLineOption showTruth{
        QStringLiteral("show-ground-truth"),
        QCoreApplication::translate("editlens-cli", "Annotators see ground-truth boxes and reference images.")};
    const QCommandLineOption noLock{QStringLiteral("no-lock"),
                                    QCoreApplication::translate("editlens-cli", "Submitted items stay editable.")};
    const QCommandLineOption breakMinutes{
        QStringLiteral("break-minutes"),
        QCoreApplication::translate("editlens-cli", "Break reminder after N minutes of work (default 45, 0 = none)."),
        QStringLiteral("N"), QStringLiteral("45")};
    const QCommandLineOption instructions{
        QStringLiteral("instructions"),
        QCoreApplication::translate("editlens-cli", "Text shown to annotators above the rubric's instructions."),
        QStringLiteral("TEXT")};
    const QCommandLineOption doneMessage{
        QStringLiteral("done-message"),
        QCoreApplication::translate("editlens-cli", "What happens next, shown when an annotator has finished."),
        QStringLiteral("TEXT")};
    const QCommandLineOption passphraseFile = planPassphraseOption();
    const QCommandLineOption newPassphraseFile{
        QStringLiteral("new-passphrase-file"),
        QCoreApplication::translate("editlens-cli", "File whose first line becomes the plan's passphrase (stored as a "
                                                    "salted PBKDF2 hash, never as text)."),
        QStringLiteral("FILE")};
    const QCommandLineOption removePassphrase{
        QStringLiteral("remove-passphrase"),
        QCoreApplication::translate("editlens-cli", "Let anyone with the study file change the plan.")};
    const QCommandLineOption allowNew{
        QStringLiteral("allow-new-annotators"),
        QCoreApplication::translate("editlens-cli",
                                    "A name outside the plan may open a session, after the window asks whether "
                                    "to continue as a new annotator (by default only planned annotators may).")};
    const QCommandLineOption crowd{
        QStringLiteral("crowd"),
        QCoreApplication::translate("editlens-cli",
                                    "Open enrolment for crowd platforms: the study link of `serve` enrols each "
                                    "participant id it is given and assigns them items (then --annotators may be "
                                    "left out).")};
    const QCommandLineOption perParticipant{
        QStringLiteral("items-per-participant"),
        QCoreApplication::translate("editlens-cli", "Items each crowd participant is given (default 10)."),
        QStringLiteral("N"), QStringLiteral("10")};
    const QCommandLineOption ratersPerItem{
        QStringLiteral("raters-per-item"),
        QCoreApplication::translate("editlens-cli", "Crowd participants who rate each item, at most (default 3)."),
        QStringLiteral("K"), QStringLiteral("3")};
    const QCommandLineOption participantParam{
        QStringLiteral("participant-param"),
        QCoreApplication::translate("editlens-cli",
                                    "The study link's query parameter with the participant id (default PROLIFIC_PID)."),
        QStringLiteral("NAME"), CrowdSettings().participantParam};
    const QCommandLineOption studyParam{
        QStringLiteral("study-param"),
        QCoreApplication::translate(
            "editlens-cli", "The study link's query parameter with the platform's study id (default STUDY_ID)."),
        QStringLiteral("NAME"), CrowdSettings().studyParam};
    const QCommandLineOption sessionParam{
        QStringLiteral("session-param"),
        QCoreApplication::translate("editlens-cli",
                                    "The study link's query parameter with the platform's session id (default "
                                    "SESSION_ID)."),
        QStringLiteral("NAME"), CrowdSettings().sessionParam};
    const QCommandLineOption completionCode{
        QStringLiteral("completion-code"),
        QCoreApplication::translate("editlens-cli", "The completion code a crowd participant is shown when done."),
        QStringLiteral("CODE")};
    const QCommandLineOption completionUrl{
        QStringLiteral("completion-url"),
        QCoreApplication::translate("editlens-cli",
                                    "Where the done page sends a crowd participant (http or https; {code} stands for "
                                    "the completion code)."),
        QStringLiteral("URL")};
    const QCommandLineOption abandonMinutes{
        QStringLiteral("abandon-minutes"),
        QCoreApplication::translate("editlens-cli",
                                    "A crowd participant silent this long gives back their unsubmitted items "
                                    "(default 60)."),
        QStringLiteral("N"), QString::number(CrowdSettings().abandonMinutes)};
    const QCommandLineOption tokenHours{
        QStringLiteral("token-hours"),
        QCoreApplication::translate("editlens-cli", "How long a crowd participant's session link lasts (default 48)."),
        QStringLiteral("N"), QString::number(CrowdSettings().tokenHours)};
};

PlanArgs::PlanArgs(QCommandLineParser &p)
{
    p.addOptions({showPlan,
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
    p.addOptions(crowdOptions());
}

/// What the options ask for, as values: whole numbers where numbers are meant and crowd options only with --crowd.
/// Nothing here is checked against the study yet.
struct PlanRequest
{
    QStringList names; ///< the annotators to plan for; empty with --crowd alone
    QString task;      ///< ratings, preferences or mixed
    int pairsPerItem = 0;
    int breakMinutes = 0;
    std::optional<quint64> seed; ///< unset: the plan keeps its current seed
    bool crowd = false;
    int crowdItems = 0;   ///< --items-per-participant
    int crowdRaters = 0;  ///< --raters-per-item
    int crowdMinutes = 0; ///< --abandon-minutes
    int crowdHours = 0;   ///< --token-hours
};

/// The plan the options ask for; nullopt after printing a usage error.
std::optional<PlanRequest> planRequestFromArgs(const QCommandLineParser &p, const PlanArgs &a)
{
    PlanRequest r;
    r.names = splitList(p.value(a.annotators));
    r.task = p.value(a.task);
    r.crowd = p.isSet(a.crowd);
    const std::optional<int> pairsPerItem = intFromOption(p, a.pairs, 0);
    const std::optional<int> minutes = intFromOption(p, a.breakMinutes, 0);
    const std::optional<quint64> seedValue =
        p.isSet(a.seed) ? unsignedFromOption(p, a.seed) : std::optional<quint64>(0);
    if ((r.names.isEmpty() && !r.crowd)
        || !QStringList{QStringLiteral("ratings"), QStringLiteral("preferences"), QStringLiteral("mixed")}.contains(
            r.task)
        || !pairsPerItem || !minutes || !seedValue || (p.isSet(a.newPassphraseFile) && p.isSet(a.removePassphrase))) {
        err(QCoreApplication::translate(
            "editlens-cli",
            "plan needs --annotators NAMES or --crowd, a --task of ratings, preferences or mixed, whole numbers of 0 "
            "or more for --pairs-per-item, --break-minutes and --seed, and not both --new-passphrase-file and "
            "--remove-passphrase"));
        return std::nullopt;
    }
    r.pairsPerItem = *pairsPerItem;
    r.breakMinutes = *minutes;
    if (p.isSet(a.seed))
        r.seed = *seedValue;
    // What the crowd settings say is checked by saveCrowdSettings; here only that they are numbers and meant.
    const std::optional<int> crowdItems = intFromOption(p, a.perParticipant),
                             crowdRaters = intFromOption(p, a.ratersPerItem),
                             crowdMinutes = intFromOption(p, a.abandonMinutes),
                             crowdHours = intFromOption(p, a.tokenHours);
    const QList<QCommandLineOption> crowdOptions = a.crowdOptions();
    const bool crowdOptionWithoutCrowd =
        !r.crowd && std::any_of(crowdOptions.cbegin(), crowdOptions.cend(), [&](const auto &o) { return p.isSet(o); });
    if (!crowdItems || !crowdRaters || !crowdMinutes || !crowdHours || crowdOptionWithoutCrowd) {
        err(QCoreApplication::translate("editlens-cli",
                                        "plan's crowd options need --crowd, and whole numbers for "
                                        "--items-per-participant, --raters-per-item, --abandon-minutes and "
                                        "--token-hours"));
        return std::nullopt;
    }
    r.crowdItems = *crowdItems;
    r.crowdRaters = *crowdRaters;
    r.crowdMinutes = *crowdMinutes;
    r.crowdHours = *crowdHours;
    return r;
}

/// The plan's settings the request asks for, over the `current` ones it keeps (seed, passphrase).
Result<PlanSettings> planSettings(const QCommandLineParser &p, const PlanArgs &a, const PlanRequest &r,
                                  const PlanSettings &current)
{
    PlanSettings s;
    s.seed = r.seed.value_or(current.seed);
    s.preference = r.task == QLatin1String("preferences");
    s.mixed = r.task == QLatin1String("mixed");
    s.pairsPerItem = r.pairsPerItem;
    s.blinded = !p.isSet(a.showNames);
    s.showDetectorBoxes = p.isSet(a.showDetector);
    s.showGroundTruth = p.isSet(a.showTruth);
    s.lockAfterSubmit = !p.isSet(a.noLock);
    s.allowNewAnnotators = p.isSet(a.allowNew);
    s.breakMinutes = r.breakMinutes;
    s.instructions = p.value(a.instructions);
    s.doneMessage = p.value(a.doneMessage);
    s.passphraseHash = p.isSet(a.removePassphrase) ? QString() : current.passphraseHash;
    if (p.isSet(a.newPassphraseFile)) {
        auto line = firstLine(p.value(a.newPassphraseFile));
        if (!line)
            return line.error();
        s.passphraseHash = hashPassphrase(line.value());
    }
    return s;
}

/// Fills `options`' systems, items and gold items from the options, each checked against the study's own.
Status selectSystemsAndItems(const StudyStore &store, const QCommandLineParser &p, const PlanArgs &a,
                             PlanOptions &options)
{
    options.systems = splitList(p.value(a.systems));
    auto summaries = store.itemSummaries();
    if (!summaries)
        return summaries.error();
    QHash<QString, qint64> idOf;
    QSet<QString> knownSystems;
    for (const ItemSummary &i : summaries.value()) {
        idOf.insert(i.key, i.id);
        for (const QString &system : i.systems)
            knownSystems.insert(system);
    }
    for (const QString &system : std::as_const(options.systems))
        if (!knownSystems.contains(system))
            return Error{QCoreApplication::translate("editlens-cli", "the study has no system '%1'").arg(system),
                         store.filePath()};
    for (const auto &[option, target] : {std::pair{&a.items, 0}, std::pair{&a.gold, 1}})
        for (const QString &key : splitList(p.value(*option))) {
            if (!idOf.contains(key))
                return Error{QCoreApplication::translate("editlens-cli", "the study has no item '%1'").arg(key),
                             store.filePath()};
            if (target == 0)
                options.items << idOf.value(key);
            else
                options.goldItems.insert(idOf.value(key));
        }
    return Status::success();
}

/// Saves the crowd enrolment the request asks for, over the same items and systems as the plan. A plan without
/// --crowd closes an open enrolment and leaves a closed one alone.
Status saveCrowd(StudyStore &store, const QCommandLineParser &p, const PlanArgs &a, const PlanRequest &r,
                 const PlanOptions &options)
{
    const auto currentCrowd = loadCrowdSettings(store);
    if (!currentCrowd)
        return currentCrowd.error();
    if (!r.crowd && !currentCrowd.value().enabled)
        return Status::success();
    CrowdSettings c;
    c.enabled = r.crowd;
    c.itemsPerParticipant = r.crowdItems;
    c.ratersPerItem = r.crowdRaters;
    c.participantParam = p.value(a.participantParam);
    c.studyParam = p.value(a.studyParam);
    c.sessionParam = p.value(a.sessionParam);
    c.completionCode = p.value(a.completionCode);
    c.completionUrl = p.value(a.completionUrl);
    c.abandonMinutes = r.crowdMinutes;
    c.tokenHours = r.crowdHours;
    c.items = options.items;
    c.systems = options.systems;
    c.goldItems = QVector<qint64>(options.goldItems.cbegin(), options.goldItems.cend());
    std::sort(c.goldItems.begin(), c.goldItems.end());
    return saveCrowdSettings(store, c);
}

/// Plans `r` in `store` once the plan's passphrase allows it: the crowd settings first (they are checked as they are
/// saved, and a refused one leaves the plan as it was), then each annotator's order.
Status writePlan(StudyStore &store, const QCommandLineParser &p, const PlanArgs &a, const PlanRequest &r)
{
    auto current = PlanStore(store).settings();
    if (!current)
        return current.error();
    if (Status st = checkPlanPassphrase(store, current.value(), p, a.passphraseFile); !st)
        return st;
    PlanOptions options;
    auto settings = planSettings(p, a, r, current.value());
    if (!settings)
        return settings.error();
    options.settings = std::move(settings).value();
    if (Status st = selectSystemsAndItems(store, p, a, options); !st)
        return st;
    if (Status st = saveCrowd(store, p, a, r, options); !st)
        return st;
    return StudyPlan::create(store, r.names, options);
}

} // namespace

int cmdPlan(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "The study (.editlens)."));
    const PlanArgs a(p);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Sets a user study's plan: each annotator's seeded order of items, the task, what annotators "
                          "may see in their sessions (editlens STUDY --annotator NAME) and the passphrase that "
                          "protects the plan."),
                      1, 1);
        r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    if (p.isSet(a.showPlan))
        return printPlan(*store);
    const std::optional<PlanRequest> request = planRequestFromArgs(p, a);
    if (!request)
        return Usage;
    if (Status st = writePlan(*store, p, a, *request); !st)
        return fail(st.error());
    if (request->names.isEmpty())
        err(QCoreApplication::translate("editlens-cli", "planned open enrolment for crowd platforms"));
    else
        err(QCoreApplication::translate("editlens-cli", "planned %n annotator(s): %1", nullptr,
                                        int(request->names.size()))
                .arg(request->names.join(QStringLiteral(", "))));
    return printPlan(*store);
}

} // namespace editlens::cli
