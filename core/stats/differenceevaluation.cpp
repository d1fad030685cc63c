#include "differenceevaluation.h"

#include <QMap>

namespace editlens::core {

namespace {

stats::EvalBox toBox(std::int64_t image, const Difference &d)
{
    stats::EvalBox b;
    b.image = image;
    b.category = differenceCategory(d.op);
    b.x = d.box.x();
    b.y = d.box.y();
    b.w = d.box.width();
    b.h = d.box.height();
    b.score = d.confidence;
    return b;
}

} // namespace

int differenceCategory(EditOp op)
{
    switch (op) {
    case EditOp::Add:
        return 1;
    case EditOp::Remove:
        return 2;
    case EditOp::Edit:
        return 3;
    }
    return 0;
}

double DetectorScore::apOf(EditOp op) const
{
    const auto it = classAware.perCategory.find(differenceCategory(op));
    return it == classAware.perCategory.end() ? -1.0 : it->second.ap;
}

QVector<DetectorScore> evaluateDetectors(const StudyData &study)
{
    std::vector<stats::EvalBox> groundTruth;
    std::vector<std::int64_t> images;
    QMap<QString, std::vector<stats::EvalBox>> detections; // by detector name, sorted
    std::int64_t image = 0;
    for (const Item &item : study.items)
        for (const Output &o : item.outputs) {
            ++image;
            // An output marked complete is annotated even without a difference: every detection on it that matches
            // no truth is a false positive. Its truth then includes the boxes its completing annotators drew.
            const bool complete = !o.completeBy.isEmpty();
            bool annotated = complete;
            for (const Difference &d : o.differences)
                if (d.originKind == OriginKind::GroundTruth
                    || (complete && d.originKind == OriginKind::Annotator && o.completeBy.contains(d.origin))) {
                    groundTruth.push_back(toBox(image, d));
                    annotated = true;
                }
            if (!annotated)
                continue;
            images.push_back(image);
            for (const Difference &d : o.differences)
                if (d.originKind == OriginKind::Detector)
                    detections[d.origin].push_back(toBox(image, d));
        }
    QVector<DetectorScore> out;
    if (groundTruth.empty())
        return out;

    stats::CocoEvalOptions options;
    options.images = images;
    options.categories = {differenceCategory(EditOp::Add), differenceCategory(EditOp::Remove),
                          differenceCategory(EditOp::Edit)};
    for (auto it = detections.cbegin(); it != detections.cend(); ++it) {
        DetectorScore score;
        score.origin = it.key();
        score.images = int(images.size());
        options.useCategories = true;
        score.classAware = stats::evaluateCoco(groundTruth, it.value(), options);
        options.useCategories = false;
        score.agnostic = stats::evaluateCoco(groundTruth, it.value(), options);
        out.push_back(std::move(score));
    }
    return out;
}

} // namespace editlens::core
