#pragma once

#include "guiutil/latestjob.h"
#include "scoring/scoresummary.h"
#include "study/itemsummary.h"

#include <QAbstractTableModel>
#include <QCache>
#include <QHash>
#include <QImage>
#include <QSet>
#include <QThreadPool>

#include <optional>

namespace editlens::ui {

/// The study browser's rows: one per item, from core::ItemSummary values, with its edit type, rated status, a
/// thumbnail of the source (DecorationRole of KeyColumn, decoded on a worker thread into a small LRU cache; null
/// until decoded, then dataChanged) and one column per metric that has stored values (the mean over the item's
/// outputs, core::loadScoreSummary). GUI thread only. SortRole gives sortable raw values (numbers for metrics and the
/// rated count); ItemFilterModel filters on the roles.
class ItemListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { KeyColumn, InstructionColumn, SystemsColumn, EditTypeColumn, RatedColumn, FirstMetricColumn };
    enum Role {
        ItemIdRole = Qt::UserRole + 1,
        SourcePathRole, ///< root-relative
        SystemsRole,    ///< QStringList
        EditTypeRole,   ///< BPM edit type name ("add", "change color", …); empty when unknown
        RatedRole,      ///< bool: at least one output rated
        SortRole,       ///< raw value of the column (double for metrics, invalid when the item has none)
        MetricIdRole,   ///< headerData: the metric id of a metric column
    };

    static constexpr int thumbnailSize = 48; ///< longer side of a thumbnail, device-independent pixels
    static constexpr int thumbnailCacheSize = 512;

    explicit ItemListModel(QObject *parent = nullptr);
    ~ItemListModel() override;

    void setItems(QVector<core::ItemSummary> items);
    /// Folder that the items' root-relative source paths resolve against; empty = no thumbnails.
    void setImageRoot(const QString &rootDir);
    /// item id → edit type name (core::loadItemEditTypes).
    void setEditTypes(QHash<qint64, QString> editTypes);
    /// Per-item metric means; `names` maps a metric id to its display name (the id is shown otherwise).
    void setScoreSummary(core::ScoreSummary summary, QHash<QString, QString> names = {});

    const core::ItemSummary *itemAt(int row) const;
    int rowOfItem(qint64 itemId) const;
    QStringList metrics() const { return m_summary.metrics; }
    int columnOfMetric(const QString &metric) const;
    std::optional<double> metricValue(int row, const QString &metric) const;
    QString editType(int row) const;
    QStringList allSystems() const;   ///< every system of the study, sorted
    QStringList allEditTypes() const; ///< every edit type present, sorted

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The thumbnail of `itemId` is decoded (also announced as dataChanged on its KeyColumn).
    void thumbnailReady(qint64 itemId);

private:
    void requestThumbnail(const core::ItemSummary &item) const;
    void onThumbnail(qint64 itemId, const QImage &image);

    QVector<core::ItemSummary> m_items;
    QHash<qint64, int> m_rowOfId;
    QHash<qint64, QString> m_editTypes;
    core::ScoreSummary m_summary;
    QHash<QString, QString> m_metricNames;
    QString m_imageRoot;
    mutable QCache<qint64, QImage> m_thumbnails;
    mutable QThreadPool m_pool; ///< decoding threads; waited for on destruction (one small decode at most)
    /// One decode per item; setItems / setImageRoot cancel them: no thumbnail of an earlier study shows.
    mutable JobSet<qint64> m_thumbnailJobs;
};

} // namespace editlens::ui
