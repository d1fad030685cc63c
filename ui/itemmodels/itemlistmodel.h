#pragma once

#include "storage/studystore.h"

#include <QAbstractTableModel>

namespace editlens::ui {

/// The study browser's rows: one per item, from core::ItemSummary values. GUI thread only.
class ItemListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { KeyColumn, InstructionColumn, SystemsColumn, RatedColumn, ColumnCount };
    enum Role { ItemIdRole = Qt::UserRole + 1, SourcePathRole };

    explicit ItemListModel(QObject *parent = nullptr);

    void setItems(QVector<core::ItemSummary> items);
    const core::ItemSummary *itemAt(int row) const;
    int rowOfItem(qint64 itemId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::ItemSummary> m_items;
};

} // namespace editlens::ui
