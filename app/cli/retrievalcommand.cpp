#include "retrievalcommand.h"

#include "cliutil.h"
#include "scoring/metricregistry.h"
#include "scoring/studyretrieval.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::cli {

using namespace editlens::core;

namespace {

QJsonObject toJson(const RetrievalSummary &s)
{
    return {{QStringLiteral("r1"), s.r1},
            {QStringLiteral("r5"), s.r5},
            {QStringLiteral("r10"), s.r10},
            {QStringLiteral("r50"), s.r50},
            {QStringLiteral("mean_rank"), s.meanRank},
            {QStringLiteral("median_rank"), s.medianRank},
            {QStringLiteral("n"), qint64(s.n)}};
}

QJsonObject toJson(const RetrievalDirections &d)
{
    return {{QStringLiteral("edit_to_text"), toJson(d.editToText)},
            {QStringLiteral("text_to_edit"), toJson(d.textToEdit)}};
}

void printText(const StudyRetrieval &r)
{
    out(QCoreApplication::translate("editlens-cli", "%1: model %2, version %3").arg(r.metric, r.model, r.version));
    out(QCoreApplication::translate("editlens-cli", "%1 of %2 outputs ranked against %3 texts (%4 encoded now%5)")
            .arg(r.ranked)
            .arg(r.outputs)
            .arg(r.texts)
            .arg(r.encoded)
            .arg(r.notEncoded.isEmpty() ? QString() : QStringLiteral("; ") + r.notEncoded));
    const auto line = [](const QString &who, const QString &direction, const RetrievalSummary &s) {
        const auto num = [](double v) { return QString::number(v, 'f', 2); };
        out(QStringLiteral("%1  %2  R@1 %3  R@5 %4  R@10 %5  R@50 %6  mean rank %7  median rank %8  n %9")
                .arg(who.leftJustified(12), direction, num(s.r1), num(s.r5), num(s.r10), num(s.r50), num(s.meanRank),
                     num(s.medianRank))
                .arg(s.n));
    };
    const QString e2t = QCoreApplication::translate("editlens-cli", "edit->text");
    const QString t2e = QCoreApplication::translate("editlens-cli", "text->edit");
    const QString all = QCoreApplication::translate("editlens-cli", "all");
    line(all, e2t, r.overall.editToText);
    line(all, t2e, r.overall.textToEdit);
    for (auto it = r.systems.cbegin(); it != r.systems.cend(); ++it) {
        line(it.key(), e2t, it->editToText);
        line(it.key(), t2e, it->textToEdit);
    }
}

} // namespace

int cmdRetrieval(const QStringList &args, const Context &context)
{
    const MetricRegistry &registry = context.metrics;
    QCommandLineParser p;
    addStudyArgument(p);
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    QCoreApplication::translate("editlens-cli", "Similarity to rank by: %1.")
                                        .arg(retrievalMetricIds().join(QStringLiteral(", "))),
                                    QStringLiteral("METRIC"), metricid::vificlip);
    const QCommandLineOption models = modelsOption(
        QCoreApplication::translate("editlens-cli",
                                    "Model folder to encode missing embeddings with (default: $EDITLENS_MODELS)."));
    const QCommandLineOption vificlipModel = vificlipModelOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("editlens-cli", "Print JSON on stdout."));
    p.addOptions({metric, models, vificlipModel, json});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Edit-text retrieval by a learned similarity: for every output, the rank of its own text "
                          "among all texts of the study (edit->text), and of the output among its system's outputs "
                          "for that text (text->edit); R@1/5/10/50 in percent, mean and median rank. Rank 1 is the "
                          "best; ties count for the query (1 + the number of strictly more similar candidates). "
                          "Embeddings missing from the study are computed and stored first."),
                      1, 1);
        r >= 0)
        return r;
    const QString metricId = p.value(metric);
    if (!retrievalMetricIds().contains(metricId)) {
        err(QCoreApplication::translate("editlens-cli", "--metric must be one of %1, not '%2'")
                .arg(retrievalMetricIds().join(QStringLiteral(", ")), metricId));
        return Usage;
    }
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    RetrievalOptions options;
    options.modelDir = modelDirFromOption(p, models);
    options.vificlipModel = p.value(vificlipModel);
    const auto result = evaluateRetrieval(*store, registry, context.models, metricId, options,
                                          terminalProgress(QCoreApplication::translate("editlens-cli", "encoding")));
    if (!result)
        return fail(result.error());
    const StudyRetrieval &r = result.value();
    if (!p.isSet(json)) {
        printText(r);
        return Ok;
    }
    QJsonObject systems;
    for (auto it = r.systems.cbegin(); it != r.systems.cend(); ++it)
        systems.insert(it.key(), toJson(it.value()));
    QJsonObject body = toJson(r.overall);
    body.insert(QStringLiteral("systems"), systems);
    body.insert(QStringLiteral("model"), r.model);
    body.insert(QStringLiteral("version"), r.version);
    body.insert(QStringLiteral("outputs"), r.outputs);
    body.insert(QStringLiteral("ranked"), r.ranked);
    body.insert(QStringLiteral("texts"), r.texts);
    out(QString::fromUtf8(QJsonDocument(QJsonObject{{metricId, body}}).toJson(QJsonDocument::Compact)));
    return Ok;
}

} // namespace editlens::cli
