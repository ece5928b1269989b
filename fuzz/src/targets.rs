//! The targets. Each reads its input as the entry point would, then checks properties that hold
//! for every input; a panic is a finding. Inputs are bytes: a few leading bytes choose the
//! format and modes, the rest is the payload.

use lpf_npy::NpyArray;
use lpf_atreides::program::Program;
use lpf_atreides::sim::Machine;
use lpf_numerics::facts::Facts;
use lpf_numerics::{decode, decode_value, encode, encode_decimal, encode_value, Code, Format, Overflow, Rounding, Value};
use std::cmp::Ordering;
use std::sync::OnceLock;

/// A target: panics exactly when the input shows a defect.
pub type Target = fn(&[u8]);

/// Every target by name, for the drivers.
pub const TARGETS: &[(&str, Target)] = &[
    ("decimal", decimal),
    ("codec", codec),
    ("npy", npy),
    ("atreides_asm", atreides_asm),
    ("atreides_words", atreides_words),
];

/// Every tool target by name (the driver looks here after [`TARGETS`]): lpf's command-line
/// tools run as processes on mutated inputs ([`crate::tools`], [`crate::children`],
/// [`crate::attributes`]).
pub const TOOL_TARGETS: &[(&str, Target)] = &[
    ("translate", crate::tools::translate),
    ("run", crate::tools::run),
    ("child", crate::children::child),
    ("attributes", crate::attributes::attributes),
];

const ROUNDINGS: [Rounding; 6] =
    [Rounding::ToNearestEven, Rounding::TowardZero, Rounding::ToNearestAway, Rounding::Upward, Rounding::Downward, Rounding::ToOdd];
const OVERFLOWS: [Overflow; 2] = [Overflow::Saturate, Overflow::NanOrInf];

/// The formats, with what the properties need to know about each, computed once.
struct FormatInfo {
    format: Format,
    facts: Facts,
    /// Whether any code decodes to a negative number (E8M0 and unsigned P3109 have none).
    has_negatives: bool,
    /// Whether zero has a code (E8M0 has none: zero encodes as its NaN, by design).
    has_zero: bool,
}

fn formats() -> &'static [FormatInfo] {
    static FORMATS: OnceLock<Vec<FormatInfo>> = OnceLock::new();
    FORMATS.get_or_init(|| {
        Format::all()
            .into_iter()
            .map(|format| {
                let minus_one = encode(format, -1.0, Rounding::ToNearestEven, Overflow::Saturate);
                let has_negatives = matches!(decode_value(format, minus_one), Value::Finite { negative: true, .. });
                let zero = encode(format, 0.0, Rounding::ToNearestEven, Overflow::Saturate);
                let has_zero = matches!(decode_value(format, zero), Value::Zero { .. });
                FormatInfo { format, facts: Facts::of(format), has_negatives, has_zero }
            })
            .collect()
    })
}

/// Splits off `n` leading bytes (zeros where the input is shorter).
fn take<const N: usize>(data: &[u8]) -> ([u8; N], &[u8]) {
    let mut head = [0u8; N];
    let n = data.len().min(N);
    head[..n].copy_from_slice(&data[..n]);
    (head, &data[n..])
}

fn same_value(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Nan { .. }, Value::Nan { .. }) => true,
        (Value::Zero { negative: x }, Value::Zero { negative: y }) => x == y,
        _ => a.partial_cmp_value(b) == Some(Ordering::Equal) && a.is_negative() == b.is_negative(),
    }
}

/// The decimal parser (`lpf.constant` literals): never panics, gives a valid code, and agrees
/// with Rust's correctly rounded f64 parser wherever that f64 is exact in the format (the
/// format's grid is a subset of f64's, so both roundings must land on the same value).
pub fn decimal(data: &[u8]) {
    let ([f, r, o], text) = take::<3>(data);
    let info = &formats()[f as usize % formats().len()];
    let (rnd, ovf) = (ROUNDINGS[r as usize % ROUNDINGS.len()], OVERFLOWS[o as usize % OVERFLOWS.len()]);
    let text = String::from_utf8_lossy(text);
    let Ok(code) = encode_decimal(info.format, &text, rnd, ovf) else { return };
    assert!(info.format.is_valid_code(code), "{:?}: {text:?} gave invalid code {code:#x}", info.format);
    if rnd != Rounding::ToNearestEven {
        return;
    }
    let Ok(x) = text.trim().parse::<f64>() else { return };
    if !x.is_finite() {
        return;
    }
    let via_f64 = encode(info.format, x, rnd, ovf);
    if same_value(decode_value(info.format, via_f64), Value::from_f64(x)) {
        assert_eq!(
            decode_value(info.format, code),
            decode_value(info.format, via_f64),
            "{:?}: {text:?} parsed to {code:#x}, its f64 {x:e} is exact at {via_f64:#x}",
            info.format
        );
    }
}

/// encode/decode on arbitrary bits: decode then encode gives the value back in every rounding
/// mode (exact values are not rounded); encoding is monotone; saturation stays within the
/// largest finite value; directed roundings round in their direction.
pub fn codec(data: &[u8]) {
    let ([f, r, o], rest) = take::<3>(data);
    let (code_bytes, rest) = take::<8>(rest);
    let (x_bytes, rest) = take::<8>(rest);
    let (y_bytes, _) = take::<8>(rest);
    let info = &formats()[f as usize % formats().len()];
    let fmt = info.format;
    let (rnd, ovf) = (ROUNDINGS[r as usize % ROUNDINGS.len()], OVERFLOWS[o as usize % OVERFLOWS.len()]);

    // Round trip from a code.
    let code: Code = u64::from_le_bytes(code_bytes) & u64::MAX.checked_shr(64 - fmt.storage_bits()).unwrap_or(0);
    if fmt.is_valid_code(code) {
        let v = decode_value(fmt, code);
        // Saturate maps infinities to the largest finite value (P3109's SatFinite), by design.
        let saturated_inf = matches!(v, Value::Inf { .. }) && ovf == Overflow::Saturate;
        if !v.is_nan() && !saturated_inf {
            let back = decode_value(fmt, encode_value(fmt, v, rnd, ovf));
            // Formats without -0 canonicalise it to +0.
            let expected = match v {
                Value::Zero { .. } if info.facts.neg_zero.is_none() => Value::Zero { negative: false },
                _ => v,
            };
            assert!(same_value(back, expected), "{fmt:?} {rnd:?} {ovf:?}: code {code:#x} = {v:?} came back as {back:?}");
        }
    }

    // Monotonicity and saturation from two f64s.
    let (x, y) = (f64::from_le_bytes(x_bytes), f64::from_le_bytes(y_bytes));
    if !x.is_finite() || !y.is_finite() {
        return;
    }
    let (lo, hi) = if x <= y { (x, y) } else { (y, x) };
    let (a, b) = (decode_value(fmt, encode(fmt, lo, rnd, Overflow::Saturate)), decode_value(fmt, encode(fmt, hi, rnd, Overflow::Saturate)));
    // Values the format can approach at all: a sign it has, and not zero where it has no zero.
    let representable_sign = |t: f64| (t >= 0.0 || info.has_negatives) && (t != 0.0 || info.has_zero);
    if representable_sign(lo) && representable_sign(hi) && !a.is_nan() && !b.is_nan() {
        assert_ne!(a.partial_cmp_value(b), Some(Ordering::Greater), "{fmt:?} {rnd:?}: {lo:e} <= {hi:e} encoded as {a:?} > {b:?}");
    }
    let max = info.facts.max_finite;
    for (t, r) in [(lo, a), (hi, b)] {
        if r.is_nan() {
            assert!(!representable_sign(t), "{fmt:?} {rnd:?}: saturating {t:e} gave NaN");
            continue;
        }
        assert!(!matches!(r, Value::Inf { .. }), "{fmt:?} {rnd:?}: saturating {t:e} gave {r:?}");
        let magnitude = if r.is_negative() { r.negated() } else { r };
        assert_ne!(magnitude.partial_cmp_value(max), Some(Ordering::Greater), "{fmt:?} {rnd:?}: {t:e} saturated past the maximum to {r:?}");
        // Directed roundings, for values inside the finite range (beyond it saturation wins).
        let exact = Value::from_f64(t);
        let inside = Value::from_f64(t.abs()).partial_cmp_value(max) != Some(Ordering::Greater);
        let positive_min = info.facts.min_positive;
        let resolvable = Value::from_f64(t.abs()).partial_cmp_value(positive_min) != Some(Ordering::Less);
        if inside && resolvable && representable_sign(t) {
            let order = r.partial_cmp_value(exact);
            match rnd {
                Rounding::Upward => assert_ne!(order, Some(Ordering::Less), "{fmt:?}: {t:e} rounded upward to {r:?}"),
                Rounding::Downward => assert_ne!(order, Some(Ordering::Greater), "{fmt:?}: {t:e} rounded downward to {r:?}"),
                _ => {}
            }
        }
    }
    let _ = decode(fmt, code);
}

/// lpf-run's .npy reader: never panics; what it accepts has exactly the bytes its shape needs,
/// and writes back to a file that reads as the same array.
pub fn npy(data: &[u8]) {
    let Ok(array) = NpyArray::parse(data) else { return };
    assert_eq!(array.data.len(), array.element_count() * array.dtype.size(), "{array:?}");
    let again = NpyArray::parse(&array.to_bytes()).expect("a written array reads back");
    assert_eq!(again, array);
}

/// Steps the simulator may take per input: enough for loops, small enough for 10^4 runs a second.
const STEP_LIMIT: u64 = 1_000;

/// Runs `program` on a fresh machine for at most STEP_LIMIT steps; errors are fine, panics not.
fn simulate_bounded(program: &Program, threads: u32) {
    let Ok(mut machine) = Machine::new(&program.words) else { return };
    machine.set_step_limit(STEP_LIMIT);
    if machine.load(0, &program.data).is_err() {
        return;
    }
    let _ = machine.launch(threads);
}

/// The assembler on arbitrary text; what it accepts disassembles to text that assembles to the
/// same program, and simulates without panicking.
pub fn atreides_asm(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(program) = lpf_atreides::asm::assemble(&text) else { return };
    round_trip(&program);
    simulate_bounded(&program, program.threads.unwrap_or(1).clamp(1, 4));
}

/// A seed of [`atreides_words`] from assembly source: the thread-count byte, then the assembled
/// words (little-endian); None when the source does not assemble. The Atreides examples are
/// the seeds (atreides/examples/*.s), assembled when read rather than kept as copies.
pub fn words_seed(source: &str) -> Option<Vec<u8>> {
    let program = lpf_atreides::asm::assemble(source).ok()?;
    let threads = program.threads.unwrap_or(1).saturating_sub(1) as u8;
    Some(std::iter::once(threads).chain(program.words.iter().flat_map(|w| w.to_le_bytes())).collect())
}

/// Arbitrary words as a binary program: the disassembler's text assembles back to the same
/// words (every word survives, by its contract), and the simulator stays bounded.
pub fn atreides_words(data: &[u8]) {
    let ([threads], rest) = take::<1>(data);
    let words: Vec<u16> = rest.chunks_exact(2).map(|w| u16::from_le_bytes([w[0], w[1]])).take(lpf_atreides::program::PROGRAM_WORDS).collect();
    let program = Program::from_words(words);
    round_trip(&program);
    simulate_bounded(&program, 1 + u32::from(threads % 4));
}

fn round_trip(program: &Program) {
    let text = lpf_atreides::dis::disassemble(program);
    let again = lpf_atreides::asm::assemble(&text).unwrap_or_else(|e| panic!("disassembly does not assemble: {e:?}\n{text}"));
    assert_eq!(again.words, program.words, "{text}");
    assert_eq!(again.data, program.data, "{text}");
    assert_eq!(again.threads, program.threads, "{text}");
}
