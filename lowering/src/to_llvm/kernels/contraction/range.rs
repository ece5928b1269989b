//! The range of a plain operand's values, seen while it is packed, and the run-time proof from two
//! such ranges that every product of a dot is exact in its accumulator (so that the fused kernel
//! gives the reference's bits).
//!
//! Which dots: a product's significand fits the accumulator ([`super::exactness::significands_fit`]: bf16 x bf16
//! has 8 + 8 of f32's 24 bits, bf16 x f8E4M3FN 8 + 4, tf32 x bf16 11 + 8) and every value of
//! both formats is a value of the accumulator, but the formats' ranges allow a product that
//! overflows (bf16's 3.4e38 x 448) or whose lowest bit falls below the accumulator's smallest
//! step (bf16's 2^-133 squared), so [`super::exactness::product_is_exact`] cannot prove it from the formats.
//! Real data sits far inside those ranges, so the proof is made on the values themselves.
//!
//! What is seen: the packing widens every element exactly to the accumulator and stores it in
//! the panels; each thread's part (a row tile of lhs, a column tile of rhs, once packed) reads
//! back what it wrote as vectors of a panel row and folds the magnitude bits
//! (`bits & 0x7FFF_FFFF` for f32) lane by lane into two vectors: the largest magnitude, and,
//! where it matters, the smallest nonzero one (kept as `magnitude - 1`, unsigned, so that zero,
//! the padding's +0 included, wraps to the largest integer and drops out of the minimum). For
//! non-negative floats, unsigned order of the bits is the order of the values, inf above every
//! finite value and NaN above inf. At the end of its part a thread reduces the lanes and merges
//! the pair into the operand's two cells with one `memref.atomic_rmw` (minu, maxu); unsigned min
//! and max are associative and commutative, so the cells hold the same pair for every thread
//! count and schedule. (Folding per element inside the packing loops was a dependent scalar
//! chain beside the decode, and a merge per rhs row a compare-and-swap loop per row: 1.5-2x
//! slower packing at 16x4096x16, docs/llvm.md.)
//!
//! The proof ([`exact_products`]), on the whole dot (every batch, every tile: one decision per
//! dot), in f64, where, for an f32 accumulator, these products of at most 2 x 24 significant bits
//! and magnitudes within 2^-300 .. 2^300 are exact (for an f64 one, rounding is monotone and
//! overflows to inf, so a rounded bound still fails every comparison the exact one fails):
//!
//! - every nonzero value x of an operand of format F (precision p) with smallest nonzero
//!   magnitude m has its lowest set bit at or above `L = max(F's smallest positive value,
//!   2^floor(log2 m) x 2^(1 - p))`: a normal x >= m has p significant bits from
//!   2^floor(log2 |x|) >= 2^floor(log2 m) down; a subnormal x has them on F's smallest step, and
//!   every format with a fraction has subnormals (formats without, E8M0 and P = 1, hold powers of
//!   two only), so F's smallest positive value is a lower bound on any value's lowest bit.
//!   2^floor(log2 m) is m's exponent field alone (`bits & 0x7F80_0000`); for an f32-subnormal m
//!   (bf16's) that is 0 and L falls back to F's step;
//! - a product a x b then has at most p_a + p_b <= p_acc significant bits, its lowest bit at or
//!   above L_a x L_b and its magnitude at most M_a x M_b (the largest magnitudes). If
//!   `L_a x L_b >= acc's smallest positive value` and `M_a x M_b < acc's largest finite value`,
//!   the product is a value of the accumulator: round(a x b) = a x b, so
//!   `round(s + round(a x b)) == round(s + a x b)`, which is `fma(a, b, s)` (and LLVM's
//!   `fmuladd` without FMA: mul then add, the same bits). Signed zeros agree too: an exact zero
//!   product keeps its sign in both forms.
//! - Operands of the accumulator's own format (an f32 x f32 dot into f32: the dequantised
//!   operands of flax's FP8 recipe, `lpf.dot acc(f32)`) have too many significant bits by their
//!   format, but their values may not: the packing also ORs every value's fraction field into a
//!   third cell (`significance`). With `t` its trailing zeros (at most the fraction's width), every
//!   value has at most `p - t` significant bits (p: 24 for f32), its lowest set bit at or above
//!   `2^(e - (p - 1) + t)` for its exponent e, so the proof above holds with the precision
//!   `p - t` in L, and the products' significands fit when `t_a + t_b >= p` (the unit scale of
//!   an FP8 recipe before its first update: every dequantised value has 4 significant bits).
//! - An inf or NaN in either operand makes M inf or NaN, and the comparison fails: the rounded
//!   kernel runs. (Fusing would give the same values there too, since inf x b and NaN x b are
//!   exact; but which NaN comes out is the hardware's and the reference's own choice, so such
//!   dots keep the kernel that computes what the scalar path computes.) An operand with no
//!   nonzero value has m's bits 0, so L is F's step: the proof is then conservative.

use super::exactness::significant_bits;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use lpf_numerics::facts::Facts;
use lpf_numerics::Format;
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::attribute::{Attribute, IntegerAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Identifier, Type, Value, ValueLike};

/// MLIR 22's `arith::AtomicRMWKind` numbers (an I64EnumAttr, no textual form of its own):
/// test/Conversion/LpfToLLVM/contraction.mlir checks that they print as `minu` and `maxu`.
const ATOMIC_MAXU: i64 = 7;
const ATOMIC_MINU: i64 = 11;
const ATOMIC_ORI: i64 = 14;

/// Two cells (`memref<2xiN>`, N the accumulator's width) that end up holding the smallest nonzero
/// magnitude minus one and the largest magnitude of every value packed through [`Range::see`],
/// as unsigned integers of the accumulator's bits.
/// (Vectors of these, lane by lane, while a thread folds its part.)
pub struct Range<'c, 'a> {
    pub cells: Value<'c, 'a>,
    int: Type<'c>,
    width: u32,
    /// Whether the smallest magnitude is followed: not where the formats' smallest steps already
    /// keep every product's lowest bit on the accumulator's grid (bf16 x f8E4M3FN: 2^-133 x 2^-9
    /// >= 2^-149). The cell then keeps all ones, which [`exact_products`] reads as F's step.
    lowest: bool,
    /// Whether the fraction fields' OR is followed (a third cell): for operands of the
    /// accumulator's own format, whose significant bits only their values can bound.
    significance: bool,
}

impl<'c, 'a> Range<'c, 'a> {
    /// Fresh cells for values of the float type `acc` (f32 or f64): nothing seen yet. `lowest`:
    /// whether the smallest nonzero magnitude is followed too.
    /// `significance`: whether the fraction fields' OR is followed (a third cell).
    pub fn new(ir: &Ir<'c, 'a>, acc: Format, lowest: bool, significance: bool) -> Self {
        let width = if acc == Format::F64 { 64 } else { 32 };
        let int = ir.int_type(width);
        let start: &[i64] = if significance { &[-1, 0, 0] } else { &[-1, 0] };
        let cells = loops::alloc(ir, int, &[Some(start.len() as u64)], &[]);
        for (i, &v) in start.iter().enumerate() {
            loops::store(ir, ir.int(width, v), cells, &[ir.index(i as i64)]);
        }
        Range { cells, int, width, lowest, significance }
    }

    /// The width of the accumulator's fraction field (23 for f32, 52 for f64).
    fn fraction_bits(&self) -> u32 {
        if self.width == 64 {
            52
        } else {
            23
        }
    }

    /// `value` in every lane of a vector of `lanes` integers of the accumulator's width.
    fn splat(&self, ir: &Ir<'c, 'a>, lanes: u64, value: i64) -> Value<'c, 'a> {
        let attr = Attribute::parse(ir.context, &format!("dense<{value}> : vector<{lanes}xi{}>", self.width)).expect("an integer splat parses");
        ir.val(arith::constant(ir.context, attr, ir.location))
    }

    /// The pair before any value, lane by lane for vectors of `lanes`: (all ones, 0).
    pub fn start(&self, ir: &Ir<'c, 'a>, lanes: u64) -> Vec<Value<'c, 'a>> {
        let mut seen = vec![self.splat(ir, lanes, -1), self.splat(ir, lanes, 0)];
        if self.significance {
            seen.push(self.splat(ir, lanes, 0));
        }
        seen
    }

    /// The pair after also seeing `values` (a vector of `lanes` of the accumulator's float type),
    /// lane by lane.
    pub fn see(&self, ir: &Ir<'c, 'a>, values: Value<'c, 'a>, lanes: u64, seen: &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>> {
        let bits = ir.bitcast(values, seen[1].r#type());
        let magnitude = ir.and(bits, self.splat(ir, lanes, (u64::MAX >> (65 - self.width)) as i64));
        let largest = ir.val(arith::maxui(seen[1], magnitude, ir.location));
        let smallest = if self.lowest {
            let below = ir.val(arith::addi(magnitude, self.splat(ir, lanes, -1), ir.location));
            ir.val(arith::minui(seen[0], below, ir.location))
        } else {
            seen[0]
        };
        let mut next = vec![smallest, largest];
        if self.significance {
            let fraction = ir.and(bits, self.splat(ir, lanes, ((1u64 << self.fraction_bits()) - 1) as i64));
            next.push(ir.val(arith::ori(seen[2], fraction, ir.location)));
        }
        next
    }

    /// Merges a thread's pair (vectors: reduced across lanes first) into the cells.
    pub fn merge(&self, ir: &Ir<'c, 'a>, seen: &[Value<'c, 'a>]) {
        let mut merged = vec![(ATOMIC_MINU, "minui", seen[0]), (ATOMIC_MAXU, "maxui", seen[1])];
        if self.significance {
            merged.push((ATOMIC_ORI, "or", seen[2]));
        }
        for (i, (kind, name, value)) in merged.into_iter().enumerate() {
            if i == 0 && !self.lowest {
                continue;
            }
            let reduction = Attribute::parse(ir.context, &format!("#vector.kind<{name}>")).expect("a vector.kind parses");
            let value = ir.val(
                OperationBuilder::new("vector.reduction", ir.location)
                    .add_operands(&[value])
                    .add_attributes(&[(Identifier::new(ir.context, "kind"), reduction)])
                    .add_results(&[self.int])
                    .build()
                    .expect("valid vector.reduction"),
            );
            let kind = IntegerAttribute::new(ir.int_type(64), kind).into();
            ir.op(
                OperationBuilder::new("memref.atomic_rmw", ir.location)
                    .add_operands(&[value, self.cells, ir.index(i as i64)])
                    .add_attributes(&[(Identifier::new(ir.context, "kind"), kind)])
                    .add_results(&[self.int])
                    .build()
                    .expect("valid memref.atomic_rmw"),
            );
        }
    }

    /// (L, M) of the module doc, as f64 values: a lower bound on every nonzero value's lowest
    /// set bit, and the largest magnitude (inf or NaN when a value is).
    fn bounds(&self, ir: &Ir<'c, 'a>, format: Format, acc: Type<'c>) -> (Value<'c, 'a>, Value<'c, 'a>) {
        let f64t = ir.f64_type();
        let to_f64 = |x: Value<'c, 'a>| if acc == f64t { x } else { ir.val(arith::extf(x, f64t, ir.location)) };
        let load = |i: i64| loops::load(ir, self.cells, &[ir.index(i)]);
        let smallest = ir.add(load(0), ir.int(self.width, 1));
        let exponent_field = match self.width {
            64 => 0x7FF0_0000_0000_0000u64 as i64,
            _ => 0x7F80_0000,
        };
        let power = to_f64(ir.bitcast(ir.and(smallest, ir.int(self.width, exponent_field)), acc));
        let facts = Facts::of(format);
        // 2^(1 - p): the format's precision p, or, with the fraction fields' OR followed, the
        // values' own p - t: 2^(t - fraction bits), built from its f64 exponent field.
        let below_top = match self.significance {
            false => ir.float(f64t, 2f64.powi(1 - significant_bits(&facts) as i32)),
            true => {
                let t = ir.resize(self.trailing_zeros(ir), 64);
                let field = ir.add(t, ir.int(64, 1023 - self.fraction_bits() as i64));
                ir.bitcast(ir.shl(field, ir.int(64, 52)), f64t)
            }
        };
        let step = ir.val(arith::mulf(power, below_top, ir.location));
        // Neither is NaN (an exponent field alone is a power of two, 0 or inf).
        let lowest = ir.val(arith::maxnumf(step, ir.float(f64t, facts.min_positive.to_f64()), ir.location));
        let largest = to_f64(ir.bitcast(load(1), acc));
        (lowest, largest)
    }
}

impl<'c, 'a> Range<'c, 'a> {
    /// t of the module doc: the trailing zeros of the fraction fields' OR, at most the fraction's
    /// width (an OR of 0: every value a power of two or zero), as an integer of the cells' width.
    fn trailing_zeros(&self, ir: &Ir<'c, 'a>) -> Value<'c, 'a> {
        let or = loops::load(ir, self.cells, &[ir.index(2)]);
        let zeros = ir.val(
            OperationBuilder::new("math.cttz", ir.location).add_operands(&[or]).add_results(&[self.int]).build().expect("valid math.cttz"),
        );
        ir.val(arith::minui(zeros, ir.int(self.width, self.fraction_bits() as i64), ir.location))
    }
}

/// i1: every product of a value seen by `a` (format `fa`) and one seen by `b` (`fb`) is exact in
/// `acc` (the module doc's argument), given `significands_fit(fa, fb, acc)`, or, for ranges that
/// follow their fraction fields, given `t_a + t_b >= p` at run time (checked here).
pub fn exact_products<'c, 'a>(ir: &Ir<'c, 'a>, (a, fa): (&Range<'c, 'a>, Format), (b, fb): (&Range<'c, 'a>, Format), acc: Format, acc_type: Type<'c>) -> Value<'c, 'a> {
    let (la, ma) = a.bounds(ir, fa, acc_type);
    let (lb, mb) = b.bounds(ir, fb, acc_type);
    let c = Facts::of(acc);
    let f64t = ir.f64_type();
    let cmp = |p, x, y| ir.val(arith::cmpf(ir.context, p, x, y, ir.location));
    let lowest = ir.val(arith::mulf(la, lb, ir.location));
    let largest = ir.val(arith::mulf(ma, mb, ir.location));
    // Ordered comparisons: a NaN bound (a NaN value, or inf x 0) fails both.
    let above_step = cmp(CmpfPredicate::Oge, lowest, ir.float(f64t, c.min_positive.to_f64()));
    let below_max = cmp(CmpfPredicate::Olt, largest, ir.float(f64t, c.max_finite.to_f64()));
    let ranges = ir.and(above_step, below_max);
    if !(a.significance && b.significance) {
        return ranges;
    }
    let t = ir.add(a.trailing_zeros(ir), b.trailing_zeros(ir));
    let fit = ir.val(arith::cmpi(ir.context, arith::CmpiPredicate::Uge, t, ir.int(a.width, c.precision as i64), ir.location));
    ir.and(ranges, fit)
}

#[cfg(test)]
mod tests {
    use super::super::exactness::{product_is_exact, proven_at_run_time, proven_by_significant_bits};
    use lpf_numerics::Format::*;

    /// Which plain pairs the run-time proof takes: significands that fit f32 but ranges that do
    /// not. Pairs proven from their formats (f8 x f8, f16 x f16) keep the static proof; pairs
    /// whose significands cannot fit (f32 x bf16 into f32) or whose values are not all f32 values
    /// (f64) stay rounded.
    #[test]
    fn pairs_proven_at_run_time() {
        for (a, b) in [(BF16, BF16), (BF16, F8E4M3FN), (F8E4M3FN, BF16), (BF16, F8E5M2), (TF32, BF16), (F16, BF16), (BF16, F4E2M1FN), (TF32, TF32)] {
            assert!(proven_at_run_time(a, b, F32), "{a:?} x {b:?}");
        }
        for (a, b) in [(F8E4M3FN, F8E4M3FN), (F16, F16), (F32, BF16), (F32, F32), (F64, BF16)] {
            assert!(!proven_at_run_time(a, b, F32), "{a:?} x {b:?}");
        }
        // f32 x bf16 into f64: proven from the formats (32 bits, 2^256 at most).
        assert!(product_is_exact(F32, BF16, F64) && !proven_at_run_time(F32, BF16, F64));
    }

    /// Which pairs the values' significant bits may prove: operands of the accumulator's own
    /// format only (their fraction fields are the accumulator's; a narrower format is proven
    /// from its own precision above, or not at all).
    #[test]
    fn pairs_proven_by_significant_bits() {
        assert!(proven_by_significant_bits(F32, F32, F32) && proven_by_significant_bits(F64, F64, F64));
        for (a, b, acc) in [(F32, BF16, F32), (BF16, BF16, F32), (F32, F32, F64), (F64, F32, F64), (F16, F16, F16)] {
            assert!(!proven_by_significant_bits(a, b, acc), "{a:?} x {b:?} into {acc:?}");
        }
    }
}
