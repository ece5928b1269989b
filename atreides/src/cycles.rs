//! The cycle model: how many clock cycles a launch takes, from the instruction stream the
//! simulator executes. Every number is a field of `CycleModel` with where it comes from;
//! change one and the report follows. The functional results never depend on it.
//!
//! Assumptions (atreides.md §6 unless marked *assumed*):
//! - No pipelining across instructions: each instruction of a block passes FETCH, DECODE,
//!   REQUEST, WAIT, EXECUTE, UPDATE in turn before the next is fetched (the scheduler is a
//!   state machine with one state per stage).
//! - FETCH takes 2 cycles: the fetcher raises its request, program memory answers the next
//!   cycle (*assumed*: the spec does not say where program memory lives on the chip).
//! - DECODE, REQUEST, UPDATE take 1 cycle each; WAIT takes 1 cycle plus the memory transfers;
//!   EXECUTE takes 1 cycle, 2 for FMA.
//! - External memory sits behind a byte-serial bus: 3 address beats + 2 data beats = 5 cycles
//!   per word, read or write. The two threads of a block share it, so their accesses take
//!   turns (a disabled thread makes none).
//! - A scratchpad access (0xFFC0..0xFFFF) is on-die: 1 cycle per access (*assumed*), also
//!   taken in turn.
//! - The systolic array needs its 6-step drain before results are valid: the first
//!   `SYS read` after a `SYS compute` pays 6 extra cycles.
//! - A block starts 1 cycle after its core is free (*assumed* dispatch cycle).
//! - Two cores take blocks in id order, each the next block as soon as it is free; the
//!   launch takes as long as the busier core. The cores' competition for the shared bus is
//!   *not* modelled, so for memory-bound kernels on more than one block the figure is a
//!   lower bound.

use std::fmt;

/// What an instruction is, for counting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    Nop,
    Branch,
    Compare,
    /// ADD, SUB, MUL, DIV, CONST.
    Integer,
    Load,
    Store,
    Fma,
    Act,
    Sys,
    Ret,
}

impl Class {
    pub const ALL: [Class; 10] = [
        Class::Nop,
        Class::Branch,
        Class::Compare,
        Class::Integer,
        Class::Load,
        Class::Store,
        Class::Fma,
        Class::Act,
        Class::Sys,
        Class::Ret,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Nop => "nop",
            Class::Branch => "branch",
            Class::Compare => "cmp",
            Class::Integer => "integer",
            Class::Load => "load",
            Class::Store => "store",
            Class::Fma => "fma",
            Class::Act => "act",
            Class::Sys => "sys",
            Class::Ret => "ret",
        }
    }
}

/// The cycle costs; `Default` is the model documented above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CycleModel {
    pub fetch: u64,
    pub decode: u64,
    pub request: u64,
    pub wait: u64,
    pub execute: u64,
    pub fma_extra: u64,
    pub update: u64,
    pub bus_address_beats: u64,
    pub bus_data_beats: u64,
    pub scratchpad_access: u64,
    pub array_drain: u64,
    pub block_dispatch: u64,
    pub cores: usize,
}

impl Default for CycleModel {
    fn default() -> Self {
        CycleModel {
            fetch: 2,
            decode: 1,
            request: 1,
            wait: 1,
            execute: 1,
            fma_extra: 1,
            update: 1,
            bus_address_beats: 3,
            bus_data_beats: 2,
            scratchpad_access: 1,
            array_drain: 6,
            block_dispatch: 1,
            cores: 2,
        }
    }
}

/// The memory traffic and array state of one executed instruction, as the simulator saw it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub external: u64,
    pub scratchpad: u64,
    pub drain: bool,
}

impl CycleModel {
    /// Cycles of one instruction of one block.
    pub fn instruction(&self, class: Class, traffic: Traffic) -> u64 {
        let execute = self.execute
            + if class == Class::Fma {
                self.fma_extra
            } else {
                0
            };
        let memory = traffic.external * (self.bus_address_beats + self.bus_data_beats)
            + traffic.scratchpad * self.scratchpad_access;
        let drain = if traffic.drain { self.array_drain } else { 0 };
        self.fetch + self.decode + self.request + self.wait + memory + execute + drain + self.update
    }
}

/// Per-class totals over a launch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassTotals {
    /// Instructions executed (per block, not per thread).
    pub count: u64,
    pub cycles: u64,
}

/// The cycle report of one launch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CycleReport {
    pub model: CycleModel,
    /// Cycles of each block, from its dispatch to its RET.
    pub block_cycles: Vec<u64>,
    pub by_class: [ClassTotals; Class::ALL.len()],
    /// Cycles the byte-serial bus was busy, summed over blocks.
    pub bus_cycles: u64,
}

impl CycleReport {
    pub fn new(model: CycleModel) -> Self {
        CycleReport {
            model,
            ..Default::default()
        }
    }

    pub fn record(&mut self, class: Class, traffic: Traffic) -> u64 {
        let cycles = self.model.instruction(class, traffic);
        let totals = &mut self.by_class[class as usize];
        totals.count += 1;
        totals.cycles += cycles;
        self.bus_cycles +=
            traffic.external * (self.model.bus_address_beats + self.model.bus_data_beats);
        cycles
    }

    /// The launch's cycles: blocks in id order onto the first free core.
    pub fn launch_cycles(&self) -> u64 {
        let mut free_at = vec![0u64; self.model.cores.max(1)];
        for &c in &self.block_cycles {
            // The earliest free core, lowest number on ties.
            let (i, _) = free_at
                .iter()
                .enumerate()
                .min_by_key(|&(i, &t)| (t, i))
                .unwrap_or((0, &0));
            free_at[i] += self.model.block_dispatch + c;
        }
        free_at.into_iter().max().unwrap_or(0)
    }

    pub fn instructions(&self) -> u64 {
        self.by_class.iter().map(|t| t.count).sum()
    }
}

impl fmt::Display for CycleReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "cycles: {} per launch ({} block(s) on {} core(s), {} instructions, bus busy {} cycles)",
            self.launch_cycles(),
            self.block_cycles.len(),
            self.model.cores,
            self.instructions(),
            self.bus_cycles
        )?;
        for class in Class::ALL {
            let t = self.by_class[class as usize];
            if t.count > 0 {
                writeln!(
                    f,
                    "  {:<8} {:>8} instr {:>10} cycles",
                    class.name(),
                    t.count,
                    t.cycles
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stage_sums() {
        let m = CycleModel::default();
        let none = Traffic::default();
        assert_eq!(m.instruction(Class::Integer, none), 7);
        assert_eq!(m.instruction(Class::Fma, none), 8);
        assert_eq!(
            m.instruction(
                Class::Load,
                Traffic {
                    external: 2,
                    ..none
                }
            ),
            17
        );
        assert_eq!(
            m.instruction(
                Class::Load,
                Traffic {
                    scratchpad: 2,
                    ..none
                }
            ),
            9
        );
        assert_eq!(
            m.instruction(
                Class::Sys,
                Traffic {
                    drain: true,
                    ..none
                }
            ),
            13
        );
    }

    #[test]
    fn blocks_share_two_cores() {
        let mut r = CycleReport::new(CycleModel::default());
        r.block_cycles = vec![10, 10, 10];
        // Core 0: blocks 0 and 2, 22 cycles; core 1: block 1, 11 cycles.
        assert_eq!(r.launch_cycles(), 22);
    }
}
