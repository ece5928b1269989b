//! The matrix-unit kernels' operand packing: each operand once, into panels of the working type
//! W beside each element's model exponent (i16, or i8 where `Plan::byte_exponents` allows),
//! padded with +0 and [`ZERO_NORM`] (module doc of `matrix_units`, "The loops").
//!
//! Whole panels (every row or column real) of an operand in the identity layout are packed as
//! vectors where the format has a vector widening without a table: `arith.extf` for the formats
//! LLVM has (f16, f32, f64), a shift for bf16 and f8E8M0FNU (proven for all codes), and the FP8
//! formats' [`Rule`] (select-and-shift on the code, proven against the numerics crate for all
//! codes; NaN codes all widen to f32's quiet NaN, [`Rule::of_values`]: every family's NaN result
//! is the model's own code, whatever the operand's payload, and every NaN gets the same
//! exponent). An rhs column panel's k is one run of `lanes` codes of an operand row: one load,
//! the widening and the exponents lane by lane, two stores. An lhs row panel's k gathers 8
//! operand rows: per run of 8 k, one load of each row's 8 codes, a tree of shuffles into the
//! panel's k-major order (64 codes), the widening and exponents on that, 8 stores of each. Left
//! to LLVM's loop vectoriser, the element loop over an rhs panel of 16 lanes (AVX-512's f32
//! tile) stayed scalar: a conversion-table load, a branch and a dozen integer operations per
//! element, 54% of the Hopper fp8 kernel's time on Zen 5 (docs/llvm.md, session 14). The last,
//! partial panel, the lhs's last K % 8 k and the formats without a vector widening keep the
//! element loop.

use super::plan::{max_norm, min_norm, work_params, BYTE_ZERO_NORM, PARALLEL_MIN_STEPS, ZERO_NORM};
use crate::to_llvm::builders::element::widen;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::vectors::{shuffle, slice, vector_load, vector_store};
use crate::to_llvm::helpers;
use crate::to_llvm::kernels::contraction::decode::Rule;
use lpf_numerics::Format;
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::operation::OperationBuilder;
use melior::ir::{Type, Value, ValueLike};

/// The model's exponent of an operand value `v` of `fmt` (W, exact; a scalar or a vector of
/// lanes): W's exponent field (every operand is normal in W), clamped to the format's range,
/// [`ZERO_NORM`] for zero; i16.
pub(super) fn operand_norm<'c, 'a>(ir: &Ir<'c, 'a>, v: Value<'c, 'a>, fmt: Format, work: Format) -> Value<'c, 'a> {
    let (_, _, _, frac, bias) = work_params(work);
    let width = if work == Format::F32 { 32 } else { 64 };
    let like = v.r#type();
    let (bits_ty, i32_ty) = (ir.shaped(ir.int_type(width), like), ir.shaped(ir.int_type(32), like));
    let bits = ir.bitcast(v, bits_ty);
    let field = ir.and(ir.shr(bits, ir.int_of(bits_ty, frac as i64)), ir.int_of(bits_ty, if width == 32 { 0xFF } else { 0x7FF }));
    let field = if width == 32 { field } else { ir.val(arith::trunci(field, i32_ty, ir.location)) };
    let e = ir.sub(field, ir.int_of(i32_ty, bias as i64));
    let e = ir.min_signed(ir.max_signed(e, ir.int_of(i32_ty, min_norm(fmt) as i64)), ir.int_of(i32_ty, max_norm(fmt) as i64));
    let magnitude = ir.and(bits, ir.int_of(bits_ty, if width == 32 { 0x7FFF_FFFF } else { i64::MAX }));
    let zero = ir.eq(magnitude, ir.int_of(bits_ty, 0));
    let norm = ir.select(zero, ir.int_of(i32_ty, ZERO_NORM), e);
    ir.val(arith::trunci(norm, ir.shaped(ir.int_type(16), like), ir.location))
}

/// Which dimension of an operand a panel tiles: lhs rows (M) or rhs columns (N).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum PanelOf {
    Rows,
    Columns,
}

/// One operand packed into panels `[B.., tiles, K, size]`: its values in W and its exponents (i16,
/// or i8 where [`super::plan::Plan::byte_exponents`] allows).
pub(super) struct Packed<'c, 'a> {
    pub values: Value<'c, 'a>,
    pub norms: Value<'c, 'a>,
    /// The exponents' width: 16, or 8 (zero operands then [`BYTE_ZERO_NORM`]).
    pub norm_bits: u32,
    /// A grouped block-scaled operand's per-group data (`block_scaled.rs`); None otherwise.
    pub groups: Option<Groups<'c, 'a>>,
}

/// A grouped operand's per-group data, `[B.., tiles, K / group, size]`: the nonzero masks (i32),
/// the scales' magnitudes (f64) and their exponents (i32; -4096 for a zero scale).
pub(super) struct Groups<'c, 'a> {
    pub(super) masks: Value<'c, 'a>,
    pub(super) scales: Value<'c, 'a>,
    pub(super) norms: Value<'c, 'a>,
}

/// An operand value (W, exact; a scalar or a vector of lanes) as FTZ-MUL-ADD reads it: +0 when zero or below its
/// format's smallest normal (packing time; NaN compares false and stays).
pub(super) fn flush_input<'c, 'a>(ir: &Ir<'c, 'a>, v: Value<'c, 'a>, fmt: Format) -> Value<'c, 'a> {
    let ty = v.r#type();
    let magnitude = ir.val(OperationBuilder::new("math.absf", ir.location).add_operands(&[v]).add_results(&[ty]).build().expect("valid math.absf"));
    // Constants of v's shape (a W scalar or vector): powers of two and zero, by their bits.
    let (float, bits) = if ir.shaped(ir.f32_type(), ty) == ty { (ir.f32_type(), 32) } else { (ir.f64_type(), 64) };
    let constant = |value: f64| {
        let code = if bits == 32 { (value as f32).to_bits() as i64 } else { value.to_bits() as i64 };
        ir.bitcast(ir.int_of(ir.shaped(ir.int_type(bits), ty), code), ir.shaped(float, ty))
    };
    let min_normal = 2f64.powi(1 - fmt.params().bias);
    let tiny = ir.val(arith::cmpf(ir.context, CmpfPredicate::Olt, magnitude, constant(min_normal), ir.location));
    ir.select(tiny, constant(0.0), v)
}

/// How a vector of an operand's codes is widened to W lane by lane (see the module doc).
pub(super) enum Widening {
    /// `arith.extf` (or nothing, W itself).
    Extend,
    /// A format whose f32 value is its code shifted left (bf16 by 16: f32's top half; the
    /// exponent-only f8E8M0FNU by 23), but at most two codes (then selected); zero-extended and
    /// shifted (then `arith.extf` when W is f64).
    Shift { bits: u32, by: u32, exceptions: Vec<(u32, u32)> },
    /// The FP8 rule into f32 (then `arith.extf` when W is f64).
    Rule(Rule),
}

impl Widening {
    pub(super) fn of(fmt: Format) -> Option<Widening> {
        if helpers::is_native(fmt) {
            return Some(Widening::Extend);
        }
        let bits = fmt.params().bits;
        if fmt.params().pad == 0 && fmt.storage_bits() == bits && (bits == 8 || bits == 16) {
            if let Some(shift) = [32 - bits, 23].into_iter().find_map(|by| Self::shift(fmt, bits, by)) {
                return Some(shift);
            }
        }
        Rule::of_values(fmt).map(Widening::Rule)
    }

    /// The shift by `by` for `fmt` (codes of `bits` bits), when it gives the numerics crate's f32
    /// value for every code but at most two, NaN codes some NaN ([`Rule::of_values`]'s reason).
    fn shift(fmt: Format, bits: u32, by: u32) -> Option<Widening> {
        let mut exceptions = Vec::new();
        for code in 0..1u32 << bits {
            let want = lpf_numerics::convert(fmt, Format::F32, code as u64, lpf_numerics::Rounding::ToNearestEven, lpf_numerics::Overflow::NanOrInf) as u32;
            let got = code << by;
            if got != want && !(f32::from_bits(got).is_nan() && f32::from_bits(want).is_nan()) {
                exceptions.push((code, want));
                if exceptions.len() > 2 {
                    return None;
                }
            }
        }
        Some(Widening::Shift { bits, by, exceptions })
    }

    /// `codes` (a vector of the format's type or its storage integers) widened to `work_ty` (a
    /// vector of f32 or f64 of the same lanes).
    pub(super) fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, codes: Value<'c, 'a>, work_ty: Type<'c>) -> Value<'c, 'a> {
        let value = match self {
            Widening::Extend => codes,
            Widening::Shift { bits, by, exceptions } => {
                let like = codes.r#type();
                let i32_ty = ir.shaped(ir.int_type(32), like);
                let stored = helpers::view(ir, codes, ir.shaped(ir.int_type(*bits), like));
                let wide = ir.val(arith::extui(stored, i32_ty, ir.location));
                let mut shifted = ir.shl(wide, ir.int_of(i32_ty, *by as i64));
                for &(code, value) in exceptions {
                    shifted = ir.select(ir.eq(wide, ir.int_of(i32_ty, code as i64)), ir.int_of(i32_ty, value as i64), shifted);
                }
                ir.bitcast(shifted, ir.shaped(ir.f32_type(), like))
            }
            Widening::Rule(rule) => rule.emit(ir, codes),
        };
        if value.r#type() == work_ty {
            value
        } else {
            ir.val(arith::extf(value, work_ty, ir.location))
        }
    }
}

/// `source` (`[B.., M, K]` or `[B.., K, N]`, element `element` of format `fmt`) packed, padded
/// with zeros (value +0, exponent ZERO_NORM). The loops run over the packed index space, so every
/// packed element is written once, in order; a padded element reads the last real row or column
/// (any valid address) and selects the padding. Whole rhs column panels as vectors where the
/// format has a vector widening (module doc).
#[allow(clippy::too_many_arguments)]
pub(super) fn pack<'c, 'a>(
    ir: &Ir<'c, 'a>,
    source: Value<'c, 'a>,
    element: Type<'c>,
    fmt: Format,
    work: Format,
    batch: &[Value<'c, 'a>],
    (tiles, (k, k_static), size): (Value<'c, 'a>, (Value<'c, 'a>, Option<u64>), usize),
    extent: Value<'c, 'a>,
    panel: PanelOf,
    threads: bool,
    flush_inputs: bool,
    norm_bits: u32,
) -> Packed<'c, 'a> {
    let work_ty = if work == Format::F32 { ir.f32_type() } else { ir.f64_type() };
    let dims: Vec<Option<u64>> = batch.iter().map(|_| None).chain([None, k_static, Some(size as u64)]).collect();
    let sizes: Vec<Value> = batch.iter().copied().chain([tiles, k, ir.index(size as i64)]).collect();
    let values = loops::alloc(ir, work_ty, &dims, &sizes);
    // One i16 (i8) per element, like the values: in a row panel, rows 2p and 2p + 1 (4q to
    // 4q + 3) of a k are one i32, which the tile broadcasts (`Tile::exponent_max`).
    let norms = loops::alloc(ir, ir.int_type(norm_bits), &dims, &sizes);
    let outer: Vec<Value> = batch.iter().copied().chain([tiles]).collect();
    let worth = |at: &Ir<'c, 'a>, count: Value<'c, 'a>| {
        let per_tile = match k_static {
            Some(k) => at.index((k as usize * size) as i64),
            None => at.mul(k, at.index(size as i64)),
        };
        parallel::at_least(at, at.mul(count, per_tile), PARALLEL_MIN_STEPS)
    };
    let vectors = loops::identity_layout(source.r#type()).then(|| Widening::of(fmt)).flatten();
    let n = batch.len();
    parallel::nest(ir, threads, &outer, worth, &mut |body, tile_ivs| {
        // Panel rows `from .. from + count` (of k), element by element.
        let by_element = |at: &Ir<'c, 'a>, from: Value<'c, 'a>, count: Value<'c, 'a>| {
            let bounds = [count, at.index(size as i64)];
            let last = at.sub(extent, at.index(1));
            loops::nest(at, &bounds, &mut |inner, ivs| {
                let (kk, within) = (inner.add(from, ivs[0]), ivs[1]);
                let tiled = inner.add(inner.mul(tile_ivs[n], inner.index(size as i64)), within);
                let real = inner.val(arith::cmpi(inner.context, arith::CmpiPredicate::Ult, tiled, extent, inner.location));
                let clamped = inner.val(arith::minui(tiled, last, inner.location));
                let at: Vec<Value> = match panel {
                    PanelOf::Rows => tile_ivs[..n].iter().copied().chain([clamped, kk]).collect(),
                    PanelOf::Columns => tile_ivs[..n].iter().copied().chain([kk, clamped]).collect(),
                };
                let value = widen(inner, loops::load(inner, source, &at), element, work_ty);
                // FTZ-MUL-ADD reads subnormal inputs as +0: flushed once here, not per product.
                let value = if flush_inputs { flush_input(inner, value, fmt) } else { value };
                let norm = narrow_norm(inner, operand_norm(inner, value, fmt, work), norm_bits);
                let index: Vec<Value> = tile_ivs.iter().copied().chain([kk, within]).collect();
                store_packed(inner, (values, norms), (value, norm), real, &index);
            });
        };
        let zero = body.index(0);
        let Some(widening) = &vectors else { return by_element(body, zero, k) };
        // A vector of codes widened as FTZ-MUL-ADD reads it, with its exponents.
        let widened = |at: &Ir<'c, 'a>, codes: Value<'c, 'a>, lanes: u64| {
            let value = widening.emit(at, codes, Type::vector(&[lanes], work_ty));
            let value = if flush_inputs { flush_input(at, value, fmt) } else { value };
            (value, narrow_norm(at, operand_norm(at, value, fmt, work), norm_bits))
        };
        let first = body.mul(tile_ivs[n], body.index(size as i64));
        let whole = body.cmp(arith::CmpiPredicate::Ule, body.add(first, body.index(size as i64)), extent);
        let by_vector = |at: &Ir<'c, 'a>| match panel {
            // A column panel's k is one run of `size` codes of an operand row.
            PanelOf::Columns => loops::nest(at, &[k], &mut |inner, ivs| {
                let kk = ivs[0];
                let from: Vec<Value> = tile_ivs[..n].iter().copied().chain([kk, first]).collect();
                let codes = vector_load(inner, Type::vector(&[size as u64], element), source, &from);
                let (value, norm) = widened(inner, codes, size as u64);
                let index: Vec<Value> = tile_ivs.iter().copied().chain([kk, inner.index(0)]).collect();
                vector_store(inner, value, values, &index);
                vector_store(inner, norm, norms, &index);
            }),
            // A row panel's k gathers `size` operand rows: runs of ROW_RUN k of each row,
            // widened, interleaved k-major by shuffles, then stored k by k; the last K % ROW_RUN
            // element by element.
            PanelOf::Rows => {
                let runs = at.udiv(k, at.index(ROW_RUN as i64));
                loops::nest(at, &[runs], &mut |inner, ivs| {
                    let k0 = inner.mul(ivs[0], inner.index(ROW_RUN as i64));
                    let rows: Vec<Value> = (0..size)
                        .map(|r| {
                            let from: Vec<Value> = tile_ivs[..n].iter().copied().chain([inner.add(first, inner.index(r as i64)), k0]).collect();
                            let codes = vector_load(inner, Type::vector(&[ROW_RUN], element), source, &from);
                            // Shuffled as their storage integers (f16's own type is LLVM's).
                            match helpers::is_native(fmt) {
                                true => codes,
                                false => helpers::view(inner, codes, Type::vector(&[ROW_RUN], inner.int_type(fmt.storage_bits()))),
                            }
                        })
                        .collect();
                    let (value, norm) = widened_k_major(inner, rows, &widened);
                    for j in 0..ROW_RUN {
                        let index: Vec<Value> = tile_ivs.iter().copied().chain([inner.add(k0, inner.index(j as i64)), inner.index(0)]).collect();
                        vector_store(inner, slice(inner, value, j * size as u64, size as u64), values, &index);
                        vector_store(inner, slice(inner, norm, j * size as u64, size as u64), norms, &index);
                    }
                });
                let done = at.mul(runs, at.index(ROW_RUN as i64));
                by_element(at, done, at.sub(k, done));
            }
        };
        loops::if_else(body, whole, &mut |then| by_vector(then), &mut |otherwise| by_element(otherwise, zero, k));
    });
    Packed { values, norms, norm_bits, groups: None }
}

/// k per run of a row panel's vector packing: 8 rows x 8 k, one 64-element vector.
const ROW_RUN: u64 = 8;

/// `rows` (each the codes of ROW_RUN consecutive k of one operand row) interleaved into the
/// panel's k-major order, element `rows.len() j + r` = row r at k j, by a tree of shuffles (each
/// joins two groups of rows), then `widened` on the whole: (values, exponents).
fn widened_k_major<'c, 'a>(
    ir: &Ir<'c, 'a>,
    rows: Vec<Value<'c, 'a>>,
    widened: &dyn Fn(&Ir<'c, 'a>, Value<'c, 'a>, u64) -> (Value<'c, 'a>, Value<'c, 'a>),
) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let codes = crate::to_llvm::builders::ir::vector_element(rows[0].r#type());
    let run = ROW_RUN as i64;
    let mut level = rows;
    let mut group = 1i64;
    while level.len() > 1 {
        // Two vectors of `group` rows each (element group j + c: row c at k j) into one of 2 group.
        let len = group * run;
        let mask: Vec<i64> = (0..run).flat_map(|j| (group * j..group * j + group).chain(len + group * j..len + group * j + group)).collect();
        let ty = Type::vector(&[2 * len as u64], codes);
        level = level.chunks(2).map(|pair| shuffle(ir, pair[0], pair[1], &mask, ty)).collect();
        group *= 2;
    }
    widened(ir, level[0], (group * run) as u64)
}

/// An i16 model exponent (scalar or vector) as `bits`-bit one: itself, or for 8 bits clamped below
/// at [`BYTE_ZERO_NORM`] (which only [`ZERO_NORM`] reaches) and truncated.
fn narrow_norm<'c, 'a>(ir: &Ir<'c, 'a>, norm: Value<'c, 'a>, bits: u32) -> Value<'c, 'a> {
    if bits == 16 {
        return norm;
    }
    let like = norm.r#type();
    let clamped = ir.max_signed(norm, ir.int_of(like, BYTE_ZERO_NORM));
    ir.val(arith::trunci(clamped, ir.shaped(ir.int_type(bits), like), ir.location))
}

/// Stores one packed element's value and model exponent (i16 or i8) at `index` of `values` and
/// `norms`: padding (`real` false) as +0 and [`ZERO_NORM`] ([`BYTE_ZERO_NORM`] in i8).
pub(super) fn store_packed<'c, 'a>(
    ir: &Ir<'c, 'a>,
    (values, norms): (Value<'c, 'a>, Value<'c, 'a>),
    (value, norm): (Value<'c, 'a>, Value<'c, 'a>),
    real: Value<'c, 'a>,
    index: &[Value<'c, 'a>],
) {
    let value = ir.select(real, value, ir.float(value.r#type(), 0.0));
    let bits = melior::ir::r#type::IntegerType::try_from(norm.r#type()).map_or(16, |t| t.width());
    let zero = if bits == 8 { BYTE_ZERO_NORM } else { ZERO_NORM };
    let norm = ir.select(real, norm, ir.int(bits, zero));
    loops::store(ir, value, values, index);
    loops::store(ir, norm, norms, index);
}
