#include "demo/synthedits.h"

#include "demo/demoedits.h"
#include "imaging/imagefile.h"

#include <QJsonObject>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>

namespace editlens::core::synth {

namespace {

// Stored text (instructions, descriptions) is not translated: a study must not depend on the language of the machine
// that built it.

constexpr int maxAttempts = 24;
constexpr double minChangedShare = 0.0015; ///< of the image's pixels, per difference
constexpr double minMeanChange = 12.0;     ///< mean of the largest channel change over a difference's pixels
constexpr double minObjectShare = 0.002;
constexpr double maxObjectShare = 0.35;

struct Colour
{
    const char *name;
    int hue; ///< OpenCV's 0-179 scale
};

const Colour palette[] = {{"red", 0},   {"orange", 14}, {"yellow", 28},  {"green", 60},
                          {"cyan", 90}, {"blue", 118},  {"purple", 140}, {"pink", 165}};

int hueDistance(int a, int b)
{
    const int d = std::abs(a - b) % 180;
    return std::min(d, 180 - d);
}

/// A plain colour word for the mean colour of `mask` in `image`.
QString colourName(const cv::Mat &image, const cv::Mat &mask)
{
    const cv::Scalar mean = cv::mean(image, mask);
    const cv::Mat pixel(1, 1, CV_8UC3, cv::Scalar(mean[0], mean[1], mean[2]));
    cv::Mat hsv;
    cv::cvtColor(pixel, hsv, cv::COLOR_BGR2HSV);
    const cv::Vec3b p = hsv.at<cv::Vec3b>(0, 0);
    if (p[2] < 60)
        return QStringLiteral("dark");
    if (p[1] < 45)
        return p[2] > 190 ? QStringLiteral("white") : QStringLiteral("grey");
    const Colour *best = &palette[0];
    for (const Colour &c : palette)
        if (hueDistance(p[0], c.hue) < hueDistance(p[0], best->hue))
            best = &c;
    return QString::fromLatin1(best->name);
}

/// Where a region lies, as an instruction says it: "at the top left", "on the right", "in the centre".
QString place(const cv::Mat &mask)
{
    const cv::Moments m = cv::moments(mask, true);
    const double cx = m.m00 > 0 ? m.m10 / m.m00 : mask.cols / 2.0;
    const double cy = m.m00 > 0 ? m.m01 / m.m00 : mask.rows / 2.0;
    const int col = cx < mask.cols / 3.0 ? 0 : (cx < 2 * mask.cols / 3.0 ? 1 : 2);
    const int row = cy < mask.rows / 3.0 ? 0 : (cy < 2 * mask.rows / 3.0 ? 1 : 2);
    const QString cols[] = {QStringLiteral("left"), QString(), QStringLiteral("right")};
    const QString rows[] = {QStringLiteral("top"), QString(), QStringLiteral("bottom")};
    if (row == 1 && col == 1)
        return QStringLiteral("in the centre");
    if (row == 1)
        return QStringLiteral("on the ") + cols[col];
    if (col == 1)
        return QStringLiteral("at the ") + rows[row];
    return QStringLiteral("at the %1 %2").arg(rows[row], cols[col]);
}

QString withArticle(const QString &noun)
{
    const bool vowel = !noun.isEmpty() && QStringLiteral("aeiou").contains(noun.front().toLower());
    return (vowel ? QStringLiteral("an ") : QStringLiteral("a ")) + noun;
}

QJsonObject parse(const QString &o1, const QString &o2, const QString &type, const QString &position = {})
{
    return {{QStringLiteral("original_part"), o1},
            {QStringLiteral("edited_part"), o2},
            {QStringLiteral("edit_type"), type},
            {QStringLiteral("size"), QStringLiteral("unchanged")},
            {QStringLiteral("position"), position.isEmpty() ? QStringLiteral("unchanged") : position}};
}

double uniform(std::mt19937 &rng, double low, double high)
{
    return std::uniform_real_distribution<double>(low, high)(rng);
}

int uniformInt(std::mt19937 &rng, int low, int high)
{
    return std::uniform_int_distribution<int>(low, high)(rng);
}

/// A rotated ellipse that lies wholly inside `size`, its half-axes 5-14 % of the longer side.
cv::Mat randomEllipse(cv::Size size, std::mt19937 &rng)
{
    const int longer = std::max(size.width, size.height);
    const int shorter = std::min(size.width, size.height);
    const double a = std::min(uniform(rng, 0.05, 0.14) * longer, 0.4 * shorter);
    const double b = a * uniform(rng, 0.55, 1.0);
    const double angle = uniform(rng, 0.0, 180.0);
    const double t = angle * M_PI / 180.0;
    const double rx = std::sqrt(a * a * std::cos(t) * std::cos(t) + b * b * std::sin(t) * std::sin(t));
    const double ry = std::sqrt(a * a * std::sin(t) * std::sin(t) + b * b * std::cos(t) * std::cos(t));
    const int cx = uniformInt(rng, int(std::ceil(rx)) + 2, size.width - int(std::ceil(rx)) - 3);
    const int cy = uniformInt(rng, int(std::ceil(ry)) + 2, size.height - int(std::ceil(ry)) - 3);
    cv::Mat mask = cv::Mat::zeros(size, CV_8UC1);
    cv::ellipse(mask, cv::Point(cx, cy), cv::Size(int(a), int(b)), angle, 0, 360, cv::Scalar(255), cv::FILLED);
    return mask;
}

/// The region an edit works on and how the instruction names it.
struct Chosen
{
    cv::Mat mask;
    QString name;
    bool needsPlace = true; ///< the name alone does not say which region: the instruction adds where it is
};

/// An object of `photo`, or a random ellipse named by its colour and `noun` when the photo has no objects.
Chosen chooseRegion(const Photo &photo, std::mt19937 &rng, const QString &noun)
{
    if (photo.objects.isEmpty()) {
        cv::Mat mask = randomEllipse(photo.image.size(), rng);
        return {mask, colourName(photo.image, mask) + QLatin1Char(' ') + noun, true};
    }
    const Region &object = photo.objects.at(uniformInt(rng, 0, int(photo.objects.size()) - 1));
    int same = 0;
    for (const Region &r : photo.objects)
        same += r.name == object.name ? 1 : 0;
    cv::Mat mask = cv::Mat::zeros(photo.image.size(), CV_8UC1);
    object.crop.copyTo(mask(object.box));
    return {mask, object.name, same > 1};
}

cv::Mat grown(const cv::Mat &mask)
{
    // removeRegion() inpaints the region dilated by a 7×7 ellipse; a 9×9 one surely holds every pixel it touches.
    cv::Mat out;
    cv::dilate(mask, out, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(9, 9)));
    return out;
}

/// An edit before measuring: where each difference may have changed pixels.
struct Zone
{
    EditOp op;
    QString description;
    cv::Mat where;
};

struct Draft
{
    cv::Mat edited;
    QVector<Zone> zones; ///< disjoint
    QString instruction;
    QString kind;
    QJsonObject parse;
};

std::optional<Draft> removal(const Photo &photo, std::mt19937 &rng)
{
    const Chosen r = chooseRegion(photo, rng, QStringLiteral("region"));
    Draft d;
    d.edited = demo::removeRegion(photo.image, r.mask);
    d.zones = {{EditOp::Remove, r.name, grown(r.mask)}};
    d.instruction =
        QStringLiteral("Remove the ") + r.name + (r.needsPlace ? QLatin1Char(' ') + place(r.mask) : QString());
    d.kind = QStringLiteral("remove");
    d.parse = parse(r.name, QStringLiteral("none"), QStringLiteral("remove"));
    return d;
}

std::optional<Draft> recolouring(const Photo &photo, std::mt19937 &rng)
{
    const Chosen r = chooseRegion(photo, rng, QStringLiteral("region"));
    // Only saturated pixels change hue (demo::recolour): a mostly grey region cannot be recoloured visibly.
    cv::Mat hsv, saturated;
    cv::cvtColor(photo.image, hsv, cv::COLOR_BGR2HSV);
    cv::inRange(hsv, cv::Scalar(0, 36, 26), cv::Scalar(179, 255, 255), saturated);
    saturated &= r.mask;
    const int count = cv::countNonZero(saturated);
    if (count < 0.3 * cv::countNonZero(r.mask))
        return std::nullopt;
    double c = 0, s = 0; // circular mean of the hue
    for (int y = 0; y < hsv.rows; ++y)
        for (int x = 0; x < hsv.cols; ++x)
            if (saturated.at<uchar>(y, x)) {
                const double angle = hsv.at<cv::Vec3b>(y, x)[0] * M_PI / 90.0;
                c += std::cos(angle);
                s += std::sin(angle);
            }
    const int meanHue = (int(std::lround(std::atan2(s, c) * 90.0 / M_PI)) + 180) % 180;
    QVector<const Colour *> far;
    for (const Colour &colour : palette)
        if (hueDistance(colour.hue, meanHue) >= 40)
            far.push_back(&colour);
    const Colour &to = *far.at(uniformInt(rng, 0, int(far.size()) - 1));
    cv::Mat touched;
    const cv::Mat recoloured = demo::recolour(photo.image, r.mask, {0, 179}, to.hue, &touched);
    // recolour() converts the whole image to HSV and back, which moves untouched pixels by a level or two: only the
    // recoloured pixels are taken, so that every changed pixel is part of the edit.
    Draft d;
    d.edited = photo.image.clone();
    recoloured.copyTo(d.edited, touched);
    const QString colour = QString::fromLatin1(to.name);
    d.zones = {{EditOp::Edit, r.name + QStringLiteral(" turned ") + colour, r.mask}};
    d.instruction = QStringLiteral("Make the ") + r.name + (r.needsPlace ? QLatin1Char(' ') + place(r.mask) : QString())
                    + QLatin1Char(' ') + colour;
    d.kind = QStringLiteral("recolour");
    d.parse = parse(r.name, colour + QLatin1Char(' ') + r.name, QStringLiteral("change color"));
    return d;
}

std::optional<Draft> pasting(const QVector<Photo> &photos, int target, std::mt19937 &rng)
{
    const Photo &photo = photos.at(target);
    int donorIndex = target;
    if (photos.size() > 1) {
        donorIndex = uniformInt(rng, 0, int(photos.size()) - 2);
        donorIndex += donorIndex >= target ? 1 : 0;
    }
    const Photo &donor = photos.at(donorIndex);
    const Chosen r = chooseRegion(donor, rng, QStringLiteral("patch"));
    const cv::Rect box = cv::boundingRect(r.mask);
    const cv::Size size = photo.image.size();
    const double largest = 0.45 * std::min(size.width, size.height);
    const double scale = std::min(uniform(rng, 0.7, 1.2), largest / std::max(box.width, box.height));
    const int w = cvRound(box.width * scale), h = cvRound(box.height * scale);
    if (w < 8 || h < 8 || w > size.width || h > size.height)
        return std::nullopt;
    const cv::Point at(uniformInt(rng, 0, size.width - w), uniformInt(rng, 0, size.height - h));
    Draft d;
    cv::Mat placed;
    d.edited = demo::paste(photo.image, donor.image, r.mask, scale, at, &placed);
    d.zones = {{EditOp::Add, r.name, placed}};
    d.instruction = QStringLiteral("Add %1 %2").arg(withArticle(r.name), place(placed));
    d.kind = QStringLiteral("paste");
    d.parse = parse(QStringLiteral("none"), r.name, QStringLiteral("add"));
    return d;
}

std::optional<Draft> moving(const Photo &photo, std::mt19937 &rng)
{
    const Chosen r = chooseRegion(photo, rng, QStringLiteral("region"));
    const cv::Rect box = cv::boundingRect(r.mask);
    const cv::Size size = photo.image.size();
    constexpr int gap = 12; // between the old place's inpainted zone and the new place
    struct Direction
    {
        const char *phrase;
        const char *position; ///< BPM's position word
        const char *edited;
        cv::Point unit;
        int room; ///< how far the region can go that way
        int least;
    };
    const Direction all[] = {
        {"to the left", "left", "on the left", {-1, 0}, box.x, box.width + gap},
        {"to the right", "right", "on the right", {1, 0}, size.width - box.br().x, box.width + gap},
        {"up", "above", "higher up", {0, -1}, box.y, box.height + gap},
        {"down", "below", "lower down", {0, 1}, size.height - box.br().y, box.height + gap},
    };
    QVector<const Direction *> possible;
    for (const Direction &dir : all)
        if (dir.room >= dir.least)
            possible.push_back(&dir);
    if (possible.isEmpty())
        return std::nullopt;
    const Direction &dir = *possible.at(uniformInt(rng, 0, int(possible.size()) - 1));
    const int shift = uniformInt(rng, dir.least, dir.room);
    const cv::Mat cleared = demo::removeRegion(photo.image, r.mask);
    Draft d;
    cv::Mat placed;
    d.edited = demo::paste(cleared, photo.image, r.mask, 1.0, box.tl() + dir.unit * shift, &placed);
    d.zones = {{EditOp::Remove, r.name + QStringLiteral(" at its old place"), grown(r.mask)},
               {EditOp::Add, r.name + QStringLiteral(" at its new place"), placed}};
    d.instruction = QStringLiteral("Move the ") + r.name + (r.needsPlace ? QLatin1Char(' ') + place(r.mask) : QString())
                    + QLatin1Char(' ') + QString::fromLatin1(dir.phrase);
    d.kind = QStringLiteral("move");
    d.parse = parse(r.name, r.name + QLatin1Char(' ') + QString::fromLatin1(dir.edited), QStringLiteral("other"),
                    QString::fromLatin1(dir.position));
    return d;
}

/// Measures a draft on the pixels: each difference's mask is the changed pixels in its zone. Nullopt when a change
/// is not visible, or a pixel changed outside every zone (the truth would miss it).
std::optional<SynthPair> measure(const cv::Mat &source, const Draft &draft)
{
    cv::Mat delta;
    cv::absdiff(source, draft.edited, delta);
    std::vector<cv::Mat> channels;
    cv::split(delta, channels);
    const cv::Mat largest = cv::max(cv::max(channels[0], channels[1]), channels[2]);
    const cv::Mat changed = largest > 0;
    const double least = std::max(64.0, minChangedShare * double(source.total()));
    SynthPair pair;
    cv::Mat covered = cv::Mat::zeros(source.size(), CV_8UC1);
    for (const Zone &zone : draft.zones) {
        SynthDifference d;
        d.op = zone.op;
        d.description = zone.description;
        d.mask = changed & zone.where;
        const int count = cv::countNonZero(d.mask);
        if (count < least || cv::mean(largest, d.mask)[0] < minMeanChange)
            return std::nullopt;
        d.box = cv::boundingRect(d.mask);
        covered |= zone.where;
        pair.differences.push_back(d);
    }
    if (cv::countNonZero(changed & ~covered) > 0)
        return std::nullopt;
    pair.edited = draft.edited;
    pair.instruction = draft.instruction;
    pair.kind = draft.kind;
    pair.parse = draft.parse;
    return pair;
}

} // namespace

Photo loadPhoto(const QString &path, const QString &fileName, const CocoPhoto *coco)
{
    Photo photo;
    photo.fileName = fileName;
    // COCO's coordinates are on the pixels as stored, before any EXIF rotation.
    const int flags = coco ? cv::IMREAD_COLOR | cv::IMREAD_IGNORE_ORIENTATION : cv::IMREAD_COLOR;
    const auto read = readImageFile(path, flags);
    if (!read || read.value().empty())
        return photo;
    const cv::Mat &raw = read.value();
    const cv::Mat resized = demo::resizeLonger(raw, synthLongerSide);
    if (std::min(resized.cols, resized.rows) < 32)
        return photo;
    photo.image = resized;
    if (!coco)
        return photo;
    const double sx = double(photo.image.cols) / (coco->width > 0 ? coco->width : raw.cols);
    const double sy = double(photo.image.rows) / (coco->height > 0 ? coco->height : raw.rows);
    const double area = double(photo.image.total());
    for (const CocoObject &object : coco->objects) {
        cv::Mat mask = cv::Mat::zeros(photo.image.size(), CV_8UC1);
        if (object.shapes.isEmpty()) {
            const cv::Point tl(cvRound(object.box.left() * sx), cvRound(object.box.top() * sy));
            const cv::Point br(cvRound(object.box.right() * sx), cvRound(object.box.bottom() * sy));
            cv::rectangle(mask, cv::Rect(tl, br), cv::Scalar(255), cv::FILLED);
        }
        for (const QPolygonF &shape : object.shapes) { // one by one: overlapping parts stay filled
            std::vector<cv::Point> points;
            for (const QPointF &p : shape)
                points.emplace_back(cvRound(p.x() * sx), cvRound(p.y() * sy));
            cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{points}, cv::Scalar(255));
        }
        const double share = cv::countNonZero(mask) / area;
        if (share >= minObjectShare && share <= maxObjectShare) {
            const cv::Rect box = cv::boundingRect(mask);
            photo.objects.push_back({box, mask(box).clone(), object.category});
        }
    }
    return photo;
}

std::optional<SynthPair> makePair(const QVector<Photo> &photos, int target, std::mt19937 &rng)
{
    const Photo &photo = photos.at(target);
    // Removal 30 %, recolouring 25 %, pasting 25 %, moving 20 %.
    std::discrete_distribution<int> operation({30, 25, 25, 20});
    for (int attempt = 0; attempt < maxAttempts; ++attempt) {
        std::optional<Draft> draft;
        switch (operation(rng)) {
        case 0:
            draft = removal(photo, rng);
            break;
        case 1:
            draft = recolouring(photo, rng);
            break;
        case 2:
            draft = pasting(photos, target, rng);
            break;
        default:
            draft = moving(photo, rng);
            break;
        }
        if (draft)
            if (std::optional<SynthPair> pair = measure(photo.image, *draft))
                return pair;
    }
    return std::nullopt;
}

} // namespace editlens::core::synth
