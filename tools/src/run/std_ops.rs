//! The upstream ops real inputs carry around lpf ops: constants, `tensor.empty`, `tensor.splat`
//! and the reshapes. None of them computes a value; they make and move codes.

use lpf_dialect::error::LpfError;
use super::buffer::Buffer;
use super::error::RunError;
use super::op::Op;
use lpf_lowering::ir_numerics::{self, int_value, Element, MAX_CONSTANT_ELEMENTS};

pub fn constant(op: &Op) -> Result<Buffer, RunError> {
    let c = ir_numerics::constant(&op.op).map_err(|e| op.fail(e))?.ok_or_else(|| op.fail("not a constant"))?;
    Ok(Buffer { element: c.info.element, shape: c.shape, codes: c.codes })
}

/// The result's shape: static dimensions from its type, dynamic ones from `sizes` (index
/// operands, in order), or, for a single dynamic dimension with no sizes given, from
/// `element_count`.
fn result_shape(op: &Op, sizes: &[&Buffer], element_count: Option<usize>) -> Result<Vec<usize>, RunError> {
    let info = op.result_info(0)?;
    let Some(dims) = info.dims else { return Ok(Vec::new()) };
    let mut sizes = sizes.iter();
    let mut shape = Vec::with_capacity(dims.len());
    let mut unknown = Vec::new();
    for (i, dim) in dims.iter().enumerate() {
        let size = if dim.is_none() { sizes.next() } else { None };
        match (dim, size) {
            (Some(d), _) => shape.push(*d),
            (None, Some(size)) => {
                let value = match (size.element, size.codes.first()) {
                    (Element::Int(ty), Some(code)) => int_value(ty, *code),
                    _ => return Err(op.fail("a dynamic size is not an integer scalar")),
                };
                shape.push(usize::try_from(value).map_err(|_| op.fail(format!("dynamic size {value} is negative")))?);
            }
            (None, None) => {
                unknown.push(i);
                shape.push(1);
            }
        }
    }
    let shape = match (unknown.as_slice(), element_count) {
        ([], _) => shape,
        ([i], Some(count)) => {
            let known = lpf_numerics::kernels::element_count(&shape).unwrap_or(0);
            if known == 0 || count % known != 0 {
                return Err(op.fail(format!("cannot infer dimension {i} from {count} elements")));
            }
            shape[*i] = count / known;
            shape
        }
        _ => return Err(op.refuse(LpfError::unsupported("results with several unknown dynamic dimensions are not supported by lpf-run"))),
    };
    // Dynamic sizes come from values: the same limit as a constant's, and no overflow even when
    // a zero size makes the tensor empty (kernels take products of the other dimensions).
    match lpf_numerics::kernels::element_count(&shape) {
        Some(count) if count <= MAX_CONSTANT_ELEMENTS && shape.iter().all(|&d| d <= MAX_CONSTANT_ELEMENTS) => Ok(shape),
        _ => Err(op.fail(format!("result shape {shape:?} is too large (at most {MAX_CONSTANT_ELEMENTS} elements and per dimension)"))),
    }
}

/// Fresh tensors read as all-zero codes (+0 in every format with a zero; 2^-127 in E8M0).
pub fn empty(op: &Op) -> Result<Buffer, RunError> {
    let element = op.result_info(0)?.element;
    let shape = result_shape(op, &op.inputs, None)?;
    let count = shape.iter().product();
    Ok(Buffer { element, shape, codes: vec![0; count] })
}

pub fn splat(op: &Op) -> Result<Buffer, RunError> {
    let Some(scalar) = op.inputs.first() else { return Err(op.fail("no operand")) };
    let Some(code) = scalar.codes.first() else { return Err(op.fail("splat of an empty value")) };
    let shape = result_shape(op, &op.inputs[1..], None)?;
    let count = shape.iter().product();
    Ok(Buffer { element: scalar.element, shape, codes: vec![*code; count] })
}

/// reshape / collapse_shape / expand_shape / cast: the row-major data is unchanged.
pub fn reshape(op: &Op) -> Result<Buffer, RunError> {
    let Some(source) = op.inputs.first() else { return Err(op.fail("no operand")) };
    let shape = if op.name == "tensor.reshape" {
        // The shape operand holds the result's dimensions.
        let dims = op.inputs.get(1).ok_or_else(|| op.fail("no shape operand"))?;
        let Element::Int(ty) = dims.element else { return Err(op.fail("the shape operand is not integer")) };
        dims.codes
            .iter()
            .map(|c| usize::try_from(int_value(ty, *c)).map_err(|_| op.fail("negative dimension in the shape operand")))
            .collect::<Result<Vec<_>, _>>()?
    } else if op.name == "tensor.cast" {
        // A cast never changes sizes (the verifier matches its static ones), so the source's
        // shape is the result's: inferring a dynamic size from the element count fails on
        // empty tensors (tensor<3x0xf32> to tensor<?x0xf32>; found by the differential fuzzer).
        source.shape.clone()
    } else {
        result_shape(op, &op.inputs[1..], Some(source.codes.len()))?
    };
    source.reshaped(shape.clone()).ok_or_else(|| {
        op.fail(format!("cannot view {} elements of shape {:?} as shape {shape:?}", source.codes.len(), source.shape))
    })
}

/// `math.fma` on f32 tensors: XLA's contracted multiply-adds (hlo_defined's fused multiply-adds
/// at a function's top level, which lpf-run takes itself where it takes ops: this is the
/// evaluator's copy, one rounding of the exact `a * b + c` per element).
pub fn fma(op: &Op) -> Result<Buffer, RunError> {
    let [a, b, c] = op.inputs[..] else { return Err(op.fail("math.fma takes three operands")) };
    if a.element != Element::Float(lpf_numerics::Format::F32) || b.element != a.element || c.element != a.element || b.shape != a.shape || c.shape != a.shape {
        return Err(op.fail("math.fma of f32 tensors of one shape only"));
    }
    let bytes = |v: &Buffer| v.codes.iter().flat_map(|&code| (code as u32).to_le_bytes()).collect::<Vec<u8>>();
    let mut out = vec![0u8; a.codes.len() * 4];
    lpf_numerics::kernels::machine::fma(&bytes(a), &bytes(b), &bytes(c), &mut out).map_err(|e| op.fail(e))?;
    let codes = out.chunks_exact(4).map(|v| u64::from(u32::from_le_bytes([v[0], v[1], v[2], v[3]]))).collect();
    Ok(Buffer { element: a.element, shape: a.shape.clone(), codes })
}
