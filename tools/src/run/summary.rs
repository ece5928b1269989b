//! The readable summary lpf-run prints: each result decoded, with its type, nested like NumPy.

use super::buffer::Buffer;
use lpf_lowering::ir_numerics::{hex_literal, int_value, Element};
use lpf_numerics::{decode_value, Code, Value};

/// Results larger than this print their first elements only (the .npy files hold them all).
pub const PRINT_LIMIT: usize = 256;

/// One element: the exact value (shortest decimal that reads back as the same f64, which is
/// exact for every format but the widest P3109 members), optionally followed by its code.
pub fn element_text(element: Element, code: Code, bits: bool) -> String {
    let text = match element {
        Element::Float(format) => match decode_value(format, code) {
            Value::Nan { negative } => (if negative { "-nan" } else { "nan" }).to_string(),
            Value::Inf { negative } => (if negative { "-inf" } else { "inf" }).to_string(),
            v => format!("{:?}", v.to_f64()),
        },
        Element::Int(ty) if ty.bits == 1 => (if code & 1 == 1 { "true" } else { "false" }).to_string(),
        Element::Int(ty) => int_value(ty, code).to_string(),
    };
    match (bits, element) {
        (true, Element::Float(format)) => format!("{text} ({})", hex_literal(format, code)),
        _ => text,
    }
}

/// The values nested like NumPy, iteratively: one `[` per dimension, and between two elements
/// as many `]` and `[` as indices wrap (a result's rank comes from the input, so recursion could
/// exhaust the stack). No elements print as one `[]`, whatever the shape (the type says it).
fn nested(value: &Buffer, bits: bool, out: &mut String) {
    let shape = &value.shape;
    let rank = shape.len();
    if value.codes.is_empty() && rank > 0 {
        out.push_str("[]");
        return;
    }
    let mut index = vec![0usize; rank];
    out.push_str(&"[".repeat(rank));
    for (n, code) in value.codes.iter().enumerate() {
        if n > 0 {
            let mut wrapped = rank;
            while wrapped > 0 {
                index[wrapped - 1] += 1;
                if index[wrapped - 1] < shape[wrapped - 1] {
                    break;
                }
                index[wrapped - 1] = 0;
                wrapped -= 1;
            }
            out.push_str(&"]".repeat(rank - wrapped));
            out.push_str(", ");
            out.push_str(&"[".repeat(rank - wrapped));
        }
        out.push_str(&element_text(value.element, *code, bits));
    }
    out.push_str(&"]".repeat(rank));
}

/// `label: type = values`, e.g. `out0: tensor<2xbf16> = [1.0, -2.5]`.
pub fn summarize(label: &str, ty: &str, value: &Buffer, bits: bool) -> String {
    let mut out = format!("{label}: {ty} = ");
    if value.codes.len() <= PRINT_LIMIT {
        nested(value, bits, &mut out);
    } else {
        let first: Vec<String> = value.codes[..PRINT_LIMIT].iter().map(|c| element_text(value.element, *c, bits)).collect();
        out += &format!("[{}, ...] (first {PRINT_LIMIT} of {} elements, row-major)", first.join(", "), value.codes.len());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lpf_numerics::{Format, IntType};

    #[test]
    fn nested_values_with_optional_bits() {
        let b = Buffer { element: Element::Float(Format::BF16), shape: vec![2, 2], codes: vec![0x3F80, 0xC020, 0x7FC0, 0xFF80] };
        assert_eq!(summarize("out0", "tensor<2x2xbf16>", &b, false), "out0: tensor<2x2xbf16> = [[1.0, -2.5], [nan, -inf]]");
        assert!(summarize("o", "bf16", &Buffer { shape: vec![], codes: vec![0x3F80], ..b.clone() }, true).ends_with("= 1.0 (0x3F80)"));
        let i1 = Buffer { element: Element::Int(IntType { bits: 1, signed: false }), shape: vec![2], codes: vec![1, 0] };
        assert_eq!(summarize("p", "tensor<2xi1>", &i1, false), "p: tensor<2xi1> = [true, false]");
        let cube = Buffer { shape: vec![2, 1, 2], codes: vec![0x3F80, 0x4000, 0x4040, 0x4080], ..b.clone() };
        assert_eq!(summarize("c", "t", &cube, false), "c: t = [[[1.0, 2.0]], [[3.0, 4.0]]]");
    }

    #[test]
    fn no_elements_print_once_whatever_the_shape() {
        let b = Buffer { element: Element::Float(Format::F32), shape: vec![1_000_000_000_000, 0], codes: vec![] };
        assert_eq!(summarize("e", "t", &b, false), "e: t = []");
    }

    #[test]
    fn a_deep_rank_does_not_recurse() {
        let b = Buffer { element: Element::Float(Format::F32), shape: vec![1; 50_000], codes: vec![0x3F80_0000] };
        let text = summarize("d", "t", &b, false);
        assert!(text.starts_with("d: t = [[[") && text.contains("[1.0]") && text.len() == "d: t = ".len() + 100_003);
    }
}
