//! The `attributes` target: integer attributes of every width and value on the paths that read
//! them, lpf-opt's `--raise-stablehlo` and `--lpf-policy` (issue 24: a `mantissa_bits` written
//! as an i128 above 2^64 was read as its low 64 bits and raised as bf16). The input picks an op
//! that carries integer attributes (`stablehlo.reduce_precision`'s exponent and mantissa bits,
//! `lpf.quantize_block`'s block, `lpf.convert`'s random bits and rounding/overflow codes), the
//! type of each attribute (i1 to i128, signless, signed or unsigned) and its value (the right
//! one, boundaries of the width, values past 64 bits, negative ones), written in MLIR's generic
//! form; then the pass.
//!
//! Checked on every input, besides the tools' contract: an error is located in the input; a
//! module that passes keeps each value exactly as written (`block(V)`, `random_bits(V)`), and
//! the raise turns `reduce_precision` into converts only for exactly e8m7 (bf16) and e8m10
//! (tf32), where a remark about a value left alone prints that value as written.

use crate::tools::{bin_dir, hash, run_tool, Scratch};

/// The attribute types drawn from: every width class MLIR's getters treat differently.
const WIDTHS: &[u32] = &[1, 2, 7, 8, 16, 31, 32, 33, 63, 64, 65, 127, 128];
const SIGNEDNESS: &[&str] = &["i", "si", "ui"];

/// One integer attribute as text: `value : type`, and its value as a number when it is one.
struct Written {
    text: String,
    value: i128,
}

/// Picks bytes off the input one at a time (zeros past its end).
struct Choices<'a>(&'a [u8], usize);

impl Choices<'_> {
    fn next(&mut self) -> usize {
        let byte = self.0.get(self.1).copied().unwrap_or(0);
        self.1 += 1;
        byte as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.next() % items.len()]
    }

    /// [`Self::integer`] with the right value picked from `goods`.
    fn integer_of(&mut self, goods: &[i128], default_type: &str) -> Written {
        let good = self.pick(goods);
        self.integer(good, default_type)
    }

    /// An integer attribute whose right value is `good`: the type, then one of the values that
    /// a reader going through 64 bits or through the wrong signedness would misread as `good`
    /// (or another value on a boundary).
    fn integer(&mut self, good: i128, default_type: &str) -> Written {
        let ty = if self.next() % 3 == 0 {
            default_type.to_string()
        } else {
            format!("{}{}", self.pick(SIGNEDNESS), self.pick(WIDTHS))
        };
        let width = ty.trim_start_matches(|c: char| c.is_ascii_alphabetic()).parse::<u32>().unwrap_or(64);
        let top = 1i128 << (width.min(127) - 1);
        let value = match self.next() % 12 {
            0..=3 => good,
            4 => good + (1i128 << 64),
            5 => good - (1i128 << 64),
            6 => good + (1i128 << 32),
            7 => good + (1i128 << width.min(126)),
            8 => -good,
            9 => top,
            10 => -top,
            _ => i128::from_le_bytes(std::array::from_fn(|_| self.next() as u8)) >> (self.next() % 128),
        };
        Written { text: format!("{value} : {ty}"), value }
    }
}

/// One generated module, the lpf-opt arguments for it, and what a passing run must show.
struct Case {
    module: String,
    pass: String,
    check: Check,
}

enum Check {
    /// `reduce_precision` with these exponent and mantissa bits, as written.
    Raise { exponent: i128, mantissa: i128 },
    /// An lpf op whose printed form must show `name(value)` when it passes.
    Kept { name: &'static str, value: i128 },
    /// Only the contract and located errors.
    Contract,
}

fn function(name: &str, args: &str, results: &str, body: &str) -> String {
    format!(
        "\"func.func\"() <{{function_type = ({args}) -> {results}, sym_name = \"{name}\"}}> ({{\n^bb0(%arg0: {args}):\n{body}\n}}) : () -> ()\n"
    )
}

fn case(data: &[u8]) -> Case {
    let mut c = Choices(data, 0);
    let policy = ["--lpf-policy=rounding=toward_zero", "--lpf-policy=saturate-fp8=true", "--lpf-policy=min-accumulator=f64", "--lpf-policy"];
    match c.next() % 4 {
        0 => {
            let (e, m) = c.pick(&[(8, 7), (8, 10), (8, 23), (5, 10), (4, 3), (11, 52), (0, 0)]);
            let (exponent, mantissa) = (c.integer(e, "i32"), c.integer(m, "i32"));
            let body = format!(
                "  %0 = \"stablehlo.reduce_precision\"(%arg0) <{{exponent_bits = {}, mantissa_bits = {}}}> : (tensor<4xf32>) -> tensor<4xf32>\n  \"func.return\"(%0) : (tensor<4xf32>) -> ()",
                exponent.text, mantissa.text
            );
            Case {
                module: function("f", "tensor<4xf32>", "tensor<4xf32>", &body),
                pass: "--raise-stablehlo".into(),
                check: Check::Raise { exponent: exponent.value, mantissa: mantissa.value },
            }
        }
        1 => {
            let block = c.integer_of(&[32, 16, 1, 8], "i64");
            let body = format!(
                "  %0:2 = \"lpf.quantize_block\"(%arg0) <{{block = {}}}> : (tensor<4x32xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>)\n  \"func.return\"(%0#0, %0#1) : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> ()",
                block.text
            );
            Case {
                module: function("q", "tensor<4x32xf32>", "(tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>)", &body),
                pass: c.pick(&policy).into(),
                check: Check::Kept { name: "block", value: block.value },
            }
        }
        2 => {
            let bits = c.integer_of(&[8, 1, 32, 12], "i32");
            let mode = c.integer_of(&[0, 1, 2, 3], "i32");
            let body = format!(
                "  %0 = \"lpf.convert\"(%arg0, %arg1) <{{random_bits = {}, stochastic = {}}}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf8E5M2>\n  \"func.return\"(%0) : (tensor<4xf8E5M2>) -> ()",
                bits.text, mode.text
            );
            let module = function("s", "tensor<4xf32>, tensor<4xi32>", "tensor<4xf8E5M2>", &body).replace("^bb0(%arg0: tensor<4xf32>, tensor<4xi32>)", "^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>)");
            Case { module, pass: c.pick(&policy).into(), check: Check::Kept { name: "random_bits", value: bits.value } }
        }
        _ => {
            let rounding = c.integer_of(&[0, 1, 2, 3, 4, 5], "i32");
            let overflow = c.integer_of(&[0, 1], "i32");
            let body = format!(
                "  %0 = \"lpf.convert\"(%arg0) <{{overflow = {}, rounding = {}}}> : (tensor<4xf32>) -> tensor<4xf8E4M3FN>\n  \"func.return\"(%0) : (tensor<4xf8E4M3FN>) -> ()",
                overflow.text, rounding.text
            );
            Case { module: function("r", "tensor<4xf32>", "tensor<4xf8E4M3FN>", &body), pass: c.pick(&policy).into(), check: Check::Contract }
        }
    }
}

/// lpf-opt with the pass the input picks on a module whose integer attributes it picks.
pub fn attributes(data: &[u8]) {
    let Some(bin) = bin_dir() else { return };
    let case = case(data);
    let scratch = Scratch::new();
    let input = scratch.file("in.mlir", case.module.as_bytes());
    let output = scratch.0.join("out.mlir");
    let args = [input.display().to_string(), case.pass.clone(), "-o".into(), output.display().to_string()];
    let (code, stderr) = run_tool(&bin.join("lpf-opt"), &args, &[]);
    let printed = std::fs::read_to_string(&output).unwrap_or_default();
    let context = || format!("lpf-opt {} on (input hash {:#x}):\n{}stderr:\n{stderr}\noutput:\n{printed}", case.pass, hash(data), case.module);
    if code != Some(0) {
        let located = stderr.lines().any(|l| l.contains("in.mlir:") && l.contains(": error:"));
        assert!(located, "an error not located in the input: {}", context());
        return;
    }
    match case.check {
        Check::Raise { exponent, mantissa } => {
            let raised = printed.contains("lpf.convert");
            let format = [((8, 7), "xbf16>"), ((8, 10), "xtf32>")].into_iter().find(|(bits, _)| *bits == (exponent, mantissa));
            match format {
                Some((_, ty)) => assert!(raised && printed.contains(ty), "e{exponent}m{mantissa} not raised to {ty}: {}", context()),
                None => {
                    assert!(!raised, "e{exponent}m{mantissa} raised: {}", context());
                    let said = [format!("e{exponent}m{mantissa}"), format!("= {exponent} "), format!("= {mantissa} ")];
                    assert!(said.iter().any(|s| stderr.contains(s.as_str())), "the remark does not print e{exponent}m{mantissa} as written: {}", context());
                }
            }
        }
        Check::Kept { name, value } => {
            let shown = format!("{name}({value})");
            assert!(printed.contains(&shown), "a passing module does not show {shown} as written: {}", context());
        }
        Check::Contract => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_write_the_chosen_values() {
        // Op 0 (reduce_precision) with (8, 7); both attributes of the default type, as is.
        let c = case(&[0, 0, 0, 0, 0, 0, 0]);
        assert!(c.module.contains("exponent_bits = 8 : i32, mantissa_bits = 7 : i32"), "{}", c.module);
        // The mantissa pushed past 64 bits: 7 + 2^64 as an i128.
        let c = case(&[0, 0, 0, 0, 1, 0, 12, 4]);
        assert!(c.module.contains("mantissa_bits = 18446744073709551623 : i128"), "{}", c.module);
    }
}
