//! lpf's block-scaled matrix-unit models (ST-FDPA, GST-FDPA: Blackwell's `tcgen05.mma`
//! `kind::mxf8f6f4`, `mxf4`, `mxf4nvf4`) against MMA-Sim's golden vectors
//! (test/conformance/mmasim/scaled_vectors.txt, written by python/tools/gen_mmasim_vectors.py from
//! PyPI `mmasim` 2.1.1), bit for bit (both families return the one NaN 0x7FFFFFFF), for every
//! block-scaled variant lpf models.

use lpf_numerics::matrix_units::{hardware_scaled_dot_vector, resolve_scaled, scaled_units};
use lpf_numerics::Format;
use std::collections::BTreeSet;

const VECTORS: &str = include_str!("../../test/conformance/mmasim/scaled_vectors.txt");

fn codes(text: &str) -> Vec<u64> {
    text.split(',').map(|h| u64::from_str_radix(h, 16).expect("hex code")).collect()
}

#[test]
fn every_block_scaled_case_matches_mmasim() {
    let mut seen = BTreeSet::new();
    let (mut cases, mut failures, mut specials) = (0, Vec::new(), 0);
    for line in VECTORS.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let [unit, kind, lhs, rhs, scale, block, k, a, sa, b, sb, want] = f[..] else { panic!("malformed line: {line}") };
        let fmt = |name: &str| Format::parse(name).unwrap_or_else(|_| panic!("format {name}"));
        let (lhs, rhs, scale, block) = (fmt(lhs), fmt(rhs), fmt(scale), block.parse::<usize>().unwrap());
        let (_, v) = resolve_scaled(unit, lhs, rhs, scale, block, Format::F32).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(v.native_k, k.parse::<usize>().unwrap(), "{unit} {kind}: native k");
        assert_eq!(v.kind, kind, "{unit} {lhs:?} x {rhs:?} {scale:?}/{block}: kind");
        seen.insert((unit.to_string(), lhs, rhs, scale, block));
        let want = u64::from_str_radix(want, 16).unwrap();
        let got = hardware_scaled_dot_vector(&v, &codes(a), &codes(sa), &codes(b), &codes(sb));
        cases += 1;
        specials += usize::from(want & 0x7F80_0000 == 0x7F80_0000);
        if got != want {
            failures.push(format!("{unit} {kind} {lhs:?} x {rhs:?} ({scale:?}/{block}): got {got:#x}, mmasim {want:#x}\n  a = {a}\n  sa = {sa}\n  b = {b}\n  sb = {sb}"));
        }
    }
    assert!(cases > 800, "only {cases} cases");
    assert!(specials > 50, "only {specials} NaN/inf results: the vectors lost their special cases");
    assert!(failures.is_empty(), "{} of {cases} cases differ:\n{}", failures.len(), failures.iter().take(10).cloned().collect::<Vec<_>>().join("\n"));
    for u in scaled_units() {
        for v in &u.variants {
            assert!(seen.contains(&(u.name.to_string(), v.lhs, v.rhs, v.scale, v.block)), "no vectors for {} {} {:?} x {:?}", u.name, v.kind, v.lhs, v.rhs);
        }
    }
}
