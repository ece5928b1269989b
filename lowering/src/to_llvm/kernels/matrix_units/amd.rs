//! AMD's matrix-core families on the LLVM exit (docs/formats.md "Hardware arithmetic"): vector
//! kernels bit-identical to the numerics crate's integer models (`lpf_numerics::matrix_units`),
//! on the packing, tiles, K blocks and threads of the T-FDPA kernel (`super`): each lane is one
//! output receiving its own instructions in k order from +0.
//!
//! - **FMA** (f32 MFMA, every CDNA): `math.fma` per k in order, IEEE's single rounding to nearest
//!   even with subnormals kept, which is the model's step; a NaN stays NaN through the chain and
//!   gets the model's code, 0x7FC00000, at the end.
//! - **FTZ-MUL-ADD** (CDNA2 f16/bf16, group P = 4, one instruction = 8 k): the model is f32
//!   arithmetic with flushes, and so is the kernel, operation for operation. Inputs below their
//!   format's smallest normal (and -0) are packed as +0 (the values are exact in f32). A product
//!   is `mulf`: IEEE's one rounding to nearest even of the exact product, gradual underflow
//!   included, which is the model's `mul` into f32; it is then flushed keeping its sign (|x| below
//!   2^-126: the sign bit alone). The sums are `addf`, each flushed the same way, in the model's
//!   order ((p0 + p1) + (p2 + p3), then onto the accumulator); the accumulator is flushed to +0 at
//!   each instruction's start. IEEE's zero signs (x + (-x) = +0, -0 + -0 = -0) and specials
//!   (inf - inf = NaN, overflow to inf) are the model's `add`'s; NaN gets 0x7FC00000 at the end.
//! - **E-FDPA** (CDNA1 f16 L 4, bf16 L 2): V = p_1 + .. + p_L + c, exact, rounded once to nearest
//!   even into f32. The products are exact in f64 (f16: 22 bits, 2^-48..2^32; bf16: 16 bits,
//!   2^-266..2^256; [`super::plan::exact_chunk_fits`] checks it from the format facts). Then, with TwoSum
//!   (Knuth's six-operation error-free sum, exact without overflow):
//!   1. P = p_1 + .. + p_L exactly as hi + lo with hi = RN(P), |lo| <= ulp(hi)/2: the running
//!      TwoSum gives s and errors e_i with P = s + sum e_i; the errors are multiples of the
//!      products' lsb unit u (2^-48 for f16) and below 2^-53 of the partial sums (< L 2^(2 emax + 2)),
//!      so their sum is exact in f64 when (L - 1) L 2^(2 emax + 2) <= 2^106 u (f16: 3 2^34 <= 2^58;
//!      checked at generation); (hi, lo) = TwoSum(s, sum e_i).
//!   2. V = hi + lo + c: (s2, e2) = TwoSum(hi, c), (w, f) = TwoSum(e2, lo), (A, d) =
//!      TwoSum(s2, w); V = A + d + f exactly, A = RN(s2 + w).
//!   3. Round to odd: A is moved one ulp toward V - A when V != A and A's last bit is even; the
//!      result is RO_53(V) when |d + f| stays below A's distance to its neighbour toward V and the
//!      sign of d + f is known. If e2 = 0, then w = lo and f = 0: V = A + d, d = TwoSum's exact
//!      error. If e2 != 0, hi + c was inexact, so not a Sterbenz subtraction: |s2| >= |hi|/2, so
//!      |lo| <= ulp(s2) and |w| <= 1.5 ulp(s2) (|e2| <= ulp(s2)/2); then s2 and w are multiples of
//!      ulp(w), so is d, and d != 0 gives |d| >= ulp(w) > |f| (f <= ulp(w)/2): the sign of
//!      d + f is d's, else f's; |d| is at most half A's gap toward V and |f| is tiny beside it.
//!      V = 0 exactly gives A = 0 (made +0, the model's zero); a nonzero V gives A != 0.
//!   4. f64 -> f32 (RNE) of RO_53(V) is RNE_24(V), subnormals and overflow included (53 >= 24 + 2:
//!      rounding to odd first leaves every f32 rounding boundary on the same side).
//!   5. Specials: the plain f64 sum of the products and c is NaN exactly when a product is NaN
//!      (NaN operand, inf x 0) or infinities of both signs meet, else inf when one is (finite
//!      terms stay below 2^258): the model's rule; NaN gets the model's code 0x7FFFFFFF.
//! - **TR-FDPA / GTR-FDPA** (CDNA3: tf32 L 4, f16/bf16 L 8; FNUZ fp8 L 16 grouped even/odd;
//!   F = 24, F2 = 31), in f64 lanes ([`super::plan::two_level_fits`] checks each bound from the facts):
//!   1. e_dot: the largest n_a + n_b of the chunk's products (of each half when grouped), from
//!      the packed i16 exponents as T-FDPA's e_max (zero operands: -4096, so a zero product is
//!      below every real exponent, the model's -999; all-zero groups contribute 0 below).
//!   2. Each product (exact in f64) scaled by 2^(F - e_dot) (exact: it is a nonzero product of
//!      exponent >= e_dot - 300 or so, or zero; the scale's exponent is clamped only when all
//!      are zero) and truncated toward zero (`math.trunc`): integers below 2^(F + 2), L of them
//!      summing exactly (L 2^26 <= 2^53). Before it, a product of 2^128 or more becomes inf
//!      (the model's "normalised exponent reaches 128": max(floor(log2 |p|), n_a + n_b) >= 128
//!      is |p| >= 2^128, since n_a + n_b <= floor(log2 |p|) unless an operand is subnormal,
//!      and then n_a + n_b <= 1 - 127 + 127 < 128); emitted only where the formats reach it.
//!      Grouped: the halves joined at their larger exponent, each floored (`math.floor` of an
//!      exact power-of-two scaling).
//!   3. With n(c) f32's exponent clamped at -126 (a zero addend's too) and e_max = max(e_dot,
//!      n(c)): d = floor(dot 2^(e_dot - e_max + F2 + 1 - F)), cc = floor(c 2^(F - e_max))
//!      (grouped: 0 when n(c) < e_max - F - 1), total = d + cc 2^(F2 + 1 - F): floors of exact
//!      scalings, |total| < 2^38, exact. v = total 2^(e_max - F2 - 1) is exact (>= 2^-158).
//!   4. With e = max(floor(log2 |v|), -126) from v's exponent field: floor(v 2^(F2 - e)) 2^(e - F2)
//!      (exact scalings around a floor) is the model's normalisation floored to F2 bits, and
//!      f64 -> f32 its one rounding to nearest even (subnormals, overflow). Zero is +0.
//!   5. Specials travel through the same operations (the scales are finite and nonzero): total
//!      is NaN exactly when a term or c is NaN or infinities of both signs meet, else ±inf when
//!      one is (an inf or NaN addend is never dropped: its clamped exponent 127 is e_max's); NaN
//!      gets 0x7FFFFFFF.
//!
//! Where lpf's model differs from MMA-Sim (docs/formats.md): MMA-Sim's E-FDPA takes inf/NaN from an
//! f64 sum of the products, so a finite exact sum whose f64 sum overflows f32 would differ; lpf and
//! this kernel round the exact sum.

use super::lanes::{addend_norm, addf, fop, mulf, power_of_two, splat, splat_bits, trunc, Lanes};
use super::plan::{ftz_on_a_normal_grid, max_norm, ROWS};
use super::tile::Tile;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, fold_many};
use crate::to_llvm::builders::vectors::{broadcast, vector_load};
use lpf_numerics::Format;
use melior::dialect::arith::{self, CmpfPredicate, CmpiPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value};

/// f32's smallest normal, as bits: |x| below it is flushed.
const F32_MIN_NORMAL_BITS: i64 = 0x0080_0000;
/// The NaN codes of the models: FMA and FTZ-MUL-ADD encode NaN as f32's quiet NaN, E-FDPA as
/// 0x7FFFFFFF.
const FMA_NAN: i64 = 0x7FC0_0000;
const EXACT_NAN: i64 = 0x7FFF_FFFF;

/// TwoSum: (RN(a + b), a + b - RN(a + b)), exact without overflow, any magnitudes.
fn two_sum<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let s = addf(ir, a, b);
    let bb = subf(ir, s, a);
    let aa = subf(ir, s, bb);
    (s, addf(ir, subf(ir, a, aa), subf(ir, b, bb)))
}

fn subf<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(arith::subf(a, b, ir.location))
}

/// An f32 vector flushed where below 2^-126 in magnitude: to its sign bit alone (`keep_sign`,
/// the products' and sums' flush) or to +0 (the accumulator's at an instruction's start).
/// |x| < 2^-126 exactly when the exponent field is zero; then the value is its sign and fraction
/// bits, so the flush clears the fraction (and the sign for +0) with one `and` against the
/// compare's mask: no select (integer compares and masks, 4 operations per vector).
fn flush32<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, x: Value<'c, 'a>, keep_sign: bool) -> Value<'c, 'a> {
    let bits = ir.bitcast(x, t.i32);
    let exponent = ir.and(bits, splat(ir, t.i32, 0x7F80_0000));
    let tiny = ir.eq(exponent, splat(ir, t.i32, 0));
    let mask = ir.val(arith::extsi(tiny, t.i32, ir.location));
    // Bits cleared where tiny: the fraction (the exponent is zero already), and the sign for +0.
    let clear = if keep_sign { ir.and(mask, splat(ir, t.i32, F32_MIN_NORMAL_BITS - 1)) } else { mask };
    ir.bitcast(ir.and(bits, ir.xor(clear, splat(ir, t.i32, -1))), t.f32)
}

/// NaN lanes replaced by the model's code (`nan_bits`), in f32.
fn canonical_nan<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, v: Value<'c, 'a>, nan_bits: i64) -> Value<'c, 'a> {
    let nan = ir.val(arith::cmpf(ir.context, CmpfPredicate::Uno, v, v, ir.location));
    ir.select(nan, splat_bits(ir, t.i32, t.f32, nan_bits), v)
}

impl<'c, 'a> Tile<'c, 'a, '_> {
    /// The lhs value of row `r` at `k`, broadcast to the lanes.
    fn lhs_row(&self, ir: &Ir<'c, 'a>, ty: Type<'c>, k: Value<'c, 'a>, r: usize) -> Value<'c, 'a> {
        broadcast(ir, ty, loops::load(ir, self.a.values, &self.at(self.it, k, ir.index(r as i64))))
    }

    /// The FMA chain over k = `first .. first + count` (chunks of one k), from `init`.
    pub(super) fn emit_fma(&self, ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let sums = fold_many(ir, count, &init, &mut |s, q, acc| {
            let k = s.add(first, q);
            let bv = vector_load(s, t.f32, self.b.values, &self.at(self.jt, k, s.index(0)));
            (0..ROWS).map(|r| s.fma(self.lhs_row(s, t.f32, k, r), bv, acc[r])).collect()
        });
        sums.iter().map(|v| canonical_nan(ir, &t, *v, FMA_NAN)).collect()
    }

    /// FTZ-MUL-ADD over instructions `first .. first + count` (chunks of the instruction's k),
    /// from `init`: per instruction the accumulator flushed to +0, then per group of P products
    /// (flushed inputs, rounded and flushed products) their flushed pairwise sums onto it.
    /// Where [`ftz_on_a_normal_grid`] holds, every flush but the accumulator's -0 -> +0 is the
    /// identity and is left out (that one is `acc + 0.0`, which changes no other value).
    pub(super) fn emit_ftz(&self, ir: &Ir<'c, 'a>, group: usize, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let chunk = self.plan.chunk;
        let grid = ftz_on_a_normal_grid(self.plan.lhs, self.plan.rhs);
        // In flush-to-zero mode the products and sums come flushed (runs_in_ftz_mode).
        let flush = |s: &Ir<'c, 'a>, x| if grid || self.ftz_mode { x } else { flush32(s, &t, x, true) };
        let add = |s: &Ir<'c, 'a>, x, y| flush(s, addf(s, x, y));
        let start = |s: &Ir<'c, 'a>, x| if grid { addf(s, x, splat_bits(s, t.i32, t.f32, 0)) } else { flush32(s, &t, x, false) };
        let sums = fold_many(ir, count, &init, &mut |s, q, acc| {
            let k0 = s.mul(s.add(first, q), s.index(chunk as i64));
            let ks: Vec<Value> = (0..chunk).map(|kk| s.add(k0, s.index(kk as i64))).collect();
            let bv: Vec<Value> = ks.iter().map(|k| vector_load(s, t.f32, self.b.values, &self.at(self.jt, *k, s.index(0)))).collect();
            (0..ROWS)
                .map(|r| {
                    let mut acc = start(s, acc[r]);
                    let products: Vec<Value> = ks.iter().zip(&bv).map(|(k, b)| flush(s, mulf(s, self.lhs_row(s, t.f32, *k, r), *b))).collect();
                    for g in products.chunks(group) {
                        let mut sum = add(s, g[0], g[1]);
                        if group == 4 {
                            sum = add(s, sum, add(s, g[2], g[3]));
                        }
                        acc = add(s, acc, sum);
                    }
                    acc
                })
                .collect()
        });
        sums.iter().map(|v| canonical_nan(ir, &t, *v, FMA_NAN)).collect()
    }

    /// E-FDPA over chunks `first .. first + count` from `init` (module doc: the exact sum as a
    /// TwoSum expansion, rounded to odd at 53 bits, then to nearest even into f32).
    pub(super) fn emit_exact(&self, ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let chunk = self.plan.chunk;
        fold_many(ir, count, &init, &mut |s, q, acc| {
            let k0 = s.mul(s.add(first, q), s.index(chunk as i64));
            let ks: Vec<Value> = (0..chunk).map(|kk| s.add(k0, s.index(kk as i64))).collect();
            let bv: Vec<Value> = ks.iter().map(|k| vector_load(s, t.f64, self.b.values, &self.at(self.jt, *k, s.index(0)))).collect();
            (0..ROWS)
                .map(|r| {
                    let products: Vec<Value> = ks.iter().zip(&bv).map(|(k, b)| mulf(s, self.lhs_row(s, t.f64, *k, r), *b)).collect();
                    let c = s.val(arith::extf(acc[r], t.f64, s.location));
                    exact_step(s, &t, &products, c)
                })
                .collect()
        })
    }
}

/// One E-FDPA step: RNE_f32(sum of `products` + c), exactly (module doc), specials by the
/// model's rule, a zero result +0, NaN 0x7FFFFFFF. f64 lanes in, f32 lanes out.
fn exact_step<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, products: &[Value<'c, 'a>], c: Value<'c, 'a>) -> Value<'c, 'a> {
    // 1. P = hi + lo.
    let mut s = products[0];
    let mut errors: Option<Value> = None;
    for p in &products[1..] {
        let (sum, e) = two_sum(ir, s, *p);
        s = sum;
        errors = Some(errors.map_or(e, |acc| addf(ir, acc, e)));
    }
    // The plain sum of every term carries the specials.
    let plain = addf(ir, s, c);
    let (hi, lo) = match errors {
        Some(e) => two_sum(ir, s, e),
        None => (s, splat_bits(ir, t.i64, t.f64, 0)),
    };
    // 2. V = A + d + f.
    let (s2, e2) = two_sum(ir, hi, c);
    let (w, f) = two_sum(ir, e2, lo);
    let (a, d) = two_sum(ir, s2, w);
    // 3. Round to odd: the residual's sign is d's, or f's when d = 0.
    let zero = splat_bits(ir, t.i64, t.f64, 0);
    let d_zero = ir.val(arith::cmpf(ir.context, CmpfPredicate::Oeq, d, zero, ir.location));
    let residual = ir.select(d_zero, f, d);
    let inexact = ir.val(arith::cmpf(ir.context, CmpfPredicate::One, residual, zero, ir.location));
    let bits = ir.bitcast(a, t.i64);
    let even = ir.eq(ir.and(bits, splat(ir, t.i64, 1)), splat(ir, t.i64, 0));
    // Same signs: one ulp up in magnitude (bits + 1), else down (bits - 1).
    let differ = ir.cmp(CmpiPredicate::Slt, ir.xor(bits, ir.bitcast(residual, t.i64)), splat(ir, t.i64, 0));
    let step = ir.select(differ, splat(ir, t.i64, -1), splat(ir, t.i64, 1));
    let adjust = ir.and(inexact, even);
    let odd = ir.bitcast(ir.select(adjust, ir.add(bits, step), bits), t.f64);
    // An exact zero is +0 (x + +0 changes no other value).
    let odd = addf(ir, odd, zero);
    // 4. One rounding into f32.
    let result = ir.val(arith::truncf(odd, t.f32, ir.location));
    let magnitude = ir.val(OperationBuilder::new("math.absf", ir.location).add_operands(&[plain]).add_results(&[t.f64]).build().expect("valid math.absf"));
    let finite = ir.val(arith::cmpf(ir.context, CmpfPredicate::Olt, magnitude, splat_bits(ir, t.i64, t.f64, 0x7FF0_0000_0000_0000), ir.location));
    let special = canonical_nan(ir, t, ir.val(arith::truncf(plain, t.f32, ir.location)), EXACT_NAN);
    ir.select(finite, result, special)
}

impl<'c, 'a> Tile<'c, 'a, '_> {
    /// The products' exponents n_a + n_b over k = k0 + offset + stride j, j < count: their max per
    /// row (i32 lanes; zero products bring about -4096, below every real exponent).
    fn product_exponent(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, slice: (usize, usize, usize)) -> Vec<Value<'c, 'a>> {
        self.exponent_max(step, k0, slice, vec![splat(step, self.lanes.i16, -8192); ROWS])
    }

    /// The same products truncated toward zero to the grid 2^(e - F) of their row's exponent e
    /// and summed (exact in f64); a product of 2^128 or more first becomes inf (`overflow`).
    fn two_level_terms(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, (offset, stride, count): (usize, usize, usize), e: &[Value<'c, 'a>], overflow: bool) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let f = splat(step, t.i32, self.plan.f as i64);
        let scales: Vec<Value> = e.iter().map(|e| power_of_two(step, &t, step.sub(f, *e), Format::F64)).collect();
        let zero = splat_bits(step, t.i64, t.f64, 0);
        let big = splat_bits(step, t.i64, t.f64, (1023 + 128) << 52);
        let inf = splat_bits(step, t.i64, t.f64, 0x7FF0_0000_0000_0000);
        fold_many(step, step.index(count as i64), &[zero; ROWS], &mut |s, j, acc| {
            let k = s.add(s.add(k0, s.index(offset as i64)), s.mul(j, s.index(stride as i64)));
            let bv = vector_load(s, t.f64, self.b.values, &self.at(self.jt, k, s.index(0)));
            (0..ROWS)
                .map(|r| {
                    let mut p = mulf(s, self.lhs_row(s, t.f64, k, r), bv);
                    if overflow {
                        let huge = s.val(arith::cmpf(s.context, CmpfPredicate::Oge, fop(s, "math.absf", &[p]), big, s.location));
                        p = s.select(huge, mulf(s, p, inf), p);
                    }
                    addf(s, acc[r], trunc(s, mulf(s, p, scales[r])))
                })
                .collect()
        })
    }

    /// TR-FDPA / GTR-FDPA over chunks `first .. first + count` from `init` (module doc).
    pub(super) fn emit_two_level(&self, ir: &Ir<'c, 'a>, (f2, grouped): (u32, bool), first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t = self.lanes;
        let chunk = self.plan.chunk;
        // A product reaches 2^128 only where the operands' largest exponents allow it.
        let overflow = !grouped && max_norm(self.plan.lhs) + max_norm(self.plan.rhs) + 2 > 128;
        fold_many(ir, count, &init, &mut |s, q, acc| {
            let k0 = s.mul(s.add(first, q), s.index(chunk as i64));
            let groups: Vec<(usize, usize, usize)> = if grouped { vec![(0, 2, chunk / 2), (1, 2, chunk / 2)] } else { vec![(0, 1, chunk)] };
            let parts: Vec<(Vec<Value>, Vec<Value>)> = groups
                .iter()
                .map(|g| {
                    let e = self.product_exponent(s, k0, *g);
                    let sums = self.two_level_terms(s, k0, *g, &e, overflow);
                    (e, sums)
                })
                .collect();
            (0..ROWS)
                .map(|r| {
                    // The products' sum on the grid 2^(e_dot - F): one group, or the even and odd
                    // ones joined at the larger exponent, each floored.
                    let (e_dot, dot) = if grouped {
                        let ((e0, s0), (e1, s1)) = ((parts[0].0[r], parts[0].1[r]), (parts[1].0[r], parts[1].1[r]));
                        let e = s.max_signed(e0, e1);
                        let join = |e_part, sum| floor(s, mulf(s, sum, power_of_two(s, &t, s.sub(e_part, e), Format::F64)));
                        (e, addf(s, join(e0, s0), join(e1, s1)))
                    } else {
                        (parts[0].0[r], parts[0].1[r])
                    };
                    two_level_finish(s, &t, (self.plan.f, f2, grouped), e_dot, dot, acc[r])
                })
                .collect()
        })
    }
}

/// One two-level step's end (module doc): the products' truncated sum `dot` (grid 2^(e_dot - F))
/// joined with the f32 addend `c` at e_max = max(e_dot, n(c)), floored to F2 fraction bits below
/// its leading bit, rounded to nearest even into f32; a zero result +0, NaN 0x7FFFFFFF.
fn two_level_finish<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, (f, f2, grouped): (u32, u32, bool), e_dot: Value<'c, 'a>, dot: Value<'c, 'a>, c: Value<'c, 'a>) -> Value<'c, 'a> {
    let i32s = |v: i64| splat(ir, t.i32, v);
    let (f, f2) = (f as i64, f2 as i64);
    let c64 = ir.val(arith::extf(c, t.f64, ir.location));
    // n(c): f32's exponent, -126 for subnormals and zero (the model's zero addend), capped.
    let nc = ir.max_signed(addend_norm(ir, t, c64, Format::F32), i32s(-126));
    let e_max = ir.max_signed(e_dot, nc);
    let d = floor(ir, mulf(ir, dot, power_of_two(ir, t, ir.add(ir.sub(e_dot, e_max), i32s(f2 + 1 - f)), Format::F64)));
    let mut cc = floor(ir, mulf(ir, c64, power_of_two(ir, t, ir.sub(i32s(f), e_max), Format::F64)));
    let zero = splat_bits(ir, t.i64, t.f64, 0);
    if grouped {
        // GTR drops an addend more than F + 1 binades below e_max.
        let far = ir.cmp(CmpiPredicate::Slt, nc, ir.sub(e_max, i32s(f + 1)));
        cc = ir.select(far, zero, cc);
    }
    let widen = splat_bits(ir, t.i64, t.f64, (1023 + f2 + 1 - f) << 52);
    let total = addf(ir, addf(ir, d, mulf(ir, cc, widen)), zero);
    let v = mulf(ir, total, power_of_two(ir, t, ir.sub(e_max, i32s(f2 + 1)), Format::F64));
    // Floor to F2 fraction bits below max(floor(log2 |v|), -126): exact scalings around a floor.
    let field = ir.and(ir.shr(ir.bitcast(v, t.i64), splat(ir, t.i64, 52)), splat(ir, t.i64, 0x7FF));
    let e = ir.max_signed(ir.val(arith::trunci(ir.sub(field, splat(ir, t.i64, 1023)), t.i32, ir.location)), i32s(-126));
    let kept = floor(ir, mulf(ir, v, power_of_two(ir, t, ir.sub(i32s(f2), e), Format::F64)));
    let kept = addf(ir, mulf(ir, kept, power_of_two(ir, t, ir.sub(e, i32s(f2)), Format::F64)), zero);
    let result = ir.val(arith::truncf(kept, t.f32, ir.location));
    let finite = ir.val(arith::cmpf(ir.context, CmpfPredicate::Olt, fop(ir, "math.absf", &[total]), splat_bits(ir, t.i64, t.f64, 0x7FF0_0000_0000_0000), ir.location));
    let special = canonical_nan(ir, t, ir.val(arith::truncf(total, t.f32, ir.location)), EXACT_NAN);
    ir.select(finite, result, special)
}

/// `math.floor`: toward -inf to an integer (exact).
fn floor<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>) -> Value<'c, 'a> {
    fop(ir, "math.floor", &[a])
}
