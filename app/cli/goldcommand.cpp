#include "goldcommand.h"
#include "cliutil.h"
#include "plancommand.h"

#include "io/csv.h"
#include "storage/planstore.h"
#include "storage/studystore.h"
#include "web/crowdenrolment.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace editlens::cli {

using namespace editlens::core;

namespace {

/// What a gold answer is checked against: the plan's gold items, the study's items and rating dimensions. Items are
/// loaded once, when an answer first names them.
class GoldScope
{
public:
    explicit GoldScope(StudyStore &store) : m_store(store) {}

    Status load()
    {
        auto planned = PlanStore(m_store).goldItems();
        if (!planned)
            return planned.error();
        m_gold = planned.value();
        // Crowd participants are given their plans when they enrol, so the enrolment settings name the gold items
        // before any participant holds one.
        auto crowd = loadCrowdSettings(m_store);
        if (!crowd)
            return crowd.error();
        if (crowd.value().enabled)
            for (qint64 id : std::as_const(crowd.value().goldItems))
                m_gold.insert(id);
        auto dimensions = m_store.dimensions();
        if (!dimensions)
            return dimensions.error();
        for (const Dimension &d : dimensions.value())
            m_dimensions.insert(d.name, d);
        auto summaries = m_store.itemSummaries();
        if (!summaries)
            return summaries.error();
        for (const ItemSummary &s : summaries.value()) {
            m_idOf.insert(s.key, s.id);
            m_keyOf.insert(s.id, s.key);
        }
        return Status::success();
    }

    const QSet<qint64> &goldItems() const { return m_gold; }
    QString key(qint64 itemId) const { return m_keyOf.value(itemId); }

    Result<Item> item(qint64 id)
    {
        if (auto it = m_items.find(id); it != m_items.end())
            return it->second;
        auto loaded = m_store.loadItem(id);
        if (loaded)
            m_items.emplace(id, loaded.value());
        return loaded;
    }

    /// The answer to `item`'s output of `system` on `dimension`, checked; the error (without a file) says why not.
    Result<GoldAnswer> answer(const QString &itemKey, const QString &system, const QString &dimension, double expected,
                              double tolerance)
    {
        const auto id = m_idOf.constFind(itemKey);
        if (id == m_idOf.constEnd())
            return Error{QCoreApplication::translate("editlens-cli", "the study has no item '%1'").arg(itemKey)};
        if (!m_gold.contains(id.value()))
            return Error{QCoreApplication::translate("editlens-cli",
                                                     "item '%1' is not a gold item of the plan (mark it with "
                                                     "`plan --gold`)")
                             .arg(itemKey)};
        auto loaded = item(id.value());
        if (!loaded)
            return loaded.error();
        const Output *output = loaded.value().findOutput(system);
        if (!output)
            return Error{QCoreApplication::translate("editlens-cli", "item '%1' has no output of system '%2'")
                             .arg(itemKey, system)};
        const auto d = m_dimensions.constFind(dimension);
        if (d == m_dimensions.constEnd())
            return Error{
                QCoreApplication::translate("editlens-cli", "the study has no rating dimension '%1'").arg(dimension)};
        if (!std::isfinite(expected) || expected < d->scaleMin || expected > d->scaleMax)
            return Error{QCoreApplication::translate("editlens-cli", "%1 is off the scale of '%2' (%3 to %4)")
                             .arg(CsvWriter::number(expected), dimension, CsvWriter::number(d->scaleMin),
                                  CsvWriter::number(d->scaleMax))};
        if (!std::isfinite(tolerance) || tolerance < 0)
            return Error{QCoreApplication::translate("editlens-cli", "a tolerance is a number of 0 or more")};
        return GoldAnswer{output->id, dimension, expected, tolerance};
    }

private:
    StudyStore &m_store;
    QSet<qint64> m_gold;
    QHash<QString, Dimension> m_dimensions;
    QHash<QString, qint64> m_idOf;
    QHash<qint64, QString> m_keyOf;
    std::map<qint64, Item> m_items;
};

/// `name`'s ratings on every output of the plan's gold items.
Result<QVector<GoldAnswer>> fromAnnotator(GoldScope &scope, const QString &name, double tolerance, const QString &file)
{
    QVector<qint64> items(scope.goldItems().cbegin(), scope.goldItems().cend());
    std::sort(items.begin(), items.end());
    QVector<GoldAnswer> answers;
    for (qint64 id : std::as_const(items)) {
        auto item = scope.item(id);
        if (!item)
            return item.error();
        for (const Output &o : item.value().outputs)
            for (const Rating &r : o.ratings) {
                if (r.annotator != name)
                    continue;
                auto a = scope.answer(item.value().key, o.system, r.dimension, r.value, tolerance);
                if (!a)
                    return Error{a.error().message, file};
                answers << a.value();
            }
    }
    if (answers.isEmpty())
        return Error{
            QCoreApplication::translate("editlens-cli", "'%1' rated no output of the plan's gold items").arg(name),
            file};
    return answers;
}

/// Rows item,system,dimension,expected[,tolerance] of `file`, an optional header first; every row checked.
Result<QVector<GoldAnswer>> fromCsv(GoldScope &scope, const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return Error{
            QCoreApplication::translate("editlens-cli", "cannot read the gold answers: %1").arg(f.errorString()), file};
    CsvReader reader(QString::fromUtf8(f.readAll()));
    QVector<GoldAnswer> answers;
    QStringList fields;
    bool first = true;
    while (reader.readRecord(&fields)) {
        const int line = reader.recordLine();
        for (QString &field : fields)
            field = field.trimmed();
        const bool header = first && fields.size() >= 4
                            && fields.at(0).compare(QLatin1String("item"), Qt::CaseInsensitive) == 0
                            && fields.at(3).compare(QLatin1String("expected"), Qt::CaseInsensitive) == 0;
        first = false;
        if (header)
            continue;
        if (fields.size() != 4 && fields.size() != 5)
            return Error{QCoreApplication::translate("editlens-cli",
                                                     "expected item,system,dimension,expected[,tolerance], found %n "
                                                     "field(s)",
                                                     nullptr, int(fields.size())),
                         file, line};
        bool expectedOk = false, toleranceOk = true;
        const double expected = fields.at(3).toDouble(&expectedOk);
        const double tolerance = fields.size() == 5 ? fields.at(4).toDouble(&toleranceOk) : 0.0;
        if (!expectedOk || !toleranceOk)
            return Error{QCoreApplication::translate("editlens-cli",
                                                     "the expected value and the tolerance are numbers"),
                         file, line};
        auto a = scope.answer(fields.at(0), fields.at(1), fields.at(2), expected, tolerance);
        if (!a)
            return Error{a.error().message, file, line};
        answers << a.value();
    }
    if (reader.hasError())
        return Error{reader.errorString(), file, reader.errorLine()};
    if (answers.isEmpty())
        return Error{QCoreApplication::translate("editlens-cli", "no gold answers in the file"), file};
    return answers;
}

int list(StudyStore &store)
{
    auto answers = PlanStore(store).namedGoldAnswers();
    if (!answers)
        return fail(answers.error());
    out(QStringLiteral("item\tsystem\tdimension\tanswer"));
    for (const NamedGoldAnswer &a : answers.value())
        out(QStringLiteral("%1\t%2\t%3\t%4 ± %5")
                .arg(a.itemKey, a.system, a.answer.dimension, CsvWriter::number(a.answer.expected),
                     CsvWriter::number(a.answer.tolerance)));
    err(QCoreApplication::translate("editlens-cli", "%n gold answer(s)", nullptr, int(answers.value().size())));
    return Ok;
}

/// Says which gold items are left without an answer: their attention checks would never fire.
void warnUnanswered(GoldScope &scope, const QVector<GoldAnswer> &answers)
{
    QSet<qint64> answeredOutputs;
    for (const GoldAnswer &a : answers)
        answeredOutputs.insert(a.outputId);
    QStringList unanswered;
    for (qint64 id : scope.goldItems()) {
        const Result<Item> item = scope.item(id);
        if (!item)
            continue;
        const QVector<Output> &outputs = item.value().outputs;
        if (std::none_of(outputs.cbegin(), outputs.cend(),
                         [&](const Output &o) { return answeredOutputs.contains(o.id); }))
            unanswered << scope.key(id);
    }
    unanswered.sort();
    if (!unanswered.isEmpty())
        err(QCoreApplication::translate("editlens-cli", "%n gold item(s) without an answer: %1", nullptr,
                                        int(unanswered.size()))
                .arg(unanswered.join(QStringLiteral(", "))));
}

} // namespace

int cmdGold(const QStringList &args, const Context &)
{
    QCommandLineParser p;
    addStudyArgument(p);
    const QCommandLineOption fromAnnotatorOption(
        QStringLiteral("from-annotator"),
        QCoreApplication::translate("editlens-cli",
                                    "The gold answers are this annotator's ratings (an expert's, the study runner's) "
                                    "on the plan's gold items: every output and dimension they rated there."),
        QStringLiteral("NAME"));
    const QCommandLineOption toleranceOption(
        QStringLiteral("tolerance"),
        QCoreApplication::translate("editlens-cli",
                                    "How far from --from-annotator's rating an annotator's may be and still meet it "
                                    "(default 0)."),
        QStringLiteral("T"), QStringLiteral("0"));
    const QCommandLineOption csvOption(
        QStringLiteral("csv"),
        QCoreApplication::translate("editlens-cli",
                                    "The gold answers are this file's rows item,system,dimension,expected[,tolerance] "
                                    "(item keys and system names as in the study; a header row may come first)."),
        QStringLiteral("FILE"));
    const QCommandLineOption listOption(QStringLiteral("list"),
                                        QCoreApplication::translate("editlens-cli",
                                                                    "Print the gold answers; change nothing."));
    const QCommandLineOption clearOption(QStringLiteral("clear"),
                                         QCoreApplication::translate("editlens-cli", "Remove every gold answer."));
    const QCommandLineOption passphraseFile = planPassphraseOption();
    p.addOptions({fromAnnotatorOption, toleranceOption, csvOption, listOption, clearOption, passphraseFile});
    if (int r = parse(p, args,
                      QCoreApplication::translate(
                          "editlens-cli",
                          "Sets the known answers of the plan's gold items (plan --gold), which each annotator's "
                          "attention checks compare their ratings with. A set replaces the study's gold answers, all "
                          "or nothing."),
                      1, 1);
        r >= 0)
        return r;
    const int actions = int(p.isSet(fromAnnotatorOption)) + int(p.isSet(csvOption)) + int(p.isSet(listOption))
                        + int(p.isSet(clearOption));
    bool toleranceOk = false;
    const double tolerance = p.value(toleranceOption).toDouble(&toleranceOk);
    if (actions != 1 || (p.isSet(toleranceOption) && !p.isSet(fromAnnotatorOption)) || !toleranceOk
        || !std::isfinite(tolerance) || tolerance < 0) {
        err(QCoreApplication::translate("editlens-cli",
                                        "gold needs one of --from-annotator NAME, --csv FILE, --list or --clear, and "
                                        "--tolerance (a number of 0 or more) only with --from-annotator"));
        return Usage;
    }
    const std::unique_ptr<StudyStore> store = openStudyArgument(p);
    if (!store)
        return Failure;
    if (p.isSet(listOption))
        return list(*store);
    PlanStore plans(*store);
    // The gold answers are part of the plan: where a passphrase protects it, it protects them (an annotator with the
    // study file could otherwise make their own answers the gold ones).
    auto settings = plans.settings();
    if (!settings)
        return fail(settings.error());
    if (Status s = checkPlanPassphrase(*store, settings.value(), p, passphraseFile); !s)
        return fail(s.error());
    if (p.isSet(clearOption)) {
        auto before = plans.goldAnswers();
        if (!before)
            return fail(before.error());
        if (Status s = plans.replaceGoldAnswers({}); !s)
            return fail(s.error());
        err(QCoreApplication::translate("editlens-cli", "removed %n gold answer(s)", nullptr,
                                        int(before.value().size())));
        return Ok;
    }

    GoldScope scope(*store);
    if (Status s = scope.load(); !s)
        return fail(s.error());
    if (scope.goldItems().isEmpty())
        return fail(Error{QCoreApplication::translate("editlens-cli",
                                                      "the plan has no gold items: mark them with `plan --gold`"),
                          store->filePath()});
    const Result<QVector<GoldAnswer>> answers =
        p.isSet(csvOption) ? fromCsv(scope, p.value(csvOption))
                           : fromAnnotator(scope, p.value(fromAnnotatorOption), tolerance, store->filePath());
    if (!answers)
        return fail(answers.error());
    if (Status s = plans.replaceGoldAnswers(answers.value()); !s)
        return fail(s.error());
    QSet<qint64> outputs;
    for (const GoldAnswer &a : answers.value())
        outputs.insert(a.outputId);
    //: %1 is "on N outputs"
    err(QCoreApplication::translate("editlens-cli", "set %n gold answer(s) %1", nullptr, int(answers.value().size()))
            .arg(QCoreApplication::translate("editlens-cli", "on %n output(s)", nullptr, int(outputs.size()))));
    warnUnanswered(scope, answers.value());
    return Ok;
}

} // namespace editlens::cli
