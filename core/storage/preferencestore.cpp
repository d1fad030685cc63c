#include "preferencestore.h"

#include "storage/annotatorrows.h"
#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/storedtime.h"
#include "storage/studystore.h"
#include "storage/writetransaction.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace editlens::core {

PreferenceStore::PreferenceStore(StudyStore &store) : m_store(store), m_db(store.database())
{
}

Status PreferenceStore::setPreference(const PreferenceKey &key, const PreferenceValue &value)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("PreferenceStore", "cannot save preference"),
                                 [&] { return setPreferenceInTransaction(key, value, storedNow()); });
}

Status PreferenceStore::clearPreference(const PreferenceKey &key)
{
    return runInWriteTransaction(m_db, m_store.dialect(), m_store.filePath(),
                                 QCoreApplication::translate("PreferenceStore", "cannot clear preference"),
                                 [&] { return setPreferenceInTransaction(key, std::nullopt, storedNow()); });
}

Status PreferenceStore::setPreferenceInTransaction(const PreferenceKey &key,
                                                   const std::optional<PreferenceValue> &value, const QString &at)
{
    QSqlQuery q(m_db);
    if (!value)
        return execBound(q,
                         QStringLiteral("DELETE FROM preferences WHERE output_a = ? AND output_b = ? AND dimension = ?"
                                        " AND annotator_id = (SELECT id FROM annotators WHERE name = ?)"),
                         {key.outputA, key.outputB, sqlText(key.dimension), sqlText(key.annotator)},
                         QCoreApplication::translate("PreferenceStore", "cannot clear preference"), m_store.filePath());
    Result<qint64> ann = recordAnnotator(m_db, key.annotator, m_store.filePath());
    if (!ann)
        return ann.error();
    return execBound(q,
                     QStringLiteral("INSERT INTO preferences(item_id, output_a, output_b, dimension, annotator_id,"
                                    " choice, updated_at, left_output) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                         + m_store.dialect().upsertClause({QStringLiteral("output_a"), QStringLiteral("output_b"),
                                                           QStringLiteral("dimension"), QStringLiteral("annotator_id")},
                                                          {QStringLiteral("choice"), QStringLiteral("updated_at"),
                                                           QStringLiteral("left_output")}),
                     {key.itemId, key.outputA, key.outputB, sqlText(key.dimension), ann.value(),
                      preferenceChoiceName(value->choice), at,
                      value->leftOutput > 0 ? QVariant(value->leftOutput) : QVariant(QMetaType::fromType<qint64>())},
                     QCoreApplication::translate("PreferenceStore", "cannot save preference"), m_store.filePath());
}

Result<std::optional<PreferenceValue>> PreferenceStore::preference(const PreferenceKey &key) const
{
    QSqlQuery q(m_db);
    if (Status s =
            execBound(q,
                      QStringLiteral("SELECT p.choice, p.left_output FROM preferences p JOIN annotators a"
                                     " ON a.id = p.annotator_id WHERE p.output_a = ? AND p.output_b = ?"
                                     " AND p.dimension = ? AND a.name = ?"),
                      {key.outputA, key.outputB, sqlText(key.dimension), sqlText(key.annotator)},
                      QCoreApplication::translate("PreferenceStore", "cannot read preference"), m_store.filePath());
        !s)
        return s.error();
    if (!q.next())
        return std::optional<PreferenceValue>();
    PreferenceValue v;
    v.choice = preferenceChoiceFromName(q.value(0).toString()).value_or(PreferenceChoice::Tie);
    v.leftOutput = q.value(1).isNull() ? 0 : q.value(1).toLongLong();
    return std::optional<PreferenceValue>(v);
}

} // namespace editlens::core
