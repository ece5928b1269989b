//! Registering Rust passes by name. MLIR 22's C API can run an external pass but cannot name it
//! in the registry; `lpfRegisterPass` (C++, five lines) fills that gap, so textual pipelines,
//! `--list-passes` and stock `mlir-opt` (through the plugin) all see the pass.

use melior::pass::Pass;
use mlir_sys::MlirPass;
use std::ffi::c_void;

/// A pass constructor: called once at registration (to read its argument and description) and
/// once per pipeline that names it. Each call must return a fresh pass.
pub type PassConstructor = fn() -> Pass;

unsafe extern "C" fn construct(user_data: *mut c_void) -> MlirPass {
    // SAFETY: `user_data` is the `PassConstructor` that `register_pass` transmuted; fn pointers
    // and data pointers have the same size on every platform MLIR supports.
    let constructor: PassConstructor = unsafe { std::mem::transmute::<*mut c_void, PassConstructor>(user_data) };
    // Ownership of the raw pass moves to MLIR's registry, which wraps it in a unique_ptr
    // (melior's `Pass` has no destructor, so nothing is freed twice).
    constructor().to_raw()
}

/// Adds a pass to MLIR's global registry under the argument its constructor gives it.
/// Registering the same argument twice is MLIR's error (it aborts), so callers register once.
pub fn register_pass(constructor: PassConstructor) {
    // SAFETY: `construct` matches the C signature; the constructor is a plain fn pointer that
    // lives for the whole program.
    unsafe { crate::ffi::lpfRegisterPass(construct, constructor as *mut c_void) }
}

/// Registers a named pipeline: `argument` stands for the textual pipeline `pipeline` (no anchor;
/// it expands inside whatever pass manager names it). Like passes, once per name and process.
pub fn register_pipeline(argument: &str, description: &str, pipeline: &str) {
    let text = |s: &str| mlir_sys::MlirStringRef { data: s.as_ptr() as *const _, length: s.len() };
    // SAFETY: the strings outlive the call; the registry copies what it keeps.
    unsafe { crate::ffi::lpfRegisterPassPipeline(text(argument), text(description), text(pipeline)) }
}
