//! Conversions out of a format of at most 4 bits (f4E2M1FN) into f32, eight codes at a time on
//! x86 with AVX2 (`lpf.target`'s `byte_shuffle`).
//!
//! The scalar helper of such a conversion loads its result from a 16-entry table, which LLVM
//! leaves as one load per element (it does not turn table loads into shuffles, and it prices
//! AVX2's gathers above the scalar loads). Sixteen f32 results are two registers of eight:
//! `vpermps` (`llvm.x86.avx2.permps`) looks each code's low three bits up in both, and the
//! code's bit 3 chooses between the two. The table is the one the scalar helper loads from (the
//! numerics crate's results, [`conversion_table`]), so both give the same bits for every code;
//! the bits above the format's (a byte's high nibble) are ignored by both.

use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::helpers::table::conversion_table;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::dialect::arith;
use melior::ir::attribute::Attribute;
use melior::ir::{Type, Value};

/// Codes converted at once: one AVX2 register of f32.
pub const LANES: i64 = 8;

/// The 16 f32 results of a conversion from a format of at most 4 bits, by code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NibbleTable {
    entries: [u32; 16],
}

impl NibbleTable {
    /// The table of `from -> to` when `to` is f32 and every code of `from` is at most 4 bits
    /// wide (no padding below them).
    pub fn of(from: Format, to: Format, rnd: Rounding, ovf: Overflow) -> Option<Self> {
        let p = from.params();
        if to != Format::F32 || p.bits > 4 || p.pad != 0 {
            return None;
        }
        let table = conversion_table(from, to, rnd, ovf)?;
        // A format of fewer than 4 bits repeats its table: bit 3 then chooses between equals.
        let mask = (1usize << p.bits) - 1;
        Some(NibbleTable { entries: std::array::from_fn(|code| table[code & mask] as u32) })
    }

    /// The result for a stored byte, as [`NibbleTable::emit`] computes it lane by lane.
    pub fn lookup(&self, byte: u8) -> u32 {
        let half = if byte & 8 != 0 { &self.entries[8..] } else { &self.entries[..8] };
        half[usize::from(byte & 7)]
    }

    /// The f32 results of `codes` (a vector of [`LANES`] i8, one code per byte).
    pub fn emit<'c, 'a>(&self, ir: &Ir<'c, 'a>, codes: Value<'c, 'a>) -> Value<'c, 'a> {
        let lanes = [LANES as u64];
        let (words, floats) = (Type::vector(&lanes, ir.int_type(32)), Type::vector(&lanes, ir.f32_type()));
        let constant = |values: &[u32]| {
            let text: Vec<String> = values.iter().map(|v| (*v as i32).to_string()).collect();
            let attribute = Attribute::parse(ir.context, &format!("dense<[{}]> : {words}", text.join(", "))).expect("an i32 vector constant parses");
            ir.val(arith::constant(ir.context, attribute, ir.location))
        };
        let index = ir.val(arith::extui(codes, words, ir.location));
        // Built from integers and bitcast: a table entry may be a NaN whose bits must stay.
        let half = |entries: &[u32]| ir.bitcast(constant(entries), floats);
        let permute = |table: Value<'c, 'a>| ir.intrinsic("llvm.x86.avx2.permps", &[table, index], floats);
        let (low, high) = (permute(half(&self.entries[..8])), permute(half(&self.entries[8..])));
        // Bit 3 of each code as its lane's sign: set selects the upper half of the table.
        let upper = ir.cmp(arith::CmpiPredicate::Slt, ir.shl(index, constant(&[28; LANES as usize])), constant(&[0; LANES as usize]));
        ir.select(upper, high, low)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_conversions_of_narrow_formats_into_f32() {
        let (rnd, ovf) = (Rounding::ToNearestEven, Overflow::NanOrInf);
        assert!(NibbleTable::of(Format::F4E2M1FN, Format::F32, rnd, ovf).is_some());
        assert!(NibbleTable::of(Format::F4E2M1FN, Format::F16, rnd, ovf).is_none());
        assert!(NibbleTable::of(Format::F8E4M3FN, Format::F32, rnd, ovf).is_none());
    }

    #[test]
    fn every_byte_looks_up_what_the_numerics_crate_decodes() {
        let table = NibbleTable::of(Format::F4E2M1FN, Format::F32, Rounding::ToNearestEven, Overflow::NanOrInf).expect("f4 table");
        for byte in 0..=255u8 {
            let expected = lpf_numerics::convert(Format::F4E2M1FN, Format::F32, u64::from(byte & 15), Rounding::ToNearestEven, Overflow::NanOrInf);
            assert_eq!(u64::from(table.lookup(byte)), expected, "byte {byte:#04x}");
        }
    }
}
