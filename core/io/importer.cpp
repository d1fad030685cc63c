#include "importer.h"

#include "io/importresolver.h"
#include "io/outputfile.h"

#include <QCoreApplication>

#include <algorithm>

namespace editlens::core {

namespace {

// Maps a phase's own done/total onto [from, to] of a 0..1000 overall scale.
ProgressCallback phase(const ProgressCallback &progress, int from, int to)
{
    if (!progress)
        return {};
    return [progress, from, to](qint64 done, qint64 total) {
        const qint64 scaled = total > 0 ? from + (to - from) * done / total : from;
        return progress(scaled, 1000);
    };
}

} // namespace

Result<ImportSummary> importInto(StudyStore &store, const FormatRegistry &registry, const QString &formatId,
                                 const QString &source, const ImportOptions &options, const ProgressCallback &progress)
{
    if (isStudyFile(source, store))
        return Error{QCoreApplication::translate("Importer", "this is the study itself (or its SQLite log); "
                                                             "import from another file"),
                     source};
    const ImportFormat *format = nullptr;
    if (formatId.isEmpty() || formatId == QLatin1String("auto")) {
        Result<const ImportFormat *> detected = registry.detect(source, options.formatChoice);
        if (!detected)
            return detected.error();
        format = detected.value();
    } else {
        format = registry.importFormat(formatId);
        if (!format)
            return Error{QCoreApplication::translate("Importer", "unknown import format '%1'; known formats: %2")
                             .arg(formatId, registry.importHelp().simplified())};
    }

    Result<StudyData> batch = format->read(source, options, phase(progress, 0, 400));
    if (!batch)
        return batch.error();
    Result<QVector<Dimension>> dims = store.dimensions();
    if (!dims)
        return dims.error();
    ImportResolver resolver(store.paths(), dims.value());
    Result<StudyData> resolved = resolver.resolve(std::move(batch).value(), phase(progress, 400, 600));
    if (!resolved)
        return resolved.error();
    if (format->needsStoredStudy()) {
        Result<StudyData> stored = store.load();
        if (!stored)
            return stored.error();
        if (Status s = format->attach(resolved.value(), stored.value()); !s)
            return s.error();
    }
    Result<StudyCounts> before = store.counts();
    if (!before)
        return before.error();
    if (Status s = store.importData(resolved.value(), phase(progress, 600, 1000)); !s)
        return s.error();
    Result<StudyCounts> after = store.counts();
    if (!after)
        return after.error();

    ImportSummary summary;
    summary.formatId = format->id();
    summary.items = resolved.value().items.size();
    for (const Item &item : resolved.value().items) {
        summary.outputs += item.outputs.size();
        for (const Output &o : item.outputs)
            summary.ratings += o.ratings.size();
        summary.preferences += item.preferences.size();
        summary.judgeVotes += item.judgeVotes.size();
        for (const JudgeVote &v : item.judgeVotes)
            if (!summary.judges.contains(v.judge))
                summary.judges << v.judge;
    }
    summary.judges.sort();
    // What was written and did not add to the totals replaced a judgement with the same key.
    const auto replacedOf = [](qint64 was, qint64 written, qint64 now) {
        return std::max<qint64>(0, was + written - now);
    };
    summary.replaced = replacedOf(before.value().ratings, summary.ratings, after.value().ratings)
                       + replacedOf(before.value().preferences, summary.preferences, after.value().preferences)
                       + replacedOf(before.value().judgeVotes, summary.judgeVotes, after.value().judgeVotes);
    return summary;
}

Status exportStudy(const StudyStore &store, const FormatRegistry &registry, const QString &formatId,
                   const QString &outFile, const ProgressCallback &progress, const ExportOptions &options)
{
    const ExportFormat *format = registry.exportFormat(formatId);
    if (!format)
        return Error{QCoreApplication::translate("Importer", "unknown export format '%1'; known formats: %2")
                         .arg(formatId, registry.exportHelp().simplified())};
    if (!options.origin.isEmpty() && !format->takesOrigin())
        return Error{
            QCoreApplication::translate("Importer", "the export format '%1' takes no origin").arg(format->id())};
    Result<StudyData> data = store.load(phase(progress, 0, 500));
    if (!data)
        return data.error();
    if (outFile.isEmpty())
        return checkOutputTarget(outFile, store, data.value());
    for (const QString &file : format->outputFiles(outFile))
        if (Status s = checkOutputTarget(file, store, data.value()); !s)
            return s;
    return format->writeWithOptions(data.value(), store.paths(), outFile, options, phase(progress, 500, 1000));
}

} // namespace editlens::core
