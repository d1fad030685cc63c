#!/usr/bin/env python3
"""Independent reference for tst_retrieval: edit-text retrieval ranks by brute force, in double precision.

Run: python3 tests/core/testdata/retrieval_reference.py
Written in plain Python (numpy was not installed on the machine that produced the figures; with numpy the same
definitions give the same numbers). tst_retrieval.cpp generates the same embeddings with the same generator and
compares its ranks and summaries with the figures this script prints.

Conventions (EditLens, rankRetrieval): cosine similarity; rank 1 = best; ties count for the query:
rank = 1 + number of candidates strictly more similar than the correct one. Edit -> text: candidates are all
distinct texts (identical vectors are one candidate). Text -> edit: candidates are the other edits of the same system
whose text differs; an edit with the same vector as the query's edit ties. Zero vectors are neither queries nor
candidates. R@k in percent; median of an even count = mean of the two middle ranks.
"""
import math

DIM = 8
ITEMS = 40
SYSTEMS = 3


class Lcg:
    """64-bit LCG (Knuth MMIX constants); value() gives a multiple of 1/1024 in [-0.9765625, 0.9765625]."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return self.state >> 33

    def value(self):
        return ((self.next() % 2001) - 1000) / 1024.0


def build():
    rng = Lcg(20261123)
    texts = [[rng.value() for _ in range(DIM)] for _ in range(ITEMS)]
    texts[5] = list(texts[3])  # a repeated instruction: ties with item 3's text
    edits = []  # (system, item, vector)
    for s in range(SYSTEMS):
        for i in range(ITEMS):
            if s == 2 and i % 7 == 0:
                continue  # system 2 has no output for these items
            edits.append((s, i, [rng.value() for _ in range(DIM)]))
    # An output equal to another of its system (ties in text -> edit) and an output with no direction (zero vector).
    edits[12] = (edits[12][0], edits[12][1], list(edits[11][2]))
    index = next(k for k, e in enumerate(edits) if e[0] == 2 and e[1] == 1)
    edits[index] = (2, 1, [0.0] * DIM)
    return texts, edits


def cos(a, b):
    na = math.sqrt(sum(x * x for x in a))
    nb = math.sqrt(sum(x * x for x in b))
    return sum(x * y for x, y in zip(a, b)) / (na * nb)


def defined(v):
    return any(x != 0.0 for x in v)


def ranks(texts, edits):
    distinct = []
    for t in texts:
        if defined(t) and t not in distinct:
            distinct.append(t)
    e2t, t2e = [], []
    for s, i, v in edits:
        if not defined(v) or not defined(texts[i]):
            e2t.append(0)
            t2e.append(0)
            continue
        own = cos(v, texts[i])
        e2t.append(1 + sum(1 for t in distinct if cos(v, t) > own))
        better = 0
        for s2, i2, v2 in edits:
            if s2 != s or texts[i2] == texts[i] or not defined(v2) or v2 == v:
                continue
            if cos(v2, texts[i]) > own:
                better += 1
        t2e.append(1 + better)
    return e2t, t2e


def summary(rs):
    rs = sorted(r for r in rs if r > 0)
    n = len(rs)
    mid = n // 2
    median = rs[mid] if n % 2 else (rs[mid - 1] + rs[mid]) / 2.0
    return [n] + [100.0 * sum(1 for r in rs if r <= k) / n for k in (1, 5, 10, 50)] + [sum(rs) / n, median]


def main():
    texts, edits = build()
    e2t, t2e = ranks(texts, edits)
    print("ranks edit->text:", e2t)
    print("ranks text->edit:", t2e)
    print("# n, r1, r5, r10, r50, mean_rank, median_rank")
    print("overall edit->text", summary(e2t))
    print("overall text->edit", summary(t2e))
    for s in range(SYSTEMS):
        pick = [k for k, e in enumerate(edits) if e[0] == s]
        print("system S%d edit->text" % s, summary([e2t[k] for k in pick]))
        print("system S%d text->edit" % s, summary([t2e[k] for k in pick]))


if __name__ == "__main__":
    main()
