//! `--backend ref` on modules that mix lpf ops with StableHLO and CHLO (issue 21): StableHLO's own
//! reference interpreter (third_party/stablehlo, `lpf_stablehlo::interpret`) runs the entry
//! function, and hands every op it does not know to lpf-run's evaluator ([`Interpreter`]): the lpf
//! ops on the numerics crate, constants, reshapes. There is no second StableHLO evaluator here:
//! only a few data-movement, element-wise and reduce ops are taken from the interpreter for
//! speed, with its bits (`super::taken`).
//!
//! CHLO is first legalised to StableHLO with upstream's `chlo-legalize-to-stablehlo`, on a copy.
//! Values cross as the interpreter's bytes, decoded to and from lpf-run's codes by their MLIR
//! types, so every value keeps its bits. Upstream ends the process on what it cannot run, so the
//! whole program is checked first ([`check`]) and refused with a located E0915 naming the op.

use super::buffer::Buffer;
use super::error::RunError;
use super::eval::Interpreter;
use super::op::{position_of, Op};
use lpf_dialect::error::LpfError;
use lpf_lowering::hlo_defined;
use lpf_lowering::hlo_regions::interpreter_hands_over;
use lpf_lowering::ir_numerics::{type_info, Element};
use lpf_stablehlo::interpret::{element_bytes, interpret, interpreter_holds, interpreter_runs, InterpretError};
use melior::Context;
use melior::ir::attribute::StringAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{Module, OperationRef, RegionLike, Type, ValueLike};
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use std::collections::HashMap;

/// Whether `module` holds a StableHLO or CHLO op, or an op its preparation rewrites into
/// StableHLO ops (the raise's bf16 x bf16 -> f32 dot and sum of widened bf16, in XLA's order on
/// this host: pure-lpf modules keep lpf-run's own evaluator).
pub fn uses_stablehlo(module: &Module) -> bool {
    let mut found = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name.starts_with("stablehlo.") || name.starts_with("chlo.") || hlo_defined::is_xla_bf16_dot(op) || hlo_defined::is_xla_raised_sum(op) || hlo_defined::is_xla_f32_dot(op) {
            found = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// Runs `entry` of `module` on `args` (checked against its signature by the caller).
pub fn run(context: &Context, module: &Module, entry: &str, args: &[Buffer], source: (&str, &str)) -> Result<Vec<Buffer>, RunError> {
    prepare(context, module, entry, source)?.execute(args)
}

/// A module made ready for the interpreter ([`prepare`]): a copy with XLA's arithmetic
/// rewritten in, CHLO legalised and the ops lpf-run takes renamed. A served lpf-run keeps it
/// for the next call of the same module (`super::prepared`).
pub struct Prepared<'c> {
    module: Module<'c>,
    entry: String,
}

/// Prepares `entry` of `module` for [`Prepared::execute`] (the module itself is left as it is).
pub fn prepare<'c>(context: &'c Context, module: &Module<'c>, entry: &str, source: (&str, &str)) -> Result<Prepared<'c>, RunError> {
    // SAFETY: a deep copy of a live module operation; the copy is owned by the new Module.
    let copy = unsafe { Module::from_raw(mlir_sys::mlirModuleFromOperation(mlir_sys::mlirOperationClone(module.as_operation().to_raw()))) };
    // Calls inside loops and branches inlined first, as the LLVM exit inlines them: the rewrites
    // below then see one expression where XLA (which inlines every call) does, and write
    // `math.fma` (taken by lpf-run) at a function's top level only.
    if let Some(op) = hlo_defined::first_oversized_op(copy.as_operation()) {
        let name = op.name().as_string_ref().as_str().unwrap_or("<op>").to_string();
        return Err(RunError::at(position_of(op), LpfError::unsupported("has a value of more than 2^63 - 1 elements").op(name.as_str())));
    }
    raised_contractions(&copy)?;
    lpf_lowering::to_llvm::foreign::control_flow::inline_calls_in_control_flow(copy.as_operation());
    // Element-wise functions (jax's `@relu`) inlined as on the LLVM exit: XLA's fusions of
    // their producers are what the rewrites below follow.
    lpf_lowering::to_llvm::foreign::control_flow::inline_elementwise_calls(copy.as_operation());
    xla_functions(&copy)?;
    legalize_chlo(context, &copy, source)?;
    composites_as_calls(&copy);
    super::only_what_entry_reaches(&copy, entry, Some("StableHLO's reference interpreter has no bound on its call depth"))?;
    defined_results(&copy)?;
    lpf_lowering::to_llvm::foreign::scatter::partial_window_scatters_as_loops(context, copy.as_operation());
    fresh_scatter_inputs(&copy)?;
    let functions = functions_of(&copy);
    if !functions.contains_key(entry) {
        return Err(RunError::at(None, format!("no func.func @{entry} after legalising CHLO")));
    }
    for function in functions.values() {
        check(*function)?;
    }
    drop(functions);
    super::taken::take(&copy);
    Ok(Prepared { module: copy, entry: entry.to_string() })
}

impl Prepared<'_> {
    /// Runs the prepared entry on `args` (checked against its signature by the caller).
    pub fn execute(&self, args: &[Buffer]) -> Result<Vec<Buffer>, RunError> {
        let entry = self.entry.as_str();
        let functions = functions_of(&self.module);
        let func = *functions.get(entry).ok_or_else(|| RunError::at(None, format!("no func.func @{entry} after legalising CHLO")))?;
        let interpreter = Interpreter::new(functions.clone());
        let arg_bytes: Vec<Vec<u8>> = args.iter().map(encode).collect();
        let arg_slices: Vec<&[u8]> = arg_bytes.iter().map(Vec::as_slice).collect();
        let mut fallback = |op: OperationRef, operands: &[&[u8]], results: &mut [&mut [u8]]| -> Result<(), RunError> {
            // SAFETY: the same live op, seen with the lifetimes of the module copy it belongs to.
            let op: OperationRef = unsafe { OperationRef::from_raw(op.to_raw()) };
            evaluate_one(&interpreter, op, operands, results)
        };
        let outputs = interpret(func, &arg_slices, &mut fallback).map_err(|error| match error {
            InterpretError::Fallback(error) => error,
            InterpretError::NotAFunction => RunError::at(position_of(func), format!("@{entry} is not a func.func of one block taking {} arguments", args.len())),
        })?;

        let block = func.region(0).ok().and_then(|r| r.first_block());
        let terminator = block.and_then(|b| b.terminator()).ok_or_else(|| RunError::at(position_of(func), "function body has no terminator"))?;
        let types: Vec<Type> = terminator.operands().map(|v| v.r#type()).collect();
        if types.len() != outputs.len() {
            return Err(RunError::at(position_of(func), "internal error: the interpreter returned another number of results"));
        }
        types.iter().zip(&outputs).map(|(ty, bytes)| decode(*ty, bytes).map_err(|m| RunError::at(position_of(terminator), m))).collect()
    }
}

/// The raise's bf16 x bf16 -> f32 dots as XLA's bf16 kernel sums them on this host, its sums of
/// widened bf16 values as XLA's widening and f32 reduce (ordered later as XLA orders them), and
/// its bf16 dots XLA computes as f32 dots, as the LLVM exit's lpf-foreign-prepare rewrites them:
/// before the calls in loops are inlined, at the top level of the functions the raise wrote (a
/// scanned layer's body function: its LayerNorm's `lpf.reduce_sum` was refused inside the loop).
fn raised_contractions(module: &Module) -> Result<(), RunError> {
    // The rewrites' own markers, which a program cannot set (as the LLVM exit takes them off).
    hlo_defined::unmark_k_blocks(module.as_operation());
    hlo_defined::unmark_kept_adds(module.as_operation());
    rewrite_each(ops_matching(module, hlo_defined::is_xla_bf16_dot), hlo_defined::xla_bf16_dot)?;
    rewrite_each(ops_matching(module, hlo_defined::is_xla_raised_sum), hlo_defined::xla_raised_sum)?;
    rewrite_each(ops_matching(module, hlo_defined::is_xla_f32_dot), hlo_defined::xla_f32_dot)
}

/// One op the interpreter handed over, on lpf-run's evaluator.
fn evaluate_one<'c, 'a>(interpreter: &Interpreter<'c, 'a>, op: OperationRef<'c, 'a>, operands: &[&[u8]], results: &mut [&mut [u8]]) -> Result<(), RunError> {
    let name = op.name().as_string_ref().as_str().unwrap_or("<op>").to_string();
    if let Some(original) = super::taken::original_name(&name) {
        return super::taken::evaluate(op, original, operands, results);
    }
    let at = |message: String| RunError::at(position_of(op), format!("'{name}': {message}"));
    let mut inputs = Vec::with_capacity(operands.len());
    for (operand, bytes) in op.operands().zip(operands) {
        inputs.push(decode(operand.r#type(), bytes).map_err(at)?);
    }
    let current = Op { op, name: name.clone(), inputs: inputs.iter().collect() };
    let outputs = interpreter.evaluate_checked(&current, 0)?;
    if outputs.len() != results.len() {
        return Err(at(format!("internal error: {} results computed, {} expected", outputs.len(), results.len())));
    }
    for (output, slot) in outputs.iter().zip(results.iter_mut()) {
        let bytes = encode(output);
        if bytes.len() != slot.len() {
            return Err(at(format!("internal error: a result of {} bytes, {} expected", bytes.len(), slot.len())));
        }
        slot.copy_from_slice(&bytes);
    }
    Ok(())
}

/// f32 functions as XLA CPU computes them (`hlo_defined::xla_math`: CHLO's erf among them, so
/// before CHLO's legalisation), their fused multiply-adds in StableHLO ops the interpreter
/// computes exactly (the LLVM exit runs the same rewrite with `math.fma`).
fn xla_functions(module: &Module) -> Result<(), RunError> {
    // Divisions by a power, exp or rsqrt as XLA's simplifier writes them, before XLA's functions
    // take the new exp (and, later, its rsqrt the new sqrt's neighbours), as on the LLVM exit.
    rewrite_each(ops_matching(module, hlo_defined::is_divide_by_function), hlo_defined::xla_divide_by_function)?;
    rewrite_each(ops_matching(module, hlo_defined::is_reassociated), hlo_defined::xla_reassociated)?;
    // A causal softmax's first key first: it asks whether the subtraction feeds an `exp`.
    rewrite_each(ops_matching(module, hlo_defined::is_causal_first_key), hlo_defined::xla_causal_first_key)?;
    rewrite_each(ops_matching(module, hlo_defined::is_xla_math), hlo_defined::xla_math)
}

/// Rewrites, on the copy, the StableHLO ops whose result the interpreter does not give as XLA
/// does (issue 41; `lpf_lowering::hlo_defined`): integer division and remainder, which it
/// computes with APInt (SIGFPE on a zero divisor and on INT_MIN / -1), TOTALORDER compares of
/// floats, which it compares as FLOAT, and converts into f4E2M1FN, f6E2M3FN, f6E3M2FN and
/// f8E8M0FNU, which APFloat rounds unlike XLA (±inf -> ±0; E8M0: -4 -> 4, 0 -> 2^-127), and converts
/// out of f8E8M0FNU (APFloat decoded its NaN code 0xFF as +inf; lpf-diff): those
/// become lpf.convert on the numerics crate, which the interpreter hands to lpf-run's evaluator
/// at a function's top level only, so inside a StableHLO region such a convert is refused.
/// Batch norms, which the interpreter refuses as decomposable, become XLA's expansion of them
/// (the LLVM exit runs the same one). Divisions of FP4/FP6 values, where APFloat gives +0 for
/// x / 0, become XLA's (NaN -> -0, ±inf -> ±max), in StableHLO ops: after the converts' walk,
/// whose rewrite into lpf.convert the new in-range converts do not need. So do integers
/// converted into f8E8M0FNU (APFloat: -4 -> 4, 0 -> 2^-127; XLA: NaN), and integer powers
/// (the interpreter's exact modular power; XLA's takes the exponent's low 6 bits). A
/// `dynamic_iota` of a static shape (torch-mlir's) becomes the `iota` the interpreter runs, and
/// a negate of f8E8M0FNU values XLA's NaN (the interpreter negated the APFloat), and E8M0
/// add/subtract/multiply/divide XLA's (APFloat subtracted magnitudes: 2^-127 - 2^-126 gave 2.0).
/// An f32/f64 power by a constant 2 or 3 is XLA's multiplies (the interpreter's pow rounds the
/// cube once; XLA's algebraic simplifier writes `(x * x) * x`), and an f32/f64 division by a
/// constant XLA's multiply by the rounded inverse. A float reduce_window sum that
/// XLA CPU adds otherwise than row-major (padded windows: flax's SAME avg_pool) is XLA's adds in
/// XLA's order (the interpreter adds row-major).
fn defined_results(module: &Module) -> Result<(), RunError> {
    let mut divisions = Vec::new();
    let mut compares = Vec::new();
    let mut converts = Vec::new();
    let mut batch_norms = Vec::new();
    let mut finite_divisions = Vec::new();
    let mut int_to_e8m0 = Vec::new();
    let mut powers = Vec::new();
    let mut small_powers = Vec::new();
    let mut window_sums = Vec::new();
    let mut cumulatives = Vec::new();
    let mut iotas = Vec::new();
    let mut e8m0_negates = Vec::new();
    let mut e8m0_arithmetic = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if hlo_defined::is_static_dynamic_iota(op) {
            iotas.push(op.to_raw());
        } else if hlo_defined::is_e8m0_negate(op) {
            e8m0_negates.push(op.to_raw());
        } else if hlo_defined::is_e8m0_arithmetic(op) {
            e8m0_arithmetic.push(op.to_raw());
        } else if hlo_defined::is_finite_format_division(op) {
            finite_divisions.push(op.to_raw());
        } else if hlo_defined::is_int_to_e8m0(op) {
            int_to_e8m0.push(op.to_raw());
        } else if hlo_defined::is_integer_power(op) {
            powers.push(op.to_raw());
        } else if hlo_defined::is_small_power(op) {
            small_powers.push(op.to_raw());
        } else if hlo_defined::is_reordered_window_sum(op) {
            window_sums.push(op.to_raw());
        } else if hlo_defined::is_xla_cumulative(op) {
            cumulatives.push(op.to_raw());
        } else if hlo_defined::is_batch_norm(op) {
            batch_norms.push(op.to_raw());
        } else if hlo_defined::is_integer_division(op) {
            divisions.push(op.to_raw());
        } else if hlo_defined::is_total_order_compare(op) {
            compares.push(op.to_raw());
        } else if hlo_defined::convert_formats(op)
            .is_some_and(|(from, to)| hlo_defined::interpreter_converts_wrongly(to) || from == lpf_numerics::Format::F8E8M0FNU)
        {
            converts.push(op.to_raw());
        }
        WalkResult::Advance
    });
    rewrite_each(iotas, hlo_defined::static_iota)?;
    rewrite_each(batch_norms, hlo_defined::expand_batch_norm)?;
    rewrite_each(small_powers, hlo_defined::xla_small_power)?;
    rewrite_each(window_sums, hlo_defined::xla_window_sum)?;
    rewrite_each(cumulatives, hlo_defined::xla_cumulative)?;
    for raw in converts {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let top_level = lpf_lowering::melior_ext::at_function_top_level(op);
        let (from, to) = hlo_defined::convert_formats(op).map(|(from, to)| (from.to_string(), to.to_string())).unwrap_or_default();
        if !top_level {
            return Err(RunError::at(
                position_of(op),
                LpfError::unsupported(format!(
                    "converts {from} into {to} inside a StableHLO region: StableHLO's reference interpreter converts it unlike XLA \
                     (±inf, NaN, zero, negatives), so lpf-run computes it with lpf.convert, which the interpreter hands over only \
                     at a function's top level"
                ))
                .op("stablehlo.convert"),
            ));
        }
        hlo_defined::convert_to_lpf(op).map_err(|e| RunError::at(position_of(op), e.to_string()))?;
    }
    rewrite_each(divisions, hlo_defined::guard_integer_division)?;
    rewrite_each(compares, hlo_defined::total_order_compare)?;
    rewrite_each(finite_divisions, hlo_defined::finite_format_division)?;
    rewrite_each(int_to_e8m0, hlo_defined::int_to_e8m0)?;
    rewrite_each(powers, hlo_defined::xla_integer_power)?;
    rewrite_each(e8m0_negates, hlo_defined::e8m0_negate)?;
    rewrite_each(e8m0_arithmetic, hlo_defined::e8m0_arithmetic)?;
    // The adds XLA hands YNNPACK with a dot, while the dots are whole (as the LLVM exit's
    // lpf-foreign-prepare marks them); f32 convolutions as XLA's patches and dot, which the dot
    // rule below then orders.
    hlo_defined::mark_ynn_fusions(module.as_operation());
    rewrite_each(ops_matching(module, hlo_defined::is_xla_convolution), hlo_defined::xla_convolution)?;
    rewrite_each(ops_matching(module, hlo_defined::is_swapped_dot), hlo_defined::xla_swapped_dot)?;
    rewrite_each(ops_matching(module, hlo_defined::is_multi_dimension_dot), hlo_defined::xla_canonical_dot)?;
    // Sums of squares of short rows as XLA's loop computes them (fused multiply-adds).
    rewrite_each(ops_matching(module, hlo_defined::is_square_sum), hlo_defined::xla_square_sum)?;
    // Last, on what the rewrites above wrote too (a batch norm's mean is a division by N), as
    // the LLVM exit's lpf-foreign-prepare does after its batch norms.
    let mut constant_divides = Vec::new();
    let mut broadcast_divides = Vec::new();
    let mut reduce_sums = Vec::new();
    let mut laned_dots = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if hlo_defined::is_laned_dot(op) {
            laned_dots.push(op.to_raw());
        } else if hlo_defined::is_constant_divide(op) {
            constant_divides.push(op.to_raw());
        } else if hlo_defined::is_broadcast_divide(op) {
            broadcast_divides.push(op.to_raw());
        } else if let Some(order) = hlo_defined::xla_sum_order(op) {
            // Decided here, on the program as written: the rewrites before it (a dot's) and of
            // other sums (a sum of sums) change the producer the order looks at.
            reduce_sums.push((op.to_raw(), order));
        }
        WalkResult::Advance
    });
    rewrite_each(laned_dots, hlo_defined::xla_dot_lanes)?;
    // The f32 dots left inside branches and other regions the interpreter keeps (lpf-run's FMA
    // dots take those of the top level and of `while` regions).
    rewrite_each(ops_matching(module, hlo_defined::is_kept_loop_dot), hlo_defined::xla_loop_dot)?;
    rewrite_each(constant_divides, hlo_defined::xla_constant_divide)?;
    rewrite_each(broadcast_divides, hlo_defined::xla_broadcast_divide)?;
    // Products of constants the divisions above wrote (`(x / 3) * 5`), as on the LLVM exit.
    rewrite_each(ops_matching(module, hlo_defined::is_reassociated), hlo_defined::xla_reassociated)?;
    for (raw, order) in reduce_sums {
        // SAFETY: collected by the walk above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let position = position_of(op);
        hlo_defined::xla_reduce_sum_in(op, order).map_err(|e| RunError::at(position, e.to_string()))?;
    }
    // rsqrt after the batch norms, whose expansion takes XLA's rsqrt too, and before the fused
    // multiply-adds, which contract its products as XLA's LLVM does.
    rewrite_each(ops_matching(module, hlo_defined::is_xla_rsqrt), hlo_defined::xla_rsqrt)?;
    // After the divisions, which XLA's simplifier also turns into products first; with the
    // calls inside loops and branches inlined first, as the LLVM exit inlines them before its
    // fused multiply-adds (a product returned by a callee and added in the loop is then one
    // expression there, as XLA, which inlines every call, sees it).
    // The lpf ops a callee brings into a loop become the StableHLO of their contract there, as
    // on the LLVM exit (the interpreter hands lpf-run only top-level ops).
    lpf_lowering::to_llvm::foreign::control_flow::inline_calls_in_control_flow(module.as_operation());
    lpf_lowering::to_llvm::foreign::control_flow::lpf_ops_in_control_flow_as_stablehlo(context_of(module.as_operation()), module.as_operation());
    rewrite_each(ops_matching(module, hlo_defined::is_multiply_by_one), hlo_defined::xla_multiply_by_one)?;
    rewrite_each(ops_matching(module, hlo_defined::is_add_of_zero), hlo_defined::xla_add_of_zero)?;
    rewrite_each(ops_matching(module, hlo_defined::is_moved_product), hlo_defined::xla_moved_product)?;
    rewrite_each(ops_matching(module, hlo_defined::is_fused_multiply_add), hlo_defined::xla_fused_multiply_add)?;
    Ok(())
}

/// Each `stablehlo.scatter`'s inputs through a same-type `stablehlo.reshape`, a copy: the
/// interpreter's scatter (upstream Ops.cpp, `scatterOp`) starts its results as handles of its
/// inputs and writes the updates into them, so the input tensor itself changed, and with it
/// every other use of that value (two scatters of one operand gave the second's result for both,
/// `x.at[i].set(v)` changed `x`). The copy gives the interpreter a tensor of its own to write.
fn fresh_scatter_inputs(module: &Module) -> Result<(), RunError> {
    let mut scatters = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("stablehlo.scatter") {
            scatters.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in scatters {
        // SAFETY: collected above; only operands of the scatter change and ops go in before it.
        let op = unsafe { OperationRef::from_raw(raw) };
        let inputs = (op.operand_count().saturating_sub(1)) / 2;
        let block = op.block().ok_or_else(|| RunError::at(position_of(op), "a scatter outside a block"))?;
        for i in 0..inputs {
            let input = op.operand(i).map_err(|e| RunError::at(position_of(op), e.to_string()))?;
            let copy = lpf_lowering::melior_ext::build(context_of(op), "stablehlo.reshape", op.location(), &[input], &[], &[input.r#type()])
                .map_err(|e| RunError::at(position_of(op), e.to_string()))?;
            let copy = block.insert_operation_before(op, copy);
            let value = copy.result(0).map_err(|e| RunError::at(position_of(op), e.to_string()))?;
            // SAFETY: `op` is live and `value` dominates it (inserted just before).
            unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), i as isize, value.to_raw()) };
        }
    }
    Ok(())
}

fn context_of<'c>(op: OperationRef<'c, '_>) -> &'c Context {
    lpf_dialect::context::context_of(op.context())
}

/// The ops of `module` that `matches`, in pre-order (collected before any is rewritten).
fn ops_matching(module: &Module, matches: fn(OperationRef) -> bool) -> Vec<mlir_sys::MlirOperation> {
    let mut found = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if matches(op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    found
}

/// Runs `rewrite` on each op `defined_results` collected, in order; a failure is located at the
/// op.
fn rewrite_each(ops: Vec<mlir_sys::MlirOperation>, rewrite: for<'c, 'a> fn(OperationRef<'c, 'a>) -> Result<(), LpfError<'c>>) -> Result<(), RunError> {
    for raw in ops {
        // SAFETY: collected by `defined_results`' walk; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let position = position_of(op);
        rewrite(op).map_err(|e| RunError::at(position, e.to_string()))?;
    }
    Ok(())
}

/// Refuses, with a located E0915, what the interpreter would end the process on: a function
/// of several blocks, a value type it cannot hold, an op neither it nor lpf-run's evaluator runs,
/// and one of lpf-run's ops inside a StableHLO region (the interpreter hands over only the ops
/// at a function's top level and in `while` regions; `math.fma` alone is let through there).
fn check(func: OperationRef) -> Result<(), RunError> {
    let body = func.region(0).map_err(|_| RunError::at(position_of(func), "function has no body"))?;
    let Some(block) = body.first_block() else { return Ok(()) };
    if block.next_in_region().is_some() {
        return Err(RunError::at(
            position_of(func),
            LpfError::unsupported("functions with several blocks (unstructured control flow) are not supported by lpf-run's ref backend"),
        ));
    }
    for index in 0..block.argument_count() {
        let ty = block.argument(index).map(|a| a.r#type()).map_err(|e| RunError::at(position_of(func), e.to_string()))?;
        if !interpreter_holds(ty) {
            return Err(RunError::at(position_of(func), LpfError::unsupported(format!("argument {index} of type {ty} {HOLDS}")).op("func.func")));
        }
    }
    let mut problem = None;
    func.walk(WalkOrder::PreOrder, |op| {
        if op.to_raw().ptr == func.to_raw().ptr {
            return WalkResult::Advance;
        }
        problem = refusal(op, func);
        if problem.is_some() { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    problem.map_or(Ok(()), Err)
}

/// What the interpreter holds, for messages.
const HOLDS: &str = "cannot cross into StableHLO's reference interpreter (it holds statically shaped tensors of builtin \
                     floats except tf32, i1, and signless or unsigned 2/4/8/16/32/64-bit integers; no scalars)";

fn refusal(op: OperationRef, func: OperationRef) -> Option<RunError> {
    let name = op.name().as_string_ref().as_str().unwrap_or("<op>").to_string();
    let at = |message: String| Some(RunError::at(position_of(op), LpfError::unsupported(message).op(name.as_str())));
    for value in op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type())) {
        if !interpreter_holds(value) {
            return at(format!("has a value of type {value}, which {HOLDS}"));
        }
    }
    if name == "stablehlo.composite" {
        return at("is not run by --backend ref as it is (StableHLO's reference interpreter crashes on it): raise the module first (lpf-opt --raise-stablehlo)".into());
    }
    if interpreter_runs(op) {
        return None;
    }
    let top_level = op.parent_operation().is_some_and(|p| p.to_raw().ptr == func.to_raw().ptr);
    if !Interpreter::evaluates(&name) {
        return at(format!(
            "is run neither by StableHLO's reference interpreter nor by lpf-run's evaluator (lpf ops, arith.constant, \
             tensor.empty/splat/reshape/collapse_shape/expand_shape/cast)"
        ));
    }
    // The interpreter hands lpf-run the ops of `while` regions too (upstream's `whileOp`
    // evaluates them with the same fallback): XLA's fused multiply-adds there (FmaForm::
    // NativeWhereHandedOver) are computed natively, one op instead of the twenty of their
    // StableHLO emulation.
    if !top_level && !(name == "math.fma" && interpreter_hands_over(op)) {
        return at("is inside a StableHLO region: StableHLO's reference interpreter hands lpf-run only the ops at a function's top level and in `while` regions".into());
    }
    None
}

/// Each `stablehlo.composite` on the copy as the `func.call` of its decomposition (what it means,
/// and what XLA runs; the raise does the same, `raise_stablehlo::mhlo_calls::composite_call`):
/// StableHLO's interpreter crashed on one (torchax's `torch.topk`, SIGSEGV). `xla.scaled_dot`,
/// which the raise makes `lpf.scaled_dot`, stays, and [`refusal`] refuses it at its location.
fn composites_as_calls(module: &Module) {
    let mut composites = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("stablehlo.composite") {
            composites.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in composites {
        // SAFETY: collected above; a rewrite erases only that op.
        lpf_lowering::raise_stablehlo::mhlo_calls::composite_call(unsafe { OperationRef::from_raw(raw) });
    }
}

/// Legalises CHLO to StableHLO in place (a no-op on modules without CHLO).
fn legalize_chlo(context: &Context, module: &Module, (name, text): (&str, &str)) -> Result<(), RunError> {
    // Without CHLO ops there is nothing to legalise (building and running the pass manager was a
    // sixth of a small model's served call).
    let mut chlo = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        chlo = op.name().as_string_ref().as_str().is_ok_and(|n| n.starts_with("chlo."));
        if chlo { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    if !chlo {
        return Ok(());
    }
    lpf_stablehlo::register_passes();
    let collector = crate::diagnostics::Collector::attach(context);
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(func.func(chlo-legalize-to-stablehlo))")
        .map_err(|e| RunError::at(None, format!("cannot build the CHLO legalisation: {e}")))?;
    // SAFETY: runs the pass manager on the live module op; `Module` gives no &mut for a copy.
    let result = unsafe { mlir_sys::mlirPassManagerRunOnOp(manager.to_raw(), module.as_operation().to_raw()) };
    for diagnostic in collector.take() {
        eprintln!("{}", diagnostic.render(name, text));
    }
    if result.value == 0 {
        return Err(RunError::at(None, LpfError::unsupported(format!("CHLO in '{name}' cannot be legalised to StableHLO for --backend ref (see above)"))));
    }
    Ok(())
}

fn functions_of<'c, 'm>(module: &'m Module<'c>) -> HashMap<String, OperationRef<'c, 'm>> {
    let mut functions = HashMap::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            if let Some(symbol) = op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()) {
                functions.insert(symbol.value().to_string(), op);
            }
        }
    }
    functions
}

/// Storage width in bits of an element, and the mask of its code.
fn width_of(element: Element) -> u32 {
    match element {
        Element::Float(format) => format.params().bits,
        Element::Int(ty) => ty.bits,
    }
}

/// A value in the interpreter's layout: each code in `max(width, 8) / 8` little-endian bytes.
pub fn encode(value: &Buffer) -> Vec<u8> {
    let size = element_bytes(width_of(value.element));
    let mut bytes = vec![0u8; value.codes.len() * size];
    lpf_numerics::kernels::layout::pack(&value.codes, size, &mut bytes);
    bytes
}

/// A value of type `ty` from the interpreter's bytes (codes masked to the element's width).
pub fn decode(ty: Type, bytes: &[u8]) -> Result<Buffer, String> {
    let info = type_info(ty).ok_or_else(|| format!("type {ty} is not supported by lpf-run"))?;
    let shape = info.static_shape().ok_or_else(|| format!("type {ty} has a dynamic shape"))?;
    let width = width_of(info.element);
    let size = element_bytes(width);
    let count: usize = shape.iter().product();
    if bytes.len() != count * size {
        return Err(format!("internal error: {} bytes for a value of type {ty} ({} expected)", bytes.len(), count * size));
    }
    let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    // Unpacked in the numerics crate, which is optimised even in debug builds (lpf-run is not).
    let codes = lpf_numerics::kernels::layout::unpack(bytes, size, mask);
    Ok(Buffer { element: info.element, shape, codes })
}
