//! Times lpf's matrix-unit model (numerics/src/matrix_units) on one Hopper fp8 wgmma chain,
//! M x N x K (the shape: 64 x 128 x 4096 for its 64x256x4096 operands), and
//! lpf's own ordered f32 dot on the same operands; writes the operands for the peer (mmasim) and
//! prints seconds. Run by bench/matrix_units.sh, which times mmasim on the same files.
//! Usage: matrix_units_bench M N K OUT_DIR

use lpf_numerics::kernels::{dot, Accumulator, Tensor};
use lpf_numerics::matrix_units::hardware_dot;
use lpf_numerics::Format;
use std::time::Instant;

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).take(3).map(|a| a.parse().expect("M N K")).collect();
    let out = std::env::args().nth(4).expect("OUT_DIR");
    let (m, n, k) = (args[0], args[1], args[2]);
    // Deterministic finite e4m3 codes (0x7F/0xFF are NaN: skipped), an xorshift stream.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let c = state & 0xFF;
        if c & 0x7F == 0x7F { 0x38 } else { c }
    };
    let a: Vec<u64> = (0..m * k).map(|_| next()).collect();
    let b: Vec<u64> = (0..k * n).map(|_| next()).collect();
    std::fs::write(format!("{out}/a.u8"), a.iter().map(|c| *c as u8).collect::<Vec<_>>()).unwrap();
    std::fs::write(format!("{out}/b.u8"), b.iter().map(|c| *c as u8).collect::<Vec<_>>()).unwrap();
    let lhs = Tensor::new(Format::F8E4M3FN, vec![m, k], a).unwrap();
    let rhs = Tensor::new(Format::F8E4M3FN, vec![k, n], b).unwrap();
    let t = Instant::now();
    let hw = hardware_dot("nvidia.hopper.wgmma", &lhs, &rhs, Format::F32).unwrap();
    let hw_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let _ = dot(&lhs, &rhs, Accumulator::F32).unwrap();
    let ordered_s = t.elapsed().as_secs_f64();
    let bytes: Vec<u8> = hw.codes.iter().flat_map(|c| (*c as u32).to_le_bytes()).collect();
    std::fs::write(format!("{out}/lpf.u32"), bytes).unwrap();
    println!("lpf model (ref)     {m}x{n}x{k}: {hw_s:.3} s");
    println!("lpf ordered f32 dot {m}x{n}x{k}: {ordered_s:.3} s");
    println!("model / ordered dot speed: {:.2}", ordered_s / hw_s);
}
