//! The rhs panels of a dot whose rhs `[K, N]` is a transposed view of an `[N, K]` buffer (PyTorch's
//! `nn.Linear` weight, read in place: `tensor_to_loops/bridges.rs`, `transposed_rhs`), packed a
//! square block at a time.
//!
//! A panel row holds W consecutive columns at one k, which in the `[N, K]` buffer are W rows
//! K elements apart: read one element at a time, LLVM vectorises the lanes into gathers (16
//! loads each on AVX-512), the packing's cost on a Llama's f32 weights. Here a block of `lanes`
//! columns by `lanes` k is read as `lanes` vector loads along k (contiguous in the buffer), turned
//! in registers and stored as `lanes` panel rows. The panel holds the same elements as the
//! element-by-element packing, so no bit changes: values of the accumulator's own type (nothing
//! to widen), and bf16 into f32, whose widening is the code shifted into the top half of the
//! f32 word, a NaN code f32's quiet NaN of its sign (the conversion helpers' rule, proven on
//! every code against `lpf_numerics::convert`: [`table::widening`]), done on the loaded
//! vectors before they are turned.

use super::Operand;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::vectors::{shuffle, vector_load, vector_store};
use crate::to_llvm::helpers::table::{self, Widening};
use crate::to_llvm::helpers::view;
use melior::dialect::arith;
use melior::ir::operation::OperationLike;
use melior::ir::{Type, Value, ValueLike};

/// The view's permutation, as `memref.transpose` prints it: the last two of two axes swapped.
const SWAP: &str = "affine_map<(d0, d1) -> (d1, d0)>";

/// An rhs that is `memref.transpose` of a 2-D buffer of the identity layout.
pub(super) struct TransposedRhs<'c, 'a> {
    /// The `[N, K]` buffer the view reads: k is its contiguous axis.
    source: Value<'c, 'a>,
    element: Type<'c>,
    /// The accumulator's type, which the panel holds.
    acc: Type<'c>,
    /// bf16 elements' widening into f32; None for elements of the accumulator's type.
    widening: Option<Widening>,
    /// The block's side: the target's lanes of the accumulator.
    lanes: u64,
    /// Lanes of a panel row (a multiple of `lanes`).
    width: u64,
}

impl<'c, 'a> TransposedRhs<'c, 'a> {
    /// The block packing of `operand` into panels of `width` lanes, when it applies.
    pub(super) fn of(operand: &Operand<'c, 'a>, acc: Type<'c>, width: u64, lanes: u64) -> Option<Self> {
        let Operand::Plain { buffer, element } = *operand else { return None };
        let widening = bf16_widening(element, acc);
        if !(element == acc || widening.is_some()) || lanes < 2 || !lanes.is_power_of_two() || width % lanes != 0 {
            return None;
        }
        let view = crate::raise_stablehlo::producer(buffer)?;
        if view.name().as_string_ref().as_str() != Ok("memref.transpose") || view.attribute("permutation").ok()?.to_string() != SWAP {
            return None;
        }
        // SAFETY: the transpose's operand is a value of the function being built, which
        // outlives the kernel's IR (as `buffer` itself does).
        let source: Value<'c, 'a> = unsafe { Value::from_raw(view.operand(0).ok()?.to_raw()) };
        let rank_two = loops::dims_of(source.r#type()).is_some_and(|dims| dims.len() == 2);
        (rank_two && loops::identity_layout(source.r#type())).then_some(TransposedRhs { source, element, acc, widening, lanes, width })
    }

    /// Rows of k in one block.
    pub(super) fn block(&self) -> u64 {
        self.lanes
    }

    /// Panel rows `kk .. kk + lanes` of panel `tile` of `packed` (`[tiles, K, width]`).
    pub(super) fn pack_block(&self, ir: &Ir<'c, 'a>, tile: Value<'c, 'a>, kk: Value<'c, 'a>, packed: Value<'c, 'a>) {
        let vector = Type::vector(&[self.lanes], self.element);
        let first_column = ir.mul(tile, ir.index(self.width as i64));
        for group in 0..self.width / self.lanes {
            let offset = group * self.lanes;
            let columns: Vec<Value> = (0..self.lanes)
                .map(|c| {
                    let column = ir.add(first_column, ir.index((offset + c) as i64));
                    self.widened(ir, vector_load(ir, vector, self.source, &[column, kk]))
                })
                .collect();
            for (j, row) in transpose(ir, columns).into_iter().enumerate() {
                let k = ir.add(kk, ir.index(j as i64));
                vector_store(ir, row, packed, &[tile, k, ir.index(offset as i64)]);
            }
        }
    }
}

impl<'c, 'a> TransposedRhs<'c, 'a> {
    /// `codes` (a vector of the operand's elements) as the accumulator's values: themselves, or
    /// bf16 codes shifted into the top half of f32 words (`i32(code) << 16`).
    fn widened(&self, ir: &Ir<'c, 'a>, codes: Value<'c, 'a>) -> Value<'c, 'a> {
        let Some(rule) = self.widening else { return codes };
        let (lanes, words) = ([self.lanes], Type::vector(&[self.lanes], ir.int_type(32)));
        let codes = ir.val(arith::extui(view(ir, codes, Type::vector(&lanes, ir.int_type(16))), words, ir.location));
        ir.bitcast(rule.emit(ir, lpf_numerics::Format::BF16, codes), Type::vector(&lanes, self.acc))
    }
}

/// The widening of bf16 codes into f32 as a shift and a NaN select, when `element` is bf16 and
/// `acc` f32 and that rule gives `lpf_numerics::convert`'s result for every code (checked by
/// [`table::widening`] on all 65536).
fn bf16_widening(element: Type, acc: Type) -> Option<Widening> {
    use lpf_numerics::{Format, Overflow, Rounding};
    let formats = (crate::ir_numerics::format_of(element), crate::ir_numerics::format_of(acc));
    if formats != (Some(Format::BF16), Some(Format::F32)) {
        return None;
    }
    static RULE: std::sync::OnceLock<Option<Widening>> = std::sync::OnceLock::new();
    *RULE.get_or_init(|| table::widening(Format::BF16, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf))
}

/// The transpose of `n` vectors of `n` lanes (`n` a power of two): vector `j` of the result holds
/// lane `j` of every input, in input order. log2(n) rounds, each pairing vector `i` with vector
/// `i + n/2` and interleaving their lower halves into one vector and their upper halves into the
/// next (after the r-th round, runs of 2^r lanes of one output are together; after the last, all).
fn transpose<'c, 'a>(ir: &Ir<'c, 'a>, vectors: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
    let n = vectors.len() as i64;
    let half = n / 2;
    let (lower, upper) = interleavings(n);
    let ty = vectors[0].r#type();
    let mut level = vectors;
    for _ in 0..n.trailing_zeros() {
        level = (0..half as usize)
            .flat_map(|i| {
                let (a, b) = (level[i], level[i + half as usize]);
                [shuffle(ir, a, b, &lower, ty), shuffle(ir, a, b, &upper, ty)]
            })
            .collect();
    }
    level
}

/// The `vector.shuffle` masks of one round for vectors of `n` lanes: the lower halves of the two
/// operands interleaved, and the upper halves.
fn interleavings(n: i64) -> (Vec<i64>, Vec<i64>) {
    let half = n / 2;
    ((0..half).flat_map(|j| [j, n + j]).collect(), (half..n).flat_map(|j| [j, n + j]).collect())
}

#[cfg(test)]
mod tests {
    /// bf16 -> f32 is proven a shift and a NaN select (else bf16 weights keep the packing one
    /// element at a time).
    #[test]
    fn bf16_widens_by_a_shift() {
        let context = melior::Context::new();
        let (bf16, f32) = (melior::ir::Type::bfloat16(&context), melior::ir::Type::float32(&context));
        assert!(super::bf16_widening(bf16, f32).is_some());
        assert!(super::bf16_widening(f32, f32).is_none());
    }

    /// [`super::transpose`]'s rounds with its masks, on lane labels (a shuffle's semantics: mask
    /// entry m < n picks lane m of the first operand, else lane m - n of the second): output
    /// vector j must hold lane j of every input vector i, in order.
    #[test]
    fn interleaving_rounds_transpose() {
        for n in [2usize, 4, 8, 16] {
            let (lower, upper) = super::interleavings(n as i64);
            let mut level: Vec<Vec<(usize, usize)>> = (0..n).map(|i| (0..n).map(|j| (i, j)).collect()).collect();
            for _ in 0..n.trailing_zeros() {
                let half = n / 2;
                level = (0..half)
                    .flat_map(|i| {
                        let pick = |mask: &[i64]| mask.iter().map(|&m| m as usize).map(|m| if m < n { level[i][m] } else { level[i + half][m - n] }).collect::<Vec<_>>();
                        [pick(&lower), pick(&upper)]
                    })
                    .collect();
            }
            for (j, row) in level.iter().enumerate() {
                assert_eq!(row, &(0..n).map(|i| (i, j)).collect::<Vec<_>>(), "n = {n}, output {j}");
            }
        }
    }
}
