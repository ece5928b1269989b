//! Element-wise ops on tensors: one op as a threaded, streamed loop nest of its scalar form
//! (4-bit conversions to f32 eight codes at a time, `kernels::nibble`), and a run of them
//! ([`crate::to_llvm::fusion`]) as one nest computing each element through the whole run.

use super::function::{build_like, key, FnLowering, Lowered};
use crate::ir_numerics::{self, format_of};
use crate::melior_ext::is_memref;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of, memref_type};
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::vectors::{vector_load, vector_store};
use crate::to_llvm::fusion;
use crate::to_llvm::helpers;
use crate::to_llvm::kernels::nibble::{self, NibbleTable};
use crate::to_llvm::run_time_check;
use lpf_dialect::attrs;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, Value, ValueLike};
use std::collections::HashMap;

impl<'c> FnLowering<'c, '_, '_> {
    pub(super) fn lower_elementwise<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let result_type = op.result(0)?.r#type();
        let element = element_of(result_type).ok_or("result has no element type")?;
        let dims = dims_of(result_type).ok_or("result is not ranked")?;
        let sizes = loops::dims(ir, operands[0]);
        // Operands of sizes known only at run time must have one shape (the loops run over
        // operand 0's and read every operand at the same index).
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let shaped: Vec<Value> = operands.iter().copied().filter(|v| is_memref(v.r#type())).collect();
        run_time_check::same_shape(ir, self.library, &name, &shaped, &dims)?;
        let out = match self.forwarded_out(op, 0) {
            Some(out) if out.r#type() == memref_type(element, &dims).into() => out,
            _ => self.temporary(ir, element, &dims, &sizes),
        };
        let nibbles = if self.target.byte_shuffle { nibble_table(op, operands[0])? } else { None };
        let step = if nibbles.is_some() { nibble::LANES } else { 1 };
        let mut failure = None;
        parallel::elementwise(ir, self.target.parallel, &sizes, &shaped, step, &mut |inner, ivs, lanes| {
            if let (Some(table), true) = (&nibbles, lanes > 1) {
                let codes = vector_load(inner, Type::vector(&[lanes as u64], element_of(operands[0].r#type()).expect("a buffer")), operands[0], ivs);
                let values = table.emit(inner, helpers::view(inner, codes, Type::vector(&[lanes as u64], inner.int_type(8))));
                vector_store(inner, values, out, ivs);
                return;
            }
            let scalars: Vec<Value> = operands.iter().map(|b| loops::load(inner, *b, ivs)).collect();
            match build_like(op, &scalars, &[element]) {
                Ok(scalar) => {
                    let value = inner.val(scalar);
                    loops::store(inner, value, out, ivs);
                }
                Err(e) => failure = Some(e),
            }
        });
        if let Some(e) = failure {
            return Err(e);
        }
        self.bind(op, 0, out)
    }

    /// A run of element-wise ops of one static shape ([`fusion`]) as one loop nest: per index,
    /// each op's element from its operands' elements (loaded, or computed earlier in the same
    /// iteration), stored only where something outside the run reads the result. Errors name
    /// the op they are about (located there).
    pub(super) fn lower_fused<'a>(&mut self, ir: &Ir<'c, 'a>, group: &[OperationRef<'c, '_>]) -> Lowered<'c, ()> {
        let dims = dims_of(group[0].result(0)?.r#type()).unwrap_or_default();
        let sizes: Vec<Value> = dims.iter().map(|d| ir.index(d.unwrap_or(0) as i64)).collect();
        let mut outs: Vec<Option<Value<'c, 'a>>> = Vec::with_capacity(group.len());
        for op in group {
            let fail = |e: LpfError<'c>| e.or_at(op.location());
            let result = op.result(0).map_err(|e| fail(e.into()))?;
            if !fusion::used_outside(result.into(), group) {
                outs.push(None);
                continue;
            }
            // One static shape for the whole run (fusion::run_end): the first op's serves every buffer.
            let element = element_of(result.r#type()).ok_or_else(|| fail("result has no element type".into()))?;
            outs.push(Some(match self.forwarded_out(*op, 0) {
                Some(out) if out.r#type() == memref_type(element, &dims).into() => out,
                _ => self.temporary(ir, element, &dims, &sizes),
            }));
        }
        // The buffers the run reads (what no op of the run computes), for prefetching.
        let computed: std::collections::HashSet<usize> = group.iter().filter_map(|g| g.result(0).ok()).map(|r| key(r.into())).collect();
        let mut reads: Vec<Value<'c, 'a>> = Vec::new();
        for op in group {
            for v in op.operands().filter(|v| !computed.contains(&key(*v))) {
                if let Ok(buffer) = self.get(v) {
                    if is_memref(buffer.r#type()) && !reads.contains(&buffer) {
                        reads.push(buffer);
                    }
                }
            }
        }
        let mut failure = None;
        parallel::elementwise(ir, self.target.parallel, &sizes, &reads, 1, &mut |inner, ivs, _| {
            // This iteration's element of each result computed so far.
            let mut elements: HashMap<usize, Value> = HashMap::new();
            for (op, out) in group.iter().zip(&outs) {
                let built = op.operands().map(|v| match elements.get(&key(v)) {
                    Some(element) => Ok(*element),
                    None => self.get(v).map(|buffer| loops::load(inner, buffer, ivs)),
                });
                let scalars = match built.collect::<Lowered<'c, Vec<Value>>>() {
                    Ok(scalars) => scalars,
                    Err(e) => {
                        failure.get_or_insert(e.or_at(op.location()));
                        return;
                    }
                };
                let element = op.result(0).ok().and_then(|r| element_of(r.r#type()));
                match element.ok_or_else(|| "result has no element type".into()).and_then(|t| build_like(*op, &scalars, &[t])) {
                    Ok(scalar) => {
                        let value = inner.val(scalar);
                        if let Some(out) = out {
                            loops::store(inner, value, *out, ivs);
                        }
                        if let Ok(result) = op.result(0) {
                            elements.insert(key(result.into()), value);
                        }
                    }
                    Err(e) => {
                        failure.get_or_insert(e.or_at(op.location()));
                        return;
                    }
                }
            }
        });
        if let Some(failure) = failure {
            return Err(failure);
        }
        for (op, out) in group.iter().zip(outs) {
            if let Some(out) = out {
                self.bind(*op, 0, out).map_err(|e| e.or_at(op.location()))?;
            }
        }
        Ok(())
    }
}

/// The lookup table of `op` when it is an `lpf.convert` that [`nibble`] converts eight codes at
/// a time: from a format of at most 4 bits into f32, not stochastic, reading `source`, a buffer
/// whose last dimension is contiguous (the identity layout).
pub(super) fn nibble_table<'c>(op: OperationRef<'c, '_>, source: Value<'c, '_>) -> Lowered<'c, Option<NibbleTable>> {
    if LpfOp::of(&op) != Some(LpfOp::Convert) || attrs::stochastic(&op)?.is_some() || !loops::identity_layout(source.r#type()) {
        return Ok(None);
    }
    let from = element_of(source.r#type()).and_then(format_of);
    let to = element_of(op.result(0)?.r#type()).and_then(format_of);
    let (Some(from), Some(to)) = (from, to) else { return Ok(None) };
    let rnd = ir_numerics::rounding(attrs::rounding(&op)?);
    let ovf = ir_numerics::overflow(attrs::overflow(&op)?, to);
    Ok(NibbleTable::of(from, to, rnd, ovf))
}
