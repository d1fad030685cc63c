#include "io/adieetrainexport.h"

#include "io/outputfile.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::core {

QString AdieeTrainExport::id() const
{
    return QStringLiteral("adiee-train");
}

QString AdieeTrainExport::name() const
{
    return QCoreApplication::translate("AdieeTrainExport", "ADIEE training samples");
}

QString AdieeTrainExport::description() const
{
    return QCoreApplication::translate("AdieeTrainExport",
                                       "outputs rated on the 'adiee' dimension as JSON Lines (input, instruction, "
                                       "output, ground truth, score 0-1, annotator, rule)");
}

QString AdieeTrainExport::fileSuffix() const
{
    return QStringLiteral("jsonl");
}

Status AdieeTrainExport::write(const StudyData &study, const StudyPaths &paths, const QString &outFile,
                               const ProgressCallback &progress) const
{
    OutputFile out(outFile);
    if (Status s = out.open(); !s)
        return s;
    const qint64 total = study.items.size();
    qint64 written = 0;
    for (qint64 n = 0; n < total; ++n) {
        const Item &item = study.items.at(n);
        for (const Output &o : item.outputs) {
            if (o.path.isEmpty() || item.sourcePath.isEmpty())
                continue;
            for (const Rating &r : o.ratings) {
                if (r.dimension != QLatin1String("adiee"))
                    continue;
                QJsonObject row{{QStringLiteral("item"), item.key},
                                {QStringLiteral("system"), o.system},
                                {QStringLiteral("input"), paths.toAbsolute(item.sourcePath)},
                                {QStringLiteral("instruction"), item.instruction},
                                {QStringLiteral("output"), paths.toAbsolute(o.path)},
                                {QStringLiteral("ground_truth"),
                                 item.groundTruthPath.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                : QJsonValue(paths.toAbsolute(item.groundTruthPath))},
                                {QStringLiteral("score"), r.value},
                                {QStringLiteral("annotator"), r.annotator},
                                {QStringLiteral("rule"), r.rule.isEmpty() ? QJsonValue(QJsonValue::Null) : r.rule},
                                {QStringLiteral("detail"),
                                 r.rule.isEmpty() ? QJsonValue(QJsonValue::Null) : r.ruleDetail}};
                out.write(QJsonDocument(row).toJson(QJsonDocument::Compact) + '\n');
                ++written;
            }
        }
        if ((n % 256 == 0 || n + 1 == total) && !reportProgress(progress, n + 1, total))
            return Error{QCoreApplication::translate("AdieeTrainExport", "export cancelled"), outFile};
    }
    if (written == 0)
        return Error{QCoreApplication::translate("AdieeTrainExport",
                                                 "no output with an image is rated on the 'adiee' dimension; run "
                                                 "`editlens-cli autolabel` first"),
                     outFile};
    return out.commit();
}

} // namespace editlens::core
