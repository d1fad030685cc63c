#!/usr/bin/python3
"""Writes a TorchScript file shaped like OpenAI CLIP ViT-B/32 (random weights, real size) for bench_clip.

encode_image(x[N,3,224,224]) -> [N,512] is the ViT-B/32 image tower of openai/CLIP clip/model.py
(VisionTransformer: 32x32 patches, width 768, 12 layers, 12 heads, QuickGELU, 512-d projection), scripted with
torch.jit.script. encode_text(tokens[N,77]) -> [N,512] is a small stand-in (embedding mean + projection) that only
satisfies EditLens's CLIP interface; the benchmark times encode_image.

Usage: /usr/bin/python3 tests/benchmarks/make_vit_b32.py OUT.pt   (Debian python3-torch 1.13)
"""
import sys

import torch
from torch import nn


class QuickGELU(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.sigmoid(1.702 * x)


class ResidualAttentionBlock(nn.Module):
    def __init__(self, width: int, heads: int):
        super().__init__()
        self.attn = nn.MultiheadAttention(width, heads)
        self.ln_1 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(nn.Linear(width, width * 4), QuickGELU(), nn.Linear(width * 4, width))
        self.ln_2 = nn.LayerNorm(width)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.ln_1(x)
        x = x + self.attn(y, y, y, need_weights=False)[0]
        return x + self.mlp(self.ln_2(x))


class TinyText(nn.Module):
    def __init__(self, output_dim: int):
        super().__init__()
        self.token_embedding = nn.Embedding(49408, 64)
        self.proj = nn.Linear(64, output_dim, bias=False)

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.proj(self.token_embedding(tokens).mean(1))


class ClipViTB32(nn.Module):
    def __init__(self, resolution=224, patch=32, width=768, layers=12, heads=12, output_dim=512):
        super().__init__()
        scale = width ** -0.5
        self.conv1 = nn.Conv2d(3, width, kernel_size=patch, stride=patch, bias=False)
        self.class_embedding = nn.Parameter(scale * torch.randn(width))
        self.positional_embedding = nn.Parameter(scale * torch.randn((resolution // patch) ** 2 + 1, width))
        self.ln_pre = nn.LayerNorm(width)
        self.blocks = nn.Sequential(*[ResidualAttentionBlock(width, heads) for _ in range(layers)])
        self.ln_post = nn.LayerNorm(width)
        self.proj = nn.Parameter(scale * torch.randn(width, output_dim))
        self.text = TinyText(output_dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.encode_image(x)

    @torch.jit.export
    def encode_image(self, x: torch.Tensor) -> torch.Tensor:
        x = self.conv1(x)                          # [N, width, 7, 7]
        x = x.reshape(x.shape[0], x.shape[1], -1).permute(0, 2, 1)
        cls = self.class_embedding.to(x.dtype) + torch.zeros(x.shape[0], 1, x.shape[-1], dtype=x.dtype)
        x = torch.cat([cls, x], dim=1) + self.positional_embedding.to(x.dtype)
        x = self.ln_pre(x).permute(1, 0, 2)        # NLD -> LND
        x = self.blocks(x).permute(1, 0, 2)
        return self.ln_post(x[:, 0, :]) @ self.proj

    @torch.jit.export
    def encode_text(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.text(tokens)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    torch.manual_seed(0)
    model = ClipViTB32().eval()
    torch.jit.script(model).save(sys.argv[1])
    params = sum(p.numel() for n, p in model.named_parameters() if not n.startswith("text."))
    print(f"wrote {sys.argv[1]}: image tower {params / 1e6:.1f} M parameters")


if __name__ == "__main__":
    main()
