//! The documented formats: every fixed-width format, every SFx width, and the 8-bit P3109 family
//! plus the 4-bit conformance member (the full family, K up to 16, is computed the same way but
//! would be hundreds of rows).

use lpf_numerics::{Format, SfWidth, P3109};

pub struct Entry {
    pub format: Format,
    /// File-name-safe short name: the MLIR name for builtin types, `sf8`, `binary8p3se`.
    pub slug: String,
    /// Whether docs/img/formats/ has its picture.
    pub pictured: bool,
}

pub struct Table {
    pub title: &'static str,
    pub entries: Vec<Entry>,
}

/// SFx widths that get a picture (the rest differ only in the step).
const PICTURED_SF: [u8; 3] = [4, 8, 16];
/// P3109 members that get a picture (K, P, signed): the three conformance formats' families.
const PICTURED_P3109: [(u8, u8, bool); 3] = [(8, 4, true), (8, 3, true), (4, 2, true)];

pub fn tables() -> Vec<Table> {
    // f64 has 2046 binades: its picture is f32's, ten times the size, and it is no storage format.
    let named = Format::NAMED.iter().map(|f| Entry { format: *f, slug: slug(*f), pictured: *f != Format::F64 }).collect();
    let sf = (2..=16)
        .filter_map(SfWidth::new)
        .map(|w| Entry { format: Format::Sf(w), slug: slug(Format::Sf(w)), pictured: PICTURED_SF.contains(&w.bits()) })
        .collect();
    let mut members: Vec<(u8, u8, bool)> = Vec::new();
    for signed in [true, false] {
        members.extend((1..=8).map(|p| (8, p, signed)));
    }
    members.push((4, 2, true));
    let p3109 = members
        .into_iter()
        .flat_map(|(k, p, signed)| [true, false].map(|extended| P3109::new(k, p, signed, extended)))
        .flatten()
        .map(|f| Entry { format: Format::P3109(f), slug: slug(Format::P3109(f)), pictured: PICTURED_P3109.contains(&(f.k(), f.p(), f.signed())) })
        .collect();
    vec![
        Table { title: "Fixed-width formats", entries: named },
        Table { title: "SuperFloat SFx (`!lpf.sf<x>`)", entries: sf },
        Table { title: "IEEE P3109, K = 8 and the 4-bit conformance formats (`!lpf.p3109<K, P, ...>`)", entries: p3109 },
    ]
}

pub fn pictured() -> Vec<Entry> {
    tables().into_iter().flat_map(|t| t.entries).filter(|e| e.pictured).collect()
}

/// A format's name in file names: the numerics crate's symbol name, which the LLVM exit's
/// helpers are named with too.
fn slug(format: Format) -> String {
    format.symbol_name()
}
