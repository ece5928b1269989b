//! `lpf-tensor-to-loops`: the first step of the LLVM exit. Bufferizes every function:
//!
//! - arguments become memrefs (a scalar becomes a rank-0 memref), results become out-parameter
//!   memrefs appended to the arguments, into which the function writes (caller-provided buffers,
//!   as upstream's `buffer-results-to-out-params`); public functions get MLIR's C interface
//!   (`llvm.emit_c_interface`), so the ABI is `_mlir_ciface_<name>(inputs..., outputs...)`;
//! - each tensor op becomes an allocated buffer and an explicit `scf.for` nest of *scalar* lpf
//!   ops (which `lpf-scalar-to-calls` lowers next), row-major, outermost dimension first;
//! - `lpf.dot` and `lpf.reduce_sum` keep the reference order per output element: the outputs
//!   are the outer loops, the contraction is one innermost loop carrying the accumulator
//!   (k = 0, 1, ... from +0; products and sums are `arith.mulf`/`arith.addf` in the accumulator
//!   type, each rounded once, never contracted into an FMA);
//! - `acc(!lpf.sf<16>)` (the Atreides hardware accumulation) is one `__lpf_sf16_hw_fma` per k;
//! - a dot with static shapes into f32/f64 takes `kernels::contraction`'s packed, register-tiled vector
//!   kernel instead of the scalar loops, in the same order per output element;
//! - a `lpf.dequantize_block` whose only use is such a dot (the next ops, as
//!   `lpf-decompose-scaled-dot` writes them) is not lowered on its own: the kernel packs its
//!   operand from the element and scale codes (`kernels::scaled`), so no temporary holds the
//!   dequantised tensor.
//!
//! Temporaries are freed before each return. Element types stay what the program says
//! (memrefs of f8E4M3FN, tf32, !lpf.sf<8>, ...); storage legalisation is the next pass's job.
//!
//! This file is the pass and the dispatch of each op to its family, one file each: [`signature`]
//! (which buffer each argument and result travels in, the new signature, the C interface),
//! [`function`] (one function's state and the builders every family shares), [`elementwise`]
//! (single ops and fused runs), [`contractions`] (dots, hardware dots, reductions: which kernel),
//! [`block`] (dequantise and quantise), [`tensors`] (constants, empty, splat, cast, reshapes),
//! [`calls`] (call and return) and [`bridges`] (the foreign ops of a mixed module). The families
//! import [`function`] (and `calls` imports `bridges`), the kernels and the builders, never this
//! file or one another otherwise.

mod block;
mod bridges;
mod calls;
mod contractions;
mod elementwise;
mod function;
mod signature;
mod tensors;

use crate::pass::lpf_pass;
use crate::to_llvm::builders::dialects::{bufferization_handle, math_handle, omp_handle, vector_handle};
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use crate::to_llvm::fusion;
use crate::to_llvm::helpers::Library;
use function::{forever, key, FnLowering, Lowered};
use lpf_dialect::attrs;
use lpf_dialect::error::LpfError;
use lpf_dialect::lpf_dialect_handle;
use lpf_dialect::ops::LpfOp;
use melior::Context;
use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::FunctionType;
use melior::ir::{Block, BlockRef, OperationRef, RegionLike, TypeLike, Value, ValueLike};
use melior::pass::ExternalPass;
use signature::{function_type, is_helper, symbol, Buffered};
use std::collections::HashMap;

lpf_pass!(
    "lpf-tensor-to-loops",
    "LpfTensorToLoops",
    "Bufferize lpf functions: memref arguments and out-parameters (C interface), tensor ops as ordered scf loops of scalar lpf ops",
    run,
    [
        lpf_dialect_handle(),
        DialectHandle::func(),
        // A hardware dot's run-time size checks report through LLVM-dialect calls (matrix_units).
        DialectHandle::llvm(),
        DialectHandle::scf(),
        DialectHandle::memref(),
        DialectHandle::arith(),
        math_handle(),
        vector_handle(),
        omp_handle(),
        bufferization_handle()
    ]
);

fn run(root: OperationRef, pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let target = match Target::of_module(root) {
        Ok(target) => target,
        Err(message) => {
            LpfError::unsupported(message).emit(root.location());
            pass.signal_failure();
            return;
        }
    };
    let mut library = Library::new(context, body);
    let mut functions = Vec::new();
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") && !is_helper(op) {
            functions.push(op);
        }
    }
    // Result types of every function before rewriting, for call sites.
    let mut signatures = HashMap::new();
    for f in &functions {
        if let (Some(name), Some(ty)) = (symbol(*f), function_type(*f)) {
            signatures.insert(name, ty);
        }
    }
    let mut failed = false;
    for f in functions {
        if let Err(error) = lower_function(context, f, &mut library, &signatures, &target) {
            error.emit(f.location());
            failed = true;
        }
    }
    parallel::declare_runtime(context, body);
    if failed {
        pass.signal_failure();
    }
}

fn lower_function<'c>(
    context: &'c Context,
    func_op: OperationRef<'c, '_>,
    library: &mut Library<'c, '_>,
    signatures: &HashMap<String, FunctionType<'c>>,
    target: &Target,
) -> Lowered<'c, ()> {
    let location = func_op.location();
    let ty = function_type(func_op).ok_or("func.func has no function_type")?;
    let region = func_op.region(0).map_err(|_| "func.func has no body region")?;
    let Some(old_block) = region.first_block() else {
        return Err(LpfError::unsupported("the LLVM exit lowers functions with bodies only (declare external kernels as lpf functions)"));
    };
    if old_block.next_in_region().is_some() {
        return Err(LpfError::unsupported("functions with several blocks are not supported by the LLVM exit"));
    }
    let Buffered { inputs, results, arg_types } = signature::bufferize(context, ty)?;
    let new_block = Block::new(&arg_types.iter().map(|t| (*t, location)).collect::<Vec<_>>());
    // SAFETY: the block is appended to the function's region below and lives as long as it.
    let block_ref = unsafe { BlockRef::from_raw(new_block.to_raw()) };
    let entry = Ir::new(context, location, At::End(block_ref));
    let mut lowering = FnLowering {
        library,
        signatures,
        target: *target,
        map: HashMap::new(),
        temporaries: Vec::new(),
        outs: Vec::new(),
        deferred: HashMap::new(),
        tensors: HashMap::new(),
    };
    for (i, t) in inputs.iter().enumerate() {
        let arg: Value = block_ref.argument(i).expect("argument").into();
        let old: Value = old_block.argument(i)?.into();
        let value = if t.is_tensor() { arg } else { loops::load(&entry, arg, &[]) };
        lowering.map.insert(key(old), forever(value));
    }
    for i in 0..results.len() {
        lowering.outs.push(block_ref.argument(inputs.len() + i).expect("out parameter").into());
    }
    let mut ops = Vec::new();
    let mut next = old_block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        ops.push(op);
    }
    let mut start = 0;
    while start < ops.len() {
        let end = fusion::run_end(&ops, start);
        let ir = Ir::new(context, ops[start].location(), At::End(block_ref));
        if !lowering.stays_on_tensors(ops[start]) {
            lowering.materialize(&ir, &ops[start..end]).map_err(|error| error.or_at(ops[start].location()))?;
        }
        if end - start > 1 {
            lowering.lower_fused(&ir, &ops[start..end])?;
        } else {
            lowering.lower(&ir, ops[start]).map_err(|error| error.or_at(ops[start].location()))?;
        }
        start = end;
    }

    signature::install(context, func_op, region, old_block, new_block, &arg_types, inputs.len(), results.len());
    Ok(())
}

impl<'c> FnLowering<'c, '_, '_> {
    /// One op (a run of element-wise ops goes to `lower_fused` instead): a foreign op stays on
    /// tensors, an lpf op goes to its family, the func and tensor ops to theirs.
    fn lower<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let tensor_result = op.results().any(|r| r.r#type().is_tensor());
        let tensor_operand = op.operands().any(|v| v.r#type().is_tensor());
        if self.stays_on_tensors(op) {
            return self.lower_foreign(ir, op);
        }
        if let Some(kind) = LpfOp::of(&op) {
            if let Some(lowered) = self.lower_lpf(ir, op, kind, tensor_result) {
                return lowered;
            }
        }
        match name.as_str() {
            "func.return" => self.lower_return(ir, op),
            "func.call" => self.lower_call(ir, op),
            "arith.constant" if tensor_result => self.lower_tensor_constant(ir, op),
            "tensor.empty" => self.lower_empty(ir, op),
            "tensor.splat" => self.lower_splat(ir, op),
            "tensor.cast" => self.lower_tensor_cast(ir, op),
            "tensor.reshape" | "tensor.collapse_shape" | "tensor.expand_shape" => self.lower_reshape(ir, op),
            "tensor.extract" => self.lower_extract(ir, op),
            "builtin.unrealized_conversion_cast" if tensor_result && tensor_operand => self.lower_same_buffer_cast(ir, op),
            _ if tensor_result || tensor_operand || op.region_count() > 0 => Err(LpfError::unsupported(
                "is not supported by the LLVM exit (it lowers the lpf ops, constants, func.call/return, tensor.empty/splat/cast/reshape/collapse_shape/expand_shape/extract, and the linalg ops that StableHLO's and CHLO's legalisations write, with the tensor ops feeding them)"
            ).op(name)),
            _ => self.clone_scalar(ir, op),
        }
    }

    /// One lpf op on tensors, by identity: every op of the dialect is lowered or refused here.
    /// `None`: an op on scalars, which stays for lpf-scalar-to-calls (cloned like any scalar op).
    fn lower_lpf<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, kind: LpfOp, tensor_result: bool) -> Option<Lowered<'c, ()>> {
        Some(match kind {
            LpfOp::Constant if tensor_result => self.lower_tensor_constant(ir, op),
            _ if tensor_result && fusion::is_elementwise_op(kind) => self.lower_elementwise(ir, op),
            // On scalars (the element-wise ops' scalar forms, a scalar constant).
            LpfOp::Constant | LpfOp::Convert | LpfOp::Binary(_) | LpfOp::Neg | LpfOp::Relu | LpfOp::LeakyRelu | LpfOp::Cmp => {
                return None
            }
            LpfOp::Dot => self.lower_dot(ir, op),
            // No kernel yet (issue 38: im2col into the ordered dot kernel); refused by name.
            LpfOp::Conv => self.lower_conv(ir, op),
            LpfOp::ReduceSum => self.lower_reduce(ir, op),
            LpfOp::DequantizeBlock => self.lower_dequantize(ir, op),
            LpfOp::QuantizeBlock => self.lower_quantize(ir, op),
            // A matrix unit's block-scaled instruction: its own kernel (lpf-decompose-scaled-dot
            // leaves these); every other scaled_dot is decomposed first.
            LpfOp::ScaledDot => match attrs::hardware(&op) {
                Ok(Some(unit)) => self.lower_hardware_scaled_dot(ir, op, &unit),
                Ok(None) => Err(LpfError::unsupported("lpf.scaled_dot reaches the LLVM exit only through lpf-decompose-scaled-dot (part of --lower-to-llvm)")),
                Err(e) => Err(e.into()),
            },
        })
    }
}
