#include "inference/cliptokenizer.h"
#include "inference/htmlunescape.h"

#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentMap>

#include <zlib.h>

using namespace editlens::core;

Q_DECLARE_METATYPE(std::vector<int64_t>)

// Reference ids: the original clip/simple_tokenizer.py of openai/CLIP (commit 0848ed7; docstrings, decode() and
// extend() left out) run once with Debian 12's /usr/bin/python3 3.11.2 and python3-regex 2022.10.31, on
// testdata/clip_tiny_merges.txt gzipped by Python's gzip module:
//   SimpleTokenizer('tiny.txt.gz').encode(text)
// python3-ftfy is not packaged in Debian 12, so `ftfy` was a stub whose fix_text returns its input; ftfy.fix_text is
// the identity on every input below (no mojibake, curly quotes, ligatures, full-width forms or non-NFC text).
// The tiny vocabulary has 42 merges: ids 0–511 bytes, 512–553 merges, 554 <|startoftext|>, 555 <|endoftext|>.

namespace {

constexpr int64_t kSot = 554;
constexpr int64_t kEot = 555;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool writeGzip(const QString &path, const QByteArray &bytes)
{
    gzFile file = gzopen(QFile::encodeName(path).constData(), "wb");
    if (!file)
        return false;
    const bool written = gzwrite(file, bytes.constData(), unsigned(bytes.size())) == int(bytes.size());
    return gzclose(file) == Z_OK && written;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestClipTokenizer : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_tinyPath;
    QByteArray m_tinyMerges;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    ClipTokenizer loadTiny() const
    {
        auto tokenizer = ClipTokenizer::load(m_tinyPath);
        if (!tokenizer)
            qFatal("tiny vocabulary does not load: %s", qPrintable(tokenizer.error().toString()));
        return std::move(tokenizer).value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_tinyMerges = readFile(QFINDTESTDATA("../testdata/clip_tiny_merges.txt"));
        QVERIFY(m_tinyMerges.startsWith("#version: 0.2\n"));
        m_tinyPath = path(QStringLiteral("tiny.txt.gz"));
        QVERIFY(writeGzip(m_tinyPath, m_tinyMerges));
    }

    void loadNumbersBytesMergesThenSpecialTokens()
    {
        const auto tokenizer = ClipTokenizer::load(m_tinyPath);
        EL_VERIFY_OK(tokenizer);
        QCOMPARE(tokenizer.value().vocabularySize(), 556);
        QCOMPARE(tokenizer.value().startOfTextId(), kSot);
        QCOMPARE(tokenizer.value().endOfTextId(), kEot);
    }

    void encodeMatchesReferenceTokenizer_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<std::vector<int64_t>>("ids");
        // "the" = t + he</w>: rank 0 (h e</w>) wins over rank 1 (t h), and "t he</w>" is no merge (partial merge).
        QTest::newRow("two words") << QStringLiteral("the cat") << std::vector<int64_t>{83, 512, 544};
        QTest::newRow("lower-casing") << QStringLiteral("The CAT") << std::vector<int64_t>{83, 512, 544};
        QTest::newRow("punctuation") << QStringLiteral("Make the sky blue.")
                                     << std::vector<int64_t>{530, 83, 512, 520, 523, 269};
        QTest::newRow("contraction 's") << QStringLiteral("it's a cat's photo")
                                        << std::vector<int64_t>{525, 524, 320, 544, 524, 518, 334};
        QTest::newRow("upper-case contraction")
            << QStringLiteral("IT'S THE CAT'S") << std::vector<int64_t>{525, 524, 83, 512, 544, 524};
        QTest::newRow("contractions 'll 've")
            << QStringLiteral("it'll've") << std::vector<int64_t>{525, 6, 75, 331, 6, 85, 324};
        QTest::newRow("digits one by one") << QStringLiteral("remove 2 dogs, 10 cats!!")
                                           << std::vector<int64_t>{535, 273, 538, 267, 272, 271, 515, 83, 338, 0, 256};
        QTest::newRow("é as two UTF-8 bytes") << QString::fromUtf8("café") << std::vector<int64_t>{527, 526};
        QTest::newRow("é then upper-case") << QString::fromUtf8("caféS") << std::vector<int64_t>{527, 127, 102, 338};
        QTest::newRow("html entity") << QStringLiteral("cats &amp; dogs")
                                     << std::vector<int64_t>{515, 83, 338, 261, 538};
        QTest::newRow("html entity unescaped twice")
            << QStringLiteral("cats &amp;amp; dogs") << std::vector<int64_t>{515, 83, 338, 261, 538};
        QTest::newRow("multiple spaces, tab, newline, no-break space")
            << QString::fromUtf8("red   \t\n make\u00a0 sky") << std::vector<int64_t>{531, 323, 530, 520};
        // Python's regex \s is Unicode White_Space (U+0085 yes, U+180E no); str.strip() also strips U+001C–U+001F.
        QTest::newRow("U+180E is not whitespace") << QStringLiteral("sky") + QChar(0x180e) + QStringLiteral("red")
                                                  << std::vector<int64_t>{520, 157, 254, 492, 531, 323};
        QTest::newRow("U+001C stripped at the ends, U+0085 is whitespace")
            << QChar(0x1c) + QStringLiteral("red") + QChar(0x85) + QStringLiteral("sky") + QChar(0x1f)
            << std::vector<int64_t>{531, 323, 520};
        QTest::newRow("U+001C inside is punctuation")
            << QStringLiteral("red") + QChar(0x1c) + QStringLiteral("sky") << std::vector<int64_t>{531, 323, 472, 520};
        QTest::newRow("zero-width space is punctuation")
            << QStringLiteral("red") + QChar(0x200b) + QStringLiteral("sky")
            << std::vector<int64_t>{531, 323, 158, 222, 489, 520};
        QTest::newRow("empty") << QString() << std::vector<int64_t>{};
        QTest::newRow("only spaces") << QStringLiteral("   ") << std::vector<int64_t>{};
        QTest::newRow("overlapping pair merged left to right")
            << QStringLiteral("aaa") << std::vector<int64_t>{553, 320};
        QTest::newRow("partial merge") << QStringLiteral("the dog") << std::vector<int64_t>{83, 512, 536, 326};
        QTest::newRow("CJK letter and emoji (surrogate pair)")
            << QString::fromUtf8("猫 and 😀") << std::vector<int64_t>{163, 234, 360, 541, 172, 253, 246, 478};
        QTest::newRow("remapped byte (soft hyphen)")
            << QString::fromUtf8("soft\u00adhyphen")
            << std::vector<int64_t>{82, 78, 69, 339, 126, 511, 71, 88, 516, 68, 333};
        QTest::newRow("special token in text")
            << QStringLiteral("x<|endoftext|>y") << std::vector<int64_t>{343, kEot, 344};
    }

    void encodeMatchesReferenceTokenizer()
    {
        QFETCH(QString, text);
        QFETCH(std::vector<int64_t>, ids);
        const ClipTokenizer tokenizer = loadTiny();
        QCOMPARE(tokenizer.encode(text), ids);
        QCOMPARE(tokenizer.encode(text), ids); // second call served from the BPE cache
    }

    void tokenizeAddsStartAndEndAndPadsWithZeros()
    {
        const auto tokens = loadTiny().tokenize(QStringLiteral("the cat"));
        EL_VERIFY_OK(tokens);
        std::vector<int64_t> expected(77, 0);
        const int64_t head[] = {kSot, 83, 512, 544, kEot};
        std::copy(std::begin(head), std::end(head), expected.begin());
        QCOMPARE(tokens.value(), expected);
    }

    void tokenizeOfEmptyTextIsStartThenEnd()
    {
        const auto tokens = loadTiny().tokenize(QString(), 5);
        EL_VERIFY_OK(tokens);
        QCOMPARE(tokens.value(), (std::vector<int64_t>{kSot, kEot, 0, 0, 0}));
    }

    void tokenizeTruncatesTo77WithEndOfTextLast()
    {
        // 100 × "the" = 200 ids ("t", "he</w>"); clip.tokenize(truncate=True) keeps tokens[:77], tokens[-1] = eot.
        const QString text = QStringLiteral("the ").repeated(100);
        const auto tokens = loadTiny().tokenize(text);
        EL_VERIFY_OK(tokens);
        const std::vector<int64_t> &t = tokens.value();
        QCOMPARE(t.size(), std::size_t(77));
        QCOMPARE(t.front(), kSot);
        QCOMPARE(t.back(), kEot);
        for (std::size_t i = 1; i < 76; ++i)
            QCOMPARE(t[i], i % 2 == 1 ? int64_t(83) : int64_t(512));
    }

    void tokenizeAtExactlyContextLengthKeepsEveryToken()
    {
        // sot + 75 ids + eot = 77: nothing cut, nothing padded.
        const QString text = QStringLiteral("the ").repeated(37) + QStringLiteral("cat");
        const auto tokens = loadTiny().tokenize(text);
        EL_VERIFY_OK(tokens);
        QCOMPARE(tokens.value()[75], int64_t(544));
        QCOMPARE(tokens.value()[76], kEot);
    }

    void tokenizeWithoutTruncationRejectsLongText()
    {
        const ClipTokenizer tokenizer = loadTiny();
        QVERIFY(!tokenizer.tokenize(QStringLiteral("the ").repeated(100), 77, false).ok());
        EL_VERIFY_OK(tokenizer.tokenize(QStringLiteral("the cat"), 77, false));
        QVERIFY(!tokenizer.tokenize(QStringLiteral("the cat"), 0).ok());
    }

    void batchTokenizeConcatenatesRows()
    {
        const auto batch = loadTiny().tokenize(QStringList{QStringLiteral("the cat"), QStringLiteral("aaa")}, 6);
        EL_VERIFY_OK(batch);
        QCOMPARE(batch.value(), (std::vector<int64_t>{kSot, 83, 512, 544, kEot, 0, kSot, 553, 320, kEot, 0, 0}));
    }

    void concurrentEncodingGivesTheSameIds()
    {
        const ClipTokenizer tokenizer = loadTiny();
        QStringList texts;
        for (int i = 0; i < 400; ++i)
            texts << QStringLiteral("remove %1 dogs, make the sky blue").arg(i);
        const QList<std::vector<int64_t>> parallel =
            QtConcurrent::blockingMapped(texts, [tokenizer](const QString &text) { return tokenizer.encode(text); });
        const ClipTokenizer fresh = loadTiny();
        for (int i = 0; i < texts.size(); ++i)
            QCOMPARE(parallel.at(i), fresh.encode(texts.at(i)));
    }

    void cleanUnescapesTwiceCollapsesWhitespaceAndLowerCases()
    {
        QCOMPARE(ClipTokenizer::clean(QStringLiteral("  A &amp;amp; B\t\n\n C  ")), QStringLiteral("a & b c"));
    }

    void htmlUnescapeMatchesPython_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        // html.unescape(text), CPython 3.11.2 (Debian 12).
        QTest::newRow("decimal") << QStringLiteral("it&#39;s") << QStringLiteral("it's");
        QTest::newRow("hex") << QStringLiteral("&#x27;s") << QStringLiteral("'s");
        QTest::newRow("no semicolon") << QStringLiteral("&#65") << QStringLiteral("A");
        QTest::newRow("windows-1252") << QStringLiteral("&#128;") << QString(QChar(0x20ac));
        QTest::newRow("nul") << QStringLiteral("&#0;") << QString(QChar(0xfffd));
        QTest::newRow("control removed") << QStringLiteral("a&#1;b") << QStringLiteral("ab");
        QTest::newRow("too large") << QStringLiteral("&#1114112;") << QString(QChar(0xfffd));
        QTest::newRow("surrogate") << QStringLiteral("&#xD800;") << QString(QChar(0xfffd));
        QTest::newRow("astral") << QStringLiteral("&#x1F600;") << QString::fromUtf8("😀");
        QTest::newRow("legacy prefix") << QStringLiteral("&ampx") << QStringLiteral("&x");
        QTest::newRow("legacy without semicolon") << QStringLiteral("caf&eacute") << QString::fromUtf8("café");
        QTest::newRow("html5 value of lang") << QStringLiteral("&lang;") << QString(QChar(0x27e8));
        QTest::newRow("upper-case legacy") << QStringLiteral("&AMP;&COPY") << QString::fromUtf8("&©");
        QTest::newRow("unknown kept") << QStringLiteral("&bogus;") << QStringLiteral("&bogus;");
        QTest::newRow("longest legacy prefix") << QStringLiteral("&notit;") << QString::fromUtf8("¬it;");
    }

    void htmlUnescapeMatchesPython()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(htmlUnescape(text), expected);
    }

    void mergesAfterTheFirst48894AreIgnored()
    {
        // Same file fed to the reference: len(encoder) = 49408, sot 49406, eot 49407, encode('qu xy') = [49405, 87,
        // 344].
        QByteArray text = "#version: 0.2\n";
        for (int i = 0; i < 48893; ++i)
            text += "n" + QByteArray::number(i) + " m\n";
        text += "q u</w>\nx y</w>\n";
        const QString file = path(QStringLiteral("big.txt.gz"));
        QVERIFY(writeGzip(file, text));
        const auto tokenizer = ClipTokenizer::load(file);
        EL_VERIFY_OK(tokenizer);
        QCOMPARE(tokenizer.value().vocabularySize(), 49408);
        QCOMPARE(tokenizer.value().startOfTextId(), int64_t(49406));
        QCOMPARE(tokenizer.value().endOfTextId(), int64_t(49407));
        QCOMPARE(tokenizer.value().encode(QStringLiteral("qu xy")), (std::vector<int64_t>{49405, 87, 344}));
    }

    void finalNewlineIsNotAMergeLine()
    {
        const QString file = path(QStringLiteral("newline.txt.gz"));
        QVERIFY(writeGzip(file, m_tinyMerges + '\n'));
        const auto tokenizer = ClipTokenizer::load(file);
        EL_VERIFY_OK(tokenizer);
        QCOMPARE(tokenizer.value().vocabularySize(), 556);
        QCOMPARE(tokenizer.value().encode(QStringLiteral("the cat")), (std::vector<int64_t>{83, 512, 544}));
    }

    void missingFileIsAnErrorNamingIt()
    {
        const QString file = path(QStringLiteral("absent.txt.gz"));
        const auto tokenizer = ClipTokenizer::load(file);
        QVERIFY(!tokenizer.ok());
        QCOMPARE(tokenizer.error().file, file);
    }

    void brokenFilesAreErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QByteArray gz;
        {
            const QString file = path(QStringLiteral("source.gz"));
            QVERIFY(writeGzip(file, m_tinyMerges));
            gz = readFile(file);
            QVERIFY(gz.size() > 40);
        }
        QByteArray corrupt = gz;
        corrupt[gz.size() / 2] = char(corrupt[gz.size() / 2] ^ 0x5a);
        QByteArray badCrc = gz;
        badCrc[gz.size() - 6] = char(badCrc[gz.size() - 6] ^ 0x01); // CRC-32 in the trailer
        QTest::newRow("plain text") << m_tinyMerges;
        QTest::newRow("corrupt deflate data") << corrupt;
        QTest::newRow("CRC mismatch") << badCrc;
        QTest::newRow("truncated") << gz.left(gz.size() / 2);
        QTest::newRow("trailer cut") << gz.left(gz.size() - 3);
        QTest::newRow("empty") << QByteArray();
    }

    void brokenFilesAreErrors()
    {
        QFETCH(QByteArray, bytes);
        const QString file = path(QStringLiteral("broken.txt.gz"));
        QVERIFY(writeFile(file, bytes));
        const auto tokenizer = ClipTokenizer::load(file);
        QVERIFY(!tokenizer.ok());
        QCOMPARE(tokenizer.error().file, file);
        QCOMPARE(tokenizer.error().line, 0);
    }

    void mergeLineWithOneFieldNamesTheLine()
    {
        const QString file = path(QStringLiteral("onefield.txt.gz"));
        QVERIFY(writeGzip(file, "#version: 0.2\nh e</w>\nt\nc a"));
        const auto tokenizer = ClipTokenizer::load(file);
        QVERIFY(!tokenizer.ok());
        QCOMPARE(tokenizer.error().file, file);
        QCOMPARE(tokenizer.error().line, 3);
    }

    void invalidUtf8IsAnError()
    {
        const QString file = path(QStringLiteral("latin1.txt.gz"));
        QVERIFY(writeGzip(file, "#version: 0.2\ncaf\xe9 x"));
        QVERIFY(!ClipTokenizer::load(file).ok());
    }
};

QTEST_GUILESS_MAIN(TestClipTokenizer)
#include "tst_cliptokenizer.moc"
