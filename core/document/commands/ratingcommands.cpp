#include "ratingcommands.h"

#include <QCoreApplication>

namespace editlens::core {

namespace {

bool samePreference(const std::optional<PreferenceValue> &a, const std::optional<PreferenceValue> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->choice == b->choice && a->leftOutput == b->leftOutput);
}

} // namespace

SetRatingCommand::SetRatingCommand(StudyDocument *document, qint64 outputId, const QString &dimension,
                                   const QString &annotator, std::optional<double> value, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_outputId(outputId)
    , m_dimension(dimension)
    , m_annotator(annotator)
    , m_old(document->rating(outputId, dimension, annotator))
    , m_new(value)
{
    setText(
        value ? QCoreApplication::translate("SetRatingCommand", "Rate %1 as %2").arg(dimension, QString::number(*value))
              : QCoreApplication::translate("SetRatingCommand", "Clear rating %1").arg(dimension));
}

void SetRatingCommand::redo()
{
    if (m_new == m_old) {
        setObsolete(true); // nothing changes: no undo step, no write
        return;
    }
    check(m_document->writeRating(m_outputId, m_dimension, m_annotator, m_new));
}

void SetRatingCommand::undo()
{
    check(m_document->writeRating(m_outputId, m_dimension, m_annotator, m_old));
}

bool SetRatingCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetRatingCommand *>(other);
    if (o->m_outputId != m_outputId || o->m_dimension != m_dimension || o->m_annotator != m_annotator
        || !o->succeeded())
        return false;
    m_new = o->m_new;
    setText(o->text());
    if (m_new == m_old)
        setObsolete(true);
    return true;
}

SetPreferenceCommand::SetPreferenceCommand(StudyDocument *document, const PreferenceKey &key,
                                           std::optional<PreferenceValue> value, QUndoCommand *parent)
    : AnnotationCommand(document, parent)
    , m_key(key)
    , m_old(document->preference(key))
    , m_new(value)
{
    setText(
        value
            ? QCoreApplication::translate("SetPreferenceCommand", "Prefer %1").arg(preferenceChoiceName(value->choice))
            : QCoreApplication::translate("SetPreferenceCommand", "Clear preference"));
}

void SetPreferenceCommand::redo()
{
    if (samePreference(m_new, m_old)) {
        setObsolete(true);
        return;
    }
    check(m_document->writePreference(m_key, m_new));
}

void SetPreferenceCommand::undo()
{
    check(m_document->writePreference(m_key, m_old));
}

bool SetPreferenceCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetPreferenceCommand *>(other);
    if (o->m_key.outputA != m_key.outputA || o->m_key.outputB != m_key.outputB || o->m_key.dimension != m_key.dimension
        || o->m_key.annotator != m_key.annotator || !o->succeeded())
        return false;
    m_new = o->m_new;
    setText(o->text());
    if (samePreference(m_new, m_old))
        setObsolete(true);
    return true;
}

} // namespace editlens::core
