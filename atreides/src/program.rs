//! An assembled program: the words for program memory plus the launch facts an assembly
//! file may carry (`.threads`, `.data`).

/// Program memory holds 512 words: the PC is 9 bits (atreides.md §1).
pub const PROGRAM_WORDS: usize = 512;
/// Largest launch: thread ids must fit the 7-bit range the chip accepts (atreides.md §6).
pub const MAX_THREADS: u32 = 127;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    /// At most `PROGRAM_WORDS` words, instruction 0 first.
    pub words: Vec<u16>,
    /// `.threads`, when the source gave one (1..=127).
    pub threads: Option<u32>,
    /// `.data`: initial data memory from address 0.
    pub data: Vec<u16>,
}

impl Program {
    /// A bare program, as read from a .hex or .bin file.
    pub fn from_words(words: Vec<u16>) -> Program {
        Program {
            words,
            threads: None,
            data: Vec::new(),
        }
    }
}
