//! Reading the attributes of lpf ops, with the dialect's defaults applied where the default does
//! not depend on numeric facts (`overflow`'s default does: it is left to `lpf-numerics`).
//!
//! Enum values match the ODS enums in `td/LpfBase.td` (which match upstream `arith`).

use melior::ir::attribute::{
    ArrayAttribute, Attribute, DenseI64ArrayAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
};
use melior::ir::attribute::AttributeLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{Type, TypeLike};
use std::fmt;

/// An attribute that is present but not what the op's definition says; a verified op never has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrError {
    Missing { op: String, name: &'static str },
    Malformed { op: String, name: &'static str, found: String },
    /// The op rounds stochastically (`stochastic`, with a random-bits operand): a reader of the
    /// deterministic `rounding` must not silently take the default.
    Stochastic { op: String, mode: StochasticMode },
}

impl fmt::Display for AttrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Missing { op, name } => write!(f, "'{op}' has no '{name}' attribute"),
            Self::Malformed { op, name, found } => write!(f, "'{op}' attribute '{name}' is malformed: {found}"),
            Self::Stochastic { op, mode } => {
                write!(f, "'{op}' rounds stochastically (rounding({mode}) with random bits), which this consumer does not implement")
            }
        }
    }
}

impl std::error::Error for AttrError {}

macro_rules! attr_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $value:literal => $text:literal),* $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),* }

        impl $name {
            /// From the integer an ODS enum attribute stores.
            pub fn from_value(value: i64) -> Option<Self> {
                match value { $($value => Some(Self::$variant),)* _ => None }
            }
            /// The keyword the custom assembly uses.
            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $text),* }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.as_str()) }
        }
    };
}

attr_enum!(
    /// `rounding(...)`: upstream `arith`'s rounding modes.
    RoundingMode {
        ToNearestEven = 0 => "to_nearest_even",
        Downward = 1 => "downward",
        Upward = 2 => "upward",
        TowardZero = 3 => "toward_zero",
        ToNearestAway = 4 => "to_nearest_away",
    }
);

attr_enum!(
    /// `rounding(stochastic...)`: IEEE P3109's stochastic modes, stored as `stochastic`.
    StochasticMode {
        Stochastic = 0 => "stochastic",
        StochasticOdd = 1 => "stochastic_odd",
        StochasticFast = 2 => "stochastic_fast",
        StochasticFastest = 3 => "stochastic_fastest",
    }
);

attr_enum!(
    /// `overflow(...)` of `lpf.convert`.
    OverflowMode { Saturate = 0 => "saturate", NanOrInf = 1 => "nan_or_inf" }
);

attr_enum!(
    /// `lpf.cmp`'s predicate: `arith.cmpf`'s.
    CmpPredicate {
        False = 0 => "false", Oeq = 1 => "oeq", Ogt = 2 => "ogt", Oge = 3 => "oge", Olt = 4 => "olt",
        Ole = 5 => "ole", One = 6 => "one", Ord = 7 => "ord", Ueq = 8 => "ueq", Ugt = 9 => "ugt",
        Uge = 10 => "uge", Ult = 11 => "ult", Ule = 12 => "ule", Une = 13 => "une", Uno = 14 => "uno",
        True = 15 => "true",
    }
);

attr_enum!(
    /// `scale_rounding(...)` of `lpf.quantize_block`.
    ScaleRounding { Floor = 0 => "floor", Ceil = 1 => "ceil", Even = 2 => "even" }
);

fn op_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> String {
    op.name().as_string_ref().as_str().unwrap_or("<op>").to_string()
}

fn optional_int<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &'static str) -> Result<Option<i64>, AttrError> {
    let Ok(attribute) = op.attribute(name) else { return Ok(None) };
    match integer_value(attribute) {
        Some(Ok(value)) => Ok(Some(value)),
        _ => Err(AttrError::Malformed { op: op_name(op), name, found: attribute.to_string() }),
    }
}

/// The value of an integer attribute at its real width: `Ok` when it is an i64 value, else
/// `Err` with the value as written. MLIR's C getter returns the low 64 bits, so an
/// `18446744073709551623 : i128` would read as 7, and a `ui64` above `i64::MAX` as a negative
/// number. None when `attribute` is not an integer attribute.
pub fn integer_value(attribute: Attribute) -> Option<Result<i64, String>> {
    let integer = IntegerAttribute::try_from(attribute).ok()?;
    let ty = attribute.r#type();
    // SAFETY: a live integer attribute's type is an integer or index type; the getters below
    // run only on the matching kind.
    let (width, unsigned) = unsafe {
        let raw = ty.to_raw();
        if mlir_sys::mlirTypeIsAIndex(raw) {
            (64, false)
        } else {
            (mlir_sys::mlirIntegerTypeGetWidth(raw), mlir_sys::mlirIntegerTypeIsUnsigned(raw))
        }
    };
    if width <= 64 && !(unsigned && width == 64) {
        return Some(Ok(integer.value()));
    }
    // Wider than the getter: the printed value is exact (`N : iW`, decimal).
    let text = attribute.to_string();
    let written = text.split(" : ").next().unwrap_or(&text).trim().to_string();
    Some(written.parse::<i64>().map_err(|_| written))
}

fn optional_enum<'c: 'a, 'a, T>(
    op: &impl OperationLike<'c, 'a>,
    name: &'static str,
    from: fn(i64) -> Option<T>,
) -> Result<Option<T>, AttrError> {
    match optional_int(op, name)? {
        None => Ok(None),
        Some(v) => from(v).map(Some).ok_or(AttrError::Malformed { op: op_name(op), name, found: v.to_string() }),
    }
}

/// `rounding`, defaulting to `to_nearest_even`; `AttrError::Stochastic` when the op rounds
/// stochastically instead (read that with [`stochastic`]).
pub fn rounding<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<RoundingMode, AttrError> {
    if let Some(mode) = optional_enum(op, "stochastic", StochasticMode::from_value)? {
        return Err(AttrError::Stochastic { op: op_name(op), mode });
    }
    Ok(optional_enum(op, "rounding", RoundingMode::from_value)?.unwrap_or(RoundingMode::ToNearestEven))
}

/// A stochastic rounding: the mode and `random_bits(N)`; `None` for a deterministic one. The
/// random bits are the op's last operand (a verified op has both or neither).
pub fn stochastic<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Option<(StochasticMode, u32)>, AttrError> {
    let Some(mode) = optional_enum(op, "stochastic", StochasticMode::from_value)? else { return Ok(None) };
    let bits = optional_int(op, "random_bits")?.ok_or(AttrError::Missing { op: op_name(op), name: "random_bits" })?;
    let bits = u32::try_from(bits)
        .ok()
        .filter(|b| (1..=32).contains(b))
        .ok_or(AttrError::Malformed { op: op_name(op), name: "random_bits", found: bits.to_string() })?;
    Ok(Some((mode, bits)))
}

/// `overflow` as written; `None` means the target format's default (formats.md §2), which
/// `lpf-numerics` knows.
pub fn overflow<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Option<OverflowMode>, AttrError> {
    optional_enum(op, "overflow", OverflowMode::from_value)
}

/// `lpf.cmp`'s predicate.
pub fn predicate<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<CmpPredicate, AttrError> {
    optional_enum(op, "predicate", CmpPredicate::from_value)?
        .ok_or(AttrError::Missing { op: op_name(op), name: "predicate" })
}

/// `scale_rounding`, defaulting to `floor` (OCP MX v1.0).
pub fn scale_rounding<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<ScaleRounding, AttrError> {
    Ok(optional_enum(op, "scale_rounding", ScaleRounding::from_value)?.unwrap_or(ScaleRounding::Floor))
}

/// `block(N)`.
pub fn block<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<i64, AttrError> {
    optional_int(op, "block")?.ok_or(AttrError::Missing { op: op_name(op), name: "block" })
}

/// `acc(T)`, defaulting to f32.
pub fn acc<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Type<'c>, AttrError> {
    match op.attribute("acc") {
        Ok(attribute) => TypeAttribute::try_from(attribute)
            .map(|t| t.value())
            .map_err(|_| AttrError::Malformed { op: op_name(op), name: "acc", found: attribute.to_string() }),
        // SAFETY: the op's context outlives every use of the op ('c).
        Err(_) => Ok(Type::float32(crate::context::context_of(op.context()))),
    }
}

/// `hardware("unit")` of `lpf.dot` / `lpf.scaled_dot`: the matrix unit whose arithmetic the
/// contraction has (`None`: lpf's ordered accumulation).
pub fn hardware<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Option<String>, AttrError> {
    match op.attribute("hardware") {
        Ok(attribute) => StringAttribute::try_from(attribute)
            .map(|s| Some(s.value().to_string()))
            .map_err(|_| AttrError::Malformed { op: op_name(op), name: "hardware", found: attribute.to_string() }),
        Err(_) => Ok(None),
    }
}

/// `dims [...]` of `lpf.reduce_sum`.
pub fn dims<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<Vec<i64>, AttrError> {
    let attribute = op.attribute("dims").map_err(|_| AttrError::Missing { op: op_name(op), name: "dims" })?;
    let malformed = || AttrError::Malformed { op: op_name(op), name: "dims", found: attribute.to_string() };
    let array = DenseI64ArrayAttribute::try_from(attribute).map_err(|_| malformed())?;
    (0..array.len()).map(|i| array.element(i).map_err(|_| malformed())).collect()
}

/// The window geometry of `lpf.conv` as written: `window_strides`, `padding`, `lhs_dilation`,
/// `rhs_dilation` (None where absent: the identity) and the two group counts (default 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConvAttrs {
    pub window_strides: Option<Vec<i64>>,
    pub padding: Option<Vec<i64>>,
    pub lhs_dilation: Option<Vec<i64>>,
    pub rhs_dilation: Option<Vec<i64>>,
    pub feature_group_count: i64,
    pub batch_group_count: i64,
}

fn optional_i64_array<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, name: &'static str) -> Result<Option<Vec<i64>>, AttrError> {
    let Ok(attribute) = op.attribute(name) else { return Ok(None) };
    let malformed = || AttrError::Malformed { op: op_name(op), name, found: attribute.to_string() };
    let array = DenseI64ArrayAttribute::try_from(attribute).map_err(|_| malformed())?;
    (0..array.len()).map(|i| array.element(i).map_err(|_| malformed())).collect::<Result<Vec<_>, _>>().map(Some)
}

/// `lpf.conv`'s geometry attributes.
pub fn conv<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<ConvAttrs, AttrError> {
    Ok(ConvAttrs {
        window_strides: optional_i64_array(op, "window_strides")?,
        padding: optional_i64_array(op, "padding")?,
        lhs_dilation: optional_i64_array(op, "lhs_dilation")?,
        rhs_dilation: optional_i64_array(op, "rhs_dilation")?,
        feature_group_count: optional_int(op, "feature_group_count")?.unwrap_or(1),
        batch_group_count: optional_int(op, "batch_group_count")?.unwrap_or(1),
    })
}

/// The literal(s) of an `lpf.constant`, exactly as written: decimal strings to be rounded once
/// by `lpf-numerics`, or `0x...` raw bit patterns of the result format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstantValue {
    Scalar(String),
    /// One literal per element in row-major order, or a single literal when `splat`.
    Dense { literals: Vec<String>, splat: bool },
}

/// Reads an `lpf.constant`'s `value`.
pub fn constant_value<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Result<ConstantValue, AttrError> {
    let attribute: Attribute = op.attribute("value").map_err(|_| AttrError::Missing { op: op_name(op), name: "value" })?;
    constant_value_of(attribute).map_err(|found| AttrError::Malformed { op: op_name(op), name: "value", found })
}

/// Reads an `lpf.constant` `value` attribute on its own (what the op's fold hands to the
/// canonicalizer); `Err` carries the attribute's text when it is not one.
pub fn constant_value_of(attribute: Attribute) -> Result<ConstantValue, String> {
    if let Ok(text) = StringAttribute::try_from(attribute) {
        return Ok(ConstantValue::Scalar(text.value().to_string()));
    }
    let malformed = || attribute.to_string();
    let array = ArrayAttribute::try_from(attribute).map_err(|_| malformed())?;
    let literals = (0..array.len())
        .map(|i| {
            let element = array.element(i).map_err(|_| malformed())?;
            StringAttribute::try_from(element).map(|s| s.value().to_string()).map_err(|_| malformed())
        })
        .collect::<Result<Vec<_>, _>>()?;
    let splat = literals.len() == 1;
    Ok(ConstantValue::Dense { literals, splat })
}
