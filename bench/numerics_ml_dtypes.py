#!/usr/bin/env python3
"""ml_dtypes side of bench/numerics.sh: times astype encode (float32 -> format) and decode
(format -> float32), best of at least 3 calls and 0.5 s of calls, single thread, and writes the outputs for the bit comparison.

Usage: numerics_ml_dtypes.py DATA_F32 OUT_DIR   (prints "dtype encode_seconds decode_seconds")
"""
import os
import sys
import time

import ml_dtypes
import numpy as np

DTYPES = ["float8_e4m3fn", "float8_e5m2", "bfloat16", "float4_e2m1fn"]


def best_of_3(f):
    """Best of at least 3 calls and 0.5 s of calls (as lpf's side in bench/llvm.sh)."""
    best = float("inf")
    start, calls = time.perf_counter(), 0
    while calls < 3 or time.perf_counter() - start < 0.5:
        t = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - t)
        calls += 1
    return best


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    data = np.fromfile(argv[1], dtype="<f4")
    out = argv[2]
    np.seterr(all="ignore")
    for name in DTYPES:
        dtype = getattr(ml_dtypes, name)
        enc = data.astype(dtype)
        t_enc = best_of_3(lambda: data.astype(dtype))
        dec = enc.astype(np.float32)
        t_dec = best_of_3(lambda: enc.astype(np.float32))
        enc.view(np.uint16 if enc.itemsize == 2 else np.uint8).tofile(os.path.join(out, f"enc_{name}.bin"))
        dec.tofile(os.path.join(out, f"dec_{name}.bin"))
        print(f"{name} {t_enc:.6f} {t_dec:.6f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
