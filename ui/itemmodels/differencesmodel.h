#pragma once

#include "study/judgements.h"
#include "study/studydata.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

#include <optional>

namespace editlens::ui {

/// One row per core::Difference of the current output: op (coloured), description, confidence, coherence YES/NO
/// (tooltip: the rationale; the current annotator's label when there is one), origin (detector name, "DICE" import,
/// annotator, ground truth) and the current annotator's review (accepted / rejected). GUI thread only.
class DifferencesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        OpColumn,
        DescriptionColumn,
        ConfidenceColumn,
        CoherenceColumn,
        OriginColumn,
        ReviewColumn,
        ColumnCount
    };
    enum Role {
        DifferenceIdRole = Qt::UserRole + 1,
        OpRole,         ///< "ADD", "REMOVE", "EDIT"
        ConfidenceRole, ///< double in [0, 1]; invalid for a box without a confidence (core::hasConfidence)
        CoherentRole,   ///< bool of the first coherence label; invalid when there is none
        OriginKindRole, ///< core::originKindName()
        SortRole,       ///< raw value of the column
        ReviewRole,     ///< core::reviewDecisionName() of the annotator's review; invalid when there is none
        OriginRole,     ///< the origin's name (detector, annotator, dataset)
    };

    explicit DifferencesModel(QObject *parent = nullptr);

    void setDifferences(QVector<core::Difference> differences);
    const QVector<core::Difference> &differences() const { return m_differences; }
    int rowOfDifference(qint64 id) const;
    /// Replaces the row of `difference.id`, or appends one.
    void upsertDifference(const core::Difference &difference);
    void removeDifference(qint64 id);
    /// Whose coherence label and review the Coherent and Review columns show (empty: the first label, no review).
    void setAnnotator(const QString &annotator);
    QString annotator() const { return m_annotator; }
    void setReview(qint64 id, std::optional<core::ReviewDecision> decision);
    std::optional<core::ReviewDecision> review(qint64 id) const;
    /// The label the Coherent column shows for `d`: the annotator's, else the first; nullptr when there is none.
    const core::CoherenceLabel *shownLabel(const core::Difference &d) const;

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
    QString m_annotator;
    QHash<qint64, core::ReviewDecision> m_reviews;
};

} // namespace editlens::ui
