#include "modelstages/stagerequests.h"

#include "storage/studystore.h"
#include "study/differenceorigin.h"
#include "study/modeljudge.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QImageReader>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace editlens::core::modelstages {

namespace {

// Raised when what a stage asks or how its answer is read changes, so that older answers are asked again.
constexpr int stageRevision = 1;

QString templateNameOf(RequestKind kind)
{
    switch (kind) {
    case RequestKind::Parse:
        return QStringLiteral("parse");
    case RequestKind::DiceDetect:
        return QStringLiteral("dice-detect");
    case RequestKind::DiceCoherence:
        return QStringLiteral("dice-coherence");
    case RequestKind::JudgeSc:
        return QStringLiteral("judge-sc");
    case RequestKind::JudgePq:
        return QStringLiteral("judge-pq");
    case RequestKind::JudgePair:
        return QStringLiteral("judge-pair");
    }
    return {};
}

QString callStageOf(RequestKind kind)
{
    switch (kind) {
    case RequestKind::JudgeSc:
    case RequestKind::JudgePq:
        return QStringLiteral("judge-point");
    default:
        return templateNameOf(kind);
    }
}

/// A box in pixels written in `convention`, as a dice-coherence prompt shows it to the model that drew it.
QString boxText(const QRectF &box, BoxConvention convention, QSize size)
{
    const double w = std::max(1, size.width()), h = std::max(1, size.height());
    double scaleX = 1, scaleY = 1;
    int decimals = 0;
    switch (convention) {
    case BoxConvention::Pixels:
        break;
    case BoxConvention::Thousandths:
        scaleX = 1000.0 / w;
        scaleY = 1000.0 / h;
        break;
    case BoxConvention::Unit:
        scaleX = 1.0 / w;
        scaleY = 1.0 / h;
        decimals = 3;
        break;
    }
    const auto n = [&](double v) { return QString::number(v, 'f', decimals); };
    return QStringLiteral("[%1, %2, %3, %4]")
        .arg(n(box.left() * scaleX), n(box.top() * scaleY), n(box.right() * scaleX), n(box.bottom() * scaleY));
}

/// The size of the image shown, as the templates name it.
void insertSize(QHash<QString, QString> &values, QSize size)
{
    values.insert(QStringLiteral("image_width"), QString::number(size.width()));
    values.insert(QStringLiteral("image_height"), QString::number(size.height()));
}

} // namespace

QStringList callStageNames()
{
    return {QStringLiteral("parse"), QStringLiteral("dice-detect"), QStringLiteral("dice-coherence"),
            QStringLiteral("judge-point"), QStringLiteral("judge-pair")};
}

QString diceOrigin(const QString &model)
{
    return diceViaModelOrigin(model);
}

QString judgeName(const QString &model)
{
    QString base = model.section(QLatin1Char('/'), -1).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("_"));
    while (base.startsWith(QLatin1Char('_')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('_')))
        base.chop(1);
    return modeljudge::prefix + base;
}

RequestBuilder::RequestBuilder(StudyStore &store, const StageOptions &options)
    : m_store(store)
    , m_options(options)
    , m_images(store.paths())
    , m_endpointLabel(options.endpoint.name + QLatin1Char('=')
                      + options.endpoint.baseUrl.toString(QUrl::RemoveUserInfo))
{
}

Status RequestBuilder::prepare()
{
    for (const QString &stage : m_options.stages)
        if (!stageNames().contains(stage))
            return Error{QCoreApplication::translate("ModelStages", "unknown stage '%1' (known: %2)")
                             .arg(stage, stageNames().join(QStringLiteral(", ")))};
    if (m_options.stages.isEmpty())
        return Error{QCoreApplication::translate("ModelStages", "no stage chosen (known: %1)")
                         .arg(stageNames().join(QStringLiteral(", ")))};
    QStringList names;
    if (wants(QStringLiteral("parse")))
        names << QStringLiteral("parse");
    if (wants(QStringLiteral("dice")))
        names << QStringLiteral("dice-detect") << QStringLiteral("dice-coherence");
    if (wants(QStringLiteral("judge"))) {
        names << QStringLiteral("judge-sc") << QStringLiteral("judge-pq");
        if (m_options.pairwise)
            names << QStringLiteral("judge-pair");
    }
    for (const QString &name : names) {
        Result<PromptTemplate> t = loadPromptTemplate(name, m_options.promptsDirectory);
        if (!t)
            return t.error();
        m_templates.insert(name, t.value());
    }

    Result<StudyData> loaded = m_store.load();
    if (!loaded)
        return loaded.error();
    m_study = std::move(loaded).value();
    QSet<QString> systems, keys;
    for (const Item &item : m_study.items) {
        keys.insert(item.key);
        for (const Output &o : item.outputs)
            systems.insert(o.system);
    }
    QStringList unknown;
    for (const QString &s : m_options.systems)
        if (!s.isEmpty() && !systems.contains(s))
            unknown << s;
    if (!unknown.isEmpty())
        return Error{QCoreApplication::translate("ModelStages", "the study has no system %1")
                         .arg(unknown.join(QStringLiteral(", "))),
                     m_store.filePath()};
    for (const QString &k : m_options.items)
        if (!k.isEmpty() && !keys.contains(k))
            unknown << k;
    if (!unknown.isEmpty())
        return Error{QCoreApplication::translate("ModelStages", "the study has no item %1")
                         .arg(unknown.join(QStringLiteral(", "))),
                     m_store.filePath()};
    return Status::success();
}

const Item *RequestBuilder::item(qint64 itemId) const
{
    for (const Item &i : m_study.items)
        if (i.id == itemId)
            return &i;
    return nullptr;
}

bool RequestBuilder::selected(const Output &output) const
{
    const bool anySystem =
        m_options.systems.isEmpty() || (m_options.systems.size() == 1 && m_options.systems.first().isEmpty());
    return !output.path.isEmpty() && (anySystem || m_options.systems.contains(output.system));
}

QString RequestBuilder::judgeVersion() const
{
    // The model by name, and a short hash of everything else that shapes the scores (sampling, both templates).
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(m_options.endpoint.answerShapingVersion().toUtf8());
    h.addData(m_templates.value(QStringLiteral("judge-sc")).sha256.toLatin1());
    h.addData(m_templates.value(QStringLiteral("judge-pq")).sha256.toLatin1());
    return QStringLiteral("%1 %2").arg(m_options.endpoint.model, QString::fromLatin1(h.result().toHex().left(12)));
}

QSize RequestBuilder::imageSize(const QString &relativePath) const
{
    return QImageReader(m_store.paths().toAbsolute(relativePath)).size();
}

QHash<QString, QString> RequestBuilder::itemValues(const Item &item) const
{
    return {{QStringLiteral("instruction"), item.instruction},
            {QStringLiteral("source_caption"), item.sourceCaption},
            {QStringLiteral("target_caption"), item.targetCaption},
            {QStringLiteral("box_convention"), boxConventionName(m_options.boxConvention)}};
}

Status RequestBuilder::finish(StageRequest &r, const QString &templateName, const QHash<QString, QString> &values,
                              const QStringList &imagePaths)
{
    const PromptTemplate &t = m_templates[templateName];
    Result<QString> text = t.render(values);
    if (!text)
        return text.error();
    const QString shaping = m_options.endpoint.answerShapingVersion();
    QString stageVersion = QStringLiteral("%1/%2 %3").arg(templateName).arg(stageRevision).arg(shaping);
    // How boxes are read is part of what a dice answer means: a changed convention asks again.
    if (r.kind == RequestKind::DiceDetect || r.kind == RequestKind::DiceCoherence)
        stageVersion += QStringLiteral(" boxes %1").arg(boxConventionName(m_options.boxConvention));
    stageVersion += QStringLiteral(" template %1").arg(t.sha256);

    r.chat.system = t.system;
    r.chat.text = text.value();
    r.chat.images.clear();
    QStringList imageShas;
    for (const QString &path : imagePaths) {
        Result<endpoint::ChatImage> img = m_images.image(path);
        if (!img)
            return img.error();
        r.chat.images << img.value();
        imageShas << img.value().sha256;
    }

    QCryptographicHash key(QCryptographicHash::Sha256);
    // A unit separator between the parts, so that no two different requests hash the same text.
    for (const QString &part :
         {stageVersion, shaping, t.sha256, t.system, text.value(), imageShas.join(QLatin1Char(','))}) {
        key.addData(part.toUtf8());
        key.addData(QByteArrayView("\x1f"));
    }
    r.call.requestKey = QString::fromLatin1(key.result().toHex());
    r.call.stage = callStageOf(r.kind);
    r.call.stageVersion = stageVersion;
    r.call.endpoint = m_endpointLabel;
    r.call.model = m_options.endpoint.model;
    r.call.templateSha256 = t.sha256;
    r.call.imageSha256 = imageShas;
    r.call.prompt = text.value();

    Result<std::optional<ModelCall>> cached = ModelCallStore(m_store).find(r.call.requestKey);
    if (!cached)
        return cached.error();
    r.cached = cached.value();
    return Status::success();
}

Result<QVector<StageRequest>> RequestBuilder::firstRound()
{
    QVector<StageRequest> requests;
    const bool anyItem =
        m_options.items.isEmpty() || (m_options.items.size() == 1 && m_options.items.first().isEmpty());
    for (const Item &item : m_study.items) {
        if (!anyItem && !m_options.items.contains(item.key))
            continue;
        const QHash<QString, QString> values = itemValues(item);
        if (wants(QStringLiteral("parse"))) {
            StageRequest r;
            r.kind = RequestKind::Parse;
            r.itemId = item.id;
            r.call.itemKey = item.key;
            if (Status s = finish(r, QStringLiteral("parse"), values, {}); !s)
                return s.error();
            requests << r;
        }
        QVector<const Output *> outputs;
        for (const Output &o : item.outputs)
            if (selected(o))
                outputs << &o;
        if (item.sourcePath.isEmpty() || outputs.isEmpty())
            continue;
        for (const Output *o : outputs) {
            const QSize size = o->size.isValid() ? o->size : imageSize(o->path);
            QHash<QString, QString> shown = values;
            insertSize(shown, size);
            auto base = [&](RequestKind kind) {
                StageRequest r;
                r.kind = kind;
                r.itemId = item.id;
                r.outputId = o->id;
                r.imageSize = size;
                r.call.itemKey = item.key;
                r.call.systems = o->system;
                return r;
            };
            if (wants(QStringLiteral("dice"))) {
                StageRequest r = base(RequestKind::DiceDetect);
                if (Status s = finish(r, QStringLiteral("dice-detect"), shown, {item.sourcePath, o->path}); !s)
                    return s.error();
                requests << r;
            }
            if (wants(QStringLiteral("judge"))) {
                // VIEScore: semantic consistency sees the input and the edit, perceptual quality the edit alone.
                StageRequest sc = base(RequestKind::JudgeSc);
                sc.call.subject = QStringLiteral("SC");
                if (Status s = finish(sc, QStringLiteral("judge-sc"), shown, {item.sourcePath, o->path}); !s)
                    return s.error();
                StageRequest pq = base(RequestKind::JudgePq);
                pq.call.subject = QStringLiteral("PQ");
                if (Status s = finish(pq, QStringLiteral("judge-pq"), shown, {o->path}); !s)
                    return s.error();
                requests << sc << pq;
            }
        }
        if (wants(QStringLiteral("judge")) && m_options.pairwise) {
            // Each pair once, A before B in the item's output order, as GenAI-Bench asks its judges.
            for (qsizetype a = 0; a < outputs.size(); ++a)
                for (qsizetype b = a + 1; b < outputs.size(); ++b) {
                    StageRequest r;
                    r.kind = RequestKind::JudgePair;
                    r.itemId = item.id;
                    r.systemA = outputs[a]->system;
                    r.systemB = outputs[b]->system;
                    r.call.itemKey = item.key;
                    r.call.systems = r.systemA + QLatin1Char('|') + r.systemB;
                    if (Status s = finish(r, QStringLiteral("judge-pair"), values,
                                          {item.sourcePath, outputs[a]->path, outputs[b]->path});
                        !s)
                        return s.error();
                    requests << r;
                }
        }
    }
    return requests;
}

Result<QVector<StageRequest>> RequestBuilder::coherenceRequests(qint64 itemId, qint64 outputId,
                                                                const QVector<Difference> &differences)
{
    QVector<StageRequest> requests;
    const Item *it = item(itemId);
    if (!it)
        return requests;
    const Output *output = nullptr;
    for (const Output &o : it->outputs)
        if (o.id == outputId)
            output = &o;
    if (!output)
        return requests;
    const QSize size = output->size.isValid() ? output->size : imageSize(output->path);
    for (qsizetype i = 0; i < differences.size(); ++i) {
        const Difference &d = differences[i];
        QHash<QString, QString> values = itemValues(*it);
        insertSize(values, size);
        values.insert(QStringLiteral("difference_op"), editOpName(d.op));
        values.insert(QStringLiteral("difference_description"), d.description);
        // DICE's coherence stage is shown a difference as its detector wrote it: "OP: description".
        values.insert(QStringLiteral("difference"), editOpName(d.op) + QStringLiteral(": ") + d.description);
        values.insert(QStringLiteral("box"), boxText(d.box, m_options.boxConvention, size));
        StageRequest r;
        r.kind = RequestKind::DiceCoherence;
        r.itemId = itemId;
        r.outputId = outputId;
        r.differenceId = d.id;
        r.imageSize = size;
        r.call.itemKey = it->key;
        r.call.systems = output->system;
        r.call.subject = QString::number(i);
        if (Status s = finish(r, QStringLiteral("dice-coherence"), values, {it->sourcePath, output->path}); !s)
            return s.error();
        requests << r;
    }
    return requests;
}

} // namespace editlens::core::modelstages
