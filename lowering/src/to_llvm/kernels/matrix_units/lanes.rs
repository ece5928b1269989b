//! The vocabulary of the matrix-unit steps over vectors of lanes: constants by their bits, float
//! ops without fast-math, the lane types of one width ([`Lanes`]), and the two exponent builders
//! every family uses (2^e for a scale, the model's exponent of an addend).

use super::plan::{max_norm, min_norm, work_params, ZERO_NORM};
use crate::to_llvm::builders::ir::Ir;
use lpf_numerics::Format;
use melior::dialect::arith;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value, ValueLike};

/// A constant vector (or scalar when `ty` is not a vector) of integer bits.
pub(super) fn splat<'c, 'a>(ir: &Ir<'c, 'a>, ty: Type<'c>, value: i64) -> Value<'c, 'a> {
    ir.int_of(ty, value)
}

/// A constant float vector holding exactly the bits `bits` in every lane (`int_ty`: the vector of
/// integers of the same width).
pub(super) fn splat_bits<'c, 'a>(ir: &Ir<'c, 'a>, int_ty: Type<'c>, float_ty: Type<'c>, bits: i64) -> Value<'c, 'a> {
    ir.bitcast(splat(ir, int_ty, bits), float_ty)
}

pub(super) fn fop<'c, 'a>(ir: &Ir<'c, 'a>, name: &str, operands: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new(name, ir.location)
            .add_operands(operands)
            .add_results(&[operands[0].r#type()])
            .build()
            .expect("valid float op"),
    )
}

pub(super) fn mulf<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(arith::mulf(a, b, ir.location))
}

pub(super) fn addf<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(arith::addf(a, b, ir.location))
}

/// `vector.bitcast`: the same bits as a vector of another lane width.
pub(super) fn vector_bitcast<'c, 'a>(ir: &Ir<'c, 'a>, v: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    ir.val(OperationBuilder::new("vector.bitcast", ir.location).add_operands(&[v]).add_results(&[ty]).build().expect("valid vector.bitcast"))
}

/// `math.trunc`: toward zero to an integer (exact).
pub(super) fn trunc<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>) -> Value<'c, 'a> {
    fop(ir, "math.trunc", &[a])
}

/// Types of one lane count: i32, i64, f64 and W vectors.
#[derive(Clone, Copy)]
pub(super) struct Lanes<'c> {
    pub(super) i32: Type<'c>,
    pub(super) i64: Type<'c>,
    pub(super) i16: Type<'c>,
    pub(super) f64: Type<'c>,
    pub(super) f32: Type<'c>,
    pub(super) f16: Type<'c>,
    /// How many lanes.
    pub(super) count: usize,
}

impl<'c> Lanes<'c> {
    pub(super) fn new(ir: &Ir<'c, '_>, lanes: usize) -> Self {
        let v = |t| Type::vector(&[lanes as u64], t);
        Lanes {
            i32: v(ir.int_type(32)),
            i64: v(ir.int_type(64)),
            i16: v(ir.int_type(16)),
            f64: v(ir.f64_type()),
            f32: v(ir.f32_type()),
            f16: v(Type::float16(ir.context)),
            count: lanes,
        }
    }
}

/// 2^e for an i32 vector e, clamped into the float type's normal exponents (f32 or f64 lanes).
pub(super) fn power_of_two<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, e: Value<'c, 'a>, work: Format) -> Value<'c, 'a> {
    let (_, min_exp, max_exp, frac, bias) = work_params(work);
    let e = ir.min_signed(ir.max_signed(e, splat(ir, t.i32, min_exp as i64)), splat(ir, t.i32, max_exp as i64));
    let biased = ir.add(e, splat(ir, t.i32, bias as i64));
    if work == Format::F32 {
        ir.bitcast(ir.shl(biased, splat(ir, t.i32, frac as i64)), t.f32)
    } else {
        let wide = ir.val(arith::extsi(biased, t.i64, ir.location));
        ir.bitcast(ir.shl(wide, splat(ir, t.i64, frac as i64)), t.f64)
    }
}

/// The model's exponent of an f64 vector `c` of the result format (clamped to the format's
/// normal range, capped for inf/NaN), [`ZERO_NORM`] for zeros.
pub(super) fn addend_norm<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, c: Value<'c, 'a>, result: Format) -> Value<'c, 'a> {
    let bits = ir.bitcast(c, t.i64);
    let field = ir.and(ir.shr(bits, splat(ir, t.i64, 52)), splat(ir, t.i64, 0x7FF));
    let e = ir.val(arith::trunci(ir.sub(field, splat(ir, t.i64, 1023)), t.i32, ir.location));
    let e = ir.min_signed(ir.max_signed(e, splat(ir, t.i32, min_norm(result) as i64)), splat(ir, t.i32, max_norm(result) as i64));
    let magnitude = ir.and(bits, splat(ir, t.i64, i64::MAX));
    let zero = ir.eq(magnitude, splat(ir, t.i64, 0));
    ir.select(zero, splat(ir, t.i32, ZERO_NORM), e)
}

/// `ceil(n / d)` of an index.
pub(super) fn tiles_of<'c, 'a>(ir: &Ir<'c, 'a>, n: Value<'c, 'a>, d: usize) -> Value<'c, 'a> {
    let up = ir.add(n, ir.index(d as i64 - 1));
    ir.val(arith::divui(up, ir.index(d as i64), ir.location))
}
