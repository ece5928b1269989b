//! Exhaustive: every f32 through the LLVM exit's generated helpers into f8E4M3FN, f8E5M2,
//! f6E3M2FN, f6E2M3FN, f4E2M1FN, bf16 and f16, in each overflow mode the format has (round to
//! nearest even), against the numerics crate's bulk encoder (itself bit-identical to ml_dtypes
//! over every f32, docs/numerics.md). 2^32 x 11 conversions; and f16/bf16 +, -, *, / (every code against 512 partners each) against
//! the numerics crate's kernel: `cargo test --release -p lpf-tools --test llvm_sweep -- --ignored`.

use lpf_numerics::bulk::F32Encoder;
use lpf_numerics::kernels::BinaryOp;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::pass::PassManager;
use melior::utility::{parse_pass_pipeline, register_all_llvm_translations};
use melior::ir::Module;
use melior::{Context, ExecutionEngine};

const CHUNK: usize = 1 << 24;

/// A rank-1 memref descriptor over `data`.
fn descriptor<T>(data: &mut [T]) -> [i64; 5] {
    let p = data.as_mut_ptr() as i64;
    [p, p, 0, data.len() as i64, 1]
}

/// `text` lowered with `--lower-to-llvm` and JIT-compiled at -O3 (the module is returned to live
/// as long as the engine).
fn compile<'c>(context: &'c Context, text: &str) -> (Module<'c>, ExecutionEngine) {
    let mut module = lpf_dialect::source::parse_source(context, text, "sweep.mlir").expect("the sweep kernel parses");
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(lower-to-llvm)").expect("pipeline");
    manager.run(&mut module).expect("lower-to-llvm");
    register_all_llvm_translations(context);
    // Large element-wise runs go on libomp's threads, which the JIT loads.
    let engine = lpf_tools::run::llvm::execution_engine(&module).expect("libomp for the threaded loops");
    (module, engine)
}

fn sweep(format: Format, overflow: Overflow) -> u64 {
    let name = format.mlir_name();
    let text = format!(
        "func.func @k(%x: tensor<{CHUNK}xf32>) -> tensor<{CHUNK}x{name}> {{\n  %y = lpf.convert %x overflow({}) : tensor<{CHUNK}xf32> to tensor<{CHUNK}x{name}>\n  return %y : tensor<{CHUNK}x{name}>\n}}\n",
        overflow.name()
    );
    let context = lpf_tools::context::tool_context(false);
    let (_module, engine) = compile(&context, &text);
    let reference = F32Encoder::new(format, Rounding::ToNearestEven, overflow);
    let wide = format.storage_bits() == 16;
    let mut input = vec![0u32; CHUNK];
    let (mut out8, mut out16) = (vec![0u8; CHUNK], vec![0u16; CHUNK]);
    let (mut want8, mut want16) = (vec![0u8; CHUNK], vec![0u16; CHUNK]);
    let mut mismatches = 0u64;
    for chunk in 0..(1u64 << 32) / CHUNK as u64 {
        for (i, x) in input.iter_mut().enumerate() {
            *x = (chunk as u32).wrapping_mul(CHUNK as u32).wrapping_add(i as u32);
        }
        let floats: Vec<f32> = input.iter().map(|b| f32::from_bits(*b)).collect();
        let mut din = descriptor(&mut input);
        let mut dout = if wide { descriptor(&mut out16) } else { descriptor(&mut out8) };
        let (mut pin, mut pout) = (din.as_mut_ptr(), dout.as_mut_ptr());
        let mut args = [&mut pin as *mut *mut i64 as *mut (), &mut pout as *mut *mut i64 as *mut ()];
        // SAFETY: descriptors of live buffers of the kernel's shapes and storage widths.
        unsafe { engine.invoke_packed("k", &mut args) }.expect("call the kernel");
        if wide {
            reference.encode(&floats, &mut want16).expect("reference");
            mismatches += out16.iter().zip(&want16).filter(|(a, b)| a != b && !both_nan(format, **a as u64, **b as u64)).count() as u64;
        } else {
            reference.encode(&floats, &mut want8).expect("reference");
            mismatches += out8.iter().zip(&want8).filter(|(a, b)| a != b && !both_nan(format, **a as u64, **b as u64)).count() as u64;
        }
    }
    mismatches
}

fn both_nan(format: Format, a: u64, b: u64) -> bool {
    lpf_numerics::decode_value(format, a).is_nan() && lpf_numerics::decode_value(format, b).is_nan()
}

#[test]
#[ignore = "exhaustive: 4.7e10 conversions; run with --release -- --ignored"]
fn every_f32_through_the_generated_helpers() {
    let start = std::time::Instant::now();
    for format in [Format::F8E4M3FN, Format::F8E5M2, Format::F6E3M2FN, Format::F6E2M3FN, Format::F4E2M1FN, Format::BF16, Format::F16] {
        for overflow in [Overflow::Saturate, Overflow::NanOrInf] {
            if overflow == Overflow::NanOrInf && !format.has_nan() && !format.has_inf() {
                continue; // f4E2M1FN has neither: the verifier rejects nan_or_inf.
            }
            let t = std::time::Instant::now();
            let bad = sweep(format, overflow);
            eprintln!("{format} {overflow}: {bad} mismatches in 2^32 ({:.1} s)", t.elapsed().as_secs_f64());
            assert_eq!(bad, 0, "{format} {overflow}");
        }
    }
    eprintln!("total {:.1} s", start.elapsed().as_secs_f64());
}

/// `a op b` for every a of `format` against `partners` codes b (specials, the neighbours of 1,
/// and pseudo-random codes), through the LLVM exit, against the numerics crate's kernel.
fn arithmetic_sweep(format: Format, op: BinaryOp, partners: usize) -> u64 {
    let name = format.mlir_name();
    let n = 1usize << 16;
    let text = format!(
        "func.func @k(%a: tensor<{n}x{name}>, %b: tensor<{n}x{name}>) -> tensor<{n}x{name}> {{\n  %y = lpf.{} %a, %b : tensor<{n}x{name}>\n  return %y : tensor<{n}x{name}>\n}}\n",
        op.name()
    );
    let context = lpf_tools::context::tool_context(false);
    let (_module, engine) = compile(&context, &text);
    let mut a: Vec<u16> = (0..n as u32).map(|c| c as u16).collect();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let specials = [0x0000u16, 0x8000, 0x0001, 0x8001, 0x3F80, 0x3C00, 0x7F7F, 0x7BFF, 0x7F80, 0x7C00, 0xFF80, 0x7FC0, 0x0080, 0x0400];
    let mut mismatches = 0u64;
    for i in 0..partners {
        let partner = specials.get(i).copied().unwrap_or_else(|| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u16
        });
        let mut b = vec![partner; n];
        let mut out = vec![0u16; n];
        let (mut da, mut db, mut dout) = (descriptor(&mut a), descriptor(&mut b), descriptor(&mut out));
        let (mut pa, mut pb, mut pout) = (da.as_mut_ptr(), db.as_mut_ptr(), dout.as_mut_ptr());
        let mut args = [&mut pa as *mut *mut i64 as *mut (), &mut pb as *mut *mut i64 as *mut (), &mut pout as *mut *mut i64 as *mut ()];
        // SAFETY: descriptors of live buffers of the kernel's shapes and storage widths.
        unsafe { engine.invoke_packed("k", &mut args) }.expect("call the kernel");
        for (x, got) in a.iter().zip(&out) {
            let want = lpf_numerics::kernels::elementwise::binary(op, format, *x as u64, partner as u64, Rounding::ToNearestEven).expect("valid codes");
            if *got as u64 != want {
                if mismatches < 5 {
                    eprintln!("{format} {}: {x:#06x} {partner:#06x} -> {got:#06x}, want {want:#06x}", op.name());
                }
                mismatches += 1;
            }
        }
    }
    mismatches
}

#[test]
#[ignore = "sweep: 2 formats x 4 ops x 2^16 x 512 operand pairs; run with --release -- --ignored"]
fn f16_and_bf16_arithmetic_against_the_numerics_crate() {
    let start = std::time::Instant::now();
    for format in [Format::BF16, Format::F16] {
        for op in [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::Div] {
            let t = std::time::Instant::now();
            let bad = arithmetic_sweep(format, op, 512);
            eprintln!("{format} {}: {bad} mismatches in 2^16 x 512 ({:.1} s)", op.name(), t.elapsed().as_secs_f64());
            assert_eq!(bad, 0, "{format} {}", op.name());
        }
    }
    eprintln!("total {:.1} s", start.elapsed().as_secs_f64());
}
