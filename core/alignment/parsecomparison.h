#pragma once

#include "bpm/instructionparser.h"
#include "study/studydata.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace editlens::core::alignment {

/// The parses of one item that can be compared. Value type.
struct ItemParses
{
    QString key;
    QString instruction;
    QJsonObject modelParse;    ///< a model's parse (readBpmParse's object, `"source": "llm"`); empty when none
    QJsonObject importedParse; ///< a parse that came with the data (BPM metadata, a manifest); empty when none
};

/// Where two parses of one item give one field different values (as compared: object phrases normalised).
struct ParseFieldDisagreement
{
    QString item;
    QString first;  ///< the first parse's value ("none" for no object or no reference)
    QString second; ///< the second parse's value
};

/// How often two parses give one of BPM's fields the same value over a set of items. Value type.
struct ParseFieldAgreement
{
    QString field; ///< parseComparisonFields()'s name, or "objects" (original_part and edited_part both)
    int n = 0;     ///< items compared
    int agree = 0; ///< items where the values agree
    QVector<ParseFieldDisagreement> disagreements; ///< in item order

    /// agree / n; nullopt when n = 0.
    std::optional<double> share() const;
    /// {"n", "agree", "share" (null when n = 0)} and, when `withItems`, "disagreements": [{"item", FIRST, SECOND}]
    /// under the names given.
    QJsonObject toJson(bool withItems = false, const QString &first = {}, const QString &second = {}) const;
};

/// The model's parse against EditLens's rule parse, and, where the items hold an imported parse (the ground truth of
/// BPM's metadata), each parser's accuracy against it per field, as BPM reports its LLM parser's (Li et al. ICML
/// 2025, appendix B.4, Table 12: object identification, size, position). Value type.
struct ParseComparison
{
    int items = 0;                              ///< items looked at
    QStringList withoutModelParse;              ///< keys of the items with no model parse (counted, not compared)
    QVector<ParseFieldAgreement> fields;        ///< model vs rules, in parseComparisonFields() order, then "objects"
    int withImported = 0;                       ///< items with an imported parse
    QVector<ParseFieldAgreement> rulesAccuracy; ///< rules vs imported, same order; empty without imported parses
    QVector<ParseFieldAgreement> modelAccuracy; ///< model vs imported (items with both), same order

    int withModelParse() const { return items - int(withoutModelParse.size()); }
    /// `editlens-cli align --compare-parses --json`: {"items", "with_model_parse", "without_model_parse",
    /// "items_without_model_parse", "agreement": {FIELD: {n, agree, share, disagreements: [{item, llm, rules}]}},
    /// "with_imported_parse", "accuracy": {"rules": {FIELD: {n, agree, share}}, "llm": {…}}}; "accuracy" only with
    /// imported parses.
    QJsonObject toJson() const;
};

/// BPM's fields the comparison covers, in report order: original_part, edited_part, edit_type, size, position,
/// being_added (the reference object) and global.
const QStringList &parseComparisonFields();

/// Compares the parses of `items`: for each item with a model parse, that parse (EditParse::fromJson) against
/// `parser`'s parse of its instruction, field by field; object phrases (o1, o2, the reference) are compared after
/// InstructionParser::normalizePhrase, every other field by its BPM name. Items with an imported parse also score
/// the rule parse (every such item) and the model parse (those with one) against it. Pure function; any thread.
ParseComparison compareParses(const QVector<ItemParses> &items, const InstructionParser &parser);

/// The items of `study` in its order with their parses: an item's stored parse is its model parse when it came from
/// a model (isModelParse()), else its imported parse; an item whose stored parse is imported takes its model parse
/// from `answeredParses` (item key -> the parse a model answered, kept in the study's model calls), since a model's
/// parse never replaces an imported one. Pure function.
QVector<ItemParses> itemParses(const StudyData &study, const QMap<QString, QJsonObject> &answeredParses = {});

} // namespace editlens::core::alignment
