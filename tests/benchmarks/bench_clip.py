#!/usr/bin/python3
"""Python side of bench_clip: times encode_image of the same TorchScript file from Debian python3-torch.

Usage: /usr/bin/python3 tests/benchmarks/bench_clip.py MODEL.pt [THREADS]
Prints images/s for batch 8 and batch 1 (same protocol as bench_clip: 2 warm-up calls, then timed calls for at least
5 s or 5 calls), plus torch.__config__.show() / parallel_info() so the BLAS and OpenMP in use are on record.
"""
import sys
import time

import torch


def images_per_second(module, batch):
    x = torch.randn(batch, 3, 224, 224, generator=torch.Generator().manual_seed(1))
    with torch.inference_mode():
        for _ in range(2):
            module.encode_image(x)
        calls, start = 0, time.perf_counter()
        while calls < 5 or time.perf_counter() - start < 5.0:
            module.encode_image(x)
            calls += 1
        return calls * batch / (time.perf_counter() - start)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    threads = int(sys.argv[2]) if len(sys.argv) == 3 else 2
    torch.set_num_threads(threads)
    module = torch.jit.load(sys.argv[1], map_location="cpu").eval()
    print(torch.__config__.parallel_info())
    for batch in (8, 1):
        print(f"python torch {torch.__version__} threads={threads} batch={batch}: "
              f"{images_per_second(module, batch):.2f} images/s")


if __name__ == "__main__":
    main()
