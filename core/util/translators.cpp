#include "util/translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace editlens::core {

QString installTranslators(QCoreApplication &app, const QLocale &locale)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(&app);
    // QTranslator::load(QLocale, …) tries each of the user's languages in turn (LANGUAGE=de:it, then LANG), so the
    // first language of the list with a catalogue wins; English is the source language and needs only its plurals.
    if (ours->load(locale, QStringLiteral("editlens"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || ours->load(QStringLiteral(":/i18n/editlens_en.qm"))) {
        QCoreApplication::installTranslator(ours);
        return ours->filePath();
    }
    return {};
}

} // namespace editlens::core
