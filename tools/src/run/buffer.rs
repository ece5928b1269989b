//! Runtime values: an element kind, a row-major shape and one code per element. Number formats
//! convert to and from `lpf_numerics::kernels::Tensor` for the kernels; moving data around
//! (transposes for blocked dimensions) never looks inside a code.

use lpf_lowering::ir_numerics::Element;
use lpf_numerics::kernels::Tensor;
use lpf_numerics::{Code, Format};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub element: Element,
    /// Row-major shape; empty for scalars (and rank-0 tensors).
    pub shape: Vec<usize>,
    pub codes: Vec<Code>,
}

impl Buffer {
    pub fn from_tensor(t: Tensor) -> Buffer {
        Buffer { element: Element::Float(t.format), shape: t.shape, codes: t.codes }
    }

    /// The number format, when the element is one.
    pub fn format(&self) -> Option<Format> {
        match self.element {
            Element::Float(f) => Some(f),
            Element::Int(_) => None,
        }
    }

    /// A kernel tensor of this buffer (`None` for integer elements).
    pub fn tensor(&self) -> Option<Tensor> {
        Some(Tensor { format: self.format()?, shape: self.shape.clone(), codes: self.codes.clone() })
    }

    /// The same data viewed under another shape of equal element count.
    pub fn reshaped(&self, shape: Vec<usize>) -> Option<Buffer> {
        (lpf_numerics::kernels::element_count(&shape) == Some(self.codes.len()))
            .then(|| Buffer { element: self.element, shape, codes: self.codes.clone() })
    }

    /// Dimensions reordered: result dimension i is source dimension `perm[i]`.
    pub fn permuted(&self, perm: &[usize]) -> Buffer {
        let rank = self.shape.len();
        let strides: Vec<usize> = (0..rank).map(|d| self.shape[d + 1..].iter().product()).collect();
        let shape: Vec<usize> = perm.iter().map(|p| self.shape[*p]).collect();
        let mut codes = Vec::with_capacity(self.codes.len());
        let mut index = vec![0usize; rank];
        for _ in 0..self.codes.len() {
            let offset: usize = (0..rank).map(|i| index[i] * strides[perm[i]]).sum();
            codes.push(self.codes[offset]);
            // Advance the row-major index over the result's shape.
            for i in (0..rank).rev() {
                index[i] += 1;
                if index[i] < shape[i] {
                    break;
                }
                index[i] = 0;
            }
        }
        Buffer { element: self.element, shape, codes }
    }
}

/// The permutation that moves `axis` to the end (its inverse is [`axis_back`]).
pub fn axis_last(rank: usize, axis: usize) -> Vec<usize> {
    (0..rank).filter(|d| *d != axis).chain([axis]).collect()
}

/// The inverse of [`axis_last`].
pub fn axis_back(rank: usize, axis: usize) -> Vec<usize> {
    (0..rank).map(|d| if d < axis { d } else if d == axis { rank - 1 } else { d - 1 }).collect()
}

/// Swaps the last two dimensions (rank >= 2).
pub fn swap_last_two(rank: usize) -> Vec<usize> {
    let mut p: Vec<usize> = (0..rank).collect();
    p.swap(rank - 2, rank - 1);
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use lpf_numerics::IntType;

    fn ints(shape: Vec<usize>) -> Buffer {
        let n: usize = shape.iter().product();
        Buffer { element: Element::Int(IntType { bits: 32, signed: true }), shape, codes: (0..n as u64).collect() }
    }

    #[test]
    fn transpose_of_a_matrix() {
        let t = ints(vec![2, 3]).permuted(&swap_last_two(2));
        assert_eq!(t.shape, vec![3, 2]);
        assert_eq!(t.codes, vec![0, 3, 1, 4, 2, 5]);
    }

    #[test]
    fn axis_round_trip_restores_the_data() {
        let b = ints(vec![2, 3, 4]);
        for axis in 0..3 {
            let moved = b.permuted(&axis_last(3, axis));
            assert_eq!(*moved.shape.last().unwrap(), b.shape[axis]);
            assert_eq!(moved.permuted(&axis_back(3, axis)), b);
        }
        // Moving axis 0 of [2,3,4] last: element [i,j,k] lands at [j,k,i].
        let moved = b.permuted(&axis_last(3, 0));
        assert_eq!(moved.codes[1], 12);
    }
}
