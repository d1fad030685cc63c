#include "io/formatregistry.h"
#include "io/importer.h"
#include "scratchstudy.h"
#include "shareddata.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::testing;

namespace {

/// A MagicBrush test-set folder: session "100" with two turns (6x4 input, 8x8 outputs, masks) and
/// session "99" with one; 99 must come first (ids order as numbers).
QString writeDataset(const QString &root, bool withSessionsJson)
{
    const QDir dir(root);
    dir.mkpath(QStringLiteral("images/100"));
    dir.mkpath(QStringLiteral("images/99"));
    writeImage(dir.filePath(QStringLiteral("images/100/100-input.png")), QSize(6, 4), Qt::gray);
    writeImage(dir.filePath(QStringLiteral("images/100/100-output1.png")), QSize(8, 8), Qt::red);
    writeImage(dir.filePath(QStringLiteral("images/100/100-output2.png")), QSize(8, 8), Qt::blue);
    writeImage(dir.filePath(QStringLiteral("images/100/100-mask1.png")), QSize(6, 4), Qt::white);
    writeImage(dir.filePath(QStringLiteral("images/100/100-mask2.png")), QSize(8, 8), Qt::white);
    writeImage(dir.filePath(QStringLiteral("images/99/99-input.png")), QSize(5, 5), Qt::gray);
    writeImage(dir.filePath(QStringLiteral("images/99/99-output1.png")), QSize(7, 7), Qt::green);
    if (withSessionsJson)
        writeText(dir.filePath(QStringLiteral("edit_sessions.json")),
                  "{\n"
                  "  \"100\": [\n"
                  "    {\"input\": \"100-input.png\", \"mask\": \"100-mask1.png\", \"output\": \"100-output1.png\",\n"
                  "     \"instruction\": \"Put a cat on the seat.\"},\n"
                  "    {\"input\": \"100-output1.png\", \"mask\": \"100-mask2.png\", \"output\": \"100-output2.png\",\n"
                  "     \"instruction\": \"Make the cat \\\"orange\\\", please\"}\n"
                  "  ],\n"
                  "  \"99\": [\n"
                  "    {\"input\": \"99-input.png\", \"output\": \"99-output1.png\", \"instruction\": \"Add a kite\"}\n"
                  "  ]\n"
                  "}\n");
    return root;
}

} // namespace

class TestMagicBrushImport
    : public QObject
    , protected ScratchStudies
{
    Q_OBJECT

private:
    FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
    }

    void sessionsBecomeChainedTurnsWithMasks()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb")), true);
        auto store = newStore(m_dir.path());
        const auto summary = importInto(*store, m_registry, QStringLiteral("magicbrush"), folder, {});
        EL_VERIFY_OK(summary);
        QCOMPARE(summary.value().items, 3);
        QCOMPARE(summary.value().outputs, 3);

        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 3);
        const Item &single = data.items[0];
        QCOMPARE(single.key, QStringLiteral("99-1"));
        QCOMPARE(single.turn, 1);
        QVERIFY(single.sourceItem.isEmpty());
        QVERIFY(single.masks.isEmpty());
        QCOMPARE(single.instruction, QStringLiteral("Add a kite"));

        const Item &first = data.items[1];
        QCOMPARE(first.key, QStringLiteral("100-1"));
        QCOMPARE(first.turn, 1);
        QVERIFY(first.sourceItem.isEmpty());
        QCOMPARE(first.sourcePath, QStringLiteral("mb/images/100/100-input.png"));
        QCOMPARE(first.sourceSize, QSize(6, 4));
        QCOMPARE(first.instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(first.outputs.size(), 1);
        QCOMPARE(first.outputs[0].system, QStringLiteral("DALL-E 2"));
        QCOMPARE(first.outputs[0].path, QStringLiteral("mb/images/100/100-output1.png"));
        QCOMPARE(first.outputs[0].size, QSize(8, 8));
        QCOMPARE(first.masks.size(), 1);
        QCOMPARE(first.masks[0].path, QStringLiteral("mb/images/100/100-mask1.png"));
        QCOMPARE(first.masks[0].kind, QStringLiteral("edit_region"));
        QCOMPARE(first.masks[0].originKind, OriginKind::GroundTruth);
        QCOMPARE(first.masks[0].origin, QStringLiteral("magicbrush"));

        const Item &second = data.items[2];
        QCOMPARE(second.key, QStringLiteral("100-2"));
        QCOMPARE(second.turn, 2);
        QCOMPARE(second.sourceItem, QStringLiteral("100-1"));
        QCOMPARE(second.sourcePath, first.outputs[0].path); // turn 2 edits turn 1's output
        QCOMPARE(second.sourceSize, QSize(8, 8));
        QCOMPARE(second.instruction, QStringLiteral("Make the cat \"orange\", please"));
        QCOMPARE(second.outputs[0].path, QStringLiteral("mb/images/100/100-output2.png"));
        QCOMPARE(second.masks.at(0).path, QStringLiteral("mb/images/100/100-mask2.png"));
    }

    void systemOptionNamesTheOutputs()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-system")), true);
        ImportOptions options;
        options.system = QStringLiteral("MagicBrush");
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(folder, options, {});
        EL_VERIFY_OK(data);
        QCOMPARE(data.value().items.at(0).outputs.at(0).system, QStringLiteral("MagicBrush"));
        QVERIFY(QDir::isAbsolutePath(data.value().items.at(0).sourcePath));
        QVERIFY(QDir::isAbsolutePath(data.value().items.at(1).masks.at(0).path));
    }

    void withoutSessionsJsonTurnsComeFromFileNames()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-names")), false);
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(folder, {}, {});
        EL_VERIFY_OK(data);
        const QVector<Item> &items = data.value().items;
        QCOMPARE(items.size(), 3);
        QCOMPARE(items[2].key, QStringLiteral("100-2"));
        QCOMPARE(items[2].sourceItem, QStringLiteral("100-1"));
        QCOMPARE(items[2].sourcePath, QDir(folder).filePath(QStringLiteral("images/100/100-output1.png")));
        QCOMPARE(items[2].masks.at(0).path, QDir(folder).filePath(QStringLiteral("images/100/100-mask2.png")));
        QVERIFY(items[2].instruction.isEmpty());
        QVERIFY(items[0].masks.isEmpty()); // 99 has no mask file
    }

    void detectPicksMagicBrushForItsFolders()
    {
        const QString withJson = writeDataset(path(QStringLiteral("mb-detect")), true);
        const QString withoutJson = writeDataset(path(QStringLiteral("mb-detect-names")), false);
        QCOMPARE(m_registry.detect(withJson).value()->id(), QStringLiteral("magicbrush"));
        QCOMPARE(m_registry.detect(withoutJson).value()->id(), QStringLiteral("magicbrush"));
        const ImportFormat *format = m_registry.importFormat(QStringLiteral("magicbrush"));
        QCOMPARE(format->detect(withJson), 100);
        QCOMPARE(format->detect(m_dir.path()), 0);
    }

    void invalidJsonNamesFileAndLine()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-badjson")), false);
        const QString json = QDir(folder).filePath(QStringLiteral("edit_sessions.json"));
        writeText(json, "{\n  \"100\": [\n    {\"input\": \"100-input.png\" \"output\": \"x.png\"}\n  ]\n}\n");
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(folder, {}, {});
        QVERIFY(!data.ok());
        QCOMPARE(data.error().file, json);
        QCOMPARE(data.error().line, 3);
    }

    // QJsonDocument keeps the last of two "100" sessions; the second being empty imported nothing and succeeded.
    void duplicateSessionIdIsRejectedWithFileAndLine()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-duplicate")), false);
        const QString json = QDir(folder).filePath(QStringLiteral("edit_sessions.json"));
        writeText(json, "{\"100\": [{\"input\": \"100-input.png\", \"output\": \"100-output1.png\"}],\n"
                        " \"100\": []}\n");
        auto store = newStore(m_dir.path());
        const auto result = importInto(*store, m_registry, QStringLiteral("magicbrush"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(
                     QStringLiteral("the key \"100\" appears twice in one object (first on line 1)")),
                 qPrintable(result.error().message));
        QCOMPARE(result.error().file, json);
        QCOMPARE(result.error().line, 2);
        QCOMPARE(store->counts().value().items, 0);
    }

    void emptySessionsFileSaysSo()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-empty")), false);
        const QString json = QDir(folder).filePath(QStringLiteral("edit_sessions.json"));
        writeText(json, "{}\n");
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(folder, {}, {});
        QVERIFY(!data.ok());
        QCOMPARE(data.error().file, json);
        QCOMPARE(data.error().line, 1);
        QVERIFY2(data.error().message.startsWith(QStringLiteral("the file holds no edit sessions")),
                 qPrintable(data.error().toString()));
    }

    // An id spliced into a file-name template with chained arg() lost its "%2": "a%2-output1.png" became
    // "a1-output1.png" and the turn was not found.
    void placeholderInSessionIdKeepsItsFileNames()
    {
        const QDir dir(path(QStringLiteral("mb-percent")));
        QVERIFY(dir.mkpath(QStringLiteral("images/a%2")));
        writeImage(dir.filePath(QStringLiteral("images/a%2/a%2-input.png")), QSize(6, 4), Qt::gray);
        writeImage(dir.filePath(QStringLiteral("images/a%2/a%2-output1.png")), QSize(6, 4), Qt::red);
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(dir.path(), {}, {});
        QVERIFY2(data.ok(), data.ok() ? "" : qPrintable(data.error().toString()));
        QCOMPARE(data.value().items.size(), 1);
        QCOMPARE(data.value().items.constFirst().key, QStringLiteral("a%2-1"));
        QVERIFY(data.value().items.constFirst().outputs.constFirst().path.endsWith(QStringLiteral("a%2-output1.png")));
    }

    void lateSessionOfALargeFileNamesItsLine()
    {
        // 5,000 edit chains over two lines each, then chain id 1000000 on line 10,002 refers to a missing file. Its id
        // also stands earlier as a nested key, a value and inside an instruction, which must not be taken for its key.
        const QString folder = writeDataset(path(QStringLiteral("mb-large")), false);
        const QString json = QDir(folder).filePath(QStringLiteral("edit_sessions.json"));
        QByteArray text = "{\n";
        for (int i = 0; i < 5000; ++i)
            text += "  \"" + QByteArray::number(200 + i)
                    + "\": [{\"input\": \"../99/99-input.png\", \"output\": \"../99/99-output1.png\",\n"
                      "          \"instruction\": \"not \\\"1000000\\\": here\", \"extra\": {\"1000000\": "
                      "\"1000000\"}}],\n";
        text += "  \"1000000\": [{\"input\": \"../99/99-input.png\", \"output\": \"gone.png\"}]\n}\n";
        writeText(json, text);
        const auto data = m_registry.importFormat(QStringLiteral("magicbrush"))->read(folder, {}, {});
        QVERIFY(!data.ok());
        QVERIFY2(data.error().message.contains(QStringLiteral("gone.png")), qPrintable(data.error().message));
        QCOMPARE(data.error().file, json);
        QCOMPARE(data.error().line, 10002);
    }

    void missingReferencedFileIsNamed()
    {
        const QString folder = writeDataset(path(QStringLiteral("mb-missing")), false);
        const QString json = QDir(folder).filePath(QStringLiteral("edit_sessions.json"));
        writeText(json, "{\"99\": [{\"input\": \"99-input.png\", \"output\": \"99-output1.png\"}],\n"
                        " \"100\": [{\"input\": \"100-input.png\", \"output\": \"100-output7.png\"}]}\n");
        auto store = newStore(m_dir.path());
        const auto result = importInto(*store, m_registry, QStringLiteral("magicbrush"), folder, {});
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("100-output7.png")),
                 qPrintable(result.error().message));
        QCOMPARE(result.error().file, json);
        QCOMPARE(result.error().line, 2);
        QCOMPARE(store->counts().value().items, 0);
    }

    // Real data: 12 MagicBrush edits (see ../shared/data/SOURCES.md) through a manifest written
    // from manifest.tsv, with absolute image paths, into a study rooted at that folder.
    void realMagicBrushPairsImportThroughManifest()
    {
        const QString shared = sharedMagicBrushPairs();
        QFile tsv(QDir(shared).filePath(QStringLiteral("manifest.tsv")));
        if (!tsv.exists())
            QSKIP(
                "../shared/data/magicbrush-pairs is absent (a fresh clone has no shared data); real-data test skipped");
        QVERIFY(tsv.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList header = QString::fromUtf8(tsv.readLine()).trimmed().split(QLatin1Char('\t'));
        const qsizetype instructionCol = header.indexOf(QStringLiteral("instruction"));
        const qsizetype sourceCol = header.indexOf(QStringLiteral("source_image"));
        const qsizetype targetCol = header.indexOf(QStringLiteral("target_image"));
        QVERIFY(instructionCol >= 0 && sourceCol >= 0 && targetCol >= 0);

        QByteArray manifest;
        QHash<QString, QString> instructions; // item key -> TSV text
        while (!tsv.atEnd()) {
            QString line = QString::fromUtf8(tsv.readLine());
            while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            const QStringList cells = line.split(QLatin1Char('\t'));
            if (cells.size() < header.size())
                continue;
            // images/<id>/<id>-output<k>.png -> item "<id>-<k>", chained like the MagicBrush importer does.
            const QString &target = cells.at(targetCol);
            const QString stem = QFileInfo(target).completeBaseName();
            const QString id = stem.section(QLatin1Char('-'), 0, 0);
            const int turn = stem.section(QStringLiteral("-output"), 1).toInt();
            const QString key = QStringLiteral("%1-%2").arg(id).arg(turn);
            QJsonObject item{{QStringLiteral("id"), key},
                             {QStringLiteral("source"), QDir(shared).filePath(cells.at(sourceCol))},
                             {QStringLiteral("instruction"), cells.at(instructionCol)},
                             {QStringLiteral("turn"), turn},
                             {QStringLiteral("outputs"),
                              QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("DALL-E 2")},
                                                     {QStringLiteral("path"), QDir(shared).filePath(target)}}}}};
            if (turn > 1)
                item.insert(QStringLiteral("source_item"), QStringLiteral("%1-%2").arg(id).arg(turn - 1));
            manifest += QJsonDocument(item).toJson(QJsonDocument::Compact) + '\n';
            instructions.insert(key, cells.at(instructionCol));
        }
        writeText(path(QStringLiteral("magicbrush-pairs.jsonl")), manifest);

        auto store = newStore(shared);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("manifest"),
                                path(QStringLiteral("magicbrush-pairs.jsonl")), {}));
        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 12);
        int firstTurns = 0;
        for (const Item &item : data.items) {
            QCOMPARE(item.instruction, instructions.value(item.key));
            QCOMPARE(item.outputs.size(), 1);
            QCOMPARE(item.outputs[0].size, QSize(1024, 1024)); // DALL-E 2 output
            // A first turn edits the 500x500 MS-COCO source; later turns edit a 1024x1024 output.
            QCOMPARE(item.sourceSize, item.turn == 1 ? QSize(500, 500) : QSize(1024, 1024));
            firstTurns += item.turn == 1;
        }
        QCOMPARE(firstTurns, 5);
        QCOMPARE(data.items[0].key, QStringLiteral("242679-1"));
        QCOMPARE(data.items[0].instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(data.items[0].sourcePath, QStringLiteral("images/242679/242679-input.png"));
        QCOMPARE(data.items[2].key, QStringLiteral("368667-2"));
        QCOMPARE(data.items[2].instruction, QStringLiteral("Add a giraffe in the field"));
        QCOMPARE(data.items[2].sourceItem, QStringLiteral("368667-1"));
        QCOMPARE(data.items[11].instruction, QStringLiteral("let the chair be red"));
    }

    // The same real folder read by the MagicBrush importer from its file names alone (it has no
    // edit_sessions.json and no masks): the same 12 items and chains.
    void realMagicBrushPairsImportFromFileNames()
    {
        const QString shared = sharedMagicBrushPairs();
        if (!QFileInfo::exists(QDir(shared).filePath(QStringLiteral("images"))))
            QSKIP(
                "../shared/data/magicbrush-pairs is absent (a fresh clone has no shared data); real-data test skipped");
        QCOMPARE(m_registry.detect(shared).value()->id(), QStringLiteral("magicbrush"));
        auto store = newStore(shared);
        EL_VERIFY_OK(importInto(*store, m_registry, QStringLiteral("auto"), shared, {}));
        const StudyData data = store->load().value();
        QCOMPARE(data.items.size(), 12);
        QStringList keys;
        for (const Item &item : data.items)
            keys << item.key;
        QCOMPARE(keys,
                 QStringList({QStringLiteral("141946-1"), QStringLiteral("141946-2"), QStringLiteral("242679-1"),
                              QStringLiteral("368667-1"), QStringLiteral("368667-2"), QStringLiteral("368667-3"),
                              QStringLiteral("385042-1"), QStringLiteral("385042-2"), QStringLiteral("385042-3"),
                              QStringLiteral("483348-1"), QStringLiteral("483348-2"), QStringLiteral("483348-3")}));
        const Item &third = data.items[5];
        QCOMPARE(third.turn, 3);
        QCOMPARE(third.sourceItem, QStringLiteral("368667-2"));
        QCOMPARE(third.sourcePath, QStringLiteral("images/368667/368667-output2.png"));
        QCOMPARE(third.sourceSize, QSize(1024, 1024));
        QCOMPARE(data.items[3].sourceSize, QSize(500, 500));
        QCOMPARE(third.outputs.at(0).system, QStringLiteral("DALL-E 2"));
        QCOMPARE(third.outputs.at(0).size, QSize(1024, 1024));
    }
};

QTEST_GUILESS_MAIN(TestMagicBrushImport)
#include "tst_magicbrushimport.moc"
