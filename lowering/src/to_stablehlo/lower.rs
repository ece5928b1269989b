//! `lower-to-stablehlo`: the whole exit as one pass, running the exit's passes in order (see
//! the module list in [`super`]). Each step reports its own located errors; the first step
//! that fails stops the run, so one problem is not reported again by every later step.

use crate::pass::lpf_pass;
use melior::ir::OperationRef;
use melior::pass::ExternalPass;

lpf_pass!(
    "lower-to-stablehlo",
    "LpfLowerToStablehlo",
    "Lower lpf to generic-form StableHLO for XLA (runs lpf-decompose-scaled-dot and the lpf-stablehlo-* passes)",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    let steps: [fn(OperationRef) -> bool; 18] = [
        inline_resources,
        iree_batch_norms,
        iree_unsigned_windows,
        guarded_divisions,
        super::recursion::refuse,
        lpf_ops_in_computations,
        super::rng::apply,
        super::foreign_convert::apply,
        super::foreign_narrow::apply,
        super::iree_f64::apply,
        super::foreign_iree::apply,
        super::composite::apply,
        crate::decompose_scaled_dot::apply,
        super::convert::apply,
        super::elementwise::apply,
        super::contract::apply,
        super::block::apply,
        super::structure::finish,
    ];
    for step in steps {
        if !step(root) {
            pass.signal_failure();
            return;
        }
    }
}

/// StableHLO ops whose regions run as ordinary code, once per iteration or branch taken: an lpf
/// op there lowers to a call XLA runs in program order.
fn runs_in_order(name: &str) -> bool {
    matches!(name, "stablehlo.while" | "stablehlo.case" | "stablehlo.if")
}

/// Refuses an lpf op in any other StableHLO region (a map, reduce, sort or scatter body): XLA
/// applies such a body as a computation in an order of its choosing (a reduction's grouping, so
/// its rounding, is not the program's), and XLA CPU's map inlining breaks on the call an lpf op
/// becomes (an hlo-verifier error with no lpf location).
fn lpf_ops_in_computations(root: OperationRef) -> bool {
    crate::hlo_regions::refuse_lpf_ops_inside(
        root,
        runs_in_order,
        "the StableHLO exit lowers lpf ops at a function's top level and in while/case/if bodies only",
    )
}

/// torch-mlir's weight blobs as dense constants: XLA refuses `dense_resource` ("Only dense
/// elements attr are supported"; lpf_dialect::resources).
fn inline_resources(root: OperationRef) -> bool {
    match lpf_dialect::resources::inline_dense_resources(root) {
        Ok(()) => true,
        Err((op, error)) => {
            error.emit(melior::ir::operation::OperationLike::location(&op));
            false
        }
    }
}

/// On IREE, batch norms as XLA expands them (`hlo_defined::expand_batch_norm`, what ref and llvm
/// run): IREE's own decomposition computes a bf16 batch norm otherwise (a torch-xla bf16
/// LayerNorm: 56% of outputs XLA's). XLA gets its own op, which it expands that way itself.
/// Likewise f32/f64 powers by 2 and 3 as XLA's multiplies (`hlo_defined::xla_small_power`),
/// divisions by a power, exp or rsqrt as the products XLA's simplifier writes
/// (`hlo_defined::xla_divide_by_function`), and
/// divisions by a constant or a broadcast as multiplies by the inverse
/// (`hlo_defined::xla_constant_divide`, `xla_broadcast_divide`), an f32 add of a product used
/// once as one rounding (`hlo_defined::xla_fused_multiply_add`, its f64 emulation, which the
/// exit's own f64 arithmetic below keeps exact), and reduce sums in XLA's order
/// (`hlo_defined::xla_reduce_sums`, in-order pieces the exit keeps in order). f32 rsqrt and
/// divisions by a sqrt as XLA CPU's rsqrt (`hlo_defined::xla_rsqrt`: the host's estimate from a
/// table and a Newton step, after the divisions above, before the fused multiply-adds), so that
/// IREE gives ref's bits there too. First, f32 erf,
/// exp, logistic, tanh, log, log1p and expm1 as XLA CPU's own formulas (`hlo_defined::xla_math`,
/// what ref and llvm run: its fused multiply-adds emulated in f64, which the exit keeps exact),
/// so that the exit's f64 functions below no longer see them (issue 39).
fn iree_batch_norms(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    if super::target::current() != super::target::Target::Iree {
        return true;
    }
    // Element-wise functions (jax's `@relu`) inlined, as XLA and the other exits do, before the
    // rewrites that follow XLA's fusions of their producers.
    crate::to_llvm::foreign::control_flow::inline_elementwise_calls(root);
    crate::hlo_defined::top_ks_as_rounds(root)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_divide_by_function, crate::hlo_defined::xla_divide_by_function)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_reassociated, crate::hlo_defined::xla_reassociated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_causal_first_key, crate::hlo_defined::xla_causal_first_key_emulated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_math, crate::hlo_defined::xla_math_emulated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_batch_norm, crate::hlo_defined::expand_batch_norm)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_small_power, crate::hlo_defined::xla_small_power)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_constant_divide, crate::hlo_defined::xla_constant_divide)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_broadcast_divide, crate::hlo_defined::xla_broadcast_divide)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_reassociated, crate::hlo_defined::xla_reassociated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_rsqrt, crate::hlo_defined::xla_rsqrt_emulated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_multiply_by_one, crate::hlo_defined::xla_multiply_by_one)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_add_of_zero, crate::hlo_defined::xla_add_of_zero)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_moved_product, crate::hlo_defined::xla_moved_product)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_fused_multiply_add, crate::hlo_defined::xla_fused_multiply_add_emulated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_square_sum, crate::hlo_defined::xla_square_sum_emulated)
        && crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_xla_cumulative, crate::hlo_defined::xla_cumulative)
        && crate::hlo_defined::xla_reduce_sums(root)
}

/// On IREE, an unsigned `reduce_window`'s padding and base dilation as an explicit `pad` of its
/// inputs (`super::iree_windows`: iree-compile fails on torch-xla's ui8 cumulative sum).
fn iree_unsigned_windows(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    if super::target::current() != super::target::Target::Iree {
        return true;
    }
    crate::hlo_defined::rewrite_each(root, super::iree_windows::is_padded_unsigned_window, super::iree_windows::pad_explicitly)
}

/// Integer divisions and remainders with their divisor guarded as `--backend ref` runs them
/// (`hlo_defined::guard_integer_division`: x / 0 = -1, x rem 0 = x, INT_MIN / -1 = INT_MIN, by
/// selects around a division by a nonzero divisor): XLA gives those results at run time, but
/// its compiler folds a division of constants by 0 and dies of SIGFPE (lpf-diff,
/// fuzz/crashes/diff-mixed/xla-constant-division-by-zero.mlir).
fn guarded_divisions(root: OperationRef) -> bool {
    crate::hlo_defined::rewrite_each(root, crate::hlo_defined::is_integer_division, crate::hlo_defined::guard_integer_division)
}
