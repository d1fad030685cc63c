#include "transfercommand.h"
#include "cliutil.h"

#include "transfer/studytransfer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace editlens::cli {

using namespace editlens::core;

int cmdPublish(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "The study file (.editlens) to publish."));
    p.addPositionalArgument(
        QStringLiteral("URL"),
        QCoreApplication::translate("editlens-cli",
                                    "The new server study: postgresql://user@host[:port]/database?study=NAME."));
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Copies a study file into a new study on a PostgreSQL server: every table with the same "
                          "row ids (items, outputs, ratings, preferences, boxes and their labels, masks, scores, "
                          "embeddings, the plan and the rubric), then every image and mask the study names, each "
                          "content stored once. The study must not exist on the server yet; if the copy fails, the "
                          "new server study is removed again. STUDY's content is not changed. Annotators then open URL "
                          "with 'editlens URL'; 'editlens-cli pull' brings it back into a file. Prints URL (without "
                          "its password) as the last line."),
                      2, 2);
        r >= 0)
        return r;
    const QString url = p.positionalArguments().at(1);
    QStringList missing;
    Result<QString> published =
        publishStudy(p.positionalArguments().at(0), url,
                     terminalProgress(QCoreApplication::translate("editlens-cli", "publishing")), &missing);
    if (!published)
        return fail(published.error());
    for (const QString &path : std::as_const(missing))
        err(QCoreApplication::translate("editlens-cli", "warning: '%1' was not found under the study's image folder "
                                                        "and was not uploaded")
                .arg(path));
    err(QCoreApplication::translate("editlens-cli", "published %1")
            .arg(QDir::toNativeSeparators(QFileInfo(p.positionalArguments().at(0)).absoluteFilePath())));
    out(published.value());
    return Ok;
}

int cmdPull(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("URL"),
                            QCoreApplication::translate("editlens-cli", "The server study to copy."));
    p.addPositionalArgument(QStringLiteral("OUT"),
                            QCoreApplication::translate("editlens-cli",
                                                        "The new study file (.editlens); it must not exist."));
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Writes a snapshot of a server study into the new study file OUT: every table with the "
                          "same row ids, read in one consistent transaction. The images go to the folder "
                          "<OUT without .editlens>-images beside OUT, each checked against the server's sha256; "
                          "the file itself holds no image bytes. An existing OUT is never overwritten, and that "
                          "folder must be missing or empty. If anything fails, neither OUT nor the folder is left "
                          "behind. Prints OUT as the last line."),
                      2, 2);
        r >= 0)
        return r;
    const QString outFile = p.positionalArguments().at(1);
    if (Status s = pullStudy(p.positionalArguments().at(0), outFile,
                             terminalProgress(QCoreApplication::translate("editlens-cli", "pulling")));
        !s)
        return fail(s.error());
    const QString written = QFileInfo(outFile).absoluteFilePath();
    err(QCoreApplication::translate("editlens-cli", "images in %1")
            .arg(QDir::toNativeSeparators(pulledImagesFolder(written))));
    out(QDir::toNativeSeparators(written));
    return Ok;
}

} // namespace editlens::cli
