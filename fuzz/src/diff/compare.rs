//! Comparing an exit's results with the reference's, code by code.

use super::types::{Elem, Ty};
use lpf_numerics::{decode, Format};

/// Whether two codes mean the same (any NaN equals any NaN: payloads are not part of the
/// contract, docs/llvm.md).
pub fn same(elem: Elem, a: u64, b: u64) -> bool {
    match elem {
        Elem::Float(f) => a == b || (decode(f, a).is_nan() && decode(f, b).is_nan()),
        Elem::I1 => a == b,
    }
}

/// Whether two codes are within a loose relative bound and of one class (NaN, sign of inf):
/// what XLA's own summation order and flushing may change in a contraction's result.
pub fn close(format: Format, a: u64, b: u64) -> bool {
    let (x, y) = (decode(format, a), decode(format, b));
    if x.is_nan() || y.is_nan() {
        return x.is_nan() && y.is_nan();
    }
    if x.is_infinite() || y.is_infinite() {
        return x == y;
    }
    (x - y).abs() <= 1e-3 * x.abs().max(y.abs()) + 1e-30
}

/// The mismatches between reference and exit results (empty when they agree), at most `max`.
pub fn mismatches(types: &[Ty], want: &[Vec<u64>], got: &[Vec<u64>], loose: bool, max: usize) -> Vec<String> {
    let mut found = Vec::new();
    for (r, ty) in types.iter().enumerate() {
        let (w, g) = (&want[r], &got[r]);
        if w.len() != g.len() {
            found.push(format!("out{r}: {} elements on the exit, {} on ref", g.len(), w.len()));
            continue;
        }
        for (i, (a, b)) in w.iter().zip(g).enumerate() {
            let ok = same(ty.elem, *a, *b)
                || (loose && matches!(ty.elem, Elem::Float(f) if close(f, *a, *b)));
            if !ok && found.len() < max {
                let decoded = |c: u64| ty.elem.format().map(|f| decode(f, c).to_string()).unwrap_or_else(|| c.to_string());
                found.push(format!("out{r}[{i}]: ref {a:#x} ({}), exit {b:#x} ({})", decoded(*a), decoded(*b)));
            }
        }
    }
    found
}
