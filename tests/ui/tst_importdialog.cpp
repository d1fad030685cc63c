// The Import dialog: the format list (detection, or any registered format), the column mapping of a table of image
// pairs, and an import through the window's job with what the dialog chose; MagicBrush's own manifest.tsv end to end
// when the shared data is there.
#include "importdialog.h"
#include "io/formatregistry.h"
#include "io/tableimport.h"
#include "scratchstudy.h"
#include "storage/studystore.h"
#include "studyjob.h"
#include "testutil.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens;
using namespace editlens::testing;

namespace {

/// Runs the window's import job with what `dialog` chose; (ok, message).
QPair<bool, QString> importWith(const ui::ImportDialog &dialog, const core::FormatRegistry &registry,
                                const QString &study)
{
    ui::StudyJob *job =
        ui::StudyJob::startImport(registry, study, dialog.formatId(), dialog.source(), dialog.options(), nullptr);
    QSignalSpy finished(job, &ui::StudyJob::finished);
    if (!finished.wait(20000))
        return {false, QStringLiteral("timeout")};
    return {finished.front().at(0).toBool(), finished.front().at(1).toString()};
}

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    core::FormatRegistry m_registry;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QString newStudy(const QString &name, const QString &root)
    {
        auto store = core::StudyStore::create(path(name), root);
        if (!store)
            qFatal("%s", qPrintable(store.error().toString()));
        return store.value()->filePath();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_registry.registerBuiltins();
        writeImage(path(QStringLiteral("img/s1.png")), QSize(6, 4), Qt::gray);
        writeImage(path(QStringLiteral("img/s2.png")), QSize(5, 5), Qt::gray);
        writeImage(path(QStringLiteral("img/t1.png")), QSize(6, 4), Qt::red);
        writeImage(path(QStringLiteral("img/t2.png")), QSize(5, 5), Qt::red);
        writeImage(path(QStringLiteral("img/x1.png")), QSize(8, 8), Qt::green);
        writeImage(path(QStringLiteral("img/x2.png")), QSize(8, 8), Qt::green);
        writeText(path(QStringLiteral("pairs.tsv")),
                  "test_json_index\ttask\tinstruction\tsource_image\ttarget_image\tmodel_x\n"
                  "0\tmagicbrush\tPut a cat on the seat.\timg/s1.png\timg/t1.png\timg/x1.png\n"
                  "1\tmagicbrush\tAdd a kite\timg/s2.png\timg/t2.png\timg/x2.png\n");
        writeText(path(QStringLiteral("unnamed.tsv")), "a\tb\tc\nPut a cat on the seat.\timg/s1.png\timg/x1.png\n");
    }

    void formatListOffersDetectionAndEveryImportFormat()
    {
        ui::ImportDialog dialog(m_registry, path(QStringLiteral("none.editlens")), m_dir.path());
        QCOMPARE(dialog.formatId(), QStringLiteral("auto"));
        QCOMPARE(dialog.formatCombo()->count(), int(m_registry.importFormats().size()) + 1);
        const int table = dialog.formatCombo()->findData(core::TableImport::formatId());
        QVERIFY(table > 0);
        QCOMPARE(dialog.formatCombo()->itemData(table, Qt::ToolTipRole).toString(),
                 m_registry.importFormat(core::TableImport::formatId())->description());
        QVERIFY(!dialog.importButton()->isEnabled()); // nothing chosen yet
        QVERIFY(dialog.columnTable()->isHidden());
    }

    void detectedTableShowsItsColumnsMappedByName()
    {
        const QString study = newStudy(QStringLiteral("detected.editlens"), m_dir.path());
        ui::ImportDialog dialog(m_registry, study, m_dir.path());
        dialog.setSource(path(QStringLiteral("pairs.tsv")));
        QCOMPARE(dialog.formatId(), QStringLiteral("auto"));
        QVERIFY(dialog.readsTable());
        QVERIFY(!dialog.columnTable()->isHidden());
        QCOMPARE(dialog.columnTable()->rowCount(), 6);
        QVERIFY(dialog.importButton()->isEnabled());
        QCOMPARE(dialog.columns().find(core::TableRole::Instruction)->column, QStringLiteral("instruction"));
        QCOMPARE(dialog.columns().find(core::TableRole::Source)->column, QStringLiteral("source_image"));
        QCOMPARE(dialog.columns().find(core::TableRole::Target)->column, QStringLiteral("target_image"));
        QVERIFY(dialog.columns().outputs().isEmpty()); // "model_x" is no name the detection knows

        // Map the model's column and name the systems; an id column too.
        QVERIFY(dialog.setColumnRole(QStringLiteral("model_x"), core::TableRole::Output, QStringLiteral("Model X")));
        QVERIFY(
            dialog.setColumnRole(QStringLiteral("target_image"), core::TableRole::Target, QStringLiteral("DALL-E 2")));
        QVERIFY(dialog.setColumnRole(QStringLiteral("test_json_index"), core::TableRole::Id));
        QVERIFY(!dialog.setColumnRole(QStringLiteral("no such column"), core::TableRole::Id));
        // A single role moves: the task column as instruction takes it from "instruction", and back.
        QVERIFY(dialog.setColumnRole(QStringLiteral("task"), core::TableRole::Instruction));
        QCOMPARE(dialog.columns().find(core::TableRole::Instruction)->column, QStringLiteral("task"));
        QVERIFY(dialog.setColumnRole(QStringLiteral("instruction"), core::TableRole::Instruction));
        QCOMPARE(dialog.columns().find(core::TableRole::Instruction)->column, QStringLiteral("instruction"));

        const auto mapping = core::TableColumns::parse(dialog.options().columns);
        EL_VERIFY_OK(mapping);
        QCOMPARE(mapping.value(), dialog.columns());
        const auto outcome = importWith(dialog, m_registry, study);
        QVERIFY2(outcome.first, qPrintable(outcome.second));

        auto store = core::StudyStore::open(study);
        EL_VERIFY_OK(store);
        const core::StudyData data = store.value()->load().value();
        QCOMPARE(data.items.size(), 2);
        QCOMPARE(data.items[0].key, QStringLiteral("0"));
        QCOMPARE(data.items[0].instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(data.items[0].outputs.size(), 2);
        QCOMPARE(data.items[0].outputs[0].system, QStringLiteral("DALL-E 2"));
        QCOMPARE(data.items[0].outputs[0].role, core::OutputRole::GroundTruth);
        QCOMPARE(data.items[0].outputs[1].system, QStringLiteral("Model X"));
        QCOMPARE(data.items[0].outputs[1].path, QStringLiteral("img/x1.png"));
        QCOMPARE(data.items[1].groundTruthPath, QStringLiteral("img/t2.png"));
    }

    void unknownInputAsksForAFormatAndTheColumns()
    {
        const QString study = newStudy(QStringLiteral("chosen.editlens"), m_dir.path());
        ui::ImportDialog dialog(m_registry, study, m_dir.path());
        dialog.setSource(path(QStringLiteral("unnamed.tsv")));
        QVERIFY(!dialog.importButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("Format list")));
        QVERIFY(!dialog.statusLabel()->text().contains(QStringLiteral("--")));
        // Imported anyway with detection, the window's job names the dialog, not the command line.
        const auto refused = importWith(dialog, m_registry, study);
        QVERIFY(!refused.first);
        QVERIFY2(!refused.second.contains(QStringLiteral("--format")), qPrintable(refused.second));
        QVERIFY2(refused.second.contains(QStringLiteral("Import dialog")), qPrintable(refused.second));

        // The table format, picked in the list: nothing maps yet, and the dialog says what is missing.
        dialog.formatCombo()->setCurrentIndex(dialog.formatCombo()->findData(core::TableImport::formatId()));
        QCOMPARE(dialog.formatId(), QStringLiteral("table"));
        QVERIFY(!dialog.columnTable()->isHidden());
        QCOMPARE(dialog.columnTable()->rowCount(), 3);
        QVERIFY(!dialog.importButton()->isEnabled());
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("instruction")),
                 qPrintable(dialog.statusLabel()->text()));
        QVERIFY(dialog.setColumnRole(QStringLiteral("a"), core::TableRole::Instruction));
        QVERIFY(dialog.setColumnRole(QStringLiteral("b"), core::TableRole::Source));
        QVERIFY(!dialog.importButton()->isEnabled()); // no image column yet
        QVERIFY(dialog.setColumnRole(QStringLiteral("c"), core::TableRole::Output));
        QVERIFY(dialog.importButton()->isEnabled());

        const auto outcome = importWith(dialog, m_registry, study);
        QVERIFY2(outcome.first, qPrintable(outcome.second));
        auto store = core::StudyStore::open(study);
        EL_VERIFY_OK(store);
        const core::StudyData data = store.value()->load().value();
        QCOMPARE(data.items.size(), 1);
        QCOMPARE(data.items[0].key, QStringLiteral("unnamed-1"));
        QCOMPARE(data.items[0].outputs.at(0).system, QStringLiteral("c"));
    }

    void aFolderIsNoTable()
    {
        ui::ImportDialog dialog(m_registry, path(QStringLiteral("none.editlens")), m_dir.path());
        QVERIFY(dialog.setFormat(core::TableImport::formatId()));
        dialog.setSource(path(QStringLiteral("img")));
        QVERIFY(!dialog.importButton()->isEnabled());
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("not a folder")),
                 qPrintable(dialog.statusLabel()->text()));
    }

    void theStudyFileIsRefusedUnread()
    {
        const QString study = newStudy(QStringLiteral("self.editlens"), m_dir.path());
        ui::ImportDialog dialog(m_registry, study, m_dir.path());
        dialog.setSource(study);
        QVERIFY(!dialog.importButton()->isEnabled());
        QVERIFY(dialog.statusLabel()->text().contains(QStringLiteral("study itself")));
    }

    // Real data (see ../shared/data/SOURCES.md): MagicBrush's own manifest.tsv through the dialog.
    void realMagicBrushManifestTsvImportsThroughTheDialog()
    {
        const QString shared = QDir::cleanPath(QStringLiteral(EDITLENS_SHARED_DATA_DIR "/magicbrush-pairs"));
        const QString tsv = QDir(shared).filePath(QStringLiteral("manifest.tsv"));
        if (!QFileInfo::exists(tsv))
            QSKIP("../shared/data/magicbrush-pairs is absent (a fresh clone has no shared data); real-data test "
                  "skipped");
        const QString study = newStudy(QStringLiteral("real.editlens"), shared);
        ui::ImportDialog dialog(m_registry, study, shared);
        dialog.setSource(tsv);
        QVERIFY(dialog.readsTable());
        QVERIFY2(dialog.importButton()->isEnabled(), qPrintable(dialog.statusLabel()->text()));
        QVERIFY(
            dialog.setColumnRole(QStringLiteral("target_image"), core::TableRole::Target, QStringLiteral("DALL-E 2")));
        const auto outcome = importWith(dialog, m_registry, study);
        QVERIFY2(outcome.first, qPrintable(outcome.second));
        QVERIFY2(outcome.second.contains(QStringLiteral("12 items")), qPrintable(outcome.second));
        auto store = core::StudyStore::open(study);
        EL_VERIFY_OK(store);
        const core::StudyData data = store.value()->load().value();
        QCOMPARE(data.items.size(), 12);
        QCOMPARE(data.items[0].instruction, QStringLiteral("Put a cat on the seat."));
        QCOMPARE(data.items[0].sourceSize, QSize(500, 500));
        QCOMPARE(data.items[0].outputs.at(0).system, QStringLiteral("DALL-E 2"));
        QCOMPARE(data.items[0].outputs.at(0).size, QSize(1024, 1024));
    }
};

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
