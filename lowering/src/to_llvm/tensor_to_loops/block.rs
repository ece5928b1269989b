//! The block ops: `lpf.dequantize_block` (standalone, by `kernels::scaled`'s rule, or left to the
//! dot that is its only use, which packs it from the codes) and `lpf.quantize_block`
//! (`kernels::quantize`).

use super::function::{forever, key, FnLowering, Lowered};
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of};
use crate::to_llvm::kernels::quantize;
use crate::to_llvm::kernels::scaled::{blocked_axis, Blocked};
use crate::to_llvm::run_time_check;
use lpf_dialect::attrs;
use lpf_dialect::ops::LpfOp;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Value, ValueLike};

impl<'c> FnLowering<'c, '_, '_> {
    pub(super) fn lower_dequantize<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let (data, scale) = (operands[0], operands[1]);
        let result_type = op.result(0)?.r#type();
        let blocked = Blocked {
            data,
            scale,
            global: operands.get(2).copied(),
            data_type: element_of(data.r#type()).ok_or("input")?,
            scale_type: element_of(scale.r#type()).ok_or("scale")?,
            block: attrs::block(&op)?,
            axis: blocked_axis(data.r#type(), scale.r#type()),
            value_type: element_of(result_type).ok_or("result has no element type")?,
        };
        // Before the codes are read here or by the dot it is deferred to.
        run_time_check::block_scales(ir, self.library, "lpf.dequantize_block", (data, scale), blocked.axis, blocked.block as u64)?;
        if self.deferrable(op) {
            let result: Value = op.result(0)?.into();
            self.deferred.insert(key(result), blocked);
            return Ok(());
        }
        let out = self.dequantized(ir, &blocked)?;
        self.bind(op, 0, out)
    }

    /// A temporary holding every value of a blocked operand (the standalone dequantize_block).
    pub(super) fn dequantized<'a>(&mut self, ir: &Ir<'c, 'a>, blocked: &Blocked<'c, 'a>) -> Lowered<'c, Value<'c, 'a>> {
        let dims = dims_of(blocked.data.r#type()).ok_or("input is not ranked")?;
        let sizes = loops::dims(ir, blocked.data);
        let out = self.temporary(ir, blocked.value_type, &dims, &sizes);
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let value = blocked.value_at(inner, ivs);
            loops::store(inner, value, out, ivs);
        });
        Ok(out)
    }

    /// Whether a `lpf.dequantize_block` can be left to the dot that is its only use: the dot
    /// packs it from the codes (or, off the kernel's path, computes it then). Only when every op
    /// between them is another dequantize_block, so the codes are read before anything else
    /// runs, exactly as if the op were lowered in place.
    pub(super) fn deferrable(&self, op: OperationRef<'c, '_>) -> bool {
        let Ok(result) = op.result(0) else { return false };
        let result: Value = result.into();
        // SAFETY: use-list queries on a live value of this function.
        let user = unsafe {
            let first = mlir_sys::mlirValueGetFirstUse(result.to_raw());
            if mlir_sys::mlirOpOperandIsNull(first) || !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirOpOperandGetNextUse(first)) {
                return false;
            }
            OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first))
        };
        if LpfOp::of(&user) != Some(LpfOp::Dot) {
            return false;
        }
        let mut next = op.next_in_block();
        while let Some(between) = next {
            if between == user {
                return true;
            }
            if LpfOp::of(&between) != Some(LpfOp::DequantizeBlock) {
                return false;
            }
            next = between.next_in_block();
        }
        false
    }

    pub(super) fn lower_quantize<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        quantize::lower(self.library, ir, op, &self.operands(op)?).and_then(|(elems, scales)| {
            self.temporaries.push(forever(elems));
            self.temporaries.push(forever(scales));
            self.bind(op, 0, elems)?;
            self.bind(op, 1, scales)
        })
    }
}
