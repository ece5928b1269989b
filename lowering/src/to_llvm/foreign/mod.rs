//! Mixed modules on the LLVM exit: lpf ops next to StableHLO/CHLO (and linalg, tensor, arith,
//! math) in one function. The lpf ops take lpf's own path (`lpf-tensor-to-loops` and the
//! helpers); every other op ("foreign") is first legalised by upstream StableHLO
//! (`chlo-legalize-to-stablehlo`, `stablehlo-legalize-to-linalg`), kept on tensors by
//! `lpf-tensor-to-loops` (bridged to and from lpf's buffers with `bufferization.to_tensor` /
//! `to_buffer`), bufferised by upstream's `one-shot-bufferize` and lowered to loops by
//! `convert-linalg-to-loops`. The passes here are the glue around those upstream steps:
//!
//! - [`prepare`] (`lpf-foreign-prepare`): folds the rank-0 `tensor.from_elements` /
//!   `tensor.extract` pairs that the linalg conversion writes into reduction bodies (which
//!   bufferisation would otherwise turn into an allocation per element);
//! - [`buffers`] (`lpf-foreign-buffers`): frees what bufferisation allocated and writes its
//!   copies as loops (no call into MLIR's runtime library);
//! - [`exact`] (`lpf-foreign-exact`): low-precision float arithmetic and conversions left in the
//!   foreign part become the equivalent lpf scalar ops (round to nearest even, StableHLO's
//!   semantics), which `lpf-scalar-to-calls` lowers exactly; anything else on those formats is
//!   refused there with a located E0915.
//!
//! docs/llvm.md, "Mixed modules".

pub mod buffers;
pub mod concatenate;
pub mod control_flow;
pub mod convert_generics;
pub mod dot_types;
pub mod exact;
mod helper_calls;
pub mod loop_buffers;
pub mod loop_fma;
pub mod math_tables;
pub mod outer_product;
pub mod prepare;
pub mod scatter;
pub mod sort;
pub mod threads;
pub mod widened;

use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, ValueLike};

/// Every op named `name` under `root`, in pre-order, as raw handles: the rewrites here collect
/// first and change the IR after the walk (each erases or edits only the op it is handed).
pub(crate) fn ops_named(root: OperationRef, name: &str) -> Vec<mlir_sys::MlirOperation> {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok(name) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    found
}

/// The ops `lpf-tensor-to-loops` leaves on tensors for upstream bufferisation: linalg's, and
/// tensor/bufferization ops that feed them.
pub fn is_foreign_dialect(name: &str) -> bool {
    // scf: StableHLO's control flow, converted by `control_flow` (its regions hold linalg ops).
    name.starts_with("linalg.") || name.starts_with("tensor.") || name.starts_with("bufferization.") || name.starts_with("scf.")
}

/// Whether `op`'s results are used, and only by linalg ops (a `tensor.empty` that is an init of
/// a linalg op or the destination of insert_slices, a reshape feeding one): then the op stays on tensors instead of getting an lpf
/// buffer that bufferisation would copy again.
pub fn feeds_only_linalg(op: OperationRef) -> bool {
    let mut any = false;
    for result in op.results() {
        // SAFETY: use-list queries on a live value.
        unsafe {
            let mut operand = mlir_sys::mlirValueGetFirstUse(result.to_raw());
            while !mlir_sys::mlirOpOperandIsNull(operand) {
                let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand));
                // A `tensor.insert_slice` writes into its destination as a linalg op writes into
                // its init: the empty tensor a concatenate's pieces fill ([`concatenate`]).
                if !owner.name().as_string_ref().as_str().is_ok_and(|n| n.starts_with("linalg.") || n == "tensor.insert_slice") {
                    return false;
                }
                any = true;
                operand = mlir_sys::mlirOpOperandGetNextUse(operand);
            }
        }
    }
    any
}

/// The functions to work on: every `func.func` but lpf's generated helpers.
pub fn is_helper(op: OperationRef) -> bool {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .is_some_and(|s| s.value().starts_with("__lpf_"))
}

/// A dialect melior has no handle for, for a pass's list of dialects to load: the upstream
/// passes [`run_pipeline`] runs may not load dialects while the outer pass manager runs.
pub fn handle(get: unsafe extern "C" fn() -> mlir_sys::MlirDialectHandle) -> melior::dialect::DialectHandle {
    // SAFETY: a static handle from MLIR's C API.
    unsafe { melior::dialect::DialectHandle::from_raw(get()) }
}

/// Runs the upstream `pipeline` (anchored on `op`'s name) on `op` alone, from inside an lpf
/// pass: how the exit runs upstream passes only where a mixed module needs them. False on
/// failure (the passes reported their errors). The nested manager does not verify `op` before
/// and after: the outer one verifies the module (lpf-opt after each pass, lpf-translate once
/// after the pipeline), and on a model's orchestration function (thousands of ops) the nested
/// verifications were a fifth of `lpf-foreign-buffers`' time (a 6 x 512 Llama's: 30 of 150 ms).
pub fn run_pipeline(context: &melior::Context, op: OperationRef, pipeline: &str) -> bool {
    let string = |s: &str| mlir_sys::MlirStringRef { data: s.as_ptr() as *const _, length: s.len() };
    let anchor = op.name();
    let anchor = anchor.as_string_ref().as_str().unwrap_or("builtin.module").to_string();
    // SAFETY: a pass manager of this context, destroyed below; `op` is live.
    unsafe {
        let manager = mlir_sys::mlirPassManagerCreateOnOperation(context.to_raw(), string(&anchor));
        mlir_sys::mlirPassManagerEnableVerifier(manager, false);
        let parsed = mlir_sys::mlirParsePassPipeline(mlir_sys::mlirPassManagerGetAsOpPassManager(manager), string(pipeline), None, std::ptr::null_mut());
        let ok = parsed.value != 0 && mlir_sys::mlirPassManagerRunOnOp(manager, op.to_raw()).value != 0;
        mlir_sys::mlirPassManagerDestroy(manager);
        ok
    }
}
