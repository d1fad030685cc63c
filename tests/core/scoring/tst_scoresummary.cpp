// The study browser's one-query reads: per-item metric means, edit types, BPM's stored components.
#include "scoring/scoresummary.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

const QString componentsVersion = QStringLiteral("bpm components v1");

Output output(const QString &system, QVector<Score> scores)
{
    Output o;
    o.system = system;
    o.scores = std::move(scores);
    return o;
}

} // namespace

class TestScoreSummary : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<StudyStore> m_store;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto store = StudyStore::create(m_dir.filePath(QStringLiteral("s.editlens")), m_dir.path());
        EL_VERIFY_OK(store);
        m_store = std::move(store).value();
        StudyData batch;
        Item a;
        a.key = QStringLiteral("a");
        a.instruction = QStringLiteral("make the car red");
        // S1 holds two versions of ssim: the one stored last (0.6) counts.
        a.outputs = {output(QStringLiteral("S1"), {{QStringLiteral("ssim"), QStringLiteral("v1"), 0.8},
                                                   {QStringLiteral("ssim"), QStringLiteral("v2"), 0.6},
                                                   {QStringLiteral("psnr"), QStringLiteral("v1"), 30.0}}),
                     output(QStringLiteral("S2"), {{QStringLiteral("ssim"), QStringLiteral("v2"), 0.4}})};
        Item b;
        b.key = QStringLiteral("b");
        b.instruction = QStringLiteral("make the car red"); // the stored parse wins over the parser
        b.parse = QJsonObject{{QStringLiteral("edit_type"), QStringLiteral("remove")},
                              {QStringLiteral("original_part"), QStringLiteral("boat")}};
        b.outputs = {output(QStringLiteral("S1"),
                            {{QStringLiteral("bpm_s_preserve"), componentsVersion, 0.9},
                             {QStringLiteral("bpm_s_size"), componentsVersion, 1.0},
                             {QStringLiteral("bpm_s_position"), componentsVersion, 0.5},
                             {QStringLiteral("bpm_s_region"), componentsVersion, 1.5},
                             {QStringLiteral("bpm_s_modify"), componentsVersion + QStringLiteral("; S_modify clip"),
                              0.3},
                             {QStringLiteral("bpm_s_preserve"), QStringLiteral("bpm components v0"), 0.1}}),
                     output(QStringLiteral("S2"), {{QStringLiteral("bpm_s_size"), QStringLiteral("v0"), 0.0}})};
        Item c;
        c.key = QStringLiteral("c");
        c.instruction = QStringLiteral("turn it into a van gogh painting");
        batch.items = {a, b, c};
        EL_VERIFY_OK(m_store->importData(batch));
    }

    void meansAreOverOutputsWithTheNewestVersion()
    {
        const auto summary = loadScoreSummary(*m_store);
        EL_VERIFY_OK(summary);
        const auto items = m_store->itemSummaries();
        EL_VERIFY_OK(items);
        const qint64 a = items.value()[0].id, c = items.value()[2].id;
        // (0.6 + 0.4) / 2: S1's newest ssim and S2's.
        QCOMPARE(summary.value().itemMeans.value(a).value(QStringLiteral("ssim")), 0.5);
        QCOMPARE(summary.value().itemMeans.value(a).value(QStringLiteral("psnr")), 30.0);
        QVERIFY(!summary.value().itemMeans.contains(c));
        QVERIFY(summary.value().metrics.contains(QStringLiteral("ssim")));
        QVERIFY(summary.value().metrics.contains(QStringLiteral("bpm_s_size")));
        QVERIFY(std::is_sorted(summary.value().metrics.cbegin(), summary.value().metrics.cend()));
    }

    void editTypesComeFromTheStoredParseElseTheParser()
    {
        const auto types = loadItemEditTypes(*m_store);
        EL_VERIFY_OK(types);
        const auto items = m_store->itemSummaries();
        EL_VERIFY_OK(items);
        QCOMPARE(types.value().size(), 3);
        QCOMPARE(types.value().value(items.value()[0].id), QStringLiteral("change color"));
        QCOMPARE(types.value().value(items.value()[1].id), QStringLiteral("remove"));
        QCOMPARE(types.value().value(items.value()[2].id), QStringLiteral("other"));
    }

    void bpmComponentsOfTheRequestedVersionOnly()
    {
        const auto set = loadBpmComponents(*m_store, componentsVersion);
        EL_VERIFY_OK(set);
        QCOMPARE(set.value().outputIds.size(), 1); // S2 of b holds only another version
        const BpmComponents &c = set.value().components.constFirst();
        QCOMPARE(c.sPreserve.value_or(-1), 0.9);
        QCOMPARE(c.sModify.value_or(-1), 0.3);
        QCOMPARE(c.sSize, 1.0);
        QCOMPARE(c.sPosition, 0.5);
        QVERIFY(!c.global);
        const auto none = loadBpmComponents(*m_store, QStringLiteral("another version"));
        EL_VERIFY_OK(none);
        QVERIFY(none.value().components.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestScoreSummary)
#include "tst_scoresummary.moc"
