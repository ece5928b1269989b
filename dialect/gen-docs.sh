#!/usr/bin/env bash
# Writes the reference of the lpf dialect (ops, types, enums) and of the atreides dialect (the
# accelerator's instructions) from their ODS, the way upstream MLIR generates its dialect docs:
# mlir-tblgen -gen-dialect-doc. Usage: dialect/gen-docs.sh [LPF_OUT [ATREIDES_OUT]]
# (defaults docs/dialect.md, docs/atreides-dialect.md). scripts/test.d/20-docs-current.sh checks
# the checked-in copies.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}
lpf_out=${1:-$root/docs/dialect.md}
atreides_out=${2:-$root/docs/atreides-dialect.md}
gen() { # dialect td out
  "$prefix/bin/mlir-tblgen" -gen-dialect-doc -dialect="$1" \
    -I"$prefix/include" -I"$root/dialect/td" "$root/dialect/td/$2" -o "$3"
}
gen lpf LpfOps.td "$lpf_out"
gen atreides AtreidesOps.td "$atreides_out"
