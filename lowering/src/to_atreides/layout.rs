//! Where a compiled function's tensors live in Atreides data memory, and how a host moves them
//! in and out. Arguments are dense, one code per 16-bit word (SF2..SF8 codes zero-extended),
//! from address 0 in order; each result follows, as a `rows x cols` view whose rows are `pitch`
//! words apart. A result may hold padding (rows or columns a kernel's spare threads write);
//! the host reads only the view.

use lpf_atreides::memory::SCRATCHPAD_START;
use std::fmt::Write;

/// One tensor's place in data memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub address: u16,
    /// The MLIR shape (empty for a scalar).
    pub shape: Vec<usize>,
    /// SuperFloat width: the format is `!lpf.sf<bits>`.
    pub bits: u8,
    /// The view: element (r, c) is at `address + r * pitch + c`, row-major over `shape`.
    pub rows: usize,
    pub cols: usize,
    pub pitch: usize,
    /// Words reserved, padding included.
    pub words: usize,
}

impl Region {
    pub fn elements(&self) -> usize {
        self.rows * self.cols
    }

    /// The words a host loads for this tensor: codes in row-major order (dense).
    pub fn pack(&self, codes: &[u64]) -> Vec<u16> {
        let mut words = vec![0u16; self.words];
        for (i, c) in codes.iter().enumerate().take(self.elements()) {
            words[(i / self.cols) * self.pitch + i % self.cols] = *c as u16;
        }
        words
    }

    /// The codes a host reads back from `memory` (all of data memory), row-major.
    pub fn unpack(&self, memory: &[u16]) -> Vec<u64> {
        let base = self.address as usize;
        (0..self.elements()).map(|i| memory[base + (i / self.cols) * self.pitch + i % self.cols] as u64).collect()
    }

    fn json(&self, index: usize) -> String {
        let shape: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
        format!(
            "{{\"index\": {index}, \"address\": {}, \"format\": \"sf{}\", \"shape\": [{}], \"rows\": {}, \"cols\": {}, \"pitch\": {}, \"words\": {}}}",
            self.address,
            self.bits,
            shape.join(", "),
            self.rows,
            self.cols,
            self.pitch,
            self.words
        )
    }
}

/// The dense region of an argument at `address`.
pub fn dense(address: usize, shape: &[usize], bits: u8) -> Region {
    let cols = shape.last().copied().unwrap_or(1);
    let rows = shape.iter().rev().skip(1).product::<usize>();
    Region { address: address as u16, shape: shape.to_vec(), bits, rows, cols, pitch: cols, words: rows * cols }
}

/// Every word below the scratchpad is the host's to load and read.
pub const EXTERNAL_WORDS: usize = SCRATCHPAD_START as usize;

/// The layout file: arguments, results and kernels (one launch each, in order).
/// `kernels`: (result, threads, program words, program file if written).
pub fn layout_json(entry: &str, args: &[Region], results: &[Region], kernels: &[(usize, u32, usize, Option<String>)]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{{");
    let _ = writeln!(out, "  \"entry\": \"{}\",", entry.replace('\\', "\\\\").replace('"', "\\\""));
    let _ = writeln!(out, "  \"word_bits\": 16,");
    let _ = writeln!(out, "  \"note\": \"element (r, c) of a tensor's rows x cols view is at address + r * pitch + c; SF codes are sign-magnitude, one per word, zero-extended\",");
    let list = |regions: &[Region]| regions.iter().enumerate().map(|(i, r)| format!("    {}", r.json(i))).collect::<Vec<_>>().join(",\n");
    let _ = writeln!(out, "  \"arguments\": [\n{}\n  ],", list(args));
    let _ = writeln!(out, "  \"results\": [\n{}\n  ],", list(results));
    let kernels: Vec<String> = kernels
        .iter()
        .map(|(result, threads, words, file)| {
            let file = file.as_ref().map(|f| format!(", \"program\": \"{}\"", f.replace('\\', "\\\\").replace('"', "\\\""))).unwrap_or_default();
            format!("    {{\"result\": {result}, \"threads\": {threads}, \"program_words\": {words}{file}}}")
        })
        .collect();
    let _ = writeln!(out, "  \"kernels\": [\n{}\n  ]", kernels.join(",\n"));
    let _ = writeln!(out, "}}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pitched_view_round_trips_and_skips_padding() {
        let r = Region { address: 3, shape: vec![2, 3], bits: 16, rows: 2, cols: 3, pitch: 4, words: 8 };
        let words = r.pack(&[1, 2, 3, 4, 5, 6]);
        assert_eq!(words, vec![1, 2, 3, 0, 4, 5, 6, 0]);
        let mut memory = vec![0xEEEE; 16];
        memory[3..11].copy_from_slice(&words);
        assert_eq!(r.unpack(&memory), vec![1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn dense_views() {
        assert_eq!((dense(0, &[], 16).rows, dense(0, &[], 16).cols), (1, 1));
        let r = dense(5, &[2, 3, 4], 8);
        assert_eq!((r.rows, r.cols, r.pitch, r.words), (6, 4, 4, 24));
    }
}
