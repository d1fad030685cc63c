// Benchmark: requests per second and EditLens's own cost per request of ChatClient against the scripted
// OpenAI-compatible server, which runs in a process of its own (this executable with --serve) and answers at once,
// so that the client process's CPU time is EditLens's overhead alone. Two kinds of request: text only (BPM's parse)
// and an instruction with two 512² PNG images (a judge or DICE request); the images are encoded once each and shared
// by every request that shows them. Target: overhead < 5 ms per request with 32 requests in flight on 2 cores.
// Usage: bench_chatclient [REQUESTS] [IN_FLIGHT]
#include "benchutil.h"
#include "endpoint/chatclient.h"
#include "scriptedchatserver.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

using namespace editlens;
using namespace editlens::core::endpoint;

namespace {

double processCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return (double(usage.ru_utime.tv_sec) + double(usage.ru_stime.tv_sec)) * 1e3
           + (double(usage.ru_utime.tv_usec) + double(usage.ru_stime.tv_usec)) / 1e3;
}

/// CPU time of another process (utime + stime from /proc/PID/stat), in ms.
double otherProcessCpuMs(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // The command name in parentheses may hold spaces: count fields after its closing parenthesis.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double ticks = fields.value(11).toDouble() + fields.value(12).toDouble(); // fields 14 and 15 of stat
    return ticks * 1e3 / double(sysconf(_SC_CLK_TCK));
}

int serve()
{
    testing::ScriptedChatServer server;
    const testing::ScriptedReply reply =
        testing::ScriptedReply::chat(QStringLiteral("{\"verdict\": \"A\", \"reason\": \"the cup is red\"}"));
    server.setReplyFunction([reply](const testing::RecordedRequest &) {
        testing::ScriptedReply copy = reply; // the same answer every time
        return copy;
    });
    if (!server.start())
        return 1;
    std::printf("%u\n", unsigned(server.port()));
    std::fflush(stdout);
    std::string line;
    while (std::getline(std::cin, line)) {} // until the client closes our stdin
    return 0;
}

struct Figures
{
    int answered = 0;
    double wallMs = 0;
    double clientCpuMs = 0;
    double serverCpuMs = 0;
    qint64 bodyBytes = 0;
};

Figures measure(const EndpointConfig &config, const QVector<ChatRequest> &requests, qint64 serverPid)
{
    Figures figures;
    figures.bodyBytes = requestBody(config, requests.front()).size();
    ChatClient client(config);
    const double cpu0 = processCpuMs();
    const double server0 = otherProcessCpuMs(serverPid);
    QElapsedTimer wall;
    wall.start();
    const ChatRunSummary summary = client.run(requests, [](int, const ChatAnswer &) {});
    figures.wallMs = double(wall.nsecsElapsed()) / 1e6;
    figures.clientCpuMs = processCpuMs() - cpu0;
    figures.serverCpuMs = otherProcessCpuMs(serverPid) - server0;
    figures.answered = summary.answered;
    return figures;
}

void report(const char *what, int inFlight, const QVector<ChatRequest> &requests, const Figures &f)
{
    const double n = double(requests.size());
    std::printf(
        "bench_chatclient: %-22s %5d requests, %2d in flight, body %8lld B: %7.0f requests/s, wall %6.3f ms/request, "
        "EditLens (client process) CPU %.3f ms/request, server CPU %.3f ms/request, answered %d\n",
        what, int(n), inFlight, static_cast<long long>(f.bodyBytes), n / (f.wallMs / 1e3), f.wallMs / n,
        f.clientCpuMs / n, f.serverCpuMs / n, f.answered);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc > 1 && QByteArray(argv[1]) == "--serve")
        return serve();
    const int count = argc > 1 ? QByteArray(argv[1]).toInt() : 4000;
    const int inFlight = argc > 2 ? QByteArray(argv[2]).toInt() : 32;

    QProcess server;
    server.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--serve")});
    if (!server.waitForReadyRead(30000)) {
        std::fprintf(stderr, "bench_chatclient: the server process did not start\n");
        return 1;
    }
    const int port = server.readLine().trimmed().toInt();

    EndpointConfig config;
    config.name = QStringLiteral("bench");
    config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(port));
    config.model = QStringLiteral("scripted-model");
    config.maxInFlight = inFlight;

    // Sixteen distinct photo-like images, encoded once each (PNG) and shared by the requests that show them.
    QElapsedTimer encodeTimer;
    encodeTimer.start();
    QVector<ChatImage> images;
    qint64 imageBytes = 0;
    for (int i = 0; i < 16; ++i) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        bench::syntheticImage(i, 512).save(&buffer, "PNG");
        imageBytes += png.size();
        images.append(makeChatImage(png, QStringLiteral("image %1").arg(i)).value());
    }
    const double encodeMs = double(encodeTimer.nsecsElapsed()) / 1e6;
    std::printf("bench_chatclient: 16 images of 512x512, %.0f KiB PNG each on average, encoded (PNG + data URL) once "
                "in %.0f ms\n",
                double(imageBytes) / 16 / 1024, encodeMs);

    const QString instruction = QStringLiteral(
        "Here are an original image and an edited image and the instruction \"make the cup on the table red and "
        "leave everything else as it is\". Rate how well the edit follows the instruction from 0 to 10.");
    QVector<ChatRequest> textRequests;
    QVector<ChatRequest> imageRequests;
    for (int i = 0; i < count; ++i) {
        ChatRequest text;
        text.system = QStringLiteral("You parse image-editing instructions into JSON.");
        text.text = instruction + QStringLiteral(" #%1").arg(i);
        textRequests.append(text);
        ChatRequest shown = text;
        shown.images = {images[i % 16], images[(i + 1) % 16]};
        imageRequests.append(shown);
    }

    // The request body as requestBody() writes it (data URLs copied as they are) against the same JSON built through
    // QJsonDocument (each data URL converted to UTF-16 and escaped back), the reference for why it is written by hand.
    constexpr int bodies = 200;
    QElapsedTimer bodyTimer;
    bodyTimer.start();
    qint64 written = 0;
    for (int i = 0; i < bodies; ++i)
        written += requestBody(config, imageRequests[i % count]).size();
    const double byHandMs = double(bodyTimer.nsecsElapsed()) / 1e6 / bodies;
    bodyTimer.restart();
    for (int i = 0; i < bodies; ++i) {
        const ChatRequest &request = imageRequests[i % count];
        QJsonArray content{
            QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), request.text}}};
        for (const ChatImage &image : request.images)
            content.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("image_url")},
                                       {QStringLiteral("image_url"),
                                        QJsonObject{{QStringLiteral("url"), QString::fromLatin1(image.dataUrl)}}}});
        const QJsonArray messages{QJsonObject{{QStringLiteral("role"), QStringLiteral("system")},
                                              {QStringLiteral("content"), request.system}},
                                  QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                              {QStringLiteral("content"), content}}};
        const QJsonObject body{{QStringLiteral("model"), config.model},
                               {QStringLiteral("messages"), messages},
                               {QStringLiteral("temperature"), config.temperature},
                               {QStringLiteral("seed"), config.seed},
                               {QStringLiteral("max_tokens"), config.maxTokens}};
        written -= QJsonDocument(body).toJson(QJsonDocument::Compact).size();
    }
    const double viaJsonMs = double(bodyTimer.nsecsElapsed()) / 1e6 / bodies;
    std::printf("bench_chatclient: request body with 2 images: %.3f ms by requestBody(), %.3f ms through QJsonDocument "
                "(%.1fx; sizes differ by %lld B over %d bodies)\n",
                byHandMs, viaJsonMs, viaJsonMs / byHandMs, static_cast<long long>(written), bodies);

    // A short warm-up (connections opened, code paged in), then each kind measured.
    measure(config, textRequests.mid(0, 2 * inFlight), server.processId());
    const Figures text = measure(config, textRequests, server.processId());
    report("text only", inFlight, textRequests, text);
    const Figures shown = measure(config, imageRequests, server.processId());
    report("text + 2 PNG images", inFlight, imageRequests, shown);

    server.closeWriteChannel();
    server.waitForFinished(30000);
    return text.answered == count && shown.answered == count ? 0 : 1;
}
