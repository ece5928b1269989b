//! The `atreides` command line: `asm`, `dis`, `sim`. Every failure becomes a `CliError`
//! whose Display is the whole message; `main` prints it and exits 1.

use crate::asm::{assemble, parse_int, AsmError};
use crate::memory::MEMORY_WORDS;
use crate::program::Program;
use crate::sim::{Machine, SimError};
use crate::words::{self, WordsError};
use std::fmt;
use std::path::Path;

pub const HELP: &str = "\
atreides: assembler, disassembler and bit-exact simulator for the Atreides SF16 accelerator

Usage:
  atreides asm PROG.s [-o PROG.bin]
      Assemble. Prints the words as 4-digit hex separated by spaces, or with -o writes
      them as little-endian binary.
  atreides dis PROG.hex|PROG.bin
      Disassemble hex words (whitespace-separated) or little-endian binary to assembly.
  atreides sim PROG.s|PROG.hex|PROG.bin [--threads N] [--data DATA.hex] [--dump START:END]
               [--cycles] [--max-steps N]
      Run one launch of N threads (1..127). DATA.hex holds hex words loaded from address 0.
      --dump prints mem[START..END) as 4-digit uppercase hex on one line (bounds decimal or
      0x-prefixed, END at most 0x10000). --cycles prints the cycle model's report: cycles per
      launch and per instruction class. For an assembly file, its .threads and .data are
      used when --threads and --data are absent. --max-steps bounds the instructions run
      (default 50000000). Without --dump or --cycles a one-line summary is printed.
  atreides help | --help | -h
      This text.

Errors go to stderr with the file, line and column where there is one; the exit status is 1.
";

#[derive(Debug)]
pub enum CliError {
    Usage(String),
    Io {
        path: String,
        message: String,
    },
    Asm {
        path: String,
        error: AsmError,
    },
    Words {
        path: String,
        error: WordsError,
    },
    Sim(SimError),
    /// A program that cannot be disassembled (too long for program memory).
    Dis {
        path: String,
        error: SimError,
    },
    /// A program or data image that does not fit the machine: reading it failed, not simulation.
    Load {
        path: String,
        what: &'static str,
        error: SimError,
    },
    UnknownFileType {
        path: String,
        expected: &'static str,
    },
    BadDump(String),
    NoThreadCount {
        path: String,
    },
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(m) => write!(f, "{m} (see `atreides --help`)"),
            CliError::Io { path, message } => write!(f, "{path}: {message}"),
            CliError::Asm { path, error } => write!(f, "{path}:{error}"),
            CliError::Words { path, error } => write!(f, "{path}: {error}"),
            CliError::Sim(e) => write!(f, "simulation: {e}"),
            CliError::Dis { path, error } => write!(f, "{path}: cannot disassemble: {error}"),
            CliError::Load { path, what, error } => write!(f, "{path}: cannot load the {what}: {error}"),
            CliError::UnknownFileType { path, expected } => {
                write!(f, "{path}: unknown file type (expected {expected})")
            }
            CliError::BadDump(m) => write!(f, "--dump: {m}"),
            CliError::NoThreadCount { path } => {
                write!(
                    f,
                    "{path}: no thread count: pass --threads N or put `.threads N` in the source"
                )
            }
        }
    }
}

impl std::error::Error for CliError {}

impl From<SimError> for CliError {
    fn from(e: SimError) -> Self {
        CliError::Sim(e)
    }
}

/// What a command writes to stdout.
pub enum Output {
    Text(String),
    /// Binary written to a file: nothing to print.
    None,
}

/// Runs the command line (without the program name).
pub fn run(args: &[String]) -> Result<Output, CliError> {
    let Some((cmd, rest)) = args.split_first() else {
        return Ok(Output::Text(HELP.to_string()));
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return Ok(Output::Text(HELP.to_string()));
    }
    match cmd.as_str() {
        "help" | "--help" | "-h" => Ok(Output::Text(HELP.to_string())),
        "asm" => cmd_asm(rest),
        "dis" => cmd_dis(rest),
        "sim" => cmd_sim(rest),
        other => Err(CliError::Usage(format!(
            "unknown command `{other}` (expected asm, dis or sim)"
        ))),
    }
}

fn read_text(path: &str) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| CliError::Io {
        path: path.into(),
        message: e.to_string(),
    })
}

fn read_bytes(path: &str) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Io {
        path: path.into(),
        message: e.to_string(),
    })
}

fn extension(path: &str) -> String {
    Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase()
}

fn assemble_file(path: &str) -> Result<Program, CliError> {
    assemble(&read_text(path)?).map_err(|error| CliError::Asm {
        path: path.into(),
        error,
    })
}

fn hex_file(path: &str) -> Result<Vec<u16>, CliError> {
    words::parse_hex(&read_text(path)?).map_err(|error| CliError::Words {
        path: path.into(),
        error,
    })
}

fn words_file(path: &str) -> Result<Vec<u16>, CliError> {
    match extension(path).as_str() {
        "hex" => hex_file(path),
        "bin" => words::parse_bin(&read_bytes(path)?).map_err(|error| CliError::Words {
            path: path.into(),
            error,
        }),
        _ => Err(CliError::UnknownFileType {
            path: path.into(),
            expected: ".hex or .bin",
        }),
    }
}

/// Splits `args` into positionals and `--flag value` pairs; `switches` take no value.
struct Args<'a> {
    positional: Vec<&'a str>,
    options: Vec<(&'a str, &'a str)>,
    switches: Vec<&'a str>,
}

fn parse_args<'a>(
    args: &'a [String],
    valued: &[&str],
    switches: &[&str],
) -> Result<Args<'a>, CliError> {
    let mut out = Args {
        positional: Vec::new(),
        options: Vec::new(),
        switches: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if valued.contains(&a.as_str()) {
            let Some(v) = it.next() else {
                return Err(CliError::Usage(format!("{a} needs a value")));
            };
            if out.options.iter().any(|(k, _)| k == a) {
                return Err(CliError::Usage(format!("{a} given twice")));
            }
            out.options.push((a, v));
        } else if switches.contains(&a.as_str()) {
            out.switches.push(a);
        } else if a.starts_with('-') && a.len() > 1 {
            return Err(CliError::Usage(format!("unknown option `{a}`")));
        } else {
            out.positional.push(a);
        }
    }
    Ok(out)
}

impl Args<'_> {
    fn one_file(&self, cmd: &str) -> Result<&str, CliError> {
        match self.positional.as_slice() {
            [p] => Ok(p),
            [] => Err(CliError::Usage(format!("`{cmd}` needs a program file"))),
            _ => Err(CliError::Usage(format!(
                "`{cmd}` takes one program file, got {}",
                self.positional.len()
            ))),
        }
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
    }
}

fn cmd_asm(args: &[String]) -> Result<Output, CliError> {
    let a = parse_args(args, &["-o"], &[])?;
    let path = a.one_file("asm")?;
    let program = assemble_file(path)?;
    match a.get("-o") {
        Some(out) => {
            lpf_output::write_file(std::path::Path::new(out), &words::to_bin(&program.words)).map_err(|e| CliError::Io {
                path: out.into(),
                message: e.to_string(),
            })?;
            Ok(Output::None)
        }
        None => Ok(Output::Text(format!("{}\n", words::to_hex(&program.words)))),
    }
}

fn cmd_dis(args: &[String]) -> Result<Output, CliError> {
    let a = parse_args(args, &[], &[])?;
    let path = a.one_file("dis")?;
    let words = words_file(path)?;
    if words.len() > crate::program::PROGRAM_WORDS {
        return Err(CliError::Dis { path: path.into(), error: SimError::ProgramTooLong { words: words.len() } });
    }
    Ok(Output::Text(crate::dis::disassemble(&Program::from_words(
        words,
    ))))
}

fn cmd_sim(args: &[String]) -> Result<Output, CliError> {
    let a = parse_args(
        args,
        &["--threads", "--data", "--dump", "--max-steps"],
        &["--cycles"],
    )?;
    let path = a.one_file("sim")?;
    let program = match extension(path).as_str() {
        "s" | "asm" => assemble_file(path)?,
        "hex" | "bin" => Program::from_words(words_file(path)?),
        _ => {
            return Err(CliError::UnknownFileType {
                path: path.into(),
                expected: ".s, .asm, .hex or .bin",
            })
        }
    };
    let threads = match a.get("--threads") {
        Some(t) => parse_count("--threads", t)?,
        None => program
            .threads
            .map(u64::from)
            .ok_or_else(|| CliError::NoThreadCount { path: path.into() })?,
    };
    // Anything past u32 is as far out of 1..=127 as u32::MAX; keep the user's number in the message.
    let threads = u32::try_from(threads).map_err(|_| {
        CliError::Usage(format!(
            "thread count {threads} is out of range 1..={}",
            crate::program::MAX_THREADS
        ))
    })?;
    let (data_path, data) = match a.get("--data") {
        Some(d) => (d, hex_file(d)?),
        None => (path, program.data.clone()),
    };
    // Check the dump range before running, so a typo does not cost a long simulation.
    let dump = a.get("--dump").map(parse_dump).transpose()?;
    let mut machine = Machine::new(&program.words).map_err(|error| CliError::Load { path: path.into(), what: "program", error })?;
    if let Some(limit) = a.get("--max-steps") {
        machine.set_step_limit(parse_count("--max-steps", limit)?);
    }
    machine.load(0, &data).map_err(|error| CliError::Load { path: data_path.into(), what: "data", error })?;
    let report = machine.launch(threads)?;
    let mut out = String::new();
    if let Some((start, end)) = dump {
        out.push_str(&words::to_hex(&machine.memory()[start..end]));
        out.push('\n');
    }
    if a.switches.contains(&"--cycles") {
        out.push_str(&report.cycles.to_string());
    }
    if out.is_empty() {
        out = format!(
            "ran {threads} thread(s) in {} block(s): {} instructions\n",
            report.blocks,
            report.cycles.instructions()
        );
    }
    Ok(Output::Text(out))
}

fn parse_count(flag: &str, text: &str) -> Result<u64, CliError> {
    parse_int(text)
        .and_then(|v| u64::try_from(v).ok())
        .ok_or_else(|| {
            CliError::Usage(format!(
                "{flag} expects a non-negative number, got `{text}`"
            ))
        })
}

/// `START:END`, half-open, within the 65536 words of data memory.
fn parse_dump(text: &str) -> Result<(usize, usize), CliError> {
    let (s, e) = text
        .split_once(':')
        .ok_or_else(|| CliError::BadDump(format!("expected START:END, got `{text}`")))?;
    let bound = |b: &str| {
        parse_int(b).ok_or_else(|| {
            CliError::BadDump(format!(
                "`{b}` is not a number (decimal or 0x-prefixed hex)"
            ))
        })
    };
    let (start, end) = (bound(s)?, bound(e)?);
    if start < 0 || end > MEMORY_WORDS as i64 || start > end {
        return Err(CliError::BadDump(format!(
            "{start}:{end} is outside memory (need 0 <= START <= END <= {MEMORY_WORDS:#X})"
        )));
    }
    Ok((start as usize, end as usize))
}
