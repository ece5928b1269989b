//! What a pass module declares: [`PassDef`], and the [`lpf_pass!`] macro that defines its
//! `pub const PASS` and constructor. Its own module so that the passes do not import from the
//! registry, which names every pass.

use melior::pass::Pass;

/// A pass as the registry knows it.
pub struct PassDef {
    /// The name pipelines use: `builtin.module(<argument>)`.
    pub argument: &'static str,
    /// One line for `--list-passes` and `--help`.
    pub summary: &'static str,
    /// Builds a fresh instance (called once per pipeline that names the pass).
    pub create: fn() -> Pass,
}

/// Declares a pass module's `pub const PASS: PassDef` and its constructor: the name pipelines
/// use, the pass class name MLIR prints (timing, IR dumps), the summary, the `run` function and
/// the dialects whose ops the pass creates (MLIR loads them before the pass runs). Each use
/// gets its own static, whose address is the pass's MLIR TypeID.
macro_rules! lpf_pass {
    ($argument:literal, $class:literal, $summary:literal, $run:path, [$($dialect:expr),* $(,)?]) => {
        pub const PASS: $crate::pass::PassDef =
            $crate::pass::PassDef { argument: $argument, summary: $summary, create };

        fn create() -> melior::pass::Pass {
            #[repr(align(8))]
            struct PassId;
            static PASS_ID: PassId = PassId;
            // Every pass body runs guarded: a panic is a located error and a pass failure.
            fn guarded(op: melior::ir::OperationRef, pass: melior::pass::ExternalPass) {
                lpf_dialect::passes::run_guarded($argument, op, pass, $run)
            }
            melior::pass::create_external(
                guarded,
                melior::ir::r#type::TypeId::create(&PASS_ID),
                $class,
                $argument,
                $summary,
                "",
                &[$($dialect),*],
            )
        }
    };
}
pub(crate) use lpf_pass;

/// The rewrite loop of a pass that replaces ops one at a time: every op under `root` that
/// `selects` picks (collected first, post-order: rewriting while walking would erase the op the
/// walk stands on) is handed to `rewrite`, whose error is emitted at the op's location with
/// `pass: ` in front. False when any rewrite failed (the pass then signals failure).
pub fn rewrite_each<'c>(
    root: melior::ir::OperationRef<'c, '_>,
    pass: &str,
    mut selects: impl FnMut(&melior::ir::OperationRef) -> bool,
    mut rewrite: impl FnMut(melior::ir::OperationRef<'c, '_>) -> Result<(), lpf_dialect::error::LpfError<'c>>,
) -> bool {
    use lpf_dialect::unwind::WalkGuarded;
    use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PostOrder, |op| {
        if selects(&op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut failed = false;
    for raw in found {
        // SAFETY: collected from this walk; the rewrites erase only the op each is given.
        let op = unsafe { melior::ir::OperationRef::from_raw(raw) };
        if let Err(error) = rewrite(op) {
            error.context(&format!("{pass}: ")).emit(op.location());
            failed = true;
        }
    }
    !failed
}
