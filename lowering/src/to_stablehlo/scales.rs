//! The block scales of an MX/NVFP4 tensor repeated to its data's shape, which both block ops
//! multiply or divide by element-wise (`lpf.dequantize_block` in `block.rs`, `lpf.quantize_block`
//! in `quantize.rs`).

use super::text::{Body, Ty, V};
use crate::hlo_ops::HloOp;
use lpf_dialect::error::LpfError;

/// The scales (one per `block` elements along the blocked axis) repeated to the data's shape:
/// broadcast a new axis of size `block` after the blocked one, then merge the two.
pub(super) fn broadcast_blocks<'c>(b: &mut Body, scale: V, data_shape: &[i64], block: i64) -> Result<V, LpfError<'c>> {
    let scale_shape = b.ty(scale).shape.clone();
    let element = b.ty(scale).element.clone();
    if scale_shape.len() != data_shape.len() {
        return Err("scale and data ranks differ".into());
    }
    let axis = (0..data_shape.len()).find(|&d| data_shape[d] != scale_shape[d]).unwrap_or(data_shape.len().saturating_sub(1));
    if data_shape.is_empty() || scale_shape[axis] * block != data_shape[axis] {
        return Err(LpfError::new(format!("blocked dimension {axis}: {} scales of {block} elements do not cover {}", scale_shape.get(axis).copied().unwrap_or(0), data_shape.get(axis).copied().unwrap_or(0))));
    }
    let mut expanded: Vec<i64> = scale_shape.clone();
    expanded.insert(axis + 1, block);
    let dims: Vec<String> = (0..scale_shape.len()).map(|d| if d <= axis { d } else { d + 1 }.to_string()).collect();
    let wide = b.op(
        HloOp::BroadcastInDim,
        &[scale],
        &format!("broadcast_dimensions = array<i64: {}>", dims.join(", ")),
        &Ty::new(&expanded, &element),
    );
    Ok(b.op(HloOp::Reshape, &[wide], "", &Ty::new(data_shape, &element)))
}
