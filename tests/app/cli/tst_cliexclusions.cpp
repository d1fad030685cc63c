// The real editlens-cli binary: `align` and `report` leave out the annotators the study excludes, those named with
// --exclude-annotators and those who failed at least N attention checks (--exclude-failed-checks), say who and why,
// and give the numbers of a study that never had their ratings.
#include "clirun.h"
#include "storage/annotatorexclusions.h"
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

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// Six items of one system; r1 and r2 rate item i as i + 1 and the metric m = i agrees with them; r3 rates
/// 5, 1, 5, 1, 5, 1 (and is left out with `withR3` false).
QByteArray manifest(bool withR3)
{
    const int r3[] = {5, 1, 5, 1, 5, 1};
    QByteArray m;
    for (int i = 0; i < 6; ++i) {
        QStringList ratings;
        for (const char *who : {"r1", "r2"})
            ratings << QStringLiteral("{\"annotator\":\"%1\",\"dimension\":\"overall\",\"value\":%2}")
                           .arg(QLatin1String(who))
                           .arg(i + 1);
        if (withR3)
            ratings << QStringLiteral("{\"annotator\":\"r3\",\"dimension\":\"overall\",\"value\":%1}").arg(r3[i]);
        m += QStringLiteral("{\"id\":\"i%1\",\"instruction\":\"add a hat\",\"outputs\":[{\"system\":\"A\",\"ratings\":"
                            "[%2],\"scores\":[{\"metric\":\"m\",\"value\":%1}]}]}\n")
                 .arg(i)
                 .arg(ratings.join(QLatin1Char(',')))
                 .toUtf8();
    }
    return m;
}

} // namespace

class TestCliExclusions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_all;     ///< the study with r3
    QString m_without; ///< the same study without r3's ratings

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QJsonObject alignJson(const QString &study, const QStringList &more = {})
    {
        const Run r = cli(QStringList{QStringLiteral("align"), study, QStringLiteral("--protocol"),
                                      QStringLiteral("pooled"), QStringLiteral("--json")}
                          + more);
        [&] { QVERIFY2(r.code == 0, r.err.constData()); }();
        return QJsonDocument::fromJson(r.out).object();
    }

    static double spearman(const QJsonObject &o)
    {
        return o[QStringLiteral("metrics")][QStringLiteral("m")][QStringLiteral("overall")][QStringLiteral("spearman")]
            .toDouble();
    }

    static QStringList excluded(const QJsonObject &o, QStringList *reasons = nullptr)
    {
        QStringList names;
        for (const auto &v : o[QStringLiteral("excluded_annotators")].toArray()) {
            names << v[QStringLiteral("annotator")].toString();
            if (reasons)
                *reasons << v[QStringLiteral("reason")].toString();
        }
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const bool withR3 : {true, false}) {
            const QString jsonl = path(withR3 ? QStringLiteral("all.jsonl") : QStringLiteral("without.jsonl"));
            QFile f(jsonl);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(manifest(withR3));
            f.close();
            const QString study = path(withR3 ? QStringLiteral("all.editlens") : QStringLiteral("without.editlens"));
            const Run r = cli({QStringLiteral("import"), study, jsonl});
            QVERIFY2(r.code == 0, r.err.constData());
            (withR3 ? m_all : m_without) = study;
        }
    }

    void namedAnnotatorsAreLeftOut()
    {
        const QJsonObject all = alignJson(m_all);
        const QJsonObject without = alignJson(m_without);
        QVERIFY(excluded(all).isEmpty());
        QCOMPARE(spearman(without), 1.0);
        QVERIFY(spearman(all) < 0.95);

        QStringList reasons;
        const QJsonObject named = alignJson(m_all, {QStringLiteral("--exclude-annotators"), QStringLiteral("r3")});
        QCOMPARE(spearman(named), spearman(without));
        QCOMPARE(excluded(named, &reasons), QStringList{QStringLiteral("r3")});
        QCOMPARE(reasons, QStringList{QStringLiteral("named for this run")});

        // The text output says who, too.
        const Run text =
            cli({QStringLiteral("align"), m_all, QStringLiteral("--exclude-annotators"), QStringLiteral("r3")});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("excluded from alignment: r3 (named for this run)"), text.out.constData());

        // A name nobody rated under is refused (a typo would exclude no one), as is a threshold below 1.
        const Run typo =
            cli({QStringLiteral("align"), m_all, QStringLiteral("--exclude-annotators"), QStringLiteral("r4")});
        QCOMPARE(typo.code, 2);
        QVERIFY2(typo.err.contains("no annotator 'r4'"), typo.err.constData());
        const Run zero =
            cli({QStringLiteral("align"), m_all, QStringLiteral("--exclude-failed-checks"), QStringLiteral("0")});
        QCOMPARE(zero.code, 2);
    }

    void theStudysListAndFailedChecksAreLeftOut()
    {
        {
            auto store = StudyStore::open(m_all);
            EL_VERIFY_OK(store);
            // Gold answers on items 0 and 1 (expected 1 and 2, as r1 and r2 rate them): r3 fails both.
            for (int i = 0; i < 2; ++i) {
                const auto items = store.value()->itemSummaries().value();
                qint64 output = 0;
                for (const auto &s : items)
                    if (s.key == QStringLiteral("i%1").arg(i))
                        output = store.value()->loadItem(s.id).value().outputs.at(0).id;
                QVERIFY(output > 0);
                EL_VERIFY_OK(PlanStore(*store.value()).setGoldAnswer({output, QStringLiteral("overall"), i + 1.0, 0}));
            }
        }
        const QJsonObject without = alignJson(m_without);
        QStringList reasons;
        const QJsonObject failed = alignJson(m_all, {QStringLiteral("--exclude-failed-checks"), QStringLiteral("1")});
        QCOMPARE(excluded(failed, &reasons), QStringList{QStringLiteral("r3")});
        QCOMPARE(reasons, QStringList{QStringLiteral("failed 2 of 2 attention checks")});
        QCOMPARE(spearman(failed), spearman(without));
        QVERIFY(excluded(alignJson(m_all, {QStringLiteral("--exclude-failed-checks"), QStringLiteral("3")})).isEmpty());

        // The report lists who was left out and why, in its annotator section.
        const QString out = path(QStringLiteral("report"));
        const Run report = cli({QStringLiteral("report"), m_all, out, QStringLiteral("--bootstrap"),
                                QStringLiteral("0"), QStringLiteral("--exclude-failed-checks"), QStringLiteral("1")});
        QVERIFY2(report.code == 0, report.err.constData());
        QVERIFY2(report.err.contains("excluded from alignment: r3 (failed 2 of 2 attention checks)"),
                 report.err.constData());
        const QString md = readText(out + QStringLiteral("/report.md"));
        QVERIFY(md.contains(QStringLiteral("## Annotators")));
        QVERIFY(md.contains(QStringLiteral("r3 (failed 2 of 2 attention checks)")));
        QVERIFY(md.contains(QStringLiteral("excluded: failed 2 of 2 attention checks")));

        // The study's own list applies without any option.
        {
            auto store = StudyStore::open(m_all);
            EL_VERIFY_OK(store);
            EL_VERIFY_OK(setExcludedAnnotators(*store.value(), {QStringLiteral("r3")}));
        }
        reasons.clear();
        const QJsonObject stored = alignJson(m_all);
        QCOMPARE(excluded(stored, &reasons), QStringList{QStringLiteral("r3")});
        QCOMPARE(reasons, QStringList{QStringLiteral("excluded in the study's settings")});
        QCOMPARE(spearman(stored), spearman(without));

        // annotators list says the same, with the checks failed and the agreement.
        const Run list = cli({QStringLiteral("annotators"), QStringLiteral("list"), m_all});
        QVERIFY2(list.code == 0, list.err.constData());
        const QList<QByteArray> lines = list.out.split('\n');
        QVERIFY(lines.at(0).endsWith("failed_checks\tagreement_r\tagreement_n\tin_alignment"));
        bool seen = false;
        for (const QByteArray &line : lines)
            if (line.startsWith("r3\t")) {
                seen = true;
                // r3 = 5 1 5 1 5 1 against the others' mean 1..6: Σdxdy = −6, Σdx² = 24, Σdy² = 17.5,
                // r = −6 / √420 = −0.29277.
                QVERIFY2(line.endsWith("\t2/2\t-0.2928\t6\tno"), line.constData());
            }
        QVERIFY(seen);
    }
};

QTEST_GUILESS_MAIN(TestCliExclusions)
#include "tst_cliexclusions.moc"
