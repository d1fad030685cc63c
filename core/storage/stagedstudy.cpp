#include "stagedstudy.h"

#include "storage/sqldialect.h"
#include "storage/sqlexec.h"
#include "storage/studystore.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

namespace editlens::core {

namespace {

const char *const sideSuffixes[] = {"-wal", "-shm", "-journal"};

} // namespace

QString partialStudyPath(const QString &finalPath)
{
    const QString base = QFileInfo(finalPath).absoluteFilePath() + QStringLiteral(".partial-");
    for (;;) {
        QString candidate =
            base + QString::number(QRandomGenerator::global()->generate() & 0xffffff, 16).rightJustified(6, u'0');
        if (!QFileInfo::exists(candidate) && !QFileInfo::exists(candidate + QStringLiteral("-wal")))
            return candidate;
    }
}

Status publishStudy(std::unique_ptr<StudyStore> store, const QString &finalPath)
{
    const QString partial = store->filePath();
    {
        // Every committed page into the study file: after the rename, the log (named after the partial file) is
        // no longer the study's. A checkpoint that could not finish reports busy = 1 in its first column.
        QSqlQuery q(store->database());
        // Its Status is not the message: the one below says what the user lost, with the engine's words.
        const Status ran = execSqlFirstRow(q, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"),
                                           QStringLiteral("PRAGMA wal_checkpoint"), partial);
        if (!ran || q.value(0).toInt() != 0)
            return Error{QCoreApplication::translate(
                             "StagedStudy",
                             "cannot finish the new study: its log could not be written into the study file (%1)")
                             .arg(sqlErrorText(q.lastError())),
                         partial};
    }
    store.reset();
    // QFile::rename never replaces an existing file (the final path may have appeared meanwhile).
    QFile file(partial);
    if (!file.rename(finalPath))
        return Error{QCoreApplication::translate("StagedStudy", "cannot move the new study to its name: %1")
                         .arg(file.errorString()),
                     finalPath};
    for (const char *suffix : sideSuffixes)
        QFile::remove(partial + QLatin1String(suffix));
    return Status::success();
}

void removeStudyFiles(const QString &file)
{
    QFile::remove(file);
    for (const char *suffix : sideSuffixes)
        QFile::remove(file + QLatin1String(suffix));
}

} // namespace editlens::core
