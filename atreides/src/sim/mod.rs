//! The bit-exact simulator (atreides.md §1, §5, §6).
//!
//! A launch of n threads runs ceil(n / 2) blocks of two threads in id order, each on a freshly
//! reset core. Blocks are simulated one after another: the spec leaves the order of
//! conflicting stores from two cores unspecified, so a correct kernel cannot tell the
//! difference. Within an instruction thread 0 acts before thread 1 (which therefore wins a
//! same-address store: also unspecified on the chip).
//!
//! Conventions where the spec is silent, chosen and written down:
//! - Program memory words past the loaded program read as 0x0000 (NOP).
//! - The scratchpad starts at zero when a `Machine` is made and keeps its contents across
//!   launches on that machine ("never reset").

mod alu;
mod array;

use crate::cycles::{Class, CycleModel, CycleReport, Traffic};
use crate::isa::{Instr, Reg, SysOp};
use crate::memory::{is_scratchpad, MEMORY_WORDS, SCRATCHPAD_START};
use crate::program::{Program, MAX_THREADS, PROGRAM_WORDS};
use array::{Array, Step};
use std::fmt;

/// The default step limit: block-instructions per launch before giving up.
pub const DEFAULT_STEP_LIMIT: u64 = 50_000_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    ProgramTooLong {
        words: usize,
    },
    ThreadCount {
        threads: u32,
    },
    /// Host data must fit below the scratchpad.
    DataTooLong {
        start: usize,
        words: usize,
    },
    /// The launch ran past the step limit (an endless loop, or a missing RET).
    StepLimit {
        limit: u64,
        block: u32,
        pc: u16,
    },
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::ProgramTooLong { words } => {
                write!(
                    f,
                    "program has {words} words; program memory holds {PROGRAM_WORDS}"
                )
            }
            SimError::ThreadCount { threads } => {
                write!(
                    f,
                    "thread count {threads} is out of range 1..={MAX_THREADS}"
                )
            }
            SimError::DataTooLong { start, words } => write!(
                f,
                "{words} data word(s) from address {start:#06X} reach the scratchpad at \
                 {SCRATCHPAD_START:#06X}, which the host cannot load"
            ),
            SimError::StepLimit { limit, block, pc } => write!(
                f,
                "step limit of {limit} instructions reached in block {block} at pc {pc} \
                 (endless loop or missing RET?)"
            ),
        }
    }
}

impl std::error::Error for SimError {}

/// One thread's architectural state.
#[derive(Clone, Copy, Debug, Default)]
struct Thread {
    regs: [u16; 16],
    nzp: u8,
    enabled: bool,
}

impl Thread {
    fn new(block: u32, index: u16, enabled: bool) -> Thread {
        let mut regs = [0u16; 16];
        regs[13] = (block & 0xFF) as u16;
        // %blockDim is 2 on this build, even in a partial last block.
        regs[14] = 2;
        regs[15] = index;
        Thread {
            regs,
            nzp: 0,
            enabled,
        }
    }

    /// Writes to R13..R15 are ignored; a disabled thread writes nothing.
    fn write(&mut self, r: Reg, value: u16) {
        if self.enabled && r.index() < 13 {
            self.regs[r.index()] = value;
        }
    }
}

/// A chip: program memory, data memory, the cycle model and the step limit.
#[derive(Clone)]
pub struct Machine {
    program: Box<[Instr; PROGRAM_WORDS]>,
    memory: Vec<u16>,
    step_limit: u64,
    model: CycleModel,
}

/// What one launch produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchReport {
    pub blocks: u32,
    pub cycles: CycleReport,
}

impl Machine {
    /// A machine holding `words` in program memory, data memory zero.
    pub fn new(words: &[u16]) -> Result<Machine, SimError> {
        if words.len() > PROGRAM_WORDS {
            return Err(SimError::ProgramTooLong { words: words.len() });
        }
        let mut program = Box::new([Instr::Nop; PROGRAM_WORDS]);
        for (slot, &w) in program.iter_mut().zip(words) {
            *slot = Instr::decode(w);
        }
        Ok(Machine {
            program,
            memory: vec![0; MEMORY_WORDS],
            step_limit: DEFAULT_STEP_LIMIT,
            model: CycleModel::default(),
        })
    }

    pub fn set_step_limit(&mut self, limit: u64) {
        self.step_limit = limit;
    }

    pub fn set_cycle_model(&mut self, model: CycleModel) {
        self.model = model;
    }

    /// The host loads external memory from `start`; the scratchpad is out of its reach.
    pub fn load(&mut self, start: u16, words: &[u16]) -> Result<(), SimError> {
        let start = start as usize;
        if start + words.len() > SCRATCHPAD_START as usize {
            return Err(SimError::DataTooLong {
                start,
                words: words.len(),
            });
        }
        self.memory[start..start + words.len()].copy_from_slice(words);
        Ok(())
    }

    /// All 65536 words of data memory (the scratchpad included, for inspection).
    pub fn memory(&self) -> &[u16] {
        &self.memory
    }

    /// Runs one launch of `threads` threads.
    pub fn launch(&mut self, threads: u32) -> Result<LaunchReport, SimError> {
        if !(1..=MAX_THREADS).contains(&threads) {
            return Err(SimError::ThreadCount { threads });
        }
        let blocks = threads.div_ceil(2);
        let mut report = CycleReport::new(self.model);
        let mut steps = 0u64;
        for block in 0..blocks {
            let second_enabled = 2 * block + 1 < threads;
            let cycles = self.run_block(block, second_enabled, &mut steps, &mut report)?;
            report.block_cycles.push(cycles);
        }
        Ok(LaunchReport {
            blocks,
            cycles: report,
        })
    }

    fn run_block(
        &mut self,
        block: u32,
        second_enabled: bool,
        steps: &mut u64,
        report: &mut CycleReport,
    ) -> Result<u64, SimError> {
        let mut threads = [
            Thread::new(block, 0, true),
            Thread::new(block, 1, second_enabled),
        ];
        let mut array = Array::default();
        let mut drain_pending = false;
        let mut pc: u16 = 0;
        let mut cycles = 0u64;
        loop {
            if *steps >= self.step_limit {
                return Err(SimError::StepLimit {
                    limit: self.step_limit,
                    block,
                    pc,
                });
            }
            *steps += 1;
            let instr = self.program[pc as usize];
            let mut traffic = Traffic::default();
            let mut next = pc.wrapping_add(1);
            let class = match instr {
                Instr::Nop => Class::Nop,
                Instr::Ret => {
                    cycles += report.record(Class::Ret, traffic);
                    return Ok(cycles);
                }
                Instr::Br { mask, offset } => {
                    // Control follows thread 1 even when it is disabled (§6).
                    if threads[1].nzp & mask != 0 {
                        next = (pc as i16).wrapping_add(1).wrapping_add(offset) as u16;
                    }
                    Class::Branch
                }
                Instr::Cmp { a, b } => {
                    for t in threads.iter_mut().filter(|t| t.enabled) {
                        t.nzp = alu::compare(t.regs[a.index()], t.regs[b.index()]);
                    }
                    Class::Compare
                }
                Instr::Add { d, s, t } => self.rrr(
                    &mut threads,
                    d,
                    s,
                    t,
                    |_, a, b| a.wrapping_add(b),
                    Class::Integer,
                ),
                Instr::Sub { d, s, t } => self.rrr(
                    &mut threads,
                    d,
                    s,
                    t,
                    |_, a, b| a.wrapping_sub(b),
                    Class::Integer,
                ),
                Instr::Mul { d, s, t } => self.rrr(
                    &mut threads,
                    d,
                    s,
                    t,
                    |_, a, b| alu::mul(a, b),
                    Class::Integer,
                ),
                Instr::Div { d, s, t } => self.rrr(
                    &mut threads,
                    d,
                    s,
                    t,
                    |_, a, b| alu::div(a, b),
                    Class::Integer,
                ),
                Instr::Fma { d, s, t } => self.rrr(&mut threads, d, s, t, alu::fma, Class::Fma),
                Instr::Act { d, s, t } => self.rrr(
                    &mut threads,
                    d,
                    s,
                    t,
                    |_, a, b| alu::act(d.index(), a, b),
                    Class::Act,
                ),
                Instr::Const { d, imm } => {
                    for t in threads.iter_mut() {
                        t.write(d, imm as i16 as u16);
                    }
                    Class::Integer
                }
                Instr::Ldr { d, s } => {
                    for t in threads.iter_mut().filter(|t| t.enabled) {
                        let addr = t.regs[s.index()];
                        count(&mut traffic, addr);
                        let value = self.memory[addr as usize];
                        t.write(d, value);
                    }
                    Class::Load
                }
                Instr::Str { a, v } => {
                    for t in threads.iter().filter(|t| t.enabled) {
                        let addr = t.regs[a.index()];
                        count(&mut traffic, addr);
                        self.memory[addr as usize] = t.regs[v.index()];
                    }
                    Class::Store
                }
                Instr::Sys { op, array: select } => {
                    // Select bit 1 names an array this build does not have: operations on it
                    // do nothing and reads return 0.
                    let r0 = [threads[0].regs[0], threads[1].regs[0]];
                    let r1 = [threads[0].regs[1], threads[1].regs[1]];
                    match op {
                        SysOp::Read(d) => {
                            traffic.drain = drain_pending && !select;
                            if !select {
                                drain_pending = false;
                                array.step(Step::Read, r0, r1);
                            }
                            for (i, t) in threads.iter_mut().enumerate() {
                                t.write(d, if select { 0 } else { array.read(i) });
                            }
                        }
                        _ if select => {}
                        SysOp::Clear => array.step(Step::Clear, r0, r1),
                        SysOp::Load => array.step(Step::Load, r0, r1),
                        SysOp::Compute => {
                            drain_pending = true;
                            array.step(Step::Compute, r0, r1);
                        }
                    }
                    Class::Sys
                }
            };
            cycles += report.record(class, traffic);
            // The PC is 9 bits.
            pc = next % PROGRAM_WORDS as u16;
        }
    }

    /// A three-register op, per enabled thread: Rd <- f(Rd, Rs, Rt), with sources read
    /// before the write (registers are read in DECODE and written in UPDATE).
    fn rrr(
        &self,
        threads: &mut [Thread; 2],
        d: Reg,
        s: Reg,
        t: Reg,
        f: impl Fn(u16, u16, u16) -> u16,
        class: Class,
    ) -> Class {
        for th in threads.iter_mut() {
            let value = f(th.regs[d.index()], th.regs[s.index()], th.regs[t.index()]);
            th.write(d, value);
        }
        class
    }
}

fn count(traffic: &mut Traffic, addr: u16) {
    if is_scratchpad(addr) {
        traffic.scratchpad += 1;
    } else {
        traffic.external += 1;
    }
}

/// What `simulate` returns: data memory after the launch and the launch's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub memory: Vec<u16>,
    pub blocks: u32,
    pub cycles: CycleReport,
}

/// One launch on a fresh machine: `data` loaded from address 0, default step limit.
pub fn simulate(program: &Program, threads: u32, data: &[u16]) -> Result<Outcome, SimError> {
    let mut machine = Machine::new(&program.words)?;
    machine.load(0, data)?;
    let report = machine.launch(threads)?;
    Ok(Outcome {
        memory: machine.memory,
        blocks: report.blocks,
        cycles: report.cycles,
    })
}
