//! Shared test support: the project venv's Python (for ml_dtypes references), a fixed-seed RNG,
//! and raw little-endian array I/O.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// $LPF_PYTHON, else <repo>/.venv/bin/python. A missing interpreter fails the test: the
/// reference is part of the test, never optional.
pub fn python() -> PathBuf {
    let p = match std::env::var_os("LPF_PYTHON") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/python"),
    };
    assert!(
        p.exists(),
        "reference Python not found at {} (set LPF_PYTHON or run scripts/setup.sh to create .venv)",
        p.display()
    );
    p
}

pub fn script(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../python/numerics_ref").join(name)
}

/// A fresh temporary directory under the system temp dir (removed by `TempDir`'s drop).
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        let p = std::env::temp_dir().join(format!("lpf-numerics-{tag}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&p).expect("create temp dir");
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs a reference script with the venv's Python; panics with its stderr on failure.
pub fn run_python(script_name: &str, args: &[&str]) {
    let out = Command::new(python()).arg(script(script_name)).args(args).output().expect("run reference Python");
    assert!(
        out.status.success(),
        "{script_name} failed ({}):\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

pub fn write_f32(path: &Path, xs: &[f32]) {
    let bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(path, bytes).expect("write inputs");
}

pub fn read_u32(path: &Path) -> Vec<u32> {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Codes written as u8 (<= 8-bit formats) or u16.
pub fn read_codes(path: &Path, bits: u32) -> Vec<u64> {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    if bits <= 8 {
        b.iter().map(|x| *x as u64).collect()
    } else {
        b.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]]) as u64).collect()
    }
}

/// xorshift64*: fixed-seed, dependency-free.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}
