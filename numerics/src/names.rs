//! Format names: the canonical MLIR spelling, and parsing of every accepted spelling
//! (MLIR's, ml_dtypes', SFEP-0054's, P3109's Binary{K}p{P}{s,u}{e,f}).

use crate::format::{Format, P3109, SfWidth};
use std::fmt;

/// Why a format name was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatNameError {
    /// A spelling that names no single encoding (`fp8`, `fp8e4m3`, `fp8e5`: SFEP-0054 E0910).
    Ambiguous { name: String, candidates: Vec<Format> },
    /// Not a format name at all.
    Unknown { name: String },
    /// A family spelling whose parameters are out of range (`sf17`, `!lpf.p3109<8, 9, ...>`).
    BadParameters { name: String, why: &'static str },
}

impl fmt::Display for FormatNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatNameError::Ambiguous { name, candidates } => {
                let names: Vec<String> = candidates.iter().map(|c| c.mlir_name()).collect();
                write!(f, "[E0910] ambiguous format name '{name}': it could mean {}; spell the encoding out", names.join(", "))
            }
            FormatNameError::Unknown { name } => write!(
                f,
                "unknown format name '{name}' (expected e.g. f16, bf16, tf32, f8E4M3FN, float8_e5m2, fp8e4m3fn, sf8, !lpf.sf<8>, !lpf.p3109<8, 4, signed, extended>, binary8p4se, gf16)"
            ),
            FormatNameError::BadParameters { name, why } => write!(f, "invalid format '{name}': {why}"),
        }
    }
}

impl std::error::Error for FormatNameError {}

/// The fixed-width formats' spellings: (format, canonical MLIR name, other accepted names).
const NAMED: &[(Format, &str, &[&str])] = &[
    (Format::F16, "f16", &["float16", "half"]),
    (Format::BF16, "bf16", &["bfloat16"]),
    (Format::TF32, "tf32", &["tensorfloat32"]),
    (Format::F32, "f32", &["float32"]),
    (Format::F64, "f64", &["float64"]),
    (Format::F8E5M2, "f8E5M2", &["float8_e5m2", "fp8e5m2"]),
    (Format::F8E4M3, "f8E4M3", &["float8_e4m3"]),
    (Format::F8E3M4, "f8E3M4", &["float8_e3m4"]),
    (Format::F8E4M3FN, "f8E4M3FN", &["float8_e4m3fn", "fp8e4m3fn"]),
    (Format::F8E4M3FNUZ, "f8E4M3FNUZ", &["float8_e4m3fnuz"]),
    (Format::F8E5M2FNUZ, "f8E5M2FNUZ", &["float8_e5m2fnuz"]),
    (Format::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", &["float8_e4m3b11fnuz"]),
    (Format::F8E8M0FNU, "f8E8M0FNU", &["float8_e8m0fnu"]),
    (Format::F6E2M3FN, "f6E2M3FN", &["float6_e2m3fn"]),
    (Format::F6E3M2FN, "f6E3M2FN", &["float6_e3m2fn"]),
    (Format::F4E2M1FN, "f4E2M1FN", &["float4_e2m1fn"]),
    (Format::Gf16, "!lpf.gf16", &["gf16", "lpf.gf16"]),
];

impl Format {
    /// The canonical spelling, as MLIR (builtin or the lpf dialect) prints the type.
    pub fn mlir_name(self) -> String {
        match self {
            Format::Sf(w) => format!("!lpf.sf<{}>", w.bits()),
            Format::P3109(f) => format!(
                "!lpf.p3109<{}, {}, {}, {}>",
                f.k(),
                f.p(),
                if f.signed() { "signed" } else { "unsigned" },
                if f.extended() { "extended" } else { "finite" }
            ),
            f => NAMED.iter().find(|row| row.0 == f).map(|row| row.1.to_string()).unwrap_or_default(),
        }
    }

    /// A name safe in symbols and file names: the MLIR spelling for builtin types, `sf8`,
    /// `gf16`, `binary8p4se` (P3109: k, p, signed/unsigned, extended/finite) for the dialect's.
    /// The LLVM exit's helpers and the format documentation's files are named with it.
    pub fn symbol_name(self) -> String {
        match self {
            Format::Sf(w) => format!("sf{}", w.bits()),
            Format::P3109(p) => format!(
                "binary{}p{}{}{}",
                p.k(),
                p.p(),
                if p.signed() { "s" } else { "u" },
                if p.extended() { "e" } else { "f" }
            ),
            Format::Gf16 => "gf16".into(),
            other => other.mlir_name(),
        }
    }

    /// The ml_dtypes / numpy dtype name, where ml_dtypes has the format.
    pub fn ml_dtypes_name(self) -> Option<&'static str> {
        Some(match self {
            Format::F16 => "float16",
            Format::F32 => "float32",
            Format::F64 => "float64",
            Format::BF16 => "bfloat16",
            Format::F8E5M2 => "float8_e5m2",
            Format::F8E4M3 => "float8_e4m3",
            Format::F8E3M4 => "float8_e3m4",
            Format::F8E4M3FN => "float8_e4m3fn",
            Format::F8E4M3FNUZ => "float8_e4m3fnuz",
            Format::F8E5M2FNUZ => "float8_e5m2fnuz",
            Format::F8E4M3B11FNUZ => "float8_e4m3b11fnuz",
            Format::F8E8M0FNU => "float8_e8m0fnu",
            Format::F6E2M3FN => "float6_e2m3fn",
            Format::F6E3M2FN => "float6_e3m2fn",
            Format::F4E2M1FN => "float4_e2m1fn",
            _ => return None,
        })
    }

    /// Parses any accepted spelling. Names are matched case-insensitively except that the
    /// canonical MLIR spellings are also accepted exactly as printed.
    pub fn parse(name: &str) -> Result<Format, FormatNameError> {
        let trimmed = name.trim();
        let lower = trimmed.to_ascii_lowercase();
        for (f, canonical, others) in NAMED {
            if lower == canonical.to_ascii_lowercase() || others.contains(&lower.as_str()) {
                return Ok(*f);
            }
        }
        if let Some(f) = parse_family(trimmed, &lower)? {
            return Ok(f);
        }
        // SFEP-0054 spells 8-bit formats `fp8...`: an incomplete spelling is ambiguous (E0910).
        if let Some(rest) = lower.strip_prefix("fp8") {
            let prefix = format!("f8{rest}");
            let candidates: Vec<Format> = NAMED
                .iter()
                .filter(|row| row.1.to_ascii_lowercase().starts_with(&prefix) && row.1.starts_with("f8"))
                .map(|row| row.0)
                .collect();
            // One candidate is not ambiguity: it is a spelling lpf does not accept (SFEP-0054 has
            // no other fp8 names), reported as unknown.
            if candidates.len() > 1 {
                return Err(FormatNameError::Ambiguous { name: trimmed.to_string(), candidates });
            }
        }
        Err(FormatNameError::Unknown { name: trimmed.to_string() })
    }
}

/// The parameterised families: `!lpf.sf<N>`/`sfN`, `!lpf.p3109<K, P, signed|unsigned, extended|finite>`,
/// `binary{K}p{P}{s|u}{e|f}`. `Ok(None)`: not a family spelling.
fn parse_family(original: &str, lower: &str) -> Result<Option<Format>, FormatNameError> {
    let bad = |why| FormatNameError::BadParameters { name: original.to_string(), why };
    let body = lower.strip_prefix('!').unwrap_or(lower);
    if let Some(n) = body.strip_prefix("lpf.sf<").and_then(|r| r.strip_suffix('>')).or_else(|| lower.strip_prefix("sf")) {
        let Ok(bits) = n.trim().parse::<u8>() else { return Ok(None) };
        return SfWidth::new(bits).map(|w| Some(Format::Sf(w))).ok_or(bad("SFx width must be 2..=16"));
    }
    if let Some(args) = body.strip_prefix("lpf.p3109<").and_then(|r| r.strip_suffix('>')) {
        let parts: Vec<&str> = args.split(',').map(str::trim).collect();
        let [k, p, s, e] = parts[..] else { return Err(bad("expected <K, P, signed|unsigned, extended|finite>")) };
        let (Ok(k), Ok(p)) = (k.parse::<u8>(), p.parse::<u8>()) else { return Err(bad("K and P must be integers")) };
        let signed = match s {
            "signed" => true,
            "unsigned" => false,
            _ => return Err(bad("third parameter must be signed or unsigned")),
        };
        let extended = match e {
            "extended" => true,
            "finite" => false,
            _ => return Err(bad("fourth parameter must be extended or finite")),
        };
        return p3109(k, p, signed, extended).map(Some).ok_or(bad(P3109_RANGE));
    }
    if let Some(rest) = lower.strip_prefix("binary") {
        let Some((k, rest)) = rest.split_once('p') else { return Ok(None) };
        if rest.len() < 3 {
            return Ok(None);
        }
        let (p, flags) = rest.split_at(rest.len() - 2);
        let (Ok(k), Ok(p)) = (k.parse::<u8>(), p.parse::<u8>()) else { return Ok(None) };
        let signed = match &flags[..1] {
            "s" => true,
            "u" => false,
            _ => return Ok(None),
        };
        let extended = match &flags[1..] {
            "e" => true,
            "f" => false,
            _ => return Ok(None),
        };
        return p3109(k, p, signed, extended).map(Some).ok_or(bad(P3109_RANGE));
    }
    Ok(None)
}

const P3109_RANGE: &str = "P3109 needs 3 <= K <= 16 and 1 <= P <= K-1 (signed) or 1 <= P <= K (unsigned)";

fn p3109(k: u8, p: u8, signed: bool, extended: bool) -> Option<Format> {
    P3109::new(k, p, signed, extended).map(Format::P3109)
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.mlir_name())
    }
}

impl std::str::FromStr for Format {
    type Err = FormatNameError;
    fn from_str(s: &str) -> Result<Format, FormatNameError> {
        Format::parse(s)
    }
}
