# LLVM lit configuration for lpf's lit suite (the same files `cargo test` runs through litnik).
# Run from the repository root after `cargo build --workspace` or `cargo test --workspace`:
#   lit -sv test
# The binaries come from $CARGO_TARGET_DIR/debug (default: <repo>/target/debug).

import os
import subprocess

import lit.formats

config.name = "lpf"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
# Inputs/ holds files that tests read (kernels, .npy data), as litnik skips it.
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

repo = os.path.dirname(config.test_source_root)
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(repo, "target"))
bindir = os.path.join(target, "debug")
llvm_bin = "/usr/lib/llvm-22/bin"

for tool in ("lpf-opt", "lpf-run", "lpf-translate"):
    if not os.path.exists(os.path.join(bindir, tool)):
        lit_config.fatal(f"{tool} not found in {bindir}: run `cargo build --workspace` first")

# The mlir-opt plugin is lpf-tools' cdylib: `cargo build` copies it beside the binaries, while
# `cargo test` leaves it only in deps/. Take the freshest, as the litnik runner does.
plugins = [p for p in (os.path.join(bindir, "liblpf_tools.so"), os.path.join(bindir, "deps", "liblpf_tools.so"))
           if os.path.exists(p)]
if not plugins:
    lit_config.fatal(f"liblpf_tools.so not found in {bindir} or its deps/: run `cargo build --workspace` first")
plugin = max(plugins, key=os.path.getmtime)

# lpf's tools and the plugin from cargo; FileCheck and not from LLVM 22; mlir-opt-22,
# llvm-nm-22, llvm-objdump-22 and cc (lpf-translate's tests) from PATH.
config.environment["PATH"] = os.pathsep.join([bindir, llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%lpf_plugin", plugin))

# The XLA runner (python/xla_runner/lpf_xla.py) in the project venv; `REQUIRES: xla` tests need
# jax there, as the litnik runner (tools/tests/lit.rs) decides the same way.
import subprocess
python = os.environ.get("LPF_PYTHON", os.path.join(repo, ".venv", "bin", "python"))
try:
    if subprocess.run([python, "-c", "import jax, jaxlib"], capture_output=True).returncode == 0:
        config.available_features.add("xla")
except OSError:
    pass
# `REQUIRES: iree`: pip's IREE compiler and runtime in the same venv (lpf-run --backend iree).
try:
    if subprocess.run([python, "-c", "import iree.compiler, iree.runtime"], capture_output=True).returncode == 0:
        config.available_features.add("iree")
except OSError:
    pass
config.substitutions.append(("%xla_runner", f"{python} {os.path.join(repo, 'python', 'xla_runner', 'lpf_xla.py')}"))
# The project's Python, for RUN lines that generate a test's input (test/*/Inputs/*.py).
config.substitutions.append(("%lpf_python", python))
# Features: `lower-to-llvm` where lpf-opt knows that pipeline (as tools/tests/lit.rs asks).
probe = subprocess.run([os.path.join(bindir, "lpf-opt"), "--pass-pipeline=builtin.module(lower-to-llvm)"],
                       input=b"module {}\n", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if probe.returncode == 0:
    config.available_features.add("lower-to-llvm")
# `REQUIRES: avx512f`: tests comparing bits with XLA CPU's own f32 arithmetic, whose order was
# measured on an AVX-512 host (docs/jax.md, "Models computed in f32"; tools/tests/lit.rs too).
# `REQUIRES: avx512bf16`: where YNNPACK sums widened bf16 with vdpbf16ps (reduce_sum.rs).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = cpuinfo.read()
        if " avx512f" in flags:
            config.available_features.add("avx512f")
            if " avx512_bf16" in flags:
                config.available_features.add("avx512bf16")
        # `REQUIRES: amxbf16`: where YNNPACK's bf16 dots may take its AMX kernels (bf16_dot.rs).
        if " amx_bf16" in flags:
            config.available_features.add("amxbf16")
except OSError:
    pass
