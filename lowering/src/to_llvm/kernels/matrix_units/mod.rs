//! `lpf.dot ... hardware("unit")` on the LLVM exit: a vector kernel for NVIDIA's truncated fused
//! dot-product-add family (T-FDPA, docs/formats.md "Hardware arithmetic"), bit-identical to the
//! numerics crate's integer model (`lpf_numerics::matrix_units`); AMD's FMA, FTZ-MUL-ADD,
//! E-FDPA and two-level (TR-FDPA, GTR-FDPA) kernels are in [`amd`], on the same packing and
//! tiles. K may be known only at run time: the chunk count is read from it, after the checks of
//! [`crate::to_llvm::run_time_check`] (K agreed on and a multiple of the instruction's k, else a run-time error).
//!
//! Blackwell's block-scaled instructions (`lpf.scaled_dot ... hardware(...)`: ST-FDPA, GST-FDPA)
//! are in [`block_scaled`], on the same tiles, K blocks and threads ([`kernel::lower_packed`]).
//!
//! One T-FDPA step on a chunk of L products p_k = a_k b_k and the addend c: with e_k = n(a_k) +
//! n(b_k) (n: floor(log2 |x|), never below the operand format's smallest normal exponent) and
//! e_max the largest of them, of n(c) and of e_zero, each term is truncated toward zero to the grid
//! 2^(e_max - F), the truncated terms are summed exactly, and the sum is rounded once. Here:
//!
//! - **e_max without zeros.** A zero operand gets the exponent [`plan::ZERO_NORM`], so a zero product's
//!   e_k is below every e_zero, and e_max is max(e_zero, n(c), e_k). That is the model's e_max
//!   because the addend is always one of the terms: a zero addend brings e_zero itself, a nonzero
//!   one an exponent >= the result format's smallest normal (-126, -14) > e_zero (-131..-133,
//!   -19..-21). So a zero product never needs a select.
//! - **Truncation as floating point.** Products of the operand formats are exact in the working
//!   type W (f32 for fp8 with F = 13, else f64; [`Plan::new`] proves it from the numerics crate's
//!   facts). p * 2^(F - e_max) is a power-of-two scaling, exact unless it falls below W's normals
//!   (then it is below 1 and truncates to 0 either way); `math.trunc` (vroundps/pd) is the
//!   truncation toward zero; |p| < 2^(e_k + 2) <= 2^(e_max + 2), so every term is an integer below
//!   2^(F + 2) and L of them sum exactly in W (L 2^(F + 2) <= 2^precision(W), proven). The scale's
//!   exponent is clamped into W's range: it is out of range only when every product is zero.
//! - **The addend and the rounding in f64.** trunc(c 2^(F - e_max)) and the sum are exact in f64,
//!   v = sum 2^(e_max - F) too; then RZ-FP32 / RZ-E8M13 keep the f64 bits above the last kept
//!   fraction bit (below 2^-126: trunc(v 2^149) 2^-149, resp. 2^139) and narrow exactly (2^128 and
//!   beyond narrows to inf, as the model says); RNE-FP16 rounds v to odd at 24 bits (v lies in f32's
//!   normal range since e_max >= e_zero) and narrows f32 -> f16 to nearest even, which equals one
//!   rounding of v (24 >= 11 + 2). A zero result is +0; NaN is the model's 0x7FFFFFFF / 0x7FFF.
//! - **The 32-bit step** ([`Plan::narrow`]: W = f32, F <= 23, L 2^(F + 2) + 2^(F + 1) <= 2^24,
//!   e_zero - F >= -149; the fp8 variants, F = 13) replaces the f64 addend and rounding, two
//!   vectors per 8 lanes, by one: the addend c (f32, or f16 widened exactly) is sig 2^(x - 23)
//!   with sig its significand (hidden bit if normal) and x f32's exponent (-126 below normals),
//!   so its truncated term is sig >> (23 - F + e_max - x), a right shift by at least 23 - F
//!   (e_max >= n(c) >= x; counts past 31 are clamped, which still gives 0 for 24 bits). The
//!   terms' sum is an integer below L 2^(F + 2) (converted exactly, fptosi), the total below
//!   2^24 (exact in i32 and f32, sitofp). v = total 2^g with g = e_max - F >= -149 lies on
//!   f32's subnormal grid and has at most 24 significant bits, so it is representable unless
//!   >= 2^128; it is computed as (total 2^(g - h)) 2^h, h = max(g, -126): the first product is
//!   normal and exact, the second is exact or overflows to inf, the model's overflow. RZ-E8M13
//!   then clears the encoding's last 10 bits: for a normal v that keeps 13 fraction bits, for a
//!   subnormal one the grid 2^-139 (the model's lsb max(top, -126) - 13), toward zero either
//!   way; RZ-FP32 is v itself; RNE-FP16 is f32 -> f16 of the exact v (one rounding). -0 becomes
//!   +0. Specials: sum + c is inf or NaN exactly when the model's special rule applies (finite
//!   values stay finite: |sum| < 2^20 is below half an ulp of f32's largest value), and is then
//!   the result (NaN as the model's code); the integer path sees the sum as 0 there.
//! - **Specials.** inf and NaN products and addends travel through the same float operations: the
//!   sum of the truncated terms is NaN exactly when a term is NaN or infinities of both signs
//!   meet, else ±inf when any term is, which is the model's rule; their exponents are capped at
//!   the format's largest so that the scales stay finite.
//!
//! The loops: operands packed once (values in W and exponents in i16, so that two lhs rows'
//! exponents at a k are one i32, which the e_max pass broadcasts; lhs as `[B.., M/R, K, R]`,
//! rhs as `[B.., N/lanes, K, lanes]`, padded with zeros); K in blocks of [`plan::BLOCK_K`], and per
//! block every tile of R rows x one vector of lanes on threads ([`crate::to_llvm::builders::parallel`]); per tile, the
//! chunk loop carries the R result vectors (from +0 in the first block, from the result buffer
//! after); per chunk one pass over k for e_max and one for the truncated sum. Each lane is one
//! output element receiving its own chunks in order, so the vector width, the tiles, the blocks
//! and the threads change no bit.
//!
//! The files, each importing only those listed after it: [`block_scaled`] (the block-scaled
//! entry), `kernel.rs` (the K blocks, tiles and threads; which step a tile runs), the steps
//! `amd.rs`, `grouped.rs` and `tile.rs` (T-FDPA's, and the tile every step runs on), `pack.rs`
//! (the operands into panels), `lanes.rs` (the steps' vector vocabulary) and `plan.rs` (what a
//! unit's family computes, proven exact from the formats' facts).

mod amd;
pub mod block_scaled;
mod grouped;
mod kernel;
mod lanes;
mod pack;
mod plan;
mod tile;

use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops;
use crate::to_llvm::builders::target::Target;
use kernel::lower_packed;
use lanes::tiles_of;
use lpf_dialect::error::{Code, LpfError};
use lpf_numerics::Format;
use melior::ir::{Type, Value, ValueLike};
use pack::{pack, PanelOf};
use plan::ROWS;
pub use plan::{plan, Kind, Plan};

/// Emits the hardware dot `lhs [B.., M, K] x rhs [B.., K, N]` into `out` (`[B.., M, N]` of the
/// result type, every element written). Returns the temporaries it allocated, for the caller to
/// free, or the E0915 message for a dot it cannot take.
pub fn lower<'c, 'a>(
    ir: &Ir<'c, 'a>,
    plan: &Plan,
    (lhs, lhs_element): (Value<'c, 'a>, Type<'c>),
    (rhs, rhs_element): (Value<'c, 'a>, Type<'c>),
    out: Value<'c, 'a>,
    target: &Target,
) -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
    let (lhs_dims, rhs_dims) = (loops::dims_of(lhs.r#type()).ok_or("lhs is not ranked")?, loops::dims_of(rhs.r#type()).ok_or("rhs is not ranked")?);
    let rank = lhs_dims.len();
    if rank < 2 || rhs_dims.len() != rank {
        return Err("lpf.dot operands must have one rank >= 2".into());
    }
    // K known at compile time (from either operand), or read from the lhs at run time, where
    // [`crate::to_llvm::run_time_check::contraction`] has already refused one the rhs disagrees with or that is not a
    // multiple of the instruction's k.
    let k_static = lhs_dims[rank - 1].or(rhs_dims[rank - 2]);
    if let Some(k) = k_static {
        if !(k as usize).is_multiple_of(plan.native_k) {
            return Err(LpfError::coded(Code::E0912, format!("K = {k} is not a multiple of {}, the k of \"{}\"'s instruction", plan.native_k, plan.unit)));
        }
    }
    let work_bits = if plan.work == Format::F32 { 32 } else { 64 };
    let lanes = (target.vector_bits / work_bits).max(2) as usize;
    let (ls, rs) = (loops::dims(ir, lhs), loops::dims(ir, rhs));
    let batch = &ls[..rank - 2];
    let (m, n) = (ls[rank - 2], rs[rank - 1]);
    let (m_tiles, n_tiles) = (tiles_of(ir, m, ROWS), tiles_of(ir, n, lanes));
    let k = match k_static {
        Some(k) => ir.index(k as i64),
        None => ls[rank - 1],
    };
    let flush = matches!(plan.kind, Kind::FtzPairwise { .. });
    let norm_bits = if plan.byte_exponents() { 8 } else { 16 };
    let a = pack(ir, lhs, lhs_element, plan.lhs, plan.work, batch, (m_tiles, (k, k_static), ROWS), m, PanelOf::Rows, target.parallel, flush, norm_bits);
    let b = pack(ir, rhs, rhs_element, plan.rhs, plan.work, batch, (n_tiles, (k, k_static), lanes), n, PanelOf::Columns, target.parallel, flush, norm_bits);
    let whole = lhs_dims[rank - 2].is_some_and(|m| m % ROWS as u64 == 0) && rhs_dims[rank - 1].is_some_and(|n| n % lanes as u64 == 0);
    let mut temporaries = vec![a.values, a.norms, b.values, b.norms];
    temporaries.extend(lower_packed(ir, plan, (&a, &b), batch, (m, n, (k, k_static)), (lanes, whole), out, target)?);
    Ok(temporaries)
}
