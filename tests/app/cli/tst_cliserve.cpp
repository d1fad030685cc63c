// The real editlens-cli binary: `serve-links` prints personal links whose tokens the study's own secret verifies and
// refuses names outside the plan; `serve` refuses a study without a plan and a bad --listen, answers /healthz once
// its "Serving" line is out, and stops with exit status 0 on SIGTERM and SIGINT.
#include "clirun.h"
#include "storage/studystore.h"
#include "web/webtokens.h"

#include <QColor>
#include <QFile>
#include <QImage>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace editlens::core;

namespace {

using Run = editlens::test::CliRun;

Run cli(const QStringList &args)
{
    return editlens::test::runCli(args);
}

/// A 16 × 8 image filled with `color`, saved to `path`.
bool writeImage(const QString &path, const QColor &color)
{
    QImage image(16, 8, QImage::Format_RGB32);
    image.fill(color);
    return image.save(path);
}

/// Reads `process`'s stdout until its first whole line (or until it ends); the line without its end.
QString firstLine(QProcess &process)
{
    QByteArray text;
    while (!text.contains('\n')) {
        if (process.bytesAvailable() == 0 && !process.waitForReadyRead(60000))
            break;
        text += process.readAllStandardOutput();
    }
    return QString::fromUtf8(text.left(text.indexOf('\n')));
}

} // namespace

class TestCliServe : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;
    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// Imports three items with two outputs each into `study` (a new file).
    void importStudy(const QString &study)
    {
        QByteArray manifest = R"({"editlens_manifest": 1, "dimensions": [{"name": "overall", "min": 1, "max": 5}]})"
                              "\n";
        for (int i = 0; i < 3; ++i) {
            const QString source = QStringLiteral("src%1.png").arg(i);
            QVERIFY(writeImage(path(source), QColor(40 * i, 80, 120)));
            QStringList outputs;
            for (const char *system : {"A", "B"}) {
                const QString image = QStringLiteral("out%1%2.png").arg(i).arg(QLatin1String(system));
                QVERIFY(writeImage(path(image), QColor(40 * i, system[0] == 'A' ? 200 : 10, 30)));
                outputs << QStringLiteral(R"({"system": "%1", "path": "%2"})").arg(QLatin1String(system), image);
            }
            manifest += QStringLiteral(R"({"id": "i%1", "source": "%2", "instruction": "make it warmer", )"
                                       R"("outputs": [%3]})"
                                       "\n")
                            .arg(i)
                            .arg(source, outputs.join(QStringLiteral(", ")))
                            .toUtf8();
        }
        QFile file(path(QStringLiteral("items.jsonl")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(manifest);
        file.close();
        const Run imported = cli({QStringLiteral("import"), study, path(QStringLiteral("items.jsonl"))});
        QVERIFY2(imported.code == 0, imported.err.constData());
    }

    void plan(const QStringList &extra = {})
    {
        const Run planned = cli(
            QStringList{QStringLiteral("plan"), m_study, QStringLiteral("--annotators"), QStringLiteral("ann1,ann2")}
            + extra);
        QVERIFY2(planned.code == 0, planned.err.constData());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_study = path(QStringLiteral("study.editlens"));
        importStudy(m_study);
        plan();
    }

    void serveLinksPrintsLinksTheStudySecretVerifies()
    {
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const Run r =
            cli({QStringLiteral("serve-links"), m_study, QStringLiteral("--annotators"), QStringLiteral("ann2, ann1"),
                 QStringLiteral("--base-url"), QStringLiteral("https://study.example.org/"), QStringLiteral("--days"),
                 QStringLiteral("7")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);

        auto store = StudyStore::open(m_study);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        const Result<QByteArray> secret = WebTokens::studySecret(*store.value());
        QVERIFY(secret);
        const WebTokens tokens(secret.value());
        const QString prefix = QStringLiteral("https://study.example.org/s/");
        const QStringList expected{QStringLiteral("ann2"), QStringLiteral("ann1")};
        for (int k = 0; k < 2; ++k) {
            const QStringList fields = lines[k].split(QLatin1Char('\t'));
            QCOMPARE(fields.size(), 2);
            QCOMPARE(fields[0], expected[k]);
            QVERIFY2(fields[1].startsWith(prefix), qPrintable(fields[1]));
            const QByteArray token = fields[1].mid(prefix.size()).toLatin1();
            const std::optional<WebTokenClaims> claims = tokens.verify(token, QDateTime::currentDateTimeUtc());
            QVERIFY2(claims, token.constData());
            QCOMPARE(claims->annotator, expected[k]);
            QCOMPARE(claims->kind, WebTokenClaims::Kind::Link);
            // Valid for the seven days asked for, counted from when the command ran.
            QVERIFY(claims->expires >= before.addDays(7).addSecs(-5));
            QVERIFY(claims->expires <= QDateTime::currentDateTimeUtc().addDays(7).addSecs(5));
            QVERIFY(!tokens.verify(token, QDateTime::currentDateTimeUtc().addDays(8)));
            // The secret is the study's: another secret does not accept the link.
            QVERIFY(!WebTokens(QByteArray(32, 'x')).verify(token, QDateTime::currentDateTimeUtc()));
        }
    }

    void serveLinksRefusesNamesOutsideThePlan()
    {
        const QStringList base{QStringLiteral("serve-links"), m_study, QStringLiteral("--base-url"),
                               QStringLiteral("https://study.example.org")};
        const Run outside = cli(base + QStringList{QStringLiteral("--annotators"), QStringLiteral("ann1,zed")});
        QCOMPARE(outside.code, 1);
        QVERIFY2(outside.err.contains("zed"), outside.err.constData());
        QVERIFY2(outside.out.isEmpty(), outside.out.constData()); // no link at all, not even ann1's

        const Run badName = cli(base + QStringList{QStringLiteral("--annotators"), QStringLiteral("ann1,a\tb")});
        QCOMPARE(badName.code, 2);
        QVERIFY(badName.out.isEmpty());
        for (const QString &url : {QStringLiteral("ftp://study.example.org"), QStringLiteral("study.example.org"),
                                   QStringLiteral("https://study.example.org/?x=1"),
                                   QStringLiteral("https://example.org/study") /* the page works at a host's root */}) {
            const Run badUrl = cli({QStringLiteral("serve-links"), m_study, QStringLiteral("--annotators"),
                                    QStringLiteral("ann1"), QStringLiteral("--base-url"), url});
            QVERIFY2(badUrl.code == 2, qPrintable(url));
        }

        // A plan that lets new annotators in gives them links too.
        plan({QStringLiteral("--allow-new-annotators")});
        const Run allowed = cli(base + QStringList{QStringLiteral("--annotators"), QStringLiteral("zed")});
        plan();
        QVERIFY2(allowed.code == 0, allowed.err.constData());
        QVERIFY2(allowed.out.startsWith("zed\thttps://study.example.org/s/v1."), allowed.out.constData());
    }

    void serveAndServeLinksRefuseAStudyWithoutAPlan()
    {
        const QString unplanned = path(QStringLiteral("unplanned.editlens"));
        importStudy(unplanned);
        const Run served =
            cli({QStringLiteral("serve"), unplanned, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QCOMPARE(served.code, 1);
        QVERIFY2(served.err.contains("the study has no plan"), served.err.constData());
        QVERIFY(served.out.isEmpty());
        const Run links =
            cli({QStringLiteral("serve-links"), unplanned, QStringLiteral("--annotators"), QStringLiteral("ann1"),
                 QStringLiteral("--base-url"), QStringLiteral("https://study.example.org")});
        QCOMPARE(links.code, 1);
        QVERIFY2(links.err.contains("the study has no plan"), links.err.constData());
    }

    void serveRefusesABadListenAddress_data()
    {
        QTest::addColumn<QString>("listen");
        QTest::newRow("no port") << QStringLiteral("127.0.0.1");
        QTest::newRow("port too large") << QStringLiteral("127.0.0.1:70000");
        QTest::newRow("not an address") << QStringLiteral("nowhere:8080");
        QTest::newRow("octet over 255") << QStringLiteral("256.0.0.1:8080");
        QTest::newRow("ipv6 without brackets") << QStringLiteral("::1:8080");
    }

    void serveRefusesABadListenAddress()
    {
        QFETCH(QString, listen);
        const Run r = cli({QStringLiteral("serve"), m_study, QStringLiteral("--listen"), listen});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(listen.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void serveRefusesABadPublicUrlOrRate()
    {
        for (const QStringList &options :
             {QStringList{QStringLiteral("--public-url"), QStringLiteral("https://example.org/study")},
              QStringList{QStringLiteral("--public-url"), QStringLiteral("study.example.org")},
              QStringList{QStringLiteral("--answers-per-second"), QStringLiteral("0")}}) {
            const Run r = cli(
                QStringList{QStringLiteral("serve"), m_study, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")}
                + options);
            QVERIFY2(r.code == 2, qPrintable(options.join(QLatin1Char(' '))));
            QVERIFY2(r.err.contains(options[0].toUtf8()), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
    }

    void serveRefusesAPortInUse()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost));
        const QString listen = QStringLiteral("127.0.0.1:%1").arg(taken.serverPort());
        const Run r = cli({QStringLiteral("serve"), m_study, QStringLiteral("--listen"), listen});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("127.0.0.1"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    // Open enrolment: the "Serving" line gives the study link to paste into the platform, under the public URL and
    // with the plan's parameter names, and that link enrols a participant.
    void servePrintsTheCrowdStudyLinkThatEnrols()
    {
        const QString study = path(QStringLiteral("crowd.editlens"));
        importStudy(study);
        const Run planned =
            cli({QStringLiteral("plan"), study, QStringLiteral("--crowd"), QStringLiteral("--participant-param"),
                 QStringLiteral("workerId"), QStringLiteral("--items-per-participant"), QStringLiteral("2")});
        QVERIFY2(planned.code == 0, planned.err.constData());
        QProcess serve;
        serve.start(QStringLiteral(EDITLENS_CLI_PATH),
                    {QStringLiteral("serve"), study, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                     QStringLiteral("--public-url"), QStringLiteral("https://study.example.org/")});
        QVERIFY(serve.waitForStarted());
        const QString line = firstLine(serve);
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("^Serving .+ at http://127\\.0\\.0\\.1:(\\d+)/ \\(.+; (.+)\\)$"))
                .match(line);
        QVERIFY2(match.hasMatch(),
                 qPrintable(line + QLatin1Char('\n') + QString::fromUtf8(serve.readAllStandardError())));
        QCOMPARE(match.captured(2),
                 QStringLiteral("open enrolment: on, link: https://study.example.org/join?workerId={{%workerId%}}&"
                                "STUDY_ID={{%STUDY_ID%}}&SESSION_ID={{%SESSION_ID%}}"));

        QNetworkAccessManager network;
        network.setProxy(QNetworkProxy::NoProxy);
        QNetworkRequest join(QUrl(
            QStringLiteral("http://127.0.0.1:%1/join?workerId=w42&STUDY_ID=s&SESSION_ID=x").arg(match.captured(1))));
        join.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        std::unique_ptr<QNetworkReply> reply(network.get(join));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 303);
        QVERIFY2(reply->rawHeader("location").startsWith("/s/v1."), reply->rawHeader("location").constData());

        serve.terminate();
        QVERIFY(serve.waitForFinished(60000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
    }

    void serveAnswersHealthzAndStopsOnASignal_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }

    void serveAnswersHealthzAndStopsOnASignal()
    {
        QFETCH(int, signal);
        QProcess serve;
        serve.start(QStringLiteral(EDITLENS_CLI_PATH),
                    {QStringLiteral("serve"), m_study, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")});
        QVERIFY(serve.waitForStarted());
        const QString line = firstLine(serve);
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("^Serving (.+) at http://127\\.0\\.0\\.1:(\\d+)/ \\((.+)\\)$"))
                .match(line);
        QVERIFY2(match.hasMatch(),
                 qPrintable(line + QLatin1Char('\n') + QString::fromUtf8(serve.readAllStandardError())));
        QCOMPARE(match.captured(1), m_study);
        // "annotator(s)" until the English catalogue gives the plural its forms
        QVERIFY2(QRegularExpression(QStringLiteral("^2 annotator(s|\\(s\\)) planned; open enrolment: off$"))
                     .match(match.captured(3))
                     .hasMatch(),
                 qPrintable(match.captured(3)));

        QNetworkAccessManager network;
        network.setProxy(QNetworkProxy::NoProxy);
        std::unique_ptr<QNetworkReply> reply(
            network.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/healthz").arg(match.captured(2))))));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QCOMPARE(reply->readAll().trimmed(), QByteArray("ok"));

        QCOMPARE(::kill(pid_t(serve.processId()), signal), 0);
        QVERIFY(serve.waitForFinished(60000));
        QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
        QCOMPARE(serve.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliServe)
#include "tst_cliserve.moc"
