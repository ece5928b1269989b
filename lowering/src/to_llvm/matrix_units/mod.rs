//! `lpf.dot ... hardware("unit")` on the LLVM exit: a vector kernel for NVIDIA's truncated fused
//! dot-product-add family (T-FDPA, docs/formats.md "Hardware arithmetic"), bit-identical to the
//! numerics crate's integer model (`lpf_numerics::matrix_units`); AMD's FMA, FTZ-MUL-ADD,
//! E-FDPA and two-level (TR-FDPA, GTR-FDPA) kernels are in [`amd`], on the same packing and
//! tiles. K may be known only at run time: the chunk count is read from it, after the checks of
//! [`crate::to_llvm::run_time_check`] (K agreed on and a multiple of the instruction's k, else a run-time error).
//!
//! Blackwell's block-scaled instructions (`lpf.scaled_dot ... hardware(...)`: ST-FDPA, GST-FDPA)
//! are in [`block_scaled`], on the same tiles, K blocks and threads ([`lower_packed`]).
//!
//! One T-FDPA step on a chunk of L products p_k = a_k b_k and the addend c: with e_k = n(a_k) +
//! n(b_k) (n: floor(log2 |x|), never below the operand format's smallest normal exponent) and
//! e_max the largest of them, of n(c) and of e_zero, each term is truncated toward zero to the grid
//! 2^(e_max - F), the truncated terms are summed exactly, and the sum is rounded once. Here:
//!
//! - **e_max without zeros.** A zero operand gets the exponent [`ZERO_NORM`], so a zero product's
//!   e_k is below every e_zero, and e_max is max(e_zero, n(c), e_k). That is the model's e_max
//!   because the addend is always one of the terms: a zero addend brings e_zero itself, a nonzero
//!   one an exponent >= the result format's smallest normal (-126, -14) > e_zero (-131..-133,
//!   -19..-21). So a zero product never needs a select.
//! - **Truncation as floating point.** Products of the operand formats are exact in the working
//!   type W (f32 for fp8 with F = 13, else f64; [`Plan::new`] proves it from the numerics crate's
//!   facts). p * 2^(F - e_max) is a power-of-two scaling, exact unless it falls below W's normals
//!   (then it is below 1 and truncates to 0 either way); `math.trunc` (vroundps/pd) is the
//!   truncation toward zero; |p| < 2^(e_k + 2) <= 2^(e_max + 2), so every term is an integer below
//!   2^(F + 2) and L of them sum exactly in W (L 2^(F + 2) <= 2^precision(W), proven). The scale's
//!   exponent is clamped into W's range: it is out of range only when every product is zero.
//! - **The addend and the rounding in f64.** trunc(c 2^(F - e_max)) and the sum are exact in f64,
//!   v = sum 2^(e_max - F) too; then RZ-FP32 / RZ-E8M13 keep the f64 bits above the last kept
//!   fraction bit (below 2^-126: trunc(v 2^149) 2^-149, resp. 2^139) and narrow exactly (2^128 and
//!   beyond narrows to inf, as the model says); RNE-FP16 rounds v to odd at 24 bits (v lies in f32's
//!   normal range since e_max >= e_zero) and narrows f32 -> f16 to nearest even, which equals one
//!   rounding of v (24 >= 11 + 2). A zero result is +0; NaN is the model's 0x7FFFFFFF / 0x7FFF.
//! - **The 32-bit step** ([`Plan::narrow`]: W = f32, F <= 23, L 2^(F + 2) + 2^(F + 1) <= 2^24,
//!   e_zero - F >= -149; the fp8 variants, F = 13) replaces the f64 addend and rounding, two
//!   vectors per 8 lanes, by one: the addend c (f32, or f16 widened exactly) is sig 2^(x - 23)
//!   with sig its significand (hidden bit if normal) and x f32's exponent (-126 below normals),
//!   so its truncated term is sig >> (23 - F + e_max - x), a right shift by at least 23 - F
//!   (e_max >= n(c) >= x; counts past 31 are clamped, which still gives 0 for 24 bits). The
//!   terms' sum is an integer below L 2^(F + 2) (converted exactly, fptosi), the total below
//!   2^24 (exact in i32 and f32, sitofp). v = total 2^g with g = e_max - F >= -149 lies on
//!   f32's subnormal grid and has at most 24 significant bits, so it is representable unless
//!   >= 2^128; it is computed as (total 2^(g - h)) 2^h, h = max(g, -126): the first product is
//!   normal and exact, the second is exact or overflows to inf, the model's overflow. RZ-E8M13
//!   then clears the encoding's last 10 bits: for a normal v that keeps 13 fraction bits, for a
//!   subnormal one the grid 2^-139 (the model's lsb max(top, -126) - 13), toward zero either
//!   way; RZ-FP32 is v itself; RNE-FP16 is f32 -> f16 of the exact v (one rounding). -0 becomes
//!   +0. Specials: sum + c is inf or NaN exactly when the model's special rule applies (finite
//!   values stay finite: |sum| < 2^20 is below half an ulp of f32's largest value), and is then
//!   the result (NaN as the model's code); the integer path sees the sum as 0 there.
//! - **Specials.** inf and NaN products and addends travel through the same float operations: the
//!   sum of the truncated terms is NaN exactly when a term is NaN or infinities of both signs
//!   meet, else ±inf when any term is, which is the model's rule; their exponents are capped at
//!   the format's largest so that the scales stay finite.
//!
//! The loops: operands packed once (values in W and exponents in i16, so that two lhs rows'
//! exponents at a k are one i32, which the e_max pass broadcasts; lhs as `[B.., M/R, K, R]`,
//! rhs as `[B.., N/lanes, K, lanes]`, padded with zeros); K in blocks of [`BLOCK_K`], and per
//! block every tile of R rows x one vector of lanes on threads ([`parallel`]); per tile, the
//! chunk loop carries the R result vectors (from +0 in the first block, from the result buffer
//! after); per chunk one pass over k for e_max and one for the truncated sum. Each lane is one
//! output element receiving its own chunks in order, so the vector width, the tiles, the blocks
//! and the threads change no bit.

mod amd;
pub mod block_scaled;
mod pack;

use super::contraction::{broadcast, fold_many, shuffle, vector_load, vector_store};
use super::flush_to_zero::with_flush_to_zero;
use super::ir::Ir;
use pack::{pack, store_packed, Packed, PanelOf};
use super::loops;
use super::parallel;
use super::target::Target;
use crate::ir_numerics::format_of;
use lpf_numerics::facts::Facts;
use lpf_numerics::matrix_units::{resolve, Family, OutputRounding};
use lpf_numerics::Format;
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value, ValueLike};
use lpf_dialect::error::{Code, LpfError};

/// The exponent given to a zero operand: any product with it is below every e_zero.
const ZERO_NORM: i64 = -4096;
/// A zero operand's exponent in i8 ([`Plan::byte_exponents`]): -64 + -64 is i8's -128, and -64
/// plus any real exponent stays above -128 and below every real product's exponent.
const BYTE_ZERO_NORM: i64 = -64;
/// Tile rows (broadcasts per k).
const ROWS: usize = 8;
/// k per block of the chunk loop (a block's packed slices, 8 rows x 256 k and 8 lanes x 256 k in
/// f32 and i16, fit L1 and L2).
const BLOCK_K: usize = 256;
/// Vector steps below which a kernel stays on the calling thread (as the ordered dot's).
const PARALLEL_MIN_STEPS: i64 = 1 << 15;

/// Which family a kernel computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// T-FDPA (NVIDIA): the chunk loop below.
    TruncatedFused,
    /// FMA (AMD's f32 MFMA): one fused multiply-add per k in f32, in k order from +0 (`amd`).
    Fma,
    /// FTZ-MUL-ADD (AMD CDNA2): flushed f32 products summed `group` at a time by flushed f32
    /// adds, one instruction per chunk (`amd`).
    FtzPairwise { group: usize },
    /// E-FDPA (AMD CDNA1): a chunk's products and the addend summed exactly, rounded once (`amd`).
    ExactChunk,
    /// TR-FDPA / GTR-FDPA (AMD CDNA3): products truncated to F bits at their exponent (`grouped`:
    /// even and odd k apart), joined with the addend, floored to `f2` bits, rounded once (`amd`).
    TwoLevel { f2: u32, grouped: bool },
    /// GST-FDPA (Blackwell's `kind::mxf4` / `kind::mxf4nvf4`): group sums of `group` products
    /// times their scales as the terms of T-FDPA's truncated sum ([`block_scaled`]).
    GroupedScaled { group: usize },
}

/// What the kernel computes for one dot: the family, its parameters and the working type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The unit's name (for messages).
    pub unit: &'static str,
    pub kind: Kind,
    pub lhs: Format,
    pub rhs: Format,
    pub result: Format,
    /// Kept fraction bits, chunk length, zero exponent, output rounding.
    pub f: u32,
    pub chunk: usize,
    pub zero_exp: i32,
    pub rounding: OutputRounding,
    pub native_k: usize,
    /// The products' working type: F32 or F64.
    pub work: Format,
}

/// floor(log2) of a finite positive f64.
fn exponent_of(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7FF) as i32 - 1023
}

/// The smallest exponent an operand of `fmt` has (MMA-Sim's, subnormals included).
fn min_norm(fmt: Format) -> i32 {
    1 - fmt.params().bias
}

/// The largest exponent a finite operand of `fmt` has (and the one its inf/NaN get).
fn max_norm(fmt: Format) -> i32 {
    exponent_of(Facts::of(fmt).max_finite.to_f64())
}

/// W's parameters: (precision, smallest normal exponent, largest exponent, fraction bits, bias).
fn work_params(work: Format) -> (u32, i32, i32, u32, i32) {
    match work {
        Format::F32 => (24, -126, 127, 23, 127),
        _ => (53, -1022, 1023, 52, 1023),
    }
}

impl Plan {
    /// The plan for `hardware(unit)` with these types, or the E0915 message saying why the LLVM
    /// exit does not compute it (the verifier has already rejected unknown units and pairs).
    pub fn new<'c>(unit: &str, lhs: Format, rhs: Format, result: Format) -> Result<Plan, LpfError<'c>> {
        let refuse = |why: &str| LpfError::unsupported(format!("hardware(\"{unit}\"): {why} (run it with --backend ref)")).op("lpf.dot");
        let (u, v) = resolve(unit, lhs, rhs, result).map_err(|e| refuse(&e.to_string()))?;
        if let Some(plan) = amd::plan(u.name, &v) {
            return Ok(plan);
        }
        // Every AMD preset meets `amd::plan`'s conditions today; a preset that did not would be
        // refused here rather than computed inexactly.
        let Family::TruncatedFused { f, chunk, zero_exp, rounding } = v.family else {
            return Err(refuse(&format!(
                "the LLVM exit has no exact kernel for this unit's {} for {} x {} -> {}",
                family_name(&v.family),
                lhs.mlir_name(),
                rhs.mlir_name(),
                result.mlir_name()
            )));
        };
        let fits = |work: Format| {
            let (precision, min_exp, max_exp, _, _) = work_params(work);
            let (a, b) = (Facts::of(lhs), Facts::of(rhs));
            // Products exact in W: significands fit, no overflow, lowest bit not below W's step.
            let exact = a.precision + b.precision <= precision
                && max_norm(lhs) + max_norm(rhs) + 2 < max_exp
                && exponent_of(a.min_positive.to_f64()) + exponent_of(b.min_positive.to_f64()) >= min_exp;
            // A chunk of terms below 2^(F + 2) sums exactly.
            let sums = (chunk as f64) * 2f64.powi(f as i32 + 2) <= 2f64.powi(precision as i32);
            // The scale 2^(F - e_max) is clamped into W only when every product is zero: F minus
            // the smallest nonzero product exponent is in range, and so is F minus the largest
            // e_max (capped operands, an f32 addend).
            let scale = f as i32 - (min_norm(lhs) + min_norm(rhs)) <= max_exp
                && f as i32 - (max_norm(lhs) + max_norm(rhs)).max(128) >= min_exp;
            exact && sums && scale
        };
        let work = [Format::F32, Format::F64].into_iter().find(|w| fits(*w)).ok_or_else(|| refuse("no exact working type for these operands"))?;
        Ok(Plan { unit: u.name, kind: Kind::TruncatedFused, lhs, rhs, result, f, chunk, zero_exp, rounding, native_k: v.native_k, work })
    }
}

impl Plan {
    /// Whether a chunk step runs in 32-bit lanes (module doc, "The 32-bit step"): W is f32, the
    /// addend's truncation is a right shift of its significand (F <= 23), the integer total
    /// (L terms below 2^(F + 2) and the addend below 2^(F + 1)) is exact in f32, the grid
    /// 2^(e_max - F) is never below f32's smallest subnormal, and a nonzero addend's exponent is
    /// above e_zero (so a zero addend's e_zero is the only place e_zero enters e_max).
    pub fn narrow(&self) -> bool {
        let total = self.chunk as f64 * 2f64.powi(self.f as i32 + 2) + 2f64.powi(self.f as i32 + 1);
        self.kind == Kind::TruncatedFused
            && self.work == Format::F32
            && matches!(self.result, Format::F32 | Format::F16)
            && self.f <= 23
            && total <= 2f64.powi(24)
            && self.zero_exp - self.f as i32 >= -149
            && min_norm(self.result) > self.zero_exp
    }
}

impl Plan {
    /// Whether T-FDPA's e_max pass can run on i8 exponents, four tile rows per vector instead of
    /// two (the FP8 formats): every real product's exponent n_a + n_b lies in [lo, hi] with hi
    /// <= 127; a zero operand's [`BYTE_ZERO_NORM`] plus any exponent is at least -128 (no i8 add
    /// wraps) and below lo - F. The last makes the products' i8 maximum joined with the addend's
    /// exponent the model's e_max without telling zero products apart: the addend is the
    /// chain's previous result, from +0, so a nonzero one is at least 2^(lo - F) (one unit of
    /// the grid 2^(e_max - F), e_max >= lo, which no output rounding takes lower without making
    /// it zero) and its exponent is above every zero product's; a zero addend's e_zero may lose
    /// to a zero product's exponent only when every product is zero too, and then the result
    /// is +0 on any grid.
    pub fn byte_exponents(&self) -> bool {
        let (lo, hi) = ((min_norm(self.lhs) + min_norm(self.rhs)) as i64, (max_norm(self.lhs) + max_norm(self.rhs)) as i64);
        let fake_max = BYTE_ZERO_NORM + max_norm(self.lhs).max(max_norm(self.rhs)) as i64;
        let fake_min = BYTE_ZERO_NORM + min_norm(self.lhs).min(min_norm(self.rhs)) as i64;
        self.kind == Kind::TruncatedFused && hi <= 127 && fake_max < lo - self.f as i64 && fake_min >= -128 && 2 * BYTE_ZERO_NORM >= -128
    }
}

/// MMA-Sim's name of a family (docs/formats.md, "Hardware arithmetic").
fn family_name(family: &Family) -> &'static str {
    match family {
        Family::TruncatedFused { .. } => "T-FDPA",
        Family::TwoLevel { grouped: false, .. } => "two-level truncation (TR-FDPA)",
        Family::TwoLevel { grouped: true, .. } => "grouped two-level truncation (GTR-FDPA)",
        Family::FtzPairwise { .. } => "flush-to-zero pairwise adds (FTZ-MUL-ADD)",
        Family::ExactChunk { .. } => "exact chunk sum (E-FDPA)",
        Family::Fma => "fused multiply-add chain (FMA)",
    }
}

/// The plan for a dot op's types, or its E0915 message.
pub fn plan<'c>(unit: &str, lhs: Type, rhs: Type, result: Type) -> Result<Plan, LpfError<'c>> {
    let format = |t: Type| {
        format_of(t).ok_or_else(|| LpfError::unsupported(format!("hardware(\"{unit}\"): {t} is not a number format")).op("lpf.dot"))
    };
    Plan::new(unit, format(lhs)?, format(rhs)?, format(result)?)
}

/// A constant vector (or scalar when `ty` is not a vector) of integer bits.
fn splat<'c, 'a>(ir: &Ir<'c, 'a>, ty: Type<'c>, value: i64) -> Value<'c, 'a> {
    ir.int_of(ty, value)
}

/// A constant float vector holding exactly the bits `bits` in every lane (`int_ty`: the vector of
/// integers of the same width).
fn splat_bits<'c, 'a>(ir: &Ir<'c, 'a>, int_ty: Type<'c>, float_ty: Type<'c>, bits: i64) -> Value<'c, 'a> {
    ir.bitcast(splat(ir, int_ty, bits), float_ty)
}

fn fop<'c, 'a>(ir: &Ir<'c, 'a>, name: &str, operands: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new(name, ir.location)
            .add_operands(operands)
            .add_results(&[operands[0].r#type()])
            .build()
            .expect("valid float op"),
    )
}

fn mulf<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(arith::mulf(a, b, ir.location))
}

fn addf<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(arith::addf(a, b, ir.location))
}

/// `vector.bitcast`: the same bits as a vector of another lane width.
fn vector_bitcast<'c, 'a>(ir: &Ir<'c, 'a>, v: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    ir.val(OperationBuilder::new("vector.bitcast", ir.location).add_operands(&[v]).add_results(&[ty]).build().expect("valid vector.bitcast"))
}

/// `math.trunc`: toward zero to an integer (exact).
fn trunc<'c, 'a>(ir: &Ir<'c, 'a>, a: Value<'c, 'a>) -> Value<'c, 'a> {
    fop(ir, "math.trunc", &[a])
}

/// Types of one lane count: i32, i64, f64 and W vectors.
#[derive(Clone, Copy)]
struct Lanes<'c> {
    i32: Type<'c>,
    i64: Type<'c>,
    i16: Type<'c>,
    f64: Type<'c>,
    f32: Type<'c>,
    f16: Type<'c>,
    /// How many lanes.
    count: usize,
}

impl<'c> Lanes<'c> {
    fn new(ir: &Ir<'c, '_>, lanes: usize) -> Self {
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
fn power_of_two<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, e: Value<'c, 'a>, work: Format) -> Value<'c, 'a> {
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
fn addend_norm<'c, 'a>(ir: &Ir<'c, 'a>, t: &Lanes<'c>, c: Value<'c, 'a>, result: Format) -> Value<'c, 'a> {
    let bits = ir.bitcast(c, t.i64);
    let field = ir.and(ir.shr(bits, splat(ir, t.i64, 52)), splat(ir, t.i64, 0x7FF));
    let e = ir.val(arith::trunci(ir.sub(field, splat(ir, t.i64, 1023)), t.i32, ir.location));
    let e = ir.min_signed(ir.max_signed(e, splat(ir, t.i32, min_norm(result) as i64)), splat(ir, t.i32, max_norm(result) as i64));
    let magnitude = ir.and(bits, splat(ir, t.i64, i64::MAX));
    let zero = ir.eq(magnitude, splat(ir, t.i64, 0));
    ir.select(zero, splat(ir, t.i32, ZERO_NORM), e)
}

/// `ceil(n / d)` of an index.
fn tiles_of<'c, 'a>(ir: &Ir<'c, 'a>, n: Value<'c, 'a>, d: usize) -> Value<'c, 'a> {
    let up = ir.add(n, ir.index(d as i64 - 1));
    ir.val(arith::divui(up, ir.index(d as i64), ir.location))
}

/// Emits the hardware dot `lhs [B.., M, K] x rhs [B.., K, N]` into `out` (`[B.., M, N]` of the
/// result type, every element written). Returns the temporaries it allocated, for the caller to
/// free, or the E0915 message for a dot it cannot take.
pub fn lower<'c, 'a>(
    ir: &Ir<'c, 'a>,
    plan: &Plan,
    (lhs, lhs_element): (Value<'c, 'a>, Type<'c>),
    (rhs, rhs_element): (Value<'c, 'a>, Type<'c>),
    out: Value<'c, 'a>,
    target: &Target,
) -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
    let (lhs_dims, rhs_dims) = (loops::dims_of(lhs.r#type()).ok_or("lhs is not ranked")?, loops::dims_of(rhs.r#type()).ok_or("rhs is not ranked")?);
    let rank = lhs_dims.len();
    if rank < 2 || rhs_dims.len() != rank {
        return Err("lpf.dot operands must have one rank >= 2".into());
    }
    // K known at compile time (from either operand), or read from the lhs at run time, where
    // [`crate::to_llvm::run_time_check::contraction`] has already refused one the rhs disagrees with or that is not a
    // multiple of the instruction's k.
    let k_static = lhs_dims[rank - 1].or(rhs_dims[rank - 2]);
    if let Some(k) = k_static {
        if !(k as usize).is_multiple_of(plan.native_k) {
            return Err(LpfError::coded(Code::E0912, format!("K = {k} is not a multiple of {}, the k of \"{}\"'s instruction", plan.native_k, plan.unit)));
        }
    }
    let work_bits = if plan.work == Format::F32 { 32 } else { 64 };
    let lanes = (target.vector_bits / work_bits).max(2) as usize;
    let (ls, rs) = (loops::dims(ir, lhs), loops::dims(ir, rhs));
    let batch = &ls[..rank - 2];
    let (m, n) = (ls[rank - 2], rs[rank - 1]);
    let (m_tiles, n_tiles) = (tiles_of(ir, m, ROWS), tiles_of(ir, n, lanes));
    let k = match k_static {
        Some(k) => ir.index(k as i64),
        None => ls[rank - 1],
    };
    let flush = matches!(plan.kind, Kind::FtzPairwise { .. });
    let norm_bits = if plan.byte_exponents() { 8 } else { 16 };
    let a = pack(ir, lhs, lhs_element, plan.lhs, plan.work, batch, (m_tiles, (k, k_static), ROWS), m, PanelOf::Rows, target.parallel, flush, norm_bits);
    let b = pack(ir, rhs, rhs_element, plan.rhs, plan.work, batch, (n_tiles, (k, k_static), lanes), n, PanelOf::Columns, target.parallel, flush, norm_bits);
    let whole = lhs_dims[rank - 2].is_some_and(|m| m % ROWS as u64 == 0) && rhs_dims[rank - 1].is_some_and(|n| n % lanes as u64 == 0);
    let mut temporaries = vec![a.values, a.norms, b.values, b.norms];
    temporaries.extend(lower_packed(ir, plan, (&a, &b), batch, (m, n, (k, k_static)), (lanes, whole), out, target)?);
    Ok(temporaries)
}

/// The tiles, K blocks and threads over packed operands (`a`: `[B.., M/ROWS, K, ROWS]`, `b`:
/// `[B.., N/lanes, K, lanes]`) into `out` (`whole`: M and N are whole tiles, so the tiles store
/// straight into it). Returns the temporaries it allocated.
#[allow(clippy::too_many_arguments)]
fn lower_packed<'c, 'a>(
    ir: &Ir<'c, 'a>,
    plan: &Plan,
    (a, b): (&Packed<'c, 'a>, &Packed<'c, 'a>),
    batch: &[Value<'c, 'a>],
    (m, n, (k, k_static)): (Value<'c, 'a>, Value<'c, 'a>, (Value<'c, 'a>, Option<u64>)),
    (lanes, whole): (usize, bool),
    out: Value<'c, 'a>,
    target: &Target,
) -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
    let rank = batch.len() + 2;
    let (m_tiles, n_tiles) = (tiles_of(ir, m, ROWS), tiles_of(ir, n, lanes));
    let mut temporaries = Vec::new();
    let result_element = loops::element_of(out.r#type()).ok_or("result is not a memref")?;
    let into = if whole {
        out
    } else {
        let dims: Vec<Option<u64>> = vec![None; rank];
        let sizes: Vec<Value> = batch.iter().copied().chain([ir.mul(m_tiles, ir.index(ROWS as i64)), ir.mul(n_tiles, ir.index(lanes as i64))]).collect();
        let padded = loops::alloc(ir, result_element, &dims, &sizes);
        temporaries.push(padded);
        padded
    };

    let mut bounds: Vec<Value> = batch.to_vec();
    bounds.extend([n_tiles, m_tiles]);
    // K in blocks of chunks, all tiles per block, so that a block's slices of both packed operands
    // stay in cache while the tiles pass; the result vectors wait in `into` between blocks (a
    // chain of chunks in order either way).
    let per_block = (BLOCK_K / plan.chunk).max(1);
    // Per tile and chunk: 2 vector steps per row and k.
    let chunk_steps = (plan.chunk * 2 * ROWS) as i64;
    let tiles = |ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, from_memory: bool| {
        let worth = |at: &Ir<'c, 'a>, tiles: Value<'c, 'a>| {
            let steps = match k_static {
                Some(k) => at.index((per_block.min(k as usize / plan.chunk)) as i64 * chunk_steps),
                None => at.mul(count, at.index(chunk_steps)),
            };
            parallel::at_least(at, at.mul(tiles, steps), PARALLEL_MIN_STEPS)
        };
        // One tile: its result vectors from `into` (or +0), the chain over the chunks, stored back.
        let ftz_mode = amd::runs_in_ftz_mode(plan, target);
        let tile_body = |body: &Ir<'c, 'a>, ivs: &[Value<'c, 'a>]| {
            let (b_ivs, jt, it) = (&ivs[..batch.len()], ivs[batch.len()], ivs[batch.len() + 1]);
            let tile = Tile { plan, lanes: Lanes::new(body, lanes), a, b, b_ivs, jt, it, ftz_mode };
            let (row0, col0) = (body.mul(it, body.index(ROWS as i64)), body.mul(jt, body.index(lanes as i64)));
            let index = |r: usize| -> Vec<Value<'c, 'a>> {
                let i = body.add(row0, body.index(r as i64));
                b_ivs.iter().copied().chain([i, col0]).collect()
            };
            let (result_ty, bits_ty) = tile.result_vector();
            let init: Vec<Value> = (0..ROWS)
                .map(|r| if from_memory { vector_load(body, result_ty, into, &index(r)) } else { splat_bits(body, bits_ty, result_ty, 0) })
                .collect();
            let sums = tile.emit(body, first, count, init);
            for (r, sum) in sums.iter().enumerate() {
                vector_store(body, *sum, into, &index(r));
            }
        };
        parallel::nest(ir, target.parallel, &bounds, worth, &mut |outer, ivs| {
            // FTZ-MUL-ADD's flushes by the thread's MXCSR, set around the tile (flush_to_zero.rs).
            if ftz_mode {
                with_flush_to_zero(outer, &mut |body| tile_body(body, ivs));
            } else {
                tile_body(outer, ivs);
            }
        });
    };
    match k_static.map(|k| k as usize / plan.chunk) {
        Some(chunks) if chunks <= per_block => tiles(ir, ir.index(0), ir.index(chunks as i64), false),
        static_chunks => {
            // The first block starts from +0 (all of K when it is at most one block, K = 0
            // included: every result +0, the empty chain); the others continue from `into`.
            let chunks = match static_chunks {
                Some(chunks) => ir.index(chunks as i64),
                None => ir.udiv(k, ir.index(plan.chunk as i64)),
            };
            let first_count = match static_chunks {
                Some(_) => ir.index(per_block as i64),
                None => ir.val(arith::minui(chunks, ir.index(per_block as i64), ir.location)),
            };
            tiles(ir, ir.index(0), first_count, false);
            let rest = match static_chunks {
                Some(chunks) => ir.index(chunks.div_ceil(per_block) as i64 - 1),
                None => tiles_of(ir, ir.sub(chunks, first_count), per_block),
            };
            loops::nest(ir, &[rest], &mut |inner, ivs| {
                let first = inner.mul(inner.add(ivs[0], inner.index(1)), inner.index(per_block as i64));
                let left = inner.sub(chunks, first);
                let count = inner.val(arith::minui(left, inner.index(per_block as i64), inner.location));
                tiles(inner, first, count, true);
            });
        }
    }
    if !whole {
        let sizes: Vec<Value> = batch.iter().copied().chain([m, n]).collect();
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let value = loops::load(inner, into, ivs);
            loops::store(inner, value, out, ivs);
        });
    }
    Ok(temporaries)
}

/// A 32-bit step's addend (f32 lanes; [`Tile::addend32`]).
struct Addend32<'c, 'a> {
    /// The addend as f32 (an f16 one widened exactly) and its bits.
    value: Value<'c, 'a>,
    bits: Value<'c, 'a>,
    /// f32's exponent field and the exponent it means (-126 for subnormals and zero).
    field: Value<'c, 'a>,
    exponent: Value<'c, 'a>,
    /// The model's exponent for e_max: clamped to the result format's range, e_zero for zero.
    norm: Value<'c, 'a>,
}

/// One tile's emitter: ROWS outputs rows x one vector of lanes.
struct Tile<'c, 'a, 'p> {
    plan: &'p Plan,
    /// Whether the tile runs in x86's flush-to-zero mode ([`amd::runs_in_ftz_mode`]).
    ftz_mode: bool,
    lanes: Lanes<'c>,
    a: &'p Packed<'c, 'a>,
    b: &'p Packed<'c, 'a>,
    b_ivs: &'p [Value<'c, 'a>],
    jt: Value<'c, 'a>,
    it: Value<'c, 'a>,
}

impl<'c, 'a> Tile<'c, 'a, '_> {
    fn at(&self, panel: Value<'c, 'a>, k: Value<'c, 'a>, inner: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
        self.b_ivs.iter().copied().chain([panel, k, inner]).collect()
    }

    /// The result type's vector.
    fn result_vector(&self) -> (Type<'c>, Type<'c>) {
        let t = &self.lanes;
        if self.plan.result == Format::F16 { (t.f16, t.i16) } else { (t.f32, t.i32) }
    }

    /// The chain over chunks `first .. first + count`, from the result vectors `init`; returns
    /// the ROWS result vectors.
    fn emit(&self, ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        match self.plan.kind {
            Kind::Fma => return self.emit_fma(ir, first, count, init),
            Kind::FtzPairwise { group } => return self.emit_ftz(ir, group, first, count, init),
            Kind::ExactChunk => return self.emit_exact(ir, first, count, init),
            Kind::TwoLevel { f2, grouped } => return self.emit_two_level(ir, (f2, grouped), first, count, init),
            Kind::GroupedScaled { group } => return self.emit_grouped(ir, group, first, count, init),
            Kind::TruncatedFused => {}
        }
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
    fn e_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
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
    fn exponent_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, (offset, stride, count): (usize, usize, usize), init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
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
    fn byte_exponent_max(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
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
    fn terms(&self, step: &Ir<'c, 'a>, k0: Value<'c, 'a>, e_max: &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>> {
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
    fn addend32(&self, ir: &Ir<'c, 'a>, c: Value<'c, 'a>) -> Addend32<'c, 'a> {
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
    fn finish32(&self, ir: &Ir<'c, 'a>, sum: Value<'c, 'a>, c: &Addend32<'c, 'a>, e_max: Value<'c, 'a>) -> Value<'c, 'a> {
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
    fn finish(&self, ir: &Ir<'c, 'a>, sum: Value<'c, 'a>, c: Value<'c, 'a>, e_max: Value<'c, 'a>) -> Value<'c, 'a> {
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
