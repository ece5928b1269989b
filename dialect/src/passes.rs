//! Registering Rust passes by name. MLIR 22's C API can run an external pass but cannot name it
//! in the registry; `lpfRegisterPass` (C++, five lines) fills that gap, so textual pipelines,
//! `--list-passes` and stock `mlir-opt` (through the plugin) all see the pass.

use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;
use melior::pass::{ExternalPass, Pass};
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
    // (melior's `Pass` has no destructor, so nothing is freed twice). The registry has no way
    // to hear of a failure here (a null pass would be dereferenced): a panic aborts.
    crate::unwind::or_abort(|| "creating a pass".to_string(), || constructor().to_raw())
}

/// The body of every lpf pass: runs `run`, and turns a panic in it into an error at `op` and a
/// pass failure (MLIR then stops the pipeline and the tool fails), never an unwind into C++.
pub fn run_guarded<'c, 'a, 'p>(
    argument: &str,
    op: OperationRef<'c, 'a>,
    pass: ExternalPass<'p>,
    run: impl FnOnce(OperationRef<'c, 'a>, ExternalPass<'p>),
) {
    if let Err(message) = crate::unwind::catch(|| run(op, pass)) {
        fail_with_internal_error(op, &format!("running pass '{argument}'"), &message);
        pass.signal_failure();
    }
}

/// Emits the located error for a panic caught at `op`.
fn fail_with_internal_error(op: OperationRef, context: &str, message: &str) {
    crate::error::LpfError::new(crate::unwind::internal_error(context, message)).emit(op.location());
}

/// Adds a pass to MLIR's global registry under the argument its constructor gives it.
/// Registering the same argument twice is MLIR's error (it aborts), so callers register once.
pub fn register_pass(constructor: PassConstructor) {
    // SAFETY: `construct` matches the C signature; the constructor is a plain fn pointer that
    // lives for the whole program.
    unsafe { crate::ffi::lpfRegisterPass(construct, constructor as *mut c_void) }
}

/// Registers `lpf-math-approximate` (cpp/LpfMathApproximate.cpp: upstream MLIR's polynomial
/// approximations of f32 math, which the LLVM exit runs on mixed modules). Once per process.
pub fn register_math_approximate() {
    // SAFETY: registers one C++ pass in MLIR's global registry.
    unsafe { crate::ffi::lpfRegisterMathApproximatePass() }
}

/// Registers `lpf-fuse-elementwise-ops` (cpp/LpfFuseElementwise.cpp: upstream MLIR's element-wise
/// fusion, except into the LLVM exit's fused multiply-add dots in loops). Once per process.
pub fn register_fuse_elementwise() {
    // SAFETY: registers one C++ pass in MLIR's global registry.
    unsafe { crate::ffi::lpfRegisterFuseElementwisePass() }
}

/// Registers a named pipeline: `argument` stands for the textual pipeline `pipeline` (no anchor;
/// it expands inside whatever pass manager names it). Like passes, once per name and process.
pub fn register_pipeline(argument: &str, description: &str, pipeline: &str) {
    let text = |s: &str| mlir_sys::MlirStringRef { data: s.as_ptr() as *const _, length: s.len() };
    // SAFETY: the strings outlive the call; the registry copies what it keeps.
    unsafe { crate::ffi::lpfRegisterPassPipeline(text(argument), text(description), text(pipeline)) }
}

/// A Rust pass with textual options (`argument{name=value ...}`), which MLIR 22's C API cannot
/// create: C++ (`cpp/LpfOptionsPass.cpp`) declares the options and calls `run` with the
/// operation and the options as `name=value` pairs separated by spaces (empty when unset).
/// `run` reports its own diagnostics and returns false to fail the pass.
pub struct OptionsPassDef {
    pub argument: &'static str,
    pub summary: &'static str,
    /// (name, description) of every option.
    pub options: &'static [(&'static str, &'static str)],
    pub run: for<'c, 'a> fn(melior::ir::OperationRef<'c, 'a>, &str) -> bool,
    /// The dialects the pass creates ops of (a pass may not load a dialect while it runs).
    pub dialects: fn() -> Vec<melior::dialect::DialectHandle>,
}

unsafe extern "C" fn run_options_pass(op: mlir_sys::MlirOperation, options: mlir_sys::MlirStringRef, user_data: *mut c_void) -> bool {
    // SAFETY: `user_data` is the `&'static OptionsPassDef` given to `register_options_pass`;
    // `op` is the live operation the pass runs on; the option text is UTF-8 (MLIR's parser
    // keeps the pipeline's characters).
    let (def, op, text) = unsafe {
        let def = &*(user_data as *const OptionsPassDef);
        let text = std::str::from_utf8(std::slice::from_raw_parts(options.data as *const u8, options.length)).unwrap_or("");
        (def, OperationRef::from_raw(op), text)
    };
    // The C++ pass signals failure when this returns false: a panic is an error and a failure.
    crate::unwind::catch(|| (def.run)(op, text)).unwrap_or_else(|message| {
        fail_with_internal_error(op, &format!("running pass '{}'", def.argument), &message);
        false
    })
}

/// Registers an [`OptionsPassDef`] (once per process, like [`register_pass`]); the def's
/// address is its pass TypeID.
pub fn register_options_pass(def: &'static OptionsPassDef) {
    let text = |s: &str| mlir_sys::MlirStringRef { data: s.as_ptr() as *const _, length: s.len() };
    let names: Vec<_> = def.options.iter().map(|(name, _)| text(name)).collect();
    let descriptions: Vec<_> = def.options.iter().map(|(_, description)| text(description)).collect();
    let dialects: Vec<mlir_sys::MlirDialectHandle> = (def.dialects)().iter().map(|h| h.to_raw()).collect();
    // SAFETY: the strings outlive the call and the registry copies them; `def` is 'static, so
    // the callback's user data and the TypeID pointer (8-aligned: the struct holds pointers)
    // stay valid for the whole program.
    unsafe {
        crate::ffi::lpfRegisterOptionsPass(
            text(def.argument),
            text(def.summary),
            names.as_ptr(),
            descriptions.as_ptr(),
            names.len() as isize,
            mlir_sys::mlirTypeIDCreate(def as *const OptionsPassDef as *const c_void),
            run_options_pass,
            def as *const OptionsPassDef as *mut c_void,
            dialects.as_ptr(),
            dialects.len() as isize,
        )
    }
}
