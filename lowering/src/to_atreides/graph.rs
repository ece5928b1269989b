//! Reading one `func.func` of lpf ops into what Atreides can compute: one expression tree per
//! result, over the function's arguments. Every op the machine cannot compute exactly is
//! refused here with an E0915 error at that op (an f32 accumulator, a round-to-nearest
//! product, SF8 arithmetic that would saturate at SF8's range, ...).
//!
//! Values are recomputed where they are used (a tree, not a DAG): each output element is
//! evaluated by one thread from the inputs in memory, so no intermediate buffer and no barrier
//! between blocks is ever needed.

use crate::ir_numerics::{self, type_info, Element};
use lpf_dialect::attrs::{self, RoundingMode};
use lpf_dialect::ops::{Binary, LpfOp};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockRef, Location, OperationRef, RegionLike, Type, Value, ValueLike};
use std::collections::HashMap;

/// A tensor in memory, read one element at a time and widened exactly to SF16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand {
    /// The function argument.
    pub arg: usize,
    /// Its SuperFloat width (2..=16); codes are stored one per 16-bit word.
    pub bits: u8,
}

/// `lhs [m, k] x rhs [k, n]` with the SF16 hardware accumulation (FMA after FMA).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dot {
    pub lhs: Operand,
    pub rhs: Operand,
    pub m: usize,
    pub k: usize,
    pub n: usize,
}

/// One element of a value, as a function of the same element of the inputs (or of a dot).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// An argument's element, as stored (its own format).
    Arg(Operand),
    /// `lpf.convert` to SF16: exact widening, -0 canonicalised to +0.
    Widen(Box<Node>),
    /// SF16 `lpf.add` / `lpf.sub`: exact, then saturate (ACT passthrough).
    Add(Box<Node>, Box<Node>),
    Sub(Box<Node>, Box<Node>),
    /// SF16 `lpf.mul rounding(toward_zero)`: the FMA product.
    Mul(Box<Node>, Box<Node>),
    /// SF16 `lpf.relu` (ACT f = 1) and `lpf.leaky_relu rounding(toward_zero)` (ACT f = 2).
    Relu(Box<Node>),
    Leaky(Box<Node>),
    Dot(Box<Dot>),
}

impl Node {
    /// The dots this tree contains.
    pub fn dots(&self) -> Vec<&Dot> {
        match self {
            Node::Arg(_) => vec![],
            Node::Widen(a) | Node::Relu(a) | Node::Leaky(a) => a.dots(),
            Node::Add(a, b) | Node::Sub(a, b) | Node::Mul(a, b) => [a.dots(), b.dots()].concat(),
            Node::Dot(d) => vec![d],
        }
    }

    /// The arguments read element-wise (not through a dot), in first-use order.
    pub fn leaves(&self, out: &mut Vec<usize>) {
        match self {
            Node::Arg(o) => {
                if !out.contains(&o.arg) {
                    out.push(o.arg)
                }
            }
            Node::Widen(a) | Node::Relu(a) | Node::Leaky(a) => a.leaves(out),
            Node::Add(a, b) | Node::Sub(a, b) | Node::Mul(a, b) => {
                a.leaves(out);
                b.leaves(out);
            }
            Node::Dot(_) => {}
        }
    }
}

/// A value of the function: its tree, shape and SuperFloat width.
#[derive(Clone, Debug)]
pub struct Tensor<'c> {
    pub node: Node,
    pub shape: Vec<usize>,
    pub bits: u8,
    /// The op that produced it (the function for an argument), for located errors.
    pub location: Location<'c>,
}

/// A function as Atreides sees it.
#[derive(Debug)]
pub struct Function<'c> {
    pub name: String,
    pub location: Location<'c>,
    /// Shape and SuperFloat width of each argument.
    pub args: Vec<(Vec<usize>, u8)>,
    pub results: Vec<Tensor<'c>>,
}

/// The SuperFloat width and static shape of a value's type, or why Atreides cannot hold it.
fn sf_shape(ty: Type) -> Result<(Vec<usize>, u8), String> {
    let info = type_info(ty).ok_or_else(|| format!("type {ty} is not a tensor of numbers"))?;
    let bits = match info.element {
        Element::Float(Format::Sf(w)) => w.bits(),
        _ => {
            return Err(format!("Atreides computes in SF16 only: {ty} is not a SuperFloat (!lpf.sf<N>) value"))
        }
    };
    let shape = info.static_shape().ok_or_else(|| format!("type {ty} has a dynamic shape; Atreides kernels are sized at compile time"))?;
    Ok((shape, bits))
}

fn key(v: Value) -> usize {
    v.to_raw().ptr as usize
}

/// Reads `func` (a `func.func` with one block).
/// Atreides has no stochastic rounding: an op that rounds stochastically (lpf.convert or the
/// arithmetic, with random bits) is refused at the op itself, before its i32 random bits (which
/// are no SuperFloat value either) are refused where they are defined.
fn refuse_stochastic<'c>(block: BlockRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        let at = |e: LpfError<'c>| e.or_at(op.location());
        let refuse = |m: String| LpfError::unsupported(m).or_at(op.location());
        if let Some((mode, bits)) = attrs::stochastic(&op).map_err(|e| at(e.into()))? {
            let name = op.name().as_string_ref().as_str().unwrap_or("?").to_string();
            return Err(refuse(format!(
                "'{name}' rounding({mode}) random_bits({bits}): the Atreides exit has no stochastic rounding"
            )));
        }
    }
    Ok(())
}

pub fn read_function<'c>(func: OperationRef<'c, '_>) -> Result<Function<'c>, LpfError<'c>> {
    let location = func.location();
    let at_func = |e: LpfError<'c>| e.or_at(location);
    let refuse_func = |m: String| LpfError::unsupported(m).or_at(location);
    let name = func
        .attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .unwrap_or_else(|| "main".into());
    let region = func.region(0).map_err(|_| at_func("function has no body".into()))?;
    let block = region.first_block().ok_or_else(|| refuse_func(format!("@{name} is a declaration without a body")))?;
    if block.next_in_region().is_some() {
        return Err(refuse_func(format!("@{name} has several blocks; Atreides kernels have no data-dependent control flow")));
    }
    refuse_stochastic(block)?;
    let mut values: HashMap<usize, Tensor<'c>> = HashMap::new();
    let mut args = Vec::new();
    for index in 0..block.argument_count() {
        let arg = block.argument(index).map_err(|e| at_func(e.into()))?;
        let (shape, bits) = sf_shape(arg.r#type()).map_err(|m| refuse_func(format!("argument {index} of @{name}: {m}")))?;
        args.push((shape.clone(), bits));
        values.insert(key(arg.into()), Tensor { node: Node::Arg(Operand { arg: index, bits }), shape, bits, location });
    }
    let mut results = None;
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        let op_name = op.name().as_string_ref().as_str().unwrap_or("?").to_string();
        let at = |e: LpfError<'c>| e.or_at(op.location());
        let refuse = |m: String| LpfError::unsupported(m).or_at(op.location());
        let operand = |i: usize| -> Result<Tensor<'c>, LpfError<'c>> {
            let v = op.operand(i).map_err(|e| at(e.into()))?;
            values.get(&key(v)).cloned().ok_or_else(|| refuse(format!("operand {i} is not computed by an op the Atreides exit lowers")))
        };
        if op_name == "func.return" {
            let mut out = Vec::new();
            for i in 0..op.operand_count() {
                out.push(operand(i)?);
            }
            if out.is_empty() {
                return Err(refuse(format!("@{name} returns nothing: an Atreides kernel computes at least one result")));
            }
            results = Some(out);
            continue;
        }
        let result = op.result(0).map_err(|_| refuse(format!("'{op_name}' is not supported by the Atreides exit")))?;
        let kind = LpfOp::of(&op);
        let unsupported = || refuse(format!("'{op_name}' is not supported by the Atreides exit"));
        if kind == Some(LpfOp::Conv) {
            // Before the types: whatever they are, there is no convolution kernel to run it.
            return Err(at(conv_refused()));
        }
        if kind == Some(LpfOp::Dot) {
            // The accumulator first: it is the reason an f32 dot cannot run here.
            check_accumulator(&op).map_err(at)?;
        }
        let (shape, bits) = sf_shape(result.r#type()).map_err(|m| refuse(format!("the result of '{op_name}': {m}")))?;
        let node = match kind.ok_or_else(unsupported)? {
            LpfOp::Binary(binary @ (Binary::Add | Binary::Sub | Binary::Mul)) => {
                let (a, b) = (operand(0)?, operand(1)?);
                if bits != 16 {
                    return Err(refuse(format!(
                        "'{op_name}' on !lpf.sf<{bits}> rounds and saturates in SF{bits}; Atreides computes in SF16 only \
                         (convert the operands to !lpf.sf<16> first)"
                    )));
                }
                let rounding = attrs::rounding(&op).map_err(|e| at(e.into()))?;
                match binary {
                    Binary::Add => Node::Add(Box::new(a.node), Box::new(b.node)),
                    Binary::Sub => Node::Sub(Box::new(a.node), Box::new(b.node)),
                    Binary::Mul if rounding != RoundingMode::TowardZero => {
                        return Err(refuse(format!(
                            "'lpf.mul' with rounding({}) cannot be computed exactly on Atreides: its FMA product \
                             truncates (use rounding(toward_zero))",
                            rounding.as_str()
                        )))
                    }
                    Binary::Mul => Node::Mul(Box::new(a.node), Box::new(b.node)),
                    // Not reached: the arm takes add, sub and mul only.
                    Binary::Div => return Err(unsupported()),
                }
            }
            LpfOp::Relu | LpfOp::LeakyRelu => {
                let a = operand(0)?;
                if bits != 16 {
                    return Err(refuse(format!(
                        "'{op_name}' on !lpf.sf<{bits}>: Atreides activates SF16 values only (convert to !lpf.sf<16> first)"
                    )));
                }
                if kind == Some(LpfOp::Relu) {
                    Node::Relu(Box::new(a.node))
                } else {
                    let rounding = attrs::rounding(&op).map_err(|e| at(e.into()))?;
                    if rounding != RoundingMode::TowardZero {
                        return Err(refuse(format!(
                            "'lpf.leaky_relu' with rounding({}) cannot be computed exactly on Atreides: its leaky ReLU \
                             truncates (use rounding(toward_zero))",
                            rounding.as_str()
                        )));
                    }
                    Node::Leaky(Box::new(a.node))
                }
            }
            LpfOp::Convert => {
                let a = operand(0)?;
                if bits != 16 {
                    return Err(refuse(format!(
                        "'lpf.convert' to !lpf.sf<{bits}> rounds; Atreides only widens SuperFloat values exactly to !lpf.sf<16>"
                    )));
                }
                Node::Widen(Box::new(a.node))
            }
            LpfOp::Dot => dot(operand(0)?, operand(1)?, bits).map_err(at)?,
            LpfOp::Binary(Binary::Div)
            | LpfOp::Constant
            | LpfOp::Neg
            | LpfOp::Cmp
            | LpfOp::ReduceSum
            | LpfOp::ScaledDot
            | LpfOp::QuantizeBlock
            | LpfOp::DequantizeBlock => return Err(unsupported()),
            // The chip's kernels are dots; an SF16 convolution would need its im2col first.
            LpfOp::Conv => return Err(at(conv_refused())),
        };
        values.insert(key(result.into()), Tensor { node, shape, bits, location: op.location() });
    }
    let results = results.ok_or_else(|| at_func(format!("@{name} has no func.return").into()))?;
    Ok(Function { name, location, args, results })
}

/// `lpf.conv` on Atreides: its kernels are SF16 dots and lpf.conv has no SF16 accumulation.
fn conv_refused<'c>() -> LpfError<'c> {
    LpfError::unsupported("'lpf.conv' is not lowered to Atreides: its kernels are SF16 dots, and lpf.conv has no SF16 hardware accumulation")
}

/// Atreides accumulates only in SF16, with truncated products and saturation at every FMA.
fn check_accumulator<'c>(op: &OperationRef) -> Result<(), LpfError<'c>> {
    if let Some(unit) = attrs::hardware(op)? {
        return Err(LpfError::unsupported(format!("'lpf.dot' hardware(\"{unit}\"): Atreides computes its own SF16 arithmetic, not another matrix unit's")));
    }
    let acc = attrs::acc(op)?;
    if ir_numerics::format_of(acc) != Some(Format::Sf(lpf_numerics::SfWidth::new(16).ok_or("no SF16")?)) {
        return Err(LpfError::unsupported(format!(
            "'lpf.dot' with acc({acc}) cannot be computed exactly on Atreides: the machine accumulates in SF16 \
             with truncated products and saturation at every step (ask for it with acc(!lpf.sf<16>))"
        )));
    }
    Ok(())
}

/// `lpf.dot` with `acc(!lpf.sf<16>)` on two rank-2 tensors in memory (widened exactly).
fn dot<'c>(lhs: Tensor, rhs: Tensor, bits: u8) -> Result<Node, LpfError<'c>> {
    if bits != 16 {
        return Err(LpfError::unsupported(format!("'lpf.dot' with acc(!lpf.sf<16>) must produce !lpf.sf<16>, not !lpf.sf<{bits}>")));
    }
    if lhs.shape.len() != 2 || rhs.shape.len() != 2 {
        return Err(LpfError::unsupported(format!("batched 'lpf.dot' (rank {}) is not supported by the Atreides exit: split the batch into rank-2 products", lhs.shape.len())));
    }
    let memory = |t: &Tensor, side: &str| match &t.node {
        Node::Arg(o) => Ok(*o),
        Node::Widen(inner) => match **inner {
            Node::Arg(o) => Ok(o),
            _ => Err(LpfError::unsupported(format!("the {side} operand of 'lpf.dot' must be a function argument (or its widening): the Atreides exit does not recompute expressions inside a contraction"))),
        },
        _ => Err(LpfError::unsupported(format!("the {side} operand of 'lpf.dot' must be a function argument (or its widening): the Atreides exit does not recompute expressions inside a contraction"))),
    };
    Ok(Node::Dot(Box::new(Dot {
        lhs: memory(&lhs, "left")?,
        rhs: memory(&rhs, "right")?,
        m: lhs.shape[0],
        k: lhs.shape[1],
        n: rhs.shape[1],
    })))
}
