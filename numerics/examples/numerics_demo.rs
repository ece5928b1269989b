//! A tour of lpf-numerics' policies on the cases where peers disagree (formats.md §2), for
//! scripts/demo.d/30-numerics.sh. Usage: numerics_demo [--help]

use lpf_numerics::kernels::{self, Accumulator, Tensor};
use lpf_numerics::scale::ScaleRounding;
use lpf_numerics::{convert, decode, encode, encode_decimal, Format, Overflow, Rounding};
use std::process::ExitCode;

fn main() -> ExitCode {
    const USAGE: &str = "usage: numerics_demo   (prints how lpf rounds the corner cases of formats.md §2)";
    match std::env::args().nth(1).as_deref() {
        None => {}
        Some("--help" | "-h") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some(other) => {
            eprintln!("numerics_demo: unexpected argument '{other}'\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    let rne = Rounding::ToNearestEven;
    let e4 = Format::F8E4M3FN;
    println!("f8E4M3FN 500.0: saturate -> {:#04x} ({}), nan_or_inf -> {:#04x} (NaN; ml_dtypes/XLA)",
        encode(e4, 500.0, rne, Overflow::Saturate), decode(e4, encode(e4, 500.0, rne, Overflow::Saturate)),
        encode(e4, 500.0, rne, Overflow::NanOrInf));
    println!("f8E4M3FN 464.0 (the tie): {:#04x} = {}", encode(e4, 464.0, rne, Overflow::NanOrInf), decode(e4, encode(e4, 464.0, rne, Overflow::NanOrInf)));
    println!("f8E4M3FN 1.0625 + 2^-40 rounded once: {:#04x} (through f32 it would be 0x38)", encode(e4, 1.0625 + 2f64.powi(-40), rne, Overflow::NanOrInf));
    match encode_decimal(Format::F16, "1.00048828125000000000000000001", rne, Overflow::NanOrInf) {
        Ok(c) => println!("f16 \"1.00048828125000000000000000001\" (just above a tie): {c:#06x}"),
        Err(e) => {
            eprintln!("numerics_demo: {e}");
            return ExitCode::FAILURE;
        }
    }
    let c = convert(Format::F8E5M2, e4, 0x5B, rne, Overflow::Saturate);
    println!("f8E5M2 0x5B ({}) -> f8E4M3FN by value, not by bits: {c:#04x} ({})", decode(Format::F8E5M2, 0x5B), decode(e4, c));
    println!("f8E8M0FNU 3.0 (ties up): {:#04x} = {}", encode(Format::F8E8M0FNU, 3.0, rne, Overflow::NanOrInf), decode(Format::F8E8M0FNU, encode(Format::F8E8M0FNU, 3.0, rne, Overflow::NanOrInf)));
    println!("f4E2M1FN NaN -> {:#03x} (+0, documented)", encode(Format::F4E2M1FN, f64::NAN, rne, Overflow::Saturate));
    match Format::parse("fp8e4m3") {
        Err(e) => println!("parse \"fp8e4m3\": {e}"),
        Ok(f) => println!("parse \"fp8e4m3\" unexpectedly gave {f}"),
    }
    let x = Tensor::from_f64(Format::F32, vec![1, 8], &[0.1, -0.2, 0.3, 1900.0, 1.0, 2.0, 3.0, 4.0]);
    let q = x.and_then(|x| kernels::quantize_mx(&x, e4, 4, ScaleRounding::Floor));
    match q.and_then(|q| kernels::dequantize_block(&q, Format::F32).map(|d| (q, d))) {
        Ok((q, d)) => println!("MX (E4M3FN, block 4, floor): scales {:?} -> {:?}", q.scales.to_f64(), d.to_f64()),
        Err(e) => {
            eprintln!("numerics_demo: {e}");
            return ExitCode::FAILURE;
        }
    }
    let a = Tensor::from_f64(Format::BF16, vec![1, 3], &[1.0, 1e-8, -1.0]);
    let b = Tensor::from_f64(Format::BF16, vec![3, 1], &[1.0, 1.0, 1.0]);
    match a.and_then(|a| b.and_then(|b| kernels::dot(&a, &b, Accumulator::F32))) {
        Ok(d) => println!("ordered bf16 dot [1, 1e-8, -1].[1, 1, 1] in f32: {:?} (1 + 1e-8 rounds to 1 first)", d.to_f64()),
        Err(e) => {
            eprintln!("numerics_demo: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
