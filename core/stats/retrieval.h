#pragma once

#include "util/error.h"

#include <cstdint>
#include <vector>

namespace editlens::core {

/// Recall@k and rank statistics of one retrieval direction. R@k is the percentage (0-100) of queries whose correct
/// match has rank ≤ k; the median of an even count is the mean of the two middle ranks (numpy.median). Value type.
struct RetrievalSummary
{
    std::int64_t n = 0; ///< queries with a defined rank
    double r1 = 0.0;
    double r5 = 0.0;
    double r10 = 0.0;
    double r50 = 0.0;
    double meanRank = 0.0;
    double medianRank = 0.0;
};

/// Summary of `ranks` (1 = best); entries ≤ 0 are undefined queries and are left out. n = 0 gives all zeros.
RetrievalSummary summarizeRanks(const std::vector<std::int64_t> &ranks);

/// Both sides of an edit-text retrieval: one edit vector per output, one text vector per text (an item's
/// instruction, caption or caption direction), which text each edit belongs to, and the gallery (system) each edit
/// is retrieved in. Rows are row-major float32, `dim` values each.
struct RetrievalInput
{
    int dim = 0;
    std::vector<float> edits;
    std::vector<float> texts;
    std::vector<int> editText;    ///< per edit: its text's row
    std::vector<int> editGallery; ///< per edit: the gallery it competes in for text → edit (e.g. its system)
};

/// Ranks per edit (row order of RetrievalInput::edits); 0 where undefined.
struct RetrievalRanks
{
    std::vector<std::int64_t> editToText;
    std::vector<std::int64_t> textToEdit;
};

/// Ranks every edit's own text among all texts (edit → text) and every edit among the edits of its gallery for its
/// text (text → edit), by cosine similarity (float32 products of L2-normalized vectors).
///
/// Conventions: rank 1 is the best; ties count for the query: rank = 1 + the number of candidates strictly more
/// similar than the correct one. Identical vectors are one candidate (so a repeated instruction, or an output equal
/// to another, ties exactly). A vector of norm 0 (e.g. CLIP-D's direction of an unchanged output) has no cosine: it
/// is neither a query nor a candidate (rank 0). Text → edit candidates are the other edits of the same gallery with
/// a different text. Error when the sizes do not fit together. Pure; safe on any thread; O(edits · texts · dim).
Result<RetrievalRanks> rankRetrieval(const RetrievalInput &input);

} // namespace editlens::core
