#include "readsnapshot.h"

#include "sqldialect.h"
#include "sqlexec.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace editlens::core {

ReadSnapshot::ReadSnapshot(QSqlDatabase &db, const SqlDialect &dialect) : m_db(db), m_dialect(dialect)
{
}

ReadSnapshot::~ReadSnapshot()
{
    // Nothing was written: ending with a rollback never fails for a reason worth reporting, and frees the snapshot.
    if (m_open)
        m_db.rollback();
}

Status ReadSnapshot::begin(const QString &what, const QString &file)
{
    QSqlQuery q(m_db);
    if (Status s = execSql(q, m_dialect.beginReadSnapshot(), what, file); !s)
        return s;
    m_open = true;
    return Status::success();
}

} // namespace editlens::core
