#include "pairscorestable.h"

#include "scoring/metricregistry.h"

#include <QHeaderView>
#include <QLocale>
#include <QMap>

#include <cmath>
#include <optional>

namespace editlens::ui {

namespace {

struct Mean
{
    double value = 0.0;
    int n = 0;
};

/// The people's mean of one output per dimension, with the number of ratings it averages.
QMap<QString, Mean> humanMeans(const core::Output &output)
{
    QMap<QString, Mean> means;
    for (const core::Rating &r : output.ratings) {
        Mean &m = means[r.dimension];
        m.value += r.value;
        ++m.n;
    }
    for (Mean &m : means)
        m.value /= m.n;
    return means;
}

/// The newest stored value of each metric of an output (a later score of the same id replaces an earlier one).
QHash<QString, double> scoresOf(const core::Output &output)
{
    QHash<QString, double> out;
    for (const core::Score &s : output.scores)
        out.insert(s.metric, s.value);
    return out;
}

QString valueText(std::optional<double> v)
{
    return v ? QLocale().toString(*v, 'f', 4) : QStringLiteral("—");
}

} // namespace

PairScoresTable::PairScoresTable(const core::MetricRegistry &registry, QWidget *parent)
    : QTableWidget(0, ColumnCount, parent)
    , m_registry(registry)
{
    setObjectName(QStringLiteral("PairScoresTable"));
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(LeftColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(RightColumn, QHeaderView::ResizeToContents);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(false);
}

void PairScoresTable::clearPair()
{
    setRowCount(0);
    m_keys.clear();
}

int PairScoresTable::rowOf(const QString &key) const
{
    return int(m_keys.indexOf(key));
}

void PairScoresTable::addRow(const QString &key, const QString &name, const QString &left, const QString &right,
                             const QString &tooltip)
{
    const int row = rowCount();
    insertRow(row);
    m_keys << key;
    const QString texts[] = {name, left, right};
    for (int c = 0; c < ColumnCount; ++c) {
        auto *cell = new QTableWidgetItem(texts[c]);
        cell->setTextAlignment(c == NameColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
        cell->setToolTip(tooltip.isEmpty() ? texts[c] : tooltip);
        setItem(row, c, cell);
    }
}

bool PairScoresTable::showPair(const core::Item &item, int left, int right)
{
    clearPair();
    if (left < 0 || right < 0 || left >= item.outputs.size() || right >= item.outputs.size() || left == right)
        return false;
    const core::Output &a = item.outputs[left];
    const core::Output &b = item.outputs[right];
    setHorizontalHeaderLabels({tr("Pair"), tr("Left · %1").arg(a.system), tr("Right · %1").arg(b.system)});

    // The people first: the disagreement is between them and the metric.
    const QMap<QString, Mean> ha = humanMeans(a), hb = humanMeans(b);
    QStringList dimensions = ha.keys();
    for (const QString &d : hb.keys())
        if (!dimensions.contains(d))
            dimensions << d;
    const auto meanText = [](const QMap<QString, Mean> &means, const QString &d) {
        const auto it = means.constFind(d);
        return it == means.cend() ? QStringLiteral("—")
                                  : tr("%1 (n %2)").arg(QLocale().toString(it->value, 'f', 2), QString::number(it->n));
    };
    for (const QString &d : std::as_const(dimensions))
        addRow(QStringLiteral("people:") + d, tr("people: %1").arg(d), meanText(ha, d), meanText(hb, d),
               tr("Mean of the people's ratings of %1 (n: ratings)").arg(d));

    // Then every metric either output holds, the registry's first.
    const QHash<QString, double> sa = scoresOf(a), sb = scoresOf(b);
    QStringList ids;
    for (const core::MetricInfo &m : m_registry.metrics())
        if (sa.contains(m.id) || sb.contains(m.id))
            ids << m.id;
    QStringList others;
    for (const QHash<QString, double> *s : {&sa, &sb})
        for (auto it = s->cbegin(); it != s->cend(); ++it)
            if (!ids.contains(it.key()) && !others.contains(it.key()))
                others << it.key();
    others.sort();
    ids += others;
    for (const QString &id : std::as_const(ids)) {
        const std::optional<double> va = sa.contains(id) ? std::optional(sa.value(id)) : std::nullopt;
        const std::optional<double> vb = sb.contains(id) ? std::optional(sb.value(id)) : std::nullopt;
        const std::optional<core::MetricInfo> info = m_registry.metric(id);
        QString ta = valueText(va), tb = valueText(vb);
        if (va && vb && std::isfinite(*va) && std::isfinite(*vb) && info) {
            const bool higher = info->direction == core::MetricDirection::HigherIsBetter;
            if (*va == *vb) {
                ta += QStringLiteral(" =");
                tb += QStringLiteral(" =");
            } else if ((*va > *vb) == higher) {
                ta += QStringLiteral(" ▲");
            } else {
                tb += QStringLiteral(" ▲");
            }
        }
        addRow(id, info ? info->name : id, ta, tb,
               info ? (info->direction == core::MetricDirection::HigherIsBetter ? tr("%1: higher is better")
                                                                                : tr("%1: lower is better"))
                          .arg(id)
                    : id);
    }
    return true;
}

} // namespace editlens::ui
