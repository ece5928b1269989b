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

/// The four stochastic modes of IEEE P3109, with the meanings Graphcore's `gfloat` gives them
/// (`round_float(..., srbits, srnumbits)`). Each decides whether a value rounds away from zero
/// from `delta` (the exact fraction of the value below the last kept digit, 0 <= delta < 1) and
/// N random bits `r` (0 <= r < 2^N):
///
/// | mode | rounds away when |
/// |---|---|
/// | `stochastic` | RNE(delta * 2^N) + r >= 2^N (ties to even) |
/// | `stochastic_odd` | RNO(delta * 2^N) + r >= 2^N (ties to odd) |
/// | `stochastic_fast` | floor(delta * 2^(N+1)) + 2r + 1 >= 2^(N+1) |
/// | `stochastic_fastest` | floor(delta * 2^N) + r >= 2^N |
///
/// An exact value (delta = 0) never moves, whatever the bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StochasticMode {
    Stochastic,
    StochasticOdd,
    StochasticFast,
    StochasticFastest,
}

const STOCHASTIC_NAMES: &[&str] = &["stochastic", "stochastic_odd", "stochastic_fast", "stochastic_fastest"];

impl StochasticMode {
    pub const ALL: [StochasticMode; 4] = [
        StochasticMode::Stochastic,
        StochasticMode::StochasticOdd,
        StochasticMode::StochasticFast,
        StochasticMode::StochasticFastest,
    ];

    pub fn name(self) -> &'static str {
        STOCHASTIC_NAMES[self as usize]
    }

    pub fn parse(name: &str) -> Result<StochasticMode, ModeNameError> {
        STOCHASTIC_NAMES
            .iter()
            .position(|n| *n == name.trim())
            .map(|i| StochasticMode::ALL[i])
            .ok_or_else(|| ModeNameError { name: name.to_string(), expected: STOCHASTIC_NAMES })
    }
}

impl fmt::Display for StochasticMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The most random bits a value may use (`random_bits(N)`, N in 1..=32: one i32 per element).
pub const MAX_RANDOM_BITS: u32 = 32;

/// A stochastic mode and how many random bits (N) each value consumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stochastic {
    pub mode: StochasticMode,
    bits: u32,
}

/// The exact fraction below the last kept digit, as far as a stochastic decision can see it:
/// `top` = floor(delta * 2^(N+1)) (N+1 bits) and whether anything is left below those bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fraction {
    pub top: u64,
    pub below: bool,
}

impl Stochastic {
    /// None unless 1 <= bits <= 32.
    pub fn new(mode: StochasticMode, bits: u32) -> Option<Stochastic> {
        (1..=MAX_RANDOM_BITS).contains(&bits).then_some(Stochastic { mode, bits })
    }

    /// N, the random bits each value uses.
    pub fn bits(self) -> u32 {
        self.bits
    }

    /// The low N bits of a random word: the only ones a value uses.
    pub fn mask(self, random: u32) -> u64 {
        random as u64 & ((1u64 << self.bits) - 1)
    }

    /// Whether the value rounds away from zero, from its fraction (N+1 bits and the rest as a
    /// sticky bit) and the random word (only its low N bits count). Integer arithmetic only.
    pub fn rounds_away(self, frac: Fraction, random: u32) -> bool {
        let n = self.bits;
        let r = self.mask(random);
        let floor_n = frac.top >> 1; // floor(delta * 2^N)
        let half = frac.top & 1 == 1; // the first bit below delta * 2^N's integer part
        let one = 1u64 << n;
        match self.mode {
            StochasticMode::Stochastic | StochasticMode::StochasticOdd => {
                // Round delta * 2^N to an integer: above half, or exactly half with a tie rule.
                let tie_goes_up = if self.mode == StochasticMode::Stochastic { floor_n & 1 == 1 } else { floor_n & 1 == 0 };
                let rounded = floor_n + (half && (frac.below || tie_goes_up)) as u64;
                rounded + r >= one
            }
            StochasticMode::StochasticFast => frac.top + 2 * r + 1 >= one << 1,
            StochasticMode::StochasticFastest => floor_n + r >= one,
        }
    }
}

impl fmt::Display for Stochastic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rounding({}) random_bits({})", self.mode, self.bits)
    }
}

/// What decides one value's rounding: a deterministic mode, or a stochastic mode with that
/// value's random word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundWith {
    Mode(Rounding),
    Random { sr: Stochastic, random: u32 },
}

impl From<Rounding> for RoundWith {
    fn from(r: Rounding) -> RoundWith {
        RoundWith::Mode(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frac(top: u64, below: bool) -> Fraction {
        Fraction { top, below }
    }

    /// Hand-derived: N = 2, delta = 3/8 gives delta * 4 = 1.5, delta * 8 = 3.
    #[test]
    fn three_eighths_with_two_bits() {
        let f = frac(3, false);
        let sr = |m| Stochastic::new(m, 2).unwrap();
        // stochastic: RNE(1.5) = 2; away iff 2 + r >= 4, r in {2, 3}.
        let away: Vec<u32> = (0..4).filter(|&r| sr(StochasticMode::Stochastic).rounds_away(f, r)).collect();
        assert_eq!(away, [2, 3]);
        // stochastic_odd: RNO(1.5) = 1; r = 3 only.
        let away: Vec<u32> = (0..4).filter(|&r| sr(StochasticMode::StochasticOdd).rounds_away(f, r)).collect();
        assert_eq!(away, [3]);
        // stochastic_fast: 3 + 2r + 1 >= 8: r >= 2.
        let away: Vec<u32> = (0..4).filter(|&r| sr(StochasticMode::StochasticFast).rounds_away(f, r)).collect();
        assert_eq!(away, [2, 3]);
        // stochastic_fastest: floor(1.5) = 1; 1 + r >= 4: r = 3.
        let away: Vec<u32> = (0..4).filter(|&r| sr(StochasticMode::StochasticFastest).rounds_away(f, r)).collect();
        assert_eq!(away, [3]);
    }

    /// A tie that is not one: delta * 4 just above 1.5 rounds to 2 in both nearest variants.
    #[test]
    fn sticky_breaks_the_tie() {
        let odd = Stochastic::new(StochasticMode::StochasticOdd, 2).unwrap();
        assert!(!odd.rounds_away(frac(3, false), 2));
        assert!(odd.rounds_away(frac(3, true), 2));
    }

    /// Exact values never move; the largest fraction with all-ones bits always moves.
    #[test]
    fn extremes() {
        for m in StochasticMode::ALL {
            for n in [1, 8, 32] {
                let sr = Stochastic::new(m, n).unwrap();
                assert!(!sr.rounds_away(frac(0, false), u32::MAX), "{m} {n}");
                let top = (1u64 << (n + 1)) - 1;
                assert!(sr.rounds_away(frac(top, true), u32::MAX), "{m} {n}");
            }
        }
    }

    /// Only the low N bits of the word count.
    #[test]
    fn high_bits_are_ignored() {
        let sr = Stochastic::new(StochasticMode::StochasticFastest, 4).unwrap();
        // delta = 1/2: floor(8) + r >= 16 iff r >= 8.
        assert!(!sr.rounds_away(frac(16, false), 0xFFFF_FFF0 | 7));
        assert!(sr.rounds_away(frac(16, false), 8));
    }

    #[test]
    fn names_and_range() {
        for m in StochasticMode::ALL {
            assert_eq!(StochasticMode::parse(m.name()), Ok(m));
        }
        assert!(StochasticMode::parse("stochastic_even").is_err());
        assert!(Stochastic::new(StochasticMode::Stochastic, 0).is_none());
        assert!(Stochastic::new(StochasticMode::Stochastic, 33).is_none());
    }
}
