#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace editlens::core {

/// OpenAI CLIP's byte-level BPE text tokenizer: a port of `clip/simple_tokenizer.py` (SimpleTokenizer.encode) and
/// `clip.tokenize` (openai/CLIP, commit 0848ed7), producing the same token ids from the same vocabulary file.
///
/// Pipeline of encode(): clean() → split with CLIP's pattern
/// `<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+` (case-insensitive;
/// `\s` = White_Space as in Python's regex module)
/// → each piece's UTF-8 bytes mapped to GPT-2's printable byte alphabet (bytes_to_unicode) → BPE: the last symbol gets
/// "</w>", then the adjacent pair with the lowest merge rank is merged everywhere (left to right) until no pair is a
/// merge → symbols looked up in the vocabulary. A piece that is literally `<|startoftext|>` or `<|endoftext|>`
/// becomes that special token, as in the reference.
///
/// Vocabulary ids: 0–255 the byte symbols in bytes_to_unicode order, 256–511 the same with "</w>", then one id per
/// merge line, then `<|startoftext|>` and `<|endoftext|>` (49406 and 49407 with the released file).
///
/// Value type; copies share the immutable tables and one BPE cache. All const functions are thread-safe (the cache
/// is behind a mutex).
class ClipTokenizer
{
public:
    /// The merges CLIP uses: lines [1, 49152 − 256 − 2 + 1) of the file, i.e. at most 48894 after the header line.
    static constexpr int kMaxMerges = 49152 - 256 - 2;
    /// The context length of every released CLIP model.
    static constexpr int kContextLength = 77;

    /// Reads `bpe_simple_vocab_16e6.txt.gz` (or any file of the same form: gzip of UTF-8 text, a header line, then
    /// one "first second" merge per line, rank = line order). Lines after the first kMaxMerges merges are not read,
    /// exactly as the reference slices them; a shorter file simply gives a smaller vocabulary (a single newline at
    /// the end of the file does not count as a line, where Python would add an empty vocabulary entry).
    /// Errors (naming the file, and the 1-based line where one applies): missing or unreadable file, not gzip,
    /// corrupt or truncated gzip data, invalid UTF-8, a merge line without exactly two fields.
    static Result<ClipTokenizer> load(const QString &vocabGzPath);

    /// The BPE token ids of `text`, without start/end tokens and without any length limit.
    std::vector<int64_t> encode(const QString &text) const;

    /// `clip.tokenize(text, contextLength, truncate)`: [sot] + encode(text) + [eot], zero-padded to contextLength.
    /// Too long: with truncate, cut to contextLength and the last id replaced by eot; without, an error.
    /// contextLength < 1 is an error.
    Result<std::vector<int64_t>> tokenize(const QString &text, int contextLength = kContextLength,
                                          bool truncate = true) const;

    /// Batch form: the rows of tokenize() for each text, concatenated row-major (texts.size() × contextLength), ready
    /// to wrap as an int64 tensor. Fails on the first text that fails.
    Result<std::vector<int64_t>> tokenize(const QStringList &texts, int contextLength = kContextLength,
                                          bool truncate = true) const;

    int64_t startOfTextId() const; ///< id of `<|startoftext|>`
    int64_t endOfTextId() const;   ///< id of `<|endoftext|>`
    int vocabularySize() const;    ///< 512 + merges + 2 (49408 with the released file)

    /// CLIP's text cleaning without ftfy: HTML unescaping applied twice (see htmlUnescape()), runs of whitespace
    /// (the Unicode White_Space property, i.e. `\s` of Python's regex module) → one space, both ends stripped as
    /// Python's str.strip() does (which also strips U+001C–U+001F), then lower-cased (QString::toLower()).
    /// Not ported: `ftfy.fix_text`, which the reference applies first. For ordinary text it is a no-op; it differs
    /// on mojibake ("cafÃ©" → "café"), curly quotes (’ → '), ligatures (ﬁ → fi), full-width forms (Ａ → A),
    /// control characters and non-NFC text, none of which this function changes. Lower-casing follows Qt, not
    /// Python, for the Greek final sigma (Python lowers a word-final Σ to ς).
    static QString clean(const QString &text);

private:
    struct Data;
    explicit ClipTokenizer(std::shared_ptr<Data> data);

    std::shared_ptr<Data> m_data;
};

} // namespace editlens::core
