#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// The study's annotators as a writer sees them: the rows every judgement (DifferenceStore, PreferenceStore,
/// SessionStore) points at. On the connection of a StudyStore (same thread); non-owning: the StudyStore must outlive
/// it.
class AnnotatorStore
{
public:
    explicit AnnotatorStore(StudyStore &store);

    /// The annotator's row id, recording the annotator (recordAnnotator()) in a write transaction of its own if needed.
    Result<qint64> ensureAnnotator(const QString &name);
    /// Every annotator's name, in name order.
    Result<QStringList> annotators() const;

private:
    StudyStore &m_store;
    QSqlDatabase &m_db;
};

} // namespace editlens::core
