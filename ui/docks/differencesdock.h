#pragma once

#include "study/studydata.h"

#include <QDockWidget>

class QLabel;
class QSlider;
class QSortFilterProxyModel;
class QTableView;

namespace editlens::ui {

class DifferencesModel;

/// The Differences dock: the current output's differences (DifferencesModel) in a sortable list, and a confidence
/// threshold slider (rows under it are hidden here; the comparison view hides their boxes on
/// confidenceThresholdChanged). Selection is kept in sync with the scene through differenceActivated /
/// selectDifference; selectDifference never re-emits differenceActivated, so the two cannot loop. GUI thread only.
class DifferencesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DifferencesDock(QWidget *parent = nullptr);

    void setDifferences(QVector<core::Difference> differences);
    DifferencesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    double confidenceThreshold() const;
    qint64 selectedDifference() const; ///< 0 when none is selected

public Q_SLOTS:
    /// Selects the row of difference `id` (clears the selection for 0 or an unknown or hidden id).
    void selectDifference(qint64 id);
    /// Threshold in [0, 1], 0.01 steps.
    void setConfidenceThreshold(double threshold);

Q_SIGNALS:
    /// The user selected (or moved to) the difference `id` in the list.
    void differenceActivated(qint64 id);
    void confidenceThresholdChanged(double threshold);

private:
    void updateCount();

    DifferencesModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QSlider *m_threshold;
    QLabel *m_thresholdLabel;
    QLabel *m_count;
    bool m_syncing = false;
};

} // namespace editlens::ui
