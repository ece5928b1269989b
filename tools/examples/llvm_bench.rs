//! Throughput of the LLVM exit's conversions (bench/llvm.sh runs it): each kernel is lowered with
//! --lower-to-llvm, JIT-compiled at -O3 and called through its C interface on 16M elements, on
//! OMP_NUM_THREADS of libomp's threads (bench/llvm.sh sets it; runs this large are threaded), best
//! of at least 5 calls and 0.5 s of calls. Peers on the same data in the same run: ml_dtypes `astype` (through
//! bench/numerics_ml_dtypes.py in the project venv), the numerics crate's bulk path, and a plain
//! copy of the f32 array (the memory ceiling). Every output is compared with the numerics crate
//! and, where ml_dtypes has the same overflow rule, with ml_dtypes.

use lpf_numerics::bulk::{F32Decoder, F32Encoder};
use lpf_numerics::{Format, Overflow, Rounding};
use melior::pass::PassManager;
use melior::utility::{parse_pass_pipeline, register_all_llvm_translations};
use melior::ir::Module;
use melior::{Context, ExecutionEngine};
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

const N: usize = 1 << 24;

fn descriptor<T>(data: &mut [T]) -> [i64; 5] {
    let p = data.as_mut_ptr() as i64;
    [p, p, 0, data.len() as i64, 1]
}

/// The lowered module (kept alive beside its engine) and the JIT of it, for this host.
fn engine<'c>(context: &'c Context, text: &str) -> (Module<'c>, ExecutionEngine) {
    let mut module = lpf_dialect::source::parse_source(context, text, "bench.mlir").expect("kernel parses");
    // Lowered for this host's vector unit, as lpf-run lowers it.
    lpf_tools::run::llvm::host_target().set_on(module.as_operation());
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(lower-to-llvm)").expect("pipeline");
    manager.run(&mut module).expect("lower-to-llvm");
    register_all_llvm_translations(context);
    // Large element-wise runs go on libomp's threads, which the JIT loads.
    let engine = lpf_tools::run::llvm::execution_engine(&module).expect("libomp for the threaded loops");
    (module, engine)
}

/// Seconds of calls each side's best is taken over, at least: best of 5 calls of a 10 ms kernel
/// left lpf's encode 15-25% below its best of 40 (docs/llvm.md, "Session 12").
const MIN_SECONDS: f64 = 0.5;

/// Best wall-clock seconds of `f` over at least `reps` calls and [`MIN_SECONDS`] of calls.
fn best(reps: usize, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut best = f64::INFINITY;
    let mut calls = 0;
    while calls < reps || start.elapsed().as_secs_f64() < MIN_SECONDS {
        let t = Instant::now();
        f();
        best = best.min(t.elapsed().as_secs_f64());
        calls += 1;
    }
    best
}

fn call(engine: &ExecutionEngine, input: &mut [i64; 5], output: &mut [i64; 5]) {
    let (mut a, mut b) = (input.as_mut_ptr(), output.as_mut_ptr());
    let mut args = [&mut a as *mut *mut i64 as *mut (), &mut b as *mut *mut i64 as *mut ()];
    // SAFETY: descriptors of live buffers of the kernel's shape and storage.
    unsafe { engine.invoke_packed("k", &mut args) }.expect("kernel call");
}

fn main() {
    let context = lpf_tools::context::tool_context(false);
    let mut state = 0x1234_5678_9abc_def0u64;
    let xs: Vec<f32> = (0..N)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Normal-ish values over the FP8 range, with some specials.
            f32::from_bits(((state >> 40) as u32 & 0x807F_FFFF) | (((state >> 20) as u32 % 40 + 100) << 23))
        })
        .collect();
    let mut bits: Vec<u32> = xs.iter().map(|x| x.to_bits()).collect();
    let ml = ml_dtypes(&xs);
    let mut copy = vec![0u32; N];
    let copy_s = best(5, || {
        copy.copy_from_slice(std::hint::black_box(&bits));
        std::hint::black_box(&mut copy);
    });
    let threads = std::env::var("OMP_NUM_THREADS").unwrap_or_else(|_| "libomp's default".into());
    println!("copy f32 ({N} elements, one thread): {:.3} Gelem/s; llvm kernels on {threads} thread(s), peers on one", N as f64 / copy_s / 1e9);
    println!("Gelem/s; ratios = llvm speed / peer speed; 'of copy' = fraction of the f32 copy's speed");
    println!("{:<34} {:>8} {:>9} {:>9} {:>10} {:>10} {:>8}  check", "kernel", "llvm", "numerics", "ml_dtypes", "x numerics", "x ml_dtypes", "of copy");
    let cases: [(Format, Option<Overflow>); 5] = [
        (Format::F8E4M3FN, Some(Overflow::Saturate)),
        (Format::F8E4M3FN, Some(Overflow::NanOrInf)),
        (Format::F8E5M2, None),
        (Format::F4E2M1FN, None),
        (Format::BF16, None),
    ];
    // An optional argument keeps only the formats whose name contains it (`bench/llvm.sh bf16`).
    let only = std::env::args().nth(1).unwrap_or_default();
    for (format, overflow) in cases {
        let name = format.mlir_name();
        if !name.contains(&only) {
            continue;
        }
        let ovf_text = overflow.map(|o| format!(" overflow({})", o.name())).unwrap_or_default();
        let ovf = overflow.unwrap_or(format.default_overflow());
        let (_encode_module, encode) = engine(
            &context,
            &format!("func.func @k(%x: tensor<{N}xf32>) -> tensor<{N}x{name}> {{\n %y = lpf.convert %x{ovf_text} : tensor<{N}xf32> to tensor<{N}x{name}>\n return %y : tensor<{N}x{name}>\n}}"),
        );
        let (_decode_module, decode) = engine(
            &context,
            &format!("func.func @k(%x: tensor<{N}x{name}>) -> tensor<{N}xf32> {{\n %y = lpf.convert %x : tensor<{N}x{name}> to tensor<{N}xf32>\n return %y : tensor<{N}xf32>\n}}"),
        );
        let reference = F32Encoder::new(format, Rounding::ToNearestEven, ovf);
        let decoder = F32Decoder::new(format).expect("decoder");
        let wide = format.storage_bits() == 16;
        let (mut c8, mut c16, mut r8, mut r16) = (vec![0u8; N], vec![0u16; N], vec![0u8; N], vec![0u16; N]);
        let mut din = descriptor(&mut bits);
        let mut dout = if wide { descriptor(&mut c16) } else { descriptor(&mut c8) };
        let llvm_s = best(5, || call(&encode, &mut din, &mut dout));
        let num_s = if wide {
            best(5, || reference.encode(&xs, &mut r16).expect("encode"))
        } else {
            best(5, || reference.encode(&xs, &mut r8).expect("encode"))
        };
        let same = if wide { c16 == r16 } else { c8 == r8 };
        let ml_name = format.ml_dtypes_name().unwrap_or("?");
        let peer = ml.iter().find(|m| m.name == ml_name);
        // ml_dtypes' convert overflows to NaN/inf (f4E2M1FN saturates): compare in that mode.
        let ml_same = match peer {
            Some(m) if ovf == Overflow::NanOrInf || format == Format::F4E2M1FN => {
                let ours: Vec<u8> = if wide { c16.iter().flat_map(|c| c.to_le_bytes()).collect() } else { c8.clone() };
                if ours == m.encoded { ", = ml_dtypes" } else { ", != ml_dtypes" }
            }
            _ => "",
        };
        let ml_enc = peer.map_or(f64::NAN, |m| m.encode_s);
        let label = format!("f32 -> {name} ({})", ovf.name());
        let rate = |s: f64| N as f64 / s / 1e9;
        println!(
            "{label:<34} {:>8.3} {:>9.3} {:>9.3} {:>9.2}x {:>10.2}x {:>8.2}  {}{ml_same}",
            rate(llvm_s),
            rate(num_s),
            rate(ml_enc),
            num_s / llvm_s,
            ml_enc / llvm_s,
            copy_s / llvm_s,
            if same { "= numerics" } else { "DIFFERENT from numerics" }
        );
        // Decode back.
        let mut back = vec![0u32; N];
        let mut back_ref = vec![0f32; N];
        let mut dback = descriptor(&mut back);
        let mut dcodes = if wide { descriptor(&mut c16) } else { descriptor(&mut c8) };
        let llvm_d = best(5, || call(&decode, &mut dcodes, &mut dback));
        let num_d = if wide {
            best(5, || decoder.decode(&c16, &mut back_ref).expect("decode"))
        } else {
            best(5, || decoder.decode(&c8, &mut back_ref).expect("decode"))
        };
        let same = back.iter().zip(&back_ref).all(|(a, b)| *a == b.to_bits() || (f32::from_bits(*a).is_nan() && b.is_nan()));
        let label = format!("{name} -> f32");
        let ml_dec = peer.map_or(f64::NAN, |m| m.decode_s);
        println!(
            "{label:<34} {:>8.3} {:>9.3} {:>9.3} {:>9.2}x {:>10.2}x {:>8.2}  {}",
            rate(llvm_d),
            rate(num_d),
            rate(ml_dec),
            num_d / llvm_d,
            ml_dec / llvm_d,
            copy_s / llvm_d,
            if same { "= numerics" } else { "DIFFERENT from numerics" }
        );
    }
}

/// One ml_dtypes timing: seconds to encode f32 -> dtype and decode back, and its encoded bytes.
struct MlDtypes {
    name: String,
    encode_s: f64,
    decode_s: f64,
    encoded: Vec<u8>,
}

/// Runs bench/numerics_ml_dtypes.py on `xs` (empty when the venv is missing: the table says NaN).
fn ml_dtypes(xs: &[f32]) -> Vec<MlDtypes> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let python = std::env::var_os("LPF_PYTHON").map(PathBuf::from).unwrap_or_else(|| root.join(".venv/bin/python"));
    let dir = std::env::temp_dir().join(format!("lpf-llvm-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let data = dir.join("data.f32");
    let bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    if std::fs::write(&data, bytes).is_err() {
        return Vec::new();
    }
    let out = Command::new(&python).arg(root.join("bench/numerics_ml_dtypes.py")).arg(&data).arg(&dir).output();
    let Ok(out) = out.map_err(|e| eprintln!("llvm_bench: cannot run {}: {e}", python.display())) else { return Vec::new() };
    let result = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let name = w.first()?.to_string();
            let encoded = std::fs::read(dir.join(format!("enc_{name}.bin"))).ok()?;
            Some(MlDtypes { encode_s: w.get(1)?.parse().ok()?, decode_s: w.get(2)?.parse().ok()?, name, encoded })
        })
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    result
}
