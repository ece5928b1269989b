//! Conformance of `--backend atreides` with `--backend ref`, bit for bit, on random programs and
//! inputs from fixed seeds: at least 500 cases per supported op (add, sub, mul toward_zero,
//! SFn -> SF16 widening, dot acc(!lpf.sf<16>) with SF16/SF8/SF4 operands, and element-wise ops
//! fused after a dot). Inputs favour the edges: -0, ±max, values that saturate. Sizes cover
//! odd thread counts (partial last blocks), more elements than threads (chunk loops), GEMVs
//! (threads over rows) and the largest sizes that fit in data memory. Every emitted kernel must
//! also survive disassembly and reassembly unchanged, and, as `atreides` ops, verification,
//! printing, parsing and reading back.

use super::atreides;
use super::buffer::Buffer;
use super::eval::Interpreter;
use crate::context::tool_context;
use lpf_atreides::{asm::assemble, dis::disassemble};
use lpf_lowering::ir_numerics::Element;
use lpf_lowering::to_atreides::codegen::Plan;
use lpf_lowering::to_atreides::dialect::{build_program, programs, read_program};
use lpf_numerics::{Format, SfWidth};
use lpf_testkit::SplitMix64;
use melior::ir::attribute::StringAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::Location;
use std::collections::HashMap;

/// The shared fixed-seed stream (`lpf-testkit`'s SplitMix64) with the draws this suite needs.
struct Rng(SplitMix64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(SplitMix64(seed))
    }

    fn next(&mut self) -> u64 {
        self.0.next()
    }

    fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }

    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// An SFn code, edges often: ±0 (-0 is the code with only the sign bit), ±max, near max.
    fn code(&mut self, bits: u8) -> u64 {
        let sign = 1u64 << (bits - 1);
        let max = sign - 1;
        let s = if self.below(2) == 0 { 0 } else { sign };
        match self.below(10) {
            0 => 0,
            1 => sign,
            2 => s | max,
            3 => s | (max - self.below(max.min(64) as usize + 1) as u64),
            4 => s | (self.below(4) as u64).min(max),
            _ => self.next() & (sign | max),
        }
    }
}

fn ty(shape: &[usize], bits: u8) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}!lpf.sf<{bits}>>")
}

/// Runs `text`'s @main on both backends with random arguments; panics on any difference.
/// Returns the plans the lowering chose, so that a suite can show which code paths it covered.
fn check(name: &str, text: &str, args: &[(Vec<usize>, u8)], rng: &mut Rng) -> Vec<Plan> {
    let context = tool_context(false);
    let module = lpf_dialect::source::parse_source(&context, text, name).unwrap_or_else(|| panic!("{name}: does not parse:\n{text}"));
    let mut functions = HashMap::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if let Some(symbol) = op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()) {
            functions.insert(symbol.value().to_string(), op);
        }
    }
    let entry = functions["main"];
    let buffers: Vec<Buffer> = args
        .iter()
        .map(|(shape, bits)| {
            let n = shape.iter().product::<usize>();
            let format = Format::Sf(SfWidth::new(*bits).unwrap());
            Buffer { element: Element::Float(format), shape: shape.clone(), codes: (0..n).map(|_| rng.code(*bits)).collect() }
        })
        .collect();
    let reference = Interpreter::new(functions.clone()).call(entry, buffers.clone(), 0).unwrap_or_else(|e| panic!("{name}: ref: {e}\n{text}"));
    let chip = atreides::run(entry, &buffers).unwrap_or_else(|e| panic!("{name}: atreides: {e}\n{text}"));
    assert_eq!(reference.len(), chip.results.len(), "{name}");
    for (i, (r, a)) in reference.iter().zip(&chip.results).enumerate() {
        assert_eq!(r.shape, a.shape, "{name}: result {i} shape\n{text}");
        assert_eq!(r.element, a.element, "{name}: result {i} format\n{text}");
        if r.codes != a.codes {
            let first = r.codes.iter().zip(&a.codes).position(|(x, y)| x != y).unwrap_or(0);
            panic!(
                "{name}: result {i} differs first at element {first}: ref {:#06x}, atreides {:#06x}\ninputs: {:?}\n{text}",
                r.codes[first],
                a.codes[first],
                buffers.iter().map(|b| b.codes.iter().take(8).collect::<Vec<_>>()).collect::<Vec<_>>()
            );
        }
    }
    // Every kernel reassembles to the same words and disassembles back to the same text.
    for kernel in &chip.compiled.kernels {
        let text = disassemble(&kernel.to_program());
        let again = assemble(&text).unwrap_or_else(|e| panic!("{name}: emitted assembly does not assemble: {e:?}\n{text}"));
        assert_eq!(again.words, kernel.words(), "{name}: reassembly changed the words");
        assert_eq!(again.threads, Some(kernel.threads), "{name}");
        assert_eq!(disassemble(&again), text, "{name}: disassembly is not a fixed point");
    }
    // As atreides ops, the kernels verify, print, parse back and read back to the same program.
    let ir = build_program(&context, Location::unknown(&context), &chip.compiled);
    assert!(ir.verify(), "{name}: the atreides.program op does not verify\n{text}");
    let printed = ir.to_string();
    let reparsed = lpf_dialect::source::parse_source(&context, &printed, "ir").unwrap_or_else(|| panic!("{name}: printed kernels do not parse:\n{printed}"));
    let op = programs(reparsed.body().first_operation())[0];
    let back = read_program(op).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut expected = chip.compiled.clone();
    expected.kernels.iter_mut().for_each(|k| k.plan = None);
    assert_eq!(back, expected, "{name}: the IR round trip changed the program");
    chip.compiled.kernels.iter().filter_map(|k| k.plan).collect()
}

/// A shape of `n` elements: rank 1 or 2 (a rank-0 scalar now and then).
fn shape_of(rng: &mut Rng, n: usize) -> Vec<usize> {
    match rng.below(8) {
        0 if n == 1 => vec![],
        1 | 2 => {
            let divisors: Vec<usize> = (1..=n).filter(|d| n.is_multiple_of(*d)).collect();
            let d = divisors[rng.below(divisors.len())];
            vec![d, n / d]
        }
        _ => vec![n],
    }
}

/// Element counts: mostly within one launch of threads (odd counts give partial blocks),
/// sometimes several chunks per thread.
fn count(rng: &mut Rng) -> usize {
    match rng.below(4) {
        0 => rng.range(1, 8),
        1 | 2 => rng.range(1, 127),
        _ => rng.range(128, 700),
    }
}

fn elementwise(op: &str, seed: u64, cases: usize) {
    let mut rng = Rng::new(seed);
    for case in 0..cases {
        let n = count(&mut rng);
        let shape = shape_of(&mut rng, n);
        let t = ty(&shape, 16);
        let attr = if op == "mul" { " rounding(toward_zero)" } else { "" };
        let text = format!(
            "func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %r = lpf.{op} %a, %b{attr} : {t}\n  return %r : {t}\n}}\n"
        );
        check(&format!("{op} case {case}"), &text, &[(shape.clone(), 16), (shape, 16)], &mut rng);
    }
}

#[test]
fn add_matches_the_reference() {
    elementwise("add", 0xADD, 500);
}

#[test]
fn sub_matches_the_reference() {
    elementwise("sub", 0x5AB, 500);
}

#[test]
fn mul_toward_zero_matches_the_reference() {
    elementwise("mul", 0x3A1, 500);
}

#[test]
fn widening_matches_the_reference() {
    let mut rng = Rng::new(0xC0DE);
    for case in 0..500 {
        let bits = rng.range(2, 16) as u8;
        let n = count(&mut rng);
        let shape = shape_of(&mut rng, n);
        let (from, to) = (ty(&shape, bits), ty(&shape, 16));
        let text = format!("func.func @main(%a: {from}) -> {to} {{\n  %r = lpf.convert %a : {from} to {to}\n  return %r : {to}\n}}\n");
        check(&format!("convert sf{bits} case {case}"), &text, &[(shape, bits)], &mut rng);
    }
}

/// A dot's operand type, widened in the dot itself or by an explicit convert first.
fn dot_text(m: usize, k: usize, n: usize, lb: u8, rb: u8, convert: bool, epilogue: Option<&str>) -> String {
    let (ta, tb, tc) = (ty(&[m, k], lb), ty(&[k, n], rb), ty(&[m, n], 16));
    let mut body = String::new();
    let (mut a, mut b, mut ta_used, mut tb_used) = ("%a".to_string(), "%b".to_string(), ta.clone(), tb.clone());
    if convert {
        let (wa, wb) = (ty(&[m, k], 16), ty(&[k, n], 16));
        body += &format!("  %wa = lpf.convert %a : {ta} to {wa}\n  %wb = lpf.convert %b : {tb} to {wb}\n");
        (a, b, ta_used, tb_used) = ("%wa".into(), "%wb".into(), wa, wb);
    }
    body += &format!("  %d = lpf.dot {a}, {b} acc(!lpf.sf<16>) : {ta_used}, {tb_used} -> {tc}\n");
    let (extra, result) = match epilogue {
        None => (String::new(), "%d"),
        Some(op) => {
            let attr = if op == "mul" { " rounding(toward_zero)" } else { "" };
            body += &format!("  %r = lpf.{op} %d, %c{attr} : {tc}\n");
            (format!(", %c: {tc}"), "%r")
        }
    };
    format!("func.func @main(%a: {ta}, %b: {tb}{extra}) -> {tc} {{\n{body}  return {result} : {tc}\n}}\n")
}

fn operand_bits(rng: &mut Rng) -> u8 {
    [16, 16, 16, 8, 8, 4, 12, 2][rng.below(8)]
}

#[test]
fn dot_matches_the_reference() {
    let mut rng = Rng::new(0xD07);
    let mut plans = Vec::new();
    for case in 0..500 {
        let (m, k, n) = match rng.below(5) {
            // GEMV: threads over rows, several chunks when m > 126.
            0 => (rng.range(1, 260), rng.range(1, 48), 1),
            // Wide: threads over columns, chunk loops.
            1 => (rng.range(1, 3), rng.range(1, 24), rng.range(100, 300)),
            // Long contractions: k loops.
            2 => (rng.range(1, 6), rng.range(40, 300), rng.range(1, 6)),
            _ => (rng.range(1, 16), rng.range(1, 16), rng.range(1, 16)),
        };
        let (lb, rb) = (operand_bits(&mut rng), operand_bits(&mut rng));
        let convert = rng.below(3) == 0;
        let text = dot_text(m, k, n, lb, rb, convert, None);
        plans.extend(check(&format!("dot {m}x{k}x{n} sf{lb}.sf{rb} case {case}"), &text, &[(vec![m, k], lb), (vec![k, n], rb)], &mut rng));
    }
    // The suite reached every shape of kernel: both mappings and orientations, grouped elements,
    // partial blocks, and k loops with and without a remainder.
    let covered = |what: &str, f: &dyn Fn(&Plan) -> bool| assert!(plans.iter().any(f), "no dot case used {what}");
    covered("a block grid", &|p| p.grid);
    covered("linear ids", &|p| !p.grid);
    covered("threads over rows", &|p| p.rows_axis);
    covered("threads over columns", &|p| !p.rows_axis);
    covered("grouped elements", &|p| p.group > 1);
    covered("an odd thread count", &|p| p.threads % 2 == 1);
    covered("a k loop", &|p| p.k / p.unroll_k > 1);
    covered("a k loop with a remainder", &|p| p.k / p.unroll_k > 1 && p.k % p.unroll_k != 0);
    covered("a chunk loop", &|p| !p.unroll_x && p.cx / p.group > 1);
}

#[test]
fn ops_fused_after_a_dot_match_the_reference() {
    let mut rng = Rng::new(0xF05E);
    for case in 0..500 {
        let (m, k, n) = (rng.range(1, 40), rng.range(1, 20), rng.range(1, 40));
        let op = ["add", "sub", "mul"][rng.below(3)];
        let (lb, rb) = (operand_bits(&mut rng), operand_bits(&mut rng));
        let text = dot_text(m, k, n, lb, rb, false, Some(op));
        let args = [(vec![m, k], lb), (vec![k, n], rb), (vec![m, n], 16)];
        check(&format!("dot+{op} {m}x{k}x{n} case {case}"), &text, &args, &mut rng);
    }
}

#[test]
fn element_wise_chains_match_the_reference() {
    let mut rng = Rng::new(0xC4A1);
    for case in 0..200 {
        let n = count(&mut rng);
        let shape = shape_of(&mut rng, n);
        let (t, t8) = (ty(&shape, 16), ty(&shape, 8));
        // (a * b) - widen(c) + a: four leaves' worth of registers, -0 from the widening.
        let text = format!(
            "func.func @main(%a: {t}, %b: {t}, %c: {t8}) -> ({t}, {t}) {{\n  %p = lpf.mul %a, %b rounding(toward_zero) : {t}\n  \
             %w = lpf.convert %c : {t8} to {t}\n  %s = lpf.sub %p, %w : {t}\n  %r = lpf.add %s, %a : {t}\n  return %r, %w : {t}, {t}\n}}\n"
        );
        check(&format!("chain case {case}"), &text, &[(shape.clone(), 16), (shape.clone(), 16), (shape, 8)], &mut rng);
    }
}

#[test]
fn largest_sizes_that_fit() {
    let mut rng = Rng::new(0xB16);
    // Three element-wise tensors of 21800 words (+ padding) fill external memory almost to the
    // scratchpad at 0xFFC0.
    let n = 21_816;
    let t = ty(&[n], 16);
    let text = format!("func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %r = lpf.add %a, %b : {t}\n  return %r : {t}\n}}\n");
    check("largest add", &text, &[(vec![n], 16), (vec![n], 16)], &mut rng);
    // A 96x96x96 GEMM: 3 x 9216 words.
    let text = dot_text(96, 96, 96, 16, 16, false, None);
    check("largest square GEMM tested", &text, &[(vec![96, 96], 16), (vec![96, 96], 16)], &mut rng);
}

/// ReLU and leaky ReLU (slope 2^-7, truncated), alone, as the bias add's ACT, and after a dot.
fn activation_case(rng: &mut Rng, op: &str, case: usize) {
    let attr = if op == "leaky_relu" { " rounding(toward_zero)" } else { "" };
    match rng.below(3) {
        0 => {
            let n = count(rng);
            let shape = shape_of(rng, n);
            let t = ty(&shape, 16);
            let text = format!("func.func @main(%a: {t}) -> {t} {{\n  %r = lpf.{op} %a{attr} : {t}\n  return %r : {t}\n}}\n");
            check(&format!("{op} case {case}"), &text, &[(shape, 16)], rng);
        }
        1 => {
            let n = count(rng);
            let shape = shape_of(rng, n);
            let t = ty(&shape, 16);
            let text = format!(
                "func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %s = lpf.add %a, %b : {t}\n  %r = lpf.{op} %s{attr} : {t}\n  return %r : {t}\n}}\n"
            );
            check(&format!("bias+{op} case {case}"), &text, &[(shape.clone(), 16), (shape, 16)], rng);
        }
        _ => {
            let (m, k, n) = (rng.range(1, 20), rng.range(1, 12), rng.range(1, 20));
            let (ta, tb, tc) = (ty(&[m, k], 16), ty(&[k, n], 8), ty(&[m, n], 16));
            let text = format!(
                "func.func @main(%a: {ta}, %b: {tb}, %c: {tc}) -> {tc} {{\n  %d = lpf.dot %a, %b acc(!lpf.sf<16>) : {ta}, {tb} -> {tc}\n  \
                 %s = lpf.add %d, %c : {tc}\n  %r = lpf.{op} %s{attr} : {tc}\n  return %r : {tc}\n}}\n"
            );
            check(&format!("dot+bias+{op} {m}x{k}x{n} case {case}"), &text, &[(vec![m, k], 16), (vec![k, n], 8), (vec![m, n], 16)], rng);
        }
    }
}

#[test]
fn relu_matches_the_reference() {
    let mut rng = Rng::new(0x2E1);
    for case in 0..500 {
        activation_case(&mut rng, "relu", case);
    }
}

#[test]
fn leaky_relu_matches_the_reference() {
    let mut rng = Rng::new(0x1EA);
    for case in 0..500 {
        activation_case(&mut rng, "leaky_relu", case);
    }
}
