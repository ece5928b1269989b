//! f32 transcendental functions as XLA CPU computes them (issue 39). XLA CPU does not call the
//! C library for f32 `erf`, `exponential`, `logistic`, `tanh`, `log`, `log_plus_one`,
//! `exponential_minus_one` and `erfc` (CHLO's, jax's exact GELU): it inlines its own
//! polynomial approximations (read from its LLVM IR, jaxlib 0.10.2, `--xla_dump_to`,
//! `ir-with-opt.ll`), compiled with LLVM's FP contraction on, so that a multiply whose one use
//! is an add or subtract is one fused multiply-add as well as its explicit `llvm.fma` calls.
//! StableHLO's reference interpreter computes them through the C library (in f64, rounded), and
//! the LLVM exit through upstream MLIR's polynomials (XLA's own for tanh, exp and logistic, not
//! for erf and log), so neither gave XLA's bits everywhere. Each function is rewritten into
//! StableHLO ops computing XLA's formula step by step, its fused multiply-adds as [`fma`]
//! (emulated exactly on `--backend ref`, `math.fma` on the LLVM exit), so that both exits give
//! the same bits, XLA's:
//!
//! - erf: `x2 = x * x`; `p` and `q` Horner polynomials in `x2` by explicit FMAs; `x * p / q`,
//!   `sign(x)` where `|x| >= 3.8325` (0x407547CB).
//! - exp: `x` clamped into [-87.8, 88.8] (NaN kept); `n = floor(fma(x, log2(e), 0.5))` clamped
//!   into [-127, 127]; `r = x - n ln2` in two FMAs (Cody-Waite); `y = 1 + fma(p(r), r * r, r)`
//!   with `p` by Horner FMAs; `y * 2^n`, the power built from bits (`2^-127` is 0: exp(x) is
//!   +0 below about -87.3).
//! - logistic: `1 / fma(y, 2^n, 1)` with exp's `y`, `n` of `-x` (the multiply by `2^n` fuses
//!   into the add of 1).
//! - tanh: `x` where `|x| < 0.0004`, `sign(x)` where `|x| >= 20`, else `x p(x2) / q(x2)` with `x`
//!   clamped into ±7.99881 (0x40FFF644), both polynomials by Horner FMAs.
//! - log: Cephes' `logf` as Eigen writes it: the mantissa `m` in [0.5, 1) of `max(x, FLT_MIN)`
//!   and its exponent `e`; `t = m - 1 (+ m where m < sqrt(1/2), e - 1 then)`; three interleaved
//!   polynomials in `t` and `t^3`; `fma(e, ln2_hi, (t - t^2 / 2) + fma(poly, t^3, e * ln2_lo))`;
//!   `-inf` for 0, `+inf` for `+inf`, NaN (the all-ones code) for negatives and NaN.
//! - log1p: where |x| < 0.41421357 (0x3ED413CD) `x + fma(x2, -1/2, x^3 Q(x) / P(x))` (degree-6
//!   Horner FMAs), else log's formula on `x + 1`.
//! - expm1: `e - 1` with exp's `e = y * 2^n` (rounded: two uses) where |x| > 0.5, else
//!   `tanh(x / 2) * (e + 1)` with tanh's formula; `x` where `x / 2` is zero.
//! - erfc: CHLO's f32 expansion with XLA's exp: `1 - x E(x2)` (fused) where |x| < 1, else
//!   `exp(-x2) / |x| * (|x| < 2 ? A(1/x2) : B(1/x2))` (0 where x2 > 88.72, `2 -` it for x < 0).
//!   Before, ref and llvm both expanded it with CHLO's legalisation after this rewrite, so its
//!   exp was libm's on ref and upstream's polynomial on llvm: they differed (exact GELU, 8x64
//!   N(0, 9): llvm 0.89, ref 0.98 identical to jax.jit; now 1.0 on both).
//!
//! Where XLA's LLVM contracted a multiply into a following add (one use, the add its only
//! user) the rewrite writes [`fma`] itself; a product XLA does not contract (a square used
//! twice, a numerator of a division) stays a `multiply` that no add uses, so the later
//! contraction rewrite (`xla_fused_multiply_add`) leaves it alone too. Measured against jax.jit
//! (excess precision off) on 1M random f32 codes and 1M N(0, 100) values per function, on both
//! exits: XLA's bits on every value but where XLA's flush of subnormals enters (below);
//! python/tests/test_xla_math.py and test/lpf-run/mixed-xla-math*.mlir keep it so.
//!
//! XLA CPU flushes subnormal inputs and results to zero at run time (FTZ/DAZ); lpf does not
//! imitate that: a subnormal input, a result below 2^-126 (exp and logistic in [-88.8, -87.3])
//! or a subnormal step (expm1's `x / 2` for |x| < 2^-125) can differ from XLA there, and only
//! there.
//!
//! `sine` and `cosine` (XLA calls a vectorised `llvm.sin` / `llvm.cos`, which the LLVM exit
//! matches already), `power`, `atan2`, `erf_inv` and other types are left as they were (see
//! docs/llvm.md, "XLA's f32 functions").
//!
//! `--backend ref` ([`xla_math`], before CHLO's legalisation), the LLVM exit
//! ([`xla_math_native`], in lpf-foreign-prepare) and the IREE exit ([`xla_math`], in
//! lower-to-stablehlo for IREE) run this rewrite; XLA runs its own. A custom_call @mhlo.erf
//! (torch-xla's GELU) is `chlo.erf` by then (the raise's `mhlo_calls`).

use super::{Builder, FmaForm};
use crate::hlo_ops::HloOp;
use crate::melior_ext::{has_static_shape, replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, TypeLike, Value, ValueLike};

/// The functions rewritten.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Function {
    Erf,
    Exp,
    Logistic,
    Tanh,
    Log,
    Log1p,
    Expm1,
    Erfc,
}

fn function_of(op: OperationRef) -> Option<Function> {
    let name = op.name();
    let function = match name.as_string_ref().as_str().ok()? {
        "chlo.erf" => Function::Erf,
        "stablehlo.exponential" => Function::Exp,
        "stablehlo.logistic" => Function::Logistic,
        "stablehlo.tanh" => Function::Tanh,
        "stablehlo.log" => Function::Log,
        "stablehlo.log_plus_one" => Function::Log1p,
        "stablehlo.exponential_minus_one" => Function::Expm1,
        "chlo.erfc" => Function::Erfc,
        _ => return None,
    };
    if op.operand_count() != 1 || op.result_count() != 1 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let element = RankedTensorType::try_from(ty).ok()?.element();
    (element.is_f32() && has_static_shape(ty) && op.operand(0).ok()?.r#type() == ty).then_some(function)
}

/// Whether `op` is an f32 function this module rewrites into XLA CPU's formula.
pub fn is_xla_math(op: OperationRef) -> bool {
    function_of(op).is_some() && !super::folded_by_xla(op)
}

/// Rewrites `op` ([`is_xla_math`]) into XLA's formula in `--backend ref`'s form
/// ([`super::FmaForm::NativeWhereHandedOver`]).
pub fn xla_math<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::NativeWhereHandedOver)
}

/// [`xla_math`] with every fused multiply-add emulated in StableHLO ops (the IREE exit).
pub fn xla_math_emulated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Emulated)
}

/// [`xla_math`] with `math.fma` ([`super::FmaForm::Native`]: the LLVM exit).
pub fn xla_math_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Native)
}

fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let function = function_of(op).ok_or("internal error: not an f32 function XLA computes itself")?;
    let x = op.operand(0)?;
    let b = Builder::new(op);
    // A module of CHLO alone (`chlo.erf`) has not loaded StableHLO's dialect: ops built in an
    // unloaded dialect are unregistered ones (the interpreter then met garbage).
    b.context.get_or_load_dialect("stablehlo");
    if form != FmaForm::Emulated {
        b.context.get_or_load_dialect("math");
    }
    let e = Emitter::new(b, form, x.r#type())?;
    let value = match function {
        Function::Erf => e.erf(x)?,
        Function::Exp if in_ynn_softmax(op) => e.ynn_exp(x)?,
        Function::Exp => {
            let (y, power) = e.exp_parts(x)?;
            e.mul(y, power)?
        }
        Function::Logistic => {
            let (y, power) = e.exp_parts(e.b.hlo(HloOp::Negate, &[x], e.ty)?)?;
            let one = e.c(1.0)?;
            e.div(one, e.fma(y, power, one)?)?
        }
        Function::Tanh => e.tanh(x)?,
        Function::Log => e.log(x)?,
        Function::Log1p => e.log1p(x)?,
        Function::Expm1 => e.expm1(x)?,
        Function::Erfc => e.erfc(x)?,
    };
    replace_op(op, &[value]);
    Ok(())
}

/// Whether XLA hands the f32 `exp` to YNNPACK with the row maximum it subtracts (a softmax's
/// `exp(x - max(x))`): `exp(subtract(a, broadcast(reduce_max(a))))`, the reduce of at least
/// 4096 elements (XLA's smallest YNNPACK reduce), either side through broadcasts, reshapes and
/// transposes (flax's vmapped attention). YNNPACK computes it with its own exp
/// ([`Emitter::ynn_exp`]; measured, jaxlib 0.10.2: the YNNPACK formula on every element from
/// 4096, XLA's below, on 2 x 8 x 64 x 64, 1 x 1 x 64 x 64, a causal mask's `where` before the
/// max, and 256-4000 elements).
fn in_ynn_softmax(op: OperationRef) -> bool {
    use crate::raise_stablehlo::producer;
    let Some(subtract) = op.operand(0).ok().and_then(producer).filter(|p| HloOp::of(p) == Some(HloOp::Subtract)) else { return false };
    let (Ok(a), Ok(b)) = (subtract.operand(0), subtract.operand(1)) else { return false };
    // The maximum through its broadcasts and reshapes (jax's keepdims), and jax.nn.softmax's
    // `maximum(broadcast(-inf), max)` (its `initial`).
    let constant = |v: Value| producer(v).is_some_and(|p| HloOp::of(&p) == Some(HloOp::BroadcastInDim) && p.operand(0).ok().and_then(producer).is_some_and(|c| HloOp::of(&c) == Some(HloOp::Constant)));
    let mut max = producer(b);
    while let Some(op) = max {
        let next = match HloOp::of(&op) {
            Some(HloOp::BroadcastInDim | HloOp::Reshape | HloOp::Transpose) => op.operand(0).ok(),
            Some(HloOp::Maximum) => match (op.operand(0), op.operand(1)) {
                (Ok(l), Ok(r)) if constant(l) => Some(r),
                (Ok(l), Ok(r)) if constant(r) => Some(l),
                _ => None,
            },
            _ => None,
        };
        match next {
            Some(v) => max = producer(v),
            None => break,
        }
    }
    let Some(reduce) = max.filter(|r| HloOp::of(r) == Some(HloOp::Reduce) && r.operand_count() == 2 && r.result_count() == 1) else { return false };
    let elements = reduce.operand(0).ok().and_then(|v| crate::melior_ext::static_dims(v.r#type())).map(|d| d.iter().product::<i64>());
    // `a` itself, or moved (a vmap's transpose of unit dimensions).
    let mut moved = Some(a);
    let mut reads_a = false;
    while let Some(v) = moved {
        if reduce.operand(0).is_ok_and(|input| input == v) {
            reads_a = true;
            break;
        }
        moved = producer(v).filter(|p| matches!(HloOp::of(p), Some(HloOp::Transpose | HloOp::Reshape))).and_then(|p| p.operand(0).ok());
    }
    reads_a
        && super::reduce_sum::body_applies(reduce, HloOp::Maximum)
        && elements.is_some_and(|n| n >= crate::raise_stablehlo::ynn_reduce::YNN_REDUCE_MIN_ELEMENTS)
}

/// StableHLO ops on f32 tensors of one type, in front of the op rewritten.
struct Emitter<'c, 'a> {
    b: Builder<'c, 'a>,
    form: FmaForm,
    ty: Type<'c>,
    i32_ty: Type<'c>,
}

impl<'c, 'a> Emitter<'c, 'a> {
    fn new(b: Builder<'c, 'a>, form: FmaForm, ty: Type<'c>) -> Result<Self, LpfError<'c>> {
        let i32_ty = with_element_type(ty, IntegerType::new(b.context, 32).into()).ok_or("internal error: not a tensor")?;
        Ok(Emitter { b, form, ty, i32_ty })
    }

    /// A splat f32 constant, written by its code (exactly the f32 XLA's IR names).
    fn c(&self, value: f32) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.bits(value.to_bits())
    }

    fn bits(&self, code: u32) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let integer = self.b.splat(&(code as i32).to_string(), self.i32_ty)?;
        self.b.hlo(HloOp::BitcastConvert, &[integer], self.ty)
    }

    fn int(&self, value: i32) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.splat(&value.to_string(), self.i32_ty)
    }

    fn binary(&self, op: HloOp, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.hlo(op, &[x, y], x.r#type())
    }

    fn mul(&self, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.binary(HloOp::Multiply, x, y)
    }

    fn add(&self, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.binary(HloOp::Add, x, y)
    }

    fn sub(&self, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.binary(HloOp::Subtract, x, y)
    }

    fn div(&self, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.binary(HloOp::Divide, x, y)
    }

    fn fma(&self, x: Value<'c, 'a>, y: Value<'c, 'a>, z: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        super::fma(&self.b, self.form, x, y, z)
    }

    /// `x <direction> y` as a float compare (false where either is NaN, NE true).
    fn cmp(&self, direction: &str, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.compare(direction, Some("FLOAT"), x, y)
    }

    fn select(&self, pred: Value<'c, 'a>, yes: Value<'c, 'a>, no: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.select(pred, yes, no)
    }

    /// `x` clamped into [lo, hi], NaN kept (XLA's `fcmp olt` / `ogt` selects).
    fn clamp(&self, x: Value<'c, 'a>, lo: f32, hi: f32) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let lo = self.c(lo)?;
        let x = self.select(self.cmp("LT", x, lo)?, lo, x)?;
        let hi = self.c(hi)?;
        self.select(self.cmp("GT", x, hi)?, hi, x)
    }

    /// Horner's rule by fused multiply-adds: `fma(x, fma(x, c0, c1), c2)...`, the first step
    /// `fma(x, c0, c1)`.
    fn horner(&self, x: Value<'c, 'a>, codes: &[u32]) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut p = self.fma(x, self.bits(codes[0])?, self.bits(codes[1])?)?;
        for &code in &codes[2..] {
            p = self.fma(x, p, self.bits(code)?)?;
        }
        Ok(p)
    }

    /// `sign(x)`: ±1 for the nonzero, non-NaN `x` it is selected for (XLA's copysign(1, x)).
    fn sign(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.hlo(HloOp::Sign, &[x], self.ty)
    }

    fn erf(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let big = self.cmp("GE", self.b.hlo(HloOp::Abs, &[x], self.ty)?, self.bits(0x4075_47CB)?)?;
        let x2 = self.mul(x, x)?;
        let p = self.horner(x2, &[0x3970_2D51, 0x3B5F_5DA2, 0x3D50_B6EB, 0x3E3D_A740, 0x3F90_6EBA])?;
        let numerator = self.mul(x, p)?;
        let q = self.horner(x2, &[0xB3FD_3906, 0x37C5_88DF, 0x3A85_6D28, 0x3C66_87D4, 0x3DE3_4C21, 0x3EFE_B44A, 0x3F80_0000])?;
        let r = self.div(numerator, q)?;
        self.select(big, self.sign(x)?, r)
    }

    fn tanh(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let ax = self.b.hlo(HloOp::Abs, &[x], self.ty)?;
        let small = self.cmp("LT", ax, self.c(4.0e-4)?)?;
        let bound = f32::from_bits(0x40FF_F644);
        let xc = self.clamp(x, -bound, bound)?;
        let x2 = self.mul(xc, xc)?;
        let p = self.horner(x2, &[0xA59F_25C0, 0x2A61_337E, 0xAEBD_37FF, 0x335C_0041, 0x3779_434A, 0x3A27_0DED, 0x3BA0_59DC])?;
        let numerator = self.mul(xc, p)?;
        let q = self.horner(x2, &[0x35A0_D3D8, 0x38F8_95D6, 0x3B14_AA05, 0x3BA0_59DD])?;
        let r = self.div(numerator, q)?;
        let r = self.select(small, x, r)?;
        let big = self.cmp("GE", ax, self.c(20.0)?)?;
        self.select(big, self.sign(x)?, r)
    }

    /// exp(x) as XLA's `y` and `2^n`, their product exp(x).
    fn exp_parts(&self, x: Value<'c, 'a>) -> Result<(Value<'c, 'a>, Value<'c, 'a>), LpfError<'c>> {
        let x = self.clamp(x, -87.8, 88.8)?;
        let n = self.fma(x, self.bits(0x3FB8_AA3B)?, self.c(0.5)?)?;
        let n = self.b.hlo(HloOp::Floor, &[n], self.ty)?;
        let n = self.clamp(n, -127.0, 127.0)?;
        // x - n * ln2_hi, then - n * ln2_lo (ln2_lo = -0xB95E8083), each one rounding.
        let r = self.fma(n, self.bits(0xBF31_8000)?, x)?;
        let r = self.fma(n, self.bits(0x395E_8083)?, r)?;
        let p = self.fma(r, self.bits(0x3950_6967)?, self.bits(0x3AB7_43CE)?)?;
        let mut p = p;
        for code in [0x3C08_8908u32, 0x3D2A_A9C1, 0x3E2A_AAAA, 0x3F00_0000] {
            p = self.fma(p, r, self.bits(code)?)?;
        }
        let r2 = self.mul(r, r)?;
        let y = self.fma(p, r2, r)?;
        let y = self.add(y, self.c(1.0)?)?;
        // 2^n from its code: n is an integer in [-127, 127] (NaN only where y is NaN: made 0).
        let n = self.select(self.cmp("NE", n, n)?, self.c(0.0)?, n)?;
        let n = self.b.hlo(HloOp::Convert, &[n], self.i32_ty)?;
        let code = self.binary(HloOp::ShiftLeft, self.binary(HloOp::Add, n, self.int(127)?)?, self.int(23)?)?;
        let power = self.b.hlo(HloOp::BitcastConvert, &[code], self.ty)?;
        Ok((y, power))
    }

    /// exp(x) as YNNPACK computes it (XNNPACK's `ynnpack/base/simd/target_independent.inc`,
    /// `exp_taylor2` with its f32 polynomial): `x` clamped into [-88.0297, 88.7228]; `b =
    /// (1.5 2^23 + x log2(e)) - 1.5 2^23` (the product rounded, not fused: a C++ call between);
    /// `r = x - b ln2` in two FMAs; `2^b` from its code (`2^-127` is +0, `2^128` +inf); `p(r)`
    /// even and odd coefficients by FMAs in `r^2` (Estrin's halves), joined by one more;
    /// `fma(2^b, fma(r^2, p, r), 2^b)`, `2^b` itself where it is infinite.
    fn ynn_exp(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let x = self.clamp(x, -88.029_693_603_515_62, 88.722_839_355_468_75)?;
        let zero = self.c(0.0)?;
        // The product rounded on its own: an FMA with +0 (which no contraction takes for a multiply).
        let scaled = self.fma(x, self.c(std::f32::consts::LOG2_E)?, zero)?;
        let magic = self.c(12_582_912.0)?;
        let b = self.sub(self.add(magic, scaled)?, magic)?;
        let r = self.fma(b, self.c(-6.931_457_519_5e-1)?, x)?;
        let r = self.fma(b, self.c(-1.428_606_765_3e-6)?, r)?;
        // 2^b from its code, b an integer in [-127, 128] (NaN only where r is NaN: made 0).
        let b = self.select(self.cmp("NE", b, b)?, zero, b)?;
        let n = self.b.hlo(HloOp::Convert, &[b], self.i32_ty)?;
        let code = self.binary(HloOp::ShiftLeft, self.binary(HloOp::Add, n, self.int(127)?)?, self.int(23)?)?;
        let power = self.b.hlo(HloOp::BitcastConvert, &[code], self.ty)?;
        let r2 = self.mul(r, r)?;
        let p = [-4.986_661_952e-5f32, 2.277_378_371_2e-4, 1.413_246_151_1e-3, 8.324_293_419_7e-3, 4.166_562_855_2e-2, 1.666_672_527_8e-1, 4.999_999_404e-1];
        let (mut even, mut odd) = (self.c(p[0])?, self.c(p[1])?);
        for pair in p[2..].chunks(2) {
            even = self.fma(r2, even, self.c(pair[0])?)?;
            if let Some(&next) = pair.get(1) {
                odd = self.fma(r2, odd, self.c(next)?)?;
            }
        }
        let poly = self.fma(r, odd, even)?;
        let y = self.fma(r2, poly, r)?;
        let value = self.fma(power, y, power)?;
        self.select(self.cmp("EQ", power, self.c(f32::INFINITY)?)?, power, value)
    }

    fn log(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let zero = self.c(0.0)?;
        let one = self.c(1.0)?;
        let positive = self.cmp("GT", x, zero)?;
        let not_positive = self.b.hlo(HloOp::Not, &[positive], positive.r#type())?;
        let is_zero = self.cmp("EQ", x, zero)?;
        let is_inf = self.cmp("EQ", x, self.c(f32::INFINITY)?)?;
        // max(x, FLT_MIN), NaN -> FLT_MIN (XLA's `fcmp uge FLT_MIN, x`).
        let min_normal = self.bits(0x0080_0000)?;
        let xm = self.select(self.cmp("GT", x, min_normal)?, x, min_normal)?;
        let code = self.b.hlo(HloOp::BitcastConvert, &[xm], self.i32_ty)?;
        let exponent = self.binary(HloOp::ShiftRightLogical, code, self.int(23)?)?;
        let mantissa = self.binary(HloOp::Or, self.binary(HloOp::And, code, self.int(0x807F_FFFFu32 as i32)?)?, self.int(0x3F00_0000)?)?;
        let m = self.b.hlo(HloOp::BitcastConvert, &[mantissa], self.ty)?;
        let e = self.b.hlo(HloOp::Convert, &[self.binary(HloOp::Subtract, exponent, self.int(127)?)?], self.ty)?;
        let e = self.add(e, one)?;
        let below = self.cmp("LT", m, self.bits(0x3F35_04F3)?)?;
        let t = self.sub(m, one)?;
        let e = self.sub(e, self.select(below, one, zero)?)?;
        let t = self.add(t, self.select(below, m, zero)?)?;
        let t2 = self.mul(t, t)?;
        let t3 = self.mul(t2, t)?;
        let p1 = self.fma(t, self.bits(0x3D90_21BB)?, self.bits(0xBDEB_D1B8)?)?;
        let p2 = self.fma(t, self.bits(0xBDFE_5D4F)?, self.bits(0x3E11_E9BF)?)?;
        let p3 = self.fma(t, self.bits(0x3E4C_CEAC)?, self.bits(0xBE7F_FFFC)?)?;
        let p1 = self.fma(p1, t, self.bits(0x3DEF_251A)?)?;
        let p2 = self.fma(p2, t, self.bits(0xBE2A_AE50)?)?;
        let p3 = self.fma(p3, t, self.bits(0x3EAA_AAAA)?)?;
        let p = self.fma(p1, t3, p2)?;
        let p = self.fma(p, t3, p3)?;
        // (p * t^3 + e * ln2_lo): the left product fuses, the right one is rounded.
        let low = self.mul(self.bits(0xB95E_8083)?, e)?;
        let tail = self.fma(p, t3, low)?;
        let head = self.fma(t2, self.c(-0.5)?, t)?;
        let y = self.add(head, tail)?;
        let y = self.fma(self.bits(0x3F31_8000)?, e, y)?;
        let y = self.select(not_positive, self.bits(0xFFFF_FFFF)?, y)?;
        let y = self.select(is_inf, self.c(f32::INFINITY)?, y)?;
        self.select(is_zero, self.c(f32::NEG_INFINITY)?, y)
    }

    /// log(1 + x): XLA's rational approximation where |x| < 0.41421357 (0x3ED413CD), else
    /// [`Self::log`] of `x + 1` (NaN there too).
    fn log1p(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let one = self.c(1.0)?;
        let large = self.log(self.add(x, one)?)?;
        let x2 = self.mul(x, x)?;
        // XLA's leading coefficients are `x * 0 + 1` and `x * 0 + 4.527e-5`: the product has two
        // uses (not fused), and is ±0 for every |x| < 0.414, so the sums are the constants.
        let mut p = one;
        for code in [0x4171_01ADu32, 0x42A6_185B, 0x435D_C32D, 0x439A_8CA3, 0x4358_6D8A, 0x4270_7982] {
            p = self.fma(p, x, self.bits(code)?)?;
        }
        let mut q = self.c(4.527e-5)?;
        for code in [0x3EFF_40C5u32, 0x40D2_84FA, 0x41EF_4B9C, 0x4273_CC76, 0x4264_73AD, 0x41A0_5101] {
            q = self.fma(q, x, self.bits(code)?)?;
        }
        let ratio = self.div(q, p)?;
        let x3 = self.mul(x, x2)?;
        // -x2 / 2 + x3 * ratio: the left product fuses, the right one is rounded.
        let tail = self.mul(x3, ratio)?;
        let small = self.add(x, self.fma(x2, self.c(-0.5)?, tail)?)?;
        let near = self.cmp("LT", self.b.hlo(HloOp::Abs, &[x], self.ty)?, self.bits(0x3ED4_13CD)?)?;
        self.select(near, small, large)
    }

    /// exp(x) - 1: `e - 1` with exp's `e = y * 2^n` where |x| > 0.5, else
    /// `tanh(x / 2) * (e + 1)`; `x` where `x / 2` is zero.
    fn expm1(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let (y, power) = self.exp_parts(x)?;
        // `e` has two uses (e - 1, e + 1): rounded, not fused.
        let e = self.mul(y, power)?;
        let minus = self.add(e, self.c(-1.0)?)?;
        let h = self.mul(x, self.c(0.5)?)?;
        let t = self.tanh(h)?;
        let near = self.mul(t, self.add(e, self.c(1.0)?)?)?;
        let far = self.cmp("GT", self.b.hlo(HloOp::Abs, &[x], self.ty)?, self.c(0.5)?)?;
        let value = self.select(far, minus, near)?;
        self.select(self.cmp("EQ", h, self.c(0.0)?)?, x, value)
    }

    /// erfc(x) (jax's exact GELU): `1 - x E(x2)` (fused) where |x| < 1; else
    /// `exp(-x2) / |x| * (|x| < 2 ? A(1/x2) : B(1/x2))`, 0 where x2 > 88.72 (0x42B17218), and
    /// `2 -` that for negative x. E, A, B by Horner FMAs (B's first step `12.9772 - 16.0*r`).
    fn erfc(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let x2 = self.mul(x, x)?;
        let one = self.c(1.0)?;
        let r = self.div(one, x2)?;
        let mut a = self.fma(r, self.c(2.326820e-02)?, self.bits(0xBE0E_0868)?)?;
        for code in [0x3EBC_CBD0u32, 0xBF15_1CF8, 0x3F1E_F9E3, 0xBEFD_28C0, 0.340488f32.to_bits(), 0xBE8C_5880, 0x3F10_56E6] {
            a = self.fma(r, a, self.bits(code)?)?;
        }
        let mut b = self.fma(r, self.bits(0xC127_A483)?, self.c(12.9772)?)?;
        for code in [0xC0EF_DB4Au32, 0x403A_F1FA, 0xBF81_F436, 0x3ED7_FC3E, 0xBE90_6C5D, 0x3F10_6EB9] {
            b = self.fma(r, b, self.bits(code)?)?;
        }
        let small = self.horner(x2, &[0x38A4_B519, 0xBA51_FB80, 0x3BAA_02D9, 0xBCDB_FC87, 0x3DE7_167C, 0xBEC0_939F, 0x3F90_6EBA])?;
        let (y, power) = self.exp_parts(self.b.hlo(HloOp::Negate, &[x2], self.ty)?)?;
        let e = self.mul(y, power)?;
        let ax = self.b.hlo(HloOp::Abs, &[x], self.ty)?;
        let inverse = self.div(one, ax)?;
        let scaled = self.mul(e, inverse)?;
        let tail = self.select(self.cmp("LT", ax, self.c(2.0)?)?, a, b)?;
        let far = self.mul(scaled, tail)?;
        let far = self.select(self.cmp("GT", x2, self.bits(0x42B1_7218)?)?, self.c(0.0)?, far)?;
        let reflected = self.sub(self.c(2.0)?, far)?;
        let far = self.select(self.cmp("LT", x, self.c(0.0)?)?, reflected, far)?;
        let minus_x = self.b.hlo(HloOp::Negate, &[x], self.ty)?;
        let near = self.fma(minus_x, small, one)?;
        self.select(self.cmp("LT", ax, one)?, near, far)
    }
}
