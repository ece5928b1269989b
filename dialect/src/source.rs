//! Source text in and out: parsing the way mlir-opt does, and printing in one piece.
//!
//! Parsing: melior's `Module::parse` names every
//! location "-" and rejects files of several top-level ops; tools need the file name in
//! diagnostics and the implicit `builtin.module` ([`parse_source`]). Code that parses text it
//! generated uses [`parse_module`]. Never call `Module::parse` on a Rust string directly: MLIR
//! needs a NUL after the text.

use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::{Context, StringRef};

/// Parses and verifies `source`, naming it `name` in locations. `None` when parsing or
/// verification failed; the diagnostics went to the context's handlers.
pub fn parse_source<'c>(context: &'c Context, source: &str, name: &str) -> Option<Module<'c>> {
    if let Some((line, column, number)) = oversized_convolution_dimension(source) {
        let location = melior::ir::Location::new(context, name, line, column);
        crate::diagnostics::emit_error(location, &format!("convolution dim_numbers: spatial dimension {number} is out of range"));
        return None;
    }
    let source = i1_bytes_packed(source);
    let source: &str = &source;
    // SAFETY: the string refs borrow `source` and `name`, which outlive the call; the returned
    // module (if any) is owned by the caller.
    unsafe {
        let raw = crate::ffi::lpfParseSourceWithImplicitModule(
            context.to_raw(),
            StringRef::new(source).to_raw(),
            StringRef::new(name).to_raw(),
        );
        Module::from_option_raw(raw)
    }
}

/// The largest spatial dimension number a `stablehlo.convolution`'s `dim_numbers = [..]x[..]->[..]`
/// may name here. StableHLO's parser sizes a vector by the largest one it reads, and LLVM ends
/// the process when that passes 2^32 (`SmallVector unable to grow`: a fuzzed
/// `[21474836480, 1, i, o]` aborted lpf-opt); a convolution has a handful of spatial dimensions.
const MOST_SPATIAL_DIMENSION: u64 = 1 << 16;

/// The (line, column, number) of the first number in a convolution's `dim_numbers` above
/// [`MOST_SPATIAL_DIMENSION`] (checked before MLIR's parser sees the text), if any.
fn oversized_convolution_dimension(source: &str) -> Option<(usize, usize, String)> {
    const KEY: &str = "dim_numbers = [";
    let mut from = 0;
    while let Some(found) = source[from..].find(KEY) {
        let start = from + found + KEY.len() - 1;
        // The three bracketed lists, up to the third `]`.
        let mut end = start;
        let mut closed = 0;
        for (i, c) in source[start..].char_indices() {
            if c == ']' {
                closed += 1;
                if closed == 3 {
                    end = start + i;
                    break;
                }
            }
            if c == '\n' || i > 4096 {
                end = start + i;
                break;
            }
        }
        let text = &source[start..end.max(start)];
        // Each run of ASCII digits (byte offsets: digits are one byte each).
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if !bytes[i].is_ascii_digit() {
                i += 1;
                continue;
            }
            let first = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let token = &text[first..i];
            if token.parse::<u64>().map_or(true, |n| n > MOST_SPATIAL_DIMENSION) {
                let at = start + first;
                let line = source[..at].matches('\n').count() + 1;
                let column = source[..at].rfind('\n').map_or(&source[..at], |p| &source[p + 1..at]).chars().count() + 1;
                return Some((line, column, token.to_string()));
            }
        }
        from = start + 1;
    }
    None
}

/// melior's `Module::parse` (a `module { ... }` or bare ops, locations named "-") on a copy of
/// `source` with a NUL after it. MLIR's lexer finds the end of its buffer by that NUL, and
/// `mlirModuleCreateParse` wraps the caller's text as it is: a Rust string has no NUL there, so
/// a source ending inside a token would be lexed on into the memory after it (see
/// [`parse_source`], which has the same fix on the C++ side). `None` when it does not parse
/// or verify; the diagnostics went to the context's handlers.
pub fn parse_module<'c>(context: &'c Context, source: &str) -> Option<Module<'c>> {
    let mut terminated = String::with_capacity(source.len() + 1);
    terminated.push_str(source);
    terminated.push('\0');
    Module::parse(context, &terminated[..source.len()])
}

/// Prints an operation with `flags`. melior's `to_string_with_flags` receives MLIR's output in
/// many small pieces, validating each; on large modules that costs more than printing itself.
pub fn print_operation<'c: 'a, 'a>(operation: &impl OperationLike<'c, 'a>, flags: &OperationPrintingFlags) -> String {
    unsafe extern "C" fn take(text: mlir_sys::MlirStringRef, user_data: *mut std::ffi::c_void) {
        // SAFETY: `user_data` is the Vec below; MLIR hands one valid (pointer, length) buffer.
        let (bytes, text) = unsafe {
            (&mut *(user_data as *mut Vec<u8>), std::slice::from_raw_parts(text.data as *const u8, text.length))
        };
        // Called from C++: only an allocation failure could panic here, and that is no error
        // a printer can report.
        crate::unwind::or_abort(|| "printing".to_string(), || bytes.extend_from_slice(text));
    }
    let mut bytes: Vec<u8> = Vec::new();
    // SAFETY: a live operation and flags; the callback only appends to `bytes`.
    unsafe {
        crate::ffi::lpfOperationPrintBuffered(
            operation.to_raw(),
            flags.to_raw(),
            Some(take),
            &mut bytes as *mut Vec<u8> as *mut std::ffi::c_void,
        );
    }
    // MLIR prints UTF-8 (string attributes are escaped), so the lossy path is a formality.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `source` with every boolean constant that newer MLIR writes one byte per element
/// (`dense<"0x0100..."> : tensor<64x64xi1>`, what jax 0.10's printer gives a causal mask) in
/// the packed form MLIR 22 reads (one bit per element, the first element in the lowest bit),
/// padded with spaces after the literal so that every position after it keeps its line and
/// column. MLIR 22 refused the byte form ("elements hex data size is invalid"). Only a literal
/// of exactly one byte per element, each 0 or 1, of a static `i1` tensor of two or more
/// elements is rewritten: a packed one never has that many bytes.
pub fn i1_bytes_packed(source: &str) -> std::borrow::Cow<'_, str> {
    const OPEN: &str = "dense<\"0x";
    if !source.contains(OPEN) || !source.contains("i1>") {
        return std::borrow::Cow::Borrowed(source);
    }
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    let mut changed = false;
    while let Some(at) = rest.find(OPEN) {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let hex_start = OPEN.len();
        let Some(hex_len) = from[hex_start..].find('"') else {
            out.push_str(from);
            rest = "";
            break;
        };
        let hex = &from[hex_start..hex_start + hex_len];
        let literal_end = hex_start + hex_len + 1; // after the closing quote
        match packed_literal(hex, &from[literal_end..]) {
            Some(packed) => {
                let original = &from[..literal_end];
                let replacement = format!("{OPEN}{packed}\"");
                out.push_str(&replacement);
                // The closing `>`, then spaces for the digits saved: every position after the
                // literal keeps its line and column.
                let after = &from[literal_end..];
                let close = after.find('>').unwrap_or(0) + 1;
                out.push_str(&after[..close]);
                out.push_str(&" ".repeat(original.len() - replacement.len()));
                rest = &after[close..];
                changed = true;
            }
            None => {
                out.push_str(&from[..literal_end]);
                rest = &from[literal_end..];
            }
        }
    }
    out.push_str(rest);
    if changed {
        std::borrow::Cow::Owned(out)
    } else {
        std::borrow::Cow::Borrowed(source)
    }
}

/// The packed hex digits of `hex` (one byte per element) when `after` (the text after the
/// literal's closing quote) is `> : tensor<AxBx...xi1>` with as many elements as `hex` has bytes
/// (two or more), each byte 0 or 1.
fn packed_literal(hex: &str, after: &str) -> Option<String> {
    let ty = after.strip_prefix('>')?.trim_start().strip_prefix(':')?.trim_start().strip_prefix("tensor<")?;
    let ty = &ty[..ty.find('>')?];
    let dims = ty.strip_suffix("i1")?;
    let count = if dims.is_empty() {
        1
    } else {
        dims.strip_suffix('x')?.split('x').map(|d| d.parse::<usize>().ok()).product::<Option<usize>>()?
    };
    if count < 2 || hex.len() != 2 * count || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut bits = vec![0u8; count.div_ceil(8)];
    for i in 0..count {
        match &hex[2 * i..2 * i + 2] {
            "00" => {}
            "01" => bits[i / 8] |= 1 << (i % 8),
            _ => return None,
        }
    }
    Some(bits.iter().map(|b| format!("{b:02X}")).collect())
}

#[cfg(test)]
mod tests {
    use super::i1_bytes_packed;

    #[test]
    fn byte_per_element_booleans_are_packed_in_place() {
        let text = "%0 = stablehlo.constant dense<\"0x000101000000000001\"> : tensor<3x3xi1> loc(#a)\n";
        let packed = i1_bytes_packed(text);
        assert_eq!(packed, "%0 = stablehlo.constant dense<\"0x0601\">               : tensor<3x3xi1> loc(#a)\n");
        assert_eq!(packed.len(), text.len());
        // Packed already, another type, a byte other than 0 and 1: left.
        for kept in ["dense<\"0x02\"> : tensor<2xi1>", "dense<\"0x0100\"> : tensor<2xi8>", "dense<\"0x0102\"> : tensor<2xi1>", "dense<\"0xé1\"> : tensor<2xi1>", "dense<\"0x01"] {
            assert_eq!(i1_bytes_packed(kept), kept);
        }
    }
}
