//! One tile's emitter, ROWS output rows x one vector of lanes over packed operands ([`Tile`]),
//! and T-FDPA's chunk step on it (`super`'s module doc): the e_max pass (on i16 or i8 exponents),
//! the truncated terms, and the final rounding, in 64-bit lanes or the 32-bit step. The other
//! families' steps extend [`Tile`] in `amd.rs` and `grouped.rs`; `kernel.rs` picks one.

use super::lanes::{addend_norm, addf, fop, mulf, power_of_two, splat, splat_bits, trunc, vector_bitcast, Lanes};
use super::pack::Packed;
use super::plan::{max_norm, min_norm, Plan, ROWS};
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, fold_many};
use crate::to_llvm::builders::vectors::{broadcast, shuffle, vector_load};
use lpf_numerics::Format;
use lpf_numerics::matrix_units::OutputRounding;
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::{Type, Value};

/// A 32-bit step's addend (f32 lanes; [`Tile::addend32`]).
pub(super) struct Addend32<'c, 'a> {
    /// The addend as f32 (an f16 one widened exactly) and its bits.
    pub(super) value: Value<'c, 'a>,
    pub(super) bits: Value<'c, 'a>,
    /// f32's exponent field and the exponent it means (-126 for subnormals and zero).
    pub(super) field: Value<'c, 'a>,
    pub(super) exponent: Value<'c, 'a>,
    /// The model's exponent for e_max: clamped to the result format's range, e_zero for zero.
    pub(super) norm: Value<'c, 'a>,
}

/// One tile's emitter: ROWS outputs rows x one vector of lanes.
pub(super) struct Tile<'c, 'a, 'p> {
    pub(super) plan: &'p Plan,
    /// Whether the tile runs in x86's flush-to-zero mode ([`super::plan::runs_in_ftz_mode`]).
    pub(super) ftz_mode: bool,
    pub(super) lanes: Lanes<'c>,
    pub(super) a: &'p Packed<'c, 'a>,
    pub(super) b: &'p Packed<'c, 'a>,
    pub(super) b_ivs: &'p [Value<'c, 'a>],
    pub(super) jt: Value<'c, 'a>,
    pub(super) it: Value<'c, 'a>,
}

impl<'c, 'a> Tile<'c, 'a, '_> {
    pub(super) fn at(&self, panel: Value<'c, 'a>, k: Value<'c, 'a>, inner: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
        self.b_ivs.iter().copied().chain([panel, k, inner]).collect()
    }

    /// The result type's vector.
    pub(super) fn result_vector(&self) -> (Type<'c>, Type<'c>) {
        let t = &self.lanes;
        if self.plan.result == Format::F16 { (t.f16, t.i16) } else { (t.f32, t.i32) }
    }

    /// T-FDPA's chain over chunks `first .. first + count`, from the result vectors `init`
    /// (module doc of `super`): per chunk the e_max pass, the truncated terms and one rounding;
    /// the 32-bit step where [`Plan::narrow`] holds. Returns the ROWS result vectors.
    pub(super) fn emit_truncated(&self, ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let chunk = self.plan.chunk;
        let narrow = self.plan.narrow();
        fold_many(ir, count, &init, &mut |step, q, c| {
            let k0 = step.mul(step.add(first, q), step.index(chunk as i64));
            let t = self.lanes;
            if narrow {
                let addends: Vec<Addend32> = c.iter().map(|c| self.addend32(step, *c)).collect();
                let e_max = self.e_max(step, k0, addends.iter().map(|a| a.norm).collect());
                let sums = self.terms(step, k0, &e_max);
                return (0..ROWS).map(|r| self.finish32(step, sums[r], &addends[r], e_max[r])).collect();
            }
            let c64: Vec<Value> = c.iter().map(|c| step.val(arith::extf(*c, t.f64, step.location))).collect();
            let zero_exp = splat(step, t.i32, self.plan.zero_exp as i64);
            let init = c64.iter().map(|c| step.max_signed(addend_norm(step, &t, *c, self.plan.result), zero_exp)).collect();
            let e_max = self.e_max(step, k0, init);
            let sums = self.terms(step, k0, &e_max);
            (0..ROWS).map(|r| self.finish(step, sums[r], c64[r], e_max[r])).collect()
        })
    }

    /// Pass 1 over a chunk from k0: e_max per output (i32 lanes), from the addends' exponents.
    pub(super) fn e_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        if self.a.norm_bits == 8 {
            return self.byte_exponent_max(step, k0, init);
        }
        // In i16 (every exponent and -4096 fit): half the bytes of i32 per load and lane.
        let init: Vec<Value> = init.iter().map(|e| step.val(arith::trunci(*e, self.lanes.i16, step.location))).collect();
        self.exponent_max(step, k0, (0, 1, self.plan.chunk), init)
    }

    /// The largest of `init` (i16 lanes) and the products' exponents n_a + n_b over
    /// k = k0 + offset + stride j, j < count, per row, widened to i32 lanes. Shared by T-FDPA's
    /// e_max and AMD's two-level products (amd.rs).
    pub(super) fn exponent_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, (offset, stride, count): (usize, usize, usize), init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let lanes = t.count as i64;
        // Two rows per vector of 2 x lanes i16, interleaved (lane 2j: row 2p's output j, lane
        // 2j + 1: row 2p + 1's): the rows' two exponents at k are one i32 of the lhs panel,
        // broadcast; the rhs's exponents are doubled (j, j) once per k; one add and one max
        // then serve both rows.
        let pair = Type::vector(&[2 * lanes as u64], step.int_type(16));
        let interleave: Vec<i64> = (0..lanes).flat_map(|j| [j, lanes + j]).collect();
        let init: Vec<Value> = init.chunks(2).map(|rows| shuffle(step, rows[0], rows[1], &interleave, pair)).collect();
        let e_max = fold_many(step, step.index(count as i64), &init, &mut |s, j, e| {
            let k = s.add(k0, s.add(s.index(offset as i64), s.mul(j, s.index(stride as i64))));
            let nb = vector_load(s, t.i16, self.b.norms, &self.at(self.jt, k, s.index(0)));
            let nb = shuffle(s, nb, nb, &interleave, pair);
            (0..ROWS / 2)
                .map(|p| {
                    let two = vector_load(s, Type::vector(&[2], s.int_type(16)), self.a.norms, &self.at(self.it, k, s.index(2 * p as i64)));
                    let word = vector_bitcast(s, two, Type::vector(&[1], s.int_type(32)));
                    let na = vector_bitcast(s, broadcast(s, t.i32, word), pair);
                    s.max_signed(e[p], s.add(na, nb))
                })
                .collect()
        });
        // Each i32 lane j of a pair holds row 2p's e_max (low half) and row 2p + 1's (high half).
        let sixteen = splat(step, t.i32, 16);
        e_max
            .iter()
            .flat_map(|e| {
                let words = vector_bitcast(step, *e, t.i32);
                let even = step.val(arith::shrsi(step.shl(words, sixteen), sixteen, step.location));
                let odd = step.val(arith::shrsi(words, sixteen, step.location));
                [even, odd]
            })
            .collect()
    }

    /// T-FDPA's e_max ([`Tile::e_max`]) on i8 exponents ([`Plan::byte_exponents`]): four rows per vector
    /// of 4 x lanes i8 (lane 4j + r: row 4q + r's output j), the rows' four exponents at k one
    /// i32 of the lhs panel, broadcast, the rhs's repeated (j, j, j, j) by a shuffle once per k;
    /// one add and one max serve four rows. The products' largest exponent, from i8's -128, is
    /// split back by i32 shifts and joined with `init` (the addends' exponents, i32 lanes).
    pub(super) fn byte_exponent_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let lanes = t.count as i64;
        let quad = Type::vector(&[4 * lanes as u64], step.int_type(8));
        let repeat: Vec<i64> = (0..lanes).flat_map(|j| [j; 4]).collect();
        let start = vec![splat(step, quad, -128); ROWS / 4];
        let e_prod = fold_many(step, step.index(self.plan.chunk as i64), &start, &mut |s, j, e| {
            let k = s.add(k0, j);
            let nb = vector_load(s, Type::vector(&[lanes as u64], s.int_type(8)), self.b.norms, &self.at(self.jt, k, s.index(0)));
            let nb = shuffle(s, nb, nb, &repeat, quad);
            (0..ROWS / 4)
                .map(|q| {
                    let four = vector_load(s, Type::vector(&[4], s.int_type(8)), self.a.norms, &self.at(self.it, k, s.index(4 * q as i64)));
                    let word = vector_bitcast(s, four, Type::vector(&[1], s.int_type(32)));
                    let na = vector_bitcast(s, broadcast(s, t.i32, word), quad);
                    s.max_signed(e[q], s.add(na, nb))
                })
                .collect()
        });
        let i32s = |v: i64| splat(step, t.i32, v);
        e_prod
            .iter()
            .flat_map(|e| {
                let words = vector_bitcast(step, *e, t.i32);
                (0..4).map(move |r| (words, r))
            })
            .zip(init)
            .map(|((words, r), init)| {
                // Byte r of each i32 lane, sign-extended.
                let e = step.val(arith::shrsi(step.shl(words, i32s(24 - 8 * r)), i32s(24), step.location));
                step.max_signed(init, e)
            })
            .collect()
    }

    /// Pass 2 over a chunk from k0: the products truncated to the grid 2^(e_max - F), summed
    /// exactly in W.
    pub(super) fn terms(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, e_max: &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let f = splat(step, t.i32, self.plan.f as i64);
        let scales: Vec<Value> = e_max.iter().map(|e| power_of_two(step, &t, step.sub(f, *e), self.plan.work)).collect();
        let work_ty = if self.plan.work == Format::F32 { t.f32 } else { t.f64 };
        let zero_w = splat_bits(step, if self.plan.work == Format::F32 { t.i32 } else { t.i64 }, work_ty, 0);
        fold_many(step, step.index(self.plan.chunk as i64), &[zero_w; ROWS], &mut |s, kk, acc| {
            let k = s.add(k0, kk);
            let bv = vector_load(s, work_ty, self.b.values, &self.at(self.jt, k, s.index(0)));
            (0..ROWS)
                .map(|r| {
                    let a = broadcast(s, work_ty, loops::load(s, self.a.values, &self.at(self.it, k, s.index(r as i64))));
                    let term = trunc(s, mulf(s, mulf(s, a, bv), scales[r]));
                    addf(s, acc[r], term)
                })
                .collect()
        })
    }

    /// The addend of a 32-bit step: `c` (f32, or f16 widened exactly) as bits, its exponent
    /// field and its model exponent for e_max (e_zero for a zero: [`Plan::narrow`]).
    pub(super) fn addend32(&self, ir: &Ir<'c, 'a>, c: Value<'c, 'a>) -> Addend32<'c, 'a> {
        let t = &self.lanes;
        let value = if self.plan.result == Format::F16 { ir.val(arith::extf(c, t.f32, ir.location)) } else { c };
        let bits = ir.bitcast(value, t.i32);
        let field = ir.and(ir.shr(bits, splat(ir, t.i32, 23)), splat(ir, t.i32, 0xFF));
        // f32's own exponent (subnormals: -126); the model's is clamped to the result format's range.
        let exponent = ir.sub(ir.max_signed(field, splat(ir, t.i32, 1)), splat(ir, t.i32, 127));
        let result = self.plan.result;
        let norm = ir.min_signed(ir.max_signed(exponent, splat(ir, t.i32, min_norm(result) as i64)), splat(ir, t.i32, max_norm(result) as i64));
        let zero = ir.eq(ir.and(bits, splat(ir, t.i32, 0x7FFF_FFFF)), splat(ir, t.i32, 0));
        let norm = ir.select(zero, splat(ir, t.i32, self.plan.zero_exp as i64), norm);
        Addend32 { value, bits, field, exponent, norm }
    }

    /// The 32-bit step's result (module doc, "The 32-bit step"): the truncated products' sum
    /// (f32, an integer), the addend and e_max.
    pub(super) fn finish32(&self, ir: &Ir<'c, 'a>, sum: Value<'c, 'a>, c: &Addend32<'c, 'a>, e_max: Value<'c, 'a>) -> Value<'c, 'a> {
        let t = &self.lanes;
        let i32s = |v: i64| splat(ir, t.i32, v);
        let f32_zero = splat_bits(ir, t.i32, t.f32, 0);
        // Specials: sum + c is inf or NaN exactly when a term or the addend is (finite ones stay
        // finite: |sum| < 2^20 is below half an ulp of f32's largest value).
        let special_sum = addf(ir, sum, c.value);
        let probe = mulf(ir, special_sum, f32_zero);
        let special = ir.val(arith::cmpf(ir.context, CmpfPredicate::Uno, probe, probe, ir.location));
        let nan = ir.val(arith::cmpf(ir.context, CmpfPredicate::Uno, special_sum, special_sum, ir.location));
        let sum = ir.select(special, f32_zero, sum);
        let sum = ir.val(arith::fptosi(sum, t.i32, ir.location));
        // The addend truncated to the grid: its significand (hidden bit if normal) shifted right
        // by 23 - F + e_max - exponent >= 23 - F >= 0 (31 and beyond give 0 for 24 bits).
        let hidden = ir.select(ir.ne(c.field, i32s(0)), i32s(0x80_0000), i32s(0));
        let significand = ir.or(ir.and(c.bits, i32s(0x7F_FFFF)), hidden);
        let f = self.plan.f as i64;
        let shift = ir.add(ir.sub(e_max, c.exponent), i32s(23 - f));
        let shift = ir.min_signed(ir.max_signed(shift, i32s(0)), i32s(31));
        let magnitude = ir.shr(significand, shift);
        let negative = ir.cmp(arith::CmpiPredicate::Slt, c.bits, i32s(0));
        let addend = ir.select(negative, ir.sub(i32s(0), magnitude), magnitude);
        let total = ir.add(sum, addend);
        let total = ir.val(arith::sitofp(total, t.f32, ir.location));
        // v = total 2^g, g = e_max - F >= -149, as total 2^(g - h) 2^h with h = max(g, -126):
        // the first product is normal and exact, the second the one rounding of a representable
        // value (or its overflow to inf at 2^128).
        let g = ir.sub(e_max, i32s(f));
        let h = ir.max_signed(g, i32s(-126));
        let v = mulf(ir, mulf(ir, total, power_of_two(ir, t, ir.sub(g, h), Format::F32)), power_of_two(ir, t, h, Format::F32));
        match self.plan.rounding {
            OutputRounding::RzF32 | OutputRounding::RzE8M13 => {
                let r = if self.plan.rounding == OutputRounding::RzE8M13 {
                    // Clearing the last 10 bits of the encoding keeps 13 fraction bits of a normal
                    // value and the grid 2^-139 of a subnormal one, toward zero.
                    ir.bitcast(ir.and(ir.bitcast(v, t.i32), i32s(!((1i64 << 10) - 1))), t.f32)
                } else {
                    v
                };
                // -0 (a negative subnormal truncated to nothing) becomes +0.
                let r = addf(ir, r, f32_zero);
                let special_value = ir.select(nan, splat_bits(ir, t.i32, t.f32, 0x7FFF_FFFF), special_sum);
                ir.select(special, special_value, r)
            }
            OutputRounding::RneF16 => {
                let half = ir.bitcast(ir.val(arith::truncf(v, t.f16, ir.location)), t.i16);
                let is_zero = ir.eq(ir.and(half, splat(ir, t.i16, 0x7FFF)), splat(ir, t.i16, 0));
                let half = ir.select(is_zero, splat(ir, t.i16, 0), half);
                let inf = ir.bitcast(ir.val(arith::truncf(special_sum, t.f16, ir.location)), t.i16);
                let special_half = ir.select(nan, splat(ir, t.i16, 0x7FFF), inf);
                ir.bitcast(ir.select(special, special_half, half), t.f16)
            }
        }
    }

    /// The step's result from the products' truncated sum, the addend (f64) and e_max.
    pub(super) fn finish(&self, ir: &Ir<'c, 'a>, sum: Value<'c, 'a>, c: Value<'c, 'a>, e_max: Value<'c, 'a>) -> Value<'c, 'a> {
        let t = &self.lanes;
        let f = splat(ir, t.i32, self.plan.f as i64);
        let sum = if self.plan.work == Format::F32 { ir.val(arith::extf(sum, t.f64, ir.location)) } else { sum };
        let addend = trunc(ir, mulf(ir, c, power_of_two(ir, t, ir.sub(f, e_max), Format::F64)));
        let total = addf(ir, sum, addend);
        let v = mulf(ir, total, power_of_two(ir, t, ir.sub(e_max, f), Format::F64));
        let nan = ir.val(arith::cmpf(ir.context, CmpfPredicate::Uno, total, total, ir.location));
        let f64c = |bits: u64| splat_bits(ir, t.i64, t.f64, bits as i64);
        match self.plan.rounding {
            OutputRounding::RzF32 | OutputRounding::RzE8M13 => {
                // Kept fraction bits and the exponent of the last kept bit below 2^-126.
                let (keep, low) = if self.plan.rounding == OutputRounding::RzF32 { (23u32, 149i32) } else { (13, 139) };
                let magnitude = fop(ir, "math.absf", &[v]);
                let small = ir.val(arith::cmpf(ir.context, CmpfPredicate::Olt, magnitude, f64c(((1023 - 126) as u64) << 52), ir.location));
                let up = f64c(((1023 + low) as u64) << 52);
                let down = f64c(((1023 - low) as u64) << 52);
                let u_small = mulf(ir, trunc(ir, mulf(ir, v, up)), down);
                let mask = !((1i64 << (52 - keep)) - 1);
                let u_big = ir.bitcast(ir.and(ir.bitcast(v, t.i64), splat(ir, t.i64, mask)), t.f64);
                let u = ir.select(small, u_small, u_big);
                let r = ir.val(arith::truncf(u, t.f32, ir.location));
                // -0 (a negative sum truncated to nothing) becomes +0.
                let r = addf(ir, r, splat_bits(ir, t.i32, t.f32, 0));
                ir.select(nan, splat_bits(ir, t.i32, t.f32, 0x7FFF_FFFF), r)
            }
            OutputRounding::RneF16 => {
                let bits = ir.bitcast(v, t.i64);
                let low_mask = (1i64 << 29) - 1;
                let low = ir.and(bits, splat(ir, t.i64, low_mask));
                let high = ir.and(bits, splat(ir, t.i64, !low_mask));
                let sticky = ir.ne(low, splat(ir, t.i64, 0));
                let odd = ir.select(sticky, ir.or(high, splat(ir, t.i64, 1 << 29)), high);
                let narrow = ir.val(arith::truncf(ir.bitcast(odd, t.f64), t.f32, ir.location));
                let half = ir.bitcast(ir.val(arith::truncf(narrow, t.f16, ir.location)), t.i16);
                let is_zero = ir.eq(ir.and(half, splat(ir, t.i16, 0x7FFF)), splat(ir, t.i16, 0));
                let half = ir.select(is_zero, splat(ir, t.i16, 0), half);
                let half = ir.select(nan, splat(ir, t.i16, 0x7FFF), half);
                ir.bitcast(half, t.f16)
            }
        }
    }
}
