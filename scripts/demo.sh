#!/usr/bin/env bash
# The main job: run lpf's tools over the examples in examples/.
set -euo pipefail
cd "$(dirname "$0")/.."
for step in scripts/demo.d/*.sh; do
  [ -e "$step" ] || continue
  bash "$step"
done
