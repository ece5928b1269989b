#!/usr/bin/env bash
# Fuzz smoke: every target of fuzz/ for a few seconds on the stable driver (no nightly, no
# cargo-fuzz; the debug build, whose numerics and simulator are optimised anyway), then the
# in-process MLIR drivers (lpf-opt's round trip, every registered pass and pipeline), so that
# a regression that the seed corpus or a short random run reaches fails CI. The long runs are
# fuzz/soak.sh's and fuzz/soak-opt.sh's (docs/fuzzing.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
LPF_FUZZ_PROFILE=debug fuzz/soak.sh "${LPF_FUZZ_SMOKE_SECONDS:-4}"
fuzz/soak-opt.sh "${LPF_FUZZ_SMOKE_OPT_SECONDS:-10}"
