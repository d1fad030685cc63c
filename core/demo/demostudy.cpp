#include "demostudy.h"

#include "demo/demoedits.h"
#include "demo/demorecipes.h"
#include "demo/demosystems.h"
#include "imaging/imagefile.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/manifestkeys.h"
#include "storage/rubricstore.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "study/metricids.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
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

using demo::Edit;
using demo::KnownDifference;
using demo::PhotoLoader;
using demo::Recipe;

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
    return {metricid::l1, metricid::mse, metricid::psnr, metricid::ssim, metricid::detect, metricid::bpm};
}

namespace {

/// The demo's photographs, each read and resized once. A missing or unreadable one stands in as black and is
/// remembered (error()), so that the build stops with its name.
class PhotoCache
{
public:
    explicit PhotoCache(const QString &dir) : m_dir(dir) {}

    const cv::Mat &get(const char *name)
    {
        auto it = m_photos.find(name);
        if (it == m_photos.end()) {
            const QString path = QDir(m_dir).filePath(QString::fromLatin1(name));
            auto read = readImageFile(path, cv::IMREAD_COLOR);
            cv::Mat raw = read ? std::move(read).value() : cv::Mat();
            if (raw.empty() && m_error.isEmpty())
                m_error = path;
            it = m_photos
                     .emplace(name, raw.empty() ? cv::Mat(512, 512, CV_8UC3, cv::Scalar::all(0))
                                                : demo::resizeLonger(raw, 512))
                     .first;
        }
        return it->second;
    }

    const QString &error() const { return m_error; } ///< the first photograph that could not be read

private:
    QString m_dir;
    std::map<std::string, cv::Mat> m_photos;
    QString m_error;
};

const char *const kUnrelated[] = {"starry_night.jpg", "building.jpg", "home.jpg", "butterfly.jpg"};
const double kLabelFlip[3] = {0.06, 0.12, 0.2};
const double kAnnotatorBias[3] = {0.0, 0.3, -0.4}; // ann2 lenient, ann3 harsh

/// The random streams of one build. Each annotator rates what an output really looks like (demo::renderOutput's
/// quality) with a bias of their own and some noise; within one system the outputs differ, so people agree on which
/// are better as in a real study. Their coherence labels on the ground-truth differences (DICE-D style) come from a
/// generator of their own, so that the ratings stay as they are: each annotator flips the truth's label now and then.
struct DemoRandom
{
    explicit DemoRandom(const DemoOptions &options) : ratings(options.seed), labels(options.seed + 7919u) {}

    std::mt19937 ratings;
    std::mt19937 labels;
    std::normal_distribution<double> ratingNoise{0.0, 0.5};
    std::uniform_real_distribution<double> unit{0.0, 1.0};
};

/// How strongly each system's flaw hits each item's output, from a generator of its own.
std::map<QString, std::vector<double>> systemSeverities(const DemoOptions &options, int items)
{
    std::mt19937 planRng(options.seed + 104729u);
    std::map<QString, std::vector<double>> severity;
    for (const demo::DemoSystem &system : demo::demoSystems())
        severity[system.name] = spreadSeverities(items, planRng);
    return severity;
}

Result<QString> prepareDemoFolder(const QDir &dir, const DemoOptions &options)
{
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
    return studyFile;
}

QByteArray manifestHeader()
{
    QJsonArray dims;
    for (const QString &d : demo::ratingDimensions())
        dims.append(QJsonObject{{k::name, d}, {k::min, 1}, {k::max, 5}});
    return QJsonDocument(QJsonObject{{k::header, k::formatVersion},
                                     {k::name, QStringLiteral("EditLens demo (synthetic)")},
                                     {k::dimensions, dims}})
               .toJson(QJsonDocument::Compact)
           + '\n';
}

QString inFolder(const QString &folder, const QString &name)
{
    return folder + QLatin1Char('/') + name;
}

/// The differences of one system's output, each with the ground truth's coherence label. The descriptions name the
/// flaw's strength (`note`), so that a reader can see why people rated this output so.
QJsonArray outputDifferences(const QString &system, const Edit &edit, const QString &note, const cv::Rect &whole)
{
    QJsonArray diffs;
    const QString asked = QStringLiteral("the instruction asks for this change");
    if (system != QLatin1String("Noise") && system != QLatin1String("Unrelated"))
        for (const KnownDifference &d : edit.differences)
            diffs.append(
                difference({d.op, d.description + (system == QLatin1String("Timid") ? note : QString()), d.box}, true,
                           asked));
    if (system == QLatin1String("Sloppy"))
        diffs.append(
            difference({EditOp::Edit, QStringLiteral("warm colour cast and blur over the whole image") + note, whole},
                       false, QStringLiteral("the instruction asks for a local change only")));
    if (system == QLatin1String("Noise"))
        diffs.append(difference({EditOp::Edit, QStringLiteral("noise over the whole image") + note, whole}, false,
                                QStringLiteral("the requested change is missing; only noise was added")));
    if (system == QLatin1String("Unrelated"))
        diffs.append(
            difference({EditOp::Edit, QStringLiteral("the whole scene replaced by another photograph") + note, whole},
                       false, QStringLiteral("the original scene is lost")));
    return diffs;
}

/// The three annotators' coherence labels, added to each difference after the ground truth's.
void addAnnotatorLabels(QJsonArray &diffs, DemoRandom &random)
{
    for (int a = 0; a < 3; ++a)
        for (qsizetype k = 0; k < diffs.size(); ++k) {
            QJsonObject diff = diffs[k].toObject();
            QJsonArray labels = diff.value(k::coherence).toArray();
            const bool truthSays = labels.first().toObject().value(k::label).toString() == QLatin1String("YES");
            const bool says = random.unit(random.labels) < kLabelFlip[a] ? !truthSays : truthSays;
            labels.append(QJsonObject{{k::label, says ? QStringLiteral("YES") : QStringLiteral("NO")},
                                      {k::originKind, QStringLiteral("annotator")},
                                      {k::origin, QStringLiteral("ann%1").arg(a + 1)}});
            diff.insert(k::coherence, labels);
            diffs[k] = diff;
        }
}

QJsonArray outputRatings(const demo::SystemOutput &rendered, DemoRandom &random)
{
    const QStringList &dimensions = demo::ratingDimensions();
    QJsonArray ratings;
    for (int a = 0; a < 3; ++a) {
        for (int d = 0; d < dimensions.size(); ++d) {
            const double noisy =
                rendered.quality.value[size_t(d)] + kAnnotatorBias[a] + random.ratingNoise(random.ratings);
            if (random.unit(random.ratings) < 0.06)
                continue; // annotators skip some ratings: gaps are part of real studies
            ratings.append(QJsonObject{{k::annotator, QStringLiteral("ann%1").arg(a + 1)},
                                       {k::dimension, dimensions[d]},
                                       {k::value, std::clamp(std::round(noisy), 1.0, 5.0)}});
        }
    }
    return ratings;
}

/// One item being built: its folder, its edit and whether annotators rated it (the last item is left for them).
struct DemoItem
{
    QString folder;
    demo::ItemEdit itemEdit;
    Edit edit;
    int index = 0;
    bool rated = false;
};

/// Renders and writes every system's output of `item`; their manifest records.
Result<QJsonArray> writeOutputs(const QDir &dir, const DemoItem &item,
                                const std::map<QString, std::vector<double>> &severity, DemoRandom &random)
{
    const cv::Mat &src = item.itemEdit.source;
    const cv::Rect whole(0, 0, src.cols, src.rows);
    QJsonArray outputArray;
    for (const demo::DemoSystem &system : demo::demoSystems()) {
        const demo::SystemOutput rendered =
            demo::renderOutput(system.name, item.itemEdit, severity.at(system.name)[size_t(item.index)]);
        const QString file = inFolder(item.folder, system.name.toLower() + QStringLiteral(".png"));
        if (Status s = writePng(dir.filePath(file), rendered.image); !s)
            return s.error();
        const QString note = rendered.note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(rendered.note);
        QJsonArray diffs = outputDifferences(system.name, item.edit, note, whole);
        QJsonArray ratings;
        if (item.rated) {
            addAnnotatorLabels(diffs, random);
            ratings = outputRatings(rendered, random);
        }
        QJsonObject output{{k::system, system.name}, {k::path, file}, {k::differences, diffs}};
        if (system.role != OutputRole::None)
            output.insert(k::role, outputRoleName(system.role));
        if (!ratings.isEmpty())
            output.insert(k::ratings, ratings);
        outputArray.append(output);
    }
    return outputArray;
}

QJsonObject demoMask(const QString &path, const QString &kind)
{
    return QJsonObject{{k::path, path},
                       {k::kind, kind},
                       {k::originKind, QStringLiteral("ground_truth")},
                       {k::origin, origin}};
}

QJsonArray demoPreferences(int index)
{
    return QJsonArray{QJsonObject{{k::a, QStringLiteral("Precise")},
                                  {k::b, QStringLiteral("Sloppy")},
                                  {k::annotator, QStringLiteral("ann1")},
                                  {k::dimension, QStringLiteral("overall")},
                                  {k::choice, QStringLiteral("A")}},
                      QJsonObject{{k::a, QStringLiteral("Timid")},
                                  {k::b, QStringLiteral("Noise")},
                                  {k::annotator, QStringLiteral("ann2")},
                                  {k::dimension, QStringLiteral("overall")},
                                  {k::choice, index % 3 == 0 ? QStringLiteral("tie") : QStringLiteral("A")}}};
}

/// The manifest record of `item` with its outputs.
QJsonObject itemRecord(const Recipe &recipe, const DemoItem &item, const QJsonArray &outputs)
{
    QJsonArray masks{demoMask(inFolder(item.folder, QStringLiteral("mask.png")), QStringLiteral("edit_region"))};
    // BPM's grounding of the named reference object, known by construction.
    if (!item.edit.reference.empty())
        masks.append(demoMask(inFolder(item.folder, QStringLiteral("reference.png")), QStringLiteral("reference")));
    QJsonObject record{{k::id, recipe.key},
                       {k::source, inFolder(item.folder, QStringLiteral("source.png"))},
                       {k::instruction, recipe.instruction},
                       {k::sourceCaption, demo::captions(recipe.key).first},
                       {k::targetCaption, demo::captions(recipe.key).second},
                       {k::groundTruth, inFolder(item.folder, QStringLiteral("precise.png"))},
                       {k::parse, recipe.parse},
                       {k::tags, QJsonArray{QStringLiteral("synthetic"), recipe.editType}},
                       {k::masks, masks},
                       {k::outputs, outputs}};
    if (item.rated)
        record.insert(k::preferences, demoPreferences(item.index));
    return record;
}

/// Applies `recipe` to its photograph and writes the item's images (source, region mask, reference mask).
Result<DemoItem> writeItemImages(const QDir &dir, const Recipe &recipe, int index, PhotoCache &photos,
                                 const DemoOptions &options)
{
    const PhotoLoader photo = [&photos](const char *name) -> const cv::Mat & { return photos.get(name); };
    DemoItem item;
    item.index = index;
    const cv::Mat &src = photo(recipe.photo);
    item.edit = recipe.apply(src, photo);
    if (!photos.error().isEmpty())
        return Error{QCoreApplication::translate(
                         "DemoStudy",
                         "cannot read the demo photograph (install the opencv-doc package or pass --photos)"),
                     photos.error()};
    item.itemEdit.source = src;
    item.itemEdit.edited = item.edit.edited;
    cv::dilate(item.edit.region, item.itemEdit.region, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(9, 9)));
    cv::resize(photo(kUnrelated[index % 4]), item.itemEdit.unrelated, src.size(), 0, 0, cv::INTER_AREA);
    item.itemEdit.artefact = recipe.artefact;
    item.itemEdit.noiseSeed = options.seed + quint64(index);
    item.folder = QStringLiteral("images/") + recipe.key;
    if (!dir.mkpath(item.folder))
        return Error{QCoreApplication::translate("DemoStudy", "cannot create folder"), dir.filePath(item.folder)};
    for (const auto &[name, image] :
         {std::pair{QStringLiteral("source.png"), src}, std::pair{QStringLiteral("mask.png"), item.edit.region},
          std::pair{QStringLiteral("reference.png"), item.edit.reference}}) {
        if (image.empty())
            continue;
        if (Status s = writePng(dir.filePath(inFolder(item.folder, name)), image); !s)
            return s.error();
    }
    return item;
}

Status writeManifest(const QString &path, const QByteArray &manifest)
{
    QSaveFile out(path); // unbuffered: a buffered last flush's error would be lost inside commit()
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || out.write(manifest) != manifest.size()
        || !out.commit())
        return Error{QCoreApplication::translate("DemoStudy", "cannot write the demo manifest"), path};
    return Status::success();
}

/// Imports the manifest into a new study at `studyFile`, with the demo rubric active and the demo mark. On failure
/// the folder is emptied, so that no half-made study is left for the next run to refuse to replace.
Status importDemo(const QDir &dir, const QString &studyFile, const QString &manifestPath, const FormatRegistry &formats)
{
    auto store = StudyStore::create(studyFile, dir.path());
    if (!store)
        return store.error();
    const auto fail = [&](const Error &error) -> Status {
        store.value().reset();
        removeOldDemo(dir);
        return error;
    };
    if (auto imported = importInto(*store.value(), formats, QStringLiteral("manifest"), manifestPath, {}); !imported)
        return fail(imported.error());
    RubricStore rubrics(*store.value());
    if (Status saved = rubrics.save(demo::demoRubric()); !saved)
        return fail(saved.error());
    if (!rubrics.setActive(QStringLiteral("demo")))
        return fail(Error{QCoreApplication::translate("DemoStudy", "cannot make the demo rubric active"), studyFile});
    if (Status marked = setStudyKind(*store.value(), StudyKind::Demo); !marked)
        return fail(marked.error());
    return Status::success();
}

} // namespace

Result<QString> createDemoStudy(const QString &dirPath, const FormatRegistry &formats, const DemoOptions &options,
                                const ProgressCallback &progress)
{
    const QDir dir(QDir(dirPath).absolutePath());
    const Result<QString> studyFile = prepareDemoFolder(dir, options);
    if (!studyFile)
        return studyFile.error();
    PhotoCache photos(options.photoDir);
    DemoRandom random(options);
    const QVector<Recipe> list = demo::recipes();
    const std::map<QString, std::vector<double>> severity = systemSeverities(options, int(list.size()));

    QByteArray manifest = manifestHeader();
    for (int i = 0; i < list.size(); ++i) {
        Result<DemoItem> item = writeItemImages(dir, list[i], i, photos, options);
        if (!item)
            return item.error();
        item.value().rated = i + 1 < list.size(); // the last item is left for annotators
        const Result<QJsonArray> outputs = writeOutputs(dir, item.value(), severity, random);
        if (!outputs)
            return outputs.error();
        manifest +=
            QJsonDocument(itemRecord(list[i], item.value(), outputs.value())).toJson(QJsonDocument::Compact) + '\n';
        if (!reportProgress(progress, i + 1, list.size() + 1))
            return Error{QCoreApplication::translate("DemoStudy", "cancelled"), dir.path()};
    }

    const QString manifestPath = dir.filePath(QStringLiteral("demo.jsonl"));
    if (Status written = writeManifest(manifestPath, manifest); !written)
        return written.error();
    if (Status imported = importDemo(dir, studyFile.value(), manifestPath, formats); !imported)
        return imported.error();
    reportProgress(progress, list.size() + 1, list.size() + 1);
    return studyFile.value();
}

} // namespace editlens::core
