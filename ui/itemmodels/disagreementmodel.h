#pragma once

#include "alignment/disagreement.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QVector>

namespace editlens::ui {

/// The disagreement queue of one metric against one human dimension (core::alignment::disagreementQueue), worst
/// first: item key, instruction, discordant / comparable pairs, the normalized score, the worst pair and, for a
/// composite metric such as BPM, the component that drove the disagreement. Keeps the queue's order (no sorting
/// here). GUI thread only.
class DisagreementModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ItemColumn, InstructionColumn, PairsColumn, ScoreColumn, WorstPairColumn, DriverColumn, ColumnCount };
    enum Role {
        ItemKeyRole = Qt::UserRole + 1,
        ScoreRole, ///< double
    };

    explicit DisagreementModel(QObject *parent = nullptr);

    /// `items`: instructions of the items (item key -> info); items it lacks show no instruction.
    void setQueue(QVector<core::alignment::ItemDisagreement> queue, QHash<QString, core::alignment::ItemInfo> items);
    void clear();

    const QVector<core::alignment::ItemDisagreement> &queue() const { return m_queue; }
    QString itemKey(int row) const;
    /// True when some row names a driving component (the Driver column has something to show).
    bool hasDrivers() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::alignment::ItemDisagreement> m_queue;
    QHash<QString, core::alignment::ItemInfo> m_items;
};

} // namespace editlens::ui
