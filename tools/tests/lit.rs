//! The lit suite under test/, run by `cargo test` through litnik (LLVM's lit runs the same files
//! with test/lit.cfg.py, see scripts/test.d/10-lit.sh).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Whether `python` imports `modules` (a feature's probe).
fn imports(python: &Path, modules: &str) -> bool {
    Command::new(python).args(["-c", &format!("import {modules}")]).output().is_ok_and(|o| o.status.success())
}

/// The project venv's Python (or `$LPF_PYTHON`), and whether it has jax: the `xla` feature.
fn python() -> (PathBuf, bool) {
    let python = match std::env::var_os("LPF_PYTHON") {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/python"),
    };
    let has_jax = imports(&python, "jax, jaxlib");
    (python, has_jax)
}

fn main() {
    let lpf_opt = env!("CARGO_BIN_EXE_lpf-opt");
    // The mlir-opt plugin is this package's cdylib. `cargo test` leaves it in deps/ (only
    // `cargo build` copies it up beside the binary), and deps/ holds the freshest either way.
    let plugin = Path::new(lpf_opt).with_file_name("deps").join("liblpf_tools.so");
    let (python, has_jax) = python();
    let runner = Path::new(env!("CARGO_MANIFEST_DIR")).join("../python/xla_runner/lpf_xla.py");
    let mut suite = litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"))
        .suffix("mlir")
        .tool("lpf-opt", lpf_opt)
        .tool("lpf-run", env!("CARGO_BIN_EXE_lpf-run"))
        .tool("lpf-translate", env!("CARGO_BIN_EXE_lpf-translate"))
        .substitution("%lpf_plugin", plugin.display().to_string())
        .substitution("%xla_runner", format!("{} {}", python.display(), runner.display()))
        // The project's Python, for RUN lines that generate a test's input (test/*/Inputs/*.py).
        .substitution("%lpf_python", python.display().to_string())
        .exec_root(env!("CARGO_TARGET_TMPDIR"));
    if has_jax {
        // Tests that hand the emitted StableHLO to jaxlib/XLA: `REQUIRES: xla`.
        suite = suite.feature("xla");
    }
    if imports(&python, "iree.compiler, iree.runtime") {
        // `lpf-run --backend iree` (pip's IREE in the same venv): `REQUIRES: iree`.
        suite = suite.feature("iree");
    }
    if has_pipeline(lpf_opt, "lower-to-llvm") {
        suite = suite.feature("lower-to-llvm");
    }
    // Tests comparing bits with XLA CPU's own f32 arithmetic, whose order was measured on an
    // AVX-512 host (docs/jax.md, "Models computed in f32"): `REQUIRES: avx512f`.
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        suite = suite.feature("avx512f");
    }
    // Where YNNPACK sums widened bf16 with `vdpbf16ps` (hlo_defined/reduce_sum.rs,
    // SumOrder::Bf16Pairs): `REQUIRES: avx512bf16`.
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512bf16") && std::arch::is_x86_feature_detected!("avx512f") {
        suite = suite.feature("avx512bf16");
    }
    // Where YNNPACK's bf16 dots may take its AMX kernels (hlo_defined/bf16_dot.rs):
    // `REQUIRES: amxbf16`.
    if lpf_lowering::hlo_defined::host_has_amx_bf16() {
        suite = suite.feature("amxbf16");
    }
    suite.run_from_args();
}

/// Whether lpf-opt knows the pass pipeline `name` (tests of what it enables say
/// `REQUIRES: <name>`; test/lit.cfg.py asks the same way).
fn has_pipeline(lpf_opt: &str, name: &str) -> bool {
    let child = Command::new(lpf_opt)
        .arg(format!("--pass-pipeline=builtin.module({name})"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else { return false };
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(b"module {}\n");
    }
    child.wait().is_ok_and(|status| status.success())
}
