// The real editlens-cli binary: `gold` sets the answers of the plan's gold items from an expert's ratings or a CSV
// file (all or nothing), lists and removes them, and the attention checks then count against an annotator in
// `annotators list` and `align --exclude-failed-checks`.
#include "clirun.h"
#include "storage/planstore.h"
#include "storage/studystore.h"
#include "testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

using Run = editlens::test::CliRun;

Run cli(const QStringList &args)
{
    return editlens::test::runCli(args);
}

/// Four items i0..i3 with systems A and B. "expert" and r1 rate item i's outputs i + 1 (A) and i + 2 (B); r3 rates
/// every output 5. The metric m = i agrees with the expert.
QByteArray manifest()
{
    QByteArray m;
    for (int i = 0; i < 4; ++i) {
        QStringList outputs;
        for (int s = 0; s < 2; ++s) {
            QStringList ratings;
            for (const char *who : {"expert", "r1"})
                ratings << QStringLiteral("{\"annotator\":\"%1\",\"dimension\":\"overall\",\"value\":%2}")
                               .arg(QLatin1String(who))
                               .arg(i + 1 + s);
            ratings << QStringLiteral("{\"annotator\":\"r3\",\"dimension\":\"overall\",\"value\":5}");
            outputs << QStringLiteral(
                           "{\"system\":\"%1\",\"ratings\":[%2],\"scores\":[{\"metric\":\"m\",\"value\":%3}]}")
                           .arg(s == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                           .arg(ratings.join(QLatin1Char(',')))
                           .arg(i + s);
        }
        m += QStringLiteral("{\"id\":\"i%1\",\"instruction\":\"add a hat\",\"outputs\":[%2]}\n")
                 .arg(i)
                 .arg(outputs.join(QLatin1Char(',')))
                 .toUtf8();
    }
    return m;
}

/// The study's gold answers as "item system dimension expected tolerance" lines, read through the core.
QStringList storedAnswers(const QString &study)
{
    auto store = StudyStore::open(study);
    if (!store)
        return {QStringLiteral("cannot open: ") + store.error().toString()};
    auto answers = PlanStore(*store.value()).namedGoldAnswers();
    if (!answers)
        return {QStringLiteral("cannot read: ") + answers.error().toString()};
    QStringList out;
    for (const NamedGoldAnswer &a : answers.value())
        out << QStringLiteral("%1 %2 %3 %4 %5")
                   .arg(a.itemKey, a.system, a.answer.dimension)
                   .arg(a.answer.expected)
                   .arg(a.answer.tolerance);
    return out;
}

} // namespace

class TestCliGold : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_study;

    QString writeFile(const QString &name, const QByteArray &text)
    {
        QString path = m_dir.filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_study = m_dir.filePath(QStringLiteral("study.editlens"));
        const Run imported = cli({QStringLiteral("import"), m_study, writeFile(QStringLiteral("s.jsonl"), manifest())});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const Run planned = cli({QStringLiteral("plan"), m_study, QStringLiteral("--annotators"),
                                 QStringLiteral("r1,r3"), QStringLiteral("--gold"), QStringLiteral("i1,i2")});
        QVERIFY2(planned.code == 0, planned.err.constData());
    }

    void fromAnnotatorTakesTheirRatingsOnTheGoldItems()
    {
        const Run r = cli({QStringLiteral("gold"), m_study, QStringLiteral("--from-annotator"),
                           QStringLiteral("expert"), QStringLiteral("--tolerance"), QStringLiteral("0.5")});
        QVERIFY2(r.code == 0, r.err.constData());
        // Only i1 and i2 are gold: the expert's ratings there (i + 1 on A, i + 2 on B), nothing on i0 or i3.
        QCOMPARE(storedAnswers(m_study),
                 (QStringList{QStringLiteral("i1 A overall 2 0.5"), QStringLiteral("i1 B overall 3 0.5"),
                              QStringLiteral("i2 A overall 3 0.5"), QStringLiteral("i2 B overall 4 0.5")}));
        const Run list = cli({QStringLiteral("gold"), m_study, QStringLiteral("--list")});
        QVERIFY2(list.code == 0, list.err.constData());
        QVERIFY2(list.out.contains("i2\tB\toverall\t4 ± 0.5\n"), list.out.constData());

        const Run nobody =
            cli({QStringLiteral("gold"), m_study, QStringLiteral("--from-annotator"), QStringLiteral("nobody")});
        QCOMPARE(nobody.code, 1);
        QVERIFY2(nobody.err.contains("'nobody' rated no output of the plan's gold items"), nobody.err.constData());
        QCOMPARE(storedAnswers(m_study).size(), 4);
    }

    void csvReplacesTheAnswersWithItsRows()
    {
        const QString csv = writeFile(QStringLiteral("gold.csv"), "item,system,dimension,expected,tolerance\n"
                                                                  "i1,A,overall,2\n"
                                                                  "i2,B,overall,3.5,1\n");
        const Run r = cli({QStringLiteral("gold"), m_study, QStringLiteral("--csv"), csv});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(storedAnswers(m_study),
                 (QStringList{QStringLiteral("i1 A overall 2 0"), QStringLiteral("i2 B overall 3.5 1")}));
    }

    void aRefusedCsvWritesNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("malformed line") << QByteArray("i1,A,overall,1\ni1,B,overall\n")
                                        << QByteArray(":2: expected item,system,dimension,expected[,tolerance]");
        QTest::newRow("not a number") << QByteArray("i1,A,overall,1\n\ni2,A,overall,high\n")
                                      << QByteArray(":3: the expected value and the tolerance are numbers");
        QTest::newRow("not gold") << QByteArray("i1,A,overall,1\ni0,A,overall,1\n")
                                  << QByteArray(":2: item 'i0' is not a gold item of the plan");
        QTest::newRow("unknown item") << QByteArray("i9,A,overall,1\n") << QByteArray(":1: the study has no item 'i9'");
        QTest::newRow("unknown system") << QByteArray("i1,C,overall,1\n")
                                        << QByteArray(":1: item 'i1' has no output of system 'C'");
        QTest::newRow("unknown dimension")
            << QByteArray("i1,A,sharpness,1\n") << QByteArray(":1: the study has no rating dimension 'sharpness'");
        QTest::newRow("off the scale") << QByteArray("i1,A,overall,6\n")
                                       << QByteArray(":1: 6 is off the scale of 'overall' (1 to 5)");
        QTest::newRow("negative tolerance")
            << QByteArray("i1,A,overall,2,-1\n") << QByteArray(":1: a tolerance is a number of 0 or more");
    }

    void aRefusedCsvWritesNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, error);
        const QStringList before = storedAnswers(m_study);
        QVERIFY(!before.isEmpty());
        const QString csv = writeFile(QStringLiteral("bad.csv"), text);
        const Run r = cli({QStringLiteral("gold"), m_study, QStringLiteral("--csv"), csv});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QByteArray(QByteArray("bad.csv") + error)), r.err.constData());
        QCOMPARE(storedAnswers(m_study), before);
    }

    void aMissedAnswerIsAFailedCheckAndExcludes()
    {
        // One answer: i1's output A is a 2 (tolerance 0). r1 rated it 2, r3 rated it 5.
        const QString csv = writeFile(QStringLiteral("one.csv"), "i1,A,overall,2\n");
        const Run set = cli({QStringLiteral("gold"), m_study, QStringLiteral("--csv"), csv});
        QVERIFY2(set.code == 0, set.err.constData());

        const Run list = cli({QStringLiteral("annotators"), QStringLiteral("list"), m_study});
        QVERIFY2(list.code == 0, list.err.constData());
        const QList<QByteArray> lines = list.out.split('\n');
        const int failedColumn = lines.at(0).split('\t').indexOf("failed_checks");
        QVERIFY(failedColumn > 0);
        QHash<QByteArray, QByteArray> failed;
        for (const QByteArray &line : lines.mid(1))
            if (!line.isEmpty())
                failed.insert(line.split('\t').at(0), line.split('\t').at(failedColumn));
        QCOMPARE(failed.value("r3"), QByteArray("1/1"));
        QCOMPARE(failed.value("r1"), QByteArray("0/1"));

        const Run align =
            cli({QStringLiteral("align"), m_study, QStringLiteral("--protocol"), QStringLiteral("pooled"),
                 QStringLiteral("--json"), QStringLiteral("--exclude-failed-checks"), QStringLiteral("1")});
        QVERIFY2(align.code == 0, align.err.constData());
        QStringList excluded;
        for (const auto &v :
             QJsonDocument::fromJson(align.out).object()[QStringLiteral("excluded_annotators")].toArray())
            excluded << v[QStringLiteral("annotator")].toString() + QLatin1Char(' ')
                            + v[QStringLiteral("reason")].toString();
        QCOMPARE(excluded, QStringList{QStringLiteral("r3 failed 1 of 1 attention checks")});
    }

    void aProtectedPlanChangesItsAnswersOnlyWithThePassphrase()
    {
        const QString passphrase = writeFile(QStringLiteral("passphrase.txt"), "correct horse\n");
        const QString wrong = writeFile(QStringLiteral("wrong.txt"), "battery staple\n");
        const Run protect = cli({QStringLiteral("plan"), m_study, QStringLiteral("--annotators"),
                                 QStringLiteral("r1,r3"), QStringLiteral("--gold"), QStringLiteral("i1,i2"),
                                 QStringLiteral("--new-passphrase-file"), passphrase});
        QVERIFY2(protect.code == 0, protect.err.constData());
        const QStringList before = storedAnswers(m_study);
        QVERIFY(!before.isEmpty());
        const Run without = cli({QStringLiteral("gold"), m_study, QStringLiteral("--clear")});
        QCOMPARE(without.code, 1);
        QVERIFY2(without.err.contains("protected by a passphrase"), without.err.constData());
        const Run wrongOne = cli({QStringLiteral("gold"), m_study, QStringLiteral("--from-annotator"),
                                  QStringLiteral("expert"), QStringLiteral("--passphrase-file"), wrong});
        QCOMPARE(wrongOne.code, 1);
        QCOMPARE(storedAnswers(m_study), before);
        // Listing changes nothing, and a plan --show needs no passphrase either.
        QCOMPARE(cli({QStringLiteral("gold"), m_study, QStringLiteral("--list")}).code, 0);
        const Run right = cli({QStringLiteral("gold"), m_study, QStringLiteral("--from-annotator"),
                               QStringLiteral("expert"), QStringLiteral("--passphrase-file"), passphrase});
        QVERIFY2(right.code == 0, right.err.constData());
        QCOMPARE(storedAnswers(m_study).size(), 4);
        const Run unprotect =
            cli({QStringLiteral("plan"), m_study, QStringLiteral("--annotators"), QStringLiteral("r1,r3"),
                 QStringLiteral("--gold"), QStringLiteral("i1,i2"), QStringLiteral("--passphrase-file"), passphrase,
                 QStringLiteral("--remove-passphrase")});
        QVERIFY2(unprotect.code == 0, unprotect.err.constData());
    }

    void clearRemovesEveryAnswer()
    {
        QVERIFY(!storedAnswers(m_study).isEmpty());
        const Run r = cli({QStringLiteral("gold"), m_study, QStringLiteral("--clear")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(storedAnswers(m_study), QStringList{});
        // One action at a time.
        QCOMPARE(cli({QStringLiteral("gold"), m_study, QStringLiteral("--list"), QStringLiteral("--clear")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliGold)
#include "tst_cligold.moc"
