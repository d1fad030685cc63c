#include "scoring/studyautolabel.h"

#include "inference/learnedmetrics.h"
#include "inference/modelregistry.h"
#include "scoring/autolabelanchors.h"
#include "scoring/studyscorer.h"
#include "server/serverstudy.h"
#include "storage/embeddingstore.h"
#include "storage/rulelabelstore.h"
#include "storage/stagedstudy.h"
#include "storage/studylocation.h"
#include "storage/studystore.h"
#include "study/annotatorname.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <cmath>

namespace editlens::core {

namespace {

std::optional<double> cosine(const std::vector<float> &a, const std::vector<float> &b)
{
    if (a.size() != b.size() || a.empty())
        return std::nullopt;
    return vectorCosine(a.data(), b.data(), int(a.size()));
}

/// Per item id, the cosine of its input image with its ground truth under one model: `inputMetric`'s source_image
/// vector of any of its outputs against `groundTruthMetric`'s ground_truth_image vector. Empty, with `why` set, when
/// the vectors are not stored or come from different model versions.
QHash<qint64, double> inputSimilarities(StudyStore &store, const StudyData &study,
                                        const QMap<QString, QString> &versions, const ModelRegistry &models,
                                        const QString &inputMetric, const QString &groundTruthMetric, QString *why)
{
    const QString vi = versions.value(inputMetric), vg = versions.value(groundTruthMetric);
    if (vi.isEmpty() || vg.isEmpty()) {
        *why = QCoreApplication::translate("AutoLabel", "needs %1 and %2 stored (their embeddings give the input "
                                                        "images' similarity to the ground truth)")
                   .arg(inputMetric, groundTruthMetric);
        return {};
    }
    if (vi != vg) {
        *why = QCoreApplication::translate("AutoLabel", "%1 and %2 were scored with different model versions")
                   .arg(inputMetric, groundTruthMetric);
        return {};
    }
    const LearnedMetricSpec *spec = models.metric(inputMetric);
    if (!spec) {
        *why = QCoreApplication::translate("AutoLabel", "%1 is not in the model manifest").arg(inputMetric);
        return {};
    }
    EmbeddingStore embeddings(store);
    auto inputs = embeddings.read(spec->modelId, vi, embeddingKindSourceImage());
    auto truths = embeddings.read(spec->modelId, vg, embeddingKindGroundTruthImage());
    if (!inputs || !truths) {
        *why = (!inputs ? inputs.error() : truths.error()).message;
        return {};
    }
    QHash<qint64, double> out;
    for (const Item &item : study.items) {
        if (item.groundTruthPath.isEmpty())
            continue;
        const std::vector<float> *input = nullptr, *truth = nullptr;
        for (const Output &o : item.outputs) {
            if (!input)
                if (auto it = inputs.value().rows.constFind(o.id); it != inputs.value().rows.constEnd())
                    input = &*it;
            if (!truth)
                if (auto it = truths.value().rows.constFind(o.id); it != truths.value().rows.constEnd())
                    truth = &*it;
        }
        if (input && truth)
            if (const auto c = cosine(*input, *truth))
                out.insert(item.id, *c);
    }
    if (out.isEmpty())
        *why = QCoreApplication::translate("AutoLabel", "no item has both embeddings of %1 and %2 stored")
                   .arg(inputMetric, groundTruthMetric);
    return out;
}

std::optional<double> scoreOf(const Output &o, const QString &metric, const QMap<QString, QString> &versions)
{
    const QString version = versions.value(metric);
    for (const Score &s : o.scores)
        if (s.metric == metric && s.version == version && std::isfinite(s.value))
            return s.value;
    return std::nullopt;
}

} // namespace

QString adieeRulesAnnotator()
{
    return QStringLiteral("adiee-rules");
}

QString adieeDimension()
{
    return QStringLiteral("adiee");
}

QString adieeRulesMetric()
{
    return QStringLiteral("adiee_rules");
}

Dimension adieeDimensionSpec()
{
    return {adieeDimension(), 0.0, 1.0,
            QCoreApplication::translate("AutoLabel", "ADIEE automatic label: 0 failed edit, 0.5 partial success (or "
                                                     "over-edit), 1 successful edit; fractions from multi-turn "
                                                     "sequences")};
}

Result<StudyAutoLabelReport> autoLabelStudy(StudyStore &store, const MetricRegistry &registry,
                                            const ModelRegistry &models, const StudyAutoLabelOptions &options,
                                            const ProgressCallback &progress)
{
    if (!(options.rules.percentile >= 0.0 && options.rules.percentile <= 100.0))
        return Error{QCoreApplication::translate("AutoLabel", "the percentile must lie in [0, 100], not %1")
                         .arg(options.rules.percentile)};
    if (Status s = checkAnnotatorName(options.annotator, store.filePath()); !s)
        return s.error();
    if (options.annotator == adieeAnchorsAnnotator())
        return Error{QCoreApplication::translate("AutoLabel", "%1 holds the anchor samples' labels; the rules need "
                                                              "another annotator")
                         .arg(adieeAnchorsAnnotator())};
    StudyAutoLabelReport report;
    if (!options.modelDir.isEmpty()) {
        ScoreOptions scoring;
        scoring.metrics = {metricid::clipD, metricid::clipI, metricid::clipIGroundTruth, metricid::dinov2I,
                           metricid::dinov2GroundTruth};
        scoring.modelDir = options.modelDir;
        scoring.jobs = options.jobs;
        auto scored = scoreStudy(store, registry, models, scoring, progress);
        if (!scored)
            return scored.error();
        if (scored.value().cancelled)
            return Error{QCoreApplication::translate("AutoLabel", "cancelled while scoring; no label was changed"),
                         store.filePath()};
        for (auto it = scored.value().unavailable.cbegin(); it != scored.value().unavailable.cend(); ++it)
            report.unavailable.insert(it.key(), *it);
    }
    auto loaded = store.load();
    if (!loaded)
        return loaded.error();
    const StudyData &study = loaded.value();
    const QMap<QString, QString> versions = defaultMetricVersions(study);
    for (const QLatin1String m : {metricid::clipD, metricid::clipIGroundTruth, metricid::dinov2GroundTruth,
                                  metricid::clipI, metricid::dinov2I}) {
        if (versions.contains(m))
            report.versions.insert(m, versions.value(m));
        else if (!report.unavailable.contains(m))
            report.unavailable.insert(
                m, QCoreApplication::translate("AutoLabel", "not stored; run `editlens-cli score STUDY --metrics %1` "
                                                            "(or autolabel with --models DIR)")
                       .arg(m));
    }

    QString whyClip, whyDino;
    const QHash<qint64, double> clipSim =
        inputSimilarities(store, study, versions, models, metricid::clipI, metricid::clipIGroundTruth, &whyClip);
    const QHash<qint64, double> dinoSim =
        inputSimilarities(store, study, versions, models, metricid::dinov2I, metricid::dinov2GroundTruth, &whyDino);
    QVector<double> clipValues, dinoValues;
    for (auto it = clipSim.cbegin(); it != clipSim.cend(); ++it)
        if (dinoSim.contains(it.key())) {
            clipValues << *it;
            dinoValues << dinoSim.value(it.key());
        }
    report.thresholdItems = int(clipValues.size());
    report.thresholds.clip = autolabel::percentile(clipValues, options.rules.percentile);
    report.thresholds.dino = autolabel::percentile(dinoValues, options.rules.percentile);
    if (!report.thresholds.clip)
        report.unavailable.insert(QStringLiteral("tau_clip, tau_dino"),
                                  !whyClip.isEmpty() ? whyClip
                                  : !whyDino.isEmpty()
                                      ? whyDino
                                      : QCoreApplication::translate("AutoLabel", "no input image has both "
                                                                                 "similarities"));

    QVector<RuleLabel> labels;
    QSet<QString> low, high;
    for (const Item &item : study.items) {
        for (const Output &o : item.outputs) {
            if (isAnchorSystem(o.system)) {
                ++report.anchors;
                continue;
            }
            ++report.outputs;
            if (autolabel::systemMatches(o.system, options.rules.lowQuality))
                low.insert(o.system);
            if (autolabel::systemMatches(o.system, options.rules.highQuality))
                high.insert(o.system);
            autolabel::OutputEvidence e;
            e.outputId = o.id;
            e.system = o.system;
            e.hasGroundTruth = !item.groundTruthPath.isEmpty();
            e.clipD = scoreOf(o, metricid::clipD, versions);
            e.clipIGt = scoreOf(o, metricid::clipIGroundTruth, versions);
            e.dinoIGt = scoreOf(o, metricid::dinov2GroundTruth, versions);
            const autolabel::Decision d = autolabel::decide(e, report.thresholds, options.rules);
            if (!d.value) {
                ++report.unlabelled[d.detail];
                continue;
            }
            labels.push_back({o.id, *d.value, d.rule, d.detail});
            ++report.byRule[d.rule];
        }
    }
    report.labelled = int(labels.size());
    report.lowQualityMatched = QStringList(low.cbegin(), low.cend());
    report.highQualityMatched = QStringList(high.cbegin(), high.cend());
    report.lowQualityMatched.sort();
    report.highQualityMatched.sort();
    // The version names everything that decided the labels, so labels made with other settings never mix.
    const QString version =
        QStringLiteral("ADIEE rules; P%1; clip_d threshold %2; low: %3; high: %4; clip_d %5; clip_i_gt %6; "
                       "dinov2_gt %7")
            .arg(QString::number(options.rules.percentile), QString::number(options.rules.clipDThreshold),
                 options.rules.lowQuality.join(QLatin1Char(',')), options.rules.highQuality.join(QLatin1Char(',')),
                 versions.value(metricid::clipD, QStringLiteral("-")),
                 versions.value(metricid::clipIGroundTruth, QStringLiteral("-")),
                 versions.value(metricid::dinov2GroundTruth, QStringLiteral("-")));
    if (Status s =
            RuleLabelStore(store).replace(options.annotator, adieeDimensionSpec(), labels, adieeRulesMetric(), version);
        !s)
        return s.error();
    return report;
}

namespace {

/// One chain: its items in turn order (turn 1 first).
QVector<QVector<const Item *>> chainsOf(const StudyData &study)
{
    QHash<QString, const Item *> byKey;
    QHash<QString, QVector<const Item *>> children;
    for (const Item &item : study.items) {
        byKey.insert(item.key, &item);
        if (!item.sourceItem.isEmpty())
            children[item.sourceItem].push_back(&item);
    }
    QVector<QVector<const Item *>> chains;
    for (const Item &item : study.items) {
        if (!item.sourceItem.isEmpty() || !children.contains(item.key))
            continue; // not the first turn of a chain of two or more turns
        QVector<const Item *> chain{&item};
        QSet<QString> seen{item.key};
        while (true) {
            const QVector<const Item *> next = children.value(chain.last()->key);
            if (next.size() != 1 || seen.contains(next.front()->key))
                break; // the end, a fork or a cycle
            seen.insert(next.front()->key);
            chain.push_back(next.front());
        }
        chains.push_back(chain);
    }
    return chains;
}

/// Image k of a chain (root-relative path) and its size: 0 = the first turn's source, k = turn k's ground truth,
/// else its first output with an image.
std::pair<QString, QSize> imageOf(const QVector<const Item *> &chain, int k)
{
    if (k == 0)
        return {chain.front()->sourcePath, chain.front()->sourceSize};
    const Item &turn = *chain.at(k - 1);
    if (!turn.groundTruthPath.isEmpty())
        return {turn.groundTruthPath, turn.groundTruthSize};
    for (const Output &o : turn.outputs)
        if (!o.path.isEmpty() && !isAnchorSystem(o.system))
            return {o.path, o.size};
    return {};
}

} // namespace

Result<MultiTurnReport> buildMultiTurnStudy(StudyStore &store, const QString &outFile, const MultiTurnOptions &options,
                                            const ProgressCallback &progress)
{
    if (QFile::exists(outFile))
        return Error{QCoreApplication::translate("AutoLabel", "the new study already exists; choose another name"),
                     outFile};
    auto loaded = store.load();
    if (!loaded)
        return loaded.error();
    MultiTurnReport report;
    StudyData batch;
    struct Pending // a label to store once the new study has given its output an id
    {
        QString key;
        QString system;
        double value;
        QString detail;
    };
    QVector<Pending> labelled;
    for (const QVector<const Item *> &chain : chainsOf(loaded.value())) {
        const int images = int(chain.size()) + 1;
        QVector<std::pair<QString, QSize>> paths;
        for (int k = 0; k < images; ++k)
            paths.push_back(imageOf(chain, k));
        const auto missing =
            std::find_if(paths.cbegin(), paths.cend(), [](const auto &p) { return p.first.isEmpty(); });
        if (missing != paths.cend()) {
            report.skipped << QCoreApplication::translate("AutoLabel", "%1: image %2 of the chain is missing")
                                  .arg(chain.front()->key, QString::number(missing - paths.cbegin()));
            continue;
        }
        ++report.chains;
        for (const auto &[i, j] : autolabel::multiTurnPairs(images, options.pairs, options.seed)) {
            Item sample;
            sample.key = QStringLiteral("%1@%2-%3").arg(chain.front()->key, QString::number(i), QString::number(j));
            sample.sourcePath = paths[i].first;
            sample.sourceSize = paths[i].second;
            sample.groundTruthPath = paths[j].first;
            sample.groundTruthSize = paths[j].second;
            QStringList instructions;
            for (int t = i + 1; t <= j; ++t)
                instructions << chain.at(t - 1)->instruction.trimmed();
            sample.instruction = instructions.join(QLatin1Char(' '));
            sample.tags << QStringLiteral("adiee-multi-turn");
            for (int k = 0; k < images; ++k) {
                Output o;
                o.system = QStringLiteral("turn%1").arg(k);
                o.path = paths[k].first;
                o.size = paths[k].second;
                sample.outputs.push_back(o);
                labelled.push_back({sample.key, o.system, autolabel::multiTurnLabel(i, j, k),
                                    QStringLiteral("k = %1, i = %2, j = %3")
                                        .arg(QString::number(k), QString::number(i), QString::number(j))});
            }
            report.outputs += images;
            ++report.samples;
            batch.items.push_back(std::move(sample));
        }
    }
    if (batch.items.isEmpty())
        return Error{QCoreApplication::translate("AutoLabel", "the study has no multi-turn chains (items linked by "
                                                              "source_item and turn) to build samples from"),
                     store.filePath()};
    // Built under a partial name and renamed at the end: a killed build must not leave a study at OUT that looks
    // complete but holds no labels, and that a re-run refuses to replace. A server study is built in place.
    const bool staged = !StudyLocation::isServerUrl(outFile);
    const QString buildFile = staged ? partialStudyPath(outFile) : outFile;
    std::unique_ptr<StudyStore> built;
    Status s = [&]() -> Status {
        auto created = server::createStudy(
            buildFile, store.rootDir(),
            QCoreApplication::translate("AutoLabel", "%1: ADIEE multi-turn samples").arg(store.name()));
        if (!created)
            return created.error();
        built = std::move(created).value();
        StudyStore &out = *built;
        if (Status imported = out.importData(batch, progress); !imported)
            return imported;
        auto written = out.load();
        if (!written)
            return written.error();
        QHash<QString, qint64> ids;
        for (const Item &item : written.value().items)
            for (const Output &o : item.outputs)
                ids.insert(item.key + QChar(0) + o.system, o.id);
        QVector<RuleLabel> labels;
        for (const Pending &p : labelled)
            labels.push_back({ids.value(p.key + QChar(0) + p.system), p.value,
                              QString::fromLatin1(autolabel::ruleMultiTurn), p.detail});
        if (Status stored = RuleLabelStore(out).replace(options.annotator, adieeDimensionSpec(), labels,
                                                        adieeRulesMetric(), QStringLiteral("ADIEE multi-turn, Eq. 4"));
            !stored)
            return stored;
        return staged ? publishStudy(std::move(built), outFile) : Status::success();
    }();
    if (!s) {
        built.reset();
        if (staged)
            removeStudyFiles(buildFile);
        return s.error();
    }
    return report;
}

} // namespace editlens::core
