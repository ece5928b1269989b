//! The fast path of `lpf.dot` into an f32 or f64 accumulator: a register-tiled micro-kernel that
//! keeps the reference order (formats.md §3) of every output element.
//!
//! The reference gives each output `[b, i, j]` its own accumulator, from +0, receiving
//! `s = s + round(a[i, k] * b[k, j])` for k = 0, 1, ... in order. Vectorising across `j` (each
//! lane a different output) and tiling `i` changes nothing of that: a tile of `ROWS x VECTORS`
//! vectors of accumulators lives in registers (the iter_args of one `scf.for` over k), and every
//! lane receives its own k in increasing order. Only the order of *independent* outputs moves.
//!
//! The operands are widened (decoded) exactly once, while packing them into panels that the
//! kernel reads sequentially:
//!
//! - `lhs` `[B.., M, K]` into `[B.., ceil(M/ROWS), K, ROWS]`: per k, the ROWS values of a tile's
//!   rows side by side (one broadcast each);
//! - `rhs` `[B.., K, N]` into `[B.., ceil(N/W), K, W]`, W = VECTORS x lanes: per k, one row of a
//!   tile's columns, contiguous (VECTORS vector loads).
//!
//! Both packings write their panel in order (per tile and k, the ROWS or W lanes side by side),
//! reading ROWS rows of `lhs` as parallel streams. (Writing the `lhs` panel row by row was one
//! strided store per element, the packing's hottest instruction where packing is most of the
//! time, as at 16x4096x16.) Panels are packed in pieces of k on threads, so one panel splits.
//!
//! A skinny dot (N one column tile) has no `lhs` panel when its lhs is a plain byte-wide code:
//! the kernel reads and widens each value where it broadcasts it ([`Lhs::Direct`]), since each
//! is read by one tile only. Few rows (M <= 24) take tiles of 4-6 rows, whichever pads fewest.

//! Rows and columns past M and N are padded with +0, so every tile is a whole tile: a padded lane
//! computes a value nobody reads (it may be NaN: 0 x inf), and no real lane ever mixes with it.
//! Results go straight into the result buffer when N is known to be whole column tiles (the rows
//! of the last row tile past M are then not stored), else into a padded buffer whose real part
//! is copied out.
//!
//! Sizes may be dynamic (B.., M, K, N read with `memref.dim`): every size is a [`Size`], a
//! constant where the type knows it (so a static dot generates what it always did) and index
//! arithmetic otherwise. Panels and the padded result are then allocated with run-time sizes,
//! a dynamic N always takes the padded result (its copy-out is M x N, next to the kernel's
//! M x N x K) and a dynamic M the row check; the tiles and the order of every output's sum are
//! the static ones.
//!
//! A block-scaled operand (a `lpf.dequantize_block` whose only use is the dot) is packed straight
//! from its element and scale codes, each value computed by [`scaled`]'s one rule: no
//! dequantised temporary is written and read again.
//!
//! Product and sum: `vector.fma` (LLVM's `fmuladd`: one rounding, or two where the target has no
//! FMA) only when `a * b` is proven exact in the accumulator, since then
//! `round(s + round(a * b)) == round(s + a * b)`; otherwise `arith.mulf` then `arith.addf`, each
//! rounded once, as the scalar path does. Plain operands are proven at generation time from their
//! formats ([`product_is_exact`]), or, where the significands fit but the formats' range does not
//! (bf16 x bf16, bf16 x f8: [`proven_at_run_time`]), at run time from the range of their values,
//! which the packing sees as it widens each element ([`range`]: a max and a min per element, one
//! decision per dot); two scaled operands at run time, from the range of their scales
//! ([`scaled::bounds`]). A run-time proof has the kernel emitted twice, and the proof picks one.
//!
//! A foreign f32 x f32 dot ([`Dot::fma`]: `lpf-foreign-prepare`'s marker, never a user's
//! `lpf.dot`) is computed as XLA CPU computes it instead: `s = fma(a_k, b_k, s)` in the same k
//! order from +0, one rounding a step, whatever the products (`math.fma`, LLVM's `llvm.fma`,
//! which keeps one rounding on a target without FMA: a call of libm's `fmaf`).

pub(super) mod decode;
pub mod exactness;
mod range;
mod transposed;

use super::scaled::{self, Blocked};
use crate::ir_numerics::format_of;
use crate::to_llvm::builders::element::widen;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, fold_many, if_else};
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use crate::to_llvm::builders::vectors::{broadcast, shuffle, slice, vector_load, vector_store};
use crate::to_llvm::helpers::table::TABLE_MAX_BITS;
use exactness::{product_is_exact, proven_at_run_time, proven_by_significant_bits, steps_fit};
use lpf_numerics::facts::Facts;
use lpf_numerics::Format;
use melior::dialect::arith;
use melior::ir::attribute::Attribute;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value, ValueLike};
use range::Range;
use transposed::TransposedRhs;

/// Tile rows: broadcasts per k.
const ROWS: usize = 6;
/// The fewest accumulators of a tile: the multiply-adds in flight that two FMA pipes of latency
/// 4 (Zen 3) need to stay busy (4 rows x 2 vectors).
const MIN_ACCUMULATORS: usize = 8;
/// The fewest tile rows: each row tile loads the rhs vectors of every k again, so fewer rows
/// would make the kernel wait on loads rather than multiply-adds.
const MIN_ROWS: usize = 4;
/// Row counts up to which the tile's rows are chosen for the least padding ([`rows_for`]).
const SMALL_M: u64 = 4 * ROWS as u64;
/// Work (vector multiply-adds) below which a kernel does not wake other threads: about 10 us
/// of one core, several times what libomp's fork and join cost.
const PARALLEL_MIN_FMAS: i64 = 1 << 15;
/// Elements below which packing stays on the calling thread (about 1 ns each).
const PARALLEL_MIN_PACKED: i64 = 1 << 15;
/// Rows of k in one piece of a packed panel, a thread's smallest share of the packing.
const PACK_PIECE_K: i64 = 512;

/// The tile shape for an accumulator on `target`: (rows, vectors, lanes), or None where the fast
/// path does not apply (anything but f32 and f64). `n` is the number of columns when the type
/// knows it.
///
/// ROWS x vectors accumulators + vectors rhs vectors + one broadcast (+ one product without FMA)
/// must fit the target's vector registers: 6 x 2 + 2 + 2 = 16 (AVX2's ymm, SSE's xmm), 6 x 4 +
/// 4 + 2 = 30 of 32 (AVX-512's zmm, AArch64's NEON); there, fewer vectors when the columns are
/// fewer than a tile's (16 x 4096 x 16 on AVX-512: one zmm of 16 lanes, not four mostly padded). The
/// shape moves only which outputs share a tile; each lane still sums its own k in order.
pub fn tile(acc: Format, target: &Target, m: Option<u64>, n: Option<u64>) -> Option<(usize, usize, usize)> {
    let lanes = (target.vector_bits / 8) as usize
        / match acc {
            Format::F32 => 4,
            Format::F64 => 8,
            _ => return None,
        };
    let vectors = if target.vector_registers >= 32 { n.map_or(4, |n| (n as usize).div_ceil(lanes).clamp(1, 4)) } else { 2 };
    Some((rows_for(m, vectors), vectors, lanes))
}

/// Tile rows for `m` rows (when known) and `vectors` per row: [`ROWS`], or fewer where that pads
/// fewer rows, down to [`MIN_ROWS`] and as many as keep [`MIN_ACCUMULATORS`] in flight (none
/// fewer with one vector a row, as on AVX-512 at N = 16). Only for few rows, where padding is a
/// large share: 16 rows are 4 tiles of 4 (no padded row, and four tiles for the threads) rather
/// than 3 of 6 (2 padded rows, 11% of the kernel's work). Ties keep the larger tile.
fn rows_for(m: Option<u64>, vectors: usize) -> usize {
    let fewest = MIN_ACCUMULATORS.div_ceil(vectors).max(MIN_ROWS);
    match m {
        Some(m) if m <= SMALL_M && fewest < ROWS => (fewest..=ROWS).rev().min_by_key(|&r| m.div_ceil(r as u64) * r as u64).unwrap_or(ROWS),
        _ => ROWS,
    }
}

/// One operand of the dot: a buffer of values, or a block-scaled operand read from its codes.
#[derive(Clone, Copy)]
pub enum Operand<'c, 'a> {
    Plain { buffer: Value<'c, 'a>, element: Type<'c> },
    Scaled(Blocked<'c, 'a>),
}

impl<'c, 'a> Operand<'c, 'a> {
    /// The buffer whose shape is the operand's.
    fn shaped(&self) -> Value<'c, 'a> {
        match self {
            Operand::Plain { buffer, .. } => *buffer,
            Operand::Scaled(b) => b.data,
        }
    }

    /// The value at `index`, widened exactly to `acc`.
    fn load(&self, ir: &Ir<'c, 'a>, index: &[Value<'c, 'a>], acc: Type<'c>) -> Value<'c, 'a> {
        match self {
            Operand::Plain { buffer, element } => {
                let code = loops::load(ir, *buffer, index);
                match decode::rule_for(*element, acc) {
                    Some(rule) => rule.emit(ir, code),
                    None => widen(ir, code, *element, acc),
                }
            }
            Operand::Scaled(b) => widen(ir, b.value_at(ir, index), b.value_type, acc),
        }
    }

    /// The value at `index`, widened exactly to `acc`, one at a time (a plain operand read by the
    /// kernel itself, [`Lhs::Direct`]): through the conversion's table or shift, one load where
    /// [`decode`]'s rule is a dozen scalar operations (the rule pays only where it vectorises).
    fn load_one(&self, ir: &Ir<'c, 'a>, index: &[Value<'c, 'a>], acc: Type<'c>) -> Value<'c, 'a> {
        match self {
            Operand::Plain { buffer, element } => widen(ir, loops::load(ir, *buffer, index), *element, acc),
            Operand::Scaled(_) => self.load(ir, index, acc),
        }
    }
}

/// The operands of one dot on the fast path, with their shapes (dynamic sizes as None).
pub struct Dot<'c, 'a> {
    pub lhs: Operand<'c, 'a>,
    pub rhs: Operand<'c, 'a>,
    pub acc_type: Type<'c>,
    /// `[B.., M, K]` and `[B.., K, N]`.
    pub lhs_shape: Vec<Option<u64>>,
    pub rhs_shape: Vec<Option<u64>>,
    pub tile: (usize, usize, usize),
    /// Whether the tiles and the packing run on threads ([`parallel`]).
    pub parallel: bool,
    /// Whether the target has AVX2's byte shuffle ([`decode::ByteRule`] for the rhs packing).
    pub byte_shuffle: bool,
    /// Whether each step is one fused multiply-add whatever the products ([`Products::Fma`]):
    /// a foreign f32 x f32 dot (`lpf-foreign-prepare`'s marker), never a user's `lpf.dot`.
    pub fma: bool,
    /// XLA's K blocks ([`crate::hlo_defined::K_BLOCK`], with [`Dot::fma`]): each block of this
    /// many k summed from +0 in registers, the blocks' sums added to the running total in order.
    pub k_block: Option<u64>,
}

impl<'c, 'a> Dot<'c, 'a> {
    /// The fast path's description of a dot, when it applies: ranked operands of one rank >= 2
    /// and an f32/f64 accumulator (static or dynamic sizes).
    pub fn new(lhs: Operand<'c, 'a>, rhs: Operand<'c, 'a>, acc_type: Type<'c>, target: &Target) -> Option<Self> {
        let (lhs_shape, rhs_shape) = (loops::dims_of(lhs.shaped().r#type())?, loops::dims_of(rhs.shaped().r#type())?);
        if lhs_shape.len() < 2 || lhs_shape.len() != rhs_shape.len() {
            return None;
        }
        let tile = tile(format_of(acc_type)?, target, lhs_shape[lhs_shape.len() - 2], *rhs_shape.last()?)?;
        Some(Dot { lhs, rhs, acc_type, lhs_shape, rhs_shape, tile, parallel: target.parallel, byte_shuffle: target.byte_shuffle, fma: false, k_block: None })
    }

    /// `B.., M, K, N` as sizes: from the type where either operand knows a size, else read from
    /// lhs (B.., M, K) or rhs (N) at run time.
    fn sizes(&self, ir: &Ir<'c, 'a>) -> (Vec<Size<'c, 'a>>, Size<'c, 'a>, Size<'c, 'a>, Size<'c, 'a>) {
        let rank = self.lhs_shape.len();
        let (lhs, rhs) = (self.lhs.shaped(), self.rhs.shaped());
        let size = |known: Option<u64>, buffer: Value<'c, 'a>, d: usize| match known {
            Some(n) => Size::constant(ir, n),
            None => Size { known: None, value: loops::dim(ir, buffer, d) },
        };
        let batch = (0..rank - 2).map(|d| size(self.lhs_shape[d].or(self.rhs_shape[d]), lhs, d)).collect();
        let m = size(self.lhs_shape[rank - 2], lhs, rank - 2);
        let k = size(self.lhs_shape[rank - 1].or(self.rhs_shape[rank - 2]), lhs, rank - 1);
        let n = size(self.rhs_shape[rank - 1], rhs, rank - 1);
        (batch, m, k, n)
    }

    /// The sizes of the result `[B.., M, N]` as index values (for allocating it).
    pub fn result_sizes(&self, ir: &Ir<'c, 'a>) -> Vec<Value<'c, 'a>> {
        let (batch, m, _, n) = self.sizes(ir);
        batch.iter().chain([&m, &n]).map(|s| s.value).collect()
    }
}

/// One size of the dot: `known` at generation time (then `value` is its constant), or only at
/// run time. Arithmetic on known sizes folds here, so static shapes keep constant bounds.
#[derive(Clone, Copy)]
struct Size<'c, 'a> {
    known: Option<u64>,
    value: Value<'c, 'a>,
}

impl<'c, 'a> Size<'c, 'a> {
    fn constant(ir: &Ir<'c, 'a>, n: u64) -> Self {
        Size { known: Some(n), value: ir.index(n as i64) }
    }

    /// `ceil(self / d)`: tiles of `d` covering the size.
    fn tiles(self, ir: &Ir<'c, 'a>, d: u64) -> Self {
        match self.known {
            Some(n) => Size::constant(ir, n.div_ceil(d)),
            None => {
                let up = ir.add(self.value, ir.index(d as i64 - 1));
                Size { known: None, value: ir.val(arith::divui(up, ir.index(d as i64), ir.location)) }
            }
        }
    }

    fn times(self, ir: &Ir<'c, 'a>, d: u64) -> Self {
        match self.known {
            Some(n) => Size::constant(ir, n * d),
            None => Size { known: None, value: ir.mul(self.value, ir.index(d as i64)) },
        }
    }

    fn minus(self, ir: &Ir<'c, 'a>, other: Size<'c, 'a>) -> Self {
        match (self.known, other.known) {
            (Some(a), Some(b)) => Size::constant(ir, a - b),
            _ => Size { known: None, value: ir.sub(self.value, other.value) },
        }
    }
}

/// How the kernel forms `s + a * b`.
#[derive(Clone, Copy)]
enum Products<'c, 'a> {
    /// `fma(a, b, s)`, one rounding, whatever the products: XLA CPU's arithmetic, for the
    /// foreign f32 x f32 dots ([`Dot::fma`]). `math.fma`, LLVM's `llvm.fma`: one instruction
    /// where the target has FMA, and still one rounding where it has not (a call of libm's
    /// `fmaf`, slow but the same bits on every target; `fmuladd` would round twice there).
    Fma,
    /// Fused multiply-add: every product is exact.
    Fused,
    /// `mulf` then `addf`, each rounded.
    Rounded,
    /// Fused where the i1 holds at run time, else rounded.
    FusedIf(Value<'c, 'a>),
}

/// The formats of two plain operands whose products are proven exact at run time
/// ([`proven_at_run_time`], [`proven_by_significant_bits`]); None for every other dot.
fn run_time_formats(dot: &Dot, acc: Format) -> Option<(Format, Format)> {
    let (Operand::Plain { element: a, .. }, Operand::Plain { element: b, .. }) = (&dot.lhs, &dot.rhs) else { return None };
    let (a, b) = (format_of(*a)?, format_of(*b)?);
    (proven_at_run_time(a, b, acc) || proven_by_significant_bits(a, b, acc)).then_some((a, b))
}

/// Multiply-adds per packed element (`M N K / (M K + K N)`) below which a dot keeps the rounded
/// kernel rather than prove its products at run time: the proof reads every packed element back
/// once, the fused kernel saves one instruction per vector multiply-add. At 16x4096x16 (8 per
/// element) the proof cost more than it saved (0.87x); at 512^3 (256) it gains 1.2-2x.
const PROOF_MIN_MACS_PER_ELEMENT: u64 = 32;

/// Whether a run-time proof pays for a dot of `m` rows and `n` columns (known sizes; an unknown
/// one is taken as large).
fn pays(m: Option<u64>, n: Option<u64>) -> bool {
    match (m, n) {
        (Some(m), Some(n)) => m * n >= PROOF_MIN_MACS_PER_ELEMENT * (m + n),
        _ => true,
    }
}

/// What is known of the dot's products: for plain operands from their formats, or, where only
/// their range stands in the way, from the `ranges` of their values seen while packing; for two
/// scaled operands from the bounds of their values (found at run time, before the kernel).
fn products<'c, 'a>(ir: &Ir<'c, 'a>, dot: &Dot<'c, 'a>, ranges: Option<&(Range<'c, 'a>, Range<'c, 'a>)>) -> Products<'c, 'a> {
    let acc = format_of(dot.acc_type).expect("the fast path's accumulator is a format");
    if dot.fma {
        return Products::Fma;
    }
    let (a, b) = match (&dot.lhs, &dot.rhs) {
        (Operand::Scaled(a), Operand::Scaled(b)) => (a, b),
        (Operand::Plain { element: a, .. }, Operand::Plain { element: b, .. }) => {
            let formats = format_of(*a).zip(format_of(*b));
            if formats.is_some_and(|(a, b)| product_is_exact(a, b, acc)) {
                return Products::Fused;
            }
            return match (run_time_formats(dot, acc), ranges) {
                (Some((fa, fb)), Some((ra, rb))) => Products::FusedIf(range::exact_products(ir, (ra, fa), (rb, fb), acc, dot.acc_type)),
                _ => Products::Rounded,
            };
        }
        _ => return Products::Rounded,
    };
    let (Some(a), Some(b)) = (scaled::bounds(ir, a), scaled::bounds(ir, b)) else { return Products::Rounded };
    let c = Facts::of(acc);
    if a.bits + b.bits > c.precision {
        return Products::Rounded;
    }
    let f64t = ir.f64_type();
    let cmp = |p, x, y| ir.val(arith::cmpf(ir.context, p, x, y, ir.location));
    let lowest = ir.val(arith::mulf(a.lowest, b.lowest, ir.location));
    let largest = ir.val(arith::mulf(a.largest, b.largest, ir.location));
    // As product_is_exact, on the run-time bounds: the significand fits (checked above), no
    // operand value was rounded, the product's lowest bit is not below the accumulator's step and
    // its magnitude is below the accumulator's largest. A NaN bound fails every comparison.
    let above_step = cmp(arith::CmpfPredicate::Oge, lowest, ir.float(f64t, c.min_positive.to_f64()));
    let below_max = cmp(arith::CmpfPredicate::Olt, largest, ir.float(f64t, c.max_finite.to_f64()));
    Products::FusedIf(ir.and(ir.and(a.exact, b.exact), ir.and(above_step, below_max)))
}

/// Emits the packed, tiled dot into `out` (`[B.., M, N]` of the accumulator, every element
/// written). Returns the temporaries it allocated, for the caller to free.
pub fn lower<'c, 'a>(ir: &Ir<'c, 'a>, dot: &Dot<'c, 'a>, out: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let (batch, m, k, n) = dot.sizes(ir);
    let (rows, vectors, lanes) = dot.tile;
    let width = (vectors * lanes) as u64;
    let (m_tiles, n_tiles) = (m.tiles(ir, rows as u64), n.tiles(ir, width));
    let mut temporaries = Vec::new();

    // Operands proven at run time: the packing also sees each one's range of values.
    let acc = format_of(dot.acc_type).expect("the fast path's accumulator is a format");
    let ranges = run_time_formats(dot, acc).filter(|_| !dot.fma && pays(m.known, n.known)).map(|(a, b)| {
        // The smallest magnitudes matter only where the formats' steps do not settle it.
        let lowest = !steps_fit(a, b, acc);
        // Operands of the accumulator's own format: their values' significant bits too.
        let significance = proven_by_significant_bits(a, b, acc);
        (Range::new(ir, acc, lowest, significance), Range::new(ir, acc, lowest, significance))
    });
    let (a_range, b_range) = (ranges.as_ref().map(|r| &r.0), ranges.as_ref().map(|r| &r.1));
    let lhs = if reads_lhs_directly(dot, n_tiles, ranges.is_some()) {
        Lhs::Direct(&dot.lhs, m)
    } else {
        let packed = pack(ir, &dot.lhs, dot.acc_type, &batch, (m_tiles, k, rows as u64), (m, k), PanelOf::Rows, dot.parallel, a_range);
        temporaries.push(packed);
        Lhs::Packed(packed)
    };
    let bytes = if dot.byte_shuffle { ByteRun::of(&dot.rhs, dot.acc_type, width) } else { None };
    let transposed = TransposedRhs::of(&dot.rhs, dot.acc_type, width, lanes as u64);
    let runs = match (&bytes, &transposed) {
        (Some(bytes), _) => ColumnRuns::Bytes(bytes),
        (None, Some(transposed)) => ColumnRuns::Transposed(transposed),
        (None, None) => ColumnRuns::None,
    };
    let b_packed = pack(ir, &dot.rhs, dot.acc_type, &batch, (n_tiles, k, width), (k, n), PanelOf::Columns(runs), dot.parallel, b_range);
    temporaries.push(b_packed);
    temporaries.extend(ranges.iter().flat_map(|(a, b)| [a.cells, b.cells]));

    // Straight into the result when N is known to be whole column tiles; rows past M (the last
    // row tile's, when M is not whole tiles or not known) are then not stored. A dynamic N, or
    // one of partial tiles, takes the padded result. (The block's M = 64 tokens is not a
    // multiple of 6: every dot of it copied its whole result out of a padded buffer.)
    let whole = n.known.is_some_and(|n| n % width == 0);
    let target = if whole {
        out
    } else {
        let padded: Vec<Size> = batch.iter().copied().chain([m_tiles.times(ir, rows as u64), n_tiles.times(ir, width)]).collect();
        let buffer = alloc(ir, dot.acc_type, &padded);
        temporaries.push(buffer);
        buffer
    };

    // The first tile row that can fall past M, when rows are guarded: M mod ROWS for a known M
    // (every tile has rows 0 .. M mod ROWS - 1 inside M), 0 for a dynamic one.
    let guarded = (whole && m.known.is_none_or(|m| m % rows as u64 != 0)).then(|| (m, m.known.map_or(0, |m| (m % rows as u64) as usize)));
    // Blocks only where K is known and longer than one block (the rewrite states them so).
    let k_blocks = dot.k_block.and_then(|block| k.known.filter(|&k| k > block).map(|k| (k, block)));
    let kernel = Kernel { batch: &batch, k, k_blocks, m_tiles, n_tiles, tile: dot.tile, acc: dot.acc_type, lhs, b_packed, target, guarded, parallel: dot.parallel };
    match products(ir, dot, ranges.as_ref()) {
        Products::FusedIf(exact) => if_else(ir, exact, &mut |then| kernel.emit(then, Products::Fused), &mut |otherwise| kernel.emit(otherwise, Products::Rounded)),
        products => kernel.emit(ir, products),
    }

    if !whole {
        // The real [B.., M, N] part of the padded result.
        let sizes: Vec<Value> = batch.iter().chain(&[m, n]).map(|d| d.value).collect();
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let value = loops::load(inner, target, ivs);
            loops::store(inner, value, out, ivs);
        });
    }
    temporaries
}

/// A fresh buffer of `element` with these sizes (dynamic where not known).
fn alloc<'c, 'a>(ir: &Ir<'c, 'a>, element: Type<'c>, sizes: &[Size<'c, 'a>]) -> Value<'c, 'a> {
    let dims: Vec<Option<u64>> = sizes.iter().map(|s| s.known).collect();
    let values: Vec<Value> = sizes.iter().map(|s| s.value).collect();
    loops::alloc(ir, element, &dims, &values)
}

/// Whether the kernel reads the lhs from the operand itself rather than from packed panels: a
/// plain operand whose products need no run-time proof (which reads the packed values back), in
/// a dot of one column tile (N at most a tile's width, known), so each lhs value is read by one
/// tile only and is decoded once either way. Packing would write and read every value once more:
/// at 16 x 4096 x 16 the two packings were half the time (docs/llvm.md, "Session 11").
///
/// Only codes of at most a byte, whose widening is one load from the conversion's table (FP8,
/// FP6, FP4): a bf16's is a shift and a NaN select, six scalar operations beside two vector
/// multiply-adds, and kept the kernel slower than packing did (0.92x at 16 x 4096 x 16).
fn reads_lhs_directly(dot: &Dot, n_tiles: Size, proven: bool) -> bool {
    let Operand::Plain { element, .. } = dot.lhs else { return false };
    let by_table = format_of(element).is_some_and(|f| f.storage_bits() <= TABLE_MAX_BITS);
    by_table && !proven && n_tiles.known == Some(1)
}

/// Where the kernel reads the lhs values.
enum Lhs<'c, 'a, 'b> {
    /// Packed panels `[B.., ceil(M / rows), K, rows]` of accumulator values.
    Packed(Value<'c, 'a>),
    /// The operand `[B.., M, K]` itself, each value widened as it is broadcast
    /// ([`reads_lhs_directly`]); with M, since the last tile's rows past M read row M - 1 (their
    /// outputs are never stored).
    Direct(&'b Operand<'c, 'a>, Size<'c, 'a>),
}

/// The tiles of one dot over packed panels, into `target` (whole tiles).
struct Kernel<'c, 'a, 'b> {
    batch: &'b [Size<'c, 'a>],
    k: Size<'c, 'a>,
    /// (K, block) of a dot in XLA's K blocks ([`Dot::k_block`]), K > block.
    k_blocks: Option<(u64, u64)>,
    m_tiles: Size<'c, 'a>,
    n_tiles: Size<'c, 'a>,
    tile: (usize, usize, usize),
    acc: Type<'c>,
    lhs: Lhs<'c, 'a, 'b>,
    b_packed: Value<'c, 'a>,
    target: Value<'c, 'a>,
    /// Rows stored only where below M: (M, the first tile row that needs the check).
    guarded: Option<(Size<'c, 'a>, usize)>,
    parallel: bool,
}

impl<'c, 'a> Kernel<'c, 'a, '_> {
    /// Every tile, each step a fused multiply-add (`math.fma` or `vector.fma`) or a rounded
    /// product and sum (`mulf`, `addf`); never [`Products::FusedIf`], which the caller decides.
    fn emit(&self, ir: &Ir<'c, 'a>, products: Products<'c, 'a>) {
        let (rows, vectors, lanes) = self.tile;
        let width = (vectors * lanes) as i64;
        let (batch, b_packed, target) = (self.batch, self.b_packed, self.target);
        // Tiles: [B.., column panel, row panel]. The column panel (K x W) is the one reused by
        // every row panel, so it stays in cache while the row panels stream past.
        let vector = Type::vector(&[lanes as u64], self.acc);
        let mut bounds: Vec<Value> = batch.iter().map(|d| d.value).collect();
        bounds.extend([self.n_tiles.value, self.m_tiles.value]);
        let k_bound = self.k.value;
        // Each tile is one iteration: its outputs' sums are whole inside it, so the tiles may
        // run on any threads in any order.
        let steps = (rows * vectors) as i64;
        let worth = |at: &Ir<'c, 'a>, tiles: Value<'c, 'a>| parallel::at_least(at, at.mul(at.mul(tiles, k_bound), at.index(steps)), PARALLEL_MIN_FMAS);
        let k_known = self.k.known;
        parallel::nest(ir, self.parallel, &bounds, worth, &mut |body, ivs| {
            let (b_ivs, jt, it) = (&ivs[..batch.len()], ivs[batch.len()], ivs[batch.len() + 1]);
            // A static K is a constant inside the threads' region too (a value captured from
            // outside is a run-time bound to LLVM there: no unrolling by a known count).
            let k_bound = k_known.map_or(k_bound, |k| body.index(k as i64));
            let (row0, col0) = (body.mul(it, body.index(rows as i64)), body.mul(jt, body.index(width)));
            // Read straight from the operand: each tile row's operand row, clamped to M - 1 (a
            // row past M computes outputs nobody stores; M > 0 wherever a tile runs).
            let direct_rows: Vec<Value> = match &self.lhs {
                Lhs::Direct(_, m) => {
                    let last = m.known.map_or_else(|| body.sub(m.value, body.index(1)), |m| body.index(m as i64 - 1));
                    (0..rows).map(|r| body.val(arith::minui(body.add(row0, body.index(r as i64)), last, body.location))).collect()
                }
                Lhs::Packed(_) => Vec::new(),
            };
            let zero = constant_vector(body, vector);
            let init = vec![zero; rows * vectors];
            let mut step_at = |step: &Ir<'c, 'a>, kk: Value<'c, 'a>, acc: &[Value<'c, 'a>]| -> Vec<Value<'c, 'a>> {
                let at = |panel: Value<'c, 'a>, inner: Value<'c, 'a>| -> Vec<Value<'c, 'a>> {
                    b_ivs.iter().copied().chain([panel, kk, inner]).collect()
                };
                let b: Vec<Value> = (0..vectors).map(|v| vector_load(step, vector, b_packed, &at(jt, step.index((v * lanes) as i64)))).collect();
                let mut next = Vec::with_capacity(acc.len());
                for r in 0..rows {
                    let a = match &self.lhs {
                        Lhs::Packed(a_packed) => loops::load(step, *a_packed, &at(it, step.index(r as i64))),
                        Lhs::Direct(operand, _) => {
                            let index: Vec<Value> = b_ivs.iter().copied().chain([direct_rows[r], kk]).collect();
                            operand.load_one(step, &index, self.acc)
                        }
                    };
                    let a = broadcast(step, vector, a);
                    for v in 0..vectors {
                        let s = acc[r * vectors + v];
                        next.push(match products {
                            Products::Fma => fma(step, "math.fma", a, b[v], s),
                            Products::Fused => fma(step, "vector.fma", a, b[v], s),
                            Products::Rounded | Products::FusedIf(_) => {
                                let p = step.val(arith::mulf(a, b[v], step.location));
                                step.val(arith::addf(s, p, step.location))
                            }
                        });
                    }
                }
                next
            };
            let sums = match self.k_blocks {
                None => fold_many(body, k_bound, &init, &mut step_at),
                Some((k, block)) => {
                    // The first block is the running total; each later one is summed from +0
                    // and added to it (XLA's K blocks).
                    let first = fold_many(body, body.index(block as i64), &init, &mut step_at);
                    fold_many(body, body.index(k.div_ceil(block) as i64 - 1), &first, &mut |outer, later, totals| {
                        let start = outer.mul(outer.add(later, outer.index(1)), outer.index(block as i64));
                        let length = if k % block == 0 {
                            outer.index(block as i64)
                        } else {
                            outer.val(arith::minui(outer.index(block as i64), outer.sub(outer.index(k as i64), start), outer.location))
                        };
                        let zeros = vec![constant_vector(outer, vector); rows * vectors];
                        let part = fold_many(outer, length, &zeros, &mut |step, kk, acc| step_at(step, step.add(start, kk), acc));
                        totals.iter().zip(part).map(|(&total, part)| outer.val(arith::addf(total, part, outer.location))).collect()
                    })
                }
            };
            for r in 0..rows {
                let i = body.add(row0, body.index(r as i64));
                let store_row = |at: &Ir<'c, 'a>| {
                    for v in 0..vectors {
                        let j = at.add(col0, at.index((v * lanes) as i64));
                        let index: Vec<Value> = b_ivs.iter().copied().chain([i, j]).collect();
                        vector_store(at, sums[r * vectors + v], target, &index);
                    }
                };
                match self.guarded {
                    Some((m, first)) if r >= first => {
                        let m = m.known.map_or(m.value, |m| body.index(m as i64));
                        let inside = body.cmp(arith::CmpiPredicate::Ult, i, m);
                        if_else(body, inside, &mut |then| store_row(then), &mut |_| {});
                    }
                    _ => store_row(body),
                }
            }
        });
    }
}

/// Which dimension of an operand a panel tiles: lhs rows (M) or rhs columns (N), the latter
/// in runs of panel rows where it can be.
enum PanelOf<'r, 'c, 'a> {
    Rows,
    Columns(ColumnRuns<'r, 'c, 'a>),
}

/// How the rhs panels are written, beyond one element at a time.
enum ColumnRuns<'r, 'c, 'a> {
    /// Element by element (LLVM vectorises the lanes).
    None,
    /// FP8 codes decoded by byte tables, a panel row or two at a time.
    Bytes(&'r ByteRun<'c, 'a>),
    /// A transposed view, a square block of panel rows at a time.
    Transposed(&'r TransposedRhs<'c, 'a>),
}

/// A plain rhs whose FP8 codes [`decode::ByteRule`] widens, 32 at a time (one register of
/// bytes; AVX2 only: `lpf.target`'s `byte_shuffle`): panels of 16 lanes two panel rows at a
/// time (32 consecutive floats of the panel, from two operand rows), wider panels (a multiple
/// of 32 lanes: AVX-512's 64) 32 lanes of one row at a time.
struct ByteRun<'c, 'a> {
    buffer: Value<'c, 'a>,
    element: Type<'c>,
    width: u64,
    rule: decode::ByteRule,
}

impl<'c, 'a> ByteRun<'c, 'a> {
    /// Codes decoded at once.
    const LANES: u64 = decode::BYTE_RULE_LANES;

    fn of(operand: &Operand<'c, 'a>, acc: Type<'c>, width: u64) -> Option<Self> {
        let Operand::Plain { buffer, element } = *operand else { return None };
        // The codes of a panel row are consecutive in the operand's last axis.
        if !(width == Self::LANES / 2 || width % Self::LANES == 0) || !loops::identity_layout(buffer.r#type()) {
            return None;
        }
        decode::byte_rule_for(element, acc).map(|rule| ByteRun { buffer, element, width, rule })
    }

    /// Whether a panel row is half a run (16 lanes: runs of two rows).
    fn two_rows(&self) -> bool {
        self.width < Self::LANES
    }

    /// `lanes` codes of operand row `k` from the first column of panel `tile` plus `offset`.
    fn codes(&self, ir: &Ir<'c, 'a>, b_ivs: &[Value<'c, 'a>], tile: Value<'c, 'a>, k: Value<'c, 'a>, offset: u64, lanes: u64) -> Value<'c, 'a> {
        let column = ir.add(ir.mul(tile, ir.index(self.width as i64)), ir.index(offset as i64));
        let index: Vec<Value> = b_ivs.iter().copied().chain([k, column]).collect();
        let codes = vector_load(ir, Type::vector(&[lanes], self.element), self.buffer, &index);
        crate::to_llvm::helpers::view(ir, codes, Type::vector(&[lanes], ir.int_type(8)))
    }

    /// Panel row `kk` of panel `tile`, 32 lanes at a time (a panel of a multiple of 32 lanes).
    fn pack_row(&self, ir: &Ir<'c, 'a>, b_ivs: &[Value<'c, 'a>], tile: Value<'c, 'a>, kk: Value<'c, 'a>, packed: Value<'c, 'a>) {
        for offset in (0..self.width).step_by(Self::LANES as usize) {
            let values = self.rule.emit(ir, self.codes(ir, b_ivs, tile, kk, offset, Self::LANES));
            let index: Vec<Value> = b_ivs.iter().copied().chain([tile, kk, ir.index(offset as i64)]).collect();
            vector_store(ir, values, packed, &index);
        }
    }

    /// Panel rows `kk` and `kk + 1` of panel `tile` (a panel of 16 lanes): operand rows `kk`,
    /// `kk + 1`, decoded together and stored as the two rows.
    fn pack_two_rows(&self, ir: &Ir<'c, 'a>, b_ivs: &[Value<'c, 'a>], tile: Value<'c, 'a>, kk: Value<'c, 'a>, packed: Value<'c, 'a>) {
        let lanes = self.width;
        let next = ir.add(kk, ir.index(1));
        let (first, second) = (self.codes(ir, b_ivs, tile, kk, 0, lanes), self.codes(ir, b_ivs, tile, next, 0, lanes));
        let both = shuffle(ir, first, second, &(0..2 * lanes as i64).collect::<Vec<_>>(), Type::vector(&[2 * lanes], ir.int_type(8)));
        let values = self.rule.emit(ir, both);
        for (i, k) in [kk, next].into_iter().enumerate() {
            let part = slice(ir, values, i as u64 * lanes, lanes);
            let index: Vec<Value> = b_ivs.iter().copied().chain([tile, k, ir.index(0)]).collect();
            vector_store(ir, part, packed, &index);
        }
    }
}

/// `source` (`[B.., M, K]` or `[B.., K, N]`, of sizes `(rows, cols)`) widened to `acc` into
/// panels `[B.., tiles, K, size]`, padded with +0; every widened value also seen by `range`, if
/// given (each thread's part of the packing folds what it wrote and merges it once at its end).
#[allow(clippy::too_many_arguments)]
fn pack<'c, 'a>(
    ir: &Ir<'c, 'a>,
    source: &Operand<'c, 'a>,
    acc: Type<'c>,
    batch: &[Size<'c, 'a>],
    (tiles, k, size): (Size<'c, 'a>, Size<'c, 'a>, u64),
    (rows, cols): (Size<'c, 'a>, Size<'c, 'a>),
    panel: PanelOf,
    threads: bool,
    range: Option<&Range<'c, 'a>>,
) -> Value<'c, 'a> {
    let panel_size = Size::constant(ir, size);
    let dims: Vec<Size> = batch.iter().copied().chain([tiles, k, panel_size]).collect();
    let packed = alloc(ir, acc, &dims);
    let n = batch.len();
    // `[B.., tile, k, within]`, for both panels.
    let panel_index = |b_ivs: &[Value<'c, 'a>], tile: Value<'c, 'a>, within: Value<'c, 'a>, k: Value<'c, 'a>| -> Vec<Value<'c, 'a>> {
        b_ivs.iter().copied().chain([tile, k, within]).collect()
    };
    let tiled = match panel {
        PanelOf::Rows => rows,
        PanelOf::Columns(_) => cols,
    };
    // The padded lanes, tiles x size - tiled of them, all in the last panel: none when the size
    // is known to be whole tiles; when it is dynamic the loop runs zero or more times (none
    // either when the operand is empty: then there is no panel).
    let padding = tiles.times(ir, size).minus(ir, tiled);
    if padding.known != Some(0) {
        // +0 in the padded lanes of the last panel only (the rest is written below).
        let zero = ir.float(acc, 0.0);
        let last = match tiles.known {
            Some(t) => ir.index(t as i64 - 1),
            None => ir.sub(tiles.value, ir.index(1)),
        };
        let first_pad = panel_size.minus(ir, padding).value;
        let mut sizes: Vec<Value> = batch.iter().map(|d| d.value).collect();
        sizes.extend([k.value, padding.value]);
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let lane = inner.add(first_pad, ivs[n + 1]);
            loops::store(inner, zero, packed, &panel_index(&ivs[..n], last, lane, ivs[n]));
        });
    }
    // Every element is written once, from the operand alone, decoded (and scaled) once: the
    // kernel reads only the packed, accumulator-typed copy. Each inner loop writes contiguously.
    let element = |at: &Ir<'c, 'a>, b_ivs: &[Value<'c, 'a>], row: Value<'c, 'a>, col: Value<'c, 'a>| {
        let ivs: Vec<Value> = b_ivs.iter().copied().chain([row, col]).collect();
        source.load(at, &ivs, acc)
    };
    // With a range: each thread's part, once written, is read back as vectors of a panel row
    // (`size` lanes: padded lanes hold +0, which the range ignores), folded lane by lane (one
    // vector max per `size` values: a scalar fold per element would be one long dependent chain)
    // and merged once. `count` panel rows, the i-th at `row_at(i)`.
    let observe = |at: &Ir<'c, 'a>, count: Value<'c, 'a>, row_at: &dyn Fn(&Ir<'c, 'a>, Value<'c, 'a>) -> Vec<Value<'c, 'a>>| {
        let Some(range) = range else { return };
        let vector = Type::vector(&[size], acc);
        let seen = fold_many(at, count, &range.start(at, size), &mut |inner, i, seen| {
            let values = vector_load(inner, vector, packed, &row_at(inner, i));
            range.see(inner, values, size, seen)
        });
        range.merge(at, &seen);
    };
    let size_value = ir.index(size as i64);
    let bound = |at: &Ir<'c, 'a>, s: Size<'c, 'a>| s.known.map_or(s.value, |v| at.index(v as i64));
    let whole = ir.val(arith::divui(bound(ir, tiled), size_value, ir.location));
    let rest = ir.sub(bound(ir, tiled), ir.mul(whole, size_value));
    let batch_sizes: Vec<Value> = batch.iter().map(|d| d.value).collect();
    // The operand's element for lane `within` of tile `t` at `kk`: lhs rows or rhs columns.
    let source_at = |at: &Ir<'c, 'a>, b_ivs: &[Value<'c, 'a>], t: Value<'c, 'a>, within: Value<'c, 'a>, kk: Value<'c, 'a>| {
        let tiled_index = at.add(at.mul(t, at.index(size as i64)), within);
        match panel {
            PanelOf::Rows => element(at, b_ivs, tiled_index, kk),
            PanelOf::Columns(_) => element(at, b_ivs, kk, tiled_index),
        }
    };
    // Panel by panel, both operands: whole tiles (with the batch) on threads; per k, the tile's
    // `size` lanes side by side, so each panel is written as one sequential stream and seen
    // while still in cache. (rhs packed row by row of the operand, the earlier order, wrote N / W
    // panels at once, K x W x 4 bytes apart: at 128 x 512 of f8 (32 panels 8 KiB apart, one
    // cache set) 2.5x the time of 512 x 128, 8 panels; docs/llvm.md, "Mixed modules: speed".)
    // Each panel in pieces of at most PACK_PIECE_K rows of k, so that a few panels (the one rhs
    // panel of 16 x 4096 x 16) still split across threads; a thread's share is contiguous, so
    // it writes whole panels, or one panel's consecutive rows, in order.
    let runs = match &panel {
        PanelOf::Columns(runs) => runs,
        PanelOf::Rows => &ColumnRuns::None,
    };
    let piece = ir.index(PACK_PIECE_K);
    let pieces = match k.known {
        Some(k) => ir.index(k.div_ceil(PACK_PIECE_K as u64) as i64),
        None => ir.val(arith::ceildivui(k.value, piece, ir.location)),
    };
    let outer: Vec<Value> = batch_sizes.iter().copied().chain([whole, pieces]).collect();
    let elements = batch_sizes.iter().fold(ir.mul(ir.mul(whole, size_value), k.value), |n, b| ir.mul(n, *b));
    let worth = |at: &Ir<'c, 'a>, _: Value<'c, 'a>| parallel::at_least(at, elements, PARALLEL_MIN_PACKED);
    parallel::nest(ir, threads, &outer, worth, &mut |tile_ir, ivs| {
        let (b_ivs, t, p) = (&ivs[..n], ivs[n], ivs[n + 1]);
        let k_bound = bound(tile_ir, k);
        let first = tile_ir.mul(p, tile_ir.index(PACK_PIECE_K));
        let rows = tile_ir.val(arith::minui(tile_ir.sub(k_bound, first), tile_ir.index(PACK_PIECE_K), tile_ir.location));
        let lanes = tile_ir.index(size as i64);
        let one_by_one = |at: &Ir<'c, 'a>, from: Value<'c, 'a>, count: Value<'c, 'a>| {
            loops::nest(at, &[count, lanes], &mut |inner, kl| {
                let kk = inner.add(from, kl[0]);
                loops::store(inner, source_at(inner, b_ivs, t, kl[1], kk), packed, &panel_index(b_ivs, t, kl[1], kk));
            });
        };
        match runs {
            ColumnRuns::Bytes(run) if !run.two_rows() => loops::nest(tile_ir, &[rows], &mut |inner, kl| {
                run.pack_row(inner, b_ivs, t, inner.add(first, kl[0]), packed);
            }),
            // Two panel rows at a time by byte tables, an odd last row one element at a time.
            ColumnRuns::Bytes(run) => {
                let pairs = tile_ir.udiv(rows, tile_ir.index(2));
                loops::nest(tile_ir, &[pairs], &mut |inner, i| {
                    let kk = inner.add(first, inner.mul(i[0], inner.index(2)));
                    run.pack_two_rows(inner, b_ivs, t, kk, packed);
                });
                let done = tile_ir.mul(pairs, tile_ir.index(2));
                one_by_one(tile_ir, tile_ir.add(first, done), tile_ir.sub(rows, done));
            }
            // Whole blocks of k, the rows left over one element at a time.
            ColumnRuns::Transposed(view) => {
                let side = tile_ir.index(view.block() as i64);
                let blocks = tile_ir.udiv(rows, side);
                loops::nest(tile_ir, &[blocks], &mut |inner, i| {
                    view.pack_block(inner, t, inner.add(first, inner.mul(i[0], side)), packed);
                });
                let done = tile_ir.mul(blocks, side);
                one_by_one(tile_ir, tile_ir.add(first, done), tile_ir.sub(rows, done));
            }
            ColumnRuns::None => one_by_one(tile_ir, first, rows),
        }
        observe(tile_ir, rows, &|at, i| panel_index(b_ivs, t, at.index(0), at.add(first, i)));
    });
    // The last, partial tile.
    let sizes: Vec<Value> = batch_sizes.iter().copied().chain([bound(ir, k), rest]).collect();
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let (b_ivs, kk, l) = (&ivs[..n], ivs[n], ivs[n + 1]);
        loops::store(inner, source_at(inner, b_ivs, whole, l, kk), packed, &panel_index(b_ivs, whole, l, kk));
    });
    if range.is_some() {
        // Its panel exists only when there are lanes left over: K rows of it, else none.
        let any = ir.cmp(arith::CmpiPredicate::Ne, rest, ir.index(0));
        let count = ir.select(any, bound(ir, k), ir.index(0));
        loops::nest(ir, &batch_sizes, &mut |at, b_ivs| observe(at, count, &|at, kk| panel_index(b_ivs, whole, at.index(0), kk)));
    }
    packed
}

/// `dense<+0.0>` as a vector of the accumulator.
fn constant_vector<'c, 'a>(ir: &Ir<'c, 'a>, vector: Type<'c>) -> Value<'c, 'a> {
    let attr = Attribute::parse(ir.context, &format!("dense<0.0> : {vector}")).expect("a zero vector constant parses");
    ir.val(arith::constant(ir.context, attr, ir.location))
}

/// `a * b + acc` by `name`: `vector.fma` is LLVM's `fmuladd`, fused where the target has FMA,
/// used only on exact products (where fused and unfused give the same bits, so a target without
/// FMA stays bit-identical); `math.fma` is LLVM's `fma`, one rounding on every target
/// ([`Products::Fma`]).
pub fn fma<'c, 'a>(ir: &Ir<'c, 'a>, name: &str, a: Value<'c, 'a>, b: Value<'c, 'a>, acc: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new(name, ir.location)
            .add_operands(&[a, b, acc])
            .add_results(&[melior::ir::ValueLike::r#type(&acc)])
            .build()
            .expect("valid fma"),
    )
}
