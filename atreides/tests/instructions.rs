//! Per-instruction behaviour through the assembler and the simulator, each test a rule of
//! atreides.md stated as an observable result. Expected values are written from the spec's
//! rules (sign-magnitude SF16, truncation toward zero, 16-bit saturation), not from the
//! simulator.

use lpf_atreides::{assemble, simulate, Machine, SimError};

/// Runs `body` (one instruction per line); `threads` threads; returns memory.
fn run(body: &str, threads: u32, data: &[u16]) -> Vec<u16> {
    let program = assemble(body).unwrap_or_else(|e| panic!("{e}\n{body}"));
    simulate(&program, threads, data)
        .unwrap_or_else(|e| panic!("{e}"))
        .memory
}

/// One SF16 op on thread 0: a = mem[0], b = mem[1], c = mem[2]; result stored to mem[8].
fn sf16(op: &str, a: u16, b: u16, c: u16) -> u16 {
    let body = format!(
        "CONST R9, #1\nCONST R10, #2\nCONST R11, #8\nLDR R4, R0\nLDR R5, R9\nLDR R6, R10\n\
         {op}\nSTR R11, R6\nRET\n"
    );
    run(&body, 1, &[a, b, c])[8]
}

#[test]
fn fma_truncates_toward_zero_both_signs() {
    // acc (R6) = 0; 3 ulp x 0.5 = 1.5 ulp -> 1 ulp; the same negated.
    assert_eq!(sf16("FMA R6, R4, R5", 0x0003, 0x4000, 0), 0x0001);
    assert_eq!(sf16("FMA R6, R4, R5", 0x8003, 0x4000, 0), 0x8001);
    assert_eq!(sf16("FMA R6, R4, R5", 0x0003, 0xC000, 0), 0x8001);
    assert_eq!(sf16("FMA R6, R4, R5", 0x8003, 0xC000, 0), 0x0001);
}

#[test]
fn negative_zero_is_canonicalised() {
    // A product that truncates to zero with a negative sign gives +0.
    assert_eq!(sf16("FMA R6, R4, R5", 0x8001, 0x0001, 0), 0x0000);
    // -0 + -0 and x + (-x) are +0.
    assert_eq!(sf16("FMA R6, R4, R5", 0x0000, 0x0000, 0x8000), 0x0000);
    assert_eq!(sf16("ACT R6, R4, R5", 0x0123, 0x8123, 0), 0x0000);
    assert_eq!(sf16("ACT R6, R4, R5", 0x8000, 0x8000, 0), 0x0000);
}

#[test]
fn fma_saturates_at_every_step_both_ways() {
    assert_eq!(sf16("FMA R6, R4, R5", 0x7FFF, 0x7FFF, 0x7FFF), 0x7FFF);
    assert_eq!(sf16("FMA R6, R4, R5", 0x7FFF, 0xFFFF, 0xFFFF), 0xFFFF);
    // No hidden wide accumulator: saturate, then come back down.
    let body = "CONST R9, #1\nLDR R4, R0\nLDR R5, R9\nFMA R6, R4, R4\nFMA R6, R4, R4\n\
                FMA R6, R5, R4\nCONST R11, #8\nSTR R11, R6\nRET\n";
    // 0.75^2 = 0.5625 twice saturates at 0x7FFF; then - 0.75 * 0.75 -> 0x7FFF - 0x4800.
    assert_eq!(run(body, 1, &[0x6000, 0xE000])[8], 0x7FFF - 0x4800);
}

#[test]
fn act_functions_chosen_by_destination() {
    let neg = 0x8000 | 0x0500;
    // R6: 6 & 3 = 2, leaky: magnitude >> 7 with the sign kept.
    assert_eq!(sf16("ACT R6, R4, R5", neg, 0, 0), 0x800A);
    // A leaky result whose magnitude shifts to zero is +0.
    assert_eq!(sf16("ACT R6, R4, R5", 0x807F, 0, 0), 0x0000);
    // Bias added first, with saturation: -1 ulp + -0x7FFF saturates, then leaky.
    assert_eq!(sf16("ACT R6, R4, R5", 0xFFFF, 0x8001, 0), 0x80FF);
    // Other functions through a register move to R6 for the store.
    for (d, want) in [(4, neg), (5, 0), (7, 0)] {
        let got = sf16(&format!("ACT R{d}, R4, R5\nADD R6, R{d}, R0"), neg, 0, 0);
        assert_eq!(got, want, "ACT R{d}");
    }
}

#[test]
fn integer_ops_wrap_and_mul_uses_low_bytes() {
    let body = "CONST R1, #-1\nCONST R2, #1\nADD R3, R1, R2\nSUB R4, R3, R2\n\
                CONST R5, #127\nMUL R6, R1, R1\nMUL R7, R5, R5\n\
                CONST R10, #16\nSTR R10, R3\nADD R10, R10, R2\nSTR R10, R4\n\
                ADD R10, R10, R2\nSTR R10, R6\nADD R10, R10, R2\nSTR R10, R7\nRET\n";
    let m = run(body, 1, &[]);
    // 0xFFFF + 1 wraps to 0; 0 - 1 wraps to 0xFFFF; 0xFF * 0xFF; 127 * 127.
    assert_eq!(m[16..20], [0x0000, 0xFFFF, 0xFE01, 127 * 127]);
}

#[test]
fn div_for_all_256_divisor_bytes_through_the_simulator() {
    // Each thread divides mem[0] by every byte d in turn (divisor from mem[1 + d]) into
    // mem[512 + 256 t + d]. Two threads, so the loop is not cut short by a partial block.
    // (256 t is built as t * 16 * 16: MUL sees only low bytes, so t * 256 would be 0.)
    let mut data = vec![0u16; 257];
    data[0] = 0xB7D5; // high byte set: the reciprocal path must ignore it, shifts must not
    for d in 0..256 {
        data[1 + d] = 0x4200 | d as u16; // the divisor's high byte is ignored too
    }
    let body = "CONST R1, #1\nCONST R2, #16\nMUL R3, R2, R2\nADD R4, R3, R3\n\
                MUL R11, %threadIdx, R2\nMUL R11, R11, R2\nADD R4, R4, R11\n\
                LDR R5, R0\nADD R6, R1, R0\nADD R7, R4, R0\n\
                loop:\nLDR R8, R6\nDIV R9, R5, R8\nSTR R7, R9\nADD R6, R6, R1\nADD R7, R7, R1\n\
                ADD R10, R10, R1\nCMP R10, R3\nBRn loop\nRET\n";
    let m = run(body, 2, &data);
    let s = data[0];
    for t in 0..2 {
        for d in 0..256u16 {
            let want = match d {
                1 => s,
                2 | 4 | 8 | 16 | 32 | 64 => s >> d.trailing_zeros(),
                3 | 9 | 10 | 11 | 12 => (s & 0xFF) / d,
                _ => 0,
            };
            assert_eq!(
                m[512 + 256 * t + d as usize],
                want,
                "thread {t} divisor byte {d}"
            );
        }
    }
}

#[test]
fn cmp_is_signed_and_branch_spellings_follow_the_mask() {
    // For each (a, b) and each spelling, store 1 if taken else 0.
    let cases = [(0xFFFFu16, 1u16), (5, 5), (0x7FFF, 0x8000)]; // <, ==, >
    let spellings = [
        ("BRn", 4),
        ("BRz", 2),
        ("BRp", 1),
        ("BRnz", 6),
        ("BRzp", 3),
        ("BRnp", 5),
        ("BRnzp", 7),
    ];
    for (a, b) in cases {
        let flags = match (a as i16).cmp(&(b as i16)) {
            std::cmp::Ordering::Less => 4,
            std::cmp::Ordering::Equal => 2,
            std::cmp::Ordering::Greater => 1,
        };
        for (name, mask) in spellings {
            let body = format!(
                "CONST R1, #1\nLDR R2, R0\nLDR R3, R1\nCONST R4, #8\nCMP R2, R3\n{name} taken\n\
                 RET\ntaken:\nSTR R4, R1\nRET\n"
            );
            let m = run(&body, 2, &[a, b]);
            assert_eq!(m[8] == 1, flags & mask != 0, "{a:#x} vs {b:#x} {name}");
        }
    }
}

#[test]
fn branch_before_any_cmp_is_never_taken() {
    let body = "BRnzp skip\nCONST R1, #1\nCONST R2, #9\nSTR R2, R1\nskip:\nRET\n";
    assert_eq!(run(body, 2, &[])[9], 1);
}

#[test]
fn nzp_resets_per_block() {
    // Block 0 sets NZP to p and skips nothing; block 1 must start at 000 again: its
    // branch before CMP falls through, so it stores its marker.
    let body = "BRp skip\nCONST R1, #1\nADD R2, R1, %blockIdx\nSTR R2, R1\n\
                CONST R3, #5\nCMP R3, R0\nskip:\nRET\n";
    let m = run(body, 4, &[]);
    assert_eq!(m[1..3], [1, 1]);
}

#[test]
fn partial_last_block_runs_a_cmp_loop_once() {
    // Each thread adds 1 to its slot 4 times; thread 2 (alone in block 1, n = 3) follows
    // the disabled thread 3's NZP, which never changes: its loop body runs once.
    let body = "MUL R0, %blockIdx, %blockDim\nADD R0, R0, %threadIdx\nCONST R1, #1\nCONST R2, #4\n\
                loop:\nADD R3, R3, R1\nADD R4, R4, R1\nCMP R4, R2\nBRn loop\nSTR R0, R3\nRET\n";
    let m = run(body, 3, &[]);
    assert_eq!(m[0..4], [4, 4, 1, 0]);
    // A disabled thread writes no memory: with n = 4 thread 3 stores 4.
    assert_eq!(run(body, 4, &[])[0..4], [4, 4, 4, 4]);
}

#[test]
fn special_registers_and_ignored_writes() {
    // R13..R15 read block, 2, thread; writing them changes nothing.
    let body = "CONST R1, #3\nMUL R0, %threadIdx, R1\nCONST R2, #32\nADD R0, R0, R2\n\
                CONST %blockIdx, #99\nADD %threadIdx, R1, R1\nCONST R1, #1\n\
                STR R0, %blockIdx\nADD R0, R0, R1\nSTR R0, %blockDim\nADD R0, R0, R1\n\
                STR R0, %threadIdx\nRET\n";
    let m = run(body, 1, &[]);
    // Thread 0 only (n = 1), yet %blockDim is 2 in a partial block.
    assert_eq!(m[32..35], [0, 2, 0]);
    let m = run(
        body.replace(
            "CONST R2, #32",
            "CONST R2, #32\nMUL R3, %blockIdx, R1\nADD R0, R0, R3",
        )
        .as_str(),
        6,
        &[],
    );
    // Block 2, thread 1: base 32 + 3 * 1 + 3 * 2 = 41.
    assert_eq!(m[41..44], [2, 2, 1]);
}

#[test]
fn pc_wraps_at_512() {
    // Backward: a branch from pc 2 by -4 lands on 511 = -1 mod 512, skipping 510.
    let mut words = assemble("CONST R1, #1\nCMP R1, R0\nBRp #-4\nRET\n")
        .expect("asm")
        .words;
    words.resize(512, 0);
    words[510] = assemble("STR R1, R1\n").expect("asm").words[0];
    words[511] = assemble("RET\n").expect("asm").words[0];
    let mut m = Machine::new(&words).expect("machine");
    let report = m.launch(2).expect("RET at 511 ends the block");
    assert_eq!(m.memory()[1], 0, "pc 510 must be skipped");
    assert_eq!(report.cycles.instructions(), 4);

    // Forward: from 511 (an unloaded word, NOP) the PC wraps to 0.
    let body = "CONST R1, #1\nADD R2, R2, R1\nCMP R2, R1\nBRp done\nBRz #-6\n\
                done:\nSTR R1, R2\nRET\n";
    let program = assemble(body).expect("asm");
    let out = simulate(&program, 2, &[]).expect("runs");
    // pc 0..4, 511, 0..3, 5, 6: pc 1 ran twice.
    assert_eq!(out.memory[1], 2);
    assert_eq!(out.cycles.instructions(), 12);
}

#[test]
fn scratchpad_is_shared_across_blocks_and_not_host_loadable() {
    // Block 0 stores 0x1234 to 0xFFC5; block 1 reads it back and stores it to mem[3].
    let body = "CONST R1, #-59\nCMP %blockIdx, R0\nBRp second\nCONST R2, #0x12\nSTR R1, R2\nRET\n\
                second:\nLDR R3, R1\nCONST R4, #3\nSTR R4, R3\nRET\n";
    let program = assemble(body).expect("asm");
    let mut m = Machine::new(&program.words).expect("machine");
    m.launch(4).expect("runs");
    assert_eq!(m.memory()[0xFFC5], 0x12);
    assert_eq!(m.memory()[3], 0x12);
    // Never reset: a second launch on the same machine still sees it.
    m.launch(4).expect("runs");
    assert_eq!(m.memory()[0xFFC5], 0x12);
    assert!(matches!(
        m.load(0xFFBF, &[1, 2]),
        Err(SimError::DataTooLong { .. })
    ));
    assert!(m.load(0xFFBF, &[1]).is_ok());
}

#[test]
fn missing_ret_hits_the_step_limit_cleanly() {
    let program = assemble("NOP\n").expect("asm");
    let mut m = Machine::new(&program.words).expect("machine");
    m.set_step_limit(10_000);
    assert!(matches!(
        m.launch(1),
        Err(SimError::StepLimit { limit: 10_000, .. })
    ));
}

#[test]
fn launch_bounds() {
    let p = assemble("RET\n").expect("asm");
    assert_eq!(
        simulate(&p, 0, &[]).unwrap_err(),
        SimError::ThreadCount { threads: 0 }
    );
    assert_eq!(
        simulate(&p, 128, &[]).unwrap_err(),
        SimError::ThreadCount { threads: 128 }
    );
    assert_eq!(simulate(&p, 127, &[]).expect("127 threads").blocks, 64);
    assert!(matches!(
        Machine::new(&[0; 513]),
        Err(SimError::ProgramTooLong { words: 513 })
    ));
}

// ---- the systolic array ----

/// Per-row scaling as atreides.md §5 describes it, driven from a program: weights
/// W = [[w00, w01], [w10, w11]] loaded row 1 first; then activations x0 (row 0), x1 (row 1)
/// for one compute step, one zero step; then threads 0 and 1 read C[0][0] and C[0][1].
#[test]
fn sys_per_row_scaling() {
    // Data: mem[0..2] = row 1 weights per column, mem[2..4] = row 0 weights, mem[4..6] = x.
    let body = "ADD R9, %threadIdx, R0\nLDR R1, R9\nSYS clear\nSYS load\n\
                CONST R8, #2\nADD R9, R9, R8\nLDR R1, R9\nSYS load\n\
                ADD R9, R9, R8\nLDR R0, R9\nSYS compute\nCONST R0, #0\nSYS compute\n\
                SYS read R5\nCONST R8, #16\nADD R8, R8, %threadIdx\nSTR R8, R5\n\
                SYS read R6, #1\nCONST R7, #20\nADD R7, R7, %threadIdx\nSTR R7, R6\nRET\n";
    let (w10, w11, w00, w01) = (0x2000, 0x4000, 0x4000, 0x2000);
    let (x0, x1) = (0x4000, 0x7FFF);
    let m = run(body, 2, &[w10, w11, w00, w01, x0, x1]);
    // C[0][0] = x0 * w00 = 0.25; C[0][1] = x0 (one step late) * w01 = 0.125.
    assert_eq!(m[16..18], [0x2000, 0x1000]);
    // Array select 1: no such array on this build, reads give 0.
    assert_eq!(m[20..22], [0, 0]);
}

#[test]
fn sys_disabled_thread_drives_zero_and_reads_nothing() {
    // n = 1: thread 1 never writes its R0/R1, so column 1's weight stays 0, and its read
    // stores nothing. Thread 0: weight 0.5, activation 0.75 twice -> 2 x 0.375.
    let body = "LDR R1, R0\nCONST R9, #1\nLDR R0, R9\nSYS load\nSYS compute\nSYS compute\n\
                SYS read R5\nCONST R8, #16\nADD R8, R8, %threadIdx\nSTR R8, R5\nRET\n";
    let m = run(body, 1, &[0x4000, 0x6000]);
    assert_eq!(m[16..18], [0x6000, 0]);
}
