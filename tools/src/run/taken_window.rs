//! `stablehlo.reduce_window` of one f32, bf16 or f64 input taken from StableHLO's reference
//! interpreter (issue 39: a CNN's max pool was 40% of its interpreter time on `--backend ref`):
//! a body that is one `add`, `multiply`, `maximum` or `minimum` of its two arguments (as for the
//! taken `reduce`), any window dimensions, strides, base and window dilations and padding;
//! computed by `lpf_numerics::kernels::machine_window` in the interpreter's order (its module
//! docs).

use super::{arithmetic, element_and_shape, BODY, X_FIRST};
use lpf_lowering::ir_numerics::Element;
use lpf_lowering::raise_stablehlo::conv::{i64_array, padding};
use lpf_numerics::kernels::machine::MachineFloat;
use lpf_numerics::kernels::machine_window::{reduce_window, MachineWindow};
use melior::ir::attribute::StringAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

/// The element type, window, input and result shapes of a reduce_window lpf-run takes.
fn window_of(op: OperationRef) -> Option<(MachineFloat, MachineWindow, Vec<usize>, Vec<usize>)> {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let (input, init, result) = (element_and_shape(op.operand(0).ok()?.r#type())?, element_and_shape(op.operand(1).ok()?.r#type())?, element_and_shape(op.result(0).ok()?.r#type())?);
    let Element::Float(format) = input.0 else { return None };
    if init.0 != input.0 || result.0 != input.0 || !init.1.is_empty() || input.1.contains(&0) {
        return None;
    }
    let rank = input.1.len();
    let positive = |name: &str| -> Option<Vec<usize>> { i64_array(op, name, rank, 1).ok()?.into_iter().map(|v| usize::try_from(v).ok().filter(|&v| v >= 1)).collect() };
    op.attribute("window_dimensions").ok()?;
    let pads = padding(op, rank).ok()?;
    let window = MachineWindow {
        window_dimensions: positive("window_dimensions")?,
        window_strides: positive("window_strides")?,
        base_dilations: positive("base_dilations")?,
        window_dilations: positive("window_dilations")?,
        padding: pads.chunks_exact(2).map(|p| (p[0], p[1])).collect(),
    };
    window.check(&input.1, &result.1).ok()?;
    Some((MachineFloat::of(format)?, window, input.1, result.1))
}

/// Whether lpf-run takes the reduce_window `op` (its body asked by `taken::reduce_body`).
pub(super) fn takes(op: OperationRef) -> bool {
    window_of(op).is_some() && super::reduce_body(op).is_some()
}

/// Evaluates a taken reduce_window on the interpreter's bytes (its body in the attributes the
/// renaming wrote).
pub(super) fn evaluate(op: OperationRef, input: &[u8], init: &[u8], out: &mut [u8]) -> Result<(), String> {
    let string = |key: &str| op.attribute(key).ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
    let (body, x_first) = (string(BODY).and_then(|b| arithmetic(&b)), string(X_FIRST).as_deref() == Some("true"));
    let (Some((ty, window, shape, out_shape)), Some(body)) = (window_of(op), body) else { return Err("internal error: not a reduce_window lpf-run takes".into()) };
    reduce_window(body, ty, x_first, &window, input, &shape, init, out, &out_shape).map_err(|e| format!("internal error: {e}"))
}

#[cfg(test)]
mod tests {
    use super::super::conv::tests::{both_ways, values, Bits};

    /// `reduce_window` of `ty` on a 2x3x7x6 input with `body` (`%x`/`%acc` in either order) and
    /// the window attributes `window`, from %init.
    fn program(ty: &str, body: &str, x_first: bool, window: &str, out: &str) -> String {
        let (a, b) = if x_first { ("%x", "%acc") } else { ("%acc", "%x") };
        format!(
            "func.func @main(%in: tensor<2x3x7x6x{ty}>, %init: tensor<{ty}>) -> tensor<{out}x{ty}> {{\n  %r = \"stablehlo.reduce_window\"(%in, %init) <{{{window}}}> ({{\n  ^bb0(%acc: tensor<{ty}>, %x: tensor<{ty}>):\n    %s = stablehlo.{body} {a}, {b} : tensor<{ty}>\n    stablehlo.return %s : tensor<{ty}>\n  }}) : (tensor<2x3x7x6x{ty}>, tensor<{ty}>) -> tensor<{out}x{ty}>\n  return %r : tensor<{out}x{ty}>\n}}\n"
        )
    }

    /// Max pools, sums with dilations and negative padding, each body in both operand orders,
    /// on values and on NaN, infinities and zeros of both signs, against the interpreter.
    #[test]
    fn reduce_windows_give_the_interpreters_bits() {
        let windows = [
            // torch's max pool 3x3 / 2, padding 1.
            ("window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>", "2x3x4x3"),
            // No padding nor strides: the whole-window defaults.
            ("window_dimensions = array<i64: 2, 1, 2, 2>", "1x3x6x5"),
            // Base and window dilations, negative and uneven padding.
            ("window_dimensions = array<i64: 1, 2, 2, 3>, window_strides = array<i64: 1, 1, 3, 2>, base_dilations = array<i64: 1, 1, 2, 1>, window_dilations = array<i64: 1, 2, 1, 2>, padding = dense<[[0, 0], [1, 0], [-1, 2], [2, -1]]> : tensor<4x2xi64>", "2x2x5x2"),
        ];
        for (ty, size) in [("f32", 4), ("bf16", 2), ("f64", 8)] {
            for (n, (window, out)) in windows.iter().enumerate() {
                for body in ["maximum", "minimum", "add", "multiply"] {
                    for x_first in [false, true] {
                        let program = program(ty, body, x_first, window, out);
                        for rate in [0u64, 8, 1] {
                            let mut bits = Bits((n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ rate);
                            let args = [values(&mut bits, 2 * 3 * 7 * 6, size, rate), values(&mut bits, 1, size, rate)];
                            let (want, got, count) = both_ways(&program, &args);
                            assert_eq!(count, 1, "{program}");
                            for (i, (a, b)) in want[0].chunks(size).zip(got[0].chunks(size)).enumerate() {
                                assert_eq!(a, b, "element {i} of\n{program}");
                            }
                        }
                    }
                }
            }
        }
    }
}
