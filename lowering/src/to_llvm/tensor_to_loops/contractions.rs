//! The contractions' dispatch: `lpf.dot` to the ordered dot kernel (`kernels::contraction`,
//! operands plain or block-scaled) or, where it does not apply (the SF16 hardware accumulator),
//! the scalar loops in the reference order; `hardware(...)` dots and scaled dots to
//! `kernels::matrix_units`; `lpf.conv` to `kernels::conv` (im2col into the ordered dot);
//! `lpf.reduce_sum` as ordered folds.

use super::function::{fill, forever, key, scalar_constant, FnLowering, Lowered};
use crate::ir_numerics::{self, format_of};
use crate::to_llvm::builders::element::widen;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of, memref_type};
use crate::to_llvm::foreign::prepare::FMA_DOT;
use crate::to_llvm::helpers::{call, Helper};
use crate::to_llvm::kernels::contraction::{self, Operand};
use crate::to_llvm::kernels::conv;
use crate::to_llvm::kernels::matrix_units;
use crate::to_llvm::kernels::scaled::Blocked;
use crate::to_llvm::run_time_check;
use lpf_dialect::attrs;
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::dialect::arith;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, TypeLike, Value, ValueLike};

impl<'c> FnLowering<'c, '_, '_> {
    /// `lpf.dot`: a `hardware(...)` dot to its matrix unit's kernel; else the ordered dot kernel
    /// (block-scaled operands packed from their codes) where it applies; else the scalar loops
    /// in the reference order.
    pub(super) fn lower_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        if let Some(unit) = attrs::hardware(&op)? {
            return self.lower_hardware_dot(ir, op, &unit);
        }
        let (old_lhs, old_rhs) = (op.operand(0)?, op.operand(1)?);
        let scaled = |old: Value| self.deferred.get(&key(old)).copied();
        let (scaled_lhs, scaled_rhs) = (scaled(old_lhs), scaled(old_rhs));
        let result_type = op.result(0)?.r#type();
        let acc = attrs::acc(&op)?;
        // A foreign f32 x f32 dot_general: fused multiply-adds, XLA CPU's arithmetic. XLA's K
        // blocks where the dot rewrite stated them (only the kernel takes them), on such a dot or
        // on a raised one of exact products (hlo_defined::xla_f32_dot_native).
        let fma = op.has_attribute(FMA_DOT);
        let k_block = match op.attribute(crate::hlo_defined::K_BLOCK) {
            Ok(attribute) => Some(
                melior::ir::attribute::IntegerAttribute::try_from(attribute)
                    .ok()
                    .and_then(|a| u64::try_from(a.value()).ok())
                    .filter(|&b| b > 0)
                    .ok_or("internal error: a K block that is not a positive integer")?,
            ),
            _ => None,
        };
        // Sizes known only at run time must agree before either path reads an operand.
        let codes = |old: Value, scaled: Option<Blocked<'c, 'static>>| scaled.map_or_else(|| self.get(old), |b| Ok(b.data));
        let (lhs_codes, rhs_codes) = (codes(old_lhs, scaled_lhs)?, codes(old_rhs, scaled_rhs)?);
        run_time_check::contraction(ir, self.library, lhs_codes, rhs_codes, None)?;
        let operand = |old: Value, scaled: Option<Blocked<'c, 'static>>| -> Option<Operand<'c, 'static>> {
            match scaled {
                Some(b) => Some(Operand::Scaled(b)),
                None => self.get(old).ok().and_then(|buffer| Some(Operand::Plain { buffer, element: element_of(buffer.r#type())? })),
            }
        };
        if scaled_lhs.is_some() || scaled_rhs.is_some() {
            if let Some(mut dot) = operand(old_lhs, scaled_lhs).zip(operand(old_rhs, scaled_rhs)).and_then(|(l, r)| contraction::Dot::new(l, r, acc, &self.target)) {
                dot.fma = fma;
                dot.k_block = k_block;
                return self.lower_fast_dot(ir, op, &dot, result_type, acc);
            }
            // Not the kernel after all: the dequantised operands are computed here.
            for (old, b) in [(old_lhs, scaled_lhs), (old_rhs, scaled_rhs)] {
                if let Some(b) = b {
                    let value = self.dequantized(ir, &b)?;
                    self.map.insert(key(old), forever(value));
                }
            }
        }
        let operands = self.operands(op)?;
        let (lhs, rhs) = (operands[0], operands[1]);
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let (ls, rs) = (loops::dims(ir, lhs), loops::dims(ir, rhs));
        let rank = ls.len();
        if rank < 2 || rs.len() != rank {
            return Err("lpf.dot operands must have one rank >= 2".into());
        }
        // The scalar path, for what the kernel does not take (the SF16 hardware accumulator,
        // whose step is a call). Loops [B..., M, K, N]: each output [b, i, j] is its own
        // accumulator, kept in the result buffer from +0 and given k = 0, 1, ... in order (the
        // reference order); the innermost j loop has no dependence between iterations, so LLVM
        // vectorises across outputs, never across k. Operands are widened exactly once, before
        // the product loops.
        let mut out_sizes: Vec<Value> = ls[..rank - 1].to_vec();
        out_sizes.push(rs[rank - 1]);
        let mut loop_sizes: Vec<Value> = ls.clone();
        loop_sizes.push(rs[rank - 1]);
        let hw = format_of(acc).is_some_and(|f| matches!(f, Format::Sf(w) if w.bits() == 16));
        let (lhs_el, rhs_el) = (element_of(lhs.r#type()).ok_or("lhs")?, element_of(rhs.r#type()).ok_or("rhs")?);
        let plain = |buffer, element| Operand::Plain { buffer, element };
        if let Some(mut dot) = contraction::Dot::new(plain(lhs, lhs_el), plain(rhs, rhs_el), acc, &self.target) {
            dot.fma = fma;
            dot.k_block = k_block;
            return self.lower_fast_dot(ir, op, &dot, result_type, acc);
        }
        if k_block.is_some() {
            return Err("internal error: a dot in XLA's K blocks that the dot kernel does not take".into());
        }
        let wide_lhs = self.widened(ir, lhs, lhs_el, acc)?;
        let wide_rhs = self.widened(ir, rhs, rhs_el, acc)?;
        let out = self.temporary(ir, acc, &dims, &out_sizes);
        let zero = scalar_constant(ir, ir_numerics::element_of(acc).ok_or("accumulator")?, acc, 0)?;
        fill(ir, out, zero);
        let library = &mut *self.library;
        loops::nest(ir, &loop_sizes[..rank], &mut |outer, ivs| {
            // ivs = [B..., i, k]
            let (batch, i, kk) = (&ivs[..rank - 2], ivs[rank - 2], ivs[rank - 1]);
            let a = loops::load(outer, wide_lhs, ivs);
            loops::nest(outer, &loop_sizes[rank..], &mut |inner, jv| {
                let j = jv[0];
                let mut b_idx = batch.to_vec();
                b_idx.extend([kk, j]);
                let mut c_idx = batch.to_vec();
                c_idx.extend([i, j]);
                let b = loops::load(inner, wide_rhs, &b_idx);
                let s = loops::load(inner, out, &c_idx);
                let next = if hw {
                    call(inner, library, Helper::Sf16HwFma, &[s, a, b], acc)
                } else if fma {
                    contraction::fma(inner, "math.fma", a, b, s)
                } else {
                    let p = inner.val(arith::mulf(a, b, inner.location));
                    inner.val(arith::addf(s, p, inner.location))
                };
                loops::store(inner, next, out, &c_idx);
            });
        });
        self.bind(op, 0, out)
    }

    /// `lpf.conv`: [`conv`]'s im2col and the ordered dot; E0915 where the lhs format has no
    /// +0 code to pad with (f8E8M0FNU) or the dot kernel does not apply.
    pub(super) fn lower_conv<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        if let Some(unit) = attrs::hardware(&op)? {
            return Err(LpfError::unsupported(format!(
                "lpf.conv hardware(\"{unit}\") reaches the LLVM exit only through lpf-decompose-conv (part of --lower-to-llvm)"
            )));
        }
        let operands = self.operands(op)?;
        let static_shape = |v: Value<'c, 'static>| -> Lowered<'c, (Type<'c>, Vec<u64>)> {
            let dims = dims_of(v.r#type()).ok_or("operand is not ranked")?;
            let dims = dims.into_iter().collect::<Option<Vec<u64>>>().ok_or("lpf.conv needs static shapes")?;
            Ok((element_of(v.r#type()).ok_or("operand is not a memref")?, dims))
        };
        let ((lhs_el, x), (rhs_el, w)) = (static_shape(operands[0])?, static_shape(operands[1])?);
        let format = format_of(lhs_el).ok_or("lhs is not a number format")?;
        if lpf_numerics::decode(format, 0).to_bits() != 0 {
            return Err(LpfError::unsupported(format!("lpf.conv with {format} operands: the format has no +0 code to pad windows with")));
        }
        let geometry = ir_numerics::conv_geometry(&op, x.len() - 2)?;
        let acc = attrs::acc(&op)?;
        let result_type = op.result(0)?.r#type();
        let out_shape: Vec<u64> = dims_of(result_type).ok_or("result is not ranked")?.into_iter().collect::<Option<_>>().ok_or("result")?;
        let zero = scalar_constant(ir, ir_numerics::element_of(lhs_el).ok_or("lhs element")?, lhs_el, 0)?;
        let dims: Vec<Option<u64>> = out_shape.iter().map(|d| Some(*d)).collect();
        let sizes: Vec<Value> = out_shape.iter().map(|d| ir.index(*d as i64)).collect();
        let out = self.temporary(ir, acc, &dims, &sizes);
        let kernel = conv::Conv { lhs: (operands[0], lhs_el, x), rhs: (operands[1], rhs_el, w), geometry: &geometry, zero };
        for t in conv::lower(ir, &kernel, &out_shape, acc, out, &self.target).map_err(LpfError::unsupported)? {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// `lpf.dot ... hardware("unit")`: [`matrix_units`]' kernel, or its E0915 at the op.
    pub(super) fn lower_hardware_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, unit: &str) -> Lowered<'c, ()> {
        for i in 0..2 {
            let old = op.operand(i)?;
            if let Some(b) = self.deferred.get(&key(old)).copied() {
                let value = self.dequantized(ir, &b)?;
                self.map.insert(key(old), forever(value));
            }
        }
        let operands = self.operands(op)?;
        let with_element = |v: Value<'c, 'static>| element_of(v.r#type()).map(|e| (v, e)).ok_or("operand is not a memref");
        let (lhs, rhs) = (with_element(operands[0])?, with_element(operands[1])?);
        let acc = attrs::acc(&op)?;
        let plan = matrix_units::plan(unit, lhs.1, rhs.1, acc)?;
        let dims = dims_of(op.result(0)?.r#type()).ok_or("result is not ranked")?;
        let (ls, rs) = (loops::dims(ir, lhs.0), loops::dims(ir, rhs.0));
        let mut sizes = ls[..ls.len().saturating_sub(1)].to_vec();
        sizes.extend(rs.last().copied());
        run_time_check::contraction(ir, self.library, lhs.0, rhs.0, Some(run_time_check::NativeK { k: plan.native_k as u64, unit: &plan.unit }))?;
        let out = self.temporary(ir, acc, &dims, &sizes);
        for t in matrix_units::lower(ir, &plan, lhs, rhs, out, &self.target)? {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// `lpf.scaled_dot ... hardware("unit")`: [`matrix_units::block_scaled`]'s kernel, or its
    /// E0915 at the op.
    pub(super) fn lower_hardware_scaled_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, unit: &str) -> Lowered<'c, ()> {
        if op.operand_count() != 4 {
            return Err(LpfError::unsupported(format!("'lpf.scaled_dot' hardware(\"{unit}\"): the instruction takes no per-tensor scale")));
        }
        let operands = self.operands(op)?;
        let element = |v: Value<'c, 'static>| element_of(v.r#type()).ok_or("operand is not a memref");
        let operand = |data: Value<'c, 'static>, scales: Value<'c, 'static>| -> Lowered<'c, matrix_units::block_scaled::Operand<'c, 'static>> {
            Ok(matrix_units::block_scaled::Operand { data, element: element(data)?, scales, scale_element: element(scales)? })
        };
        let (lhs, rhs) = (operand(operands[0], operands[1])?, operand(operands[2], operands[3])?);
        let acc = attrs::acc(&op)?;
        let block = attrs::block(&op)?;
        let plan = matrix_units::block_scaled::plan(unit, lhs.element, rhs.element, lhs.scale_element, block, acc)?;
        let dims = dims_of(op.result(0)?.r#type()).ok_or("result is not ranked")?;
        // Sizes known only at run time (batch, M, N; K is static here) checked before any read.
        let rank = dims.len();
        run_time_check::contraction(ir, self.library, lhs.data, rhs.data, None)?;
        run_time_check::block_scales(ir, self.library, "lpf.scaled_dot", (lhs.data, lhs.scales), rank - 1, block as u64)?;
        run_time_check::block_scales(ir, self.library, "lpf.scaled_dot", (rhs.data, rhs.scales), rank - 2, block as u64)?;
        let (ls, rs) = (loops::dims(ir, lhs.data), loops::dims(ir, rhs.data));
        let mut sizes = ls[..ls.len().saturating_sub(1)].to_vec();
        sizes.extend(rs.last().copied());
        let out = self.temporary(ir, acc, &dims, &sizes);
        for t in matrix_units::block_scaled::lower(ir, &plan, &lhs, &rhs, out, &self.target)? {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// Into f32/f64 (static or dynamic shapes): the packed, register-tiled kernel (same order
    /// per output).
    /// Every read of the operands happens while packing, before the first result is written:
    /// the result may go straight into an out-parameter, even an argument's buffer.
    pub(super) fn lower_fast_dot<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, dot: &contraction::Dot<'c, 'a>, result_type: Type<'c>, acc: Type<'c>) -> Lowered<'c, ()> {
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let out = match self.forwarded_out(op, 0) {
            Some(out) if out.r#type() == memref_type(acc, &dims).into() => out,
            _ => {
                let sizes = dot.result_sizes(ir);
                self.temporary(ir, acc, &dims, &sizes)
            }
        };
        for t in contraction::lower(ir, dot, out) {
            self.temporaries.push(forever(t));
        }
        self.bind(op, 0, out)
    }

    /// `buffer` widened exactly to `to`, element by element, into a temporary (itself when it
    /// already holds `to`).
    pub(super) fn widened<'a>(&mut self, ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, from: Type<'c>, to: Type<'c>) -> Lowered<'c, Value<'c, 'a>> {
        if from == to {
            return Ok(buffer);
        }
        let sizes = loops::dims(ir, buffer);
        let dims = dims_of(buffer.r#type()).ok_or("operand is not ranked")?;
        let wide = self.temporary(ir, to, &dims, &sizes);
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let v = widen(inner, loops::load(inner, buffer, ivs), from, to);
            loops::store(inner, v, wide, ivs);
        });
        Ok(wide)
    }

    pub(super) fn lower_reduce<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let input = self.get(op.operand(0)?)?;
        let acc = attrs::acc(&op)?;
        let reduced: Vec<usize> = attrs::dims(&op)?.iter().map(|d| *d as usize).collect();
        let result_type = op.result(0)?.r#type();
        let sizes = loops::dims(ir, input);
        let element = element_of(input.r#type()).ok_or("input has no element type")?;
        let kept: Vec<usize> = (0..sizes.len()).filter(|d| !reduced.contains(d)).collect();
        let red: Vec<usize> = (0..sizes.len()).filter(|d| reduced.contains(d)).collect();
        let out_dims = if result_type.is_tensor() { dims_of(result_type).ok_or("result")? } else { Vec::new() };
        let kept_sizes: Vec<Value> = kept.iter().map(|d| sizes[*d]).collect();
        let red_sizes: Vec<Value> = red.iter().map(|d| sizes[*d]).collect();
        let out = self.temporary(ir, acc, &out_dims, &kept_sizes);
        loops::nest(ir, &kept_sizes, &mut |outer, kept_ivs| {
            let init = outer.float(acc, 0.0);
            let sum = loops::fold(outer, &red_sizes, init, &mut |inner, red_ivs, s| {
                let mut index = vec![kept_ivs.first().copied().unwrap_or(s); sizes.len()];
                for (d, iv) in kept.iter().zip(kept_ivs) {
                    index[*d] = *iv;
                }
                for (d, iv) in red.iter().zip(red_ivs) {
                    index[*d] = *iv;
                }
                let x = widen(inner, loops::load(inner, input, &index), element, acc);
                inner.val(arith::addf(s, x, inner.location))
            });
            loops::store(outer, sum, out, kept_ivs);
        });
        if result_type.is_tensor() {
            self.bind(op, 0, out)
        } else {
            let scalar = loops::load(ir, out, &[]);
            self.bind(op, 0, scalar)
        }
    }
}
