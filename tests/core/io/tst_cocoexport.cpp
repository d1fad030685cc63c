#include "differences.h"
#include "io/formatregistry.h"
#include "io/importer.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using editlens::testing::difference;

namespace {

/// Item "i1": a 100x80 original and two 200x160 outputs. SysA has a detector ADD box and an
/// annotator REMOVE box; SysB a ground-truth EDIT box and a detector REMOVE box on the same original.
StudyData studyWithDifferences()
{
    StudyData study;
    Item item;
    item.key = QStringLiteral("i1");
    item.sourcePath = QStringLiteral("images/src1.png");
    item.sourceSize = QSize(100, 80);
    Output a;
    a.system = QStringLiteral("SysA");
    a.path = QStringLiteral("images/a1.png");
    a.size = QSize(200, 160);
    a.differences = {difference(EditOp::Add, QRectF(QPointF(10, 20), QPointF(50, 60)), OriginKind::Detector,
                                QStringLiteral("dice"), 0.75, QStringLiteral("a cat")),
                     difference(EditOp::Remove, QRectF(QPointF(5, 5), QPointF(25, 15)), OriginKind::Annotator,
                                QStringLiteral("ann1"), 1.0, QStringLiteral("the vase"))};
    Output b;
    b.system = QStringLiteral("SysB");
    b.path = QStringLiteral("images/b1.png");
    b.size = QSize(200, 160);
    b.differences = {difference(EditOp::Edit, QRectF(QPointF(0.5, 1.5), QPointF(200, 160)), OriginKind::GroundTruth,
                                QStringLiteral("dataset")),
                     difference(EditOp::Remove, QRectF(QPointF(60, 40), QPointF(100, 80)), OriginKind::Detector,
                                QStringLiteral("dice"), 0.5)};
    item.outputs = {a, b};
    study.items = {item};
    return study;
}

QJsonObject byId(const QJsonArray &array, int id)
{
    for (const auto &v : array)
        if (v.toObject().value(QStringLiteral("id")).toInt() == id)
            return v.toObject();
    return {};
}

} // namespace

class TestCocoExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    FormatRegistry m_registry;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void boxesBecomePixelXywhOnTheirImages()
    {
        auto store = StudyStore::create(path(QStringLiteral("coco.editlens")), m_dir.path()).value();
        EL_VERIFY_OK(store->importData(studyWithDifferences()));
        EL_VERIFY_OK(exportStudy(*store, m_registry, QStringLiteral("coco"), path(QStringLiteral("coco.json"))));

        QFile file(path(QStringLiteral("coco.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray images = root.value(QStringLiteral("images")).toArray();
        const QJsonArray annotations = root.value(QStringLiteral("annotations")).toArray();
        const QJsonArray categories = root.value(QStringLiteral("categories")).toArray();

        // One image per file a box lives on: both REMOVE boxes share the original.
        QCOMPARE(images.size(), 3);
        QCOMPARE(annotations.size(), 4);
        QCOMPARE(categories.size(), 3);
        QCOMPARE(byId(categories, 1).value(QStringLiteral("name")).toString(), QStringLiteral("ADD"));
        QCOMPARE(byId(categories, 2).value(QStringLiteral("name")).toString(), QStringLiteral("REMOVE"));
        QCOMPARE(byId(categories, 3).value(QStringLiteral("name")).toString(), QStringLiteral("EDIT"));

        QHash<int, QJsonObject> imageById;
        for (const auto &v : images)
            imageById.insert(v.toObject().value(QStringLiteral("id")).toInt(), v.toObject());
        const auto imageOf = [&](const QJsonObject &annotation) {
            return imageById.value(annotation.value(QStringLiteral("image_id")).toInt());
        };

        const QJsonObject add = annotations.at(0).toObject();
        QCOMPARE(add.value(QStringLiteral("category_id")).toInt(), 1);
        QCOMPARE(add.value(QStringLiteral("bbox")).toArray(), (QJsonArray{10, 20, 40, 40}));
        QCOMPARE(add.value(QStringLiteral("area")).toDouble(), 1600.0);
        QCOMPARE(add.value(QStringLiteral("iscrowd")).toInt(), 0);
        QCOMPARE(add.value(QStringLiteral("score")).toDouble(), 0.75);
        QCOMPARE(add.value(QStringLiteral("item_id")).toString(), QStringLiteral("i1"));
        QCOMPARE(add.value(QStringLiteral("system")).toString(), QStringLiteral("SysA"));
        QCOMPARE(add.value(QStringLiteral("description")).toString(), QStringLiteral("a cat"));
        QCOMPARE(add.value(QStringLiteral("origin")).toString(), QStringLiteral("dice"));
        QCOMPARE(imageOf(add).value(QStringLiteral("file_name")).toString(), QStringLiteral("images/a1.png"));
        QCOMPARE(imageOf(add).value(QStringLiteral("width")).toInt(), 200);
        QCOMPARE(imageOf(add).value(QStringLiteral("height")).toInt(), 160);

        const QJsonObject removedByAnnotator = annotations.at(1).toObject();
        QCOMPARE(removedByAnnotator.value(QStringLiteral("category_id")).toInt(), 2);
        QCOMPARE(removedByAnnotator.value(QStringLiteral("bbox")).toArray(), (QJsonArray{5, 5, 20, 10}));
        QCOMPARE(removedByAnnotator.value(QStringLiteral("area")).toDouble(), 200.0);
        QVERIFY(!removedByAnnotator.contains(QStringLiteral("score")));
        QCOMPARE(removedByAnnotator.value(QStringLiteral("origin")).toString(), QStringLiteral("ann1"));
        QCOMPARE(imageOf(removedByAnnotator).value(QStringLiteral("file_name")).toString(),
                 QStringLiteral("images/src1.png"));
        QCOMPARE(imageOf(removedByAnnotator).value(QStringLiteral("width")).toInt(), 100);
        QCOMPARE(imageOf(removedByAnnotator).value(QStringLiteral("height")).toInt(), 80);

        const QJsonObject edit = annotations.at(2).toObject();
        QCOMPARE(edit.value(QStringLiteral("category_id")).toInt(), 3);
        QCOMPARE(edit.value(QStringLiteral("bbox")).toArray(), (QJsonArray{0.5, 1.5, 199.5, 158.5}));
        QCOMPARE(edit.value(QStringLiteral("area")).toDouble(), 199.5 * 158.5);
        QVERIFY(!edit.contains(QStringLiteral("score"))); // ground truth
        QCOMPARE(imageOf(edit).value(QStringLiteral("file_name")).toString(), QStringLiteral("images/b1.png"));

        const QJsonObject removedByDetector = annotations.at(3).toObject();
        QCOMPARE(removedByDetector.value(QStringLiteral("score")).toDouble(), 0.5);
        QCOMPARE(removedByDetector.value(QStringLiteral("system")).toString(), QStringLiteral("SysB"));
        QCOMPARE(removedByDetector.value(QStringLiteral("image_id")),
                 removedByAnnotator.value(QStringLiteral("image_id")));
        QCOMPARE(removedByDetector.value(QStringLiteral("bbox")).toArray(), (QJsonArray{60, 40, 40, 40}));

        QSet<int> annotationIds;
        for (const auto &v : annotations)
            annotationIds.insert(v.toObject().value(QStringLiteral("id")).toInt());
        QCOMPARE(annotationIds, (QSet<int>{1, 2, 3, 4}));
    }

    void completeOutputsKeepTheirImageWithoutBoxes()
    {
        // SysC was marked complete by ann1 and ann2 and holds no box: a negative, which pycocotools only sees
        // when its image is listed. SysA keeps its boxes and gains the mark; SysB (not complete) gains nothing.
        StudyData study = studyWithDifferences();
        study.items[0].outputs[0].completeBy = {QStringLiteral("ann1")};
        Output c;
        c.system = QStringLiteral("SysC");
        c.path = QStringLiteral("images/c1.png");
        c.size = QSize(200, 160);
        c.completeBy = {QStringLiteral("ann1"), QStringLiteral("ann2")};
        study.items[0].outputs.append(c);
        const QString out = path(QStringLiteral("complete.json"));
        EL_VERIFY_OK(m_registry.exportFormat(QStringLiteral("coco"))->write(study, StudyPaths(m_dir.path()), out, {}));

        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray images = root.value(QStringLiteral("images")).toArray();
        QCOMPARE(images.size(), 4);
        QCOMPARE(root.value(QStringLiteral("annotations")).toArray().size(), 4);
        QHash<QString, QJsonObject> byFile;
        for (const auto &v : images)
            byFile.insert(v.toObject().value(QStringLiteral("file_name")).toString(), v.toObject());
        const QJsonObject negative = byFile.value(QStringLiteral("images/c1.png"));
        QCOMPARE(negative.value(QStringLiteral("width")).toInt(), 200);
        QCOMPARE(negative.value(QStringLiteral("height")).toInt(), 160);
        const QJsonObject attributes = negative.value(QStringLiteral("attributes")).toObject();
        QCOMPARE(attributes.value(QStringLiteral("complete_by")).toArray(),
                 (QJsonArray{QStringLiteral("ann1"), QStringLiteral("ann2")}));
        QCOMPARE(attributes.value(QStringLiteral("item_id")).toString(), QStringLiteral("i1"));
        QCOMPARE(attributes.value(QStringLiteral("system")).toString(), QStringLiteral("SysC"));
        QCOMPARE(byFile.value(QStringLiteral("images/a1.png"))
                     .value(QStringLiteral("attributes"))
                     .toObject()
                     .value(QStringLiteral("complete_by"))
                     .toArray(),
                 (QJsonArray{QStringLiteral("ann1")}));
        QVERIFY(!byFile.value(QStringLiteral("images/b1.png")).contains(QStringLiteral("attributes")));
        QVERIFY(!byFile.value(QStringLiteral("images/src1.png")).contains(QStringLiteral("attributes")));
    }

    void boxWithoutItsImageFailsAndWritesNothing()
    {
        StudyData study = studyWithDifferences();
        study.items[0].sourcePath.clear(); // the REMOVE boxes have no original to live on
        study.items[0].sourceSize = QSize();
        const QString out = path(QStringLiteral("nothing.json"));
        const Status s =
            m_registry.exportFormat(QStringLiteral("coco"))->write(study, StudyPaths(m_dir.path()), out, {});
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message.contains(QStringLiteral("REMOVE")), qPrintable(s.error().message));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestCocoExport)
#include "tst_cocoexport.moc"
