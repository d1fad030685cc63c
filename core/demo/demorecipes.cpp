#include "demorecipes.h"

#include "demo/demoedits.h"

#include <QHash>

#include <opencv2/imgproc.hpp>

namespace editlens::core::demo {

namespace {

QJsonObject parse(const char *o1, const char *o2, const char *type, const char *size = "unchanged",
                  const char *position = "unchanged", const char *reference = nullptr)
{
    QJsonObject p{{QStringLiteral("original_part"), QString::fromLatin1(o1)},
                  {QStringLiteral("edited_part"), QString::fromLatin1(o2)},
                  {QStringLiteral("edit_type"), QString::fromLatin1(type)},
                  {QStringLiteral("size"), QString::fromLatin1(size)},
                  {QStringLiteral("position"), QString::fromLatin1(position)}};
    if (reference)
        p.insert(QStringLiteral("being_added"), QString::fromLatin1(reference));
    return p;
}

Edit recolourEdit(const cv::Mat &src, cv::Point center, cv::Size axes, demo::HueRange object, int hue, const char *what)
{
    Edit e;
    cv::Mat changed;
    e.edited = demo::recolour(src, demo::ellipseMask(src.size(), center, axes), object, hue, &changed);
    e.region = changed;
    e.differences = {{EditOp::Edit, QString::fromLatin1(what), cv::boundingRect(changed)}};
    return e;
}

Edit removeEdit(const cv::Mat &src, const cv::Mat &region, const char *what)
{
    Edit e;
    e.edited = demo::removeRegion(src, region);
    e.region = region;
    e.differences = {{EditOp::Remove, QString::fromLatin1(what), cv::boundingRect(region)}};
    return e;
}

} // namespace

// The regions below were chosen by looking at each photograph after resizing its longer side to 512 px.
QVector<Recipe> recipes()
{
    const auto ballMask = [](const cv::Mat &src) {
        return demo::ellipseMask(src.size(), cv::Point(339, 292), cv::Size(26, 25));
    };
    return {
        {QStringLiteral("fruits-lime-red"), "fruits.jpg", QStringLiteral("Make the lime red"),
         parse("lime", "red lime", "change color"), QStringLiteral("recolour"),
         0.35, // the lime's highlights keep a green tinge
         [](const cv::Mat &src, const PhotoLoader &) {
             return recolourEdit(src, cv::Point(428, 205), cv::Size(90, 84), {25, 85}, 0, "lime turned red");
         }},
        {QStringLiteral("fruits-kiwi-remove"), "fruits.jpg", QStringLiteral("Remove the kiwi"),
         parse("kiwi", "none", "remove"), QStringLiteral("remove"),
         0.85, // a large inpainted smudge where the kiwi was
         [](const cv::Mat &src, const PhotoLoader &) {
             return removeEdit(src, demo::ellipseMask(src.size(), cv::Point(45, 372), cv::Size(72, 104)), "kiwi");
         }},
        {QStringLiteral("apple-green"), "apple.jpg", QStringLiteral("Turn the apple green"),
         parse("apple", "green apple", "change color"), QStringLiteral("recolour"),
         0.1, // a clean recolour
         [](const cv::Mat &src, const PhotoLoader &) {
             return recolourEdit(src, cv::Point(252, 275), cv::Size(228, 238), {170, 22}, 55, "apple turned green");
         }},
        {QStringLiteral("apple-pencil-remove"), "apple.jpg", QStringLiteral("Remove the pencil on the left"),
         parse("pencil", "none", "remove"), QStringLiteral("remove"),
         0.3, // a small smudge at the image's edge
         [](const cv::Mat &src, const PhotoLoader &) {
             cv::Mat region = cv::Mat::zeros(src.size(), CV_8UC1);
             cv::rectangle(region, cv::Rect(0, 442, 112, 36), cv::Scalar(255), cv::FILLED);
             return removeEdit(src, region, "pencil");
         }},
        {QStringLiteral("orange-blue"), "orange.jpg", QStringLiteral("Make the orange blue"),
         parse("orange", "blue orange", "change color"), QStringLiteral("recolour"),
         0.2, // the stalk's shadow keeps an orange tinge
         [](const cv::Mat &src, const PhotoLoader &) {
             return recolourEdit(src, cv::Point(250, 272), cv::Size(225, 235), {0, 32}, 110, "orange turned blue");
         }},
        {QStringLiteral("orange-add-apple"), "orange.jpg",
         QStringLiteral("Put a small apple in front of the orange, at the bottom left"),
         parse("none", "small apple", "add", "unchanged", "left", "orange"), QStringLiteral("paste"),
         0.6, // a small pasted apple with hard edges
         [](const cv::Mat &src, const PhotoLoader &photo) {
             const cv::Mat &apple = photo("apple.jpg");
             Edit e;
             e.reference = demo::ellipseMask(src.size(), cv::Point(250, 272), cv::Size(225, 235));
             e.edited =
                 demo::paste(src, apple, demo::ellipseMask(apple.size(), cv::Point(252, 282), cv::Size(205, 215)), 0.3,
                             cv::Point(30, 360), &e.region);
             e.differences = {{EditOp::Add, QStringLiteral("small apple"), cv::boundingRect(e.region)}};
             return e;
         }},
        {QStringLiteral("messi-ball-move"), "messi5.jpg", QStringLiteral("Move the ball to the left"),
         parse("ball", "ball on the left", "other", "unchanged", "left"), QStringLiteral("move"),
         0.5, // an inpainted patch on the grass and a pasted ball
         [ballMask](const cv::Mat &src, const PhotoLoader &) {
             const cv::Mat ball = ballMask(src);
             const cv::Mat cleared = demo::removeRegion(src, ball);
             Edit e;
             cv::Mat placed;
             e.edited = demo::paste(cleared, src, ball, 1.0, cv::boundingRect(ball).tl() - cv::Point(170, 0), &placed);
             e.region = ball | placed;
             e.differences = {{EditOp::Remove, QStringLiteral("ball at its old place"), cv::boundingRect(ball)},
                              {EditOp::Add, QStringLiteral("ball at its new place"), cv::boundingRect(placed)}};
             return e;
         }},
        {QStringLiteral("messi-second-ball"), "messi5.jpg",
         QStringLiteral("Add a second ball on the grass to the left"),
         parse("none", "second ball", "add", "unchanged", "left", "ball"), QStringLiteral("paste"),
         0.4, // a pasted ball with hard edges
         [ballMask](const cv::Mat &src, const PhotoLoader &) {
             Edit e;
             e.reference = ballMask(src);
             e.edited = demo::paste(src, src, ballMask(src), 1.0, cv::Point(90, 262), &e.region);
             e.differences = {{EditOp::Add, QStringLiteral("second ball"), cv::boundingRect(e.region)}};
             return e;
         }},
    };
}

std::pair<QString, QString> captions(const QString &key)
{
    static const QHash<QString, std::pair<const char *, const char *>> table = {
        {QStringLiteral("fruits-lime-red"),
         {"a lime, a kiwi and other fruits on a table", "a red lime, a kiwi and other fruits on a table"}},
        {QStringLiteral("fruits-kiwi-remove"),
         {"a lime, a kiwi and other fruits on a table", "a lime and other fruits on a table"}},
        {QStringLiteral("apple-green"), {"a red apple next to a pencil", "a green apple next to a pencil"}},
        {QStringLiteral("apple-pencil-remove"), {"a red apple next to a pencil", "a red apple"}},
        {QStringLiteral("orange-blue"), {"an orange", "a blue orange"}},
        {QStringLiteral("orange-add-apple"), {"an orange", "an orange with a small apple in front of it"}},
        {QStringLiteral("messi-ball-move"),
         {"a football player running with the ball", "a football player running, the ball on his left"}},
        {QStringLiteral("messi-second-ball"),
         {"a football player running with the ball", "a football player running with two balls"}},
    };
    const auto pair = table.value(key);
    return {QString::fromLatin1(pair.first), QString::fromLatin1(pair.second)};
}

} // namespace editlens::core::demo
