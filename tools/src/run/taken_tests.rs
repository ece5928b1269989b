//! The taken ops against StableHLO's reference interpreter: each program runs once on the
//! interpreter alone and once with lpf-run's ops taken, on the same bytes, and every result byte
//! must agree (special values and random bit patterns; every bf16 code on the left).

use super::conv::tests::{both_ways, values, Bits};

/// An f32 bit pattern as an element of `size` bytes: bf16 its top half, f64 the same value
/// (a NaN keeps its sign and payload, shifted).
fn sized(f32_bits: u32, size: usize) -> Vec<u8> {
    match size {
        2 => f32_bits.to_le_bytes()[2..].to_vec(),
        4 => f32_bits.to_le_bytes().to_vec(),
        _ => f64::from(f32::from_bits(f32_bits)).to_le_bytes().to_vec(),
    }
}

const ARITHMETIC: [&str; 6] = ["add", "subtract", "multiply", "divide", "maximum", "minimum"];

/// One function applying each arithmetic op to %a and %b of `ty`.
fn arithmetic_program(ty: &str) -> String {
    let body: String = ARITHMETIC.iter().enumerate().map(|(i, op)| format!("  %r{i} = stablehlo.{op} %a, %b : {ty}\n")).collect();
    let types = vec![ty; ARITHMETIC.len()].join(", ");
    let results = (0..ARITHMETIC.len()).map(|i| format!("%r{i}")).collect::<Vec<_>>().join(", ");
    format!("func.func @main(%a: {ty}, %b: {ty}) -> ({types}) {{\n{body}  return {results} : {types}\n}}\n")
}

fn check_arithmetic(ty: &str, size: usize, a: Vec<u8>, b: Vec<u8>) {
    let (want, got, count) = both_ways(&arithmetic_program(ty), &[a.clone(), b.clone()]);
    assert_eq!(count, ARITHMETIC.len());
    for (op, (want, got)) in ARITHMETIC.iter().zip(want.iter().zip(&got)) {
        for (i, (w, g)) in want.chunks(size).zip(got.chunks(size)).enumerate() {
            assert_eq!(w, g, "{op} on {ty}: element {i}, operands {:02x?} and {:02x?}", &a[i * size..][..size], &b[i * size..][..size]);
        }
    }
}

#[test]
fn bf16_arithmetic_gives_the_interpreters_bits() {
    // Every bf16 code on the left against specials and random codes on the right, then random
    // pairs: 2^16 * 4 + 2^16 elements.
    let specials = [0x0000u16, 0x8000, 0x7F80, 0xFF80, 0x7FC1, 0xFF81, 0x0001, 0x3F80];
    let mut bits = Bits(0x9E37_79B9_7F4A_7C15);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for round in 0..5 {
        for code in 0..=0xFFFFu32 {
            let left = if round < 4 { code as u16 } else { bits.next() as u16 };
            let right = if round < 2 { specials[(code as usize + round) % specials.len()] } else { bits.next() as u16 };
            a.extend_from_slice(&left.to_le_bytes());
            b.extend_from_slice(&right.to_le_bytes());
        }
    }
    let n = a.len() / 2;
    check_arithmetic(&format!("tensor<{n}xbf16>"), 2, a, b);
}

#[test]
fn f32_arithmetic_gives_the_interpreters_bits() {
    // Random bit patterns (any exponent, NaN payloads, subnormals), patterns with a shared
    // exponent (so that sums cancel and round), and specials against random values.
    let specials = [0u32, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0001, 0xFF80_0003, 0x0000_0001, 0x3F80_0000, 0x7F7F_FFFF];
    let mut bits = Bits(0x2545_F491_4F6C_DD1D);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for i in 0..150_000usize {
        let (x, y) = (bits.next() as u32, bits.next() as u32);
        let (left, right) = match i % 3 {
            0 => (x, y),
            1 => (x, (y & 0x807F_FFFF) | (x & 0x7F80_0000)),
            _ => (specials[i % specials.len()], y),
        };
        let (left, right) = if i % 2 == 0 { (left, right) } else { (right, left) };
        a.extend_from_slice(&left.to_le_bytes());
        b.extend_from_slice(&right.to_le_bytes());
    }
    check_arithmetic("tensor<150000xf32>", 4, a, b);
}

#[test]
fn data_movement_gives_the_interpreters_bits() {
    let program = r#"
func.func @main(%x: tensor<2x3x4xbf16>, %s: tensor<3xf32>, %p: tensor<3x1xi1>, %q: tensor<4x2xi8>) -> (tensor<4x2x3xbf16>, tensor<6x4xbf16>, tensor<2x5x3xf32>, tensor<3x2x4xi1>, tensor<2x4xi8>, tensor<2x2x4xbf16>, tensor<4xf32>, tensor<2x3xi32>, tensor<3xbf16>, tensor<2xi1>) {
  %t = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x3x4xbf16>) -> tensor<4x2x3xbf16>
  %r = stablehlo.reshape %x : (tensor<2x3x4xbf16>) -> tensor<6x4xbf16>
  %b = stablehlo.broadcast_in_dim %s, dims = [2] : (tensor<3xf32>) -> tensor<2x5x3xf32>
  %c = stablehlo.broadcast_in_dim %p, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x2x4xi1>
  %u = stablehlo.transpose %q, dims = [1, 0] : (tensor<4x2xi8>) -> tensor<2x4xi8>
  %v = stablehlo.slice %x [0:2, 1:3, 0:4] : (tensor<2x3x4xbf16>) -> tensor<2x2x4xbf16>
  %z = stablehlo.constant dense<1.5> : tensor<f32>
  %w = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %k = stablehlo.constant dense<[[-3, 7, 300000], [8, -1, 2147483647]]> : tensor<2x3xi32>
  %h = stablehlo.constant dense<[1.0, -2.5, 0x7FC0]> : tensor<3xbf16>
  %m = stablehlo.constant dense<true> : tensor<2xi1>
  return %t, %r, %b, %c, %u, %v, %w, %k, %h, %m : tensor<4x2x3xbf16>, tensor<6x4xbf16>, tensor<2x5x3xf32>, tensor<3x2x4xi1>, tensor<2x4xi8>, tensor<2x2x4xbf16>, tensor<4xf32>, tensor<2x3xi32>, tensor<3xbf16>, tensor<2xi1>
}
"#;
    let x: Vec<u8> = (0..24u16).flat_map(|v| (0x3F80 + v).to_le_bytes()).collect();
    let s: Vec<u8> = [1.0f32, -2.5, 7.0].iter().flat_map(|v| v.to_le_bytes()).collect();
    let (want, got, count) = both_ways(program, &[x, s, vec![1, 0, 1], (0..8u8).collect()]);
    // The splat, the i32 and the bf16 constants too; an i1 constant (bits) stays with the
    // interpreter.
    assert_eq!(count, 10, "transpose, reshape, broadcast_in_dim, slice and three constants are taken");
    assert_eq!(want, got);
}

/// A reduce of `x` (`shape` of `ty`) over `dims` with `body` (`%acc` and `%x` in some order).
fn reduce_program(ty: &str, shape: &str, kept: &str, dims: &str, body: &str) -> String {
    format!(
        r#"
func.func @main(%in: tensor<{shape}x{ty}>, %init: tensor<{ty}>) -> tensor<{kept}{ty}> {{
  %r = stablehlo.reduce(%in init: %init) across dimensions = [{dims}] : (tensor<{shape}x{ty}>, tensor<{ty}>) -> tensor<{kept}{ty}>
   reducer(%acc: tensor<{ty}>, %x: tensor<{ty}>) {{
    %s = {body} : tensor<{ty}>
    stablehlo.return %s : tensor<{ty}>
  }}
  return %r : tensor<{kept}{ty}>
}}
"#
    )
}

#[test]
fn reduces_give_the_interpreters_bits() {
    let bodies = [
        "stablehlo.add %acc, %x",
        "stablehlo.add %x, %acc",
        "stablehlo.maximum %acc, %x",
        "stablehlo.minimum %x, %acc",
        "stablehlo.multiply %acc, %x",
    ];
    let shapes = [("4x6x5", &[("1", "4x5x"), ("0, 2", "6x"), ("2", "4x6x"), ("0, 1, 2", "")][..])];
    let mut bits = Bits(0x1234_5678_9ABC_DEF1);
    for (ty, size) in [("bf16", 2usize), ("f32", 4), ("f64", 8)] {
        for (shape, reductions) in shapes {
            for (dims, kept) in reductions {
                for body in bodies {
                    for round in 0..3 {
                        // Values near 1 (sums that round), with a NaN, -0 and inf now and then.
                        let input: Vec<u8> = (0..120)
                            .flat_map(|i| {
                                let r = bits.next();
                                let f32_bits = match (round, r % 16) {
                                    (1, 0) => 0x7FC0_0123 | ((r as u32 & 1) << 31),
                                    (1, 1) => 0x8000_0000,
                                    (2, 0) => 0xFF80_0000,
                                    (2, 1) => 0x7F80_0000,
                                    _ => 0x3F00_0000 + ((r >> 40) as u32 & 0x7F_FFFF) + (i as u32 % 3 << 23),
                                };
                                sized(f32_bits, size)
                            })
                            .collect();
                        let init = match size {
                            2 => 0x8000u16.to_le_bytes().to_vec(),
                            4 => 0.25f32.to_le_bytes().to_vec(),
                            _ => 0.25f64.to_le_bytes().to_vec(),
                        };
                        let program = reduce_program(ty, shape, kept, dims, body);
                        let (want, got, count) = both_ways(&program, &[input, init]);
                        assert_eq!(count, 1, "{program}");
                        assert_eq!(want, got, "{program} round {round}");
                    }
                }
            }
        }
    }
    // A body of two ops stays with the interpreter.
    let program = reduce_program("f32", "4x6x5", "4x5x", "1", "stablehlo.add %acc, %x : tensor<f32>\n    %t = stablehlo.add %s, %x");
    let program = program.replace("stablehlo.return %s", "stablehlo.return %t");
    let (want, got, count) = both_ways(&program, &[vec![0u8; 480], vec![0u8; 4]]);
    assert_eq!((count, want), (0, got));
}

/// Every bf16 code, and f32 bit patterns (random, and near the functions' interesting ranges),
/// through each f64-computed function.
#[test]
fn functions_give_the_interpreters_bits() {
    let functions = ["tanh", "exponential", "log", "sqrt", "rsqrt"];
    let program = |ty: &str| {
        let body: String = functions.iter().enumerate().map(|(i, f)| format!("  %r{i} = stablehlo.{f} %a : {ty}\n")).collect();
        let types = vec![ty; functions.len()].join(", ");
        let results = (0..functions.len()).map(|i| format!("%r{i}")).collect::<Vec<_>>().join(", ");
        format!("func.func @main(%a: {ty}) -> ({types}) {{\n{body}  return {results} : {types}\n}}\n")
    };
    let bf16: Vec<u8> = (0..=0xFFFFu16).flat_map(u16::to_le_bytes).collect();
    let (want, got, count) = both_ways(&program("tensor<65536xbf16>"), &[bf16]);
    assert_eq!(count, functions.len());
    for (f, (want, got)) in functions.iter().zip(want.iter().zip(&got)) {
        for (code, (w, g)) in want.chunks(2).zip(got.chunks(2)).enumerate() {
            assert_eq!(w, g, "{f} of bf16 {code:#06x}");
        }
    }
    let mut bits = Bits(0x0DDB_1A5E_5BAD_5EED);
    let f32s: Vec<u32> = (0..100_000u32)
        .map(|i| match i % 4 {
            0 => bits.next() as u32,
            1 => 0x3F00_0000 + (bits.next() as u32 & 0x01FF_FFFF) | (i & 2) << 30,
            2 => 0x4100_0000 + (bits.next() as u32 & 0x00FF_FFFF) | (i & 2) << 30,
            _ => [0, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_1234, 0xFF81_0001, 0x0000_0001, 0x7F7F_FFFF][(i / 4 % 8) as usize],
        })
        .collect();
    let input: Vec<u8> = f32s.iter().flat_map(|b| b.to_le_bytes()).collect();
    let (want, got, _) = both_ways(&program("tensor<100000xf32>"), &[input]);
    for (f, (want, got)) in functions.iter().zip(want.iter().zip(&got)) {
        for (i, (w, g)) in want.chunks(4).zip(got.chunks(4)).enumerate() {
            assert_eq!(w, g, "{f} of f32 {:#010x}", f32s[i]);
        }
    }
}

/// sine and cosine of every bf16 code: the interpreter's bits (the f64 function rounded once);
/// on f32 lpf-run takes the C library's `sinf`/`cosf`, XLA CPU's bits, which
/// test/lpf-run/mixed-xla-rotary-trig-xla.mlir checks against XLA itself.
#[test]
fn sine_and_cosine_of_bf16_give_the_interpreters_bits() {
    let program = "func.func @main(%a: tensor<65536xbf16>) -> (tensor<65536xbf16>, tensor<65536xbf16>) {\n  %s = stablehlo.sine %a : tensor<65536xbf16>\n  %c = stablehlo.cosine %a : tensor<65536xbf16>\n  return %s, %c : tensor<65536xbf16>, tensor<65536xbf16>\n}\n";
    let bf16: Vec<u8> = (0..=0xFFFFu16).flat_map(u16::to_le_bytes).collect();
    let (want, got, count) = both_ways(program, &[bf16]);
    assert_eq!(count, 2);
    for (f, (want, got)) in ["sine", "cosine"].iter().zip(want.iter().zip(&got)) {
        for (code, (w, g)) in want.chunks(2).zip(got.chunks(2)).enumerate() {
            assert_eq!(w, g, "{f} of bf16 {code:#06x}");
        }
    }
}

/// dot_general in the layouts models write (a plain matmul, nn.Linear's [N, K] weight, attention's
/// batched dots over two batch dimensions, two contracting dimensions, a dot with no free
/// dimension), on values that round, with NaNs of several payloads, infinities and -0.
#[test]
fn dots_give_the_interpreters_bits_and_xlas_f32() {
    let forms = [
        // (lhs shape, rhs shape, dimension numbers, result shape)
        ("5x7", "7x6", "contracting_dims = [1] x [0]", "5x6"),
        ("5x7", "6x7", "contracting_dims = [1] x [1]", "5x6"),
        ("7x5", "7x6", "contracting_dims = [0] x [0]", "5x6"),
        ("2x3x4x5", "2x3x6x5", "batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3]", "2x3x4x6"),
        ("3x2x4x5", "2x5x3x6", "batching_dims = [1, 0] x [0, 2], contracting_dims = [3] x [1]", "2x3x4x6"),
        ("4x3x5", "5x6x3", "contracting_dims = [2, 1] x [0, 2]", "4x6"),
        ("9", "9", "contracting_dims = [0] x [0]", ""),
    ];
    let mut bits = Bits(0x5DEE_CE66_D1CE_4E5B);
    for (ty, size) in [("f32", 4usize), ("bf16", 2), ("f64", 8)] {
        for (lhs, rhs, numbers, result) in forms {
            let t = |shape: &str| if shape.is_empty() { format!("tensor<{ty}>") } else { format!("tensor<{shape}x{ty}>") };
            let program = format!(
                "func.func @main(%a: {}, %b: {}) -> {} {{\n  %r = stablehlo.dot_general %a, %b, {numbers} : ({}, {}) -> {}\n  return %r : {}\n}}\n",
                t(lhs), t(rhs), t(result), t(lhs), t(rhs), t(result), t(result)
            );
            let count = |shape: &str| shape.split('x').filter(|d| !d.is_empty()).map(|d| d.parse::<usize>().unwrap()).product::<usize>();
            for round in 0..3 {
                let mut values = |n: usize| -> Vec<u8> {
                    (0..n)
                        .flat_map(|_| {
                            let r = bits.next();
                            let f32_bits = match (round, r % 23) {
                                (1, 0) => 0x7FC0_0123 | ((r as u32 & 1) << 31),
                                (1, 1) => 0x7F80_0005,
                                (1, 2) => 0x8000_0000,
                                (2, 0) => 0xFF80_0000,
                                (2, 1) => 0x7F80_0000,
                                (2, 2) => 0,
                                _ => (0x3F00_0000 + ((r >> 40) as u32 & 0x7F_FFFF) + ((r >> 20) as u32 % 3 << 23)) | ((r >> 8) as u32 & 1) << 31,
                            };
                            sized(f32_bits, size)
                        })
                        .collect()
                };
                let (a, b) = (values(count(lhs)), values(count(rhs)));
                let (want, got, taken) = both_ways(&program, &[a, b]);
                assert_eq!(taken, 1, "{program}");
                if ty == "f32" {
                    // f32 is XLA's fused multiply-adds (machine::fma_dot, tested against an f64
                    // reference in the numerics crate), not the interpreter's rounded products:
                    // the same NaNs and infinities, and values within a few ulps.
                    for (w, g) in want.concat().chunks_exact(4).zip(got.concat().chunks_exact(4)) {
                        let (w, g) = (f32::from_le_bytes([w[0], w[1], w[2], w[3]]), f32::from_le_bytes([g[0], g[1], g[2], g[3]]));
                        assert!(w.is_nan() == g.is_nan() && (w.is_nan() || (w - g).abs() <= 1e-4 * w.abs().max(1.0) || w == g), "{program} round {round}: {w} {g}");
                    }
                    continue;
                }
                assert_eq!(want, got, "{program} round {round}");
            }
        }
    }
    // Mixed types stay with the interpreter.
    let program = "func.func @main(%a: tensor<2x3xbf16>, %b: tensor<3x2xbf16>) -> tensor<2x2xf32> {\n  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xbf16>, tensor<3x2xbf16>) -> tensor<2x2xf32>\n  return %r : tensor<2x2xf32>\n}\n";
    let (want, got, taken) = both_ways(program, &[vec![0x80, 0x3F].repeat(6), vec![0x80, 0x3F].repeat(6)]);
    assert_eq!((taken, want), (0, got));
}

#[test]
fn f64_arithmetic_gives_the_interpreters_bits() {
    let specials = [0u64, 0x8000_0000_0000_0000, 0x7FF0_0000_0000_0000, 0xFFF0_0000_0000_0000, 0x7FF8_0000_0000_0001, 0xFFF0_0000_0000_0003, 1, 0x3FF0_0000_0000_0000, 0x7FEF_FFFF_FFFF_FFFF];
    let mut bits = Bits(0x6A09_E667_F3BC_C908);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for i in 0..60_000usize {
        let (x, y) = (bits.next(), bits.next());
        let (left, right) = match i % 3 {
            0 => (x, y),
            1 => (x, (y & 0x800F_FFFF_FFFF_FFFF) | (x & 0x7FF0_0000_0000_0000)),
            _ => (specials[i % specials.len()], y),
        };
        let (left, right) = if i % 2 == 0 { (left, right) } else { (right, left) };
        a.extend_from_slice(&left.to_le_bytes());
        b.extend_from_slice(&right.to_le_bytes());
    }
    check_arithmetic("tensor<60000xf64>", 8, a, b);
}

/// f64 through the f64 functions, and `power` of bf16 and f64: bases and exponents near the ones
/// models use (the GELU cube, squares, square roots), negative bases, specials and random bits.
/// (On f32 lpf-run takes the C library's `powf`, XLA CPU's bits, which
/// test/lpf-run/mixed-divide-by-function-xla.mlir checks against XLA itself.)
#[test]
fn f64_functions_and_powers_give_the_interpreters_bits() {
    let functions = ["tanh", "exponential", "log", "sqrt", "rsqrt"];
    let mut bits = Bits(0xBB67_AE85_84CA_A73B);
    let f64s: Vec<u64> = (0..40_000u64)
        .map(|i| match i % 4 {
            0 => bits.next(),
            1 => (0x3FE0_0000_0000_0000 + (bits.next() & 0x003F_FFFF_FFFF_FFFF)) | (i & 2) << 62,
            2 => (0x4020_0000_0000_0000 + (bits.next() & 0x001F_FFFF_FFFF_FFFF)) | (i & 2) << 62,
            _ => [0, 0x8000_0000_0000_0000, 0x7FF0_0000_0000_0000, 0xFFF0_0000_0000_0000, 0x7FF8_0000_0000_1234, 0xFFF0_0000_0001_0001, 1, 0x7FEF_FFFF_FFFF_FFFF][(i / 4 % 8) as usize],
        })
        .collect();
    let input: Vec<u8> = f64s.iter().flat_map(|b| b.to_le_bytes()).collect();
    let ty = "tensor<40000xf64>";
    let body: String = functions.iter().enumerate().map(|(i, f)| format!("  %r{i} = stablehlo.{f} %a : {ty}\n")).collect();
    let types = vec![ty; functions.len()].join(", ");
    let results = (0..functions.len()).map(|i| format!("%r{i}")).collect::<Vec<_>>().join(", ");
    let program = format!("func.func @main(%a: {ty}) -> ({types}) {{\n{body}  return {results} : {types}\n}}\n");
    let (want, got, count) = both_ways(&program, &[input]);
    assert_eq!(count, functions.len());
    for (f, (want, got)) in functions.iter().zip(want.iter().zip(&got)) {
        for (i, (w, g)) in want.chunks(8).zip(got.chunks(8)).enumerate() {
            assert_eq!(w, g, "{f} of f64 {:#018x}", f64s[i]);
        }
    }
    let exponents = [3.0f32, 2.0, 0.5, -1.0, 2.5, 0.0, -0.0, f32::INFINITY, f32::NAN, 1e10];
    for (ty, size) in [("bf16", 2usize), ("f64", 8)] {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for i in 0..30_000usize {
            let r = bits.next();
            let base = match i % 5 {
                0 => r as u32,
                1 | 2 => (0x3F00_0000 + ((r >> 32) as u32 & 0x01FF_FFFF)) | ((r as u32 & 1) << 31),
                3 => [0u32, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0005, 0x0000_0001, 0x3F80_0000, 0xBF80_0000][i / 5 % 8],
                _ => 0x4100_0000 + ((r >> 32) as u32 & 0x00FF_FFFF),
            };
            let exponent = if i % 7 == 6 { (r >> 11) as u32 } else { exponents[i % exponents.len()].to_bits() };
            a.extend(sized(base, size));
            b.extend(sized(exponent, size));
        }
        let t = format!("tensor<30000x{ty}>");
        let program = format!("func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %r = stablehlo.power %a, %b : {t}\n  return %r : {t}\n}}\n");
        let (want, got, count) = both_ways(&program, &[a.clone(), b.clone()]);
        assert_eq!(count, 1);
        for (i, (w, g)) in want[0].chunks(size).zip(got[0].chunks(size)).enumerate() {
            assert_eq!(w, g, "power on {ty}: {:02x?} ^ {:02x?}", &a[i * size..][..size], &b[i * size..][..size]);
        }
    }
}

/// Strided and empty slices, concatenations along each dimension, selects with a tensor and a
/// scalar predicate, on bf16, f64, i1 and i64.
#[test]
fn slices_concatenations_and_selects_give_the_interpreters_bits() {
    let program = r#"
func.func @main(%x: tensor<4x5x6xbf16>, %y: tensor<4x2x6xbf16>, %p: tensor<4x5x6xi1>, %s: tensor<i1>, %d: tensor<3x4xf64>, %n: tensor<3x4xi64>, %q: tensor<3x4xi1>) -> (tensor<2x2x3xbf16>, tensor<4x0x6xbf16>, tensor<4x7x6xbf16>, tensor<8x5x6xbf16>, tensor<4x5x6xbf16>, tensor<4x5x6xbf16>, tensor<3x12xf64>, tensor<3x4xi64>, tensor<6x4xi1>, tensor<2x2xf64>) {
  %a = stablehlo.slice %x [1:4:2, 0:5:3, 1:6:2] : (tensor<4x5x6xbf16>) -> tensor<2x2x3xbf16>
  %b = stablehlo.slice %x [0:4, 2:2, 0:6] : (tensor<4x5x6xbf16>) -> tensor<4x0x6xbf16>
  %c = stablehlo.concatenate %x, %y, dim = 1 : (tensor<4x5x6xbf16>, tensor<4x2x6xbf16>) -> tensor<4x7x6xbf16>
  %e = stablehlo.concatenate %x, %x, dim = 0 : (tensor<4x5x6xbf16>, tensor<4x5x6xbf16>) -> tensor<8x5x6xbf16>
  %r = stablehlo.reverse %x, dims = [2] : tensor<4x5x6xbf16>
  %f = stablehlo.select %p, %x, %r : tensor<4x5x6xi1>, tensor<4x5x6xbf16>
  %g = stablehlo.select %s, %x, %r : tensor<i1>, tensor<4x5x6xbf16>
  %h = stablehlo.concatenate %d, %d, %d, dim = 1 : (tensor<3x4xf64>, tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x12xf64>
  %m = stablehlo.negate %n : tensor<3x4xi64>
  %k = stablehlo.select %q, %n, %m : tensor<3x4xi1>, tensor<3x4xi64>
  %t = stablehlo.concatenate %q, %q, dim = 0 : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<6x4xi1>
  %u = stablehlo.slice %d [1:3, 2:4] : (tensor<3x4xf64>) -> tensor<2x2xf64>
  return %a, %b, %c, %e, %f, %g, %h, %k, %t, %u : tensor<2x2x3xbf16>, tensor<4x0x6xbf16>, tensor<4x7x6xbf16>, tensor<8x5x6xbf16>, tensor<4x5x6xbf16>, tensor<4x5x6xbf16>, tensor<3x12xf64>, tensor<3x4xi64>, tensor<6x4xi1>, tensor<2x2xf64>
}
"#;
    let mut bits = Bits(0x3C6E_F372_FE94_F82B);
    let x: Vec<u8> = (0..120u16).flat_map(|v| (0x3F80 + v).to_le_bytes()).collect();
    let y: Vec<u8> = (0..48u16).flat_map(|v| (0xC000 + v).to_le_bytes()).collect();
    let p: Vec<u8> = (0..120).map(|_| (bits.next() & 1) as u8).collect();
    let d: Vec<u8> = (0..12).flat_map(|_| bits.next().to_le_bytes()).collect();
    let n: Vec<u8> = (0..12).flat_map(|_| bits.next().to_le_bytes()).collect();
    let q: Vec<u8> = (0..12).map(|_| (bits.next() & 1) as u8).collect();
    for scalar in [0u8, 1] {
        let (want, got, count) = both_ways(program, &[x.clone(), y.clone(), p.clone(), vec![scalar], d.clone(), n.clone(), q.clone()]);
        assert_eq!(count, 10, "all but reverse and the i64 negate are taken");
        assert_eq!(want, got);
    }
}

/// negate of each float type, and compare in every direction on floats (NaNs, -0, infinities,
/// equal and ordered pairs), signed and unsigned integers of each width, and i1.
#[test]
fn negates_and_compares_give_the_interpreters_bits() {
    let directions = ["EQ", "NE", "GE", "GT", "LE", "LT"];
    let mut bits = Bits(0xA54F_F53A_5F1D_36F1);
    let cases: [(&str, usize); 11] = [("f32", 4), ("bf16", 2), ("f64", 8), ("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8), ("ui8", 1), ("ui32", 4), ("ui64", 8), ("i1", 1)];
    for (ty, size) in cases {
        let n = 3000;
        let t = format!("tensor<{n}x{ty}>");
        let r = format!("tensor<{n}xi1>");
        let float = ty.starts_with('f') || ty == "bf16";
        let mut body: String = directions.iter().enumerate().map(|(i, d)| format!("  %c{i} = stablehlo.compare {d}, %a, %b : ({t}, {t}) -> {r}\n")).collect();
        let mut results: Vec<String> = (0..directions.len()).map(|i| format!("%c{i}")).collect();
        let mut types = vec![r.clone(); directions.len()];
        if float {
            body += &format!("  %n = stablehlo.negate %a : {t}\n");
            results.push("%n".into());
            types.push(t.clone());
        }
        let program = format!("func.func @main(%a: {t}, %b: {t}) -> ({}) {{\n{body}  return {} : {}\n}}\n", types.join(", "), results.join(", "), types.join(", "));
        let specials: Vec<u64> = match size {
            2 if float => vec![0, 0x8000, 0x7F80, 0xFF80, 0x7FC1, 0xFF81, 1, 0x3F80],
            4 if float => vec![0, 0x8000_0000, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0001, 0xFF80_0003, 1, 0x3F80_0000],
            8 if float => vec![0, 1 << 63, 0x7FF0 << 48, 0xFFF0 << 48, (0x7FF8 << 48) | 1, (0xFFF0 << 48) | 3, 1, 0x3FF0 << 48],
            _ => vec![0, 1, u64::MAX, 1 << (8 * size as u32 - 1)],
        };
        let mask = if ty == "i1" { 1 } else if size == 8 { u64::MAX } else { (1u64 << (8 * size)) - 1 };
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for i in 0..n {
            let x = bits.next() & mask;
            let (left, right) = match i % 4 {
                0 => (x, bits.next() & mask),
                1 => (x, x),
                2 => (specials[i / 4 % specials.len()] & mask, specials[(i / 4 / specials.len() + i) % specials.len()] & mask),
                _ => (x, x ^ 1),
            };
            a.extend_from_slice(&left.to_le_bytes()[..size]);
            b.extend_from_slice(&right.to_le_bytes()[..size]);
        }
        let (want, got, count) = both_ways(&program, &[a, b]);
        assert_eq!(count, results.len(), "{ty}");
        for (k, (w, g)) in want.iter().zip(&got).enumerate() {
            assert_eq!(w, g, "{ty}: result {k}");
        }
    }
}

/// gather in the forms exports write (an embedding with an implicit index vector, torch-mlir's
/// point lookups with the vector in the middle, a dimension of the slice kept in front), with
/// indices out of range both ways (clamped), of signed, unsigned and 64-bit types.
#[test]
fn gathers_give_the_interpreters_bits() {
    let program = r#"
func.func @main(%w: tensor<10x4xf32>, %i: tensor<2x3xi64>, %t: tensor<3x5xbf16>, %j: tensor<2x2x4xi32>, %u: tensor<6xui32>, %s: tensor<4x3x5xf64>, %k: tensor<2x1xi8>) -> (tensor<2x3x4xf32>, tensor<2x4xbf16>, tensor<6x4xf32>, tensor<2x3x2xf64>, tensor<3x2x5xf64>) {
  %a = "stablehlo.gather"(%w, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<2x3xi64>) -> tensor<2x3x4xf32>
  %b = "stablehlo.gather"(%t, %j) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xbf16>, tensor<2x2x4xi32>) -> tensor<2x4xbf16>
  %c = "stablehlo.gather"(%w, %u) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<6xui32>) -> tensor<6x4xf32>
  %d = "stablehlo.gather"(%s, %k) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 2>}> : (tensor<4x3x5xf64>, tensor<2x1xi8>) -> tensor<2x3x2xf64>
  %e = "stablehlo.gather"(%s, %k) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1, 5>}> : (tensor<4x3x5xf64>, tensor<2x1xi8>) -> tensor<3x2x5xf64>
  return %a, %b, %c, %d, %e : tensor<2x3x4xf32>, tensor<2x4xbf16>, tensor<6x4xf32>, tensor<2x3x2xf64>, tensor<3x2x5xf64>
}
"#;
    let w: Vec<u8> = (0..40).flat_map(|v| (v as f32 * 1.5).to_le_bytes()).collect();
    let i: Vec<u8> = [0i64, 9, 12, -3, 5, i64::MIN].iter().flat_map(|v| v.to_le_bytes()).collect();
    let t: Vec<u8> = (0..15u16).flat_map(|v| (0x4000 + v).to_le_bytes()).collect();
    let j: Vec<u8> = [0i32, 1, 2, 7, -1, 4, 2, 3, 1, 1, 0, 4, 9, -9, 2, 2].iter().flat_map(|v| v.to_le_bytes()).collect();
    let u: Vec<u8> = [0u32, 9, 10, u32::MAX, 3, 1 << 31].iter().flat_map(|v| v.to_le_bytes()).collect();
    let s: Vec<u8> = (0..60).flat_map(|v| (v as f64 - 7.25).to_le_bytes()).collect();
    let k: Vec<u8> = vec![2, 0xFF];
    let (want, got, count) = both_ways(program, &[w, i, t, j, u, s, k]);
    assert_eq!(count, 5);
    for (result, (w, g)) in want.iter().zip(&got).enumerate() {
        assert_eq!(w, g, "result {result}");
    }
}

/// convert between f32, bf16 and f64 both ways: random bit patterns (NaN payloads, subnormals,
/// values that round and overflow), and ties.
#[test]
fn float_converts_give_the_interpreters_bits() {
    let types = [("f32", 4usize), ("bf16", 2), ("f64", 8)];
    let mut bits = Bits(0x510E_527F_ADE6_82D1);
    for (from, from_size) in types {
        for (to, _) in types {
            let n = 20_000;
            let program = format!("func.func @main(%a: tensor<{n}x{from}>) -> tensor<{n}x{to}> {{\n  %r = stablehlo.convert %a : (tensor<{n}x{from}>) -> tensor<{n}x{to}>\n  return %r : tensor<{n}x{to}>\n}}\n");
            let input: Vec<u8> = (0..n)
                .flat_map(|i| {
                    let r = bits.next();
                    // Random patterns; f64 values near f32's and bf16's rounding points and ranges.
                    let word = match (from_size, i % 3) {
                        (8, 1) => f64::from(f32::from_bits(r as u32)).to_bits() ^ (r >> 40 & 0x1FFF_FFFF),
                        (8, 2) => f64::from(f32::from_bits(r as u32 & 0xFFFF_0000)).to_bits() | (1 << 44),
                        (4, 1) => (r as u32 & 0xFFFF_0000 | 0x8000) as u64,
                        _ => r,
                    };
                    word.to_le_bytes()[..from_size].to_vec()
                })
                .collect();
            let (want, got, count) = both_ways(&program, &[input]);
            assert_eq!(count, 1, "{from} -> {to}");
            let size = want[0].len() / n;
            for (i, (w, g)) in want[0].chunks(size).zip(got[0].chunks(size)).enumerate() {
                assert_eq!(w, g, "{from} -> {to}: element {i}");
            }
        }
    }
}

/// Pads of several shapes and element types (edge padding of both signs, interior padding,
/// a cropped operand, rank 0), against the interpreter.
#[test]
fn pads_give_the_interpreters_bits() {
    // (element, bytes, shape, low, high, interior)
    let cases: [(&str, usize, &[usize], &[i64], &[i64], &[i64]); 9] = [
        ("f32", 4, &[4, 50], &[0, 0], &[0, 14], &[0, 0]),
        ("f32", 4, &[2, 3, 5], &[1, -1, 2], &[-1, 2, -3], &[1, 0, 2]),
        ("bf16", 2, &[3, 4, 5], &[-2, 1, 0], &[0, 0, 0], &[2, 0, 0]),
        ("i64", 8, &[6, 7], &[-3, -4], &[-2, 5], &[1, 3]),
        ("i1", 1, &[5, 3], &[1, 0], &[2, -1], &[0, 1]),
        ("ui8", 1, &[2, 2, 2, 8], &[0, 1, 0, -1], &[1, 0, 0, -1], &[0, 0, 1, 0]),
        ("f64", 8, &[], &[], &[], &[]),
        ("i32", 4, &[3, 1, 4], &[0, 2, 0], &[0, 1, 0], &[3, 5, 0]),
        ("f32", 4, &[4], &[-4], &[-2], &[1]),
    ];
    let mut bits = Bits(0x6A09_E667_F3BC_C908);
    for (ty, size, shape, low, high, interior) in cases {
        let to: Vec<usize> = (0..shape.len()).map(|d| (low[d] + high[d] + shape[d] as i64 + (shape[d] as i64 - 1).max(0) * interior[d]) as usize).collect();
        let tensor = |dims: &[usize]| if dims.is_empty() { format!("tensor<{ty}>") } else { format!("tensor<{}x{ty}>", dims.iter().map(usize::to_string).collect::<Vec<_>>().join("x")) };
        let list = |v: &[i64]| if v.is_empty() { "array<i64>".to_string() } else { format!("array<i64: {}>", v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")) };
        let program = format!(
            "func.func @main(%x: {from}, %v: tensor<{ty}>) -> {result} {{\n  %r = \"stablehlo.pad\"(%x, %v) {{edge_padding_low = {}, edge_padding_high = {}, interior_padding = {}}} : ({from}, tensor<{ty}>) -> {result}\n  return %r : {result}\n}}\n",
            list(low),
            list(high),
            list(interior),
            from = tensor(shape),
            result = tensor(&to),
        );
        let count: usize = shape.iter().product();
        let random = |bits: &mut Bits, n: usize| -> Vec<u8> { (0..n * size).map(|_| if ty == "i1" { (bits.next() & 1) as u8 } else { bits.next() as u8 }).collect() };
        let (x, v) = (random(&mut bits, count), random(&mut bits, 1));
        let (want, got, taken) = both_ways(&program, &[x, v]);
        assert_eq!(taken, 1, "{program}");
        assert_eq!(want, got, "{program}");
    }
}

/// Converts from integers of every width and signedness, and i1, to f32, bf16 and f64: values
/// around 2^24, 2^53 and 2^63 (ties and their neighbours), negatives, and random bits.
#[test]
fn integer_converts_give_the_interpreters_bits() {
    let mut bits = Bits(0xBB67_AE85_84CA_A73B);
    let mut wide: Vec<u64> = vec![0, 1, u64::MAX, 1 << 63, (1 << 63) - 1, (1 << 63) + 1];
    for e in [7u32, 8, 9, 15, 16, 23, 24, 25, 31, 32, 52, 53, 54, 62, 63] {
        for k in [1u64, 3] {
            for d in [-3i64, -1, 0, 1, 2, 3] {
                let v = (k << e).wrapping_add(d as u64);
                wide.extend([v, v.wrapping_neg(), v | (1 << e.saturating_sub(9)), v.wrapping_add(1 << e.saturating_sub(8))]);
            }
        }
    }
    for _ in 0..2000 {
        let r = bits.next();
        wide.push(r >> (bits.next() % 64));
        wide.push(r);
    }
    for (ty, size) in [("i64", 8usize), ("ui64", 8), ("i32", 4), ("ui32", 4), ("i16", 2), ("ui16", 2), ("i8", 1), ("ui8", 1), ("i1", 1)] {
        let n = wide.len();
        let input: Vec<u8> = wide.iter().flat_map(|w| if ty == "i1" { vec![(w & 1) as u8] } else { w.to_le_bytes()[..size].to_vec() }).collect();
        for to in ["f32", "bf16", "f64"] {
            let program = format!("func.func @main(%a: tensor<{n}x{ty}>) -> tensor<{n}x{to}> {{\n  %r = stablehlo.convert %a : (tensor<{n}x{ty}>) -> tensor<{n}x{to}>\n  return %r : tensor<{n}x{to}>\n}}\n");
            let (want, got, count) = both_ways(&program, &[input.clone()]);
            assert_eq!(count, 1, "{ty} -> {to}");
            let out_size = want[0].len() / n;
            for (i, (w, g)) in want[0].chunks(out_size).zip(got[0].chunks(out_size)).enumerate() {
                assert_eq!(w, g, "{ty} -> {to}: element {i}, operand {:02x?}", &input[i * size..][..size]);
            }
        }
    }
    // i1 true is 1.0.
    let program = "func.func @main(%a: tensor<2xi1>) -> tensor<2xf32> {\n  %r = stablehlo.convert %a : (tensor<2xi1>) -> tensor<2xf32>\n  return %r : tensor<2xf32>\n}\n";
    let (want, got, _) = both_ways(program, &[vec![1, 0]]);
    assert_eq!(want[0], [1.0f32, 0.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    assert_eq!(want, got);
}

/// floor, ceil and both round_nearest of f32, bf16 and f64 on zeros, infinities, NaNs (quiet
/// and signalling, both signs), subnormals, x.5 values and random values of every exponent.
#[test]
fn integral_roundings_give_the_interpreters_bits() {
    const OPS: [&str; 4] = ["floor", "ceil", "round_nearest_even", "round_nearest_afz"];
    let specials: [f64; 18] = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, 1.0, -1.0, 8388607.5, -8388607.5, 4503599627370495.5, f64::INFINITY, f64::NEG_INFINITY, 3.0e-40];
    let mut bits = Bits(0x3C6E_F372_FE94_F82B);
    for (ty, size) in [("f32", 4usize), ("bf16", 2), ("f64", 8)] {
        let mut input = Vec::new();
        for x in specials {
            input.extend_from_slice(&match size {
                2 => ((x as f32).to_bits() >> 16).to_le_bytes()[..2].to_vec(),
                4 => (x as f32).to_le_bytes().to_vec(),
                _ => x.to_le_bytes().to_vec(),
            });
        }
        // NaNs of both signs, quiet and signalling, with payloads; subnormals of both signs.
        for f32_bits in [0x7FC0_0000u32, 0xFFC0_0001, 0x7F80_0001, 0xFF81_0000, 0x7FA0_0000, 0x0000_0001, 0x8000_0003, 0x807F_FFFF, 0x0001_0000, 0x8001_0000] {
            input.extend(sized(f32_bits, size));
        }
        input.extend_from_slice(&match size {
            8 => [0x7FF0_0000_0000_0001u64, 0xFFF4_0000_0000_0000, 0x0000_0000_0000_0001, 0x8000_0000_0000_0001].iter().flat_map(|b| b.to_le_bytes()).collect::<Vec<u8>>(),
            _ => vec![],
        });
        // Random values with exponents around the significand's width, and random bits.
        let mantissa = [8u64, 24, 53][[2, 4, 8].iter().position(|&s| s == size).unwrap()];
        for i in 0..3000 {
            let r = bits.next();
            let e = (r >> 56) % (mantissa + 4);
            let x = ((r & 0xFFFF_FFFF) as f64 / 4_294_967_296.0 + 1.0) * (2f64).powi(e as i32 - 2) * if r & 1 == 0 { 1.0 } else { -1.0 };
            input.extend_from_slice(&match (size, i % 2) {
                (_, 1) => r.to_le_bytes()[..size].to_vec(),
                (2, _) => ((x as f32).to_bits() >> 16).to_le_bytes()[..2].to_vec(),
                (4, _) => (x as f32).to_le_bytes().to_vec(),
                _ => x.to_le_bytes().to_vec(),
            });
        }
        let n = input.len() / size;
        let body: String = OPS.iter().enumerate().map(|(i, op)| format!("  %r{i} = stablehlo.{op} %a : tensor<{n}x{ty}>\n")).collect();
        let types = vec![format!("tensor<{n}x{ty}>"); OPS.len()].join(", ");
        let results = (0..OPS.len()).map(|i| format!("%r{i}")).collect::<Vec<_>>().join(", ");
        let program = format!("func.func @main(%a: tensor<{n}x{ty}>) -> ({types}) {{\n{body}  return {results} : {types}\n}}\n");
        let (want, got, count) = both_ways(&program, &[input.clone()]);
        assert_eq!(count, OPS.len(), "{ty}");
        for (op, (w, g)) in OPS.iter().zip(want.iter().zip(&got)) {
            for (i, (a, b)) in w.chunks(size).zip(g.chunks(size)).enumerate() {
                assert_eq!(a, b, "{op} of {ty}: element {i}, operand {:02x?}", &input[i * size..][..size]);
            }
        }
    }
}

/// and, or, xor and not of i1 (masks), and not of integers, against the interpreter.
#[test]
fn boolean_ops_give_the_interpreters_bits() {
    let mut bits = Bits(0xA54F_F53A_5F1D_36F1);
    let program = "func.func @main(%a: tensor<4x50xi1>, %b: tensor<4x50xi1>, %c: tensor<4x50xi32>, %d: tensor<200xui8>) -> (tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi32>, tensor<200xui8>) {\n  %r0 = stablehlo.and %a, %b : tensor<4x50xi1>\n  %r1 = stablehlo.or %a, %b : tensor<4x50xi1>\n  %r2 = stablehlo.xor %a, %b : tensor<4x50xi1>\n  %r3 = stablehlo.not %a : tensor<4x50xi1>\n  %r4 = stablehlo.not %c : tensor<4x50xi32>\n  %r5 = stablehlo.not %d : tensor<200xui8>\n  return %r0, %r1, %r2, %r3, %r4, %r5 : tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi1>, tensor<4x50xi32>, tensor<200xui8>\n}\n";
    let a: Vec<u8> = (0..200).map(|_| (bits.next() & 1) as u8).collect();
    let b: Vec<u8> = (0..200).map(|_| (bits.next() & 1) as u8).collect();
    let c: Vec<u8> = (0..800).map(|_| bits.next() as u8).collect();
    let d: Vec<u8> = (0..200).map(|_| bits.next() as u8).collect();
    let (want, got, count) = both_ways(program, &[a, b, c, d]);
    assert_eq!(count, 6);
    assert_eq!(want, got);
}

/// dynamic_slice and dynamic_update_slice with start indices of signed, unsigned, 8- to 64-bit
/// types, in range and out of it both ways (clamped; an unsigned index read sign-extended, as
/// the interpreter reads it), a rank-0 operand and an empty update.
#[test]
fn dynamic_slices_give_the_interpreters_bits() {
    let program = r#"
func.func @main(%x: tensor<4x5x6xbf16>, %i: tensor<i64>, %i2: tensor<i64>, %j: tensor<i32>, %j2: tensor<i32>, %k: tensor<ui8>, %k2: tensor<ui8>, %n: tensor<ui32>, %u: tensor<2x3x2xbf16>, %s: tensor<f64>, %e: tensor<0x2xf32>, %f: tensor<3x2xf32>) -> (tensor<2x3x4xbf16>, tensor<4x5x6xbf16>, tensor<f64>, tensor<3x2xf32>, tensor<1x1x6xbf16>, tensor<4x5x6xbf16>) {
  %a = stablehlo.dynamic_slice %x, %i, %i2, %i, sizes = [2, 3, 4] : (tensor<4x5x6xbf16>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<2x3x4xbf16>
  %b = stablehlo.dynamic_update_slice %x, %u, %j, %j2, %j : (tensor<4x5x6xbf16>, tensor<2x3x2xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x5x6xbf16>
  %c = stablehlo.dynamic_update_slice %s, %s : (tensor<f64>, tensor<f64>) -> tensor<f64>
  %d = stablehlo.dynamic_update_slice %f, %e, %n, %n : (tensor<3x2xf32>, tensor<0x2xf32>, tensor<ui32>, tensor<ui32>) -> tensor<3x2xf32>
  %g = stablehlo.dynamic_slice %x, %k, %k2, %k, sizes = [1, 1, 6] : (tensor<4x5x6xbf16>, tensor<ui8>, tensor<ui8>, tensor<ui8>) -> tensor<1x1x6xbf16>
  %h = stablehlo.dynamic_update_slice %x, %u, %n, %n, %n : (tensor<4x5x6xbf16>, tensor<2x3x2xbf16>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<4x5x6xbf16>
  return %a, %b, %c, %d, %g, %h : tensor<2x3x4xbf16>, tensor<4x5x6xbf16>, tensor<f64>, tensor<3x2xf32>, tensor<1x1x6xbf16>, tensor<4x5x6xbf16>
}
"#;
    let x: Vec<u8> = (0..120u16).flat_map(|v| (0x3f80 + v).to_le_bytes()).collect();
    let u: Vec<u8> = (0..12u16).flat_map(|v| (0xc000 + v).to_le_bytes()).collect();
    let s = 2.5f64.to_le_bytes().to_vec();
    let f: Vec<u8> = (0..6).flat_map(|v| (v as f32).to_le_bytes()).collect();
    let cases = [(1i64, 2i64, 2i32, 1i32, 1u8, 3u8, 1u32), (-5, 9, 9, -2, 200, 4, 1 << 31), (3, 0, -1, 3, 255, 127, 7), (i64::MIN, i64::MAX, i32::MAX, i32::MIN, 0, 128, u32::MAX)];
    for (i, i2, j, j2, k, k2, n) in cases {
        let args = [x.clone(), i.to_le_bytes().to_vec(), i2.to_le_bytes().to_vec(), j.to_le_bytes().to_vec(), j2.to_le_bytes().to_vec(), vec![k], vec![k2], n.to_le_bytes().to_vec(), u.clone(), s.clone(), vec![], f.clone()];
        let (want, got, count) = both_ways(program, &args);
        assert_eq!(count, 6);
        for (result, (w, g)) in want.iter().zip(&got).enumerate() {
            assert_eq!(w, g, "result {result} at ({i}, {i2}, {j}, {j2}, {k}, {k2}, {n})");
        }
    }
}

/// The ops of a `while`'s condition and body are taken too (the interpreter hands them over,
/// nested loops included): a bf16 scan of `tanh(h @ w_i)` over stacked weights, each step's
/// state written into a stack of them, its steps counted in an inner loop.
#[test]
fn ops_in_while_regions_give_the_interpreters_bits() {
    let program = r#"
func.func @main(%h: tensor<4x8xbf16>, %w: tensor<3x8x8xbf16>) -> (tensor<4x8xbf16>, tensor<3x4x8xbf16>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %stack = stablehlo.constant dense<0.0> : tensor<3x4x8xbf16>
  %r:3 = stablehlo.while(%i = %zero, %x = %h, %ys = %stack) : tensor<i32>, tensor<4x8xbf16>, tensor<3x4x8xbf16>
  cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %more = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %slab = stablehlo.dynamic_slice %w, %i, %zero, %zero, sizes = [1, 8, 8] : (tensor<3x8x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xbf16>
    %wi = stablehlo.reshape %slab : (tensor<1x8x8xbf16>) -> tensor<8x8xbf16>
    %p = stablehlo.dot_general %x, %wi, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x8xbf16>) -> tensor<4x8xbf16>
    %t = stablehlo.tanh %p : tensor<4x8xbf16>
    %inner:2 = stablehlo.while(%j = %zero, %acc = %t) : tensor<i32>, tensor<4x8xbf16>
    cond {
      %two = stablehlo.constant dense<2> : tensor<i32>
      %m = stablehlo.compare LT, %j, %two, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %m : tensor<i1>
    } do {
      %q = stablehlo.add %acc, %t : tensor<4x8xbf16>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %jn = stablehlo.add %j, %one : tensor<i32>
      stablehlo.return %jn, %q : tensor<i32>, tensor<4x8xbf16>
    }
    %y = stablehlo.reshape %inner#1 : (tensor<4x8xbf16>) -> tensor<1x4x8xbf16>
    %ysn = stablehlo.dynamic_update_slice %ys, %y, %i, %zero, %zero : (tensor<3x4x8xbf16>, tensor<1x4x8xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x4x8xbf16>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %in = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %in, %inner#1, %ysn : tensor<i32>, tensor<4x8xbf16>, tensor<3x4x8xbf16>
  }
  return %r#1, %r#2 : tensor<4x8xbf16>, tensor<3x4x8xbf16>
}
"#;
    let mut bits = Bits(0x5eed_1234);
    let (h, w) = (values(&mut bits, 32, 2, 0), values(&mut bits, 192, 2, 7));
    let (want, got, count) = both_ways(program, &[h, w]);
    // The outer body's slice, reshapes, dot, tanh, update, i32 add and constant; the inner
    // body's two adds and constant (the conditions' compares are i32: taken as well).
    assert!(count >= 11, "{count} ops taken");
    assert_eq!(want, got);
}
