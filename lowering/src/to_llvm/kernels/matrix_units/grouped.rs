//! GST-FDPA's chunk step (Blackwell's `kind::mxf4` / `kind::mxf4nvf4`, `block_scaled.rs`'s module
//! doc): per chunk e_max from the groups' nonzero masks and scale exponents, the group sums,
//! scaled and truncated, then T-FDPA's addend and rounding (`tile.rs`).

use super::lanes::{addend_norm, addf, mulf, power_of_two, splat, splat_bits, trunc, Lanes};
use super::plan::{ROWS, ZERO_NORM};
use super::tile::Tile;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, fold_many};
use crate::to_llvm::builders::vectors::{broadcast, vector_load};
use lpf_numerics::Format;
use melior::dialect::arith;
use melior::ir::Value;

impl<'c, 'a> Tile<'c, 'a, '_> {
    /// GST-FDPA's chain over chunks `first .. first + count` from the result vectors `init`
    /// (module doc): per chunk e_max from the masks and scale exponents, then per group its 16
    /// products summed exactly, times its scales and 2^(F - e_max), truncated, summed; then
    /// T-FDPA's addend and rounding.
    pub(super) fn emit_grouped(&self, ir: &Ir<'c, 'a>, group: usize, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        let t: Lanes<'c> = self.lanes;
        let (ga, gb) = (self.a.groups.as_ref().expect("grouped lhs"), self.b.groups.as_ref().expect("grouped rhs"));
        let chunk = self.plan.chunk;
        let per_chunk = chunk / group;
        fold_many(ir, count, &init, &mut |step, q, c| {
            let chunk_index = step.add(first, q);
            let k0 = step.mul(chunk_index, step.index(chunk as i64));
            let g0 = step.mul(chunk_index, step.index(per_chunk as i64));
            let c64: Vec<Value> = c.iter().map(|c| step.val(arith::extf(*c, t.f64, step.location))).collect();
            let zero_exp = splat(step, t.i32, self.plan.zero_exp as i64);
            let mut e_max: Vec<Value> = c64.iter().map(|c| step.max_signed(addend_norm(step, &t, *c, self.plan.result), zero_exp)).collect();
            let (zero_norm, none) = (splat(step, t.i32, ZERO_NORM), splat(step, t.i32, 0));
            let gi = |g: usize| step.add(g0, step.index(g as i64));
            for g in 0..per_chunk {
                let mb = vector_load(step, t.i32, gb.masks, &self.at(self.jt, gi(g), step.index(0)));
                let nb = vector_load(step, t.i32, gb.norms, &self.at(self.jt, gi(g), step.index(0)));
                for (r, e) in e_max.iter_mut().enumerate() {
                    let ma = broadcast(step, t.i32, loops::load(step, ga.masks, &self.at(self.it, gi(g), step.index(r as i64))));
                    let na = broadcast(step, t.i32, loops::load(step, ga.norms, &self.at(self.it, gi(g), step.index(r as i64))));
                    let hit = step.ne(step.and(ma, mb), none);
                    *e = step.max_signed(*e, step.select(hit, step.add(na, nb), zero_norm));
                }
            }
            let f = splat(step, t.i32, self.plan.f as i64);
            let factors: Vec<Value> = e_max.iter().map(|e| power_of_two(step, &t, step.sub(f, *e), Format::F64)).collect();
            let zero = splat_bits(step, t.i64, t.f64, 0);
            let mut sums = vec![zero; ROWS];
            for g in 0..per_chunk {
                let kg = step.add(k0, step.index((g * group) as i64));
                let group_sums = fold_many(step, step.index(group as i64), &vec![zero; ROWS], &mut |s, j, acc| {
                    let k = s.add(kg, j);
                    let bv = vector_load(s, t.f64, self.b.values, &self.at(self.jt, k, s.index(0)));
                    (0..ROWS)
                        .map(|r| {
                            let a = broadcast(s, t.f64, loops::load(s, self.a.values, &self.at(self.it, k, s.index(r as i64))));
                            addf(s, acc[r], mulf(s, a, bv))
                        })
                        .collect()
                });
                let sb = vector_load(step, t.f64, gb.scales, &self.at(self.jt, gi(g), step.index(0)));
                for r in 0..ROWS {
                    let sa = broadcast(step, t.f64, loops::load(step, ga.scales, &self.at(self.it, gi(g), step.index(r as i64))));
                    let scale = mulf(step, mulf(step, sa, sb), factors[r]);
                    sums[r] = addf(step, sums[r], trunc(step, mulf(step, group_sums[r], scale)));
                }
            }
            (0..ROWS).map(|r| self.finish(step, sums[r], c64[r], e_max[r])).collect()
        })
    }
}
