#include "servecommand.h"
#include "cliutil.h"

#include "storage/planstore.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "web/crowdenrolment.h"
#include "web/webapi.h"
#include "web/webserver.h"
#include "web/webworkers.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QTimer>
#include <QUrl>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace editlens::cli {

using namespace editlens::core;

namespace {

// The write end of the pipe the signal handler writes to: a handler may only do async-signal-safe things, so it
// wakes the event loop through the pipe instead of calling into Qt.
int g_signalPipe[2] = {-1, -1};

extern "C" void onStopSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(g_signalPipe[1], &byte, 1);
}

/// Quits the event loop on SIGINT or SIGTERM while it lives; restores the default handlers when it goes.
class StopOnSignals
{
public:
    StopOnSignals()
    {
        if (::pipe(g_signalPipe) != 0)
            return;
        for (const int fd : g_signalPipe)
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        ::fcntl(g_signalPipe[1], F_SETFL, O_NONBLOCK); // a burst of signals never blocks the handler
        m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[0], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, [] { QCoreApplication::quit(); });
        struct sigaction action = {};
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        for (const int sig : {SIGINT, SIGTERM})
            ::sigaction(sig, &action, nullptr);
    }
    ~StopOnSignals()
    {
        for (const int sig : {SIGINT, SIGTERM})
            std::signal(sig, SIG_DFL);
        m_notifier.reset();
        for (int &fd : g_signalPipe) {
            if (fd >= 0)
                ::close(fd);
            fd = -1;
        }
    }
    StopOnSignals(const StopOnSignals &) = delete;
    StopOnSignals &operator=(const StopOnSignals &) = delete;
    bool ok() const { return m_notifier != nullptr; }

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
};

struct ListenAddress
{
    QHostAddress address;
    quint16 port = 0;
};

/// "ADDR:PORT" with ADDR an IPv4 address, "[IPv6]" or "localhost" and PORT 0-65535 (0: any free port).
std::optional<ListenAddress> parseListen(const QString &text)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return std::nullopt;
    QString host = text.left(colon);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return std::nullopt;
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    else if (host.contains(QLatin1Char(':')))
        return std::nullopt; // an IPv6 address needs its brackets, or the port would be ambiguous
    ListenAddress listen{host == QLatin1String("localhost") ? QHostAddress(QHostAddress::LocalHost)
                                                            : QHostAddress(host),
                         quint16(port)};
    if (listen.address.isNull())
        return std::nullopt;
    return listen;
}

/// The root of an http(s) host ("https://study.example.org", a trailing '/' allowed), without the '/'; nullopt
/// for anything else. No path prefix: the page asks for /api/…, /static/… and /img/… at the root of its host, and
/// enrolment redirects to /s/…, so a link under a prefix would load a page that cannot work.
std::optional<QUrl> parseBaseUrl(const QString &text)
{
    QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        || url.host().isEmpty() || url.hasQuery() || url.hasFragment() || !url.userInfo().isEmpty()
        || (!url.path().isEmpty() && url.path() != QLatin1String("/")))
        return std::nullopt;
    url.setPath(QString());
    return url;
}

/// The study's plan must exist before anyone can be served: without one nothing says what to show.
Status requirePlan(StudyStore &store)
{
    const Result<bool> planned = PlanStore(store).hasPlan();
    if (!planned)
        return planned.error();
    if (!planned.value())
        return Error{QCoreApplication::translate(
                         "editlens-cli",
                         "the study has no plan, so there is nothing to show annotators: make one first with "
                         "'editlens-cli plan STUDY --annotators NAMES' (or with --crowd for open enrolment)"),
                     store.filePath()};
    return Status::success();
}

/// The study link for a crowd platform: the participant, study and session parameters as Prolific fills them in.
QString crowdLink(const QString &base, const CrowdSettings &crowd)
{
    QStringList query;
    for (const QString &param : {crowd.participantParam, crowd.studyParam, crowd.sessionParam})
        if (!param.isEmpty())
            query << param + QStringLiteral("={{%") + param + QStringLiteral("%}}");
    return base + QStringLiteral("/join?") + query.join(QLatin1Char('&'));
}

/// On a terminal, a line that counts the study's answers every few seconds; nothing in logs.
void startStatusLine(StudyStore &store, QObject *owner)
{
    if (!isatty(fileno(stderr)))
        return;
    auto *timer = new QTimer(owner);
    QObject::connect(timer, &QTimer::timeout, owner, [&store] {
        const Result<StudyCounts> counts = store.counts();
        if (!counts)
            return;
        const QString line =
            QCoreApplication::translate("editlens-cli", "%1 ratings, %2 preferences in the study (Ctrl+C stops)")
                .arg(counts.value().ratings)
                .arg(counts.value().preferences);
        std::fprintf(stderr, "\r%s", qUtf8Printable(line));
        std::fflush(stderr);
    });
    timer->start(5000);
}

/// The options of `serve`, each declared once and added to the parser in the order of its --help.
struct ServeArgs
{
    explicit ServeArgs(QCommandLineParser &p);

    const QCommandLineOption listen{
        QStringLiteral("listen"),
        QCoreApplication::translate(
            "editlens-cli",
            "Address and port to serve on: 127.0.0.1:8080 (default), [::1]:8080, 0.0.0.0:8080; port 0 picks a "
            "free one. Plain HTTP: put a reverse proxy with TLS in front (README)."),
        QStringLiteral("ADDR:PORT"), QStringLiteral("127.0.0.1:8080")};
    const QCommandLineOption publicUrl{
        QStringLiteral("public-url"),
        QCoreApplication::translate(
            "editlens-cli",
            "The address participants open, as the browser sees it behind the reverse proxy "
            "(https://study.example.org): requests from other origins are refused, and the printed links use it."),
        QStringLiteral("URL")};
    const QCommandLineOption answersPerSecond{
        QStringLiteral("answers-per-second"),
        QCoreApplication::translate(
            "editlens-cli",
            "Answers a participant may send per second, sustained (default 10; bursts of four times that)."),
        QStringLiteral("N"), QStringLiteral("10")};
    const QCommandLineOption workers{
        QStringLiteral("workers"),
        QCoreApplication::translate(
            "editlens-cli",
            "Threads that answer requests, each with its own connection to the study, so that participants' answers "
            "are saved at the same time (default 4; one participant's requests always go to the same thread)."),
        QStringLiteral("N"), QStringLiteral("4")};
};

ServeArgs::ServeArgs(QCommandLineParser &p)
{
    p.addOptions({listen, publicUrl, answersPerSecond, workers});
}

/// What `serve`'s options ask for, checked.
struct ServeRequest
{
    ListenAddress where;
    WebApiOptions options;
    std::optional<QUrl> base; ///< --public-url
    int workers = 4;
};

/// The request; nullopt after printing a usage error (the command then returns Usage).
std::optional<ServeRequest> serveRequestFromArgs(const QCommandLineParser &p, const ServeArgs &a)
{
    ServeRequest request;
    const std::optional<ListenAddress> where = parseListen(p.value(a.listen));
    if (!where) {
        err(QCoreApplication::translate(
                "editlens-cli",
                "--listen: '%1' is not ADDR:PORT (an IPv4 address, [IPv6] or localhost, and a port 0-65535)")
                .arg(p.value(a.listen)));
        return std::nullopt;
    }
    request.where = *where;
    if (p.isSet(a.publicUrl)) {
        request.base = parseBaseUrl(p.value(a.publicUrl));
        if (!request.base) {
            err(QCoreApplication::translate(
                    "editlens-cli", "--public-url: '%1' is not the root of an http:// or https:// host, such as "
                                    "https://study.example.org (the page works at the root of its host)")
                    .arg(p.value(a.publicUrl)));
            return std::nullopt;
        }
        request.options.publicOrigin = request.base->adjusted(QUrl::RemovePath).toString();
    }
    const std::optional<int> rate = intFromOption(p, a.answersPerSecond, 1, 1000);
    if (!rate) {
        err(QCoreApplication::translate("editlens-cli", "--answers-per-second must be a whole number 1-1000, not '%1'")
                .arg(p.value(a.answersPerSecond)));
        return std::nullopt;
    }
    request.options.answersPerSecond = *rate;
    request.options.answerBurst = 4 * *rate;
    const std::optional<int> workerCount = intFromOption(p, a.workers, 1, 64);
    if (!workerCount) {
        err(QCoreApplication::translate("editlens-cli", "--workers must be a whole number 1-64, not '%1'")
                .arg(p.value(a.workers)));
        return std::nullopt;
    }
    request.workers = *workerCount;
    return request;
}

/// Starts `count` workers, each of which opens the study at `location` again on its own thread (a server study's
/// images are in the cache already).
Status startWorkers(WebWorkerPool &pool, int count, const QString &location, const WebApiOptions &options)
{
    return pool.start(count, [location, options](int) -> Result<WebWorkerApi> {
        Result<std::unique_ptr<StudyStore>> opened =
            StudyStore::open(location, {}, {}, StudyStore::ServerImages::Later);
        if (!opened)
            return opened.error();
        WebWorkerApi made;
        made.store = std::move(opened.value());
        made.api = std::make_unique<WebApi>(*made.store, options);
        if (Status loaded = made.api->load(); !loaded)
            return loaded.error();
        return made;
    });
}

/// The line that says what is served where: the study, the local address, the planned annotators, the enrolment.
void printServing(const StudyStore &store, const ServeRequest &request, quint16 port, int planned,
                  const CrowdSettings &crowd)
{
    const QHostAddress &address = request.where.address;
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(address.toString())
                             : address.toString();
    const QString local = QStringLiteral("http://%1:%2").arg(host).arg(port);
    const QString shown = request.base ? request.base->toString() : local;
    const QString enrolment =
        crowd.enabled
            ? QCoreApplication::translate("editlens-cli", "open enrolment: on, link: %1").arg(crowdLink(shown, crowd))
            : QCoreApplication::translate("editlens-cli", "open enrolment: off");
    //: %1 the study, %2 the server's address, %3 "N annotators planned", %4 the enrolment
    out(QCoreApplication::translate("editlens-cli", "Serving %1 at %2/ (%3; %4)")
            .arg(store.filePath(), local,
                 QCoreApplication::translate("editlens-cli", "%n annotator(s) planned", nullptr, planned), enrolment));
}

} // namespace

int cmdServe(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate(
                                "editlens-cli", "Study file (.editlens) or server URL (postgresql://…), with a plan."));
    const ServeArgs a(p);
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Serves a planned study's annotator session as a web page, for personal links "
                          "(serve-links) and open enrolment from crowd platforms, until Ctrl+C or SIGTERM."),
                      1, 1);
        r >= 0)
        return r;
    const std::optional<ServeRequest> request = serveRequestFromArgs(p, a);
    if (!request)
        return Usage;

    const QString location = p.positionalArguments().at(0);
    const std::unique_ptr<StudyStore> store = openStudy(location);
    if (!store)
        return Failure;
    if (Status s = requirePlan(*store); !s)
        return fail(s.error());
    const Result<QStringList> planned = PlanStore(*store).plannedAnnotators();
    if (!planned)
        return fail(planned.error());
    const Result<CrowdSettings> crowd = loadCrowdSettings(*store);
    if (!crowd)
        return fail(crowd.error());

    WebApi api(*store, request->options); // the study is checked here, before anything listens
    if (Status s = api.load(); !s)
        return fail(s.error());
    WebWorkerPool pool;
    if (Status s = startWorkers(pool, request->workers, location, request->options); !s)
        return fail(s.error());
    WebServer server(pool);
    const Result<quint16> port = server.start(request->where.address, request->where.port);
    if (!port)
        return fail(port.error());
    StopOnSignals stop;
    if (!stop.ok())
        return fail(Error{QCoreApplication::translate("editlens-cli", "cannot watch for Ctrl+C and SIGTERM"),
                          QString::fromLocal8Bit(std::strerror(errno))});
    printServing(*store, *request, port.value(), int(planned.value().size()), crowd.value());
    QObject statusOwner;
    startStatusLine(*store, &statusOwner);
    QCoreApplication::exec();
    if (isatty(fileno(stderr)))
        std::fputc('\n', stderr);
    err(QCoreApplication::translate("editlens-cli", "stopped serving %1").arg(store->filePath()));
    return Ok;
}

int cmdServeLinks(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate(
                                "editlens-cli", "Study file (.editlens) or server URL (postgresql://…), with a plan."));
    const QCommandLineOption annotators(
        QStringLiteral("annotators"),
        QCoreApplication::translate("editlens-cli", "Annotators to make links for, separated by commas."),
        QStringLiteral("NAMES"));
    const QCommandLineOption baseUrl(
        QStringLiteral("base-url"),
        QCoreApplication::translate(
            "editlens-cli",
            "Where participants reach 'serve': the root of its host, such as https://study.example.org."),
        QStringLiteral("URL"));
    const QCommandLineOption days(QStringLiteral("days"),
                                  QCoreApplication::translate("editlens-cli",
                                                              "Days each link stays valid (default 30)."),
                                  QStringLiteral("D"), QStringLiteral("30"));
    p.addOptions({annotators, baseUrl, days});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Prints one personal link per annotator (NAME, a tab, the URL): the link opens the "
                          "annotator's session on the page 'serve' serves, signed with the study's own secret."),
                      1, 1);
        r >= 0)
        return r;

    static const QRegularExpression separators(QStringLiteral("\\s*,\\s*"));
    QStringList names = p.value(annotators).split(separators, Qt::SkipEmptyParts);
    names.removeDuplicates();
    const std::optional<QUrl> base = parseBaseUrl(p.value(baseUrl));
    const std::optional<int> validDays = intFromOption(p, days, 1, 3650);
    if (names.isEmpty() || !base || !validDays) {
        err(QCoreApplication::translate(
            "editlens-cli",
            "serve-links needs --annotators NAMES, a --base-url that is the root of an http:// or https:// host "
            "(https://study.example.org: the page works at the root of its host), and --days a whole number 1-3650"));
        return Usage;
    }
    for (const QString &name : std::as_const(names))
        if (Status s = checkAnnotatorName(name); !s) {
            err(QStringLiteral("--annotators: ") + s.error().message);
            return Usage;
        }

    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    if (Status s = requirePlan(*store); !s)
        return fail(s.error());
    PlanStore plans(*store);
    const Result<PlanSettings> settings = plans.settings();
    if (!settings)
        return fail(settings.error());
    const Result<QStringList> planned = plans.plannedAnnotators();
    if (!planned)
        return fail(planned.error());
    if (!settings.value().allowNewAnnotators) {
        QStringList outside;
        for (const QString &name : std::as_const(names))
            if (!planned.value().contains(name))
                outside << name;
        if (!outside.isEmpty())
            return fail(Error{QCoreApplication::translate(
                                  "editlens-cli",
                                  "not in the plan: %1 (the plan's annotators: %2; 'plan --allow-new-annotators' "
                                  "lets others in)")
                                  .arg(outside.join(QStringLiteral(", ")), planned.value().join(QStringLiteral(", "))),
                              store->filePath()});
    }

    WebApi api(*store, WebApiOptions{});
    if (Status s = api.load(); !s)
        return fail(s.error());
    QStringList lines; // all or nothing: no partial list when one token cannot be made
    for (const QString &name : std::as_const(names)) {
        const Result<QByteArray> token = api.linkToken(name, *validDays);
        if (!token)
            return fail(token.error());
        lines << name + QLatin1Char('\t') + base->toString() + QStringLiteral("/s/")
                     + QString::fromLatin1(token.value());
    }
    for (const QString &line : std::as_const(lines))
        out(line);
    return Ok;
}

} // namespace editlens::cli
