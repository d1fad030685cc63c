#include "importcommand.h"
#include "cliutil.h"

#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/tablecolumns.h"
#include "server/serverstudy.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "transfer/studytransfer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// The options of `import`, each declared once and added to the parser in the order of its --help.
struct ImportArgs
{
    ImportArgs(QCommandLineParser &p, const FormatRegistry &registry);

    const QCommandLineOption format;
    const QCommandLineOption system{QStringLiteral("system"),
                                    QCoreApplication::translate("editlens-cli",
                                                                "Editing system name, for formats without one."),
                                    QCoreApplication::translate("editlens-cli", "NAME")};
    const QCommandLineOption annotator{QStringLiteral("annotator"),
                                       QCoreApplication::translate("editlens-cli",
                                                                   "Annotator name, for formats without one."),
                                       QCoreApplication::translate("editlens-cli", "NAME")};
    const QCommandLineOption metric{QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Metric id, for judge or score files."),
                                    QCoreApplication::translate("editlens-cli", "ID")};
    const QCommandLineOption judge{QStringLiteral("judge"),
                                   QCoreApplication::translate("editlens-cli", "Pairwise judge name."),
                                   QCoreApplication::translate("editlens-cli", "NAME")};
    const QCommandLineOption root{
        QStringLiteral("root"),
        QCoreApplication::translate("editlens-cli",
                                    "Image root of a new study (default: the source's folder). Every image path "
                                    "must lie inside it."),
        QCoreApplication::translate("editlens-cli", "DIR")};
    const QCommandLineOption columns{
        QStringLiteral("columns"),
        QCoreApplication::translate(
            "editlens-cli",
            "Column mapping of a table (implies --format table): comma-separated ROLE=COLUMN, roles id, "
            "instruction, source, target, output, source_caption, target_caption; output (repeatable) and target "
            "may name their system as output:SYSTEM=COLUMN; ROLE= maps no column. Roles left out are found by "
            "header name."),
        QCoreApplication::translate("editlens-cli", "MAPPING")};
};

ImportArgs::ImportArgs(QCommandLineParser &p, const FormatRegistry &registry)
    : format(QStringLiteral("format"),
             QCoreApplication::translate("editlens-cli", "Input format (default auto):\n") + registry.importHelp(),
             QCoreApplication::translate("editlens-cli", "FORMAT"), QStringLiteral("auto"))
{
    p.addOptions({format, system, annotator, metric, judge, root, columns});
}

/// The format id the options ask for ("auto" to detect it; --columns implies "table"), checked against the registry
/// and the column mapping; nullopt after printing a usage error.
std::optional<QString> formatFromArgs(const QCommandLineParser &p, const ImportArgs &a, const FormatRegistry &registry)
{
    QString fmt = p.value(a.format);
    if (p.isSet(a.columns)) {
        const QString table = QStringLiteral("table");
        if (fmt != QLatin1String("auto") && fmt != table) {
            err(QCoreApplication::translate("editlens-cli", "--columns maps the columns of a table; it cannot go "
                                                            "with --format %1")
                    .arg(fmt));
            return std::nullopt;
        }
        fmt = table;
        if (const Result<TableColumns> mapping = TableColumns::parse(p.value(a.columns)); !mapping) {
            err(QStringLiteral("--columns: ") + mapping.error().message);
            return std::nullopt;
        }
    }
    if (fmt != QLatin1String("auto") && !registry.importFormat(fmt)) {
        err(QCoreApplication::translate("editlens-cli", "unknown format '%1'; known formats:\n%2")
                .arg(fmt, registry.importHelp()));
        return std::nullopt;
    }
    return fmt;
}

/// The image root of a study the import creates: --root, which must be a folder, or the source's own folder.
Result<QString> imageRootFromArgs(const QCommandLineParser &p, const ImportArgs &a, const QString &source)
{
    if (p.isSet(a.root)) {
        if (!QFileInfo(p.value(a.root)).isDir())
            return Error{QCoreApplication::translate("editlens-cli", "the image root is not an existing folder"),
                         p.value(a.root)};
        return p.value(a.root);
    }
    const QFileInfo srcInfo(source);
    return srcInfo.isDir() ? srcInfo.absoluteFilePath() : srcInfo.absolutePath();
}

/// The names the options give for formats without them; nullopt after printing a usage error. The name rule of every
/// annotator name (a space at an end is refused, not trimmed) is checked here, before a study is made.
std::optional<ImportOptions> importOptionsFromArgs(const QCommandLineParser &p, const ImportArgs &a)
{
    if (p.isSet(a.annotator))
        if (Status s = checkAnnotatorName(p.value(a.annotator)); !s) {
            err(QStringLiteral("--annotator: ") + s.error().message);
            return std::nullopt;
        }
    ImportOptions options;
    options.system = p.value(a.system);
    options.annotator = p.value(a.annotator);
    options.metric = p.value(a.metric);
    options.judge = p.value(a.judge);
    options.columns = p.value(a.columns);
    options.formatChoice = FormatChoice::CommandLine;
    return options;
}

/// The study `file` opened, or created when it does not exist; `*created` says which.
Result<std::unique_ptr<StudyStore>> openOrCreate(const QString &file, const QString &rootDir, bool *created)
{
    *created = false;
    if (!StudyLocation::isServerUrl(file)) {
        if (QFileInfo::exists(file))
            return StudyStore::open(file);
        *created = true;
        return StudyStore::create(file, rootDir);
    }
    // Only the server knows whether it holds the study. Opening comes first; when that fails, creating tells a
    // missing study (it succeeds) from one that is there but cannot be opened (the open's error says why).
    Result<std::unique_ptr<StudyStore>> opened =
        StudyStore::open(file, terminalProgress(QCoreApplication::translate("editlens-cli", "fetching images")));
    if (opened)
        return opened;
    Result<std::unique_ptr<StudyStore>> made = server::createStudy(file, rootDir);
    if (!made)
        return opened.error();
    *created = true;
    return made;
}

/// What the import did, on stderr (stdout stays empty).
void printImported(const ImportSummary &done, const QString &studyFile)
{
    // One %n per message: each count is a message of its own, so that each noun takes its own plural form.
    //: %1 the items ("2 items"), %2 the outputs, %3 the ratings, %4 the import format, %5 the study file
    err(QCoreApplication::translate("editlens-cli", "imported %1, %2, %3 (%4) into %5")
            .arg(QCoreApplication::translate("editlens-cli", "%n item(s)", nullptr, int(done.items)),
                 QCoreApplication::translate("editlens-cli", "%n output(s)", nullptr, int(done.outputs)),
                 QCoreApplication::translate("editlens-cli", "%n rating(s)", nullptr, int(done.ratings)), done.formatId,
                 studyFile));
    // Judge files may take their judge's name from their folder: say which name the votes went to.
    if (done.judgeVotes > 0)
        err(QCoreApplication::translate("editlens-cli", "%n judge vote(s) by %1", nullptr, int(done.judgeVotes))
                .arg(done.judges.join(QStringLiteral(", "))));
    if (done.replaced > 0)
        err(QCoreApplication::translate("editlens-cli",
                                        "warning: %n judgement(s) replaced one with the same item, output, "
                                        "annotator and dimension (or pair and judge)",
                                        nullptr, int(done.replaced)));
}

} // namespace

int cmdImport(const QStringList &args, const Context &context)
{
    const FormatRegistry &registry = context.formats;
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Study file (.editlens) or server URL; created if it does not "
                                                        "exist."));
    p.addPositionalArgument(QStringLiteral("SRC"),
                            QCoreApplication::translate("editlens-cli", "File or folder to import."));
    const ImportArgs a(p, registry);
    if (int r = parse(p, args,
                      QCoreApplication::translate("editlens-cli",
                                                  "Imports a dataset, ratings or scores into a study, all or nothing."),
                      2, 2);
        r >= 0)
        return r;
    const QString source = p.positionalArguments().at(1);
    if (!QFileInfo::exists(source))
        return fail(Error{QCoreApplication::translate("editlens-cli", "no such file or folder"), source});
    const std::optional<QString> format = formatFromArgs(p, a, registry);
    if (!format)
        return Usage;
    const Result<QString> rootDir = imageRootFromArgs(p, a, source);
    if (!rootDir)
        return fail(rootDir.error());
    const std::optional<ImportOptions> options = importOptionsFromArgs(p, a);
    if (!options)
        return Usage;
    bool created = false;
    auto store = openOrCreate(p.positionalArguments().at(0), rootDir.value(), &created);
    if (!store)
        return fail(store.error());
    const Result<ImportSummary> summary =
        importInto(*store.value(), registry, *format, source, *options,
                   terminalProgress(QCoreApplication::translate("editlens-cli", "importing")));
    if (!summary) {
        if (created) { // leave nothing behind for a study this command just created
            if (Status removed = removeCreatedStudy(std::move(store.value())); !removed)
                err(QCoreApplication::translate("editlens-cli", "warning: %1").arg(removed.error().toString()));
        }
        return fail(summary.error());
    }
    printImported(summary.value(), store.value()->filePath());
    return Ok;
}

} // namespace editlens::cli
