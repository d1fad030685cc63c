// The happens-before edges of util/tsanannotations.h and util/parallelfor.h: work handed to Qt's thread pool, its
// event queue and OpenCV's parallel_for_ sees what the submitting thread wrote, and the submitting thread sees what
// the work wrote once it has waited for it. In a plain build these check that the wrappers forward calls, arguments
// and results unchanged; under the tsan preset (halt_on_error) each one is also a data race ThreadSanitizer reports
// when the annotations are missing, since the libraries that order these accesses are not instrumented.

#include "util/parallelfor.h"
#include "util/tsanannotations.h"

#include <QObject>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <numeric>
#include <vector>

using namespace editlens::core;

class TestTsanAnnotations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handedOffForwardsArgumentsAndResults()
    {
        int calls = 0;
        auto add = handedOff([&calls](int a, int b) {
            ++calls;
            return a + b;
        });
        QCOMPARE(add(2, 3), 5);
        auto copy = add; // copies call the same work
        QCOMPARE(copy(4, 5), 9);
        const auto moved = std::move(copy);
        QCOMPARE(moved(1, 1), 2);
        QCOMPARE(calls, 3);
        // A move-only capture travels with the wrapper.
        auto owned = handedOff([value = std::make_unique<int>(7)] { return *value; });
        auto taken = std::move(owned);
        QCOMPARE(taken(), 7);
    }

    void runWorkSeesItsCapturesAndTheCallerSeesWhatItWrote()
    {
        QThreadPool pool;
        std::vector<int> input(4096);
        std::iota(input.begin(), input.end(), 1);
        std::vector<int> output;
        QFuture<long long> sum =
            QtConcurrent::run(&pool, handedOff(
                                         [input, &output] {
                                             output.assign(input.rbegin(), input.rend());
                                             return std::accumulate(input.begin(), input.end(), 0LL);
                                         },
                                         &output));
        sum.waitForFinished();
        EDITLENS_TSAN_ACQUIRE(&output);
        QCOMPARE(sum.result(), 4096LL * 4097 / 2);
        QCOMPARE(int(output.size()), 4096);
        QCOMPARE(output.front(), 4096);
        QCOMPARE(output.back(), 1);
    }

    void mapCallsOneCopyFromSeveralThreads()
    {
        QThreadPool pool;
        pool.setMaxThreadCount(4);
        const std::vector<int> factor(1, 3); // written here, read by every worker
        QVector<int> values(1000);
        std::iota(values.begin(), values.end(), 0);
        QtConcurrent::blockingMap(&pool, values, handedOff([&factor](int &v) { v *= factor.front(); }, &values));
        EDITLENS_TSAN_ACQUIRE(&values);
        for (int i = 0; i < values.size(); ++i)
            QCOMPARE(values.at(i), 3 * i);
    }

    void blockingCallToAnotherThreadHandsItsWritesBack()
    {
        QThread thread;
        QObject receiver;
        receiver.moveToThread(&thread);
        thread.start();
        std::vector<int> written;
        const QString before = QStringLiteral("written before the call");
        QString seen;
        QMetaObject::invokeMethod(&receiver,
                                  handedOff(
                                      [&] {
                                          seen = before;
                                          written.assign(100, 5);
                                      },
                                      &written),
                                  Qt::BlockingQueuedConnection);
        EDITLENS_TSAN_ACQUIRE(&written);
        thread.quit();
        thread.wait();
        QCOMPARE(seen, before);
        QCOMPARE(int(written.size()), 100);
        QCOMPARE(written.back(), 5);
    }

    void parallelForChunksSeeTheInputAndTheCallerSeesTheirOutput()
    {
        std::vector<int> input(10000);
        std::iota(input.begin(), input.end(), 0);
        std::vector<int> doubled(input.size(), -1);
        parallelFor(
            cv::Range(0, int(input.size())),
            [&](const cv::Range &chunk) {
                for (int i = chunk.start; i < chunk.end; ++i)
                    doubled[std::size_t(i)] = 2 * input[std::size_t(i)];
            },
            16.0);
        for (std::size_t i = 0; i < doubled.size(); ++i)
            QCOMPARE(doubled[i], 2 * int(i));
    }
};

QTEST_GUILESS_MAIN(TestTsanAnnotations)
#include "tst_tsanannotations.moc"
