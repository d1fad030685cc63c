#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// VIEScore judge outputs: a folder `<System>/SC.json` + `<System>/PQ.json` (one subfolder per
/// editing system; a single system's folder, holding SC.json and PQ.json itself, is read as that
/// system). Each JSON file maps a uid to `{"score": [a, b, ...], "reasoning": ...}`; the score may be
/// a list of numbers, a string holding one ("[8, 7]") or a single number, each sub-score 0-10.
/// Following VIEScore (Ku et al. 2024) and its released code: judge SC = min(SC list)/10 and PQ = min(PQ list)/10, both
/// clipped to [0, 1], and O = sqrt(SC·PQ); only uids with both an SC and a PQ entry are scored.
///
/// The values become metric scores (version "imported") on the output of that system for the item
/// of the uid, so they attach to items an `imagenhub` import created. Metric ids come from
/// ImportOptions::metric (default "viescore"): see metricId(). Errors name the file and the line
/// of the offending uid. Stateless; may run on any thread.
///
/// ImagenHub's tasks reuse uids (ImagenHubImport keys a second task's items `<task>/<uid>`), so the judge files are
/// joined by task: VIEScore lays them out as `<judge>/ImagenHub_<task>/<System>/{SC,PQ}.json`, and the folder named
/// `ImagenHub_<task>` (the one imported, or the system folder's parent) gives the task; see taskOfFolder() and
/// attach().
class VieScoreImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    bool readsFolders() const override { return true; }
    /// 90 for a folder with subfolders holding SC.json and PQ.json, 80 for one holding both itself.
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;
    bool needsStoredStudy() const override { return true; }
    /// Joins each uid onto the stored item of the same uid and task: the one tagged with the folder's task (keyed
    /// `<uid>` or `<task>/<uid>`), else one stored without a task tag (a study made before tasks were told apart,
    /// which then gets the task's tag). A uid the study holds only for other tasks becomes a new item `<task>/<uid>`
    /// of this task, as ImagenHubImport keys it, and a uid the study lacks a new item `<uid>`. Without a task (a
    /// folder not named `ImagenHub_<task>`), a uid the study holds for two or more tasks is an error naming the file,
    /// the line and the tasks: it is never joined to a guessed task.
    Status attach(StudyData &batch, const StudyData &stored) const override;

    /// The metric id under which dimension `dimension` ("SC", "PQ" or "O") of judge `metric` is
    /// stored: `metric` for the overall O, `<metric>_sc` for SC, `<metric>_pq` for PQ.
    static QString metricId(const QString &metric, const QString &dimension);
    /// The ImagenHub task of the judge folder `folder` (a folder of system folders, or one system's folder): the
    /// name after `ImagenHub_` of that folder, or of the system folder's parent; empty when neither is so named.
    static QString taskOfFolder(const QString &folder);
};

} // namespace editlens::core
