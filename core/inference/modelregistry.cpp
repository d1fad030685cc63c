#include "inference/modelregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace editlens::core {

namespace {

bool readTriple(const QJsonValue &value, std::array<float, 3> *out)
{
    const QJsonArray array = value.toArray();
    if (array.size() != 3)
        return false;
    for (int i = 0; i < 3; ++i) {
        if (!array.at(i).isDouble())
            return false;
        (*out)[i] = float(array.at(i).toDouble());
    }
    return true;
}

Result<PreprocessSpec> readPreprocess(const QString &id, const QJsonObject &object, const QString &source)
{
    PreprocessSpec spec;
    spec.id = id;
    spec.description = object.value(QLatin1String("description")).toString();
    const QString resize = object.value(QLatin1String("resize")).toString();
    if (resize == QLatin1String("shorter-side"))
        spec.rule = ResizeRule::ShorterSide;
    else if (resize == QLatin1String("squash"))
        spec.rule = ResizeRule::Squash;
    else
        return Error(QCoreApplication::translate("ModelRegistry", "preprocessing %1: unknown resize rule \"%2\"")
                         .arg(id, resize),
                     source);
    const QString interpolation = object.value(QLatin1String("interpolation")).toString(QStringLiteral("bicubic"));
    if (interpolation == QLatin1String("bicubic"))
        spec.interpolation = Interpolation::Bicubic;
    else if (interpolation == QLatin1String("bilinear"))
        spec.interpolation = Interpolation::Bilinear;
    else
        return Error(QCoreApplication::translate("ModelRegistry", "preprocessing %1: unknown interpolation \"%2\"")
                         .arg(id, interpolation),
                     source);
    const QString convention = object.value(QLatin1String("convention")).toString(QStringLiteral("torchvision"));
    if (convention == QLatin1String("torchvision"))
        spec.convention = SizeConvention::Torchvision;
    else if (convention == QLatin1String("mmaction"))
        spec.convention = SizeConvention::Mmaction;
    else
        return Error(QCoreApplication::translate("ModelRegistry", "preprocessing %1: unknown size convention \"%2\"")
                         .arg(id, convention),
                     source);
    spec.resizeTo = object.value(QLatin1String("resizeTo")).toInt();
    spec.crop = object.value(QLatin1String("crop")).toInt();
    const bool sizesOk = spec.resizeTo > 0 && (spec.rule == ResizeRule::Squash || spec.crop > 0);
    if (!sizesOk || !readTriple(object.value(QLatin1String("mean")), &spec.mean)
        || !readTriple(object.value(QLatin1String("std")), &spec.std))
        return Error(QCoreApplication::translate("ModelRegistry",
                                                 "preprocessing %1: expected positive sizes and three mean/std values")
                         .arg(id),
                     source);
    if (std::any_of(spec.std.begin(), spec.std.end(), [](float s) { return s <= 0.f; }))
        return Error(QCoreApplication::translate("ModelRegistry", "preprocessing %1: std must be positive").arg(id),
                     source);
    return spec;
}

Result<ModelSpec> readModel(const QJsonObject &object, const QString &source)
{
    ModelSpec spec;
    spec.id = object.value(QLatin1String("id")).toString();
    const QString role = object.value(QLatin1String("role")).toString();
    if (role == QLatin1String("clip"))
        spec.role = ModelRole::Clip;
    else if (role == QLatin1String("dino"))
        spec.role = ModelRole::Dino;
    else if (role == QLatin1String("lpips"))
        spec.role = ModelRole::Lpips;
    else
        return Error(QCoreApplication::translate("ModelRegistry", "model %1: unknown role \"%2\"").arg(spec.id, role),
                     source);
    spec.name = object.value(QLatin1String("name")).toString();
    for (const auto &file : object.value(QLatin1String("files")).toArray())
        spec.files.append(file.toString());
    spec.inputSize = object.value(QLatin1String("inputSize")).toInt();
    spec.embeddingSize = object.value(QLatin1String("embeddingSize")).toInt();
    spec.preprocessId = object.value(QLatin1String("preprocess")).toString();
    const QJsonObject hashes = object.value(QLatin1String("sha256")).toObject();
    for (auto it = hashes.begin(); it != hashes.end(); ++it)
        spec.sha256.insert(it.key(), it.value().toString().toLower());
    spec.licence = object.value(QLatin1String("licence")).toString();
    spec.source = object.value(QLatin1String("source")).toString();
    if (spec.id.isEmpty() || spec.files.isEmpty() || spec.files.contains(QString()) || spec.inputSize <= 0
        || spec.embeddingSize <= 0)
        return Error(QCoreApplication::translate(
                         "ModelRegistry", "model \"%1\": expected an id, file names, inputSize and embeddingSize")
                         .arg(spec.id),
                     source);
    return spec;
}

} // namespace

Result<ModelRegistry> ModelRegistry::fromJson(const QByteArray &json, const QString &sourceName)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull())
        return Error(QCoreApplication::translate("ModelRegistry", "not a valid model manifest: %1")
                         .arg(parseError.errorString()),
                     sourceName);
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("schema")).toInt() != 1)
        return Error(QCoreApplication::translate("ModelRegistry", "unsupported model manifest schema (expected 1)"),
                     sourceName);

    ModelRegistry registry;
    const QJsonObject preprocess = root.value(QLatin1String("preprocess")).toObject();
    for (auto it = preprocess.begin(); it != preprocess.end(); ++it) {
        auto spec = readPreprocess(it.key(), it.value().toObject(), sourceName);
        if (!spec)
            return spec.error();
        registry.m_preprocess.insert(it.key(), std::move(spec).value());
    }
    for (const auto &value : root.value(QLatin1String("models")).toArray()) {
        auto spec = readModel(value.toObject(), sourceName);
        if (!spec)
            return spec.error();
        if (registry.model(spec.value().id))
            return Error(QCoreApplication::translate("ModelRegistry", "model %1 is listed twice").arg(spec.value().id),
                         sourceName);
        if (!registry.preprocess(spec.value().preprocessId))
            return Error(QCoreApplication::translate("ModelRegistry", "model %1: unknown preprocessing \"%2\"")
                             .arg(spec.value().id, spec.value().preprocessId),
                         sourceName);
        registry.m_models.push_back(std::move(spec).value());
    }
    for (const auto &value : root.value(QLatin1String("metrics")).toArray()) {
        const QJsonObject object = value.toObject();
        LearnedMetricSpec metric;
        metric.id = object.value(QLatin1String("id")).toString();
        metric.modelId = object.value(QLatin1String("model")).toString();
        metric.preprocessId = object.value(QLatin1String("preprocess")).toString();
        const QString direction = object.value(QLatin1String("direction")).toString();
        metric.higherIsBetter = direction != QLatin1String("lower");
        metric.formula = object.value(QLatin1String("formula")).toString();
        if (!registry.model(metric.modelId) || !registry.preprocess(metric.preprocessId)
            || (direction != QLatin1String("lower") && direction != QLatin1String("higher")))
            return Error(QCoreApplication::translate("ModelRegistry",
                                                     "metric \"%1\": expected a known model, a known preprocessing and "
                                                     "a direction (higher or lower)")
                             .arg(metric.id),
                         sourceName);
        registry.m_metrics.push_back(std::move(metric));
    }
    return registry;
}

Result<ModelRegistry> ModelRegistry::builtin()
{
    const QString path = QStringLiteral(":/editlens/models/models.json");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(QCoreApplication::translate("ModelRegistry",
                                                 "the built-in model manifest is missing from this build"),
                     path);
    return fromJson(file.readAll(), path);
}

const ModelSpec *ModelRegistry::model(const QString &id) const
{
    const auto it = std::find_if(m_models.begin(), m_models.end(), [&](const ModelSpec &m) { return m.id == id; });
    return it == m_models.end() ? nullptr : &*it;
}

const LearnedMetricSpec *ModelRegistry::metric(const QString &id) const
{
    const auto it =
        std::find_if(m_metrics.begin(), m_metrics.end(), [&](const LearnedMetricSpec &m) { return m.id == id; });
    return it == m_metrics.end() ? nullptr : &*it;
}

const PreprocessSpec *ModelRegistry::preprocess(const QString &id) const
{
    const auto it = m_preprocess.constFind(id);
    return it == m_preprocess.constEnd() ? nullptr : &*it;
}

Result<QString> ModelRegistry::resolve(const QString &modelId, const QString &modelDir) const
{
    const ModelSpec *spec = model(modelId);
    if (!spec)
        return Error(QCoreApplication::translate("ModelRegistry", "unknown model %1").arg(modelId));
    const QDir dir(modelDir);
    if (!modelDir.isEmpty()) {
        for (const QString &file : spec->files) {
            const QFileInfo info(dir.filePath(file));
            if (info.isFile())
                return info.absoluteFilePath();
        }
    }
    const QString where = modelDir.isEmpty()
                              ? QCoreApplication::translate("ModelRegistry", "the model folder (none is set)")
                              : QDir::toNativeSeparators(dir.absolutePath());
    return Error(QCoreApplication::translate("ModelRegistry", "unavailable: model %1 not installed (expected %2 in %3)")
                     .arg(modelId, spec->files.first(), where));
}

QString defaultModelDir()
{
    return qEnvironmentVariable("EDITLENS_MODELS");
}

} // namespace editlens::core
