// A child process (this executable, re-run with EDITLENS_TEST_WRITER set) writes ratings one
// transaction at a time and prints "ok" after each commit returns. The parent SIGKILLs it at
// random points; every write acknowledged before the kill must be in the reopened study.
#include "storage/studystore.h"
#include "testutil.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace editlens::core;

namespace {

constexpr int outputsInStudy = 8;

/// Child mode: write `count` ratings as annotator `name`, acknowledging each on stdout.
int runWriter(const QString &study, const QString &annotator, int count)
{
    auto store = StudyStore::open(study);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(store.error().toString()));
        return 1;
    }
    const QVector<ItemSummary> items = store.value()->itemSummaries().value();
    QVector<qint64> outputs;
    for (const ItemSummary &s : items)
        for (const Output &o : store.value()->loadItem(s.id).value().outputs)
            outputs << o.id;
    for (int i = 0; i < count; ++i) {
        const qint64 output = outputs[i % outputs.size()];
        const QString dimension = QStringLiteral("d%1").arg(i / outputs.size());
        const double value = 1 + (i % 5);
        auto r = store.value()->setRating(output, dimension, annotator, value);
        if (!r) {
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
            return 1;
        }
        std::printf("ok %lld %s %g\n", static_cast<long long>(output), qPrintable(dimension), value);
        std::fflush(stdout);
    }
    return 0;
}

struct Ack
{
    qint64 output;
    QString dimension;
    double value;
};

QVector<Ack> parseAcks(const QByteArray &out)
{
    QVector<Ack> acks;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() == 4 && f[0] == "ok")
            acks.push_back({f[1].toLongLong(), QString::fromLatin1(f[2]), f[3].toDouble()});
    }
    return acks;
}

} // namespace

class TestCrashDurability : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString makeStudy(const QString &name, int dimensions)
    {
        QString path = m_dir.filePath(name);
        auto store = StudyStore::create(path, m_dir.path()).value();
        StudyData batch;
        for (int d = 0; d < dimensions; ++d)
            batch.dimensions.push_back({QStringLiteral("d%1").arg(d), 1, 5, {}});
        for (int i = 0; i < outputsInStudy / 2; ++i) {
            Item item;
            item.key = QStringLiteral("item-%1").arg(i);
            item.outputs.resize(2);
            item.outputs[0].system = QStringLiteral("A");
            item.outputs[1].system = QStringLiteral("B");
            batch.items.push_back(item);
        }
        const Status s = store->importData(batch);
        if (!s)
            qFatal("%s", qPrintable(s.error().toString()));
        return path;
    }

    QProcess *startWriter(const QString &study, const QString &annotator, int count)
    {
        auto *p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("EDITLENS_TEST_WRITER"),
                   study + QLatin1Char('|') + annotator + QLatin1Char('|') + QString::number(count));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QCoreApplication::applicationFilePath(), {});
        return p;
    }

private Q_SLOTS:
    void killedWriterLosesNothingAcknowledged()
    {
        // Several kills at random points; the seed is printed so a failure can be replayed.
        const quint32 seed = QRandomGenerator::global()->generate();
        qInfo("seed %u", seed);
        QRandomGenerator rng(seed);
        for (int round = 0; round < 3; ++round) {
            const QString study = makeStudy(QStringLiteral("kill-%1.editlens").arg(round), 50);
            QProcess *writer = startWriter(study, QStringLiteral("ann"), 400);
            QVERIFY(writer->waitForStarted());
            const int killAfter = 5 + int(rng.bounded(45)); // acknowledged writes before the kill
            QByteArray out;
            while (parseAcks(out).size() < killAfter && writer->state() == QProcess::Running) {
                writer->waitForReadyRead(5000);
                out += writer->readAllStandardOutput();
            }
            writer->kill(); // SIGKILL: no destructor, no clean close of the database
            QVERIFY(writer->waitForFinished(5000));
            out += writer->readAllStandardOutput();
            QCOMPARE(writer->exitStatus(), QProcess::CrashExit);
            const QVector<Ack> acks = parseAcks(out);
            QVERIFY(acks.size() >= killAfter);

            auto store = StudyStore::open(study);
            EL_VERIFY_OK(store);
            QCOMPARE(store.value()->integrityCheck(), QStringLiteral("ok"));
            for (const Ack &a : acks) {
                const auto stored = store.value()->rating(a.output, a.dimension, QStringLiteral("ann")).value();
                QVERIFY2(stored.has_value(),
                         qPrintable(QStringLiteral("lost write %1/%2").arg(a.output).arg(a.dimension)));
                QCOMPARE(*stored, a.value);
            }
            const qint64 stored = store.value()->counts().value().ratings;
            QVERIFY(stored >= acks.size());
            QVERIFY(stored <= acks.size() + 1); // at most the one write in flight at the kill
        }
    }

    void twoWriterProcessesOnOneFileLoseNoWrites()
    {
        const QString study = makeStudy(QStringLiteral("two.editlens"), 10);
        const int perWriter = 60;
        QProcess *a = startWriter(study, QStringLiteral("alice"), perWriter);
        QProcess *b = startWriter(study, QStringLiteral("bob"), perWriter);
        QVERIFY(a->waitForFinished(60000));
        QVERIFY(b->waitForFinished(60000));
        QCOMPARE(a->exitCode(), 0);
        QCOMPARE(b->exitCode(), 0);
        QCOMPARE(parseAcks(a->readAllStandardOutput()).size(), perWriter);
        QCOMPARE(parseAcks(b->readAllStandardOutput()).size(), perWriter);
        auto store = StudyStore::open(study);
        EL_VERIFY_OK(store);
        QCOMPARE(store.value()->counts().value().ratings, 2 * perWriter);
        QCOMPARE(store.value()->counts().value().annotators, 2);
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString writer = qEnvironmentVariable("EDITLENS_TEST_WRITER");
    if (!writer.isEmpty()) {
        const QStringList f = writer.split(QLatin1Char('|'));
        return runWriter(f.value(0), f.value(1), f.value(2).toInt());
    }
    TestCrashDurability test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashdurability.moc"
