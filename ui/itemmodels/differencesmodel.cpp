#include "differencesmodel.h"

#include "study/differenceorigin.h"

#include <QFont>
#include <QLocale>

namespace editlens::ui {

DifferencesModel::DifferencesModel(QObject *parent) : QAbstractTableModel(parent)
{
}

void DifferencesModel::setDifferences(QVector<core::Difference> differences)
{
    beginResetModel();
    m_differences = std::move(differences);
    m_reviews.clear();
    endResetModel();
}

void DifferencesModel::upsertDifference(const core::Difference &difference)
{
    const int row = rowOfDifference(difference.id);
    if (row >= 0) {
        m_differences[row] = difference;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, int(m_differences.size()), int(m_differences.size()));
    m_differences.push_back(difference);
    endInsertRows();
}

void DifferencesModel::removeDifference(qint64 id)
{
    const int row = rowOfDifference(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_differences.removeAt(row);
    m_reviews.remove(id);
    endRemoveRows();
}

void DifferencesModel::setAnnotator(const QString &annotator)
{
    if (annotator == m_annotator)
        return;
    m_annotator = annotator;
    if (!m_differences.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void DifferencesModel::setReview(qint64 id, std::optional<core::ReviewDecision> decision)
{
    if (decision)
        m_reviews.insert(id, *decision);
    else
        m_reviews.remove(id);
    if (const int row = rowOfDifference(id); row >= 0)
        Q_EMIT dataChanged(index(row, ReviewColumn), index(row, ReviewColumn));
}

std::optional<core::ReviewDecision> DifferencesModel::review(qint64 id) const
{
    const auto it = m_reviews.constFind(id);
    return it == m_reviews.constEnd() ? std::nullopt : std::optional<core::ReviewDecision>(*it);
}

const core::CoherenceLabel *DifferencesModel::shownLabel(const core::Difference &d) const
{
    for (const core::CoherenceLabel &l : d.coherence)
        if (!m_annotator.isEmpty() && l.originKind == core::OriginKind::Annotator && l.origin == m_annotator)
            return &l;
    return d.coherence.isEmpty() ? nullptr : &d.coherence.constFirst();
}

int DifferencesModel::rowOfDifference(qint64 id) const
{
    for (int i = 0; i < m_differences.size(); ++i)
        if (m_differences[i].id == id)
            return i;
    return -1;
}

QColor DifferencesModel::opColor(core::EditOp op)
{
    switch (op) {
    case core::EditOp::Add:
        return QColor(0x2e, 0xa0, 0x43);
    case core::EditOp::Remove:
        return QColor(0xd7, 0x3a, 0x49);
    case core::EditOp::Edit:
        return QColor(0x2f, 0x81, 0xf7);
    }
    return {};
}

QString DifferencesModel::originText(const core::Difference &d)
{
    switch (d.originKind) {
    case core::OriginKind::Detector:
        if (core::detectorKind(d.origin) == core::DetectorKind::DiceImport)
            return tr("DICE (imported)");
        return tr("detector: %1").arg(d.origin);
    case core::OriginKind::Annotator:
        return tr("annotator: %1").arg(d.origin);
    case core::OriginKind::GroundTruth:
        return d.origin.isEmpty() ? tr("ground truth") : tr("ground truth (%1)").arg(d.origin);
    }
    return d.origin;
}

int DifferencesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_differences.size());
}

int DifferencesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DifferencesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Difference &d = m_differences[index.row()];
    const core::CoherenceLabel *label = shownLabel(d);
    const std::optional<core::ReviewDecision> decision = review(d.id);
    const bool hasConfidence = core::hasConfidence(d);
    QVariant confidenceValue = hasConfidence ? QVariant(d.confidence) : QVariant();
    const QString reviewText = !decision                                     ? QStringLiteral("–")
                               : *decision == core::ReviewDecision::Accepted ? tr("accepted")
                               : *decision == core::ReviewDecision::Rejected ? tr("rejected")
                                                                             : tr("relabelled");
    switch (role) {
    case SortRole:
        // Confidence, coherence and review sort by value (not by "–" or a translated word); the other columns by the
        // text they show.
        switch (index.column()) {
        case ConfidenceColumn:
            return confidenceValue;
        case CoherenceColumn:
            return label ? QVariant(label->coherent) : QVariant();
        case ReviewColumn:
            return decision ? QVariant(core::reviewDecisionName(*decision)) : QVariant();
        }
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case OpColumn:
            return core::editOpName(d.op);
        case DescriptionColumn:
            return d.description;
        case ConfidenceColumn:
            return hasConfidence ? QLocale().toString(d.confidence, 'f', 2) : QStringLiteral("–");
        case CoherenceColumn:
            return label ? (label->coherent ? tr("YES") : tr("NO")) : QStringLiteral("–");
        case OriginColumn:
            return originText(d);
        case ReviewColumn:
            return reviewText;
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == OpColumn)
            return opColor(d.op);
        if (index.column() == CoherenceColumn && label)
            return label->coherent ? opColor(core::EditOp::Add) : opColor(core::EditOp::Remove);
        if (index.column() == ReviewColumn && decision)
            return *decision == core::ReviewDecision::Rejected ? opColor(core::EditOp::Remove)
                                                               : opColor(core::EditOp::Add);
        break;
    case Qt::FontRole:
        if (index.column() == OpColumn || index.column() == CoherenceColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == CoherenceColumn) {
            if (!label)
                return tr("No coherence label");
            QString tip = label->rationale.isEmpty() ? tr("(no rationale)") : label->rationale;
            tip += QLatin1Char('\n')
                   + tr("labelled by %1")
                         .arg(label->origin.isEmpty() ? core::originKindName(label->originKind) : label->origin);
            return tip;
        }
        if (index.column() == DescriptionColumn)
            return d.description;
        if (index.column() == ConfidenceColumn && !hasConfidence)
            return tr("No confidence: only a detector's boxes have one");
        if (index.column() == OriginColumn)
            return originText(d);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == ConfidenceColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case DifferenceIdRole:
        return d.id;
    case OpRole:
        return core::editOpName(d.op);
    case ConfidenceRole:
        return confidenceValue;
    case CoherentRole:
        return label ? QVariant(label->coherent) : QVariant();
    case OriginKindRole:
        return core::originKindName(d.originKind);
    case OriginRole:
        return d.origin;
    case ReviewRole:
        return decision ? QVariant(core::reviewDecisionName(*decision)) : QVariant();
    }
    return {};
}

QVariant DifferencesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OpColumn:
        return tr("Op");
    case DescriptionColumn:
        return tr("Description");
    case ConfidenceColumn:
        return tr("Conf.");
    case CoherenceColumn:
        return tr("Coherent");
    case OriginColumn:
        return tr("Origin");
    case ReviewColumn:
        return tr("Review");
    }
    return {};
}

} // namespace editlens::ui
