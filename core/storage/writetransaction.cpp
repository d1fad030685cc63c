#include "writetransaction.h"

#include "sqldialect.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace editlens::core {

WriteTransaction::WriteTransaction(QSqlDatabase &db, const SqlDialect &dialect) : m_db(db), m_dialect(dialect)
{
}

WriteTransaction::~WriteTransaction()
{
    if (m_open)
        m_db.rollback();
}

bool WriteTransaction::begin()
{
    for (int attempt = 0; attempt < beginAttempts; ++attempt) {
        QSqlQuery q(m_db);
        if (q.exec(m_dialect.beginWriteTransaction())) {
            m_open = true;
            return true;
        }
        m_error = sqlErrorText(q.lastError());
        // SQLITE_BUSY (5) / SQLITE_LOCKED (6): another writer held the lock for the whole busy timeout
        // (a long import in another process); anything else will not get better by waiting.
        const QString code = q.lastError().nativeErrorCode();
        if (code != QLatin1String("5") && code != QLatin1String("6"))
            return false;
        QThread::msleep(50u << attempt);
    }
    return false;
}

bool WriteTransaction::beginWaiting(const ProgressCallback &waiting, int maxWaitSeconds)
{
    m_error = beginWriteOrReason(m_db, m_dialect, waiting, maxWaitSeconds);
    m_open = m_error.isEmpty();
    return m_open;
}

bool WriteTransaction::commit()
{
    if (!m_open)
        return false;
    if (!m_db.commit()) {
        m_error = sqlErrorText(m_db.lastError());
        return false;
    }
    m_open = false;
    return true;
}

} // namespace editlens::core
