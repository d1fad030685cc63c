#include "judgementrecorder.h"

#include "document/commands/ratingcommands.h"
#include "document/studydocument.h"

#include <QUndoStack>

#include <cmath>

namespace editlens::ui {

JudgementRecorder::JudgementRecorder(QObject *parent) : QObject(parent)
{
}

void JudgementRecorder::setDocument(core::StudyDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!m_document)
        return;
    // Another annotator's judgements (a second window on the same study) are none of the surfaces' business.
    connect(m_document, &core::StudyDocument::ratingChanged, this,
            [this](qint64 outputId, const QString &dimension, const QString &who, std::optional<double> value) {
                if (who == annotator())
                    Q_EMIT ratingChanged(outputId, dimension, value);
            });
    connect(m_document, &core::StudyDocument::preferenceChanged, this,
            [this](const core::PreferenceKey &key, const std::optional<core::PreferenceValue> &value) {
                if (key.annotator == annotator())
                    Q_EMIT preferenceChanged(key, value);
            });
}

core::StudyDocument *JudgementRecorder::document() const
{
    return m_document;
}

QString JudgementRecorder::annotator() const
{
    return m_document ? m_document->annotator() : QString();
}

std::optional<double> JudgementRecorder::rating(qint64 outputId, const core::RubricDimension &dimension) const
{
    return m_document ? m_document->rating(outputId, dimension.name, annotator()) : std::nullopt;
}

bool JudgementRecorder::rate(qint64 outputId, const core::RubricDimension &dimension, std::optional<double> value)
{
    if (!m_document || annotator().isEmpty() || (value && !dimension.accepts(*value)))
        return false;
    m_document->undoStack()->push(new core::SetRatingCommand(m_document, outputId, dimension.name, annotator(), value));
    return true;
}

core::PreferenceKey JudgementRecorder::preferenceKey(qint64 itemId, const core::PlanPair &pair,
                                                     const core::RubricDimension &dimension) const
{
    return core::StudyPlan::preferenceKey(itemId, pair, dimension.name, annotator());
}

std::optional<core::PreferenceValue> JudgementRecorder::preference(const core::PreferenceKey &key) const
{
    return m_document ? m_document->preference(key) : std::nullopt;
}

std::optional<core::PairSide> JudgementRecorder::preferredSide(qint64 itemId, const core::PlanPair &pair,
                                                               const core::RubricDimension &dimension) const
{
    const core::PreferenceKey key = preferenceKey(itemId, pair, dimension);
    const auto value = preference(key);
    return value ? std::optional(core::StudyPlan::sideOf(*value, key.outputA)) : std::nullopt;
}

bool JudgementRecorder::prefer(qint64 itemId, const core::PlanPair &pair, const core::RubricDimension &dimension,
                               std::optional<core::PairSide> side)
{
    if (!m_document || annotator().isEmpty())
        return false;
    const std::optional<core::PreferenceValue> value =
        side ? std::optional(core::StudyPlan::preferenceValue(pair, *side)) : std::nullopt;
    m_document->undoStack()->push(
        new core::SetPreferenceCommand(m_document, preferenceKey(itemId, pair, dimension), value));
    return true;
}

int scaleIndexOf(const core::RubricDimension &dimension, std::optional<double> value)
{
    if (!value)
        return -1;
    const QVector<double> values = dimension.values();
    for (int i = 0; i < values.size(); ++i)
        if (std::abs(values[i] - *value) < 1e-9)
            return i;
    return -1;
}

std::optional<std::pair<int, int>> stepQuestion(int page, int question, int pages, int questions, int delta)
{
    const int cells = pages * questions;
    if (cells <= 0)
        return std::nullopt;
    const int flat = ((page * questions + question + delta) % cells + cells) % cells;
    return std::pair{flat / questions, flat % questions};
}

QVector<core::PlanPair> plannedPairs(const QVector<core::PlanAssignment> &plan, const core::Item &item, quint64 seed,
                                     const QString &annotator)
{
    return core::StudyPlan::plannedPairs(plan, item, seed, annotator);
}

} // namespace editlens::ui
