//! The lit suite under test/, run by `cargo test` through litnik (LLVM's lit runs the same files
//! with test/lit.cfg.py, see scripts/test.d/10-lit.sh).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The project venv's Python (or `$LPF_PYTHON`), and whether it has jax: the `xla` feature.
fn python() -> (PathBuf, bool) {
    let python = match std::env::var_os("LPF_PYTHON") {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/python"),
    };
    let has_jax = Command::new(&python).args(["-c", "import jax, jaxlib"]).output().is_ok_and(|o| o.status.success());
    (python, has_jax)
}

fn main() {
    let lpf_opt = env!("CARGO_BIN_EXE_lpf-opt");
    // The mlir-opt plugin is this package's cdylib. `cargo test` leaves it in deps/ (only
    // `cargo build` copies it up beside the binary), and deps/ holds the freshest either way.
    let plugin = Path::new(lpf_opt).with_file_name("deps").join("liblpf_tools.so");
    let (python, has_jax) = python();
    let runner = Path::new(env!("CARGO_MANIFEST_DIR")).join("../python/xla_runner/lpf_xla.py");
    let mut suite = litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"));
    if has_jax {
        // Tests that hand the emitted StableHLO to jaxlib/XLA: `REQUIRES: xla`.
        suite = suite.feature("xla");
    }
    suite
        .suffix("mlir")
        .substitution("%xla_runner", format!("{} {}", python.display(), runner.display()))
        .tool("lpf-opt", lpf_opt)
        .tool("lpf-run", env!("CARGO_BIN_EXE_lpf-run"))
        .substitution("%lpf_plugin", plugin.display().to_string())
        .exec_root(env!("CARGO_TARGET_TMPDIR"))
        .run_from_args();
}
