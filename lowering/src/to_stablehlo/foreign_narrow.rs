//! A step of the exit (issue 41): a user's StableHLO ops on f6E2M3FN / f6E3M2FN, and `minimum`,
//! `maximum` and `clamp` on f8E8M0FNU, computed on the formats' codes so that XLA gives what
//! StableHLO defines (and `--backend ref` computes).
//!
//! - **FP6.** XLA (jaxlib 0.10.2) has no f6 type, so the exit carries f6 values as their u8 codes
//!   ([`super::carrier`]); left alone, every StableHLO op on them would compute on those codes as
//!   integers (`minimum` and `compare` ordering codes, `negate` giving 0xd5, XLA's verifier
//!   refusing a FLOAT compare of u8, a constant of the wrong type; lpf-diff finding 5). Here each
//!   such op is written on the codes, with `unrealized_conversion_cast`s between the f6 value and
//!   its u8 carrier that [`super::structure`] removes:
//!   - sign and magnitude only (exact, no float op): `negate` flips the sign bit, `abs` clears it,
//!     `sign` is ±1 (±0 kept), `compare` and `minimum`/`maximum`/`clamp` compare integer keys
//!     (FLOAT: -m for a negative magnitude m, so -0 == +0; TOTALORDER and min/max: -1 - m, so -0
//!     < +0 as IEEE minimum/maximum order them), `constant` becomes its codes;
//!   - arithmetic (`add`, `subtract`, `multiply`, `divide`, `sqrt`): the
//!     operands decoded exactly into f32 by integer ops ([`decode_f32`]: every f6 value is an f32
//!     normal or zero, so XLA's flush never applies), the same op in f32, and the result rounded
//!     into the format by integer ops with XLA's convert rule ([`encode_f32`]: nearest even,
//!     overflow and ±inf saturated to ±max, NaN -> -0; `hlo_defined::xla_convert`). Sums,
//!     differences and products of f6 values are exact in f32, and a quotient or square root
//!     rounded to f32 and then to at most 4 significant bits is the one rounded once (24 >=
//!     2p + 2): the correctly rounded result, ref's and llvm's (x / 0 and 0 / 0: ±max and -0,
//!     XLA's, on ref too: `hlo_defined::finite_format_division`).
//!
//!   - `convert` between f6 and an integer (i1 and unsigned included), which XLA cannot do on
//!     the carrier: f6 -> integer is [`decode_f32`] and XLA's own f32 -> integer convert, the
//!     f32 rule every backend shares (truncation toward zero, saturation; a negative value into
//!     an unsigned type 0; f6 has no NaN or inf), ref's APFloat result on the exact value;
//!     integer -> f6 is XLA's integer -> f32 convert and [`encode_f32`], one rounding: an
//!     integer of magnitude below 2^24 is exact in f32, and one at or above 2^24 rounds to an
//!     f32 value still at or above 2^24, far beyond both formats' largest value (7.5, 28), so
//!     both it and the integer saturate to ±max (ref: APFloat's once-rounded convert, which
//!     saturates into formats without infinity; 64-bit integers included).
//!
//!   Ops that only move codes (reshape, slice, select, reduce, map, ...) stay as they are; their
//!   bodies' ops are rewritten like any other. Any other op on f6 values is a located `[E0915]`
//!   naming it.
//! - **E8M0.** XLA computes `minimum`/`maximum` of f8E8M0FNU in f32, where 2^-127 (code 0x00) is
//!   a subnormal that it flushes to 0, which converts back to E8M0's NaN (lpf-diff finding 14,
//!   `xla-e8m0-reduce-min.mlir`). The codes order as the values (no sign): the result is the
//!   unsigned minimum or maximum of the codes, NaN (0xFF) if either operand is NaN.
//!
//! - **E8M0 arithmetic.** `add`, `subtract`, `multiply`, `divide` of f8E8M0FNU are likewise
//!   computed in f32 by XLA (2^-127 + 2^-127 gave NaN, 2^-127 * 2 NaN): they are
//!   `hlo_defined::e8m0_arithmetic`, the op in f64 between exact lpf.converts, which ref runs too.
//! - **Integers into E8M0.** XLA converts a run-time integer into f8E8M0FNU as StableHLO does
//!   (0 and negatives: NaN), but its constant folder gave 2^-127 (0x00) for a constant 0 (lpf-diff
//!   soak seed 4142 program 398): the convert is `hlo_defined::int_to_e8m0`'s integer ops, which
//!   ref runs too.
//! - **`count_leading_zeros` of signed integers** is computed on the unsigned bitcast: XLA's
//!   constant folder gave -32 for a constant i32 INT_MIN or -1 (-56 in i8, -48 in i16; its
//!   compiled code, i64 and unsigned types give 0; lpf-diff soak seed 4143 program 448).
//! - **Integer `power`** is written out as XLA computes it at run time
//!   (`hlo_defined::xla_integer_power`, which ref runs too): XLA's algebraic simplifier rewrites
//!   `power(x, -1)` with a constant exponent into `1 / x`, which for x = 0 is XLA's integer
//!   division by zero, -1, where its own power (and ref, llvm) give 0 (lpf-diff soak seed 4146
//!   program 112).
//! - **`select`, `concatenate`, `pad`, `dynamic_update_slice` on bf16 and the FP8 formats** are
//!   the same op on the same-width unsigned integer codes (bitcasts around it): XLA CPU computes
//!   these through f32 on formats it lacks natively and gives the canonical NaN for every NaN,
//!   sign included (f8E5M2 0xFE became 0x7F), where StableHLO moves the bits (a later
//!   `bitcast_convert` showed it; lpf-diff soak seed 4147 program 423; `reverse`, `slice`,
//!   `reshape`, `transpose`, `broadcast_in_dim`, `dynamic_slice` and f16/f32/f64 keep the bits).
//! - **`clamp`** (of any other type) is written as StableHLO defines it, `minimum(maximum(x, lo),
//!   hi)`: XLA's simplifier took `maximum(x, clamp(x, y, hi))` for the clamp, which holds only
//!   when lo <= hi (with hi < x it gave hi, StableHLO x; lpf-diff soak seed 4143 program 392).
//! - **TOTALORDER.** A float `compare` with `compare_type = TOTALORDER` (any format but f6, above)
//!   is the signed compare of integer keys that `--backend ref` and `--backend llvm` run
//!   (`hlo_defined::total_order_compare`): XLA CPU orders the FNUZ formats' NaN (0x80) below
//!   every value when it runs the compare, as ref does, but its constant folder compares
//!   constants as FLOAT (NaN unordered, NaN != NaN; jaxlib 0.10.2, measured), so the same
//!   compare gave other bits with constant operands (lpf-diff finding 11).
//!
//! The ops are built in place (inside regions too: a reduce body's `minimum` is rewritten where
//! it is), not as helper calls, which XLA's map inlining cannot take.

use crate::hlo_defined::{e8m0_arithmetic, int_to_e8m0, is_e8m0_arithmetic, is_int_to_e8m0, is_integer_power, is_total_order_compare, total_order_compare, xla_integer_power, Builder};
use crate::hlo_ops::HloOp;
use crate::ir_numerics::{constant_of_attribute_read, format_of, SplatReading};
use crate::melior_ext::{has_static_shape, replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// StableHLO ops that only move, choose or pass on their operands' codes (and ops whose regions
/// hold the computation, rewritten op by op): f6 values go through them as u8 codes unchanged.
const MOVERS: &[&str] = &[
    "stablehlo.all_gather",
    "stablehlo.all_to_all",
    "stablehlo.broadcast",
    "stablehlo.broadcast_in_dim",
    "stablehlo.case",
    "stablehlo.collective_permute",
    "stablehlo.composite",
    "stablehlo.concatenate",
    "stablehlo.dynamic_slice",
    "stablehlo.dynamic_update_slice",
    "stablehlo.gather",
    "stablehlo.get_dimension_size",
    "stablehlo.get_tuple_element",
    "stablehlo.if",
    "stablehlo.map",
    "stablehlo.optimization_barrier",
    "stablehlo.pad",
    "stablehlo.reduce",
    "stablehlo.reduce_window",
    "stablehlo.reshape",
    "stablehlo.return",
    "stablehlo.reverse",
    "stablehlo.scatter",
    "stablehlo.select",
    "stablehlo.slice",
    "stablehlo.sort",
    "stablehlo.transpose",
    "stablehlo.tuple",
    "stablehlo.while",
];

/// Arithmetic on f6 computed in f32 between the exact decoding and XLA's rounding (module doc).
/// Not the functions whose f32 result has no f6 counterpart at some operand (a remainder by 0,
/// log 0, rsqrt 0: NaN or ±inf, which XLA's convert makes -0 or ±max and StableHLO's
/// interpreter +0) nor transcendental ones (XLA's approximations, the interpreter's f64): they
/// are refused rather than given bits `--backend ref` does not give.
const IN_F32: &[HloOp] = &[HloOp::Add, HloOp::Subtract, HloOp::Multiply, HloOp::Divide, HloOp::Sqrt];

fn is_f6(format: Format) -> bool {
    matches!(format, Format::F6E2M3FN | Format::F6E3M2FN)
}

/// The element format of a ranked tensor type, if it is a float format.
fn tensor_format(ty: Type) -> Option<Format> {
    RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()))
}

/// The f6 format among `op`'s operands and results, if any.
fn f6_of(op: OperationRef) -> Option<Format> {
    let operands = (0..op.operand_count()).filter_map(|i| op.operand(i).ok()).map(|v| v.r#type());
    let results = (0..op.result_count()).filter_map(|i| op.result(i).ok()).map(|v| v.r#type());
    operands.chain(results).filter_map(tensor_format).find(|f| is_f6(*f))
}

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("op").to_string()
}

/// Whether `op` is an E8M0 min/max/clamp: what [`e8m0_choice`] rewrites.
fn is_e8m0_choice(op: OperationRef) -> bool {
    matches!(HloOp::of(&op), Some(HloOp::Minimum | HloOp::Maximum | HloOp::Clamp))
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| tensor_format(r.r#type()) == Some(Format::F8E8M0FNU))
}

/// What this step does with `op`.
enum Plan {
    F6(Format),
    E8m0,
    E8m0Arith,
    IntToE8m0,
    SignedClz,
    Clamp,
    TotalOrder,
    IntegerPower,
    MoveCodes,
}

fn plan(op: OperationRef) -> Option<Plan> {
    let name = name_of(op);
    let foreign = name.starts_with("stablehlo.") || name.starts_with("chlo.");
    if !foreign {
        return None;
    }
    if let Some(format) = f6_of(op) {
        return (!MOVERS.contains(&name.as_str())).then_some(Plan::F6(format));
    }
    // Only formats travelling as themselves (on IREE some travel as codes, which the rewrite's
    // bitcasts and f32 widening would misread).
    let native = op.operand_count() == 2
        && op.operand(0).ok().and_then(|v| tensor_format(v.r#type())).is_some_and(|f| super::carrier::native(f).is_some());
    if native && is_total_order_compare(op) {
        return Some(Plan::TotalOrder);
    }
    if is_e8m0_arithmetic(op) {
        return Some(Plan::E8m0Arith);
    }
    if is_int_to_e8m0(op) {
        return Some(Plan::IntToE8m0);
    }
    if is_signed_clz(op) {
        return Some(Plan::SignedClz);
    }
    if is_integer_power(op) {
        return Some(Plan::IntegerPower);
    }
    if moves_through_f32(op) {
        return Some(Plan::MoveCodes);
    }
    if is_e8m0_choice(op) {
        return Some(Plan::E8m0);
    }
    if HloOp::of(&op) == Some(HloOp::Clamp) && op.operand_count() == 3 && op.result_count() == 1 && op.result(0).is_ok_and(|r| has_static_shape(r.r#type())) {
        return Some(Plan::Clamp);
    }
    is_e8m0_choice(op).then_some(Plan::E8m0)
}

/// Rewrites every op under `root` this step takes (module doc); false after a located error.
pub fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if let Some(plan) = plan(op) {
            found.push((op.to_raw(), plan));
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for (raw, plan) in found {
        // SAFETY: collected above; each rewrite replaces only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let location = op.location();
        let name = name_of(op);
        let result = match plan {
            Plan::F6(format) => f6_op(op, format),
            Plan::E8m0 => e8m0_choice(op),
            Plan::E8m0Arith => e8m0_arithmetic(op),
            Plan::IntToE8m0 => int_to_e8m0(op),
            Plan::SignedClz => unsigned_clz(op),
            Plan::Clamp => min_of_max(op),
            Plan::TotalOrder => total_order_compare(op),
            Plan::IntegerPower => xla_integer_power(op),
            Plan::MoveCodes => move_codes(op),
        };
        if let Err(error) = result {
            error.op(name.as_str()).emit(location);
            ok = false;
        }
    }
    ok
}

/// One rewrite's values: the builder and the f6 format's facts.
struct F6<'c, 'a> {
    b: Builder<'c, 'a>,
    format: Format,
    /// Significand (fraction) bits and exponent bias.
    m: i64,
    bias: i64,
}

impl<'c, 'a> F6<'c, 'a> {
    fn typed(&self, like: Type<'c>, element: Type<'c>) -> Result<Type<'c>, LpfError<'c>> {
        Ok(with_element_type(like, element).ok_or("internal error: not a tensor")?)
    }

    fn u8_of(&self, like: Type<'c>) -> Result<Type<'c>, LpfError<'c>> {
        self.typed(like, IntegerType::unsigned(self.b.context, 8).into())
    }

    fn i32_of(&self, like: Type<'c>) -> Result<Type<'c>, LpfError<'c>> {
        self.typed(like, IntegerType::new(self.b.context, 32).into())
    }

    fn f32_of(&self, like: Type<'c>) -> Result<Type<'c>, LpfError<'c>> {
        self.typed(like, Type::float32(self.b.context))
    }

    fn cast(&self, v: Value<'c, 'a>, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.op("builtin.unrealized_conversion_cast", &[v], &[], ty)
    }

    /// The u8 codes of an f6 value.
    fn codes(&self, v: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let ty = self.u8_of(v.r#type())?;
        self.cast(v, ty)
    }

    fn int(&self, v: Value<'c, 'a>, n: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.splat(&n.to_string(), v.r#type())
    }

    fn bin(&self, op: HloOp, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.hlo(op, &[x, y], x.r#type())
    }

    fn with(&self, op: HloOp, x: Value<'c, 'a>, n: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.bin(op, x, self.int(x, n)?)
    }

    fn sign_bit(&self) -> i64 {
        1 << (self.format.params().bits - 1)
    }

    /// On IREE, the exact f32 values `wide` of f6 codes clamped to the integer type of `ty`
    /// (i1 left alone: its convert is `x != 0`), so that IREE's f32 -> integer convert, which
    /// wraps out of range and gives ui64's maximum for a negative value into an unsigned type
    /// (docs/iree.md), only ever truncates: StableHLO's (and XLA's) convert saturates. Every
    /// f6 value is an f32 normal or zero (no flush) and at most 28 in magnitude, so a type's
    /// bounds beyond 64 are capped at about ±64 (they clamp nothing either way).
    fn saturated(&self, wide: Value<'c, 'a>, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let element = RankedTensorType::try_from(ty).map_err(|_| "internal error: not a tensor")?.element();
        let int = IntegerType::try_from(element).map_err(|_| "internal error: not an integer")?;
        let bits = int.width();
        if bits == 1 {
            return Ok(wide);
        }
        let limit = |n: u32| if n >= 7 { 64 } else { (1i64 << n) - 1 };
        let (low, high) = if int.is_unsigned() { (0, limit(bits)) } else { (-limit(bits - 1) - 1, limit(bits - 1)) };
        let f32_ty = wide.r#type();
        let raised = self.b.hlo(HloOp::Maximum, &[wide, self.b.splat(&format!("{low}.0"), f32_ty)?], f32_ty)?;
        self.b.hlo(HloOp::Minimum, &[raised, self.b.splat(&format!("{high}.0"), f32_ty)?], f32_ty)
    }

    /// The i32 of each u8 code.
    fn widen(&self, codes: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let ty = self.i32_of(codes.r#type())?;
        self.b.hlo(HloOp::Convert, &[codes], ty)
    }

    /// An i32 key per code that orders as the values: a negative magnitude m is -m (FLOAT: -0 and
    /// +0 equal) or -1 - m (`total`: -0 below +0).
    fn key(&self, codes: Value<'c, 'a>, total: bool) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let c = self.widen(codes)?;
        let magnitude = self.with(HloOp::And, c, self.sign_bit() - 1)?;
        let negative = self.b.compare("NE", Some("SIGNED"), self.with(HloOp::And, c, self.sign_bit())?, self.int(c, 0)?)?;
        let below = self.bin(HloOp::Subtract, self.int(c, if total { -1 } else { 0 })?, magnitude)?;
        self.b.select(negative, below, magnitude)
    }

    /// The exact f32 value of each u8 code, built from integer ops: a normal code's bits are its
    /// magnitude shifted into f32's fields and re-biased; a subnormal one's the (exact) f32 of
    /// its magnitude with the exponent lowered by bias + m - 1; then the sign.
    fn decode_f32(&self, codes: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let c = self.widen(codes)?;
        let magnitude = self.with(HloOp::And, c, self.sign_bit() - 1)?;
        let sign = self.with(HloOp::ShiftLeft, self.with(HloOp::And, c, self.sign_bit())?, 32 - i64::from(self.format.params().bits))?;
        let exponent = self.with(HloOp::ShiftRightLogical, magnitude, self.m)?;
        let normal = self.with(HloOp::Add, self.with(HloOp::ShiftLeft, magnitude, 23 - self.m)?, (127 - self.bias) << 23)?;
        let f32_ty = self.f32_of(c.r#type())?;
        let float = self.b.hlo(HloOp::Convert, &[magnitude], f32_ty)?;
        let float_bits = self.b.hlo(HloOp::BitcastConvert, &[float], c.r#type())?;
        let lowered = self.with(HloOp::Subtract, float_bits, (self.bias + self.m - 1) << 23)?;
        let zero = self.int(c, 0)?;
        let is_zero = self.b.compare("EQ", Some("SIGNED"), magnitude, zero)?;
        let subnormal = self.b.select(is_zero, zero, lowered)?;
        let is_subnormal = self.b.compare("EQ", Some("SIGNED"), exponent, zero)?;
        let bits = self.b.select(is_subnormal, subnormal, normal)?;
        let bits = self.bin(HloOp::Or, bits, sign)?;
        self.b.hlo(HloOp::BitcastConvert, &[bits], f32_ty)
    }

    /// The u8 code of each f32 value as XLA's convert into the format gives it: nearest even on
    /// the f32 bits (the significand shifted right to the format's last place at its exponent,
    /// the rounding carry running into the exponent field), ±max beyond the range and for ±inf,
    /// -0 for NaN.
    fn encode_f32(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let i32_ty = self.i32_of(x.r#type())?;
        let bits = self.b.hlo(HloOp::BitcastConvert, &[x], i32_ty)?;
        let sign = self.with(HloOp::ShiftRightLogical, bits, 31)?;
        let magnitude = self.with(HloOp::And, bits, 0x7FFF_FFFF)?;
        let is_nan = self.b.compare("GT", Some("SIGNED"), magnitude, self.int(bits, 0x7F80_0000)?)?;
        let exponent = self.with(HloOp::ShiftRightLogical, magnitude, 23)?;
        let fraction = self.with(HloOp::And, magnitude, 0x7F_FFFF)?;
        let zero = self.int(bits, 0)?;
        let one = self.int(bits, 1)?;
        let no_exponent = self.b.compare("EQ", Some("SIGNED"), exponent, zero)?;
        let significand = self.b.select(no_exponent, fraction, self.with(HloOp::Or, fraction, 0x80_0000)?)?;
        let exponent = self.bin(HloOp::Maximum, exponent, one)?;
        // value = significand * 2^(exponent - 150); the format's last place at that exponent is
        // 2^(max(exponent - 127, 1 - bias) - m).
        let shift = self.bin(HloOp::Subtract, self.int(bits, 151 - self.bias - self.m)?, exponent)?;
        let shift = self.bin(HloOp::Maximum, shift, self.int(bits, 23 - self.m)?)?;
        let shift = self.bin(HloOp::Minimum, shift, self.int(bits, 31)?)?;
        let kept = self.bin(HloOp::ShiftRightLogical, significand, shift)?;
        let mask = self.bin(HloOp::Subtract, self.bin(HloOp::ShiftLeft, one, shift)?, one)?;
        let rest = self.bin(HloOp::And, significand, mask)?;
        let half = self.bin(HloOp::ShiftLeft, one, self.bin(HloOp::Subtract, shift, one)?)?;
        let above = self.b.compare("GT", Some("SIGNED"), rest, half)?;
        let tie = self.b.compare("EQ", Some("SIGNED"), rest, half)?;
        let odd = self.b.compare("EQ", Some("SIGNED"), self.bin(HloOp::And, kept, one)?, one)?;
        let up = self.b.hlo(HloOp::Or, &[above, self.b.hlo(HloOp::And, &[tie, odd], tie.r#type())?], tie.r#type())?;
        let kept = self.b.select(up, self.bin(HloOp::Add, kept, one)?, kept)?;
        let binade = self.bin(HloOp::Maximum, self.with(HloOp::Add, exponent, self.bias - 128)?, zero)?;
        let magnitude = self.bin(HloOp::Add, self.with(HloOp::ShiftLeft, binade, self.m)?, kept)?;
        let magnitude = self.bin(HloOp::Minimum, magnitude, self.int(bits, self.sign_bit() - 1)?)?;
        let signed = self.bin(HloOp::Or, magnitude, self.with(HloOp::ShiftLeft, sign, i64::from(self.format.params().bits) - 1)?)?;
        let code = self.b.select(is_nan, self.int(bits, self.sign_bit())?, signed)?;
        let u8_ty = self.u8_of(x.r#type())?;
        self.b.hlo(HloOp::Convert, &[code], u8_ty)
    }

    /// The smaller (`min`) or larger of two f6 values, as IEEE minimum/maximum (-0 < +0).
    fn choose(&self, min: bool, x: Value<'c, 'a>, y: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let (cx, cy) = (self.codes(x)?, self.codes(y)?);
        let (kx, ky) = (self.key(cx, true)?, self.key(cy, true)?);
        let take_x = self.b.compare(if min { "LE" } else { "GE" }, Some("SIGNED"), kx, ky)?;
        self.b.select(take_x, x, y)
    }
}

/// `v` broadcast to `like`'s shape when it is a scalar tensor and `like` is not (clamp's bounds).
fn broadcast_like<'c, 'a>(b: &Builder<'c, 'a>, v: Value<'c, 'a>, like: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let rank = |t: Type| RankedTensorType::try_from(t).map(|t| t.rank()).unwrap_or(0);
    if rank(v.r#type()) == rank(like) {
        return Ok(v);
    }
    let ty = with_element_type(like, RankedTensorType::try_from(v.r#type()).map_err(|_| "not a tensor")?.element()).ok_or("not a tensor")?;
    let dims = b.parse("array<i64>")?;
    b.op(HloOp::BroadcastInDim.name(), &[v], &[("broadcast_dimensions", dims)], ty)
}

/// The attribute `name` of a compare, as the word inside `#stablehlo<... WORD>`.
fn compare_word(op: OperationRef, name: &str) -> Option<String> {
    let text = op.attribute(name).ok()?.to_string();
    let word = text.trim_end_matches('>').rsplit(' ').next()?.to_string();
    Some(word)
}

fn operands<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    (0..op.operand_count()).filter_map(|i| op.operand(i).ok()).collect()
}

/// One StableHLO op on f6 values, written on their codes (module doc).
fn f6_op<'c, 'a>(op: OperationRef<'c, 'a>, format: Format) -> Result<(), LpfError<'c>> {
    let params = format.params();
    let f = F6 { b: Builder::new(op), format, m: i64::from(params.frac_bits), bias: i64::from(params.bias) };
    let xs = operands(op);
    if op.result_count() != 1 {
        return Err(unsupported(format));
    }
    let result_ty = op.result(0)?.r#type();
    let same_types = tensor_format(result_ty) == Some(format) && xs.iter().all(|x| tensor_format(x.r#type()) == Some(format));
    if !has_static_shape(result_ty) {
        return Err(LpfError::unsupported(format!("computes on {format} values of a dynamic shape, which the StableHLO exit carries as codes (XLA has no {format} type)")));
    }
    let hlo = HloOp::of(&op);
    let value = match hlo {
        Some(HloOp::Constant) => {
            let attribute = op.attribute("value").map_err(|_| "a constant without a value")?;
            let constant = constant_of_attribute_read(attribute, result_ty, SplatReading::Compact).map_err(|e| LpfError::new(e.to_string()))?;
            let u8_ty = f.u8_of(result_ty)?;
            let count: usize = constant.shape.iter().product();
            let codes = if constant.codes.len() == 1 || count == 0 {
                let literal = if count == 0 { String::new() } else { constant.codes[0].to_string() };
                let dense = f.b.parse(&format!("dense<{literal}> : {u8_ty}"))?;
                f.b.op(HloOp::Constant.name(), &[], &[("value", dense)], u8_ty)?
            } else {
                let flat_ty = f.u8_of(RankedTensorType::new(&[count as u64], Type::float32(f.b.context), None).into())?;
                let list: Vec<String> = constant.codes.iter().map(|c| c.to_string()).collect();
                let dense = f.b.parse(&format!("dense<[{}]> : {flat_ty}", list.join(", ")))?;
                let flat = f.b.op(HloOp::Constant.name(), &[], &[("value", dense)], flat_ty)?;
                f.b.hlo(HloOp::Reshape, &[flat], u8_ty)?
            };
            f.cast(codes, result_ty)?
        }
        Some(HloOp::Negate | HloOp::Abs) if same_types && xs.len() == 1 => {
            let codes = f.codes(xs[0])?;
            let (bit_op, mask) = if hlo == Some(HloOp::Negate) { (HloOp::Xor, f.sign_bit()) } else { (HloOp::And, f.sign_bit() - 1) };
            let codes = f.with(bit_op, codes, mask)?;
            f.cast(codes, result_ty)?
        }
        Some(HloOp::Sign) if same_types && xs.len() == 1 => {
            let codes = f.codes(xs[0])?;
            let magnitude = f.with(HloOp::And, codes, f.sign_bit() - 1)?;
            let one = lpf_numerics::encode(format, 1.0, Rounding::ToNearestEven, Overflow::Saturate) as i64;
            let unit = f.with(HloOp::Or, f.with(HloOp::And, codes, f.sign_bit())?, one)?;
            let is_zero = f.b.compare("EQ", Some("UNSIGNED"), magnitude, f.int(codes, 0)?)?;
            let codes = f.b.select(is_zero, codes, unit)?;
            f.cast(codes, result_ty)?
        }
        Some(HloOp::Compare) if xs.len() == 2 => {
            let direction = compare_word(op, "comparison_direction").ok_or("a compare without a direction")?;
            let total = compare_word(op, "compare_type").is_some_and(|w| w == "TOTALORDER");
            let (a, c) = (f.key(f.codes(xs[0])?, total)?, f.key(f.codes(xs[1])?, total)?);
            f.b.compare(&direction, Some("SIGNED"), a, c)?
        }
        Some(HloOp::Minimum | HloOp::Maximum) if same_types && xs.len() == 2 => f.choose(hlo == Some(HloOp::Minimum), xs[0], xs[1])?,
        Some(HloOp::Clamp) if same_types && xs.len() == 3 => {
            // StableHLO's clamp: min(max(operand, min), max).
            let low = broadcast_like(&f.b, xs[0], result_ty)?;
            let high = broadcast_like(&f.b, xs[2], result_ty)?;
            let raised = f.choose(false, xs[1], low)?;
            f.choose(true, raised, high)?
        }
        Some(arith) if IN_F32.contains(&arith) && same_types => {
            let f32_ty = f.f32_of(result_ty)?;
            let wide = xs.iter().map(|x| f.decode_f32(f.codes(*x)?)).collect::<Result<Vec<_>, _>>()?;
            let value = f.b.hlo(arith, &wide, f32_ty)?;
            let codes = f.encode_f32(value)?;
            f.cast(codes, result_ty)?
        }
        // Between f6 and an integer (module doc): f6 -> integer is the exact f32 value converted
        // as XLA converts f32; integer -> f6 the integer's f32 value rounded by `encode_f32`.
        Some(HloOp::Convert) if xs.len() == 1 && tensor_format(xs[0].r#type()) == Some(format) && is_integer_tensor(result_ty) => {
            let wide = f.decode_f32(f.codes(xs[0])?)?;
            let wide = if super::target::current() == super::target::Target::Iree { f.saturated(wide, result_ty)? } else { wide };
            f.b.hlo(HloOp::Convert, &[wide], result_ty)?
        }
        Some(HloOp::Convert) if xs.len() == 1 && tensor_format(result_ty) == Some(format) && is_integer_tensor(xs[0].r#type()) => {
            let wide = f.b.hlo(HloOp::Convert, &[xs[0]], f.f32_of(result_ty)?)?;
            let codes = f.encode_f32(wide)?;
            f.cast(codes, result_ty)?
        }
        _ => return Err(unsupported(format)),
    };
    replace_op(op, &[value]);
    Ok(())
}

fn unsupported<'c>(format: Format) -> LpfError<'c> {
    LpfError::unsupported(format!(
        "on {format} values is not supported by the StableHLO exit: XLA has no {format} type, so the exit carries {format} values as codes and computes on them only constants, negate, abs, sign, compare, minimum, maximum, clamp, add, subtract, multiply, divide, sqrt and converts to and from integers"
    ))
}

/// Whether `ty` is a ranked tensor of integers (i1 included).
fn is_integer_tensor(ty: Type) -> bool {
    RankedTensorType::try_from(ty).is_ok_and(|t| IntegerType::try_from(t.element()).is_ok())
}

/// An f8E8M0FNU `minimum`, `maximum` or `clamp` on the codes (module doc): unsigned min/max of
/// the codes, NaN (0xFF) where an operand is NaN (0xFF is the largest code, so only the
/// minimum needs the test).
fn e8m0_choice<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let xs = operands(op);
    let result_ty = op.result(0)?.r#type();
    let u8_of = |like: Type<'c>| -> Result<Type<'c>, LpfError<'c>> {
        Ok(with_element_type(like, IntegerType::unsigned(b.context, 8).into()).ok_or("internal error: not a tensor")?)
    };
    let codes = |v: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> { b.hlo(HloOp::BitcastConvert, &[v], u8_of(v.r#type())?) };
    let choose = |min: bool, x: Value<'c, 'a>, y: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let (cx, cy) = (codes(x)?, codes(y)?);
        let take_x = b.compare(if min { "LE" } else { "GE" }, Some("UNSIGNED"), cx, cy)?;
        let chosen = b.select(take_x, x, y)?;
        if !min {
            return Ok(chosen);
        }
        let nan = b.splat("0xFF", x.r#type())?;
        let nan_code = b.splat("255", cx.r#type())?;
        let either_nan = b.hlo(
            HloOp::Or,
            &[b.compare("EQ", Some("UNSIGNED"), cx, nan_code)?, b.compare("EQ", Some("UNSIGNED"), cy, nan_code)?],
            take_x.r#type(),
        )?;
        b.select(either_nan, nan, chosen)
    };
    let value = match (HloOp::of(&op), xs.len()) {
        (Some(HloOp::Minimum), 2) => choose(true, xs[0], xs[1])?,
        (Some(HloOp::Maximum), 2) => choose(false, xs[0], xs[1])?,
        (Some(HloOp::Clamp), 3) => {
            let low = broadcast_like(&b, xs[0], result_ty)?;
            let high = broadcast_like(&b, xs[2], result_ty)?;
            choose(true, choose(false, xs[1], low)?, high)?
        }
        _ => return Err(LpfError::new("internal error: not an E8M0 minimum, maximum or clamp")),
    };
    replace_op(op, &[value]);
    Ok(())
}


/// Whether `op` is a `count_leading_zeros` of statically shaped signed integers: what
/// [`unsigned_clz`] rewrites.
fn is_signed_clz(op: OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok(HloOp::CountLeadingZeros.name())
        && op.operand_count() == 1
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| {
            has_static_shape(r.r#type())
                && RankedTensorType::try_from(r.r#type())
                    .ok()
                    .and_then(|t| IntegerType::try_from(t.element()).ok())
                    .is_some_and(|i| i.width() > 1 && !i.is_unsigned())
        })
}

/// A signed `count_leading_zeros` (module doc) as the one of the same bits unsigned.
fn unsigned_clz<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let (x, result) = (op.operand(0)?, op.result(0)?);
    let ty = result.r#type();
    let width = RankedTensorType::try_from(ty).ok().and_then(|t| IntegerType::try_from(t.element()).ok()).map(|i| i.width()).ok_or("internal error: not an integer")?;
    let unsigned_ty = with_element_type(ty, IntegerType::unsigned(b.context, width).into()).ok_or("internal error: not a tensor")?;
    let bits = b.hlo(HloOp::BitcastConvert, &[x.into()], unsigned_ty)?;
    let count = b.hlo(HloOp::CountLeadingZeros, &[bits], unsigned_ty)?;
    let value = b.hlo(HloOp::BitcastConvert, &[count], ty)?;
    replace_op(op, &[value]);
    Ok(())
}

/// A `clamp` (module doc) as `minimum(maximum(x, lo), hi)`, scalar bounds broadcast.
fn min_of_max<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let (low, x, high) = (op.operand(0)?, op.operand(1)?, op.operand(2)?);
    let ty = op.result(0)?.r#type();
    let low = broadcast_like(&b, low, ty)?;
    let high = broadcast_like(&b, high, ty)?;
    let raised = b.hlo(HloOp::Maximum, &[x, low], ty)?;
    let value = b.hlo(HloOp::Minimum, &[raised, high], ty)?;
    replace_op(op, &[value]);
    Ok(())
}

/// The ops [`move_codes`] takes: data movement with several data operands.
const MOVED_AS_CODES: &[&str] = &["stablehlo.select", "stablehlo.concatenate", "stablehlo.pad", "stablehlo.dynamic_update_slice"];

/// Whether `op` is one of [`MOVED_AS_CODES`] on bf16 or an 8-bit float format with NaN codes
/// (module doc), on XLA (IREE's bf16 ops are `foreign_iree`'s).
fn moves_through_f32(op: OperationRef) -> bool {
    let name = name_of(op);
    MOVED_AS_CODES.contains(&name.as_str())
        && super::target::current() != super::target::Target::Iree
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| tensor_format(r.r#type()).is_some_and(|f| f == Format::BF16 || (f.params().bits == 8 && f.has_nan())))
}

/// `op` ([`moves_through_f32`]) on the unsigned integer codes of its float operands, its result
/// bitcast back: the same attributes, the same predicate and index operands.
fn move_codes<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let result_ty = op.result(0)?.r#type();
    let format = tensor_format(result_ty).ok_or("internal error: not a float tensor")?;
    let codes_of = |like: Type<'c>| -> Result<Type<'c>, LpfError<'c>> {
        Ok(with_element_type(like, IntegerType::unsigned(b.context, format.params().bits).into()).ok_or("internal error: not a tensor")?)
    };
    let mut codes = Vec::new();
    for x in operands(op) {
        codes.push(if tensor_format(x.r#type()) == Some(format) { b.hlo(HloOp::BitcastConvert, &[x], codes_of(x.r#type())?)? } else { x });
    }
    let named: Vec<(String, melior::ir::attribute::Attribute<'c>)> =
        op.attributes().map(|(name, attribute)| (name.as_string_ref().as_str().unwrap_or("").to_string(), attribute)).collect();
    let attributes: Vec<(&str, melior::ir::attribute::Attribute<'c>)> = named.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let moved = b.op(&name_of(op), &codes, &attributes, codes_of(result_ty)?)?;
    let value = b.hlo(HloOp::BitcastConvert, &[moved], result_ty)?;
    replace_op(op, &[value]);
    Ok(())
}
