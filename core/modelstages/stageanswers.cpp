#include "modelstages/stageanswers.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace editlens::core::modelstages {

namespace {

QString compact(const QJsonValue &v)
{
    return QString::fromUtf8(v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact)
                                         : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
}

template<typename T>
bool take(const Result<T> &result, ReadAnswer &read)
{
    if (!result)
        read.error = result.error().message;
    return result.ok();
}

} // namespace

ReadAnswer readAnswer(const StageRequest &r, const QString &raw, BoxConvention convention)
{
    ReadAnswer read;
    switch (r.kind) {
    case RequestKind::Parse: {
        const Result<QJsonObject> p = readBpmParse(raw);
        if (!take(p, read))
            return read;
        read.parse = p.value();
        read.json = compact(read.parse);
        break;
    }
    case RequestKind::DiceDetect: {
        const Result<QVector<Difference>> d = readDiceDifferences(raw, convention, r.imageSize);
        if (!take(d, read))
            return read;
        read.differences = d.value();
        QJsonArray list;
        for (const Difference &x : read.differences)
            list.append(QJsonObject{{QStringLiteral("op"), editOpName(x.op)},
                                    {QStringLiteral("description"), x.description},
                                    {QStringLiteral("box"),
                                     QJsonArray{x.box.left(), x.box.top(), x.box.right(), x.box.bottom()}},
                                    {QStringLiteral("confidence"), x.confidence}});
        read.json = compact(list);
        break;
    }
    case RequestKind::DiceCoherence: {
        const Result<CoherenceAnswer> c = readCoherence(raw);
        if (!take(c, read))
            return read;
        read.coherence = c.value();
        read.json = compact(QJsonObject{{QStringLiteral("coherent"), read.coherence.coherent},
                                        {QStringLiteral("rationale"), read.coherence.rationale}});
        break;
    }
    case RequestKind::JudgeSc:
    case RequestKind::JudgePq: {
        // VIEScore asks two sub-scores per dimension: SC (instruction followed, no over-editing), PQ (naturalness,
        // no artifacts).
        const Result<SubScoreAnswer> s = readSubScores(raw, 2);
        if (!take(s, read))
            return read;
        read.subScores = s.value();
        QJsonArray scores;
        for (double v : read.subScores.scores)
            scores.append(v);
        read.json = compact(QJsonObject{{QStringLiteral("score"), scores},
                                        {QStringLiteral("value"), read.subScores.value},
                                        {QStringLiteral("reasoning"), read.subScores.reasoning}});
        break;
    }
    case RequestKind::JudgePair: {
        const Result<QString> v = readPairVerdict(raw);
        if (!take(v, read))
            return read;
        read.verdict = v.value();
        read.json = compact(QJsonObject{{QStringLiteral("verdict"), read.verdict}});
        break;
    }
    }
    read.ok = true;
    return read;
}

} // namespace editlens::core::modelstages
