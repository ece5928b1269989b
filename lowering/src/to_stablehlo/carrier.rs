//! Which StableHLO element type carries each lpf element, and moving codes in and out of it.
//!
//! Formats XLA has travel as themselves (f16, bf16, f32, f64, the FP8 family, f8E8M0FNU, FP4).
//! tf32 travels in its f32 carrier (low 13 bits zero). Formats XLA lacks (`!lpf.sf<N>`, P3109,
//! `!lpf.gf16`, and FP6, which XLA names but cannot compile) travel as their codes in unsigned integers of their storage width, the
//! same bits lpf-run's .npy files hold, so `--backend xla` and `--backend ref` read one file.

use super::codec::{decode_f64, encode_f64};
use super::target::{current, Target};
use super::text::{Body, V};
use crate::ir_numerics::Element;
use lpf_numerics::{Format, IntType, Overflow, Rounding};

/// The StableHLO element type of an lpf element; `None` for integer widths StableHLO lacks.
pub fn carrier(element: Element) -> Option<String> {
    Some(match element {
        Element::Float(format) => match native(format) {
            Some(name) => name.to_string(),
            None => format!("ui{}", format.storage_bits()),
        },
        Element::Int(IntType { bits: 1, .. }) => "i1".into(),
        Element::Int(IntType { bits, signed }) if matches!(bits, 8 | 16 | 32 | 64) => {
            format!("{}{bits}", if signed { "i" } else { "ui" })
        }
        Element::Int(_) => return None,
    })
}

/// XLA's element type for a format it has natively (tf32: its f32 carrier). For IREE
/// ([`Target::Iree`]), the formats its runtime has no element type for (f4E2M1FN, f8E4M3,
/// f8E3M4, f8E4M3B11FNUZ: no HAL element type in iree.runtime 3.13.0) travel as their codes.
pub fn native(format: Format) -> Option<&'static str> {
    if current() == Target::Iree && matches!(format, Format::F4E2M1FN | Format::F8E4M3 | Format::F8E3M4 | Format::F8E4M3B11FNUZ) {
        return None;
    }
    Some(match format {
        Format::F16 => "f16",
        Format::BF16 => "bf16",
        Format::TF32 | Format::F32 => "f32",
        Format::F64 => "f64",
        Format::F8E5M2 => "f8E5M2",
        Format::F8E4M3 => "f8E4M3",
        Format::F8E3M4 => "f8E3M4",
        Format::F8E4M3FN => "f8E4M3FN",
        Format::F8E4M3FNUZ => "f8E4M3FNUZ",
        Format::F8E5M2FNUZ => "f8E5M2FNUZ",
        Format::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
        Format::F8E8M0FNU => "f8E8M0FNU",
        Format::F4E2M1FN => "f4E2M1FN",
        // jaxlib 0.10.2's XLA rejects FP6 element types ("Invalid XLA PrimitiveType: 36
        // (F6E2M3FN)", measured), so FP6 travels as its codes like the formats XLA lacks.
        Format::F6E2M3FN | Format::F6E3M2FN | Format::Sf(_) | Format::P3109(_) | Format::Gf16 => return None,
    })
}

/// Whether XLA's element type is narrower than a byte (no bitcast to an integer exists).
fn sub_byte(format: Format) -> bool {
    format == Format::F4E2M1FN && native(format).is_some()
}

/// The lpf code (i64) of each element of `v`, a value of `format`'s carrier: bit moves only.
pub fn load_code(b: &mut Body, v: V, format: Format) -> V {
    if sub_byte(format) {
        // FP4 widens exactly to f32 (every value is an f32 normal or zero): re-encode that.
        let wide = b.convert(v, "f32");
        let bits = load_code(b, wide, Format::F32);
        let value = decode_f64(b, bits, Format::F32);
        return encode_f64(b, value, format, Rounding::ToNearestEven, Overflow::Saturate);
    }
    let width = format.storage_bits();
    let unsigned = format!("ui{width}");
    // Every native carrier is a float type: reinterpret its bits (integer carriers are codes).
    let raw = if native(format).is_some() { b.bitcast(v, &unsigned) } else { v };
    if width == 64 {
        b.bitcast(raw, "i64")
    } else {
        b.convert(raw, "i64")
    }
}

/// The carrier value of each code (i64) of `format`: bit moves only.
pub fn store_code(b: &mut Body, code: V, format: Format) -> V {
    if sub_byte(format) {
        // Decode to f64 and narrow natively: exact, the value is representable.
        let bits = decode_f64(b, code, format);
        let value = b.bitcast(bits, "f64");
        let narrow = b.convert(value, "f32");
        return b.convert(narrow, native(format).unwrap_or("f32"));
    }
    let width = format.storage_bits();
    if width == 64 {
        return b.bitcast(code, "f64");
    }
    let unsigned = b.convert(code, &format!("ui{width}"));
    match native(format) {
        Some(name) => b.bitcast(unsigned, name),
        None => unsigned,
    }
}

/// The f64 bit pattern (i64) of each element's exact value.
pub fn load_f64_bits(b: &mut Body, v: V, format: Format) -> V {
    let code = load_code(b, v, format);
    decode_f64(b, code, format)
}
