#pragma once

#include "alignment/ratingtable.h"
#include "util/error.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace editlens::core::alignment {

/// One condition an output must meet to be in a subset.
struct SubsetCondition
{
    enum class Field {
        EditType, ///< the edit type of the item's effective parse (editTypeName(): "remove", "change color", …)
        Tag,      ///< one of the item's tags
        System,   ///< the output's editing system
    };
    Field field = Field::System;
    QString value;

    /// "edit_type=remove", "tag=animals", "system=MagicBrush".
    QString toString() const;
    /// Parses "FIELD=VALUE" with FIELD edit_type, tag or system (VALUE as written; edit types compared
    /// case-insensitively). Error naming the text otherwise.
    static Result<SubsetCondition> parse(const QString &text);
    bool operator==(const SubsetCondition &o) const { return field == o.field && value == o.value; }
};

/// The outputs alignment is computed on: those meeting every condition (AND), and then, when `extremes` is set,
/// per dimension only the outputs whose mean human rating lies in the bottom or top `extremes` share of that
/// dimension (ViFi-CLIP's "extremely good and bad edits", Donabauer et al., table (g)).
///
/// Extremes, precisely: for dimension d, the population is every output that meets the conditions and has at least one
/// rating in d; its value is the mean over the annotators who rated it (whatever AlignmentOptions::annotator says).
/// With the values sorted, v₀ ≤ … ≤ v_{N−1}, the q-quantile is numpy's default (linear, "type 7"):
/// Q(q) = v_⌊h⌋ + (h − ⌊h⌋)(v_⌊h⌋+1 − v_⌊h⌋), h = (N − 1)q. An output is in the subset of d when its value is
/// ≤ Q(q) or ≥ Q(1 − q): outputs tied with a threshold are all in, so n can exceed 2qN on a coarse rating scale.
/// q is in (0, 0.5]; q = 0.5 keeps every rated output. Value type.
///
/// `systems` / `excludedSystems` choose a set of editing systems (VIEScore's tables leave some of the released
/// systems out): with `systems` non-empty only those systems' outputs are in, and an output of an excluded system is
/// never in. They combine with the conditions by AND.
struct Subset
{
    QVector<SubsetCondition> conditions;
    std::optional<double> extremes;
    QStringList systems;         ///< only these systems (empty: every system)
    QStringList excludedSystems; ///< never these systems

    bool isEmpty() const { return conditions.isEmpty() && !extremes && systems.isEmpty() && excludedSystems.isEmpty(); }
    /// "all outputs", or the conditions, the system sets and the extremes joined:
    /// "edit_type=remove, systems=A|B, extremes q=0.25".
    QString name() const;
    /// The names in `systems` and `excludedSystems` that are no system of `table`, in the order given.
    QStringList unknownSystems(const QStringList &tableSystems) const;
    /// True when output (system, item) of `table` meets every condition (the extremes are not looked at).
    bool matches(const RatingTable &table, int system, int item) const;
    /// Error unless 0 < q ≤ 0.5.
    static Status checkExtremes(double q);
    /// Error naming every name of `systems` / `excludedSystems` that is no system of `table`, or else the first system
    /// or tag condition that no output of `table` has (a typo, most likely). An edit type no item has is not an
    /// error: it is a valid, empty subset (n = 0).
    Status checkAgainst(const RatingTable &table) const;
};

/// What a subset held when it was applied: its name and sizes, for the report.
struct SubsetSummary
{
    QString name;
    QStringList conditions;
    std::optional<double> extremes;
    int nOutputs = 0;                                    ///< outputs in the subset (of any dimension) with a rating
    QMap<QString, int> nByDimension;                     ///< dimension -> outputs in its subset with a rating
    QMap<QString, std::pair<double, double>> thresholds; ///< extremes only: dimension -> (Q(q), Q(1 − q))

    QJsonObject toJson() const;
};

/// The q-quantile of `values` (any order; NaN not allowed) with numpy's default linear interpolation (type 7);
/// NaN for an empty list. Pure function.
double quantileLinear(std::vector<double> values, double q);

/// The outputs of `table` in `subset`, as a table of their own: the ratings (per dimension: only the outputs in that
/// dimension's subset), scores, preferences and judge votes (both systems and the item meeting the conditions) of the
/// outputs in the subset, with their items' attributes. Items and systems with nothing left are not in it, so a
/// system outside a `system=` condition is not reported as left out. `summary`, when given, receives the thresholds
/// and the sizes. Pure function; thread-safe for distinct tables.
RatingTable applySubset(const RatingTable &table, const Subset &subset, SubsetSummary *summary = nullptr);

} // namespace editlens::core::alignment
