#pragma once

#include "storage/modelcallstore.h"

#include <QAbstractTableModel>
#include <QVector>

namespace editlens::ui {

/// The model calls about one item (core::ModelCall, oldest first) as a table for the Model Answers dock: stage, the
/// output(s) asked about, model, status, latency, tokens and the parsed value (or, for an answer that could not be
/// parsed or a request that failed, why). Value holder; GUI thread only.
class ModelCallsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        StageColumn,
        OutputsColumn,
        ModelColumn,
        StatusColumn,
        LatencyColumn,
        TokensColumn,
        ParsedColumn,
        ColumnCount
    };
    enum Role {
        RequestKeyRole = Qt::UserRole + 1,
        StageRole,   ///< core::ModelCall::stage
        SystemsRole, ///< core::ModelCall::systems ("A|B" for a pair)
        StatusRole,  ///< "ok", "unparseable" or "failed"
    };

    explicit ModelCallsModel(QObject *parent = nullptr);

    void setCalls(QVector<core::ModelCall> calls);
    const QVector<core::ModelCall> &calls() const { return m_calls; }
    /// The call in `row`; nullptr out of range.
    const core::ModelCall *call(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVector<core::ModelCall> m_calls;
};

} // namespace editlens::ui
