// The annotator's window in each shipped language: no string of ours that an annotator sees is left in English.
// A recording translator sits behind the real one and notes every lookup the real one could not answer; the test
// walks an annotator's session (instructions, a rated item, a pair, the break reminder, "all done") and, on every
// page, looks for those untranslated source texts in the widget tree. Qt's own contexts (QDialog buttons and the
// like) are qtbase's business and left out.
#include "annotatestudy.h"
#include "document/studyplan.h"
#include "io/formatregistry.h"
#include "session/annotatorwindow.h"
#include "session/preferencesurface.h"
#include "session/ratingsurface.h"
#include "storage/rubricstore.h"
#include "storage/studystore.h"
#include "study/plan.h"
#include "testutil.h"
#include "widgettexts.h"

#include <QApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace editlens;

namespace {

/// Answers nothing; remembers what it was asked (it is asked only when every translator installed after it failed).
class MissRecorder : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QString text = QString::fromUtf8(source);
        // Our source texts, and any lookup in our own contexts (a string nobody ran lupdate for) except the two
        // that localizedRubric() asks about texts which may already be in the language of the day.
        const QString c = QString::fromUtf8(context);
        const bool qtOwn = c.size() > 1 && c[0] == QLatin1Char('Q') && c[1].isUpper();
        const bool probed = c == QLatin1String("Rubric") || c == QLatin1String("DemoStudy");
        if (m_sources.contains(text) || (!qtOwn && !probed))
            m_misses.insert(text);
        return QString();
    }
    bool isEmpty() const override { return false; }
    QSet<QString> misses() const { return m_misses; }
    void clear() { m_misses.clear(); }
    void setSources(const QSet<QString> &sources) { m_sources = sources; }

private:
    QSet<QString> m_sources;
    mutable QSet<QString> m_misses;
};

/// Every source text of a Qt Linguist file.
QSet<QString> sourcesOf(const QString &tsFile)
{
    QSet<QString> out;
    QFile file(tsFile);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("source"))
            out.insert(xml.readElementText());
    return out;
}

/// A pattern matching `source` once its placeholders are filled in.
QRegularExpression patternOf(const QString &source)
{
    static const QRegularExpression placeholder(QStringLiteral("%(?:L?\\d+|n)"));
    QStringList pieces;
    for (const QString &piece : source.split(placeholder))
        pieces << QRegularExpression::escape(piece);
    return QRegularExpression(pieces.join(QStringLiteral(".*")), QRegularExpression::DotMatchesEverythingOption);
}

/// The untranslated source texts that appear in `window`'s widget tree.
QStringList untranslated(QWidget *window, const QSet<QString> &misses)
{
    static const QRegularExpression letters(QStringLiteral("[A-Za-z]{2}"));
    const QStringList texts = testing::visibleTexts(window);
    QStringList found;
    for (const QString &source : misses) {
        if (!source.contains(letters))
            continue; // "✓", "1 – 9", "%1 = %2": nothing to translate
        const QRegularExpression pattern = patternOf(source);
        for (const QString &text : texts)
            if (text.contains(pattern)) {
                found << QStringLiteral("“%1” in “%2”").arg(source, text.left(120));
                break;
            }
    }
    found.sort();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private:
    MissRecorder m_recorder;
    core::FormatRegistry m_registry;

private Q_SLOTS:
    void initTestCase()
    {
        m_registry.registerBuiltins();
        QCoreApplication::installTranslator(&m_recorder); // asked last: after the language's translator
    }

    void annotatorSessionIsTranslated_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("it") << QStringLiteral("it");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void annotatorSessionIsTranslated()
    {
        QFETCH(QString, locale);
        // A study made by a study runner working in English (its rubric's texts and the plan stored in English):
        // the annotator still reads them in their language.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto study = testing::makeAnnotationStudy(dir, m_registry, 2);
        EL_VERIFY_OK(study);
        {
            auto store = core::StudyStore::open(study.value());
            EL_VERIFY_OK(store);
            core::PlanOptions options;
            options.settings.seed = 2;
            options.settings.mixed = true; // a rated item, then a pair
            options.settings.breakMinutes = 30;
            EL_VERIFY_OK(core::StudyPlan::create(*store.value(), {QStringLiteral("ann")}, options));
            EL_VERIFY_OK(core::RubricStore(*store.value()).ensureActive());
        }
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral("editlens_") + locale, QStringLiteral(EDITLENS_QM_DIR)),
                 qPrintable(QStringLiteral("no editlens_%1.qm in %2").arg(locale, QStringLiteral(EDITLENS_QM_DIR))));
        QCoreApplication::installTranslator(&translator);
        const QSet<QString> sources = sourcesOf(QStringLiteral(EDITLENS_TS_DIR "/editlens_%1.ts").arg(locale));
        QVERIFY(sources.size() > 1000);
        m_recorder.setSources(sources);
        m_recorder.clear();

        QStringList problems;
        const auto check = [&](const QString &page, QWidget *w) {
            for (const QString &p : untranslated(w, m_recorder.misses()))
                problems << page + QStringLiteral(": ") + p;
        };
        {
            ui::AnnotatorWindow window;
            EL_VERIFY_OK(window.open(study.value(), QStringLiteral("ann")));
            window.resize(1600, 1000);
            window.show();
            check(QStringLiteral("instructions"), &window);
            window.showTask();
            check(QStringLiteral("rating"), &window);
            ui::RatingSurface *rating = window.ratingSurface();
            window.submit(); // refused: says to answer every question
            check(QStringLiteral("rating, incomplete"), &window);
            for (int o = 0; o < rating->outputCount(); ++o)
                for (int d = 0; d < rating->dimensionCount(); ++d)
                    QVERIFY(rating->rate(o, d, 1.0));
            QVERIFY(window.submit());
            QVERIFY(window.isPreferenceItem());
            check(QStringLiteral("pairwise"), &window);
            window.remindBreak();
            check(QStringLiteral("break"), &window);
            window.showTask();
            ui::PreferenceSurface *pairs = window.preferenceSurface();
            for (int p = 0; p < pairs->pairCount(); ++p) {
                pairs->focusQuestion(p, 0);
                for (int d = 0; d < rating->dimensionCount(); ++d)
                    QVERIFY(pairs->choose(d, core::PairSide::Tie));
            }
            QVERIFY(window.submit());
            QCOMPARE(window.page(), ui::AnnotatorWindow::Page::Done);
            check(QStringLiteral("done"), &window);
        }
        QCoreApplication::removeTranslator(&translator);
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("untranslated (%1):\n").arg(locale) + problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
