#include "demostudy.h"

#include "demo/demoedits.h"
#include "demo/demosystems.h"
#include "imaging/imagefile.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/manifestkeys.h"
#include "storage/studykind.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <functional>
#include <map>
#include <random>

namespace editlens::core {

namespace k = manifestkeys;

namespace {

// Stored text (names, descriptions, rationales) is not translated: the study must not depend on the
// language of the machine that built it.
const QString origin = QStringLiteral("editlens-demo");

/// One difference known by construction; `box` is in pixels of the image the op lives on.
struct KnownDifference
{
    EditOp op;
    QString description;
    cv::Rect box;
};

/// What an edit recipe produces: the exact edit, the region it touched, and its differences.
struct Edit
{
    cv::Mat edited;
    cv::Mat region;
    QVector<KnownDifference> differences;
    cv::Mat reference; ///< the reference object an add is placed relative to (BPM's being_added), when one is named
};

using PhotoLoader = std::function<const cv::Mat &(const char *)>;

struct Recipe
{
    QString key;
    const char *photo;
    QString instruction;
    QJsonObject parse;
    QString editType;
    /// How visible the technique's traces are in the exact edit (demo::ItemEdit::artefact): a set estimate from the
    /// technique and the size of the region it touched (inpainting a large region leaves the most visible traces),
    /// not a measurement.
    double artefact;
    std::function<Edit(const cv::Mat &, const PhotoLoader &)> apply;
};

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

/// Source and target captions of each recipe (InstructPix2Pix's input and edited captions), so that CLIP-D has the
/// text direction it compares with the image direction. Written by looking at the photographs.
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

/// The demo's systems ordered at random over the items, each at evenly spread severities: within one system the
/// outputs range from its mildest flaw to its strongest, whatever the number of items. Uses the generator's raw
/// output only, so the order is the same with every standard library.
std::vector<double> spreadSeverities(int items, std::mt19937 &rng)
{
    std::vector<double> levels(size_t(std::max(items, 0)));
    for (int i = 0; i < items; ++i)
        levels[size_t(i)] = (i + 0.5) / items;
    for (int i = items - 1; i > 0; --i)
        std::swap(levels[size_t(i)], levels[size_t(rng() % quint32(i + 1))]);
    return levels;
}

QJsonArray box(const cv::Rect &r)
{
    return {r.x, r.y, r.x + r.width, r.y + r.height};
}

QJsonObject difference(const KnownDifference &d, bool coherent, const QString &rationale)
{
    return {{k::op, editOpName(d.op)},
            {k::description, d.description},
            {k::box, box(d.box)},
            {k::boxUnits, QStringLiteral("pixels")},
            {k::confidence, 1.0},
            {k::originKind, QStringLiteral("ground_truth")},
            {k::origin, origin},
            {k::coherence, QJsonArray{QJsonObject{{k::label, coherent ? QStringLiteral("YES") : QStringLiteral("NO")},
                                                  {k::rationale, rationale},
                                                  {k::originKind, QStringLiteral("ground_truth")},
                                                  {k::origin, origin}}}}};
}

Status writePng(const QString &path, const cv::Mat &image)
{
    return demo::writePng(path, image, 6);
}

Status removeOldDemo(const QDir &dir)
{
    const QStringList files = {demoStudyFileName(), demoStudyFileName() + QStringLiteral("-wal"),
                               demoStudyFileName() + QStringLiteral("-shm"), QStringLiteral("demo.jsonl")};
    for (const QString &name : files) {
        if (QFile::exists(dir.filePath(name)) && !QFile::remove(dir.filePath(name)))
            return Error{QCoreApplication::translate("DemoStudy", "cannot remove the old demo file"),
                         dir.filePath(name)};
    }
    QDir images(dir.filePath(QStringLiteral("images")));
    if (images.exists() && !images.removeRecursively())
        return Error{QCoreApplication::translate("DemoStudy", "cannot remove the old demo images"), images.path()};
    return Status::success();
}

} // namespace

QStringList demoMetricIds()
{
    return {QStringLiteral("l1"),   QStringLiteral("mse"),    QStringLiteral("psnr"),
            QStringLiteral("ssim"), QStringLiteral("detect"), QStringLiteral("bpm")};
}

Result<QString> createDemoStudy(const QString &dirPath, const FormatRegistry &formats, const DemoOptions &options,
                                const ProgressCallback &progress)
{
    QDir dir(QDir(dirPath).absolutePath());
    if (!dir.mkpath(QStringLiteral(".")))
        return Error{QCoreApplication::translate("DemoStudy", "cannot create the demo folder"), dir.path()};
    const QString studyFile = dir.filePath(demoStudyFileName());
    if (QFileInfo::exists(studyFile)) {
        if (!options.force)
            return Error{QCoreApplication::translate(
                             "DemoStudy",
                             "a demo study already exists here; pass --force to rebuild it (its annotations are lost)"),
                         studyFile};
        if (Status s = removeOldDemo(dir); !s)
            return s.error();
    }

    // Photographs, resized once; a missing or unreadable one stops the build with its name.
    std::map<std::string, cv::Mat> photos;
    QString photoError;
    const PhotoLoader photo = [&](const char *name) -> const cv::Mat & {
        auto it = photos.find(name);
        if (it == photos.end()) {
            const QString path = QDir(options.photoDir).filePath(QString::fromLatin1(name));
            auto read = readImageFile(path, cv::IMREAD_COLOR);
            cv::Mat raw = read ? std::move(read).value() : cv::Mat();
            if (raw.empty() && photoError.isEmpty())
                photoError = path;
            it = photos
                     .emplace(name, raw.empty() ? cv::Mat(512, 512, CV_8UC3, cv::Scalar::all(0))
                                                : demo::resizeLonger(raw, 512))
                     .first;
        }
        return it->second;
    };
    const char *unrelated[] = {"starry_night.jpg", "building.jpg", "home.jpg", "butterfly.jpg"};

    // Each annotator rates what an output really looks like (demo::renderOutput's quality) with a bias of their own
    // and some noise; within one system the outputs differ, so people agree on which are better as in a real study.
    std::mt19937 rng(options.seed);
    std::normal_distribution<double> ratingNoise(0.0, 0.5);
    // Annotators' coherence labels on the ground-truth differences (DICE-D style), from a generator of their own so
    // that the ratings above stay as they are: each annotator flips the truth's label now and then.
    std::mt19937 labelRng(options.seed + 7919u);
    const double labelFlip[3] = {0.06, 0.12, 0.2};
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double annotatorBias[3] = {0.0, 0.3, -0.4}; // ann2 lenient, ann3 harsh
    const QStringList &dimensions = demo::ratingDimensions();

    const QVector<Recipe> list = recipes();
    // How strongly each system's flaw hits each item's output, from a generator of its own.
    std::mt19937 planRng(options.seed + 104729u);
    std::map<QString, std::vector<double>> severity;
    for (const demo::DemoSystem &system : demo::demoSystems())
        severity[system.name] = spreadSeverities(int(list.size()), planRng);

    QByteArray manifest;
    QJsonArray dims;
    for (const QString &d : dimensions)
        dims.append(QJsonObject{{k::name, d}, {k::min, 1}, {k::max, 5}});
    manifest += QJsonDocument(QJsonObject{{k::header, k::formatVersion},
                                          {k::name, QStringLiteral("EditLens demo (synthetic)")},
                                          {k::dimensions, dims}})
                    .toJson(QJsonDocument::Compact)
                + '\n';

    for (int i = 0; i < list.size(); ++i) {
        const Recipe &recipe = list[i];
        const cv::Mat &src = photo(recipe.photo);
        const Edit edit = recipe.apply(src, photo);
        if (!photoError.isEmpty())
            return Error{QCoreApplication::translate(
                             "DemoStudy",
                             "cannot read the demo photograph (install the opencv-doc package or pass --photos)"),
                         photoError};

        demo::ItemEdit itemEdit;
        itemEdit.source = src;
        itemEdit.edited = edit.edited;
        cv::dilate(edit.region, itemEdit.region, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(9, 9)));
        cv::resize(photo(unrelated[i % 4]), itemEdit.unrelated, src.size(), 0, 0, cv::INTER_AREA);
        itemEdit.artefact = recipe.artefact;
        itemEdit.noiseSeed = options.seed + quint64(i);

        const QString folder = QStringLiteral("images/") + recipe.key;
        if (!dir.mkpath(folder))
            return Error{QCoreApplication::translate("DemoStudy", "cannot create folder"), dir.filePath(folder)};
        auto rel = [&](const QString &name) -> QString { return folder + QLatin1Char('/') + name; };
        for (const auto &[name, image] :
             {std::pair{QStringLiteral("source.png"), src}, std::pair{QStringLiteral("mask.png"), edit.region},
              std::pair{QStringLiteral("reference.png"), edit.reference}}) {
            if (image.empty())
                continue;
            if (Status s = writePng(dir.filePath(rel(name)), image); !s)
                return s.error();
        }

        const cv::Rect whole(0, 0, src.cols, src.rows);
        QJsonArray outputArray;
        const bool rated = i + 1 < list.size(); // the last item is left for annotators
        for (const demo::DemoSystem &system : demo::demoSystems()) {
            const demo::SystemOutput rendered =
                demo::renderOutput(system.name, itemEdit, severity.at(system.name)[size_t(i)]);
            const QString file = rel(system.name.toLower() + QStringLiteral(".png"));
            if (Status s = writePng(dir.filePath(file), rendered.image); !s)
                return s.error();
            // The descriptions name the flaw's strength, so that a reader can see why people rated this output so.
            const QString note = rendered.note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(rendered.note);
            QJsonArray diffs;
            const QString asked = QStringLiteral("the instruction asks for this change");
            if (system.name != QLatin1String("Noise") && system.name != QLatin1String("Unrelated"))
                for (const KnownDifference &d : edit.differences)
                    diffs.append(
                        difference({d.op, d.description + (system.name == QLatin1String("Timid") ? note : QString()),
                                    d.box},
                                   true, asked));
            if (system.name == QLatin1String("Sloppy"))
                diffs.append(
                    difference({EditOp::Edit, QStringLiteral("warm colour cast and blur over the whole image") + note,
                                whole},
                               false, QStringLiteral("the instruction asks for a local change only")));
            if (system.name == QLatin1String("Noise"))
                diffs.append(difference({EditOp::Edit, QStringLiteral("noise over the whole image") + note, whole},
                                        false,
                                        QStringLiteral("the requested change is missing; only noise was added")));
            if (system.name == QLatin1String("Unrelated"))
                diffs.append(
                    difference({EditOp::Edit, QStringLiteral("the whole scene replaced by another photograph") + note,
                                whole},
                               false, QStringLiteral("the original scene is lost")));

            for (int a = 0; a < 3 && rated; ++a)
                for (qsizetype k = 0; k < diffs.size(); ++k) {
                    QJsonObject diff = diffs[k].toObject();
                    QJsonArray labels = diff.value(k::coherence).toArray();
                    const bool truthSays = labels.first().toObject().value(k::label).toString() == QLatin1String("YES");
                    const bool says = unit(labelRng) < labelFlip[a] ? !truthSays : truthSays;
                    labels.append(QJsonObject{{k::label, says ? QStringLiteral("YES") : QStringLiteral("NO")},
                                              {k::originKind, QStringLiteral("annotator")},
                                              {k::origin, QStringLiteral("ann%1").arg(a + 1)}});
                    diff.insert(k::coherence, labels);
                    diffs[k] = diff;
                }

            QJsonArray ratings;
            for (int a = 0; a < 3 && rated; ++a) {
                for (int d = 0; d < dimensions.size(); ++d) {
                    const double noisy = rendered.quality.value[size_t(d)] + annotatorBias[a] + ratingNoise(rng);
                    if (unit(rng) < 0.06)
                        continue; // annotators skip some ratings: gaps are part of real studies
                    ratings.append(QJsonObject{{k::annotator, QStringLiteral("ann%1").arg(a + 1)},
                                               {k::dimension, dimensions[d]},
                                               {k::value, std::clamp(std::round(noisy), 1.0, 5.0)}});
                }
            }
            QJsonObject output{{k::system, system.name}, {k::path, file}, {k::differences, diffs}};
            if (system.role != OutputRole::None)
                output.insert(k::role, outputRoleName(system.role));
            if (!ratings.isEmpty())
                output.insert(k::ratings, ratings);
            outputArray.append(output);
        }

        QJsonObject item{{k::id, recipe.key},
                         {k::source, rel(QStringLiteral("source.png"))},
                         {k::instruction, recipe.instruction},
                         {k::sourceCaption, captions(recipe.key).first},
                         {k::targetCaption, captions(recipe.key).second},
                         {k::groundTruth, rel(QStringLiteral("precise.png"))},
                         {k::parse, recipe.parse},
                         {k::tags, QJsonArray{QStringLiteral("synthetic"), recipe.editType}},
                         {k::masks, QJsonArray{QJsonObject{{k::path, rel(QStringLiteral("mask.png"))},
                                                           {k::kind, QStringLiteral("edit_region")},
                                                           {k::originKind, QStringLiteral("ground_truth")},
                                                           {k::origin, origin}}}},
                         {k::outputs, outputArray}};
        if (!edit.reference.empty()) {
            // BPM's grounding of the named reference object, known by construction.
            QJsonArray masks = item.value(k::masks).toArray();
            masks.append(QJsonObject{{k::path, rel(QStringLiteral("reference.png"))},
                                     {k::kind, QStringLiteral("reference")},
                                     {k::originKind, QStringLiteral("ground_truth")},
                                     {k::origin, origin}});
            item.insert(k::masks, masks);
        }
        if (rated)
            item.insert(k::preferences,
                        QJsonArray{QJsonObject{{k::a, QStringLiteral("Precise")},
                                               {k::b, QStringLiteral("Sloppy")},
                                               {k::annotator, QStringLiteral("ann1")},
                                               {k::dimension, QStringLiteral("overall")},
                                               {k::choice, QStringLiteral("A")}},
                                   QJsonObject{{k::a, QStringLiteral("Timid")},
                                               {k::b, QStringLiteral("Noise")},
                                               {k::annotator, QStringLiteral("ann2")},
                                               {k::dimension, QStringLiteral("overall")},
                                               {k::choice, i % 3 == 0 ? QStringLiteral("tie") : QStringLiteral("A")}}});
        manifest += QJsonDocument(item).toJson(QJsonDocument::Compact) + '\n';
        if (!reportProgress(progress, i + 1, list.size() + 1))
            return Error{QCoreApplication::translate("DemoStudy", "cancelled"), dir.path()};
    }

    const QString manifestPath = dir.filePath(QStringLiteral("demo.jsonl"));
    QSaveFile out(manifestPath); // unbuffered: a buffered last flush's error would be lost inside commit()
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || out.write(manifest) != manifest.size()
        || !out.commit())
        return Error{QCoreApplication::translate("DemoStudy", "cannot write the demo manifest"), manifestPath};

    auto store = StudyStore::create(studyFile, dir.path());
    if (!store)
        return store.error();
    if (auto imported = importInto(*store.value(), formats, QStringLiteral("manifest"), manifestPath, {}); !imported) {
        store.value().reset();
        removeOldDemo(dir); // no half-made study that the next run would refuse to replace
        return imported.error();
    }
    RubricStore rubrics(*store.value());
    if (Status saved = rubrics.save(demo::demoRubric()); !saved || !rubrics.setActive(QStringLiteral("demo"))) {
        store.value().reset();
        removeOldDemo(dir);
        return saved ? Error{QCoreApplication::translate("DemoStudy", "cannot make the demo rubric active"), studyFile}
                     : saved.error();
    }
    if (Status marked = setStudyKind(*store.value(), StudyKind::Demo); !marked) {
        store.value().reset();
        removeOldDemo(dir);
        return marked.error();
    }
    reportProgress(progress, list.size() + 1, list.size() + 1);
    return studyFile;
}

} // namespace editlens::core
