//! Builds the dialect's C++ half: mlir-tblgen over `td/`, the C++ in `cpp/` with the `cc` crate,
//! and `libMLIR-C.so` (Debian ships MLIR's C API only as static archives; mlir-sys's shared link
//! mode, set in .cargo/config.toml, asks for that library by name).

use std::env;
use std::error::Error;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// (generator flags, input, output) for every file mlir-tblgen writes.
const GENERATED: &[(&[&str], &str, &str)] = &[
    (&["-gen-dialect-decls"], "LpfBase.td", "LpfDialect.h.inc"),
    (&["-gen-dialect-defs"], "LpfBase.td", "LpfDialect.cpp.inc"),
    (&["-gen-enum-decls"], "LpfBase.td", "LpfEnums.h.inc"),
    (&["-gen-enum-defs"], "LpfBase.td", "LpfEnums.cpp.inc"),
    (&["-gen-typedef-decls", "-typedefs-dialect=lpf"], "LpfTypes.td", "LpfTypes.h.inc"),
    (&["-gen-typedef-defs", "-typedefs-dialect=lpf"], "LpfTypes.td", "LpfTypes.cpp.inc"),
    (&["-gen-op-decls"], "LpfOps.td", "LpfOps.h.inc"),
    (&["-gen-op-defs"], "LpfOps.td", "LpfOps.cpp.inc"),
    (&["-gen-dialect-decls", "-dialect=atreides"], "AtreidesOps.td", "AtreidesDialect.h.inc"),
    (&["-gen-dialect-defs", "-dialect=atreides"], "AtreidesOps.td", "AtreidesDialect.cpp.inc"),
    (&["-gen-op-decls"], "AtreidesOps.td", "AtreidesOps.h.inc"),
    (&["-gen-op-defs"], "AtreidesOps.td", "AtreidesOps.cpp.inc"),
];

const SOURCES: &[&str] = &["cpp/LpfDialect.cpp", "cpp/LpfSyntax.cpp", "cpp/LpfVerify.cpp", "cpp/LpfFold.cpp", "cpp/LpfCAPI.cpp", "cpp/LpfOptionsPass.cpp", "cpp/LpfMathApproximate.cpp", "cpp/LpfFuseElementwise.cpp", "cpp/AtreidesDialect.cpp"];

fn main() {
    if let Err(error) = run() {
        eprintln!("lpf-dialect build: {error}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), Box<dyn Error>> {
    for dir in ["td", "cpp", "include"] {
        println!("cargo:rerun-if-changed={dir}");
    }
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let prefix = PathBuf::from(env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    let out = PathBuf::from(env::var("OUT_DIR")?);
    let generated = out.join("gen");
    fs::create_dir_all(&generated)?;

    let include = prefix.join("include");
    for (flags, input, output) in GENERATED {
        let status = Command::new(prefix.join("bin/mlir-tblgen"))
            .args(*flags)
            .arg(format!("-I{}", include.display()))
            .arg("-Itd")
            .arg(Path::new("td").join(input))
            .arg("-o")
            .arg(generated.join(output))
            .status()
            .map_err(|e| format!("cannot run mlir-tblgen: {e}"))?;
        if !status.success() {
            return Err(format!("mlir-tblgen {flags:?} {input} failed").into());
        }
    }

    let mut build = cc::Build::new();
    // MLIR keys implicit TypeIDs (traits such as ConstantLike) by the compiler's spelling of the
    // type name, which g++ and clang spell differently. Inside the mlir-opt plugin, whose C++
    // symbols are private, a g++ build therefore gets TypeIDs libMLIR (built by clang) does not
    // recognise: the canonicalizer stops seeing lpf.constant as a constant and folds it forever.
    // Compiling with the clang of the same LLVM keeps the spellings, hence the TypeIDs, equal.
    let clang = prefix.join("bin/clang++");
    if clang.exists() {
        build.compiler(&clang);
    } else {
        println!("cargo:warning=no {}: the mlir-opt plugin's folds may not terminate", clang.display());
    }
    // Optimised even in debug builds: the verifiers run on every op lpf-opt or the plugin parses,
    // and the C++ is small enough that -O2 costs a few seconds once.
    build.cpp(true).opt_level(2).include(&include).include(&generated).include("cpp").include("include");
    let cxxflags = llvm_config(&prefix, "--cxxflags")?;
    for flag in cxxflags.split_whitespace().filter(|f| !f.starts_with("-I")) {
        build.flag(flag);
    }
    build.flag_if_supported("-Wno-unused-parameter").flag_if_supported("-Wno-comment");
    for source in SOURCES {
        build.file(source);
    }
    build.compile("lpf_dialect_cpp");

    link_mlir_c(&prefix, &out)?;
    Ok(())
}

/// Links libMLIR-C.so from every libMLIRCAPI*.a against libMLIR.so (one copy of MLIR per
/// process, which the mlir-opt plugin needs) and puts it where binaries' rpath ($ORIGIN) finds it.
fn link_mlir_c(prefix: &Path, out: &Path) -> Result<(), Box<dyn Error>> {
    let libdir = prefix.join("lib");
    let mut archives: Vec<PathBuf> = fs::read_dir(&libdir)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libMLIRCAPI") && n.ends_with(".a"))
        })
        .collect();
    archives.sort();
    if archives.is_empty() {
        return Err(format!("no libMLIRCAPI*.a in {} (is libmlir-22-dev installed?)", libdir.display()).into());
    }
    let library = out.join("libMLIR-C.so");
    let compiler = cc::Build::new().cpp(true).get_compiler();
    let status = Command::new(compiler.path())
        .arg("-shared")
        .arg("-o")
        .arg(&library)
        .arg("-Wl,--whole-archive")
        .args(&archives)
        .arg("-Wl,--no-whole-archive")
        .arg(format!("-L{}", libdir.display()))
        .arg("-lMLIR")
        .arg("-lLLVM")
        .arg(format!("-Wl,-rpath,{}", libdir.display()))
        .status()
        .map_err(|e| format!("cannot run the C++ linker: {e}"))?;
    if !status.success() {
        return Err("linking libMLIR-C.so failed".into());
    }
    println!("cargo:rustc-link-search=native={}", out.display());

    // OUT_DIR is <target>/<profile>/build/<pkg>-<hash>/out: the profile directory holds the
    // binaries and, one level down in deps/, the test executables.
    if let Some(profile_dir) = out.ancestors().nth(3) {
        // Copy then rename, so a binary running from the old file keeps a consistent mapping.
        let staging = profile_dir.join(".libMLIR-C.so.partial");
        fs::copy(&library, &staging)?;
        fs::rename(&staging, profile_dir.join("libMLIR-C.so"))?;
    }
    Ok(())
}

fn llvm_config(prefix: &Path, argument: &str) -> Result<String, Box<dyn Error>> {
    let output = Command::new(prefix.join("bin/llvm-config")).arg(argument).output()?;
    if !output.status.success() {
        return Err(format!("llvm-config {argument} failed").into());
    }
    Ok(String::from_utf8(output.stdout)?.trim().to_string())
}
