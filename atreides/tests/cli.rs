//! The `atreides` binary as scripts use it: outputs, exit statuses, messages.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn atreides(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_atreides"))
        .args(args)
        .output()
        .expect("run atreides")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch directory per test, removed when the test ends (passed or panicked), so that
/// repeated runs do not pile directories up in the temp dir.
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("atreides-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    Scratch(dir)
}

fn write(dir: &Path, name: &str, contents: &[u8]) -> String {
    let p = dir.join(name);
    std::fs::write(&p, contents).expect("write");
    p.to_string_lossy().into_owned()
}

fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

const MATMUL: &str = "50DE 300F 9101 9202 9300 9404 9508 6602 5762 4707 9800 9900 5A62 3AA9 \
                      3AA3 7AA0 5B92 3BB7 3BB4 7BB0 A8AB 3991 2920 19F4 3950 8980 F000";

/// Exit 1 and a message containing `needle`, no panic text.
fn fails_with(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(1), "stderr: {}", stderr(o));
    let e = stderr(o);
    assert!(e.contains(needle), "expected `{needle}` in: {e}");
    assert!(!e.contains("panicked"), "{e}");
}

#[test]
fn asm_prints_hex_and_writes_binary() {
    let o = atreides(&["asm", &example("matmul2x2.s")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o).trim(),
        MATMUL.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    let dir = scratch("asm");
    let bin = dir.join("p.bin").to_string_lossy().into_owned();
    assert!(atreides(&["asm", &example("matmul2x2.s"), "-o", &bin])
        .status
        .success());
    let bytes = std::fs::read(&bin).expect("binary");
    assert_eq!(&bytes[..4], &[0xDE, 0x50, 0x0F, 0x30]);
    // dis of the binary and of the hex agree, and reassemble to the same words.
    let hex = write(&dir, "p.hex", MATMUL.as_bytes());
    let from_bin = stdout(&atreides(&["dis", &bin]));
    assert_eq!(from_bin, stdout(&atreides(&["dis", &hex])));
    let s = write(&dir, "p.s", from_bin.as_bytes());
    assert_eq!(stdout(&atreides(&["asm", &s])).trim(), stdout(&o).trim());
}

#[test]
fn sim_dump_and_cycles() {
    let dir = scratch("sim");
    let prog = write(&dir, "mm.hex", MATMUL.as_bytes());
    let data = write(
        &dir,
        "mm_data.hex",
        b"4000 2000 1000 4000\n4000 2000 2000 4000\n",
    );
    let o = atreides(&[
        "sim",
        &prog,
        "--threads",
        "4",
        "--data",
        &data,
        "--dump",
        "8:12",
    ]);
    assert_eq!(stdout(&o), "2800 2000 1800 2400\n", "{}", stderr(&o));
    let o = atreides(&[
        "sim",
        &prog,
        "--threads",
        "4",
        "--data",
        &data,
        "--dump",
        "0x8:0xC",
        "--cycles",
    ]);
    let out = stdout(&o);
    assert!(out.starts_with("2800 2000 1800 2400\ncycles: "), "{out}");
    assert!(out.contains("fma"), "{out}");
    // .threads/.data from the source when the flags are absent.
    let o = atreides(&["sim", &example("vadd_relu.s"), "--dump", "16:24"]);
    assert_eq!(stdout(&o), "3000 0000 7FFF 0000 0000 0000 3000 0000\n");
    // Flags win over the source.
    let zeros = write(&dir, "zeros.hex", b"0");
    let o = atreides(&[
        "sim",
        &example("vadd_relu.s"),
        "--threads",
        "1",
        "--data",
        &zeros,
        "--dump",
        "16:18",
    ]);
    assert_eq!(stdout(&o), "0000 0000\n");
    // The whole memory can be dumped; nothing past it.
    assert!(
        atreides(&["sim", &prog, "--threads", "1", "--dump", "0xFFC0:0x10000"])
            .status
            .success()
    );
}

#[test]
fn bad_inputs_exit_1_with_a_location() {
    let dir = scratch("bad");
    let s = write(&dir, "bad.s", b"NOP\n  FROB R1\n");
    fails_with(
        &atreides(&["asm", &s]),
        "bad.s:2:3: unknown mnemonic `FROB`",
    );
    let s = write(&dir, "reg.s", b"ADD R1, R2, R99\n");
    fails_with(
        &atreides(&["asm", &s]),
        "reg.s:1:13: `R99` is not a register",
    );
    let s = write(&dir, "imm.s", b"CONST R1, #200\n");
    fails_with(
        &atreides(&["asm", &s]),
        "imm.s:1:11: CONST immediate 200 is out of range -128..=127",
    );
    let bin = write(&dir, "odd.bin", &[1, 2, 3]);
    fails_with(&atreides(&["dis", &bin]), "odd count");
    let hex = write(&dir, "bad.hex", b"0000 XYZ\n");
    fails_with(
        &atreides(&["dis", &hex]),
        "bad.hex: 1:6: `XYZ` is not a 16-bit hex word",
    );
    let prog = write(&dir, "ret.hex", b"F000");
    fails_with(
        &atreides(&["sim", &prog, "--threads", "0"]),
        "thread count 0 is out of range 1..=127",
    );
    fails_with(
        &atreides(&["sim", &prog, "--threads", "128"]),
        "thread count 128 is out of range",
    );
    fails_with(
        &atreides(&["sim", &prog, "--threads", "99999999999"]),
        "thread count 99999999999 is out of range",
    );
    fails_with(
        &atreides(&["sim", &prog, "--threads", "x"]),
        "--threads expects a non-negative number",
    );
    fails_with(&atreides(&["sim", &prog]), "no thread count");
    fails_with(
        &atreides(&["sim", &prog, "--threads", "2", "--dump", "0:0x10001"]),
        "outside memory",
    );
    fails_with(
        &atreides(&["sim", &prog, "--threads", "2", "--dump", "9:8"]),
        "outside memory",
    );
    fails_with(
        &atreides(&["sim", &prog, "--threads", "2", "--dump", "8"]),
        "expected START:END",
    );
    let noret = write(&dir, "loop.hex", b"0000");
    fails_with(
        &atreides(&["sim", &noret, "--threads", "2", "--max-steps", "1000"]),
        "step limit of 1000",
    );
    fails_with(
        &atreides(&["sim", &dir.join("missing.s").to_string_lossy()]),
        "missing.s:",
    );
    fails_with(
        &atreides(&["sim", &write(&dir, "p.txt", b"")]),
        "unknown file type",
    );
    fails_with(&atreides(&["frob"]), "unknown command `frob`");
    fails_with(
        &atreides(&["sim", &prog, "--bogus"]),
        "unknown option `--bogus`",
    );
    fails_with(&atreides(&["asm"]), "needs a program file");
}

#[test]
fn help_names_every_command_and_option() {
    let o = atreides(&["--help"]);
    assert!(o.status.success());
    let h = stdout(&o);
    for word in [
        "asm",
        "dis",
        "sim",
        "-o",
        "--threads",
        "--data",
        "--dump",
        "--cycles",
        "--max-steps",
    ] {
        assert!(h.contains(word), "help lacks {word}");
    }
    assert_eq!(stdout(&atreides(&["sim", "--help"])), h);
}

/// Output that cannot be written is a failure (exit 1, a message), never a silent success; a
/// failed `-o` leaves an existing file as it was, with no temporary beside it.
#[test]
fn unwritable_output_fails() {
    let full = std::fs::File::options().write(true).open("/dev/full");
    if let Ok(full) = full {
        let o = Command::new(env!("CARGO_BIN_EXE_atreides"))
            .args(["asm", &example("matmul2x2.s")])
            .stdout(full)
            .output()
            .expect("run atreides");
        fails_with(&o, "cannot write standard output");
    }
    let dir = scratch("unwritable");
    let blocked = dir.join("sub");
    std::fs::create_dir_all(&blocked).expect("dir");
    let o = atreides(&["asm", &example("matmul2x2.s"), "-o", &blocked.to_string_lossy()]);
    fails_with(&o, "sub");
    assert!(blocked.is_dir());
    let missing = dir.join("missing").join("p.bin");
    fails_with(&atreides(&["asm", &example("matmul2x2.s"), "-o", &missing.to_string_lossy()]), "missing");
    let old = write(&dir, "old.bin", b"old");
    let o = atreides(&["asm", &write(&dir, "bad.s", b"FOO R1\n"), "-o", &old]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read(&old).expect("old"), b"old");
    let mut names: Vec<_> = std::fs::read_dir(&dir).expect("ls").map(|e| e.expect("entry").file_name()).collect();
    names.sort();
    assert_eq!(names, ["bad.s", "old.bin", "sub"]);
}

/// A reader that closes the pipe early (`| head`) ends the run quietly, with success.
#[test]
fn closed_pipe_is_quiet() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_atreides"))
        .args(["asm", &example("matmul2x2.s")])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run atreides");
    drop(child.stdout.take());
    let o = child.wait_with_output().expect("wait");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

#[test]
fn load_errors_say_what_failed_not_simulation() {
    let dir = scratch("load-errors");
    // One word more than program memory holds (512).
    let long = write(&dir, "long.hex", "F000 ".repeat(513).as_bytes());
    let dis = atreides(&["dis", &long]);
    fails_with(&dis, "long.hex: cannot disassemble: program has 513 words; program memory holds 512");
    assert!(!stderr(&dis).contains("simulation"), "{}", stderr(&dis));
    let sim = atreides(&["sim", &long, "--threads", "1"]);
    fails_with(&sim, "long.hex: cannot load the program: program has 513 words");
    assert!(!stderr(&sim).contains("simulation"), "{}", stderr(&sim));
}
