// The shown item: blind names without touching the stored item, the output kept by its shown system name from item
// to item, and the document's difference edits followed in both forms without reloading.
#include "annotate/systemnamer.h"
#include "annotatestudy.h"
#include "currentitem.h"
#include "document/commands/differencecommands.h"
#include "document/studydocument.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace editlens;

class TestCurrentItem : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    core::FormatRegistry m_formats;
    QString m_study; ///< two items, outputs SysAlpha and SysBeta

    std::unique_ptr<core::StudyDocument> open(const QString &file)
    {
        auto store = core::StudyStore::open(file);
        return store ? std::make_unique<core::StudyDocument>(std::move(store).value()) : nullptr;
    }

    static core::Item load(core::StudyDocument &document, int row)
    {
        const auto items = document.store().itemSummaries();
        return document.store().loadItem(items.value().at(row).id).value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_formats.registerBuiltins();
        auto study = testing::makeAnnotationStudy(m_dir, m_formats, 2);
        EL_VERIFY_OK(study);
        m_study = study.value();
    }

    void keepsTheShownSystemFromItemToItem()
    {
        auto document = open(m_study);
        QVERIFY(document);
        ui::SystemNamer namer;
        ui::CurrentItem current(namer);
        current.setDocument(document.get());
        QSignalSpy items(&current, &ui::CurrentItem::itemChanged);
        QSignalSpy outputs(&current, &ui::CurrentItem::outputChanged);

        current.setItem(load(*document, 0));
        QCOMPARE(items.size(), 1);
        QCOMPARE(items.last().at(1).toInt(), 0);
        QCOMPARE(current.outputIndex(), 0);

        current.setOutputIndex(1);
        current.setOutputIndex(1); // no change, no signal
        QCOMPARE(outputs.size(), 1);
        QCOMPARE(current.output(1)->system, QStringLiteral("SysBeta"));
        QVERIFY(!current.output(2));

        current.setItem(load(*document, 1)); // opens on SysBeta again
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.last().at(1).toInt(), 1);
        QCOMPARE(current.shown().outputs.at(current.outputIndex()).system, QStringLiteral("SysBeta"));

        core::Item none;
        none.id = 99;
        current.setItem(none);
        QCOMPARE(current.outputIndex(), -1);
        current.forget();
        QCOMPARE(current.shown().id, 0);
    }

    void blindsTheShownItemOnly()
    {
        QTemporaryDir dir;
        auto study = testing::makeAnnotationStudy(dir, m_formats, 2);
        EL_VERIFY_OK(study);
        {
            auto store = core::StudyStore::open(study.value());
            EL_VERIFY_OK(store);
            core::PlanOptions options; // blinded by default
            options.settings.seed = 5;
            EL_VERIFY_OK(core::StudyPlan::create(*store.value(), {QStringLiteral("ann")}, options));
        }
        auto document = open(study.value());
        QVERIFY(document);
        ui::SystemNamer namer;
        EL_VERIFY_OK(namer.load(document->store(), QStringLiteral("ann"), ui::SystemNamer::Audience::AnnotatorSession));
        QVERIFY(namer.blinded());
        ui::CurrentItem current(namer);
        current.setDocument(document.get());
        current.setItem(load(*document, 0));
        QCOMPARE(current.stored().outputs.size(), 2);
        QCOMPARE(current.shown().outputs.size(), 2);
        for (const core::Output &o : current.shown().outputs)
            QVERIFY(o.system != QLatin1String("SysAlpha") && o.system != QLatin1String("SysBeta"));
        QStringList stored;
        for (const core::Output &o : current.stored().outputs)
            stored << o.system;
        QCOMPARE(stored, (QStringList{QStringLiteral("SysAlpha"), QStringLiteral("SysBeta")}));
    }

    void followsTheDocumentsDifferences()
    {
        auto document = open(m_study);
        QVERIFY(document);
        EL_VERIFY_OK(document->setAnnotator(QStringLiteral("rev")));
        ui::SystemNamer namer;
        ui::CurrentItem current(namer);
        current.setDocument(document.get());
        current.setItem(load(*document, 1));
        QSignalSpy items(&current, &ui::CurrentItem::itemChanged);
        const qint64 outputId = current.stored().outputs[0].id;
        const int before = int(current.stored().outputs[0].differences.size());

        core::Difference mine;
        mine.op = core::EditOp::Add;
        mine.box = QRectF(4, 4, 20, 10);
        mine.originKind = core::OriginKind::Annotator;
        mine.origin = QStringLiteral("rev");
        document->undoStack()->push(new core::AddDifferenceCommand(document.get(), outputId, mine));
        QCOMPARE(int(current.stored().outputs[0].differences.size()), before + 1);
        QCOMPARE(int(current.shown().outputs[0].differences.size()), before + 1);
        QCOMPARE(items.size(), 0); // followed quietly: the views have the same signals

        document->undoStack()->undo();
        QCOMPARE(int(current.stored().outputs[0].differences.size()), before);
        QCOMPARE(int(current.shown().outputs[0].differences.size()), before);

        current.setDocument(nullptr); // no longer follows, and forgets the item
        QCOMPARE(current.shown().id, 0);
        document->undoStack()->redo();
        QVERIFY(current.stored().outputs.isEmpty());
    }
};

QTEST_MAIN(TestCurrentItem)
#include "tst_currentitem.moc"
