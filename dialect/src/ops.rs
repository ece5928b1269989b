//! The lpf ops by identity: one variant per op that `td/LpfOps.td` defines, read once from an
//! operation's name. Passes, exits and the interpreter `match` on [`LpfOp`] with no wildcard, so
//! an op added to the ODS does not compile until every one of them lowers it or refuses it by
//! name; a string `match` would let the new op fall through to a run-time error instead. The
//! test below reads the ODS file and checks that the enum and the ODS name the same ops.

use melior::ir::operation::OperationLike;
use std::fmt;

/// The four arithmetic ops, one ODS class (`Lpf_BinaryOp`): same operands, attributes and
/// verifier, so the passes treat them together and tell them apart here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binary {
    Add,
    Sub,
    Mul,
    Div,
}

/// An op of the `lpf` dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LpfOp {
    Constant,
    Convert,
    Binary(Binary),
    Neg,
    Relu,
    LeakyRelu,
    Cmp,
    Dot,
    Conv,
    ReduceSum,
    ScaledDot,
    QuantizeBlock,
    DequantizeBlock,
}

impl LpfOp {
    /// Every op, in the ODS file's order.
    pub const ALL: [LpfOp; 16] = [
        LpfOp::Constant,
        LpfOp::Convert,
        LpfOp::Binary(Binary::Add),
        LpfOp::Binary(Binary::Sub),
        LpfOp::Binary(Binary::Mul),
        LpfOp::Binary(Binary::Div),
        LpfOp::Neg,
        LpfOp::Relu,
        LpfOp::LeakyRelu,
        LpfOp::Cmp,
        LpfOp::Dot,
        LpfOp::Conv,
        LpfOp::ReduceSum,
        LpfOp::ScaledDot,
        LpfOp::QuantizeBlock,
        LpfOp::DequantizeBlock,
    ];

    /// The full op name, as MLIR prints it (`lpf.add`).
    pub const fn name(self) -> &'static str {
        match self {
            LpfOp::Constant => "lpf.constant",
            LpfOp::Convert => "lpf.convert",
            LpfOp::Binary(Binary::Add) => "lpf.add",
            LpfOp::Binary(Binary::Sub) => "lpf.sub",
            LpfOp::Binary(Binary::Mul) => "lpf.mul",
            LpfOp::Binary(Binary::Div) => "lpf.div",
            LpfOp::Neg => "lpf.neg",
            LpfOp::Relu => "lpf.relu",
            LpfOp::LeakyRelu => "lpf.leaky_relu",
            LpfOp::Cmp => "lpf.cmp",
            LpfOp::Dot => "lpf.dot",
            LpfOp::Conv => "lpf.conv",
            LpfOp::ReduceSum => "lpf.reduce_sum",
            LpfOp::ScaledDot => "lpf.scaled_dot",
            LpfOp::QuantizeBlock => "lpf.quantize_block",
            LpfOp::DequantizeBlock => "lpf.dequantize_block",
        }
    }

    /// The op named `name` (`lpf.add`), if the dialect has one.
    pub fn from_name(name: &str) -> Option<LpfOp> {
        LpfOp::ALL.into_iter().find(|op| op.name() == name)
    }

    /// Which lpf op `op` is; `None` for any other op.
    pub fn of<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<LpfOp> {
        let name = op.name();
        let name = name.as_string_ref().as_str().ok()?;
        // Most ops a pass walks are not lpf's: skip the lookup for them.
        if name.starts_with("lpf.") {
            LpfOp::from_name(name)
        } else {
            None
        }
    }
}

impl fmt::Display for LpfOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::LpfOp;

    /// The mnemonics of the ops the ODS defines (`def Lpf_XOp : Lpf_Op<"x", ...>` or one of the
    /// op classes derived from `Lpf_Op`), read from the file the C++ is generated from.
    fn ods_mnemonics() -> Vec<String> {
        let ods = include_str!("../td/LpfOps.td");
        ods.lines()
            .filter_map(|line| line.strip_prefix("def Lpf_"))
            .filter_map(|rest| {
                let (_, class_and_args) = rest.split_once(':')?;
                let (class, args) = class_and_args.trim().split_once('<')?;
                if !class.ends_with("Op") {
                    return None;
                }
                Some(args.split('"').nth(1)?.to_string())
            })
            .collect()
    }

    #[test]
    fn the_enum_names_every_op_the_ods_defines_in_its_order() {
        let ods: Vec<String> = ods_mnemonics().into_iter().map(|m| format!("lpf.{m}")).collect();
        let ours: Vec<String> = LpfOp::ALL.iter().map(|op| op.name().to_string()).collect();
        assert!(ods.len() >= 15, "the ODS reader found too few ops: {ods:?}");
        assert_eq!(ours, ods);
    }

    #[test]
    fn names_read_back() {
        for op in LpfOp::ALL {
            assert_eq!(LpfOp::from_name(op.name()), Some(op));
        }
        assert_eq!(LpfOp::from_name("lpf.tanh"), None);
        assert_eq!(LpfOp::from_name("arith.addf"), None);
    }
}
