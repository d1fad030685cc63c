#include "formatregistry.h"

#include "io/adieeimport.h"
#include "io/adieetrainexport.h"
#include "io/auroraimport.h"
#include "io/bpmimport.h"
#include "io/cocoexport.h"
#include "io/diceexport.h"
#include "io/diceimport.h"
#include "io/genaibenchimport.h"
#include "io/i2ebenchimport.h"
#include "io/imagenhubimport.h"
#include "io/magicbrushimport.h"
#include "io/manifestexport.h"
#include "io/manifestimport.h"
#include "io/progresscsvexport.h"
#include "io/ratingscsvexport.h"
#include "io/ratingscsvimport.h"
#include "io/scorescsvexport.h"
#include "io/scorescsvimport.h"
#include "io/tableimport.h"
#include "io/viescoreimport.h"

#include <QCoreApplication>

#include <algorithm>

namespace editlens::core {

FormatRegistry::FormatRegistry() = default;
FormatRegistry::~FormatRegistry() = default;

void FormatRegistry::registerBuiltins()
{
    add(std::make_unique<ManifestImport>());
    add(std::make_unique<ManifestExport>());
    add(std::make_unique<MagicBrushImport>());
    add(std::make_unique<RatingsCsvImport>());
    add(std::make_unique<RatingsCsvExport>());
    add(std::make_unique<ScoresCsvImport>());
    add(std::make_unique<ScoresCsvExport>());
    add(std::make_unique<CocoExport>());
    add(std::make_unique<ImagenHubImport>());
    add(std::make_unique<VieScoreImport>());
    add(std::make_unique<GenAiBenchImport>());
    add(std::make_unique<DiceImport>());
    add(std::make_unique<DiceExport>());
    add(std::make_unique<BpmImport>());
    add(std::make_unique<AuroraImport>());
    add(std::make_unique<AdieeImport>());
    add(std::make_unique<I2eBenchImport>(I2eBenchImport::Run::Original));
    add(std::make_unique<I2eBenchImport>(I2eBenchImport::Run::Diverse));
    add(std::make_unique<TableImport>());
    add(std::make_unique<ProgressCsvExport>());
    add(std::make_unique<AdieeTrainExport>());
}

void FormatRegistry::add(std::unique_ptr<ImportFormat> format)
{
    m_imports.push_back(std::move(format));
}

void FormatRegistry::add(std::unique_ptr<ExportFormat> format)
{
    m_exports.push_back(std::move(format));
}

const ImportFormat *FormatRegistry::importFormat(const QString &id) const
{
    for (const auto &f : m_imports)
        if (f->id() == id)
            return f.get();
    return nullptr;
}

const ExportFormat *FormatRegistry::exportFormat(const QString &id) const
{
    for (const auto &f : m_exports)
        if (f->id() == id)
            return f.get();
    return nullptr;
}

std::vector<const ImportFormat *> FormatRegistry::importFormats() const
{
    std::vector<const ImportFormat *> out;
    for (const auto &f : m_imports)
        out.push_back(f.get());
    return out;
}

std::vector<const ExportFormat *> FormatRegistry::exportFormats() const
{
    std::vector<const ExportFormat *> out;
    for (const auto &f : m_exports)
        out.push_back(f.get());
    return out;
}

Result<const ImportFormat *> FormatRegistry::detect(const QString &path, FormatChoice choice) const
{
    const ImportFormat *best = nullptr;
    int bestScore = 0;
    for (const auto &f : m_imports) {
        const int score = f->detect(path);
        if (score > bestScore) {
            best = f.get();
            bestScore = score;
        }
    }
    if (!best) {
        if (choice == FormatChoice::Dialog) // the dialog lists the formats by name, with their descriptions
            return Error{QCoreApplication::translate("FormatRegistry",
                                                     "cannot tell the format of this input; choose its format in the "
                                                     "Import dialog's Format list"),
                         path};
        QStringList ids;
        for (const auto &f : m_imports)
            ids << f->id();
        return Error{QCoreApplication::translate("FormatRegistry",
                                                 "cannot tell the format of this input; name one with --format (%1)")
                         .arg(ids.join(QStringLiteral(", "))),
                     path};
    }
    return best;
}

QString FormatRegistry::importFileFilters() const
{
    QStringList filters;
    QStringList all;
    for (const auto &f : m_imports) {
        if (f->fileSuffixes().isEmpty())
            continue;
        QStringList globs;
        for (const QString &s : f->fileSuffixes())
            globs << QStringLiteral("*.") + s;
        all << globs;
        filters << QStringLiteral("%1 (%2)").arg(f->name(), globs.join(QLatin1Char(' ')));
    }
    all.removeDuplicates();
    filters.prepend(
        QCoreApplication::translate("FormatRegistry", "All supported files (%1)").arg(all.join(QLatin1Char(' '))));
    return filters.join(QStringLiteral(";;"));
}

QString FormatRegistry::exportFileFilters() const
{
    QStringList filters;
    for (const auto &f : m_exports)
        if (!f->writesFolder()) // a save-file dialog cannot name a folder to create
            filters << QStringLiteral("%1 (*.%2)").arg(f->name(), f->fileSuffix());
    return filters.join(QStringLiteral(";;"));
}

namespace {

template<typename Formats>
QString helpLines(const Formats &formats)
{
    int width = 0;
    for (const auto &f : formats)
        width = std::max(width, int(f->id().size()));
    QStringList lines;
    for (const auto &f : formats)
        lines << QStringLiteral("  %1  %2").arg(f->id().leftJustified(width), f->description());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString FormatRegistry::importHelp() const
{
    return helpLines(m_imports);
}

QString FormatRegistry::exportHelp() const
{
    return helpLines(m_exports);
}

} // namespace editlens::core
