//! The matrix units as data: for each unit name, the (lhs, rhs, result) type pairs it has, the
//! native k of the instruction lpf models for that pair (a dot's K must be a multiple of it), and
//! the family parameters. Facts from MMA-Sim 2.1.1 (arXiv 2511.10909) and the PTX/CDNA ISAs.

use super::families::{Family, OutputRounding};
use crate::format::Format;
use std::sync::OnceLock;

/// One instruction variant: operand types, result (= accumulator) type, native k, arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub lhs: Format,
    pub rhs: Format,
    pub result: Format,
    /// The k of the instruction lpf models for this pair (the largest the unit has, which
    /// libraries use): a dot chains it over K / native_k slices, so K must be a multiple of it.
    pub native_k: usize,
    pub family: Family,
}

/// A matrix unit: its name as `hardware("...")` spells it and the variants it has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub name: &'static str,
    pub variants: Vec<Variant>,
}

impl Unit {
    /// The variant for these operand and result types, if the unit has one.
    pub fn variant(&self, lhs: Format, rhs: Format, result: Format) -> Option<Variant> {
        self.variants.iter().copied().find(|v| v.lhs == lhs && v.rhs == rhs && v.result == result)
    }
}

/// NVIDIA's per-generation T-FDPA parameters: kept fraction bits, chunk length in bytes of one
/// operand, zero exponent for f32 and for f16 results.
struct NvGen {
    f: u32,
    chunk_bytes: usize,
    zero_f32: i32,
    zero_f16: i32,
}

const VOLTA: NvGen = NvGen { f: 23, chunk_bytes: 8, zero_f32: -131, zero_f16: -19 };
const TURING: NvGen = NvGen { f: 24, chunk_bytes: 16, zero_f32: -132, zero_f16: -20 };
const HOPPER: NvGen = NvGen { f: 25, chunk_bytes: 32, zero_f32: -133, zero_f16: -21 };

/// Bytes per operand element as the hardware holds it (tf32 in 32 bits, fp6/fp4 one per byte).
fn bytes(fmt: Format) -> usize {
    match fmt {
        Format::TF32 => 4,
        _ => (fmt.storage_bits() as usize).div_ceil(8).max(1),
    }
}

/// A T-FDPA variant of generation `g`; fp8 inputs keep `fp8_f` bits (13 on Ada and Hopper's
/// wgmma) with an RZ-E8M13 f32 output.
fn nv(g: &NvGen, lhs: Format, rhs: Format, result: Format, native_k: usize, fp8_f: Option<u32>) -> Variant {
    let f16_out = result == Format::F16;
    let (f, rounding) = match fp8_f {
        Some(f) => (f, if f16_out { OutputRounding::RneF16 } else { OutputRounding::RzE8M13 }),
        None => (g.f, if f16_out { OutputRounding::RneF16 } else { OutputRounding::RzF32 }),
    };
    // An instruction splits its k into chunks of the datapath's width (MMA-Sim's L_max).
    let chunk = (g.chunk_bytes / bytes(lhs)).max(1).min(native_k);
    let zero_exp = if f16_out { g.zero_f16 } else { g.zero_f32 };
    Variant { lhs, rhs, result, native_k, family: Family::TruncatedFused { f, chunk, zero_exp, rounding } }
}

const FP8: [Format; 2] = [Format::F8E5M2, Format::F8E4M3FN];
const F8F6F4: [Format; 5] = [Format::F8E5M2, Format::F8E4M3FN, Format::F6E3M2FN, Format::F6E2M3FN, Format::F4E2M1FN];

/// sm_75 and sm_80 `mma` pairs (every generation from Ampere has them).
fn nv_mma_common(g: &NvGen, with_sm80: bool) -> Vec<Variant> {
    use Format::*;
    let k16 = if with_sm80 { 16 } else { 8 };
    let mut v = vec![nv(g, F16, F16, F32, k16, None), nv(g, F16, F16, F16, k16, None)];
    if with_sm80 {
        v.extend([nv(g, TF32, TF32, F32, 8, None), nv(g, BF16, BF16, F32, 16, None)]);
    }
    v
}

fn fp8_pairs(mut make: impl FnMut(Format, Format, Format) -> Variant, pairs: &[Format]) -> Vec<Variant> {
    let mut v = Vec::new();
    for result in [Format::F32, Format::F16] {
        for &a in pairs {
            for &b in pairs {
                v.push(make(a, b, result));
            }
        }
    }
    v
}

fn build() -> Vec<Unit> {
    use Format::*;
    let volta = vec![nv(&VOLTA, F16, F16, F32, 4, None), nv(&VOLTA, F16, F16, F16, 4, None)];
    let turing = nv_mma_common(&TURING, false);
    let ampere = nv_mma_common(&TURING, true);
    let mut ada = nv_mma_common(&TURING, true);
    ada.extend(fp8_pairs(|a, b, r| nv(&TURING, a, b, r, 32, Some(13)), &FP8));
    let hopper_mma = nv_mma_common(&HOPPER, true);
    let mut wgmma = vec![
        nv(&HOPPER, TF32, TF32, F32, 8, None),
        nv(&HOPPER, F16, F16, F32, 16, None),
        nv(&HOPPER, F16, F16, F16, 16, None),
        nv(&HOPPER, BF16, BF16, F32, 16, None),
    ];
    wgmma.extend(fp8_pairs(|a, b, r| nv(&HOPPER, a, b, r, 32, Some(13)), &FP8));
    let blackwell_mma = nv_mma_common(&HOPPER, true);
    let mut tcgen05 = vec![
        nv(&HOPPER, TF32, TF32, F32, 8, None),
        nv(&HOPPER, F16, F16, F32, 16, None),
        nv(&HOPPER, F16, F16, F16, 16, None),
        nv(&HOPPER, BF16, BF16, F32, 16, None),
    ];
    tcgen05.extend(fp8_pairs(|a, b, r| nv(&HOPPER, a, b, r, 32, None), &F8F6F4));

    let amd = |lhs, rhs, native_k, family| Variant { lhs, rhs, result: F32, native_k, family };
    let cdna1 = vec![
        amd(F32, F32, 1, Family::Fma),
        amd(F16, F16, 8, Family::ExactChunk { chunk: 4 }),
        amd(BF16, BF16, 4, Family::ExactChunk { chunk: 2 }),
    ];
    // CDNA2 compilers emit the `_1k` bf16 instructions (four products per add tree).
    let cdna2 = vec![
        amd(F32, F32, 1, Family::Fma),
        amd(F16, F16, 8, Family::FtzPairwise { group: 4 }),
        amd(BF16, BF16, 8, Family::FtzPairwise { group: 4 }),
    ];
    let tr = |chunk| Family::TwoLevel { f: 24, f2: 31, chunk, grouped: false };
    let mut cdna3 = vec![
        amd(F32, F32, 1, Family::Fma),
        amd(TF32, TF32, 4, tr(4)),
        amd(F16, F16, 8, tr(8)),
        amd(BF16, BF16, 8, tr(8)),
    ];
    for a in [F8E4M3FNUZ, F8E5M2FNUZ] {
        for b in [F8E4M3FNUZ, F8E5M2FNUZ] {
            cdna3.push(amd(a, b, 16, Family::TwoLevel { f: 24, f2: 31, chunk: 16, grouped: true }));
        }
    }
    vec![
        Unit { name: "nvidia.volta.mma", variants: volta },
        Unit { name: "nvidia.turing.mma", variants: turing },
        Unit { name: "nvidia.ampere.mma", variants: ampere },
        Unit { name: "nvidia.ada.mma", variants: ada },
        Unit { name: "nvidia.hopper.mma", variants: hopper_mma },
        Unit { name: "nvidia.hopper.wgmma", variants: wgmma },
        Unit { name: "nvidia.blackwell.mma", variants: blackwell_mma },
        Unit { name: "nvidia.blackwell.tcgen05", variants: tcgen05 },
        Unit { name: "amd.cdna1.mfma", variants: cdna1 },
        Unit { name: "amd.cdna2.mfma", variants: cdna2 },
        Unit { name: "amd.cdna3.mfma", variants: cdna3 },
    ]
}

/// Every unit lpf models, in a fixed order.
pub fn units() -> &'static [Unit] {
    static UNITS: OnceLock<Vec<Unit>> = OnceLock::new();
    UNITS.get_or_init(build)
}

/// The unit named `name` (`hardware("...")`'s string), if lpf models it.
pub fn unit(name: &str) -> Option<&'static Unit> {
    units().iter().find(|u| u.name == name)
}
