"""docs/formats.md's generated tables against independent references: ml_dtypes' finfo and its
own casts for every format ml_dtypes has, and the SFx definition (atreides.md §10) for SFx.

Usage: check_format_tables.py DOCS_DIR (reads DOCS_DIR/formats.md, checks DOCS_DIR/img/formats/*.svg
parse). The tables are read back from the markdown, so this checks what a reader sees, not what
the generator meant to write.
"""
import re
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import ml_dtypes
import numpy as np

BEGIN = "<!-- BEGIN GENERATED format tables"
END = "<!-- END GENERATED format tables -->"

# MLIR spelling -> ml_dtypes type, written out here rather than taken from the numerics crate.
ML_DTYPES = {
    "f16": np.float16,
    "bf16": ml_dtypes.bfloat16,
    "f32": np.float32,
    "f64": np.float64,
    "f8E5M2": ml_dtypes.float8_e5m2,
    "f8E4M3": ml_dtypes.float8_e4m3,
    "f8E3M4": ml_dtypes.float8_e3m4,
    "f8E4M3FN": ml_dtypes.float8_e4m3fn,
    "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz,
    "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz,
    "f8E4M3B11FNUZ": ml_dtypes.float8_e4m3b11fnuz,
    "f8E8M0FNU": ml_dtypes.float8_e8m0fnu,
    "f6E2M3FN": ml_dtypes.float6_e2m3fn,
    "f6E3M2FN": ml_dtypes.float6_e3m2fn,
    "f4E2M1FN": ml_dtypes.float4_e2m1fn,
}
CODE_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def value(cell):
    """An exact value as the generator writes it: 65504, 0.25, 2^-14, 255 × 2^120 ≈ 3.39e38; None for —."""
    cell = cell.split("≈")[0].strip()
    if cell == "—":
        return None
    m = re.fullmatch(r"(?:(\d+) × )?2\^(-?\d+)", cell)
    if m:
        return Fraction(int(m.group(1) or 1)) * Fraction(2) ** int(m.group(2))
    return Fraction(cell)


def rows(page):
    section = page[page.index(BEGIN):page.index(END)]
    header = None
    for line in section.splitlines():
        if not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells[0] == "format":
            header = cells
            continue
        name = re.search(r"`([^`]+)`", cells[0]).group(1)
        yield name, dict(zip(header, cells))


def codes(cell):
    """Hex codes in a cell, as a set (ranges "0x7D–0x7F" expanded)."""
    out = set()
    for lo, hi in re.findall(r"0x([0-9A-F]+)(?:–0x([0-9A-F]+))?", cell):
        out.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return out


def check_ml_dtypes(name, row):
    dt = ML_DTYPES[name]
    fi = ml_dtypes.finfo(dt)
    check(value(row["max finite"]) == Fraction(float(fi.max)), f"{name}: max finite {row['max finite']} != {fi.max}")
    check(value(row["epsilon"]) == Fraction(float(fi.eps)), f"{name}: epsilon {row['epsilon']} != {fi.eps}")
    check(int(row["p"]) == fi.nmant + 1, f"{name}: p {row['p']} != nmant + 1 = {fi.nmant + 1}")
    check(int(row["storage bits"]) == np.dtype(dt).itemsize * 8, f"{name}: storage bits {row['storage bits']}")
    normal = value(row["min normal"])
    subnormal = value(row["min subnormal"])
    check(normal == Fraction(float(fi.smallest_normal)), f"{name}: min normal {row['min normal']} != {fi.smallest_normal}")
    # "—": no subnormals, the smallest positive value is the smallest normal.
    expected_sub = Fraction(float(fi.smallest_subnormal))
    check((subnormal or normal) == expected_sub, f"{name}: min subnormal {row['min subnormal']} != {fi.smallest_subnormal}")
    if np.dtype(dt).itemsize > 2:
        return
    # Special codes: every code of the type through ml_dtypes' own decoding.
    width = np.dtype(dt).itemsize
    all_codes = np.arange(2 ** (8 * width), dtype=np.uint64).astype(CODE_UINT[width])
    if name.startswith(("f4", "f6")):
        all_codes = all_codes[: 2 ** int(name[1])]
    with np.errstate(invalid="ignore"):  # NaN codes cast with a warning
        vals = all_codes.view(dt).astype(np.float64)
    nan = {int(c) for c in all_codes[np.isnan(vals)]}
    check(codes(row["NaN"]) == nan, f"{name}: NaN codes {row['NaN']} != {sorted(nan)[:4]}...")
    inf = [int(c) for c in all_codes[np.isinf(vals)]]
    check(codes(row["+inf / -inf"]) == set(inf), f"{name}: inf codes {row['+inf / -inf']} != {inf}")
    neg_zero = [int(c) for c in all_codes[(vals == 0) & np.signbit(vals)]]
    check(codes(row["-0"]) == set(neg_zero), f"{name}: -0 {row['-0']} != {neg_zero}")


def check_sf(name, row):
    x = int(name[2:])
    step = Fraction(1, 2 ** (x - 1))
    check(value(row["max finite"]) == 1 - step, f"{name}: max finite {row['max finite']} != 1 - 2^-{x - 1}")
    check(value(row["min subnormal"]) == step, f"{name}: smallest value {row['min subnormal']} != 2^-{x - 1}")
    check(row["NaN"] == "none" and row["-0"] == "none", f"{name}: SFx has no NaN and no -0")


def main():
    docs = Path(sys.argv[1])
    page = (docs / "formats.md").read_text()
    seen_ml, seen_sf = 0, 0
    for name, row in rows(page):
        if name in ML_DTYPES:
            check_ml_dtypes(name, row)
            seen_ml += 1
        elif re.fullmatch(r"sf\d+", name):
            check_sf(name, row)
            seen_sf += 1
    check(seen_ml == len(ML_DTYPES), f"{seen_ml} of {len(ML_DTYPES)} ml_dtypes formats found in the tables")
    check(seen_sf == 15, f"{seen_sf} SFx rows, expected 15 (x = 2..16)")
    svgs = sorted((docs / "img" / "formats").glob("*.svg"))
    linked = set(re.findall(r"\]\((img/formats/[^)]+\.svg)\)", page))
    check({f"img/formats/{s.name}" for s in svgs} == linked, f"pictures on disk and linked differ: {sorted(linked ^ {f'img/formats/{s.name}' for s in svgs})}")
    for svg in svgs:
        try:
            root = ET.parse(svg).getroot()
            check(root.tag.endswith("svg") and len(root) > 10, f"{svg.name}: not a drawn SVG")
        except ET.ParseError as e:
            check(False, f"{svg.name} does not parse: {e}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"format tables: {seen_ml} formats equal ml_dtypes finfo and codes, {seen_sf} SFx rows, {len(svgs)} SVGs parse")


if __name__ == "__main__":
    main()
