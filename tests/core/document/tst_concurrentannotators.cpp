// Two annotator processes (this executable re-run with EDITLENS_TEST_ANNOTATOR set) write 200 ratings
// each through StudyDocument commands into one study at the same time: every write must be there.
#include "annotationfixture.h"
#include "document/commands/ratingcommands.h"
#include "document/studydocument.h"
#include "testutil.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace editlens::core;

namespace {

// On a server, the shared-study test: 2 clients x 1,000 ratings (100 items x 2 outputs x 5 dimensions).
int ratingsPerAnnotator()
{
    return editlens::testing::testOnServer() ? 1000 : 200;
}

int runAnnotator(const QString &study, const QString &annotator)
{
    auto store = StudyStore::open(study);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    StudyDocument doc(std::move(store).value());
    if (!doc.setAnnotator(annotator))
        return 1;
    QVector<qint64> outputs;
    for (const ItemSummary &s : doc.store().itemSummaries().value())
        for (const Output &o : doc.store().loadItem(s.id).value().outputs)
            outputs << o.id;
    const QStringList dimensions = {QStringLiteral("overall"), QStringLiteral("edited_area"),
                                    QStringLiteral("non_edited_consistency"), QStringLiteral("size"),
                                    QStringLiteral("position")};
    int failures = 0;
    QObject::connect(&doc, &StudyDocument::writeFailed, [&](const Error &e) {
        ++failures;
        std::fprintf(stderr, "%s\n", qPrintable(e.toString()));
    });
    for (int i = 0; i < ratingsPerAnnotator(); ++i) {
        const qint64 output = outputs[i % outputs.size()];
        const QString &dimension = dimensions[i / outputs.size()];
        doc.undoStack()->push(new SetRatingCommand(&doc, output, dimension, annotator, 1 + i % 5));
    }
    return failures == 0 ? 0 : 2;
}

} // namespace

class TestConcurrentAnnotators : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { EL_REQUIRE_SERVER_IF_ON_SERVER(); }

    void twoAnnotatorProcessesLoseNoWrites()
    {
        const QString study = editlens::testing::studyLocation(m_dir.filePath(QStringLiteral("shared.editlens")));
        makeAnnotationStudy(study, ratingsPerAnnotator() / 10, 2); // 2 outputs x 5 dimensions per item
        QVector<QProcess *> procs;
        for (const QString &name : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            auto *p = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("EDITLENS_TEST_ANNOTATOR"), study + QLatin1Char('|') + name);
            p->setProcessEnvironment(env);
            p->setProcessChannelMode(QProcess::ForwardedChannels);
            p->start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(p->waitForStarted());
            procs << p;
        }
        for (QProcess *p : procs) {
            QVERIFY(p->waitForFinished(240000));
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            QCOMPARE(p->exitCode(), 0);
        }
        auto store = StudyStore::open(study);
        EL_VERIFY_OK(store);
        QCOMPARE(store.value()->integrityCheck(), QStringLiteral("ok"));
        QCOMPARE(store.value()->counts().value().ratings, 2 * ratingsPerAnnotator());
        for (const QString &name : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            const ItemSummary last = store.value()->itemSummaries().value().back();
            const qint64 lastOutput = store.value()->loadItem(last.id).value().outputs.back().id;
            const auto v = store.value()->rating(lastOutput, QStringLiteral("position"), name).value();
            QVERIFY(v.has_value());
            QCOMPARE(*v, double(1 + (ratingsPerAnnotator() - 1) % 5));
        }
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString annotator = qEnvironmentVariable("EDITLENS_TEST_ANNOTATOR");
    if (!annotator.isEmpty()) {
        const QStringList f = annotator.split(QLatin1Char('|'));
        return runAnnotator(f.value(0), f.value(1));
    }
    TestConcurrentAnnotators test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_concurrentannotators.moc"
