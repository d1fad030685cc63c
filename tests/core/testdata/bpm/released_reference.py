#!/usr/bin/env python3
"""Expected values of tst_bpmimport for local_metadata.json and gt_test_metadata.json (BPM v1.2 layout).

The arithmetic is that of joyli-x/BPM's eval_human_alignment.py and eval_gt_test.py: preservation and edit_quality
min-max normalised over every output of the file (preservation values 0 and -1 left out of the min and max),
BPM = 0.7 * (Norm(preservation) + Norm(edit_quality)) + 0.3 * (position + size), pairwise alignment over the six
system pairs with human ties left out. eval_human_alignment.py prints the mean of the pairs rounded to 3 decimals;
the unrounded mean is printed too. Run: python3 released_reference.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def bpm_values(metadata, outputs, scale):
    preservation, edit_quality = [], []
    for entry in metadata:
        for i in range(1, outputs + 1):
            preservation.append(entry[f'edited_image{i}']['preservation'])
            edit_quality.append(entry[f'edited_image{i}']['edit_quality'])
    kept = [x for x in preservation if x != 0 and x != -1]
    p_min, p_max, e_min, e_max = min(kept), max(kept), min(edit_quality), max(edit_quality)

    def overall(entry, i):
        e = entry[f'edited_image{i}']
        semantic = (e['preservation'] - p_min) / (p_max - p_min) + (e['edit_quality'] - e_min) / (e_max - e_min)
        region = e['position'] + e['size']
        return scale * semantic + (1 - scale) * region

    return overall


def relation(a, b):
    return (a > b) - (a < b)


def main():
    with open(os.path.join(HERE, 'local_metadata.json')) as f:
        local = json.load(f)
    overall = bpm_values(local, 4, 0.7)
    for entry in local:
        print(entry['index'], [repr(overall(entry, i)) for i in range(1, 5)])
    pairs = []
    for a, b in [(1, 2), (1, 3), (2, 3), (4, 3), (4, 2), (4, 1)]:
        agree = ties = 0
        for entry in local:
            human = relation(entry[f'edited_image{a}']['user_overall_quality'],
                             entry[f'edited_image{b}']['user_overall_quality'])
            if human == 0:
                ties += 1
            elif human == relation(overall(entry, a), overall(entry, b)):
                agree += 1
        pairs.append(agree / (len(local) - ties))
    print('pairs', pairs)
    print('mean', repr(sum(pairs) / len(pairs)), 'as printed', sum(round(p, 3) for p in pairs) / len(pairs))

    with open(os.path.join(HERE, 'gt_test_metadata.json')) as f:
        gt = json.load(f)
    overall = bpm_values(gt, 3, 0.7)
    names = {1: 'sd_xl', 2: 'noise_jitter', 3: 'dalle2'}
    best = {'sd_xl': 0, 'noise_jitter': 0, 'dalle2': 0}
    for entry in gt:
        values = [overall(entry, i) for i in range(1, 4)]
        print(entry['index'], [repr(v) for v in values])
        best[names[values.index(max(values)) + 1]] += 1
    print(best)


if __name__ == '__main__':
    main()
