// StudyReader::loadItems: one reader per table of the study, each stitching its rows onto the items read before.
#include "storage/differencestore.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "studyreader.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlQuery>

#include <cmath>
#include <optional>

Q_DECLARE_LOGGING_CATEGORY(lcStudyReader)

namespace editlens::core {

namespace {

QSize sizeOf(const QVariant &w, const QVariant &h)
{
    if (w.isNull() || h.isNull())
        return {};
    return QSize(w.toInt(), h.toInt());
}

OriginKind originKindOf(const QVariant &v)
{
    return originKindFromName(v.toString()).value_or(OriginKind::Detector);
}

/// A stored REAL or INTEGER; nullopt for text, blobs and NULL.
std::optional<double> storedNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::LongLong:
    case QMetaType::Int:
    case QMetaType::ULongLong:
    case QMetaType::UInt:
        return v.toDouble();
    default:
        return std::nullopt;
    }
}

} // namespace

namespace {

/// Reads the items of an id range one table at a time, stitching each table's rows onto the items read before:
/// a handful of queries whether the range holds one item or a hundred thousand.
class ItemLoader
{
public:
    /// The blinded names of systems and output paths (StudyReader::systemName/outputPath) for the aliases the
    /// queries use: s, sa and sb for systems, o for outputs.
    struct Names
    {
        QString system, systemA, systemB, outputPath;
    };

    ItemLoader(QSqlDatabase &db, const QString &file, qint64 firstId, qint64 lastId, Names names)
        : m_q(db)
        , m_file(file)
        , m_firstId(firstId)
        , m_lastId(lastId)
        , m_names(std::move(names))
    {
        m_q.setForwardOnly(true);
    }

    Status readItems();
    Status readOutputs();
    Status readRatings();
    Status readScores();
    Status readDifferences();
    Status readCoherenceLabels();
    Status readReviews();
    Status readCompletions();
    Status readMasks();
    Status readPreferences();
    Status readJudgeVotes();

    QVector<Item> takeItems() { return std::move(m_items); }

private:
    /// Runs `select` followed by the range's condition on `column` and `orderBy`.
    Status select(const QString &select, const QString &column, const QString &orderBy);
    Output *outputOf(const QVariant &id);
    int itemOf(const QVariant &id) const { return m_itemIndex.value(id.toLongLong(), -1); }
    Error damaged(const QString &what, const QVariant &stored) const;

    QSqlQuery m_q;
    const QString m_file;
    const qint64 m_firstId, m_lastId;
    const Names m_names;
    QVector<Item> m_items;
    QHash<qint64, int> m_itemIndex;
    QHash<qint64, QPair<int, int>> m_outputIndex;          // output id -> (item index, output index)
    QHash<qint64, QPair<Output *, int>> m_differenceIndex; // difference id -> (output, difference index)
};

Status ItemLoader::select(const QString &select, const QString &column, const QString &orderBy)
{
    const QString range = m_lastId < 0
                              ? QStringLiteral("1 = 1")
                              : QStringLiteral("%1 BETWEEN %2 AND %3").arg(column).arg(m_firstId).arg(m_lastId);
    return execSql(m_q, select + QStringLiteral(" WHERE ") + range + QStringLiteral(" ORDER BY ") + orderBy,
                   QCoreApplication::translate("StudyReader", "cannot read study"), m_file);
}

Output *ItemLoader::outputOf(const QVariant &id)
{
    const auto it = m_outputIndex.constFind(id.toLongLong());
    if (it == m_outputIndex.constEnd())
        return nullptr;
    return &m_items[it->first].outputs[it->second];
}

// A hand-edited study can hold text where a number belongs (SQLite keeps what it is given); reading it as 0 would
// change every statistic without a word.
Error ItemLoader::damaged(const QString &what, const QVariant &stored) const
{
    return Error{QCoreApplication::translate("StudyReader",
                                             "the study is damaged: %1 holds '%2', which is not a number; "
                                             "it was not changed")
                     .arg(what, stored.isNull() ? QStringLiteral("NULL") : stored.toString().left(40)),
                 m_file};
}

Status ItemLoader::readItems()
{
    if (Status s = select(QStringLiteral("SELECT id, key, source_path, source_width, source_height, instruction,"
                                         " ground_truth_path, ground_truth_width, ground_truth_height, parse, tags,"
                                         " source_item, turn, source_caption, target_caption FROM items"),
                          QStringLiteral("id"), QStringLiteral("id"));
        !s)
        return s;
    while (m_q.next()) {
        Item it;
        it.id = m_q.value(0).toLongLong();
        it.key = m_q.value(1).toString();
        it.sourcePath = m_q.value(2).toString();
        it.sourceSize = sizeOf(m_q.value(3), m_q.value(4));
        it.instruction = m_q.value(5).toString();
        it.groundTruthPath = m_q.value(6).toString();
        it.groundTruthSize = sizeOf(m_q.value(7), m_q.value(8));
        const QString parse = m_q.value(9).toString();
        if (!parse.isEmpty())
            it.parse = QJsonDocument::fromJson(parse.toUtf8()).object();
        const QString tags = m_q.value(10).toString();
        if (!tags.isEmpty()) {
            const QJsonArray arr = QJsonDocument::fromJson(tags.toUtf8()).array();
            for (const auto &v : arr)
                it.tags << v.toString();
        }
        it.sourceItem = m_q.value(11).toString();
        it.turn = m_q.value(12).toInt();
        it.sourceCaption = m_q.value(13).toString();
        it.targetCaption = m_q.value(14).toString();
        m_itemIndex.insert(it.id, int(m_items.size()));
        m_items.push_back(std::move(it));
    }
    return Status::success();
}

Status ItemLoader::readOutputs()
{
    if (Status s = select(QStringLiteral("SELECT o.id, o.item_id, %1, %2, o.width, o.height, o.role FROM outputs o"
                                         " JOIN systems s ON s.id = o.system_id")
                              .arg(m_names.system, m_names.outputPath),
                          QStringLiteral("o.item_id"), QStringLiteral("o.id"));
        !s)
        return s;
    while (m_q.next()) {
        const int ii = itemOf(m_q.value(1));
        if (ii < 0)
            continue;
        Output o;
        o.id = m_q.value(0).toLongLong();
        o.system = m_q.value(2).toString();
        o.path = m_q.value(3).toString();
        o.size = sizeOf(m_q.value(4), m_q.value(5));
        o.role = outputRoleFromName(m_q.value(6).toString()).value_or(OutputRole::None);
        m_outputIndex.insert(o.id, {ii, int(m_items[ii].outputs.size())});
        m_items[ii].outputs.push_back(std::move(o));
    }
    return Status::success();
}

Status ItemLoader::readRatings()
{
    if (Status s = select(QStringLiteral("SELECT r.output_id, a.name, d.name, r.value, l.rule, l.detail, d.scale_min,"
                                         " d.scale_max FROM ratings r JOIN annotators a ON a.id = r.annotator_id"
                                         " JOIN dimensions d ON d.id = r.dimension_id JOIN outputs o ON o.id ="
                                         " r.output_id LEFT JOIN label_rules l ON l.rating_id = r.id"),
                          QStringLiteral("o.item_id"), QStringLiteral("r.id"));
        !s)
        return s;
    while (m_q.next()) {
        Output *o = outputOf(m_q.value(0));
        if (!o)
            continue;
        const std::optional<double> value = storedNumber(m_q.value(3));
        if (!value)
            return damaged(QCoreApplication::translate("StudyReader", "the rating of output %1 by '%2' on '%3'")
                               .arg(m_q.value(0).toString(), m_q.value(1).toString(), m_q.value(2).toString()),
                           m_q.value(3));
        // A value off its dimension's scale (stored by hand, or on a server before it checked) is left out of
        // every analysis, and said so, rather than shifting the statistics without a word.
        if (!std::isfinite(*value) || *value < m_q.value(6).toDouble() || *value > m_q.value(7).toDouble()) {
            qCWarning(lcStudyReader, "%s",
                      qPrintable(QCoreApplication::translate("StudyReader",
                                                             "%1: the rating of output %2 by '%3' on '%4' is %5, off "
                                                             "its scale (%6 to %7); it was left out")
                                     .arg(m_file, m_q.value(0).toString(), m_q.value(1).toString(),
                                          m_q.value(2).toString(), QString::number(*value),
                                          QString::number(m_q.value(6).toDouble()),
                                          QString::number(m_q.value(7).toDouble()))));
            continue;
        }
        Rating r{m_q.value(1).toString(), m_q.value(2).toString(), *value};
        r.rule = m_q.value(4).toString();
        r.ruleDetail = m_q.value(5).toString();
        o->ratings.push_back(r);
    }
    return Status::success();
}

Status ItemLoader::readScores()
{
    if (Status s = select(QStringLiteral("SELECT sc.output_id, sc.metric, sc.version, sc.value FROM scores sc"
                                         " JOIN outputs o ON o.id = sc.output_id"),
                          QStringLiteral("o.item_id"), QStringLiteral("sc.id"));
        !s)
        return s;
    while (m_q.next()) {
        if (Output *o = outputOf(m_q.value(0))) {
            const std::optional<double> value = storedNumber(m_q.value(3));
            if (!value)
                return damaged(QCoreApplication::translate("StudyReader", "the '%1' score of output %2")
                                   .arg(m_q.value(1).toString(), m_q.value(0).toString()),
                               m_q.value(3));
            o->scores.push_back({m_q.value(1).toString(), m_q.value(2).toString(), *value});
        }
    }
    return Status::success();
}

Status ItemLoader::readDifferences()
{
    if (Status s = select(QStringLiteral("SELECT d.id, d.output_id, d.op, d.description, d.x0, d.y0, d.x1, d.y1,"
                                         " d.confidence, d.origin_kind, d.origin, d.proposal FROM differences d"
                                         " JOIN outputs o ON o.id = d.output_id"),
                          QStringLiteral("o.item_id"), QStringLiteral("d.id"));
        !s)
        return s;
    while (m_q.next()) {
        Output *o = outputOf(m_q.value(1));
        if (!o)
            continue;
        Difference d;
        d.id = m_q.value(0).toLongLong();
        d.op = editOpFromName(m_q.value(2).toString()).value_or(EditOp::Edit);
        d.description = m_q.value(3).toString();
        d.box = QRectF(QPointF(m_q.value(4).toDouble(), m_q.value(5).toDouble()),
                       QPointF(m_q.value(6).toDouble(), m_q.value(7).toDouble()));
        d.confidence = m_q.value(8).toDouble();
        d.originKind = originKindOf(m_q.value(9));
        d.origin = m_q.value(10).toString();
        d.proposal = storedDetectorProposal(m_q.value(11).toString());
        m_differenceIndex.insert(d.id, {o, int(o->differences.size())});
        o->differences.push_back(std::move(d));
    }
    return Status::success();
}

Status ItemLoader::readCoherenceLabels()
{
    if (Status s = select(QStringLiteral("SELECT c.difference_id, c.coherent, c.rationale, c.origin_kind, c.origin"
                                         " FROM coherence_labels c JOIN differences d ON d.id = c.difference_id"
                                         " JOIN outputs o ON o.id = d.output_id"),
                          QStringLiteral("o.item_id"), QStringLiteral("c.id"));
        !s)
        return s;
    while (m_q.next()) {
        const auto it = m_differenceIndex.constFind(m_q.value(0).toLongLong());
        if (it == m_differenceIndex.constEnd())
            continue;
        it->first->differences[it->second].coherence.push_back(
            {m_q.value(1).toBool(), m_q.value(2).toString(), originKindOf(m_q.value(3)), m_q.value(4).toString()});
    }
    return Status::success();
}

Status ItemLoader::readReviews()
{
    if (Status s = select(QStringLiteral("SELECT r.difference_id, a.name, r.decision, r.updated_at FROM"
                                         " difference_reviews r JOIN annotators a ON a.id = r.annotator_id"
                                         " JOIN differences d ON d.id = r.difference_id"
                                         " JOIN outputs o ON o.id = d.output_id"),
                          QStringLiteral("o.item_id"), QStringLiteral("r.id"));
        !s)
        return s;
    while (m_q.next()) {
        const auto it = m_differenceIndex.constFind(m_q.value(0).toLongLong());
        const std::optional<ReviewDecision> decision = reviewDecisionFromName(m_q.value(2).toString());
        if (it == m_differenceIndex.constEnd() || !decision)
            continue;
        it->first->differences[it->second].reviews.push_back(
            {m_q.value(1).toString(), *decision, m_q.value(3).toString()});
    }
    return Status::success();
}

Status ItemLoader::readCompletions()
{
    if (Status s = select(QStringLiteral("SELECT c.output_id, a.name FROM output_completions c"
                                         " JOIN annotators a ON a.id = c.annotator_id"
                                         " JOIN outputs o ON o.id = c.output_id"),
                          QStringLiteral("o.item_id"), QStringLiteral("a.name"));
        !s)
        return s;
    while (m_q.next()) {
        if (Output *o = outputOf(m_q.value(0)))
            o->completeBy << m_q.value(1).toString();
    }
    return Status::success();
}

Status ItemLoader::readMasks()
{
    if (Status s = select(QStringLiteral("SELECT item_id, output_id, path, kind, origin_kind, origin FROM masks"),
                          QStringLiteral("item_id"), QStringLiteral("id"));
        !s)
        return s;
    while (m_q.next()) {
        const Mask m{m_q.value(2).toString(), m_q.value(3).toString(), originKindOf(m_q.value(4)),
                     m_q.value(5).toString()};
        if (!m_q.value(1).isNull()) {
            if (Output *o = outputOf(m_q.value(1)))
                o->masks.push_back(m);
        } else if (const int ii = itemOf(m_q.value(0)); ii >= 0) {
            m_items[ii].masks.push_back(m);
        }
    }
    return Status::success();
}

Status ItemLoader::readPreferences()
{
    if (Status s =
            select(QStringLiteral("SELECT p.item_id, %1, %2, a.name, p.dimension, p.choice FROM preferences p"
                                  " JOIN outputs oa ON oa.id = p.output_a JOIN systems sa ON sa.id = oa.system_id"
                                  " JOIN outputs ob ON ob.id = p.output_b JOIN systems sb ON sb.id = ob.system_id"
                                  " JOIN annotators a ON a.id = p.annotator_id")
                       .arg(m_names.systemA, m_names.systemB),
                   QStringLiteral("p.item_id"), QStringLiteral("p.id"));
        !s)
        return s;
    while (m_q.next()) {
        const int ii = itemOf(m_q.value(0));
        if (ii < 0)
            continue;
        m_items[ii].preferences.push_back(
            {m_q.value(1).toString(), m_q.value(2).toString(), m_q.value(3).toString(), m_q.value(4).toString(),
             preferenceChoiceFromName(m_q.value(5).toString()).value_or(PreferenceChoice::Tie)});
    }
    return Status::success();
}

Status ItemLoader::readJudgeVotes()
{
    if (Status s =
            select(QStringLiteral("SELECT v.item_id, %1, %2, v.judge, v.verdict FROM judge_votes v"
                                  " JOIN outputs oa ON oa.id = v.output_a JOIN systems sa ON sa.id = oa.system_id"
                                  " JOIN outputs ob ON ob.id = v.output_b JOIN systems sb ON sb.id = ob.system_id")
                       .arg(m_names.systemA, m_names.systemB),
                   QStringLiteral("v.item_id"), QStringLiteral("v.id"));
        !s)
        return s;
    while (m_q.next()) {
        if (const int ii = itemOf(m_q.value(0)); ii >= 0)
            m_items[ii].judgeVotes.push_back(
                {m_q.value(1).toString(), m_q.value(2).toString(), m_q.value(3).toString(), m_q.value(4).toString()});
    }
    return Status::success();
}

} // namespace

Result<QVector<Item>> StudyReader::loadItems(qint64 firstId, qint64 lastId, const ProgressCallback &progress) const
{
    ItemLoader loader(m_db, m_file, firstId, lastId,
                      {systemName(QStringLiteral("s")), systemName(QStringLiteral("sa")),
                       systemName(QStringLiteral("sb")), outputPath(QStringLiteral("o"))});
    // Items first, then outputs, then what hangs off outputs and differences: each table finds its parents read.
    for (Status (ItemLoader::*read)() :
         {&ItemLoader::readItems, &ItemLoader::readOutputs, &ItemLoader::readRatings, &ItemLoader::readScores,
          &ItemLoader::readDifferences, &ItemLoader::readCoherenceLabels, &ItemLoader::readReviews,
          &ItemLoader::readCompletions, &ItemLoader::readMasks, &ItemLoader::readPreferences,
          &ItemLoader::readJudgeVotes}) {
        if (Status s = (loader.*read)(); !s)
            return s.error();
    }
    QVector<Item> items = loader.takeItems();
    reportProgress(progress, items.size(), items.size());
    return items;
}

} // namespace editlens::core
