//! `lpf.conv` as the ordered dot of its im2col matrix: the window terms of every output are
//! copied, in the convolution's k order (w_1, ..., w_d, c: the channel innermost), into a row of
//! `[G, M, K]` (M = N/BG x P_1 x .. x P_d, K = W_1 x .. x W_d x C/G; G the feature or batch
//! groups), padding and dilation holes as the +0 code; the weights `[W.., C/G, O]` are already
//! `[K, O]` row-major and are cut into `[G, K, O/G]`. [`contraction`]'s packed, tiled, threaded
//! kernel then gives each output the sum the reference gives (`kernels::conv` runs the dot's
//! step over the same k order), so the bits are the reference's.
//!
//! The copies keep codes (no widening: the dot's packing decodes each once); the result
//! `[G, M, O/G]` is copied into `[N/BG, P.., O]`.

use super::contraction::{self, Operand};
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use lpf_numerics::kernels::ConvGeometry;
use melior::dialect::arith::CmpiPredicate;
use melior::ir::{Type, Value};

/// Codes copied below which the im2col stays on the calling thread (about 1 ns each).
const PARALLEL_MIN_COPIED: i64 = 1 << 15;

/// One convolution: static shapes `lhs [N, S.., C]`, `rhs [W.., C/G, O]` (verified), their
/// buffers and element types, the geometry and the lhs element's +0 code as a value.
pub struct Conv<'c, 'a, 'g> {
    pub lhs: (Value<'c, 'a>, Type<'c>, Vec<u64>),
    pub rhs: (Value<'c, 'a>, Type<'c>, Vec<u64>),
    pub geometry: &'g ConvGeometry,
    pub zero: Value<'c, 'a>,
}

/// Emits the convolution into `out` (`[N/BG, P.., O]` of `acc`); returns the temporaries for
/// the caller to free, or why the dot kernel does not take it.
pub fn lower<'c, 'a>(ir: &Ir<'c, 'a>, conv: &Conv<'c, 'a, '_>, out_shape: &[u64], acc: Type<'c>, out: Value<'c, 'a>, target: &Target) -> Result<Vec<Value<'c, 'a>>, String> {
    let g = conv.geometry;
    let d = g.rank();
    let (lhs, lhs_element, x) = (conv.lhs.0, conv.lhs.1, &conv.lhs.2);
    let (rhs, rhs_element, w) = (conv.rhs.0, conv.rhs.1, &conv.rhs.2);
    let (fg, bg) = (g.feature_group_count as u64, g.batch_group_count as u64);
    let groups = fg * bg;
    let per_group = w[d];
    let (batch, positions) = (out_shape[0], &out_shape[1..=d]);
    let m = batch * positions.iter().product::<u64>();
    let k = w[..=d].iter().product::<u64>();
    let out_per_group = w[d + 1] / groups;
    let index = |v: u64| ir.index(v as i64);
    let sizes = |dims: &[u64]| dims.iter().map(|v| index(*v)).collect::<Vec<_>>();
    let known = |dims: &[u64]| dims.iter().map(|v| Some(*v)).collect::<Vec<_>>();
    // Row-major linear index of `ivs` over `dims` (index arithmetic, folded by LLVM).
    let linear = |at: &Ir<'c, 'a>, ivs: &[Value<'c, 'a>], dims: &[u64]| {
        ivs.iter().zip(dims).fold(at.index(0), |acc, (iv, size)| at.add(at.mul(acc, at.index(*size as i64)), *iv))
    };

    // im2col: loops [G, N/BG, P.., W.., C/G], the channel innermost (contiguous both sides).
    let columns_dims = [groups, m, k];
    let columns = loops::alloc(ir, lhs_element, &known(&columns_dims), &sizes(&columns_dims));
    let mut bounds = vec![groups, batch];
    bounds.extend(positions);
    bounds.extend(&w[..=d]);
    // On threads by (group, image, first spatial position): each writes its own rows of M.
    let all = sizes(&bounds);
    let (outer, inner) = all.split_at(3);
    let worth = |at: &Ir<'c, 'a>, _: Value<'c, 'a>| parallel::at_least(at, at.index((groups * m * k) as i64), PARALLEL_MIN_COPIED);
    parallel::nest(ir, target.parallel, outer, worth, &mut |row, outer_ivs| loops::nest(row, inner, &mut |at, inner_ivs| {
        let ivs: Vec<Value> = outer_ivs.iter().chain(inner_ivs).copied().collect();
        let (group, n, p, wc) = (ivs[0], ivs[1], &ivs[2..2 + d], &ivs[2 + d..]);
        // Batch groups take consecutive lhs batches, feature groups consecutive channels.
        let image = if bg > 1 { at.add(at.mul(group, at.index(batch as i64)), n) } else { n };
        let channel = if fg > 1 { at.add(at.mul(group, at.index(per_group as i64)), wc[d]) } else { wc[d] };
        let mut inside = at.i1(true);
        let mut source = vec![image];
        for i in 0..d {
            let q = at.add(at.mul(p[i], at.index(g.window_strides[i] as i64)), at.mul(wc[i], at.index(g.rhs_dilation[i] as i64)));
            let q = at.sub(q, at.index(g.padding[i].0));
            let clamped = at.max_signed(q, at.index(0));
            let ld = at.index(g.lhs_dilation[i] as i64);
            let row = at.udiv(clamped, ld);
            let here = at.and(at.cmp(CmpiPredicate::Sge, q, at.index(0)), at.eq(at.urem(clamped, ld), at.index(0)));
            let here = at.and(here, at.cmp(CmpiPredicate::Ult, row, at.index(x[i + 1] as i64)));
            inside = at.and(inside, here);
            // Clamped into range: the load sits in the branch taken inside only, but stays safe.
            source.push(at.val(melior::dialect::arith::minui(row, at.index(x[i + 1] as i64 - 1), at.location)));
        }
        source.push(channel);
        let m_index = linear(at, &[n].into_iter().chain(p.iter().copied()).collect::<Vec<_>>(), &[&[batch][..], positions].concat());
        let target_index = [group, m_index, linear(at, wc, &w[..=d])];
        // A branch, not a select: codes of formats without an LLVM type are not values a
        // select takes (they become integers only after this pass).
        loops::if_else(at, inside, &mut |then| loops::store(then, loops::load(then, lhs, &source), columns, &target_index), &mut |hole| {
            loops::store(hole, conv.zero, columns, &target_index)
        });
    }));

    // Weights [W.., C/G, O] = [K, O] cut into [G, K, O/G].
    let panels_dims = [groups, k, out_per_group];
    let panels = loops::alloc(ir, rhs_element, &known(&panels_dims), &sizes(&panels_dims));
    let mut bounds = vec![groups];
    bounds.extend(&w[..=d]);
    bounds.push(out_per_group);
    loops::nest(ir, &sizes(&bounds), &mut |at, ivs| {
        let (group, wc, j) = (ivs[0], &ivs[1..=d + 1], ivs[d + 2]);
        let column = at.add(at.mul(group, at.index(out_per_group as i64)), j);
        let source: Vec<Value> = wc.iter().copied().chain([column]).collect();
        let value = loops::load(at, rhs, &source);
        loops::store(at, value, panels, &[group, linear(at, wc, &w[..=d]), j]);
    });

    let plain = |buffer, element| Operand::Plain { buffer, element };
    let dot = contraction::Dot::new(plain(columns, lhs_element), plain(panels, rhs_element), acc, target)
        .ok_or("the ordered dot kernel does not take this accumulator")?;
    let product_dims = [groups, m, out_per_group];
    let product = loops::alloc(ir, acc, &known(&product_dims), &sizes(&product_dims));
    let mut temporaries = vec![columns, panels, product];
    temporaries.extend(contraction::lower(ir, &dot, product));

    // [G, M, O/G] into [N/BG, P.., O].
    let mut bounds = vec![groups, batch];
    bounds.extend(positions);
    bounds.push(out_per_group);
    loops::nest(ir, &sizes(&bounds), &mut |at, ivs| {
        let (group, np, j) = (ivs[0], &ivs[1..=d + 1], ivs[d + 2]);
        let value = loops::load(at, product, &[group, linear(at, np, &[&[batch][..], positions].concat()), j]);
        let mut target_index = np.to_vec();
        target_index.push(at.add(at.mul(group, at.index(out_per_group as i64)), j));
        loops::store(at, value, out, &target_index);
    });
    Ok(temporaries)
}
