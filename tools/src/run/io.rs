//! Arguments in and results out as .npy. Low-precision values travel as their raw codes in
//! unsigned integers of their storage width (ml_dtypes arrays do not survive np.save/np.load);
//! f32, f64, integers and i1 (bool) travel natively.

use super::buffer::Buffer;
use super::error::RunError;
use crate::npy::{Dtype, NpyArray};
use lpf_lowering::ir_numerics::{int_mask, Element, TypeInfo};
use lpf_numerics::{Format, IntType};
use std::path::{Path, PathBuf};

/// The .npy dtype an element travels as; `None` for integer widths NumPy has no type for.
pub fn dtype_for(element: Element) -> Option<Dtype> {
    Some(match element {
        Element::Float(Format::F32) => Dtype::F32,
        Element::Float(Format::F64) => Dtype::F64,
        Element::Float(f) => match f.storage_bits() {
            8 => Dtype::U8,
            16 => Dtype::U16,
            32 => Dtype::U32,
            _ => return None,
        },
        Element::Int(IntType { bits: 1, .. }) => Dtype::Bool,
        Element::Int(IntType { bits, signed }) => match (bits, signed) {
            (8, true) => Dtype::I8,
            (16, true) => Dtype::I16,
            (32, true) => Dtype::I32,
            (64, true) => Dtype::I64,
            (8, false) => Dtype::U8,
            (16, false) => Dtype::U16,
            (32, false) => Dtype::U32,
            (64, false) => Dtype::U64,
            _ => return None,
        },
    })
}

/// What the dtype holds, for messages: "uint16 (bf16 bit patterns)".
pub fn dtype_text(element: Element) -> String {
    match (element, dtype_for(element)) {
        (Element::Float(Format::F32 | Format::F64), Some(d)) => d.to_string(),
        (Element::Float(f), Some(d)) => format!("{d} ({f} bit patterns)"),
        (_, Some(d)) => d.to_string(),
        (e, None) => format!("no .npy dtype for {e}"),
    }
}

/// A shape the way NumPy prints it: `(4, 8)`, `(3,)`, `()`.
fn tuple(parts: Vec<String>) -> String {
    format!("({}{})", parts.join(", "), if parts.len() == 1 { "," } else { "" })
}

fn shape_text(shape: &[usize]) -> String {
    tuple(shape.iter().map(|d| d.to_string()).collect())
}

fn expected_shape_text(info: &TypeInfo) -> String {
    match &info.dims {
        None => "() (a scalar)".to_string(),
        Some(dims) => tuple(dims.iter().map(|d| d.map_or("?".to_string(), |d| d.to_string())).collect()),
    }
}

/// Reads argument `index` of `@entry` (of type `ty`) from `path` and checks it against the type.
pub fn read_arg(index: usize, path: &str, entry: &str, ty: &str, info: &TypeInfo) -> Result<Buffer, RunError> {
    let bytes = std::fs::read(path).map_err(|error| RunError::Read { path: path.to_string(), error })?;
    let array = NpyArray::parse(&bytes).map_err(|error| RunError::Npy { index, path: path.to_string(), error })?;
    let fail = |message: String| RunError::Arg { index, entry: entry.to_string(), ty: ty.to_string(), message };
    let expected = dtype_for(info.element).ok_or_else(|| fail(format!("{} cannot travel as .npy", info.element)))?;
    if array.dtype != expected {
        return Err(fail(format!("expected a {} array, '{path}' holds {}", dtype_text(info.element), array.dtype)));
    }
    if !info.accepts_shape(&array.shape) {
        return Err(fail(format!(
            "expected shape {}, '{path}' has shape {} ({} elements)",
            expected_shape_text(info),
            shape_text(&array.shape),
            array.element_count()
        )));
    }
    let mut codes = array.to_u64_bits();
    match info.element {
        Element::Float(format) => {
            if let Some(i) = codes.iter().position(|c| !format.is_valid_code(*c)) {
                return Err(fail(format!("element {i} of '{path}' is {:#x}, which is not a {format} code", codes[i])));
            }
        }
        Element::Int(ty) => codes.iter_mut().for_each(|c| *c &= int_mask(ty)),
    }
    Ok(Buffer { element: info.element, shape: array.shape, codes })
}

/// Writes result `index` as `dir/out<index>.npy`.
pub fn write_result(dir: &Path, index: usize, value: &Buffer) -> Result<PathBuf, RunError> {
    let path = dir.join(format!("out{index}.npy"));
    let write_error = |error| RunError::Write { path: path.display().to_string(), error };
    let dtype = dtype_for(value.element).ok_or_else(|| {
        write_error(std::io::Error::new(std::io::ErrorKind::Unsupported, format!("no .npy dtype for {}", value.element)))
    })?;
    let array = NpyArray::from_u64_bits(dtype, value.shape.clone(), &value.codes);
    lpf_output::write_file(&path, &array.to_bytes()).map_err(write_error)?;
    Ok(path)
}
