//! atreides.md §9's public vectors, bit for bit, through the disassembler, the assembler and
//! the simulator; and the example kernels against an independent reference (exact rational
//! arithmetic in f64, on data chosen so that every product and sum is exact).

use lpf_atreides::{assemble, disassemble, simulate, Program};

fn hex(text: &str) -> Vec<u16> {
    text.split_whitespace()
        .map(|w| u16::from_str_radix(w, 16).expect("test vector hex"))
        .collect()
}

/// The words, taken through canonical text and back, must be unchanged; then run them.
fn run_vector(program_hex: &str, threads: u32, data: &[u16]) -> Vec<u16> {
    let words = hex(program_hex);
    let text = disassemble(&Program::from_words(words.clone()));
    let program = assemble(&text).expect("disassembly reassembles");
    assert_eq!(
        program.words, words,
        "asm(dis(vector)) changed the words:\n{text}"
    );
    simulate(&program, threads, data)
        .expect("vector runs")
        .memory
}

const MATADD: &str = "50DE 300F 9100 9208 9310 3410 7440 3520 7550 B445 3730 8740 F000";
const MATMUL: &str = "50DE 300F 9101 9202 9300 9404 9508 6602 5762 4707 9800 9900 5A62 3AA9 \
                      3AA3 7AA0 5B92 3BB7 3BB4 7BB0 A8AB 3991 2920 19F4 3950 8980 F000";

#[test]
fn matrix_add_passthrough() {
    let data = [vec![0x2000; 8], vec![0x4000; 8]].concat();
    assert_eq!(run_vector(MATADD, 8, &data)[16..24], [0x6000; 8]);
}

#[test]
fn matrix_add_saturates_up() {
    let data = [vec![0x7FDF; 8], vec![0x7FDF; 8]].concat();
    assert_eq!(run_vector(MATADD, 8, &data)[16..24], [0x7FFF; 8]);
}

#[test]
fn matrix_add_saturates_down() {
    let data = [vec![0xFFFF; 8], vec![0xE000; 8]].concat();
    assert_eq!(run_vector(MATADD, 8, &data)[16..24], [0xFFFF; 8]);
}

#[test]
fn matrix_product_2x2() {
    let data = hex("4000 2000 1000 4000 4000 2000 2000 4000");
    assert_eq!(
        run_vector(MATMUL, 4, &data)[8..12],
        hex("2800 2000 1800 2400")[..]
    );
}

// ---- example kernels ----

fn value(code: u16) -> f64 {
    let m = (code & 0x7FFF) as f64 / 32768.0;
    if code & 0x8000 != 0 {
        -m
    } else {
        m
    }
}

/// The code of an exactly representable value; panics if the reference left the grid or
/// the range, which would make it unfit as an exact oracle.
fn code(v: f64) -> u16 {
    let m = v.abs() * 32768.0;
    assert!(
        m.fract() == 0.0 && m <= 32767.0,
        "reference value {v} is not an exact in-range SF16"
    );
    if v < 0.0 && m != 0.0 {
        0x8000 | m as u16
    } else {
        m as u16
    }
}

struct Example {
    program: Program,
    expect_range: (usize, usize),
    expect: Vec<u16>,
}

/// An example file and its `; expect START:END words` line.
fn example(name: &str) -> Example {
    let path = format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("example file");
    let program = assemble(&text).unwrap_or_else(|e| panic!("{path}:{e}"));
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("; expect "))
        .expect("an expect line");
    let mut parts = line.split_whitespace();
    let (s, e) = parts
        .next()
        .and_then(|r| r.split_once(':'))
        .expect("START:END");
    Example {
        program,
        expect_range: (s.parse().expect("start"), e.parse().expect("end")),
        expect: parts
            .map(|w| u16::from_str_radix(w, 16).expect("hex"))
            .collect(),
    }
}

/// The example's checked-in expectation must match the reference and the simulator.
fn check(name: &str, reference: impl Fn(&[f64]) -> Vec<f64>) {
    let ex = example(name);
    let data: Vec<f64> = ex.program.data.iter().map(|&c| value(c)).collect();
    let want: Vec<u16> = reference(&data).into_iter().map(code).collect();
    assert_eq!(
        ex.expect, want,
        "{name}: checked-in expectation disagrees with the reference"
    );
    let threads = ex.program.threads.expect(".threads");
    let out = simulate(&ex.program, threads, &ex.program.data).expect("runs");
    let (s, e) = ex.expect_range;
    assert_eq!(
        out.memory[s..e],
        want[..],
        "{name}: simulator disagrees with the reference"
    );
}

const VMAX: f64 = 32767.0 / 32768.0;

#[test]
fn example_vadd_relu() {
    check("vadd_relu.s", |d| {
        (0..8)
            .map(|i| (d[i] + d[8 + i]).clamp(-VMAX, VMAX).max(0.0))
            .collect()
    });
}

#[test]
fn example_dot() {
    // The data keep every partial sum in range, so saturation never acts.
    check("dot.s", |d| {
        let s: f64 = (0..8).map(|k| d[k] * d[8 + k]).sum();
        vec![s, s]
    });
}

fn matmul(d: &[f64], n: usize) -> Vec<f64> {
    let (a, b) = (&d[..n * n], &d[n * n..2 * n * n]);
    (0..n * n)
        .map(|i| (0..n).map(|k| a[i / n * n + k] * b[k * n + i % n]).sum())
        .collect()
}

#[test]
fn example_matmul2x2() {
    check("matmul2x2.s", |d| matmul(d, 2));
}

#[test]
fn example_matmul4x4() {
    check("matmul4x4.s", |d| matmul(d, 4));
}

#[test]
fn matmul2x2_example_is_the_spec_vector() {
    assert_eq!(example("matmul2x2.s").program.words, hex(MATMUL));
}
