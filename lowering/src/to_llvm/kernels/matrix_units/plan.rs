//! What a hardware dot's kernel computes: the family of the unit's instruction for these types,
//! its parameters and the working type W, each bound proven at generation time from the numerics
//! crate's format facts (NVIDIA's T-FDPA in [`Plan::new`], AMD's families in [`amd_plan`]), or
//! the E0915 saying why the LLVM exit has no exact kernel for it. Also the exponents every step
//! shares (a zero operand's, the formats' smallest and largest) and the tile's fixed sizes.

use crate::ir_numerics::format_of;
use crate::to_llvm::builders::target::Target;
use lpf_dialect::error::LpfError;
use lpf_numerics::facts::Facts;
use lpf_numerics::Format;
use lpf_numerics::matrix_units::{resolve, Family, OutputRounding, Variant};
use melior::ir::Type;

/// The exponent given to a zero operand: any product with it is below every e_zero.
pub(super) const ZERO_NORM: i64 = -4096;
/// A zero operand's exponent in i8 ([`Plan::byte_exponents`]): -64 + -64 is i8's -128, and -64
/// plus any real exponent stays above -128 and below every real product's exponent.
pub(super) const BYTE_ZERO_NORM: i64 = -64;
/// Tile rows (broadcasts per k).
pub(super) const ROWS: usize = 8;
/// k per block of the chunk loop (a block's packed slices, 8 rows x 256 k and 8 lanes x 256 k in
/// f32 and i16, fit L1 and L2).
pub(super) const BLOCK_K: usize = 256;
/// Vector steps below which a kernel stays on the calling thread (as the ordered dot's).
pub(super) const PARALLEL_MIN_STEPS: i64 = 1 << 15;

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
    /// times their scales as the terms of T-FDPA's truncated sum ([`super::block_scaled`]).
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
pub(super) fn exponent_of(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7FF) as i32 - 1023
}

/// The smallest exponent an operand of `fmt` has (MMA-Sim's, subnormals included).
pub(super) fn min_norm(fmt: Format) -> i32 {
    1 - fmt.params().bias
}

/// The largest exponent a finite operand of `fmt` has (and the one its inf/NaN get).
pub(super) fn max_norm(fmt: Format) -> i32 {
    exponent_of(Facts::of(fmt).max_finite.to_f64())
}

/// W's parameters: (precision, smallest normal exponent, largest exponent, fraction bits, bias).
pub(super) fn work_params(work: Format) -> (u32, i32, i32, u32, i32) {
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
        if let Some(plan) = amd_plan(u.name, &v) {
            return Ok(plan);
        }
        // Every AMD preset meets [`amd_plan`]'s conditions today; a preset that did not would be
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
pub(super) fn family_name(family: &Family) -> &'static str {
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

/// The plan for an AMD variant the LLVM exit computes (FMA with f32 operands, FTZ-MUL-ADD,
/// E-FDPA where its products and error sums are exact in f64), or None.
pub(super) fn amd_plan(unit: &'static str, v: &Variant) -> Option<Plan> {
    let (kind, chunk, work) = match v.family {
        Family::Fma if [v.lhs, v.rhs, v.result] == [Format::F32; 3] => (Kind::Fma, 1, Format::F32),
        Family::FtzPairwise { group } if v.result == Format::F32 && v.native_k.is_multiple_of(group) && matches!(group, 2 | 4) && exact_in_f32(v.lhs) && exact_in_f32(v.rhs) => {
            (Kind::FtzPairwise { group }, v.native_k, Format::F32)
        }
        Family::ExactChunk { chunk } if v.result == Format::F32 && exact_chunk_fits(v.lhs, v.rhs, chunk) => (Kind::ExactChunk, chunk, Format::F64),
        Family::TwoLevel { f, f2, chunk, grouped } if v.result == Format::F32 && two_level_fits(v.lhs, v.rhs, f, f2, chunk) && (!grouped || chunk % 2 == 0) => {
            let (zero_exp, rounding) = (0, OutputRounding::RzF32); // T-FDPA's: unused here
            return Some(Plan { unit, kind: Kind::TwoLevel { f2, grouped }, lhs: v.lhs, rhs: v.rhs, result: v.result, f, chunk, zero_exp, rounding, native_k: v.native_k, work: Format::F64 });
        }
        _ => return None,
    };
    let (f, zero_exp, rounding) = (0, 0, OutputRounding::RzF32); // T-FDPA's parameters: unused here
    Some(Plan { unit, kind, lhs: v.lhs, rhs: v.rhs, result: v.result, f, chunk, zero_exp, rounding, native_k: v.native_k, work })
}

/// Every finite value of `fmt` is an f32 (precision, range and lowest bit).
pub(super) fn exact_in_f32(fmt: Format) -> bool {
    let facts = Facts::of(fmt);
    facts.precision <= 24 && exponent_of(facts.max_finite.to_f64()) <= 127 && exponent_of(facts.min_positive.to_f64()) >= -149
}

/// E-FDPA's conditions (module doc): products exact in f64, and the TwoSum errors of a chunk's
/// running sum summing exactly (multiples of the products' lsb unit u, each below 2^-53 of the
/// largest partial sum M = L 2^(2 emax + 2)): (L - 1) M <= 2^106 u, or at most one error (L <= 2).
pub(super) fn exact_chunk_fits(lhs: Format, rhs: Format, chunk: usize) -> bool {
    let (a, b) = (Facts::of(lhs), Facts::of(rhs));
    let top = exponent_of(a.max_finite.to_f64()) + exponent_of(b.max_finite.to_f64()) + 2;
    let lsb = exponent_of(a.min_positive.to_f64()) + exponent_of(b.min_positive.to_f64());
    let products = a.precision + b.precision <= 53 && top < 1000 && lsb >= -1022;
    let m = (chunk as f64).log2() + top as f64;
    let errors = chunk <= 2 || ((chunk - 1) as f64).log2() + m <= (106 + lsb) as f64;
    products && errors
}

/// TR-FDPA / GTR-FDPA's conditions (module doc): products exact in f64, a group's truncated terms
/// (below 2^(F + 2)) summing exactly, and the joined total (products on 2^(F2 + 1 - F) finer grid
/// plus the addend's below 2^(F + 1)) exact in f64.
pub(super) fn two_level_fits(lhs: Format, rhs: Format, f: u32, f2: u32, chunk: usize) -> bool {
    let (a, b) = (Facts::of(lhs), Facts::of(rhs));
    let top = exponent_of(a.max_finite.to_f64()) + exponent_of(b.max_finite.to_f64()) + 2;
    let lsb = exponent_of(a.min_positive.to_f64()) + exponent_of(b.min_positive.to_f64());
    let products = a.precision + b.precision <= 53 && top < 1000 && lsb >= -1022;
    let terms = chunk as f64 * 2f64.powi(f as i32 + 2);
    let total = (terms + 2f64.powi(f as i32 + 1)) * 2f64.powi(f2 as i32 + 1 - f as i32);
    products && f2 >= f && total <= 2f64.powi(53)
}

/// Whether FTZ-MUL-ADD's flushes of products and sums are identities for these operand formats:
/// a flushed input is zero or a normal of its format, a multiple of its normals' last bit
/// 2^(1 - bias - fraction bits), so every product is a multiple of u, the product of the two
/// (f16: 2^-48). Rounding to f32 keeps a multiple of u one (a result of ulp >= u is a multiple of
/// its ulp; one of ulp < u is below 2^24 u, so the multiple of u is representable and exact), and
/// so does every sum and the accumulator between instructions. When u >= 2^-126, a nonzero value
/// is never below f32's smallest normal, so the sign-keeping flush changes nothing (zeros, inf
/// and NaN pass as they are); only the accumulator's -0 still becomes +0. bf16 (u = 2^-266) keeps
/// every flush.
pub(super) fn ftz_on_a_normal_grid(lhs: Format, rhs: Format) -> bool {
    let lsb = |f: Format| 1 - f.params().bias - f.params().frac_bits as i32;
    lsb(lhs) + lsb(rhs) >= -126
}

/// Whether a dot of `plan` runs its tiles in x86's flush-to-zero mode (`lpf.target`'s
/// `flush_to_zero`; `builders/flush_to_zero.rs`): FTZ-MUL-ADD where its flushes are not identities. The
/// mode flushes a subnormal result to a zero of its sign, exactly `amd.rs`'s `keep_sign`
/// flush of the products and sums; the accumulator's flush to +0 stays explicit.
pub(super) fn runs_in_ftz_mode(plan: &Plan, target: &Target) -> bool {
    matches!(plan.kind, Kind::FtzPairwise { .. }) && target.flush_to_zero && !ftz_on_a_normal_grid(plan.lhs, plan.rhs)
}
