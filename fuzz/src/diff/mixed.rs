//! Mixed programs (issue 41): StableHLO ops of the kinds the exits accept, with lpf ops around
//! them, compared byte for byte on `--backend ref`, `llvm` and `xla`.
//!
//! - integer ops on i8..i64 and ui8..ui64 (and i1 where the op takes it) with edge values:
//!   division and remainder by 0 and of INT_MIN by -1, shifts by the width and beyond and by
//!   negative amounts, `power` with negative exponents, negate/abs of INT_MIN;
//! - `compare` of every element type in every direction, with each compare type the type takes
//!   (`FLOAT` and `TOTALORDER` on floats, `SIGNED`, `UNSIGNED`, or none);
//! - `convert` between every pair of types: integers of each width and signedness, i1, f64, f32,
//!   f16, bf16, the FP8 family, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN;
//! - `select`, `maximum`, `minimum`, `clamp`, `abs`, `negate` on every float type;
//!   add/subtract/multiply/divide on floats; `bitcast_convert` between floats and integers;
//! - data movement (slices concatenated back rotated, reverse, reshape and back, broadcast);
//! - regions: `reduce` (integer add/multiply/and/or/xor/max/min; float max/min) and `map` whose
//!   bodies hold StableHLO ops only;
//! - lpf ops before, between and after them: `lpf.convert` in every rounding and overflow mode,
//!   `lpf.add/sub/mul/div`, `lpf.cmp`, `lpf.neg`, `lpf.relu`.
//!
//! One program in twelve puts an lpf op inside a `map` body on purpose, which every backend must
//! refuse with `[E0915]` (docs/stablehlo.md, docs/llvm.md, docs/lpf-run.md).
//!
//! What XLA may compute differently (docs/stablehlo.md, "The StableHLO part of a mixed module on
//! `--backend xla`") is kept out of the xla comparison, per result: a result is compared when no
//! f32/f64/bf16/f16 value a StableHLO float op read or wrote on its way holds a subnormal (those
//! values are arguments or are returned too, and the reference's codes decide), and not at all
//! where a bf16/f16 StableHLO computation is converted to a wider type (excess precision). NaN
//! codes: any NaN equals any NaN, as for lpf ops; a `TOTALORDER` compare and a `bitcast_convert`,
//! which see a NaN's sign and payload, read only values whose NaNs are codes of the arguments.
//! No transcendental function is generated, and no float sum in a region (XLA's order).

use super::bound::Source;
use super::program::{Arg, Program};
use super::types::{dim, Elem, Ty, PREDICATES, ROUNDINGS};
use super::values;
use crate::generator::Rng;
use lpf_numerics::Format;
use std::collections::BTreeSet;

/// How xla's result is compared with the reference's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum XlaCheck {
    /// Byte for byte when every listed value (an argument, or a result of the program) holds no
    /// subnormal of f32, f64, bf16 or f16 (XLA flushes those where a StableHLO op reads or
    /// writes them); not compared otherwise.
    Guarded(Vec<Source>),
    /// Not compared: the docs let XLA differ here (why).
    Skip(&'static str),
}

/// What the comparison of a mixed program needs.
#[derive(Clone, Debug)]
pub struct Mixed {
    /// An lpf op inside a StableHLO region on purpose: every backend must refuse with E0915.
    pub expect_refusal: bool,
    /// Per result.
    pub xla: Vec<XlaCheck>,
    /// Per result: the op that computed it (a finding's class).
    pub producers: Vec<String>,
    /// Per result: where it is defined (its value number), so that a finding is classed by the
    /// earliest result that differs, the likeliest cause of the later ones.
    pub defs: Vec<usize>,
}

/// Whether XLA flushes subnormals of this type.
pub fn flushes(elem: Elem) -> bool {
    matches!(elem, Elem::Float(Format::F32 | Format::F64 | Format::BF16 | Format::F16))
}

fn is_subnormal(f: Format, code: u64) -> bool {
    let p = f.params();
    let c = code >> p.pad;
    let exp = (c >> p.frac_bits) & ((1u64 << p.exp_bits) - 1);
    let frac = c & ((1u64 << p.frac_bits) - 1);
    exp == 0 && frac != 0
}

/// Whether `codes` of `elem` hold a subnormal XLA would flush.
pub fn has_flushed_subnormal(elem: Elem, codes: &[u64]) -> bool {
    match elem {
        Elem::Float(f) if flushes(elem) => codes.iter().any(|c| is_subnormal(f, *c)),
        _ => false,
    }
}

const FLOATS: [Format; 15] = [
    Format::F32,
    Format::F64,
    Format::F16,
    Format::BF16,
    Format::F8E4M3FN,
    Format::F8E5M2,
    Format::F8E4M3,
    Format::F8E3M4,
    Format::F8E4M3FNUZ,
    Format::F8E5M2FNUZ,
    Format::F8E4M3B11FNUZ,
    Format::F8E8M0FNU,
    Format::F6E2M3FN,
    Format::F6E3M2FN,
    Format::F4E2M1FN,
];

fn int_elem(rng: &mut Rng) -> Elem {
    let bits = [8, 16, 32, 32, 64][rng.below(5)];
    Elem::Int { bits, unsigned: rng.below(3) == 0 }
}

fn float_elem(rng: &mut Rng) -> Elem {
    match rng.below(4) {
        0 => Elem::Float(Format::BF16),
        1 => Elem::Float(Format::F32),
        _ => Elem::Float(FLOATS[rng.below(FLOATS.len())]),
    }
}

fn any_elem(rng: &mut Rng) -> Elem {
    match rng.below(10) {
        0..=3 => int_elem(rng),
        4 => Elem::I1,
        _ => float_elem(rng),
    }
}

fn is_float(e: Elem) -> bool {
    matches!(e, Elem::Float(_))
}

fn is_signed_int(e: Elem) -> bool {
    matches!(e, Elem::Int { unsigned: false, .. })
}

fn is_int(e: Elem) -> bool {
    matches!(e, Elem::Int { .. })
}

/// The formats lpf's arithmetic takes among the builtin ones.
fn lpf_arith(e: Elem) -> bool {
    matches!(e, Elem::Float(Format::F16 | Format::BF16 | Format::F32 | Format::F64))
}

#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
    /// Values (by name) that must hold no flushed subnormal for xla's bits to be comparable.
    guards: BTreeSet<String>,
    /// Why xla's bits are not comparable at all.
    skip: Option<&'static str>,
    /// Its NaN codes are argument codes (moved, not computed).
    nan_exact: bool,
    /// A bf16/f16 StableHLO computation (excess precision when converted wider on XLA).
    narrow_arith: bool,
    op: String,
}

struct Gen<'r> {
    rng: &'r mut Rng,
    args: Vec<Arg>,
    arg_names: Vec<String>,
    body: Vec<String>,
    live: Vec<Val>,
    /// Values returned but not used by later ops.
    terminal: Vec<Val>,
    next: usize,
    shape: Vec<usize>,
    /// Float arguments without subnormals of the flushed types (most programs: so that xla
    /// compares most results).
    normal_args: bool,
}

/// `array<i64: ...>` (`array<i64>` when empty).
fn arr(v: &[usize]) -> String {
    if v.is_empty() {
        "array<i64>".to_string()
    } else {
        format!("array<i64: {}>", v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "))
    }
}

/// The identity of a reduction body on `elem` as a dense literal: XLA may apply the init value
/// any number of times, none included (the StableHLO spec allows it), so only an identity gives
/// one answer.
fn identity(body: &str, elem: Elem) -> String {
    match elem {
        Elem::I1 => if body == "and" { "true" } else { "false" }.to_string(),
        Elem::Int { bits, unsigned } => {
            let (min, max): (i128, i128) = if unsigned { (0, (1i128 << bits) - 1) } else { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) };
            match body {
                "multiply" => 1,
                "maximum" => min,
                "minimum" => max,
                "and" => if unsigned { max } else { -1 },
                _ => 0,
            }
            .to_string()
        }
        Elem::Float(f) => {
            use lpf_numerics::{encode, Overflow, Rounding};
            let lowest = body == "maximum";
            let code = if f == Format::F8E8M0FNU {
                if lowest { 0x00 } else { 0xFE }
            } else {
                let v = if lowest { f64::NEG_INFINITY } else { f64::INFINITY };
                let ovf = if f.has_inf() { Overflow::NanOrInf } else { Overflow::Saturate };
                encode(f, v, Rounding::ToNearestEven, ovf)
            };
            format!("{code:#x}")
        }
    }
}

fn types_list(vals: &[&Val]) -> String {
    vals.iter().map(|v| v.ty.text()).collect::<Vec<_>>().join(", ")
}

impl Gen<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn main_ty(&self, elem: Elem) -> Ty {
        Ty::tensor(elem, self.shape.clone())
    }

    fn arg(&mut self, ty: Ty) -> Val {
        let name = format!("%a{}", self.args.len());
        let mut codes = values::codes(self.rng, ty.elem, ty.elements());
        if self.normal_args && flushes(ty.elem) {
            let f = ty.elem.format().expect("float");
            let p = f.params();
            for c in codes.iter_mut() {
                if is_subnormal(f, *c) {
                    *c |= 1u64 << (p.frac_bits + p.pad);
                }
            }
        }
        self.args.push(Arg { ty: ty.clone(), codes });
        self.arg_names.push(name.clone());
        Val { name, ty, guards: BTreeSet::new(), skip: None, nan_exact: true, narrow_arith: false, op: "argument".into() }
    }

    /// A value of `elem` and the main shape: a live one, an integer constant, or a new argument.
    fn value(&mut self, elem: Elem) -> Val {
        let shape = self.shape.clone();
        let found: Vec<Val> = self.live.iter().filter(|v| v.ty.elem == elem && v.ty.shape == shape).cloned().collect();
        if !found.is_empty() && self.rng.below(3) != 0 {
            return found[self.rng.below(found.len())].clone();
        }
        if is_int(elem) && self.rng.below(5) == 0 {
            return self.int_constant(self.main_ty(elem));
        }
        let ty = self.main_ty(elem);
        self.arg(ty)
    }

    /// A live value of the main shape whose element type `accept`s, or a new argument of `make`.
    fn value_of(&mut self, accept: impl Fn(&Val) -> bool, make: impl Fn(&mut Rng) -> Elem) -> Val {
        let shape = self.shape.clone();
        let found: Vec<Val> = self.live.iter().filter(|v| v.ty.shape == shape && accept(v)).cloned().collect();
        if !found.is_empty() && self.rng.below(4) != 0 {
            return found[self.rng.below(found.len())].clone();
        }
        let elem = make(self.rng);
        let ty = self.main_ty(elem);
        self.arg(ty)
    }

    fn int_constant(&mut self, ty: Ty) -> Val {
        let Elem::Int { bits, unsigned } = ty.elem else { unreachable!("an integer type") };
        let code = values::int_code(self.rng, bits);
        let text = if unsigned || bits == 64 && code >> 63 == 0 || code >> (bits - 1) == 0 {
            code.to_string()
        } else {
            // Negative: sign-extend the pattern.
            let v = if bits == 64 { code as i64 } else { (code as i64) - (1i64 << bits) };
            v.to_string()
        };
        let name = self.fresh();
        self.emit(format!("{name} = \"stablehlo.constant\"() {{value = dense<{text}> : {t}}} : () -> {t}", t = ty.text()));
        Val { name, ty, guards: BTreeSet::new(), skip: None, nan_exact: true, narrow_arith: false, op: "stablehlo.constant".into() }
    }

    fn emit(&mut self, line: String) {
        self.body.push(format!("  {line}"));
    }

    /// Emits a StableHLO op in the generic form and returns its result, whose xla guards are
    /// the operands' (plus each float operand of a flushed type when `reads_floats`).
    fn op(&mut self, op: &str, operands: &[&Val], attrs: &str, rty: Ty, reads_floats: bool) -> Val {
        let name = self.fresh();
        let names: Vec<&str> = operands.iter().map(|v| v.name.as_str()).collect();
        let attrs = if attrs.is_empty() { String::new() } else { format!(" {{{attrs}}}") };
        self.emit(format!("{name} = \"stablehlo.{op}\"({}){attrs} : ({}) -> {}", names.join(", "), types_list(operands), rty.text()));
        let mut v = self.derive(name, rty, operands, reads_floats);
        let from = operands.first().map(|o| o.ty.elem.text()).unwrap_or_default();
        v.op = if from == v.ty.elem.text() { format!("stablehlo.{op} {from}") } else { format!("stablehlo.{op} {from}->{}", v.ty.elem.text()) };
        v
    }

    fn derive(&self, name: String, ty: Ty, operands: &[&Val], reads_floats: bool) -> Val {
        let mut guards = BTreeSet::new();
        let mut skip = None;
        for o in operands {
            guards.extend(o.guards.iter().cloned());
            skip = skip.or(o.skip);
            if reads_floats && flushes(o.ty.elem) && o.op != "stablehlo.constant" {
                guards.insert(o.name.clone());
            }
        }
        Val { name, ty, guards, skip, nan_exact: false, narrow_arith: false, op: String::new() }
    }

    fn push(&mut self, v: Val) {
        self.live.push(v);
    }

    fn int_binary(&mut self) {
        const OPS: &[&str] = &[
            "add",
            "subtract",
            "multiply",
            "divide",
            "divide",
            "remainder",
            "remainder",
            "maximum",
            "minimum",
            "and",
            "or",
            "xor",
            "shift_left",
            "shift_right_arithmetic",
            "shift_right_logical",
            "power",
        ];
        let op = OPS[self.rng.below(OPS.len())];
        let elem = if matches!(op, "and" | "or" | "xor") && self.rng.below(3) == 0 { Elem::I1 } else { int_elem(self.rng) };
        let elem = self.live_elem(elem, |e| if matches!(op, "and" | "or" | "xor") { is_int(e) || e == Elem::I1 } else { is_int(e) });
        let x = self.value(elem);
        // Divisors 0 and -1 (INT_MIN / -1) half the time.
        let y = match elem {
            Elem::Int { unsigned, .. } if matches!(op, "divide" | "remainder") && self.rng.below(2) == 0 => {
                let text = ["0", if unsigned { "0" } else { "-1" }, "1"][self.rng.below(3)];
                let ty = self.main_ty(elem);
                let name = self.fresh();
                self.emit(format!("{name} = \"stablehlo.constant\"() {{value = dense<{text}> : {t}}} : () -> {t}", t = ty.text()));
                Val { name, ty, guards: BTreeSet::new(), skip: None, nan_exact: true, narrow_arith: false, op: "stablehlo.constant".into() }
            }
            _ => self.value(elem),
        };
        let ty = x.ty.clone();
        let mut v = self.op(op, &[&x, &y], "", ty, false);
        v.nan_exact = true;
        if op == "power" {
            // Returned, not used further: its open finding (docs/fuzzing.md) would otherwise be
            // classed under the ops that use it.
            self.terminal.push(v);
        } else {
            self.push(v);
        }
    }

    /// Half the time the element type of a live value of the main shape that `accept`s,
    /// else `elem`: so that ops chain.
    fn live_elem(&mut self, elem: Elem, accept: impl Fn(Elem) -> bool) -> Elem {
        let shape = self.shape.clone();
        let found: Vec<Elem> = self.live.iter().filter(|v| v.ty.shape == shape && accept(v.ty.elem)).map(|v| v.ty.elem).collect();
        if !found.is_empty() && self.rng.below(2) == 0 {
            found[self.rng.below(found.len())]
        } else {
            elem
        }
    }

    fn int_unary(&mut self) {
        let op = ["negate", "abs", "sign", "not", "popcnt", "count_leading_zeros"][self.rng.below(6)];
        let elem = match op {
            "abs" | "sign" => Elem::Int { bits: [8, 16, 32, 64][self.rng.below(4)], unsigned: false },
            "not" if self.rng.below(3) == 0 => Elem::I1,
            _ => int_elem(self.rng),
        };
        let elem = self.live_elem(elem, |e| match op {
            "abs" | "sign" => is_signed_int(e),
            "not" => is_int(e) || e == Elem::I1,
            _ => is_int(e),
        });
        let x = self.value(elem);
        let ty = x.ty.clone();
        let mut v = self.op(op, &[&x], "", ty, false);
        v.nan_exact = true;
        self.push(v);
    }

    fn compare(&mut self) {
        let elem = any_elem(self.rng);
        let elem = self.live_elem(elem, |_| true);
        let x = self.value(elem);
        let y = if self.rng.below(5) == 0 { x.clone() } else { self.value(elem) };
        let direction = ["EQ", "NE", "GE", "GT", "LE", "LT"][self.rng.below(6)];
        let types: &[&str] = match elem {
            Elem::Float(_) if x.nan_exact && y.nan_exact => &["", "FLOAT", "TOTALORDER", "TOTALORDER"],
            Elem::Float(_) => &["", "FLOAT"],
            Elem::Int { unsigned: false, .. } => &["", "SIGNED"],
            _ => &["", "UNSIGNED"],
        };
        let ct = types[self.rng.below(types.len())];
        let mut attrs = format!("comparison_direction = #stablehlo<comparison_direction {direction}>");
        if !ct.is_empty() {
            attrs.push_str(&format!(", compare_type = #stablehlo<comparison_type {ct}>"));
        }
        let ty = x.ty.with_elem(Elem::I1);
        let mut v = self.op("compare", &[&x, &y], &attrs, ty, true);
        v.op = format!("stablehlo.compare {direction} {ct} {}", elem.text());
        v.nan_exact = true;
        self.push(v);
    }

    /// select, maximum, minimum, clamp, abs, negate: on every float type, and integers.
    fn choose(&mut self) {
        let elem = if self.rng.below(4) == 0 { int_elem(self.rng) } else { float_elem(self.rng) };
        let elem = self.live_elem(elem, |e| is_float(e) || is_int(e));
        let x = self.value(elem);
        let ops: &[&str] = match elem {
            // A scale without a sign: no abs or negate.
            Elem::Float(Format::F8E8M0FNU) => &["select", "select", "maximum", "minimum", "clamp"],
            Elem::Float(_) => &["select", "select", "maximum", "minimum", "clamp", "abs", "negate"],
            _ => &["select", "clamp"],
        };
        let op = ops[self.rng.below(ops.len())];
        let ty = x.ty.clone();
        let v = match op {
            "select" => {
                let c = self.value(Elem::I1);
                let y = self.value(elem);
                let mut v = self.op("select", &[&c, &x, &y], "", ty, true);
                v.nan_exact = x.nan_exact && y.nan_exact;
                v.op = format!("stablehlo.select {}", elem.text());
                v
            }
            "clamp" => {
                let lo = self.value(elem);
                let hi = self.value(elem);
                let mut v = self.op("clamp", &[&lo, &x, &hi], "", ty, true);
                v.op = format!("stablehlo.clamp {}", elem.text());
                v.nan_exact = is_int(elem);
                v
            }
            "maximum" | "minimum" => {
                let y = self.value(elem);
                self.op(op, &[&x, &y], "", ty, true)
            }
            _ => self.op(op, &[&x], "", ty, true),
        };
        self.push(v);
    }

    fn float_arith(&mut self) {
        // Mostly the types LLVM and XLA compute on (f32, f64, f16, bf16); one in six an FP8,
        // FP6 or FP4 type (not E8M0, a scale with no arithmetic).
        let wide = |e: Elem| matches!(e, Elem::Float(Format::F32 | Format::F64 | Format::F16 | Format::BF16));
        let elem = if self.rng.below(6) == 0 {
            Elem::Float(FLOATS[4 + self.rng.below(FLOATS.len() - 4)])
        } else {
            Elem::Float([Format::F32, Format::F64, Format::F16, Format::BF16][self.rng.below(4)])
        };
        let elem = if wide(elem) { self.live_elem(elem, wide) } else { elem };
        let elem = if elem == Elem::Float(Format::F8E8M0FNU) { Elem::Float(Format::F32) } else { elem };
        let op = ["add", "subtract", "multiply", "divide"][self.rng.below(4)];
        let x = self.value(elem);
        let y = self.value(elem);
        let ty = x.ty.clone();
        let mut v = self.op(op, &[&x, &y], "", ty, true);
        // Its own result, where XLA flushes results too.
        if flushes(elem) {
            v.guards.insert(v.name.clone());
        }
        v.narrow_arith = matches!(elem, Elem::Float(Format::BF16 | Format::F16));
        self.push(v);
    }

    fn convert(&mut self) {
        let from = any_elem(self.rng);
        let from = self.live_elem(from, |_| true);
        let x = self.value(from);
        let to = any_elem(self.rng);
        let ty = x.ty.with_elem(to);
        let mut v = self.op("convert", &[&x], "", ty, true);
        if flushes(to) && is_float(from) {
            v.guards.insert(v.name.clone());
        }
        if x.narrow_arith && matches!(to, Elem::Float(Format::F32 | Format::F64)) {
            v.skip = Some("excess precision (a bf16/f16 computation converted wider)");
        }
        self.push(v);
    }

    fn bitcast(&mut self) {
        let ints: &[(u32, Format)] = &[(64, Format::F64), (32, Format::F32), (16, Format::F16), (16, Format::BF16), (8, Format::F8E4M3FN), (8, Format::F8E5M2), (8, Format::F8E8M0FNU)];
        let (bits, f) = ints[self.rng.below(ints.len())];
        let int = Elem::Int { bits, unsigned: self.rng.below(2) == 0 };
        let (x, to) = if self.rng.below(2) == 0 {
            let x = self.value_of(|v| v.nan_exact && matches!(v.ty.elem, Elem::Float(g) if g.params().bits == bits && FLOATS.contains(&g)), move |_| Elem::Float(f));
            (x, int)
        } else {
            (self.value(int), Elem::Float(f))
        };
        let ty = x.ty.with_elem(to);
        let mut v = self.op("bitcast_convert", &[&x], "", ty, false);
        v.nan_exact = true;
        // XLA's constant folder flushes bf16 subnormals made by a bitcast of integer constants
        // when it folds data movement of them (a reverse or transpose gave 0 for 0x0001:
        // fuzz/crashes/diff-mixed/xla-bf16-folded-bitcast.mlir), so a value bitcast into a
        // flushed type guards the results made from it, as a float op's result does.
        if flushes(to) {
            v.guards.insert(v.name.clone());
        }
        self.push(v);
    }

    /// Data movement that keeps the main shape: a rotation (two slices concatenated the other
    /// way round), reverse, or a reshape to one dimension and back.
    fn movement(&mut self) {
        let rank = self.shape.len();
        if rank == 0 {
            return;
        }
        let elem = any_elem(self.rng);
        let elem = self.live_elem(elem, |_| true);
        let x = self.value(elem);
        let ty = x.ty.clone();
        let list = |v: &[usize]| v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let mut v = match self.rng.below(3) {
            0 if self.shape[0] >= 2 => {
                let n = self.shape[0];
                let k = 1 + self.rng.below(n - 1);
                let zeros = vec![0; rank];
                let ones = vec![1; rank];
                let mut mid = zeros.clone();
                mid[0] = k;
                let mut lo_shape = self.shape.clone();
                lo_shape[0] = k;
                let mut hi_shape = self.shape.clone();
                hi_shape[0] = n - k;
                let a = self.op(
                    "slice",
                    &[&x],
                    &format!("start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>", list(&zeros), list(&{
                        let mut l = self.shape.clone();
                        l[0] = k;
                        l
                    }), list(&ones)),
                    Ty::tensor(elem, lo_shape),
                    false,
                );
                let b = self.op(
                    "slice",
                    &[&x],
                    &format!("start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>", list(&mid), list(&self.shape), list(&ones)),
                    Ty::tensor(elem, hi_shape),
                    false,
                );
                self.op("concatenate", &[&b, &a], "dimension = 0 : i64", ty, false)
            }
            1 => {
                let d = self.rng.below(rank);
                self.op("reverse", &[&x], &format!("dimensions = array<i64: {d}>"), ty, false)
            }
            _ => {
                let flat = Ty::tensor(elem, vec![ty.elements()]);
                let f = self.op("reshape", &[&x], "", flat, false);
                self.op("reshape", &[&f], "", ty, false)
            }
        };
        v.nan_exact = x.nan_exact;
        v.narrow_arith = false;
        self.push(v);
    }

    /// A region's block of StableHLO ops on rank-0 tensors of `elem`: `ops` lines ending with the
    /// return of the last one.
    fn region(&mut self, elem: Elem, params: usize, op: &str) -> String {
        let t = Ty::tensor(elem, Vec::new()).text();
        let n = self.next;
        self.next += 1;
        let ps: Vec<String> = (0..params).map(|i| format!("%p{n}_{i}")).collect();
        let decl: Vec<String> = ps.iter().map(|p| format!("{p}: {t}")).collect();
        let mut lines = vec![format!("^bb0({}):", decl.join(", "))];
        let r = format!("%r{n}");
        lines.push(format!("    {r} = {op}"));
        lines.push(format!("    \"stablehlo.return\"({r}) : ({t}) -> ()"));
        lines.join("\n").replace("$0", &ps[0]).replace("$1", ps.get(1).unwrap_or(&ps[0]))
    }

    /// `reduce` over the first dimension (or all), usually broadcast back to the main shape.
    /// (`refuse`: its body an lpf op, a located E0915 on every backend.)
    fn reduce(&mut self, refuse: bool) {
        let rank = self.shape.len();
        if rank == 0 {
            if refuse {
                self.map(true);
            }
            return;
        }
        let elem = match self.rng.below(5) {
            _ if refuse => Elem::Float([Format::F32, Format::BF16, Format::F16][self.rng.below(3)]),
            0 => Elem::I1,
            1 | 2 => int_elem(self.rng),
            _ => float_elem(self.rng),
        };
        let elem = if refuse { elem } else { self.live_elem(elem, |_| true) };
        let x = self.value(elem);
        let body: &[&str] = match elem {
            Elem::I1 => &["and", "or"],
            Elem::Int { .. } => &["add", "multiply", "maximum", "minimum", "and", "or", "xor"],
            _ => &["maximum", "minimum"],
        };
        let body = body[self.rng.below(body.len())];
        let t = Ty::tensor(elem, Vec::new());
        let init = {
            let name = self.fresh();
            self.emit(format!("{name} = \"stablehlo.constant\"() {{value = dense<{}> : {t}}} : () -> {t}", identity(body, elem), t = t.text()));
            Val { name, ty: t.clone(), guards: BTreeSet::new(), skip: None, nan_exact: true, narrow_arith: false, op: "stablehlo.constant".into() }
        };
        let all = self.rng.below(3) == 0;
        let dims: Vec<usize> = if all { (0..rank).collect() } else { vec![0] };
        let kept: Vec<usize> = (0..rank).filter(|d| !dims.contains(d)).collect();
        let rty = Ty::tensor(elem, kept.iter().map(|&d| self.shape[d]).collect());
        let region = if refuse {
            self.region(elem, 2, &format!("lpf.add $0, $1 : {}", t.text()))
        } else {
            self.region(elem, 2, &format!("\"stablehlo.{body}\"($0, $1) : ({t}, {t}) -> {t}", t = t.text()))
        };
        let name = self.fresh();
        self.emit(format!(
            "{name} = \"stablehlo.reduce\"({}, {}) ({{\n  {region}\n  }}) {{dimensions = {}}} : ({}, {}) -> {}",
            x.name,
            init.name,
            arr(&dims),
            x.ty.text(),
            t.text(),
            rty.text()
        ));
        let mut v = self.derive(name, rty.clone(), &[&x, &init], true);
        v.op = format!("stablehlo.reduce {body} {}", elem.text());
        if self.rng.below(4) != 0 {
            let bty = self.main_ty(elem);
            let mut b = self.op("broadcast_in_dim", &[&v], &format!("broadcast_dimensions = {}", arr(&kept)), bty, false);
            b.op = v.op.clone();
            self.push(b);
        } else {
            // Not of the main shape: returned as it is.
            self.push(v);
        }
    }

    /// `map` with a body of StableHLO ops (or, when `refuse`, an lpf op: a located E0915 on
    /// every backend).
    fn map(&mut self, refuse: bool) {
        let elem = if refuse {
            Elem::Float([Format::F32, Format::BF16, Format::F16][self.rng.below(3)])
        } else if self.rng.below(2) == 0 {
            int_elem(self.rng)
        } else {
            float_elem(self.rng)
        };
        let x = self.value(elem);
        let y = self.value(elem);
        let t = Ty::tensor(elem, Vec::new()).text();
        let body = if refuse {
            format!("lpf.add $0, $1 : {t}")
        } else if is_int(elem) {
            let op = ["add", "multiply", "divide", "remainder", "shift_left", "shift_right_arithmetic", "maximum", "xor"][self.rng.below(8)];
            format!("\"stablehlo.{op}\"($0, $1) : ({t}, {t}) -> {t}")
        } else {
            let op = ["maximum", "minimum"][self.rng.below(2)];
            format!("\"stablehlo.{op}\"($0, $1) : ({t}, {t}) -> {t}")
        };
        let region = self.region(elem, 2, &body);
        let name = self.fresh();
        let dims: Vec<usize> = (0..self.shape.len()).collect();
        let ty = x.ty.clone();
        self.emit(format!(
            "{name} = \"stablehlo.map\"({}, {}) ({{\n  {region}\n  }}) {{dimensions = {}}} : ({}, {}) -> {}",
            x.name,
            y.name,
            arr(&dims),
            x.ty.text(),
            y.ty.text(),
            ty.text()
        ));
        let mut v = self.derive(name, ty, &[&x, &y], true);
        v.op = format!("stablehlo.map {} {}", body.split('(').next().unwrap_or("").trim_matches('"'), elem.text());
        v.nan_exact = is_int(elem);
        self.push(v);
    }

    fn lpf_convert(&mut self) {
        let x = self.value_of(|v| is_float(v.ty.elem), float_elem);
        let to = Elem::Float(FLOATS[self.rng.below(FLOATS.len())]);
        let f = to.format().expect("float");
        let mut attrs = String::new();
        if self.rng.below(2) == 0 {
            attrs.push_str(&format!(" rounding({})", ROUNDINGS[self.rng.below(ROUNDINGS.len())]));
        }
        match self.rng.below(3) {
            0 => attrs.push_str(" overflow(saturate)"),
            1 if f.has_nan() || f.has_inf() => attrs.push_str(" overflow(nan_or_inf)"),
            _ => {}
        }
        let ty = x.ty.with_elem(to);
        let name = self.fresh();
        self.emit(format!("{name} = lpf.convert {}{attrs} : {} to {}", x.name, x.ty.text(), ty.text()));
        let mut v = self.derive(name, ty, &[&x], false);
        v.op = format!("lpf.convert {}->{}", x.ty.elem.text(), to.text());
        self.push(v);
    }

    fn lpf_arith(&mut self) {
        let make = |rng: &mut Rng| Elem::Float([Format::F32, Format::BF16, Format::F16, Format::F32, Format::BF16, Format::F64][rng.below(6)]);
        let x = self.value_of(|v| lpf_arith(v.ty.elem), make);
        let y = if self.rng.below(5) == 0 { x.clone() } else { self.value(x.ty.elem) };
        let name = self.fresh();
        let v = match self.rng.below(6) {
            0 => {
                self.emit(format!("{name} = lpf.neg {} : {}", x.name, x.ty.text()));
                let mut v = self.derive(name, x.ty.clone(), &[&x], false);
                v.op = format!("lpf.neg {}", x.ty.elem.text());
                v
            }
            1 => {
                self.emit(format!("{name} = lpf.relu {} : {}", x.name, x.ty.text()));
                let mut v = self.derive(name, x.ty.clone(), &[&x], false);
                v.op = format!("lpf.relu {}", x.ty.elem.text());
                v
            }
            _ => {
                let op = ["add", "sub", "mul", "div"][self.rng.below(4)];
                let rounding = if self.rng.below(2) == 0 { format!(" rounding({})", ROUNDINGS[self.rng.below(ROUNDINGS.len())]) } else { String::new() };
                self.emit(format!("{name} = lpf.{op} {}, {}{rounding} : {}", x.name, y.name, x.ty.text()));
                let mut v = self.derive(name, x.ty.clone(), &[&x, &y], false);
                v.op = format!("lpf.{op} {}", x.ty.elem.text());
                v
            }
        };
        self.push(v);
    }

    fn lpf_cmp(&mut self) {
        let x = self.value_of(|v| is_float(v.ty.elem), float_elem);
        let y = self.value(x.ty.elem);
        let predicate = PREDICATES[self.rng.below(PREDICATES.len())];
        let ty = x.ty.with_elem(Elem::I1);
        let name = self.fresh();
        self.emit(format!("{name} = lpf.cmp {predicate}, {}, {} : {}", x.name, y.name, x.ty.text()));
        let mut v = self.derive(name, ty, &[&x, &y], false);
        v.op = format!("lpf.cmp {}", x.ty.elem.text());
        v.nan_exact = true;
        self.push(v);
    }

    fn step(&mut self) {
        match self.rng.below(30) {
            0..=4 => self.int_binary(),
            5 => self.int_unary(),
            6..=8 => self.compare(),
            9..=11 => self.choose(),
            12 | 13 => self.float_arith(),
            14..=17 => self.convert(),
            18 => self.bitcast(),
            19 => self.movement(),
            20 | 21 => self.reduce(false),
            22 => self.map(false),
            23..=25 => self.lpf_convert(),
            26 | 27 => self.lpf_arith(),
            _ => self.lpf_cmp(),
        }
    }
}

/// Whether `name` is an operand of any line of `body` (not just defined there).
fn used(body: &[String], name: &str) -> bool {
    body.iter().any(|line| {
        let rhs = line.split_once(" = ").map(|(_, r)| r).unwrap_or(line);
        rhs.match_indices(name).any(|(i, _)| !rhs[i + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
    })
}

/// The program's main shape: rank 0 to 2, small, now and then a wide dimension or a zero.
fn main_shape(rng: &mut Rng) -> Vec<usize> {
    let rank = rng.below(3);
    (0..rank).map(|_| if rng.below(8) == 0 { 17 + rng.below(48) } else { dim(rng) }).collect()
}

/// A random mixed program of 2 to 8 ops.
pub fn generate(rng: &mut Rng) -> Program {
    let shape = main_shape(rng);
    let normal_args = rng.below(4) != 0;
    let refuse = rng.below(12) == 0;
    let mut g = Gen { rng, args: Vec::new(), arg_names: Vec::new(), body: Vec::new(), live: Vec::new(), terminal: Vec::new(), next: 0, shape, normal_args };
    let ops = 2 + g.rng.below(7);
    for _ in 0..ops {
        g.step();
    }
    if refuse {
        if g.rng.below(2) == 0 {
            g.map(true);
        } else {
            g.reduce(true);
        }
    }
    let mut candidates: Vec<Val> = g.live.iter().chain(&g.terminal).filter(|v| v.name.starts_with("%v")).cloned().collect();
    if candidates.is_empty() {
        g.convert();
        candidates = g.live.clone();
    }
    candidates.sort_by_key(|v| std::cmp::Reverse(v.name[2..].parse::<usize>().unwrap_or(0)));
    let mut results: Vec<Val> = candidates.iter().filter(|v| !used(&g.body, &v.name)).take(5).cloned().collect();
    if results.is_empty() {
        results.push(candidates[0].clone());
    }
    // Every value a result's xla comparison depends on is returned too (or is an argument).
    let mut xla = Vec::new();
    let mut r = 0;
    while r < results.len() {
        let v = results[r].clone();
        let check = match v.skip {
            Some(why) => XlaCheck::Skip(why),
            None => {
                let mut sources = Vec::new();
                for name in &v.guards {
                    if let Some(i) = g.arg_names.iter().position(|n| n == name) {
                        sources.push(Source::Arg(i));
                    } else if let Some(i) = results.iter().position(|x| &x.name == name) {
                        sources.push(Source::Result(i));
                    } else {
                        let x = g.live.iter().find(|x| &x.name == name).cloned().expect("a guard is an argument or a kept value");
                        results.push(x);
                        sources.push(Source::Result(results.len() - 1));
                    }
                }
                XlaCheck::Guarded(sources)
            }
        };
        xla.push(check);
        r += 1;
    }
    let params: Vec<String> = g.arg_names.iter().zip(&g.args).map(|(n, a)| format!("{n}: {}", a.ty.text())).collect();
    let rtypes: Vec<String> = results.iter().map(|v| v.ty.text()).collect();
    let rnames: Vec<String> = results.iter().map(|v| v.name.clone()).collect();
    let mut text = format!("func.func @main({}) -> ({}) {{\n", params.join(", "), rtypes.join(", "));
    for line in &g.body {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&format!("  return {} : {}\n}}\n", rnames.join(", "), rtypes.join(", ")));
    let producers = results.iter().map(|v| v.op.clone()).collect();
    let defs = results.iter().map(|v| v.name[2..].parse::<usize>().unwrap_or(0)).collect();
    Program {
        text,
        args: g.args,
        results: results.into_iter().map(|v| v.ty).collect(),
        contracts: false,
        contractions: Vec::new(),
        mixed: Some(Mixed { expect_refusal: refuse, xla, producers, defs }),
    }
}
