// editlens-cli speaks the user's language: it loads the catalogues the window loads (core::installTranslators), so
// its help and messages follow LANGUAGE and LANG, and English counts take their singular and plural forms.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

/// The environment of the test with only `language` and `lang` choosing the language of messages.
QProcessEnvironment languageEnvironment(const QString &language, const QString &lang)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        environment.remove(QLatin1String(name));
    if (!language.isEmpty())
        environment.insert(QStringLiteral("LANGUAGE"), language);
    environment.insert(QStringLiteral("LANG"), lang);
    return environment;
}

Run cli(const QStringList &args, const QProcessEnvironment &environment)
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

class TestCliLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void helpIsInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("demoLine");
        // The lines are translations/editlens_<language>.ts's for "create the synthetic demo study".
        QTest::newRow("LANGUAGE=de") << QStringLiteral("de") << QStringLiteral("C.UTF-8")
                                     << QStringLiteral("die synthetische Demo-Studie erstellen");
        QTest::newRow("LANG=it_IT") << QString() << QStringLiteral("it_IT.UTF-8")
                                    << QStringLiteral("crea lo studio demo sintetico");
        QTest::newRow("LANG=C") << QString() << QStringLiteral("C.UTF-8")
                                << QStringLiteral("create the synthetic demo study");
    }

    void helpIsInTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, lang);
        QFETCH(QString, demoLine);
        const Run run = cli({QStringLiteral("--help")}, languageEnvironment(language, lang));
        QCOMPARE(run.code, 0);
        QVERIFY2(QString::fromUtf8(run.out).contains(demoLine), run.out.constData());
    }

    void englishCountsTakeTheirSingularForm()
    {
        QVERIFY(m_dir.isValid());
        QImage image(16, 8, QImage::Format_RGB32);
        image.fill(Qt::gray);
        QVERIFY(image.save(m_dir.filePath(QStringLiteral("src.png"))));
        QVERIFY(image.save(m_dir.filePath(QStringLiteral("out.png"))));
        QFile manifest(m_dir.filePath(QStringLiteral("one.jsonl")));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write("{\"id\":\"a\",\"source\":\"src.png\",\"instruction\":\"x\",\"outputs\":[{\"system\":\"S\","
                       "\"path\":\"out.png\"}]}\n");
        manifest.close();
        const QString study = m_dir.filePath(QStringLiteral("one.editlens"));
        const QProcessEnvironment english = languageEnvironment(QString(), QStringLiteral("C.UTF-8"));
        const Run import = cli({QStringLiteral("import"), study, manifest.fileName()}, english);
        QVERIFY2(import.code == 0, import.err.constData());

        const Run plan =
            cli({QStringLiteral("plan"), study, QStringLiteral("--annotators"), QStringLiteral("ann")}, english);
        QVERIFY2(plan.code == 0, plan.err.constData());
        // Qt writes "1 annotator(s)" unless a catalogue gives the forms; editlens_en holds English's.
        QVERIFY2(plan.err.contains("planned 1 annotator: ann"), plan.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
