//! Data movement over row-major byte buffers of fixed-size elements: broadcasting and
//! transposing, which never look inside an element (so every code keeps its bits whatever its
//! format). lpf-run uses them on StableHLO's interpreter layout (one element in a fixed number of
//! bytes); they live here for the optimised build of the numerics crate, since lpf-run's own
//! crate is built without optimisation in debug builds.

use super::error::KernelError;
use super::tensor::element_count;

fn shape_error(op: &'static str, detail: String) -> KernelError {
    KernelError::Shape { op, detail }
}

/// Row-major strides (in elements) of `shape`.
fn row_major_strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

fn check_len(op: &'static str, bytes: &[u8], shape: &[usize], size: usize) -> Result<usize, KernelError> {
    let count = element_count(shape).ok_or_else(|| shape_error(op, format!("shape {shape:?} is too large")))?;
    if size == 0 || bytes.len() != count * size {
        return Err(shape_error(op, format!("{} bytes for shape {shape:?} of {size}-byte elements", bytes.len())));
    }
    Ok(count)
}

/// Copies `source` (shape `from`, elements of `size` bytes) into `out` (shape `to`) by the
/// source offset of each output element, which `source_strides` gives per output dimension
/// (0 where the output repeats the source along that dimension). The innermost dimension is
/// copied as a run when its stride is 1, and as one repeated element when it is 0.
fn gather(source: &[u8], size: usize, to: &[usize], source_strides: &[usize], out: &mut [u8]) {
    let rank = to.len();
    if out.is_empty() {
        return;
    }
    if rank == 0 {
        out.copy_from_slice(&source[..size]);
        return;
    }
    let inner = to[rank - 1];
    let inner_stride = source_strides[rank - 1];
    let rows = out.len() / size / inner.max(1);
    let mut index = vec![0usize; rank - 1];
    let mut offset = 0usize; // source element offset of the current row's start
    for row in 0..rows {
        let dst = &mut out[row * inner * size..(row + 1) * inner * size];
        match inner_stride {
            1 => dst.copy_from_slice(&source[offset * size..(offset + inner) * size]),
            0 => {
                let element = &source[offset * size..(offset + 1) * size];
                for chunk in dst.chunks_exact_mut(size) {
                    chunk.copy_from_slice(element);
                }
            }
            stride => {
                for (k, chunk) in dst.chunks_exact_mut(size).enumerate() {
                    let at = (offset + k * stride) * size;
                    chunk.copy_from_slice(&source[at..at + size]);
                }
            }
        }
        // Advance the row index (all dimensions but the last), keeping the offset in step.
        for d in (0..rank - 1).rev() {
            index[d] += 1;
            offset += source_strides[d];
            if index[d] < to[d] {
                break;
            }
            offset -= source_strides[d] * to[d];
            index[d] = 0;
        }
    }
}

/// Codes from elements of `size` bytes (1, 2, 4 or 8), little-endian, masked by `mask`.
pub fn unpack(bytes: &[u8], size: usize, mask: u64) -> Vec<u64> {
    match size {
        1 => bytes.iter().map(|b| u64::from(*b) & mask).collect(),
        2 => bytes.chunks_exact(2).map(|c| u64::from(u16::from_le_bytes([c[0], c[1]])) & mask).collect(),
        4 => bytes.chunks_exact(4).map(|c| u64::from(u32::from_le_bytes([c[0], c[1], c[2], c[3]])) & mask).collect(),
        _ => bytes.chunks_exact(size).map(|c| {
            let mut word = [0u8; 8];
            word[..size.min(8)].copy_from_slice(&c[..size.min(8)]);
            u64::from_le_bytes(word) & mask
        }).collect(),
    }
}

/// Codes as elements of `size` bytes (1, 2, 4 or 8), little-endian, into `out`
/// (`codes.len() * size` bytes; each code's low bytes).
pub fn pack(codes: &[u64], size: usize, out: &mut [u8]) {
    match size {
        1 => out.iter_mut().zip(codes).for_each(|(o, c)| *o = *c as u8),
        2 => out.chunks_exact_mut(2).zip(codes).for_each(|(o, c)| o.copy_from_slice(&(*c as u16).to_le_bytes())),
        4 => out.chunks_exact_mut(4).zip(codes).for_each(|(o, c)| o.copy_from_slice(&(*c as u32).to_le_bytes())),
        _ => out.chunks_exact_mut(size).zip(codes).for_each(|(o, c)| o.copy_from_slice(&c.to_le_bytes()[..size.min(8)])),
    }
}

/// StableHLO's `broadcast_in_dim`: output dimension `dims[i]` is source dimension `i`, which has
/// the output's size or size 1 (then repeated); the other output dimensions repeat the source.
pub fn broadcast_in_dim(source: &[u8], size: usize, from: &[usize], dims: &[usize], to: &[usize], out: &mut [u8]) -> Result<(), KernelError> {
    const OP: &str = "broadcast_in_dim";
    check_len(OP, source, from, size)?;
    check_len(OP, out, to, size)?;
    if dims.len() != from.len() {
        return Err(shape_error(OP, format!("{} broadcast dimensions for a rank-{} operand", dims.len(), from.len())));
    }
    let from_strides = row_major_strides(from);
    let mut source_strides = vec![0usize; to.len()];
    for (i, &d) in dims.iter().enumerate() {
        if d >= to.len() || !(from[i] == to[d] || from[i] == 1) {
            return Err(shape_error(OP, format!("operand shape {from:?} does not broadcast to {to:?} along {dims:?}")));
        }
        if from[i] != 1 {
            source_strides[d] = from_strides[i];
        }
    }
    gather(source, size, to, &source_strides, out);
    Ok(())
}

/// StableHLO's `transpose`: output dimension `i` is source dimension `perm[i]`.
pub fn transpose(source: &[u8], size: usize, from: &[usize], perm: &[usize], out: &mut [u8]) -> Result<(), KernelError> {
    const OP: &str = "transpose";
    check_len(OP, source, from, size)?;
    let mut seen = vec![false; from.len()];
    if perm.len() != from.len() || perm.iter().any(|&p| p >= from.len() || std::mem::replace(&mut seen[p], true)) {
        return Err(shape_error(OP, format!("{perm:?} is not a permutation of the dimensions of {from:?}")));
    }
    let to: Vec<usize> = perm.iter().map(|&p| from[p]).collect();
    check_len(OP, out, &to, size)?;
    let from_strides = row_major_strides(from);
    let source_strides: Vec<usize> = perm.iter().map(|&p| from_strides[p]).collect();
    gather(source, size, &to, &source_strides, out);
    Ok(())
}

/// StableHLO's `slice`: the elements of `source` (shape `from`) at `start[d] + i * strides[d]`
/// for i below `to[d]`, the result's shape.
pub fn slice(source: &[u8], size: usize, from: &[usize], start: &[usize], strides: &[usize], to: &[usize], out: &mut [u8]) -> Result<(), KernelError> {
    const OP: &str = "slice";
    check_len(OP, source, from, size)?;
    check_len(OP, out, to, size)?;
    let rank = from.len();
    // Every index read lies inside `from`: start + (to - 1) * stride < from wherever to > 0.
    let fits = start.len() == rank
        && strides.len() == rank
        && to.len() == rank
        && (0..rank).all(|d| strides[d] > 0 && (to[d] == 0 || start[d].checked_add((to[d] - 1).checked_mul(strides[d]).unwrap_or(usize::MAX)).is_some_and(|last| last < from[d])));
    if !fits {
        return Err(shape_error(OP, format!("start {start:?}, strides {strides:?} and result {to:?} do not fit in {from:?}")));
    }
    if out.is_empty() {
        return Ok(());
    }
    let from_strides = row_major_strides(from);
    let offset: usize = (0..rank).map(|d| start[d] * from_strides[d]).sum();
    let source_strides: Vec<usize> = (0..rank).map(|d| from_strides[d] * strides[d]).collect();
    gather(&source[offset * size..], size, to, &source_strides, out);
    Ok(())
}

/// StableHLO's `dynamic_update_slice` after its start indices are clamped: `out` (shape `to`,
/// holding the operand's elements) takes `update` (shape `shape`) at `start`, row by row of the
/// innermost dimension.
pub fn update_slice(out: &mut [u8], size: usize, to: &[usize], update: &[u8], shape: &[usize], start: &[usize]) -> Result<(), KernelError> {
    const OP: &str = "dynamic_update_slice";
    check_len(OP, out, to, size)?;
    let count = check_len(OP, update, shape, size)?;
    let rank = to.len();
    let fits = shape.len() == rank && start.len() == rank && (0..rank).all(|d| start[d].checked_add(shape[d]).is_some_and(|end| end <= to[d]));
    if !fits {
        return Err(shape_error(OP, format!("an update {shape:?} at {start:?} does not fit in {to:?}")));
    }
    if count == 0 {
        return Ok(());
    }
    if rank == 0 {
        out.copy_from_slice(update);
        return Ok(());
    }
    let to_strides = row_major_strides(to);
    let inner = shape[rank - 1] * size;
    let mut index = vec![0usize; rank - 1];
    for row in update.chunks_exact(inner) {
        let offset: usize = (0..rank).map(|d| (start[d] + index.get(d).copied().unwrap_or(0)) * to_strides[d]).sum();
        out[offset * size..offset * size + inner].copy_from_slice(row);
        for d in (0..rank - 1).rev() {
            index[d] += 1;
            if index[d] < shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Ok(())
}

/// StableHLO's `concatenate` of `inputs` (each with its shape) along `dim` into `out`.
pub fn concatenate(inputs: &[(&[u8], &[usize])], size: usize, dim: usize, out: &mut [u8]) -> Result<(), KernelError> {
    const OP: &str = "concatenate";
    let Some((_, first)) = inputs.first() else { return Err(shape_error(OP, "no inputs".into())) };
    let rank = first.len();
    let same_elsewhere = |shape: &[usize]| shape.len() == rank && (0..rank).all(|d| d == dim || shape[d] == first[d]);
    if dim >= rank || !inputs.iter().all(|(_, shape)| same_elsewhere(shape)) {
        return Err(shape_error(OP, format!("inputs of shapes {:?} along dimension {dim}", inputs.iter().map(|(_, s)| s.to_vec()).collect::<Vec<_>>())));
    }
    let mut to = first.to_vec();
    to[dim] = inputs.iter().map(|(_, shape)| shape[dim]).sum();
    check_len(OP, out, &to, size)?;
    for (bytes, shape) in inputs {
        check_len(OP, bytes, shape, size)?;
    }
    // Each input is `outer` blocks of shape[dim..] elements; the result's block takes them in turn.
    let outer: usize = first[..dim].iter().product();
    let inner: usize = first[dim + 1..].iter().product();
    let mut at = 0;
    for block in 0..outer {
        for (bytes, shape) in inputs {
            let len = shape[dim] * inner * size;
            out[at..at + len].copy_from_slice(&bytes[block * len..(block + 1) * len]);
            at += len;
        }
    }
    Ok(())
}

/// StableHLO's `select`: `on_true`'s element where `pred` (one byte per element, or one byte for
/// all) is nonzero, else `on_false`'s.
pub fn select(pred: &[u8], on_true: &[u8], on_false: &[u8], size: usize, out: &mut [u8]) -> Result<(), KernelError> {
    let count = out.len() / size.max(1);
    if size == 0 || out.len() % size != 0 || on_true.len() != out.len() || on_false.len() != out.len() || (pred.len() != count && pred.len() != 1) {
        return Err(shape_error("select", format!("{} predicate, {} and {} operand bytes for {} result bytes", pred.len(), on_true.len(), on_false.len(), out.len())));
    }
    for (i, element) in out.chunks_exact_mut(size).enumerate() {
        let chosen = if pred[if pred.len() == 1 { 0 } else { i }] != 0 { on_true } else { on_false };
        element.copy_from_slice(&chosen[i * size..(i + 1) * size]);
    }
    Ok(())
}

/// The dimension numbers of StableHLO's `gather` (without batching dimensions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GatherDims {
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub index_vector_dim: usize,
}

/// StableHLO's `gather` of `operand` (shape `from`, elements of `size` bytes) at the start
/// indices `indices` (their values, shape `index_shape`) into `out` (shape `to`), as the
/// specification defines it: each result index splits into batch dimensions (those not in
/// `offset_dims`), which pick a start vector along `index_vector_dim` (clamped so that the slice
/// of `slice_sizes` fits), and offset dimensions, which walk the slice's dimensions that are not
/// collapsed, in order.
pub fn gather_slices(
    operand: &[u8],
    size: usize,
    from: &[usize],
    indices: &[i64],
    index_shape: &[usize],
    dims: &GatherDims,
    slice_sizes: &[usize],
    to: &[usize],
    out: &mut [u8],
) -> Result<(), KernelError> {
    const OP: &str = "gather";
    check_len(OP, operand, from, size)?;
    check_len(OP, out, to, size)?;
    let rank = from.len();
    let vector_len = if dims.index_vector_dim < index_shape.len() { index_shape[dims.index_vector_dim] } else { 1 };
    let kept: Vec<usize> = (0..rank).filter(|d| !dims.collapsed_slice_dims.contains(d)).collect();
    let batch_dims: Vec<usize> = (0..to.len()).filter(|d| !dims.offset_dims.contains(d)).collect();
    let index_batch: Vec<usize> = (0..index_shape.len()).filter(|&d| d != dims.index_vector_dim).collect();
    let fits = slice_sizes.len() == rank
        && (0..rank).all(|d| slice_sizes[d] <= from[d])
        && dims.index_vector_dim <= index_shape.len()
        && element_count(index_shape) == Some(indices.len())
        && dims.start_index_map.len() == vector_len
        && dims.start_index_map.iter().all(|&d| d < rank)
        && dims.collapsed_slice_dims.iter().all(|&d| d < rank && slice_sizes[d] <= 1)
        && kept.len() == dims.offset_dims.len()
        && dims.offset_dims.iter().all(|&d| d < to.len())
        && batch_dims.len() == index_batch.len()
        && batch_dims.iter().zip(&index_batch).all(|(&r, &i)| to[r] == index_shape[i])
        && dims.offset_dims.iter().zip(&kept).all(|(&r, &o)| to[r] == slice_sizes[o]);
    if !fits {
        return Err(shape_error(OP, format!("operand {from:?}, indices {index_shape:?}, {dims:?}, slice sizes {slice_sizes:?} and result {to:?} do not agree")));
    }
    if out.is_empty() {
        return Ok(());
    }
    let from_strides = row_major_strides(from);
    let index_strides = row_major_strides(index_shape);
    let vector_stride = if dims.index_vector_dim < index_shape.len() { index_strides[dims.index_vector_dim] } else { 0 };
    let mut index = vec![0usize; to.len()];
    for element in out.chunks_exact_mut(size) {
        // The start vector of this batch position, then the operand element.
        let base: usize = batch_dims.iter().zip(&index_batch).map(|(&r, &i)| index[r] * index_strides[i]).sum();
        let mut at = 0usize;
        for (k, &d) in dims.start_index_map.iter().enumerate() {
            let start = i128::from(indices[base + k * vector_stride]).clamp(0, (from[d] - slice_sizes[d]) as i128) as usize;
            at += start * from_strides[d];
        }
        for (&r, &o) in dims.offset_dims.iter().zip(&kept) {
            at += index[r] * from_strides[o];
        }
        element.copy_from_slice(&operand[at * size..(at + 1) * size]);
        for d in (0..to.len()).rev() {
            index[d] += 1;
            if index[d] < to[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Ok(())
}

/// StableHLO's `pad` of `source` (shape `from`, elements of `size` bytes) by `value` (one
/// element) into `out` (shape `to`): operand index i lands at `low + i * (interior + 1)` in each
/// dimension where that lies inside `to` (a negative `low` or `high` crops), every other element
/// is `value`, as the interpreter's `padOp` defines it. `to` must be `low + high + from +
/// (from - 1) * interior` per dimension. Runs, not elements: the fill doubles one copy of
/// `value`, trailing dimensions without padding join the element, and the innermost dimension
/// is copied as one run where its interior padding is 0.
#[allow(clippy::too_many_arguments)]
pub fn pad(source: &[u8], size: usize, from: &[usize], value: &[u8], low: &[i64], high: &[i64], interior: &[usize], to: &[usize], out: &mut [u8]) -> Result<(), KernelError> {
    const OP: &str = "pad";
    check_len(OP, source, from, size)?;
    check_len(OP, out, to, size)?;
    let rank = from.len();
    let implied = |d: usize| -> Option<i64> {
        let (n, inner) = (i64::try_from(from[d]).ok()?, i64::try_from(interior[d]).ok()?);
        low[d].checked_add(high[d])?.checked_add(n)?.checked_add((n - 1).max(0).checked_mul(inner)?)
    };
    let fits = value.len() == size && low.len() == rank && high.len() == rank && interior.len() == rank && to.len() == rank && (0..rank).all(|d| implied(d) == i64::try_from(to[d]).ok());
    if !fits {
        return Err(shape_error(OP, format!("{} value bytes, low {low:?}, high {high:?} and interior {interior:?} do not pad {from:?} to {to:?}", value.len())));
    }
    if out.is_empty() {
        return Ok(());
    }
    // The padding value everywhere: one copy, then doubling copies.
    out[..size].copy_from_slice(value);
    let mut filled = size;
    while filled < out.len() {
        let n = filled.min(out.len() - filled);
        out.copy_within(..n, filled);
        filled += n;
    }
    // Trailing dimensions without padding are one element of `block` bytes.
    let mut kept = rank;
    while kept > 0 && low[kept - 1] == 0 && high[kept - 1] == 0 && (interior[kept - 1] == 0 || from[kept - 1] <= 1) {
        kept -= 1;
    }
    let block = size * from[kept..].iter().product::<usize>();
    if kept == 0 {
        out.copy_from_slice(source);
        return Ok(());
    }
    let (from, to) = (&from[..kept], &to[..kept]);
    let (source_strides, out_strides) = (row_major_strides(from), row_major_strides(to));
    // Per dimension: the first operand index that lands inside `to`, how many do, and where
    // the first lands.
    let mut first = vec![0usize; kept];
    let mut count = vec![0usize; kept];
    let mut at = vec![0usize; kept];
    for d in 0..kept {
        let step = interior[d] as i64 + 1;
        let begin = if low[d] >= 0 { 0 } else { (-low[d] + step - 1) / step };
        let end = if to[d] as i64 > low[d] { ((to[d] as i64 - low[d] + step - 1) / step).min(from[d] as i64) } else { 0 };
        if end <= begin {
            return Ok(());
        }
        (first[d], count[d], at[d]) = (begin as usize, (end - begin) as usize, (low[d] + begin * step) as usize);
    }
    let last = kept - 1;
    let (run, step) = (count[last], interior[last] + 1);
    let mut index = vec![0usize; last];
    let mut source_offset: usize = (0..kept).map(|d| first[d] * source_strides[d]).sum();
    let mut out_offset: usize = (0..kept).map(|d| at[d] * out_strides[d]).sum();
    let rows: usize = count[..last].iter().product();
    for _ in 0..rows {
        let from_bytes = &source[source_offset * block..(source_offset + run) * block];
        if step == 1 {
            out[out_offset * block..(out_offset + run) * block].copy_from_slice(from_bytes);
        } else {
            for (k, element) in from_bytes.chunks_exact(block).enumerate() {
                let o = (out_offset + k * step) * block;
                out[o..o + block].copy_from_slice(element);
            }
        }
        // The next row: the odometer over the outer dimensions, offsets kept in step.
        for d in (0..last).rev() {
            index[d] += 1;
            source_offset += source_strides[d];
            out_offset += out_strides[d] * (interior[d] + 1);
            if index[d] < count[d] {
                break;
            }
            source_offset -= source_strides[d] * count[d];
            out_offset -= out_strides[d] * (interior[d] + 1) * count[d];
            index[d] = 0;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// u16 elements 0..n as little-endian bytes.
    fn iota(n: usize) -> Vec<u8> {
        (0..n as u16).flat_map(u16::to_le_bytes).collect()
    }

    fn values(bytes: &[u8]) -> Vec<u16> {
        bytes.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect()
    }

    /// The definition, index by index.
    fn broadcast_by_definition(from: &[usize], dims: &[usize], to: &[usize]) -> Vec<u16> {
        let total: usize = to.iter().product();
        (0..total)
            .map(|flat| {
                let mut rest = flat;
                let mut index = vec![0; to.len()];
                for d in (0..to.len()).rev() {
                    index[d] = rest % to[d];
                    rest /= to[d];
                }
                dims.iter().enumerate().fold(0usize, |acc, (i, &d)| acc * from[i] + if from[i] == 1 { 0 } else { index[d] }) as u16
            })
            .collect()
    }

    /// `pad` by the interpreter's definition: operand index i at low + i * (interior + 1), kept
    /// where it lies inside the result.
    fn pad_by_definition(from: &[usize], low: &[i64], interior: &[usize], to: &[usize], fill: u16) -> Vec<u16> {
        let mut out = vec![fill; to.iter().product()];
        let total: usize = from.iter().product();
        for flat in 0..total {
            let (mut rest, mut target, mut inside) = (flat, 0i64, true);
            let mut index = vec![0usize; from.len()];
            for d in (0..from.len()).rev() {
                index[d] = rest % from[d];
                rest /= from[d];
            }
            for d in 0..from.len() {
                let r = low[d] + (index[d] * (interior[d] + 1)) as i64;
                inside &= r >= 0 && r < to[d] as i64;
                target = target * to[d] as i64 + r;
            }
            if inside {
                out[target as usize] = flat as u16;
            }
        }
        out
    }

    /// `dynamic_update_slice` by its definition: result index r takes update[r - start] where
    /// that lies inside the update, else operand[r].
    fn update_by_definition(to: &[usize], shape: &[usize], start: &[usize]) -> Vec<u16> {
        let total: usize = to.iter().product();
        (0..total)
            .map(|flat| {
                let (mut rest, mut index) = (flat, vec![0usize; to.len()]);
                for d in (0..to.len()).rev() {
                    index[d] = rest % to[d];
                    rest /= to[d];
                }
                let inside = (0..to.len()).all(|d| index[d] >= start[d] && index[d] < start[d] + shape[d]);
                if inside {
                    // Updates count from 1000 to tell them from the operand's elements.
                    1000 + (0..to.len()).fold(0usize, |acc, d| acc * shape[d] + index[d] - start[d]) as u16
                } else {
                    flat as u16
                }
            })
            .collect()
    }

    #[test]
    fn update_slices_match_the_definition() {
        let cases: [(&[usize], &[usize], &[usize]); 6] = [
            (&[4, 5, 6], &[2, 3, 4], &[1, 2, 2]),
            (&[4, 5, 6], &[4, 5, 6], &[0, 0, 0]),
            (&[3, 7], &[1, 7], &[2, 0]),
            (&[8], &[3], &[5]),
            (&[2, 3], &[0, 3], &[1, 0]),
            (&[], &[], &[]),
        ];
        for (to, shape, start) in cases {
            let mut out = iota(to.iter().product());
            let update: Vec<u8> = (0..shape.iter().product::<usize>() as u16).flat_map(|v| (1000 + v).to_le_bytes()).collect();
            update_slice(&mut out, 2, to, &update, shape, start).unwrap();
            assert_eq!(values(&out), update_by_definition(to, shape, start), "{to:?} {shape:?} at {start:?}");
        }
        let mut out = iota(8);
        assert!(update_slice(&mut out, 2, &[8], &iota(3), &[3], &[6]).is_err(), "an update past the end");
    }

    #[test]
    fn pads_match_the_definition() {
        let cases: &[(&[usize], &[i64], &[i64], &[usize])] = &[
            (&[], &[], &[], &[]),
            (&[5], &[2], &[3], &[0]),
            (&[5], &[-2], &[1], &[1]),
            (&[5], &[-3], &[-4], &[2]),
            (&[2, 3, 4], &[0, 1, 0], &[0, 0, 0], &[0, 0, 0]),
            (&[2, 3, 4], &[1, -1, 2], &[-1, 2, -3], &[1, 0, 2]),
            (&[3, 4, 5], &[0, 0, 0], &[0, 0, 27], &[0, 0, 0]),
            (&[3, 4, 5], &[-1, 0, 0], &[0, 0, 0], &[2, 0, 0]),
            (&[4, 1, 6], &[0, 0, -7], &[0, 0, 2], &[0, 3, 0]),
            (&[4, 1, 6], &[0, 0, 0], &[0, 0, -5], &[0, 3, 0]),
            (&[4, 2, 6], &[0, 0, 0], &[0, 0, -6], &[0, 3, 0]),
            (&[0, 3], &[1, 1], &[1, 1], &[0, 0]),
        ];
        for &(from, low, high, interior) in cases {
            let to: Vec<usize> = (0..from.len()).map(|d| (low[d] + high[d] + from[d] as i64 + (from[d] as i64 - 1).max(0) * interior[d] as i64) as usize).collect();
            let source = iota(from.iter().product());
            let mut out = vec![0u8; to.iter().product::<usize>() * 2];
            pad(&source, 2, from, &0xABCDu16.to_le_bytes(), low, high, interior, &to, &mut out).unwrap();
            assert_eq!(values(&out), pad_by_definition(from, low, interior, &to, 0xABCD), "{from:?} {low:?} {high:?} {interior:?}");
        }
        let mut out = vec![0u8; 8];
        assert!(pad(&iota(3), 2, &[3], &[0, 0], &[0], &[0], &[0], &[4], &mut out).is_err());
    }

    #[test]
    fn broadcasts_match_the_definition() {
        let cases: &[(&[usize], &[usize], &[usize])] = &[
            (&[], &[], &[2, 3]),
            (&[3], &[1], &[2, 3]),
            (&[2], &[0], &[2, 3]),
            (&[2, 1], &[0, 2], &[2, 4, 3]),
            (&[3, 2], &[2, 0], &[2, 4, 3]),
            (&[2, 3], &[0, 1], &[2, 3]),
            (&[1, 3], &[1, 2], &[4, 5, 3]),
            (&[4], &[0], &[4, 0]),
        ];
        for (from, dims, to) in cases {
            let n: usize = from.iter().product();
            let mut out = vec![0u8; 2 * to.iter().product::<usize>()];
            broadcast_in_dim(&iota(n), 2, from, dims, to, &mut out).unwrap();
            assert_eq!(values(&out), broadcast_by_definition(from, dims, to), "{from:?} {dims:?} {to:?}");
        }
    }

    #[test]
    fn transposes_match_the_definition() {
        let from = [2, 3, 4];
        for perm in [[0, 1, 2], [2, 0, 1], [1, 2, 0], [2, 1, 0], [0, 2, 1]] {
            let to: Vec<usize> = perm.iter().map(|&p| from[p]).collect();
            let mut out = vec![0u8; 48];
            transpose(&iota(24), 2, &from, &perm, &mut out).unwrap();
            for (flat, got) in values(&out).into_iter().enumerate() {
                let index = [flat / (to[1] * to[2]), flat / to[2] % to[1], flat % to[2]];
                let mut source = [0; 3];
                for k in 0..3 {
                    source[perm[k]] = index[k];
                }
                assert_eq!(got as usize, source[0] * 12 + source[1] * 4 + source[2], "{perm:?} at {flat}");
            }
        }
    }

    #[test]
    fn pack_and_unpack_round_trip() {
        for size in [1usize, 2, 4, 8] {
            let mask = if size == 8 { u64::MAX } else { (1u64 << (8 * size)) - 1 };
            let codes: Vec<u64> = (0..40u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) & mask).collect();
            let mut bytes = vec![0u8; codes.len() * size];
            pack(&codes, size, &mut bytes);
            assert_eq!(bytes[..size], codes[0].to_le_bytes()[..size]);
            assert_eq!(unpack(&bytes, size, mask), codes);
        }
        assert_eq!(unpack(&[0xFF], 1, 0xF), vec![0xF]);
    }

    #[test]
    fn bad_shapes_are_errors() {
        let mut out = vec![0u8; 12];
        assert!(broadcast_in_dim(&iota(2), 2, &[2], &[1], &[2, 3], &mut out).is_err());
        assert!(transpose(&iota(6), 2, &[2, 3], &[0, 0], &mut out).is_err());
        assert!(transpose(&iota(6), 2, &[2, 3], &[1, 0], &mut out[..10]).is_err());
    }
}
