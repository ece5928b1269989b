//! One element from one format to another, as the passes and kernels write it before storage
//! legalisation: an `lpf.convert` that `lpf-scalar-to-calls` lowers next (to `arith` where LLVM
//! is exact, else a typed helper). The exact widening of an operand into an accumulator is one
//! such conversion; none is emitted when the types already agree.

use super::ir::Ir;
use lpf_dialect::ops::LpfOp;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value};

/// `lpf.convert` of a scalar to `to` (round to nearest even, the format's default overflow).
pub fn convert<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new(LpfOp::Convert.name(), ir.location)
            .add_operands(&[value])
            .add_results(&[to])
            .build()
            .expect("valid lpf.convert"),
    )
}

/// The exact widening of a scalar of `from` to `to` (no op when they are the same type).
pub fn widen<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, from: Type<'c>, to: Type<'c>) -> Value<'c, 'a> {
    if from == to {
        value
    } else {
        convert(ir, value, to)
    }
}
