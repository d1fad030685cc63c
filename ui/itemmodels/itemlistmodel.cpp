#include "itemlistmodel.h"

#include "guiutil/backgroundpriority.h"

#include <QDir>
#include <QImageReader>
#include <QLocale>

#include <algorithm>

namespace editlens::ui {

namespace {

/// Decodes a thumbnail of at most `side` pixels; reading at a scaled size lets the decoder skip work where it can.
QImage decodeThumbnail(const QString &path, int side)
{
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize full = reader.size();
    if (full.isValid())
        reader.setScaledSize(full.scaled(side, side, Qt::KeepAspectRatio).expandedTo(QSize(1, 1)));
    QImage image = reader.read();
    if (!image.isNull() && (image.width() > side || image.height() > side))
        image = image.scaled(side, side, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return image;
}

} // namespace

ItemListModel::ItemListModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_thumbnails(thumbnailCacheSize)
    , m_thumbnailJobs(this, &m_pool)
{
    // data() asks while the table paints: decode once the window has painted, not against it.
    m_thumbnailJobs.setStartAfterPendingPaints(true);
    // One thread: a step through the browser needs one new thumbnail, and a second decoding thread took the core
    // that the GUI thread and Qt's raster scaling need while the next item is painted (bench_browse).
    m_pool.setMaxThreadCount(1);
}

ItemListModel::~ItemListModel()
{
    m_pool.clear();
    m_pool.waitForDone();
}

void ItemListModel::setItems(QVector<core::ItemSummary> items)
{
    beginResetModel();
    m_items = std::move(items);
    m_rowOfId.clear();
    for (int i = 0; i < m_items.size(); ++i)
        m_rowOfId.insert(m_items[i].id, i);
    m_thumbnails.clear();
    m_thumbnailJobs.cancel();
    endResetModel();
}

void ItemListModel::setImageRoot(const QString &rootDir)
{
    if (rootDir == m_imageRoot)
        return;
    m_imageRoot = rootDir;
    m_thumbnails.clear();
    m_thumbnailJobs.cancel();
    if (!m_items.isEmpty())
        Q_EMIT dataChanged(index(0, KeyColumn), index(rowCount() - 1, KeyColumn), {Qt::DecorationRole});
}

void ItemListModel::setEditTypes(QHash<qint64, QString> editTypes)
{
    m_editTypes = std::move(editTypes);
    if (!m_items.isEmpty())
        Q_EMIT dataChanged(index(0, EditTypeColumn), index(rowCount() - 1, EditTypeColumn));
}

void ItemListModel::setScoreSummary(core::ScoreSummary summary, QHash<QString, QString> names)
{
    // The metric columns change: a reset keeps views and proxies simple (this happens once per study or score run).
    beginResetModel();
    m_summary = std::move(summary);
    m_metricNames = std::move(names);
    endResetModel();
}

const core::ItemSummary *ItemListModel::itemAt(int row) const
{
    return row >= 0 && row < m_items.size() ? &m_items[row] : nullptr;
}

int ItemListModel::rowOfItem(qint64 itemId) const
{
    return m_rowOfId.value(itemId, -1);
}

int ItemListModel::columnOfMetric(const QString &metric) const
{
    const int i = int(m_summary.metrics.indexOf(metric));
    return i < 0 ? -1 : FirstMetricColumn + i;
}

std::optional<double> ItemListModel::metricValue(int row, const QString &metric) const
{
    const core::ItemSummary *item = itemAt(row);
    if (!item)
        return std::nullopt;
    const auto it = m_summary.itemMeans.constFind(item->id);
    if (it == m_summary.itemMeans.cend())
        return std::nullopt;
    const auto v = it->constFind(metric);
    return v == it->cend() ? std::nullopt : std::optional<double>(*v);
}

QString ItemListModel::editType(int row) const
{
    const core::ItemSummary *item = itemAt(row);
    return item ? m_editTypes.value(item->id) : QString();
}

QStringList ItemListModel::allSystems() const
{
    QSet<QString> systems;
    for (const core::ItemSummary &item : m_items)
        for (const QString &s : item.systems)
            systems.insert(s);
    QStringList out(systems.cbegin(), systems.cend());
    out.sort(Qt::CaseInsensitive);
    return out;
}

QStringList ItemListModel::allEditTypes() const
{
    QSet<QString> types;
    for (const QString &t : m_editTypes)
        types.insert(t);
    QStringList out(types.cbegin(), types.cend());
    out.sort(Qt::CaseInsensitive);
    return out;
}

int ItemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int ItemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstMetricColumn + int(m_summary.metrics.size());
}

QVariant ItemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::ItemSummary &item = m_items[index.row()];
    const int column = index.column();
    if (column >= FirstMetricColumn) {
        const std::optional<double> v = metricValue(index.row(), m_summary.metrics[column - FirstMetricColumn]);
        if (!v)
            return role == Qt::ToolTipRole ? tr("not computed") : QVariant();
        switch (role) {
        case Qt::DisplayRole:
            return QLocale().toString(*v, 'g', 4);
        case SortRole:
            return *v;
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return tr("mean over the item's outputs: %1").arg(QLocale().toString(*v, 'g', 6));
        }
    }
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (column) {
        case KeyColumn:
            return item.key;
        case InstructionColumn:
            return item.instruction;
        case SystemsColumn:
            return item.systems.join(QStringLiteral(", "));
        case EditTypeColumn:
            return m_editTypes.value(item.id);
        case RatedColumn:
            if (role == SortRole)
                return item.ratedOutputs;
            return tr("%1/%2").arg(item.ratedOutputs).arg(item.systems.size());
        }
        break;
    case Qt::DecorationRole:
        if (column == KeyColumn) {
            if (const QImage *thumb = m_thumbnails.object(item.id))
                return thumb->isNull() ? QVariant() : QVariant(*thumb);
            requestThumbnail(item);
        }
        break;
    case Qt::ToolTipRole:
        if (column == InstructionColumn)
            return item.instruction;
        if (column == RatedColumn)
            return item.ratedOutputs == 0 ? tr("unrated") : tr("%n output(s) rated", nullptr, item.ratedOutputs);
        break;
    case ItemIdRole:
        return item.id;
    case SourcePathRole:
        return item.sourcePath;
    case SystemsRole:
        return item.systems;
    case EditTypeRole:
        return m_editTypes.value(item.id);
    case RatedRole:
        return item.ratedOutputs > 0;
    }
    return {};
}

QVariant ItemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= FirstMetricColumn) {
        const QString id = m_summary.metrics[section - FirstMetricColumn];
        if (role == Qt::DisplayRole)
            return m_metricNames.value(id, id);
        if (role == MetricIdRole)
            return id;
        if (role == Qt::ToolTipRole)
            return tr("Mean of %1 over the item's outputs").arg(m_metricNames.value(id, id));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Item");
    case InstructionColumn:
        return tr("Instruction");
    case SystemsColumn:
        return tr("Systems");
    case EditTypeColumn:
        return tr("Edit type");
    case RatedColumn:
        return tr("Rated");
    }
    return {};
}

void ItemListModel::requestThumbnail(const core::ItemSummary &item) const
{
    if (m_imageRoot.isEmpty() || item.sourcePath.isEmpty())
        return;
    auto *self = const_cast<ItemListModel *>(this); // data() is const; the cache and the jobs are bookkeeping
    const QString path = QDir(m_imageRoot).absoluteFilePath(item.sourcePath);
    const int side = thumbnailSize;
    const qint64 id = item.id;
    m_thumbnailJobs.start(
        id,
        [path, side](const StopToken &stop) {
            if (stop.stopRequested()) // another study or root since it was asked for
                return QImage();
            useBackgroundPriority();
            return decodeThumbnail(path, side);
        },
        [self, id](const QImage &image) { self->onThumbnail(id, image); });
}

void ItemListModel::onThumbnail(qint64 itemId, const QImage &image)
{
    // A file that cannot be read gets an empty entry, so that it is not decoded again on every repaint.
    m_thumbnails.insert(itemId, new QImage(image));
    const int row = rowOfItem(itemId);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, KeyColumn), index(row, KeyColumn), {Qt::DecorationRole});
    Q_EMIT thumbnailReady(itemId);
}

} // namespace editlens::ui
