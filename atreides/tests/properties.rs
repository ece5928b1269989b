//! Round trips and robustness: encode/decode, assembler/disassembler for every word, canonical
//! text, and the simulator on random programs (never a panic, bounded steps). Random inputs
//! come from a fixed-seed generator so a failure reproduces.

use lpf_atreides::{assemble, disassemble, Instr, Machine, Program, SimError};
use lpf_testkit::SplitMix64 as Rng;

#[test]
fn every_word_survives_disassembly_and_reassembly() {
    for w in 0..=u16::MAX {
        let text = disassemble(&Program::from_words(vec![w]));
        let back = assemble(&text).unwrap_or_else(|e| panic!("{w:04X}: {e}\n{text}"));
        assert_eq!(back.words, [w], "{text}");
    }
}

#[test]
fn decode_encode_round_trip_on_instructions() {
    let mut rng = Rng(1);
    for _ in 0..100_000 {
        let i = Instr::decode(rng.next() as u16);
        assert_eq!(Instr::decode(i.encode()), i);
    }
}

#[test]
fn random_programs_round_trip_through_canonical_text() {
    let mut rng = Rng(2);
    for _ in 0..300 {
        let len = 1 + rng.below(512) as usize;
        let mut p = Program::from_words((0..len).map(|_| rng.next() as u16).collect());
        if rng.below(2) == 0 {
            p.threads = Some(1 + rng.below(127) as u32);
            p.data = (0..rng.below(20)).map(|_| rng.next() as u16).collect();
        }
        let text = disassemble(&p);
        let back = assemble(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, p);
        // Canonical text is a fixed point: dis(asm(text)) == text.
        assert_eq!(disassemble(&back), text);
    }
}

#[test]
fn hand_written_canonical_text_is_reproduced() {
    let text = "\
.threads 4
.data 0x4000 0x2000 0x0001 0xFFFF
    MUL R0, %blockIdx, %blockDim
    ADD R0, R0, %threadIdx
L2:
    CONST R1, #-128
    CONST R2, #127
    FMA R8, R10, R11
    ACT R1, R4, R5
    LDR R4, R4
    STR R7, R4
    SYS clear
    SYS load
    SYS compute #1
    SYS read R3
    SYS read R12, #1
    CMP R9, R2
    BRn L2
    BRzp #100
    .word 0xD000 ; executes as NOP
    NOP
    RET
";
    let p = assemble(text).expect("canonical text assembles");
    assert_eq!(disassemble(&p), text);
}

#[test]
fn simulator_never_panics_on_random_programs() {
    let mut rng = Rng(3);
    let mut finished = 0;
    for _ in 0..400 {
        let len = rng.below(513) as usize;
        // Bias toward RET-free code and toward loads/stores/branches by drawing raw words.
        let words: Vec<u16> = (0..len).map(|_| rng.next() as u16).collect();
        let mut m = Machine::new(&words).expect("at most 512 words");
        m.set_step_limit(20_000);
        let data: Vec<u16> = (0..rng.below(64)).map(|_| rng.next() as u16).collect();
        m.load(0, &data).expect("below the scratchpad");
        match m.launch(1 + rng.below(127) as u32) {
            Ok(_) => finished += 1,
            Err(SimError::StepLimit { .. }) => {}
            Err(e) => panic!("unexpected error {e}"),
        }
    }
    // Random words hit RET (opcode 0xF) often: most programs finish.
    assert!(
        finished > 100,
        "only {finished} of 400 random programs finished"
    );
}

#[test]
fn assembler_never_panics_on_garbage() {
    let mut rng = Rng(4);
    let alphabet: Vec<char> = "ADDSUBRETCONSTBRnzp #-0x1234567890,:;.%RrblockIdx \t\né"
        .chars()
        .collect();
    for _ in 0..20_000 {
        let len = rng.below(40) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        if let Err(e) = assemble(&text) {
            // Locations are 1-based and inside the text.
            assert!(e.line >= 1 && e.column >= 1, "{e}");
            assert!(e.line <= text.lines().count().max(1), "{e} for {text:?}");
        }
    }
}
