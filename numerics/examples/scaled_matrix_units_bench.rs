//! Times lpf's block-scaled matrix-unit model (numerics/src/matrix_units, ST-FDPA) on one
//! Blackwell `tcgen05.mma kind::mxf8f6f4` chain (e4m3 x e4m3, ue8m0 scales per 32), M x N x K,
//! and lpf's ordered f32 scaled_dot on the same operands; writes the operands and the model's
//! bits for the peer (mmasim) and prints seconds. Run by bench/scaled_matrix_units.sh.
//! Usage: scaled_matrix_units_bench M N K OUT_DIR

use lpf_numerics::kernels::{scaled_dot, Accumulator, BlockScaled, Tensor};
use lpf_numerics::matrix_units::hardware_scaled_dot;
use lpf_numerics::Format;
use std::time::Instant;

const BLOCK: usize = 32;

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).take(3).map(|a| a.parse().expect("M N K")).collect();
    let out = std::env::args().nth(4).expect("OUT_DIR");
    let (m, n, k) = (args[0], args[1], args[2]);
    // Deterministic codes from an xorshift stream: finite e4m3 elements (0x7F/0xFF are NaN:
    // replaced by 1.0), ue8m0 scales 2^-8..2^7.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut elem = || match next() & 0xFF {
        c if c & 0x7F == 0x7F => 0x38,
        c => c,
    };
    let a: Vec<u64> = (0..m * k).map(|_| elem()).collect();
    let b: Vec<u64> = (0..k * n).map(|_| elem()).collect(); // [K, N]
    let sa: Vec<u64> = (0..m * k / BLOCK).map(|_| 119 + next() % 16).collect(); // [M, K/32]
    let sb: Vec<u64> = (0..k / BLOCK * n).map(|_| 119 + next() % 16).collect(); // [K/32, N]
    let bytes = |v: &[u64]| v.iter().map(|c| *c as u8).collect::<Vec<_>>();
    for (name, v) in [("a", &a), ("b", &b), ("sa", &sa), ("sb", &sb)] {
        std::fs::write(format!("{out}/{name}.u8"), bytes(v)).unwrap();
    }
    // The kernels take rhs blocked along its last dimension: [N, K] and [N, K/32].
    let bt: Vec<u64> = (0..n * k).map(|i| b[(i % k) * n + i / k]).collect();
    let kb = k / BLOCK;
    let sbt: Vec<u64> = (0..n * kb).map(|i| sb[(i % kb) * n + i / kb]).collect();
    let blocked = |elems: Vec<u64>, scales: Vec<u64>, rows: usize| BlockScaled {
        elems: Tensor::new(Format::F8E4M3FN, vec![rows, k], elems).unwrap(),
        scales: Tensor::new(Format::F8E8M0FNU, vec![rows, kb], scales).unwrap(),
        block: BLOCK,
        tensor_scale: None,
    };
    let (lhs, rhs) = (blocked(a, sa, m), blocked(bt, sbt, n));
    let t = Instant::now();
    let hw = hardware_scaled_dot("nvidia.blackwell.tcgen05", &lhs, &rhs, Format::F32).unwrap();
    let hw_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let _ = scaled_dot(&lhs, &rhs, Accumulator::F32).unwrap();
    let ordered_s = t.elapsed().as_secs_f64();
    let bits: Vec<u8> = hw.codes.iter().flat_map(|c| (*c as u32).to_le_bytes()).collect();
    std::fs::write(format!("{out}/lpf.u32"), bits).unwrap();
    println!("lpf model (ref)            {m}x{n}x{k}: {hw_s:.3} s");
    println!("lpf ordered scaled_dot (ref) {m}x{n}x{k}: {ordered_s:.3} s");
}
