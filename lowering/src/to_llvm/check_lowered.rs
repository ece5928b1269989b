//! `lpf-check-lowered`: the last step of `--lower-to-llvm`. Upstream's conversions leave what
//! they cannot convert in place and still succeed (f8 `truncf`, tf32 memrefs, ...), and the
//! failure only shows at translation, far from its cause. This pass fails at the first op that
//! is not in the LLVM dialect (or `omp`, which the translation takes as it is), or that has a type
//! LLVM has no counterpart for, with its location.

use std::collections::HashMap;

use lpf_dialect::unwind::WalkGuarded;
use crate::pass::lpf_pass;
use lpf_dialect::error::LpfError;
use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, RegionLike, Type, TypeLike, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-check-lowered",
    "LpfCheckLowered",
    "Fail, at the op, if anything but LLVM dialect ops and LLVM-compatible types survived the lowering",
    run,
    [DialectHandle::llvm()]
);

/// Whether a type has an LLVM counterpart that computes what its format means.
fn llvm_compatible(ty: Type) -> bool {
    let text = ty.to_string();
    if text.starts_with("!llvm.") || text.starts_with("vector<") || text == "index" {
        return !text.contains("f8") && !text.contains("tf32") && !text.contains("!lpf.");
    }
    let raw = ty.to_raw();
    // SAFETY: type queries on a live type.
    unsafe {
        mlir_sys::mlirTypeIsAInteger(raw)
            || mlir_sys::mlirTypeIsAF16(raw)
            || mlir_sys::mlirTypeIsAF32(raw)
            || mlir_sys::mlirTypeIsAF64(raw)
            || mlir_sys::mlirTypeIsABF16(raw)
    }
}

fn run(root: OperationRef, pass: ExternalPass) {
    let mut failed = false;
    // Types are uniqued in the context, so one answer per type: `llvm_compatible` prints the
    // type, and printing once per operand was most of this pass's time on a large module.
    let mut compatible: HashMap<*const std::ffi::c_void, bool> = HashMap::new();
    let mut llvm_compatible = |t: Type| *compatible.entry(t.to_raw().ptr).or_insert_with(|| llvm_compatible(t));
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("<op>").to_string();
        if name == "builtin.module" {
            return WalkResult::Advance;
        }
        // `omp` ops (the kernels' threads) on LLVM types are what the LLVM IR translation takes
        // as they are (OpenMPIRBuilder).
        let problem = if !name.starts_with("llvm.") && !name.starts_with("omp.") {
            Some("survived the lowering to the LLVM dialect".to_string())
        } else {
            let mut types = op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type()));
            let block_args = op.regions().flat_map(|r| {
                let mut types = Vec::new();
                let mut block = r.first_block();
                while let Some(b) = block {
                    types.extend((0..b.argument_count()).filter_map(|i| b.argument(i).ok()).map(|a| a.r#type()));
                    block = b.next_in_region();
                }
                types
            });
            types
                .by_ref()
                .chain(block_args)
                .find(|t| !llvm_compatible(*t))
                .map(|t| format!("has the type {t}, which has no LLVM counterpart"))
        };
        match problem {
            Some(message) => {
                LpfError::unsupported(message).op(name).context("lpf-check-lowered: ").emit(op.location());
                failed = true;
                WalkResult::Interrupt
            }
            None => WalkResult::Advance,
        }
    });
    if failed {
        pass.signal_failure();
    }
}
