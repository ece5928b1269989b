//! The one error type of lpf's Rust side: [`LpfError`], a message with its stable code
//! (E0910-E0915, or none), the op it is about and where it happened. The passes, the exits and
//! the tools build it; its `Display` is the only place that writes `[E0915] ...` into text, and
//! [`LpfError::emit`] the only place that hands it to MLIR's diagnostics at its location.

use melior::ir::Location;
use std::fmt;

/// The stable error codes (docs/dialect.md): the verifiers' and the exits'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// A type parameter outside its format's bounds.
    E0910,
    /// Operands or results of formats an op does not accept together.
    E0911,
    /// Shapes that do not fit (dims, blocks, K of a hardware instruction).
    E0912,
    /// An attribute outside what the op (or lpf's model of a unit) supports.
    E0913,
    /// A contract the op cannot keep.
    E0914,
    /// An exit (or a backend of lpf-run) cannot run this op.
    E0915,
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Code::E0910 => "E0910",
            Code::E0911 => "E0911",
            Code::E0912 => "E0912",
            Code::E0913 => "E0913",
            Code::E0914 => "E0914",
            Code::E0915 => "E0915",
        })
    }
}

/// An error about the IR: `[code] context'op' message`, at `location` once known.
#[derive(Clone, Debug)]
pub struct LpfError<'c> {
    pub code: Option<Code>,
    /// Who reports it (`lpf-scalar-to-calls: `, `cannot lower to StableHLO: `), set by the
    /// pass that emits it; printed after the code.
    pub context: String,
    /// The op it is about (`lpf.dot`), printed quoted before the message.
    pub op: Option<String>,
    /// Where it happened; the innermost location wins (see [`LpfError::or_at`]).
    pub location: Option<Location<'c>>,
    pub message: String,
}

impl<'c> LpfError<'c> {
    /// An error without a code (an internal or malformed-IR condition).
    pub fn new(message: impl Into<String>) -> Self {
        LpfError { code: None, context: String::new(), op: None, location: None, message: message.into() }
    }

    /// An error without a code from another crate's error (the numerics crate's, which this
    /// crate does not depend on, so it has no `From`): `.map_err(LpfError::of)`.
    pub fn of(error: impl fmt::Display) -> Self {
        LpfError::new(error.to_string())
    }

    /// An error with a stable code.
    pub fn coded(code: Code, message: impl Into<String>) -> Self {
        LpfError { code: Some(code), ..LpfError::new(message) }
    }

    /// E0915: an exit (or lpf-run's backend) cannot run an op.
    pub fn unsupported(message: impl Into<String>) -> Self {
        LpfError::coded(Code::E0915, message)
    }

    /// Names the op the error is about (printed `'op' ` before the message).
    pub fn op(mut self, name: impl Into<String>) -> Self {
        self.op = Some(name.into());
        self
    }

    /// Sets the location unless a more precise one is there already (an error made without a
    /// context, `LpfError<'static>`, becomes one of `location`'s context).
    pub fn or_at<'l>(self, location: Location<'l>) -> LpfError<'l>
    where
        'c: 'l,
    {
        let LpfError { code, context, op, location: inner, message } = self;
        LpfError { code, context, op, location: Some(inner.unwrap_or(location)), message }
    }

    /// The error without its location, for a tool that has turned the location into a
    /// file:line:col of its own and keeps the error past the context.
    pub fn without_location(self) -> LpfError<'static> {
        let LpfError { code, context, op, message, .. } = self;
        LpfError { code, context, op, location: None, message }
    }

    /// Gives a code to an error that has none (a lowering step's reason becomes the exit's E0915).
    pub fn or_code(mut self, code: Code) -> Self {
        self.code.get_or_insert(code);
        self
    }

    /// Puts `context` after the code, before the op and message (`lpf-fold: `); an outer
    /// context goes before an inner one.
    pub fn context(mut self, context: impl fmt::Display) -> Self {
        self.context = format!("{context}{}", self.context);
        self
    }

    /// Reports the error through the context's diagnostic handlers at its location, or at
    /// `fallback` when it has none.
    pub fn emit(&self, fallback: Location) {
        match self.location {
            Some(location) => crate::diagnostics::emit_error(location, &self.to_string()),
            None => crate::diagnostics::emit_error(fallback, &self.to_string()),
        }
    }
}

impl fmt::Display for LpfError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(code) = self.code {
            write!(f, "[{code}] ")?;
        }
        f.write_str(&self.context)?;
        if let Some(op) = &self.op {
            write!(f, "'{op}' ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for LpfError<'_> {}

impl From<String> for LpfError<'_> {
    fn from(message: String) -> Self {
        LpfError::new(message)
    }
}

impl From<&str> for LpfError<'_> {
    fn from(message: &str) -> Self {
        LpfError::new(message)
    }
}

impl From<melior::Error> for LpfError<'_> {
    fn from(error: melior::Error) -> Self {
        LpfError::new(error.to_string())
    }
}

impl From<crate::attrs::AttrError> for LpfError<'_> {
    fn from(error: crate::attrs::AttrError) -> Self {
        LpfError::new(error.to_string())
    }
}

impl From<std::str::Utf8Error> for LpfError<'_> {
    fn from(error: std::str::Utf8Error) -> Self {
        LpfError::new(error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_code_op_and_message_in_that_order() {
        let error = LpfError::unsupported("is not lowered by the LLVM exit").op("lpf.dot");
        assert_eq!(error.to_string(), "[E0915] 'lpf.dot' is not lowered by the LLVM exit");
        assert_eq!(LpfError::new("no code").to_string(), "no code");
        let step = LpfError::new("why").op("lpf.add").context("inner: ").context("outer: ").or_code(Code::E0912);
        assert_eq!(step.to_string(), "[E0912] outer: inner: 'lpf.add' why");
        assert_eq!(step.or_code(Code::E0915).code, Some(Code::E0912), "a code once given stays");
    }
}
