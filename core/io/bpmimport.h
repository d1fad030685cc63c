#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// BPM's released metadata (joyli-x/BPM): the human-alignment files `data/local_metadata.json` and
/// `data/global_metadata.json`, and the ground-truth test's `gt_test_metadata.json`. A JSON array of entries with
/// `index`, `instruction`, `source_image_path`, the instruction's parse and `edited_image1` … `edited_image4` (three
/// in the ground-truth test), each with `image_path`, the human `user_overall_quality` (not in the ground-truth test)
/// and the values BPM's scripts wrote (`preservation`, `edit_quality`, `position`, `size`, …). Image paths are
/// relative to the file's folder and must stay inside it.
///
/// The parse: BPM v1.2 (gemma.py writes, bpm.py reads) puts `original_part`, `edited_part`, `edit_type`,
/// `being_added`, `added_object`, `size` and `position` on the entry; older files kept o1/o2 in an `LLM` object
/// (`gemma_origin`, `gemma_edited`), read when the entry has no `original_part`/`edited_part`. Each entry becomes one
/// item keyed "bpm-<index>", tagged "bpm", with its parse in Item::parse (EditParse field names, source "imported").
///
/// Outputs of the user-study files are named as BPM's scripts name them: a file whose name contains "global" uses
/// bpm.py's map (pie, hq_edit, ft_ip2p, ip2p), any other the map of size.py and position.py (mgie, ft_ip2p, ip2p,
/// dalle2); `user_overall_quality` becomes a rating of annotator ImportOptions::annotator (default "bpm-annotators")
/// on dimension "overall", scale 1-5 (the paper's user study). A file whose first entry has no `edited_image4` is the
/// ground-truth test: its three outputs are sd_xl, noise_jitter and dalle2 (bpm.py's idx2model) with the roles
/// excessively modified, excessively preserved and ground truth (Table 4), and need no rating.
///
/// Every numeric value BPM wrote becomes an imported score "bpm_released_<field>" of version "bpm-released". When
/// every output of the file has `preservation`, `edit_quality`, `position` and `size`, the file also gets BPM itself,
/// "bpm_released_bpm", combined as eval_human_alignment.py and eval_gt_test.py combine them (min-max over the file,
/// α = 0.7, or 1 for a "global" file), so that the pairwise alignment of "bpm_released_bpm" is that script's figure.
/// Errors name the file and the entry's line. Stateless; may run on any thread.
class BpmImport final : public ImportFormat
{
public:
    QString id() const override;
    QString name() const override;
    QString description() const override;
    QStringList fileSuffixes() const override;
    /// 90 for a .json file whose first entry has "source_image_path" and "edited_image1".
    int detect(const QString &path) const override;
    Result<StudyData> read(const QString &path, const ImportOptions &options,
                           const ProgressCallback &progress) const override;

    /// The system BPM's scripts give `edited_image<n>` (n = 1…4) in the file `fileName`; empty for another n.
    static QString systemName(const QString &fileName, int n);
    /// The score metric id of a value BPM wrote under `field`, e.g. "bpm_released_preservation".
    static QString metricId(const QString &field);
    /// "bpm_released_bpm": BPM combined from the released values as eval_human_alignment.py combines them.
    static QString combinedMetricId();
    /// The system of `edited_image<n>` (n = 1…3) in gt_test_metadata.json: sd_xl, noise_jitter, dalle2; empty else.
    static QString groundTruthTestSystem(int n);
    /// The ground-truth test role of `edited_image<n>` (n = 1…3); OutputRole::None for another n.
    static OutputRole groundTruthTestRole(int n);
};

} // namespace editlens::core
