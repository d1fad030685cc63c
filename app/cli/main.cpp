#include "clicommands.h"

#include "io/formatregistry.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("editlens-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("EditLens"));
    QCoreApplication::setApplicationVersion(QStringLiteral(EDITLENS_VERSION));

    editlens::core::FormatRegistry registry;
    registry.registerBuiltins();
    return editlens::cli::run(QCoreApplication::arguments(), registry);
}
