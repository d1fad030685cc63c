#include "disagreementmodel.h"

#include <QCoreApplication>

#include <algorithm>

namespace editlens::ui {

using namespace core::alignment;

DisagreementModel::DisagreementModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void DisagreementModel::setQueue(QVector<ItemDisagreement> queue, QHash<QString, ItemInfo> items)
{
    beginResetModel();
    m_queue = std::move(queue);
    m_items = std::move(items);
    endResetModel();
}

void DisagreementModel::clear()
{
    setQueue({}, {});
}

QString DisagreementModel::itemKey(int row) const
{
    return row >= 0 && row < m_queue.size() ? m_queue[row].itemKey : QString();
}

bool DisagreementModel::hasDrivers() const
{
    return std::any_of(m_queue.cbegin(), m_queue.cend(), [](const ItemDisagreement &d) { return !d.driver.isEmpty(); });
}

int DisagreementModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_queue.size());
}

int DisagreementModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

QString worstPairText(const ItemDisagreement &d)
{
    if (!d.worst)
        return {};
    const WorstPair &w = *d.worst;
    // A metric tie is never a worst pair (no information), so the metric always prefers the other system.
    return QCoreApplication::translate("DisagreementModel", "people: %1 > %2; metric: %3")
        .arg(w.humanPreferred, w.otherSystem, w.metricPreferred);
}

QString driverTooltip(const ItemDisagreement &d)
{
    QStringList lines;
    for (const ComponentDisagreement &c : d.components)
        lines << QCoreApplication::translate("DisagreementModel", "%1: against the people on %2 of %3 discordant "
                                                                  "pairs (weight %4)")
                     .arg(c.name, QString::number(c.contradicted), QString::number(d.discordantPairs),
                          QString::number(c.weight, 'f', 3));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QVariant DisagreementModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ItemDisagreement &d = m_queue[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ItemColumn:
            return d.itemKey;
        case InstructionColumn:
            return m_items.value(d.itemKey).instruction;
        case PairsColumn:
            if (d.measure == DisagreementMeasure::Residual)
                return QCoreApplication::translate("DisagreementModel", "rank residual");
            // Ties shown apart: "0 / 0 · 10 ties" is an item the metric cannot judge, not one it reverses.
            return d.metricTies > 0 ? QCoreApplication::translate("DisagreementModel", "%1 / %2 · %3 ties")
                                          .arg(d.discordantPairs)
                                          .arg(d.comparablePairs)
                                          .arg(d.metricTies)
                                    : QStringLiteral("%1 / %2").arg(d.discordantPairs).arg(d.comparablePairs);
        case ScoreColumn:
            return QString::number(d.score, 'f', 3);
        case WorstPairColumn:
            return worstPairText(d);
        case DriverColumn:
            return d.driver;
        default:
            return {};
        }
    case ItemKeyRole:
        return d.itemKey;
    case ScoreRole:
        return d.score;
    case Qt::TextAlignmentRole:
        return index.column() == PairsColumn || index.column() == ScoreColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        switch (index.column()) {
        case InstructionColumn:
            return m_items.value(d.itemKey).instruction;
        case PairsColumn:
            return d.measure == DisagreementMeasure::Residual
                       ? QCoreApplication::translate("DisagreementModel",
                                                     "One output: how far its metric rank is from its human rank "
                                                     "across the study.")
                       : QCoreApplication::translate("DisagreementModel",
                                                     "Pairs of outputs the metric orders against the people / pairs "
                                                     "both the people and the metric tell apart; %n pair(s) the "
                                                     "metric ties are left out (no information).",
                                                     nullptr, d.metricTies);
        case WorstPairColumn:
            return worstPairText(d);
        case DriverColumn:
            return driverTooltip(d);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant DisagreementModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ItemColumn:
        return QCoreApplication::translate("DisagreementModel", "Item");
    case InstructionColumn:
        return QCoreApplication::translate("DisagreementModel", "Instruction");
    case PairsColumn:
        return QCoreApplication::translate("DisagreementModel", "Disc. / comp.");
    case ScoreColumn:
        return QCoreApplication::translate("DisagreementModel", "Score");
    case WorstPairColumn:
        return QCoreApplication::translate("DisagreementModel", "Worst pair");
    case DriverColumn:
        return QCoreApplication::translate("DisagreementModel", "Driven by");
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

} // namespace editlens::ui
