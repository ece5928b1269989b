//! SuperFloat programs of the shapes the Atreides exit lowers (docs/atreides.md, "What is
//! lowered"): per result one expression tree over SF arguments: an SF16-accumulated dot of two
//! arguments, or an SF16 argument, or a widened narrower one, then adds, subs, truncating muls,
//! relu and leaky_relu. A few programs step outside that set, to check that the exit refuses
//! them with E0915 and nothing worse.

use super::program::{Arg, Program};
use super::types::{Elem, Ty};
use super::values;
use crate::generator::Rng;
use lpf_numerics::{Format, SfWidth};

struct Gen<'r> {
    rng: &'r mut Rng,
    args: Vec<Arg>,
    body: Vec<String>,
    next: usize,
    shape: Vec<usize>,
}

fn sf(bits: usize) -> Format {
    Format::Sf(SfWidth::new(bits as u8).expect("2..=16"))
}

impl Gen<'_> {
    fn arg(&mut self, ty: Ty) -> String {
        let codes = values::codes(self.rng, ty.elem, ty.elements());
        self.args.push(Arg { ty, codes });
        format!("%a{}", self.args.len() - 1)
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn sf16_ty(&self) -> Ty {
        Ty::tensor(Elem::Float(sf(16)), self.shape.clone())
    }

    /// An SF16 operand of the result's shape: an argument, or a narrower one widened.
    fn leaf(&mut self) -> String {
        // An argument used twice (in two results, or as a dot operand and an addend).
        let ty = self.sf16_ty();
        let same: Vec<usize> = (0..self.args.len()).filter(|&i| self.args[i].ty == ty).collect();
        if !same.is_empty() && self.rng.below(4) == 0 {
            return format!("%a{}", same[self.rng.below(same.len())]);
        }
        if self.rng.below(3) == 0 {
            let n = 2 + self.rng.below(14);
            let ty = Ty::tensor(Elem::Float(sf(n)), self.shape.clone());
            let a = self.arg(ty.clone());
            let v = self.fresh();
            self.body.push(format!("  {v} = lpf.convert {a} : {} to {}", ty.text(), self.sf16_ty().text()));
            v
        } else {
            let ty = self.sf16_ty();
            self.arg(ty)
        }
    }

    /// The start of a result: a dot (rank 2 only) or a leaf.
    fn root(&mut self) -> String {
        if self.shape.len() == 2 && self.rng.below(2) == 0 {
            let (m, n) = (self.shape[0], self.shape[1]);
            // k = 0 now and then: an empty contraction, +0 everywhere.
            let k = match self.rng.below(16) {
                0 => 0,
                1..=4 => 13 + self.rng.below(60),
                _ => 1 + self.rng.below(12),
            };
            let (na, nb) = (2 + self.rng.below(15), 2 + self.rng.below(15));
            let at = Ty::tensor(Elem::Float(sf(na)), vec![m, k]);
            let bt = Ty::tensor(Elem::Float(sf(nb)), vec![k, n]);
            let (mut a, mut b) = (self.arg(at.clone()), self.arg(bt.clone()));
            let (mut at, mut bt) = (at, bt);
            // An operand widened to SF16 first (the exit folds the widening into the load).
            for (x, t) in [(&mut a, &mut at), (&mut b, &mut bt)] {
                if self.rng.below(4) == 0 && t.elem != Elem::Float(sf(16)) {
                    let wide = t.with_elem(Elem::Float(sf(16)));
                    let v = self.fresh();
                    self.body.push(format!("  {v} = lpf.convert {x} : {} to {}", t.text(), wide.text()));
                    *x = v;
                    *t = wide;
                }
            }
            let v = self.fresh();
            self.body.push(format!(
                "  {v} = lpf.dot {a}, {b} acc(!lpf.sf<16>) : {}, {} -> {}",
                at.text(),
                bt.text(),
                self.sf16_ty().text()
            ));
            v
        } else {
            self.leaf()
        }
    }

    fn result(&mut self) -> String {
        let mut x = self.root();
        let t = self.sf16_ty().text();
        for _ in 0..self.rng.below(4) {
            let v = self.fresh();
            let line = match self.rng.below(24) {
                0..=2 => format!("  {v} = lpf.add {x}, {} : {t}", self.leaf()),
                3 | 4 => format!("  {v} = lpf.sub {x}, {} : {t}", self.leaf()),
                5 | 6 => format!("  {v} = lpf.mul {x}, {} rounding(toward_zero) : {t}", self.leaf()),
                7 => format!("  {v} = lpf.relu {x} : {t}"),
                8 => format!("  {v} = lpf.leaky_relu {x} rounding(toward_zero) : {t}"),
                9..=21 => match self.rng.below(4) {
                    0 => format!("  {v} = lpf.add {}, {x} : {t}", self.leaf()),
                    1 => format!("  {v} = lpf.sub {}, {x} : {t}", self.leaf()),
                    2 => format!("  {v} = lpf.mul {}, {x} rounding(toward_zero) : {t}", self.leaf()),
                    _ => format!("  {v} = lpf.leaky_relu {x} rounding(toward_zero) : {t}"),
                },
                // Outside the lowered set: the exit must refuse with E0915.
                22 => format!("  {v} = lpf.mul {x}, {} : {t}", self.leaf()),
                _ => format!("  {v} = lpf.neg {x} : {t}"),
            };
            self.body.push(line);
            x = v;
        }
        x
    }
}

/// A random SuperFloat program with one or two results.
pub fn generate(rng: &mut Rng) -> Program {
    let rank = 1 + rng.below(2);
    let big = rng.below(5) == 0;
    let mut shape: Vec<usize> = (0..rank).map(|_| if big { 10 + rng.below(40) } else { 1 + rng.below(9) }).collect();
    // Zero-size results (one in twelve): no launch, an empty view (a zero-thread plan once
    // divided by zero in the code generator).
    if rng.below(12) == 0 {
        let d = rng.below(rank);
        shape[d] = 0;
    }
    let mut g = Gen { rng, args: Vec::new(), body: Vec::new(), next: 0, shape };
    let count = 1 + g.rng.below(2);
    let results: Vec<String> = (0..count).map(|_| g.result()).collect();
    let ty = g.sf16_ty();
    let params: Vec<String> = g.args.iter().enumerate().map(|(i, a)| format!("%a{i}: {}", a.ty.text())).collect();
    let types = vec![ty.text(); count];
    let mut text = format!("func.func @main({}) -> ({}) {{\n", params.join(", "), types.join(", "));
    for line in &g.body {
        text.push_str(line);
        text.push('\n');
    }
    text.push_str(&format!("  return {} : {}\n}}\n", results.join(", "), types.join(", ")));
    Program { text, args: g.args, results: vec![ty; count], contracts: true, contractions: Vec::new(), mixed: None }
}
