# LLVM lit configuration for lpf's lit suite (the same files `cargo test` runs through litnik).
# Run from the repository root after `cargo build -p lpf-tools`:  lit -sv test
# The binaries come from $CARGO_TARGET_DIR/debug (default: <repo>/target/debug).

import os

import lit.formats

config.name = "lpf"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

repo = os.path.dirname(config.test_source_root)
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(repo, "target"))
bindir = os.path.join(target, "debug")
llvm_bin = "/usr/lib/llvm-22/bin"

for tool in ("lpf-opt", "liblpf_tools.so"):
    if not os.path.exists(os.path.join(bindir, tool)):
        lit_config.fatal(f"{tool} not found in {bindir}: run `cargo build -p lpf-tools` first")

# lpf-opt and the plugin from cargo; FileCheck and not from LLVM 22; mlir-opt-22 from PATH.
config.environment["PATH"] = os.pathsep.join([bindir, llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%lpf_plugin", os.path.join(bindir, "liblpf_tools.so")))
