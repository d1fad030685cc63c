// The origin names EditLens writes, and which detector an origin names: by the exact names, never by a substring.
#include "detect/differencedetector.h"
#include "io/diceimport.h"
#include "modelstages/stagerequests.h"
#include "study/differenceorigin.h"

#include <QTest>

using namespace editlens::core;

Q_DECLARE_METATYPE(editlens::core::DetectorKind)

class TestDifferenceOrigin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// The names the writers store are the ones the rule recognises.
    void writersUseTheNames()
    {
        QCOMPARE(DifferenceDetector::name(), QStringLiteral("pixel-diff detector"));
        QCOMPARE(DifferenceDetector::origin(),
                 QStringLiteral("pixel-diff detector %1").arg(DifferenceDetector::version));
        QCOMPARE(DiceImport::originName(), QStringLiteral("DICE"));
        QCOMPARE(modelstages::diceOrigin(QStringLiteral("Qwen/Qwen2.5-VL-7B")),
                 QStringLiteral("DICE via Qwen/Qwen2.5-VL-7B"));
        QCOMPARE(truthOriginName(), QStringLiteral("truth"));
        QCOMPARE(detectorKind(DifferenceDetector::origin()), DetectorKind::BuiltIn);
        QCOMPARE(detectorKind(DiceImport::originName()), DetectorKind::DiceImport);
        QCOMPARE(detectorKind(modelstages::diceOrigin(QStringLiteral("gpt-4o"))), DetectorKind::DiceRun);
    }

    void recognisesEachKind_data()
    {
        QTest::addColumn<QString>("origin");
        QTest::addColumn<DetectorKind>("kind");
        QTest::newRow("built in, name") << QStringLiteral("pixel-diff detector") << DetectorKind::BuiltIn;
        QTest::newRow("built in, v1") << QStringLiteral("pixel-diff detector 1") << DetectorKind::BuiltIn;
        QTest::newRow("built in, v12") << QStringLiteral("pixel-diff detector 12") << DetectorKind::BuiltIn;
        QTest::newRow("DICE") << QStringLiteral("DICE") << DetectorKind::DiceImport;
        QTest::newRow("no name") << QString() << DetectorKind::DiceImport;
        QTest::newRow("DICE via a model") << QStringLiteral("DICE via gpt-4o") << DetectorKind::DiceRun;
        // Names that merely contain a known one are other detectors.
        QTest::newRow("dice-lover") << QStringLiteral("dice-lover") << DetectorKind::Other;
        QTest::newRow("lower-case dice") << QStringLiteral("dice") << DetectorKind::Other;
        QTest::newRow("DICE via, no model") << QStringLiteral("DICE via ") << DetectorKind::Other;
        QTest::newRow("DICE-v2") << QStringLiteral("DICE-v2") << DetectorKind::Other;
        QTest::newRow("pixel-diff detector clone")
            << QStringLiteral("pixel-diff detector clone") << DetectorKind::Other;
        QTest::newRow("my pixel-diff detector") << QStringLiteral("my pixel-diff detector 1") << DetectorKind::Other;
        QTest::newRow("another detector") << QStringLiteral("owlv2") << DetectorKind::Other;
    }

    void recognisesEachKind()
    {
        QFETCH(QString, origin);
        QFETCH(DetectorKind, kind);
        QCOMPARE(detectorKind(origin), kind);
    }
};

QTEST_GUILESS_MAIN(TestDifferenceOrigin)
#include "tst_differenceorigin.moc"
