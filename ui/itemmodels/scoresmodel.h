#pragma once

#include "scoring/metricregistry.h"
#include "study/studydata.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace editlens::ui {

/// Every metric for one output: each metric of the MetricRegistry (in its order) with its stored value and exact
/// version, then any other stored metric (imported ones, e.g. VIEScore). A registry metric without a stored value is
/// "not computed", or "unavailable" with the reason when it cannot run here (setUnavailable()); both are greyed.
/// BPM's components (bpm_s_*) are not rows: the Scores dock shows them beside BPM's formula. GUI thread only.
class ScoresModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { MetricColumn, ValueColumn, DirectionColumn, VersionColumn, ColumnCount };
    enum Role {
        MetricIdRole = Qt::UserRole + 1,
        StatusRole,         ///< int(Status)
        ReasonRole,         ///< why an unavailable metric cannot run; empty otherwise
        ValueRole,          ///< double, invalid without a value
        HigherIsBetterRole, ///< bool, invalid for a metric the registry does not know
        VersionRole,        ///< exact stored version
    };
    enum class Status { Computed, NotComputed, Unavailable };
    Q_ENUM(Status)

    /// `registry` must outlive the model.
    explicit ScoresModel(const core::MetricRegistry &registry, QObject *parent = nullptr);

    /// The scores of the output to show (empty = no output: every metric "not computed").
    void setScores(const QVector<core::Score> &scores);
    /// metric id → reason it cannot run in this setup (MetricAvailability). A stored value still shows as computed.
    void setUnavailable(const QHash<QString, QString> &reasons);

    int rowOfMetric(const QString &metricId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The stored metric id that holds a registry metric's value: "detect_boxes" (the box count) for "detect".
    static QString storedIdOf(const QString &metricId);

private:
    struct Row
    {
        QString id;
        QString name;
        QString description;
        std::optional<bool> higherIsBetter;
        std::optional<double> value;
        QString version;
        Status status = Status::NotComputed;
        QString reason;
    };
    void rebuild();

    const core::MetricRegistry &m_registry;
    QVector<core::Score> m_scores;
    QHash<QString, QString> m_unavailable;
    QVector<Row> m_rows;
};

} // namespace editlens::ui
