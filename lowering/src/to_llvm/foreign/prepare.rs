//! `lpf-foreign-prepare`: the first step of `--lower-to-llvm`. On a module with StableHLO or
//! CHLO ops it runs upstream's `chlo-legalize-to-stablehlo` and `stablehlo-legalize-to-linalg`,
//! then `lpf-fuse-elementwise-ops` (upstream's `linalg-fuse-elementwise-ops`, except into the fused
//! multiply-add dots of loops: dialect/cpp/LpfFuseElementwise.cpp) (a broadcast and the element-wise ops reading it become one
//! loop nest: each fused body computes the same scalar ops on the same elements in the same
//! order, so no bit changes; the transformer block's 78 linalg ops become 18) (only then: the conversion driver also folds other ops it meets, lpf's among them, which would
//! change how a pure lpf module lowers). What they cannot convert stays and is refused, at the
//! op, by `lpf-tensor-to-loops` (E0915). An lpf op inside a StableHLO region is refused first,
//! at the lpf op (E0915): the exit lowers lpf ops only at a function's top level (but for the
//! dot and convert `control_flow` writes as the StableHLO of their contract).
//!
//! The linalg conversion of `stablehlo.reduce` wraps each scalar of the reduction body into a
//! rank-0 tensor (`tensor.from_elements`) and takes it out again (`tensor.extract`); on tensors
//! that is the identity, but bufferised it is an allocation per element. This folds each
//! `tensor.extract` of a rank-0 `tensor.from_elements` into the element itself and erases the
//! `from_elements` left without uses. Nothing else changes (a module without such pairs, e.g.
//! every pure lpf module, is untouched).
//!
//! Before the legalisation, each `stablehlo.dot_general` in a matmul layout becomes `lpf.dot
//! acc(f32)`, the f32 x f32 ones marked [`FMA_DOT`] (XLA CPU's fused multiply-adds; the marker is
//! first taken off every op, so only this pass sets it).

use crate::hlo_ops::HloOp;
use lpf_dialect::unwind::WalkGuarded;
use crate::pass::lpf_pass;
use crate::melior_ext::replace_op;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::block::BlockLike;
use melior::ir::{OperationRef, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;
use super::{handle, run_pipeline};

lpf_pass!(
    "lpf-foreign-prepare",
    "LpfForeignPrepare",
    "Fold the rank-0 tensor.from_elements/tensor.extract pairs of legalised StableHLO reductions (mixed modules on the LLVM exit)",
    run,
    [
        handle(mlir_sys::mlirGetDialectHandle__linalg__),
        handle(mlir_sys::mlirGetDialectHandle__tensor__),
        handle(mlir_sys::mlirGetDialectHandle__arith__),
        handle(mlir_sys::mlirGetDialectHandle__math__),
        handle(mlir_sys::mlirGetDialectHandle__scf__),
        handle(mlir_sys::mlirGetDialectHandle__complex__),
        handle(mlir_sys::mlirGetDialectHandle__bufferization__),
        handle(mlir_sys::mlirGetDialectHandle__vector__)
    ]
);

/// The unit attribute on an `lpf.dot` that stands for a foreign f32 x f32 `dot_general`: each
/// output is `s = fma(a_k, b_k, s)` for k = 0, 1, ... from +0, one rounding a step (XLA CPU's
/// arithmetic), instead of lpf.dot's rounded products. Set only by this pass (which first
/// removes it from every op) and read only by `lpf-tensor-to-loops`.
pub const FMA_DOT: &str = "lpf.foreign_fma";

/// StableHLO's and CHLO's legalisations to linalg, which the LLVM exit builds on.
const LEGALIZE: &str = "builtin.module(func.func(chlo-legalize-to-stablehlo),stablehlo-legalize-to-linalg,func.func(convert-elementwise-to-linalg))";
/// Then the element-wise fusion (module doc) and upstream MLIR's polynomial approximations of f32
/// `exp`, `tanh`, ... (`lpf-math-approximate`, dialect/cpp/LpfMathApproximate.cpp): arithmetic
/// that vectorises instead of a libm call per element (docs/llvm.md, "Mixed modules: speed",
/// states each function's measured error).
const FUSE: &str = "builtin.module(func.func(lpf-fuse-elementwise-ops),lpf-math-approximate)";

/// Whether some op of `root` is named `name`.
fn has_op(root: OperationRef, name: &str) -> bool {
    let mut found = false;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        found = name_of(op) == name;
        if found { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    found
}

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// StableHLO ops whose effects are only their results: a zero-element result of one of them is
/// an empty constant.
fn side_effect_free(name: &str) -> bool {
    name.starts_with("stablehlo.")
        && !matches!(
            name,
            "stablehlo.custom_call" | "stablehlo.rng" | "stablehlo.rng_bit_generator" | "stablehlo.infeed" | "stablehlo.outfeed"
                | "stablehlo.send" | "stablehlo.recv" | "stablehlo.optimization_barrier" | "stablehlo.after_all" | "stablehlo.create_token"
        )
}

/// Each side-effect-free StableHLO op of one statically shaped result with no elements (a slice
/// of a zero-size dimension, a concatenate of such slices) becomes `stablehlo.constant dense<>`:
/// it has no value to compute, and upstream's legalisation writes some of them as
/// `tensor.extract_slice`s whose verifier refuses an offset into a size-0 dimension (lpf-diff
/// finding 11: "offset 1 is out-of-bounds: 0 >= 0").
/// A `stablehlo.reduce` of inputs without elements is its inits, broadcast (the legalisation
/// refuses it).
fn empty_results(context: &Context, root: OperationRef) {
    let mut empty = Vec::new();
    let mut empty_reduces = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = name_of(op);
        if name == "stablehlo.reduce" && op.operand_count() == 2 * op.result_count() && op.operands().take(op.result_count()).all(|v| no_elements(v.r#type())) {
            empty_reduces.push(op.to_raw());
            return WalkResult::Advance;
        }
        if side_effect_free(&name) && name != "stablehlo.constant" && op.result_count() == 1 && op.region_count() == 0 {
            if op.result(0).is_ok_and(|r| no_elements(r.r#type())) {
                empty.push(op.to_raw());
            }
        }
        WalkResult::Advance
    });
    for raw in empty {
        // SAFETY: collected above; each op is replaced once and only it is erased.
        let op = unsafe { OperationRef::from_raw(raw) };
        let ty = op.result(0).expect("one result").r#type();
        let Some(value) = melior::ir::attribute::Attribute::parse(context, &format!("dense<> : {ty}")) else { continue };
        let Ok(constant) = crate::melior_ext::build(context, "stablehlo.constant", op.location(), &[], &[("value", value)], &[ty]) else { continue };
        let Some(block) = op.block() else { continue };
        let constant = block.insert_operation_before(op, constant);
        let new: Value = constant.result(0).expect("one result").into();
        crate::melior_ext::replace_op(op, &[new]);
    }
    for raw in empty_reduces {
        // SAFETY: as above.
        let op = unsafe { OperationRef::from_raw(raw) };
        let Some(block) = op.block() else { continue };
        let count = op.result_count();
        let mut inits = Vec::new();
        for i in 0..count {
            let (Ok(init), Ok(result)) = (op.operand(count + i), op.result(i)) else { return };
            let dims = melior::ir::attribute::Attribute::parse(context, "array<i64>").expect("an empty dense array");
            let Ok(broadcast) = crate::melior_ext::build(context, "stablehlo.broadcast_in_dim", op.location(), &[init], &[("broadcast_dimensions", dims)], &[result.r#type()]) else { return };
            let broadcast = block.insert_operation_before(op, broadcast);
            inits.push(broadcast.result(0).expect("one result").into());
        }
        crate::melior_ext::replace_op(op, &inits);
    }
}

/// Whether `ty` is a statically shaped tensor with a size-0 dimension.
fn no_elements(ty: melior::ir::Type) -> bool {
    let ty = melior::ir::TypeLike::to_raw(&ty);
    // SAFETY: type queries on a live type; dims only of a statically shaped ranked tensor.
    unsafe {
        mlir_sys::mlirTypeIsARankedTensor(ty)
            && mlir_sys::mlirShapedTypeHasStaticShape(ty)
            && (0..mlir_sys::mlirShapedTypeGetRank(ty)).any(|d| mlir_sys::mlirShapedTypeGetDimSize(ty, d as isize) == 0)
    }
}

/// Every `stablehlo.dot_general` in a matmul layout into f32 as `lpf.dot acc(f32)` (behind
/// transposes), computed by lpf's packed kernel
/// ([`crate::raise_stablehlo::dot::dot_general_to_lpf_dot`]). One with f32 x f32 operands is
/// marked [`FMA_DOT`]: the kernel computes it as XLA CPU does, fused multiply-adds in k order
/// (docs/llvm.md, "Foreign f32 dots"); the others' products are exact in f32 (bf16, f16, f8
/// operands), so rounded and fused products give the same bits, those of the linalg loops the
/// dot would become.
fn dots_to_lpf(root: OperationRef) {
    let mut dots = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        // At a function's top level only: the exit lowers lpf ops there, not inside a loop's or
        // a branch's region (a dot there stays linalg's, the same bits).
        let top_level = crate::melior_ext::at_function_top_level(op);
        if HloOp::of(&op) == Some(HloOp::DotGeneral) && top_level {
            dots.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let name = fma_dot_name();
    for raw in dots {
        // SAFETY: collected above; a replacement erases only the dot itself.
        let op = unsafe { OperationRef::from_raw(raw) };
        let f32_operands = op.operand_count() == 2
            && op.operands().all(|v| crate::raise_stablehlo::xla::element_format(v.r#type()) == Some(lpf_numerics::Format::F32));
        if f32_operands {
            // Inherited by the lpf.dot (a discardable attribute), taken off again if the dot stays.
            crate::melior_ext::set_attribute(op, FMA_DOT, melior::ir::attribute::Attribute::unit(lpf_dialect::context::context_of(op.context())));
        }
        if !crate::raise_stablehlo::dot::dot_general_to_lpf_dot(op) && f32_operands {
            // SAFETY: the dot is live (not replaced).
            unsafe { mlir_sys::mlirOperationRemoveAttributeByName(raw, name) };
        }
    }
}

fn fma_dot_name() -> mlir_sys::MlirStringRef {
    mlir_sys::MlirStringRef { data: FMA_DOT.as_ptr() as *const _, length: FMA_DOT.len() }
}

/// [`FMA_DOT`], XLA's K blocks ([`crate::hlo_defined::K_BLOCK`]), the loop dots' marker
/// ([`crate::hlo_defined::LOOP_FMA`]) and the kept adds ([`crate::hlo_defined::KEPT_ADD`]) taken
/// off every op of the module (any module, foreign or not), before the rewrites set them: the
/// markers are the exit's own, so a program cannot ask for them, and a user's `lpf.dot` keeps
/// its contract (rounded products, one k order).
fn unmark(root: OperationRef) {
    crate::melior_ext::remove_attribute_everywhere(root, FMA_DOT);
    crate::melior_ext::remove_attribute_everywhere(root, crate::hlo_defined::LOOP_FMA);
    crate::hlo_defined::unmark_kept_adds(root);
    crate::hlo_defined::unmark_k_blocks(root);
}

/// Every TOTALORDER float compare as XLA's signed compare of order-preserving integer keys
/// ([`crate::hlo_defined::total_order_compare`], the rewrite `--backend ref` runs too): the
/// linalg conversion's own keys take every format's top bit for a sign, which f8E8M0FNU's is not.
fn total_order_compares(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_total_order_compare, crate::hlo_defined::total_order_compare)
}

/// Every integer -> f8E8M0FNU convert as integer ops ([`crate::hlo_defined::int_to_e8m0`], the
/// rewrite `--backend ref` runs too): MLIR's constant folding of the convert gave 2^-127 for a
/// constant 0, where StableHLO (and the run-time convert) gives NaN.
fn int_to_e8m0s(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_int_to_e8m0, crate::hlo_defined::int_to_e8m0)
}

/// Every `batch_norm_training` / `batch_norm_inference` as XLA's expansion of it
/// ([`crate::hlo_defined::expand_batch_norm`], the rewrite `--backend ref` runs too): the
/// linalg conversion has no pattern for them.
fn batch_norms(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_batch_norm, crate::hlo_defined::expand_batch_norm)
}

/// Every f32/f64 `power` by a constant 2 or 3 as XLA's multiplies
/// ([`crate::hlo_defined::xla_small_power`], the rewrite `--backend ref` runs too): XLA's bits
/// for the cube, and a multiply where the linalg conversion calls `powf` per element. Every
/// f32/f64 division by a constant as XLA's multiply by the inverse
/// ([`crate::hlo_defined::xla_constant_divide`], ref's too). A bf16/f16 power by a computed
/// constant gets it written as a constant ([`crate::hlo_defined::written_exponent`]: the same
/// power, a table on this exit).
fn small_powers(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_small_power, crate::hlo_defined::xla_small_power)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_computed_exponent, crate::hlo_defined::written_exponent)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_constant_divide, crate::hlo_defined::xla_constant_divide)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_broadcast_divide, crate::hlo_defined::xla_broadcast_divide)
        // Products of constants the divisions above wrote (`(x / 3) * 5`).
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_reassociated, crate::hlo_defined::xla_reassociated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_multiply_by_one, crate::hlo_defined::xla_multiply_by_one)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_add_of_zero, crate::hlo_defined::xla_add_of_zero)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_moved_product, crate::hlo_defined::xla_moved_product)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_fused_multiply_add, crate::hlo_defined::xla_fused_multiply_add_native)
}

/// f32 functions (CHLO's erf among them, before its legalisation) as XLA CPU computes them
/// ([`crate::hlo_defined::xla_math`], the rewrite `--backend ref` runs too), with `math.fma`
/// for their fused multiply-adds.
fn xla_functions(root: OperationRef) -> bool {
    // Divisions by a power, exp or rsqrt as XLA's simplifier writes them first (products with
    // the inverse function, which the rewrites below then compute as XLA does).
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_divide_by_function, crate::hlo_defined::xla_divide_by_function)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_reassociated, crate::hlo_defined::xla_reassociated)
    // Those XLA folds when it compiles (of constants alone) as its folding computes them.
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_folded_function, crate::hlo_defined::folded_function_in_f64)
    // A causal softmax's first key first: it asks whether the subtraction feeds an `exp`.
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_causal_first_key, crate::hlo_defined::xla_causal_first_key_native)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_math, crate::hlo_defined::xla_math_native)
}

/// f32 rsqrt as XLA CPU computes it ([`crate::hlo_defined::xla_rsqrt`], ref's too), after the
/// batch norms, whose expansion takes it.
fn xla_rsqrts(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_rsqrt, crate::hlo_defined::xla_rsqrt_native)
}

/// Every float reduce_window sum that XLA CPU adds otherwise than row-major as XLA's adds in
/// XLA's order ([`crate::hlo_defined::xla_window_sum`], the rewrite `--backend ref` runs too):
/// the linalg conversion adds row-major.
fn window_sums(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_reordered_window_sum, crate::hlo_defined::xla_window_sum)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_cumulative, crate::hlo_defined::xla_cumulative)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_square_sum, crate::hlo_defined::xla_square_sum_native)
        && crate::hlo_defined::xla_reduce_sums(root)
}

/// No lpf op inside a StableHLO region: `lpf-tensor-to-loops` lowers the ops of a function's
/// block, and one left inside a region (of the linalg or scf op the legalisation makes of the
/// StableHLO op) would fail bufferisation far from the user's op.
fn lpf_ops_at_top_level(root: OperationRef) -> bool {
    crate::hlo_regions::refuse_lpf_ops_inside(
        root,
        |_| false,
        "the LLVM exit lowers lpf ops only at a function's top level (inside a region only a bf16 or f16 lpf.dot acc(f32) and an lpf.convert between floats to nearest even, overflowing to infinity or NaN)",
    )
}

fn run(root: OperationRef, pass: ExternalPass) {
    if let Some(op) = crate::hlo_defined::first_oversized_op(root) {
        lpf_dialect::error::LpfError::unsupported("has a value of more than 2^63 - 1 elements").op(&name_of(op)).emit(op.location());
        pass.signal_failure();
        return;
    }
    unmark(root);
    // torch-mlir's weight blobs become the dense constants the exit lowers (lpf_dialect::resources).
    if let Err((op, error)) = lpf_dialect::resources::inline_dense_resources(root) {
        error.emit(op.location());
        pass.signal_failure();
        return;
    }
    // The raise's bf16 x bf16 -> f32 dots as XLA's bf16 kernel sums them on this host, and its sums
    // of widened bf16 as XLA's f32 reduces (ordered below as XLA orders them; `--backend ref`
    // rewrites both too), before the module is told foreign: the rewrites write StableHLO.
    if !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_bf16_dot, crate::hlo_defined::xla_bf16_dot)
        || !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_raised_sum, crate::hlo_defined::xla_raised_sum)
        || !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_f32_dot, crate::hlo_defined::xla_f32_dot_native)
    {
        pass.signal_failure();
        return;
    }
    let mut foreign = false;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = name_of(op);
        foreign |= name.starts_with("stablehlo.") || name.starts_with("chlo.");
        if foreign { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    if foreign {
        // Scatters and sorts as calls of StableHLO helpers (upstream's linalg conversion has
        // neither), before calls in loops are inlined: one inside a loop body is a call there too.
        super::scatter::scatters_as_loops(context, root);
        // CHLO's top_k (jax.lax.top_k) of a small k as rounds of a maximum; the others are a
        // sort and a slice once legalised: legalised here already, so that their sort becomes a
        // network too (LEGALIZE would leave the sort).
        if !crate::hlo_defined::top_ks_as_rounds(root) {
            pass.signal_failure();
            return;
        }
        if has_op(root, "chlo.top_k") && !run_pipeline(context, root, "builtin.module(func.func(chlo-legalize-to-stablehlo))") {
            pass.signal_failure();
            return;
        }
        super::sort::sorts_as_networks(context, root);
        // Calls inside loops and branches inlined first, so that an lpf op they bring there (a
        // raised dot in a scan's body) is refused at the op.
        super::control_flow::inline_calls_in_control_flow(root);
        // Element-wise functions (jax's `@relu`) inlined, as XLA inlines them, before the
        // rewrites that follow XLA's fusions of their producers.
        super::control_flow::inline_elementwise_calls(root);
        super::control_flow::lpf_ops_in_control_flow_as_stablehlo(context, root);
        if !lpf_ops_at_top_level(root) {
            pass.signal_failure();
            return;
        }
        super::control_flow::to_scf(context, root);
        super::outer_product::outer_products_as_multiplies(context, root);
        super::dot_types::drop_algorithms(root);
        super::dot_types::operands_in_result_type(context, root);
        // Reduced dimensions in row-major order, as the raise writes them (a module that did not
        // go through it, on lpf-run --backend llvm): the linalg conversion loops in listed order.
        root.walk_guarded(WalkOrder::PreOrder, |op| {
            if name_of(op) == "stablehlo.reduce" {
                crate::raise_stablehlo::contract::sort_dimensions(op);
            }
            WalkResult::Advance
        });
        // The adds XLA hands YNNPACK with a dot, while the dots are whole; then f32 convolutions
        // as XLA's patches and dot, then XLA's lanes and K blocks of f32 dots first: each lane's
        // dot becomes lpf.dot.
        crate::hlo_defined::mark_ynn_fusions(root);
        if !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_convolution, crate::hlo_defined::xla_convolution)
            || !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_swapped_dot, crate::hlo_defined::xla_swapped_dot)
            || !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_multi_dimension_dot, crate::hlo_defined::xla_canonical_dot)
            || !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_laned_dot, crate::hlo_defined::xla_dot_lanes)
        {
            pass.signal_failure();
            return;
        }
        dots_to_lpf(root);
        // Dots left inside loops and branches (the exit's dot kernels take the top level's): XLA's
        // fused multiply-adds, marked dots made fused multiply-add loops after the legalisation.
        if !crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_loop_dot, crate::hlo_defined::xla_loop_dot_batched) {
            pass.signal_failure();
            return;
        }
        empty_results(context, root);
        // CHLO legalised after XLA's functions took theirs, before the other rewrites, as
        // `--backend ref` does: they then see the same ops on both (`chlo.square` is a
        // multiply to the fused multiply-adds and the reduce orders).
        if !xla_functions(root) || !run_pipeline(context, root, "builtin.module(func.func(chlo-legalize-to-stablehlo))") {
            pass.signal_failure();
            return;
        }
        if !batch_norms(root) || !xla_rsqrts(root) || !small_powers(root) || !window_sums(root) || !total_order_compares(root) || !int_to_e8m0s(root) {
            pass.signal_failure();
            return;
        }
    }
    // Concatenates of long rows as copies into their places, after every rewrite that writes
    // them (XLA's convolution patches, the sort networks), before the legalisation, which would
    // make each a chain of branches per element.
    if foreign {
        super::concatenate::concatenates_as_insert_slices(context, root);
    }
    // The marked f32 dots of loops as their fused multiply-adds right after the conversion, before
    // the fusion (which makes some named ops generic, losing the marker).
    let loop_dots = super::loop_fma::marked(root);
    if foreign && (!run_pipeline(context, root, LEGALIZE) || !super::loop_fma::marked_dots_as_fma(context, root, loop_dots)) {
        pass.signal_failure();
        return;
    }
    // lpf's converts between element-wise loops made loops too, so that the fusion takes them in.
    if foreign {
        if let Err(error) = super::convert_generics::converts_of_loops_as_loops(context, root) {
            error.emit(root.location());
            pass.signal_failure();
            return;
        }
    }
    if foreign && !run_pipeline(context, root, FUSE) {
        pass.signal_failure();
        return;
    }
    if foreign {
        super::loop_fma::unmark(root);
        super::control_flow::fold_cast_pairs(root);
    }
    let mut extracts = Vec::new();
    root.walk_guarded(WalkOrder::PostOrder, |op| {
        if name_of(op) == "tensor.extract" && op.operand_count() == 1 {
            extracts.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in extracts {
        // SAFETY: collected above; only this op is erased by its replacement.
        let op = unsafe { OperationRef::from_raw(raw) };
        let Ok(source) = op.operand(0) else { continue };
        // SAFETY: the defining op of an op result (null for a block argument).
        let producer = unsafe {
            if !mlir_sys::mlirValueIsAOpResult(source.to_raw()) {
                continue;
            }
            OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(source.to_raw()))
        };
        if name_of(producer) != "tensor.from_elements" || producer.operand_count() != 1 {
            continue;
        }
        let Ok(element) = producer.operand(0) else { continue };
        replace_op(op, &[element]);
        // SAFETY: use-list query on a live value; an unused from_elements is dead.
        unsafe {
            let result = producer.result(0).expect("from_elements has a result");
            if mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(result.to_raw())) {
                mlir_sys::mlirOperationDestroy(producer.to_raw());
            }
        }
    }
}
