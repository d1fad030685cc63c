#include "accesscommand.h"

#include "cliutil.h"

#include "server/studyaccess.h"
#include "storage/annotatorexclusions.h"
#include "storage/annotatorprogress.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace editlens::cli {

using namespace editlens::core;

namespace {

int addAnnotator(const QString &url, const QString &name)
{
    if (!StudyLocation::isServerUrl(url))
        return fail(Error{QCoreApplication::translate("editlens-cli",
                                                      "annotator logins are for studies on a server "
                                                      "(postgresql://…); hand a study file out with 'editlens-cli "
                                                      "pack' instead"),
                          url});
    const std::unique_ptr<StudyStore> store = openStudy(url);
    if (!store)
        return Failure;
    const Result<studyaccess::AnnotatorLogin> login = studyaccess::addAnnotator(*store, name);
    if (!login)
        return fail(login.error());
    err(QCoreApplication::translate("editlens-cli",
                                    "annotator '%1' logs in as role '%2'; give them this URL (it holds the password, "
                                    "shown only now):")
            .arg(login.value().annotator, login.value().role));
    out(login.value().url);
    return Ok;
}

int listAnnotators(const QString &study)
{
    const std::unique_ptr<StudyStore> store = openStudy(study);
    if (!store)
        return Failure;
    const Result<QVector<AnnotatorSummary>> summaries = summarizeAnnotators(*store);
    if (!summaries)
        return fail(summaries.error());
    const Result<QStringList> excluded = excludedAnnotators(*store);
    if (!excluded)
        return fail(excluded.error());
    // Machine-readable (tab-separated): the header is not translated; "-" where there is no value.
    out(QStringLiteral("annotator\tsubmitted\tplanned\tjudged\tseconds_per_item\tgold_met\tmedian_seconds\t"
                       "failed_checks\tagreement_r\tagreement_n\tin_alignment"));
    const auto seconds = [](double v) { return v > 0 ? QString::number(v, 'f', 1) : QStringLiteral("-"); };
    for (const AnnotatorSummary &s : summaries.value())
        out(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\t%7\t%8\t%9\t%10\t%11")
                .arg(s.annotator)
                .arg(s.submitted)
                .arg(s.planned)
                .arg(s.judged)
                .arg(seconds(s.secondsPerItem))
                .arg(s.goldChecked > 0 ? QStringLiteral("%1/%2").arg(s.goldMet).arg(s.goldChecked)
                                       : QStringLiteral("-"))
                .arg(seconds(s.medianSecondsPerItem))
                .arg(s.goldChecked > 0 ? QStringLiteral("%1/%2").arg(s.failedChecks()).arg(s.goldChecked)
                                       : QStringLiteral("-"))
                .arg(s.agreement ? QString::number(*s.agreement, 'f', 4) : QStringLiteral("-"))
                .arg(s.agreementN)
                .arg(excluded.value().contains(s.annotator) ? QStringLiteral("no") : QStringLiteral("yes")));
    return Ok;
}

} // namespace

int cmdAnnotators(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("ACTION"), QCoreApplication::translate("editlens-cli", "add or list."));
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli",
                                                        "The study (a file, or a server URL for add)."));
    p.addPositionalArgument(QStringLiteral("NAME"),
                            QCoreApplication::translate("editlens-cli", "The annotator (add)."));
    const QString usage = QCoreApplication::translate(
        "editlens-cli",
        "'annotators add URL NAME' gives annotator NAME a login of their own on the study's server: a PostgreSQL role "
        "with a generated password that may write only NAME's judgements and read only what the plan shows them "
        "(the server enforces it). The last line is the URL to give them. Run it again for a new password.\n"
        "'annotators list STUDY' prints each annotator's progress: items submitted of planned, items with a "
        "judgement, mean seconds per item and gold answers met.");
    if (const int rc = parse(p, args, usage, 2, 3); rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    if (pos[0] == QLatin1String("add") && pos.size() == 3)
        return addAnnotator(pos[1], pos[2]);
    if (pos[0] == QLatin1String("list") && pos.size() == 2)
        return listAnnotators(pos[1]);
    return fail(Error{
        QCoreApplication::translate("editlens-cli", "write 'annotators add URL NAME' or 'annotators list STUDY'")});
}

void installTerminalPasswordPrompt()
{
    setPasswordPrompt([](const StudyLocation &location, const QString &serverMessage) -> QString {
        if (!::isatty(STDIN_FILENO))
            return {};
        std::fprintf(stderr, "%s\n%s ", qUtf8Printable(serverMessage),
                     qUtf8Printable(QCoreApplication::translate("editlens-cli", "Password for %1 on %2:")
                                        .arg(location.user(), location.toString())));
        std::fflush(stderr);
        termios old = {};
        const bool terminal = ::tcgetattr(STDIN_FILENO, &old) == 0;
        if (terminal) {
            termios quiet = old;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        }
        char buffer[512] = {};
        const bool read = std::fgets(buffer, sizeof buffer, stdin) != nullptr;
        if (terminal)
            ::tcsetattr(STDIN_FILENO, TCSANOW, &old);
        std::fprintf(stderr, "\n");
        if (!read)
            return {};
        return QString::fromUtf8(buffer).chopped(QByteArray(buffer).endsWith('\n') ? 1 : 0);
    });
}

} // namespace editlens::cli
