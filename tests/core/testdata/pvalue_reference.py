#!/usr/bin/python3
"""Reference values for tst_correlation's Stouffer rows and tst_alignment's combined p-values.

Stouffer's signed-z combination, as scipy.stats.combine_pvalues(method="stouffer") computes it on one-sided
p-values, made two-sided: z_g = sign(r_g) * isf(p_g / 2), Z = sum(z_g) / sqrt(G), p = 2 * sf(|Z|) = erfc(|Z| / sqrt 2).
Written with the standard library only (statistics.NormalDist, math.erfc) so that it runs where scipy is missing; the
per-system inputs of the alignment rows are the scipy 1.10.1 values pasted in tst_correlation.cpp.

Usage: python3 tests/core/testdata/pvalue_reference.py
"""
import math
from statistics import NormalDist


def stouffer(groups):
    z = 0.0
    for r, p in groups:
        sign = (r > 0) - (r < 0)
        z += sign * -NormalDist().inv_cdf(p / 2)
    z /= math.sqrt(len(groups))
    return math.erfc(abs(z) / math.sqrt(2))


CASES = {
    "two at p=0.05, same sign": [(0.5, 0.05), (0.3, 0.05)],
    "three mixed": [(0.4, 0.01), (0.1, 0.2), (-0.2, 0.5)],
    "one group": [(-0.3, 0.0123)],
    # tst_alignment: system A = (kX1, kY1), system B = (kX2, kY2); scipy p-values of each from tst_correlation.cpp.
    "alignment spearman": [(0.9505053951109216, 2.4727410839996377e-05), (-0.28576389989549517, 0.49264778894509087)],
    "alignment pearson": [(0.9268581279057244, 0.00011455258634491485), (-0.4427471399102571, 0.2719561698981387)],
    "alignment kendall": [(0.8573859148131737, 0.000943296802080042), (-0.24019223070763074, 0.4345385293662313)],
}

if __name__ == "__main__":
    for name, groups in CASES.items():
        print(f"{name}: {stouffer(groups)!r}")
