//! Comparing an exit's results with the reference's, code by code.

use super::bound::{admits, Allowed};
use super::types::{Elem, Ty};
use lpf_numerics::{decode, Format};

/// Whether two codes mean the same (any NaN equals any NaN: payloads are not part of the
/// contract, docs/llvm.md).
pub fn same(elem: Elem, a: u64, b: u64) -> bool {
    match elem {
        Elem::Float(f) => a == b || (decode(f, a).is_nan() && decode(f, b).is_nan()),
        Elem::I1 | Elem::Int { .. } => a == b,
    }
}

/// Per program result: the accumulator and what the §8 comparison allows per element, for a
/// contraction result an exit sums in its own order (None: bit for bit).
pub type Bounded = Option<(Format, Vec<Allowed>)>;

/// The mismatches between reference and exit results (empty when they agree), at most `max`.
pub fn mismatches(types: &[Ty], want: &[Vec<u64>], got: &[Vec<u64>], bounded: &[Bounded], max: usize) -> Vec<String> {
    let mut found = Vec::new();
    for (r, ty) in types.iter().enumerate() {
        let (w, g) = (&want[r], &got[r]);
        if w.len() != g.len() {
            found.push(format!("out{r}: {} elements on the exit, {} on ref", g.len(), w.len()));
            continue;
        }
        let bound = bounded.get(r).and_then(|b| b.as_ref());
        for (i, (a, b)) in w.iter().zip(g).enumerate() {
            let ok = match bound {
                Some((acc, allowed)) => admits(allowed[i], *acc, *a, *b),
                None => same(ty.elem, *a, *b),
            };
            if !ok && found.len() < max {
                let decoded = |c: u64| ty.elem.format().map(|f| decode(f, c).to_string()).unwrap_or_else(|| c.to_string());
                let limit = match bound.map(|(_, allowed)| allowed[i]) {
                    Some(Allowed::Within(l)) => format!(", §8 bound {l:e}"),
                    _ => String::new(),
                };
                found.push(format!("out{r}[{i}]: ref {a:#x} ({}), exit {b:#x} ({}){limit}", decoded(*a), decoded(*b)));
            }
        }
    }
    found
}
