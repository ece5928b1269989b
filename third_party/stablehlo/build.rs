//! Builds the vendored StableHLO (upstream/) with CMake and Ninja, once per target directory.
//!
//! The build tree is `<target dir>/stablehlo/<commit>/`, not OUT_DIR: `cargo build`,
//! `cargo test` and other profiles get different OUT_DIRs and would each rebuild StableHLO
//! (minutes). Only the libraries the dialect registration links are built (ninja targets below),
//! with the clang of Debian's LLVM 22 (MLIR keys implicit TypeIDs by the compiler's spelling of
//! type names; the same clang keeps them equal to libMLIR's), Release, against libMLIR.so: the
//! archives are merged into one (`liblpf_stablehlo.a`) and linked with `-lMLIR`, so the process
//! has one MLIR (never Debian's static libMLIR*.a beside libMLIR.so).

use std::env;
use std::error::Error;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The StableHLO libraries the registration needs, the ones a target depends on after it.
const LIBRARIES: &[&str] = &[
    "LpfStablehloRegister",
    "ChloOps",
    "StablehloOps",
    "StablehloTypeInference",
    "StablehloAssemblyFormat",
    "StablehloBroadcastLowering",
    "StablehloBroadcastUtils",
    "StablehloBase",
    "Version",
    // Mixed programs on the LLVM exit: StableHLO to linalg, and CHLO to StableHLO (issue 21).
    "StablehloLinalgTransforms",
    "StablehloTypeConversion",
    "LpfChloLegalize",
    "StablehloPassUtils",
    // Mixed programs on `--backend ref`: the reference interpreter's evaluator (`eval` in
    // reference/Ops.h) and what it needs; not its Api library, which pulls in StablehloPasses.
    "StablehloReferenceOps",
    "StablehloReferenceConfiguration",
    "StablehloReferenceProcess",
    "StablehloReferenceProcessGrid",
    "StablehloReferenceScope",
    "StablehloReferenceTensor",
    "StablehloReferenceElement",
    "StablehloReferenceTypes",
    "StablehloReferenceToken",
    "StablehloReferenceValue",
    "StablehloReferenceIndex",
    "StablehloReferenceAxes",
    "StablehloReferenceErrors",
];

/// The merged archive's name (`lib<MERGED>.a`).
const MERGED: &str = "lpf_stablehlo";

fn main() {
    if let Err(error) = run() {
        eprintln!("lpf-stablehlo build: {error}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn Error>> {
    for path in ["upstream", "cpp", "CMakeLists.txt", "UPSTREAM_COMMIT"] {
        println!("cargo:rerun-if-changed={path}");
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    println!("cargo:rerun-if-env-changed=LPF_STABLEHLO_BUILD_DIR");
    let source = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?);
    let prefix = PathBuf::from(env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    let commit = fs::read_to_string(source.join("UPSTREAM_COMMIT"))?.trim().to_string();
    let build = match env::var_os("LPF_STABLEHLO_BUILD_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => target_dir()?.join("stablehlo").join(&commit[..12.min(commit.len())]),
    };
    fs::create_dir_all(&build)?;
    // Two cargo invocations (e.g. build and test in parallel) may run this at once: one builds,
    // the other waits and then finds everything up to date.
    let lock = File::create(build.join(".lock"))?;
    lock.lock()?;

    if !build.join("build.ninja").exists() {
        let mut cmake = Command::new("cmake");
        cmake
            .args(["-G", "Ninja", "-S"])
            .arg(&source)
            .arg("-B")
            .arg(&build)
            .arg(format!("-DMLIR_DIR={}", prefix.join("lib/cmake/mlir").display()))
            .arg(format!("-DCMAKE_CXX_COMPILER={}", prefix.join("bin/clang++").display()))
            .arg(format!("-DCMAKE_C_COMPILER={}", prefix.join("bin/clang").display()))
            .args(["-DCMAKE_BUILD_TYPE=Release", "-DLLVM_ENABLE_ASSERTIONS=OFF"]);
        run_command(&mut cmake, "cmake (configure StableHLO)")?;
    }
    // Ninja reruns CMake itself when CMakeLists.txt changed, and rebuilds only what is stale.
    let jobs = env::var("NUM_JOBS").unwrap_or_else(|_| "2".into());
    let mut ninja = Command::new("ninja");
    ninja.arg("-C").arg(&build).arg(format!("-j{jobs}")).args(LIBRARIES);
    run_command(&mut ninja, "ninja (build StableHLO)")?;

    let lib = build.join("lib");
    let merged = lib.join(format!("lib{MERGED}.a"));
    let inputs: Vec<PathBuf> = LIBRARIES.iter().map(|name| lib.join(format!("lib{name}.a"))).collect();
    if is_stale(&merged, &inputs)? {
        merge(&prefix, &merged, &inputs)?;
    }

    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=static={MERGED}");
    // One MLIR: libMLIR.so (as mlir-sys links it with MLIR_SYS_LINK_SHARED) and its libLLVM.so.
    println!("cargo:rustc-link-search=native={}", prefix.join("lib").display());
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");
    println!("cargo:rustc-link-lib=dylib=stdc++");
    Ok(())
}

/// Cargo's target directory: CARGO_TARGET_DIR, or the directory above `<profile>/build/<pkg>/out`.
fn target_dir() -> Result<PathBuf, Box<dyn Error>> {
    if let Some(dir) = env::var_os("CARGO_TARGET_DIR") {
        return Ok(PathBuf::from(dir));
    }
    let out = PathBuf::from(env::var("OUT_DIR")?);
    out.ancestors().nth(4).map(Path::to_path_buf).ok_or_else(|| format!("OUT_DIR {} is not under a target directory", out.display()).into())
}

fn run_command(command: &mut Command, what: &str) -> Result<(), Box<dyn Error>> {
    let status = command.status().map_err(|e| format!("cannot run {what}: {e} (scripts/setup.sh installs cmake and ninja-build)"))?;
    if !status.success() {
        return Err(format!("{what} failed: {status}").into());
    }
    Ok(())
}

fn is_stale(output: &Path, inputs: &[PathBuf]) -> Result<bool, Box<dyn Error>> {
    let Ok(built) = fs::metadata(output).and_then(|m| m.modified()) else { return Ok(true) };
    for input in inputs {
        if fs::metadata(input)?.modified()? > built {
            return Ok(true);
        }
    }
    Ok(false)
}

/// One archive of every member of `inputs`: the linker then resolves the libraries' references
/// among themselves in any order, which separate archives would not.
fn merge(prefix: &Path, merged: &Path, inputs: &[PathBuf]) -> Result<(), Box<dyn Error>> {
    let partial = merged.with_extension("a.partial");
    let mut script = format!("create {}\n", partial.display());
    for input in inputs {
        script.push_str(&format!("addlib {}\n", input.display()));
    }
    script.push_str("save\nend\n");
    let script_path = merged.with_extension("mri");
    fs::write(&script_path, script)?;
    let mut ar = Command::new(prefix.join("bin/llvm-ar"));
    ar.arg("-M").stdin(File::open(&script_path)?);
    run_command(&mut ar, "llvm-ar (merge the StableHLO archives)")?;
    fs::rename(&partial, merged)?;
    Ok(())
}
