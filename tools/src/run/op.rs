//! One op as the interpreter's evaluators see it ([`Op`]: the op and its operands' values), with
//! the located errors every evaluator reports through. `eval.rs` makes them and dispatches;
//! `lpf_ops.rs` and `std_ops.rs` evaluate them.

use super::buffer::Buffer;
use super::error::RunError;
use crate::diagnostics::{parse_position, Position};
use lpf_dialect::error::LpfError;
use lpf_lowering::ir_numerics::{type_info, TypeInfo};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};

/// One op being evaluated: the op and its operands' values.
pub struct Op<'c, 'a, 'v> {
    pub op: OperationRef<'c, 'a>,
    pub name: String,
    pub inputs: Vec<&'v Buffer>,
}

impl<'c, 'a> Op<'c, 'a, '_> {
    pub fn position(&self) -> Option<Position> {
        position_of(self.op)
    }

    /// An error at this op.
    pub fn fail(&self, message: impl std::fmt::Display) -> RunError {
        self.refuse(LpfError::of(message))
    }

    /// An error with a code (E0913, E0915) at this op.
    pub fn refuse(&self, error: LpfError<'static>) -> RunError {
        RunError::at(self.position(), error.context(format!("'{}': ", self.name)))
    }

    pub fn result_type(&self, index: usize) -> Result<Type<'c>, RunError> {
        self.op.result(index).map(|r| r.r#type()).map_err(|e| self.fail(e))
    }

    pub fn operand_type(&self, index: usize) -> Result<Type<'c>, RunError> {
        self.op.operand(index).map(|v| v.r#type()).map_err(|e| self.fail(e))
    }

    /// Element and shape of result `index`.
    pub fn result_info(&self, index: usize) -> Result<TypeInfo, RunError> {
        let ty = self.result_type(index)?;
        type_info(ty).ok_or_else(|| self.fail(format!("result type {ty} is not supported by lpf-run")))
    }

    pub fn operand_info(&self, index: usize) -> Result<TypeInfo, RunError> {
        let ty = self.operand_type(index)?;
        type_info(ty).ok_or_else(|| self.fail(format!("operand type {ty} is not supported by lpf-run")))
    }
}

/// Where an op is in the source (None for a location without a file position).
pub fn position_of(op: OperationRef) -> Option<Position> {
    parse_position(&op.location().to_string())
}
