//! Data memory (atreides.md §1): 65536 16-bit words, word addressed. The top 64 words are
//! the on-die scratchpad, shared by both cores, never reset and not loadable by the host;
//! the rest is external memory behind the byte-serial bus.

/// First scratchpad address.
pub const SCRATCHPAD_START: u16 = 0xFFC0;
/// Number of data memory words.
pub const MEMORY_WORDS: usize = 1 << 16;

/// True for addresses served on-die (no bus transfer).
#[inline]
pub fn is_scratchpad(addr: u16) -> bool {
    addr >= SCRATCHPAD_START
}
