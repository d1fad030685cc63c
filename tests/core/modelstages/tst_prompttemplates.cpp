#include "modelstages/prompttemplates.h"
#include "testutil.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace editlens::core;
using namespace editlens::core::modelstages;

namespace {

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A distinct value per placeholder, so that the rendered text shows where each one went.
QHash<QString, QString> valuesFor(const QStringList &placeholders)
{
    QHash<QString, QString> values;
    for (const QString &p : placeholders)
        values.insert(p, QStringLiteral("<<%1>>").arg(p));
    return values;
}

} // namespace

class TestPromptTemplates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyBuiltInTemplateLoadsAndRendersWithItsPlaceholders_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("answerFields"); ///< what the reader of its answer looks for
        QTest::newRow("parse") << QStringLiteral("parse")
                               << QStringList{QStringLiteral("\"original_part\""), QStringLiteral("\"edited_part\""),
                                              QStringLiteral("\"edit_type\""),     QStringLiteral("\"size\""),
                                              QStringLiteral("\"position\""),      QStringLiteral("\"being_added\""),
                                              QStringLiteral("\"added_object\"")};
        QTest::newRow("dice-detect") << QStringLiteral("dice-detect")
                                     << QStringList{QStringLiteral("\"differences\""), QStringLiteral("\"op\""),
                                                    QStringLiteral("\"box\""), QStringLiteral("\"description\""),
                                                    QStringLiteral("\"confidence\"")};
        QTest::newRow("dice-coherence") << QStringLiteral("dice-coherence")
                                        << QStringList{QStringLiteral("\"answer\""), QStringLiteral("\"rationale\"")};
        QTest::newRow("judge-sc") << QStringLiteral("judge-sc") << QStringList{QStringLiteral("\"score\": [")};
        QTest::newRow("judge-pq") << QStringLiteral("judge-pq") << QStringList{QStringLiteral("\"score\": [")};
        QTest::newRow("judge-pair") << QStringLiteral("judge-pair") << QStringList{QStringLiteral("\"verdict\"")};
        QTest::newRow("ground") << QStringLiteral("ground") << QStringList{QStringLiteral("\"boxes\"")};
    }
    void everyBuiltInTemplateLoadsAndRendersWithItsPlaceholders()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, answerFields);
        QVERIFY(builtInPromptNames().contains(name));
        const auto t = loadPromptTemplate(name);
        EL_VERIFY_OK(t);
        QCOMPARE(t.value().name, name);
        QCOMPARE(t.value().origin, QStringLiteral("built-in"));
        QVERIFY(!t.value().system.isEmpty());
        QCOMPARE(t.value().sha256, sha256(fileBytes(QStringLiteral(":/editlens/prompts/%1.txt").arg(name))));

        const QStringList placeholders = builtInPromptPlaceholders(name);
        const auto text = t.value().render(valuesFor(placeholders));
        EL_VERIFY_OK(text);
        for (const QString &p : placeholders)
            QVERIFY2(text.value().contains(QStringLiteral("<<%1>>").arg(p)), qPrintable(p));
        // Every placeholder the template uses is documented: none is left over after rendering.
        const QRegularExpression leftover(QStringLiteral("\\{[A-Za-z][A-Za-z0-9_]*\\}"));
        QVERIFY2(!leftover.match(text.value()).hasMatch(), qPrintable(leftover.match(text.value()).captured()));
        for (const QString &field : answerFields)
            QVERIFY2(text.value().contains(field), qPrintable(field));

        // Without any one of them, rendering fails and names it.
        for (const QString &p : placeholders) {
            QHash<QString, QString> values = valuesFor(placeholders);
            values.remove(p);
            const auto missing = t.value().render(values);
            QVERIFY(!missing.ok());
            QVERIFY2(missing.error().message.contains(QLatin1Char('{') + p + QLatin1Char('}')),
                     qPrintable(missing.error().message));
        }
    }

    void builtInNamesAreTheSevenStagesPrompts()
    {
        QCOMPARE(builtInPromptNames(),
                 QStringList({QStringLiteral("parse"), QStringLiteral("dice-detect"), QStringLiteral("dice-coherence"),
                              QStringLiteral("judge-sc"), QStringLiteral("judge-pq"), QStringLiteral("judge-pair"),
                              QStringLiteral("ground")}));
        QVERIFY(builtInPromptPlaceholders(QStringLiteral("no-such-stage")).isEmpty());
    }

    void aUserDirectoryOverridesOneTemplate()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray bytes = "You rate edits.\n---\nInstruction: {instruction}\nAnswer {\"score\": [0, 0]}\n";
        const QString file = dir.filePath(QStringLiteral("judge-sc.txt"));
        QVERIFY(writeFile(file, bytes));

        const auto own = loadPromptTemplate(QStringLiteral("judge-sc"), dir.path());
        EL_VERIFY_OK(own);
        QCOMPARE(own.value().origin, file);
        QCOMPARE(own.value().system, QStringLiteral("You rate edits."));
        QCOMPARE(own.value().user, QStringLiteral("Instruction: {instruction}\nAnswer {\"score\": [0, 0]}"));
        QCOMPARE(own.value().sha256, sha256(bytes));
        const auto builtIn = loadPromptTemplate(QStringLiteral("judge-sc"));
        EL_VERIFY_OK(builtIn);
        QVERIFY(own.value().sha256 != builtIn.value().sha256);
        // JSON in a template is text, not a placeholder.
        const auto text = own.value().render({{QStringLiteral("instruction"), QStringLiteral("make it red")}});
        EL_VERIFY_OK(text);
        QCOMPARE(text.value(), QStringLiteral("Instruction: make it red\nAnswer {\"score\": [0, 0]}"));

        // The folder holds no judge-pq.txt: the built-in one.
        const auto other = loadPromptTemplate(QStringLiteral("judge-pq"), dir.path());
        EL_VERIFY_OK(other);
        QCOMPARE(other.value().origin, QStringLiteral("built-in"));
    }

    void aFileWithoutDividerIsAllUserPart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("parse.txt")), "Parse: {instruction}\r\n"));
        const auto t = loadPromptTemplate(QStringLiteral("parse"), dir.path());
        EL_VERIFY_OK(t);
        QCOMPARE(t.value().system, QString());
        QCOMPARE(t.value().user, QStringLiteral("Parse: {instruction}"));
    }

    void aMissingPlaceholderIsAnErrorNamingIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("judge-pair.txt"));
        QVERIFY(writeFile(file, "System.\n---\nWhich edit follows {instrution} better?\n"));
        const auto t = loadPromptTemplate(QStringLiteral("judge-pair"), dir.path());
        EL_VERIFY_OK(t);
        const auto text = t.value().render({{QStringLiteral("instruction"), QStringLiteral("make it red")}});
        QVERIFY(!text.ok());
        QVERIFY2(text.error().message.contains(QLatin1String("{instrution}")), qPrintable(text.error().message));
        QCOMPARE(text.error().file, file);
    }

    void aValueIsInsertedAsItIs()
    {
        PromptTemplate t;
        t.name = QStringLiteral("parse");
        t.user = QStringLiteral("Instruction: \"{instruction}\" ({instruction})");
        const auto text = t.render({{QStringLiteral("instruction"), QStringLiteral("write {box} on the sign")},
                                    {QStringLiteral("box"), QStringLiteral("WRONG")}});
        EL_VERIFY_OK(text);
        QCOMPARE(text.value(), QStringLiteral("Instruction: \"write {box} on the sign\" (write {box} on the sign)"));
    }

    void aPlaceholderInTheSystemPartIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("parse.txt")), "Parse {instruction}.\n---\nNow.\n"));
        const auto t = loadPromptTemplate(QStringLiteral("parse"), dir.path());
        QVERIFY(!t.ok());
        QVERIFY2(t.error().message.contains(QLatin1String("{instruction}")), qPrintable(t.error().message));
    }

    void aFileThatIsNotUtf8IsAnErrorNamingIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("parse.txt"));
        QVERIFY(writeFile(file, "Parse \xff\xfe {instruction}\n"));
        const auto t = loadPromptTemplate(QStringLiteral("parse"), dir.path());
        QVERIFY(!t.ok());
        QCOMPARE(t.error().file, file);
    }

    void anUnknownNameIsAnError()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto none = loadPromptTemplate(QStringLiteral("judge-everything"));
        QVERIFY(!none.ok());
        QVERIFY2(none.error().message.contains(QLatin1String("judge-everything")), qPrintable(none.error().message));
        QVERIFY(!loadPromptTemplate(QStringLiteral("judge-everything"), dir.path()).ok());
        // A name is never a path out of the folder.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("outside.txt")), "{instruction}"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("prompts")));
        QVERIFY(!loadPromptTemplate(QStringLiteral("../outside"), dir.filePath(QStringLiteral("prompts"))).ok());
        // A template of a stage that has no built-in one is read from the folder.
        QVERIFY(writeFile(dir.filePath(QStringLiteral("ground.txt")), "Find {object}."));
        const auto ground = loadPromptTemplate(QStringLiteral("ground"), dir.path());
        EL_VERIFY_OK(ground);
        QCOMPARE(ground.value().user, QStringLiteral("Find {object}."));
    }
};

QTEST_GUILESS_MAIN(TestPromptTemplates)
#include "tst_prompttemplates.moc"
