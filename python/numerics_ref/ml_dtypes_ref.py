#!/usr/bin/env python3
"""Reference bit tables from ml_dtypes, for lpf-numerics' conformance tests.

Usage: ml_dtypes_ref.py OUT_DIR [INPUTS_F32_FILE] [DTYPE ...]

For every dtype (default: every narrow ml_dtypes float) writes, as raw little-endian arrays:
  decode_<dtype>.bin    every code 0 .. 2^bits-1 -> float32 bits (uint32)
  reencode_<dtype>.bin  those float32 values converted back with astype (codes)
  cross_<src>_<dst>.bin  every code of <src> cast to every other listed dtype <dst> (directly
                         where ml_dtypes has the cast, else through the exact float32)
and, when INPUTS_F32_FILE (raw little-endian float32) is given:
  encode_<dtype>.bin     inputs.astype(dtype) (codes; NaN/inf per ml_dtypes)
  encode_sat_<dtype>.bin np.clip(inputs, -max, max).astype(dtype): "ml_dtypes then clamp"
Codes are written as uint8 for formats of at most 8 bits, uint16 for 16-bit formats.
ml_dtypes is only ever fed float32 arrays: it rounds float64 arrays through float32 first
(formats.md 2.4), so float64 cases are checked against rustc_apfloat instead.
"""
import os
import sys

import ml_dtypes
import numpy as np

DTYPES = {
    "float16": (np.float16, 16),
    "bfloat16": (ml_dtypes.bfloat16, 16),
    "float8_e5m2": (ml_dtypes.float8_e5m2, 8),
    "float8_e4m3": (ml_dtypes.float8_e4m3, 8),
    "float8_e3m4": (ml_dtypes.float8_e3m4, 8),
    "float8_e4m3fn": (ml_dtypes.float8_e4m3fn, 8),
    "float8_e4m3fnuz": (ml_dtypes.float8_e4m3fnuz, 8),
    "float8_e5m2fnuz": (ml_dtypes.float8_e5m2fnuz, 8),
    "float8_e4m3b11fnuz": (ml_dtypes.float8_e4m3b11fnuz, 8),
    "float8_e8m0fnu": (ml_dtypes.float8_e8m0fnu, 8),
    "float6_e2m3fn": (ml_dtypes.float6_e2m3fn, 6),
    "float6_e3m2fn": (ml_dtypes.float6_e3m2fn, 6),
    "float4_e2m1fn": (ml_dtypes.float4_e2m1fn, 4),
}


def code_view(arr, bits):
    return arr.view(np.uint16 if bits == 16 else np.uint8)


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    out = argv[1]
    inputs = None
    if len(argv) > 2 and argv[2] != "-":
        inputs = np.fromfile(argv[2], dtype="<f4")
    names = argv[3:] or list(DTYPES)
    os.makedirs(out, exist_ok=True)
    for name in names:
        np.seterr(all="ignore")  # casting NaN codes to narrow formats warns; the NaN is intended
        if name not in DTYPES:
            sys.stderr.write(f"ml_dtypes_ref.py: unknown dtype '{name}' (known: {', '.join(DTYPES)})\n")
            return 2
        dtype, bits = DTYPES[name]
        codes = np.arange(1 << bits, dtype=np.uint16 if bits == 16 else np.uint8)
        values = codes.view(dtype).astype(np.float32)
        values.view("<u4").tofile(os.path.join(out, f"decode_{name}.bin"))
        code_view(values.astype(dtype), bits).tofile(os.path.join(out, f"reencode_{name}.bin"))
        if inputs is not None:
            code_view(inputs.astype(dtype), bits).tofile(os.path.join(out, f"encode_{name}.bin"))
            big = np.float32(ml_dtypes.finfo(dtype).max)
            clipped = np.clip(inputs, -big, big)
            code_view(clipped.astype(dtype), bits).tofile(os.path.join(out, f"encode_sat_{name}.bin"))
    for src in names:
        sdt, sbits = DTYPES[src]
        codes = np.arange(1 << sbits, dtype=np.uint16 if sbits == 16 else np.uint8).view(sdt)
        for dst in names:
            if dst != src:
                ddt, dbits = DTYPES[dst]
                try:
                    cast = codes.astype(ddt)
                except TypeError:
                    # ml_dtypes registers no direct cast for some pairs (e.g. to float8_e8m0fnu);
                    # going through float32 is the same conversion, since float32 holds every
                    # source value exactly.
                    cast = codes.astype(np.float32).astype(ddt)
                code_view(cast, dbits).tofile(os.path.join(out, f"cross_{src}_{dst}.bin"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
