#pragma once

#include "study/studydata.h"

#include <QAbstractTableModel>
#include <QColor>

namespace editlens::ui {

/// One row per core::Difference of the current output: op (coloured), description, confidence, coherence YES/NO
/// (tooltip: the rationale) and origin (detector name, "DICE" import, annotator, ground truth). GUI thread only.
class DifferencesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { OpColumn, DescriptionColumn, ConfidenceColumn, CoherenceColumn, OriginColumn, ColumnCount };
    enum Role {
        DifferenceIdRole = Qt::UserRole + 1,
        OpRole,         ///< "ADD", "REMOVE", "EDIT"
        ConfidenceRole, ///< double in [0, 1]
        CoherentRole,   ///< bool of the first coherence label; invalid when there is none
        OriginKindRole, ///< core::originKindName()
        SortRole,       ///< raw value of the column
    };

    explicit DifferencesModel(QObject *parent = nullptr);

    void setDifferences(QVector<core::Difference> differences);
    const QVector<core::Difference> &differences() const { return m_differences; }
    int rowOfDifference(qint64 id) const;

    /// The colour of an op, shared with the overlays' legend: ADD green, REMOVE red, EDIT blue.
    static QColor opColor(core::EditOp op);
    /// "DICE (imported)", "detector: <name>", "annotator: <name>", "ground truth (<source>)".
    static QString originText(const core::Difference &difference);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::Difference> m_differences;
};

} // namespace editlens::ui
