//! The instruction builder the code generator writes into: instructions, labels and forward
//! branches (resolved to 9-bit offsets at the end), a pool of the 13 general registers, and the
//! few idioms every kernel needs (constants wider than CONST's 8 bits, adding a constant).
//!
//! Everything here follows the ISA's integer rules (atreides.md §2, §3): CONST sign-extends 8
//! bits, MUL multiplies low bytes only, ADD wraps mod 2^16.

use lpf_atreides::isa::{Instr, Reg, BRANCH_MAX, BRANCH_MIN};
use lpf_atreides::program::PROGRAM_WORDS;
use std::collections::HashMap;

/// Why code generation stopped: a machine limit, said in words for an E0915 message.
pub type GenError = String;

#[derive(Clone, Copy, Debug)]
enum Item {
    Instr(Instr),
    Label(usize),
    Branch { mask: u8, label: usize },
}

/// A program under construction.
pub struct Emitter {
    items: Vec<Item>,
    labels: usize,
    /// Free general registers R0..R12, as a bit set.
    free: u16,
    /// Registers that hold a known constant for the whole kernel (never freed).
    constants: HashMap<u16, Reg>,
    /// Registers written since the block started, as far as straight-line code can tell:
    /// R0..R12 are zero at every block start (atreides.md §1), so loading 0 into a register
    /// never written is free. A label makes every register dirty (a loop may come back).
    dirty: u16,
    /// Instructions so far (labels take no space).
    count: usize,
}

/// General-purpose registers: R0..R12 (R13..R15 are the read-only ids).
const GENERAL: u16 = (1 << 13) - 1;

fn reg(n: usize) -> Reg {
    // n < 16 by construction (the pool only holds 0..13).
    Reg::new(n as u8).unwrap_or(Reg::BLOCK_IDX)
}

impl Default for Emitter {
    fn default() -> Self {
        Emitter { items: Vec::new(), labels: 0, free: GENERAL, constants: HashMap::new(), dirty: 0, count: 0 }
    }
}

impl Emitter {
    pub fn push(&mut self, instr: Instr) {
        if let Some(d) = written(instr) {
            self.dirty |= 1 << d.index();
        }
        self.items.push(Item::Instr(instr));
        self.count += 1;
    }

    pub fn new_label(&mut self) -> usize {
        self.labels += 1;
        self.labels - 1
    }

    pub fn place(&mut self, label: usize) {
        self.dirty = u16::MAX;
        self.items.push(Item::Label(label));
    }

    pub fn branch(&mut self, mask: u8, label: usize) {
        self.items.push(Item::Branch { mask, label });
        self.count += 1;
    }

    /// Instructions emitted so far (labels take no space).
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A free register, from the ACT class (number & 3: passthrough, ReLU, leaky ReLU, ReLU
    /// again) with the most free registers, so that every ACT destination stays available as
    /// long as possible (ACT's function is its destination's number & 3).
    pub fn take(&mut self) -> Result<Reg, GenError> {
        let class = |f: usize| -> u16 { (0..13).filter(|n| n & 3 == f).map(|n| 1u16 << n).sum() };
        // Ties go to class 3 first (a second ReLU class), passthrough (class 0) last.
        let best = (0..4usize).max_by_key(|&f| ((self.free & class(f)).count_ones(), f));
        let pick = best.map(|f| self.free & class(f)).filter(|set| *set != 0).unwrap_or(self.free);
        self.take_from(pick)
    }

    /// A free register whose number & 3 is 0, so that `ACT` on it is a plain saturating add.
    pub fn take_act(&mut self) -> Result<Reg, GenError> {
        self.take_from(self.free & ACT_PASSTHROUGH)
    }

    /// A free register whose number & 3 is `f`: ACT's function (1 ReLU, 2 leaky ReLU).
    pub fn take_function(&mut self, f: usize) -> Result<Reg, GenError> {
        let set: u16 = (0..13).filter(|n| n & 3 == f).map(|n| 1u16 << n).sum();
        self.take_from(self.free & set)
    }

    fn take_from(&mut self, set: u16) -> Result<Reg, GenError> {
        if set == 0 {
            return Err("the kernel needs more than the 13 general registers (R0..R12) of a thread".into());
        }
        let n = set.trailing_zeros() as usize;
        self.free &= !(1 << n);
        Ok(reg(n))
    }

    pub fn give(&mut self, r: Reg) {
        if r.index() < 13 && !self.constants.values().any(|c| *c == r) {
            self.free |= 1 << r.index();
        }
    }

    /// How many registers are free.
    pub fn free_count(&self) -> u32 {
        self.free.count_ones()
    }

    /// True when `r` can be an ACT passthrough destination.
    pub fn is_act(r: Reg) -> bool {
        r.index() < 13 && r.index().is_multiple_of(4)
    }

    /// A register that holds `value` from here to the end of the kernel (built once).
    pub fn constant(&mut self, value: u16) -> Result<Reg, GenError> {
        if let Some(r) = self.constants.get(&value) {
            return Ok(*r);
        }
        let r = self.take()?;
        self.load(r, value)?;
        self.constants.insert(value, r);
        Ok(r)
    }

    /// `r <- value` for any 16-bit value. CONST covers -128..127; wider values are
    /// hi * 256 + lo, with hi * 256 = (hi * 128) * 2 (MUL reads low bytes, CONST #-128 is a
    /// multiplier of 128) and lo added in pieces CONST can express.
    pub fn load(&mut self, r: Reg, value: u16) -> Result<(), GenError> {
        if value == 0 && self.dirty & (1 << r.index()) == 0 {
            return Ok(());
        }
        if let Ok(small) = i8::try_from(value as i16) {
            self.push(Instr::Const { d: r, imm: small });
            return Ok(());
        }
        // a * b + c with a, b < 256 (MUL reads low bytes, so one CONST each) and c a CONST:
        // three to five instructions for every value up to 255 * 255 + 127.
        if let Some((a, b, c)) = product_form(value) {
            let t = self.take()?;
            self.push(Instr::Const { d: r, imm: a as i8 });
            self.push(Instr::Const { d: t, imm: b as i8 });
            self.push(Instr::Mul { d: r, s: r, t });
            if c != 0 {
                self.push(Instr::Const { d: t, imm: c });
                self.push(Instr::Add { d: r, s: r, t });
            }
            self.give(t);
            return Ok(());
        }
        let (hi, lo) = ((value >> 8) as u8, (value & 0xFF) as u8);
        let t = self.take()?;
        self.push(Instr::Const { d: r, imm: hi as i8 });
        self.push(Instr::Const { d: t, imm: -128 });
        self.push(Instr::Mul { d: r, s: r, t });
        self.push(Instr::Add { d: r, s: r, t: r });
        if lo >= 128 {
            // lo = (lo - 128) + 64 + 64, each piece a non-negative CONST.
            self.push(Instr::Const { d: t, imm: (lo - 128) as i8 });
            self.push(Instr::Add { d: r, s: r, t });
            self.push(Instr::Const { d: t, imm: 64 });
            self.push(Instr::Add { d: r, s: r, t });
            self.push(Instr::Add { d: r, s: r, t });
        } else if lo > 0 {
            self.push(Instr::Const { d: t, imm: lo as i8 });
            self.push(Instr::Add { d: r, s: r, t });
        }
        self.give(t);
        Ok(())
    }

    /// `r <- r + value (mod 2^16)`.
    pub fn add_const(&mut self, r: Reg, value: u16) -> Result<(), GenError> {
        if value == 0 {
            return Ok(());
        }
        if let Some(c) = self.constants.get(&value).copied() {
            self.push(Instr::Add { d: r, s: r, t: c });
            return Ok(());
        }
        let t = self.take()?;
        self.load(t, value)?;
        self.push(Instr::Add { d: r, s: r, t });
        self.give(t);
        Ok(())
    }

    /// `d <- s * value (mod 2^16)` for a runtime `s` below 256 (a thread id): MUL reads low
    /// bytes, so a multiplier above 255 is split as hi * 256 + lo. `d` may be `s`: sources are
    /// read before the write (atreides.md §6), and the high part is built before `d` changes.
    pub fn mul_const(&mut self, d: Reg, s: Reg, value: u16) -> Result<(), GenError> {
        let (hi, lo) = (value >> 8, value & 0xFF);
        let high = if hi != 0 {
            let u = self.take()?;
            // MUL reads the low byte only, so CONST's sign extension does not matter here.
            self.push(Instr::Const { d: u, imm: hi as u8 as i8 });
            self.push(Instr::Mul { d: u, s, t: u });
            // * 256: eight doublings (ADD wraps mod 2^16, as the product does).
            for _ in 0..8 {
                self.push(Instr::Add { d: u, s: u, t: u });
            }
            Some(u)
        } else {
            None
        };
        let t = self.take()?;
        self.push(Instr::Const { d: t, imm: lo as u8 as i8 });
        self.push(Instr::Mul { d, s, t });
        self.give(t);
        if let Some(u) = high {
            self.push(Instr::Add { d, s: d, t: u });
            self.give(u);
        }
        Ok(())
    }

    /// The words, branch offsets resolved; fails past the program memory or a branch's reach.
    pub fn finish(&self) -> Result<Vec<Instr>, GenError> {
        let mut at = vec![usize::MAX; self.labels];
        let mut pc = 0;
        for item in &self.items {
            match item {
                Item::Label(l) => at[*l] = pc,
                _ => pc += 1,
            }
        }
        if pc > PROGRAM_WORDS {
            return Err(format!("the kernel needs {pc} instructions; program memory holds {PROGRAM_WORDS}"));
        }
        let mut out = Vec::with_capacity(pc);
        for item in &self.items {
            match *item {
                Item::Label(_) => {}
                Item::Instr(i) => out.push(i),
                Item::Branch { mask, label } => {
                    let target = at.get(label).copied().filter(|t| *t != usize::MAX).ok_or("a branch to a label never placed")?;
                    let offset = target as i64 - (out.len() as i64 + 1);
                    if !(BRANCH_MIN as i64..=BRANCH_MAX as i64).contains(&offset) {
                        return Err(format!("a loop spans {offset} words, beyond a branch's reach ({BRANCH_MIN}..{BRANCH_MAX})"));
                    }
                    out.push(Instr::Br { mask, offset: offset as i16 });
                }
            }
        }
        Ok(out)
    }
}

/// R0, R4, R8, R12.
const ACT_PASSTHROUGH: u16 = 1 | 1 << 4 | 1 << 8 | 1 << 12;

/// `value = a * b + c` with a, b in 0..=255 and c in -128..=127, preferring c = 0.
fn product_form(value: u16) -> Option<(u8, u8, i8)> {
    let mut best = None;
    for a in 2..=255u32 {
        let b = (value as u32 + a / 2) / a;
        if b > 255 {
            continue;
        }
        let c = value as i64 - (a * b) as i64;
        if let Ok(c) = i8::try_from(c) {
            if c == 0 {
                return Some((a as u8, b as u8, 0));
            }
            best = best.or(Some((a as u8, b as u8, c)));
        }
    }
    best
}

/// The register an instruction writes, if any.
fn written(instr: Instr) -> Option<Reg> {
    use lpf_atreides::isa::SysOp;
    match instr {
        Instr::Add { d, .. }
        | Instr::Sub { d, .. }
        | Instr::Mul { d, .. }
        | Instr::Div { d, .. }
        | Instr::Fma { d, .. }
        | Instr::Act { d, .. }
        | Instr::Ldr { d, .. }
        | Instr::Const { d, .. }
        | Instr::Sys { op: SysOp::Read(d), .. } => Some(d),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lpf_atreides::program::Program;
    use lpf_atreides::simulate;

    /// Runs `build` on one thread and returns R0..R12 after it.
    fn registers(build: impl Fn(&mut Emitter) -> Vec<Reg>) -> Vec<u16> {
        let mut e = Emitter::default();
        let regs = build(&mut e);
        // Store each register of interest at address i.
        let addr = e.take().unwrap();
        for (i, r) in regs.iter().enumerate() {
            e.load(addr, i as u16).unwrap();
            e.push(Instr::Str { a: addr, v: *r });
        }
        e.push(Instr::Ret);
        let words = e.finish().unwrap().iter().map(|i| i.encode()).collect();
        let out = simulate(&Program::from_words(words), 1, &[]).unwrap();
        out.memory[..regs.len()].to_vec()
    }

    #[test]
    fn loads_every_constant_shape() {
        let edges = [0u16, 1, 127, 128, 255, 256, 0x1234, 0x7FFF, 0x8000, 0xFF80, 0xFF05, 0xFFFF, 0xABCD, 0x00FF, 0x80FF, 65025, 65152, 65153];
        for value in edges.into_iter().chain((0..=u16::MAX).step_by(251)) {
            let got = registers(|e| {
                let r = e.take().unwrap();
                e.load(r, value).unwrap();
                vec![r]
            });
            assert_eq!(got, vec![value], "{value:#x}");
        }
    }

    #[test]
    fn multiplies_a_thread_id_by_any_constant() {
        for value in [0u16, 1, 3, 255, 256, 300, 1000, 0x7FFF] {
            let got = registers(|e| {
                let s = e.take().unwrap();
                e.load(s, 113).unwrap();
                let d = e.take().unwrap();
                e.mul_const(d, s, value).unwrap();
                e.mul_const(s, s, value).unwrap();
                vec![d, s]
            });
            let want = 113u16.wrapping_mul(value);
            assert_eq!(got, vec![want, want], "{value}");
        }
    }

    #[test]
    fn branches_out_of_reach_and_long_programs_fail() {
        let mut e = Emitter::default();
        let l = e.new_label();
        e.place(l);
        for _ in 0..300 {
            e.push(Instr::Nop);
        }
        e.branch(7, l);
        assert!(e.finish().unwrap_err().contains("reach"));
        for _ in 0..300 {
            e.push(Instr::Nop);
        }
        assert!(e.finish().unwrap_err().contains("program memory"));
    }
}
