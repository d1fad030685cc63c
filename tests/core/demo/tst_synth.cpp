// Synthetic edit pairs (editlens-cli synth): determinism, ground truth measured against the pixels, objects from a
// COCO file, refused objects files, what the exporters write, and what the built-in detector finds.
// Over 500 lines: one case per property of the synthetic pairs; they share builders, not assertions.
#include "demo/synthpairs.h"
#include "detect/differencedetector.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "registries.h"
#include "scoring/studyscorer.h"
#include "stats/differenceevaluation.h"
#include "storage/studykind.h"
#include "storage/studystore.h"
#include "testutil.h"
#include "util/tsanannotations.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

using namespace editlens::core;

namespace {

/// A shape drawn on a test photograph, annotated as a COCO object.
struct Shape
{
    QString category; ///< "ball" (a disc) or "box" (a rectangle)
    std::vector<cv::Point> outline;
    cv::Rect box;
};

/// A 512×384 "photograph" (no resize needed, so COCO coordinates are pixels of the source): a colour gradient with
/// Gaussian texture and four saturated shapes, all from `seed`.
cv::Mat makePhoto(int seed, QVector<Shape> *shapes)
{
    cv::RNG rng(uint64(seed) * 7919 + 1);
    cv::Mat image(384, 512, CV_8UC3);
    const int b0 = rng.uniform(40, 200), g0 = rng.uniform(40, 200), r0 = rng.uniform(40, 200);
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            image.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(b0 + x / 12), uchar(g0 + y / 10), uchar(r0 + (x + y) / 20));
    cv::Mat noise(image.size(), CV_8UC3);
    rng.fill(noise, cv::RNG::NORMAL, cv::Scalar::all(0), cv::Scalar::all(9));
    cv::add(image, noise, image);
    for (int s = 0; s < 4; ++s) {
        cv::Mat hsv(1, 1, CV_8UC3, cv::Scalar(rng.uniform(0, 180), 220, 220)), bgr;
        cv::cvtColor(hsv, bgr, cv::COLOR_HSV2BGR);
        const cv::Scalar colour(bgr.at<cv::Vec3b>(0, 0));
        Shape shape;
        const cv::Point c(rng.uniform(70, 442), rng.uniform(70, 314));
        if (s % 2 == 0) {
            const int r = rng.uniform(28, 55);
            cv::ellipse2Poly(c, cv::Size(r, r), 0, 0, 360, 15, shape.outline);
            shape.category = QStringLiteral("ball");
        } else {
            const int w = rng.uniform(30, 60), h = rng.uniform(30, 60);
            shape.outline = {c + cv::Point(-w, -h), c + cv::Point(w, -h), c + cv::Point(w, h), c + cv::Point(-w, h)};
            shape.category = QStringLiteral("box");
        }
        cv::fillPoly(image, std::vector<std::vector<cv::Point>>{shape.outline}, colour);
        shape.box = cv::boundingRect(shape.outline);
        if (shapes)
            shapes->push_back(shape);
    }
    return image;
}

QByteArray sha(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

/// Relative path -> hash of every file under `dir`.
QMap<QString, QByteArray> tree(const QString &dir)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(dir).relativeFilePath(path), sha(path));
    }
    return files;
}

/// Pixels where any channel differs, as a 0/255 mask.
cv::Mat changedPixels(const cv::Mat &a, const cv::Mat &b)
{
    cv::Mat delta;
    cv::absdiff(a, b, delta);
    std::vector<cv::Mat> c;
    cv::split(delta, c);
    return (c[0] | c[1] | c[2]) > 0;
}

QRect toQRect(const cv::Rect &r)
{
    return QRect(r.x, r.y, r.width, r.height);
}

/// A stored xyxy pixel box (far edges exclusive) as a QRect.
QRect boxOf(const Difference &d)
{
    return QRect(QPoint(int(std::lround(d.box.left())), int(std::lround(d.box.top()))),
                 QPoint(int(std::lround(d.box.right())) - 1, int(std::lround(d.box.bottom())) - 1));
}

bool near(const QRect &a, const QRect &b, int px)
{
    return std::abs(a.left() - b.left()) <= px && std::abs(a.top() - b.top()) <= px
           && std::abs(a.right() - b.right()) <= px && std::abs(a.bottom() - b.bottom()) <= px;
}

QString describe(const QRect &r)
{
    return QStringLiteral("[%1,%2 %3x%4]").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

/// Child mode (EDITLENS_TEST_KILL_SYNTH = "PHOTO_DIR|STUDY"): makes 4 pairs and is SIGKILLed by its own progress
/// callback once every pair is written, before the manifest and the study: a kill half-way, without timing. Returns
/// only when the run never reached that point.
int runKilledSynth(const QString &spec)
{
    SynthOptions options;
    options.count = 4;
    options.seed = 3;
    const auto killWhenPairsWritten = [](qint64 done, qint64 total) {
        if (done + 1 == total) // the last step, the import, is all that is left
            ::raise(SIGKILL);
        return true;
    };
    return createSynthStudy(spec.section(QLatin1Char('|'), 0, 0), spec.section(QLatin1Char('|'), 1),
                            editlens::testing::builtinFormats(), options, killWhenPairsWritten)
               ? 0
               : 1;
}

} // namespace

class TestSynth : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_photos;
    QMap<QString, QVector<Shape>> m_shapes; ///< photo base name -> its shapes
    QString m_study;                        ///< 24 pairs, seed 7
    SynthReport m_report;
    QStringList m_warnings;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    Result<SynthReport> build(const QString &study, quint32 seed, int count, const QString &objects = {})
    {
        SynthOptions options;
        options.seed = seed;
        options.count = count;
        options.objectsFile = objects;
        options.warning = [this](const Error &e) { m_warnings << e.toString(); };
        return createSynthStudy(m_photos, study, editlens::testing::builtinFormats(), options);
    }

    StudyData load(const QString &study)
    {
        auto store = StudyStore::open(study);
        if (!store)
            return {};
        auto data = store.value()->load();
        return data ? data.value() : StudyData{};
    }

    QString cocoFile(const QString &name, const QStringList &photos)
    {
        QJsonArray images, annotations;
        int annotationId = 1;
        for (int i = 0; i < photos.size(); ++i) {
            images.append(QJsonObject{{QStringLiteral("id"), i + 1},
                                      {QStringLiteral("file_name"), QString(photos.at(i) + QStringLiteral(".png"))},
                                      {QStringLiteral("width"), 512},
                                      {QStringLiteral("height"), 384}});
            for (const Shape &s : m_shapes.value(photos.at(i))) {
                QJsonArray polygon;
                for (const cv::Point &p : s.outline)
                    polygon << p.x << p.y;
                annotations.append(
                    QJsonObject{{QStringLiteral("id"), annotationId++},
                                {QStringLiteral("image_id"), i + 1},
                                {QStringLiteral("category_id"), s.category == QLatin1String("ball") ? 1 : 2},
                                {QStringLiteral("segmentation"), QJsonArray{QJsonValue(polygon)}},
                                {QStringLiteral("bbox"), QJsonArray{s.box.x, s.box.y, s.box.width, s.box.height}},
                                {QStringLiteral("iscrowd"), 0}});
            }
        }
        const QJsonArray categories{QJsonObject{{QStringLiteral("id"), 1},
                                                {QStringLiteral("name"), QStringLiteral("ball")}},
                                    QJsonObject{{QStringLiteral("id"), 2},
                                                {QStringLiteral("name"), QStringLiteral("box")}}};
        QFile f(path(name));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("images"), images},
                                          {QStringLiteral("annotations"), annotations},
                                          {QStringLiteral("categories"), categories}})
                    .toJson(QJsonDocument::Indented));
        return f.fileName();
    }

    /// Each item's boxes against the pixels of its files; `checked` counts the differences per op.
    void verifyBoxesAgainstPixels(const QString &studyFile, QMap<EditOp, int> &checked)
    {
        auto store = StudyStore::open(studyFile);
        EL_VERIFY_OK(store);
        const StudyData study = store.value()->load().value();
        const StudyPaths &paths = store.value()->paths();
        for (const Item &item : study.items) {
            const Output &out = item.outputs.first();
            const cv::Mat source = cv::imread(paths.toAbsolute(item.sourcePath).toStdString(), cv::IMREAD_COLOR);
            const cv::Mat edited = cv::imread(paths.toAbsolute(out.path).toStdString(), cv::IMREAD_COLOR);
            QVERIFY(!source.empty() && !edited.empty());
            const cv::Mat changed = changedPixels(source, edited);
            QVERIFY2(cv::countNonZero(changed) > 200, qPrintable(item.key)); // the edit is there
            // Each difference: its mask (REMOVE: "origin", ADD: "edit") holds only changed pixels, and its box is
            // the bounding box of the changed pixels under it.
            cv::Mat covered = cv::Mat::zeros(changed.size(), CV_8UC1);
            QRect all;
            for (const Difference &d : out.differences) {
                const QString kind = d.op == EditOp::Add ? QStringLiteral("edit") : QStringLiteral("origin");
                QString maskPath;
                for (const Mask &m : out.masks)
                    if (m.kind == kind)
                        maskPath = m.path;
                QVERIFY2(!maskPath.isEmpty(), qPrintable(item.key));
                const cv::Mat mask = cv::imread(paths.toAbsolute(maskPath).toStdString(), cv::IMREAD_GRAYSCALE) > 0;
                QCOMPARE(cv::countNonZero(mask & ~changed), 0);
                const QRect measured = toQRect(cv::boundingRect(changed & mask));
                QVERIFY2(near(boxOf(d), measured, 1),
                         qPrintable(QStringLiteral("%1 %2: box %3, changed pixels %4")
                                        .arg(item.key, editOpName(d.op), describe(boxOf(d)), describe(measured))));
                covered |= mask;
                all |= boxOf(d);
                ++checked[d.op];
            }
            QCOMPARE(cv::countNonZero(changed & ~covered), 0); // no change outside the truth
            if (out.differences.size() == 1)
                QVERIFY(near(all, toQRect(cv::boundingRect(changed)), 1));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_photos = path(QStringLiteral("photos"));
        QVERIFY(QDir().mkpath(m_photos));
        for (int i = 0; i < 6; ++i) {
            const QString name = QStringLiteral("photo%1").arg(i);
            QVector<Shape> shapes;
            const cv::Mat image = makePhoto(i, &shapes);
            m_shapes.insert(name, shapes);
            QVERIFY(cv::imwrite(QDir(m_photos).filePath(name + QStringLiteral(".png")).toStdString(), image));
        }
        QFile broken(QDir(m_photos).filePath(QStringLiteral("broken.jpg")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("this is not a JPEG file");
        broken.close();
        QFile notes(QDir(m_photos).filePath(QStringLiteral("notes.txt"))); // not an image name: not tried
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("x");
        notes.close();

        m_study = path(QStringLiteral("a/set.editlens"));
        QVERIFY(QDir().mkpath(path(QStringLiteral("a"))));
        auto report = build(m_study, 7, 24);
        EL_VERIFY_OK(report);
        m_report = report.value();
    }

    void unreadablePhotoIsReportedByNameAndSkipped()
    {
        QCOMPARE(m_report.skipped, 1);
        QCOMPARE(m_report.photos, 6);
        QCOMPARE(m_warnings.size(), 1);
        QVERIFY2(m_warnings.first().contains(QStringLiteral("broken.jpg")), qPrintable(m_warnings.first()));
        QVERIFY(!m_warnings.join(QLatin1Char(' ')).contains(QStringLiteral("notes.txt")));
    }

    void studySaysItIsSynthetic()
    {
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        QCOMPARE(studyKind(*store.value()), StudyKind::Synthetic);
    }

    void studyHoldsOnePairPerItemWithEveryKindOfEdit()
    {
        QCOMPARE(m_report.pairs, 24);
        const StudyData study = load(m_study);
        QCOMPARE(study.items.size(), 24);
        QMap<QString, int> kinds;
        int differences = 0;
        for (const Item &item : study.items) {
            QCOMPARE(item.outputs.size(), 1);
            QCOMPARE(item.outputs.first().system, QStringLiteral("synth"));
            QCOMPARE(item.sourceSize, QSize(512, 384));
            QVERIFY(!item.instruction.isEmpty());
            QCOMPARE(item.masks.size(), 1);
            QCOMPARE(item.masks.first().kind, QStringLiteral("edit_region"));
            QVERIFY(item.tags.contains(QStringLiteral("synthetic")));
            ++kinds[item.tags.value(1)];
            for (const Difference &d : item.outputs.first().differences) {
                QCOMPARE(d.originKind, OriginKind::GroundTruth);
                QCOMPARE(d.coherence.size(), 1);
                QVERIFY(d.coherence.first().coherent);
                QVERIFY(!d.description.isEmpty());
                ++differences;
            }
        }
        QCOMPARE(kinds, m_report.kinds);
        for (const char *kind : {"remove", "recolour", "paste", "move"})
            QVERIFY2(kinds.value(QLatin1String(kind)) > 0, kind);
        QCOMPARE(differences, m_report.differences);
        QCOMPARE(differences, 24 + kinds.value(QStringLiteral("move")));
    }

    void sameSeedGivesIdenticalFilesAndAnotherSeedDoesNot()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("b"))));
        QVERIFY(QDir().mkpath(path(QStringLiteral("c"))));
        EL_VERIFY_OK(build(path(QStringLiteral("b/set.editlens")), 7, 24));
        EL_VERIFY_OK(build(path(QStringLiteral("c/set.editlens")), 8, 24));
        const auto a = tree(synthImageDir(m_study));
        const auto b = tree(synthImageDir(path(QStringLiteral("b/set.editlens"))));
        const auto c = tree(synthImageDir(path(QStringLiteral("c/set.editlens"))));
        QVERIFY(a.contains(QStringLiteral("pairs.jsonl")));
        QVERIFY(a.size() > 24 * 2);
        QCOMPARE(a, b); // names and bytes: images, masks and the manifest
        QVERIFY(a.value(QStringLiteral("pairs.jsonl")) != c.value(QStringLiteral("pairs.jsonl")));
        int same = 0;
        for (int i = 1; i <= 24; ++i) {
            const QString edited = QStringLiteral("pairs/%1.png").arg(i, 4, 10, QLatin1Char('0'));
            same += a.value(edited) == c.value(edited) ? 1 : 0;
        }
        QCOMPARE(same, 0);
        // The boxes as stored agree as well.
        const StudyData sa = load(m_study), sb = load(path(QStringLiteral("b/set.editlens")));
        QCOMPARE(sa.items.size(), sb.items.size());
        for (int i = 0; i < sa.items.size(); ++i) {
            const auto &da = sa.items[i].outputs.first().differences;
            const auto &db = sb.items[i].outputs.first().differences;
            QCOMPARE(da.size(), db.size());
            for (int j = 0; j < da.size(); ++j)
                QCOMPARE(da[j].box, db[j].box);
        }
    }

    void everyBoxIsTheBoundingBoxOfTheChangedPixels()
    {
        QMap<EditOp, int> checked;
        verifyBoxesAgainstPixels(m_study, checked);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(checked.value(EditOp::Add) > 0 && checked.value(EditOp::Remove) > 0 && checked.value(EditOp::Edit) > 0);
    }

    void realPhotographsGiveExactBoxesToo()
    {
        const QString opencvDoc = QStringLiteral("/usr/share/doc/opencv-doc/examples/data");
        if (!QFileInfo::exists(opencvDoc + QStringLiteral("/fruits.jpg")))
            QSKIP("the opencv-doc photographs (Debian package opencv-doc) are not installed");
        QVERIFY(QDir().mkpath(path(QStringLiteral("real"))));
        const QString studyFile = path(QStringLiteral("real/real.editlens"));
        SynthOptions options;
        options.count = 16;
        options.seed = 5;
        auto report = createSynthStudy(opencvDoc, studyFile, editlens::testing::builtinFormats(), options);
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().photos, 16); // photographs of every size and shape, resized to 512 on the longer side
        QMap<EditOp, int> checked;
        verifyBoxesAgainstPixels(studyFile, checked);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(checked.value(EditOp::Add) > 0 && checked.value(EditOp::Remove) > 0);
    }

    void exportsWriteTheBoxes()
    {
        auto store = StudyStore::open(m_study);
        EL_VERIFY_OK(store);
        const StudyData study = store.value()->load().value();
        QVector<Difference> truth;
        for (const Item &item : study.items)
            truth += item.outputs.first().differences;
        FormatRegistry registry;
        registry.registerBuiltins();

        ExportOptions options;
        options.origin = QStringLiteral("truth");
        const QString dice = path(QStringLiteral("dice"));
        EL_VERIFY_OK(exportStudy(*store.value(), registry, QStringLiteral("dice"), dice, {}, options));
        QFile diceFile(dice + QStringLiteral("/predicted_differences.json"));
        QVERIFY(diceFile.open(QIODevice::ReadOnly));
        const QJsonArray rows = QJsonDocument::fromJson(diceFile.readAll()).array();
        QCOMPARE(rows.size(), truth.size());
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonArray b = rows.at(i).toObject().value(QStringLiteral("bbox")).toArray();
            const QRectF &box = truth.at(i).box;
            QCOMPARE(rows.at(i).toObject().value(QStringLiteral("operation")).toString(), editOpName(truth.at(i).op));
            for (const auto &[value, expected] :
                 {std::pair{b.at(0).toDouble(), box.left() / 512.0}, std::pair{b.at(1).toDouble(), box.top() / 384.0},
                  std::pair{b.at(2).toDouble(), box.right() / 512.0},
                  std::pair{b.at(3).toDouble(), box.bottom() / 384.0}})
                QVERIFY2(std::abs(value - expected) < 1e-6, qPrintable(QString::number(i)));
        }

        const QString coco = path(QStringLiteral("set.coco.json"));
        EL_VERIFY_OK(exportStudy(*store.value(), registry, QStringLiteral("coco"), coco));
        QFile cocoFile(coco);
        QVERIFY(cocoFile.open(QIODevice::ReadOnly));
        const QJsonArray annotations =
            QJsonDocument::fromJson(cocoFile.readAll()).object().value(QStringLiteral("annotations")).toArray();
        QCOMPARE(annotations.size(), truth.size());
        QMultiMap<int, QRectF> exported;
        for (const auto &a : annotations) {
            const QJsonArray b = a.toObject().value(QStringLiteral("bbox")).toArray();
            exported.insert(a.toObject().value(QStringLiteral("category_id")).toInt(),
                            QRectF(b.at(0).toDouble(), b.at(1).toDouble(), b.at(2).toDouble(), b.at(3).toDouble()));
        }
        for (const Difference &d : truth)
            QVERIFY2(exported.values(differenceCategory(d.op)).contains(d.box), qPrintable(d.description));
    }

    void objectsFileDrivesTheRegionsAndNames()
    {
        const QStringList photos{QStringLiteral("photo0"), QStringLiteral("photo1"), QStringLiteral("photo2")};
        const QString coco = cocoFile(QStringLiteral("objects.json"), photos);
        QVERIFY(!coco.isEmpty());
        QVERIFY(QDir().mkpath(path(QStringLiteral("coco"))));
        const QString studyFile = path(QStringLiteral("coco/objects.editlens"));
        auto report = build(studyFile, 3, 16, coco);
        EL_VERIFY_OK(report);
        QCOMPARE(report.value().photos, 3); // only the images the file lists
        const StudyData study = load(studyFile);
        QCOMPARE(study.items.size(), 16);
        int located = 0;
        for (const Item &item : study.items) {
            QString photo;
            for (const QString &p : photos)
                if (QFileInfo(item.sourcePath).fileName().contains(p))
                    photo = p;
            QVERIFY2(!photo.isEmpty(), qPrintable(item.sourcePath));
            QVERIFY2(item.instruction.contains(QStringLiteral("ball"))
                         || item.instruction.contains(QStringLiteral("box")),
                     qPrintable(item.instruction));
            for (const Difference &d : item.outputs.first().differences) {
                const QString category = d.description.section(QLatin1Char(' '), 0, 0);
                QVERIFY2(category == QLatin1String("ball") || category == QLatin1String("box"),
                         qPrintable(d.description));
                QVERIFY2(item.instruction.contains(category), qPrintable(item.instruction));
                if (d.op == EditOp::Add)
                    continue; // an object of another photograph, placed anywhere
                // Removed or recoloured: the box lies on an object of that category of this photograph (removal
                // inpaints a few pixels around it).
                bool onObject = false;
                for (const Shape &s : m_shapes.value(photo)) {
                    const QRect object = toQRect(s.box).adjusted(-5, -5, 5, 5);
                    onObject |=
                        s.category == category && object.contains(boxOf(d))
                        && boxOf(d).intersected(toQRect(s.box)).width() * boxOf(d).intersected(toQRect(s.box)).height()
                               > toQRect(s.box).width() * toQRect(s.box).height() / 4;
                }
                QVERIFY2(onObject, qPrintable(QStringLiteral("%1: %2 %3 on %4")
                                                  .arg(item.key, d.description, describe(boxOf(d)), photo)));
                ++located;
            }
        }
        QVERIFY(located > 5);
    }

    void refusedObjectsFileNamesFileAndLineAndWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("json"); // empty: the file does not exist
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("words");
        const QByteArray images = "{\n\"images\": [\n{\"id\": 1, \"file_name\": \"photo0.png\"}\n],\n"
                                  "\"categories\": [\n{\"id\": 1, \"name\": \"ball\"}\n],\n\"annotations\": [\n";
        const QByteArray good = "{\"id\": 1, \"image_id\": 1, \"category_id\": 1, \"bbox\": [10, 10, 60, 60]},\n";
        QTest::newRow("missing file") << QByteArray() << 0 << QStringLiteral("cannot open");
        QTest::newRow("truncated") << QByteArray("{\n\"images\": [\n{\"id\": 1,\n") << 4
                                   << QStringLiteral("invalid JSON");
        QTest::newRow("unknown category")
            << images + good + "{\"id\": 2, \"image_id\": 1, \"category_id\": 9, \"bbox\": [1, 1, 5, 5]}\n]}\n"
            << 10 << QStringLiteral("category_id");
        QTest::newRow("odd polygon")
            << images + good
                   + "{\"id\": 2, \"image_id\": 1, \"category_id\": 1, \"bbox\": [1, 1, 5, 5], "
                     "\"segmentation\": [[1, 2, 3, 4, 5, 6, 7]]}\n]}\n"
            << 10 << QStringLiteral("segmentation");
        QTest::newRow("images not a list")
            << QByteArray("{\n\"categories\": [],\n\"images\": {},\n\"annotations\": []}") << 3
            << QStringLiteral("images");
    }

    void refusedObjectsFileNamesFileAndLineAndWritesNothing()
    {
        QFETCH(QByteArray, json);
        QFETCH(int, line);
        QFETCH(QString, words);
        const QString file =
            path(QStringLiteral("bad-%1.json")
                     .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
        if (!json.isEmpty()) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(json);
        }
        QVERIFY(QDir().mkpath(path(QStringLiteral("refused"))));
        const QString studyFile = path(QStringLiteral("refused/set.editlens"));
        auto report = build(studyFile, 1, 4, file);
        QVERIFY(!report);
        QCOMPARE(report.error().file, file);
        QCOMPARE(report.error().line, line);
        QVERIFY2(report.error().message.contains(words), qPrintable(report.error().toString()));
        QVERIFY(!QFileInfo::exists(studyFile));
        QVERIFY(!QFileInfo::exists(synthImageDir(studyFile)));
    }

    void folderWithoutUsablePhotographIsAnErrorAndWritesNothing()
    {
        const QString folder = path(QStringLiteral("unusable"));
        QVERIFY(QDir().mkpath(folder));
        QFile broken(folder + QStringLiteral("/x.png"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not a PNG");
        broken.close();
        SynthOptions options;
        options.count = 3;
        int warnings = 0;
        options.warning = [&warnings](const Error &) { ++warnings; };
        const QString studyFile = path(QStringLiteral("unusable.editlens"));
        auto report = createSynthStudy(folder, studyFile, editlens::testing::builtinFormats(), options);
        QVERIFY(!report);
        QCOMPARE(report.error().file, folder);
        QCOMPARE(warnings, 1);
        QVERIFY(!QFileInfo::exists(studyFile));
        QVERIFY(!QFileInfo::exists(synthImageDir(studyFile)));
        // An existing study is never replaced.
        auto again = createSynthStudy(m_photos, m_study, editlens::testing::builtinFormats(), options);
        QVERIFY(!again);
        QCOMPARE(again.error().file, QFileInfo(m_study).absoluteFilePath());
    }

    void killedRunLeavesNoStudyNorImageFolderAndTheRerunSucceeds()
    {
#ifdef EDITLENS_TSAN
        // ThreadSanitizer cannot follow QProcess starting a child from this multi-threaded process (Qt's forkfd): the
        // parent dies at its next new thread ("starting new threads after multi-threaded fork"), or, told not to,
        // reports races against its own accesses that it no longer tracks. The tsan preset runs the other functions.
        QSKIP("ThreadSanitizer cannot follow QProcess's fork of a multi-threaded process");
#endif
        QVERIFY(QDir().mkpath(path(QStringLiteral("k"))));
        const QString studyFile = path(QStringLiteral("k/killed.editlens"));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EDITLENS_TEST_KILL_SYNTH"), m_photos + QLatin1Char('|') + studyFile);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(120000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed with every pair written
        QVERIFY(!QFileInfo::exists(studyFile));
        QVERIFY(!QFileInfo::exists(synthImageDir(studyFile)));

        SynthOptions options;
        options.count = 4;
        options.seed = 3;
        auto again = createSynthStudy(m_photos, studyFile, editlens::testing::builtinFormats(), options);
        EL_VERIFY_OK(again);
        QCOMPARE(again.value().pairs, 4);
        const StudyData data = load(studyFile);
        QCOMPARE(data.items.size(), 4);
        // Moved into place, the study finds its images: paths are relative to its folder.
        auto store = StudyStore::open(studyFile);
        EL_VERIFY_OK(store);
        for (const Item &item : data.items) {
            QVERIFY2(QFileInfo::exists(store.value()->paths().toAbsolute(item.sourcePath)),
                     qPrintable(item.sourcePath));
            QVERIFY(item.sourcePath.startsWith(QStringLiteral("killed-images/")));
        }
    }

    void builtInDetectorFindsTheBoxes()
    {
        QVERIFY(QDir().mkpath(path(QStringLiteral("d"))));
        const QString studyFile = path(QStringLiteral("d/detect.editlens"));
        EL_VERIFY_OK(build(studyFile, 11, 24));
        auto store = StudyStore::open(studyFile);
        EL_VERIFY_OK(store);
        MetricRegistry registry;
        registry.registerBuiltins();
        ScoreOptions options;
        options.metrics = {QStringLiteral("detect")};
        EL_VERIFY_OK(scoreStudy(*store.value(), registry, editlens::testing::builtinModels(), options));
        const QVector<DetectorScore> scores = evaluateDetectors(store.value()->load().value());
        QCOMPARE(scores.size(), 1);
        QCOMPARE(scores.first().origin, DifferenceDetector::origin());
        QCOMPARE(scores.first().images, 24);
        const auto &s = scores.first().agnostic.summary;
        qInfo("pixel-diff detector on 24 synthetic pairs: AP %.4f, AP50 %.4f, AP75 %.4f", s.ap, s.ap50, s.ap75);
        // Measured AP 0.568, AP50 0.799, AP75 0.684 when written (same seed, same photographs): a regression guard
        // well below that, and far above what boxes in the wrong places would score.
        QVERIFY(s.ap50 > 0.6);
        QVERIFY(s.ap > 0.4);
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (const QString spec = qEnvironmentVariable("EDITLENS_TEST_KILL_SYNTH"); !spec.isEmpty())
        return runKilledSynth(spec);
    TestSynth test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_synth.moc"
