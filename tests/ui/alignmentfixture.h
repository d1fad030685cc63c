#pragma once

// A small rated and scored study for the Alignment dock tests: `items` items × systems A, B, C; dimensions
// "overall" and "quality" rated 1–5 by ann0..ann2 (a per-output quality plus noise, fixed seed); metrics "oracle"
// (exactly the mean overall rating: Spearman 1, at the ceiling), "noise" (unrelated to the ratings) and "l1"
// (a distance: lower = better, so it correlates once negated).
#include "study/studydata.h"

#include <QtMath>

#include <algorithm>
#include <random>

inline editlens::core::StudyData makeAlignmentStudy(int items = 12, quint32 seed = 11)
{
    using namespace editlens::core;
    std::mt19937 rng(seed);
    std::normal_distribution<double> noise(0.0, 1.0);
    StudyData study;
    study.name = QStringLiteral("alignment fixture");
    study.dimensions = {Dimension{QStringLiteral("overall"), 1, 5, {}}, Dimension{QStringLiteral("quality"), 1, 5, {}}};
    const QStringList systems{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    for (int i = 0; i < items; ++i) {
        Item item;
        item.key = QStringLiteral("item-%1").arg(i, 2, 10, QLatin1Char('0'));
        item.instruction = QStringLiteral("instruction %1").arg(i);
        item.parse.insert(QStringLiteral("edit_type"), i % 2 == 0 ? QStringLiteral("add") : QStringLiteral("remove"));
        for (int s = 0; s < systems.size(); ++s) {
            Output o;
            o.system = systems[s];
            const double quality = noise(rng) + 0.4 * s;
            double overallSum = 0;
            for (const QString &dim : {QStringLiteral("overall"), QStringLiteral("quality")})
                for (int a = 0; a < 3; ++a) {
                    const double v = std::clamp(std::round(3 + quality + 0.8 * noise(rng)), 1.0, 5.0);
                    o.ratings.push_back(Rating{QStringLiteral("ann%1").arg(a), dim, v, 0});
                    if (dim == QLatin1String("overall"))
                        overallSum += v;
                }
            o.scores.push_back(Score{QStringLiteral("oracle"), QStringLiteral("1"), overallSum / 3.0});
            o.scores.push_back(Score{QStringLiteral("noise"), QStringLiteral("1"), noise(rng)});
            o.scores.push_back(
                Score{QStringLiteral("l1"), QStringLiteral("1"), 1.0 - 0.1 * quality + 0.05 * noise(rng)});
            item.outputs.push_back(o);
        }
        study.items.push_back(item);
    }
    return study;
}
