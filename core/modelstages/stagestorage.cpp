#include "modelstages/stagestorage.h"

#include "storage/scorewriter.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <cmath>

namespace editlens::core::modelstages {

namespace {

bool sameBox(const QRectF &a, const QRectF &b)
{
    const auto near = [](double x, double y) { return std::abs(x - y) <= 1e-9 * std::max(1.0, std::abs(x)); };
    return near(a.left(), b.left()) && near(a.top(), b.top()) && near(a.right(), b.right())
           && near(a.bottom(), b.bottom());
}

QVector<Difference> ofOrigin(const Item &item, qint64 outputId, const QString &origin)
{
    QVector<Difference> found;
    for (const Output &o : item.outputs)
        if (o.id == outputId)
            for (const Difference &d : o.differences)
                if (d.originKind == OriginKind::Detector && d.origin == origin)
                    found << d;
    return found;
}

bool sameDifferences(const QVector<Difference> &stored, const QVector<Difference> &wanted)
{
    if (stored.size() != wanted.size())
        return false;
    for (qsizetype i = 0; i < stored.size(); ++i) {
        const Difference &a = stored[i], &b = wanted[i];
        if (a.op != b.op || a.description != b.description || !sameBox(a.box, b.box)
            || std::abs(a.confidence - b.confidence) > 1e-9)
            return false;
    }
    return true;
}

} // namespace

Result<ParseStored> storeParse(StudyStore &store, const Item &item, QJsonObject parse, const QString &model,
                               const QString &endpoint, const QString &callKey)
{
    // A parse that came with the dataset (or a manifest) is the study's truth; a model's parse only fills an item
    // without one or replaces an earlier model's.
    if (!item.parse.isEmpty() && item.parse.value(QStringLiteral("source")).toString() != QLatin1String("llm"))
        return ParseStored::KeptImported;
    parse.insert(QStringLiteral("source"), QStringLiteral("llm"));
    parse.insert(QStringLiteral("model"), model);
    parse.insert(QStringLiteral("endpoint"), endpoint);
    parse.insert(QStringLiteral("call"), callKey);
    StudyData batch;
    Item update;
    update.key = item.key;
    update.parse = parse;
    batch.items << update;
    if (Status s = store.importData(batch); !s)
        return s.error();
    return ParseStored::Written;
}

Result<QVector<Difference>> storeDetectorDifferences(StudyStore &store, qint64 itemId, qint64 outputId,
                                                     const QString &origin, const QVector<Difference> &differences)
{
    Result<Item> before = store.loadItem(itemId);
    if (!before)
        return before.error();
    // The same answer again (a re-run from the cache) keeps the rows, and with them what reviewers said of them.
    if (sameDifferences(ofOrigin(before.value(), outputId, origin), differences))
        return ofOrigin(before.value(), outputId, origin);
    OutputResults r;
    r.outputId = outputId;
    r.differences = differences;
    r.differencesOrigin = origin;
    if (Status s = writeResults(store, {r}); !s)
        return s.error();
    Result<Item> after = store.loadItem(itemId);
    if (!after)
        return after.error();
    return ofOrigin(after.value(), outputId, origin);
}

Status storeDetectorCoherence(StudyStore &store, qint64 differenceId, const QString &origin,
                              const CoherenceAnswer &answer)
{
    const QString what = QCoreApplication::translate("ModelStages", "cannot store a coherence label");
    return runInWriteTransaction(store.database(), store.dialect(), store.filePath(), what, [&]() -> Status {
        QSqlQuery q(store.database());
        return execBound(q,
                         QStringLiteral("INSERT INTO coherence_labels(difference_id, coherent, rationale, origin_kind,"
                                        " origin) VALUES (?, ?, ?, ?, ?)")
                             + store.dialect().upsertClause({QStringLiteral("difference_id"),
                                                             QStringLiteral("origin_kind"), QStringLiteral("origin")},
                                                            {QStringLiteral("coherent"), QStringLiteral("rationale")}),
                         {differenceId, answer.coherent ? 1 : 0, sqlText(answer.rationale),
                          originKindName(OriginKind::Detector), sqlText(origin)},
                         what, store.filePath());
    });
}

Status storeScores(StudyStore &store, qint64 outputId, const QVector<Score> &scores)
{
    OutputResults r;
    r.outputId = outputId;
    r.scores = scores;
    return writeResults(store, {r});
}

Status storeJudgeVote(StudyStore &store, const QString &itemKey, const JudgeVote &vote)
{
    StudyData batch;
    Item update;
    update.key = itemKey;
    update.judgeVotes << vote;
    batch.items << update;
    return store.importData(batch);
}

} // namespace editlens::core::modelstages
