#include "alignment/alignmentengine.h"
#include "report/reportcharts.h"
#include "report/studyreport.h"
#include "scoring/metricregistry.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::report;

namespace {

const QString evilInstruction = QStringLiteral("add a <script>alert(\"x\")</script> & a hat");

/// Six items × three systems, two annotators, one dimension; metric "m" (higher is better) and "l1" (a distance:
/// the engine negates it). Item "evil" has its outputs ordered by "m" against the humans, so it heads m's queue and
/// its instruction is printed.
StudyData handBuilt()
{
    StudyData study;
    study.name = QStringLiteral("tiny <b>study</b>");
    study.dimensions << Dimension{QStringLiteral("overall"), 1, 5, {}};
    const char *systems[] = {"A", "B", "C"};
    const double human[6][3] = {{5, 3, 1}, {4, 2, 3}, {2, 5, 4}, {3, 1, 2}, {1, 4, 5}, {4, 4, 2}};
    const double m[6][3] = {{0.1, 0.5, 0.9}, {0.8, 0.3, 0.4}, {0.2, 0.9, 0.6},
                            {0.7, 0.2, 0.1}, {0.3, 0.5, 0.6}, {0.6, 0.65, 0.2}};
    const double l1[6][3] = {{0.05, 0.2, 0.3}, {0.1, 0.4, 0.2}, {0.3, 0.1, 0.2},
                             {0.2, 0.3, 0.25}, {0.4, 0.2, 0.1}, {0.1, 0.1, 0.3}};
    for (int i = 0; i < 6; ++i) {
        Item item;
        item.key = i == 0 ? QStringLiteral("evil") : QStringLiteral("item%1").arg(i);
        item.instruction = i == 0 ? evilInstruction : QStringLiteral("make it blue %1").arg(i);
        item.parse.insert(QStringLiteral("edit_type"), i % 2 ? QStringLiteral("add") : QStringLiteral("remove"));
        for (int s = 0; s < 3; ++s) {
            Output o;
            o.system = QLatin1String(systems[s]);
            // Two annotators one point apart around a value that keeps human ties where the table has them.
            o.ratings << Rating{QStringLiteral("r1"), QStringLiteral("overall"), human[i][s], 0}
                      << Rating{QStringLiteral("r2"), QStringLiteral("overall"),
                                human[i][s] + ((i + s) % 2 ? 1.0 : 0.0), 0};
            o.scores << Score{QStringLiteral("m"), QStringLiteral("v1"), m[i][s]}
                     << Score{QStringLiteral("l1"), QStringLiteral("l1/1"), l1[i][s]};
            item.outputs << o;
        }
        study.items << item;
    }
    return study;
}

/// The built-in metrics, as the CLI and the window hand them to the report.
const MetricRegistry &builtins()
{
    static const MetricRegistry registry = [] {
        MetricRegistry r;
        r.registerBuiltins();
        return r;
    }();
    return registry;
}

StudyReportOptions reportOptions()
{
    StudyReportOptions o;
    o.bootstrap = 200;
    o.studyFile = QStringLiteral("/x/tiny.editlens");
    o.editLensVersion = QStringLiteral("test");
    return o;
}

alignment::AlignmentReport engineReport(const StudyData &study, const StudyReportOptions &o)
{
    alignment::AlignmentOptions a;
    a.protocol = o.protocol;
    a.bootstrap = o.bootstrap;
    a.seed = o.seed;
    MetricRegistry registry;
    registry.registerBuiltins();
    for (const MetricInfo &m : registry.metrics())
        if (m.direction == MetricDirection::LowerIsBetter)
            a.lowerIsBetter << m.id;
    return alignment::computeAlignment(alignment::RatingTable::fromStudy(study), a);
}

/// The cells of the Markdown table row that follows `heading` and whose first cell is `first` (unescaped).
QStringList tableRow(const QString &markdown, const QString &heading, const QString &first)
{
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    const qsizetype start = lines.indexOf(heading);
    if (start < 0)
        return {};
    for (qsizetype i = start + 1; i < lines.size() && !lines.at(i).startsWith(QLatin1Char('#')); ++i) {
        QString line = lines.at(i);
        if (!line.startsWith(QLatin1String("| ")))
            continue;
        line = line.mid(2, line.size() - 4);
        QStringList cells = line.split(QStringLiteral(" | "));
        for (QString &c : cells)
            c.remove(QLatin1Char('\\'));
        if (cells.value(0) == first)
            return cells;
    }
    return {};
}

double cell(const QStringList &row, int column)
{
    bool ok = false;
    const double v = row.value(column).toDouble(&ok);
    return ok ? v : std::numeric_limits<double>::quiet_NaN();
}

/// Longest run of pixels of colour `rgb` on row `y`.
int run(const QImage &image, int y, QRgb rgb)
{
    int best = 0, current = 0;
    for (int x = 0; x < image.width(); ++x) {
        current = (image.pixel(x, y) & 0xffffff) == (rgb & 0xffffff) ? current + 1 : 0;
        best = std::max(best, current);
    }
    return best;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markdownHoldsTheEngineNumbers()
    {
        const StudyData study = handBuilt();
        const StudyReportOptions options = reportOptions();
        const Result<ReportDocument> doc = buildStudyReport(study, builtins(), options);
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        const alignment::AlignmentReport expected = engineReport(study, options);
        const QString alignHeading = QStringLiteral("### Alignment with the humans (overall)");
        for (const QString &metric : {QStringLiteral("m"), QStringLiteral("l1")}) {
            const alignment::CorrelationCell c = expected.metrics.value(metric).value(QStringLiteral("overall"));
            const QStringList row = tableRow(md, alignHeading, metric);
            QVERIFY2(row.size() == 11, qPrintable(metric));
            QVERIFY(c.spearman && c.pearson && c.kendall && c.ci95);
            QVERIFY2(qAbs(cell(row, 1) - *c.spearman) < 5e-5,
                     qPrintable(row.join(QLatin1Char(';')) + QStringLiteral(" expected ")
                                + QString::number(*c.spearman)));
            QVERIFY(qAbs(cell(row, 4) - *c.pearson) < 5e-5);
            QVERIFY(qAbs(cell(row, 6) - *c.kendall) < 5e-5);
            // The p-values next to their coefficients, as every view formats them.
            QVERIFY(c.spearmanP && c.pearsonP && c.kendallP);
            QCOMPARE(row.value(2), alignment::formatPValue(c.spearmanP));
            QCOMPARE(row.value(5), alignment::formatPValue(c.pearsonP));
            QCOMPARE(row.value(7), alignment::formatPValue(c.kendallP));
            const QStringList ci = row.value(3).split(QStringLiteral(" \u2013 "));
            QCOMPARE(ci.size(), 2);
            QVERIFY(qAbs(ci[0].toDouble() - c.ci95->first) < 5e-5);
            QVERIFY(qAbs(ci[1].toDouble() - c.ci95->second) < 5e-5);
            const auto pairwise = expected.pairwise.value(metric).value(QStringLiteral("overall"));
            QVERIFY(pairwise.mean);
            QVERIFY(qAbs(cell(row, 8) - *pairwise.mean) < 5e-5);
            QCOMPARE(int(cell(row, 9)), c.n);
            // BPM Table 1 layout: "A vs B", "A vs C", "B vs C", mean.
            const QStringList pairRow =
                tableRow(md, QStringLiteral("### Pairwise alignment per system pair (overall)"), metric);
            QCOMPARE(pairRow.size(), 5);
            QVERIFY(qAbs(cell(pairRow, 1) - *pairwise.pairs.value(QStringLiteral("A vs B"))) < 5e-4);
            QVERIFY(qAbs(cell(pairRow, 4) - *pairwise.mean) < 5e-4);
        }
        // The distance is negated: l1 orders these outputs mostly like the humans, so its correlation is positive.
        QVERIFY(*expected.metrics.value(QStringLiteral("l1")).value(QStringLiteral("overall")).spearman > 0);
        const alignment::CeilingCell ceiling = expected.ceiling.value(QStringLiteral("overall"));
        const QStringList ceilingRow = tableRow(md, QStringLiteral("### Human ceiling (overall)"), num(ceiling.h2h));
        QVERIFY2(!ceilingRow.isEmpty(), "ceiling row");
        QVERIFY(qAbs(cell(ceilingRow, 1) - *ceiling.icc21) < 5e-5);
        QVERIFY(qAbs(cell(ceilingRow, 2) - *ceiling.alphaInterval) < 5e-5);
        QCOMPARE(int(cell(ceilingRow, 3)), ceiling.nItems);
        // Study counts, protocol and versions.
        QCOMPARE(tableRow(md, QStringLiteral("## Study"), QStringLiteral("ratings")).value(1), QStringLiteral("36"));
        QVERIFY(md.contains(QStringLiteral("tanh( (1/G)")));
        QCOMPARE(tableRow(md, QStringLiteral("## Metrics"), QStringLiteral("l1")).value(3), QStringLiteral("l1/1"));
        // Each metric's reference: what the edited image was compared with.
        QCOMPARE(tableRow(md, QStringLiteral("## Metrics"), QStringLiteral("l1")).value(4),
                 QStringLiteral("source image"));
        QCOMPARE(tableRow(md, QStringLiteral("## Metrics"), QStringLiteral("m")).value(4),
                 QStringLiteral("as defined by the import"));
        // The queue of m starts with the item whose order m inverts.
        const QStringList first = tableRow(md, QStringLiteral("#### m"), QStringLiteral("1"));
        QCOMPARE(first.value(1), QStringLiteral("evil"));
        QCOMPARE(first.value(4), QStringLiteral("3 / 3"));
    }

    void metricAddedToTheRegistryIsNamedAndOriented()
    {
        // "m" is a distance its caller registered with MetricRegistry::add(): the report must name it, say that lower
        // is better and negate it as the engine does, not take it for an imported higher-is-better value.
        MetricRegistry registry = builtins();
        MetricInfo distance;
        distance.id = QStringLiteral("m");
        distance.name = QStringLiteral("My distance");
        distance.kind = MetricKind::Pixel;
        distance.direction = MetricDirection::LowerIsBetter;
        distance.version = QStringLiteral("v1");
        registry.add(distance);
        const StudyData study = handBuilt();
        StudyReportOptions options = reportOptions();
        options.bootstrap = 0;
        const Result<ReportDocument> doc = buildStudyReport(study, registry, options);
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        const QStringList metricRow = tableRow(md, QStringLiteral("## Metrics"), QStringLiteral("m"));
        QCOMPARE(metricRow.value(1), QStringLiteral("My distance"));
        QCOMPARE(metricRow.value(2), QStringLiteral("lower is better"));
        alignment::AlignmentOptions a;
        a.protocol = options.protocol;
        a.lowerIsBetter = registry.lowerIsBetterIds();
        const alignment::AlignmentReport negated =
            alignment::computeAlignment(alignment::RatingTable::fromStudy(study), a);
        const auto spearman = negated.metrics.value(QStringLiteral("m")).value(QStringLiteral("overall")).spearman;
        QVERIFY(spearman);
        const QStringList row =
            tableRow(md, QStringLiteral("### Alignment with the humans (overall)"), QStringLiteral("m"));
        QVERIFY2(qAbs(cell(row, 1) - *spearman) < 5e-5, qPrintable(row.join(QLatin1Char(';'))));
        // Under the built-in registry the same values are an imported higher-is-better metric: the opposite sign.
        const Result<ReportDocument> plain = buildStudyReport(study, builtins(), options);
        EL_VERIFY_OK(plain);
        const QStringList plainRow =
            tableRow(plain.value().toMarkdown(QStringLiteral("charts")),
                     QStringLiteral("### Alignment with the humans (overall)"), QStringLiteral("m"));
        QVERIFY2(qAbs(cell(plainRow, 1) + *spearman) < 5e-5, qPrintable(plainRow.join(QLatin1Char(';'))));
    }

    void subsetIsNamedWithItsN()
    {
        const StudyData study = handBuilt();
        StudyReportOptions options = reportOptions();
        options.bootstrap = 0;
        options.subset.conditions << alignment::SubsetCondition::parse(QStringLiteral("edit_type=remove")).value();
        const Result<ReportDocument> doc = buildStudyReport(study, builtins(), options);
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        // Items 0, 2 and 4 are remove edits: 3 items × 3 systems.
        QCOMPARE(tableRow(md, QStringLiteral("### Outputs: edit_type=remove"), QStringLiteral("overall")).value(1),
                 QStringLiteral("9"));
        const QStringList row =
            tableRow(md, QStringLiteral("### Alignment with the humans (overall)"), QStringLiteral("m"));
        QCOMPARE(row.value(9), QStringLiteral("9"));
        alignment::AlignmentOptions engine;
        engine.subset = options.subset;
        engine.lowerIsBetter << QStringLiteral("l1");
        const alignment::CorrelationCell c =
            alignment::computeAlignment(alignment::RatingTable::fromStudy(study), engine)
                .metrics.value(QStringLiteral("m"))
                .value(QStringLiteral("overall"));
        QVERIFY(qAbs(cell(row, 1) - *c.spearman) < 5e-5);
        QCOMPARE(row.value(2), alignment::formatPValue(c.spearmanP));

        options.subset.conditions = {alignment::SubsetCondition::parse(QStringLiteral("system=Z")).value()};
        const Result<ReportDocument> unknown = buildStudyReport(study, builtins(), options);
        QVERIFY(!unknown);
        QVERIFY(unknown.error().message.contains(QStringLiteral("system=Z")));
    }

    void bpmQueueNamesTheDrivingComponent()
    {
        // BPM ranks like m; its S_preserve does too, S_modify follows the humans, the region terms are constant:
        // every disagreement of BPM is S_preserve's.
        StudyData study = handBuilt();
        for (Item &item : study.items)
            for (Output &o : item.outputs) {
                const double m = o.scores.at(0).value;
                o.scores << Score{QStringLiteral("bpm"), QStringLiteral("b1"), m}
                         << Score{QStringLiteral("bpm_s_preserve"), QStringLiteral("b1"), m}
                         << Score{QStringLiteral("bpm_s_modify"), QStringLiteral("b1"), o.ratings.at(0).value}
                         << Score{QStringLiteral("bpm_s_region"), QStringLiteral("b1"), 2.0};
            }
        const Result<ReportDocument> doc = buildStudyReport(study, builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        const QStringList first = tableRow(md, QStringLiteral("#### bpm"), QStringLiteral("1"));
        QCOMPARE(first.value(1), QStringLiteral("evil"));
        QCOMPARE(first.value(7), QStringLiteral("S_preserve"));
        QVERIFY(md.contains(QStringLiteral("BPM = \u03b1")));
    }

    void groundTruthTestAndAlphaSweepTables()
    {
        // Without roles or BPM components neither table is there.
        const Result<ReportDocument> plain = buildStudyReport(handBuilt(), builtins(), reportOptions());
        EL_VERIFY_OK(plain);
        const QString plainMd = plain.value().toMarkdown(QStringLiteral("charts"));
        QVERIFY(!plainMd.contains(QStringLiteral("## Ground-truth test")));
        QVERIFY(!plainMd.contains(QStringLiteral("## \u03b1 sweep")));

        // A is the ground truth, B the excessively preserved and C the excessively modified candidate. l1 (lowest
        // wins): A on 3 items, B on 1, C on 1, A and B tie on the last -> A 3.5/6, B 1.5/6, C 1/6, one tie.
        StudyData study = handBuilt();
        const OutputRole roles[] = {OutputRole::GroundTruth, OutputRole::ExcessivelyPreserved,
                                    OutputRole::ExcessivelyModified};
        for (Item &item : study.items)
            for (int s = 0; s < item.outputs.size(); ++s) {
                Output &o = item.outputs[s];
                o.role = roles[s];
                o.scores << Score{QStringLiteral("bpm_s_preserve"), QStringLiteral("b1"), o.scores.at(0).value}
                         << Score{QStringLiteral("bpm_s_modify"), QStringLiteral("b1"), o.ratings.at(0).value}
                         << Score{QStringLiteral("bpm_s_size"), QStringLiteral("b1"), 1.0}
                         << Score{QStringLiteral("bpm_s_position"), QStringLiteral("b1"), 1.0};
            }
        const Result<ReportDocument> doc = buildStudyReport(study, builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        const QStringList l1 = tableRow(md, QStringLiteral("## Ground-truth test"), QStringLiteral("l1"));
        QCOMPARE(l1, (QStringList{QStringLiteral("l1"), QStringLiteral("0.583"), QStringLiteral("0.250"),
                                  QStringLiteral("0.167"), QStringLiteral("6"), QStringLiteral("1")}));
        const QString sweep = QStringLiteral("## \u03b1 sweep");
        QVERIFY2(md.contains(sweep), qPrintable(md));
        for (int k = 0; k <= 10; ++k) {
            const QStringList row = tableRow(md, sweep, QString::number(k / 10.0, 'f', 1));
            QCOMPARE(row.size(), 2); // α and the one dimension
            QVERIFY2(std::isfinite(cell(row, 1)), qPrintable(row.join(QLatin1Char(' '))));
        }
        QVERIFY(md.indexOf(QStringLiteral("## Ground-truth test")) < md.indexOf(sweep));
    }

    void studyTextIsEscaped()
    {
        QTemporaryDir dir;
        const Result<ReportDocument> doc = buildStudyReport(handBuilt(), builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const Result<ReportFiles> files = writeStudyReport(doc.value(), dir.path());
        EL_VERIFY_OK(files);
        QFile html(files.value().html);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(!page.contains(QStringLiteral("<script")));
        QVERIFY(!page.contains(QStringLiteral("<b>study")));
        QVERIFY(page.contains(QStringLiteral("add a &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a hat")));
        QVERIFY(page.contains(QStringLiteral("tiny &lt;b&gt;study&lt;/b&gt;")));
        QFile md(files.value().markdown);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(md.readAll());
        QVERIFY(!text.contains(QStringLiteral("<script")));
        QVERIFY(text.contains(QStringLiteral("&lt;script&gt;")));
    }

    void chartsDecodeFromFilesAndFromTheHtml()
    {
        QTemporaryDir dir;
        const Result<ReportDocument> doc = buildStudyReport(handBuilt(), builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const Result<ReportFiles> files = writeStudyReport(doc.value(), dir.filePath(QStringLiteral("new/sub")));
        EL_VERIFY_OK(files);
        // One correlation chart and a scatter per metric (2 <= scatterMetrics).
        QCOMPARE(files.value().charts.size(), 3);
        for (const QString &path : files.value().charts) {
            const QImage image(path);
            QVERIFY2(!image.isNull() && image.width() > 300, qPrintable(path));
        }
        QFile html(files.value().html);
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        const QRegularExpression dataUri(QStringLiteral("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
        int decoded = 0;
        for (auto it = dataUri.globalMatch(page); it.hasNext(); ++decoded)
            QVERIFY(!QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1()), "PNG").isNull());
        QCOMPARE(decoded, 3);
    }

    void partialMetricIsMarkedAndRankedAfterCompleteOnes()
    {
        // "few" is scored on systems A and B only, equal to the people's first rating: Spearman 1 where it is defined,
        // above "m" and "l1", yet it covers 2 of 3 systems and must be listed after them, marked, with C named.
        StudyData study = handBuilt();
        for (Item &item : study.items)
            for (int s = 0; s < 2; ++s)
                item.outputs[s].scores << Score{QStringLiteral("few"), QStringLiteral("f1"),
                                                item.outputs[s].ratings.constFirst().value};
        const Result<ReportDocument> doc = buildStudyReport(study, builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const QString md = doc.value().toMarkdown(QStringLiteral("charts"));
        const QString heading = QStringLiteral("### Alignment with the humans (overall)");
        const QStringList row = tableRow(md, heading, QStringLiteral("few (partial)"));
        QVERIFY2(row.size() == 11, qPrintable(md));
        QCOMPARE(row.value(10), QStringLiteral("C"));
        QVERIFY(tableRow(md, heading, QStringLiteral("few")).isEmpty());
        const qsizetype table = md.indexOf(heading);
        const qsizetype few = md.indexOf(QStringLiteral("| few (partial) |"), table);
        for (const QString &complete : {QStringLiteral("| m |"), QStringLiteral("| l1 |")}) {
            const qsizetype at = md.indexOf(complete, table);
            QVERIFY2(at > table && at < few, qPrintable(complete));
        }
    }

    void barLengthIsProportionalToTheCorrelation()
    {
        const QImage chart =
            correlationChart(QStringLiteral("t"),
                             {{QStringLiteral("a"), 0.8, std::nullopt}, {QStringLiteral("b"), 0.4, std::nullopt}},
                             std::nullopt);
        QVERIFY(!chart.isNull());
        // Rows are 26 px high below a 46 px title; the bars are filled with 0x4e79a7.
        const int a = run(chart, 46 + 13, 0x4e79a7);
        const int b = run(chart, 46 + 26 + 13, 0x4e79a7);
        QVERIFY2(a > 100, qPrintable(QString::number(a)));
        QVERIFY2(qAbs(a - 2 * b) <= 2, qPrintable(QStringLiteral("%1 vs %2").arg(a).arg(b)));
    }

    void writeFailsWithAClearError_data()
    {
        QTest::addColumn<bool>("readOnlyDir");
        QTest::newRow("parent is a file") << false;
        QTest::newRow("read-only folder") << true;
    }
    void writeFailsWithAClearError()
    {
        QFETCH(bool, readOnlyDir);
        QTemporaryDir dir;
        QString target;
        if (readOnlyDir) {
            target = dir.filePath(QStringLiteral("ro"));
            QVERIFY(QDir().mkpath(target));
            QFile::setPermissions(target, QFile::ReadOwner | QFile::ExeOwner);
            QFile probe(target + QStringLiteral("/probe"));
            if (probe.open(QIODevice::WriteOnly))
                QSKIP("running as root: a read-only folder is writable");
        } else {
            QFile file(dir.filePath(QStringLiteral("plain")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            target = file.fileName() + QStringLiteral("/report");
        }
        const Result<ReportDocument> doc = buildStudyReport(handBuilt(), builtins(), reportOptions());
        EL_VERIFY_OK(doc);
        const Result<ReportFiles> files = writeStudyReport(doc.value(), target);
        QVERIFY(!files.ok());
        QVERIFY2(files.error().toString().contains(target), qPrintable(files.error().toString()));
        QVERIFY(files.error().message.startsWith(QStringLiteral("cannot")));
        QVERIFY(!QFile::exists(target + QStringLiteral("/index.html")));
    }

    void escapingKeepsNoMarkup_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("html");
        QTest::newRow("intraword underscore")
            << QStringLiteral("bpm_s_size") << QStringLiteral("bpm_s_size") << QStringLiteral("bpm_s_size");
        QTest::newRow("emphasis and pipes") << QStringLiteral("_a_ *b* | c") << QStringLiteral("\\_a\\_ \\*b\\* \\| c")
                                            << QStringLiteral("_a_ *b* | c");
        QTest::newRow("markup") << QStringLiteral("<img src=x onerror='y'> & \"q\"")
                                << QStringLiteral("&lt;img src=x onerror='y'&gt; &amp; \"q\"")
                                << QStringLiteral("&lt;img src=x onerror=&#39;y&#39;&gt; &amp; &quot;q&quot;");
        QTest::newRow("line break") << QStringLiteral("a\nb") << QStringLiteral("a b") << QStringLiteral("a\nb");
    }
    void escapingKeepsNoMarkup()
    {
        QFETCH(QString, text);
        QFETCH(QString, markdown);
        QFETCH(QString, html);
        QCOMPARE(markdownEscape(text), markdown);
        QCOMPARE(htmlEscape(text), html);
    }

    void unknownDimensionIsAnError()
    {
        StudyReportOptions o = reportOptions();
        o.dimensions = {QStringLiteral("nope")};
        const Result<ReportDocument> doc = buildStudyReport(handBuilt(), builtins(), o);
        QVERIFY(!doc.ok());
        QVERIFY(doc.error().message.contains(QStringLiteral("nope")));
    }

private:
    static QString num(const std::optional<double> &v) { return v ? QString::number(*v, 'f', 4) : QString(); }
};

// Charts draw text, which needs a QGuiApplication; the test runs on the offscreen platform (CMake sets it).
QTEST_MAIN(TestReport)
#include "tst_report.moc"
