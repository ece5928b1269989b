#!/usr/bin/env bash
# docs/dialect.md is generated from the dialect's ODS (dialect/gen-docs.sh); fail if it is stale.
set -euo pipefail
cd "$(dirname "$0")/../.."
fresh=$(mktemp)
trap 'rm -f "$fresh"' EXIT
dialect/gen-docs.sh "$fresh"
if ! diff -u docs/dialect.md "$fresh"; then
  echo "docs/dialect.md is out of date with dialect/td/*.td: run dialect/gen-docs.sh" >&2
  exit 1
fi
echo "docs/dialect.md is current"
