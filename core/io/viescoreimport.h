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
/// keyed by the uid, so they attach to items an `imagenhub` import created. Metric ids come from
/// ImportOptions::metric (default "viescore"): see metricId(). Errors name the file and the line
/// of the offending uid. Stateless; may run on any thread.
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

    /// The metric id under which dimension `dimension` ("SC", "PQ" or "O") of judge `metric` is
    /// stored: `metric` for the overall O, `<metric>_sc` for SC, `<metric>_pq` for PQ.
    static QString metricId(const QString &metric, const QString &dimension);
};

} // namespace editlens::core
