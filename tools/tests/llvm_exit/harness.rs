//! Runs one program on both backends and compares the results code by code.

use lpf_lowering::ir_numerics::Element;
use lpf_numerics::{decode_value, Format};
use lpf_tools::npy::NpyArray;
use lpf_tools::run::io::dtype_for;
use std::path::{Path, PathBuf};
use std::process::Command;

pub use lpf_testkit::SplitMix64 as Rng;

/// One input array: element, shape and codes.
pub struct Input {
    pub element: Element,
    pub shape: Vec<usize>,
    pub codes: Vec<u64>,
}

impl Input {
    pub fn float(format: Format, shape: Vec<usize>, codes: Vec<u64>) -> Input {
        Input { element: Element::Float(format), shape, codes }
    }
}

fn temp_dir(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("llvm-exit-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn read_npy(path: &Path) -> Vec<u64> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    NpyArray::parse(&bytes).expect("valid .npy").to_u64_bits()
}

fn run_backend(dir: &Path, program: &Path, entry: &str, args: &[PathBuf], backend: &str) -> PathBuf {
    run_backend_with(dir, program, entry, args, backend, &[])
}

/// `run_backend` with more options for lpf-run (`--threads N`).
fn run_backend_with(dir: &Path, program: &Path, entry: &str, args: &[PathBuf], backend: &str, extra: &[&str]) -> PathBuf {
    let out = dir.join(format!("out-{backend}{}", extra.join("")));
    let mut command = Command::new(env!("CARGO_BIN_EXE_lpf-run"));
    command.arg(program).arg("--entry").arg(entry).arg("--backend").arg(backend).arg("--out-dir").arg(&out).args(extra);
    for a in args {
        command.arg("--arg").arg(a);
    }
    let output = command.output().expect("run lpf-run");
    assert!(
        output.status.success(),
        "lpf-run --backend {backend} failed on {}:\n{}",
        program.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

/// Whether two codes of `element` mean the same (NaN == NaN).
fn same(element: Element, a: u64, b: u64) -> bool {
    match element {
        Element::Float(f) => a == b || (decode_value(f, a).is_nan() && decode_value(f, b).is_nan()),
        Element::Int(_) => a == b,
    }
}

/// Runs `program` (entry `@main`) on both backends; panics with the first mismatches. Returns
/// the number of result elements compared.
pub fn check(tag: &str, program: &str, inputs: &[Input], results: &[Element]) -> usize {
    check_entry(tag, program, "main", inputs, results)
}

/// `check` with another entry function.
pub fn check_entry(tag: &str, program: &str, entry: &str, inputs: &[Input], results: &[Element]) -> usize {
    check_runs(tag, program, entry, inputs, results, &[&[]])
}

/// `check_entry` with several runs of `--backend llvm`, each with its own extra options (e.g.
/// `--threads 3`), every one compared with the one reference run.
pub fn check_runs(tag: &str, program: &str, entry: &str, inputs: &[Input], results: &[Element], llvm_runs: &[&[&str]]) -> usize {
    compare_runs(tag, program, entry, inputs, results, llvm_runs, false)
}

/// `check_runs` comparing NaNs bit for bit too (programs whose NaN codes are specified, such as
/// the matrix-unit models' canonical NaN).
pub fn check_bits(tag: &str, program: &str, inputs: &[Input], results: &[Element], llvm_runs: &[&[&str]]) -> usize {
    compare_runs(tag, program, "main", inputs, results, llvm_runs, true)
}

/// A fresh directory for `tag` holding `program` (program.mlir) and `inputs` (arg0.npy, ...):
/// the directory, the program's path and the inputs' paths.
fn write_case(tag: &str, program: &str, inputs: &[Input]) -> (PathBuf, PathBuf, Vec<PathBuf>) {
    let dir = temp_dir(tag);
    let path = dir.join("program.mlir");
    std::fs::write(&path, program).expect("write program");
    let mut args = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let dtype = dtype_for(input.element).expect("npy dtype");
        let array = NpyArray::from_u64_bits(dtype, input.shape.clone(), &input.codes);
        let p = dir.join(format!("arg{i}.npy"));
        std::fs::write(&p, array.to_bytes()).expect("write arg");
        args.push(p);
    }
    (dir, path, args)
}

fn compare_runs(tag: &str, program: &str, entry: &str, inputs: &[Input], results: &[Element], llvm_runs: &[&[&str]], exact: bool) -> usize {
    let (dir, path, args) = write_case(tag, program, inputs);
    let reference = run_backend(&dir, &path, entry, &args, "ref");
    let mut compared = 0;
    let mut mismatches = Vec::new();
    // Differing elements per result (which dot of a many-dot program went wrong).
    let mut per_result = vec![0usize; results.len()];
    for extra in llvm_runs {
        let llvm = run_backend_with(&dir, &path, entry, &args, "llvm", extra);
        for (r, element) in results.iter().enumerate() {
            let name = format!("out{r}.npy");
            let (want, got) = (read_npy(&reference.join(&name)), read_npy(&llvm.join(&name)));
            assert_eq!(want.len(), got.len(), "{tag}: result {r} has {} elements on llvm, {} on ref", got.len(), want.len());
            for (i, (w, g)) in want.iter().zip(&got).enumerate() {
                compared += 1;
                if !(if exact { w == g } else { same(*element, *w, *g) }) {
                    let operands: Vec<String> = inputs
                        .iter()
                        .filter(|x| x.codes.len() == want.len())
                        .map(|x| format!("{:#x}", x.codes[i]))
                        .collect();
                    per_result[r] += 1;
                    mismatches.push(format!("result {r} [{i}]: ref {w:#x}, llvm {extra:?} {g:#x} (same-index inputs {operands:?})"));
                }
            }
        }
    }
    if !mismatches.is_empty() {
        let shown: Vec<&String> = mismatches.iter().take(12).collect();
        let counts: Vec<String> = per_result.iter().enumerate().filter(|(_, c)| **c > 0).map(|(r, c)| format!("{r}: {c}")).collect();
        panic!(
            "{tag}: {} of {compared} elements differ between --backend llvm and --backend ref (per result {}; program kept in {}):\n{}",
            mismatches.len(),
            counts.join(", "),
            path.display(),
            shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    compared
}

/// Runs `program` (entry `@main`) on `--backend llvm` alone and returns the codes of its
/// `results` results (for checks against codes known beforehand, such as golden vectors).
pub fn run_llvm(tag: &str, program: &str, inputs: &[Input], results: usize) -> Vec<Vec<u64>> {
    let (dir, path, args) = write_case(tag, program, inputs);
    let out = run_backend(&dir, &path, "main", &args, "llvm");
    let codes = (0..results).map(|r| read_npy(&out.join(format!("out{r}.npy")))).collect();
    let _ = std::fs::remove_dir_all(&dir);
    codes
}

/// A C caller of `_mlir_ciface_kernel(lhs, rhs, out)` over 2-D memrefs: reads the raw operand codes
/// from files, writes the f32 result's bits.
const DOT_DRIVER: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { void *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } memref2;
void _mlir_ciface_kernel(memref2 *a, memref2 *b, memref2 *c);
static void *slurp(const char *path) {
  FILE *f = fopen(path, "rb"); if (!f) exit(2);
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  void *p = malloc(n ? n : 1); if (fread(p, 1, n, f) != (size_t)n) exit(3); fclose(f); return p;
}
int main(int argc, char **argv) {
  if (argc != 7) return 1;
  int64_t m = atoll(argv[3]), k = atoll(argv[4]), n = atoll(argv[5]);
  void *a = slurp(argv[1]), *b = slurp(argv[2]);
  float *c = calloc(m * n, sizeof(float));
  memref2 ma = {a, a, 0, {m, k}, {k, 1}}, mb = {b, b, 0, {k, n}, {n, 1}}, mc = {c, c, 0, {m, n}, {n, 1}};
  _mlir_ciface_kernel(&ma, &mb, &mc);
  FILE *f = fopen(argv[6], "wb"); fwrite(c, sizeof(float), m * n, f); fclose(f);
  return 0;
}
"#;

fn run_tool(command: &mut Command, what: &str) {
    let output = command.output().unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
}

/// Raw little-endian codes of an input (its storage width: 1, 2 or 4 bytes here).
fn raw_bytes(input: &Input) -> Vec<u8> {
    let Element::Float(f) = input.element else { panic!("float inputs only") };
    let width = f.storage_bits().div_ceil(8) as usize;
    input.codes.iter().flat_map(|c| c.to_le_bytes()[..width].to_vec()).collect()
}

/// Compiles a 2-D `@kernel(lhs, rhs) -> f32` program to objects for this host and for generic
/// x86-64 (`--mcpu x86-64`), calls both from C with OMP_NUM_THREADS 1 and 3, and checks every
/// result against `--backend ref` bit for bit.
pub fn check_generic_object(tag: &str, program: &str, inputs: &[Input; 2], sizes: (usize, usize)) {
    check_generic_object_against(tag, program, program, inputs, sizes);
}

/// [`check_generic_object`] against `--backend ref` on `reference` (another `@kernel` of the
/// same signature: the computation written in lpf's ops).
pub fn check_generic_object_against(tag: &str, program: &str, reference: &str, inputs: &[Input; 2], (m, n): (usize, usize)) {
    let (dir, path, args) = write_case(tag, program, inputs);
    let reference_path = dir.join("reference.mlir");
    std::fs::write(&reference_path, reference).expect("write reference");
    let lowered = dir.join("lowered.mlir");
    run_tool(Command::new(env!("CARGO_BIN_EXE_lpf-opt")).arg(&path).arg("--lower-to-llvm").arg("-o").arg(&lowered), "lpf-opt");
    std::fs::write(dir.join("driver.c"), DOT_DRIVER).expect("write driver");
    // The C driver reads the raw codes (arg0.bin, ...).
    for (i, input) in inputs.iter().enumerate() {
        std::fs::write(dir.join(format!("arg{i}.bin")), raw_bytes(input)).expect("write raw arg");
    }
    let want = read_npy(&run_backend(&dir, &reference_path, "kernel", &args, "ref").join("out0.npy"));
    let k = inputs[0].shape[1];
    for (name, cpu) in [("host", None), ("generic", Some("x86-64"))] {
        let object = dir.join(format!("{name}.o"));
        let mut translate = Command::new(env!("CARGO_BIN_EXE_lpf-translate"));
        translate.arg("--emit=obj").arg("-O3").arg(&lowered).arg("-o").arg(&object);
        if let Some(cpu) = cpu {
            translate.arg("--mcpu").arg(cpu);
        }
        run_tool(&mut translate, "lpf-translate");
        let exe = dir.join(name);
        // The kernel's threads call libomp (docs/llvm.md, "Threads"); without FMA, llvm.fma is
        // libm's fmaf.
        let libdir = env!("LPF_LLVM_LIBDIR");
        run_tool(
            Command::new("cc").arg(dir.join("driver.c")).arg(&object).arg("-o").arg(&exe).arg(format!("-L{libdir}")).arg("-lomp").arg("-lm").arg(format!("-Wl,-rpath,{libdir}")),
            "cc",
        );
        // The C interface's thread count is libomp's OMP_NUM_THREADS: the same bits on 1 and 3.
        for threads in ["1", "3"] {
            let out = dir.join(format!("{name}-{threads}.bin"));
            run_tool(
                Command::new(&exe)
                    .env("OMP_NUM_THREADS", threads)
                    .arg(dir.join("arg0.bin"))
                    .arg(dir.join("arg1.bin"))
                    .args([m, k, n].map(|d| d.to_string()))
                    .arg(&out),
                name,
            );
            let bytes = std::fs::read(&out).expect("read result");
            let got: Vec<u64> = bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as u64).collect();
            assert_eq!(got.len(), want.len(), "{tag} {name}: result size");
            let differ = want.iter().zip(&got).filter(|(w, g)| !same(Element::Float(Format::F32), **w, **g)).count();
            assert_eq!(differ, 0, "{tag}: {differ} of {} elements of the {name} object on {threads} threads differ from --backend ref (kept in {})", want.len(), dir.display());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
