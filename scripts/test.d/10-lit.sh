#!/usr/bin/env bash
# The lit suite under test/ once more, with LLVM's own lit + FileCheck-22 (cargo test already ran
# it through litnik): both runners must agree on every file.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --locked -p lpf-tools
/usr/lib/llvm-22/bin/lit -sv test
