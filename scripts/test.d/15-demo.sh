#!/usr/bin/env bash
# The README's main job as a test: every step of `make demo` (scripts/demo.d/*.sh) runs and must
# pass, with what it writes in a temporary directory ($LPF_DEMO_OUT). The checkout must not change:
# `git status` is the same before and after. A step's output is shown only when it fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status() { git status --porcelain --untracked-files=all 2>/dev/null || true; }
before=$(status)
export LPF_DEMO_OUT="$work/out"
for step in scripts/demo.d/*.sh; do
  start=$SECONDS
  name=$(basename "$step")
  if bash "$step" >"$work/$name.log" 2>&1; then
    echo "  demo step $name: ok ($((SECONDS - start)) s, $(grep -c '^== ' "$work/$name.log" || true) sections)"
  else
    echo "  demo step $name FAILED; its output:"
    sed 's/^/    | /' "$work/$name.log"
    exit 1
  fi
done
after=$(status)
if [ "$before" != "$after" ]; then
  echo "15-demo: the demo changed the checkout:"
  diff <(echo "$before") <(echo "$after") || true
  exit 1
fi
echo "15-demo: every demo step passed; the checkout is unchanged"
