//! The disassembler: canonical assembly text for words or whole programs.
//!
//! Canonical text is what `assemble` accepts and what this module prints back unchanged:
//! `.threads` and `.data` first (eight data words a line), then one instruction a line
//! indented four spaces, each branch target inside the program named by a label `L<pc>` on
//! its own line. A word that is not the canonical encoding of its instruction (ignored bits
//! set, opcodes 0xD/0xE, a branch with mask 0) is written `.word 0xXXXX` with what the chip
//! does with it in a comment, so every one of the 65536 words survives a round trip.

use crate::isa::{branch_mnemonic, Instr, SysOp};
use crate::program::Program;
use std::collections::BTreeSet;
use std::fmt::Write;

/// Canonical text of a program, including its `.threads` and `.data`.
pub fn disassemble(program: &Program) -> String {
    let mut out = String::new();
    if let Some(n) = program.threads {
        let _ = writeln!(out, ".threads {n}");
    }
    for chunk in program.data.chunks(8) {
        let words: Vec<String> = chunk
            .iter()
            .map(|w| format!("{w:#06X}").replace("0X", "0x"))
            .collect();
        let _ = writeln!(out, ".data {}", words.join(" "));
    }
    let words = &program.words;
    let targets: BTreeSet<usize> = words
        .iter()
        .enumerate()
        .filter_map(|(pc, &w)| label_target(pc, w, words.len()))
        .collect();
    for (pc, &w) in words.iter().enumerate() {
        if targets.contains(&pc) {
            let _ = writeln!(out, "L{pc}:");
        }
        let _ = writeln!(out, "    {}", instruction_text(pc, w, words.len()));
    }
    out
}

/// The target of a canonical branch word at `pc` when a label can name it: inside the
/// program and reached without the 9-bit PC wrap (a wrapped branch keeps its offset, so
/// that reassembly, which range-checks label distances, gives the same word back).
fn label_target(pc: usize, w: u16, len: usize) -> Option<usize> {
    match Instr::decode(w) {
        Instr::Br { mask, offset } if mask != 0 && Instr::is_canonical(w) => {
            let t = pc as i64 + 1 + offset as i64;
            (0..len as i64).contains(&t).then_some(t as usize)
        }
        _ => None,
    }
}

/// One instruction's text. `len` is the program length, for deciding whether a branch
/// target can be named by a label (`L<pc>`) or must stay a numeric offset.
pub fn instruction_text(pc: usize, w: u16, len: usize) -> String {
    let instr = Instr::decode(w);
    if instr.encode() != w || matches!(instr, Instr::Br { mask: 0, .. }) {
        return format!("{} ; {}", word_directive(w), describe(instr));
    }
    match instr {
        Instr::Nop => "NOP".into(),
        Instr::Ret => "RET".into(),
        Instr::Br { mask, offset } => {
            let name = branch_mnemonic(mask).unwrap_or("BR");
            match label_target(pc, w, len) {
                Some(t) => format!("{name} L{t}"),
                None => format!("{name} #{offset}"),
            }
        }
        Instr::Cmp { a, b } => format!("CMP {a}, {b}"),
        Instr::Add { d, s, t } => format!("ADD {d}, {s}, {t}"),
        Instr::Sub { d, s, t } => format!("SUB {d}, {s}, {t}"),
        Instr::Mul { d, s, t } => format!("MUL {d}, {s}, {t}"),
        Instr::Div { d, s, t } => format!("DIV {d}, {s}, {t}"),
        Instr::Fma { d, s, t } => format!("FMA {d}, {s}, {t}"),
        Instr::Act { d, s, t } => format!("ACT {d}, {s}, {t}"),
        Instr::Ldr { d, s } => format!("LDR {d}, {s}"),
        Instr::Str { a, v } => format!("STR {a}, {v}"),
        Instr::Const { d, imm } => format!("CONST {d}, #{imm}"),
        Instr::Sys { op, array } => {
            let mut text = format!("SYS {}", op.name());
            if let SysOp::Read(d) = op {
                let _ = write!(text, " {d}");
            }
            if array {
                text.push_str(if matches!(op, SysOp::Read(_)) {
                    ", #1"
                } else {
                    " #1"
                });
            }
            text
        }
    }
}

fn word_directive(w: u16) -> String {
    format!(".word 0x{w:04X}")
}

/// What a non-canonical word does, for the comment beside its `.word`.
fn describe(instr: Instr) -> String {
    match instr {
        Instr::Br { mask: 0, .. } => "branch with an empty mask: never taken".into(),
        Instr::Nop => "executes as NOP".into(),
        other => format!("executes as {}", instruction_text(0, other.encode(), 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_for_in_program_targets_offsets_otherwise() {
        let p = Program::from_words(vec![0x0000, 0x1FFE, 0x1C00]);
        // 1FFE: BRnzp back 2 -> pc 0; 1C00: BRnz +0 -> pc 3, past the end.
        assert_eq!(disassemble(&p), "L0:\n    NOP\n    BRnzp L0\n    BRnz #0\n");
    }

    #[test]
    fn non_canonical_words_are_kept_verbatim() {
        assert_eq!(
            instruction_text(0, 0xD123, 1),
            ".word 0xD123 ; executes as NOP"
        );
        assert_eq!(
            instruction_text(0, 0x2125, 1),
            ".word 0x2125 ; executes as CMP R1, R2"
        );
        assert_eq!(
            instruction_text(0, 0x1005, 1),
            ".word 0x1005 ; branch with an empty mask: never taken"
        );
    }
}
