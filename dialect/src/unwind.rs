//! Rust called from C++ must never unwind into it: a panic that reaches an `extern "C"` frame
//! aborts the process (Rust's rule), and one that was caught and only logged can leave MLIR
//! reporting success (a fold hook has no way to fail: stock `mlir-opt` printed the error and
//! exited 0). Every entry point from C++ into lpf's Rust code runs its body through one of these:
//!
//! - [`catch`] where the entry point can fail (a pass signals failure, the options pass returns
//!   false): the panic becomes an error at the operation, and the run fails;
//! - [`or_abort`] where it cannot (fold hooks, pass constructors, plugin and diagnostic
//!   callbacks): the message is printed and the process aborts, so the tool ends non-zero;
//! - [`WalkGuarded::walk_guarded`] for melior's walk, whose trampoline is an `extern "C"` frame
//!   of its own: a panic in the callback stops the walk and resumes on the Rust side, where the
//!   pass's [`catch`] turns it into a pass failure.

use melior::ir::operation::{OperationLike, OperationRef, WalkOrder, WalkResult};
use std::any::Any;
use std::io::Write;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

/// The text a panic was raised with (`panic!("...")` gives a `&str` or a `String`).
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic with a non-text payload".to_string())
}

/// Runs `body`; a panic comes back as its message. Unwind safety is asserted: after a panic
/// the caller only reports and fails, it does not use what `body` was changing.
pub fn catch<R>(body: impl FnOnce() -> R) -> Result<R, String> {
    catch_unwind(AssertUnwindSafe(body)).map_err(|payload| panic_message(payload.as_ref()))
}

/// The message for a panic: `context` says where (`folding ... at loc(...)`).
pub fn internal_error(context: &str, message: &str) -> String {
    format!("lpf internal error while {context} (please report): {message}")
}

/// Runs `body`; on a panic prints `error: ` and [`internal_error`] to stderr and aborts. For entry points
/// from C++ that have no way to report a failure.
pub fn or_abort<R>(context: impl FnOnce() -> String, body: impl FnOnce() -> R) -> R {
    match catch(body) {
        Ok(value) => value,
        Err(message) => {
            // A write error cannot be reported anywhere else; the abort still happens.
            let _ = writeln!(std::io::stderr(), "error: {}", internal_error(&context(), &message));
            std::process::abort()
        }
    }
}

/// melior's walk with a callback that may panic (see the module comment).
pub trait WalkGuarded<'c: 'a, 'a>: OperationLike<'c, 'a> {
    fn walk_guarded<F>(&self, order: WalkOrder, mut callback: F)
    where
        F: for<'x, 'y> FnMut(OperationRef<'x, 'y>) -> WalkResult,
    {
        let mut panic = None;
        self.walk(order, |op| {
            match catch_unwind(AssertUnwindSafe(|| callback(op))) {
                Ok(result) => result,
                Err(payload) => {
                    panic = Some(payload);
                    WalkResult::Interrupt
                }
            }
        });
        if let Some(payload) = panic {
            resume_unwind(payload);
        }
    }
}

impl<'c: 'a, 'a, T: OperationLike<'c, 'a>> WalkGuarded<'c, 'a> for T {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_of_both_payload_kinds() {
        assert_eq!(catch(|| panic!("plain")).unwrap_err(), "plain");
        assert_eq!(catch(|| panic!("formatted {}", 7)).unwrap_err(), "formatted 7");
        assert_eq!(catch(|| std::panic::panic_any(3u8)).unwrap_err(), "panic with a non-text payload");
        assert_eq!(catch(|| 5).unwrap(), 5);
    }

    /// The abort path, in a child process (an abort cannot be observed in-process): the child is
    /// this test binary rerunning only this test, told by the variable to take the panicking path.
    #[test]
    fn or_abort_prints_and_ends_the_process_non_zero() {
        if std::env::var_os("LPF_UNWIND_TEST_CHILD").is_some() {
            or_abort(|| "testing".to_string(), || panic!("the reason"));
            unreachable!("or_abort returned after a panic");
        }
        let output = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "unwind::tests::or_abort_prints_and_ends_the_process_non_zero", "--nocapture"])
            .env("LPF_UNWIND_TEST_CHILD", "1")
            .output()
            .unwrap();
        assert!(!output.status.success());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("error: lpf internal error while testing (please report): the reason"), "{stderr}");
        assert_eq!(or_abort(|| unreachable!(), || 9), 9);
    }
}
