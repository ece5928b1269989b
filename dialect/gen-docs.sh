#!/usr/bin/env bash
# Writes the lpf dialect's reference (ops, types, enums) from its ODS, the way upstream MLIR
# generates its dialect docs: mlir-tblgen -gen-dialect-doc. Usage: dialect/gen-docs.sh [OUT]
# (default docs/dialect.md). scripts/test.d/20-docs-current.sh checks the checked-in copy.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
out=${1:-$root/docs/dialect.md}
"$prefix/bin/mlir-tblgen" -gen-dialect-doc -dialect=lpf \
  -I"$prefix/include" -I"$root/dialect/td" "$root/dialect/td/LpfOps.td" -o "$out"
