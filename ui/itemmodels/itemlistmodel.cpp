#include "itemlistmodel.h"

namespace editlens::ui {

ItemListModel::ItemListModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void ItemListModel::setItems(QVector<core::ItemSummary> items)
{
    beginResetModel();
    m_items = std::move(items);
    endResetModel();
}

const core::ItemSummary *ItemListModel::itemAt(int row) const
{
    return row >= 0 && row < m_items.size() ? &m_items[row] : nullptr;
}

int ItemListModel::rowOfItem(qint64 itemId) const
{
    for (int i = 0; i < m_items.size(); ++i)
        if (m_items[i].id == itemId)
            return i;
    return -1;
}

int ItemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int ItemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ItemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::ItemSummary &item = m_items[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn:
            return item.key;
        case InstructionColumn:
            return item.instruction;
        case SystemsColumn:
            return item.systems.join(QStringLiteral(", "));
        case RatedColumn:
            return tr("%1/%2").arg(item.ratedOutputs).arg(item.systems.size());
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == InstructionColumn)
            return item.instruction;
        if (index.column() == RatedColumn)
            return tr("%n output(s) rated", nullptr, item.ratedOutputs);
        break;
    case ItemIdRole:
        return item.id;
    case SourcePathRole:
        return item.sourcePath;
    }
    return {};
}

QVariant ItemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Item");
    case InstructionColumn:
        return tr("Instruction");
    case SystemsColumn:
        return tr("Systems");
    case RatedColumn:
        return tr("Rated");
    }
    return {};
}

} // namespace editlens::ui
