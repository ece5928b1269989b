#!/usr/bin/env bash
# lpf-opt on an MX example: verify and print it, then decompose the block-scaled matmul; and the
# same pass through stock mlir-opt-22 with the lpf plugin.
set -euo pipefail
cd "$(dirname "$0")/../.."
bindir=${CARGO_TARGET_DIR:-$PWD/target}/debug
# Same selection as `make build`, so the demo reuses that build (no feature re-unification).
cargo build -q --workspace --locked
example=examples/mx_scaled_dot.mlir
echo "== lpf-opt $example --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)'"
ours=$("$bindir/lpf-opt" "$example" --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)')
echo "$ours"
echo "== the same with mlir-opt-22 and the lpf plugin"
theirs=$(mlir-opt-22 --load-dialect-plugin="$bindir/liblpf_tools.so" --load-pass-plugin="$bindir/liblpf_tools.so" \
  "$example" --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)')
echo "$theirs"
# The pass replaced the scaled dot by its dequantised form, and both drivers printed the same module.
grep -q 'lpf.dequantize_block' <<<"$ours" && ! grep -q 'lpf.scaled_dot' <<<"$ours" \
  || { echo "demo: lpf-decompose-scaled-dot left lpf.scaled_dot in $example" >&2; exit 1; }
[ "$ours" = "$theirs" ] || { echo "demo: lpf-opt and mlir-opt-22 with the plugin printed different modules" >&2; exit 1; }
