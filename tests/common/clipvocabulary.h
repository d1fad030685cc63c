#pragma once

// The CLIP tokenizer's vocabulary for the tests that build a tiny CLIP model folder (links ZLIB::ZLIB).
#include <QDir>
#include <QFile>
#include <QTest>

#include <zlib.h>

namespace editlens::testing {

/// Writes the BPE merges file `mergesFile` (testdata/clip_tiny_merges.txt) gzipped into the model folder `dir` under
/// the name the tokenizer looks for, bpe_simple_vocab_16e6.txt.gz. Fails the calling test when it cannot.
inline void writeClipVocabulary(const QString &mergesFile, const QString &dir)
{
    QFile merges(mergesFile);
    QVERIFY2(merges.open(QIODevice::ReadOnly), qPrintable(mergesFile));
    const QByteArray text = merges.readAll();
    gzFile gz =
        gzopen(QFile::encodeName(QDir(dir).filePath(QStringLiteral("bpe_simple_vocab_16e6.txt.gz"))).constData(), "wb");
    QVERIFY(gz);
    QCOMPARE(gzwrite(gz, text.constData(), unsigned(text.size())), int(text.size()));
    QCOMPARE(gzclose(gz), Z_OK);
}

} // namespace editlens::testing
