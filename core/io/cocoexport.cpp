#include "cocoexport.h"

#include "io/outputfile.h"
#include "stats/differenceevaluation.h"
#include "study/differenceorigin.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace editlens::core {

namespace {

/// Assigns COCO image ids, one per distinct file (a multi-turn item's source is the previous
/// turn's output, and several systems' REMOVE boxes share one original).
class ImageTable
{
public:
    int idFor(const QString &path, QSize size)
    {
        if (const auto it = m_ids.constFind(path); it != m_ids.constEnd())
            return *it;
        const int id = int(m_ids.size()) + 1;
        m_ids.insert(path, id);
        m_images.append(QJsonObject{{QStringLiteral("id"), id},
                                    {QStringLiteral("file_name"), path},
                                    {QStringLiteral("width"), size.width()},
                                    {QStringLiteral("height"), size.height()}});
        return id;
    }

    /// Marks the image with `id` as a complete output's: `attributes: {item_id, system, complete_by}`.
    void markComplete(int id, const QString &itemKey, const QString &system, const QStringList &completeBy)
    {
        QJsonObject image = m_images.at(id - 1).toObject();
        image.insert(QStringLiteral("attributes"),
                     QJsonObject{{QStringLiteral("item_id"), itemKey},
                                 {QStringLiteral("system"), system},
                                 {QStringLiteral("complete_by"), QJsonArray::fromStringList(completeBy)}});
        m_images.replace(id - 1, image);
    }

    QJsonArray images() const { return m_images; }

private:
    QHash<QString, int> m_ids;
    QJsonArray m_images;
};

/// A difference's review and coherence as COCO annotation attributes: `review` = {annotator: accepted | rejected |
/// relabelled} (empty = unreviewed), `coherence` = "YES" / "NO" of the difference's first label (null without one),
/// `rationale` its text, `coherence_labels` every label with its origin, `truth` whether the box is part of the
/// output's truth (isTruthDifference()), and for a detector's box `annotated_by` (the first reviewer who accepted or
/// relabelled it, whose annotation it is; "" for none) and `proposal` ({category_id, description, bbox} as the detector
/// proposed it, when a reviewer has since relabelled or moved it).
QJsonObject attributes(const Output &o, const Difference &d)
{
    QJsonObject review;
    for (const DifferenceReview &r : d.reviews)
        review.insert(r.annotator, reviewDecisionName(r.decision));
    QJsonArray labels;
    for (const CoherenceLabel &c : d.coherence)
        labels.append(QJsonObject{{QStringLiteral("label"), c.coherent ? QStringLiteral("YES") : QStringLiteral("NO")},
                                  {QStringLiteral("rationale"), c.rationale},
                                  {QStringLiteral("origin_kind"), originKindName(c.originKind)},
                                  {QStringLiteral("origin"), c.origin}});
    const CoherenceLabel *first = d.coherence.isEmpty() ? nullptr : &d.coherence.front();
    QJsonObject out{{QStringLiteral("truth"), isTruthDifference(o, d)}};
    if (d.originKind == OriginKind::Detector)
        out.insert(QStringLiteral("annotated_by"), reviewedBy(d));
    if (d.proposal) {
        const QRectF &b = d.proposal->box;
        out.insert(QStringLiteral("proposal"),
                   QJsonObject{{QStringLiteral("category_id"), differenceCategory(d.proposal->op)},
                               {QStringLiteral("description"), d.proposal->description},
                               {QStringLiteral("bbox"), QJsonArray{b.x(), b.y(), b.width(), b.height()}}});
    }
    const QJsonObject rest{{QStringLiteral("review"), review},
                           {QStringLiteral("coherence"),
                            first ? QJsonValue(first->coherent ? QStringLiteral("YES") : QStringLiteral("NO"))
                                  : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("rationale"),
                            first ? QJsonValue(first->rationale) : QJsonValue(QJsonValue::Null)},
                           {QStringLiteral("coherence_labels"), labels}};
    for (auto it = rest.begin(); it != rest.end(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

} // namespace

QString CocoExport::id() const
{
    return QStringLiteral("coco");
}

QString CocoExport::name() const
{
    return QCoreApplication::translate("CocoExport", "COCO detection JSON");
}

QString CocoExport::description() const
{
    return QCoreApplication::translate(
        "CocoExport", "difference boxes as COCO detection JSON (categories ADD, REMOVE, EDIT; pixel boxes)");
}

QString CocoExport::fileSuffix() const
{
    return QStringLiteral("json");
}

Status CocoExport::write(const StudyData &study, const StudyPaths &, const QString &outFile,
                         const ProgressCallback &progress) const
{
    ImageTable images;
    QJsonArray annotations;
    const qint64 total = study.items.size();
    for (qint64 i = 0; i < total; ++i) {
        const Item &item = study.items.at(i);
        for (const Output &o : item.outputs) {
            // A complete output without a box is a negative: pycocotools only counts it as one when its image
            // is listed, so every complete output has an image entry, boxes or not.
            if (!o.completeBy.isEmpty()) {
                if (o.path.isEmpty() || !o.size.isValid())
                    return Error{QCoreApplication::translate(
                                     "CocoExport", "item '%1', system '%2': the output is marked complete, but "
                                                   "the study does not have its image")
                                     .arg(item.key, o.system),
                                 outFile};
                images.markComplete(images.idFor(o.path, o.size), item.key, o.system, o.completeBy);
            }
            for (const Difference &d : o.differences) {
                const bool onOriginal = d.op == EditOp::Remove;
                const QString &path = onOriginal ? item.sourcePath : o.path;
                const QSize size = onOriginal ? item.sourceSize : o.size;
                if (path.isEmpty() || !size.isValid())
                    return Error{
                        QCoreApplication::translate(
                            "CocoExport",
                            "item '%1', system '%2': a %3 box lives on the %4 image, which the study does not have")
                            .arg(item.key, o.system, editOpName(d.op),
                                 onOriginal ? QCoreApplication::translate("CocoExport", "original")
                                            : QCoreApplication::translate("CocoExport", "edited")),
                        outFile};
                if (d.boxIsNormalized)
                    return Error{QCoreApplication::translate("CocoExport",
                                                             "item '%1', system '%2': a box is still normalized")
                                     .arg(item.key, o.system),
                                 outFile};
                const QRectF &b = d.box;
                QJsonObject a{{QStringLiteral("id"), annotations.size() + 1},
                              {QStringLiteral("image_id"), images.idFor(path, size)},
                              {QStringLiteral("category_id"), differenceCategory(d.op)},
                              {QStringLiteral("bbox"), QJsonArray{b.x(), b.y(), b.width(), b.height()}},
                              {QStringLiteral("area"), b.width() * b.height()},
                              {QStringLiteral("iscrowd"), 0},
                              {QStringLiteral("item_id"), item.key},
                              {QStringLiteral("system"), o.system},
                              {QStringLiteral("description"), d.description},
                              {QStringLiteral("origin"), d.origin}};
                // Detections are ranked by score for AP; human and ground-truth boxes have none.
                if (hasConfidence(d))
                    a.insert(QStringLiteral("score"), d.confidence);
                a.insert(QStringLiteral("origin_kind"), originKindName(d.originKind));
                a.insert(QStringLiteral("attributes"), attributes(o, d));
                annotations.append(a);
            }
        }
        if (i % 256 == 0 && !reportProgress(progress, i, total))
            return Error{QCoreApplication::translate("CocoExport", "export cancelled"), outFile};
    }

    QJsonArray categories;
    for (EditOp op : {EditOp::Add, EditOp::Remove, EditOp::Edit})
        categories.append(QJsonObject{{QStringLiteral("id"), differenceCategory(op)},
                                      {QStringLiteral("name"), editOpName(op)},
                                      {QStringLiteral("supercategory"), QStringLiteral("difference")}});
    // Which study, which EditLens and when: a COCO file travels without the study it came from.
    const QJsonObject info{{QStringLiteral("description"), study.name},
                           {QStringLiteral("study"), study.name},
                           {QStringLiteral("version"), QCoreApplication::applicationVersion()},
                           {QStringLiteral("contributor"), QStringLiteral("EditLens")},
                           {QStringLiteral("date_created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                           {QStringLiteral("year"), QDateTime::currentDateTimeUtc().date().year()}};
    const QJsonObject root{{QStringLiteral("info"), info},
                           {QStringLiteral("images"), images.images()},
                           {QStringLiteral("annotations"), annotations},
                           {QStringLiteral("categories"), categories}};

    if (Status s = writeOutputFile(outFile, QJsonDocument(root).toJson(QJsonDocument::Indented)); !s)
        return s;
    reportProgress(progress, total, total);
    return Status::success();
}

} // namespace editlens::core
