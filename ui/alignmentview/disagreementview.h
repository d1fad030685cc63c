#pragma once

#include "alignment/disagreement.h"
#include "guiutil/latestjob.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace editlens::ui {

class DisagreementModel;

/// The disagreement queue of one metric against one human dimension, worst item first, with an edit-type and a
/// system filter. The queue is computed on a worker thread (core::alignment::disagreementQueue on a copy of the
/// table); a newer input or filter drops the result of an older computation, which runs to its end before the newer
/// one starts. A click on a row (or Enter) emits pairActivated with its item key and the two systems of its worst
/// pair (the one people prefer first), or itemActivated with the key alone for a row without a pair (a single-output
/// item). The current row's full text and numbers are shown in a pane under the queue (detailLabel()). GUI thread only.
class DisagreementView : public QWidget
{
    Q_OBJECT

public:
    explicit DisagreementView(QWidget *parent = nullptr);
    ~DisagreementView() override;

    /// Recomputes the queue for `metric` against `dimension`. `lowerIsBetter`: a distance (negated before any
    /// comparison). For "bpm" each item is attributed to the component that drove its disagreement.
    void setInput(core::alignment::RatingTable table, QHash<QString, core::alignment::ItemInfo> items,
                  const QString &dimension, const QString &metric, bool lowerIsBetter);
    void clear();

    /// Empty = every edit type / every system. Recomputes the queue.
    void setEditTypeFilter(const QString &editType);
    void setSystemFilter(const QString &system);
    QString editTypeFilter() const;
    QString systemFilter() const;

    DisagreementModel *model() const { return m_model; }
    QTableView *tableView() const { return m_view; }
    /// The pane under the queue: the current row's full worst-pair text with both outputs' people's means (with n)
    /// and metric values, never elided (the table's cell is).
    QLabel *detailLabel() const { return m_detail; }
    /// The detail text of queue row `row` (rich text; empty for no row).
    QString detailText(int row) const;
    bool isComputing() const { return m_job.isRunning(); }

Q_SIGNALS:
    void itemActivated(const QString &itemKey);
    /// Open `itemKey` on its worst pair: `humanPreferred` and `other` are system names as the study stores them.
    void pairActivated(const QString &itemKey, const QString &humanPreferred, const QString &other);
    /// The model holds the queue of the latest input and filter.
    void queueReady();

private:
    void recompute();
    void showQueue(QVector<core::alignment::ItemDisagreement> queue);
    void refillChoices();
    void openRow(int row);

    DisagreementModel *m_model;
    QTableView *m_view;
    QComboBox *m_editType;
    QComboBox *m_system;
    QLabel *m_status;
    QLabel *m_detail;
    core::alignment::RatingTable m_table;
    QHash<QString, core::alignment::ItemInfo> m_items;
    QString m_dimension;
    QString m_metric;
    bool m_lowerIsBetter = false;
    LatestJob m_job;
};

} // namespace editlens::ui
