//! Reading and writing NumPy `.npy` files (format versions 1.0, 2.0 and 3.0).
//!
//! lpf-run exchanges tensors as `.npy`: low-precision values travel as raw bit patterns in
//! unsigned integer arrays (ml_dtypes arrays do not survive `np.save`/`np.load`), wider types
//! natively. Only C-order, little-endian (or byte-sized) arrays are accepted; anything else is a
//! clear error rather than a silent reinterpretation.

use std::fmt;

/// The element kinds lpf-run reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dtype {
    Bool,
    U8,
    U16,
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl Dtype {
    /// Every dtype the reader accepts (what its error message lists).
    pub const ALL: [Dtype; 11] =
        [Dtype::Bool, Dtype::U8, Dtype::U16, Dtype::U32, Dtype::U64, Dtype::I8, Dtype::I16, Dtype::I32, Dtype::I64, Dtype::F32, Dtype::F64];

    /// "bool ('|b1'), uint8 ('|u1'), uint16 ('<u2'), ...": the accepted dtypes, from [`Self::ALL`].
    pub fn accepted_list() -> String {
        let items: Vec<String> = Self::ALL.iter().map(|d| format!("{d} ('{}')", d.descr())).collect();
        items.join(", ")
    }

    /// The NumPy `descr` string for this dtype (little-endian where it matters).
    pub fn descr(self) -> &'static str {
        match self {
            Dtype::Bool => "|b1",
            Dtype::U8 => "|u1",
            Dtype::U16 => "<u2",
            Dtype::U32 => "<u4",
            Dtype::U64 => "<u8",
            Dtype::I8 => "|i1",
            Dtype::I16 => "<i2",
            Dtype::I32 => "<i4",
            Dtype::I64 => "<i8",
            Dtype::F32 => "<f4",
            Dtype::F64 => "<f8",
        }
    }

    pub fn size(self) -> usize {
        match self {
            Dtype::Bool | Dtype::U8 | Dtype::I8 => 1,
            Dtype::U16 | Dtype::I16 => 2,
            Dtype::U32 | Dtype::I32 | Dtype::F32 => 4,
            Dtype::U64 | Dtype::I64 | Dtype::F64 => 8,
        }
    }

    fn from_descr(descr: &str) -> Option<Dtype> {
        // '=' is native order; every supported host is little-endian. '|' only for 1-byte kinds.
        // `get` rather than `split_at`: a descr that starts with a multi-byte character must be
        // rejected, not panic on a char boundary.
        let (order, kind) = (descr.get(..1).unwrap_or(""), descr.get(1..).unwrap_or(""));
        let dtype = match kind {
            "b1" => Dtype::Bool,
            "u1" => Dtype::U8,
            "u2" => Dtype::U16,
            "u4" => Dtype::U32,
            "u8" => Dtype::U64,
            "i1" => Dtype::I8,
            "i2" => Dtype::I16,
            "i4" => Dtype::I32,
            "i8" => Dtype::I64,
            "f4" => Dtype::F32,
            "f8" => Dtype::F64,
            _ => return None,
        };
        let order_ok = match order {
            "<" | "=" => true,
            "|" => dtype.size() == 1,
            ">" => dtype.size() == 1,
            _ => false,
        };
        order_ok.then_some(dtype)
    }
}

impl fmt::Display for Dtype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Dtype::Bool => "bool",
            Dtype::U8 => "uint8",
            Dtype::U16 => "uint16",
            Dtype::U32 => "uint32",
            Dtype::U64 => "uint64",
            Dtype::I8 => "int8",
            Dtype::I16 => "int16",
            Dtype::I32 => "int32",
            Dtype::I64 => "int64",
            Dtype::F32 => "float32",
            Dtype::F64 => "float64",
        };
        f.write_str(name)
    }
}

/// An array read from or written to a `.npy` file: element kind, shape, raw little-endian bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct NpyArray {
    pub dtype: Dtype,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

#[derive(Debug, PartialEq)]
pub enum NpyError {
    NotNpy,
    UnsupportedVersion(u8, u8),
    Truncated,
    BadHeader(String),
    UnsupportedDtype(String),
    FortranOrder,
    SizeMismatch { expected: usize, found: usize },
}

impl fmt::Display for NpyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NpyError::NotNpy => write!(f, "not a .npy file (missing the \\x93NUMPY magic)"),
            NpyError::UnsupportedVersion(a, b) => write!(f, "unsupported .npy format version {a}.{b}"),
            NpyError::Truncated => write!(f, "truncated .npy file"),
            NpyError::BadHeader(h) => write!(f, "malformed .npy header: {h}"),
            NpyError::UnsupportedDtype(d) => write!(
                f,
                "unsupported dtype '{d}' (accepted: {}; multi-byte ones little-endian, '<' or '=')",
                Dtype::accepted_list()
            ),
            NpyError::FortranOrder => write!(f, "Fortran-ordered arrays are not supported; save with np.ascontiguousarray"),
            NpyError::SizeMismatch { expected, found } => {
                write!(f, "data holds {found} bytes but the header's shape needs {expected}")
            }
        }
    }
}

impl std::error::Error for NpyError {}

impl NpyArray {
    pub fn element_count(&self) -> usize {
        self.shape.iter().product()
    }

    /// Elements widened to u64 (integers and bools as their values, floats as their bits).
    pub fn to_u64_bits(&self) -> Vec<u64> {
        let size = self.dtype.size();
        self.data
            .chunks_exact(size)
            .map(|c| {
                let mut buf = [0u8; 8];
                buf[..size].copy_from_slice(c);
                u64::from_le_bytes(buf)
            })
            .collect()
    }

    /// Builds an array from elements given as (little-endian) bit patterns truncated to the dtype.
    pub fn from_u64_bits(dtype: Dtype, shape: Vec<usize>, bits: &[u64]) -> NpyArray {
        let size = dtype.size();
        let mut data = Vec::with_capacity(bits.len() * size);
        for b in bits {
            data.extend_from_slice(&b.to_le_bytes()[..size]);
        }
        NpyArray { dtype, shape, data }
    }

    pub fn parse(bytes: &[u8]) -> Result<NpyArray, NpyError> {
        if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
            return Err(NpyError::NotNpy);
        }
        let (major, minor) = (bytes[6], bytes[7]);
        let (header_len, start): (usize, usize) = match major {
            1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
            2 | 3 => {
                if bytes.len() < 12 {
                    return Err(NpyError::Truncated);
                }
                (u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize, 12)
            }
            _ => return Err(NpyError::UnsupportedVersion(major, minor)),
        };
        let header_end = start.checked_add(header_len).ok_or(NpyError::Truncated)?;
        let header = bytes.get(start..header_end).ok_or(NpyError::Truncated)?;
        let header = std::str::from_utf8(header).map_err(|_| NpyError::BadHeader("not UTF-8".into()))?;
        let (dtype, fortran, shape) = parse_header(header)?;
        if fortran && shape.len() > 1 {
            return Err(NpyError::FortranOrder);
        }
        // As NumPy ("array is too big"): the nonzero dimensions and the element size must multiply
        // within isize even when a zero dimension makes the array empty, since lpf-run's kernels
        // take strides and partial products of every dimension.
        let too_big = || NpyError::BadHeader(format!("shape {shape:?} is too big: its nonzero dimensions times the element size exceed {}", isize::MAX));
        let nonzero = (shape.iter().filter(|&&d| d != 0).try_fold(dtype.size(), |n, &d| n.checked_mul(d)))
            .filter(|&bytes| bytes <= isize::MAX as usize)
            .ok_or_else(too_big)?;
        let expected = if shape.contains(&0) { 0 } else { nonzero };
        let data = &bytes[header_end..];
        if data.len() != expected {
            return Err(NpyError::SizeMismatch { expected, found: data.len() });
        }
        Ok(NpyArray { dtype, shape, data: data.to_vec() })
    }

    /// Serialises as format version 1.0 (header padded so the data starts 64-byte aligned).
    pub fn to_bytes(&self) -> Vec<u8> {
        let shape = match self.shape.len() {
            0 => "()".to_string(),
            1 => format!("({},)", self.shape[0]),
            _ => format!("({})", self.shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
        };
        let mut header = format!("{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}", self.dtype.descr(), shape);
        let unpadded = 10 + header.len() + 1;
        header.push_str(&" ".repeat((64 - unpadded % 64) % 64));
        header.push('\n');
        let mut out = Vec::with_capacity(10 + header.len() + self.data.len());
        out.extend_from_slice(b"\x93NUMPY\x01\x00");
        out.extend_from_slice(&(header.len() as u16).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(&self.data);
        out
    }
}

/// Parses the header dictionary `{'descr': '<u2', 'fortran_order': False, 'shape': (4, 8), }`,
/// as strictly as NumPy (which evaluates it as a Python literal): exactly the three keys, nothing
/// but blanks after the closing brace. A repeated key is an error: Python keeps the last value,
/// a lenient reader might keep the first, and a file read two ways is worse than one refused.
fn parse_header(header: &str) -> Result<(Dtype, bool, Vec<usize>), NpyError> {
    let bad = |why: String| NpyError::BadHeader(format!("{why} in {:?}", header.trim()));
    let mut lexer = HeaderLexer { rest: header };
    let (mut descr, mut fortran, mut shape) = (None, None, None);
    lexer.expect("{").map_err(&bad)?;
    loop {
        if lexer.eat("}") {
            break;
        }
        let key = lexer.string().map_err(&bad)?;
        lexer.expect(":").map_err(&bad)?;
        let repeated = match key.as_str() {
            "descr" => descr.replace(lexer.string().map_err(&bad)?).is_some(),
            "fortran_order" => fortran.replace(lexer.boolean().map_err(&bad)?).is_some(),
            "shape" => shape.replace(lexer.tuple().map_err(&bad)?).is_some(),
            other => return Err(bad(format!("unexpected key '{other}' (NumPy allows only descr, fortran_order, shape)"))),
        };
        if repeated {
            return Err(bad(format!("key '{key}' appears twice")));
        }
        if !lexer.eat(",") {
            lexer.expect("}").map_err(&bad)?;
            break;
        }
    }
    if !lexer.rest.trim().is_empty() {
        return Err(bad(format!("unexpected {:?} after the dictionary", lexer.rest.trim())));
    }
    let descr = descr.ok_or_else(|| bad("no 'descr'".into()))?;
    let dtype = Dtype::from_descr(&descr).ok_or(NpyError::UnsupportedDtype(descr))?;
    let fortran = fortran.ok_or_else(|| bad("no 'fortran_order'".into()))?;
    let shape = shape.ok_or_else(|| bad("no 'shape'".into()))?;
    Ok((dtype, fortran, shape))
}

/// The Python literal tokens a .npy header uses, read left to right past blanks.
struct HeaderLexer<'h> {
    rest: &'h str,
}

impl HeaderLexer<'_> {
    fn skip_blanks(&mut self) {
        self.rest = self.rest.trim_start();
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_blanks();
        match self.rest.strip_prefix(token) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }

    fn expect(&mut self, token: &str) -> Result<(), String> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(format!("expected '{token}' at {:?}", self.rest.chars().take(12).collect::<String>()))
        }
    }

    /// A quoted string without escapes (NumPy writes none in these headers).
    fn string(&mut self) -> Result<String, String> {
        self.skip_blanks();
        let quote = self.rest.chars().next().filter(|q| *q == '\'' || *q == '"').ok_or_else(|| "expected a quoted string".to_string())?;
        let body = &self.rest[1..];
        let end = body.find(quote).ok_or_else(|| "unterminated string".to_string())?;
        if body[..end].contains('\\') {
            return Err("escapes in a header string are not supported".into());
        }
        self.rest = &body[end + 1..];
        Ok(body[..end].to_string())
    }

    fn boolean(&mut self) -> Result<bool, String> {
        if self.eat("True") {
            Ok(true)
        } else if self.eat("False") {
            Ok(false)
        } else {
            Err("fortran_order is neither True nor False".into())
        }
    }

    /// `()`, `(n,)` or `(n, m, ...)` with an optional trailing comma; `n` a non-negative integer
    /// (Python 2's `L` suffix allowed).
    fn tuple(&mut self) -> Result<Vec<usize>, String> {
        self.expect("(").map_err(|_| "shape is not a tuple".to_string())?;
        let mut dims = Vec::new();
        let mut trailing_comma = false;
        loop {
            if self.eat(")") {
                break;
            }
            self.skip_blanks();
            let digits = self.rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(self.rest.len());
            let dim = self.rest[..digits].parse::<usize>().map_err(|_| "non-integer dimension".to_string())?;
            self.rest = &self.rest[digits..];
            self.rest = self.rest.strip_prefix('L').unwrap_or(self.rest);
            dims.push(dim);
            trailing_comma = self.eat(",");
            if !trailing_comma {
                self.expect(")")?;
                break;
            }
        }
        // `(n)` is Python's integer n, not a tuple: NumPy refuses it.
        if dims.len() == 1 && !trailing_comma {
            return Err("a one-element shape needs its comma: (n,)".into());
        }
        Ok(dims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_dtype_and_rank() {
        for dtype in [Dtype::Bool, Dtype::U8, Dtype::U16, Dtype::U32, Dtype::I64, Dtype::F32, Dtype::F64] {
            for shape in [vec![], vec![3], vec![2, 3], vec![2, 0, 4]] {
                let n: usize = shape.iter().product();
                let bits: Vec<u64> = (0..n as u64).map(|i| i * 3 + 1).collect();
                let a = NpyArray::from_u64_bits(dtype, shape.clone(), &bits);
                let bytes = a.to_bytes();
                assert_eq!((10 + u16::from_le_bytes([bytes[8], bytes[9]]) as usize) % 64, 0);
                assert_eq!(NpyArray::parse(&bytes).unwrap(), a);
            }
        }
    }

    #[test]
    fn reads_numpy_written_header() {
        // What np.save(np.array([[1, 2]], dtype=np.uint16)) writes (header padded with spaces).
        let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
        let mut header = "{'descr': '<u2', 'fortran_order': False, 'shape': (1, 2), }".to_string();
        while !(10 + header.len() + 1).is_multiple_of(64) {
            header.push(' ');
        }
        header.push('\n');
        bytes.extend_from_slice(&(header.len() as u16).to_le_bytes());
        bytes.extend_from_slice(header.as_bytes());
        bytes.extend_from_slice(&[1, 0, 2, 0]);
        let a = NpyArray::parse(&bytes).unwrap();
        assert_eq!((a.dtype, a.shape.clone()), (Dtype::U16, vec![1, 2]));
        assert_eq!(a.to_u64_bits(), vec![1, 2]);
    }

    /// A version 1.0 file with `header` (padded as NumPy pads it) and `data`.
    fn with_header(header: &str, data: &[u8]) -> Vec<u8> {
        let mut header = header.to_string();
        while !(10 + header.len() + 1).is_multiple_of(64) {
            header.push(' ');
        }
        header.push('\n');
        let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
        bytes.extend_from_slice(&(header.len() as u16).to_le_bytes());
        bytes.extend_from_slice(header.as_bytes());
        bytes.extend_from_slice(data);
        bytes
    }

    fn header_error(header: &str, data: &[u8]) -> String {
        match NpyArray::parse(&with_header(header, data)) {
            Err(NpyError::BadHeader(why)) => why,
            other => panic!("{header}: {other:?}"),
        }
    }

    #[test]
    fn header_is_a_strict_literal() {
        // What NumPy 2.4 (the project venv's) refuses, refused here too: junk after the
        // dictionary, keys other than the three.
        assert!(header_error("{'descr': '<u2', 'fortran_order': False, 'shape': (2,), } junk", &[0; 4]).contains("unexpected \"junk\" after the dictionary"));
        assert!(header_error("{'descr': '<u2', 'fortran_order': False, 'shape': (2,), 'x': 1}", &[0; 4]).contains("unexpected key 'x'"));
        assert!(header_error("{'descr': '<u2', 'shape': (2,), }", &[0; 4]).contains("no 'fortran_order'"));
        assert!(header_error("{'descr': '<u2', 'fortran_order': False, 'shape': (2), }", &[0; 4]).contains("needs its comma"));
        // NumPy keeps the last of repeated keys (a Python dict); a reader that kept the first
        // would see another array in the same file. Refused.
        assert!(header_error("{'descr': '<u2', 'fortran_order': False, 'shape': (1,), 'shape': (2,), }", &[0; 4]).contains("key 'shape' appears twice"));
        assert!(header_error("{'descr': '<u1', 'descr': '<u2', 'fortran_order': False, 'shape': (2,), }", &[0; 4]).contains("key 'descr' appears twice"));
        // Accepted spellings: double quotes, no trailing comma, blanks, Python 2 longs.
        let a = NpyArray::parse(&with_header("{\"descr\":\"<u2\",\"fortran_order\":False,\"shape\":( 2L , )}", &[1, 0, 2, 0])).unwrap();
        assert_eq!((a.shape.clone(), a.to_u64_bits()), (vec![2], vec![1, 2]));
    }

    #[test]
    fn empty_arrays_with_huge_dimensions_are_refused() {
        // NumPy: "array is too big" for np.empty((0, 2**62, 8), np.uint8).
        let why = header_error("{'descr': '|u1', 'fortran_order': False, 'shape': (0, 4611686018427387904, 8), }", &[]);
        assert!(why.contains("is too big"), "{why}");
        let why = header_error("{'descr': '<u8', 'fortran_order': False, 'shape': (4611686018427387904, 0), }", &[]);
        assert!(why.contains("is too big"), "{why}");
        let fine = NpyArray::parse(&with_header("{'descr': '|u1', 'fortran_order': False, 'shape': (0, 1024, 8), }", &[])).unwrap();
        assert_eq!(fine.element_count(), 0);
    }

    #[test]
    fn rejects_bad_input() {
        assert_eq!(NpyArray::parse(b"hello world"), Err(NpyError::NotNpy));
        let a = NpyArray::from_u64_bits(Dtype::U16, vec![4], &[1, 2, 3, 4]);
        let mut bytes = a.to_bytes();
        bytes.pop();
        assert!(matches!(NpyArray::parse(&bytes), Err(NpyError::SizeMismatch { .. })));
        let with_descr = |descr: &[u8]| {
            let mut b = a.to_bytes();
            let at = b.windows(3).position(|w| w == b"<u2").unwrap();
            b[at..at + 3].copy_from_slice(descr);
            b
        };
        assert!(matches!(NpyArray::parse(&with_descr(b">u2")), Err(NpyError::UnsupportedDtype(_))));
        assert!(matches!(NpyArray::parse(&with_descr(b"<c8")), Err(NpyError::UnsupportedDtype(_))));
        // A multi-byte first character is an unsupported dtype, not a panic.
        let e_acute = "\u{e9}u";
        assert!(matches!(NpyArray::parse(&with_descr(e_acute.as_bytes())), Err(NpyError::UnsupportedDtype(_))));
    }

    #[test]
    fn the_accepted_list_is_what_the_reader_accepts() {
        // Every descr NumPy could write for these kinds: exactly the listed ones parse.
        let mut accepted = Vec::new();
        for order in ["<", "=", "|", ">"] {
            for kind in ["b1", "u1", "u2", "u4", "u8", "i1", "i2", "i4", "i8", "f2", "f4", "f8", "c8", "f16"] {
                if let Some(d) = Dtype::from_descr(&format!("{order}{kind}")) {
                    accepted.push(d);
                }
            }
        }
        for d in Dtype::ALL {
            assert!(accepted.contains(&d), "{d} is listed but not read");
            assert_eq!(Dtype::from_descr(d.descr()), Some(d));
            assert!(NpyError::UnsupportedDtype("<f2".into()).to_string().contains(&format!("{d} ('{}')", d.descr())));
        }
        assert!(accepted.iter().all(|d| Dtype::ALL.contains(d)));
    }
}
