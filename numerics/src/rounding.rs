//! Rounding and overflow modes, with upstream `arith`'s spellings (`#arith.roundingmode`).

use std::fmt;

/// How an exact value that falls between two codes picks one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// Round to nearest, ties to the even code (the default everywhere, formats.md §2.4).
    #[default]
    ToNearestEven,
    TowardZero,
    /// Round to nearest, ties away from zero.
    ToNearestAway,
    /// Toward +inf.
    Upward,
    /// Toward -inf.
    Downward,
    /// P3109's round-to-odd: truncate, then set the last bit if anything was lost.
    ToOdd,
}

/// What a finite value beyond the largest finite code becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Overflow {
    /// The largest finite value of the same sign.
    Saturate,
    /// ±inf where the format has it, else NaN where it has that (the ml_dtypes/XLA convert);
    /// formats with neither saturate regardless.
    NanOrInf,
}

/// A rounding or overflow mode name that is not one of the accepted spellings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeNameError {
    pub name: String,
    pub expected: &'static [&'static str],
}

impl fmt::Display for ModeNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown mode '{}' (expected one of: {})", self.name, self.expected.join(", "))
    }
}

impl std::error::Error for ModeNameError {}

const ROUNDING_NAMES: &[&str] =
    &["to_nearest_even", "toward_zero", "to_nearest_away", "upward", "downward", "to_odd"];
const ROUNDINGS: [Rounding; 6] = [
    Rounding::ToNearestEven,
    Rounding::TowardZero,
    Rounding::ToNearestAway,
    Rounding::Upward,
    Rounding::Downward,
    Rounding::ToOdd,
];

impl Rounding {
    pub const ALL: [Rounding; 6] = ROUNDINGS;

    pub fn name(self) -> &'static str {
        ROUNDING_NAMES[ROUNDINGS.iter().position(|r| *r == self).unwrap_or(0)]
    }

    pub fn parse(name: &str) -> Result<Rounding, ModeNameError> {
        ROUNDING_NAMES
            .iter()
            .position(|n| *n == name.trim())
            .map(|i| ROUNDINGS[i])
            .ok_or_else(|| ModeNameError { name: name.to_string(), expected: ROUNDING_NAMES })
    }
}

impl fmt::Display for Rounding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

const OVERFLOW_NAMES: &[&str] = &["saturate", "nan_or_inf"];

impl Overflow {
    pub fn name(self) -> &'static str {
        match self {
            Overflow::Saturate => OVERFLOW_NAMES[0],
            Overflow::NanOrInf => OVERFLOW_NAMES[1],
        }
    }

    pub fn parse(name: &str) -> Result<Overflow, ModeNameError> {
        match name.trim() {
            "saturate" => Ok(Overflow::Saturate),
            "nan_or_inf" => Ok(Overflow::NanOrInf),
            _ => Err(ModeNameError { name: name.to_string(), expected: OVERFLOW_NAMES }),
        }
    }
}

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
