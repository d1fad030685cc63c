// Benchmark: the web session under a crowd. One WebServer + WebApi (what `editlens-cli serve` runs) on a thread of its
// own; 200 simulated participants, each on one keep-alive HTTP connection (QTcpSocket state machines on this thread's
// event loop), open their personal link's session, and item by item fetch the item and its images, answer every
// question (outputs x rubric dimensions) with a think time between two answers, and submit. Every POST /api/answer is
// timed from the request's first byte written to the whole response read ({"saved": true}, sent only after commit).
// Over 600 lines, knowingly: the participants' HTTP state machine, the read-back that counts lost answers and the
// PostgreSQL run are one benchmark, and splitting them would only move the shared participant type into a header.
//   1. on a study file (SQLite, WAL, synchronous=FULL as every EditLens process opens it);
//   2. on a PostgreSQL study (the same study published), served by the study's owner over the Unix socket.
// With personal links each participant's plan holds all 20 items (a blinded plan over the whole study), of which they
// answer --items.
// Afterwards the study must hold exactly the answers that were acknowledged (per participant, item and dimension the
// same values): "lost" counts answers acknowledged but not stored and ratings stored but never acknowledged; "failed"
// counts requests of any kind that did not succeed (a participant stops at its first), "unansd" the answers never
// given because of them. "cpu ms/rq" is the serving threads' CPU time (servers and workers) per request served.
// Targets: p99 < 50 ms, 0 lost.
// Without --server the benchmark starts and stops its own throwaway cluster (tests/pg/pgcluster.sh); without
// PostgreSQL installed that part is skipped, saying why.
// Usage: bench_serve [--quick] [--participants N] [--items N] [--think MS] [--file-only] [--crowd] [--servers N]
// [--workers N] [--server postgresql://OWNER@HOST/DB]
// (--items: items each participant answers; --think: mean pause before each answer, uniform in 0.5..1.5 x MS;
// --crowd: participants come through open enrolment, GET /join?PROLIFIC_PID=... behind a reverse proxy, instead of
// personal links, and each is given --items items; --servers N: N WebServer + WebApi threads, each with its own
// connection to the study, the participants spread over them, as N `serve` processes behind one reverse proxy;
// --workers N: each server answers in a pool of N worker threads with a connection each, as `serve --workers N`
// does; 0, the default, answers on the server thread itself)
#include "benchutil.h"
#include "document/studyplan.h"
#include "storage/rubricstore.h"
#include "storage/studylocation.h"
#include "studyengine.h"
#include "transfer/studytransfer.h"
#include "web/crowdenrolment.h"
#include "web/webapi.h"
#include "web/webserver.h"
#include "web/webworkers.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <future>
#include <iterator>
#include <map>
#include <memory>
#include <random>
#include <vector>

using namespace editlens;
using namespace editlens::core;
using namespace editlens::bench;

namespace {

constexpr int outputsPerItem = 2;

/// The throwaway cluster of tests/pg/pgcluster.sh, stopped when this goes out of scope.
class Cluster
{
public:
    explicit Cluster(QString envFile) : m_envFile(std::move(envFile)) {}
    ~Cluster()
    {
        if (m_started)
            QProcess::execute(QStringLiteral("bash"), {script(), QStringLiteral("stop"), m_envFile});
    }
    Cluster(const Cluster &) = delete;
    Cluster &operator=(const Cluster &) = delete;

    bool start()
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(QStringLiteral("bash"), {script(), QStringLiteral("start"), m_envFile});
        m_started = p.waitForFinished(180000) && p.exitCode() == 0;
        return m_started;
    }

private:
    static QString script() { return QStringLiteral(EDITLENS_SOURCE_DIR "/tests/pg/pgcluster.sh"); }

    QString m_envFile;
    bool m_started = false;
};

/// CPU time of the whole process in ms (every thread's).
double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

QString participantName(int index)
{
    return QStringLiteral("p%1").arg(index, 3, 10, QLatin1Char('0'));
}

/// The study file `file`: `items` items with a source and `outputsPerItem` outputs (photo-like PNGs in `root`), the
/// BPM rubric (five questions per output, 1..5), and a blinded plan: every participant has every item, or with
/// `crowdItems` > 0 open enrolment gives each participant who joins `crowdItems` items, with room for all of them.
Status createStudy(const QString &file, const QString &root, int items, int participants, int crowdItems)
{
    int seed = 0;
    const auto image = [&](const QString &name) {
        syntheticImage(++seed, 384).save(QDir(root).filePath(name));
        return name;
    };
    QStringList systems;
    for (int s = 0; s < outputsPerItem; ++s)
        systems << QStringLiteral("S%1").arg(s);
    StudyData data = syntheticStudyData(items, systems, [&](Item &item, int i) {
        item.instruction = QStringLiteral("make item %1 brighter").arg(i);
        item.sourcePath = image(QStringLiteral("src%1.png").arg(i));
    });
    for (Item &item : data.items)
        for (Output &o : item.outputs)
            o.path = image(QStringLiteral("%1_%2.png").arg(item.key, o.system));
    auto store = createStudyWith(file, root, data);
    if (!store)
        return store.error();
    RubricStore rubrics(*store.value());
    if (Status s = rubrics.save(rubricPreset(RubricPreset::Bpm)); !s)
        return s;
    QStringList names;
    if (crowdItems > 0) {
        CrowdSettings crowd;
        crowd.enabled = true;
        crowd.itemsPerParticipant = crowdItems;
        crowd.ratersPerItem = (participants * crowdItems + items - 1) / items;
        crowd.completionCode = QStringLiteral("BENCH");
        if (Status s = saveCrowdSettings(*store.value(), crowd); !s)
            return s;
    } else {
        for (int p = 0; p < participants; ++p)
            names << participantName(p);
    }
    PlanOptions options;
    options.settings.seed = 7;
    options.settings.breakMinutes = 0;
    return StudyPlan::create(*store.value(), names, options);
}

/// The server side, on a thread of its own as `serve` has it: the study opened there, WebApi and WebServer on it.
class ServerThread : public QThread
{
public:
    /// `workers` > 0: the requests are answered in a WebWorkerPool of that many threads (serve --workers).
    ServerThread(QString location, QStringList participants, int workers = 0)
        : m_location(std::move(location))
        , m_participants(std::move(participants))
        , m_workers(workers)
    {
    }

    /// Waits until the server listens: its port and the participants' link tokens, or an error.
    Result<std::pair<quint16, QList<QByteArray>>> ready() { return m_ready.get_future().get(); }

protected:
    void run() override
    {
        auto store = StudyStore::open(m_location);
        if (!store) {
            m_ready.set_value(store.error());
            return;
        }
        {
            WebApi api(*store.value(), WebApiOptions{});
            if (const Status s = api.load(); !s) {
                m_ready.set_value(s.error());
                return;
            }
            QList<QByteArray> tokens;
            for (const QString &name : std::as_const(m_participants)) {
                auto token = api.linkToken(name, 1);
                if (!token) {
                    m_ready.set_value(token.error());
                    return;
                }
                tokens << token.value();
            }
            WebWorkerPool pool;
            const QString location = m_location;
            if (m_workers > 0)
                if (const Status s = pool.start(m_workers,
                                                [location](int) -> Result<WebWorkerApi> {
                                                    auto opened = StudyStore::open(location);
                                                    if (!opened)
                                                        return opened.error();
                                                    WebWorkerApi made;
                                                    made.store = std::move(opened.value());
                                                    made.api = std::make_unique<WebApi>(*made.store, WebApiOptions{});
                                                    if (const Status loaded = made.api->load(); !loaded)
                                                        return loaded.error();
                                                    return made;
                                                });
                    !s) {
                    m_ready.set_value(s.error());
                    return;
                }
            const auto server = m_workers > 0 ? std::make_unique<WebServer>(pool) : std::make_unique<WebServer>(api);
            auto port = server->start(QHostAddress::LocalHost, 0);
            if (!port) {
                m_ready.set_value(port.error());
                return;
            }
            m_ready.set_value(std::pair{port.value(), tokens});
            exec();
        }
    }

private:
    QString m_location;
    QStringList m_participants;
    int m_workers = 0;
    std::promise<Result<std::pair<quint16, QList<QByteArray>>>> m_ready;
};

/// What all participants saw, for the summary and the check against the study.
struct Tally
{
    std::vector<double> answerMs;
    std::vector<double> joinMs; ///< GET /join until its 303 (crowd participants)
    int requests = 0;           ///< requests answered (any kind)
    int failed = 0;             ///< requests that did not succeed (any kind)
    int reconnects = 0;         ///< connections the server closed under a participant
    int finished = 0;           ///< participants done (or given up)
    /// (participant, item id, dimension) → the values acknowledged, sorted when checked
    std::map<std::tuple<QString, qint64, QString>, std::vector<double>> acknowledged;
};

/// One participant: a keep-alive connection and the session's steps, one request at a time.
class Participant : public QObject
{
public:
    /// `token` the personal link's; empty: the participant joins through the study link first.
    Participant(int index, QByteArray token, quint16 port, int items, int thinkMs, Tally &tally)
        : m_index(index)
        , m_annotator(token.isEmpty() ? QStringLiteral("crowd-") + participantName(index) : participantName(index))
        , m_token(std::move(token))
        , m_port(port)
        , m_items(items)
        , m_thinkMs(thinkMs)
        , m_tally(tally)
        , m_rng(quint32(index) * 7919u + 1u)
    {
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] { read(); });
        connect(&m_socket, &QTcpSocket::disconnected, this, [this] {
            if (!m_pending.isEmpty())
                fail("the server closed the connection before it answered " + m_pending);
        });
    }

    void start(int delayMs)
    {
        QTimer::singleShot(delayMs, this, [this] {
            if (!m_token.isEmpty())
                return request("GET", "/api/session", {}, [this](const QJsonObject &o) { onSession(o); });
            // Through a reverse proxy, as a crowd platform's participants come: each from an address of their own.
            const QByteArray id = participantName(m_index).toLatin1();
            request("GET", "/join?PROLIFIC_PID=" + id + "&STUDY_ID=bench&SESSION_ID=s" + id, {},
                    [this](const QJsonObject &) {
                        request("GET", "/api/session", {}, [this](const QJsonObject &o) { onSession(o); });
                    });
        });
    }

private:
    using Handler = std::function<void(const QJsonObject &)>;

    void request(const QByteArray &method, const QByteArray &path, const QByteArray &body, Handler handler)
    {
        if (m_socket.state() != QAbstractSocket::ConnectedState) {
            // A keep-alive connection the server closed while the participant thought: a new one (writes wait in
            // the socket's buffer until it is connected).
            if (m_connected)
                ++m_tally.reconnects;
            m_connected = true;
            m_socket.abort();
            m_socket.connectToHost(QHostAddress::LocalHost, m_port);
        }
        QByteArray r = method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n"
                       + "X-Forwarded-For: 10.0." + QByteArray::number(m_index / 250) + '.'
                       + QByteArray::number(m_index % 250 + 1) + "\r\n";
        if (!m_token.isEmpty())
            r += "Authorization: Bearer " + m_token + "\r\n";
        if (method == "POST")
            r += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
        r += "\r\n" + body;
        m_pending = path;
        m_handler = std::move(handler);
        m_buffer.clear();
        m_clock.start();
        m_socket.write(r);
    }

    /// Reads a whole response (Content-Length or chunked), then hands its JSON body on.
    void read()
    {
        m_buffer += m_socket.readAll();
        const int headerEnd = m_buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0 || m_pending.isEmpty())
            return;
        const QByteArray head = m_buffer.left(headerEnd).toLower();
        QByteArray body;
        const int lengthAt = head.indexOf("\r\ncontent-length:");
        if (lengthAt >= 0) {
            const int eol = head.indexOf("\r\n", lengthAt + 2);
            const int length = head.mid(lengthAt + 17, eol < 0 ? -1 : eol - lengthAt - 17).trimmed().toInt();
            if (m_buffer.size() < headerEnd + 4 + length)
                return;
            body = m_buffer.mid(headerEnd + 4, length);
        } else if (head.contains("transfer-encoding: chunked")) {
            int at = headerEnd + 4;
            for (;;) {
                const int eol = m_buffer.indexOf("\r\n", at);
                if (eol < 0)
                    return;
                bool ok = false;
                const int size = m_buffer.mid(at, eol - at).toInt(&ok, 16);
                if (!ok || m_buffer.size() < eol + 2 + size + 2)
                    return;
                if (size == 0)
                    break;
                body += m_buffer.mid(eol + 2, size);
                at = eol + 2 + size + 2;
            }
        } else {
            return fail("a response without a length");
        }
        const double ms = double(m_clock.nsecsElapsed()) / 1e6;
        ++m_tally.requests;
        const int status = head.mid(9, 3).toInt();
        const QByteArray path = m_pending;
        m_pending.clear();
        if (path.startsWith("/join")) {
            // 303 to /s/<token>: the crowd session's token (the Location header keeps its case).
            const int at = head.indexOf("\r\nlocation:");
            const int eol = at < 0 ? -1 : head.indexOf("\r\n", at + 2);
            const QByteArray location = at < 0 ? QByteArray() : m_buffer.mid(at + 11, eol - at - 11).trimmed();
            m_buffer.clear();
            const int token = location.indexOf("/s/");
            if (status != 303 || token < 0)
                return fail("HTTP " + QByteArray::number(status) + " on " + path + ": " + body.left(200));
            m_tally.joinMs.push_back(ms);
            m_token = location.mid(token + 3);
            return m_handler({});
        }
        m_buffer.clear();
        if (status != 200)
            return fail("HTTP " + QByteArray::number(status) + " on " + path + ": " + body.left(200));
        if (path.startsWith("/img/")) {
            m_handler({});
            return;
        }
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        if (path == "/api/answer") {
            if (!o.value(QStringLiteral("saved")).toBool())
                return fail("an answer not saved: " + body.left(200));
            m_tally.answerMs.push_back(ms);
        }
        m_handler(o);
    }

    void fail(const QByteArray &why)
    {
        if (m_finished)
            return;
        ++m_tally.failed;
        if (m_tally.failed <= 5)
            std::fprintf(stderr, "%s: %s\n", qPrintable(participantName(m_index)), why.constData());
        finish();
    }

    void finish()
    {
        if (m_finished)
            return;
        m_finished = true;
        m_pending.clear();
        m_socket.disconnectFromHost();
        ++m_tally.finished;
    }

    void onSession(const QJsonObject &session)
    {
        for (const auto &d :
             session.value(QStringLiteral("rubric")).toObject().value(QStringLiteral("dimensions")).toArray()) {
            std::vector<double> values;
            for (const auto &v : d.toObject().value(QStringLiteral("values")).toArray())
                values.push_back(v.toDouble());
            m_dimensions.push_back({d.toObject().value(QStringLiteral("name")).toString(), values});
        }
        if (m_dimensions.empty())
            return fail("a session without questions");
        nextItem();
    }

    void nextItem()
    {
        if (m_done == m_items)
            return finish();
        request("GET", "/api/item", {}, [this](const QJsonObject &o) {
            if (o.value(QStringLiteral("done")).toBool())
                return finish();
            m_item = o.value(QStringLiteral("item")).toInteger();
            m_images.clear();
            m_images << o.value(QStringLiteral("source")).toString();
            for (const auto &out : o.value(QStringLiteral("outputs")).toArray())
                m_images << out.toObject().value(QStringLiteral("image")).toString();
            m_outputs = int(o.value(QStringLiteral("outputs")).toArray().size());
            m_question = 0;
            fetchImage();
        });
    }

    void fetchImage()
    {
        if (m_images.isEmpty())
            return answer();
        request("GET", m_images.takeFirst().toUtf8(), {}, [this](const QJsonObject &) { fetchImage(); });
    }

    void answer()
    {
        const int questions = m_outputs * int(m_dimensions.size());
        if (m_question == questions) {
            const QByteArray body =
                QJsonDocument(QJsonObject{{QStringLiteral("item"), m_item}}).toJson(QJsonDocument::Compact);
            request("POST", "/api/submit", body, [this](const QJsonObject &) {
                ++m_done;
                nextItem();
            });
            return;
        }
        const int output = m_question % m_outputs;
        const auto &[dimension, values] = m_dimensions[size_t(m_question / m_outputs)];
        const double value = values[size_t(m_index + m_question + int(m_item)) % values.size()];
        std::uniform_int_distribution<int> think(m_thinkMs / 2, m_thinkMs * 3 / 2);
        QTimer::singleShot(think(m_rng), this, [this, output, dimension = dimension, value] {
            const QJsonObject a{{QStringLiteral("item"), m_item},
                                {QStringLiteral("output"), output},
                                {QStringLiteral("dimension"), dimension},
                                {QStringLiteral("value"), value}};
            request("POST", "/api/answer", QJsonDocument(a).toJson(QJsonDocument::Compact),
                    [this, dimension, value](const QJsonObject &) {
                        m_tally.acknowledged[{m_annotator, m_item, dimension}].push_back(value);
                        ++m_question;
                        answer();
                    });
        });
    }

    int m_index;
    QString m_annotator;
    QByteArray m_token;
    quint16 m_port;
    int m_items, m_thinkMs;
    Tally &m_tally;
    std::mt19937 m_rng;
    QTcpSocket m_socket;
    QByteArray m_pending, m_buffer;
    Handler m_handler;
    QElapsedTimer m_clock;
    std::vector<std::pair<QString, std::vector<double>>> m_dimensions;
    qint64 m_item = 0;
    int m_outputs = 0, m_question = 0, m_done = 0;
    bool m_connected = false, m_finished = false;
    QStringList m_images;
};

/// Answers acknowledged but not in the study (or in it with another value), plus ratings nobody was told were saved.
int lostAnswers(const QString &location, Tally &tally)
{
    auto store = StudyStore::open(location);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return -1;
    }
    std::map<std::tuple<QString, qint64, QString>, std::vector<double>> stored;
    for (const ItemSummary &s : store.value()->itemSummaries().value())
        for (const Output &o : store.value()->loadItem(s.id).value().outputs)
            for (const Rating &r : o.ratings)
                stored[{r.annotator, s.id, r.dimension}].push_back(r.value);
    int lost = 0;
    for (auto &[key, values] : tally.acknowledged) {
        std::vector<double> have = stored[key];
        std::sort(values.begin(), values.end());
        std::sort(have.begin(), have.end());
        std::vector<double> missing;
        std::set_difference(values.begin(), values.end(), have.begin(), have.end(), std::back_inserter(missing));
        lost += int(missing.size());
        stored.erase(key);
    }
    for (const auto &[key, values] : stored)
        lost += int(values.size()); // written but never acknowledged
    return lost;
}

struct Options
{
    int participants = 200;
    int items = 2;
    int thinkMs = 1000;
    bool fileOnly = false;
    bool crowd = false;
    int servers = 1;
    int workers = 0; ///< 0: WebApi on the server thread
    QString server;
};

/// Serves `location` to the participants and prints one row of results.
bool runEngine(const char *engine, const QString &location, const Options &o)
{
    QStringList names;
    for (int p = 0; p < o.participants && !o.crowd; ++p)
        names << participantName(p);
    // Several servers stand for several `serve` processes behind one reverse proxy: each its own connection to the
    // study; any of them accepts any participant's token (the study's secret signs them all).
    std::vector<std::unique_ptr<ServerThread>> servers;
    std::vector<quint16> ports;
    QList<QByteArray> tokens;
    const auto stopServers = [&servers] {
        for (auto &server : servers) {
            server->quit();
            server->wait();
        }
    };
    for (int i = 0; i < o.servers; ++i) {
        servers.push_back(std::make_unique<ServerThread>(location, i == 0 ? names : QStringList(), o.workers));
        servers.back()->start();
        auto ready = servers.back()->ready();
        if (!ready) {
            std::fprintf(stderr, "%s: %s\n", engine, qPrintable(ready.error().toString()));
            stopServers();
            return false;
        }
        ports.push_back(ready.value().first);
        if (i == 0)
            tokens = ready.value().second;
    }
    Tally tally;
    std::vector<std::unique_ptr<Participant>> participants;
    std::mt19937 rng(11);
    std::uniform_int_distribution<int> arrival(0, o.thinkMs);
    for (int p = 0; p < o.participants; ++p) {
        participants.push_back(std::make_unique<Participant>(p, tokens.value(p), ports[size_t(p) % ports.size()],
                                                             o.items, o.thinkMs, tally));
        participants.back()->start(arrival(rng)); // they arrive within one think time of each other
    }
    // The serving threads' CPU time: the process's, less this (the participants') thread's.
    const double processCpuBefore = processCpuMs(), clientCpuBefore = threadCpuMs();
    QElapsedTimer wall;
    wall.start();
    const QDeadlineTimer doneBy(1800000);
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (tally.finished == o.participants || doneBy.hasExpired())
            loop.quit();
    });
    poll.start(50);
    loop.exec();
    const double wallS = double(wall.elapsed()) / 1e3;
    const double serverCpuMs = (processCpuMs() - processCpuBefore) - (threadCpuMs() - clientCpuBefore);
    participants.clear();
    stopServers();

    const int expected = o.participants * o.items * outputsPerItem * 5;
    const int unanswered = expected - int(tally.answerMs.size());
    const int lost = lostAnswers(location, tally);
    if (tally.answerMs.empty()) {
        std::printf("%-12s no acknowledged answers (%d failed requests)\n", engine, tally.failed);
        return false;
    }
    std::printf("%-12s %7zu %7d %6d %6d %8.2f %8.2f %8.2f %8.1f %7.1f %7.1f %9.2f\n", engine, tally.answerMs.size(),
                tally.failed, unanswered, lost, percentile(tally.answerMs, 0.5), percentile(tally.answerMs, 0.9),
                percentile(tally.answerMs, 0.99), *std::max_element(tally.answerMs.begin(), tally.answerMs.end()),
                double(tally.answerMs.size()) / wallS, wallS, serverCpuMs / std::max(1, tally.requests));
    if (!tally.joinMs.empty())
        std::printf("%-12s %zu joins (GET /join until its 303): p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", "",
                    tally.joinMs.size(), percentile(tally.joinMs, 0.5), percentile(tally.joinMs, 0.99),
                    *std::max_element(tally.joinMs.begin(), tally.joinMs.end()));
    std::fflush(stdout);
    return tally.failed == 0 && lost == 0 && unanswered == 0;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2)
                                       : QStringLiteral("?");
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    Options o;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--quick"))
            o.participants = 20;
        else if (a == QLatin1String("--participants") && hasValue)
            o.participants = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--items") && hasValue)
            o.items = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--think") && hasValue)
            o.thinkMs = std::max(2, args.at(++i).toInt());
        else if (a == QLatin1String("--file-only"))
            o.fileOnly = true;
        else if (a == QLatin1String("--crowd"))
            o.crowd = true;
        else if (a == QLatin1String("--servers") && hasValue)
            o.servers = std::max(1, args.at(++i).toInt());
        else if (a == QLatin1String("--workers") && hasValue)
            o.workers = std::max(0, args.at(++i).toInt());
        else if (a == QLatin1String("--server") && hasValue)
            o.server = args.at(++i);
        else {
            std::fprintf(stderr,
                         "usage: bench_serve [--quick] [--participants N] [--items N] [--think MS] "
                         "[--file-only] [--crowd] [--servers N] [--workers N] [--server postgresql://OWNER@HOST/DB]\n");
            return 2;
        }
    }
    QTemporaryDir dir;
    const int items = std::max(o.items, 20);
    std::printf("bench_serve: %d participants (%s) x %d items x %d outputs x 5 questions, think time %d ms "
                "(uniform 0.5..1.5x), each on one keep-alive connection; %d cores, load average %s\n",
                o.participants, o.crowd ? "crowd joins" : "personal links", o.items, outputsPerItem, o.thinkMs,
                QThread::idealThreadCount(), qPrintable(loadAverage()));
    std::fflush(stdout);
    const QString file = dir.filePath(QStringLiteral("serve.editlens"));
    if (const Status s = createStudy(file, dir.path(), items, o.participants, o.crowd ? o.items : 0); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error().toString()));
        return 1;
    }
    // PostgreSQL: the same study (its plan and images) published to a server study before anyone answers.
    std::unique_ptr<Cluster> cluster;
    QString url;
    if (!o.fileOnly) {
        const QString studyName = testing::uniqueStudyName(QStringLiteral("bench_serve"));
        if (o.server.isEmpty()) {
            const QString envFile = dir.filePath(QStringLiteral("pg.env"));
            cluster = std::make_unique<Cluster>(envFile);
            const bool started = cluster->start();
            const testing::PgTestServer server = testing::readPgTestServer(envFile);
            if (started && server.ready)
                url = server.url(studyName);
            else
                std::printf("PostgreSQL skipped: no cluster (%s)\n", qPrintable(server.reason));
        } else {
            auto location = StudyLocation::parse(o.server);
            if (!location || !location.value().isServer()) {
                std::fprintf(stderr, "--server wants a postgresql:// URL of the owner\n");
                return 2;
            }
            url = location.value().withStudy(studyName).toString(true);
            std::printf("study %s stays on the server\n", qPrintable(studyName));
        }
        if (!url.isEmpty())
            if (auto published = publishStudy(file, url); !published) {
                std::fprintf(stderr, "%s\n", qPrintable(published.error().toString()));
                return 1;
            }
    }
    std::printf("%-12s %7s %7s %6s %6s %8s %8s %8s %8s %7s %7s %9s\n", "engine", "answers", "failed", "unansd", "lost",
                "p50 ms", "p90 ms", "p99 ms", "max ms", "ans/s", "wall s", "cpu ms/rq");
    bool ok = runEngine("study file", file, o);
    if (url.isEmpty())
        return ok ? 0 : 1;
    ok = runEngine("PostgreSQL", url, o) && ok;
    return ok ? 0 : 1;
}
