//! lpf's matrix-unit models against MMA-Sim's golden vectors (test/conformance/mmasim/, written by
//! python/tools/gen_mmasim_vectors.py from PyPI `mmasim`), bit for bit, for every preset and type
//! pair. NaN payloads are compared exactly where the hardware returns one canonical NaN
//! (NVIDIA's T-FDPA and CDNA3's two-level family: 0x7FFFFFFF / 0x7FFF); elsewhere MMA-Sim's NaN
//! bits are those of the CPU it ran on, and only NaN-ness is compared.

use lpf_numerics::matrix_units::{hardware_dot_vector, resolve, units, Family};
use lpf_numerics::{decode, Format};
use std::collections::BTreeSet;

const VECTORS: &str = include_str!("../../test/conformance/mmasim/vectors.txt");

fn codes(text: &str) -> Vec<u64> {
    text.split(',').map(|h| u64::from_str_radix(h, 16).expect("hex code")).collect()
}

#[test]
fn every_case_matches_mmasim() {
    let mut seen = BTreeSet::new();
    let (mut cases, mut failures) = (0, Vec::new());
    for line in VECTORS.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let [unit, lhs, rhs, result, k, a, b, want] = f[..] else { panic!("malformed line: {line}") };
        let fmt = |name: &str| Format::parse(name).unwrap_or_else(|_| panic!("format {name}"));
        let (lhs, rhs, result) = (fmt(lhs), fmt(rhs), fmt(result));
        let (_, variant) = resolve(unit, lhs, rhs, result).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(variant.native_k, k.parse::<usize>().unwrap(), "{unit} {lhs:?} x {rhs:?}: native k");
        seen.insert((unit.to_string(), lhs, rhs, result));
        let (a, b, want) = (codes(a), codes(b), u64::from_str_radix(want, 16).unwrap());
        let got = hardware_dot_vector(&variant, &a, &b);
        cases += 1;
        let canonical_nan = matches!(variant.family, Family::TruncatedFused { .. } | Family::TwoLevel { .. });
        let agree = got == want || (!canonical_nan && decode(result, got).is_nan() && decode(result, want).is_nan());
        if !agree {
            failures.push(format!("{unit} {lhs:?} x {rhs:?} -> {result:?}: got {got:#x}, mmasim {want:#x} (a = {a:x?}, b = {b:x?})"));
        }
    }
    assert!(cases > 1000, "only {cases} cases");
    assert!(failures.is_empty(), "{} of {cases} cases differ:\n{}", failures.len(), failures.iter().take(20).cloned().collect::<Vec<_>>().join("\n"));
    for u in units() {
        for v in &u.variants {
            assert!(seen.contains(&(u.name.to_string(), v.lhs, v.rhs, v.result)), "no vectors for {} {:?} x {:?} -> {:?}", u.name, v.lhs, v.rhs, v.result);
        }
    }
}
