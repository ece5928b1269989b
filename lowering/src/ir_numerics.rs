//! The bridge from lpf IR to `lpf-numerics`: which number format (or integer type) an MLIR type
//! holds, which rounding and overflow an op names, and which codes a constant op stands for.
//! The `lpf-fold` pass and `lpf-run` both read IR through this module, so they cannot disagree
//! about what a literal or an attribute means; every rounding happens inside `lpf-numerics`.

use lpf_dialect::attrs::{self, ConstantValue, OverflowMode, RoundingMode, StochasticMode};
use lpf_dialect::ops::{Binary, LpfOp};
use lpf_numerics::kernels::{BinaryOp, ConvGeometry};
use lpf_dialect::types::{element_format, ElementFormat};
use lpf_numerics::{encode, encode_decimal, Code, Format, IntType, Overflow, Rounding, SfWidth, Stochastic, P3109};
use melior::ir::attribute::{Attribute, AttributeLike};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{Type, ValueLike};
use std::fmt;

/// The element of a value: a number format, or an integer type (`i1` is 1 bit unsigned, `index`
/// is 64 bits signed). Integer codes are the two's-complement bits, masked to the width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    Float(Format),
    Int(IntType),
}

impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Element::Float(format) => write!(f, "{format}"),
            Element::Int(IntType { bits, signed }) => write!(f, "{}{bits}", if *signed { "i" } else { "ui" }),
        }
    }
}

/// An MLIR type as lpf tools see it: element and shape (`None` for a scalar; `None` dims are
/// dynamic).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeInfo {
    pub element: Element,
    pub dims: Option<Vec<Option<usize>>>,
}

impl TypeInfo {
    /// The shape when every dimension is static (`[]` for a scalar).
    pub fn static_shape(&self) -> Option<Vec<usize>> {
        match &self.dims {
            None => Some(Vec::new()),
            Some(dims) => dims.iter().copied().collect(),
        }
    }

    /// Whether `shape` fits this type (same rank, equal static dimensions).
    pub fn accepts_shape(&self, shape: &[usize]) -> bool {
        match &self.dims {
            None => shape.is_empty(),
            Some(dims) => dims.len() == shape.len() && dims.iter().zip(shape).all(|(d, s)| d.is_none_or(|d| d == *s)),
        }
    }
}

/// The number format of an element type, if it is one.
pub fn format_of(ty: Type) -> Option<Format> {
    match element_format(ty)? {
        ElementFormat::Builtin(name) => Format::parse(&name).ok(),
        ElementFormat::Sf(width) => u8::try_from(width).ok().and_then(SfWidth::new).map(Format::Sf),
        ElementFormat::P3109(p) => {
            let (k, prec) = (u8::try_from(p.k).ok()?, u8::try_from(p.p).ok()?);
            P3109::new(k, prec, p.signed, p.extended).map(Format::P3109)
        }
        ElementFormat::Gf16 => Some(Format::Gf16),
    }
}

/// The element an element type holds: a number format or an integer (`index` as i64).
pub fn element_of(ty: Type) -> Option<Element> {
    if let Some(format) = format_of(ty) {
        return Some(Element::Float(format));
    }
    let raw = ty.to_raw();
    // SAFETY: type queries accept any live type; the width getter runs only on integer types.
    unsafe {
        if mlir_sys::mlirTypeIsAIndex(raw) {
            return Some(Element::Int(IntType { bits: 64, signed: true }));
        }
        if mlir_sys::mlirTypeIsAInteger(raw) {
            let bits = mlir_sys::mlirIntegerTypeGetWidth(raw);
            let signed = bits > 1 && !mlir_sys::mlirIntegerTypeIsUnsigned(raw);
            return (1..=64).contains(&bits).then_some(Element::Int(IntType { bits, signed }));
        }
    }
    None
}

/// Element and shape of a scalar or ranked tensor type of a supported element.
pub fn type_info(ty: Type) -> Option<TypeInfo> {
    if let Ok(ranked) = RankedTensorType::try_from(ty) {
        let element = element_of(ranked.element())?;
        let dims = (0..ranked.rank())
            .map(|i| match ranked.dim_size(i) {
                Ok(DimSize::Static(d)) => Some(Some(d as usize)),
                Ok(DimSize::Dynamic) => Some(None),
                Err(_) => None,
            })
            .collect::<Option<Vec<_>>>()?;
        return Some(TypeInfo { element, dims: Some(dims) });
    }
    Some(TypeInfo { element: element_of(ty)?, dims: None })
}

/// The numerics crate's geometry of an `lpf.conv` with `d` spatial dimensions (absent
/// attributes are the identity); Err names an attribute a verified op never has.
pub fn conv_geometry<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, d: usize) -> Result<ConvGeometry, String> {
    let written = attrs::conv(op).map_err(|e| e.to_string())?;
    let positive = |name: &str, values: Option<Vec<i64>>| -> Result<Vec<usize>, String> {
        let values = values.unwrap_or_else(|| vec![1; d]);
        values.iter().map(|v| usize::try_from(*v).ok().filter(|v| *v > 0)).collect::<Option<Vec<_>>>().filter(|v| v.len() == d)
            .ok_or_else(|| format!("'{name}' {values:?} is not {d} positive values"))
    };
    let padding = written.padding.unwrap_or_else(|| vec![0; 2 * d]);
    if padding.len() != 2 * d {
        return Err(format!("'padding' {padding:?} is not {} values", 2 * d));
    }
    let count = |name: &str, v: i64| usize::try_from(v).ok().filter(|v| *v > 0).ok_or_else(|| format!("'{name}' {v} is not positive"));
    Ok(ConvGeometry {
        window_strides: positive("window_strides", written.window_strides)?,
        padding: padding.chunks(2).map(|p| (p[0], p[1])).collect(),
        lhs_dilation: positive("lhs_dilation", written.lhs_dilation)?,
        rhs_dilation: positive("rhs_dilation", written.rhs_dilation)?,
        feature_group_count: count("feature_group_count", written.feature_group_count)?,
        batch_group_count: count("batch_group_count", written.batch_group_count)?,
    })
}

/// The numerics kernel of an arithmetic op.
pub fn binary_op(op: Binary) -> BinaryOp {
    match op {
        Binary::Add => BinaryOp::Add,
        Binary::Sub => BinaryOp::Sub,
        Binary::Mul => BinaryOp::Mul,
        Binary::Div => BinaryOp::Div,
    }
}

/// The numerics crate's rounding for the dialect's `rounding(...)`.
pub fn rounding(mode: RoundingMode) -> Rounding {
    match mode {
        RoundingMode::ToNearestEven => Rounding::ToNearestEven,
        RoundingMode::Downward => Rounding::Downward,
        RoundingMode::Upward => Rounding::Upward,
        RoundingMode::TowardZero => Rounding::TowardZero,
        RoundingMode::ToNearestAway => Rounding::ToNearestAway,
    }
}

/// A verified op's stochastic rounding (`attrs::stochastic`) as the numerics crate's.
pub fn stochastic(mode: StochasticMode, bits: u32) -> Result<Stochastic, String> {
    let mode = match mode {
        StochasticMode::Stochastic => lpf_numerics::StochasticMode::Stochastic,
        StochasticMode::StochasticOdd => lpf_numerics::StochasticMode::StochasticOdd,
        StochasticMode::StochasticFast => lpf_numerics::StochasticMode::StochasticFast,
        StochasticMode::StochasticFastest => lpf_numerics::StochasticMode::StochasticFastest,
    };
    Stochastic::new(mode, bits).ok_or_else(|| format!("random_bits({bits}) must be in 1..32"))
}

/// The overflow a convert into `to` gets: as written, else the format's default (formats.md §2).
pub fn overflow(mode: Option<OverflowMode>, to: Format) -> Overflow {
    match mode {
        Some(OverflowMode::Saturate) => Overflow::Saturate,
        Some(OverflowMode::NanOrInf) => Overflow::NanOrInf,
        None => to.default_overflow(),
    }
}

/// Mask of an integer type's bits.
pub fn int_mask(ty: IntType) -> u64 {
    if ty.bits >= 64 {
        u64::MAX
    } else {
        (1u64 << ty.bits) - 1
    }
}

/// The value of an integer code (sign-extended when the type is signed).
pub fn int_value(ty: IntType, code: Code) -> i128 {
    let code = code & int_mask(ty);
    if ty.signed && ty.bits < 64 && code >> (ty.bits - 1) & 1 == 1 {
        code as i128 - (1i128 << ty.bits)
    } else if ty.signed && ty.bits == 64 {
        code as i64 as i128
    } else {
        code as i128
    }
}

/// The raw-bits literal of a code, as `lpf.constant` spells it: `0x` and as many upper-case hex
/// digits as the format's storage width needs (TF32: its 32-bit carrier).
pub fn hex_literal(format: Format, code: Code) -> String {
    let bits = match format {
        Format::TF32 => 32,
        f => f.params().bits,
    };
    let digits = bits.div_ceil(4) as usize;
    format!("0x{code:0digits$X}")
}

/// Why a constant op's value cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstantError {
    /// The result type is not a scalar or static tensor of a supported element.
    Type(String),
    /// A literal that is not a number of its format.
    Literal { literal: String, message: String },
    /// An attribute kind lpf does not read (e.g. `dense_resource`).
    Unsupported(String),
    /// More elements than a constant may expand to (its shape's product overflows or exceeds
    /// [`MAX_CONSTANT_ELEMENTS`]).
    TooLarge(String),
}

/// The most elements a constant is expanded to (one 64-bit code each: 2 GiB).
pub const MAX_CONSTANT_ELEMENTS: usize = 1 << 28;

impl fmt::Display for ConstantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstantError::TooLarge(ty) => write!(f, "constant of type {ty} has more than {MAX_CONSTANT_ELEMENTS} elements"),
            ConstantError::Type(ty) => write!(f, "constant of type {ty} is not a scalar or statically shaped tensor of a supported element type"),
            ConstantError::Literal { literal, message } => write!(f, "literal '{literal}': {message}"),
            ConstantError::Unsupported(what) => write!(f, "constant value {what} is not supported (only dense and scalar literals)"),
        }
    }
}

impl std::error::Error for ConstantError {}

impl From<ConstantError> for lpf_dialect::error::LpfError<'_> {
    fn from(error: ConstantError) -> Self {
        lpf_dialect::error::LpfError::of(error)
    }
}

/// A constant's type, shape and one code per element (row-major); read with
/// [`SplatReading::Compact`], a splat holds its one code only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constant {
    pub info: TypeInfo,
    pub shape: Vec<usize>,
    pub codes: Vec<Code>,
}

/// How a splat constant (one value for every element) is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplatReading {
    /// One code per element, as an interpreter needs them (at most [`MAX_CONSTANT_ELEMENTS`]).
    Expand,
    /// One code for the whole splat, whatever its size: folds compute a splat once and build a
    /// splat result (a 10^8-element splat is one literal, not 10^8 of them).
    Compact,
}

/// The value of an `lpf.constant` or `arith.constant`; `Ok(None)` for any other op.
pub fn constant<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Option<Constant>, ConstantError> {
    constant_read(op, SplatReading::Expand)
}

/// [`constant`], reading a splat as [`SplatReading`] says.
pub fn constant_read<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, splats: SplatReading) -> Result<Option<Constant>, ConstantError> {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    if name != LpfOp::Constant.name() && name != "arith.constant" {
        return Ok(None);
    }
    let ty = op.result(0).map_err(|e| ConstantError::Type(e.to_string()))?.r#type();
    let value = op.attribute("value").map_err(|_| ConstantError::Unsupported("(none)".into()))?;
    constant_of_attribute_read(value, ty, splats).map(Some)
}

/// The value a constant attribute gives a value of type `ty`: an `lpf.constant` literal (a
/// string, or an array of strings) of an lpf format, or a builtin float, integer or dense
/// attribute. This is what constant ops' folds hand to the canonicalizer.
pub fn constant_of_attribute(value: Attribute, ty: Type) -> Result<Constant, ConstantError> {
    constant_of_attribute_read(value, ty, SplatReading::Expand)
}

/// [`constant_of_attribute`], reading a splat as [`SplatReading`] says.
pub fn constant_of_attribute_read(value: Attribute, ty: Type, splats: SplatReading) -> Result<Constant, ConstantError> {
    let bad_type = || ConstantError::Type(ty.to_string());
    let info = type_info(ty).ok_or_else(bad_type)?;
    let shape = info.static_shape().ok_or_else(bad_type)?;
    let too_large = || ConstantError::TooLarge(ty.to_string());
    // Checked: a shape's product can overflow (even a compact splat's: its users count it).
    let count = shape.iter().try_fold(1usize, |n, d| n.checked_mul(*d)).ok_or_else(too_large)?;
    let splat = is_splat(value);
    // Only what is expanded is limited: a compact splat stays one code.
    if count > MAX_CONSTANT_ELEMENTS && !(splat && splats == SplatReading::Compact) {
        return Err(too_large());
    }
    let expand = if splat && splats == SplatReading::Compact { count.min(1) } else { count };
    let codes = match attrs::constant_value_of(value) {
        Ok(literals) => {
            let Element::Float(format) = info.element else { return Err(bad_type()) };
            literal_codes(literals, format, expand)?
        }
        Err(_) => attribute_codes(value, info.element, count, expand)?,
    };
    Ok(Constant { info, shape, codes })
}

/// Whether a constant attribute gives every element one value: an `lpf.constant` literal list
/// of one, or a builtin splat (a scalar attribute is one element anyway).
fn is_splat(value: Attribute) -> bool {
    match attrs::constant_value_of(value) {
        Ok(ConstantValue::Dense { splat, .. }) => splat,
        Ok(ConstantValue::Scalar(_)) => false,
        // SAFETY: an isa check, then the splat query on a dense elements attribute.
        Err(_) => unsafe {
            mlir_sys::mlirAttributeIsADenseElements(value.to_raw()) && mlir_sys::mlirDenseElementsAttrIsSplat(value.to_raw())
        },
    }
}

fn literal_code(format: Format, literal: &str) -> Result<Code, ConstantError> {
    let err = |message: String| ConstantError::Literal { literal: literal.to_string(), message };
    let text = literal.trim();
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        let code = u64::from_str_radix(hex, 16).map_err(|e| err(e.to_string()))?;
        return if format.is_valid_code(code) { Ok(code) } else { Err(err(format!("not a {format} code"))) };
    }
    // Decimal literals round once, straight from their digits (formats.md §2.4).
    encode_decimal(format, text, Rounding::ToNearestEven, format.default_overflow()).map_err(|e| err(e.to_string()))
}

/// `count`: how many codes a splat gives.
fn literal_codes(value: ConstantValue, format: Format, count: usize) -> Result<Vec<Code>, ConstantError> {
    match value {
        ConstantValue::Scalar(text) => Ok(vec![literal_code(format, &text)?]),
        ConstantValue::Dense { literals, splat } => {
            let codes = literals.iter().map(|l| literal_code(format, l)).collect::<Result<Vec<_>, _>>()?;
            if splat {
                Ok(vec![codes[0]; count])
            } else {
                Ok(codes)
            }
        }
    }
}

/// Codes of a builtin attribute (`arith.constant`'s value): scalar float/integer attributes and
/// dense elements, read from their stored bits (never via a decimal or f64 detour for narrow
/// floats).
/// `count` is the number of elements, `expand` how many codes a splat gives (1 when compact).
fn attribute_codes(value: Attribute, element: Element, count: usize, expand: usize) -> Result<Vec<Code>, ConstantError> {
    let raw = value.to_raw();
    // SAFETY: every getter below runs only after the matching isa check, on a live attribute;
    // raw data is read within the element count and storage width MLIR documents.
    unsafe {
        if mlir_sys::mlirAttributeIsAFloat(raw) {
            let Element::Float(format) = element else { return Err(ConstantError::Unsupported(value.to_string())) };
            // A float attribute holds a value of its own type, which f64 holds exactly.
            let x = mlir_sys::mlirFloatAttrGetValueDouble(raw);
            return Ok(vec![encode(format, x, Rounding::ToNearestEven, Overflow::NanOrInf)]);
        }
        if mlir_sys::mlirAttributeIsAInteger(raw) {
            let Element::Int(ty) = element else { return Err(ConstantError::Unsupported(value.to_string())) };
            return Ok(vec![mlir_sys::mlirIntegerAttrGetValueInt(raw) as u64 & int_mask(ty)]);
        }
        if !mlir_sys::mlirAttributeIsADenseElements(raw) {
            return Err(ConstantError::Unsupported(value.to_string()));
        }
        let splat = mlir_sys::mlirDenseElementsAttrIsSplat(raw);
        let stored = if splat { 1 } else { count };
        let codes: Vec<Code> = match element {
            Element::Int(IntType { bits: 1, .. }) => {
                (0..stored).map(|i| mlir_sys::mlirDenseElementsAttrGetBoolValue(raw, i as isize) as u64).collect()
            }
            _ => {
                let (width, pad, mask) = match element {
                    Element::Float(f) => {
                        let p = f.params();
                        (p.bits, p.pad, if p.bits >= 64 { u64::MAX } else { (1u64 << p.bits) - 1 })
                    }
                    Element::Int(ty) => (ty.bits, 0, int_mask(ty)),
                };
                let bytes = width.div_ceil(8) as usize;
                let data = mlir_sys::mlirDenseElementsAttrGetRawData(raw) as *const u8;
                if data.is_null() || stored == 0 {
                    // An empty tensor may have no storage at all.
                    return Ok(Vec::new());
                }
                let all = std::slice::from_raw_parts(data, stored * bytes);
                all.chunks_exact(bytes)
                    .map(|chunk| {
                        let mut buf = [0u8; 8];
                        buf[..bytes].copy_from_slice(chunk);
                        (u64::from_le_bytes(buf) & mask) << pad
                    })
                    .collect()
            }
        };
        if let Element::Float(format) = element {
            if let Some(bad) = codes.iter().find(|c| !format.is_valid_code(**c)) {
                return Err(ConstantError::Literal { literal: format!("{bad:#x}"), message: format!("not a {format} code") });
            }
        }
        Ok(if splat { vec![codes[0]; expand] } else { codes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_literals_use_the_storage_width() {
        assert_eq!(hex_literal(Format::F8E4M3FN, 0x39), "0x39");
        assert_eq!(hex_literal(Format::BF16, 0x3F80), "0x3F80");
        assert_eq!(hex_literal(Format::F4E2M1FN, 0x5), "0x5");
        assert_eq!(hex_literal(Format::TF32, 0x3F80_0000), "0x3F800000");
    }

    #[test]
    fn integer_codes_sign_extend() {
        let i8t = IntType { bits: 8, signed: true };
        assert_eq!(int_value(i8t, 0xFF), -1);
        assert_eq!(int_value(IntType { bits: 8, signed: false }, 0xFF), 255);
        assert_eq!(int_value(IntType { bits: 64, signed: true }, u64::MAX), -1);
    }

    #[test]
    fn decimal_literals_round_once() {
        // 1.0625 + tiny is above the f8E4M3FN midpoint 1.0625: rounds up to 0x39, where a detour
        // through f64 (1.0625 exactly) would tie to even (0x38).
        assert_eq!(literal_code(Format::F8E4M3FN, "1.0625000000000000001"), Ok(0x39));
        assert_eq!(literal_code(Format::F8E4M3FN, "1.0625"), Ok(0x38));
        assert!(literal_code(Format::F4E2M1FN, "0x1F").is_err());
    }
}
