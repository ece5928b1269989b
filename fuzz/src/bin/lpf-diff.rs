//! The differential program fuzzer's driver: generates random valid lpf programs with their
//! arguments, runs each on `lpf-run --backend ref` and on the exits, and reports every program
//! where an exit's results differ from the reference's, where it crashes, times out, or
//! accepts or refuses differently (an `[E0915]` refusal is counted, not a finding: the exits'
//! docs list what they refuse).
//!
//!     lpf-diff [--seconds S] [--programs N] [--seed N] [--backends llvm,xla,iree,atreides]
//!              [--xla-every N] [--iree-every N] [--atreides-every N] [--mixed-every N] [--lpf-run PATH]
//!              [--work DIR] [--findings DIR] [--known FILE]
//!              [--first I] [--verbose] [--print]
//!
//! Every `--mixed-every`th program (default 5; 0: none; 1: all but the Atreides ones) is a mixed
//! lpf + StableHLO program (`lpf_fuzz::diff::mixed`), run on ref, llvm and xla and compared byte
//! for byte where docs/stablehlo.md does not let XLA differ.
//!
//! `iree` (not among the default backends: it needs pip's IREE in the venv) runs every
//! `--iree-every`th plain program (default 10, the same programs as xla), generated for the
//! StableHLO exit as xla's are, and is compared as xla is: contraction results within the §8
//! bound (the exit's f64 sums), the rest byte for byte (docs/iree.md). Every mixed program runs
//! on it too, under XLA's rules of what may differ (IREE's runtime flushes subnormals as XLA
//! CPU does).
//!
//! `--known FILE` lists classes of open findings (one class prefix a line,
//! `#` comments; fuzz/diff-known.txt): a finding of such a class is counted and reported as
//! known, saved once, and does not fail the run; every other finding does. A mixed program's
//! finding is classed by the op behind its first differing result or its kind of failure; a plain
//! program's differing results by their op (`xla: lpf.conv feature_group_count`), its failures
//! where ref runs by their error (`iree: fails: 'linalg.generic' op ...`), and its refusals that
//! report an internal error as such.
//!
//! Program i of seed s is generated from the generator seeded with (s, i) alone, so
//! `--seed s --first i --programs 1` regenerates it.

use lpf_fuzz::diff::backend::{run, write_case, Outcome};
use lpf_fuzz::diff::bound::{allowed, Source};
use lpf_fuzz::diff::compare::{mismatches, Bounded};
use lpf_fuzz::diff::producer::producer;
use lpf_fuzz::diff::program::{generate, Profile, Program};
use lpf_fuzz::diff::atreides;
use lpf_fuzz::diff::bound::Source as GuardSource;
use lpf_fuzz::diff::mixed::{self, has_flushed_subnormal, XlaCheck};
use lpf_fuzz::generator::Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

struct Options {
    seconds: Option<f64>,
    programs: Option<u64>,
    first: u64,
    seed: u64,
    backends: Vec<String>,
    xla_every: u64,
    iree_every: u64,
    atreides_every: u64,
    mixed_every: u64,
    known: Vec<String>,
    lpf_run: PathBuf,
    work: PathBuf,
    findings: PathBuf,
    verbose: bool,
    /// Print each program instead of running it.
    print: bool,
}

fn parse_options() -> Result<Options, String> {
    let mut o = Options {
        seconds: None,
        programs: None,
        first: 0,
        seed: 1,
        backends: vec!["llvm".into(), "xla".into(), "atreides".into()],
        xla_every: 10,
        iree_every: 10,
        atreides_every: 4,
        mixed_every: 5,
        known: Vec::new(),
        lpf_run: std::env::var_os("LPF_RUN").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("target/debug/lpf-run")),
        work: PathBuf::from("target/lpf-diff"),
        findings: PathBuf::from("fuzz/findings/diff"),
        verbose: false,
        print: false,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || it.next().cloned().ok_or_else(|| format!("{arg} needs a value"));
        let number = |t: String| t.parse::<u64>().map_err(|_| format!("{arg}: not a number: {t}"));
        match arg.as_str() {
            "--seconds" => o.seconds = Some(value()?.parse().map_err(|_| "--seconds: not a number")?),
            "--programs" => o.programs = Some(number(value()?)?),
            "--first" => o.first = number(value()?)?,
            "--seed" => o.seed = number(value()?)?,
            "--backends" => o.backends = value()?.split(',').filter(|s| !s.is_empty()).map(String::from).collect(),
            "--xla-every" => o.xla_every = number(value()?)?.max(1),
            "--iree-every" => o.iree_every = number(value()?)?.max(1),
            "--atreides-every" => o.atreides_every = number(value()?)?.max(1),
            "--mixed-every" => o.mixed_every = number(value()?)?,
            "--known" => {
                let file = value()?;
                let text = std::fs::read_to_string(&file).map_err(|e| format!("--known {file}: {e}"))?;
                o.known = text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).map(String::from).collect();
            }
            "--lpf-run" => o.lpf_run = value()?.into(),
            "--work" => o.work = value()?.into(),
            "--findings" => o.findings = value()?.into(),
            "--verbose" => o.verbose = true,
            "--print" => o.print = true,
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    if o.seconds.is_none() && o.programs.is_none() {
        o.programs = Some(100);
    }
    Ok(o)
}

/// Counts per backend.
#[derive(Default)]
struct Tally {
    runs: u64,
    ok: u64,
    elements: u64,
    rejected: BTreeMap<String, u64>,
    both_failed: u64,
    findings: u64,
    /// xla on mixed programs: results not compared, by the docs' reason.
    not_compared: BTreeMap<String, u64>,
}

/// The part of an error message that names its kind (the error code, or the text without
/// locations and numbers), so refusals can be counted by kind.
fn kind_of(message: &str) -> String {
    let text = message.split("error: ").nth(1).unwrap_or(message);
    let text: String = text.chars().take(70).collect();
    text.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect()
}

/// [`kind_of`] with the error code kept (`[E0914]`): a mixed program's finding class.
fn class_of(message: &str) -> String {
    // A failed XLA runner: what its compiler said, not the temporary file's name.
    if let Some(i) = message.find("]: ") {
        if message[..i].contains("XLA cannot compile") {
            return format!("XLA cannot compile: {}", kind_of(&format!("error: {}", &message[i + 3..])));
        }
    }
    // "lowering to LLVM failed: FILE:L:C: error: what": the last error says what.
    let last = message.rsplit("error: ").next().unwrap_or(message);
    let message = if last.len() < message.len() { format!("error: {last}") } else { message.to_string() };
    let message = message.as_str();
    let mut kind = kind_of(message);
    // Type names as written (f6E2M3FN and f4E2M1FN are both f#E#M#FN once digits go).
    for word in message.split(|c: char| !c.is_ascii_alphanumeric()) {
        // `4x3xf6E2M3FN` in a tensor type: the element type.
        let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == 'x');
        if word.len() > 3 && word.starts_with('f') && word.chars().any(|c| c.is_ascii_digit()) {
            let masked: String = word.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect();
            kind = kind.replacen(&masked, word, 1);
        }
    }
    match (message.find("[E"), kind.find("[E")) {
        (Some(i), Some(j)) if message.len() >= i + 7 && kind.len() >= j + 7 => format!("{}{}{}", &kind[..j], &message[i..i + 7], &kind[j + 7..]),
        _ => kind,
    }
}

/// Whether a finding class is one `--known` lists: its first word starts the class, and each
/// of its other words occurs in it.
fn known_class(known: &[String], class: &str) -> bool {
    known.iter().any(|k| {
        let mut words = k.split_whitespace();
        words.next().is_some_and(|first| class.starts_with(first)) && words.all(|w| class.contains(w))
    })
}

struct Driver {
    o: Options,
    tallies: BTreeMap<String, Tally>,
    ref_failed: BTreeMap<String, u64>,
    findings: u64,
    /// Mixed programs' findings by class (backend and the op that computed the first result
    /// that differs, or the kind of failure): only the first few of a class are saved.
    classes: BTreeMap<String, u64>,
    /// Findings of a class `--known` lists (open findings, not failing the run).
    known: BTreeMap<String, u64>,
    mixed_programs: u64,
    mixed_ops: u64,
}

impl Driver {
    /// A mixed program's finding of class `class`: counted, saved while its class has fewer
    /// than three saved.
    fn mixed_finding(&mut self, index: u64, backend: &str, case: &Path, class: String, what: &str) {
        // One class per op and kind of error, not per format or element.
        let class = match class.find(" on '") {
            Some(i) => class[..i].to_string(),
            None => class,
        };
        let class = match class.find(": element") {
            Some(i) => class[..i].to_string(),
            None => class,
        };
        if known_class(&self.o.known, &class) {
            let seen = self.known.entry(class.clone()).or_default();
            *seen += 1;
            if *seen == 1 {
                let known_dir = self.o.findings.join("known");
                let saved = std::mem::replace(&mut self.o.findings, known_dir);
                self.finding(index, backend, case, &format!("[known: {class}] {what}"));
                self.o.findings = saved;
                self.findings -= 1;
                self.tallies.entry(backend.into()).or_default().findings -= 1;
            }
            return;
        }
        let seen = self.classes.entry(class.clone()).or_default();
        *seen += 1;
        if *seen <= 3 {
            self.finding(index, backend, case, &format!("[{class}] {what}"));
        } else {
            self.findings += 1;
            self.tallies.entry(backend.into()).or_default().findings += 1;
            println!("FINDING (class {class}, not saved again): seed {} program {index}", self.o.seed);
        }
    }

    fn finding(&mut self, index: u64, backend: &str, case: &Path, what: &str) {
        self.findings += 1;
        self.tallies.entry(backend.into()).or_default().findings += 1;
        let dir = self.o.findings.join(format!("seed{}-{index}-{backend}", self.o.seed));
        let _ = std::fs::create_dir_all(&dir);
        if let Ok(entries) = std::fs::read_dir(case) {
            for e in entries.flatten() {
                if e.path().is_file() {
                    let _ = std::fs::copy(e.path(), dir.join(e.file_name()));
                }
            }
        }
        let note = format!("seed {} program {index}, --backend {backend}:\n{what}\n", self.o.seed);
        let _ = std::fs::write(dir.join("finding.txt"), &note);
        println!("FINDING {}: {note}", dir.display());
    }

    fn limit(backend: &str) -> Duration {
        Duration::from_secs(if through_stablehlo(backend) { 600 } else { 120 })
    }

    /// A mixed program on ref, llvm and xla: every result byte for byte (any NaN equals any
    /// NaN), xla's only where docs/stablehlo.md does not let it differ; a program with an lpf
    /// op in a StableHLO region must be refused with E0915 everywhere.
    fn check_mixed(&mut self, index: u64, program: &Program, backends: &[&str]) {
        let mixed = program.mixed.as_ref().expect("a mixed program");
        self.mixed_programs += 1;
        self.mixed_ops += program.text.lines().filter(|l| l.contains(" = ")).count() as u64;
        let Some((case, path, args, reference)) = self.case_and_reference(program) else { return };
        let n = program.results.len();
        if self.o.verbose {
            println!("program {index} (mixed): ref {}", reference.kind());
        }
        match &reference {
            Outcome::Crashed(m) => return self.mixed_finding(index, "ref", &case, format!("ref crashed: {}", kind_of(m)), &format!("ref crashed: {m}")),
            Outcome::TimedOut => return self.mixed_finding(index, "ref", &case, "ref timed out".into(), "ref timed out"),
            Outcome::Rejected(_) if mixed.expect_refusal => {}
            Outcome::Failed(m) | Outcome::Rejected(m) => *self.ref_failed.entry(kind_of(m)).or_default() += 1,
            Outcome::Ok(_) if mixed.expect_refusal => {
                return self.mixed_finding(index, "ref", &case, "ref runs an lpf op in a region".into(), "ref ran an lpf op inside a StableHLO region (expected [E0915])")
            }
            Outcome::Ok(_) => {}
        }
        for &backend in backends {
            let got = run(&self.o.lpf_run, &path, &args, backend, n, Self::limit(backend));
            let tally = self.tallies.entry(backend.into()).or_default();
            tally.runs += 1;
            let problem: Option<(String, String)> = match (&reference, &got) {
                (_, Outcome::Crashed(m)) => Some((format!("crashed: {}", kind_of(m)), format!("crashed: {m}"))),
                (_, Outcome::TimedOut) => Some(("timed out".into(), "timed out".into())),
                _ if mixed.expect_refusal => match &got {
                    Outcome::Rejected(m) => {
                        *tally.rejected.entry(format!("(expected) {}", kind_of(m))).or_default() += 1;
                        None
                    }
                    other => Some(("lpf op in a region not refused".into(), format!("expected [E0915] for an lpf op inside a StableHLO region, got {}: {}", other.kind(), other.message()))),
                },
                (_, Outcome::Rejected(m)) => {
                    *tally.rejected.entry(kind_of(m)).or_default() += 1;
                    None
                }
                (Outcome::Ok(want), Outcome::Ok(have)) => {
                    tally.ok += 1;
                    let mut first: Option<usize> = None;
                    let mut lines = Vec::new();
                    for (r, ty) in program.results.iter().enumerate() {
                        // iree: the StableHLO part under XLA's rules (docs/iree.md: IREE's
                        // runtime flushes subnormals too).
                        if backend == "xla" || backend == "iree" {
                            let why = match &mixed.xla[r] {
                                XlaCheck::Skip(why) => Some(why.to_string()),
                                XlaCheck::Guarded(sources) => sources
                                    .iter()
                                    .any(|s| match *s {
                                        GuardSource::Arg(i) => has_flushed_subnormal(program.args[i].ty.elem, &program.args[i].codes),
                                        GuardSource::Result(i) => has_flushed_subnormal(program.results[i].elem, &want[i]),
                                    })
                                    .then(|| "subnormals flushed (a StableHLO op reads or writes one)".to_string()),
                            };
                            if let Some(why) = why {
                                *tally.not_compared.entry(why).or_default() += 1;
                                continue;
                            }
                        }
                        tally.elements += want[r].len() as u64;
                        let found = mismatches(std::slice::from_ref(ty), &want[r..=r], &have[r..=r], &[], 6);
                        if !found.is_empty() {
                            if first.is_none_or(|f| mixed.defs[r] < mixed.defs[f]) {
                                first = Some(r);
                            }
                            lines.extend(found.into_iter().map(|l| l.replacen("out0", &format!("out{r}"), 1)));
                        }
                    }
                    first.map(|r| (format!("{backend}: {}", mixed.producers[r]), format!("results differ from ref:\n{}", lines.join("\n"))))
                }
                (Outcome::Ok(_), Outcome::Failed(m)) => Some((format!("fails: {}", class_of(m)), format!("fails where ref runs: {m}"))),
                (Outcome::Failed(m), Outcome::Ok(_)) => Some((format!("runs where ref fails: {}", class_of(m)), format!("runs where ref fails ({m})"))),
                _ => {
                    tally.both_failed += 1;
                    None
                }
            };
            if let Some((class, what)) = problem {
                let class = if class.starts_with(backend) { class } else { format!("{backend}: {class}") };
                self.mixed_finding(index, backend, &case, class, &what);
            }
        }
    }

    /// `program` written into the work directory's case folder and run on the reference: the
    /// folder, the program's path, its arguments and ref's outcome; None (after a message) when
    /// the case cannot be written.
    fn case_and_reference(&self, program: &Program) -> Option<(PathBuf, PathBuf, Vec<PathBuf>, Outcome)> {
        let case = self.o.work.join("case");
        let _ = std::fs::remove_dir_all(&case);
        let (path, args) = match write_case(&case, program) {
            Ok(x) => x,
            Err(e) => {
                eprintln!("lpf-diff: cannot write {}: {e}", case.display());
                return None;
            }
        };
        let reference = run(&self.o.lpf_run, &path, &args, "ref", program.results.len(), Self::limit("ref"));
        Some((case, path, args, reference))
    }

    fn check(&mut self, index: u64, program: &Program, backends: &[&str]) {
        if program.mixed.is_some() {
            return self.check_mixed(index, program, backends);
        }
        let Some((case, path, args, reference)) = self.case_and_reference(program) else { return };
        let n = program.results.len();
        if self.o.verbose {
            println!("program {index}: ref {}", reference.kind());
        }
        match &reference {
            Outcome::Crashed(m) => return self.finding(index, "ref", &case, &format!("ref crashed: {m}")),
            Outcome::TimedOut => return self.finding(index, "ref", &case, "ref timed out"),
            Outcome::Failed(m) | Outcome::Rejected(m) => *self.ref_failed.entry(kind_of(m)).or_default() += 1,
            Outcome::Ok(_) => {}
        }
        for &backend in backends {
            let got = run(&self.o.lpf_run, &path, &args, backend, n, Self::limit(backend));
            let tally = self.tallies.entry(backend.into()).or_default();
            tally.runs += 1;
            let problem = match (&reference, &got) {
                (_, Outcome::Crashed(m)) => Some(format!("crashed: {m}")),
                (_, Outcome::TimedOut) => Some("timed out".to_string()),
                // An E0915 that owns up to an internal error is no documented refusal (the
                // StableHLO exit's lpf.conv with an empty window, seed 3 program 80): a finding,
                // classed so that `--known` can list it while it is open.
                (_, Outcome::Rejected(m)) if is_internal(m) => {
                    let class = format!("{backend}: E0915 internal error: {}", kind_of(m));
                    self.mixed_finding(index, backend, &case, class, &format!("refused with an internal error: {m}"));
                    continue;
                }
                (_, Outcome::Rejected(m)) => {
                    *tally.rejected.entry(kind_of(m)).or_default() += 1;
                    None
                }
                (Outcome::Ok(want), Outcome::Ok(have)) => {
                    tally.ok += 1;
                    tally.elements += want.iter().map(|w| w.len() as u64).sum::<u64>();
                    // The StableHLO exit's contractions are f64 sums in the compiler's order
                    // (docs/stablehlo.md, docs/iree.md): those results within the §8 bound
                    // computed from their operands, classes exactly.
                    let bounded = if through_stablehlo(backend) { bounds(program, want) } else { Vec::new() };
                    let found = mismatches(&program.results, want, have, &bounded, 12);
                    if !found.is_empty() {
                        // Classed by the op of the first result that differs, so that `--known`
                        // can list an open one (the out-N prefix of the first line names it).
                        let first = found[0].strip_prefix("out").and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next()).and_then(|t| t.parse().ok()).unwrap_or(0);
                        let class = format!("{backend}: {}", producer(&program.text, first));
                        self.mixed_finding(index, backend, &case, class, &format!("results differ from ref:\n{}", found.join("\n")));
                        continue;
                    }
                    None
                }
                (Outcome::Ok(_), Outcome::Failed(m)) => {
                    let class = format!("{backend}: fails: {}", class_of(m));
                    self.mixed_finding(index, backend, &case, class, &format!("fails where ref runs: {m}"));
                    continue;
                }
                (Outcome::Failed(m), Outcome::Ok(_)) => {
                    // The StableHLO exit has no run-time error for a bad NVFP4 per-tensor scale
                    // (documented); ref's says "tensor scale G must be finite and > 0" (the
                    // words "per-tensor scale" matched none, found by lpf-diff on iree, seed 11
                    // program 92).
                    if through_stablehlo(backend) && m.contains("tensor scale") {
                        None
                    } else {
                        Some(format!("runs where ref fails ({m})"))
                    }
                }
                _ => {
                    tally.both_failed += 1;
                    None
                }
            };
            if let Some(what) = problem {
                self.finding(index, backend, &case, &what);
            }
        }
    }
}

/// Whether a refusal's message says it is an internal error (a defect, not a limit the docs
/// state).
fn is_internal(message: &str) -> bool {
    message.contains("internal error")
}

/// Whether `backend` runs lpf's StableHLO exit on a compiler (XLA CPU, IREE): slow to compile,
/// contractions summed in the compiler's order.
fn through_stablehlo(backend: &str) -> bool {
    matches!(backend, "xla" | "iree")
}

/// Per result of `program`, the §8 bound of each contraction result, from the operands' codes
/// (arguments, or the reference's codes of a returned intermediate).
fn bounds(program: &Program, want: &[Vec<u64>]) -> Vec<Bounded> {
    let mut bounded: Vec<Bounded> = vec![None; program.results.len()];
    for c in &program.contractions {
        let operands: Vec<_> = c
            .operands
            .iter()
            .map(|s| match *s {
                Source::Arg(i) => (program.args[i].ty.clone(), program.args[i].codes.clone()),
                Source::Result(i) => (program.results[i].clone(), want[i].clone()),
            })
            .collect();
        bounded[c.result] = Some((c.acc, allowed(c, &operands, &want[c.result])));
    }
    bounded
}

fn main() -> ExitCode {
    let o = match parse_options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("lpf-diff: {e}");
            return ExitCode::from(2);
        }
    };
    let has = |b: &str| o.backends.iter().any(|x| x == b);
    let (use_llvm, use_xla, use_iree, use_atreides) = (has("llvm"), has("xla"), has("iree"), has("atreides"));
    let deadline = o.seconds.map(|s| Instant::now() + Duration::from_secs_f64(s));
    let mut driver = Driver { o, tallies: BTreeMap::new(), ref_failed: BTreeMap::new(), findings: 0, classes: BTreeMap::new(), known: BTreeMap::new(), mixed_programs: 0, mixed_ops: 0 };
    let start = Instant::now();
    let mut programs = 0u64;
    let mut index = driver.o.first;
    loop {
        if driver.o.programs.is_some_and(|n| programs >= n) || deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let mut rng = Rng::new(driver.o.seed.wrapping_mul(0x1_0000_0001).wrapping_add(index));
        let mut backends: Vec<&str> = Vec::new();
        let program = if use_atreides && index % driver.o.atreides_every == driver.o.atreides_every - 1 {
            backends.push("atreides");
            if use_llvm {
                backends.push("llvm");
            }
            atreides::generate(&mut rng)
        } else if driver.o.mixed_every > 0 && index % driver.o.mixed_every == driver.o.mixed_every - 1 {
            if use_llvm {
                backends.push("llvm");
            }
            if use_xla {
                backends.push("xla");
            }
            if use_iree {
                backends.push("iree");
            }
            mixed::generate(&mut rng)
        } else {
            let xla = use_xla && index.is_multiple_of(driver.o.xla_every);
            let iree = use_iree && index.is_multiple_of(driver.o.iree_every);
            if use_llvm {
                backends.push("llvm");
            }
            if xla {
                backends.push("xla");
            }
            if iree {
                backends.push("iree");
            }
            generate(&mut rng, if xla || iree { Profile::Xla } else { Profile::General })
        };
        if driver.o.print {
            println!("// program {index} ({})\n{}", backends.join(", "), program.text);
        } else {
            driver.check(index, &program, &backends);
        }
        programs += 1;
        index += 1;
        if programs.is_multiple_of(100) && !driver.o.print {
            println!("  ... {programs} programs, {} findings, {:.0} s", driver.findings, start.elapsed().as_secs_f64());
        }
    }
    println!("lpf-diff: seed {}, {programs} programs in {:.1} s", driver.o.seed, start.elapsed().as_secs_f64());
    let ref_failures: u64 = driver.ref_failed.values().sum();
    println!("  ref refused {ref_failures} (generator misses, or run-time errors the exits must share):");
    for (kind, count) in &driver.ref_failed {
        println!("    {count:6} {kind}");
    }
    for (backend, t) in &driver.tallies {
        let rejected: u64 = t.rejected.values().sum();
        println!(
            "  {backend}: {} runs, {} compared ({} result elements), {} rejected with E0915, {} failed as ref did, {} findings",
            t.runs, t.ok, t.elements, rejected, t.both_failed, t.findings
        );
        for (kind, count) in &t.rejected {
            println!("    {count:6} {kind}");
        }
        if !t.not_compared.is_empty() {
            println!("    results of mixed programs not compared (docs/stablehlo.md lets XLA differ):");
            for (why, count) in &t.not_compared {
                println!("    {count:6} {why}");
            }
        }
    }
    if driver.mixed_programs > 0 {
        println!("  mixed programs: {} ({} ops)", driver.mixed_programs, driver.mixed_ops);
    }
    // Classed findings: mixed programs', and plain programs' internal-error refusals.
    for (class, count) in &driver.classes {
        println!("    finding class {count:4} x {class}");
    }
    let known: u64 = driver.known.values().sum();
    if known > 0 {
        println!("  known open findings (--known, not failing the run): {known}");
        for (class, count) in &driver.known {
            println!("    known class {count:4} x {class}");
        }
    }
    println!("  findings: {}", driver.findings);
    if driver.findings > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_keep_error_codes_and_type_names() {
        let m = "/tmp/case/program.mlir:3:9: error: [E0914] 'lpf.add' on 'f6E2M3FN': 8/6/4-bit floats have no arithmetic";
        assert_eq!(class_of(m), "[E0914] 'lpf.add' on 'f6E2M3FN': #/#/#-bit floats have no arithmetic");
        let m = "lpf-run: error: XLA result 1 (tensor<3x1xf6E3M2FN>): element 0 is 0x9d, not a f6E3M2FN code";
        assert!(class_of(m).starts_with("XLA result # (tensor<#x#xf6E3M2FN>)"), "{}", class_of(m));
        let m = "lpf-run: error: the XLA runner exited with status 1; its stderr: lpf_xla: error: XLA cannot compile '/tmp/x-12/module.mlir': FAILED_PRECONDITION: during context [hlo verifier]: Expected comparison type UNSIGNED.";
        assert_eq!(class_of(m), "XLA cannot compile: Expected comparison type UNSIGNED.");
        let m = "lpf-run: error: lowering to LLVM failed: /tmp/case/program.mlir:6:9: error: offset 1 is out-of-bounds: 0 >= 0";
        assert_eq!(class_of(m), "offset # is out-of-bounds: # >= #");
    }

    #[test]
    fn an_internal_refusal_is_classed_without_its_helper_name() {
        let m = "/tmp/case/program.mlir:4:9: error: [E0915] cannot lower 'lpf.conv' to StableHLO: internal error: generated StableHLO for __lpf_conv_cb84cc73c824a905 does not parse";
        assert!(is_internal(m));
        let class = format!("xla: E0915 internal error: {}", kind_of(m));
        assert!(!class.contains("cb8"), "{class}");
        assert!(known_class(&["xla: E0915 internal 'lpf.conv'".to_string()], &class), "{class}");
        assert!(!is_internal("error: [E0915] cannot lower 'lpf.mul' to StableHLO: f64 arithmetic"));
    }

    #[test]
    fn known_classes_match_by_first_word_and_the_others_anywhere() {
        let known = vec!["xla: f6E2M3FN".to_string(), "llvm: fails: [E0914] 'lpf.".to_string()];
        assert!(known_class(&known, "xla: stablehlo.map stablehlo.minimum f6E2M3FN"));
        assert!(!known_class(&known, "llvm: stablehlo.minimum f6E2M3FN"));
        assert!(known_class(&known, "llvm: fails: [E0914] 'lpf.neg'"));
        assert!(!known_class(&known, "llvm: fails: [E0912] 'lpf.neg'"));
        assert!(!known_class(&known, "xla: stablehlo.minimum f6E3M2FN"));
    }

    #[test]
    fn every_known_line_of_the_repository_parses() {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/diff-known.txt")).expect("fuzz/diff-known.txt");
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let first = line.split_whitespace().next().unwrap_or("");
            assert!(matches!(first, "ref:" | "llvm:" | "xla:" | "iree:"), "{line}: a class starts with its backend");
        }
    }
}
