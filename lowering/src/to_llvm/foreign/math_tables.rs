//! `lpf-foreign-math-tables`: in `--lower-to-llvm` right before `lpf-foreign-exact`. A unary
//! math function on a 16-bit float (flax's bf16 GELU `tanh`, `exp`, `rsqrt`, `log`, ...) has
//! only 65536 arguments, so the LLVM exit looks its result up in a table built here, at compile
//! time, instead of calling libm per element:
//!
//! - **Bits.** Each entry is what StableHLO's interpreter (`--backend ref`) computes: the
//!   function in f64 (the same libm functions the interpreter calls) on the exact widening,
//!   rounded once into the format by the numerics crate (to nearest even, overflow to ±inf);
//!   a NaN keeps its sign and payload (quieted), as the interpreter's APFloat conversions keep
//!   them. Before this pass, bf16 math computed the f32 function and rounded again; with glibc's
//!   f32 functions that gave the same bits on every bf16 code (measured for tanh, exp, expm1,
//!   log, log1p, sin, cos, tan, cbrt), but only because their error is small enough: the table
//!   gives ref's bits by construction, and f16 too.
//! - **Speed.** A load instead of a scalar libm call: flax's bf16 GELU was 44% of a 6-layer LM's
//!   call on the LLVM exit in `tanhf` and the `expm1f` it calls (docs/llvm.md, "Real models").
//!   A table is 128 KiB of read-only data per function and format a module uses.
//!
//! - **Powers by a constant.** `math.powf %x, %c` with `%c` an `arith.constant` of the same
//!   16-bit format (HF GPT-2's GELU(tanh) cube, `pow(x, 3.0)`, as torch exports write it) is a
//!   function of `x` alone: its table holds the interpreter's `std::pow` of the two f64
//!   widenings, rounded once (and `pow(NaN, 0) = 1` as libm gives it). It was a scalar `powf`
//!   call per element: 12% of a 6-layer x 512 GPT-2's call (docs/pytorch.md, "Speed").
//!
//! Functions without a table (erf, whose f64 counterpart Rust's std does not have; atan2 and
//! pow by a non-constant exponent, of two arguments) keep their earlier lowering (`widened.rs`).

use crate::ir_numerics::format_of;
use crate::pass::lpf_pass;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::foreign::is_helper;
use crate::to_llvm::helpers::table::dense_attribute;
use crate::to_llvm::helpers::view;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::dialect::{arith, memref, DialectHandle};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{IntegerType, MemRefType};
use melior::ir::attribute::FloatAttribute;
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};
use mlir_sys::MlirOperation;
use melior::pass::ExternalPass;
use std::collections::HashSet;

lpf_pass!(
    "lpf-foreign-math-tables",
    "LpfForeignMathTables",
    "Unary math functions on bf16/f16 as loads from a table of their f64 values rounded once (mixed modules on the LLVM exit)",
    run,
    [DialectHandle::memref(), DialectHandle::arith()]
);

/// The f64 function StableHLO's interpreter evaluates for a math op (its Element.cpp: the libm
/// function of the f64 widening; rsqrt as 1 / sqrt).
fn f64_function(name: &str) -> Option<fn(f64) -> f64> {
    Some(match name {
        "math.tanh" => f64::tanh,
        "math.exp" => f64::exp,
        "math.expm1" => f64::exp_m1,
        "math.log" => f64::ln,
        "math.log1p" => f64::ln_1p,
        "math.sqrt" => f64::sqrt,
        "math.rsqrt" => |x: f64| 1.0 / x.sqrt(),
        "math.cbrt" => f64::cbrt,
        "math.sin" => f64::sin,
        "math.cos" => f64::cos,
        "math.tan" => f64::tan,
        _ => return None,
    })
}

/// The 16-bit formats a table covers.
fn tabulated_format(ty: Type) -> Option<Format> {
    format_of(ty).filter(|f| matches!(*f, Format::BF16 | Format::F16))
}

/// The table of `function` on every code of `format` (16 bits). `nan_through`: a NaN argument
/// goes through `function` as the interpreter's f64 widening (quieted, sign and payload kept),
/// and its result is taken as any result (libm's pow(NaN, 0) = 1; pow(-NaN, 3) clears the
/// sign); otherwise the result of a NaN is that NaN, quieted (libm's unary functions return
/// their argument's NaN).
fn table(format: Format, function: impl Fn(f64) -> f64, nan_through: bool) -> Vec<u64> {
    (0..1u64 << 16)
        .map(|code| {
            let mut x = lpf_numerics::decode(format, code);
            if x.is_nan() && !nan_through {
                // The interpreter's conversions to and from f64 keep sign and payload.
                return code | quiet_bit(format);
            }
            if x.is_nan() {
                x = widened_nan(format, code);
            }
            let y = function(x);
            if y.is_nan() {
                return nan_of(format, y);
            }
            lpf_numerics::encode(format, y, Rounding::ToNearestEven, Overflow::NanOrInf)
        })
        .collect()
}

/// The f64 NaN a 16-bit NaN code widens to in the interpreter (APFloat's conversion): quieted,
/// its sign and payload kept (the payload in the top fraction bits).
fn widened_nan(format: Format, code: u64) -> f64 {
    let p = format.params();
    let sign = (code >> (p.bits - 1)) & 1;
    let payload = (code | quiet_bit(format)) & ((1u64 << p.frac_bits) - 1);
    f64::from_bits(sign << 63 | 0x7FF << 52 | payload << (52 - p.frac_bits))
}

fn quiet_bit(format: Format) -> u64 {
    1 << (format.params().frac_bits - 1)
}

/// A NaN result of a number (log(-1)): libm's NaN, its sign and top payload bits kept as
/// APFloat's conversion from f64 keeps them.
fn nan_of(format: Format, y: f64) -> u64 {
    let p = format.params();
    let bits = y.to_bits();
    let sign = (bits >> 63) << (p.bits - 1);
    let exponent = ((1u64 << (p.bits - 1 - p.frac_bits)) - 1) << p.frac_bits;
    let payload = (bits & ((1u64 << 52) - 1)) >> (52 - p.frac_bits);
    sign | exponent | payload | quiet_bit(format)
}

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// The exponent of `math.powf %x, %c` when `%c` is an `arith.constant` of `%x`'s type.
fn constant_exponent(op: OperationRef) -> Option<f64> {
    let base = op.operand(0).ok()?;
    let exponent = op.operand(1).ok()?;
    if exponent.r#type() != base.r#type() {
        return None;
    }
    let constant = melior::ir::operation::OperationResult::try_from(exponent).ok()?.owner();
    if name_of(constant) != "arith.constant" {
        return None;
    }
    // A scalar constant of a float type: its value is a FloatAttr (bf16/f16 values are exact in f64).
    FloatAttribute::try_from(constant.attribute("value").ok()?).ok().map(|a| a.value())
}

/// What a table replaces: the op, its name in the table's symbol, the f64 function of its one
/// varying operand, the format.
type Found = (MlirOperation, String, Box<dyn Fn(f64) -> f64>, Format, bool);

fn run(root: OperationRef, _pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context = lpf_dialect::context::context_of(root.context());
    let mut found: Vec<Found> = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if name_of(op) == "func.func" && is_helper(op) {
            return WalkResult::Skip;
        }
        let Some(format) = (op.result_count() == 1).then(|| op.result(0).ok().and_then(|r| tabulated_format(r.r#type()))).flatten() else {
            return WalkResult::Advance;
        };
        let same_type = |i| op.operand(i).is_ok_and(|v: Value| v.r#type() == op.result(0).expect("one result").r#type());
        let name = name_of(op);
        if op.operand_count() == 1 {
            if let Some(function) = f64_function(&name) {
                if same_type(0) {
                    found.push((op.to_raw(), name.trim_start_matches("math.").to_string(), Box::new(function), format, false));
                }
            }
        } else if op.operand_count() == 2 && name == "math.powf" && same_type(0) {
            if let Some(c) = constant_exponent(op) {
                // Named by the exponent's f64 bits: one table per exponent and format.
                found.push((op.to_raw(), format!("powf_{:016x}", c.to_bits()), Box::new(move |x: f64| x.powf(c)), format, true));
            }
        }
        WalkResult::Advance
    });
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let mut made = HashSet::new();
    for (raw, name, function, format, nan_through) in found {
        // SAFETY: collected above; each op is replaced once.
        let op = unsafe { OperationRef::from_raw(raw) };
        let i16_type: Type = IntegerType::new(context, 16).into();
        let table_type = MemRefType::new(i16_type, &[1 << 16], None, None);
        let symbol = format!("__lpf_table_{}_{}", name, if format == Format::BF16 { "bf16" } else { "f16" });
        if made.insert(symbol.clone()) {
            let value = dense_attribute(context, 16, &table(format, function, nan_through));
            let global = memref::global(context, &symbol, Some("private"), table_type, Some(value), true, None, op.location());
            body.append_operation(global);
        }
        let ir = Ir::new(context, op.location(), At::Before(op));
        let operand = op.operand(0).expect("one operand");
        let code = view(&ir, operand, i16_type);
        let index = ir.val(arith::index_castui(code, Type::index(context), ir.location));
        let table = ir.val(memref::get_global(context, &symbol, table_type, ir.location));
        let entry = ir.val(memref::load(table, &[index], ir.location));
        let result = view(&ir, entry, operand.r#type());
        crate::melior_ext::replace_op(op, &[result]);
    }
}
