#pragma once

#include "study/judgements.h"
#include "util/error.h"

#include <QString>

#include <optional>

class QSqlDatabase;

namespace editlens::core {

class StudyStore;

/// The pairwise preferences of a study, on the connection of a StudyStore (same thread). Each write runs in its own
/// transaction (WriteTransaction: BEGIN IMMEDIATE with retries, so two annotator processes on one file wait for each
/// other) and is durable when it returns; annotators are recorded on first use. Timestamps are storedNow()'s.
/// Non-owning: the StudyStore must outlive it.
class PreferenceStore
{
public:
    explicit PreferenceStore(StudyStore &store);

    Status setPreference(const PreferenceKey &key, const PreferenceValue &value);
    Status clearPreference(const PreferenceKey &key);
    Result<std::optional<PreferenceValue>> preference(const PreferenceKey &key) const;

    /// setPreference()/clearPreference() (nullopt clears) without a transaction of its own, for a caller that holds
    /// one (the offline journal's replay records the edit's key in the same transaction). `at` is when the preference
    /// was given (ISO 8601 UTC), kept as its updated_at.
    Status setPreferenceInTransaction(const PreferenceKey &key, const std::optional<PreferenceValue> &value,
                                      const QString &at);

private:
    StudyStore &m_store;
    QSqlDatabase &m_db;
};

} // namespace editlens::core
