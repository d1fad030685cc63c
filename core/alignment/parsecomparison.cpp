#include "parsecomparison.h"

#include <QJsonArray>

namespace editlens::core::alignment {

namespace {

const QString objectsField = QStringLiteral("objects");

/// The value a field is compared by. Object phrases go through the parser's own normalisation, so that "the cat"
/// and "Cat" agree as they would when BPM grounds them; a missing reference reads "none", as BPM's answers write it.
QString fieldValue(const EditParse &p, const QString &field)
{
    const auto phrase = [](const QString &s) {
        const QString n = InstructionParser::normalizePhrase(s);
        return n.isEmpty() ? QStringLiteral("none") : n;
    };
    if (field == QLatin1String("original_part"))
        return phrase(p.originalPart);
    if (field == QLatin1String("edited_part"))
        return phrase(p.editedPart);
    if (field == QLatin1String("edit_type"))
        return editTypeName(p.editType);
    if (field == QLatin1String("size"))
        return sizeChangeName(p.size);
    if (field == QLatin1String("position"))
        return positionChangeName(p.position);
    if (field == QLatin1String("being_added"))
        return phrase(p.beingAdded);
    if (field == QLatin1String("global"))
        return p.global ? QStringLiteral("true") : QStringLiteral("false");
    // Table 12's "object identify": both objects right.
    return fieldValue(p, QStringLiteral("original_part")) + QStringLiteral(" / ")
           + fieldValue(p, QStringLiteral("edited_part"));
}

QVector<ParseFieldAgreement> emptyFields()
{
    QVector<ParseFieldAgreement> fields;
    for (const QString &f : parseComparisonFields())
        fields.append({f, 0, 0, {}});
    fields.append({objectsField, 0, 0, {}});
    return fields;
}

void compareInto(QVector<ParseFieldAgreement> &fields, const QString &item, const EditParse &first,
                 const EditParse &second)
{
    for (ParseFieldAgreement &f : fields) {
        const QString a = fieldValue(first, f.field), b = fieldValue(second, f.field);
        ++f.n;
        if (a == b)
            ++f.agree;
        else
            f.disagreements.append({item, a, b});
    }
}

QJsonObject fieldsJson(const QVector<ParseFieldAgreement> &fields, bool withItems, const QString &first = {},
                       const QString &second = {})
{
    QJsonObject o;
    for (const ParseFieldAgreement &f : fields)
        o.insert(f.field, f.toJson(withItems, first, second));
    return o;
}

} // namespace

std::optional<double> ParseFieldAgreement::share() const
{
    return n > 0 ? std::optional<double>(double(agree) / n) : std::nullopt;
}

QJsonObject ParseFieldAgreement::toJson(bool withItems, const QString &first, const QString &second) const
{
    const std::optional<double> s = share();
    QJsonObject o{{QStringLiteral("n"), n},
                  {QStringLiteral("agree"), agree},
                  {QStringLiteral("share"), s ? QJsonValue(*s) : QJsonValue(QJsonValue::Null)}};
    if (withItems) {
        QJsonArray items;
        for (const ParseFieldDisagreement &d : disagreements)
            items.append(QJsonObject{{QStringLiteral("item"), d.item}, {first, d.first}, {second, d.second}});
        o.insert(QStringLiteral("disagreements"), items);
    }
    return o;
}

QJsonObject ParseComparison::toJson() const
{
    QJsonObject o{{QStringLiteral("items"), items},
                  {QStringLiteral("with_model_parse"), withModelParse()},
                  {QStringLiteral("without_model_parse"), int(withoutModelParse.size())},
                  {QStringLiteral("items_without_model_parse"), QJsonArray::fromStringList(withoutModelParse)},
                  {QStringLiteral("agreement"),
                   fieldsJson(fields, true, bpmParserName(BpmParser::Llm), bpmParserName(BpmParser::Rules))},
                  {QStringLiteral("with_imported_parse"), withImported}};
    if (withImported > 0)
        o.insert(QStringLiteral("accuracy"),
                 QJsonObject{{bpmParserName(BpmParser::Rules), fieldsJson(rulesAccuracy, false)},
                             {bpmParserName(BpmParser::Llm), fieldsJson(modelAccuracy, false)}});
    return o;
}

const QStringList &parseComparisonFields()
{
    static const QStringList fields{QStringLiteral("original_part"), QStringLiteral("edited_part"),
                                    QStringLiteral("edit_type"),     QStringLiteral("size"),
                                    QStringLiteral("position"),      QStringLiteral("being_added"),
                                    QStringLiteral("global")};
    return fields;
}

ParseComparison compareParses(const QVector<ItemParses> &items, const InstructionParser &parser)
{
    ParseComparison c;
    c.fields = emptyFields();
    c.rulesAccuracy = emptyFields();
    c.modelAccuracy = emptyFields();
    for (const ItemParses &item : items) {
        ++c.items;
        const EditParse rules = parser.parse(item.instruction);
        const bool hasModel = !item.modelParse.isEmpty();
        const EditParse model = hasModel ? EditParse::fromJson(item.modelParse) : EditParse();
        if (hasModel)
            compareInto(c.fields, item.key, model, rules);
        else
            c.withoutModelParse << item.key;
        if (item.importedParse.isEmpty())
            continue;
        ++c.withImported;
        const EditParse truth = EditParse::fromJson(item.importedParse);
        compareInto(c.rulesAccuracy, item.key, rules, truth);
        if (hasModel)
            compareInto(c.modelAccuracy, item.key, model, truth);
    }
    if (c.withImported == 0) {
        c.rulesAccuracy.clear();
        c.modelAccuracy.clear();
    }
    return c;
}

QVector<ItemParses> itemParses(const StudyData &study, const QMap<QString, QJsonObject> &answeredParses)
{
    QVector<ItemParses> items;
    items.reserve(study.items.size());
    for (const Item &item : study.items) {
        ItemParses p{item.key, item.instruction, {}, {}};
        if (isModelParse(item.parse)) {
            p.modelParse = item.parse;
        } else {
            p.importedParse = item.parse;
            p.modelParse = answeredParses.value(item.key);
        }
        items.append(p);
    }
    return items;
}

} // namespace editlens::core::alignment
