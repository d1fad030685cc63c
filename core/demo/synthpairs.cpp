#include "demo/synthpairs.h"

#include "demo/demoedits.h"
#include "demo/synthedits.h"
#include "demo/synthobjects.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "io/manifestkeys.h"
#include "io/outputfile.h"
#include "storage/stagedstudy.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "util/parallelfor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <opencv2/imgcodecs.hpp>

#include <algorithm>

namespace editlens::core {

namespace k = manifestkeys;
using synth::Photo;
using synth::SynthPair;

namespace {

const QString origin = QStringLiteral("editlens-synth"); // stored, not translated
constexpr int chunkSize = 32;                            // pairs per parallel batch, between progress reports

/// A photograph to try: its path and, with an objects file, its objects.
struct Candidate
{
    QString path;
    QString fileName;
    const synth::CocoPhoto *coco = nullptr;
};

Status writePng(const QString &path, const cv::Mat &image)
{
    return demo::writePng(path, image, 3);
}

/// What the manifest says about one pair; the images are already written.
struct PairRecord
{
    int photo = 0;
    SynthPair pair;        ///< without pixels: `edited` and the masks are released once written
    QStringList maskFiles; ///< per difference, relative to the image folder
    QString regionFile;
    QString editedFile;
    std::optional<Error> error;
};

/// A difference as the manifest stores it; the box's far edges are exclusive (x + width).
QJsonObject difference(const synth::SynthDifference &d)
{
    const QJsonArray box{d.box.x, d.box.y, d.box.x + d.box.width, d.box.y + d.box.height};
    return {{k::op, editOpName(d.op)},
            {k::description, d.description},
            {k::box, box},
            {k::boxUnits, QStringLiteral("pixels")},
            {k::confidence, 1.0},
            {k::originKind, QStringLiteral("ground_truth")},
            {k::origin, origin},
            {k::coherence,
             QJsonArray{QJsonObject{{k::label, QStringLiteral("YES")},
                                    {k::rationale, QStringLiteral("the instruction asks for this change")},
                                    {k::originKind, QStringLiteral("ground_truth")},
                                    {k::origin, origin}}}}};
}

QJsonObject mask(const QString &path, const QString &kind)
{
    return {{k::path, path}, {k::kind, kind}, {k::originKind, QStringLiteral("ground_truth")}, {k::origin, origin}};
}

QJsonObject manifestItem(const PairRecord &r, const QString &key, const QString &sourceFile)
{
    QJsonArray diffs, outputMasks;
    for (int d = 0; d < r.pair.differences.size(); ++d) {
        const synth::SynthDifference &diff = r.pair.differences.at(d);
        diffs.append(difference(diff));
        // BPM's object masks: where the object is in the original ("origin") and in the edited image ("edit").
        if (diff.op != EditOp::Add)
            outputMasks.append(mask(r.maskFiles.at(d), QStringLiteral("origin")));
        if (diff.op != EditOp::Remove)
            outputMasks.append(mask(r.maskFiles.at(d), QStringLiteral("edit")));
    }
    return {{k::id, key},
            {k::source, sourceFile},
            {k::instruction, r.pair.instruction},
            {k::parse, r.pair.parse},
            {k::tags, QJsonArray{QStringLiteral("synthetic"), r.pair.kind}},
            {k::masks, QJsonArray{mask(r.regionFile, QStringLiteral("edit_region"))}},
            {k::outputs, QJsonArray{QJsonObject{{k::system, QStringLiteral("synth")},
                                                {k::path, r.editedFile},
                                                {k::differences, diffs},
                                                {k::masks, outputMasks}}}}};
}

/// Makes pair `index` on photos[index mod n] (the next photographs when one allows no visible edit) and writes its
/// images under `dir`.
PairRecord makeAndWrite(const QVector<Photo> &photos, int index, quint32 seed, const QDir &dir, int digits)
{
    std::seed_seq sequence{seed, quint32(index)};
    std::mt19937 rng(sequence);
    PairRecord r;
    const int n = int(photos.size());
    std::optional<SynthPair> pair;
    for (int step = 0; step < std::min(n, 4) && !pair; ++step) {
        r.photo = (index + step) % n;
        pair = synth::makePair(photos, r.photo, rng);
    }
    if (!pair) {
        r.error = Error{QCoreApplication::translate("SynthPairs", "no visible edit could be made of this photograph"),
                        photos.at(index % n).fileName};
        return r;
    }
    const QString stem = QStringLiteral("pairs/%1").arg(index + 1, digits, 10, QLatin1Char('0'));
    r.editedFile = stem + QStringLiteral(".png");
    if (Status s = writePng(dir.filePath(r.editedFile), pair->edited); !s) {
        r.error = s.error();
        return r;
    }
    cv::Mat region = cv::Mat::zeros(pair->edited.size(), CV_8UC1);
    for (synth::SynthDifference &d : pair->differences) {
        const QString file = stem + QLatin1Char('-') + editOpName(d.op).toLower() + QStringLiteral(".png");
        if (Status s = writePng(dir.filePath(file), d.mask); !s) {
            r.error = s.error();
            return r;
        }
        region |= d.mask;
        d.mask.release();
        r.maskFiles << file;
    }
    r.regionFile = r.maskFiles.first();
    if (pair->differences.size() > 1) {
        r.regionFile = stem + QStringLiteral("-region.png");
        if (Status s = writePng(dir.filePath(r.regionFile), region); !s)
            r.error = s.error();
    }
    pair->edited.release();
    r.pair = *pair;
    return r;
}

/// The photographs to try, in a seeded order: the image files of `photoDir`, or those the objects file lists.
Result<QVector<Candidate>> candidates(const QString &photoDir, const synth::CocoObjects *coco, quint32 seed)
{
    QVector<Candidate> list;
    const QDir dir(photoDir);
    if (!QFileInfo(photoDir).isDir())
        return Error{QCoreApplication::translate("SynthPairs", "no such folder"), photoDir};
    if (coco) {
        for (const synth::CocoPhoto &photo : coco->photos)
            list.push_back({dir.filePath(photo.fileName), photo.fileName, &photo});
    } else {
        const QStringList patterns = {QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png"),
                                      QStringLiteral("*.bmp"), QStringLiteral("*.tif"),  QStringLiteral("*.tiff"),
                                      QStringLiteral("*.webp")};
        const QStringList names = dir.entryList(patterns, QDir::Files, QDir::Name | QDir::IgnoreCase);
        for (const QString &name : names)
            list.push_back({dir.filePath(name), name, nullptr});
    }
    if (list.isEmpty())
        return Error{coco ? QCoreApplication::translate("SynthPairs", "the objects file names no image")
                          : QCoreApplication::translate("SynthPairs", "the folder holds no image file"),
                     photoDir};
    std::sort(list.begin(), list.end(), [](const Candidate &a, const Candidate &b) { return a.fileName < b.fileName; });
    std::mt19937 rng(seed);
    std::shuffle(list.begin(), list.end(), rng);
    return list;
}

/// `make(i)` for every i in [0, count), in order, computed on OpenCV's worker threads (parallelFor tells
/// ThreadSanitizer about the hand-offs there, which Qt's thread pool and QtConcurrent's kernels would hide).
template<typename T, typename Make>
QVector<T> mapIndices(int count, const Make &make)
{
    QVector<T> out(count);
    T *slots = out.data(); // each index writes its own slot; no detach on the workers
    parallelFor(cv::Range(0, count), [&](const cv::Range &range) {
        for (int i = range.start; i < range.end; ++i)
            slots[i] = make(i);
    });
    return out;
}

/// Loads candidates in order, several at a time, until `wanted` photographs are usable or none is left.
QVector<Photo> loadPhotos(const QVector<Candidate> &list, int wanted, const SynthOptions &options, int *skipped)
{
    QVector<Photo> photos;
    for (qsizetype next = 0; next < list.size() && photos.size() < wanted;) {
        const qsizetype batch = std::min<qsizetype>(list.size() - next, wanted - photos.size());
        const QVector<Candidate> slice = list.mid(next, batch);
        const QVector<Photo> loaded = mapIndices<Photo>(int(slice.size()), [&slice](int i) {
            const Candidate &c = slice.at(i);
            return synth::loadPhoto(c.path, c.fileName, c.coco);
        });
        for (qsizetype i = 0; i < loaded.size(); ++i) {
            QString why;
            if (loaded.at(i).image.empty())
                why = QCoreApplication::translate("SynthPairs",
                                                  "not a readable image of at least 32 pixels on a side; skipped");
            else if (slice.at(i).coco && loaded.at(i).objects.isEmpty())
                why = QCoreApplication::translate("SynthPairs", "no object covers 0.2 % to 35 % of the image; skipped");
            if (why.isEmpty()) {
                photos.push_back(loaded.at(i));
            } else {
                ++*skipped;
                if (options.warning)
                    options.warning(Error{why, slice.at(i).path});
            }
        }
        next += batch;
    }
    return photos;
}

/// Writes the sources, makes the pairs and the manifest; returns the manifest's path.
Result<QString> writePairs(const QVector<Photo> &photos, const QDir &images, const SynthOptions &options,
                           SynthReport &report, const ProgressCallback &progress, qint64 total)
{
    const int digits = std::max(4, int(QString::number(options.count).size()));
    QStringList sourceFiles;
    for (int p = 0; p < photos.size(); ++p)
        sourceFiles << QStringLiteral("sources/%1-%2.png")
                           .arg(p + 1, digits, 10, QLatin1Char('0'))
                           .arg(QFileInfo(photos.at(p).fileName).completeBaseName());
    const QVector<Status> written = mapIndices<Status>(int(photos.size()), [&images, &sourceFiles, &photos](int p) {
        return writePng(images.filePath(sourceFiles.at(p)), photos.at(p).image);
    });
    for (const Status &s : written)
        if (!s)
            return s.error();

    QByteArray manifest =
        QJsonDocument(QJsonObject{{k::header, k::formatVersion},
                                  {k::name, QStringLiteral("Synthetic edit pairs (seed %1)").arg(options.seed)}})
            .toJson(QJsonDocument::Compact)
        + '\n';
    for (int first = 0; first < options.count; first += chunkSize) {
        const int size = std::min(chunkSize, options.count - first);
        const QVector<PairRecord> records =
            mapIndices<PairRecord>(size, [&photos, &options, &images, digits, first](int j) {
                return makeAndWrite(photos, first + j, options.seed, images, digits);
            });
        for (int j = 0; j < records.size(); ++j) {
            const PairRecord &r = records.at(j);
            if (r.error)
                return *r.error;
            const QString key = QStringLiteral("synth-%1").arg(first + j + 1, digits, 10, QLatin1Char('0'));
            manifest +=
                QJsonDocument(manifestItem(r, key, sourceFiles.at(r.photo))).toJson(QJsonDocument::Compact) + '\n';
            ++report.kinds[r.pair.kind];
            report.differences += int(r.pair.differences.size());
        }
        if (!reportProgress(progress, photos.size() + first + size, total))
            return Error{QCoreApplication::translate("SynthPairs", "cancelled"), images.path()};
    }
    const QString manifestPath = images.filePath(QStringLiteral("pairs.jsonl"));
    // OutputFile, not a buffered QSaveFile: its last flush fails silently inside commit() on a full disk.
    if (Status s = writeOutputFile(manifestPath, manifest); !s)
        return s.error();
    return manifestPath;
}

} // namespace

QString synthImageDir(const QString &studyFile)
{
    const QFileInfo info(studyFile);
    return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("-images"));
}

Result<SynthReport> createSynthStudy(const QString &photoDir, const QString &studyFile, const FormatRegistry &formats,
                                     const SynthOptions &options, const ProgressCallback &progress)
{
    if (options.count < 1)
        return Error{QCoreApplication::translate("SynthPairs", "the number of pairs must be at least 1")};
    SynthReport report;
    report.studyFile = QFileInfo(studyFile).absoluteFilePath();
    report.imageDir = synthImageDir(studyFile);
    if (QFileInfo::exists(report.studyFile))
        return Error{QCoreApplication::translate("SynthPairs", "the study already exists; choose another name"),
                     report.studyFile};
    if (QFileInfo::exists(report.imageDir))
        return Error{QCoreApplication::translate(
                         "SynthPairs",
                         "the image folder of the study already exists; remove it or choose another name"),
                     report.imageDir};

    // Everything that can be refused is checked before anything is written.
    std::optional<synth::CocoObjects> coco;
    if (!options.objectsFile.isEmpty()) {
        auto read = synth::readCocoObjects(options.objectsFile);
        if (!read)
            return read.error();
        coco = std::move(read).value();
        report.crowdSkipped = coco->crowdSkipped;
    }
    auto list = candidates(photoDir, coco ? &*coco : nullptr, options.seed);
    if (!list)
        return list.error();
    const int wanted = std::min({options.count, synthMaxPhotos, int(list.value().size())});
    const qint64 total = wanted + options.count + 1;
    const QVector<Photo> photos = loadPhotos(list.value(), wanted, options, &report.skipped);
    if (photos.isEmpty())
        return Error{QCoreApplication::translate("SynthPairs", "no usable photograph (see the warnings above)"),
                     photoDir};
    report.photos = int(photos.size());
    if (!reportProgress(progress, wanted, total))
        return Error{QCoreApplication::translate("SynthPairs", "cancelled"), photoDir};

    // Everything is made in a staging folder beside the study, "<study file>.partial-XXXXXX", under the names it will
    // have (the images folder and the study, whose root is the staging folder), and renamed into place at the end:
    // a failed or killed run leaves neither a study nor an image folder under the final names. The study stores
    // paths relative to its folder, so both keep working once moved up.
    const QFileInfo studyInfo(report.studyFile);
    QTemporaryDir staging(studyInfo.absoluteDir().filePath(studyInfo.fileName() + QStringLiteral(".partial-XXXXXX")));
    if (!staging.isValid())
        return Error{QCoreApplication::translate("SynthPairs", "cannot create folder: %1").arg(staging.errorString()),
                     studyInfo.absolutePath()};
    const QString stagedStudy = QDir(staging.path()).filePath(studyInfo.fileName());
    const QDir images(synthImageDir(stagedStudy));
    if (!images.mkpath(QStringLiteral("sources")) || !images.mkpath(QStringLiteral("pairs")))
        return Error{QCoreApplication::translate("SynthPairs", "cannot create folder"), images.path()};
    auto manifest = writePairs(photos, images, options, report, progress, total);
    if (!manifest)
        return manifest.error();
    auto store = StudyStore::create(stagedStudy, staging.path());
    if (!store)
        return store.error();
    if (auto imported = importInto(*store.value(), formats, QStringLiteral("manifest"), manifest.value(), {});
        !imported)
        return imported.error();
    if (Status marked = setStudyKind(*store.value(), StudyKind::Synthetic); !marked)
        return marked.error();
    // The images first, the study last: a study at the final name is always complete.
    if (!QDir().rename(images.path(), report.imageDir))
        return Error{QCoreApplication::translate("SynthPairs",
                                                 "cannot move the images to their folder (does it exist now?)"),
                     report.imageDir};
    if (Status published = publishStudy(std::move(store).value(), report.studyFile); !published) {
        QDir(report.imageDir).removeRecursively();
        return published.error();
    }
    report.pairs = options.count;
    reportProgress(progress, total, total);
    return report;
}

} // namespace editlens::core
