#include "scoring/autolabel.h"

#include "study/metricids.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <random>

namespace editlens::core::autolabel {

namespace {

QString normalized(const QString &name)
{
    QString out;
    for (const QChar c : name)
        if (c.isLetterOrNumber())
            out += c.toLower();
    return out;
}

QString num(double v)
{
    return QString::number(v, 'g', 6);
}

} // namespace

QStringList paperLowQualitySystems()
{
    return {QStringLiteral("DiffEdit"), QStringLiteral("Pix2PixZero"), QStringLiteral("SDEdit"),
            QStringLiteral("Text2LIVE")};
}

QStringList paperHighQualitySystems()
{
    return {QStringLiteral("MagicBrush"), QStringLiteral("AURORA")};
}

bool systemMatches(const QString &system, const QStringList &names)
{
    QString s = normalized(system);
    if (s == QLatin1String("p2p0"))
        s = QStringLiteral("pix2pixzero");
    else if (s == QLatin1String("t2l"))
        s = QStringLiteral("text2live");
    for (const QString &n : names) {
        QString m = normalized(n);
        if (m == QLatin1String("p2p0"))
            m = QStringLiteral("pix2pixzero");
        else if (m == QLatin1String("t2l"))
            m = QStringLiteral("text2live");
        if (!m.isEmpty() && m == s)
            return true;
    }
    return false;
}

std::optional<double> percentile(QVector<double> values, double p)
{
    if (values.isEmpty() || !(p >= 0.0 && p <= 100.0))
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * double(values.size() - 1);
    const auto lo = qsizetype(std::floor(rank));
    const qsizetype hi = std::min<qsizetype>(lo + 1, values.size() - 1);
    const double fraction = rank - double(lo);
    return values[lo] + (values[hi] - values[lo]) * fraction;
}

Decision decide(const OutputEvidence &e, const Thresholds &t, const Options &options)
{
    if (e.clipD && *e.clipD < 0.0)
        return {0.0, QString::fromLatin1(ruleClipDNegative), QStringLiteral("clip_d = %1").arg(num(*e.clipD))};
    const bool negativeJudged = e.hasGroundTruth && e.clipIGt && e.dinoIGt && t.clip && t.dino;
    if (negativeJudged && *e.clipIGt < *t.clip && *e.dinoIGt < *t.dino)
        return {0.0, QString::fromLatin1(ruleVisuallyFar),
                QStringLiteral("clip_i_gt = %1 < %2, dinov2_gt = %3 < %4")
                    .arg(num(*e.clipIGt), num(*t.clip), num(*e.dinoIGt), num(*t.dino))};
    if (systemMatches(e.system, options.lowQuality))
        return {0.0, QString::fromLatin1(ruleLowQualitySystem), e.system};
    if (!systemMatches(e.system, options.highQuality))
        return {std::nullopt,
                {},
                QCoreApplication::translate("AutoLabel", "no rule labels an output of %1 that passes the negative "
                                                         "rules")
                    .arg(e.system)};
    QStringList missing;
    if (!e.clipD)
        missing << metricid::clipD;
    if (!e.hasGroundTruth)
        missing << QCoreApplication::translate("AutoLabel", "a ground-truth image");
    else {
        if (!e.clipIGt)
            missing << metricid::clipIGroundTruth;
        if (!e.dinoIGt)
            missing << metricid::dinov2GroundTruth;
        if (!t.clip || !t.dino)
            missing << QCoreApplication::translate("AutoLabel", "the input images' thresholds");
    }
    if (!missing.isEmpty())
        return {std::nullopt,
                {},
                QCoreApplication::translate("AutoLabel", "an output of a high-quality system needs %1")
                    .arg(missing.join(QStringLiteral(", ")))};
    if (*e.clipD < options.clipDThreshold)
        return {0.5, QString::fromLatin1(ruleHighQualityPartial),
                QStringLiteral("clip_d = %1 < %2").arg(num(*e.clipD), num(options.clipDThreshold))};
    return {1.0, QString::fromLatin1(ruleHighQuality),
            QStringLiteral("clip_d = %1 >= %2").arg(num(*e.clipD), num(options.clipDThreshold))};
}

double multiTurnLabel(int i, int j, int k)
{
    if (k <= i)
        return 0.0;
    if (k < j)
        return double(k - i) / double(j - i);
    if (k == j)
        return 1.0;
    return 0.5;
}

QVector<std::pair<int, int>> multiTurnPairs(int images, int pairs, std::uint64_t seed)
{
    QVector<std::pair<int, int>> all;
    for (int i = 0; i < images; ++i)
        for (int j = i + 1; j < images; ++j)
            all.push_back({i, j});
    if (pairs <= 0 || pairs >= all.size())
        return all;
    std::mt19937_64 rng(seed);
    // Partial Fisher-Yates: the first `pairs` places hold a uniform sample without replacement.
    for (int n = 0; n < pairs; ++n) {
        std::uniform_int_distribution<qsizetype> pick(n, all.size() - 1);
        std::swap(all[n], all[pick(rng)]);
    }
    all.resize(pairs);
    std::sort(all.begin(), all.end());
    return all;
}

} // namespace editlens::core::autolabel
