//! The stable-toolchain fuzz driver: runs one target for a fixed time (or number of inputs) over
//! the deterministic generator, seeded from corpus files, and reports executions and findings.
//! A finding (a panic in the target) is written to the findings directory and counted; the run
//! goes on, and the exit status is 1 when there was any.
//!
//!     lpf-fuzz TARGET [--seconds S] [--runs N] [--seed N] [--max-len N] [--corpus DIR]... [--findings DIR]
//!     lpf-fuzz TARGET --repro FILE
//!     lpf-fuzz TARGET --corpus DIR... --save-seeds DIR   (the seeds as the target reads them: for libFuzzer)

use lpf_fuzz::generator::{next_input, Rng};
use lpf_fuzz::targets::{words_seed, Target, TARGETS};
use lpf_fuzz::targets::TOOL_TARGETS;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

struct Options {
    target: String,
    seconds: Option<f64>,
    runs: Option<u64>,
    seed: u64,
    max_len: usize,
    corpus: Vec<PathBuf>,
    findings: PathBuf,
    repro: Option<PathBuf>,
    save_seeds: Option<PathBuf>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        target: String::new(),
        seconds: None,
        runs: None,
        seed: 1,
        max_len: 4096,
        corpus: Vec::new(),
        findings: PathBuf::from("fuzz/findings"),
        repro: None,
        save_seeds: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().cloned().ok_or_else(|| format!("{arg} needs a value"));
        let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg}: not a number: {text}"));
        match arg.as_str() {
            "--seconds" => options.seconds = Some(value()?.parse().map_err(|_| "--seconds: not a number".to_string())?),
            "--runs" => options.runs = Some(number(value()?)?),
            "--seed" => options.seed = number(value()?)?,
            "--max-len" => options.max_len = number(value()?)? as usize,
            "--corpus" => options.corpus.push(value()?.into()),
            "--findings" => options.findings = value()?.into(),
            "--repro" => options.repro = Some(value()?.into()),
            "--save-seeds" => options.save_seeds = Some(value()?.into()),
            name if options.target.is_empty() && !name.starts_with('-') => options.target = name.to_string(),
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    if options.target.is_empty() {
        let names: Vec<_> = TARGETS.iter().chain(TOOL_TARGETS).map(|(n, _)| *n).collect();
        return Err(format!("name a target: {}", names.join(", ")));
    }
    Ok(options)
}

/// Every file under `dirs` (one level), sorted for reproducibility; `.mlir` files by chunk;
/// for `atreides_words`, `.s` files assembled ([`lpf_fuzz::targets::words_seed`]).
fn read_seeds(target: &str, dirs: &[PathBuf]) -> Result<Vec<Vec<u8>>, String> {
    let mut files = Vec::new();
    for dir in dirs {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            if entry.path().is_file() {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    let mut seeds = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
        if file.extension().is_some_and(|e| e == "mlir") {
            seeds.extend(mlir_chunks(&bytes));
        } else if target == "atreides_words" && file.extension().is_some_and(|e| e == "s") {
            let source = String::from_utf8_lossy(&bytes);
            seeds.push(words_seed(&source).ok_or_else(|| format!("{}: does not assemble", file.display()))?);
        } else {
            seeds.push(bytes);
        }
    }
    Ok(seeds)
}

/// A lit test's chunks (split at `// -----` lines, as `--split-input-file` does): each is one
/// input a tool would see, while the whole file usually defines a name twice.
fn mlir_chunks(bytes: &[u8]) -> Vec<Vec<u8>> {
    let text = String::from_utf8_lossy(bytes);
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            chunks.push(String::new());
        } else {
            chunks.last_mut().expect("one chunk at least").push_str(line);
        }
    }
    chunks.into_iter().filter(|c| !c.trim().is_empty()).map(String::into_bytes).collect()
}

/// Runs the target on one input; the panic message when it panicked.
fn run_one(target: Target, input: &[u8]) -> Option<String> {
    catch_unwind(AssertUnwindSafe(|| target(input))).err().map(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".to_string())
    })
}

fn save_finding(dir: &Path, target: &str, index: u64, input: &[u8]) -> String {
    let path = dir.join(format!("{target}-{index}.bin"));
    match std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, input)) {
        Ok(()) => path.display().to_string(),
        Err(e) => format!("(not saved: {e})"),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_options(&args) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("lpf-fuzz: error: {message}");
            return ExitCode::from(2);
        }
    };
    let Some(&(name, target)) = TARGETS.iter().chain(TOOL_TARGETS).find(|(n, _)| *n == options.target) else {
        eprintln!("lpf-fuzz: error: no target '{}'", options.target);
        return ExitCode::from(2);
    };
    // Findings are reported once each below; the default hook would print every one in full.
    std::panic::set_hook(Box::new(|_| {}));
    if let Some(file) = &options.repro {
        let input = match std::fs::read(file) {
            Ok(bytes) => bytes,
            Err(e) => {
                eprintln!("lpf-fuzz: error: {}: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        return match run_one(target, &input) {
            Some(message) => {
                eprintln!("{name}: finding: {message}");
                ExitCode::FAILURE
            }
            None => {
                println!("{name}: no finding");
                ExitCode::SUCCESS
            }
        };
    }
    let seeds = match read_seeds(&options.target, &options.corpus) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("lpf-fuzz: error: {message}");
            return ExitCode::from(2);
        }
    };
    if let Some(dir) = &options.save_seeds {
        let saved = std::fs::create_dir_all(dir).and_then(|_| {
            seeds.iter().enumerate().try_for_each(|(i, seed)| std::fs::write(dir.join(format!("seed{i}")), seed))
        });
        return match saved {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("lpf-fuzz: error: {}: {e}", dir.display());
                ExitCode::from(2)
            }
        };
    }
    let deadline = options.seconds.map(|s| Instant::now() + Duration::from_secs_f64(s));
    let limit = options.runs.unwrap_or(if deadline.is_some() { u64::MAX } else { 10_000 });
    let mut rng = Rng::new(options.seed);
    let (start, mut executions, mut findings) = (Instant::now(), 0u64, 0u64);
    // Seeds first, as they are, then generated inputs.
    let mut pending = seeds.clone().into_iter();
    while executions < limit {
        // Every execution: the tool targets take a quarter second each (reading the clock
        // costs nanoseconds).
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let input = pending.next().unwrap_or_else(|| next_input(&mut rng, &seeds, options.max_len));
        executions += 1;
        if let Some(message) = run_one(target, &input) {
            findings += 1;
            let saved = save_finding(&options.findings, name, executions, &input);
            if findings <= 5 {
                eprintln!("{name}: finding #{findings} at execution {executions}, input {saved}: {message}");
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{name}: {executions} executions in {seconds:.1} s ({:.0}/s), {} seeds, {findings} findings",
        executions as f64 / seconds.max(1e-9),
        seeds.len()
    );
    if findings == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
