#pragma once

#include "study/rubric.h"
#include "util/error.h"

#include <QString>
#include <QVector>

#include <optional>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// Rubrics stored in a study (tables rubrics, rubric_dimensions, rubric_labels). Non-owning; same
/// thread as the StudyStore. The active rubric's name is the study setting "rubric".
class RubricStore
{
public:
    explicit RubricStore(StudyStore &store);

    /// Inserts or replaces the rubric called `rubric.name` (one transaction) and makes sure every
    /// dimension exists in the study's dimension table with the rubric's scale, step and help.
    Status save(const Rubric &rubric);
    Status remove(const QString &name);
    Result<QVector<Rubric>> rubrics() const;
    Result<std::optional<Rubric>> rubric(const QString &name) const;

    /// The active rubric; when none is set, the first stored one; nullopt in a study without rubrics.
    Result<std::optional<Rubric>> active() const;
    Status setActive(const QString &name);
    /// The active rubric; a study without one gets one made active first: over the dimensions it already holds
    /// (an imported study adds to its ratings, rubricFromDimensions), or BPM's five when it has none.
    Result<Rubric> ensureActive();

private:
    StudyStore &m_store;
};

} // namespace editlens::core
