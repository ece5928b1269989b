//! The block-scaled dot against XLA on the CPU (jax from the project venv): MX against the explicit
//! StableHLO decomposition and jax.lax.scaled_dot, NVFP4 (with per-tensor scales) against the
//! decomposition. XLA sums in its own order, so each element is compared
//! against the SFEP-0054 §8 bound for two f32 summation orders of K exact products,
//! |ours - xla| <= 2 * gamma_K * sum_k |a_k b_k| with gamma_K = K u / (1 - K u), u = 2^-24,
//! plus equal NaN/inf classification; and bit for bit when every partial sum is exact (so the
//! order cannot matter).

mod common;

use common::{run_python, Rng, TempDir};
use lpf_numerics::kernels::{self, Accumulator, BlockScaled, Tensor};
use lpf_numerics::{decode, Code, Format};

fn random_codes(fmt: Format, n: usize, rng: &mut Rng) -> Vec<Code> {
    (0..n)
        .map(|_| loop {
            let c = rng.below(256);
            if decode(fmt, c).is_finite() {
                break c;
            }
        })
        .collect()
}

fn write_u8(path: &std::path::Path, codes: &[Code]) {
    std::fs::write(path, codes.iter().map(|c| *c as u8).collect::<Vec<u8>>()).expect("write codes");
}

fn read_f32(path: &std::path::Path) -> Vec<f32> {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

const SHAPE: (usize, usize, usize, usize, usize) = (2, 5, 6, 256, 32);

#[test]
fn scaled_dot_matches_xla_within_the_sfep_bound() {
    let (b, m, n, k, block) = SHAPE;
    let mut rng = Rng(0x71A_0000_0005);
    let lhs = random_codes(Format::F8E4M3FN, b * m * k, &mut rng);
    let rhs = random_codes(Format::F8E5M2, b * n * k, &mut rng);
    // Scales 2^-4 .. 2^3 (E8M0 codes 123 ..= 130).
    let ls: Vec<Code> = (0..b * m * k / block).map(|_| 123 + rng.below(8)).collect();
    let rs: Vec<Code> = (0..b * n * k / block).map(|_| 123 + rng.below(8)).collect();
    compare_with_xla(&MX, &lhs, &rhs, &ls, &rs, false);
}

#[test]
fn scaled_dot_equals_xla_exactly_when_order_cannot_matter() {
    // Small integers times scales 1..4: every partial sum is an integer below 2^24, exact in f32 in
    // any order, so XLA's order must give our bits exactly.
    let (b, m, n, k, block) = SHAPE;
    let mut rng = Rng(0x71A_0000_0006);
    let small = |fmt: Format, rng: &mut Rng| -> Code {
        let v = rng.below(9) as f64 - 4.0;
        lpf_numerics::encode(fmt, v, lpf_numerics::Rounding::ToNearestEven, lpf_numerics::Overflow::NanOrInf)
    };
    let lhs: Vec<Code> = (0..b * m * k).map(|_| small(Format::F8E4M3FN, &mut rng)).collect();
    let rhs: Vec<Code> = (0..b * n * k).map(|_| small(Format::F8E5M2, &mut rng)).collect();
    let ls: Vec<Code> = (0..b * m * k / block).map(|_| 127 + rng.below(3)).collect();
    let rs: Vec<Code> = (0..b * n * k / block).map(|_| 127 + rng.below(3)).collect();
    compare_with_xla(&MX, &lhs, &rhs, &ls, &rs, true);
}

#[test]
fn nvfp4_scaled_dot_matches_the_xla_decomposition() {
    // f4E2M1FN elements, blocks of 16, E4M3 block scales, per-tensor scales 0.75 and 1.25.
    let (b, m, n, k, _) = SHAPE;
    let block = NVFP4.block;
    let mut rng = Rng(0x71A_0000_0008);
    let lhs: Vec<Code> = (0..b * m * k).map(|_| rng.below(16)).collect();
    let rhs: Vec<Code> = (0..b * n * k).map(|_| rng.below(16)).collect();
    // Positive finite E4M3 scales 2^-3 .. 2^3 (codes 0x20 ..= 0x50).
    let ls: Vec<Code> = (0..b * m * k / block).map(|_| 0x20 + rng.below(0x31)).collect();
    let rs: Vec<Code> = (0..b * n * k / block).map(|_| 0x20 + rng.below(0x31)).collect();
    compare_with_xla(&NVFP4, &lhs, &rhs, &ls, &rs, false);
}

/// One block-scaled flavour: element formats, scale format, block, per-tensor scales.
struct Kind {
    name: &'static str,
    lhs: Format,
    rhs: Format,
    scale: Format,
    block: usize,
    tensor_scales: Option<(f32, f32)>,
}

const MX: Kind = Kind { name: "mx", lhs: Format::F8E4M3FN, rhs: Format::F8E5M2, scale: Format::F8E8M0FNU, block: 32, tensor_scales: None };
const NVFP4: Kind = Kind {
    name: "nvfp4",
    lhs: Format::F4E2M1FN,
    rhs: Format::F4E2M1FN,
    scale: Format::F8E4M3FN,
    block: 16,
    tensor_scales: Some((0.75, 1.25)),
};

fn compare_with_xla(kind: &Kind, lhs: &[Code], rhs: &[Code], ls: &[Code], rs: &[Code], exact_required: bool) {
    let (b, m, n, k, _) = SHAPE;
    let block = kind.block;
    let (gl, gr) = kind.tensor_scales.unwrap_or((1.0, 1.0));
    let dir = TempDir::new("xla");
    std::fs::write(dir.0.join("meta.txt"), format!("{b} {m} {n} {k} {block} {} {gl} {gr}", kind.name)).expect("meta");
    write_u8(&dir.0.join("lhs.u8"), lhs);
    write_u8(&dir.0.join("rhs.u8"), rhs);
    write_u8(&dir.0.join("lhs_scale.u8"), ls);
    write_u8(&dir.0.join("rhs_scale.u8"), rs);
    run_python("jax_scaled_dot.py", &[dir.0.to_str().expect("utf-8 path")]);

    let t = |fmt, shape: Vec<usize>, codes: &[Code]| Tensor::new(fmt, shape, codes.to_vec()).expect("tensor");
    let ql = BlockScaled {
        elems: t(kind.lhs, vec![b, m, k], lhs),
        scales: t(kind.scale, vec![b, m, k / block], ls),
        block,
        tensor_scale: kind.tensor_scales.map(|s| s.0),
    };
    let qr = BlockScaled {
        elems: t(kind.rhs, vec![b, n, k], rhs),
        scales: t(kind.scale, vec![b, n, k / block], rs),
        block,
        tensor_scale: kind.tensor_scales.map(|s| s.1),
    };
    let ours = kernels::scaled_dot(&ql, &qr, Accumulator::F32).expect("scaled dot");
    let ours: Vec<f32> = ours.codes.iter().map(|c| f32::from_bits(*c as u32)).collect();
    let u = 2f64.powi(-24);
    let gamma = k as f64 * u / (1.0 - k as f64 * u);
    let files: &[&str] = if kind.name == "mx" { &["decomposition.f32", "scaled_dot.f32"] } else { &["decomposition.f32"] };
    for &file in files {
        let xla = read_f32(&dir.0.join(file));
        assert_eq!(xla.len(), ours.len(), "{file}");
        let mut exact = 0;
        for bi in 0..b {
            for i in 0..m {
                for j in 0..n {
                    let o = (bi * m + i) * n + j;
                    let abs_sum: f64 = (0..k)
                        .map(|kk| {
                            let a = decode(kind.lhs, lhs[(bi * m + i) * k + kk]) * decode(kind.scale, ls[((bi * m + i) * k + kk) / block]) * gl as f64;
                            let c = decode(kind.rhs, rhs[(bi * n + j) * k + kk]) * decode(kind.scale, rs[((bi * n + j) * k + kk) / block]) * gr as f64;
                            (a * c).abs()
                        })
                        .sum();
                    let (x, y) = (ours[o] as f64, xla[o] as f64);
                    assert_eq!((x.is_nan(), x.is_infinite()), (y.is_nan(), y.is_infinite()), "{file} [{bi},{i},{j}]");
                    let bound = 2.0 * gamma * abs_sum;
                    assert!((x - y).abs() <= bound, "{file} [{bi},{i},{j}]: lpf {x:e}, XLA {y:e}, bound {bound:e}");
                    exact += (ours[o].to_bits() == xla[o].to_bits()) as usize;
                }
            }
        }
        eprintln!("{} {file}: {} of {} elements within the bound, {exact} bit-identical", kind.name, ours.len(), ours.len());
        if exact_required {
            assert_eq!(exact, ours.len(), "{file}: order-independent sums must be bit-identical");
        }
    }
}
