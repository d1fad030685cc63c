// English texts with a count say "1 minute" and "2 minutes", not "2 minute(s)": Qt takes the forms of a %n string
// from a translation file, and editlens_en holds them (and nothing else).
#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

class TestEnglishPlurals : public QObject
{
    Q_OBJECT

private:
    QTranslator m_translator;

    static QString translated(const char *context, const char *text, int n)
    {
        return QCoreApplication::translate(context, text, nullptr, n);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_translator.load(QStringLiteral(EDITLENS_QM_DIR "/editlens_en.qm")));
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
    }

    void countsTakeTheirEnglishForm()
    {
        const char *window = "editlens::ui::AnnotatorWindow";
        const char *minutes = "You have been working for %n minute(s). Rest your eyes for a few minutes: everything "
                              "is saved, and the item waits for you.";
        QVERIFY2(translated(window, minutes, 1).startsWith(QStringLiteral("You have been working for 1 minute. ")),
                 qPrintable(translated(window, minutes, 1)));
        QVERIFY2(translated(window, minutes, 2).startsWith(QStringLiteral("You have been working for 2 minutes. ")),
                 qPrintable(translated(window, minutes, 2)));
        const char *items = "You have judged all %n item(s) of your plan.";
        QCOMPARE(translated(window, items, 1), QStringLiteral("You have judged all 1 item of your plan."));
        QCOMPARE(translated(window, items, 8), QStringLiteral("You have judged all 8 items of your plan."));
        QCOMPARE(translated("editlens::ui::DisagreementView", "%n item(s)", 8), QStringLiteral("8 items"));
        // Only the word counted by %n changes: the pairs are counted by %2.
        QCOMPARE(translated("editlens::ui::DisagreementView",
                            "%1 of %2 comparable pair(s) reversed; %n metric tie(s) left out (no information).", 1),
                 QStringLiteral("%1 of %2 comparable pair(s) reversed; 1 metric tie left out (no information)."));
    }

    void theFileHoldsBothFormsOfEveryCountedText()
    {
        QFile ts(QStringLiteral(EDITLENS_TS_DIR "/editlens_en.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(ts.readAll());
        QVERIFY(!text.contains(QStringLiteral("unfinished")));
        const int messages = int(text.count(QStringLiteral("<message")));
        QVERIFY(messages > 0);
        QCOMPARE(int(text.count(QStringLiteral("<message numerus=\"yes\">"))), messages);
        QCOMPARE(int(text.count(QRegularExpression(QStringLiteral("<numerusform>[^<]+</numerusform>")))), 2 * messages);
        // The two forms of each message differ (the singular is not the plural left as it was).
        const QRegularExpression pair(
            QStringLiteral("<numerusform>([^<]+)</numerusform>\\s*<numerusform>([^<]+)</numerusform>"));
        for (auto it = pair.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            QVERIFY2(m.captured(1) != m.captured(2), qPrintable(m.captured(1)));
        }
    }
};

QTEST_GUILESS_MAIN(TestEnglishPlurals)
#include "tst_englishplurals.moc"
