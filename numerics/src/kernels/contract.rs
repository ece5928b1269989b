//! Ordered contraction and reduction (formats.md §3): inputs widened exactly to the accumulator,
//! each product and each addition rounded in the accumulator (RNE), k = 0, 1, ... from +0.
//! No reassociation, no wider hidden accumulator, no flush-to-zero.

use super::{KernelError, Tensor};
use crate::codec::{decode_value, encode_value};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{arith, scale, sf16_hw, Overflow, Rounding};

/// The accumulator of a contraction or reduction (E0913 for anything else).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Accumulator {
    #[default]
    F32,
    F64,
}

impl Accumulator {
    pub fn format(self) -> Format {
        match self {
            Accumulator::F32 => Format::F32,
            Accumulator::F64 => Format::F64,
        }
    }

    pub fn from_format(fmt: Format) -> Result<Accumulator, KernelError> {
        match fmt {
            Format::F32 => Ok(Accumulator::F32),
            Format::F64 => Ok(Accumulator::F64),
            format => Err(KernelError::BadAccumulator { format }),
        }
    }
}

/// Whether every value of `input` is exactly a value of `acc` (precision and both exponent ends).
pub fn widens_exactly(input: Format, acc: Format) -> bool {
    let (pi, pa) = (input.params(), acc.params());
    let lowest_bit = |p: &crate::Params, e8m0: bool| (!e8m0 as i32) - p.bias - p.frac_bits as i32;
    pi.frac_bits <= pa.frac_bits
        && scale::emax(input) <= scale::emax(acc)
        && lowest_bit(&pi, input == Format::F8E8M0FNU) >= lowest_bit(&pa, false)
}

pub(crate) fn check_input(t: &Tensor, acc: Accumulator) -> Result<(), KernelError> {
    t.validate()?;
    if widens_exactly(t.format, acc.format()) {
        Ok(())
    } else {
        Err(KernelError::NotExactInAccumulator { input: t.format, accumulator: acc.format() })
    }
}

/// The accumulator's running state: one exact value per step, rounded as the contract says.
pub(crate) struct Acc {
    fmt: Format,
    sum: Value,
}

impl Acc {
    pub(crate) fn new(acc: Accumulator) -> Acc {
        Acc { fmt: acc.format(), sum: Value::Zero { negative: false } }
    }

    fn rounded(&self, code: Code) -> Value {
        decode_value(self.fmt, code)
    }

    /// sum = round(sum + round(a * b)).
    pub(crate) fn fma_step(&mut self, a: Value, b: Value) {
        let product = self.rounded(arith::mul(self.fmt, a, b, Rounding::ToNearestEven, Overflow::NanOrInf));
        self.add(product);
    }

    /// sum = round(sum + x).
    pub(crate) fn add(&mut self, x: Value) {
        self.sum = self.rounded(arith::add(self.fmt, self.sum, x, Rounding::ToNearestEven, Overflow::NanOrInf));
    }

    pub(crate) fn code(&self) -> Code {
        encode_value(self.fmt, self.sum, Rounding::ToNearestEven, Overflow::NanOrInf)
    }
}

/// The accumulator's arithmetic on the machine's IEEE type, the fast way to [`Acc`]'s bits. With
/// every input exact in the accumulator (`check_input`), the contract's steps, each product and
/// each sum rounded to nearest even in the accumulator with overflow to infinity, are IEEE
/// binary32 / binary64 multiply and add: Rust never fuses them into an FMA and never flushes
/// subnormals. Zeros' signs follow the same IEEE rules from the same +0 start. Only a NaN's code
/// is lpf's own (the machine's payload and sign are not), so a cell whose sum is NaN has no code
/// here ([`Native::code`]) and is recomputed by [`Acc`]. tests/kernels.rs holds both to the same
/// bits on specials, subnormals, overflow and ties.
#[derive(Clone, Copy)]
pub(crate) enum Native {
    F32(f32),
    F64(f64),
}

impl Native {
    pub(crate) fn new(acc: Accumulator) -> Native {
        match acc {
            Accumulator::F32 => Native::F32(0.0),
            Accumulator::F64 => Native::F64(0.0),
        }
    }

    /// sum = round(sum + round(a * b)); `a` and `b` exact in the accumulator.
    #[inline]
    pub(crate) fn fma_step(&mut self, a: f64, b: f64) {
        match self {
            Native::F32(sum) => *sum += (a as f32) * (b as f32),
            Native::F64(sum) => *sum += a * b,
        }
    }

    /// sum = round(sum + x); `x` exact in the accumulator.
    #[inline]
    pub(crate) fn add(&mut self, x: f64) {
        match self {
            Native::F32(sum) => *sum += x as f32,
            Native::F64(sum) => *sum += x,
        }
    }

    /// The sum's code, or `None` for NaN (lpf's NaN code comes from [`Acc`]).
    pub(crate) fn code(self) -> Option<Code> {
        match self {
            Native::F32(sum) => (!sum.is_nan()).then_some(u64::from(sum.to_bits())),
            Native::F64(sum) => (!sum.is_nan()).then_some(sum.to_bits()),
        }
    }
}

/// Every code of `t` as its exact f64 value (the inputs [`Native`] takes): bf16 and f32 codes
/// are f32 bits (a bf16 code is the top half of the f32 of its value), formats of at most 8 bits
/// go through `bulk`'s decoder (a 256-entry table built with the codec), the rest through the
/// codec code by code.
pub(crate) fn exact_values(t: &Tensor) -> Vec<f64> {
    match t.format {
        Format::BF16 => return t.codes.iter().map(|c| f64::from(f32::from_bits((*c as u32) << 16))).collect(),
        Format::F32 => return t.codes.iter().map(|c| f64::from(f32::from_bits(*c as u32))).collect(),
        _ => {}
    }
    if t.format.params().bits <= 8 {
        if let Ok(decoder) = crate::bulk::F32Decoder::new(t.format) {
            let mut values = vec![0f32; t.codes.len()];
            if decoder.decode(&t.codes, &mut values).is_ok() {
                return values.into_iter().map(f64::from).collect();
            }
        }
    }
    t.codes.iter().map(|c| crate::codec::decode(t.format, *c)).collect()
}

/// (batch, m, k) of a [..batch, m, k] shape.
fn split_matrix<'a>(shape: &'a [usize], op: &'static str) -> Result<(&'a [usize], usize, usize), KernelError> {
    if shape.len() < 2 {
        return Err(KernelError::Shape { op, detail: format!("operand of rank {} (need rank >= 2)", shape.len()) });
    }
    let r = shape.len();
    Ok((&shape[..r - 2], shape[r - 2], shape[r - 1]))
}

/// Checks [..B, M, K] x [..B, K, N] (or x [..B, N, K] with `rhs_transposed`); returns (batch, M, K, N).
pub(crate) fn matmul_dims(
    lhs: &[usize],
    rhs: &[usize],
    rhs_transposed: bool,
    op: &'static str,
) -> Result<(Vec<usize>, usize, usize, usize), KernelError> {
    let (bl, m, k) = split_matrix(lhs, op)?;
    let (br, r0, r1) = split_matrix(rhs, op)?;
    let (rk, n) = if rhs_transposed { (r1, r0) } else { (r0, r1) };
    if bl != br || k != rk {
        return Err(KernelError::Shape { op, detail: format!("cannot contract {lhs:?} with {rhs:?}") });
    }
    Ok((bl.to_vec(), m, k, n))
}

/// Where one output element's operands lie: lhs `a + kk`, rhs `b + kk * b_stride`, kk < k.
#[derive(Clone, Copy)]
pub(crate) struct Cell {
    a: usize,
    b: usize,
    b_stride: usize,
    k: usize,
}

impl Cell {
    /// The (lhs, rhs) index pairs in contraction order.
    pub(crate) fn pairs(self) -> impl Iterator<Item = (usize, usize)> {
        (0..self.k).map(move |kk| (self.a + kk, self.b + kk * self.b_stride))
    }
}

/// The most elements a contraction computes: its result is [..B, M, N] with M from lhs and N from
/// rhs, so two small (even empty) operands can ask for an unbounded result. Kept equal to the
/// toolchain's constant limit (lpf_lowering's MAX_CONSTANT_ELEMENTS).
pub const MAX_RESULT_ELEMENTS: usize = 1 << 28;

/// Runs `cell` for every output element of a batched [..B, M, K] x [..B, K, N] product (with
/// `rhs_nk`, rhs is [..B, N, K]) in row-major order; returns the shape [..B, M, N] and the codes.
pub(crate) fn batched_product(
    batch: Vec<usize>,
    (m, k, n): (usize, usize, usize),
    rhs_nk: bool,
    op: &'static str,
    mut cell: impl FnMut(Cell) -> Code,
) -> Result<(Vec<usize>, Vec<Code>), KernelError> {
    let mut shape = batch;
    shape.extend([m, n]);
    // M comes from lhs and N from rhs: each input's shape fits, the result's need not
    // ([2^40, 0] x [0, 2^40]).
    let count = super::tensor::element_count(&shape)
        .filter(|&count| count <= MAX_RESULT_ELEMENTS)
        .ok_or_else(|| KernelError::Shape { op, detail: format!("result shape {shape:?} has more than {MAX_RESULT_ELEMENTS} elements") })?;
    let batches = count.checked_div(m * n).unwrap_or(0);
    let mut codes = Vec::with_capacity(count);
    for bi in 0..batches {
        let (a0, b0) = (bi * m * k, bi * k * n);
        for i in 0..m {
            for j in 0..n {
                let (b, b_stride) = if rhs_nk { (b0 + j * k, 1) } else { (b0 + j, n) };
                codes.push(cell(Cell { a: a0 + i * k, b, b_stride, k }));
            }
        }
    }
    Ok((shape, codes))
}

/// Ordered batched matrix product [..B, M, K] x [..B, K, N] -> [..B, M, N] in the accumulator
/// format. lhs and rhs may have different formats; each must widen exactly to the accumulator.
pub fn dot(lhs: &Tensor, rhs: &Tensor, acc: Accumulator) -> Result<Tensor, KernelError> {
    check_input(lhs, acc)?;
    check_input(rhs, acc)?;
    let (batch, m, k, n) = matmul_dims(&lhs.shape, &rhs.shape, false, "dot")?;
    // The shape and size checks; the cells are computed a row at a time below.
    let (shape, _) = batched_product(batch, (m, k, n), false, "dot", |_| 0)?;
    let (a, b) = (exact_values(lhs), exact_values(rhs));
    let mut codes = match acc {
        Accumulator::F32 => rows::<f32>(&a, &b, shape.iter().product(), (m, k, n)),
        Accumulator::F64 => rows::<f64>(&a, &b, shape.iter().product(), (m, k, n)),
    };
    // NaN sums have lpf's NaN code, from the exact path.
    let batch_of = |index: usize| index / (m * n).max(1);
    for (index, code) in codes.iter_mut().enumerate().filter(|(_, code)| code.is_none()) {
        let (bi, i, j) = (batch_of(index), index % (m * n) / n, index % n);
        let cell = Cell { a: bi * m * k + i * k, b: bi * k * n + j, b_stride: n, k };
        let mut s = Acc::new(acc);
        cell.pairs().for_each(|(ia, ib)| s.fma_step(decode_value(lhs.format, lhs.codes[ia]), decode_value(rhs.format, rhs.codes[ib])));
        *code = Some(s.code());
    }
    Ok(Tensor { format: acc.format(), shape, codes: codes.into_iter().map(|c| c.unwrap_or_default()).collect() })
}

/// The machine type of an accumulator, for [`rows`] (and the convolution's rows).
pub(crate) trait Lane: Copy + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> {
    const ZERO: Self;
    fn of(exact: f64) -> Self;
    /// The code, `None` for NaN (see [`Native::code`]).
    fn code(self) -> Option<Code>;
}

impl Lane for f32 {
    const ZERO: f32 = 0.0;
    fn of(exact: f64) -> f32 {
        exact as f32
    }
    fn code(self) -> Option<Code> {
        (!self.is_nan()).then_some(u64::from(self.to_bits()))
    }
}

impl Lane for f64 {
    const ZERO: f64 = 0.0;
    fn of(exact: f64) -> f64 {
        exact
    }
    fn code(self) -> Option<Code> {
        (!self.is_nan()).then_some(self.to_bits())
    }
}

/// [`Native`]'s ordered sums for a whole output row at once: sum[j] = round(sum[j] + round(a[i,kk]
/// * b[kk,j])) for kk = 0, 1, ..., each cell's steps exactly [`Native::fma_step`]'s in the same
/// order, but over j in the inner loop, which reads b's rows contiguously and vectorises (the
/// operations are separate IEEE multiplies and adds; Rust never fuses them).
fn rows<T: Lane>(a: &[f64], b: &[f64], count: usize, (m, k, n): (usize, usize, usize)) -> Vec<Option<Code>> {
    let (a, b): (Vec<T>, Vec<T>) = (a.iter().map(|x| T::of(*x)).collect(), b.iter().map(|x| T::of(*x)).collect());
    let mut codes = Vec::with_capacity(count);
    let mut sums = vec![T::ZERO; n];
    for bi in 0..count.checked_div(m * n).unwrap_or(0) {
        let (a_batch, b_batch) = (&a[bi * m * k..(bi + 1) * m * k], &b[bi * k * n..(bi + 1) * k * n]);
        for i in 0..m {
            sums.fill(T::ZERO);
            for (kk, &x) in a_batch[i * k..(i + 1) * k].iter().enumerate() {
                let row = &b_batch[kk * n..(kk + 1) * n];
                for (sum, &y) in sums.iter_mut().zip(row) {
                    *sum = *sum + x * y;
                }
            }
            codes.extend(sums.iter().map(|s| s.code()));
        }
    }
    codes
}

/// Ordered sum over `dims` (each once, any order given; iterated in row-major order of the
/// reduced dims), result shape = the kept dims.
pub fn reduce_sum(t: &Tensor, dims: &[usize], acc: Accumulator) -> Result<Tensor, KernelError> {
    check_input(t, acc)?;
    let rank = t.shape.len();
    let mut reduced = vec![false; rank];
    for &d in dims {
        if d >= rank || reduced[d] {
            return Err(KernelError::Shape {
                op: "reduce_sum",
                detail: format!("dimension {d} is out of range or repeated for shape {:?}", t.shape),
            });
        }
        reduced[d] = true;
    }
    let strides: Vec<usize> = (0..rank).map(|d| t.shape[d + 1..].iter().product()).collect();
    let kept: Vec<usize> = (0..rank).filter(|d| !reduced[*d]).collect();
    let red: Vec<usize> = (0..rank).filter(|d| reduced[*d]).collect();
    let out_shape: Vec<usize> = kept.iter().map(|d| t.shape[*d]).collect();
    let n_out: usize = out_shape.iter().product();
    let n_red: usize = red.iter().map(|d| t.shape[*d]).product();
    // Offset of a row-major index `i` over the dims `ds` of t.
    let offset = |mut i: usize, ds: &[usize]| {
        let mut off = 0;
        for d in ds.iter().rev() {
            off += (i % t.shape[*d]) * strides[*d];
            i /= t.shape[*d];
        }
        off
    };
    let values = exact_values(t);
    let mut codes = Vec::with_capacity(n_out);
    for o in 0..n_out {
        let base = offset(o, &kept);
        let mut fast = Native::new(acc);
        for r in 0..n_red {
            fast.add(values[base + offset(r, &red)]);
        }
        codes.push(fast.code().unwrap_or_else(|| {
            let mut s = Acc::new(acc);
            for r in 0..n_red {
                s.add(decode_value(t.format, t.codes[base + offset(r, &red)]));
            }
            s.code()
        }));
    }
    Ok(Tensor { format: acc.format(), shape: out_shape, codes })
}

/// The Atreides SF16 hardware-accumulation product [..B, M, K] x [..B, K, N] -> SF16: a 16-bit
/// sign-magnitude accumulator, truncated products, saturation at every step (atreides.md §4).
pub fn dot_sf16_hw(lhs: &Tensor, rhs: &Tensor) -> Result<Tensor, KernelError> {
    let sf16 = Format::Sf(crate::SfWidth::W16);
    for t in [lhs, rhs] {
        t.validate()?;
        if t.format != sf16 {
            return Err(KernelError::UnsupportedFormat { op: "dot_sf16_hw", format: t.format });
        }
    }
    let (batch, m, k, n) = matmul_dims(&lhs.shape, &rhs.shape, false, "dot_sf16_hw")?;
    let (shape, codes) = batched_product(batch, (m, k, n), false, "dot_sf16_hw", |cell| {
        let fma = |acc, (ia, ib): (usize, usize)| sf16_hw::fma(acc, lhs.codes[ia] as u16, rhs.codes[ib] as u16);
        cell.pairs().fold(0u16, fma) as Code
    })?;
    Ok(Tensor { format: sf16, shape, codes })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (the crate takes no dependency for tests).
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            self.0 >> 11
        }
    }

    /// Codes of `fmt` weighted towards what tells the two ways apart: every code of a format up to
    /// 16 bits (NaNs, infinities, subnormals, both zeros, the largest finite), and for f32/f64
    /// random bits, values near 1 (ties of the sum) and the extremes.
    fn code(fmt: Format, rng: &mut Lcg) -> Code {
        let bits = fmt.params().bits;
        if bits <= 16 {
            return rng.next() & ((1 << bits) - 1);
        }
        let special = |x: f64| crate::codec::encode(fmt, x, Rounding::ToNearestEven, Overflow::NanOrInf);
        match rng.next() % 6 {
            0 => special([0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1.0][(rng.next() % 6) as usize]),
            1 => special(1.0 + (rng.next() % 64) as f64 * 2f64.powi(-(fmt.params().frac_bits as i32) - 1)),
            2 => special(if rng.next() % 2 == 0 { 1e-40 } else { 3e38 } * if rng.next() % 2 == 0 { 1.0 } else { -1.0 }),
            _ => rng.next() & if bits == 32 { 0xFFFF_FFFF } else { u64::MAX },
        }
    }

    /// The machine's IEEE steps give Acc's bits wherever they give a code, and decline exactly
    /// where Acc's sum is NaN: products and sums, in f32 and f64, over every input format kind.
    /// The row-wise dot against each cell's exact steps ([`Acc`]), on codes of every kind (NaNs,
    /// infinities, subnormals, signed zeros, ties) with a batch dimension, both accumulators.
    #[test]
    fn row_wise_dot_gives_each_cells_exact_bits() {
        let mut rng = Lcg(0xD07);
        let (batch, m, k, n) = (2, 5, 7, 9);
        for (fmt, acc) in [(Format::BF16, Accumulator::F32), (Format::BF16, Accumulator::F64), (Format::F32, Accumulator::F32), (Format::F32, Accumulator::F64)] {
            let mut codes = |count: usize| -> Vec<Code> { (0..count).map(|_| code(fmt, &mut rng)).collect() };
            let lhs = Tensor { format: fmt, shape: vec![batch, m, k], codes: codes(batch * m * k) };
            let rhs = Tensor { format: fmt, shape: vec![batch, k, n], codes: codes(batch * k * n) };
            let got = dot(&lhs, &rhs, acc).unwrap();
            assert_eq!(got.shape, vec![batch, m, n]);
            for (index, code) in got.codes.iter().enumerate() {
                let (bi, i, j) = (index / (m * n), index % (m * n) / n, index % n);
                let mut s = Acc::new(acc);
                for kk in 0..k {
                    s.fma_step(decode_value(fmt, lhs.codes[bi * m * k + i * k + kk]), decode_value(fmt, rhs.codes[bi * k * n + kk * n + j]));
                }
                assert_eq!(*code, s.code(), "{fmt} {acc:?} cell {index}");
            }
        }
    }

    #[test]
    fn native_steps_give_the_contracts_bits() {
        let mut rng = Lcg(0x5EED);
        let pairs = [
            (Format::BF16, Accumulator::F32),
            (Format::F16, Accumulator::F32),
            (Format::F8E4M3FN, Accumulator::F32),
            (Format::F8E5M2, Accumulator::F32),
            (Format::F32, Accumulator::F32),
            (Format::F16, Accumulator::F64),
            (Format::F32, Accumulator::F64),
            (Format::F64, Accumulator::F64),
        ];
        let (mut compared, mut declined) = (0, 0);
        for (fmt, acc) in pairs {
            for _ in 0..20_000 {
                let len = 1 + (rng.next() % 6) as usize;
                let a: Vec<Code> = (0..len).map(|_| code(fmt, &mut rng)).collect();
                let b: Vec<Code> = (0..len).map(|_| code(fmt, &mut rng)).collect();
                let exact = |c: Code| crate::codec::decode(fmt, c);
                let (mut fast_dot, mut fast_sum) = (Native::new(acc), Native::new(acc));
                let (mut slow_dot, mut slow_sum) = (Acc::new(acc), Acc::new(acc));
                for (&x, &y) in a.iter().zip(&b) {
                    fast_dot.fma_step(exact(x), exact(y));
                    slow_dot.fma_step(decode_value(fmt, x), decode_value(fmt, y));
                    fast_sum.add(exact(x));
                    slow_sum.add(decode_value(fmt, x));
                }
                for (fast, slow) in [(fast_dot, slow_dot), (fast_sum, slow_sum)] {
                    let want = slow.code();
                    match fast.code() {
                        Some(got) => {
                            assert_eq!(got, want, "{fmt} into {acc:?}: a {a:x?} b {b:x?}");
                            compared += 1;
                        }
                        None => {
                            assert!(decode_value(acc.format(), want).to_f64().is_nan(), "{fmt} into {acc:?}: declined a non-NaN sum");
                            declined += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 250_000 && declined > 1_000, "{compared} compared, {declined} NaN sums declined");
    }
}
