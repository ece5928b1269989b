//! The text table (stdout) and the JSON file. JSON has no inf/NaN: such figures are null.

use super::scheme::Scheme;
use super::stats::{Distribution, Errors};
use serde_json::{json, Value};
use std::fmt::Write;
use std::path::Path;

/// Everything reported about one tensor.
pub struct TensorReport {
    pub name: String,
    pub shape: Vec<usize>,
    pub distribution: Distribution,
    pub schemes: Vec<Scheme>,
    /// Per scheme: the figures, or why the scheme does not apply.
    pub results: Vec<Result<Errors, String>>,
}

fn number(x: f64) -> Value {
    if x.is_finite() {
        json!(x)
    } else {
        Value::Null
    }
}

pub fn table(reports: &[TensorReport]) -> String {
    let mut out = String::new();
    for r in reports {
        let d = &r.distribution;
        match (d.mean, d.rms) {
            (Some(mean), Some(rms)) => {
                let _ = writeln!(out, "{} {:?}: {} values, {} zero, {} non-finite; |x| in [{:.3e}, {:.3e}], mean {:.3e}, rms {:.3e}",
                    r.name, r.shape, d.count, d.zeros, d.non_finite, d.min_abs_nonzero, d.max_abs, mean, rms);
            }
            _ => {
                let _ = writeln!(out, "{} {:?}: {} values, {} non-finite: no finite value, nothing to measure", r.name, r.shape, d.count, d.non_finite);
            }
        }
        let _ = writeln!(out, "  {:<14} {:>9} {:>9} {:>11} {:>11} {:>11} {:>9}", "scheme", "outside%", "flushed%", "max abs", "rms", "max rel", "SQNR dB");
        for (s, result) in r.schemes.iter().zip(&r.results) {
            match result {
                Ok(e) => {
                    let _ = writeln!(out, "  {:<14} {:>9.4} {:>9.4} {:>11.4e} {:>11.4e} {:>11.4e} {:>9.2}{}",
                        s.name(), 100.0 * e.fraction(e.outside_range), 100.0 * e.fraction(e.flushed_to_zero),
                        e.max_abs_error, e.rms_error, e.max_rel_error, e.sqnr_db,
                        if e.became_non_finite > 0 { format!("  ({} became inf/NaN)", e.became_non_finite) } else { String::new() });
                }
                Err(why) => {
                    let _ = writeln!(out, "  {:<14} {why}", s.name());
                }
            }
        }
    }
    out
}

pub fn json(reports: &[TensorReport], source: &Path) -> String {
    let tensors: Vec<Value> = reports
        .iter()
        .map(|r| {
            let d = &r.distribution;
            let schemes: Vec<Value> = r
                .schemes
                .iter()
                .zip(&r.results)
                .map(|(s, result)| match result {
                    Ok(e) => json!({
                        "scheme": s.name(),
                        "element_format": s.element_format().mlir_name(),
                        "finite_count": e.finite_count,
                        "outside_range": e.outside_range,
                        "outside_range_fraction": e.fraction(e.outside_range),
                        "flushed_to_zero": e.flushed_to_zero,
                        "flushed_to_zero_fraction": e.fraction(e.flushed_to_zero),
                        "became_non_finite": e.became_non_finite,
                        "max_abs_error": number(e.max_abs_error),
                        "rms_error": number(e.rms_error),
                        "max_rel_error": number(e.max_rel_error),
                        "sqnr_db": number(e.sqnr_db),
                        "range": [number(e.range.0), number(e.range.1)],
                    }),
                    Err(why) => json!({ "scheme": s.name(), "not_applicable": why }),
                })
                .collect();
            json!({
                "name": r.name,
                "shape": r.shape,
                "distribution": {
                    "count": d.count,
                    "zeros": d.zeros,
                    "non_finite": d.non_finite,
                    "max_abs": number(d.max_abs),
                    "min_abs_nonzero": number(d.min_abs_nonzero),
                    "mean": d.mean.map_or(Value::Null, number),
                    "rms": d.rms.map_or(Value::Null, number),
                    "log2_histogram": d.log2_histogram.iter().map(|(k, c)| json!([k, c])).collect::<Vec<_>>(),
                },
                "schemes": schemes,
            })
        })
        .collect();
    let doc = json!({ "source": source.display().to_string(), "tensors": tensors });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}
