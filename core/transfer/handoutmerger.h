#pragma once

// Internal to packForAnnotator and mergePack (handout*.cpp): not part of the storage API.
#include "storage/sqlexec.h"
#include "transfer/handout.h"

#include <QHash>
#include <QPair>
#include <QSize>
#include <QSqlQuery>
#include <QVariantList>

#include <functional>
#include <optional>
#include <variant>

namespace editlens::core::handout {

/// A judgement as the study holds it: its value (as text, compared exactly) and when it was last set.
struct Stored
{
    QString value;
    QString time;
};

/// A pack difference that carries the annotator's work (drawn, labelled or reviewed by them), with its natural key.
struct PackDifference
{
    qint64 packId = 0;
    QString itemKey, system, op, description, originKind, origin, updatedAt;
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0, confidence = 1.0;
};

/// Renumbers the outputs of a hand-out being packed (`db`, inside its write transaction) in a random order (the same
/// ids, shuffled), with every column that refers to an output as the schema declares it: outputs are imported system
/// by system, so their ids would tell which outputs of different items share a system.
Status shuffleOutputIds(QSqlDatabase &db, const QString &file, const QString &what);

/// Gives every output of a hand-out being packed a system of its own under a random name; adds each new name with the
/// study's to `names`.
Status blindSystems(QSqlDatabase &db, const QString &file, const QString &what, QHash<QString, QString> &names);

/// Lower-case hex SHA-256 of a hand-out's token, as its HandoutRecord keeps it.
QString tokenSha256(const QString &token);

/// `rel` cleaned, when it is a relative path that stays inside `root`; else an error naming `file`, the `table`, its
/// `row` and the path. `resolveLinks` (a folder someone else made): the file must also exist as a regular file whose
/// real path, links resolved, is inside `root`.
Result<QString> containedPath(const QString &root, const QString &rel, const QString &table, qint64 row,
                              const QString &file, bool resolveLinks);

/// Whether `time` is a stored time (ISO 8601 with milliseconds) no later than a day from now; "" when `allowEmpty`.
bool isValidTime(const QString &time, bool allowEmpty);

/// Whether `name` is safe inside a file name: 1 to 64 ASCII letters, digits and underscores.
bool isPlainName(const QString &name);

/// One merge of a packed study into its original: reads the pack, writes the study inside the caller's write
/// transaction, matching rows by natural keys and checking every value (see mergePack). Writes only as
/// `record.annotator`. Non-owning; both stores on the calling thread.
class Merger
{
public:
    Merger(StudyStore &study, StudyStore &pack, const HandoutRecord &record, MergeReport &report);

    /// Every kind of judgement, in an order where submissions come before the revise log they are timed by.
    Status run();

    QStringList newFiles;      ///< mask files written into the study (the caller removes them if the merge fails)
    QStringList replacedFiles; ///< the study's own mask files no row names any more (removed after the commit)

private:
    Status inPack(QSqlQuery &q, const QString &sql, const QVariantList &bindings);
    Status inStudy(QSqlQuery &q, const QString &sql, const QVariantList &bindings);
    Status inStudy(const QString &sql, const QVariantList &bindings);
    /// The study's row for one key: `sql` selects the value's columns and the time as column 1, or no row.
    Result<std::optional<Stored>> storedIn(const QString &sql, const QVariantList &bindings,
                                           const std::function<QString(const QSqlQuery &)> &valueOf);
    void skip(JudgementKind kind, const QString &line);
    /// What one pack row does to the study: added when the study has none, nothing when equal, else the later time
    /// wins. A conflict when the study's value changed after the pack was made (the annotator worked online too).
    Status settle(MergeConflict context, const std::optional<Stored> &study, const QString &packValue,
                  const QString &packTime, const std::function<Status()> &insert,
                  const std::function<Status()> &update);
    /// An error naming the pack, `table` and its `row`: the hand-out fails a check and nothing is merged.
    Error refuse(const QString &table, qint64 row, const QString &why) const;
    /// The study's output of (item, hand-out system name) or item by key; 0 after recording the row as skipped
    /// (the study no longer has it). An error when the hand-out never held that item or output.
    Result<qint64> output(JudgementKind kind, const QString &table, qint64 row, const QString &item,
                          const QString &system);
    Result<qint64> item(JudgementKind kind, const QString &table, qint64 row, const QString &key);
    /// An error unless `time` is a valid stored time (see isValidTime).
    Status checkTime(const QString &table, qint64 row, const QString &time, bool allowEmpty = true) const;
    /// The study's system name for a hand-out's system name ("" when the hand-out never had it).
    QString studySystem(const QString &packSystem) const;
    Result<qint64> studyDifference(qint64 outputId, const PackDifference &d);
    /// An error unless the annotator's own box `d` on the study's output `outputId` is one an import would take.
    Status checkDifference(const PackDifference &d, qint64 outputId) const;
    Status labelAndReview(const PackDifference &d, qint64 studyId);

    Status loadKeys();
    Status ratings();
    Status preferences();
    Status differences();
    Status masks();
    Status completions();
    Status sessions();
    Status submissions();
    Status revisions();

    StudyStore &m_study;
    StudyStore &m_pack;
    const HandoutRecord &m_info;
    const QString m_packedAt; ///< when the hand-out was packed, as stored timestamps are written
    MergeReport &m_report;
    const QString m_what;
    qint64 m_annotator = 0; ///< the annotator's id in the study
    QHash<QString, qint64> m_items;
    QHash<QPair<QString, QString>, qint64> m_outputs; ///< (item key, system) → output id
    QHash<QString, qint64> m_dimensions;
    QHash<QString, QPair<double, double>> m_scales; ///< dimension → (scale_min, scale_max)
    /// Output id → its image's size, or its path when the study stored no size.
    QHash<qint64, std::variant<QSize, QString>> m_outputSizes;
    QHash<qint64, std::variant<QSize, QString>> m_sourceSizes; ///< item id → its original's size or path
    QHash<qint64, qint64> m_outputItems;                       ///< output id → its item id
};

/// A conflict's key: what, on which item, output (system) and dimension or other detail.
inline MergeConflict where(JudgementKind kind, const QString &itemKey, const QString &system, const QString &detail)
{
    MergeConflict c;
    c.kind = kind;
    c.itemKey = itemKey;
    c.system = system;
    c.detail = detail;
    return c;
}

/// "(SELECT id FROM annotators WHERE name = ?)": the annotator's id in the pack, bound by name.
QString packAnnotatorId();

} // namespace editlens::core::handout
