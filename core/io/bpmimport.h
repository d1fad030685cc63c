#pragma once

#include "io/importformat.h"

namespace editlens::core {

/// BPM's released human-alignment metadata (`data/local_metadata.json`, `data/global_metadata.json` of
/// joyli-x/BPM): a JSON array of entries with `index`, `instruction`, `source_image_path`, an optional `LLM` object
/// (`gemma_origin` = o1, `gemma_edited` = o2; "None" and "all" are BPM's special phrases), an optional
/// `added_object` and `edited_image1` … `edited_image4`, each with `image_path` and the human
/// `user_overall_quality`, plus the values BPM's scripts wrote (`preservation`, `edit_quality`, `position`, `size`,
/// …). Image paths are relative to the file's folder and must stay inside it.
///
/// Each entry becomes one item keyed "bpm-<index>", tagged "bpm", with its parse in Item::parse (EditParse field
/// names, source "imported") and four outputs named as BPM's scripts name them: a file whose name contains
/// "global" uses bpm.py's map (pie, hq_edit, ft_ip2p, ip2p), any other the map of size.py and position.py (mgie,
/// ft_ip2p, ip2p, dalle2). `user_overall_quality` becomes a rating of annotator ImportOptions::annotator (default
/// "bpm-annotators") on dimension "overall", scale 1-5 (the paper's user study). Every numeric value BPM wrote
/// becomes an imported score "bpm_released_<field>" of version "bpm-released". The released code does not say
/// which script wrote `preservation` and `edit_quality` (eval_human_alignment.py reads them as S_preserve and
/// S_modify; bpm.py writes the same quantities as `my_preservation_gemma` and `my_edit_quality_gemma`), and the data
/// files do not name the systems, whose names come from the scripts. The ground-truth test file
/// (`gt_test_metadata.json`) is not read: the released code names no image fields for it. Errors name the file and
/// the entry's line. Stateless; may run on any thread.
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
};

} // namespace editlens::core
