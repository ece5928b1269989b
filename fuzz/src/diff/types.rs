//! Element and tensor types of generated programs, and their MLIR spelling.

use crate::generator::Rng;
use lpf_numerics::{Format, SfWidth, P3109};

/// An element type: an lpf float format, `i1` (what `lpf.cmp` gives), or an integer of a mixed
/// program's StableHLO part (`i8`..`i64` signed, `ui8`..`ui64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Float(Format),
    I1,
    Int { bits: u32, unsigned: bool },
}

impl Elem {
    pub fn text(self) -> String {
        match self {
            Elem::Float(f) => f.mlir_name(),
            Elem::I1 => "i1".to_string(),
            Elem::Int { bits, unsigned } => format!("{}i{bits}", if unsigned { "u" } else { "" }),
        }
    }

    pub fn format(self) -> Option<Format> {
        match self {
            Elem::Float(f) => Some(f),
            Elem::I1 | Elem::Int { .. } => None,
        }
    }

    /// Bits of one element (i1: 1; a float: its logical width).
    pub fn bits(self) -> u32 {
        match self {
            Elem::Float(f) => f.params().bits,
            Elem::I1 => 1,
            Elem::Int { bits, .. } => bits,
        }
    }
}

/// A value's type: a plain scalar (`f32`), or a ranked tensor whose dimensions may be dynamic
/// (`?`, sized by the argument files at run time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ty {
    pub elem: Elem,
    pub shape: Vec<usize>,
    /// Which dimensions are printed `?`.
    pub dynamic: Vec<bool>,
    /// A rank-0 value written as a scalar type instead of `tensor<T>`.
    pub scalar: bool,
}

impl Ty {
    pub fn tensor(elem: Elem, shape: Vec<usize>) -> Ty {
        let dynamic = vec![false; shape.len()];
        Ty { elem, shape, dynamic, scalar: false }
    }

    pub fn scalar(elem: Elem) -> Ty {
        Ty { elem, shape: Vec::new(), dynamic: Vec::new(), scalar: true }
    }

    /// The same shape (and dynamic dimensions) with another element type.
    pub fn with_elem(&self, elem: Elem) -> Ty {
        Ty { elem, ..self.clone() }
    }

    pub fn is_dynamic(&self) -> bool {
        self.dynamic.iter().any(|d| *d)
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    pub fn elements(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn text(&self) -> String {
        if self.scalar {
            return self.elem.text();
        }
        let mut s = String::from("tensor<");
        for (d, dynamic) in self.shape.iter().zip(&self.dynamic) {
            if *dynamic {
                s.push_str("?x");
            } else {
                s.push_str(&format!("{d}x"));
            }
        }
        s.push_str(&self.elem.text());
        s.push('>');
        s
    }
}

/// The formats lpf's arithmetic ops (add/sub/mul, neg, relu) accept (formats.md §3, E0914).
pub fn arithmetic(format: Format) -> bool {
    format.allows_float_arithmetic() || matches!(format, Format::Sf(_))
}

/// A few P3109 members across widths, signedness and infinities (the whole family has
/// hundreds; these cover each branch of its codec: K <= 8 tables, K > 8 helpers, P = 1).
fn p3109_sample(rng: &mut Rng) -> Format {
    const MEMBERS: &[(u8, u8, bool, bool)] = &[
        (8, 3, true, true),
        (8, 4, true, false),
        (8, 1, true, true),
        (6, 3, false, true),
        (4, 2, true, false),
        (8, 5, false, false),
        (12, 6, true, true),
        (16, 11, true, true),
        (16, 8, false, false),
        (10, 4, true, false),
    ];
    let (k, p, s, e) = MEMBERS[rng.below(MEMBERS.len())];
    Format::P3109(P3109::new(k, p, s, e).expect("a valid P3109 member"))
}

/// Any float format, weighted towards the named ones.
pub fn any_format(rng: &mut Rng) -> Format {
    match rng.below(10) {
        0 | 1 => Format::Sf(SfWidth::new(2 + rng.below(15) as u8).expect("2..=16")),
        2 => p3109_sample(rng),
        _ => Format::NAMED[rng.below(Format::NAMED.len())],
    }
}

/// A format arithmetic accepts.
pub fn arithmetic_format(rng: &mut Rng) -> Format {
    const IEEE: &[Format] = &[Format::F16, Format::BF16, Format::TF32, Format::F32, Format::F64, Format::Gf16];
    if rng.below(5) == 0 {
        Format::Sf(SfWidth::new(2 + rng.below(15) as u8).expect("2..=16"))
    } else {
        IEEE[rng.below(IEEE.len())]
    }
}

/// Whether `f` widens exactly into an f32 accumulator (or into f64 when `f64_acc`); the
/// generator keeps to the clear cases and leaves the rest to the verifier's own tests.
pub fn widens(f: Format, f64_acc: bool) -> bool {
    match f {
        Format::F64 => f64_acc,
        Format::P3109(p) => p.k() <= 8,
        _ => true,
    }
}

/// A random format that widens exactly into the accumulator.
pub fn contract_operand(rng: &mut Rng, f64_acc: bool) -> Format {
    loop {
        let f = any_format(rng);
        if widens(f, f64_acc) {
            return f;
        }
    }
}

/// A small dimension: 1 and odd sizes often, now and then 0 (an empty tensor).
pub fn dim(rng: &mut Rng) -> usize {
    const DIMS: &[usize] = &[1, 1, 2, 3, 4, 5, 7, 8, 9];
    if rng.below(40) == 0 {
        return 0;
    }
    DIMS[rng.below(DIMS.len())]
}

/// A dimension that is sometimes large (17..=80): where a loop is vectorised.
pub fn wide_dim(rng: &mut Rng) -> usize {
    if rng.below(6) == 0 {
        17 + rng.below(64)
    } else {
        dim(rng)
    }
}

/// A shape of rank 0..=max_rank. One dimension in ten is large (17..=80), so that the LLVM
/// exit's vectorised loops run their vector bodies (32 lanes for 8-bit storage), with at most
/// 4096 elements in all.
pub fn shape(rng: &mut Rng, max_rank: usize) -> Vec<usize> {
    let rank = rng.below(max_rank + 1);
    let mut shape: Vec<usize> = (0..rank).map(|_| if rng.below(10) == 0 { 17 + rng.below(64) } else { dim(rng) }).collect();
    while shape.iter().product::<usize>() > 4096 {
        let largest = (0..rank).max_by_key(|&d| shape[d]).expect("rank > 0");
        shape[largest] = dim(rng).max(1);
    }
    shape
}

pub const ROUNDINGS: &[&str] = &["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];

pub const PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];

/// ` rounding(...)` about half the time, else nothing (the default).
pub fn rounding_attr(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        String::new()
    } else {
        format!(" rounding({})", ROUNDINGS[rng.below(ROUNDINGS.len())])
    }
}
