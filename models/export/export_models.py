#!/usr/bin/env python3
"""Exports the non-CLIP models EditLens uses to TorchScript files with the interface in models/models.json.

For users with PyTorch, network access and (for LPIPS) the `lpips` package; EditLens itself never runs Python.
OpenAI's released CLIP files (ViT-B-32.pt, ViT-L-14.pt, ...) are already TorchScript: copy them as they are.

  python3 export_models.py --dino  OUTDIR   # OUTDIR/dino_vits16.pt : forward(x[N,3,224,224]) -> [N,384] CLS token
  python3 export_models.py --dinov2 OUTDIR  # OUTDIR/dinov2_vits14.pt : forward(x[N,3,224,224]) -> [N,384] CLS token
  python3 export_models.py --lpips OUTDIR   # OUTDIR/lpips_alex.pt  : forward(x0, x1 [N,3,512,512] in [-1,1]) -> [N]
  python3 export_models.py --all   OUTDIR

Each export is checked: the TorchScript file is reloaded and compared with the eager model on random inputs, and its
sha256 is printed (record it when you share the file; EditLens reports files whose hash is not in models.json as
"unverified").
"""
import argparse
import hashlib
import os
import sys

import torch


class DinoCls(torch.nn.Module):
    """DINO ViT-S/16 (facebookresearch/dino, torch.hub 'dino_vits16'): the hub model's forward already returns the
    CLS token of the last block after the final LayerNorm ([N,384]); this wrapper only fixes the interface."""

    def __init__(self, vit):
        super().__init__()
        self.vit = vit

    def forward(self, x):
        return self.vit(x)


class Dinov2Cls(torch.nn.Module):
    """DINOv2 ViT-S/14 (facebookresearch/dinov2, torch.hub 'dinov2_vits14'): the hub backbone's forward returns
    head(x_norm_clstoken) with an identity head, i.e. the CLS token after the final LayerNorm ([N,384]); this wrapper
    only fixes the interface."""

    def __init__(self, vit):
        super().__init__()
        self.vit = vit

    def forward(self, x):
        return self.vit(x)


class LpipsDistance(torch.nn.Module):
    """LPIPS v0.1 with the AlexNet backbone (lpips.LPIPS(net='alex')), inputs already in [-1, 1]
    (normalize=False), output flattened to [N]."""

    def __init__(self, metric):
        super().__init__()
        self.metric = metric

    def forward(self, x0, x1):
        return self.metric(x0, x1, normalize=False).reshape(-1)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_and_report(path, eager, inputs):
    loaded = torch.jit.load(path).eval()
    with torch.no_grad():
        expected = eager(*inputs)
        got = loaded(*inputs)
    error = (expected - got).abs().max().item()
    if error > 1e-4:
        sys.exit(f"{path}: TorchScript output differs from the eager model by {error}")
    print(f"{path}: output {tuple(got.shape)}, max |traced - eager| = {error:.2e}, sha256 {sha256(path)}")


def export_dino(outdir):
    vit = torch.hub.load("facebookresearch/dino:main", "dino_vits16").eval()
    model = DinoCls(vit).eval()
    example = (torch.randn(2, 3, 224, 224),)
    # Tracing fixes the 224x224 input (DINO interpolates positional embeddings for other sizes; EditLens always
    # feeds 224). check_trace compares traced and eager outputs once more.
    with torch.no_grad():
        traced = torch.jit.trace(model, example)
    path = os.path.join(outdir, "dino_vits16.pt")
    traced.save(path)
    check_and_report(path, model, (torch.randn(3, 3, 224, 224),))


def export_dinov2(outdir):
    vit = torch.hub.load("facebookresearch/dinov2", "dinov2_vits14").eval()
    model = Dinov2Cls(vit).eval()
    # 224 = 16 patches of 14: the positional embeddings are interpolated from the 518-pixel pretraining grid once,
    # at trace time, for the size EditLens feeds (DINOv2's eval transform: resize 256, centre crop 224).
    example = (torch.randn(2, 3, 224, 224),)
    with torch.no_grad():
        traced = torch.jit.trace(model, example)
    path = os.path.join(outdir, "dinov2_vits14.pt")
    traced.save(path)
    check_and_report(path, model, (torch.randn(3, 3, 224, 224),))


def export_lpips(outdir):
    import lpips  # pip install lpips (BSD-2-Clause); downloads the torchvision AlexNet weights on first use

    model = LpipsDistance(lpips.LPIPS(net="alex", version="0.1", verbose=False)).eval()
    example = (torch.rand(2, 3, 512, 512) * 2 - 1, torch.rand(2, 3, 512, 512) * 2 - 1)
    with torch.no_grad():
        traced = torch.jit.trace(model, example)
    path = os.path.join(outdir, "lpips_alex.pt")
    traced.save(path)
    check_and_report(path, model, (torch.rand(3, 3, 512, 512) * 2 - 1, torch.rand(3, 3, 512, 512) * 2 - 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dino", action="store_true", help="export DINO ViT-S/16 (CLS token)")
    parser.add_argument("--dinov2", action="store_true", help="export DINOv2 ViT-S/14 (CLS token)")
    parser.add_argument("--lpips", action="store_true", help="export LPIPS-Alex")
    parser.add_argument("--all", action="store_true", help="export all of them")
    parser.add_argument("outdir", help="the EditLens model folder")
    args = parser.parse_args()
    if not (args.dino or args.dinov2 or args.lpips or args.all):
        parser.error("choose --dino, --dinov2, --lpips or --all")
    os.makedirs(args.outdir, exist_ok=True)
    if args.dino or args.all:
        export_dino(args.outdir)
    if args.dinov2 or args.all:
        export_dinov2(args.outdir)
    if args.lpips or args.all:
        export_lpips(args.outdir)


if __name__ == "__main__":
    main()
