#!/usr/bin/env bash
# docs/dialect.md and docs/atreides-dialect.md are generated from the dialects' ODS
# (dialect/gen-docs.sh); fail if either is stale.
set -euo pipefail
cd "$(dirname "$0")/../.."
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
dialect/gen-docs.sh "$fresh/dialect.md" "$fresh/atreides-dialect.md"
for doc in dialect.md atreides-dialect.md; do
  if ! diff -u "docs/$doc" "$fresh/$doc"; then
    echo "docs/$doc is out of date with dialect/td/*.td: run dialect/gen-docs.sh" >&2
    exit 1
  fi
done
echo "docs/dialect.md and docs/atreides-dialect.md are current"
