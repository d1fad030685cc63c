#include "handoutcommand.h"
#include "cliutil.h"

#include "storage/studystore.h"
#include "transfer/handout.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// One conflict as a tab-separated line: what, who, item, system, dimension (or mask kind, box), the study's value
/// and time, the pack's value and time, and which was kept.
QString conflictLine(const MergeConflict &c)
{
    return QStringList{QStringLiteral("conflict"),
                       judgementKindName(c.kind),
                       c.annotator,
                       c.itemKey,
                       c.system,
                       c.detail,
                       c.studyValue,
                       c.studyTime,
                       c.packValue,
                       c.packTime,
                       c.packWins ? QStringLiteral("kept pack") : QStringLiteral("kept study")}
        .join(QLatin1Char('\t'));
}

} // namespace

int cmdPack(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "The planned study (.editlens)."));
    p.addPositionalArgument(
        QStringLiteral("OUT_DIR"),
        QCoreApplication::translate("editlens-cli",
                                    "Folder for the hand-out (created if missing; must not hold a study)."));
    const QCommandLineOption annotator(QStringLiteral("annotator"),
                                       QCoreApplication::translate("editlens-cli",
                                                                   "The annotator the hand-out is for."),
                                       QStringLiteral("NAME"));
    p.addOption(annotator);
    if (int r =
            parse(p, args,
                  QCoreApplication::translate(
                      "editlens-cli",
                      "Writes one annotator's hand-out of a planned study: OUT_DIR/<study file> with the images it "
                      "needs under OUT_DIR/images, so that the folder can be zipped, moved to another computer and "
                      "opened there with 'editlens OUT_DIR/<study file>'. It keeps the annotator's plan and own "
                      "work; other annotators' plans and judgements, the gold answers and gold flags and the plan's "
                      "passphrase hash are left out, and so is what the plan hides from annotators: the ground "
                      "truth and the detector boxes unless it shows them and, when it hides system names, the names "
                      "(each output's system gets a random one, images are named by their content) and the metric "
                      "scores. STUDY records the hand-out with the hash of a secret token only the hand-out holds. "
                      "A stored path that is absolute or leaves STUDY's folder is refused. The plan cannot be "
                      "changed in the hand-out. Bring the work back with 'editlens-cli merge'."),
                  2, 2);
        r >= 0)
        return r;
    if (!p.isSet(annotator) || p.value(annotator).isEmpty()) {
        err(QCoreApplication::translate("editlens-cli", "pack needs --annotator NAME"));
        return Usage;
    }
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    Result<PackReport> packed = packForAnnotator(*store, p.value(annotator), p.positionalArguments().at(1));
    if (!packed)
        return fail(packed.error());
    const PackReport &r = packed.value();
    err(QCoreApplication::translate("editlens-cli", "packed %n item(s) for %1 with %2 image(s) (%3 MiB)", nullptr,
                                    r.items)
            .arg(p.value(annotator))
            .arg(r.images)
            .arg(double(r.bytes) / (1024.0 * 1024.0), 0, 'f', 1));
    out(r.studyFile);
    return Ok;
}

int cmdMerge(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("STUDY"),
                            QCoreApplication::translate("editlens-cli", "The original study (.editlens)."));
    p.addPositionalArgument(QStringLiteral("PACKED"),
                            QCoreApplication::translate("editlens-cli",
                                                        "Hand-outs made by 'editlens-cli pack' from STUDY."),
                            QStringLiteral("PACKED..."));
    if (int r =
            parse(p, args,
                  QCoreApplication::translate(
                      "editlens-cli",
                      "Merges the work of each hand-out back into STUDY, one transaction per packed file (all or "
                      "nothing): ratings, preferences, the boxes the annotator drew with their labels, labels on "
                      "other boxes, masks, reviews, completions, sessions, submissions and the revise log, matched "
                      "by item key, system, dimension and annotator, never by row ids. When STUDY holds a different "
                      "value for the same judgement, the later one (updated_at) wins; where STUDY's changed after "
                      "the pack was made (the annotator also worked online) it is a conflict, printed on stdout as "
                      "one tab-separated line: conflict, kind, annotator, item, system, dimension, STUDY's value "
                      "and time, the pack's value and time, which was kept. Merge adds and updates, never removes; "
                      "merging the same hand-out again changes nothing. A hand-out merges only as the annotator it "
                      "was made for, proven by its token, and every value is checked as an import checks it (ratings "
                      "on their scale, known choices, boxes on their image, times not in the future, masks inside "
                      "the hand-out's folder and decodable as images). A file that is not a hand-out of STUDY, is "
                      "damaged, forged or fails a check is refused, naming the table and row, and STUDY is left as "
                      "it was."),
                  2, 1 << 20);
        r >= 0)
        return r;
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    int status = Ok;
    for (const QString &packed : p.positionalArguments().mid(1)) {
        Result<MergeReport> merged = mergePack(*store, packed);
        if (!merged) {
            status = fail(merged.error());
            continue;
        }
        const MergeReport &r = merged.value();
        for (const MergeConflict &c : r.conflicts)
            out(conflictLine(c));
        for (const QString &line : r.skipped)
            err(QCoreApplication::translate("editlens-cli", "skipped: %1").arg(line));
        err(QCoreApplication::translate("editlens-cli", "merged %1 (%2): %3 new, %4 changed")
                .arg(QDir::toNativeSeparators(r.packFile), r.annotator)
                .arg(r.added())
                .arg(r.changed()));
        for (const auto &[kind, c] : r.counts)
            err(QCoreApplication::translate("editlens-cli",
                                            "  %1 %2: %3 new, %4 changed, %5 unchanged, %6 conflicts, %7 skipped")
                    .arg(r.annotator, judgementKindName(kind))
                    .arg(c.added)
                    .arg(c.changed)
                    .arg(c.unchanged)
                    .arg(c.conflicts)
                    .arg(c.skipped));
    }
    return status;
}

} // namespace editlens::cli
