// A model's BPM parse against EditLens's rule parse, field by field, and both against an imported (ground-truth)
// parse as BPM's Table 12 reports its parser's accuracy; and the parser choice (--bpm-parser) reaching the edit types
// that `align --subset edit_type=…` selects by.
#include "alignment/parsecomparison.h"
#include "alignment/ratingtable.h"
#include "alignment/subset.h"
#include "storage/modelcallstore.h"
#include "storage/studystore.h"

#include "scratchstudy.h"
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace editlens;
using namespace editlens::core;
using namespace editlens::core::alignment;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(EDITLENS_CLI_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// A parse in BPM's field names; `source` "llm" for a model's, empty for an imported one.
QJsonObject parse(const QString &o1, const QString &o2, const QString &type, const QString &source = {},
                  const QString &position = QStringLiteral("unchanged"), const QString &reference = {})
{
    QJsonObject o{{QStringLiteral("original_part"), o1},
                  {QStringLiteral("edited_part"), o2},
                  {QStringLiteral("edit_type"), type},
                  {QStringLiteral("size"), QStringLiteral("unchanged")},
                  {QStringLiteral("position"), position}};
    if (!reference.isEmpty())
        o.insert(QStringLiteral("being_added"), reference);
    if (!source.isEmpty())
        o.insert(QStringLiteral("source"), source);
    return o;
}

const ParseFieldAgreement *field(const QVector<ParseFieldAgreement> &fields, const QString &name)
{
    for (const ParseFieldAgreement &f : fields)
        if (f.field == name)
            return &f;
    return nullptr;
}

/// Two items with two rated, scored outputs each. The rule parser reads "Remove the cup" as a remove and "Make the
/// cup red" as a colour change; the model's stored parse of the first says "change color" instead.
StudyData subsetStudy()
{
    StudyData study;
    study.dimensions = {Dimension{QStringLiteral("overall"), 1.0, 5.0, {}}};
    const QStringList instructions{QStringLiteral("Remove the cup"), QStringLiteral("Make the cup red")};
    for (int i = 0; i < 2; ++i) {
        Item it;
        it.key = QStringLiteral("item%1").arg(i);
        it.instruction = instructions[i];
        if (i == 0)
            it.parse = parse(QStringLiteral("cup"), QStringLiteral("red cup"), QStringLiteral("change color"),
                             QStringLiteral("llm"));
        for (const char *system : {"A", "B"}) {
            Output o;
            o.system = QString::fromLatin1(system);
            o.path = QStringLiteral("%1/%2.png").arg(o.system, it.key);
            const bool a = o.system == QLatin1String("A");
            o.scores = {{QStringLiteral("l1"), QStringLiteral("v1"), a ? 0.1 : 0.2 + i}};
            o.ratings = {{QStringLiteral("r1"), QStringLiteral("overall"), a ? 4.0 : 2.0}};
            it.outputs.push_back(o);
        }
        study.items.push_back(it);
    }
    return study;
}

} // namespace

class TestParseComparison
    : public QObject
    , protected testing::ScratchStudies
{
    Q_OBJECT

private Q_SLOTS:
    // Hand-built: "Add a cat next to the dog" (rules: add, o2 cat, near, reference dog), "Remove the cup" (rules:
    // remove o1 cup) and "Make the cup red" (rules: change color). The model agrees on the first apart from the
    // reference, writes "The Cup" (same phrase once normalised) and calls the second a replace; the third has none.
    void agreementPerFieldWithTheDisagreeingItems()
    {
        const QVector<ItemParses> items{
            {QStringLiteral("cat"),
             QStringLiteral("Add a cat next to the dog"),
             parse(QStringLiteral("none"), QStringLiteral("cat"), QStringLiteral("add"), QStringLiteral("llm"),
                   QStringLiteral("near"), QStringLiteral("the sofa")),
             {}},
            {QStringLiteral("cup"),
             QStringLiteral("Remove the cup"),
             parse(QStringLiteral("The Cup"), QStringLiteral("none"), QStringLiteral("replace"), QStringLiteral("llm")),
             {}},
            {QStringLiteral("red"), QStringLiteral("Make the cup red"), {}, {}},
        };
        const InstructionParser rules;
        QCOMPARE(rules.parse(items[0].instruction).beingAdded, QStringLiteral("dog")); // the premise
        QCOMPARE(rules.parse(items[1].instruction).editType, EditType::Remove);

        const ParseComparison c = compareParses(items, rules);
        QCOMPARE(c.items, 3);
        QCOMPARE(c.withModelParse(), 2);
        QCOMPARE(c.withoutModelParse, QStringList{QStringLiteral("red")});
        QCOMPARE(c.withImported, 0);
        QVERIFY(c.rulesAccuracy.isEmpty());

        QStringList names;
        for (const ParseFieldAgreement &f : c.fields)
            names << f.field;
        QCOMPARE(names, parseComparisonFields() + QStringList{QStringLiteral("objects")});
        const ParseFieldAgreement *o1 = field(c.fields, QStringLiteral("original_part"));
        QCOMPARE(o1->n, 2);
        QCOMPARE(o1->agree, 2); // "The Cup" is "cup"
        const ParseFieldAgreement *type = field(c.fields, QStringLiteral("edit_type"));
        QCOMPARE(type->agree, 1);
        QCOMPARE(type->share(), std::optional<double>(0.5));
        QCOMPARE(type->disagreements.size(), 1);
        QCOMPARE(type->disagreements[0].item, QStringLiteral("cup"));
        QCOMPARE(type->disagreements[0].first, QStringLiteral("replace"));
        QCOMPARE(type->disagreements[0].second, QStringLiteral("remove"));
        const ParseFieldAgreement *reference = field(c.fields, QStringLiteral("being_added"));
        QCOMPARE(reference->agree, 1);
        QCOMPARE(reference->disagreements[0].first, QStringLiteral("sofa"));
        QCOMPARE(reference->disagreements[0].second, QStringLiteral("dog"));
        QCOMPARE(field(c.fields, QStringLiteral("global"))->agree, 2);

        const QJsonObject json = c.toJson();
        QCOMPARE(json.value(QStringLiteral("without_model_parse")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("items_without_model_parse")).toArray(), QJsonArray{QStringLiteral("red")});
        QVERIFY(!json.contains(QStringLiteral("accuracy")));
        const QJsonObject t =
            json.value(QStringLiteral("agreement")).toObject().value(QStringLiteral("edit_type")).toObject();
        QCOMPARE(t.value(QStringLiteral("share")).toDouble(), 0.5);
        const QJsonObject d = t.value(QStringLiteral("disagreements")).toArray().at(0).toObject();
        QCOMPARE(d, (QJsonObject{{QStringLiteral("item"), QStringLiteral("cup")},
                                 {QStringLiteral("llm"), QStringLiteral("replace")},
                                 {QStringLiteral("rules"), QStringLiteral("remove")}}));
    }

    // Table 12's form: each parser against the imported parse, per field, the objects (o1 and o2) together. The
    // imported parse of "Put a frog in the toilet" names the reference "toilet" and the position "inside"; the model
    // gets the position wrong ("above"); the rule parser gets it right. "Could it be eggs?" (BPM's own failure case):
    // the truth is "food" -> "eggs", the model says "none" -> "eggs" (an add), and the rules say whatever they say.
    void accuracyOfEachParserAgainstTheImportedParse()
    {
        const QJsonObject frogTruth = parse(QStringLiteral("none"), QStringLiteral("frog"), QStringLiteral("add"), {},
                                            QStringLiteral("inside"), QStringLiteral("toilet"));
        const QVector<ItemParses> items{
            {QStringLiteral("frog"), QStringLiteral("Put a frog in the toilet"),
             parse(QStringLiteral("none"), QStringLiteral("frog"), QStringLiteral("add"), QStringLiteral("llm"),
                   QStringLiteral("above"), QStringLiteral("toilet")),
             frogTruth},
            {QStringLiteral("eggs"), QStringLiteral("Could it be eggs?"),
             parse(QStringLiteral("none"), QStringLiteral("eggs"), QStringLiteral("add"), QStringLiteral("llm")),
             parse(QStringLiteral("food"), QStringLiteral("eggs"), QStringLiteral("replace"))},
        };
        const InstructionParser rules;
        const EditParse frogRules = rules.parse(items[0].instruction);
        QCOMPARE(frogRules.position, PositionChange::Inside); // the premise
        QCOMPARE(frogRules.beingAdded, QStringLiteral("toilet"));

        const ParseComparison c = compareParses(items, rules);
        QCOMPARE(c.withImported, 2);
        const ParseFieldAgreement *llmPosition = field(c.modelAccuracy, QStringLiteral("position"));
        QCOMPARE(llmPosition->n, 2);
        QCOMPARE(llmPosition->agree, 1);
        QCOMPARE(llmPosition->disagreements[0].item, QStringLiteral("frog"));
        const ParseFieldAgreement *llmObjects = field(c.modelAccuracy, QStringLiteral("objects"));
        QCOMPARE(llmObjects->agree, 1); // eggs: o1 "none" against "food"
        QCOMPARE(llmObjects->disagreements[0].first, QStringLiteral("none / eggs"));
        QCOMPARE(llmObjects->disagreements[0].second, QStringLiteral("food / eggs"));
        QCOMPARE(field(c.modelAccuracy, QStringLiteral("edit_type"))->agree, 1);
        const ParseFieldAgreement *rulesPosition = field(c.rulesAccuracy, QStringLiteral("position"));
        QCOMPARE(rulesPosition->n, 2);
        QVERIFY(rulesPosition->disagreements.isEmpty()
                || rulesPosition->disagreements[0].item != QStringLiteral("frog"));

        const QJsonObject accuracy = c.toJson().value(QStringLiteral("accuracy")).toObject();
        QCOMPARE(accuracy.keys(), (QStringList{QStringLiteral("llm"), QStringLiteral("rules")}));
        QCOMPARE(accuracy.value(QStringLiteral("llm"))
                     .toObject()
                     .value(QStringLiteral("position"))
                     .toObject()
                     .value(QStringLiteral("share"))
                     .toDouble(),
                 0.5);
    }

    // The study's items: a model's stored parse is the model parse; an imported one is the truth, and the model's
    // parse of that item comes from the parse calls it answered.
    void itemParsesTakeTheModelsAnswerWhereAnImportedParseStays()
    {
        StudyData study;
        Item model, imported, bare;
        model.key = QStringLiteral("m");
        model.parse =
            parse(QStringLiteral("cup"), QStringLiteral("none"), QStringLiteral("remove"), QStringLiteral("llm"));
        imported.key = QStringLiteral("i");
        imported.parse = parse(QStringLiteral("cup"), QStringLiteral("none"), QStringLiteral("remove"));
        bare.key = QStringLiteral("b");
        study.items = {model, imported, bare};
        const QJsonObject answered =
            parse(QStringLiteral("mug"), QStringLiteral("none"), QStringLiteral("remove"), QStringLiteral("llm"));
        const QVector<ItemParses> p = itemParses(study, {{QStringLiteral("i"), answered}});
        QCOMPARE(p.size(), 3);
        QCOMPARE(p[0].modelParse, model.parse);
        QVERIFY(p[0].importedParse.isEmpty());
        QCOMPARE(p[1].modelParse, answered);
        QCOMPARE(p[1].importedParse, imported.parse);
        QVERIFY(p[2].modelParse.isEmpty());
        QVERIFY(p[2].importedParse.isEmpty());
    }

    // With the llm parser the item whose model parse says "change color" leaves the remove subset for the colour one.
    void subsetByEditTypeFollowsTheParserChoice()
    {
        const StudyData study = subsetStudy();
        const RatingTable rules = RatingTable::fromStudy(study, {}, BpmParser::Rules).value();
        const RatingTable llm = RatingTable::fromStudy(study, {}, BpmParser::Llm).value();
        QCOMPARE(rules.editType(rules.indexOfItem(QStringLiteral("item0"))), QStringLiteral("remove"));
        QCOMPARE(llm.editType(llm.indexOfItem(QStringLiteral("item0"))), QStringLiteral("change color"));
        QCOMPARE(llm.bpmParser(), BpmParser::Llm);
        Subset remove;
        remove.conditions = {SubsetCondition::parse(QStringLiteral("edit_type=remove")).value()};
        Subset colour;
        colour.conditions = {SubsetCondition::parse(QStringLiteral("edit_type=change color")).value()};
        QCOMPARE(applySubset(rules, remove).items(), QStringList{QStringLiteral("item0")});
        QVERIFY(applySubset(llm, remove).items().isEmpty());
        QCOMPARE(applySubset(rules, colour).items(), QStringList{QStringLiteral("item1")});
        const RatingTable llmColour = applySubset(llm, colour);
        QCOMPARE(llmColour.items(), (QStringList{QStringLiteral("item0"), QStringLiteral("item1")}));
        QCOMPARE(llmColour.bpmParser(), BpmParser::Llm);
    }

    void alignTakesTheParserChoiceForItsSubsets()
    {
        auto store = newStore();
        EL_VERIFY_OK(store->importData(subsetStudy()));
        const QString file = store->filePath();
        store.reset();
        const auto outputs = [&file](const QString &parser) {
            const Run r = cli({QStringLiteral("align"), file, QStringLiteral("--subset"),
                               QStringLiteral("edit_type=change color"), QStringLiteral("--bpm-parser"), parser,
                               QStringLiteral("--json")});
            if (r.exitCode != 0)
                qWarning("%s", r.err.constData());
            return QJsonDocument::fromJson(r.out)
                .object()
                .value(QStringLiteral("subset"))
                .toObject()
                .value(QStringLiteral("n_outputs"))
                .toInt(-1);
        };
        QCOMPARE(outputs(QStringLiteral("rules")), 2);
        QCOMPARE(outputs(QStringLiteral("llm")), 4);
        const Run bad = cli({QStringLiteral("align"), file, QStringLiteral("--bpm-parser"), QStringLiteral("gpt")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--bpm-parser must be 'rules' or 'llm', not 'gpt'"), bad.err.constData());
    }

    // Through the binary (the counts' plural forms come from the English catalogue, so only their stems are
    // checked): item0's model parse is stored on it; item1 has an imported parse, so the model's answer
    // for it lives only in the parse calls, and is compared from there.
    void alignComparesParsesFromTheStudy()
    {
        StudyData data = subsetStudy();
        data.items[1].parse = parse(QStringLiteral("cup"), QStringLiteral("red cup"), QStringLiteral("change color"));
        auto store = newStore();
        EL_VERIFY_OK(store->importData(data));
        ModelCall call;
        call.requestKey = QStringLiteral("k1");
        call.stage = QStringLiteral("parse");
        call.stageVersion = QStringLiteral("v1");
        call.endpoint = QStringLiteral("local=http://127.0.0.1:8000/v1");
        call.model = QStringLiteral("m");
        call.itemKey = QStringLiteral("item1");
        call.prompt = QStringLiteral("prompt");
        call.raw = QStringLiteral("answer");
        call.status = QStringLiteral("ok");
        call.parsed = QString::fromUtf8(QJsonDocument(parse(QStringLiteral("cup"), QStringLiteral("red cup"),
                                                            QStringLiteral("change texture"), QStringLiteral("llm")))
                                            .toJson(QJsonDocument::Compact));
        EL_VERIFY_OK(ModelCallStore(*store).record(call));
        const QString file = store->filePath();
        store.reset();

        const Run json =
            cli({QStringLiteral("align"), file, QStringLiteral("--compare-parses"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject c =
            QJsonDocument::fromJson(json.out).object().value(QStringLiteral("parse_comparison")).toObject();
        QCOMPARE(c.value(QStringLiteral("items")).toInt(), 2);
        QCOMPARE(c.value(QStringLiteral("with_model_parse")).toInt(), 2);
        QCOMPARE(c.value(QStringLiteral("without_model_parse")).toInt(), 0);
        QCOMPARE(c.value(QStringLiteral("with_imported_parse")).toInt(), 1);
        const QJsonObject type =
            c.value(QStringLiteral("agreement")).toObject().value(QStringLiteral("edit_type")).toObject();
        QCOMPARE(type.value(QStringLiteral("n")).toInt(), 2);
        QCOMPARE(type.value(QStringLiteral("agree")).toInt(), 0); // change color vs remove; change texture vs color
        const QJsonObject llmType = c.value(QStringLiteral("accuracy"))
                                        .toObject()
                                        .value(QStringLiteral("llm"))
                                        .toObject()
                                        .value(QStringLiteral("edit_type"))
                                        .toObject();
        QCOMPARE(llmType.value(QStringLiteral("n")).toInt(), 1);
        QCOMPARE(llmType.value(QStringLiteral("share")).toDouble(), 0.0);

        const Run text = cli({QStringLiteral("align"), file, QStringLiteral("--compare-parses")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("parse comparison: 2 item")
                     && text.out.contains("; 2 with a model parse; 0 without"),
                 text.out.constData());
        QVERIFY2(text.out.contains("edit_type differs on item0: llm 'change color', rules 'remove'"),
                 text.out.constData());
        QVERIFY2(text.out.contains("accuracy against the imported parse (1 item"), text.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestParseComparison)
#include "tst_parsecomparison.moc"
