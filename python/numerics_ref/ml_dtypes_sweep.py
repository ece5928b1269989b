#!/usr/bin/env python3
"""Streams ml_dtypes' conversion of every float32 bit pattern, for the exhaustive --ignored test.

Usage: ml_dtypes_sweep.py DTYPE ...
For chunk c = 0 .. 255 (inputs c<<24 .. (c+1)<<24 - 1 as float32 bit patterns), writes to stdout,
for each DTYPE in order, the 2^24 codes of inputs.astype(DTYPE) (uint8, or uint16 for 16-bit types).
"""
import sys

import numpy as np

# One table of dtypes for every reference script (this script's folder is on sys.path when run).
from ml_dtypes_ref import DTYPES


def main(names):
    for n in names:
        if n not in DTYPES:
            sys.stderr.write(f"ml_dtypes_sweep.py: unknown dtype '{n}' (known: {', '.join(DTYPES)})\n")
            return 2
    np.seterr(all="ignore")
    out = sys.stdout.buffer
    for c in range(256):
        x = np.arange(c << 24, (c + 1) << 24, dtype=np.uint32).view(np.float32)
        for n in names:
            y = x.astype(DTYPES[n][0])
            out.write(y.view(np.uint16 if y.itemsize == 2 else np.uint8).tobytes())
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
