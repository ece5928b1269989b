//! `lpf.scaled_dot ... hardware("nvidia.blackwell.tcgen05")` on the LLVM exit: Blackwell's
//! block-scaled instructions (docs/formats.md "Hardware arithmetic"), bit-identical to the
//! numerics crate's integer models (`lpf_numerics::matrix_units::scaled_families`), on the tiles,
//! K blocks and threads of the T-FDPA kernel (`super`). Everything runs in f64 lanes; each bound
//! below is checked at generation time from the numerics crate's format facts
//! ([`st_fits`], [`gst_fits`]), else the dot is refused with E0915.
//!
//! **ST-FDPA** (`kind::mxf8f6f4`: F 25, L 32, e_zero -133, ue8m0 scales per 32). One instruction
//! is one k-slice of 32, exactly one scale block of each operand, so within a chunk the term of
//! pair k is a_k b_k 2^(Xa + Xb) with the row's and the column's one scale, and its exponent is
//! n(a_k) + n(b_k) + Xa + Xb (an E8M0 scale 2^X is exactly its exponent X, even 2^-127). So the
//! chunk is T-FDPA over the operands a 2^Xa and b 2^Xb: each operand is packed already scaled
//! (value a 2^Xa in f64, exact: at most 8 significant bits, 2^-143..2^144; exponent n(a) + Xa in
//! i16; the scale decoded once per block and row or column), and `super`'s T-FDPA chunk loop
//! runs on them unchanged. Its argument holds with these bounds: products have at most 16 bits
//! within 2^-286..2^288, exact in f64; e_max lies in -133..286, so 2^(F - e_max) and
//! 2^(e_max - F) are normal f64 (never clamped); |p| < 2^(e_k + 2) keeps each truncated term
//! below 2^27 and the 32 terms and the addend (below 2^26) below 2^33, exact in f64 (not in
//! f32: 24 bits); v = total 2^(e_max - F) is exact (>= 2^-158) and RZ-FP32 narrows it (2^128
//! and beyond: inf, the model's overflow). A zero element keeps the exponent -4096 (plus its
//! scale's, still far below e_zero). A NaN scale (0xFF) makes every
//! value of its block NaN (0 x NaN too), so the chunk's terms and the output are NaN, as the
//! model's NaN term; inf elements (f8E5M2) times a scale stay inf, inf x 0 is NaN: the model's
//! rule, through the same float operations.
//!
//! **GST-FDPA** (`kind::mxf4`: ue8m0 per 32; `kind::mxf4nvf4`: ue8m0 or ue4m3 per 16; G 16, F
//! 35, L 64, e_zero -139). The chunk's terms are its 4 group sums S_g (exact, not renormalised)
//! times the group's scales s_a s_b, each with exponent n(s_a) + n(s_b) alone, or e_zero when
//! every product of the group is zero or a scale is zero (a group that cancels to zero keeps the
//! scales' exponent). The exponent does not depend on S_g's value, only on which products are
//! nonzero, so e_max comes first, without the k loop:
//! - Packing: the elements unscaled in f64; per group of 16 each operand's nonzero mask (bit j:
//!   element j is nonzero), its scale |s| in f64 (ue4m3's sign ignored; NaN stays NaN) and n(s)
//!   in i32 (the f64 exponent field: E8M0 keeps -127, ue4m3 clamped at -6 for its subnormals; a
//!   zero scale -4096). A group of the pair (row, column) has a nonzero product exactly when
//!   mask_a & mask_b != 0 (f4 has no inf/NaN), so its exponent is n(s_a) + n(s_b) there and -4096
//!   otherwise; e_max = max(e_zero, n(c), those), the model's e_max since the addend is always a
//!   term (e_zero when zero, >= -126 > e_zero otherwise).
//! - S_g: 16 exact f64 multiply-adds (f4 products are multiples of 2^-2 below 36, S_g below
//!   2^10 on that grid). Its term trunc(S_g s_a s_b 2^(F - e_max)): s_a s_b 2^(F - e_max) is exact
//!   (8 bits, exponent within -473..428) and so is its product with S_g (12 + 8 bits); |S_g s_a
//!   s_b| < 2^(10 + n(s_a) + 1 + n(s_b) + 1) <= 2^(12 + e_max), so a term is below 2^47 and the
//!   chunk's 4 terms and the addend (below 2^36) below 2^50: exact in f64. v and the rounding are
//!   T-FDPA's (`super`'s `finish`). A group without nonzero products has S_g = 0 exactly; a NaN
//!   scale makes its term NaN (0 x NaN included), hence the output, as the model's NaN scale.
//!
//! Not lowered (E0915 at the op): a K known only at run time; anything [`plan`] cannot prove.

use super::kernel::lower_packed;
use super::lanes::{fop, tiles_of};
use super::pack::{operand_norm, pack, store_packed, Groups, Packed, PanelOf, Widening};
use super::plan::{max_norm, min_norm, Kind, Plan, PARALLEL_MIN_STEPS, ROWS, ZERO_NORM};
use crate::ir_numerics::format_of;
use crate::to_llvm::builders::element::widen;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use crate::to_llvm::builders::vectors::{vector_load, vector_store};
use lpf_dialect::error::{Code, LpfError};
use lpf_numerics::facts::Facts;
use lpf_numerics::Format;
use lpf_numerics::matrix_units::{resolve_scaled, OutputRounding, ScaledFamily};
use melior::dialect::arith::{self, CmpfPredicate};
use melior::ir::{Type, Value, ValueLike};

/// A block-scaled dot's kernel: the chunk plan (`super`'s) and the scales.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScaledPlan {
    pub plan: Plan,
    /// The PTX `kind::` of the instruction (for messages).
    pub kind: &'static str,
    pub scale: Format,
    /// Elements per scale along K.
    pub block: usize,
}

/// One operand of the dot: its element buffer and its scale buffer with their element types.
#[derive(Clone, Copy)]
pub struct Operand<'c, 'a> {
    pub data: Value<'c, 'a>,
    pub element: Type<'c>,
    pub scales: Value<'c, 'a>,
    pub scale_element: Type<'c>,
}

/// floor(log2) of a finite positive f64.
fn exponent_of(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7FF) as i32 - 1023
}

/// The smallest exponent a scale of `fmt` has: E8M0's 2^-127 keeps -127 (MMA-Sim's), other
/// formats clamp subnormals at their smallest normal exponent.
fn scale_min_norm(fmt: Format) -> i32 {
    if fmt == Format::F8E8M0FNU { exponent_of(Facts::of(fmt).min_positive.to_f64()) } else { min_norm(fmt) }
}

/// MMA-Sim's name of a block-scaled family (docs/formats.md, "Hardware arithmetic").
fn family_name_scaled(family: &ScaledFamily) -> &'static str {
    match family {
        ScaledFamily::ScaledTruncatedFused { .. } => "scaled truncated fused sum (ST-FDPA)",
        ScaledFamily::GroupedScaledTruncatedFused { .. } => "grouped scaled truncated fused sum (GST-FDPA)",
    }
}

/// f64's exponent range for the scalings below (normal numbers).
const F64_MIN_EXP: i32 = -1022;
const F64_MAX_EXP: i32 = 1023;

/// ST-FDPA's bounds (module doc): products of scaled operands exact in f64, the chunk's terms
/// and addend summing exactly, the scalings 2^(F - e_max), 2^(e_max - F) normal.
fn st_fits(lhs: Format, rhs: Format, scale: Format, f: u32, chunk: usize, zero_exp: i32) -> bool {
    let (a, b, s) = (Facts::of(lhs), Facts::of(rhs), Facts::of(scale));
    let (s_lo, s_hi) = (exponent_of(s.min_positive.to_f64()), max_norm(scale));
    let bits = a.precision + b.precision + 2 * s.precision <= 53;
    let top = max_norm(lhs) + max_norm(rhs) + 2 * s_hi + 2;
    let bottom = exponent_of(a.min_positive.to_f64()) + exponent_of(b.min_positive.to_f64()) + 2 * s_lo;
    let range = top < F64_MAX_EXP && bottom >= F64_MIN_EXP;
    let sums = chunk as f64 * 2f64.powi(f as i32 + 2) + 2f64.powi(f as i32 + 1) <= 2f64.powi(53);
    let e_max_hi = (top - 2).max(max_norm(Format::F32));
    let scalings = f as i32 - zero_exp <= F64_MAX_EXP && f as i32 - e_max_hi >= F64_MIN_EXP && e_max_hi - f as i32 <= F64_MAX_EXP;
    // The smallest term scaled stays normal (else it is below 1 anyway, but say so exactly).
    let small = bottom + f as i32 - e_max_hi >= F64_MIN_EXP;
    bits && range && sums && scalings && small
}

/// GST-FDPA's bounds (module doc): group sums exact, terms and their sum exact in f64, the
/// scalings normal.
fn gst_fits(lhs: Format, rhs: Format, scale: Format, group: usize, f: u32, chunk: usize, zero_exp: i32) -> bool {
    let (a, b, s) = (Facts::of(lhs), Facts::of(rhs), Facts::of(scale));
    // Elements without inf/NaN (the masks decide the zero groups).
    let finite = [lhs, rhs].iter().all(|f| !f.has_inf() && !f.has_nan());
    let largest = group as f64 * a.max_finite.to_f64() * b.max_finite.to_f64();
    let grid = a.min_positive.to_f64() * b.min_positive.to_f64();
    let sum_bits = (largest / grid).log2().ceil() as u32;
    let exact = sum_bits <= 53 && sum_bits + 2 * s.precision <= 53;
    // |S_g| < 2^(sum_top + 1) and |s| < 2^(n(s) + 1): terms below 2^(F + sum_top + 3).
    let sum_top = exponent_of(largest);
    let sums = (chunk / group) as f64 * 2f64.powi(f as i32 + sum_top + 3) + 2f64.powi(f as i32 + 1) <= 2f64.powi(53);
    let (s_lo, s_hi) = (exponent_of(s.min_positive.to_f64()), max_norm(scale));
    let e_max_hi = (2 * s_hi).max(max_norm(Format::F32));
    let scalings = f as i32 - zero_exp + 2 * (s_hi + 1) <= F64_MAX_EXP
        && f as i32 - e_max_hi + 2 * s_lo >= F64_MIN_EXP
        && e_max_hi - f as i32 <= F64_MAX_EXP
        && 2 * (s_hi + 1) + sum_top + 1 < F64_MAX_EXP;
    finite && exact && sums && scalings
}

/// The kernel for a `scaled_dot` on `unit` with these element, scale and result types and block,
/// or the E0915 saying why the LLVM exit does not compute it.
pub fn plan<'c>(unit: &str, lhs: Type, rhs: Type, scale: Type, block: i64, result: Type) -> Result<ScaledPlan, LpfError<'c>> {
    let refuse = |why: &str| LpfError::unsupported(format!("'lpf.scaled_dot' hardware(\"{unit}\"){why} (run it with lpf-run --backend ref)"));
    let format = |t: Type| format_of(t).ok_or_else(|| refuse(&format!(": {t} is not a number format")));
    let (lhs, rhs, scale, result) = (format(lhs)?, format(rhs)?, format(scale)?, format(result)?);
    let block = usize::try_from(block).map_err(|_| refuse(": the block size is negative"))?;
    let (name, v) = resolve_scaled(unit, lhs, rhs, scale, block, result).map_err(|e| refuse(&format!(": {e}")))?;
    let kind = v.kind;
    let no_kernel = || refuse(&format!(" (kind::{kind}): the LLVM exit has no exact kernel for its {}", family_name_scaled(&v.family)));
    let base = |kind, f, chunk, zero_exp| Plan {
        unit: name,
        kind,
        lhs,
        rhs,
        result,
        f,
        chunk,
        zero_exp,
        rounding: OutputRounding::RzF32,
        native_k: v.native_k,
        work: Format::F64,
    };
    let plan = match v.family {
        // One chunk = one scale block of each operand (the scales fold into the packed values).
        ScaledFamily::ScaledTruncatedFused { f, chunk, zero_exp } if chunk == block && chunk == v.native_k && st_fits(lhs, rhs, scale, f, chunk, zero_exp) => {
            base(Kind::TruncatedFused, f, chunk, zero_exp)
        }
        // Groups within one scale block each, whole groups per chunk.
        ScaledFamily::GroupedScaledTruncatedFused { group, f, chunk, zero_exp }
            if chunk % group == 0 && block % group == 0 && chunk == v.native_k && gst_fits(lhs, rhs, scale, group, f, chunk, zero_exp) =>
        {
            base(Kind::GroupedScaled { group }, f, chunk, zero_exp)
        }
        _ => return Err(no_kernel()),
    };
    Ok(ScaledPlan { plan, kind, scale, block })
}

/// The exponent of a scale's magnitude `s` (f64 scalar, exact): its f64 exponent field, clamped
/// below at [`scale_min_norm`]; [`ZERO_NORM`] for zero (NaN: 1024, its result is NaN anyway).
fn scale_norm<'c, 'a>(ir: &Ir<'c, 'a>, s: Value<'c, 'a>, fmt: Format) -> Value<'c, 'a> {
    let like = s.r#type();
    let (i64_ty, i32_ty) = (ir.shaped(ir.int_type(64), like), ir.shaped(ir.int_type(32), like));
    let bits = ir.bitcast(s, i64_ty);
    let field = ir.and(ir.shr(bits, ir.int_of(i64_ty, 52)), ir.int_of(i64_ty, 0x7FF));
    let e = ir.sub(ir.val(arith::trunci(field, i32_ty, ir.location)), ir.int_of(i32_ty, 1023));
    let e = ir.max_signed(e, ir.int_of(i32_ty, scale_min_norm(fmt) as i64));
    let zero = ir.eq(bits, ir.int_of(i64_ty, 0));
    ir.select(zero, ir.int_of(i32_ty, ZERO_NORM), e)
}

/// A scale code as the hardware reads it, in f64: its magnitude (ue4m3's sign bit ignored).
fn scale_value<'c, 'a>(ir: &Ir<'c, 'a>, code: Value<'c, 'a>, element: Type<'c>) -> Value<'c, 'a> {
    let s = widen(ir, code, element, ir.f64_type());
    fop(ir, "math.absf", &[s])
}

/// The element at packed position (`tiled` along the panel dimension, `kk` along K) of a
/// `[B.., M, K]` (rows) or `[B.., K, N]` (columns) buffer.
fn at<'c, 'a>(batch: &[Value<'c, 'a>], panel: PanelOf, tiled: Value<'c, 'a>, kk: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    match panel {
        PanelOf::Rows => batch.iter().copied().chain([tiled, kk]).collect(),
        PanelOf::Columns => batch.iter().copied().chain([kk, tiled]).collect(),
    }
}

/// ST-FDPA's packing: `super::pack`'s layout (values in f64, exponents in i16; padding +0 /
/// [`ZERO_NORM`]) with each element times its block's scale and its exponent plus the scale's;
/// whole rhs column panels as vectors (per block one load of the panel's scale codes, per k one
/// of its element codes, both widened as `pack.rs` widens), the rest element by element.
#[allow(clippy::too_many_arguments)]
fn pack_scaled<'c, 'a>(
    ir: &Ir<'c, 'a>,
    operand: &Operand<'c, 'a>,
    fmt: Format,
    scaled: &ScaledPlan,
    batch: &[Value<'c, 'a>],
    (tiles, k, size): (Value<'c, 'a>, u64, usize),
    extent: Value<'c, 'a>,
    panel: PanelOf,
    threads: bool,
) -> Packed<'c, 'a> {
    let f64t = ir.f64_type();
    let dims: Vec<Option<u64>> = batch.iter().map(|_| None).chain([None, Some(k), Some(size as u64)]).collect();
    let sizes: Vec<Value> = batch.iter().copied().chain([tiles, ir.index(k as i64), ir.index(size as i64)]).collect();
    let values = loops::alloc(ir, f64t, &dims, &sizes);
    let norms = loops::alloc(ir, ir.int_type(16), &dims, &sizes);
    let outer: Vec<Value> = batch.iter().copied().chain([tiles]).collect();
    let worth = |at: &Ir<'c, 'a>, count: Value<'c, 'a>| parallel::at_least(at, at.mul(count, at.index((k as usize * size) as i64)), PARALLEL_MIN_STEPS);
    // Whole column panels as vectors (pack.rs's module doc), where the elements and the scales
    // have a vector widening and both are in the identity layout.
    let widenings = match (Widening::of(fmt), Widening::of(scaled.scale)) {
        (Some(data), Some(scale)) if panel == PanelOf::Columns && loops::identity_layout(operand.data.r#type()) && loops::identity_layout(operand.scales.r#type()) => Some((data, scale)),
        _ => None,
    };
    parallel::nest(ir, threads, &outer, worth, &mut |body, tile_ivs| {
        let n = batch.len();
        let blocks = k as usize / scaled.block;
        let Some((data_widening, scale_widening)) = &widenings else { return pack_scaled_elements(body, operand, fmt, scaled, batch, tile_ivs, (k, size), extent, panel, (values, norms)) };
        let first = body.mul(tile_ivs[n], body.index(size as i64));
        let whole = body.cmp(arith::CmpiPredicate::Ule, body.add(first, body.index(size as i64)), extent);
        let (f64s, lanes) = (Type::vector(&[size as u64], f64t), size as u64);
        loops::if_else(
            body,
            whole,
            &mut |then| {
                loops::nest(then, &[then.index(blocks as i64)], &mut |outer_ir, ivs| {
                    let blk = ivs[0];
                    let b = &tile_ivs[..n];
                    let from: Vec<Value> = b.iter().copied().chain([blk, first]).collect();
                    let codes = vector_load(outer_ir, Type::vector(&[lanes], operand.scale_element), operand.scales, &from);
                    let s = fop(outer_ir, "math.absf", &[scale_widening.emit(outer_ir, codes, f64s)]);
                    let x = scale_norm(outer_ir, s, scaled.scale);
                    let x = outer_ir.min_signed(x, outer_ir.int_of(x.r#type(), F64_MAX_EXP as i64));
                    let k0 = outer_ir.mul(blk, outer_ir.index(scaled.block as i64));
                    loops::nest(outer_ir, &[outer_ir.index(scaled.block as i64)], &mut |inner, js| {
                        let kk = inner.add(k0, js[0]);
                        let from: Vec<Value> = b.iter().copied().chain([kk, first]).collect();
                        let codes = vector_load(inner, Type::vector(&[lanes], operand.element), operand.data, &from);
                        let element = data_widening.emit(inner, codes, f64s);
                        let norm16 = operand_norm(inner, element, fmt, Format::F64);
                        let norm = inner.add(inner.val(arith::extsi(norm16, x.r#type(), inner.location)), x);
                        let norm = inner.val(arith::trunci(norm, norm16.r#type(), inner.location));
                        let value = inner.val(arith::mulf(element, s, inner.location));
                        let index: Vec<Value> = tile_ivs.iter().copied().chain([kk, inner.index(0)]).collect();
                        vector_store(inner, value, values, &index);
                        vector_store(inner, norm, norms, &index);
                    });
                });
            },
            &mut |otherwise| pack_scaled_elements(otherwise, operand, fmt, scaled, batch, tile_ivs, (k, size), extent, panel, (values, norms)),
        );
    });
    Packed { values, norms, norm_bits: 16, groups: None }
}

/// [`pack_scaled`]'s element loop over one panel (`tile_ivs`: the batch and the panel).
#[allow(clippy::too_many_arguments)]
fn pack_scaled_elements<'c, 'a>(
    body: &Ir<'c, 'a>,
    operand: &Operand<'c, 'a>,
    fmt: Format,
    scaled: &ScaledPlan,
    batch: &[Value<'c, 'a>],
    tile_ivs: &[Value<'c, 'a>],
    (k, size): (u64, usize),
    extent: Value<'c, 'a>,
    panel: PanelOf,
    (values, norms): (Value<'c, 'a>, Value<'c, 'a>),
) {
    let f64t = body.f64_type();
    let n = batch.len();
    // Per (scale block, row or column): the scale decoded once, then its block's elements.
    let blocks = k as usize / scaled.block;
    let bounds = [body.index(blocks as i64), body.index(size as i64)];
    let last = body.sub(extent, body.index(1));
    loops::nest(body, &bounds, &mut |outer_ir, ivs| {
        let (blk, within) = (ivs[0], ivs[1]);
        let tiled = outer_ir.add(outer_ir.mul(tile_ivs[n], outer_ir.index(size as i64)), within);
        let real = outer_ir.val(arith::cmpi(outer_ir.context, arith::CmpiPredicate::Ult, tiled, extent, outer_ir.location));
        let clamped = outer_ir.val(arith::minui(tiled, last, outer_ir.location));
        let b = &tile_ivs[..n];
        let s = scale_value(outer_ir, loops::load(outer_ir, operand.scales, &at(b, panel, clamped, blk)), operand.scale_element);
        // e(a 2^X) = n(a) + X; a NaN scale's exponent is kept small (the value is NaN).
        let x = scale_norm(outer_ir, s, scaled.scale);
        let x = outer_ir.min_signed(x, outer_ir.i32(F64_MAX_EXP as i64));
        let k0 = outer_ir.mul(blk, outer_ir.index(scaled.block as i64));
        loops::nest(outer_ir, &[outer_ir.index(scaled.block as i64)], &mut |inner, js| {
            let kk = inner.add(k0, js[0]);
            let element = widen(inner, loops::load(inner, operand.data, &at(b, panel, clamped, kk)), operand.element, f64t);
            let norm = inner.add(inner.sext(operand_norm(inner, element, fmt, Format::F64), 32), x);
            let norm = inner.trunc(norm, 16);
            let value = inner.val(arith::mulf(element, s, inner.location));
            let index: Vec<Value> = tile_ivs.iter().copied().chain([kk, within]).collect();
            store_packed(inner, (values, norms), (value, norm), real, &index);
        });
    });
}

/// GST-FDPA's per-group data of one operand whose elements `packed` are already packed (padding
/// elements are +0, so their masks are 0): `[B.., tiles, K / group, size]`.
#[allow(clippy::too_many_arguments)]
fn pack_groups<'c, 'a>(
    ir: &Ir<'c, 'a>,
    operand: &Operand<'c, 'a>,
    packed: Value<'c, 'a>,
    scaled: &ScaledPlan,
    group: usize,
    batch: &[Value<'c, 'a>],
    (tiles, k, size): (Value<'c, 'a>, u64, usize),
    extent: Value<'c, 'a>,
    panel: PanelOf,
) -> Groups<'c, 'a> {
    let (f64t, i32t) = (ir.f64_type(), ir.int_type(32));
    let groups = k / group as u64;
    let dims: Vec<Option<u64>> = batch.iter().map(|_| None).chain([None, Some(groups), Some(size as u64)]).collect();
    let sizes: Vec<Value> = batch.iter().copied().chain([tiles, ir.index(groups as i64), ir.index(size as i64)]).collect();
    let (masks, scales, norms) = (loops::alloc(ir, i32t, &dims, &sizes), loops::alloc(ir, f64t, &dims, &sizes), loops::alloc(ir, i32t, &dims, &sizes));
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let n = batch.len();
        let (tile, g, within) = (ivs[n], ivs[n + 1], ivs[n + 2]);
        let k0 = inner.mul(g, inner.index(group as i64));
        let mask = loops::fold(inner, &[inner.index(group as i64)], inner.i32(0), &mut |s, j, acc| {
            let index: Vec<Value> = ivs[..n].iter().copied().chain([tile, s.add(k0, j[0]), within]).collect();
            let v = loops::load(s, packed, &index);
            let nonzero = s.val(arith::cmpf(s.context, CmpfPredicate::Une, v, s.float(f64t, 0.0), s.location));
            let bit = s.shl(s.zext(nonzero, 32), s.trunc(s.val(arith::index_cast(j[0], s.int_type(64), s.location)), 32));
            s.or(acc, bit)
        });
        let tiled = inner.add(inner.mul(tile, inner.index(size as i64)), within);
        let clamped = inner.val(arith::minui(tiled, inner.sub(extent, inner.index(1)), inner.location));
        let blk = inner.val(arith::divui(k0, inner.index(scaled.block as i64), inner.location));
        let s = scale_value(inner, loops::load(inner, operand.scales, &at(&ivs[..n], panel, clamped, blk)), operand.scale_element);
        let norm = scale_norm(inner, s, scaled.scale);
        loops::store(inner, mask, masks, ivs);
        loops::store(inner, s, scales, ivs);
        loops::store(inner, norm, norms, ivs);
    });
    Groups { masks, scales, norms }
}

/// Emits the block-scaled dot `lhs [B.., M, K] (scales [B.., M, K / block]) x rhs [B.., K, N]
/// (scales [B.., K / block, N])` into `out` (`[B.., M, N]` f32). Returns the temporaries it
/// allocated, or the E0915 for a dot it cannot take.
pub fn lower<'c, 'a>(ir: &Ir<'c, 'a>, scaled: &ScaledPlan, lhs: &Operand<'c, 'a>, rhs: &Operand<'c, 'a>, out: Value<'c, 'a>, target: &Target) -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
    let plan = &scaled.plan;
    let (lhs_dims, rhs_dims) = (loops::dims_of(lhs.data.r#type()).ok_or("lhs is not ranked")?, loops::dims_of(rhs.data.r#type()).ok_or("rhs is not ranked")?);
    let rank = lhs_dims.len();
    if rank < 2 || rhs_dims.len() != rank {
        return Err("lpf.scaled_dot operands must have one rank >= 2".into());
    }
    let Some(k) = lhs_dims[rank - 1].or(rhs_dims[rank - 2]) else {
        return Err(LpfError::unsupported(format!(
            "'lpf.scaled_dot' hardware(\"{}\") (kind::{}): a K known only at run time is not lowered (run it with lpf-run --backend ref)",
            plan.unit, scaled.kind
        )));
    };
    if !(k as usize).is_multiple_of(plan.native_k) {
        return Err(LpfError::coded(Code::E0912, format!("K = {k} is not a multiple of {}, the k of \"{}\"'s kind::{}", plan.native_k, plan.unit, scaled.kind)));
    }
    let lanes = (target.vector_bits / 64).max(2) as usize;
    let (ls, rs) = (loops::dims(ir, lhs.data), loops::dims(ir, rhs.data));
    let batch = &ls[..rank - 2];
    let (m, n) = (ls[rank - 2], rs[rank - 1]);
    let (m_tiles, n_tiles) = (tiles_of(ir, m, ROWS), tiles_of(ir, n, lanes));
    // K is static here (the shared packing and tiles also take one known only at run time).
    let k_value = (ir.index(k as i64), Some(k));
    let (a, b) = match plan.kind {
        Kind::GroupedScaled { group } => {
            let mut a = pack(ir, lhs.data, lhs.element, plan.lhs, plan.work, batch, (m_tiles, k_value, ROWS), m, PanelOf::Rows, target.parallel, false, 16);
            let mut b = pack(ir, rhs.data, rhs.element, plan.rhs, plan.work, batch, (n_tiles, k_value, lanes), n, PanelOf::Columns, target.parallel, false, 16);
            a.groups = Some(pack_groups(ir, lhs, a.values, scaled, group, batch, (m_tiles, k, ROWS), m, PanelOf::Rows));
            b.groups = Some(pack_groups(ir, rhs, b.values, scaled, group, batch, (n_tiles, k, lanes), n, PanelOf::Columns));
            (a, b)
        }
        _ => (
            pack_scaled(ir, lhs, plan.lhs, scaled, batch, (m_tiles, k, ROWS), m, PanelOf::Rows, target.parallel),
            pack_scaled(ir, rhs, plan.rhs, scaled, batch, (n_tiles, k, lanes), n, PanelOf::Columns, target.parallel),
        ),
    };
    let whole = lhs_dims[rank - 2].is_some_and(|m| m % ROWS as u64 == 0) && rhs_dims[rank - 1].is_some_and(|n| n % lanes as u64 == 0);
    let mut temporaries = vec![a.values, a.norms, b.values, b.norms];
    for g in [&a.groups, &b.groups].into_iter().flatten() {
        temporaries.extend([g.masks, g.scales, g.norms]);
    }
    temporaries.extend(lower_packed(ir, plan, (&a, &b), batch, (m, n, k_value), (lanes, whole), out, target)?);
    Ok(temporaries)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block-scaled variant of the unit meets its kernel's bounds (none is refused).
    #[test]
    fn every_tcgen05_variant_fits() {
        let unit = lpf_numerics::matrix_units::scaled_unit("nvidia.blackwell.tcgen05").expect("unit");
        for v in &unit.variants {
            let ok = match v.family {
                ScaledFamily::ScaledTruncatedFused { f, chunk, zero_exp } => chunk == v.block && st_fits(v.lhs, v.rhs, v.scale, f, chunk, zero_exp),
                ScaledFamily::GroupedScaledTruncatedFused { group, f, chunk, zero_exp } => gst_fits(v.lhs, v.rhs, v.scale, group, f, chunk, zero_exp),
            };
            assert!(ok, "{v:?}");
        }
    }

    /// The bounds refuse what they must: with F = 50, 32 terms below 2^52 pass f64's 53 bits;
    /// f32 elements (24 bits each) make products inexact; f8E5M2 has inf/NaN, which the GST
    /// masks cannot tell from nonzero finite values.
    #[test]
    fn the_bounds_can_refuse() {
        assert!(!st_fits(Format::F8E4M3FN, Format::F8E4M3FN, Format::F8E8M0FNU, 50, 32, -133));
        assert!(!st_fits(Format::F32, Format::F32, Format::F8E8M0FNU, 25, 32, -133));
        assert!(!gst_fits(Format::F8E5M2, Format::F8E5M2, Format::F8E8M0FNU, 16, 35, 64, -139));
    }
}
