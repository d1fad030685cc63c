#include "exclusionargs.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>

namespace editlens::cli {

ExclusionArgs::ExclusionArgs()
    : annotators(QStringLiteral("exclude-annotators"),
                 QCoreApplication::translate("editlens-cli",
                                             "Leave these annotators' ratings and preferences out of the human side "
                                             "(besides those the study excludes)."),
                 QStringLiteral("A,B"))
    , failedChecks(QStringLiteral("exclude-failed-checks"),
                   QCoreApplication::translate("editlens-cli", "Leave out every annotator who failed at least N "
                                                               "attention checks (gold answers missed)."),
                   QStringLiteral("N"))
{
}

std::optional<ExclusionChoices> exclusionChoicesFromOptions(const QCommandLineParser &p, const ExclusionArgs &args)
{
    ExclusionChoices c;
    for (const QString &value : p.values(args.annotators))
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            c.named << name.trimmed();
    if (p.isSet(args.failedChecks)) {
        bool ok = false;
        const int n = p.value(args.failedChecks).toInt(&ok);
        if (!ok || n < 1) {
            err(QCoreApplication::translate("editlens-cli",
                                            "--exclude-failed-checks must be a whole number of at least 1, not '%1'")
                    .arg(p.value(args.failedChecks)));
            return std::nullopt;
        }
        c.minFailedChecks = n;
    }
    return c;
}

bool checkNamedAnnotators(const QStringList &named, const core::StudyData &study)
{
    QSet<QString> known;
    for (const core::Item &item : study.items) {
        for (const core::Preference &p : item.preferences)
            known.insert(p.annotator);
        for (const core::Output &o : item.outputs)
            for (const core::Rating &r : o.ratings)
                known.insert(r.annotator);
    }
    bool ok = true;
    for (const QString &name : named)
        if (!known.contains(name)) {
            err(QCoreApplication::translate("editlens-cli",
                                            "--exclude-annotators: no annotator '%1' rated anything in this study")
                    .arg(name));
            ok = false;
        }
    return ok;
}

QString exclusionsLine(const QVector<core::AnnotatorExclusion> &excluded)
{
    if (excluded.isEmpty())
        return {};
    QStringList parts;
    for (const core::AnnotatorExclusion &e : excluded)
        parts << QStringLiteral("%1 (%2)").arg(e.annotator, e.reason);
    return QCoreApplication::translate("editlens-cli", "excluded from alignment: %1")
        .arg(parts.join(QStringLiteral("; ")));
}

QJsonArray exclusionsJson(const QVector<core::AnnotatorExclusion> &excluded)
{
    QJsonArray a;
    for (const core::AnnotatorExclusion &e : excluded)
        a.append(QJsonObject{{QStringLiteral("annotator"), e.annotator}, {QStringLiteral("reason"), e.reason}});
    return a;
}

} // namespace editlens::cli
