//! Benchmark driver for bench/numerics.sh: encode f32 -> {f8E4M3FN, f8E5M2, bf16, f4E2M1FN} and
//! decode back, N elements, single thread, this crate's bulk paths vs ml_dtypes' `astype` on the
//! same data (run by the reference Python in the same process tree). Prints elements/s and the
//! ratio, and checks the outputs are bit-identical (a mismatch exits non-zero).
//!
//! Usage: numerics_bench [N] (default 16777216); env LPF_PYTHON names the venv's python.

use lpf_numerics::bulk::{F32Decoder, F32Encoder};
use lpf_numerics::{Format, Overflow, Rounding};
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::Instant;

const FORMATS: [Format; 4] = [Format::F8E4M3FN, Format::F8E5M2, Format::BF16, Format::F4E2M1FN];

const USAGE: &str = "usage: numerics_bench [N]   (N elements, default 16777216; env LPF_PYTHON = reference python)";

/// Best-of-3 wall time of `f`, in seconds.
fn best_of_3(mut f: impl FnMut()) -> f64 {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let n: usize = match (args.len(), args.first().map(|s| s.parse())) {
        (0, _) => 1 << 24,
        (1, Some(Ok(n))) if n > 0 => n,
        _ => {
            eprintln!("numerics_bench: expected one positive element count, got {args:?}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let python = std::env::var_os("LPF_PYTHON").map(PathBuf::from).unwrap_or_else(|| root.join(".venv/bin/python"));
    if !python.exists() {
        eprintln!("numerics_bench: reference python not found at {} (set LPF_PYTHON or run scripts/setup.sh)", python.display());
        return ExitCode::FAILURE;
    }
    // Data: sign * (1 + frac) * 2^e with e in [-14, 12] (the narrow formats' working range, with
    // some subnormal and overflow traffic), fixed seed.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let data: Vec<f32> = (0..n)
        .map(|_| {
            let r = next();
            let e = (r % 27) as i32 - 14;
            let m = 1.0 + ((r >> 8) as u32 >> 9) as f32 / (1u32 << 23) as f32;
            if r >> 63 == 1 { -m * 2f32.powi(e) } else { m * 2f32.powi(e) }
        })
        .collect();
    let dir = std::env::temp_dir().join(format!("lpf-numerics-bench-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("numerics_bench: cannot create {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    let data_path = dir.join("data.f32");
    let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
    if let Err(e) = std::fs::write(&data_path, bytes) {
        eprintln!("numerics_bench: cannot write {}: {e}", data_path.display());
        return ExitCode::FAILURE;
    }
    let script = root.join("bench/numerics_ml_dtypes.py");
    let out = Command::new(&python).arg(&script).arg(&data_path).arg(&dir).output();
    let out = match out {
        Ok(o) if o.status.success() => o,
        Ok(o) => {
            eprintln!("numerics_bench: {} failed:\n{}", script.display(), String::from_utf8_lossy(&o.stderr));
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("numerics_bench: cannot run {}: {e}", python.display());
            return ExitCode::FAILURE;
        }
    };
    // Lines "name encode_s decode_s".
    let timings: Vec<(String, f64, f64)> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            Some((w.first()?.to_string(), w.get(1)?.parse().ok()?, w.get(2)?.parse().ok()?))
        })
        .collect();
    let mut ok = true;
    println!("{n} elements, single thread, best of 3; elements/s (ratio = lpf / ml_dtypes)");
    println!("{:<10} {:>14} {:>14} {:>7}   {:>14} {:>14} {:>7}", "format", "encode lpf", "ml_dtypes", "ratio", "decode lpf", "ml_dtypes", "ratio");
    for fmt in FORMATS {
        let name = fmt.ml_dtypes_name().unwrap_or("?");
        let Some((_, py_enc, py_dec)) = timings.iter().find(|t| t.0 == name) else {
            eprintln!("numerics_bench: no ml_dtypes timing for {name}");
            return ExitCode::FAILURE;
        };
        let enc = F32Encoder::new(fmt, Rounding::ToNearestEven, Overflow::NanOrInf);
        let wide = fmt.storage_bits() > 8;
        let (mut c8, mut c16) = (vec![0u8; if wide { 0 } else { n }], vec![0u16; if wide { n } else { 0 }]);
        let t_enc = best_of_3(|| {
            let r = if wide { enc.encode(&data, &mut c16) } else { enc.encode(&data, &mut c8) };
            r.expect("lengths match");
        });
        let dec = F32Decoder::new(fmt).expect("table-decodable");
        let mut back = vec![0f32; n];
        let t_dec = best_of_3(|| {
            let r = if wide { dec.decode(&c16, &mut back) } else { dec.decode(&c8, &mut back) };
            r.expect("lengths match");
        });
        // Bit-identical to ml_dtypes: codes, and decoded values (NaN canonicalised).
        let theirs = std::fs::read(dir.join(format!("enc_{name}.bin"))).unwrap_or_default();
        let ours: Vec<u8> = if wide { c16.iter().flat_map(|c| c.to_le_bytes()).collect() } else { c8.clone() };
        let theirs_dec = std::fs::read(dir.join(format!("dec_{name}.bin"))).unwrap_or_default();
        let ours_dec: Vec<u8> = back.iter().flat_map(|x| x.to_le_bytes()).collect();
        let same_codes = ours == theirs;
        let same_values = ours_dec.len() == theirs_dec.len()
            && ours_dec.chunks_exact(4).zip(theirs_dec.chunks_exact(4)).all(|(a, b)| {
                let (x, y) = (f32::from_le_bytes([a[0], a[1], a[2], a[3]]), f32::from_le_bytes([b[0], b[1], b[2], b[3]]));
                x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
            });
        if !(same_codes && same_values) {
            eprintln!("numerics_bench: {name}: outputs differ from ml_dtypes (codes equal: {same_codes}, decoded equal: {same_values})");
            ok = false;
        }
        let rate = |t: f64| n as f64 / t;
        println!(
            "{:<10} {:>14.3e} {:>14.3e} {:>6.2}x   {:>14.3e} {:>14.3e} {:>6.2}x",
            fmt.mlir_name(),
            rate(t_enc),
            rate(*py_enc),
            py_enc / t_enc,
            rate(t_dec),
            rate(*py_dec),
            py_dec / t_dec
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    if ok {
        println!("outputs bit-identical to ml_dtypes");
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
