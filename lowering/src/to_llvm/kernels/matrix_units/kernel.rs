//! The loops of every hardware dot over its packed operands: K in blocks, per block every tile on
//! threads, per tile the chain of chunks from +0 or from the result buffer; and the choice of the
//! family's step for a tile ([`Tile::emit`]). Each lane is one output receiving its own chunks in
//! order, so the vector width, the tiles, the blocks and the threads change no bit.

use super::lanes::{splat_bits, tiles_of, Lanes};
use super::pack::Packed;
use super::plan::{runs_in_ftz_mode, Kind, Plan, BLOCK_K, PARALLEL_MIN_STEPS, ROWS};
use super::tile::Tile;
use crate::to_llvm::builders::flush_to_zero::with_flush_to_zero;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use crate::to_llvm::builders::vectors::{vector_load, vector_store};
use lpf_dialect::error::LpfError;
use melior::dialect::arith;
use melior::ir::{Value, ValueLike};

/// The tiles, K blocks and threads over packed operands (`a`: `[B.., M/ROWS, K, ROWS]`, `b`:
/// `[B.., N/lanes, K, lanes]`) into `out` (`whole`: M and N are whole tiles, so the tiles store
/// straight into it). Returns the temporaries it allocated.
#[allow(clippy::too_many_arguments)]
pub(super) fn lower_packed<'c, 'a>(
    ir: &Ir<'c, 'a>,
    plan: &Plan,
    (a, b): (&Packed<'c, 'a>, &Packed<'c, 'a>),
    batch: &[Value<'c, 'a>],
    (m, n, (k, k_static)): (Value<'c, 'a>, Value<'c, 'a>, (Value<'c, 'a>, Option<u64>)),
    (lanes, whole): (usize, bool),
    out: Value<'c, 'a>,
    target: &Target,
) -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
    let rank = batch.len() + 2;
    let (m_tiles, n_tiles) = (tiles_of(ir, m, ROWS), tiles_of(ir, n, lanes));
    let mut temporaries = Vec::new();
    let result_element = loops::element_of(out.r#type()).ok_or("result is not a memref")?;
    let into = if whole {
        out
    } else {
        let dims: Vec<Option<u64>> = vec![None; rank];
        let sizes: Vec<Value> = batch.iter().copied().chain([ir.mul(m_tiles, ir.index(ROWS as i64)), ir.mul(n_tiles, ir.index(lanes as i64))]).collect();
        let padded = loops::alloc(ir, result_element, &dims, &sizes);
        temporaries.push(padded);
        padded
    };

    let mut bounds: Vec<Value> = batch.to_vec();
    bounds.extend([n_tiles, m_tiles]);
    // K in blocks of chunks, all tiles per block, so that a block's slices of both packed operands
    // stay in cache while the tiles pass; the result vectors wait in `into` between blocks (a
    // chain of chunks in order either way).
    let per_block = (BLOCK_K / plan.chunk).max(1);
    // Per tile and chunk: 2 vector steps per row and k.
    let chunk_steps = (plan.chunk * 2 * ROWS) as i64;
    let tiles = |ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, from_memory: bool| {
        let worth = |at: &Ir<'c, 'a>, tiles: Value<'c, 'a>| {
            let steps = match k_static {
                Some(k) => at.index((per_block.min(k as usize / plan.chunk)) as i64 * chunk_steps),
                None => at.mul(count, at.index(chunk_steps)),
            };
            parallel::at_least(at, at.mul(tiles, steps), PARALLEL_MIN_STEPS)
        };
        // One tile: its result vectors from `into` (or +0), the chain over the chunks, stored back.
        let ftz_mode = runs_in_ftz_mode(plan, target);
        let tile_body = |body: &Ir<'c, 'a>, ivs: &[Value<'c, 'a>]| {
            let (b_ivs, jt, it) = (&ivs[..batch.len()], ivs[batch.len()], ivs[batch.len() + 1]);
            let tile = Tile { plan, lanes: Lanes::new(body, lanes), a, b, b_ivs, jt, it, ftz_mode };
            let (row0, col0) = (body.mul(it, body.index(ROWS as i64)), body.mul(jt, body.index(lanes as i64)));
            let index = |r: usize| -> Vec<Value<'c, 'a>> {
                let i = body.add(row0, body.index(r as i64));
                b_ivs.iter().copied().chain([i, col0]).collect()
            };
            let (result_ty, bits_ty) = tile.result_vector();
            let init: Vec<Value> = (0..ROWS)
                .map(|r| if from_memory { vector_load(body, result_ty, into, &index(r)) } else { splat_bits(body, bits_ty, result_ty, 0) })
                .collect();
            let sums = tile.emit(body, first, count, init);
            for (r, sum) in sums.iter().enumerate() {
                vector_store(body, *sum, into, &index(r));
            }
        };
        parallel::nest(ir, target.parallel, &bounds, worth, &mut |outer, ivs| {
            // FTZ-MUL-ADD's flushes by the thread's MXCSR, set around the tile (`builders/flush_to_zero.rs`).
            if ftz_mode {
                with_flush_to_zero(outer, &mut |body| tile_body(body, ivs));
            } else {
                tile_body(outer, ivs);
            }
        });
    };
    match k_static.map(|k| k as usize / plan.chunk) {
        Some(chunks) if chunks <= per_block => tiles(ir, ir.index(0), ir.index(chunks as i64), false),
        static_chunks => {
            // The first block starts from +0 (all of K when it is at most one block, K = 0
            // included: every result +0, the empty chain); the others continue from `into`.
            let chunks = match static_chunks {
                Some(chunks) => ir.index(chunks as i64),
                None => ir.udiv(k, ir.index(plan.chunk as i64)),
            };
            let first_count = match static_chunks {
                Some(_) => ir.index(per_block as i64),
                None => ir.val(arith::minui(chunks, ir.index(per_block as i64), ir.location)),
            };
            tiles(ir, ir.index(0), first_count, false);
            let rest = match static_chunks {
                Some(chunks) => ir.index(chunks.div_ceil(per_block) as i64 - 1),
                None => tiles_of(ir, ir.sub(chunks, first_count), per_block),
            };
            loops::nest(ir, &[rest], &mut |inner, ivs| {
                let first = inner.mul(inner.add(ivs[0], inner.index(1)), inner.index(per_block as i64));
                let left = inner.sub(chunks, first);
                let count = inner.val(arith::minui(left, inner.index(per_block as i64), inner.location));
                tiles(inner, first, count, true);
            });
        }
    }
    if !whole {
        let sizes: Vec<Value> = batch.iter().copied().chain([m, n]).collect();
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let value = loops::load(inner, into, ivs);
            loops::store(inner, value, out, ivs);
        });
    }
    Ok(temporaries)
}

impl<'c, 'a> Tile<'c, 'a, '_> {
    /// The chain over chunks `first .. first + count`, from the result vectors `init`; returns
    /// the ROWS result vectors.
    pub(super) fn emit(&self, ir: &Ir<'c, 'a>, first: Value<'c, 'a>, count: Value<'c, 'a>, init: Vec<Value<'c, 'a>>) -> Vec<Value<'c, 'a>> {
        match self.plan.kind {
            Kind::Fma => self.emit_fma(ir, first, count, init),
            Kind::FtzPairwise { group } => self.emit_ftz(ir, group, first, count, init),
            Kind::ExactChunk => self.emit_exact(ir, first, count, init),
            Kind::TwoLevel { f2, grouped } => self.emit_two_level(ir, (f2, grouped), first, count, init),
            Kind::GroupedScaled { group } => self.emit_grouped(ir, group, first, count, init),
            Kind::TruncatedFused => self.emit_truncated(ir, first, count, init),
        }
    }
}
