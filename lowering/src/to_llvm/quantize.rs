//! `lpf.quantize_block` in loops (MX and NVFP4): see `lower`.

use super::helpers::Library;
use super::ir::Ir;
use melior::ir::{OperationRef, Value};

/// Lowers one quantize_block; returns the (elements, scales) buffers.
pub fn lower<'c, 'a>(
    _library: &mut Library<'c, '_>,
    _ir: &Ir<'c, 'a>,
    _op: OperationRef<'c, '_>,
    _operands: &[Value<'c, 'static>],
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), String> {
    Err("[E0915] lpf.quantize_block is not lowered to LLVM yet".into())
}
