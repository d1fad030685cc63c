// The offline journal's file outlives the version that wrote it: a journal left by an earlier EditLens (the window
// was closed or killed while the server was away) must read and replay the same. Its rows are written here by hand,
// spelled as EditLens has written them since the journal exists; every edit kind is read back, written back the same,
// and replayed into a study file (which has the same applied_edits table as a server study).
#include "annotationfixture.h"
#include "document/editjournal.h"
#include "storage/differencestore.h"
#include "storage/sessionstore.h"
#include "testutil.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;

namespace {

/// One row of the `edits` table as the journal file holds it.
struct Row
{
    const char *key;
    const char *kind;
    const char *data;
};

/// Every kind, set and cleared, in the file's own spelling (QJsonDocument::Compact sorts the keys).
const Row kEarlierRows[] = {
    {"k1", "rating", R"({"annotator":"alice","dimension":"overall","output":"1","value":4})"},
    {"k2", "rating", R"({"annotator":"alice","dimension":"overall","output":"2"})"},
    {"k3", "preference", R"({"a":"1","annotator":"alice","b":"2","choice":"B","dimension":"","item":"1","left":"2"})"},
    {"k4", "preference", R"({"a":"3","annotator":"alice","b":"4","dimension":"","item":"2"})"},
    {"k5", "review", R"({"annotator":"alice","decision":"rejected","difference":"7"})"},
    {"k6", "review", R"({"annotator":"alice","difference":"8"})"},
    {"k7", "coherence", R"({"annotator":"alice","coherent":false,"difference":"7","rationale":"hair is cut"})"},
    {"k8", "coherence", R"({"annotator":"alice","difference":"8"})"},
    {"k9", "complete", R"({"annotator":"alice","complete":true,"output":"1"})"},
    {"k10", "submission", R"({"annotator":"alice","item":"1"})"},
};

/// Writes `rows` as a journal file at `file`, with the tables an earlier EditLens created.
void writeEarlierJournal(const QString &file, const QVector<Row> &rows)
{
    const QString connection = QStringLiteral("earlier-journal");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE edits (seq INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, kind TEXT"
                                      " NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL)")));
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE set_aside (seq INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, kind"
                                      " TEXT NOT NULL, made_at TEXT NOT NULL, data TEXT NOT NULL, reason TEXT NOT NULL,"
                                      " set_aside_at TEXT NOT NULL)")));
        for (const Row &r : rows) {
            q.prepare(QStringLiteral("INSERT INTO edits(key, kind, made_at, data) VALUES (?, ?, ?, ?)"));
            q.addBindValue(QString::fromLatin1(r.key));
            q.addBindValue(QString::fromLatin1(r.kind));
            q.addBindValue(QStringLiteral("2026-11-01T10:00:00.000Z"));
            q.addBindValue(QString::fromUtf8(r.data));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }
    }
    QSqlDatabase::removeDatabase(connection);
}

/// The (kind, data) of every row of `table` in the journal file `file`, oldest first.
QVector<QPair<QString, QString>> rowsOf(const QString &file, const QString &table)
{
    const QString connection = QStringLiteral("journal-rows");
    QVector<QPair<QString, QString>> rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT kind, data FROM %1 ORDER BY seq").arg(table)))
                while (q.next())
                    rows.push_back({q.value(0).toString(), q.value(1).toString()});
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return rows;
}

} // namespace

class TestEditJournal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anEarlierJournalReadsAsItWasWritten()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        writeEarlierJournal(file, QVector<Row>(std::begin(kEarlierRows), std::end(kEarlierRows)));
        auto journal = EditJournal::open(file);
        EL_VERIFY_OK(journal);
        const EditJournal &j = *journal.value();
        QCOMPARE(j.pendingCount(), 10);
        const QString alice = QStringLiteral("alice");

        QCOMPARE(j.rating(1, QStringLiteral("overall"), alice).value().value, std::optional<double>(4.0));
        QVERIFY(j.rating(2, QStringLiteral("overall"), alice).value().isClear());
        QVERIFY(!j.rating(3, QStringLiteral("overall"), alice).has_value()); // nothing journalled
        QVERIFY(!j.rating(1, QStringLiteral("overall"), QStringLiteral("bob")).has_value());

        const auto preference = j.preference(PreferenceKey{1, 1, 2, QString(), alice});
        QVERIFY(preference.has_value() && !preference->isClear());
        QCOMPARE(preference->value->choice, PreferenceChoice::B);
        QCOMPARE(preference->value->leftOutput, qint64(2));
        QVERIFY(j.preference(PreferenceKey{2, 3, 4, QString(), alice}).value().isClear());

        QCOMPARE(j.review(7, alice).value().value, std::optional<ReviewDecision>(ReviewDecision::Rejected));
        QVERIFY(j.review(8, alice).value().isClear());

        const auto label = j.coherence(7, alice);
        QVERIFY(label.has_value() && !label->isClear());
        QCOMPARE(label->value->coherent, false);
        QCOMPARE(label->value->rationale, QStringLiteral("hair is cut"));
        QCOMPARE(label->value->origin, alice);
        QVERIFY(j.coherence(8, alice).value().isClear());

        QCOMPARE(j.complete(1, alice), std::optional<bool>(true));
        QVERIFY(!j.complete(2, alice).has_value());
        QVERIFY(j.submitted(1, alice));
        QVERIFY(!j.submitted(2, alice));

        const QVector<JournalEdit> pending = j.pending().value();
        QCOMPARE(pending.first().key, QStringLiteral("k1"));
        QCOMPARE(pending.first().madeAt, QDateTime(QDate(2026, 11, 1), QTime(10, 0), Qt::UTC));
        QCOMPARE(pending.at(2).author(), alice); // a preference's author is its key's annotator
        QVERIFY(pending.at(2).as<PreferenceEdit>() != nullptr);
        QVERIFY(pending.at(2).as<RatingEdit>() == nullptr);
    }

    void editsAreWrittenAsEarlierVersionsWroteThem()
    {
        // What this version appends reads in an earlier one: the same kind names and the same JSON, byte for byte.
        QTemporaryDir dir;
        const QString earlier = dir.filePath(QStringLiteral("earlier.sqlite"));
        writeEarlierJournal(earlier, QVector<Row>(std::begin(kEarlierRows), std::end(kEarlierRows)));
        const QVector<JournalEdit> edits = EditJournal::open(earlier).value()->pending().value();

        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        {
            auto journal = EditJournal::open(file);
            EL_VERIFY_OK(journal);
            for (JournalEdit e : edits) {
                e.key.clear(); // a fresh key and time, as for an edit made now
                e.madeAt = QDateTime();
                EL_VERIFY_OK(journal.value()->append(e));
            }
        }
        const QVector<QPair<QString, QString>> rows = rowsOf(file, QStringLiteral("edits"));
        QCOMPARE(rows.size(), int(std::size(kEarlierRows)));
        for (int i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows.at(i).first, QString::fromLatin1(kEarlierRows[i].kind));
            QCOMPARE(rows.at(i).second, QString::fromUtf8(kEarlierRows[i].data));
        }
    }

    void anEarlierJournalReplaysIntoTheStudyAndSaysWhatItSent()
    {
        QTemporaryDir dir;
        auto store = makeAnnotationStudy(dir.filePath(QStringLiteral("study.editlens")), 1, 2);
        QVector<qint64> outputs;
        qint64 item = 0;
        for (const ItemSummary &s : store->itemSummaries().value()) {
            item = s.id;
            for (const Output &o : store->loadItem(s.id).value().outputs)
                outputs << o.id;
        }
        QCOMPARE(outputs.size(), 2);
        const QByteArray rating =
            QStringLiteral(R"({"annotator":"alice","dimension":"overall","output":"%1","value":4})")
                .arg(outputs[0])
                .toUtf8();
        const QByteArray complete =
            QStringLiteral(R"({"annotator":"alice","complete":true,"output":"%1"})").arg(outputs[1]).toUtf8();
        const QByteArray submission = QStringLiteral(R"({"annotator":"alice","item":"%1"})").arg(item).toUtf8();
        // A review of a difference the study does not hold: refused for good, set aside, and the rest go on.
        const QByteArray orphan =
            QByteArrayLiteral(R"({"annotator":"alice","decision":"accepted","difference":"999"})");
        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        writeEarlierJournal(file, {{"r1", "rating", rating.constData()},
                                   {"r2", "review", orphan.constData()},
                                   {"r3", "complete", complete.constData()},
                                   {"r4", "submission", submission.constData()}});
        auto journal = EditJournal::open(file);
        EL_VERIFY_OK(journal);

        // The replay says what it did: a field report about lost answers starts from this line.
        QTest::ignoreMessage(QtInfoMsg, QRegularExpression(QStringLiteral(
                                            "^replayed .* 3 sent, 1 refused and set aside, 0 still pending")));
        const ReplayReport report = journal.value()->replay(*store);
        QVERIFY2(!report.stopped, qPrintable(report.stopped ? report.stopped->toString() : QString()));
        QCOMPARE(report.sent, 3);
        QCOMPARE(report.setAside.size(), 1);
        QCOMPARE(report.setAside.first().edit.key, QStringLiteral("r2"));
        QCOMPARE(journal.value()->pendingCount(), 0);

        QCOMPARE(store->rating(outputs[0], QStringLiteral("overall"), QStringLiteral("alice")).value(),
                 std::optional<double>(4.0));
        QVERIFY(DifferenceStore(*store).completeBy(outputs[1]).value().contains(QStringLiteral("alice")));
        QVERIFY(SessionStore(*store).submission(QStringLiteral("alice"), item).value().submitted);
        // The set-aside edit stays in the file as it was written.
        const QVector<QPair<QString, QString>> aside = rowsOf(file, QStringLiteral("set_aside"));
        QCOMPARE(aside.size(), 1);
        QCOMPARE(aside.first().second, QString::fromUtf8(orphan));
    }
};

QTEST_GUILESS_MAIN(TestEditJournal)
#include "tst_editjournal.moc"
