//! What the in-process MLIR fuzz drivers (`fuzz_opt`, `fuzz_passes`) share: the command line,
//! seeds from the lit tests' chunks, and the loop that runs a property on each input with the
//! fuzz crate's generator, counts findings and guards against hangs.
//!
//! MLIR is C++: an abort cannot be caught in-process. With `--current FILE` each input is
//! written to FILE before it runs, so that the soak script can keep the input of a run that
//! died. A watchdog thread ends the process (status 3) when one input runs longer than
//! `--hang-seconds`, with that input left in FILE.

use lpf_fuzz::generator::{next_input, Rng};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub struct Options {
    pub seconds: f64,
    pub seed: u64,
    pub current: Option<String>,
    pub hang_seconds: u64,
    pub max_len: usize,
    pub dirs: Vec<String>,
}

/// `--seconds S [--seed N] [--current FILE] [--hang-seconds S] [--max-len N] CORPUS_DIR...`
pub fn parse_options() -> Options {
    let mut args = std::env::args().skip(1);
    let mut options = Options { seconds: 10.0, seed: 1, current: None, hang_seconds: 60, max_len: 8192, dirs: Vec::new() };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seconds" => options.seconds = args.next().and_then(|s| s.parse().ok()).expect("--seconds N"),
            "--seed" => options.seed = args.next().and_then(|s| s.parse().ok()).expect("--seed N"),
            "--current" => options.current = args.next(),
            "--hang-seconds" => options.hang_seconds = args.next().and_then(|s| s.parse().ok()).expect("--hang-seconds N"),
            "--max-len" => options.max_len = args.next().and_then(|s| s.parse().ok()).expect("--max-len N"),
            dir => options.dirs.push(dir.to_string()),
        }
    }
    options
}

/// Every chunk of every .mlir file in `dirs` (lit files hold several, some invalid on purpose).
pub fn read_seeds(dirs: &[String]) -> Vec<Vec<u8>> {
    let mut seeds = Vec::new();
    for dir in dirs {
        let mut files: Vec<_> = std::fs::read_dir(dir).expect("corpus dir").flatten().map(|e| e.path()).collect();
        files.sort();
        for file in files.into_iter().filter(|f| f.extension().is_some_and(|e| e == "mlir")) {
            let text = String::from_utf8_lossy(&std::fs::read(&file).expect("corpus file")).into_owned();
            let (chunks, _) = lpf_tools::opt::split::split_chunks(&text);
            seeds.extend(chunks.iter().map(|chunk| chunk.text.as_bytes().to_vec()));
        }
    }
    seeds
}

/// Runs `property` on the seeds, then on generated inputs until the time is up; prints one
/// summary line (`NAME: N executions in S s, K seeds, F findings`) and exits 1 on findings.
/// A panic in `property` is a finding; the first three are printed with their input.
pub fn drive(name: &str, options: &Options, seeds: &[Vec<u8>], mut property: impl FnMut(&str)) -> ! {
    let started_input = Arc::new(AtomicU64::new(0));
    watchdog(name, options.hang_seconds, Arc::clone(&started_input));
    let clock = Instant::now();
    let deadline = clock + Duration::from_secs_f64(options.seconds);
    let mut rng = Rng::new(options.seed);
    let (mut executions, mut findings) = (0u64, 0u64);
    let mut pending = seeds.to_vec().into_iter();
    while Instant::now() < deadline {
        let input = pending.next().unwrap_or_else(|| next_input(&mut rng, seeds, options.max_len));
        executions += 1;
        if let Some(path) = &options.current {
            std::fs::write(path, &input).expect("write the current input");
            std::fs::write(format!("{path}.n"), executions.to_string()).expect("write the execution number");
        }
        let text = String::from_utf8_lossy(&input);
        // Milliseconds since start, +1 so that 0 means "between inputs".
        started_input.store(clock.elapsed().as_millis() as u64 + 1, Ordering::SeqCst);
        let outcome = catch_unwind(AssertUnwindSafe(|| property(&text)));
        started_input.store(0, Ordering::SeqCst);
        if let Err(payload) = outcome {
            findings += 1;
            let message = lpf_dialect::unwind::panic_message(payload.as_ref());
            if findings <= 3 {
                eprintln!("{name}: finding #{findings} at execution {executions}: {message}\ninput:\n{text}");
            }
        }
    }
    println!("{name}: {executions} executions in {:.1} s, {} seeds, {findings} findings", clock.elapsed().as_secs_f64(), seeds.len());
    std::process::exit(if findings == 0 { 0 } else { 1 });
}

/// Ends the process with status 3 when one input has run for more than `limit` seconds.
fn watchdog(name: &str, limit: u64, started_input: Arc<AtomicU64>) {
    let name = name.to_string();
    let clock = Instant::now();
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_millis(500));
        let started = started_input.load(Ordering::SeqCst);
        if started != 0 && clock.elapsed().as_millis() as u64 + 1 > started + limit * 1000 {
            eprintln!("{name}: one input ran for more than {limit} s (a hang)");
            std::process::exit(3);
        }
    });
}
