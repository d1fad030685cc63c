#pragma once

#include "bpm/instructionparser.h"
#include "study/studydata.h"
#include "util/error.h"

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace editlens::core::alignment {

/// The judgements and scores of a study in the shape alignment needs, held in memory so that one
/// changed rating updates it without reading the database again. Items and systems get dense
/// indices; a missing value is NaN. Not thread-safe; copy it to hand it to a worker thread.
class RatingTable
{
public:
    /// Builds the table from a loaded study with each metric's default version (defaultMetricVersions()).
    /// Every value of a metric in the table comes from that one version; the others are left out.
    static RatingTable fromStudy(const StudyData &study);
    /// Same, with the versions named in `chosen` (metric -> version) for those metrics and the default version
    /// for the rest, and the items' edit types from `bpmParser`'s choice of parse (effectiveParse()), so that a
    /// subset by edit type goes by the parse BPM was scored with. Error naming the metric or version when the study
    /// holds no score of that metric, or none of that metric in that version.
    static Result<RatingTable> fromStudy(const StudyData &study, const QMap<QString, QString> &chosen,
                                         BpmParser bpmParser = BpmParser::Rules);
    /// The version of each scored metric that alignment uses unless told otherwise: the version scored on the
    /// most outputs; among versions scored on equally many outputs, the one that sorts last (versions compared
    /// as strings). Pure function; thread-safe.
    static QMap<QString, QString> defaultMetricVersions(const StudyData &study);

    const QStringList &items() const { return m_items; }
    const QStringList &systems() const { return m_systems; }
    QStringList dimensions() const { return m_ratings.keys(); }
    QStringList metrics() const { return m_scores.keys(); }
    QStringList annotators(const QString &dimension) const;
    /// The one version whose values the table holds for `metric` (empty when unknown or set with setScore()).
    QString metricVersion(const QString &metric) const { return m_versions.value(metric); }
    /// Dense index of an item or system, -1 when unknown.
    int indexOfItem(const QString &key) const { return m_itemIndex.value(key, -1); }
    int indexOfSystem(const QString &name) const { return m_systemIndex.value(name, -1); }

    /// One annotator's rating, NaN when absent.
    double rating(const QString &dimension, const QString &annotator, int system, int item) const;
    /// The human value of an output: the mean over annotators who rated it, or one annotator's
    /// rating when `annotator` is non-empty. NaN when nobody rated it.
    double human(const QString &dimension, int system, int item, const QString &annotator = {}) const;
    /// Mean of the annotators other than `annotator` (NaN when none of them rated it).
    double meanOfOthers(const QString &dimension, const QString &annotator, int system, int item) const;
    /// Whole rows over items (index = item; may be shorter than items(), the rest is missing), or
    /// nullptr when nothing is stored: the fast path for computations over every item.
    const std::vector<double> *scoreRow(const QString &metric, int system) const;
    const std::vector<double> *ratingRow(const QString &dimension, const QString &annotator, int system) const;

    /// What subsets select items by: the edit type of the item's effective parse (editTypeName(), e.g. "remove") and
    /// its tags. Empty for an item created by setRating() or setScore() alone.
    QString editType(int item) const { return m_itemEditTypes.value(item); }
    QStringList tags(int item) const { return m_itemTags.value(item); }
    /// Which parse the edit types came from (fromStudy()'s `bpmParser`); what else reads an item's parse for this
    /// table (the alpha sweep's global edits) goes by the same choice.
    BpmParser bpmParser() const { return m_bpmParser; }
    /// Records which parse the edit types set with setItemAttributes() came from.
    void setBpmParser(BpmParser parser) { m_bpmParser = parser; }
    /// Sets the edit type and tags of `item` (creating the item when unknown).
    void setItemAttributes(const QString &item, const QString &editType, const QStringList &tags);

    /// Declares output (system, item) without any value: its item and system get indices (unknown ones at the end).
    void addOutput(const QString &system, const QString &item);
    /// Declares `annotator` in `dimension` (both created when unknown) without any rating.
    void addAnnotator(const QString &dimension, const QString &annotator) { m_ratings[dimension][annotator]; }
    /// Records that `metric`'s values come from `version` (metricVersion()); the metric is in metrics() from then on,
    /// with or without values.
    void setMetricVersion(const QString &metric, const QString &version)
    {
        m_versions.insert(metric, version);
        m_scores[metric];
    }

    /// Sets (or with NaN clears) one rating; creates unknown items, systems, dimensions and annotators.
    void setRating(const QString &dimension, const QString &annotator, const QString &system, const QString &item,
                   double value);
    void setScore(const QString &metric, const QString &system, const QString &item, double value);

    qint64 ratingCount() const;

    /// A human's pairwise preference between two outputs of one item (GenAI-Bench vote, user study).
    struct HumanPreference
    {
        int item = -1;
        QString systemA;
        QString systemB;
        QString annotator;
        QString dimension; ///< empty = overall
        PreferenceChoice choice = PreferenceChoice::Tie;
    };
    /// A pairwise judge's raw verdict on two outputs of one item.
    struct JudgeVerdict
    {
        int item = -1;
        QString systemA;
        QString systemB;
        QString judge;
        QString verdict;
    };
    const QVector<HumanPreference> &preferences() const { return m_preferences; }
    const QVector<JudgeVerdict> &judgeVotes() const { return m_judgeVotes; }
    void addPreference(const QString &item, const Preference &preference);
    void addJudgeVote(const QString &item, const JudgeVote &vote);

private:
    int itemIndex(const QString &key);
    int systemIndex(const QString &name);
    /// values[system][item], NaN = missing; rows grow on demand.
    using Grid = std::vector<std::vector<double>>;
    static void put(Grid &g, int system, int item, double value);
    static double at(const Grid &g, int system, int item);

    QStringList m_items;
    QStringList m_systems;
    QHash<QString, int> m_itemIndex;
    QHash<QString, int> m_systemIndex;
    QMap<QString, QMap<QString, Grid>> m_ratings; // dimension -> annotator -> grid (sorted: sums are reproducible)
    QMap<QString, Grid> m_scores;                 // metric -> grid
    QMap<QString, QString> m_versions;
    QHash<int, QString> m_itemEditTypes;
    QHash<int, QStringList> m_itemTags;
    BpmParser m_bpmParser = BpmParser::Rules;
    QVector<HumanPreference> m_preferences;
    QVector<JudgeVerdict> m_judgeVotes;
};

} // namespace editlens::core::alignment
