//! Every assembler error names its line and column; nothing panics.

use lpf_atreides::asm::{AsmError, AsmErrorKind};
use lpf_atreides::assemble;

fn err(text: &str) -> AsmError {
    assemble(text).expect_err("should not assemble")
}

fn at(text: &str) -> (usize, usize) {
    let e = err(text);
    (e.line, e.column)
}

#[test]
fn unknown_mnemonic() {
    let e = err("NOP\n  FOO R1, R2\n");
    assert_eq!((e.line, e.column), (2, 3));
    assert_eq!(e.kind, AsmErrorKind::UnknownMnemonic("FOO".into()));
    assert_eq!(e.to_string(), "2:3: unknown mnemonic `FOO`");
    assert!(matches!(
        err("BRx loop\nloop: RET").kind,
        AsmErrorKind::UnknownMnemonic(_)
    ));
    assert!(matches!(
        err("BRpn loop\nloop: RET").kind,
        AsmErrorKind::UnknownMnemonic(_)
    ));
}

#[test]
fn bad_registers() {
    assert_eq!(at("ADD R1, R16, R2"), (1, 9));
    assert_eq!(at("ADD R1, R2, %warpIdx"), (1, 13));
    assert_eq!(
        err("LDR R01, R2").kind,
        AsmErrorKind::BadRegister("R01".into())
    );
    // A missing comma shows as a missing operand.
    assert!(matches!(
        err("ADD R1 R2, R3").kind,
        AsmErrorKind::OperandCount { found: 2, .. }
    ));
    assert!(matches!(
        err("ADD R1, R2 R3, R4").kind,
        AsmErrorKind::BadRegister(_)
    ));
}

#[test]
fn immediates_are_range_checked() {
    let e = err("CONST R1, #128");
    assert_eq!((e.line, e.column), (1, 11));
    assert_eq!(
        e.kind,
        AsmErrorKind::OutOfRange {
            what: "CONST immediate",
            value: 128,
            min: -128,
            max: 127
        }
    );
    assert!(assemble("CONST R1, #-128\nCONST R1, #0x7F").is_ok());
    assert!(matches!(
        err("CONST R1, 5").kind,
        AsmErrorKind::ExpectedImmediate(_)
    ));
    assert!(matches!(
        err("CONST R1, #5x").kind,
        AsmErrorKind::BadNumber(_)
    ));
    assert!(matches!(
        err("CONST R1, #99999999999999999999999").kind,
        AsmErrorKind::BadNumber(_)
    ));
    assert!(matches!(
        err("BRn #256").kind,
        AsmErrorKind::OutOfRange { .. }
    ));
    assert!(assemble("BRn #-256\nBRn #255").is_ok());
}

#[test]
fn branch_labels() {
    assert_eq!(
        err("  BRn nowhere\n").kind,
        AsmErrorKind::UndefinedLabel("nowhere".into())
    );
    assert_eq!(at("  BRn nowhere\n"), (1, 7));
    let e = err("a: NOP\na: NOP\n");
    assert_eq!(
        e.kind,
        AsmErrorKind::DuplicateLabel {
            name: "a".into(),
            first_line: 1
        }
    );
    assert_eq!(e.line, 2);
    // 300 words forward is outside the 9-bit offset.
    let far = format!("BRz far\n{}far: RET\n", "NOP\n".repeat(300));
    assert!(matches!(
        err(&far).kind,
        AsmErrorKind::BranchOutOfRange { offset: 300, .. }
    ));
    assert!(matches!(err("BRn 12abc").kind, AsmErrorKind::BadLabel(_)));
}

#[test]
fn operand_counts_and_empty_operands() {
    assert!(matches!(
        err("ADD R1, R2").kind,
        AsmErrorKind::OperandCount { found: 2, .. }
    ));
    assert!(matches!(
        err("RET R1").kind,
        AsmErrorKind::OperandCount { found: 1, .. }
    ));
    assert_eq!(at("ADD R1,, R2"), (1, 8));
    assert!(matches!(err("SYS").kind, AsmErrorKind::OperandCount { .. }));
    assert!(matches!(
        err("SYS read").kind,
        AsmErrorKind::OperandCount { .. }
    ));
    assert_eq!(
        err("SYS spin").kind,
        AsmErrorKind::UnknownSysOp("spin".into())
    );
    assert!(matches!(
        err("SYS clear #2").kind,
        AsmErrorKind::OutOfRange { .. }
    ));
}

#[test]
fn directives() {
    assert!(matches!(
        err(".threads 0").kind,
        AsmErrorKind::OutOfRange { .. }
    ));
    assert!(matches!(
        err(".threads 128").kind,
        AsmErrorKind::OutOfRange { .. }
    ));
    assert!(matches!(
        err(".threads 2\n.threads 2").kind,
        AsmErrorKind::DuplicateThreads { first_line: 1 }
    ));
    assert!(matches!(
        err(".data 0x10000").kind,
        AsmErrorKind::OutOfRange { .. }
    ));
    assert!(matches!(
        err(".org 5").kind,
        AsmErrorKind::UnknownDirective(_)
    ));
    assert!(matches!(
        err(".word").kind,
        AsmErrorKind::OperandCount { .. }
    ));
    let p = assemble(".threads 3\n.data 1 0x2 3\n.data 4\n.word 0xD000 5").expect("ok");
    assert_eq!(
        (p.threads, p.data, p.words),
        (Some(3), vec![1, 2, 3, 4], vec![0xD000, 5])
    );
}

#[test]
fn program_memory_limit() {
    assert!(assemble(&"NOP\n".repeat(512)).is_ok());
    let e = err(&"NOP\n".repeat(513));
    assert_eq!((e.line, e.kind), (513, AsmErrorKind::ProgramTooLong));
}

#[test]
fn columns_count_characters_not_bytes() {
    // A multi-byte character before the error moves the column by one.
    assert_eq!(at("é: ADD R1, R2, Rx").1, 1); // `é` is not a valid label
    assert_eq!(at("NOP ; é\n ADD R1, R2, Rx"), (2, 14));
    assert_eq!(at("éé: ADD R1, R2, Rx").1, 1);
    assert_eq!(at("ok: ADD R1, R2, Rx ; ééé").1, 17);
}

#[test]
fn labels_comments_and_case() {
    let p = assemble("start: loop: add r1, R2, %THREADIDX ; comment\n  brNZP start\n").expect("ok");
    // The branch at pc 1 back to pc 0: offset -2.
    assert_eq!(p.words, [0x312F, 0x1FFE]);
}
