//! The instruction set (atreides.md §2): one 16-bit word per instruction,
//! `[15:12] opcode, [11:8] d, [7:4] s, [3:0] t`.
//!
//! `decode` is total: every one of the 65536 words means something to the chip (0xD and 0xE
//! are no-ops, bits an instruction does not use are ignored). `encode` writes the canonical
//! word, with every ignored bit zero, so `encode(decode(w)) == w` exactly for canonical words.

use std::fmt;

/// A register number 0..15. R13..R15 are the read-only `%blockIdx`, `%blockDim`, `%threadIdx`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(u8);

impl Reg {
    pub const BLOCK_IDX: Reg = Reg(13);
    pub const BLOCK_DIM: Reg = Reg(14);
    pub const THREAD_IDX: Reg = Reg(15);

    /// `None` when `n > 15`.
    pub fn new(n: u8) -> Option<Reg> {
        (n < 16).then_some(Reg(n))
    }

    /// The low four bits of a field, as the decoder sees them.
    fn field(bits: u16) -> Reg {
        Reg((bits & 0xF) as u8)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            13 => f.write_str("%blockIdx"),
            14 => f.write_str("%blockDim"),
            15 => f.write_str("%threadIdx"),
            n => write!(f, "R{n}"),
        }
    }
}

/// The three NZP bits a branch tests: n = 4, z = 2, p = 1.
pub const NZP_N: u8 = 4;
pub const NZP_Z: u8 = 2;
pub const NZP_P: u8 = 1;

/// The systolic array operation of a SYS word, bits [7:6].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SysOp {
    Clear,
    Load,
    Compute,
    /// Each thread receives one accumulator cell into the register.
    Read(Reg),
}

impl SysOp {
    pub fn name(self) -> &'static str {
        match self {
            SysOp::Clear => "clear",
            SysOp::Load => "load",
            SysOp::Compute => "compute",
            SysOp::Read(_) => "read",
        }
    }
}

/// One decoded instruction. Field names follow the spec's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instr {
    Nop,
    /// `mask` is 0..7 (0 encodes but is never taken and has no mnemonic);
    /// `offset` is the 9-bit signed offset, -256..255, relative to PC + 1.
    Br {
        mask: u8,
        offset: i16,
    },
    Cmp {
        a: Reg,
        b: Reg,
    },
    Add {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    Sub {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    Mul {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    Div {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    Ldr {
        d: Reg,
        s: Reg,
    },
    Str {
        a: Reg,
        v: Reg,
    },
    Const {
        d: Reg,
        imm: i8,
    },
    Fma {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    Act {
        d: Reg,
        s: Reg,
        t: Reg,
    },
    /// `array` is the select bit [0]; this build has only array 0.
    Sys {
        op: SysOp,
        array: bool,
    },
    Ret,
}

/// Branch offsets are 9-bit two's complement.
pub const BRANCH_MIN: i16 = -256;
pub const BRANCH_MAX: i16 = 255;

impl Instr {
    /// Decodes any word; ignored bits are dropped, 0xD/0xE become NOP.
    pub fn decode(w: u16) -> Instr {
        let d = Reg::field(w >> 8);
        let s = Reg::field(w >> 4);
        let t = Reg::field(w);
        match w >> 12 {
            0x1 => Instr::Br {
                mask: ((w >> 9) & 7) as u8,
                // Sign-extend bits [8:0].
                offset: (((w & 0x1FF) << 7) as i16) >> 7,
            },
            0x2 => Instr::Cmp { a: d, b: s },
            0x3 => Instr::Add { d, s, t },
            0x4 => Instr::Sub { d, s, t },
            0x5 => Instr::Mul { d, s, t },
            0x6 => Instr::Div { d, s, t },
            0x7 => Instr::Ldr { d, s },
            0x8 => Instr::Str { a: d, v: s },
            0x9 => Instr::Const {
                d,
                imm: w as u8 as i8,
            },
            0xA => Instr::Fma { d, s, t },
            0xB => Instr::Act { d, s, t },
            0xC => Instr::Sys {
                op: match (w >> 6) & 3 {
                    0 => SysOp::Clear,
                    1 => SysOp::Load,
                    2 => SysOp::Compute,
                    _ => SysOp::Read(d),
                },
                array: w & 1 != 0,
            },
            0xF => Instr::Ret,
            // 0x0 is NOP; 0xD and 0xE decode to nothing on the chip.
            _ => Instr::Nop,
        }
    }

    /// The canonical word. Out-of-range fields (a mask above 7, an offset outside
    /// -256..255) are truncated to their field width, as the hardware would see them;
    /// the assembler range-checks before it gets here.
    pub fn encode(&self) -> u16 {
        let rrr = |op: u16, d: Reg, s: Reg, t: Reg| {
            op << 12 | (d.0 as u16) << 8 | (s.0 as u16) << 4 | t.0 as u16
        };
        let z = Reg(0);
        match *self {
            Instr::Nop => 0x0000,
            Instr::Br { mask, offset } => {
                0x1000 | ((mask as u16 & 7) << 9) | (offset as u16 & 0x1FF)
            }
            Instr::Cmp { a, b } => rrr(0x2, a, b, z),
            Instr::Add { d, s, t } => rrr(0x3, d, s, t),
            Instr::Sub { d, s, t } => rrr(0x4, d, s, t),
            Instr::Mul { d, s, t } => rrr(0x5, d, s, t),
            Instr::Div { d, s, t } => rrr(0x6, d, s, t),
            Instr::Ldr { d, s } => rrr(0x7, d, s, z),
            Instr::Str { a, v } => rrr(0x8, a, v, z),
            Instr::Const { d, imm } => 0x9000 | (d.0 as u16) << 8 | imm as u8 as u16,
            Instr::Fma { d, s, t } => rrr(0xA, d, s, t),
            Instr::Act { d, s, t } => rrr(0xB, d, s, t),
            Instr::Sys { op, array } => {
                let (code, d) = match op {
                    SysOp::Clear => (0, z),
                    SysOp::Load => (1, z),
                    SysOp::Compute => (2, z),
                    SysOp::Read(d) => (3, d),
                };
                0xC000 | (d.0 as u16) << 8 | code << 6 | array as u16
            }
            Instr::Ret => 0xF000,
        }
    }

    /// True when `w` is the canonical encoding of what it decodes to.
    pub fn is_canonical(w: u16) -> bool {
        Instr::decode(w).encode() == w
    }
}

/// The branch mnemonic for a mask, `None` for mask 0 (which no spelling names).
pub fn branch_mnemonic(mask: u8) -> Option<&'static str> {
    const NAMES: [&str; 8] = ["", "BRp", "BRz", "BRzp", "BRn", "BRnp", "BRnz", "BRnzp"];
    (1..=7).contains(&mask).then(|| NAMES[mask as usize])
}

/// The mask for a branch mnemonic's suffix (`n`, `zp`, ...): letters in n, z, p order,
/// each at most once, at least one. Case-insensitive like the rest of the syntax.
pub fn branch_mask(suffix: &str) -> Option<u8> {
    let mut mask = 0u8;
    let mut last = 8u8;
    for c in suffix.chars() {
        let bit = match c.to_ascii_lowercase() {
            'n' => NZP_N,
            'z' => NZP_Z,
            'p' => NZP_P,
            _ => return None,
        };
        // Letters must come in n, z, p order: the seven spellings of the spec.
        if bit >= last {
            return None;
        }
        last = bit;
        mask |= bit;
    }
    (mask != 0).then_some(mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_then_encode_is_identity_on_canonical_words_and_idempotent_elsewhere() {
        let mut canonical = 0;
        for w in 0..=u16::MAX {
            let i = Instr::decode(w);
            let back = i.encode();
            assert_eq!(Instr::decode(back), i, "word {w:04X}");
            if back == w {
                canonical += 1;
            }
        }
        // Count from the field layout: NOP 1, BR 4096, CMP 256, 6 x RRR 4096, LDR 256,
        // STR 256, CONST 4096, SYS (clear/load/compute x 2 arrays + read x 16 x 2) = 38, RET 1.
        assert_eq!(
            canonical,
            1 + 4096 + 256 + 6 * 4096 + 256 + 256 + 4096 + 38 + 1
        );
    }

    #[test]
    fn opcodes_d_and_e_are_nops() {
        assert_eq!(Instr::decode(0xD123), Instr::Nop);
        assert_eq!(Instr::decode(0xEFFF), Instr::Nop);
    }

    #[test]
    fn branch_fields_from_the_spec_vector() {
        // 19F4 in the 2x2 product: BRn back 12 words.
        assert_eq!(
            Instr::decode(0x19F4),
            Instr::Br {
                mask: NZP_N,
                offset: -12
            }
        );
        assert_eq!(
            Instr::Br {
                mask: 7,
                offset: -256
            }
            .encode(),
            0x1F00
        );
        assert_eq!(
            Instr::Br {
                mask: 1,
                offset: 255
            }
            .encode(),
            0x12FF
        );
    }

    #[test]
    fn const_sign_extends() {
        assert_eq!(Instr::decode(0x91FF), Instr::Const { d: Reg(1), imm: -1 });
        assert_eq!(
            Instr::decode(0x917F),
            Instr::Const {
                d: Reg(1),
                imm: 127
            }
        );
    }

    #[test]
    fn seven_branch_spellings() {
        let all: Vec<_> = ["n", "z", "p", "nz", "zp", "np", "nzp"]
            .iter()
            .map(|s| branch_mask(s))
            .collect();
        assert_eq!(all, [4, 2, 1, 6, 3, 5, 7].map(Some));
        for bad in ["", "pn", "nn", "x", "zn"] {
            assert_eq!(branch_mask(bad), None, "{bad}");
        }
        for m in 1..8 {
            assert_eq!(branch_mask(&branch_mnemonic(m).unwrap()[2..]), Some(m));
        }
    }
}
