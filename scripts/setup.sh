#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian 12 machine: LLVM/MLIR 22 packages and the Python venv.
# Writes nothing outside the repository except apt's and pip's/cargo's own caches.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libclang-22-dev clang-22
          libpolly-22-dev libzstd-dev zlib1g-dev libxml2-dev libz3-dev
          libomp-22-dev  # the LLVM exit's kernel threads (docs/llvm.md, "Threads")
          cmake ninja-build)  # cmake/ninja: the CMake package's test (scripts/test.d/60-cmake.sh)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Python venv with pinned jax/jaxlib/ml_dtypes/numpy; the stamp records which requirements it holds.
req=python/requirements.txt
stamp=.venv/.requirements-stamp
if [ ! -x .venv/bin/python ] || ! cmp -s "$req" "$stamp"; then
  echo "setup: creating .venv from $req"
  python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check -r "$req"
  cp "$req" "$stamp"
fi

# `import lpf` in the venv (python/lpf/, docs/jax.md): a .pth file naming this checkout's
# python/ directory, rewritten only when it names another checkout.
site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
pth="$site/lpf-toolkit.pth"
if [ "$(cat "$pth" 2>/dev/null)" != "$root/python" ]; then
  echo "setup: making 'import lpf' find $root/python"
  echo "$root/python" > "$pth"
fi
