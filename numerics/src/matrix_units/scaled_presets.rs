//! The block-scaled instructions as data: for each unit that has them, the (lhs, rhs) element
//! formats, the scale format and block size, the native k and the family parameters of each
//! `kind`. Facts from MMA-Sim 2.1.1 (`nv_ptx/isa_tcgen05mma.py`, `nv_ptx/sim.py`) and the PTX ISA:
//! only data-centre Blackwell's `tcgen05.mma` (sm_100, MMA-Sim's "Blackwell") has them among the
//! units lpf models; Blackwell's `mma` (sm_100) has none (block-scaled `mma.sync` is sm_120, RTX
//! Blackwell, which lpf does not model).

use super::scaled_families::ScaledFamily;
use crate::format::Format;
use std::sync::OnceLock;

/// One block-scaled instruction variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScaledVariant {
    /// The PTX `kind::` qualifier (for messages and docs).
    pub kind: &'static str,
    pub lhs: Format,
    pub rhs: Format,
    /// The format of both operands' block scales (f8E8M0FNU = ue8m0; f8E4M3FN read as ue4m3,
    /// its sign bit ignored).
    pub scale: Format,
    /// Elements per scale along K.
    pub block: usize,
    pub result: Format,
    /// The instruction's k: a dot chains it over K / native_k slices.
    pub native_k: usize,
    pub family: ScaledFamily,
}

/// A unit's block-scaled variants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScaledUnit {
    pub name: &'static str,
    pub variants: Vec<ScaledVariant>,
}

impl ScaledUnit {
    /// The variant for these element, scale and result formats and block size, if any.
    pub fn variant(&self, lhs: Format, rhs: Format, scale: Format, block: usize, result: Format) -> Option<ScaledVariant> {
        self.variants
            .iter()
            .copied()
            .find(|v| v.lhs == lhs && v.rhs == rhs && v.scale == scale && v.block == block && v.result == result)
    }
}

const F8F6F4: [Format; 5] = [Format::F8E5M2, Format::F8E4M3FN, Format::F6E3M2FN, Format::F6E2M3FN, Format::F4E2M1FN];

/// `kind::mxf8f6f4` (k 32, one ue8m0 scale per 32 elements): ST-FDPA, F 25, L 32, e_zero -133.
const MXF8F6F4: ScaledFamily = ScaledFamily::ScaledTruncatedFused { f: 25, chunk: 32, zero_exp: -133 };
/// `kind::mxf4` / `kind::mxf4nvf4` (k 64): GST-FDPA, groups of 16, F 35, L 64, e_zero -139.
const MXF4: ScaledFamily = ScaledFamily::GroupedScaledTruncatedFused { group: 16, f: 35, chunk: 64, zero_exp: -139 };

fn tcgen05() -> Vec<ScaledVariant> {
    use Format::*;
    let v = |kind, lhs, rhs, scale, block, native_k, family| ScaledVariant { kind, lhs, rhs, scale, block, result: F32, native_k, family };
    let mut out = Vec::new();
    for a in F8F6F4 {
        for b in F8F6F4 {
            // f4E2M1FN x f4E2M1FN with ue8m0 scales per 32 is also `kind::mxf4` (k 64), the larger
            // k, which libraries issue for it; lpf models that one (as for every pair, the
            // largest k the unit has).
            if (a, b) != (F4E2M1FN, F4E2M1FN) {
                out.push(v("mxf8f6f4", a, b, F8E8M0FNU, 32, 32, MXF8F6F4));
            }
        }
    }
    // `kind::mxf4nvf4` block32 ue8m0 computes what `kind::mxf4` does (same family and
    // parameters), so one entry stands for both.
    out.push(v("mxf4", F4E2M1FN, F4E2M1FN, F8E8M0FNU, 32, 64, MXF4));
    out.push(v("mxf4nvf4", F4E2M1FN, F4E2M1FN, F8E8M0FNU, 16, 64, MXF4));
    out.push(v("mxf4nvf4", F4E2M1FN, F4E2M1FN, F8E4M3FN, 16, 64, MXF4));
    out
}

/// Every unit with block-scaled instructions, in a fixed order.
pub fn scaled_units() -> &'static [ScaledUnit] {
    static UNITS: OnceLock<Vec<ScaledUnit>> = OnceLock::new();
    UNITS.get_or_init(|| vec![ScaledUnit { name: "nvidia.blackwell.tcgen05", variants: tcgen05() }])
}

/// The block-scaled instructions of the unit named `name` (none for a unit without them).
pub fn scaled_unit(name: &str) -> Option<&'static ScaledUnit> {
    scaled_units().iter().find(|u| u.name == name)
}
