#include "modelstages/groundstage.h"

#include "bpm/instructionparser.h"
#include "modelstages/answerparse.h"
#include "modelstages/cancelwatch.h"
#include "modelstages/prompttemplates.h"
#include "modelstages/studyimages.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QImageReader>
#include <QUrl>

#include <algorithm>
#include <atomic>

namespace editlens::core::modelstages {

namespace {

// Raised when what the stage asks or how its answer is read changes, so that older answers are asked again.
constexpr int groundRevision = 1;

/// An object phrase the stage can look for: not BPM's "none" (no object) or "all" (the whole image).
QString objectName(const QString &phrase)
{
    QString p = phrase.trimmed();
    if (p.isEmpty() || p.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0
        || p.compare(QLatin1String("all"), Qt::CaseInsensitive) == 0)
        return {};
    return p;
}

bool anyOf(const QStringList &chosen)
{
    return chosen.isEmpty() || (chosen.size() == 1 && chosen.first().isEmpty());
}

/// Builds the requests: each image read and encoded once, shared by the requests that show it.
class GroundBuilder
{
public:
    GroundBuilder(StudyStore &store, const StageOptions &options, PromptTemplate t)
        : m_store(store)
        , m_options(options)
        , m_template(std::move(t))
        , m_endpointLabel(options.endpoint.name + QLatin1Char('=')
                          + options.endpoint.baseUrl.toString(QUrl::RemoveUserInfo))
        , m_images(store.paths())
    {
    }

    Result<GroundRequest> request(const Item &item, const Output *output, GroundTarget target, const QString &object)
    {
        GroundRequest r;
        r.itemId = item.id;
        r.outputId = output ? output->id : 0;
        r.target = target;
        r.object = object;
        const QString path = output ? output->path : item.sourcePath;
        Result<endpoint::ChatImage> img = m_images.image(path);
        if (!img)
            return img.error();
        r.imageSize = QImageReader(m_store.paths().toAbsolute(path)).size();
        if (!r.imageSize.isValid())
            return Error{QCoreApplication::translate("ModelStages", "cannot read the image's size"),
                         m_store.paths().toAbsolute(path)};
        const QHash<QString, QString> values{{QStringLiteral("object"), object},
                                             {QStringLiteral("instruction"), item.instruction},
                                             {QStringLiteral("box_convention"),
                                              boxConventionName(m_options.boxConvention)},
                                             {QStringLiteral("image_width"), QString::number(r.imageSize.width())},
                                             {QStringLiteral("image_height"), QString::number(r.imageSize.height())}};
        Result<QString> text = m_template.render(values);
        if (!text)
            return text.error();
        const QString shaping = m_options.endpoint.answerShapingVersion();
        // How boxes are read is part of what an answer means: a changed convention asks again.
        const QString stageVersion = QStringLiteral("ground/%1 %2 boxes %3 template %4")
                                         .arg(groundRevision)
                                         .arg(shaping, boxConventionName(m_options.boxConvention), m_template.sha256);
        r.chat.system = m_template.system;
        r.chat.text = text.value();
        r.chat.images = {img.value()};
        QCryptographicHash key(QCryptographicHash::Sha256);
        // A unit separator between the parts, so that no two different requests hash the same text.
        for (const QString &part :
             {stageVersion, shaping, m_template.sha256, m_template.system, text.value(), img.value().sha256}) {
            key.addData(part.toUtf8());
            key.addData(QByteArrayView("\x1f"));
        }
        r.call.requestKey = QString::fromLatin1(key.result().toHex());
        r.call.stage = QStringLiteral("ground");
        r.call.stageVersion = stageVersion;
        r.call.endpoint = m_endpointLabel;
        r.call.model = m_options.endpoint.model;
        r.call.templateSha256 = m_template.sha256;
        r.call.imageSha256 = {img.value().sha256};
        r.call.itemKey = item.key;
        r.call.systems = output ? output->system : QString();
        r.call.subject = groundTargetName(target) + (output ? QStringLiteral(" edited") : QStringLiteral(" original"));
        r.call.prompt = text.value();
        Result<std::optional<ModelCall>> cached = ModelCallStore(m_store).find(r.call.requestKey);
        if (!cached)
            return cached.error();
        r.cached = cached.value();
        return r;
    }

private:
    StudyStore &m_store;
    const StageOptions &m_options;
    PromptTemplate m_template;
    QString m_endpointLabel;
    StudyImages m_images;
};

/// Reads `raw` for `r`; stores the boxes when it can be read. Counts the outcome on `row`.
Status useAnswer(StudyStore &store, const StageOptions &options, const GroundRequest &r, const QString &raw,
                 const std::optional<ModelCall> &toRecord, StageRunRow &row)
{
    const Result<QVector<QRectF>> boxes = readGrounding(raw, options.boxConvention, r.imageSize);
    if (toRecord) {
        ModelCall call = *toRecord;
        call.raw = raw;
        call.status = boxes ? QStringLiteral("ok") : QStringLiteral("unparseable");
        call.error = boxes ? QString() : boxes.error().message;
        if (boxes) {
            QStringList list;
            for (const QRectF &b : boxes.value())
                list << QStringLiteral("[%1,%2,%3,%4]").arg(b.left()).arg(b.top()).arg(b.right()).arg(b.bottom());
            call.parsed = QLatin1Char('[') + list.join(QLatin1Char(',')) + QLatin1Char(']');
        }
        // The answer is kept before anything is stored from it: a run killed in between answers from the cache.
        if (Status s = ModelCallStore(store).record(call); !s)
            return s;
    }
    if (!boxes) {
        ++row.unparseable;
        return Status::success();
    }
    GroundedBoxes g;
    g.itemId = r.itemId;
    g.outputId = r.outputId;
    g.target = r.target;
    g.object = r.object;
    g.boxes = boxes.value();
    g.model = options.endpoint.model;
    g.callKey = r.call.requestKey;
    if (Status s = GroundedBoxStore(store).record(g); !s)
        return s;
    ++row.stored;
    return Status::success();
}

} // namespace

GroundObjects groundObjects(const Item &item)
{
    // The stored parse (imported, or the model stages' parse), else the rule parser's: the objects BPM goes by.
    const EditParse parse = effectiveParse(item.parse, item.instruction, InstructionParser(), BpmParser::Llm);
    if (parse.global)
        return {};
    return {objectName(parse.originalPart), objectName(parse.editedPart), objectName(parse.beingAdded)};
}

Result<QVector<GroundRequest>> groundRequests(StudyStore &store, const StageOptions &options)
{
    Result<PromptTemplate> t = loadPromptTemplate(QStringLiteral("ground"), options.promptsDirectory);
    if (!t)
        return t.error();
    Result<StudyData> study = store.load();
    if (!study)
        return study.error();
    GroundBuilder builder(store, options, t.value());
    QVector<GroundRequest> out;
    const auto add = [&](const Item &item, const Output *o, GroundTarget target, const QString &object) -> Status {
        if (object.isEmpty())
            return Status::success();
        Result<GroundRequest> r = builder.request(item, o, target, object);
        if (!r)
            return r.error();
        out << r.value();
        return Status::success();
    };
    for (const Item &item : study.value().items) {
        if ((!anyOf(options.items) && !options.items.contains(item.key)) || item.sourcePath.isEmpty())
            continue;
        QVector<const Output *> outputs;
        for (const Output &o : item.outputs)
            if (!o.path.isEmpty() && (anyOf(options.systems) || options.systems.contains(o.system)))
                outputs << &o;
        if (outputs.isEmpty())
            continue;
        const GroundObjects objects = groundObjects(item);
        if (Status s = add(item, nullptr, GroundTarget::O1, objects.o1); !s)
            return s.error();
        if (Status s = add(item, nullptr, GroundTarget::Reference, objects.reference); !s)
            return s.error();
        for (const Output *o : outputs) {
            if (Status s = add(item, o, GroundTarget::O2, objects.o2); !s)
                return s.error();
            if (Status s = add(item, o, GroundTarget::Reference, objects.reference); !s)
                return s.error();
        }
    }
    return out;
}

Result<GroundRun> runGround(StudyStore &store, const StageOptions &options, const QVector<GroundRequest> &requests,
                            qint64 budget, const ProgressCallback &progress)
{
    GroundRun run;
    qint64 done = 0;
    const qint64 total = requests.size();
    std::atomic_bool cancel{false};
    bool cancelled = false;
    const auto tick = [&] {
        ++done;
        if (!reportProgress(progress, done, total)) {
            cancel = true;
            cancelled = true;
        }
    };
    // Requests that ask the same (an output identical to its original shows the same bytes) are sent once; the
    // answer serves each of them.
    QVector<GroundRequest> toSend;
    QHash<QString, QVector<GroundRequest>> sameAs; // request key → the further requests it answers
    for (const GroundRequest &r : requests) {
        if (cancel)
            break;
        if (!r.cached) {
            if (std::any_of(toSend.cbegin(), toSend.cend(),
                            [&](const GroundRequest &s) { return s.call.requestKey == r.call.requestKey; }))
                sameAs[r.call.requestKey] << r;
            else
                toSend << r;
            continue;
        }
        ++run.row.fromCache;
        if (Status s = useAnswer(store, options, r, r.cached->raw, std::nullopt, run.row); !s)
            return s.error();
        tick();
    }
    if (budget >= 0 && toSend.size() > budget) {
        run.stopped = true;
        run.stopReason = QCoreApplication::translate("ModelStages", "--max-requests %1 reached: %n request(s) not sent",
                                                     nullptr, int(toSend.size() - budget))
                             .arg(budget);
        toSend.resize(budget);
    }
    if (!cancel && !toSend.isEmpty()) {
        QVector<endpoint::ChatRequest> chats;
        chats.reserve(toSend.size());
        for (const GroundRequest &r : toSend)
            chats << r.chat;
        std::optional<Error> error;
        endpoint::ChatClient client(options.endpoint);
        const CancelWatch watch(options.cancel, [&] {
            cancel = true;
            cancelled = true;
        });
        const endpoint::ChatRunSummary sent = client.run(
            chats,
            [&](int index, const endpoint::ChatAnswer &a) {
                if (error)
                    return;
                const GroundRequest &r = toSend[index];
                ++run.row.asked;
                if (a.promptTokens > 0)
                    run.row.promptTokens += a.promptTokens;
                if (a.completionTokens > 0)
                    run.row.completionTokens += a.completionTokens;
                ModelCall call = r.call;
                call.latencyMs = a.latencyMs;
                call.promptTokens = a.promptTokens;
                call.completionTokens = a.completionTokens;
                if (a.ok) {
                    if (Status s = useAnswer(store, options, r, a.content, call, run.row); !s)
                        error = s.error();
                    for (const GroundRequest &same : sameAs.value(r.call.requestKey)) {
                        if (error)
                            break;
                        if (Status s = useAnswer(store, options, same, a.content, std::nullopt, run.row); !s)
                            error = s.error();
                        tick();
                    }
                } else {
                    ++run.row.failed;
                    call.status = QStringLiteral("failed");
                    call.error = a.error;
                    if (Status s = ModelCallStore(store).record(call); !s)
                        error = s.error();
                }
                if (error)
                    cancel = true;
                tick();
            },
            &cancel);
        if (error)
            return *error;
        if (sent.stopped && !run.stopped) {
            run.stopped = true;
            run.stopReason = sent.stopReason;
        }
    }
    if (cancelled && !run.stopped) {
        run.stopped = true;
        run.stopReason = QCoreApplication::translate("ModelStages", "cancelled");
    }
    return run;
}

} // namespace editlens::core::modelstages
