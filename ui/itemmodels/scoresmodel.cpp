#include "scoresmodel.h"

#include "study/metricids.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>
#include <QSet>

namespace editlens::ui {

ScoresModel::ScoresModel(const core::MetricRegistry &registry, QObject *parent)
    : QAbstractTableModel(parent)
    , m_registry(registry)
{
    rebuild();
}

QString ScoresModel::storedIdOf(const QString &metricId)
{
    return core::MetricRegistry::storedIdOf(metricId);
}

void ScoresModel::setScores(const QVector<core::Score> &scores)
{
    m_scores = scores;
    rebuild();
}

void ScoresModel::setUnavailable(const QHash<QString, QString> &reasons)
{
    m_unavailable = reasons;
    rebuild();
}

void ScoresModel::rebuild()
{
    // The newest value of each stored metric (scores come in storage order).
    QHash<QString, const core::Score *> latest;
    for (const core::Score &s : std::as_const(m_scores))
        latest.insert(s.metric, &s);

    QVector<Row> rows;
    QSet<QString> shown;
    for (const core::MetricInfo &m : m_registry.metrics()) {
        Row r;
        r.id = m.id;
        r.name = m.name;
        r.description = m.description;
        r.higherIsBetter = m.direction == core::MetricDirection::HigherIsBetter;
        const QString stored = storedIdOf(m.id);
        shown.insert(stored);
        if (const core::Score *s = latest.value(stored)) {
            r.value = s->value;
            r.version = s->version;
            r.status = Status::Computed;
        } else if (m_unavailable.contains(m.id)) {
            r.status = Status::Unavailable;
            r.reason = m_unavailable.value(m.id);
        }
        rows.push_back(r);
    }
    QStringList others;
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        if (!shown.contains(it.key()) && !it.key().startsWith(core::metricid::bpmPrefix))
            others << it.key();
    others.sort();
    for (const QString &id : std::as_const(others)) {
        const core::Score *s = latest.value(id);
        Row r;
        r.id = id;
        r.name = id;
        if (const auto info = m_registry.metric(id)) { // a final-turn value (`score --chain final`)
            r.name = info->name;
            r.description = info->description;
            r.higherIsBetter = info->direction == core::MetricDirection::HigherIsBetter;
        }
        r.value = s->value;
        r.version = s->version;
        r.status = Status::Computed;
        rows.push_back(r);
    }

    if (rows.size() == m_rows.size()) {
        bool sameIds = true;
        for (int i = 0; i < rows.size() && sameIds; ++i)
            sameIds = rows[i].id == m_rows[i].id;
        if (sameIds) {
            m_rows = rows;
            if (!m_rows.isEmpty())
                Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
            return;
        }
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int ScoresModel::rowOfMetric(const QString &metricId) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == metricId)
            return i;
    return -1;
}

int ScoresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ScoresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScoresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MetricColumn:
            return r.name;
        case ValueColumn:
            if (r.status == Status::Computed)
                return r.id == core::metricid::detect ? tr("%n box(es)", nullptr, int(*r.value))
                                                      : QLocale().toString(*r.value, 'g', 5);
            return r.status == Status::Unavailable ? tr("unavailable") : tr("not computed");
        case DirectionColumn:
            if (!r.higherIsBetter)
                return QStringLiteral("–");
            return *r.higherIsBetter ? tr("↑ higher is better") : tr("↓ lower is better");
        case VersionColumn:
            return r.status == Status::Unavailable ? r.reason : r.version;
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = r.description.isEmpty() ? r.name : r.name + QStringLiteral(": ") + r.description;
        if (r.status == Status::Unavailable)
            tip += QLatin1Char('\n') + tr("Unavailable: %1").arg(r.reason);
        else if (r.status == Status::NotComputed)
            tip += QLatin1Char('\n') + tr("Not computed for this output (editlens-cli score).");
        else if (!r.version.isEmpty())
            tip += QLatin1Char('\n') + tr("Version: %1").arg(r.version);
        return tip;
    }
    case Qt::ForegroundRole:
        if (r.status != Status::Computed)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    case Qt::FontRole:
        if (r.status != Status::Computed && index.column() == ValueColumn) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ValueColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case MetricIdRole:
        return r.id;
    case StatusRole:
        return int(r.status);
    case ReasonRole:
        return r.reason;
    case ValueRole:
        return r.value ? QVariant(*r.value) : QVariant();
    case HigherIsBetterRole:
        return r.higherIsBetter ? QVariant(*r.higherIsBetter) : QVariant();
    case VersionRole:
        return r.version;
    }
    return {};
}

QVariant ScoresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MetricColumn:
        return tr("Metric");
    case ValueColumn:
        return tr("Value");
    case DirectionColumn:
        return tr("Better");
    case VersionColumn:
        return tr("Version / reason");
    }
    return {};
}

} // namespace editlens::ui
