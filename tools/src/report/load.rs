//! Reading tensors as f64 values (exact for every input dtype): `.npy` through the tools'
//! npy reader, `.safetensors` here (8-byte little-endian header length, JSON header, data).

use super::error::ReportError;
use crate::npy::{Dtype, NpyArray};
use lpf_numerics::{decode, Format};
use regex::Regex;
use std::fs;
use std::path::Path;

/// One tensor: its name (the file stem for .npy), row-major shape and values.
pub struct Tensor {
    pub name: String,
    pub shape: Vec<usize>,
    pub values: Vec<f64>,
}

/// Loads every tensor of `path` (for .safetensors, the float tensors whose names match `pattern`).
pub fn load(path: &Path, pattern: Option<&str>) -> Result<Vec<Tensor>, ReportError> {
    let bytes = fs::read(path).map_err(|e| ReportError::Read { path: path.to_path_buf(), why: e.to_string() })?;
    let bad = |why: String| ReportError::BadFile { path: path.to_path_buf(), why };
    let is_npy = bytes.starts_with(b"\x93NUMPY");
    if is_npy {
        if pattern.is_some() {
            return Err(bad("--tensors selects tensors of a .safetensors file; a .npy file holds one".into()));
        }
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("tensor").to_string();
        return Ok(vec![npy_tensor(&bytes, name).map_err(bad)?]);
    }
    if path.extension().and_then(|e| e.to_str()) != Some("safetensors") {
        return Err(bad("neither a .npy file (no \\x93NUMPY magic) nor a .safetensors file".into()));
    }
    let pattern = match pattern {
        Some(p) => Some(Regex::new(p).map_err(|e| ReportError::BadPattern(e.to_string()))?),
        None => None,
    };
    let tensors = safetensors(&bytes, pattern.as_ref()).map_err(bad)?;
    if tensors.is_empty() {
        let pattern = pattern.map_or("(any float tensor)".to_string(), |p| p.to_string());
        return Err(ReportError::NoTensor { path: path.to_path_buf(), pattern });
    }
    Ok(tensors)
}

fn npy_tensor(bytes: &[u8], name: String) -> Result<Tensor, String> {
    let array = NpyArray::parse(bytes).map_err(|e| e.to_string())?;
    let bits = array.to_u64_bits();
    let values = match array.dtype {
        Dtype::F32 => bits.iter().map(|b| f32::from_bits(*b as u32) as f64).collect(),
        Dtype::F64 => bits.iter().map(|b| f64::from_bits(*b)).collect(),
        other => return Err(format!("dtype {other}: lpf-report reads float tensors (f32, f64); low-precision bit patterns need a format to mean anything")),
    };
    Ok(Tensor { name, shape: array.shape, values })
}

/// The safetensors dtypes lpf-report reads, as lpf formats (decoded exactly by the numerics crate).
fn safetensors_format(dtype: &str) -> Option<Format> {
    match dtype {
        "F64" => Some(Format::F64),
        "F32" => Some(Format::F32),
        "F16" => Some(Format::F16),
        "BF16" => Some(Format::BF16),
        _ => None,
    }
}

fn safetensors(bytes: &[u8], pattern: Option<&Regex>) -> Result<Vec<Tensor>, String> {
    let len_bytes: [u8; 8] = bytes.get(..8).and_then(|b| b.try_into().ok()).ok_or("truncated safetensors header")?;
    let header_len = usize::try_from(u64::from_le_bytes(len_bytes)).map_err(|_| "header length overflows")?;
    let header_end = header_len.checked_add(8).ok_or("header length overflows")?;
    let header = bytes.get(8..header_end).ok_or(format!("header of {header_len} bytes is longer than the file"))?;
    let header_json: serde_json::Value = serde_json::from_slice(header).map_err(|e| format!("header is not JSON: {e}"))?;
    let entries = header_json.as_object().ok_or("header is not a JSON object")?;
    // A JSON object keeps the last of two equal keys: which tensor was meant is unknown.
    if let Some(key) = duplicate_top_level_key(header) {
        return Err(format!("header names tensor '{key}' twice"));
    }
    let data = &bytes[header_end..];
    let mut names: Vec<&String> = entries.keys().filter(|k| k.as_str() != "__metadata__").collect();
    names.sort();
    check_disjoint(entries, &names)?;
    let mut tensors = Vec::new();
    for name in names {
        if pattern.is_some_and(|p| !p.is_match(name)) {
            continue;
        }
        let entry = &entries[name];
        let dtype = entry["dtype"].as_str().ok_or(format!("tensor '{name}': no dtype"))?;
        // Models keep integer buffers (step counters, position ids) beside their weights: say
        // which tensors are left out rather than refuse the whole file.
        let Some(format) = safetensors_format(dtype) else {
            eprintln!("lpf-report: skipping tensor '{name}': dtype {dtype} is not a float type lpf-report reads (F64, F32, F16, BF16)");
            continue;
        };
        let shape: Vec<usize> = entry["shape"]
            .as_array()
            .ok_or(format!("tensor '{name}': no shape"))?
            .iter()
            .map(|d| d.as_u64().and_then(|d| usize::try_from(d).ok()))
            .collect::<Option<_>>()
            .ok_or(format!("tensor '{name}': shape is not a list of sizes"))?;
        let offsets = entry["data_offsets"].as_array().ok_or(format!("tensor '{name}': no data_offsets"))?;
        let (start, end) = match offsets.as_slice() {
            [s, e] => {
                // Past usize (or not an integer at all): say so with the values as written.
                let byte = |v: &serde_json::Value| v.as_u64().and_then(|v| usize::try_from(v).ok());
                match (byte(s), byte(e)) {
                    (Some(s), Some(e)) => (s, e),
                    _ => return Err(format!("tensor '{name}': data_offsets {} are not byte offsets", entry["data_offsets"])),
                }
            }
            _ => return Err(format!("tensor '{name}': data_offsets is not [start, end]")),
        };
        let raw = data.get(start..end).filter(|_| start <= end).ok_or(format!("tensor '{name}': data_offsets {start}..{end} outside the {} data bytes", data.len()))?;
        let size = (format.storage_bits() / 8) as usize;
        let count = shape.iter().try_fold(1usize, |a, d| a.checked_mul(*d)).ok_or(format!("tensor '{name}': shape overflows"))?;
        if count.checked_mul(size) != Some(raw.len()) {
            return Err(format!("tensor '{name}': {} bytes for shape {shape:?} of {dtype}", raw.len()));
        }
        let values = raw
            .chunks_exact(size)
            .map(|c| {
                let mut b = [0u8; 8];
                b[..size].copy_from_slice(c);
                decode(format, u64::from_le_bytes(b))
            })
            .collect();
        tensors.push(Tensor { name: name.clone(), shape, values });
    }
    Ok(tensors)
}

/// Every tensor's bytes are its own: two `data_offsets` ranges that overlap would make one
/// tensor's values another's (the format's reference implementation refuses that too). All
/// tensors count, also those a pattern or an unread dtype leaves out.
fn check_disjoint(entries: &serde_json::Map<String, serde_json::Value>, names: &[&String]) -> Result<(), String> {
    let mut ranges: Vec<(u64, u64, &str)> = Vec::new();
    for name in names {
        if let Some([s, e]) = entries[name.as_str()]["data_offsets"].as_array().map(Vec::as_slice) {
            if let (Some(s), Some(e)) = (s.as_u64(), e.as_u64()) {
                ranges.push((s, e, name.as_str()));
            }
        }
    }
    ranges.sort();
    for pair in ranges.windows(2) {
        let ((s0, e0, a), (s1, e1, b)) = (pair[0], pair[1]);
        // Empty ranges hold no byte, so they overlap nothing.
        if s0 < e0 && s1 < e1 && s1 < e0 {
            return Err(format!("tensors '{a}' (bytes {s0}..{e0}) and '{b}' (bytes {s1}..{e1}) overlap"));
        }
    }
    Ok(())
}

/// The first key that the top-level object of `json` (valid JSON) holds twice.
fn duplicate_top_level_key(json: &[u8]) -> Option<String> {
    let mut seen = std::collections::HashSet::new();
    let (mut depth, mut i) = (0usize, 0usize);
    while i < json.len() {
        match json[i] {
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            b'"' => {
                let start = i;
                i += 1;
                while i < json.len() && json[i] != b'"' {
                    i += if json[i] == b'\\' { 2 } else { 1 };
                }
                let raw = json.get(start..=i)?;
                // A key is a string at depth 1 followed by a colon.
                let next = json[i + 1..].iter().find(|c| !c.is_ascii_whitespace());
                if depth == 1 && next == Some(&b':') {
                    let key: String = serde_json::from_slice(raw).ok()?;
                    if !seen.insert(key.clone()) {
                        return Some(key);
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(header: &str, data: &[u8]) -> Vec<u8> {
        let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
        bytes.extend_from_slice(header.as_bytes());
        bytes.extend_from_slice(data);
        bytes
    }

    /// Offsets that are not byte offsets (past u64, negative, fractions) are named as JSON has them,
    /// not as u64::MAX (the report fuzzer's `data_offsets 18446744073709551615..` for 2^70).
    #[test]
    fn offsets_that_are_not_byte_offsets_are_shown_as_written() {
        for (offsets, shown) in [
            ("[1180591620717411303424, 1180591620717411303428]", "[1.1805916207174113e+21,1.1805916207174113e+21]"),
            ("[-4, 0]", "[-4,0]"),
            ("[0.5, 4]", "[0.5,4]"),
        ] {
            let header = format!(r#"{{"t": {{"dtype": "F32", "shape": [1], "data_offsets": {offsets}}}}}"#);
            let error = safetensors(&file(&header, &[0; 4]), None).err().expect("refused");
            assert!(error.contains(&format!("data_offsets {shown} are not byte offsets")), "{error}");
            assert!(!error.contains("18446744073709551615"), "{error}");
        }
    }
}
