//! The interpreter proper: runs a `func.func` op by op over a value map, dispatching each op to
//! its evaluator, and checks every result against its declared type (so an evaluator bug shows
//! as a located error, not as a silently wrong output).

use super::buffer::Buffer;
use super::error::RunError;
use super::op::{position_of, Op};
use super::{lpf_ops, std_ops};
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_lowering::ir_numerics::binary_op;
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, RegionLike, ValueLike};
use std::collections::HashMap;

/// Deep enough for any real call chain; recursion without control flow never ends anyway.
const MAX_CALL_DEPTH: usize = 64;


/// Every top-level `func.func` of a module, by name.
pub struct Interpreter<'c, 'a> {
    functions: HashMap<String, OperationRef<'c, 'a>>,
}

impl<'c, 'a> Interpreter<'c, 'a> {
    pub fn new(functions: HashMap<String, OperationRef<'c, 'a>>) -> Self {
        Interpreter { functions }
    }

    /// Runs `func` on `args` (already checked against its signature by the caller).
    pub fn call(&self, func: OperationRef<'c, 'a>, args: Vec<Buffer>, depth: usize) -> Result<Vec<Buffer>, RunError> {
        let at = |message: &str| RunError::at(position_of(func), message.to_string());
        if depth > MAX_CALL_DEPTH {
            return Err(at(&format!("call depth exceeds {MAX_CALL_DEPTH} (unbounded recursion?)")));
        }
        let region = func.region(0).map_err(|_| at("function has no body"))?;
        let Some(block) = region.first_block() else { return Err(at("function is a declaration without a body")) };
        if block.next_in_region().is_some() {
            return Err(RunError::at(
                position_of(func),
                LpfError::unsupported("functions with several blocks (unstructured control flow) are not supported by lpf-run's ref backend"),
            ));
        }
        let mut values: HashMap<usize, Buffer> = HashMap::new();
        for (index, arg) in args.into_iter().enumerate() {
            let value = block.argument(index).map_err(|_| at("more arguments than block arguments"))?;
            values.insert(value.to_raw().ptr as usize, arg);
        }
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            let name = op.name().as_string_ref().as_str().unwrap_or("<op>").to_string();
            let mut inputs = Vec::with_capacity(op.operand_count());
            for operand in op.operands() {
                let value = values.get(&(operand.to_raw().ptr as usize));
                inputs.push(value.ok_or_else(|| RunError::at(position_of(op), format!("'{name}': operand has no value yet")))?);
            }
            let current = Op { op, name, inputs };
            if current.name == "func.return" {
                return Ok(current.inputs.into_iter().cloned().collect());
            }
            let outputs = self.evaluate_checked(&current, depth)?;
            let keys: Vec<usize> = op.results().map(|r| r.to_raw().ptr as usize).collect();
            drop(current);
            for (key, output) in keys.into_iter().zip(outputs) {
                values.insert(key, output);
            }
        }
        Err(at("function body has no func.return"))
    }

    /// The ops besides lpf's that [`Self::evaluate`] runs (besides `func.return`), for callers
    /// that check a program before running it (mixed modules, `super::mixed`). Keep in step
    /// with its match; every lpf op runs (that match is over [`LpfOp`], with no wildcard).
    pub const EVALUATED_OTHERS: &'static [&'static str] = &[
        "arith.constant", "tensor.empty", "tensor.splat", "tensor.reshape", "tensor.collapse_shape", "tensor.expand_shape",
        "tensor.cast", "func.call", "math.fma",
    ];

    /// Whether lpf-run's evaluator runs ops named `name`.
    pub fn evaluates(name: &str) -> bool {
        LpfOp::from_name(name).is_some() || Self::EVALUATED_OTHERS.contains(&name)
    }

    /// Evaluates one op and checks its results against their declared types.
    pub fn evaluate_checked(&self, op: &Op<'c, 'a, '_>, depth: usize) -> Result<Vec<Buffer>, RunError> {
        let outputs = self.evaluate(op, depth)?;
        for (index, output) in outputs.iter().enumerate() {
            check_result(op, index, output)?;
        }
        Ok(outputs)
    }

    fn evaluate(&self, op: &Op<'c, 'a, '_>, depth: usize) -> Result<Vec<Buffer>, RunError> {
        let one = |b: Buffer| vec![b];
        if let Some(kind) = LpfOp::from_name(&op.name) {
            return Ok(match kind {
                LpfOp::Constant => one(std_ops::constant(op)?),
                LpfOp::Convert => one(lpf_ops::convert(op)?),
                LpfOp::Binary(binary) => one(lpf_ops::binary(op, binary_op(binary))?),
                LpfOp::Neg => one(lpf_ops::negate(op)?),
                LpfOp::Relu => one(lpf_ops::activation(op, false)?),
                LpfOp::LeakyRelu => one(lpf_ops::activation(op, true)?),
                LpfOp::Cmp => one(lpf_ops::compare(op)?),
                LpfOp::Dot => one(lpf_ops::dot(op)?),
                LpfOp::Conv => one(lpf_ops::conv(op)?),
                LpfOp::ReduceSum => one(lpf_ops::reduce_sum(op)?),
                LpfOp::QuantizeBlock => lpf_ops::quantize_block(op)?,
                LpfOp::DequantizeBlock => one(lpf_ops::dequantize_block(op)?),
                LpfOp::ScaledDot => one(lpf_ops::scaled_dot(op)?),
            });
        }
        Ok(match op.name.as_str() {
            "arith.constant" => one(std_ops::constant(op)?),
            "tensor.empty" => one(std_ops::empty(op)?),
            "tensor.splat" => one(std_ops::splat(op)?),
            "tensor.reshape" | "tensor.collapse_shape" | "tensor.expand_shape" | "tensor.cast" => one(std_ops::reshape(op)?),
            "func.call" => self.call_op(op, depth)?,
            "math.fma" => one(std_ops::fma(op)?),
            other => {
                return Err(RunError::at(
                    op.position(),
                    LpfError::unsupported(
                        "is not supported by lpf-run's ref backend (it runs the lpf ops, \
                         arith.constant, func.call/return, and tensor.empty/splat/reshape/collapse_shape/expand_shape/cast)",
                    )
                    .op(other),
                ))
            }
        })
    }

    fn call_op(&self, op: &Op<'c, 'a, '_>, depth: usize) -> Result<Vec<Buffer>, RunError> {
        let callee = op.op.attribute("callee").map_err(|_| op.fail("no callee"))?;
        let callee = FlatSymbolRefAttribute::try_from(callee).map_err(|_| op.fail("callee is not a flat symbol"))?;
        let name = callee.value();
        let func = self.functions.get(name).ok_or_else(|| op.fail(format!("no func.func @{name} at the top level")))?;
        self.call(*func, op.inputs.iter().map(|b| (*b).clone()).collect(), depth + 1)
    }
}

/// A result must have its declared element type and fit its declared shape.
fn check_result(op: &Op, index: usize, value: &Buffer) -> Result<(), RunError> {
    let info = op.result_info(index)?;
    if info.element != value.element || !info.accepts_shape(&value.shape) || value.shape.iter().product::<usize>() != value.codes.len() {
        return Err(op.fail(format!(
            "internal error: result {index} computed as {} of shape {:?}, but its type is {}",
            value.element,
            value.shape,
            op.result_type(index)?
        )));
    }
    Ok(())
}
