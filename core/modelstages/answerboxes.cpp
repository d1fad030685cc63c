#include "modelstages/answerparse.h"
#include "modelstages/answertext.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

// Boxes in models' answers: a grounding answer ({"boxes": [[x0, y0, x1, y1], …]}, a bare list of boxes, or
// Qwen2.5-VL's [{"bbox_2d": [x0, y0, x1, y1], "label": "…"}, …]) and DICE's differences ({"differences": [{"op",
// "box", "description", "confidence"}, …]} or the bare list). The convention is the user's setting, never guessed from
// the numbers: a box that does not fit it is refused, so that a wrong setting shows instead of shrinking every box.

namespace editlens::core::modelstages {

namespace {

// The range of the convention's coordinates on each axis.
QSizeF rangeOf(BoxConvention convention, QSize imageSize)
{
    switch (convention) {
    case BoxConvention::Pixels:
        return QSizeF(imageSize);
    case BoxConvention::Thousandths:
        return {1000, 1000};
    case BoxConvention::Unit:
        return {1, 1};
    }
    return {};
}

Error inItem(const QString &what, qsizetype index, const Error &error)
{
    return Error{
        QCoreApplication::translate("AnswerParse", "%1 %2: %3").arg(what, QString::number(index + 1), error.message)};
}

// The boxes of a grounding answer's list: every element a box, or every element a Qwen2.5-VL {"bbox_2d": …} object.
Result<QVector<QRectF>> boxesIn(const QJsonArray &list, BoxConvention convention, QSize imageSize)
{
    QVector<QRectF> boxes;
    for (qsizetype i = 0; i < list.size(); ++i) {
        QJsonValue box = list.at(i);
        if (box.isObject()) {
            box = box.toObject().value(QLatin1String("bbox_2d"));
            if (box.isUndefined())
                return inItem(QCoreApplication::translate("AnswerParse", "box"), i,
                              Error{QCoreApplication::translate("AnswerParse", "the object has no field 'bbox_2d'")});
        }
        const Result<QRectF> r = readBox(box, convention, imageSize);
        if (!r)
            return inItem(QCoreApplication::translate("AnswerParse", "box"), i, r.error());
        boxes << r.value();
    }
    return boxes;
}

} // namespace

QString boxConventionName(BoxConvention c)
{
    switch (c) {
    case BoxConvention::Pixels:
        return QStringLiteral("pixels");
    case BoxConvention::Thousandths:
        return QStringLiteral("0-1000");
    case BoxConvention::Unit:
        return QStringLiteral("0-1");
    }
    return {};
}

std::optional<BoxConvention> boxConventionFromName(const QString &name)
{
    for (BoxConvention c : {BoxConvention::Pixels, BoxConvention::Thousandths, BoxConvention::Unit})
        if (name.trimmed().compare(boxConventionName(c), Qt::CaseInsensitive) == 0)
            return c;
    return std::nullopt;
}

Result<QRectF> readBox(const QJsonValue &box, BoxConvention convention, QSize imageSize)
{
    if (imageSize.isEmpty())
        return Error{
            QCoreApplication::translate("AnswerParse", "the image's size is unknown, so no box can be placed on it")};
    const QJsonArray values = box.toArray();
    if (!box.isArray() || values.size() != 4)
        return Error{QCoreApplication::translate("AnswerParse", "a box is a list of four numbers [x0, y0, x1, y1]")};
    double v[4];
    for (int i = 0; i < 4; ++i) {
        const std::optional<double> n = numberIn(values.at(i));
        if (!n)
            return Error{QCoreApplication::translate("AnswerParse", "a box coordinate is not a number")};
        v[i] = *n;
    }
    if (v[2] <= v[0] || v[3] <= v[1])
        return Error{
            QCoreApplication::translate("AnswerParse",
                                        "the box [%1, %2, %3, %4] is inverted or empty (x1 must exceed x0, y1 y0)")
                .arg(QString::number(v[0]), QString::number(v[1]), QString::number(v[2]), QString::number(v[3]))};
    const QSizeF range = rangeOf(convention, imageSize);
    // A model rounding at the edge may overshoot a little; more than 1 % of the range is another convention.
    const double slackX = 0.01 * range.width(), slackY = 0.01 * range.height();
    for (int i = 0; i < 4; ++i) {
        const double limit = i % 2 == 0 ? range.width() : range.height();
        const double slack = i % 2 == 0 ? slackX : slackY;
        if (v[i] < -slack || v[i] > limit + slack)
            return Error{QCoreApplication::translate(
                             "AnswerParse",
                             "the box [%1, %2, %3, %4] lies outside the range of the convention %5 (0-%6 by 0-%7)")
                             .arg(QString::number(v[0]), QString::number(v[1]), QString::number(v[2]),
                                  QString::number(v[3]), boxConventionName(convention), QString::number(range.width()),
                                  QString::number(range.height()))};
    }
    const double sx = imageSize.width() / range.width(), sy = imageSize.height() / range.height();
    const double x0 = std::clamp(v[0], 0.0, range.width()) * sx, x1 = std::clamp(v[2], 0.0, range.width()) * sx;
    const double y0 = std::clamp(v[1], 0.0, range.height()) * sy, y1 = std::clamp(v[3], 0.0, range.height()) * sy;
    if (x1 <= x0 || y1 <= y0)
        return Error{
            QCoreApplication::translate("AnswerParse", "the box lies on the image's edge, with no area inside it")};
    return QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

Result<QVector<QRectF>> readGrounding(const QString &answer, BoxConvention convention, QSize imageSize)
{
    const Result<QJsonValue> json = extractJson(answer);
    if (!json)
        return json.error();
    if (json.value().isArray()) {
        const QJsonArray list = json.value().toArray();
        // One form per answer: a list that mixes bare boxes and objects is no answer the prompt asked for.
        const auto isObject = [](const QJsonValue &v) { return v.isObject(); };
        if (std::any_of(list.begin(), list.end(), isObject) && !std::all_of(list.begin(), list.end(), isObject))
            return Error{QCoreApplication::translate("AnswerParse", "the answer's list mixes boxes and objects")};
        return boxesIn(list, convention, imageSize);
    }
    const QJsonValue boxes = json.value().toObject().value(QLatin1String("boxes"));
    if (!boxes.isArray())
        return Error{QCoreApplication::translate("AnswerParse", "the answer has no list 'boxes'")};
    for (const auto &b : boxes.toArray())
        if (b.isObject())
            return Error{QCoreApplication::translate("AnswerParse", "the answer's 'boxes' holds objects, not boxes")};
    return boxesIn(boxes.toArray(), convention, imageSize);
}

Result<QVector<Difference>> readDiceDifferences(const QString &answer, BoxConvention convention, QSize imageSize)
{
    const Result<QJsonValue> json = extractJson(answer);
    if (!json)
        return json.error();
    QJsonArray list;
    if (json.value().isArray()) {
        list = json.value().toArray();
    } else {
        const QJsonValue d = json.value().toObject().value(QLatin1String("differences"));
        if (!d.isArray())
            return Error{QCoreApplication::translate("AnswerParse", "the answer has no list 'differences'")};
        list = d.toArray();
    }
    QVector<Difference> out;
    const QString item = QCoreApplication::translate("AnswerParse", "difference");
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list.at(i).isObject())
            return inItem(item, i,
                          Error{QCoreApplication::translate("AnswerParse",
                                                            "not an object with op, box, description and confidence")});
        const QJsonObject o = list.at(i).toObject();
        const QJsonValue op = o.value(QLatin1String("op"));
        const std::optional<EditOp> edit = op.isString() ? editOpFromName(op.toString()) : std::nullopt;
        if (!edit || op.toString().trimmed().compare(editOpName(*edit), Qt::CaseInsensitive) != 0)
            return inItem(item, i,
                          Error{QCoreApplication::translate("AnswerParse", "op '%1' is not one of ADD, REMOVE, EDIT")
                                    .arg(op.toVariant().toString())});
        const QJsonValue description = o.value(QLatin1String("description"));
        if (!description.isString())
            return inItem(item, i, Error{QCoreApplication::translate("AnswerParse", "it has no text 'description'")});
        const QJsonValue confidenceValue = o.value(QLatin1String("confidence"));
        const std::optional<double> confidence = numberIn(confidenceValue);
        if (!confidence)
            return inItem(item, i,
                          Error{
                              QCoreApplication::translate("AnswerParse", "its confidence is missing or not a number")});
        if (*confidence < 0 || *confidence > 1)
            return inItem(item, i,
                          Error{QCoreApplication::translate("AnswerParse", "its confidence %1 lies outside 0-1")
                                    .arg(QString::number(*confidence))});
        const Result<QRectF> box = readBox(o.value(QLatin1String("box")), convention, imageSize);
        if (!box)
            return inItem(item, i, box.error());
        Difference d;
        d.op = *edit;
        d.description = description.toString().trimmed();
        d.box = box.value();
        d.confidence = *confidence;
        d.originKind = OriginKind::Detector;
        out << d;
    }
    return out;
}

} // namespace editlens::core::modelstages
