//! The lit suite under test/, run by `cargo test` through litnik (LLVM's lit runs the same files
//! with test/lit.cfg.py, see scripts/test.d/10-lit.sh).

use std::path::Path;

fn main() {
    let lpf_opt = env!("CARGO_BIN_EXE_lpf-opt");
    // The mlir-opt plugin is this package's cdylib. `cargo test` leaves it in deps/ (only
    // `cargo build` copies it up beside the binary), and deps/ holds the freshest either way.
    let plugin = Path::new(lpf_opt).with_file_name("deps").join("liblpf_tools.so");
    litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"))
        .suffix("mlir")
        .tool("lpf-opt", lpf_opt)
        .tool("lpf-run", env!("CARGO_BIN_EXE_lpf-run"))
        .tool("lpf-translate", env!("CARGO_BIN_EXE_lpf-translate"))
        .substitution("%lpf_plugin", plugin.display().to_string())
        .exec_root(env!("CARGO_TARGET_TMPDIR"))
        .run_from_args();
}
