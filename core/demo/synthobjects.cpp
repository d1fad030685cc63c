#include "demo/synthobjects.h"

#include "io/jsonduplicates.h"
#include "io/jsonpositions.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <map>
#include <optional>

namespace editlens::core::synth {

namespace {

/// The elements of one top-level array of the file with their lines, or an error naming the key's line.
struct Section
{
    QJsonArray elements;
    QVector<JsonPosition> positions;

    int lineOf(qsizetype i) const { return i < positions.size() ? positions.at(i).line : 0; }
};

Result<Section> section(const QJsonObject &root, const QByteArray &data, const QString &key, const QString &path,
                        const QHash<QString, int> &keyLines)
{
    const QJsonValue value = root.value(key);
    if (!value.isArray())
        return Error{QCoreApplication::translate("SynthObjects", "'%1' must be an array").arg(key), path,
                     keyLines.value(key, 1)};
    return Section{value.toArray(), memberArrayElementPositions(data, key)};
}

/// A whole number stored as a JSON number (COCO ids), or nullopt.
std::optional<qint64> wholeNumber(const QJsonValue &v)
{
    if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()))
        return std::nullopt;
    return qint64(v.toDouble());
}

/// Polygons of a COCO `segmentation` list ([[x0, y0, x1, y1, ...], ...]), or an empty optional when malformed.
std::optional<QVector<QPolygonF>> polygons(const QJsonArray &segmentation)
{
    QVector<QPolygonF> shapes;
    for (const auto &poly : segmentation) {
        const QJsonArray coords = poly.toArray();
        if (!poly.isArray() || coords.size() < 6 || coords.size() % 2 != 0)
            return std::nullopt;
        QPolygonF shape;
        for (qsizetype i = 0; i < coords.size(); i += 2) {
            if (!coords.at(i).isDouble() || !coords.at(i + 1).isDouble())
                return std::nullopt;
            shape << QPointF(coords.at(i).toDouble(), coords.at(i + 1).toDouble());
        }
        shapes.push_back(shape);
    }
    return shapes;
}

Result<QHash<qint64, QString>> readCategories(const Section &cats, const QString &path)
{
    QHash<qint64, QString> categoryNames;
    for (qsizetype i = 0; i < cats.elements.size(); ++i) {
        const QJsonObject c = cats.elements.at(i).toObject();
        const auto id = wholeNumber(c.value(QStringLiteral("id")));
        const QString name = c.value(QStringLiteral("name")).toString().trimmed();
        if (!id || name.isEmpty())
            return Error{QCoreApplication::translate("SynthObjects",
                                                     "category %1 needs a whole-number 'id' and a 'name'")
                             .arg(i + 1),
                         path, cats.lineOf(i)};
        categoryNames.insert(*id, name);
    }
    return categoryNames;
}

/// The photos of the file in its order, and where each image id is among them.
struct Photos
{
    QVector<CocoPhoto> all;
    std::map<qint64, qsizetype> indexOf; // image id -> index in `all`
};

Result<Photos> readPhotos(const Section &imgs, const QString &path)
{
    Photos photos;
    for (qsizetype i = 0; i < imgs.elements.size(); ++i) {
        const QJsonObject o = imgs.elements.at(i).toObject();
        const auto id = wholeNumber(o.value(QStringLiteral("id")));
        CocoPhoto photo;
        photo.fileName = o.value(QStringLiteral("file_name")).toString();
        photo.line = imgs.lineOf(i);
        if (!id || photo.fileName.isEmpty())
            return Error{QCoreApplication::translate("SynthObjects",
                                                     "image %1 needs a whole-number 'id' and a 'file_name'")
                             .arg(i + 1),
                         path, photo.line};
        for (const auto &[key, target] :
             {std::pair{QStringLiteral("width"), &photo.width}, std::pair{QStringLiteral("height"), &photo.height}}) {
            const QJsonValue v = o.value(key);
            if (v.isUndefined())
                continue;
            const auto n = wholeNumber(v);
            if (!n || *n <= 0)
                return Error{QCoreApplication::translate("SynthObjects",
                                                         "image %1: '%2' must be a positive whole number")
                                 .arg(i + 1)
                                 .arg(key),
                             path, photo.line};
            *target = int(*n);
        }
        if (!photos.indexOf.emplace(*id, photos.all.size()).second)
            return Error{QCoreApplication::translate("SynthObjects", "image id %1 is given twice").arg(*id), path,
                         photo.line};
        photos.all.push_back(photo);
    }
    return photos;
}

/// Adds each annotation to its photo; crowd regions are counted in `crowdSkipped`, not added.
Status readAnnotations(const Section &anns, const QHash<qint64, QString> &categoryNames, const QString &path,
                       Photos &photos, int &crowdSkipped)
{
    for (qsizetype i = 0; i < anns.elements.size(); ++i) {
        const int line = anns.lineOf(i);
        const auto fail = [&](const QString &message) {
            return Error{QCoreApplication::translate("SynthObjects", "annotation %1: %2").arg(i + 1).arg(message), path,
                         line};
        };
        if (!anns.elements.at(i).isObject())
            return fail(QCoreApplication::translate("SynthObjects", "must be an object"));
        const QJsonObject a = anns.elements.at(i).toObject();
        const auto imageId = wholeNumber(a.value(QStringLiteral("image_id")));
        if (!imageId || photos.indexOf.find(*imageId) == photos.indexOf.end())
            return fail(QCoreApplication::translate("SynthObjects", "'image_id' must name an image of the file"));
        const auto categoryId = wholeNumber(a.value(QStringLiteral("category_id")));
        if (!categoryId || !categoryNames.contains(*categoryId))
            return fail(QCoreApplication::translate("SynthObjects", "'category_id' must name a category of the file"));
        const QJsonArray bbox = a.value(QStringLiteral("bbox")).toArray();
        if (bbox.size() != 4 || !bbox.at(0).isDouble() || !bbox.at(1).isDouble() || !bbox.at(2).isDouble()
            || !bbox.at(3).isDouble() || bbox.at(2).toDouble() < 0 || bbox.at(3).toDouble() < 0)
            return fail(QCoreApplication::translate(
                "SynthObjects", "'bbox' must be [x, y, width, height] with a width and height of at least 0"));
        const QJsonValue segmentation = a.value(QStringLiteral("segmentation"));
        if (a.value(QStringLiteral("iscrowd")).toInt() == 1 || segmentation.isObject()) {
            ++crowdSkipped; // a crowd region in run-length encoding, not one object
            continue;
        }
        CocoObject object;
        object.category = categoryNames.value(*categoryId);
        object.box = QRectF(bbox.at(0).toDouble(), bbox.at(1).toDouble(), bbox.at(2).toDouble(), bbox.at(3).toDouble());
        object.line = line;
        if (!segmentation.isUndefined() && !segmentation.isNull()) {
            const auto shapes = segmentation.isArray() ? polygons(segmentation.toArray()) : std::nullopt;
            if (!shapes)
                return fail(QCoreApplication::translate(
                    "SynthObjects", "'segmentation' must be a list of polygons [x0, y0, x1, y1, ...] of at least three "
                                    "points each"));
            object.shapes = *shapes;
        }
        photos.all[photos.indexOf.at(*imageId)].objects.push_back(object);
    }
    return Status::success();
}

} // namespace

Result<CocoObjects> readCocoObjects(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("SynthObjects", "cannot open the objects file: %1").arg(file.errorString()),
            path};
    const QByteArray data = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QCoreApplication::translate("SynthObjects", "invalid JSON: %1").arg(parseError.errorString()),
                     path, lineAt(data, parseError.offset)};
    if (!doc.isObject())
        return Error{QCoreApplication::translate(
                         "SynthObjects", "expected a COCO object with 'images', 'annotations' and 'categories'"),
                     path, 1};
    if (Status unique = rejectDuplicateJsonKeys(data, path); !unique)
        return unique.error();
    const QJsonObject root = doc.object();
    const QHash<QString, int> keyLines = topLevelKeyLines(data);

    auto images = section(root, data, QStringLiteral("images"), path, keyLines);
    if (!images)
        return images.error();
    auto categories = section(root, data, QStringLiteral("categories"), path, keyLines);
    if (!categories)
        return categories.error();
    auto annotations = section(root, data, QStringLiteral("annotations"), path, keyLines);
    if (!annotations)
        return annotations.error();

    const Result<QHash<qint64, QString>> categoryNames = readCategories(categories.value(), path);
    if (!categoryNames)
        return categoryNames.error();
    Result<Photos> photos = readPhotos(images.value(), path);
    if (!photos)
        return photos.error();
    CocoObjects result;
    if (Status read =
            readAnnotations(annotations.value(), categoryNames.value(), path, photos.value(), result.crowdSkipped);
        !read)
        return read.error();
    for (const CocoPhoto &photo : photos.value().all)
        if (!photo.objects.isEmpty())
            result.photos.push_back(photo);
    if (result.photos.isEmpty())
        return Error{QCoreApplication::translate(
                         "SynthObjects", "the file holds no object to edit (no annotation with a polygon or a box)"),
                     path};
    return result;
}

} // namespace editlens::core::synth
