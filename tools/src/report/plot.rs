//! The SVG plots, drawn with plotters' SVG backend: per tensor and scheme, a histogram of
//! log2 |x| with the scheme's representable range (red lines) and grid (ticks) overlaid; per tensor,
//! the SQNR of every scheme side by side.

use super::error::ReportError;
use super::output::TensorReport;
use super::scheme::{largest, Kind, Scheme};
use super::stats::Errors;
use lpf_numerics::{decode, Format};
use plotters::prelude::*;
use std::path::{Path, PathBuf};

/// Histogram bins per binade (factor of two).
const BINS_PER_BINADE: f64 = 4.0;
/// Formats with at most this many bits get their grid drawn (one tick per positive value).
const GRID_MAX_BITS: u32 = 8;
const SIZE: (u32, u32) = (900, 480);

/// Writes the plots of one tensor (the `index`-th) into `dir`; returns the files written.
pub fn plots(report: &TensorReport, values: &[f64], dir: &Path, index: usize) -> Result<Vec<PathBuf>, ReportError> {
    let stem = format!("{index:02}-{}", file_safe(&report.name));
    let bins = histogram(values);
    let mut written = Vec::new();
    for (scheme, result) in report.schemes.iter().zip(&report.results) {
        if let Ok(errors) = result {
            let path = dir.join(format!("{stem}-{}-hist.svg", file_safe(scheme.name())));
            let mut svg = String::new();
            histogram_plot(&mut svg, &report.name, scheme, errors, &bins).map_err(|why| ReportError::Write { path: path.clone(), why })?;
            written.push(write_svg(path, &svg)?);
        }
    }
    let path = dir.join(format!("{stem}-errors.svg"));
    let mut svg = String::new();
    errors_plot(&mut svg, report).map_err(|why| ReportError::Write { path: path.clone(), why })?;
    written.push(write_svg(path, &svg)?);
    Ok(written)
}

/// Plots are drawn in memory and written atomically (lpf_output): a failed write leaves no
/// truncated SVG behind.
fn write_svg(path: PathBuf, svg: &str) -> Result<PathBuf, ReportError> {
    match lpf_output::write_file(&path, svg.as_bytes()) {
        Ok(()) => Ok(path),
        Err(e) => Err(ReportError::Write { path, why: e.to_string() }),
    }
}

/// Letters, digits, '-', '_' and '.'; anything else (a safetensors name's '/', a scheme's ':')
/// becomes '_'.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || "-_.".contains(c) { c } else { '_' }).collect()
}

/// (log2 lower edge, log2 upper edge, count) for the finite nonzero |x|.
fn histogram(values: &[f64]) -> Vec<(f64, f64, f64)> {
    let mut counts = std::collections::BTreeMap::new();
    for v in values.iter().filter(|v| v.is_finite() && **v != 0.0) {
        *counts.entry((v.abs().log2() * BINS_PER_BINADE).floor() as i64).or_insert(0usize) += 1;
    }
    counts.into_iter().map(|(k, c)| (k as f64 / BINS_PER_BINADE, (k + 1) as f64 / BINS_PER_BINADE, c as f64)).collect()
}

/// The positive finite values of a narrow format (None for wide ones: too many to draw).
fn grid(format: Format) -> Option<Vec<f64>> {
    let bits = format.storage_bits();
    if bits > GRID_MAX_BITS {
        return None;
    }
    Some((0..1u64 << bits).filter(|c| format.is_valid_code(*c)).map(|c| decode(format, c)).filter(|v| v.is_finite() && *v > 0.0).collect())
}

fn histogram_plot(svg: &mut String, tensor: &str, scheme: &Scheme, errors: &Errors, bins: &[(f64, f64, f64)]) -> Result<(), String> {
    let (range_min, range_max) = errors.range;
    // The grid as placed for the block with the largest scale (an element format: as is).
    let grid: Vec<f64> = match (&scheme.kind, grid(scheme.element_format())) {
        (_, None) => Vec::new(),
        (Kind::Element(_), Some(g)) => g,
        (_, Some(g)) => {
            let scale = range_max / largest(scheme.element_format());
            g.iter().map(|v| v * scale).collect()
        }
    };
    let mut lo = bins.first().map_or(-10.0, |b| b.0);
    let mut hi = bins.last().map_or(1.0, |b| b.1);
    for edge in [range_min, range_max].into_iter().filter(|v| v.is_finite() && *v > 0.0) {
        lo = lo.min(edge.log2() - 1.0);
        hi = hi.max(edge.log2() + 1.0);
    }
    // A wide format's range (f16 down to 2^-24, bf16 to 2^-133) would squash the data: show at
    // most 12 binades below the data, the cut range line is then not drawn.
    lo = lo.max(bins.first().map_or(lo, |b| b.0) - 12.0);
    hi = hi.min(bins.last().map_or(hi, |b| b.1) + 12.0);
    let ymax = bins.iter().map(|b| b.2).fold(1.0, f64::max) * 1.15;

    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let caption = format!("{tensor}: |x| against {} (SQNR {:.1} dB)", scheme.name(), errors.sqnr_db);
    let mut chart = ChartBuilder::on(&root)
        .caption(caption, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(lo..hi, 0f64..ymax)
        .map_err(|e| e.to_string())?;
    chart
        .configure_mesh()
        .x_desc("|x| (log scale)")
        .y_desc("values")
        .x_label_formatter(&|x| format!("2^{x:.0}"))
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(bins.iter().map(|(l, h, c)| Rectangle::new([(*l, 0.0), (*h, *c)], BLUE.mix(0.45).filled())))
        .map_err(|e| e.to_string())?
        .label("|x| histogram")
        .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], BLUE.mix(0.45).filled()));
    let ticks = grid.iter().map(|v| v.log2()).filter(|x| *x >= lo && *x <= hi).map(|x| PathElement::new(vec![(x, ymax * 0.93), (x, ymax)], BLACK.stroke_width(1)));
    chart
        .draw_series(ticks)
        .map_err(|e| e.to_string())?
        .label(match scheme.kind {
            Kind::Element(f) => format!("{} grid", f.mlir_name()),
            _ => format!("{} grid at the largest block scale", scheme.element_format().mlir_name()),
        })
        .legend(|(x, y)| PathElement::new(vec![(x + 6, y - 5), (x + 6, y + 5)], BLACK));
    let range_lines = [range_min, range_max]
        .into_iter()
        .filter(|v| v.is_finite() && *v > 0.0)
        .map(|v| v.log2())
        .filter(|x| *x >= lo && *x <= hi)
        .map(|x| PathElement::new(vec![(x, 0.0), (x, ymax)], RED.stroke_width(2)));
    chart
        .draw_series(range_lines)
        .map_err(|e| e.to_string())?
        .label("smallest positive / largest representable")
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], RED.stroke_width(2)));
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .position(SeriesLabelPosition::UpperLeft)
        .draw()
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())
}

fn errors_plot(svg: &mut String, report: &TensorReport) -> Result<(), String> {
    // Exact quantisation (+inf dB) is drawn at the top of the axis.
    let bars: Vec<(String, f64)> = report
        .schemes
        .iter()
        .zip(&report.results)
        .filter_map(|(s, r)| r.as_ref().ok().map(|e| (s.name().to_string(), e.sqnr_db)))
        .collect();
    let finite_top = bars.iter().map(|b| b.1).filter(|v| v.is_finite()).fold(10.0, f64::max);
    let top = finite_top * 1.15;
    let bottom = bars.iter().map(|b| b.1).filter(|v| v.is_finite()).fold(0.0, f64::min);
    let n = bars.len().max(1);

    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let mut chart = ChartBuilder::on(&root)
        .caption(format!("{}: SQNR per scheme (higher is better)", report.name), ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(60)
        .build_cartesian_2d(-0.5f64..n as f64 - 0.5, bottom..top)
        .map_err(|e| e.to_string())?;
    let names: Vec<String> = bars.iter().map(|b| b.0.clone()).collect();
    let label = move |x: &f64| {
        let i = x.round();
        if (x - i).abs() < 1e-6 && i >= 0.0 { names.get(i as usize).cloned().unwrap_or_default() } else { String::new() }
    };
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n)
        .x_label_formatter(&label)
        .y_desc("SQNR (dB)")
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(bars.iter().enumerate().map(|(i, (_, db))| {
            let v = if db.is_finite() { *db } else { top };
            Rectangle::new([(i as f64 - 0.35, 0.0), (i as f64 + 0.35, v)], GREEN.mix(0.6).filled())
        }))
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())
}
