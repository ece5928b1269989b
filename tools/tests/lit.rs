//! The lit suite under test/, run by `cargo test` through litnik (LLVM's lit runs the same files
//! with test/lit.cfg.py, see scripts/test.d/10-lit.sh).

fn main() {
    litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"))
        .suffix("mlir")
        .tool("lpf-opt", env!("CARGO_BIN_EXE_lpf-opt"))
        .exec_root(env!("CARGO_TARGET_TMPDIR"))
        .run_from_args();
}
