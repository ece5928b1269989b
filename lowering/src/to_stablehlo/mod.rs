//! The StableHLO exit: lpf ops into generic-form StableHLO that XLA parses, verifies and runs.
//!
//! `lower-to-stablehlo` runs, in order:
//! - [`recursion`]: a recursive call refused (XLA runs none),
//! - an lpf op inside a map/reduce/sort/scatter body refused (`lower::lpf_ops_in_computations`),
//! - [`iree_windows`]: on IREE, an unsigned `reduce_window`'s padding as an explicit `pad` (iree-compile fails on torch-xla's ui8 cumsum),
//! - [`rng`]: a `rng_bit_generator`'s signed output as unsigned bits and a bitcast (XLA's import makes it unsigned),
//! - [`foreign_convert`]: a user's `stablehlo.convert` into or out of f6, or from f64 into a narrower format, as lpf.convert (XLA CPU's is wrong),
//! - [`foreign_narrow`]: a user's StableHLO ops on f6 (which XLA lacks: carried as u8 codes) and E8M0 min/max (XLA flushes 2^-127) computed on the codes,
//! - [`iree_f64`]: on IREE, a mixed module's f64 arithmetic where bounds show no value can be subnormal (NaNs made ref's), else a located E0915,
//! - [`foreign_iree`]: on IREE, a user's StableHLO ops on bf16, f16, f32 and the formats IREE carries as
//!   ui8 codes computed with StableHLO's roundings and ref's orders (IREE keeps f32 between ops,
//!   flushes subnormals and reorders reductions),
//! - [`composite`]: on request, scaled_dot wrapped in `stablehlo.composite "xla.scaled_dot"`,
//! - `lpf-decompose-scaled-dot` (scaled_dot into dequantize_block + dot + mul),
//! - [`convert`]: `lpf.convert` (native convert where XLA is exact, integer emulation elsewhere),
//! - [`elementwise`]: constants, add/sub/mul/div/neg, relu, leaky_relu, cmp,
//! - [`contract`]: dot, conv and reduce_sum as dot_general / convolution / reduce with an explicit
//!   f32/f64 accumulator ([`conv`] holds the convolution's sum),
//! - [`block`]: dequantize_block, and quantize_block through [`quantize`],
//! - [`structure`]: function signatures and tensor ops to carrier types, casts removed.
//!
//! Building blocks: [`text`] (the generic-form text of a helper function), [`carrier`] (which
//! StableHLO element type carries each lpf element), [`codec`] (exact encode/decode emulation
//! from the numerics crate's format table), [`wide`] (a contraction's operands in f64 and its sum
//! into f32 by XLA's converts where they are exact), [`install`] (installing a helper and calling it).
//! What StableHLO cannot express exactly is a located E0915 error at the op.

pub mod block;
pub mod blocked;
pub mod carrier;
pub mod codec;
pub mod composite;
pub mod contract;
pub mod conv;
pub mod convert;
pub mod elementwise;
pub mod foreign_iree;
pub mod foreign_convert;
pub mod foreign_narrow;
pub mod install;
pub mod iree_f64;
pub mod iree_windows;
pub mod lower;
pub mod proven;
pub mod quantize;
pub mod range;
pub mod recursion;
pub mod rng;
pub mod scales;
pub mod structure;
pub mod target;
pub mod text;
pub mod wide;

use lpf_dialect::error::LpfError;
use lpf_dialect::error::Code;
use lpf_dialect::ops::LpfOp;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, Value, ValueLike};
use melior::pass::ExternalPass;

/// The steps of the exit that lower lpf ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    Convert,
    Elementwise,
    Contract,
    Block,
    ScaledDot,
}

/// Which step lowers `op`. Every op is named here (no wildcard): an op added to the dialect does
/// not compile until the exit lowers it (or a step refuses it with a located E0915).
pub(crate) fn step_of(op: LpfOp) -> Step {
    match op {
        LpfOp::Convert => Step::Convert,
        LpfOp::Constant | LpfOp::Binary(_) | LpfOp::Neg | LpfOp::Relu | LpfOp::LeakyRelu | LpfOp::Cmp => Step::Elementwise,
        LpfOp::Dot | LpfOp::Conv | LpfOp::ReduceSum => Step::Contract,
        LpfOp::DequantizeBlock | LpfOp::QuantizeBlock => Step::Block,
        // Wrapped by [`composite`] on request; else lpf-decompose-scaled-dot takes it apart.
        LpfOp::ScaledDot => Step::ScaledDot,
    }
}

/// The names of the ops `step` lowers, for the walk that collects them.
pub(crate) fn names_of(step: Step) -> Vec<&'static str> {
    LpfOp::ALL.into_iter().filter(|op| step_of(*op) == step).map(LpfOp::name).collect()
}

/// How a step lowers one op: its reason (E0915 unless it has a code) when it cannot.
pub(crate) type Lower<'c> = for<'a> fn(OperationRef<'c, 'a>) -> Result<(), LpfError<'c>>;

/// Lowers every op named in `names` under `root` with `lower`; each failure is a located
/// E0915 error and fails the pass (the other ops are still tried, so all errors show).
pub(crate) fn lower_each<'c>(root: OperationRef<'c, '_>, pass: ExternalPass, names: &[&str], lower: Lower<'c>) {
    if !lower_all(root, names, lower) {
        pass.signal_failure();
    }
}

/// [`lower_each`] without a pass: true when every op was lowered.
pub(crate) fn lower_all<'c>(root: OperationRef<'c, '_>, names: &[&str], lower: Lower<'c>) -> bool {
    crate::hlo_defined::rewrite_each(
        root,
        |op| op.name().as_string_ref().as_str().is_ok_and(|name| names.contains(&name)),
        |op| {
            let name = op.name().as_string_ref().as_str().unwrap_or("op").to_string();
            lower(op).map_err(|error| error.or_code(Code::E0915).context(format!("cannot lower '{name}' to StableHLO: ")))
        },
    )
}

pub(crate) fn operand<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Result<Value<'c, 'a>, LpfError<'c>> {
    Ok(op.operand(index)?)
}

pub(crate) fn result_type<'c>(op: OperationRef<'c, '_>) -> Result<Type<'c>, LpfError<'c>> {
    Ok(op.result(0)?.r#type())
}

/// The number format of a scalar or tensor value's elements.
pub(crate) fn value_format(ty: Type) -> Option<lpf_numerics::Format> {
    match crate::ir_numerics::type_info(ty)?.element {
        crate::ir_numerics::Element::Float(format) => Some(format),
        crate::ir_numerics::Element::Int(_) => None,
    }
}
