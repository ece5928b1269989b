//! Taken convolutions against StableHLO's reference interpreter: each program runs once on the
//! interpreter alone and once with the convolution taken, on the same bytes, and every result
//! byte must agree (layouts, strides, padding, dilations, reversal, groups; values that round at
//! every step, and NaN, infinities, -0 and subnormals among them).

use super::super::{evaluate, original_name, take};
use crate::context::tool_context;
use lpf_stablehlo::interpret::{interpret, InterpretError};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::OperationRef;

/// A small xorshift generator: fixed seeds, no dependency.
pub(in crate::run::taken) struct Bits(pub(in crate::run::taken) u64);

impl Bits {
    pub(in crate::run::taken) fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Runs @main of `program` on `args`: on the interpreter alone, then with the ops taken.
/// Returns both results and how many ops were taken (as taken_tests.rs does).
pub(in crate::run::taken) fn both_ways(program: &str, args: &[Vec<u8>]) -> (Vec<Vec<u8>>, Vec<Vec<u8>>, usize) {
    let context = tool_context(false);
    let run = |taken: bool| {
        let module = lpf_dialect::source::parse_module(&context, program).expect("parses");
        if taken {
            take(&module);
        }
        let func = module.body().first_operation().unwrap();
        // Taken ops anywhere in @main (`while` regions too).
        let mut count = 0;
        func.walk(WalkOrder::PreOrder, |op| {
            count += original_name(op.name().as_string_ref().as_str().unwrap()).is_some() as usize;
            WalkResult::Advance
        });
        let slices: Vec<&[u8]> = args.iter().map(Vec::as_slice).collect();
        let mut fallback = |op: OperationRef, operands: &[&[u8]], results: &mut [&mut [u8]]| -> Result<(), String> {
            let name = op.name().as_string_ref().as_str().unwrap().to_string();
            let original = original_name(&name).ok_or(format!("{name} handed over"))?;
            evaluate(op, original, operands, results).map_err(|e| format!("{e:?}"))
        };
        let out = interpret(func, &slices, &mut fallback).unwrap_or_else(|e| match e {
            InterpretError::Fallback(e) => panic!("{e}"),
            InterpretError::NotAFunction => panic!("not a function"),
        });
        (out, count)
    };
    let (want, none) = run(false);
    let (got, count) = run(true);
    assert_eq!(none, 0);
    (want, got, count)
}

/// Random elements of a type of `size` bytes: mostly values near 1 with random significands
/// (each product and sum rounds), one in `special_rate` a special value.
pub(in crate::run::taken) fn values(bits: &mut Bits, count: usize, size: usize, special_rate: u64) -> Vec<u8> {
    const SPECIALS: [u32; 9] = [0, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0001, 0xFF80_0003, 0x0000_0001, 0x8001_0000, 0x7F7F_FFFF];
    let mut out = Vec::with_capacity(count * size);
    for _ in 0..count {
        let r = bits.next();
        if special_rate > 0 && r % special_rate == 0 {
            let special = SPECIALS[(r >> 8) as usize % SPECIALS.len()];
            match size {
                2 => out.extend_from_slice(&special.to_le_bytes()[2..]),
                4 => out.extend_from_slice(&special.to_le_bytes()),
                _ => out.extend_from_slice(&f64::from(f32::from_bits(special)).to_le_bytes()),
            }
            continue;
        }
        let (sign, exponent, significand) = (r >> 63, ((r >> 40) % 13) as i64 - 6, bits.next());
        match size {
            2 => out.extend_from_slice(&(((sign << 15) | (((127 + exponent) as u64) << 7) | (significand & 0x7F)) as u16).to_le_bytes()),
            4 => out.extend_from_slice(&(((sign << 31) | (((127 + exponent) as u64) << 23) | (significand & 0x7F_FFFF)) as u32).to_le_bytes()),
            _ => out.extend_from_slice(&((sign << 63) | (((1023 + exponent) as u64) << 52) | (significand & 0xF_FFFF_FFFF_FFFF)).to_le_bytes()),
        }
    }
    out
}

/// A convolution's operands' layouts (StableHLO's short form) and window.
struct Case {
    /// lhs, rhs and result layout, e.g. "[b, f, 0, 1]".
    layouts: [&'static str; 3],
    batch: usize,
    features: usize,
    out_features: usize,
    input: &'static [usize],
    window: &'static [usize],
    stride: &'static [usize],
    pad: &'static [(i64, i64)],
    lhs_dilate: &'static [usize],
    rhs_dilate: &'static [usize],
    reverse: &'static [bool],
    groups: usize,
}

const NONE: &[(i64, i64)] = &[];

impl Case {
    fn spatial(&self) -> usize {
        self.input.len()
    }

    fn stride(&self, i: usize) -> usize {
        self.stride.get(i).copied().unwrap_or(1)
    }

    /// The output's spatial sizes, as StableHLO infers them.
    fn output(&self) -> Vec<usize> {
        (0..self.spatial())
            .map(|i| {
                let ld = self.lhs_dilate.get(i).copied().unwrap_or(1) as i64;
                let rd = self.rhs_dilate.get(i).copied().unwrap_or(1) as i64;
                let (lo, hi) = self.pad.get(i).copied().unwrap_or((0, 0));
                let padded = (self.input[i] as i64 - 1) * ld + 1 + lo + hi;
                let window = (self.window[i] as i64 - 1) * rd + 1;
                ((padded - window) / self.stride(i) as i64 + 1).max(0) as usize
            })
            .collect()
    }

    /// A shape in `layout`, with `a` and `b` for its two lettered roles and `spatial` for 0, 1, ...
    fn shape(layout: &str, letters: (char, char), a: usize, b: usize, spatial: &[usize]) -> Vec<usize> {
        layout
            .trim_matches(|c| c == '[' || c == ']')
            .split(',')
            .map(|role| {
                let role = role.trim();
                match role.chars().next().unwrap() {
                    c if c == letters.0 => a,
                    c if c == letters.1 => b,
                    _ => spatial[role.parse::<usize>().unwrap()],
                }
            })
            .collect()
    }

    fn shapes(&self) -> [Vec<usize>; 3] {
        [
            Case::shape(self.layouts[0], ('b', 'f'), self.batch, self.features, self.input),
            Case::shape(self.layouts[1], ('i', 'o'), self.features / self.groups, self.out_features, self.window),
            Case::shape(self.layouts[2], ('b', 'f'), self.batch, self.out_features, &self.output()),
        ]
    }

    fn program(&self, ty: &str) -> String {
        let tensor = |shape: &[usize]| format!("tensor<{}{ty}>", shape.iter().map(|d| format!("{d}x")).collect::<String>());
        let [lhs, rhs, out] = self.shapes().map(|s| tensor(&s));
        let list = |values: Vec<String>| format!("[{}]", values.join(", "));
        let d = self.spatial();
        let mut window = vec![format!("stride = {}", list((0..d).map(|i| self.stride(i).to_string()).collect()))];
        if !self.pad.is_empty() {
            window.push(format!("pad = {}", list(self.pad.iter().map(|(lo, hi)| format!("[{lo}, {hi}]")).collect())));
        }
        if !self.lhs_dilate.is_empty() {
            window.push(format!("lhs_dilate = {}", list(self.lhs_dilate.iter().map(|v| v.to_string()).collect())));
        }
        if !self.rhs_dilate.is_empty() {
            window.push(format!("rhs_dilate = {}", list(self.rhs_dilate.iter().map(|v| v.to_string()).collect())));
        }
        if !self.reverse.is_empty() {
            window.push(format!("reverse = {}", list(self.reverse.iter().map(|v| v.to_string()).collect())));
        }
        format!(
            "func.func @main(%a: {lhs}, %b: {rhs}) -> {out} {{\n  %r = stablehlo.convolution(%a, %b) dim_numbers = {}x{}->{}, window = {{{}}} {{batch_group_count = 1 : i64, feature_group_count = {} : i64}} : ({lhs}, {rhs}) -> {out}\n  return %r : {out}\n}}\n",
            self.layouts[0],
            self.layouts[1],
            self.layouts[2],
            window.join(", "),
            self.groups
        )
    }
}

const NCHW: [&str; 3] = ["[b, f, 0, 1]", "[o, i, 0, 1]", "[b, f, 0, 1]"];
const NHWC: [&str; 3] = ["[b, 0, 1, f]", "[0, 1, i, o]", "[b, 0, 1, f]"];

fn case(layouts: [&'static str; 3], batch: usize, features: usize, out_features: usize, input: &'static [usize], window: &'static [usize]) -> Case {
    Case { layouts, batch, features, out_features, input, window, stride: &[], pad: NONE, lhs_dilate: &[], rhs_dilate: &[], reverse: &[], groups: 1 }
}

fn cases() -> Vec<Case> {
    vec![
        // torch's 3x3 same-padding convolution, and a 1x1 one.
        Case { pad: &[(1, 1), (1, 1)], ..case(NCHW, 2, 3, 4, &[7, 6], &[3, 3]) },
        case(NCHW, 2, 5, 3, &[4, 4], &[1, 1]),
        // flax's layout, strides and uneven padding, rhs dilation.
        Case { stride: &[2, 3], pad: &[(1, 0), (2, 1)], rhs_dilate: &[2, 1], ..case(NHWC, 1, 4, 5, &[9, 8], &[3, 2]) },
        // lhs dilation (a transposed convolution) and negative padding.
        Case { pad: &[(-1, 2), (0, -1)], lhs_dilate: &[2, 3], ..case(NHWC, 2, 2, 3, &[4, 3], &[2, 3]) },
        Case { stride: &[2, 1], pad: &[(2, 2), (-2, 1)], lhs_dilate: &[3, 1], rhs_dilate: &[1, 2], ..case(NCHW, 1, 3, 2, &[3, 7], &[3, 2]) },
        // A reversed window.
        Case { pad: &[(1, 1), (0, 0)], reverse: &[true, false], ..case(NCHW, 2, 3, 2, &[5, 4], &[3, 2]) },
        // Groups, depthwise (a multiplier of 2) and depthwise in flax's layout.
        Case { pad: &[(1, 1), (1, 1)], groups: 2, ..case(NCHW, 2, 4, 6, &[5, 5], &[3, 3]) },
        Case { pad: &[(1, 1), (1, 1)], stride: &[2, 2], groups: 3, ..case(NCHW, 2, 3, 6, &[6, 5], &[3, 3]) },
        Case { pad: &[(2, 2), (2, 2)], groups: 4, ..case(NHWC, 1, 4, 4, &[5, 6], &[5, 5]) },
        // Other dimension numbers: 1-D, 3-D, and roles in unusual places.
        Case { pad: &[(2, 1)], stride: &[2], ..case(["[b, 0, f]", "[0, i, o]", "[b, 0, f]"], 2, 3, 4, &[11], &[4]) },
        Case { pad: &[(1, 0), (0, 1), (1, 1)], ..case(["[b, f, 0, 1, 2]", "[o, i, 0, 1, 2]", "[b, f, 0, 1, 2]"], 1, 2, 3, &[3, 4, 3], &[2, 2, 3]) },
        Case { stride: &[1, 2], pad: &[(1, 1), (0, 0)], ..case(["[1, b, f, 0]", "[i, 1, o, 0]", "[b, 1, 0, f]"], 2, 3, 2, &[5, 6], &[2, 3]) },
        Case { groups: 2, ..case(["[f, 0, b, 1]", "[1, o, 0, i]", "[0, b, f, 1]"], 3, 4, 2, &[4, 5], &[2, 2]) },
    ]
}

fn check(case: &Case, ty: &str, size: usize, seed: u64, special_rate: u64) {
    let program = case.program(ty);
    let [lhs, rhs, _] = case.shapes();
    let mut bits = Bits(seed);
    let args = [values(&mut bits, lhs.iter().product(), size, special_rate), values(&mut bits, rhs.iter().product(), size, special_rate)];
    let (want, got, count) = both_ways(&program, &args);
    assert_eq!(count, 1, "not taken:\n{program}");
    for (i, (w, g)) in want[0].chunks(size).zip(got[0].chunks(size)).enumerate() {
        assert_eq!(w, g, "element {i} of\n{program}");
    }
}

#[test]
fn convolutions_give_the_interpreters_bits() {
    for (ty, size) in [("f32", 4), ("bf16", 2), ("f64", 8)] {
        for (n, case) in cases().iter().enumerate() {
            // Values alone (every step rounds), then with one special value in 16.
            check(case, ty, size, 0x9E37_79B9_7F4A_7C15 ^ n as u64, 0);
            check(case, ty, size, 0x2545_F491_4F6C_DD1D ^ n as u64, 16);
        }
    }
}

#[test]
fn all_special_operands_give_the_interpreters_bits() {
    // NaN payloads, infinities and zeros of both signs everywhere: padding's +0 times an
    // infinity, -0 sums, a NaN's payload chosen by the order.
    let case = Case { pad: &[(1, 1), (1, 1)], groups: 2, ..case(NCHW, 1, 2, 2, &[3, 3], &[2, 2]) };
    for (ty, size) in [("f32", 4), ("bf16", 2), ("f64", 8)] {
        for seed in 1..20u64 {
            check(&case, ty, size, seed * 0x9E37_79B9, 1);
        }
    }
}

#[test]
fn other_convolutions_are_left_to_the_interpreter() {
    let context = tool_context(false);
    let taken = |program: &str| {
        let module = lpf_dialect::source::parse_module(&context, program).expect("parses");
        take(&module);
        module.as_operation().to_string().contains("lpf_run.stablehlo.convolution")
    };
    let conv = |attributes: &str, types: &str| {
        format!("func.func @main(%a: tensor<2x3x4x4xf32>, %b: tensor<2x3x1x1xf32>) -> tensor<{types}> {{\n  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {{}} {attributes} : (tensor<2x3x4x4xf32>, tensor<2x3x1x1xf32>) -> tensor<{types}>\n  return %r : tensor<{types}>\n}}\n")
    };
    assert!(taken(&conv("{batch_group_count = 1 : i64, feature_group_count = 1 : i64}", "2x2x4x4xf32")));
    // A result of another type than its operands'.
    assert!(!taken(&conv("{batch_group_count = 1 : i64, feature_group_count = 1 : i64}", "2x2x4x4xf64")));
    // batch_group_count 2.
    let grouped = "func.func @main(%a: tensor<2x3x4x4xf32>, %b: tensor<2x3x1x1xf32>) -> tensor<1x2x4x4xf32> {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x4x4xf32>, tensor<2x3x1x1xf32>) -> tensor<1x2x4x4xf32>\n  return %r : tensor<1x2x4x4xf32>\n}\n";
    assert!(!taken(grouped));
    // The result's feature dimension before its batch dimension.
    let swapped = "func.func @main(%a: tensor<2x3x4x4xf32>, %b: tensor<2x3x1x1xf32>) -> tensor<2x2x4x4xf32> {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[f, b, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x4x4xf32>, tensor<2x3x1x1xf32>) -> tensor<2x2x4x4xf32>\n  return %r : tensor<2x2x4x4xf32>\n}\n";
    assert!(!taken(swapped));
}
