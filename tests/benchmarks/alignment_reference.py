#!/usr/bin/python3
"""The same full alignment computation as bench_alignment, in Python (pandas + scipy), for the side-by-side
timing in BENCHMARKS.md. Not a runtime dependency of EditLens.

Usage:
  build/tests/benchmarks/bench_alignment --write-csv DIR     # writes DIR/ratings.csv, DIR/scores.csv, DIR/editlens.json
  tests/benchmarks/alignment_reference.py DIR                # times this script's computation, checks it against editlens.json

What it computes, for every metric x dimension (protocol "viescore", as VIEScore's and ADIEE's evaluation code): per system Spearman, Pearson and
Kendall tau-b between the mean human rating and the metric, combined as tanh(mean rho); BPM pairwise alignment of
every system pair and the mean; the human ceiling per dimension: each annotator vs the mean of the others (Spearman per
system, tanh(mean) over annotators then systems), ICC(2,1) (two-way random, absolute agreement, complete rows) and
Krippendorff's alpha (interval). Written the way a pandas user would write it (groupby + scipy.stats), not tuned.
"""
import json
import math
import sys
import time

import numpy as np
import pandas as pd
import scipy
from scipy import stats


def viescore_mean(values):
    values = [v for v in values if v is not None and not math.isnan(v)]
    return math.tanh(sum(values) / len(values)) if values else None


def pair_alignment(ha, hb, ma, mb):
    ok = ~(np.isnan(ha) | np.isnan(hb) | np.isnan(ma) | np.isnan(mb))
    h = np.sign(ha[ok] - hb[ok])
    m = np.sign(ma[ok] - mb[ok])
    usable = h != 0
    return float((h[usable] == m[usable]).mean()) if usable.any() else None


def icc21(table):
    x = table.dropna().to_numpy()
    n, k = x.shape
    grand = x.mean()
    ss_rows = k * ((x.mean(axis=1) - grand) ** 2).sum()
    ss_cols = n * ((x.mean(axis=0) - grand) ** 2).sum()
    ss_total = ((x - grand) ** 2).sum()
    msr, msc = ss_rows / (n - 1), ss_cols / (k - 1)
    mse = max(0.0, ss_total - ss_rows - ss_cols) / ((n - 1) * (k - 1))
    return (msr - mse) / (msr + (k - 1) * mse + k * (msc - mse) / n)


def alpha_interval(table):
    x = table.to_numpy()
    m = (~np.isnan(x)).sum(axis=1)
    x = x[m >= 2]
    m = m[m >= 2]
    s1 = np.nansum(x, axis=1)
    s2 = np.nansum(x * x, axis=1)
    observed = (2 * (m * s2 - s1 * s1) / (m - 1)).sum()
    n = m.sum()
    expected = 2 * (n * s2.sum() - s1.sum() ** 2) / (n - 1)
    return 1 - observed / expected


def compute(ratings, scores):
    report = {"metrics": {}, "pairwise_alignment": {}, "human_ceiling": {}}
    human = ratings.groupby(["dimension", "system", "item_id"])["value"].mean()
    wide_scores = scores.pivot_table(index=["system", "item_id"], columns="metric", values="value")
    systems = sorted(ratings["system"].unique())
    for dimension in sorted(ratings["dimension"].unique()):
        h = human.loc[dimension]
        joined = wide_scores.join(h.rename("human"), how="left")
        for metric in wide_scores.columns:
            per = {"spearman": [], "pearson": [], "kendall": []}
            for system, g in joined.groupby(level="system"):
                g = g[["human", metric]].dropna()
                per["spearman"].append(stats.spearmanr(g["human"], g[metric]).correlation)
                per["pearson"].append(stats.pearsonr(g["human"], g[metric])[0])
                per["kendall"].append(stats.kendalltau(g["human"], g[metric]).correlation)
            report["metrics"].setdefault(metric, {})[dimension] = {k: viescore_mean(v) for k, v in per.items()}
            pairs = {}
            for i, a in enumerate(systems):
                for b in systems[i + 1:]:
                    ga, gb = joined.loc[a], joined.loc[b]
                    pairs[f"{a} vs {b}"] = pair_alignment(ga["human"].to_numpy(), gb["human"].to_numpy(),
                                                          ga[metric].to_numpy(), gb[metric].to_numpy())
            defined = [v for v in pairs.values() if v is not None]
            report["pairwise_alignment"].setdefault(metric, {})[dimension] = {
                "pairs": pairs, "mean": sum(defined) / len(defined) if defined else None}
        # Human ceiling.
        d = ratings[ratings["dimension"] == dimension]
        wide = d.pivot_table(index=["system", "item_id"], columns="annotator", values="value")
        by_system = []
        for system, g in wide.groupby(level="system"):
            rhos = []
            for annotator in wide.columns:
                others = g.drop(columns=annotator).mean(axis=1)
                pair = pd.concat([g[annotator], others], axis=1).dropna()
                rhos.append(stats.spearmanr(pair.iloc[:, 0], pair.iloc[:, 1]).correlation)
            by_system.append(viescore_mean(rhos))
        report["human_ceiling"][dimension] = {"h2h": viescore_mean(by_system), "icc21": icc21(wide),
                                              "alpha_interval": alpha_interval(wide)}
    return report


def compare(ours, theirs, path=""):
    """Largest absolute difference between two nested reports over the keys Python computes."""
    if isinstance(ours, dict):
        return max((compare(v, theirs[k], f"{path}/{k}") for k, v in ours.items()), default=0.0)
    if ours is None or theirs is None:
        if ours != theirs:
            raise SystemExit(f"mismatch at {path}: python {ours}, editlens {theirs}")
        return 0.0
    return abs(ours - theirs)


def main():
    folder = sys.argv[1]
    ratings = pd.read_csv(f"{folder}/ratings.csv")
    scores = pd.read_csv(f"{folder}/scores.csv")
    times = []
    for _ in range(3):
        start = time.perf_counter()
        report = compute(ratings, scores)
        times.append(time.perf_counter() - start)
    with open(f"{folder}/editlens.json") as f:
        editlens = json.load(f)
    worst = compare(report, editlens)
    print(f"alignment_reference.py: pandas {pd.__version__}, scipy {scipy.__version__}: "
          f"full computation median {sorted(times)[1] * 1000:.0f} ms (min {min(times) * 1000:.0f}); "
          f"largest difference from EditLens {worst:.2e}")


if __name__ == "__main__":
    main()
