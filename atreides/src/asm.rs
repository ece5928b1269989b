//! The assembler for the syntax of atreides.md §7.
//!
//! A line is `[label:]... [statement] [; comment]`. Statements are instructions
//! (`ADD R0, R0, %threadIdx`, `CONST R1, #8`, `BRn loop`, `SYS read R3`) or directives
//! (`.threads N`, `.data W...`, `.word W`). Mnemonics, register names and SYS operations
//! are case-insensitive; labels are case-sensitive. Every error carries the line and the
//! column of the token at fault, and no input makes the assembler panic.

use crate::isa::{branch_mask, Instr, Reg, SysOp, BRANCH_MAX, BRANCH_MIN};
use crate::memory::SCRATCHPAD_START;
use crate::program::{Program, MAX_THREADS, PROGRAM_WORDS};
use std::collections::HashMap;
use std::fmt;

/// An assembly error at a 1-based line and character column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    pub line: usize,
    pub column: usize,
    pub kind: AsmErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmErrorKind {
    UnknownMnemonic(String),
    UnknownDirective(String),
    UnknownSysOp(String),
    BadRegister(String),
    ExpectedImmediate(String),
    BadNumber(String),
    OutOfRange {
        what: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    OperandCount {
        mnemonic: String,
        expected: &'static str,
        found: usize,
    },
    EmptyOperand,
    BadLabel(String),
    DuplicateLabel {
        name: String,
        first_line: usize,
    },
    UndefinedLabel(String),
    BranchOutOfRange {
        label: String,
        offset: i64,
    },
    DuplicateThreads {
        first_line: usize,
    },
    ProgramTooLong,
    DataTooLong,
}

impl fmt::Display for AsmErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use AsmErrorKind::*;
        match self {
            UnknownMnemonic(m) => write!(f, "unknown mnemonic `{m}`"),
            UnknownDirective(d) => write!(f, "unknown directive `{d}` (expected .threads, .data or .word)"),
            UnknownSysOp(o) => write!(f, "unknown SYS operation `{o}` (expected clear, load, compute or read)"),
            BadRegister(r) => write!(f, "`{r}` is not a register (R0..R15, %blockIdx, %blockDim, %threadIdx)"),
            ExpectedImmediate(t) => write!(f, "expected an immediate `#n`, found `{t}`"),
            BadNumber(t) => write!(f, "`{t}` is not a number (decimal or 0x-prefixed hex)"),
            OutOfRange { what, value, min, max } => {
                write!(f, "{what} {value} is out of range {min}..={max}")
            }
            OperandCount { mnemonic, expected, found } => {
                write!(f, "`{mnemonic}` takes {expected}, found {found} operand(s)")
            }
            EmptyOperand => write!(f, "empty operand"),
            BadLabel(l) => write!(f, "`{l}` is not a valid label name"),
            DuplicateLabel { name, first_line } => {
                write!(f, "label `{name}` is already defined on line {first_line}")
            }
            UndefinedLabel(l) => write!(f, "undefined label `{l}`"),
            BranchOutOfRange { label, offset } => write!(
                f,
                "branch to `{label}` needs offset {offset}, outside the 9-bit range {BRANCH_MIN}..={BRANCH_MAX}"
            ),
            DuplicateThreads { first_line } => write!(f, ".threads is already given on line {first_line}"),
            ProgramTooLong => write!(f, "program exceeds the {PROGRAM_WORDS} words of program memory"),
            DataTooLong => write!(
                f,
                ".data reaches the scratchpad at {SCRATCHPAD_START:#06X}, which the host cannot load"
            ),
        }
    }
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.kind)
    }
}

impl std::error::Error for AsmError {}

/// Assembles a whole source text.
pub fn assemble(source: &str) -> Result<Program, AsmError> {
    let mut asm = Assembler::default();
    for (n, text) in source.lines().enumerate() {
        asm.line(n + 1, text)?;
    }
    asm.finish()
}

/// A token: its text and its byte offset in the line.
#[derive(Clone, Copy)]
struct Tok<'a> {
    text: &'a str,
    at: usize,
}

/// A branch whose label is resolved once every label is known.
struct Fixup {
    pc: usize,
    mask: u8,
    label: String,
    line: usize,
    column: usize,
}

#[derive(Default)]
struct Assembler {
    program: Program,
    threads_line: Option<usize>,
    labels: HashMap<String, (usize, usize)>, // name -> (pc, line)
    fixups: Vec<Fixup>,
}

impl Assembler {
    fn line(&mut self, line: usize, raw: &str) -> Result<(), AsmError> {
        let code = raw.split(';').next().unwrap_or("");
        let cx = Cx { line, text: raw };
        let mut pos = skip_ws(code, 0);
        // Leading `name:` labels.
        while let Some(colon) = code[pos..].find(':') {
            let name = code[pos..pos + colon].trim_end();
            if name.is_empty() || name.contains(char::is_whitespace) || name.contains(',') {
                break;
            }
            if !is_label(name) {
                return Err(cx.err(pos, AsmErrorKind::BadLabel(name.to_string())));
            }
            self.define_label(&cx, pos, name)?;
            pos = skip_ws(code, pos + colon + 1);
        }
        if pos >= code.len() {
            return Ok(());
        }
        let head_len = code[pos..]
            .find(char::is_whitespace)
            .unwrap_or(code.len() - pos);
        let head = Tok {
            text: &code[pos..pos + head_len],
            at: pos,
        };
        let rest_at = pos + head_len;
        if head.text.starts_with('.') {
            let args = split_ws(code, rest_at);
            self.directive(&cx, head, &args)
        } else {
            self.instruction(&cx, head, code, rest_at)
        }
    }

    fn define_label(&mut self, cx: &Cx, at: usize, name: &str) -> Result<(), AsmError> {
        if let Some(&(_, first_line)) = self.labels.get(name) {
            return Err(cx.err(
                at,
                AsmErrorKind::DuplicateLabel {
                    name: name.to_string(),
                    first_line,
                },
            ));
        }
        self.labels
            .insert(name.to_string(), (self.program.words.len(), cx.line));
        Ok(())
    }

    fn directive(&mut self, cx: &Cx, head: Tok, args: &[Tok]) -> Result<(), AsmError> {
        match head.text.to_ascii_lowercase().as_str() {
            ".threads" => {
                if let Some(first_line) = self.threads_line {
                    return Err(cx.err(head.at, AsmErrorKind::DuplicateThreads { first_line }));
                }
                let [n] = args else {
                    return Err(cx.count(head, "one thread count", args.len()));
                };
                let v = cx.number(*n)?;
                cx.range(*n, "thread count", v, 1, MAX_THREADS as i64)?;
                self.program.threads = Some(v as u32);
                self.threads_line = Some(cx.line);
            }
            ".data" => {
                for a in args {
                    let v = cx.number(*a)?;
                    cx.range(*a, "data word", v, 0, 0xFFFF)?;
                    if self.program.data.len() >= SCRATCHPAD_START as usize {
                        return Err(cx.err(a.at, AsmErrorKind::DataTooLong));
                    }
                    self.program.data.push(v as u16);
                }
            }
            ".word" => {
                if args.is_empty() {
                    return Err(cx.count(head, "one or more words", 0));
                }
                for a in args {
                    let v = cx.number(*a)?;
                    cx.range(*a, "word", v, 0, 0xFFFF)?;
                    self.emit(cx, a.at, v as u16)?;
                }
            }
            _ => {
                return Err(cx.err(
                    head.at,
                    AsmErrorKind::UnknownDirective(head.text.to_string()),
                ))
            }
        }
        Ok(())
    }

    fn emit(&mut self, cx: &Cx, at: usize, word: u16) -> Result<(), AsmError> {
        if self.program.words.len() >= PROGRAM_WORDS {
            return Err(cx.err(at, AsmErrorKind::ProgramTooLong));
        }
        self.program.words.push(word);
        Ok(())
    }

    fn instruction(
        &mut self,
        cx: &Cx,
        head: Tok,
        code: &str,
        rest_at: usize,
    ) -> Result<(), AsmError> {
        let upper = head.text.to_ascii_uppercase();
        // SYS names its operation with a word before any comma-separated operands.
        let (sys_op, ops_at) = if upper == "SYS" {
            let at = skip_ws(code, rest_at);
            let len = code[at..]
                .find(|c: char| c.is_whitespace() || c == ',')
                .unwrap_or(code.len() - at);
            if len == 0 {
                return Err(cx.count(head, "an operation (clear, load, compute, read)", 0));
            }
            (
                Some(Tok {
                    text: &code[at..at + len],
                    at,
                }),
                at + len,
            )
        } else {
            (None, rest_at)
        };
        let ops =
            split_commas(code, ops_at).map_err(|at| cx.err(at, AsmErrorKind::EmptyOperand))?;
        let n = ops.len();
        let want = |k: usize, expected: &'static str| -> Result<(), AsmError> {
            if n == k {
                Ok(())
            } else {
                Err(cx.count(head, expected, n))
            }
        };
        let rrr = |ops: &[Tok]| -> Result<(Reg, Reg, Reg), AsmError> {
            Ok((cx.reg(ops[0])?, cx.reg(ops[1])?, cx.reg(ops[2])?))
        };
        let instr = match upper.as_str() {
            "NOP" => {
                want(0, "no operands")?;
                Instr::Nop
            }
            "RET" => {
                want(0, "no operands")?;
                Instr::Ret
            }
            "ADD" | "SUB" | "MUL" | "DIV" | "FMA" | "ACT" => {
                want(3, "three registers")?;
                let (d, s, t) = rrr(&ops)?;
                match upper.as_str() {
                    "ADD" => Instr::Add { d, s, t },
                    "SUB" => Instr::Sub { d, s, t },
                    "MUL" => Instr::Mul { d, s, t },
                    "DIV" => Instr::Div { d, s, t },
                    "FMA" => Instr::Fma { d, s, t },
                    _ => Instr::Act { d, s, t },
                }
            }
            "CMP" => {
                want(2, "two registers")?;
                Instr::Cmp {
                    a: cx.reg(ops[0])?,
                    b: cx.reg(ops[1])?,
                }
            }
            "LDR" => {
                want(2, "two registers")?;
                Instr::Ldr {
                    d: cx.reg(ops[0])?,
                    s: cx.reg(ops[1])?,
                }
            }
            "STR" => {
                want(2, "two registers")?;
                Instr::Str {
                    a: cx.reg(ops[0])?,
                    v: cx.reg(ops[1])?,
                }
            }
            "CONST" => {
                want(2, "a register and an immediate")?;
                let d = cx.reg(ops[0])?;
                let v = cx.imm(ops[1])?;
                cx.range(ops[1], "CONST immediate", v, -128, 127)?;
                Instr::Const { d, imm: v as i8 }
            }
            "SYS" => {
                let op_tok = sys_op.unwrap_or(head);
                let (op, rest) = match op_tok.text.to_ascii_lowercase().as_str() {
                    "clear" => (SysOp::Clear, &ops[..]),
                    "load" => (SysOp::Load, &ops[..]),
                    "compute" => (SysOp::Compute, &ops[..]),
                    "read" => {
                        let Some(r) = ops.first() else {
                            return Err(cx.count(head, "a destination register after `read`", 0));
                        };
                        (SysOp::Read(cx.reg(*r)?), &ops[1..])
                    }
                    other => {
                        return Err(cx.err(op_tok.at, AsmErrorKind::UnknownSysOp(other.to_string())))
                    }
                };
                let array = match rest {
                    [] => false,
                    [a] => {
                        let v = cx.imm(*a)?;
                        cx.range(*a, "array select", v, 0, 1)?;
                        v == 1
                    }
                    _ => {
                        return Err(cx.count(
                            head,
                            "at most an array select `#0`/`#1` after the operation",
                            n,
                        ))
                    }
                };
                Instr::Sys { op, array }
            }
            _ if upper.starts_with("BR") => {
                let Some(mask) = branch_mask(&head.text[2..]) else {
                    return Err(cx.err(
                        head.at,
                        AsmErrorKind::UnknownMnemonic(head.text.to_string()),
                    ));
                };
                want(1, "one target (a label or `#offset`)")?;
                let target = ops[0];
                if target.text.starts_with('#') {
                    let v = cx.imm(target)?;
                    cx.range(
                        target,
                        "branch offset",
                        v,
                        BRANCH_MIN as i64,
                        BRANCH_MAX as i64,
                    )?;
                    Instr::Br {
                        mask,
                        offset: v as i16,
                    }
                } else if is_label(target.text) {
                    self.fixups.push(Fixup {
                        pc: self.program.words.len(),
                        mask,
                        label: target.text.to_string(),
                        line: cx.line,
                        column: cx.column(target.at),
                    });
                    Instr::Br { mask, offset: 0 }
                } else {
                    return Err(cx.err(target.at, AsmErrorKind::BadLabel(target.text.to_string())));
                }
            }
            _ => {
                return Err(cx.err(
                    head.at,
                    AsmErrorKind::UnknownMnemonic(head.text.to_string()),
                ))
            }
        };
        self.emit(cx, head.at, instr.encode())
    }

    fn finish(mut self) -> Result<Program, AsmError> {
        for f in &self.fixups {
            let err = |kind| AsmError {
                line: f.line,
                column: f.column,
                kind,
            };
            let Some(&(target, _)) = self.labels.get(&f.label) else {
                return Err(err(AsmErrorKind::UndefinedLabel(f.label.clone())));
            };
            let offset = target as i64 - (f.pc as i64 + 1);
            if !(BRANCH_MIN as i64..=BRANCH_MAX as i64).contains(&offset) {
                return Err(err(AsmErrorKind::BranchOutOfRange {
                    label: f.label.clone(),
                    offset,
                }));
            }
            self.program.words[f.pc] = Instr::Br {
                mask: f.mask,
                offset: offset as i16,
            }
            .encode();
        }
        Ok(self.program)
    }
}

/// The line being assembled, for locating errors.
struct Cx<'a> {
    line: usize,
    text: &'a str,
}

impl Cx<'_> {
    fn column(&self, at: usize) -> usize {
        self.text[..at].chars().count() + 1
    }

    fn err(&self, at: usize, kind: AsmErrorKind) -> AsmError {
        AsmError {
            line: self.line,
            column: self.column(at),
            kind,
        }
    }

    fn count(&self, head: Tok, expected: &'static str, found: usize) -> AsmError {
        self.err(
            head.at,
            AsmErrorKind::OperandCount {
                mnemonic: head.text.to_string(),
                expected,
                found,
            },
        )
    }

    fn reg(&self, t: Tok) -> Result<Reg, AsmError> {
        parse_reg(t.text)
            .ok_or_else(|| self.err(t.at, AsmErrorKind::BadRegister(t.text.to_string())))
    }

    fn number(&self, t: Tok) -> Result<i64, AsmError> {
        parse_int(t.text).ok_or_else(|| self.err(t.at, AsmErrorKind::BadNumber(t.text.to_string())))
    }

    fn imm(&self, t: Tok) -> Result<i64, AsmError> {
        match t.text.strip_prefix('#') {
            Some(n) => parse_int(n)
                .ok_or_else(|| self.err(t.at, AsmErrorKind::BadNumber(t.text.to_string()))),
            None => Err(self.err(t.at, AsmErrorKind::ExpectedImmediate(t.text.to_string()))),
        }
    }

    fn range(
        &self,
        t: Tok,
        what: &'static str,
        value: i64,
        min: i64,
        max: i64,
    ) -> Result<(), AsmError> {
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(self.err(
                t.at,
                AsmErrorKind::OutOfRange {
                    what,
                    value,
                    min,
                    max,
                },
            ))
        }
    }
}

/// `R0`..`R15` or the three special names, case-insensitive.
pub fn parse_reg(text: &str) -> Option<Reg> {
    match text.to_ascii_lowercase().as_str() {
        "%blockidx" => Some(Reg::BLOCK_IDX),
        "%blockdim" => Some(Reg::BLOCK_DIM),
        "%threadidx" => Some(Reg::THREAD_IDX),
        t => {
            let digits = t.strip_prefix('r')?;
            // No sign, no leading zeros beyond "0" itself: `R01` is a typo, not R1.
            if digits.is_empty()
                || digits.len() > 2
                || !digits.bytes().all(|b| b.is_ascii_digit())
                || (digits.len() > 1 && digits.starts_with('0'))
            {
                return None;
            }
            Reg::new(digits.parse().ok()?)
        }
    }
}

/// Decimal or `0x` hex, with an optional sign. `None` on anything else or on i64 overflow.
pub fn parse_int(text: &str) -> Option<i64> {
    let (negative, body) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        i64::from_str_radix(hex, 16).ok()?
    } else {
        if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        body.parse::<i64>().ok()?
    };
    Some(if negative { -magnitude } else { magnitude })
}

fn is_label(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

fn skip_ws(s: &str, mut at: usize) -> usize {
    while let Some(c) = s[at..].chars().next() {
        if !c.is_whitespace() {
            break;
        }
        at += c.len_utf8();
    }
    at
}

fn split_ws(s: &str, from: usize) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut at = skip_ws(s, from);
    while at < s.len() {
        let len = s[at..].find(char::is_whitespace).unwrap_or(s.len() - at);
        out.push(Tok {
            text: &s[at..at + len],
            at,
        });
        at = skip_ws(s, at + len);
    }
    out
}

/// Comma-separated operands, trimmed; `Err(offset)` points at an empty one.
fn split_commas(s: &str, from: usize) -> Result<Vec<Tok<'_>>, usize> {
    let mut out = Vec::new();
    if s[from..].trim().is_empty() {
        return Ok(out);
    }
    let mut start = from;
    loop {
        let end = s[start..].find(',').map_or(s.len(), |i| start + i);
        let at = skip_ws(s, start);
        let text = s[at.min(end)..end].trim_end();
        if text.is_empty() {
            return Err(at.min(end));
        }
        out.push(Tok { text, at });
        if end == s.len() {
            return Ok(out);
        }
        start = end + 1;
    }
}
