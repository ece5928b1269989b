//! StableHLO's `reduce_window` of one f32, bf16 or f64 input whose body is one arithmetic op, in
//! the order of StableHLO's reference interpreter, over little-endian byte buffers, for lpf-run's
//! taken ops (issue 39: a CNN's max pool, element by element in the interpreter).
//!
//! The interpreter (stablehlo/reference/Ops.cpp, `reduceWindowOp`) pads the input with the init
//! value (edges: `padding`; interior: `base_dilations - 1`), slices each result's window
//! (`window_strides`, `window_dilations`) and reduces it with its `reduce`: from the init value,
//! the window's elements in row-major order, one rounding a step. Here the windows are laid out
//! as rows ([results, window elements], padding as the init value's bytes) and
//! [`machine::reduce`] reduces each row.

use super::machine_conv::indices;
use super::error::KernelError;
use super::machine::{self, MachineFloat, MachineOp};

/// A `reduce_window`'s window, one value per input dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineWindow {
    pub window_dimensions: Vec<usize>,
    pub window_strides: Vec<usize>,
    pub base_dilations: Vec<usize>,
    pub window_dilations: Vec<usize>,
    /// (low, high); negative values crop.
    pub padding: Vec<(i64, i64)>,
}

impl MachineWindow {
    /// Whether the window fits `shape` -> `out_shape` as StableHLO's shape inference gives it.
    pub fn check(&self, shape: &[usize], out_shape: &[usize]) -> Result<(), KernelError> {
        let rank = shape.len();
        let lists = [self.window_dimensions.len(), self.window_strides.len(), self.base_dilations.len(), self.window_dilations.len(), self.padding.len(), out_shape.len()];
        let positive = self.window_dimensions.iter().chain(&self.window_strides).chain(&self.base_dilations).chain(&self.window_dilations).all(|&v| v >= 1);
        if lists.iter().any(|&l| l != rank) || !positive {
            return Err(KernelError::Shape { op: "machine reduce_window", detail: format!("{self:?} for {shape:?} -> {out_shape:?}") });
        }
        for d in 0..rank {
            if out_shape[d] as i64 != self.size(d, shape[d]) {
                return Err(KernelError::Shape { op: "machine reduce_window", detail: format!("dimension {d}: {self:?} for {shape:?} -> {out_shape:?}") });
            }
        }
        Ok(())
    }

    fn dilated(&self, d: usize, size: usize) -> i64 {
        if size == 0 { 0 } else { ((size - 1) * self.base_dilations[d] + 1) as i64 }
    }

    fn size(&self, d: usize, size: usize) -> i64 {
        let padded = self.dilated(d, size) + self.padding[d].0 + self.padding[d].1;
        let window = ((self.window_dimensions[d] - 1) * self.window_dilations[d] + 1) as i64;
        if padded < window { 0 } else { (padded - window) / self.window_strides[d] as i64 + 1 }
    }
}


/// The interpreter's `reduce_window` (module docs) of `input` (shape `shape`) with the body `op`
/// (`op(x, acc)` with `x_first`) and `init`, into `out` (shape `out_shape`).
#[allow(clippy::too_many_arguments)]
pub fn reduce_window(op: MachineOp, ty: MachineFloat, x_first: bool, window: &MachineWindow, input: &[u8], shape: &[usize], init: &[u8], out: &mut [u8], out_shape: &[usize]) -> Result<(), KernelError> {
    window.check(shape, out_shape)?;
    let size = ty.bytes();
    let (count, out_count): (usize, usize) = (shape.iter().product(), out_shape.iter().product());
    if input.len() != count * size || init.len() != size || out.len() != out_count * size {
        return Err(KernelError::Shape { op: "machine reduce_window", detail: format!("{} input, {} init and {} result bytes for {shape:?} -> {out_shape:?}", input.len(), init.len(), out.len()) });
    }
    let rank = shape.len();
    let mut strides = vec![1usize; rank];
    for d in (0..rank.saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    let offsets: Vec<Vec<i64>> = indices(&window.window_dimensions).into_iter().map(|w| (0..rank).map(|d| (w[d] * window.window_dilations[d]) as i64).collect()).collect();
    let dilated: Vec<i64> = (0..rank).map(|d| window.dilated(d, shape[d])).collect();
    let elements = offsets.len();
    let mut windows = init.repeat(out_count * elements);
    for (o, index) in indices(out_shape).into_iter().enumerate() {
        let start: Vec<i64> = (0..rank).map(|d| (index[d] * window.window_strides[d]) as i64 - window.padding[d].0).collect();
        for (w, offset) in offsets.iter().enumerate() {
            let mut at = Some(0usize);
            for d in 0..rank {
                let position = start[d] + offset[d];
                let dilation = window.base_dilations[d] as i64;
                if position < 0 || position >= dilated[d] || position % dilation != 0 {
                    at = None;
                    break;
                }
                at = at.map(|a| a + (position / dilation) as usize * strides[d]);
            }
            if let Some(at) = at {
                let to = (o * elements + w) * size;
                windows[to..to + size].copy_from_slice(&input[at * size..(at + 1) * size]);
            }
        }
    }
    machine::reduce(op, ty, x_first, &windows, &[out_count, elements], &[1], init, out)
}
