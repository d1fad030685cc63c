#pragma once

#include "document/commands/annotationcommand.h"

#include <optional>

namespace editlens::core {

/// Sets (or clears, with nullopt) one rating. Consecutive changes of the same output, dimension and
/// annotator merge into one step; a command that leaves the rating as it was is obsolete.
class SetRatingCommand final : public AnnotationCommand
{
public:
    SetRatingCommand(StudyDocument *document, qint64 outputId, const QString &dimension, const QString &annotator,
                     std::optional<double> value, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::SetRating); }
    bool mergeWith(const QUndoCommand *other) override;

    std::optional<double> oldValue() const { return m_old; }
    std::optional<double> newValue() const { return m_new; }

private:
    qint64 m_outputId;
    QString m_dimension;
    QString m_annotator;
    std::optional<double> m_old;
    std::optional<double> m_new;
};

/// Sets (or clears) one pairwise preference, recording the side output A was shown on. Consecutive
/// changes of the same key merge; a command that leaves the preference as it was is obsolete.
class SetPreferenceCommand final : public AnnotationCommand
{
public:
    SetPreferenceCommand(StudyDocument *document, const PreferenceKey &key, std::optional<PreferenceValue> value,
                         QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return int(CommandId::SetPreference); }
    bool mergeWith(const QUndoCommand *other) override;

    std::optional<PreferenceValue> oldValue() const { return m_old; }
    std::optional<PreferenceValue> newValue() const { return m_new; }

private:
    PreferenceKey m_key;
    std::optional<PreferenceValue> m_old;
    std::optional<PreferenceValue> m_new;
};

} // namespace editlens::core
