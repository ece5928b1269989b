//! A served lpf-run's `--backend ref` on a StableHLO module keeps the module as
//! [`super::mixed::prepare`] made it, with its context, for the next call of the same text:
//! the Python package runs a model's module once per call, and parsing, rewriting and
//! renaming it were about a quarter of each call on the PyTorch exports (issue 39). Only the
//! last module is kept. A call that fails on the kept module runs again from its text, so that
//! its error is located in this call's file.

use super::buffer::Buffer;
use super::cli::RunCli;
use super::io;
use super::mixed::Prepared;
use lpf_lowering::ir_numerics::TypeInfo;
use melior::Context;
use std::cell::RefCell;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The kept module, what its entry takes and returns, and the context it lives in.
struct Kept {
    key: u64,
    /// Declared before the context it lives in, so dropped first.
    prepared: Prepared<'static>,
    /// Each argument's type, as written and as lpf-run reads it.
    inputs: Vec<(String, TypeInfo)>,
    result_types: Vec<String>,
    _context: Box<Context>,
}

thread_local! {
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// What a prepared module depends on: its text, entry and backend.
fn key(cli: &RunCli, text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    (text, cli.entry.as_str(), cli.backend.as_str()).hash(&mut hasher);
    hasher.finish()
}

/// The run's summary lines from the kept module, where it is `text`'s and the run succeeds;
/// `None` otherwise (the caller runs from the text, and reports what went wrong there).
pub(super) fn run_again(cli: &RunCli, text: &str) -> Option<Vec<String>> {
    KEPT.with(|kept| {
        let kept = kept.borrow();
        let kept = kept.as_ref().filter(|kept| kept.key == key(cli, text))?;
        if cli.args.len() != kept.inputs.len() {
            return None;
        }
        let mut args: Vec<Buffer> = Vec::with_capacity(cli.args.len());
        for (index, (path, (ty, info))) in cli.args.iter().zip(&kept.inputs).enumerate() {
            args.push(io::read_arg(index, path, &cli.entry, ty, info).ok()?);
        }
        let results = kept.prepared.execute(&args).ok()?;
        super::report(cli, &kept.result_types, &results, Vec::new()).ok()
    })
}

/// Keeps `prepared` (living in `context`) for the next call of `text`, in place of the last.
pub(super) fn keep(cli: &RunCli, text: &str, context: Box<Context>, prepared: Prepared<'static>, inputs: Vec<(String, TypeInfo)>, result_types: Vec<String>) {
    let kept = Kept { key: key(cli, text), prepared, inputs, result_types, _context: context };
    KEPT.with(|slot| *slot.borrow_mut() = Some(kept));
}
