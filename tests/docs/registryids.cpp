// Prints the id of every entry of the built-in registries, one per line as "<registry> <id>" (registries: import,
// export, metric), for tests/docs/CheckRegistryDocs.cmake, which checks that the README and the fuzz targets name
// them all. Read from the registries themselves so that a format or metric added there is checked without a list to
// keep by hand.
#include "io/exportformat.h"
#include "io/formatregistry.h"
#include "io/importformat.h"
#include "scoring/metricregistry.h"

#include <cstdio>

int main()
{
    using namespace editlens::core;
    FormatRegistry formats;
    formats.registerBuiltins();
    for (const ImportFormat *f : formats.importFormats())
        std::printf("import %s\n", qUtf8Printable(f->id()));
    for (const ExportFormat *f : formats.exportFormats())
        std::printf("export %s\n", qUtf8Printable(f->id()));
    MetricRegistry metrics;
    metrics.registerBuiltins();
    for (const QString &id : metrics.ids())
        std::printf("metric %s\n", qUtf8Printable(id));
    return 0;
}
