#include "inference/cliptokenizer.h"

#include "inference/htmlunescape.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QStringDecoder>

#include <zlib.h>

#include <algorithm>
#include <array>
#include <limits>

namespace editlens::core {

namespace {

const QString kStartOfText = QStringLiteral("<|startoftext|>");
const QString kEndOfText = QStringLiteral("<|endoftext|>");
const QString kEndOfWord = QStringLiteral("</w>");
// The BPE cache is cleared when it reaches this many words (the reference's cache is unbounded, which a long-lived
// application cannot afford); the size only affects speed.
constexpr int kMaxCacheEntries = 20000;
// `\s` of Python's regex module = the Unicode White_Space property. PCRE2's `\s` also matches U+180E, so the
// patterns spell the class out.
#define EDITLENS_WHITE_SPACE                                                                                           \
    "\\t-\\r \\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}"

// Python's str.strip(): str.isspace() is White_Space plus the separators U+001C–U+001F.
QString pythonStrip(const QString &text)
{
    const auto isSpace = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x09 && u <= 0x0d) || (u >= 0x1c && u <= 0x20) || u == 0x85 || u == 0xa0 || u == 0x1680
               || (u >= 0x2000 && u <= 0x200a) || u == 0x2028 || u == 0x2029 || u == 0x202f || u == 0x205f
               || u == 0x3000;
    };
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && isSpace(text.at(begin)))
        ++begin;
    while (end > begin && isSpace(text.at(end - 1)))
        --end;
    return text.mid(begin, end - begin);
}

// GPT-2's bytes_to_unicode(): the printable bytes map to themselves, the other 68 to U+0100 onwards, in byte order.
// The vocabulary lists the printable bytes first, then the remapped ones.
struct ByteAlphabet
{
    std::array<QChar, 256> byteToChar{};
    std::array<int, 256> vocabOrder{}; // vocabOrder[i] = the byte whose symbol has id i
};

ByteAlphabet makeByteAlphabet()
{
    ByteAlphabet alphabet;
    const auto printable = [](int b) { return (b >= '!' && b <= '~') || (b >= 0xa1 && b <= 0xac) || b >= 0xae; };
    int id = 0;
    for (int b = 0; b < 256; ++b) {
        if (printable(b)) {
            alphabet.byteToChar[b] = QChar(b);
            alphabet.vocabOrder[id++] = b;
        }
    }
    int extra = 0;
    for (int b = 0; b < 256; ++b) {
        if (!printable(b)) {
            alphabet.byteToChar[b] = QChar(256 + extra++);
            alphabet.vocabOrder[id++] = b;
        }
    }
    return alphabet;
}

const ByteAlphabet &byteAlphabet()
{
    static const ByteAlphabet alphabet = makeByteAlphabet();
    return alphabet;
}

// Whole-file gunzip that, like Python's gzip module, accepts concatenated members and rejects anything that is not
// gzip (zlib's gzread would pass a plain file through unchanged).
Result<QByteArray> gunzipFile(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return Error(QCoreApplication::translate("ClipTokenizer", "CLIP vocabulary file not found"), path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(
            QCoreApplication::translate("ClipTokenizer", "cannot read the CLIP vocabulary: %1").arg(file.errorString()),
            path);
    const QByteArray compressed = file.readAll();
    const auto isGzipMagic = [&](qsizetype at) {
        return compressed.size() - at >= 2 && uchar(compressed[at]) == 0x1f && uchar(compressed[at + 1]) == 0x8b;
    };
    if (!isGzipMagic(0))
        return Error(QCoreApplication::translate("ClipTokenizer",
                                                 "not a gzip file (expected bpe_simple_vocab_16e6.txt.gz)"),
                     path);

    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return Error(QCoreApplication::translate("ClipTokenizer", "cannot initialise zlib"), path);
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = uInt(compressed.size());
    QByteArray out;
    std::array<char, 1 << 16> chunk{};
    QString failure;
    for (;;) {
        stream.next_out = reinterpret_cast<Bytef *>(chunk.data());
        stream.avail_out = uInt(chunk.size());
        const int rc = inflate(&stream, Z_NO_FLUSH);
        out.append(chunk.data(), qsizetype(chunk.size() - stream.avail_out));
        if (rc == Z_STREAM_END) {
            const qsizetype consumed = compressed.size() - stream.avail_in;
            if (stream.avail_in == 0)
                break;
            if (!isGzipMagic(consumed)) {
                failure =
                    QCoreApplication::translate("ClipTokenizer", "unexpected data after the end of the gzip stream");
                break;
            }
            inflateReset(&stream);
            continue;
        }
        if (rc == Z_BUF_ERROR || (rc == Z_OK && stream.avail_in == 0 && stream.avail_out != 0)) {
            failure = QCoreApplication::translate("ClipTokenizer", "truncated gzip data");
            break;
        }
        if (rc != Z_OK) {
            failure = QCoreApplication::translate("ClipTokenizer", "corrupt gzip data: %1")
                          .arg(QString::fromLatin1(stream.msg ? stream.msg : zError(rc)));
            break;
        }
    }
    inflateEnd(&stream);
    if (!failure.isEmpty())
        return Error(failure, path);
    return out;
}

} // namespace

struct ClipTokenizer::Data
{
    QHash<QString, int> ranks;       // "first second" → merge rank
    QHash<QString, int64_t> encoder; // symbol → id
    int64_t startOfText = 0;
    int64_t endOfText = 0;
    int vocabularySize = 0;
    // Both patterns are used from const member functions; QRegularExpression compiles lazily under its own lock.
    QRegularExpression split{QStringLiteral("<\\|startoftext\\|>|<\\|endoftext\\|>|'s|'t|'re|'ve|'m|'ll|'d|"
                                            "[\\p{L}]+|[\\p{N}]|[^" EDITLENS_WHITE_SPACE "\\p{L}\\p{N}]+"),
                             QRegularExpression::CaseInsensitiveOption
                                 | QRegularExpression::UseUnicodePropertiesOption};
    mutable QMutex cacheMutex;
    mutable QHash<QString, QStringList> cache; // byte-encoded word → its BPE symbols

    QStringList bpe(const QString &token) const;
};

ClipTokenizer::ClipTokenizer(std::shared_ptr<Data> data) : m_data(std::move(data))
{
}

Result<ClipTokenizer> ClipTokenizer::load(const QString &vocabGzPath)
{
    const auto bytes = gunzipFile(vocabGzPath);
    if (!bytes)
        return bytes.error();
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes.value());
    if (decoder.hasError())
        return Error(QCoreApplication::translate("ClipTokenizer", "the CLIP vocabulary is not valid UTF-8"),
                     vocabGzPath);

    QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() > 1 && lines.constLast().isEmpty())
        lines.removeLast(); // the newline that ends the file, not an empty merge line
    const int mergeCount = std::min<int>(kMaxMerges, std::max<int>(0, int(lines.size()) - 1));

    auto data = std::make_shared<Data>();
    const ByteAlphabet &alphabet = byteAlphabet();
    int64_t id = 0;
    for (const int b : alphabet.vocabOrder)
        data->encoder.insert(QString(alphabet.byteToChar[b]), id++);
    for (const int b : alphabet.vocabOrder)
        data->encoder.insert(alphabet.byteToChar[b] + kEndOfWord, id++);
    data->ranks.reserve(mergeCount);
    for (int rank = 0; rank < mergeCount; ++rank) {
        const QStringList fields = lines.at(rank + 1).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() != 2)
            return Error(QCoreApplication::translate("ClipTokenizer",
                                                     "a merge line needs two symbols separated by a space, found %1")
                             .arg(fields.size()),
                         vocabGzPath, rank + 2);
        // Later duplicates overwrite earlier ones, as Python's dict(zip(...)) does.
        data->ranks.insert(fields.at(0) + QLatin1Char(' ') + fields.at(1), rank);
        data->encoder.insert(fields.at(0) + fields.at(1), id++);
    }
    data->startOfText = id;
    data->encoder.insert(kStartOfText, id++);
    data->endOfText = id;
    data->encoder.insert(kEndOfText, id++);
    data->vocabularySize = int(id);
    data->split.optimize();
    return ClipTokenizer(std::move(data));
}

QStringList ClipTokenizer::Data::bpe(const QString &token) const
{
    if (token == kStartOfText || token == kEndOfText)
        return {token};
    {
        const QMutexLocker lock(&cacheMutex);
        const auto it = cache.constFind(token);
        if (it != cache.constEnd())
            return it.value();
    }
    // Byte-alphabet symbols are all in the BMP, so one QChar is one symbol.
    QStringList word;
    word.reserve(token.size());
    for (qsizetype i = 0; i + 1 < token.size(); ++i)
        word.append(QString(token.at(i)));
    word.append(token.back() + kEndOfWord);

    QString key;
    while (word.size() > 1) {
        int bestRank = std::numeric_limits<int>::max();
        qsizetype best = -1;
        for (qsizetype i = 0; i + 1 < word.size(); ++i) {
            key = word.at(i) + QLatin1Char(' ') + word.at(i + 1);
            const auto it = ranks.constFind(key);
            if (it != ranks.constEnd() && it.value() < bestRank) {
                bestRank = it.value();
                best = i;
            }
        }
        if (best < 0)
            break;
        // Merge every occurrence of the winning pair, left to right, without overlaps (as the reference's scan).
        const QString first = word.at(best);
        const QString second = word.at(best + 1);
        QStringList merged;
        merged.reserve(word.size());
        for (qsizetype i = 0; i < word.size();) {
            if (i + 1 < word.size() && word.at(i) == first && word.at(i + 1) == second) {
                merged.append(first + second);
                i += 2;
            } else {
                merged.append(word.at(i));
                ++i;
            }
        }
        word = std::move(merged);
    }

    const QMutexLocker lock(&cacheMutex);
    if (cache.size() >= kMaxCacheEntries)
        cache.clear();
    cache.insert(token, word);
    return word;
}

QString ClipTokenizer::clean(const QString &text)
{
    static const QRegularExpression whitespace(QStringLiteral("[" EDITLENS_WHITE_SPACE "]+"));
    QString cleaned = pythonStrip(htmlUnescape(htmlUnescape(text)));
    cleaned.replace(whitespace, QStringLiteral(" "));
    return pythonStrip(cleaned).toLower();
}

std::vector<int64_t> ClipTokenizer::encode(const QString &text) const
{
    const ByteAlphabet &alphabet = byteAlphabet();
    std::vector<int64_t> ids;
    auto pieces = m_data->split.globalMatch(clean(text));
    QString token;
    while (pieces.hasNext()) {
        const QByteArray utf8 = pieces.next().capturedView().toUtf8();
        token.resize(utf8.size());
        for (qsizetype i = 0; i < utf8.size(); ++i)
            token[i] = alphabet.byteToChar[uchar(utf8[i])];
        // Every BPE symbol is a byte symbol or the concatenation of a merge, so all are in the encoder.
        for (const QString &symbol : m_data->bpe(token))
            ids.push_back(m_data->encoder.value(symbol));
    }
    return ids;
}

Result<std::vector<int64_t>> ClipTokenizer::tokenize(const QString &text, int contextLength, bool truncate) const
{
    if (contextLength < 1)
        return Error(QCoreApplication::translate("ClipTokenizer", "the context length must be at least 1, got %1")
                         .arg(contextLength));
    std::vector<int64_t> tokens{m_data->startOfText};
    const std::vector<int64_t> ids = encode(text);
    tokens.insert(tokens.end(), ids.begin(), ids.end());
    tokens.push_back(m_data->endOfText);
    if (tokens.size() > std::size_t(contextLength)) {
        if (!truncate)
            return Error(QCoreApplication::translate("ClipTokenizer",
                                                     "the text is %1 tokens long, more than the context length %2")
                             .arg(tokens.size())
                             .arg(contextLength));
        tokens.resize(std::size_t(contextLength));
        tokens.back() = m_data->endOfText;
    }
    tokens.resize(std::size_t(contextLength), 0);
    return tokens;
}

Result<std::vector<int64_t>> ClipTokenizer::tokenize(const QStringList &texts, int contextLength, bool truncate) const
{
    std::vector<int64_t> batch;
    batch.reserve(std::size_t(texts.size()) * std::size_t(std::max(contextLength, 0)));
    for (const QString &text : texts) {
        auto row = tokenize(text, contextLength, truncate);
        if (!row)
            return row.error();
        batch.insert(batch.end(), row.value().begin(), row.value().end());
    }
    return batch;
}

int64_t ClipTokenizer::startOfTextId() const
{
    return m_data->startOfText;
}

int64_t ClipTokenizer::endOfTextId() const
{
    return m_data->endOfText;
}

int ClipTokenizer::vocabularySize() const
{
    return m_data->vocabularySize;
}

} // namespace editlens::core
