//! Compiles the one C++ query lpf-translate needs that LLVM-C lacks (cpp/target_cpu.cpp), with
//! LLVM 22's headers and flags; the symbols it uses come from the shared libLLVM that llvm-sys
//! links.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/target_cpu.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let prefix = PathBuf::from(std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()));
    // Where lpf-run's JIT finds libomp (Debian's libomp-22-dev installs it beside libLLVM).
    println!("cargo:rustc-env=LPF_LLVM_LIBDIR={}", prefix.join("lib").display());
    let llvm_config = prefix.join("bin/llvm-config");
    let output = Command::new(&llvm_config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e} (is llvm-22-dev installed?)", llvm_config.display()));
    assert!(output.status.success(), "{} --cxxflags failed", llvm_config.display());
    let cxxflags = String::from_utf8_lossy(&output.stdout).into_owned();

    let mut build = cc::Build::new();
    // The same compiler as lpf-dialect's C++ (LLVM's own clang), for one C++ ABI spelling.
    let clang = prefix.join("bin/clang++");
    if clang.exists() {
        build.compiler(&clang);
    }
    build.cpp(true).opt_level(2).file("cpp/target_cpu.cpp");
    for flag in cxxflags.split_whitespace() {
        build.flag(flag);
    }
    // LLVM's headers have unused parameters in inline virtuals.
    build.flag_if_supported("-Wno-unused-parameter");
    build.compile("lpf_tools_cpp");
}
