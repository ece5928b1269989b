#!/usr/bin/env bash
# docs/formats.md's format tables and docs/img/formats/*.svg are generated from the numerics crate
# (tools/examples/format_docs): fail if they are stale, then check the tables against ml_dtypes.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
# --workspace: the package selection of scripts/test.sh's `cargo test`, which already built it.
cargo build -q --workspace --locked --example format_docs
"$target/debug/examples/format_docs" --out "$fresh"
if ! diff -u docs/formats.md "$fresh/formats.md" || ! diff -r docs/img/formats "$fresh/img/formats"; then
  echo "docs/formats.md or docs/img/formats/ is out of date with the numerics crate:" \
    "run cargo run -p lpf-tools --example format_docs" >&2
  exit 1
fi
echo "docs/formats.md tables and docs/img/formats/ are current"
"$python" python/format_docs_check/check_format_tables.py docs
