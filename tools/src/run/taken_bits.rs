//! Bit-level StableHLO ops taken from StableHLO's reference interpreter (issue 39: the f64
//! round-to-odd of lpf-run's `batch_norm_inference` expansion, XLA's fused multiply-add, was
//! half of a torch-xla CNN's interpreter time): `bitcast_convert` between element types of one
//! width of 8 to 64 bits (the interpreter's bytes are the bits: copied), `abs` of f32, bf16 and
//! f64, and `add`, `subtract`, `multiply`, `and`, `or`, `xor` and the three shifts of 8- to
//! 64-bit integers, `and`, `or`, `xor` and `not` of i1 (a model's masks) and `not` of 8- to
//! 64-bit integers, and `floor`, `ceil`, `round_nearest_even` and `round_nearest_afz` of f32,
//! bf16 and f64 (exact: APFloat's `roundToIntegral`, a NaN quiet with its sign and payload)
//! (`lpf_numerics::kernels::machine_bits`).

use super::{bytes_of, element_and_shape};
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::kernels::machine::MachineFloat;
use lpf_numerics::kernels::machine_bits::{abs, integer, not, round_integral, IntOp, Integral};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};

fn int_op(name: &str) -> Option<IntOp> {
    Some(match name {
        "stablehlo.add" => IntOp::Add,
        "stablehlo.subtract" => IntOp::Sub,
        "stablehlo.multiply" => IntOp::Mul,
        "stablehlo.and" => IntOp::And,
        "stablehlo.or" => IntOp::Or,
        "stablehlo.xor" => IntOp::Xor,
        "stablehlo.shift_left" => IntOp::ShiftLeft,
        "stablehlo.shift_right_logical" => IntOp::ShiftRightLogical,
        "stablehlo.shift_right_arithmetic" => IntOp::ShiftRightArithmetic,
        _ => return None,
    })
}

fn integral(name: &str) -> Option<Integral> {
    Some(match name {
        "stablehlo.floor" => Integral::Floor,
        "stablehlo.ceil" => Integral::Ceil,
        "stablehlo.round_nearest_even" => Integral::NearestEven,
        "stablehlo.round_nearest_afz" => Integral::NearestAway,
        _ => return None,
    })
}

/// The bitwise ops of i1 (APInt's on one bit: 0 and 1 stay 0 and 1 in their byte).
fn boolean_op(name: &str) -> bool {
    matches!(name, "stablehlo.and" | "stablehlo.or" | "stablehlo.xor")
}

fn is_i1(element: Element) -> bool {
    matches!(element, Element::Int(int) if int.bits == 1)
}

/// The element of `ty` where its width is 8, 16, 32 or 64 bits, or i1 (a byte of 0 or 1).
fn byte_element(ty: Type) -> Option<(Element, Vec<usize>)> {
    let (element, shape) = element_and_shape(ty)?;
    let bits = match element {
        Element::Float(format) => format.params().bits,
        Element::Int(int) => int.bits,
    };
    [1, 8, 16, 32, 64].contains(&bits).then_some((element, shape))
}

/// Whether lpf-run takes `op` here (`name`: its name).
pub(super) fn takes(op: OperationRef, name: &str) -> bool {
    let types: Vec<Type> = op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type())).collect();
    let Some(elements) = types.iter().map(|ty| byte_element(*ty)).collect::<Option<Vec<_>>>() else { return false };
    match (name, elements.as_slice()) {
        // i1's bits are not its byte's: the interpreter reads a bool from 0 or 1 only.
        ("stablehlo.bitcast_convert", [from, to]) => from.1 == to.1 && bytes_of(from.0) == bytes_of(to.0) && !is_i1(from.0) && !is_i1(to.0),
        ("stablehlo.abs", [from, to]) => from == to && matches!(from.0, Element::Float(format) if MachineFloat::of(format).is_some()),
        (_, [from, to]) if integral(name).is_some() => from == to && matches!(from.0, Element::Float(format) if MachineFloat::of(format).is_some()),
        ("stablehlo.not", [from, to]) => from == to && matches!(from.0, Element::Int(_)),
        (_, [a, b, r]) if is_i1(r.0) => boolean_op(name) && a == r && b == r,
        (_, [a, b, r]) => int_op(name).is_some() && a == r && b == r && matches!(r.0, Element::Int(_)),
        _ => false,
    }
}

/// Evaluates an op taken here on the interpreter's bytes.
pub(super) fn evaluate(op: OperationRef, name: &str, operands: &[&[u8]], out: &mut [u8]) -> Result<(), String> {
    let internal = |e: lpf_numerics::kernels::KernelError| format!("internal error: {e}");
    let element = op.result(0).ok().and_then(|r| byte_element(r.r#type())).map(|e| e.0);
    match (name, operands, element) {
        ("stablehlo.bitcast_convert", [input], _) if input.len() == out.len() => {
            out.copy_from_slice(input);
            Ok(())
        }
        ("stablehlo.abs", [input], Some(Element::Float(format))) => match MachineFloat::of(format) {
            Some(ty) => abs(ty, input, out).map_err(internal),
            None => Err("internal error: not an abs lpf-run takes".into()),
        },
        (_, [input], Some(Element::Float(format))) if integral(name).is_some() => match (integral(name), MachineFloat::of(format)) {
            (Some(mode), Some(ty)) => round_integral(mode, ty, input, out).map_err(internal),
            _ => Err(format!("internal error: not a '{name}' lpf-run takes")),
        },
        ("stablehlo.not", [input], Some(element @ Element::Int(_))) => not(bytes_of(element), is_i1(element), input, out).map_err(internal),
        (_, [lhs, rhs], Some(element @ Element::Int(_))) => match int_op(name) {
            Some(op) => integer(op, bytes_of(element), lhs, rhs, out).map_err(internal),
            None => Err(format!("internal error: not a '{name}' lpf-run takes")),
        },
        _ => Err(format!("internal error: not a '{name}' lpf-run takes")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::conv::tests::{both_ways, Bits};

    fn check(program: &str, args: &[Vec<u8>], taken: usize) {
        let (want, got, count) = both_ways(program, args);
        assert_eq!(count, taken, "{program}");
        assert_eq!(want, got, "{program}");
    }

    fn random(bits: &mut Bits, bytes: usize) -> Vec<u8> {
        (0..bytes).map(|_| bits.next() as u8).collect()
    }

    /// Integer arithmetic of every width and signedness, bitcasts both ways and float abs on
    /// random bits (NaNs of both signs among them), against the interpreter.
    #[test]
    fn bit_ops_give_the_interpreters_bits() {
        let mut bits = Bits(0x2545_F491_4F6C_DD1D);
        for (ty, bytes) in [("i64", 8), ("i32", 4), ("i16", 2), ("i8", 1), ("ui64", 8), ("ui32", 4), ("ui8", 1)] {
            let ops = ["add", "subtract", "multiply", "and", "or", "xor", "shift_left", "shift_right_logical", "shift_right_arithmetic"];
            let body: String = ops.iter().enumerate().map(|(i, op)| format!("  %r{i} = stablehlo.{op} %a, %b : tensor<64x{ty}>\n")).collect();
            let types = vec![format!("tensor<64x{ty}>"); ops.len()].join(", ");
            let results = (0..ops.len()).map(|i| format!("%r{i}")).collect::<Vec<_>>().join(", ");
            let program = format!("func.func @main(%a: tensor<64x{ty}>, %b: tensor<64x{ty}>) -> ({types}) {{\n{body}  return {results} : {types}\n}}\n");
            // Shift counts below the width on half of the elements, any bits on the rest.
            let counts: Vec<u8> = random(&mut bits, 64 * bytes).chunks(bytes).enumerate().flat_map(|(i, c)| {
                let mut c = c.to_vec();
                if i % 2 == 0 {
                    c.iter_mut().for_each(|b| *b = 0);
                    c[0] = ((i * 5) % (8 * bytes)) as u8;
                }
                c
            }).collect();
            check(&program, &[random(&mut bits, 64 * bytes), counts], ops.len());
        }
        for (float, int, bytes) in [("f64", "i64", 8), ("f32", "i32", 4), ("bf16", "i16", 2), ("f32", "ui32", 4)] {
            let program = format!(
                "func.func @main(%a: tensor<3x40x{float}>, %b: tensor<3x40x{int}>) -> (tensor<3x40x{int}>, tensor<3x40x{float}>, tensor<3x40x{float}>) {{\n  %i = stablehlo.bitcast_convert %a : (tensor<3x40x{float}>) -> tensor<3x40x{int}>\n  %f = stablehlo.bitcast_convert %b : (tensor<3x40x{int}>) -> tensor<3x40x{float}>\n  %m = stablehlo.abs %a : tensor<3x40x{float}>\n  return %i, %f, %m : tensor<3x40x{int}>, tensor<3x40x{float}>, tensor<3x40x{float}>\n}}\n"
            );
            check(&program, &[random(&mut bits, 120 * bytes), random(&mut bits, 120 * bytes)], 3);
        }
    }
}
