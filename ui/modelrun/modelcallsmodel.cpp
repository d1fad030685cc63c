#include "modelcallsmodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace editlens::ui {

namespace {

QString tokensText(const core::ModelCall &call)
{
    if (call.promptTokens < 0 && call.completionTokens < 0)
        return ModelCallsModel::tr("not reported");
    const auto n = [](int v) { return v < 0 ? QStringLiteral("?") : QLocale().toString(v); };
    return ModelCallsModel::tr("%1 in, %2 out").arg(n(call.promptTokens), n(call.completionTokens));
}

QString statusText(const QString &status)
{
    if (status == QLatin1String("ok"))
        return ModelCallsModel::tr("answered");
    if (status == QLatin1String("unparseable"))
        return ModelCallsModel::tr("unparseable");
    if (status == QLatin1String("failed"))
        return ModelCallsModel::tr("failed");
    return status;
}

} // namespace

ModelCallsModel::ModelCallsModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void ModelCallsModel::setCalls(QVector<core::ModelCall> calls)
{
    beginResetModel();
    m_calls = std::move(calls);
    endResetModel();
}

const core::ModelCall *ModelCallsModel::call(int row) const
{
    return row >= 0 && row < m_calls.size() ? &m_calls[row] : nullptr;
}

int ModelCallsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_calls.size());
}

int ModelCallsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ModelCallsModel::data(const QModelIndex &index, int role) const
{
    const core::ModelCall *c = index.isValid() ? call(index.row()) : nullptr;
    if (!c)
        return {};
    switch (role) {
    case RequestKeyRole:
        return c->requestKey;
    case StageRole:
        return c->stage;
    case SystemsRole:
        return c->systems;
    case StatusRole:
        return c->status;
    case Qt::ForegroundRole:
        // An answer nothing was stored from stands out: it is what an audit looks for first.
        return c->status != QLatin1String("ok") ? QVariant(QBrush(QColor(0xb0, 0x20, 0x20))) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == LatencyColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == ParsedColumn || index.column() == StatusColumn)
            return c->status == QLatin1String("ok") ? c->parsed : c->error;
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case StageColumn:
        return c->subject.isEmpty() ? c->stage : tr("%1 (%2)").arg(c->stage, c->subject);
    case OutputsColumn:
        return c->systems.isEmpty() ? tr("the item") : QString(c->systems).replace(QLatin1Char('|'), tr(" vs "));
    case ModelColumn:
        return c->model;
    case StatusColumn:
        return statusText(c->status);
    case LatencyColumn:
        return tr("%1 ms").arg(QLocale().toString(c->latencyMs));
    case TokensColumn:
        return tokensText(*c);
    case ParsedColumn:
        // A glance only (the tooltip and the dock's details hold all of it): a long answer must not widen the table.
        return (c->status == QLatin1String("ok") ? c->parsed : c->error).left(60);
    default:
        return {};
    }
}

QVariant ModelCallsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StageColumn:
        return tr("Stage");
    case OutputsColumn:
        return tr("About");
    case ModelColumn:
        return tr("Model");
    case StatusColumn:
        return tr("Status");
    case LatencyColumn:
        return tr("Latency");
    case TokensColumn:
        return tr("Tokens");
    case ParsedColumn:
        return tr("Parsed value / why not");
    default:
        return {};
    }
}

} // namespace editlens::ui
