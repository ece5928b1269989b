#!/usr/bin/env bash
# The lit suite under test/ once more, with LLVM's own lit + FileCheck-22 (cargo test already ran
# it through litnik): both runners must agree on every file.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Same package selection as scripts/test.sh, so this finds the workspace build already done
# (building `-p lpf-tools` alone unifies features differently and rebuilds MLIR-linked crates).
cargo test --workspace --locked --no-run
/usr/lib/llvm-22/bin/lit -sv test
