//! The generated markdown: one table per catalogue group, every figure from `Facts::of`.
//! Values are written exactly (an integer, a short decimal, 2^e or m × 2^e, with an approximation
//! beside the last), so a reader, and the ml_dtypes check, can read them back without loss.

use crate::catalogue::{tables, Entry};
use lpf_numerics::facts::Facts;
use lpf_numerics::{Format, Value};

const HEADER: &str = "| format | storage bits | sign-exp-frac, bias | p | max finite | min normal | min subnormal | epsilon | +inf / -inf | NaN | -0 | overflow by default |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n";

/// The whole generated section.
pub fn section(img_dir: &str) -> String {
    let mut s = String::from(
        "\n*Generated from `lpf_numerics::facts` (every figure is what the codec encodes or decodes); \
         p is the precision in bits with the implicit bit; epsilon is the gap from 1 to the next value; \
         \"min subnormal\" is the smallest positive value where it is below the smallest normal. \
         A format name links to its picture: the positive values on a log axis and the relative \
         spacing (gap to the next value / value) against the value.*\n",
    );
    for table in tables() {
        s.push_str(&format!("\n### {}\n\n{HEADER}", table.title));
        for entry in &table.entries {
            s.push_str(&row(entry, img_dir));
        }
    }
    s.push('\n');
    s
}

fn row(entry: &Entry, img_dir: &str) -> String {
    let f = entry.format;
    let p = f.params();
    let facts = Facts::of(f);
    let name = if entry.pictured { format!("[`{}`]({img_dir}/{}.svg)", entry.slug, entry.slug) } else { format!("`{}`", entry.slug) };
    let layout = format!("{}-{}-{}, {}", p.signed as u32, p.exp_bits, p.frac_bits, p.bias);
    let min_subnormal = match facts.min_normal {
        Some(normal) if normal == facts.min_positive => "—".to_string(),
        _ => exact(facts.min_positive),
    };
    let cells = [
        name,
        f.storage_bits().to_string(),
        layout,
        facts.precision.to_string(),
        exact(facts.max_finite),
        facts.min_normal.map_or("—".into(), exact),
        min_subnormal,
        facts.epsilon.map_or("—".into(), |e| exact(Value::from_f64(e))),
        facts.inf_codes.map_or("none".into(), |(pos, neg)| match neg {
            Some(neg) => format!("{} / {}", hex(f, pos), hex(f, neg)),
            None => format!("{} / —", hex(f, pos)),
        }),
        nans(f, &facts),
        facts.neg_zero.map_or("none".into(), |c| hex(f, c)),
        overflow(&facts),
    ];
    format!("| {} |\n", cells.join(" | "))
}

/// A code in hex, as many digits as the code's width needs.
fn hex(f: Format, code: u64) -> String {
    let p = f.params();
    let digits = (p.bits + p.pad).div_ceil(4) as usize;
    format!("0x{code:0digits$X}")
}

fn nans(f: Format, facts: &Facts) -> String {
    match (&facts.nan_ranges, facts.canonical_nan) {
        (_, None) => "none".into(),
        (Some(ranges), _) => ranges
            .iter()
            .map(|(lo, hi)| if lo == hi { hex(f, *lo) } else { format!("{}–{}", hex(f, *lo), hex(f, *hi)) })
            .collect::<Vec<_>>()
            .join(", "),
        (None, Some(canonical)) => format!("all-ones exponent, fraction ≠ 0 (canonical {})", hex(f, canonical)),
    }
}

fn overflow(facts: &Facts) -> String {
    let result = match facts.overflows_to {
        Value::Inf { .. } => "±inf".to_string(),
        Value::Nan { .. } => "NaN".to_string(),
        v if v == facts.max_finite => "±max".to_string(),
        v => exact(v),
    };
    format!("{result} (`{}`)", facts.default_overflow.name())
}

/// An exact positive value: an integer below 2^24, a decimal of at most four fraction digits,
/// 2^e, or m × 2^e (m odd) followed by ≈ and four significant digits.
pub fn exact(v: Value) -> String {
    let (mut mant, mut exp) = match v {
        Value::Finite { mant, exp, .. } => (mant, exp),
        Value::Zero { .. } => return "0".into(),
        other => return format!("{other:?}"),
    };
    let shift = mant.trailing_zeros();
    mant >>= shift;
    exp += shift as i32;
    if (0..24).contains(&exp) && mant < 1 << 24 && (mant << exp) < 1 << 24 {
        return (mant << exp).to_string();
    }
    if (-4..0).contains(&exp) && mant < 1 << 20 {
        // mant / 2^-exp has at most -exp fraction digits.
        let x = mant as f64 * 2f64.powi(exp);
        return format!("{x}");
    }
    if mant == 1 {
        return format!("2^{exp}");
    }
    format!("{mant} × 2^{exp} ≈ {:.4e}", v.to_f64())
}
