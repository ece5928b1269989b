//! One SVG per pictured format, drawn with plotters (lpf-report's plotting library): on top, the
//! positive values on a log axis (one tick per value for formats of at most 8 bits, one per binade
//! for wider ones); below, the relative spacing (gap to the next value / value) against the value,
//! exact from `facts::stretches` since it is a straight line on log axes within each stretch.

use lpf_numerics::facts::{positive_values, stretches, Facts};
use lpf_numerics::Format;
use plotters::prelude::*;
use std::path::Path;

const SIZE: (u32, u32) = (900, 520);
/// Height of the value-grid panel; the relative-spacing panel takes the rest.
const GRID_PANEL: u32 = 170;
/// Formats up to this many bits get one tick per value; wider ones one tick per binade.
const TICK_EVERY_VALUE_BITS: u32 = 8;
/// Faint lines between labelled ones: none (they were most of each file's size).
const LIGHT_LINES: usize = 0;

pub fn draw(path: &Path, format: Format) -> Result<(), String> {
    let err = |e: DrawingAreaErrorKind<_>| e.to_string();
    let stretches = stretches(format);
    let (first, last) = match (stretches.first(), stretches.last()) {
        (Some(a), Some(b)) => (a.first.log2(), b.last.log2()),
        _ => return Err("no positive finite values".into()),
    };
    let x_range = (first.floor() - 0.5)..(last.ceil() + 0.5);
    // Relative spacing at both ends of every stretch: the sawtooth, in log2.
    let sawtooth: Vec<(f64, f64)> =
        stretches.iter().flat_map(|s| [(s.first.log2(), (s.spacing / s.first).log2()), (s.last.log2(), (s.spacing / s.last).log2())]).collect();
    let y_lo = sawtooth.iter().map(|p| p.1).fold(f64::INFINITY, f64::min).floor() - 0.5;
    let y_hi = sawtooth.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max).ceil() + 0.5;
    let narrow = format.params().bits <= TICK_EVERY_VALUE_BITS;
    let ticks: Vec<f64> = if narrow {
        positive_values(format).unwrap_or_default().iter().map(|v| v.log2()).collect()
    } else {
        stretches.iter().map(|s| s.first.log2()).collect()
    };
    let facts = Facts::of(format);

    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let root = root.titled(&format!("{}: positive values and relative spacing", format.mlir_name()), ("sans-serif", 18)).map_err(err)?;
    let (top, bottom) = root.split_vertically(GRID_PANEL);

    let mut grid = ChartBuilder::on(&top).margin(10).x_label_area_size(30).y_label_area_size(70).build_cartesian_2d(x_range.clone(), 0f64..1f64).map_err(err)?;
    grid.configure_mesh()
        .max_light_lines(LIGHT_LINES)
        .disable_y_mesh()
        .disable_y_axis()
        .x_label_formatter(&power_label)
        .x_desc(if narrow { "every positive value (log scale)" } else { "first value of every binade (log scale)" })
        .draw()
        .map_err(err)?;
    grid.draw_series(ticks.iter().map(|x| PathElement::new(vec![(*x, 0.1), (*x, 0.9)], BLUE.stroke_width(1)))).map_err(err)?;
    // The largest finite and smallest normal values, in red, where they are not the ends anyway.
    let marks = [Some(facts.max_finite.to_f64()), facts.min_normal.map(|v| v.to_f64())];
    grid.draw_series(marks.into_iter().flatten().filter(|v| v.is_finite() && *v > 0.0).map(|v| PathElement::new(vec![(v.log2(), 0.0), (v.log2(), 1.0)], RED.stroke_width(2))))
        .map_err(err)?;

    let mut spacing = ChartBuilder::on(&bottom).margin(10).x_label_area_size(40).y_label_area_size(70).build_cartesian_2d(x_range, y_lo..y_hi).map_err(err)?;
    spacing
        .configure_mesh()
        .max_light_lines(LIGHT_LINES)
        .x_label_formatter(&power_label)
        .y_labels(((y_hi - y_lo) as usize + 1).min(12))
        .y_label_formatter(&power_label)
        .x_desc("value (log scale); red: smallest normal and largest finite value")
        .y_desc("gap to next / value")
        .draw()
        .map_err(err)?;
    spacing.draw_series(LineSeries::new(sawtooth, BLACK.stroke_width(2))).map_err(err)?;
    root.present().map_err(err)
}

/// "2^k" at whole powers of two; nothing at the fractional positions plotters may pick.
fn power_label(x: &f64) -> String {
    if (x - x.round()).abs() < 1e-9 {
        format!("2^{}", x.round())
    } else {
        String::new()
    }
}
