//! The dialect's types for Rust: construction with checked parameters, queries, and a
//! classification of any element type into the lpf format families.

use crate::error::{Code, LpfError};
use crate::ffi;
use melior::ir::{Location, Type, TypeLike};
use melior::Context;
use std::fmt;

/// A type parameter outside the format's bounds (the verifier's E0910 cases).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypeError {
    SfWidth(u32),
    P3109Width(u32),
    P3109Precision { k: u32, p: u32, signed: bool },
}

impl TypeError {
    /// What is out of range, without the code.
    fn reason(&self) -> String {
        match self {
            Self::SfWidth(n) => format!("!lpf.sf<{n}> does not exist: SuperFloat widths are 2 to 16"),
            Self::P3109Width(k) => format!("P3109 width K = {k} is out of range 3 to 16"),
            Self::P3109Precision { k, p, signed } => {
                let max = if *signed { k - 1 } else { *k };
                let sign = if *signed { "signed" } else { "unsigned" };
                format!("P3109 precision P = {p} is out of range 1 to {max} for K = {k} {sign}")
            }
        }
    }
}

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        LpfError::from(self.clone()).fmt(f)
    }
}

impl From<TypeError> for LpfError<'_> {
    fn from(error: TypeError) -> Self {
        LpfError::coded(Code::E0910, error.reason())
    }
}

impl std::error::Error for TypeError {}

/// `!lpf.sf<width>`, 2 <= width <= 16.
pub fn sf_type(context: &Context, width: u32) -> Result<Type<'_>, TypeError> {
    if !(2..=16).contains(&width) {
        return Err(TypeError::SfWidth(width));
    }
    let location = Location::unknown(context);
    // SAFETY: parameters are in range, so the checked constructor returns a valid type.
    Ok(unsafe { Type::from_raw(ffi::lpfSfTypeGet(location.to_raw(), width)) })
}

/// `!lpf.p3109<k, p, signed|unsigned, extended|finite>` within the interim report's bounds.
pub fn p3109_type(context: &Context, k: u32, p: u32, signed: bool, extended: bool) -> Result<Type<'_>, TypeError> {
    if !(3..=16).contains(&k) {
        return Err(TypeError::P3109Width(k));
    }
    let max_p = if signed { k - 1 } else { k };
    if !(1..=max_p).contains(&p) {
        return Err(TypeError::P3109Precision { k, p, signed });
    }
    let location = Location::unknown(context);
    // SAFETY: parameters are in range (checked above).
    Ok(unsafe { Type::from_raw(ffi::lpfP3109TypeGet(location.to_raw(), k, p, signed, extended)) })
}

/// `!lpf.gf16`.
pub fn gf16_type(context: &Context) -> Type<'_> {
    // SAFETY: the context is live and has no parameters to check.
    unsafe { Type::from_raw(ffi::lpfGf16TypeGet(context.to_raw())) }
}

/// The parameters of a P3109 format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct P3109Params {
    pub k: u32,
    pub p: u32,
    pub signed: bool,
    pub extended: bool,
}

/// Width N if `ty` is `!lpf.sf<N>`.
pub fn sf_width(ty: Type) -> Option<u32> {
    // SAFETY: isa checks accept any type; the getter runs only on an SfType.
    unsafe { ffi::lpfTypeIsSf(ty.to_raw()).then(|| ffi::lpfSfTypeGetWidth(ty.to_raw())) }
}

/// The parameters if `ty` is `!lpf.p3109<...>`.
pub fn p3109_params(ty: Type) -> Option<P3109Params> {
    let raw = ty.to_raw();
    // SAFETY: getters run only on a P3109Type.
    unsafe {
        ffi::lpfTypeIsP3109(raw).then(|| P3109Params {
            k: ffi::lpfP3109TypeGetK(raw),
            p: ffi::lpfP3109TypeGetP(raw),
            signed: ffi::lpfP3109TypeIsSigned(raw),
            extended: ffi::lpfP3109TypeIsExtended(raw),
        })
    }
}

/// True if `ty` is `!lpf.gf16`.
pub fn is_gf16(ty: Type) -> bool {
    // SAFETY: an isa check accepts any type.
    unsafe { ffi::lpfTypeIsGf16(ty.to_raw()) }
}

/// An lpf element type, as far as the compiler cares: which family, with its parameters.
/// Numeric facts (bias, max finite...) belong to `lpf-numerics`; the builtin formats are named
/// by their MLIR spelling, which that crate's `Format::parse` accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ElementFormat {
    /// An MLIR builtin float type, by its MLIR spelling (`f16`, `f8E4M3FN`, ...).
    Builtin(String),
    Sf(u32),
    P3109(P3109Params),
    Gf16,
}

/// The builtin float types lpf computes on, each with the C API's isa check. Classified by
/// isa checks, not by printing the type: printing builds an AsmState per call, which was a
/// quarter of lowering a 6-layer flax LM to LLVM (every op's operand types are classified).
type IsA = unsafe extern "C" fn(mlir_sys::MlirType) -> bool;
const BUILTIN_FORMATS: &[(IsA, &str)] = &[
    (mlir_sys::mlirTypeIsAF16, "f16"),
    (mlir_sys::mlirTypeIsABF16, "bf16"),
    (mlir_sys::mlirTypeIsATF32, "tf32"),
    (mlir_sys::mlirTypeIsAF32, "f32"),
    (mlir_sys::mlirTypeIsAF64, "f64"),
    (mlir_sys::mlirTypeIsAFloat8E4M3FN, "f8E4M3FN"),
    (mlir_sys::mlirTypeIsAFloat8E5M2, "f8E5M2"),
    (mlir_sys::mlirTypeIsAFloat8E4M3, "f8E4M3"),
    (mlir_sys::mlirTypeIsAFloat8E3M4, "f8E3M4"),
    (mlir_sys::mlirTypeIsAFloat8E4M3FNUZ, "f8E4M3FNUZ"),
    (mlir_sys::mlirTypeIsAFloat8E5M2FNUZ, "f8E5M2FNUZ"),
    (mlir_sys::mlirTypeIsAFloat8E4M3B11FNUZ, "f8E4M3B11FNUZ"),
    (mlir_sys::mlirTypeIsAFloat8E8M0FNU, "f8E8M0FNU"),
    (mlir_sys::mlirTypeIsAFloat6E2M3FN, "f6E2M3FN"),
    (mlir_sys::mlirTypeIsAFloat6E3M2FN, "f6E3M2FN"),
    (mlir_sys::mlirTypeIsAFloat4E2M1FN, "f4E2M1FN"),
];

/// Classifies an element type; `None` for anything that is not an lpf number format.
pub fn element_format(ty: Type) -> Option<ElementFormat> {
    if let Some(width) = sf_width(ty) {
        return Some(ElementFormat::Sf(width));
    }
    if let Some(params) = p3109_params(ty) {
        return Some(ElementFormat::P3109(params));
    }
    if is_gf16(ty) {
        return Some(ElementFormat::Gf16);
    }
    let raw = ty.to_raw();
    // SAFETY: isa checks accept any type.
    if !unsafe { mlir_sys::mlirTypeIsAFloat(raw) } {
        return None;
    }
    BUILTIN_FORMATS
        .iter()
        .find(|(is_a, _)| unsafe { is_a(raw) })
        .map(|(_, spelling)| ElementFormat::Builtin(spelling.to_string()))
}
