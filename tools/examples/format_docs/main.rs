//! Generates the format tables of docs/formats.md and the pictures under docs/img/formats/ from
//! the numerics crate (`lpf_numerics::facts`), so the documentation is what the codec does.
//!
//!     cargo run -p lpf-tools --example format_docs                # rewrite docs/ in place
//!     cargo run -p lpf-tools --example format_docs -- --out DIR   # write DIR/formats.md, DIR/img/formats/
//!
//! Only the section between the markers below is replaced; the prose around it is hand-written.
//! scripts/test.d/25-format-docs-current.sh regenerates into a temporary directory and diffs.
//!
//! - [`catalogue`]: which formats are documented, in which table, with which file name.
//! - [`table`]: the markdown tables.
//! - [`picture`]: one SVG per pictured format (plotters, as lpf-report draws its plots).

mod catalogue;
mod picture;
mod table;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const BEGIN: &str = "<!-- BEGIN GENERATED format tables: cargo run -p lpf-tools --example format_docs; do not edit by hand -->";
const END: &str = "<!-- END GENERATED format tables -->";
/// Where the pictures go, relative to the docs directory (and as linked from formats.md).
const IMG_DIR: &str = "img/formats";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("format_docs: {why}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = match args.as_slice() {
        [] => docs.clone(),
        [flag, dir] if flag == "--out" => PathBuf::from(dir),
        _ => return Err("usage: format_docs [--out DIR]".into()),
    };
    let source = docs.join("formats.md");
    let page = fs::read_to_string(&source).map_err(|e| format!("{}: {e}", source.display()))?;
    let page = splice(&page, &table::section(IMG_DIR)).ok_or_else(|| format!("{}: no '{BEGIN}' ... '{END}' section", source.display()))?;

    let img = out.join(IMG_DIR);
    // Start from an empty picture directory, so a picture of a dropped format does not linger.
    if img.exists() {
        fs::remove_dir_all(&img).map_err(|e| format!("{}: {e}", img.display()))?;
    }
    fs::create_dir_all(&img).map_err(|e| format!("{}: {e}", img.display()))?;
    for entry in catalogue::pictured() {
        let path = img.join(format!("{}.svg", entry.slug));
        picture::draw(&path, entry.format).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let target = out.join("formats.md");
    fs::write(&target, page).map_err(|e| format!("{}: {e}", target.display()))
}

/// The page with the text between the BEGIN and END markers replaced by `generated`.
fn splice(page: &str, generated: &str) -> Option<String> {
    let start = page.find(BEGIN)? + BEGIN.len();
    let end = start + page[start..].find(END)?;
    Some(format!("{}\n{generated}{}", &page[..start], &page[end..]))
}
