//! Runs one program on both backends and compares the results code by code.

use lpf_lowering::numeric::Element;
use lpf_numerics::{decode_value, Format};
use lpf_tools::npy::NpyArray;
use lpf_tools::run::io::dtype_for;
use std::path::{Path, PathBuf};
use std::process::Command;

/// splitmix64: a small fixed-seed generator (reproducible cases without a dependency).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

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
    let out = dir.join(format!("out-{backend}"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_lpf-run"));
    command.arg(program).arg("--entry").arg(entry).arg("--backend").arg(backend).arg("--out-dir").arg(&out);
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
    let reference = run_backend(&dir, &path, entry, &args, "ref");
    let llvm = run_backend(&dir, &path, entry, &args, "llvm");
    let mut compared = 0;
    let mut mismatches = Vec::new();
    for (r, element) in results.iter().enumerate() {
        let name = format!("out{r}.npy");
        let (want, got) = (read_npy(&reference.join(&name)), read_npy(&llvm.join(&name)));
        assert_eq!(want.len(), got.len(), "{tag}: result {r} has {} elements on llvm, {} on ref", got.len(), want.len());
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            compared += 1;
            if !same(*element, *w, *g) {
                let operands: Vec<String> = inputs
                    .iter()
                    .filter(|x| x.codes.len() == want.len())
                    .map(|x| format!("{:#x}", x.codes[i]))
                    .collect();
                mismatches.push(format!("result {r} [{i}]: ref {w:#x}, llvm {g:#x} (same-index inputs {operands:?})"));
            }
        }
    }
    if !mismatches.is_empty() {
        let shown: Vec<&String> = mismatches.iter().take(12).collect();
        panic!(
            "{tag}: {} of {compared} elements differ between --backend llvm and --backend ref (program kept in {}):\n{}",
            mismatches.len(),
            path.display(),
            shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    compared
}
